//! The run journal: `RUN_DIR/run.json` (what ran, where, with which plugin,
//! and which definitions it covers) and `RUN_DIR/results.jsonl` (one
//! [`ResultRow`] per attempt, one JSON line each). Rows are appended and
//! pushed to the OS as each attempt finishes, so a killed run loses at most
//! the line being written. Readers tolerate an unreadable *last* line (a
//! writer killed mid-line, with or without the newline after it), and
//! reopening for append cuts exactly that line off first, so the next row
//! starts on a line of its own. An unreadable line anywhere else is
//! corruption: an error naming the line, never silently skipped.
//!
//! One writer at a time: [`RunLock`] holds an exclusive lock on the run
//! folder for as long as a run appends to it.

use crate::row::ResultRow;
use serde::{Deserialize, Serialize};
use std::fs::{File, OpenOptions};
use std::io::{BufRead, BufReader, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

pub const RUN_FILE: &str = "run.json";
pub const RESULTS_FILE: &str = "results.jsonl";
pub const LOCK_FILE: &str = ".lock";
/// Per-row detail files (`reports::detail`) and localizations (`diverge`).
pub const DETAILS_DIR: &str = "details";
/// What the runner writes into a run folder (files, and the details folder
/// with everything under it): the run itself. `report` never writes over these.
pub const RUN_OWNED: [&str; 5] = [RUN_FILE, RESULTS_FILE, LOCK_FILE, DETAILS_DIR, RUN_TMP_FILE];
const RUN_TMP_FILE: &str = ".run.json.tmp";

/// `run.json`: the provenance and identity of a run. Fields added later keep serde defaults.
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
    /// The host's CPU and its widest vector instructions (`AMD EPYC
    /// (avx512)`): on the CPU plugin, both XLA's code and PyTorch CPU's
    /// kernels follow it, and so does their rounding.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub host_cpu: String,
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
    /// Ids this run covers (after filter, shard and limit), in order; lets
    /// `report`, `merge` and `--resume` tell "not run yet" from "not part of
    /// this run". Required: a `run.json` without it cannot say what is
    /// missing, so reading one is an error, never a complete run.
    pub planned: Vec<String>,
    /// When this run is one shard: the ids all `N` shards cover together
    /// (the whole run's `planned`), in suite order. `merge` takes the merged
    /// run's plan from it, so a lost shard's definitions count as not run.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub whole_planned: Vec<String>,
    /// A merged run made without some shards (`merge --allow-partial`, or a
    /// merge that found shards missing): those shards, `K/N`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub missing_shards: Vec<String>,
    /// What decides whether `--resume` continues the same run: every
    /// setting that changes which definitions run or how they are judged,
    /// as `name = value` pairs (see the harness's `run` command).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub identity: Vec<(String, String)>,
    /// The settings that decide outcomes, typed ([`crate::runspec`]); a
    /// `run.json` from before it has none ([`crate::RunSpec::of_run`] reads
    /// its identity instead).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub spec: Option<crate::RunSpec>,
    /// A TorchTPU run's settings, typed ([`crate::TorchSpec`]); none for other runs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub torch: Option<crate::TorchSpec>,
    /// An ATen run's settings, typed ([`crate::AtenSpec`]); none for other runs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub aten: Option<crate::AtenSpec>,
    /// The expected-results file this run's statuses were judged with
    /// (`--expected`, or a tier's committed one); none for a folder of the
    /// user's without `--expected`, whatever the folder is called.
    #[serde(default)]
    pub expected_file: Option<String>,
    /// Run directories a merged run was made from.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub merged_from: Vec<String>,
}

/// A setting on which two runs' identities differ.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IdentityChange {
    pub setting: String,
    /// Its value in the first identity (`(not recorded)` when absent there).
    pub was: String,
    pub now: String,
}

