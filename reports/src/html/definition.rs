//! One page per definition: its rows in this run (every length for a
//! dynamism sweep), the whole error text, its outputs' metrics with a margin
//! chart, element-level plots where the run kept a detail file, where its
//! numbers diverge when the run localized it (`divergence`), for a sharded
//! program which devices disagreed and by how much, and its history across
//! earlier runs.

use super::charts::{self, Bar};
use super::page::{badge, ms, num, page};
use super::Dashboard;
use crate::detail::{self, OutputDetail};
use crate::errors::Result;
use crate::escape::html;
use crate::frame::worst_margin;
use crate::summary::tier_title;
use results::ResultRow;
use std::fmt::Write;

fn len_cell(l: Option<i64>) -> String {
    l.map(|l| l.to_string()).unwrap_or_else(|| "–".into())
}

fn attempts_table(rows: &[&ResultRow]) -> String {
    let mut s = String::from("<div class=\"tablewrap\"><table id=\"attempts\"><thead><tr><th class=\"n\">Length</th><th>Status</th><th>Expected</th><th>Stage</th><th class=\"n\">Load</th><th class=\"n\">Compile</th><th class=\"n\">Execute</th><th class=\"n\">Compare</th><th>Cached</th><th class=\"n\">Compiles</th><th class=\"n\">Attempt</th></tr></thead><tbody>");
    for r in rows {
        let _ = write!(
            s,
            "<tr><td class=\"n\">{}</td><td>{}</td><td>{}</td><td>{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td>{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td></tr>",
            len_cell(r.length),
            badge(r.status),
            r.expected.map(badge).unwrap_or_default(),
            html(r.stage.as_str()),
            ms(r.timings.load_ms),
            ms(r.timings.compile_ms),
            if r.compiled.is_some() { "not run".into() } else { ms(r.timings.execute_ms) },
            ms(r.timings.compare_ms),
            if r.cached { "yes" } else { "no" },
            r.compiles.map(|c| c.to_string()).unwrap_or_default(),
            r.attempt
        );
    }
    s.push_str("</tbody></table></div>");
    s
}

/// One rule's verdict on an output: its margin, and pass or fail (`–` where
/// the rule was not computed: no float64 reference, or an integer output).
fn rule_verdict(margin: Option<f64>) -> String {
    match margin {
        Some(m) if m.is_finite() && m < 1e300 => {
            format!("{} {}", num(m), if m <= 1.0 { "pass" } else { "fail" })
        }
        Some(_) => "fail".into(),
        None => "–".into(),
    }
}

fn outputs_table(rows: &[&ResultRow]) -> String {
    let mut s = String::from("<div class=\"tablewrap\"><table id=\"outputs\"><thead><tr><th class=\"n\">Length</th><th>Output</th><th>Type</th><th class=\"n\">Non-finite</th><th class=\"n\">max abs</th><th class=\"n\">max rel</th><th class=\"n\">RMSE</th><th class=\"n\">cosine</th><th class=\"n\">mismatch</th><th class=\"n\">max ULP</th><th class=\"n\">NaN/Inf diff</th><th class=\"n\">top-1</th><th class=\"n\">atol / rtol</th><th>Decided by</th><th class=\"n\">Margin</th><th class=\"n\">allclose</th><th class=\"n\">f64 rule</th><th>Verdict</th></tr></thead><tbody>");
    for r in rows {
        for o in &r.outputs {
            let ty = format!("{}{:?}", o.dtype, o.shape);
            let _ = write!(
                s,
                "<tr><td class=\"n\">{}</td><td>{}</td><td>{}</td><td class=\"n\">{}</td>",
                len_cell(r.length),
                html(&o.name),
                html(&ty),
                o.non_finite
            );
            match &o.metrics {
                Some(m) => {
                    let verdict = if m.passed {
                        "<span class=\"badge\" style=\"background:#1a7f37\">within bound</span>".to_string()
                    } else {
                        let mut v = "<span class=\"badge\" style=\"background:#cf222e\">outside bound</span>".to_string();
                        if let Some(e) = &m.error {
                            let _ = write!(v, " <span class=\"err\">{}</span>", html(e));
                        }
                        if let (Some(a), Some(rt)) = (m.suggested_atol, m.suggested_rtol) {
                            let _ = write!(v, " <span class=\"err\">suggested atol {} rtol {}</span>", num(a), num(rt));
                        }
                        v
                    };
                    let _ = write!(
                        s,
                        "<td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{} / {}</td><td>{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td>{verdict}</td></tr>",
                        num(m.max_abs),
                        num(m.max_rel),
                        num(m.rmse),
                        num(m.cosine),
                        num(m.mismatch_frac),
                        m.max_ulp,
                        m.nan_mismatch,
                        m.top1_agree.map(num).unwrap_or_default(),
                        num(m.atol),
                        num(m.rtol),
                        html(m.rule_label()),
                        if m.margin >= 1e300 { "–".into() } else { num(m.margin) },
                        rule_verdict(m.allclose_margin),
                        rule_verdict(m.f64_margin),
                    );
                }
                None => s.push_str("<td colspan=\"14\" class=\"note\">not compared</td></tr>"),
            }
        }
    }
    s.push_str("</tbody></table></div>");
    s
}

