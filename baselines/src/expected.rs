//! Expected results: which definitions a tier is known to fail on a device,
//! and how, so that a run's exit code counts only what changed.
//!
//! One committed file per tier and target, `baselines/expected/<tier>.<target>.toml`
//! (the device, or `<device>-compile` for a compile-only run):
//!
//! ```toml
//! [definitions."gpt2-tiny-3"]
//! status = "fail-parity"          # a result-row status, or "fail" for any failure
//! reason = "logits drift 3e-3 on the CPU plugin's fast tanh"
//! ```
//!
//! A row is then classified: a failure the file names with that status is
//! `xfail`; a pass where the file expects a failure is `xpass` (fixed); any
//! other failure is unexpected, and only those make a run's exit code
//! non-zero.
//!
//! `status = "flaky"` is a definition known to give other outputs run to
//! run (PyTorch's `PASS_BUT_FLAKY`): a `nondeterministic` row becomes
//! `flaky` (not a plain pass, not a failure of the run); any other failure
//! stays what it is. It needs a `reason`, and `lapse_after = N` (default
//! [`DEFAULT_LAPSE_AFTER`]) says when it lapses: `tpu-compat expected update`
//! counts in `agreed` the runs in a row whose executions agreed (bit-identical
//! or within ULPs), resets it when they differ again, and drops the entry
//! once `agreed` reaches N (the definition is then expected to be deterministic):
//!
//! ```toml
//! [definitions."llama-tiny-train"]
//! status = "flaky"
//! reason = "loss differs in the 9th digit with 4 intra-op threads"
//! lapse_after = 5
//! agreed = 2                      # written by `expected update`
//! agreed_runs = ["run 3f2a…", "run 9c01…"]   # the runs counted in `agreed`
//! ```
//!
//! A run is counted once per entry: `agreed_runs` keys the runs counted in
//! the current `agreed` streak (by the run's own identity, see the
//! harness's `expected update`), so the same run given twice, or its
//! folder under another path, does not count again. Entries are typed ([`Expectation`]): a file naming a status
//! that does not exist, or one that is not a failure, is an error naming
//! the file and the entry. The classification itself (which status a row
//! then carries) is the harness's `verdict` module's.

use crate::policy_error::{PolicyError, PolicyFileError};
use results::{text::first_line, Status};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// What the file expects of a definition.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Expectation {
    /// This failure status exactly.
    Is(Status),
    /// Any failure (`status = "fail"`).
    AnyFailure,
    /// Runs that differ (`status = "flaky"`): a `nondeterministic` row is `flaky`.
    Flaky,
}

/// Agreeing runs in a row after which a `flaky` entry lapses, where it does not say.
pub const DEFAULT_LAPSE_AFTER: u32 = 5;

impl Expectation {
    /// Whether a row's own status (before classification) is the expected failure.
    pub fn matches(self, status: Status) -> bool {
        match self {
            Expectation::Is(s) => s == status,
            Expectation::AnyFailure => status.is_failure(),
            Expectation::Flaky => status == Status::Nondeterministic,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Expectation::Is(s) => s.as_str(),
            Expectation::AnyFailure => "fail",
            Expectation::Flaky => "flaky",
        }
    }

    /// The status a row expected to fail this way records in its `expected` field.
    pub fn status(self) -> Option<Status> {
        match self {
            Expectation::Is(s) => Some(s),
            Expectation::AnyFailure => None,
            Expectation::Flaky => Some(Status::Flaky),
        }
    }
}

/// A status an expected-results entry cannot name.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum BadExpectation {
    #[error(transparent)]
    Unknown(#[from] results::status::UnknownStatus),
    #[error("status `{0}` is not a failure (expected a failure status, `fail` or `flaky`)")]
    NotAFailure(Status),
}

impl std::str::FromStr for Expectation {
    type Err = BadExpectation;
    fn from_str(s: &str) -> Result<Expectation, BadExpectation> {
        if s == "fail" {
            return Ok(Expectation::AnyFailure);
        }
        if s == "flaky" {
            return Ok(Expectation::Flaky);
        }
        let status: Status = s.parse()?;
        if !status.is_failure() {
            return Err(BadExpectation::NotAFailure(status));
        }
        Ok(Expectation::Is(status))
    }
}