/// Settings that `run.json` records only where they are not the default
/// (so a run folder from before each of them resumes unchanged), with
/// that default: an identity without one of them has its default.
pub const IDENTITY_DEFAULTS: [(&str, &str); 6] =
    [("topology", ""), ("mode", "compiled"), ("compare modes", ""), ("repeat", "0"), ("determinism", "on"), ("threads", "")];

/// The value of setting `key` in `identity`: as recorded, else its default
/// ([`IDENTITY_DEFAULTS`]), else `None` (not recorded, no default).
pub fn identity_value<'a>(identity: &'a [(String, String)], key: &str) -> Option<&'a str> {
    identity
        .iter()
        .find(|(k, _)| k == key)
        .map(|(_, v)| v.as_str())
        .or_else(|| IDENTITY_DEFAULTS.iter().find(|(k, _)| *k == key).map(|(_, v)| *v))
}

/// The first setting on which `was` and `now` differ, skipping the
/// settings named in `except`; every setting either records is compared,
/// an absent one as its default ([`identity_value`]). This is the one
/// comparison that decides "the same run": `run --resume` (nothing skipped)
/// and `merge` (which skips what legitimately differs between shards) both
/// call it.
pub fn identity_change(was: &[(String, String)], now: &[(String, String)], except: &[&str]) -> Option<IdentityChange> {
    let keys = now.iter().chain(was).map(|(k, _)| k.as_str());
    let mut seen = Vec::new();
    keys.filter(|k| !except.contains(k)).find_map(|k| {
        if seen.contains(&k) {
            return None;
        }
        seen.push(k);
        let (old, new) = (identity_value(was, k), identity_value(now, k));
        (old != new).then(|| IdentityChange {
            setting: k.to_string(),
            was: old.unwrap_or("(not recorded)").to_string(),
            now: new.unwrap_or("(not recorded)").to_string(),
        })
    })
}

/// Reading or writing a journal failed.
#[derive(Debug, thiserror::Error)]
pub enum JournalError {
    #[error("{}: {source}", path.display())]
    Io { path: PathBuf, source: std::io::Error },
    #[error("{}: not a run description: {message}", path.display())]
    RunFile { path: PathBuf, message: String },
    #[error("{}: line {line} is not a result row ({message}); nothing is cut: only a torn last line is", path.display())]
    Corrupt { path: PathBuf, line: usize, message: String },
    #[error("{}: another run (pid {holder}) is writing to this run folder; wait for it or use another folder", path.display())]
    Locked { path: PathBuf, holder: String },
}

fn io(path: &Path) -> impl FnOnce(std::io::Error) -> JournalError + '_ {
    move |source| JournalError::Io { path: path.to_path_buf(), source }
}

impl RunInfo {
    pub fn read(run_dir: &Path) -> Result<RunInfo, JournalError> {
        let path = run_dir.join(RUN_FILE);
        let text = host_io::read::string(&path).map_err(io(&path))?;
        serde_json::from_str(&text).map_err(|e| JournalError::RunFile { path, message: e.to_string() })
    }

    /// Writes `run.json` through a temporary file, so a reader never sees half of it.
    pub fn write(&self, run_dir: &Path) -> Result<(), JournalError> {
        let path = run_dir.join(RUN_FILE);
        let tmp = run_dir.join(RUN_TMP_FILE);
        let text = serde_json::to_string_pretty(self).map_err(|e| JournalError::RunFile { path: path.clone(), message: e.to_string() })?;
        // A failed write (ENOSPC) or rename leaves no temporary file behind.
        let written = std::fs::write(&tmp, text + "\n").map_err(io(&tmp)).and_then(|()| std::fs::rename(&tmp, &path).map_err(io(&path)));
        if written.is_err() {
            let _ = std::fs::remove_file(&tmp);
        }
        written
    }
}

/// The unreadable last line of a journal whose writer was killed mid-line.
#[derive(Debug, Clone, PartialEq)]
pub struct TornTail {
    /// 1-based line number.
    pub line: usize,
    /// Byte offset where the line starts: the journal's length once it is cut.
    pub offset: u64,
    pub text: String,
}

