//! Hostile input through the real binary and the real CPU plugin: bad ids,
//! tolerances, manifests, weights, shapes and programs must each end as a
//! clear error naming the file or flag (exit 2 where the command cannot do
//! its work), never as a verdict, a file written outside its folder, an
//! 800 GB allocation or a stack overflow.

mod common;

use common::assert_setup_error;

use common::{definition, show, tpu_compat};
use runtime::{tensors_file, HostTensor};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Output;

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn run(tmp: &Path, args: &[&str]) -> Output {
    tpu_compat(&tmp.join("cache")).args(args).current_dir(repo()).output().expect("the tpu-compat binary runs")
}

fn p(path: &Path) -> &str {
    path.to_str().expect("temporary paths are UTF-8")
}

/// Every file under `dir`, recursively.
fn files_under(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        for e in std::fs::read_dir(&d).into_iter().flatten().flatten() {
            let path = e.path();
            if path.is_dir() {
                todo.push(path);
            } else {
                out.push(path);
            }
        }
    }
    out
}

fn set_manifest_line(dir: &Path, from: &str, to: &str) {
    let path = dir.join("model.toml");
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains(from), "{text}");
    std::fs::write(&path, text.replacen(from, to, 1)).unwrap();
}

#[test]
fn baseline_record_and_check_refuse_ids_that_leave_the_store() {
    let tmp = tempfile::tempdir().unwrap();
    let store = tmp.path().join("deep").join("store");
    std::fs::create_dir_all(&store).unwrap();
    let absolute = tmp.path().join("abs");
    for (folder, id) in [("up", "../../x"), ("abs", p(&absolute)), ("sub", "a/b")] {
        let suite = tmp.path().join(format!("suite-{folder}"));
        definition(&suite, folder, None);
        set_manifest_line(&suite.join(folder), &format!("id = \"{folder}\""), &format!("id = \"{id}\""));
        let out = run(tmp.path(), &["baseline", "record", p(&suite), "--out", p(&store)]);
        assert_setup_error(&out, &["model.toml", "id: definition id", "contains '/'"]);
        let out = run(tmp.path(), &["baseline", "check", p(&store), "--suite", p(&suite)]);
        assert_setup_error(&out, &["model.toml", "id: definition id"]);
    }
    let written: Vec<PathBuf> = files_under(tmp.path()).into_iter().filter(|f| f.extension().is_some_and(|e| e == "safetensors")).collect();
    assert!(written.is_empty(), "nothing may be recorded: {written:?}");
}

