//! `tpu-compat aten`: the `aten` tier (crate::aten): PyTorch's OpInfo
//! database through TorchTPU's eager device, against PyTorch CPU, sharded
//! over worker processes, one row per (op, dtype), and TorchTPU's ATen
//! coverage table at the end. This file is the command's arguments; the run
//! (the run folder, `--resume`, the shards, the rows) is the ATen source's,
//! `crate::aten::run`.

use crate::aten::run::Settings;
use crate::exit::{CommandError, CommandResult};
use crate::runner::shard::ShardSpec;
use std::path::PathBuf;
use std::time::Duration;

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
    /// Run TorchTPU's `chlo.scan` (cumsum, cumprod, logcumsumexp and their kin) on a plugin older
    /// than it, rewritten as a plain while loop for the plugin's StableHLO (as `torch --rewrite-scan`);
    /// its cells are judged instead of `skipped`. Needs the scan venv of `scripts/setup --torch`.
    #[arg(long)]
    pub rewrite_scan: bool,
    /// A cell silent this long is killed and is a timeout row (e.g. 300s, 10m).
    #[arg(long, default_value = "300s", value_parser = crate::runner::duration::parse_duration)]
    pub cell_timeout: Duration,
    /// Continue the run in --run-dir (same ops, samples and device): the cells it has a row for
    /// are not run again.
    #[arg(long, requires = "run_dir")]
    pub resume: bool,
    #[command(flatten)]
    pub select: crate::commands::selection::Selection,
    /// Run only shard K of N (K from 1) of the cells, dealt round-robin; `merge` joins the shards.
    #[arg(long)]
    pub shard: Option<ShardSpec>,
    /// An expected-results file: a failure it names is `xfail` (the run stays green), a pass it
    /// expected to fail `xpass`. Default: baselines/expected/aten.<device>.toml where it exists
    /// (`tpu-compat expected update RUN_DIR` writes it from a run).
    #[arg(long, value_name = "FILE")]
    pub expected: Option<PathBuf>,
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

/// Runs the tier: the arguments, typed once, handed to the ATen source's runner.
pub fn run(args: Args) -> CommandResult {
    let ops = op_names(args.ops.as_deref())?;
    crate::aten::run::run(Settings {
        ops,
        samples: args.samples,
        jobs: args.jobs,
        run_dir: args.run_dir,
        python: args.python,
        device: args.device,
        rewrite_scan: args.rewrite_scan,
        cell_timeout: args.cell_timeout,
        resume: args.resume,
        select: args.select,
        shard: args.shard,
        expected: args.expected,
    })
}
