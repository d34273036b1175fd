//! Sharded programs through the real binary: a `jax.jit` program with Shardy
//! shardings over 4 partitions runs on the CPU plugin's 4 devices (one
//! compile for all of them) and is judged against the same program on one
//! device; a `shard_map` with an all-reduce runs and computes its sums;
//! programs asking for other or more devices than there are are refused
//! (exit 2); numeric faults planted in the sharded program fail it against
//! its one-device run or its baseline; and `--spmd dp|fsdp` runs Tier 2
//! definitions sharded, judged against their one-device baselines.

mod common;

use common::{fault_plugin, rows, show, tpu_compat};
use results::{ResultRow, Status};
use std::path::{Path, PathBuf};

fn fixture(id: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/sharded").join(id)
}

/// A copy of fixture `id` under `root/<id>/` with a fault-plugin marker on top.
fn planted(root: &Path, id: &str, marker: &str) -> PathBuf {
    let d = root.join(id);
    std::fs::create_dir_all(&d).unwrap();
    std::fs::copy(fixture(id).join("model.toml"), d.join("model.toml")).unwrap();
    let program = std::fs::read_to_string(fixture(id).join("model.mlir")).unwrap();
    std::fs::write(d.join("model.mlir"), format!("// tpu-compat-fault: {marker}\n{program}")).unwrap();
    d
}

/// `tpu-compat run SUITE ARGS... --run-dir DIR`: its output and rows.
fn run(tmp: &Path, suite: &Path, args: &[&str], plugin: Option<&Path>) -> (std::process::Output, Vec<ResultRow>) {
    static RUNS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let run_dir = tmp.join(format!("run-{}", RUNS.fetch_add(1, std::sync::atomic::Ordering::SeqCst)));
    let mut c = tpu_compat(&tmp.join("cache"));
    c.arg("run").arg(suite).args(args).arg("--run-dir").arg(&run_dir);
    if let Some(p) = plugin {
        c.arg("--device").arg(p);
    }
    let out = c.output().unwrap();
    let rows = if run_dir.join(results::journal::RESULTS_FILE).exists() { rows(&run_dir) } else { Vec::new() };
    (out, rows)
}

/// The run folder `run` made last.
fn last_run(tmp: &Path) -> PathBuf {
    let mut dirs: Vec<PathBuf> =
        std::fs::read_dir(tmp).unwrap().filter_map(|e| e.ok().map(|e| e.path())).filter(|p| p.join("run.json").exists()).collect();
    dirs.sort_by_key(|p| p.file_name().and_then(|n| n.to_str()).and_then(|n| n.strip_prefix("run-")).and_then(|n| n.parse::<usize>().ok()));
    dirs.pop().unwrap()
}

#[test]
fn a_four_partition_jit_program_runs_once_on_four_devices_and_matches_one_device() {
    let tmp = tempfile::tempdir().unwrap();
    for args in [&[][..], &["--devices", "4"][..]] {
        let (out, rows) = run(tmp.path(), &fixture("jit4"), args, None);
        assert_eq!(out.status.code(), Some(0), "{}", show(&out));
        let r = &rows[0];
        assert_eq!((r.status, r.devices), (Status::Pass, Some(4)), "{r:?}");
        assert_eq!(r.compiles, Some(2), "one compile for the 4 devices, one for the one-device reference: {r:?}");
        for o in &r.outputs {
            let m = o.metrics.as_ref().unwrap_or_else(|| panic!("{}: judged against one device", o.name));
            assert!(m.passed && m.max_abs < 1e-5, "{}: {m:?}", o.name);
        }
        assert_eq!(r.outputs.iter().map(|o| o.shape.clone()).collect::<Vec<_>>(), [vec![8, 3], vec![4]], "global outputs assembled");
    }
    let info: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(last_run(tmp.path()).join("run.json")).unwrap()).unwrap();
    let identity = info["identity"].to_string();
    assert!(identity.contains(r#"["devices","4"]"#), "run.json's identity records --devices: {identity}");
}

#[test]
fn devices_other_than_the_program_declares_are_refused() {
    let tmp = tempfile::tempdir().unwrap();
    let (out, rows) = run(tmp.path(), &fixture("jit4"), &["--devices", "2"], None);
    assert_eq!(out.status.code(), Some(2), "{}", show(&out));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("sharded-jit4: the program declares 4 device(s), --devices asks for 2"), "{err}");
    assert!(rows.is_empty());
    // An unsharded program asked to run on 4 devices is refused too, pointing at --spmd.
    let plain = tmp.path().join("plain");
    common::definition(&plain, "tanh", None);
    let (out, _) = run(tmp.path(), &plain, &["--devices", "4"], None);
    assert_eq!(out.status.code(), Some(2), "{}", show(&out));
    assert!(String::from_utf8_lossy(&out.stderr)
        .contains("declares 1 device(s), --devices asks for 4 (an unsharded program: shard it with --spmd"));
}

