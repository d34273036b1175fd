//! The handler for a definition of its own with a `[dynamic]` section: a
//! program exported once at its sequence bound (padded arguments and the
//! real length as an `i32` argument), swept over lengths. It compiles once,
//! runs at every length of the run's `--lengths` policy with the length
//! argument set to it, and judges each length against the reference's
//! outputs at exactly that length: `<store>/<tier>/<id>.len<L>.safetensors`,
//! recorded outside the harness (`scripts/export-hf`: PyTorch eager on the
//! first L tokens) against this definition's own hash. The bounded outputs
//! are cut to that baseline's shapes (their leading block). One row per
//! length; more than one compile fails them all (`crate::dynamism`'s
//! recompile detector), as in the `dynamism` tier. A length whose baseline
//! is absent or unusable still runs (its outputs uncut) and is
//! `missing-baseline` (`verdict::unusable_baseline`), as a definition
//! without its baseline is.

use super::context::{failed, Context, Loaded};
use crate::compilation::Compiler;
use crate::dynamism::sweep::{run_cases, Case, Expected, RowMeta};
use crate::runner::protocol::Job;
use crate::verdict;
use results::{ResultRow, Stage};
use runtime::HostTensor;

/// The id a length's baseline is stored under, as the `dynamism` tier names its static programs.
pub fn length_id(id: &str, length: i64) -> String {
    format!("{id}.len{length}")
}

pub fn run(ctx: &mut Context, compiler: &Compiler, job: &Job, tier: &str, row: ResultRow, loaded: Loaded, emit: &mut dyn FnMut(ResultRow)) {
    let Loaded { def, inputs, hash, .. } = loaded;
    let Some(dynamic) = def.manifest.dynamic.clone() else {
        return emit(failed(row, verdict::failed_at(Stage::Load), Stage::Load, "no [dynamic] section".into()));
    };
    let policy = match ctx.policy(job.options.rule) {
        Ok(p) => p.clone(),
        Err(e) => return emit(failed(row, verdict::failed_at(Stage::Load), Stage::Load, e)),
    };
    if job.options.sweep.self_baseline {
        let message = format!(
            "{}: a bounded definition of your own has no static program to run with --self; its baselines are recorded per length ({})",
            def.id(),
            length_id(def.id(), dynamic.bound)
        );
        return emit(failed(row, verdict::failed_at(Stage::Load), Stage::Load, message));
    }
    let Some(at) = def.manifest.arguments.iter().position(|a| a.name == dynamic.length_argument) else {
        let message = format!("[dynamic]: length_argument `{}` is not an argument", dynamic.length_argument);
        return emit(failed(row, verdict::failed_at(Stage::Load), Stage::Load, message));
    };
    let store = match &job.options.baseline_dir {
        Some(d) => baselines::Store::new(d.clone()),
        None => baselines::Store::committed(),
    };
    let hash = hash.unwrap_or_else(|| def.hash(&inputs));
    let meta = RowMeta {
        id: def.id().to_string(),
        family: def.family().to_string(),
        tier: tier.to_string(),
        bound: dynamic.bound,
        compilation: job.options.compilation,
        mode: job.options.mode,
    };
    let lengths = job.options.sweep.lengths.lengths(1, dynamic.bound);
    let mut case = |l: i64| -> Result<Case, String> {
        let id = length_id(def.id(), l);
        let mut static_def = suites::Definition { manifest: def.manifest.clone(), program: Vec::new(), provided: Default::default() };
        static_def.manifest.id = id.clone();
        let mut at_length = inputs.clone();
        let v = i32::try_from(l).map_err(|_| format!("length {l} does not fit in i32"))?;
        *at_length.get_mut(at).ok_or_else(|| format!("no input made for `{}`", dynamic.length_argument))? = HostTensor::scalar(v);
        // The reference's shapes at this length are the cut the outputs are judged at.
        let reference = match store.load(tier, &id) {
            Ok(r) => r,
            // No usable baseline at this length: the program still runs there
            // (a crash is still caught), its outputs are judged by nothing.
            Err(e) => {
                let expected = Expected::Failed(verdict::unusable_baseline(), format!("length {l}: {e}"));
                return Ok(Case { program: def.program.clone(), inputs: at_length, static_def, expected, expected_ms: 0.0 });
            }
        };
        if reference.outputs.len() != static_def.manifest.outputs.len() {
            return Err(format!(
                "length {l}: the baseline has {} outputs, the definition {}",
                reference.outputs.len(),
                static_def.manifest.outputs.len()
            ));
        }
        for (spec, t) in static_def.manifest.outputs.iter_mut().zip(&reference.outputs) {
            spec.shape = t.shape.clone();
        }
        Ok(Case {
            program: def.program.clone(),
            inputs: at_length,
            static_def,
            expected: Expected::Store { store: store.clone(), tier: tier.to_string(), hash: hash.clone() },
            expected_ms: 0.0,
        })
    };
    for mut r in run_cases(compiler, &meta, &lengths, &policy, job.options.no_cache, &mut case) {
        r.attempt = job.attempt;
        emit(r);
    }
}
