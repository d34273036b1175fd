//! The one error type of the reports crate: what failed, on which file, and
//! a hint where there is an obvious next step. Reports read files written by
//! other processes (journals, history tables), so every failure is a value.

use std::path::{Path, PathBuf};

#[derive(Debug)]
pub struct ReportError {
    pub path: Option<PathBuf>,
    pub message: String,
    pub hint: Option<String>,
}

impl ReportError {
    pub fn new(message: impl Into<String>) -> Self {
        ReportError { path: None, message: message.into(), hint: None }
    }

    pub fn at(path: &Path, message: impl std::fmt::Display) -> Self {
        ReportError { path: Some(path.to_path_buf()), message: message.to_string(), hint: None }
    }

    pub fn with_hint(mut self, hint: impl Into<String>) -> Self {
        self.hint = Some(hint.into());
        self
    }

    /// For polars and plotters failures, which carry their own text.
    pub fn from_display(context: &str, e: impl std::fmt::Display) -> Self {
        ReportError::new(format!("{context}: {e}"))
    }
}

impl std::fmt::Display for ReportError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if let Some(p) = &self.path {
            write!(f, "{}: ", p.display())?;
        }
        f.write_str(&self.message)?;
        if let Some(h) = &self.hint {
            write!(f, " (hint: {h})")?;
        }
        Ok(())
    }
}

impl std::error::Error for ReportError {}

pub type Result<T> = std::result::Result<T, ReportError>;
