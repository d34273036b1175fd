//! The command line: argument parsing and dispatch. Each subcommand lives in
//! `commands/`; this file only names them and maps errors to exit codes.

use crate::commands;
use clap::{Parser, Subcommand};

const ABOUT: &str = "Runs tiers of StableHLO model definitions on a PJRT device (CPU, GPU or TPU plugin) \
and reports which compile and run, which match their baselines, and which break as sequence lengths vary.";

const AFTER: &str = "\
Examples:
  tpu-compat run tier1                       Tier 1 (no-crash): 4,917 definitions in worker processes
  tpu-compat run tier2                       Tier 2 (parity) against the committed baselines
  tpu-compat run dynamism --self             bounded-dynamism sweeps, one compile per bound
  tpu-compat run hf                          exported Hugging Face models vs PyTorch eager
  tpu-compat run tier1 --shard 2/8 --jobs 4  one shard of eight; `merge` joins the shard runs
  tpu-compat run tier1 --run-dir R --resume  continue a killed run; nothing is redone or lost
  tpu-compat report R --html dash/ --vs OLD  figures, regressions against OLD, a dashboard
  tpu-compat show llama-h64-l2-gqa2-f32-t2.0000 --emit   one definition and its program
  tpu-compat devices                         which plugin is loaded and its devices
  tpu-compat exec examples/matmul_tanh.mlir  compile and run one program on the CPU plugin
  tpu-compat diverge bert --device D         the first op whose numbers differ on D, and a one-op repro
  tpu-compat bisect ID --to fast             the XLA option and HLO pass that flip ID's verdict
  tpu-compat reduce bert --device D --out R  the smallest program that still fails on D as bert does
  tpu-compat report R --bundle ID --out B    one failing row's evidence; `tpu-compat replay B` reruns it

