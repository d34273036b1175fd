//! `tpu-compat report RUN_DIR`: turns a run's journal into the artifacts
//! people read: the published tier figures, CSV / Parquet / JSON / JUnit /
//! Markdown, a diff against an earlier run, the history table, and the HTML
//! dashboard. The work lives in the `reports` crate; this is its CLI.
//!
//! No output lands on the runs it reads: every path a flag writes (`--out`
//! and its outputs file, `--html`, `--history` when appended to) is
//! resolved (symlinks, `..`, missing folders) and refused, before anything
//! is written, when it is one of what the runner wrote into either run
//! folder (`results::journal::RUN_OWNED`: `run.json`, `results.jsonl`, the
//! lock, `details/` and what is under it), or the same file by a hard link.
//! A dashboard written into the run folder itself is allowed: its files
//! (`index.html`, `assets/`, `defs/`, ...) are none of those.

use crate::exit::{CommandError, CommandResult, FAILURES, OK};
use reports::diff::RunDiff;
use reports::history;
use reports::html::Dashboard;
use reports::{Run, Summary};
use std::path::{Component, Path, PathBuf};
use std::time::Instant;

#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// Plain text, the published figures (the default).
    Text,
    /// Markdown for a pull request or chat message.
    Md,
    /// CSV of every row (and `<out>.outputs.csv` of every output).
    Csv,
    /// Parquet of every row (and `<out>.outputs.parquet`); needs --out.
    Parquet,
    /// One JSON document: summary, diff, rows.
    Json,
    /// JUnit XML, one test case per definition.
    Junit,
}

#[derive(clap::Args, Debug)]
#[command(after_help = "\
Exit codes (the same verdict `tpu-compat run` gave the same folder): 0 when every planned
definition passed or failed as expected (and nothing regressed against --vs, over the --history
nights or against --expected-perf); 1 when there are unexpected failures, planned definitions
that did not run, regressions, slowdowns, or an --expected-perf gate that could check no figure
(--exit-zero makes it 0); 2 when a run cannot be read, --vs names a run of another suite or
(without --vs-any-target) of another target, or a policy or expected-performance file is malformed.

--vs compares runs of one target: device, topology, mode, numerics, steps, devices and spmd, as
each run.json records them (absent: the default). A run of another target is refused, naming
each difference; --vs-any-target diffs it under a banner that names them. A compile-only row's
`compiled` is its pass: compiled -> fail-compile, oom, crash or timeout is a regression.

Examples:
  tpu-compat report runs/tier1                          published figures
  tpu-compat report runs/today --vs runs/yesterday      regressions, fixes, drift
  tpu-compat report runs/today --format junit --out junit.xml
  tpu-compat report runs/today --html dash/ --history history.csv --append-history 2026-11-30
  tpu-compat report runs/today --expected-perf baselines/expected/tier2.cpu.perf.csv

Nightly regressions (--history): every definition's and every tier's execute time, compile
time, device memory and pass rate are series over the history's nights (this run last). A
series regresses when its last 2 or more nights are each worse than the median of the 6 nights
before them (execute +5% and more than 1 ms, compile +15% and more than 50 ms, memory +20%,
pass rate down more than 1 point); 3 bad nights in a row that recovered are suspicious; one bad
night is neither. Each target (device, topology, mode, ...) is a series of its own; compiling
only, `compiled` is the pass, so a definition that stops compiling regresses its pass rate. Each finding names its first bad night and the plugin and harness versions on
either side. Regressions make the exit code 1; --regression-policy changes the thresholds.

