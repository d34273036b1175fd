//! Loading a run folder for reporting: `results.jsonl` (the journal, read
//! with `results::journal::read_rows`: an unreadable last line is counted,
//! one before it is an error naming the line) and `run.json` (read as plain
//! JSON fields, so runs written by older or newer runners, by `merge`, or by
//! scripts/nightly all load). The rows kept are the run's final rows as
//! `results::tally` defines them: each definition's latest attempt, and a
//! `not-run` row for every definition `run.json` planned that has no row.

use crate::errors::{ReportError, Result};
use results::journal::{RESULTS_FILE, RUN_FILE};
use results::tally::{final_rows, tier_order, Planned};
use results::ResultRow;
use std::path::{Path, PathBuf};

pub use results::journal::RESULTS_FILE as JOURNAL_FILE;
pub use results::journal::RUN_FILE as RUN_META_FILE;

/// One run as a report sees it.
#[derive(Debug, Clone, Default)]
pub struct Run {
    pub dir: PathBuf,
    /// Top-level fields of `run.json`, when present and an object.
    pub meta: serde_json::Map<String, serde_json::Value>,
    /// Final rows (latest attempt per definition, one per length; not-run
    /// rows for planned definitions without any), sorted by tier, id, length.
    pub rows: Vec<ResultRow>,
    /// Lines parsed from the journal, retries included.
    pub attempts: usize,
    /// Journal lines that did not parse as a row (a torn last line: 0 or 1).
    pub unreadable_lines: usize,
}

/// The definitions `run.json` says the run planned: `planned` (with `suite`
/// as their tier), plus, for a night's combined run, each entry of `parts`
/// (`{"suite": ..., "planned": [...]}`). A run description (one naming a
/// `suite`, as the runner and `merge` write it) or a part without a
/// `planned` list of ids is an error naming the file: without its plan an
/// interrupted run would read as complete. A `run.json` that only labels
/// the journal (`label`, `device`; no `suite`, `planned` or `parts`)
/// plans nothing: the journal is the run.
fn planned(meta: &serde_json::Map<String, serde_json::Value>, path: &Path) -> Result<Vec<Planned>> {
    fn kind(v: &serde_json::Value) -> &'static str {
        match v {
            serde_json::Value::Null => "null",
            serde_json::Value::Bool(_) => "a boolean",
            serde_json::Value::Number(_) => "a number",
            serde_json::Value::String(_) => "a string",
            serde_json::Value::Array(_) => "a list",
            serde_json::Value::Object(_) => "an object",
        }
    }
    let mut out = Vec::new();
    let mut add = |obj: &serde_json::Map<String, serde_json::Value>, at: &str| -> Result<()> {
        let tier = obj.get("suite").and_then(|v| v.as_str()).unwrap_or_default().to_string();
        let ids = match obj.get("planned") {
            Some(serde_json::Value::Array(ids)) => ids,
            Some(v) => return Err(ReportError::at(path, format!("`{at}planned` is {}, not a list of definition ids", kind(v)))),
            None => {
                return Err(ReportError::at(
                    path,
                    format!("no `{at}planned` list: which definitions the run covers is unknown, so unrun ones cannot be counted"),
                ))
            }
        };
        for (i, v) in ids.iter().enumerate() {
            match v.as_str() {
                Some(id) if !id.is_empty() => out.push(Planned { tier: tier.clone(), id: id.to_string() }),
                _ => return Err(ReportError::at(path, format!("`{at}planned` item {} is {}, not a definition id", i + 1, kind(v)))),
            }
        }
        Ok(())
    };
    if meta.contains_key("suite") || meta.contains_key("planned") {
        add(meta, "")?;
    }
    match meta.get("parts") {
        None => {}
        Some(serde_json::Value::Array(parts)) => {
            for (i, p) in parts.iter().enumerate() {
                match p.as_object() {
                    Some(obj) => add(obj, &format!("parts[{i}]."))?,
                    None => return Err(ReportError::at(path, format!("`parts[{i}]` is {}, not an object", kind(p)))),
                }
            }
        }
        Some(v) => return Err(ReportError::at(path, format!("`parts` is {}, not a list", kind(v)))),
    }
    Ok(out)
}

