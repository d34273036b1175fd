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
use crate::runner::plan::{self, Plan};
use crate::runner::pool::WorkerSpec;
use crate::runner::protocol::{JobOptions, SweepRequest};
use crate::runner::shard::ShardSpec;
use crate::runner::topology::{default_jobs, env_per_slot};
use crate::runner::{cache, interrupt};
use baselines::Rule;
use results::journal::{self, Journal, RunInfo, RunLock};
use results::tally::{self, Planned, Tally};
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
    /// `tier1`, `tier2`, `dynamism`, `hf`, a catalog, or a folder of definition folders.
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
    /// Parity: compare outputs with the baselines in this store (one folder
    /// per suite). Default: for a folder of definitions, the store `import`
    /// wrote beside it (SUITE_DIR/../store) when it has a folder for this
    /// suite; else the committed store (baselines/store/) when it has one,
    /// as it does for tier2 and hf; else no comparison.
    #[arg(long, value_name = "DIR")]
    pub baselines: Option<PathBuf>,
    /// Compare nothing: the no-crash check only, even where a store would be found
    /// (refused for tier2 and hf, which exist to be compared).
    #[arg(long, conflicts_with = "baselines")]
    pub no_baselines: bool,
    /// Parity: the rule floating outputs are judged by (see below).
    #[arg(long, value_enum, default_value = "either")]
    pub rule: RuleArg,
    /// Parity: the same as --rule f64.
    #[arg(long, conflicts_with = "rule")]
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
    #[command(flatten)]
    pub compilation: crate::compilation::CompilationArgs,
}

/// Suites that exist to be compared: running them without their baselines would pass anything that runs.
const PARITY_SUITES: [&str; 2] = ["tier2", "hf"];

/// `--rule`.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum RuleArg {
    /// Within allclose, or within the f64-reference rule where a float64 reference is stored.
    Either,
    /// torch.testing's allclose: |a - e| <= atol + rtol * |e| on every element.
    Allclose,
    /// PyTorch's benchmark rule: RMSE(out, f64) <= m x RMSE(baseline, f64) + atol/10.
    F64,
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
    let plugin = runtime::plugin::locate(&device).map_err(|e| CommandError::setup(format!("--device {}: {e}", args.device)))?;
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
    let rule = match (args.f64_reference, args.rule) {
        (true, _) | (_, RuleArg::F64) => Rule::F64Reference,
        (_, RuleArg::Allclose) => Rule::Allclose,
        (_, RuleArg::Either) => Rule::Either,
    };
    let mut sweep = SweepRequest { self_baseline: args.self_baseline, ..Default::default() };
    if let Some(l) = &args.lengths {
        sweep.lengths = l.parse().map_err(CommandError::setup)?;
        check_lengths(&suite, &chosen, &sweep.lengths)?;
    }
    if let Some(p) = &args.program {
        sweep.program = p.parse().map_err(|e| CommandError::setup(format!("--program: {e}")))?;
    }
    let run_dir = args
        .run_dir
        .clone()
        .unwrap_or_else(|| PathBuf::from("runs").join(format!("{}-{}", suite.name, results::time::compact_utc(SystemTime::now()))));
    if args.no_baselines && PARITY_SUITES.contains(&suite.name.as_str()) {
        return Err(CommandError::setup(format!("--no-baselines: {} exists to be compared against its baselines", suite.name)));
    }
    let baseline_dir = match &args.baselines {
        _ if args.no_baselines => None,
        Some(dir) if !dir.is_dir() => return Err(CommandError::setup(format!("--baselines: {} is not a folder", dir.display()))),
        Some(dir) => Some(dir.clone()),
        None => match imported_store(&args.suite, &suite.name) {
            Some(dir) => {
                errln!("note: judging against the baselines in {} (the store `import` wrote beside the suite)", dir.display());
                Some(dir)
            }
            None => {
                let committed = baselines::Store::committed();
                let found = committed.root.join(&suite.name).is_dir();
                if !found && PARITY_SUITES.contains(&suite.name.as_str()) {
                    return Err(CommandError::setup(format!(
                        "{} is judged against baselines, but {} has no {} folder (is TPU_COMPAT_HOME right?); pass --baselines DIR",
                        suite.name,
                        committed.root.display(),
                        suite.name
                    )));
                }
                found.then_some(committed.root)
            }
        },
    };
    let details_dir = Some(std::path::absolute(&run_dir).unwrap_or_else(|_| run_dir.clone()));
    let compilation = args.compilation.resolve(crate::runner::defaults::compile_profile(&suite, &device)).map_err(CommandError::setup)?;
    let options = JobOptions { no_cache: args.no_cache, baseline_dir, rule, details_dir, sweep, compilation };
    let expected = expected_results(args, &suite, &device)?;
    let jobs = args.jobs.unwrap_or_else(|| default_jobs(&device));
    let identity = vec![
        // However the spec is spelled (`models`, `models/`, `./models`), the same suite.
        ("suite".to_string(), format!("{} ({})", Suite::canonical_spec(&args.suite), suite.name)),
        ("device".into(), args.device.clone()),
        ("filter".into(), args.select.filter.clone().unwrap_or_default()),
        ("limit".into(), args.select.limit.map(|n| n.to_string()).unwrap_or_default()),
        (plan::SHARD_SETTING.into(), args.shard.map(|s| s.to_string()).unwrap_or_default()),
        ("rule".into(), rule.as_str().into()),
        ("baselines".into(), options.baseline_dir.as_ref().map(|d| d.display().to_string()).unwrap_or_default()),
        ("expected".into(), args.expected.as_ref().map(|d| d.display().to_string()).unwrap_or_default()),
        ("lengths".into(), options.sweep.lengths.to_arg()),
        ("program".into(), format!("{:?}", options.sweep.program).to_lowercase()),
        ("self".into(), options.sweep.self_baseline.to_string()),
        ("numerics".into(), compilation.numerics.to_string()),
        ("compile profile".into(), compilation.profile.to_string()),
        ("compiler environment".into(), cache::compiler_env().join(" ")),
        // Last: a changed setting above is the better message; this catches a suite whose content changed.
        (plan::PLANNED_SETTING.into(), plan::planned_identity(&chosen)),
    ];
    Ok(Resolved { device, suite, chosen, whole_planned, jobs, run_dir, options, expected, identity })
}

