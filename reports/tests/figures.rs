//! Report figures against counts computed independently, here, from the
//! hand-built journal: per tier, per family, per status, with retries,
//! skipped rows, dynamism lengths and a torn last line. Exports (CSV,
//! Parquet, JSON, JUnit) are read back and counted too.

mod common;

use common::*;
use reports::{ResultRow, Run, Status, Summary};
use results::Status::*;
use std::collections::{BTreeMap, BTreeSet};

fn hand_built() -> Vec<ResultRow> {
    let mut rows = Vec::new();
    let fams = ["bert", "llama", "vit"];
    let statuses = [Pass, Pass, Pass, FailCompile, Pass, Crash, Pass, Timeout, Skipped, Pass, Xfail, Pass, Xpass, Oom];
    for i in 0..1234usize {
        let mut r = row("tier1", &format!("t1-{i:04}"), fams[i % 3], statuses[(i * 7 + i / 5) % statuses.len()]);
        if r.status == Xfail || r.status == Xpass {
            r.expected = Some(FailCompile);
        }
        if i % 97 == 0 {
            // A failure the expected-results file names: the runner wrote it as xfail.
            r.status = Xfail;
            r.expected = Some(FailRun);
        }
        rows.push(r);
    }
    for i in 0..57usize {
        let st = if i % 11 == 3 {
            FailParity
        } else if i % 19 == 5 {
            MissingBaseline
        } else {
            Pass
        };
        rows.push(with_outputs(row("tier2", &format!("t2-{i:03}"), fams[i % 2], st), vec![output("out0", 1e-6, 0.1)]));
    }
    for i in 0..9usize {
        for (k, len) in [8, 16, 32, 64].into_iter().enumerate() {
            let st = if i == 4 && k == 3 {
                FailParity
            } else if i == 7 && k >= 1 {
                FailRecompile
            } else {
                Pass
            };
            rows.push(at(row("dynamism", &format!("dyn-{i}"), "llama", st), len));
        }
    }
    // Retries: an early crash, later passed, must count once, as its latest attempt.
    let mut first = row("tier1", "t1-0001", "llama", Crash);
    first.attempt = 1;
    rows.insert(0, first);
    rows
}

/// Latest attempt per (id, length), the way a reader would do it by hand.
fn latest(rows: &[ResultRow]) -> BTreeMap<(String, Option<i64>), ResultRow> {
    let mut m = BTreeMap::new();
    for r in rows {
        m.insert((r.id.clone(), r.length), r.clone());
    }
    m
}

#[test]
fn tier_family_and_status_figures_match_independent_counts() {
    let rows = hand_built();
    let mut text = journal(&rows);
    text.push_str("{\"id\":\"torn\",\"family\":\"ber"); // killed mid-write
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("results.jsonl"), text).unwrap();
    let run = Run::load(dir.path()).unwrap();
    let s = Summary::of(&run).unwrap();

    let kept = latest(&rows);
    assert_eq!(s.rows, kept.len());
    assert_eq!(s.attempts, rows.len());
    assert_eq!(s.unreadable_lines, 1);

    // Per definition: counted unless every length was skipped; passed when every counted length passed.
    let mut defs: BTreeMap<(String, String, String), (bool, bool)> = BTreeMap::new();
    for r in kept.values() {
        let e = defs.entry((r.tier.clone(), r.family.clone(), r.id.clone())).or_insert((false, true));
        if r.status != Skipped {
            e.0 = true;
            if !matches!(r.status, Pass | Xpass) {
                e.1 = false;
            }
        }
    }
    // Per definition, its status is its worst row's: unexpected failures,
    // then expected failures, unexpected passes, passes, skipped.
    let rank = |s: Status| match s {
        Skipped => 0,
        Pass => 1,
        Xpass => 2,
        Xfail => 3,
        _ => 5,
    };
    let mut worst: BTreeMap<(String, String), Status> = BTreeMap::new();
    for r in kept.values() {
        let w = worst.entry((r.tier.clone(), r.id.clone())).or_insert(r.status);
        if rank(r.status) > rank(*w) {
            *w = r.status;
        }
    }
    let tiers: BTreeSet<String> = kept.values().map(|r| r.tier.clone()).collect();
    assert_eq!(s.tiers.len(), tiers.len());
    for t in &s.tiers {
        let total = defs.iter().filter(|((tier, _, _), (c, _))| *tier == t.tier && *c).count();
        let passed = defs.iter().filter(|((tier, _, _), (c, p))| *tier == t.tier && *c && *p).count();
        assert_eq!((t.figure.passed, t.figure.total), (passed, total), "tier {}", t.tier);
        for (fam, fig) in &t.families {
            let total = defs.iter().filter(|((tier, f, _), (c, _))| *tier == t.tier && f == fam && *c).count();
            let passed = defs.iter().filter(|((tier, f, _), (c, p))| *tier == t.tier && f == fam && *c && *p).count();
            assert_eq!((fig.passed, fig.total), (passed, total), "tier {} family {fam}", t.tier);
        }
        let fams: BTreeSet<&String> = defs.keys().filter(|(tier, _, _)| *tier == t.tier).map(|(_, f, _)| f).collect();
        assert_eq!(t.families.len(), fams.len());
        for (st, n) in &t.statuses {
            let want = worst.iter().filter(|((tier, _), s)| *tier == t.tier && s.as_str() == st).count();
            assert_eq!(*n, want, "tier {} status {st}", t.tier);
        }
        let sum: usize = t.statuses.iter().map(|x| x.1).sum();
        assert_eq!(sum, worst.keys().filter(|(tier, _)| *tier == t.tier).count());
    }
    // The order is the published one.
    let order: Vec<&str> = s.tiers.iter().map(|t| t.tier.as_str()).collect();
    assert_eq!(order, ["tier1", "tier2", "dynamism"]);

    // Unexpected: definitions whose worst row is a failure the runner did
    // not turn into xfail; unexpected passes are listed apart and do not fail.
    let unexpected = worst.values().filter(|s| rank(**s) == 5).count();
    assert_eq!(s.unexpected.len(), unexpected);
    assert_eq!(s.unexpected_passes.len(), worst.values().filter(|s| **s == Xpass).count());
    assert_eq!(s.exit_code(), 1);

    // The published line for tier 1, from the independent count.
    let t1 = &s.tiers[0];
    let total = defs.iter().filter(|((tier, _, _), (c, _))| tier == "tier1" && *c).count();
    let passed = defs.iter().filter(|((tier, _, _), (c, p))| tier == "tier1" && *c && *p).count();
    let line = format!("Tier 1: {}/{} passed ({:.1}%)", sep(passed), sep(total), 100.0 * passed as f64 / total as f64);
    assert!(s.to_text().contains(&line), "{}\nmissing {line}", s.to_text());
    assert!(total > 999, "the test needs a thousands separator");
    assert_eq!(t1.figure.total, total);
}

