//! The worker's side of a dynamism run: a job whose definition is a
//! catalog spec with a sequence bound is swept here instead of being run
//! once. What the sweep does travels in the job's options: `lengths` (an
//! explicit list) or `extra.lengths` (a policy name: default, edges, all),
//! `extra.self` (compute the static outputs on this device), `extra.program`
//! (prefill or decode), and `baseline_dir` (a baseline store; default: the
//! committed one).

use super::sweep::{sweep_spec, Baseline, Program, SweepOptions};
use super::LengthPolicy;
use crate::runner::protocol::{Job, JobOptions};
use reports::{ResultRow, Status};
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

/// The sweep a job's options ask for.
pub fn options_of(o: &JobOptions) -> Result<SweepOptions, String> {
    let lengths = if !o.lengths.is_empty() {
        LengthPolicy::List(o.lengths.clone())
    } else {
        match o.extra.get("lengths").and_then(|v| v.as_str()) {
            Some(s) => s.parse()?,
            None => LengthPolicy::Default,
        }
    };
    let program = match o.extra.get("program").and_then(|v| v.as_str()) {
        Some(p) => p.parse()?,
        None => Program::Prefill,
    };
    let baseline = if o.extra.get("self").and_then(|v| v.as_bool()) == Some(true) {
        Baseline::SelfDevice
    } else {
        match &o.baseline_dir {
            Some(d) => Baseline::Store(baselines::Store::new(d.clone())),
            None => Baseline::Store(baselines::Store::committed()),
        }
    };
    Ok(SweepOptions { lengths, program, baseline })
}

/// Sweeps the job's definition when it is a bounded-dynamism spec; returns
/// false (doing nothing) otherwise, so the ordinary attempt runs.
pub fn run_job(client: &Client, job: &Job, stage: &mut dyn FnMut(&str), emit: &mut dyn FnMut(ResultRow)) -> bool {
    let Some((tier, spec)) = spec_of(job) else { return false };
    stage("sweep");
    match options_of(&job.options) {
        Ok(opts) => {
            for mut r in sweep_spec(client, &tier, &spec, &opts) {
                r.attempt = job.attempt;
                emit(r);
            }
        }
        Err(e) => {
            let mut r = super::sweep::error_row(&spec, &tier, format!("bad sweep options: {e}"));
            r.attempt = job.attempt;
            r.status = Status::FailRun;
            emit(r);
        }
    }
    true
}

/// Puts `run`'s sweep flags into the job options the worker reads back,
/// checking them first so a typo fails the run, not every definition.
pub fn add_options(o: &mut JobOptions, lengths: Option<&str>, self_baseline: bool, program: Option<&str>) -> Result<(), String> {
    if let Some(l) = lengths {
        l.parse::<LengthPolicy>()?;
        o.extra.insert("lengths".into(), serde_json::Value::String(l.to_string()));
    }
    if self_baseline {
        o.extra.insert("self".into(), serde_json::Value::Bool(true));
    }
    if let Some(p) = program {
        p.parse::<Program>().map_err(|e| format!("--program: {e}"))?;
        o.extra.insert("program".into(), serde_json::Value::String(p.to_string()));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn run_flags_round_trip_through_job_options() {
        let mut o = JobOptions::default();
        add_options(&mut o, Some("edges"), true, Some("decode")).unwrap();
        let back = options_of(&o).unwrap();
        assert_eq!(back.lengths, LengthPolicy::Edges);
        assert_eq!(back.program, Program::Decode);
        assert_eq!(back.baseline, Baseline::SelfDevice);
        let plain = options_of(&JobOptions::default()).unwrap();
        assert_eq!(plain.baseline, Baseline::Store(baselines::Store::committed()));
        assert!(add_options(&mut JobOptions::default(), Some("x"), false, None).is_err());
        assert!(add_options(&mut JobOptions::default(), None, false, Some("train")).is_err());
    }
}
