//! The `aten` tier through the real binary and the real TorchTPU (its
//! device on the CPU plugin): OpInfo cells pass, the CPU plugin's limit is an
//! outcome of its own, a crash costs one cell and the run goes on, and bad
//! settings are setup errors. Needs the TorchTPU environment
//! (`scripts/setup --torch`; or TPU_COMPAT_TORCH_PYTHON).

mod common;

use common::{assert_setup_error, rows, show, statuses, tpu_compat};
use results::Status;
use std::path::Path;
use std::process::Output;

fn aten(tmp: &Path, args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut c = tpu_compat(&tmp.join("cache"));
    c.arg("aten").args(args).arg("--run-dir").arg(tmp.join("run"));
    for (k, v) in env {
        c.env(k, v);
    }
    c.output().unwrap()
}

#[test]
fn cells_pass_and_the_cpu_plugins_limit_is_neither_a_pass_nor_torchtpus_failure() {
    let tmp = tempfile::tempdir().unwrap();
    let out = aten(tmp.path(), &["--ops", "add,cumsum", "--samples", "2", "--jobs", "2"], &[]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let rows = rows(&tmp.path().join("run"));
    let got = statuses(&rows);
    for d in ["f32", "bf16", "f16", "i32", "i64", "bool"] {
        assert_eq!(got.get(&format!("aten.add.{d}")), Some(&Status::Pass), "{got:?}");
    }
    // TorchTPU writes cumsum as chlo.scan (StableHLO 1.16); the 0.0.1 CPU plugin (1.13) cannot take it.
    let cumsum = rows.iter().find(|r| r.id == "aten.cumsum.f32").expect("a cumsum row");
    assert_eq!(cumsum.status, Status::Skipped, "{cumsum:#?}");
    let why = cumsum.error.as_deref().unwrap_or_default();
    assert!(why.contains("cannot take what TorchTPU emits") && why.contains("plugin version 1.13.3"), "{why}");
    let evidence = std::fs::read_to_string(tmp.path().join("run").join("aten.jsonl")).unwrap();
    assert_eq!(evidence.lines().filter(|l| l.contains("\"begin\"")).count(), rows.len(), "every cell announced: {evidence}");
    assert!(String::from_utf8_lossy(&out.stdout).contains("(op, dtype) cells passed"), "{}", show(&out));
}

#[test]
fn a_crash_costs_one_cell_and_the_run_goes_on() {
    let tmp = tempfile::tempdir().unwrap();
    let out = aten(tmp.path(), &["--ops", "add,exp", "--samples", "1", "--jobs", "1"], &[("TPU_COMPAT_ATEN_ABORT_IN", "aten.add.f16")]);
    assert_eq!(out.status.code(), Some(1), "a crash fails the run: {}", show(&out));
    let rows = rows(&tmp.path().join("run"));
    let crashed = rows.iter().find(|r| r.id == "aten.add.f16").expect("the crashed cell's row");
    assert_eq!(crashed.status, Status::Crash);
    let said = crashed.error.as_deref().unwrap_or_default();
    assert!(said.contains("SIGABRT"), "{crashed:#?}");
    // The shard's last fatal line, from its stderr kept in the run folder.
    assert!(said.contains("Check failed: a planted crash") && said.contains("shard-0.stderr"), "{crashed:#?}");
    let got = statuses(&rows);
    assert_eq!(got.len(), 12, "every other cell ran after the crash: {got:?}");
    assert!(got.iter().filter(|(id, _)| *id != "aten.add.f16").all(|(_, s)| *s == Status::Pass), "{got:?}");
}

#[test]
fn bad_settings_are_setup_errors_and_leave_no_run() {
    let tmp = tempfile::tempdir().unwrap();
    let missing = tmp.path().join("no-venv").join("bin").join("python");
    let out = aten(tmp.path(), &["--ops", "add", "--python", missing.to_str().unwrap()], &[]);
    assert_setup_error(&out, &["no TorchTPU Python", "scripts/setup --torch"]);
    assert_setup_error(&aten(tmp.path(), &["--ops", "add", "--jobs", "0"], &[]), &["--jobs 0"]);
    assert_setup_error(&aten(tmp.path(), &["--ops", "no_such_op"], &[]), &["no OpInfo of that name"]);
    assert_setup_error(
        &aten(tmp.path(), &["--ops", "add", "--device", "/nonexistent/plugin.so"], &[]),
        &["--device /nonexistent/plugin.so"],
    );
    assert!(!tmp.path().join("run").exists(), "a refused start leaves no run folder");
}

#[test]
fn a_planted_wrong_lowering_is_a_mismatch_naming_the_op_dtype_and_sample() {
    // The fault plugin as TorchTPU's device: every program naming `exponential` (TorchTPU sends
    // bytecode, whose op names are strings) gives f32 outputs 1.5 times too large.
    let tmp = tempfile::tempdir().unwrap();
    let fault = common::fault_plugin();
    let out = aten(
        tmp.path(),
        &["--ops", "exp,add", "--samples", "2", "--jobs", "1", "--device", fault.to_str().unwrap()],
        &[("TPU_COMPAT_FAULT_OUTPUTS", "scale:0.5@exponential")],
    );
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    let rows = rows(&tmp.path().join("run"));
    let exp = rows.iter().find(|r| r.id == "aten.exp.f32").expect("the exp f32 row");
    assert_eq!(exp.status, Status::FailParity, "{exp:#?}");
    let why = exp.error.as_deref().unwrap_or_default();
    assert!(why.contains("sample 0: mismatch") && why.contains("max |device - cpu|"), "{why}");
    assert_eq!(statuses(&rows).get("aten.add.f32"), Some(&Status::Pass), "other ops are untouched");
}
