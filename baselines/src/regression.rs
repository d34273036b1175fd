//! The nightly regression rule, the one PyTorch's HUD applies to its
//! nightly series: a series (one measure of one definition or tier, a point
//! a night) regresses when its last `tail` (≥ 2) points each violate the
//! [`Policy`] against the median of the `baseline` (6) points before them; a
//! run of `suspicious` (3) violations that is not at the end is suspicious;
//! one bad night alone is neither. It sits beside the expected results
//! ([`crate::expected`]) and expected performance ([`crate::expected_perf`]),
//! the other rules a run is held to; `reports` gathers the nights' series
//! and presents what [`judge`] finds.

use results::measures::{median, Measure};
use serde::Serialize;

/// What counts as a violation, and the windows the rule looks at.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Policy {
    /// Execute time: slower than the baseline median by more than this percentage ...
    pub execute_pct: f64,
    /// ... and by more than this many milliseconds (timer noise on tiny programs is no regression).
    pub execute_floor_ms: f64,
    pub compile_pct: f64,
    pub compile_floor_ms: f64,
    pub memory_pct: f64,
    pub memory_floor_bytes: f64,
    /// Pass rate: lower than the baseline median by more than this many percentage points.
    pub pass_rate_drop: f64,
    /// Points before a night that make its baseline (their median).
    pub baseline: usize,
    /// Fewer earlier points than this: the night is not judged.
    pub min_baseline: usize,
    /// Violations at the end of a series that make a regression.
    pub tail: usize,
    /// Violations in a row, not at the end, that make a series suspicious.
    pub suspicious: usize,
}

impl Default for Policy {
    fn default() -> Self {
        Policy {
            execute_pct: 5.0,
            execute_floor_ms: 1.0,
            compile_pct: 15.0,
            compile_floor_ms: 50.0,
            memory_pct: 20.0,
            memory_floor_bytes: 4096.0,
            pass_rate_drop: 1.0,
            baseline: 6,
            min_baseline: 3,
            tail: 2,
            suspicious: 3,
        }
    }
}

/// A `--regression-policy` that does not parse.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum PolicyError {
    #[error("`{0}` is not KEY=VALUE (keys: {KEYS})")]
    NotAPair(String),
    #[error("unknown policy key `{0}` (keys: {KEYS})")]
    UnknownKey(String),
    #[error("policy `{key}`: `{value}` is not {want}")]
    BadValue { key: String, value: String, want: &'static str },
}

const KEYS: &str =
    "execute, execute-floor, compile, compile-floor, memory, memory-floor, pass-rate, baseline, min-baseline, tail, suspicious";

impl std::str::FromStr for Policy {
    type Err = PolicyError;
    /// `execute=5%,execute-floor=1ms,memory=20%,compile=15%,pass-rate=1,baseline=6,tail=2`: the
    /// keys given change those settings, the rest keep their defaults.
    fn from_str(s: &str) -> Result<Policy, PolicyError> {
        let mut p = Policy::default();
        for item in s.split(',').map(str::trim).filter(|x| !x.is_empty()) {
            let (key, value) = item.split_once('=').ok_or_else(|| PolicyError::NotAPair(item.to_string()))?;
            let (key, value) = (key.trim(), value.trim());
            let bad = |want| PolicyError::BadValue { key: key.to_string(), value: value.to_string(), want };
            let number = |suffix: &str, want| -> Result<f64, PolicyError> {
                value
                    .strip_suffix(suffix)
                    .unwrap_or(value)
                    .trim()
                    .parse::<f64>()
                    .ok()
                    .filter(|v| v.is_finite() && *v >= 0.0)
                    .ok_or_else(|| bad(want))
            };
            let count = |min: usize| -> Result<usize, PolicyError> {
                value
                    .parse::<usize>()
                    .ok()
                    .filter(|n| *n >= min)
                    .ok_or_else(|| bad(if min > 1 { "a whole number of at least 2" } else { "a whole number of at least 1" }))
            };
            match key {
                "execute" => p.execute_pct = number("%", "a percentage (e.g. 5%)")?,
                "execute-floor" => p.execute_floor_ms = number("ms", "milliseconds (e.g. 1ms)")?,
                "compile" => p.compile_pct = number("%", "a percentage (e.g. 15%)")?,
                "compile-floor" => p.compile_floor_ms = number("ms", "milliseconds (e.g. 50ms)")?,
                "memory" => p.memory_pct = number("%", "a percentage (e.g. 20%)")?,
                "memory-floor" => p.memory_floor_bytes = number("B", "bytes (e.g. 4096B)")?,
                "pass-rate" => p.pass_rate_drop = number("%", "percentage points (e.g. 1)")?,
                "baseline" => p.baseline = count(1)?,
                "min-baseline" => p.min_baseline = count(1)?,
                "tail" => p.tail = count(2)?,
                "suspicious" => p.suspicious = count(2)?,
                _ => return Err(PolicyError::UnknownKey(key.to_string())),
            }
        }
        if p.min_baseline > p.baseline {
            return Err(PolicyError::BadValue {
                key: "min-baseline".into(),
                value: p.min_baseline.to_string(),
                want: "at most the baseline window",
            });
        }
        Ok(p)
    }
}

