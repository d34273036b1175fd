//! A run's performance, modes and stability per tier: what the dashboard's
//! tier cards, the Markdown summary and the JSON export say about speed
//! (median compile and execute time, device memory, the geometric-mean
//! speedup eager ÷ compiled over passing rows where modes were compared, as
//! PyTorch's HUD reports it), eager mode's program counts, determinism
//! outcomes, and the mode-parity table (per family: definitions compared,
//! how many agree, the largest disagreement, which mode departs). Every
//! figure comes from [`crate::measures`].

use crate::measures::{self, geomean, median};
use results::mode::Departs;
use results::ResultRow;
use serde::Serialize;
use std::collections::BTreeMap;

/// One tier's performance figures (all `None` where no row carries the measure).
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct TierPerf {
    pub tier: String,
    /// Rows whose time was measured (passing rows that executed).
    pub measured: usize,
    pub execute_ms: Option<f64>,
    pub compile_ms: Option<f64>,
    pub memory_bytes: Option<f64>,
    /// Geometric mean of eager ÷ compiled over passing rows with both.
    pub speedup_geomean: Option<f64>,
    pub speedup_median: Option<f64>,
    pub speedups: usize,
    /// Eager or deferred rows: op programs run, distinct ones needed, cache hits, compile time spent.
    pub eager_rows: usize,
    pub eager_ops: u64,
    pub eager_programs: u64,
    pub eager_cache_hits: u64,
    pub eager_compile_ms: f64,
    /// Determinism outcomes: rows checked, and by outcome.
    pub determinism_checked: usize,
    pub bit_identical: usize,
    pub within_ulps: usize,
    pub different: usize,
    pub flaky: usize,
}

/// One family's row of the mode-parity table.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct FamilyParity {
    pub tier: String,
    pub family: String,
    pub compared: usize,
    pub agree: usize,
    /// The largest disagreement between modes, and where.
    pub max_abs: f64,
    pub worst: Option<String>,
    /// Definitions by which mode departs: eager (an op wrong on its own), fusion, both.
    pub eager: usize,
    pub fusion: usize,
    pub both: usize,
}

/// A run's performance, per tier, and its mode-parity table.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct Performance {
    pub tiers: Vec<TierPerf>,
    pub parity: Vec<FamilyParity>,
}

impl Performance {
    pub fn of(rows: &[ResultRow]) -> Performance {
        let mut by_tier: BTreeMap<(u8, String), Vec<&ResultRow>> = BTreeMap::new();
        for r in rows {
            by_tier.entry(results::tally::tier_order(&r.tier)).or_default().push(r);
        }
        let tiers = by_tier.into_iter().map(|((_, tier), rows)| tier_perf(tier, &rows)).collect();
        let mut fam: BTreeMap<(String, String), FamilyParity> = BTreeMap::new();
        for r in rows {
            let Some(m) = &r.modes else { continue };
            let f = fam.entry((r.tier.clone(), r.family.clone())).or_insert_with(|| FamilyParity {
                tier: r.tier.clone(),
                family: r.family.clone(),
                ..Default::default()
            });
            f.compared += 1;
            f.agree += usize::from(m.agree);
            // The largest disagreement; NaN (a mode gave NaN where the other did not) is the largest.
            let worse = f.worst.is_none() || (!f.max_abs.is_nan() && (m.max_abs.is_nan() || m.max_abs > f.max_abs));
            if worse {
                f.max_abs = m.max_abs;
                f.worst = Some(match &m.output {
                    Some(o) => format!("{} ({o})", r.id),
                    None => r.id.clone(),
                });
            }
            match m.departs {
                Departs::Neither => {}
                Departs::Eager => f.eager += 1,
                Departs::Fusion => f.fusion += 1,
                Departs::Both => f.both += 1,
            }
        }
        Performance { tiers, parity: fam.into_values().collect() }
    }

    /// Speedups (eager ÷ compiled) of passing rows, for the distribution chart.
    pub fn speedups<'a>(rows: impl IntoIterator<Item = &'a ResultRow>) -> Vec<f64> {
        rows.into_iter()
            .filter(|r| measures::passed(r))
            .filter_map(|r| r.modes.as_ref().and_then(|m| m.speedup))
            .filter(|s| s.is_finite() && *s > 0.0)
            .collect()
    }

    pub fn tier(&self, tier: &str) -> Option<&TierPerf> {
        self.tiers.iter().find(|t| t.tier == tier)
    }
}

