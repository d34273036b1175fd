//! Real PyTorch models beyond the forward pass, through the real binary:
//! a transformers causal LM's training step (`suites/hf/llama-train`,
//! forward + loss + backward + SGD momentum traced by make_fx, its state
//! aliased) run K steps and judged by PyTorch's eager loss curve alone, and
//! the same model exported at a sequence bound (`suites/hf/llama-dyn`,
//! `[dynamic]`) compiled once and judged at every length against PyTorch at
//! that length (`<id>.len<L>` baselines). Both made by scripts/export-hf.

mod common;

use common::*;
use results::Status;
use std::path::{Path, PathBuf};

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// `<tmp>/hf/<id>/` and `<tmp>/store/hf/<id>*.safetensors`, copied from the committed suite and store.
fn copy_definition(tmp: &Path, id: &str) -> (PathBuf, PathBuf) {
    let (suite, store) = (tmp.join("hf"), tmp.join("store"));
    let dst = suite.join(id);
    std::fs::create_dir_all(&dst).unwrap();
    for e in std::fs::read_dir(repo().join("suites/hf").join(id)).unwrap().flatten() {
        std::fs::copy(e.path(), dst.join(e.file_name())).unwrap();
    }
    std::fs::create_dir_all(store.join("hf")).unwrap();
    for e in std::fs::read_dir(repo().join("baselines/store/hf")).unwrap().flatten() {
        let name = e.file_name().to_string_lossy().to_string();
        if name.starts_with(&format!("{id}.")) {
            std::fs::copy(e.path(), store.join("hf").join(&name)).unwrap();
        }
    }
    (suite, store)
}

fn run(tmp: &Path, suite: &Path, store: &Path, extra: &[&str]) -> (std::process::Output, Vec<results::ResultRow>) {
    let out = tmp.join(format!("run-{}", extra.join("_").replace(['-', ','], "")));
    let o = tpu_compat(&tmp.join("cache"))
        .arg("run")
        .arg(suite)
        .arg("--baselines")
        .arg(store)
        .arg("--run-dir")
        .arg(&out)
        .args(extra)
        .output()
        .unwrap();
    let rows = if out.join(results::journal::RESULTS_FILE).is_file() { rows(&out) } else { Vec::new() };
    (o, rows)
}

#[test]
fn a_pytorch_training_step_matches_its_eager_loss_curve() {
    let tmp = tempfile::tempdir().unwrap();
    let (suite, store) = copy_definition(tmp.path(), "llama-train");
    let (o, rows) = run(tmp.path(), &suite, &store, &[]);
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
    let r = &rows[0];
    assert_eq!(r.status, Status::Pass, "{:?}", r.error);
    let names: Vec<&str> = r.outputs.iter().map(|o| o.name.as_str()).collect();
    assert_eq!(names, ["loss@1", "loss@2", "loss@3", "loss@4", "loss@5"], "a loss-curve baseline judges the losses alone");
    let curve = r.training.as_ref().expect("the row carries the loss curve");
    assert_eq!(curve.baseline.len(), 5);
    assert!(curve.device[4] < curve.device[0] - 0.1, "five SGD steps lower the loss: {:?}", curve.device);
    for (d, b) in curve.device.iter().zip(&curve.baseline) {
        assert!((d - b).abs() < 1e-4, "device {:?} vs PyTorch {:?}", curve.device, curve.baseline);
    }
}

#[test]
fn a_loss_curve_that_leaves_pytorchs_fails_at_that_step() {
    let tmp = tempfile::tempdir().unwrap();
    let (suite, store) = copy_definition(tmp.path(), "llama-train");
    let s = baselines::Store::new(&store);
    let mut b = s.load("hf", "llama-train").unwrap();
    let l3 = b.outputs[2].to_f64_vec()[0] as f32;
    b.outputs[2] = runtime::HostTensor::scalar(l3 + 1e-2);
    s.write("hf", &b).unwrap();
    let (o, rows) = run(tmp.path(), &suite, &store, &[]);
    assert_eq!(o.status.code(), Some(1), "{}", show(&o));
    assert_eq!(rows[0].status, Status::FailParity);
    let failed: Vec<&str> =
        rows[0].outputs.iter().filter(|o| o.metrics.as_ref().is_some_and(|m| !m.passed)).map(|o| o.name.as_str()).collect();
    assert_eq!(failed, ["loss@3"], "{:?}", rows[0].error);
}

