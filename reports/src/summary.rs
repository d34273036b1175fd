//! Tier figures in the published style (`Tier 1: 4,821/4,917 passed (98.0%)`),
//! per family and per status. The unit of a figure is a definition: a
//! dynamism definition passes only when every length it was run at passes,
//! and a definition that was only skipped does not count at all. Grouping is
//! done on the attempts frame with polars.

use crate::errors::Result;
use crate::frame::{attempts_frame, cols, is_unexpected, perr};
use crate::load::Run;
use crate::row::{ResultRow, Status};
use polars::prelude::*;

/// `passed` of `total` counted definitions.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Figure {
    pub passed: usize,
    pub total: usize,
}

impl Figure {
    pub fn failed(&self) -> usize {
        self.total - self.passed
    }

    /// Percentage passed, `None` for an empty tier.
    pub fn rate(&self) -> Option<f64> {
        (self.total > 0).then(|| 100.0 * self.passed as f64 / self.total as f64)
    }

    /// `4,821/4,917 passed (98.0%)`.
    pub fn published(&self) -> String {
        format!("{}/{} passed ({})", thousands(self.passed), thousands(self.total), percent(self.rate()))
    }
}

/// `98.0%`, or `n/a` when nothing counted.
pub fn percent(rate: Option<f64>) -> String {
    match rate {
        Some(r) => format!("{r:.1}%"),
        None => "n/a".into(),
    }
}

/// `4917` -> `4,917`.
pub fn thousands(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// `tier1` -> `Tier 1`, `dynamism` -> `Bounded dynamism`; other suites keep their name.
pub fn tier_title(tier: &str) -> String {
    match tier.strip_prefix("tier") {
        Some(n) if !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()) => format!("Tier {n}"),
        _ if tier == "dynamism" => "Bounded dynamism".into(),
        _ => tier.to_string(),
    }
}

/// Tiers in the order they are published, then the rest by name.
pub fn tier_order(tier: &str) -> (u8, String) {
    let rank = match tier {
        "tier1" => 0,
        "tier2" => 1,
        "dynamism" => 2,
        _ => 3,
    };
    (rank, tier.to_string())
}

#[derive(Debug, Clone, Default, PartialEq)]
pub struct TierSummary {
    pub tier: String,
    pub figure: Figure,
    /// Per family, most definitions first.
    pub families: Vec<(String, Figure)>,
    /// Rows (attempts kept, one per id and length) per status, most first.
    pub statuses: Vec<(String, usize)>,
}

#[derive(Debug, Clone, Default, PartialEq)]
pub struct Summary {
    pub tiers: Vec<TierSummary>,
    /// Rows kept (latest attempt per id and length).
    pub rows: usize,
    /// Journal lines read, retries included.
    pub attempts: usize,
    pub unreadable_lines: usize,
    /// Rows whose outcome nobody declared (see `frame::is_unexpected`).
    pub unexpected: Vec<ResultRow>,
}

fn strings(df: &DataFrame, name: &str) -> Result<Vec<String>> {
    let c = df.column(name).map_err(perr("reading a summary column"))?;
    let ca = c.as_materialized_series().str().map_err(perr("reading a summary column"))?;
    Ok((0..ca.len()).map(|i| ca.get(i).unwrap_or_default().to_string()).collect())
}

fn counts(df: &DataFrame, name: &str) -> Result<Vec<usize>> {
    let c = df.column(name).map_err(perr("reading a summary column"))?;
    let s = c.as_materialized_series().cast(&DataType::Int64).map_err(perr("casting a summary column"))?;
    let ca = s.i64().map_err(perr("reading a summary column"))?;
    Ok((0..ca.len()).map(|i| ca.get(i).unwrap_or(0).max(0) as usize).collect())
}

/// Figures per group of `keys` over the per-definition frame.
// Eager group-by aggregations are marked deprecated in favour of the lazy
// engine; they are kept on purpose: lazy would double polars' compile time
// for a handful of small group-bys.
#[allow(deprecated)]
fn figures(defs: &DataFrame, keys: &[&str]) -> Result<Vec<(Vec<String>, Figure)>> {
    let counted = format!("{}_max", cols::COUNTED);
    let failed = format!("{}_max", cols::FAILED);
    let g = defs
        .group_by(keys.iter().copied())
        .map_err(perr("grouping definitions"))?
        .select([counted.as_str(), failed.as_str()])
        .sum()
        .map_err(perr("summing definitions"))?;
    let key_cols: Vec<Vec<String>> = keys.iter().map(|k| strings(&g, k)).collect::<Result<_>>()?;
    let total = counts(&g, &format!("{counted}_sum"))?;
    let bad = counts(&g, &format!("{failed}_sum"))?;
    Ok((0..g.height())
        .map(|i| {
            let key = key_cols.iter().map(|c| c[i].clone()).collect();
            (key, Figure { passed: total[i].saturating_sub(bad[i]), total: total[i] })
        })
        .collect())
}

