//! The recording plugin (runtime/recorder-plugin) through the real binary:
//! a run on the recorder leaves a folder `import --batch` turns into a suite
//! that replays on the CPU plugin and compiles for a TPU topology; one program
//! compiled twice is one folder; a compile the plugin refuses is recorded with
//! its error; tensors past the I/O limit are not kept, and the index says so;
//! with no recording folder the recorder only forwards.

mod common;

use common::{fault_plugin, recorder_plugin, rows, show, statuses, tpu_compat};
use results::Status;
use serde_json::Value;
use std::path::Path;
use std::process::Output;

/// A one-op definition `<root>/<id>/` (`op` over a 2x3 f32), with an optional first line.
fn one_op(root: &Path, id: &str, op: &str, first_line: &str) {
    let d = root.join(id);
    std::fs::create_dir_all(&d).unwrap();
    let program = format!(
        "{first_line}\nmodule @m {{\n  func.func public @main(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {{\n    %0 = stablehlo.{op} %x : tensor<2x3xf32>\n    return %0 : tensor<2x3xf32>\n  }}\n}}\n"
    );
    std::fs::write(d.join("model.mlir"), program).unwrap();
    let manifest = format!(
        "id = \"{id}\"\nfamily = \"mlp\"\nseed = 7\n\n[[arguments]]\nname = \"x\"\nshape = [2, 3]\ndtype = \"f32\"\nrole = \"data\"\n\n[[outputs]]\nname = \"y\"\nshape = [2, 3]\ndtype = \"f32\"\n"
    );
    std::fs::write(d.join("model.toml"), manifest).unwrap();
}

/// `run SUITE` on the recorder, recording into `rec` with `env` set.
fn recorded_run(tmp: &Path, suite: &Path, rec: &Path, env: &[(&str, &str)]) -> Output {
    let mut c = tpu_compat(&tmp.join("cache"));
    c.args(["run", suite.to_str().unwrap(), "--no-cache", "--run-dir"])
        .arg(tmp.join("run-recorded"))
        .arg("--device")
        .arg(recorder_plugin());
    c.env("TPU_COMPAT_RECORD_DIR", rec).env_remove("TPU_COMPAT_RECORD_REAL_PLUGIN").env_remove("TPU_COMPAT_RECORD_IO_MAX_MB");
    for (k, v) in env {
        c.env(k, v);
    }
    c.output().unwrap()
}

fn index(rec: &Path) -> Vec<Value> {
    let text = std::fs::read_to_string(rec.join("index.jsonl")).unwrap();
    text.lines().map(|l| serde_json::from_str(l).unwrap()).collect()
}

fn events<'a>(index: &'a [Value], event: &str) -> Vec<&'a Value> {
    index.iter().filter(|v| v["event"] == event).collect()
}

