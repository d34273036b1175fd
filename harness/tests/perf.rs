//! Speed and stability as results, through the real binary and plugin:
//! `run --repeat R` fills each row's performance record (times, compiled
//! memory, the compiler's cost analysis); every definition's judged
//! execution runs again and is compared bit for bit; a per-execution fault
//! planted with the fault plugin (`jitter:EPS@OP#N`) fails its definition
//! as `nondeterministic`, naming the output, unless the expected-results
//! file marks it `flaky`; `--threads` reaches the CPU plugin's pool.

mod common;

use common::*;
use results::{Agreement, Status};
use std::path::Path;

/// A definition `<root>/<id>/` computing `x · w` for `x: MxK`, `w: KxN`
/// (nothing else), so its cost is the matmul's alone.
fn matmul(root: &Path, id: &str, (m, k, n): (i64, i64, i64)) {
    let d = root.join(id);
    std::fs::create_dir_all(&d).unwrap();
    let program = format!(
        "module @m {{\n  func.func public @main(%x: tensor<{m}x{k}xf32>, %w: tensor<{k}x{n}xf32>) -> tensor<{m}x{n}xf32> {{\n    \
         %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<{m}x{k}xf32>, tensor<{k}x{n}xf32>) -> tensor<{m}x{n}xf32>\n    \
         return %0 : tensor<{m}x{n}xf32>\n  }}\n}}\n"
    );
    std::fs::write(d.join("model.mlir"), program).unwrap();
    let manifest = format!(
        "id = \"{id}\"\nfamily = \"mlp\"\nseed = 3\n\n[[arguments]]\nname = \"x\"\nshape = [{m}, {k}]\ndtype = \"f32\"\nrole = \"data\"\n\n\
         [[arguments]]\nname = \"w\"\nshape = [{k}, {n}]\ndtype = \"f32\"\nrole = \"weight\"\nfill = \"normal(1.0)\"\n\n[[outputs]]\nname = \"y\"\nshape = [{m}, {n}]\ndtype = \"f32\"\n"
    );
    std::fs::write(d.join("model.toml"), manifest).unwrap();
}

fn run(tmp: &Path, suite: &Path, run_dir: &Path, extra: &[&str]) -> std::process::Output {
    tpu_compat(&tmp.join("cache"))
        .args(["run", suite.to_str().unwrap(), "--jobs", "1", "--run-dir", run_dir.to_str().unwrap()])
        .arg("--device")
        .arg(fault_plugin())
        .args(extra)
        .output()
        .unwrap()
}

