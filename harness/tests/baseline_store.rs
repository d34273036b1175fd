//! The baseline store under concurrent and interrupted writers, through the
//! real binary: a recorder holds the store's suite folder (a second
//! recorder, or an import into it, is refused and writes nothing; kill -9
//! leaves no stale lock), and a float64 reference from another recording
//! of the baseline is never used by `--rule f64` without the run saying so.

mod common;

use common::*;
use std::path::Path;
use std::process::{Output, Stdio};
use std::time::{Duration, Instant};

fn assert_setup_error(o: &Output, fragments: &[&str]) {
    assert_eq!(o.status.code(), Some(2), "{}", show(o));
    let stderr = String::from_utf8_lossy(&o.stderr);
    for f in fragments {
        assert!(stderr.contains(f), "stderr lacks `{f}`:\n{}", show(o));
    }
    assert!(!stderr.contains("panicked"), "{}", show(o));
}

/// Waits until `lock` names `pid` (the recorder has taken the store).
fn wait_for_holder(lock: &Path, pid: u32, child: &mut std::process::Child) {
    let start = Instant::now();
    while std::fs::read_to_string(lock).map(|s| s.trim() != pid.to_string()).unwrap_or(true) {
        assert!(child.try_wait().unwrap().is_none(), "the first recorder ended before it hung");
        assert!(start.elapsed() < Duration::from_secs(120), "the first recorder never took {}", lock.display());
        std::thread::sleep(Duration::from_millis(100));
    }
}

#[test]
fn a_second_writer_is_refused_while_a_recorder_holds_the_store_and_kill_9_leaves_no_stale_lock() {
    let tmp = tempfile::tempdir().unwrap();
    let (root, cache) = (tmp.path(), tmp.path().join("cache"));
    let (suite, store) = (root.join("suite"), root.join("store"));
    // The first recorder hangs in its first definition (the fault plugin), holding the store.
    definition(&suite, "a-hang", Some("hang@execute"));
    definition(&suite, "b-ok", None);
    let mut first = tpu_compat(&cache)
        .args(["baseline", "record"])
        .arg(&suite)
        .arg("--out")
        .arg(&store)
        .arg("--device")
        .arg(fault_plugin())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let lock = store.join("suite").join(".lock");
    wait_for_holder(&lock, first.id(), &mut first);

    let second = tpu_compat(&cache).args(["baseline", "record"]).arg(&suite).arg("--out").arg(&store).args(["--filter", "b-ok"]).output();
    let holder = format!("another process (pid {}) is writing baselines into this store", first.id());
    assert_setup_error(&second.unwrap(), &[&store.join("suite").display().to_string(), &holder]);
    assert!(!store.join("suite/b-ok.safetensors").exists(), "the refused recorder wrote nothing");

    // An import into the same suite of the store is refused too, and leaves no folder of its own.
    definition(&root.join("exported"), "b-ok", None);
    let x = runtime::HostTensor::from_slice(&[2, 3], &[0.1f32, 0.2, 0.3, 0.4, 0.5, 0.6]).unwrap();
    let y = runtime::HostTensor::from_slice(&[2, 3], &x.to_vec::<f32>().unwrap().iter().map(|v| v.tanh()).collect::<Vec<_>>()).unwrap();
    let none = std::collections::BTreeMap::new();
    runtime::tensors_file::write(&root.join("in.safetensors"), &[("arg0".to_string(), &x)], &none).unwrap();
    runtime::tensors_file::write(&root.join("out.safetensors"), &[("out0".to_string(), &y)], &none).unwrap();
    let import = |out: &str| {
        tpu_compat(&cache)
            .arg("import")
            .arg(root.join("exported/b-ok/model.mlir"))
            .arg("--inputs")
            .arg(root.join("in.safetensors"))
            .arg("--expected")
            .arg(root.join("out.safetensors"))
            .arg("--out")
            .arg(root.join(out))
            .arg("--store")
            .arg(&store)
            .output()
            .unwrap()
    };
    assert_setup_error(&import("elsewhere/suite"), &[&holder]);
    assert!(!root.join("elsewhere").exists(), "a refused import leaves no folder behind");

    // kill -9: the lock dies with the process; the next recorder takes the store.
    first.kill().unwrap();
    first.wait().unwrap();
    let third = tpu_compat(&cache).args(["baseline", "record"]).arg(&suite).arg("--out").arg(&store).args(["--filter", "b-ok"]).output();
    let third = third.unwrap();
    assert_eq!(third.status.code(), Some(0), "{}", show(&third));
    assert!(String::from_utf8_lossy(&third.stdout).contains("recorded 1 of 1 baselines"), "{}", show(&third));
    assert_eq!(baselines::Store::new(&store).ids("suite"), ["b-ok"]);
    let o = import("elsewhere/suite");
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
}

