//! `tpu-compat reduce ID --run RUN` of a TorchTPU row: the first ATen op
//! whose output departs from PyTorch CPU's. The model runs again on
//! TorchTPU's device (op by op, whatever the run's mode) under a dispatch
//! mode in the driver that runs every op again on CPU copies of the same
//! inputs and compares, so an error does not carry over from an earlier op;
//! the first op beyond its tolerance is written alone as a model file
//! (`repro.py`, its inputs in `repro.pt`), which `tpu-compat torch` runs on
//! its own. That run is made here too, and the report says whether the op
//! alone fails the same way.

use super::driver::{Driver, DriverSpec, HfJob, Job, Lost, RealJob};
use super::models::{hf_catalog, hf_scripts, model_of, real_scripts, Source};
use super::{venv, TorchMode};
use crate::exit::{CommandError, CommandResult, FAILURES, OK};
use results::{RunInfo, Status};
use serde::{Deserialize, Serialize};
use std::path::Path;
use std::time::Duration;

/// What the driver found.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Found {
    /// `departed`, `no-departure`, `raised`, or a model's own error (`model-error`).
    pub outcome: String,
    /// Ops TorchTPU ran and the CPU checked, up to the departing one.
    #[serde(default)]
    pub ops: u64,
    /// The departing op (`aten.convolution.default`), which of the ops it was, which output departed.
    #[serde(default)]
    pub op: Option<String>,
    #[serde(default)]
    pub index: Option<u64>,
    #[serde(default)]
    pub output: Option<u64>,
    #[serde(default, with = "results::metrics::finite_or_name::option")]
    pub max_abs: Option<f64>,
    #[serde(default)]
    pub bound: Option<String>,
    #[serde(default)]
    pub error: Option<String>,
    /// Every ATen op the model ran through TorchTPU (in the order first seen).
    #[serde(default)]
    pub used: Vec<String>,
}

/// An op the model used whose aten-tier cells are listed failing for TorchTPU
/// (`baselines/expected/aten.<device>.toml`): the op, and those cells with their status.
#[derive(Debug, Clone, Serialize)]
pub struct FailingInAten {
    pub op: String,
    pub cells: Vec<(String, String)>,
}

/// The ops of `used` (`aten.convolution.default`) whose OpInfo cells the aten tier's expected
/// results list as failing: an OpInfo named as the op's packet (`convolution`), or whose last
/// dotted part is (`nn.functional.gelu` for `gelu`).
pub fn failing_in_aten(used: &[String], expected: &baselines::expected::ExpectedFile) -> Vec<FailingInAten> {
    let mut out = Vec::new();
    for op in used {
        let packet = op.strip_prefix("aten.").unwrap_or(op).split('.').next().unwrap_or("");
        let cells: Vec<(String, String)> = expected
            .definitions
            .iter()
            .filter_map(|(id, entry)| {
                let (name, _dtype) = id.strip_prefix("aten.")?.rsplit_once('.')?;
                let same = name == packet || name.rsplit('.').next() == Some(packet);
                same.then(|| (id.clone(), entry.status.as_str().to_string()))
            })
            .collect();
        if !cells.is_empty() {
            out.push(FailingInAten { op: op.clone(), cells });
        }
    }
    out
}

/// `report.json` of a TorchTPU row's reduction.
#[derive(Debug, Serialize)]
struct Report<'a> {
    source: &'static str,
    id: &'a str,
    run: String,
    model: &'a str,
    found: &'a Found,
    /// The repro file, relative to the report; none where no op departed.
    repro: Option<&'static str>,
    /// The repro's status run alone with `tpu-compat torch` (the run's device and mode).
    alone: Option<String>,
    /// The ops the model used that the aten tier counts failing for TorchTPU.
    failing_in_aten: Vec<FailingInAten>,
}