/// For a folder suite: the store `import` writes beside it
/// (`crate::import::default_store`), when it holds this suite's folder.
fn imported_store(spec: &str, suite: &str) -> Option<PathBuf> {
    let dir = Path::new(spec).canonicalize().ok().filter(|d| d.is_dir())?;
    let store = crate::import::default_store(&dir);
    store.join(suite).is_dir().then_some(store)
}

/// Listed `--lengths` beyond every chosen definition's bound would run nothing.
fn check_lengths(suite: &Suite, chosen: &[String], lengths: &crate::dynamism::LengthPolicy) -> Result<(), CommandError> {
    let crate::dynamism::LengthPolicy::List(list) = lengths else {
        return Ok(());
    };
    let max_bound = chosen.iter().filter_map(|id| suite.position(id).and_then(|i| suite.spec(i)).and_then(|s| s.bound)).max();
    match max_bound {
        None => Err(CommandError::setup(format!("--lengths: none of the chosen definitions of {} has a sequence bound", suite.name))),
        Some(b) => match list.iter().find(|&&l| l > b) {
            Some(l) => Err(CommandError::setup(format!("--lengths: {l} is beyond the largest bound ({b}) of the chosen definitions"))),
            None => Ok(()),
        },
    }
}

/// The expected-results file of this suite on this device (empty when absent).
fn expected_results(args: &Args, suite: &Suite, device: &DeviceSpec) -> Result<baselines::expected::ExpectedFile, CommandError> {
    let path = match &args.expected {
        Some(p) if !p.is_file() => return Err(CommandError::setup(format!("--expected: {} does not exist", p.display()))),
        Some(p) => p.clone(),
        None => {
            let name = match device {
                DeviceSpec::Path(p) => p.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default(),
                d => d.to_string(),
            };
            baselines::expected::file_path(&baselines::expected::committed_dir(), &suite.name, &name)
        }
    };
    baselines::expected::ExpectedFile::load(&path).map_err(CommandError::setup)
}