Devices: `cpu` (default) loads the xla-cpu-pjrt plugin unpacked by scripts/setup; `gpu` the
xla-cuda12-pjrt plugin; `tpu` libtpu (only where /dev/accel* or /dev/vfio/* exist); or give
the path of any PJRT plugin .so. TPU_COMPAT_PLUGIN overrides the file for every device, and
TPU_COMPAT_PLUGIN_DIR the folder where wheels are unpacked.

Exit codes: 0 all passed (or as expected); 1 unexpected failures, or planned definitions not run;
2 setup error (nothing ran); 3 the harness broke mid-run (journal kept); 4 the work was done but
stdout could not be written (disk full); 5 `bisect` found nothing to bisect; 130 interrupted.";

#[derive(Parser, Debug)]
#[command(name = "tpu-compat", version, about = ABOUT, after_help = AFTER, propagate_version = true)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Show which PJRT plugin a device name loads, its version and its devices.
    Devices(commands::devices::Args),
    /// Compile and run one StableHLO program; print or save its outputs.
    Exec(commands::exec::Args),
    /// Run a tier, catalog or folder of definitions in worker processes; journal and summarise.
    Run(commands::run::Args),
    /// Combine the journals of shard runs into one run.
    Merge(commands::merge::Args),
    /// What each tier holds: definitions, families, distinct StableHLO ops (--ops lists them).
    Suites(commands::suites::Args),
    /// One definition's config, arguments, outputs and op histogram (--emit prints the program).
    Show(commands::show::Args),
    /// Write definitions of a tier (or one id) as bring-your-own folders.
    Materialize(commands::materialize::Args),
    /// Record, check or compare parity baselines (Tier 2): `baseline record SUITE`, `check DIR`, `compare A B`.
    Baseline(commands::baseline::Args),
    /// Import exported StableHLO (jax.export, torch.export, bytecode) with inputs and expected outputs as a suite.
    Import(commands::import::Args),
    /// Expected failures per tier and device: `expected update RUN_DIR` writes them from a run.
    Expected(commands::expected::Args),
    /// Where a definition's numbers start to differ on a device: the origin op, error growth, a one-op repro.
    Diverge(commands::diverge::Args),
    /// Which XLA option and HLO pass flip a definition's verdict between two compile settings (full vs fast).
    Bisect(commands::bisect::Args),
    /// Shrink a failing definition to the smallest program that still fails the same way (reduce.json: predicate, sizes).
    Reduce(commands::reduce::Args),
    /// Check an evidence bundle (`report --bundle`) and run it again: does its verdict reproduce?
    Replay(commands::replay::Args),
    /// Report a run: published figures, CSV/Parquet/JSON/JUnit/Markdown, --vs diff, HTML dashboard.
    Report(commands::report::Args),
    /// Run PyTorch model files through TorchTPU (eager, defer-and-fuse, compile, export), judged against PyTorch CPU.
    Torch(commands::torch::Args),
    /// Every status a row can have, and which of them fail a run (--failing: one a line, for scripts).
    Statuses(commands::statuses::Args),
    /// The aten tier: PyTorch's OpInfo database through TorchTPU's eager device vs PyTorch CPU.
    Aten(commands::aten::Args),
    /// Internal: the worker process `run` starts (JSON lines on stdin/stdout).
    #[command(hide = true)]
    Worker(commands::worker::Args),
}

/// Parses arguments, runs the command, and returns the process exit code.
pub fn main() -> i32 {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => return usage(e),
    };
    // SIGPIPE stays ignored (Rust's default) in every command: a closed
    // stdout arrives as EPIPE at `crate::out`, which ends the output
    // quietly while the command finishes its work.
    // Every command reads users' files within the host-memory cap: a cap
    // that is not a size is a setup error here, before anything runs.
    if let Err(e) = runtime::host_memory_limit() {
        errln!("error: {}", results::text::printable(&e.to_string()));
        return crate::exit::SETUP;
    }
    let result = match cli.command {
        Command::Devices(a) => commands::devices::run(a),
        Command::Exec(a) => commands::exec::run(a),
        Command::Run(a) => commands::run::run(a),
        Command::Merge(a) => commands::merge::run(a),
        Command::Worker(a) => commands::worker::run(a),
        Command::Baseline(a) => commands::baseline::run(a),
        Command::Expected(a) => commands::expected::run(a),
        Command::Report(a) => commands::report::run(a),
        Command::Statuses(a) => commands::statuses::run(a),
        Command::Torch(a) => commands::torch::run(a),
        Command::Aten(a) => commands::aten::run(a),
        Command::Suites(a) => commands::suites::run(a),
        Command::Show(a) => commands::show::run(a),
        Command::Materialize(a) => commands::materialize::run(a),
        Command::Import(a) => commands::import::run(a),
        Command::Diverge(a) => commands::diverge::run(a),
        Command::Bisect(a) => commands::bisect::run(a),
        Command::Reduce(a) => commands::reduce::run(a),
        Command::Replay(a) => commands::replay::run(a),
    };
    match result {
        Ok(crate::exit::OK) if crate::out::stdout_failed() => crate::exit::OUTPUT_LOST,
        Ok(code) => code,
        Err(e) => {
            errln!("error: {}", results::text::printable(&e.to_string()));
            e.code()
        }
    }
}

/// `--help`, `--version` or a usage error, printed as clap prints them. Help
/// onto a full stdout (`--help > /dev/full`) is output lost (exit 4), not a
/// success; a closed pipe (`--help | head`) ends quietly with 0.
fn usage(e: clap::Error) -> i32 {
    use clap::error::ErrorKind;
    let shown =
        matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand);
    let printed = e.print().and_then(|()| std::io::Write::flush(&mut std::io::stdout()));
    match printed {
        Err(err) if err.kind() != std::io::ErrorKind::BrokenPipe => {
            errln!("note: standard output could not be written: {err}");
            crate::exit::OUTPUT_LOST
        }
        _ if shown && e.kind() != ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => crate::exit::OK,
        _ => e.exit_code(),
    }
}