/// What reading a journal found.
#[derive(Debug, Default)]
pub struct JournalContents {
    pub rows: Vec<ResultRow>,
    pub torn_tail: Option<TornTail>,
}

/// Reads `results.jsonl`. A missing file is an empty journal; an unreadable
/// last line is reported as torn; an unreadable line before it is an error.
pub fn read_rows(path: &Path) -> Result<JournalContents, JournalError> {
    // Regular files only, within the host-memory cap: a symlink to /dev/zero is refused, not read forever.
    // Bounded whatever fstat says: /proc/self/pagemap is "0 bytes" and streams on.
    let file = match host_io::read::open_bounded(path) {
        Ok((f, _)) => f,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(JournalContents::default()),
        Err(e) => return Err(io(path)(e)),
    };
    let mut out = JournalContents::default();
    let mut pending: Option<(TornTail, String)> = None;
    let mut offset = 0u64;
    for (n, line) in BufReader::new(file).split(b'\n').enumerate() {
        let bytes = line.map_err(io(path))?;
        let start = offset;
        offset += bytes.len() as u64 + 1;
        let text = String::from_utf8_lossy(&bytes);
        if text.trim().is_empty() {
            continue;
        }
        if let Some((tail, message)) = pending.take() {
            return Err(JournalError::Corrupt { path: path.to_path_buf(), line: tail.line, message });
        }
        match serde_json::from_str::<ResultRow>(&text) {
            Ok(row) => out.rows.push(row),
            // A whole JSON record that is not a row (a status or field this version does not know, a
            // newer runner's row) was not torn by a kill: cutting it would lose a row. An error, as before the last line.
            Err(e) if serde_json::from_str::<serde_json::Value>(&text).is_ok_and(|v| v.is_object()) => {
                return Err(JournalError::Corrupt {
                    path: path.to_path_buf(),
                    line: n + 1,
                    message: format!("a complete record this version cannot read: {e}"),
                });
            }
            Err(e) => pending = Some((TornTail { line: n + 1, offset: start, text: text.into_owned() }, e.to_string())),
        }
    }
    out.torn_tail = pending.map(|(t, _)| t);
    Ok(out)
}

/// An open journal, appending rows.
pub struct Journal {
    path: PathBuf,
    file: File,
}

