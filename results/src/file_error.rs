//! The error of reading or writing one evidence file kept beside a run
//! (`details/<id>.json`, a `diverge` `report.json`): always the file's path
//! and what went wrong with it, so a dashboard note or a log line can say
//! which file to look at.

use std::path::PathBuf;

/// Reading or writing one evidence file failed.
#[derive(Debug, thiserror::Error)]
pub enum FileError {
    #[error("{}: cannot create folder: {source}", path.display())]
    CreateFolder { path: PathBuf, source: std::io::Error },
    #[error("{}: cannot write: {source}", path.display())]
    Write { path: PathBuf, source: std::io::Error },
    #[error("{}: {source}", path.display())]
    Read { path: PathBuf, source: std::io::Error },
    /// The file was read but is not what it should hold (`what`: "a localization report").
    #[error("{}: not {what}: {source}", path.display())]
    Malformed { path: PathBuf, what: &'static str, source: serde_json::Error },
    /// The value could not be encoded as JSON.
    #[error("{}: {source}", path.display())]
    Encode { path: PathBuf, source: serde_json::Error },
}
