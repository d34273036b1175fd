//! The words a result is told in: the [`Status`] of one attempt, the
//! [`Stage`] it reached, and the [`Outcome`] a status has for a run (does it
//! count as passing, was it expected, does it fail the run).
//!
//! The statuses come from the peers' taxonomies (PyTorch's benchmark runner,
//! pytest's xfail/xpass, nextest's timeouts as data). Which status a row gets
//! is decided in one place, the harness's `verdict` module; what a status
//! *means* for a run is decided here, once, and read by the runner's exit
//! code and every report format alike.

use serde::{Deserialize, Serialize};

/// Outcome of one attempt at one definition (one length, for sweeps).
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
    /// Planned, but the journal holds no row for it: the run stopped before
    /// it (interrupted, killed, `--fail-fast`). Never written by a worker;
    /// made when a run's final rows are taken (see `tally`).
    NotRun,
    /// Compile-only (`--topology`): the program compiled for the topology
    /// and its footprint fits the device's HBM; it was never run. The compile
    /// half of the tier's condition holds; it is never a pass.
    Compiled,
    /// The judged execution, run again on the same inputs, gave different
    /// outputs (PyTorch's `eager_two_runs_differ`): a failure of its own,
    /// never a silent pass.
    Nondeterministic,
    /// Passed, but its runs differ and the expected-results file marks it
    /// `flaky` with a reason (PyTorch's `PASS_BUT_FLAKY`): never counted as
    /// a plain pass, and it does not fail the run.
    Flaky,
}

impl Status {
    pub const ALL: [Status; 17] = [
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
        Status::NotRun,
        Status::Compiled,
        Status::Nondeterministic,
        Status::Flaky,
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
            Status::NotRun => "not-run",
            Status::Compiled => "compiled",
            Status::Nondeterministic => "nondeterministic",
            Status::Flaky => "flaky",
        }
    }

    /// Counts as passing in a tier's published figure.
    pub fn is_pass(self) -> bool {
        matches!(self, Status::Pass | Status::Xpass)
    }

    /// A failure of the definition (or of the device on it): counts against
    /// the tier. `skipped` and `compiled` are neither; `not-run` counts
    /// against the tier too but is not a failure of the definition.
    pub fn is_failure(self) -> bool {
        !self.is_pass() && !matches!(self, Status::Skipped | Status::Xfail | Status::NotRun | Status::Compiled | Status::Flaky)
    }

    /// Worth another attempt: the worker, not the definition, may be at fault.
    pub fn is_retryable(self) -> bool {
        matches!(self, Status::Crash | Status::Timeout)
    }

    /// What this status means for a run, once expected results were applied
    /// (the runner turns a failure the expected-results file names into
    /// `xfail` and a pass it expected to fail into `xpass`).
    pub fn outcome(self) -> Outcome {
        match self {
            Status::Pass => Outcome::Pass,
            Status::Xfail => Outcome::ExpectedFailure,
            Status::Xpass => Outcome::UnexpectedPass,
            Status::Skipped => Outcome::Skipped,
            Status::NotRun => Outcome::NotRun,
            Status::Compiled => Outcome::Compiled,
            Status::Flaky => Outcome::Flaky,
            _ => Outcome::UnexpectedFailure,
        }
    }
}

impl std::fmt::Display for Status {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A name that is no [`Status`]; its message lists the names there are.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("unknown status `{0}` (one of {names})", names = Status::ALL.map(|s| s.as_str()).join(", "))]
pub struct UnknownStatus(pub String);

impl std::str::FromStr for Status {
    type Err = UnknownStatus;
    fn from_str(s: &str) -> Result<Self, UnknownStatus> {
        Status::ALL.into_iter().find(|x| x.as_str() == s).ok_or_else(|| UnknownStatus(s.to_string()))
    }
}

/// What a status means for the run it is part of.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Outcome {
    Pass,
    /// Failed the way the expected-results file says it would.
    ExpectedFailure,
    /// Passed where the expected-results file expects a failure: fixed. It
    /// counts as a pass and does not fail the run (pytest's non-strict
    /// xpass); reports list it so the file gets updated.
    UnexpectedPass,
    /// A failure nobody declared: what a run exists to find.
    UnexpectedFailure,
    /// Neither pass nor failure; not counted in a tier's figure.
    Skipped,
    /// Planned but never attempted: the run is incomplete.
    NotRun,
    /// Compiled for a topology and never run (compile-only): its own kind,
    /// neither a pass nor a failure; it does not fail the run.
    Compiled,
    /// Passed, with runs that differ, as the expected-results file says it
    /// may (`flaky`, with a reason): not a plain pass; does not fail the run.
    Flaky,
}

impl Outcome {
    /// Whether this outcome makes the run's verdict (and exit code) a failure.
    /// An incomplete run never looks green.
    pub fn fails_run(self) -> bool {
        matches!(self, Outcome::UnexpectedFailure | Outcome::NotRun)
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Outcome::Pass => "pass",
            Outcome::ExpectedFailure => "expected failure",
            Outcome::UnexpectedPass => "unexpected pass",
            Outcome::UnexpectedFailure => "unexpected failure",
            Outcome::Skipped => "skipped",
            Outcome::NotRun => "not run",
            Outcome::Compiled => "compiled only",
            Outcome::Flaky => "pass but flaky",
        }
    }
}

/// Where an attempt was when it finished (or died).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum Stage {
    /// Materialising the definition: program, weights, inputs.
    #[default]
    Load,
    Compile,
    Execute,
    /// Checking the outputs themselves (finite values).
    Outputs,
    /// Comparing the outputs with a baseline.
    Compare,
    /// A dynamism sweep, before its per-length rows exist.
    Sweep,
    /// Finished every stage.
    Done,
}

impl Stage {
    pub fn as_str(self) -> &'static str {
        match self {
            Stage::Load => "load",
            Stage::Compile => "compile",
            Stage::Execute => "execute",
            Stage::Outputs => "outputs",
            Stage::Compare => "compare",
            Stage::Sweep => "sweep",
            Stage::Done => "done",
        }
    }
}

impl std::fmt::Display for Stage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn status_names_round_trip_through_json_and_text() {
        for s in Status::ALL {
            let j = serde_json::to_string(&s).unwrap();
            assert_eq!(j, format!("\"{}\"", s.as_str()));
            assert_eq!(s.as_str().parse::<Status>().unwrap(), s);
        }
        assert!("passed".parse::<Status>().unwrap_err().to_string().contains("fail-parity"));
    }

    #[test]
    fn outcomes_of_every_status() {
        let fails: Vec<Status> = Status::ALL.into_iter().filter(|s| s.outcome().fails_run()).collect();
        assert_eq!(
            fails,
            [
                Status::FailParity,
                Status::FailCompile,
                Status::FailRun,
                Status::FailRecompile,
                Status::Crash,
                Status::Timeout,
                Status::Oom,
                Status::MissingBaseline,
                Status::StaleBaseline,
                Status::NotRun,
                Status::Nondeterministic
            ]
        );
        assert_eq!(Status::Xpass.outcome(), Outcome::UnexpectedPass);
        assert!(!Status::Skipped.is_failure() && !Status::NotRun.is_failure() && Status::Oom.is_failure());
        assert!(!Status::Compiled.is_pass() && !Status::Compiled.is_failure() && !Status::Compiled.outcome().fails_run());
    }
}
