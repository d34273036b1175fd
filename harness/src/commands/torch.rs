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
use crate::runner::shard::ShardSpec;
use crate::torch::driver::{Answer, Driver, DriverSpec, HfJob, Job, Lost, Outcome, RealJob, TrainJob};
use crate::torch::models::{hf_catalog, hf_scripts, parse_lengths, real_scripts, sources, sweep, Lengths, Model, Source};
use crate::torch::{capture, venv, verdict, TorchMode};
use baselines::{judge_outputs, Policy, Request, Rule};
use results::journal::{Journal, RunInfo};
use results::{Cause, OutputRecord, ResultRow, Stage, Status, TorchRecord};
use runtime::{tensors_file, DeviceSpec, HostTensor};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant, SystemTime};

const AFTER: &str = "\
A model file is a Python file that defines `model()`, returning a torch.nn.Module, and `inputs()`,
returning a tuple of tensors. Each model is seeded, built once, run on PyTorch CPU (float32, and a
float64 copy of the same weights), then on torch.device(\"tpu\") through TorchTPU in the chosen mode.
Its row says whether TorchTPU ran it, crashed (the signal) or raised (in TorchTPU's words); its
outputs against PyTorch CPU eager under the float32 allclose rule and the float64 rule (an output
passes under either); and how many programs it executed and how many of those TorchTPU compiled new
(`compiles`). Each side runs twice: outputs that change between runs (random ops, dropout) are
`nondeterministic`, never judged; a forward run is inference (eval mode; --module-mode as-returned keeps
the mode model() returned), and every model starts from the driver's own state (default dtype, grad
mode, threads, folder). Where the PJRT
plugin cannot take what TorchTPU sends it (StableHLO newer than the plugin's: torch.cumsum's
`chlo.scan` on the 0.0.1 CPU plugin), the row is `skipped` and says it is the plugin's limit.

TorchTPU runs on the XLA CPU plugin by default (no TPU needed); the harness points TorchTPU at the
plugin and registers its device itself. The Python is the venv `scripts/setup --torch` installs
($HOME/.cache/tpu-compat/venv-torch, or TPU_COMPAT_TORCH_VENV), TPU_COMPAT_TORCH_PYTHON, or --python.

An hf catalog entry (`hf:bert-base`, or `hf` for all 1,000-odd forward entries) is built by the
exporter's own code (scripts/export_hf), with math SDPA on both sides so the CPU plugin can run
every program; an entry PyTorch CPU itself cannot build or run is an `error` row, not TorchTPU's.
The real catalog (`real`; a library: `real:timm`, `real:torchvision`, `real:transformers`,
`real:diffusers`, `real:open_clip`; or `real:ID`; suites/catalogs/real.csv, `tpu-compat suites` counts it) is the ecosystem's architectures
built from their configs with seeded weights; an entry whose TorchTPU run needs more host memory than
the machine has is refused up front (`oom`, the memory needed and available), never started.
In compile mode the harness answers the output memory kinds the CPU plugin lacks (all `device`),
so torch.compile'd programs run; TorchTPU's compile cache is the run's own (RUN_DIR/torch/cache),
so every run is cold.

Examples:
  tpu-compat torch my_model.py                          TorchTPU eager (one program per op)
  tpu-compat torch hf --mode defer-and-fuse             the hf catalog's forward entries
  tpu-compat torch real --shard 3/40 --out runs/real-3  one of 40 shards of the real catalog
  tpu-compat torch my_model.py --mode defer-and-fuse    ops fused into few programs
  tpu-compat torch a.py b.py --mode compile --out runs/mine
  tpu-compat report runs/mine                           the rows, as for any run
  tpu-compat torch my_model.py --capture --out runs/cap TorchTPU's programs as a suite: runs/cap/suite
  tpu-compat run runs/cap/suite --device tpu --topology v6e:2x2   ...compiled for a TPU";

#[derive(clap::Args, Debug)]
#[command(after_help = AFTER)]
pub struct Args {
    /// Models, run in order: model files (Python: `model()` -> nn.Module, `inputs()` -> tuple of
    /// tensors), `hf:ENTRY` (an hf catalog entry, built as the exporter builds it), or `hf` (every
    /// forward entry of the hf catalog, scripts/hf-catalog.toml), `real:ID`, `real:LIBRARY` or `real`
    /// (the real catalog: timm, torchvision, transformers, diffusers and open_clip models).
    #[arg(required = true, value_name = "MODEL")]
    pub models: Vec<String>,
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
    /// Train instead of running once: `--steps` SGD steps (`--lr`) through TorchTPU's
    /// `single-trace` trainer (SingleTraceTrainer: forward, loss, backward and the update in one
    /// program) or its eager `loop` (loss.backward() and torch.optim.SGD on the device, in
    /// `--mode`), against the same steps on PyTorch CPU. The loss is MSE against `targets()`
    /// where the model file defines it, else the output's mean (SingleTraceTrainer's rule). The
    /// row judges the loss curve and the parameters after the last step.
    #[arg(long, value_enum, value_name = "TRAINER", conflicts_with = "lengths")]
    pub train: Option<Trainer>,
    /// Training steps (with --train).
    #[arg(long, default_value_t = 5, value_parser = clap::value_parser!(u32).range(1..=1000), requires = "train")]
    pub steps: u32,
    /// The SGD learning rate (with --train): a finite number above 0.
    #[arg(long, default_value_t = 0.01, requires = "train", value_parser = parse_lr)]
    pub lr: f64,
    /// With --capture: report this StableHLO version (MAJOR.MINOR.PATCH, e.g. 1.16.3, TorchTPU
    /// 0.2.0's own) to TorchTPU as the plugin's. TorchTPU writes its programs for the version the
    /// plugin reports and refuses, before sending, an op that version lacks (torch.cumsum's
    /// `chlo.scan` on the CPU plugin's 1.13.3); reported newer, such a program is sent, recorded
    /// and can be compiled for a TPU, while the plugin refuses it (a `skipped` row, its limit).
    /// Programs TorchTPU would have written down to the plugin's version are then refused too.
    #[arg(long, value_name = "VERSION", requires = "capture", value_parser = parse_version)]
    pub report_stablehlo: Option<String>,
    /// Record every program TorchTPU sends the plugin (the recorder plugin, wrapped around it) into
    /// RUN_DIR/torch/recording, and import those with recorded tensors as a suite at RUN_DIR/suite:
    /// `run RUN_DIR/suite` replays it, `--device tpu --topology v6e:2x2` compiles it for a TPU.
    #[arg(long)]
    pub capture: bool,
    /// The mode a forward run puts the module in: eval (inference: dropout off, batch norms on their
    /// running statistics; the default), or as-returned (the mode model() returned it in, e.g. `.train()`
    /// for BatchNorm on the batch's statistics). The row says the mode it ran in, and the line printed
    /// for it says where a module returned in train mode, with dropout or batch norms, ran in eval.
    /// `--train` always trains in train mode.
    #[arg(long, value_enum, default_value = "eval")]
    pub module_mode: ModuleMode,
    /// An expected-results file: a failure it names is `xfail` (the run stays green), a pass it expected
    /// to fail `xpass`. Default: baselines/expected/torch-<mode>.<device>.toml where it exists and the
    /// run is of the hf or real catalog (`tpu-compat expected update RUN_DIR` writes it from a run).
    #[arg(long, value_name = "FILE")]
    pub expected: Option<PathBuf>,
    /// Run only shard K of N (K from 1) of the models, balanced by their size; a shard may be empty.
    #[arg(long)]
    pub shard: Option<ShardSpec>,
    /// Continue the run in --out (after Ctrl-C or a kill): models it already has a row for are not run
    /// again. Every setting that changes a row must be the run's own (models, mode, seed, shard,
    /// device, --train, --steps, --lr, --lengths, --capture, --report-stablehlo, --module-mode).
    #[arg(long, requires = "out")]
    pub resume: bool,
}

/// `--report-stablehlo`: MAJOR.MINOR.PATCH.
fn parse_version(s: &str) -> Result<String, String> {
    let parts: Vec<&str> = s.split('.').collect();
    if !(parts.len() == 3 && parts.iter().all(|p| !p.is_empty() && p.len() <= 4 && p.chars().all(|c| c.is_ascii_digit()))) {
        return Err(format!("`{s}` is not a StableHLO version: give MAJOR.MINOR.PATCH, e.g. 1.16.3"));
    }
    if parts[0].parse::<u32>() != Ok(1) {
        return Err(format!(
            "`{s}`: StableHLO versions are 1.x (TorchTPU 0.2.0 writes {}, the 0.0.1 CPU plugin reads 1.13.3)",
            TORCHTPU_STABLEHLO[0].1
        ));
    }
    Ok(s.to_string())
}

/// The StableHLO each TorchTPU release writes (its newest): `--report-stablehlo` may not report a
/// newer one, which TorchTPU cannot write down to, and the plugin would be blamed for it.
const TORCHTPU_STABLEHLO: [(&str, &str); 1] = [("0.2.0", "1.16.3")];

/// Where `--report-stablehlo VERSION` is newer than what the driver's TorchTPU writes: why it is refused.
fn newer_than_torchtpu(version: &str, torch_tpu: &str) -> Option<String> {
    let key = |v: &str| v.split('.').map(|p| p.parse::<u32>().unwrap_or(0)).collect::<Vec<u32>>();
    let (_, own) = TORCHTPU_STABLEHLO.iter().find(|(release, _)| *release == torch_tpu)?;
    (key(version) > key(own)).then(|| {
        format!(
            "--report-stablehlo {version}: TorchTPU {torch_tpu} writes StableHLO up to {own}; it cannot write a program for a newer \
             version, and every model would read as the plugin's limit. Give {own} or older"
        )
    })
}

/// `--lr`: a finite learning rate above 0 (NaN or a negative rate trains nothing meaningful).
fn parse_lr(s: &str) -> Result<f64, String> {
    match s.parse::<f64>() {
        Ok(v) if v.is_finite() && v > 0.0 => Ok(v),
        _ => Err(format!("`{s}` is not a learning rate: give a finite number above 0, e.g. 0.01")),
    }
}

/// The mode a forward run puts the module in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum ModuleMode {
    /// model.eval(): inference.
    Eval,
    /// The mode model() returned the module in.
    AsReturned,
}

