//! The rules that decide a `tpu-compat torch` row's status, in one place
//! (the `crate::verdict` rules for a driver that died or hung are reused):
//!
//! | what happened | status | stage |
//! |---|---|---|
//! | the driver died (TorchTPU aborted, segfaulted, exited) | `crash` (or `oom`), naming the signal | execute |
//! | no answer within `--timeout` | `timeout` | execute |
//! | the model file failed on PyTorch CPU, before TorchTPU ran | `fail-run`, said to be the model file's | load |
//! | an hf or real catalog entry PyTorch CPU itself cannot build or run (the exporter skips it too) | `skipped` | load |
//! | TorchTPU raised, and the plugin refused what TorchTPU sent it (a StableHLO newer than the plugin's, a TPU-only Mosaic kernel, an API the plugin lacks) | `skipped`: the plugin's limit, never TorchTPU's failure | compile |
//! | TorchTPU raised that an argument is in a failed state, and its log shows the plugin's limit met by an earlier op of the model | `skipped`: the plugin's limit | compile |
//! | TorchTPU raised while compiling | `fail-compile`, in TorchTPU's words | compile |
//! | TorchTPU raised otherwise | `fail-run`, in TorchTPU's words | execute |
//! | outputs outside their tolerance of PyTorch CPU eager (allclose, or the float64 rule) | `fail-parity` | compare |
//! | otherwise | `pass` | compare |

use baselines::Judgement;
use results::{Stage, Status};

/// What the plugin says when it cannot take what TorchTPU sent it, with
/// the limit in words. Matched on the plugin's own messages.
const PLUGIN_LIMITS: [(&str, &str); 4] = [
    (
        "failed to serialize StableHLO to plugin version",
        "the PJRT plugin's StableHLO is older than TorchTPU's (e.g. `chlo.scan` from torch.cumsum on the 0.0.1 CPU plugin's StableHLO 1.13.3)",
    ),
    (
        // What the plugin says of such a program when it is sent anyway (`--capture` reports TorchTPU's version).
        "unregistered operation 'vhlo.",
        "the PJRT plugin's StableHLO is older than TorchTPU's: it does not know an op of the program (e.g. `chlo.scan` from torch.cumsum, sent as `vhlo.composite_v2`)",
    ),
    (
        "custom call to tpu_custom_call",
        "TorchTPU lowered scaled_dot_product_attention to a Mosaic kernel (`stablehlo.custom_call @tpu_custom_call`), which only a TPU runs",
    ),
    (
        "GetOutputMemoryKinds is not supported",
        "the PJRT plugin lacks GetOutputMemoryKinds, which TorchTPU calls to execute a torch.compile'd program",
    ),
];

/// Which of the plugin's limits an error names, if any.
pub fn plugin_limit(error: &str) -> Option<&'static str> {
    PLUGIN_LIMITS.iter().find(|(needle, _)| error.contains(needle)).map(|(_, what)| *what)
}

/// The model file failed on PyTorch CPU: the user's model, not TorchTPU.
pub fn model_error(error_type: &str, error: &str) -> (Status, Stage, String) {
    (Status::FailRun, Stage::Load, format!("the model file failed on PyTorch CPU, before TorchTPU ran: {error_type}: {error}"))
}

/// An hf or real catalog entry PyTorch CPU itself cannot build or run: nothing to ask TorchTPU.
pub fn catalog_entry_error(error_type: &str, error: &str) -> (Status, Stage, String) {
    let first = error.lines().next().unwrap_or("");
    (Status::Skipped, Stage::Load, format!("PyTorch CPU itself cannot build or run this entry: {error_type}: {first}"))
}

/// What TorchTPU raises when an op consumes the result of an earlier op that failed asynchronously.
const FAILED_STATE: &str = "a required argument is in a failed state";

