//! The run journal: `RUN_DIR/run.json` (what ran, where, with which plugin)
//! and `RUN_DIR/results.jsonl` (one [`ResultRow`] per attempt, one JSON line
//! each). Rows are appended and pushed to the OS as each attempt finishes, so
//! a killed run loses at most the line being written; readers tolerate that
//! torn last line, and reopening for append cuts it off first so the next row
//! starts on a line of its own.

use crate::row::ResultRow;
use serde::{Deserialize, Serialize};
use std::fs::{File, OpenOptions};
use std::io::{BufRead, BufReader, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

pub const RUN_FILE: &str = "run.json";
pub const RESULTS_FILE: &str = "results.jsonl";

/// `run.json`: the provenance of a run. Fields added later keep serde defaults.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct RunInfo {
    /// Suite name (`tier1`, a folder's name) and the spec it was opened from.
    pub suite: String,
    #[serde(default)]
    pub suite_spec: String,
    pub device: String,
    #[serde(default)]
    pub plugin_path: String,
    #[serde(default)]
    pub plugin_sha256: String,
    #[serde(default)]
    pub platform_name: String,
    #[serde(default)]
    pub platform_version: String,
    #[serde(default)]
    pub harness_version: String,
    #[serde(default)]
    pub git_revision: String,
    /// The command line, as given.
    #[serde(default)]
    pub arguments: Vec<String>,
    /// RFC 3339, UTC.
    #[serde(default)]
    pub started_at: String,
    /// `K/N` when this run is one shard of a larger one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shard: Option<String>,
    #[serde(default)]
    pub jobs: usize,
    #[serde(default)]
    pub timeout_s: f64,
    /// Ids this run covers (after filter and shard), in order; lets `merge`
    /// and `--resume` tell "not run yet" from "not part of this run".
    #[serde(default)]
    pub planned: Vec<String>,
    /// Run directories a merged run was made from.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub merged_from: Vec<String>,
}

#[derive(Debug)]
pub struct JournalError(pub String);

impl std::fmt::Display for JournalError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for JournalError {}

fn err(path: &Path, what: impl std::fmt::Display) -> JournalError {
    JournalError(format!("{}: {what}", path.display()))
}

impl RunInfo {
    pub fn read(run_dir: &Path) -> Result<RunInfo, JournalError> {
        let path = run_dir.join(RUN_FILE);
        let text = std::fs::read_to_string(&path).map_err(|e| err(&path, e))?;
        serde_json::from_str(&text).map_err(|e| err(&path, format!("not a run description: {e}")))
    }

    /// Writes `run.json` through a temporary file, so a reader never sees half of it.
    pub fn write(&self, run_dir: &Path) -> Result<(), JournalError> {
        let path = run_dir.join(RUN_FILE);
        let tmp = run_dir.join(format!(".{RUN_FILE}.tmp"));
        let text = serde_json::to_string_pretty(self).map_err(|e| err(&path, e))?;
        std::fs::write(&tmp, text + "\n").map_err(|e| err(&tmp, e))?;
        std::fs::rename(&tmp, &path).map_err(|e| err(&path, e))
    }
}

/// What reading a journal found.
#[derive(Debug, Default)]
pub struct JournalContents {
    pub rows: Vec<ResultRow>,
    /// The unparseable tail of a journal whose writer was killed mid-line.
    pub torn_tail: Option<String>,
}

/// Reads `results.jsonl`. A missing file is an empty journal; an unreadable
/// last line is reported as torn; an unreadable line before it is an error.
pub fn read_rows(path: &Path) -> Result<JournalContents, JournalError> {
    let file = match File::open(path) {
        Ok(f) => f,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(JournalContents::default()),
        Err(e) => return Err(err(path, e)),
    };
    let mut out = JournalContents::default();
    let mut pending: Option<(usize, String, String)> = None;
    for (n, line) in BufReader::new(file).split(b'\n').enumerate() {
        let bytes = line.map_err(|e| err(path, e))?;
        if let Some((ln, _, why)) = pending.take() {
            return Err(err(path, format!("line {}: {why}", ln + 1)));
        }
        let text = String::from_utf8_lossy(&bytes).into_owned();
        if text.trim().is_empty() {
            continue;
        }
        match serde_json::from_str::<ResultRow>(&text) {
            Ok(row) => out.rows.push(row),
            Err(e) => pending = Some((n, text, e.to_string())),
        }
    }
    out.torn_tail = pending.map(|(_, text, _)| text);
    Ok(out)
}

/// An open journal, appending rows.
pub struct Journal {
    path: PathBuf,
    file: File,
}

