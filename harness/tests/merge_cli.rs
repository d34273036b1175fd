//! `tpu-compat merge` through the real binary, over real shard runs on the
//! CPU plugin (through the fault plugin, which wraps it): a lost shard is
//! named and its definitions are not run (never a smaller green run), a
//! shard given twice and shards of different runs are refused naming the
//! setting and both values, and the merged run keeps the identity an
//! unsharded run of the whole plan has (so `run --resume` can complete it).

mod common;

use common::*;
use std::path::{Path, PathBuf};

/// Six passing definitions: two per shard of three.
fn suite(tmp: &Path) -> PathBuf {
    let s = tmp.join("batch");
    for i in 0..6 {
        definition(&s, &format!("ok-{i}"), None);
    }
    s
}

fn run(tmp: &Path, suite: &Path, run_dir: &Path, extra: &[&str]) -> std::process::Output {
    let out = tpu_compat(&tmp.join("cache"))
        .args(["run", suite.to_str().unwrap(), "--jobs", "1", "--timeout", "20s"])
        .args(extra)
        .arg("--device")
        .arg(fault_plugin())
        .arg("--run-dir")
        .arg(run_dir)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    out
}

fn merge(tmp: &Path, dirs: &[&Path], out: &Path, extra: &[&str]) -> std::process::Output {
    tpu_compat(&tmp.join("cache")).arg("merge").args(dirs).arg("--out").arg(out).args(extra).output().unwrap()
}

fn run_json(dir: &Path) -> serde_json::Value {
    serde_json::from_str(&std::fs::read_to_string(dir.join("run.json")).unwrap()).unwrap()
}

