//! `tpu-compat run`: run a tier, catalog or folder of definitions in worker
//! processes, journal every attempt, and summarise. This file turns the
//! arguments into typed settings once ([`Resolved`]), checks all of them
//! before anything is written, sets up (or checks, for `--resume`) the run
//! folder under its lock, and hands the loop to `runner::dispatch`. Where
//! the run stands afterwards is read through `results::tally`, the same
//! reading `report` makes of the folder.

use crate::exit::{CommandError, CommandResult, INTERRUPTED, SETUP};
use crate::runner::dispatch::{Dispatcher, Settings};
use crate::runner::duration::parse_duration;
use crate::runner::folder::{self, Folder};
use crate::runner::plan::{self, Plan};
use crate::runner::pool::WorkerSpec;
use crate::runner::protocol::{JobOptions, SweepRequest};
use crate::runner::shard::ShardSpec;
use crate::runner::topology::{default_jobs, env_per_slot};
use crate::runner::{cache, defaults, interrupt, summary};
use results::journal::{self, Journal, RunInfo};
use results::tally::{self, Planned};
use runtime::DeviceSpec;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, SystemTime};
use suites::Suite;

#[derive(clap::Args, Debug)]
#[command(after_help = "\
Exit codes: 0 every planned definition passed or failed as expected; 1 unexpected failures, or
planned definitions left unrun (interrupted, --fail-fast); 2 setup error (bad arguments, no plugin,
a run folder that holds another run or is locked): nothing ran and no run folder is left behind;
3 the run broke after definitions started (e.g. the journal cannot be written); 130 interrupted
(Ctrl-C): the journal holds what finished, and the command to resume is printed.

Parity rule (--rule): `either` (default) passes a floating output within allclose OR, where the
store holds a float64 reference, within PyTorch's f64-reference rule; each output records which
rule decided and both margins. `allclose` and `f64` apply one rule only.

Jobs: one worker per chip on gpu/tpu; on cpu one worker per core. Measured on 2 cores, 200 Tier 1
definitions: --jobs 2 is 1.16x faster than 1, --jobs 3 1.23x at 1.5x the memory.