/// A definition whose numbers a numerics profile changes: an f32 matrix product.
fn dense(root: &Path, id: &str) {
    let d = root.join(id);
    std::fs::create_dir_all(&d).unwrap();
    let program = "module @m {\n  func.func public @main(%x: tensor<2x3xf32>, %w: tensor<3x4xf32>) -> tensor<2x4xf32> {\n    \
                   %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>\n    \
                   return %0 : tensor<2x4xf32>\n  }\n}\n";
    std::fs::write(d.join("model.mlir"), program).unwrap();
    let arg = |name: &str, shape: &str| format!("[[arguments]]\nname = \"{name}\"\nshape = {shape}\ndtype = \"f32\"\nrole = \"data\"\n\n");
    let manifest = format!(
        "id = \"{id}\"\nfamily = \"mlp\"\nseed = 7\n\n{}{}[[outputs]]\nname = \"y\"\nshape = [2, 4]\ndtype = \"f32\"\n",
        arg("x", "[2, 3]"),
        arg("w", "[3, 4]")
    );
    std::fs::write(d.join("model.toml"), manifest).unwrap();
}

/// `run SUITE --baselines STORE --rule f64`: the output and the row's one output metrics.
fn run_f64(root: &Path, suite: &Path, store: &Path, name: &str) -> (Output, results::OutputMetrics) {
    let run_dir = root.join(name);
    let o = tpu_compat(&root.join("cache"))
        .arg("run")
        .arg(suite)
        .arg("--baselines")
        .arg(store)
        .args(["--rule", "f64", "--jobs", "1", "--run-dir"])
        .arg(&run_dir)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
    let rows = rows(&run_dir);
    assert_eq!(rows.len(), 1, "{}", show(&o));
    assert_eq!(rows[0].status, results::Status::Pass, "{}", show(&o));
    let m = rows[0].outputs[0].metrics.clone().expect("the output was compared");
    (o, m)
}

#[test]
fn a_float64_reference_from_another_recording_is_not_applied_and_the_run_says_so() {
    let tmp = tempfile::tempdir().unwrap();
    let root = tmp.path();
    let suite = root.join("suite");
    dense(&suite, "dense");
    let record = |store: &str, extra: &[&str]| {
        let o = tpu_compat(&root.join("cache"))
            .args(["baseline", "record"])
            .arg(&suite)
            .arg("--out")
            .arg(root.join(store))
            .arg("--f64")
            .args(extra)
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(0), "{}", show(&o));
        assert!(String::from_utf8_lossy(&o.stdout).contains("1 with a float64 reference"), "{}", show(&o));
    };
    record("store", &[]);
    // Another recording of the same definition, under another numbers profile: other baseline numbers.
    record("other", &["--numerics", "tpu-default"]);

    // A true pair: the f64 rule decides.
    let (o, m) = run_f64(root, &suite, &root.join("store"), "run-pair");
    assert_eq!((m.rule.as_str(), m.rule_not_applied.as_deref()), ("f64-reference", None), "{}", show(&o));
    assert!(!String::from_utf8_lossy(&o.stdout).contains("not applied"), "{}", show(&o));

    // What a recording killed between its two files leaves: the other recording's reference beside this baseline.
    std::fs::copy(root.join("other/suite/dense.f64.safetensors"), root.join("store/suite/dense.f64.safetensors")).unwrap();
    let (o, m) = run_f64(root, &suite, &root.join("store"), "run-mixed");
    assert_eq!(m.rule, results::DecidingRule::Allclose, "{}", show(&o));
    let why = m.rule_not_applied.unwrap_or_default();
    assert!(why.contains("made with other baseline numbers than the baseline"), "{why}");
    assert!(String::from_utf8_lossy(&o.stdout).contains("f64 rule not applied to 1 definitions"), "{}", show(&o));

    // `baseline check` names the pair as stale.
    let o = tpu_compat(&root.join("cache")).args(["baseline", "check"]).arg(root.join("store/suite")).arg("--suite").arg(&suite).output();
    let o = o.unwrap();
    assert_eq!(o.status.code(), Some(1), "{}", show(&o));
    assert!(String::from_utf8_lossy(&o.stdout).contains("stale      dense.f64 (its float64 reference"), "{}", show(&o));

    // Recording again without --f64 takes the reference away (it would not belong), and says so.
    let o = tpu_compat(&root.join("cache")).args(["baseline", "record"]).arg(&suite).arg("--out").arg(root.join("store")).output();
    let o = o.unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
    assert!(String::from_utf8_lossy(&o.stderr).contains("dense: removed "), "{}", show(&o));
    assert!(!root.join("store/suite/dense.f64.safetensors").exists());
    let (o, m) = run_f64(root, &suite, &root.join("store"), "run-none");
    assert_eq!((m.rule.as_str(), m.rule_not_applied.as_deref()), ("allclose", Some("no float64 reference recorded")), "{}", show(&o));
    assert!(String::from_utf8_lossy(&o.stdout).contains("f64 rule not applied to 1 definitions"), "{}", show(&o));
}
