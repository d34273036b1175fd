//! Compile-only at published size: `tpu-compat torch MODELS --device tpu --topology T` (and `run
//! real --device tpu --topology T`). A model too big for this host, or for any CPU, is still asked
//! whether TorchTPU's program of it compiles and fits on a TPU.
//!
//! The driver (`scripts/torch_tpu/published.py`) builds each model without its weights (the meta
//! device, then fake tensors on `tpu`), exports it and writes TorchTPU's StableHLO of it, every
//! weight an argument; nothing is compiled or run there. This module makes that program a
//! one-definition suite (`RUN_DIR/torch/ID/suite/ID`: `model.mlir` and a `model.toml` whose
//! arguments are all seeded, never filled on a compile-only run) and compiles it for the topology
//! with `tpu-compat run SUITE --device tpu --topology T`, in a child process: the compile service,
//! the compiler's record (memory per device, cost analysis, predicted step time) and the status
//! rules of every compile-only row, and a compiler that dies costs the row, not the run. The
//! child's row becomes the model's.

use super::driver::{Answer, Outcome};
use crate::verdict::torch as verdict;
use results::{Cause, ResultRow, Stage, Status, TorchRecord};
use std::path::{Path, PathBuf};
use std::time::Duration;
use suites::definition::{ArgumentSpec, Definition, Manifest, Role};

/// A lowering's row: the compiler's verdict on TorchTPU's program, or why there is no program.
pub fn judge(row: &mut ResultRow, a: &Answer, out: &Path, topology: &str, timeout: Duration, catalog: bool) {
    let error_type = a.error_type.as_deref().unwrap_or("Error");
    let error = a.error.as_deref().unwrap_or("");
    let mut record = TorchRecord::new(Cause::Compiled);
    record.input_shapes = a.input_shapes.clone().unwrap_or_default();
    record.parameters = a.parameters;
    record.lower_ms = a.seconds.map(|s| (s * 1e3).round() as u64);
    record.peak_host_bytes = a.peak_host_bytes;
    let (status, stage, message, cause) = match (a.outcome, &a.program) {
        (Outcome::Lowered, Some(program)) => match compile(row, program, out, topology, timeout) {
            Ok(()) => (row.status, row.stage, row.error.clone().unwrap_or_default(), Cause::Compiled),
            Err(e) => (Status::FailCompile, Stage::Compile, e, Cause::Compiled),
        },
        (Outcome::ModelError, _) => verdict::not_lowered(error_type, error, catalog),
        (Outcome::Raised, _) => verdict::raised(error_type, error, ""),
        _ => (
            Status::FailRun,
            Stage::Outputs,
            format!("the driver answered `{:?}` to a lowering, with no program", a.outcome),
            Cause::Crashed,
        ),
    };
    record.cause = cause;
    (row.status, row.stage) = (status, stage);
    row.error = (!message.is_empty()).then_some(message);
    row.torch = Some(Box::new(record));
}

/// Compiles the program for `topology` in a child `run`, and copies its row's verdict and
/// compiler record into `row`.
fn compile(row: &mut ResultRow, program: &Path, out: &Path, topology: &str, timeout: Duration) -> Result<(), String> {
    let suite = out.join("suite");
    write_definition(program, &row.id, &row.family, &suite)?;
    let run_dir = out.join("compile");
    let _ = std::fs::remove_dir_all(&run_dir);
    let exe = std::env::current_exe().map_err(|e| format!("the harness's own binary: {e}"))?;
    let mut cmd = std::process::Command::new(&exe);
    cmd.args(["run"])
        .arg(&suite)
        .args(["--device", "tpu", "--topology", topology, "--no-baselines", "--jobs", "1", "--timeout"])
        .arg(format!("{}s", timeout.as_secs().max(1)))
        .arg("--run-dir")
        .arg(&run_dir)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped());
    let said = cmd.output().map_err(|e| format!("{}: {e}", exe.display()))?;
    let rows = results::journal::read_rows(&run_dir.join(results::journal::RESULTS_FILE)).map(|c| c.rows).unwrap_or_default();
    let Some(compiled) = rows.into_iter().last() else {
        let stderr = String::from_utf8_lossy(&said.stderr);
        return Err(format!(
            "the compile for {topology} gave no row ({}): {}",
            said.status,
            stderr.lines().rfind(|l| !l.trim().is_empty()).unwrap_or("it said nothing")
        ));
    };
    row.status = compiled.status;
    row.stage = compiled.stage;
    row.error = compiled.error;
    row.compiled = compiled.compiled;
    row.mode = compiled.mode;
    row.timings.compile_ms = compiled.timings.compile_ms;
    // The compiling worker's peak (libtpu's own host memory), beside the lowering's on the record.
    row.peak_host_bytes = compiled.peak_host_bytes;
    row.device_bytes = compiled.device_bytes;
    Ok(())
}

/// `SUITE/ID/model.mlir` and `model.toml`: the program's arguments, from its text signature, as
/// seeded weights (the inputs, TorchTPU's last arguments, are seeded too: compile-only fills none).
pub fn write_definition(program: &Path, id: &str, family: &str, suite: &Path) -> Result<(), String> {
    let text = std::fs::read(program).map_err(|e| format!("{}: {e}", program.display()))?;
    let sig = runtime::parse_main_signature(&text).map_err(|e| format!("{}: {e}", program.display()))?;
    let arguments = sig
        .args
        .iter()
        .enumerate()
        .map(|(i, t)| ArgumentSpec { name: format!("arg{i}"), shape: t.shape.clone(), dtype: t.dtype, role: Role::Weight, fill: None })
        .collect();
    let manifest = Manifest {
        id: id.to_string(),
        family: family.to_string(),
        task: String::new(),
        seed: 0,
        arguments,
        outputs: Vec::new(),
        tolerance: None,
        dynamic: None,
        training: None,
        source: [("exporter".to_string(), "TorchTPU exported_to_mlir, built without weights".to_string())].into(),
    };
    let dir: PathBuf = suite.join(id);
    let _ = std::fs::remove_dir_all(suite);
    let definition = Definition { manifest, program: text, provided: Default::default() };
    suites::byo::write(&dir, &definition, None).map_err(|e| e.to_string())
}

/// What a compile-only row's printed line adds: the compiled footprint against one device's HBM,
/// the parameters, and what lowering took of this host.
pub fn line(row: &ResultRow) -> Option<String> {
    let t = row.torch.as_deref().filter(|t| t.cause == Cause::Compiled)?;
    let gb = |b: u64| format!("{:.1} GB", b as f64 / 1e9);
    let mut said = Vec::new();
    if let Some(c) = row.compiled.as_ref().filter(|c| c.memory.peak > 0) {
        let peak = c.memory.peak as u64;
        match c.hbm_bytes {
            Some(h) => said.push(format!("{} of {} HBM on one {} device", gb(peak), gb(h), c.generation)),
            None => said.push(format!("{} a device", gb(peak))),
        }
    }
    if let Some(n) = t.parameters {
        said.push(format!("{:.2}B parameters", n as f64 / 1e9));
    }
    if let (Some(ms), Some(peak)) = (t.lower_ms, t.peak_host_bytes) {
        said.push(format!("lowered in {:.1} s with {} of host memory", ms as f64 / 1e3, gb(peak)));
    }
    if let (Some(peak), true) = (row.peak_host_bytes, row.compiled.is_some()) {
        said.push(format!("compiled in {:.1} s with {}", row.timings.compile_ms / 1e3, gb(peak)));
    }
    (!said.is_empty()).then(|| said.join(", "))
}
