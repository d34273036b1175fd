//! Sharded programs through the real binary: a `jax.jit` program with Shardy
//! shardings over 4 partitions runs on the CPU plugin's 4 devices (one
//! compile for all of them) and is judged against the same program on one
//! device; a `shard_map` with an all-reduce runs and computes its sums;
//! programs asking for other or more devices than there are are refused
//! (exit 2); numeric faults planted in the sharded program fail it against
//! its one-device run or its baseline; and `--spmd dp|fsdp` runs Tier 2
//! definitions sharded, judged against their one-device baselines; a
//! sharded training step runs K steps over 4 devices with its state kept on
//! them; a fault in one device's all-reduce fails exactly the spmd programs
//! whose compile has one, naming the device.

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

#[test]
fn a_sharded_training_step_runs_k_steps_with_its_state_on_four_devices() {
    let tmp = tempfile::tempdir().unwrap();
    let (out, rows) = run(tmp.path(), &fixture("train4"), &["--steps", "4"], None);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let r = &rows[0];
    assert_eq!((r.status, r.devices, r.compiles), (Status::Pass, Some(4), Some(2)), "{r:?}");
    let losses = &r.training.as_ref().expect("a loss curve").device;
    assert_eq!(losses.len(), 4, "{r:?}");
    assert!(losses.windows(2).all(|w| w[1] < w[0]), "SGD lowers the loss: {losses:?}");
    let names: Vec<&str> = r.outputs.iter().map(|o| o.name.as_str()).collect();
    assert_eq!(names, ["loss@1", "loss@2", "loss@3", "loss@4", "step1.w", "final.w"]);
    assert!(r.outputs.iter().all(|o| o.metrics.as_ref().is_some_and(|m| m.passed)), "judged against the same steps on one device: {r:?}");
    assert_eq!(r.outputs[5].shape, [4], "the sharded state assembled");
    // A trajectory baseline (recorded on one device) judges the sharded steps too.
    let store = tmp.path().join("store");
    let rec = tpu_compat(&tmp.path().join("cache"))
        .args(["baseline", "record", "--steps", "4"])
        .arg(fixture("train4"))
        .arg("--out")
        .arg(&store)
        .output()
        .unwrap();
    assert_eq!(rec.status.code(), Some(0), "{}", show(&rec));
    let (out, rows) = run(tmp.path(), &fixture("train4"), &["--steps", "4", "--baselines", store.to_str().unwrap()], None);
    assert_eq!((out.status.code(), rows[0].status), (Some(0), Status::Pass), "{}", show(&out));
    assert_eq!(rows[0].training.as_ref().map(|c| c.baseline.len()), Some(4), "{:?}", rows[0]);
    // A fault in one device's loss: the loss is no longer replicated, the row names the device.
    let suite = tmp.path().join("suite");
    planted(&suite, "train4", "scale:0.5@multiply#2 device=3");
    let (out, rows) = run(tmp.path(), &suite, &["--steps", "4"], Some(&fault_plugin()));
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    let r = &rows[0];
    let e = r.error.as_deref().unwrap_or("");
    assert_eq!((r.status, r.stage), (Status::FailRun, results::Stage::Outputs), "{e}");
    assert!(e.contains("step 1: output loss@1: device 3 disagrees with device 0"), "{e}");
    assert_eq!(r.disagreements.iter().map(|d| (d.output.as_str(), d.device, d.against)).collect::<Vec<_>>(), [("loss@1", 3, Some(0))]);
}

/// One spmd definition per pattern (and the 2x2 dp-tp), as bring-your-own folders under `root`.
const SAMPLE: [&str; 7] = [
    "llama-h64-l1-gqa2-f32-dp-x4-sp.0000",
    "llama-h64-l2-mqa-f32-tp-x4-sp.0058",
    "llama-h32-l1-mqa-f32-fsdp-x4-sp.0116",
    "llama-h64-l2-mha-f32-sp-x4-sp.0174",
    "mixtral-h32-l1-mqa-f32-ep-x4-sp.0218",
    "llama-h16-l2-mqa-f32-sgd-train-dp-x4-sp.0234",
    "llama-h64-l2-gqa2-f32-dp-tp-2x2-sp.0292",
];

fn materialize(tmp: &Path, root: &Path, marker: Option<&str>) {
    for id in SAMPLE {
        let o = tpu_compat(&tmp.join("cache")).args(["materialize", id, "--out"]).arg(root).output().unwrap();
        assert_eq!(o.status.code(), Some(0), "{}", show(&o));
        if let Some(m) = marker {
            let p = root.join(id).join("model.mlir");
            let program = std::fs::read_to_string(&p).unwrap();
            std::fs::write(&p, format!("// tpu-compat-fault: {m}\n{program}")).unwrap();
        }
    }
}

