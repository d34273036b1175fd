//! `tpu-compat reduce DEFINITION --out DIR`: the smallest program that
//! still fails as the definition fails, on the same target and settings.
//! The work is in `crate::reduce`; this file reads arguments, prints the
//! size path and the command that runs the result.

use crate::exit::{CommandError, CommandResult, OK};
use crate::reduce::{self, predicate::Settings, Options, Reduction};
use crate::runner::duration::parse_duration;
use std::path::{Path, PathBuf};
use std::time::Duration;

const AFTER: &str = "\
The predicate is the definition's own failure, read from its row when it runs as the candidates
run (`tpu-compat run` of a one-definition folder on --device with these settings): a crash at the
same stage, a compile or run failure with the same first line of message, a timeout, an oom,
non-finite outputs, or (run against the reference: the program on the CPU plugin as written) a
parity failure of the same output beyond its tolerance. A definition that passes is refused (exit 2).

Passes, over @main with its calls inlined: outputs (the failing one alone for parity, else each
alone), then ops by delta debugging: drop half the ops, then quarters, ... down to one; each dropped
op's uses read the value the reference run computed, as a new argument (zeros where no reference
ran: a program that crashes the CPU plugin itself); dead code goes; constants stay with their readers.
For every class but parity the outputs follow the cut (what nothing else reads), so dropping what
follows a crashing op returns its result. Every candidate runs in its own process: a candidate's
crash is evidence, not the tool's end. An accepted cut runs twice and is followed only when both
runs fail the same way (otherwise counted as flaky in reduce.json). --budget bounds the search (the
smallest cut so far is kept); --capture-bytes bounds the reference values held in memory.

Writes DIR/model.mlir, model.toml, inputs.safetensors (a definition folder), store/ for a parity
failure, and DIR/reduce.json: the predicate, the evidence (the original's row and the result's),
ops before -> after, every accepted step, candidates tried, flaky ones, the time taken, and the
command that runs the result:
  tpu-compat run DIR --device D [--baselines DIR/store]
Exit: 0 when the reduction ran (DIR written); 2 when it could not (a definition that does not fail,
a failure that does not repeat, a program that cannot be cut).

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
    /// Where to write the reduced definition folder and reduce.json (a new or empty folder).
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
    /// Stop searching after this long and keep the smallest program found, e.g. 600s, 20m.
    #[arg(long, default_value = "600s", value_parser = parse_duration)]
    pub budget: Duration,
    /// The most bytes of the reference run's values held (every top-level value of @main).
    #[arg(long, default_value_t = 1 << 30)]
    pub capture_bytes: u64,
    #[command(flatten)]
    pub compilation: crate::compilation::CompilationArgs,
}

pub fn run(args: Args) -> CommandResult {
    let definition = super::diverge::resolve(&args.definition, args.in_suite.as_deref()).map_err(CommandError::setup)?;
    crate::runner::folder::check_new_output("--out", &args.out).map_err(CommandError::setup)?;
    if args.capture_bytes == 0 {
        return Err(CommandError::setup("--capture-bytes 0: give a positive size"));
    }
    let suite_name = args
        .out
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .ok_or_else(|| CommandError::setup(format!("--out {}: give a folder with a name", args.out.display())))?;
    let work = args.out.join(".reduce-work");
    std::fs::create_dir_all(&work).map_err(|e| CommandError::setup(format!("{}: {e}", work.display())))?;
    let settings = Settings {
        device: args.device.clone(),
        topology: args.topology.clone(),
        numerics: args.compilation.numerics.clone(),
        compile_profile: args.compilation.compile_profile.clone(),
        timeout: args.timeout,
        suite_name,
        execution: Default::default(),
    };
    let options = Options { settings, budget: args.budget, capture_bytes: args.capture_bytes, work: work.clone() };
    let reduced = reduce::reduce(&definition, &options);
    let result = reduced.map_err(CommandError::setup).and_then(|mut r| {
        r.replay = replay(&args, &r);
        reduce::write(&r, &args.out).map_err(CommandError::setup)?;
        Ok(r)
    });
    let _ = std::fs::remove_dir_all(&work);
    if result.is_err() {
        // Nothing of a refused reduction is left behind.
        let _ = std::fs::remove_dir(&args.out);
    }
    print(&result?, &args.out);
    Ok(OK)
}

/// The command that runs the result as the reduction ran it.
fn replay(args: &Args, r: &Reduction) -> String {
    let mut c = format!("tpu-compat run {} --device {}", args.out.display(), args.device);
    if let Some(t) = &args.topology {
        c.push_str(&format!(" --topology {t}"));
    }
    if let Some(n) = &args.compilation.numerics {
        c.push_str(&format!(" --numerics {n}"));
    }
    if let Some(p) = &args.compilation.compile_profile {
        c.push_str(&format!(" --compile-profile {p}"));
    }
    match r.expected {
        Some(_) => c.push_str(&format!(" --baselines {}", args.out.join(reduce::STORE).display())),
        None => c.push_str(" --no-baselines"),
    }
    c
}

fn print(r: &Reduction, out: &Path) {
    outln!("{}: {}", r.id, r.predicate.describe());
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
    outln!("evidence:  {}", r.evidence.reduced);
    outln!("written:   {}", out.display());
    outln!("replay:    {}", r.replay);
}
