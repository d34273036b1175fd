//! Bad input of every kind the harness meets: each must come back as an
//! error value whose message names the problem (and the file, where there is
//! one), with no panic and no crash of the process.

use crate::{client, compile, tensor};
use runtime::{tensors_file, DeviceSpec, Executable, HostTensor, Plugin, RuntimeError};
use std::path::Path;
use std::time::{Duration, Instant};

const MATMUL: &str = include_str!("../../../examples/matmul_tanh.mlir");

fn compile_err(program: &str) -> RuntimeError {
    match client().compile(program.as_bytes(), &runtime::CompileOptions::default()) {
        Ok(_) => panic!("compiled a bad program:\n{program}"),
        Err(e) => e,
    }
}

fn run_err(exe: &Executable, inputs: &[HostTensor]) -> RuntimeError {
    match exe.run(inputs) {
        Ok(out) => panic!("ran with bad inputs {inputs:?} and returned {out:?}"),
        Err(e) => e,
    }
}

fn load_err(path: &Path) -> RuntimeError {
    match Plugin::load(path) {
        Ok(p) => panic!("loaded {} as a plugin: {p:?}", path.display()),
        Err(e) => e,
    }
}

#[test]
fn malformed_stablehlo_is_a_compile_error() {
    for bad in [
        "func.func @main(%x: tensor<2xf32> -> tensor<2xf32> {", // syntax
        "this is not MLIR at all",                              // not a program
        "func.func @main(%x: tensor<2xf32>) -> tensor<3xf32> {\n  return %x : tensor<2xf32>\n}", // types disagree
        "",                                                     // empty
    ] {
        let e = compile_err(bad);
        assert!(e.is_compile_error(), "{e:?}");
        let text = e.to_string();
        assert!(text.contains("PJRT_Client_Compile"), "{text}");
        assert!(e.pjrt_code().is_some_and(|c| !c.is_empty()), "{e:?}");
    }
}

/// The example compiled from text (so the runtime knows @main's signature),
/// and the same executable deserialized (so only the plugin checks inputs).
fn matmul_both_ways() -> (Executable, Executable) {
    let exe = compile(MATMUL);
    let bare = client().deserialize(&exe.serialize().unwrap()).unwrap();
    (exe, bare)
}

#[test]
fn wrong_number_of_arguments_is_an_error() {
    let (exe, bare) = matmul_both_ways();
    let x = tensor(&[2, 3], &[0f32; 6]);
    let w = tensor(&[3, 4], &[0f32; 12]);
    for inputs in [vec![x.clone()], vec![], vec![x.clone(), w.clone(), w.clone()]] {
        let text = run_err(&exe, &inputs).to_string();
        let want = format!("arguments: {} given, but @main takes 2 (f32[2,3], f32[3,4])", inputs.len());
        assert_eq!(text, want);
        // The plugin itself counts buffers too.
        let text = run_err(&bare, &inputs).to_string();
        assert!(text.contains("PJRT_LoadedExecutable_Execute failed (INVALID_ARGUMENT)"), "{text}");
        assert!(text.contains(&format!("supplied {} buffers", inputs.len())) && text.contains("expected 2"), "{text}");
    }
}

#[test]
fn wrong_shape_is_an_error() {
    let (exe, bare) = matmul_both_ways();
    let w = tensor(&[3, 4], &[0f32; 12]);
    // Another element count, and the same count in another shape.
    for x in [tensor(&[2, 4], &[0f32; 8]), tensor(&[3, 2], &[0f32; 6]), tensor(&[6], &[0f32; 6])] {
        let text = run_err(&exe, &[x.clone(), w.clone()]).to_string();
        let want = format!("arguments: argument 0 is {}, but @main's argument 0 is f32[2,3]", x.type_string());
        assert_eq!(text, want);
    }
    // Without a signature the plugin catches a size mismatch. (It accepts a
    // same-size reshape such as f32[3,2] silently: why the runtime checks.)
    let text = run_err(&bare, &[tensor(&[2, 4], &[0f32; 8]), w]).to_string();
    assert!(text.contains("PJRT_LoadedExecutable_Execute"), "{text}");
}

#[test]
fn wrong_dtype_is_an_error() {
    let (exe, bare) = matmul_both_ways();
    let w = tensor(&[3, 4], &[0f32; 12]);
    // i32 has the byte size of f32, so only a dtype check can catch it.
    for x in [tensor(&[2, 3], &[0i32; 6]), tensor(&[2, 3], &[0f64; 6]), tensor(&[2, 3], &[half::bf16::ZERO; 6])] {
        let text = run_err(&exe, &[x.clone(), w.clone()]).to_string();
        assert_eq!(text, format!("arguments: argument 0 is {}, but @main's argument 0 is f32[2,3]", x.type_string()));
    }
    // The plugin alone refuses a dtype of another byte size.
    for x in [tensor(&[2, 3], &[0f64; 6]), tensor(&[2, 3], &[half::bf16::ZERO; 6])] {
        let text = run_err(&bare, &[x, w.clone()]).to_string();
        assert!(text.contains("PJRT_LoadedExecutable_Execute"), "{text}");
    }
}

#[test]
fn missing_plugin_file_is_an_error() {
    let e = load_err(Path::new("/nonexistent/dir/xla_cpu_pjrt.so"));
    assert!(matches!(e, RuntimeError::PluginLoad { .. }), "{e:?}");
    let text = e.to_string();
    assert!(text.contains("/nonexistent/dir/xla_cpu_pjrt.so") && text.contains("no such file"), "{text}");
}

