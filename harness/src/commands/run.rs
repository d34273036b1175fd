//! `tpu-compat run`: run a tier, catalog or folder of definitions in worker
//! processes, journal every attempt, and summarise. The machinery lives in
//! `runner/`; this file reads the arguments, sets up the run folder, and
//! drives the loop that hands jobs to slots and journals their rows.

use crate::exit::{CommandError, CommandResult, FAILURES, INTERRUPTED, OK, SETUP};
use crate::runner::plan::{self, Pending, Plan};
use crate::runner::pool::{self, Event, WorkerSpec};
use crate::runner::progress::Progress;
use crate::runner::attempt::{DETAILS_DIR, PARITY_RULE};
use crate::runner::protocol::{Job, JobOptions};
use crate::runner::shard::ShardSpec;
use crate::runner::summary::Summary;
use crate::runner::{cache, interrupt};
use reports::journal::{self, Journal, RunInfo};
use reports::ResultRow;
use runtime::DeviceSpec;
use std::collections::VecDeque;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{channel, RecvTimeoutError};
use std::sync::Arc;
use std::time::{Duration, SystemTime};
use suites::Suite;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// `tier1`, `tier2`, `dynamism`, a catalog, or a folder of definition folders.
    pub suite: String,
    /// cpu, gpu, tpu, or the path of a PJRT plugin .so
    #[arg(long, short, default_value = "cpu")]
    pub device: String,
    /// Worker processes (default: 1 per chip on gpu/tpu; on cpu, see `--help`).
    #[arg(long, short)]
    pub jobs: Option<usize>,
    /// Only definitions whose id matches this regular expression.
    #[arg(long)]
    pub filter: Option<String>,
    /// Only the first N definitions (after --filter and --shard): quick samples.
    #[arg(long)]
    pub limit: Option<usize>,
    /// Run only shard K of N (K from 1), balanced by estimated cost.
    #[arg(long)]
    pub shard: Option<ShardSpec>,
    /// Per-definition limit, e.g. 300s, 5m, 1.5h; the worker is killed past it.
    #[arg(long, default_value = "300s", value_parser = parse_duration)]
    pub timeout: Duration,
    /// Grace between SIGTERM and SIGKILL for a worker past its timeout.
    #[arg(long, default_value = "2s", value_parser = parse_duration, hide = true)]
    pub kill_grace: Duration,
    /// Run folder (default runs/<suite>-<UTC time>/).
    #[arg(long)]
    pub run_dir: Option<PathBuf>,
    /// Continue the run in --run-dir: finished definitions are not run again.
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
    /// Parity: compare outputs with the baselines in this store (one folder
    /// per suite). Default: the committed store (baselines/store/) when it
    /// has a folder for this suite, as it does for tier2 and hf; else no comparison.
    #[arg(long, value_name = "DIR")]
    pub baselines: Option<PathBuf>,
    /// Parity: judge float outputs by PyTorch's f64-reference rule
    /// (RMSE(out, f64) <= m x RMSE(baseline, f64) + tol/10) where an f64 reference is stored.
    #[arg(long)]
    pub f64_reference: bool,
    /// Expected results: definitions known to fail, and how (default
    /// baselines/expected/<suite>.<device>.toml when present). Failures listed
    /// there become xfail and do not fail the run; passes become xpass.
    #[arg(long, value_name = "FILE")]
    pub expected: Option<PathBuf>,
    /// Dynamism sweeps: lengths to run (default, edges, all, or N[,N...]).
    #[arg(long)]
    pub lengths: Option<String>,
    /// Dynamism sweeps: compute the static baselines on this device in this run.
    #[arg(long = "self")]
    pub self_baseline: bool,
    /// Dynamism sweeps: the bounded program to sweep (prefill or decode).
    #[arg(long)]
    pub program: Option<String>,
}

/// The baseline store a run compares against: `--baselines`, else the
/// committed store when it has a folder for this suite.
fn baseline_dir(args: &Args, suite: &Suite) -> Option<PathBuf> {
    if let Some(dir) = &args.baselines {
        return Some(dir.clone());
    }
    let committed = baselines::Store::committed();
    committed.root.join(&suite.name).is_dir().then_some(committed.root)
}

