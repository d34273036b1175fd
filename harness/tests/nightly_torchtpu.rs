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
