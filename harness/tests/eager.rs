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
fn bad_modes_are_setup_errors_and_kinds_that_do_not_run_op_by_op_are_skipped_rows() {
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
    // A training step does not run op by op: a skipped row that says so, not a silent compiled run nor a failure.
    let run_dir = tmp.path().join("train");
    let o = tpu_compat(&cache)
        .args(["run", "train", "--filter", "^llama-h16-l2-mqa-f32-sgd-tr.0000$", "--mode", "eager", "--run-dir"])
        .arg(&run_dir)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0), "skipped, not failed: {}", show(&o));
    let r = &rows(&run_dir)[0];
    assert_eq!((r.status, r.mode), (Status::Skipped, Mode::Eager), "{r:?}");
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

/// A definition of `program` taking f32 `arguments` (name, shape) and returning one f32 output `y` of `output` shape.
fn own(root: &Path, id: &str, program: &str, arguments: &[(&str, &[i64])], output: &[i64]) {
    let d = root.join(id);
    std::fs::create_dir_all(&d).unwrap();
    std::fs::write(d.join("model.mlir"), program).unwrap();
    let mut manifest = format!("id = \"{id}\"\nfamily = \"mlp\"\nseed = 7\n");
    for (name, shape) in arguments {
        manifest.push_str(&format!("\n[[arguments]]\nname = \"{name}\"\nshape = {shape:?}\ndtype = \"f32\"\nrole = \"data\"\n"));
    }
    manifest.push_str(&format!("\n[[outputs]]\nname = \"y\"\nshape = {output:?}\ndtype = \"f32\"\n"));
    std::fs::write(d.join("model.toml"), manifest).unwrap();
}

/// Programs that pass compiled and that a naive split breaks: a tuple handed between ops, a dynamic
/// (`?`) value, a `func.call` inside a while region, a composite and its decomposition; and one the
/// harness cannot split (calls nested deeper than its inliner goes).
fn hard_to_split(suite: &Path) {
    let x = [("x", &[2i64, 3][..])];
    own(suite, "tuple", "module @m {\n  func.func public @main(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {\n    %0 = stablehlo.tanh %x : tensor<2x3xf32>\n    %t = stablehlo.tuple %0, %x : tuple<tensor<2x3xf32>, tensor<2x3xf32>>\n    %1 = stablehlo.exponential %x : tensor<2x3xf32>\n    %2 = stablehlo.get_tuple_element %t[0] : (tuple<tensor<2x3xf32>, tensor<2x3xf32>>) -> tensor<2x3xf32>\n    %3 = stablehlo.add %2, %1 : tensor<2x3xf32>\n    return %3 : tensor<2x3xf32>\n  }\n}\n", &x, &[2, 3]);
    let bounded = "tensor<?x3xf32, #stablehlo.bounds<2, ?>>";
    own(suite, "dynamic", &format!("module @m {{\n  func.func public @main(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {{\n    %n = stablehlo.constant dense<1> : tensor<i32>\n    %z = stablehlo.constant dense<0.000000e+00> : tensor<f32>\n    %0 = \"stablehlo.set_dimension_size\"(%x, %n) {{dimension = 0 : i64}} : (tensor<2x3xf32>, tensor<i32>) -> {bounded}\n    %1 = stablehlo.tanh %0 : {bounded}\n    %2 = stablehlo.reduce(%1 init: %z) applies stablehlo.add across dimensions = [0] : ({bounded}, tensor<f32>) -> tensor<3xf32>\n    %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>\n    %4 = stablehlo.multiply %3, %x : tensor<2x3xf32>\n    return %4 : tensor<2x3xf32>\n  }}\n}}\n"), &x, &[2, 3]);
    own(suite, "while-call", "module @m {\n  func.func public @main(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {\n    %z = stablehlo.constant dense<0> : tensor<i32>\n    %0 = stablehlo.tanh %x : tensor<2x3xf32>\n    %1:2 = stablehlo.while(%i = %z, %v = %0) : tensor<i32>, tensor<2x3xf32>\n     cond {\n      %n = stablehlo.constant dense<3> : tensor<i32>\n      %lt = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>\n      stablehlo.return %lt : tensor<i1>\n    } do {\n      %one = stablehlo.constant dense<1> : tensor<i32>\n      %j = stablehlo.add %i, %one : tensor<i32>\n      %w = func.call @halve(%v) : (tensor<2x3xf32>) -> tensor<2x3xf32>\n      stablehlo.return %j, %w : tensor<i32>, tensor<2x3xf32>\n    }\n    %2 = stablehlo.add %1#1, %x : tensor<2x3xf32>\n    return %2 : tensor<2x3xf32>\n  }\n  func.func private @halve(%v: tensor<2x3xf32>) -> tensor<2x3xf32> {\n    %h = stablehlo.constant dense<5.000000e-01> : tensor<2x3xf32>\n    %0 = stablehlo.multiply %v, %h : tensor<2x3xf32>\n    return %0 : tensor<2x3xf32>\n  }\n}\n", &x, &[2, 3]);
    own(suite, "composite", "module @m {\n  func.func public @main(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {\n    %0 = stablehlo.tanh %x : tensor<2x3xf32>\n    %1 = stablehlo.composite \"my.square\" %0 {decomposition = @square} : (tensor<2x3xf32>) -> tensor<2x3xf32>\n    %2 = stablehlo.add %1, %x : tensor<2x3xf32>\n    return %2 : tensor<2x3xf32>\n  }\n  func.func private @square(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {\n    %0 = stablehlo.multiply %a, %a : tensor<2x3xf32>\n    return %0 : tensor<2x3xf32>\n  }\n}\n", &x, &[2, 3]);
    // @main -> @f0 -> ... -> @f39: XLA inlines it all; the harness's inliner stops at its depth.
    let mut deep = String::from("module @m {\n  func.func public @main(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {\n    %0 = call @f0(%x) : (tensor<2x3xf32>) -> tensor<2x3xf32>\n    return %0 : tensor<2x3xf32>\n  }\n");
    for i in 0..40 {
        let body = if i < 39 { format!("call @f{}(%a)", i + 1) } else { "stablehlo.tanh %a".to_string() };
        let ty = if i < 39 { " : (tensor<2x3xf32>) -> tensor<2x3xf32>" } else { " : tensor<2x3xf32>" };
        deep.push_str(&format!("  func.func private @f{i}(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {{\n    %0 = {body}{ty}\n    return %0 : tensor<2x3xf32>\n  }}\n"));
    }
    deep.push_str("}\n");
    own(suite, "deep-calls", &deep, &x, &[2, 3]);
}

