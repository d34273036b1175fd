//! A run survives its runner: `kill -9` in the middle, then `--resume`,
//! gives the same rows as an uninterrupted run, none twice. And shards:
//! three shard runs merged give the same rows as one unsharded run.

mod common;

use common::*;
use std::path::Path;
use std::time::{Duration, Instant};

/// A dozen definitions, a few of which crash or fail (so workers restart).
fn batch(root: &Path) {
    for i in 0..9 {
        definition(root, &format!("ok-{i}"), None);
    }
    definition(root, "segv", Some("segfault@execute"));
    definition(root, "abort", Some("abort@compile"));
    definition(root, "error", Some("error@compile"));
}

fn run(tmp: &Path, suite: &Path, run_dir: &Path, extra: &[&str]) -> std::process::Command {
    let mut c = tpu_compat(&tmp.join("cache"));
    c.args(["run", suite.to_str().unwrap(), "--jobs", "1", "--timeout", "20s"])
        .args(extra)
        .arg("--device")
        .arg(fault_plugin())
        .arg("--run-dir")
        .arg(run_dir);
    c
}

fn ids_and_statuses(rows: &[results::ResultRow]) -> Vec<(String, results::Status)> {
    let mut v: Vec<_> = rows.iter().map(|r| (r.id.clone(), r.status)).collect();
    v.sort();
    v
}

#[test]
fn kill_9_then_resume_gives_the_rows_of_an_uninterrupted_run() {
    let tmp = tempfile::tempdir().unwrap();
    let suite = tmp.path().join("batch");
    batch(&suite);

    let whole = tmp.path().join("whole");
    let out = run(tmp.path(), &suite, &whole, &["--no-cache"]).output().unwrap();
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    let reference = ids_and_statuses(&rows(&whole));
    assert_eq!(reference.len(), 12);

    let cut = tmp.path().join("cut");
    let mut child = run(tmp.path(), &suite, &cut, &["--no-cache"]).stdout(std::process::Stdio::null()).spawn().unwrap();
    let journal = cut.join("results.jsonl");
    let t0 = Instant::now();
    loop {
        let n = std::fs::read_to_string(&journal).map(|t| t.lines().count()).unwrap_or(0);
        if n >= 4 || t0.elapsed() > Duration::from_secs(60) {
            break;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    // SIGKILL: no handler runs, nothing is flushed on the way out.
    unsafe { libc::kill(child.id() as i32, libc::SIGKILL) };
    let _ = child.wait();
    let before = std::fs::read_to_string(&journal).unwrap().lines().count();
    assert!((4..12).contains(&before), "the kill came at {before} rows; the test wants it mid-run");

    let out = run(tmp.path(), &suite, &cut, &["--no-cache", "--resume"]).output().unwrap();
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    let resumed = rows(&cut);
    let mut ids: Vec<&str> = resumed.iter().map(|r| r.id.as_str()).collect();
    ids.sort();
    let n = ids.len();
    ids.dedup();
    assert_eq!(ids.len(), n, "a definition was recorded twice");
    assert_eq!(ids_and_statuses(&resumed), reference);

    // Resuming a finished run does nothing and loses nothing.
    let out = run(tmp.path(), &suite, &cut, &["--no-cache", "--resume"]).output().unwrap();
    assert!(String::from_utf8_lossy(&out.stdout).contains("nothing left to run"), "{}", show(&out));
    assert_eq!(rows(&cut).len(), 12);
}

#[test]
fn three_shards_merged_equal_one_unsharded_run() {
    let tmp = tempfile::tempdir().unwrap();
    let suite = tmp.path().join("batch");
    batch(&suite);
    let whole = tmp.path().join("whole");
    let out = run(tmp.path(), &suite, &whole, &[]).output().unwrap();
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));

    let mut dirs = Vec::new();
    let mut sizes = Vec::new();
    for k in 1..=3 {
        let d = tmp.path().join(format!("shard{k}"));
        let out = run(tmp.path(), &suite, &d, &["--shard", &format!("{k}/3")]).output().unwrap();
        assert!(matches!(out.status.code(), Some(0 | 1)), "{}", show(&out));
        sizes.push(rows(&d).len());
        dirs.push(d);
    }
    assert_eq!(sizes, [4, 4, 4], "equal costs split evenly");
    let merged = tmp.path().join("merged");
    let out = tpu_compat(&tmp.path().join("cache")).arg("merge").args(&dirs).arg("--out").arg(&merged).output().unwrap();
    // The merged run's verdict is the unsharded run's: the batch has failures.
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    assert!(String::from_utf8_lossy(&out.stdout).contains("0 duplicates, 0 conflicts"), "{}", show(&out));
    assert_eq!(ids_and_statuses(&rows(&merged)), ids_and_statuses(&rows(&whole)));

    // A shard given twice is not a run: refused, nothing written (merge_cli.rs has the other refusals).
    let again = tmp.path().join("again");
    let out = tpu_compat(&tmp.path().join("cache")).arg("merge").arg(&dirs[0]).arg(&dirs[0]).arg("--out").arg(&again).output().unwrap();
    assert_eq!(out.status.code(), Some(2), "{}", show(&out));
    assert!(String::from_utf8_lossy(&out.stderr).contains("shard 1/3 is given twice"), "{}", show(&out));
    assert!(!again.exists());
}

#[test]
fn resume_takes_the_suite_however_it_is_spelled() {
    let tmp = tempfile::tempdir().unwrap();
    definition(&tmp.path().join("models"), "ok-0", None);
    let dir = tmp.path().join("runs/one");
    let go = |spec: &str, extra: &[&str]| {
        tpu_compat(&tmp.path().join("cache"))
            .current_dir(tmp.path())
            .args(["run", spec, "--jobs", "1", "--timeout", "20s", "--device"])
            .arg(fault_plugin())
            .arg("--run-dir")
            .arg(&dir)
            .args(extra)
            .output()
            .unwrap()
    };
    let out = go("models", &[]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let absolute = tmp.path().join("models").display().to_string();
    for spelled in ["models/", "./models", "./models/.", absolute.as_str()] {
        let out = go(spelled, &["--resume"]);
        assert_eq!(out.status.code(), Some(0), "{spelled}: {}", show(&out));
        assert!(String::from_utf8_lossy(&out.stdout).contains("nothing left to run"), "{spelled}: {}", show(&out));
    }
    // Another folder of the same name is another suite.
    definition(&tmp.path().join("elsewhere/models"), "ok-0", None);
    let out = go("elsewhere/models", &["--resume"]);
    assert_eq!(out.status.code(), Some(2), "{}", show(&out));
    assert!(String::from_utf8_lossy(&out.stderr).contains("is a different run (suite: the run has"), "{}", show(&out));
    assert_eq!(rows(&dir).len(), 1);
}
