//! Every kind of job through the pipeline's one compile stage and one
//! execute stage, through the real binary: an op-tier pack and a bounded
//! sweep (a catalog spec swept at its lengths, and a definition of its own
//! with a `[dynamic]` section) run op by op under `--mode eager`, and
//! compile op by op for a topology with no chips (`--topology v6e:2x2`).

mod common;

use common::*;
use results::{Mode, ResultRow, Status};
use std::path::Path;

const OPS: &str = "^op-(add|exponential)-.*f32-[0-9x]+-normal$";
const SPEC: &str = "^llama-h96-l1-mha-b32-f32-dy.0001$";
const BOUNDED: &str = "^stablelm-dyn$";

fn run(tmp: &Path, name: &str, args: &[&str]) -> Vec<ResultRow> {
    let run_dir = tmp.join(name);
    let o = tpu_compat(&tmp.join("cache")).arg("run").args(args).args(["--jobs", "1", "--run-dir"]).arg(&run_dir).output().unwrap();
    assert_eq!(o.status.code(), Some(0), "{args:?}: {}", show(&o));
    let rows = rows(&run_dir);
    assert!(!rows.is_empty(), "{args:?}");
    rows
}

fn libtpu() {
    let plugins = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().join(".plugins");
    let found = std::fs::read_dir(&plugins).into_iter().flatten().flatten().any(|e| e.path().join("libtpu/libtpu.so").is_file());
    assert!(found, "libtpu is not unpacked under {}: run scripts/setup --tpu", plugins.display());
}

#[test]
fn an_op_pack_and_bounded_sweeps_run_op_by_op() {
    let tmp = tempfile::tempdir().unwrap();
    for r in run(tmp.path(), "ops", &["ops", "--filter", OPS, "--limit", "3", "--mode", "eager"]) {
        assert_eq!((r.status, r.mode), (Status::Pass, Mode::Eager), "{r:?}");
        assert!(r.op_case.is_some() && r.eager.as_ref().is_some_and(|e| e.ops >= 1), "the pack ran op by op: {r:?}");
    }
    let spec = run(tmp.path(), "spec", &["dynamism", "--filter", SPEC, "--self", "--lengths", "edges", "--mode", "eager"]);
    let bounded = run(tmp.path(), "bounded", &["hf", "--filter", BOUNDED, "--lengths", "edges", "--mode", "eager"]);
    for rows in [&spec, &bounded] {
        assert!(rows.len() >= 2, "one row per length: {rows:?}");
        for r in rows {
            assert_eq!((r.status, r.mode), (Status::Pass, Mode::Eager), "{r:?}");
            assert!(r.length.is_some() && r.eager.as_ref().is_some_and(|e| e.ops > 1), "swept op by op: {r:?}");
            assert_eq!(r.compiles, Some(1), "one bounded program, compiled once: {r:?}");
        }
    }
}

#[test]
fn compile_only_op_by_op_applies_to_an_op_pack_and_a_bounded_sweep() {
    libtpu();
    let tmp = tempfile::tempdir().unwrap();
    let topology = ["--device", "tpu", "--topology", "v6e:2x2", "--mode", "eager"];
    for (name, args) in [
        ("ops", vec!["ops", "--filter", OPS, "--limit", "2"]),
        ("spec", vec!["dynamism", "--filter", SPEC]),
        ("bounded", vec!["hf", "--filter", BOUNDED]),
    ] {
        let args: Vec<&str> = args.into_iter().chain(topology).collect();
        for r in run(tmp.path(), name, &args) {
            assert_eq!((r.status, r.mode), (Status::Compiled, Mode::Eager), "{name}: {r:?}");
            let e = r.eager.as_ref().expect("an op-by-op compile record");
            assert!(e.ops >= 1 && e.programs >= 1, "{name}: {e:?}");
            assert!(r.compiled.as_ref().is_some_and(|c| c.topology == "v6e:2x2"), "{name}: {r:?}");
            assert!(r.outputs.is_empty(), "compile-only runs nothing: {r:?}");
        }
    }
}
