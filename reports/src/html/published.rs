//! The TorchTPU page's published-size panel: what `tpu-compat torch MODELS --device tpu --topology
//! T` found. Models lowered by TorchTPU without their weights and compiled for a TPU are never run,
//! so they are neither a pass nor TorchTPU's failure: the panel says, per topology, how many fit one
//! device, how many do not (and of those, how many fit a few devices with their weights sharded),
//! how many the compiler rejected, and lists the largest per-device footprints.

use crate::escape::html;
use results::{Cause, ResultRow, Status};
use std::collections::BTreeMap;
use std::fmt::Write;

/// Whether a row is a compile-only row at published size.
pub(super) fn is_published(r: &ResultRow) -> bool {
    r.torch.as_deref().is_some_and(|t| t.cause == Cause::Compiled)
}

/// What one topology's rows add up to.
#[derive(Debug, Default, PartialEq)]
struct Tally {
    fits: usize,
    oom: usize,
    sharded: BTreeMap<u32, usize>,
    rejected: usize,
}

fn tally(rows: &[&ResultRow]) -> BTreeMap<String, Tally> {
    let mut by: BTreeMap<String, Tally> = BTreeMap::new();
    for r in rows.iter().filter(|r| is_published(r)) {
        let topology = r.compiled.as_ref().map_or_else(|| "?".to_string(), |c| c.topology.clone());
        let t = by.entry(topology).or_default();
        match r.status {
            Status::Compiled => t.fits += 1,
            Status::Oom => {
                t.oom += 1;
                if let Some(f) = r.torch.as_deref().and_then(|t| t.sharded_fit.as_ref()) {
                    *t.sharded.entry(f.devices).or_default() += 1;
                }
            }
            _ => t.rejected += 1,
        }
    }
    by
}

/// The panel, where the run has compile-only rows at published size.
pub(super) fn panel(rows: &[&ResultRow], body: &mut String) {
    let by = tally(rows);
    if by.is_empty() {
        return;
    }
    body.push_str(
        "<section class=\"panel\"><h2>At published size, compile-only</h2><p>Each model built without its weights, lowered \
         by TorchTPU's export and compiled for the topology by the TPU compiler with no chip: never run, so neither a pass \
         nor a failure of TorchTPU's outputs. Fits one device: its compiled footprint is within one device's HBM; where it \
         is not, the model is compiled again with its weights sharded (FSDP) over a few of the topology's devices.</p>\
         <table><thead><tr><th>Topology</th><th class=\"n\">Fit one device</th><th class=\"n\">Do not</th>\
         <th>Of those, fit sharded</th><th class=\"n\">Compiler rejected</th></tr></thead><tbody>",
    );
    for (topology, t) in &by {
        let sharded = match t.sharded.is_empty() {
            true => "none".to_string(),
            false => t.sharded.iter().map(|(n, k)| format!("{k} over {n} devices")).collect::<Vec<_>>().join(", "),
        };
        let _ = write!(
            body,
            "<tr><td>{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td>{}</td><td class=\"n\">{}</td></tr>",
            html(topology),
            t.fits,
            t.oom,
            html(&sharded),
            t.rejected
        );
    }
    body.push_str("</tbody></table>");
    let mut largest: Vec<(&ResultRow, i64)> = rows
        .iter()
        .filter(|r| is_published(r) && r.status == Status::Compiled)
        .filter_map(|r| r.compiled.as_ref().map(|c| (*r, c.memory.peak)))
        .collect();
    largest.sort_by_key(|(_, peak)| std::cmp::Reverse(*peak));
    if !largest.is_empty() {
        body.push_str(
            "<p>The largest that fit one device:</p><table><thead><tr><th>Model</th><th class=\"n\">Parameters</th>\
             <th class=\"n\">A device</th><th class=\"n\">HBM</th></tr></thead><tbody>",
        );
        for (r, peak) in largest.iter().take(10) {
            let params = r.torch.as_deref().and_then(|t| t.parameters).map_or("?".into(), |p| format!("{:.2}B", p as f64 / 1e9));
            let hbm = r.compiled.as_ref().and_then(|c| c.hbm_bytes).map_or("?".into(), |h| format!("{:.1} GB", h as f64 / 1e9));
            let _ = write!(
                body,
                "<tr><td>{}</td><td class=\"n\">{params}</td><td class=\"n\">{:.1} GB</td><td class=\"n\">{hbm}</td></tr>",
                html(&r.id),
                *peak as f64 / 1e9
            );
        }
        body.push_str("</tbody></table>");
    }
    body.push_str("</section>");
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(id: &str, status: Status, sharded: Option<u32>) -> ResultRow {
        let mut r = ResultRow::started(id, "f", "torch-published", 1);
        r.status = status;
        let mut t = results::TorchRecord::new(Cause::Compiled);
        t.sharded_fit = sharded.map(|devices| results::ShardedFit { devices, peak_bytes: 1 });
        r.torch = Some(Box::new(t));
        r.compiled = Some(Box::new(results::CompiledFor { topology: "v5e:2x2".into(), ..Default::default() }));
        r
    }

    #[test]
    fn the_tally_counts_fits_oom_sharded_fits_and_rejections_apart_from_other_rows() {
        let rows = [
            row("a", Status::Compiled, None),
            row("b", Status::Oom, Some(2)),
            row("c", Status::Oom, None),
            row("d", Status::FailCompile, None),
            ResultRow::started("eager", "f", "torch-eager", 1),
        ];
        let refs: Vec<&ResultRow> = rows.iter().collect();
        let by = tally(&refs);
        let t = &by["v5e:2x2"];
        assert_eq!((t.fits, t.oom, t.rejected), (1, 2, 1));
        assert_eq!(t.sharded, BTreeMap::from([(2, 1)]));
        assert_eq!(by.len(), 1, "the eager row is not a compile-only row");
    }
}
