//! Expected results: which definitions a tier is known to fail on a device,
//! and how, so that a run's exit code counts only what changed.
//!
//! One committed file per tier and device, `baselines/expected/<tier>.<device>.toml`:
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
//! non-zero. Statuses are plain strings in `reports::Status` spelling (this
//! crate sits below `reports`, so it cannot name that type).

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// Statuses that count as passing.
fn is_pass(status: &str) -> bool {
    matches!(status, "pass" | "xpass")
}

/// Statuses that are neither pass nor failure.
fn is_neutral(status: &str) -> bool {
    status == "skipped"
}

/// One definition expected to fail.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExpectedEntry {
    /// The status a run is expected to report (`fail-parity`, `crash`, ...), or `fail` for any failure.
    pub status: String,
    #[serde(default)]
    pub reason: String,
}

impl ExpectedEntry {
    fn matches(&self, status: &str) -> bool {
        self.status == status || (self.status == "fail" && !is_pass(status) && !is_neutral(status))
    }
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
    runtime::paths::data_path("baselines/expected")
}

/// `<dir>/<tier>.<device>.toml`.
pub fn file_path(dir: &Path, tier: &str, device: &str) -> PathBuf {
    dir.join(format!("{tier}.{device}.toml"))
}

/// How a row's status reads against the expected results.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// Passed, and nothing expected otherwise.
    Pass,
    /// Neither pass nor failure (skipped).
    Neutral,
    /// Failed as the file says it would.
    Xfail,
    /// Passed where the file expects a failure: fixed.
    Xpass,
    /// A failure the file does not expect (or expects differently).
    Unexpected,
}

/// The verdict on one row: its new status and whether it counts against the exit code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Classified {
    pub outcome: Outcome,
    /// The status the row should carry (`xfail`, `xpass`, or its own).
    pub status: String,
    /// The expected status, where the file names the definition.
    pub expected: Option<String>,
}

impl Classified {
    /// Only unexpected outcomes make a run fail.
    pub fn is_unexpected(&self) -> bool {
        self.outcome == Outcome::Unexpected
    }
}

/// One row as the update needs it (the harness maps `reports::ResultRow` to this).
#[derive(Debug, Clone, Copy)]
pub struct RowOutcome<'a> {
    pub id: &'a str,
    pub status: &'a str,
    /// The row's `expected` field (set on rows already classified `xfail`).
    pub expected: Option<&'a str>,
    pub error: Option<&'a str>,
}

impl ExpectedFile {
    /// Reads a file; a missing file is an empty one (nothing expected to fail).
    pub fn load(path: &Path) -> Result<ExpectedFile, String> {
        let text = match std::fs::read_to_string(path) {
            Ok(t) => t,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(ExpectedFile::default()),
            Err(e) => return Err(format!("{}: {e}", path.display())),
        };
        ExpectedFile::parse(&text).map_err(|e| format!("{}: {e}", path.display()))
    }

    pub fn parse(text: &str) -> Result<ExpectedFile, String> {
        let f: ExpectedFile = toml::from_str(text).map_err(|e| format!("invalid expected-results file: {e}"))?;
        for (id, e) in &f.definitions {
            if is_pass(&e.status) || is_neutral(&e.status) || e.status == "xfail" {
                return Err(format!("[definitions.\"{id}\"]: status `{}` is not a failure", e.status));
            }
        }
        Ok(f)
    }

    /// Writes the file with a header saying what it is and how it is made.
    pub fn save(&self, path: &Path, tier: &str, device: &str) -> Result<(), String> {
        let body = toml::to_string(self).map_err(|e| format!("{}: {e}", path.display()))?;
        let text = format!(
            "# Expected results of {tier} on {device}: definitions known to fail, and how.\n\
             # Written by `tpu-compat expected update RUN_DIR`; reasons may be edited by hand.\n\
             # status: a result-row status (fail-parity, fail-compile, crash, ...) or `fail` for any failure.\n\n{body}"
        );
        runtime::tensors_file::write_atomic(path, text.as_bytes()).map_err(|e| e.to_string())
    }

