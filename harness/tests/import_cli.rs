//! Integration tests of `tpu-compat import`: the real binary and the real
//! CPU plugin. Programs are small StableHLO texts written here (positional
//! arguments; jax.arg_info attributes; jax.export's `loc("name")`), plus
//! the bytecode jax.export serialized (tests/data/jax_export_dense.mlirbc,
//! made by tests/data/jax_export_dense.py). Expected outputs are computed by
//! `tpu-compat exec`; each imported suite is then run with `tpu-compat run
//! SUITE --baselines STORE` and judged by its journal.

use runtime::{tensors_file, HostTensor};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const SETUP: i32 = 2;

/// Dense layer, arguments by position only (as torch_xla's lowering writes them).
const POSITIONAL: &str = r#"module @dense {
  func.func public @main(%arg0: tensor<2x3xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<4xf32>) -> tensor<2x4xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<4xf32>) -> tensor<2x4xf32>
    %2 = stablehlo.add %0, %1 : tensor<2x4xf32>
    return %2 : tensor<2x4xf32>
  }
}
"#;

/// The same layer with named arguments and results, as older JAX wrote them.
const NAMED: &str = r#"module @jit_mlp attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32> {jax.arg_info = "params['w']", mhlo.sharding = "{replicated}"}, %arg1: tensor<4xf32> {jax.arg_info = "params['b']", mhlo.sharding = "{replicated}"}, %arg2: tensor<2x3xf32> {jax.arg_info = "x", mhlo.sharding = "{replicated}"}) -> (tensor<2x4xf32> {jax.result_info = "logits"}, tensor<f32> {jax.result_info = "total"}) {
    %0 = stablehlo.dot_general %arg2, %arg0, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<4xf32>) -> tensor<2x4xf32>
    %2 = stablehlo.add %0, %1 : tensor<2x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%arg2 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<f32>
    return %2, %3 : tensor<2x4xf32>, tensor<f32>
  }
}
"#;

