//! Runs as polars DataFrames: one frame with a row per attempt (status,
//! family, timings), one with a row per output (its parity metrics). These
//! are what CSV and Parquet exports contain and what summaries group over.

use crate::errors::{ReportError, Result};
use polars::prelude::*;
use results::Outcome;
use results::{ResultRow, Status};

/// Column names shared by the frames and by the summaries that group them.
pub mod cols {
    pub const TIER: &str = "tier";
    pub const ID: &str = "id";
    pub const FAMILY: &str = "family";
    pub const STATUS: &str = "status";
    /// 1 when the attempt counts in a tier figure (every status but `skipped`).
    pub const COUNTED: &str = "counted";
    /// 1 when it counts and did not pass.
    pub const FAILED: &str = "failed";
}

pub(crate) fn perr(context: &str) -> impl Fn(PolarsError) -> ReportError + '_ {
    move |e| ReportError::from_display(context, e)
}

/// True for statuses that count against a tier and did not pass (not-run included; skipped ones do not count).
pub fn is_failure(s: Status) -> bool {
    !s.is_pass() && s != Status::Skipped
}

/// An outcome nobody declared in advance: a failure the expected-results
/// file does not name, a definition that did not run, or an unexpected pass.
pub fn is_unexpected(r: &ResultRow) -> bool {
    matches!(r.status.outcome(), Outcome::UnexpectedFailure | Outcome::NotRun | Outcome::UnexpectedPass)
}

/// The worst (largest) margin over a row's compared outputs.
pub fn worst_margin(r: &ResultRow) -> Option<f64> {
    r.outputs.iter().filter_map(|o| o.metrics.as_ref()).map(|m| m.margin).filter(|m| !m.is_nan()).reduce(f64::max)
}

fn worst_max_abs(r: &ResultRow) -> Option<f64> {
    r.outputs.iter().filter_map(|o| o.metrics.as_ref()).map(|m| m.max_abs).filter(|m| !m.is_nan()).reduce(f64::max)
}

fn col<V, P>(name: &str, v: V) -> Column
where
    Series: NamedFrom<V, P>,
    P: ?Sized,
{
    Column::new(name.into(), v)
}

/// One row per attempt.
pub fn attempts_frame(rows: &[ResultRow]) -> Result<DataFrame> {
    let s = |f: fn(&ResultRow) -> String| rows.iter().map(f).collect::<Vec<String>>();
    let f = |f: fn(&ResultRow) -> f64| rows.iter().map(f).collect::<Vec<f64>>();
    let mut columns = vec![
        col(cols::TIER, s(|r| r.tier.clone())),
        col(cols::ID, s(|r| r.id.clone())),
        col(cols::FAMILY, s(|r| r.family.clone())),
        col("length", rows.iter().map(|r| r.length).collect::<Vec<_>>()),
        col("bound", rows.iter().map(|r| r.bound).collect::<Vec<_>>()),
        col(cols::STATUS, s(|r| r.status.as_str().to_string())),
        col("expected", rows.iter().map(|r| r.expected.map(|e| e.as_str().to_string())).collect::<Vec<_>>()),
        col("unexpected", rows.iter().map(is_unexpected).collect::<Vec<bool>>()),
        col(cols::COUNTED, rows.iter().map(|r| u32::from(r.status != Status::Skipped)).collect::<Vec<u32>>()),
        col(cols::FAILED, rows.iter().map(|r| u32::from(is_failure(r.status))).collect::<Vec<u32>>()),
        col("stage", s(|r| r.stage.to_string())),
        col("error", rows.iter().map(|r| r.error.clone()).collect::<Vec<_>>()),
        col("attempt", rows.iter().map(|r| r.attempt).collect::<Vec<u32>>()),
        col("cached", rows.iter().map(|r| r.cached).collect::<Vec<bool>>()),
        col("compiles", rows.iter().map(|r| r.compiles).collect::<Vec<_>>()),
        col("steps", rows.iter().map(|r| r.training.as_ref().map(|c| c.device.len() as u32)).collect::<Vec<_>>()),
        col("first_loss", rows.iter().map(|r| r.training.as_ref().and_then(|c| c.device.first().copied())).collect::<Vec<_>>()),
        col("last_loss", rows.iter().map(|r| r.training.as_ref().and_then(|c| c.device.last().copied())).collect::<Vec<_>>()),
        col("load_ms", f(|r| r.timings.load_ms)),
        col("compile_ms", f(|r| r.timings.compile_ms)),
        col("execute_ms", f(|r| r.timings.execute_ms)),
        col("compare_ms", f(|r| r.timings.compare_ms)),
        col("outputs", rows.iter().map(|r| r.outputs.len() as u32).collect::<Vec<u32>>()),
        col("worst_margin", rows.iter().map(worst_margin).collect::<Vec<_>>()),
        col("worst_max_abs", rows.iter().map(worst_max_abs).collect::<Vec<_>>()),
        col("worker_pid", rows.iter().map(|r| r.worker_pid).collect::<Vec<u32>>()),
        col("finished_at", f(|r| r.finished_at)),
    ];
    columns.extend(mode_and_perf_columns(rows));
    DataFrame::new(rows.len(), columns).map_err(perr("building the attempts frame"))
}

