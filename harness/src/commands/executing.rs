//! `--mode`, `--spmd`, `--devices` and `--steps` for the commands that run a
//! definition again as a failing run ran it (`reduce`, `bisect`): the same
//! flags `run` takes, turned into one typed
//! [`Execution`](crate::reduce::predicate::Execution) that every child run
//! is given.

use crate::reduce::predicate::Execution;

#[derive(clap::Args, Debug, Clone)]
pub struct ExecutionArgs {
    /// How the failing run executed the definition (as `run --mode`): every trial runs so.
    #[arg(long, value_name = "MODE", default_value = "compiled")]
    pub mode: results::Mode,
    /// As `run --spmd` (dp or fsdp, with --devices N): every trial runs sharded so.
    #[arg(long, value_name = "STRATEGY", requires = "devices")]
    pub spmd: Option<String>,
    /// As `run --devices N`: the devices every trial runs on.
    #[arg(long, value_name = "N")]
    pub devices: Option<u32>,
    /// As `run --steps K`: the training steps every trial runs.
    #[arg(long, value_name = "K", value_parser = crate::train::parse_steps)]
    pub steps: Option<usize>,
}

impl ExecutionArgs {
    /// The execution, checked; the error names the flag.
    pub fn resolve(&self) -> Result<Execution, String> {
        let e = Execution { mode: self.mode, spmd: self.spmd.clone(), devices: self.devices, steps: self.steps };
        e.check().map_err(|m| format!("--{m}"))?;
        Ok(e)
    }
}
