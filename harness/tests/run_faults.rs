//! The runner against a plugin that really crashes: the fault-injection
//! plugin (runtime/fault-plugin) forwards to the CPU plugin but segfaults,
//! aborts, hangs or errors on marked programs. Each misbehaving definition
//! must cost exactly its own row, with the right status, and every other
//! definition must pass.

mod common;

use common::*;
use results::Status;
use std::collections::BTreeMap;

#[test]
fn crashes_hangs_and_errors_each_cost_one_row_with_the_right_status() {
    let tmp = tempfile::tempdir().unwrap();
    let suite = tmp.path().join("batch");
    let cases: [(&str, Option<&str>, Status); 14] = [
        ("ok-1", None, Status::Pass),
        ("ok-2", None, Status::Pass),
        ("ok-3", None, Status::Pass),
        ("ok-4", None, Status::Pass),
        ("segv-compile", Some("segfault@compile"), Status::Crash),
        ("segv-execute", Some("segfault@execute"), Status::Crash),
        ("abort-compile", Some("abort@compile"), Status::Crash),
        ("abort-execute", Some("abort@execute"), Status::Crash),
        ("hang-compile", Some("hang@compile"), Status::Timeout),
        ("hang-execute", Some("hang@execute"), Status::Timeout),
        ("error-compile", Some("error@compile"), Status::FailCompile),
        ("error-execute", Some("error@execute"), Status::FailRun),
        ("oom-execute", Some("oom@execute"), Status::Oom),
        ("oom-killed", Some("sigkill@execute"), Status::Oom),
    ];
    for (id, marker, _) in &cases {
        definition(&suite, id, *marker);
    }
    let run_dir = tmp.path().join("run");
    let out = tpu_compat(&tmp.path().join("cache"))
        .args(["run", suite.to_str().unwrap(), "--jobs", "2", "--timeout", "3s", "--kill-grace", "1s"])
        .arg("--device")
        .arg(fault_plugin())
        .arg("--run-dir")
        .arg(&run_dir)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    let rows = rows(&run_dir);
    assert_eq!(rows.len(), cases.len(), "one row per definition: {rows:#?}");
    let got = statuses(&rows);
    let want: BTreeMap<String, Status> = cases.iter().map(|(id, _, s)| (id.to_string(), *s)).collect();
    assert_eq!(got, want, "{}", show(&out));

    let by_id = |id: &str| rows.iter().find(|r| r.id == id).unwrap();
    let segv = by_id("segv-compile");
    assert_eq!(segv.stage, results::Stage::Compile);
    let err = segv.error.as_deref().unwrap();
    assert!(err.contains("SIGSEGV") && err.contains("injecting segfault@compile"), "{err}");
    assert!(by_id("abort-execute").error.as_deref().unwrap().contains("SIGABRT"));
    assert_eq!(by_id("segv-execute").stage, results::Stage::Execute);
    assert_eq!(by_id("hang-execute").stage, results::Stage::Execute);
    assert!(by_id("error-compile").error.as_deref().unwrap().contains("injected fault: error at compile"));
    for id in ["ok-1", "ok-2", "ok-3", "ok-4"] {
        let r = by_id(id);
        assert_eq!(r.outputs.len(), 1);
        assert_eq!(r.outputs[0].shape, vec![2, 3]);
        assert_eq!(r.outputs[0].non_finite, 0);
    }
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("batch: 4/14 passed (28.6%)"), "{stdout}");
}

#[test]
fn retries_rerun_crashes_with_a_new_attempt_number() {
    let tmp = tempfile::tempdir().unwrap();
    let suite = tmp.path().join("s");
    definition(&suite, "ok", None);
    definition(&suite, "segv", Some("segfault@compile"));
    let run_dir = tmp.path().join("run");
    let out = tpu_compat(&tmp.path().join("cache"))
        .args(["run", suite.to_str().unwrap(), "--jobs", "1", "--retries", "2", "--no-cache"])
        .arg("--device")
        .arg(fault_plugin())
        .arg("--run-dir")
        .arg(&run_dir)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    let rows = rows(&run_dir);
    let attempts: Vec<u32> = rows.iter().filter(|r| r.id == "segv").map(|r| r.attempt).collect();
    assert_eq!(attempts, [1, 2, 3]);
    assert_eq!(rows.iter().filter(|r| r.id == "ok").count(), 1);
}