impl ModuleMode {
    fn as_str(self) -> &'static str {
        match self {
            ModuleMode::Eval => "eval",
            ModuleMode::AsReturned => "as-returned",
        }
    }
}

/// How `--train` trains a model on TorchTPU.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Trainer {
    /// torch.tpu.optimizers.SingleTraceTrainer with its Sgd: one program a step.
    SingleTrace,
    /// The plain PyTorch training loop on the device.
    Loop,
}

impl Trainer {
    fn as_str(self) -> &'static str {
        match self {
            Trainer::SingleTrace => "single-trace",
            Trainer::Loop => "loop",
        }
    }
}

/// The shapes of a model's inputs, in order.
type Shapes = Vec<Vec<i64>>;

/// The tier name on rows and the run's suite name.
const TIER: &str = "torch";
/// Where a run folder keeps each model's outputs and the driver's log.
const TORCH_DIR: &str = "torch";
/// Models one driver runs before a fresh one takes over (its program cache is shared until then).
const RECYCLE_AFTER: usize = 200;

pub fn run(args: Args) -> CommandResult {
    crate::runner::interrupt::install();
    if args.train.is_some() && matches!(args.mode, TorchMode::Compile | TorchMode::Export) {
        return Err(CommandError::setup(format!(
            "--train with --mode {}: training runs in eager or defer-and-fuse (`--train single-trace` compiles its own one program)",
            args.mode
        )));
    }
    if args.train.is_some() && args.models.iter().any(|m| ["hf", "real"].iter().any(|c| m == c || m.starts_with(&format!("{c}:")))) {
        return Err(CommandError::setup(
            "--train takes model files; the hf catalog's training entries are the `hf` suite's, and the real catalog runs forward"
                .to_string(),
        ));
    }
    let python = venv::python(args.python.as_deref()).map_err(CommandError::setup)?;
    let all = sources(&args.models, &python).map_err(CommandError::setup)?;
    let (expected, expected_file) = expected_results(&args, &all)?;
    // The whole run's plan, which every shard records, so `merge` can count a missing shard's models.
    let whole_planned: Vec<String> = match args.shard {
        Some(_) => sweep(all.clone(), args.lengths.as_ref()).into_iter().map(|m| m.id).collect(),
        None => Vec::new(),
    };
    let models = sweep(shard_of(all, args.shard), args.lengths.as_ref());
    if let (true, Some(shard)) = (models.is_empty(), args.shard) {
        outln!("shard {shard} holds no model");
    }
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
        suite_spec: args.models.join(" "),
        device: args.device.clone(),
        plugin_path: plugin.display().to_string(),
        harness_version: env!("CARGO_PKG_VERSION").into(),
        git_revision: folder::git_revision(),
        host_cpu: runtime::cpu::describe(),
        arguments: std::env::args().collect(),
        started_at: results::time::rfc3339(SystemTime::now()),
        jobs: 1,
        timeout_s: args.timeout.as_secs_f64(),
        planned: models.iter().map(|m| m.id.clone()).collect(),
        whole_planned,
        expected_file: expected_file.map(|p| p.display().to_string()),
        shard: args.shard.map(|s| s.to_string()),
        // What --resume must match: every setting that changes a row.
        identity: identity(&args, &models),
        ..Default::default()
    };
    let folder = Folder::open_as("--out", &run_dir, args.resume, info)?;
    let done: std::collections::HashSet<&str> = folder.previous.iter().map(|r| r.id.as_str()).collect();
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
    // compile mode executes through the recorder, which answers the memory kinds a plugin lacks.
    let runs_compiled = args.mode == TorchMode::Compile || args.train == Some(Trainer::SingleTrace);
    let wrapper = match (&recorder, runs_compiled) {
        (Some(r), _) => Some(r.clone()),
        (None, true) => Some(capture::recorder_plugin().map_err(CommandError::setup)?),
        (None, false) => None,
    };
    let mut env = match (&recorder, &wrapper) {
        (Some(_), _) => capture::recorder_env(&plugin, &recording, args.report_stablehlo.as_deref()),
        (None, Some(_)) => capture::forward_env(&plugin),
        (None, None) => Vec::new(),
    };
    if runs_compiled {
        env.push((capture::MEMORY_KIND_ENV.into(), "device".into()));
    }
    let cache = std::path::absolute(torch_dir.join("cache")).unwrap_or_else(|_| torch_dir.join("cache"));
    env.push(("TORCHINDUCTOR_CACHE_DIR".into(), cache.display().to_string()));
    env.push(("OMP_NUM_THREADS".into(), cpu_threads().to_string()));
    let spec = DriverSpec {
        python,
        plugin: wrapper.unwrap_or_else(|| plugin.clone()),
        env,
        mode: args.mode,
        log: torch_dir.join("driver.log"),
        startup_timeout: args.timeout.max(Duration::from_secs(300)),
        grace: Duration::from_secs(2),
    };
    let mut driver: Option<Driver> = None;
    let mut said_hello = false;
    // A resumed run answers for all its rows, those already journaled too.
    let mut failed = folder.previous.iter().any(|r| r.status.outcome().fails_run());
    outln!("TorchTPU {} on {} ({} model{})", args.mode, args.device, models.len(), if models.len() == 1 { "" } else { "s" });
    let (scripts, catalog, real_dir) = (hf_scripts(), hf_catalog(), real_scripts());
    let memory = runtime::host_memory_limit().map_err(|e| CommandError::setup(e.to_string()))?;
    // Sweeps: the input shapes each model had at each length so far (a resumed run's rows included).
    let mut swept: std::collections::HashMap<String, Vec<(i64, Shapes)>> = std::collections::HashMap::new();
    for r in &folder.previous {
        if let (Some(len), Some(t)) = (r.length, r.torch.as_deref()) {
            swept.entry(sweep_model(&r.id).to_string()).or_default().push((len, t.input_shapes.clone()));
        }
    }
    let mut interrupted = false;
    for (n, Model { id, source, length }) in models.iter().enumerate() {
        if done.contains(id.as_str()) {
            continue;
        }
        if crate::runner::interrupt::requested() {
            interrupted = true;
            break;
        }
        let started = Instant::now();
        let out = std::path::absolute(torch_dir.join(id)).unwrap_or_else(|_| torch_dir.join(id));
        let (file, hf, real) = match source {
            Source::File(f) => (Some(std::path::absolute(f).unwrap_or_else(|_| f.clone())), None, None),
            Source::Hf(entry) => (None, Some(HfJob { catalog: &catalog, entry, scripts: &scripts }), None),
            Source::Real(entry) => (None, None, Some(RealJob { scripts: &real_dir, entry, host_bytes: memory.bytes })),
        };
        let train = args.train.map(|t| TrainJob { trainer: t.as_str(), steps: args.steps, lr: args.lr });
        let module_mode = args.module_mode.as_str();
        let job = Job { id, file: file.as_deref(), hf, real, out: &out, seed: args.seed, length: *length, train, module_mode };
        if n > 0 && n % RECYCLE_AFTER == 0 {
            // A fresh driver now and then bounds what a long catalog run holds in memory.
            driver = None;
        }
        let recorded_before = capture::compiles_so_far(&recording);
        let logged_before = std::fs::metadata(&spec.log).map(|m| m.len()).unwrap_or(0);
        let family = match source {
            Source::Real(e) => format!("{}/{}", e.library, e.family),
            _ => format!("torchtpu-{}", args.mode),
        };
        let mut row = ResultRow::started(id, &family, TIER, 1);
        row.length = *length;
        row.bound = length.and(args.lengths.as_ref().and_then(|l| l.0.iter().max().copied()));
        row.mode = args.mode.row_mode();
        row.steps = args.train.map(|_| args.steps);
        if args.train == Some(Trainer::SingleTrace) {
            // SingleTraceTrainer runs one compiled program a step, whatever TorchTPU's eager mode.
            row.mode = results::mode::Mode::Compiled;
        }
        if let Source::Real(e) = source {
            if e.host_bytes() > memory.bytes {
                let source = format!("{} parameters x 24 bytes (float32 model, its device copy, the float64 reference) + 1 GiB", e.params);
                let (status, message) = crate::verdict::host_memory_refused(e.host_bytes(), memory.bytes, &source);
                (row.status, row.stage, row.error) = (status, Stage::Load, Some(message));
                row.torch = Some(Box::new(TorchRecord::new(Cause::Refused)));
                finish_row(&mut row, started, &mut journal, &mut failed, (&expected, &args))?;
                continue;
            }
        }
        let d = match driver.take() {
            Some(d) => Ok(d),
            None => Driver::start(&spec),
        };
        let d = match (d, said_hello) {
            (Ok(d), _) => d,
            (Err(Lost::Interrupted), _) => {
                interrupted = true;
                break;
            }
            // The first driver of the run never came up: the Python, the venv or the plugin is wrong, not a model.
            (Err(lost), false) => return Err(not_started(lost, &spec, &args, &folder)),
            (Err(lost), true) => {
                lost_row(&mut row, lost, args.timeout);
                finish_row(&mut row, started, &mut journal, &mut failed, (&expected, &args))?;
                continue;
            }
        };
        if !said_hello {
            said_hello = true;
            outln!("driver: {}", d.describe());
            let torch_tpu = d.hello.get("torch_tpu").and_then(|v| v.as_str()).unwrap_or("");
            if let Some(why) = args.report_stablehlo.as_deref().and_then(|v| newer_than_torchtpu(v, torch_tpu)) {
                drop(d);
                return Err(refuse_start(why, &folder));
            }
        }
        let mut d = d;
        row.worker_pid = d.pid();
        match d.run(&job, args.timeout, spec.grace) {
            Ok(a) => {
                driver = Some(d);
                let logged = log_since(&spec.log, logged_before);
                judge_answer(&mut row, &a, &out, &policy, matches!(source, Source::Hf(_) | Source::Real(_)), &logged);
                if let (Some(len), Some(t)) = (*length, row.torch.as_deref_mut()) {
                    let seen = swept.entry(sweep_model(id).to_string()).or_default();
                    if let Some((earlier, _)) = seen.iter().find(|(l, s)| *l != len && *s == t.input_shapes) {
                        let (status, stage, message, cause) = verdict::inputs_did_not_vary(len, *earlier, &t.input_shapes);
                        (row.status, row.stage, row.error, t.cause) = (status, stage, Some(message), cause);
                    }
                    seen.push((len, t.input_shapes.clone()));
                }
            }
            Err(Lost::Interrupted) => {
                interrupted = true;
                break;
            }
            Err(lost) => lost_row(&mut row, lost, args.timeout),
        }
        if recorder.is_some() {
            // What reached the plugin, counted at the PJRT boundary.
            row.compiles = Some(capture::compiles_so_far(&recording).saturating_sub(recorded_before));
        }
        finish_row(&mut row, started, &mut journal, &mut failed, (&expected, &args))?;
    }
    drop(driver);
    if args.lengths.is_some() {
        print_sweeps(&run_dir)?;
    }
    if interrupted {
        outln!("run dir: {}", run_dir.display());
        errln!("interrupted; continue with: {}", folder::resume_command_as("--out", &run_dir));
        return Ok(crate::exit::INTERRUPTED);
    }
    outln!("run dir: {}", run_dir.display());
    if recorder.is_some() {
        let suite = run_dir.join("suite");
        let exported: Vec<capture::Exported> = match args.mode {
            TorchMode::Export => models.iter().map(|m| capture::Exported { id: m.id.clone(), dir: torch_dir.join(&m.id) }).collect(),
            _ => Vec::new(),
        };
        let got = capture::import_suite(&recording, &exported, &suite, &plugin).map_err(CommandError::run)?;
        outln!("captured {} program(s) as the suite {}", got.imported, suite.display());
        if got.tpu_only > 0 {
            outln!("  {} of them TPU-only (the plugin refused them): seeded arguments, for `--device tpu --topology`", got.tpu_only);
        }
        if !got.without_tensors.is_empty() {
            outln!(
                "  {} program(s) without tensors (never run, or refused with no libtpu to read them), kept in {}: {}",
                got.without_tensors.len(),
                recording.join("programs").display(),
                got.without_tensors.join(", ")
            );
        }
        let facts = capture::dialect_summary(&recording);
        if !facts.is_empty() {
            outln!("  dialect of the recorded programs (programs carrying each): {}", facts.join("; "));
        }
        for (id, why) in &got.refused {
            outln!("  not imported: {id}: {why}");
        }
        if got.imported > 0 {
            outln!("  replay: tpu-compat run {}", suite.display());
            outln!("  for a TPU: tpu-compat run {} --device tpu --topology v6e:2x2", suite.display());
        }
    }
    Ok(if failed { FAILURES } else { OK })
}

