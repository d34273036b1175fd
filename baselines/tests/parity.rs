//! Verdicts on real outputs of the real CPU plugin: an exact rerun passes
//! with zero error; small mutations of a definition (a weight scaled by
//! 1 + 1e-3, tanh swapped for logistic, a mask dropped, two outputs swapped)
//! fail against the original's baseline with the right outputs named;
//! bf16-rounded matmul inputs fail strict f32 tolerances and pass bf16 ones;
//! and bad baselines (corrupt, wrong shapes, another definition's, stale,
//! missing) each get a clear verdict and message.

use baselines::record::{store_recorded, widen, Made, Platform, Recorded, ReferenceError};
use baselines::store::LockedSuite;
use baselines::tolerance::OverrideFile;
use baselines::{judge, judge_against, Baseline, Policy, Request, Rule, Store, Verdict};
use runtime::{Client, CompileOptions, DType, DeviceSpec, HostTensor, Plugin};
use std::collections::BTreeMap;
use std::sync::OnceLock;
use suites::definition::Manifest;
use suites::{ArgumentSpec, Definition, OutputKind, OutputSpec, Role};

const SUITE: &str = "unit";

fn client() -> &'static Client {
    static C: OnceLock<Client> = OnceLock::new();
    C.get_or_init(|| {
        let plugin = Plugin::for_device(&DeviceSpec::Cpu).expect("the CPU plugin (run scripts/setup)");
        Client::new(plugin).expect("a CPU client")
    })
}

fn platform() -> &'static Platform {
    static P: OnceLock<Platform> = OnceLock::new();
    P.get_or_init(|| {
        let c = client();
        Platform {
            device: "cpu".into(),
            platform_name: c.platform_name().expect("platform name"),
            platform_version: c.platform_version().expect("platform version"),
            plugin_sha256: c.plugin().file_hash().expect("plugin hash"),
        }
    })
}

fn run_program(program: &[u8], inputs: &[HostTensor]) -> Result<Vec<HostTensor>, String> {
    let exe = client().compile(program, &CompileOptions::default()).map_err(|e| e.to_string())?;
    exe.run(inputs).map_err(|e| e.to_string())
}

/// Records `definition` on the CPU plugin as written (native numerics, the
/// default compile options), with its float64 reference when asked: what
/// `baseline record` does through the harness's compile service.
fn record_definition(definition: &Definition, into: &LockedSuite, with_f64: bool) -> Result<Recorded, String> {
    let inputs = definition.inputs().map_err(|e| e.to_string())?;
    let hash = definition.hash(&inputs);
    let outputs = run_program(&definition.program, &inputs)?;
    let reference = with_f64.then(|| {
        let program = program::float64::widen_program(&definition.program).map_err(|e| ReferenceError::Run(e.to_string()))?;
        let wide: Vec<HostTensor> = inputs.iter().map(widen).collect::<Result<_, _>>().map_err(|e| ReferenceError::Run(e.to_string()))?;
        run_program(&program, &wide).map(|o| (o, program)).map_err(ReferenceError::Run)
    });
    let made = Made { outputs, reference, numerics: "native", compile_profile: CompileOptions::default().profile.as_str() };
    store_recorded(platform(), definition, &hash, into, made).map_err(|e| e.to_string())
}

/// What to change in the program, relative to the original.
#[derive(Clone, Copy, Default)]
struct Variant {
    logistic: bool,
    drop_mask: bool,
    swap_outputs: bool,
    bf16_inputs: bool,
}