#[test]
fn materialize_refuses_a_catalog_id_that_names_a_folder() {
    let tmp = tempfile::tempdir().unwrap();
    let tier2 = std::fs::read_to_string(repo().join("suites/catalogs/tier2.csv")).unwrap();
    let mut lines = tier2.lines();
    let header = lines.next().unwrap();
    let row = lines.next().unwrap();
    let (_, rest) = row.split_once(',').unwrap();
    let csv = tmp.path().join("evil.csv");
    std::fs::write(&csv, format!("{header}\n..,{rest}\n")).unwrap();
    let out_dir = tmp.path().join("out").join("inner");
    let out = run(tmp.path(), &["materialize", p(&csv), "--out", p(&out_dir)]);
    assert_setup_error(&out, &["evil.csv", "line 2", "definition id \"..\""]);
    assert!(files_under(tmp.path()).iter().all(|f| f.file_name().is_none_or(|n| n != "model.toml")), "nothing may be written");

    // The same row under a proper id materializes inside --out, and loads back.
    std::fs::write(&csv, format!("{header}\ngood-1,{rest}\n")).unwrap();
    let out = run(tmp.path(), &["materialize", p(&csv), "--out", p(&out_dir)]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let out = run(tmp.path(), &["show", p(&out_dir.join("good-1"))]);
    assert_eq!(out.status.code(), Some(0), "a materialized folder loads back (weights get explicit fills): {}", show(&out));
}

#[test]
fn a_nan_or_negative_manifest_tolerance_stops_the_run() {
    for (line, fragment) in [("rtol = nan", "rtol = NaN"), ("atol = inf", "atol = inf"), ("rtol = -0.5", "rtol = -0.5")] {
        let tmp = tempfile::tempdir().unwrap();
        let suite = tmp.path().join("s");
        definition(&suite, "tanh", None);
        let manifest = suite.join("tanh").join("model.toml");
        let text = std::fs::read_to_string(&manifest).unwrap();
        std::fs::write(&manifest, format!("{text}\n[tolerance]\n{line}\n")).unwrap();
        let out = run(tmp.path(), &["run", p(&suite), "--run-dir", p(&tmp.path().join("run"))]);
        assert_setup_error(&out, &["tanh/model.toml", "[tolerance]", fragment, "must be finite and >= 0"]);
    }
}

#[test]
fn baseline_compare_refuses_non_finite_or_negative_tolerances() {
    let tmp = tempfile::tempdir().unwrap();
    let (a, b) = (tmp.path().join("a.safetensors"), tmp.path().join("b.safetensors"));
    let (ta, tb) = (HostTensor::from_slice(&[2], &[1.0f32, 2.0]).unwrap(), HostTensor::from_slice(&[2], &[1.5f32, 2.0]).unwrap());
    tensors_file::write(&a, &[("out0".to_string(), &ta)], &BTreeMap::new()).unwrap();
    tensors_file::write(&b, &[("out0".to_string(), &tb)], &BTreeMap::new()).unwrap();
    let out = run(tmp.path(), &["baseline", "compare", p(&a), p(&b)]);
    assert_eq!(out.status.code(), Some(1), "a 0.5 difference fails: {}", show(&out));
    for (flag, value) in [("--rtol", "nan"), ("--atol", "inf"), ("--atol", "-1")] {
        let out = run(tmp.path(), &["baseline", "compare", p(&a), p(&b), &format!("{flag}={value}")]);
        assert_setup_error(&out, &[flag, "must be finite and >= 0"]);
    }
}

#[test]
fn unknown_manifest_fields_are_named() {
    let tmp = tempfile::tempdir().unwrap();
    definition(tmp.path(), "typo", None);
    let dir = tmp.path().join("typo");
    set_manifest_line(&dir, "role = \"data\"", "role = \"data\"\nfil = \"ones\"");
    assert_setup_error(&run(tmp.path(), &["show", p(&dir)]), &["typo/model.toml", "unknown field `fil`"]);
}

/// `suites/hf/mpt` copied into `dir` with nothing to provide `lm_head.weight`
/// (the suite seeds it: its `fill` is dropped from model.toml).
fn mpt_without_lm_head(dir: &Path) {
    let src = repo().join("suites/hf/mpt");
    std::fs::create_dir_all(dir).unwrap();
    for f in ["model.mlir", "inputs.safetensors", "weights.safetensors"] {
        std::fs::copy(src.join(f), dir.join(f)).unwrap();
    }
    let (tensors, _) = tensors_file::read(&src.join("weights.safetensors")).unwrap();
    assert!(!tensors.iter().any(|(n, _)| n == "lm_head.weight"), "suites/hf/mpt seeds lm_head.weight");
    let manifest = std::fs::read_to_string(src.join("model.toml")).unwrap();
    let blocks: Vec<String> = manifest
        .split("\n\n")
        .map(|b| {
            if b.contains("name = \"lm_head.weight\"") {
                b.lines().filter(|l| !l.starts_with("fill = ")).collect::<Vec<_>>().join("\n")
            } else {
                b.to_string()
            }
        })
        .collect();
    let edited = blocks.join("\n\n");
    assert_ne!(edited, manifest, "suites/hf/mpt's lm_head.weight has a fill");
    std::fs::write(dir.join("model.toml"), edited).unwrap();
}

/// A definition folder whose program nests brackets 20,000 deep (inside a constant).
fn deeply_nested(dir: &Path) {
    definition(dir.parent().unwrap(), dir.file_name().unwrap().to_str().unwrap(), None);
    let n = 20_000;
    let program = format!(
        "module @m {{\n  func.func public @main(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {{\n    %c = stablehlo.constant dense<{}1.0{}> : tensor<1xf32>\n    return %x : tensor<2x3xf32>\n  }}\n}}\n",
        "[".repeat(n),
        "]".repeat(n)
    );
    std::fs::write(dir.join("model.mlir"), program).unwrap();
}

#[test]
fn a_missing_weight_or_a_deep_program_is_an_error_not_a_verdict_or_a_crash() {
    let tmp = tempfile::tempdir().unwrap();
    let suite = tmp.path().join("hostile");
    mpt_without_lm_head(&suite.join("mpt"));
    deeply_nested(&suite.join("deep"));
    definition(&suite, "ok", None);

    let out = run(tmp.path(), &["show", p(&suite.join("mpt"))]);
    assert_setup_error(&out, &["mpt/weights.safetensors", "`lm_head.weight`"]);
    let out = run(tmp.path(), &["show", p(&suite.join("deep"))]);
    assert_setup_error(&out, &["deep/model.mlir", "nest deeper than"]);

    let run_dir = tmp.path().join("run");
    let out = run(tmp.path(), &["run", p(&suite), "--jobs", "1", "--run-dir", p(&run_dir)]);
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    let journal = std::fs::read_to_string(run_dir.join("results.jsonl")).unwrap();
    let rows: BTreeMap<String, serde_json::Value> = journal
        .lines()
        .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap())
        .map(|r| (r["id"].as_str().unwrap().to_string(), r))
        .collect();
    assert_eq!(rows["ok"]["status"], "pass", "{journal}");
    for (id, fragment) in [("mpt", "lm_head.weight"), ("deep", "nest deeper than")] {
        let r = &rows[id];
        assert_eq!(r["status"], "fail-run", "{id}: a load error, neither a pass nor a crash: {r}");
        assert_eq!(r["stage"], "load", "{r}");
        assert!(r["error"].as_str().unwrap().contains(fragment), "{r}");
    }
}

