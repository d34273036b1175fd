//! Integration tests of `tpu-compat devices` and `tpu-compat exec`: the real
//! binary, the real CPU plugin, files in a temporary folder. Outputs are
//! checked against values computed here; bad inputs must give exit code 2
//! (SETUP) and a message that names the offending file.

use runtime::{tensors_file, HostTensor};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::{Duration, Instant};

const SETUP: i32 = 2;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// Runs the binary from the workspace root, with no plugin override from the environment.
fn tpu_compat(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tpu-compat"))
        .args(args)
        .current_dir(root())
        .env_remove("TPU_COMPAT_PLUGIN")
        .output()
        .expect("the tpu-compat binary runs")
}

fn text(out: &Output) -> (String, String) {
    (String::from_utf8_lossy(&out.stdout).into_owned(), String::from_utf8_lossy(&out.stderr).into_owned())
}

/// Asserts a SETUP failure whose stderr contains every fragment.
fn assert_setup_error(out: &Output, fragments: &[&str]) {
    let (stdout, stderr) = text(out);
    assert_eq!(out.status.code(), Some(SETUP), "stdout:\n{stdout}\nstderr:\n{stderr}");
    for f in fragments {
        assert!(stderr.contains(f), "stderr lacks `{f}`:\n{stderr}");
    }
    assert!(!stderr.contains("panicked"), "{stderr}");
}

fn write_inputs(path: &Path, tensors: &[(&str, &HostTensor)]) {
    let named: Vec<(String, &HostTensor)> = tensors.iter().map(|(n, t)| (n.to_string(), *t)).collect();
    tensors_file::write(path, &named, &BTreeMap::new()).unwrap();
}

fn path_str(p: &Path) -> &str {
    p.to_str().expect("temporary paths are UTF-8")
}

#[test]
fn devices_prints_the_plugin_platform_and_devices() {
    let out = tpu_compat(&["devices"]);
    let (stdout, stderr) = text(&out);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    let plugin_line = stdout.lines().find(|l| l.starts_with("plugin")).unwrap_or_else(|| panic!("{stdout}"));
    assert!(plugin_line.trim_end().ends_with("xla_cpu_pjrt.so"), "{plugin_line}");
    assert!(stdout.lines().any(|l| l.starts_with("platform") && l.split_whitespace().nth(1) == Some("cpu")), "{stdout}");
    let count: usize = stdout
        .lines()
        .find(|l| l.starts_with("devices"))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no device count in:\n{stdout}"));
    assert!(count >= 1);
    assert_eq!(stdout.lines().filter(|l| l.trim_start().starts_with('#')).count(), count, "{stdout}");
}

#[test]
fn devices_json_parses() {
    let out = tpu_compat(&["devices", "--json"]);
    let (stdout, stderr) = text(&out);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    let v: serde_json::Value = serde_json::from_str(&stdout).unwrap_or_else(|e| panic!("{e}:\n{stdout}"));
    assert_eq!(v["platform_name"], "cpu");
    let plugin = v["plugin"].as_str().unwrap();
    assert!(plugin.ends_with("xla_cpu_pjrt.so") && Path::new(plugin).is_file(), "{plugin}");
    assert!(v["pjrt_api_version"].as_str().is_some_and(|s| s.starts_with("0.")), "{v}");
    let devices = v["devices"].as_array().unwrap();
    assert!(!devices.is_empty());
    for d in devices {
        assert!(d["id"].is_i64() && d["kind"].as_str().is_some_and(|k| !k.is_empty()), "{d}");
    }
}

/// Without TPU chips, `--device tpu` never executes: `exec` and `run` are a
/// setup error at once that names the compile-only way; `devices` says no
/// chips are attached and lists the topologies the compiler takes (with the
/// libtpu wheel installed: `scripts/setup --tpu`), still fast.
#[test]
fn tpu_without_chips_never_executes_and_says_compile_only() {
    if runtime::plugin::tpu_present() {
        eprintln!("skipped: this machine has TPU device files");
        return;
    }
    let started = Instant::now();
    let example = root().join("examples/matmul_tanh.mlir");
    let out = tpu_compat(&["exec", path_str(&example), "--device", "tpu"]);
    assert!(started.elapsed() < Duration::from_secs(5), "took {:?}", started.elapsed());
    assert_setup_error(&out, &["no TPU on this machine", "/dev/accel", "--topology"]);
    let tmp = tempfile::tempdir().unwrap();
    let run_dir = tmp.path().join("never-made");
    let out = tpu_compat(&["run", "tier1", "--device", "tpu", "--limit", "1", "--run-dir", path_str(&run_dir)]);
    assert_setup_error(&out, &["no TPU on this machine", "--topology"]);
    assert!(!run_dir.join("results.jsonl").exists(), "a refused run writes no row");

    let out = tpu_compat(&["devices", "--device", "tpu"]);
    let (stdout, stderr) = text(&out);
    if runtime::plugin::locate_library(&runtime::plugin::DeviceSpec::Tpu).is_err() {
        // No libtpu wheel here: a setup error naming how to get it.
        assert_eq!(out.status.code(), Some(SETUP), "{stdout}{stderr}");
        return;
    }
    assert_eq!(out.status.code(), Some(0), "stdout:\n{stdout}\nstderr:\n{stderr}");
    assert!(stdout.contains("chips attached") && stdout.contains("no: compile only"), "{stdout}");
    assert!(stdout.contains("v6e:AxB") && stdout.contains("tpu7x:AxBxC"), "{stdout}");
}