    /// Classifies one row's status.
    pub fn classify(&self, id: &str, status: &str) -> Classified {
        let entry = self.definitions.get(id);
        let expected = entry.map(|e| e.status.clone());
        let (outcome, new_status) = match entry {
            _ if is_neutral(status) => (Outcome::Neutral, status),
            // Already classified rows (a journal re-read) keep their outcome.
            _ if status == "xfail" => (Outcome::Xfail, status),
            _ if status == "xpass" => (Outcome::Xpass, status),
            None if is_pass(status) => (Outcome::Pass, status),
            None => (Outcome::Unexpected, status),
            Some(_) if is_pass(status) => (Outcome::Xpass, "xpass"),
            Some(e) if e.matches(status) => (Outcome::Xfail, "xfail"),
            Some(_) => (Outcome::Unexpected, status),
        };
        Classified { outcome, status: new_status.to_string(), expected }
    }

    /// The file a run implies: every definition that failed in `rows` is
    /// expected to fail with that status (an `xfail` row keeps the status it
    /// was expected to have); passes drop out; definitions the run did not
    /// attempt keep their previous entry, so a filtered run loses nothing.
    /// Reasons are kept where the status is unchanged, else taken from the
    /// row's error (first line).
    pub fn updated(&self, rows: &[RowOutcome<'_>]) -> ExpectedFile {
        // Sweeps have one row per length: a definition fails if any length fails.
        let mut seen: BTreeMap<&str, Option<(String, Option<&str>)>> = BTreeMap::new();
        for r in rows {
            let effective = if r.status == "xfail" { r.expected.unwrap_or("fail") } else { r.status };
            let failing = !is_pass(effective) && !is_neutral(effective);
            let slot = seen.entry(r.id).or_insert(None);
            if failing && slot.is_none() {
                *slot = Some((effective.to_string(), r.error));
            }
        }
        let mut out = BTreeMap::new();
        for (id, e) in &self.definitions {
            if !seen.contains_key(id.as_str()) {
                out.insert(id.clone(), e.clone());
            }
        }
        for (id, failure) in seen {
            let Some((status, error)) = failure else { continue };
            let reason = match self.definitions.get(id) {
                Some(prev) if prev.status == status || prev.status == "fail" => prev.reason.clone(),
                _ => first_line(error.unwrap_or("")),
            };
            out.insert(id.to_string(), ExpectedEntry { status, reason });
        }
        ExpectedFile { definitions: out }
    }
}

/// The first line of an error, cut to 200 characters (compiler messages run long).
fn first_line(text: &str) -> String {
    let line = text.lines().next().unwrap_or("").trim();
    let mut cut: String = line.chars().take(200).collect();
    if line.chars().count() > 200 {
        cut.push_str("...");
    }
    cut
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
    fn classification_table() {
        let f = file();
        let c = |id, s| f.classify(id, s);
        assert_eq!(c("a", "fail-parity").outcome, Outcome::Xfail);
        assert_eq!(c("a", "fail-parity").status, "xfail");
        assert_eq!(c("a", "pass").outcome, Outcome::Xpass);
        assert_eq!(c("a", "crash").outcome, Outcome::Unexpected);
        assert_eq!(c("a", "crash").expected.as_deref(), Some("fail-parity"));
        assert_eq!(c("b.x", "timeout").outcome, Outcome::Xfail);
        assert_eq!(c("z", "pass").outcome, Outcome::Pass);
        assert_eq!(c("z", "fail-compile").outcome, Outcome::Unexpected);
        assert_eq!(c("z", "skipped").outcome, Outcome::Neutral);
        assert!(ExpectedFile::parse("[definitions.a]\nstatus = \"pass\"\n").is_err());
        assert!(ExpectedFile::parse("[definitions.a]\nstatus = 3\n").is_err());
    }

    #[test]
    fn update_keeps_unrun_entries_and_reasons() {
        let f = file();
        let rows = [
            RowOutcome { id: "a", status: "xfail", expected: Some("fail-parity"), error: Some("new text") },
            RowOutcome { id: "c", status: "crash", expected: None, error: Some("signal 11\nmore") },
            RowOutcome { id: "d", status: "pass", expected: None, error: None },
        ];
        let u = f.updated(&rows);
        assert_eq!(u.definitions["a"], ExpectedEntry { status: "fail-parity".into(), reason: "drift".into() });
        assert_eq!(u.definitions["c"].reason, "signal 11");
        assert!(u.definitions.contains_key("b.x"));
        assert!(!u.definitions.contains_key("d"));
        let dir = tempfile::tempdir().unwrap();
        let p = file_path(dir.path(), "tier2", "cpu");
        u.save(&p, "tier2", "cpu").unwrap();
        assert_eq!(ExpectedFile::load(&p).unwrap(), u);
    }
}
