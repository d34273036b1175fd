//! `tpu-compat torch FILE.py...`: a user's PyTorch model through the real
//! TorchTPU in one of its modes, judged against PyTorch CPU eager, one row
//! per model in a run folder that `report` reads.
//!
//! The models run one after another in one TorchTPU driver process (torch
//! and TorchTPU load once; see `crate::torch::driver`); a driver that dies
//! or hangs costs its model's row, and a fresh driver runs the next model.
//! Statuses are decided by `crate::torch::verdict`.

use crate::exit::{CommandError, CommandResult, FAILURES, OK};
use crate::runner::duration::parse_duration;
use crate::runner::folder::{self, Folder};
use crate::torch::driver::{Answer, Driver, DriverSpec, Job, Lost, Outcome};
use crate::torch::{capture, venv, verdict, TorchMode};
use baselines::{judge_outputs, Policy, Request, Rule};
use results::journal::{Journal, RunInfo};
use results::{OutputRecord, ResultRow, Stage, Status};
use runtime::{tensors_file, DeviceSpec, HostTensor};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant, SystemTime};

const AFTER: &str = "\
A model file is a Python file that defines `model()`, returning a torch.nn.Module, and `inputs()`,
returning a tuple of tensors. Each model is seeded, built once, run on PyTorch CPU (float32, and a
float64 copy of the same weights), then on torch.device(\"tpu\") through TorchTPU in the chosen mode.
Its row says whether TorchTPU ran it, crashed (the signal) or raised (in TorchTPU's words); its
outputs against PyTorch CPU eager under the float32 allclose rule and the float64 rule (an output
passes under either); and how many programs TorchTPU compiled for it (`compiles`). Where the PJRT
plugin cannot take what TorchTPU sends it (StableHLO newer than the plugin's: torch.cumsum's
`chlo.scan` on the 0.0.1 CPU plugin), the row is `skipped` and says it is the plugin's limit.

TorchTPU runs on the XLA CPU plugin by default (no TPU needed); the harness points TorchTPU at the
plugin and registers its device itself. The Python is the venv `scripts/setup --torch` installs
($HOME/.cache/tpu-compat/venv-torch, or TPU_COMPAT_TORCH_VENV), TPU_COMPAT_TORCH_PYTHON, or --python.

Examples:
  tpu-compat torch my_model.py                          TorchTPU eager (one program per op)
  tpu-compat torch my_model.py --mode defer-and-fuse    ops fused into few programs
  tpu-compat torch a.py b.py --mode compile --out runs/mine
  tpu-compat report runs/mine                           the rows, as for any run
  tpu-compat torch my_model.py --capture --out runs/cap TorchTPU's programs as a suite: runs/cap/suite
  tpu-compat run runs/cap/suite --device tpu --topology v6e:2x2   ...compiled for a TPU";

#[derive(clap::Args, Debug)]
#[command(after_help = AFTER)]
pub struct Args {
    /// Model files (Python: `model()` -> nn.Module, `inputs()` -> tuple of tensors), run in order.
    #[arg(required = true, value_name = "FILE.py")]
    pub files: Vec<PathBuf>,
    /// TorchTPU's mode: eager (its default, DEFER_NEVER), defer-and-fuse, compile (torch.compile
    /// with backend="tpu"), export (torch.export, then TorchTPU's StableHLO of it).
    #[arg(long, value_enum, default_value = "eager")]
    pub mode: TorchMode,
    /// Run folder (default runs/torch-<mode>-<UTC time>/).
    #[arg(long, value_name = "RUN_DIR")]
    pub out: Option<PathBuf>,
    /// The PJRT plugin TorchTPU runs on: cpu (the XLA CPU plugin), tpu (libtpu), or a plugin's path.
    #[arg(long, default_value = "cpu")]
    pub device: String,
    /// Per-model limit, e.g. 300s, 10m; past it the driver is killed and the model is a `timeout` row.
    #[arg(long, default_value = "600s", value_parser = parse_duration)]
    pub timeout: Duration,
    /// The Python of a TorchTPU venv (default: TPU_COMPAT_TORCH_PYTHON, else the venv of `scripts/setup --torch`).
    #[arg(long, value_name = "PATH")]
    pub python: Option<PathBuf>,
    /// The seed set before each model's `model()` and `inputs()`.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Sweep each model over sequence lengths: `inputs(length)` is called with each (`1..16`,
    /// or `1,4,16`), one row a length (`ID.lenL`), its programs those TorchTPU compiled at that
    /// length; the summary gives the distinct programs across the lengths (one per length means a
    /// recompile per length).
    #[arg(long, value_name = "RANGE", value_parser = parse_lengths)]
    pub lengths: Option<Lengths>,
    /// Record every program TorchTPU sends the plugin (the recorder plugin, wrapped around it) into
    /// RUN_DIR/torch/recording, and import those with recorded tensors as a suite at RUN_DIR/suite:
    /// `run RUN_DIR/suite` replays it, `--device tpu --topology v6e:2x2` compiles it for a TPU.
    #[arg(long)]
    pub capture: bool,
}

/// The tier name on rows and the run's suite name.
const TIER: &str = "torch";
/// Where a run folder keeps each model's outputs and the driver's log.
const TORCH_DIR: &str = "torch";

pub fn run(args: Args) -> CommandResult {
    let models = sweep(model_ids(&args.files)?, args.lengths.as_ref());
    let python = venv::python(args.python.as_deref()).map_err(CommandError::setup)?;
    let device: DeviceSpec = args.device.parse().map_err(|e| CommandError::setup(format!("--device: {e}")))?;
    let plugin = runtime::plugin::locate_library(&device).map_err(|e| CommandError::setup(format!("--device {}: {e}", args.device)))?;
    if !plugin.is_file() {
        return Err(CommandError::setup(format!("--device {}: no plugin file at {}", args.device, plugin.display())));
    }
    let recorder = if args.capture { Some(capture::recorder_plugin().map_err(CommandError::setup)?) } else { None };
    let run_dir = args.out.clone().unwrap_or_else(|| {
        let stamp = results::time::rfc3339(SystemTime::now()).replace(':', "");
        PathBuf::from("runs").join(format!("torch-{}-{stamp}", args.mode))
    });
    let info = RunInfo {
        suite: TIER.into(),
        suite_spec: args.files.iter().map(|f| f.display().to_string()).collect::<Vec<_>>().join(" "),
        device: args.device.clone(),
        plugin_path: plugin.display().to_string(),
        harness_version: env!("CARGO_PKG_VERSION").into(),
        git_revision: folder::git_revision(),
        arguments: std::env::args().collect(),
        started_at: results::time::rfc3339(SystemTime::now()),
        jobs: 1,
        timeout_s: args.timeout.as_secs_f64(),
        planned: models.iter().map(|m| m.id.clone()).collect(),
        identity: vec![("torch-mode".into(), args.mode.to_string()), ("seed".into(), args.seed.to_string())],
        ..Default::default()
    };
    let folder = Folder::open(&run_dir, false, info)?;
    let torch_dir = run_dir.join(TORCH_DIR);
    let opened = folder.info.write(&run_dir).map_err(CommandError::setup).and_then(|()| {
        std::fs::create_dir_all(&torch_dir).map_err(|e| CommandError::setup(format!("{}: {e}", torch_dir.display())))?;
        Journal::open(&run_dir).map_err(CommandError::setup)
    });
    let mut journal = match opened {
        Ok(j) => j,
        Err(e) => {
            folder.remove_if_created();
            return Err(e);
        }
    };
    let policy = Policy::committed(Rule::Either).map_err(CommandError::setup)?;
    let recording = std::path::absolute(torch_dir.join("recording")).unwrap_or_else(|_| torch_dir.join("recording"));
    let spec = DriverSpec {
        python,
        plugin: recorder.clone().unwrap_or_else(|| plugin.clone()),
        env: if recorder.is_some() { capture::recorder_env(&plugin, &recording) } else { Vec::new() },
        mode: args.mode,
        log: torch_dir.join("driver.log"),
        startup_timeout: args.timeout.max(Duration::from_secs(300)),
        grace: Duration::from_secs(2),
    };
    let mut driver: Option<Driver> = None;
    let mut failed = false;
    outln!("TorchTPU {} on {} ({} model{})", args.mode, args.device, models.len(), if models.len() == 1 { "" } else { "s" });
    for Model { id, file, length } in &models {
        let started = Instant::now();
        let out = std::path::absolute(torch_dir.join(id)).unwrap_or_else(|_| torch_dir.join(id));
        let file = std::path::absolute(file).unwrap_or_else(|_| file.clone());
        let job = Job { id, file: &file, out: &out, seed: args.seed, length: *length };
        let recorded_before = capture::compiles_so_far(&recording);
        let mut row = ResultRow::started(id, &format!("torchtpu-{}", args.mode), TIER, 1);
        row.length = *length;
        row.bound = length.and(args.lengths.as_ref().and_then(|l| l.0.iter().max().copied()));
        row.mode = args.mode.row_mode();
        let answer = match driver.take() {
            Some(d) => Ok(d),
            None => Driver::start(&spec),
        }
        .and_then(|mut d| {
            row.worker_pid = d.pid();
            let a = d.run(&job, args.timeout, spec.grace)?;
            driver = Some(d);
            Ok(a)
        });
        match answer {
            Ok(a) => judge_answer(&mut row, &a, &out, &policy),
            Err(lost) => lost_row(&mut row, lost, args.timeout),
        }
        if recorder.is_some() {
            // What reached the plugin, counted at the PJRT boundary.
            row.compiles = Some(capture::compiles_so_far(&recording).saturating_sub(recorded_before));
        }
        row.timings.execute_ms = started.elapsed().as_secs_f64() * 1e3;
        row.finished_at = SystemTime::now().duration_since(SystemTime::UNIX_EPOCH).map(|d| d.as_secs_f64()).unwrap_or(0.0);
        failed |= row.status.outcome().fails_run();
        journal.append(&row, true).map_err(CommandError::run)?;
        let programs = row.compiles.map(|n| format!(", {n} programs")).unwrap_or_default();
        let why = row.error.as_deref().map(|e| format!(": {}", first_line(e))).unwrap_or_default();
        outln!("{:<16} {}{programs} ({:.1} s){why}", row.status.as_str(), id, started.elapsed().as_secs_f64());
    }
    drop(driver);
    if args.lengths.is_some() {
        print_sweeps(&run_dir)?;
    }
    outln!("run dir: {}", run_dir.display());
    if recorder.is_some() {
        let suite = run_dir.join("suite");
        let got = capture::import_suite(&recording, &suite, &plugin).map_err(CommandError::run)?;
        outln!("captured {} program(s) with their tensors as the suite {}", got.imported, suite.display());
        if !got.without_tensors.is_empty() {
            outln!(
                "  {} program(s) the plugin refused, kept without tensors in {}: {}",
                got.without_tensors.len(),
                recording.join("programs").display(),
                got.without_tensors.join(", ")
            );
        }
        if got.imported > 0 {
            outln!("  replay: tpu-compat run {}", suite.display());
            outln!("  for a TPU: tpu-compat run {} --device tpu --topology v6e:2x2", suite.display());
        }
    }
    Ok(if failed { FAILURES } else { OK })
}

/// The lengths of `--lengths`.
#[derive(Debug, Clone)]
pub struct Lengths(pub Vec<i64>);

/// `A..B` (both included) or `L,L,...`; each at least 1.
fn parse_lengths(s: &str) -> Result<Lengths, String> {
    let bad = || format!("`{s}` is not a list of lengths (e.g. 1..16 or 1,4,16, each at least 1)");
    let v: Vec<i64> = match s.split_once("..") {
        Some((a, b)) => {
            let (a, b) = (a.trim().parse::<i64>().map_err(|_| bad())?, b.trim().parse::<i64>().map_err(|_| bad())?);
            if b < a || b - a > 4096 {
                return Err(bad());
            }
            (a..=b).collect()
        }
        None => s.split(',').map(|x| x.trim().parse::<i64>().map_err(|_| bad())).collect::<Result<_, _>>()?,
    };
    if v.is_empty() || v.iter().any(|&l| l < 1) {
        return Err(bad());
    }
    let mut seen = std::collections::BTreeSet::new();
    Ok(Lengths(v.into_iter().filter(|l| seen.insert(*l)).collect()))
}

/// One row to make: a model file, at one length when sweeping.
struct Model {
    id: String,
    file: PathBuf,
    length: Option<i64>,
}

fn sweep(files: Vec<(String, PathBuf)>, lengths: Option<&Lengths>) -> Vec<Model> {
    let mut out = Vec::new();
    for (id, file) in files {
        match lengths {
            None => out.push(Model { id, file, length: None }),
            Some(l) => out.extend(l.0.iter().map(|&len| Model { id: format!("{id}.len{len}"), file: file.clone(), length: Some(len) })),
        }
    }
    out
}

/// Per swept model: the distinct programs TorchTPU compiled across its lengths, and the lengths that passed.
fn print_sweeps(run_dir: &Path) -> Result<(), CommandError> {
    let rows = results::journal::read_rows(&run_dir.join(results::journal::RESULTS_FILE)).map_err(CommandError::run)?.rows;
    let mut by_model: Vec<(String, u32, usize, usize)> = Vec::new();
    for r in rows.iter().filter(|r| r.length.is_some()) {
        let model = r.id.rsplit_once(".len").map(|(m, _)| m.to_string()).unwrap_or_else(|| r.id.clone());
        if by_model.last().is_none_or(|m| m.0 != model) {
            by_model.push((model, 0, 0, 0));
        }
        let m = by_model.last_mut().expect("pushed above");
        m.1 += r.compiles.unwrap_or(0);
        m.2 += usize::from(r.status == Status::Pass);
        m.3 += 1;
    }
    for (model, programs, passed, lengths) in by_model {
        outln!("{model}: {programs} distinct programs across {lengths} lengths; {passed}/{lengths} lengths pass against PyTorch CPU");
    }
    Ok(())
}

/// Each file's row id (its stem; `-2`, `-3`... where stems repeat), after checking it is a readable `.py`.
fn model_ids(files: &[PathBuf]) -> Result<Vec<(String, PathBuf)>, CommandError> {
    let mut out: Vec<(String, PathBuf)> = Vec::new();
    for f in files {
        if f.extension().and_then(|e| e.to_str()) != Some("py") {
            return Err(CommandError::setup(format!("{}: not a Python model file (FILE.py defining model() and inputs())", f.display())));
        }
        if !f.is_file() {
            return Err(CommandError::setup(format!("{}: no such file", f.display())));
        }
        let stem = f.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_else(|| "model".into());
        let mut id = stem.clone();
        let mut n = 1;
        while out.iter().any(|(i, _)| *i == id) {
            n += 1;
            id = format!("{stem}-{n}");
        }
        out.push((id, f.clone()));
    }
    Ok(out)
}

fn first_line(s: &str) -> &str {
    s.lines().next().unwrap_or("")
}

/// A row from the driver's answer: its outcome, and for a model TorchTPU ran, the judgement of its outputs.
fn judge_answer(row: &mut ResultRow, a: &Answer, out: &Path, policy: &Policy) {
    row.compiles = a.programs;
    let error_type = a.error_type.as_deref().unwrap_or("Error");
    let error = a.error.as_deref().unwrap_or("");
    let (status, stage, message) = match a.outcome {
        Outcome::ModelError => {
            let (s, st, m) = verdict::model_error(error_type, error);
            (s, st, Some(m))
        }
        Outcome::Raised => {
            let (s, st, m) = verdict::raised(error_type, error);
            (s, st, Some(m))
        }
        Outcome::Ran => match read_outputs(out) {
            Ok((tpu, cpu, f64)) => {
                row.outputs = tpu
                    .iter()
                    .enumerate()
                    .map(|(i, t)| OutputRecord {
                        name: format!("out{i}"),
                        dtype: t.dtype.name().to_string(),
                        shape: t.shape.clone(),
                        non_finite: t.non_finite_count() as u64,
                        metrics: None,
                    })
                    .collect();
                let req = Request {
                    suite: TIER,
                    definition_id: &row.id,
                    definition_hash: "",
                    family: &row.family,
                    outputs: &tpu,
                    output_specs: &[],
                    manifest_tolerance: None,
                    tolerance_id: None,
                    tolerance_scale: &[],
                };
                let j = judge_outputs(&cpu, Some(&f64), policy, &req);
                for (o, m) in row.outputs.iter_mut().zip(j.per_output.iter()) {
                    o.metrics = Some(m.clone());
                }
                verdict::ran(&j)
            }
            Err(e) => (Status::FailRun, Stage::Outputs, Some(format!("the driver's outputs cannot be read: {e}"))),
        },
    };
    row.status = status;
    row.stage = stage;
    row.error = message;
    row.timings.compile_ms = 0.0;
    row.timings.load_ms = a.cpu_s.unwrap_or(0.0) * 1e3;
}

/// `tpu`, `cpu` (float32) and `f64` outputs the driver wrote, each in `out0, out1, ...` order.
type Outputs = (Vec<HostTensor>, Vec<HostTensor>, Vec<HostTensor>);

fn read_outputs(out: &Path) -> Result<Outputs, String> {
    let read = |name: &str| -> Result<Vec<HostTensor>, String> {
        let path = out.join(name);
        let (named, _) = tensors_file::read(&path).map_err(|e| e.to_string())?;
        tensors_file::ordered_args(named, "out", &path).map_err(|e| e.to_string())
    };
    Ok((read("tpu.safetensors")?, read("cpu.safetensors")?, read("f64.safetensors")?))
}

/// A row for a model whose driver died, hung or could not start.
fn lost_row(row: &mut ResultRow, lost: Lost, timeout: Duration) {
    row.stage = Stage::Execute;
    let (status, message) = match lost {
        Lost::Died { signal, code, tail } => {
            let (s, m) = crate::verdict::death(signal, code, &tail, false);
            (s, format!("TorchTPU's driver died: {m}"))
        }
        Lost::TimedOut { tail } => crate::verdict::timeout(timeout.as_secs_f64(), Stage::Execute, &tail),
        Lost::Spawn(m) => (Status::Crash, format!("the TorchTPU driver could not be started: {m}")),
        Lost::Garbage { line, tail } => crate::verdict::protocol_error(format!("the TorchTPU driver wrote `{line}`\n{tail}")),
    };
    row.status = status;
    row.error = Some(message);
}
