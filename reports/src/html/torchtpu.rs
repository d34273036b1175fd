//! The TorchTPU page: what a `tpu-compat torch` run found, in the words a
//! TorchTPU team reads it in. Its mode; of the models TorchTPU was asked to
//! run, how many it ran without crashing (Tier 1's condition) and how many
//! of those match PyTorch CPU eager (Tier 2's); programs compiled per
//! model; the programs compiled across a length sweep; and what it failed
//! on, grouped by its own first line, apart from the plugin's limits and
//! from models PyTorch CPU itself cannot run.

use super::charts::{self, Bar};
use super::page::{badge, page, rate_colour};
use super::{definition_href, Dashboard};
use crate::escape::html;
use results::{ResultRow, Status};
use std::collections::BTreeMap;
use std::fmt::Write;

/// Where a `torch` row leaves its model.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Outcome {
    /// TorchTPU ran it (judged: pass or fail-parity).
    Ran,
    /// TorchTPU raised, crashed or hung: its failure.
    Failed,
    /// The plugin could not take what TorchTPU sent: not TorchTPU's.
    PluginLimit,
    /// PyTorch CPU itself could not build or run it: nothing was asked of TorchTPU.
    NotAsked,
    /// Planned, but the run stopped before it.
    NotRun,
}

fn outcome(r: &ResultRow) -> Outcome {
    let why = r.error.as_deref().unwrap_or("");
    match r.status {
        Status::Pass | Status::FailParity => Outcome::Ran,
        Status::NotRun => Outcome::NotRun,
        Status::Skipped if why.starts_with("PyTorch CPU itself cannot") => Outcome::NotAsked,
        Status::Skipped => Outcome::PluginLimit,
        Status::FailRun if why.starts_with("the model file failed on PyTorch CPU") => Outcome::NotAsked,
        _ => Outcome::Failed,
    }
}

fn percent(n: usize, of: usize) -> f64 {
    if of == 0 {
        0.0
    } else {
        100.0 * n as f64 / of as f64
    }
}

/// The first line of a row's message, with the models' own numbers kept: the group key.
fn cause(r: &ResultRow) -> String {
    let first = r.error.as_deref().unwrap_or("").lines().next().unwrap_or("");
    first.chars().take(160).collect()
}

pub(super) fn render(d: &Dashboard) -> String {
    let rows: Vec<&ResultRow> = d.run.rows.iter().filter(|r| r.tier == "torch").collect();
    let mut body = String::from("<h1>TorchTPU</h1>");
    if rows.is_empty() {
        body.push_str("<p class=\"note\">This run has no TorchTPU rows (`tpu-compat torch` makes them).</p>");
        return page("TorchTPU: tpu-compat", "", "TorchTPU", &body);
    }
    let mode = d
        .run
        .meta
        .get("identity")
        .and_then(|i| i.as_array())
        .and_then(|pairs| pairs.iter().find(|p| p.get(0).and_then(|k| k.as_str()) == Some("torch-mode")))
        .and_then(|p| p.get(1).and_then(|v| v.as_str()))
        .unwrap_or("(not recorded)")
        .to_string();
    let count = |o: Outcome| rows.iter().filter(|r| outcome(r) == o).count();
    let (ran, failed, limit, not_asked) =
        (count(Outcome::Ran), count(Outcome::Failed), count(Outcome::PluginLimit), count(Outcome::NotAsked));
    let asked = ran + failed;
    let parity = rows.iter().filter(|r| r.status == Status::Pass).count();
    let mut programs: Vec<u32> =
        rows.iter().filter(|r| outcome(r) == Outcome::Ran && r.length.is_none()).filter_map(|r| r.compiles).collect();
    programs.sort_unstable();
    let _ = write!(
        body,
        "<p class=\"sub\">Mode <b>{}</b>, {} rows. TorchTPU ran {ran} of the {asked} models it could be asked to run (no crash, no error: {:.1}%); \
         {parity} of those {ran} match PyTorch CPU eager ({:.1}%). {limit} met the plugin's limits (not TorchTPU's); \
         {not_asked} are models PyTorch CPU itself cannot run{}.</p>",
        html(&mode),
        rows.len(),
        percent(ran, asked),
        percent(parity, ran),
        match count(Outcome::NotRun) {
            0 => String::new(),
            n => format!("; {n} were not run (the run stopped before them)"),
        }
    );
    let bars = [("no crash", ran, asked), ("parity with CPU", parity, ran)]
        .iter()
        .map(|(label, n, of)| {
            let rate = percent(*n, *of);
            Bar { label: label.to_string(), value: rate, note: format!("{rate:.1}% ({n}/{of})"), colour: rate_colour(rate) }
        })
        .collect::<Vec<_>>();
    if let Ok(svg) = charts::bars("TorchTPU pass rates", &bars, 100.0, "models (%)", None) {
        let _ = write!(body, "<section class=\"panel\"><h2>Pass rates</h2>{svg}</section>");
    }
    if !programs.is_empty() {
        let mean = programs.iter().map(|&p| p as f64).sum::<f64>() / programs.len() as f64;
        let _ = write!(
            body,
            "<section class=\"panel\"><h2>Programs per model</h2><p>Of the models TorchTPU ran: median {}, mean {mean:.1}, max {} \
             (programs TorchTPU compiled for the model; its program cache is shared by the models one driver runs, so a model \
             after another with the same ops compiles fewer).</p></section>",
            programs[programs.len() / 2],
            programs.last().copied().unwrap_or(0)
        );
    }
    sweeps(&rows, &mut body);
    groups("What TorchTPU failed on", "TorchTPU's own failures, by their first line.", &rows, Outcome::Failed, &mut body);
    groups(
        "The plugin's limits",
        "What the plugin could not take from TorchTPU: never counted against TorchTPU.",
        &rows,
        Outcome::PluginLimit,
        &mut body,
    );
    page("TorchTPU: tpu-compat", "", "TorchTPU", &body)
}

