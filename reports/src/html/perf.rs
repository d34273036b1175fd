//! The dashboard's performance parts: per-tier performance cards (median
//! execute and compile time, memory, geometric-mean speedup where modes were
//! compared), the modes panel (the mode-parity table per family and the
//! speedup distribution), and on a definition's page its performance in
//! this run (mode, eager record, repeats' spread, every memory field, cost,
//! determinism) with time and memory trends over the history's nights
//! (p5 / median / p95 where the nights repeated executions).

use super::charts;
use super::page::num;
use super::Dashboard;
use crate::errors::Result;
use crate::escape::html;
use crate::measures::{self, bytes, Measure};
use crate::performance::Performance;
use crate::summary::{thousands, tier_title};
use results::ResultRow;
use std::fmt::Write;

fn opt(v: Option<f64>, f: impl Fn(f64) -> String) -> String {
    v.map(f).unwrap_or_else(|| "–".into())
}

/// One card per tier with measured rows: median execute time, and compile, memory and speedup below.
pub(super) fn cards(d: &Dashboard, p: &Performance) -> String {
    let mut out = String::new();
    for t in p.tiers.iter().filter(|t| t.measured > 0 || t.speedups > 0) {
        let speed = match t.speedup_geomean {
            Some(g) => format!(" · speedup {g:.2}× (geomean of {}, eager ÷ compiled)", thousands(t.speedups)),
            None => String::new(),
        };
        let det = if t.determinism_checked > 0 {
            format!(" · {}/{} bit identical run to run", thousands(t.bit_identical), thousands(t.determinism_checked))
        } else {
            String::new()
        };
        let _ = write!(
            out,
            "<div class=\"card\" data-tier=\"{}\" data-perf=\"1\"><div class=\"k\">{} · execute (median)</div><div class=\"v\">{}</div><div class=\"d\">compile {} · memory {}{speed}{det} · {} measured</div></div>",
            html(&t.tier),
            html(&tier_title(&t.tier)),
            opt(t.execute_ms, |v| Measure::ExecuteMs.show(v)),
            opt(t.compile_ms, |v| Measure::CompileMs.show(v)),
            opt(t.memory_bytes, bytes),
            thousands(t.measured)
        );
        if t.eager_rows > 0 {
            let _ = write!(
                out,
                "<div class=\"card\" data-tier=\"{}\"><div class=\"k\">{} · eager programs</div><div class=\"v\">{}</div><div class=\"d\">distinct op programs for {} ops · {} cache hits · {} compiling</div></div>",
                html(&t.tier),
                html(&tier_title(&t.tier)),
                thousands(t.eager_programs as usize),
                thousands(t.eager_ops as usize),
                thousands(t.eager_cache_hits as usize),
                Measure::CompileMs.show(t.eager_compile_ms)
            );
        }
    }
    if let Some(n) = d.nightly {
        let regs = n.regressions().count();
        let _ = write!(
            out,
            "<div class=\"card {}\"><div class=\"k\">Nightly regressions</div><div class=\"v\"><a href=\"regressions.html\">{}</a></div><div class=\"d\">{} suspicious · {}</div></div>",
            if regs > 0 { "bad" } else { "good" },
            thousands(regs),
            thousands(n.suspicious().count()),
            html(&n.span())
        );
    }
    if out.is_empty() {
        return out;
    }
    format!("<div class=\"cards\" style=\"margin-top:14px\">{out}</div>\n")
}