/// PyTorch CPU's threads in the driver: `OMP_NUM_THREADS` where set, else the
/// CPUs this process may use (its affinity and cgroup quota, which torch's own
/// default ignores). Oversubscribed, torch's OpenMP pool spins: two shard
/// processes on two cores at two threads each ran the CPU reference 7x slower
/// than at one.
fn cpu_threads() -> usize {
    std::env::var("OMP_NUM_THREADS")
        .ok()
        .and_then(|v| v.trim().parse::<usize>().ok())
        .filter(|&n| n > 0)
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
}

/// The expected-results file a run applies, and where it came from: `--expected`, else the committed
/// `torch-<mode>.<device>.toml` for a run of catalog entries only (a model file of the user's is not a tier's).
fn expected_results(
    args: &Args,
    models: &[(String, Source)],
) -> Result<(baselines::expected::ExpectedFile, Option<PathBuf>), CommandError> {
    use baselines::expected::{committed_dir, file_path, ExpectedFile};
    let path = match &args.expected {
        Some(p) if !p.is_file() => return Err(CommandError::setup(format!("--expected: {} does not exist", p.display()))),
        Some(p) => p.clone(),
        None if models.iter().any(|(_, s)| matches!(s, Source::File(_))) => return Ok((ExpectedFile::default(), None)),
        None => file_path(
            &committed_dir(),
            &expected_tier(args.mode, args.train.is_some()),
            &crate::runner::defaults::expected_target(&args.device, false),
        ),
    };
    if !path.is_file() {
        return Ok((ExpectedFile::default(), None));
    }
    let file = ExpectedFile::load(&path).map_err(|e| CommandError::setup(format!("--expected: {e}")))?;
    Ok((file, Some(path)))
}

