//! TorchTPU in the loop: a user's PyTorch model run through the real
//! TorchTPU (`tpu-compat torch`), judged against PyTorch CPU.
//!
//! The Python side is `scripts/torch_tpu/driver.py`, built into the binary
//! and run with the TorchTPU venv's Python; this module owns everything the
//! harness does around it:
//! - [`venv`]: which Python runs the driver (found, never set by hand);
//! - [`models`]: which models a run has (files, hf catalog entries, lengths);
//! - [`driver`]: the driver process under crash isolation (its own process
//!   group, a parent-death signal, a deadline per model), its JSON-lines
//!   protocol, and a fresh driver after one dies;
//! - [`verdict`]: the rules that turn the driver's answer (or its death)
//!   into a row's status, including the CPU plugin's limits, which are never
//!   TorchTPU's failures.

pub mod capture;
pub mod driver;
pub mod models;
pub mod venv;
pub mod verdict;

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
