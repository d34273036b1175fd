//! The hostile user's table of issue 45 (bundles, resumed settings, the
//! nightly's failing statuses, small inputs), row by row, through the real
//! binary. Each test is named for its row and says what happened before;
//! each asserts what happens now: a refusal (exit 2, naming the file or
//! setting) with nothing outside the input touched, or the right figure.

mod common;

use common::{assert_setup_error, tpu};

use common::{definition, fault_plugin, rows, show};
use std::path::{Path, PathBuf};
use std::process::Output;

const SETUP: i32 = 2;

fn s(p: &Path) -> &str {
    p.to_str().expect("temporary paths are UTF-8")
}

/// A crash bundle of one definition (`abort@compile` on the fault plugin), written by the binary.
fn crash_bundle(tmp: &Path) -> PathBuf {
    let suite = tmp.join("suite");
    definition(&suite, "crashy", Some("abort@compile"));
    let run_dir = tmp.join("run");
    let dev = fault_plugin();
    let o = tpu(tmp, &["run", s(&suite), "--device", s(&dev), "--no-baselines", "--jobs", "1", "--run-dir", s(&run_dir)]);
    assert_eq!(o.status.code(), Some(1), "{}", show(&o));
    let out = tmp.join("bundle");
    let o = tpu(tmp, &["report", s(&run_dir), "--bundle", "crashy", "--out", s(&out)]);
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
    out
}

fn manifest(dir: &Path) -> serde_json::Value {
    serde_json::from_str(&std::fs::read_to_string(dir.join("bundle.json")).unwrap()).unwrap()
}

/// Writes `m` as the bundle's manifest; `seal` re-computes its digest as the
/// writer does (a hostile user can do that too: what it guards against is
/// then the checks of the fields themselves).
fn write_manifest(dir: &Path, m: &serde_json::Value, seal: bool) {
    let mut m = m.clone();
    m["manifest_sha256"] = "".into();
    let mut text = serde_json::to_string_pretty(&m).unwrap();
    if seal {
        m["manifest_sha256"] = tpu_compat::bundle::manifest_digest(&text).unwrap().into();
        text = serde_json::to_string_pretty(&m).unwrap();
    } else {
        m["manifest_sha256"] = "0".repeat(64).into();
        text = serde_json::to_string_pretty(&m).unwrap();
    }
    std::fs::write(dir.join("bundle.json"), text).unwrap();
}

/// Row 1. Before: `replay` of a bundle whose `definition` is
/// `x/../../../somewhere` built its scratch folder from that string and
/// removed it after the run: a folder outside the bundle was deleted.
#[test]
fn row01_a_definition_that_is_a_path_is_refused_and_nothing_outside_is_touched() {
    let tmp = tempfile::tempdir().unwrap();
    let b = crash_bundle(tmp.path());
    // A victim the old scratch path (temp dir + "tpu-compat-replay-<pid>-x/../..") could reach.
    let victim = tmp.path().join("victim");
    std::fs::create_dir_all(&victim).unwrap();
    std::fs::write(victim.join("keep.txt"), "mine").unwrap();
    let escape = format!("x/../../../../../../../..{}", victim.display());
    for seal in [false, true] {
        let mut m = manifest(&b);
        m["definition"] = escape.clone().into();
        write_manifest(&b, &m, seal);
        let o = tpu(tmp.path(), &["replay", s(&b)]);
        assert_setup_error(&o, &["bundle.json cannot be replayed", "definition: `x/../", "is not a plain id"]);
        if !seal {
            assert_setup_error(&o, &["bundle.json: changed since it was written"]);
        }
        assert_eq!(std::fs::read_to_string(victim.join("keep.txt")).unwrap(), "mine");
    }
    // The id is checked the same way.
    let mut m = manifest(&b);
    m["id"] = "../up".into();
    write_manifest(&b, &m, true);
    assert_setup_error(&tpu(tmp.path(), &["replay", s(&b)]), &["id: `../up` is not a plain id"]);
}

