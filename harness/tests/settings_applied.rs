//! A setting a run records is a setting its programs were compiled with, for
//! every kind of job (plain definitions are covered in `numerics_cli.rs`):
//! the op tier's f32 dot cases compute differently under `--numerics
//! tpu-default`, a `--compile-profile` the run did not compile under misses
//! the compile cache, and a dynamism sweep compiles through the compile
//! cache (a second run is served from it) and under the run's numerics.

mod common;

use common::{rows, show, tpu_compat};
use results::{ResultRow, Status};
use std::path::Path;

/// The op tier's f32 matrix products, ordinary values.
const DOTS: &str = "^op-dot_general-.*-f32-[0-9x]+-normal$";

fn run_in(cache: &Path, run_dir: &Path, args: &[&str]) -> Vec<ResultRow> {
    let out = tpu_compat(cache).args(args).arg("--run-dir").arg(run_dir).output().unwrap();
    assert!(matches!(out.status.code(), Some(0 | 1)), "{}", show(&out));
    let r = rows(run_dir);
    assert!(!r.is_empty(), "{}", show(&out));
    r
}

fn max_ulp(r: &ResultRow) -> u64 {
    r.outputs.iter().filter_map(|o| o.metrics.as_ref()).map(|m| m.max_ulp).max().unwrap_or(0)
}

#[test]
fn the_op_tier_compiles_under_the_runs_numerics_and_compile_profile() {
    let tmp = tempfile::tempdir().unwrap();
    let cache = tmp.path().join("cache");
    let ops = |dir: &str, extra: &[&str]| {
        let mut args = vec!["run", "ops", "--jobs", "1", "--filter", DOTS];
        args.extend_from_slice(extra);
        run_in(&cache, &tmp.path().join(dir), &args)
    };
    let native = ops("native", &[]);
    assert!(native.len() >= 3, "{} dot cases", native.len());
    assert!(native.iter().all(|r| r.status == Status::Pass && r.profiles.numerics == results::Numerics::Native), "{native:#?}");

    // tpu-default: one bf16 pass per f32 product. Same cases, new programs
    // (the first pack row is a fresh compile, not the native run's cache
    // entry), and the products are further from their float64 references.
    let tpu = ops("tpu-default", &["--numerics", "tpu-default"]);
    assert_eq!(tpu.len(), native.len());
    assert!(tpu.iter().all(|r| r.profiles.numerics == results::Numerics::TpuDefault), "{tpu:#?}");
    assert!(tpu.iter().any(|r| r.timings.compile_ms > 0.0 && !r.cached), "every pack came from the native run's cache: {tpu:#?}");
    let worse = native.iter().zip(&tpu).filter(|(n, t)| max_ulp(t) > max_ulp(n) * 4).count();
    assert!(worse * 2 >= native.len(), "only {worse} of {} dot cases changed under tpu-default", native.len());

    // The compile profile reaches the compile options: a warm cache for
    // `full` is a miss under `fast`, and the rows say `fast`.
    let fast = ops("fast", &["--compile-profile", "fast"]);
    assert!(fast.iter().all(|r| r.profiles.compile_profile == results::CompileProfile::Fast), "{fast:#?}");
    assert!(fast.iter().any(|r| r.timings.compile_ms > 0.0 && !r.cached), "fast was served the full compile: {fast:#?}");
    let again = ops("full-again", &[]);
    assert!(again.iter().all(|r| r.cached), "a second native run compiled again: {again:#?}");
}

#[test]
fn a_dynamism_sweep_compiles_through_the_cache_and_the_runs_numerics() {
    let tmp = tempfile::tempdir().unwrap();
    let cache = tmp.path().join("cache");
    let sweep = |dir: &str, extra: &[&str]| {
        // An f32 definition: the numerics rewrite leaves bf16 programs as they are.
        let mut args = vec!["run", "dynamism", "--filter", "^llama-h96-l1-mha-b32-f32-dy.0001$", "--self", "--lengths", "edges"];
        args.extend_from_slice(extra);
        run_in(&cache, &tmp.path().join(dir), &args)
    };
    let first = sweep("first", &[]);
    assert!(first.iter().all(|r| r.status == Status::Pass), "{first:#?}");
    assert!(first.iter().any(|r| r.timings.compile_ms > 0.0 && !r.cached), "{first:#?}");
    let second = sweep("second", &[]);
    assert_eq!(second.len(), first.len());
    let compiled: Vec<&ResultRow> = second.iter().filter(|r| r.timings.compile_ms > 0.0).collect();
    assert!(!compiled.is_empty() && compiled.iter().all(|r| r.cached), "the second sweep compiled again: {second:#?}");
    // One program per bound still: the count is of programs, cached or not.
    assert!(second.iter().all(|r| r.compiles == Some(1)), "{second:#?}");

    let tpu = sweep("tpu", &["--numerics", "tpu-default"]);
    assert!(tpu.iter().all(|r| r.profiles.numerics == results::Numerics::TpuDefault), "{tpu:#?}");
    assert!(tpu.iter().any(|r| r.timings.compile_ms > 0.0 && !r.cached), "tpu-default was served the native program: {tpu:#?}");
}
