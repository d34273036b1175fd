//! A Markdown summary for a pull request or a chat message: tier figures,
//! the diff against a previous run, and unexpected results. Markdown hosts
//! render inline HTML, so untrusted text is HTML-escaped and table pipes and
//! line breaks are neutralised.

use crate::diff::RunDiff;
use crate::escape::html;
use crate::load::Run;
use crate::summary::{thousands, tier_title, Summary};
use std::fmt::Write;

/// One table cell (or inline text) from untrusted text.
pub fn cell(s: &str) -> String {
    html(s).replace('|', "\\|").replace('`', "&#96;").replace(['\n', '\r'], " ")
}

fn first_line(s: Option<&str>, max: usize) -> String {
    cell(&results::text::first_line(s.unwrap_or(""), max))
}

fn key(id: &str, length: Option<i64>) -> String {
    match length {
        Some(l) => format!("{} @{l}", cell(id)),
        None => cell(id),
    }
}

/// Long lists are cut so a pull-request comment stays readable.
const LIST_LIMIT: usize = 50;

pub fn markdown(run: &Run, summary: &Summary, diff: Option<(&RunDiff, &Run)>) -> String {
    let mut out = format!("## tpu-compat: {}\n\n", cell(&run.label()));
    for t in &summary.tiers {
        let _ = writeln!(out, "- **{}: {}**", cell(&t.title()), t.published());
    }
    let _ = writeln!(out, "\n**{}**\n", cell(&summary.tally.verdict_line()));
    out.push_str("| Tier | Passed | Total | Rate | Statuses |\n|---|---:|---:|---:|---|\n");
    for t in &summary.tiers {
        let st: Vec<String> = t.statuses.iter().map(|(s, n)| format!("{} {}", cell(s), thousands(*n))).collect();
        let _ = writeln!(
            out,
            "| {} | {} | {} | {} | {} |",
            cell(&tier_title(&t.tier)),
            thousands(t.figure.passed),
            thousands(t.figure.total),
            crate::summary::percent(t.figure.rate()),
            st.join(", ")
        );
    }
    if let Some((d, before)) = diff {
        if let Some(banner) = d.target_banner() {
            let _ = write!(out, "\n> **{}**\n", cell(&banner));
        }
        let _ = writeln!(
            out,
            "\n### Against {}{}: {} regressions, {} fixes, {} drifted outputs, {} new, {} removed\n",
            cell(&before.label()),
            cell(&d.profiles_note()),
            d.regressions.len(),
            d.fixes.len(),
            d.drifts.len(),
            d.added.len(),
            d.removed.len()
        );
        if !d.regressions.is_empty() {
            out.push_str("**Regressions**\n\n| Definition | Tier | Before | After | Error |\n|---|---|---|---|---|\n");
            for c in d.regressions.iter().take(LIST_LIMIT) {
                let _ = writeln!(
                    out,
                    "| {} | {} | {} | {} | {} |",
                    key(&c.id, c.length),
                    cell(&c.tier),
                    c.before,
                    c.after,
                    first_line(c.error.as_deref(), 120)
                );
            }
            if d.regressions.len() > LIST_LIMIT {
                let _ = writeln!(out, "\n… and {} more", d.regressions.len() - LIST_LIMIT);
            }
            out.push('\n');
        }
        if !d.fixes.is_empty() {
            out.push_str("**Fixes**\n\n| Definition | Tier | Before | After |\n|---|---|---|---|\n");
            for c in d.fixes.iter().take(LIST_LIMIT) {
                let _ = writeln!(out, "| {} | {} | {} | {} |", key(&c.id, c.length), cell(&c.tier), c.before, c.after);
            }
            out.push('\n');
        }
        if !d.drifts.is_empty() {
            out.push_str("**Drift** (still passing)\n\n| Definition | Output | max_abs before → after | margin before → after | Why |\n|---|---|---|---|---|\n");
            for x in d.drifts.iter().take(LIST_LIMIT) {
                let why: Vec<String> = x.kinds.iter().map(|k| cell(&k.reason())).collect();
                let _ = writeln!(
                    out,
                    "| {} | {} | {:.3e} → {:.3e} | {:.2} → {:.2} | {} |",
                    key(&x.id, x.length),
                    cell(&x.output),
                    x.max_abs_before,
                    x.max_abs_after,
                    x.margin_before,
                    x.margin_after,
                    why.join(", ")
                );
            }
            out.push('\n');
        }
    }
    training_section(&mut out, run);
    if !summary.unexpected.is_empty() {
        let _ = writeln!(
            out,
            "\n<details><summary>Unexpected results ({})</summary>\n\n| Definition | Tier | Status | Stage | Error |\n|---|---|---|---|---|",
            thousands(summary.unexpected.len())
        );
        for r in summary.unexpected.iter().take(LIST_LIMIT) {
            let _ = writeln!(
                out,
                "| {} | {} | {} | {} | {} |",
                key(&r.id, r.length),
                cell(&r.tier),
                r.status,
                cell(r.stage.as_str()),
                first_line(r.error.as_deref(), 120)
            );
        }
        if summary.unexpected.len() > LIST_LIMIT {
            let _ = writeln!(out, "\n… and {} more", summary.unexpected.len() - LIST_LIMIT);
        }
        out.push_str("\n</details>\n");
    }
    if summary.unreadable_lines > 0 {
        let _ = writeln!(out, "\n_{} unreadable journal lines were skipped._", summary.unreadable_lines);
    }
    out
}

