//! The handler for a catalog spec with a sequence bound: the dynamism
//! sweep (`crate::dynamism`), one row per length. What the sweep does comes
//! typed in the job's options (`JobOptions::sweep`, resolved by `run`): the
//! lengths, the program, and whether the static baselines are computed on
//! this device (`--self`) or read from the baseline store (`--baselines`,
//! else the committed one). Its programs compile through the worker's
//! compile service, so the compile cache serves a second sweep.

use super::context::{failed, Context};
use crate::compilation::Compiler;
use crate::dynamism::{sweep_spec, Baseline, SweepOptions};
use crate::runner::protocol::{Job, JobOptions};
use crate::verdict;
use results::{ResultRow, Stage};
use suites::Spec;

/// The sweep a job's options ask for, judged under `policy`.
pub fn options_of(o: &JobOptions, policy: baselines::Policy) -> SweepOptions {
    let baseline = if o.sweep.self_baseline {
        Baseline::SelfDevice
    } else {
        match &o.baseline_dir {
            Some(d) => Baseline::Store(baselines::Store::new(d.clone())),
            None => Baseline::Store(baselines::Store::committed()),
        }
    };
    SweepOptions {
        lengths: o.sweep.lengths.clone(),
        program: o.sweep.program,
        baseline,
        policy,
        compilation: o.compilation,
        no_cache: o.no_cache,
        mode: o.mode,
    }
}

/// Sweeps `spec` (the job's definition) over its lengths.
pub fn run(
    ctx: &mut Context,
    compiler: &Compiler,
    job: &Job,
    tier: &str,
    spec: &Spec,
    stage: &mut dyn FnMut(Stage),
    emit: &mut dyn FnMut(ResultRow),
) {
    let policy = match ctx.policy(job.options.rule) {
        Ok(p) => p.clone(),
        Err(e) => return emit(failed(job.blank_row(tier, &spec.family), verdict::failed_at(Stage::Load), Stage::Load, e)),
    };
    stage(Stage::Sweep);
    for mut r in sweep_spec(compiler, tier, spec, &options_of(&job.options, policy)) {
        r.attempt = job.attempt;
        emit(r);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dynamism::{LengthPolicy, Program};
    use crate::runner::protocol::SweepRequest;

    #[test]
    fn job_options_become_sweep_options() {
        let o = JobOptions {
            sweep: SweepRequest { lengths: LengthPolicy::Edges, program: Program::Decode, self_baseline: true },
            ..Default::default()
        };
        let back = options_of(&o, baselines::Policy::default());
        assert_eq!(back.lengths, LengthPolicy::Edges);
        assert_eq!(back.program, Program::Decode);
        assert_eq!(back.baseline, Baseline::SelfDevice);
        let plain = options_of(&JobOptions::default(), baselines::Policy::default());
        assert_eq!(plain.baseline, Baseline::Store(baselines::Store::committed()));
    }
}
