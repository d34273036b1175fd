//! The result row: one attempt at one definition (and, for dynamism sweeps,
//! one sequence length). Every crate downstream of the runner reads this
//! type; it is written as one JSON line per row in `results.jsonl`.

use crate::metrics::OutputMetrics;
use crate::status::{Stage, Status};
use program::profiles::{CompileProfile, Numerics};
use serde::{Deserialize, Serialize};
use tensors::DType;

/// Wall-clock milliseconds per stage, as measured inside the worker.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Timings {
    /// Materialising the definition (program text, weights, inputs).
    pub load_ms: f64,
    pub compile_ms: f64,
    pub execute_ms: f64,
    #[serde(default)]
    pub compare_ms: f64,
    /// A TorchTPU row: running the reference (PyTorch CPU in float32 and float64, or a
    /// recording's device); 0 where the reference was read from a store.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub reference_ms: f64,
}

fn is_zero(v: &f64) -> bool {
    *v == 0.0
}

/// One output of one attempt.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct OutputRecord {
    pub name: String,
    pub dtype: String,
    pub shape: Vec<i64>,
    /// NaN or Inf values in the output.
    pub non_finite: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub metrics: Option<OutputMetrics>,
}

/// How an attempt's program was compiled: the numerics profile (a rewrite
/// of the program before compile: `native`, `tpu-default`, `tpu-high`,
/// `tpu-highest`) and the compile profile (`full`, `fast`). Rows written
/// before profiles existed read as `native` and `full`; a name neither
/// profile knows is an error reading the row, never a silent default.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Profiles {
    #[serde(default)]
    pub numerics: Numerics,
    #[serde(default)]
    pub compile_profile: CompileProfile,
}

impl Profiles {
    /// `tpu-default numerics, fast compile`; empty for the defaults.
    pub fn label(&self) -> String {
        let mut parts = Vec::new();
        if self.numerics != Numerics::Native {
            parts.push(format!("{} numerics", self.numerics));
        }
        if self.compile_profile != CompileProfile::Full {
            parts.push(format!("{} compile", self.compile_profile));
        }
        parts.join(", ")
    }
}

/// One attempt at one definition.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ResultRow {
    pub id: String,
    pub family: String,
    /// Tier or suite the definition came from (`tier1`, `tier2`, `dynamism`, `hf`, a folder).
    pub tier: String,
    pub status: Status,
    /// Where it stopped.
    pub stage: Stage,
    /// The whole error text (compiler messages are kept whole).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    #[serde(default)]
    pub timings: Timings,
    #[serde(default)]
    pub outputs: Vec<OutputRecord>,
    #[serde(default)]
    pub worker_pid: u32,
    #[serde(default = "one")]
    pub attempt: u32,
    /// True when the executable came from the compile cache.
    #[serde(default)]
    pub cached: bool,
    /// Dynamism sweeps: the real sequence length and its bound.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub length: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bound: Option<i64>,
    /// Dynamism sweeps: compilations the worker made for this definition.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub compiles: Option<u32>,
    /// Training steps: the loss curve (one compile, one execution per step;
    /// the judged outputs are `loss@k`, `step1.*`, `final.*`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub training: Option<LossCurve>,
    /// When the expected-results file names this definition: the status it expects.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expected: Option<Status>,
    /// Seconds since the Unix epoch when the attempt finished.
    #[serde(default)]
    pub finished_at: f64,
    #[serde(flatten, default)]
    pub profiles: Profiles,
    /// Peak resident host memory of the worker during the attempt, in bytes
    /// (the kernel's `VmHWM`, reset per job), where the kernel reports it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub peak_host_bytes: Option<u64>,
    /// Device memory the plugin reports for the compiled executable, in
    /// bytes, where it reports one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub device_bytes: Option<u64>,
    /// Sharded programs: the devices one execution ran on (the program's
    /// SPMD partitions); absent for a program run on one device.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub devices: Option<u32>,
    /// Training steps: the steps the step was run for (`--steps`), whether
    /// they all ran or not; absent for a program run once.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub steps: Option<u32>,
    /// Sharded programs: the devices whose copy of a replicated value (an
    /// output, a training step's loss) differs from the first copy's.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub disagreements: Vec<Disagreement>,
    /// Op-tier cases: the op and operand dtype the case exercises (what the
    /// dashboard's op × dtype grid is drawn from).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub op_case: Option<OpCase>,
    /// Compile-only rows: the topology compiled for and what the compiler
    /// said (memory, cost, collectives, precisions); never run.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub compiled: Option<Box<crate::compiled::CompiledFor>>,
    /// How the program was executed (`--mode`): compiled (one program), eager
    /// (op by op) or deferred (N ops a program). Rows written before modes read as compiled.
    #[serde(default)]
    pub mode: crate::mode::Mode,
    /// Eager and deferred rows: ops run, distinct op programs, cache hits.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub eager: Option<crate::mode::EagerRecord>,
    /// `--compare-modes`: the modes' verdicts, their agreement, who departs, the speedup.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub modes: Option<Box<crate::mode::ModeParity>>,
    /// `--repeat R`: execution time over repetitions, memory, cost, achieved rates.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub perf: Option<Box<crate::perf::Perf>>,
    /// The judged execution run again and compared bit for bit.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub determinism: Option<crate::perf::Determinism>,
    /// TorchTPU rows: whose result it is (a typed cause) and how the model ran.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub torch: Option<Box<crate::torch::TorchRecord>>,
}

