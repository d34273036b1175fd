//! Which definitions a run covers and which still need an attempt: the
//! suite's entries, narrowed by `--filter`, `--shard` and `--limit`, minus
//! what the journal already settled. The journal is read through
//! `results::tally` (the latest attempt of each definition, as every report
//! reads it): a definition is settled unless one of its final rows is a
//! `crash` or `timeout` and it has attempts left (`1 + --retries`);
//! resuming never repeats a settled definition and keeps the attempt
//! counter going for the others.

use super::shard::{self, ShardSpec};
use results::tally::{definitions, final_rows};
use results::ResultRow;
use std::collections::HashMap;
use suites::{Entry, Suite};

/// A definition still to attempt.
#[derive(Debug, Clone, PartialEq)]
pub struct Pending {
    pub index: usize,
    pub id: String,
    pub attempt: u32,
}

#[derive(Debug, Clone)]
pub struct Plan {
    /// Ids this run covers, in suite order.
    pub planned: Vec<String>,
    pub todo: Vec<Pending>,
    /// Estimated cost per id (for ETA weighting and shards).
    pub cost: HashMap<String, f64>,
}

pub fn select<'a>(suite: &'a Suite, filter: Option<&regex::Regex>, shard: Option<ShardSpec>) -> Vec<&'a Entry> {
    let chosen: Vec<&Entry> = suite.entries.iter().filter(|e| filter.is_none_or(|f| f.is_match(&e.id))).collect();
    match shard {
        Some(s) => shard::select(&chosen, s),
        None => chosen,
    }
}

impl Plan {
    pub fn new(suite: &Suite, chosen: &[&Entry], done: &[ResultRow], retries: u32) -> Plan {
        let fin = final_rows(done, &[]);
        // Per definition: its latest attempt, and whether that attempt may be retried.
        let standing: HashMap<&str, (u32, bool)> = definitions(&fin)
            .into_iter()
            .map(|d| {
                let attempt = d.rows.iter().map(|r| r.attempt).max().unwrap_or(1);
                (d.id, (attempt, d.rows.iter().any(|r| r.status.is_retryable())))
            })
            .collect();
        let mut todo = Vec::new();
        for e in chosen {
            let Some(index) = suite.position(&e.id) else {
                continue;
            };
            let attempt = match standing.get(e.id.as_str()) {
                None => 1,
                Some(&(last, true)) if last <= retries => last + 1,
                Some(_) => continue,
            };
            todo.push(Pending { index, id: e.id.clone(), attempt });
        }
        Plan { planned: chosen.iter().map(|e| e.id.clone()).collect(), todo, cost: chosen.iter().map(|e| (e.id.clone(), e.cost)).collect() }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use results::Status;

    fn row(id: &str, status: Status, attempt: u32) -> ResultRow {
        let mut r: ResultRow =
            serde_json::from_str(&format!(r#"{{"id":"{id}","family":"f","tier":"t","status":"pass","stage":"done"}}"#)).unwrap();
        r.status = status;
        r.attempt = attempt;
        r
    }

    #[test]
    fn settled_definitions_are_skipped_and_retries_count_on() {
        let dir = tempfile::tempdir().unwrap();
        for id in ["a", "b", "c", "d"] {
            let d = dir.path().join(id);
            std::fs::create_dir_all(&d).unwrap();
            std::fs::write(d.join("model.mlir"), "func.func public @main() -> () { return }").unwrap();
            std::fs::write(d.join("model.toml"), format!("id = \"{id}\"\nfamily = \"f\"\narguments = []\n")).unwrap();
        }
        let suite = Suite::open(dir.path().to_str().unwrap()).unwrap();
        let chosen = select(&suite, None, None);
        let done = vec![row("a", Status::Pass, 1), row("b", Status::Crash, 1), row("c", Status::Timeout, 1), row("c", Status::Timeout, 2)];
        let plan = Plan::new(&suite, &chosen, &done, 1);
        let todo: Vec<(&str, u32)> = plan.todo.iter().map(|p| (p.id.as_str(), p.attempt)).collect();
        assert_eq!(todo, [("b", 2), ("d", 1)]);
        let plan0 = Plan::new(&suite, &chosen, &done, 0);
        assert_eq!(plan0.todo.iter().map(|p| p.id.as_str()).collect::<Vec<_>>(), ["d"]);
        let f = regex::Regex::new("^[ab]$").unwrap();
        assert_eq!(select(&suite, Some(&f), None).len(), 2);
    }
}