impl Policy {
    /// Whether `value` violates the policy against `baseline` (the median of the window).
    pub fn violates(&self, m: Measure, baseline: f64, value: f64) -> bool {
        let worse = |pct: f64, floor: f64| value > baseline * (1.0 + pct / 100.0) && value - baseline > floor;
        match m {
            Measure::ExecuteMs => worse(self.execute_pct, self.execute_floor_ms),
            Measure::CompileMs => worse(self.compile_pct, self.compile_floor_ms),
            Measure::MemoryBytes => worse(self.memory_pct, self.memory_floor_bytes),
            Measure::PassRate => value < baseline - self.pass_rate_drop,
        }
    }

    /// One line saying the rule and its thresholds.
    pub fn describe(&self) -> String {
        format!(
            "regression: the last {}+ nights each worse than the median of the {} before them (execute +{}% and +{} ms, compile +{}% and +{} ms, memory +{}%, pass rate -{} points); suspicious: {} in a row earlier",
            self.tail,
            self.baseline,
            self.execute_pct,
            self.execute_floor_ms,
            self.compile_pct,
            self.compile_floor_ms,
            self.memory_pct,
            self.pass_rate_drop,
            self.suspicious
        )
    }
}

/// What the rule made of a series.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Verdict {
    /// The series ends in `tail` or more violations.
    Regression,
    /// A run of `suspicious` violations that recovered.
    Suspicious,
}

/// The rule's finding on one series of `(night, value)` points, oldest first.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Judged {
    pub verdict: Verdict,
    /// The night (as given in the points) of the first violation of the run.
    pub first_bad: usize,
    /// The baseline median the first violation was judged against.
    pub baseline: f64,
    /// The worst value of the run of violations.
    pub worst: f64,
}

/// The HUD rule over one series.
pub fn judge(points: &[(usize, f64)], m: Measure, policy: &Policy) -> Option<Judged> {
    let mut flags: Vec<Option<f64>> = Vec::with_capacity(points.len());
    for (i, (_, v)) in points.iter().enumerate() {
        let window: Vec<f64> = points[i.saturating_sub(policy.baseline)..i].iter().map(|p| p.1).collect();
        let base = (window.len() >= policy.min_baseline).then(|| median(&window)).flatten();
        flags.push(base.filter(|b| policy.violates(m, *b, *v)));
    }
    // Runs of consecutive violations: (start, len).
    let mut runs: Vec<(usize, usize)> = Vec::new();
    let mut i = 0;
    while i < flags.len() {
        if flags[i].is_some() {
            let start = i;
            while i < flags.len() && flags[i].is_some() {
                i += 1;
            }
            runs.push((start, i - start));
        } else {
            i += 1;
        }
    }
    let found = |start: usize, len: usize, verdict: Verdict| {
        let worst_of = points[start..start + len].iter().map(|p| p.1);
        let worst =
            if m == Measure::PassRate { worst_of.fold(f64::INFINITY, f64::min) } else { worst_of.fold(f64::NEG_INFINITY, f64::max) };
        Judged { verdict, first_bad: points[start].0, baseline: flags[start].unwrap_or(f64::NAN), worst }
    };
    if let Some(&(start, len)) = runs.last().filter(|(s, l)| s + l == flags.len() && *l >= policy.tail) {
        return Some(found(start, len, Verdict::Regression));
    }
    runs.iter().rev().find(|(s, l)| s + l < flags.len() && *l >= policy.suspicious).map(|&(s, l)| found(s, l, Verdict::Suspicious))
}
