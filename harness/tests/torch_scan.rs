//! `tpu-compat torch --rewrite-scan` through the real binary, the real TorchTPU and the real 0.0.1
//! CPU plugin (StableHLO 1.13.3, no `chlo.scan`): TorchTPU's scans (cumsum, cumprod, logcumsumexp,
//! and a trained model's backward) rewritten as plain while loops pass against PyTorch CPU; the
//! roberta family (its position ids are a cumsum) passes; a planted off-by-one rewrite is a parity
//! failure; a missing scan venv and a refused combination of flags are setup errors; a run folder
//! does not resume under the other setting. The lowering itself is checked on StableHLO's reference
//! interpreter (scripts/torch_tpu/scan_tests, run here with the scan venv).

mod common;

use common::*;
use results::Status;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The scan venv's Python, where `scripts/setup --torch` installs it (beside the TorchTPU venv).
fn scan_python() -> PathBuf {
    let torch = need_venv();
    let venv = match std::env::var_os("TPU_COMPAT_SCAN_VENV").filter(|v| !v.is_empty()) {
        Some(v) => PathBuf::from(v),
        // need_venv gives VENV/bin/python: the scan venv is VENV's sibling.
        None => torch.parent().and_then(Path::parent).map(|v| v.with_file_name("venv-scan")).unwrap(),
    };
    let python = venv.join("bin/python");
    assert!(python.is_file(), "no scan venv at {}: run scripts/setup --torch", venv.display());
    python
}

#[test]
fn the_lowering_computes_a_reverse_scan_of_two_inputs_on_the_reference_interpreter() {
    let out = Command::new(scan_python())
        .args(["-m", "unittest", "discover", "-s", "scripts/torch_tpu/scan_tests"])
        .current_dir(Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap())
        .env_remove("TPU_COMPAT_FAULT_SCAN")
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", show(&out));
    assert!(String::from_utf8_lossy(&out.stderr).contains("Ran 4 tests"), "{}", show(&out));
}

