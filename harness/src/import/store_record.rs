//! Which store an imported suite's baselines are in: `import` writes
//! `SUITE_DIR/baseline-store.json` when it writes a baseline, and `run
//! SUITE_DIR` (without `--baselines`) judges against the store it names.
//!
//! Without the record a run found the store by looking: `store/` beside the
//! suite when it held the suite's folder, else nothing. A deleted or emptied
//! `store/` then turned a parity suite into the no-crash check, silently: a
//! parity failure read "2/2 passed", exit 0. With it, a store that is gone
//! is still the store the suite is judged against, and every definition
//! whose baseline it lacks is `missing-baseline`.
//!
//! The path is kept relative to the suite folder when the store is the
//! default one beside it (`../store`, so the pair can be moved together),
//! else absolute.

use std::path::{Path, PathBuf};

/// The record's file name inside the suite folder (not a definition: no `model.toml`).
pub const FILE: &str = "baseline-store.json";

#[derive(serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct Record {
    /// The store root, relative to the suite folder or absolute.
    store: PathBuf,
    #[serde(default)]
    written_by: String,
}

/// The suite's record of its baseline store could not be written.
#[derive(Debug, thiserror::Error)]
pub enum RecordNotWritten {
    #[error("{}: {source}", path.display())]
    Encode { path: PathBuf, source: serde_json::Error },
    #[error("{}: cannot record the suite's baseline store: {source}", path.display())]
    Write { path: PathBuf, source: std::io::Error },
}

/// Records `store` as the store of the suite at `suite_dir` (both exist).
pub fn write(suite_dir: &Path, store: &Path) -> Result<(), RecordNotWritten> {
    let path = suite_dir.join(FILE);
    let abs = std::fs::canonicalize(store).unwrap_or_else(|_| store.to_path_buf());
    let beside = std::fs::canonicalize(super::default_store(suite_dir)).ok();
    let recorded = if beside.as_deref() == Some(abs.as_path()) { PathBuf::from("..").join("store") } else { abs };
    let record = Record { store: recorded, written_by: format!("tpu-compat import {}", env!("CARGO_PKG_VERSION")) };
    let text = serde_json::to_string_pretty(&record).map_err(|source| RecordNotWritten::Encode { path: path.clone(), source })? + "\n";
    if std::fs::read_to_string(&path).is_ok_and(|old| old == text) {
        return Ok(());
    }
    std::fs::write(&path, text).map_err(|source| RecordNotWritten::Write { path, source })
}

/// The store the suite at `suite_dir` recorded, resolved against the suite
/// folder; `None` when it recorded none. A record that does not read is an
/// error naming it: ignoring it would judge the suite against nothing.
pub fn read(suite_dir: &Path) -> Result<Option<PathBuf>, String> {
    let path = suite_dir.join(FILE);
    let bytes = match runtime::read::bytes(&path) {
        Ok(b) => b,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(format!("{}: {e}", path.display())),
    };
    let record: Record = serde_json::from_slice(&bytes)
        .map_err(|e| format!("{}: not a baseline-store record ({e}); it is written by `tpu-compat import`", path.display()))?;
    if record.store.as_os_str().is_empty() {
        return Err(format!("{}: `store` is empty", path.display()));
    }
    Ok(Some(resolve(&suite_dir.join(record.store))))
}

/// `path` without `.` and `..` (a store that is gone cannot be canonicalized, but is named plainly).
fn resolve(path: &Path) -> PathBuf {
    if let Ok(p) = std::fs::canonicalize(path) {
        return p;
    }
    let mut out = PathBuf::new();
    for c in path.components() {
        match c {
            std::path::Component::ParentDir => {
                out.pop();
            }
            std::path::Component::CurDir => {}
            other => out.push(other),
        }
    }
    out
}
