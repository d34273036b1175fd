//! Runs compared and counted honestly, through the binary (issue 45, items
//! 8, 9, 14, 15): `report --vs` refuses a run of another target (device,
//! topology, mode, ...) by name and diffs it under a banner only when asked
//! (`--vs-any-target`); compile-only nights in which a definition stops
//! compiling are a regression, in `--vs` and over `--history`, and a
//! history that mixes compile-only nights into CPU nights keeps them apart;
//! an `--expected-perf` compile ceiling is not checked on a compile-cache
//! hit and a gate that checked nothing fails; `expected update` counts a run
//! once per flaky entry, however often and under whatever path it is given.
//!
//! The compile-only runs need the libtpu wheel unpacked into `.plugins/`
//! (`scripts/setup --tpu`); no chip is used.

mod common;

use common::{definition, show, tpu_compat};
use std::path::{Path, PathBuf};

/// libtpu as `--device tpu` finds it; a clear failure where it is not set up.
fn require_libtpu() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().join(".plugins");
    let found = std::fs::read_dir(&root).into_iter().flatten().flatten().any(|e| e.path().join("libtpu/libtpu.so").is_file());
    assert!(found, "libtpu is not unpacked under {}: run scripts/setup --tpu", root.display());
}

/// `tpu-compat ARGS...` with the test's cache.
fn tpu(tmp: &Path, args: &[&str]) -> std::process::Output {
    tpu_compat(&tmp.join("cache")).args(args).output().unwrap()
}

fn p(path: &Path) -> &str {
    path.to_str().unwrap()
}

/// `run SUITE ARGS... --run-dir DIR`, which must exit with `code`.
fn run(tmp: &Path, suite: &Path, run_dir: &Path, args: &[&str], code: i32) -> PathBuf {
    let out = tpu_compat(&tmp.join("cache")).arg("run").arg(suite).args(args).arg("--run-dir").arg(run_dir).output().unwrap();
    assert_eq!(out.status.code(), Some(code), "run {args:?}: {}", show(&out));
    run_dir.to_path_buf()
}

const COMPILE_ONLY: [&str; 4] = ["--device", "tpu", "--topology", "v6e:2x2"];

/// A program the TPU compiler rejects (a custom call to no target).
fn rejected(root: &Path, id: &str) {
    definition(root, id, None);
    let program = "module @m {
  func.func public @main(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %0 = stablehlo.custom_call @tpu_compat_no_such_target(%x) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
}
";
    std::fs::write(root.join(id).join("model.mlir"), program).unwrap();
}

