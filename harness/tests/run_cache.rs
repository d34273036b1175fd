//! The compile cache on the real CPU plugin: a second run of the same
//! definitions loads every executable from the cache; a corrupted entry is
//! a miss (compiled again), never a failure; `--no-cache` bypasses it.

mod common;

use common::*;
use results::Status;

#[test]
fn a_rerun_hits_the_cache_and_a_corrupt_entry_is_a_miss() {
    let tmp = tempfile::tempdir().unwrap();
    let suite = tmp.path().join("s");
    for id in ["a", "b"] {
        definition(&suite, id, None);
    }
    // Two distinct programs, so two cache entries.
    let p = suite.join("b").join("model.mlir");
    let text = std::fs::read_to_string(&p).unwrap();
    std::fs::write(&p, format!("// another program\n{text}")).unwrap();
    let cache = tmp.path().join("cache");
    let go = |name: &str, extra: &[&str]| {
        let d = tmp.path().join(name);
        let out =
            tpu_compat(&cache).args(["run", suite.to_str().unwrap(), "--jobs", "1"]).args(extra).arg("--run-dir").arg(&d).output().unwrap();
        assert_eq!(out.status.code(), Some(0), "{}", show(&out));
        rows(&d)
    };
    let cold = go("cold", &[]);
    assert!(cold.iter().all(|r| r.status == Status::Pass && !r.cached));
    let warm = go("warm", &[]);
    assert!(warm.iter().all(|r| r.status == Status::Pass && r.cached), "{warm:#?}");

    // Corrupt every entry: each is recompiled, the run still passes.
    let mut entries = Vec::new();
    for d in std::fs::read_dir(&cache).unwrap().flatten().filter(|e| e.path().is_dir() && e.file_name() != "plugin-hashes") {
        for f in std::fs::read_dir(d.path()).unwrap().flatten() {
            entries.push(f.path());
        }
    }
    assert_eq!(entries.len(), 2, "{entries:?}");
    for e in &entries {
        let mut b = std::fs::read(e).unwrap();
        let n = b.len();
        b[n / 2] ^= 0xff;
        std::fs::write(e, b).unwrap();
    }
    let healed = go("healed", &[]);
    assert!(healed.iter().all(|r| r.status == Status::Pass && !r.cached), "{healed:#?}");
    let bypass = go("bypass", &["--no-cache"]);
    assert!(bypass.iter().all(|r| r.status == Status::Pass && !r.cached));
    // Another compiler setting in the environment is another executable: a miss, then a hit.
    let flagged = |name: &str| {
        let d = tmp.path().join(name);
        let out = tpu_compat(&cache)
            .env("XLA_FLAGS", "--xla_backend_optimization_level=0")
            .args(["run", suite.to_str().unwrap(), "--jobs", "1", "--run-dir"])
            .arg(&d)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0), "{}", show(&out));
        rows(&d)
    };
    assert!(flagged("flags").iter().all(|r| r.status == Status::Pass && !r.cached), "XLA_FLAGS changed: must not reuse");
    assert!(flagged("flags-warm").iter().all(|r| r.status == Status::Pass && r.cached));
    assert!(go("plain-again", &[]).iter().all(|r| r.status == Status::Pass && r.cached), "the unflagged entries stay");

    let info: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(tmp.path().join("cold").join("run.json")).unwrap()).unwrap();
    assert_eq!(info["plugin_sha256"].as_str().unwrap().len(), 64);
    assert!(!info["platform_version"].as_str().unwrap().is_empty());
}

#[test]
fn setup_errors_exit_2() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tpu_compat(tmp.path()).args(["run", tmp.path().join("nope").to_str().unwrap()]).output().unwrap();
    assert_eq!(out.status.code(), Some(2), "{}", show(&out));
    let suite = tmp.path().join("s");
    definition(&suite, "a", None);
    let out = tpu_compat(tmp.path())
        .args(["run", suite.to_str().unwrap(), "--device", "/no/such/plugin.so", "--run-dir"])
        .arg(tmp.path().join("r"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2), "{}", show(&out));
    assert!(String::from_utf8_lossy(&out.stderr).contains("/no/such/plugin.so does not exist"), "{}", show(&out));
    assert!(!tmp.path().join("r").exists(), "a setup error leaves no run folder");
}
