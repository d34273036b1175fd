//! What a TorchTPU row (`tpu-compat torch`) says beyond its status: whose
//! result it is, as a typed [`Cause`] that the dashboard and the figures
//! read (never the message's words), and how the model ran (the module's
//! train/eval mode, its inputs' shapes, the programs it executed).

use serde::{Deserialize, Serialize};

/// Whose result a TorchTPU row is: TorchTPU's, the plugin's, the model
/// file's, or nobody's yet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Cause {
    /// TorchTPU ran the model: the status judges its outputs (`pass`,
    /// `fail-parity`, or `nondeterministic` on TorchTPU's side).
    Ran,
    /// TorchTPU raised, in its own words.
    Raised,
    /// TorchTPU's process died (a signal, an abort) or hung past the limit.
    Crashed,
    /// The PJRT plugin could not take what TorchTPU sent it: not TorchTPU's.
    PluginLimit,
    /// The model file's own fault, not TorchTPU's: it failed on PyTorch CPU,
    /// exited, made CPU tensors in `forward`, returned nothing to compare,
    /// gave random outputs, or its `inputs(L)` ignored the length.
    ModelFault,
    /// PyTorch CPU itself cannot build or run a catalog entry (or gives only
    /// non-finite outputs): nothing was asked of TorchTPU.
    NotAsked,
    /// Refused before it ran: the host cannot hold it.
    Refused,
    /// A bounded sweep's length outside the run's bound (`--bound`): asked on
    /// purpose, refused by TorchTPU as it should be, never a pass.
    OutsideBound,
    /// Judged against a store (`--baselines`), whose baseline could not judge it: none recorded,
    /// recorded from other inputs, weights, definition or library versions (stale), or a file that
    /// fails the store's manifest. Nothing is said of TorchTPU.
    Baseline,
    /// Compile-only at published size (`--topology`): TorchTPU lowered the model without its
    /// weights and the TPU compiler judged the program; the status is the compiler's (`compiled`,
    /// `oom`, `fail-compile`), never a pass.
    Compiled,
}

impl Cause {
    pub fn as_str(self) -> &'static str {
        match self {
            Cause::Ran => "ran",
            Cause::Raised => "raised",
            Cause::Crashed => "crashed",
            Cause::PluginLimit => "plugin-limit",
            Cause::ModelFault => "model-fault",
            Cause::NotAsked => "not-asked",
            Cause::Refused => "refused",
            Cause::OutsideBound => "outside-bound",
            Cause::Baseline => "baseline",
            Cause::Compiled => "compiled",
        }
    }

    /// TorchTPU was asked to run the model and answered (ran, raised or died):
    /// the models a no-crash rate counts.
    pub fn asked_torchtpu(self) -> bool {
        matches!(self, Cause::Ran | Cause::Raised | Cause::Crashed | Cause::Compiled)
    }
}

/// A TorchTPU row's record of how its model ran.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TorchRecord {
    pub cause: Cause,
    /// TorchTPU's mode that made the row: `eager`, `defer-and-fuse`, `compile` or `export`
    /// (`single-trace` or `loop` is the trainer of a `--train` row, in `trainer`). The row's
    /// `mode` field says only op-by-op or compiled.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mode: Option<String>,
    /// `--train`: the trainer, `single-trace` or `loop`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub trainer: Option<String>,
    /// `train` or `eval`: the mode the module ran in (`eval` for a forward run
    /// unless `--module-mode as-returned`; `train` for `--train`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub module_mode: Option<String>,
    /// The mode `model()` returned the module in, where it is not the one it ran
    /// in and the module holds layers that compute differently (dropout, batch norms).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub returned_mode: Option<String>,
    /// The shapes of the model's inputs, in order (a sweep's lengths must change them).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub input_shapes: Vec<Vec<i64>>,
    /// Distinct programs the model executed on TorchTPU, whether its driver's
    /// cache held them or compiled them now: the same for a model whatever ran
    /// before it (the row's `compiles` counts only the new ones).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub programs: Option<u32>,
    /// Program executions (every cache request of the model's run).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub executions: Option<u32>,
    /// A bounded sweep's row: where TorchTPU's bound was put (e.g. "the output of
    /// model.embed_tokens (Embedding), dim 1", or "input 0, dim 1 (Dynamo's mark_dynamic)").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub bound_marked: Vec<String>,
    /// A bounded sweep's row with `--capture`: the programs TorchTPU compiled to pad an input to its
    /// bound (one per new length), counted at the PJRT boundary, apart from the row's `compiles`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pad_programs: Option<u32>,
    /// Which reference judged the row where it was not PyTorch CPU run live beside TorchTPU:
    /// `stored cpu baseline, float64 reference, recorded 2026-12-06T10:00:00Z` (`--baselines`), or
    /// the device a recording ran on (`--record-baselines`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reference: Option<String>,
    /// `--rewrite-scan`: the row's programs whose `chlo.scan` was lowered to `stablehlo.while` before
    /// the plugin compiled them (programs with other composites written down to the plugin's
    /// version are not counted).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scan_rewrites: Option<u32>,
    /// Compile-only at published size (`--topology`): the model's parameters, built without weights.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub parameters: Option<u64>,
    /// Compile-only at published size: milliseconds building, exporting and lowering the model, and
    /// the driver's peak resident memory meanwhile (bytes): what it took of this host.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lower_ms: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub peak_host_bytes: Option<u64>,
    /// Compile-only at published size, where one device does not hold the program (`oom`): the
    /// fewest devices of the topology that hold it with its weights sharded (`--spmd fsdp`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sharded_fit: Option<ShardedFit>,
}

/// The fewest devices a program fits with its weights sharded over them (FSDP), and its compiled
/// peak on each.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ShardedFit {
    pub devices: u32,
    pub peak_bytes: u64,
}

impl TorchRecord {
    pub fn new(cause: Cause) -> TorchRecord {
        TorchRecord {
            cause,
            mode: None,
            trainer: None,
            module_mode: None,
            returned_mode: None,
            input_shapes: Vec::new(),
            programs: None,
            executions: None,
            bound_marked: Vec::new(),
            pad_programs: None,
            reference: None,
            scan_rewrites: None,
            parameters: None,
            lower_ms: None,
            peak_host_bytes: None,
            sharded_fit: None,
        }
    }
}

/// Whether rows of this tier are TorchTPU's: `torch-<mode>` (`torch-eager`, `torch-compile-train`,
/// ...), or `torch` as runs before the mode was in the tier's name wrote it.
pub fn is_torch_tier(tier: &str) -> bool {
    tier == "torch" || tier.starts_with("torch-")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_record_round_trips_and_only_torchtpus_answers_count_as_asked() {
        let mut r = TorchRecord::new(Cause::ModelFault);
        r.module_mode = Some("train".into());
        r.input_shapes = vec![vec![1, 4]];
        let j = serde_json::to_string(&r).unwrap();
        assert!(j.contains(r#""cause":"model-fault""#), "{j}");
        assert_eq!(serde_json::from_str::<TorchRecord>(&j).unwrap(), r);
        assert!(Cause::Crashed.asked_torchtpu() && !Cause::ModelFault.asked_torchtpu() && !Cause::PluginLimit.asked_torchtpu());
    }
}
