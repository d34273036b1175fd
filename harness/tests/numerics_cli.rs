//! Numerics and compile profiles through the binary: recorded on rows, in
//! `run.json`'s identity and in baseline provenance; part of the compile
//! cache key; named in the printed figures; refused where they cannot apply.
//! The numbers themselves are checked in `suites/tests/numerics.rs`.

mod common;

use common::*;
use results::Status;
use std::path::Path;

/// A definition folder whose program is one f32 matmul (DEFAULT precision).
fn matmul(root: &Path, id: &str) {
    let d = root.join(id);
    std::fs::create_dir_all(&d).unwrap();
    std::fs::write(
        d.join("model.mlir"),
        "func.func public @main(%x: tensor<4x64xf32>, %w: tensor<64x8xf32>) -> tensor<4x8xf32> {\n  \
         %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x64xf32>, tensor<64x8xf32>) -> tensor<4x8xf32>\n  \
         return %0 : tensor<4x8xf32>\n}\n",
    )
    .unwrap();
    std::fs::write(
        d.join("model.toml"),
        format!(
            "id = \"{id}\"\nfamily = \"mlp\"\nseed = 3\n\n[[arguments]]\nname = \"x\"\nshape = [4, 64]\ndtype = \"f32\"\nrole = \"data\"\nfill = \"uniform(-1,1)\"\n\n\
             [[arguments]]\nname = \"w\"\nshape = [64, 8]\ndtype = \"f32\"\nrole = \"weight\"\nfill = \"normal(0.5)\"\n\n[[outputs]]\nname = \"y\"\nshape = [4, 8]\ndtype = \"f32\"\n"
        ),
    )
    .unwrap();
}

#[test]
fn profiles_reach_rows_run_json_provenance_and_the_cache_key() {
    let tmp = tempfile::tempdir().unwrap();
    let suite = tmp.path().join("mm");
    matmul(&suite, "mm-a");
    let cache = tmp.path().join("cache");
    let store = tmp.path().join("store");
    let s = suite.to_str().unwrap();
    let rec = tpu_compat(&cache).args(["baseline", "record", s, "--f64", "--out"]).arg(&store).output().unwrap();
    assert_eq!(rec.status.code(), Some(0), "{}", show(&rec));

    let go_with = |store: &Path, name: &str, extra: &[&str], want: i32| {
        let d = tmp.path().join(name);
        let out = tpu_compat(&cache)
            .args(["run", s, "--jobs", "1", "--baselines"])
            .arg(store)
            .args(extra)
            .arg("--run-dir")
            .arg(&d)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(want), "{}", show(&out));
        (rows(&d), String::from_utf8_lossy(&out.stdout).into_owned(), d)
    };
    let go = |name: &str, extra: &[&str], want: i32| go_with(&store, name, extra, want);
    let (native, text, native_dir) = go("native", &[], 0);
    assert_eq!(
        (native[0].status, native[0].profiles.numerics.as_str(), native[0].profiles.compile_profile.as_str()),
        (Status::Pass, "native", "fast")
    );
    // The recording compiled `full` into the same cache: this `fast` run missed it.
    assert!(!native[0].cached, "{:?}", native[0]);
    assert!(text.contains("mm (fast compile): 1/1 passed"), "{text}");

    // tpu-default: both operands rounded to bf16 — far outside f32 tolerances.
    let (default, text, dir) = go("tpu-default", &["--numerics", "tpu-default"], 1);
    let r = &default[0];
    assert_eq!((r.status, r.profiles.numerics.as_str(), r.cached), (Status::FailParity, "tpu-default", false), "{r:#?}");
    assert!(text.contains("mm (tpu-default numerics, fast compile): 0/1 passed (0.0%)"), "{text}");
    assert!(text.contains("suggested tolerances") && text.contains("mm-a: y atol"), "{text}");
    let m = r.outputs[0].metrics.as_ref().unwrap();
    assert!(m.max_rel > 1e-4 && m.max_abs < 0.2, "bf16 operand rounding, not garbage: {m:?}");
    let info: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(dir.join("run.json")).unwrap()).unwrap();
    let identity = info["identity"].to_string();
    assert!(identity.contains("tpu-default") && identity.contains("compile profile"), "{identity}");

    // tpu-highest is the program as written: it passes, and its executable is the native one.
    let (highest, text, _) = go("tpu-highest", &["--numerics", "tpu-highest"], 0);
    assert_eq!((highest[0].status, highest[0].cached), (Status::Pass, true));
    assert!(text.contains("mm (tpu-highest numerics, fast compile): 1/1 passed"), "{text}");

    // A compile profile is part of the key (a folder suite compiles `fast` by
    // default on the CPU plugin, and missed the recording's `full` above): a
    // `full` run hits the executable `baseline record` compiled, which it shares.
    let (full, _, _) = go("full", &["--compile-profile", "full"], 0);
    assert_eq!((full[0].cached, full[0].profiles.compile_profile.as_str()), (true, "full"));

    // Resuming a run under another profile is another run.
    let out = tpu_compat(&cache)
        .args(["run", s, "--baselines"])
        .arg(&store)
        .args(["--numerics", "tpu-high", "--resume", "--run-dir"])
        .arg(&native_dir)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2), "{}", show(&out));
    assert!(String::from_utf8_lossy(&out.stderr).contains("numerics: the run has `native`, this command `tpu-high`"), "{}", show(&out));

    // Baselines recorded under a profile say so in their provenance.
    let store2 = tmp.path().join("store2");
    let rec = tpu_compat(&cache)
        .args(["baseline", "record", s, "--numerics", "tpu-default", "--compile-profile", "fast", "--out"])
        .arg(&store2)
        .output()
        .unwrap();
    assert_eq!(rec.status.code(), Some(0), "{}", show(&rec));
    assert!(String::from_utf8_lossy(&rec.stderr).contains("tpu-default numerics, fast compile"), "{}", show(&rec));
    let (_, meta) = runtime::tensors_file::read(&store2.join("mm").join("mm-a.safetensors")).unwrap();
    assert_eq!((meta["numerics"].as_str(), meta["compile_profile"].as_str()), ("tpu-default", "fast"), "{meta:?}");
    let (_, meta) = runtime::tensors_file::read(&store.join("mm").join("mm-a.safetensors")).unwrap();
    assert_eq!((meta["numerics"].as_str(), meta["compile_profile"].as_str()), ("native", "full"));
    // ... and a run under that profile matches them.
    let (again, _, _) = go_with(&store2, "against-tpu-store", &["--numerics", "tpu-default", "--compile-profile", "fast"], 0);
    assert_eq!(again[0].status, Status::Pass);
}

