//! Machine-readable exports of a run: CSV and Parquet of the attempts frame
//! (and of the outputs frame beside it), and one JSON document with the
//! summary, the diff when there is one, and every row.

use crate::diff::RunDiff;
use crate::errors::{ReportError, Result};
use crate::frame::{attempts_frame, outputs_frame, perr};
use crate::load::Run;
use crate::summary::{tier_title, Summary};
use polars::prelude::*;
use std::path::{Path, PathBuf};

/// Where the outputs frame goes beside an attempts file: `x.parquet` -> `x.outputs.parquet`.
pub fn outputs_path(attempts: &Path) -> PathBuf {
    let stem = attempts.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_else(|| "results".into());
    let ext = attempts.extension().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    let name = if ext.is_empty() { format!("{stem}.outputs") } else { format!("{stem}.outputs.{ext}") };
    attempts.with_file_name(name)
}

fn create(path: &Path) -> Result<std::fs::File> {
    if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
        std::fs::create_dir_all(parent).map_err(|e| ReportError::at(parent, format!("cannot create folder: {e}")))?;
    }
    std::fs::File::create(path).map_err(|e| ReportError::at(path, format!("cannot create file: {e}")))
}

pub fn write_csv(df: &mut DataFrame, w: impl std::io::Write) -> Result<()> {
    let mut safe = neutralise_formulas(df)?;
    CsvWriter::new(w).include_header(true).finish(&mut safe).map_err(perr("writing CSV"))
}

/// Text cells that a spreadsheet would run as a formula (starting with `=`,
/// `+`, `-`, `@`, tab or carriage return: an id or error text is untrusted)
/// get a leading `'`, so opening the CSV never executes anything.
fn neutralise_formulas(df: &DataFrame) -> Result<DataFrame> {
    let columns: Vec<Column> = df
        .columns()
        .iter()
        .map(|c| match c.as_materialized_series().str() {
            Ok(ca) => {
                let cells: Vec<Option<String>> = (0..ca.len())
                    .map(|i| ca.get(i))
                    .map(|cell| cell.map(|v| if v.starts_with(['=', '+', '-', '@', '\t', '\r']) { format!("'{v}") } else { v.to_string() }))
                    .collect();
                Column::new(c.name().clone(), cells)
            }
            Err(_) => c.clone(),
        })
        .collect();
    DataFrame::new(df.height(), columns).map_err(perr("neutralising CSV cells"))
}

/// CSV of every row to `path`, and of every output to `outputs_path(path)`.
pub fn csv_files(run: &Run, path: &Path) -> Result<()> {
    write_csv(&mut attempts_frame(&run.rows)?, create(path)?)?;
    let out = outputs_path(path);
    write_csv(&mut outputs_frame(&run.rows)?, create(&out)?)
}

/// Parquet of every row to `path`, and of every output to `outputs_path(path)`.
pub fn parquet_files(run: &Run, path: &Path) -> Result<()> {
    let write = |df: &mut DataFrame, p: &Path| -> Result<()> {
        ParquetWriter::new(create(p)?)
            .with_compression(ParquetCompression::Snappy)
            .finish(df)
            .map(|_| ())
            .map_err(|e| ReportError::at(p, format!("writing Parquet: {e}")))
    };
    write(&mut attempts_frame(&run.rows)?, path)?;
    write(&mut outputs_frame(&run.rows)?, &outputs_path(path))
}

/// The summary as JSON values (also the shape of `--format json`'s `summary`).
pub fn summary_json(s: &Summary) -> serde_json::Value {
    let tiers: Vec<serde_json::Value> = s
        .tiers
        .iter()
        .map(|t| {
            serde_json::json!({
                "tier": t.tier,
                "title": tier_title(&t.tier),
                "passed": t.figure.passed,
                "total": t.figure.total,
                "rate": t.figure.rate(),
                "published": format!("{}: {}", t.title(), t.published()),
                "families": t.families.iter().map(|(f, fig)| serde_json::json!({
                    "family": f, "passed": fig.passed, "total": fig.total, "rate": fig.rate(),
                })).collect::<Vec<_>>(),
                "statuses": t.statuses.iter().map(|(st, n)| (st.clone(), serde_json::json!(n))).collect::<serde_json::Map<_, _>>(),
            })
        })
        .collect();
    serde_json::json!({
        "tiers": tiers,
        "rows": s.rows,
        "attempts": s.attempts,
        "unreadable_lines": s.unreadable_lines,
        "unexpected": s.unexpected.len(),
        "unexpected_failures": s.unexpected_failures(),
        "unexpected_passes": s.unexpected_passes.len(),
        "not_run": s.tally.count(results::Outcome::NotRun),
        "verdict": if s.exit_code() == 0 { "ok" } else { "failed" },
        "exit_code": s.exit_code(),
    })
}

pub fn diff_json(d: &RunDiff) -> serde_json::Value {
    let change = |c: &crate::diff::Change| {
        serde_json::json!({"id": c.id, "length": c.length, "tier": c.tier, "family": c.family,
            "before": c.before, "after": c.after, "error": c.error})
    };
    let key = |k: &crate::diff::Key| serde_json::json!({"id": k.0, "length": k.1});
    serde_json::json!({
        "targets": d.targets,
        "regressions": d.regressions.iter().map(change).collect::<Vec<_>>(),
        "fixes": d.fixes.iter().map(change).collect::<Vec<_>>(),
        "changed": d.changed.iter().map(change).collect::<Vec<_>>(),
        "added": d.added.iter().map(key).collect::<Vec<_>>(),
        "removed": d.removed.iter().map(key).collect::<Vec<_>>(),
        "drifts": d.drifts.iter().map(|x| serde_json::json!({
            "id": x.id, "length": x.length, "output": x.output,
            "growth": x.kinds.contains(&crate::diff::DriftKind::Growth),
            "headroom": x.kinds.contains(&crate::diff::DriftKind::Headroom),
            "max_abs_before": x.max_abs_before, "max_abs_after": x.max_abs_after,
            "margin_before": x.margin_before, "margin_after": x.margin_after,
        })).collect::<Vec<_>>(),
    })
}

/// What a report found beyond one run and its diff: nightly regressions over
/// the history, and the expected-performance gate.
#[derive(Debug, Clone, Copy, Default)]
pub struct Extra<'a> {
    pub nightly: Option<&'a crate::regressions::Regressions>,
    pub expected_perf: Option<&'a baselines::expected_perf::PerfCheck>,
}

/// The whole report as one JSON document.
pub fn json(run: &Run, summary: &Summary, diff: Option<&RunDiff>) -> String {
    json_with(run, summary, diff, Extra::default())
}

/// The whole report as one JSON document, with the performance per tier
/// and mode-parity table, and (`null` where not asked for) the nightly
/// regressions and the expected-performance gate.
pub fn json_with(run: &Run, summary: &Summary, diff: Option<&RunDiff>, extra: Extra) -> String {
    let doc = serde_json::json!({
        "run": run.label(),
        "run_dir": run.dir,
        "meta": run.meta,
        "summary": summary_json(summary),
        "performance": crate::performance::Performance::of(&run.rows),
        "diff": diff.map(diff_json),
        "nightly": extra.nightly,
        "expected_perf": extra.expected_perf,
        "rows": run.rows,
    });
    serde_json::to_string_pretty(&doc).unwrap_or_default()
}