#[test]
fn programs_that_pass_compiled_pass_op_by_op_or_name_the_harness_limit() {
    let tmp = tempfile::tempdir().unwrap();
    let suite = tmp.path().join("defs");
    hard_to_split(&suite);
    let cache = tmp.path().join("cache");
    let store = tmp.path().join("recorded");
    let rec = tpu_compat(&cache).args(["baseline", "record"]).arg(&suite).arg("--out").arg(&store).output().unwrap();
    assert_eq!(rec.status.code(), Some(0), "every program passes compiled: {}", show(&rec));
    let limit = |r: &ResultRow| {
        assert_eq!(r.status, Status::Skipped, "{r:?}");
        let e = r.error.as_deref().unwrap();
        assert!(e.contains("the harness cannot split @main") && e.contains("not the device's") && e.contains("nested"), "{e}");
    };
    for mode in ["eager", "deferred:3"] {
        let run_dir = tmp.path().join(mode.replace(':', "-"));
        let o = tpu_compat(&cache)
            .arg("run")
            .arg(&suite)
            .args(["--baselines", store.to_str().unwrap(), "--mode", mode, "--run-dir"])
            .arg(&run_dir)
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(0), "{mode}: {}", show(&o));
        let rows = rows(&run_dir);
        assert_eq!(rows.len(), 5, "{rows:?}");
        for r in &rows {
            if r.id == "deep-calls" {
                limit(r);
            } else {
                assert_eq!(r.status, Status::Pass, "{mode}: {r:?}");
                assert!(r.eager.as_ref().is_some_and(|e| e.ops >= 1), "{r:?}");
            }
        }
    }
    // Compared: the harness's limit blames neither mode.
    let run_dir = tmp.path().join("compared");
    let o = tpu_compat(&cache)
        .arg("run")
        .arg(&suite)
        .args(["--baselines", store.to_str().unwrap(), "--compare-modes", "eager,compiled", "--run-dir"])
        .arg(&run_dir)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
    for r in rows(&run_dir) {
        assert_eq!(r.status, Status::Pass, "{r:?}");
        let p = r.modes.as_ref().expect("compared");
        assert_eq!(p.departs, Departs::Neither, "{r:?}");
        let eager = p.runs.iter().find(|m| m.mode == Mode::Eager).unwrap();
        let want = if r.id == "deep-calls" { Status::Skipped } else { Status::Pass };
        assert_eq!(eager.status, want, "{r:?}");
        assert!(!r.error.as_deref().unwrap_or("").contains("an op is wrong on its own"), "{r:?}");
    }
}

