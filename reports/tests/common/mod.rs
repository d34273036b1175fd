//! Hand-built journals for the reports tests: rows are written as the
//! runner writes them (one JSON line each) and read back through the loader.

#![allow(dead_code)]

use reports::{OutputRecord, ResultRow, Run, Status, Timings};
use results::OutputMetrics;

pub fn row(tier: &str, id: &str, family: &str, status: Status) -> ResultRow {
    ResultRow {
        id: id.into(),
        family: family.into(),
        tier: tier.into(),
        status,
        stage: if status.is_pass() { results::Stage::Done } else { results::Stage::Compile },
        error: (!status.is_pass() && status != Status::Skipped).then(|| format!("{status} happened")),
        timings: Timings { load_ms: 3.0, compile_ms: 250.0, execute_ms: 4.0, compare_ms: 0.5, reference_ms: 0.0 },
        outputs: Vec::new(),
        worker_pid: 42,
        attempt: 1,
        cached: false,
        length: None,
        bound: None,
        compiles: None,
        training: None,
        expected: None,
        finished_at: 1.79e9,
        profiles: Default::default(),
        peak_host_bytes: None,
        device_bytes: None,
        devices: None,
        steps: None,
        op_case: None,
        compiled: None,
        disagreements: Vec::new(),
        mode: Default::default(),
        eager: None,
        modes: None,
        perf: None,
        determinism: None,
        torch: None,
    }
}

pub fn at(mut r: ResultRow, length: i64) -> ResultRow {
    r.length = Some(length);
    r.bound = Some(64);
    r.compiles = Some(1);
    r
}

/// A compared output with the given error and margin.
pub fn output(name: &str, max_abs: f64, margin: f64) -> OutputRecord {
    OutputRecord {
        name: name.into(),
        dtype: "f32".into(),
        shape: vec![2, 8],
        non_finite: 0,
        metrics: Some(OutputMetrics {
            max_abs,
            max_rel: max_abs,
            rmse: max_abs / 3.0,
            cosine: 0.99999,
            atol: 1e-5,
            rtol: 1.3e-6,
            rule: results::DecidingRule::Allclose,
            margin,
            passed: margin <= 1.0,
            ..OutputMetrics::default()
        }),
    }
}

pub fn with_outputs(mut r: ResultRow, outs: Vec<OutputRecord>) -> ResultRow {
    r.outputs = outs;
    r
}

pub fn journal(rows: &[ResultRow]) -> String {
    rows.iter().map(|r| serde_json::to_string(r).unwrap() + "\n").collect()
}

/// Writes a run folder and loads it back.
pub fn write_run(dir: &std::path::Path, label: &str, rows: &[ResultRow]) -> Run {
    std::fs::create_dir_all(dir).unwrap();
    std::fs::write(dir.join("results.jsonl"), journal(rows)).unwrap();
    std::fs::write(dir.join("run.json"), format!("{{\"label\": \"{label}\", \"device\": \"cpu\"}}")).unwrap();
    Run::load(dir).unwrap()
}

/// Text a hostile journal might carry: if it ran, it would mark the page.
pub const EVIL: &str = "bad op <script>document.body.setAttribute('data-pwned','1')</script> & \"quotes\" \u{1}";

/// A dashboard over a varied run: three tiers, parity metrics and a detail
/// file, a dynamism sweep, an earlier run to diff against, and a history of
/// three nights. Returns the dashboard folder and the run.
pub fn build_dashboard(root: &std::path::Path) -> (std::path::PathBuf, Run) {
    use results::Status::*;
    let fams = ["bert", "roberta", "llama", "gpt2", "vit", "t5"];
    let mut nights: Vec<(String, Vec<ResultRow>)> = Vec::new();
    for night in 0..4usize {
        let mut rows = Vec::new();
        for i in 0..120usize {
            let st = match (i * 13 + night * (i % 5 == 0) as usize) % 40 {
                0 => FailCompile,
                1 => Crash,
                2 => Timeout,
                3 => Skipped,
                _ => Pass,
            };
            let mut r = row("tier1", &format!("{}-{i:03}", fams[i % 6]), fams[i % 6], st);
            r.timings.compile_ms = 40.0 * (1.0 + (i % 17) as f64).powf(1.7);
            if i == 7 && night == 3 {
                r.status = FailCompile;
                r.error = Some(EVIL.into());
            }
            rows.push(r);
        }
        for i in 0..30usize {
            let grow = if night == 3 && i == 4 { 30.0 } else { 1.0 };
            let m0 = 0.02 * (1 + i) as f64 * if night == 3 && i == 9 { 1.6 } else { 1.0 };
            let outs = vec![output("logits", 1e-7 * grow * (1 + i) as f64, m0), output("hidden", 3e-7, 0.04 * (i % 7) as f64)];
            let st = if m0 > 1.0 { FailParity } else { Pass };
            rows.push(with_outputs(row("tier2", &format!("parity-{i:02}"), fams[i % 3], st), outs));
        }
        for i in 0..6usize {
            for len in [8, 16, 24, 32, 40, 48, 56, 64] {
                let st = if i == 2 && len > 40 { FailParity } else { Pass };
                rows.push(at(row("dynamism", &format!("causal-{i}"), "llama", st), len));
            }
        }
        nights.push((format!("2026-11-{:02}", 26 + night), rows));
    }
    let history = root.join("history.csv");
    let mut last = None;
    for (label, rows) in &nights {
        let run = write_run(&root.join(label), label, rows);
        let s = reports::Summary::of(&run).unwrap();
        reports::history::append(&history, label, &run, &s).unwrap();
        last = Some(run);
    }
    let run = last.unwrap();
    let before = Run::load(&root.join(&nights[2].0)).unwrap();
    reports::detail::write(
        &run.dir,
        "parity-03",
        None,
        &[reports::detail::OutputDetail {
            output: "logits".into(),
            error_bin_edges: vec![1e-9, 1e-8, 1e-7, 1e-6],
            error_bin_counts: vec![500, 300, 120, 9, 1],
            worst: vec![reports::detail::WorstElement { index: vec![0, 3, 7], expected: 0.25, actual: 0.2500004 }],
            sample: (0..100).map(|k| (k as f64 / 10.0 - 5.0, k as f64 / 10.0 - 5.0 + 1e-6 * (k % 3) as f64)).collect(),
        }],
    )
    .unwrap();
    let summary = reports::Summary::of(&run).unwrap();
    let diff = reports::diff::RunDiff::between(&before, &run);
    let entries = reports::history::read(&history).unwrap();
    let past = reports::history::past_runs(&entries, &run.dir, 10);
    let out = root.join("dashboard");
    reports::html::Dashboard { run: &run, summary: &summary, diff: Some((&diff, &before)), history: &entries, past: &past, nightly: None }
        .write(&out)
        .unwrap();
    (out, run)
}