#[test]
fn a_recorded_run_becomes_a_suite_that_replays_and_compiles_for_a_tpu() {
    let tmp = tempfile::tempdir().unwrap();
    let (suite, rec) = (tmp.path().join("s"), tmp.path().join("rec"));
    one_op(&suite, "tanh", "tanh", "");
    one_op(&suite, "tanh-again", "tanh", "");
    one_op(&suite, "exp", "exponential", "");
    let out = recorded_run(tmp.path(), &suite, &rec, &[]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));

    let index = index(&rec);
    let compiles = events(&index, "compile");
    assert_eq!(compiles.len(), 3, "every compile is a line: {index:#?}");
    assert!(compiles.iter().all(|c| c["format"] == "mlir-text" && c.get("error").is_none()), "{index:#?}");
    let executes = events(&index, "execute");
    assert!(executes.iter().all(|e| e["inputs"] == 1 && e["outputs"] == 1 && e["devices"] == 1), "{index:#?}");
    let mut programs: Vec<String> =
        std::fs::read_dir(rec.join("programs")).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
    programs.sort();
    assert_eq!(programs.len(), 2, "the same program twice is one folder: {programs:?}");
    for p in &programs {
        for f in ["model.mlir", "compile_options.pb", "definition.json", "inputs.safetensors", "expected.safetensors"] {
            assert!(rec.join("programs").join(p).join(f).is_file(), "{p}/{f} missing");
        }
    }

    // The recording is a suite: imported, replayed on the CPU plugin, judged against what was recorded.
    let replay = tmp.path().join("captured").join("recorded");
    let out = tpu_compat(&tmp.path().join("cache"))
        .args(["import", "--batch"])
        .arg(rec.join("programs"))
        .arg("--out")
        .arg(&replay)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let run_dir = tmp.path().join("run-replay");
    let out = tpu_compat(&tmp.path().join("cache"))
        .args(["run", replay.to_str().unwrap(), "--run-dir", run_dir.to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let got = statuses(&rows(&run_dir));
    assert_eq!(got.len(), 2, "{got:?}");
    assert!(got.values().all(|s| *s == Status::Pass), "{got:?}");
    // Not bit-exact: XLA:CPU's tanh and exp give results 1 ulp apart between the recording process and
    // the replay for the same program and input (seen: 5.96e-8 on one of the two programs, varying by run).
    let close = rows(&run_dir).iter().all(|r| r.outputs.iter().all(|o| o.metrics.as_ref().is_some_and(|m| m.max_abs <= 1.2e-7)));
    assert!(close, "the replay gives the recorded outputs within an ulp: {:#?}", rows(&run_dir));

    // And compiles for a TPU topology, compile-only.
    let tpu_dir = tmp.path().join("run-v6e");
    let out = tpu_compat(&tmp.path().join("cache"))
        .args(["run", replay.to_str().unwrap(), "--device", "tpu", "--topology", "v6e:2x2", "--run-dir", tpu_dir.to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    assert!(statuses(&rows(&tpu_dir)).values().all(|s| *s == Status::Compiled), "{}", show(&out));
}

#[test]
fn a_compile_the_wrapped_plugin_refuses_is_recorded_with_its_error() {
    let tmp = tempfile::tempdir().unwrap();
    let (suite, rec) = (tmp.path().join("s"), tmp.path().join("rec"));
    one_op(&suite, "refused", "tanh", "// tpu-compat-fault: error@compile");
    let fault = fault_plugin();
    let out = recorded_run(tmp.path(), &suite, &rec, &[("TPU_COMPAT_RECORD_REAL_PLUGIN", fault.to_str().unwrap())]);
    assert_eq!(out.status.code(), Some(1), "the row fails as it would without the recorder: {}", show(&out));
    assert_eq!(statuses(&rows(&tmp.path().join("run-recorded")))["refused"], Status::FailCompile);
    let index = index(&rec);
    let compiles = events(&index, "compile");
    assert_eq!(compiles.len(), 1, "{index:#?}");
    let error = compiles[0]["error"].as_str().unwrap_or_default();
    assert!(error.contains("injected fault: error at compile"), "the plugin's own words: {index:#?}");
    let program = rec.join("programs").join(compiles[0]["program"].as_str().unwrap());
    assert!(program.join("model.mlir").is_file() && !program.join("inputs.safetensors").exists());
    assert!(events(&index, "execute").is_empty());
}

#[test]
fn tensors_past_the_io_limit_are_not_kept_and_the_index_says_why() {
    let tmp = tempfile::tempdir().unwrap();
    let (suite, rec) = (tmp.path().join("s"), tmp.path().join("rec"));
    one_op(&suite, "tanh", "tanh", "");
    let out = recorded_run(tmp.path(), &suite, &rec, &[("TPU_COMPAT_RECORD_IO_MAX_MB", "0")]);
    assert_eq!(out.status.code(), Some(0), "recording never changes the run: {}", show(&out));
    let index = index(&rec);
    let executes = events(&index, "execute");
    assert_eq!(executes.len(), 1, "{index:#?}");
    let why = executes[0]["io_error"].as_str().unwrap_or_default();
    assert!(why.contains("TPU_COMPAT_RECORD_IO_MAX_MB"), "{index:#?}");
    let program = rec.join("programs").join(executes[0]["program"].as_str().unwrap());
    assert!(program.join("model.mlir").is_file() && !program.join("inputs.safetensors").exists());
}

#[test]
fn with_no_recording_folder_the_recorder_forwards_and_says_so() {
    let tmp = tempfile::tempdir().unwrap();
    // `devices` loads the plugin in its own process, so the plugin's stderr is the command's.
    let out = tpu_compat(&tmp.path().join("cache"))
        .arg("devices")
        .arg("--device")
        .arg(recorder_plugin())
        .env_remove("TPU_COMPAT_RECORD_DIR")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    assert!(String::from_utf8_lossy(&out.stderr).contains("TPU_COMPAT_RECORD_DIR is not set; forwarding to"), "{}", show(&out));
    assert!(String::from_utf8_lossy(&out.stdout).contains("cpu"), "the wrapped plugin's devices: {}", show(&out));
}

#[test]
fn a_missing_wrapped_plugin_is_a_clear_load_error() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tpu_compat(&tmp.path().join("cache"))
        .arg("devices")
        .arg("--device")
        .arg(recorder_plugin())
        .env("TPU_COMPAT_RECORD_REAL_PLUGIN", tmp.path().join("no-such-plugin.so"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2), "{}", show(&out));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("pjrt_recorder_plugin: cannot load") && stderr.contains("no-such-plugin.so"), "{}", show(&out));
    assert!(!stderr.contains("panicked"), "{}", show(&out));
}