impl Serialize for Expectation {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

impl<'de> Deserialize<'de> for Expectation {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Expectation, D::Error> {
        String::deserialize(d)?.parse().map_err(serde::de::Error::custom)
    }
}

/// One definition expected to fail.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExpectedEntry {
    /// The status a run is expected to report (`fail-parity`, `crash`, ...), or `fail` for any failure.
    pub status: Expectation,
    #[serde(default)]
    pub reason: String,
    /// `flaky` only: agreeing runs in a row after which the entry lapses
    /// (absent: [`DEFAULT_LAPSE_AFTER`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lapse_after: Option<u32>,
    /// `flaky` only: agreeing runs in a row so far (`expected update` counts them).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub agreed: u32,
    /// `flaky` only: the keys of the runs counted in `agreed` (a file
    /// written before keys were kept counts its earlier runs without them).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub agreed_runs: Vec<String>,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// The expected-results file of one tier on one device.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExpectedFile {
    #[serde(default)]
    pub definitions: BTreeMap<String, ExpectedEntry>,
}

/// The committed folder of expected-results files: `baselines/expected/`.
pub fn committed_dir() -> PathBuf {
    host_io::paths::data_path("baselines/expected")
}

/// `<dir>/<tier>.<device>.toml`.
pub fn file_path(dir: &Path, tier: &str, device: &str) -> PathBuf {
    dir.join(format!("{tier}.{device}.toml"))
}

/// One final row as the update needs it.
#[derive(Debug, Clone, Copy)]
pub struct RowOutcome<'a> {
    pub id: &'a str,
    pub status: Status,
    /// The row's `expected` field (set on rows already classified `xfail`).
    pub expected: Option<Status>,
    pub error: Option<&'a str>,
    /// Its executions were compared and agreed (bit-identical or within
    /// ULPs): what counts towards a `flaky` entry's lapse.
    pub agreed: bool,
}

impl ExpectedFile {
    /// Reads a file; a missing file is an empty one (nothing expected to fail).
    pub fn load(path: &Path) -> Result<ExpectedFile, PolicyFileError> {
        let text = match host_io::read::string(path) {
            Ok(t) => t,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(ExpectedFile::default()),
            Err(source) => return Err(PolicyFileError::Read { path: path.to_path_buf(), source }),
        };
        ExpectedFile::parse(&text).map_err(|source| PolicyFileError::Invalid { path: path.to_path_buf(), source })
    }

    pub fn parse(text: &str) -> Result<ExpectedFile, PolicyError> {
        let file: ExpectedFile = toml::from_str(text).map_err(|e| PolicyError::ExpectedSyntax(e.to_string()))?;
        for (id, e) in &file.definitions {
            if e.status == Expectation::Flaky && e.reason.trim().is_empty() {
                return Err(PolicyError::NoReason { kind: "definitions", name: id.clone() });
            }
            if e.status != Expectation::Flaky && (e.lapse_after.is_some() || e.agreed > 0 || !e.agreed_runs.is_empty()) {
                return Err(PolicyError::ExpectedSyntax(format!(
                    "[definitions.{id}]: lapse_after, agreed and agreed_runs belong to a `flaky` entry, not a `{}` one",
                    e.status.as_str()
                )));
            }
            if e.lapse_after == Some(0) {
                return Err(PolicyError::ExpectedSyntax(format!("[definitions.{id}]: lapse_after must be 1 or more")));
            }
        }
        Ok(file)
    }

    /// The `flaky` entries that counted `run` already: an update from it
    /// again leaves their count as it is.
    pub fn counted(&self, run: &str) -> Vec<&str> {
        self.definitions.iter().filter(|(_, e)| e.agreed_runs.iter().any(|k| k == run)).map(|(id, _)| id.as_str()).collect()
    }

    /// What the file expects of `id`, if it names it.
    pub fn get(&self, id: &str) -> Option<&ExpectedEntry> {
        self.definitions.get(id)
    }

    /// Writes the file with a header saying what it is and how it is made.
    pub fn save(&self, path: &Path, tier: &str, device: &str) -> Result<(), PolicyFileError> {
        let body = toml::to_string(self).map_err(|e| PolicyFileError::Write { path: path.to_path_buf(), message: e.to_string() })?;
        let text = format!(
            "# Expected results of {tier} on {device}: definitions known to fail, and how.\n\
             # Written by `tpu-compat expected update RUN_DIR`; reasons may be edited by hand.\n\
             # status: a result-row status (fail-parity, fail-compile, crash, ...) or `fail` for any failure;\n\
             # `flaky` (with a reason) for runs that differ, lapsing after `lapse_after` agreeing runs.\n\n{body}"
        );
        tensors::file::write_atomic(path, text.as_bytes()).map_err(PolicyFileError::Data)
    }

