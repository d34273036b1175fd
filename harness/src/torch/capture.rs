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

use super::error::TorchError;
use std::path::{Path, PathBuf};

pub const RECORDER_FILE: &str = "libpjrt_recorder_plugin.so";

/// The recorder plugin beside this binary (the newer of the release folder's and `deps/`'s copy).
pub fn recorder_plugin() -> Result<PathBuf, TorchError> {
    let exe = std::env::current_exe().map_err(TorchError::io(Path::new("/proc/self/exe")))?;
    let dir = exe.parent().map(Path::to_path_buf).unwrap_or_default();
    [dir.join(RECORDER_FILE), dir.join("deps").join(RECORDER_FILE)]
        .into_iter()
        .filter_map(|p| std::fs::metadata(&p).and_then(|m| m.modified()).ok().map(|t| (t, p)))
        .max()
        .map(|(_, p)| p)
        .ok_or(TorchError::NoRecorder { file: RECORDER_FILE, dir })
}

/// The environment that makes the recorder wrap `real` and record into
/// `dir`; with `stablehlo`, it reports that version as the plugin's (see
/// `--report-stablehlo`).
pub fn recorder_env(real: &Path, dir: &Path, stablehlo: Option<&str>) -> Vec<(String, String)> {
    let mut env = vec![
        ("TPU_COMPAT_RECORD_DIR".into(), dir.display().to_string()),
        ("TPU_COMPAT_RECORD_REAL_PLUGIN".into(), real.display().to_string()),
    ];
    if let Some(v) = stablehlo {
        env.push(("TPU_COMPAT_RECORD_STABLEHLO_VERSION".into(), v.to_string()));
    }
    env
}

/// The recorder's setting that answers the output memory kinds a plugin lacks.
pub const MEMORY_KIND_ENV: &str = "TPU_COMPAT_RECORD_OUTPUT_MEMORY_KIND";

/// The environment that makes the recorder wrap `real` and only forward (no recording).
pub fn forward_env(real: &Path) -> Vec<(String, String)> {
    vec![("TPU_COMPAT_RECORD_REAL_PLUGIN".into(), real.display().to_string())]
}

/// Compiles the recorder has logged so far (its index's `compile` lines), and how many of them are
/// TorchTPU's bounded-dynamism pad programs ([`is_pad_program`]).
pub fn compiles_so_far(dir: &Path) -> (u32, u32) {
    let Ok(text) = std::fs::read_to_string(dir.join("index.jsonl")) else {
        return (0, 0);
    };
    let compiles: Vec<serde_json::Value> = text
        .lines()
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
        .filter(|v| v.get("event").and_then(|e| e.as_str()) == Some("compile"))
        .collect();
    (compiles.len() as u32, compiles.iter().filter(|v| is_pad_program(v)).count() as u32)
}

/// Whether a recorded compile is one of the small programs TorchTPU's dynamic backend compiles for
/// each new input length, padding the input to its bound (its ops: `stablehlo.set_dimension_size`,
/// with `stablehlo.pad` below the bound, constants and an optimization barrier), not the model's.
pub fn is_pad_program(compile: &serde_json::Value) -> bool {
    const PAD_OPS: [&str; 4] = ["stablehlo.constant", "stablehlo.optimization_barrier", "stablehlo.pad", "stablehlo.set_dimension_size"];
    let ops: Vec<&str> =
        compile.pointer("/dialect/ops").and_then(|o| o.as_array()).into_iter().flatten().filter_map(|o| o.as_str()).collect();
    ops.contains(&"stablehlo.set_dimension_size") && ops.iter().all(|o| PAD_OPS.contains(o))
}

/// The dialect facts of the recorded programs (the recorder's index), one
/// line each: StableHLO versions, custom calls, `chlo` ops and dot
/// precisions, with how many distinct programs carry each.
pub fn dialect_summary(dir: &Path) -> Vec<String> {
    use std::collections::{BTreeMap, BTreeSet};
    let Ok(text) = std::fs::read_to_string(dir.join("index.jsonl")) else { return Vec::new() };
    let mut seen = BTreeSet::new();
    let mut counts: [(&str, BTreeMap<String, usize>); 4] = [
        ("StableHLO", BTreeMap::new()),
        ("custom calls", BTreeMap::new()),
        ("chlo ops", BTreeMap::new()),
        ("dot precisions", BTreeMap::new()),
    ];
    for v in text.lines().filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok()) {
        let (Some(id), Some(d)) = (v.get("program").and_then(|p| p.as_str()), v.get("dialect")) else { continue };
        if v.get("event").and_then(|e| e.as_str()) != Some("compile") || !seen.insert(id.to_string()) {
            continue;
        }
        let mut add = |k: usize, value: &str| *counts[k].1.entry(value.to_string()).or_default() += 1;
        if let Some(ver) = d.get("stablehlo_version").and_then(|x| x.as_str()) {
            add(0, ver);
        }
        for (k, key) in [(1, "custom_calls"), (2, "chlo"), (3, "dot_precisions")] {
            for x in d.get(key).and_then(|x| x.as_array()).into_iter().flatten().filter_map(|x| x.as_str()) {
                add(k, x);
            }
        }
    }
    counts
        .iter()
        .filter(|(_, m)| !m.is_empty())
        .map(|(what, m)| format!("{what}: {}", m.iter().map(|(k, n)| format!("{k} ({n})")).collect::<Vec<_>>().join(", ")))
        .collect()
}