fn sep(n: usize) -> String {
    let s = n.to_string();
    if s.len() > 3 {
        format!("{},{}", &s[..s.len() - 3], &s[s.len() - 3..])
    } else {
        s
    }
}

#[test]
fn exports_hold_every_row() {
    let rows = hand_built();
    let dir = tempfile::tempdir().unwrap();
    let run = write_run(&dir.path().join("run"), "night", &rows);
    let kept = latest(&rows);

    let pq = dir.path().join("out/results.parquet");
    reports::export::parquet_files(&run, &pq).unwrap();
    use polars::prelude::*;
    let df = ParquetReader::new(std::fs::File::open(&pq).unwrap()).finish().unwrap();
    assert_eq!(df.height(), kept.len());
    let statuses = df.column("status").unwrap().as_materialized_series().str().unwrap().clone();
    let crashes = (0..statuses.len()).filter(|&i| statuses.get(i) == Some("crash")).count();
    assert_eq!(crashes, kept.values().filter(|r| r.status == Crash).count());
    let outs = ParquetReader::new(std::fs::File::open(dir.path().join("out/results.outputs.parquet")).unwrap()).finish().unwrap();
    assert_eq!(outs.height(), kept.values().map(|r| r.outputs.len()).sum::<usize>());
    let margins = outs.column("margin").unwrap().as_materialized_series().f64().unwrap().clone();
    assert!((0..margins.len()).all(|i| margins.get(i) == Some(0.1)));

    let csv = dir.path().join("out/results.csv");
    reports::export::csv_files(&run, &csv).unwrap();
    let text = std::fs::read_to_string(&csv).unwrap();
    assert_eq!(text.lines().count(), kept.len() + 1);
    assert!(text.lines().next().unwrap().starts_with("tier,id,family,length,bound,status"));

    let s = Summary::of(&run).unwrap();
    let json: serde_json::Value = serde_json::from_str(&reports::export::json(&run, &s, None)).unwrap();
    assert_eq!(json["rows"].as_array().unwrap().len(), kept.len());
    assert_eq!(json["summary"]["tiers"][0]["total"], s.tiers[0].figure.total);

    let junit = reports::junit::junit(&run);
    let ids: BTreeSet<&str> = kept.values().map(|r| r.id.as_str()).collect();
    assert_eq!(junit.matches("<testcase ").count(), ids.len(), "one test case per definition");
    let failing_defs: BTreeSet<&str> = kept
        .values()
        // Unexpected failures fail a test case; an unexpected pass is a passing case with a note.
        .filter(|r| !matches!(r.status, Pass | Xpass | Xfail | Skipped))
        .map(|r| r.id.as_str())
        .collect();
    assert_eq!(junit.matches("<failure ").count(), failing_defs.len());
    assert!(junit.contains(&format!("tests=\"{}\"", ids.len())));

    let md = reports::markdown::markdown(&run, &s, None);
    assert!(md.contains(&format!("**Tier 1: {}**", s.tiers[0].figure.published())));
}

#[test]
fn a_damaged_run_json_is_an_error_naming_the_file() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("results.jsonl"), journal(&[row("tier1", "a", "mlp", Status::Pass)])).unwrap();
    std::fs::write(dir.path().join("run.json"), "{not json").unwrap();
    let e = Run::load(dir.path()).unwrap_err().to_string();
    assert!(e.contains("run.json"), "{e}");
    let e = Run::load(&dir.path().join("missing")).unwrap_err().to_string();
    assert!(e.contains("results.jsonl"), "{e}");
}