/// Reduces the TorchTPU row `id` of `run` to its first departing ATen op, in `out`.
pub fn reduce(run: &Path, id: &str, out: &Path, budget: Duration) -> CommandResult {
    crate::runner::interrupt::install();
    let info = RunInfo::read(run).map_err(CommandError::setup)?;
    let spec = info.torch.clone().ok_or_else(|| {
        CommandError::setup(format!("--run {}: run.json has no TorchTPU settings (written before they were typed)", run.display()))
    })?;
    let rows = results::journal::read_rows(&run.join(results::journal::RESULTS_FILE)).map_err(CommandError::setup)?.rows;
    let row =
        results::tally::final_row(&rows, id).ok_or_else(|| CommandError::setup(format!("--run {}: no row for `{id}`", run.display())))?;
    if spec.train.is_some() {
        return Err(CommandError::setup(format!("{id}: a training row; reduce localizes a forward run's ops")));
    }
    if let Some(topology) = &spec.topology {
        // Localizing runs the model op by op: at published size that is the very memory the row was
        // compiled without, and on `tpu` it would execute on the TPU plugin. Nothing ran: no op departs.
        let program = run.join("torch").join(id).join("suite");
        return Err(CommandError::setup(format!(
            "{id}: a compile-only row (--topology {topology}): TorchTPU lowered it and the TPU compiler judged it, nothing ran, \
             so no op departs to find. Its program is {}; `tpu-compat run {} --device tpu --topology {topology} --no-baselines` \
             compiles it again",
            program.join(id).join("model.mlir").display(),
            program.display()
        )));
    }
    let model_id = match row.length {
        Some(l) => id.strip_suffix(&format!(".len{l}")).unwrap_or(id),
        None => id,
    };
    let (model, source) = model_of(&spec, model_id).map_err(CommandError::setup)?;
    std::fs::create_dir_all(out).map_err(|e| CommandError::setup(format!("--out {}: {e}", out.display())))?;
    let out = std::path::absolute(out).unwrap_or_else(|_| out.to_path_buf());
    let device: runtime::DeviceSpec = spec.device.parse().map_err(|e| CommandError::setup(format!("the run's device: {e}")))?;
    let plugin =
        runtime::plugin::locate_library(&device).map_err(|e| CommandError::setup(format!("the run's device {}: {e}", spec.device)))?;
    let mut env = vec![("OMP_NUM_THREADS".into(), super::run::cpu_threads().to_string())];
    // A row its run judged through the scan rewrite is reduced through it too: without it, its scan is
    // the plugin's limit again and the row does not reproduce.
    let plugin = if spec.rewrite_scan {
        let rewrite = super::scan::ScanRewrite::prepare(&out).map_err(CommandError::setup)?;
        env.extend(super::capture::forward_env(&plugin));
        env.extend(rewrite.recorder_env());
        super::capture::recorder_plugin().map_err(CommandError::setup)?
    } else {
        plugin
    };
    let driver_spec = DriverSpec {
        python: venv::python(None).map_err(CommandError::setup)?,
        plugin,
        mode: TorchMode::Eager,
        log: out.join("driver.log"),
        env,
        startup_timeout: Duration::from_secs(300),
        grace: Duration::from_secs(2),
    };
    let (scripts, catalog, real_dir) = (hf_scripts(), hf_catalog(), real_scripts());
    let memory = runtime::host_memory_limit().map_err(|e| CommandError::setup(e.to_string()))?;
    let work = out.join("work");
    let (file, hf, real) = match &source {
        Source::File(f) => (Some(f.clone()), None, None),
        Source::Hf(entry) => (
            None,
            Some(HfJob {
                catalog: &catalog,
                entry,
                scripts: &scripts,
                host_bytes: memory.bytes,
                bytes_per_parameter: suites::real::FORWARD_BYTES_PER_PARAMETER,
            }),
            None,
        ),
        Source::Real(entry) => (
            None,
            None,
            Some(RealJob {
                scripts: &real_dir,
                entry,
                host_bytes: memory.bytes,
                bytes_per_parameter: suites::real::FORWARD_BYTES_PER_PARAMETER,
            }),
        ),
    };
    let module_mode = if spec.module_mode == "as-returned" { super::ModuleMode::AsReturned } else { super::ModuleMode::Eval };
    let job = Job {
        id: model_id,
        file: file.as_deref(),
        hf,
        real,
        out: &work,
        seed: spec.seed,
        length: row.length,
        // The departing op is found op by op, unbounded: a bound changes which programs run, not what an op computes.
        bound: None,
        train: None,
        module_mode: module_mode.as_str(),
        localize: true,
        reference: super::driver::Reference::Live,
        lower: false,
    };
    outln!("{id}: running {model} op by op on TorchTPU ({}), each op against PyTorch CPU on the same inputs", spec.device);
    let mut driver = match Driver::start(&driver_spec) {
        Ok(d) => d,
        Err(Lost::Interrupted) => return Ok(crate::exit::INTERRUPTED),
        Err(e) => return Err(CommandError::setup(format!("the TorchTPU driver did not start: {e:?}"))),
    };
    let found: Found = match driver.ask(&job, budget, driver_spec.grace) {
        Ok(f) => f,
        Err(Lost::Interrupted) => return Ok(crate::exit::INTERRUPTED),
        Err(Lost::TimedOut { .. }) => {
            errln!("{id}: no op found within --budget {} s", budget.as_secs());
            return Ok(FAILURES);
        }
        Err(e) => return Err(CommandError::run(format!("{id}: the driver was lost while localizing: {e:?}"))),
    };
    drop(driver);
    let departed = found.outcome == "departed" && work.join("repro.py").is_file();
    let mut alone = None;
    if departed {
        for f in ["repro.py", "repro.pt"] {
            std::fs::copy(work.join(f), out.join(f)).map_err(|e| CommandError::run(format!("{}: {e}", out.join(f).display())))?;
        }
        alone = Some(run_alone(&out, &spec, budget));
    }
    let _ = std::fs::remove_dir_all(&work);
    let aten = aten_expected(&spec.device);
    let failing = failing_in_aten(&found.used, &aten);
    if !failing.is_empty() {
        let said: Vec<String> = failing
            .iter()
            .map(|f| format!("{} ({})", f.op, f.cells.iter().map(|(c, s)| format!("{c} {s}")).collect::<Vec<_>>().join(", ")))
            .collect();
        outln!("{id}: ops it used that the aten tier counts failing for TorchTPU: {}", said.join("; "));
    }
    let report = Report {
        source: "torchtpu",
        id,
        run: run.display().to_string(),
        model: &model,
        found: &found,
        repro: departed.then_some("repro.py"),
        alone: alone.as_ref().map(|s| s.map_or_else(|| "no row".to_string(), |s| s.to_string())),
        failing_in_aten: failing,
    };
    let text = serde_json::to_vec_pretty(&report).map_err(|e| CommandError::run(e.to_string()))?;
    runtime::tensors_file::write_atomic(&out.join(crate::reduce::REPORT), &text).map_err(|e| CommandError::run(e.to_string()))?;
    if !departed {
        let why = match found.outcome.as_str() {
            "no-departure" => format!("every one of the {} ops TorchTPU ran matched PyTorch CPU on its own inputs", found.ops),
            other => format!("{other}: {}", found.error.as_deref().unwrap_or("")),
        };
        errln!("{id}: no departing op: {why}");
        return Ok(FAILURES);
    }
    let op = found.op.as_deref().unwrap_or("?");
    outln!(
        "{id}: first departing op: {op} (the model's op {} through TorchTPU), output {}: max |TorchTPU - CPU| {:.4e} beyond {}",
        found.index.unwrap_or(0),
        found.output.unwrap_or(0),
        found.max_abs.unwrap_or(f64::NAN),
        found.bound.as_deref().unwrap_or("")
    );
    let alone = alone.flatten();
    outln!(
        "repro: {} (tpu-compat torch {} --device {}): alone it is {}",
        out.join("repro.py").display(),
        out.join("repro.py").display(),
        spec.device,
        alone.map_or_else(|| "not judged (no row)".to_string(), |s| s.to_string())
    );
    Ok(if alone.is_some_and(|s| s.is_failure()) { OK } else { FAILURES })
}