/// features = act(x . w) * mask, logits = x . w; x, w uniform(0, 1) (no
/// cancellation, so bf16 rounding stays within bf16 tolerances).
fn program(v: Variant) -> String {
    let (x, w, pre) = if v.bf16_inputs {
        (
            "%xr",
            "%wr",
            "%xb = stablehlo.convert %x : (tensor<4x8xf32>) -> tensor<4x8xbf16>
    %xr = stablehlo.convert %xb : (tensor<4x8xbf16>) -> tensor<4x8xf32>
    %wb = stablehlo.convert %w : (tensor<8x16xf32>) -> tensor<8x16xbf16>
    %wr = stablehlo.convert %wb : (tensor<8x16xbf16>) -> tensor<8x16xf32>",
        )
    } else {
        ("%x", "%w", "")
    };
    let act = if v.logistic { "stablehlo.logistic" } else { "stablehlo.tanh" };
    let masked = if v.drop_mask { "%a" } else { "%m" };
    let ret = if v.swap_outputs { "%h, %f" } else { "%f, %h" };
    format!(
        "module @mlp {{
  func.func public @main(%x: tensor<4x8xf32>, %w: tensor<8x16xf32>, %mask: tensor<4x16xf32>) -> (tensor<4x16xf32>, tensor<4x16xf32>) {{
    {pre}
    %h = stablehlo.dot_general {x}, {w}, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
    %a = {act} %h : tensor<4x16xf32>
    %m = stablehlo.multiply %a, %mask : tensor<4x16xf32>
    %f = stablehlo.add {masked}, %mask : tensor<4x16xf32>
    return {ret} : tensor<4x16xf32>, tensor<4x16xf32>
  }}
}}
"
    )
}

fn arg(name: &str, shape: &[i64], role: Role, fill: &str) -> ArgumentSpec {
    ArgumentSpec { name: name.into(), shape: shape.to_vec(), dtype: DType::F32, role, fill: Some(fill.into()) }
}

fn definition(id: &str, v: Variant) -> Definition {
    let manifest = Manifest {
        id: id.into(),
        family: "mlp".into(),
        task: String::new(),
        seed: 7,
        arguments: vec![
            arg("x", &[4, 8], Role::Data, "uniform(0,1)"),
            arg("w", &[8, 16], Role::Weight, "uniform(0,1)"),
            arg("mask", &[4, 16], Role::Data, "ones"),
        ],
        outputs: vec![
            OutputSpec { name: "features".into(), shape: vec![4, 16], dtype: DType::F32, kind: OutputKind::Features },
            OutputSpec { name: "logits".into(), shape: vec![4, 16], dtype: DType::F32, kind: OutputKind::Logits },
        ],
        tolerance: None,
        dynamic: None,
        training: None,
        source: BTreeMap::new(),
    };
    // A mask with zeros in every row, so that dropping it changes the features.
    let mask: Vec<f32> = (0..64).map(|i| if i % 3 == 0 { 0.0 } else { 1.0 }).collect();
    let provided = BTreeMap::from([("mask".to_string(), HostTensor::from_slice(&[4, 16], &mask).unwrap())]);
    Definition { manifest, program: program(v).into_bytes(), provided }
}

fn run(def: &Definition, inputs: &[HostTensor]) -> Vec<HostTensor> {
    let exe = client().compile(&def.program, &CompileOptions::default()).expect("compiles");
    exe.run(inputs).expect("runs")
}

/// Records the original definition into a fresh store.
fn recorded(id: &str, with_f64: bool) -> (tempfile::TempDir, Store, Definition, String) {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::new(dir.path());
    let def = definition(id, Variant::default());
    let locked = store.lock_suite(SUITE).expect("locks the store");
    let r = record_definition(&def, &locked, with_f64).expect("records");
    assert_eq!(r.outputs, 2);
    if with_f64 {
        assert!(r.f64_error.is_none(), "{:?}", r.f64_error);
        assert!(r.f64_path.as_ref().is_some_and(|p| p.is_file()));
    }
    (dir, store, def, r.definition_hash)
}

fn strict() -> Policy {
    Policy::default()
}

