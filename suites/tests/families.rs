//! Every family compiles and runs on the CPU plugin with finite outputs:
//! its base config and one drawn variant, in f32 and in bf16.

mod common;

use runtime::DType;
use suites::zoo::{catalog, families, generate, Spec};

fn spec(family: &str, config: suites::Config, dtype: DType, tag: &str) -> Spec {
    Spec { id: format!("{family}-{tag}-{}", dtype.name()), family: family.into(), dtype, seed: 7, bound: None, config }
}

fn check(spec: &Spec) -> Result<(), String> {
    let def = generate(spec)?;
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
        let mut cases = vec![spec(family, base.clone(), DType::F32, "base"), spec(family, base, DType::BF16, "base")];
        if let Some(v) = variant {
            cases.push(spec(family, v, DType::F32, "variant"));
        } else if !tier2.is_empty() {
            failures.push(format!("{family}: no second config in tier2"));
        }
        for c in &cases {
            if let Err(e) = check(c) {
                failures.push(e);
            }
        }
    }
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n\n"));
}
