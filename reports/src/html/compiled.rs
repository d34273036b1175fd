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

fn bytes(b: i64) -> String {
    let mib = b as f64 / (1024.0 * 1024.0);
    if mib >= 1024.0 {
        format!("{:.2} GiB", mib / 1024.0)
    } else {
        format!("{mib:.2} MiB")
    }
}

/// A definition page's account of one compile-only row: the target, every
/// compiled-memory field per device (against the generation's HBM where
/// known), the cost analysis, the predicted step time, the collectives
/// inserted and the precision of every dot and convolution. `None` for a
/// row that was not compiled for a topology.
pub(super) fn section(r: &ResultRow) -> Option<String> {
    let c = r.compiled.as_deref()?;
    let mut s = format!("<section class=\"panel\"><h2>Compiled for {} (compile only, not run)</h2><table><tbody>", html(&c.topology));
    let mut line = |k: &str, v: String| {
        let _ = write!(s, "<tr><th>{}</th><td>{v}</td></tr>", html(k));
    };
    line(
        "target",
        format!("{} chips of {} ({}), program over {} device(s)", c.chips, html(&c.generation), html(&c.device_kind), c.devices),
    );
    line("compiler", html(&c.library_version));
    let m = &c.memory;
    let fit = match (c.hbm_bytes, c.fits()) {
        (Some(h), Some(true)) => format!(" of {} HBM: fits", bytes(h as i64)),
        (Some(h), Some(false)) => format!(" of {} HBM: does not fit", bytes(h as i64)),
        _ => " (HBM of the generation unknown)".into(),
    };
    line("device memory, per device", format!("{}{fit}", bytes(m.total())));
    line(
        "arguments / outputs / alias / temporaries / generated code",
        [m.arguments, m.outputs, m.alias, m.temporaries, m.generated_code].map(bytes).join(" / "),
    );
    for key in ["flops", "bytes accessed", "transcendentals", "optimal_seconds"] {
        if let Some(v) = c.cost(key) {
            line(key, format!("{v}"));
        }
    }
    if let Some(p) = &c.predicted {
        let mfu = p.mfu_ceiling.map(|m| format!(", MFU ceiling {:.1}%", m * 100.0)).unwrap_or_default();
        line(
            "predicted step",
            format!(
                "{} (compiler), roofline {} (compute {}, memory {}){mfu}",
                seconds(p.optimal_seconds),
                seconds(Some(p.seconds)),
                seconds(Some(p.compute_seconds)),
                seconds(Some(p.memory_seconds))
            ),
        );
    }
    let count = |m: &BTreeMap<String, u32>| m.iter().map(|(k, v)| (k.clone(), u64::from(*v))).collect::<BTreeMap<_, _>>();
    if !c.collectives.is_empty() {
        line("collectives inserted", top(&count(&c.collectives), usize::MAX));
    }
    if !c.precisions.is_empty() {
        line("dots and convolutions", top(&count(&c.precisions), usize::MAX));
    }
    s.push_str("</tbody></table></section>");
    Some(s)
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

    #[test]
    fn a_definition_page_shows_what_the_compiler_said() {
        let mut r = ResultRow::started("a", "bert", "tier1", 1);
        assert!(section(&r).is_none(), "a row that was run has no compile-only section");
        let mut c = results::CompiledFor {
            topology: "v5e:2x2".into(),
            generation: "v5e".into(),
            chips: 4,
            devices: 4,
            hbm_bytes: Some(16 << 30),
            ..Default::default()
        };
        c.memory.temporaries = 24 << 30;
        c.collectives.insert("all-gather".into(), 3);
        c.cost.insert("flops".into(), 48.0);
        r.compiled = Some(Box::new(c));
        let s = section(&r).unwrap();
        assert!(s.contains("Compiled for v5e:2x2") && s.contains("4 chips of v5e"), "{s}");
        assert!(s.contains("24.00 GiB of 16.00 GiB HBM: does not fit"), "{s}");
        assert!(s.contains("all-gather ×3") && s.contains("<th>flops</th><td>48</td>"), "{s}");
    }
}
