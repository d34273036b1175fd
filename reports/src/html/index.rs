//! The dashboard's front page: headline figures per tier, trends from the
//! history table, pass rate by family, status breakdown, compile times, error
//! against bound for every compared output, the regressions list, and a
//! filterable table of every row.

use super::charts::{self, Bar, ErrorPoint};
use super::page::{badge, error_line, ms, num, page, status_colour};
use super::{definition_href, Dashboard};
use crate::errors::Result;
use crate::escape::html;
use crate::frame::{is_failure, worst_margin};
use crate::summary::{percent, thousands, tier_title, Figure};
use std::collections::BTreeMap;
use std::fmt::Write;

fn key(id: &str, length: Option<i64>) -> String {
    let link = format!("<a href=\"{}\">{}</a>", html(&definition_href(id)), html(id));
    match length {
        Some(l) => format!("{link} @{l}"),
        None => link,
    }
}

fn panel(title: &str, body: &str) -> String {
    format!("<section class=\"panel\"><h2>{}</h2>{body}</section>\n", html(title))
}

fn meta_line(d: &Dashboard) -> String {
    let mut items = Vec::new();
    for (k, v) in d.run.meta.iter().take(14) {
        let v = match v {
            serde_json::Value::String(s) => s.clone(),
            serde_json::Value::Number(n) => n.to_string(),
            serde_json::Value::Bool(b) => b.to_string(),
            _ => continue,
        };
        items.push(format!("<span>{}: <b>{}</b></span>", html(k), html(&v.chars().take(120).collect::<String>())));
    }
    items.push(format!("<span>rows: <b>{}</b></span>", thousands(d.summary.rows)));
    items.push(format!("<span>attempts read: <b>{}</b></span>", thousands(d.summary.attempts)));
    if d.summary.unreadable_lines > 0 {
        items.push(format!("<span>unreadable journal lines: <b>{}</b></span>", thousands(d.summary.unreadable_lines)));
    }
    format!("<div class=\"meta\">{}</div>", items.join(""))
}

fn cards(d: &Dashboard) -> String {
    let mut out = String::from("<div class=\"cards\">");
    for t in &d.summary.tiers {
        let (cls, value) = match &t.compile_only {
            // Compile-only: its own kind of card, fits of all, never a pass rate.
            Some(c) => {
                (if c.fits == c.total { "card good" } else { "card bad" }, format!("{}/{} fit", thousands(c.fits), thousands(c.total)))
            }
            None => (
                match t.figure.rate() {
                    Some(r) if r >= 95.0 => "card good",
                    Some(_) => "card bad",
                    None => "card",
                },
                percent(t.figure.rate()),
            ),
        };
        let _ = write!(
            out,
            "<div class=\"{cls}\" data-tier=\"{}\"><div class=\"k\">{}</div><div class=\"v\">{}</div><div class=\"d\">{}</div></div>",
            html(&t.tier),
            html(&t.title()),
            html(&value),
            html(&t.published())
        );
    }
    let unexpected = d.summary.unexpected.len();
    let _ = write!(
        out,
        "<div class=\"card {}\"><div class=\"k\">Unexpected results</div><div class=\"v\">{}</div><div class=\"d\">not declared in expected-results files</div></div>",
        if unexpected > 0 { "bad" } else { "good" },
        thousands(unexpected)
    );
    if let Some((diff, before)) = d.diff {
        let _ = write!(
            out,
            "<div class=\"card {}\"><div class=\"k\">Regressions</div><div class=\"v\">{}</div><div class=\"d\">against {}; {} fixes, {} drifted</div></div>",
            if diff.regressions.is_empty() { "good" } else { "bad" },
            thousands(diff.regressions.len()),
            html(&before.label()),
            thousands(diff.fixes.len()),
            thousands(diff.drifts.len())
        );
    }
    out.push_str("</div>\n");
    out
}

