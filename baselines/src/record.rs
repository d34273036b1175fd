//! Recording baselines: run a definition on the reference device and store
//! its outputs with full provenance, optionally with a float64 reference.
//!
//! The float64 reference is the same program with every floating element
//! type widened to f64 (a rewrite of the StableHLO text: `f32`, `f16` and
//! `bf16` in tensor types become `f64`, and hex-spelled float constants are
//! re-encoded: [`program::float64`]), run on the same plugin with the inputs widened exactly. It
//! is what the f64-reference rule measures both the baseline and a candidate
//! against. Programs given as bytecode cannot be rewritten and get none.
//!
//! Both are computed before either is written, then written as one unit
//! into a locked suite folder ([`crate::store::LockedSuite::write_pair`]).

use crate::store::{Baseline, LockedSuite, Provenance, StoreError, SOURCE_PJRT};
use std::path::PathBuf;
use suites::Definition;
use tensors::{DType, HostTensor};

/// The reference device's identity, taken once per client by whatever
/// drives the plugin (hashing the plugin file takes a moment).
#[derive(Debug, Clone, PartialEq)]
pub struct Platform {
    /// The device name the user gave (`cpu`, `gpu`, a plugin path).
    pub device: String,
    pub platform_name: String,
    pub platform_version: String,
    pub plugin_sha256: String,
}

/// What recording one definition wrote.
#[derive(Debug, Clone, PartialEq)]
pub struct Recorded {
    pub path: PathBuf,
    pub outputs: usize,
    pub definition_hash: String,
    /// The float64 reference, when asked for and recorded.
    pub f64_path: Option<PathBuf>,
    /// Why no float64 reference was recorded, when one was asked for.
    pub f64_error: Option<ReferenceError>,
    /// A float64 reference from an earlier recording, removed: it would not belong to the new baseline.
    pub removed_f64: Option<PathBuf>,
    /// Outputs holding NaN or Inf values, with their count: stored as they
    /// are (a run then compares the NaN/Inf pattern), and worth a word.
    pub non_finite: Vec<(usize, usize)>,
}

/// Why no float64 reference was recorded beside a baseline.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ReferenceError {
    /// The float64 variant could not be made, compiled or run (in the words of whatever ran it).
    #[error("{0}")]
    Run(String),
    #[error("the float64 variant returned {got} outputs, not {want}")]
    Count { got: usize, want: usize },
    #[error("the float64 variant's output {index} is {got}, expected {want}{shape:?}")]
    Type { index: usize, got: String, want: DType, shape: Vec<i64> },
    #[error("the float64 variant's output {index} is NaN/Inf at {gaps} elements where the baseline is finite")]
    Gaps { index: usize, gaps: u64 },
    #[error(transparent)]
    Incomparable(#[from] crate::compare::Incomparable),
}

/// A float64 variant's outputs and the widened program they came from.
pub type Reference = (Vec<HostTensor>, Vec<u8>);

/// Outputs computed for a recording (by whatever ran them: the harness
/// compiles through its compile service), and the float64 variant's
/// outputs with the widened program they came from, when one was asked for.
pub struct Made<'a> {
    pub outputs: Vec<HostTensor>,
    /// The float64 reference's outputs: all of the baseline's outputs, or
    /// its first ones only (a training step's losses, as recorded before
    /// the whole float64 trajectory was).
    pub reference: Option<Result<Reference, ReferenceError>>,
    pub numerics: &'a str,
    pub compile_profile: &'a str,
}

