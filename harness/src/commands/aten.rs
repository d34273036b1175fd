//! `tpu-compat aten`: the `aten` tier (crate::aten): PyTorch's OpInfo
//! database through TorchTPU's eager device, against PyTorch CPU, sharded
//! over worker processes, one row per (op, dtype), and TorchTPU's ATen
//! coverage table at the end. This file reads the arguments, opens the run
//! folder (or reopens it, `--resume`: the cells it has rows for are not run
//! again), drives the shards and reports.

use crate::aten::{self, Event, Line, ShardSetup};
use crate::exit::{CommandError, CommandResult, FAILURES, OK};
use crate::runner::{folder, progress::Progress};
use results::journal::{Journal, RunInfo};
use results::Status;
use std::collections::BTreeMap;
use std::io::Write;
use std::path::PathBuf;
use std::sync::mpsc;
use std::time::{Duration, Instant};

const AFTER: &str = "\
Every OpInfo of PyTorch's op_db (torch.testing._internal.common_methods_invocations) x each dtype it
supports on the CPU among f32, bf16, f16, i32, i64 and bool is a cell; each of its sample inputs runs
on TorchTPU's device (eager, one program an op) and on the CPU in the same process. A sample passes
under PyTorch's tolerance for the op and dtype (the OpInfo's TestCommon overrides, else
torch.testing.assert_close's defaults) or under the float64 rule. error_inputs are checked for
failure parity (TorchTPU raises where the CPU raises, the same exception type), and one sample of
each differentiable f32 cell is checked backward.

A cell's row (id aten.<op>.<dtype>): fail-run (TorchTPU raised where the CPU did not), fail-compile
(TorchTPU refused: \"not implemented\"), fail-parity (other numbers, forward or backward, or no error
where the CPU raises), skipped (the device plugin cannot take what TorchTPU emitted, e.g. chlo.scan
on the 0.0.1 CPU plugin: never a pass, never TorchTPU's failure), crash or timeout (the shard died or
went silent in that cell; a new shard goes on from the next cell), pass. Sample counts and the first
failing sample are in the row's message and, line by line, in RUN_DIR/aten.jsonl.

A name given to --ops that gives no cell is refused before anything runs. --resume continues a run
folder a killed or interrupted run left: the cells it has a row for are not run again (crashed and
timed-out ones neither: they are outcomes), the rest are, and the summary counts both.

Needs the TorchTPU environment (scripts/setup --torch).

Examples:
  tpu-compat aten                                  the whole tier, two shards
  tpu-compat aten --ops add,cumsum,nn.functional.layer_norm --samples 4
  tpu-compat aten --run-dir runs/aten-1 --resume   continue a killed run, with its settings
  tpu-compat report runs/aten-...                  the rows, as for any run

Exit codes: 0 every cell passed or was skipped, 1 some cell failed, 2 setup error, 130 interrupted
(Ctrl-C: the cells in flight get no row; the line printed continues the run with --resume).";

#[derive(clap::Args, Debug)]
#[command(after_help = AFTER)]
pub struct Args {
    /// Only these ops (OpInfo names, or name.variant), comma-separated; a name that gives no cell
    /// is refused.
    #[arg(long, value_delimiter = ',')]
    pub ops: Option<Vec<String>>,
    /// At most this many sample inputs a cell (default: all of them).
    #[arg(long, default_value_t = 0)]
    pub samples: usize,
    /// Shard processes run at once.
    #[arg(long, short, default_value_t = 2)]
    pub jobs: usize,
    /// The run folder (default: runs/aten-<time>).
    #[arg(long)]
    pub run_dir: Option<PathBuf>,
    /// The Python of the TorchTPU environment (default: $TPU_COMPAT_TORCH_PYTHON, else the venv
    /// scripts/setup --torch installs).
    #[arg(long)]
    pub python: Option<PathBuf>,
    /// The PJRT plugin TorchTPU's device runs on: cpu, or the path of a plugin .so.
    #[arg(long, short, default_value = "cpu")]
    pub device: String,
    /// A cell silent this long is killed and is a timeout row (e.g. 300s, 10m).
    #[arg(long, default_value = "300s", value_parser = crate::runner::duration::parse_duration)]
    pub cell_timeout: Duration,
    /// Continue the run in --run-dir (same ops, samples and device): the cells it has a row for
    /// are not run again.
    #[arg(long, requires = "run_dir")]
    pub resume: bool,
}

/// `--ops`: the names given, none empty; empty when not given (the whole tier).
fn op_names(ops: Option<&[String]>) -> Result<Vec<String>, CommandError> {
    let Some(ops) = ops else { return Ok(Vec::new()) };
    if ops.is_empty() || ops.iter().any(|o| o.trim().is_empty()) {
        return Err(CommandError::setup(format!(
            "--ops `{}`: an empty op name; give OpInfo names, comma-separated (leave --ops out for the whole tier)",
            ops.join(",")
        )));
    }
    Ok(ops.iter().map(|o| o.trim().to_string()).collect())
}