#[test]
fn exact_rerun_passes_with_zero_error_and_full_provenance() {
    let (_dir, store, def, hash) = recorded("mlp-exact", false);
    let inputs = def.inputs().unwrap();
    assert_eq!(def.hash(&inputs), hash);
    let outputs = run(&def, &inputs);
    let j = judge(&store, &strict(), &Request::for_definition(SUITE, &def, &hash, &outputs));
    assert_eq!(j.verdict, Verdict::Pass, "{}", j.message);
    assert_eq!(j.per_output.len(), 2);
    for m in &j.per_output {
        assert!(m.passed);
        assert_eq!((m.max_abs, m.max_rel, m.rmse, m.mismatch_frac, m.max_ulp, m.nan_mismatch), (0.0, 0.0, 0.0, 0.0, 0, 0));
        assert_eq!(m.margin, 0.0);
        assert_eq!((m.atol, m.rtol, m.rule.as_str()), (1e-5, 1.3e-6, "allclose"));
        assert_eq!(m.elements, 64);
    }
    assert_eq!(j.per_output[0].top1_agree, None);
    assert_eq!(j.per_output[1].top1_agree, Some(1.0));
    let p = store.load(SUITE, "mlp-exact").unwrap().provenance;
    assert_eq!((p.definition_id.as_str(), p.device.as_str(), p.source.as_str(), p.dtype.as_str()), ("mlp-exact", "cpu", "pjrt", "f32"));
    assert_eq!(p.definition_hash, hash);
    assert_eq!(p.plugin_sha256.len(), 64);
    assert!(!p.platform_name.is_empty() && !p.platform_version.is_empty());
    assert_eq!(p.harness_version, env!("CARGO_PKG_VERSION"));
    assert!(p.recorded_at.ends_with('Z') && p.recorded_at.len() == 20, "{}", p.recorded_at);
}

/// Judges a variant's outputs as if the device had computed them for the original.
fn judge_variant(
    store: &Store,
    orig: &Definition,
    hash: &str,
    v: Variant,
    inputs: Option<Vec<HostTensor>>,
    policy: &Policy,
) -> baselines::Judgement {
    let inputs = inputs.unwrap_or_else(|| orig.inputs().unwrap());
    let outputs = run(&definition(orig.id(), v), &inputs);
    judge(store, policy, &Request::for_definition(SUITE, orig, hash, &outputs))
}

fn failing(j: &baselines::Judgement) -> Vec<usize> {
    (0..j.per_output.len()).filter(|&i| !j.per_output[i].passed).collect()
}

#[test]
fn scaled_weight_fails_the_logits() {
    let (_dir, store, def, hash) = recorded("mlp-weight", false);
    let mut inputs = def.inputs().unwrap();
    let w: Vec<f32> = inputs[1].to_vec::<f32>().unwrap();
    // One weight, scaled by 1 + 1e-3.
    let mut w2 = w.clone();
    w2[5] *= 1.001;
    inputs[1] = HostTensor::from_slice(&[8, 16], &w2).unwrap();
    let j = judge_variant(&store, &def, &hash, Variant::default(), Some(inputs), &strict());
    assert_eq!(j.verdict, Verdict::FailParity, "{}", j.message);
    // w[5] is w[0][5]: it feeds column 5 of the logits (and, damped by tanh's
    // slope, the features, which may stay within f32 bounds).
    assert!(failing(&j).contains(&1), "{}", j.message);
    assert!(j.message.contains("logits:"), "{}", j.message);
    let m = &j.per_output[1];
    assert!(m.max_rel > 1e-5 && m.max_rel < 2e-3, "{}", m.max_rel);
    assert!(m.mismatch_frac > 0.0 && m.mismatch_frac <= 4.0 / 64.0 + 1e-12, "only column 5 moves: {}", m.mismatch_frac);
    assert!(m.margin > 1.0);
    assert_eq!(m.suggested_atol, Some(m.max_abs * 1.2));
    assert_eq!(m.suggested_rtol, Some(m.max_rel * 1.2));
}

#[test]
fn swapped_activation_fails_features_only() {
    let (_dir, store, def, hash) = recorded("mlp-act", false);
    let j = judge_variant(&store, &def, &hash, Variant { logistic: true, ..Default::default() }, None, &strict());
    assert_eq!(j.verdict, Verdict::FailParity);
    assert_eq!(failing(&j), vec![0], "{}", j.message);
    assert!(j.message.contains("features:") && !j.message.contains("logits:"), "{}", j.message);
    assert!(j.per_output[1].passed && j.per_output[1].max_abs == 0.0);
}