Compile profile: on the CPU plugin every suite compiles `fast` by default (XLA optimisation level 0,
no expensive LLVM passes, the classic CPU fusion code generator) except the op tier and realsize:
2-10x faster, and no status changed over Tier 1, Tier 2, hf, dynamism sweeps and folder suites of
your own; under `fast` 8 op-tier cases (tan, tanh, power) fail, so ops keeps `full`
(scripts/bench-profiles). Other devices compile `full`. --compile-profile overrides either way.")]
pub struct Args {
    /// `tier1`, `tier2`, `dynamism`, `train`, `ops`, `realsize`, `hf`, a catalog, or a folder of definition folders.
    pub suite: String,
    /// cpu, gpu, tpu, or the path of a PJRT plugin .so
    #[arg(long, short, default_value = "cpu")]
    pub device: String,
    /// Worker processes, at least 1 (default: 1 per chip on gpu/tpu, 1 per core on cpu:
    /// on 2 cores, 2 workers ran 200 Tier 1 definitions 1.16x faster than 1).
    #[arg(long, short)]
    pub jobs: Option<usize>,
    #[command(flatten)]
    pub select: super::selection::Selection,
    /// Run only shard K of N (K from 1), balanced by estimated cost; a shard may be empty.
    #[arg(long)]
    pub shard: Option<ShardSpec>,
    /// Per-definition limit, e.g. 300s, 5m, 1.5h (at most 7 days); the worker is killed past it.
    #[arg(long, default_value = "300s", value_parser = parse_duration)]
    pub timeout: Duration,
    /// Training steps (definitions whose arguments alias outputs): steps each runs,
    /// compiled once, its state kept on the device; every step's loss is judged.
    #[arg(long, default_value_t = crate::train::DEFAULT_STEPS, value_parser = crate::train::parse_steps)]
    pub steps: usize,
    /// Grace between SIGTERM and SIGKILL for a worker past its timeout.
    #[arg(long, default_value = "2s", value_parser = parse_duration, hide = true)]
    pub kill_grace: Duration,
    /// Run folder (default runs/<suite>-<UTC time>/).
    #[arg(long)]
    pub run_dir: Option<PathBuf>,
    /// Continue the run in --run-dir with the same settings: finished definitions are not run again.
    #[arg(long, requires = "run_dir")]
    pub resume: bool,
    /// Re-run a definition that crashed or timed out up to N more times.
    #[arg(long, default_value_t = 0)]
    pub retries: u32,
    /// Stop handing out definitions after the first unexpected failure.
    #[arg(long)]
    pub fail_fast: bool,
    /// Compile every definition afresh; neither read nor write the compile cache.
    #[arg(long)]
    pub no_cache: bool,
    /// Afterwards, localize each fail-parity row (`tpu-compat diverge`): the origin op, error growth and a
    /// one-op repro under RUN_DIR/details/<id>.diverge/, shown on the row's dashboard page.
    #[arg(long)]
    pub localize: bool,
    #[command(flatten)]
    pub judging: super::judging::JudgingArgs,
    /// Dynamism sweeps: lengths to run (default, edges, all, or N[,N...]).
    #[arg(long)]
    pub lengths: Option<String>,
    /// Dynamism sweeps: compute the static baselines on this device in this run.
    #[arg(long = "self")]
    pub self_baseline: bool,
    /// Dynamism sweeps: the bounded program to sweep (prefill or decode).
    #[arg(long)]
    pub program: Option<String>,
    /// Devices each program runs on at once. Default: what each program declares (its
    /// `mhlo.num_partitions`, Shardy mesh or shardings; 1 for an unsharded program). A program
    /// that declares another count, or more devices than the plugin has, is refused (exit 2).
    #[arg(long, value_name = "N")]
    pub devices: Option<u32>,
    /// Run every (unsharded) definition sharded over --devices N by annotating its program:
    /// dp splits data arguments by their first (batch) dimension where N divides it, weights
    /// replicated; fsdp also splits each weight's first dimension. Judged against the
    /// definition's one-device baselines and against its one-device run.
    #[arg(long, value_name = "STRATEGY", requires = "devices", value_parser = clap::builder::PossibleValuesParser::new(["dp", "fsdp"]))]
    pub spmd: Option<String>,
    /// Compile only, for this device topology of the plugin, with no chips: every definition is
    /// compiled by the device's own compiler (libtpu: v5e:2x2, v6e:16x16, v5p:16x16x32, tpu7x:2x2x1
    /// ...) and described (compiled memory, cost analysis, collectives), never run, no input made.
    /// Rows say `compiled`, `oom` or `fail-compile`, never `pass`.
    #[arg(long, value_name = "NAME")]
    pub topology: Option<String>,
    /// How each definition's program runs: `compiled` (default: one program of the whole
    /// definition, fused), `eager` (every top-level op of @main its own program, results kept on
    /// the device and fed to the next op, as PyTorch's eager mode dispatches), or `deferred:N`
    /// (N consecutive ops one program). Eager and deferred outputs are judged against the same
    /// baselines; op programs are cached by text, operand types and compile settings, across
    /// definitions and runs, and replayed for determinism and --repeat as compiled rows are. A
    /// plain forward program on one device runs op by op; training steps, sharded programs,
    /// bounded dynamism, the op tier, and a program the harness cannot split are `skipped` rows
    /// that say why (the harness's limit, not the device's). Compile-only (--topology), every
    /// distinct op program is compiled for the topology, and the fit is judged on the values the
    /// run holds at each op.
    #[arg(long, value_name = "MODE", default_value = "compiled")]
    pub mode: results::Mode,
    /// Run each definition in two modes (`eager,compiled`, `deferred:8,compiled`) in the same
    /// worker from the same inputs: both judged against the baseline and against each other, and
    /// timed interleaved (one run each, then 3 timed runs each, E,C,E,C...). The row (its own mode
    /// is --mode, which must be one of the two) records both verdicts, their largest disagreement,
    /// which mode departs (eager: an op wrong on its own; fusion: eager passes and compiled fails,
    /// or they disagree) and the speedup, op-by-op median / compiled median. Its status is the
    /// worse of the two, its message naming the departing mode.
    #[arg(long, value_name = "A,B", value_delimiter = ',')]
    pub compare_modes: Vec<results::Mode>,
    #[command(flatten)]
    pub compilation: crate::compilation::CompilationArgs,
    /// Performance rows: execute each definition R more times right after its judged execution, on
    /// the same executable and inputs, each timed and its outputs checked bit for bit against the
    /// judged run's. Rows get the median, p5/p95, min and max execute time, every compiled memory
    /// field, the compiler's cost analysis (flops, bytes accessed) and FLOP/s and bytes/s achieved.
    /// 0 (default) times nothing more; 5 for a nightly, 30 for a benchmark. At most 1000.
    #[arg(long, value_name = "R", default_value_t = 0, value_parser = clap::value_parser!(u32).range(0..=1000))]
    pub repeat: u32,
    /// Do not run each definition's judged execution a second time to check it gives the same bits
    /// (by default it does: a difference beyond 2 ULPs makes the row `nondeterministic`, unless the
    /// expected-results file marks the definition `flaky`). --repeat's executions are checked anyway.
    #[arg(long)]
    pub no_determinism: bool,
    /// CPU plugin: threads of XLA's intra-op pool in each worker (PJRT_NPROC), to check that
    /// results do not depend on them (compare a run with --threads 1 and one without). Rows record
    /// the pool the plugin made, counted in the worker: XLA's CPU client makes at least one thread
    /// per device (4 here), so --threads 1 gives 4.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=1024))]
    pub threads: Option<u32>,
}

