//! Speed, memory and stability as results: a row's [`Perf`] (repeated
//! executions after the judged one: medians and spread, every compiled
//! memory field, the compiler's cost analysis and what was achieved) and its
//! [`Determinism`] (the judged execution run again and compared bit for bit).
//!
//! The anchors: PyTorch's benchmark harness times runs over repetitions and
//! reports medians, and requires two eager runs to agree bit for bit before
//! judging (`eager_two_runs_differ`); PJRT gives a compiled program's cost
//! (`PJRT_Executable_GetCostAnalysis`) and memory (`CompiledMemoryStats`).

use crate::compiled::DeviceMemory;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Milliseconds over repeated executions.
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Spread {
    pub median: f64,
    pub p5: f64,
    pub p95: f64,
    pub min: f64,
    pub max: f64,
}

impl Spread {
    /// The spread of `samples` (nearest-rank percentiles); `None` for no samples
    /// or a sample that is not finite.
    pub fn of(samples: &[f64]) -> Option<Spread> {
        if samples.is_empty() || samples.iter().any(|s| !s.is_finite()) {
            return None;
        }
        let mut s = samples.to_vec();
        s.sort_by(f64::total_cmp);
        let at = |q: f64| s[((q * (s.len() - 1) as f64).round() as usize).min(s.len() - 1)];
        let median = if s.len() % 2 == 1 { s[s.len() / 2] } else { (s[s.len() / 2 - 1] + s[s.len() / 2]) / 2.0 };
        Some(Spread { median, p5: at(0.05), p95: at(0.95), min: s[0], max: s[s.len() - 1] })
    }
}

/// A row's performance: `run --repeat R`.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Perf {
    /// Executions timed after the judged one.
    pub repeat: u32,
    /// Execution time over the repetitions.
    pub execute_ms: Spread,
    /// The compiled program's memory stats, every field (generated code
    /// included). All zero: the plugin reports none (unknown, never "fits").
    pub memory: DeviceMemory,
    /// The compiler's cost analysis by its own names (`flops`, `bytes accessed`, ...).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub cost: BTreeMap<String, f64>,
    /// `flops` ÷ the median execution time, where both are known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub flops_per_s: Option<f64>,
    /// `bytes accessed` ÷ the median execution time, where both are known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bytes_per_s: Option<f64>,
    /// Repeated executions whose outputs were checked against the judged
    /// run's (every one: a fast path is never an unverified one).
    pub verified: u32,
}

/// How two executions of the same program on the same inputs compare.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "outcome", deny_unknown_fields)]
pub enum Agreement {
    /// Every output bit for bit the same.
    BitIdentical,
    /// Not bit identical, but every element within `ulps` units in the last place.
    WithinUlps { output: String, ulps: u64 },
    /// Different beyond that: the first output that differs, how much and where.
    Different {
        output: String,
        #[serde(with = "crate::metrics::finite_or_name")]
        max_abs: f64,
        differing: u64,
        elements: u64,
    },
}

impl Agreement {
    pub fn is_bit_identical(&self) -> bool {
        matches!(self, Agreement::BitIdentical)
    }
}

/// A row's determinism check: the judged execution run again (a training
/// step replays its K steps; a sharded program compares per device).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Determinism {
    /// Executions compared (2: the judged one and its replay).
    pub runs: u32,
    pub agreement: Agreement,
    /// Intra-op threads the plugin ran with, where the run set them (`--threads`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub threads: Option<u32>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spread_of_samples() {
        let s = Spread::of(&[3.0, 1.0, 2.0, 10.0]).unwrap();
        assert_eq!((s.median, s.min, s.max), (2.5, 1.0, 10.0));
        assert_eq!(Spread::of(&[5.0]).unwrap().p95, 5.0);
        assert!(Spread::of(&[]).is_none() && Spread::of(&[1.0, f64::NAN]).is_none());
    }

    #[test]
    fn agreement_is_tagged() {
        let d = Determinism { runs: 2, agreement: Agreement::WithinUlps { output: "y".into(), ulps: 2 }, threads: None };
        let j = serde_json::to_string(&d).unwrap();
        assert!(j.contains(r#""outcome":"within-ulps""#), "{j}");
        assert_eq!(serde_json::from_str::<Determinism>(&j).unwrap(), d);
    }
}