/// The tier name a torch run's expected results go by: `torch-<mode>`, `-train` added for `--train`.
pub fn expected_tier(mode: TorchMode, train: bool) -> String {
    format!("torch-{mode}{}", if train { "-train" } else { "" })
}

/// The settings a resumed run must share with the run it continues: every one that changes a row
/// (models, mode, seed, shard, the catalog, the device, training, lengths, capture, the reported
/// StableHLO, the module's mode). The Python is not one: shards of one run may run on machines whose
/// venvs lie elsewhere (`merge` and `report --vs` compare the same identity).
fn identity(args: &Args, models: &[Model]) -> Vec<(String, String)> {
    let or_dash = |v: Option<String>| v.unwrap_or_else(|| "-".into());
    vec![
        ("torch-models".into(), args.models.join(" ")),
        ("torch-mode".into(), args.mode.to_string()),
        ("seed".into(), args.seed.to_string()),
        ("shard".into(), or_dash(args.shard.map(|s| s.to_string()))),
        // Shards are cut from the catalog: a changed catalog is a different partition.
        ("real-catalog".into(), real_catalog_digest(models)),
        // As `run` records it: the --device given (a plugin's path where given one), so runs in another checkout compare.
        ("device".into(), args.device.clone()),
        ("train".into(), or_dash(args.train.map(|t| format!("{} steps={} lr={}", t.as_str(), args.steps, args.lr)))),
        ("lengths".into(), or_dash(args.lengths.as_ref().map(|l| l.0.iter().map(|n| n.to_string()).collect::<Vec<_>>().join(",")))),
        ("capture".into(), if args.capture { "yes".into() } else { "no".into() }),
        ("report-stablehlo".into(), or_dash(args.report_stablehlo.clone())),
        ("module-mode".into(), args.module_mode.as_str().into()),
    ]
}

