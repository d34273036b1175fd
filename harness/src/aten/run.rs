//! The ATen source's runner: the tier's cells (listed by `shard.py --list`,
//! chosen by `--ops`, `--filter`, `--limit`, `--shard`), run by shard
//! processes ([`super::run_shard`]), each cell's row journaled as it comes
//! with the expected results applied, and the coverage table at the end.
//! `tpu-compat aten` and `tpu-compat run aten` are its callers. A resumed
//! run (`--resume`) skips the cells it has rows for; the cells this run does
//! not plan are the shards' to skip as well (`shards/done.txt`).

use super::{Event, Line, ShardSetup};
use crate::commands::selection::Selection;
use crate::exit::{CommandError, CommandResult, FAILURES, OK};
use crate::runner::shard::ShardSpec;
use crate::runner::{folder, progress::Progress};
use results::journal::{Journal, RunInfo};
use results::Status;
use std::collections::BTreeMap;
use std::io::Write;
use std::path::PathBuf;
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// Every setting of an ATen run, typed.
#[derive(Debug, Clone)]
pub struct Settings {
    /// Op names (OpInfo name, or name.variant); empty: every op.
    pub ops: Vec<String>,
    pub samples: usize,
    pub jobs: usize,
    pub run_dir: Option<PathBuf>,
    pub python: Option<PathBuf>,
    pub device: String,
    /// `--rewrite-scan`: TorchTPU's scans rewritten for the plugin (`crate::torch::scan`).
    pub rewrite_scan: bool,
    pub cell_timeout: Duration,
    pub resume: bool,
    /// `--filter` (a regular expression over cell ids `aten.<op>.<dtype>`) and `--limit`.
    pub select: Selection,
    pub shard: Option<ShardSpec>,
    /// The expected-results file (default: baselines/expected/aten.<device>.toml where it exists).
    pub expected: Option<PathBuf>,
}

/// The tier's name in expected-results files and on rows.
pub const TIER: &str = "aten";

