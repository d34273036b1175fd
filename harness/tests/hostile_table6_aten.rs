//! The hostile user's table of issue 61, the rows about the `aten` tier and
//! the real catalog's nightly figures (rows 9, 11 and 13), through the real
//! binary and the real script. Each test is named for its row and says what
//! happened before; each asserts what happens now. The `aten` runs need the
//! TorchTPU environment (`scripts/setup --torch`; or TPU_COMPAT_TORCH_PYTHON)
//! and are kept to one tiny op, one sample a cell.

mod common;

use common::{assert_setup_error, need_venv, rows, show, statuses, tpu};
use results::Status;
use std::path::Path;
use std::process::Output;

fn s(p: &Path) -> &str {
    p.to_str().expect("temporary paths are UTF-8")
}

// ---- Row 9: the nightly's --diff of the real catalog against its ledger.

/// `real_figures.py OUT --catalog CATALOG --ledger LEDGER --diff`, with the
/// system's python3 (the script is the standard library only).
fn figures_diff(out: &Path, catalog: &Path, ledger: &Path) -> Output {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    std::process::Command::new("python3")
        .arg(root.join("scripts/torch_tpu/real_figures.py"))
        .arg(out)
        .arg("--catalog")
        .arg(catalog)
        .arg("--ledger")
        .arg(ledger)
        .arg("--diff")
        .output()
        .unwrap()
}

fn row_line(id: &str, status: &str, finished_at: f64) -> String {
    serde_json::json!({
        "id": id, "family": "f", "tier": "real", "status": status, "error": null, "finished_at": finished_at,
        "timings": {"load_ms": 1.0, "compile_ms": 0.0, "execute_ms": 1.0, "compare_ms": 0.0}, "compiles": 1
    })
    .to_string()
        + "\n"
}

/// Row 9. Before: `real_figures.py OUT --ledger L --diff` on a folder with no
/// rows, or whose rows are not catalog entries the ledger has, printed "0
/// entries compared: 0 regression" and exited 0: a nightly shard that ran
/// nothing read as a clean night. Now it says it compared nothing, where and
/// why, and exits 2 (1 stays the regressions' code).
#[test]
fn row09_a_diff_that_compares_nothing_says_why_and_exits_2() {
    let tmp = tempfile::tempdir().unwrap();
    let catalog = tmp.path().join("real.csv");
    std::fs::write(&catalog, "id,library,family,size\ntimm.a,timm,vit,published\ntimm.b,timm,convnext,tiny\n").unwrap();
    let ledger = tmp.path().join("ledger");
    std::fs::create_dir_all(&ledger).unwrap();
    std::fs::write(
        ledger.join("entries.csv"),
        "id,outcome,status,seconds,compiles,error,finished_at,run\ntimm.a,ran,pass,1.0,3,,1.000,shard-1-of-1\n",
    )
    .unwrap();
    let said = |o: &Output, fragments: &[&str]| {
        assert_eq!(o.status.code(), Some(2), "{}", show(o));
        let stderr = String::from_utf8_lossy(&o.stderr);
        for f in fragments {
            assert!(stderr.contains(f), "stderr lacks `{f}`:\n{}", show(o));
        }
        assert!(!String::from_utf8_lossy(&o.stdout).contains("0 regression"), "no clean-looking count: {}", show(o));
    };

    // No shard folder at all.
    let night = tmp.path().join("night");
    std::fs::create_dir_all(&night).unwrap();
    said(&figures_diff(&night, &catalog, &ledger), &["--diff compared nothing", s(&night), "no shard-* run folder"]);

    // A shard that ran nothing: its journal is empty.
    let shard = night.join("shard-1-of-1");
    std::fs::create_dir_all(&shard).unwrap();
    std::fs::write(shard.join("results.jsonl"), "").unwrap();
    said(&figures_diff(&night, &catalog, &ledger), &["--diff compared nothing", "hold no rows", "a shard that ran nothing"]);

    // Rows, none of them an entry the ledger has: one outside the catalog, one new to the ledger.
    std::fs::write(shard.join("results.jsonl"), row_line("not.in.catalog", "pass", 5.0) + &row_line("timm.b", "pass", 5.0)).unwrap();
    said(
        &figures_diff(&night, &catalog, &ledger),
        &["--diff compared nothing", "none of the 2 rows", "1 of them not in the catalog", "1 catalog entries new to the ledger"],
    );

    // One entry compared: the counts as before, exit 0; a regression still exits 1.
    std::fs::write(shard.join("results.jsonl"), row_line("timm.a", "pass", 5.0)).unwrap();
    let o = figures_diff(&night, &catalog, &ledger);
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
    assert!(String::from_utf8_lossy(&o.stdout).contains("1 entries compared: 0 regression"), "{}", show(&o));
    let mut crashed: serde_json::Value = serde_json::from_str(row_line("timm.a", "crash", 6.0).trim()).unwrap();
    crashed["error"] = "the driver died of signal 11".into();
    std::fs::write(shard.join("results.jsonl"), format!("{crashed}\n")).unwrap();
    let o = figures_diff(&night, &catalog, &ledger);
    assert_eq!(o.status.code(), Some(1), "{}", show(&o));
    assert!(String::from_utf8_lossy(&o.stdout).contains("1 regression"), "{}", show(&o));
}

