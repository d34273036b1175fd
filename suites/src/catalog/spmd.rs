//! The `spmd` tier's catalog: zoo families in small f32 sizes, each under every
//! layout that fits it, one definition per (family, layout):
//!
//! - `dp`, `tp`, `fsdp`, `train-dp`: every family, on both meshes;
//! - `dp-tp`: every family, on the 2-D mesh;
//! - `sp`: the token-sequence transformers (causal LMs, encoders, T5, BART);
//! - `ep`: Mixtral, [`EP_PER_MESH`] configs per mesh (experts 4 or 8, top-1/2).
//!
//! Sizes keep every sharded dimension divisible by 4: batch 4 or 8, hidden
//! 32 or 64 with 4 or 8 heads, intermediate 64 or 128, vocab 64..256. The
//! non-size axes are drawn as Tier 1 draws them. Training steps are the
//! train tier's own (its first f32 SGD step of a family on `x4`, its first
//! f32 AdamW step on `2x2`) with the batch raised to 4.

use crate::error::GenerateError;
use crate::fill::Rng;
use crate::spec::Spec;
use crate::spmd::{Layout, Mesh, Pattern};
use crate::zoo::config::Config;
use crate::zoo::families::{self, Kind, FAMILIES};
use serde_json::{json, Value};
use tensors::DType;

/// Mixtral configs per mesh under expert parallelism.
pub const EP_PER_MESH: usize = 8;

fn pick(rng: &mut Rng, v: &[Value]) -> Value {
    v[(rng.next_u64() % v.len() as u64) as usize].clone()
}

/// Small sizes whose sharded dimensions divide by 4.
fn sizes(family: &str, rng: &mut Rng) -> Value {
    let mut m = serde_json::Map::new();
    let mut put = |k: &str, v: Value| {
        m.insert(k.to_string(), v);
    };
    put("batch", pick(rng, &[json!(4), json!(8)]));
    put("labels", json!(4));
    match families::kind(family) {
        Some(Kind::Vision) if family != "vit" => {
            put("widths", pick(rng, &[json!([8, 16]), json!([16]), json!([8])]));
            put("image", json!(16));
            put("layers", json!(1));
        }
        Some(Kind::Classic) if family == "mlp" => {
            put("features", pick(rng, &[json!(16), json!(32)]));
            put("hidden", pick(rng, &[json!(32), json!(64)]));
            put("layers", json!(2));
        }
        Some(Kind::Classic) => {
            put("features", json!(8));
            put("hidden", pick(rng, &[json!(16), json!(32)]));
            put("seq", pick(rng, &[json!(4), json!(8)]));
            put("layers", json!(1));
        }
        k => {
            let hidden = pick(rng, &[json!(32), json!(64)]);
            let heads = if hidden == json!(64) { pick(rng, &[json!(4), json!(8)]) } else { json!(4) };
            put("hidden", hidden);
            put("heads", heads);
            put("intermediate", pick(rng, &[json!(64), json!(128)]));
            put("layers", pick(rng, &[json!(1), json!(2)]));
            put("seq", pick(rng, &[json!(8), json!(16)]));
            put("vocab", pick(rng, &[json!(64), json!(128), json!(256)]));
            if k == Some(Kind::EncoderDecoder) {
                put("layers", json!(1));
                put("decoder_layers", json!(1));
                put("decoder_seq", pick(rng, &[json!(4), json!(8)]));
                put("mel", json!(8));
                put("frames", json!(16));
            }
            if family == "vit" || family == "clip" {
                put("image", json!(16));
                put("patch", pick(rng, &[json!(4), json!(8)]));
                put("layers", json!(1));
            }
            if family == "mixtral" {
                put("experts", pick(rng, &[json!(4), json!(8)]));
                put("top_k", pick(rng, &[json!(1), json!(2)]));
                put("intermediate", pick(rng, &[json!(32), json!(64)]));
            }
        }
    }
    Value::Object(m)
}

/// Whether a family takes a pattern (tensor/data/weight sharding fits every family).
fn takes(family: &str, pattern: Pattern) -> bool {
    match pattern {
        Pattern::Sp => matches!(families::kind(family), Some(Kind::CausalLm | Kind::Encoder)) || family == "t5" || family == "bart",
        Pattern::Ep => family == "mixtral",
        _ => true,
    }
}

fn id(family: &str, c: &Config, extra: &str, layout: &Layout, index: usize) -> String {
    format!("{family}-{}-f32{extra}-{}-{}-sp.{index:04}", super::size_key(family, c), layout.pattern.name(), layout.mesh.name())
}

/// Generates the tier's specs.
pub fn specs() -> Result<Vec<Spec>, GenerateError> {
    let mut rng = Rng::new(0x7135);
    let train = super::parse_csv(super::TRAIN_CSV, "suites/catalogs/train.csv")?;
    let mut out: Vec<Spec> = Vec::new();
    for layout in Layout::all() {
        for (family, _) in FAMILIES {
            if !takes(family, layout.pattern) {
                continue;
            }
            if layout.pattern.trains() {
                let want = if layout.mesh == Mesh::X4 { "sgd" } else { "adamw" };
                let step = train
                    .iter()
                    .find(|s| s.family == *family && s.dtype == DType::F32 && s.train.is_some_and(|o| o.name() == want))
                    .ok_or_else(|| format!("spmd tier: the train tier has no f32 {want} step of `{family}`"))?;
                let mut config = step.config.clone();
                config.batch = 4;
                let index = out.len();
                out.push(Spec {
                    id: id(family, &config, &format!("-{want}"), &layout, index),
                    family: family.to_string(),
                    dtype: DType::F32,
                    seed: rng.next_u64() >> 12,
                    bound: None,
                    train: step.train,
                    sharding: Some(layout),
                    config,
                });
                continue;
            }
            let n = if layout.pattern == Pattern::Ep { EP_PER_MESH } else { 1 };
            for _ in 0..n {
                let c = super::sample(family, &mut rng)?;
                let c = families::normalize(family, families::patched(&c, &sizes(family, &mut rng))?);
                c.validate().map_err(|e| format!("spmd tier: `{family}`: {e}"))?;
                let index = out.len();
                out.push(Spec {
                    id: id(family, &c, "", &layout, index),
                    family: family.to_string(),
                    dtype: DType::F32,
                    seed: rng.next_u64() >> 12,
                    bound: None,
                    train: None,
                    sharding: Some(layout),
                    config: c,
                });
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sharded_module_reads_as_jax_writes_it() {
        let specs = specs().unwrap();
        let spec = specs.iter().find(|s| s.sharding.is_some_and(|l| l.pattern == Pattern::Tp && l.mesh == Mesh::X4)).unwrap();
        let def = crate::spec::generate(spec).unwrap();
        let text = String::from_utf8(def.program).unwrap();
        let mut lines = text.lines();
        let head = lines.next().unwrap();
        assert!(head.ends_with(" attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {"), "{head}");
        assert_eq!(lines.next().unwrap(), r#"  sdy.mesh @mesh = <["x"=4]>"#);
        let main = lines.next().unwrap();
        assert!(main.contains(r#"{sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}"#), "{main}");
        assert!(main.contains(r#"{sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}"#), "{main}");
        // A catalog row with a sharding that does not parse names its line.
        let bad = super::super::to_csv(std::slice::from_ref(spec)).replace("tp@x4", "tp@x5");
        let e = super::super::parse_csv(&bad, "bad.csv").unwrap_err().to_string();
        assert!(e.contains("bad.csv: line 2") && e.contains("unknown mesh `x5`"), "{e}");
    }
}