fn tier_perf(tier: String, rows: &[&ResultRow]) -> TierPerf {
    let vals = |f: fn(&ResultRow) -> Option<f64>| rows.iter().filter_map(|r| f(r)).collect::<Vec<f64>>();
    let exec = vals(measures::execute_ms);
    let speedups = Performance::speedups(rows.iter().copied());
    let mut t = TierPerf {
        tier,
        measured: exec.len(),
        execute_ms: median(&exec),
        compile_ms: median(&vals(measures::compile_ms)),
        memory_bytes: median(&vals(measures::memory_bytes)),
        speedup_geomean: geomean(&speedups),
        speedup_median: median(&speedups),
        speedups: speedups.len(),
        ..Default::default()
    };
    for r in rows {
        if let Some(e) = &r.eager {
            t.eager_rows += 1;
            t.eager_ops += u64::from(e.ops);
            t.eager_programs += u64::from(e.programs);
            t.eager_cache_hits += u64::from(e.cache_hits);
            t.eager_compile_ms += e.compile_ms;
        }
        match measures::determinism(r) {
            Some("bit-identical") => t.bit_identical += 1,
            Some("within-ulps") => t.within_ulps += 1,
            Some(_) => t.different += 1,
            None => {}
        }
        t.determinism_checked += usize::from(r.determinism.is_some());
        t.flaky += usize::from(r.status == results::Status::Flaky);
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;
    use results::mode::{ModeParity, ModeRun};
    use results::perf::{Agreement, Determinism};
    use results::{Mode, Status};

    fn row(id: &str, family: &str, speedup: Option<f64>, agree: bool, departs: Departs, max_abs: f64) -> ResultRow {
        let mut r = ResultRow::started(id, family, "tier2", 1);
        r.status = Status::Pass;
        r.timings.execute_ms = 2.0;
        r.timings.compile_ms = 100.0;
        r.modes = Some(Box::new(ModeParity {
            runs: vec![
                ModeRun { mode: Mode::Eager, status: Status::Pass, execute_ms: 4.0, compile_ms: 10.0 },
                ModeRun { mode: Mode::Compiled, status: Status::Pass, execute_ms: 2.0, compile_ms: 100.0 },
            ],
            agree,
            output: Some("logits".into()),
            max_abs,
            departs,
            first_op: None,
            speedup,
        }));
        r
    }

    #[test]
    fn tier_figures_and_the_parity_table() {
        let mut rows = vec![
            row("a", "llama", Some(2.0), true, Departs::Neither, 1e-7),
            row("b", "llama", Some(8.0), false, Departs::Fusion, 3e-3),
            row("c", "bert", Some(4.0), true, Departs::Neither, 0.0),
        ];
        rows[2].determinism = Some(Determinism { runs: 2, agreement: Agreement::BitIdentical, threads: None });
        rows[1].eager = Some(results::mode::EagerRecord { ops: 10, programs: 4, cache_hits: 1, compile_ms: 30.0 });
        let mut failing = row("d", "bert", Some(100.0), false, Departs::Eager, 1.0);
        failing.status = Status::FailParity;
        rows.push(failing);
        let p = Performance::of(&rows);
        let t = p.tier("tier2").unwrap();
        assert_eq!(t.speedups, 3, "the failing row's speedup is left out");
        assert!((t.speedup_geomean.unwrap() - 4.0).abs() < 1e-9);
        assert_eq!((t.execute_ms, t.compile_ms, t.measured), (Some(2.0), Some(100.0), 3));
        assert_eq!((t.eager_programs, t.eager_ops, t.bit_identical, t.determinism_checked), (4, 10, 1, 1));
        let llama = p.parity.iter().find(|f| f.family == "llama").unwrap();
        assert_eq!((llama.compared, llama.agree, llama.fusion, llama.max_abs), (2, 1, 1, 3e-3));
        assert_eq!(llama.worst.as_deref(), Some("b (logits)"));
        let bert = p.parity.iter().find(|f| f.family == "bert").unwrap();
        assert_eq!((bert.compared, bert.agree, bert.eager), (2, 1, 1));
    }
}