#[test]
fn profiles_are_refused_where_they_cannot_apply() {
    let tmp = tempfile::tempdir().unwrap();
    let suite = tmp.path().join("s");
    definition(&suite, "a", None);
    // No libtpu is needed to be told that `fast` has no setting there.
    let out =
        tpu_compat(tmp.path()).args(["run", suite.to_str().unwrap(), "--device", "tpu", "--compile-profile", "fast"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2), "{}", show(&out));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no known setting on the `tpu` compiler"), "{}", show(&out));
    // A bytecode program cannot be rewritten.
    let bc = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/jax_export_dense.mlirbc");
    let out = tpu_compat(tmp.path()).arg("exec").arg(&bc).args(["--numerics", "tpu-default"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2), "{}", show(&out));
    assert!(String::from_utf8_lossy(&out.stderr).contains("bytecode; numerics profiles rewrite the text form"), "{}", show(&out));
    let out = tpu_compat(tmp.path()).args(["run", suite.to_str().unwrap(), "--numerics", "tpu"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2), "{}", show(&out));
    assert!(String::from_utf8_lossy(&out.stderr).contains("tpu-default"), "{}", show(&out));
}

#[test]
fn an_hf_model_under_each_profile_against_its_native_baseline() {
    let tmp = tempfile::tempdir().unwrap();
    let cache = tmp.path().join("cache");
    let go = |profile: &str| {
        let d = tmp.path().join(profile);
        let out = tpu_compat(&cache)
            .args(["run", "hf", "--filter", "^bert$", "--jobs", "1", "--numerics", profile, "--run-dir"])
            .arg(&d)
            .output()
            .unwrap();
        let r = rows(&d).remove(0);
        assert_eq!(r.profiles.numerics.as_str(), profile);
        (out.status.code(), r)
    };
    let (code, highest) = go("tpu-highest");
    assert_eq!((code, highest.status), (Some(0), Status::Pass), "{highest:#?}");
    let (code, default) = go("tpu-default");
    assert_eq!((code, default.status), (Some(1), Status::FailParity), "{default:#?}");
    let err = |r: &results::ResultRow| r.outputs.iter().filter_map(|o| o.metrics.as_ref()).map(|m| m.max_abs).fold(0.0, f64::max);
    let (_, high) = go("tpu-high");
    assert!(err(&high) < err(&default) / 10.0, "bf16_3x is far closer than one pass: {} vs {}", err(&high), err(&default));
}

#[test]
fn a_whole_zoo_family_under_each_profile_against_the_committed_store() {
    let tmp = tempfile::tempdir().unwrap();
    let cache = tmp.path().join("cache");
    let go = |profile: &str| {
        let d = tmp.path().join(profile);
        let out = tpu_compat(&cache)
            .args(["run", "tier2", "--filter", "^mlp-", "--jobs", "2", "--numerics", profile, "--run-dir"])
            .arg(&d)
            .output()
            .unwrap();
        let mut rows = rows(&d);
        rows.sort_by(|a, b| a.id.cmp(&b.id));
        (out, rows)
    };
    let (out, native) = go("native");
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    assert!(native.len() > 20 && native.iter().all(|r| r.status == Status::Pass), "{native:#?}");
    let (out, highest) = go("tpu-highest");
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    assert!(highest.iter().all(|r| r.status == Status::Pass && r.cached), "tpu-highest compiles the native programs");
    let max_abs = |r: &results::ResultRow| r.outputs[0].metrics.as_ref().unwrap().max_abs;
    for profile in ["tpu-default", "tpu-high"] {
        let (_, rows) = go(profile);
        assert_eq!(rows.len(), native.len());
        for (r, n) in rows.iter().zip(&native) {
            assert_eq!(r.profiles.numerics.as_str(), profile);
            assert!(matches!(r.status, Status::Pass | Status::FailParity), "{profile} {}: {:?} {:?}", r.id, r.status, r.error);
            if r.id.contains("-bf16-") {
                // bf16 operands are never rounded again: the native result, bit for bit.
                assert_eq!((r.status, max_abs(r)), (Status::Pass, max_abs(n)), "{profile} {}", r.id);
            } else {
                assert!(max_abs(r) > max_abs(n), "{profile} {}: rounding the f32 operands must show", r.id);
            }
        }
    }
}
