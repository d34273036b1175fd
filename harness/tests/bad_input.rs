//! A hostile user against `run`, `report` and `merge`: bad arguments, a run
//! folder that belongs to another run, two runs at once, damaged journals,
//! and hostile strings in ids. Every case goes through the real binary and
//! must end in a clear error (exit 2) or an honest verdict, never a panic,
//! a half-made run folder or a wrong figure.

mod common;

use common::*;
use std::path::Path;
use std::process::{Command, Output};

fn suite(root: &Path, ids: &[&str]) -> std::path::PathBuf {
    let s = root.join("s");
    for id in ids {
        definition(&s, id, None);
    }
    s
}

fn run(root: &Path, suite: &Path, run_dir: &Path, extra: &[&str]) -> Output {
    tpu_compat(&root.join("cache")).arg("run").arg(suite).arg("--run-dir").arg(run_dir).args(extra).output().unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

#[test]
fn bad_arguments_exit_2_with_a_clear_error_and_leave_no_run_folder() {
    let tmp = tempfile::tempdir().unwrap();
    let s = suite(tmp.path(), &["a"]);
    let dir = tmp.path().join("run");
    let cases: [(&[&str], &str); 7] = [
        (&["--jobs", "0"], "--jobs"),
        (&["--timeout", "1e19s"], "1e19s"),
        (&["--timeout", "99999999999999999999h"], "longer than the limit"),
        (&["--device", "/tmp"], "is a folder"),
        (&["--device", "/no/such/plugin.so"], "does not exist"),
        (&["--filter", "^nothing$"], "match --filter"),
        (&["--lengths", "3"], "--lengths"),
    ];
    for (args, says) in cases {
        let o = run(tmp.path(), &s, &dir, args);
        assert_eq!(o.status.code(), Some(2), "{args:?}\n{}", show(&o));
        assert!(stderr(&o).contains(says), "{args:?}: wanted `{says}`\n{}", show(&o));
        assert!(!stderr(&o).contains("panicked"), "{}", show(&o));
        assert!(!dir.exists(), "{args:?} left {}", dir.display());
    }
    // A file that is not a plugin fails when the worker loads it: still no folder left.
    let o = run(tmp.path(), &s, &dir, &["--device", "/bin/true"]);
    assert_eq!(o.status.code(), Some(2), "{}", show(&o));
    assert!(!dir.exists(), "a plugin that does not load left {}", dir.display());
}

#[test]
fn an_empty_shard_is_an_empty_run_not_a_failure() {
    let tmp = tempfile::tempdir().unwrap();
    let s = suite(tmp.path(), &["a"]);
    let dir = tmp.path().join("run");
    let o = run(tmp.path(), &s, &dir, &["--shard", "2/2"]);
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
    let r = tpu_compat(tmp.path()).arg("report").arg(&dir).output().unwrap();
    assert_eq!(r.status.code(), Some(0), "{}", show(&r));
}

#[test]
fn resume_checks_the_run_identity_and_the_hint_resumes_the_same_run() {
    let tmp = tempfile::tempdir().unwrap();
    let s = suite(tmp.path(), &["a", "b", "c"]);
    let dir = tmp.path().join("run");
    let o = run(tmp.path(), &s, &dir, &["--limit", "2"]);
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
    for (args, says) in [
        (&["--resume"][..], "limit"),
        (&["--resume", "--limit", "2", "--filter", "a"], "filter"),
        (&["--resume", "--limit", "2", "--rule", "allclose"], "rule"),
        (&["--resume", "--limit", "2", "--device", "/bin/true"], "device"),
    ] {
        let o = run(tmp.path(), &s, &dir, args);
        assert_eq!(o.status.code(), Some(2), "{args:?}\n{}", show(&o));
        assert!(stderr(&o).contains(says) && stderr(&o).contains("different run"), "{args:?}: {}", show(&o));
    }
    assert_eq!(rows(&dir).len(), 2, "a refused resume must not touch the journal");
    let o = run(tmp.path(), &s, &dir, &["--resume", "--limit", "2"]);
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
    assert!(stdout(&o).contains("nothing left to run"), "{}", show(&o));
    // Without --resume, an existing run is never overwritten.
    let o = run(tmp.path(), &s, &dir, &["--limit", "2"]);
    assert_eq!(o.status.code(), Some(2), "{}", show(&o));
    assert!(stderr(&o).contains("already holds a run"), "{}", show(&o));
}

#[test]
fn the_interrupt_hint_is_the_whole_command_and_a_second_run_on_the_folder_is_refused() {
    let tmp = tempfile::tempdir().unwrap();
    let s = tmp.path().join("s");
    definition(&s, "a-ok", None);
    definition(&s, "b-hang", Some("hang@execute"));
    definition(&s, "c-ok", None);
    let dir = tmp.path().join("run dir");
    let mut cmd = tpu_compat(&tmp.path().join("cache"));
    cmd.arg("run")
        .arg(&s)
        .args(["--jobs", "1", "--timeout", "60s", "--filter", "^(a|b)-", "--limit", "2", "--device"])
        .arg(fault_plugin())
        .arg("--run-dir")
        .arg(&dir);
    let child = cmd.stdout(std::process::Stdio::piped()).stderr(std::process::Stdio::piped()).spawn().unwrap();
    let t0 = std::time::Instant::now();
    while std::fs::read_to_string(dir.join("results.jsonl")).map(|t| t.lines().count()).unwrap_or(0) < 1 {
        assert!(t0.elapsed().as_secs() < 60, "no row within 60 s");
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    // While it runs (hanging on b), a second run on the same folder is refused, naming the holder.
    let second = Command::new(bin())
        .args(["run"])
        .arg(&s)
        .args(["--filter", "^(a|b)-", "--limit", "2", "--resume", "--device"])
        .arg(fault_plugin())
        .arg("--run-dir")
        .arg(&dir)
        .env("TPU_COMPAT_CACHE_DIR", tmp.path().join("cache"))
        .output()
        .unwrap();
    assert_eq!(second.status.code(), Some(2), "{}", show(&second));
    assert!(stderr(&second).contains(&format!("pid {}", child.id())), "{}", show(&second));
    unsafe { libc::kill(child.id() as i32, libc::SIGINT) };
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(130), "{}", show(&out));
    let hint = stderr(&out).lines().find_map(|l| l.strip_prefix("interrupted; continue with: ").map(str::to_string)).unwrap();
    assert!(hint.contains("--limit 2") && hint.contains("'^(a|b)-'") && hint.contains("--resume"), "{hint}");
    assert!(hint.contains(&format!("'{}'", dir.display())), "{hint}");
    // Pasting the hint resumes the same run (here with a shorter timeout,
    // which is not part of the run's identity, so b times out quickly).
    let mut words: Vec<String> = Vec::new();
    let mut rest = hint.strip_prefix("tpu-compat ").unwrap().to_string();
    while !rest.is_empty() {
        rest = rest.trim_start().to_string();
        if let Some(r) = rest.strip_prefix('\'') {
            let end = r.find('\'').unwrap();
            words.push(r[..end].to_string());
            rest = r[end + 1..].to_string();
        } else {
            let end = rest.find(' ').unwrap_or(rest.len());
            words.push(rest[..end].to_string());
            rest = rest[end..].to_string();
        }
    }
    let words: Vec<String> = words.into_iter().map(|w| if w == "60s" { "2s".to_string() } else { w }).collect();
    let o = tpu_compat(&tmp.path().join("cache")).args(&words).args(["--kill-grace", "1s"]).output().unwrap();
    assert_eq!(o.status.code(), Some(1), "{}", show(&o));
    assert_eq!(rows(&dir).len(), 2, "{}", show(&o));
}

#[test]
fn damaged_journals_are_cut_exactly_at_their_last_line_or_refused() {
    let tmp = tempfile::tempdir().unwrap();
    let s = suite(tmp.path(), &["a", "b"]);
    let dir = tmp.path().join("run");
    let o = run(tmp.path(), &s, &dir, &["--limit", "1"]);
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
    let journal = dir.join("results.jsonl");
    let good = std::fs::read_to_string(&journal).unwrap();
    // An unreadable last line that does end in a newline: cut on resume, as the note says.
    std::fs::write(&journal, format!("{good}{{\"id\":\"b\",\"fam\n")).unwrap();
    let r = tpu_compat(tmp.path()).arg("report").arg(&dir).output().unwrap();
    assert_eq!(r.status.code(), Some(0), "{}", show(&r));
    assert!(stdout(&r).contains("1 unreadable last journal line skipped"), "{}", show(&r));
    let o = run(tmp.path(), &s, &dir, &["--limit", "1", "--resume"]);
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
    assert!(stderr(&o).contains("line 2 is unreadable"), "{}", show(&o));
    assert_eq!(std::fs::read_to_string(&journal).unwrap(), good);
    // Damage before the last line is an error naming the line, from report, resume and merge alike.
    std::fs::write(&journal, format!("garbage\n{good}")).unwrap();
    for o in [
        tpu_compat(tmp.path()).arg("report").arg(&dir).output().unwrap(),
        run(tmp.path(), &s, &dir, &["--limit", "1", "--resume"]),
        tpu_compat(tmp.path()).arg("merge").arg(&dir).arg("--out").arg(tmp.path().join("m")).output().unwrap(),
    ] {
        assert_eq!(o.status.code(), Some(2), "{}", show(&o));
        assert!(stderr(&o).contains("line 1"), "{}", show(&o));
    }
}

#[test]
fn reports_refuse_mixed_runs_and_neutralise_hostile_strings() {
    let tmp = tempfile::tempdir().unwrap();
    let s = suite(tmp.path(), &["a"]);
    let other = tmp.path().join("other");
    definition(&other, "z", None);
    let (r1, r2) = (tmp.path().join("r1"), tmp.path().join("r2"));
    assert_eq!(run(tmp.path(), &s, &r1, &[]).status.code(), Some(0));
    assert_eq!(run(tmp.path(), &other, &r2, &[]).status.code(), Some(0));
    let o = tpu_compat(tmp.path()).arg("report").arg(&r1).arg("--vs").arg(&r2).output().unwrap();
    assert_eq!(o.status.code(), Some(2), "{}", show(&o));
    assert!(stderr(&o).contains("is a run of other"), "{}", show(&o));
    let o = tpu_compat(tmp.path()).arg("merge").arg(&r1).arg(&r2).arg("--out").arg(tmp.path().join("m")).output().unwrap();
    assert_eq!(o.status.code(), Some(2), "{}", show(&o));
    assert!(stderr(&o).contains("not shards of one run"), "{}", show(&o));
    assert!(!tmp.path().join("m").exists());

    // A history table that does not read back is not appended to.
    let history = tmp.path().join("history.csv");
    std::fs::write(&history, "not,a\nhistory\"table\n").unwrap();
    let before = std::fs::read(&history).unwrap();
    let o = tpu_compat(tmp.path()).arg("report").arg(&r1).arg("--history").arg(&history).args(["--append-history", "x"]).output().unwrap();
    assert_eq!(o.status.code(), Some(2), "{}", show(&o));
    assert_eq!(std::fs::read(&history).unwrap(), before);

    // Hostile ids and errors: no terminal escapes on stdout, no formulas in CSV.
    let journal = r1.join("results.jsonl");
    let text = std::fs::read_to_string(&journal).unwrap();
    let hostile =
        text.replace("\"id\":\"a\"", "\"id\":\"=HYPERLINK(\\\"x\\\")\\u001b[2J\"").replace("\"status\":\"pass\"", "\"status\":\"crash\"");
    std::fs::write(&journal, hostile).unwrap();
    let o = tpu_compat(tmp.path()).arg("report").arg(&r1).output().unwrap();
    assert_eq!(o.status.code(), Some(1), "{}", show(&o));
    assert!(!stdout(&o).contains('\u{1b}'), "{}", show(&o));
    assert!(stdout(&o).contains("\\u{1b}[2J"), "{}", show(&o));
    let o = tpu_compat(tmp.path()).arg("report").arg(&r1).args(["--format", "csv"]).output().unwrap();
    assert!(stdout(&o).contains("'=HYPERLINK"), "{}", show(&o));
    assert!(!stdout(&o).lines().any(|l| l.split(',').any(|c| c.trim_matches('"').starts_with('='))), "{}", show(&o));
}

#[test]
fn non_finite_outputs_fail_without_a_baseline_and_are_compared_with_one() {
    let tmp = tempfile::tempdir().unwrap();
    let s = tmp.path().join("s");
    definition(&s, "masked", None);
    // log(0) + x: every element -inf, as masked logits are.
    let program = "module @m {\n  func.func public @main(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {\n    %z = stablehlo.constant dense<0.0> : tensor<2x3xf32>\n    %l = stablehlo.log %z : tensor<2x3xf32>\n    %0 = stablehlo.add %l, %x : tensor<2x3xf32>\n    return %0 : tensor<2x3xf32>\n  }\n}\n";
    std::fs::write(s.join("masked").join("model.mlir"), program).unwrap();
    // Not `store/` beside the suite: `run` would find that one by itself.
    let store = tmp.path().join("recorded");
    let rec = tpu_compat(&tmp.path().join("cache")).args(["baseline", "record"]).arg(&s).arg("--out").arg(&store).output().unwrap();
    assert_eq!(rec.status.code(), Some(0), "{}", show(&rec));
    assert!(stderr(&rec).contains("output 0 holds 6 NaN/Inf values"), "baseline record must say it stored them: {}", show(&rec));

    let plain = run(tmp.path(), &s, &tmp.path().join("plain"), &[]);
    assert_eq!(plain.status.code(), Some(1), "{}", show(&plain));
    let r = &rows(&tmp.path().join("plain"))[0];
    assert_eq!(r.status, results::Status::FailRun);
    assert!(r.error.as_deref().unwrap_or("").contains("non-finite"), "{r:?}");

    let judged = run(tmp.path(), &s, &tmp.path().join("judged"), &["--baselines", store.to_str().unwrap()]);
    assert_eq!(judged.status.code(), Some(0), "the same -inf pattern as the baseline passes: {}", show(&judged));
    let r = &rows(&tmp.path().join("judged"))[0];
    assert_eq!(r.outputs[0].non_finite, 6);
    assert_eq!(r.outputs[0].metrics.as_ref().map(|m| m.nan_mismatch), Some(0));
}

#[test]
fn printing_commands_end_quietly_when_their_reader_goes_away() {
    let tmp = tempfile::tempdir().unwrap();
    for args in [&["suites"][..], &["show", "llama-h64-l2-gqa2-f32-t2.0000", "--emit"], &["run", "--help"]] {
        let mut child = Command::new(bin())
            .args(args)
            .env("TPU_COMPAT_CACHE_DIR", tmp.path())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        // The reader goes away before the command writes a byte.
        drop(child.stdout.take());
        let o = child.wait_with_output().unwrap();
        let err = stderr(&o);
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        assert_eq!(o.status.code(), Some(0), "{args:?}: {err}");
    }
}

#[test]
fn writing_outputs_onto_a_folder_is_an_error_that_leaves_nothing_behind() {
    let tmp = tempfile::tempdir().unwrap();
    let out_dir = tmp.path().join("outputs.safetensors");
    std::fs::create_dir_all(&out_dir).unwrap();
    let program = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/matmul_tanh.mlir");
    let o = tpu_compat(tmp.path()).arg("exec").arg(&program).arg("--out").arg(&out_dir).output().unwrap();
    assert_eq!(o.status.code(), Some(2), "{}", show(&o));
    assert!(stderr(&o).contains("is a folder"), "{}", show(&o));
    let left: Vec<_> = std::fs::read_dir(tmp.path()).unwrap().flatten().map(|e| e.file_name()).collect();
    assert!(left.iter().all(|n| !n.to_string_lossy().contains(".tmp.")), "temporary files left: {left:?}");
}