/// What `jax.export(...).mlir_module()` prints for the bytecode fixture's
/// function: names as argument locations, some through `#loc` aliases.
const JAX_EXPORT: &str = r#"#loc1 = loc("params['b']")
#loc2 = loc("params['w']")
module @jit_dense attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32> loc(#loc1), %arg1: tensor<3x4xf32> loc(#loc2), %arg2: tensor<2x3xf32> loc("x")) -> (tensor<2x4xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32> loc(#loc4)
    %0 = stablehlo.dot_general %arg2, %arg1, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32> loc(#loc5)
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32> loc(#loc5)
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<2x4xf32> loc(#loc5)
    %3 = stablehlo.add %0, %2 : tensor<2x4xf32> loc(#loc5)
    %4 = stablehlo.tanh %3 : tensor<2x4xf32> loc(#loc5)
    %5 = stablehlo.reduce(%arg2 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<f32> loc(#loc4)
    return %4, %5 : tensor<2x4xf32>, tensor<f32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc = loc(unknown)
#loc3 = loc("/tmp/dense.py":4:11 to :50)
#loc4 = loc("jit(dense)/reduce_sum"(#loc3))
#loc5 = loc("jit(dense)/add"(#loc3))
"#;

fn bytecode_fixture() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/jax_export_dense.mlirbc")
}

fn tpu_compat(cwd: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tpu-compat"))
        .args(args)
        .current_dir(cwd)
        .env("TPU_COMPAT_CACHE_DIR", cwd.join("cache"))
        .env_remove("TPU_COMPAT_PLUGIN")
        .output()
        .expect("the tpu-compat binary runs")
}

fn show(o: &Output) -> String {
    format!("status {:?}\n--- stdout\n{}\n--- stderr\n{}", o.status, String::from_utf8_lossy(&o.stdout), String::from_utf8_lossy(&o.stderr))
}

fn assert_ok(o: &Output) {
    assert_eq!(o.status.code(), Some(0), "{}", show(o));
}

/// A SETUP failure (exit 2) whose stderr holds every fragment, and no panic.
fn assert_setup_error(o: &Output, fragments: &[&str]) {
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(SETUP), "{}", show(o));
    for f in fragments {
        assert!(stderr.contains(f), "stderr lacks `{f}`:\n{}", show(o));
    }
    assert!(!stderr.contains("panicked"), "{stderr}");
}

fn f32s(shape: &[i64], seed: usize) -> HostTensor {
    let n = shape.iter().product::<i64>() as usize;
    let v: Vec<f32> = (0..n).map(|k| ((k * 7 + seed * 3) % 11) as f32 / 10.0 - 0.5).collect();
    HostTensor::from_slice(shape, &v).unwrap()
}

fn write(path: &Path, tensors: &[(&str, &HostTensor)], meta: &[(&str, &str)]) {
    let named: Vec<(String, &HostTensor)> = tensors.iter().map(|(n, t)| (n.to_string(), *t)).collect();
    let meta: BTreeMap<String, String> = meta.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
    tensors_file::write(path, &named, &meta).unwrap();
}

fn s(p: &Path) -> &str {
    p.to_str().expect("temporary paths are UTF-8")
}

/// Runs `program` through `tpu-compat exec` on `inputs` (keyed arg0..argN), returning `out0..` as written.
/// Writes `dense.mlir` (the positional program) and its `inputs.safetensors`
/// into `d`, and returns its outputs on the CPU plugin.
fn dense_on_the_cpu_plugin(d: &Path) -> Vec<HostTensor> {
    std::fs::write(d.join("dense.mlir"), POSITIONAL).unwrap();
    let (x, w, b) = (f32s(&[2, 3], 1), f32s(&[3, 4], 2), f32s(&[4], 3));
    write(&d.join("inputs.safetensors"), &[("arg0", &x), ("arg1", &w), ("arg2", &b)], &[]);
    exec_outputs(d, &d.join("dense.mlir"), &d.join("inputs.safetensors"), &d.join("out.safetensors"))
}

fn exec_outputs(cwd: &Path, program: &Path, inputs: &Path, out: &Path) -> Vec<HostTensor> {
    let o = tpu_compat(cwd, &["exec", s(program), "--inputs", s(inputs), "--out", s(out)]);
    assert_ok(&o);
    let (named, _) = tensors_file::read(out).unwrap();
    tensors_file::ordered_args(named, "out", out).unwrap()
}

/// `tpu-compat run SUITE --baselines STORE [extra]`: exit code and final status per id.
fn run_suite(cwd: &Path, suite: &Path, store: &Path, extra: &[&str]) -> (Option<i32>, BTreeMap<String, String>, Output) {
    run_with(cwd, suite, &[&["--baselines", s(store)], extra].concat())
}

/// `tpu-compat run SUITE [args]`: exit code and final status per id.
fn run_with(cwd: &Path, suite: &Path, extra: &[&str]) -> (Option<i32>, BTreeMap<String, String>, Output) {
    let run_dir = cwd.join(format!("run-{}", suite.file_name().unwrap().to_string_lossy()));
    let _ = std::fs::remove_dir_all(&run_dir);
    let mut args = vec!["run", s(suite), "--run-dir", s(&run_dir), "--jobs", "1"];
    args.extend_from_slice(extra);
    let o = tpu_compat(cwd, &args);
    let journal = std::fs::read_to_string(run_dir.join("results.jsonl")).unwrap_or_else(|e| panic!("{e}\n{}", show(&o)));
    let statuses = journal
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let row: serde_json::Value = serde_json::from_str(l).unwrap();
            (row["id"].as_str().unwrap().to_string(), row["status"].as_str().unwrap().to_string())
        })
        .collect();
    (o.status.code(), statuses, o)
}

/// `name:role` of each argument of a written definition, read as a run reads it.
fn arguments(dir: &Path) -> Vec<String> {
    let m = suites::byo::read_manifest(dir).unwrap();
    m.arguments.iter().map(|a| format!("{}:{}", a.name, if a.role == suites::Role::Weight { "weight" } else { "data" })).collect()
}

/// `name:kind` of each output.
fn outputs(dir: &Path) -> Vec<String> {
    let m = suites::byo::read_manifest(dir).unwrap();
    m.outputs
        .iter()
        .map(|o| format!("{}:{}", o.name, if o.kind == suites::definition::OutputKind::Logits { "logits" } else { "features" }))
        .collect()
}

#[test]
fn positional_program_imports_with_baseline_and_f64_reference_and_passes_parity() {
    let tmp = tempfile::tempdir().unwrap();
    let d = tmp.path();
    std::fs::write(d.join("dense.mlir"), POSITIONAL).unwrap();
    std::fs::write(d.join("dense64.mlir"), POSITIONAL.replace("f32", "f64")).unwrap();
    let (x, w, b) = (f32s(&[2, 3], 1), f32s(&[3, 4], 2), f32s(&[4], 3));
    write(&d.join("inputs.safetensors"), &[("arg0", &x), ("arg1", &w), ("arg2", &b)], &[]);
    let widen = |t: &HostTensor| HostTensor::from_slice(&t.shape, &t.to_f64_vec()).unwrap();
    write(&d.join("inputs64.safetensors"), &[("arg0", &widen(&x)), ("arg1", &widen(&w)), ("arg2", &widen(&b))], &[]);
    let expected = exec_outputs(d, &d.join("dense.mlir"), &d.join("inputs.safetensors"), &d.join("out.safetensors"));
    let reference = exec_outputs(d, &d.join("dense64.mlir"), &d.join("inputs64.safetensors"), &d.join("out64.safetensors"));
    write(
        &d.join("expected.safetensors"),
        &[("out0", &expected[0])],
        &[("device", "gpu"), ("platform_name", "jax"), ("exporter_note", "from the exporter")],
    );
    write(&d.join("expected64.safetensors"), &[("out0", &reference[0])], &[]);

    let o = tpu_compat(
        d,
        &[
            "import",
            "dense.mlir",
            "--inputs",
            "inputs.safetensors",
            "--expected",
            "expected.safetensors",
            "--expected-f64",
            "expected64.safetensors",
            "--out",
            "models",
            "--weights-first",
            "0",
            "--family",
            "mlp",
        ],
    );
    assert_ok(&o);
    let def = d.join("models/dense");
    assert_eq!(arguments(&def), ["arg0:data", "arg1:data", "arg2:data"]);
    assert_eq!(outputs(&def), ["out0:features"]);
    assert!(def.join("inputs.safetensors").is_file() && !def.join("weights.safetensors").exists());
    assert_eq!(std::fs::read_to_string(def.join("model.mlir")).unwrap(), POSITIONAL);

    // The baseline: the recorder's provenance keys, source = imported, the hash a run computes.
    let store = d.join("store");
    let baseline = baselines::store::load_file(&store.join("models/dense.safetensors")).unwrap();
    let p = &baseline.provenance;
    let definition = suites::byo::load(&def).unwrap();
    assert_eq!(p.definition_hash, definition.hash(&definition.inputs().unwrap()));
    assert_eq!(
        (p.source.as_str(), p.definition_id.as_str(), p.device.as_str(), p.platform_name.as_str()),
        ("imported", "dense", "gpu", "jax")
    );
    assert_eq!(p.extras.get("exporter_note").map(String::as_str), Some("from the exporter"));
    assert_eq!(p.extras.get("suite").map(String::as_str), Some("models"));
    assert_eq!(baseline.outputs, expected);
    let f64_ref = baselines::store::load_file(&store.join("models/dense.f64.safetensors")).unwrap();
    assert_eq!((f64_ref.provenance.dtype.as_str(), f64_ref.provenance.definition_hash.as_str()), ("f64", p.definition_hash.as_str()));

    let (code, statuses, o) = run_suite(d, &d.join("models"), &store, &["--f64-reference"]);
    assert_eq!(code, Some(0), "{}", show(&o));
    assert_eq!(statuses.get("dense").map(String::as_str), Some("pass"), "{}", show(&o));

    // A float64 reference that is NaN where the expected outputs are finite is refused, and nothing is written.
    let nan = HostTensor::from_slice(&reference[0].shape, &vec![f64::NAN; reference[0].to_f64_vec().len()]).unwrap();
    write(&d.join("nan64.safetensors"), &[("out0", &nan)], &[]);
    let args = ["import", "dense.mlir", "--inputs", "inputs.safetensors", "--expected", "expected.safetensors"];
    let o = tpu_compat(d, &[&args[..], &["--expected-f64", "nan64.safetensors", "--out", "nan-models", "--weights-first", "0"]].concat());
    assert_setup_error(&o, &["nan64.safetensors", "output 0 is NaN/Inf at 8 elements where the expected outputs are finite"]);
    assert!(!store.join("nan-models").exists(), "nothing of the refused import is in the store");
}

#[test]
fn named_arguments_become_names_and_weights_and_pass_parity() {
    let tmp = tempfile::tempdir().unwrap();
    let d = tmp.path();
    std::fs::write(d.join("mlp.mlir"), NAMED).unwrap();
    let (w, b, x) = (f32s(&[3, 4], 4), f32s(&[4], 5), f32s(&[2, 3], 6));
    write(&d.join("by-position.safetensors"), &[("arg0", &w), ("arg1", &b), ("arg2", &x)], &[]);
    // Keys as the exporter spelled them, as plain names, or positions: all three mix.
    write(&d.join("inputs.safetensors"), &[("params['w']", &w), ("params.b", &b), ("arg2", &x)], &[]);
    let out = exec_outputs(d, &d.join("mlp.mlir"), &d.join("by-position.safetensors"), &d.join("out.safetensors"));
    write(&d.join("expected.safetensors"), &[("logits", &out[0]), ("out1", &out[1])], &[]);

    let o = tpu_compat(
        d,
        &[
            "import",
            "mlp.mlir",
            "--inputs",
            "inputs.safetensors",
            "--expected",
            "expected.safetensors",
            "--out",
            "suite",
            "--id",
            "mlp-named",
            "--weights",
            "^params",
        ],
    );
    assert_ok(&o);
    assert!(String::from_utf8_lossy(&o.stdout).contains("names from jax.arg_info"), "{}", show(&o));
    let def = d.join("suite/mlp-named");
    assert_eq!(arguments(&def), ["params.w:weight", "params.b:weight", "x:data"]);
    assert_eq!(outputs(&def), ["logits:logits", "total:features"]);
    let (weights, _) = tensors_file::read(&def.join("weights.safetensors")).unwrap();
    let (data, _) = tensors_file::read(&def.join("inputs.safetensors")).unwrap();
    assert_eq!(weights.iter().map(|(n, _)| n.as_str()).collect::<Vec<_>>(), ["params.b", "params.w"]);
    assert_eq!(data.iter().map(|(n, t)| (n.as_str(), t)).collect::<Vec<_>>(), [("x", &x)]);

    let (code, statuses, o) = run_suite(d, &d.join("suite"), &d.join("store"), &[]);
    assert_eq!(code, Some(0), "{}", show(&o));
    assert_eq!(statuses.get("mlp-named").map(String::as_str), Some("pass"), "{}", show(&o));
}

#[test]
fn bytecode_signature_comes_from_the_compiled_program() {
    let tmp = tempfile::tempdir().unwrap();
    let d = tmp.path();
    let program = bytecode_fixture();
    let (b, w, x) = (f32s(&[4], 1), f32s(&[3, 4], 2), f32s(&[2, 3], 3));
    write(&d.join("inputs.safetensors"), &[("arg0", &b), ("arg1", &w), ("arg2", &x)], &[]);
    let out = exec_outputs(d, &program, &d.join("inputs.safetensors"), &d.join("out.safetensors"));
    write(&d.join("expected.safetensors"), &[("out0", &out[0]), ("out1", &out[1])], &[]);

    let o = tpu_compat(
        d,
        &[
            "import",
            s(&program),
            "--inputs",
            "inputs.safetensors",
            "--expected",
            "expected.safetensors",
            "--out",
            "models",
            "--weights-first",
            "2",
        ],
    );
    assert_ok(&o);
    let def = d.join("models/jax_export_dense");
    let text = std::fs::read_to_string(def.join("model.toml")).unwrap();
    for fragment in [
        "name = \"arg0\"\nshape = [4]\ndtype = \"f32\"\nrole = \"weight\"",
        "name = \"arg2\"\nshape = [2, 3]\ndtype = \"f32\"\nrole = \"data\"",
        "program_format = \"bytecode\"",
    ] {
        assert!(text.contains(fragment), "model.toml lacks {fragment:?}:\n{text}");
    }
    assert_eq!(outputs(&def), ["out0:features", "out1:features"]);
    assert_eq!(std::fs::read(def.join("model.mlir")).unwrap(), std::fs::read(&program).unwrap());

    let (code, statuses, o) = run_suite(d, &d.join("models"), &d.join("store"), &[]);
    assert_eq!(code, Some(0), "{}", show(&o));
    assert_eq!(statuses.get("jax_export_dense").map(String::as_str), Some("pass"), "{}", show(&o));

    // The types read from the compiled program are checked like text ones.
    write(&d.join("bad.safetensors"), &[("arg0", &b), ("arg1", &w), ("arg2", &f32s(&[3, 2], 3))], &[]);
    let o = tpu_compat(d, &["import", s(&program), "--inputs", "bad.safetensors", "--out", "models", "--id", "bad"]);
    assert_setup_error(&o, &["bad.safetensors", "argument 2 `arg2` is f32[3,2], but @main's argument 2 is f32[2,3]"]);
}

#[test]
fn mismatched_inputs_and_outputs_are_setup_errors_naming_the_argument() {
    let tmp = tempfile::tempdir().unwrap();
    let d = tmp.path();
    std::fs::write(d.join("mlp.mlir"), NAMED).unwrap();
    let (w, b) = (f32s(&[3, 4], 1), f32s(&[4], 2));
    let import = |inputs: &str, extra: &[&str]| {
        let mut args = vec!["import", "mlp.mlir", "--inputs", inputs, "--out", "suite"];
        args.extend_from_slice(extra);
        tpu_compat(d, &args)
    };

    write(&d.join("shape.safetensors"), &[("params.w", &w), ("params.b", &b), ("x", &f32s(&[3, 2], 3))], &[]);
    assert_setup_error(
        &import("shape.safetensors", &[]),
        &["shape.safetensors: argument 2 `x` is f32[3,2], but @main's argument 2 is f32[2,3]"],
    );

    let as_int = HostTensor::from_slice(&[2, 3], &[1i32, 2, 3, 4, 5, 6]).unwrap();
    write(&d.join("dtype.safetensors"), &[("params.w", &w), ("params.b", &b), ("x", &as_int)], &[]);
    assert_setup_error(&import("dtype.safetensors", &[]), &["argument 2 `x` is i32[2,3]"]);

    write(&d.join("missing.safetensors"), &[("params.w", &w), ("x", &f32s(&[2, 3], 3))], &[]);
    assert_setup_error(&import("missing.safetensors", &[]), &["missing.safetensors: no tensor for argument 1 `params.b` (f32[4])"]);

    write(&d.join("extra.safetensors"), &[("params.w", &w), ("params.b", &b), ("x", &f32s(&[2, 3], 3)), ("y", &b)], &[]);
    assert_setup_error(&import("extra.safetensors", &[]), &["tensor `y` matches no argument of @main"]);

    write(&d.join("good.safetensors"), &[("params.w", &w), ("params.b", &b), ("x", &f32s(&[2, 3], 3))], &[]);
    write(&d.join("wrong-out.safetensors"), &[("out0", &f32s(&[2, 4], 1)), ("out1", &f32s(&[1], 1))], &[]);
    assert_setup_error(
        &import("good.safetensors", &["--expected", "wrong-out.safetensors"]),
        &["output 1 `total` (tensor `out1`) is f32[1], but @main's output 1 is f32[]"],
    );
    assert_setup_error(&import("good.safetensors", &["--weights-first", "4"]), &["--weights-first 4", "takes only 3 arguments"]);
    assert_setup_error(&import("good.safetensors", &["--id", "../escape"]), &["--id `../escape` is not a plain id: it contains '/'"]);
    // Ids a later run of the suite would refuse, or never find, are refused before anything is written.
    let long = "x".repeat(201);
    assert_setup_error(
        &import("good.safetensors", &["--id", long.as_str()]),
        &["is not a plain id: it is 201 bytes long", "1 to 200 ASCII"],
    );
    assert_setup_error(&import("good.safetensors", &["--id", ".hidden"]), &["`.hidden` is not a plain id: it starts with `.`"]);
    assert_setup_error(&import("good.safetensors", &["--id", ".."]), &["`..` is not a plain id"]);
    assert_setup_error(&import("nowhere.safetensors", &[]), &["nowhere.safetensors: no such inputs file"]);
    let hidden_suite = tpu_compat(d, &["import", "mlp.mlir", "--inputs", "good.safetensors", "--out", ".models"]);
    assert_setup_error(&hidden_suite, &[".models: suite name \".models\" starts with `.`"]);
    assert!(!d.join(".models").exists());
    // Nothing was written for a refused import, not even the suite folder it would have made.
    assert!(!d.join("suite").exists(), "a refused import leaves no folder behind");
    // A suite folder that existed before is kept, and so is what it held; the
    // scratch folder of an import killed mid-way (its pid gone) is cleared.
    std::fs::create_dir_all(d.join("kept/other")).unwrap();
    std::fs::create_dir_all(d.join(format!("kept/.import-{}/mlp", i32::MAX))).unwrap();
    assert_setup_error(
        &tpu_compat(d, &["import", "mlp.mlir", "--inputs", "shape.safetensors", "--out", "kept"]),
        &["argument 2 `x`", "left by an import that was killed"],
    );
    assert!(d.join("kept/other").is_dir() && !d.join("kept/mlp").exists());
    assert!(!d.join(format!("kept/.import-{}", i32::MAX)).exists());
    let o = tpu_compat(d, &["import", "mlp.mlir", "--inputs", "good.safetensors", "--out", "kept", "--id", "y".repeat(200).as_str()]);
    assert_ok(&o);
}

/// `sqrt` of a vector: NaN where the input is negative.
const SQRT: &str = r#"module @sqrt {
  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.sqrt %arg0 : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
"#;

#[test]
fn expected_nan_where_the_program_gives_a_number_is_refused() {
    let tmp = tempfile::tempdir().unwrap();
    let d = tmp.path();
    std::fs::write(d.join("sqrt.mlir"), SQRT).unwrap();
    let x = HostTensor::from_slice(&[4], &[-1.0f32, 0.0, 1.0, 4.0]).unwrap();
    write(&d.join("inputs.safetensors"), &[("arg0", &x)], &[]);
    let import = |expected: &[f32], out: &str| {
        write(&d.join("expected.safetensors"), &[("out0", &HostTensor::from_slice(&[4], expected).unwrap())], &[]);
        tpu_compat(d, &["import", "sqrt.mlir", "--inputs", "inputs.safetensors", "--expected", "expected.safetensors", "--out", out])
    };
    // NaN at element 1 where sqrt(0) = 0: no tolerance could pass it.
    assert_setup_error(
        &import(&[f32::NAN, f32::NAN, 1.0, 2.0], "refused"),
        &["expected.safetensors: output 0 `out0` is NaN/Inf at 1 of 4 elements where the program's own output on these inputs is finite"],
    );
    assert!(!d.join("refused").exists() && !d.join("store").exists(), "nothing of the refused import is written");
    // NaN where the program gives NaN too is what a run compares as a pattern: accepted, and it passes.
    assert_ok(&import(&[f32::NAN, 0.0, 1.0, 2.0], "models"));
    let (code, statuses, o) = run_suite(d, &d.join("models"), &d.join("store"), &[]);
    assert_eq!((code, statuses.get("sqrt").map(String::as_str)), (Some(0), Some("pass")), "{}", show(&o));
}

#[test]
fn run_of_an_imported_suite_finds_the_store_beside_it() {
    let tmp = tempfile::tempdir().unwrap();
    let d = tmp.path();
    let out = dense_on_the_cpu_plugin(d);
    write(&d.join("expected.safetensors"), &[("out0", &out[0])], &[]);
    let o =
        tpu_compat(d, &["import", "dense.mlir", "--inputs", "inputs.safetensors", "--expected", "expected.safetensors", "--out", "suite"]);
    assert_ok(&o);
    let store = d.canonicalize().unwrap().join("store");
    let hint = format!("(judged against the baselines in {}, found beside the suite)", store.display());
    assert!(String::from_utf8_lossy(&o.stdout).contains(&hint), "{}", show(&o));

    let (code, statuses, o) = run_with(d, &d.join("suite"), &[]);
    assert_eq!((code, statuses.get("dense").map(String::as_str)), (Some(0), Some("pass")), "{}", show(&o));
    assert!(String::from_utf8_lossy(&o.stderr).contains(&format!("judging against the baselines in {}", store.display())), "{}", show(&o));
    // The comparison is real: a planted mismatch in that store fails parity with no flag given.
    let s = baselines::Store::new(&store);
    let mut planted = s.load("suite", "dense").unwrap();
    let shifted: Vec<f32> = planted.outputs[0].to_vec::<f32>().unwrap().iter().map(|v| v + 0.5).collect();
    planted.outputs[0] = HostTensor::from_slice(&[2, 4], &shifted).unwrap();
    s.write("suite", &planted).unwrap();
    let (code, statuses, o) = run_with(d, &d.join("suite"), &[]);
    assert_eq!((code, statuses.get("dense").map(String::as_str)), (Some(1), Some("fail-parity")), "{}", show(&o));
    // --no-baselines is the no-crash check alone: the same suite passes, comparing nothing.
    let (code, statuses, o) = run_with(d, &d.join("suite"), &["--no-baselines"]);
    assert_eq!((code, statuses.get("dense").map(String::as_str)), (Some(0), Some("pass")), "{}", show(&o));
    assert!(!String::from_utf8_lossy(&o.stderr).contains("judging against"), "{}", show(&o));
    // ... and is refused where comparing is the point of the suite.
    let o = tpu_compat(d, &["run", "tier2", "--no-baselines", "--limit", "1"]);
    assert_eq!(o.status.code(), Some(2), "{}", show(&o));
    assert!(String::from_utf8_lossy(&o.stderr).contains("--no-baselines: tier2 exists to be compared"), "{}", show(&o));
}

#[test]
fn expected_outputs_that_differ_fail_parity() {
    let tmp = tempfile::tempdir().unwrap();
    let d = tmp.path();
    let out = dense_on_the_cpu_plugin(d);
    let shifted: Vec<f32> = out[0].to_vec::<f32>().unwrap().iter().map(|v| v + 0.5).collect();
    write(&d.join("expected.safetensors"), &[("out0", &HostTensor::from_slice(&[2, 4], &shifted).unwrap())], &[]);
    let o =
        tpu_compat(d, &["import", "dense.mlir", "--inputs", "inputs.safetensors", "--expected", "expected.safetensors", "--out", "suite"]);
    assert_ok(&o);
    let (code, statuses, o) = run_suite(d, &d.join("suite"), &d.join("store"), &[]);
    assert_eq!(code, Some(1), "{}", show(&o));
    assert_eq!(statuses.get("dense").map(String::as_str), Some("fail-parity"), "{}", show(&o));
}

/// One batch sub-folder: program, inputs (by position), expected outputs from `exec`.
fn batch_folder(root: &Path, id: &str, program: &[u8], bytecode: bool, inputs: &[(&str, &HostTensor)]) {
    let dir = root.join(id);
    std::fs::create_dir_all(&dir).unwrap();
    let program_path = dir.join(if bytecode { "model.mlirbc" } else { "model.mlir" });
    std::fs::write(&program_path, program).unwrap();
    write(&dir.join("inputs.safetensors"), inputs, &[]);
    let positional: Vec<(String, &HostTensor)> = inputs.iter().enumerate().map(|(i, (_, t))| (format!("arg{i}"), *t)).collect();
    let scratch = root.parent().unwrap().join(format!("exec-{id}"));
    std::fs::create_dir_all(&scratch).unwrap();
    tensors_file::write(&scratch.join("in.safetensors"), &positional, &BTreeMap::new()).unwrap();
    let out = exec_outputs(&scratch, &program_path, &scratch.join("in.safetensors"), &scratch.join("out.safetensors"));
    let named: Vec<(String, &HostTensor)> = out.iter().enumerate().map(|(i, t)| (format!("out{i}"), t)).collect();
    tensors_file::write(&dir.join("expected.safetensors"), &named, &BTreeMap::new()).unwrap();
}

#[test]
fn batch_import_then_run_is_a_suite_judged_with_parity() {
    let tmp = tempfile::tempdir().unwrap();
    let d = tmp.path();
    let exported = d.join("exported");
    let (x, w, b) = (f32s(&[2, 3], 1), f32s(&[3, 4], 2), f32s(&[4], 3));
    batch_folder(&exported, "dense-positional", POSITIONAL.as_bytes(), false, &[("arg0", &x), ("arg1", &w), ("arg2", &b)]);
    batch_folder(&exported, "dense-jax", JAX_EXPORT.as_bytes(), false, &[("params['b']", &b), ("params['w']", &w), ("x", &x)]);
    let bytecode = std::fs::read(bytecode_fixture()).unwrap();
    batch_folder(&exported, "dense-bytecode", &bytecode, true, &[("arg0", &b), ("arg1", &w), ("arg2", &x)]);

    let o = tpu_compat(d, &["import", "--batch", "exported", "--out", "models", "--weights", "params"]);
    assert_ok(&o);
    let stdout = String::from_utf8_lossy(&o.stdout);
    assert!(stdout.contains("imported 3 of 3"), "{}", show(&o));
    // The command to run next says where the baselines went: store/ beside the suite, which a run finds.
    let store = d.canonicalize().unwrap().join("store");
    assert!(stdout.contains(&format!("judged against the baselines in {}", store.display())), "{}", show(&o));
    assert_eq!(baselines::Store::new(&store).ids("models"), ["dense-bytecode", "dense-jax", "dense-positional"]);
    let jax = d.join("models/dense-jax");
    assert_eq!(arguments(&jax), ["params.b:weight", "params.w:weight", "x:data"]);
    assert_eq!(outputs(&jax), ["result.0:features", "result.1:features"]);

    let (code, statuses, o) = run_suite(d, &d.join("models"), &store, &[]);
    assert_eq!(code, Some(0), "{}", show(&o));
    let want: BTreeMap<String, String> =
        ["dense-bytecode", "dense-jax", "dense-positional"].iter().map(|id| (id.to_string(), "pass".to_string())).collect();
    assert_eq!(statuses, want, "{}", show(&o));

    // A failing sub-folder is reported by name and does not stop the others.
    let more = d.join("more");
    batch_folder(&more, "good", POSITIONAL.as_bytes(), false, &[("arg0", &x), ("arg1", &w), ("arg2", &b)]);
    batch_folder(&more, "broken", POSITIONAL.as_bytes(), false, &[("arg0", &x), ("arg1", &w), ("arg2", &b)]);
    write(&more.join("broken/inputs.safetensors"), &[("arg0", &w), ("arg1", &w), ("arg2", &b)], &[]);
    std::fs::create_dir_all(more.join("not plain")).unwrap();
    std::fs::create_dir_all(more.join("empty")).unwrap();
    batch_folder(&more, ".hidden", POSITIONAL.as_bytes(), false, &[("arg0", &x), ("arg1", &w), ("arg2", &b)]);
    let o = tpu_compat(d, &["import", "--batch", "more", "--out", "models2"]);
    assert_eq!(o.status.code(), Some(1), "{}", show(&o));
    assert!(String::from_utf8_lossy(&o.stderr).contains("note: --batch more: skipping hidden sub-folders .hidden"), "{}", show(&o));
    assert!(!d.join("models2/.hidden").exists());
    let stdout = String::from_utf8_lossy(&o.stdout);
    for fragment in [
        "FAILED broken: ",
        "argument 0 `arg0` is f32[3,4], but @main's argument 0 is f32[2,3]",
        "FAILED empty: ",
        "no model.mlir or model.mlirbc",
        "FAILED not plain: `not plain` is not a plain id",
        "imported good:",
        "imported 1 of 4",
    ] {
        assert!(stdout.contains(fragment), "stdout lacks {fragment:?}:\n{}", show(&o));
    }
    assert!(d.join("models2/good/model.toml").is_file() && !d.join("models2/broken").exists());

    // Setup errors are exit 2.
    assert_setup_error(&tpu_compat(d, &["import", "--batch", "nowhere", "--out", "m3"]), &["--batch nowhere"]);
    assert_setup_error(&tpu_compat(d, &["import", "--batch", "models", "--out", "models"]), &["is also --out"]);
}

/// The harness's own fill of a seeded argument (what a run computes from the seed and the name).
fn seeded(spec: &str, shape: &[i64], seed: u64, name: &str) -> HostTensor {
    let fill = suites::fill::Fill::parse(spec).unwrap();
    suites::fill::fill_tensor(&fill, runtime::DType::F32, shape, &mut suites::fill::Rng::for_argument(seed, name)).unwrap()
}

/// What torch_xla's lowering cannot say (the positional program's names),
/// and a weight seeded rather than stored, as scripts/export-hf writes them.
const DESCRIBED: &str = r#"{
  "family": "dense-family", "task": "features", "seed": 5,
  "arguments": [{"name": "x", "role": "data"},
                {"name": "fc.weight", "role": "weight", "fill": "normal(0.5)"},
                {"name": "fc.bias", "role": "weight"}],
  "outputs": [{"name": "y", "kind": "logits"}],
  "source": {"exporter": "by hand"}
}"#;

#[test]
fn a_definition_file_names_the_arguments_and_seeds_a_weight_that_a_run_fills_the_same() {
    let tmp = tempfile::tempdir().unwrap();
    let d = tmp.path();
    let exported = d.join("exported/dense");
    std::fs::create_dir_all(&exported).unwrap();
    std::fs::write(exported.join("model.mlir"), POSITIONAL).unwrap();
    std::fs::write(exported.join("definition.json"), DESCRIBED).unwrap();
    let (x, w, b) = (f32s(&[2, 3], 1), seeded("normal(0.5)", &[3, 4], 5, "fc.weight"), f32s(&[4], 3));
    // The seeded weight has no tensor; the others are keyed by name or by position.
    write(&exported.join("inputs.safetensors"), &[("x", &x), ("arg2", &b)], &[]);
    write(&d.join("all.safetensors"), &[("arg0", &x), ("arg1", &w), ("arg2", &b)], &[]);
    let expected = exec_outputs(d, &exported.join("model.mlir"), &d.join("all.safetensors"), &d.join("out.safetensors"));
    write(&exported.join("expected.safetensors"), &[("out0", &expected[0])], &[("platform_name", "pytorch")]);

    let o = tpu_compat(d, &["import", "--batch", "exported", "--out", "models"]);
    assert_ok(&o);
    assert!(String::from_utf8_lossy(&o.stdout).contains("3 arguments (2 weights, 1 data; names from definition.json)"), "{}", show(&o));
    let def = d.join("models/dense");
    assert_eq!(arguments(&def), ["x:data", "fc.weight:weight", "fc.bias:weight"]);
    assert_eq!(outputs(&def), ["y:logits"]);
    let m = suites::byo::read_manifest(&def).unwrap();
    assert_eq!((m.family.as_str(), m.task.as_str(), m.seed), ("dense-family", "features", 5));
    let fills: Vec<Option<&str>> = m.arguments.iter().map(|a| a.fill.as_deref()).collect();
    assert_eq!(fills, [None, Some("normal(0.5)"), None]);
    assert_eq!(m.source.get("exporter").map(String::as_str), Some("by hand"));
    assert_eq!(m.source.get("argument_names").map(String::as_str), Some("definition.json"));
    // The seeded weight is stored nowhere: a run fills it, from the seed and its name.
    let (weights, _) = tensors_file::read(&def.join("weights.safetensors")).unwrap();
    assert_eq!(weights.iter().map(|(n, _)| n.as_str()).collect::<Vec<_>>(), ["fc.bias"]);
    let definition = suites::byo::load(&def).unwrap();
    let inputs = definition.inputs().unwrap();
    assert_eq!(inputs[1], w, "a run fills the seeded weight with the values the import checked against");
    let baseline = baselines::store::load_file(&d.join("store/models/dense.safetensors")).unwrap();
    assert_eq!(baseline.provenance.definition_hash, definition.hash(&inputs));
    let (code, statuses, o) = run_with(d, &d.join("models"), &[]);
    assert_eq!((code, statuses.get("dense").map(String::as_str)), (Some(0), Some("pass")), "{}", show(&o));

    // One program with --definition: the same definition, the same hash.
    let o = tpu_compat(
        d,
        &["import", s(&exported.join("model.mlir")), "--inputs", s(&exported.join("inputs.safetensors"))]
            .into_iter()
            .chain(["--definition", s(&exported.join("definition.json")), "--out", "single", "--id", "dense"])
            .collect::<Vec<_>>(),
    );
    assert_ok(&o);
    let again = suites::byo::load(&d.join("single/dense")).unwrap();
    assert_eq!(again.hash(&again.inputs().unwrap()), baseline.provenance.definition_hash);
}

#[test]
fn a_definition_file_that_does_not_fit_the_program_is_refused_naming_it() {
    let tmp = tempfile::tempdir().unwrap();
    let d = tmp.path();
    std::fs::write(d.join("dense.mlir"), POSITIONAL).unwrap();
    let (x, b) = (f32s(&[2, 3], 1), f32s(&[4], 3));
    write(&d.join("inputs.safetensors"), &[("x", &x), ("fc.bias", &b)], &[]);
    write(&d.join("with-weight.safetensors"), &[("x", &x), ("fc.weight", &f32s(&[3, 4], 2)), ("fc.bias", &b)], &[]);
    let import = |definition: &str, inputs: &str, extra: &[&str]| {
        std::fs::write(d.join("definition.json"), definition).unwrap();
        let args = ["import", "dense.mlir", "--inputs", inputs, "--definition", "definition.json", "--out", "models", "--id", "dense"];
        tpu_compat(d, &[&args[..], extra].concat())
    };
    let cases: [(String, &str, &[&str], &[&str]); 10] = [
        (DESCRIBED.replace(r#"{"name": "x", "role": "data"},"#, ""), "inputs.safetensors", &[], &["lists 2 arguments, @main takes 3"]),
        (
            DESCRIBED.replace(r#""outputs": [{"name": "y", "kind": "logits"}]"#, r#""outputs": []"#),
            "inputs.safetensors",
            &[],
            &["lists 0 outputs, @main returns 1"],
        ),
        (
            DESCRIBED.to_string(),
            "with-weight.safetensors",
            &[],
            &["argument 1 `fc.weight` is seeded (fill `normal(0.5)`), but with-weight.safetensors gives it (tensor `fc.weight`)"],
        ),
        (DESCRIBED.replace("normal(0.5)", "gauss(1)"), "inputs.safetensors", &[], &["argument `fc.weight`: unknown fill `gauss(1)`"]),
        (DESCRIBED.to_string(), "inputs.safetensors", &["--weights-first", "1"], &["--weights/--weights-first cannot also say it"]),
        (
            DESCRIBED.replace(r#""exporter": "by hand""#, r#""imported_from": "/elsewhere""#),
            "inputs.safetensors",
            &[],
            &["source key `imported_from` is written by the import itself"],
        ),
        (DESCRIBED.replace(r#""task""#, r#""tusk""#), "inputs.safetensors", &[], &["not a definition file", "unknown field `tusk`"]),
        (DESCRIBED.replace(r#""name": "fc.bias""#, r#""name": "x""#), "inputs.safetensors", &[], &["argument `x` is named twice"]),
        (
            DESCRIBED.replace(r#""source""#, r#""dynamic": {"bound": 4, "length_argument": "len"}, "source""#),
            "inputs.safetensors",
            &[],
            &["dynamic.length_argument `len` is no argument of @main"],
        ),
        (
            DESCRIBED.replace(r#""role": "data""#, r#""role": "input""#),
            "inputs.safetensors",
            &[],
            &["not a definition file", "unknown variant `input`"],
        ),
    ];
    for (definition, inputs, extra, fragments) in cases {
        let o = import(&definition, inputs, extra);
        assert_setup_error(&o, &[&["definition.json"][..], fragments].concat());
        assert!(!d.join("models").exists(), "a refused import writes nothing:\n{}", show(&o));
    }
    let args = ["import", "dense.mlir", "--inputs", "inputs.safetensors", "--definition", "nowhere.json", "--out", "models"];
    assert_setup_error(&tpu_compat(d, &args), &["nowhere.json: cannot read the definition file"]);
    // The case that fits, for contrast: imported.
    assert_ok(&import(DESCRIBED, "inputs.safetensors", &[]));
}
