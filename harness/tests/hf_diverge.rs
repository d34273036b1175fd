//! An exported Hugging Face model names the PyTorch module of each op
//! (`loc("model.layers.0.self_attn.q_proj")`, written by scripts/export-hf
//! from torch.export's `nn_module_stack`), and `tpu-compat diverge` on a
//! device that perturbs one op reports that module as the origin's: for
//! Llama's query projection, its MLP's down projection and its output head,
//! the origin is the perturbed op and its location is the module's path.

mod common;

use common::*;
use runtime::program_text::parse_main;
use std::path::{Path, PathBuf};

fn llama() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../suites/hf/llama")
}

/// A copy of `src` with `marker` as the program's first line.
fn perturbed(src: &Path, dst: &Path, marker: &str) -> PathBuf {
    std::fs::create_dir_all(dst).unwrap();
    for e in std::fs::read_dir(src).unwrap().flatten() {
        if e.path().is_file() {
            std::fs::copy(e.path(), dst.join(e.file_name())).unwrap();
        }
    }
    let p = dst.join("model.mlir");
    let text = std::fs::read_to_string(&p).unwrap();
    std::fs::write(&p, format!("// tpu-compat-fault: {marker}\n{text}")).unwrap();
    dst.to_path_buf()
}

/// The first float dot_general located in `module`: (its N among dot_generals, its line once the marker is added).
fn dot_in(program: &str, module: &str) -> (usize, usize) {
    let main = parse_main(program.as_bytes()).unwrap();
    let i = (0..main.statements.len())
        .find(|&i| {
            let s = &main.statements[i];
            s.op == "stablehlo.dot_general" && s.location.as_deref() == Some(module)
        })
        .unwrap_or_else(|| panic!("no dot_general located in `{module}`"));
    let n = main.statements[..=i].iter().filter(|s| s.op == "stablehlo.dot_general").count();
    (n, main.statements[i].line + 1)
}

#[test]
fn the_exported_program_names_the_pytorch_module_of_its_ops() {
    let program = std::fs::read_to_string(llama().join("model.mlir")).unwrap();
    let main = parse_main(program.as_bytes()).unwrap();
    let located = main.statements.iter().filter(|s| s.location.is_some()).count();
    assert!(located * 2 > main.statements.len(), "{located} of {} ops carry a location", main.statements.len());
    for module in ["model.embed_tokens", "model.layers.0.self_attn.q_proj", "model.layers.0.mlp.down_proj", "model.norm", "lm_head"] {
        assert!(main.statements.iter().any(|s| s.location.as_deref() == Some(module)), "no op of `{module}`");
    }
}

#[test]
fn diverge_names_the_pytorch_module_of_the_origin() {
    let tmp = tempfile::tempdir().unwrap();
    let cache = tmp.path().join("cache");
    let program = std::fs::read_to_string(llama().join("model.mlir")).unwrap();
    for (k, module) in ["model.layers.0.self_attn.q_proj", "model.layers.0.mlp.down_proj", "lm_head"].into_iter().enumerate() {
        let (n, line) = dot_in(&program, module);
        let marker = format!("scale:1e-2@dot_general#{n}");
        let def = perturbed(&llama(), &tmp.path().join(format!("llama-{k}")), &marker);
        let out = tmp.path().join(format!("llama-{k}-out"));
        let o = tpu_compat(&cache).arg("diverge").arg(&def).arg("--device").arg(fault_plugin()).arg("--out").arg(&out).output().unwrap();
        assert_eq!(o.status.code(), Some(0), "{}", show(&o));
        let report: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(out.join("report.json")).unwrap()).unwrap();
        let origin = &report["origin"];
        assert_eq!(origin["line"].as_u64(), Some(line as u64), "{marker}: {origin:#}");
        assert_eq!(origin["op"].as_str(), Some("stablehlo.dot_general"), "{marker}");
        assert_eq!(origin["location"].as_str(), Some(module), "{marker}: {origin:#}");
        let stdout = String::from_utf8_lossy(&o.stdout);
        assert!(stdout.contains(&format!("module:   {module}")), "{stdout}");
    }
}
