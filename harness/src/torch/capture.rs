//! `tpu-compat torch --capture`: TorchTPU's programs recorded exactly as it
//! sends them to the plugin, by the project's recorder plugin
//! (`runtime/recorder-plugin`, `libpjrt_recorder_plugin.so` beside the
//! binary) wrapped around the real one, then imported as a suite that
//! `run` replays on any plugin and compiles for TPU topologies.
//!
//! The recording is `RUN_DIR/torch/recording` (the recorder's layout: see
//! docs/recorder.md); a row's program count is then the compiles the
//! recorder saw during its model. Programs the plugin refused (a folder
//! with no tensors) stay in the recording, outside the suite.

use std::path::{Path, PathBuf};

pub const RECORDER_FILE: &str = "libpjrt_recorder_plugin.so";

/// The recorder plugin beside this binary (the newer of the release folder's and `deps/`'s copy).
pub fn recorder_plugin() -> Result<PathBuf, String> {
    let exe = std::env::current_exe().map_err(|e| format!("cannot find this binary: {e}"))?;
    let dir = exe.parent().map(Path::to_path_buf).unwrap_or_default();
    [dir.join(RECORDER_FILE), dir.join("deps").join(RECORDER_FILE)]
        .into_iter()
        .filter_map(|p| std::fs::metadata(&p).and_then(|m| m.modified()).ok().map(|t| (t, p)))
        .max()
        .map(|(_, p)| p)
        .ok_or_else(|| {
            format!("--capture: no {RECORDER_FILE} beside {}: build it with `cargo build --release -p recorder-plugin`", exe.display())
        })
}

/// The environment that makes the recorder wrap `real` and record into `dir`.
pub fn recorder_env(real: &Path, dir: &Path) -> Vec<(String, String)> {
    vec![("TPU_COMPAT_RECORD_DIR".into(), dir.display().to_string()), ("TPU_COMPAT_RECORD_REAL_PLUGIN".into(), real.display().to_string())]
}

/// The recorder's setting that answers the output memory kinds a plugin lacks.
pub const MEMORY_KIND_ENV: &str = "TPU_COMPAT_RECORD_OUTPUT_MEMORY_KIND";

/// The environment that makes the recorder wrap `real` and only forward (no recording).
pub fn forward_env(real: &Path) -> Vec<(String, String)> {
    vec![("TPU_COMPAT_RECORD_REAL_PLUGIN".into(), real.display().to_string())]
}

/// Compiles the recorder has logged so far (its index's `compile` lines).
pub fn compiles_so_far(dir: &Path) -> u32 {
    let Ok(text) = std::fs::read_to_string(dir.join("index.jsonl")) else {
        return 0;
    };
    text.lines()
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
        .filter(|v| v.get("event").and_then(|e| e.as_str()) == Some("compile"))
        .count() as u32
}

/// What importing a recording found.
#[derive(Debug, Default)]
pub struct Captured {
    /// Program folders with recorded tensors, imported into the suite.
    pub imported: usize,
    /// Program folders without tensors (the plugin refused to compile or run them).
    pub without_tensors: Vec<String>,
}

/// Imports the recording's programs that have recorded tensors as a suite
/// at `suite` (`tpu-compat import --batch`, signatures read on `plugin`).
pub fn import_suite(recording: &Path, suite: &Path, plugin: &Path) -> Result<Captured, String> {
    let programs = recording.join("programs");
    let batch = recording.join("importable");
    let _ = std::fs::remove_dir_all(&batch);
    std::fs::create_dir_all(&batch).map_err(|e| format!("{}: {e}", batch.display()))?;
    let mut got = Captured::default();
    let mut folders: Vec<PathBuf> = match std::fs::read_dir(&programs) {
        Ok(rd) => rd.flatten().map(|e| e.path()).filter(|p| p.is_dir()).collect(),
        Err(_) => Vec::new(),
    };
    folders.sort();
    for folder in folders {
        let name = folder.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        if !folder.join("inputs.safetensors").is_file() {
            got.without_tensors.push(name);
            continue;
        }
        let to = batch.join(&name);
        std::fs::create_dir_all(&to).map_err(|e| format!("{}: {e}", to.display()))?;
        for f in std::fs::read_dir(&folder).map_err(|e| format!("{}: {e}", folder.display()))?.flatten() {
            if f.path().is_file() {
                std::fs::copy(f.path(), to.join(f.file_name())).map_err(|e| format!("{}: {e}", f.path().display()))?;
            }
        }
        got.imported += 1;
    }
    if got.imported == 0 {
        return Ok(got);
    }
    let exe = std::env::current_exe().map_err(|e| format!("cannot find this binary: {e}"))?;
    let out = std::process::Command::new(exe)
        .args(["import", "--batch"])
        .arg(&batch)
        .arg("--out")
        .arg(suite)
        .arg("--device")
        .arg(plugin)
        .output()
        .map_err(|e| format!("tpu-compat import: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "tpu-compat import --batch {} failed ({}): {}",
            batch.display(),
            out.status,
            String::from_utf8_lossy(&out.stderr).trim()
        ));
    }
    Ok(got)
}