#[test]
fn a_bounded_export_compiles_once_and_matches_pytorch_at_every_length() {
    let tmp = tempfile::tempdir().unwrap();
    let (suite, store) = copy_definition(tmp.path(), "llama-dyn");
    let (o, rows) = run(tmp.path(), &suite, &store, &[]);
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
    let lengths: Vec<i64> = rows.iter().filter_map(|r| r.length).collect();
    assert_eq!(lengths, [1, 2, 3, 5, 7, 8, 9, 11, 13, 15, 16], "the default length policy up to the bound 16");
    for r in &rows {
        assert_eq!(r.status, Status::Pass, "length {:?}: {:?}", r.length, r.error);
        assert_eq!(r.compiles, Some(1), "one compile for the bound");
        assert_eq!(r.outputs[0].shape, vec![1, r.length.unwrap(), 128], "cut to PyTorch's shape at that length");
    }
    assert!(String::from_utf8_lossy(&o.stdout).contains("Bounded dynamism: 1/1"), "{}", show(&o));
}

#[test]
fn a_length_without_a_baseline_fails_that_length_and_names_the_file() {
    let tmp = tempfile::tempdir().unwrap();
    let (suite, store) = copy_definition(tmp.path(), "llama-dyn");
    std::fs::remove_file(store.join("hf/llama-dyn.len7.safetensors")).unwrap();
    let (o, rows) = run(tmp.path(), &suite, &store, &["--lengths", "6,7,8"]);
    assert_eq!(o.status.code(), Some(1), "{}", show(&o));
    let by_length: Vec<(i64, Status)> = rows.iter().map(|r| (r.length.unwrap(), r.status)).collect();
    assert_eq!(by_length[2], (8, Status::Pass));
    for (i, file) in [(0, "llama-dyn.len6"), (1, "llama-dyn.len7")] {
        assert_ne!(rows[i].status, Status::Pass);
        let e = rows[i].error.as_deref().unwrap_or("");
        assert!(e.contains(file), "length {}: {e}", rows[i].length.unwrap());
    }
}

#[test]
fn self_baselines_are_refused_for_a_bounded_export() {
    let tmp = tempfile::tempdir().unwrap();
    let (suite, store) = copy_definition(tmp.path(), "llama-dyn");
    let (o, rows) = run(tmp.path(), &suite, &store, &["--self"]);
    assert_ne!(o.status.code(), Some(0), "{}", show(&o));
    let e = rows.first().and_then(|r| r.error.clone()).unwrap_or_else(|| String::from_utf8_lossy(&o.stderr).to_string());
    assert!(e.contains("--self") && e.contains("llama-dyn.len16"), "{e}");
}

#[test]
fn a_loss_curve_of_other_steps_is_refused_by_name() {
    let tmp = tempfile::tempdir().unwrap();
    let (suite, store) = copy_definition(tmp.path(), "llama-train");
    let (o, rows) = run(tmp.path(), &suite, &store, &["--steps", "3"]);
    assert_eq!(o.status.code(), Some(1), "{}", show(&o));
    assert_eq!(rows[0].status, Status::FailParity);
    let e = rows[0].error.as_deref().unwrap_or("");
    assert!(e.contains("loss curve of 5 steps") && e.contains("--steps 5"), "{e}");
    assert_eq!(rows[0].training.as_ref().map(|c| c.device.len()), Some(3), "the 3 steps ran on the device");
}

#[test]
fn a_length_past_the_bound_is_a_setup_error() {
    let tmp = tempfile::tempdir().unwrap();
    let (suite, store) = copy_definition(tmp.path(), "llama-dyn");
    let (o, rows) = run(tmp.path(), &suite, &store, &["--lengths", "40"]);
    assert_eq!(o.status.code(), Some(2), "{}", show(&o));
    assert!(rows.is_empty(), "nothing ran");
    assert!(String::from_utf8_lossy(&o.stderr).contains("40 is beyond the largest bound (16)"), "{}", show(&o));
}
