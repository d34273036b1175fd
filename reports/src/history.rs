//! The history table: one CSV row per tier per run (label, run folder,
//! passed, total, unexpected), appended by each nightly run and charted by
//! the dashboard as trends. The run folder column lets a dashboard reload
//! recent runs for per-definition history. A rerun with the same label
//! replaces its earlier rows when read (the file itself stays append-only).

use crate::errors::{ReportError, Result};
use crate::load::Run;
use crate::summary::Summary;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct HistoryEntry {
    /// The run's label, usually its date (`2026-11-30`).
    pub label: String,
    pub run_dir: String,
    pub tier: String,
    pub passed: usize,
    pub total: usize,
    pub unexpected: usize,
    /// Seconds since the Unix epoch when the entry was appended.
    pub recorded_at: u64,
}

/// Entries in file order, last entry per (label, tier) kept. A missing
/// file is an empty history; a damaged row is an error naming its line.
pub fn read(path: &Path) -> Result<Vec<HistoryEntry>> {
    if !path.exists() {
        return Ok(Vec::new());
    }
    let (file, _) = host_io::read::open_bounded(path).map_err(|e| ReportError::at(path, format!("cannot read history: {e}")))?;
    let mut rd = csv::Reader::from_reader(file);
    // Read the header row here: csv's record iterator drops an error met while reading it
    // (a file that streams past the memory cap would read as an empty history).
    rd.byte_headers().map_err(|e| ReportError::at(path, format!("cannot read history: {e}")))?;
    let mut out: Vec<HistoryEntry> = Vec::new();
    for (i, rec) in rd.deserialize::<HistoryEntry>().enumerate() {
        let e = rec.map_err(|e| ReportError::at(path, format!("history row {}: {e}", i + 2)))?;
        out.retain(|x| !(x.label == e.label && x.tier == e.tier));
        out.push(e);
    }
    Ok(out)
}

/// Appends one entry per tier of `summary`.
pub fn append(path: &Path, label: &str, run: &Run, summary: &Summary) -> Result<()> {
    // Checked as read() checks it, before anything is appended: a symlink to a device is refused, not written to.
    let fresh = match host_io::read::open(path) {
        Ok((_, len)) => len == 0,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => true,
        Err(e) => return Err(ReportError::at(path, format!("cannot read history: {e}"))),
    };
    if !fresh {
        // A table that does not read back is not appended to: the error names it first.
        read(path)?;
    }
    if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
        std::fs::create_dir_all(parent).map_err(|e| ReportError::at(parent, format!("cannot create folder: {e}")))?;
    }
    let file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .map_err(|e| ReportError::at(path, format!("cannot open history for appending: {e}")))?;
    let mut w = csv::WriterBuilder::new().has_headers(fresh).from_writer(file);
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0);
    let run_dir = std::fs::canonicalize(&run.dir).unwrap_or_else(|_| run.dir.clone());
    for t in &summary.tiers {
        let unexpected = summary.unexpected.iter().filter(|r| r.tier == t.tier).count();
        w.serialize(HistoryEntry {
            label: label.to_string(),
            run_dir: run_dir.to_string_lossy().into_owned(),
            tier: t.tier.clone(),
            passed: t.figure.passed,
            total: t.figure.total,
            unexpected,
            recorded_at: now,
        })
        .map_err(|e| ReportError::at(path, format!("cannot append history: {e}")))?;
    }
    w.flush().map_err(|e| ReportError::at(path, format!("cannot append history: {e}")))
}

/// Runs named by the history, most recent last, at most `limit`, excluding
/// `current` and folders that no longer hold a journal.
pub fn past_runs(entries: &[HistoryEntry], current: &Path, limit: usize) -> Vec<(String, Run)> {
    let current = std::fs::canonicalize(current).unwrap_or_else(|_| current.to_path_buf());
    let mut seen: Vec<(String, PathBuf)> = Vec::new();
    for e in entries {
        let p = PathBuf::from(&e.run_dir);
        if p == current || seen.iter().any(|(_, q)| *q == p) {
            continue;
        }
        seen.push((e.label.clone(), p));
    }
    let skip = seen.len().saturating_sub(limit);
    seen.into_iter().skip(skip).filter_map(|(label, p)| Run::load(&p).ok().map(|r| (label, r))).collect()
}
