//! The host data model's error: a tensor that does not agree with what was
//! asked, a program's text that cannot be read, or a file that could not be
//! read or written. Each says what to act on; `runtime` turns it into its own
//! error with the same words.

use std::fmt;
use std::path::PathBuf;

pub type Result<T, E = DataError> = std::result::Result<T, E>;

#[derive(Debug, Clone)]
pub enum DataError {
    /// A tensor's bytes, shape or dtype do not agree with what was asked.
    Tensor { message: String },
    /// A StableHLO program's text could not be read as expected.
    Program { message: String },
    /// Reading or writing a file failed.
    Io { path: PathBuf, message: String },
}

impl DataError {
    pub fn io(path: impl Into<PathBuf>, e: impl fmt::Display) -> Self {
        DataError::Io { path: path.into(), message: e.to_string() }
    }
    pub fn tensor(message: impl Into<String>) -> Self {
        DataError::Tensor { message: message.into() }
    }
}

impl fmt::Display for DataError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DataError::Tensor { message } => write!(f, "tensor: {message}"),
            DataError::Program { message } => write!(f, "program: {message}"),
            DataError::Io { path, message } => write!(f, "{}: {message}", path.display()),
        }
    }
}

impl std::error::Error for DataError {}
