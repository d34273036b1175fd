//! Every family compiles and runs on the CPU plugin with finite outputs:
//! two configs each (its base config in f32, a committed Tier 2 variant in
//! bf16), and the bounded-dynamism form of causal LMs with different
//! position schemes and a length shorter than the bound.

mod common;

use runtime::DType;
use suites::spec::generate;
use suites::zoo::families;
use suites::{catalog, Spec};

fn spec(family: &str, config: suites::Config, dtype: DType, tag: &str) -> Spec {
    Spec {
        id: format!("{family}-{tag}-{}", dtype.name()),
        family: family.into(),
        dtype,
        seed: 7,
        bound: None,
        train: None,
        sharding: None,
        config,
    }
}

fn check(spec: &Spec) -> Result<(), String> {
    let def = generate(spec).map_err(|e| e.to_string())?;
    let outs = common::run_definition(&def).map_err(|e| format!("{}: {e}\n{}", spec.id, String::from_utf8_lossy(&def.program)))?;
    if outs.len() != def.manifest.outputs.len() {
        return Err(format!("{}: {} outputs, manifest lists {}", spec.id, outs.len(), def.manifest.outputs.len()));
    }
    for (o, m) in outs.iter().zip(&def.manifest.outputs) {
        if o.shape != m.shape || o.dtype != m.dtype {
            return Err(format!("{}: output {} is {}, manifest says {:?} {:?}", spec.id, m.name, o.type_string(), m.shape, m.dtype));
        }
        if o.non_finite_count() > 0 {
            return Err(format!("{}: output {} has {} non-finite values", spec.id, m.name, o.non_finite_count()));
        }
        if o.to_f64_vec().iter().all(|v| *v == 0.0) {
            return Err(format!("{}: output {} is all zeros", spec.id, m.name));
        }
    }
    Ok(())
}

#[test]
fn every_family_compiles_and_runs_in_f32_and_bf16() {
    let only = std::env::var("SUITES_FAMILY").ok();
    let mut failures = Vec::new();
    let tier2 = catalog::parse_csv(catalog::TIER2_CSV, "tier2.csv").unwrap_or_default();
    for (family, _) in families::FAMILIES {
        if only.as_deref().is_some_and(|o| o != *family) {
            continue;
        }
        let base = families::normalize(family, families::base(family).unwrap());
        // A second config: a committed Tier 2 variant of the family that differs from the base.
        let variant = tier2.iter().find(|s| s.family == *family && s.config != base).map(|s| s.config.clone());
        let mut cases = vec![spec(family, base, DType::F32, "base")];
        match variant {
            Some(v) => cases.push(spec(family, v, DType::BF16, "variant")),
            None => failures.push(format!("{family}: no second config in tier2")),
        }
        for c in &cases {
            if let Err(e) = check(c) {
                failures.push(e);
            }
        }
    }
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n\n"));
}

#[test]
fn bounded_dynamism_variants_run_below_their_bound() {
    let suite = suites::Suite::open("dynamism").unwrap();
    let mut failures = Vec::new();
    // One per position scheme / attention kind: RoPE, learned, ALiBi, sliding window, MoE, partial rotary.
    for family in ["llama", "gpt2", "bloom", "mistral", "mixtral", "phi"] {
        let i = suite.entries.iter().position(|e| e.family == family).unwrap();
        let spec = suite.spec(i).unwrap().clone();
        let def = generate(&spec).unwrap();
        let mut inputs = def.inputs().unwrap();
        let bound = spec.bound.unwrap();
        let pos = def.manifest.arguments.iter().position(|a| a.name == "length").unwrap();
        inputs[pos] = runtime::HostTensor::scalar((bound - 3) as i32);
        match common::run_program(&def.program, &inputs) {
            Ok(outs) if outs.iter().all(|o| o.non_finite_count() == 0) => {}
            Ok(_) => failures.push(format!("{}: non-finite outputs", spec.id)),
            Err(e) => failures.push(format!("{}: {e}", spec.id)),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