    /// The file a run implies: every definition that failed in `rows` is
    /// expected to fail with that status (an `xfail` row keeps the status it
    /// was expected to have); passes drop out; definitions the run did not
    /// attempt keep their previous entry, so a filtered run loses nothing.
    /// Reasons are kept where the status is unchanged, else taken from the
    /// row's error (first line). `run` keys the run the rows are from: a
    /// `flaky` entry counts it once (see [`ExpectedFile::flaky_updated`]).
    pub fn updated(&self, rows: &[RowOutcome<'_>], run: &str) -> ExpectedFile {
        // Sweeps have one row per length: a definition fails if any length fails.
        let mut seen: BTreeMap<&str, Option<(Expectation, Option<&str>)>> = BTreeMap::new();
        let flaky = self.flaky_updated(rows, run);
        for r in rows.iter().filter(|r| !self.get(r.id).is_some_and(|e| e.status == Expectation::Flaky)) {
            let effective = match r.status {
                Status::Xfail => Some(r.expected.map(Expectation::Is).unwrap_or(Expectation::AnyFailure)),
                s if s.is_failure() => Some(Expectation::Is(s)),
                _ => None,
            };
            let slot = seen.entry(r.id).or_insert(None);
            if let (Some(e), None) = (effective, &slot) {
                *slot = Some((e, r.error));
            }
        }
        let mut out = BTreeMap::new();
        for (id, e) in &self.definitions {
            if !seen.contains_key(id.as_str()) && e.status != Expectation::Flaky {
                out.insert(id.clone(), e.clone());
            }
        }
        for (id, failure) in seen {
            let Some((status, error)) = failure else {
                continue;
            };
            let reason = match self.definitions.get(id) {
                Some(prev) if prev.status == status || prev.status == Expectation::AnyFailure => prev.reason.clone(),
                _ => first_line(error.unwrap_or(""), 200),
            };
            let status = match self.definitions.get(id) {
                Some(prev) if prev.status == Expectation::AnyFailure => Expectation::AnyFailure,
                _ => status,
            };
            out.insert(id.to_string(), ExpectedEntry { status, reason, lapse_after: None, agreed: 0, agreed_runs: Vec::new() });
        }
        out.extend(flaky);
        ExpectedFile { definitions: out }
    }

    /// The `flaky` entries after a run: `agreed` counts on where every row of
    /// the definition agreed, restarts at 0 where one differed (`flaky`),
    /// and the entry lapses (is left out) once it reaches `lapse_after`. A
    /// definition the run did not attempt, or whose rows were not compared
    /// (none agreed, none flaky), keeps its entry as it was; so does one
    /// whose agreeing run `run` was counted already (`agreed_runs`).
    fn flaky_updated(&self, rows: &[RowOutcome<'_>], run: &str) -> BTreeMap<String, ExpectedEntry> {
        let mut out = BTreeMap::new();
        for (id, e) in self.definitions.iter().filter(|(_, e)| e.status == Expectation::Flaky) {
            let mine: Vec<&RowOutcome<'_>> = rows.iter().filter(|r| r.id == id).collect();
            let mut entry = e.clone();
            if mine.iter().any(|r| r.status == Status::Flaky) {
                entry.agreed = 0;
                entry.agreed_runs.clear();
            } else if !mine.is_empty() && mine.iter().all(|r| r.agreed) && !entry.agreed_runs.iter().any(|k| k == run) {
                entry.agreed = entry.agreed.saturating_add(1);
                entry.agreed_runs.push(run.to_string());
                if entry.agreed >= entry.lapse_after.unwrap_or(DEFAULT_LAPSE_AFTER) {
                    continue;
                }
            }
            out.insert(id.clone(), entry);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file() -> ExpectedFile {
        ExpectedFile::parse(
            "[definitions.a]\nstatus = \"fail-parity\"\nreason = \"drift\"\n\
             [definitions.\"b.x\"]\nstatus = \"fail\"\n",
        )
        .unwrap()
    }

    #[test]
    fn entries_are_typed_and_checked() {
        let f = file();
        assert_eq!(f.get("a").unwrap().status, Expectation::Is(Status::FailParity));
        assert_eq!(f.get("b.x").unwrap().status, Expectation::AnyFailure);
        assert!(Expectation::AnyFailure.matches(Status::Timeout));
        assert!(!Expectation::AnyFailure.matches(Status::Pass));
        assert!(!Expectation::Is(Status::FailParity).matches(Status::Crash));
        for bad in ["pass", "xfail", "skipped", "not-run", "passed", "3"] {
            let text = format!("[definitions.a]\nstatus = \"{bad}\"\n");
            assert!(ExpectedFile::parse(&text).is_err(), "{bad} accepted");
        }
        assert!(ExpectedFile::parse("[definitions.a]\nstatus = 3\n").is_err());
        assert!(ExpectedFile::parse("[definitions.a]\nstatus = \"crash\"\nreasn = \"x\"\n").is_err());
    }

    #[test]
    fn update_keeps_unrun_entries_and_reasons() {
        let f = file();
        let rows = [
            RowOutcome { id: "a", status: Status::Xfail, expected: Some(Status::FailParity), error: Some("new text"), agreed: true },
            RowOutcome { id: "c", status: Status::Crash, expected: None, error: Some("signal 11\nmore"), agreed: true },
            RowOutcome { id: "d", status: Status::Pass, expected: None, error: None, agreed: true },
        ];
        let u = f.updated(&rows, "run 1");
        assert_eq!(
            u.definitions["a"],
            ExpectedEntry {
                status: Expectation::Is(Status::FailParity),
                reason: "drift".into(),
                lapse_after: None,
                agreed: 0,
                agreed_runs: Vec::new()
            }
        );
        assert_eq!(u.definitions["c"].reason, "signal 11");
        assert!(u.definitions.contains_key("b.x"));
        assert!(!u.definitions.contains_key("d"));
        let dir = tempfile::tempdir().unwrap();
        let p = file_path(dir.path(), "tier2", "cpu");
        u.save(&p, "tier2", "cpu").unwrap();
        assert_eq!(ExpectedFile::load(&p).unwrap(), u);
    }

    #[test]
    fn a_flaky_entry_needs_a_reason_and_lapses_after_agreeing_runs() {
        assert_eq!(
            ExpectedFile::parse("[definitions.t]\nstatus = \"flaky\"\n").unwrap_err(),
            PolicyError::NoReason { kind: "definitions", name: "t".into() }
        );
        assert!(ExpectedFile::parse("[definitions.t]\nstatus = \"crash\"\nlapse_after = 2\n").is_err());
        assert!(ExpectedFile::parse("[definitions.t]\nstatus = \"flaky\"\nreason = \"r\"\nlapse_after = 0\n").is_err());
        let f = ExpectedFile::parse("[definitions.t]\nstatus = \"flaky\"\nreason = \"threads\"\nlapse_after = 2\n").unwrap();
        let e = f.get("t").unwrap();
        assert_eq!((e.status, e.status.status()), (Expectation::Flaky, Some(Status::Flaky)));
        assert!(e.status.matches(Status::Nondeterministic) && !e.status.matches(Status::FailParity));
        let row = |status, agreed| [RowOutcome { id: "t", status, expected: None, error: None, agreed }];
        let once = f.updated(&row(Status::Pass, true), "run a");
        assert_eq!((once.get("t").unwrap().agreed, once.counted("run a")), (1, vec!["t"]));
        let reset = once.updated(&row(Status::Flaky, false), "run b");
        assert_eq!((reset.get("t").unwrap().agreed, reset.counted("run a").len()), (0, 0), "differing again restarts the count");
        assert!(once.updated(&row(Status::Pass, true), "run b").get("t").is_none(), "two agreeing runs in a row: lapsed");
        assert_eq!(once.updated(&row(Status::Pass, true), "run a"), once, "the same run again counts once");
        assert_eq!(once.updated(&row(Status::Pass, false), "run b").get("t").unwrap().agreed, 1, "not compared: unchanged");
        assert_eq!(once.updated(&[], "run b").get("t").unwrap().agreed, 1, "not run: unchanged");
        // A flaky definition failing otherwise keeps its flaky entry (counting its agreeing runs).
        assert_eq!(f.updated(&row(Status::FailParity, true), "run a").get("t").unwrap().status, Expectation::Flaky);
        // The keys round-trip, and belong to a flaky entry only.
        let dir = tempfile::tempdir().unwrap();
        let p = file_path(dir.path(), "tier2", "cpu");
        once.save(&p, "tier2", "cpu").unwrap();
        assert_eq!(ExpectedFile::load(&p).unwrap(), once);
        assert!(ExpectedFile::parse("[definitions.t]\nstatus = \"crash\"\nagreed_runs = [\"run a\"]\n").is_err());
    }
}