#[test]
fn a_missing_shard_is_named_and_its_definitions_are_not_run() {
    let tmp = tempfile::tempdir().unwrap();
    let t = tmp.path();
    let s = suite(t);
    let (one, two, whole) = (t.join("shard1"), t.join("shard2"), t.join("whole"));
    run(t, &s, &one, &["--shard", "1/3"]);
    run(t, &s, &two, &["--shard", "2/3"]);
    run(t, &s, &whole, &[]);

    let merged = t.join("merged");
    let out = merge(t, &[&one, &two], &merged, &[]);
    let (stdout, stderr) = (String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    assert!(stdout.contains("batch (partial: shards 3/3 missing): 4/6 passed (66.7%)"), "{}", show(&out));
    assert!(stdout.contains("not-run 2") && stdout.contains("verdict: FAILED (2 not run)"), "{}", show(&out));
    assert!(stderr.contains("error: missing shard 3/3: 2 of the run's 6 definitions are not run"), "{}", show(&out));
    assert!(stderr.contains("--allow-partial"), "{}", show(&out));

    // The merged run keeps the identity, the one an unsharded run of the whole plan records.
    let info = run_json(&merged);
    assert_eq!(info["identity"], run_json(&whole)["identity"], "{info}");
    assert_eq!(info["planned"], run_json(&whole)["planned"]);
    assert_eq!(info["missing_shards"], serde_json::json!(["3/3"]));

    // Reported later, it is the same partial, failing run.
    let rep = tpu_compat(&t.join("cache")).arg("report").arg(&merged).output().unwrap();
    assert_eq!(rep.status.code(), Some(1), "{}", show(&rep));
    assert!(String::from_utf8_lossy(&rep.stdout).contains("batch (partial: shards 3/3 missing): 4/6 passed"), "{}", show(&rep));

    // On purpose: no error, the same counting and titles.
    let partial = t.join("partial");
    let out = merge(t, &[&one, &two], &partial, &["--allow-partial"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "not-run definitions still fail the verdict: {}", show(&out));
    assert!(stdout.contains("partial: shards 3/3 missing") && stdout.contains("missing shard 3/3"), "{}", show(&out));
    assert!(!String::from_utf8_lossy(&out.stderr).contains("error:"), "{}", show(&out));

    // All three: the whole run, green. Shard 3 ran on another host (its run.json says so):
    // the merged run names both CPUs, since the numerics follow them.
    let three = t.join("shard3");
    run(t, &s, &three, &["--shard", "3/3"]);
    let here = run_json(&one)["host_cpu"].as_str().unwrap().to_string();
    assert!(!here.is_empty() && here == run_json(&two)["host_cpu"], "every run names its host's CPU: {here}");
    let mut other = run_json(&three);
    other["host_cpu"] = "ZZZ Other CPU (avx2)".into();
    std::fs::write(three.join("run.json"), other.to_string()).unwrap();
    let complete = t.join("complete");
    let out = merge(t, &[&one, &two, &three], &complete, &[]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    assert!(String::from_utf8_lossy(&out.stdout).contains("batch: 6/6 passed (100.0%)"), "{}", show(&out));
    assert!(run_json(&complete).get("missing_shards").is_none());
    assert_eq!(run_json(&complete)["host_cpu"], format!("{here}; ZZZ Other CPU (avx2)"));
    assert_eq!(run_json(&merged)["host_cpu"], here, "shards of one host: named once");

    // The partial merge holds the whole run's identity: resumed as that run, it runs what was lost.
    let out = run(t, &s, &merged, &["--resume"]);
    assert!(String::from_utf8_lossy(&out.stdout).contains("batch: 6/6 passed (100.0%)"), "{}", show(&out));
    assert_eq!(rows(&merged).len(), 6);
    let rep = tpu_compat(&t.join("cache")).arg("report").arg(&merged).output().unwrap();
    assert_eq!(rep.status.code(), Some(0), "{}", show(&rep));
    assert!(!String::from_utf8_lossy(&rep.stdout).contains("partial"), "{}", show(&rep));
}

#[test]
fn shards_of_different_runs_or_a_shard_twice_are_refused_naming_the_setting() {
    let tmp = tempfile::tempdir().unwrap();
    let t = tmp.path();
    let s = suite(t);
    let dir = |name: &str| t.join(name);
    run(t, &s, &dir("a"), &["--shard", "1/2"]);
    run(t, &s, &dir("numerics"), &["--shard", "2/2", "--numerics", "tpu-default"]);
    run(t, &s, &dir("profile"), &["--shard", "2/2", "--compile-profile", "fast"]);
    run(t, &s, &dir("filter"), &["--shard", "2/2", "--filter", "ok-[0-4]"]);
    run(t, &s, &dir("count"), &["--shard", "2/3"]);
    let cases: [(&str, String); 5] = [
        ("numerics", "numerics: ".to_string()),
        ("profile", "compile profile: ".to_string()),
        ("filter", "filter: ".to_string()),
        ("count", "shard count: ".to_string()),
        ("a", "shard 1/2 is given twice".to_string()),
    ];
    for (other, says) in cases {
        let out_dir = t.join(format!("merged-{other}"));
        let out = merge(t, &[&dir("a"), &dir(other)], &out_dir, &[]);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{other}: {}", show(&out));
        assert!(stderr.contains(&says), "{other}: {}", show(&out));
        assert!(!out_dir.exists(), "{other}: a refused merge wrote {}", out_dir.display());
    }
    // Both values are named.
    let out = merge(t, &[&dir("a"), &dir("numerics")], &t.join("m"), &[]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("has `native`") && stderr.contains("has `tpu-default`"), "{}", show(&out));
    let out = merge(t, &[&dir("a"), &dir("count")], &t.join("m"), &[]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("has `1/2`") && stderr.contains("has `2/3`"), "{}", show(&out));
}

#[test]
fn a_shard_that_cannot_say_its_whole_plan_is_refused() {
    let tmp = tempfile::tempdir().unwrap();
    let t = tmp.path();
    let s = suite(t);
    let (one, two) = (t.join("shard1"), t.join("shard2"));
    run(t, &s, &one, &["--shard", "1/2"]);
    run(t, &s, &two, &["--shard", "2/2"]);
    // As an older tpu-compat wrote it: no whole plan.
    let mut info = run_json(&two);
    info.as_object_mut().unwrap().remove("whole_planned");
    std::fs::write(two.join("run.json"), info.to_string()).unwrap();
    let out = merge(t, &[&one, &two], &t.join("m1"), &[]);
    assert_eq!(out.status.code(), Some(2), "{}", show(&out));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("shard2/run.json: shard 2/2 does not record the whole run's plan"), "{}", show(&out));

    // `--resume` with this version records it (the run is the same run), and then it merges.
    run(t, &s, &two, &["--shard", "2/2", "--resume"]);
    let out = merge(t, &[&one, &two], &t.join("m2"), &[]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));

    // A run.json without its plan is no run description at all.
    info.as_object_mut().unwrap().remove("planned");
    std::fs::write(two.join("run.json"), info.to_string()).unwrap();
    let out = merge(t, &[&one, &two], &t.join("m3"), &[]);
    assert_eq!(out.status.code(), Some(2), "{}", show(&out));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("shard2/run.json: not a run description: missing field `planned`"), "{}", show(&out));
}
