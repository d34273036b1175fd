//! One verdict, whoever reads the run: `tpu-compat run` and `tpu-compat
//! report` (text, Markdown, JSON, JUnit) of the same folder must print the
//! same figures and exit with the same code, over a matrix of every status
//! the runner can give (through the fault plugin and a baseline store),
//! with and without an expected-results file, complete and interrupted
//! runs, retried rows and merged shards. All through the real binary.

mod common;

use common::*;
use results::Status;
use std::path::{Path, PathBuf};
use std::process::Output;

/// A suite whose definitions end in every status a run can give on the
/// fault plugin with a baseline store: pass, fail-parity, missing-baseline,
/// stale-baseline, fail-compile, fail-run, crash, oom, timeout.
struct Matrix {
    _tmp: tempfile::TempDir,
    root: PathBuf,
    suite: PathBuf,
    store: PathBuf,
}

const CASES: [(&str, Status); 10] = [
    ("a-pass", Status::Pass),
    ("b-pass", Status::Pass),
    ("c-parity", Status::FailParity),
    ("d-missing", Status::MissingBaseline),
    ("e-stale", Status::StaleBaseline),
    ("f-compile", Status::FailCompile),
    ("g-run", Status::FailRun),
    ("h-crash", Status::Crash),
    ("i-oom", Status::Oom),
    ("j-timeout", Status::Timeout),
];

fn marker(id: &str) -> Option<&'static str> {
    match id {
        "f-compile" => Some("error@compile"),
        "g-run" => Some("error@execute"),
        "h-crash" => Some("segfault@execute"),
        "i-oom" => Some("oom@execute"),
        "j-timeout" => Some("hang@execute"),
        _ => None,
    }
}

impl Matrix {
    fn new() -> Matrix {
        let tmp = tempfile::tempdir().unwrap();
        let root = tmp.path().to_path_buf();
        let suite = root.join("matrix");
        let store = root.join("store");
        for (id, _) in CASES {
            definition(&suite, id, None);
        }
        // Baselines of the clean programs, on the CPU plugin.
        let out = tpu_compat(&root.join("cache")).args(["baseline", "record"]).arg(&suite).arg("--out").arg(&store).output().unwrap();
        assert_eq!(out.status.code(), Some(0), "{}", show(&out));
        let s = baselines::Store::new(&store);
        // c-parity: the same definition, other numbers.
        let mut b = s.load("matrix", "c-parity").unwrap();
        let v: Vec<f32> = b.outputs[0].to_vec::<f32>().unwrap().iter().map(|x| x + 0.5).collect();
        b.outputs[0] = runtime::HostTensor::from_slice(&b.outputs[0].shape.clone(), &v).unwrap();
        s.write("matrix", &b).unwrap();
        // d-missing: no baseline.
        std::fs::remove_file(s.path("matrix", "d-missing").unwrap()).unwrap();
        // e-stale: the program changed after it was recorded.
        let p = suite.join("e-stale").join("model.mlir");
        let text = std::fs::read_to_string(&p).unwrap().replace("stablehlo.tanh", "stablehlo.logistic");
        std::fs::write(&p, text).unwrap();
        // The failures the fault plugin injects (after recording, which ran clean).
        for (id, _) in CASES {
            if let Some(m) = marker(id) {
                definition(&suite, id, Some(m));
            }
        }
        Matrix { _tmp: tmp, root, suite, store }
    }

    fn run(&self, run_dir: &Path, extra: &[&str]) -> Output {
        tpu_compat(&self.root.join("cache"))
            .arg("run")
            .arg(&self.suite)
            .args(["--jobs", "2", "--timeout", "3s", "--kill-grace", "1s", "--device"])
            .arg(fault_plugin())
            .arg("--baselines")
            .arg(&self.store)
            .arg("--run-dir")
            .arg(run_dir)
            .args(extra)
            .output()
            .unwrap()
    }