#[test]
fn exec_refuses_huge_tensors_and_deep_programs_before_allocating_or_parsing() {
    let tmp = tempfile::tempdir().unwrap();
    let huge = tmp.path().join("huge.mlir");
    std::fs::write(
        &huge,
        "func.func @main(%x: tensor<100000000000xf32>) -> tensor<100000000000xf32> {\n  return %x : tensor<100000000000xf32>\n}\n",
    )
    .unwrap();
    let out = run(tmp.path(), &["exec", p(&huge)]);
    assert_setup_error(&out, &["huge.mlir", "argument 0", "f32[100000000000]", "400000000000 bytes", "more than"]);

    let overflow = tmp.path().join("overflow.mlir");
    std::fs::write(&overflow, "func.func @main(%x: tensor<4611686018427387904x4xf32>) -> tensor<1xf32> {\n}\n").unwrap();
    assert_setup_error(&run(tmp.path(), &["exec", p(&overflow)]), &["overflow.mlir", "argument 0", "overflows"]);

    let dir = tmp.path().join("d");
    deeply_nested(&dir);
    assert_setup_error(&run(tmp.path(), &["exec", p(&dir.join("model.mlir"))]), &["model.mlir", "nest deeper than 256"]);
}

#[test]
fn exec_reads_the_real_main_past_a_commented_one() {
    let tmp = tempfile::tempdir().unwrap();
    let program = tmp.path().join("commented.mlir");
    std::fs::write(
        &program,
        "// was: func.func @main(%a: tensor<1xf32>) -> tensor<1xf32>\nmodule @m {\n  func.func public @main(%x: tensor<2x3xf32> {jax.arg_info = \"x) -> (\"}) -> tensor<2x3xf32> {\n    %0 = stablehlo.tanh %x : tensor<2x3xf32>\n    return %0 : tensor<2x3xf32>\n  }\n}\n",
    )
    .unwrap();
    let x = HostTensor::from_slice(&[2, 3], &[0.5f32, -1.0, 0.25, 2.0, 0.0, -0.75]).unwrap();
    let inputs = tmp.path().join("in.safetensors");
    tensors_file::write(&inputs, &[("arg0".to_string(), &x)], &BTreeMap::new()).unwrap();
    let outputs = tmp.path().join("out.safetensors");
    let out = run(tmp.path(), &["exec", p(&program), "--inputs", p(&inputs), "--out", p(&outputs)]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let (tensors, _) = tensors_file::read(&outputs).unwrap();
    let got = tensors[0].1.to_vec::<f32>().unwrap();
    let want: Vec<f32> = x.to_vec::<f32>().unwrap().iter().map(|v| v.tanh()).collect();
    for (g, w) in got.iter().zip(&want) {
        assert!((g - w).abs() < 1e-6, "{got:?} vs {want:?}");
    }
}

#[test]
fn show_into_a_closed_pipe_ends_quietly() {
    // Enough arguments that the listing overflows a pipe's buffer.
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("wide");
    std::fs::create_dir_all(&dir).unwrap();
    let n = 5_000;
    let params: Vec<String> = (0..n).map(|i| format!("%a{i}: tensor<1xf32>")).collect();
    let program = format!("func.func @main({}) -> tensor<1xf32> {{\n  return %a0 : tensor<1xf32>\n}}\n", params.join(", "));
    std::fs::write(dir.join("model.mlir"), program).unwrap();
    let mut manifest = String::from("id = \"wide\"\nfamily = \"mlp\"\n");
    for i in 0..n {
        manifest
            .push_str(&format!("\n[[arguments]]\nname = \"w{i}\"\nshape = [1]\ndtype = \"f32\"\nrole = \"weight\"\nfill = \"zeros\"\n"));
    }
    std::fs::write(dir.join("model.toml"), manifest).unwrap();
    let mut child = tpu_compat(&tmp.path().join("cache"))
        .args(["show", p(&dir)])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take()); // the reader goes away before the first write
    let out = child.wait_with_output().unwrap();
    // Quietly: done, or ended by SIGPIPE as any Unix filter is.
    use std::os::unix::process::ExitStatusExt;
    assert!(out.status.code() == Some(0) || out.status.signal() == Some(libc::SIGPIPE), "{}", show(&out));
    assert!(!String::from_utf8_lossy(&out.stderr).contains("panicked"), "{}", show(&out));
}