#[test]
fn repeat_fills_perf_on_every_row_and_a_matmul_costs_2mnk_flops() {
    let tmp = tempfile::tempdir().unwrap();
    let suite = tmp.path().join("s");
    let (m, k, n) = (4, 8, 16);
    matmul(&suite, "matmul", (m, k, n));
    definition(&suite, "tanh", None);
    // A slow device (the fault plugin sleeps 30 ms in every execution): every repetition is timed.
    definition(&suite, "slow", Some("sleep:30@execute"));
    let run_dir = tmp.path().join("run");
    let out = run(tmp.path(), &suite, &run_dir, &["--repeat", "3"]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let rows = rows(&run_dir);
    assert_eq!(rows.len(), 3);
    for r in &rows {
        assert_eq!(r.status, Status::Pass, "{r:?}");
        let p = r.perf.as_deref().unwrap_or_else(|| panic!("{}: no perf record", r.id));
        assert_eq!((p.repeat, p.verified), (3, 3), "{}", r.id);
        let s = p.execute_ms;
        assert!(s.min > 0.0 && s.min <= s.p5 && s.p5 <= s.median && s.median <= s.p95 && s.p95 <= s.max, "{}: {s:?}", r.id);
        assert!(p.memory.arguments > 0 && p.memory.outputs > 0, "{}: {:?}", r.id, p.memory);
        // A tanh alone costs transcendentals, no flops; every program accesses bytes.
        assert!(p.cost.get("bytes accessed").is_some_and(|b| *b > 0.0) && p.bytes_per_s.is_some(), "{}: {:?}", r.id, p.cost);
        let d = r.determinism.as_ref().unwrap();
        assert_eq!((d.runs, &d.agreement, d.threads), (4, &Agreement::BitIdentical, None), "{}", r.id);
    }
    let by_id = |id: &str| rows.iter().find(|r| r.id == id).unwrap();
    let mm = by_id("matmul").perf.as_deref().unwrap();
    assert_eq!(mm.cost["flops"], (2 * m * n * k) as f64, "{:?}", mm.cost);
    let achieved = mm.flops_per_s.unwrap();
    assert!((achieved - mm.cost["flops"] / (mm.execute_ms.median / 1e3)).abs() <= 1e-6 * achieved, "{achieved}");
    assert!(mm.bytes_per_s.is_some_and(|b| b > 0.0));
    assert_eq!(mm.memory.arguments, 4 * (m * k + k * n), "{:?}", mm.memory);
    assert_eq!(mm.memory.outputs, 4 * m * n, "{:?}", mm.memory);
    let slow = by_id("slow").perf.as_deref().unwrap().execute_ms;
    assert!(slow.min >= 30.0, "the planted sleep is in every timed execution: {slow:?}");
    assert!(by_id("slow").timings.execute_ms >= 30.0);
}

#[test]
fn a_per_execution_fault_is_nondeterministic_naming_the_output() {
    let tmp = tempfile::tempdir().unwrap();
    let suite = tmp.path().join("s");
    definition(&suite, "steady", None);
    definition(&suite, "jittery", Some("jitter:1e-3@tanh#1"));
    let run_dir = tmp.path().join("run");
    let out = run(tmp.path(), &suite, &run_dir, &[]);
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    let rows = rows(&run_dir);
    let by_id = |id: &str| rows.iter().find(|r| r.id == id).unwrap();
    let steady = by_id("steady");
    assert_eq!(steady.status, Status::Pass);
    let d = steady.determinism.as_ref().unwrap();
    assert_eq!((d.runs, &d.agreement), (2, &Agreement::BitIdentical));
    assert!(steady.perf.is_none(), "no --repeat: nothing timed");
    let j = by_id("jittery");
    assert_eq!(j.status, Status::Nondeterministic, "{j:?}");
    let e = j.error.as_deref().unwrap();
    assert!(e.contains("output `y` differs between 2 executions"), "{e}");
    match &j.determinism.as_ref().unwrap().agreement {
        Agreement::Different { output, differing, elements, max_abs } => {
            assert_eq!((output.as_str(), *elements), ("y", 6));
            assert!(*differing >= 1 && *max_abs > 0.0 && *max_abs < 1e-2, "{differing} {max_abs}");
        }
        other => panic!("{other:?}"),
    }

    // --no-determinism: the judged execution alone, which passes (no baseline judges it).
    let off = tmp.path().join("off");
    let out = run(tmp.path(), &suite, &off, &["--no-determinism"]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    assert!(common::rows(&off).iter().all(|r| r.status == Status::Pass && r.determinism.is_none()));
}

#[test]
fn a_flaky_expectation_makes_runs_that_differ_flaky_without_failing_the_run() {
    let tmp = tempfile::tempdir().unwrap();
    let suite = tmp.path().join("s");
    definition(&suite, "steady", None);
    definition(&suite, "jittery", Some("jitter:1e-3@tanh#1"));
    let expected = tmp.path().join("expected.toml");
    std::fs::write(&expected, "[definitions.jittery]\nstatus = \"flaky\"\nreason = \"a kernel that jitters\"\nlapse_after = 3\n").unwrap();
    let run_dir = tmp.path().join("run");
    let out = run(tmp.path(), &suite, &run_dir, &["--expected", expected.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let got = statuses(&rows(&run_dir));
    assert_eq!((got["steady"], got["jittery"]), (Status::Pass, Status::Flaky));

    // A flaky entry must say why.
    std::fs::write(&expected, "[definitions.jittery]\nstatus = \"flaky\"\n").unwrap();
    let out = run(tmp.path(), &suite, &tmp.path().join("run2"), &["--expected", expected.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2), "{}", show(&out));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("expected.toml") && err.contains("[definitions.jittery]: a reason is required"), "{err}");
}

#[test]
fn bad_repeat_and_threads_values_are_refused_before_anything_runs() {
    let tmp = tempfile::tempdir().unwrap();
    let suite = tmp.path().join("s");
    definition(&suite, "a", None);
    for (args, says) in [
        (vec!["--repeat=-1"], "--repeat"),
        (vec!["--repeat", "many"], "--repeat"),
        (vec!["--repeat", "1001"], "--repeat"),
        (vec!["--threads", "0"], "--threads"),
    ] {
        let run_dir = tmp.path().join("never");
        let out = run(tmp.path(), &suite, &run_dir, &args);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {}", show(&out));
        assert!(String::from_utf8_lossy(&out.stderr).contains(says), "{args:?}: {}", show(&out));
        assert!(!run_dir.exists(), "{args:?}");
    }
    let out =
        tpu_compat(&tmp.path().join("cache")).args(["run", suite.to_str().unwrap(), "--device", "gpu", "--threads", "2"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2), "{}", show(&out));
}

#[test]
fn threads_reach_the_cpu_plugin_and_rows_record_its_pool() {
    let tmp = tempfile::tempdir().unwrap();
    let suite = tmp.path().join("s");
    definition(&suite, "a", None);
    let count = |n: &str| {
        let run_dir = tmp.path().join(format!("t{n}"));
        let out = run(tmp.path(), &suite, &run_dir, &["--threads", n]);
        assert_eq!(out.status.code(), Some(0), "{}", show(&out));
        let r = rows(&run_dir).pop().unwrap();
        assert!(r.determinism.as_ref().unwrap().agreement.is_bit_identical());
        r.determinism.unwrap().threads.unwrap()
    };
    // XLA's CPU client makes max(PJRT_NPROC, devices) intra-op threads; the plugin has 4 devices.
    assert_eq!(count("1"), 4);
    assert_eq!(count("6"), 6);
}

/// A training step (its state `w` aliased to output 1): w' = w - 0.5 (w - x),
/// loss = sum(w * w). `marker` plants a fault-plugin line.
fn step(root: &Path, id: &str, marker: Option<&str>) {
    let d = root.join(id);
    std::fs::create_dir_all(&d).unwrap();
    let mark = marker.map(|m| format!("// tpu-compat-fault: {m}\n")).unwrap_or_default();
    let program = format!(
        "{mark}module @step {{
  func.func public @main(%w: tensor<8xf32> {{tf.aliasing_output = 1 : i32}}, %x: tensor<8xf32>) -> (tensor<f32>, tensor<8xf32>) {{
    %ww = stablehlo.multiply %w, %w : tensor<8xf32>
    %zero = stablehlo.constant dense<0.0> : tensor<f32>
    %loss = stablehlo.reduce(%ww init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %d = stablehlo.subtract %w, %x : tensor<8xf32>
    %half = stablehlo.constant dense<0.5> : tensor<8xf32>
    %g = stablehlo.multiply %half, %d : tensor<8xf32>
    %w2 = stablehlo.subtract %w, %g : tensor<8xf32>
    return %loss, %w2 : tensor<f32>, tensor<8xf32>
  }}
}}
"
    );
    std::fs::write(d.join("model.mlir"), program).unwrap();
    let manifest = format!(
        "id = \"{id}\"\nfamily = \"mlp\"\nseed = 5\n\n[[arguments]]\nname = \"w\"\nshape = [8]\ndtype = \"f32\"\nrole = \"weight\"\nfill = \"normal(1.0)\"\n\n\
         [[arguments]]\nname = \"x\"\nshape = [8]\ndtype = \"f32\"\nrole = \"data\"\n\n[[outputs]]\nname = \"loss\"\nshape = []\ndtype = \"f32\"\n\n\
         [[outputs]]\nname = \"w\"\nshape = [8]\ndtype = \"f32\"\n"
    );
    std::fs::write(d.join("model.toml"), manifest).unwrap();
}

#[test]
fn a_training_step_replays_its_k_steps() {
    let tmp = tempfile::tempdir().unwrap();
    let suite = tmp.path().join("s");
    step(&suite, "steady-step", None);
    // The update of w jitters: every replay of the 4 steps drifts elsewhere.
    step(&suite, "jittery-step", Some("jitter:1e-3@subtract#2"));
    let run_dir = tmp.path().join("run");
    let out = run(tmp.path(), &suite, &run_dir, &["--steps", "4", "--repeat", "2"]);
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    let rows = rows(&run_dir);
    let by_id = |id: &str| rows.iter().find(|r| r.id == id).unwrap();
    let steady = by_id("steady-step");
    assert_eq!(steady.status, Status::Pass, "{steady:?}");
    assert_eq!(steady.training.as_ref().unwrap().device.len(), 4);
    let d = steady.determinism.as_ref().unwrap();
    assert_eq!((d.runs, &d.agreement), (3, &Agreement::BitIdentical));
    let p = steady.perf.as_deref().unwrap();
    // Achieved FLOP/s count the 4 steps one timed execution ran.
    let flops = p.cost["flops"];
    assert!(flops > 0.0);
    let achieved = p.flops_per_s.unwrap();
    assert!((achieved - 4.0 * flops / (p.execute_ms.median / 1e3)).abs() <= 1e-6 * achieved, "{achieved} {flops} {p:?}");
    let j = by_id("jittery-step");
    assert_eq!(j.status, Status::Nondeterministic, "{j:?}");
    assert!(j.error.as_deref().unwrap().contains("differs between 3 executions"), "{j:?}");
}
