//! The TorchTPU page's training panel: what `tpu-compat torch --train` found, per trainer, as
//! TorchTPU's own training tests put it: how many models TorchTPU trained one step at parity (step
//! 1's loss, every gradient and every updated parameter) and all their steps at parity (the loss
//! curve and the last step's parameters), where the rest departed first, and which loops compiled
//! new programs after step 1. The figures read the rows' named outputs (`step 1 gradient of ...`).

use crate::escape::html;
use results::{mode::Mode, Cause, ResultRow, Status};
use std::collections::BTreeMap;
use std::fmt::Write;

/// What one trainer's rows add up to.
#[derive(Debug, Default, PartialEq)]
struct Tally {
    /// TorchTPU trained it to outputs (judged), or raised/crashed on it.
    ran: usize,
    failed: usize,
    /// Step 1's outputs all within tolerance.
    first_step: usize,
    /// Every output within tolerance: the row passes.
    all_steps: usize,
    /// Where a parity failure departed first: `step 1 loss`, `step 1 gradient`, `step 1 update`,
    /// `loss curve`, `last step`.
    departures: BTreeMap<&'static str, usize>,
    /// Rows whose loop compiled new programs after step 1.
    recompiled: usize,
    steps: u32,
}

/// The kinds of departure, in the order a training row's outputs are judged.
const DEPARTURES: [&str; 5] = ["step 1 loss", "step 1 gradient", "step 1 update", "loss curve", "last step's parameters"];

/// The departure's kind, from the first failing output's name.
fn departure(name: &str) -> &'static str {
    match name {
        "step 1 loss" => "step 1 loss",
        n if n.starts_with("step 1 gradient of ") => "step 1 gradient",
        n if n.ends_with(" after step 1") => "step 1 update",
        n if n.starts_with("loss curve") => "loss curve",
        _ => "last step's parameters",
    }
}

fn tally(rows: &[&ResultRow]) -> BTreeMap<&'static str, Tally> {
    let mut by: BTreeMap<&'static str, Tally> = BTreeMap::new();
    for r in rows.iter().filter(|r| r.steps.is_some()) {
        let trainer = if r.mode == Mode::Compiled { "single-trace" } else { "loop" };
        let t = by.entry(trainer).or_default();
        t.steps = t.steps.max(r.steps.unwrap_or(0));
        match r.torch.as_deref().map(|x| x.cause) {
            Some(Cause::Raised | Cause::Crashed) => t.failed += 1,
            Some(Cause::Ran) if !r.outputs.is_empty() => {
                t.ran += 1;
                let passed = |o: &results::OutputRecord| o.metrics.as_ref().is_some_and(|m| m.passed);
                let first: Vec<_> =
                    r.outputs.iter().filter(|o| o.name.starts_with("step 1 ") || o.name.ends_with(" after step 1")).collect();
                if r.status != Status::Nondeterministic && !first.is_empty() && first.iter().all(|o| passed(o)) {
                    t.first_step += 1;
                }
                if r.status.is_pass() {
                    t.all_steps += 1;
                }
                if r.status == Status::FailParity {
                    if let Some(o) = r.outputs.iter().find(|o| !passed(o)) {
                        *t.departures.entry(departure(&o.name)).or_default() += 1;
                    }
                }
                if r.training.as_ref().and_then(|c| c.later_programs).unwrap_or(0) > 0 {
                    t.recompiled += 1;
                }
            }
            _ => {}
        }
    }
    by
}

/// The panel, where the run has training rows.
pub(super) fn panel(rows: &[&ResultRow], body: &mut String) {
    let by = tally(rows);
    if by.is_empty() {
        return;
    }
    body.push_str(
        "<section class=\"panel\"><h2>Training</h2><p>Each model trained from the same start on TorchTPU and on PyTorch CPU \
         (float32 and float64). One step at parity: step 1's loss, every parameter's gradient and every updated parameter \
         within tolerance. All steps: the loss curve and the last step's parameters too.</p><table><thead><tr><th>Trainer</th>\
         <th class=\"n\">Steps</th><th class=\"n\">Trained</th><th class=\"n\">Raised or crashed</th><th class=\"n\">1 step at parity</th>\
         <th class=\"n\">All steps at parity</th><th>Departed first at</th><th class=\"n\">Recompiled after step 1</th></tr></thead><tbody>",
    );
    for (trainer, t) in &by {
        // In the order a step's outputs are judged.
        let departed: Vec<String> = DEPARTURES.iter().filter_map(|k| t.departures.get(k).map(|n| format!("{k}: {n}"))).collect();
        // Said, not left blank: no row of this trainer failed parity.
        let departed = if departed.is_empty() { "none departed".to_string() } else { departed.join(", ") };
        let _ = write!(
            body,
            "<tr><td>{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}/{}</td>\
             <td class=\"n\">{}/{}</td><td>{}</td><td class=\"n\">{}</td></tr>",
            html(trainer),
            t.steps,
            t.ran,
            t.failed,
            t.first_step,
            t.ran,
            t.all_steps,
            t.ran,
            html(&departed),
            t.recompiled
        );
    }
    body.push_str("</tbody></table></section>");
}

#[cfg(test)]
mod tests {
    use super::*;
    use results::metrics::OutputMetrics;

    fn row(id: &str, status: Status, failing: Option<&str>) -> ResultRow {
        let mut r = ResultRow::started(id, "f", "torch-eager-train", 1);
        r.status = status;
        r.steps = Some(5);
        r.mode = Mode::Eager;
        r.torch = Some(Box::new(results::TorchRecord::new(Cause::Ran)));
        for name in ["step 1 loss", "step 1 gradient of w", "w after step 1", "loss curve, steps 1-5", "w after step 5"] {
            let metrics = OutputMetrics { passed: Some(name) != failing, ..Default::default() };
            r.outputs.push(results::OutputRecord { name: name.into(), metrics: Some(metrics), ..Default::default() });
        }
        r
    }

    #[test]
    fn a_trainer_counts_one_step_and_all_steps_at_parity_and_where_the_rest_departed() {
        let rows = [
            row("a", Status::Pass, None),
            row("b", Status::FailParity, Some("step 1 gradient of w")),
            row("c", Status::FailParity, Some("loss curve, steps 1-5")),
        ];
        let refs: Vec<&ResultRow> = rows.iter().collect();
        let t = &tally(&refs)["loop"];
        assert_eq!((t.ran, t.first_step, t.all_steps, t.steps), (3, 2, 1, 5));
        assert_eq!(t.departures.get("step 1 gradient"), Some(&1));
        assert_eq!(t.departures.get("loss curve"), Some(&1));
        let mut body = String::new();
        panel(&refs, &mut body);
        assert!(body.contains("<td>loop</td>") && body.contains("2/3") && body.contains("1/3"), "{body}");
        assert!(body.contains("step 1 gradient: 1, loss curve: 1"), "{body}");
        let passing = [row("a", Status::Pass, None)];
        let mut body = String::new();
        panel(&passing.iter().collect::<Vec<_>>(), &mut body);
        assert!(body.contains("<td>none departed</td>"), "no departure is said, not left blank: {body}");
    }
}