#[test]
fn dropped_mask_fails_features_only() {
    let (_dir, store, def, hash) = recorded("mlp-mask", false);
    let j = judge_variant(&store, &def, &hash, Variant { drop_mask: true, ..Default::default() }, None, &strict());
    assert_eq!(failing(&j), vec![0], "{}", j.message);
    // Exactly the masked third of the elements changed.
    let masked = (0..64).filter(|i| i % 3 == 0).count() as f64 / 64.0;
    assert!((j.per_output[0].mismatch_frac - masked).abs() < 1e-12, "{}", j.per_output[0].mismatch_frac);
}

#[test]
fn swapped_outputs_fail_both_and_lose_top1() {
    let (_dir, store, def, hash) = recorded("mlp-swap", false);
    let j = judge_variant(&store, &def, &hash, Variant { swap_outputs: true, ..Default::default() }, None, &strict());
    assert_eq!(failing(&j), vec![0, 1], "{}", j.message);
    assert!(j.message.starts_with("2 of 2 outputs differ"), "{}", j.message);
    assert!(j.per_output[1].top1_agree.is_some());
}

#[test]
fn bf16_rounded_inputs_fail_f32_and_pass_bf16_tolerances() {
    let (_dir, store, def, hash) = recorded("mlp-bf16", true);
    let v = Variant { bf16_inputs: true, ..Default::default() };
    let j = judge_variant(&store, &def, &hash, v, None, &strict());
    assert_eq!(j.verdict, Verdict::FailParity, "{}", j.message);
    assert!(!j.per_output[1].passed && j.per_output[1].max_rel > 1e-4);
    // The committed-file route: a per-definition override with bf16's bounds.
    let overrides =
        OverrideFile::parse("[definition.mlp-bf16]\natol = 1e-5\nrtol = 1.6e-2\nreason = \"matmul inputs rounded to bf16\"\n").unwrap();
    let bf16 = Policy { rule: Rule::Allclose, overrides };
    let j = judge_variant(&store, &def, &hash, v, None, &bf16);
    assert_eq!(j.verdict, Verdict::Pass, "{}", j.message);
    for m in &j.per_output {
        assert_eq!((m.atol, m.rtol), (1e-5, 1.6e-2));
        assert!(m.margin > 0.0 && m.margin <= 1.0, "{}", m.margin);
    }
    // The f64-reference rule: an exact rerun is as accurate as the baseline...
    let f64_rule = Policy { rule: Rule::F64Reference, ..Policy::default() };
    let j = judge_variant(&store, &def, &hash, Variant::default(), None, &f64_rule);
    assert_eq!(j.verdict, Verdict::Pass, "{}", j.message);
    assert_eq!(j.per_output[1].rule, results::DecidingRule::F64Reference);
    assert!(j.per_output[1].rmse_vs_f64.unwrap() > 0.0, "f32 differs from f64 somewhere");
    assert!(j.per_output[1].margin < 0.6, "{}", j.per_output[1].margin);
    // ...and bf16-rounded inputs are far less accurate than it.
    let j = judge_variant(&store, &def, &hash, v, None, &f64_rule);
    assert_eq!(j.verdict, Verdict::FailParity, "{}", j.message);
    let m = &j.per_output[1];
    assert!(m.rmse_vs_f64.unwrap() > 10.0 * m.baseline_rmse_vs_f64.unwrap());
}

