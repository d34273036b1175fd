//! Compile-only runs on the real TPU compiler (libtpu, no chip), through the
//! binary: `run SUITE --device tpu --topology NAME`. A bf16 65536x65536
//! matmul is `oom` on v5e:2x2 by the compiler's own E1000 and compiles on
//! v6e:2x2, and neither run allocates its 16 GiB of inputs; a program the
//! TPU compiler rejects is `fail-compile` with the compiler's words; the
//! spmd tier's programs compile for v5e:2x2 over its 4 chips with per-chip
//! memory; a Tier 2 definition sharded over 256 chips (`--spmd fsdp`) shows
//! the collectives the partitioner inserted, and one over all 8,192 chips
//! of v5p:16x16x32; JAX-exported sharded programs and training steps
//! compile with no other flag (a step's donated state is its alias bytes);
//! a wrong topology name is exit 2 naming the accepted forms; a rerun comes
//! from the compile cache; a `compiled` row is never a pass, in the
//! summary or in JUnit; a compile-only run's expected results are its
//! own (`<tier>.tpu-compile.toml`), apart from a run on the chips; a
//! footprint the compiler accepts but the chip's published HBM does not
//! hold is `oom` (v5p); a compile-only tier shards through the
//! Kubernetes manifests' own pod script with no TPU; and a sample of the
//! dynamism, ops, hf and realsize tiers compiles too.
//!
//! These need the libtpu wheel unpacked into `.plugins/` (`scripts/setup --tpu`).

mod common;

use common::{rows, show, tpu_compat};
use results::{ResultRow, Status};
use std::path::{Path, PathBuf};

/// libtpu as `--device tpu` finds it; a clear failure where it is not set up.
fn require_libtpu() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().join(".plugins");
    let found = std::fs::read_dir(&root).into_iter().flatten().flatten().any(|e| e.path().join("libtpu/libtpu.so").is_file());
    assert!(found, "libtpu is not unpacked under {}: run scripts/setup --tpu", root.display());
}

/// A definition folder `<root>/<id>/` with `program` as its `@main` and the given arguments and output.
fn definition(root: &Path, id: &str, program: &str, args: &[(&str, &[i64], &str, &str)], out: (&[i64], &str)) {
    let d = root.join(id);
    std::fs::create_dir_all(&d).unwrap();
    std::fs::write(d.join("model.mlir"), program).unwrap();
    let mut toml = format!("id = \"{id}\"\nfamily = \"mlp\"\nseed = 7\n");
    for (name, shape, dtype, role) in args {
        toml.push_str(&format!("\n[[arguments]]\nname = \"{name}\"\nshape = {shape:?}\ndtype = \"{dtype}\"\nrole = \"{role}\"\n"));
    }
    toml.push_str(&format!("\n[[outputs]]\nname = \"y\"\nshape = {:?}\ndtype = \"{}\"\n", out.0, out.1));
    std::fs::write(d.join("model.toml"), toml).unwrap();
}

/// `tpu-compat run SUITE --device tpu ARGS... --run-dir DIR`: its output and rows.
fn run(tmp: &Path, suite: &Path, args: &[&str]) -> (std::process::Output, Vec<ResultRow>, PathBuf) {
    static RUNS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let run_dir = tmp.join(format!("run-{}", RUNS.fetch_add(1, std::sync::atomic::Ordering::SeqCst)));
    let out = tpu_compat(&tmp.join("cache"))
        .arg("run")
        .arg(suite)
        .arg("--device")
        .arg("tpu")
        .args(args)
        .arg("--run-dir")
        .arg(&run_dir)
        .output()
        .unwrap();
    let rows = if run_dir.join(results::journal::RESULTS_FILE).is_file() { rows(&run_dir) } else { Vec::new() };
    (out, rows, run_dir)
}

const MATMUL: &str = "module @m {
  func.func public @main(%a: tensor<65536x65536xbf16>, %b: tensor<65536x65536xbf16>) -> tensor<65536x65536xbf16> {
    %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<65536x65536xbf16>, tensor<65536x65536xbf16>) -> tensor<65536x65536xbf16>
    return %0 : tensor<65536x65536xbf16>
  }
}
";

