//! Reports of the mode, performance and determinism fields, from hand-built
//! rows: the attempts frame (CSV and Parquet columns), JUnit properties and
//! outcomes (nondeterministic fails, flaky passes with a note), Markdown's
//! performance and mode-parity sections, and a dashboard over eight nights
//! with its performance cards, mode column, parity table, speedup chart,
//! per-definition trends and the regressions page.

mod common;

use common::*;
use results::mode::{Departs, EagerRecord, ModeParity, ModeRun};
use results::perf::{Agreement, Determinism, Perf, Spread};
use results::{Mode, ResultRow, Status};

fn perf(median: f64) -> Perf {
    let mut p = Perf {
        repeat: 5,
        execute_ms: Spread::of(&[median * 0.9, median, median, median * 1.1, median * 1.3]).unwrap(),
        verified: 5,
        ..Default::default()
    };
    p.memory.arguments = 4096;
    p.memory.outputs = 1024;
    p.memory.temporaries = 2048;
    p.memory.generated_code = 30_000;
    p.cost.insert("flops".into(), 2.0 * 64.0 * 64.0 * 64.0);
    p.cost.insert("bytes accessed".into(), 49152.0);
    p.flops_per_s = Some(524288.0 / (median / 1e3));
    p
}

fn parity(speedup: f64, agree: bool, departs: Departs) -> ModeParity {
    ModeParity {
        runs: vec![
            ModeRun { mode: Mode::Compiled, status: Status::Pass, execute_ms: 1.0, compile_ms: 300.0 },
            ModeRun { mode: Mode::Eager, status: Status::Pass, execute_ms: speedup, compile_ms: 90.0 },
        ],
        agree,
        output: Some("logits".into()),
        max_abs: if agree { 1e-7 } else { 4e-3 },
        departs,
        first_op: (!agree).then(|| "%7".into()),
        speedup: Some(speedup),
    }
}

/// One night's rows: four parity definitions with performance and modes, one flaky, one nondeterministic.
fn night_rows(slow: bool) -> Vec<ResultRow> {
    let mut rows = Vec::new();
    for (i, fam) in ["llama", "llama", "bert", "bert"].iter().enumerate() {
        let mut r = row("tier2", &format!("{fam}-{i}"), fam, Status::Pass);
        let median = if slow && i == 0 { 30.0 } else { 2.0 + i as f64 };
        r.perf = Some(Box::new(perf(median)));
        r.modes = Some(Box::new(parity(2.0 * (i + 1) as f64, i != 1, if i == 1 { Departs::Fusion } else { Departs::Neither })));
        r.determinism = Some(Determinism { runs: 2, agreement: Agreement::BitIdentical, threads: Some(1) });
        rows.push(r);
    }
    let mut eager = row("tier2", "mlp-eager", "mlp", Status::Pass);
    eager.mode = Mode::Eager;
    eager.eager = Some(EagerRecord { ops: 12, programs: 5, cache_hits: 2, compile_ms: 140.0 });
    rows.push(eager);
    let mut flaky = row("tier2", "gpt2-flaky", "gpt2", Status::Flaky);
    flaky.error = None;
    flaky.determinism = Some(Determinism { runs: 2, agreement: Agreement::WithinUlps { output: "logits".into(), ulps: 2 }, threads: None });
    rows.push(flaky);
    let mut nd = row("tier2", "gpt2-nondet", "gpt2", Status::Nondeterministic);
    nd.error = Some("runs differ: logits".into());
    nd.determinism = Some(Determinism {
        runs: 2,
        agreement: Agreement::Different { output: "logits".into(), max_abs: 3e-9, differing: 4, elements: 512 },
        threads: None,
    });
    rows.push(nd);
    rows
}

#[test]
fn the_attempts_frame_carries_every_new_column() {
    let tmp = tempfile::tempdir().unwrap();
    let run = write_run(&tmp.path().join("r"), "r", &night_rows(false));
    let mut df = reports::frame::attempts_frame(&run.rows).unwrap();
    let mut csv = Vec::new();
    reports::export::write_csv(&mut df, &mut csv).unwrap();
    let text = String::from_utf8(csv).unwrap();
    let header: Vec<&str> = text.lines().next().unwrap().split(',').collect();
    for c in [
        "mode",
        "eager_ops",
        "eager_programs",
        "eager_cache_hits",
        "speedup",
        "departs",
        "modes_agree",
        "execute_median_ms",
        "execute_p5_ms",
        "execute_p95_ms",
        "memory_bytes",
        "memory_generated_code",
        "memory_host_temporaries",
        "memory_peak",
        "flops",
        "flops_per_s",
        "bytes_accessed",
        "determinism",
        "determinism_ulps",
    ] {
        assert!(header.contains(&c), "column {c} missing: {header:?}");
    }
    let cell = |id: &str, c: &str| -> String {
        let at = header.iter().position(|h| *h == c).unwrap();
        let line = text.lines().find(|l| l.contains(&format!(",{id},"))).unwrap();
        line.split(',').nth(at).unwrap().to_string()
    };
    assert_eq!(cell("llama-1", "departs"), "fusion");
    assert_eq!(cell("llama-1", "speedup"), "4.0");
    assert_eq!(cell("llama-0", "execute_median_ms"), "2.0");
    assert_eq!(cell("llama-0", "memory_bytes"), "37168.0", "every field, generated code included");
    assert_eq!(cell("llama-0", "flops"), "524288.0");
    assert_eq!(cell("mlp-eager", "mode"), "eager");
    assert_eq!(cell("mlp-eager", "eager_programs"), "5");
    assert_eq!(cell("gpt2-flaky", "determinism"), "within-ulps");
    assert_eq!(cell("gpt2-nondet", "determinism"), "different");
    assert_eq!(cell("gpt2-nondet", "speedup"), "", "no record: null");
    // Parquet takes the same frame.
    let pq = tmp.path().join("out.parquet");
    reports::export::parquet_files(&run, &pq).unwrap();
    assert!(std::fs::metadata(&pq).unwrap().len() > 0);
}