/// Row 2. Before: an extra folder under `definition/` that the file list
/// did not name was run, and its row decided the replay; bundle.json itself
/// was covered by no hash.
#[test]
fn row02_files_and_folders_the_bundle_does_not_list_are_refused_by_name() {
    let tmp = tempfile::tempdir().unwrap();
    let b = crash_bundle(tmp.path());
    let original = std::fs::read_to_string(b.join("bundle.json")).unwrap();

    // A planted definition beside the bundle's own.
    definition(&b.join("definition"), "planted", None);
    let o = tpu(tmp.path(), &["replay", s(&b)]);
    assert_setup_error(&o, &["definition/planted/model.mlir: not listed by the bundle", "definition/planted/model.toml: not listed"]);
    assert!(!String::from_utf8_lossy(&o.stdout).contains("reproduced"), "{}", show(&o));
    std::fs::remove_dir_all(b.join("definition/planted")).unwrap();

    // An empty folder, and a link.
    std::fs::create_dir_all(b.join("definition/empty")).unwrap();
    std::os::unix::fs::symlink("/etc", b.join("definition/crashy/link")).unwrap();
    let o = tpu(tmp.path(), &["replay", s(&b)]);
    assert_setup_error(&o, &["definition/empty/: a folder the bundle does not list", "definition/crashy/link: a link or special file"]);
    std::fs::remove_dir_all(b.join("definition/empty")).unwrap();
    std::fs::remove_file(b.join("definition/crashy/link")).unwrap();

    // bundle.json edited by hand (the status), every other file intact.
    let edited = original.replace("\"status\": \"crash\"", "\"status\": \"pass\"");
    assert_ne!(edited, original);
    std::fs::write(b.join("bundle.json"), edited).unwrap();
    assert_setup_error(&tpu(tmp.path(), &["replay", s(&b)]), &["bundle.json: changed since it was written"]);

    // As written, it replays.
    std::fs::write(b.join("bundle.json"), &original).unwrap();
    let o = tpu(tmp.path(), &["replay", s(&b)]);
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
    assert!(String::from_utf8_lossy(&o.stdout).contains("reproduced on"), "{}", show(&o));
}

/// Row 3. Before: `timeout_s: 1e300` made `replay` panic (exit 101).
#[test]
fn row03_absurd_numbers_and_names_in_bundle_json_are_refused() {
    let tmp = tempfile::tempdir().unwrap();
    let b = crash_bundle(tmp.path());
    let cases: [(&str, serde_json::Value, &str); 7] = [
        ("timeout_s", 1e300.into(), "timeout_s: 1e300 is not a timeout"),
        ("timeout_s", (-1.0).into(), "timeout_s: -1.0 is not a timeout"),
        ("timeout_s", 0.into(), "timeout_s: 0.0 is not a timeout"),
        ("topology", "v9z:2x2".into(), "topology: "),
        ("numerics", "--run-dir=/".into(), "numerics: "),
        ("status", "fine".into(), "status: unknown status `fine`"),
        ("plugin_sha256", "abc".into(), "plugin_sha256: not a sha256"),
    ];
    for (field, value, says) in cases {
        let mut m = manifest(&b);
        m[field] = value;
        write_manifest(&b, &m, true);
        assert_setup_error(&tpu(tmp.path(), &["replay", s(&b)]), &[says]);
    }
    // A listed name that leaves the bundle.
    let mut m = manifest(&b);
    m["files"]["../outside"] = "0".repeat(64).into();
    write_manifest(&b, &m, true);
    assert_setup_error(&tpu(tmp.path(), &["replay", s(&b)]), &["files: `../outside` is not a path inside the bundle"]);
}

/// Row 1, the library it loads: a bundle that names its plugin by path is
/// replayed on that file only while it is the one the run used.
#[test]
fn row01_a_plugin_named_by_path_must_be_the_one_the_run_used() {
    let tmp = tempfile::tempdir().unwrap();
    let b = crash_bundle(tmp.path());
    let stand_in = tmp.path().join("other.so");
    std::fs::write(&stand_in, b"not the plugin").unwrap();
    let mut m = manifest(&b);
    m["device"] = s(&stand_in).into();
    write_manifest(&b, &m, true);
    assert_setup_error(&tpu(tmp.path(), &["replay", s(&b)]), &["device: the plugin the bundle names by path is not the one its run used"]);
    m["plugin_sha256"] = "".into();
    write_manifest(&b, &m, true);
    assert_setup_error(&tpu(tmp.path(), &["replay", s(&b)]), &["has no recorded sha256 to check it against; give --device"]);
    // Given by the user, the device is the user's choice.
    let dev = fault_plugin();
    let o = tpu(tmp.path(), &["replay", s(&b), "--device", s(&dev)]);
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
}

fn run_eager(tmp: &Path, suite: &Path, run_dir: &Path, extra: &[&str]) -> Output {
    let mut args = vec!["run", s(suite), "--jobs", "1", "--no-baselines", "--run-dir", s(run_dir)];
    args.extend_from_slice(extra);
    tpu(tmp, &args)
}

