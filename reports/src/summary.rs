//! Tier figures in the published style (`Tier 1: 4,821/4,917 passed (98.0%)`),
//! per family and per status, and the run's verdict. Every count comes from
//! `results::tally` over the run's final rows, the same reading `tpu-compat
//! run` prints at the end of a run: a definition is one unit (a dynamism
//! definition passes only when every length passes), a planned definition
//! without a row is `not-run` and counts against its tier, and only
//! unexpected failures and unrun definitions fail the verdict.

use crate::errors::Result;
use crate::load::Run;
use results::tally::{definitions, Tally};
use results::{Outcome, ResultRow};
use std::collections::BTreeMap;

pub use results::tally::{tier_order, tier_title, Figure};
pub use results::text::thousands;

/// `98.0%`, or `n/a` when nothing counted.
pub fn percent(rate: Option<f64>) -> String {
    match rate {
        Some(r) => format!("{r:.1}%"),
        None => "n/a".into(),
    }
}

#[derive(Debug, Clone, Default, PartialEq)]
pub struct TierSummary {
    pub tier: String,
    pub figure: Figure,
    /// Per family, most definitions first.
    pub families: Vec<(String, Figure)>,
    /// Rows (attempts kept, one per id and length) per status, most first.
    pub statuses: Vec<(String, usize)>,
    /// `Tier 2`, or `Tier 2 (tpu-default numerics)` (`results::tally::TierTally::title`).
    pub title: String,
    /// A compile-only tier's figure (compiled for a topology, never run).
    pub compile_only: Option<results::tally::CompileOnlyFigure>,
}

impl TierSummary {
    /// `4,821/4,917 passed (98.0%)`, or for a compile-only tier
    /// `4,917/4,917 compile for v6e:2x2, 4,917 fit in HBM (compile only, not run)`.
    pub fn published(&self) -> String {
        match &self.compile_only {
            Some(c) => c.published(),
            None => self.figure.published(),
        }
    }

    pub fn title(&self) -> String {
        if self.title.is_empty() {
            tier_title(&self.tier)
        } else {
            self.title.clone()
        }
    }
}

#[derive(Debug, Clone, Default, PartialEq)]
pub struct Summary {
    pub tiers: Vec<TierSummary>,
    /// Rows kept (latest attempt per id and length).
    pub rows: usize,
    /// Journal lines read, retries included.
    pub attempts: usize,
    pub unreadable_lines: usize,
    /// One row per definition that fails the run (unexpected failure, not run).
    pub unexpected: Vec<ResultRow>,
    /// One row per definition that passed where a failure was expected.
    pub unexpected_passes: Vec<ResultRow>,
    /// The counts the verdict reads.
    pub tally: Tally,
}

impl Summary {
    pub fn of(run: &Run) -> Result<Summary> {
        let defs = definitions(&run.rows);
        let mut tally = Tally::of(&defs);
        tally.mark_partial(&run.missing_shards());
        let mut families: BTreeMap<(&str, &str), Figure> = BTreeMap::new();
        for d in &defs {
            families.entry((d.tier, d.family)).or_default().add(d);
        }
        let tiers = tally
            .tiers
            .iter()
            .map(|t| {
                let mut fams: Vec<(String, Figure)> =
                    families.iter().filter(|((tier, _), _)| *tier == t.tier).map(|((_, f), fig)| (f.to_string(), *fig)).collect();
                fams.sort_by(|a, b| b.1.total.cmp(&a.1.total).then_with(|| a.0.cmp(&b.0)));
                let mut statuses: Vec<(String, usize)> = t.statuses.iter().map(|(s, n)| (s.to_string(), *n)).collect();
                statuses.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
                TierSummary {
                    tier: t.tier.clone(),
                    figure: t.figure,
                    families: fams,
                    statuses,
                    title: t.title(),
                    compile_only: t.compile_only.clone(),
                }
            })
            .collect();
        let pick = |want: &dyn Fn(Outcome) -> bool| -> Vec<ResultRow> {
            defs.iter()
                .filter(|d| want(d.outcome))
                .filter_map(|d| d.rows.iter().find(|r| r.status == d.status).map(|r| (*r).clone()))
                .collect()
        };
        Ok(Summary {
            rows: run.rows.len(),
            attempts: run.attempts,
            unreadable_lines: run.unreadable_lines,
            unexpected: pick(&|o| o.fails_run()),
            unexpected_passes: pick(&|o| o == Outcome::UnexpectedPass),
            tiers,
            tally,
        })
    }

    /// Definitions that fail the run: unexpected failures and not run.
    pub fn unexpected_failures(&self) -> usize {
        self.unexpected.len()
    }

    /// The run's verdict as an exit code: 0, or 1 when anything failed unexpectedly or did not run.
    pub fn exit_code(&self) -> i32 {
        self.tally.exit_code()
    }

    /// The plain-text report printed by `tpu-compat report`: the same lines
    /// `tpu-compat run` ends with, then what the journal held and what failed.
    pub fn to_text(&self) -> String {
        let mut out = self.tally.to_text();
        out.push_str(&format!("{} rows ({} attempts read)", thousands(self.rows), thousands(self.attempts)));
        if self.unreadable_lines > 0 {
            out.push_str(&format!(", {} unreadable last journal line skipped", thousands(self.unreadable_lines)));
        }
        out.push('\n');
        for (title, list) in [("Unexpected results", &self.unexpected), ("Unexpected passes", &self.unexpected_passes)] {
            if list.is_empty() {
                continue;
            }
            out.push_str(&format!("{title}: {}\n", thousands(list.len())));
            for r in list.iter().take(20) {
                let len = r.length.map(|l| format!(" @{l}")).unwrap_or_default();
                let id = results::text::printable(&r.id);
                out.push_str(&format!("  {} {id}{len} ({})\n", r.status, r.tier));
            }
            if list.len() > 20 {
                out.push_str(&format!("  ... and {} more\n", list.len() - 20));
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn published_style() {
        let f = Figure { passed: 4821, total: 4917 };
        assert_eq!(format!("{}: {}", tier_title("tier1"), f.published()), "Tier 1: 4,821/4,917 passed (98.0%)");
        assert_eq!(percent(None), "n/a");
    }
}
