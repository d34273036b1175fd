//! `tpu-compat run`: run a tier, catalog or folder of definitions in worker
//! processes, journal every attempt, and summarise. The arguments are turned
//! into typed settings once, all of them checked before anything is written
//! (`run/resolve.rs`); this file sets up (or checks, for `--resume`) the run
//! folder under its lock, and hands the loop to `runner::dispatch`. Where
//! the run stands afterwards is read through `results::tally`, the same
//! reading `report` makes of the folder.

mod resolve;
mod torchtpu;

use resolve::{resolve, Resolved};

use crate::exit::{CommandError, CommandResult, INTERRUPTED, SETUP};
use crate::runner::dispatch::{Dispatcher, Settings};
use crate::runner::duration::parse_duration;
use crate::runner::folder::{self, Folder};
use crate::runner::plan::Plan;
use crate::runner::shard::ShardSpec;
use crate::runner::{interrupt, settings, summary};
use results::journal::{self, Journal, RunInfo};
use results::tally::{self, Planned};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, SystemTime};

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
    /// `tier1`, `tier2`, `dynamism`, `train`, `ops`, `realsize`, `hf`, a catalog, or a folder of definition folders;
    /// or a TorchTPU tier: `real` (`real:LIBRARY`, `real:ID`), `torch-hf` (the hf catalog through TorchTPU,
    /// `torch-hf:ENTRY`), `aten` (PyTorch's OpInfo cells).
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
    /// TorchTPU tiers (`real`, `torch-hf`): TorchTPU's mode, eager (default), defer-and-fuse,
    /// compile or export, as `tpu-compat torch --mode`.
    #[arg(long, value_enum, value_name = "MODE")]
    pub torch_mode: Option<crate::torch::TorchMode>,
    /// TorchTPU tiers (`real`, `torch-hf`, `aten`): run TorchTPU's `chlo.scan` on a plugin older
    /// than it, rewritten as a plain while loop, as `tpu-compat torch --rewrite-scan`.
    #[arg(long)]
    pub rewrite_scan: bool,
}

/// This run's `run.json`, before any definition ran.
fn run_info(args: &Args, r: &Resolved) -> RunInfo {
    RunInfo {
        suite: r.suite.name.clone(),
        suite_spec: args.suite.clone(),
        device: args.device.clone(),
        harness_version: env!("CARGO_PKG_VERSION").into(),
        git_revision: folder::git_revision(),
        host_cpu: runtime::cpu::describe(),
        arguments: std::env::args().collect(),
        started_at: results::time::rfc3339(SystemTime::now()),
        shard: args.shard.map(|s| s.to_string()),
        jobs: r.jobs,
        timeout_s: args.timeout.as_secs_f64(),
        planned: r.chosen.clone(),
        whole_planned: r.whole_planned.clone(),
        identity: r.identity.clone(),
        spec: Some(r.spec.clone()),
        expected_file: r.expected_file.as_ref().map(|p| p.display().to_string()),
        ..Default::default()
    }
}

pub fn run(args: Args) -> CommandResult {
    interrupt::install();
    if let Some(tier) = torchtpu::tier(&args.suite) {
        return torchtpu::run(args, tier);
    }
    if args.torch_mode.is_some() || args.rewrite_scan {
        let flag = if args.torch_mode.is_some() { "--torch-mode" } else { "--rewrite-scan" };
        return Err(CommandError::setup(format!("{flag}: `{}` is not a TorchTPU tier (real, torch-hf, aten)", args.suite)));
    }
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
        let n = r.jobs.min(plan.todo.len());
        let workers =
            settings::workers(&r.spec, &r.device, n, !args.no_cache, (args.timeout, args.kill_grace)).map_err(CommandError::setup)?;
        let settings = Settings {
            suite_spec: &args.suite,
            suite: &r.suite,
            options: r.options.clone(),
            expected: r.expected.clone(),
            retries: args.retries,
            fail_fast: args.fail_fast,
        };
        Dispatcher::start(settings, &plan, Arc::new(workers), n, &mut journal, &mut folder.info, &r.run_dir).run()?
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
        super::diverge::localize_rows(&args.suite, &r.spec, &fin, &r.run_dir, (args.timeout, args.kill_grace));
    }
    outln!("run dir: {}", r.run_dir.display());
    summary::print_suggested_tolerances(&fin);
    if outcome.interrupted {
        errln!("interrupted; continue with: {}", folder::resume_command(&r.run_dir));
        return Ok(INTERRUPTED);
    }
    Ok(tally.exit_code())
}