fn margin_chart(rows: &[&ResultRow]) -> Result<Option<String>> {
    let mut bars = Vec::new();
    for r in rows {
        for o in &r.outputs {
            let Some(m) = o.metrics.as_ref().filter(|m| m.margin.is_finite() && m.margin < 1e300) else {
                continue;
            };
            let label = match r.length {
                Some(l) => format!("{} @{l}", o.name),
                None => o.name.clone(),
            };
            let colour = if !m.passed {
                (207, 34, 46)
            } else if m.margin > crate::diff::DRIFT_MARGIN {
                (191, 135, 0)
            } else {
                (26, 127, 55)
            };
            bars.push(Bar { label, value: m.margin, note: format!("margin {}", num(m.margin)), colour });
        }
    }
    if bars.is_empty() {
        return Ok(None);
    }
    bars.truncate(40);
    let max = bars.iter().map(|b| b.value).fold(1.0f64, f64::max) * 1.2;
    charts::bars("Margin to the bound per output", &bars, max.min(1e6), "error / bound (the red rule is the bound)", Some(1.0)).map(Some)
}

/// A training step's loss per step: the device's, the baseline's and the
/// float64 reference's, with the table of values under the chart.
fn loss_curve(rows: &[&ResultRow]) -> Result<Option<String>> {
    let Some(curve) = rows.iter().rev().find_map(|r| r.training.as_ref()) else {
        return Ok(None);
    };
    let steps = curve.device.len().max(curve.baseline.len()).max(curve.reference.len());
    let labels: Vec<String> = (1..=steps).map(|k| format!("step {k}")).collect();
    let pad = |v: &[f64]| (0..steps).map(|k| v.get(k).copied()).collect::<Vec<Option<f64>>>();
    let mut series = vec![("device".to_string(), pad(&curve.device))];
    if !curve.baseline.is_empty() {
        series.push(("baseline".to_string(), pad(&curve.baseline)));
    }
    if !curve.reference.is_empty() {
        series.push(("float64".to_string(), pad(&curve.reference)));
    }
    let svg = charts::lines("Loss per step", &labels, &series, "loss", false)?;
    let mut table = String::from("<table><thead><tr><th>step</th><th>device</th><th>baseline</th><th>float64</th></tr></thead><tbody>");
    let cell = |v: &[f64], k: usize| v.get(k).map(|x| format!("{x:.7}")).unwrap_or_else(|| "–".into());
    for k in 0..steps {
        let _ = write!(
            table,
            "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
            k + 1,
            cell(&curve.device, k),
            cell(&curve.baseline, k),
            cell(&curve.reference, k)
        );
    }
    table.push_str("</tbody></table>");
    Ok(Some(format!("<section class=\"panel\"><h2>Loss curve</h2>{svg}{table}</section>")))
}

