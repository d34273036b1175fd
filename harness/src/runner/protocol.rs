//! The messages between the runner and a worker: JSON lines over the
//! worker's stdin (jobs) and a private copy of its stdout (answers). Runner
//! and worker are the same executable, so the options are typed structs,
//! resolved and checked once by `run` and read back as they are.

use crate::dynamism::{LengthPolicy, Program};
use results::{ResultRow, Stage};
use serde::{Deserialize, Serialize};
use std::path::PathBuf;

/// One attempt at one definition.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Job {
    /// The spec the suite is opened from (`tier1`, a folder path); the worker
    /// opens each suite once and keeps it.
    pub suite: String,
    /// Position in the suite's entries, and the id expected there (checked).
    pub index: usize,
    pub id: String,
    #[serde(default = "first")]
    pub attempt: u32,
    #[serde(default)]
    pub options: JobOptions,
}

fn first() -> u32 {
    1
}

impl Job {
    /// A row for this job with nothing measured yet, carrying the profiles
    /// its programs are compiled under.
    pub fn blank_row(&self, tier: &str, family: &str) -> ResultRow {
        ResultRow {
            profiles: self.options.compilation.profiles(),
            mode: self.options.mode,
            ..ResultRow::started(&self.id, family, tier, self.attempt)
        }
    }
}

/// What a job asks beyond "compile and run it", resolved once by `run`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct JobOptions {
    /// Skip the compile cache for this job.
    #[serde(default)]
    pub no_cache: bool,
    /// Parity: compare outputs with the baselines stored here.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub baseline_dir: Option<PathBuf>,
    /// Parity: the rule floating outputs are judged by.
    #[serde(default)]
    pub rule: baselines::Rule,
    /// Where element-level evidence of compared outputs is kept (the run folder).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub details_dir: Option<PathBuf>,
    /// Dynamism sweeps: which lengths, which program, which baseline.
    #[serde(default)]
    pub sweep: SweepRequest,
    /// Numerics and compile profiles.
    #[serde(default)]
    pub compilation: crate::compilation::Compilation,
    /// Training steps: how many steps each runs (state kept on the device).
    #[serde(default = "default_steps")]
    pub steps: usize,
    /// `--devices`: the devices every program must declare (refused where
    /// one declares another count); `None`: what each declares.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub devices: Option<u32>,
    /// `--spmd`: shard every (unsharded) definition over `devices` this way.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub spmd: Option<program::spmd::Strategy>,
    /// `--repeat R`: executions timed after the judged one (`crate::pipeline::repeat`).
    #[serde(default)]
    pub repeat: u32,
    /// Run the judged execution again and compare bit for bit (off: `--no-determinism`).
    #[serde(default = "yes")]
    pub determinism: bool,
    /// `--threads N`: the intra-op threads the run asked the CPU plugin for.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub threads: Option<u32>,
    /// `--mode`: the whole program compiled once (default), or op by op
    /// (eager, deferred:N); see `crate::pipeline::eager`.
    #[serde(default, skip_serializing_if = "is_compiled")]
    pub mode: results::Mode,
    /// `--compare-modes A,B`: each definition also run in the other mode
    /// and the two compared (`crate::worker::modes`); empty: not compared.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub compare_modes: Vec<results::Mode>,
}

impl JobOptions {
    /// The mode compared with the row's own (`--compare-modes`), if any.
    pub fn compare_with(&self) -> Option<results::Mode> {
        self.compare_modes.iter().copied().find(|m| *m != self.mode)
    }
}

fn yes() -> bool {
    true
}

fn is_compiled(mode: &results::Mode) -> bool {
    *mode == results::Mode::Compiled
}

fn default_steps() -> usize {
    crate::train::DEFAULT_STEPS
}

impl Default for JobOptions {
    fn default() -> JobOptions {
        JobOptions {
            no_cache: false,
            baseline_dir: None,
            rule: Default::default(),
            details_dir: None,
            sweep: Default::default(),
            compilation: Default::default(),
            steps: default_steps(),
            devices: None,
            spmd: None,
            repeat: 0,
            determinism: true,
            threads: None,
            mode: results::Mode::Compiled,
            compare_modes: Vec::new(),
        }
    }
}

/// What a dynamism sweep runs (definitions without a bound ignore it).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SweepRequest {
    #[serde(default)]
    pub lengths: LengthPolicy,
    #[serde(default)]
    pub program: Program,
    /// Compute the static baselines on this device in this run (`--self`).
    #[serde(default)]
    pub self_baseline: bool,
}

/// What a worker says once its plugin is loaded.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct WorkerHello {
    pub pid: u32,
    pub plugin_path: String,
    pub plugin_sha256: String,
    pub platform_name: String,
    pub platform_version: String,
}

/// A worker's answers, one JSON line each.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum WorkerMessage {
    Hello(WorkerHello),
    /// The worker could not start (no plugin, no client); it exits after this.
    Fatal {
        message: String,
    },
    /// Entering a stage of the current job, so a crash row can say where it died.
    Stage {
        stage: Stage,
    },
    /// The current job's row (several for a length sweep, then `Done`).
    Row(Box<ResultRow>),
    /// The current job is refused for a reason of the run's settings, not
    /// the definition's (it needs more devices than the plugin has, or
    /// other than `--devices`): the run stops with a setup error; `Done` follows.
    Refused {
        message: String,
    },
    /// The current job is finished.
    Done,
}

impl WorkerMessage {
    pub fn to_line(&self) -> String {
        // Serialising these plain types cannot fail; a fallback keeps the pipe alive anyway.
        serde_json::to_string(self).unwrap_or_else(|e| format!("{{\"type\":\"fatal\",\"message\":\"{e}\"}}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_old_job_line_parses_and_options_round_trip() {
        let j: Job = serde_json::from_str(r#"{"suite":"tier1","index":3,"id":"a"}"#).unwrap();
        assert_eq!(j.attempt, 1);
        assert_eq!(j.options, JobOptions::default());
        let o = JobOptions {
            rule: baselines::Rule::F64Reference,
            sweep: SweepRequest { lengths: LengthPolicy::List(vec![1, 8]), program: Program::Decode, self_baseline: true },
            ..Default::default()
        };
        let j2 = Job { options: o, ..j };
        let back: Job = serde_json::from_str(&serde_json::to_string(&j2).unwrap()).unwrap();
        assert_eq!(back, j2);
        let m = WorkerMessage::Stage { stage: Stage::Compile };
        assert_eq!(serde_json::from_str::<WorkerMessage>(&m.to_line()).unwrap(), m);
        assert!(serde_json::from_str::<JobOptions>(r#"{"extra":{}}"#).is_err());
    }
}
