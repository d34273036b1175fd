//! The dashboard's compile-only grid: for runs compiled for TPU topologies
//! with no chip (`run --topology`), one line per generation, topology and
//! tier: how many definitions compile, how many fit a device's HBM, the
//! median predicted step time (the compiler's `optimal_seconds` and the
//! roofline), the largest per-device footprint, and the collectives and
//! dot precisions the compiler chose, summed over the tier. Drawn from the
//! rows' typed `compiled` records only.

use crate::escape::html;
use results::{ResultRow, Status};
use std::collections::BTreeMap;
use std::fmt::Write;

#[derive(Default)]
struct Cell {
    total: usize,
    compiles: usize,
    fits: usize,
    predicted: Vec<f64>,
    optimal: Vec<f64>,
    largest: i64,
    collectives: BTreeMap<String, u64>,
    precisions: BTreeMap<String, u64>,
}

fn median(v: &mut [f64]) -> Option<f64> {
    v.sort_by(f64::total_cmp);
    v.get(v.len() / 2).copied()
}

fn seconds(s: Option<f64>) -> String {
    match s {
        Some(s) if s < 1e-3 => format!("{:.1} µs", s * 1e6),
        Some(s) if s < 1.0 => format!("{:.2} ms", s * 1e3),
        Some(s) => format!("{s:.2} s"),
        None => "n/a".into(),
    }
}

fn top(m: &BTreeMap<String, u64>, n: usize) -> String {
    let mut v: Vec<(&String, &u64)> = m.iter().collect();
    v.sort_by(|a, b| b.1.cmp(a.1).then_with(|| a.0.cmp(b.0)));
    v.iter().take(n).map(|(k, c)| format!("{} ×{c}", html(k))).collect::<Vec<_>>().join("<br>")
}

/// The grid, or `None` when no row was compiled for a topology.
pub(super) fn grid(rows: &[ResultRow]) -> Option<String> {
    let mut cells: BTreeMap<(String, String, String), Cell> = BTreeMap::new();
    for r in rows {
        let Some(c) = &r.compiled else { continue };
        let cell = cells.entry((c.generation.clone(), c.topology.clone(), r.tier.clone())).or_default();
        cell.total += 1;
        let compiled = c.memory.total() > 0;
        cell.compiles += usize::from(compiled);
        cell.fits += usize::from(r.status == Status::Compiled);
        if let Some(p) = c.predicted {
            cell.predicted.push(p.seconds);
            cell.optimal.extend(p.optimal_seconds);
        }
        cell.largest = cell.largest.max(c.memory.total());
        for (k, n) in &c.collectives {
            *cell.collectives.entry(k.clone()).or_insert(0) += u64::from(*n);
        }
        for (k, n) in &c.precisions {
            *cell.precisions.entry(k.clone()).or_insert(0) += u64::from(*n);
        }
    }
    if cells.is_empty() {
        return None;
    }
    let mut out = String::from(
        "<table class=\"results\"><thead><tr><th>generation</th><th>topology</th><th>tier</th><th>compile</th><th>fit</th>\
         <th>median predicted step (optimal / roofline)</th><th>largest per device</th><th>collectives</th><th>dots and convolutions</th></tr></thead><tbody>",
    );
    for ((generation, topology, tier), mut c) in cells {
        let _ = write!(
            out,
            "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}/{}</td><td>{}/{}</td><td>{} / {}</td><td>{:.1} MiB</td><td>{}</td><td>{}</td></tr>",
            html(&generation),
            html(&topology),
            html(&tier),
            c.compiles,
            c.total,
            c.fits,
            c.total,
            seconds(median(&mut c.optimal)),
            seconds(median(&mut c.predicted)),
            c.largest as f64 / (1u64 << 20) as f64,
            top(&c.collectives, 4),
            top(&c.precisions, 4),
        );
    }
    out.push_str("</tbody></table>");
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_line_per_generation_topology_and_tier() {
        let mut r = ResultRow::started("a", "bert", "tier1", 1);
        assert!(grid(std::slice::from_ref(&r)).is_none());
        r.status = Status::Compiled;
        let mut c = results::CompiledFor { topology: "v6e:2x2".into(), generation: "v6e".into(), ..Default::default() };
        c.memory.peak = 2 << 20;
        c.collectives.insert("all-reduce".into(), 2);
        c.predicted = Some(results::Predicted { seconds: 2e-6, optimal_seconds: Some(3e-6), ..Default::default() });
        r.compiled = Some(Box::new(c));
        let g = grid(&[r]).unwrap();
        assert!(g.contains("<td>v6e</td><td>v6e:2x2</td><td>tier1</td><td>1/1</td><td>1/1</td><td>3.0 µs / 2.0 µs</td><td>2.0 MiB</td><td>all-reduce ×2</td>"), "{g}");
    }
}