/// One row per output of every attempt; metric columns are null where the
/// output was not compared.
pub fn outputs_frame(rows: &[ResultRow]) -> Result<DataFrame> {
    let outs: Vec<(&ResultRow, &results::OutputRecord)> = rows.iter().flat_map(|r| r.outputs.iter().map(move |o| (r, o))).collect();
    let s = |f: &dyn Fn(&ResultRow, &results::OutputRecord) -> String| outs.iter().map(|(r, o)| f(r, o)).collect::<Vec<String>>();
    let m = |f: &dyn Fn(&results::OutputMetrics) -> f64| outs.iter().map(|(_, o)| o.metrics.as_ref().map(f)).collect::<Vec<Option<f64>>>();
    let columns = vec![
        col(cols::TIER, s(&|r, _| r.tier.clone())),
        col(cols::ID, s(&|r, _| r.id.clone())),
        col(cols::FAMILY, s(&|r, _| r.family.clone())),
        col("length", outs.iter().map(|(r, _)| r.length).collect::<Vec<_>>()),
        col(cols::STATUS, s(&|r, _| r.status.as_str().to_string())),
        col("output", s(&|_, o| o.name.clone())),
        col("dtype", s(&|_, o| o.dtype.clone())),
        col("shape", s(&|_, o| format!("{:?}", o.shape))),
        col("non_finite", outs.iter().map(|(_, o)| o.non_finite).collect::<Vec<u64>>()),
        col("max_abs", m(&|x| x.max_abs)),
        col("max_rel", m(&|x| x.max_rel)),
        col("rmse", m(&|x| x.rmse)),
        col("cosine", m(&|x| x.cosine)),
        col("mismatch_frac", m(&|x| x.mismatch_frac)),
        col("max_ulp", outs.iter().map(|(_, o)| o.metrics.as_ref().map(|x| x.max_ulp)).collect::<Vec<_>>()),
        col("nan_mismatch", outs.iter().map(|(_, o)| o.metrics.as_ref().map(|x| x.nan_mismatch)).collect::<Vec<_>>()),
        col("top1_agree", outs.iter().map(|(_, o)| o.metrics.as_ref().and_then(|x| x.top1_agree)).collect::<Vec<_>>()),
        col("atol", m(&|x| x.atol)),
        col("rtol", m(&|x| x.rtol)),
        col("rule", outs.iter().map(|(_, o)| o.metrics.as_ref().map(|x| x.rule_label().to_string())).collect::<Vec<_>>()),
        col("margin", m(&|x| x.margin)),
        col("passed", outs.iter().map(|(_, o)| o.metrics.as_ref().map(|x| x.passed)).collect::<Vec<_>>()),
    ];
    DataFrame::new(outs.len(), columns).map_err(perr("building the outputs frame"))
}