#[test]
fn ctrl_c_exits_130_with_the_journal_intact_and_resume_finishes() {
    let tmp = tempfile::tempdir().unwrap();
    let suite = tmp.path().join("s");
    definition(&suite, "a-ok", None);
    definition(&suite, "b-hang", Some("hang@execute"));
    definition(&suite, "c-ok", None);
    let run_dir = tmp.path().join("run");
    let go = |timeout: &str, extra: &[&str]| {
        let mut c = tpu_compat(&tmp.path().join("cache"));
        c.args(["run", suite.to_str().unwrap(), "--jobs", "1", "--timeout", timeout, "--kill-grace", "1s"])
            .args(extra)
            .arg("--device")
            .arg(fault_plugin())
            .arg("--run-dir")
            .arg(&run_dir);
        c
    };
    let child = go("60s", &[]).stdout(std::process::Stdio::piped()).stderr(std::process::Stdio::piped()).spawn().unwrap();
    // Wait until the first row is in and the worker is hanging on the second.
    let t0 = std::time::Instant::now();
    while std::fs::read_to_string(run_dir.join("results.jsonl")).map(|t| t.lines().count()).unwrap_or(0) < 1 {
        assert!(t0.elapsed().as_secs() < 60, "no row within 60 s");
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    std::thread::sleep(std::time::Duration::from_millis(500));
    unsafe { libc::kill(child.id() as i32, libc::SIGINT) };
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(130), "{}", show(&out));
    assert!(t0.elapsed().as_secs() < 30, "Ctrl-C must not wait for the hang's timeout");
    let before = rows(&run_dir);
    assert_eq!(before.iter().map(|r| r.id.as_str()).collect::<Vec<_>>(), ["a-ok"]);

    // Resume with a short timeout: the hang times out, c runs, a is not repeated.
    let out = go("2s", &["--resume"]).output().unwrap();
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    let after = statuses(&rows(&run_dir));
    assert_eq!(rows(&run_dir).len(), 3);
    assert_eq!(after.get("b-hang"), Some(&Status::Timeout));
    assert_eq!(after.get("c-ok"), Some(&Status::Pass));
}

#[test]
fn fail_fast_stops_handing_out_definitions_after_the_first_failure() {
    let tmp = tempfile::tempdir().unwrap();
    let suite = tmp.path().join("s");
    definition(&suite, "a-ok", None);
    definition(&suite, "b-error", Some("error@compile"));
    definition(&suite, "c-ok", None);
    definition(&suite, "d-ok", None);
    let run_dir = tmp.path().join("run");
    let out = tpu_compat(&tmp.path().join("cache"))
        .args(["run", suite.to_str().unwrap(), "--jobs", "1", "--fail-fast"])
        .arg("--device")
        .arg(fault_plugin())
        .arg("--run-dir")
        .arg(&run_dir)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    let ids: Vec<String> = rows(&run_dir).into_iter().map(|r| r.id).collect();
    assert_eq!(ids, ["a-ok", "b-error"]);
    assert!(String::from_utf8_lossy(&out.stdout).contains("not-run 2"), "{}", show(&out));
}

/// `run --localize` bounds each localization by the run's `--timeout`: a
/// device that computes a definition wrongly (a numeric fault on its tanh)
/// and then hangs compiling `diverge`'s programs (`hang@compile#2`: the
/// worker's one compile behaves) ends with a note, not a hung run.
#[test]
fn a_localization_that_hangs_ends_at_the_runs_timeout_with_a_note() {
    let tmp = tempfile::tempdir().unwrap();
    let suite = tmp.path().join("hangs");
    definition(&suite, "tanh-hangs", Some("scale:1e-1@tanh#1"));
    let program = suite.join("tanh-hangs/model.mlir");
    let text = std::fs::read_to_string(&program).unwrap();
    std::fs::write(&program, format!("// tpu-compat-fault: hang@compile#2\n{text}")).unwrap();
    let cache = tmp.path().join("cache");
    let store = tmp.path().join("store");
    let rec = tpu_compat(&cache).args(["baseline", "record"]).arg(&suite).arg("--out").arg(&store).output().unwrap();
    assert_eq!(rec.status.code(), Some(0), "{}", show(&rec));
    let run_dir = tmp.path().join("run");
    let started = std::time::Instant::now();
    let out = tpu_compat(&cache)
        .arg("run")
        .arg(&suite)
        .arg("--baselines")
        .arg(&store)
        .arg("--device")
        .arg(fault_plugin())
        .args(["--jobs", "1", "--timeout", "5s", "--localize", "--run-dir"])
        .arg(&run_dir)
        .output()
        .unwrap();
    let took = started.elapsed();
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    assert_eq!(rows(&run_dir)[0].status, Status::FailParity, "{}", show(&out));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("tanh-hangs: not localized: timed out after 5 s (--timeout); the row stands"), "{}", show(&out));
    assert!(took < std::time::Duration::from_secs(60), "took {took:?}");
}
