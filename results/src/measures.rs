//! A row's performance as one number per measure, the one reading every
//! report takes of it (exports, the dashboard's cards and trends, nightly
//! regressions, expected-performance gates): execution time is the median
//! of the repeated executions (`run --repeat`) where the row has them, else
//! the judged execution's time; compile time only where the row compiled
//! (a compile-cache hit is a load, not a compile); device memory is every
//! compiled memory field's total where the plugin reported one (0 is
//! unknown, never "fits"), else the row's `device_bytes`. A row that did not
//! pass measures nothing: a failing program's time is no performance.

use crate::{Outcome, ResultRow};

/// What is measured, by the names the policy and the files use.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Measure {
    /// Median execution time, milliseconds (higher is worse).
    ExecuteMs,
    /// Compile time, milliseconds (higher is worse).
    CompileMs,
    /// Device memory one execution needs, bytes (higher is worse).
    MemoryBytes,
    /// Passed (1) or not (0); a tier's pass rate, in percent (lower is worse).
    PassRate,
}

impl Measure {
    pub const ALL: [Measure; 4] = [Measure::ExecuteMs, Measure::CompileMs, Measure::MemoryBytes, Measure::PassRate];

    pub fn name(self) -> &'static str {
        match self {
            Measure::ExecuteMs => "execute_ms",
            Measure::CompileMs => "compile_ms",
            Measure::MemoryBytes => "memory_bytes",
            Measure::PassRate => "pass_rate",
        }
    }

    /// Plain words for reports (`execute time`).
    pub fn words(self) -> &'static str {
        match self {
            Measure::ExecuteMs => "execute time",
            Measure::CompileMs => "compile time",
            Measure::MemoryBytes => "device memory",
            Measure::PassRate => "pass rate",
        }
    }

    /// A value of this measure for people: `12.3 ms`, `4.1 MB`, `97.5%`.
    pub fn show(self, v: f64) -> String {
        match self {
            Measure::ExecuteMs | Measure::CompileMs => {
                if v >= 1000.0 {
                    format!("{:.2} s", v / 1e3)
                } else if v >= 10.0 {
                    format!("{v:.1} ms")
                } else {
                    format!("{v:.3} ms")
                }
            }
            Measure::MemoryBytes => bytes(v),
            Measure::PassRate => format!("{v:.1}%"),
        }
    }
}

/// `1.5 KB`, `4.1 MB`, `2.5 GB` (powers of 1000).
pub fn bytes(v: f64) -> String {
    let a = v.abs();
    if a >= 1e9 {
        format!("{:.2} GB", v / 1e9)
    } else if a >= 1e6 {
        format!("{:.2} MB", v / 1e6)
    } else if a >= 1e3 {
        format!("{:.1} KB", v / 1e3)
    } else {
        format!("{v:.0} B")
    }
}

/// Whether a row passed in the sense performance is measured on (pass, unexpected pass, flaky).
pub fn passed(r: &ResultRow) -> bool {
    matches!(r.status.outcome(), Outcome::Pass | Outcome::UnexpectedPass | Outcome::Flaky)
}

/// The median execution time of a passing row (repeats' median, else the judged run's).
pub fn execute_ms(r: &ResultRow) -> Option<f64> {
    if !passed(r) || r.compiled.is_some() {
        return None;
    }
    let v = match &r.perf {
        Some(p) if p.repeat > 0 => p.execute_ms.median,
        _ => r.timings.execute_ms,
    };
    (v.is_finite() && v > 0.0).then_some(v)
}

/// A passing row's compile time, where it compiled (not a cache hit).
pub fn compile_ms(r: &ResultRow) -> Option<f64> {
    let v = r.timings.compile_ms;
    (passed(r) && !r.cached && v.is_finite() && v > 0.0).then_some(v)
}

/// A passing row's device memory in bytes, where known.
pub fn memory_bytes(r: &ResultRow) -> Option<f64> {
    if !passed(r) {
        return None;
    }
    let total = r.perf.as_ref().map(|p| p.memory.total()).filter(|t| *t > 0);
    total.map(|t| t as f64).or(r.device_bytes.filter(|b| *b > 0).map(|b| b as f64))
}