/// A sharded row's devices that disagreed: per copy, the device, what it
/// was checked against (another device, or the one-device run for a
/// sharded output's tile), how many values differ and by how much, with a
/// bar per device of the largest difference.
fn devices_section(rows: &[&ResultRow]) -> Result<Option<String>> {
    let Some(r) = rows.iter().rev().find(|r| !r.disagreements.is_empty()) else {
        return Ok(None);
    };
    let devices = r.devices.unwrap_or(0);
    let mut table = String::from("<div class=\"tablewrap\"><table id=\"devices\"><thead><tr><th>Output</th><th class=\"n\">Device</th><th>Checked against</th><th class=\"n\">Values differing</th><th class=\"n\">Max abs difference</th></tr></thead><tbody>");
    for d in &r.disagreements {
        let against = match d.against {
            Some(a) => format!("device {a} (same replicated values)"),
            None => "the one-device run (its tile)".to_string(),
        };
        let _ = write!(
            table,
            "<tr><td>{}</td><td class=\"n\"><b>{}</b></td><td>{}</td><td class=\"n\">{} of {}</td><td class=\"n\">{}</td></tr>",
            html(&d.output),
            d.device,
            html(&against),
            d.differing,
            d.elements,
            num(d.max_abs)
        );
    }
    table.push_str("</tbody></table></div>");
    // One bar per device: the largest difference of its copies (0 where it agreed).
    let worst = |k: u32| {
        r.disagreements
            .iter()
            .filter(|d| d.device == k)
            .map(|d| d.max_abs)
            .fold(0.0f64, |m, x| if x.is_nan() { f64::MAX } else { m.max(x) })
    };
    let bars: Vec<Bar> = (0..devices.max(r.disagreements.iter().map(|d| d.device + 1).max().unwrap_or(0)))
        .map(|k| {
            let v = worst(k);
            let against: Vec<String> = r
                .disagreements
                .iter()
                .filter(|d| d.device == k)
                .map(|d| d.against.map_or("vs one device".into(), |a| format!("vs device {a}")))
                .collect();
            let note = if v > 0.0 { format!("{} {}", num(v), against.join(", ")) } else { "agrees".to_string() };
            Bar { label: format!("device {k}"), value: v, note, colour: if v > 0.0 { (207, 34, 46) } else { (26, 127, 55) } }
        })
        .collect();
    let max = bars.iter().map(|b| b.value).filter(|v| v.is_finite()).fold(0.0f64, f64::max).max(1e-30) * 1.2;
    let svg = charts::bars("Largest difference per device", &bars, max, "max abs difference of the device's copy", None)?;
    let lead = format!(
        "<p>Sharded over <b>{devices}</b> devices: {} cop{} computed differently from what {} checked against.</p>",
        r.disagreements.len(),
        if r.disagreements.len() == 1 { "y" } else { "ies" },
        if r.disagreements.len() == 1 { "it was" } else { "they were" }
    );
    Ok(Some(format!("<section class=\"panel\"><h2>Devices that disagreed</h2>{lead}{svg}{table}</section>")))
}