pub fn run(args: Args) -> CommandResult {
    crate::runner::interrupt::install();
    if args.jobs == 0 || args.jobs > 64 {
        return Err(CommandError::setup(format!("--jobs {}: give 1 to 64 shard processes", args.jobs)));
    }
    let ops = op_names(args.ops.as_deref())?;
    let python = crate::torch::venv::python(args.python.as_deref()).map_err(CommandError::setup)?;
    let scripts = aten::scripts_dir();
    if !aten::has_shard(&scripts) {
        return Err(CommandError::setup(format!("{}: no aten/shard.py (set TPU_COMPAT_HOME to the checkout)", scripts.display())));
    }
    let plugin = match args.device.as_str() {
        "cpu" => runtime::plugin::locate(&runtime::DeviceSpec::Cpu).map_err(CommandError::setup)?,
        path => {
            let p = PathBuf::from(path);
            if !p.is_file() {
                return Err(CommandError::setup(format!("--device {path}: give cpu or the path of a PJRT plugin .so")));
            }
            p
        }
    };
    let mut setup = ShardSetup {
        python,
        scripts,
        plugin,
        ops: ops.clone(),
        skip: None,
        samples: args.samples,
        cell_timeout: args.cell_timeout,
        logs: None,
    };
    let listing = aten::list_cells(&setup).map_err(CommandError::setup)?;
    if !listing.unknown.is_empty() {
        let names = listing.unknown.iter().map(ToString::to_string).collect::<Vec<_>>().join(", ");
        return Err(CommandError::setup(format!("--ops: no OpInfo of that name gives a cell: {names}; nothing was run")));
    }
    let cells = listing.cells;
    if cells.is_empty() {
        return Err(CommandError::setup(format!("--ops {}: no OpInfo of that name", ops.join(","))));
    }
    let run_dir = args
        .run_dir
        .clone()
        .unwrap_or_else(|| PathBuf::from("runs").join(format!("aten-{}", results::time::compact_utc(std::time::SystemTime::now()))));
    let planned: Vec<String> = cells.iter().map(|(_, op, d)| aten::cell_id(op, d)).collect();
    let ops_identity = match ops.iter().collect::<std::collections::BTreeSet<_>>() {
        names if names.is_empty() => "all".to_string(),
        names => names.into_iter().cloned().collect::<Vec<_>>().join(","),
    };
    let info = RunInfo {
        suite: "aten".into(),
        suite_spec: "aten".into(),
        device: args.device.clone(),
        plugin_path: setup.plugin.display().to_string(),
        harness_version: env!("CARGO_PKG_VERSION").into(),
        git_revision: folder::git_revision(),
        host_cpu: runtime::cpu::describe(),
        arguments: std::env::args().collect(),
        started_at: results::time::rfc3339(std::time::SystemTime::now()),
        jobs: args.jobs,
        timeout_s: args.cell_timeout.as_secs_f64(),
        planned: planned.clone(),
        // What --resume must match: the same ops (in any order), samples and device, and the same cells (torch's op_db).
        identity: vec![
            ("samples".into(), args.samples.to_string()),
            ("ops".into(), ops_identity),
            ("device".into(), args.device.clone()),
            ("cells".into(), cells_identity(&planned)),
        ],
        ..RunInfo::default()
    };
    let folder = folder::Folder::open(&run_dir, args.resume, info)?;
    // A resumed run's rows stand: their cells are not run again, and the summary counts them.
    let mut statuses: BTreeMap<String, Status> =
        results::tally::final_rows(&folder.previous, &[]).into_iter().map(|r| (r.id, r.status)).collect();
    let todo = cells.iter().filter(|(_, op, d)| !statuses.contains_key(&aten::cell_id(op, d))).count();
    let opened = open_outputs(&folder, args.resume, &statuses, &mut setup);
    let (mut journal, mut evidence) = match opened {
        Ok(o) => o,
        Err(e) => {
            folder.remove_if_created();
            return Err(e);
        }
    };
    if args.resume {
        outln!("aten: resuming {}: {} of {} cells have a row, {todo} to run", folder.dir.display(), cells.len() - todo, cells.len());
    }

    let n = args.jobs.min(todo);
    let started = Instant::now();
    let (tx, rx) = mpsc::channel::<Event>();
    for i in 0..n {
        let (setup, tx) = (setup.clone(), tx.clone());
        std::thread::spawn(move || aten::run_shard(&setup, i, n, &tx));
    }
    drop(tx);
    let mut progress = Progress::new(todo, n);
    let mut done = 0;
    let mut record = |row: results::ResultRow, progress: &mut Progress, journal: &mut Journal| -> Result<(), CommandError> {
        progress.finished(&row.id, None, row.status);
        statuses.insert(row.id.clone(), row.status);
        journal.append(&row, false).map_err(|e| CommandError::run(format!("{}: {e}", folder.dir.display())))
    };
    while done < n {
        let Ok(event) = rx.recv() else { break };
        match event {
            Event::Line(text, line) => {
                let _ = writeln!(evidence, "{text}");
                if let Line::End(end) = line {
                    record(aten::cell_row(&end, 1), &mut progress, &mut journal)?;
                }
            }
            Event::Lost { op, dtype, status, why, .. } if !op.is_empty() => {
                let _ = writeln!(
                    evidence,
                    "{}",
                    serde_json::json!({"lost": aten::cell_id(&op, &dtype), "status": status.as_str(), "why": why})
                );
                record(aten::lost_row(&op, &dtype, status, &why, 1), &mut progress, &mut journal)?;
            }
            Event::Lost { why, .. } => {
                progress.close();
                return Err(CommandError::run(why));
            }
            Event::Done => done += 1,
        }
        progress.tick(false);
    }
    progress.close();
    let _ = journal.append_sync();
    summarize(&cells, &statuses, started.elapsed(), &folder.dir);
    if crate::runner::interrupt::requested() {
        errln!("interrupted; continue with: {}", folder::resume_command(&folder.dir));
        return Ok(crate::exit::INTERRUPTED);
    }
    let failed = statuses.values().any(|s| s.outcome().fails_run()) || statuses.len() < cells.len();
    Ok(if failed { FAILURES } else { OK })
}

