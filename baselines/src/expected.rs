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
//! non-zero. Entries are typed ([`Expectation`]): a file naming a status
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
}

impl Expectation {
    /// Whether a row's own status (before classification) is the expected failure.
    pub fn matches(self, status: Status) -> bool {
        match self {
            Expectation::Is(s) => s == status,
            Expectation::AnyFailure => status.is_failure(),
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Expectation::Is(s) => s.as_str(),
            Expectation::AnyFailure => "fail",
        }
    }

    /// The status a row expected to fail this way records in its `expected` field.
    pub fn status(self) -> Option<Status> {
        match self {
            Expectation::Is(s) => Some(s),
            Expectation::AnyFailure => None,
        }
    }
}

/// A status an expected-results entry cannot name.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum BadExpectation {
    #[error(transparent)]
    Unknown(#[from] results::status::UnknownStatus),
    #[error("status `{0}` is not a failure (expected a failure status or `fail`)")]
    NotAFailure(Status),
}

impl std::str::FromStr for Expectation {
    type Err = BadExpectation;
    fn from_str(s: &str) -> Result<Expectation, BadExpectation> {
        if s == "fail" {
            return Ok(Expectation::AnyFailure);
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
        toml::from_str(text).map_err(|e| PolicyError::ExpectedSyntax(e.to_string()))
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
             # status: a result-row status (fail-parity, fail-compile, crash, ...) or `fail` for any failure.\n\n{body}"
        );
        tensors::file::write_atomic(path, text.as_bytes()).map_err(PolicyFileError::Data)
    }

    /// The file a run implies: every definition that failed in `rows` is
    /// expected to fail with that status (an `xfail` row keeps the status it
    /// was expected to have); passes drop out; definitions the run did not
    /// attempt keep their previous entry, so a filtered run loses nothing.
    /// Reasons are kept where the status is unchanged, else taken from the
    /// row's error (first line).
    pub fn updated(&self, rows: &[RowOutcome<'_>]) -> ExpectedFile {
        // Sweeps have one row per length: a definition fails if any length fails.
        let mut seen: BTreeMap<&str, Option<(Expectation, Option<&str>)>> = BTreeMap::new();
        for r in rows {
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
            if !seen.contains_key(id.as_str()) {
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
            out.insert(id.to_string(), ExpectedEntry { status, reason });
        }
        ExpectedFile { definitions: out }
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
            RowOutcome { id: "a", status: Status::Xfail, expected: Some(Status::FailParity), error: Some("new text") },
            RowOutcome { id: "c", status: Status::Crash, expected: None, error: Some("signal 11\nmore") },
            RowOutcome { id: "d", status: Status::Pass, expected: None, error: None },
        ];
        let u = f.updated(&rows);
        assert_eq!(u.definitions["a"], ExpectedEntry { status: Expectation::Is(Status::FailParity), reason: "drift".into() });
        assert_eq!(u.definitions["c"].reason, "signal 11");
        assert!(u.definitions.contains_key("b.x"));
        assert!(!u.definitions.contains_key("d"));
        let dir = tempfile::tempdir().unwrap();
        let p = file_path(dir.path(), "tier2", "cpu");
        u.save(&p, "tier2", "cpu").unwrap();
        assert_eq!(ExpectedFile::load(&p).unwrap(), u);
    }
}