/// Row 4. Before: `--resume` of an eager run without `--mode eager` (and
/// likewise without `--repeat`, `--threads`, `--no-determinism`) ran the
/// rest under the defaults into the same folder; the reverse was refused.
#[test]
fn row04_a_resume_compares_every_setting_the_run_recorded() {
    let tmp = tempfile::tempdir().unwrap();
    let suite = tmp.path().join("suite");
    for id in ["a", "b", "c"] {
        definition(&suite, id, None);
    }
    let settings: [&[&str]; 4] = [&["--mode", "eager"], &["--repeat", "2"], &["--threads", "1"], &["--no-determinism"]];
    for (i, given) in settings.iter().enumerate() {
        let dir = tmp.path().join(format!("run{i}"));
        let mut first = vec!["--limit", "1"];
        first.extend_from_slice(given);
        let o = run_eager(tmp.path(), &suite, &dir, &first);
        assert_eq!(o.status.code(), Some(0), "{given:?}: {}", show(&o));
        // Without the setting: refused, naming it; the journal untouched.
        let o = run_eager(tmp.path(), &suite, &dir, &["--resume", "--limit", "1"]);
        assert_setup_error(&o, &["is a different run"]);
        let setting = given[0].trim_start_matches("--").replace("no-", "");
        assert!(String::from_utf8_lossy(&o.stderr).contains(&format!("({setting}: the run has")), "{given:?}: {}", show(&o));
        assert_eq!(rows(&dir).len(), 1);
        // With it: the same run, nothing left.
        let mut again = vec!["--resume", "--limit", "1"];
        again.extend_from_slice(given);
        let o = run_eager(tmp.path(), &suite, &dir, &again);
        assert_eq!(o.status.code(), Some(0), "{given:?}: {}", show(&o));
    }
    // The reverse still holds: a compiled run resumed eager is refused.
    let dir = tmp.path().join("compiled");
    assert_eq!(run_eager(tmp.path(), &suite, &dir, &["--limit", "1"]).status.code(), Some(0));
    let o = run_eager(tmp.path(), &suite, &dir, &["--resume", "--limit", "1", "--mode", "eager"]);
    assert_setup_error(&o, &["(mode: the run has `compiled`, this command `eager`)"]);
}

/// Row 19. Before: the nightly's triage kept its own Python set of "ok"
/// statuses, which counted `missing-baseline`, `stale-baseline` and
/// `not-run` as ok while the binary counts them as failures. Now the binary
/// says which statuses fail, and the script asks it.
#[test]
fn row19_the_binary_lists_the_failing_statuses_and_the_nightly_asks_it() {
    let tmp = tempfile::tempdir().unwrap();
    let o = tpu(tmp.path(), &["statuses", "--failing"]);
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
    let failing: Vec<String> = String::from_utf8_lossy(&o.stdout).lines().map(String::from).collect();
    for s in results::Status::ALL {
        assert_eq!(failing.contains(&s.to_string()), s.outcome().fails_run(), "{s}: {failing:?}");
    }
    for s in ["missing-baseline", "stale-baseline", "not-run", "nondeterministic", "crash"] {
        assert!(failing.iter().any(|f| f == s), "{s}: {failing:?}");
    }
    let table = tpu(tmp.path(), &["statuses"]);
    assert!(
        String::from_utf8_lossy(&table.stdout).contains("flaky              pass but flaky       no             no"),
        "{}",
        show(&table)
    );
    let nightly = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../scripts/nightly")).unwrap();
    assert!(nightly.contains("statuses --failing"), "the nightly asks the binary");
    assert!(!nightly.contains("\"missing-baseline\"") && !nightly.contains("\"xfail\""), "the nightly keeps no status list of its own");
}