/// The real catalog's SHA-256 (its first 16 hex digits) where the run has real entries, else `-`.
fn real_catalog_digest(models: &[Model]) -> String {
    use sha2::Digest;
    if !models.iter().any(|m| matches!(m.source, Source::Real(_))) {
        return "-".into();
    }
    let digest = sha2::Sha256::digest(suites::real::REAL_CSV.as_bytes());
    digest.iter().take(8).map(|b| format!("{b:02x}")).collect()
}

/// The models of shard `spec` (all without one), balanced by [`Source::cost`].
fn shard_of(models: Vec<(String, Source)>, spec: Option<ShardSpec>) -> Vec<(String, Source)> {
    let Some(spec) = spec else { return models };
    let entries: Vec<suites::Entry> =
        models.iter().map(|(id, s)| suites::Entry { id: id.clone(), family: String::new(), cost: s.cost() }).collect();
    let refs: Vec<&suites::Entry> = entries.iter().collect();
    let assigned = crate::runner::shard::assign(&refs, spec.count);
    models.into_iter().zip(assigned).filter(|(_, s)| *s == spec.index - 1).map(|(m, _)| m).collect()
}

/// Times and records a finished row, and prints its line.
fn finish_row(
    row: &mut ResultRow,
    started: Instant,
    journal: &mut Journal,
    failed: &mut bool,
    (expected, args): (&baselines::expected::ExpectedFile, &Args),
) -> Result<(), CommandError> {
    if let Some(t) = row.torch.as_deref_mut() {
        t.mode = Some(args.mode.to_string());
        t.trainer = args.train.map(|t| t.as_str().to_string());
    }
    crate::verdict::apply_expected(row, expected);
    row.timings.execute_ms = started.elapsed().as_secs_f64() * 1e3;
    row.finished_at = SystemTime::now().duration_since(SystemTime::UNIX_EPOCH).map(|d| d.as_secs_f64()).unwrap_or(0.0);
    *failed |= row.status.outcome().fails_run();
    journal.append(row, true).map_err(CommandError::run)?;
    let programs = row.compiles.map(|n| format!(", {n} programs")).unwrap_or_default();
    let why = row.error.as_deref().map(|e| format!(": {}", first_line(e))).unwrap_or_default();
    let programs = match row.torch.as_deref().and_then(|t| t.programs) {
        Some(p) if row.training.is_none() => format!(", {p} programs ({} new)", row.compiles.unwrap_or(0)),
        _ => programs,
    };
    let programs = match row.torch.as_deref().map(|t| (t.module_mode.as_deref(), t.returned_mode.as_deref())) {
        Some((Some("train"), _)) if row.training.is_none() => format!("{programs}, module in train mode (as model() returned it)"),
        Some((Some("eval"), Some("train"))) => {
            format!("{programs}, module returned in train mode, run in eval (--module-mode as-returned keeps train)")
        }
        _ => programs,
    };
    let programs = match &row.training {
        Some(c) => format!("{programs}, loss {} (PyTorch CPU {})", curve(&c.device), curve(&c.baseline)),
        None => programs,
    };
    outln!("{:<16} {}{programs} ({:.1} s){why}", row.status.as_str(), row.id, started.elapsed().as_secs_f64());
    Ok(())
}

