//! `run --mode eager | deferred:N` and `--compare-modes` through the real
//! binary on the real CPU plugin (and the fault plugin, which miscomputes a
//! fused kernel only): op-by-op runs judged against the committed Tier 2
//! baselines, the eager program cache across definitions and runs, and the
//! errors and refusals a user can meet.

mod common;

use common::*;
use results::{Departs, Mode, ResultRow, Status};
use std::path::Path;

/// A few Tier 2 definitions with committed baselines: two families that
/// share op programs, f32 and bf16.
const SAMPLE: &str =
    "^(llama-h64-l2-gqa2-f32-t2.0000|llama-h64-l2-gqa2-bf16-t2.0001|mistral-h64-l2-gqa2-f32-t2.0024|qwen2-h64-l2-gqa2-f32-t2.0050)$";

const LLAMA: &str = "^llama-h64-l2-gqa2-f32-t2.0000$";

fn run_tier2(cache: &Path, run_dir: &Path, filter: &str, extra: &[&str]) -> (std::process::Output, Vec<ResultRow>) {
    let o =
        tpu_compat(cache).args(["run", "tier2", "--filter", filter, "--jobs", "1", "--run-dir"]).arg(run_dir).args(extra).output().unwrap();
    let rows = if run_dir.join("results.jsonl").exists() { rows(run_dir) } else { Vec::new() };
    (o, rows)
}

#[test]
fn tier2_runs_eager_against_its_baselines_and_a_second_run_compiles_no_op_program() {
    let tmp = tempfile::tempdir().unwrap();
    let cache = tmp.path().join("cache");
    let (o, first) = run_tier2(&cache, &tmp.path().join("first"), SAMPLE, &["--mode", "eager"]);
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
    assert_eq!(first.len(), 4);
    for r in &first {
        assert_eq!((r.status, r.mode), (Status::Pass, Mode::Eager), "{r:?}");
        let e = r.eager.as_ref().expect("an eager row carries its record");
        assert!(e.ops >= 50, "a two-layer decoder runs dozens of ops: {e:?}");
        assert!(e.programs >= 10 && e.programs < e.ops, "repeated layers reuse op programs: {e:?}");
        assert!(r.outputs.iter().all(|o| o.metrics.as_ref().is_some_and(|m| m.passed)), "{r:?}");
    }
    // One worker: the later definitions find op programs the earlier ones compiled.
    let hits: u32 = first.iter().map(|r| r.eager.as_ref().unwrap().cache_hits).sum();
    assert!(hits > 0, "llama, mistral and qwen2 of one size share op programs: {first:?}");
    let run_json = std::fs::read_to_string(tmp.path().join("first").join("run.json")).unwrap();
    assert!(run_json.contains("\"mode\"") && run_json.contains("\"eager\""), "{run_json}");

    // The second run (another worker, the same on-disk cache) compiles none.
    let (o, second) = run_tier2(&cache, &tmp.path().join("second"), SAMPLE, &["--mode", "eager"]);
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
    for r in &second {
        let e = r.eager.as_ref().unwrap();
        assert_eq!(e.cache_hits, e.programs, "{e:?}");
        assert_eq!(e.compile_ms, 0.0, "{e:?}");
        assert!(r.cached);
        let was = first.iter().find(|f| f.id == r.id).unwrap().eager.as_ref().unwrap();
        assert_eq!((e.ops, e.programs), (was.ops, was.programs), "the same split");
    }
}

#[test]
fn deferred_mode_runs_fewer_larger_programs_and_passes() {
    let tmp = tempfile::tempdir().unwrap();
    let cache = tmp.path().join("cache");
    let (o, eager) = run_tier2(&cache, &tmp.path().join("eager"), LLAMA, &["--mode", "eager"]);
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
    let (o, deferred) = run_tier2(&cache, &tmp.path().join("deferred"), LLAMA, &["--mode", "deferred:8"]);
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
    let (e, d) = (eager[0].eager.as_ref().unwrap(), deferred[0].eager.as_ref().unwrap());
    assert_eq!(deferred[0].mode, Mode::Deferred(8));
    assert_eq!(deferred[0].status, Status::Pass, "{:?}", deferred[0]);
    assert_eq!(d.ops, e.ops.div_ceil(8), "groups of 8 ops: eager {e:?}, deferred {d:?}");
}