/// Row 20, the small ones through the binary. Before: fills `normal(-1)`
/// and `uniform(5,1)` were accepted; `--timeout 0s` said "is not a
/// duration"; `--topology` with `--repeat` was accepted silently; a file
/// given as `--out` or `--run-dir` was called "a folder".
#[test]
fn row20_small_inputs_are_refused_in_plain_words() {
    let tmp = tempfile::tempdir().unwrap();
    let suite = tmp.path().join("suite");
    definition(&suite, "a", None);
    let run_dir = tmp.path().join("run");
    for (fill, says) in [("normal(-1)", "a standard deviation is not negative"), ("uniform(5,1)", "the low end must be below the high end")]
    {
        let toml = suite.join("a/model.toml");
        let text = std::fs::read_to_string(&toml).unwrap();
        let filled = text.replace("role = \"data\"\n", &format!("role = \"data\"\nfill = \"{fill}\"\n"));
        std::fs::write(&toml, &filled).unwrap();
        let o = tpu(tmp.path(), &["run", s(&suite), "--no-baselines", "--run-dir", s(&run_dir)]);
        let all = format!("{}{}", String::from_utf8_lossy(&o.stdout), String::from_utf8_lossy(&o.stderr));
        assert_ne!(o.status.code(), Some(0), "{}", show(&o));
        assert!(all.contains(says) && all.contains(fill), "{fill}: {}", show(&o));
        std::fs::write(&toml, text).unwrap();
        let _ = std::fs::remove_dir_all(&run_dir);
    }
    assert_setup_error(
        &tpu(tmp.path(), &["run", s(&suite), "--timeout", "0s", "--run-dir", s(&run_dir)]),
        &["`0s` is not more than zero: give a positive duration"],
    );
    assert_setup_error(
        &tpu(tmp.path(), &["run", s(&suite), "--device", "tpu", "--topology", "v6e:2x2", "--repeat", "3", "--run-dir", s(&run_dir)]),
        &["--repeat 3 times executions, and --topology v6e:2x2 compiles only"],
    );
    assert!(!run_dir.exists(), "a refused run leaves no folder");
    let file = tmp.path().join("a-file");
    std::fs::write(&file, "x").unwrap();
    assert_setup_error(&tpu(tmp.path(), &["run", s(&suite), "--run-dir", s(&file)]), &["a file is there, not a folder"]);
    assert_setup_error(&tpu(tmp.path(), &["reduce", "a", "--in", s(&suite), "--out", s(&file)]), &["a file is there, not a folder"]);
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "x");
}

/// Row 21. Before: `import --id` that another folder's model.toml already
/// declared was accepted, and every later run of the suite broke; a
/// shape-polymorphic @main took the inputs' shape without a word.
#[test]
fn row21_an_id_declared_elsewhere_is_refused_and_a_polymorphic_import_says_its_shape() {
    let tmp = tempfile::tempdir().unwrap();
    let d = tmp.path();
    let program = "module @m {\n  func.func public @main(%x: tensor<?x3xf32>) -> tensor<?x3xf32> {\n    %0 = stablehlo.tanh %x : tensor<?x3xf32>\n    return %0 : tensor<?x3xf32>\n  }\n}\n";
    std::fs::write(d.join("poly.mlir"), program).unwrap();
    let x = runtime::HostTensor::from_slice(&[4, 3], &[0.5f32; 12]).unwrap();
    runtime::tensors_file::write(&d.join("inputs.safetensors"), &[("arg0".to_string(), &x)], &Default::default()).unwrap();
    let suite = d.join("suite");
    let (program, inputs) = (d.join("poly.mlir"), d.join("inputs.safetensors"));
    let import = |id: &str, extra: &[&str]| {
        let mut args = vec!["import", s(&program), "--inputs", s(&inputs), "--out", s(&suite), "--id", id];
        args.extend_from_slice(extra);
        tpu(d, &args)
    };
    // Without expected outputs the result's shape is unknown: said, nothing written.
    assert_setup_error(&import("one", &[]), &["@main's result 0 `out0` is shape-polymorphic (f32[?,3])", "give --expected"]);
    let y = runtime::HostTensor::from_slice(&[4, 3], &[0.5f32.tanh(); 12]).unwrap();
    runtime::tensors_file::write(&d.join("expected.safetensors"), &[("out0".to_string(), &y)], &Default::default()).unwrap();
    let expected = d.join("expected.safetensors");
    let o = import("one", &["--expected", s(&expected)]);
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
    let all = format!("{}{}", String::from_utf8_lossy(&o.stdout), String::from_utf8_lossy(&o.stderr));
    assert!(all.contains("@main is shape-polymorphic; imported at the inputs' shapes (arg0: f32[?,3] as 4x3)"), "{}", show(&o));
    let toml = std::fs::read_to_string(suite.join("one/model.toml")).unwrap();
    assert!(toml.contains("shape_polymorphic = \"arg0: f32[?,3] as 4x3\""), "{toml}");

    // The folder renamed by hand keeps its declared id: a new import of that id is refused, nothing written.
    std::fs::rename(suite.join("one"), suite.join("renamed")).unwrap();
    let o = import("one", &["--expected", s(&expected)]);
    assert_setup_error(&o, &["renamed: its model.toml declares the id `one` already"]);
    assert!(!suite.join("one").exists(), "nothing was written");
}