impl Journal {
    /// Opens (creating if needed) `RUN_DIR/results.jsonl` for appending,
    /// first cutting off a torn last line left by a killed writer.
    pub fn open(run_dir: &Path) -> Result<Journal, JournalError> {
        let path = run_dir.join(RESULTS_FILE);
        let mut file = OpenOptions::new().create(true).read(true).append(true).open(&path).map_err(|e| err(&path, e))?;
        let bytes = std::fs::read(&path).map_err(|e| err(&path, e))?;
        if !bytes.is_empty() && bytes.last() != Some(&b'\n') {
            let keep = bytes.iter().rposition(|&b| b == b'\n').map(|i| i + 1).unwrap_or(0);
            file.set_len(keep as u64).map_err(|e| err(&path, format!("cannot cut off the torn last line: {e}")))?;
            file.seek(SeekFrom::End(0)).map_err(|e| err(&path, e))?;
        }
        Ok(Journal { path, file })
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Appends one row as one line and hands it to the OS before returning;
    /// `durable` also waits for the disk (fsync).
    pub fn append(&mut self, row: &ResultRow, durable: bool) -> Result<(), JournalError> {
        let mut line = serde_json::to_vec(row).map_err(|e| err(&self.path, e))?;
        line.push(b'\n');
        // One write call per line: O_APPEND keeps concurrent writers' lines whole.
        self.file.write_all(&line).map_err(|e| err(&self.path, e))?;
        if durable {
            self.file.sync_data().map_err(|e| err(&self.path, e))?;
        }
        Ok(())
    }

    /// Waits until every appended row is on disk.
    pub fn append_sync(&mut self) -> Result<(), JournalError> {
        self.file.sync_data().map_err(|e| err(&self.path, e))
    }
}

/// `t` as RFC 3339 UTC (`2026-11-30T04:36:00Z`), without a date library.
pub fn rfc3339(t: std::time::SystemTime) -> String {
    let (date, secs) = civil(t);
    format!("{date}T{:02}:{:02}:{:02}Z", secs / 3600, secs / 60 % 60, secs % 60)
}

/// `t` as a compact UTC stamp for folder names (`20261130T043600Z`).
pub fn compact_utc(t: std::time::SystemTime) -> String {
    let (date, secs) = civil(t);
    format!("{}T{:02}{:02}{:02}Z", date.replace('-', ""), secs / 3600, secs / 60 % 60, secs % 60)
}

/// (`YYYY-MM-DD`, seconds into the day), from days since 1970 by the
/// proleptic Gregorian calendar (era arithmetic over 400-year cycles).
fn civil(t: std::time::SystemTime) -> (String, u64) {
    let s = t.duration_since(std::time::UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0);
    // `YYYY-MM-DD` is the first ten (ASCII) characters of the RFC 3339 form.
    let date: String = baselines::record::rfc3339(s).chars().take(10).collect();
    (date, s % 86_400)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::row::Status;

    fn row(id: &str) -> ResultRow {
        serde_json::from_str(&format!(r#"{{"id":"{id}","family":"mlp","tier":"t","status":"pass","stage":"done"}}"#)).unwrap()
    }

    #[test]
    fn a_torn_last_line_is_tolerated_and_cut_before_appending() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(RESULTS_FILE);
        let mut j = Journal::open(dir.path()).unwrap();
        j.append(&row("a"), true).unwrap();
        drop(j);
        let mut f = OpenOptions::new().append(true).open(&path).unwrap();
        f.write_all(br#"{"id":"b","fam"#).unwrap();
        drop(f);
        let c = read_rows(&path).unwrap();
        assert_eq!(c.rows.len(), 1);
        assert!(c.torn_tail.as_deref().unwrap().starts_with(r#"{"id":"b""#));
        let mut j = Journal::open(dir.path()).unwrap();
        let mut b = row("b");
        b.status = Status::Crash;
        j.append(&b, false).unwrap();
        let c = read_rows(&path).unwrap();
        assert_eq!(c.rows.iter().map(|r| r.id.as_str()).collect::<Vec<_>>(), ["a", "b"]);
        assert!(c.torn_tail.is_none());
    }

    #[test]
    fn a_bad_line_in_the_middle_is_an_error_naming_the_line() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(RESULTS_FILE);
        std::fs::write(&path, "{\"id\":\"a\"\nnot json\n").unwrap();
        let e = read_rows(&path).unwrap_err().to_string();
        assert!(e.contains("line 1"), "{e}");
    }

    #[test]
    fn dates_format_as_utc() {
        let t = std::time::UNIX_EPOCH + std::time::Duration::from_secs(1_796_013_360);
        assert_eq!(rfc3339(t), "2026-11-30T04:36:00Z");
        assert_eq!(compact_utc(t), "20261130T043600Z");
        assert_eq!(rfc3339(std::time::UNIX_EPOCH), "1970-01-01T00:00:00Z");
    }
}