    fn expected_file(&self, entries: &[(&str, &str)]) -> PathBuf {
        let p = self.root.join("expected.toml");
        let text: String =
            entries.iter().map(|(id, st)| format!("[definitions.\"{id}\"]\nstatus = \"{st}\"\nreason = \"known\"\n")).collect();
        std::fs::write(&p, text).unwrap();
        p
    }
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// The tally block `run` prints: everything before `run dir:`, less the
/// plain progress lines (`[k/n] ...`) printed when stdout is not a terminal.
fn run_block(o: &Output) -> String {
    let text = stdout(o);
    text.lines().take_while(|l| !l.starts_with("run dir:")).filter(|l| !l.starts_with('[')).map(|l| format!("{l}\n")).collect()
}

fn report(run_dir: &Path, format: &str) -> Output {
    tpu_compat(Path::new("/nonexistent-cache")).arg("report").arg(run_dir).args(["--format", format]).output().unwrap()
}

/// `report` in every format exits as `run` did, and its text begins with
/// exactly the lines `run` printed.
fn assert_report_agrees(run_dir: &Path, run_code: i32, block: &str) {
    let text = report(run_dir, "text");
    assert_eq!(text.status.code(), Some(run_code), "report text vs run\n{}", show(&text));
    assert!(stdout(&text).starts_with(block), "report:\n{}\nrun:\n{block}", stdout(&text));
    let md = report(run_dir, "md");
    assert_eq!(md.status.code(), Some(run_code), "{}", show(&md));
    let headline = block.lines().next().unwrap();
    let figure = headline.split_once(": ").unwrap().1;
    assert!(stdout(&md).contains(figure), "markdown lacks `{figure}`:\n{}", stdout(&md));
    let json = report(run_dir, "json");
    assert_eq!(json.status.code(), Some(run_code), "{}", show(&json));
    let v: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    assert_eq!(v["summary"]["exit_code"], serde_json::json!(run_code), "{}", stdout(&json));
    let junit = report(run_dir, "junit");
    assert_eq!(junit.status.code(), Some(run_code), "{}", show(&junit));
    let failures_attr =
        stdout(&junit).lines().nth(1).and_then(|l| l.split("failures=\"").nth(1)).and_then(|r| r.split('"').next()).map(str::to_string);
    let failing = block.lines().last().unwrap_or("").contains("FAILED");
    assert_eq!(failures_attr.as_deref() != Some("0"), failing, "JUnit failures vs verdict:\n{}", stdout(&junit));
}

#[test]
fn every_status_with_and_without_expected_results_reads_the_same_from_run_and_report() {
    let m = Matrix::new();

    // Without an expected-results file: every failure is unexpected.
    let plain = m.root.join("plain");
    let out = m.run(&plain, &[]);
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    let got = statuses(&rows(&plain));
    for (id, want) in CASES {
        assert_eq!(got.get(id), Some(&want), "{id}: {}", show(&out));
    }
    let block = run_block(&out);
    assert!(block.starts_with("matrix: 2/10 passed (20.0%)\n"), "{block}");
    assert!(block.contains("verdict: FAILED (8 unexpected failures)"), "{block}");
    assert_report_agrees(&plain, 1, &block);

    // Every failure expected as it happens (one as "any failure"), and one
    // pass expected to fail: xfail and xpass, exit 0 from both.
    let entries: Vec<(&str, &str)> = CASES
        .iter()
        .filter(|(_, s)| *s != Status::Pass)
        .map(|(id, s)| (*id, if *id == "h-crash" { "fail" } else { s.as_str() }))
        .chain([("b-pass", "fail-run")])
        .collect();
    let expected = m.expected_file(&entries);
    let xrun = m.root.join("expected");
    let out = m.run(&xrun, &["--expected", expected.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let got = statuses(&rows(&xrun));
    assert_eq!(got.get("b-pass"), Some(&Status::Xpass));
    assert_eq!(got.get("h-crash"), Some(&Status::Xfail));
    assert_eq!(got.values().filter(|s| **s == Status::Xfail).count(), 8, "{got:?}");
    let block = run_block(&out);
    assert!(block.contains("verdict: ok (8 expected failures, 1 unexpected passes"), "{block}");
    assert_report_agrees(&xrun, 0, &block);

    // An expectation of another failure does not cover this one.
    let wrong = m.expected_file(&[("f-compile", "crash")]);
    let wrun = m.root.join("wrong");
    let out = m.run(&wrun, &["--expected", wrong.to_str().unwrap(), "--filter", "^[af]-"]);
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    let r = rows(&wrun).into_iter().find(|r| r.id == "f-compile").unwrap();
    assert_eq!((r.status, r.expected), (Status::FailCompile, Some(Status::Crash)));
    assert_report_agrees(&wrun, 1, &run_block(&out));
}

#[test]
fn an_interrupted_run_reports_k_of_n_with_the_rest_not_run_in_every_format() {
    let m = Matrix::new();
    // Stop after the first failure: the rest of the plan is never attempted.
    let ff = m.root.join("fail-fast");
    let out = tpu_compat(&m.root.join("cache"))
        .arg("run")
        .arg(&m.suite)
        .args(["--jobs", "1", "--fail-fast", "--filter", "^(a|b|f|g|h)-"])
        .arg("--device")
        .arg(fault_plugin())
        .arg("--run-dir")
        .arg(&ff)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    let block = run_block(&out);
    assert!(block.starts_with("matrix: 2/5 passed (40.0%)\n"), "{block}");
    assert!(block.contains("not-run 2"), "{block}");
    assert_report_agrees(&ff, 1, &block);

    // A runner killed with SIGKILL after k rows: `report` alone says k/n, not-run n-k, exit 1.
    let killed = m.root.join("killed");
    let mut child = tpu_compat(&m.root.join("cache"))
        .arg("run")
        .arg(&m.suite)
        .args(["--jobs", "1", "--timeout", "60s", "--filter", "^(a|b|j)-"])
        .arg("--device")
        .arg(fault_plugin())
        .arg("--run-dir")
        .arg(&killed)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let t0 = std::time::Instant::now();
    while std::fs::read_to_string(killed.join("results.jsonl")).map(|t| t.lines().count()).unwrap_or(0) < 2 {
        assert!(t0.elapsed().as_secs() < 60, "no rows within 60 s");
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    child.kill().unwrap();
    child.wait().unwrap();
    let text = report(&killed, "text");
    assert_eq!(text.status.code(), Some(1), "{}", show(&text));
    assert!(stdout(&text).starts_with("matrix: 2/3 passed (66.7%)\n  pass 2, not-run 1\n"), "{}", stdout(&text));
    for format in ["md", "json", "junit"] {
        let o = report(&killed, format);
        assert_eq!(o.status.code(), Some(1), "{format}: {}", show(&o));
    }
    assert!(stdout(&report(&killed, "junit")).contains("failures=\"1\""));
    assert!(stdout(&report(&killed, "json")).contains("\"not_run\": 1"));
}

#[test]
fn retried_rows_and_merged_shards_read_the_same_from_run_merge_and_report() {
    let m = Matrix::new();
    // A crash retried: the latest attempt is the one counted, by run and report alike.
    let retried = m.root.join("retried");
    let out = m.run(&retried, &["--retries", "1", "--filter", "^(a|c|h)-"]);
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    assert_eq!(rows(&retried).iter().filter(|r| r.id == "h-crash").count(), 2);
    let block = run_block(&out);
    assert!(block.starts_with("matrix: 1/3 passed (33.3%)\n"), "{block}");
    assert_report_agrees(&retried, 1, &block);

    // Two shards merged read as one unsharded run.
    let filter = ["--filter", "^(a|b|c|d|f)-"];
    let whole = m.root.join("whole");
    let out = m.run(&whole, &filter);
    let whole_block = run_block(&out);
    let mut shard_dirs = Vec::new();
    for k in 1..=2 {
        let d = m.root.join(format!("shard{k}"));
        let shard = format!("{k}/2");
        let o = m.run(&d, &[filter[0], filter[1], "--shard", &shard]);
        assert!(matches!(o.status.code(), Some(0 | 1)), "{}", show(&o));
        shard_dirs.push(d);
    }
    let merged = m.root.join("merged");
    let o = tpu_compat(&m.root.join("cache")).arg("merge").args(&shard_dirs).arg("--out").arg(&merged).output().unwrap();
    assert_eq!(o.status.code(), out.status.code(), "{}", show(&o));
    let merge_block: String = stdout(&o).lines().skip(1).take_while(|l| !l.starts_with("run dir:")).map(|l| format!("{l}\n")).collect();
    assert_eq!(merge_block, whole_block);
    assert_report_agrees(&merged, out.status.code().unwrap(), &whole_block);
}