// ---- Rows 11 and 13: `tpu-compat aten`.

fn aten(tmp: &Path, args: &[&str]) -> Output {
    let mut all = vec!["aten"];
    all.extend_from_slice(args);
    tpu(tmp, &all)
}

/// Row 11 (empty names). Before: `aten --ops ""` ran the whole tier, and an
/// empty item (`add,,mul`) was dropped. Now an empty name is refused before
/// anything starts (no TorchTPU needed to say so), and no run folder is left.
#[test]
fn row11_an_empty_op_name_is_refused_before_anything_starts() {
    let tmp = tempfile::tempdir().unwrap();
    let run = tmp.path().join("run");
    for ops in ["", "add,,mul", ",", "add, "] {
        let o = aten(tmp.path(), &["--ops", ops, "--run-dir", s(&run)]);
        assert_setup_error(&o, &["--ops", "an empty op name", "leave --ops out for the whole tier"]);
        assert!(!run.exists(), "--ops `{ops}`: a refused start leaves no run folder");
    }
    let o = aten(tmp.path(), &["--ops=", "--run-dir", s(&run)]);
    assert_setup_error(&o, &["an empty op name"]);
    assert!(!run.exists());
}

/// Row 11 (unknown names). Before: `aten --ops add,cumsun` ran `add` alone
/// and exited 0: the misspelt op was dropped without a word. Now every name
/// that gives no cell is refused up front, named, with close names where
/// there are some; nothing runs and no run folder is left.
#[test]
fn row11_an_unknown_op_among_known_ones_is_refused_and_named() {
    need_venv();
    let tmp = tempfile::tempdir().unwrap();
    let run = tmp.path().join("run");
    let o = aten(tmp.path(), &["--ops", "add,cumsun,no_such_op_at_all", "--samples", "1", "--run-dir", s(&run)]);
    assert_setup_error(&o, &["no OpInfo of that name", "`cumsun` (did you mean cumsum", "`no_such_op_at_all`", "nothing was run"]);
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert!(!stderr.contains("`add`"), "a known name is not among the refused: {}", show(&o));
    assert!(!run.exists(), "a refused start leaves no run folder");
}

