//! `tpu-compat diverge` and `run --localize` on programs as JAX writes them:
//! large constants as little-endian hex data (`dense<"0x...">`, f32 and
//! bf16), `loc(...)` on every op with `#loc` aliases after the module,
//! result attributes, and transcendental ops (`tanh`, `logistic`). The
//! device is the fault plugin adding a small constant to one op's result.
//!
//! - an additive fault on `tanh` is named at its line: the float64 variant
//!   re-encodes every hex constant (before, it did not compile);
//! - a fault of the fused kernel only (it vanishes when the value is
//!   returned, as instrumenting changes fusion) is not reproduced by the
//!   instrumented program: the terminal and report.json say so, smaller
//!   batches fall back to the values that can be watched, and the one that
//!   cannot is named;
//! - a parity failure whose baseline was recorded from other inputs: no op
//!   diverges, and `run --localize`, report.json and the dashboard say the
//!   difference is between the program and what the baseline was recorded from.

mod common;

use common::*;
use runtime::HostTensor;
use std::collections::BTreeMap;
use std::path::Path;

fn le_hex(bytes: impl IntoIterator<Item = u8>) -> String {
    bytes.into_iter().map(|b| format!("{b:02X}")).collect()
}

/// Deterministic values in [-0.5, 0.5].
fn values(n: usize, seed: f32) -> Vec<f32> {
    (0..n).map(|i| 0.5 * (i as f32 * 0.37 + seed).sin()).collect()
}