/// The mode-parity table and the speedup distribution; `None` when no row compared modes.
pub(super) fn modes_panel(d: &Dashboard, p: &Performance) -> Result<Option<String>> {
    let speedups = Performance::speedups(&d.run.rows);
    if p.parity.is_empty() && speedups.is_empty() {
        return Ok(None);
    }
    let mut s = String::from("<div class=\"tablewrap\"><table id=\"parity\"><thead><tr><th>Tier</th><th>Family</th><th class=\"n\">Compared</th><th class=\"n\">Agree</th><th class=\"n\">Largest disagreement</th><th>Where</th><th class=\"n\">Eager departs</th><th class=\"n\">Fusion departs</th><th class=\"n\">Both</th></tr></thead><tbody>");
    for f in &p.parity {
        let _ = write!(
            s,
            "<tr><td>{}</td><td>{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td>{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td></tr>",
            html(&f.tier),
            html(&f.family),
            f.compared,
            f.agree,
            num(f.max_abs),
            html(f.worst.as_deref().unwrap_or("")),
            f.eager,
            f.fusion,
            f.both
        );
    }
    s.push_str("</tbody></table></div>");
    if !speedups.is_empty() {
        let chart = charts::log_histogram(
            "Speedup distribution",
            &speedups,
            &|x| format!("{x:.2}×"),
            "speedup eager ÷ compiled (log bins; passing rows)",
        )?;
        let _ = write!(
            s,
            "<section class=\"panel\" style=\"margin-top:14px\"><h2>Speedup distribution</h2>{chart}<p class=\"sub\">median {} · geometric mean {} · {} rows</p></section>",
            opt(measures::median(&speedups), |v| format!("{v:.2}×")),
            opt(measures::geomean(&speedups), |v| format!("{v:.2}×")),
            thousands(speedups.len())
        );
    }
    Ok(Some(s))
}

/// The table cell of a row's mode: `compiled`, `eager (12 ops, 5 programs)`, with the speedup where compared.
pub(super) fn mode_cell(r: &ResultRow) -> String {
    let mut s = r.mode.to_string();
    if let Some(e) = &r.eager {
        let _ = write!(s, " ({} ops, {} programs)", e.ops, e.programs);
    }
    if let Some(sp) = r.modes.as_ref().and_then(|m| m.speedup) {
        let _ = write!(s, " · {sp:.2}×");
    }
    html(&s)
}

/// A definition's performance in this run, and its trends over the nights; empty when it has none.
pub(super) fn definition_section(rows: &[&ResultRow], trend: &[(String, &ResultRow)]) -> Result<String> {
    let mut s = String::new();
    for r in rows {
        let mut items: Vec<(String, String)> = vec![("mode".into(), r.mode.to_string())];
        if let Some(e) = &r.eager {
            items.push((
                "eager".into(),
                format!("{} ops, {} distinct programs, {} cache hits, {:.1} ms compiling", e.ops, e.programs, e.cache_hits, e.compile_ms),
            ));
        }
        if let Some(m) = &r.modes {
            let runs: Vec<String> = m.runs.iter().map(|x| format!("{} {} ({:.3} ms)", x.mode, x.status, x.execute_ms)).collect();
            items.push(("modes".into(), runs.join(" · ")));
            let departs = serde_json::to_value(m.departs).ok().and_then(|v| v.as_str().map(str::to_string)).unwrap_or_default();
            items.push((
                "mode parity".into(),
                format!(
                    "{}; largest disagreement {} {}; departs: {departs}{}",
                    if m.agree { "agree" } else { "disagree" },
                    num(m.max_abs),
                    m.output.as_deref().unwrap_or(""),
                    m.first_op.as_ref().map(|o| format!("; first op apart: {o}")).unwrap_or_default()
                ),
            ));
            if let Some(sp) = m.speedup {
                items.push(("speedup (eager ÷ compiled)".into(), format!("{sp:.3}×")));
            }
        }
        if let Some(p) = &r.perf {
            let e = &p.execute_ms;
            items.push((
                "execute".into(),
                format!(
                    "median {:.4} ms · p5 {:.4} · p95 {:.4} · min {:.4} · max {:.4} over {} repeats ({} verified)",
                    e.median, e.p5, e.p95, e.min, e.max, p.repeat, p.verified
                ),
            ));
            let m = &p.memory;
            items.push((
                "memory".into(),
                if m.total() > 0 {
                    format!(
                        "{} total · arguments {} · outputs {} · temporaries {} · generated code {} · alias {} · peak {}",
                        bytes(m.total() as f64),
                        bytes(m.arguments as f64),
                        bytes(m.outputs as f64),
                        bytes(m.temporaries as f64),
                        bytes(m.generated_code as f64),
                        bytes(m.alias as f64),
                        bytes(m.peak as f64)
                    )
                } else {
                    "unknown (the plugin reported none)".into()
                },
            ));
            if !p.cost.is_empty() {
                let cost: Vec<String> = p.cost.iter().map(|(k, v)| format!("{k} {}", num(*v))).collect();
                items.push(("cost analysis".into(), cost.join(" · ")));
            }
            if let Some(f) = p.flops_per_s {
                items.push((
                    "achieved".into(),
                    format!("{} FLOP/s{}", num(f), p.bytes_per_s.map(|b| format!(" · {} B/s", num(b))).unwrap_or_default()),
                ));
            }
        }
        if let Some(d) = &r.determinism {
            let what = match &d.agreement {
                results::perf::Agreement::BitIdentical => "bit identical".to_string(),
                results::perf::Agreement::WithinUlps { output, ulps } => format!("within {ulps} ULPs ({output})"),
                results::perf::Agreement::Different { output, max_abs, differing, elements } => {
                    format!("different: {output}, {differing} of {elements} elements, max abs {}", num(*max_abs))
                }
            };
            let threads = d.threads.map(|t| format!(", {t} threads")).unwrap_or_default();
            items.push(("determinism".into(), format!("{what} over {} runs{threads}", d.runs)));
        }
        if items.len() == 1 && r.mode == results::Mode::Compiled {
            continue;
        }
        let len = r.length.map(|l| format!(" @{l}")).unwrap_or_default();
        let _ = write!(s, "<div class=\"meta\" style=\"display:block\"><b>{}</b>", html(&len));
        for (k, v) in items {
            let _ = write!(s, "<div>{}: <b>{}</b></div>", html(&k), html(&v));
        }
        s.push_str("</div>");
    }
    s.push_str(&trends(trend)?);
    if s.is_empty() {
        return Ok(s);
    }
    Ok(format!("<h2>Performance</h2>{s}"))
}