impl Journal {
    /// Opens (creating if needed) `RUN_DIR/results.jsonl` for appending,
    /// first cutting off an unreadable last line left by a killed writer
    /// (the one [`read_rows`] reports as torn). Corruption before the last
    /// line is an error: nothing is cut that a reader would not also drop.
    pub fn open(run_dir: &Path) -> Result<Journal, JournalError> {
        let path = run_dir.join(RESULTS_FILE);
        let contents = read_rows(&path)?;
        let mut file = OpenOptions::new().create(true).read(true).append(true).open(&path).map_err(io(&path))?;
        let len = file.metadata().map_err(io(&path))?.len();
        let keep = match &contents.torn_tail {
            Some(t) => t.offset,
            // A last line without its newline can only be a torn one; it parsed, so keep it and end it.
            None => len,
        };
        if keep < len {
            file.set_len(keep).map_err(io(&path))?;
        }
        file.seek(SeekFrom::End(0)).map_err(io(&path))?;
        let mut j = Journal { path, file };
        if keep > 0 && !ends_with_newline(&j.path, keep)? {
            j.file.write_all(b"\n").map_err(io(&j.path))?;
        }
        Ok(j)
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Appends one row as one line and hands it to the OS before returning;
    /// `durable` also waits for the disk (fsync).
    pub fn append(&mut self, row: &ResultRow, durable: bool) -> Result<(), JournalError> {
        let mut line = serde_json::to_vec(row).map_err(|e| io(&self.path)(std::io::Error::other(e)))?;
        line.push(b'\n');
        // One write call per line: O_APPEND keeps concurrent writers' lines whole.
        self.file.write_all(&line).map_err(io(&self.path))?;
        if durable {
            self.file.sync_data().map_err(io(&self.path))?;
        }
        Ok(())
    }

    /// Waits until every appended row is on disk.
    pub fn append_sync(&mut self) -> Result<(), JournalError> {
        self.file.sync_data().map_err(io(&self.path))
    }
}

fn ends_with_newline(path: &Path, len: u64) -> Result<bool, JournalError> {
    use std::io::Read;
    let mut f = File::open(path).map_err(io(path))?;
    f.seek(SeekFrom::Start(len - 1)).map_err(io(path))?;
    let mut b = [0u8; 1];
    f.read_exact(&mut b).map_err(io(path))?;
    Ok(b[0] == b'\n')
}

/// An exclusive lock on a run folder, held while a run writes to it and
/// released when dropped (or when the process dies: it is an `flock`).
/// The holder's pid is written into the lock file so a second run can name it.
pub struct RunLock {
    _lock: crate::lock::FileLock,
}

impl RunLock {
    pub fn acquire(run_dir: &Path) -> Result<RunLock, JournalError> {
        match crate::lock::FileLock::try_acquire(&run_dir.join(LOCK_FILE)) {
            Ok(lock) => Ok(RunLock { _lock: lock }),
            Err(crate::lock::LockError::Held { holder, .. }) => Err(JournalError::Locked { path: run_dir.to_path_buf(), holder }),
            Err(crate::lock::LockError::Io { path, source }) => Err(JournalError::Io { path, source }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_run_json_that_cannot_be_written_leaves_no_temporary_file() {
        let dir = tempfile::tempdir().unwrap();
        // run.json a folder: the rename fails, as a full disk fails the write.
        std::fs::create_dir(dir.path().join(RUN_FILE)).unwrap();
        let info = RunInfo { suite: "s".into(), ..Default::default() };
        assert!(info.write(dir.path()).is_err());
        assert!(!dir.path().join(RUN_TMP_FILE).exists(), "the temporary file is removed");
    }

    #[test]
    fn a_complete_last_record_that_is_not_a_row_is_an_error_not_torn() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(RESULTS_FILE);
        std::fs::write(&path, "{\"id\":\"a\",\"status\":\"pass-ish\"}\n").unwrap();
        let e = read_rows(&path).unwrap_err().to_string();
        assert!(e.contains("line 1") && e.contains("a complete record this version cannot read"), "{e}");
        std::fs::write(&path, "{\"id\":\"a\",\"sta").unwrap();
        assert_eq!(read_rows(&path).unwrap().torn_tail.map(|t| t.line), Some(1));
    }
    use crate::status::Status;

    fn row(id: &str) -> ResultRow {
        serde_json::from_str(&format!(r#"{{"id":"{id}","family":"mlp","tier":"t","status":"pass","stage":"done"}}"#)).unwrap()
    }

    fn ids(path: &Path) -> Vec<String> {
        read_rows(path).unwrap().rows.into_iter().map(|r| r.id).collect()
    }

    #[test]
    fn a_torn_last_line_is_tolerated_and_cut_before_appending() {
        for tail in [&br#"{"id":"b","fam"#[..], &b"{\"id\":\"b\",\"fam\n"[..], &b"garbage\n\n"[..]] {
            let dir = tempfile::tempdir().unwrap();
            let path = dir.path().join(RESULTS_FILE);
            let mut j = Journal::open(dir.path()).unwrap();
            j.append(&row("a"), true).unwrap();
            drop(j);
            let mut f = OpenOptions::new().append(true).open(&path).unwrap();
            f.write_all(tail).unwrap();
            drop(f);
            let c = read_rows(&path).unwrap();
            assert_eq!(c.rows.len(), 1);
            assert_eq!(c.torn_tail.as_ref().map(|t| t.line), Some(2));
            let mut j = Journal::open(dir.path()).unwrap();
            let mut b = row("b");
            b.status = Status::Crash;
            j.append(&b, false).unwrap();
            let c = read_rows(&path).unwrap();
            assert_eq!(ids(&path), ["a", "b"]);
            assert!(c.torn_tail.is_none());
        }
    }

    #[test]
    fn a_run_file_without_a_plan_is_not_a_run_description() {
        let dir = tempfile::tempdir().unwrap();
        for (text, says) in [
            (r#"{"suite":"tier1","device":"cpu"}"#, "missing field `planned`"),
            (r#"{"suite":"tier1","device":"cpu","planned":"a"}"#, "invalid type"),
            (r#"{"suite":"tier1","device":"cpu","planned":[1]}"#, "invalid type"),
        ] {
            std::fs::write(dir.path().join(RUN_FILE), text).unwrap();
            let e = RunInfo::read(dir.path()).unwrap_err().to_string();
            assert!(e.contains("run.json: not a run description") && e.contains(says), "{text}: {e}");
        }
        std::fs::write(dir.path().join(RUN_FILE), r#"{"suite":"tier1","device":"cpu","planned":[]}"#).unwrap();
        assert!(RunInfo::read(dir.path()).unwrap().planned.is_empty());
    }

    #[test]
    fn identity_changes_name_the_setting_and_skip_the_exceptions() {
        let id = |pairs: &[(&str, &str)]| -> Vec<(String, String)> { pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect() };
        let a = id(&[("shard", "1/3"), ("numerics", "native")]);
        let b = id(&[("shard", "2/3"), ("numerics", "tpu-default")]);
        let c = identity_change(&a, &b, &[]).unwrap();
        assert_eq!((c.setting.as_str(), c.was.as_str(), c.now.as_str()), ("shard", "1/3", "2/3"));
        assert_eq!(identity_change(&a, &b, &["shard"]).unwrap().setting, "numerics");
        assert!(identity_change(&a, &id(&[("shard", "3/3"), ("numerics", "native")]), &["shard"]).is_none());
        assert_eq!(identity_change(&[], &a, &[]).unwrap().was, "(not recorded)");
        // Both ways, and an absent setting is its default.
        assert_eq!(identity_change(&a, &[], &[]).unwrap().now, "(not recorded)");
        let eager = id(&[("mode", "eager"), ("repeat", "3")]);
        let c = identity_change(&eager, &[], &[]).unwrap();
        assert_eq!((c.setting.as_str(), c.was.as_str(), c.now.as_str()), ("mode", "eager", "compiled"));
        assert_eq!(identity_change(&[], &eager, &["mode"]).unwrap().setting, "repeat");
        assert!(identity_change(&id(&[("mode", "compiled"), ("repeat", "0")]), &[], &[]).is_none());
    }

    #[test]
    fn a_good_last_line_without_its_newline_is_kept_and_ended() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(RESULTS_FILE);
        std::fs::write(&path, serde_json::to_string(&row("a")).unwrap()).unwrap();
        let mut j = Journal::open(dir.path()).unwrap();
        j.append(&row("b"), false).unwrap();
        assert_eq!(ids(&path), ["a", "b"]);
    }

    #[test]
    fn a_bad_line_in_the_middle_is_an_error_naming_the_line_and_is_never_cut() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(RESULTS_FILE);
        let good = serde_json::to_string(&row("a")).unwrap();
        std::fs::write(&path, format!("{good}\nnot json\n{good}\n")).unwrap();
        let e = read_rows(&path).unwrap_err().to_string();
        assert!(e.contains("line 2"), "{e}");
        assert!(Journal::open(dir.path()).is_err());
        assert_eq!(std::fs::read_to_string(&path).unwrap().lines().count(), 3);
    }

    #[test]
    fn a_second_lock_on_a_run_folder_names_the_holder() {
        let dir = tempfile::tempdir().unwrap();
        let held = RunLock::acquire(dir.path()).unwrap();
        let e = RunLock::acquire(dir.path()).err().unwrap().to_string();
        assert!(e.contains(&format!("pid {}", std::process::id())), "{e}");
        drop(held);
        RunLock::acquire(dir.path()).unwrap();
    }
}