#[test]
fn eager_rows_are_replayed_for_determinism_and_honour_repeat() {
    let tmp = tempfile::tempdir().unwrap();
    let suite = tmp.path().join("defs");
    own(&suite, "rng", "module @m {\n  func.func public @main(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {\n    %lo = stablehlo.constant dense<0.000000e+00> : tensor<f32>\n    %hi = stablehlo.constant dense<1.000000e+00> : tensor<f32>\n    %s = stablehlo.constant dense<[2, 3]> : tensor<2xi64>\n    %0 = stablehlo.rng %lo, %hi, %s, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<2x3xf32>\n    %1 = stablehlo.add %0, %x : tensor<2x3xf32>\n    return %1 : tensor<2x3xf32>\n  }\n}\n", &[("x", &[2, 3])], &[2, 3]);
    definition(&suite, "steady", None);
    let cache = tmp.path().join("cache");
    let run = |dir: &str, extra: &[&str]| {
        let run_dir = tmp.path().join(dir);
        let o =
            tpu_compat(&cache).arg("run").arg(&suite).args(["--mode", "eager", "--run-dir"]).arg(&run_dir).args(extra).output().unwrap();
        (o, rows(&run_dir))
    };
    let (o, rows) = run("replayed", &[]);
    assert_eq!(o.status.code(), Some(1), "{}", show(&o));
    let by_id = |rows: &[ResultRow], id: &str| rows.iter().find(|r| r.id == id).unwrap().clone();
    let rng = by_id(&rows, "rng");
    assert_eq!((rng.status, rng.mode), (Status::Nondeterministic, Mode::Eager), "{rng:?}");
    assert_eq!(rng.determinism.as_ref().map(|d| d.runs), Some(2), "{rng:?}");
    let steady = by_id(&rows, "steady");
    assert_eq!(steady.status, Status::Pass, "{steady:?}");
    assert!(steady.determinism.is_some() && steady.perf.is_none(), "{steady:?}");

    let (o, rows) = run("repeated", &["--repeat", "3", "--filter", "^steady$"]);
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
    let steady = by_id(&rows, "steady");
    assert_eq!((steady.status, steady.mode), (Status::Pass, Mode::Eager), "{steady:?}");
    let perf = steady.perf.as_ref().expect("--repeat times eager rows");
    assert_eq!((perf.repeat, perf.verified), (3, 3), "{perf:?}");
    assert!(perf.execute_ms.median > 0.0, "{perf:?}");
    assert_eq!(steady.determinism.as_ref().map(|d| d.runs), Some(4), "{steady:?}");
}

#[test]
fn kinds_that_do_not_run_op_by_op_are_skipped_not_failed() {
    let tmp = tempfile::tempdir().unwrap();
    let cache = tmp.path().join("cache");
    // An op-tier pack and a bounded definition do run op by op (tests/pipeline_kinds.rs); a training step and a collective do not.
    for (args, what) in [
        (vec!["hf", "--filter", "^arcee-causal-lm-train$"], "a training step does not run op by op"),
        (vec!["ops", "--filter", "^op-all_reduce-sum-replicas-all-f32", "--limit", "1"], "a collective op-tier case"),
    ] {
        let run_dir = tmp.path().join(args[0]);
        let o = tpu_compat(&cache).arg("run").args(&args).args(["--mode", "eager", "--run-dir"]).arg(&run_dir).output().unwrap();
        assert_eq!(o.status.code(), Some(0), "{args:?}: skipped rows fail nothing: {}", show(&o));
        let rows = rows(&run_dir);
        assert!(!rows.is_empty(), "{args:?}");
        for r in &rows {
            assert_eq!((r.status, r.mode), (Status::Skipped, Mode::Eager), "{r:?}");
            let e = r.error.as_deref().unwrap();
            assert!(e.contains(what) && e.contains("not the device's") && e.contains("--mode compiled"), "{e}");
        }
    }
}

