//! Why the suites crate could not make a definition, by cause: a catalog
//! file it cannot read ([`CatalogError`], naming the file and line), or a
//! spec, case or config the builders refuse ([`GenerateError`]). A suite
//! that cannot be opened or loaded is a `SuiteError`, which wraps
//! these with the id or path they came from. This module sits below the
//! builders (zoo, train, spmd, ops), which return its errors.

use crate::fill::FillError;
use std::path::PathBuf;

/// A catalog (a tier's CSV, or an op-tier CSV) that is not one: which file
/// (or committed catalog), which line where one is at fault, and what.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{origin}: {}{message}", line.map(|l| format!("line {l}: ")).unwrap_or_default())]
pub struct CatalogError {
    pub origin: String,
    pub line: Option<usize>,
    pub message: String,
}

impl CatalogError {
    /// A fault at `line` of `origin`.
    pub(crate) fn at(origin: &str, line: usize, message: impl std::fmt::Display) -> CatalogError {
        CatalogError { origin: origin.to_string(), line: Some(line), message: message.to_string() }
    }

    /// A fault of the whole file (its header, say).
    pub(crate) fn file(origin: &str, message: impl std::fmt::Display) -> CatalogError {
        CatalogError { origin: origin.to_string(), line: None, message: message.to_string() }
    }
}

/// A config that describes no buildable model.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ConfigError {
    /// Not a config's JSON.
    #[error("invalid config `{text}`: {message}")]
    Json { text: String, message: String },
    /// A patch of fields that does not apply to a config.
    #[error("bad config patch {patch}: {message}")]
    Patch { patch: String, message: String },
    #[error("`{name}` is {value}, expected {range}")]
    OutOfRange { name: &'static str, value: i64, range: &'static str },
    /// Fields that do not agree (heads and hidden, top_k and experts...).
    #[error("{0}")]
    Inconsistent(String),
}

/// What a builder refuses to generate, and why.
#[derive(Debug, Clone, thiserror::Error)]
pub enum GenerateError {
    #[error("unknown family `{0}`")]
    UnknownFamily(String),
    #[error("unknown tier `{0}` (tier1, tier2, dynamism, train, spmd)")]
    UnknownTier(String),
    /// A committed catalog a tier is drawn from does not read.
    #[error(transparent)]
    Catalog(#[from] CatalogError),
    /// The model's config describes no buildable model.
    #[error("config: {0}")]
    Config(#[from] ConfigError),
    /// An argument's fill cannot make its tensor.
    #[error("argument `{argument}`: {source}")]
    Fill { argument: String, source: FillError },
    /// A tensor the builder makes (a reference, an input) could not be made.
    #[error("{0}")]
    Tensor(#[from] tensors::DataError),
    /// A generated file (a catalog, `ops.csv`) could not be written.
    #[error("{}: {message}", path.display())]
    Write { path: PathBuf, message: String },
    /// A combination the builder does not make (a bound on a family without
    /// one, an op form it has no kernel or reference for, a rule autodiff
    /// lacks), said in the builder's words.
    #[error("{0}")]
    Refused(String),
}

/// A builder's refusal (see [`GenerateError::Refused`]).
pub(crate) fn refused(message: impl Into<String>) -> GenerateError {
    GenerateError::Refused(message.into())
}

/// A refusal said as text, where a builder step reports one (`?` on a
/// `format!` or a literal names the refusal).
impl From<String> for GenerateError {
    fn from(message: String) -> Self {
        GenerateError::Refused(message)
    }
}

impl From<&str> for GenerateError {
    fn from(message: &str) -> Self {
        GenerateError::Refused(message.to_string())
    }
}