/// Per swept model: the programs TorchTPU compiled across its lengths, and the lengths that passed;
/// a model whose inputs did not change with the length is said to be no sweep at all.
fn print_sweeps(run_dir: &Path) -> Result<(), CommandError> {
    let rows = results::journal::read_rows(&run_dir.join(results::journal::RESULTS_FILE)).map_err(CommandError::run)?.rows;
    struct Sweep {
        model: String,
        programs: u32,
        passed: usize,
        lengths: usize,
        shapes: Vec<Vec<Vec<i64>>>,
    }
    let mut by_model: Vec<Sweep> = Vec::new();
    for r in rows.iter().filter(|r| r.length.is_some()) {
        let model = sweep_model(&r.id).to_string();
        if by_model.last().is_none_or(|m| m.model != model) {
            by_model.push(Sweep { model, programs: 0, passed: 0, lengths: 0, shapes: Vec::new() });
        }
        let m = by_model.last_mut().expect("pushed above");
        m.programs += r.compiles.unwrap_or(0);
        m.passed += usize::from(r.status == Status::Pass);
        m.lengths += 1;
        if let Some(t) = r.torch.as_deref().filter(|t| !t.input_shapes.is_empty()) {
            if !m.shapes.contains(&t.input_shapes) {
                m.shapes.push(t.input_shapes.clone());
            }
        }
    }
    for m in by_model {
        if m.lengths > 1 && m.shapes.len() == 1 {
            outln!(
                "{}: not a sweep: its inputs had the same shapes at all {} lengths ({:?}; inputs(L) ignores L), so nothing is said \
                 of recompiles",
                m.model,
                m.lengths,
                m.shapes[0]
            );
            continue;
        }
        outln!(
            "{}: {} distinct programs across {} lengths; {}/{} lengths pass against PyTorch CPU",
            m.model,
            m.programs,
            m.lengths,
            m.passed,
            m.lengths
        );
    }
    Ok(())
}

