//! `tpu-compat torch FILE.py...`: a user's PyTorch model through the real
//! TorchTPU in one of its modes, judged against PyTorch CPU eager, one row
//! per model in a run folder that `report` reads.
//!
//! This file is the command's arguments; the run itself (the job loop, the
//! driver, the rows) is the TorchTPU source's, `crate::torch::run`, and
//! statuses are decided by `crate::verdict::torch`.

use crate::exit::CommandResult;
use crate::runner::duration::parse_duration;
use crate::runner::shard::ShardSpec;
use crate::torch::models::{parse_bound, parse_lengths, Bound, Lengths};
use crate::torch::run::{Reference, Settings};
use crate::torch::{ModuleMode, Optimizer, TorchMode, Trainer};
use std::path::PathBuf;
use std::time::Duration;

const AFTER: &str = "\
A model file is a Python file that defines `model()`, returning a torch.nn.Module, and `inputs()`,
returning a tuple of tensors. Each model is seeded, built once, run on PyTorch CPU (float32, and a
float64 copy of the same weights), then on torch.device(\"tpu\") through TorchTPU in the chosen mode.
Its row says whether TorchTPU ran it, crashed (the signal) or raised (in TorchTPU's words); its
outputs against PyTorch CPU eager under the float32 allclose rule and the float64 rule (an output
passes under either); and how many programs it executed and how many of those TorchTPU compiled new
(`compiles`). Each side runs twice: outputs that change between runs (random ops, dropout) are
`nondeterministic`, never judged; a forward run is inference (eval mode; --module-mode as-returned keeps
the mode model() returned), and every model starts from the driver's own state (default dtype, grad
mode, threads, folder). Where the PJRT
plugin cannot take what TorchTPU sends it (StableHLO newer than the plugin's: torch.cumsum's
`chlo.scan` on the 0.0.1 CPU plugin), the row is `skipped` and says it is the plugin's limit.

TorchTPU runs on the XLA CPU plugin by default (no TPU needed); the harness points TorchTPU at the
plugin and registers its device itself. The Python is the venv `scripts/setup --torch` installs
($HOME/.cache/tpu-compat/venv-torch, or TPU_COMPAT_TORCH_VENV), TPU_COMPAT_TORCH_PYTHON, or --python.

An hf catalog entry (`hf:bert-base`, or `hf` for all 1,000-odd forward entries) is built by the
exporter's own code (scripts/export_hf), with math SDPA on both sides so the CPU plugin can run
every program; an entry PyTorch CPU itself cannot build or run is an `error` row, not TorchTPU's.
The real catalog (`real`; a library: `real:timm`, `real:torchvision`, `real:transformers`,
`real:diffusers`, `real:open_clip`; or `real:ID`; suites/catalogs/real.csv, `tpu-compat suites` counts it) is the ecosystem's architectures
built from their configs with seeded weights; an entry whose TorchTPU run needs more host memory than
the machine has is refused up front (`oom`, the memory needed and available), never started.
In compile mode the harness answers the output memory kinds the CPU plugin lacks (all `device`),
so torch.compile'd programs run; TorchTPU's compile cache is the run's own (RUN_DIR/torch/cache),
so every run is cold unless --compile-cache DIR keeps TorchTPU's programs between runs.

The reference can be recorded once and judged against every night: `--record-baselines STORE` runs
the reference side alone (on CUDA where torch sees a GPU: GPU baselines), `--baselines STORE` runs
TorchTPU alone against it; a stale or damaged store gives `stale-baseline` or `missing-baseline`
rows, never a pass.

Examples:
  tpu-compat torch my_model.py                          TorchTPU eager (one program per op)
  tpu-compat torch hf --mode defer-and-fuse             the hf catalog's forward entries
  tpu-compat torch real --shard 3/40 --out runs/real-3  one of 40 shards of the real catalog
  tpu-compat torch my_model.py --mode defer-and-fuse    ops fused into few programs
  tpu-compat torch a.py b.py --mode compile --out runs/mine
  tpu-compat report runs/mine                           the rows, as for any run
  tpu-compat torch my_model.py --capture --out runs/cap TorchTPU's programs as a suite: runs/cap/suite
  tpu-compat torch hf --record-baselines /data/torch-hf-cpu
                                                        the hf catalog's references, recorded once
  tpu-compat torch hf --baselines /data/torch-hf-cpu    TorchTPU alone, judged against them
  tpu-compat torch hf-causal --lengths 2..16 --bounded --mode compile
                                                        the hf catalog's causal LMs under TorchTPU's bound
  tpu-compat run runs/cap/suite --device tpu --topology v6e:2x2   ...compiled for a TPU
  tpu-compat torch real:hf-default.llama --device tpu --topology v6e:2x2
                                                        a 6.7B Llama at its published size, compile-only";

#[derive(clap::Args, Debug)]
#[command(after_help = AFTER)]
pub struct Args {
    /// Models, run in order: model files (Python: `model()` -> nn.Module, `inputs()` -> tuple of
    /// tensors), `hf:ENTRY` (an hf catalog entry, built as the exporter builds it), `hf` (every
    /// forward entry of the hf catalog, scripts/hf-catalog.toml), `hf-causal` (its causal LMs, which
    /// --lengths runs on L token ids), `real:ID`, `real:LIBRARY` or `real`
    /// (the real catalog: timm, torchvision, transformers, diffusers and open_clip models).
    #[arg(required = true, value_name = "MODEL")]
    pub models: Vec<String>,
    /// TorchTPU's mode: eager (its default, DEFER_NEVER), defer-and-fuse, compile (torch.compile
    /// with backend="tpu"), export (torch.export, then TorchTPU's StableHLO of it).
    #[arg(long, value_enum, default_value = "eager")]
    pub mode: TorchMode,
    /// Run folder (default runs/torch-<mode>-<UTC time>/).
    #[arg(long, value_name = "RUN_DIR")]
    pub out: Option<PathBuf>,
    /// The PJRT plugin TorchTPU runs on: cpu (the XLA CPU plugin), tpu (libtpu), or a plugin's path.
    #[arg(long, default_value = "cpu")]
    pub device: String,
    /// Per-model limit, e.g. 300s, 10m; past it the driver is killed and the model is a `timeout` row.
    #[arg(long, default_value = "600s", value_parser = parse_duration)]
    pub timeout: Duration,
    /// The Python of a TorchTPU venv (default: TPU_COMPAT_TORCH_PYTHON, else the venv of `scripts/setup --torch`).
    #[arg(long, value_name = "PATH")]
    pub python: Option<PathBuf>,
    /// The seed set before each model's `model()` and `inputs()`.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Sweep each model over sequence lengths: `inputs(length)` is called with each (`1..16`,
    /// or `1,4,16`), one row a length (`ID.lenL`), its programs those TorchTPU compiled at that
    /// length; the summary gives the distinct programs across the lengths (one per length means a
    /// recompile per length).
    #[arg(long, value_name = "RANGE", value_parser = parse_lengths)]
    pub lengths: Option<Lengths>,
    /// With --lengths: TorchTPU's bounded dynamism. Each length runs with its sequence dimension
    /// bounded (--bound, default: the shortest length, 2 at least, to the longest): in eager and
    /// defer-and-fuse with torch_tpu's mark_dynamic on the first tensor it accepts a bound on (the
    /// output of the model's input embedding; a model file may define `bound(model, mark)` to mark
    /// its own), in compile mode with Dynamo's mark_dynamic(min, max) on the inputs. The summary says
    /// whether one program set served every length (no new program after the first length) and
    /// each length's verdict; the plugin's limits on bounded programs are named, never a pass.
    #[arg(long, requires = "lengths", conflicts_with = "train")]
    pub bounded: bool,
    /// The bound of --bounded, LO..HI (TorchTPU's bounds start at 2). A length outside it is asked
    /// anyway: its row says so and fails (TorchTPU refuses it, as it should).
    #[arg(long, value_name = "LO..HI", value_parser = parse_bound, requires = "bounded")]
    pub bound: Option<Bound>,
    /// Train instead of running once: `--steps` steps of `--optimizer` at `--lr` through TorchTPU's
    /// `single-trace` trainer (SingleTraceTrainer: forward, loss, backward and the update in one
    /// program) or its eager `loop` (loss.backward() and torch.optim on the device, in `--mode`),
    /// against the same steps on PyTorch CPU (the plain loop, float32 and float64), in train mode
    /// (a catalog entry with its dropout zeroed). Model files and catalog entries (`hf`, `real`). The loss: a model
    /// file's rule (MSE against `targets()` where it defines one, else its output's loss or mean);
    /// an hf entry's own loss where its head takes labels (causal LM: the input ids; classification,
    /// tokens, spans, masks: seeded); otherwise MSE of the first floating output against a seeded
    /// target. The row judges step 1's loss, every gradient and every updated parameter, then the
    /// loss curve and the parameters after the last step; a departure names the step and parameter.
    #[arg(long, value_enum, value_name = "TRAINER", conflicts_with = "lengths")]
    pub train: Option<Trainer>,
    /// Training steps (with --train).
    #[arg(long, default_value_t = 5, value_parser = clap::value_parser!(u32).range(1..=1000), requires = "train")]
    pub steps: u32,
    /// The learning rate (with --train): a finite number above 0.
    #[arg(long, default_value_t = 0.01, requires = "train", value_parser = parse_lr)]
    pub lr: f64,
    /// The optimizer (with --train): sgd, or adamw (betas 0.9/0.999, eps 1e-8, weight decay 0.01).
    #[arg(long, value_enum, default_value = "sgd", requires = "train")]
    pub optimizer: Optimizer,
    /// With --capture: report this StableHLO version (MAJOR.MINOR.PATCH, e.g. 1.16.3, TorchTPU
    /// 0.2.0's own) to TorchTPU as the plugin's. TorchTPU writes its programs for the version the
    /// plugin reports and refuses, before sending, an op that version lacks (torch.cumsum's
    /// `chlo.scan` on the CPU plugin's 1.13.3); reported newer, such a program is sent, recorded
    /// and can be compiled for a TPU, while the plugin refuses it (a `skipped` row, its limit).
    /// Programs TorchTPU would have written down to the plugin's version are then refused too.
    #[arg(long, value_name = "VERSION", requires = "capture", value_parser = parse_version)]
    pub report_stablehlo: Option<String>,
    /// Run TorchTPU's `chlo.scan` (torch.cumsum, cumprod, logcumsumexp) on a plugin older than it
    /// (the CPU plugin's StableHLO 1.13.3): TorchTPU is told the plugin takes its own StableHLO
    /// (1.16.3), and each program with a scan, or another composite such as gelu, is compiled
    /// rewritten for the plugin's version, every scan lowered to a plain `stablehlo.while` written
    /// from its meaning (not TorchTPU's own lowering). Rows are judged as always, so a wrong rewrite
    /// is a parity failure; each row counts its programs rewritten (`torch.scan_rewrites`). Needs the
    /// scan venv (jaxlib's MLIR bindings) that `scripts/setup --torch` installs.
    #[arg(long, conflicts_with = "report_stablehlo")]
    pub rewrite_scan: bool,
    /// Compile-only at published size, with --device tpu: each model is built without its weights
    /// (the meta device, then fake tensors on TorchTPU's device), exported, and lowered through
    /// TorchTPU's export to its StableHLO with every weight an argument (nothing compiled or run on
    /// this host, about 1 GB of host memory for a 7B model), then compiled for this TPU topology by
    /// libtpu with no chips (`v6e:2x2`, `v5e:2x2`, `tpu7x:2x2x1`; `scripts/setup --tpu`). The row is
    /// the compiler's: `compiled` (it fits one device's HBM), `oom` (it does not: compiled memory
    /// over the HBM, or the compiler's E1000), `fail-compile`, with the memory per device, the cost
    /// analysis and the predicted step time; a model PyTorch cannot build or export that way is
    /// `skipped`. No host-memory refusal applies: nothing is materialised.
    #[arg(long, value_name = "TOPOLOGY", conflicts_with_all = ["train", "lengths", "capture", "rewrite_scan", "record_baselines", "baselines", "compile_cache"])]
    pub topology: Option<String>,
    /// Record every program TorchTPU sends the plugin (the recorder plugin, wrapped around it) into
    /// RUN_DIR/torch/recording, and import those with recorded tensors as a suite at RUN_DIR/suite:
    /// `run RUN_DIR/suite` replays it, `--device tpu --topology v6e:2x2` compiles it for a TPU.
    #[arg(long)]
    pub capture: bool,
    /// The mode a forward run puts the module in: eval (inference: dropout off, batch norms on their
    /// running statistics; the default), or as-returned (the mode model() returned it in, e.g. `.train()`
    /// for BatchNorm on the batch's statistics). The row says the mode it ran in, and the line printed
    /// for it says where a module returned in train mode, with dropout or batch norms, ran in eval.
    /// `--train` always trains in train mode.
    #[arg(long, value_enum, default_value = "eval")]
    pub module_mode: ModuleMode,
    /// An expected-results file: a failure it names is `xfail` (the run stays green), a pass it expected
    /// to fail `xpass`. Default: baselines/expected/torch-<mode>.<device>.toml where it exists and the
    /// run is of the hf or real catalog (`tpu-compat expected update RUN_DIR` writes it from a run).
    #[arg(long, value_name = "FILE")]
    pub expected: Option<PathBuf>,
    /// Run only shard K of N (K from 1) of the models, balanced by their size; a shard may be empty.
    #[arg(long)]
    pub shard: Option<ShardSpec>,
    /// Continue the run in --out (after Ctrl-C or a kill): models it already has a row for are not run
    /// again. Every setting that changes a row must be the run's own (models, mode, seed, shard,
    /// device, --train, --steps, --lr, --lengths, --bound, --capture, --report-stablehlo, --rewrite-scan,
    /// --topology, --module-mode).
    #[arg(long, requires = "out")]
    pub resume: bool,
    /// Record the reference side alone into STORE (a folder outside git, created if absent): per
    /// model, its outputs on PyTorch in float32 and from a float64 copy, on CUDA where torch sees a
    /// device, else the CPU, as STORE/torch/ID.safetensors (and ID.f64.safetensors), listed in
    /// STORE/manifest.jsonl with each file's SHA-256 and what the reference depends on (digests of
    /// the model's definition, inputs and weights; seed, module mode, length; the versions of torch
    /// and of the library that builds it). TorchTPU does not run; rows are the `torch-reference`
    /// tier (`pass`: stored). Shards may record into one store at once.
    #[arg(long, value_name = "STORE", conflicts_with_all = ["baselines", "train", "capture", "bounded"])]
    pub record_baselines: Option<PathBuf>,
    /// Judge TorchTPU against STORE (written by --record-baselines) instead of running PyTorch CPU
    /// beside it: TorchTPU alone runs, twice. A model the store has no baseline for is
    /// `missing-baseline`; one whose definition, inputs, weights, seed, module mode or library
    /// versions changed since it was recorded is `stale-baseline`, naming what changed; a file that
    /// fails the manifest's digest is refused. The row says which reference judged it.
    #[arg(long, value_name = "STORE", conflicts_with = "train")]
    pub baselines: Option<PathBuf>,
    /// Keep TorchTPU's compiled programs in DIR between runs (its on-disk compilation cache,
    /// experimental in TorchTPU 0.2.0), so a nightly compiles only what changed. A row's programs
    /// still count every program it executed, and `new` only those compiled now (a program read
    /// from DIR is not new). Default: none, every run cold (the published figures are cold).
    #[arg(long, value_name = "DIR")]
    pub compile_cache: Option<PathBuf>,
    #[command(flatten)]
    pub select: crate::commands::selection::Selection,
}

/// `--report-stablehlo`: MAJOR.MINOR.PATCH.
fn parse_version(s: &str) -> Result<String, String> {
    let parts: Vec<&str> = s.split('.').collect();
    if !(parts.len() == 3 && parts.iter().all(|p| !p.is_empty() && p.len() <= 4 && p.chars().all(|c| c.is_ascii_digit()))) {
        return Err(format!("`{s}` is not a StableHLO version: give MAJOR.MINOR.PATCH, e.g. 1.16.3"));
    }
    if parts[0].parse::<u32>() != Ok(1) {
        return Err(format!(
            "`{s}`: StableHLO versions are 1.x (TorchTPU 0.2.0 writes {}, the 0.0.1 CPU plugin reads 1.13.3)",
            crate::torch::run::TORCHTPU_STABLEHLO[0].1
        ));
    }
    Ok(s.to_string())
}

/// `--lr`: a finite learning rate above 0 (NaN or a negative rate trains nothing meaningful).
fn parse_lr(s: &str) -> Result<f64, String> {
    match s.parse::<f64>() {
        Ok(v) if v.is_finite() && v > 0.0 => Ok(v),
        _ => Err(format!("`{s}` is not a learning rate: give a finite number above 0, e.g. 0.01")),
    }
}

/// Runs the models: the arguments, typed once, handed to the TorchTPU source's runner.
pub fn run(args: Args) -> CommandResult {
    if let (Some(l), true, None) = (&args.lengths, args.bounded, args.bound) {
        if let Some(short) = l.0.iter().find(|&&n| n < crate::torch::models::LOWEST_BOUND) {
            return Err(crate::exit::CommandError::setup(format!(
                "--bounded: length {short} is below TorchTPU's lowest bound ({}): sweep from {0} (e.g. --lengths 2..16), or give \
                 --bound to ask a length outside it on purpose (its row fails)",
                crate::torch::models::LOWEST_BOUND
            )));
        }
    }
    crate::torch::run::run(Settings {
        models: args.models,
        mode: args.mode,
        out: args.out,
        device: args.device,
        timeout: args.timeout,
        python: args.python,
        seed: args.seed,
        bound: match (&args.lengths, args.bounded) {
            (Some(l), true) => Some(args.bound.unwrap_or_else(|| Bound::of(l))),
            _ => None,
        },
        lengths: args.lengths,
        train: args.train,
        steps: args.steps,
        lr: args.lr,
        optimizer: args.optimizer,
        report_stablehlo: args.report_stablehlo,
        rewrite_scan: args.rewrite_scan,
        topology: args.topology,
        capture: args.capture,
        module_mode: args.module_mode,
        expected: args.expected,
        shard: args.shard,
        resume: args.resume,
        select: args.select,
        compile_cache: args.compile_cache,
        reference: match (args.record_baselines, args.baselines) {
            (Some(store), _) => Some(Reference::Record(store)),
            (None, Some(store)) => Some(Reference::Judge(store)),
            (None, None) => None,
        },
    })
}
