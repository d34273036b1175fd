//! Element-level evidence for compared outputs, kept beside a run rather than
//! in its rows: `RUN_DIR/details/<id>.json` (or `<id>@<length>.json` for a
//! dynamism length). Rows stay small enough to journal per attempt; the
//! dashboard reads a detail file when one exists and says so when none does.
//! The parity stage writes these with `write`.

use crate::errors::{ReportError, Result};
use crate::escape::file_stem;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// One of the worst elements of an output.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct WorstElement {
    /// Multi-dimensional index into the output.
    pub index: Vec<i64>,
    pub expected: f64,
    pub actual: f64,
}

/// What a dashboard can draw for one output beyond its metrics.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct OutputDetail {
    pub output: String,
    /// Upper edges of the |actual - expected| bins; counts has one more
    /// entry, for errors above the last edge.
    #[serde(default)]
    pub error_bin_edges: Vec<f64>,
    #[serde(default)]
    pub error_bin_counts: Vec<u64>,
    /// Largest errors first.
    #[serde(default)]
    pub worst: Vec<WorstElement>,
    /// (expected, actual) for a deterministic sample of elements.
    #[serde(default)]
    pub sample: Vec<(f64, f64)>,
}

pub fn path(run_dir: &Path, id: &str, length: Option<i64>) -> PathBuf {
    let name = match length {
        Some(l) => format!("{}@{l}.json", file_stem(id)),
        None => format!("{}.json", file_stem(id)),
    };
    run_dir.join("details").join(name)
}

pub fn write(run_dir: &Path, id: &str, length: Option<i64>, details: &[OutputDetail]) -> Result<()> {
    let p = path(run_dir, id, length);
    if let Some(parent) = p.parent() {
        std::fs::create_dir_all(parent).map_err(|e| ReportError::at(parent, format!("cannot create folder: {e}")))?;
    }
    let text = serde_json::to_vec(details).map_err(|e| ReportError::at(&p, e))?;
    std::fs::write(&p, text).map_err(|e| ReportError::at(&p, format!("cannot write: {e}")))
}

/// The details of one row; `Ok(None)` when none were kept.
pub fn read(run_dir: &Path, id: &str, length: Option<i64>) -> Result<Option<Vec<OutputDetail>>> {
    let p = path(run_dir, id, length);
    match std::fs::read(&p) {
        Ok(bytes) => serde_json::from_slice(&bytes).map(Some).map_err(|e| ReportError::at(&p, format!("not a detail file: {e}"))),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(ReportError::at(&p, format!("cannot read: {e}"))),
    }
}