/// What the driver logged after `from` (at most the last MiB of it).
fn log_since(log: &Path, from: u64) -> String {
    use std::io::{Read, Seek, SeekFrom};
    let Ok(mut f) = std::fs::File::open(log) else { return String::new() };
    let end = f.metadata().map(|m| m.len()).unwrap_or(0);
    let start = from.max(end.saturating_sub(1 << 20));
    let mut bytes = Vec::new();
    if f.seek(SeekFrom::Start(start)).is_ok() {
        let _ = f.take(end - start.min(end)).read_to_end(&mut bytes);
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

/// A loss curve's first and last values.
fn curve(losses: &[f64]) -> String {
    match (losses.first(), losses.last()) {
        (Some(a), Some(b)) => format!("{a:.6} -> {b:.6}"),
        _ => "-".into(),
    }
}

fn first_line(s: &str) -> &str {
    s.lines().next().unwrap_or("")
}

/// A row from the driver's answer: its outcome, and for a model TorchTPU ran, the judgement of
/// its outputs; every status and cause from `crate::torch::verdict`.
fn judge_answer(row: &mut ResultRow, a: &Answer, out: &Path, policy: &Policy, catalog: bool, logged: &str) {
    row.compiles = a.programs;
    if let Some(l) = &a.losses {
        row.training = Some(results::LossCurve { device: l.tpu.clone(), baseline: l.cpu.clone(), reference: Vec::new() });
    }
    let error_type = a.error_type.as_deref().unwrap_or("Error");
    let error = a.error.as_deref().unwrap_or("");
    let (status, stage, message, cause) = match a.outcome {
        Outcome::ModelError => verdict::reference_failed(error_type, error, catalog),
        Outcome::Raised => verdict::raised(error_type, error, logged),
        Outcome::Refused => (Status::Oom, Stage::Load, error.to_string(), Cause::Refused),
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
                let j = judge_outputs(&cpu, f64.as_deref(), policy, &req);
                for (o, m) in row.outputs.iter_mut().zip(j.per_output.iter()) {
                    o.metrics = Some(m.clone());
                }
                let repeat = a.repeat.clone().unwrap_or_default();
                verdict::ran(&verdict::Ran { tpu: &tpu, cpu: &cpu, repeat: &repeat, catalog }, &j)
            }
            Err(e) => (Status::FailRun, Stage::Outputs, format!("the driver's outputs cannot be read: {e}"), Cause::Crashed),
        },
    };
    row.status = status;
    row.stage = stage;
    row.error = (!message.is_empty()).then_some(message);
    let mut record = TorchRecord::new(cause);
    record.module_mode = a.module_mode.clone();
    // Said only where it matters: the module holds layers that compute differently in the other mode.
    record.returned_mode = a.returned_mode.clone().filter(|r| Some(r) != a.module_mode.as_ref() && a.mode_dependent == Some(true));
    record.input_shapes = a.input_shapes.clone().unwrap_or_default();
    record.programs = a.distinct;
    record.executions = a.executions;
    row.torch = Some(Box::new(record));
    row.timings.compile_ms = 0.0;
    row.timings.load_ms = a.cpu_s.unwrap_or(0.0) * 1e3;
}

