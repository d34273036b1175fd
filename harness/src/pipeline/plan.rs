//! What a job runs and how, decided once per job: the [`Plan`]. Its
//! execution (steps, devices), its compile settings over those devices, its
//! mode (whole program, op by op, groups of N) and the reference that
//! judges a program on several devices. The compile stage
//! (`super::target`) and the execute stage read it; neither takes a flag
//! of its own.

use crate::compilation::Compilation;
use crate::execution::{Execution, ProgramKind};
use results::Mode;
use suites::ops::collective;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Plan {
    /// The run's execution: steps and devices.
    pub execution: Execution,
    /// The compile settings: the job's, over the execution's devices.
    pub compilation: Compilation,
    /// How the program runs: whole, or op by op (`--mode`).
    pub mode: Mode,
    /// The reference the outputs are judged against before the store: the
    /// same program on one device (for a program on several devices that
    /// has a one-device counterpart).
    pub reference: Option<Execution>,
}

impl Plan {
    /// The plan for a program of `kind` under the job's `--steps`, settings and mode.
    pub fn of(kind: ProgramKind, program: &[u8], steps: usize, settings: &Compilation, mode: Mode) -> Plan {
        let execution = kind.execution(steps);
        let reference = (execution.devices > 1 && !runtime::sharding::needs_its_devices(program)).then(|| execution.on_one_device());
        Plan { execution, compilation: execution.settings(settings), mode, reference }
    }

    /// The plan for an op-tier case compiled alone: one device, or a
    /// collective's devices as the replicas or partitions its form says.
    pub fn of_case(case: &suites::ops::Case, settings: &Compilation, mode: Mode) -> Result<Plan, String> {
        let plan = |devices: usize, compilation: Compilation| Plan {
            execution: Execution { devices, steps: None },
            compilation,
            mode,
            reference: None,
        };
        if !collective::is_collective(&case.op) {
            return Ok(plan(1, *settings));
        }
        let devices = collective::DEVICES;
        Ok(match collective::form(case).map_err(|e| e.to_string())?.mode {
            collective::Mode::Partitions => plan(devices, settings.on_devices(devices)),
            _ => plan(devices, settings.replicated(devices)),
        })
    }

    /// Whether the program is a training step (its compile record gets an MFU ceiling).
    pub fn training(&self) -> bool {
        self.execution.steps.is_some()
    }

    /// What the plan's program is, as a refusal names it, where its kind
    /// does not run op by op (a training step, a sharded program).
    pub fn not_op_by_op_kind(&self) -> Option<&'static str> {
        match (self.execution.steps, self.execution.devices) {
            (None, 1) => None,
            (Some(_), _) => Some("a training step"),
            (None, _) => Some("a sharded program"),
        }
    }
}