#[test]
fn vs_across_targets_is_refused_by_name_and_diffed_under_a_banner_on_request() {
    require_libtpu();
    let tmp = tempfile::tempdir().unwrap();
    let t = tmp.path();
    let suite = t.join("s");
    definition(&suite, "mt1", None);
    let cpu = run(t, &suite, &t.join("cpu"), &[], 0);
    let tpu_run = run(t, &suite, &t.join("tpu"), &COMPILE_ONLY, 0);
    let eager = run(t, &suite, &t.join("eager"), &["--mode", "eager"], 0);

    // Before: "regression mt1 (pass -> compiled)", exit 1. Now: refused, naming each difference.
    let out = tpu(t, &["report", p(&tpu_run), "--vs", p(&cpu)]);
    assert_eq!(out.status.code(), Some(2), "{}", show(&out));
    let err = String::from_utf8_lossy(&out.stderr);
    for says in ["--vs: ", "device `cpu`", "device `tpu`", "topology `none`", "topology `v6e:2x2`", "not comparable", "--vs-any-target"] {
        assert!(err.contains(says), "{says}: {err}");
    }
    let out = tpu(t, &["report", p(&eager), "--vs", p(&cpu)]);
    assert_eq!(out.status.code(), Some(2), "{}", show(&out));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("mode `compiled`") && err.contains("mode `eager`"), "{err}");

    // Asked for: diffed under a banner; a pass that is `compiled` on another target is no regression.
    let out = tpu(t, &["report", p(&tpu_run), "--vs", p(&cpu), "--vs-any-target"]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("Across targets: device `cpu` -> `tpu`, topology `none` -> `v6e:2x2`"), "{text}");
    assert!(text.contains("0 regressions") && text.contains("changed    mt1 (pass -> compiled)"), "{text}");
    let json = t.join("diff.json");
    let out = tpu(t, &["report", p(&tpu_run), "--vs", p(&cpu), "--vs-any-target", "--format", "json", "--out", p(&json)]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let doc: serde_json::Value = serde_json::from_slice(&std::fs::read(&json).unwrap()).unwrap();
    assert_eq!(doc["diff"]["targets"][0], serde_json::json!({"setting": "device", "before": "cpu", "after": "tpu"}), "{doc:#}");

    // The same target: no banner, nothing refused.
    let again = run(t, &suite, &t.join("cpu-2"), &[], 0);
    let out = tpu(t, &["report", p(&again), "--vs", p(&cpu)]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    assert!(!String::from_utf8_lossy(&out.stdout).contains("Across targets"), "{}", show(&out));
}

/// This machine is shared and loaded: a tiny program's times jump by tens of ms from night to
/// night, so the time floors are raised out of the way; what these tests judge is the pass rate.
const POLICY: &str = "execute-floor=60000ms,compile-floor=60000ms";

/// `report NIGHT --history H --append-history LABEL --format json`: the exit code and the nightly findings.
fn night_report(t: &Path, night: &Path, history: &Path, label: &str) -> (Option<i32>, Vec<serde_json::Value>) {
    let json = t.join(format!("{label}.json"));
    let out = tpu(
        t,
        &[
            "report",
            p(night),
            "--history",
            p(history),
            "--regression-policy",
            POLICY,
            "--append-history",
            label,
            "--format",
            "json",
            "--out",
            p(&json),
        ],
    );
    let doc: serde_json::Value = serde_json::from_slice(&std::fs::read(&json).unwrap()).unwrap();
    (out.status.code(), doc["nightly"]["findings"].as_array().cloned().unwrap_or_default())
}

#[test]
fn a_definition_that_stops_compiling_on_the_last_two_of_eight_compile_only_nights_is_a_regression() {
    require_libtpu();
    let tmp = tempfile::tempdir().unwrap();
    let t = tmp.path();
    let suite = t.join("s");
    let history = t.join("history.csv");
    for id in ["a", "b", "c"] {
        definition(&suite, id, None);
    }
    let mut nights = Vec::new();
    for n in 1..=8 {
        if n == 7 {
            rejected(&suite, "b");
        }
        let night = run(t, &suite, &t.join(format!("night-{n}")), &COMPILE_ONLY, if n >= 7 { 1 } else { 0 });
        let (code, findings) = night_report(t, &night, &history, &format!("night-{n}"));
        if n < 7 {
            assert_eq!(code, Some(0), "night {n}: {findings:#?}");
            assert!(findings.is_empty(), "night {n}: {findings:#?}");
        }
        nights.push(night);
    }
    // Before: "0 regressions" (compile-only rows were outside the pass rate). Now b's series, and its tier's, regress.
    let (code, findings) = night_report(t, &nights[7], &history, "night-8");
    assert_eq!(code, Some(1), "{findings:#?}");
    let b: Vec<&serde_json::Value> = findings.iter().filter(|f| f["subject"]["id"] == "b").collect();
    assert_eq!(b.len(), 1, "{findings:#?}");
    let f = b[0];
    assert_eq!((f["verdict"].as_str(), f["measure"].as_str()), (Some("regression"), Some("pass_rate")), "{f:#}");
    assert_eq!((f["first_bad_night"].as_str(), f["last_good_night"].as_str()), (Some("night-7"), Some("night-6")), "{f:#}");
    assert_eq!((f["baseline"].as_f64(), f["worst"].as_f64()), (Some(100.0), Some(0.0)), "{f:#}");
    assert_eq!(f["subject"]["target"], "tpu, topology v6e:2x2", "{f:#}");
    assert!(findings.iter().all(|f| f["subject"]["id"] != "a" && f["subject"]["id"] != "c"), "{findings:#?}");
    assert!(
        findings.iter().any(|f| f["subject"]["kind"] == "tier" && f["measure"] == "pass_rate" && f["verdict"] == "regression"),
        "the tier's compile rate fell from 100% to 66.7%: {findings:#?}"
    );
    let text = tpu(t, &["report", p(&nights[7]), "--history", p(&history), "--regression-policy", POLICY]);
    assert!(String::from_utf8_lossy(&text.stdout).contains("b (s, on tpu, topology v6e:2x2): pass rate 100.0% → 0.0%"), "{}", show(&text));

    // --vs: compiled -> fail-compile is a regression, not a "status change".
    let out = tpu(t, &["report", p(&nights[7]), "--vs", p(&nights[5])]);
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("1 regressions") && text.contains("regression b (compiled -> fail-compile)"), "{text}");
    let out = tpu(t, &["report", p(&nights[5]), "--vs", p(&nights[7])]);
    assert!(String::from_utf8_lossy(&out.stdout).contains("fix        b (fail-compile -> compiled)"), "{}", show(&out));
}

#[test]
fn compile_only_nights_mixed_into_a_cpu_history_never_count_against_its_series() {
    require_libtpu();
    let tmp = tempfile::tempdir().unwrap();
    let t = tmp.path();
    let suite = t.join("s");
    let history = t.join("history.csv");
    for id in ["a", "b"] {
        definition(&suite, id, None);
    }
    for n in 1..=6 {
        let night = run(t, &suite, &t.join(format!("cpu-{n}")), &[], 0);
        let (code, findings) = night_report(t, &night, &history, &format!("cpu-{n}"));
        assert_eq!(code, Some(0), "cpu night {n}: {findings:#?}");
    }
    // Two compile-only nights last: before, every definition was a "100% → 0%" regression of the CPU series.
    for n in 1..=2 {
        let night = run(t, &suite, &t.join(format!("tpu-{n}")), &COMPILE_ONLY, 0);
        let (code, findings) = night_report(t, &night, &history, &format!("tpu-{n}"));
        assert_eq!(code, Some(0), "compile-only night {n}: {findings:#?}");
        assert!(findings.is_empty(), "compile-only night {n}: {findings:#?}");
    }
    // And a CPU night after them judges the CPU series alone.
    let night = run(t, &suite, &t.join("cpu-7"), &[], 0);
    let (code, findings) = night_report(t, &night, &history, "cpu-7");
    assert_eq!(code, Some(0), "{findings:#?}");
    assert!(findings.is_empty(), "{findings:#?}");
}