#[test]
fn bad_baselines_get_clear_verdicts() {
    let (dir, store, def, hash) = recorded("mlp-bad", false);
    let inputs = def.inputs().unwrap();
    let outputs = run(&def, &inputs);
    let req = Request::for_definition(SUITE, &def, &hash, &outputs);

    // Stale: the definition now hashes differently.
    let other_hash = "0".repeat(64);
    let j = judge(&store, &strict(), &Request { definition_hash: &other_hash, ..req });
    assert_eq!(j.verdict, Verdict::Stale);
    assert!(j.per_output.is_empty() && j.message.contains("stale") && j.message.contains(&hash[..12]), "{}", j.message);

    // Shapes differ: the baseline's logits as [16, 4].
    let mut b: Baseline = store.load(SUITE, "mlp-bad").unwrap();
    b.outputs[1].shape = vec![16, 4];
    let j = judge_against(&b, None, &strict(), &req);
    assert_eq!(j.verdict, Verdict::FailParity);
    assert!(j.per_output[0].passed && !j.per_output[1].passed);
    let e = j.per_output[1].error.as_deref().unwrap();
    assert!(e.contains("f32[4,16]") && e.contains("f32[16,4]"), "{e}");
    assert!(j.message.contains("logits: output is f32[4,16]"), "{}", j.message);

    // Output count differs.
    let mut b3 = store.load(SUITE, "mlp-bad").unwrap();
    b3.outputs.push(b3.outputs[0].clone());
    let j = judge_against(&b3, None, &strict(), &req);
    assert_eq!(j.verdict, Verdict::FailParity);
    assert!(j.message.contains("returned 2 outputs, the baseline holds 3"), "{}", j.message);

    // A baseline for another definition, under this definition's name.
    let other = store.path(SUITE, "mlp-other").unwrap();
    std::fs::copy(store.path(SUITE, "mlp-bad").unwrap(), &other).unwrap();
    let req_other = Request { definition_id: "mlp-other", ..req };
    let j = judge(&store, &strict(), &req_other);
    assert!(matches!(j.verdict, Verdict::Invalid(_)), "{:?}", j.verdict);
    assert!(j.message.contains("mlp-other") && j.message.contains("`mlp-bad`"), "{}", j.message);

    // A corrupt file.
    let path = store.path(SUITE, "mlp-bad").unwrap();
    std::fs::write(&path, b"\x20\x00\x00\x00\x00\x00\x00\x00{\"out0\": truncated").unwrap();
    let j = judge(&store, &strict(), &req);
    assert!(matches!(j.verdict, Verdict::Invalid(_)));
    assert!(j.message.contains("mlp-bad.safetensors") && j.message.contains("corrupt"), "{}", j.message);
    // A truncated real file.
    let good = store.path(SUITE, "mlp-other").unwrap();
    let bytes = std::fs::read(&good).unwrap();
    std::fs::write(&path, &bytes[..bytes.len() - 10]).unwrap();
    assert!(matches!(judge(&store, &strict(), &req).verdict, Verdict::Invalid(_)));

    // Missing.
    let req_missing = Request { definition_id: "mlp-none", ..req };
    let j = judge(&store, &strict(), &req_missing);
    assert_eq!(j.verdict, Verdict::Missing);
    assert!(j.message.contains("mlp-none.safetensors"), "{}", j.message);
    drop(dir);
}

#[test]
fn tolerance_precedence() {
    let overrides =
        OverrideFile::parse("[family.mlp]\nrtol = 1e-3\nreason = \"fam\"\n[definition.d1]\natol = 1e-2\nreason = \"one model\"\n").unwrap();
    let p = Policy { rule: Rule::Allclose, overrides };
    let man = suites::ToleranceOverride { atol: Some(5e-4), rtol: None };
    let r = p.resolve(DType::F32, "mlp", "d0", "y", None);
    assert_eq!((r.bounds.atol, r.bounds.rtol), (1e-5, 1e-3));
    let r = p.resolve(DType::F32, "mlp", "d0", "y", Some(&man));
    assert_eq!((r.bounds.atol, r.bounds.rtol, r.source.as_str()), (5e-4, 1e-3, "manifest"));
    let r = p.resolve(DType::F32, "mlp", "d1", "y", Some(&man));
    assert_eq!((r.bounds.atol, r.bounds.rtol), (1e-2, 1e-3));
    assert!(r.source.contains("one model"));
    let r = p.resolve(DType::I32, "mlp", "d1", "y", Some(&man));
    assert_eq!((r.bounds.atol, r.bounds.rtol), (0.0, 0.0));
    let r = p.resolve(DType::BF16, "other", "x", "y", None);
    assert_eq!((r.bounds.atol, r.bounds.rtol), (1e-5, 1.6e-2));
    // An entry naming outputs applies to those outputs alone.
    let one = OverrideFile::parse("[definition.d2]\natol = 1e-3\nreason = \"a zero gradient\"\noutputs = [\"final.k.bias\"]\n").unwrap();
    let p = Policy { rule: Rule::Allclose, overrides: one };
    assert_eq!(p.resolve(DType::F32, "mlp", "d2", "final.k.bias", None).bounds.atol, 1e-3);
    assert_eq!(p.resolve(DType::F32, "mlp", "d2", "final.q.bias", None).bounds.atol, 1e-5);
    assert!(OverrideFile::parse("[family.x]\natol = 1\n").unwrap_err().to_string().contains("reason"));
    assert!(OverrideFile::parse("[family.x]\natol = -1\nreason = \"r\"\n").is_err());
    assert!(OverrideFile::parse("[famly.x]\natol = 1\nreason = \"r\"\n").is_err());
    // The committed file parses.
    let committed = OverrideFile::committed_path();
    if committed.is_file() {
        OverrideFile::load(&committed).unwrap();
    }
}

