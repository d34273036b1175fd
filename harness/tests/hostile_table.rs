//! The hostile user's table (issue 36), row by row, through the real binary
//! and the real CPU plugin (or the fault plugin that wraps it). Each test is
//! named for its row and states what happened before the fix; each asserts
//! what happens now. Rows that a verdict once swallowed must now end as a
//! refusal (exit 2, naming the file or flag) or as the right status.

mod common;

use common::{assert_setup_error, tpu};

use common::{definition, fault_plugin, rows, show, tpu_compat};
use results::Status;
use std::path::{Path, PathBuf};
use std::process::Output;

const SETUP: i32 = 2;

fn p(path: &Path) -> &str {
    path.to_str().expect("temporary paths are UTF-8")
}

/// A run of `suite` into `run_dir` on the fault plugin; returns its output.
fn run_suite(tmp: &Path, suite: &Path, run_dir: &Path, extra: &[&str]) -> Output {
    tpu_compat(&tmp.join("cache"))
        .args(["run", p(suite), "--jobs", "1", "--timeout", "30s"])
        .args(extra)
        .arg("--device")
        .arg(fault_plugin())
        .arg("--run-dir")
        .arg(run_dir)
        .output()
        .unwrap()
}

fn six_definitions(tmp: &Path) -> PathBuf {
    let s = tmp.join("batch");
    for i in 0..6 {
        definition(&s, &format!("ok-{i}"), None);
    }
    s
}

