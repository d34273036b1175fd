//! Which Python runs the TorchTPU driver: `--python PATH`, else
//! `TPU_COMPAT_TORCH_PYTHON`, else the venv `scripts/setup --torch`
//! installs (`TPU_COMPAT_TORCH_VENV`, else `$TPU_COMPAT_CI_CACHE/venv-torch`,
//! else `${XDG_CACHE_HOME:-$HOME/.cache}/tpu-compat/venv-torch`: where the
//! `aten` command looks too). A Python that is
//! not there is a setup error naming the command that installs it.

use std::path::{Path, PathBuf};

/// The set-up command that installs the venv (named in every error).
pub const SETUP_COMMAND: &str = "scripts/setup --torch";

/// No Python to run the driver with.
#[derive(Debug, thiserror::Error)]
#[error("no TorchTPU Python at {path} ({from}): run `{SETUP_COMMAND}` to install the venv, or pass --python PATH")]
pub struct NoVenv {
    pub path: PathBuf,
    /// Where the path came from (`--python`, an environment variable, the default).
    pub from: String,
}

/// The default venv folder, as `scripts/setup --torch` installs it.
pub fn default_venv() -> PathBuf {
    if let Some(v) = std::env::var_os("TPU_COMPAT_TORCH_VENV").filter(|v| !v.is_empty()) {
        return PathBuf::from(v);
    }
    if let Some(ci) = std::env::var_os("TPU_COMPAT_CI_CACHE").filter(|v| !v.is_empty()) {
        return PathBuf::from(ci).join("venv-torch");
    }
    let cache = std::env::var_os("XDG_CACHE_HOME")
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(std::env::var_os("HOME").unwrap_or_default()).join(".cache"));
    cache.join("tpu-compat").join("venv-torch")
}

/// The Python to run, from the flag, the environment or the default venv.
pub fn python(given: Option<&Path>) -> Result<PathBuf, NoVenv> {
    let (path, from) = match (given, std::env::var_os("TPU_COMPAT_TORCH_PYTHON").filter(|v| !v.is_empty())) {
        (Some(p), _) => (p.to_path_buf(), "--python".to_string()),
        (None, Some(p)) => (PathBuf::from(p), "TPU_COMPAT_TORCH_PYTHON".to_string()),
        (None, None) => (default_venv().join("bin").join("python"), "the default venv".to_string()),
    };
    if path.is_file() {
        Ok(path)
    } else {
        Err(NoVenv { path, from })
    }
}
