//! `tpu-compat diverge` against a device that really computes wrongly: the
//! fault plugin perturbs the N-th op of a kind (scaled by 1+1e-2) at compile
//! time. For a zoo family (Llama, f32) and an exported Hugging Face model
//! (BERT), with the perturbation early, in the middle and at the last op,
//! the reported origin must be exactly the perturbed op (and noise on the
//! softmax's exponential, which a uniform scale would cancel, reaches the output); an unperturbed run
//! must report none; the one-op repro must fail against its baseline on the
//! faulty device and pass on the CPU plugin; `run --localize` localizes the
//! repro's failing row and the dashboard page shows it.

mod common;

use common::*;
use runtime::program_text::parse_main;
use std::path::{Path, PathBuf};

const ZOO_ID: &str = "llama-h64-l2-gqa2-f32-t2.0000";

/// A definition folder copied from `src` with `marker` as the program's first line.
fn perturbed(src: &Path, dst: &Path, marker: Option<&str>) -> PathBuf {
    std::fs::create_dir_all(dst).unwrap();
    for e in std::fs::read_dir(src).unwrap().flatten() {
        if e.path().is_file() {
            std::fs::copy(e.path(), dst.join(e.file_name())).unwrap();
        }
    }
    if let Some(m) = marker {
        let p = dst.join("model.mlir");
        let text = std::fs::read_to_string(&p).unwrap();
        std::fs::write(&p, format!("// tpu-compat-fault: {m}\n{text}")).unwrap();
    }
    dst.to_path_buf()
}

/// Early, middle and last: (op kind, N, line of that op once the marker line is added).
fn positions(program: &str) -> Vec<(String, usize, usize)> {
    let main = parse_main(program.as_bytes()).unwrap();
    let float = |s: &runtime::program_text::Statement| s.count == 1 && s.result_types.first().is_some_and(|t| t.ends_with("xf32>"));
    let nth = |i: usize| {
        let s = &main.statements[i];
        let n = main.statements[..=i].iter().filter(|x| x.op == s.op).count();
        (s.short_op().to_string(), n, s.line + 1)
    };
    let dots: Vec<usize> =
        (0..main.statements.len()).filter(|&i| main.statements[i].op == "stablehlo.dot_general" && float(&main.statements[i])).collect();
    let adds: Vec<usize> =
        (0..main.statements.len()).filter(|&i| main.statements[i].op == "stablehlo.add" && float(&main.statements[i])).collect();
    let last = (0..main.statements.len()).rev().find(|&i| float(&main.statements[i])).unwrap();
    vec![nth(dots[0]), nth(adds[adds.len() / 2]), nth(last)]
}

fn walk(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for e in std::fs::read_dir(dir).unwrap().flatten() {
        if e.path().is_dir() {
            out.extend(walk(&e.path()));
        } else {
            out.push(e.path());
        }
    }
    out
}

fn diverge(cache: &Path, def: &Path, out: &Path, device: &Path) -> serde_json::Value {
    let o = tpu_compat(cache).arg("diverge").arg(def).arg("--device").arg(device).arg("--out").arg(out).output().unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
    serde_json::from_str(&std::fs::read_to_string(out.join("report.json")).unwrap()).unwrap()
}

fn check_localizes(src: &Path, tmp: &Path, label: &str) {
    let program = std::fs::read_to_string(src.join("model.mlir")).unwrap();
    let cache = tmp.join("cache");
    for (k, (op, n, line)) in positions(&program).into_iter().enumerate() {
        let marker = format!("scale:1e-2@{op}#{n}");
        let def = perturbed(src, &tmp.join(format!("{label}-{k}")), Some(&marker));
        let report = diverge(&cache, &def, &tmp.join(format!("{label}-{k}-out")), &fault_plugin());
        let origin = &report["origin"];
        assert_eq!(origin["line"].as_u64(), Some(line as u64), "{label} {marker}: {origin:#}");
        assert_eq!(origin["op"].as_str(), Some(format!("stablehlo.{op}").as_str()), "{label} {marker}");
        assert!(origin["ratio"].as_f64().unwrap() > 100.0, "{origin:#}");
        assert!(report["compiles"].as_u64().unwrap() >= 3);
    }
}