/// The arguments, checked and turned into what the run uses.
struct Resolved {
    device: DeviceSpec,
    suite: Suite,
    chosen: Vec<String>,
    /// When sharded: every shard's definitions together (`run.json`'s `whole_planned`).
    whole_planned: Vec<String>,
    jobs: usize,
    run_dir: PathBuf,
    options: JobOptions,
    expected: baselines::expected::ExpectedFile,
    /// Where `expected` was read from (run.json records it); none applied.
    expected_file: Option<PathBuf>,
    /// `run.json`'s identity: what `--resume` must find unchanged.
    identity: Vec<(String, String)>,
}

fn resolve(args: &Args) -> Result<Resolved, CommandError> {
    let device: DeviceSpec = args.device.parse().map_err(|e| CommandError::setup(format!("--device: {e}")))?;
    if device == DeviceSpec::Tpu {
        // Before looking for libtpu: the refusal does not depend on having one.
        if let Some(p) = &args.compilation.compile_profile {
            let profile: runtime::CompileProfile = p.parse().map_err(CommandError::setup)?;
            profile.check_platform("tpu").map_err(CommandError::setup)?;
        }
    }
    if let Some(t) = &args.topology {
        if matches!(device, DeviceSpec::Cpu | DeviceSpec::Gpu) {
            return Err(CommandError::setup(format!(
                "--topology {t} compiles with the TPU compiler: give --device tpu (or the path of a libtpu.so), not --device {device}"
            )));
        }
        results::generations::parse_topology(t).map_err(|e| CommandError::setup(format!("--topology: {e}")))?;
    }
    // Compile-only needs the library, not chips.
    let located = match args.topology {
        Some(_) => runtime::plugin::locate_library(&device),
        None => runtime::plugin::locate(&device),
    };
    let plugin = located.map_err(|e| CommandError::setup(format!("--device {}: {e}", args.device)))?;
    if !plugin.is_file() {
        let what = if plugin.is_dir() { "is a folder, not a plugin .so file" } else { "does not exist" };
        return Err(CommandError::setup(format!("--device {}: {} {what}", args.device, plugin.display())));
    }
    if args.jobs == Some(0) {
        return Err(CommandError::setup("--jobs: 0 workers cannot run anything (give 1 or more)"));
    }
    let suite = Suite::open(&args.suite).map_err(CommandError::setup)?;
    let filter = args.select.regex()?;
    if plan::select(&suite, filter.as_ref(), None).is_empty() {
        return Err(CommandError::setup(format!("no definitions of {} match --filter", suite.name)));
    }
    // A shard may legitimately be empty (an Indexed Job with more shards than definitions).
    let choice = plan::choose(&suite, filter.as_ref(), args.shard, args.select.limit);
    let chosen: Vec<String> = choice.chosen.iter().map(|e| e.id.clone()).collect();
    let whole_planned: Vec<String> = match args.shard {
        Some(_) => choice.whole.iter().map(|e| e.id.clone()).collect(),
        None => Vec::new(),
    };
    let rule = args.judging.rule();
    let mut sweep = SweepRequest { self_baseline: args.self_baseline, ..Default::default() };
    if let Some(l) = &args.lengths {
        sweep.lengths = l.parse().map_err(CommandError::setup)?;
        crate::dynamism::check_lengths(&suite, &chosen, &sweep.lengths).map_err(CommandError::setup)?;
    }
    if let Some(p) = &args.program {
        sweep.program = p.parse().map_err(|e| CommandError::setup(format!("--program: {e}")))?;
        // A folder's bounded definitions are one exported program each: there is no decode or leaky variant to build.
        if sweep.program != crate::dynamism::Program::Prefill && std::path::Path::new(&args.suite).is_dir() {
            return Err(CommandError::setup(format!(
                "--program {p}: {} is a folder of definitions, each its own exported program; --program chooses the program \
                 the dynamism tier builds from a catalog",
                args.suite
            )));
        }
    }
    let run_dir = args
        .run_dir
        .clone()
        .unwrap_or_else(|| PathBuf::from("runs").join(format!("{}-{}", suite.name, results::time::compact_utc(SystemTime::now()))));
    let baseline_dir = defaults::baseline_store(args.judging.baselines.as_deref(), args.judging.no_baselines, &args.suite, &suite.name)
        .map_err(CommandError::setup)?;
    let details_dir = Some(std::path::absolute(&run_dir).unwrap_or_else(|_| run_dir.clone()));
    let compilation = args.compilation.resolve(defaults::compile_profile(&suite, &device)).map_err(CommandError::setup)?;
    if compilation.numerics != program::profiles::Numerics::Native {
        if let Some(program) = bytecode_in_folder(Path::new(&args.suite)) {
            return Err(CommandError::setup(format!(
                "--numerics {}: {} is MLIR bytecode, and a numerics profile rewrites program text (every definition of it \
                 would fail to compile); give the text form, or run without --numerics",
                compilation.numerics,
                program.display()
            )));
        }
    }
    if args.devices == Some(0) {
        return Err(CommandError::setup("--devices: 0 devices cannot run anything (give 1 or more)"));
    }
    let spmd: Option<program::spmd::Strategy> = args.spmd.as_deref().map(str::parse).transpose().map_err(CommandError::setup)?;
    if spmd.is_some() && args.devices.is_some_and(|n| n < 2) {
        return Err(CommandError::setup("--spmd shards over --devices N: give N of 2 or more"));
    }
    if let (Some(t), true) = (&args.topology, args.repeat > 0) {
        return Err(CommandError::setup(format!(
            "--repeat {} times executions, and --topology {t} compiles only (nothing executes): drop one of them",
            args.repeat
        )));
    }
    if !args.compare_modes.is_empty() {
        check_compared_modes(&args.compare_modes, args.mode, args.topology.is_some()).map_err(CommandError::setup)?;
    }
    let devices = args.devices;
    if let (Some(n), DeviceSpec::Gpu | DeviceSpec::Tpu) = (args.threads, &device) {
        return Err(CommandError::setup(format!(
            "--threads {n} sets the XLA CPU plugin's intra-op threads; --device {device} has its own (give --device cpu or a CPU plugin's path)"
        )));
    }
    let options = JobOptions {
        no_cache: args.no_cache,
        baseline_dir,
        rule,
        details_dir,
        sweep,
        compilation,
        steps: args.steps,
        devices,
        spmd,
        repeat: args.repeat,
        determinism: !args.no_determinism,
        threads: args.threads,
        mode: args.mode,
        compare_modes: args.compare_modes.clone(),
    };
    let (expected, expected_file) =
        defaults::expected_results(args.judging.expected.as_deref(), &args.suite, &suite.name, &device, args.topology.is_some())
            .map_err(CommandError::setup)?;
    // Compile-only uses no chip: one worker per core, as on the CPU.
    let jobs = args.jobs.unwrap_or_else(|| default_jobs(if args.topology.is_some() { &DeviceSpec::Cpu } else { &device }));
    let identity = vec![
        // However the spec is spelled (`models`, `models/`, `./models`), the same suite.
        ("suite".to_string(), format!("{} ({})", Suite::canonical_spec(&args.suite), suite.name)),
        ("device".into(), args.device.clone()),
        ("filter".into(), args.select.filter.clone().unwrap_or_default()),
        ("limit".into(), args.select.limit.map(|n| n.to_string()).unwrap_or_default()),
        (plan::SHARD_SETTING.into(), args.shard.map(|s| s.to_string()).unwrap_or_default()),
        ("rule".into(), rule.as_str().into()),
        ("baselines".into(), options.baseline_dir.as_ref().map(|d| d.display().to_string()).unwrap_or_default()),
        ("expected".into(), args.judging.expected.as_ref().map(|d| d.display().to_string()).unwrap_or_default()),
        ("lengths".into(), options.sweep.lengths.to_arg()),
        ("program".into(), format!("{:?}", options.sweep.program).to_lowercase()),
        ("self".into(), options.sweep.self_baseline.to_string()),
        ("steps".into(), args.steps.to_string()),
        ("devices".into(), devices.map(|n| n.to_string()).unwrap_or_else(|| "as declared".into())),
        ("spmd".into(), spmd.map(|s| s.as_str().to_string()).unwrap_or_default()),
        ("numerics".into(), compilation.numerics.to_string()),
        ("compile profile".into(), compilation.profile.to_string()),
        ("compiler environment".into(), cache::compiler_env().join(" ")),
        // Last: a changed setting above is the better message; this catches a suite whose content changed.
        (plan::PLANNED_SETTING.into(), plan::planned_identity(&chosen)),
    ];
    let mut identity = identity;
    if args.mode.is_op_by_op() || !args.compare_modes.is_empty() {
        // Only where set: a run folder from before modes resumes unchanged (absent: compiled, not compared).
        let last = identity.len().saturating_sub(1);
        identity.insert(last, ("mode".into(), args.mode.to_string()));
        let compared: Vec<String> = args.compare_modes.iter().map(ToString::to_string).collect();
        identity.insert(last + 1, ("compare modes".into(), compared.join(",")));
    }
    if let Some(t) = &args.topology {
        // Only where given: a run folder from before compile-only runs resumes unchanged.
        identity.insert(2, (defaults::TOPOLOGY_SETTING.into(), t.clone()));
    }
    // Likewise only where not the default: what a resumed run's rows must have been made with.
    let at = identity.len() - 1;
    if args.repeat > 0 {
        identity.insert(at, ("repeat".into(), args.repeat.to_string()));
    }
    if args.no_determinism {
        identity.insert(at, ("determinism".into(), "off".into()));
    }
    if let Some(n) = args.threads {
        identity.insert(at, ("threads".into(), n.to_string()));
    }
    Ok(Resolved { device, suite, chosen, whole_planned, jobs, run_dir, options, expected, expected_file, identity })
}

