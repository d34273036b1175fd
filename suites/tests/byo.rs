//! The bring-your-own loader round-trips a written definition and rejects
//! broken folders with a message naming the file and the problem.

use runtime::{DType, HostTensor};
use std::collections::BTreeMap;
use suites::{byo, Suite};

fn written() -> (tempfile::TempDir, std::path::PathBuf, suites::Definition) {
    let suite = Suite::open("tier2").unwrap();
    let i = suite.entries.iter().position(|e| e.family == "mlp").unwrap();
    let def = suite.load(i).unwrap();
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join(def.id());
    let inputs = def.inputs().unwrap();
    byo::write(&dir, &def, Some(&inputs)).unwrap();
    (tmp, dir, def)
}

#[test]
fn a_written_definition_loads_back_identically() {
    let (_t, dir, def) = written();
    let back = byo::load(&dir).unwrap();
    assert_eq!(back.manifest, def.manifest);
    assert_eq!(back.program, def.program);
    let a = def.inputs().unwrap();
    assert_eq!(back.hash(&back.inputs().unwrap()), def.hash(&a));
}

#[test]
fn a_missing_program_is_named() {
    let (_t, dir, _) = written();
    std::fs::remove_file(dir.join("model.mlir")).unwrap();
    let e = byo::load(&dir).unwrap_err().to_string();
    assert!(e.contains("model.mlir") && e.contains("cannot read"), "{e}");
}

#[test]
fn a_manifest_that_disagrees_with_main_is_named() {
    let (_t, dir, def) = written();
    let mut m = def.manifest.clone();
    m.arguments[0].shape = vec![3, 3];
    std::fs::write(dir.join("model.toml"), toml::to_string(&m).unwrap()).unwrap();
    let e = byo::load(&dir).unwrap_err().to_string();
    assert!(e.contains("model.toml") && e.contains(&m.arguments[0].name) && e.contains("@main"), "{e}");
    m.arguments.pop();
    std::fs::write(dir.join("model.toml"), toml::to_string(&m).unwrap()).unwrap();
    let e = byo::load(&dir).unwrap_err().to_string();
    assert!(e.contains("model.toml") && e.contains("arguments"), "{e}");
}

#[test]
fn a_tensor_with_wrong_shape_or_dtype_is_named() {
    let (_t, dir, def) = written();
    let w = &def.manifest.arguments[0];
    let path = dir.join("weights.safetensors");
    let wrong_shape = HostTensor::zeros(w.dtype, &[1, 2]).unwrap();
    runtime::tensors_file::write(&path, &[(w.name.clone(), &wrong_shape)], &BTreeMap::new()).unwrap();
    let e = byo::load(&dir).unwrap_err().to_string();
    assert!(e.contains("weights.safetensors") && e.contains(&w.name) && e.contains("f32[1,2]"), "{e}");
    let wrong_dtype = HostTensor::zeros(DType::F64, &w.shape).unwrap();
    runtime::tensors_file::write(&path, &[(w.name.clone(), &wrong_dtype)], &BTreeMap::new()).unwrap();
    let e = byo::load(&dir).unwrap_err().to_string();
    assert!(e.contains("weights.safetensors") && e.contains("f64"), "{e}");
}