#[test]
fn a_fault_in_one_devices_all_reduce_fails_exactly_the_programs_that_use_one() {
    let tmp = tempfile::tempdir().unwrap();
    // Which of them use an all-reduce: XLA's own dump of what it compiled, on the real plugin.
    let (clean, dump) = (tmp.path().join("clean"), tmp.path().join("dump"));
    materialize(tmp.path(), &clean, None);
    let mut c = tpu_compat(&tmp.path().join("cache"));
    c.env("XLA_FLAGS", format!("--xla_dump_to={}", dump.display()));
    let run_dir = tmp.path().join("run-clean");
    let o = c.arg("run").arg(&clean).args(["--no-cache", "--jobs", "2", "--run-dir"]).arg(&run_dir).output().unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
    let dumped: Vec<(String, String)> = std::fs::read_dir(&dump)
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".cpu_after_optimizations.txt"))
        .map(|n| (n.clone(), std::fs::read_to_string(dump.join(&n)).unwrap()))
        .collect();
    let uses: std::collections::BTreeSet<String> = SAMPLE
        .iter()
        .filter(|id| {
            let module = id.replace(['-', '.'], "_");
            dumped.iter().any(|(n, text)| n.contains(&format!(".{module}.")) && text.contains(" all-reduce("))
        })
        .map(|id| id.to_string())
        .collect();
    assert!(!uses.is_empty() && uses.len() < SAMPLE.len(), "the sample has programs with and without an all-reduce: {uses:?}");

    let faulty = tmp.path().join("faulty");
    materialize(tmp.path(), &faulty, Some("scale:0.5@all_reduce#1 device=2"));
    let (out, rows) = run(tmp.path(), &faulty, &["--jobs", "2"], Some(&fault_plugin()));
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    let failed: std::collections::BTreeSet<String> = rows.iter().filter(|r| r.status != Status::Pass).map(|r| r.id.clone()).collect();
    assert_eq!(failed, uses, "{}", show(&out));
    for r in rows.iter().filter(|r| r.status != Status::Pass) {
        let e = r.error.as_deref().unwrap_or("");
        // Device 2 is one side of every disagreement: against device 0 for a value all devices hold;
        // for a tile two devices hold (2x2's data x model), device 2 is its first holder.
        let involves = |d: &results::Disagreement| d.device == 2 || d.against == Some(2);
        assert!(!r.disagreements.is_empty() && r.disagreements.iter().all(involves), "{}: {e} {:?}", r.id, r.disagreements);
        assert!(e.contains("device 2"), "{}: the message names the device: {e}", r.id);
        match r.status {
            Status::FailRun => assert!(e.contains("device 2 disagrees with device 0") || e.contains("disagrees with device 2"), "{e}"),
            // Only a sharded output took the fault: device 2's tile is off the one-device run.
            Status::FailParity => assert!(e.contains("device 2's tile of"), "{e}"),
            other => panic!("{}: {other}: {e}", r.id),
        }
    }
}

#[test]
fn diverge_names_the_all_reduce_where_one_device_departs() {
    let tmp = tempfile::tempdir().unwrap();
    let diverge = |suite: &Path, out: &str, plugin: Option<&Path>| {
        let mut c = tpu_compat(&tmp.path().join("cache"));
        c.arg("diverge").arg(suite).arg("--out").arg(tmp.path().join(out));
        if let Some(p) = plugin {
            c.arg("--device").arg(p);
        }
        let o = c.output().unwrap();
        assert_eq!(o.status.code(), Some(0), "{}", show(&o));
        let report: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(tmp.path().join(out).join("report.json")).unwrap()).unwrap();
        (String::from_utf8_lossy(&o.stdout).into_owned(), report)
    };
    // As written: the 4 devices compute what one does.
    let (text, report) = diverge(&fixture("jit4"), "clean", None);
    assert!(text.contains("sharded over 4 devices") && text.contains("no value departs"), "{text}");
    assert!(report["origin"].is_null(), "{report}");
    // Device 1's all-reduce off: the origin is the reduce it was made for, on device 1.
    let suite = tmp.path().join("suite");
    let faulty = planted(&suite, "jit4", "scale:0.5@all_reduce#1 device=1");
    let (text, report) = diverge(&faulty, "faulty", Some(&fault_plugin()));
    assert!(text.contains("origin: line 9 stablehlo.reduce (%2), device 1 off the one-device run by 5.000e-1"), "{text}");
    assert!(text.contains("collectives made for it: all-reduce for line 9 (stablehlo.reduce)"), "{text}");
    let o = &report["origin"];
    assert_eq!((o["device"].as_u64(), o["devices"].clone()), (Some(1), serde_json::json!([1])), "{report}");
}
