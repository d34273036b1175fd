//! `tpu-compat reduce` takes every failing kind and stays bounded (issue 45,
//! rows 10, 11, 12 and the reduce items of 20), through the real binary and
//! the fault plugin: a compile error whose message carries source locations
//! reduces (the locations stripped), a reduction that cannot shrink says so
//! and exits 1 with nothing written, `--budget` stops a program whose calls
//! alone would take far longer to inline, a `nondeterministic` row (the
//! plugin's `jitter` fault) reduces and bundles, a definition that does not
//! fail is described as it ran (never a bare "(pass)"), and `--out` inside
//! the suite folder read from is refused.

mod common;

use common::*;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// A definition folder `root/id` with `body` as @main's statements (reading
/// `%x: tensor<2x3xf32>`, returning `%ret`), `marker` as a fault-plugin line.
fn program_definition(root: &Path, id: &str, marker: Option<&str>, body: &str, ret: &str) -> PathBuf {
    definition(root, id, None);
    let mark = marker.map(|m| format!("// tpu-compat-fault: {m}\n")).unwrap_or_default();
    let program = format!(
        "{mark}module @m {{\n  func.func public @main(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {{\n{body}    return {ret} : tensor<2x3xf32>\n  }}\n}}\n"
    );
    std::fs::write(root.join(id).join("model.mlir"), program).unwrap();
    root.join(id)
}

/// A chain of `n` elementwise ops on `%x`, each reading the one before: `%0` .. `%{n-1}`.
fn chain(n: usize) -> String {
    let ops = ["tanh", "exponential", "negate", "abs", "sine", "cosine", "logistic", "sqrt"];
    (0..n)
        .map(|i| {
            let arg = if i == 0 { "%x".to_string() } else { format!("%{}", i - 1) };
            format!("    %{i} = stablehlo.{} {arg} : tensor<2x3xf32>\n", ops[i % ops.len()])
        })
        .collect()
}

fn reduce(cache: &Path, def: &Path, device: &Path, out: &Path, extra: &[&str]) -> std::process::Output {
    tpu_compat(cache).arg("reduce").arg(def).arg("--device").arg(device).arg("--out").arg(out).args(extra).output().unwrap()
}

fn report(out: &Path) -> serde_json::Value {
    serde_json::from_str(&std::fs::read_to_string(out.join("reduce.json")).unwrap()).unwrap()
}

#[test]
fn locations_in_a_compile_error_are_stripped_so_it_reduces_and_one_that_cannot_shrink_is_not_reduced() {
    let tmp = tempfile::tempdir().unwrap();
    let cache = tmp.path().join("cache");
    // Nine ops, the fifth one the CPU plugin's verifier rejects: its error names the op's line and column,
    // which differ in every smaller program.
    let mut body = chain(4);
    body.push_str("    %4 = stablehlo.add %3, %x : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<3x2xf32>\n");
    body.push_str("    %5 = stablehlo.reshape %4 : (tensor<3x2xf32>) -> tensor<2x3xf32>\n");
    for i in 6..9 {
        body.push_str(&format!("    %{i} = stablehlo.sine %{} : tensor<2x3xf32>\n", i - 1));
    }
    let def = program_definition(tmp.path(), "misfit", None, &body, "%8");
    let out = tmp.path().join("reduced");
    let o = reduce(&cache, &def, Path::new("cpu"), &out, &["--budget", "300s"]);
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
    let r = report(&out);
    assert_eq!(r["predicate"]["class"], "compile", "{r:#}");
    let message = r["predicate"]["message"].as_str().unwrap();
    assert!(message.contains("<loc>") && !message.contains("-:"), "locations stripped: {message}");
    assert_eq!(r["reduced"], true, "{r:#}");
    let (before, after) = (r["ops_before"].as_u64().unwrap(), r["ops_after"].as_u64().unwrap());
    assert!(before == 9 && after <= 2, "{before} -> {after}: {r:#}");
    assert!(out.join("model.mlir").is_file() && out.join("inputs.safetensors").is_file(), "the reduced definition is written");
    let ops: Vec<&str> = r["ops"].as_array().unwrap().iter().map(|v| v.as_str().unwrap()).collect();
    assert!(ops.contains(&"stablehlo.add"), "{ops:?}");

    // One op that crashes: nothing smaller can fail, so it is not reduced (exit 1) and nothing is written.
    definition(tmp.path(), "lone", Some("abort@compile"));
    let out = tmp.path().join("lone-reduced");
    let o = reduce(&cache, &tmp.path().join("lone"), &fault_plugin(), &out, &[]);
    assert_eq!(o.status.code(), Some(1), "{}", show(&o));
    let stdout = String::from_utf8_lossy(&o.stdout);
    assert!(stdout.contains("not reduced: no smaller program fails as lone does"), "{}", show(&o));
    assert!(!stdout.contains("written:"), "{}", show(&o));
    assert!(!out.exists(), "nothing is written for a reduction that did not shrink");
}