/// `--compare-modes`: two different modes, one of them the row's own (`--mode`), and something to execute.
fn check_compared_modes(modes: &[results::Mode], own: results::Mode, compile_only: bool) -> Result<(), String> {
    let said: Vec<String> = modes.iter().map(ToString::to_string).collect();
    let said = said.join(",");
    if modes.len() != 2 || modes[0] == modes[1] {
        return Err(format!("--compare-modes {said}: give two different modes, such as eager,compiled"));
    }
    if !modes.contains(&own) {
        return Err(format!("--compare-modes {said}: the rows' own mode (--mode {own}) must be one of the two"));
    }
    if compile_only {
        return Err(format!("--compare-modes {said}: modes are compared by running them, and --topology only compiles"));
    }
    Ok(())
}

/// This run's `run.json`, before any definition ran.
fn run_info(args: &Args, r: &Resolved) -> RunInfo {
    RunInfo {
        suite: r.suite.name.clone(),
        suite_spec: args.suite.clone(),
        device: args.device.clone(),
        harness_version: env!("CARGO_PKG_VERSION").into(),
        git_revision: folder::git_revision(),
        arguments: std::env::args().collect(),
        started_at: results::time::rfc3339(SystemTime::now()),
        shard: args.shard.map(|s| s.to_string()),
        jobs: r.jobs,
        timeout_s: args.timeout.as_secs_f64(),
        planned: r.chosen.clone(),
        whole_planned: r.whole_planned.clone(),
        identity: r.identity.clone(),
        expected_file: r.expected_file.as_ref().map(|p| p.display().to_string()),
        ..Default::default()
    }
}

