//! The per-definition verdict of a sweep and the published line:
//! `Bounded dynamism: 834/839 causal LLMs passed (99.4%)`. A definition
//! passes only when every one of its lengths passes.

use results::ResultRow;
use std::collections::BTreeMap;

#[derive(Debug, Clone, PartialEq, Default)]
pub struct Summary {
    pub definitions: usize,
    pub passed: usize,
    /// Definitions that failed, with their failing lengths.
    pub failed: BTreeMap<String, Vec<i64>>,
}

impl Summary {
    pub fn line(&self) -> String {
        let pct = if self.definitions == 0 { 0.0 } else { 100.0 * self.passed as f64 / self.definitions as f64 };
        format!("Bounded dynamism: {}/{} causal LLMs passed ({pct:.1}%)", self.passed, self.definitions)
    }
}

/// Groups sweep rows (those with a length) by definition id; rows of
/// other definitions in the same run (a suite mixing kinds) are not counted.
pub fn summarize(rows: &[ResultRow]) -> Summary {
    let mut by_id: BTreeMap<&str, Vec<&ResultRow>> = BTreeMap::new();
    for r in rows.iter().filter(|r| r.length.is_some() || r.bound.is_some()) {
        by_id.entry(r.id.as_str()).or_default().push(r);
    }
    let mut s = Summary { definitions: by_id.len(), ..Default::default() };
    for (id, rs) in by_id {
        if rs.iter().all(|r| r.status.is_pass()) {
            s.passed += 1;
        } else {
            let bad = rs.iter().filter(|r| !r.status.is_pass()).map(|r| r.length.unwrap_or(0)).collect();
            s.failed.insert(id.to_string(), bad);
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use results::Status;

    fn row(id: &str, length: Option<i64>, status: Status) -> ResultRow {
        ResultRow { length, bound: length.map(|_| 16), status, ..ResultRow::started(id, "llama", "hf", 1) }
    }

    #[test]
    fn only_definitions_with_lengths_are_counted() {
        let rows = [
            row("llama-dyn", Some(1), Status::Pass),
            row("llama-dyn", Some(16), Status::FailParity),
            row("llama-train", None, Status::Pass),
            row("gpt2-dyn", Some(1), Status::Pass),
        ];
        let s = summarize(&rows);
        assert_eq!((s.definitions, s.passed), (2, 1));
        assert_eq!(s.failed.get("llama-dyn"), Some(&vec![16]));
    }
}
