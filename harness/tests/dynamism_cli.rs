//! `tpu-compat run dynamism` through the real binary and its workers: one
//! definition swept with `--self` passes with a row per length and prints
//! the published line; without `--self` and with no recorded baseline the
//! rows say `missing-baseline`; a bad `--lengths` is a setup error.

use std::process::Command;

fn run(args: &[&str]) -> (i32, String, Vec<serde_json::Value>, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let run_dir = dir.path().join("run");
    let out = Command::new(env!("CARGO_BIN_EXE_tpu-compat"))
        .args(["run", "dynamism", "--limit", "1", "--no-cache", "--run-dir"])
        .arg(&run_dir)
        .args(args)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let rows = std::fs::read_to_string(run_dir.join("results.jsonl"))
        .unwrap_or_default()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    (out.status.code().unwrap_or(-1), stdout, rows, dir)
}

#[test]
fn run_dynamism_sweeps_one_compile_per_definition() {
    let (code, stdout, rows, _d) = run(&["--self", "--lengths", "edges"]);
    assert_eq!(code, 0, "{stdout}");
    assert!(stdout.contains("Bounded dynamism: 1/1 causal LLMs passed (100.0%)"), "{stdout}");
    let bound = rows[0]["bound"].as_i64().unwrap();
    let lengths: Vec<i64> = rows.iter().map(|r| r["length"].as_i64().unwrap()).collect();
    assert_eq!(lengths, vec![1, bound / 2, bound]);
    for r in &rows {
        assert_eq!(r["status"], "pass");
        assert_eq!(r["compiles"], 1);
        assert_eq!(r["outputs"].as_array().unwrap().len(), 3);
    }

    let (code, stdout, rows, _d) = run(&["--lengths", "1"]);
    assert_eq!(code, 1, "{stdout}");
    assert_eq!(rows.len(), 1);
    assert_eq!(rows[0]["status"], "missing-baseline");
    assert!(stdout.contains("Bounded dynamism: 0/1 causal LLMs passed (0.0%)"), "{stdout}");

    let (code, _, _, _d) = run(&["--lengths", "twelve"]);
    assert_eq!(code, 2);
}