impl Run {
    /// Reads `DIR/results.jsonl` (and `DIR/run.json` when present). `dir` may
    /// also name the journal file itself.
    pub fn load(dir: &Path) -> Result<Run> {
        let (dir, journal) = if dir.is_file() {
            (dir.parent().map(Path::to_path_buf).unwrap_or_default(), dir.to_path_buf())
        } else {
            (dir.to_path_buf(), dir.join(RESULTS_FILE))
        };
        let meta_path = dir.join(RUN_FILE);
        let mut meta = serde_json::Map::new();
        match host_io::read::bytes(&meta_path) {
            Ok(bytes) => match serde_json::from_slice::<serde_json::Value>(&bytes) {
                Ok(serde_json::Value::Object(m)) => meta = m,
                Ok(_) => return Err(ReportError::at(&meta_path, "expected a JSON object")),
                Err(e) => return Err(ReportError::at(&meta_path, format!("not valid JSON: {e}"))),
            },
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => return Err(ReportError::at(&meta_path, format!("cannot read: {e}"))),
        }
        // Anything at the journal's path (a symlink to a device included) is read, and refused if not a regular file.
        if std::fs::symlink_metadata(&journal).is_err() && meta.is_empty() {
            return Err(ReportError::at(&journal, "no run journal here")
                .with_hint("give a run folder written by `tpu-compat run TIER --run-dir DIR`"));
        }
        let contents = results::journal::read_rows(&journal).map_err(|e| ReportError::new(e.to_string()))?;
        let plan = planned(&meta, &meta_path)?;
        let mut run = Run::from_rows(contents.rows, &plan);
        run.unreadable_lines = usize::from(contents.torn_tail.is_some());
        run.dir = dir;
        run.meta = meta;
        Ok(run)
    }

    /// A run of these journal rows, planned as `planned` (may be empty: then
    /// only what the journal holds is reported).
    pub fn from_rows(rows: Vec<ResultRow>, planned: &[Planned]) -> Run {
        let attempts = rows.len();
        let mut kept = final_rows(&rows, planned);
        kept.sort_by(|a, b| (tier_order(&a.tier), &a.id, a.length).cmp(&(tier_order(&b.tier), &b.id, b.length)));
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

    /// The suite `run.json` names, if any.
    pub fn suite(&self) -> Option<&str> {
        self.meta.get("suite").and_then(|v| v.as_str())
    }

    /// The shards a merged run was made without (`run.json`'s `missing_shards`, `K/N`).
    pub fn missing_shards(&self) -> Vec<String> {
        let list = self.meta.get("missing_shards").and_then(|v| v.as_array());
        list.map(|l| l.iter().map(|v| v.as_str().map(str::to_string).unwrap_or_else(|| v.to_string())).collect()).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn planned_definitions_without_rows_are_not_run_and_retries_collapse() {
        let dir = tempfile::tempdir().unwrap();
        let a1 = r#"{"id":"a","family":"mlp","tier":"tier1","status":"crash","stage":"compile"}"#;
        let a2 = r#"{"id":"a","family":"mlp","tier":"tier1","status":"pass","stage":"done","attempt":2}"#;
        std::fs::write(dir.path().join(RESULTS_FILE), format!("{a1}\n{a2}\n{{\"id\":\"c\",\"fa")).unwrap();
        std::fs::write(dir.path().join(RUN_FILE), r#"{"suite":"tier1","device":"cpu","planned":["a","b"]}"#).unwrap();
        let run = Run::load(dir.path()).unwrap();
        assert_eq!(run.unreadable_lines, 1);
        assert_eq!(run.attempts, 2);
        let got: Vec<(&str, results::Status)> = run.rows.iter().map(|r| (r.id.as_str(), r.status)).collect();
        assert_eq!(got, [("a", results::Status::Pass), ("b", results::Status::NotRun)]);
    }
}