Expected performance (--expected-perf FILE): a CSV beside the expected results,
baselines/expected/<tier>.<target>.perf.csv, `id,execute_ms,compile_ms,memory_bytes,speedup,tolerance`
(empty cells are not gated; tolerance a fraction, empty for the policy's). A definition slower
than its figure beyond the tolerance makes the exit code 1. A compile-cache hit's compile time is
not checked (a load, not a compile: gate compile times on a `run --no-cache` run); the gate says
how many figures it checked, and one that checked none makes the exit code 1. --write-expected-perf FILE writes
one from this run.")]
pub struct Args {
    /// The run folder (holds results.jsonl, and run.json when the runner wrote one).
    pub run_dir: PathBuf,
    /// An earlier run folder to diff against: a run of the same suite and target (device, topology, mode,
    /// numerics, steps, devices, spmd), else exit 2.
    #[arg(long, value_name = "OTHER_RUN")]
    pub vs: Option<PathBuf>,
    /// With --vs: diff a run of another target too, under a banner naming each difference.
    #[arg(long, requires = "vs")]
    pub vs_any_target: bool,
    /// Write the HTML dashboard into this folder.
    #[arg(long, value_name = "DIR")]
    pub html: Option<PathBuf>,
    #[arg(long, value_enum, default_value = "text")]
    pub format: Format,
    /// Write the format here instead of standard output.
    #[arg(long, value_name = "FILE")]
    pub out: Option<PathBuf>,
    /// History table (CSV): the dashboard charts its trends and reloads its recent runs.
    #[arg(long, value_name = "FILE")]
    pub history: Option<PathBuf>,
    /// Append this run's figures to --history under this label (e.g. the date).
    #[arg(long, value_name = "LABEL", requires = "history")]
    pub append_history: Option<String>,
    /// Earlier runs from the history to reload for per-definition history
    /// and nightly regressions (the rule needs 6 before the nights it judges).
    #[arg(long, default_value_t = 10)]
    pub history_runs: usize,
    /// Thresholds of the nightly regression rule, KEY=VALUE,... (keys: execute, execute-floor,
    /// compile, compile-floor, memory, memory-floor, pass-rate, baseline, min-baseline, tail,
    /// suspicious), e.g. `execute=10%,execute-floor=2ms,tail=3`; unnamed keys keep their defaults.
    /// Its floors and percentages are also --expected-perf's defaults.
    #[arg(long, value_name = "POLICY")]
    pub regression_policy: Option<String>,
    /// Gate on expected performance: a slowdown beyond this CSV's figures exits 1.
    #[arg(long, value_name = "FILE")]
    pub expected_perf: Option<PathBuf>,
    /// Write an expected-performance CSV from this run (every passing definition's figures).
    #[arg(long, value_name = "FILE")]
    pub write_expected_perf: Option<PathBuf>,
    /// Exit 0 even when there are unexpected results or regressions.
    #[arg(long)]
    pub exit_zero: bool,
    /// Print how long each step took (standard error).
    #[arg(long, hide = true)]
    pub timings: bool,
    /// Write the evidence bundle of this failing definition's row into --out (a new folder) and
    /// replay it once (`tpu-compat replay --help` says what a bundle holds).
    #[arg(long, value_name = "ID", requires = "out", conflicts_with_all = ["html", "vs", "history"])]
    pub bundle: Option<String>,
    /// With --bundle: bundle this reduced definition (a `tpu-compat reduce --out` folder) instead of the original.
    #[arg(long, value_name = "DIR", requires = "bundle")]
    pub reduced: Option<PathBuf>,
    /// Benchmarks: first write a synthetic run of N tier-1 rows into RUN_DIR.
    #[arg(long, hide = true, value_name = "N")]
    pub synthetic: Option<usize>,
    #[arg(long, hide = true, default_value_t = 657)]
    pub synthetic_parity: usize,
    #[arg(long, hide = true, default_value_t = 0)]
    pub synthetic_dynamism: usize,
    #[arg(long, hide = true, default_value_t = 1)]
    pub synthetic_seed: u64,
}

fn err(e: reports::ReportError) -> CommandError {
    CommandError::setup(e)
}

pub fn run(args: Args) -> CommandResult {
    let started = Instant::now();
    let mut lap = Instant::now();
    let mut step = |name: &str| {
        if args.timings {
            errln!("timing {name:<10} {:8.1} ms", lap.elapsed().as_secs_f64() * 1e3);
        }
        lap = Instant::now();
    };
    if let Some(n) = args.synthetic {
        if args.run_dir.join(reports::load::JOURNAL_FILE).exists() {
            return Err(CommandError::setup(format!(
                "{}: already holds a journal; --synthetic writes only into a fresh folder",
                args.run_dir.display()
            )));
        }
        let spec = reports::synthetic::Spec {
            tier1: n,
            tier2: args.synthetic_parity,
            dynamism: args.synthetic_dynamism,
            seed: args.synthetic_seed,
        };
        reports::synthetic::write_run(&args.run_dir, spec).map_err(err)?;
        step("synthetic");
    }
    if let (Some(id), Some(out)) = (&args.bundle, &args.out) {
        return super::replay::bundle(&args.run_dir, id, args.reduced.as_deref(), out);
    }
    let run = load(&args.run_dir, "")?;
    let before = match &args.vs {
        Some(p) => Some(load(p, "--vs: ")?),
        None => None,
    };
    if let Some(b) = &before {
        if let (Some(x), Some(y)) = (run.suite(), b.suite()) {
            if x != y {
                return Err(CommandError::setup(format!(
                    "--vs: {} is a run of {y}, {} of {x}; a diff between different suites would call every definition added or removed",
                    b.dir.display(),
                    run.dir.display()
                )));
            }
        }
    }
    if let Some(b) = &before {
        refuse_other_target(&run, b, args.vs_any_target)?;
    }
    refuse_writing_over_runs(&args, std::iter::once(&run).chain(before.as_ref()))?;
    step("load");
    let summary = Summary::of(&run).map_err(err)?;
    let diff = before.as_ref().map(|b| RunDiff::between(b, &run));
    step("summary");

    let policy: baselines::regression::Policy = match &args.regression_policy {
        Some(p) => p.parse().map_err(|e| CommandError::setup(format!("--regression-policy: {e}")))?,
        None => Default::default(),
    };
    let expected_perf = match &args.expected_perf {
        Some(p) => Some((p, baselines::expected_perf::read(p).map_err(CommandError::setup)?)),
        None => None,
    };
    let mut history_entries = Vec::new();
    let mut nightly = None;
    if let Some(h) = &args.history {
        if let Some(label) = &args.append_history {
            history::append(h, label, &run, &summary).map_err(err)?;
        }
        history_entries = history::read(h).map_err(err)?;
        let (nights, unreadable) =
            reports::regressions::nights(&history_entries, &run, args.append_history.as_deref(), args.history_runs.max(1));
        nightly = Some(reports::regressions::find(&nights, unreadable, &policy));
        step("history");
    }
    let perf_check = expected_perf.as_ref().map(|(p, e)| baselines::expected_perf::check(&run.rows, p, e, &policy));
    if let Some(p) = &args.write_expected_perf {
        baselines::expected_perf::write(&run.rows, &run.label(), p).map_err(CommandError::setup)?;
    }

    let diff_pair = diff.as_ref().zip(before.as_ref());
    let to_stdout = args.out.is_none() && args.format != Format::Text;
    let text = {
        let mut t = summary.to_text();
        if let Some(d) = &diff {
            t.push_str(&d.to_text());
        }
        if let Some(n) = &nightly {
            t.push_str(&n.to_text());
        }
        if let Some(c) = &perf_check {
            t.push_str(&c.to_text());
        }
        t
    };
    match (args.format, &args.out) {
        (Format::Text, None) => out!("{text}"),
        (Format::Text, Some(p)) => write_file(p, &text)?,
        (Format::Md, out) => {
            let mut md = reports::markdown::markdown(&run, &summary, diff_pair);
            md.push_str(&reports::markdown::performance(&run, nightly.as_ref(), perf_check.as_ref()));
            emit(out.as_ref(), &md)?
        }
        (Format::Json, out) => {
            let extra = reports::export::Extra { nightly: nightly.as_ref(), expected_perf: perf_check.as_ref() };
            emit(out.as_ref(), &reports::export::json_with(&run, &summary, diff.as_ref(), extra))?
        }
        (Format::Junit, out) => emit(out.as_ref(), &reports::junit::junit(&run))?,
        (Format::Csv, Some(p)) => reports::export::csv_files(&run, p).map_err(err)?,
        (Format::Csv, None) => {
            let mut df = reports::frame::attempts_frame(&run.rows).map_err(err)?;
            reports::export::write_csv(&mut df, crate::out::Stdout).map_err(err)?;
        }
        (Format::Parquet, Some(p)) => reports::export::parquet_files(&run, p).map_err(err)?,
        (Format::Parquet, None) => return Err(CommandError::setup("--format parquet needs --out FILE")),
    }
    step(match args.format {
        Format::Text => "text",
        Format::Md => "markdown",
        Format::Csv => "csv",
        Format::Parquet => "parquet",
        Format::Json => "json",
        Format::Junit => "junit",
    });
    if to_stdout || args.out.is_some() {
        err!("{text}");
    }

    if let Some(dir) = &args.html {
        let past = match &args.history {
            Some(_) => history::past_runs(&history_entries, &run.dir, args.history_runs),
            None => Vec::new(),
        };
        let dash =
            Dashboard { run: &run, summary: &summary, diff: diff_pair, history: &history_entries, past: &past, nightly: nightly.as_ref() };
        let w = dash.write(dir).map_err(err)?;
        step("dashboard");
        errln!("dashboard: {} ({} pages, {:.1} MB)", dir.join("index.html").display(), w.pages, w.bytes as f64 / 1e6);
    }
    if args.timings {
        errln!("timing total      {:8.1} ms", started.elapsed().as_secs_f64() * 1e3);
    }
    let regressions = diff.as_ref().map(|d| d.regressions.len()).unwrap_or(0)
        + nightly.as_ref().map(|n| n.regressions().count()).unwrap_or(0)
        + perf_check.as_ref().map(|c| c.slowdowns.len() + usize::from(c.checked == 0)).unwrap_or(0);
    if run.rows.is_empty() && !run.meta.contains_key("planned") && !run.meta.contains_key("parts") {
        errln!("error: {}: the run holds no results and names no planned definitions", run.dir.display());
        return Ok(if args.exit_zero { OK } else { FAILURES });
    }
    if !args.exit_zero && (summary.exit_code() != OK || regressions > 0) {
        return Ok(FAILURES);
    }
    Ok(OK)
}

/// Refuses `--vs` a run of another target (`reports::target`: device,
/// topology, mode, numerics, steps, devices, spmd, each read from `run.json`'s
/// identity with its default where a run does not record it), naming every
/// difference: a compile-only run's `compiled` against a CPU run's `pass`,
/// or `loss@5` of a 5-step run against that of a 10-step one, is no
/// regression of one target. `--vs-any-target` diffs them anyway, under a
/// banner naming the differences.
fn refuse_other_target(run: &Run, before: &Run, any_target: bool) -> Result<(), CommandError> {
    let changes = reports::target::changes(before, run);
    if changes.is_empty() || any_target {
        return Ok(());
    }
    let each: Vec<String> =
        changes.iter().map(|c| format!("{} `{}`, {} with {} `{}`", c.setting, c.before, run.dir.display(), c.setting, c.after)).collect();
    Err(CommandError::setup(format!(
        "--vs: {} ran with {}: their rows are not comparable (runs of different targets); pass --vs-any-target to diff them \
         under a banner naming the difference",
        before.dir.display(),
        results::text::printable(&each.join("; "))
    )))
}

/// A run folder, which must hold the `run.json` the runner writes before its
/// first row (as `merge` requires): without it the run's plan is unknown,
/// and a run killed after 1 of 6 definitions would read as 1/1 passed. A
/// journal that is a whole run on purpose (one concatenated by a script) is
/// reported once a `run.json` labels it (`{"label": "..."}`, see `reports::load`).
fn load(dir: &Path, flag: &str) -> Result<Run, CommandError> {
    let folder = if dir.is_file() { dir.parent().map(Path::to_path_buf).unwrap_or_default() } else { dir.to_path_buf() };
    let journal = folder.join(reports::load::JOURNAL_FILE);
    let meta = folder.join(reports::load::RUN_META_FILE);
    if std::fs::symlink_metadata(&journal).is_ok() && std::fs::symlink_metadata(&meta).is_err() {
        return Err(CommandError::setup(format!(
            "{flag}{}: no run.json beside the journal: which definitions the run planned is unknown, so those it never \
             reached (a run killed part-way, a journal copied alone) cannot be counted as not run. Report the folder \
             `tpu-compat run` wrote (`run --resume` finishes a killed one), or, for a journal that is the whole run on \
             purpose, write a run.json that labels it: {{\"label\": \"NAME\"}}",
            meta.display()
        )));
    }
    Run::load(dir).map_err(|e| CommandError::setup(format!("{flag}{e}")))
}

/// Where writing `p` lands: its nearest existing ancestor resolved (symlinks
/// followed), then the rest of it, `..` taken lexically (those folders do not
/// exist yet, so nothing can redirect them).
fn landing(p: &Path) -> PathBuf {
    let p = if p.as_os_str().is_empty() { Path::new(".") } else { p };
    let abs = std::path::absolute(p).unwrap_or_else(|_| p.to_path_buf());
    let parts: Vec<Component> = abs.components().collect();
    for n in (1..=parts.len()).rev() {
        if let Ok(mut out) = std::fs::canonicalize(parts[..n].iter().collect::<PathBuf>()) {
            for c in &parts[n..] {
                match c {
                    Component::ParentDir => {
                        out.pop();
                    }
                    Component::Normal(x) => out.push(x),
                    _ => {}
                }
            }
            return out;
        }
    }
    abs
}

/// The same file, by a hard link or any other name.
fn same_file(a: &Path, b: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (std::fs::metadata(a), std::fs::metadata(b)) {
        (Ok(x), Ok(y)) => x.is_file() && x.dev() == y.dev() && x.ino() == y.ino(),
        _ => false,
    }
}

/// Refuses (exit 2) an output path that would write over what the runner
/// wrote into `runs`' folders (see the module documentation).
fn refuse_writing_over_runs<'a>(args: &Args, runs: impl Iterator<Item = &'a Run>) -> Result<(), CommandError> {
    let mut outputs: Vec<(String, PathBuf)> = Vec::new();
    if let Some(p) = &args.out {
        outputs.push(("--out".into(), p.clone()));
        if matches!(args.format, Format::Csv | Format::Parquet) {
            outputs.push(("--out (its outputs file)".into(), reports::export::outputs_path(p)));
        }
    }
    if let Some(d) = &args.html {
        outputs.push(("--html".into(), d.clone()));
    }
    if let (Some(h), Some(_)) = (&args.history, &args.append_history) {
        outputs.push(("--history".into(), h.clone()));
    }
    if let Some(p) = &args.write_expected_perf {
        outputs.push(("--write-expected-perf".into(), p.clone()));
    }
    for run in runs {
        let dir = landing(&run.dir);
        for name in results::journal::RUN_OWNED {
            let owned = dir.join(name);
            for (flag, out) in &outputs {
                let at = landing(out);
                let what = if at == owned || same_file(out, &owned) {
                    format!("is the run's own {name}")
                } else if at.starts_with(&owned) {
                    format!("is inside the run's {name} folder")
                } else {
                    continue;
                };
                return Err(CommandError::setup(format!(
                    "{flag}: {} {what} ({}); a report never writes over the run it reads: choose a path outside it",
                    out.display(),
                    run.dir.display()
                )));
            }
        }
    }
    Ok(())
}

fn write_file(p: &std::path::Path, text: &str) -> Result<(), CommandError> {
    if let Some(parent) = p.parent().filter(|x| !x.as_os_str().is_empty()) {
        std::fs::create_dir_all(parent).map_err(|e| CommandError::setup(format!("{}: {e}", parent.display())))?;
    }
    std::fs::write(p, text).map_err(|e| CommandError::setup(format!("{}: cannot write: {e}", p.display())))
}

fn emit(out: Option<&PathBuf>, text: &str) -> Result<(), CommandError> {
    match out {
        Some(p) => write_file(p, text),
        None => {
            out!("{text}");
            Ok(())
        }
    }
}
