//! A reader that goes away never ends a command in the middle of its work:
//! `run … | true` journals every definition and keeps its own exit code,
//! `report R | head` ends quietly, and a full stdout (`> /dev/full`) is said
//! once on stderr with exit code 4 where the command would have said 0.
//! Before, each of these panicked (exit 101).

mod common;

use common::{definition, rows, show, tpu_compat};
use results::Status;
use std::path::Path;
use std::process::{Command, Output, Stdio};

/// Runs `c` with its stdout a pipe whose reading end is closed at once.
fn with_closed_stdout(c: &mut Command) -> Output {
    let mut child = c.stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap();
    drop(child.stdout.take());
    child.wait_with_output().unwrap()
}

fn with_full_stdout(c: &mut Command) -> Output {
    let full = std::fs::OpenOptions::new().write(true).open("/dev/full").expect("/dev/full");
    c.stdout(Stdio::from(full)).stderr(Stdio::piped()).output().unwrap()
}

/// A suite of three passing definitions.
fn suite(root: &Path) -> std::path::PathBuf {
    let s = root.join("suite");
    for id in ["a", "b", "c"] {
        definition(&s, id, None);
    }
    s
}

#[test]
fn a_run_whose_reader_is_gone_journals_everything_and_keeps_its_exit_code() {
    let tmp = tempfile::tempdir().unwrap();
    let s = suite(tmp.path());
    let run_dir = tmp.path().join("run");
    let out = with_closed_stdout(tpu_compat(&tmp.path().join("cache")).arg("run").arg(&s).arg("--run-dir").arg(&run_dir));
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    let r = rows(&run_dir);
    assert_eq!(r.len(), 3, "{}", show(&out));
    assert!(r.iter().all(|r| r.status == Status::Pass));

    // The same run's report: a closed pipe is quiet, a full disk is exit 4.
    let report = with_closed_stdout(tpu_compat(tmp.path()).arg("report").arg(&run_dir));
    assert_eq!(report.status.code(), Some(0), "{}", show(&report));
    assert!(report.stderr.is_empty(), "{}", show(&report));
    let full = with_full_stdout(tpu_compat(tmp.path()).arg("report").arg(&run_dir));
    assert_eq!(full.status.code(), Some(4), "{}", show(&full));
    let stderr = String::from_utf8_lossy(&full.stderr);
    assert!(stderr.contains("standard output could not be written") && !stderr.contains("panicked"), "{stderr}");
}

#[test]
fn a_full_stdout_is_exit_4_for_run_and_suites_with_the_journal_kept() {
    let tmp = tempfile::tempdir().unwrap();
    let s = suite(tmp.path());
    let run_dir = tmp.path().join("run");
    let out = with_full_stdout(tpu_compat(&tmp.path().join("cache")).arg("run").arg(&s).arg("--run-dir").arg(&run_dir));
    assert_eq!(out.status.code(), Some(4), "{}", show(&out));
    assert_eq!(rows(&run_dir).len(), 3, "{}", show(&out));
    let suites = with_full_stdout(tpu_compat(tmp.path()).arg("suites"));
    assert_eq!(suites.status.code(), Some(4), "{}", show(&suites));
    let suites = with_closed_stdout(tpu_compat(tmp.path()).args(["suites", "--ops"]));
    assert_eq!(suites.status.code(), Some(0), "{}", show(&suites));
    assert!(!String::from_utf8_lossy(&suites.stderr).contains("panicked"), "{}", show(&suites));
}
