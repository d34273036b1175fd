//! `tpu-compat report` and `scripts/nightly` through the real binary: exit
//! codes for clean and failing runs, every output format, and a nightly whose
//! second night regresses against the first.

use std::path::Path;
use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_tpu-compat");

fn line(id: &str, tier: &str, status: &str) -> String {
    format!("{{\"id\":\"{id}\",\"family\":\"mlp\",\"tier\":\"{tier}\",\"status\":\"{status}\",\"stage\":\"done\",\"error\":\"{status} <b>x</b>\"}}\n")
}

fn journal(dir: &Path, rows: &[(&str, &str)]) {
    std::fs::create_dir_all(dir).unwrap();
    let text: String = rows.iter().map(|(id, st)| line(id, "tier1", st)).collect();
    std::fs::write(dir.join("results.jsonl"), text).unwrap();
}

fn report(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(BIN).arg("report").args(args).output().unwrap();
    (out.status.code().unwrap_or(-1), String::from_utf8_lossy(&out.stdout).into_owned(), String::from_utf8_lossy(&out.stderr).into_owned())
}

#[test]
fn report_exit_codes_and_formats() {
    let dir = tempfile::tempdir().unwrap();
    let clean = dir.path().join("clean");
    journal(&clean, &[("a", "pass"), ("b", "pass"), ("c", "skipped")]);
    let (code, out, _) = report(&[clean.to_str().unwrap()]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("Tier 1: 2/2 passed (100.0%)"), "{out}");

    let bad = dir.path().join("bad");
    journal(&bad, &[("a", "pass"), ("b", "crash"), ("c", "skipped")]);
    let (code, out, _) = report(&[bad.to_str().unwrap(), "--vs", clean.to_str().unwrap()]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("Tier 1: 1/2 passed (50.0%)") && out.contains("regression b"), "{out}");
    let (code, _, _) = report(&[bad.to_str().unwrap(), "--exit-zero"]);
    assert_eq!(code, 0);

    let (_, junit, _) = report(&[bad.to_str().unwrap(), "--format", "junit"]);
    assert!(
        junit.starts_with("<?xml") && junit.contains("<failure type=\"crash\"") && junit.contains("crash &lt;b&gt;x&lt;/b&gt;"),
        "{junit}"
    );
    let (_, md, _) = report(&[bad.to_str().unwrap(), "--format", "md"]);
    assert!(md.contains("**Tier 1: 1/2 passed (50.0%)**"), "{md}");
    let (_, json, _) = report(&[bad.to_str().unwrap(), "--format", "json"]);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["summary"]["tiers"][0]["passed"], 1);
    let (_, csv, _) = report(&[bad.to_str().unwrap(), "--format", "csv"]);
    assert_eq!(csv.lines().count(), 4);
    let pq = dir.path().join("out/r.parquet");
    let (code, _, err) = report(&[bad.to_str().unwrap(), "--format", "parquet", "--out", pq.to_str().unwrap(), "--exit-zero"]);
    assert_eq!(code, 0, "{err}");
    assert!(std::fs::read(&pq).unwrap().starts_with(b"PAR1"));
    assert!(dir.path().join("out/r.outputs.parquet").exists());
    let (code, _, _) = report(&[bad.to_str().unwrap(), "--format", "parquet"]);
    assert_eq!(code, 2, "parquet to a terminal is a setup error");

    let (code, _, err) = report(&[dir.path().join("nope").to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(err.contains("results.jsonl"), "{err}");
}

#[test]
fn nightly_flags_a_regression_against_the_previous_night() {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../scripts/nightly");
    let dir = tempfile::tempdir().unwrap();
    let reports = dir.path().join("nights");
    let night = |date: &str, rows: &[(&str, &str)]| {
        journal(&reports.join(date).join("runs/tier1"), rows);
        Command::new("bash")
            .arg(&script)
            .env("TPU_COMPAT", BIN)
            .env("TPU_COMPAT_REPORTS", &reports)
            .env("NIGHTLY_DATE", date)
            .env("NIGHTLY_TIERS", "tier1")
            .env("NIGHTLY_SKIP_RUN", "1")
            .output()
            .unwrap()
    };
    let first = night("2026-11-01", &[("a", "pass"), ("b", "pass")]);
    assert_eq!(first.status.code(), Some(0), "{}", String::from_utf8_lossy(&first.stderr));
    let second = night("2026-11-02", &[("a", "pass"), ("b", "fail-run")]);
    assert_eq!(second.status.code(), Some(1), "{}", String::from_utf8_lossy(&second.stderr));
    let md = std::fs::read_to_string(reports.join("2026-11-02/summary.md")).unwrap();
    assert!(md.contains("1 regressions") && md.contains("| b |"), "{md}");
    for f in ["dashboard/index.html", "results.parquet", "junit.xml", "report.json"] {
        assert!(reports.join("2026-11-02").join(f).exists(), "{f} missing");
    }
    let history = std::fs::read_to_string(reports.join("history.csv")).unwrap();
    assert_eq!(history.lines().count(), 3, "{history}");
    let index = std::fs::read_to_string(reports.join("2026-11-02/dashboard/index.html")).unwrap();
    assert!(index.contains("Pass rate per tier over runs"), "trend chart missing");
}