/// The mode, performance and determinism columns of the attempts frame
/// (null where a row has no such record): how the program ran (`mode`, the
/// eager record, the mode comparison's speedup and which mode departs), the
/// repeated executions' spread, every compiled memory field, the cost
/// analysis and what was achieved, and the determinism outcome.
fn mode_and_perf_columns(rows: &[ResultRow]) -> Vec<Column> {
    use results::perf::Agreement;
    let opt = |f: &dyn Fn(&ResultRow) -> Option<f64>| rows.iter().map(f).collect::<Vec<Option<f64>>>();
    let opt_u = |f: &dyn Fn(&ResultRow) -> Option<u32>| rows.iter().map(f).collect::<Vec<Option<u32>>>();
    let opt_i = |f: &dyn Fn(&results::compiled::DeviceMemory) -> i64| {
        rows.iter().map(|r| r.perf.as_ref().map(|p| f(&p.memory))).collect::<Vec<Option<i64>>>()
    };
    let opt_s = |f: &dyn Fn(&ResultRow) -> Option<String>| rows.iter().map(f).collect::<Vec<Option<String>>>();
    fn spread(rows: &[ResultRow], f: fn(&results::perf::Spread) -> f64) -> Vec<Option<f64>> {
        rows.iter().map(|r| r.perf.as_ref().map(|p| f(&p.execute_ms))).collect()
    }
    vec![
        col("mode", rows.iter().map(|r| r.mode.to_string()).collect::<Vec<String>>()),
        col("eager_ops", opt_u(&|r| r.eager.as_ref().map(|e| e.ops))),
        col("eager_programs", opt_u(&|r| r.eager.as_ref().map(|e| e.programs))),
        col("eager_cache_hits", opt_u(&|r| r.eager.as_ref().map(|e| e.cache_hits))),
        col("eager_compile_ms", opt(&|r| r.eager.as_ref().map(|e| e.compile_ms))),
        col(
            "modes_compared",
            opt_s(&|r| r.modes.as_ref().map(|m| m.runs.iter().map(|x| x.mode.to_string()).collect::<Vec<_>>().join(" "))),
        ),
        col("modes_agree", rows.iter().map(|r| r.modes.as_ref().map(|m| m.agree)).collect::<Vec<_>>()),
        col("modes_max_abs", opt(&|r| r.modes.as_ref().map(|m| m.max_abs))),
        col(
            "departs",
            opt_s(&|r| {
                r.modes.as_ref().map(|m| match m.departs {
                    results::mode::Departs::Neither => "neither".to_string(),
                    results::mode::Departs::Eager => "eager".to_string(),
                    results::mode::Departs::Fusion => "fusion".to_string(),
                    results::mode::Departs::Both => "both".to_string(),
                })
            }),
        ),
        col("speedup", opt(&|r| r.modes.as_ref().and_then(|m| m.speedup))),
        col("repeat", opt_u(&|r| r.perf.as_ref().map(|p| p.repeat))),
        col("execute_median_ms", spread(rows, |s| s.median)),
        col("execute_p5_ms", spread(rows, |s| s.p5)),
        col("execute_p95_ms", spread(rows, |s| s.p95)),
        col("execute_min_ms", spread(rows, |s| s.min)),
        col("execute_max_ms", spread(rows, |s| s.max)),
        col("verified", opt_u(&|r| r.perf.as_ref().map(|p| p.verified))),
        col("memory_bytes", opt(&crate::measures::memory_bytes)),
        col("memory_generated_code", opt_i(&|m| m.generated_code)),
        col("memory_arguments", opt_i(&|m| m.arguments)),
        col("memory_outputs", opt_i(&|m| m.outputs)),
        col("memory_alias", opt_i(&|m| m.alias)),
        col("memory_temporaries", opt_i(&|m| m.temporaries)),
        col("memory_host_generated_code", opt_i(&|m| m.host_generated_code)),
        col("memory_host_arguments", opt_i(&|m| m.host_arguments)),
        col("memory_host_outputs", opt_i(&|m| m.host_outputs)),
        col("memory_host_alias", opt_i(&|m| m.host_alias)),
        col("memory_host_temporaries", opt_i(&|m| m.host_temporaries)),
        col("memory_peak", opt_i(&|m| m.peak)),
        col("flops", opt(&crate::measures::flops)),
        col("bytes_accessed", opt(&|r| r.perf.as_ref().and_then(|p| p.cost.get("bytes accessed").copied()))),
        col("flops_per_s", opt(&|r| r.perf.as_ref().and_then(|p| p.flops_per_s))),
        col("bytes_per_s", opt(&|r| r.perf.as_ref().and_then(|p| p.bytes_per_s))),
        col("determinism", opt_s(&|r| crate::measures::determinism(r).map(str::to_string))),
        col(
            "determinism_output",
            opt_s(&|r| {
                r.determinism.as_ref().and_then(|d| match &d.agreement {
                    Agreement::BitIdentical => None,
                    Agreement::WithinUlps { output, .. } | Agreement::Different { output, .. } => Some(output.clone()),
                })
            }),
        ),
        col(
            "determinism_ulps",
            rows.iter()
                .map(|r| {
                    r.determinism.as_ref().and_then(|d| match d.agreement {
                        Agreement::WithinUlps { ulps, .. } => Some(ulps),
                        _ => None,
                    })
                })
                .collect::<Vec<Option<u64>>>(),
        ),
        col(
            "determinism_max_abs",
            opt(&|r| {
                r.determinism.as_ref().and_then(|d| match d.agreement {
                    Agreement::Different { max_abs, .. } => Some(max_abs),
                    _ => None,
                })
            }),
        ),
        col("determinism_threads", opt_u(&|r| r.determinism.as_ref().and_then(|d| d.threads))),
    ]
}
