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
            Ok(fit) => {
                record.sharded_fit = fit;
                (row.status, row.stage, row.error.clone().unwrap_or_default(), Cause::Compiled)
            }
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
/// compiler record into `row`. Where it does not fit one device (`oom`), it is compiled again with
/// its weights sharded over 2, 4, 8 ... of the topology's devices (`--spmd fsdp`), and the fewest
/// that hold it are on the record ([`results::ShardedFit`]); the row stays `oom`, TorchTPU's own
/// single-device program not fitting.
fn compile(
    row: &mut ResultRow,
    program: &Path,
    out: &Path,
    topology: &str,
    timeout: Duration,
) -> Result<Option<results::ShardedFit>, String> {
    let suite = out.join("suite");
    write_definition(program, &row.id, &row.family, &suite)?;
    let compiled = compile_once(&suite, topology, &[], &out.join("compile"), timeout)?;
    row.status = compiled.status;
    row.stage = compiled.stage;
    row.error = compiled.error;
    row.mode = compiled.mode;
    row.timings.compile_ms = compiled.timings.compile_ms;
    // The compiling worker's peak (libtpu's own host memory), beside the lowering's on the record.
    row.peak_host_bytes = compiled.peak_host_bytes;
    row.device_bytes = compiled.device_bytes;
    let devices = compiled.compiled.as_ref().map_or(1, |c| c.topology_devices);
    row.compiled = compiled.compiled;
    if row.status != Status::Oom {
        return Ok(None);
    }
    let generation = row.compiled.as_ref().map(|c| c.generation.clone()).unwrap_or_default();
    let mut tried = Vec::new();
    for n in (1..).map(|k| 1u32 << k).take_while(|&n| n <= devices) {
        let n_text = n.to_string();
        let sharded =
            compile_once(&suite, topology, &["--spmd", "fsdp", "--devices", &n_text], &out.join(format!("compile-fsdp-{n}")), timeout)?;
        tried.push(n);
        if sharded.status == Status::Compiled {
            let peak = sharded.compiled.as_ref().map_or(0, |c| c.memory.peak.max(0) as u64);
            row.error = Some(format!(
                "does not fit one {generation} device; with its weights sharded over {n} (FSDP, each weight's first dimension \
                 split: the harness's annotation, as TorchTPU 0.2.0 shards only one process a chip) it fits, {:.1} GB a \
                 device. One device: {}",
                peak as f64 / 1e9,
                row.error.as_deref().unwrap_or("")
            ));
            return Ok(Some(results::ShardedFit { devices: n, peak_bytes: peak }));
        }
        if sharded.status != Status::Oom {
            break;
        }
    }
    if let Some(most) = tried.last() {
        row.error = Some(format!(
            "does not fit one {generation} device, nor {most} of {topology}'s with its weights sharded (FSDP): a larger slice \
             is needed. One device: {}",
            row.error.as_deref().unwrap_or("")
        ));
    }
    Ok(None)
}

/// One `tpu-compat run SUITE --device tpu --topology T EXTRA` into `run_dir`: its row.
fn compile_once(suite: &Path, topology: &str, extra: &[&str], run_dir: &Path, timeout: Duration) -> Result<ResultRow, String> {
    let _ = std::fs::remove_dir_all(run_dir);
    let exe = std::env::current_exe().map_err(|e| format!("the harness's own binary: {e}"))?;
    let said = std::process::Command::new(&exe)
        .arg("run")
        .arg(suite)
        .args(["--device", "tpu", "--topology", topology, "--no-baselines", "--jobs", "1", "--timeout"])
        .arg(format!("{}s", timeout.as_secs().max(1)))
        .args(extra)
        .arg("--run-dir")
        .arg(run_dir)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .output()
        .map_err(|e| format!("{}: {e}", exe.display()))?;
    let rows = results::journal::read_rows(&run_dir.join(results::journal::RESULTS_FILE)).map(|c| c.rows).unwrap_or_default();
    rows.into_iter().last().ok_or_else(|| {
        let stderr = String::from_utf8_lossy(&said.stderr);
        format!(
            "the compile for {topology} {} gave no row ({}): {}",
            extra.join(" "),
            said.status,
            stderr.lines().rfind(|l| !l.trim().is_empty()).unwrap_or("it said nothing")
        )
    })
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
    if let Some(f) = &t.sharded_fit {
        said.push(format!("fits {} devices sharded (FSDP), {} a device", f.devices, gb(f.peak_bytes)));
    }
    if let (Some(peak), true) = (row.peak_host_bytes, row.compiled.is_some()) {
        said.push(format!("compiled in {:.1} s with {}", row.timings.compile_ms / 1e3, gb(peak)));
    }
    (!said.is_empty()).then(|| said.join(", "))
}