/// One measure of a row (`PassRate`: 100 when it passed, or, compiling
/// only, `compiled`; else 0). A compile-only row's 100 is its own target's
/// pass: nightly regressions keep every target's series apart.
pub fn of(r: &ResultRow, m: Measure) -> Option<f64> {
    match m {
        Measure::ExecuteMs => execute_ms(r),
        Measure::CompileMs => compile_ms(r),
        Measure::MemoryBytes => memory_bytes(r),
        Measure::PassRate => (r.status != crate::Status::Skipped && r.status != crate::Status::NotRun)
            .then_some(if passed(r) || r.status == crate::Status::Compiled { 100.0 } else { 0.0 }),
    }
}

/// The median of some values (`None` for none).
pub fn median(values: &[f64]) -> Option<f64> {
    let mut v: Vec<f64> = values.iter().copied().filter(|x| x.is_finite()).collect();
    if v.is_empty() {
        return None;
    }
    v.sort_by(f64::total_cmp);
    let n = v.len();
    Some(if n % 2 == 1 { v[n / 2] } else { (v[n / 2 - 1] + v[n / 2]) / 2.0 })
}

/// The geometric mean of positive values (`None` for none).
pub fn geomean(values: &[f64]) -> Option<f64> {
    let logs: Vec<f64> = values.iter().copied().filter(|x| x.is_finite() && *x > 0.0).map(f64::ln).collect();
    (!logs.is_empty()).then(|| (logs.iter().sum::<f64>() / logs.len() as f64).exp())
}

/// The compiler's flop count for a row's program, where the cost analysis gave one.
pub fn flops(r: &ResultRow) -> Option<f64> {
    r.perf.as_ref().and_then(|p| p.cost.get("flops").copied()).filter(|f| f.is_finite() && *f >= 0.0)
}

/// A row's determinism outcome by name (`bit-identical`, `within-ulps`, `different`).
pub fn determinism(r: &ResultRow) -> Option<&'static str> {
    r.determinism.as_ref().map(|d| match d.agreement {
        crate::perf::Agreement::BitIdentical => "bit-identical",
        crate::perf::Agreement::WithinUlps { .. } => "within-ulps",
        crate::perf::Agreement::Different { .. } => "different",
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::perf::{Perf, Spread};
    use crate::Status;

    fn row(status: Status, execute: f64) -> ResultRow {
        let mut r = ResultRow::started("a", "mlp", "tier2", 1);
        r.status = status;
        r.timings.execute_ms = execute;
        r.timings.compile_ms = 40.0;
        r
    }

    #[test]
    fn repeats_median_wins_and_failures_measure_nothing() {
        let mut r = row(Status::Pass, 3.0);
        assert_eq!(execute_ms(&r), Some(3.0));
        r.perf = Some(Box::new(Perf { repeat: 5, execute_ms: Spread::of(&[1.0, 2.0, 9.0]).unwrap(), ..Default::default() }));
        assert_eq!(execute_ms(&r), Some(2.0));
        assert_eq!(compile_ms(&r), Some(40.0));
        r.cached = true;
        assert_eq!(compile_ms(&r), None, "a cache hit is no compile");
        let f = row(Status::FailParity, 3.0);
        assert_eq!((execute_ms(&f), of(&f, Measure::PassRate)), (None, Some(0.0)));
        assert_eq!(of(&row(Status::Flaky, 1.0), Measure::PassRate), Some(100.0));
        assert_eq!(of(&row(Status::Compiled, 0.0), Measure::PassRate), Some(100.0), "compiling only, compiled is the pass");
        assert_eq!(of(&row(Status::FailCompile, 0.0), Measure::PassRate), Some(0.0));
    }

    #[test]
    fn memory_prefers_every_compiled_field_and_zero_is_unknown() {
        let mut r = row(Status::Pass, 1.0);
        assert_eq!(memory_bytes(&r), None);
        r.device_bytes = Some(100);
        assert_eq!(memory_bytes(&r), Some(100.0));
        let mut p = Perf::default();
        r.perf = Some(Box::new(p.clone()));
        assert_eq!(memory_bytes(&r), Some(100.0), "all-zero stats are unknown, not 0 bytes");
        p.memory.arguments = 64;
        p.memory.generated_code = 1000;
        r.perf = Some(Box::new(p));
        assert_eq!(memory_bytes(&r), Some(1064.0));
    }

    #[test]
    fn medians_and_geometric_means() {
        assert_eq!(median(&[3.0, 1.0, 2.0, 10.0]), Some(2.5));
        assert_eq!(median(&[]), None);
        assert!((geomean(&[2.0, 8.0]).unwrap() - 4.0).abs() < 1e-12);
        assert_eq!(geomean(&[0.0]), None);
        assert_eq!(Measure::MemoryBytes.show(2.5e6), "2.50 MB");
    }
}
