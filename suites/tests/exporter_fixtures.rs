//! Fixtures for the exporter's own tests (scripts/export_hf/tests), made
//! here by the Rust side so that the Python port is checked against what
//! the harness computes, not against itself:
//!
//! - `fills.json`: the seeded fill (`suites::fill`) of a few shapes, dtypes,
//!   seeds and argument names, as the hex of the little-endian bytes;
//! - `definition/`: a small definition folder (seeded weights, stored
//!   inputs) and `definition.sha256`, its hash as `tpu-compat` computes it
//!   (`byo::load`, then `Definition::hash` over `Definition::inputs`).
//!
//! The committed files must be what this side computes;
//! `SUITES_REGENERATE=1 cargo test --release -p suites --test exporter_fixtures`
//! rewrites them.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use suites::fill::{fill_tensor, Fill, Rng};
use tensors::{DType, HostTensor};

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../scripts/export_hf/tests/fixtures")
}

fn regenerate() -> bool {
    std::env::var("SUITES_REGENERATE").is_ok_and(|v| v == "1")
}

/// (fill, dtype, shape, seed, argument name): every fill kind the exporter
/// writes, both float dtypes, a scalar, an empty and an odd-sized tensor,
/// seeds with the top bit set, and a normal long enough to reach its tails.
const FILLS: &[(&str, &str, &[i64], u64, &str)] = &[
    ("normal(0.02)", "f32", &[3, 5], 0, "model.embed_tokens.weight"),
    ("normal(1.0)", "f64", &[7], 1, "x"),
    ("normal(0.5)", "f32", &[257], 0x8000_0000_0000_0005, "model.layers.0.self_attn.q_proj.weight"),
    ("normal(0.125)", "f64", &[3, 1, 3], u64::MAX, "lm_head.weight"),
    ("uniform(-0.5,0.25)", "f32", &[2, 3], 7, "classifier.bias"),
    ("uniform(0,1)", "f64", &[5], u64::MAX, "u"),
    ("ones", "f32", &[4], 3, "norm.weight"),
    ("zeros", "f64", &[2, 2], 3, "bias"),
    ("constant(0.125)", "f32", &[3], 9, "scale"),
    ("constant(-2.5)", "f64", &[], 9, "temperature"),
    ("normal(1.0)", "f32", &[2, 0], 4, "empty"),
    // f64 keeps every bit of the tail formula (about 1 value in 20 lies in a tail).
    ("normal(1.0)", "f64", &[600], 11, "tails"),
];

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn fills_json() -> String {
    let rows: Vec<serde_json::Value> = FILLS
        .iter()
        .map(|&(spec, dtype, shape, seed, name)| {
            let fill = Fill::parse(spec).unwrap();
            let t = fill_tensor(&fill, DType::from_name(dtype).unwrap(), shape, &mut Rng::for_argument(seed, name)).unwrap();
            serde_json::json!({ "fill": spec, "dtype": dtype, "shape": shape, "seed": seed, "name": name, "hex": hex(&t.data) })
        })
        .collect();
    serde_json::to_string_pretty(&rows).unwrap() + "\n"
}

#[test]
fn fill_fixture_is_what_the_harness_fills() {
    let path = fixtures().join("fills.json");
    let fresh = fills_json();
    if regenerate() {
        std::fs::create_dir_all(fixtures()).unwrap();
        std::fs::write(&path, &fresh).unwrap();
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert!(committed == fresh, "{}: differs from suites::fill; rerun with SUITES_REGENERATE=1", path.display());
}

const PROGRAM: &str = "module @fixture {
  func.func public @main(%arg0: tensor<4x3xf32>, %arg1: tensor<4xf32>, %arg2: tensor<f64>, %arg3: tensor<2x3xf32>, %arg4: tensor<2xi64>) -> (tensor<2x4xf32>) {
    %0 = stablehlo.dot_general %arg3, %arg0, contracting_dims = [1] x [1] : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<2x4xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<4xf32>) -> tensor<2x4xf32>
    %2 = stablehlo.add %0, %1 : tensor<2x4xf32>
    return %2 : tensor<2x4xf32>
  }
}
";

/// Written as the exporter writes its manifests: seeded weights carry a
/// `fill`, data comes from inputs.safetensors.
const MANIFEST: &str = r#"id = "exporter-fixture"
family = "pytorch"
task = "classification"
seed = 9007199254740993
[[arguments]]
name = "fc.weight"
shape = [4, 3]
dtype = "f32"
role = "weight"
fill = "normal(0.577)"

[[arguments]]
name = "fc.bias"
shape = [4]
dtype = "f32"
role = "weight"
fill = "zeros"

[[arguments]]
name = "temperature"
shape = []
dtype = "f64"
role = "weight"
fill = "constant(2.0)"

[[arguments]]
name = "x"
shape = [2, 3]
dtype = "f32"
role = "data"

[[arguments]]
name = "ids"
shape = [2]
dtype = "i64"
role = "data"

[[outputs]]
name = "logits"
shape = [2, 4]
dtype = "f32"
"#;

fn write_definition(dir: &Path) {
    std::fs::create_dir_all(dir).unwrap();
    std::fs::write(dir.join("model.mlir"), PROGRAM).unwrap();
    std::fs::write(dir.join("model.toml"), MANIFEST).unwrap();
    let x = HostTensor::from_slice(&[2, 3], &[0.5f32, -1.0, 2.25, 3.0, -0.125, 1e-3]).unwrap();
    let ids = HostTensor::from_slice(&[2], &[7i64, -3]).unwrap();
    let tensors = [("x".to_string(), &x), ("ids".to_string(), &ids)];
    tensors::file::write(&dir.join("inputs.safetensors"), &tensors, &BTreeMap::new()).unwrap();
}

fn hash_of(dir: &Path) -> String {
    let def = suites::byo::load(dir).unwrap_or_else(|e| panic!("{e}"));
    def.hash(&def.inputs().unwrap())
}

#[test]
fn definition_fixture_hash_is_the_harness_hash() {
    let dir = fixtures().join("definition");
    let hash_file = fixtures().join("definition.sha256");
    if regenerate() {
        write_definition(&dir);
        std::fs::write(&hash_file, hash_of(&dir) + "\n").unwrap();
    }
    // The committed folder is what this test writes, and its hash is the committed one.
    let fresh = tempfile::tempdir().unwrap();
    write_definition(fresh.path());
    for file in ["model.mlir", "model.toml", "inputs.safetensors"] {
        let (a, b) = (std::fs::read(dir.join(file)).unwrap(), std::fs::read(fresh.path().join(file)).unwrap());
        assert!(a == b, "{}: differs from what this test writes; rerun with SUITES_REGENERATE=1", dir.join(file).display());
    }
    let committed = std::fs::read_to_string(&hash_file).unwrap();
    assert_eq!(committed.trim(), hash_of(&dir), "{}", hash_file.display());
}