/// Training steps: how many ran, how many lowered their loss, and the
/// trajectories furthest from their baseline (the last step's gap).
fn training_section(out: &mut String, run: &Run) {
    let curves: Vec<(&results::ResultRow, &results::LossCurve)> =
        run.rows.iter().filter_map(|r| r.training.as_ref().map(|c| (r, c))).collect();
    if curves.is_empty() {
        return;
    }
    let fell = curves.iter().filter(|(_, c)| matches!((c.device.first(), c.device.last()), (Some(a), Some(b)) if b < a)).count();
    let _ =
        writeln!(out, "\n### Training steps\n\n{} training steps ran; the loss fell over the run in {fell}.\n", thousands(curves.len()));
    let gap = |c: &results::LossCurve| match (c.device.last(), c.baseline.get(c.device.len().wrapping_sub(1))) {
        (Some(d), Some(b)) => (d - b).abs() / b.abs().max(1e-12),
        _ => -1.0,
    };
    let mut compared: Vec<&(&results::ResultRow, &results::LossCurve)> = curves.iter().filter(|(_, c)| gap(c) >= 0.0).collect();
    if compared.is_empty() {
        return;
    }
    compared.sort_by(|a, b| gap(b.1).total_cmp(&gap(a.1)));
    out.push_str("| Definition | Status | Steps | Loss (device) first → last | Loss (baseline) last | Relative gap at the last step |\n|---|---|---:|---|---|---:|\n");
    for (r, c) in compared.iter().take(10) {
        let _ = writeln!(
            out,
            "| {} | {} | {} | {:.5} → {:.5} | {:.5} | {:.2e} |",
            cell(&r.id),
            r.status,
            c.device.len(),
            c.device.first().copied().unwrap_or(f64::NAN),
            c.device.last().copied().unwrap_or(f64::NAN),
            c.baseline.get(c.device.len() - 1).copied().unwrap_or(f64::NAN),
            gap(c)
        );
    }
}

/// Performance per tier (median times and memory, speedup eager ÷ compiled,
/// eager program counts, determinism), the mode-parity table, and, where
/// asked for, the nightly regressions and the expected-performance gate.
/// Empty when there is nothing to say.
pub fn performance(
    run: &Run,
    nightly: Option<&crate::regressions::Regressions>,
    perf: Option<&baselines::expected_perf::PerfCheck>,
) -> String {
    use crate::measures::{bytes, Measure};
    let p = crate::performance::Performance::of(&run.rows);
    let mut out = String::new();
    let opt = |v: Option<f64>, f: &dyn Fn(f64) -> String| v.map(f).unwrap_or_else(|| "–".into());
    if p.tiers.iter().any(|t| t.measured > 0 || t.speedups > 0 || t.determinism_checked > 0 || t.eager_rows > 0) {
        out.push_str("\n### Performance\n\n| Tier | Measured | Execute (median) | Compile (median) | Memory (median) | Speedup eager ÷ compiled (geomean) | Eager programs (distinct / ops) | Bit identical run to run |\n|---|---:|---:|---:|---:|---:|---:|---:|\n");
        for t in &p.tiers {
            let _ = writeln!(
                out,
                "| {} | {} | {} | {} | {} | {} | {} | {} |",
                cell(&tier_title(&t.tier)),
                thousands(t.measured),
                opt(t.execute_ms, &|v| Measure::ExecuteMs.show(v)),
                opt(t.compile_ms, &|v| Measure::CompileMs.show(v)),
                opt(t.memory_bytes, &bytes),
                opt(t.speedup_geomean, &|v| format!("{v:.2}× over {}", t.speedups)),
                if t.eager_rows > 0 {
                    format!("{} / {}", thousands(t.eager_programs as usize), thousands(t.eager_ops as usize))
                } else {
                    "–".into()
                },
                if t.determinism_checked > 0 {
                    format!("{}/{}", thousands(t.bit_identical), thousands(t.determinism_checked))
                } else {
                    "–".into()
                }
            );
        }
    }
    if !p.parity.is_empty() {
        out.push_str("\n### Mode parity\n\n| Tier | Family | Compared | Agree | Largest disagreement | Departs: eager / fusion / both |\n|---|---|---:|---:|---|---:|\n");
        for f in &p.parity {
            let _ = writeln!(
                out,
                "| {} | {} | {} | {} | {:.3e} {} | {} / {} / {} |",
                cell(&f.tier),
                cell(&f.family),
                f.compared,
                f.agree,
                f.max_abs,
                cell(f.worst.as_deref().unwrap_or("")),
                f.eager,
                f.fusion,
                f.both
            );
        }
    }
    if let Some(n) = nightly {
        let _ = writeln!(
            out,
            "\n### Nightly regressions {}: {} regressions, {} suspicious\n",
            cell(&n.span()),
            n.regressions().count(),
            n.suspicious().count()
        );
        if !n.findings.is_empty() {
            out.push_str("| Verdict | Series | Change | First bad night | Versions |\n|---|---|---|---|---|\n");
            for f in n.findings.iter().take(LIST_LIMIT) {
                let _ = writeln!(
                    out,
                    "| {} | {} | {} | {} | {} |",
                    if f.verdict == crate::regressions::Verdict::Regression { "**regression**" } else { "suspicious" },
                    cell(&f.subject.name()),
                    cell(&f.change()),
                    cell(&f.first_bad_night),
                    cell(&f.versions())
                );
            }
        }
    }
    if let Some(c) = perf {
        let _ = writeln!(out, "\n### Expected performance: {} figures checked, {} slowdowns\n", c.checked, c.slowdowns.len());
        if c.checked == 0 {
            let _ = writeln!(out, "**No figure could be checked: the gate fails.**\n");
        }
        if !c.cache_hits.is_empty() {
            let _ = writeln!(out, "Compile time not checked (compile-cache hits): {}\n", cell(&c.cache_hits.join(", ")));
        }
        for s in c.slowdowns.iter().take(LIST_LIMIT) {
            let _ = writeln!(out, "- {}", cell(&s.describe()));
        }
    }
    out
}