/// The op and operand dtype of an op-tier case.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OpCase {
    /// The op's name in the tier: `exponential`, `compare`, `chlo_tan`, ...
    pub op: String,
    /// The variant (a comparison, a target dtype, a structural form); empty for plain elementwise ops.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub form: String,
    pub dtype: DType,
}

fn one() -> u32 {
    1
}

/// One device's copy of a value that differs from what it is checked
/// against: the first device holding the same (replicated) tile, or, for a
/// sharded output, the same slice of the one-device run. What a sharded
/// row says when its devices did not compute alike, or which devices'
/// tiles hold a parity failure.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Disagreement {
    /// The output (`loss@3`: a training step's loss at step 3).
    pub output: String,
    /// The device that disagrees (the plugin's device index).
    pub device: u32,
    /// The device it is checked against; `None`: the same slice of the
    /// program's one-device run.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub against: Option<u32>,
    /// The largest absolute difference (NaN where a NaN is on one side only).
    #[serde(with = "crate::metrics::finite_or_name")]
    pub max_abs: f64,
    /// Elements that differ (bit-wise against a device; beyond the
    /// output's tolerance against the one-device run), of `elements` in the
    /// device's copy.
    pub differing: u64,
    pub elements: u64,
}

impl std::fmt::Display for Disagreement {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.against {
            Some(d) => write!(
                f,
                "device {} disagrees with device {d} on {} of {} values (max abs difference {:.3e})",
                self.device, self.differing, self.elements, self.max_abs
            ),
            None => write!(
                f,
                "device {}'s tile of {} is off the one-device run on {} of {} values (max abs difference {:.3e})",
                self.device, self.output, self.differing, self.elements, self.max_abs
            ),
        }
    }
}

/// A training step's loss at every step: the device's, and where the run
/// compared against a store, the baseline's and its float64 reference's.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LossCurve {
    /// NaN and infinities kept (as metrics keep them): a loss that diverges
    /// is a result to judge, not a worker's protocol error.
    #[serde(with = "crate::metrics::finite_or_name::vec")]
    pub device: Vec<f64>,
    #[serde(default, skip_serializing_if = "Vec::is_empty", with = "crate::metrics::finite_or_name::vec")]
    pub baseline: Vec<f64>,
    #[serde(default, skip_serializing_if = "Vec::is_empty", with = "crate::metrics::finite_or_name::vec")]
    pub reference: Vec<f64>,
    /// TorchTPU training rows: what each step minimized (`the model's own loss (labels = the input
    /// ids)`, or the stated MSE fallback).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub objective: Option<String>,
    /// TorchTPU training rows: the optimizer and its settings (`adamw lr=0.001 betas=(0.9, 0.999) ...`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub optimizer: Option<String>,
    /// TorchTPU training rows: programs compiled after step 1 (a loop that recompiles at step 2).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub later_programs: Option<u32>,
    /// TorchTPU training rows: dropout probabilities zeroed so a step is deterministic.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dropout_zeroed: Option<u32>,
    /// TorchTPU `loop` training rows: step 1's programs by phase (forward to the loss, backward,
    /// the optimizer's update). single-trace traces the three into one program: none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub phases: Vec<PhasePrograms>,
}