/// A definition whose `tanh` feeds one op (so a compiler would fuse it), carrying `marker`.
fn fusable(root: &Path, id: &str, marker: Option<&str>) {
    definition(root, id, marker);
    let mark = marker.map(|m| format!("// tpu-compat-fault: {m}\n")).unwrap_or_default();
    let program = format!(
        "{mark}module @m {{\n  func.func public @main(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {{\n    %0 = stablehlo.tanh %x : tensor<2x3xf32>\n    %1 = stablehlo.multiply %0, %x : tensor<2x3xf32>\n    return %1 : tensor<2x3xf32>\n  }}\n}}\n"
    );
    std::fs::write(root.join(id).join("model.mlir"), program).unwrap();
}

#[test]
fn compare_modes_names_fusion_when_only_the_fused_kernel_is_wrong() {
    let tmp = tempfile::tempdir().unwrap();
    let suite = tmp.path().join("defs");
    fusable(&suite, "fused-fault", Some("add:1e-3@tanh#1 fused"));
    fusable(&suite, "clean", None);
    let cache = tmp.path().join("cache");
    let store = tmp.path().join("recorded");
    // Recorded on the CPU plugin, for which the marker is a comment.
    let rec = tpu_compat(&cache).args(["baseline", "record"]).arg(&suite).arg("--out").arg(&store).output().unwrap();
    assert_eq!(rec.status.code(), Some(0), "{}", show(&rec));
    let run_dir = tmp.path().join("run");
    let o = tpu_compat(&cache)
        .args(["run"])
        .arg(&suite)
        .arg("--device")
        .arg(fault_plugin())
        .args(["--baselines", store.to_str().unwrap(), "--compare-modes", "eager,compiled", "--run-dir"])
        .arg(&run_dir)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1), "{}", show(&o));
    let rows = rows(&run_dir);
    let by_id = |id: &str| rows.iter().find(|r| r.id == id).unwrap();

    let f = by_id("fused-fault");
    assert_eq!((f.status, f.mode), (Status::FailParity, Mode::Compiled), "{f:?}");
    let p = f.modes.as_ref().expect("compared");
    assert_eq!(p.departs, Departs::Fusion, "{p:?}");
    let status_of = |m: Mode| p.runs.iter().find(|r| r.mode == m).unwrap().status;
    assert_eq!((status_of(Mode::Compiled), status_of(Mode::Eager)), (Status::FailParity, Status::Pass));
    assert!(!p.agree && p.max_abs > 5e-4 && p.max_abs < 1e-2, "tanh off by 1e-3, times x: {p:?}");
    let compiled = p.runs.iter().find(|r| r.mode == Mode::Compiled).unwrap();
    assert_eq!(compiled.compile_ms, f.timings.compile_ms, "the row's own compile");
    assert!(f.error.as_deref().unwrap().contains("modes depart (fusion)"), "{f:?}");

    let c = by_id("clean");
    assert_eq!(c.status, Status::Pass, "{c:?}");
    let p = c.modes.as_ref().unwrap();
    assert_eq!((p.departs, p.agree), (Departs::Neither, true), "{p:?}");
    assert!(p.speedup.is_some_and(|s| s > 0.0), "{p:?}");
    assert!(p.runs.iter().all(|r| r.execute_ms > 0.0), "{p:?}");
}

#[test]
fn a_fault_of_the_op_itself_is_named_eager() {
    let tmp = tempfile::tempdir().unwrap();
    let suite = tmp.path().join("defs");
    // Wrong wherever tanh runs, fused or alone (its one op program holds the tanh).
    definition(&suite, "tanh-wrong", Some("add:1e-3@tanh#1"));
    let cache = tmp.path().join("cache");
    let store = tmp.path().join("recorded");
    let rec = tpu_compat(&cache).args(["baseline", "record"]).arg(&suite).arg("--out").arg(&store).output().unwrap();
    assert_eq!(rec.status.code(), Some(0), "{}", show(&rec));
    let run_dir = tmp.path().join("run");
    let o = tpu_compat(&cache)
        .args(["run"])
        .arg(&suite)
        .arg("--device")
        .arg(fault_plugin())
        .args(["--baselines", store.to_str().unwrap(), "--mode", "eager", "--compare-modes", "eager,compiled", "--run-dir"])
        .arg(&run_dir)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1), "{}", show(&o));
    let r = &rows(&run_dir)[0];
    assert_eq!((r.status, r.mode), (Status::FailParity, Mode::Eager), "{r:?}");
    assert_eq!(r.modes.as_ref().unwrap().departs, Departs::Both, "{r:?}");
}

