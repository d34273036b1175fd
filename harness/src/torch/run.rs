//! The TorchTPU source's runner: a run's models, one after another, in one
//! TorchTPU driver process (torch and TorchTPU load once; see
//! [`super::driver`]); a driver that dies or hangs costs its model's row, and
//! a fresh driver runs the next model. Each answer becomes a row by the rules
//! of `crate::verdict::torch`; rows are journaled as they come, expected
//! results applied, so `report`, `merge` and `--resume` read the folder as
//! any run's. `tpu-compat torch` and `tpu-compat run real|torch-hf` are its
//! callers.

use super::driver::{Answer, Driver, DriverSpec, HfJob, Job, Lost, Outcome, RealJob, TrainJob};
use super::models::{hf_catalog, hf_scripts, real_scripts, sources, sweep, Bound, Lengths, Model, Source, HF_CAUSAL};
use super::{capture, stored, venv, ModuleMode, Optimizer, TorchMode, Trainer};
use crate::exit::{CommandError, CommandResult, FAILURES, OK};
use crate::runner::folder::{self, Folder};
use crate::runner::shard::ShardSpec;
use crate::verdict::torch as verdict;
use baselines::{judge_outputs, Policy, Request, Rule};
use results::journal::{Journal, RunInfo};
use results::{Cause, OutputRecord, ResultRow, Stage, Status, TorchRecord};
use runtime::{tensors_file, DeviceSpec, HostTensor};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant, SystemTime};

/// The StableHLO each TorchTPU release writes (its newest): `--report-stablehlo` may not report a
/// newer one, which TorchTPU cannot write down to, and the plugin would be blamed for it.
pub const TORCHTPU_STABLEHLO: [(&str, &str); 1] = [("0.2.0", "1.16.3")];

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

/// Every setting of a TorchTPU run, typed: what `tpu-compat torch` and
/// `tpu-compat run real` turn their arguments into.
#[derive(Debug, Clone)]
pub struct Settings {
    pub models: Vec<String>,
    pub mode: TorchMode,
    pub out: Option<PathBuf>,
    pub device: String,
    pub timeout: Duration,
    pub python: Option<PathBuf>,
    pub seed: u64,
    pub lengths: Option<Lengths>,
    /// `--bounded` (`--bound`): each length under TorchTPU's bound on its sequence dimension.
    pub bound: Option<Bound>,
    pub train: Option<Trainer>,
    pub steps: u32,
    pub lr: f64,
    pub optimizer: Optimizer,
    pub report_stablehlo: Option<String>,
    /// `--rewrite-scan`: programs with a scan compiled rewritten for the plugin's StableHLO ([`super::scan`]).
    pub rewrite_scan: bool,
    /// `--topology`: compile-only at published size ([`super::published`]), with `--device tpu`.
    pub topology: Option<String>,
    pub capture: bool,
    pub module_mode: ModuleMode,
    pub expected: Option<PathBuf>,
    pub shard: Option<ShardSpec>,
    pub resume: bool,
    /// `--filter` (a regular expression over model ids) and `--limit` (the first N, after --shard).
    pub select: crate::commands::selection::Selection,
    /// `--record-baselines STORE` or `--baselines STORE`: the reference recorded into a store, or
    /// read from one, instead of run live beside TorchTPU (`super::stored`).
    pub reference: Option<Reference>,
    /// `--compile-cache DIR`: TorchTPU's on-disk program cache kept in DIR between runs (warm);
    /// `None`, the default, leaves every run cold.
    pub compile_cache: Option<PathBuf>,
}

/// Where a run's reference goes or comes from.
#[derive(Debug, Clone, PartialEq)]
pub enum Reference {
    /// `--record-baselines STORE`: the reference side alone, stored.
    Record(PathBuf),
    /// `--baselines STORE`: TorchTPU alone, judged against the store.
    Judge(PathBuf),
}

impl Reference {
    /// The flag that asked for it, with its store.
    pub fn flag(&self) -> String {
        match self {
            Reference::Record(d) => format!("--record-baselines {}", d.display()),
            Reference::Judge(d) => format!("--baselines {}", d.display()),
        }
    }
}

impl Settings {
    /// The settings as `run.json` records them, typed.
    pub fn spec(&self) -> results::TorchSpec {
        results::TorchSpec {
            models: self.models.clone(),
            mode: self.mode.to_string(),
            device: self.device.clone(),
            seed: self.seed,
            module_mode: self.module_mode.as_str().to_string(),
            train: self.train.map(|t| results::TrainSpec {
                trainer: t.as_str().to_string(),
                steps: self.steps,
                lr: self.lr,
                optimizer: self.optimizer.as_str().to_string(),
            }),
            lengths: self.lengths.as_ref().map(|l| l.0.clone()),
            bound: self.bound.map(|b| [b.lower, b.upper]),
            capture: self.capture,
            report_stablehlo: self.report_stablehlo.clone(),
            rewrite_scan: self.rewrite_scan,
            topology: self.topology.clone(),
            filter: self.select.filter.clone(),
            limit: self.select.limit,
            shard: self.shard.map(|s| s.to_string()),
            reference: self.reference.as_ref().map(|r| match r {
                Reference::Record(p) => results::StoredReference::Record(stored::absolute(p).display().to_string()),
                Reference::Judge(p) => results::StoredReference::Judge(stored::absolute(p).display().to_string()),
            }),
            cwd: std::env::current_dir().map(|d| d.display().to_string()).unwrap_or_default(),
        }
    }
}