#[test]
fn a_compile_ceiling_on_a_warm_cache_is_not_checked_and_a_gate_that_checked_nothing_fails() {
    let tmp = tempfile::tempdir().unwrap();
    let t = tmp.path();
    let suite = t.join("s");
    definition(&suite, "a", None);
    let cold = run(t, &suite, &t.join("cold"), &[], 0);
    let warm = run(t, &suite, &t.join("warm"), &[], 0);
    assert!(common::rows(&warm).iter().all(|r| r.cached), "the second run loads from the compile cache");
    let perf = t.join("s.cpu.perf.csv");
    std::fs::write(&perf, "id,compile_ms\na,600000\n").unwrap();

    // The cold run compiled: 1 figure checked, within the ceiling.
    let out = tpu(t, &["report", p(&cold), "--expected-perf", p(&perf)]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    assert!(String::from_utf8_lossy(&out.stdout).contains("1 figures checked, 0 slowdowns"), "{}", show(&out));

    // Before: "unmeasured (did not pass)", 0 figures checked, exit 0. Now: a cache hit, and the gate fails.
    let out = tpu(t, &["report", p(&warm), "--expected-perf", p(&perf)]);
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("0 figures checked, 0 slowdowns"), "{text}");
    assert!(text.contains("compile time not checked (compile-cache hit") && text.contains(": a"), "{text}");
    assert!(!text.contains("did not pass"), "{text}");
    assert!(text.contains("no figure could be checked"), "{text}");
    let out = tpu(t, &["report", p(&warm), "--expected-perf", p(&perf), "--exit-zero"]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    // With an execute ceiling as well, the warm run is gated on that.
    std::fs::write(&perf, "id,execute_ms,compile_ms\na,600000,600000\n").unwrap();
    let out = tpu(t, &["report", p(&warm), "--expected-perf", p(&perf)]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    assert!(String::from_utf8_lossy(&out.stdout).contains("1 figures checked, 0 slowdowns"), "{}", show(&out));
}

/// The `agreed` count of the expected file's `steady` entry (0 when the entry has none; `None` without the entry).
fn agreed(file: &Path) -> Option<i64> {
    let text = std::fs::read_to_string(file).unwrap();
    text.contains("[definitions.steady]")
        .then(|| text.lines().find_map(|l| l.strip_prefix("agreed = ")).map(|n| n.trim().parse().unwrap()).unwrap_or(0))
}

#[test]
fn expected_update_counts_a_run_once_however_often_and_wherever_it_is_given() {
    let tmp = tempfile::tempdir().unwrap();
    let t = tmp.path();
    let suite = t.join("s");
    definition(&suite, "steady", None);
    let expected = t.join("expected.toml");
    std::fs::write(&expected, "[definitions.steady]\nstatus = \"flaky\"\nreason = \"threads\"\nlapse_after = 3\n").unwrap();
    let one = run(t, &suite, &t.join("one"), &["--expected", p(&expected)], 0);
    let update = |dir: &Path| {
        let out = tpu(t, &["expected", "update", p(dir), "--out", p(&expected)]);
        assert_eq!(out.status.code(), Some(0), "{}", show(&out));
        out
    };
    update(&one);
    assert_eq!(agreed(&expected), Some(1));
    // Before: 2, and a third update lapsed the entry after one real run. Now: counted once.
    let out = update(&one);
    assert!(String::from_utf8_lossy(&out.stderr).contains("was counted already for steady"), "{}", show(&out));
    assert_eq!(agreed(&expected), Some(1));
    // The same run folder under another path (a copy, a symlink) is the same run.
    let copy = t.join("copy-of-one");
    std::fs::create_dir_all(&copy).unwrap();
    for f in ["run.json", "results.jsonl"] {
        std::fs::copy(one.join(f), copy.join(f)).unwrap();
    }
    update(&copy);
    let link = t.join("link-to-one");
    std::os::unix::fs::symlink(&one, &link).unwrap();
    update(&link);
    assert_eq!(agreed(&expected), Some(1));
    // Real runs count: two more agreeing runs make three, and the entry lapses.
    let two = run(t, &suite, &t.join("two"), &["--expected", p(&expected)], 0);
    update(&two);
    assert_eq!(agreed(&expected), Some(2));
    let three = run(t, &suite, &t.join("three"), &["--expected", p(&expected)], 0);
    update(&three);
    assert_eq!(agreed(&expected), None, "three agreeing runs: lapsed");
}