fn detail_section(d: &Dashboard, rows: &[&ResultRow]) -> Result<String> {
    let mut out = String::new();
    let mut any = false;
    for r in rows {
        let details: Vec<OutputDetail> = match detail::read(&d.run.dir, &r.id, r.length) {
            Ok(Some(x)) => x,
            Ok(None) => continue,
            Err(e) => {
                let _ = write!(out, "<p class=\"note\">{}</p>", html(&e.to_string()));
                continue;
            }
        };
        for od in details {
            any = true;
            let at = r.length.map(|l| format!(" at length {l}")).unwrap_or_default();
            let _ = write!(out, "<h2>Output {}{at}</h2><div class=\"grid2\">", html(&od.output));
            if !od.error_bin_counts.is_empty() {
                let mut labels: Vec<String> = od.error_bin_edges.iter().map(|e| format!("≤{e:.0e}")).collect();
                labels.push(od.error_bin_edges.last().map(|e| format!(">{e:.0e}")).unwrap_or_default());
                let svg = charts::binned("Error histogram", &labels, &od.error_bin_counts, "|actual − expected|", "elements")?;
                let _ = write!(out, "<section class=\"panel\"><h2>Error histogram</h2>{svg}</section>");
            }
            if !od.sample.is_empty() {
                let svg = charts::expected_vs_actual("Expected against actual", &od.sample)?;
                let _ = write!(
                    out,
                    "<section class=\"panel\"><h2>Expected against actual ({} sampled elements)</h2>{svg}</section>",
                    od.sample.len()
                );
            }
            out.push_str("</div>");
            if !od.worst.is_empty() {
                out.push_str("<h2>Worst elements</h2><div class=\"tablewrap\"><table class=\"worst\"><thead><tr><th>Index</th><th class=\"n\">expected</th><th class=\"n\">actual</th><th class=\"n\">|difference|</th></tr></thead><tbody>");
                for w in &od.worst {
                    let idx: Vec<String> = w.index.iter().map(|i| i.to_string()).collect();
                    let _ = write!(
                        out,
                        "<tr><td>[{}]</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td></tr>",
                        idx.join(", "),
                        num(w.expected),
                        num(w.actual),
                        num((w.actual - w.expected).abs())
                    );
                }
                out.push_str("</tbody></table></div>");
            }
        }
    }
    if !any && rows.iter().any(|r| r.outputs.iter().any(|o| o.metrics.is_some())) {
        out.push_str("<p class=\"note\">Element-level data (error histogram, worst elements with indices, expected against actual) was not kept for this run: its rows carry per-output metrics only, shown above.</p>");
    }
    Ok(out)
}

fn history(d: &Dashboard, rows: &[&ResultRow], past: &[(&str, &ResultRow)], prev: &[&ResultRow]) -> Result<String> {
    // (label, row) oldest first: the history runs, the --vs run if not among them, then this run.
    let mut points: Vec<(String, &ResultRow)> = past.iter().map(|(l, r)| (l.to_string(), *r)).collect();
    if points.is_empty() {
        if let Some((_, b)) = d.diff {
            points.extend(prev.iter().map(|r| (b.label(), *r)));
        }
    }
    points.extend(rows.iter().map(|r| (d.run.label(), *r)));
    if points.len() <= rows.len() {
        return Ok("<p class=\"note\">No earlier runs of this definition were given (--history or --vs).</p>".into());
    }
    let mut s = String::from("<div class=\"tablewrap\"><table id=\"history\"><thead><tr><th>Run</th><th class=\"n\">Length</th><th>Status</th><th class=\"n\">Compile</th><th class=\"n\">Worst max abs</th><th class=\"n\">Worst margin</th></tr></thead><tbody>");
    for (label, r) in &points {
        let worst_abs = r.outputs.iter().filter_map(|o| o.metrics.as_ref()).map(|m| m.max_abs).reduce(f64::max);
        let _ = write!(
            s,
            "<tr><td>{}</td><td class=\"n\">{}</td><td>{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td></tr>",
            html(label),
            len_cell(r.length),
            badge(r.status),
            ms(r.timings.compile_ms),
            worst_abs.map(num).unwrap_or_default(),
            worst_margin(r).map(num).unwrap_or_default()
        );
    }
    s.push_str("</tbody></table></div>");
    // Chart the worst margin per run (rows without lengths only: one point per run).
    let mut labels: Vec<String> = Vec::new();
    let mut values: Vec<Option<f64>> = Vec::new();
    for (label, r) in points.iter().filter(|(_, r)| r.length.is_none()) {
        labels.push(label.clone());
        values.push(worst_margin(r));
    }
    let compile: Vec<Option<f64>> = points
        .iter()
        .filter(|(_, r)| r.length.is_none())
        .map(|(_, r)| (r.timings.compile_ms > 0.0 && !r.cached).then_some(r.timings.compile_ms))
        .collect();
    let mut panels = String::new();
    if values.iter().flatten().count() >= 3 {
        let svg = charts::lines("Worst margin over runs", &labels, &[("worst margin".into(), values)], "error / bound", true)?;
        let _ = write!(panels, "<section class=\"panel\"><h2>Worst margin over runs</h2>{svg}</section>");
    }
    if compile.iter().flatten().count() >= 3 {
        let svg = charts::lines("Compile time over runs", &labels, &[("compile ms".into(), compile)], "compile time (ms)", true)?;
        let _ = write!(panels, "<section class=\"panel\"><h2>Compile time over runs</h2>{svg}</section>");
    }
    if !panels.is_empty() {
        let _ = write!(s, "<div class=\"grid2\" style=\"margin-top:14px\">{panels}</div>");
    }
    Ok(s)
}

