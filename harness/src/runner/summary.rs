//! The end-of-run summary in the published style
//! (`Tier 1: 4,821/4,917 passed (98.0%)`), counted over each definition's
//! final attempt, with the count per status.

use reports::{ResultRow, Status};
use std::collections::{BTreeMap, HashMap};

pub use reports::summary::{thousands, tier_title as title};

/// Final status per planned id (the latest attempt; for sweeps, the worst length).
pub fn final_statuses<'a>(planned: &'a [String], rows: &[ResultRow]) -> HashMap<&'a str, Status> {
    let wanted: HashMap<&str, &'a str> = planned.iter().map(|s| (s.as_str(), s.as_str())).collect();
    let mut best: HashMap<&'a str, (u32, Status)> = HashMap::new();
    for r in rows {
        let Some(&id) = wanted.get(r.id.as_str()) else { continue };
        let e = best.entry(id).or_insert((r.attempt, r.status));
        if r.attempt > e.0 {
            *e = (r.attempt, r.status);
        } else if r.attempt == e.0 && e.1.is_pass() && !r.status.is_pass() {
            e.1 = r.status;
        }
    }
    best.into_iter().map(|(k, (_, s))| (k, s)).collect()
}

pub struct Summary {
    pub title: String,
    pub planned: usize,
    pub counts: BTreeMap<Status, usize>,
}

impl Summary {
    pub fn new(suite: &str, planned: &[String], rows: &[ResultRow]) -> Summary {
        let mut counts = BTreeMap::new();
        for s in final_statuses(planned, rows).into_values() {
            *counts.entry(s).or_insert(0) += 1;
        }
        Summary { title: title(suite), planned: planned.len(), counts }
    }

    pub fn passed(&self) -> usize {
        self.counts.iter().filter(|(s, _)| s.is_pass()).map(|(_, n)| n).sum()
    }

    pub fn finished(&self) -> usize {
        self.counts.values().sum()
    }

    /// Definitions whose final status is neither a pass nor an expected failure.
    pub fn unexpected(&self) -> usize {
        self.counts.iter().filter(|(s, _)| !s.is_pass() && **s != Status::Xfail).map(|(_, n)| n).sum()
    }

    pub fn headline(&self) -> String {
        let pct = if self.planned == 0 { 0.0 } else { 100.0 * self.passed() as f64 / self.planned as f64 };
        format!("{}: {}/{} passed ({pct:.1}%)", self.title, thousands(self.passed()), thousands(self.planned))
    }

    pub fn to_text(&self) -> String {
        let mut s = self.headline();
        s.push('\n');
        let parts: Vec<String> = self.counts.iter().map(|(st, n)| format!("{st} {}", thousands(*n))).collect();
        s.push_str(&format!("  {}", parts.join(", ")));
        let missing = self.planned.saturating_sub(self.finished());
        if missing > 0 {
            s.push_str(&format!(", not run {}", thousands(missing)));
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn published_style() {
        assert_eq!(thousands(4917), "4,917");
        assert_eq!(thousands(821), "821");
        assert_eq!(thousands(1_000_000), "1,000,000");
        let mut counts = BTreeMap::new();
        counts.insert(Status::Pass, 4821);
        counts.insert(Status::Crash, 96);
        let s = Summary { title: title("tier1"), planned: 4917, counts };
        assert_eq!(s.headline(), "Tier 1: 4,821/4,917 passed (98.0%)");
        assert_eq!(s.unexpected(), 96);
    }

    #[test]
    fn the_latest_attempt_counts() {
        let mk = |id: &str, st: Status, a: u32| {
            let mut r: ResultRow =
                serde_json::from_str(&format!(r#"{{"id":"{id}","family":"f","tier":"t","status":"pass","stage":"done"}}"#)).unwrap();
            r.status = st;
            r.attempt = a;
            r
        };
        let planned = vec!["a".to_string(), "b".to_string()];
        let rows = vec![mk("a", Status::Crash, 1), mk("a", Status::Pass, 2), mk("b", Status::Timeout, 1), mk("z", Status::Pass, 1)];
        let s = Summary::new("x", &planned, &rows);
        assert_eq!(s.passed(), 1);
        assert_eq!(s.counts.get(&Status::Timeout), Some(&1));
    }
}
