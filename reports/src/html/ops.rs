//! The op tier's page: a grid of op × dtype, each cell the cases passed of
//! the cases run, coloured by pass rate and linking to the list of its
//! cases (each linking to its definition page). A case's op and dtype are
//! the row's own ([`results::OpCase`]), never read back out of its id.

use super::page::{badge, error_line, hex, page, rate_colour};
use super::{definition_href, Dashboard};
use crate::escape::html;
use results::{OpCase, ResultRow};
use std::collections::BTreeMap;
use std::fmt::Write;

/// Column order of the grid.
const DTYPES: [&str; 13] = ["f32", "bf16", "f16", "f64", "i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64", "bool"];

fn anchor(op: &str, dtype: &str) -> String {
    format!("cell-{op}-{dtype}")
}

pub(super) fn render(d: &Dashboard) -> String {
    // The latest row of each op-tier case.
    let mut latest: BTreeMap<&str, (&OpCase, &ResultRow)> = BTreeMap::new();
    for r in &d.run.rows {
        if let Some(case) = &r.op_case {
            latest.insert(r.id.as_str(), (case, r));
        }
    }
    let mut body = String::from("<h1>Ops</h1>");
    if latest.is_empty() {
        body.push_str("<p class=\"note\">This run has no op-tier cases (<code>tpu-compat run ops</code>).</p>");
        return page("Ops: tpu-compat", "", "Ops", &body);
    }
    let mut grid: BTreeMap<&str, BTreeMap<&str, Vec<&ResultRow>>> = BTreeMap::new();
    for (case, r) in latest.values() {
        grid.entry(case.op.as_str()).or_default().entry(case.dtype.name()).or_default().push(r);
    }
    let passed = latest.values().filter(|(_, r)| r.status.is_pass()).count();
    let _ = write!(
        body,
        "<p class=\"sub\">{passed}/{} cases passed over {} distinct ops. Each cell: cases passed / cases run for that op and operand dtype; click a cell for its cases.</p>",
        latest.len(),
        grid.len()
    );
    body.push_str("<div class=\"tablewrap\"><table id=\"opgrid\" class=\"grid\"><thead><tr><th>Op</th>");
    for dt in DTYPES {
        let _ = write!(body, "<th class=\"n\">{dt}</th>");
    }
    body.push_str("</tr></thead><tbody>\n");
    for (op, by_dtype) in &grid {
        let _ = write!(body, "<tr><td>{}</td>", html(op));
        for dt in DTYPES {
            match by_dtype.get(dt) {
                Some(rows) => {
                    let ok = rows.iter().filter(|r| r.status.is_pass()).count();
                    let rate = 100.0 * ok as f64 / rows.len() as f64;
                    let _ = write!(
                        body,
                        "<td class=\"n\" style=\"background:{}\"><a href=\"#{}\" title=\"{} {dt}: {ok}/{} passed\">{ok}/{}</a></td>",
                        hex(rate_colour(rate)),
                        html(&anchor(op, dt)),
                        html(op),
                        rows.len(),
                        rows.len()
                    );
                }
                None => body.push_str("<td class=\"n\"></td>"),
            }
        }
        body.push_str("</tr>\n");
    }
    body.push_str("</tbody></table></div><h2>Cases by op and dtype</h2>\n");
    for (op, by_dtype) in &grid {
        for (dt, rows) in by_dtype {
            let _ = write!(body, "<section class=\"panel\" id=\"{}\"><h3>{} · {dt}</h3><ul>", html(&anchor(op, dt)), html(op));
            for r in rows {
                let _ = write!(
                    body,
                    "<li>{} <a href=\"{}\">{}</a> {}</li>",
                    badge(r.status),
                    html(&definition_href(&r.id)),
                    html(&r.id),
                    error_line(r.error.as_deref(), 200)
                );
            }
            body.push_str("</ul></section>\n");
        }
    }
    page("Ops: tpu-compat", "", "Ops", &body)
}
