//! The worker's side of a dynamism run: a job whose definition is a
//! catalog spec with a sequence bound is swept here instead of being run
//! once. What the sweep does comes typed in the job's options
//! (`JobOptions::sweep`, resolved by `run`): the lengths, the program, and
//! whether the static baselines are computed on this device (`--self`) or
//! read from the baseline store (`--baselines`, else the committed one).

use super::sweep::{sweep_spec, Baseline, SweepOptions};
use crate::runner::protocol::{Job, JobOptions};
use results::{ResultRow, Stage};
use runtime::Client;
use std::collections::HashMap;
use std::sync::Mutex;
use suites::{Spec, Suite};

/// Suites this worker opened, by spec (a catalog is parsed once, not per job).
static SUITES: Mutex<Option<HashMap<String, Suite>>> = Mutex::new(None);

/// The bounded-dynamism spec a job names, if it names one.
fn spec_of(job: &Job) -> Option<(String, Spec)> {
    let mut guard = SUITES.lock().ok()?;
    let map = guard.get_or_insert_with(HashMap::new);
    if !map.contains_key(&job.suite) {
        let s = Suite::open(&job.suite).ok()?;
        map.insert(job.suite.clone(), s);
    }
    let suite = map.get(&job.suite)?;
    let spec = suite.spec(job.index).filter(|s| s.bound.is_some() && s.id == job.id)?;
    Some((suite.name.clone(), spec.clone()))
}

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
    SweepOptions { lengths: o.sweep.lengths.clone(), program: o.sweep.program, baseline, policy, compilation: o.compilation }
}

/// Sweeps the job's definition when it is a bounded-dynamism spec; returns
/// false (doing nothing) otherwise, so the ordinary attempt runs.
pub fn run_job(
    client: &Client,
    job: &Job,
    policy: &baselines::Policy,
    stage: &mut dyn FnMut(Stage),
    emit: &mut dyn FnMut(ResultRow),
) -> bool {
    let Some((tier, spec)) = spec_of(job) else {
        return false;
    };
    stage(Stage::Sweep);
    for mut r in sweep_spec(client, &tier, &spec, &options_of(&job.options, policy.clone())) {
        r.attempt = job.attempt;
        emit(r);
    }
    true
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