#[test]
fn a_program_needing_more_devices_than_the_plugin_has_is_refused() {
    let tmp = tempfile::tempdir().unwrap();
    let (out, rows) = run(tmp.path(), &fixture("jit8"), &[], None);
    assert_eq!(out.status.code(), Some(2), "{}", show(&out));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("sharded-jit8: the program needs 8 devices, the plugin has 4; refused, not run on fewer"), "{err}");
    assert!(rows.is_empty(), "nothing ran: {rows:?}");
    let left: Vec<_> = std::fs::read_dir(tmp.path())
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.file_name().to_string_lossy().starts_with("run-"))
        .collect();
    assert!(left.is_empty(), "no run folder left behind: {left:?}");
}

#[test]
fn a_shard_map_all_reduce_runs_on_its_devices_and_sums() {
    let tmp = tempfile::tempdir().unwrap();
    let (out, rows) = run(tmp.path(), &fixture("shard-map4"), &[], None);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    assert_eq!((rows[0].status, rows[0].devices, rows[0].compiles), (Status::Pass, Some(4), Some(1)), "{:?}", rows[0]);
    // Its baseline is its sharded run: x = 0..8, total[j] = sum over devices of 2 * x[2k + j].
    let store = tmp.path().join("store");
    let rec = tpu_compat(&tmp.path().join("cache"))
        .args(["baseline", "record"])
        .arg(fixture("shard-map4"))
        .arg("--out")
        .arg(&store)
        .output()
        .unwrap();
    assert_eq!(rec.status.code(), Some(0), "{}", show(&rec));
    let b = baselines::Store::new(&store).load("shard-map4", "sharded-shard-map4").unwrap();
    assert_eq!(b.outputs[0].to_vec::<f32>().unwrap(), [24.0, 32.0]);
    let (out, rows) = run(tmp.path(), &fixture("shard-map4"), &["--baselines", store.to_str().unwrap()], None);
    assert_eq!((out.status.code(), rows[0].status), (Some(0), Status::Pass), "{}", show(&out));
}

#[test]
fn a_fault_in_the_partitioned_program_fails_it_against_one_device() {
    let tmp = tempfile::tempdir().unwrap();
    let suite = tmp.path().join("suite");
    planted(&suite, "jit4", "scale:0.05@tanh#1 sharded");
    let (out, rows) = run(tmp.path(), &suite, &[], Some(&fault_plugin()));
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    let r = &rows[0];
    assert_eq!((r.status, r.stage, r.devices), (Status::FailParity, results::Stage::Compare, Some(4)), "{r:?}");
    let e = r.error.as_deref().unwrap_or("");
    assert!(
        e.contains("sharded over 4 devices vs one device") && e.contains("y") && e.contains("from the same program on one device"),
        "{e}"
    );
    assert!(r.outputs.iter().any(|o| o.name == "y" && o.metrics.as_ref().is_some_and(|m| !m.passed)));
}

#[test]
fn a_fault_on_every_device_count_fails_the_baseline() {
    let tmp = tempfile::tempdir().unwrap();
    let suite = tmp.path().join("suite");
    planted(&suite, "jit4", "scale:0.05@tanh#1");
    // Recorded on the real plugin (the marker is a comment there): the one-device reference.
    let store = tmp.path().join("store");
    let rec = tpu_compat(&tmp.path().join("cache")).args(["baseline", "record"]).arg(&suite).arg("--out").arg(&store).output().unwrap();
    assert_eq!(rec.status.code(), Some(0), "{}", show(&rec));
    let (out, rows) = run(tmp.path(), &suite, &["--baselines", store.to_str().unwrap()], None);
    assert_eq!((out.status.code(), rows[0].status), (Some(0), Status::Pass), "{}", show(&out));
    // Both compiles perturbed: they agree with each other, not with the baseline.
    let (out, rows) = run(tmp.path(), &suite, &["--baselines", store.to_str().unwrap()], Some(&fault_plugin()));
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    let e = rows[0].error.as_deref().unwrap_or("");
    assert_eq!(rows[0].status, Status::FailParity, "{e}");
    assert!(e.contains("sharded over 4 devices: ") && e.contains("differ from the baseline") && e.contains("y"), "{e}");
}

#[test]
fn tier2_runs_sharded_by_dp_and_fsdp_against_its_baselines() {
    let tmp = tempfile::tempdir().unwrap();
    for strategy in ["dp", "fsdp"] {
        let (out, rows) = run(tmp.path(), Path::new("tier2"), &["--spmd", strategy, "--devices", "4", "--limit", "20"], None);
        assert_eq!(out.status.code(), Some(0), "{strategy}: {}", show(&out));
        assert_eq!(rows.len(), 20);
        for r in &rows {
            assert_eq!((r.status, r.devices, r.compiles), (Status::Pass, Some(4), Some(2)), "{strategy}: {r:?}");
            assert!(r.outputs.iter().all(|o| o.metrics.is_some()), "{strategy}: judged against the baseline store: {r:?}");
        }
    }
    // --spmd needs --devices.
    let out = tpu_compat(&tmp.path().join("cache")).args(["run", "tier2", "--spmd", "dp"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2), "{}", show(&out));
}
