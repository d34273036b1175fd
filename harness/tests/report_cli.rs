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
    // The run.json a runner writes beside its journal (a folder without one is refused).
    let planned: Vec<String> = rows.iter().map(|(id, _)| format!("\"{id}\"")).collect();
    std::fs::write(dir.join("run.json"), format!("{{\"suite\": \"tier1\", \"planned\": [{}]}}", planned.join(", "))).unwrap();
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

#[test]
fn a_run_json_without_its_plan_is_an_error_naming_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let run = dir.path().join("run");
    // A run killed after 1 of 2: with its plan it is 1/2, never "all passed".
    journal(&run, &[("a", "pass")]);
    let meta = run.join("run.json");
    std::fs::write(&meta, r#"{"suite":"tier1","device":"cpu","planned":["a","b"]}"#).unwrap();
    let good = dir.path().join("good");
    journal(&good, &[("a", "pass")]);
    let (code, out, _) = report(&[run.to_str().unwrap()]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("Tier 1: 1/2 passed (50.0%)"), "{out}");
    for (text, says) in [
        (r#"{"suite":"tier1","device":"cpu"}"#, "no `planned` list"),
        (r#"{"suite":"tier1","device":"cpu","planned":"a,b"}"#, "`planned` is a string, not a list of definition ids"),
        (r#"{"suite":"tier1","device":"cpu","planned":{"a":1}}"#, "`planned` is an object, not a list"),
        (r#"{"suite":"tier1","device":"cpu","planned":["a",7]}"#, "`planned` item 2 is a number, not a definition id"),
        (r#"{"label":"night","parts":[{"suite":"tier1"}]}"#, "no `parts[0].planned` list"),
        (r#"{"label":"night","parts":{"suite":"tier1"}}"#, "`parts` is an object, not a list"),
    ] {
        std::fs::write(&meta, text).unwrap();
        let (code, out, err) = report(&[run.to_str().unwrap()]);
        assert_eq!(code, 2, "{text}: {out}{err}");
        assert!(err.contains(&format!("{}: ", meta.display())) && err.contains(says), "{text}: {err}");
        // --vs reads its run the same way.
        let (code, _, err) = report(&[good.to_str().unwrap(), "--vs", run.to_str().unwrap()]);
        assert_eq!(code, 2, "{err}");
        assert!(err.contains(says), "--vs: {err}");
    }
    // A run.json that only labels a journal plans nothing: the journal is the run.
    std::fs::write(&meta, r#"{"label":"night","device":"cpu"}"#).unwrap();
    let (code, out, _) = report(&[run.to_str().unwrap()]);
    assert_eq!(code, 0, "{out}");
}

#[test]
fn report_outputs_never_write_over_the_run_they_read() {
    let dir = tempfile::tempdir().unwrap();
    let run = dir.path().join("run");
    journal(&run, &[("a", "pass"), ("b", "crash")]);
    std::fs::write(run.join("run.json"), r#"{"suite":"tier1","device":"cpu","planned":["a","b"]}"#).unwrap();
    std::fs::create_dir_all(run.join("details")).unwrap();
    std::fs::write(run.join("details/b.json"), "[]").unwrap();
    let other = dir.path().join("other");
    journal(&other, &[("a", "pass")]);
    let link = dir.path().join("link.txt");
    std::os::unix::fs::symlink(run.join("results.jsonl"), &link).unwrap();
    let hard = dir.path().join("hard.txt");
    std::fs::hard_link(run.join("run.json"), &hard).unwrap();
    let before = |d: &Path| (std::fs::read(d.join("results.jsonl")).unwrap(), std::fs::read(d.join("run.json")).ok());
    let (was, other_was) = (before(&run), before(&other));
    let r = run.to_str().unwrap().to_string();
    let at = |p: &str| run.join(p).to_str().unwrap().to_string();
    let cases: Vec<(Vec<String>, &str)> = vec![
        (vec!["--out".into(), at("results.jsonl")], "--out: "),
        (vec!["--format".into(), "json".into(), "--out".into(), at("run.json")], "is the run's own run.json"),
        (vec!["--format".into(), "md".into(), "--out".into(), at("new/../results.jsonl")], "is the run's own results.jsonl"),
        (vec!["--format".into(), "junit".into(), "--out".into(), link.to_str().unwrap().into()], "is the run's own results.jsonl"),
        (vec!["--format".into(), "csv".into(), "--out".into(), hard.to_str().unwrap().into()], "is the run's own run.json"),
        (vec!["--format".into(), "csv".into(), "--out".into(), at("details/b.json")], "is inside the run's details folder"),
        (vec!["--format".into(), "parquet".into(), "--out".into(), at(".lock")], "is the run's own .lock"),
        (vec!["--html".into(), at("details")], "--html: "),
        (vec!["--history".into(), at("results.jsonl"), "--append-history".into(), "n1".into()], "--history: "),
        (
            vec!["--vs".into(), other.to_str().unwrap().into(), "--out".into(), other.join("results.jsonl").to_str().unwrap().into()],
            "is the run's own results.jsonl",
        ),
    ];
    for (args, says) in cases {
        let mut all = vec![r.clone()];
        all.extend(args.iter().cloned());
        let all: Vec<&str> = all.iter().map(String::as_str).collect();
        let (code, out, err) = report(&all);
        assert_eq!(code, 2, "{args:?}: {out}{err}");
        assert!(err.contains(says) && err.contains("a report never writes over the run it reads"), "{args:?}: {err}");
        assert_eq!(before(&run), was, "{args:?} wrote over the run");
        assert_eq!(before(&other), other_was, "{args:?} wrote over the --vs run");
    }
    assert_eq!(std::fs::read(run.join("details/b.json")).unwrap(), b"[]");
    // A dashboard in the run folder itself is none of the run's files: written, the run intact.
    let (code, _, err) = report(&[&r, "--html", &r]);
    assert_eq!(code, 1, "{err}");
    assert!(run.join("index.html").exists());
    assert_eq!(before(&run), was);
}