/// A definition whose @main calls @f0, each @fK calling @f{K+1} twice,
/// down to @f{depth} (one tanh): 2^depth calls once inlined.
fn nested_calls(root: &Path, id: &str, depth: usize) -> PathBuf {
    definition(root, id, Some("abort@compile"));
    let t = "tensor<2x3xf32>";
    let mut p = format!(
        "// tpu-compat-fault: abort@compile\nmodule @m {{\n  func.func public @main(%x: {t}) -> {t} {{\n    %0 = call @f0(%x) : ({t}) -> {t}\n    return %0 : {t}\n  }}\n"
    );
    for k in 0..depth {
        p.push_str(&format!(
            "  func.func private @f{k}(%a: {t}) -> {t} {{\n    %0 = call @f{n}(%a) : ({t}) -> {t}\n    %1 = call @f{n}(%0) : ({t}) -> {t}\n    return %1 : {t}\n  }}\n",
            n = k + 1
        ));
    }
    p.push_str(&format!(
        "  func.func private @f{depth}(%a: {t}) -> {t} {{\n    %0 = stablehlo.tanh %a : {t}\n    return %0 : {t}\n  }}\n}}\n"
    ));
    std::fs::write(root.join(id).join("model.mlir"), p).unwrap();
    root.join(id)
}

#[test]
fn the_budget_bounds_the_preparation_of_a_program_of_two_to_the_twenty_nested_calls() {
    let tmp = tempfile::tempdir().unwrap();
    let cache = tmp.path().join("cache");
    let def = nested_calls(tmp.path(), "nested", 20);
    let out = tmp.path().join("reduced");
    let started = Instant::now();
    let o = reduce(&cache, &def, &fault_plugin(), &out, &["--budget", "5s"]);
    let took = started.elapsed();
    // A generous bound: the budget, the grace to write a result, and the start of the processes.
    assert!(took < Duration::from_secs(60), "took {took:?}: {}", show(&o));
    assert_eq!(o.status.code(), Some(1), "{}", show(&o));
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert!(stderr.contains("--budget 5s ran out"), "{}", show(&o));
    assert!(stderr.contains("not reduced") || stderr.contains("nothing reduced"), "{}", show(&o));
    assert!(!out.exists(), "a stopped reduction leaves nothing: {}", show(&o));
}

#[test]
fn a_nondeterministic_row_reduces_to_the_jittering_op_and_bundles() {
    let tmp = tempfile::tempdir().unwrap();
    let cache = tmp.path().join("cache");
    let suite = tmp.path().join("suite");
    // The third op (the exponential) gives other numbers at every execution.
    let body = "    %0 = stablehlo.tanh %x : tensor<2x3xf32>\n    %1 = stablehlo.negate %0 : tensor<2x3xf32>\n    %2 = stablehlo.exponential %1 : tensor<2x3xf32>\n    %3 = stablehlo.abs %2 : tensor<2x3xf32>\n    %4 = stablehlo.sine %3 : tensor<2x3xf32>\n";
    let def = program_definition(&suite, "jittery", Some("jitter:1e-2@exponential#1"), body, "%4");

    let out = tmp.path().join("reduced");
    let o = reduce(&cache, &def, &fault_plugin(), &out, &["--budget", "600s"]);
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
    let r = report(&out);
    assert_eq!(r["predicate"]["class"], "nondeterministic", "{r:#}");
    assert_eq!(r["reduced"], true, "{r:#}");
    let (before, after) = (r["ops_before"].as_u64().unwrap(), r["ops_after"].as_u64().unwrap());
    assert!(after < before, "{before} -> {after}: {r:#}");
    let ops: Vec<&str> = r["ops"].as_array().unwrap().iter().map(|v| v.as_str().unwrap()).collect();
    assert!(ops.contains(&"stablehlo.exponential"), "{ops:?}");
    assert!(r["evidence"]["reduced"].as_str().unwrap().starts_with("nondeterministic"), "{r:#}");
    // The result still jitters on the faulty plugin.
    let run_dir = tmp.path().join("run-reduced");
    let o = tpu_compat(&cache)
        .arg("run")
        .arg(&out)
        .arg("--device")
        .arg(fault_plugin())
        .arg("--no-baselines")
        .arg("--run-dir")
        .arg(&run_dir)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1), "{}", show(&o));
    assert_eq!(rows(&run_dir)[0].status, results::Status::Nondeterministic, "{}", show(&o));

    // The run's row bundles, and the bundle reproduces it.
    let run_dir = tmp.path().join("run");
    let o = tpu_compat(&cache)
        .arg("run")
        .arg(&suite)
        .arg("--device")
        .arg(fault_plugin())
        .arg("--no-baselines")
        .arg("--run-dir")
        .arg(&run_dir)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1), "{}", show(&o));
    let bundle = tmp.path().join("bundle");
    let o = tpu_compat(&cache).arg("report").arg(&run_dir).arg("--bundle").arg("jittery").arg("--out").arg(&bundle).output().unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
    let m: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(bundle.join("bundle.json")).unwrap()).unwrap();
    assert_eq!(m["verdict"]["class"], "nondeterministic", "{m:#}");
    assert!(m["replayed"].as_str().unwrap().starts_with("reproduced"), "{m:#}");
    let o = tpu_compat(&cache).arg("replay").arg(&bundle).output().unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
}

