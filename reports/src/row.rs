//! The result row: one attempt at one definition (and, for dynamism sweeps,
//! one sequence length). Every crate downstream of the runner reads this
//! type; it is written as one JSON line per row in `results.jsonl`.

use baselines::OutputMetrics;
use serde::{Deserialize, Serialize};

/// Outcome of one attempt, from the peers' taxonomies.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Status {
    Pass,
    FailParity,
    FailCompile,
    FailRun,
    FailRecompile,
    Crash,
    Timeout,
    Oom,
    Skipped,
    Xfail,
    Xpass,
    MissingBaseline,
    StaleBaseline,
}

impl Status {
    pub const ALL: [Status; 13] = [
        Status::Pass,
        Status::FailParity,
        Status::FailCompile,
        Status::FailRun,
        Status::FailRecompile,
        Status::Crash,
        Status::Timeout,
        Status::Oom,
        Status::Skipped,
        Status::Xfail,
        Status::Xpass,
        Status::MissingBaseline,
        Status::StaleBaseline,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Status::Pass => "pass",
            Status::FailParity => "fail-parity",
            Status::FailCompile => "fail-compile",
            Status::FailRun => "fail-run",
            Status::FailRecompile => "fail-recompile",
            Status::Crash => "crash",
            Status::Timeout => "timeout",
            Status::Oom => "oom",
            Status::Skipped => "skipped",
            Status::Xfail => "xfail",
            Status::Xpass => "xpass",
            Status::MissingBaseline => "missing-baseline",
            Status::StaleBaseline => "stale-baseline",
        }
    }

    /// Counts as passing in a tier's published figure.
    pub fn is_pass(self) -> bool {
        matches!(self, Status::Pass | Status::Xpass)
    }
}

impl std::fmt::Display for Status {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

impl std::str::FromStr for Status {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        Status::ALL.into_iter().find(|x| x.as_str() == s).ok_or_else(|| format!("unknown status `{s}`"))
    }
}

/// Wall-clock milliseconds per stage, as measured inside the worker.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Timings {
    /// Materialising the definition (program text, weights, inputs).
    pub load_ms: f64,
    pub compile_ms: f64,
    pub execute_ms: f64,
    #[serde(default)]
    pub compare_ms: f64,
}

/// One output of one attempt.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct OutputRecord {
    pub name: String,
    pub dtype: String,
    pub shape: Vec<i64>,
    /// NaN or Inf values in the output.
    pub non_finite: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub metrics: Option<OutputMetrics>,
}

/// One attempt at one definition.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ResultRow {
    pub id: String,
    pub family: String,
    /// Tier or suite the definition came from (`tier1`, `tier2`, `dynamism`, `hf`, a folder).
    pub tier: String,
    pub status: Status,
    /// Where it stopped: `load`, `compile`, `execute`, `compare`, `done`.
    pub stage: String,
    /// The whole error text (compiler messages are kept whole).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    #[serde(default)]
    pub timings: Timings,
    #[serde(default)]
    pub outputs: Vec<OutputRecord>,
    #[serde(default)]
    pub worker_pid: u32,
    #[serde(default = "one")]
    pub attempt: u32,
    /// True when the executable came from the compile cache.
    #[serde(default)]
    pub cached: bool,
    /// Dynamism sweeps: the real sequence length and its bound.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub length: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bound: Option<i64>,
    /// Dynamism sweeps: compilations the worker made for this definition.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub compiles: Option<u32>,
    /// When the expected-results file names this definition: the status it expects.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expected: Option<Status>,
    /// Seconds since the Unix epoch when the attempt finished.
    #[serde(default)]
    pub finished_at: f64,
}

fn one() -> u32 {
    1
}

impl ResultRow {
    /// A row for an attempt that has not measured anything yet: status
    /// `pass` at stage `load`, in this process, to be filled in as it goes.
    pub fn started(id: &str, family: &str, tier: &str, attempt: u32) -> ResultRow {
        ResultRow {
            id: id.to_string(),
            family: family.to_string(),
            tier: tier.to_string(),
            status: Status::Pass,
            stage: "load".into(),
            error: None,
            timings: Timings::default(),
            outputs: Vec::new(),
            worker_pid: std::process::id(),
            attempt,
            cached: false,
            length: None,
            bound: None,
            compiles: None,
            expected: None,
            finished_at: 0.0,
        }
    }

    /// The key a journal is unique on: a definition, and a length for sweeps.
    pub fn key(&self) -> (String, Option<i64>) {
        (self.id.clone(), self.length)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn status_names_round_trip_through_json() {
        for s in Status::ALL {
            let j = serde_json::to_string(&s).unwrap();
            assert_eq!(j, format!("\"{}\"", s.as_str()));
            assert_eq!(s.as_str().parse::<Status>().unwrap(), s);
        }
    }

    #[test]
    fn a_minimal_line_parses_with_defaults() {
        let r: ResultRow =
            serde_json::from_str(r#"{"id":"a","family":"mlp","tier":"tier1","status":"crash","stage":"compile"}"#).unwrap();
        assert_eq!(r.attempt, 1);
        assert_eq!(r.status, Status::Crash);
        assert!(r.outputs.is_empty());
    }
}