/// The expected-results file of this suite on this device (empty when absent).
fn expected_results(args: &Args, suite: &Suite) -> Result<baselines::expected::ExpectedFile, CommandError> {
    let path = match &args.expected {
        Some(p) if !p.is_file() => return Err(CommandError::setup(format!("--expected: {} does not exist", p.display()))),
        Some(p) => p.clone(),
        None => {
            let device = match args.device.parse::<DeviceSpec>() {
                Ok(DeviceSpec::Path(p)) => p.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default(),
                Ok(d) => d.to_string(),
                Err(_) => args.device.clone(),
            };
            baselines::expected::file_path(&baselines::expected::committed_dir(), &suite.name, &device)
        }
    };
    baselines::expected::ExpectedFile::load(&path).map_err(CommandError::setup)
}

/// `300`, `300s`, `500ms`, `5m`, `1.5h`.
pub fn parse_duration(s: &str) -> Result<Duration, String> {
    let t = s.trim();
    let (num, scale) = if let Some(n) = t.strip_suffix("ms") {
        (n, 1e-3)
    } else if let Some(n) = t.strip_suffix('s') {
        (n, 1.0)
    } else if let Some(n) = t.strip_suffix('m') {
        (n, 60.0)
    } else if let Some(n) = t.strip_suffix('h') {
        (n, 3600.0)
    } else {
        (t, 1.0)
    };
    match num.trim().parse::<f64>() {
        Ok(v) if v.is_finite() && v > 0.0 => Ok(Duration::from_secs_f64(v * scale)),
        _ => Err(format!("`{s}` is not a duration (e.g. 30s, 500ms, 5m, 1h)")),
    }
}

/// Device files whose count is the number of chips.
fn count_dev(dir: &str, pred: impl Fn(&str) -> bool) -> usize {
    std::fs::read_dir(dir).map(|rd| rd.flatten().filter(|e| pred(&e.file_name().to_string_lossy())).count()).unwrap_or(0)
}

/// One worker per chip on GPU and TPU (a chip is not shared well between
/// processes); on CPU, see `DEFAULT_CPU_JOBS`.
fn default_jobs(device: &DeviceSpec) -> usize {
    match device {
        DeviceSpec::Gpu => count_dev("/dev", |n| n.starts_with("nvidia") && n[6..].chars().all(|c| c.is_ascii_digit()) && n.len() > 6).max(1),
        DeviceSpec::Tpu => count_dev("/dev", |n| n.starts_with("accel")).max(1),
        _ => {
            let cores = std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1);
            cores.div_ceil(CPU_CORES_PER_JOB).max(1)
        }
    }
}

/// The CPU plugin compiles with its own threads; measured on 2 cores
/// (scripts/bench-tier1), one worker per two cores kept them busy.
const CPU_CORES_PER_JOB: usize = 2;

/// Environment giving each slot its own chip.
fn env_per_slot(device: &DeviceSpec, jobs: usize) -> Vec<Vec<(String, String)>> {
    (0..jobs)
        .map(|i| match device {
            DeviceSpec::Gpu if jobs > 1 => vec![("CUDA_VISIBLE_DEVICES".into(), i.to_string())],
            DeviceSpec::Tpu if jobs > 1 => vec![
                ("TPU_VISIBLE_CHIPS".into(), i.to_string()),
                ("TPU_CHIPS_PER_PROCESS_BOUNDS".into(), "1,1,1".into()),
                ("TPU_PROCESS_BOUNDS".into(), "1,1,1".into()),
                ("TPU_PROCESS_PORT".into(), (8476 + i).to_string()),
            ],
            _ => Vec::new(),
        })
        .collect()
}

fn git_revision() -> String {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    std::process::Command::new("git")
        .arg("-C")
        .arg(dir)
        .args(["rev-parse", "HEAD"])
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .unwrap_or_else(|| "unknown".into())
}