#[test]
fn a_fail_parity_row_is_described_as_it_ran_and_out_inside_the_suite_is_refused() {
    let tmp = tempfile::tempdir().unwrap();
    let cache = tmp.path().join("cache");
    let suite = tmp.path().join("suite");
    // Imported with expected outputs recorded somewhere else (here: 25% off tanh): on the CPU the row fails parity.
    definition(&tmp.path().join("exported"), "drift", None);
    let x = runtime::HostTensor::from_slice(&[2, 3], &[0.1f32, 0.2, 0.3, 0.4, 0.5, 0.6]).unwrap();
    let y: Vec<f32> = x.to_vec::<f32>().unwrap().iter().map(|v| v.tanh() * 1.25).collect();
    let y = runtime::HostTensor::from_slice(&[2, 3], &y).unwrap();
    let none = std::collections::BTreeMap::new();
    runtime::tensors_file::write(&tmp.path().join("in.safetensors"), &[("arg0".to_string(), &x)], &none).unwrap();
    runtime::tensors_file::write(&tmp.path().join("out.safetensors"), &[("out0".to_string(), &y)], &none).unwrap();
    let store = tmp.path().join("store");
    let o = tpu_compat(&cache)
        .arg("import")
        .arg(tmp.path().join("exported/drift/model.mlir"))
        .args(["--id", "drift", "--inputs"])
        .arg(tmp.path().join("in.safetensors"))
        .arg("--expected")
        .arg(tmp.path().join("out.safetensors"))
        .arg("--out")
        .arg(&suite)
        .arg("--store")
        .arg(&store)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
    let run_dir = tmp.path().join("run");
    let o = tpu_compat(&cache).arg("run").arg(&suite).arg("--baselines").arg(&store).arg("--run-dir").arg(&run_dir).output().unwrap();
    assert_eq!(o.status.code(), Some(1), "{}", show(&o));
    assert_eq!(rows(&run_dir)[0].status, results::Status::FailParity, "{}", show(&o));

    // reduce on the same device: the program matches its reference run; it says so, not "(pass)".
    let out = tmp.path().join("out");
    let o = reduce(&cache, &suite.join("drift"), Path::new("cpu"), &out, &[]);
    assert_eq!(o.status.code(), Some(2), "{}", show(&o));
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert!(!stderr.contains("(pass)"), "{stderr}");
    assert!(stderr.contains("drift: does not fail on this target: it runs on this target without a crash"), "{stderr}");
    assert!(stderr.contains("match the reference run") && stderr.contains("a fail-parity against a stored baseline"), "{stderr}");
    assert!(!out.exists());

    // --out inside the suite folder the definition is read from: refused before anything runs.
    for (spec, in_suite, out) in [
        (PathBuf::from("drift"), Some(&suite), suite.join("drift.reduced")),
        (suite.join("drift"), None, suite.join("drift").join("reduced")),
        (PathBuf::from("drift"), Some(&suite), suite.join("deeper").join("x")),
    ] {
        let mut c = tpu_compat(&cache);
        c.arg("reduce").arg(&spec).arg("--out").arg(&out);
        if let Some(s) = in_suite {
            c.arg("--in").arg(s);
        }
        let o = c.output().unwrap();
        assert_eq!(o.status.code(), Some(2), "{}", show(&o));
        let stderr = String::from_utf8_lossy(&o.stderr);
        assert!(stderr.contains("the suite folder") && stderr.contains("give a folder outside it"), "{stderr}");
        assert!(!out.exists(), "{}", out.display());
    }
    let listed: Vec<_> = std::fs::read_dir(&suite).unwrap().flatten().filter(|e| e.path().is_dir()).map(|e| e.file_name()).collect();
    assert_eq!(listed, vec![std::ffi::OsString::from("drift")], "the suite gains no definition");
}
