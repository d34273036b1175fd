//! The nightly with TorchTPU in it (issue 62): TorchTPU and ATen runs go into the night's
//! journal beside the tiers, a known failure listed as expected keeps the night green, and a
//! planted TorchTPU regression (pass -> fail-parity, the fault plugin as TorchTPU's device) fails
//! the night, is triaged into a bundle, and the bundle replays `reproduced`. Real TorchTPU 0.2.0,
//! the real XLA CPU plugin.

mod common;

use common::{need_venv, show};
use std::path::Path;

fn fixture(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/torch").join(name).display().to_string()
}

#[test]
fn torchtpu_and_aten_rows_are_in_the_nights_journal_and_a_planted_regression_is_caught_and_bundled() {
    need_venv();
    let tmp = tempfile::tempdir().unwrap();
    let reports = tmp.path().join("nights");
    // A known failure: aborts.py crashes the driver on TorchTPU's device, as the expected results say.
    let expected = tmp.path().join("torch-eager.toml");
    std::fs::write(&expected, "[definitions.aborts]\nstatus = \"crash\"\nreason = \"the fixture aborts on the device\"\n").unwrap();
    let fault = common::fault_plugin();
    let night = |date: &str, device: &str, planted: Option<&str>| {
        let mut c = std::process::Command::new("bash");
        c.arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("../scripts/nightly"))
            .args(["--triage", "3"])
            .env("TPU_COMPAT", env!("CARGO_BIN_EXE_tpu-compat"))
            .env("TPU_COMPAT_CACHE_DIR", tmp.path().join("cache"))
            .env("TPU_COMPAT_REPORTS", &reports)
            .env("NIGHTLY_DATE", date)
            .env("NIGHTLY_TIERS", "")
            .env("NIGHTLY_TOPOLOGIES", "")
            .env("NIGHTLY_ATEN_JOBS", "1")
            .env("NIGHTLY_ATEN_SHARD", "1/1")
            .env("NIGHTLY_ATEN_FLAGS", r"--filter ^aten\.(add|mul)\.f32$")
            .env("NIGHTLY_TORCH_MODELS", format!("{} {}", fixture("block.py"), fixture("aborts.py")))
            .env("NIGHTLY_TORCH_MODES", "eager")
            .env("NIGHTLY_TORCH_FLAGS", format!("--device {device} --expected {}", expected.display()))
            .env("NIGHTLY_TORCH_HF", "")
            .env_remove("TPU_COMPAT_FAULT_OUTPUTS")
            .env_remove("TPU_COMPAT_PLUGIN");
        if let Some(p) = planted {
            c.env("TPU_COMPAT_FAULT_OUTPUTS", p);
        }
        c.output().unwrap()
    };
    let out = night("2026-12-01", "cpu", None);
    assert_eq!(out.status.code(), Some(0), "a known failure keeps the night green: {}", show(&out));
    let journal = std::fs::read_to_string(reports.join("2026-12-01/run/results.jsonl")).unwrap();
    let rows: Vec<serde_json::Value> = journal.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    let status =
        |rows: &[serde_json::Value], id: &str| rows.iter().find(|r| r["id"] == id).map(|r| r["status"].as_str().unwrap().to_string());
    assert_eq!(status(&rows, "torch-eager/block").as_deref(), Some("pass"), "{journal}");
    assert_eq!(status(&rows, "torch-eager/aborts").as_deref(), Some("xfail"), "{journal}");
    assert_eq!(status(&rows, "aten.add.f32").as_deref(), Some("pass"), "{journal}");
    assert_eq!(status(&rows, "aten.mul.f32").as_deref(), Some("pass"), "{journal}");

    // The next night TorchTPU's convolution is wrong (its outputs scaled): block fails parity.
    let out = night("2026-12-02", fault.to_str().unwrap(), Some("scale:1.5@convolution"));
    assert_eq!(out.status.code(), Some(1), "a new failure fails the night: {}", show(&out));
    let summary = std::fs::read_to_string(reports.join("2026-12-02/summary.md")).unwrap();
    assert!(summary.contains("torch-eager/block"), "the regression is named: {summary}");
    let index: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(reports.join("2026-12-02/bundles/index.json")).unwrap()).unwrap();
    assert_eq!(index, serde_json::json!({"torch-eager/block": "bundles/torch-eager.block"}), "{}", show(&out));
    let bundle = reports.join("2026-12-02/bundles/torch-eager.block");
    let manifest: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(bundle.join("bundle.json")).unwrap()).unwrap();
    assert_eq!((manifest["source"].as_str(), manifest["status"].as_str()), (Some("torchtpu"), Some("fail-parity")), "{manifest:#}");
    assert!(manifest["replayed"].as_str().unwrap().starts_with("reproduced"), "{manifest:#}");
    assert!(bundle.join("model/block.py").is_file() && bundle.join("device-outputs.safetensors").is_file());
    // Triage reduced it first: the first departing ATen op, alone in a repro that fails the same way.
    let reduced = reports.join("2026-12-02/bundles/torch-eager.block.reduced");
    let report: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(reduced.join("reduce.json")).unwrap()).unwrap();
    assert_eq!(report["found"]["op"], "aten.convolution.default", "{report:#}");
    assert_eq!(report["alone"], "fail-parity", "{report:#}");
    assert!(reduced.join("repro.py").is_file() && reduced.join("repro.pt").is_file());
    // `tpu-compat replay` reruns it: reproduced while the fault is there, not without it.
    let replay = |planted: Option<&str>| {
        let mut c = std::process::Command::new(env!("CARGO_BIN_EXE_tpu-compat"));
        c.arg("replay").arg(&bundle).env_remove("TPU_COMPAT_FAULT_OUTPUTS");
        if let Some(p) = planted {
            c.env("TPU_COMPAT_FAULT_OUTPUTS", p);
        }
        c.output().unwrap()
    };
    let again = replay(Some("scale:1.5@convolution"));
    assert_eq!(again.status.code(), Some(0), "{}", show(&again));
    assert!(String::from_utf8_lossy(&again.stdout).contains("reproduced on"), "{}", show(&again));
    let fixed = replay(None);
    assert_eq!(fixed.status.code(), Some(1), "{}", show(&fixed));
    assert!(String::from_utf8_lossy(&fixed.stdout).contains("NOT reproduced"), "{}", show(&fixed));
}