/// A float64 reference that is NaN where the baseline is finite (a float64
/// export gone wrong) is no reference: it never decides a verdict, so an
/// output far outside allclose still fails.
#[test]
fn an_all_nan_reference_cannot_pass_anything() {
    let expected = HostTensor::from_slice(&[4], &[1.0f32, 2.0, 3.0, 4.0]).unwrap();
    let reference = HostTensor::from_slice(&[4], &[f64::NAN; 4]).unwrap();
    let far = HostTensor::from_slice(&[4], &[1.5f32, 2.0, 3.0, 4.0]).unwrap();
    let outputs = [far];
    let req = Request {
        suite: "s",
        definition_id: "d",
        definition_hash: "h",
        family: "mlp",
        outputs: &outputs,
        output_specs: &[],
        manifest_tolerance: None,
        tolerance_id: None,
        tolerance_scale: &[],
    };
    let policy = Policy::default();
    let j = baselines::judge_outputs(std::slice::from_ref(&expected), Some(std::slice::from_ref(&reference)), &policy, &req);
    let m = &j.per_output[0];
    assert!(!m.passed, "{m:?}");
    assert_eq!((m.rule.as_str(), m.f64_margin), ("allclose", None), "{m:?}");
    // The same reference with finite values does judge.
    let good = HostTensor::from_slice(&[4], &[1.0f64, 2.0, 3.0, 4.0]).unwrap();
    let j = baselines::judge_outputs(std::slice::from_ref(&expected), Some(std::slice::from_ref(&good)), &policy, &req);
    assert!(j.per_output[0].f64_margin.is_some());
    // Asked for the f64 rule only, the output says it was not applied, and why.
    let f64_only = Policy { rule: Rule::F64Reference, ..Policy::default() };
    let j = baselines::judge_outputs(std::slice::from_ref(&expected), Some(std::slice::from_ref(&reference)), &f64_only, &req);
    let m = &j.per_output[0];
    assert_eq!(m.rule, results::DecidingRule::Allclose, "{m:?}");
    assert_eq!(m.rule_not_applied.as_deref(), Some("its float64 reference is NaN/Inf where the baseline is finite"));
    let j = baselines::judge_outputs(std::slice::from_ref(&expected), Some(std::slice::from_ref(&good)), &f64_only, &req);
    assert_eq!((j.per_output[0].rule.as_str(), j.per_output[0].rule_not_applied.as_ref()), ("f64-reference", None));
}

#[test]
fn a_tolerance_scale_widens_that_output_only() {
    // f32 allclose: atol 1e-5, rtol 1.3e-6. An error of 2e-5 fails at scale 1 and passes at scale 3.
    let expected = HostTensor::from_slice(&[1], &[1.0f32]).unwrap();
    let off = HostTensor::from_slice(&[1], &[1.0f32 + 2e-5]).unwrap();
    let outputs = [off.clone(), off];
    let expected = [expected.clone(), expected];
    let req = Request {
        suite: "s",
        definition_id: "d",
        definition_hash: "h",
        family: "mlp",
        outputs: &outputs,
        output_specs: &[],
        manifest_tolerance: None,
        tolerance_id: None,
        tolerance_scale: &[1.0, 3.0],
    };
    let j = baselines::judge_outputs(&expected, None, &Policy::default(), &req);
    assert!(!j.per_output[0].passed, "{:?}", j.per_output[0]);
    assert!(j.per_output[1].passed, "{:?}", j.per_output[1]);
    assert!((j.per_output[1].atol - 3.0 * j.per_output[0].atol).abs() < 1e-12);
}