/// The first setting of a resumed run that differs from the one it continues.
fn identity_change(old: &[(String, String)], new: &[(String, String)]) -> Option<String> {
    journal::identity_change(old, new, &[]).map(|c| format!("{}: the run has `{}`, this command `{}`", c.setting, c.was, c.now))
}

/// The command line that continues this run, shell-quoted.
fn resume_command(run_dir: &Path) -> String {
    let mut words: Vec<String> = vec!["tpu-compat".into()];
    let mut args = std::env::args().skip(1).peekable();
    let mut has_dir = false;
    while let Some(a) = args.next() {
        if a == "--resume" {
            continue;
        }
        if a == "--run-dir" || a.starts_with("--run-dir=") {
            has_dir = true;
        }
        if a == "--run-dir" {
            words.push(a);
            if let Some(v) = args.next() {
                words.push(v);
            }
            continue;
        }
        words.push(a);
    }
    if !has_dir {
        words.push("--run-dir".into());
        words.push(run_dir.display().to_string());
    }
    words.push("--resume".into());
    words.iter().map(|w| shell_quote(w)).collect::<Vec<_>>().join(" ")
}

fn shell_quote(w: &str) -> String {
    if !w.is_empty() && w.chars().all(|c| c.is_ascii_alphanumeric() || "-_./=:,@%+".contains(c)) {
        w.to_string()
    } else {
        format!("'{}'", w.replace('\'', r"'\''"))
    }
}

/// The run folder, made or checked, and whether this command made it.
struct Folder {
    created: bool,
    _lock: RunLock,
    info: RunInfo,
    previous: Vec<results::ResultRow>,
}

/// Creates (or, with `--resume`, checks) the run folder under its lock.
fn open_folder(args: &Args, r: &Resolved) -> Result<Folder, CommandError> {
    let dir = &r.run_dir;
    let existed = dir.exists();
    if args.resume && !existed {
        return Err(CommandError::setup(format!("--resume: {} does not exist", dir.display())));
    }
    std::fs::create_dir_all(dir).map_err(|e| CommandError::setup(format!("{}: {e}", dir.display())))?;
    let undo = |e: CommandError| {
        if !existed {
            let _ = std::fs::remove_dir_all(dir);
        }
        e
    };
    let lock = RunLock::acquire(dir).map_err(|e| undo(CommandError::setup(e)))?;
    let results_file = dir.join(journal::RESULTS_FILE);
    let (info, previous) = if args.resume {
        let mut old = RunInfo::read(dir).map_err(|e| CommandError::setup(format!("--resume: {e}")))?;
        if let Some(change) = identity_change(&old.identity, &r.identity) {
            return Err(CommandError::setup(format!(
                "--resume: {} is a different run ({change}); resume it with the same settings, or start a new --run-dir",
                dir.display()
            )));
        }
        if old.whole_planned.is_empty() {
            // A shard started by an older tpu-compat: the same run (identity above), so its whole plan is this one.
            old.whole_planned = r.whole_planned.clone();
        }
        // A partial merge resumed as the whole run it names: what is missing now runs here.
        old.missing_shards.clear();
        let contents = journal::read_rows(&results_file).map_err(CommandError::setup)?;
        if let Some(t) = &contents.torn_tail {
            errln!(
                "note: {} line {} is unreadable (a run killed mid-line); it is cut off: {}",
                results_file.display(),
                t.line,
                results::text::first_line(&results::text::printable(&t.text), 80)
            );
        }
        (old, contents.rows)
    } else {
        if results_file.exists() || dir.join(journal::RUN_FILE).exists() {
            return Err(CommandError::setup(format!(
                "{} already holds a run; pass --resume to continue it, or another --run-dir",
                dir.display()
            )));
        }
        let info = RunInfo {
            suite: r.suite.name.clone(),
            suite_spec: args.suite.clone(),
            device: args.device.clone(),
            harness_version: env!("CARGO_PKG_VERSION").into(),
            git_revision: git_revision(),
            arguments: std::env::args().collect(),
            started_at: results::time::rfc3339(SystemTime::now()),
            shard: args.shard.map(|s| s.to_string()),
            jobs: r.jobs,
            timeout_s: args.timeout.as_secs_f64(),
            planned: r.chosen.clone(),
            whole_planned: r.whole_planned.clone(),
            identity: r.identity.clone(),
            ..Default::default()
        };
        (info, Vec::new())
    };
    Ok(Folder { created: !existed, _lock: lock, info, previous })
}

