//! `tpu-compat bisect ID|FOLDER`: which XLA option, and which HLO pass,
//! flips a definition's verdict between two compile settings. Reads the
//! arguments, checks them before any trial runs, and prints and writes what
//! `crate::bisect` found.

use crate::bisect::setting::Setting;
use crate::bisect::trial::Target;
use crate::bisect::{self, Outcome, Report, Request};
use crate::exit::{CommandError, CommandResult, FAILURES, NOTHING_TO_BISECT, OK};
use crate::runner::duration::parse_duration;
use std::path::{Path, PathBuf};
use std::time::Duration;
use suites::Suite;

const AFTER: &str = "\
Settings: a compile profile, then optional XLA debug options: `full`, `fast`,
`full,xla_cpu_use_fusion_emitters=false`. Every option the two settings set differently (the `fast`
profile is xla_backend_optimization_level=0, xla_llvm_disable_expensive_passes=true and
xla_cpu_use_fusion_emitters=false) is a candidate.

How: each trial is `tpu-compat run` of the one id in its own process (a fresh compile, no cache),
with its options in XLA_FLAGS over the `full` profile, into OUT/trials/NNN/. First both settings
as named, and both as XLA_FLAGS (they must agree); then delta debugging over the options, halving
first: the smallest set that, changed from --from's value to --to's, gives --to's verdict. Then
the HLO passes: the plugin dumps the module after every pass (xla_dump_hlo_pass_re) under --from
and under the culprit options; the passes that changed the module under the culprit options are
disabled (xla_disable_hlo_passes), all at once and then by halving, for the smallest set whose
disabling gives --from's verdict back; failing that, the passes that changed it under --from, for
the set whose disabling gives --to's verdict (a pass --from relies on). Each answer is checked by turning just it on and off, both
verdicts observed afresh. When disabling every candidate does not flip it back, the options act
after the HLO passes (code generation): the report says so and names no pass.

Writes OUT/report.json: both verdicts, the differences, the options found and their check, the
passes (candidates, those run under one setting only, the ones found and their check), every
trial (XLA_FLAGS, verdict, seconds, run folder) and the commands that reproduce the answer.

Example (an op-tier case that fails under fast only):
  tpu-compat bisect op-tan-f32-21-special --from full --to fast

Exit codes: 0 found: the options (and where one exists, the passes) that flip the verdict, checked
on and off; 1 the verdicts differ but no answer held up when checked (a verdict that does not
repeat) or the settings' options do not reproduce them; 2 setup error (unknown id or suite, bad
setting, a trial that could not start): nothing concluded; 5 nothing to bisect: both settings give
the same verdict.";

#[derive(clap::Args, Debug)]
#[command(after_help = AFTER)]
pub struct Args {
    /// A definition id (a tier's, an op-tier case's, or hf's) or a definition folder.
    pub definition: String,
    /// Look the id up in this suite (a tier, catalog or folder of definitions).
    #[arg(long = "in", value_name = "SUITE")]
    pub in_suite: Option<String>,
    /// The first setting: PROFILE[,XLA_OPTION=VALUE...]. Its verdict is the one bisect turns away from.
    #[arg(long, default_value = "full", value_name = "SETTING")]
    pub from: String,
    /// The second setting, with a different verdict: the options found move --from towards it.
    #[arg(long, default_value = "fast", value_name = "SETTING")]
    pub to: String,
    /// cpu, gpu, or the path of a PJRT plugin .so (an XLA compiler that reads XLA_FLAGS).
    #[arg(long, short, default_value = "cpu")]
    pub device: String,
    /// Where report.json and the trials' run folders go (default bisect/<id>); must not hold a bisection.
    #[arg(long)]
    pub out: Option<PathBuf>,
    /// Per-trial limit (a run's --timeout); a hang past it is that trial's `timeout` verdict.
    #[arg(long, default_value = "300s", value_parser = parse_duration)]
    pub timeout: Duration,
    /// The most trials each search (options; passes) may make before it reports what it has.
    #[arg(long, default_value_t = 48)]
    pub max_trials: usize,
    #[command(flatten)]
    pub execution: super::executing::ExecutionArgs,
}