pub fn run(args: Args) -> CommandResult {
    interrupt::install();
    let device: DeviceSpec = args.device.parse().map_err(CommandError::setup)?;
    let suite = Suite::open(&args.suite).map_err(CommandError::setup)?;
    let filter = match &args.filter {
        Some(f) => Some(regex::Regex::new(f).map_err(|e| CommandError::setup(format!("--filter: {e}")))?),
        None => None,
    };
    let mut chosen = plan::select(&suite, filter.as_ref(), args.shard);
    if let Some(n) = args.limit {
        chosen.truncate(n);
    }
    if chosen.is_empty() {
        return Err(CommandError::setup(format!("no definitions of {} match the filter and shard", suite.name)));
    }

    let run_dir = args.run_dir.clone().unwrap_or_else(|| {
        PathBuf::from("runs").join(format!("{}-{}", suite.name, journal::compact_utc(SystemTime::now())))
    });
    let results = run_dir.join(journal::RESULTS_FILE);
    let mut info = None;
    if args.resume {
        let old = RunInfo::read(&run_dir).map_err(|e| CommandError::setup(format!("--resume: {e}")))?;
        if old.suite != suite.name || old.shard != args.shard.map(|s| s.to_string()) {
            return Err(CommandError::setup(format!(
                "--resume: {} ran suite {} shard {:?}, not {} shard {:?}",
                run_dir.display(),
                old.suite,
                old.shard,
                suite.name,
                args.shard.map(|s| s.to_string())
            )));
        }
        info = Some(old);
    } else if results.exists() {
        return Err(CommandError::setup(format!(
            "{} already holds a run; pass --resume to continue it, or another --run-dir",
            run_dir.display()
        )));
    }
    std::fs::create_dir_all(&run_dir).map_err(|e| CommandError::setup(format!("{}: {e}", run_dir.display())))?;
    let previous = journal::read_rows(&results).map_err(CommandError::setup)?;
    if let Some(t) = &previous.torn_tail {
        eprintln!("note: {} ended in a torn line (a killed run); it is dropped: {:.80}", results.display(), t);
    }
    let plan = Plan::new(&suite, &chosen, &previous.rows, args.retries);
    let mut journal = Journal::open(&run_dir).map_err(CommandError::setup)?;

    let jobs = args.jobs.unwrap_or_else(|| default_jobs(&device)).max(1);
    let mut info = info.unwrap_or_else(|| RunInfo {
        suite: suite.name.clone(),
        suite_spec: args.suite.clone(),
        device: args.device.clone(),
        harness_version: env!("CARGO_PKG_VERSION").into(),
        git_revision: git_revision(),
        arguments: std::env::args().collect(),
        started_at: journal::rfc3339(SystemTime::now()),
        shard: args.shard.map(|s| s.to_string()),
        jobs,
        timeout_s: args.timeout.as_secs_f64(),
        planned: plan.planned.clone(),
        ..Default::default()
    });
    info.write(&run_dir).map_err(CommandError::setup)?;

    let outcome = if plan.todo.is_empty() {
        println!("nothing left to run in {}", run_dir.display());
        Outcome::default()
    } else {
        let exe = std::env::current_exe().map_err(|e| CommandError::setup(format!("cannot find this executable: {e}")))?;
        let n = jobs.min(plan.todo.len());
        let spec = Arc::new(WorkerSpec {
            exe,
            device: args.device.clone(),
            cache_dir: (!args.no_cache).then(cache::default_dir),
            env_per_slot: env_per_slot(&device, n),
            timeout: args.timeout,
            grace: args.kill_grace,
            startup_timeout: Duration::from_secs(300),
        });
        drive(&args, &suite, &plan, spec, n, &mut journal, &mut info, &run_dir)?
    };

    let rows = journal::read_rows(&results).map_err(CommandError::setup)?.rows;
    let summary = Summary::new(&suite.name, &plan.planned, &rows);
    println!("{}", summary.to_text());
    if rows.iter().any(|r| r.length.is_some()) {
        println!("{}", crate::dynamism::summarize(&rows).line());
    }
    println!("run dir: {}", run_dir.display());
    if let Some(m) = &outcome.setup_error {
        eprintln!("error: {m}");
        return Ok(SETUP);
    }
    if outcome.interrupted {
        eprintln!("interrupted; continue with: tpu-compat run {} --run-dir {} --resume", args.suite, run_dir.display());
        return Ok(INTERRUPTED);
    }
    Ok(if summary.unexpected() > 0 || summary.finished() < summary.planned { FAILURES } else { OK })
}

#[derive(Default)]
struct Outcome {
    interrupted: bool,
    setup_error: Option<String>,
}

