//! The op tier's page: a grid of op × dtype, each cell the cases passed of
//! the cases run, coloured by pass rate and linking to the list of its
//! cases (each linking to its definition page). A case's dtype is read
//! from its id (`op-<op>[-<form>]-<dtype>-<shape>-<values>`).

use super::page::{badge, error_line, hex, page, rate_colour};
use super::{definition_href, Dashboard};
use crate::escape::html;
use results::ResultRow;
use std::collections::BTreeMap;
use std::fmt::Write;

/// Column order of the grid.
const DTYPES: [&str; 13] = ["f32", "bf16", "f16", "f64", "i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64", "bool"];

/// The operand dtype of an op-tier case id, when the id has that form.
pub fn dtype_of(id: &str) -> Option<&str> {
    let parts: Vec<&str> = id.split('-').collect();
    if parts.len() < 5 || parts[0] != "op" {
        return None;
    }
    let d = parts[parts.len() - 3];
    DTYPES.contains(&d).then_some(d)
}

fn anchor(op: &str, dtype: &str) -> String {
    format!("cell-{op}-{dtype}")
}

pub(super) fn render(d: &Dashboard) -> String {
    // The latest row of each op-tier case.
    let mut latest: BTreeMap<&str, &ResultRow> = BTreeMap::new();
    for r in d.run.rows.iter().filter(|r| dtype_of(&r.id).is_some()) {
        latest.insert(r.id.as_str(), r);
    }
    let mut body = String::from("<h1>Ops</h1>");
    if latest.is_empty() {
        body.push_str("<p class=\"note\">This run has no op-tier cases (<code>tpu-compat run ops</code>).</p>");
        return page("Ops: tpu-compat", "", "Ops", &body);
    }
    let mut grid: BTreeMap<&str, BTreeMap<&str, Vec<&ResultRow>>> = BTreeMap::new();
    for (id, r) in &latest {
        if let Some(dt) = dtype_of(id) {
            grid.entry(r.family.as_str()).or_default().entry(dt).or_default().push(r);
        }
    }
    let passed = latest.values().filter(|r| r.status.is_pass()).count();
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

#[cfg(test)]
mod tests {
    use super::dtype_of;

    #[test]
    fn dtypes_are_read_from_case_ids() {
        assert_eq!(dtype_of("op-exponential-bf16-7x13-special"), Some("bf16"));
        assert_eq!(dtype_of("op-compare-lt-totalorder-f32-s-normal"), Some("f32"));
        assert_eq!(dtype_of("op-convert-to-i8-u64-21-special"), Some("u64"));
        assert_eq!(dtype_of("bert-h128-l1-f32-t1.0000"), None);
    }
}
