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

/// What a run covers: its own definitions, and those of the whole run it is
/// a shard of (every shard's, together; the same as its own when unsharded).
#[derive(Debug, Clone, PartialEq)]
pub struct Choice<'a> {
    pub chosen: Vec<&'a Entry>,
    pub whole: Vec<&'a Entry>,
}

/// The ids `run` plans (after `--filter`, `--shard` and `--limit`) and, when
/// sharded, every shard's together (`run.json`'s `whole_planned`; else
/// none). A filter that matches nothing is an error; a shard may
/// legitimately be empty (an Indexed Job with more shards than definitions).
pub fn planned_ids(
    suite: &Suite,
    filter: Option<&regex::Regex>,
    shard: Option<ShardSpec>,
    limit: Option<usize>,
) -> Result<(Vec<String>, Vec<String>), String> {
    if select(suite, filter, None).is_empty() {
        return Err(format!("no definitions of {} match --filter", suite.name));
    }
    let choice = choose(suite, filter, shard, limit);
    let ids = |es: &[&Entry]| es.iter().map(|e| e.id.clone()).collect::<Vec<String>>();
    Ok((ids(&choice.chosen), if shard.is_some() { ids(&choice.whole) } else { Vec::new() }))
}

/// The entries `--filter`, `--shard` and `--limit` choose (`--limit` cuts
/// each shard, not the suite), and the whole run's, in suite order.
pub fn choose<'a>(suite: &'a Suite, filter: Option<&regex::Regex>, shard: Option<ShardSpec>, limit: Option<usize>) -> Choice<'a> {
    let matching = select(suite, filter, None);
    let limit = limit.unwrap_or(usize::MAX);
    let Some(spec) = shard else {
        let chosen: Vec<&Entry> = matching.into_iter().take(limit).collect();
        return Choice { whole: chosen.clone(), chosen };
    };
    let mut taken = vec![0usize; spec.count];
    let mut whole = Vec::new();
    let mut chosen = Vec::new();
    for (e, s) in matching.iter().zip(shard::assign(&matching, spec.count)) {
        if taken[s] < limit {
            taken[s] += 1;
            whole.push(*e);
            if s == spec.index - 1 {
                chosen.push(*e);
            }
        }
    }
    Choice { chosen, whole }
}

/// The run identity's setting for the shard (`K/N`, empty when unsharded).
pub const SHARD_SETTING: &str = "shard";
/// The run identity's setting for the plan: [`planned_identity`] of the ids.
pub const PLANNED_SETTING: &str = "planned";

/// `12 definitions, sha256 0123456789abcdef`: a plan as a run's identity records it.
pub fn planned_identity(ids: &[String]) -> String {
    let hash = runtime::tensors_file::sha256_hex(ids.join("\n").as_bytes());
    format!("{} definitions, sha256 {}", ids.len(), &hash[..16])
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

    #[test]
    fn a_shards_choice_is_its_part_of_the_whole_runs_and_limit_cuts_each_shard() {
        let dir = tempfile::tempdir().unwrap();
        for i in 0..7 {
            let id = format!("d{i}");
            let d = dir.path().join(&id);
            std::fs::create_dir_all(&d).unwrap();
            std::fs::write(d.join("model.mlir"), "func.func public @main() -> () { return }").unwrap();
            std::fs::write(d.join("model.toml"), format!("id = \"{id}\"\nfamily = \"f\"\narguments = []\n")).unwrap();
        }
        let suite = Suite::open(dir.path().to_str().unwrap()).unwrap();
        let ids = |v: &[&Entry]| v.iter().map(|e| e.id.clone()).collect::<Vec<_>>();
        for limit in [None, Some(1), Some(2)] {
            let mut union = Vec::new();
            for k in 1..=3 {
                let spec = ShardSpec { index: k, count: 3 };
                let c = choose(&suite, None, Some(spec), limit);
                let mut old = select(&suite, None, Some(spec));
                old.truncate(limit.unwrap_or(usize::MAX));
                assert_eq!(ids(&c.chosen), ids(&old), "shard {k}, limit {limit:?}");
                assert_eq!(ids(&c.whole), ids(&choose(&suite, None, Some(ShardSpec { index: 1, count: 3 }), limit).whole));
                union.extend(ids(&c.chosen));
            }
            union.sort();
            assert_eq!(union, ids(&choose(&suite, None, Some(ShardSpec { index: 2, count: 3 }), limit).whole));
        }
        let whole = choose(&suite, None, None, Some(3));
        assert_eq!(ids(&whole.chosen), ["d0", "d1", "d2"]);
        assert_eq!(whole.whole, whole.chosen);
        assert_eq!(planned_identity(&["a".into()]), planned_identity(&["a".into()]));
        assert!(planned_identity(&["a".into(), "b".into()]).starts_with("2 definitions, sha256 "));
    }
}
