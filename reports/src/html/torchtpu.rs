//! The TorchTPU page: what a `tpu-compat torch` run found, in the words a
//! TorchTPU team reads it in. Its mode; of the models TorchTPU was asked to
//! run, how many it ran without crashing (Tier 1's condition) and how many
//! of those match PyTorch CPU eager (Tier 2's); programs compiled per
//! model; the programs compiled across a length sweep; and what it failed
//! on (raised, crashed, or ran to outputs that do not match), grouped by its
//! own first line, apart from the plugin's limits, the model files' own
//! faults and the models PyTorch CPU itself cannot run. Whose result a row
//! is comes from its typed cause (`results::Cause`), never its message.

use super::charts::{self, Bar};
use super::page::{badge, page, rate_colour};
use super::{definition_href, Dashboard};
use crate::escape::html;
use results::{Cause, ResultRow, Status};
use std::collections::BTreeMap;
use std::fmt::Write;

/// Where a `torch` row leaves its model.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Outcome {
    /// TorchTPU ran it (judged: pass, fail-parity, nondeterministic on its side).
    Ran,
    /// TorchTPU raised, crashed or hung: its failure.
    Failed,
    /// The plugin could not take what TorchTPU sent: not TorchTPU's.
    PluginLimit,
    /// The model file's own fault (it failed on PyTorch CPU, exited, made CPU tensors, is random), or the run's
    /// (a bounded sweep's length outside its bound): not TorchTPU's.
    ModelFault,
    /// PyTorch CPU itself could not build or run it, or the host cannot hold it: nothing was asked of TorchTPU.
    NotAsked,
    /// Planned, but the run stopped before it.
    NotRun,
    /// Compile-only at published size: lowered and compiled for a TPU, never run (the published panel's).
    Compiled,
    /// Judged against a store that could not judge it (no baseline, a stale one, a damaged file).
    Unjudged,
}

fn outcome(r: &ResultRow) -> Outcome {
    if r.status == Status::NotRun {
        return Outcome::NotRun;
    }
    match r.torch.as_deref().map(|t| t.cause) {
        Some(Cause::Ran) => Outcome::Ran,
        Some(Cause::Compiled) => Outcome::Compiled,
        Some(Cause::Raised | Cause::Crashed) => Outcome::Failed,
        Some(Cause::PluginLimit) => Outcome::PluginLimit,
        Some(Cause::ModelFault | Cause::OutsideBound) => Outcome::ModelFault,
        Some(Cause::NotAsked | Cause::Refused) => Outcome::NotAsked,
        Some(Cause::Baseline) => Outcome::Unjudged,
        // Rows written before causes were typed: by status alone.
        None => match r.status {
            Status::Pass | Status::FailParity | Status::Nondeterministic => Outcome::Ran,
            Status::Skipped => Outcome::PluginLimit,
            _ => Outcome::Failed,
        },
    }
}