#[test]
fn a_zoo_family_localizes_early_middle_and_last_perturbations() {
    let tmp = tempfile::tempdir().unwrap();
    let o = tpu_compat(&tmp.path().join("cache")).args(["materialize", ZOO_ID, "--out"]).arg(tmp.path().join("zoo")).output().unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
    let src = tmp.path().join("zoo").join(ZOO_ID);
    check_localizes(&src, tmp.path(), "zoo");

    // Small batches: many instrumented programs, the same origin, and a repro from the kept operands.
    let (op, n, line) = positions(&std::fs::read_to_string(src.join("model.mlir")).unwrap()).remove(1);
    let def = perturbed(&src, &tmp.path().join("zoo-small"), Some(&format!("scale:1e-2@{op}#{n}")));
    let out = tmp.path().join("zoo-small-out");
    let o = tpu_compat(&tmp.path().join("cache"))
        .arg("diverge")
        .arg(&def)
        .arg("--device")
        .arg(fault_plugin())
        .args(["--batch-bytes", "16384", "--out"])
        .arg(&out)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
    let report: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(out.join("report.json")).unwrap()).unwrap();
    assert!(report["batches"].as_u64().unwrap() > 3, "{}", report["batches"]);
    // Three per batch, and the device's program as written once (what every batch must reproduce).
    assert_eq!(report["compiles"].as_u64(), report["batches"].as_u64().map(|b| 3 * b + 1));
    assert_eq!(report["reproduction"]["failed_batches"], 0, "{:#}", report["reproduction"]);
    assert_eq!(report["origin"]["line"].as_u64(), Some(line as u64));
    assert!(report["repro"]["id"].is_string(), "{:#}", report["repro_error"]);
}

#[test]
fn an_hf_model_localizes_early_middle_and_last_perturbations_and_its_repro_fails_only_on_the_faulty_device() {
    let tmp = tempfile::tempdir().unwrap();
    let bert = Path::new(env!("CARGO_MANIFEST_DIR")).join("../suites/hf/bert");
    check_localizes(&bert, tmp.path(), "bert");

    // The unperturbed model: no origin, and no repro.
    let cache = tmp.path().join("cache");
    let clean = perturbed(&bert, &tmp.path().join("clean"), None);
    let report = diverge(&cache, &clean, &tmp.path().join("clean-out"), &fault_plugin());
    assert!(report["origin"].is_null(), "{:#}", report["origin"]);
    assert!(!tmp.path().join("clean-out/repro").exists());
    assert!(report["values"].as_array().unwrap().len() > 100);
    // On the CPU plugin itself: no origin either, and its run doubles as the noise floor (two compiles).
    let report = diverge(&cache, &clean, &tmp.path().join("cpu-out"), Path::new("cpu"));
    assert!(report["origin"].is_null() && report["compiles"] == 2, "{:#}", report["origin"]);

    // The repro of a perturbed exponential.
    let def = perturbed(&bert, &tmp.path().join("exp"), Some("noise:1e-1@exponential#last"));
    let out = tmp.path().join("exp-out");
    let report = diverge(&cache, &def, &out, &fault_plugin());
    assert_eq!(report["origin"]["op"].as_str(), Some("stablehlo.exponential"));
    assert!(!report["chain"].as_array().unwrap().is_empty() && report["outputs_reached"] == serde_json::json!([0]), "{report:#}");
    let svg = std::fs::read_to_string(out.join("growth.svg")).unwrap();
    assert!(svg.starts_with("<svg") && svg.contains("origin: stablehlo.exponential"));
    let repro = out.join("repro");
    let program = std::fs::read_to_string(
        std::fs::read_dir(&repro).unwrap().flatten().find(|e| e.path().join("model.toml").exists()).unwrap().path().join("model.mlir"),
    )
    .unwrap();
    assert_eq!(parse_main(program.as_bytes()).unwrap().statements.len(), 1, "{program}");
    let run = |device: &Path, dir: &str| {
        tpu_compat(&cache)
            .arg("run")
            .arg(&repro)
            .arg("--baselines")
            .arg(repro.join("store"))
            .arg("--device")
            .arg(device)
            .arg("--run-dir")
            .arg(tmp.path().join(dir))
            .arg("--localize")
            .output()
            .unwrap()
    };
    let faulty = run(&fault_plugin(), "run-faulty");
    assert_eq!(faulty.status.code(), Some(1), "{}", show(&faulty));
    let failed = rows(&tmp.path().join("run-faulty"));
    assert_eq!(failed[0].status, results::Status::FailParity, "{}", show(&faulty));
    // --localize names the repro's one op, and the dashboard page shows it.
    let stdout = String::from_utf8_lossy(&faulty.stdout);
    assert!(
        stdout.contains("localizing 1 fail-parity row(s)") && stdout.contains("origin stablehlo.exponential at line"),
        "{}",
        show(&faulty)
    );
    let details = tmp.path().join("run-faulty/details").join(format!("{}.diverge", failed[0].id));
    assert!(details.join("report.json").is_file() && details.join("growth.svg").is_file());
    let dash = tmp.path().join("dash");
    let o = tpu_compat(&cache).arg("report").arg(tmp.path().join("run-faulty")).arg("--html").arg(&dash).output().unwrap();
    assert_eq!(o.status.code(), Some(1), "report exits with the run's verdict: {}", show(&o));
    let pages: Vec<String> =
        walk(&dash).into_iter().filter_map(|p| std::fs::read_to_string(p).ok()).filter(|t| t.contains("Where it diverges")).collect();
    assert_eq!(pages.len(), 1, "one definition page shows the localization");
    assert!(pages[0].contains("Error growth") && pages[0].contains("<svg") && pages[0].contains("tpu-compat run "), "{}", pages[0]);
    let cpu = run(Path::new("cpu"), "run-cpu");
    assert_eq!(cpu.status.code(), Some(0), "{}", show(&cpu));
    assert_eq!(rows(&tmp.path().join("run-cpu"))[0].status, results::Status::Pass);
}

