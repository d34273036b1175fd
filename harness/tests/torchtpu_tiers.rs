//! The TorchTPU tiers as tiers of `run`, and the triage of TorchTPU rows, tried as a hostile user
//! would (issue 62): StableHLO flags given to a TorchTPU tier, a resume under another TorchTPU
//! mode, a passing row bundled, an id the run does not have reduced, a bundle edited after it was
//! written. Each is a clear error naming what is wrong (exit 2), through the real binary.

mod common;

use common::{assert_setup_error, need_venv, show, tpu};
use std::path::Path;

#[test]
fn stablehlo_flags_on_a_torchtpu_tier_are_refused_by_name_and_torch_mode_needs_one() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tpu(tmp.path(), &["run", "real", "--spmd", "fsdp", "--devices", "4", "--repeat", "3"]);
    assert_setup_error(&out, &["--spmd, --devices, --repeat: StableHLO settings", "the TorchTPU tier `real` takes"]);
    // --topology is the real and hf tiers' compile-only at published size; the aten tier has none.
    let out = tpu(tmp.path(), &["run", "aten", "--topology", "v6e:2x2"]);
    assert_setup_error(&out, &["--topology: StableHLO settings; the TorchTPU tier `aten` takes"]);
    let out = tpu(tmp.path(), &["run", "aten", "--torch-mode", "compile"]);
    assert_setup_error(&out, &["--torch-mode: the aten tier runs TorchTPU's eager mode"]);
    let out = tpu(tmp.path(), &["run", "torch-hf", "--jobs", "3"]);
    assert_setup_error(&out, &["--jobs 3: a TorchTPU tier runs one driver"]);
    let out = tpu(tmp.path(), &["run", "tier1", "--torch-mode", "eager"]);
    assert_setup_error(&out, &["--torch-mode: `tier1` is not a TorchTPU tier"]);
    assert!(!tmp.path().join("runs").exists(), "a refused start leaves no run folder");
}

#[test]
fn a_torchtpu_tier_resumed_under_another_mode_is_refused_and_its_run_json_holds_its_typed_settings() {
    need_venv();
    let tmp = tempfile::tempdir().unwrap();
    let run = tmp.path().join("real");
    // A published size no two-core machine holds: refused up front, so no driver starts.
    let out = tpu(tmp.path(), &["run", "real:hf-default.mistral", "--run-dir", run.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    let info: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(run.join("run.json")).unwrap()).unwrap();
    assert_eq!(info["suite"], "torch-eager", "{info:#}");
    assert_eq!(info["torch"]["models"], serde_json::json!(["real:hf-default.mistral"]), "{info:#}");
    assert_eq!(info["torch"]["mode"], "eager", "{info:#}");
    let out =
        tpu(tmp.path(), &["run", "real:hf-default.mistral", "--run-dir", run.to_str().unwrap(), "--resume", "--torch-mode", "compile"]);
    assert_setup_error(&out, &["torch-mode"]);
}

#[test]
fn triage_of_torchtpu_rows_refuses_what_it_cannot_do_and_names_an_edited_bundle() {
    need_venv();
    let tmp = tempfile::tempdir().unwrap();
    let run = tmp.path().join("run");
    let block = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/torch/block.py");
    let out = tpu(tmp.path(), &["torch", block.to_str().unwrap(), "--out", run.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let (r, b) = (run.to_str().unwrap(), tmp.path().join("bundle"));
    // A passing row has nothing to bundle; an id the run does not have has no row.
    let out = tpu(tmp.path(), &["report", r, "--bundle", "block", "--out", b.to_str().unwrap()]);
    assert_setup_error(&out, &["block: the row pass is not a failure"]);
    let out = tpu(tmp.path(), &["reduce", "no-such-model", "--run", r, "--out", tmp.path().join("red").to_str().unwrap()]);
    assert_setup_error(&out, &["no row for `no-such-model`"]);
    let out = tpu(tmp.path(), &["report", r, "--bundle", "block", "--reduced", r, "--out", b.to_str().unwrap()]);
    assert_setup_error(&out, &["--reduced: a TorchTPU row's bundle holds its model"]);

    // A failing row (the fault plugin scales TorchTPU's convolutions) bundles; its bundle, edited, is refused.
    let fault = common::fault_plugin();
    let bad = tmp.path().join("bad");
    let planted = |args: &[&str]| {
        common::tpu_compat(&tmp.path().join("cache")).args(args).env("TPU_COMPAT_FAULT_OUTPUTS", "scale:1.5@convolution").output().unwrap()
    };
    let out = planted(&["torch", block.to_str().unwrap(), "--device", fault.to_str().unwrap(), "--out", bad.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    let out = planted(&["report", bad.to_str().unwrap(), "--bundle", "block", "--out", b.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let manifest = b.join("bundle.json");
    let text = std::fs::read_to_string(&manifest).unwrap();
    std::fs::write(&manifest, text.replace("\"mode\": \"eager\"", "\"mode\": \"compile\"")).unwrap();
    let out = planted(&["replay", b.to_str().unwrap()]);
    assert_setup_error(&out, &["bundle.json: changed since it was written"]);
    std::fs::write(&manifest, &text).unwrap();
    std::fs::write(b.join("model/block.py"), "import os\nos.abort()\n").unwrap();
    let out = planted(&["replay", b.to_str().unwrap()]);
    assert_setup_error(&out, &["model/block.py: changed"]);
}

/// `run aten --shard K/N`: the shards split the chosen cells, each records the whole plan, and
/// `merge` joins them into the whole run (one shard alone is a partial run: its missing cells
/// not-run, exit 1, and said); run.json holds the ATen settings typed.
#[test]
fn aten_shards_split_the_cells_and_merge_into_the_whole_run() {
    need_venv();
    let tmp = tempfile::tempdir().unwrap();
    let filter = r"^aten\.(add|mul|sub)\.f32$";
    let mut ids = Vec::new();
    for k in ["1/2", "2/2"] {
        let dir = tmp.path().join(format!("shard-{}", &k[..1]));
        let out = tpu(tmp.path(), &["run", "aten", "--filter", filter, "--shard", k, "--jobs", "1", "--run-dir", dir.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(0), "{}", show(&out));
        ids.extend(common::rows(&dir).into_iter().map(|r| r.id));
    }
    ids.sort();
    assert_eq!(ids, ["aten.add.f32", "aten.mul.f32", "aten.sub.f32"], "each cell in exactly one shard");
    let info: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(tmp.path().join("shard-1/run.json")).unwrap()).unwrap();
    assert_eq!((info["aten"]["filter"].as_str(), info["aten"]["shard"].as_str()), (Some(filter), Some("1/2")), "{info:#}");
    let (one, two) = (tmp.path().join("shard-1"), tmp.path().join("shard-2"));
    let merged = tmp.path().join("merged");
    let out = tpu(tmp.path(), &["merge", one.to_str().unwrap(), two.to_str().unwrap(), "--out", merged.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    assert_eq!(common::rows(&merged).len(), 3);
    let out = tpu(tmp.path(), &["merge", one.to_str().unwrap(), "--out", tmp.path().join("part").to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    assert!(String::from_utf8_lossy(&out.stderr).contains("missing shard 2/2"), "{}", show(&out));
}