/// TorchTPU's own failures: it raised, crashed or hung, or it ran and its outputs are wrong.
fn torchtpu_failed(r: &ResultRow) -> bool {
    match outcome(r) {
        Outcome::Failed => true,
        Outcome::Ran => !r.status.is_pass(),
        _ => false,
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
    if first.chars().count() <= 200 {
        return first.to_string();
    }
    // Cut on a word, and say it was cut.
    let cut: String = first.chars().take(200).collect();
    format!("{}…", cut.rsplit_once(' ').map_or(cut.as_str(), |(head, _)| head))
}

pub(super) fn render(d: &Dashboard) -> String {
    let rows: Vec<&ResultRow> = d.run.rows.iter().filter(|r| results::torch::is_torch_tier(&r.tier)).collect();
    let mut body = String::from("<h1>TorchTPU</h1>");
    if rows.is_empty() {
        body.push_str("<p class=\"note\">This run has no TorchTPU rows (`tpu-compat torch` makes them).</p>");
        return page("TorchTPU: tpu-compat", "", "TorchTPU", &body);
    }
    // The modes the rows ran in, from their tier (`torch-eager`, `torch-defer-and-fuse-train`); a night holds several.
    let mut modes: Vec<&str> = rows.iter().filter_map(|r| r.tier.strip_prefix("torch-")).collect();
    modes.sort_unstable();
    modes.dedup();
    let recorded = d
        .run
        .meta
        .get("identity")
        .and_then(|i| i.as_array())
        .and_then(|pairs| pairs.iter().find(|p| p.get(0).and_then(|k| k.as_str()) == Some("torch-mode")))
        .and_then(|p| p.get(1).and_then(|v| v.as_str()));
    let mode = match (modes.as_slice(), recorded) {
        ([], Some(m)) => format!("Mode <b>{}</b>", html(m)),
        ([], None) => "Mode <b>(not recorded)</b>".to_string(),
        ([one], _) => format!("Mode <b>{}</b>", html(one)),
        (many, _) => format!("Modes <b>{}</b> (the figures count every mode's rows)", html(&many.join(", "))),
    };
    let count = |o: Outcome| rows.iter().filter(|r| outcome(r) == o).count();
    let (ran, failed, limit, not_asked, faults) =
        (count(Outcome::Ran), count(Outcome::Failed), count(Outcome::PluginLimit), count(Outcome::NotAsked), count(Outcome::ModelFault));
    let asked = ran + failed;
    let parity = rows.iter().filter(|r| outcome(r) == Outcome::Ran && r.status.is_pass()).count();
    // Distinct programs each model executed (held or compiled now): the same whatever ran before it.
    let mut programs: Vec<u32> = rows
        .iter()
        .filter(|r| outcome(r) == Outcome::Ran && r.length.is_none())
        .filter_map(|r| r.torch.as_deref().and_then(|t| t.programs).or(r.compiles))
        .collect();
    programs.sort_unstable();
    let _ = write!(
        body,
        "<p class=\"sub\">{}, {} rows. TorchTPU ran {ran} of the {asked} models it could be asked to run (no crash, no error: {:.1}%); \
         {parity} of those {ran} match PyTorch CPU eager ({:.1}%). {limit} met the plugin's limits (not TorchTPU's); \
         {faults} are the model files' own faults (not TorchTPU's); {not_asked} are models PyTorch CPU itself cannot run \
         or the host cannot hold{}{}.</p>",
        mode,
        rows.len(),
        percent(ran, asked),
        percent(parity, ran),
        match (count(Outcome::NotRun), count(Outcome::Unjudged)) {
            (0, 0) => String::new(),
            (n, 0) => format!("; {n} were not run (the run stopped before them)"),
            (0, u) => format!("; {u} had no usable stored baseline (missing, stale or damaged: not judged)"),
            (n, u) => format!(
                "; {n} were not run (the run stopped before them); {u} had no usable stored baseline (missing, stale or damaged: not judged)"
            ),
        },
        match count(Outcome::Compiled) {
            0 => String::new(),
            n => format!("; {n} were lowered at their published size and compiled for a TPU, never run (below)"),
        }
    );
    let bars = [("no crash", ran, asked), ("parity with CPU", parity, ran)]
        .iter()
        .map(|(label, n, of)| {
            let rate = percent(*n, *of);
            let note = if *of == 0 { "none asked (0/0)".to_string() } else { format!("{rate:.1}% ({n}/{of})") };
            Bar { label: label.to_string(), value: rate, note, colour: rate_colour(rate) }
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
             (distinct programs the model executed, whether TorchTPU's cache held them or compiled them for it: the same \
             whatever model ran before; each row also says how many it compiled new).</p></section>",
            programs[programs.len() / 2],
            programs.last().copied().unwrap_or(0)
        );
    }
    sweeps(&rows, &mut body);
    super::training::panel(&rows, &mut body);
    super::published::panel(&rows, &mut body);
    groups(
        "What TorchTPU failed on",
        "TorchTPU's own failures (it raised, crashed or hung, or its outputs do not match PyTorch CPU's), by their first line.",
        &rows,
        &torchtpu_failed,
        &mut body,
    );
    groups(
        "The plugin's limits",
        "What the plugin could not take from TorchTPU: never counted against TorchTPU.",
        &rows,
        &|r| outcome(r) == Outcome::PluginLimit,
        &mut body,
    );
    groups(
        "The model files' own faults",
        "What the model file did wrong (it failed on PyTorch CPU, exited, made CPU tensors in forward, returned nothing, gave \
         random outputs): never counted against TorchTPU.",
        &rows,
        &|r| outcome(r) == Outcome::ModelFault,
        &mut body,
    );
    page("TorchTPU: tpu-compat", "", "TorchTPU", &body)
}

/// Per swept model: the programs TorchTPU compiled across its lengths, and the lengths that pass; a
/// model whose inputs had one shape at every length is no sweep, and says so.
fn sweeps(rows: &[&ResultRow], body: &mut String) {
    type Swept<'a> = (u32, usize, usize, Vec<&'a [Vec<i64>]>);
    let mut by_model: BTreeMap<String, Swept<'_>> = BTreeMap::new();
    for r in rows.iter().filter(|r| r.length.is_some()) {
        let model = r.id.rsplit_once(".len").map(|(m, _)| m.to_string()).unwrap_or_else(|| r.id.clone());
        let e = by_model.entry(model).or_default();
        e.0 += r.compiles.unwrap_or(0);
        e.1 += usize::from(r.status == Status::Pass);
        e.2 += 1;
        if let Some(t) = r.torch.as_deref().filter(|t| !t.input_shapes.is_empty()) {
            if !e.3.contains(&t.input_shapes.as_slice()) {
                e.3.push(&t.input_shapes);
            }
        }
    }
    if by_model.is_empty() {
        return;
    }
    body.push_str(
        "<section class=\"panel\"><h2>Recompiles across lengths</h2><p>One program per bound is the bounded-dynamism claim; \
         as many programs as lengths (or more) is a recompile per length. A model whose inputs had the same shapes at every \
         length is no sweep.</p><table><thead><tr><th>Model</th>\
         <th class=\"n\">Lengths</th><th class=\"n\">Programs</th><th class=\"n\">Lengths that pass</th></tr></thead><tbody>",
    );
    for (model, (programs, passed, lengths, shapes)) in by_model {
        let programs = if lengths > 1 && shapes.len() == 1 {
            "not a sweep: the inputs did not vary with the length".to_string()
        } else {
            programs.to_string()
        };
        let _ = write!(
            body,
            "<tr><td>{}</td><td class=\"n\">{lengths}</td><td class=\"n\">{}</td><td class=\"n\">{passed}/{lengths}</td></tr>",
            html(&model),
            html(&programs)
        );
    }
    body.push_str("</tbody></table></section>");
}

/// Rows of one outcome grouped by cause, most common first, with the models of each.
fn groups(title: &str, what: &str, rows: &[&ResultRow], of: &dyn Fn(&ResultRow) -> bool, body: &mut String) {
    let mut by_cause: BTreeMap<String, Vec<&ResultRow>> = BTreeMap::new();
    for r in rows.iter().filter(|r| of(r)) {
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