/// The repro run alone with `tpu-compat torch` on the run's device, in TorchTPU eager mode: its status.
fn run_alone(out: &Path, spec: &results::TorchSpec, budget: Duration) -> Option<Status> {
    let exe = std::env::current_exe().ok()?;
    let check = out.join("alone");
    let log = std::fs::File::create(out.join("alone.log")).ok()?;
    let mut cmd = std::process::Command::new(exe);
    cmd.arg("torch").arg(out.join("repro.py")).args(["--mode", "eager", "--device", &spec.device]);
    cmd.arg("--out").arg(&check).stdin(std::process::Stdio::null()).stdout(log.try_clone().ok()?).stderr(log);
    crate::runner::executor::run_bounded(&mut cmd, budget + Duration::from_secs(300), Duration::from_secs(2)).ok()?;
    let rows = results::journal::read_rows(&check.join(results::journal::RESULTS_FILE)).ok()?.rows;
    results::tally::final_row(&rows, "repro").map(|r| r.status)
}

/// The aten tier's committed expected results for a device (empty where there are none).
fn aten_expected(device: &str) -> baselines::expected::ExpectedFile {
    use baselines::expected::{committed_dir, file_path, ExpectedFile};
    let path = file_path(&committed_dir(), crate::aten::run::TIER, &crate::runner::defaults::expected_target(device, false));
    ExpectedFile::load(&path).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_op_is_matched_to_its_opinfo_cells_by_its_packet_name() {
        let expected: baselines::expected::ExpectedFile = toml::from_str(
            "[definitions.\"aten.nn.functional.gelu.bf16\"]\nstatus = \"fail-parity\"\n\
             [definitions.\"aten.cumsum.f32\"]\nstatus = \"fail-compile\"\n\
             [definitions.\"aten.add.f32\"]\nstatus = \"crash\"\n",
        )
        .unwrap();
        let used = ["aten.gelu.default", "aten.addmm.default", "aten.cumsum.default", "aten.mul.Tensor"].map(String::from);
        let got = failing_in_aten(&used, &expected);
        let ops: Vec<&str> = got.iter().map(|f| f.op.as_str()).collect();
        assert_eq!(ops, ["aten.gelu.default", "aten.cumsum.default"], "addmm is not add; mul has no failing cell");
        assert_eq!(got[0].cells, [("aten.nn.functional.gelu.bf16".to_string(), "fail-parity".to_string())]);
    }
}