#[test]
fn bad_arguments_are_clear_errors() {
    let tmp = tempfile::tempdir().unwrap();
    let cache = tmp.path().join("cache");
    let o = tpu_compat(&cache).args(["diverge", "no-such-model"]).output().unwrap();
    assert_eq!(o.status.code(), Some(2), "{}", show(&o));
    assert!(String::from_utf8_lossy(&o.stderr).contains("`no-such-model` is neither a definition folder"), "{}", show(&o));
    let o = tpu_compat(&cache).args(["diverge", ZOO_ID, "--threshold", "0.5"]).output().unwrap();
    assert_eq!(o.status.code(), Some(2), "{}", show(&o));
    assert!(String::from_utf8_lossy(&o.stderr).contains("--threshold 0.5"), "{}", show(&o));
    let o = tpu_compat(&cache).args(["diverge", ZOO_ID, "--compile-profile", "quick"]).output().unwrap();
    assert_eq!(o.status.code(), Some(2), "{}", show(&o));
    assert!(String::from_utf8_lossy(&o.stderr).contains("quick"), "{}", show(&o));
    // A numeric marker aimed at an op the program does not have: the faulty device refuses to compile.
    definition(&tmp.path().join("s"), "m", Some("scale:1e-2@exponential#1"));
    let o = tpu_compat(&cache)
        .arg("diverge")
        .arg(tmp.path().join("s/m"))
        .arg("--device")
        .arg(fault_plugin())
        .arg("--out")
        .arg(tmp.path().join("o"))
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2), "{}", show(&o));
    assert!(String::from_utf8_lossy(&o.stderr).contains("0 top-level `stablehlo.exponential` ops"), "{}", show(&o));
}

#[test]
fn under_a_tpu_numerics_profile_the_origin_is_a_matrix_product() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("out");
    let o =
        tpu_compat(&tmp.path().join("cache")).args(["diverge", ZOO_ID, "--numerics", "tpu-default", "--out"]).arg(&out).output().unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
    let report: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(out.join("report.json")).unwrap()).unwrap();
    let op = report["origin"]["op"].as_str().unwrap_or_default().to_string();
    assert!(op == "stablehlo.dot_general" || op == "stablehlo.convolution", "{:#}", report["origin"]);
    // The rewritten device program is not the CPU's own: three compiles per batch, and the program as written once.
    assert_eq!(report["compiles"].as_u64().map(|c| c % 3), Some(1), "{:#}", report["compiles"]);
}

/// Ill-conditioned models, where float32 itself is far from float64: a
/// MobileViT matmul perturbed by 11x reaches the threshold only at the batch
/// norm after it (the origin walks back to the matmul, and the terminal says
/// where it was amplified); a LongT5 matmul whose attention scores are then
/// masked with `finfo.min` is found at the matmul, not where a `maximum`
/// first picks the unmasked elements out of the sentinels.
#[test]
fn amplified_and_masked_divergences_are_traced_to_the_perturbed_op() {
    let tmp = tempfile::tempdir().unwrap();
    let cache = tmp.path().join("cache");
    let hf = Path::new(env!("CARGO_MANIFEST_DIR")).join("../suites/hf");
    for (model, marker, line) in [("mobilevit", "scale:1e1@dot_general#38", 434), ("longt5", "scale:2e2@dot_general#12", 259)] {
        let def = perturbed(&hf.join(model), &tmp.path().join(model), Some(marker));
        let out = tmp.path().join(format!("{model}-out"));
        let o = tpu_compat(&cache).arg("diverge").arg(&def).arg("--device").arg(fault_plugin()).arg("--out").arg(&out).output().unwrap();
        assert_eq!(o.status.code(), Some(0), "{}", show(&o));
        let report: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(out.join("report.json")).unwrap()).unwrap();
        let origin = &report["origin"];
        assert_eq!(origin["line"].as_u64(), Some(line), "{model}: {origin:#}");
        assert_eq!(origin["op"], "stablehlo.dot_general", "{model}");
        let stdout = String::from_utf8_lossy(&o.stdout);
        if origin["ratio"].as_f64().unwrap() <= 100.0 {
            assert!(stdout.contains("amplified: over the threshold from line"), "{model}: {stdout}");
        }
    }
}