fn trends(d: &Dashboard) -> Result<String> {
    if d.history.is_empty() {
        return Ok("<p class=\"note\">No history yet: `tpu-compat report RUN --history FILE --append-history LABEL` (scripts/nightly does this) adds this run to the trend.</p>".into());
    }
    let mut labels: Vec<String> = Vec::new();
    for e in d.history {
        if !labels.contains(&e.label) {
            labels.push(e.label.clone());
        }
    }
    let mut tiers: BTreeMap<(u8, String), Vec<Option<f64>>> = BTreeMap::new();
    for e in d.history {
        let v = tiers.entry(crate::summary::tier_order(&e.tier)).or_insert_with(|| vec![None; labels.len()]);
        if let Some(i) = labels.iter().position(|l| *l == e.label) {
            v[i] = Figure { passed: e.passed, total: e.total }.rate();
        }
    }
    let series: Vec<(String, Vec<Option<f64>>)> = tiers.into_iter().map(|((_, t), v)| (tier_title(&t), v)).collect();
    charts::lines("Pass rate per tier over runs", &labels, &series, "pass rate %", false)
}

fn family_chart(d: &Dashboard) -> Result<String> {
    let mut fam: BTreeMap<&str, Figure> = BTreeMap::new();
    for t in &d.summary.tiers {
        for (f, fig) in &t.families {
            let e = fam.entry(f.as_str()).or_default();
            e.passed += fig.passed;
            e.total += fig.total;
        }
    }
    let mut items: Vec<(&str, Figure)> = fam.into_iter().filter(|(_, f)| f.total > 0).collect();
    items.sort_by(|a, b| a.1.rate().partial_cmp(&b.1.rate()).unwrap_or(std::cmp::Ordering::Equal).then(b.1.total.cmp(&a.1.total)));
    if items.is_empty() {
        return Ok("<p class=\"note\">No counted definitions.</p>".into());
    }
    let bars: Vec<Bar> = items
        .iter()
        .map(|(f, fig)| {
            let rate = fig.rate().unwrap_or(0.0);
            Bar {
                label: f.to_string(),
                value: rate,
                note: format!("{} ({}/{})", percent(fig.rate()), thousands(fig.passed), thousands(fig.total)),
                colour: crate::html::page::rate_colour(rate),
            }
        })
        .collect();
    charts::bars("Pass rate by family", &bars, 100.0, "pass rate % (lowest first)", None)
}

fn status_chart(d: &Dashboard) -> Result<String> {
    let mut st: BTreeMap<String, usize> = BTreeMap::new();
    for t in &d.summary.tiers {
        for (s, n) in &t.statuses {
            *st.entry(s.clone()).or_default() += n;
        }
    }
    let mut items: Vec<(String, usize)> = st.into_iter().collect();
    items.sort_by_key(|x| std::cmp::Reverse(x.1));
    let max = items.first().map(|x| x.1).unwrap_or(1).max(1) as f64;
    let bars: Vec<Bar> =
        items.iter().map(|(s, n)| Bar { label: s.clone(), value: *n as f64, note: thousands(*n), colour: status_colour(s) }).collect();
    charts::bars("Status breakdown", &bars, max * 1.15, "rows", None)
}

fn compile_chart(d: &Dashboard) -> Result<String> {
    let v: Vec<f64> = d.run.rows.iter().filter(|r| !r.cached && r.timings.compile_ms > 0.0).map(|r| r.timings.compile_ms).collect();
    if v.is_empty() {
        return Ok("<p class=\"note\">No compile times in this run (all cached or none compiled).</p>".into());
    }
    let mut s = charts::log_histogram("Compile time distribution", &v, &|x| ms(x), "compile time (log bins; cache hits excluded)")?;
    let mut sorted = v.clone();
    sorted.sort_by(|a, b| a.total_cmp(b));
    let q = |p: f64| sorted[((sorted.len() - 1) as f64 * p).round() as usize];
    let _ =
        write!(s, "<p class=\"sub\">median {} · p90 {} · max {} · {} compiled</p>", ms(q(0.5)), ms(q(0.9)), ms(q(1.0)), thousands(v.len()));
    Ok(s)
}

