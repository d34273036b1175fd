//! How a definition's program was executed, and what comparing modes found.
//!
//! TorchTPU runs PyTorch's eager mode by default (every op its own
//! program), its DeferAndFuse mode queues ops and compiles them N at a time,
//! and `torch.compile` makes one program of the whole model. A row says
//! which [`Mode`] it ran in; an eager or deferred row carries its
//! [`EagerRecord`] (ops run, distinct op programs, cache hits), and a run
//! with `--compare-modes` carries a [`ModeParity`] on each row: the other
//! modes' verdicts, the largest disagreement between modes, which mode
//! departs, and speed as eager ÷ compiled (PyTorch's speedup).

use serde::{Deserialize, Serialize};

/// How a program is executed.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Mode {
    /// One program of the whole definition (one compile, one fused executable).
    #[default]
    Compiled,
    /// Every top-level op of `@main` its own program, results kept on the
    /// device and fed to the next op.
    Eager,
    /// Ops queued and compiled as one program every N ops.
    Deferred(u32),
}

impl Mode {
    /// Whether rows in this mode run op programs rather than the whole one.
    pub fn is_op_by_op(self) -> bool {
        !matches!(self, Mode::Compiled)
    }
}

impl std::fmt::Display for Mode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Mode::Compiled => f.write_str("compiled"),
            Mode::Eager => f.write_str("eager"),
            Mode::Deferred(n) => write!(f, "deferred:{n}"),
        }
    }
}

/// A mode name that does not parse.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown mode `{0}` (one of compiled, eager, deferred:N with N >= 1)")]
pub struct UnknownMode(pub String);

impl std::str::FromStr for Mode {
    type Err = UnknownMode;
    fn from_str(s: &str) -> Result<Mode, UnknownMode> {
        match s.trim() {
            "compiled" => Ok(Mode::Compiled),
            "eager" => Ok(Mode::Eager),
            other => other
                .strip_prefix("deferred:")
                .and_then(|n| n.parse::<u32>().ok())
                .filter(|&n| n >= 1)
                .map(Mode::Deferred)
                .ok_or_else(|| UnknownMode(s.to_string())),
        }
    }
}

impl Serialize for Mode {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Mode {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Mode, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

/// What running a definition op by op took (eager or deferred rows).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EagerRecord {
    /// Op programs executed (top-level ops of `@main`, calls inlined; in
    /// deferred mode, the groups of N ops).
    pub ops: u32,
    /// Distinct op programs they needed (keyed by op text, operand types
    /// and compile settings).
    pub programs: u32,
    /// Of those, the programs the eager program cache already held.
    pub cache_hits: u32,
    /// Milliseconds spent compiling the programs the cache did not hold.
    pub compile_ms: f64,
}

/// Which mode departs from the baseline (or from the other mode) when the
/// modes are compared: the answer a failure's triage starts from.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Departs {
    /// The modes agree within the output's tolerance, and their verdicts are the same.
    #[default]
    Neither,
    /// An op is wrong on its own: the eager run fails (whatever the compiled run does).
    Eager,
    /// Fusion changes the numbers: eager passes, the compiled run fails (or they disagree).
    Fusion,
    /// Both fail against the baseline.
    Both,
}

/// One mode's run of a definition, as `--compare-modes` records it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ModeRun {
    pub mode: Mode,
    pub status: crate::status::Status,
    /// Median execution time over the interleaved repetitions.
    pub execute_ms: f64,
    /// Compile time the mode spent (eager: the op programs the cache missed).
    pub compile_ms: f64,
}

/// What comparing a definition's modes found (`--compare-modes eager,compiled`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ModeParity {
    /// Every mode compared, the row's own first.
    pub runs: Vec<ModeRun>,
    /// Whether the modes' outputs agree within each output's tolerance.
    pub agree: bool,
    /// The output with the largest disagreement between the modes, and its
    /// largest absolute difference.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub output: Option<String>,
    #[serde(with = "crate::metrics::finite_or_name")]
    pub max_abs: f64,
    pub departs: Departs,
    /// The first op (by its result name) whose eager and fused values part, where looked for.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first_op: Option<String>,
    /// Eager median ÷ compiled median (PyTorch's speedup), where both ran.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub speedup: Option<f64>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn modes_round_trip_and_bad_names_say_what_is_allowed() {
        for m in [Mode::Compiled, Mode::Eager, Mode::Deferred(8)] {
            assert_eq!(m.to_string().parse::<Mode>().unwrap(), m);
            let j = serde_json::to_string(&m).unwrap();
            assert_eq!(serde_json::from_str::<Mode>(&j).unwrap(), m);
        }
        for bad in ["", "fused", "deferred:", "deferred:0", "deferred:x"] {
            assert!(bad.parse::<Mode>().unwrap_err().to_string().contains("deferred:N"), "{bad}");
        }
    }
}