pub fn run(args: Args) -> CommandResult {
    interrupt::install();
    let r = resolve(&args)?;
    let mut folder = open_folder(&args, &r)?;
    let chosen: Vec<&suites::Entry> = r.chosen.iter().filter_map(|id| r.suite.position(id).and_then(|i| r.suite.entries.get(i))).collect();
    let plan = Plan::new(&r.suite, &chosen, &folder.previous, args.retries);
    let cleanup = |created: bool| {
        if created {
            let _ = std::fs::remove_dir_all(&r.run_dir);
        }
    };
    if let Err(e) = folder.info.write(&r.run_dir) {
        cleanup(folder.created);
        return Err(CommandError::setup(e));
    }
    let mut journal = match Journal::open(&r.run_dir) {
        Ok(j) => j,
        Err(e) => {
            cleanup(folder.created);
            return Err(CommandError::setup(e));
        }
    };

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
            env_per_slot: env_per_slot(&r.device, n),
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
            cleanup(folder.created);
        }
        errln!("error: {}", results::text::printable(m));
        return Ok(SETUP);
    }
    let planned: Vec<Planned> = plan.planned.iter().map(|id| Planned { tier: r.suite.name.clone(), id: id.clone() }).collect();
    let fin = tally::final_rows(&rows, &planned);
    let tally = Tally::of(&tally::definitions(&fin));
    out!("{}", tally.to_text());
    if fin.iter().any(|r| r.length.is_some()) {
        outln!("{}", crate::dynamism::summarize(&fin).line());
    }
    if args.localize && !outcome.interrupted {
        super::diverge::localize_rows(&args.suite, &args.device, &r.options.compilation, &fin, &r.run_dir, (args.timeout, args.kill_grace));
    }
    outln!("run dir: {}", r.run_dir.display());
    print_suggested_tolerances(&fin);
    if outcome.interrupted {
        errln!("interrupted; continue with: {}", resume_command(&r.run_dir));
        return Ok(INTERRUPTED);
    }
    Ok(tally.exit_code())
}

/// Per definition that failed parity: the tolerance that would have passed
/// it (observed error x 1.2, per output), the starting point for a
/// `baselines/tolerances.toml` entry or an expected-results line.
fn print_suggested_tolerances(fin: &[results::ResultRow]) {
    const SHOWN: usize = 20;
    let failing: Vec<&results::ResultRow> = fin.iter().filter(|r| r.status == results::Status::FailParity).collect();
    if failing.is_empty() {
        return;
    }
    outln!("suggested tolerances (observed x 1.2) for {} parity failures:", failing.len());
    for r in failing.iter().take(SHOWN) {
        let parts: Vec<String> = r
            .outputs
            .iter()
            .filter_map(|o| o.metrics.as_ref().filter(|m| !m.passed).map(|m| (o, m)))
            .map(|(o, m)| match (m.suggested_atol, m.suggested_rtol) {
                (Some(a), Some(t)) => format!("{} atol {a:.2e} rtol {t:.2e} (judged by {:.1e}/{:.1e})", o.name, m.atol, m.rtol),
                _ => format!("{} {}", o.name, m.error.as_deref().unwrap_or("not comparable")),
            })
            .collect();
        let at = r.length.map(|l| format!(" at length {l}")).unwrap_or_default();
        outln!("  {}{at}: {}", r.id, parts.join("; "));
    }
    if failing.len() > SHOWN {
        outln!("  ... {} more: tpu-compat report RUN_DIR --format markdown", failing.len() - SHOWN);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn identity_changes_are_named() {
        let a = vec![("device".to_string(), "tpu".to_string())];
        let b = vec![("device".to_string(), "cpu".to_string())];
        assert_eq!(identity_change(&a, &b).unwrap(), "device: the run has `tpu`, this command `cpu`");
        assert!(identity_change(&a, &a).is_none());
        assert_eq!(shell_quote("a b"), "'a b'");
        assert_eq!(shell_quote("^(x|y)$"), "'^(x|y)$'");
        assert_eq!(shell_quote("--limit"), "--limit");
    }
}