pub fn run(args: Args) -> CommandResult {
    interrupt::install();
    let r = resolve(&args)?;
    let mut folder = Folder::open(&r.run_dir, args.resume, run_info(&args, &r))?;
    let chosen: Vec<&suites::Entry> = r.chosen.iter().filter_map(|id| r.suite.position(id).and_then(|i| r.suite.entries.get(i))).collect();
    let plan = Plan::new(&r.suite, &chosen, &folder.previous, args.retries);
    let opened = folder.info.write(&r.run_dir).and_then(|()| Journal::open(&r.run_dir));
    let mut journal = opened.map_err(|e| {
        folder.remove_if_created();
        CommandError::setup(e)
    })?;

    let outcome = if plan.todo.is_empty() {
        outln!("nothing left to run in {}", r.run_dir.display());
        Default::default()
    } else {
        let exe = std::env::current_exe().map_err(|e| CommandError::setup(format!("cannot find this executable: {e}")))?;
        let n = r.jobs.min(plan.todo.len());
        let spec = Arc::new(WorkerSpec {
            exe,
            device: args.device.clone(),
            cache_dir: (!args.no_cache).then(cache::default_dir),
            topology: args.topology.clone(),
            // Compile-only workers hold no chip, so none is handed out.
            env_per_slot: if args.topology.is_some() { Vec::new() } else { threads_env(env_per_slot(&r.device, n), args.threads) },
            timeout: args.timeout,
            grace: args.kill_grace,
            startup_timeout: Duration::from_secs(300),
        });
        let settings = Settings {
            suite_spec: &args.suite,
            suite: &r.suite,
            options: r.options.clone(),
            expected: r.expected.clone(),
            retries: args.retries,
            fail_fast: args.fail_fast,
        };
        Dispatcher::start(settings, &plan, spec, n, &mut journal, &mut folder.info, &r.run_dir).run()?
    };

    let rows = journal::read_rows(&r.run_dir.join(journal::RESULTS_FILE)).map_err(CommandError::run)?.rows;
    if let Some(m) = &outcome.setup_error {
        // Nothing ran: a folder this command made is not left behind.
        if rows.is_empty() {
            drop(journal);
            folder.remove_if_created();
        }
        errln!("error: {}", results::text::printable(m));
        return Ok(SETUP);
    }
    let planned: Vec<Planned> = plan.planned.iter().map(|id| Planned { tier: r.suite.name.clone(), id: id.clone() }).collect();
    let fin = tally::final_rows(&rows, &planned);
    let tally = summary::print_tally(&fin);
    if args.localize && !outcome.interrupted {
        super::diverge::localize_rows(&args.suite, &args.device, &r.options.compilation, &fin, &r.run_dir, (args.timeout, args.kill_grace));
    }
    outln!("run dir: {}", r.run_dir.display());
    summary::print_suggested_tolerances(&fin);
    if outcome.interrupted {
        errln!("interrupted; continue with: {}", folder::resume_command(&r.run_dir));
        return Ok(INTERRUPTED);
    }
    Ok(tally.exit_code())
}

