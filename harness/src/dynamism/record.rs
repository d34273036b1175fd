//! Recording the baselines a dynamism sweep compares against: the static
//! program at each length of the policy, run on the reference device and
//! written through the baselines crate as `<store>/<suite>/<static id>.safetensors`
//! (`<id>.len<L>` for prefill, `<id>.decode.len<C>` for the decode step),
//! with the usual provenance. A later sweep without `--self` loads them.

use super::sweep::{static_program, Program};
use super::LengthPolicy;
use crate::compilation::{Compilation, Compiler};
use crate::recording::{record, Asked, RecordError};
use baselines::record::{Platform, Recorded};
use baselines::Store;
use suites::Spec;

/// Where recorded baselines go, and how their programs compile (through the compile service).
pub struct Recording<'a> {
    pub store: &'a Store,
    pub suite: &'a str,
    pub compilation: Compilation,
}

/// Records the static baselines of `spec` at every length of `lengths`.
pub fn record_static_baselines(
    compiler: &Compiler,
    platform: &Platform,
    into: &Recording<'_>,
    spec: &Spec,
    program: Program,
    lengths: &LengthPolicy,
) -> Result<Vec<Recorded>, RecordError> {
    let bound = spec.bound.ok_or_else(|| RecordError::NotBounded { id: spec.id.clone() })?;
    let hi = if program == Program::Decode { bound - 1 } else { bound };
    let locked = into.store.lock_suite(into.suite)?;
    lengths
        .lengths(1, hi)
        .into_iter()
        .map(|l| {
            let s = static_program(spec, program, l).map_err(|source| RecordError::Inputs { id: spec.id.clone(), source })?;
            let asked = Asked { with_f64: false, steps: crate::train::DEFAULT_STEPS, no_cache: false };
            record(compiler, &into.compilation, platform, &s, &locked, asked)
        })
        .collect()
}