#[test]
fn devices_with_a_bad_plugin_path_names_it() {
    let out = tpu_compat(&["devices", "--device", "/nonexistent/plugin.so"]);
    assert_setup_error(&out, &["/nonexistent/plugin.so", "no such file"]);
    let dir = tempfile::tempdir().unwrap();
    let fake = dir.path().join("fake.so");
    std::fs::write(&fake, "text, not ELF").unwrap();
    assert_setup_error(&tpu_compat(&["devices", "--device", path_str(&fake)]), &[path_str(&fake), "cannot load"]);
}

/// tanh(x . w) for the example's 2x3 by 3x4 shapes, in f64 then rounded.
fn matmul_tanh(x: &[f32], w: &[f32]) -> Vec<f32> {
    (0..8)
        .map(|ij| {
            let (i, j) = (ij / 4, ij % 4);
            (0..3).map(|k| x[i * 3 + k] as f64 * w[k * 4 + j] as f64).sum::<f64>().tanh() as f32
        })
        .collect()
}

#[test]
fn exec_writes_outputs_with_the_right_values() {
    let dir = tempfile::tempdir().unwrap();
    let x: Vec<f32> = vec![0.5, -1.0, 0.25, 2.0, 0.0, -0.75];
    let w: Vec<f32> = (0..12).map(|i| (i as f32 - 6.0) / 8.0).collect();
    let inputs = dir.path().join("in.safetensors");
    let (tx, tw) = (HostTensor::from_slice(&[2, 3], &x).unwrap(), HostTensor::from_slice(&[3, 4], &w).unwrap());
    write_inputs(&inputs, &[("arg0", &tx), ("arg1", &tw)]);
    let outputs = dir.path().join("sub").join("out.safetensors");

    let out = tpu_compat(&["exec", "examples/matmul_tanh.mlir", "--inputs", path_str(&inputs), "--out", path_str(&outputs)]);
    let (stdout, stderr) = text(&out);
    assert_eq!(out.status.code(), Some(0), "{stdout}\n{stderr}");
    assert!(stdout.contains("out0") && stdout.contains("f32[2,4]"), "{stdout}");

    let (tensors, meta) = tensors_file::read(&outputs).unwrap();
    assert_eq!(tensors.len(), 1);
    let (name, t) = &tensors[0];
    assert_eq!(name, "out0");
    assert_eq!(t.type_string(), "f32[2,4]");
    let got = t.to_vec::<f32>().unwrap();
    for (g, w) in got.iter().zip(matmul_tanh(&x, &w)) {
        assert!((g - w).abs() < 1e-6, "got {got:?}");
    }
    let program = std::fs::read(root().join("examples/matmul_tanh.mlir")).unwrap();
    assert_eq!(meta.get("program_sha256"), Some(&tensors_file::sha256_hex(&program)));
}

#[test]
fn exec_without_inputs_fills_them() {
    let out = tpu_compat(&["exec", "examples/matmul_tanh.mlir"]);
    let (stdout, stderr) = text(&out);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    assert!(stdout.contains("2 inputs, 1 outputs on cpu"), "{stdout}");
}

#[test]
fn exec_refuses_bad_inputs_naming_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let p = |name: &str| dir.path().join(name);
    let x = HostTensor::from_slice(&[2, 3], &[0.1f32; 6]).unwrap();
    let w = HostTensor::from_slice(&[3, 4], &[0.2f32; 12]).unwrap();
    let exec = |inputs: &Path| tpu_compat(&["exec", "examples/matmul_tanh.mlir", "--inputs", path_str(inputs)]);

    std::fs::write(p("corrupt.safetensors"), b"\x10\x00\x00\x00\x00\x00\x00\x00{not json at all").unwrap();
    assert_setup_error(&exec(&p("corrupt.safetensors")), &["corrupt.safetensors"]);

    assert_setup_error(&exec(&p("absent.safetensors")), &["absent.safetensors"]);

    write_inputs(&p("named.safetensors"), &[("x", &x), ("w", &w)]);
    assert_setup_error(&exec(&p("named.safetensors")), &["named.safetensors", "arg0, arg1"]);

    write_inputs(&p("gap.safetensors"), &[("arg0", &x), ("arg2", &w)]);
    assert_setup_error(&exec(&p("gap.safetensors")), &["gap.safetensors", "`arg1` is missing"]);

    write_inputs(&p("one.safetensors"), &[("arg0", &x)]);
    assert_setup_error(&exec(&p("one.safetensors")), &["one.safetensors", "1 tensors given", "takes 2 arguments"]);

    let reshaped = HostTensor::from_slice(&[3, 2], &[0.1f32; 6]).unwrap();
    write_inputs(&p("shape.safetensors"), &[("arg0", &reshaped), ("arg1", &w)]);
    assert_setup_error(&exec(&p("shape.safetensors")), &["shape.safetensors", "arg0 is f32[3,2], but @main's argument 0 is f32[2,3]"]);

    let ints = HostTensor::from_slice(&[2, 3], &[1i32; 6]).unwrap();
    write_inputs(&p("dtype.safetensors"), &[("arg0", &ints), ("arg1", &w)]);
    assert_setup_error(&exec(&p("dtype.safetensors")), &["dtype.safetensors", "arg0 is i32[2,3], but @main's argument 0 is f32[2,3]"]);
}

#[test]
fn exec_refuses_bad_programs_naming_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("broken.mlir");
    std::fs::write(&bad, "func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {\n  %0 = stablehlo.bogus %x\n}\n").unwrap();
    assert_setup_error(&tpu_compat(&["exec", path_str(&bad)]), &["broken.mlir", "PJRT_Client_Compile"]);
    assert_setup_error(&tpu_compat(&["exec", "/nonexistent/prog.mlir"]), &["/nonexistent/prog.mlir", "cannot read"]);
    assert_setup_error(&tpu_compat(&["exec", "examples/matmul_tanh.mlir", "--device", "/nonexistent/p.so"]), &["/nonexistent/p.so"]);
}
