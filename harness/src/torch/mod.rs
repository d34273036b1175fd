//! TorchTPU in the loop: a user's PyTorch model run through the real
//! TorchTPU (`tpu-compat torch`), judged against PyTorch CPU.
//!
//! The Python side is `scripts/torch_tpu/driver.py`, built into the binary
//! and run with the TorchTPU venv's Python; this module owns everything the
//! harness does around it:
//! - [`venv`]: which Python runs the driver (found, never set by hand);
//! - [`models`]: which models a run has (files, hf catalog entries, lengths);
//! - [`driver`]: the driver process (started and ended by
//!   `runner::executor`, a deadline per model), its JSON-lines protocol, and
//!   a fresh driver after one dies;
//! - [`localize`]: `reduce` of a TorchTPU row, its first departing ATen op;
//! - [`bounded`]: a bounded sweep's verdict per model (one program set, every length right);
//! - [`scan`]: `--rewrite-scan`: TorchTPU's `chlo.scan` run on a CPU plugin older than it, rewritten;
//! - [`stored`]: `--record-baselines` and `--baselines`: a reference recorded once, judged against every night;
//! - [`run`]: a run's job loop (models, driver, rows, journal, expected
//!   results), which `tpu-compat torch` and `tpu-compat run real` call.
//!
//! The rules that turn the driver's answer (or its death) into a row's
//! status are `crate::verdict::torch`, beside every other source's.

pub mod bounded;
pub mod capture;
pub mod driver;
pub mod error;
pub mod localize;
pub mod models;
pub mod published;
pub mod run;
pub mod scan;
pub mod stored;
pub mod venv;

/// TorchTPU's execution modes, as `--mode` names them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum TorchMode {
    /// TorchTPU's default (DEFER_NEVER): every op its own program.
    Eager,
    /// TORCH_TPU_DEFER_AND_FUSE=1: ops queued and fused into few programs.
    DeferAndFuse,
    /// torch.compile(backend="tpu").
    Compile,
    /// torch.export, then TorchTPU's StableHLO of the exported program.
    Export,
}

impl TorchMode {
    pub fn as_str(self) -> &'static str {
        match self {
            TorchMode::Eager => "eager",
            TorchMode::DeferAndFuse => "defer-and-fuse",
            TorchMode::Compile => "compile",
            TorchMode::Export => "export",
        }
    }

    /// The row's execution mode: op by op for eager, one program otherwise
    /// (DeferAndFuse's group size is TorchTPU's to choose, so no `deferred:N`).
    pub fn row_mode(self) -> results::mode::Mode {
        match self {
            TorchMode::Eager => results::mode::Mode::Eager,
            _ => results::mode::Mode::Compiled,
        }
    }
}

impl std::fmt::Display for TorchMode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The mode a forward run puts the module in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum ModuleMode {
    /// model.eval(): inference.
    Eval,
    /// The mode model() returned the module in.
    AsReturned,
}

impl ModuleMode {
    pub fn as_str(self) -> &'static str {
        match self {
            ModuleMode::Eval => "eval",
            ModuleMode::AsReturned => "as-returned",
        }
    }
}

/// How `--train` trains a model on TorchTPU.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Trainer {
    /// torch.tpu.optimizers.SingleTraceTrainer with its Sgd: one program a step.
    SingleTrace,
    /// The plain PyTorch training loop on the device.
    Loop,
}

impl Trainer {
    pub fn as_str(self) -> &'static str {
        match self {
            Trainer::SingleTrace => "single-trace",
            Trainer::Loop => "loop",
        }
    }
}

/// The optimizer `--train` steps with: PyTorch's own (`torch.optim`) in the loop and on PyTorch
/// CPU, TorchTPU's functional one inside SingleTraceTrainer's program.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Optimizer {
    /// Plain SGD at --lr (no momentum, no weight decay).
    Sgd,
    /// AdamW at --lr, betas (0.9, 0.999), eps 1e-8, weight decay 0.01 (float32 moments on both sides).
    Adamw,
}

impl Optimizer {
    pub fn as_str(self) -> &'static str {
        match self {
            Optimizer::Sgd => "sgd",
            Optimizer::Adamw => "adamw",
        }
    }

    /// Host bytes a parameter needs while a model trains, for the up-front memory refusal: the
    /// model and its starting copy (8), the two float32 reference runs' saved outputs (step 1's
    /// gradients and parameters, the last step's: 2 x 12), the float64 run (parameters,
    /// gradients, optimizer state and outputs at 8 bytes), the device run (parameters, gradients,
    /// optimizer state at 4) and its two runs' outputs (2 x 12). SGD keeps no state; AdamW two
    /// moments.
    pub fn bytes_per_parameter(self) -> u64 {
        let state = match self {
            Optimizer::Sgd => 0,
            Optimizer::Adamw => 2,
        };
        8 + 24 + (2 + state + 3) * 8 + (2 + state) * 4 + 24
    }
}