/// Row 9. Before: `report` of a folder without run.json (killed after 1 of
/// 6, or the journal copied alone) said "1/1 passed, verdict ok", exit 0,
/// and its JUnit held no failure.
#[test]
fn row09_report_refuses_a_folder_without_run_json() {
    let tmp = tempfile::tempdir().unwrap();
    let t = tmp.path();
    let s = six_definitions(t);
    let run_dir = t.join("run");
    let out = run_suite(t, &s, &run_dir, &[]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    // Killed after the first row: keep one line of the journal, lose run.json.
    let journal = std::fs::read_to_string(run_dir.join("results.jsonl")).unwrap();
    std::fs::write(run_dir.join("results.jsonl"), format!("{}\n", journal.lines().next().unwrap())).unwrap();
    std::fs::remove_file(run_dir.join("run.json")).unwrap();
    for extra in [&[][..], &["--format", "junit"][..]] {
        let out = tpu(t, &[&["report", p(&run_dir)][..], extra].concat());
        assert_setup_error(&out, &[&format!("{}: no run.json beside the journal", p(&run_dir.join("run.json"))), "cannot be counted"]);
        assert!(!String::from_utf8_lossy(&out.stdout).contains("passed"), "{}", show(&out));
    }
    // Naming the journal itself is the same folder.
    let out = tpu(t, &["report", p(&run_dir.join("results.jsonl"))]);
    assert_setup_error(&out, &["no run.json beside the journal"]);
    // As --vs too.
    let good = t.join("good");
    assert_eq!(run_suite(t, &s, &good, &[]).status.code(), Some(0));
    let out = tpu(t, &["report", p(&good), "--vs", p(&run_dir)]);
    assert_setup_error(&out, &["--vs: ", "no run.json beside the journal"]);
    // A journal labelled as a whole run on purpose is reported as one.
    std::fs::write(run_dir.join("run.json"), r#"{"label": "by hand"}"#).unwrap();
    let out = tpu(t, &["report", p(&run_dir)]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    assert!(String::from_utf8_lossy(&out.stdout).contains("1/1 passed"), "{}", show(&out));
}

/// Row 13. Before: `merge` of two shards that both ran one definition with
/// different verdicts kept the first-given row: `merge` exited 1, but
/// `report` of the merged run said `verdict ok`, exit 0.
#[test]
fn row13_merge_refuses_shards_with_different_results_for_one_definition() {
    let tmp = tempfile::tempdir().unwrap();
    let t = tmp.path();
    let s = six_definitions(t);
    let (one, two) = (t.join("s1"), t.join("s2"));
    assert_eq!(run_suite(t, &s, &one, &["--shard", "1/2"]).status.code(), Some(0));
    assert_eq!(run_suite(t, &s, &two, &["--shard", "2/2"]).status.code(), Some(0));
    // Shard 2 also ran one of shard 1's definitions, and it failed there.
    let first = rows(&one).into_iter().next().unwrap();
    let mut failed = first.clone();
    failed.status = Status::FailRun;
    failed.error = Some("failed on shard 2".into());
    let mut j = results::Journal::open(&two).unwrap();
    j.append(&failed, true).unwrap();
    drop(j);
    for order in [[&one, &two], [&two, &one]] {
        let merged = t.join(format!("merged-{}", order[0].file_name().unwrap().to_string_lossy()));
        let out = tpu_compat(&t.join("cache")).arg("merge").args(order).arg("--out").arg(&merged).output().unwrap();
        assert_setup_error(&out, &["1 conflicting row", &first.id, "pass", "fail-run", p(&one), p(&two), "nothing is written"]);
        assert!(!merged.exists(), "nothing may be written: {}", merged.display());
    }
}

/// Row 14. Before: a size-0 regular file that streams (`/proc/self/pagemap`)
/// given as the journal or the history passed the size check and was read
/// past the memory cap.
#[test]
fn row14_a_journal_or_history_that_streams_past_its_size_is_cut_at_the_cap() {
    let tmp = tempfile::tempdir().unwrap();
    let t = tmp.path();
    let run_dir = t.join("run");
    std::fs::create_dir_all(&run_dir).unwrap();
    std::fs::write(run_dir.join("run.json"), r#"{"label": "streams"}"#).unwrap();
    std::os::unix::fs::symlink("/proc/self/pagemap", run_dir.join("results.jsonl")).unwrap();
    let capped = |args: &[&str]| tpu_compat(&t.join("cache")).args(args).env("TPU_COMPAT_HOST_MEMORY", "8M").output().unwrap();
    let out = capped(&["report", p(&run_dir)]);
    assert_setup_error(&out, &[p(&run_dir.join("results.jsonl")), "reads past the 8388608 bytes", "TPU_COMPAT_HOST_MEMORY"]);

    let good = t.join("good");
    std::fs::create_dir_all(&good).unwrap();
    std::fs::write(good.join("run.json"), r#"{"label": "ok"}"#).unwrap();
    std::fs::write(good.join("results.jsonl"), "").unwrap();
    let history = t.join("history.csv");
    std::os::unix::fs::symlink("/proc/self/pagemap", &history).unwrap();
    let out = capped(&["report", p(&good), "--history", p(&history)]);
    assert_setup_error(&out, &[p(&history), "reads past the 8388608 bytes"]);
    let out = capped(&["merge", p(&run_dir), "--out", p(&t.join("merged"))]);
    assert_eq!(out.status.code(), Some(SETUP), "{}", show(&out));
}

/// One gradient step of loss(w) = sum((w - x)^2) with a learning rate of
/// -1e30: the loss is finite at step 1 and overflows to +inf from step 2.
fn diverging_step(root: &Path, id: &str) {
    let d = root.join(id);
    std::fs::create_dir_all(&d).unwrap();
    let program = "module @train_step {
  func.func public @main(%w: tensor<4xf32> {tf.aliasing_output = 1 : i32}, %x: tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>) {
    %d = stablehlo.subtract %w, %x : tensor<4xf32>
    %sq = stablehlo.multiply %d, %d : tensor<4xf32>
    %zero = stablehlo.constant dense<0.0> : tensor<f32>
    %loss = stablehlo.reduce(%sq init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %lr = stablehlo.constant dense<-1.0e30> : tensor<4xf32>
    %g = stablehlo.multiply %lr, %d : tensor<4xf32>
    %w2 = stablehlo.subtract %w, %g : tensor<4xf32>
    return %loss, %w2 : tensor<f32>, tensor<4xf32>
  }
}
";
    std::fs::write(d.join("model.mlir"), program).unwrap();
    let manifest = format!(
        "id = \"{id}\"\nfamily = \"mlp\"\nseed = 11\n\n[[arguments]]\nname = \"w\"\nshape = [4]\ndtype = \"f32\"\nrole = \"weight\"\nfill = \"normal(1.0)\"\n\n[[arguments]]\nname = \"x\"\nshape = [4]\ndtype = \"f32\"\nrole = \"data\"\n\n[[outputs]]\nname = \"loss\"\nshape = []\ndtype = \"f32\"\n\n[[outputs]]\nname = \"w\"\nshape = [4]\ndtype = \"f32\"\n"
    );
    std::fs::write(d.join("model.toml"), manifest).unwrap();
}

/// Row 1. Before: a training step whose loss goes NaN or Inf was a `crash`
/// row ("worker protocol error: invalid type: null"): the loss curve did not
/// survive the worker's JSON, so `--retries` reran it, an expected
/// `fail-run` never matched. Now the curve keeps its NaN and Inf, the row is
/// the finite-output rule's `fail-run`, it is not retried, and an expected
/// `fail-run` matches it (`xfail`).
#[test]
fn row01_a_training_loss_that_goes_nan_or_inf_is_judged_not_a_crash() {
    let tmp = tempfile::tempdir().unwrap();
    let t = tmp.path();
    let suite = t.join("steps");
    diverging_step(&suite, "blows-up");
    let run_dir = t.join("run");
    let out =
        tpu_compat(&t.join("cache")).args(["run", p(&suite), "--steps", "4", "--retries", "2", "--run-dir", p(&run_dir)]).output().unwrap();
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    let rows = rows(&run_dir);
    assert_eq!(rows.len(), 1, "a judged row is not retried: {rows:#?}");
    let row = &rows[0];
    assert_eq!(row.status, Status::FailRun, "{row:#?}");
    let err = row.error.as_deref().unwrap_or_default();
    assert!(err.contains("non-finite") && !err.contains("protocol"), "{err}");
    let curve = &row.training.as_ref().expect("the loss curve is kept").device;
    assert_eq!(curve.len(), 4, "{curve:?}");
    assert!(curve[0].is_finite() && curve[1..].iter().all(|l| *l == f64::INFINITY), "{curve:?}");
    // The journal spells them as names (NaN as "NaN": results::metrics' unit tests), and `report` reads them back.
    let journal = std::fs::read_to_string(run_dir.join("results.jsonl")).unwrap();
    assert!(journal.contains("\"device\":[3.") && journal.contains(",\"inf\""), "{journal}");
    let out = tpu(t, &["report", p(&run_dir), "--format", "json"]);
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));

    // Expected to fail this way: xfail, exit 0.
    let expected = t.join("expected.toml");
    std::fs::write(&expected, "[definitions.blows-up]\nstatus = \"fail-run\"\nreason = \"the learning rate diverges\"\n").unwrap();
    let again = t.join("again");
    let out = tpu_compat(&t.join("cache"))
        .args(["run", p(&suite), "--steps", "4", "--expected", p(&expected), "--run-dir", p(&again)])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    assert_eq!(common::rows(&again)[0].status, Status::Xfail);
}

const TANH: &str = "module @m {\n  func.func public @main(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {\n    %0 = stablehlo.tanh %x : tensor<2x3xf32>\n    return %0 : tensor<2x3xf32>\n  }\n}\n";

fn write_tensors(path: &Path, tensors: &[(&str, &runtime::HostTensor)]) {
    let named: Vec<(String, &runtime::HostTensor)> = tensors.iter().map(|(n, t)| (n.to_string(), *t)).collect();
    runtime::tensors_file::write(path, &named, &Default::default()).unwrap();
}

/// Row 3. Before: an imported suite whose `store/` was deleted or emptied
/// was silently run as the no-crash check: a parity failure became "2/2
/// passed", exit 0. Now the import records its store
/// (`baseline-store.json`) and a run judges against it, present or not:
/// every definition without its baseline is `missing-baseline`, exit 1.
#[test]
fn row03_an_imported_suite_without_its_store_is_missing_baseline() {
    let tmp = tempfile::tempdir().unwrap();
    let t = tmp.path();
    std::fs::write(t.join("tanh.mlir"), TANH).unwrap();
    let x = runtime::HostTensor::from_slice(&[2, 3], &[0.1f32, -0.2, 0.3, -0.4, 0.5, -0.6]).unwrap();
    write_tensors(&t.join("inputs.safetensors"), &[("arg0", &x)]);
    let out =
        tpu(t, &["exec", p(&t.join("tanh.mlir")), "--inputs", p(&t.join("inputs.safetensors")), "--out", p(&t.join("y.safetensors"))]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let (y, _) = runtime::tensors_file::read(&t.join("y.safetensors")).unwrap();
    let y = y.into_iter().next().unwrap().1;
    write_tensors(&t.join("good.safetensors"), &[("out0", &y)]);
    let shifted: Vec<f32> = y.to_vec::<f32>().unwrap().iter().map(|v| v + 0.5).collect();
    write_tensors(&t.join("bad.safetensors"), &[("out0", &runtime::HostTensor::from_slice(&[2, 3], &shifted).unwrap())]);
    let suite = t.join("suite");
    let (program, inputs) = (t.join("tanh.mlir"), t.join("inputs.safetensors"));
    for (id, expected) in [("right", "good.safetensors"), ("wrong", "bad.safetensors")] {
        let expected = t.join(expected);
        let out = tpu(t, &["import", p(&program), "--inputs", p(&inputs), "--expected", p(&expected), "--out", p(&suite), "--id", id]);
        assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    }
    let record = std::fs::read_to_string(suite.join("baseline-store.json")).unwrap();
    assert!(record.contains("\"../store\""), "{record}");
    let run = |name: &str| {
        let run_dir = t.join(name);
        let out = tpu(t, &["run", p(&suite), "--run-dir", p(&run_dir)]);
        (out, common::statuses(&rows(&run_dir)))
    };
    let (out, got) = run("with-store");
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    assert_eq!((got["right"], got["wrong"]), (Status::Pass, Status::FailParity), "{}", show(&out));

    // The store emptied, then deleted: missing-baseline, never "2/2 passed".
    let store = t.join("store");
    std::fs::remove_dir_all(&store).unwrap();
    std::fs::create_dir_all(&store).unwrap();
    for name in ["empty-store", "no-store"] {
        let (out, got) = run(name);
        assert_eq!(out.status.code(), Some(1), "{}", show(&out));
        assert_eq!((got["right"], got["wrong"]), (Status::MissingBaseline, Status::MissingBaseline), "{}", show(&out));
        assert!(
            String::from_utf8_lossy(&out.stderr).contains("holds no suite folder: every definition is missing-baseline"),
            "{}",
            show(&out)
        );
        let _ = std::fs::remove_dir_all(&store);
    }
    // A record that does not read is named, not ignored.
    std::fs::write(suite.join("baseline-store.json"), "{\"stor\": 1}").unwrap();
    let out = tpu(t, &["run", p(&suite), "--run-dir", p(&t.join("damaged"))]);
    assert_setup_error(&out, &[p(&suite.join("baseline-store.json")), "not a baseline-store record"]);
}

/// `exec` contains a crash as `run` does. Before: `exec` of a program that
/// crashes the plugin killed `tpu-compat` itself (SIGSEGV, exit 139, no
/// message). Now the work runs in a child process: its death is an error
/// naming the signal and the stage, exit 3.
#[test]
fn exec_names_a_plugin_crash_with_its_signal_and_stage_and_exits_3() {
    let tmp = tempfile::tempdir().unwrap();
    let t = tmp.path();
    for (marker, signal, stage) in [("segfault@compile", "SIGSEGV", "while compiling"), ("abort@execute", "SIGABRT", "while executing")] {
        let program = t.join(format!("{}.mlir", marker.replace('@', "-")));
        std::fs::write(&program, format!("// tpu-compat-fault: {marker}\n{TANH}")).unwrap();
        let out = tpu_compat(&t.join("cache")).arg("exec").arg(&program).arg("--device").arg(fault_plugin()).output().unwrap();
        assert_eq!(out.status.code(), Some(3), "{}", show(&out));
        let stderr = String::from_utf8_lossy(&out.stderr);
        for f in [p(&program), signal, stage, "the plugin crashed on this program"] {
            assert!(stderr.contains(f), "stderr lacks `{f}`: {}", show(&out));
        }
    }
    // A program that runs still prints its outputs and exits 0; a setup error is still exit 2.
    let ok = t.join("ok.mlir");
    std::fs::write(&ok, TANH).unwrap();
    let out = tpu_compat(&t.join("cache")).arg("exec").arg(&ok).arg("--device").arg(fault_plugin()).output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    assert!(String::from_utf8_lossy(&out.stdout).contains("out0  f32[2,3]"), "{}", show(&out));
    let out = tpu(t, &["exec", p(&t.join("missing.mlir"))]);
    assert_setup_error(&out, &["missing.mlir", "cannot read the program"]);
}

/// An integer output is compared exactly (atol = rtol = 0). Before: its
/// failure printed the margin as f64::MAX written out, 309 digits
/// (`margin 1797693134862315708…`). Now: `margin inf` with the reason.
#[test]
fn an_exact_integer_comparison_prints_its_margin_as_inf() {
    let tmp = tempfile::tempdir().unwrap();
    let t = tmp.path();
    let suite = t.join("ints");
    let d = suite.join("double");
    std::fs::create_dir_all(&d).unwrap();
    std::fs::write(
        d.join("model.mlir"),
        "module @m {\n  func.func public @main(%x: tensor<2x3xi32>) -> tensor<2x3xi32> {\n    %0 = stablehlo.add %x, %x : tensor<2x3xi32>\n    return %0 : tensor<2x3xi32>\n  }\n}\n",
    )
    .unwrap();
    std::fs::write(
        d.join("model.toml"),
        "id = \"double\"\nfamily = \"mlp\"\nseed = 3\n\n[[arguments]]\nname = \"x\"\nshape = [2, 3]\ndtype = \"i32\"\nrole = \"data\"\n\n[[outputs]]\nname = \"y\"\nshape = [2, 3]\ndtype = \"i32\"\n",
    )
    .unwrap();
    let store = t.join("store");
    let out = tpu(t, &["baseline", "record", p(&suite), "--out", p(&store)]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let s = baselines::Store::new(&store);
    let mut b = s.load("ints", "double").unwrap();
    let mut v = b.outputs[0].to_vec::<i32>().unwrap();
    v[0] += 1;
    b.outputs[0] = runtime::HostTensor::from_slice(&[2, 3], &v).unwrap();
    s.write("ints", &b).unwrap();
    let run_dir = t.join("run");
    let out = tpu(t, &["run", p(&suite), "--baselines", p(&store), "--run-dir", p(&run_dir)]);
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    let row = &rows(&run_dir)[0];
    assert_eq!(row.status, Status::FailParity, "{row:#?}");
    let err = row.error.as_deref().unwrap();
    assert!(err.contains("margin inf (a difference where the bound is 0: an exact comparison)"), "{err}");
    assert!(!err.contains("17976931348623157"), "{err}");
}

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// Row 11. Before: `mhlo.num_partitions = 0` or `-4` ran on one device and
/// passed (the count was read as "no count"); `exec` of an 8-device
/// program ran it on one device, exit 0. Now a count that is not a whole
/// number of 1 or more is a failure naming it, and `exec` refuses a
/// program for several devices, exit 2.
#[test]
fn row11_device_counts_are_read_strictly_by_run_and_exec() {
    let tmp = tempfile::tempdir().unwrap();
    let t = tmp.path();
    let suite = t.join("counts");
    for (id, count) in [("zero", "0"), ("negative", "-4")] {
        definition(&suite, id, None);
        let program = suite.join(id).join("model.mlir");
        let text = std::fs::read_to_string(&program).unwrap();
        std::fs::write(&program, text.replace("module @m {", &format!("module @m attributes {{mhlo.num_partitions = {count} : i32}} {{")))
            .unwrap();
        let out = tpu(t, &["exec", p(&program)]);
        assert_setup_error(&out, &[p(&program), &format!("mhlo.num_partitions = {count}"), "a whole number of 1 or more"]);
    }
    let run_dir = t.join("run");
    let out = tpu(t, &["run", p(&suite), "--run-dir", p(&run_dir)]);
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    for r in rows(&run_dir) {
        assert_eq!(r.status, Status::FailRun, "{r:#?}");
        assert!(r.error.as_deref().unwrap_or_default().contains("mhlo.num_partitions ="), "{r:#?}");
    }
    let eight = repo().join("harness/tests/data/sharded/jit8/model.mlir");
    let out = tpu(t, &["exec", p(&eight)]);
    assert_setup_error(&out, &["jit8/model.mlir", "declares 8 devices", "exec runs a program on one device"]);
}

/// Copies `harness/tests/data/sharded/jit4` to `root/<id>`, with `edit`
/// applied to its program and `manifest` to its model.toml.
fn jit4_variant(root: &Path, id: &str, edit: &[(&str, &str)], manifest: &[(&str, &str)]) -> PathBuf {
    let src = repo().join("harness/tests/data/sharded/jit4");
    let d = root.join(id);
    std::fs::create_dir_all(&d).unwrap();
    let mut program = std::fs::read_to_string(src.join("model.mlir")).unwrap();
    for (from, to) in edit {
        assert!(program.contains(from), "{from}");
        program = program.replace(from, to);
    }
    let mut toml = std::fs::read_to_string(src.join("model.toml")).unwrap().replace("id = \"sharded-jit4\"", &format!("id = \"{id}\""));
    for (from, to) in manifest {
        assert!(toml.contains(from), "{from}");
        toml = toml.replacen(from, to, 1);
    }
    std::fs::write(d.join("model.mlir"), program).unwrap();
    std::fs::write(d.join("model.toml"), toml).unwrap();
    d
}

/// Row 16. Before: a sharding its dimension does not divide, a sharding of
/// another rank, a mesh other than `num_partitions`, a sharded dynamic
/// dimension reached the plugin and came back as device failures. Now each
/// is refused at load naming the argument (a `fail-run` row at stage
/// `load`; exit 2 from `exec`), and the plugin never sees it.
#[test]
fn row16_bad_shardings_are_refused_at_load_naming_the_argument() {
    let tmp = tempfile::tempdir().unwrap();
    let t = tmp.path();
    let suite = t.join("layouts");
    // (id, program edits, manifest edits, the refusal's words)
    type Case<'a> = (&'a str, Vec<(&'a str, &'a str)>, Vec<(&'a str, &'a str)>, &'a str);
    let cases: [Case; 3] = [
        (
            "non-dividing",
            vec![
                ("%x: tensor<8x4xf32>", "%x: tensor<10x4xf32>"),
                ("(tensor<8x4xf32>, tensor<4x3xf32>) -> tensor<8x3xf32>", "(tensor<10x4xf32>, tensor<4x3xf32>) -> tensor<10x3xf32>"),
                ("%1 = stablehlo.tanh %0 : tensor<8x3xf32>", "%1 = stablehlo.tanh %0 : tensor<10x3xf32>"),
                ("(tensor<8x4xf32>, tensor<f32>)", "(tensor<10x4xf32>, tensor<f32>)"),
                ("-> (tensor<8x3xf32>", "-> (tensor<10x3xf32>"),
                ("return %1, %2 : tensor<8x3xf32>", "return %1, %2 : tensor<10x3xf32>"),
            ],
            vec![("shape = [8, 4]", "shape = [10, 4]"), ("shape = [8, 3]", "shape = [10, 3]")],
            "@main's argument 0 (f32[10,4]): dimension 0 of size 10 is not divisible by the 4 tiles",
        ),
        (
            "rank-mismatch",
            vec![(
                "%w: tensor<4x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}",
                "%w: tensor<4x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{\"d\"}, {}, {}]>}",
            )],
            vec![],
            "@main's argument 1 (f32[4,3]): its sharding has 3 dimensions, the array has rank 2",
        ),
        ("mesh-size", vec![("<[\"d\"=4]>", "<[\"d\"=8]>")], vec![], "sdy.mesh @mesh has 8 devices, but the module declares 4"),
    ];
    for (id, edit, manifest, _) in &cases {
        jit4_variant(&suite, id, edit, manifest);
    }
    let run_dir = t.join("run");
    let out = tpu_compat(&t.join("cache"))
        .args(["run", p(&suite), "--run-dir", p(&run_dir)])
        .arg("--device")
        .arg(fault_plugin())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    let rows = rows(&run_dir);
    for (id, _, _, message) in &cases {
        let r = rows.iter().find(|r| r.id == *id).unwrap_or_else(|| panic!("no row for {id}: {}", show(&out)));
        assert_eq!((r.status, r.stage), (Status::FailRun, results::Stage::Load), "{r:#?}");
        assert!(r.error.as_deref().unwrap_or_default().contains(message), "{id}: {r:#?}");
        let out = tpu(t, &["exec", p(&suite.join(id).join("model.mlir"))]);
        assert_setup_error(&out, &[message]);
    }
    // A shape-polymorphic program (`?`) whose dynamic dimension is sharded.
    let poly = jit4_variant(&suite, "poly", &[("%x: tensor<8x4xf32>", "%x: tensor<?x4xf32>")], &[]);
    let out = tpu(t, &["exec", p(&poly.join("model.mlir"))]);
    assert_setup_error(&out, &["@main's argument 0 (f32[?,4]): dimension 0 is dynamic (`?`) and sharded 4 ways"]);
}

/// Row 12. Before: a `[dynamic]` bound of 32 on a 16-wide program "passed"
/// lengths 20 and 32; a bound of 99999999999 made the worker spin until
/// `--timeout` or abort allocating 800 GB. Now the bound is checked against
/// the padded shape when model.toml is read: exit 2 naming the file.
#[test]
fn row12_a_dynamic_bound_must_be_the_padded_size() {
    let tmp = tempfile::tempdir().unwrap();
    let t = tmp.path();
    for bound in ["32", "99999999999"] {
        let suite = t.join(format!("bounded-{bound}"));
        let d = suite.join("sum");
        std::fs::create_dir_all(&d).unwrap();
        std::fs::write(
            d.join("model.mlir"),
            "module @m {\n  func.func public @main(%x: tensor<1x16xf32>, %len: tensor<i32>) -> tensor<1x16xf32> {\n    %0 = stablehlo.tanh %x : tensor<1x16xf32>\n    return %0 : tensor<1x16xf32>\n  }\n}\n",
        )
        .unwrap();
        std::fs::write(
            d.join("model.toml"),
            format!("id = \"sum\"\nfamily = \"mlp\"\nseed = 1\n\n[[arguments]]\nname = \"x\"\nshape = [1, 16]\ndtype = \"f32\"\nrole = \"data\"\n\n[[arguments]]\nname = \"len\"\nshape = []\ndtype = \"i32\"\nrole = \"data\"\n\n[[outputs]]\nname = \"y\"\nshape = [1, 16]\ndtype = \"f32\"\n\n[dynamic]\nbound = {bound}\nlength_argument = \"len\"\n"),
        )
        .unwrap();
        let out = tpu(t, &["run", p(&suite), "--lengths", "all", "--run-dir", p(&t.join(format!("run-{bound}"))), "--timeout", "20s"]);
        assert_setup_error(
            &out,
            &["model.toml", &format!("[dynamic]: bound {bound} is not a dimension of any data argument (`x` [1, 16])")],
        );
    }
}

/// Row 15. Before: `show` of a program in MLIR's pretty form (every
/// jax.export, torch_xla or hand-written one) counted 0 ops (the histogram
/// read only the generic `"stablehlo.add"(...)` form). Now both forms count.
#[test]
fn row15_show_counts_ops_in_the_pretty_form() {
    let tmp = tempfile::tempdir().unwrap();
    let t = tmp.path();
    let jit4 = repo().join("harness/tests/data/sharded/jit4");
    let out = tpu(t, &["show", p(&jit4)]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("ops (4 distinct, 4 total):"), "{stdout}");
    for op in ["stablehlo.dot_general", "stablehlo.tanh", "stablehlo.constant", "stablehlo.reduce"] {
        assert!(stdout.lines().any(|l| l.trim_start().starts_with(op) && l.trim_end().ends_with(" 1")), "{op}: {stdout}");
    }
    // The generic form still counts, and a comment naming an op is no op.
    let generic = t.join("generic");
    definition(&generic, "g", Some("add:1e-3@stablehlo.tanh#1"));
    let program = generic.join("g/model.mlir");
    let text = std::fs::read_to_string(&program)
        .unwrap()
        .replace("stablehlo.tanh %x : tensor<2x3xf32>", "\"stablehlo.tanh\"(%x) : (tensor<2x3xf32>) -> tensor<2x3xf32>");
    std::fs::write(&program, text).unwrap();
    let out = tpu(t, &["show", p(&generic.join("g"))]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("ops (1 distinct, 1 total):") && stdout.contains("stablehlo.tanh"), "{}", show(&out));
}

/// Row 2. Before: `jax.export`'s default artifact (bytecode) of a 4-device
/// `jit` ran on ONE device and passed; a `shard_map` could not be imported
/// (a compile error from the plugin); a donated step ran once as a forward
/// call, no note. Now bytecode that is sharded, has collectives or donates
/// buffers is refused naming what it uses, by `import`, `run` and `exec`.
#[test]
fn row02_sharded_or_donating_bytecode_is_refused_not_run_on_one_device() {
    let tmp = tempfile::tempdir().unwrap();
    let t = tmp.path();
    let data = repo().join("harness/tests/data/bytecode");
    let x = runtime::HostTensor::from_slice(&[8, 4], &[0.5f32; 32]).unwrap();
    let w = runtime::HostTensor::from_slice(&[4, 3], &[0.25f32; 12]).unwrap();
    let inputs = t.join("inputs.safetensors");
    write_tensors(&inputs, &[("arg0", &x), ("arg1", &w)]);
    let x_only = t.join("x.safetensors");
    write_tensors(&x_only, &[("arg0", &x)]);
    let wx = t.join("wx.safetensors");
    write_tensors(&wx, &[("arg0", &w), ("arg1", &x)]);
    for (file, given, uses) in
        [("jit4", &inputs, "`sdy.sharding`"), ("shard-map4", &x_only, "`manual_computation`"), ("step", &wx, "`tf.aliasing_output`")]
    {
        let program = data.join(format!("{file}.mlirbc"));
        let out = tpu(t, &["import", p(&program), "--inputs", p(given), "--out", p(&t.join("imported")), "--id", file]);
        assert_setup_error(&out, &[p(&program), "MLIR bytecode that uses", uses, "exported.mlir_module()"]);
        assert!(!t.join("imported").join(file).exists(), "nothing imported");
        let out = tpu(t, &["exec", p(&program), "--inputs", p(given)]);
        assert_setup_error(&out, &[p(&program), uses]);
    }
    // As a definition folder of its own: a failed row naming it, never a pass on one device.
    let suite = t.join("bc");
    let d = jit4_variant(&suite, "jit4-bytecode", &[], &[]);
    std::fs::copy(data.join("jit4.mlirbc"), d.join("model.mlir")).unwrap();
    let toml = std::fs::read_to_string(d.join("model.toml")).unwrap();
    let cut = toml.find("\n[[outputs]]\nname = \"colsum\"").unwrap();
    std::fs::write(d.join("model.toml"), &toml[..cut + 1]).unwrap();
    let run_dir = t.join("run");
    let out = tpu(t, &["run", p(&suite), "--run-dir", p(&run_dir)]);
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    let r = &rows(&run_dir)[0];
    assert_eq!((r.status, r.stage), (Status::FailRun, results::Stage::Load), "{r:#?}");
    assert!(r.error.as_deref().unwrap_or_default().contains("`sdy.sharding`"), "{r:#?}");

    // `--numerics` on bytecode was `fail-compile` for every definition: now refused up front, naming the file.
    let plain = t.join("plain-bc");
    definition(&plain, "dense", None);
    std::fs::copy(repo().join("harness/tests/data/jax_export_dense.mlirbc"), plain.join("dense/model.mlir")).unwrap();
    let out = tpu(t, &["run", p(&plain), "--numerics", "tpu-default", "--run-dir", p(&t.join("numerics"))]);
    assert_setup_error(&out, &["--numerics tpu-default", "dense/model.mlir is MLIR bytecode"]);
    assert!(!t.join("numerics").exists());
}

/// Row 7. Before: a folder of your own named `hf` (or `ops`, `spmd`)
/// inherited that tier's expected failures: a real failure was `xfail`,
/// exit 0, and run.json recorded no expected file. Now a tier's committed
/// expected results apply to that tier alone; run.json records the file
/// applied (none here), and `expected update` will not write the folder's
/// failures into the tier's file.
#[test]
fn row07_a_folder_named_like_a_tier_does_not_inherit_its_expected_failures() {
    let tmp = tempfile::tempdir().unwrap();
    let t = tmp.path();
    let suite = t.join("hf");
    // An id the hf tier expects to fail parity, failing parity here for a reason of its own.
    definition(&suite, "afmoe-causal-lm", Some("scale:0.05@tanh#1"));
    let store = t.join("store");
    let out = tpu(t, &["baseline", "record", p(&suite), "--out", p(&store)]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let run_dir = t.join("run");
    let out = tpu_compat(&t.join("cache"))
        .args(["run", p(&suite), "--baselines", p(&store), "--run-dir", p(&run_dir)])
        .arg("--device")
        .arg(fault_plugin())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    assert_eq!(rows(&run_dir)[0].status, Status::FailParity, "{}", show(&out));
    let info: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(run_dir.join("run.json")).unwrap()).unwrap();
    assert_eq!(info["expected_file"], serde_json::Value::Null, "{info}");
    let out = tpu(t, &["expected", "update", p(&run_dir)]);
    assert_setup_error(&out, &["a suite of your own, not a tier", "--out FILE"]);
    // Given on purpose, an expected file applies and is recorded.
    let expected = t.join("mine.toml");
    std::fs::write(&expected, "[definitions.afmoe-causal-lm]\nstatus = \"fail-parity\"\nreason = \"planted\"\n").unwrap();
    let again = t.join("again");
    let out = tpu_compat(&t.join("cache"))
        .args(["run", p(&suite), "--baselines", p(&store), "--expected", p(&expected), "--run-dir", p(&again)])
        .arg("--device")
        .arg(fault_plugin())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    assert_eq!(rows(&again)[0].status, Status::Xfail);
    let info: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(again.join("run.json")).unwrap()).unwrap();
    assert_eq!(info["expected_file"], serde_json::json!(p(&expected)), "{info}");
}

/// One SGD step with its state aliased (`tf.aliasing_output`), a weight of
/// 4 elements: under `fsdp` over 2 devices the weight is split.
fn sgd_step(root: &Path, id: &str, module_attrs: &str) {
    let d = root.join(id);
    std::fs::create_dir_all(&d).unwrap();
    let program = format!(
        "module @train_step{module_attrs} {{
  func.func public @main(%w: tensor<4xf32> {{tf.aliasing_output = 1 : i32}}, %x: tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>) {{
    %d = stablehlo.subtract %w, %x : tensor<4xf32>
    %sq = stablehlo.multiply %d, %d : tensor<4xf32>
    %zero = stablehlo.constant dense<0.0> : tensor<f32>
    %loss = stablehlo.reduce(%sq init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %lr = stablehlo.constant dense<0.2> : tensor<4xf32>
    %g = stablehlo.multiply %lr, %d : tensor<4xf32>
    %w2 = stablehlo.subtract %w, %g : tensor<4xf32>
    return %loss, %w2 : tensor<f32>, tensor<4xf32>
  }}
}}
"
    );
    std::fs::write(d.join("model.mlir"), program).unwrap();
    std::fs::write(
        d.join("model.toml"),
        format!("id = \"{id}\"\nfamily = \"mlp\"\nseed = 11\n\n[[arguments]]\nname = \"w\"\nshape = [4]\ndtype = \"f32\"\nrole = \"weight\"\nfill = \"normal(1.0)\"\n\n[[arguments]]\nname = \"x\"\nshape = [4]\ndtype = \"f32\"\nrole = \"data\"\n\n[[outputs]]\nname = \"loss\"\nshape = []\ndtype = \"f32\"\n\n[[outputs]]\nname = \"w\"\nshape = [4]\ndtype = \"f32\"\n"),
    )
    .unwrap();
}

/// Row 4. Before: `--spmd` broke every single result written without
/// parentheses (`custom op 'sdy.sharding' is unknown`), refused every
/// jax.export program (`mhlo.num_partitions = 1` read as already sharded),
/// and under `fsdp` split a training step's aliased state while declaring
/// the output replicated; all recorded as device failures. Now all three
/// run and pass over 2 devices.
#[test]
fn row04_spmd_annotates_programs_the_zoo_did_not_write() {
    let tmp = tempfile::tempdir().unwrap();
    let t = tmp.path();
    let suite = t.join("mine");
    // `-> tensor<2x3xf32>`: one result, no parentheses.
    definition(&suite, "bare-result", None);
    // What jax.export writes on the module of a one-device program.
    definition(&suite, "jax-export", None);
    let program = suite.join("jax-export/model.mlir");
    let text = std::fs::read_to_string(&program).unwrap();
    std::fs::write(
        &program,
        text.replace("module @m {", "module @m attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {"),
    )
    .unwrap();
    sgd_step(&suite, "sgd-step", "");
    for strategy in ["dp", "fsdp"] {
        let run_dir = t.join(format!("run-{strategy}"));
        let out = tpu_compat(&t.join("cache"))
            .args(["run", p(&suite), "--spmd", strategy, "--devices", "2", "--steps", "3", "--run-dir", p(&run_dir)])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0), "{strategy}: {}", show(&out));
        let got = common::statuses(&rows(&run_dir));
        for id in ["bare-result", "jax-export", "sgd-step"] {
            assert_eq!(got[id], Status::Pass, "{strategy} {id}: {}", show(&out));
        }
    }
    // A program that declares several devices is still refused, naming them.
    let other = t.join("declared");
    definition(&other, "four", None);
    let program = other.join("four/model.mlir");
    let text = std::fs::read_to_string(&program).unwrap();
    std::fs::write(&program, text.replace("module @m {", "module @m attributes {mhlo.num_partitions = 4 : i32} {")).unwrap();
    let run_dir = t.join("run-declared");
    let out = tpu(t, &["run", p(&other), "--spmd", "dp", "--devices", "2", "--run-dir", p(&run_dir)]);
    assert_ne!(out.status.code(), Some(0), "{}", show(&out));
}

/// `<root>/b/`: a bounded definition of its own (bound 16, length argument `len`).
fn bounded_definition(root: &Path) {
    let d = root.join("b");
    std::fs::create_dir_all(&d).unwrap();
    std::fs::write(d.join("model.mlir"), "module @m {\n  func.func public @main(%x: tensor<1x16xf32>, %len: tensor<i32>) -> tensor<1x16xf32> {\n    %0 = stablehlo.tanh %x : tensor<1x16xf32>\n    return %0 : tensor<1x16xf32>\n  }\n}\n").unwrap();
    std::fs::write(d.join("model.toml"), "id = \"b\"\nfamily = \"mlp\"\nseed = 1\n\n[[arguments]]\nname = \"x\"\nshape = [1, 16]\ndtype = \"f32\"\nrole = \"data\"\n\n[[arguments]]\nname = \"len\"\nshape = []\ndtype = \"i32\"\nrole = \"data\"\n\n[[outputs]]\nname = \"y\"\nshape = [1, 16]\ndtype = \"f32\"\n\n[dynamic]\nbound = 16\nlength_argument = \"len\"\n").unwrap();
}

/// Row 17, the small ones, each before → after.
#[test]
fn row17_small_ones() {
    let tmp = tempfile::tempdir().unwrap();
    let t = tmp.path();

    // `baseline record` of a bounded definition wrote `<id>.safetensors`, which no sweep reads: now refused.
    let bounded = t.join("bounded");
    bounded_definition(&bounded);
    let store = t.join("store");
    let out = tpu(t, &["baseline", "record", p(&bounded), "--out", p(&store)]);
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    assert!(String::from_utf8_lossy(&out.stderr).contains("b.len<L>"), "{}", show(&out));
    assert!(!store.join("bounded").join("b.safetensors").exists());

    // `--program decode` was ignored on a folder suite: now refused.
    let out = tpu(t, &["run", p(&bounded), "--program", "decode", "--run-dir", p(&t.join("decode"))]);
    assert_setup_error(&out, &["--program decode", "is a folder of definitions"]);
    assert!(!t.join("decode").exists());

    // A complete last journal row with an unknown value was cut by --resume as "killed mid-line": now an error.
    let suite = t.join("s");
    definition(&suite, "a", None);
    definition(&suite, "b", None);
    let run_dir = t.join("run");
    assert_eq!(tpu(t, &["run", p(&suite), "--run-dir", p(&run_dir)]).status.code(), Some(0));
    let journal = run_dir.join("results.jsonl");
    let text = std::fs::read_to_string(&journal).unwrap();
    let last = text.lines().last().unwrap().replace("\"status\":\"pass\"", "\"status\":\"pass-ish\"");
    let damaged = format!("{}\n{last}\n", text.lines().next().unwrap());
    std::fs::write(&journal, &damaged).unwrap();
    let out = tpu(t, &["run", p(&suite), "--run-dir", p(&run_dir), "--resume"]);
    assert_setup_error(&out, &["results.jsonl: line 2 is not a result row", "a complete record this version cannot read"]);
    assert_eq!(std::fs::read_to_string(&journal).unwrap(), damaged, "nothing cut");
    let out = tpu(t, &["report", p(&run_dir)]);
    assert_setup_error(&out, &["line 2 is not a result row"]);
    std::fs::write(&journal, text).unwrap();

    // `--vs` across different --steps: refused (loss@K of other trajectories).
    let steps = t.join("steps");
    sgd_step(&steps, "sgd", "");
    let (three, five) = (t.join("three"), t.join("five"));
    assert_eq!(tpu(t, &["run", p(&steps), "--steps", "3", "--run-dir", p(&three)]).status.code(), Some(0));
    assert_eq!(tpu(t, &["run", p(&steps), "--steps", "5", "--run-dir", p(&five)]).status.code(), Some(0));
    let out = tpu(t, &["report", p(&five), "--vs", p(&three)]);
    assert_setup_error(&out, &["--vs: ", "steps `3`", "steps `5`", "not comparable"]);

    // Progress said `crash 1` for an `oom` row: now `oom 1`.
    let oom = t.join("oom");
    definition(&oom, "big", Some("oom@execute"));
    let out = tpu_compat(&t.join("cache"))
        .args(["run", p(&oom), "--run-dir", p(&t.join("oom-run"))])
        .arg("--device")
        .arg(fault_plugin())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("pass 0 fail 0 crash 0 oom 1 timeout 0"), "{}", show(&out));

    // `--help > /dev/full` exited 0: now exit 4, as every other output onto a full disk.
    let full = std::fs::OpenOptions::new().write(true).open("/dev/full").unwrap();
    let out = tpu_compat(&t.join("cache")).arg("--help").stdout(full).output().unwrap();
    assert_eq!(out.status.code(), Some(4), "{}", show(&out));
    let out = tpu(t, &["--help"]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let out = tpu(t, &["run", "--no-such-flag"]);
    assert_eq!(out.status.code(), Some(2), "{}", show(&out));
}

/// Row 17. Before: a bounded definition run with a store lacking a
/// length's `<id>.len<L>` was `fail-run` at that length (as if the program
/// had failed). Now an absent or corrupt length baseline is
/// `missing-baseline`, naming the file; the program still ran there.
#[test]
fn row17_a_missing_length_baseline_is_missing_baseline() {
    let tmp = tempfile::tempdir().unwrap();
    let t = tmp.path();
    let suite = t.join("bounded");
    bounded_definition(&suite);
    let store = t.join("store");
    std::fs::create_dir_all(store.join("bounded")).unwrap();
    std::fs::write(store.join("bounded").join("b.len16.safetensors"), b"not safetensors").unwrap();
    let run_dir = t.join("run");
    let out = tpu(t, &["run", p(&suite), "--baselines", p(&store), "--lengths", "4,16", "--run-dir", p(&run_dir)]);
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    let rows = rows(&run_dir);
    assert_eq!(rows.len(), 2, "{}", show(&out));
    for (length, words) in [(4, "b.len4.safetensors: no baseline recorded"), (16, "b.len16.safetensors: corrupt baseline")] {
        let r = rows.iter().find(|r| r.length == Some(length)).unwrap_or_else(|| panic!("no row at {length}: {}", show(&out)));
        assert_eq!(r.status, Status::MissingBaseline, "{r:#?}");
        let error = r.error.as_deref().unwrap_or_default();
        assert!(error.starts_with(&format!("length {length}: ")) && error.contains(words), "{error}");
        assert!(r.timings.execute_ms > 0.0, "the program still ran at length {length}: {r:#?}");
    }
}

/// Row 17. Before: op-tier rows after a pack's first said `cached: true`
/// (they reused the pack's execution), under `--no-cache` too. Now a row
/// says cached only when the pack's compile came from the compile cache.
#[test]
fn row17_op_rows_say_cached_only_when_the_compile_came_from_the_cache() {
    let tmp = tempfile::tempdir().unwrap();
    let t = tmp.path();
    let go = |name: &str, extra: &[&str]| {
        let run_dir = t.join(name);
        let out = tpu(
            t,
            &[&["run", "ops", "--jobs", "1", "--filter", "^op-add-.*f32-[0-9x]+-normal$", "--run-dir", p(&run_dir)][..], extra].concat(),
        );
        assert_eq!(out.status.code(), Some(0), "{}", show(&out));
        let rows = rows(&run_dir);
        assert!(rows.len() >= 2, "one pack of several cases: {}", show(&out));
        rows.iter().map(|r| r.cached).collect::<Vec<bool>>()
    };
    let cold = go("cold", &[]);
    assert!(cold.iter().all(|c| !c), "a cold cache compiles: {cold:?}");
    let uncached = go("no-cache", &["--no-cache"]);
    assert!(uncached.iter().all(|c| !c), "--no-cache: {uncached:?}");
    let warm = go("warm", &[]);
    assert!(warm.iter().all(|c| *c), "served from the cache: {warm:?}");
}

/// Row 17. Before: `import --id X --out SUITE` (or `--batch`) where SUITE
/// held `X` from another source folder overwrote it file by file. Now it is
/// refused naming both (exit 2, nothing written); importing the same
/// program again refreshes it, and `--replace` overwrites explicitly.
#[test]
fn row17_an_imported_id_colliding_with_another_folders_is_refused() {
    let tmp = tempfile::tempdir().unwrap();
    let t = tmp.path();
    let x = runtime::HostTensor::from_slice(&[2, 3], &[0.1f32, -0.2, 0.3, -0.4, 0.5, -0.6]).unwrap();
    let (a, b) = (t.join("a").join("tanh"), t.join("b").join("tanh"));
    for dir in [&a, &b] {
        std::fs::create_dir_all(dir).unwrap();
        std::fs::write(dir.join("model.mlir"), TANH).unwrap();
        write_tensors(&dir.join("inputs.safetensors"), &[("arg0", &x)]);
    }
    let suite = t.join("suite");
    let import = |from: &Path, extra: &[&str]| {
        let program = from.join("model.mlir");
        let inputs = from.join("inputs.safetensors");
        tpu(t, &[&["import", p(&program), "--inputs", p(&inputs), "--out", p(&suite), "--id", "tanh"][..], extra].concat())
    };
    let out = import(&a, &[]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let manifest = suite.join("tanh").join("model.toml");
    let first = std::fs::read_to_string(&manifest).unwrap();
    let (from_a, from_b) = (a.join("model.mlir").canonicalize().unwrap(), b.join("model.mlir").canonicalize().unwrap());
    assert!(first.contains(&format!("imported_from = \"{}\"", from_a.display())), "{first}");

    let out = import(&b, &[]);
    assert_setup_error(&out, &[p(&suite.join("tanh")), "already holds `tanh`", p(&from_a), p(&from_b), "--replace"]);
    assert_eq!(std::fs::read_to_string(&manifest).unwrap(), first, "nothing overwritten");
    // The same program again is a re-import.
    assert_eq!(import(&a, &[]).status.code(), Some(0));
    // --batch: refused before any sub-folder is imported.
    std::fs::create_dir_all(t.join("b").join("fresh")).unwrap();
    std::fs::write(t.join("b").join("fresh").join("model.mlir"), TANH).unwrap();
    write_tensors(&t.join("b").join("fresh").join("inputs.safetensors"), &[("arg0", &x)]);
    let out = tpu(t, &["import", "--batch", p(&t.join("b")), "--out", p(&suite)]);
    assert_setup_error(&out, &["--batch", p(&from_a), p(&from_b)]);
    assert!(!suite.join("fresh").exists(), "nothing imported");
    assert_eq!(std::fs::read_to_string(&manifest).unwrap(), first, "nothing overwritten");
    // A hand-written definition of that id is not overwritten either.
    definition(&suite, "own", None);
    let own = std::fs::read_to_string(suite.join("own").join("model.toml")).unwrap();
    let out =
        tpu(t, &["import", p(&a.join("model.mlir")), "--inputs", p(&a.join("inputs.safetensors")), "--out", p(&suite), "--id", "own"]);
    assert_setup_error(&out, &["already holds `own`, not imported from", p(&from_a)]);
    assert_eq!(std::fs::read_to_string(suite.join("own").join("model.toml")).unwrap(), own);
    // --replace overwrites, explicitly.
    let out = import(&b, &["--replace"]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    assert!(std::fs::read_to_string(&manifest).unwrap().contains(&format!("imported_from = \"{}\"", from_b.display())));
}

/// Row 11. Before: `diverge` of a program declaring 8 devices on a plugin
/// with 4 failed at its first compile with PJRT's `No matching device found
/// for device_id 4`. Now it is refused before anything compiles, naming
/// both counts, as `run` refuses it.
#[test]
fn row11_diverge_refuses_a_program_for_more_devices_than_the_plugin_has() {
    let tmp = tempfile::tempdir().unwrap();
    let t = tmp.path();
    let out_dir = t.join("out");
    let out = tpu(t, &["diverge", p(&repo().join("harness/tests/data/sharded/jit8")), "--out", p(&out_dir)]);
    assert_setup_error(&out, &["sharded-jit8: the program declares 8 devices, the plugin has 4", "not on fewer"]);
    assert!(!String::from_utf8_lossy(&out.stderr).contains("No matching device"), "{}", show(&out));
    assert!(!out_dir.exists(), "nothing written");
}