/// Hands jobs to slots and journals their rows until the plan is done,
/// `--fail-fast` trips, Ctrl-C comes, or workers cannot start.
#[allow(clippy::too_many_arguments)]
fn drive(
    args: &Args,
    suite: &Suite,
    plan: &Plan,
    spec: Arc<WorkerSpec>,
    n: usize,
    journal: &mut Journal,
    info: &mut RunInfo,
    run_dir: &Path,
) -> Result<Outcome, CommandError> {
    let (tx, events) = channel();
    let slots = pool::start(spec, n, tx);
    let mut queue: VecDeque<Pending> = plan.todo.iter().cloned().collect();
    let mut in_flight: Vec<Option<Pending>> = vec![None; n];
    let mut idle: Vec<usize> = Vec::new();
    let mut alive = n;
    let mut stopping = false;
    let mut outcome = Outcome::default();
    let mut progress = Progress::new(plan.todo.len(), n);
    let mut options = JobOptions { no_cache: args.no_cache, baseline_dir: baseline_dir(args, suite), ..Default::default() };
    if args.f64_reference {
        options.extra.insert(PARITY_RULE.into(), "f64-reference".into());
    }
    options.extra.insert(DETAILS_DIR.into(), std::path::absolute(run_dir).unwrap_or_else(|_| run_dir.to_path_buf()).display().to_string().into());
    let expected = expected_results(args, suite)?;
    crate::dynamism::worker::add_options(&mut options, args.lengths.as_deref(), args.self_baseline, args.program.as_deref())
        .map_err(CommandError::setup)?;
    let family = |id: &str| suite.position(id).and_then(|i| suite.entries.get(i)).map(|e| e.family.clone()).unwrap_or_default();

    loop {
        if interrupt::requested() && !outcome.interrupted {
            outcome.interrupted = true;
            stopping = true;
        }
        // Dispatch to idle slots.
        while !stopping && !queue.is_empty() {
            let Some(slot) = idle.pop() else { break };
            let Some(p) = queue.pop_front() else { break };
            let job = Job { suite: args.suite.clone(), index: p.index, id: p.id.clone(), attempt: p.attempt, options: options.clone() };
            if slots[slot].jobs.send(Some(job)).is_ok() {
                in_flight[slot] = Some(p);
            } else {
                queue.push_front(p);
            }
        }
        let busy = in_flight.iter().any(Option::is_some);
        if !busy && (stopping || queue.is_empty() || alive == 0) {
            break;
        }
        let ev = match events.recv_timeout(Duration::from_millis(200)) {
            Ok(ev) => ev,
            Err(RecvTimeoutError::Timeout) => {
                progress.tick(false);
                continue;
            }
            Err(RecvTimeoutError::Disconnected) => break,
        };
        match ev {
            Event::Hello { hello, .. } => {
                if info.plugin_sha256.is_empty() {
                    info.plugin_path = hello.plugin_path;
                    info.plugin_sha256 = hello.plugin_sha256;
                    info.platform_name = hello.platform_name;
                    info.platform_version = hello.platform_version;
                    info.write(run_dir).map_err(CommandError::setup)?;
                } else if info.plugin_sha256 != hello.plugin_sha256 {
                    eprintln!("warning: the plugin changed since this run started ({} now has sha256 {})", hello.plugin_path, hello.plugin_sha256);
                }
            }
            Event::Idle { slot } => idle.push(slot),
            Event::Started { slot, id } => progress.worker(slot, &id),
            Event::Stage { slot, stage } => {
                if let Some(p) = in_flight.get(slot).and_then(|p| p.as_ref()) {
                    progress.worker(slot, &format!("{} ({stage})", p.id));
                }
            }
            Event::Row { row, .. } => {
                let mut row: ResultRow = *row;
                if row.family.is_empty() {
                    row.family = family(&row.id);
                }
                if row.tier.is_empty() || row.tier == args.suite {
                    row.tier = suite.name.clone();
                }
                let classified = expected.classify(&row.id, row.status.as_str());
                if let Ok(status) = classified.status.parse() {
                    row.status = status;
                }
                row.expected = classified.expected.and_then(|s| s.parse().ok()).or(row.expected);
                journal.append(&row, true).map_err(CommandError::setup)?;
                if plan::retryable(row.status) && row.attempt <= args.retries && !stopping {
                    if let Some(index) = suite.position(&row.id) {
                        queue.push_back(Pending { index, id: row.id.clone(), attempt: row.attempt + 1 });
                        continue;
                    }
                }
                progress.finished(row.status);
                if args.fail_fast && !row.status.is_pass() && row.status != reports::Status::Xfail {
                    stopping = true;
                }
            }
            Event::JobDone { slot } => {
                if let Some(f) = in_flight.get_mut(slot) {
                    *f = None;
                }
                progress.worker(slot, "idle");
            }
            Event::SetupFailed { slot, message } => {
                alive = alive.saturating_sub(1);
                if let Some(f) = in_flight.get_mut(slot) {
                    if let Some(p) = f.take() {
                        queue.push_front(p);
                    }
                }
                // A worker that cannot start is the harness's problem, not the definition's.
                outcome.setup_error = Some(message);
                stopping = true;
            }
        }
    }
    for s in &slots {
        let _ = s.jobs.send(None);
    }
    for s in slots {
        let _ = s.thread.join();
    }
    progress.close();
    Ok(outcome)
}