/// The programs of one phase of a training step.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PhasePrograms {
    /// `forward`, `backward` or `update`.
    pub phase: String,
    /// Distinct programs the phase executed (read on TorchTPU's repeat run, synchronized at the
    /// phase's end; a program two phases run counts in each).
    pub programs: u32,
}

impl PhasePrograms {
    /// `forward 12, backward 20, update 3`.
    pub fn describe(phases: &[PhasePrograms]) -> String {
        phases.iter().map(|p| format!("{} {}", p.phase, p.programs)).collect::<Vec<_>>().join(", ")
    }
}

impl ResultRow {
    /// A row for an attempt that has not measured anything yet: status
    /// `pass` at stage `load`, in this process, to be filled in as it goes.
    pub fn started(id: &str, family: &str, tier: &str, attempt: u32) -> ResultRow {
        ResultRow {
            id: id.to_string(),
            family: family.to_string(),
            tier: tier.to_string(),
            status: Status::Pass,
            stage: Stage::Load,
            error: None,
            timings: Timings::default(),
            outputs: Vec::new(),
            worker_pid: std::process::id(),
            attempt,
            cached: false,
            length: None,
            bound: None,
            compiles: None,
            training: None,
            expected: None,
            finished_at: 0.0,
            profiles: Profiles::default(),
            peak_host_bytes: None,
            device_bytes: None,
            devices: None,
            steps: None,
            disagreements: Vec::new(),
            op_case: None,
            compiled: None,
            mode: crate::mode::Mode::Compiled,
            eager: None,
            modes: None,
            perf: None,
            determinism: None,
            torch: None,
        }
    }

    /// The key a journal is unique on: a definition, and a length for sweeps.
    pub fn key(&self) -> (String, Option<i64>) {
        (self.id.clone(), self.length)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_minimal_line_parses_with_defaults() {
        let r: ResultRow = serde_json::from_str(r#"{"id":"a","family":"mlp","tier":"tier1","status":"crash","stage":"compile"}"#).unwrap();
        assert_eq!(r.attempt, 1);
        assert_eq!(r.status, Status::Crash);
        assert!(r.outputs.is_empty());
        assert_eq!(r.profiles, Profiles::default());
        assert_eq!(r.profiles.label(), "");
    }

    /// A compiler's f32 figure (cost analysis) widened to f64, journaled and
    /// read back, is the very value written: not one f64 step off.
    #[test]
    fn figures_read_back_are_the_figures_written() {
        let mut state = 0x9e37_79b9_7f4a_7c15_u64;
        for _ in 0..20_000 {
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let f = f32::from_bits((state >> 33) as u32 & 0x7f7f_ffff);
            let mut r = ResultRow::started("a", "mlp", "tier2", 1);
            r.timings.compile_ms = f64::from(f);
            let back: ResultRow = serde_json::from_str(&serde_json::to_string(&r).unwrap()).unwrap();
            assert_eq!(back.timings.compile_ms.to_bits(), f64::from(f).to_bits(), "{f:e}");
        }
    }

    #[test]
    fn profiles_sit_at_the_top_level_of_a_line() {
        let mut r = ResultRow::started("a", "mlp", "tier2", 1);
        r.profiles.numerics = Numerics::TpuDefault;
        let line = serde_json::to_string(&r).unwrap();
        assert!(line.contains(r#""numerics":"tpu-default","compile_profile":"full""#), "{line}");
        let back: ResultRow = serde_json::from_str(&line).unwrap();
        assert_eq!(back.profiles.label(), "tpu-default numerics");
    }
}