fn scatter(d: &Dashboard) -> Result<String> {
    let pts: Vec<ErrorPoint> = d
        .run
        .rows
        .iter()
        .flat_map(|r| r.outputs.iter())
        .filter_map(|o| o.metrics.as_ref())
        .filter(|m| m.error.is_none() && m.margin.is_finite() && m.margin < 1e300 && m.max_abs.is_finite())
        .map(|m| ErrorPoint {
            error: m.max_abs,
            // Under allclose the bound varies per element; error / margin is the bound that the worst element met.
            bound: if m.margin > 0.0 { m.max_abs / m.margin } else { m.atol.max(1e-12) },
            margin: m.margin,
            passed: m.passed,
        })
        .collect();
    if pts.is_empty() {
        return Ok("<p class=\"note\">No compared outputs in this run (no parity rows).</p>".into());
    }
    let near = pts.iter().filter(|p| p.passed && p.margin > crate::diff::DRIFT_MARGIN).count();
    let mut s = charts::error_vs_bound("Error against bound for every compared output", &pts)?;
    let _ = write!(
        s,
        "<p class=\"sub\">{} compared outputs · {} failing · {} passing with under 20% headroom (margin &gt; 0.8)</p>",
        thousands(pts.len()),
        thousands(pts.iter().filter(|p| !p.passed).count()),
        thousands(near)
    );
    Ok(s)
}

fn regressions(d: &Dashboard) -> String {
    let Some((diff, before)) = d.diff else {
        return "<p class=\"note\">No earlier run given: `--vs PREVIOUS_RUN` lists regressions, fixes and drift.</p>".into();
    };
    let banner = diff.target_banner().map(|b| format!("<p class=\"note\"><b>{}</b></p>", html(&b))).unwrap_or_default();
    let mut out = format!(
        "{banner}<p class=\"sub\">Against <b>{}</b>{}: {} regressions, {} fixes, {} other status changes, {} new, {} removed, {} drifted outputs.</p>",
        html(&before.label()),
        html(&diff.profiles_note()),
        thousands(diff.regressions.len()),
        thousands(diff.fixes.len()),
        thousands(diff.changed.len()),
        thousands(diff.added.len()),
        thousands(diff.removed.len()),
        thousands(diff.drifts.len())
    );
    let changes = |title: &str, list: &[crate::diff::Change], id: &str| -> String {
        if list.is_empty() {
            return String::new();
        }
        let mut t = format!(
            "<h2>{} ({})</h2><div class=\"tablewrap\"><table id=\"{id}\"><thead><tr><th>Definition</th><th>Tier</th><th>Family</th><th>Before</th><th>Now</th><th>Error</th></tr></thead><tbody>",
            html(title),
            list.len()
        );
        for c in list {
            let _ = write!(
                t,
                "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td class=\"err\">{}</td></tr>",
                key(&c.id, c.length),
                html(&c.tier),
                html(&c.family),
                badge(c.before),
                badge(c.after),
                error_line(c.error.as_deref(), 160)
            );
        }
        t.push_str("</tbody></table></div>");
        t
    };
    out.push_str(&changes("Regressions", &diff.regressions, "regressions"));
    out.push_str(&changes("Fixes", &diff.fixes, "fixes"));
    out.push_str(&changes("Other status changes", &diff.changed, "changed"));
    if !diff.drifts.is_empty() {
        let _ = write!(
            out,
            "<h2>Drift: still passing, but closer to the bound ({})</h2><div class=\"tablewrap\"><table id=\"drifts\"><thead><tr><th>Definition</th><th>Output</th><th class=\"n\">max abs before</th><th class=\"n\">now</th><th class=\"n\">margin before</th><th class=\"n\">now</th><th>Why</th></tr></thead><tbody>",
            diff.drifts.len()
        );
        for x in &diff.drifts {
            let why: Vec<String> = x.kinds.iter().map(|k| html(&k.reason())).collect();
            let _ = write!(
                out,
                "<tr><td>{}</td><td>{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td>{}</td></tr>",
                key(&x.id, x.length),
                html(&x.output),
                num(x.max_abs_before),
                num(x.max_abs_after),
                num(x.margin_before),
                num(x.margin_after),
                why.join(", ")
            );
        }
        out.push_str("</tbody></table></div>");
    }
    out
}