/// TorchTPU raised: the plugin's limit (`skipped`), or TorchTPU's failure in its own words.
/// `logged` is what TorchTPU logged while it ran this model: where the error is only that
/// an argument is in a failed state, the earlier failure it logs decides whose it was.
pub fn raised(error_type: &str, error: &str, logged: &str) -> (Status, Stage, String) {
    if error.contains(FAILED_STATE) {
        if let Some(limit) = plugin_limit(logged) {
            return (
                Status::Skipped,
                Stage::Compile,
                format!(
                    "not runnable on this plugin: {limit}; the plugin's limit, not TorchTPU's. An earlier op met it (TorchTPU's log), \
                     and TorchTPU said of a later one: {error_type}: {error}"
                ),
            );
        }
    }
    if let Some(limit) = plugin_limit(error) {
        return (
            Status::Skipped,
            Stage::Compile,
            format!("not runnable on this plugin: {limit}; the plugin's limit, not TorchTPU's. TorchTPU said: {error_type}: {error}"),
        );
    }
    let stage = if error.contains("failed to compile") { Stage::Compile } else { Stage::Execute };
    let status = if stage == Stage::Compile { Status::FailCompile } else { Status::FailRun };
    // A failed state says nothing of the cause: the first error TorchTPU logged for the model does.
    let first = match error.contains(FAILED_STATE) {
        true => logged
            .lines()
            .find(|l| l.contains(": error: ") || l.contains("ExecutionTask failed"))
            .map(|l| format!(" (TorchTPU logged first: {})", l.trim())),
        false => None,
    };
    (status, stage, format!("TorchTPU raised {error_type}: {error}{}", first.unwrap_or_default()))
}

/// TorchTPU ran: its outputs against PyTorch CPU eager.
pub fn ran(j: &Judgement) -> (Status, Stage, Option<String>) {
    match crate::verdict::parity(j) {
        None => (Status::Pass, Stage::Compare, None),
        Some(s) => (s, Stage::Compare, Some(format!("TorchTPU's outputs against PyTorch CPU eager: {}", j.message))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_plugin_limit_is_skipped_never_a_torchtpu_failure() {
        let (s, _, m) =
            raised("RuntimeError", "failed to compile MLIR module -- failed to serialize StableHLO to plugin version 1.13.3;", "");
        assert_eq!(s, Status::Skipped);
        assert!(m.contains("plugin's limit") && m.contains("1.13.3"), "{m}");
        let (s, st, m) = raised("RuntimeError", "failed to compile MLIR module -- something else", "");
        assert_eq!((s, st), (Status::FailCompile, Stage::Compile));
        assert!(m.starts_with("TorchTPU raised RuntimeError"), "{m}");
        assert_eq!(raised("ValueError", "bad", "").0, Status::FailRun);
        let mosaic = "failed to compile MLIR module -- no registered implementation for untyped custom call to tpu_custom_call for Host";
        assert_eq!(raised("BackendCompilerFailed", mosaic, "").0, Status::Skipped);
    }

    #[test]
    fn a_failed_state_is_the_plugins_limit_only_where_the_model_met_it_first() {
        let failed = "a required argument is in a failed state";
        let logged =
            "E0000 materialize.cc:583] ExecutionTask failed: INVALID_ARGUMENT: failed to serialize StableHLO to plugin version 1.13.3;";
        let (s, st, m) = raised("RuntimeError", failed, logged);
        assert_eq!((s, st), (Status::Skipped, Stage::Compile));
        assert!(m.contains("An earlier op met it") && m.contains(failed), "{m}");
        let (s, _, m) = raised("RuntimeError", failed, "I0000 loaded\nE0000 ExecutionTask failed: INTERNAL: something of TorchTPU's own");
        assert_eq!(s, Status::FailRun, "{m}");
        assert!(m.starts_with("TorchTPU raised RuntimeError") && m.contains("logged first: E0000 ExecutionTask failed: INTERNAL"), "{m}");
    }
}
