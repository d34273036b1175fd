//! `tpu-compat reduce` on a real exported Hugging Face model (hf/llama,
//! 172 top-level ops) with faults planted by the fault plugin: a compile
//! crash aimed at one op reduces to a program of at most 3 ops that still
//! crashes there (and runs on the real CPU plugin), and a parity fault on
//! one dot_general reduces to a smaller program that still fails the same
//! output against its reference. And the refusals: a definition that does
//! not fail, an output folder in use.

mod common;

use common::*;
use results::Status;
use std::path::{Path, PathBuf};

fn llama() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../suites/hf/llama")
}

/// A copy of hf/llama with `marker` as the program's first line.
fn planted(dst: &Path, marker: &str) -> PathBuf {
    std::fs::create_dir_all(dst).unwrap();
    for e in std::fs::read_dir(llama()).unwrap().flatten() {
        if e.path().is_file() {
            std::fs::copy(e.path(), dst.join(e.file_name())).unwrap();
        }
    }
    let p = dst.join("model.mlir");
    let text = std::fs::read_to_string(&p).unwrap();
    std::fs::write(&p, format!("// tpu-compat-fault: {marker}\n{text}")).unwrap();
    dst.to_path_buf()
}

fn report(out: &Path) -> serde_json::Value {
    serde_json::from_str(&std::fs::read_to_string(out.join("reduce.json")).unwrap()).unwrap()
}

/// Runs the reduced definition folder `out` on `device`; its one row.
fn run_result(cache: &Path, out: &Path, device: &Path, extra: &[&str], run_dir: &Path) -> results::ResultRow {
    let o = tpu_compat(cache).arg("run").arg(out).arg("--device").arg(device).args(extra).arg("--run-dir").arg(run_dir).output().unwrap();
    assert!(matches!(o.status.code(), Some(0) | Some(1)), "{}", show(&o));
    let mut r = rows(run_dir);
    assert_eq!(r.len(), 1, "{}", show(&o));
    r.remove(0)
}

#[test]
fn a_crash_planted_on_one_op_of_llama_reduces_to_that_op() {
    let tmp = tempfile::tempdir().unwrap();
    let cache = tmp.path().join("cache");
    let def = planted(&tmp.path().join("llama-crash"), "abort@compile op=logistic");
    let out = tmp.path().join("reduced-crash");
    let o = tpu_compat(&cache)
        .arg("reduce")
        .arg(&def)
        .arg("--device")
        .arg(fault_plugin())
        .arg("--out")
        .arg(&out)
        .args(["--budget", "900s", "--timeout", "120s"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
    let r = report(&out);
    assert_eq!(r["predicate"]["class"], "crash", "{r:#}");
    assert_eq!(r["predicate"]["stage"], "compile", "{r:#}");
    assert!(r["ops_before"].as_u64().unwrap() > 100, "{r:#}");
    let after = r["ops_after"].as_u64().unwrap();
    assert!((1..=3).contains(&after), "reduced to {after} ops: {r:#}");
    let ops: Vec<&str> = r["ops"].as_array().unwrap().iter().map(|v| v.as_str().unwrap()).collect();
    assert!(ops.contains(&"stablehlo.logistic"), "{ops:?}");
    let path = r["path"].as_array().unwrap();
    assert!(path.len() >= 2 && path.windows(2).all(|w| w[1]["ops"].as_u64() <= w[0]["ops"].as_u64()), "{r:#}");
    assert!(String::from_utf8_lossy(&o.stdout).contains("replay:    tpu-compat run"), "{}", show(&o));
    // The result is a definition folder that still crashes on the faulty plugin, and only there.
    let crashed = run_result(&cache, &out, &fault_plugin(), &["--no-baselines"], &tmp.path().join("run-fault"));
    assert_eq!(crashed.status, Status::Crash, "{crashed:?}");
    let cpu = Path::new("cpu");
    let fine = run_result(&cache, &out, cpu, &["--no-baselines"], &tmp.path().join("run-cpu"));
    assert_eq!(fine.status, Status::Pass, "{fine:?}");
    assert!(!out.join(".reduce-work").exists(), "the scratch folder is removed");
}

#[test]
fn a_parity_fault_reduces_to_a_program_that_still_fails_that_output() {
    let tmp = tempfile::tempdir().unwrap();
    let cache = tmp.path().join("cache");
    // The last dot_general (the output head) computes 2% off on the faulty device.
    let def = planted(&tmp.path().join("llama-parity"), "scale:2e-2@dot_general#last");
    let out = tmp.path().join("reduced-parity");
    let o = tpu_compat(&cache)
        .arg("reduce")
        .arg(&def)
        .arg("--device")
        .arg(fault_plugin())
        .arg("--out")
        .arg(&out)
        .args(["--budget", "900s"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
    let r = report(&out);
    assert_eq!(r["predicate"]["class"], "parity", "{r:#}");
    let (before, after) = (r["ops_before"].as_u64().unwrap(), r["ops_after"].as_u64().unwrap());
    assert!(after >= 1 && after * 4 < before, "{before} -> {after}: {r:#}");
    let ops: Vec<&str> = r["ops"].as_array().unwrap().iter().map(|v| v.as_str().unwrap()).collect();
    assert!(ops.contains(&"stablehlo.dot_general"), "{ops:?}");
    // Against the reference value stored beside it, the faulty device still fails the output; the real CPU passes.
    let store = out.join("store");
    let store = store.to_str().unwrap();
    let failed = run_result(&cache, &out, &fault_plugin(), &["--baselines", store], &tmp.path().join("run-fault"));
    assert_eq!(failed.status, Status::FailParity, "{failed:?}");
    let fine = run_result(&cache, &out, Path::new("cpu"), &["--baselines", store], &tmp.path().join("run-cpu"));
    assert_eq!(fine.status, Status::Pass, "{fine:?}");
}

#[test]
fn a_definition_that_does_not_fail_is_refused_and_leaves_nothing() {
    let tmp = tempfile::tempdir().unwrap();
    let cache = tmp.path().join("cache");
    definition(tmp.path(), "fine", None);
    let out = tmp.path().join("out");
    let o = tpu_compat(&cache).arg("reduce").arg(tmp.path().join("fine")).arg("--out").arg(&out).output().unwrap();
    assert_eq!(o.status.code(), Some(2), "{}", show(&o));
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert!(
        stderr.contains("fine: does not fail on this target: it runs on this target") && stderr.contains("nothing to reduce"),
        "{stderr}"
    );
    assert!(!out.exists(), "a refused reduction leaves no folder");

    // An output folder already in use is refused before anything runs.
    definition(tmp.path(), "crashing", Some("abort@compile"));
    std::fs::create_dir_all(out.join("old")).unwrap();
    let o = tpu_compat(&cache).arg("reduce").arg(tmp.path().join("crashing")).arg("--out").arg(&out).output().unwrap();
    assert_eq!(o.status.code(), Some(2), "{}", show(&o));
    assert!(String::from_utf8_lossy(&o.stderr).contains("exists and is not empty"), "{}", show(&o));
    assert!(out.join("old").is_dir());
}