#[test]
fn bad_modes_are_setup_errors_and_kinds_that_do_not_run_op_by_op_are_failed_rows() {
    let tmp = tempfile::tempdir().unwrap();
    let cache = tmp.path().join("cache");
    for (args, says) in [
        (vec!["--mode", "fused"], "unknown mode `fused` (one of compiled, eager, deferred:N with N >= 1)"),
        (vec!["--mode", "deferred:0"], "unknown mode `deferred:0`"),
        (vec!["--compare-modes", "eager,eager"], "give two different modes"),
        (vec!["--mode", "eager", "--compare-modes", "deferred:4,compiled"], "must be one of the two"),
    ] {
        let run_dir = tmp.path().join("never");
        let o = tpu_compat(&cache).args(["run", "tier2", "--limit", "1", "--run-dir"]).arg(&run_dir).args(&args).output().unwrap();
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", show(&o));
        assert!(String::from_utf8_lossy(&o.stderr).contains(says), "{args:?}: {}", show(&o));
        assert!(!run_dir.exists(), "a setup error leaves no run folder");
    }
    // A training step does not run op by op: a failed row that says so, not a silent compiled run.
    let run_dir = tmp.path().join("train");
    let o = tpu_compat(&cache)
        .args(["run", "train", "--filter", "^llama-h16-l2-mqa-f32-sgd-tr.0000$", "--mode", "eager", "--run-dir"])
        .arg(&run_dir)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1), "{}", show(&o));
    let r = &rows(&run_dir)[0];
    assert_eq!((r.status, r.mode), (Status::FailRun, Mode::Eager), "{r:?}");
    assert!(r.error.as_deref().unwrap().contains("a training step does not run op by op"), "{r:?}");
    assert!(r.eager.is_none() && r.outputs.is_empty(), "nothing ran: {r:?}");
}

#[test]
fn hf_exports_run_eager_against_their_pytorch_baselines() {
    // Exported programs (JAX helpers to inline, locations, generic forms): a decoder, an encoder, a vision model.
    let tmp = tempfile::tempdir().unwrap();
    let run_dir = tmp.path().join("run");
    let o = tpu_compat(&tmp.path().join("cache"))
        .args(["run", "hf", "--filter", "^(llama|bert-model|vit)$", "--mode", "eager", "--run-dir"])
        .arg(&run_dir)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
    let rows = rows(&run_dir);
    assert_eq!(rows.len(), 3, "{rows:?}");
    for r in &rows {
        assert_eq!((r.status, r.mode), (Status::Pass, Mode::Eager), "{r:?}");
        assert!(r.eager.as_ref().is_some_and(|e| e.ops >= 50), "{r:?}");
    }
}

#[test]
fn compile_only_eager_compiles_each_distinct_op_program_for_the_topology() {
    let libtpu = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().join(".plugins");
    let found = std::fs::read_dir(&libtpu).into_iter().flatten().flatten().any(|e| e.path().join("libtpu/libtpu.so").is_file());
    assert!(found, "libtpu is not unpacked under {}: run scripts/setup --tpu", libtpu.display());
    let tmp = tempfile::tempdir().unwrap();
    let suite = tmp.path().join("defs");
    // tanh, multiply, tanh again (the same op program as the first), on the TPU compiler.
    definition(&suite, "three-ops", None);
    let program = "module @m {\n  func.func public @main(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {\n    %0 = stablehlo.tanh %x : tensor<2x3xf32>\n    %1 = stablehlo.multiply %0, %x : tensor<2x3xf32>\n    %2 = stablehlo.tanh %1 : tensor<2x3xf32>\n    return %2 : tensor<2x3xf32>\n  }\n}\n";
    std::fs::write(suite.join("three-ops").join("model.mlir"), program).unwrap();
    let run_dir = tmp.path().join("run");
    let o = tpu_compat(&tmp.path().join("cache"))
        .arg("run")
        .arg(&suite)
        .args(["--device", "tpu", "--topology", "v6e:2x2", "--mode", "eager", "--run-dir"])
        .arg(&run_dir)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
    let r = &rows(&run_dir)[0];
    assert_eq!((r.status, r.mode), (Status::Compiled, Mode::Eager), "{r:?}");
    let e = r.eager.as_ref().unwrap();
    assert_eq!((e.ops, e.programs, e.cache_hits), (3, 2, 0), "{e:?}");
    assert!(e.compile_ms > 0.0 && r.compiled.as_ref().is_some_and(|c| c.topology == "v6e:2x2"), "{r:?}");
}