/// Execute time (p5 / median / p95) and memory over the nights, from at least 3 nights with a point.
fn trends(points: &[(String, &ResultRow)]) -> Result<String> {
    let points: Vec<&(String, &ResultRow)> = points.iter().filter(|(_, r)| r.length.is_none()).collect();
    let labels: Vec<String> = points.iter().map(|(l, _)| l.clone()).collect();
    let spread = |f: fn(&results::perf::Spread) -> f64| -> Vec<Option<f64>> {
        points.iter().map(|(_, r)| r.perf.as_ref().filter(|p| p.repeat > 0 && measures::passed(r)).map(|p| f(&p.execute_ms))).collect()
    };
    let median: Vec<Option<f64>> = points.iter().map(|(_, r)| measures::execute_ms(r)).collect();
    let mut panels = String::new();
    if median.iter().flatten().count() >= 3 {
        let mut series = vec![("median ms".to_string(), median)];
        let (p5, p95) = (spread(|s| s.p5), spread(|s| s.p95));
        if p5.iter().flatten().count() >= 3 {
            series.insert(0, ("p5 ms".into(), p5));
            series.push(("p95 ms".into(), p95));
        }
        let svg = charts::lines("Execute time over nights", &labels, &series, "execute time (ms)", true)?;
        let _ = write!(panels, "<section class=\"panel\"><h2>Execute time over nights (p5 / median / p95)</h2>{svg}</section>");
    }
    let memory: Vec<Option<f64>> = points.iter().map(|(_, r)| measures::memory_bytes(r).map(|b| b / 1e6)).collect();
    if memory.iter().flatten().count() >= 3 {
        let svg = charts::lines("Device memory over nights", &labels, &[("memory MB".into(), memory)], "device memory (MB)", true)?;
        let _ = write!(panels, "<section class=\"panel\"><h2>Device memory over nights</h2>{svg}</section>");
    }
    if panels.is_empty() {
        return Ok(String::new());
    }
    Ok(format!("<div class=\"grid2\" style=\"margin-top:14px\">{panels}</div>"))
}
