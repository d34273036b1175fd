//! `tpu-compat reduce DEFINITION --out DIR`: the smallest program that
//! still fails as the definition fails, on the same target and settings.
//! The work is in `crate::reduce`; this file reads arguments, prints the
//! size path and the command that runs the result.
//!
//! `--budget` bounds all of it: the command checks its arguments, then runs
//! the reduction (reading the definition, inlining its calls, the reference
//! run, the search) in a child process of its own (this command again, told
//! so by [`CHILD_ENV`]), killed with everything it started when the budget
//! and [`GRACE`] have passed. So a program whose preparation alone would
//! take hours (2^20 nested calls to inline) ends at the budget, and says
//! which stage it was in.

use crate::exit::{CommandError, CommandResult, FAILURES, OK, RUN_ERROR};
use crate::reduce::predicate::Settings;
use crate::reduce::{self, Options, Reduction};
use crate::runner::duration::parse_duration;
use results::runspec::{Part, RunSpec};
use results::RunInfo;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Set in the child that does the reduction: the file it writes its stage into.
const CHILD_ENV: &str = "TPU_COMPAT_REDUCE_STAGE_FILE";
/// How long past the budget the child has to write what it found before it is killed.
const GRACE: Duration = Duration::from_secs(10);

const AFTER: &str = "\
The predicate is the definition's own failure, read from its row when it runs as the candidates
run (`tpu-compat run` of a one-definition folder on --device with these settings): a crash at the
same stage, a compile or run failure with the same first line of message (source locations such as
`-:12:5`, `model.mlir:3:14` and `loc(...)` stripped: a smaller program puts the op on another line),
a timeout, an oom, non-finite outputs, nondeterminism (the determinism replay's outputs still
differ from the judged execution's), or (run against the reference: the program on the CPU plugin
as written) a parity failure of the same output beyond its tolerance. A definition that does not
fail is refused (exit 2), with what was seen: its run alone, and against the reference run.

Passes, over @main with its calls inlined: outputs (the failing one alone for parity, else each
alone), then ops by delta debugging: drop half the ops, then quarters, ... down to one; each dropped
op's uses read the value the reference run computed, as a new argument (zeros where no reference
ran: a program that crashes the CPU plugin itself); dead code goes; constants stay with their readers.
For every class but parity the outputs follow the cut (what nothing else reads), so dropping what
follows a crashing op returns its result. Every candidate runs in its own process: a candidate's
crash is evidence, not the tool's end. An accepted cut runs twice and is followed only when both
runs fail the same way (otherwise counted as flaky in reduce.json). --budget bounds all the work:
reading and inlining the program, the reference run, every candidate (a process still running at
the budget is killed); the smallest cut found by then is kept, and 10s past the budget the
reduction is stopped whatever it is doing. --capture-bytes bounds the reference values held.

Writes DIR/model.mlir, model.toml, inputs.safetensors (a definition folder), store/ for a parity
failure, and DIR/reduce.json: the predicate, the evidence (the original's row and the result's),
ops before -> after, every accepted step, candidates tried, flaky ones, the time taken, and the
command that runs the result:
  tpu-compat run DIR --device D [--baselines DIR/store]
Exit: 0 when a smaller program that fails the same way was found (DIR written); 1 when none was
(no cut held, or the budget ran out first: the definition is not reduced and nothing is written,
as `bisect` exits 1 when it cannot pin a flip down); 2 when it could not start (a definition that
does not fail, a failure that does not repeat, a program that cannot be cut, --out inside the
suite folder the definition is read from).

Fault-plugin markers travel with the cut (docs/triage.md): `abort@compile op=NAME` crashes only
programs holding that op, so a planted crash reduces to the op.";

#[derive(clap::Args, Debug)]
#[command(after_help = AFTER)]
pub struct Args {
    /// A definition id (tier or hf) or a definition folder.
    pub definition: String,
    /// Look the id up in this suite (a tier, catalog or folder of definitions).
    #[arg(long = "in", value_name = "SUITE")]
    pub in_suite: Option<String>,
    /// Where to write the reduced definition folder and reduce.json (a new or empty folder, outside the definition's suite folder).
    #[arg(long)]
    pub out: PathBuf,
    /// cpu, gpu, tpu, or the path of a PJRT plugin .so: where the failure happens.
    #[arg(long, short, default_value = "cpu")]
    pub device: String,
    /// Compile only, for this topology of the plugin (as `run --topology`).
    #[arg(long, value_name = "NAME")]
    pub topology: Option<String>,
    /// Each candidate's limit (as `run --timeout`), e.g. 60s, 5m.
    #[arg(long, default_value = "120s", value_parser = parse_duration)]
    pub timeout: Duration,
    /// Stop all the work after this long and keep the smallest program found, e.g. 600s, 20m.
    #[arg(long, default_value = "600s", value_parser = parse_duration)]
    pub budget: Duration,
    /// The most bytes of the reference run's values held (every top-level value of @main).
    #[arg(long, default_value_t = 1 << 30)]
    pub capture_bytes: u64,
    #[command(flatten)]
    pub compilation: crate::compilation::CompilationArgs,
    #[command(flatten)]
    pub execution: super::executing::ExecutionArgs,
    /// Reduce as the run in this folder ran the definition: its device, topology, compile settings,
    /// mode, sharding, steps, determinism and threads, as its run.json records them (and its suite,
    /// unless --in is given). Not with those flags.
    #[arg(long, value_name = "RUN_DIR", conflicts_with_all = ["device", "topology", "numerics", "compile_profile", "mode", "spmd", "devices", "steps"])]
    pub run: Option<PathBuf>,
}

