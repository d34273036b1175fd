//! What can go wrong around TorchTPU before or after models (or ATen cells)
//! run: the models named, the catalogs, the OpInfo listing, the recorder,
//! the files a run reads and writes. A model's own failure is a row ([`crate::verdict::torch`]), never
//! one of these.

use std::path::PathBuf;

#[derive(Debug, thiserror::Error)]
pub enum TorchError {
    /// A file or folder the run reads or writes.
    #[error("{}: {source}", path.display())]
    Io { path: PathBuf, source: std::io::Error },
    /// A MODEL argument that names no model: the argument, and what is wrong with it.
    #[error("{model}: {why}")]
    Model { model: String, why: String },
    /// An hf catalog entry the catalog does not have.
    #[error("hf:{entry}: no forward entry `{entry}` in {} (`tpu-compat torch hf` runs them all)", catalog.display())]
    NoHfEntry { entry: String, catalog: PathBuf },
    /// The hf catalog or the exporter's package is not where the checkout keeps them.
    #[error("{}: no hf catalog or export_hf package there (set TPU_COMPAT_HOME to the checkout)", scripts.display())]
    NoHfCatalog { scripts: PathBuf },
    /// The exporter's code could not list the hf catalog: its last words.
    #[error("listing the hf catalog {} failed: {said}", catalog.display())]
    HfListing { catalog: PathBuf, said: String },
    /// The real catalog, or a selection of it (`real:LIBRARY`), in the catalog's words.
    #[error("{0}")]
    RealCatalog(String),
    /// A row's id that is not a model of its run.
    #[error("{id}: not a model of the run ({models})")]
    NotInRun { id: String, models: String },
    /// No TorchTPU Python.
    #[error("{0}")]
    Venv(#[from] super::venv::NoVenv),
    /// The recorder plugin is not built beside this binary.
    #[error("--capture: no {file} beside {}: build it with `cargo build --release -p recorder-plugin`", dir.display())]
    NoRecorder { file: &'static str, dir: PathBuf },
    /// `--rewrite-scan` with no scan venv (jaxlib's MLIR bindings) to run the rewriter.
    #[error(
        "--rewrite-scan: no scan venv at {} (the rewriter runs on jaxlib's MLIR bindings): run `{}`, or set TPU_COMPAT_SCAN_VENV",
        venv.display(),
        super::scan::SETUP_COMMAND
    )]
    NoScanVenv { venv: PathBuf },
    /// `tpu-compat import --batch` of the captured programs failed as a whole.
    #[error("tpu-compat import --batch {} failed ({status}): {said}", batch.display())]
    Import { batch: PathBuf, status: String, said: String },
    /// `shard.py --list` of the OpInfo cells failed: its exit and last words.
    #[error("listing the OpInfo cells failed ({status}): {said}")]
    Listing { status: String, said: String },
    /// A model's outputs as the driver wrote them.
    #[error("{0}")]
    Outputs(#[from] runtime::DataError),
}

impl TorchError {
    pub(crate) fn io(path: &std::path::Path) -> impl FnOnce(std::io::Error) -> TorchError {
        let path = path.to_path_buf();
        move |source| TorchError::Io { path, source }
    }
}
