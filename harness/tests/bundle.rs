//! Evidence bundles (`report RUN --bundle ID --out DIR`) and their replay
//! (`tpu-compat replay DIR`) through the real binary and the fault plugin:
//! a crash and a parity failure each bundle, replay once when written, and
//! replay again from a copy in a fresh folder; an edited tensor or a lost
//! file makes the replay say which and run nothing; a passing row is not
//! bundled.

mod common;

use common::*;
use std::path::{Path, PathBuf};

/// Runs the suite `suite` on the fault plugin into `run_dir` (exit 1: it fails).
fn run_failing(cache: &Path, suite: &Path, run_dir: &Path, extra: &[&str]) {
    let o = tpu_compat(cache)
        .arg("run")
        .arg(suite)
        .arg("--device")
        .arg(fault_plugin())
        .args(extra)
        .arg("--run-dir")
        .arg(run_dir)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1), "{}", show(&o));
}

fn copy_tree(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap().flatten() {
        let (src, dst) = (e.path(), to.join(e.file_name()));
        if src.is_dir() {
            copy_tree(&src, &dst);
        } else {
            std::fs::copy(&src, &dst).unwrap();
        }
    }
}

fn bundle(cache: &Path, run_dir: &Path, id: &str, out: &Path) -> std::process::Output {
    tpu_compat(cache).arg("report").arg(run_dir).arg("--bundle").arg(id).arg("--out").arg(out).output().unwrap()
}

fn replay(cache: &Path, dir: &Path) -> std::process::Output {
    tpu_compat(cache).arg("replay").arg(dir).output().unwrap()
}

fn manifest(dir: &Path) -> serde_json::Value {
    serde_json::from_str(&std::fs::read_to_string(dir.join("bundle.json")).unwrap()).unwrap()
}

#[test]
fn a_crash_bundle_replays_from_a_fresh_folder_and_a_damaged_one_says_what_is_wrong() {
    let tmp = tempfile::tempdir().unwrap();
    let cache = tmp.path().join("cache");
    let suite = tmp.path().join("suite");
    definition(&suite, "crashy", Some("abort@compile"));
    definition(&suite, "fine", None);
    let run_dir = tmp.path().join("run");
    run_failing(&cache, &suite, &run_dir, &["--no-baselines"]);

    let out = tmp.path().join("bundle");
    let o = bundle(&cache, &run_dir, "crashy", &out);
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
    assert!(String::from_utf8_lossy(&o.stdout).contains("replayed once: reproduced"), "{}", show(&o));
    let m = manifest(&out);
    assert_eq!(m["verdict"]["class"], "crash", "{m:#}");
    assert_eq!(m["device"].as_str(), Some(fault_plugin().to_str().unwrap()), "{m:#}");
    assert_eq!(m["plugin_sha256"].as_str().map(str::len), Some(64), "{m:#}");
    for f in ["row.json", "replay.sh", "definition/crashy/model.mlir", "definition/crashy/inputs.safetensors"] {
        assert!(m["files"][f].is_string(), "{f} not listed: {m:#}");
    }

    // From a copy somewhere else, with the bundle alone: the script and the command.
    let fresh = tempfile::tempdir().unwrap();
    let copy: PathBuf = fresh.path().join("b");
    copy_tree(&out, &copy);
    let script =
        std::process::Command::new(copy.join("replay.sh")).env("TPU_COMPAT", bin()).env_remove("TPU_COMPAT_PLUGIN").output().unwrap();
    assert_eq!(script.status.code(), Some(0), "{}", show(&script));
    assert!(String::from_utf8_lossy(&script.stdout).contains("reproduced on"), "{}", show(&script));
    // On the real CPU plugin the program runs: the verdict does not reproduce, and replay says so (exit 1).
    let cpu = tpu_compat(&cache).arg("replay").arg(&copy).args(["--device", "cpu"]).output().unwrap();
    assert_eq!(cpu.status.code(), Some(1), "{}", show(&cpu));
    assert!(String::from_utf8_lossy(&cpu.stdout).contains("NOT reproduced on cpu: pass, recorded crash at compile"), "{}", show(&cpu));

    // An edited tensor and a lost file are named; nothing runs.
    let inputs = copy.join("definition/crashy/inputs.safetensors");
    let mut bytes = std::fs::read(&inputs).unwrap();
    let last = bytes.len() - 1;
    bytes[last] ^= 0x40;
    std::fs::write(&inputs, bytes).unwrap();
    std::fs::remove_file(copy.join("row.json")).unwrap();
    let o = replay(&cache, &copy);
    assert_eq!(o.status.code(), Some(2), "{}", show(&o));
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert!(stderr.contains("definition/crashy/inputs.safetensors: changed"), "{stderr}");
    assert!(stderr.contains("row.json: missing"), "{stderr}");
    assert!(!stderr.contains("reproduced"), "{stderr}");

    // A row that passed has nothing to bundle; a folder that is not a bundle is not replayed.
    let o = bundle(&cache, &run_dir, "fine", &tmp.path().join("fine-bundle"));
    assert_eq!(o.status.code(), Some(2), "{}", show(&o));
    assert!(String::from_utf8_lossy(&o.stderr).contains("fine: the row pass is not a failure"), "{}", show(&o));
    let o = replay(&cache, &suite);
    assert_eq!(o.status.code(), Some(2), "{}", show(&o));
    assert!(String::from_utf8_lossy(&o.stderr).contains("bundle.json: not a bundle"), "{}", show(&o));
}