/// Row 21, the full disk. Before: no space for run.json's second write (the
/// plugin's identity, when the first worker says hello, before any row)
/// ended the run with exit 3 and left the folder. Now nothing ran: exit 2,
/// the message names the file, and the folder this command made is gone.
/// Needs root to mount a small tmpfs (CI runs as root).
#[test]
fn row21_no_space_for_run_json_before_any_row_is_a_setup_error_that_leaves_nothing() {
    // SAFETY: geteuid has no preconditions.
    if unsafe { libc::geteuid() } != 0 {
        eprintln!("skipped: mounting a small tmpfs needs root");
        return;
    }
    let tmp = tempfile::tempdir().unwrap();
    let suite = tmp.path().join("suite");
    // 140 long ids: run.json's plan takes two pages, so it is written once (lock and run.json: three pages),
    // and its rewrite beside that copy does not fit. (200 ids would fail the first write already.)
    for i in 0..140 {
        definition(&suite, &format!("a-definition-with-a-long-name-{i:04}"), None);
    }
    let disk = tmp.path().join("disk");
    std::fs::create_dir_all(&disk).unwrap();
    let mounted = std::process::Command::new("mount").args(["-t", "tmpfs", "-o", "size=12k", "tmpfs"]).arg(&disk).status().unwrap();
    assert!(mounted.success(), "mount a 12 KiB tmpfs at {}", disk.display());
    struct Unmount(PathBuf);
    impl Drop for Unmount {
        fn drop(&mut self) {
            let _ = std::process::Command::new("umount").arg(&self.0).status();
        }
    }
    let _unmount = Unmount(disk.clone());
    let run_dir = disk.join("run");
    let o = tpu(tmp.path(), &["run", s(&suite), "--jobs", "1", "--no-baselines", "--run-dir", s(&run_dir)]);
    assert_eq!(o.status.code(), Some(SETUP), "{}", show(&o));
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert!(stderr.contains("run.json") && stderr.contains("No space left"), "{stderr}");
    // The workers had started: the rewrite at the first hello is what failed.
    assert!(String::from_utf8_lossy(&o.stdout).contains("[0/140]") || stderr.contains("[0/140]"), "{}", show(&o));
    assert!(!run_dir.exists(), "the folder this command made is removed: {:?}", std::fs::read_dir(&run_dir).ok().map(|d| d.count()));
}

/// Row 20, cost figures. Before: a cost value (the compiler gives an f32)
/// came back from the journal one f64 step off the value written, because
/// JSON numbers were read with the fast, not exact, parser. Now every cost
/// value a row holds is the f32 the compiler gave, exactly.
#[test]
fn row20_cost_values_read_from_the_journal_are_the_compilers_f32_values() {
    let tmp = tempfile::tempdir().unwrap();
    let suite = tmp.path().join("suite");
    definition(&suite, "a", None);
    let run_dir = tmp.path().join("run");
    let o = tpu(tmp.path(), &["run", s(&suite), "--no-baselines", "--repeat", "1", "--run-dir", s(&run_dir)]);
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
    let rows = rows(&run_dir);
    let cost = &rows[0].perf.as_ref().expect("--repeat gives a perf record").cost;
    assert!(!cost.is_empty(), "the CPU plugin gives a cost analysis: {:?}", rows[0].perf);
    for (name, v) in cost {
        assert_eq!(f64::from(*v as f32).to_bits(), v.to_bits(), "{name}: {v:e} is not an f32 value");
    }
}