/// The shapes of a model's inputs, in order.
type Shapes = Vec<Vec<i64>>;

/// Where a run folder keeps each model's outputs and the driver's log.
const TORCH_DIR: &str = "torch";
/// Models one driver runs before a fresh one takes over (its program cache is shared until then).
const RECYCLE_AFTER: usize = 200;

pub fn run(args: Settings) -> CommandResult {
    crate::runner::interrupt::install();
    if args.train.is_some() && matches!(args.mode, TorchMode::Compile | TorchMode::Export) {
        return Err(CommandError::setup(format!(
            "--train with --mode {}: training runs in eager or defer-and-fuse (`--train single-trace` compiles its own one program)",
            args.mode
        )));
    }
    if args.bound.is_some() && matches!(args.mode, TorchMode::Export) {
        return Err(CommandError::setup(
            "--bounded with --mode export: TorchTPU's export writes a static program (a Dim is specialised away); bound in eager, \
             defer-and-fuse or compile"
                .to_string(),
        ));
    }
    if args.reference.is_some() && args.train.is_some() {
        return Err(CommandError::setup(
            "--train with a stored reference: a training run's reference is computed beside it; --record-baselines and \
             --baselines take forward runs"
                .to_string(),
        ));
    }
    if let Some(Reference::Record(_)) = args.reference {
        if args.bound.is_some() || args.capture {
            return Err(CommandError::setup(
                "--record-baselines runs the reference alone: TorchTPU's settings (--bounded, --capture) are the judging run's; \
                 record with --lengths alone, judge with --bounded"
                    .to_string(),
            ));
        }
    }
    if let Some(t) = &args.topology {
        published_settings(&args, t)?;
    }
    let recording_reference = matches!(args.reference, Some(Reference::Record(_)));
    let job_reference = match args.reference {
        Some(Reference::Record(_)) => super::driver::Reference::Record,
        Some(Reference::Judge(_)) => super::driver::Reference::Stored,
        None => super::driver::Reference::Live,
    };
    let python = venv::python(args.python.as_deref()).map_err(CommandError::setup)?;
    let filter = args.select.regex()?;
    let all: Vec<(String, Source)> = sources(&args.models, &python)
        .map_err(CommandError::setup)?
        .into_iter()
        .filter(|(id, _)| filter.as_ref().is_none_or(|r| r.is_match(id)))
        .collect();
    if let (true, Some(f)) = (all.is_empty(), &args.select.filter) {
        return Err(CommandError::setup(format!("--filter `{f}`: no model of {} matches", args.models.join(" "))));
    }
    if args.lengths.is_some() {
        refuse_non_causal_sweeps(&all, &python)?;
    }
    let (expected, expected_file) = expected_results(&args, &all)?;
    if let Some(flag) = args.reference.as_ref().map(|r| r.flag()) {
        // A store names its files by model id: one it cannot hold is refused before any model runs.
        if let Some(e) = all.iter().find_map(|(id, _)| suites::id::check("model id", id).err()) {
            return Err(CommandError::setup(format!("{flag}: a store names its files by model id, and {e}: rename the model's file")));
        }
    }
    // Opened (a recording's folder created) once the models are known: a bad model name leaves no store behind.
    let store = match &args.reference {
        Some(Reference::Record(dir)) => Some(stored::open_for_recording(dir).map_err(CommandError::setup)?),
        Some(Reference::Judge(dir)) => Some(stored::open_for_judging(dir).map_err(CommandError::setup)?),
        None => None,
    };
    // --shard, then --limit: the first N of the shard.
    let chosen = |shard: Option<ShardSpec>| -> Vec<(String, Source)> {
        shard_of(all.clone(), shard).into_iter().take(args.select.limit.unwrap_or(usize::MAX)).collect()
    };
    // The whole run's plan, which every shard records, so `merge` can count a missing shard's models.
    let whole_planned: Vec<String> = match args.shard {
        Some(ShardSpec { count, .. }) => {
            (1..=count).flat_map(|index| sweep(chosen(Some(ShardSpec { index, count })), args.lengths.as_ref())).map(|m| m.id).collect()
        }
        None => Vec::new(),
    };
    let models = sweep(chosen(args.shard), args.lengths.as_ref());
    if let (true, Some(shard)) = (models.is_empty(), args.shard) {
        outln!("shard {shard} holds no model");
    }
    let device: DeviceSpec = args.device.parse().map_err(|e| CommandError::setup(format!("--device: {e}")))?;
    let plugin = runtime::plugin::locate_library(&device).map_err(|e| CommandError::setup(format!("--device {}: {e}", args.device)))?;
    if !plugin.is_file() {
        return Err(CommandError::setup(format!("--device {}: no plugin file at {}", args.device, plugin.display())));
    }
    // The plugin whose verdict the rows are: the run's record (and a bundle's replay) checks this one.
    let verdict_plugin = plugin.clone();
    // Compile-only: TorchTPU starts on the CPU plugin and only lowers; libtpu compiles the program.
    let plugin = match &args.topology {
        Some(_) => runtime::plugin::locate_library(&DeviceSpec::Cpu)
            .ok()
            .filter(|p| p.is_file())
            .ok_or_else(|| CommandError::setup("--topology: TorchTPU lowers on the CPU plugin, which is not installed (scripts/setup)"))?,
        None => plugin,
    };
    let recorder = if args.capture { Some(capture::recorder_plugin().map_err(CommandError::setup)?) } else { None };
    let run_dir = args.out.clone().unwrap_or_else(|| {
        let stamp = results::time::rfc3339(SystemTime::now()).replace(':', "");
        PathBuf::from("runs").join(format!("torch-{}-{stamp}", args.mode))
    });
    // The tier on rows and the run's suite: `torch-<mode>` (`-train` added), as the expected-results file names it.
    let tier = args.spec().tier();
    let info = RunInfo {
        suite: tier.clone(),
        suite_spec: args.models.join(" "),
        device: args.device.clone(),
        plugin_path: verdict_plugin.display().to_string(),
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
        torch: Some(args.spec()),
        ..Default::default()
    };
    let mut folder = Folder::open_as("--out", &run_dir, args.resume, info)?;
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
    let scans = match args.rewrite_scan.then(|| super::scan::ScanRewrite::prepare(&torch_dir)).transpose() {
        Ok(s) => s,
        Err(e) => {
            folder.remove_if_created();
            return Err(CommandError::setup(e));
        }
    };
    let policy = Policy::committed(Rule::Either).map_err(CommandError::setup)?;
    let recording = std::path::absolute(torch_dir.join("recording")).unwrap_or_else(|_| torch_dir.join("recording"));
    // compile mode executes through the recorder, which answers the memory kinds a plugin lacks.
    let runs_compiled = args.mode == TorchMode::Compile || args.train == Some(Trainer::SingleTrace);
    let wrapper = match (&recorder, runs_compiled || scans.is_some()) {
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
    if let Some(r) = &scans {
        // TorchTPU writes its own StableHLO, scans and all; the recorder writes it down for the plugin.
        env.extend(r.recorder_env());
    }
    if args.bound.is_some() && !runs_compiled {
        // Eager ops fail asynchronously ("a required argument is in a failed state", the cause
        // unlogged); launched blocking, a bound TorchTPU cannot carry through an op is raised at
        // that op, in its words.
        env.push(("TORCH_TPU_LAUNCH_BLOCKING".into(), "1".into()));
    }
    let cache = std::path::absolute(torch_dir.join("cache")).unwrap_or_else(|_| torch_dir.join("cache"));
    env.push(("TORCHINDUCTOR_CACHE_DIR".into(), cache.display().to_string()));
    env.push(("OMP_NUM_THREADS".into(), cpu_threads().to_string()));
    if let Some(dir) = &args.compile_cache {
        std::fs::create_dir_all(dir).map_err(|e| CommandError::setup(format!("--compile-cache {}: {e}", dir.display())))?;
        let dir = std::path::absolute(dir).unwrap_or_else(|_| dir.clone());
        env.push((super::driver::COMPILE_CACHE_ENV.into(), dir.display().to_string()));
        let name = tensors_file::sha256_hex(dir.display().to_string().as_bytes());
        env.push((super::driver::SHARED_CACHE_ENV.into(), format!("tpu-compat-{}", &name[..16])));
    }
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
    let plural = if models.len() == 1 { "" } else { "s" };
    match &args.topology {
        Some(t) => outln!("TorchTPU's export at published size, without weights, compiled for {t} ({} model{plural})", models.len()),
        None => outln!("TorchTPU {} on {} ({} model{plural})", args.mode, args.device, models.len()),
    }
    let (scripts, catalog, real_dir) = (hf_scripts(), hf_catalog(), real_scripts());
    let memory = runtime::host_memory_limit().map_err(|e| CommandError::setup(e.to_string()))?;
    // What a parameter holds of host memory: a forward run's copies, or a training run's.
    let (per_parameter, per_parameter_says) = match args.train {
        Some(_) => (
            args.optimizer.bytes_per_parameter(),
            format!("training with {}: parameters, gradients, optimizer state and saved steps on every side", args.optimizer.as_str()),
        ),
        None => (suites::real::FORWARD_BYTES_PER_PARAMETER, "float32 model, its device copy, the float64 reference".to_string()),
    };
    // Sweeps: the input shapes each model had at each length so far (a resumed run's rows included).
    let mut swept: std::collections::HashMap<String, Vec<(i64, Shapes)>> = std::collections::HashMap::new();
    for r in &folder.previous {
        if let (Some(len), Some(t)) = (r.length, r.torch.as_deref().filter(|t| !t.input_shapes.is_empty())) {
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
            Source::Hf(entry) => (
                None,
                Some(HfJob { catalog: &catalog, entry, scripts: &scripts, host_bytes: memory.bytes, bytes_per_parameter: per_parameter }),
                None,
            ),
            Source::Real(entry) => {
                (None, None, Some(RealJob { scripts: &real_dir, entry, host_bytes: memory.bytes, bytes_per_parameter: per_parameter }))
            }
        };
        let train =
            args.train.map(|t| TrainJob { trainer: t.as_str(), steps: args.steps, lr: args.lr, optimizer: args.optimizer.as_str() });
        let module_mode = args.module_mode.as_str();
        let job = Job {
            id,
            file: file.as_deref(),
            hf,
            real,
            out: &out,
            seed: args.seed,
            length: *length,
            bound: args.bound,
            train,
            module_mode,
            localize: false,
            reference: job_reference,
            lower: args.topology.is_some(),
        };
        if n > 0 && n % RECYCLE_AFTER == 0 {
            // A fresh driver now and then bounds what a long catalog run holds in memory.
            driver = None;
        }
        if args.bound.is_some() && n > 0 && sweep_model(&models[n - 1].id) != sweep_model(id) {
            // A bounded sweep counts a model's programs from a cold cache: programs an earlier model
            // left in the driver's cache would read as "none new" at its first length.
            driver = None;
        }
        let (recorded_before, pads_before) = capture::compiles_so_far(&recording);
        let rewrites_before = scans.as_ref().map_or(0, |r| r.mark());
        let logged_before = std::fs::metadata(&spec.log).map(|m| m.len()).unwrap_or(0);
        let family = match source {
            Source::Real(e) => format!("{}/{}", e.library, e.family),
            _ => format!("torchtpu-{}", args.mode),
        };
        let mut row = ResultRow::started(id, &family, &tier, 1);
        row.length = *length;
        row.bound = match args.bound {
            Some(b) => length.map(|_| b.upper),
            None => length.and(args.lengths.as_ref().and_then(|l| l.0.iter().max().copied())),
        };
        row.mode = args.mode.row_mode();
        row.steps = args.train.map(|_| args.steps);
        if args.train == Some(Trainer::SingleTrace) {
            // SingleTraceTrainer runs one compiled program a step, whatever TorchTPU's eager mode.
            row.mode = results::mode::Mode::Compiled;
        }
        if let (Source::Real(e), None) = (source, &args.topology) {
            if e.host_bytes_at(per_parameter) > memory.bytes {
                let source = format!("{} parameters x {per_parameter} bytes ({per_parameter_says}) + 1 GiB", e.params);
                let (status, message) = crate::verdict::host_memory_refused(e.host_bytes_at(per_parameter), memory.bytes, &source);
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
            // The versions that made the rows, for bundles and `report`: TorchTPU's and torch's.
            folder.info.platform_name = format!("TorchTPU {}", d.hello.get("torch_tpu").and_then(|v| v.as_str()).unwrap_or("?"));
            folder.info.platform_version = d.describe();
            folder.info.write(&run_dir).map_err(CommandError::run)?;
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
                let catalog = matches!(source, Source::Hf(_) | Source::Real(_));
                match (&store, recording_reference, &args.topology) {
                    (_, _, Some(t)) => super::published::judge(&mut row, &a, &out, t, args.timeout, catalog),
                    (Some(o), true, None) => record_answer(&mut row, &a, &out, o, catalog),
                    _ => judge_answer(&mut row, &a, &out, (&policy, store.as_ref()), catalog, &logged, args.bound.is_some()),
                }
                if let (Some(b), Some(len)) = (args.bound, *length) {
                    if !b.holds(len) {
                        let (status, stage, message, cause) =
                            verdict::outside_bound(len, (b.lower, b.upper), row.status, row.error.as_deref());
                        (row.status, row.stage, row.error) = (status, stage, Some(message));
                        if let Some(t) = row.torch.as_deref_mut() {
                            t.cause = cause;
                        }
                    }
                }
                // Only inputs that were built are compared: a model PyTorch CPU could not build at a length has none.
                if let (Some(len), Some(t)) = (*length, row.torch.as_deref_mut().filter(|t| !t.input_shapes.is_empty())) {
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
            Err(lost) => {
                lost_row(&mut row, lost, args.timeout);
                if let (Some(s), true, false) = (&store, recording_reference, row.status == Status::NotRun) {
                    // The reference hung or died while recording: a judging run says so, never "no baseline".
                    if let Err(e) = s.note_lost(id, row.status, row.error.as_deref().unwrap_or("")) {
                        row.error = Some(format!("{} (and the manifest could not say so: {e})", row.error.as_deref().unwrap_or("")));
                    }
                }
            }
        }
        if let Some(r) = &scans {
            mark_rewrites(&mut row, r.since(rewrites_before));
        }
        if recorder.is_some() {
            // What reached the plugin, counted at the PJRT boundary; a bounded sweep's pad programs
            // (one per new length) apart from the model's.
            let (recorded, pads) = capture::compiles_so_far(&recording);
            let (all, pads) = (recorded.saturating_sub(recorded_before), pads.saturating_sub(pads_before));
            row.compiles = Some(if args.bound.is_some() { all - pads.min(all) } else { all });
            if let (Some(_), Some(t)) = (args.bound, row.torch.as_deref_mut()) {
                t.pad_programs = Some(pads);
            }
        }
        finish_row(&mut row, started, &mut journal, &mut failed, (&expected, &args))?;
    }
    drop(driver);
    if args.lengths.is_some() {
        print_sweeps(&run_dir, args.bound)?;
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
        let got = capture::import_suite(&recording, &exported, &suite, &plugin, args.bound.map(|b| b.upper)).map_err(CommandError::run)?;
        outln!("captured {} program(s) as the suite {}", got.imported, suite.display());
        if got.tpu_only > 0 {
            outln!("  {} of them TPU-only (the plugin refused them, or would not run a bounded sweep's): seeded arguments, for `--device tpu --topology`", got.tpu_only);
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

/// The settings `--topology` (compile-only at published size) takes: `--device tpu`, and none of a
/// run's that execute (training, sweeps, capture, a stored reference, the scan rewrite).
fn published_settings(args: &Settings, topology: &str) -> Result<(), CommandError> {
    if args.device != "tpu" {
        return Err(CommandError::setup(format!(
            "--topology {topology}: compile-only for a TPU topology needs --device tpu (libtpu compiles; nothing runs), not --device {}",
            args.device
        )));
    }
    let given = [
        ("--train", args.train.is_some()),
        ("--lengths", args.lengths.is_some()),
        ("--capture", args.capture),
        ("--record-baselines/--baselines", args.reference.is_some()),
        ("--rewrite-scan", args.rewrite_scan),
        ("--compile-cache", args.compile_cache.is_some()),
        ("--mode", args.mode != TorchMode::Eager),
    ];
    let refused: Vec<&str> = given.iter().filter(|(_, g)| *g).map(|(f, _)| *f).collect();
    if !refused.is_empty() {
        return Err(CommandError::setup(format!(
            "--topology {topology} with {}: compile-only lowers each model whole through TorchTPU's export and runs nothing; \
             those settings are for runs that execute",
            refused.join(", ")
        )));
    }
    results::generations::parse_topology(topology).map_err(|e| CommandError::setup(format!("--topology: {e}")))?;
    runtime::plugin::locate_library(&DeviceSpec::Tpu).ok().filter(|p| p.is_file()).ok_or_else(|| {
        CommandError::setup(format!("--topology {topology}: libtpu, the TPU compiler, is not installed (scripts/setup --tpu)"))
    })?;
    // A well-formed name the library cannot make (`v5e:3x7`) is refused here, once, not on every row.
    let exe = std::env::current_exe().map_err(|e| CommandError::setup(format!("the harness's own binary: {e}")))?;
    let asked = std::process::Command::new(&exe)
        .args(["devices", "--device", "tpu", "--topology", topology])
        .output()
        .map_err(|e| CommandError::setup(format!("{}: {e}", exe.display())))?;
    if !asked.status.success() {
        let said = String::from_utf8_lossy(&asked.stderr);
        let said = said.lines().rfind(|l| !l.trim().is_empty()).unwrap_or("it said nothing");
        let said = said.trim_start_matches("error: ").trim_start_matches(&format!("--topology {topology}: ")).to_string();
        return Err(CommandError::setup(format!("--topology {topology}: the TPU compiler cannot make it: {said}")));
    }
    Ok(())
}

/// A row's scan rewrites on its record; where the rewriter refused a program the plugin then
/// refused too, the row's message says why the rewrite could not help.
fn mark_rewrites(row: &mut ResultRow, got: super::scan::Rewrites) {
    if let Some(t) = row.torch.as_deref_mut() {
        t.scan_rewrites = Some(got.scans);
    }
    if let (Some(why), Status::Skipped) = (got.refused, row.status) {
        row.error = Some(format!("{} (--rewrite-scan could not help: {why})", row.error.as_deref().unwrap_or("")));
    }
}

/// A sweep over lengths of catalog entries takes causal LMs only (the driver builds them on L token
/// ids): the hf catalog's, and the real catalog's transformers entries built from them (e.g.
/// `real:transformers --filter causal-lm`). Anything else is refused before a row is made.
fn refuse_non_causal_sweeps(all: &[(String, Source)], python: &Path) -> Result<(), CommandError> {
    let named = |s: &Source| match s {
        Source::Hf(e) => Some(format!("hf:{e}")),
        Source::Real(e) => Some(format!("real:{}", e.id)),
        Source::File(_) => None,
    };
    if !all.iter().any(|(_, s)| named(s).is_some()) {
        return Ok(());
    }
    let causal: std::collections::HashSet<String> =
        super::models::hf_entries(python).map_err(CommandError::setup)?.into_iter().filter(|(_, c)| *c).map(|(id, _)| id).collect();
    let is_causal = |s: &Source| match s {
        Source::Hf(e) => causal.contains(e),
        Source::Real(e) => e.library == "transformers" && causal.contains(&e.builder),
        Source::File(_) => true,
    };
    let not: Vec<String> = all.iter().filter(|(_, s)| !is_causal(s)).filter_map(|(_, s)| named(s)).collect();
    if !not.is_empty() {
        return Err(CommandError::setup(format!(
            "--lengths: {}{} {} not one of the catalogs' causal LMs, which alone are swept over lengths (`{HF_CAUSAL}` runs the hf \
             catalog's; `real:transformers --filter causal-lm` the real catalog's)",
            not.iter().take(5).cloned().collect::<Vec<_>>().join(", "),
            if not.len() > 5 { format!(" and {} more", not.len() - 5) } else { String::new() },
            if not.len() == 1 { "is" } else { "are" }
        )));
    }
    Ok(())
}

/// PyTorch CPU's threads in the driver: `OMP_NUM_THREADS` where set, else the
/// CPUs this process may use (its affinity and cgroup quota, which torch's own
/// default ignores). Oversubscribed, torch's OpenMP pool spins: two shard
/// processes on two cores at two threads each ran the CPU reference 7x slower
/// than at one.
pub(crate) fn cpu_threads() -> usize {
    std::env::var("OMP_NUM_THREADS")
        .ok()
        .and_then(|v| v.trim().parse::<usize>().ok())
        .filter(|&n| n > 0)
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
}

/// The expected-results file a run applies, and where it came from: `--expected`, else the committed
/// `torch-<mode>.<device>.toml` for a run of catalog entries only (a model file of the user's is not a tier's).
fn expected_results(
    args: &Settings,
    models: &[(String, Source)],
) -> Result<(baselines::expected::ExpectedFile, Option<PathBuf>), CommandError> {
    use baselines::expected::{committed_dir, file_path, ExpectedFile};
    let path = match &args.expected {
        Some(p) if !p.is_file() => return Err(CommandError::setup(format!("--expected: {} does not exist", p.display()))),
        Some(p) => p.clone(),
        None if models.iter().any(|(_, s)| matches!(s, Source::File(_))) => return Ok((ExpectedFile::default(), None)),
        None => file_path(&committed_dir(), &args.spec().tier(), &crate::runner::defaults::expected_target(&args.device, false)),
    };
    if !path.is_file() {
        return Ok((ExpectedFile::default(), None));
    }
    let file = ExpectedFile::load(&path).map_err(|e| CommandError::setup(format!("--expected: {e}")))?;
    Ok((file, Some(path)))
}

/// The settings a resumed run must share with the run it continues: every one that changes a row
/// (models, mode, seed, shard, the catalog, the device, training, lengths, capture, the reported
/// StableHLO, the module's mode). The Python is not one: shards of one run may run on machines whose
/// venvs lie elsewhere (`merge` and `report --vs` compare the same identity).
fn identity(args: &Settings, models: &[Model]) -> Vec<(String, String)> {
    let mut pairs = args.spec().identity();
    // Shards are cut from the catalog: a changed catalog is a different partition.
    pairs.push(("real-catalog".into(), real_catalog_digest(models)));
    pairs
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
    (expected, args): (&baselines::expected::ExpectedFile, &Settings),
) -> Result<(), CommandError> {
    if let Some(t) = row.torch.as_deref_mut() {
        // Compile-only lowers through TorchTPU's export, whatever --mode says.
        t.mode = Some(if args.topology.is_some() { TorchMode::Export } else { args.mode }.to_string());
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
        Some(p) if row.steps.is_none() => format!(", {p} programs ({} new)", row.compiles.unwrap_or(0)),
        _ => programs,
    };
    let programs = match row.torch.as_deref().map(|t| (t.module_mode.as_deref(), t.returned_mode.as_deref())) {
        Some((Some("train"), _)) if row.steps.is_none() => format!("{programs}, module in train mode (as model() returned it)"),
        Some((Some("eval"), Some("train"))) => {
            format!("{programs}, module returned in train mode, run in eval (--module-mode as-returned keeps train)")
        }
        _ => programs,
    };
    let programs = match row.torch.as_deref().and_then(|t| t.scan_rewrites) {
        Some(n) if n > 0 => format!("{programs}, chlo.scan rewritten in {n}"),
        _ => programs,
    };
    let programs = match super::published::line(row) {
        Some(said) => format!("{programs}, {said}"),
        None => programs,
    };
    let programs = match &row.training {
        Some(c) => {
            let later = match c.later_programs {
                Some(n) if n > 0 => format!(", {n} compiled after step 1 (the loop recompiles)"),
                _ => String::new(),
            };
            let phases = match c.phases.is_empty() {
                true => String::new(),
                false => format!(" (step 1 runs {})", results::PhasePrograms::describe(&c.phases)),
            };
            format!("{programs}{phases}{later}, loss {} (PyTorch CPU {})", curve(&c.device), curve(&c.baseline))
        }
        None => programs,
    };
    outln!("{:<16} {}{programs} ({:.1} s){why}", row.status.as_str(), row.id, started.elapsed().as_secs_f64());
    Ok(())
}

/// Per swept model: the programs TorchTPU compiled across its lengths, and the lengths that passed;
/// a model whose inputs did not change with the length is said to be no sweep at all. A bounded
/// sweep's model gets its verdict on the bound (`super::bounded`).
fn print_sweeps(run_dir: &Path, bound: Option<Bound>) -> Result<(), CommandError> {
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
    if let Some(b) = bound {
        let sweeps = super::bounded::sweeps(&rows, b);
        for sweep in &sweeps {
            outln!("{}", sweep.summary());
        }
        if sweeps.len() > 1 {
            outln!("{}", super::bounded::totals(&sweeps));
        }
        return Ok(());
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
/// its outputs; every status and cause from `crate::verdict::torch`.
fn judge_answer(
    row: &mut ResultRow,
    a: &Answer,
    out: &Path,
    (policy, store): (&Policy, Option<&stored::Opened>),
    catalog: bool,
    logged: &str,
    bounded: bool,
) {
    row.compiles = a.programs;
    // Against a store: its reference for this model, or the row it gives when it cannot judge (or
    // the recording's own row, where it stored no baseline). A TorchTPU raise is TorchTPU's whatever
    // the store holds, unless the recording found the reference itself unusable (it failed: a live
    // run never gets to TorchTPU). A reference that ran but changed between calls gives way to the
    // raise, as in a live run, which judges the raise before the reference's repeat.
    let reference = match (store, a.outcome) {
        (Some(s), Outcome::Ran | Outcome::Raised) => Some(s.reference_for(&row.id, a, catalog)),
        _ => None,
    };
    let compare_started = Instant::now();
    let trained = a.training.clone().unwrap_or_default();
    if let Some(l) = &a.losses {
        row.training = Some(results::LossCurve {
            device: l.tpu.clone(),
            baseline: l.cpu.clone(),
            objective: trained.objective.clone(),
            optimizer: trained.optimizer.clone(),
            later_programs: trained.later_programs.map(|n| n.max(0) as u32),
            dropout_zeroed: trained.dropout_zeroed,
            phases: trained.phases.clone(),
            ..Default::default()
        });
    }
    let name = |i: usize| trained.names.get(i).cloned().unwrap_or_else(|| format!("out{i}"));
    let error_type = a.error_type.as_deref().unwrap_or("Error");
    let error = a.error.as_deref().unwrap_or("");
    let (status, stage, message, cause) = match (a.outcome, &reference) {
        (Outcome::Ran, Some(Err(d))) => d.clone(),
        (Outcome::Raised, Some(Err(d))) if d.3 != Cause::Baseline && d.0 != Status::Nondeterministic => d.clone(),
        (outcome, _) => match outcome {
            Outcome::ModelError => verdict::reference_failed(error_type, error, catalog),
            Outcome::Raised if bounded => verdict::raised_bounded(error_type, error, logged),
            Outcome::Raised => verdict::raised(error_type, error, logged),
            Outcome::Refused => (Status::Oom, Stage::Load, error.to_string(), Cause::Refused),
            Outcome::Recorded | Outcome::Lowered => {
                (Status::FailRun, Stage::Outputs, "the driver recorded or lowered where TorchTPU was to run".into(), Cause::Crashed)
            }
            Outcome::Ran => match read_outputs(out, reference.as_ref().and_then(|r| r.as_ref().ok())) {
                Ok((tpu, cpu, f64)) => {
                    row.outputs = tpu
                        .iter()
                        .enumerate()
                        .map(|(i, t)| OutputRecord {
                            name: name(i),
                            dtype: t.dtype.name().to_string(),
                            shape: t.shape.clone(),
                            non_finite: t.non_finite_count() as u64,
                            metrics: None,
                        })
                        .collect();
                    // Named outputs (a training run's): the judge's message names them.
                    let specs: Vec<suites::OutputSpec> = row
                        .outputs
                        .iter()
                        .zip(&tpu)
                        .map(|(o, t)| suites::OutputSpec {
                            name: o.name.clone(),
                            shape: t.shape.clone(),
                            dtype: t.dtype,
                            kind: Default::default(),
                        })
                        .collect();
                    let req = Request {
                        suite: &row.tier,
                        definition_id: &row.id,
                        definition_hash: "",
                        family: &row.family,
                        outputs: &tpu,
                        output_specs: if trained.names.is_empty() { &[] } else { &specs },
                        manifest_tolerance: None,
                        tolerance_id: None,
                        tolerance_scale: &[],
                    };
                    let j = judge_outputs(&cpu, f64.as_deref(), policy, &req);
                    for (o, m) in row.outputs.iter_mut().zip(j.per_output.iter()) {
                        o.metrics = Some(m.clone());
                    }
                    let repeat = a.repeat.clone().unwrap_or_default();
                    let decided = verdict::ran(&verdict::Ran { tpu: &tpu, cpu: &cpu, repeat: &repeat, catalog, names: &trained.names }, &j);
                    match trained.names.is_empty() {
                        true => decided,
                        false => verdict::training_departure(
                            decided,
                            &j,
                            &trained.names,
                            a.losses.as_ref().map(|l| (l.tpu.as_slice(), l.cpu.as_slice())),
                        ),
                    }
                }
                Err(e) => (Status::FailRun, Stage::Outputs, format!("the driver's outputs cannot be read: {e}"), Cause::Crashed),
            },
        },
    };
    let label = reference.as_ref().and_then(|r| r.as_ref().ok()).map(|r| r.label.clone());
    let message = match (&label, status) {
        (Some(l), s) if s.is_failure() && cause == Cause::Ran => format!("{message} [judged against the {l}]"),
        _ => message,
    };
    row.status = status;
    row.stage = stage;
    row.error = (!message.is_empty()).then_some(message);
    if a.losses.is_some() && status.is_pass() {
        // A training row's outputs are three copies of the model's parameters a side: kept where
        // it failed (to look into), not where it passed (the row holds every output's metrics).
        for side in ["tpu", "cpu", "f64"] {
            let _ = std::fs::remove_file(out.join(format!("{side}.safetensors")));
        }
    }
    let mut record = TorchRecord::new(cause);
    record.module_mode = a.module_mode.clone();
    // Said only where it matters: the module holds layers that compute differently in the other mode.
    record.returned_mode = a.returned_mode.clone().filter(|r| Some(r) != a.module_mode.as_ref() && a.mode_dependent == Some(true));
    record.input_shapes = a.input_shapes.clone().unwrap_or_default();
    record.programs = a.distinct;
    record.executions = a.executions;
    record.bound_marked = a.bound.as_ref().map(|b| b.marked.clone()).unwrap_or_default();
    record.reference = label;
    row.torch = Some(Box::new(record));
    phase_timings(row, a, store.is_none());
    row.timings.compare_ms = compare_started.elapsed().as_secs_f64() * 1e3;
}

/// Where a row's time went, from the driver's clocks: building the model (`load_ms`), the
/// reference (`reference_ms`, 0 where a store holds it), TorchTPU's first run less its second (`compile_ms`: compiling),
/// the second run (`execute_ms` until the row's wall replaces it).
fn phase_timings(row: &mut ResultRow, a: &Answer, reference_ran: bool) {
    let build = a.build_s.unwrap_or(0.0);
    row.timings.load_ms = build * 1e3;
    row.timings.reference_ms = if reference_ran { (a.cpu_s.unwrap_or(0.0) - build).max(0.0) * 1e3 } else { 0.0 };
    if let (Some(first), Some(all)) = (a.tpu_first_s, a.tpu_s) {
        let second = (all - first).max(0.0);
        row.timings.compile_ms = (first - second).max(0.0) * 1e3;
    }
}

/// A recording's row: the reference stored (`pass`: a baseline to judge by), or why not, in the
/// words a live run would have used.
fn record_answer(row: &mut ResultRow, a: &Answer, out: &Path, store: &stored::Opened, catalog: bool) {
    let error_type = a.error_type.as_deref().unwrap_or("Error");
    let error = a.error.as_deref().unwrap_or("");
    let ((status, stage, message, cause), device) = match a.outcome {
        Outcome::Recorded => store.record(&row.id, a, out, catalog),
        Outcome::ModelError | Outcome::Refused | Outcome::Ran | Outcome::Raised | Outcome::Lowered => {
            let decided = match a.outcome {
                Outcome::Refused => (Status::Oom, Stage::Load, error.to_string(), Cause::Refused),
                Outcome::ModelError => verdict::reference_failed(error_type, error, catalog),
                _ => (Status::FailRun, Stage::Outputs, "the driver ran TorchTPU where it was to record".into(), Cause::Crashed),
            };
            let noted = match a.outcome {
                Outcome::ModelError => store.note_not_recorded(&row.id, a, &decided),
                _ => Ok(()),
            };
            let decided = match noted {
                Ok(()) => decided,
                Err(e) => {
                    (Status::FailRun, Stage::Compare, format!("{} (and the manifest could not say so: {e})", decided.2), Cause::Baseline)
                }
            };
            (decided, a.device.clone().unwrap_or_else(|| "cpu".into()))
        }
    };
    row.status = status;
    row.stage = stage;
    row.error = (!message.is_empty()).then_some(message);
    let mut record = TorchRecord::new(cause);
    record.module_mode = a.module_mode.clone();
    record.input_shapes = a.input_shapes.clone().unwrap_or_default();
    record.reference = Some(format!("recorded on {device}"));
    row.torch = Some(Box::new(record));
    phase_timings(row, a, true);
}

/// The model a sweep's row belongs to (`causal_lm.len4` -> `causal_lm`).
pub(crate) fn sweep_model(id: &str) -> &str {
    id.rsplit_once(".len").map_or(id, |(m, _)| m)
}

/// The first driver of a run did not come up (no such Python, no torch in it, a plugin TorchTPU
/// cannot load): a setup error, once, exit 2; a run folder this command made and wrote no row to is
/// not left behind.
fn not_started(lost: Lost, spec: &DriverSpec, args: &Settings, folder: &Folder) -> CommandError {
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

/// TorchTPU's outputs from `out`; the reference's from `stored` where the run judges against a
/// store, else from `out` beside them.
fn read_outputs(out: &Path, stored: Option<&stored::StoredReference>) -> Result<Outputs, runtime::DataError> {
    let read = |name: &str| -> Result<Vec<HostTensor>, runtime::DataError> {
        let path = out.join(name);
        let (named, _) = tensors_file::read(&path)?;
        tensors_file::ordered_args(named, "out", &path)
    };
    if let Some(s) = stored {
        return Ok((read("tpu.safetensors")?, s.cpu.clone(), s.f64.clone()));
    }
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