#[test]
fn a_65536_squared_bf16_matmul_is_oom_on_v5e_and_compiles_on_v6e_without_its_inputs() {
    require_libtpu();
    let tmp = tempfile::tempdir().unwrap();
    let suite = tmp.path().join("defs");
    let big: &[i64] = &[65536, 65536];
    definition(&suite, "matmul-65536-bf16", MATMUL, &[("a", big, "bf16", "data"), ("b", big, "bf16", "weight")], (big, "bf16"));
    let gib = 1u64 << 30;

    let (out, rows, _) = run(tmp.path(), &suite, &["--topology", "v5e:2x2", "--no-cache"]);
    assert_eq!(out.status.code(), Some(1), "an oom is an unexpected failure: {}", show(&out));
    assert_eq!(rows.len(), 1, "{}", show(&out));
    let r = &rows[0];
    assert_eq!((r.status, r.stage), (Status::Oom, results::Stage::Compile), "{r:?}");
    let e = r.error.as_deref().unwrap_or_default();
    assert!(e.contains("RESOURCE_EXHAUSTED") && e.contains("E1000") && e.contains("exceeds available HBM"), "{e}");
    assert_eq!(r.compiled.as_ref().map(|c| c.topology.as_str()), Some("v5e:2x2"), "the refused target is on the row: {r:?}");
    assert!(r.peak_host_bytes.is_some_and(|b| b < 2 * gib), "its inputs were never made: {:?}", r.peak_host_bytes);
    // Issue 45 row 20: the refused compile took its time, and the row says so (it said 0).
    assert!(r.timings.compile_ms > 0.0, "an oom row records its compile time: {:?}", r.timings);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("defs: 0/1 compile for v5e:2x2, 0 fit in HBM (compile only, not run)"), "{stdout}");

    let (out, rows, _) = run(tmp.path(), &suite, &["--topology", "v6e:2x2", "--no-cache"]);
    assert_eq!(out.status.code(), Some(0), "a compiled row does not fail the run: {}", show(&out));
    let r = &rows[0];
    assert_eq!((r.status, r.stage), (Status::Compiled, results::Stage::Done), "{r:?}");
    let c = r.compiled.as_ref().expect("the compile record");
    assert_eq!((c.topology.as_str(), c.generation.as_str(), c.chips, c.devices), ("v6e:2x2", "v6e", 4, 1));
    assert_eq!(c.memory.arguments as u64, 16 * gib, "two 8 GiB bf16 arguments: {c:?}");
    assert_eq!(c.memory.outputs as u64, 8 * gib, "{c:?}");
    assert!(c.memory.generated_code > 0 && !c.library_version.is_empty() && c.library_sha256.len() == 64, "{c:?}");
    assert_eq!(c.hbm_bytes, Some(32 * gib));
    assert_eq!(c.cost("flops"), Some(2.0 * 65536f64.powi(3)), "2·n³ flops: {:?}", c.cost);
    let p = c.predicted.expect("a predicted time");
    assert!(p.seconds > 0.5 && p.compute_seconds > 0.5, "0.56 PFLOP at 918 TFLOP/s: {p:?}");
    assert!(r.peak_host_bytes.is_some_and(|b| b < 2 * gib), "its inputs were never made: {:?}", r.peak_host_bytes);
    assert!(String::from_utf8_lossy(&out.stdout).contains("verdict: ok (1 compiled only, not run)"), "{}", show(&out));
}

#[test]
fn a_program_the_tpu_compiler_rejects_is_fail_compile_with_its_words() {
    require_libtpu();
    let tmp = tempfile::tempdir().unwrap();
    let suite = tmp.path().join("defs");
    let program = "module @m {
  func.func public @main(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %0 = stablehlo.custom_call @tpu_compat_no_such_target(%x) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
}
";
    definition(&suite, "unknown-custom-call", program, &[("x", &[2, 3], "f32", "data")], (&[2, 3], "f32"));
    let (out, rows, _) = run(tmp.path(), &suite, &["--topology", "v6e:2x2"]);
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    let r = &rows[0];
    assert_eq!((r.status, r.stage), (Status::FailCompile, results::Stage::Compile), "{r:?}");
    let e = r.error.as_deref().unwrap_or_default();
    assert!(e.starts_with("PJRT_Compile failed (INVALID_ARGUMENT)") && e.contains("tpu_compat_no_such_target"), "{e}");
}