/// Row 13. Before: a second `aten --run-dir R` over a killed run said "R
/// already holds a run; pass --resume to continue it", and `aten` had no
/// `--resume`. Now it has one: the run's settings are checked, the cells
/// the journal has are not run again (the torn last line a kill left is
/// cut off), the rest run, and the summary counts both.
#[test]
fn row13_a_killed_aten_run_continues_with_resume_as_the_refusal_says() {
    need_venv();
    let tmp = tempfile::tempdir().unwrap();
    let run = tmp.path().join("run");
    let args = ["--ops", "add", "--samples", "1", "--jobs", "1", "--run-dir", s(&run)];

    // Without --run-dir: refused by the arguments, before anything starts.
    assert_setup_error(&aten(tmp.path(), &["--ops", "add", "--resume"]), &["--run-dir"]);

    let o = aten(tmp.path(), &args);
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
    let whole = rows(&run);
    assert_eq!(whole.len(), 6, "add in six dtypes: {whole:#?}");

    // A kill after two cells: two rows journaled, a third cut mid-line.
    let journal = run.join("results.jsonl");
    let text = std::fs::read_to_string(&journal).unwrap();
    let kept: Vec<&str> = text.lines().take(2).collect();
    let kept_ids: Vec<String> = whole.iter().take(2).map(|r| r.id.clone()).collect();
    std::fs::write(&journal, format!("{}\n{}", kept.join("\n"), &text.lines().nth(2).unwrap()[..20])).unwrap();
    let evidence_before = std::fs::read_to_string(run.join("aten.jsonl")).unwrap().len();

    // A plain second run over it says so, and what it says to pass exists.
    let o = aten(tmp.path(), &args);
    assert_setup_error(&o, &["already holds a run", "pass --resume to continue it"]);

    // Other settings are another run: refused, the folder untouched.
    let mut other = args.to_vec();
    other[3] = "2";
    other.push("--resume");
    assert_setup_error(&aten(tmp.path(), &other), &["--resume", "is a different run", "samples"]);

    let mut resume = args.to_vec();
    resume.push("--resume");
    let o = aten(tmp.path(), &resume);
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
    let stdout = String::from_utf8_lossy(&o.stdout);
    assert!(stdout.contains("2 of 6 cells have a row, 4 to run"), "{}", show(&o));
    assert!(stdout.contains("aten: 6/6 (op, dtype) cells passed"), "the summary counts old and new rows: {}", show(&o));
    assert!(String::from_utf8_lossy(&o.stderr).contains("it is cut off"), "the torn line is said: {}", show(&o));
    let after = rows(&run);
    assert_eq!(after.len(), 6, "the two journaled cells are not run again: {after:#?}");
    let got = statuses(&after);
    assert_eq!(got.len(), 6, "{got:?}");
    assert!(got.values().all(|s| *s == Status::Pass), "{got:?}");
    // The evidence is appended to, and the shards began only the cells without a row.
    let evidence = std::fs::read_to_string(run.join("aten.jsonl")).unwrap();
    let new = &evidence[evidence_before..];
    assert_eq!(new.lines().filter(|l| l.contains("\"begin\"")).count(), 4, "{new}");
    for id in &kept_ids {
        let op_dtype = id.trim_start_matches("aten.add.");
        assert!(!new.contains(&format!("\"dtype\": \"{op_dtype}\"")), "{id} ran again: {new}");
    }

    // Resumed again with nothing left: no shard starts, the same verdict.
    let o = aten(tmp.path(), &resume);
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
    assert!(String::from_utf8_lossy(&o.stdout).contains("6 of 6 cells have a row, 0 to run"), "{}", show(&o));
    assert_eq!(rows(&run).len(), 6);
}

/// Row 10, for `aten` too: Ctrl-C stops the shards (the cells in flight get no row), exits 130 and
/// prints the line that continues the run, which then finishes it.
#[test]
fn row10_ctrl_c_stops_an_aten_run_with_130_and_a_resume_line() {
    need_venv();
    let tmp = tempfile::tempdir().unwrap();
    let run_dir = tmp.path().join("run");
    let child = common::tpu_compat(&tmp.path().join("cache"))
        .args(["aten", "--ops", "add", "--samples", "1", "--jobs", "1", "--run-dir", s(&run_dir)])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // The folder is made once the cells are listed; the shard is then loading torch.
    let until = std::time::Instant::now() + std::time::Duration::from_secs(120);
    while !run_dir.join("run.json").exists() {
        assert!(std::time::Instant::now() < until, "no run folder after 120 s");
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    unsafe { libc::kill(child.id() as i32, libc::SIGINT) };
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(130), "{}", show(&out));
    let stderr = String::from_utf8_lossy(&out.stderr);
    let line = format!("interrupted; continue with: tpu-compat aten --ops add --samples 1 --jobs 1 --run-dir {} --resume", s(&run_dir));
    assert!(stderr.contains(&line), "{}", show(&out));
    let before = rows(&run_dir).len();
    let out = aten(tmp.path(), &["--ops", "add", "--samples", "1", "--jobs", "1", "--run-dir", s(&run_dir), "--resume"]);
    assert!(out.status.code().is_some_and(|c| c <= 1), "{}", show(&out));
    let after = statuses(&rows(&run_dir));
    assert!(after.len() > before, "the resume ran the rest: {before} -> {after:?}");
}
