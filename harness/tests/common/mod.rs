//! Shared by the runner's integration tests: the real `tpu-compat` binary,
//! the fault-injection plugin built beside it, and small definition folders
//! written into temporary directories (a `tanh` over a 2x3 f32, optionally
//! carrying a fault marker for the fault plugin).
#![allow(dead_code)]

use results::journal;
use results::{ResultRow, Status};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

pub fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_tpu-compat"))
}

/// The fault plugin's .so, which cargo builds for the dev-dependency into
/// `deps/` (a `cargo build -p fault-plugin` also copies it up a level; the
/// newer of the two is the one matching the sources).
pub fn fault_plugin() -> PathBuf {
    built_plugin("libpjrt_fault_plugin.so", "fault-plugin")
}

/// The recording plugin's .so, found as [`fault_plugin`] is.
pub fn recorder_plugin() -> PathBuf {
    built_plugin("libpjrt_recorder_plugin.so", "recorder-plugin")
}

/// A plugin .so cargo built for a dev-dependency: the newer of `deps/` and the folder above.
fn built_plugin(file: &str, package: &str) -> PathBuf {
    let dir = bin().parent().map(Path::to_path_buf).unwrap_or_default();
    let found = [dir.join("deps").join(file), dir.join(file)]
        .into_iter()
        .filter_map(|p| std::fs::metadata(&p).and_then(|m| m.modified()).ok().map(|t| (t, p)))
        .max();
    match found {
        Some((_, p)) => p,
        None => panic!("{file} not found next to {}; run `cargo build --release -p {package}`", dir.display()),
    }
}

/// Writes a definition folder `<root>/<id>/` whose program carries `marker`
/// (e.g. `segfault@compile`) when given.
pub fn definition(root: &Path, id: &str, marker: Option<&str>) {
    let d = root.join(id);
    std::fs::create_dir_all(&d).unwrap();
    let mark = marker.map(|m| format!("// tpu-compat-fault: {m}\n")).unwrap_or_default();
    let program = format!(
        "{mark}module @m {{\n  func.func public @main(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {{\n    %0 = stablehlo.tanh %x : tensor<2x3xf32>\n    return %0 : tensor<2x3xf32>\n  }}\n}}\n"
    );
    std::fs::write(d.join("model.mlir"), program).unwrap();
    let manifest = format!(
        "id = \"{id}\"\nfamily = \"mlp\"\nseed = 7\n\n[[arguments]]\nname = \"x\"\nshape = [2, 3]\ndtype = \"f32\"\nrole = \"data\"\n\n[[outputs]]\nname = \"y\"\nshape = [2, 3]\ndtype = \"f32\"\n"
    );
    std::fs::write(d.join("model.toml"), manifest).unwrap();
}

/// One gradient-descent step of loss(w) = sum((w - x)^2): w' = w - 0.2 (w - x),
/// so the loss shrinks by 0.64 each step. `marker` plants a fault-plugin line.
pub fn train_step_definition(root: &Path, id: &str, marker: Option<&str>) {
    train_step_definition_with(root, id, marker, "normal(1.0)")
}

/// [`train_step_definition`] with the target `x` filled by `x_fill`.
pub fn train_step_definition_with(root: &Path, id: &str, marker: Option<&str>, x_fill: &str) {
    let d = root.join(id);
    std::fs::create_dir_all(&d).unwrap();
    let mark = marker.map(|m| format!("// tpu-compat-fault: {m}\n")).unwrap_or_default();
    let program = format!(
        "{mark}module @train_step {{
  func.func public @main(%w: tensor<4xf32> {{tf.aliasing_output = 1 : i32}}, %x: tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>) {{
    %d = stablehlo.subtract %w, %x : tensor<4xf32>
    %sq = stablehlo.multiply %d, %d : tensor<4xf32>
    %zero = stablehlo.constant dense<0.0> : tensor<f32>
    %loss = stablehlo.reduce(%sq init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %lr2 = stablehlo.constant dense<0.2> : tensor<4xf32>
    %g = stablehlo.multiply %lr2, %d : tensor<4xf32>
    %w2 = stablehlo.subtract %w, %g : tensor<4xf32>
    return %loss, %w2 : tensor<f32>, tensor<4xf32>
  }}
}}
"
    );
    std::fs::write(d.join("model.mlir"), program).unwrap();
    let manifest = format!(
        "id = \"{id}\"\nfamily = \"mlp\"\nseed = 11\n\n[[arguments]]\nname = \"w\"\nshape = [4]\ndtype = \"f32\"\nrole = \"weight\"\nfill = \"normal(1.0)\"\n\n[[arguments]]\nname = \"x\"\nshape = [4]\ndtype = \"f32\"\nrole = \"data\"\nfill = \"{x_fill}\"\n\n[[outputs]]\nname = \"loss\"\nshape = []\ndtype = \"f32\"\n\n[[outputs]]\nname = \"w\"\nshape = [4]\ndtype = \"f32\"\n"
    );
    std::fs::write(d.join("model.toml"), manifest).unwrap();
}