#[test]
fn the_precision_of_each_dot_is_on_the_row_as_the_tpu_compiler_left_it() {
    require_libtpu();
    let tmp = tempfile::tempdir().unwrap();
    let suite = tmp.path().join("defs");
    let dot = |precision: &str| {
        format!(
            "module @m {{\n  func.func public @main(%a: tensor<256x512xf32>, %b: tensor<512x256xf32>) -> tensor<256x256xf32> {{\n    %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0]{precision} : (tensor<256x512xf32>, tensor<512x256xf32>) -> tensor<256x256xf32>\n    return %0 : tensor<256x256xf32>\n  }}\n}}\n"
        )
    };
    let args: [(&str, &[i64], &str, &str); 2] = [("a", &[256, 512], "f32", "data"), ("b", &[512, 256], "f32", "weight")];
    definition(&suite, "dot-default", &dot(""), &args, (&[256, 256], "f32"));
    definition(&suite, "dot-highest", &dot(", precision = [HIGHEST, HIGHEST]"), &args, (&[256, 256], "f32"));
    let (out, rows, _) = run(tmp.path(), &suite, &["--topology", "v6e:2x2"]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let precisions = |id: &str| rows.iter().find(|r| r.id == id).and_then(|r| r.compiled.as_ref()).map(|c| c.precisions.clone()).unwrap();
    // The TPU compiler turns the dot into a convolution; DEFAULT carries no operand precision, HIGHEST keeps it.
    assert_eq!(precisions("dot-default").get("convolution f32,f32->f32"), Some(&1), "{:?}", precisions("dot-default"));
    assert_eq!(
        precisions("dot-highest").get("convolution f32,f32->f32 precision=highest,highest"),
        Some(&1),
        "{:?}",
        precisions("dot-highest")
    );
}

#[test]
fn the_spmd_tier_compiles_over_v5e_2x2_with_per_chip_memory() {
    require_libtpu();
    let tmp = tempfile::tempdir().unwrap();
    let (out, rows, _) = run(tmp.path(), Path::new("spmd"), &["--topology", "v5e:2x2", "--limit", "2"]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    assert_eq!(rows.len(), 2);
    for r in &rows {
        assert_eq!((r.status, r.devices), (Status::Compiled, Some(4)), "{r:?}");
        let c = r.compiled.as_ref().unwrap();
        assert_eq!((c.devices, c.topology_devices, c.chips), (4, 4, 4), "{c:?}");
        assert!(c.memory.peak > 0 && r.device_bytes == Some(c.memory.peak as u64), "per-chip memory: {c:?}");
        assert!(r.outputs.is_empty() && r.timings.execute_ms == 0.0, "never run: {r:?}");
    }
    assert!(String::from_utf8_lossy(&out.stdout).contains("Sharded (SPMD): 2/2 compile for v5e:2x2, 2 fit in HBM"), "{}", show(&out));
}

#[test]
fn tier2_sharded_over_256_and_8192_chips_shows_the_collectives_inserted() {
    require_libtpu();
    let tmp = tempfile::tempdir().unwrap();
    let args = ["--spmd", "fsdp", "--devices", "256", "--topology", "v6e:16x16", "--limit", "1"];
    let (out, rows, _) = run(tmp.path(), Path::new("tier2"), &args);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let c = rows[0].compiled.as_ref().unwrap();
    assert_eq!((rows[0].devices, c.devices, c.chips), (Some(256), 256, 256), "{:?}", rows[0]);
    assert!(c.collectives.values().sum::<u32>() > 0, "fsdp over 256 chips needs collectives: {c:?}");
    assert!(c.memory.peak > 0, "{c:?}");

    let args = ["--spmd", "fsdp", "--devices", "8192", "--topology", "v5p:16x16x32", "--limit", "1"];
    let (out, rows, _) = run(tmp.path(), Path::new("tier2"), &args);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let c = rows[0].compiled.as_ref().unwrap();
    assert_eq!((rows[0].status, c.devices, c.chips, c.topology_devices), (Status::Compiled, 8192, 8192, 8192), "{c:?}");
    assert_eq!(c.hbm_bytes, Some(95 << 30));
}

#[test]
fn jax_exported_sharded_programs_and_training_steps_compile_with_no_other_flag() {
    require_libtpu();
    let tmp = tempfile::tempdir().unwrap();
    let models = tmp.path().join("models");
    let jax = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/sharded/jax");
    let out = tpu_compat(&tmp.path().join("cache")).arg("import").arg("--batch").arg(&jax).arg("--out").arg(&models).output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let (out, rows, _) = run(tmp.path(), &models, &["--topology", "v5e:2x2"]);
    assert!(rows.len() >= 9, "{}", show(&out));
    for r in &rows {
        assert_eq!((r.status, r.devices), (Status::Compiled, Some(4)), "{}: {:?}", r.id, r.error);
    }
    let psum = rows.iter().find(|r| r.id.contains("shard-map-psum") && !r.id.contains("scatter")).unwrap();
    assert!(psum.compiled.as_ref().unwrap().collectives.contains_key("all-reduce"), "{psum:?}");
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));

    // A JAX training step (sharded, its state donated) and the train tier's steps.
    let train = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/sharded/train4");
    let (out, rows, _) = run(tmp.path(), &train, &["--topology", "tpu7x:2x2x1"]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    assert!(rows[0].compiled.as_ref().unwrap().memory.alias > 0, "the donated state: {:?}", rows[0]);
    let (out, rows, _) = run(tmp.path(), Path::new("train"), &["--topology", "v6e:2x2", "--limit", "1"]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let c = rows[0].compiled.as_ref().unwrap();
    assert!(c.memory.alias > 0, "the step's state is donated: {c:?}");
    assert!(c.predicted.and_then(|p| p.mfu_ceiling).is_some_and(|m| m > 0.0 && m <= 1.0), "{c:?}");
}

#[test]
fn a_wrong_topology_is_exit_2_naming_the_accepted_forms() {
    require_libtpu();
    let tmp = tempfile::tempdir().unwrap();
    // Refused by its form before any worker starts.
    let (out, rows, run_dir) = run(tmp.path(), Path::new("tier1"), &["--topology", "v7x:2x2x1", "--limit", "1"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{}", show(&out));
    assert!(err.contains("named `tpu7x`") && err.contains("accepted forms are v4:AxBxC"), "{err}");
    assert!(rows.is_empty() && !run_dir.exists());
    // Well formed, refused by the library itself: its words and the forms.
    let (out, rows, _) = run(tmp.path(), Path::new("tier1"), &["--topology", "v5e:3x7", "--limit", "1"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{}", show(&out));
    assert!(err.contains("PJRT_TopologyDescription_Create failed") && err.contains("accepted forms"), "{err}");
    assert!(rows.is_empty());
    // The CPU plugin has no topologies: refused up front, naming the device to give.
    let out = tpu_compat(&tmp.path().join("cache")).args(["run", "tier1", "--limit", "1", "--topology", "v6e:2x2"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2), "{}", show(&out));
    assert!(String::from_utf8_lossy(&out.stderr).contains("give --device tpu"), "{}", show(&out));
    // A program on more devices than the topology has is refused, not compiled for fewer.
    let (out, _, _) = run(tmp.path(), Path::new("spmd"), &["--topology", "v5e:1x1", "--limit", "1"]);
    assert_eq!(out.status.code(), Some(2), "{}", show(&out));
    assert!(String::from_utf8_lossy(&out.stderr).contains("topology v5e:1x1 has 1; refused"), "{}", show(&out));
}

#[test]
fn a_rerun_comes_from_the_cache_and_compiled_rows_are_never_passes_in_junit() {
    require_libtpu();
    let tmp = tempfile::tempdir().unwrap();
    let (out, first, _) = run(tmp.path(), Path::new("tier1"), &["--topology", "v6e:2x2", "--limit", "2"]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let (_, again, run_dir) = run(tmp.path(), Path::new("tier1"), &["--topology", "v6e:2x2", "--limit", "2"]);
    assert_eq!(first.len(), again.len());
    for a in &first {
        // Journal order is the workers' finishing order: match rows by id.
        let b = again.iter().find(|b| b.id == a.id).unwrap();
        assert!(!a.cached && b.cached, "{a:?}\n{b:?}");
        assert_eq!(a.compiled.as_ref().map(|c| c.memory), b.compiled.as_ref().map(|c| c.memory));
    }
    // Another topology is another key.
    let (_, other, _) = run(tmp.path(), Path::new("tier1"), &["--topology", "v5e:2x2", "--limit", "2"]);
    assert!(other.iter().all(|r| !r.cached), "{other:?}");

    let junit = tmp.path().join("junit.xml");
    let report = |args: &[&str]| tpu_compat(&tmp.path().join("cache")).arg("report").arg(&run_dir).args(args).output().unwrap();
    let out = report(&["--format", "junit", "--out", junit.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let xml = std::fs::read_to_string(&junit).unwrap();
    assert_eq!(xml.matches("<skipped message=\"compiled only for v6e:2x2, not run\"").count(), 2, "{xml}");
    assert!(
        xml.contains("failures=\"0\"") && xml.contains("skipped=\"2\"") && xml.contains("<property name=\"topology\" value=\"v6e:2x2\"/>"),
        "{xml}"
    );
    let out = report(&[]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("Tier 1: 2/2 compile for v6e:2x2, 2 fit in HBM (compile only, not run)"), "{stdout}");
}

#[test]
fn a_compile_only_run_has_expected_results_of_its_own_not_the_chips() {
    require_libtpu();
    let tmp = tempfile::tempdir().unwrap();
    // A data root of its own: the checkout's suites, and an expected-results folder to write in.
    let home = tmp.path().join("home");
    let expected = home.join("baselines/expected");
    std::fs::create_dir_all(&expected).unwrap();
    std::os::unix::fs::symlink(Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().join("suites"), home.join("suites")).unwrap();
    let at_home = |args: &[&str]| tpu_compat(&tmp.path().join("cache")).env("TPU_COMPAT_HOME", &home).args(args).output().unwrap();
    let compile_only = |run_dir: &Path| {
        let dir = run_dir.to_str().unwrap();
        let out = at_home(&["run", "tier1", "--device", "tpu", "--topology", "v6e:2x2", "--limit", "1", "--run-dir", dir]);
        assert_eq!(out.status.code(), Some(0), "{}", show(&out));
        let info: serde_json::Value = serde_json::from_slice(&std::fs::read(run_dir.join(results::journal::RUN_FILE)).unwrap()).unwrap();
        (rows(run_dir), info["expected_file"].clone())
    };
    // `expected update` of a compile-only run writes the target's own file.
    let (first, applied) = compile_only(&tmp.path().join("run-1"));
    assert_eq!(applied, serde_json::Value::Null);
    let out = at_home(&["expected", "update", tmp.path().join("run-1").to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let own = expected.join("tier1.tpu-compile.toml");
    assert!(String::from_utf8_lossy(&out.stdout).contains(&format!("wrote {}", own.display())), "{}", show(&out));
    assert!(own.is_file() && !expected.join("tier1.tpu.toml").exists());
    // A compile-only run reads its own file, never the one a run on the chips keeps.
    let id = &first[0].id;
    std::fs::write(&own, format!("[definitions.\"{id}\"]\nstatus = \"fail-compile\"\n")).unwrap();
    std::fs::write(expected.join("tier1.tpu.toml"), format!("[definitions.\"{id}\"]\nstatus = \"crash\"\n")).unwrap();
    let (again, applied) = compile_only(&tmp.path().join("run-2"));
    assert_eq!(applied, serde_json::json!(own.display().to_string()));
    assert_eq!((again[0].status, again[0].expected), (Status::Compiled, Some(Status::FailCompile)), "{:?}", again[0]);
}

#[test]
fn devices_says_no_chips_are_attached_and_describes_a_topology() {
    require_libtpu();
    let tmp = tempfile::tempdir().unwrap();
    let out =
        tpu_compat(&tmp.path().join("cache")).args(["devices", "--device", "tpu", "--topology", "v5p:2x2x1", "--json"]).output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["compile_only"], true);
    assert_eq!(v["chips_attached"], runtime::plugin::tpu_present());
    assert_eq!(v["topology"]["name"], "v5p:2x2x1");
    assert!(v["topology"]["devices"].as_u64().is_some_and(|n| n >= 4), "{v}");
    assert_eq!(v["topology"]["hbm_bytes_per_chip"], 95u64 << 30);
    let out = tpu_compat(&tmp.path().join("cache")).args(["devices", "--device", "tpu", "--topology", "v6e:3x3"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2), "{}", show(&out));
    assert!(String::from_utf8_lossy(&out.stderr).contains("accepted forms"), "{}", show(&out));
}

/// A bf16 argument of `tenths`/10 GiB (rows of 131072) of which `@main` returns one 1x128 slice.
fn sliced_argument(root: &Path, id: &str, tenths: i64) {
    let rows = tenths * (1 << 30) / 10 / (131072 * 2);
    let (big, ty) = ([rows, 131072], format!("tensor<{rows}x131072xbf16>"));
    let program = format!(
        "module @m {{
  func.func public @main(%a: {ty}) -> tensor<1x128xbf16> {{
    %0 = stablehlo.slice %a [0:1, 0:128] : ({ty}) -> tensor<1x128xbf16>
    return %0 : tensor<1x128xbf16>
  }}
}}
"
    );
    definition(root, id, &program, &[("a", &big, "bf16", "data")], (&[1, 128], "bf16"));
}

#[test]
fn a_footprint_the_compiler_accepts_over_the_chips_published_hbm_is_oom() {
    // The compiler budgets 95.73 GiB of a v5p device's HBM, the published figure is 95 GiB: an
    // argument of 95.5 GiB, only sliced, compiles and is refused by the harness's own check. (On
    // v5e, v6e, v4 and TPU7x the compiler's budget is below the published figure, so its E1000
    // comes first: 15.9 GiB on v5e:2x2 is the compiler's.)
    require_libtpu();
    let tmp = tempfile::tempdir().unwrap();
    let suite = tmp.path().join("defs");
    sliced_argument(&suite, "slice-95.5gib-bf16", 955);
    let (out, rows, _) = run(tmp.path(), &suite, &["--topology", "v5p:2x2x1", "--no-cache"]);
    assert_eq!(out.status.code(), Some(1), "an oom is an unexpected failure: {}", show(&out));
    let r = &rows[0];
    assert_eq!((r.status, r.stage), (Status::Oom, results::Stage::Compile), "{r:?}");
    let e = r.error.as_deref().unwrap_or_default();
    assert!(
        e.contains("compiled for v5p:2x2x1, but its footprint of 95.50 GiB per device exceeds a device's HBM of 95.00 GiB (v5p)"),
        "{e}"
    );
    let c = r.compiled.as_ref().expect("the compiled footprint is on the row");
    assert_eq!(c.memory.arguments, 955 * (1i64 << 30) / 10 / (131072 * 2) * 131072 * 2, "{c:?}");
    assert!(r.peak_host_bytes.is_some_and(|b| b < 2 << 30), "its 95.5 GiB argument was never made: {:?}", r.peak_host_bytes);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("defs: 1/1 compile for v5p:2x2x1, 0 fit in HBM (compile only, not run)"), "{stdout}");

    let suite = tmp.path().join("v5e");
    sliced_argument(&suite, "slice-15.9gib-bf16", 159);
    let (_, rows, _) = run(tmp.path(), &suite, &["--topology", "v5e:2x2", "--no-cache"]);
    let e = rows[0].error.as_deref().unwrap_or_default();
    assert_eq!(rows[0].status, Status::Oom, "{:?}", rows[0]);
    assert!(e.contains("E1000") && e.contains("(15.90G) exceeds available HBM (15.75G)"), "the compiler's own refusal: {e}");
}

#[test]
fn a_compile_only_tier_shards_through_the_kubernetes_manifests_with_no_tpu() {
    // The rendered compile-only Job's own pod script (no TPU request, no TPU node selector,
    // --device tpu --topology), rehearsed on this machine: two shard pods, one killed and resumed,
    // the merge, and the same rows as one unsharded run.
    require_libtpu();
    let tmp = tempfile::tempdir().unwrap();
    let work = tmp.path().join("rehearsal");
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let out = std::process::Command::new(root.join("scripts/k8s/rehearse"))
        .args(["2", "tier1", "--filter", "^mlp-h32-", "--jobs", "1"])
        .env("TPU_COMPAT_BIN", env!("CARGO_BIN_EXE_tpu-compat"))
        .env("REHEARSE_DIR", &work)
        .env("REHEARSE_TOPOLOGY", "v6e:2x2")
        .env("TPU_COMPAT_CACHE_DIR", tmp.path().join("cache"))
        .env_remove("TPU_COMPAT_PLUGIN")
        .output()
        .unwrap();
    if out.status.code() == Some(77) {
        eprintln!("SKIPPED (no PyYAML and no package registry): {}", String::from_utf8_lossy(&out.stderr).trim());
        return;
    }
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let manifest = std::fs::read_to_string(work.join("manifests/tier1-shards.yaml")).unwrap();
    assert!(!manifest.contains("google.com/tpu") && !manifest.contains("gke-tpu"), "{manifest}");
    assert!(manifest.contains("- name: TOPOLOGY\n              value: \"v6e:2x2\"\n"), "{manifest}");
    let merged = rows(&work.join("volume/rehearsal/merged"));
    assert_eq!(merged.len(), 11, "{merged:?}");
    for r in &merged {
        assert_eq!(r.status, Status::Compiled, "{r:?}");
        assert_eq!(r.compiled.as_ref().map(|c| c.topology.as_str()), Some("v6e:2x2"), "{r:?}");
    }
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("compiled only for v6e:2x2") && text.contains("shard 0: kill -9 of its pod with"), "{text}");
}

/// The tiers the other tests here leave out, each compiled for a topology by
/// a small sample: a dynamism spec once at its bound, an op-tier case and a
/// collective case (over its 4 devices), an hf definition, and a realsize
/// definition whose 2.5 GiB of weights are never made.
#[test]
fn dynamism_ops_hf_and_realsize_compile_for_a_topology() {
    require_libtpu();
    let tmp = tempfile::tempdir().unwrap();
    let gib = 1u64 << 30;
    let compiled = |suite: &str, filter: &str, count: usize| {
        let (out, rows, _) = run(tmp.path(), Path::new(suite), &["--topology", "v6e:2x2", "--filter", filter, "--jobs", "1"]);
        assert_eq!(out.status.code(), Some(0), "{suite}: {}", show(&out));
        assert_eq!(rows.len(), count, "{suite}: {}", show(&out));
        for r in &rows {
            assert_eq!(r.status, Status::Compiled, "{suite}: {r:?}");
            let c = r.compiled.as_ref().expect("the compile record");
            assert!(c.topology == "v6e:2x2" && c.memory.generated_code > 0, "{suite}: {c:?}");
        }
        rows
    };
    let dynamic = compiled("dynamism", r"^gemma-h48-l1-mqa-b16-f32-dy\.0464$", 1);
    assert_eq!(dynamic[0].bound, Some(16), "compiled once, at its bound: {:?}", dynamic[0]);

    let ops = compiled("ops", r"^op-(sign-bf16-7x13|all_gather-partitions-pairs-dim1-f32-4x8)-normal$", 2);
    let devices = |r: &ResultRow| r.compiled.as_ref().map(|c| c.devices);
    let gather = ops.iter().find(|r| r.id.contains("all_gather")).expect("the collective's row");
    assert_eq!(devices(gather), Some(4), "a collective compiles over its 4 devices: {gather:?}");
    assert!(gather.compiled.as_ref().is_some_and(|c| c.collectives.keys().any(|k| k.contains("all-gather"))), "{gather:?}");

    compiled("hf", r"^gpt2-tokcls$", 1);

    let real = compiled("realsize", r"^llama2-7b-l2-f32\.real$", 1);
    let c = real[0].compiled.as_ref().unwrap();
    assert!(c.memory.arguments as u64 > 2 * gib, "a 7B model's two layers, embeddings and head: {c:?}");
    assert!(real[0].peak_host_bytes.is_some_and(|b| b < gib), "its weights were never made: {:?}", real[0].peak_host_bytes);
}