impl Summary {
    #[allow(deprecated)] // eager group-by aggregations, see `figures`
    pub fn of(run: &Run) -> Result<Summary> {
        let df = attempts_frame(&run.rows)?;
        let mut summary = Summary {
            rows: run.rows.len(),
            attempts: run.attempts,
            unreadable_lines: run.unreadable_lines,
            unexpected: run.rows.iter().filter(|r| is_unexpected(r)).cloned().collect(),
            tiers: Vec::new(),
        };
        if df.height() == 0 {
            return Ok(summary);
        }
        // One row per definition: counted if any length counted, failed if any failed.
        let defs = df
            .group_by([cols::TIER, cols::ID, cols::FAMILY])
            .map_err(perr("grouping attempts"))?
            .select([cols::COUNTED, cols::FAILED])
            .max()
            .map_err(perr("collapsing lengths"))?;
        let per_tier = figures(&defs, &[cols::TIER])?;
        let per_family = figures(&defs, &[cols::TIER, cols::FAMILY])?;
        let st = df
            .group_by([cols::TIER, cols::STATUS])
            .map_err(perr("grouping statuses"))?
            .select([cols::COUNTED])
            .count()
            .map_err(perr("counting statuses"))?;
        let st_tier = strings(&st, cols::TIER)?;
        let st_status = strings(&st, cols::STATUS)?;
        let st_n = counts(&st, &format!("{}_count", cols::COUNTED))?;

        for (key, figure) in per_tier {
            let tier = key.into_iter().next().unwrap_or_default();
            let mut families: Vec<(String, Figure)> = per_family
                .iter()
                .filter(|(k, _)| k.first() == Some(&tier))
                .map(|(k, f)| (k.get(1).cloned().unwrap_or_default(), *f))
                .collect();
            families.sort_by(|a, b| b.1.total.cmp(&a.1.total).then_with(|| a.0.cmp(&b.0)));
            let mut statuses: Vec<(String, usize)> = (0..st_tier.len())
                .filter(|&i| st_tier[i] == tier)
                .map(|i| (st_status[i].clone(), st_n[i]))
                .collect();
            statuses.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
            summary.tiers.push(TierSummary { tier, figure, families, statuses });
        }
        summary.tiers.sort_by_key(|t| tier_order(&t.tier));
        Ok(summary)
    }

    /// Unexpected failures (not xpass): what makes a run exit non-zero.
    pub fn unexpected_failures(&self) -> usize {
        self.unexpected.iter().filter(|r| r.status != Status::Xpass).count()
    }

    /// The plain-text report printed by `tpu-compat report`.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        for t in &self.tiers {
            out.push_str(&format!("{}: {}\n", tier_title(&t.tier), t.figure.published()));
            let st: Vec<String> = t.statuses.iter().map(|(s, n)| format!("{s} {}", thousands(*n))).collect();
            out.push_str(&format!("  statuses: {}\n", st.join(", ")));
        }
        out.push_str(&format!(
            "{} rows ({} attempts read)",
            thousands(self.rows),
            thousands(self.attempts)
        ));
        if self.unreadable_lines > 0 {
            out.push_str(&format!(", {} unreadable journal lines skipped", thousands(self.unreadable_lines)));
        }
        out.push('\n');
        if !self.unexpected.is_empty() {
            out.push_str(&format!("Unexpected results: {}\n", thousands(self.unexpected.len())));
            for r in self.unexpected.iter().take(20) {
                let len = r.length.map(|l| format!(" @{l}")).unwrap_or_default();
                out.push_str(&format!("  {} {}{len} ({})\n", r.status, r.id, r.tier));
            }
            if self.unexpected.len() > 20 {
                out.push_str(&format!("  ... and {} more\n", self.unexpected.len() - 20));
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
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(4917), "4,917");
        assert_eq!(thousands(1234567), "1,234,567");
        let f = Figure { passed: 4821, total: 4917 };
        assert_eq!(format!("{}: {}", tier_title("tier1"), f.published()), "Tier 1: 4,821/4,917 passed (98.0%)");
        assert_eq!(Figure::default().published(), "0/0 passed (n/a)");
    }
}