/// `reduce ID --run RUN` of a TorchTPU parity failure planted on one op (the fault plugin scales
/// TorchTPU's convolution outputs): it names that ATen op, and its repro file fails the same way
/// when `tpu-compat torch` runs it alone; a row whose every op matches names none (exit 1).
#[test]
fn reduce_of_a_torchtpu_row_names_the_first_departing_aten_op_and_its_repro_fails_alone() {
    need_venv();
    let tmp = tempfile::tempdir().unwrap();
    let fault = common::fault_plugin();
    let tpu = |args: &[&str], planted: bool| {
        let mut c = common::tpu_compat(&tmp.path().join("cache"));
        c.args(args).env_remove("TPU_COMPAT_FAULT_OUTPUTS");
        if planted {
            c.env("TPU_COMPAT_FAULT_OUTPUTS", "scale:1.5@convolution");
        }
        c.output().unwrap()
    };
    let run = tmp.path().join("run");
    let block = fixture("block.py");
    let out = tpu(&["torch", &block, "--device", fault.to_str().unwrap(), "--out", run.to_str().unwrap()], true);
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    let reduced = tmp.path().join("reduced");
    let out = tpu(&["reduce", "block", "--run", run.to_str().unwrap(), "--out", reduced.to_str().unwrap()], true);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(said.contains("first departing op: aten.convolution.default"), "{}", show(&out));
    assert!(said.contains("alone it is fail-parity"), "{}", show(&out));
    // The repro is a model file of its own: `tpu-compat torch` runs it, and it fails as the model did.
    let alone = tmp.path().join("alone");
    let repro = reduced.join("repro.py");
    let out = tpu(&["torch", repro.to_str().unwrap(), "--device", fault.to_str().unwrap(), "--out", alone.to_str().unwrap()], true);
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    assert_eq!(common::statuses(&common::rows(&alone)).get("repro"), Some(&results::Status::FailParity));
    // Without the fault, every op matches: no op is named.
    let clean = tmp.path().join("clean");
    let out = tpu(&["torch", &block, "--out", clean.to_str().unwrap()], false);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let none = tmp.path().join("none");
    let out = tpu(&["reduce", "block", "--run", clean.to_str().unwrap(), "--out", none.to_str().unwrap()], false);
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no departing op"), "{}", show(&out));
}
