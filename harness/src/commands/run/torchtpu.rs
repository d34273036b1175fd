//! `tpu-compat run real|torch-hf|aten`: the TorchTPU tiers as tiers like any
//! other. The real catalog and the hf catalog through TorchTPU are the
//! TorchTPU source (`crate::torch::run`), the OpInfo cells the ATen source
//! (`crate::aten::run`); `run`'s own flags that every tier takes (--device,
//! --timeout, --filter, --limit, --shard, --run-dir, --resume, --expected,
//! --jobs) mean the same here, and a StableHLO-only flag is refused, never
//! dropped.

use super::Args;
use crate::exit::{CommandError, CommandResult};
use crate::torch::{ModuleMode, TorchMode};

/// A TorchTPU tier `run` was given.
pub enum Tier {
    /// The real catalog (`real`, `real:LIBRARY`, `real:ID`) or the hf catalog (`torch-hf`, `torch-hf:ENTRY`),
    /// as `tpu-compat torch` names it.
    Models(String),
    /// The OpInfo cells.
    Aten,
}

/// The TorchTPU tier a suite name names, if it names one.
pub fn tier(suite: &str) -> Option<Tier> {
    if suite == "aten" {
        return Some(Tier::Aten);
    }
    if suite == "real" || suite.starts_with("real:") {
        return Some(Tier::Models(suite.to_string()));
    }
    match suite.strip_prefix("torch-hf") {
        Some("") => Some(Tier::Models("hf".into())),
        Some(entry) if entry.starts_with(':') => Some(Tier::Models(format!("hf{entry}"))),
        _ => None,
    }
}

/// The flags of `run` that only StableHLO tiers take, where given.
fn stablehlo_only(args: &Args) -> Vec<&'static str> {
    let given = [
        ("--mode", args.mode != results::Mode::Compiled),
        ("--compare-modes", !args.compare_modes.is_empty()),
        ("--topology", args.topology.is_some() && matches!(tier(&args.suite), Some(Tier::Aten))),
        ("--spmd", args.spmd.is_some()),
        ("--devices", args.devices.is_some()),
        ("--repeat", args.repeat > 0),
        ("--localize", args.localize),
        ("--lengths", args.lengths.is_some()),
        ("--self", args.self_baseline),
        ("--program", args.program.is_some()),
        ("--retries", args.retries > 0),
        ("--fail-fast", args.fail_fast),
        ("--no-cache", args.no_cache),
        ("--threads", args.threads.is_some()),
        ("--no-determinism", args.no_determinism),
        ("--baselines", args.judging.baselines.is_some() && args.suite == "aten"),
        ("--no-baselines", args.judging.no_baselines),
        ("--f64-reference", args.judging.f64_reference),
        ("--numerics", args.compilation.numerics.is_some()),
        ("--compile-profile", args.compilation.compile_profile.is_some()),
    ];
    given.into_iter().filter(|(_, g)| *g).map(|(f, _)| f).collect()
}

/// Runs a TorchTPU tier with `run`'s flags.
pub fn run(args: Args, tier: Tier) -> CommandResult {
    let refused = stablehlo_only(&args);
    if !refused.is_empty() {
        return Err(CommandError::setup(format!(
            "{}: StableHLO settings; the TorchTPU tier `{}` takes --device, --timeout, --jobs, --filter, --limit, --shard, \
             --run-dir, --resume, --expected, --rewrite-scan{}",
            refused.join(", "),
            args.suite,
            if matches!(tier, Tier::Aten) {
                ""
            } else {
                ", --torch-mode, --baselines (a store of TorchTPU references) and --topology (compile-only at published size, with --device tpu)"
            }
        )));
    }
    match tier {
        Tier::Aten => {
            if args.torch_mode.is_some() {
                return Err(CommandError::setup("--torch-mode: the aten tier runs TorchTPU's eager mode, op by op"));
            }
            crate::aten::run::run(crate::aten::run::Settings {
                ops: Vec::new(),
                samples: 0,
                jobs: args.jobs.unwrap_or(2),
                run_dir: args.run_dir,
                python: None,
                device: args.device,
                rewrite_scan: args.rewrite_scan,
                cell_timeout: args.timeout,
                resume: args.resume,
                select: args.select,
                shard: args.shard,
                expected: args.judging.expected,
            })
        }
        Tier::Models(models) => {
            if args.jobs.is_some_and(|j| j != 1) {
                return Err(CommandError::setup(format!(
                    "--jobs {}: a TorchTPU tier runs one driver, model after model; run shards (--shard K/N) side by side instead",
                    args.jobs.unwrap_or(1)
                )));
            }
            crate::torch::run::run(crate::torch::run::Settings {
                models: vec![models],
                mode: args.torch_mode.unwrap_or(TorchMode::Eager),
                out: args.run_dir,
                device: args.device,
                timeout: args.timeout,
                python: None,
                seed: 0,
                lengths: None,
                bound: None,
                train: None,
                steps: 5,
                lr: 0.01,
                optimizer: crate::torch::Optimizer::Sgd,
                report_stablehlo: None,
                rewrite_scan: args.rewrite_scan,
                topology: args.topology,
                capture: false,
                module_mode: ModuleMode::Eval,
                expected: args.judging.expected,
                shard: args.shard,
                resume: args.resume,
                select: args.select,
                reference: args.judging.baselines.map(crate::torch::run::Reference::Judge),
                compile_cache: None,
            })
        }
    }
}