/// The filter bar over a table of rows (status, family, text).
pub(super) fn filter_bar(table_id: &str, statuses: &[String], families: &[String]) -> String {
    let mut s = format!(
        "<div class=\"filters\" data-filter-for=\"{table_id}\"><input type=\"search\" placeholder=\"Filter by text (id, error…)\" aria-label=\"filter text\">"
    );
    s.push_str(
        "<select name=\"status\" aria-label=\"status\"><option value=\"\">all statuses</option><option value=\"failing\">failing</option>",
    );
    for st in statuses {
        let _ = write!(s, "<option value=\"{0}\">{0}</option>", html(st));
    }
    s.push_str("</select><select name=\"family\" aria-label=\"family\"><option value=\"\">all families</option>");
    for f in families {
        let _ = write!(s, "<option value=\"{0}\">{0}</option>", html(f));
    }
    s.push_str("</select><span class=\"count\"></span></div>");
    s
}

fn results_table(d: &Dashboard) -> String {
    let mut statuses: Vec<String> = d.run.rows.iter().map(|r| r.status.as_str().to_string()).collect();
    statuses.sort();
    statuses.dedup();
    let mut families: Vec<String> = d.run.rows.iter().map(|r| r.family.clone()).collect();
    families.sort();
    families.dedup();
    let mut s = filter_bar("results", &statuses, &families);
    s.push_str("<div class=\"tablewrap\"><table id=\"results\"><thead><tr><th>Definition</th><th>Tier</th><th>Family</th><th>Status</th><th>Mode</th><th>Stage</th><th class=\"n\">Compile</th><th class=\"n\">Execute</th><th class=\"n\">Worst margin</th><th>Error</th></tr></thead><tbody>\n");
    for r in &d.run.rows {
        let _ = writeln!(
            s,
            "<tr data-status=\"{}\" data-family=\"{}\" data-failing=\"{}\"><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"err\">{}</td></tr>",
            r.status.as_str(),
            html(&r.family),
            u8::from(is_failure(r.status)),
            key(&r.id, r.length),
            html(&r.tier),
            html(&r.family),
            badge(r.status),
            super::perf::mode_cell(r),
            html(r.stage.as_str()),
            if r.cached { "cached".into() } else { ms(r.timings.compile_ms) },
            // A compile-only row was never executed: no time, not 0 ms. With repeats: their median.
            if r.compiled.is_some() { "not run".into() } else { ms(crate::measures::execute_ms(r).unwrap_or(r.timings.execute_ms)) },
            worst_margin(r).map(num).unwrap_or_default(),
            error_line(r.error.as_deref(), 140)
        );
    }
    s.push_str("</tbody></table></div>");
    s
}

pub(super) fn render(d: &Dashboard) -> Result<String> {
    let mut body = format!("<h1>Run {}</h1>\n{}\n", html(&d.run.label()), meta_line(d));
    body.push_str(&cards(d));
    let perf = crate::performance::Performance::of(&d.run.rows);
    body.push_str(&super::perf::cards(d, &perf));
    if let Some(grid) = super::compiled::grid(&d.run.rows) {
        body.push_str(&panel("Compiled for TPU topologies (compile only, not run)", &grid));
    }
    body.push_str(&panel("Trends", &trends(d)?));
    let _ = write!(
        body,
        "<div class=\"grid2\">{}{}</div>",
        panel("Pass rate by family", &family_chart(d)?),
        panel("Status breakdown", &status_chart(d)?)
    );
    let _ = write!(
        body,
        "<div class=\"grid2\">{}{}</div>",
        panel("Compile time distribution", &compile_chart(d)?),
        panel("Error against bound (margin)", &scatter(d)?)
    );
    if let Some(modes) = super::perf::modes_panel(d, &perf)? {
        body.push_str(&panel("Mode parity (per family) and speedup", &modes));
    }
    body.push_str(&panel("Regressions", &regressions(d)));
    body.push_str("<h2>All results</h2>");
    body.push_str(&results_table(d));
    let legend: String = results::Status::ALL.iter().map(|s| badge(*s)).collect::<Vec<_>>().join(" ");
    let _ = write!(body, "<div class=\"legend\">{legend}</div>");
    Ok(page(&format!("tpu-compat: {}", d.run.label()), "", "Overview", &body))
}
