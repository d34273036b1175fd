//! JUnit XML for CI systems: one test suite per tier, one test case per
//! definition (a dynamism definition's lengths fold into its one case), the
//! run's final rows as `results::tally` reads them. Unexpected failures and
//! planned definitions that did not run are `<failure>` (with the whole
//! error text), so a CI system that reads only JUnit sees an incomplete run
//! as failing; skipped and expected failures are `<skipped>`, and so are
//! compile-only rows (`compiled`: compiled for a topology, never run, so
//! never a pass: `<skipped message="compiled only for v6e:2x2, not run">`,
//! with the compile record as properties); an unexpected
//! pass is a passing case with a note. Every string from the run is
//! XML-escaped.

use crate::escape::xml;
use crate::load::Run;
use results::tally::tier_order;
use results::{ResultRow, Status};
use std::collections::BTreeMap;
use std::fmt::Write;

enum Outcome {
    Pass,
    Failure { kind: String, message: String, text: String },
    Skipped(String),
}

fn outcome(rows: &[&ResultRow]) -> Outcome {
    let failing: Vec<&&ResultRow> = rows.iter().filter(|r| r.status.outcome().fails_run()).collect();
    if let Some(first) = failing.first() {
        let mut text = String::new();
        for r in &failing {
            if let Some(l) = r.length {
                let _ = writeln!(text, "length {l}: {} at {}", r.status, r.stage);
            }
            if let Some(e) = &r.error {
                text.push_str(e);
                text.push('\n');
            }
            if let Some(c) = &r.training {
                let _ = writeln!(text, "loss per step: device {:?}; baseline {:?}; float64 {:?}", c.device, c.baseline, c.reference);
            }
        }
        let message = match first.error.as_deref().and_then(|e| e.lines().next()) {
            Some(line) => format!("{} at {}: {line}", first.status, first.stage),
            None => format!("{} at {}", first.status, first.stage),
        };
        return Outcome::Failure { kind: first.status.to_string(), message, text };
    }
    if let Some(r) = rows.iter().find(|r| r.status == Status::Xfail) {
        return Outcome::Skipped(format!("expected failure: {}", r.expected.map(|e| e.as_str()).unwrap_or("fail")));
    }
    if rows.iter().all(|r| r.status == Status::Skipped) {
        return Outcome::Skipped("skipped".into());
    }
    if let Some(r) = rows.iter().find(|r| r.status == Status::Compiled) {
        let topology = r.compiled.as_ref().map(|c| c.topology.as_str()).unwrap_or("a topology");
        return Outcome::Skipped(format!("compiled only for {topology}, not run"));
    }
    Outcome::Pass
}

/// A case's mode and performance as JUnit properties: the mode, the eager
/// record, the speedup and which mode departs, the repeats' median, p5 and
/// p95, device memory, flops, the determinism outcome, and `pass but flaky`
/// for a flaky row (JUnit has no such outcome; the case passes).
fn perf_properties(rows: &[&ResultRow]) -> Vec<(String, String)> {
    let Some(r) = rows.first() else { return Vec::new() };
    let mut props = Vec::new();
    if r.mode != results::Mode::Compiled || r.modes.is_some() {
        props.push(("mode".to_string(), r.mode.to_string()));
    }
    if let Some(e) = &r.eager {
        props.push(("eager_ops".into(), e.ops.to_string()));
        props.push(("eager_programs".into(), e.programs.to_string()));
        props.push(("eager_cache_hits".into(), e.cache_hits.to_string()));
    }
    if let Some(m) = &r.modes {
        if let Some(s) = m.speedup {
            props.push(("speedup".into(), format!("{s:.4}")));
        }
        props.push(("modes_agree".into(), m.agree.to_string()));
        props.push((
            "departs".into(),
            serde_json::to_value(m.departs).ok().and_then(|v| v.as_str().map(str::to_string)).unwrap_or_default(),
        ));
    }
    if let Some(p) = &r.perf {
        props.push(("repeat".into(), p.repeat.to_string()));
        props.push(("execute_median_ms".into(), format!("{:.6}", p.execute_ms.median)));
        props.push(("execute_p5_ms".into(), format!("{:.6}", p.execute_ms.p5)));
        props.push(("execute_p95_ms".into(), format!("{:.6}", p.execute_ms.p95)));
    }
    if let Some(b) = crate::measures::memory_bytes(r) {
        props.push(("memory_bytes".into(), format!("{b:.0}")));
    }
    if let Some(f) = crate::measures::flops(r) {
        props.push(("flops".into(), format!("{f}")));
    }
    if let Some(d) = crate::measures::determinism(r) {
        props.push(("determinism".into(), d.to_string()));
    }
    if rows.iter().any(|r| r.status == Status::Flaky) {
        props.push(("outcome".into(), "pass but flaky".into()));
    }
    props
}

