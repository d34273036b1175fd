//! Bounded-dynamism sweeps on the real CPU plugin: a normal definition
//! passes at every default length with one compilation, and matches the
//! static program bit for bit at the bound; a planted length bug fails at
//! every length below the bound and passes at it; a program whose shape
//! depends on the length is caught as `fail-recompile`; the decode step
//! against a bounded KV cache passes too.

use results::Status;
use runtime::{Client, DType, DeviceSpec, Plugin};
use suites::zoo::config::{Act, Config, Norm, Pos};
use suites::Spec;
use tpu_compat::compilation::Compiler;
use tpu_compat::dynamism::sweep::{run_cases, Case, Expected, RowMeta};
use tpu_compat::dynamism::{summarize, sweep_spec, LengthPolicy, Program, SweepOptions};

fn client() -> Client {
    Client::new(Plugin::for_device(&DeviceSpec::Cpu).expect("CPU plugin (run scripts/setup)")).expect("client")
}

/// The compile service every sweep compiles through, without a cache.
fn compiler() -> Compiler {
    Compiler::new(client(), None)
}

/// A tiny Llama-like spec (RoPE, RMSNorm, SwiGLU, grouped-query attention).
fn llama(bound: i64) -> Spec {
    let config = Config {
        hidden: 32,
        heads: 4,
        kv_heads: 2,
        intermediate: 48,
        layers: 1,
        vocab: 64,
        act: Act::Swiglu,
        norm: Norm::Rmsnorm,
        pos: Pos::Rope,
        seq: bound,
        ..Config::default()
    };
    Spec {
        id: "dy-test-llama".into(),
        family: "llama".into(),
        dtype: DType::F32,
        seed: 11,
        bound: Some(bound),
        config,
        train: None,
        sharding: None,
    }
}

/// A tiny GPT-2-like spec with a batch of 2 (learned positions: the
/// position table's shape follows the length too).
fn gpt2(bound: i64) -> Spec {
    let config =
        Config { hidden: 32, heads: 2, intermediate: 64, layers: 2, vocab: 96, batch: 2, seq: bound, bias: true, ..Config::default() };
    Spec {
        id: "dy-test-gpt2".into(),
        family: "gpt2".into(),
        dtype: DType::F32,
        seed: 5,
        bound: Some(bound),
        config,
        train: None,
        sharding: None,
    }
}

fn opts(program: Program) -> SweepOptions {
    SweepOptions { program, ..SweepOptions::default() }
}

#[test]
fn a_normal_definition_passes_at_every_length_with_one_compile() {
    let c = compiler();
    // The default lengths on one spec, the edges on the other (test time).
    for (spec, policy, want) in
        [(llama(8), LengthPolicy::Default, vec![1, 2, 3, 4, 5, 7, 8]), (gpt2(8), LengthPolicy::Edges, vec![1, 4, 8])]
    {
        let rows = sweep_spec(&c, "dynamism", &spec, &SweepOptions { lengths: policy, ..opts(Program::Prefill) });
        let lengths: Vec<i64> = rows.iter().filter_map(|r| r.length).collect();
        assert_eq!(lengths, want, "{}", spec.id);
        for r in &rows {
            assert_eq!(r.status, Status::Pass, "{} at length {:?}: {:?}", r.id, r.length, r.error);
            assert_eq!(r.compiles, Some(1));
            assert_eq!(r.bound, Some(8));
            assert_eq!(r.outputs.len(), 3);
        }
        assert_eq!(summarize(&rows).line(), "Bounded dynamism: 1/1 causal LLMs passed (100.0%)");
    }
}

#[test]
fn at_the_bound_the_padded_program_matches_the_static_one_exactly() {
    let c = compiler();
    let o = SweepOptions { lengths: LengthPolicy::List(vec![8]), ..opts(Program::Prefill) };
    for spec in [llama(8), gpt2(8)] {
        let rows = sweep_spec(&c, "dynamism", &spec, &o);
        assert_eq!(rows.len(), 1);
        for out in &rows[0].outputs {
            let m = out.metrics.as_ref().expect("metrics");
            assert_eq!(m.max_abs, 0.0, "{} {}: max_abs {}", spec.id, out.name, m.max_abs);
        }
    }
}

#[test]
fn padding_leaking_into_the_sequence_reduction_fails_below_the_bound_only() {
    let c = compiler();
    let o = SweepOptions { lengths: LengthPolicy::All, ..opts(Program::Leaky) };
    let rows = sweep_spec(&c, "dynamism", &llama(8), &o);
    assert_eq!(rows.len(), 8);
    for r in &rows {
        let want = if r.length == Some(8) { Status::Pass } else { Status::FailParity };
        assert_eq!(r.status, want, "length {:?}: {:?}", r.length, r.error);
        if want == Status::FailParity {
            let pooled = r.outputs.iter().find(|o| o.name == "pooled_logits").and_then(|o| o.metrics.as_ref()).expect("pooled");
            assert!(!pooled.passed);
        }
    }
    let s = summarize(&rows);
    assert_eq!(s.passed, 0);
    assert_eq!(s.failed.get("dy-test-llama").map(Vec::len), Some(7));
}