/// A `tpu-compat` command with the test's cache folder and quick progress lines.
pub fn tpu_compat(cache: &Path) -> Command {
    let mut c = Command::new(bin());
    c.env("TPU_COMPAT_CACHE_DIR", cache).env("TPU_COMPAT_PROGRESS_INTERVAL", "1").env_remove("TPU_COMPAT_PLUGIN");
    c
}

pub fn show(o: &Output) -> String {
    format!("status {:?}\n--- stdout\n{}\n--- stderr\n{}", o.status, String::from_utf8_lossy(&o.stdout), String::from_utf8_lossy(&o.stderr))
}

pub fn rows(run_dir: &Path) -> Vec<ResultRow> {
    let c = journal::read_rows(&run_dir.join(journal::RESULTS_FILE)).unwrap();
    assert!(c.torn_tail.is_none(), "torn journal in {}", run_dir.display());
    c.rows
}

/// Final status per id (the latest attempt).
pub fn statuses(rows: &[ResultRow]) -> BTreeMap<String, Status> {
    let mut m: BTreeMap<String, (u32, Status)> = BTreeMap::new();
    for r in rows {
        let e = m.entry(r.id.clone()).or_insert((r.attempt, r.status));
        if r.attempt >= e.0 {
            *e = (r.attempt, r.status);
        }
    }
    m.into_iter().map(|(k, (_, s))| (k, s)).collect()
}

/// A `tpu-compat` command with `tmp/cache` as its cache, run to its end.
pub fn tpu(tmp: &Path, args: &[&str]) -> Output {
    tpu_compat(&tmp.join("cache")).args(args).output().expect("the tpu-compat binary runs")
}

/// Exit 2 (a setup error), no panic, and stderr holding every fragment.
pub fn assert_setup_error(out: &Output, fragments: &[&str]) {
    assert_eq!(out.status.code(), Some(2), "{}", show(out));
    let stderr = String::from_utf8_lossy(&out.stderr);
    for f in fragments {
        assert!(stderr.contains(f), "stderr lacks `{f}`:\n{}", show(out));
    }
    assert!(!stderr.contains("panicked"), "{}", show(out));
}

/// The Python of the TorchTPU venv the harness would use (TPU_COMPAT_TORCH_PYTHON, else the venv of
/// `scripts/setup --torch`, found as the harness finds it); the TorchTPU tests need it (scripts/test
/// installs it).
pub fn need_venv() -> PathBuf {
    if let Some(python) = std::env::var_os("TPU_COMPAT_TORCH_PYTHON").filter(|p| !p.is_empty()) {
        return PathBuf::from(python);
    }
    let venv = std::env::var_os("TPU_COMPAT_TORCH_VENV")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("TPU_COMPAT_CI_CACHE").map(|c| PathBuf::from(c).join("venv-torch")))
        .unwrap_or_else(|| PathBuf::from(std::env::var_os("HOME").unwrap()).join(".cache/tpu-compat/venv-torch"));
    let python = venv.join("bin/python");
    assert!(python.is_file(), "no TorchTPU venv at {}: run `scripts/setup --torch` (scripts/test does)", venv.display());
    python
}

/// A TorchTPU test fixture (`tests/fixtures/torch/NAME`), as the path `tpu-compat torch` takes.
pub fn torch_fixture(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/torch").join(name).display().to_string()
}

/// `tpu-compat torch ARGS --out TMP/RUN`: the command's output and the rows it journaled (none where it made no run).
pub fn torch_run(tmp: &Path, run: &str, args: &[&str]) -> (Output, Vec<ResultRow>) {
    let run_dir = tmp.join(run);
    let out = tpu_compat(&tmp.join("cache")).arg("torch").args(args).arg("--out").arg(&run_dir).output().unwrap();
    let rows = if run_dir.join("results.jsonl").exists() { rows(&run_dir) } else { Vec::new() };
    (out, rows)
}