#[test]
fn a_text_file_is_not_a_plugin() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("fake_plugin.so");
    std::fs::write(&path, "this is a text file, not a shared library\n").unwrap();
    let e = load_err(&path);
    assert!(matches!(e, RuntimeError::PluginLoad { .. }), "{e:?}");
    assert!(e.to_string().contains("fake_plugin.so"), "{e}");
}

#[test]
fn a_shared_library_without_get_pjrt_api_is_not_a_plugin() {
    // libm and libc are real ELF shared objects without GetPjrtApi.
    let candidates = [
        "/lib/x86_64-linux-gnu/libm.so.6",
        "/usr/lib/x86_64-linux-gnu/libm.so.6",
        "/lib64/libm.so.6",
        "/lib/aarch64-linux-gnu/libm.so.6",
        "/lib/x86_64-linux-gnu/libc.so.6",
        "/usr/lib/libm.so.6",
    ];
    let found: Vec<&Path> = candidates.iter().map(Path::new).filter(|p| p.is_file()).collect();
    assert!(!found.is_empty(), "no libm/libc found at {candidates:?}");
    for path in found {
        let e = load_err(path);
        let text = e.to_string();
        assert!(matches!(e, RuntimeError::PluginLoad { .. }), "{e:?}");
        assert!(text.contains("GetPjrtApi") && text.contains("not a PJRT plugin"), "{text}");
        assert!(text.contains(&path.display().to_string()), "{text}");
    }
}

#[test]
fn tpu_without_a_tpu_is_refused_fast() {
    if runtime::plugin::tpu_present() || std::env::var_os("TPU_COMPAT_PLUGIN").is_some() {
        eprintln!("skipped: this machine has TPU device files or TPU_COMPAT_PLUGIN is set");
        return;
    }
    let started = Instant::now();
    let e = match Plugin::for_device(&DeviceSpec::Tpu) {
        Ok(p) => panic!("loaded a TPU plugin on a machine without TPU: {p:?}"),
        Err(e) => e,
    };
    assert!(started.elapsed() < Duration::from_secs(2), "took {:?}", started.elapsed());
    assert!(matches!(e, RuntimeError::NoTpu { .. }), "{e:?}");
    assert!(e.to_string().contains("no TPU on this machine"), "{e}");

    // An explicit libtpu path is refused the same way, before dlopen.
    let dir = tempfile::tempdir().unwrap();
    let fake = dir.path().join("libtpu.so");
    std::fs::write(&fake, "not loaded").unwrap();
    let e = load_err(&fake);
    assert!(matches!(e, RuntimeError::NoTpu { .. }), "{e:?}");
}

#[test]
fn unknown_device_names_are_refused() {
    let e = "npu".parse::<DeviceSpec>().unwrap_err();
    assert!(e.contains("unknown device `npu`"), "{e}");
}

#[test]
fn corrupt_safetensors_names_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let good = dir.path().join("good.safetensors");
    let t = tensor(&[2, 3], &[1f32, 2.0, 3.0, 4.0, 5.0, 6.0]);
    tensors_file::write(&good, &[("arg0".into(), &t)], &Default::default()).unwrap();
    let bytes = std::fs::read(&good).unwrap();
    let (read, _) = tensors_file::read(&good).unwrap();
    assert_eq!(read.len(), 1);

    let cases: [(&str, Vec<u8>); 4] = [
        ("garbage.safetensors", b"not a safetensors file at all".to_vec()),
        ("truncated.safetensors", bytes[..bytes.len() - 5].to_vec()),
        ("huge-header.safetensors", u64::MAX.to_le_bytes().to_vec()),
        ("empty.safetensors", Vec::new()),
    ];
    for (name, content) in cases {
        let path = dir.path().join(name);
        std::fs::write(&path, content).unwrap();
        let e = match tensors_file::read(&path) {
            Ok(_) => panic!("{name} was read as a tensors file"),
            Err(e) => e,
        };
        assert!(e.to_string().contains(name), "{name}: {e}");
    }
    let e = tensors_file::read(&dir.path().join("absent.safetensors")).unwrap_err();
    assert!(e.to_string().contains("absent.safetensors"), "{e}");
}

#[test]
fn wrongly_named_inputs_are_refused() {
    let t = tensor(&[1], &[1f32]);
    let origin = Path::new("inputs.safetensors");
    let named = |names: &[&str]| names.iter().map(|n| (n.to_string(), t.clone())).collect::<Vec<_>>().into_iter().collect();
    let e = tensors_file::ordered_args(named(&["arg0", "x"]), "arg", origin).unwrap_err();
    assert!(e.to_string().contains("inputs.safetensors") && e.to_string().contains("`x`"), "{e}");
    let e = tensors_file::ordered_args(named(&["arg0", "arg2"]), "arg", origin).unwrap_err();
    assert!(e.to_string().contains("`arg1` is missing"), "{e}");
    // arg10 sorts before arg2 as text; the order must follow the number.
    let ten: Vec<String> = (0..11).map(|i| format!("arg{i}")).collect();
    let refs: Vec<&str> = ten.iter().map(String::as_str).collect();
    let ordered = tensors_file::ordered_args(
        refs.iter().enumerate().map(|(i, n)| (n.to_string(), tensor(&[1], &[i as f32]))).collect(),
        "arg",
        origin,
    )
    .unwrap();
    let firsts: Vec<f32> = ordered.iter().map(|t| t.to_vec::<f32>().unwrap()[0]).collect();
    assert_eq!(firsts, (0..11).map(|i| i as f32).collect::<Vec<_>>());
}
