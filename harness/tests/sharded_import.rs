//! Sharded programs exported by JAX itself (`tests/data/sharded/jax/`,
//! made by its `export.py`), through the real binary: `tpu-compat import
//! --batch` of `jax.jit` with shardings and of `shard_map` with each
//! collective, in Shardy and in GSPMD form, then `tpu-compat run` of the
//! imported suite with no extra flags. Each runs once on the CPU plugin's 4
//! devices and matches the outputs JAX computed on its own 4-device mesh;
//! a wrong expected value fails its program, naming the output.

mod common;

use common::{rows, show, tpu_compat};
use results::Status;
use runtime::tensors_file;
use std::path::{Path, PathBuf};

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/sharded/jax")
}

const IDS: [&str; 9] = [
    "gspmd-jit-mlp-tp",
    "gspmd-shard-map-ppermute",
    "gspmd-shard-map-psum",
    "jit-mlp-tp",
    "shard-map-all-gather",
    "shard-map-all-to-all",
    "shard-map-ppermute",
    "shard-map-psum",
    "shard-map-psum-scatter",
];

/// `import --batch SRC --out ROOT/models`, then `run ROOT/models`: the run's output and rows.
fn import_and_run(root: &Path, src: &Path) -> (std::process::Output, Vec<results::ResultRow>) {
    let models = root.join("models");
    let out = tpu_compat(&root.join("cache")).arg("import").arg("--batch").arg(src).arg("--out").arg(&models).output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let run_dir = root.join("run");
    let out = tpu_compat(&root.join("cache")).arg("run").arg(&models).arg("--run-dir").arg(&run_dir).output().unwrap();
    let rows = rows(&run_dir);
    (out, rows)
}

#[test]
fn jax_exported_sharded_programs_import_and_match_jax_on_four_devices() {
    let tmp = tempfile::tempdir().unwrap();
    let (out, rows) = import_and_run(tmp.path(), &fixtures());
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let mut ids: Vec<&str> = rows.iter().map(|r| r.id.as_str()).collect();
    ids.sort();
    assert_eq!(ids, IDS);
    for r in &rows {
        assert_eq!((r.status, r.devices), (Status::Pass, Some(4)), "{r:?}");
        // shard_map bodies have no one-device counterpart: one compile; jit programs are also judged against one device.
        let want = if r.id.contains("shard-map") { 1 } else { 2 };
        assert_eq!(r.compiles, Some(want), "{r:?}");
        for o in &r.outputs {
            let m = o.metrics.as_ref().unwrap_or_else(|| panic!("{}: {} judged against JAX's outputs", r.id, o.name));
            assert!(m.passed, "{}: {m:?}", r.id);
            if r.id.contains("shard-map") {
                assert_eq!(m.max_abs, 0.0, "{}: collectives move or sum a few floats exactly as JAX did: {m:?}", r.id);
            } else {
                assert!(m.max_abs < 1e-4, "{}: {m:?}", r.id);
            }
        }
    }
    let shapes: Vec<(String, Vec<i64>)> = rows.iter().map(|r| (r.id.clone(), r.outputs[0].shape.clone())).collect();
    assert!(shapes.contains(&("shard-map-all-to-all".into(), vec![32, 2])), "global outputs assembled: {shapes:?}");
    assert!(shapes.contains(&("shard-map-psum".into(), vec![2, 3])), "{shapes:?}");
}

#[test]
fn a_wrong_expected_value_fails_its_sharded_program() {
    let tmp = tempfile::tempdir().unwrap();
    let src = tmp.path().join("exported");
    for id in ["shard-map-ppermute", "jit-mlp-tp"] {
        let (from, to) = (fixtures().join(id), src.join(id));
        std::fs::create_dir_all(&to).unwrap();
        for f in ["model.mlir", "inputs.safetensors", "expected.safetensors"] {
            std::fs::copy(from.join(f), to.join(f)).unwrap();
        }
    }
    // The permuted rows, shifted by one row: what a ring the other way round would give.
    let path = src.join("shard-map-ppermute/expected.safetensors");
    let (mut named, meta) = tensors_file::read(&path).unwrap();
    let t = &mut named[0].1;
    let row = t.data.len() / t.shape[0] as usize;
    t.data.rotate_left(row * 2);
    let named: Vec<(String, &runtime::HostTensor)> = named.iter().map(|(n, t)| (n.clone(), t)).collect();
    tensors_file::write(&path, &named, &meta).unwrap();
    let (out, rows) = import_and_run(tmp.path(), &src);
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    let status = |id: &str| rows.iter().find(|r| r.id == id).map(|r| r.status);
    assert_eq!(status("jit-mlp-tp"), Some(Status::Pass), "{}", show(&out));
    assert_eq!(status("shard-map-ppermute"), Some(Status::FailParity), "{}", show(&out));
}