fn properties(props: Vec<(String, String)>) -> String {
    if props.is_empty() {
        return String::new();
    }
    let mut out = String::from("      <properties>\n");
    for (k, v) in props {
        let _ = writeln!(out, "        <property name=\"{}\" value=\"{}\"/>", xml(&k), xml(&v));
    }
    out.push_str("      </properties>\n");
    out
}

/// A compile-only case's record as JUnit properties: per-device memory,
/// flops, predicted seconds, collectives; empty for other cases.
fn compiled_properties(rows: &[&ResultRow]) -> Vec<(String, String)> {
    let Some(c) = rows.iter().find_map(|r| r.compiled.as_ref()) else { return Vec::new() };
    let mut props = vec![
        ("topology".to_string(), c.topology.clone()),
        ("devices".into(), c.devices.to_string()),
        ("device_bytes".into(), c.memory.total().to_string()),
    ];
    if let Some(f) = c.cost("flops") {
        props.push(("flops".into(), format!("{f}")));
    }
    if let Some(p) = c.predicted {
        props.push(("predicted_seconds".into(), format!("{:.6e}", p.seconds)));
    }
    for (k, n) in &c.collectives {
        props.push((format!("collective.{k}"), n.to_string()));
    }
    props
}

fn seconds(rows: &[&ResultRow]) -> f64 {
    rows.iter().map(|r| r.timings.load_ms + r.timings.compile_ms + r.timings.execute_ms + r.timings.compare_ms).sum::<f64>() / 1e3
}

pub fn junit(run: &Run) -> String {
    // tier -> id -> rows (lengths)
    let mut tiers: BTreeMap<(u8, String), BTreeMap<&str, Vec<&ResultRow>>> = BTreeMap::new();
    for r in &run.rows {
        tiers.entry(tier_order(&r.tier)).or_default().entry(r.id.as_str()).or_default().push(r);
    }
    let mut body = String::new();
    let (mut all_tests, mut all_failures, mut all_skipped, mut all_time) = (0, 0, 0, 0.0);
    for ((_, tier), defs) in &tiers {
        let mut cases = String::new();
        let (mut failures, mut skipped, mut time) = (0, 0, 0.0);
        for (id, rows) in defs {
            let t = seconds(rows);
            time += t;
            let family = rows.first().map(|r| r.family.as_str()).unwrap_or("");
            let _ = write!(cases, "    <testcase name=\"{}\" classname=\"{}.{}\" time=\"{t:.3}\"", xml(id), xml(tier), xml(family));
            let mut props = compiled_properties(rows);
            props.extend(perf_properties(rows));
            let props = properties(props);
            match outcome(rows) {
                Outcome::Pass if props.is_empty() => cases.push_str("/>\n"),
                Outcome::Pass => {
                    let _ = write!(cases, ">\n{props}    </testcase>\n");
                }
                Outcome::Skipped(msg) => {
                    skipped += 1;
                    let _ = write!(cases, ">\n      <skipped message=\"{}\"/>\n{props}    </testcase>\n", xml(&msg));
                }
                Outcome::Failure { kind, message, text } => {
                    failures += 1;
                    let _ = write!(
                        cases,
                        ">\n      <failure type=\"{}\" message=\"{}\">{}</failure>\n{props}    </testcase>\n",
                        xml(&kind),
                        xml(&message),
                        xml(&text)
                    );
                }
            }
        }
        let _ = write!(
            body,
            "  <testsuite name=\"{}\" tests=\"{}\" failures=\"{failures}\" errors=\"0\" skipped=\"{skipped}\" time=\"{time:.3}\">\n{cases}  </testsuite>\n",
            xml(tier),
            defs.len()
        );
        all_tests += defs.len();
        all_failures += failures;
        all_skipped += skipped;
        all_time += time;
    }
    format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"tpu-compat {}\" tests=\"{all_tests}\" failures=\"{all_failures}\" errors=\"0\" skipped=\"{all_skipped}\" time=\"{all_time:.3}\">\n{body}</testsuites>\n",
        xml(&run.label())
    )
}