#[test]
fn a_parity_bundle_holds_the_reference_and_the_device_outputs_and_replays() {
    let tmp = tempfile::tempdir().unwrap();
    let cache = tmp.path().join("cache");
    let suite = tmp.path().join("suite");
    definition(&suite, "drift", Some("scale:0.25@tanh#1"));
    let store = tmp.path().join("recorded");
    let rec = tpu_compat(&cache).args(["baseline", "record"]).arg(&suite).arg("--out").arg(&store).output().unwrap();
    assert_eq!(rec.status.code(), Some(0), "{}", show(&rec));
    let run_dir = tmp.path().join("run");
    run_failing(&cache, &suite, &run_dir, &["--baselines", store.to_str().unwrap()]);

    let out = tmp.path().join("bundle");
    let o = bundle(&cache, &run_dir, "drift", &out);
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
    let m = manifest(&out);
    assert_eq!(m["verdict"]["class"], "parity", "{m:#}");
    assert!(m["replayed"].as_str().unwrap().starts_with("reproduced"), "{m:#}");
    // The device's outputs are the reference's scaled by 1.25, as the planted fault makes them.
    let read = |f: &str| {
        let (t, _) = runtime::tensors_file::read(&out.join(f)).unwrap();
        t[0].1.to_f64_vec()
    };
    let (reference, device) = (read("reference.safetensors"), read("device-outputs.safetensors"));
    assert_eq!(reference.len(), 6);
    for (r, d) in reference.iter().zip(&device) {
        assert!((d - r * 1.25).abs() <= 1e-5 * r.abs().max(1.0), "{r} -> {d}");
    }
    let fresh = tempfile::tempdir().unwrap();
    copy_tree(&out, &fresh.path().join("b"));
    let o = replay(&cache, &fresh.path().join("b"));
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
    assert!(String::from_utf8_lossy(&o.stdout).contains("reproduced on"), "{}", show(&o));
}

#[test]
fn nightly_triage_reduces_and_bundles_the_new_failures_and_indexes_them() {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../scripts/nightly");
    let tmp = tempfile::tempdir().unwrap();
    let cache = tmp.path().join("cache");
    let suite = tmp.path().join("suite");
    definition(&suite, "crashy", Some("abort@compile"));
    definition(&suite, "fine", None);
    definition(&suite, "jittery", Some("jitter:1e-2@tanh#1"));
    let reports = tmp.path().join("nights");
    let night = |date: &str, triage: &str| {
        run_failing(&cache, &suite, &reports.join(date).join("runs/mine"), &["--no-baselines"]);
        let o = std::process::Command::new("bash")
            .arg(&script)
            .args(["--triage", triage])
            .env("TPU_COMPAT", bin())
            .env("TPU_COMPAT_REPORTS", &reports)
            .env("TPU_COMPAT_CACHE_DIR", &cache)
            .env("NIGHTLY_DATE", date)
            .env("NIGHTLY_SKIP_RUN", "1")
            .env("NIGHTLY_TOPOLOGIES", "")
            .env_remove("TPU_COMPAT_PLUGIN")
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(1), "the night's verdict is its failures': {}", show(&o));
        let index: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(reports.join(date).join("bundles/index.json")).unwrap()).unwrap();
        index
    };
    let first = night("2026-12-01", "5");
    assert_eq!(first, serde_json::json!({"crashy": "bundles/crashy", "jittery": "bundles/jittery"}));
    // One op that crashes cannot shrink: `reduce` exits 1, and the bundle holds the whole definition, not "reduced".
    let bundle = reports.join("2026-12-01/bundles/crashy");
    let m = manifest(&bundle);
    assert_eq!(m["reduced"], false, "{m:#}");
    assert!(m["replayed"].as_str().unwrap().starts_with("reproduced"), "{m:#}");
    assert!(!reports.join("2026-12-01/bundles/crashy.reduced").exists());
    // A nondeterministic row is a failure to triage: it bundles, and its replay still differs.
    let m = manifest(&reports.join("2026-12-01/bundles/jittery"));
    assert_eq!(m["verdict"]["class"], "nondeterministic", "{m:#}");
    assert!(m["replayed"].as_str().unwrap().starts_with("reproduced"), "{m:#}");
    // The next night the same failure is not new: nothing to triage.
    assert_eq!(night("2026-12-02", "5"), serde_json::json!({}));
    // A count that is not one is refused before anything runs.
    let o = std::process::Command::new("bash").arg(&script).args(["--triage", "many"]).env("TPU_COMPAT", bin()).output().unwrap();
    assert_eq!(o.status.code(), Some(2), "{}", show(&o));
    assert!(String::from_utf8_lossy(&o.stderr).contains("--triage needs a count"), "{}", show(&o));
}