impl Args {
    /// The failing run's settings, checked: from `--run`'s run.json, or the flags.
    fn spec(&self) -> Result<RunSpec, CommandError> {
        if let Some(dir) = &self.run {
            let info = RunInfo::read(dir).map_err(CommandError::setup)?;
            let spec = RunSpec::of_run(&info).map_err(|e| CommandError::setup(format!("--run {}: {e}", dir.display())))?;
            return Ok(RunSpec { repeat: 0, expected: None, ..spec });
        }
        let execution = self.execution.resolve().map_err(CommandError::setup)?;
        Ok(RunSpec {
            topology: self.topology.clone(),
            numerics: self.compilation.numerics.clone(),
            compile_profile: self.compilation.compile_profile.clone(),
            execution,
            ..RunSpec::on(&self.device)
        })
    }

    /// `--in`, or the suite of `--run`'s run.
    fn in_suite(&self) -> Option<String> {
        self.in_suite.clone().or_else(|| {
            let info = RunInfo::read(self.run.as_deref()?).ok()?;
            Some(if info.suite_spec.is_empty() { info.suite } else { info.suite_spec })
        })
    }
}

pub fn run(args: Args) -> CommandResult {
    match std::env::var_os(CHILD_ENV) {
        Some(stage) => reduction(args, PathBuf::from(stage)),
        None => supervise(&args),
    }
}

/// Checks the arguments, then runs the reduction in a child process under
/// the budget (module doc); cleans up after a child that was stopped.
fn supervise(args: &Args) -> CommandResult {
    crate::runner::folder::check_new_output("--out", &args.out).map_err(CommandError::setup)?;
    if let Some(run) = &args.run {
        let info = RunInfo::read(run).map_err(CommandError::setup)?;
        if crate::bundle::torch::is_torch_run(&info) {
            // A TorchTPU row reduces to its first departing ATen op (torch::localize).
            if args.budget.is_zero() {
                return Err(CommandError::setup("--budget 0s: give a positive duration"));
            }
            return crate::torch::localize::reduce(run, &args.definition, &args.out, args.budget);
        }
    }
    if args.capture_bytes == 0 {
        return Err(CommandError::setup("--capture-bytes 0: give a positive size"));
    }
    args.spec()?;
    if args.budget.is_zero() {
        return Err(CommandError::setup("--budget 0s: give a positive duration"));
    }
    if args.out.file_name().is_none() {
        return Err(CommandError::setup(format!("--out {}: give a folder with a name", args.out.display())));
    }
    if let Some(suite) = suite_folder(&args.definition, args.in_suite().as_deref()) {
        if inside(&args.out, &suite) {
            return Err(CommandError::setup(format!(
                "--out {}: inside {}, the suite folder {} is read from: the reduced definition would become one of its \
                 definitions; give a folder outside it",
                args.out.display(),
                suite.display(),
                args.definition
            )));
        }
    }
    let existed = args.out.exists();
    let work = args.out.join(".reduce-work");
    std::fs::create_dir_all(&work).map_err(|e| CommandError::setup(format!("{}: {e}", work.display())))?;
    let stage = work.join("stage");
    let exe = std::env::current_exe().map_err(|e| CommandError::setup(format!("cannot find this executable: {e}")))?;
    let mut cmd = std::process::Command::new(exe);
    cmd.args(std::env::args_os().skip(1)).env(CHILD_ENV, &stage);
    let ended = crate::runner::executor::run_bounded(&mut cmd, args.budget + GRACE, Duration::from_secs(1));
    let stopped_in = std::fs::read_to_string(&stage).ok().filter(|s| !s.is_empty()).unwrap_or_else(|| "starting".to_string());
    let _ = std::fs::remove_dir_all(&work);
    let code = match ended {
        Ok(Some(status)) => status.code(),
        Ok(None) => {
            errln!(
                "error: {}: --budget {} ran out while {stopped_in}; the reduction was stopped: not reduced",
                args.definition,
                humantime(args.budget)
            );
            Some(FAILURES)
        }
        Err(e) => {
            errln!("error: cannot start the reduction process: {e}");
            Some(RUN_ERROR)
        }
    };
    let code = code.unwrap_or_else(|| {
        errln!("error: {}: the reduction process was killed while {stopped_in}", args.definition);
        RUN_ERROR
    });
    if code != OK && !out_complete(&args.out) {
        // Nothing of a reduction that did not finish is left behind.
        if existed {
            let _ = std::fs::read_dir(&args.out).map(|d| d.flatten().for_each(|e| remove(&e.path())));
        } else {
            let _ = std::fs::remove_dir_all(&args.out);
        }
    }
    Ok(code)
}