/// What importing a recording found.
#[derive(Debug, Default)]
pub struct Captured {
    /// Program folders with recorded tensors, imported into the suite.
    pub imported: usize,
    /// Program folders without tensors (the plugin refused to compile or run them).
    pub without_tensors: Vec<String>,
    /// Folders `import` refused, with its reason (e.g. eager's in-place bytecode, whose donation
    /// cannot be read from bytecode).
    pub refused: Vec<(String, String)>,
    /// Programs the plugin refused, imported with seeded arguments (their signature read on a TPU
    /// topology): TPU-only, compiled by `run --device tpu --topology ...`.
    pub tpu_only: usize,
}

/// An `export`-mode program to add to the suite: TorchTPU's whole-model
/// StableHLO text (`DIR/program.mlir`), its arguments in order
/// (`DIR/export-inputs.safetensors`) and, where TorchTPU ran it, PyTorch CPU's
/// outputs (`DIR/cpu.safetensors`) as its baseline. Text, so its signature
/// is read without a plugin: a TPU-only Mosaic kernel in it does not keep it
/// out of the suite, and `run --device tpu --topology ...` compiles it.
pub struct Exported {
    pub id: String,
    pub dir: PathBuf,
}

/// The topology a TPU-only program (no tensors: the plugin refused it) is
/// compiled for to read its signature, compile-only.
const SIGNATURE_TOPOLOGY: &str = "v6e:2x2";

/// Imports the recording's programs that have recorded tensors, and the
/// `exported` programs, as a suite at `suite` (`tpu-compat import --batch`,
/// signatures of bytecode read on `plugin`). Programs the plugin refused
/// (no tensors: a TPU-only Mosaic kernel on the CPU) join the suite with
/// seeded arguments where libtpu is installed: their signature is read by
/// compiling them for a TPU topology, so `run --device tpu --topology ...`
/// compiles them and `run` on the CPU says they are not runnable there.
pub fn import_suite(
    recording: &Path,
    exported: &[Exported],
    suite: &Path,
    plugin: &Path,
    bound: Option<i64>,
) -> Result<Captured, TorchError> {
    let programs = recording.join("programs");
    let mut got = Captured::default();
    let mut folders: Vec<PathBuf> = match std::fs::read_dir(&programs) {
        Ok(rd) => rd.flatten().map(|e| e.path()).filter(|p| p.is_dir()).collect(),
        Err(_) => Vec::new(),
    };
    folders.sort();
    let (with, without): (Vec<PathBuf>, Vec<PathBuf>) = folders.into_iter().partition(|f| f.join("inputs.safetensors").is_file());
    let batch = fresh(&recording.join("importable"))?;
    let mut staged = 0;
    for folder in &with {
        copy_folder(folder, &batch.join(name(folder)))?;
        staged += 1;
    }
    for e in exported {
        let program = e.dir.join("program.mlir");
        let args = e.dir.join("export-inputs.safetensors");
        if !program.is_file() || !args.is_file() {
            continue;
        }
        let to = batch.join(format!("{}.export", e.id));
        std::fs::create_dir_all(&to).map_err(TorchError::io(&to))?;
        copy(&program, &to.join("model.mlir"))?;
        copy(&args, &to.join("inputs.safetensors"))?;
        if e.dir.join("cpu.safetensors").is_file() {
            copy(&e.dir.join("cpu.safetensors"), &to.join("expected.safetensors"))?;
        }
        staged += 1;
    }
    if staged > 0 {
        let refused = import_batch(&batch, suite, &["--device".as_ref(), plugin.as_os_str()])?;
        got.imported += staged - refused.len();
        got.refused.extend(refused.into_iter().map(|(id, why)| (id, in_torchtpus_words(why))));
    }
    // Only programs the plugin refused are TPU-only; one it compiled but nobody ran stays out.
    let refused_by_plugin = refused_programs(recording);
    // In a bounded sweep, a program the plugin compiled but would not run (TorchTPU's eager bounded
    // buffers) is TPU-only too: nobody else runs it.
    let (without, never_ran): (Vec<PathBuf>, Vec<PathBuf>) =
        without.into_iter().partition(|f| bound.is_some() || refused_by_plugin.contains(&name(f)));
    got.without_tensors = never_ran.iter().map(|f| name(f)).collect();
    let tpu = match runtime::plugin::locate_library(&runtime::DeviceSpec::Tpu) {
        Ok(p) if p.is_file() && !without.is_empty() => p,
        _ => {
            got.without_tensors.extend(without.iter().map(|f| name(f)));
            return Ok(got);
        }
    };
    let batch = fresh(&recording.join("importable-tpu"))?;
    for folder in &without {
        let to = batch.join(name(folder));
        copy_folder(folder, &to)?;
        let mut definition = std::fs::read(folder.join("definition.json"))
            .ok()
            .and_then(|b| serde_json::from_slice::<serde_json::Value>(&b).ok())
            .and_then(|v| v.as_object().cloned())
            .unwrap_or_default();
        definition.insert("fill".into(), serde_json::json!("normal(1.0)"));
        if let Some(b) = bound {
            // A bounded sweep's program: its dynamic dimensions seeded at the bound, so the TPU's
            // compile reports the memory at the bound.
            definition.insert("fill_dynamic_at".into(), serde_json::json!(b));
        }
        let definition = serde_json::Value::Object(definition);
        std::fs::write(to.join("definition.json"), definition.to_string()).map_err(TorchError::io(&to))?;
        runtime::tensors_file::write(&to.join("inputs.safetensors"), &[], &Default::default())?;
    }
    let refused = import_batch(&batch, suite, &["--device".as_ref(), tpu.as_os_str(), "--topology".as_ref(), SIGNATURE_TOPOLOGY.as_ref()])?;
    got.tpu_only = without.len() - refused.len();
    got.imported += got.tpu_only;
    got.refused.extend(refused.into_iter().map(|(id, why)| (id, in_torchtpus_words(why))));
    Ok(got)
}