#[test]
fn scans_pass_on_the_cpu_plugin_rewritten_and_an_off_by_one_rewrite_fails_parity() {
    scan_python();
    let tmp = tempfile::tempdir().unwrap();
    let (cumsum, scans) = (torch_fixture("cumsum.py"), torch_fixture("scans.py"));

    // Without the rewrite, the scan is the plugin's limit (harness/tests/torch.rs); with it, judged.
    let (out, rows) = torch_run(tmp.path(), "rewritten", &[&cumsum, &scans, "hf:roberta", "--rewrite-scan"]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let stdout = String::from_utf8_lossy(&out.stdout);
    for row in &rows {
        assert_eq!(row.status, Status::Pass, "{row:?}\n{}", show(&out));
        let rewrites = row.torch.as_ref().and_then(|t| t.scan_rewrites).unwrap();
        assert!(rewrites >= 1, "{}: each model's scans were rewritten: {row:?}", row.id);
        assert!(stdout.contains(&format!("chlo.scan rewritten in {rewrites}")), "{}", show(&out));
    }
    assert_eq!(rows.iter().map(|r| r.id.as_str()).collect::<Vec<_>>(), ["cumsum", "scans", "roberta"]);
    assert_eq!(rows[1].torch.as_ref().unwrap().scan_rewrites, Some(3), "cumsum, cumprod and logcumsumexp: {:?}", rows[1]);

    // Trained: the backward of each scan runs through the rewrite too, the loss curve at parity.
    let (out, rows) = torch_run(tmp.path(), "trained", &[&scans, "--rewrite-scan", "--train", "loop", "--steps", "2"]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    assert_eq!(rows[0].status, Status::Pass, "{:?}", rows[0]);

    // A planted wrong rewrite (the loop starts one step late) is caught by the comparison.
    let run_dir = tmp.path().join("planted");
    let out = tpu_compat(&tmp.path().join("cache"))
        .args(["torch", &cumsum, "--rewrite-scan", "--out"])
        .arg(&run_dir)
        .env("TPU_COMPAT_FAULT_SCAN", "off-by-one")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    let row = &common::rows(&run_dir)[0];
    assert_eq!(row.status, Status::FailParity, "{row:?}");
    assert_eq!(row.torch.as_ref().unwrap().scan_rewrites, Some(1), "{row:?}");

    // A folder runs under one setting: resumed without the rewrite, it is refused.
    let rewritten = tmp.path().join("rewritten");
    let out = tpu(tmp.path(), &["torch", &cumsum, &scans, "hf:roberta", "--out", rewritten.to_str().unwrap(), "--resume"]);
    assert_setup_error(&out, &["rewrite-scan"]);

    // `reduce` re-runs a row under its run's settings: through the rewrite, the scan runs op by op and
    // matches (without it, TorchTPU refuses to write the scan for the plugin and the op raises).
    let reduced = tmp.path().join("reduced");
    let out = tpu(tmp.path(), &["reduce", "--run", rewritten.to_str().unwrap(), "cumsum", "--out", reduced.to_str().unwrap()]);
    assert!(String::from_utf8_lossy(&out.stderr).contains("no departing op: every one of the 2 ops"), "{}", show(&out));
    assert!(reduced.join("scan-rewrites.jsonl").is_file(), "{}", show(&out));
}

#[test]
fn a_missing_scan_venv_is_refused_a_broken_rewriter_costs_its_program_and_a_reported_version_is_refused() {
    need_venv();
    let tmp = tempfile::tempdir().unwrap();
    let run_dir = tmp.path().join("run");
    let out = tpu_compat(&tmp.path().join("cache"))
        .args(["torch", &torch_fixture("cumsum.py"), "--rewrite-scan", "--out"])
        .arg(&run_dir)
        .env("TPU_COMPAT_SCAN_VENV", tmp.path().join("no-venv"))
        .output()
        .unwrap();
    assert_setup_error(&out, &["--rewrite-scan: no scan venv at", "no-venv", "scripts/setup --torch"]);
    assert!(!run_dir.exists(), "no run folder is left behind: {}", show(&out));

    // A rewriter that fails costs its program, not the run: sent as it is, the plugin refuses it and
    // the row says why the rewrite could not help.
    let venv = tmp.path().join("broken-venv");
    std::fs::create_dir_all(venv.join("bin")).unwrap();
    let python = venv.join("bin/python");
    std::fs::write(&python, "#!/bin/sh\necho 'Traceback: no jaxlib here' >&2\nexit 3\n").unwrap();
    std::fs::set_permissions(&python, std::os::unix::fs::PermissionsExt::from_mode(0o755)).unwrap();
    let broken = tmp.path().join("broken");
    let out = tpu_compat(&tmp.path().join("cache"))
        .args(["torch", &torch_fixture("cumsum.py"), "--rewrite-scan", "--out"])
        .arg(&broken)
        .env("TPU_COMPAT_SCAN_VENV", &venv)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let row = &common::rows(&broken)[0];
    assert_eq!(row.status, Status::Skipped, "{row:?}");
    let why = row.error.as_deref().unwrap_or_default();
    assert!(why.contains("plugin's limit") && why.contains("--rewrite-scan could not help: Traceback: no jaxlib here"), "{why}");

    let out = tpu(tmp.path(), &["run", "tier1", "--rewrite-scan"]);
    assert_setup_error(&out, &["--rewrite-scan: `tier1` is not a TorchTPU tier"]);
    let out = tpu(tmp.path(), &["torch", &torch_fixture("cumsum.py"), "--rewrite-scan", "--capture", "--report-stablehlo", "1.16.3"]);
    assert_eq!(out.status.code(), Some(2), "{}", show(&out));
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot be used with"), "{}", show(&out));
}

#[test]
fn the_aten_tiers_scan_cells_are_judged_with_the_rewrite_and_a_folder_keeps_its_setting() {
    scan_python();
    let tmp = tempfile::tempdir().unwrap();
    let run_dir = tmp.path().join("aten");
    let aten = |extra: &[&str]| {
        tpu_compat(&tmp.path().join("cache"))
            .args(["aten", "--ops", "cumsum,logcumsumexp", "--samples", "1", "--jobs", "1", "--run-dir"])
            .arg(&run_dir)
            .args(extra)
            .output()
            .unwrap()
    };
    let out = aten(&["--rewrite-scan"]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let got = statuses(&common::rows(&run_dir));
    // Skipped without the rewrite (harness/tests/aten.rs): every cell now judged, and passing.
    assert!(got.len() >= 4 && got.values().all(|s| *s == Status::Pass), "{got:?}");
    assert!(std::fs::read_to_string(run_dir.join("scan-rewrites.jsonl")).unwrap().contains("\"scan\":true"));
    let out = aten(&["--resume"]);
    assert_setup_error(&out, &["rewrite-scan"]);
}