/// Each slot's environment with `--threads N` added: XLA's CPU client sizes
/// its intra-op pool from `PJRT_NPROC` when it is created (at least one
/// thread per device).
fn threads_env(mut slots: Vec<Vec<(String, String)>>, threads: Option<u32>) -> Vec<Vec<(String, String)>> {
    if let Some(n) = threads {
        for slot in &mut slots {
            slot.push(("PJRT_NPROC".into(), n.to_string()));
        }
    }
    slots
}

/// The first `model.mlir` in a folder suite (the folder itself or its
/// definition folders) that is MLIR bytecode, if any.
fn bytecode_in_folder(dir: &Path) -> Option<PathBuf> {
    use std::io::Read;
    if !dir.is_dir() {
        return None;
    }
    let mut candidates = vec![dir.join(suites::byo::PROGRAM)];
    if let Ok(rd) = std::fs::read_dir(dir) {
        let mut subs: Vec<PathBuf> = rd.flatten().map(|e| e.path().join(suites::byo::PROGRAM)).collect();
        subs.sort();
        candidates.extend(subs);
    }
    candidates.into_iter().find(|p| {
        let mut magic = [0u8; 4];
        std::fs::File::open(p).and_then(|mut f| f.read_exact(&mut magic)).is_ok() && &magic == b"ML\xefR"
    })
}