/// `import`'s refusal of a recorded program, said of TorchTPU where import's own words are for a
/// JAX export: a program with donated buffers arrives from TorchTPU as bytecode (an in-place op on a
/// tensor the model owns, whose result TorchTPU writes into its input), and nothing a TorchTPU user
/// can export differently; the row's own verdict judged the op.
fn in_torchtpus_words(why: String) -> String {
    if !why.contains("jax.buffer_donor") {
        return why;
    }
    let program = why.split(": ").next().unwrap_or("");
    format!(
        "{program}: TorchTPU donated this program's buffers (an in-place op such as `add_` on a tensor the model owns: its \
         result is written into its input) and sent it as bytecode, whose donations cannot be read here, so it cannot be \
         replayed as recorded; it stays in the recording, and the model's row judged what it computed"
    )
}

/// The programs whose compile the real plugin refused (an `error` on their compile line).
fn refused_programs(recording: &Path) -> std::collections::BTreeSet<String> {
    let text = std::fs::read_to_string(recording.join("index.jsonl")).unwrap_or_default();
    text.lines()
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
        .filter(|v| v.get("event").and_then(|e| e.as_str()) == Some("compile") && v.get("error").is_some())
        .filter_map(|v| v.get("program").and_then(|p| p.as_str()).map(str::to_string))
        .collect()
}

fn name(folder: &Path) -> String {
    folder.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default()
}

fn fresh(dir: &Path) -> Result<PathBuf, TorchError> {
    let _ = std::fs::remove_dir_all(dir);
    std::fs::create_dir_all(dir).map_err(TorchError::io(dir))?;
    Ok(dir.to_path_buf())
}

fn copy(from: &Path, to: &Path) -> Result<(), TorchError> {
    std::fs::copy(from, to).map(|_| ()).map_err(TorchError::io(from))
}

fn copy_folder(from: &Path, to: &Path) -> Result<(), TorchError> {
    std::fs::create_dir_all(to).map_err(TorchError::io(to))?;
    for f in std::fs::read_dir(from).map_err(TorchError::io(from))?.flatten() {
        if f.path().is_file() {
            copy(&f.path(), &to.join(f.file_name()))?;
        }
    }
    Ok(())
}

/// `tpu-compat import --batch BATCH --out SUITE ARGS...`: the folders it refused, with why.
fn import_batch(batch: &Path, suite: &Path, args: &[&std::ffi::OsStr]) -> Result<Vec<(String, String)>, TorchError> {
    let exe = std::env::current_exe().map_err(TorchError::io(Path::new("/proc/self/exe")))?;
    let out = std::process::Command::new(&exe)
        .args(["import", "--batch"])
        .arg(batch)
        .arg("--out")
        .arg(suite)
        .args(args)
        .output()
        .map_err(TorchError::io(&exe))?;
    match out.status.code() {
        Some(0) => Ok(Vec::new()),
        // Some folders were refused, the others imported.
        Some(1) => Ok(String::from_utf8_lossy(&out.stdout)
            .lines()
            .filter_map(|l| l.strip_prefix("FAILED ").and_then(|l| l.split_once(": ")))
            .map(|(id, why)| (id.to_string(), why.to_string()))
            .collect()),
        _ => Err(TorchError::Import {
            batch: batch.to_path_buf(),
            status: out.status.to_string(),
            said: format!("{}{}", String::from_utf8_lossy(&out.stdout).trim(), String::from_utf8_lossy(&out.stderr).trim()),
        }),
    }
}