/// Writes computed outputs as `definition`'s baseline (and its float64
/// reference beside it, as one unit) into the locked suite folder. A float64
/// reference that failed or does not fit the baseline is reported in
/// [`Recorded::f64_error`], not a failed recording.
pub fn store_recorded(
    platform: &Platform,
    definition: &Definition,
    hash: &str,
    into: &LockedSuite,
    made: Made<'_>,
) -> Result<Recorded, StoreError> {
    let mut provenance = provenance(platform, definition, hash, &made.outputs);
    provenance.extras.insert("suite".into(), into.suite().to_string());
    provenance.extras.insert("numerics".into(), made.numerics.into());
    provenance.extras.insert("compile_profile".into(), made.compile_profile.into());
    let baseline = Baseline { provenance, outputs: made.outputs };
    let (reference, f64_error) = match made.reference.map(|r| r.and_then(|(o, p)| f64_reference(&baseline, o, &p))) {
        Some(Ok(r)) => (Some(r), None),
        Some(Err(e)) => (None, Some(e)),
        None => (None, None),
    };
    let written = into.write_pair(&baseline, reference.as_ref())?;
    let non_finite = baseline.outputs.iter().enumerate().map(|(i, t)| (i, t.non_finite_count())).filter(|(_, n)| *n > 0).collect();
    Ok(Recorded {
        path: written.path,
        outputs: baseline.outputs.len(),
        definition_hash: hash.to_string(),
        f64_path: written.f64_path,
        f64_error,
        removed_f64: written.removed_f64,
        non_finite,
    })
}

/// The float64 reference of `baseline` from the widened program's outputs,
/// checked against it output by output.
fn f64_reference(baseline: &Baseline, outputs: Vec<HostTensor>, program: &[u8]) -> Result<Baseline, ReferenceError> {
    if outputs.is_empty() || outputs.len() > baseline.outputs.len() {
        return Err(ReferenceError::Count { got: outputs.len(), want: baseline.outputs.len() });
    }
    for (index, (w, b)) in outputs.iter().zip(&baseline.outputs).enumerate() {
        let want = if b.dtype.is_float() { DType::F64 } else { b.dtype };
        if w.dtype != want || w.shape != b.shape {
            return Err(ReferenceError::Type { index, got: w.type_string(), want, shape: b.shape.clone() });
        }
        if b.dtype.is_float() {
            let (_, gaps) = crate::compare::rmse_against_f64(b, w)?;
            if gaps > 0 {
                return Err(ReferenceError::Gaps { index, gaps });
            }
        }
    }
    let mut provenance = baseline.provenance.clone();
    provenance.dtype = dtype_list(&outputs);
    provenance.extras.insert("f64_program_sha256".into(), tensors::file::sha256_hex(program));
    provenance.extras.insert("reference".into(), "float64 variant of the definition".into());
    Ok(Baseline { provenance, outputs })
}

/// The provenance of outputs just computed from `definition`.
pub fn provenance(platform: &Platform, definition: &Definition, hash: &str, outputs: &[HostTensor]) -> Provenance {
    let mut extras = std::collections::BTreeMap::new();
    extras.insert("family".to_string(), definition.family().to_string());
    extras.insert("program_sha256".to_string(), tensors::file::sha256_hex(&definition.program));
    Provenance {
        definition_id: definition.id().to_string(),
        definition_hash: hash.to_string(),
        device: platform.device.clone(),
        platform_name: platform.platform_name.clone(),
        platform_version: platform.platform_version.clone(),
        plugin_sha256: platform.plugin_sha256.clone(),
        dtype: dtype_list(outputs),
        harness_version: env!("CARGO_PKG_VERSION").to_string(),
        recorded_at: results::time::rfc3339(std::time::SystemTime::now()),
        source: SOURCE_PJRT.to_string(),
        extras,
    }
}

/// Output dtypes, deduplicated in order of first appearance (the provenance's `dtype`).
pub fn dtype_list(outputs: &[HostTensor]) -> String {
    let mut seen: Vec<&str> = Vec::new();
    for t in outputs {
        if !seen.contains(&t.dtype.name()) {
            seen.push(t.dtype.name());
        }
    }
    seen.join(",")
}

/// A float tensor widened to f64 (exactly: every f32/f16/bf16 is an f64); others unchanged.
pub fn widen(t: &HostTensor) -> Result<HostTensor, tensors::DataError> {
    if !t.dtype.is_float() || t.dtype == DType::F64 {
        return Ok(t.clone());
    }
    let values = t.to_f64_vec();
    HostTensor::from_slice(&t.shape, &values)
}
