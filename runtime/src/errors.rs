//! The runtime's error type: every failure carries the context a user needs
//! to act on it (which file, which PJRT function, what the plugin said).

use std::fmt;
use std::path::PathBuf;

pub type Result<T, E = RuntimeError> = std::result::Result<T, E>;

#[derive(Debug, Clone)]
pub enum RuntimeError {
    /// A PJRT call returned an error.
    Pjrt { function: &'static str, code: String, message: String },
    /// The plugin's API table lacks a function this runtime needs.
    Unsupported { function: &'static str, plugin: PathBuf },
    /// No plugin file was found for a device name.
    PluginNotFound { device: String, searched: Vec<PathBuf>, hint: String },
    /// The file exists but could not be loaded as a PJRT plugin.
    PluginLoad { path: PathBuf, reason: String },
    /// The plugin's PJRT API version cannot be driven by these bindings.
    ApiVersion { path: PathBuf, plugin: (i32, i32), bindings: (i32, i32) },
    /// `libtpu` was asked for on a machine with no TPU device files.
    NoTpu { hint: String },
    /// A tensor's bytes, shape or dtype do not agree with what was asked.
    Tensor { message: String },
    /// Inputs do not match the program's `@main` signature.
    Arguments { message: String },
    /// A StableHLO program's text could not be read as expected.
    Program { message: String },
    /// Reading or writing a file failed.
    Io { path: PathBuf, message: String },
}

impl From<tensors::DataError> for RuntimeError {
    fn from(e: tensors::DataError) -> Self {
        match e {
            tensors::DataError::Tensor { message } => RuntimeError::Tensor { message },
            tensors::DataError::Program { message } => RuntimeError::Program { message },
            tensors::DataError::Io { path, message } => RuntimeError::Io { path, message },
        }
    }
}

impl RuntimeError {
    pub(crate) fn tensor(message: impl Into<String>) -> Self {
        RuntimeError::Tensor { message: message.into() }
    }
    /// True when the error came out of the plugin's compiler.
    pub fn is_compile_error(&self) -> bool {
        matches!(self, RuntimeError::Pjrt { function, .. } if function.contains("Compile"))
    }
    /// The PJRT error code name (`INVALID_ARGUMENT`, `RESOURCE_EXHAUSTED`, ...), if any.
    pub fn pjrt_code(&self) -> Option<&str> {
        match self {
            RuntimeError::Pjrt { code, .. } => Some(code),
            _ => None,
        }
    }
}

impl fmt::Display for RuntimeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuntimeError::Pjrt { function, code, message } => write!(f, "{function} failed ({code}): {message}"),
            RuntimeError::Unsupported { function, plugin } => {
                write!(f, "the plugin {} does not provide {function} (its PJRT API is too old)", plugin.display())
            }
            RuntimeError::PluginNotFound { device, searched, hint } => {
                write!(f, "no PJRT plugin found for device `{device}`; looked at:")?;
                for p in searched {
                    write!(f, "\n  {}", p.display())?;
                }
                write!(f, "\nhint: {hint}")
            }
            RuntimeError::PluginLoad { path, reason } => {
                write!(f, "cannot load {} as a PJRT plugin: {reason}", path.display())
            }
            RuntimeError::ApiVersion { path, plugin, bindings } => write!(
                f,
                "{} speaks PJRT C API {}.{}, these bindings were generated from {}.{} (major versions must match)",
                path.display(),
                plugin.0,
                plugin.1,
                bindings.0,
                bindings.1
            ),
            RuntimeError::NoTpu { hint } => write!(f, "no TPU on this machine: {hint}"),
            RuntimeError::Tensor { message } => write!(f, "tensor: {message}"),
            RuntimeError::Arguments { message } => write!(f, "arguments: {message}"),
            RuntimeError::Program { message } => write!(f, "program: {message}"),
            RuntimeError::Io { path, message } => write!(f, "{}: {message}", path.display()),
        }
    }
}

impl std::error::Error for RuntimeError {}