/// The model a sweep's row belongs to (`causal_lm.len4` -> `causal_lm`).
fn sweep_model(id: &str) -> &str {
    id.rsplit_once(".len").map_or(id, |(m, _)| m)
}

/// The first driver of a run did not come up (no such Python, no torch in it, a plugin TorchTPU
/// cannot load): a setup error, once, exit 2; a run folder this command made and wrote no row to is
/// not left behind.
fn not_started(lost: Lost, spec: &DriverSpec, args: &Args, folder: &Folder) -> CommandError {
    let how = match lost {
        Lost::Died { signal: Some(sig), tail, .. } => {
            format!("it died by {} before it was ready:\n{tail}", crate::verdict::signal_name(sig))
        }
        Lost::Died { code, tail, .. } => {
            format!("it exited (code {}) before it was ready:\n{tail}", code.map_or("?".into(), |c| c.to_string()))
        }
        Lost::TimedOut { tail } => format!("it was not ready within {:.0} s:\n{tail}", spec.startup_timeout.as_secs_f64()),
        Lost::Spawn(m) => m,
        Lost::Garbage { line, tail } => format!("it wrote `{line}` where it says it is ready:\n{tail}"),
        Lost::Interrupted => "interrupted".into(),
    };
    let why = format!(
        "the TorchTPU driver could not start with the Python {} (--python) and the plugin {} (--device {}): {}\ncheck that this \
         Python has torch and torch-tpu (`scripts/setup --torch` installs them) and that --device names a PJRT plugin",
        spec.python.display(),
        spec.plugin.display(),
        args.device,
        how.trim_end()
    );
    refuse_start(why, folder)
}

/// A setup error found once the run folder exists: the folder is removed where this command made it
/// and holds no row.
fn refuse_start(why: String, folder: &Folder) -> CommandError {
    let empty = results::journal::read_rows(&folder.dir.join(results::journal::RESULTS_FILE)).map(|c| c.rows.is_empty()).unwrap_or(true);
    if empty {
        folder.remove_if_created();
    }
    CommandError::setup(why)
}

/// `tpu`, `cpu` (float32) and `f64` outputs the driver wrote, each in `out0, out1, ...` order
/// (no `f64` where the model cannot run in float64).
type Outputs = (Vec<HostTensor>, Vec<HostTensor>, Option<Vec<HostTensor>>);

fn read_outputs(out: &Path) -> Result<Outputs, String> {
    let read = |name: &str| -> Result<Vec<HostTensor>, String> {
        let path = out.join(name);
        let (named, _) = tensors_file::read(&path).map_err(|e| e.to_string())?;
        tensors_file::ordered_args(named, "out", &path).map_err(|e| e.to_string())
    };
    let f64 = if out.join("f64.safetensors").is_file() { Some(read("f64.safetensors")?) } else { None };
    Ok((read("tpu.safetensors")?, read("cpu.safetensors")?, f64))
}

/// A row for a model whose driver died, hung or could not start.
fn lost_row(row: &mut ResultRow, lost: Lost, timeout: Duration) {
    row.stage = Stage::Execute;
    row.torch = Some(Box::new(TorchRecord::new(Cause::Crashed)));
    let (status, message) = match lost {
        Lost::Died { signal, code, tail } => {
            let (s, m) = crate::verdict::death(signal, code, &tail, false);
            (s, format!("TorchTPU's driver died: {m}"))
        }
        Lost::TimedOut { tail } => crate::verdict::timeout(timeout.as_secs_f64(), Stage::Execute, &tail),
        Lost::Spawn(m) => (Status::Crash, format!("the TorchTPU driver could not be started: {m}")),
        Lost::Garbage { line, tail } => crate::verdict::protocol_error(format!("the TorchTPU driver wrote `{line}`\n{tail}")),
        Lost::Interrupted => (Status::NotRun, "interrupted".into()),
    };
    row.status = status;
    row.error = Some(message);
}