#[test]
fn junit_markdown_and_json_say_modes_speed_and_stability() {
    let tmp = tempfile::tempdir().unwrap();
    let run = write_run(&tmp.path().join("r"), "r", &night_rows(false));
    let junit = reports::junit::junit(&run);
    assert!(junit.contains("<property name=\"speedup\" value=\"2.0000\"/>"), "{junit}");
    assert!(junit.contains("<property name=\"execute_median_ms\" value=\"2.000000\"/>"), "{junit}");
    assert!(junit.contains("<property name=\"determinism\" value=\"bit-identical\"/>"), "{junit}");
    let flaky = junit.split("<testcase").find(|c| c.contains("gpt2-flaky")).unwrap();
    assert!(flaky.contains("pass but flaky") && !flaky.contains("<failure"), "{flaky}");
    let nd = junit.split("<testcase").find(|c| c.contains("gpt2-nondet")).unwrap();
    assert!(nd.contains("<failure type=\"nondeterministic\"") && nd.contains("value=\"different\""), "{nd}");

    let md = reports::markdown::performance(&run, None, None);
    assert!(md.contains("### Performance") && md.contains("### Mode parity"), "{md}");
    // Geometric mean of 2, 4, 6, 8 over passing rows with a speedup.
    assert!(md.contains(&format!("{:.2}× over 4", (2.0f64 * 4.0 * 6.0 * 8.0).powf(0.25))), "{md}");
    assert!(md.contains("| tier2 | llama | 2 | 1 | 4.000e-3 llama-1 (logits) | 0 / 1 / 0 |"), "{md}");
    assert!(md.contains("5 / 12"), "eager programs / ops: {md}");

    let s = reports::Summary::of(&run).unwrap();
    let doc: serde_json::Value = serde_json::from_str(&reports::export::json(&run, &s, None)).unwrap();
    let t = &doc["performance"]["tiers"][0];
    assert_eq!((t["tier"].as_str(), t["bit_identical"].as_u64(), t["different"].as_u64()), (Some("tier2"), Some(4), Some(1)));
    assert_eq!(doc["performance"]["parity"].as_array().unwrap().len(), 2);
}

#[test]
fn a_dashboard_over_eight_nights_shows_cards_trends_parity_and_regressions() {
    let tmp = tempfile::tempdir().unwrap();
    let history = tmp.path().join("history.csv");
    let mut last = None;
    for n in 1..=8 {
        let label = format!("night-{n}");
        let run = write_run(&tmp.path().join(&label), &label, &night_rows(n >= 7));
        let s = reports::Summary::of(&run).unwrap();
        reports::history::append(&history, &label, &run, &s).unwrap();
        last = Some(run);
    }
    let run = last.unwrap();
    let entries = reports::history::read(&history).unwrap();
    let (nights, unreadable) = reports::regressions::nights(&entries, &run, None, 10);
    assert_eq!(nights.len(), 8);
    let found = reports::regressions::find(&nights, unreadable, &Default::default());
    let regs: Vec<String> = found.regressions().map(|f| format!("{} {} {}", f.subject.name(), f.measure, f.first_bad_night)).collect();
    assert_eq!(regs, ["llama-0 (tier2) execute_ms night-7"], "{}", found.to_text());
    // An earlier night reported again is judged as it stood then: the nights up to it.
    let fifth = reports::Run::load(&tmp.path().join("night-5")).unwrap();
    let (upto, _) = reports::regressions::nights(&entries, &fifth, None, 10);
    let labels: Vec<&str> = upto.iter().map(|(n, _)| n.label.as_str()).collect();
    assert_eq!(labels, ["night-1", "night-2", "night-3", "night-4", "night-5"]);
    let (few, _) = reports::regressions::nights(&entries, &run, None, 3);
    assert_eq!(few.iter().map(|(n, _)| n.label.as_str()).collect::<Vec<_>>(), ["night-6", "night-7", "night-8"]);
    let summary = reports::Summary::of(&run).unwrap();
    let past = reports::history::past_runs(&entries, &run.dir, 10);
    let out = tmp.path().join("dash");
    reports::html::Dashboard { run: &run, summary: &summary, diff: None, history: &entries, past: &past, nightly: Some(&found) }
        .write(&out)
        .unwrap();
    let index = std::fs::read_to_string(out.join("index.html")).unwrap();
    assert!(index.contains("Tier 2 · execute (median)"), "the tier's performance card");
    assert!(index.contains("4/6 bit identical run to run"), "determinism on the card");
    assert!(index.contains("Tier 2 · eager programs"), "the eager card");
    assert!(index.contains("<table id=\"parity\">") && index.contains("Speedup distribution"), "parity table and speedup chart");
    assert!(index.contains("<th>Mode</th>") && index.contains("eager (12 ops, 5 programs)"), "the mode column");
    assert!(index.contains("href=\"regressions.html\">1</a>"), "the nightly card links to the page");
    let page = std::fs::read_to_string(out.join("regressions.html")).unwrap();
    assert!(page.contains("llama-0 (tier2)") && page.contains("night-7") && page.contains("night-6"), "{page}");
    let def = std::fs::read_to_string(out.join(reports::html::definition_href("llama-0"))).unwrap();
    assert!(def.contains("Execute time over nights (p5 / median / p95)") && def.contains("Device memory over nights"), "trends");
    assert!(def.contains("speedup (eager ÷ compiled)") && def.contains("bit identical over 2 runs, 1 threads"), "this run's record");
}