/// A JAX-style export of `logistic(0.5 * tanh(x @ w + b + p))`, `marker` as its first line.
fn exported(marker: Option<&str>) -> String {
    let w = le_hex(values(64, 0.1).iter().flat_map(|v| v.to_le_bytes()));
    let b = le_hex(values(8, 0.7).iter().flat_map(|&v| half::bf16::from_f32(v).to_le_bytes()));
    let p = le_hex(values(32, 1.3).iter().flat_map(|v| v.to_le_bytes()));
    let mark = marker.map(|m| format!("// tpu-compat-fault: {m}\n")).unwrap_or_default();
    format!(
        r#"{mark}module @jit_forward attributes {{jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32}} {{
  func.func public @main(%arg0: tensor<4x8xf32> loc("x")) -> (tensor<4x8xf32> {{jax.result_info = ""}}) {{
    %cst = stablehlo.constant dense<"0x{w}"> : tensor<8x8xf32> loc(#loc)
    %cst_0 = stablehlo.constant dense<"0x{b}"> : tensor<8xbf16> loc(#loc)
    %cst_1 = stablehlo.constant dense<"0x{p}"> : tensor<4x1x8xf32> loc(#loc)
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<4x8xf32> loc(#loc)
    %0 = stablehlo.dot_general %arg0, %cst, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32> loc(#loc3)
    %1 = stablehlo.convert %cst_0 : (tensor<8xbf16>) -> tensor<8xf32> loc(#loc4)
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<8xf32>) -> tensor<4x8xf32> loc(#loc5)
    %3 = stablehlo.add %0, %2 : tensor<4x8xf32> loc(#loc5)
    %4 = stablehlo.reshape %cst_1 : (tensor<4x1x8xf32>) -> tensor<4x8xf32> loc(#loc6)
    %5 = stablehlo.add %3, %4 : tensor<4x8xf32> loc(#loc6)
    %6 = stablehlo.tanh %5 : tensor<4x8xf32> loc(#loc7)
    %7 = stablehlo.multiply %6, %cst_2 : tensor<4x8xf32> loc(#loc8)
    %8 = stablehlo.logistic %7 : tensor<4x8xf32> loc(#loc9)
    return %8 : tensor<4x8xf32> loc(#loc)
  }} loc(#loc)
}} loc(#loc)
#loc = loc(unknown)
#loc2 = loc("/work/model.py":21:0)
#loc3 = loc("jit(forward)/jit(main)/dense/dot_general"(#loc2))
#loc4 = loc("jit(forward)/jit(main)/dense/convert_element_type"(#loc2))
#loc5 = loc("jit(forward)/jit(main)/dense/add"(#loc2))
#loc6 = loc("jit(forward)/jit(main)/add"(#loc2))
#loc7 = loc("jit(forward)/jit(main)/tanh"(#loc2))
#loc8 = loc("jit(forward)/jit(main)/mul"(#loc2))
#loc9 = loc("jit(forward)/jit(main)/logistic"(#loc2))
"#
    )
}

/// The line of the first op of `kind` in `program`.
fn line_of(program: &str, kind: &str) -> u64 {
    program.lines().position(|l| l.contains(&format!("= {kind} "))).unwrap() as u64 + 1
}

/// A definition folder `<root>/<id>/` of the exported program (inputs from the seed).
fn definition_of(root: &Path, id: &str, program: &str) -> std::path::PathBuf {
    let d = root.join(id);
    std::fs::create_dir_all(&d).unwrap();
    std::fs::write(d.join("model.mlir"), program).unwrap();
    let manifest = format!(
        "id = \"{id}\"\nfamily = \"mlp\"\nseed = 7\n\n[[arguments]]\nname = \"x\"\nshape = [4, 8]\ndtype = \"f32\"\nrole = \"data\"\n\n[[outputs]]\nname = \"y\"\nshape = [4, 8]\ndtype = \"f32\"\n"
    );
    std::fs::write(d.join("model.toml"), manifest).unwrap();
    d
}

fn report(out: &Path) -> serde_json::Value {
    serde_json::from_str(&std::fs::read_to_string(out.join("report.json")).unwrap()).unwrap()
}

#[test]
fn an_additive_fault_on_tanh_in_a_jax_export_with_hex_constants_is_named() {
    let tmp = tempfile::tempdir().unwrap();
    let cache = tmp.path().join("cache");
    let program = exported(Some("add:1e-3@tanh#1"));
    let def = definition_of(tmp.path(), "forward", &program);
    let out = tmp.path().join("out");
    let o = tpu_compat(&cache).arg("diverge").arg(&def).arg("--device").arg(fault_plugin()).arg("--out").arg(&out).output().unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
    let r = report(&out);
    let origin = &r["origin"];
    assert_eq!(origin["op"], "stablehlo.tanh", "{}", show(&o));
    assert_eq!(origin["line"].as_u64(), Some(line_of(&program, "stablehlo.tanh")), "{origin:#}");
    assert_eq!(origin["location"], "jit(forward)/jit(main)/tanh");
    assert!(origin["ratio"].as_f64().unwrap() > 100.0, "{origin:#}");
    assert_eq!(r["finding"], "origin");
    // The one-op repro keeps the op's location (its `#loc` aliases travel with it) and compiles.
    assert!(r["repro"]["id"].is_string(), "{:#}", r["repro_error"]);
    // The exact ops upstream (bf16 convert, broadcast, reshape) are quiet: the device agrees with the CPU there.
    for v in r["values"].as_array().unwrap() {
        let op = v["op"].as_str().unwrap();
        if ["stablehlo.convert", "stablehlo.broadcast_in_dim", "stablehlo.reshape"].contains(&op) {
            assert!(v["errors"]["ratio"].as_f64().unwrap() < 10.0, "{v:#}");
        }
    }
    // The instrumented program reproduced the device's own outputs, and the terminal says so.
    assert_eq!(r["reproduction"]["checked"], true);
    assert_eq!(r["reproduction"]["failed_batches"], 0);
    assert_eq!(r["reproduction"]["diverged_outputs"], serde_json::json!([0]));
    let stdout = String::from_utf8_lossy(&o.stdout);
    assert!(stdout.contains("reproduced: every instrumented program gives the device's own outputs (diverged outputs: out0)"), "{stdout}");
    assert!(stdout.contains("module:   jit(forward)/jit(main)/tanh"), "{stdout}");
}

#[test]
fn a_fused_only_fault_is_not_reproduced_when_watched_and_the_fallback_says_which_value() {
    let tmp = tempfile::tempdir().unwrap();
    let cache = tmp.path().join("cache");
    let program = exported(Some("add:1e-3@tanh#1 fused"));
    let def = definition_of(tmp.path(), "forward", &program);
    let out = tmp.path().join("out");
    let o = tpu_compat(&cache).arg("diverge").arg(&def).arg("--device").arg(fault_plugin()).arg("--out").arg(&out).output().unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
    let r = report(&out);
    let rep = &r["reproduction"];
    assert!(rep["failed_batches"].as_u64().unwrap() > 0, "{rep:#}");
    let tanh = line_of(&program, "stablehlo.tanh");
    assert_eq!(rep["changes_outputs"], serde_json::json!([format!("%6 (line {tanh}, stablehlo.tanh)")]), "{rep:#}");
    // More batches than the one the budget allows: the fallback ran smaller ones.
    assert!(r["batches"].as_u64().unwrap() > 1);
    // The tanh is not measured; the first op reading it is where the divergence shows.
    let tanh_value = r["values"].as_array().unwrap().iter().find(|v| v["op"] == "stablehlo.tanh").unwrap();
    assert!(tanh_value["errors"].is_null(), "{tanh_value:#}");
    assert_eq!(r["origin"]["op"], "stablehlo.multiply", "{:#}", r["origin"]);
    let stdout = String::from_utf8_lossy(&o.stdout);
    assert!(stdout.contains("not reproduced: ") && stdout.contains("fell back to smaller batches"), "{stdout}");
    assert!(
        stdout.contains(&format!(
            "changes the outputs when watched (not measured; the divergence may start there): %6 (line {tanh}, stablehlo.tanh)"
        )),
        "{stdout}"
    );
}

#[test]
fn a_parity_failure_against_a_baseline_of_other_inputs_is_explained_as_the_definitions() {
    let tmp = tempfile::tempdir().unwrap();
    let cache = tmp.path().join("cache");
    let program_path = tmp.path().join("forward.mlir");
    std::fs::write(&program_path, exported(None)).unwrap();
    let write_inputs = |name: &str, seed: f32| {
        let x = HostTensor::from_slice(&[4, 8], &values(32, seed)).unwrap();
        let path = tmp.path().join(name);
        runtime::tensors_file::write(&path, &[("arg0".to_string(), &x)], &BTreeMap::new()).unwrap();
        path
    };
    // The baseline: outputs the real plugin computed from the inputs as they were when it was recorded.
    let recorded_from = write_inputs("then.safetensors", 0.0);
    let expected = tmp.path().join("expected.safetensors");
    let o =
        tpu_compat(&cache).arg("exec").arg(&program_path).arg("--inputs").arg(&recorded_from).arg("--out").arg(&expected).output().unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
    // The definition as it is now: the inputs changed since.
    let now = write_inputs("now.safetensors", 2.0);
    let suite = tmp.path().join("suite");
    let o = tpu_compat(&cache)
        .arg("import")
        .arg(&program_path)
        .arg("--inputs")
        .arg(&now)
        .arg("--expected")
        .arg(&expected)
        .arg("--out")
        .arg(&suite)
        .args(["--id", "forward"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
    let run_dir = tmp.path().join("run");
    let o = tpu_compat(&cache)
        .arg("run")
        .arg(&suite)
        .arg("--baselines")
        .arg(tmp.path().join("store"))
        .arg("--run-dir")
        .arg(&run_dir)
        .arg("--localize")
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1), "{}", show(&o));
    assert_eq!(rows(&run_dir)[0].status, results::Status::FailParity, "{}", show(&o));
    let stdout = String::from_utf8_lossy(&o.stdout);
    assert!(
        stdout.contains("forward: the device computes this program as well as the CPU does (no op beyond 100x")
            && stdout.contains("); the difference is between the program and what the baseline was recorded from (weights, inputs or ops changed since recording)"),
        "{}",
        show(&o)
    );
    let details = run_dir.join("details").join("forward.diverge");
    let r = report(&details);
    assert_eq!(r["finding"], "no-divergence", "{r:#}");
    assert!(r["explanation"].as_str().unwrap().contains("what the baseline was recorded from"), "{r:#}");
    let dash = tmp.path().join("dash");
    let o = tpu_compat(&cache).arg("report").arg(&run_dir).arg("--html").arg(&dash).output().unwrap();
    assert_eq!(o.status.code(), Some(1), "{}", show(&o));
    let pages: Vec<String> = std::fs::read_dir(&dash)
        .unwrap()
        .flatten()
        .flat_map(|e| {
            if e.path().is_dir() {
                std::fs::read_dir(e.path()).unwrap().flatten().map(|f| f.path()).collect()
            } else {
                vec![e.path()]
            }
        })
        .filter_map(|p| std::fs::read_to_string(p).ok())
        .filter(|t| t.contains("Where it diverges"))
        .collect();
    assert_eq!(pages.len(), 1, "one definition page shows the localization");
    assert!(pages[0].contains("<strong>No op diverged:</strong> the device computes this program as well as the CPU does"), "{}", pages[0]);
}