#[test]
fn compile_only_eager_fits_on_the_values_the_run_holds_at_each_op() {
    let libtpu = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().join(".plugins");
    let found = std::fs::read_dir(&libtpu).into_iter().flatten().flatten().any(|e| e.path().join("libtpu/libtpu.so").is_file());
    assert!(found, "libtpu is not unpacked under {}: run scripts/setup --tpu", libtpu.display());
    let tmp = tempfile::tempdir().unwrap();
    let suite = tmp.path().join("defs");
    // Two 9 GiB arguments, each summed by an op program of its own (9 GiB: fits v5e's 16 GiB alone),
    // both on the device from the first op on (18 GiB: does not).
    let big = "tensor<73728x32768xf32>";
    let sum = |v: &str, n: usize| {
        format!("    %{n} = stablehlo.reduce(%{v} init: %z) applies stablehlo.add across dimensions = [0, 1] : ({big}, tensor<f32>) -> tensor<f32>\n")
    };
    let program = format!(
        "module @m {{\n  func.func public @main(%a: {big}, %b: {big}) -> tensor<f32> {{\n    %z = stablehlo.constant dense<0.000000e+00> : tensor<f32>\n{}{}    %2 = stablehlo.add %0, %1 : tensor<f32>\n    return %2 : tensor<f32>\n  }}\n}}\n",
        sum("a", 0),
        sum("b", 1)
    );
    own(&suite, "two-held", &program, &[("a", &[73728, 32768]), ("b", &[73728, 32768])], &[]);
    let run_dir = tmp.path().join("run");
    let o = tpu_compat(&tmp.path().join("cache"))
        .arg("run")
        .arg(&suite)
        .args(["--device", "tpu", "--topology", "v5e:2x2", "--mode", "eager", "--run-dir"])
        .arg(&run_dir)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1), "{}", show(&o));
    let r = &rows(&run_dir)[0];
    assert_eq!((r.status, r.mode), (Status::Oom, Mode::Eager), "{r:?}");
    let e = r.error.as_deref().unwrap();
    assert!(e.contains("op by op") && e.contains("at op program 1 (stablehlo.reduce") && e.contains("(v5e)"), "{e}");
    let compiled = r.compiled.as_ref().unwrap();
    assert!(compiled.memory.total() < 16 << 30, "each op program alone fits: {compiled:?}");
    assert!(r.device_bytes.is_some_and(|b| b >= 18 << 30), "{r:?}");
    assert!(!String::from_utf8_lossy(&o.stdout).contains("1 fit in HBM"), "{}", show(&o));
}

#[test]
fn compile_only_eager_gives_the_compiled_verdict_of_programs_hard_to_split() {
    let libtpu = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().join(".plugins");
    let found = std::fs::read_dir(&libtpu).into_iter().flatten().flatten().any(|e| e.path().join("libtpu/libtpu.so").is_file());
    assert!(found, "libtpu is not unpacked under {}: run scripts/setup --tpu", libtpu.display());
    let tmp = tempfile::tempdir().unwrap();
    let suite = tmp.path().join("defs");
    hard_to_split(&suite);
    let cache = tmp.path().join("cache");
    let run = |mode: &str| {
        let run_dir = tmp.path().join(mode);
        let o = tpu_compat(&cache)
            .arg("run")
            .arg(&suite)
            .args(["--device", "tpu", "--topology", "v5e:2x2", "--mode", mode, "--run-dir"])
            .arg(&run_dir)
            .output()
            .unwrap();
        (o, statuses(&rows(&run_dir)))
    };
    let (o, compiled) = run("compiled");
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
    assert!(compiled.values().all(|s| *s == Status::Compiled), "{compiled:?}");
    let (o, eager) = run("eager");
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
    for (id, status) in &eager {
        let want = if id == "deep-calls" { Status::Skipped } else { compiled[id] };
        assert_eq!(*status, want, "{id}: {eager:?}");
    }
}