pub fn run(args: Settings) -> CommandResult {
    crate::runner::interrupt::install();
    if args.jobs == 0 || args.jobs > 64 {
        return Err(CommandError::setup(format!("--jobs {}: give 1 to 64 shard processes", args.jobs)));
    }
    let ops = args.ops.clone();
    let select = args.select.regex()?;
    let python = crate::torch::venv::python(args.python.as_deref()).map_err(CommandError::setup)?;
    let scripts = super::scripts_dir();
    if !super::has_shard(&scripts) {
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
    let scan_python = args.rewrite_scan.then(crate::torch::scan::ScanRewrite::python).transpose().map_err(CommandError::setup)?;
    let mut setup = ShardSetup {
        python,
        scripts,
        plugin,
        ops: ops.clone(),
        skip: None,
        samples: args.samples,
        cell_timeout: args.cell_timeout,
        env: Vec::new(),
        logs: None,
    };
    let listing = super::list_cells(&setup).map_err(CommandError::setup)?;
    if !listing.unknown.is_empty() {
        let names = listing.unknown.iter().map(ToString::to_string).collect::<Vec<_>>().join(", ");
        return Err(CommandError::setup(format!("--ops: no OpInfo of that name gives a cell: {names}; nothing was run")));
    }
    if listing.cells.is_empty() {
        return Err(CommandError::setup(format!("--ops {}: no OpInfo of that name", ops.join(","))));
    }
    let whole_ids: Vec<String> = listing.cells.iter().map(|(_, op, d)| super::cell_id(op, d)).collect();
    let whole = listing.cells;
    let cells = selected(whole.clone(), select.as_ref(), args.shard, args.select.limit);
    if cells.is_empty() {
        return Err(CommandError::setup("--filter/--shard/--limit: no cell of the tier is left to run".to_string()));
    }
    let (expected, expected_file) = expected_results(&args)?;
    let run_dir = args
        .run_dir
        .clone()
        .unwrap_or_else(|| PathBuf::from("runs").join(format!("aten-{}", results::time::compact_utc(std::time::SystemTime::now()))));
    let planned: Vec<String> = cells.iter().map(|(_, op, d)| super::cell_id(op, d)).collect();
    // Every shard records the whole tier's plan (after --filter and --limit), so `merge` counts a missing shard's cells.
    let whole_planned: Vec<String> = match args.shard {
        Some(ShardSpec { count, .. }) => (1..=count)
            .flat_map(|index| selected(whole.clone(), select.as_ref(), Some(ShardSpec { index, count }), args.select.limit))
            .map(|(_, op, d)| super::cell_id(&op, &d))
            .collect(),
        None => Vec::new(),
    };
    // The cells of the whole run (all its shards'), so shards of one run merge; `shard` tells them apart.
    let plan_digest = cells_identity(if whole_planned.is_empty() { &planned } else { &whole_planned });
    let spec = results::AtenSpec {
        ops: ops.clone(),
        samples: args.samples,
        device: args.device.clone(),
        rewrite_scan: args.rewrite_scan,
        filter: args.select.filter.clone(),
        limit: args.select.limit,
        shard: args.shard.map(|s| s.to_string()),
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
        whole_planned,
        expected_file: expected_file.map(|p| p.display().to_string()),
        shard: args.shard.map(|s| s.to_string()),
        // What --resume must match: the same ops (in any order), samples and device, and the same cells
        // (torch's op_db, after --filter, --limit and --shard).
        identity: spec.identity(plan_digest),
        aten: Some(spec),
        ..RunInfo::default()
    };
    let folder = folder::Folder::open(&run_dir, args.resume, info)?;
    // Cells of the tier this run does not plan (--filter, --limit, --shard) are the shards' to skip, too.
    let chosen: std::collections::HashSet<&str> = planned.iter().map(String::as_str).collect();
    let unplanned: Vec<String> = whole_ids.iter().filter(|id| !chosen.contains(id.as_str())).cloned().collect();
    // A resumed run's rows stand: their cells are not run again, and the summary counts them.
    let previous = results::tally::final_rows(&folder.previous, &[]);
    let mut statuses: BTreeMap<String, Status> = previous.iter().map(|r| (r.id.clone(), r.status)).collect();
    let todo = cells.iter().filter(|(_, op, d)| !statuses.contains_key(&super::cell_id(op, d))).count();
    if let Some(python) = scan_python {
        // The shards' device is the recorder, wrapped around the plugin, rewriting TorchTPU's scans.
        let rewrite = crate::torch::capture::recorder_plugin()
            .and_then(|recorder| Ok((recorder, crate::torch::scan::ScanRewrite::write(&folder.dir, python)?)));
        let (recorder, rewrite) = match rewrite {
            Ok(r) => r,
            Err(e) => {
                folder.remove_if_created();
                return Err(CommandError::setup(e));
            }
        };
        setup.env = crate::torch::capture::forward_env(&setup.plugin);
        setup.env.extend(rewrite.recorder_env());
        setup.plugin = recorder;
    }
    let opened = open_outputs(&folder, args.resume, statuses.keys().chain(&unplanned), &mut setup);
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
        std::thread::spawn(move || super::run_shard(&setup, i, n, &tx));
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
                    let mut row = super::cell_row(&end, 1);
                    crate::verdict::apply_expected(&mut row, &expected);
                    record(row, &mut progress, &mut journal)?;
                }
            }
            Event::Lost { op, dtype, status, why, .. } if !op.is_empty() => {
                let _ = writeln!(
                    evidence,
                    "{}",
                    serde_json::json!({"lost": super::cell_id(&op, &dtype), "status": status.as_str(), "why": why})
                );
                let mut row = super::lost_row(&op, &dtype, status, &why, 1);
                crate::verdict::apply_expected(&mut row, &expected);
                record(row, &mut progress, &mut journal)?;
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
    // Expected failures (`xfail` once the expected-results file is applied) keep the run green; a new failure does not.
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
fn open_outputs<'a>(
    folder: &folder::Folder,
    resume: bool,
    skip: impl Iterator<Item = &'a String>,
    setup: &mut ShardSetup,
) -> Result<(Journal, std::fs::File), CommandError> {
    let at = |p: &std::path::Path| {
        let p = p.display().to_string();
        move |e: std::io::Error| CommandError::setup(format!("{p}: {e}"))
    };
    folder.info.write(&folder.dir).map_err(CommandError::setup)?;
    let journal = Journal::open(&folder.dir).map_err(CommandError::setup)?;
    let evidence_path = folder.dir.join(super::EVIDENCE_FILE);
    let evidence = if resume {
        std::fs::OpenOptions::new().create(true).append(true).open(&evidence_path)
    } else {
        std::fs::File::create(&evidence_path)
    }
    .map_err(at(&evidence_path))?;
    let logs = folder.dir.join(super::LOGS_DIR);
    std::fs::create_dir_all(&logs).map_err(at(&logs))?;
    let ids: String = skip.map(|id| format!("{id}\n")).collect();
    if !ids.is_empty() {
        let skip = logs.join("done.txt");
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
        let s = statuses.get(&super::cell_id(op, dtype)).copied().unwrap_or(Status::NotRun);
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

/// The cells a run plans: those `--filter` matches, in the tier's order, dealt round-robin to
/// `--shard`'s shards (neighbouring cells are one op's dtypes: round-robin spreads an op's cost),
/// the first `--limit` of them.
fn selected(
    cells: Vec<(usize, String, String)>,
    filter: Option<&regex::Regex>,
    shard: Option<ShardSpec>,
    limit: Option<usize>,
) -> Vec<(usize, String, String)> {
    let matching = cells.into_iter().filter(|(_, op, d)| filter.is_none_or(|r| r.is_match(&super::cell_id(op, d))));
    let sharded: Vec<_> = match shard {
        Some(s) => matching.enumerate().filter(|(i, _)| i % s.count == s.index - 1).map(|(_, c)| c).collect(),
        None => matching.collect(),
    };
    sharded.into_iter().take(limit.unwrap_or(usize::MAX)).collect()
}

/// The expected results: `--expected FILE`, else the committed `aten.<device>.toml` where it exists.
fn expected_results(args: &Settings) -> Result<(baselines::expected::ExpectedFile, Option<PathBuf>), CommandError> {
    use baselines::expected::{committed_dir, file_path, ExpectedFile};
    let path = match &args.expected {
        Some(p) if !p.is_file() => return Err(CommandError::setup(format!("--expected: {} does not exist", p.display()))),
        Some(p) => p.clone(),
        None => file_path(&committed_dir(), TIER, &crate::runner::defaults::expected_target(&args.device, false)),
    };
    if !path.is_file() {
        return Ok((ExpectedFile::default(), None));
    }
    let file = ExpectedFile::load(&path).map_err(|e| CommandError::setup(format!("--expected: {e}")))?;
    Ok((file, Some(path)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cells(n: usize) -> Vec<(usize, String, String)> {
        (0..n).map(|i| (i, format!("op{}", i / 2), if i % 2 == 0 { "f32" } else { "i64" }.to_string())).collect()
    }

    #[test]
    fn shards_split_the_matching_cells_with_none_twice_and_none_left_out() {
        let mut seen = Vec::new();
        for k in 1..=3 {
            let got = selected(cells(10), None, Some(ShardSpec { index: k, count: 3 }), None);
            seen.extend(got.into_iter().map(|c| c.0));
        }
        seen.sort();
        assert_eq!(seen, (0..10).collect::<Vec<_>>());
        let f32_only = regex::Regex::new(r"\.f32$").unwrap();
        let got = selected(cells(10), Some(&f32_only), None, Some(2));
        assert_eq!(got.iter().map(|c| c.0).collect::<Vec<_>>(), vec![0, 2]);
    }
}