pub fn run(args: Args) -> CommandResult {
    let from: Setting = args.from.parse().map_err(|e| CommandError::setup(format!("--from: {e}")))?;
    let to: Setting = args.to.parse().map_err(|e| CommandError::setup(format!("--to: {e}")))?;
    if args.device == "tpu" {
        return Err(CommandError::setup(
            "--device tpu: libtpu's compiler reads no XLA_FLAGS debug options and has no `fast` profile; bisect runs on XLA's cpu or gpu compilers",
        ));
    }
    if args.max_trials == 0 {
        return Err(CommandError::setup("--max-trials 0: give at least 1"));
    }
    let execution = args.execution.resolve().map_err(CommandError::setup)?;
    let (suite, id) = resolve(&args.definition, args.in_suite.as_deref())?;
    let out = args.out.clone().unwrap_or_else(|| Path::new("bisect").join(&id));
    let trials = out.join("trials");
    if std::fs::read_dir(&trials).is_ok_and(|mut d| d.next().is_some()) {
        return Err(CommandError::setup(format!(
            "--out {}: already holds a bisection ({} is not empty); give another --out or remove it",
            out.display(),
            trials.display()
        )));
    }
    std::fs::create_dir_all(&trials).map_err(|e| CommandError::setup(format!("--out {}: {e}", out.display())))?;
    let request = Request {
        target: Target { suite, id, timeout: args.timeout, spec: results::RunSpec { execution, ..results::RunSpec::on(&args.device) } },
        from,
        to,
        out: out.clone(),
        max_trials: args.max_trials,
    };
    let report = bisect::bisect(&request).map_err(CommandError::setup)?;
    let path = bisect::write_report(&report, &out).map_err(CommandError::setup)?;
    print(&report, &path);
    Ok(match report.outcome {
        Outcome::Found => OK,
        Outcome::NothingToBisect => NOTHING_TO_BISECT,
        Outcome::NotPinnedDown => FAILURES,
    })
}

/// The suite `run` takes and the id in it.
fn resolve(spec: &str, in_suite: Option<&str>) -> Result<(String, String), CommandError> {
    if let Some(name) = in_suite {
        let suite = Suite::open(name)?;
        if suite.position(spec).is_none() {
            return Err(CommandError::setup(format!("`{spec}` is not a definition of {name}")));
        }
        return Ok((name.to_string(), spec.to_string()));
    }
    let path = Path::new(spec);
    if path.is_dir() {
        let suite = Suite::open(spec)?;
        if suite.entries.len() != 1 {
            return Err(CommandError::setup(format!(
                "{spec} holds {} definitions: give one definition folder, or an id with --in {spec}",
                suite.entries.len()
            )));
        }
        return Ok((spec.to_string(), suite.entries[0].id.clone()));
    }
    if let Some((suite, _)) = Suite::find_in_tiers(spec) {
        return Ok((suite.name, spec.to_string()));
    }
    if Suite::open("hf").is_ok_and(|hf| hf.position(spec).is_some()) {
        return Ok(("hf".to_string(), spec.to_string()));
    }
    Err(CommandError::setup(format!(
        "unknown definition `{spec}`: not an id of a tier, the op tier or hf, nor a definition folder (give --in SUITE for a catalog or folder)"
    )))
}

fn print(r: &Report, path: &Path) {
    let show = |s: &str| results::text::printable(s);
    outln!("{}: {} -> {}; {} -> {}", show(&r.id), r.from, r.from_verdict.line(), r.to, r.to_verdict.line());
    if let Some(f) = &r.flags {
        let names = f.changes.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(" ");
        let minimal = if f.minimal { "" } else { " (trial budget spent before it was minimal)" };
        outln!(
            "  option: {names}{minimal}; checked: on -> {}, off -> {}{}",
            f.check.on.status,
            f.check.off.status,
            if f.check.holds { "" } else { " (does not hold)" }
        );
    }
    if let Some(p) = &r.passes {
        match &p.found {
            Some(f) => {
                outln!("  pass: {}; checked: running it -> {}, disabled -> {}", f.passes.join(", "), f.check.on.status, f.check.off.status)
            }
            None => outln!("  pass: none ({} candidates)", p.candidates.len()),
        }
    }
    if !r.note.is_empty() {
        outln!("  {}", show(&r.note));
    }
    for c in &r.reproduce {
        outln!("  reproduce: {c}");
    }
    let seconds: f64 = r.trials.iter().map(|t| t.seconds).sum();
    outln!("  {} trials, {seconds:.1} s; {}", r.trials.len(), path.display());
}
