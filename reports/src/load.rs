//! Loading a run folder for reporting: `results.jsonl` (the journal, one
//! `ResultRow` per line, read with `journal::read_rows`) and `run.json`
//! (read as plain JSON fields, so runs written by older or newer runners, or
//! by scripts/nightly, all load). A torn last line (the runner was killed
//! mid-write) is counted, never fatal. Retried attempts collapse to the
//! latest one per (id, length): a report describes where each definition stands.

use crate::errors::{ReportError, Result};
use crate::row::ResultRow;
use std::collections::HashMap;
use std::path::{Path, PathBuf};

pub use crate::journal::RESULTS_FILE as JOURNAL_FILE;

pub use crate::journal::RUN_FILE as RUN_META_FILE;

/// One run as a report sees it.
#[derive(Debug, Clone, Default)]
pub struct Run {
    pub dir: PathBuf,
    /// Top-level fields of `run.json`, when present and an object.
    pub meta: serde_json::Map<String, serde_json::Value>,
    /// Latest attempt per (id, length), sorted by tier, id, length.
    pub rows: Vec<ResultRow>,
    /// Lines parsed from the journal, retries included.
    pub attempts: usize,
    /// Journal lines that did not parse as a row (a torn last line).
    pub unreadable_lines: usize,
}

impl Run {
    /// Reads `DIR/results.jsonl` (and `DIR/run.json` when present). `dir` may
    /// also name the journal file itself.
    pub fn load(dir: &Path) -> Result<Run> {
        let (dir, journal) = if dir.is_file() {
            (dir.parent().map(Path::to_path_buf).unwrap_or_default(), dir.to_path_buf())
        } else {
            (dir.to_path_buf(), dir.join(JOURNAL_FILE))
        };
        if !journal.is_file() {
            return Err(ReportError::at(&journal, "no run journal here")
                .with_hint("give a run folder written by `tpu-compat run TIER --run-dir DIR`"));
        }
        let contents = crate::journal::read_rows(&journal).map_err(|e| ReportError::new(e.to_string()))?;
        let attempts = contents.rows.len();
        let mut run = Run::from_rows(contents.rows);
        run.attempts = attempts;
        run.unreadable_lines = usize::from(contents.torn_tail.is_some());
        run.dir = dir.clone();
        let meta_path = dir.join(RUN_META_FILE);
        if let Ok(bytes) = std::fs::read(&meta_path) {
            match serde_json::from_slice::<serde_json::Value>(&bytes) {
                Ok(serde_json::Value::Object(m)) => run.meta = m,
                Ok(_) => return Err(ReportError::at(&meta_path, "expected a JSON object")),
                Err(e) => return Err(ReportError::at(&meta_path, format!("not valid JSON: {e}"))),
            }
        }
        Ok(run)
    }

    /// Builds a run from journal text (tests, and journals held in memory);
    /// every line that does not parse is skipped and counted.
    pub fn from_journal_text(text: &str) -> Run {
        let mut rows = Vec::new();
        let mut unreadable = 0;
        for line in text.lines() {
            if line.trim().is_empty() {
                continue;
            }
            match serde_json::from_str::<ResultRow>(line) {
                Ok(r) => rows.push(r),
                Err(_) => unreadable += 1,
            }
        }
        let attempts = rows.len();
        let mut run = Run::from_rows(rows);
        run.attempts = attempts;
        run.unreadable_lines = unreadable;
        run
    }

    /// Collapses attempts in journal order: a later line for the same
    /// (id, length) replaces an earlier one.
    pub fn from_rows(rows: Vec<ResultRow>) -> Run {
        let attempts = rows.len();
        let mut latest: HashMap<(String, Option<i64>), usize> = HashMap::new();
        let mut kept: Vec<ResultRow> = Vec::with_capacity(rows.len());
        for r in rows {
            match latest.get(&r.key()) {
                Some(&i) => kept[i] = r,
                None => {
                    latest.insert(r.key(), kept.len());
                    kept.push(r);
                }
            }
        }
        kept.sort_by(|a, b| (&a.tier, &a.id, a.length).cmp(&(&b.tier, &b.id, b.length)));
        Run { rows: kept, attempts, ..Run::default() }
    }

    /// A short name for the run in headings: `run.json`'s `name` or `label`,
    /// else the folder name.
    pub fn label(&self) -> String {
        for k in ["label", "name", "run_id"] {
            if let Some(serde_json::Value::String(s)) = self.meta.get(k) {
                return s.clone();
            }
        }
        self.dir.file_name().map(|s| s.to_string_lossy().into_owned()).unwrap_or_else(|| "run".into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn torn_and_damaged_lines_are_counted_and_retries_collapse() {
        let a1 = r#"{"id":"a","family":"mlp","tier":"tier1","status":"crash","stage":"compile"}"#;
        let b = r#"{"id":"b","family":"mlp","tier":"tier1","status":"pass","stage":"done"}"#;
        let a2 = r#"{"id":"a","family":"mlp","tier":"tier1","status":"pass","stage":"done","attempt":2}"#;
        let text = format!("{a1}\n{{\"id\":\"x\",\"fam{b}\n{a2}\n{{\"id\":\"c\",\"fa");
        let run = Run::from_journal_text(&text);
        assert_eq!(run.unreadable_lines, 2);
        assert_eq!(run.attempts, 2);
        assert_eq!(run.rows.len(), 1);
        assert_eq!(run.rows[0].attempt, 2);
    }
}
