//! The rules that decide an `aten` cell's row (one OpInfo op at one dtype,
//! its samples through TorchTPU against PyTorch CPU), the worst sample first:
//!
//! | what a sample did | status | cause |
//! |---|---|---|
//! | TorchTPU raised where PyTorch CPU did not (forward or backward) | `fail-run` | raised |
//! | TorchTPU refused the op ("not implemented", forward or backward) | `fail-compile` | raised |
//! | other numbers than PyTorch CPU's beyond tolerance, or no raise where the CPU raises, or another error type | `fail-parity` | ran |
//! | the plugin's limit (`super::limits`: the shard reads the same list) | `skipped` | plugin-limit |
//! | matched PyTorch CPU (a random op: matched in shape and dtype) | `pass` | ran |
//! | PyTorch CPU refused every sample: nothing asked of TorchTPU | `skipped` | not-asked |
//! | the shard died in the cell / went silent past its timeout | `crash` or `oom` (`super::death`) / `timeout` | crashed |
//!
//! The shard's own failures on a cell (`harness-error`: an OpInfo it could
//! not drive) decide nothing; the row's message says them.

use results::{Cause, Stage, Status};
use std::collections::BTreeMap;

/// A cell's status, stage and cause from its sample counts by outcome (`shard.py`'s names).
pub fn cell(counts: &BTreeMap<String, u64>) -> (Status, Stage, Cause) {
    let has = |k: &str| counts.get(k).copied().unwrap_or(0) > 0;
    if has("error") || has("backward-error") {
        (Status::FailRun, Stage::Execute, Cause::Raised)
    } else if has("refused") || has("backward-refused") {
        (Status::FailCompile, Stage::Compile, Cause::Raised)
    } else if has("mismatch") || has("backward-mismatch") || has("error-parity-wrong-type") || has("error-parity-no-raise") {
        (Status::FailParity, Stage::Compare, Cause::Ran)
    } else if has("plugin-limit") || has("backward-plugin-limit") {
        (Status::Skipped, Stage::Compile, Cause::PluginLimit)
    } else if has("pass") || has("random-pass") {
        (Status::Pass, Stage::Done, Cause::Ran)
    } else {
        (Status::Skipped, Stage::Load, Cause::NotAsked)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn counts(pairs: &[(&str, u64)]) -> BTreeMap<String, u64> {
        pairs.iter().map(|(k, v)| (k.to_string(), *v)).collect()
    }

    #[test]
    fn the_worst_sample_decides_the_cell() {
        assert_eq!(cell(&counts(&[("pass", 3)])).0, Status::Pass);
        assert_eq!(cell(&counts(&[("pass", 3), ("plugin-limit", 1)])).2, Cause::PluginLimit);
        assert_eq!(cell(&counts(&[("mismatch", 1), ("plugin-limit", 1)])).0, Status::FailParity);
        assert_eq!(cell(&counts(&[("mismatch", 1), ("refused", 1)])).0, Status::FailCompile);
        assert_eq!(cell(&counts(&[("error", 1), ("refused", 1)])).0, Status::FailRun);
        assert_eq!(cell(&counts(&[("pass", 2), ("error-parity-no-raise", 1)])).0, Status::FailParity);
        assert_eq!(cell(&counts(&[("skipped", 4)])), (Status::Skipped, Stage::Load, Cause::NotAsked));
    }
}
