//! The dashboard's side of element-level evidence: the detail files the
//! harness keeps beside a run (`results::detail`: the type, where a file
//! lives, how it is written) read back for a definition's page. A missing
//! file is `None` (the page says no details were kept), a bad one an error
//! naming it.

use crate::errors::{ReportError, Result};
use std::path::Path;

pub use results::detail::{from_tensors, path, OutputDetail, WorstElement};

/// Writes the details of one row (see `results::detail::write`).
pub fn write(run_dir: &Path, id: &str, length: Option<i64>, details: &[OutputDetail]) -> Result<()> {
    results::detail::write(run_dir, id, length, details).map_err(|e| ReportError::new(e.to_string()))
}

/// The details of one row; `Ok(None)` when none were kept.
pub fn read(run_dir: &Path, id: &str, length: Option<i64>) -> Result<Option<Vec<OutputDetail>>> {
    let p = path(run_dir, id, length);
    match host_io::read::bytes(&p) {
        Ok(bytes) => serde_json::from_slice(&bytes).map(Some).map_err(|e| ReportError::at(&p, format!("not a detail file: {e}"))),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(ReportError::at(&p, format!("cannot read: {e}"))),
    }
}