fn remove(p: &Path) {
    let _ = if p.is_dir() { std::fs::remove_dir_all(p) } else { std::fs::remove_file(p) };
}

/// A written result ends with reduce.json.
fn out_complete(out: &Path) -> bool {
    out.join(reduce::REPORT).is_file()
}

/// `90s`, `5m`, `1500ms` as given to --budget.
fn humantime(d: Duration) -> String {
    match (d.subsec_millis(), d.as_secs()) {
        (0, s) if s % 60 == 0 && s > 0 => format!("{}m", s / 60),
        (0, s) => format!("{s}s"),
        _ => format!("{}ms", d.as_millis()),
    }
}

/// The folder of definitions the definition is read from, where it is one:
/// `--in FOLDER`, the definition folder given, or the committed hf suite.
fn suite_folder(spec: &str, in_suite: Option<&str>) -> Option<PathBuf> {
    let folder = match in_suite {
        Some("hf") => suites::Suite::hf_dir(),
        Some(s) => PathBuf::from(s),
        None if Path::new(spec).is_dir() => PathBuf::from(spec),
        None if suites::Suite::find_in_tiers(spec).is_none() => suites::Suite::hf_dir(),
        None => return None,
    };
    std::fs::canonicalize(folder).ok().filter(|p| p.is_dir())
}

/// Whether `path` (which may not exist yet) is `folder` or lies inside it (`folder` canonical).
fn inside(path: &Path, folder: &Path) -> bool {
    let Ok(abs) = std::path::absolute(path) else { return false };
    // The nearest existing ancestor, canonical, with the rest of the path after it.
    let mut rest = Vec::new();
    let mut at = abs.as_path();
    loop {
        if let Ok(c) = std::fs::canonicalize(at) {
            let full = rest.iter().rev().fold(c, |p: PathBuf, n| p.join(n));
            return full.starts_with(folder);
        }
        match (at.parent(), at.file_name()) {
            (Some(parent), Some(name)) => {
                rest.push(name.to_os_string());
                at = parent;
            }
            _ => return false,
        }
    }
}

/// The reduction itself, in the child [`supervise`] started: writes its
/// stage into `stage`, stops its search at the budget.
fn reduction(args: Args, stage: PathBuf) -> CommandResult {
    let deadline = Instant::now() + args.budget;
    let _ = std::fs::write(&stage, "reading the definition");
    let definition = super::diverge::resolve(&args.definition, args.in_suite().as_deref()).map_err(CommandError::setup)?;
    let suite_name = args
        .out
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .ok_or_else(|| CommandError::setup(format!("--out {}: give a folder with a name", args.out.display())))?;
    let work = args.out.join(".reduce-work");
    let settings = Settings { spec: args.spec()?, timeout: args.timeout, suite_name };
    let options = Options { settings, deadline, capture_bytes: args.capture_bytes, work: work.clone(), stage_file: Some(stage) };
    let r = match reduce::reduce(&definition, &options) {
        Ok(r) => r,
        Err(e) if e.out_of_time() => {
            errln!("error: {}", results::text::printable(&e.to_string()));
            return Ok(FAILURES);
        }
        Err(e) => return Err(CommandError::setup(e)),
    };
    if !r.reduced {
        print_search(&r);
        outln!(
            "not reduced: no smaller program fails as {} does{}; nothing written",
            r.id,
            if r.budget_exhausted { " within --budget" } else { "" }
        );
        return Ok(FAILURES);
    }
    options.enter("writing the result");
    let mut r = r;
    r.replay = replay(&options.settings, &args.out, &r);
    reduce::write(&r, &args.out).map_err(CommandError::setup)?;
    print(&r, &args.out);
    Ok(OK)
}

/// The command that runs the result as the reduction ran it.
fn replay(settings: &Settings, out: &Path, r: &Reduction) -> String {
    let mut c = format!("tpu-compat run {} {}", out.display(), settings.spec.flags(Part::Trial).join(" "));
    match r.expected {
        Some(_) => c.push_str(&format!(" --baselines {}", out.join(reduce::STORE).display())),
        None => c.push_str(" --no-baselines"),
    }
    c
}

fn print(r: &Reduction, out: &Path) {
    print_search(r);
    outln!("evidence:  {}", r.evidence.reduced);
    outln!("written:   {}", out.display());
    outln!("replay:    {}", r.replay);
}

/// The predicate, the sizes and the search.
fn print_search(r: &Reduction) {
    outln!("{}: {}", r.id, r.predicate.describe());
    outln!("original:  {}", r.evidence.original);
    outln!("ops:       {} -> {} ({})", r.ops_before, r.ops_after, r.ops.join(", "));
    let path: Vec<String> = r.path.iter().map(|s| s.ops.to_string()).collect();
    outln!("path:      {}", path.join(" -> "));
    outln!(
        "searched:  {} candidates in {:.1}s{}{}",
        r.candidates,
        r.seconds,
        if r.flaky > 0 { format!(", {} flaky (not followed)", r.flaky) } else { String::new() },
        if r.budget_exhausted { ", stopped at --budget" } else { "" }
    );
}