/// Per swept model: the programs TorchTPU compiled across its lengths, and the lengths that pass.
fn sweeps(rows: &[&ResultRow], body: &mut String) {
    let mut by_model: BTreeMap<String, (u32, usize, usize)> = BTreeMap::new();
    for r in rows.iter().filter(|r| r.length.is_some()) {
        let model = r.id.rsplit_once(".len").map(|(m, _)| m.to_string()).unwrap_or_else(|| r.id.clone());
        let e = by_model.entry(model).or_default();
        e.0 += r.compiles.unwrap_or(0);
        e.1 += usize::from(r.status == Status::Pass);
        e.2 += 1;
    }
    if by_model.is_empty() {
        return;
    }
    body.push_str(
        "<section class=\"panel\"><h2>Recompiles across lengths</h2><p>One program per bound is the bounded-dynamism claim; \
         as many programs as lengths (or more) is a recompile per length.</p><table><thead><tr><th>Model</th>\
         <th class=\"n\">Lengths</th><th class=\"n\">Programs</th><th class=\"n\">Lengths that pass</th></tr></thead><tbody>",
    );
    for (model, (programs, passed, lengths)) in by_model {
        let _ = write!(
            body,
            "<tr><td>{}</td><td class=\"n\">{lengths}</td><td class=\"n\">{programs}</td><td class=\"n\">{passed}/{lengths}</td></tr>",
            html(&model)
        );
    }
    body.push_str("</tbody></table></section>");
}

/// Rows of one outcome grouped by cause, most common first, with the models of each.
fn groups(title: &str, what: &str, rows: &[&ResultRow], of: Outcome, body: &mut String) {
    let mut by_cause: BTreeMap<String, Vec<&ResultRow>> = BTreeMap::new();
    for r in rows.iter().filter(|r| outcome(r) == of) {
        by_cause.entry(cause(r)).or_default().push(r);
    }
    let _ = write!(body, "<section class=\"panel\"><h2>{}</h2><p>{}</p>", html(title), html(what));
    if by_cause.is_empty() {
        body.push_str("<p class=\"note\">None.</p></section>");
        return;
    }
    let mut sorted: Vec<(String, Vec<&ResultRow>)> = by_cause.into_iter().collect();
    sorted.sort_by(|a, b| b.1.len().cmp(&a.1.len()).then_with(|| a.0.cmp(&b.0)));
    body.push_str("<table><thead><tr><th class=\"n\">Models</th><th>Status</th><th>Cause</th><th>Models</th></tr></thead><tbody>");
    for (cause, rs) in sorted {
        let models: Vec<String> =
            rs.iter().take(12).map(|r| format!("<a href=\"{}\">{}</a>", html(&definition_href(&r.id)), html(&r.id))).collect();
        let more = if rs.len() > 12 { format!(" and {} more", rs.len() - 12) } else { String::new() };
        let _ = write!(
            body,
            "<tr><td class=\"n\">{}</td><td>{}</td><td>{}</td><td>{}{more}</td></tr>",
            rs.len(),
            badge(rs[0].status),
            html(&cause),
            models.join(", ")
        );
    }
    body.push_str("</tbody></table></section>");
}