pub(super) fn render(d: &Dashboard, id: &str, rows: &[&ResultRow], past: &[(&str, &ResultRow)], prev: &[&ResultRow]) -> Result<String> {
    let first = rows[0];
    let mut body = format!(
        "<p class=\"sub\"><a href=\"../index.html\">← Overview</a></p><h1>{}</h1><div class=\"meta\"><span>tier: <b>{}</b></span><span>family: <b>{}</b></span><span>run: <b>{}</b></span>",
        html(id),
        html(&tier_title(&first.tier)),
        html(&first.family),
        html(&d.run.label())
    );
    if let Some(b) = first.bound {
        let _ = write!(body, "<span>bound: <b>{b}</b></span>");
    }
    if let Some(n) = first.devices {
        let _ = write!(body, "<span>devices: <b>{n}</b></span>");
    }
    body.push_str("</div>");
    let statuses: String = rows.iter().map(|r| badge(r.status)).collect::<Vec<_>>().join(" ");
    let _ = write!(body, "<p>{statuses}</p>");
    body.push_str("<h2>Attempts</h2>");
    body.push_str(&attempts_table(rows));
    for r in rows {
        if let Some(e) = &r.error {
            let at = r.length.map(|l| format!(" at length {l}")).unwrap_or_default();
            let _ = write!(body, "<h2>Error ({} at {}{at})</h2><pre class=\"error\">{}</pre>", r.status, html(r.stage.as_str()), html(e));
        }
    }
    for r in rows {
        if let Some(section) = super::compiled::section(r) {
            body.push_str(&section);
        }
    }
    if rows.iter().any(|r| !r.outputs.is_empty()) {
        body.push_str("<h2>Outputs</h2>");
        body.push_str(&outputs_table(rows));
        if let Some(svg) = margin_chart(rows)? {
            let _ = write!(body, "<section class=\"panel\"><h2>Margin to the bound</h2>{svg}</section>");
        }
    }
    if let Some(section) = devices_section(rows)? {
        body.push_str(&section);
    }
    if let Some(section) = loss_curve(rows)? {
        body.push_str(&section);
    }
    body.push_str(&detail_section(d, rows)?);
    let trend: Vec<(String, &ResultRow)> =
        past.iter().map(|(l, r)| (l.to_string(), *r)).chain(rows.iter().map(|r| (d.run.label(), *r))).collect();
    body.push_str(&super::perf::definition_section(rows, &trend)?);
    if let Some(r) = rows.first() {
        body.push_str(&super::divergence::section(&d.run.dir, &r.id));
    }
    body.push_str("<h2>History</h2>");
    body.push_str(&history(d, rows, past, prev)?);
    Ok(page(&format!("{id}: tpu-compat"), "../", "", &body))
}
