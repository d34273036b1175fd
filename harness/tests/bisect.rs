//! `tpu-compat bisect` through the real binary and the real CPU plugin: on
//! an op-tier case that fails under the `fast` compile profile and passes
//! under `full`, it names the XLA option that flips the verdict and its
//! check observes both verdicts again; settings that give the same verdict
//! exit "nothing to bisect"; an unknown id, an unknown profile, a malformed
//! option and an output folder that already holds a bisection are setup
//! errors that run nothing.

mod common;

use common::{show, tpu_compat};
use serde_json::Value;
use std::path::Path;

/// A case that fails under `fast` only (docs/triage-bisect.md lists all 8).
const FAST_ONLY: &str = "op-tan-f32-21-special";
/// What flips it.
const FLIP: &str = "xla_cpu_use_fusion_emitters";

fn bisect(tmp: &Path, args: &[&str]) -> std::process::Output {
    let mut c = tpu_compat(&tmp.join("cache"));
    c.arg("bisect").args(args).current_dir(tmp);
    c.output().unwrap()
}

fn report(dir: &Path) -> Value {
    serde_json::from_str(&std::fs::read_to_string(dir.join("report.json")).unwrap()).unwrap()
}

#[test]
fn a_fast_only_failure_names_the_option_and_the_check_sees_both_verdicts() {
    let tmp = tempfile::tempdir().unwrap();
    let out_dir = tmp.path().join("b");
    let out = bisect(tmp.path(), &[FAST_ONLY, "--from", "full", "--to", "fast", "--out", out_dir.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let r = report(&out_dir);
    assert_eq!(r["outcome"], "found", "{r:#}");
    assert_eq!(r["from_verdict"]["status"], "pass");
    assert_eq!(r["to_verdict"]["status"], "fail-parity");
    // The three options of `fast` are the candidates; one is named.
    assert_eq!(r["differences"].as_array().unwrap().len(), 3, "{r:#}");
    let changes = r["flags"]["changes"].as_array().unwrap();
    assert_eq!(changes.len(), 1, "{r:#}");
    assert_eq!(changes[0]["name"], FLIP, "{r:#}");
    // Checked: that option alone on gives the failure, off the pass, both observed afresh.
    let check = &r["flags"]["check"];
    assert_eq!(
        (check["on"]["status"].as_str(), check["off"]["status"].as_str(), check["holds"].as_bool()),
        (Some("fail-parity"), Some("pass"), Some(true))
    );
    // Every trial is a run folder of its own holding the case's row.
    let trials = r["trials"].as_array().unwrap();
    assert!(trials.len() >= 6, "{r:#}");
    for t in trials {
        let dir = Path::new(t["run_dir"].as_str().unwrap());
        let rows = common::rows(dir);
        assert!(rows.iter().any(|row| row.id == FAST_ONLY && row.status.as_str() == t["verdict"]["status"]), "{t:#}");
    }
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains(&format!("option: {FLIP}=false")) && stdout.contains("on -> fail-parity, off -> pass"), "{}", show(&out));
    assert!(stdout.contains("reproduce: XLA_FLAGS="), "{}", show(&out));
    // The passes: under `full`, disabling the pass that hands the op to the fusion emitters gives
    // the failure, and running it the pass again (both observed afresh).
    let found = &r["passes"]["found"];
    assert_eq!(found["passes"], serde_json::json!(["fusion-wrapper"]), "{r:#}");
    let check = &found["check"];
    assert_eq!(
        (check["on"]["status"].as_str(), check["off"]["status"].as_str(), check["holds"].as_bool()),
        (Some("pass"), Some("fail-parity"), Some(true))
    );
    assert!(r["passes"]["candidates"].as_array().unwrap().len() >= 2, "{r:#}");
    assert!(stdout.contains("pass: fusion-wrapper"), "{}", show(&out));
    // The same --out again is refused: a bisection is never overwritten.
    let again = bisect(tmp.path(), &[FAST_ONLY, "--out", out_dir.to_str().unwrap()]);
    assert_eq!(again.status.code(), Some(2), "{}", show(&again));
    assert!(String::from_utf8_lossy(&again.stderr).contains("already holds a bisection"), "{}", show(&again));
}

#[test]
fn settings_with_the_same_verdict_have_nothing_to_bisect() {
    let tmp = tempfile::tempdir().unwrap();
    let out_dir = tmp.path().join("same");
    let out = bisect(tmp.path(), &["op-add-f32-7x13-normal", "--out", out_dir.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(5), "{}", show(&out));
    let r = report(&out_dir);
    assert_eq!(r["outcome"], "nothing-to-bisect", "{r:#}");
    assert_eq!(r["trials"].as_array().unwrap().len(), 2, "{r:#}");
    assert!(String::from_utf8_lossy(&out.stdout).contains("both settings give `pass`: nothing to bisect"), "{}", show(&out));
}

#[test]
fn bad_inputs_are_setup_errors_that_run_nothing() {
    let tmp = tempfile::tempdir().unwrap();
    let cases: [(&[&str], &str); 7] = [
        (&["op-no-such-case"], "unknown definition `op-no-such-case`"),
        (&[FAST_ONLY, "--to", "quick"], "--to: `quick`: unknown compile profile"),
        (&[FAST_ONLY, "--from", "full,emitters=false"], "--from: `emitters=false`: an XLA option is NAME=VALUE"),
        (&[FAST_ONLY, "--in", "no-such-suite"], "no-such-suite"),
        (&["op-add-f32-7x13-normal", "--in", "tier1"], "is not a definition of tier1"),
        (&[FAST_ONLY, "--device", "tpu"], "--device tpu: libtpu's compiler reads no XLA_FLAGS"),
        (&[FAST_ONLY, "--max-trials", "0"], "--max-trials 0: give at least 1"),
    ];
    for (args, want) in cases {
        let out = bisect(tmp.path(), args);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {}", show(&out));
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains(want), "{args:?}: {}", show(&out));
        assert!(!stderr.contains("panicked"), "{}", show(&out));
    }
    // Nothing ran: no trial folder was left anywhere.
    assert!(!tmp.path().join("bisect").exists());
}