#[test]
fn a_program_whose_shape_depends_on_the_length_is_caught_as_a_recompile() {
    let c = compiler();
    let spec = llama(8);
    let meta = RowMeta {
        id: spec.id.clone(),
        family: spec.family.clone(),
        tier: "dynamism".into(),
        bound: 8,
        compilation: Default::default(),
        mode: Default::default(),
    };
    // The "bounded" program handed to the sweep is the static one at each
    // length: numerically right, but a new shape (and compilation) per length.
    let mut case = |l: i64| -> Result<Case, String> {
        let s = suites::dynamism::prefill::prefill(&spec, suites::dynamism::prefill::Prefill::Static(l)).map_err(|e| e.to_string())?;
        let inputs = s.inputs().map_err(|e| e.to_string())?;
        let exe = c.client().compile(&s.program, &Default::default()).map_err(|e| e.to_string())?;
        let expected = exe.run(&inputs).map_err(|e| e.to_string())?;
        Ok(Case { program: s.program.clone(), inputs, static_def: s, expected: Expected::Outputs(expected), expected_ms: 0.0 })
    };
    let rows = run_cases(&c, &meta, &[2, 5, 8], &baselines::Policy::default(), false, &mut case);
    assert_eq!(rows.len(), 3);
    for r in &rows {
        assert_eq!(r.status, Status::FailRecompile, "length {:?}", r.length);
        assert_eq!(r.compiles, Some(3));
        // The numbers themselves agreed: only the recompilation fails it.
        assert!(r.outputs.iter().all(|o| o.metrics.as_ref().is_some_and(|m| m.passed)));
    }
}

#[test]
fn the_decode_step_against_a_bounded_kv_cache_passes_at_every_cache_length() {
    let c = compiler();
    for (spec, policy, want) in
        [(llama(8), LengthPolicy::Default, vec![1, 2, 3, 4, 5, 6, 7]), (gpt2(8), LengthPolicy::Edges, vec![1, 3, 7])]
    {
        let rows = sweep_spec(&c, "dynamism", &spec, &SweepOptions { lengths: policy, ..opts(Program::Decode) });
        let lengths: Vec<i64> = rows.iter().filter_map(|r| r.length).collect();
        assert_eq!(lengths, want, "{}", spec.id);
        for r in &rows {
            assert_eq!(r.tier, "dynamism-decode");
            assert_eq!(r.status, Status::Pass, "{} at cache length {:?}: {:?}", r.id, r.length, r.error);
            assert_eq!(r.compiles, Some(1));
        }
    }
}

#[test]
fn a_sweep_against_recorded_static_baselines_passes_and_a_missing_length_is_reported() {
    use tpu_compat::dynamism::record::{record_static_baselines, Recording};
    use tpu_compat::dynamism::Baseline;
    let c = compiler();
    let dir = tempfile::tempdir().unwrap();
    let store = baselines::Store::new(dir.path());
    let platform = tpu_compat::recording::platform_of(c.client(), "cpu").unwrap();
    let spec = llama(8);
    let recorded = record_static_baselines(
        &c,
        &platform,
        &Recording { store: &store, suite: "dynamism", compilation: Default::default() },
        &spec,
        Program::Prefill,
        &LengthPolicy::Edges,
    )
    .unwrap();
    assert_eq!(recorded.len(), 3);
    assert!(store.path("dynamism", "dy-test-llama.len4").unwrap().exists());
    let o = SweepOptions { lengths: LengthPolicy::List(vec![1, 4, 8, 5]), baseline: Baseline::Store(store), ..opts(Program::Prefill) };
    let rows = sweep_spec(&c, "dynamism", &spec, &o);
    let statuses: Vec<(i64, Status)> = rows.iter().map(|r| (r.length.unwrap(), r.status)).collect();
    assert_eq!(
        statuses,
        vec![(1, Status::Pass), (4, Status::Pass), (5, Status::MissingBaseline), (8, Status::Pass)],
        "{:?}",
        rows.iter().map(|r| &r.error).collect::<Vec<_>>()
    );
}

#[test]
fn sweeps_are_judged_by_the_tolerance_file_by_family_and_by_catalog_id() {
    let c = compiler();
    let lengths = LengthPolicy::List(vec![2, 8]);
    // The leaky program differs from the static one below the bound; a
    // tolerance entry wide enough to cover that must be the one applied.
    let strict = sweep_spec(&c, "dynamism", &llama(8), &SweepOptions { lengths: lengths.clone(), ..opts(Program::Leaky) });
    assert_eq!(strict[0].status, Status::FailParity);
    for file in [
        "[family.llama]\natol = 1000.0\nrtol = 1000.0\nreason = \"test\"\n",
        "[definition.\"dy-test-llama\"]\natol = 1000.0\nrtol = 1000.0\nreason = \"test\"\n",
    ] {
        let policy =
            baselines::Policy { rule: baselines::Rule::Either, overrides: baselines::tolerance::OverrideFile::parse(file).unwrap() };
        let rows = sweep_spec(&c, "dynamism", &llama(8), &SweepOptions { lengths: lengths.clone(), policy, ..opts(Program::Leaky) });
        for r in &rows {
            assert_eq!(r.status, Status::Pass, "{file}: length {:?}: {:?}", r.length, r.error);
            let m = r.outputs[0].metrics.as_ref().unwrap();
            assert_eq!((m.atol, m.rtol), (1000.0, 1000.0), "{file}");
        }
    }
}
