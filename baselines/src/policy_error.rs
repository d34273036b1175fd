//! The errors of the two policy files a run judges by, the tolerance
//! overrides (`baselines/tolerances.toml`) and the expected results
//! (`baselines/expected/<tier>.<device>.toml`): what is wrong with a text
//! ([`PolicyError`]), and the file it was read from or written to
//! ([`PolicyFileError`]).

use std::path::PathBuf;

/// What is wrong with the text of a policy file.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum PolicyError {
    #[error("invalid tolerance file: {0}")]
    ToleranceSyntax(String),
    /// An override entry whose atol or rtol is negative, infinite or NaN.
    #[error("[{kind}.{name}]: atol and rtol must be finite and >= 0")]
    Bound { kind: &'static str, name: String },
    /// An override entry that does not say why it is needed.
    #[error("[{kind}.{name}]: a reason is required")]
    NoReason { kind: &'static str, name: String },
    #[error("invalid expected-results file: {0}")]
    ExpectedSyntax(String),
}

/// A policy file that could not be read, is not valid, or could not be written.
#[derive(Debug, thiserror::Error)]
pub enum PolicyFileError {
    #[error("{}: {source}", path.display())]
    Read { path: PathBuf, source: std::io::Error },
    #[error("{}: {source}", path.display())]
    Invalid { path: PathBuf, source: PolicyError },
    #[error("{}: {message}", path.display())]
    Write { path: PathBuf, message: String },
    /// Writing the file failed (the error names it).
    #[error(transparent)]
    Data(tensors::DataError),
}
