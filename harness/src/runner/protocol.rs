//! The messages between the runner and a worker: JSON lines over the
//! worker's stdin (jobs) and a private copy of its stdout (answers). Jobs
//! carry an open-ended [`JobOptions`] so later stages (parity against a
//! baseline store, dynamism length sweeps) extend the message, not replace it.

use reports::ResultRow;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
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

/// What a job asks beyond "compile and run it".
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct JobOptions {
    /// Skip the compile cache for this job.
    #[serde(default)]
    pub no_cache: bool,
    /// Tier 2: compare outputs with the baselines stored here.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub baseline_dir: Option<PathBuf>,
    /// Dynamism sweeps: the real lengths to run with one compiled program.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub lengths: Vec<i64>,
    /// Room for options a newer runner sends an older worker.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub extra: BTreeMap<String, serde_json::Value>,
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
    Fatal { message: String },
    /// Entering a stage of the current job, so a crash row can say where it died.
    Stage { stage: String },
    /// The current job's row (several for a length sweep, then `Done`).
    Row(Box<ResultRow>),
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
        let mut o = JobOptions { lengths: vec![1, 8], ..Default::default() };
        o.extra.insert("k".into(), serde_json::json!(1));
        let j2 = Job { options: o, ..j };
        let back: Job = serde_json::from_str(&serde_json::to_string(&j2).unwrap()).unwrap();
        assert_eq!(back, j2);
        let m = WorkerMessage::Stage { stage: "compile".into() };
        assert_eq!(serde_json::from_str::<WorkerMessage>(&m.to_line()).unwrap(), m);
    }
}