/// Issue 46 in part: a bundle replays under its run's own execution. Before,
/// `report --bundle` and `replay` ran every definition compiled on one device,
/// whatever the run did, so a failure of eager mode did not reproduce from its
/// bundle. The marker `abort@compile#2` crashes the second compile of the
/// process: eager compiles one program per op (two here), compiled one in all.
#[test]
fn an_eager_failure_bundles_and_replays_eager() {
    let tmp = tempfile::tempdir().unwrap();
    let suite = tmp.path().join("suite");
    definition(&suite, "two-ops", None);
    let program = "// tpu-compat-fault: abort@compile#2\nmodule @m {\n  func.func public @main(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {\n    %0 = stablehlo.tanh %x : tensor<2x3xf32>\n    %1 = stablehlo.exponential %0 : tensor<2x3xf32>\n    return %1 : tensor<2x3xf32>\n  }\n}\n";
    std::fs::write(suite.join("two-ops/model.mlir"), program).unwrap();
    let dev = fault_plugin();
    let run = |dir: &Path, extra: &[&str]| {
        let mut args = vec!["run", s(&suite), "--device", s(&dev), "--no-baselines", "--no-cache", "--jobs", "1", "--run-dir", s(dir)];
        args.extend_from_slice(extra);
        tpu(tmp.path(), &args)
    };
    let compiled = run(&tmp.path().join("compiled"), &[]);
    assert_eq!(compiled.status.code(), Some(0), "compiled, it runs: {}", show(&compiled));
    let eager_dir = tmp.path().join("eager");
    let eager = run(&eager_dir, &["--mode", "eager", "--retries", "0"]);
    assert_eq!(eager.status.code(), Some(1), "eager, it crashes: {}", show(&eager));
    assert_eq!(rows(&eager_dir)[0].status, results::Status::Crash);

    let b = tmp.path().join("bundle");
    let o = tpu(tmp.path(), &["report", s(&eager_dir), "--bundle", "two-ops", "--out", s(&b)]);
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
    assert!(String::from_utf8_lossy(&o.stdout).contains("replayed once: reproduced"), "{}", show(&o));
    assert_eq!(manifest(&b)["execution"]["mode"], "eager", "{:#}", manifest(&b));
    let o = tpu(tmp.path(), &["replay", s(&b)]);
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
    // A manifest whose execution is edited to nonsense is refused before anything runs.
    let mut m = manifest(&b);
    m["execution"]["spmd"] = "tp".into();
    write_manifest(&b, &m, true);
    assert_setup_error(&tpu(tmp.path(), &["replay", s(&b)]), &["execution: spmd: `tp` is not a strategy"]);
}

/// Issue 46 in part: `reduce` runs every candidate under the failing run's
/// execution (`--mode`, `--spmd`, `--devices`, `--steps`, as `run` takes
/// them), and the command it prints to run the result carries them. An
/// eager-only crash (the process's second compile aborts; eager compiles one
/// program per op) is no failure compiled, and reduces eager.
#[test]
fn an_eager_failure_reduces_eager() {
    let tmp = tempfile::tempdir().unwrap();
    let suite = tmp.path().join("suite");
    definition(&suite, "three-ops", None);
    let program = "// tpu-compat-fault: abort@compile#2\nmodule @m {\n  func.func public @main(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {\n    %0 = stablehlo.tanh %x : tensor<2x3xf32>\n    %1 = stablehlo.exponential %0 : tensor<2x3xf32>\n    %2 = stablehlo.negate %1 : tensor<2x3xf32>\n    return %2 : tensor<2x3xf32>\n  }\n}\n";
    std::fs::write(suite.join("three-ops/model.mlir"), program).unwrap();
    let dev = fault_plugin();
    let reduce = |out: &Path, extra: &[&str]| {
        let mut args = vec!["reduce", "three-ops", "--in", s(&suite), "--device", s(&dev), "--out", s(out), "--budget", "120s"];
        args.extend_from_slice(extra);
        tpu(tmp.path(), &args)
    };
    let compiled = reduce(&tmp.path().join("compiled"), &[]);
    assert_setup_error(&compiled, &["three-ops"]);
    let out = tmp.path().join("eager");
    let o = reduce(&out, &["--mode", "eager"]);
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
    let report: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(out.join("reduce.json")).unwrap()).unwrap();
    assert!(report.to_string().contains("--mode eager"), "the command that runs the result runs eager: {report:#}");
    assert_setup_error(&reduce(&tmp.path().join("bad"), &["--spmd", "tp", "--devices", "4"]), &["--spmd: `tp` is not a strategy"]);
}

/// `bisect` takes the failing run's execution too; a nonsense one is refused before any trial.
#[test]
fn bisect_checks_the_execution_it_is_given() {
    let tmp = tempfile::tempdir().unwrap();
    let suite = tmp.path().join("suite");
    definition(&suite, "a", None);
    let out = tmp.path().join("bisect");
    let o = tpu(tmp.path(), &["bisect", "a", "--in", s(&suite), "--out", s(&out), "--spmd", "tp", "--devices", "4"]);
    assert_setup_error(&o, &["--spmd: `tp` is not a strategy"]);
    assert!(!out.exists(), "nothing written");
}
