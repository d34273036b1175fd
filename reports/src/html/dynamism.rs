//! The dynamism page: a definition x length grid coloured by status, with
//! how many compilations each definition needed (one program should serve
//! every length up to its bound).

use super::charts::{self, Bar};
use super::page::{badge, hex, page, status_colour};
use super::{definition_href, Dashboard};
use crate::escape::html;
use results::{ResultRow, Status};
use std::collections::BTreeMap;
use std::fmt::Write;

pub(super) fn render(d: &Dashboard) -> String {
    let swept: Vec<&ResultRow> = d.run.rows.iter().filter(|r| r.length.is_some()).collect();
    let mut body = String::from("<h1>Bounded dynamism</h1>");
    if swept.is_empty() {
        body.push_str("<p class=\"note\">This run has no rows with a sequence length (no dynamism sweep).</p>");
        return page("Dynamism: tpu-compat", "", "Dynamism", &body);
    }
    let mut lengths: Vec<i64> = swept.iter().filter_map(|r| r.length).collect();
    lengths.sort_unstable();
    lengths.dedup();
    let mut grid: BTreeMap<&str, BTreeMap<i64, &ResultRow>> = BTreeMap::new();
    for r in &swept {
        if let Some(l) = r.length {
            grid.entry(r.id.as_str()).or_default().insert(l, r);
        }
    }
    let all_pass = grid.values().filter(|m| m.values().all(|r| r.status.is_pass())).count();
    let multi = grid.values().filter(|m| m.values().filter_map(|r| r.compiles).max().unwrap_or(1) > 1).count();
    let _ = write!(
        body,
        "<p class=\"sub\">{} definitions, {} lengths; {} pass at every length; {} needed more than one compilation.</p>",
        grid.len(),
        lengths.len(),
        all_pass,
        multi
    );
    // Pass rate at each length: where along the sweep definitions start to fail.
    let bars: Vec<Bar> = lengths
        .iter()
        .map(|l| {
            let at: Vec<&&ResultRow> = swept.iter().filter(|r| r.length == Some(*l) && r.status != Status::Skipped).collect();
            let passed = at.iter().filter(|r| r.status.is_pass()).count();
            let rate = if at.is_empty() { 0.0 } else { 100.0 * passed as f64 / at.len() as f64 };
            Bar {
                label: format!("length {l}"),
                value: rate,
                note: format!("{rate:.1}% ({passed}/{})", at.len()),
                colour: crate::html::page::rate_colour(rate),
            }
        })
        .collect();
    match charts::bars("Pass rate by sequence length", &bars, 100.0, "definitions passing at this length (%)", None) {
        Ok(svg) => {
            let _ =
                write!(body, "<section class=\"panel\"><h2>Pass rate by sequence length</h2>{svg}</section><h2>Definition × length</h2>");
        }
        Err(e) => {
            let _ = write!(body, "<p class=\"note\">{}</p>", html(&e.to_string()));
        }
    }
    let present: Vec<Status> = Status::ALL.iter().copied().filter(|s| swept.iter().any(|r| r.status == *s)).collect();
    let _ = write!(body, "<div class=\"legend\">{}</div>", present.iter().map(|s| badge(*s)).collect::<Vec<_>>().join(" "));
    body.push_str(&super::index::filter_bar("grid", &present.iter().map(|s| s.as_str().to_string()).collect::<Vec<_>>(), &{
        let mut f: Vec<String> = swept.iter().map(|r| r.family.clone()).collect();
        f.sort();
        f.dedup();
        f
    }));
    body.push_str("<div class=\"tablewrap\"><table id=\"grid\" class=\"grid\"><thead><tr><th>Definition</th><th>Family</th><th class=\"n\">Bound</th><th class=\"n\">Compiles</th>");
    for l in &lengths {
        let _ = write!(body, "<th class=\"n\">{l}</th>");
    }
    body.push_str("</tr></thead><tbody>\n");
    for (id, by_len) in &grid {
        let any = by_len.values().next();
        let worst = by_len.values().map(|r| r.status).find(|s| !s.is_pass()).unwrap_or(Status::Pass);
        let compiles = by_len.values().filter_map(|r| r.compiles).max();
        let _ = write!(
            body,
            "<tr data-status=\"{}\" data-family=\"{}\" data-failing=\"{}\"><td><a href=\"{}\">{}</a></td><td>{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td>",
            worst.as_str(),
            html(any.map(|r| r.family.as_str()).unwrap_or("")),
            u8::from(crate::frame::is_failure(worst)),
            html(&definition_href(id)),
            html(id),
            html(any.map(|r| r.family.as_str()).unwrap_or("")),
            any.and_then(|r| r.bound).map(|b| b.to_string()).unwrap_or_default(),
            compiles.map(|c| c.to_string()).unwrap_or_default()
        );
        for l in &lengths {
            match by_len.get(l) {
                Some(r) => {
                    let _ = write!(
                        body,
                        "<td class=\"cell\" title=\"{} @{l}: {}\"><span style=\"background:{}\"></span></td>",
                        html(id),
                        r.status,
                        hex(status_colour(r.status.as_str()))
                    );
                }
                None => body.push_str("<td class=\"cell\"></td>"),
            }
        }
        body.push_str("</tr>\n");
    }
    body.push_str("</tbody></table></div>");
    page("Dynamism: tpu-compat", "", "Dynamism", &body)
}