/// The identity of a plan of cells: their count and a digest of their ids
/// (another torch's op_db, or other dtypes, is another plan).
fn cells_identity(planned: &[String]) -> String {
    let hash = runtime::tensors_file::sha256_hex(planned.join("\n").as_bytes());
    format!("{} cells, sha256 {}", planned.len(), &hash[..16])
}

/// `run.json`, the journal, the evidence file (appended to on a resume), the
/// shards' log folder, and, on a resume, the list of cells already done
/// (`shards/done.txt`, the shards' `--skip`).
fn open_outputs(
    folder: &folder::Folder,
    resume: bool,
    done: &BTreeMap<String, Status>,
    setup: &mut ShardSetup,
) -> Result<(Journal, std::fs::File), CommandError> {
    let at = |p: &std::path::Path| {
        let p = p.display().to_string();
        move |e: std::io::Error| CommandError::setup(format!("{p}: {e}"))
    };
    folder.info.write(&folder.dir).map_err(CommandError::setup)?;
    let journal = Journal::open(&folder.dir).map_err(CommandError::setup)?;
    let evidence_path = folder.dir.join(aten::EVIDENCE_FILE);
    let evidence = if resume {
        std::fs::OpenOptions::new().create(true).append(true).open(&evidence_path)
    } else {
        std::fs::File::create(&evidence_path)
    }
    .map_err(at(&evidence_path))?;
    let logs = folder.dir.join(aten::LOGS_DIR);
    std::fs::create_dir_all(&logs).map_err(at(&logs))?;
    if !done.is_empty() {
        let skip = logs.join("done.txt");
        let ids: String = done.keys().map(|id| format!("{id}\n")).collect();
        std::fs::write(&skip, ids).map_err(at(&skip))?;
        setup.skip = Some(std::path::absolute(&skip).unwrap_or(skip));
    }
    setup.logs = Some(logs);
    Ok((journal, evidence))
}

/// The coverage table: cells and ops by outcome (an op passes when every dtype of it passes).
fn summarize(cells: &[(usize, String, String)], statuses: &BTreeMap<String, Status>, took: Duration, dir: &std::path::Path) {
    let mut by_status: BTreeMap<&str, usize> = BTreeMap::new();
    let mut ops: BTreeMap<&str, Status> = BTreeMap::new();
    for (_, op, dtype) in cells {
        let s = statuses.get(&aten::cell_id(op, dtype)).copied().unwrap_or(Status::NotRun);
        *by_status.entry(s.as_str()).or_default() += 1;
        let worst = ops.entry(op.as_str()).or_insert(Status::Pass);
        if rank(s) > rank(*worst) {
            *worst = s;
        }
    }
    let mut op_counts: BTreeMap<&str, usize> = BTreeMap::new();
    for s in ops.values() {
        *op_counts.entry(s.as_str()).or_default() += 1;
    }
    let passed = by_status.get("pass").copied().unwrap_or(0);
    outln!("aten: {passed}/{} (op, dtype) cells passed over {} ops in {:.0} s", cells.len(), ops.len(), took.as_secs_f64());
    let line = |m: &BTreeMap<&str, usize>| m.iter().map(|(k, v)| format!("{k} {v}")).collect::<Vec<_>>().join(", ");
    outln!("  cells: {}", line(&by_status));
    outln!("  ops (worst dtype): {}", line(&op_counts));
    outln!("run dir: {}", dir.display());
}

/// Which status is worse for an op's summary.
fn rank(s: Status) -> u8 {
    match s {
        Status::Pass => 0,
        Status::Skipped => 1,
        Status::FailParity => 2,
        Status::FailCompile => 3,
        Status::FailRun => 4,
        Status::Timeout => 5,
        Status::Crash => 6,
        _ => 7,
    }
}
