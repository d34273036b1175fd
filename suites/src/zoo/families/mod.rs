//! The architecture families: each family's name, kind, base config (what
//! its small Hugging Face checkpoints look like), the variant axes a catalog
//! samples over, and the builder that emits it.

pub mod classic;
pub mod decoder;
pub mod encdec;
pub mod encoder;
pub mod vision;

use crate::definition::OutputKind;
use crate::error::{refused, GenerateError};
use crate::hlo::{Builder, V};
use crate::zoo::config::{Config, ConfigError};
use serde_json::{json, Value};
use tensors::DType;

/// What a family builder returns: named outputs of `@main`.
pub type Outputs = Vec<(String, V, OutputKind)>;

/// Broad kind of a family (decides task and which catalogs use it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    CausalLm,
    Encoder,
    EncoderDecoder,
    Vision,
    Multimodal,
    Classic,
}

impl Kind {
    pub fn task(self) -> &'static str {
        match self {
            Kind::CausalLm => "causal-lm",
            Kind::Encoder => "encoder",
            Kind::EncoderDecoder => "seq2seq",
            Kind::Vision => "image-classification",
            Kind::Multimodal => "contrastive",
            Kind::Classic => "classification",
        }
    }
}

/// Every family, in catalog order.
pub const FAMILIES: &[(&str, Kind)] = &[
    ("llama", Kind::CausalLm),
    ("mistral", Kind::CausalLm),
    ("qwen2", Kind::CausalLm),
    ("qwen3", Kind::CausalLm),
    ("gemma", Kind::CausalLm),
    ("phi", Kind::CausalLm),
    ("gpt2", Kind::CausalLm),
    ("gpt-neox", Kind::CausalLm),
    ("falcon", Kind::CausalLm),
    ("opt", Kind::CausalLm),
    ("bloom", Kind::CausalLm),
    ("mpt", Kind::CausalLm),
    ("mixtral", Kind::CausalLm),
    ("bert", Kind::Encoder),
    ("roberta", Kind::Encoder),
    ("xlm-roberta", Kind::Encoder),
    ("electra", Kind::Encoder),
    ("distilbert", Kind::Encoder),
    ("deberta", Kind::Encoder),
    ("modernbert", Kind::Encoder),
    ("t5", Kind::EncoderDecoder),
    ("bart", Kind::EncoderDecoder),
    ("whisper", Kind::EncoderDecoder),
    ("vit", Kind::Vision),
    ("resnet", Kind::Vision),
    ("convnext", Kind::Vision),
    ("clip", Kind::Multimodal),
    ("mlp", Kind::Classic),
    ("lstm", Kind::Classic),
];

pub fn kind(family: &str) -> Option<Kind> {
    FAMILIES.iter().find(|(n, _)| *n == family).map(|(_, k)| *k)
}

/// Overrides of [`Config::default`] that make a family what it is.
fn base_patch(family: &str) -> Value {
    let llama = json!({"norm": "rmsnorm", "pos": "rope", "act": "swiglu", "kv_heads": 2});
    match family {
        "llama" => llama,
        "mistral" => merge(llama, json!({"window": 8})),
        "qwen2" => merge(llama, json!({"qkv_bias": true, "rope_theta": 1000000.0})),
        "qwen3" => merge(llama, json!({"qk_norm": true, "rope_theta": 1000000.0})),
        "gemma" => json!({"norm": "rmsnorm", "pos": "rope", "act": "geglu", "kv_heads": 1, "embed_scale": true, "tied": true}),
        "phi" => json!({"pos": "rope", "rotary_pct": 0.5, "act": "gelu_tanh", "bias": true, "parallel": true}),
        "gpt2" => json!({"pos": "learned", "act": "gelu_tanh", "bias": true, "tied": true}),
        "gpt-neox" => json!({"pos": "rope", "rotary_pct": 0.25, "bias": true, "parallel": true}),
        "falcon" => json!({"pos": "rope", "kv_heads": 1, "parallel": true}),
        "opt" => json!({"pos": "learned", "act": "relu", "bias": true}),
        "bloom" => json!({"pos": "alibi", "act": "gelu_tanh", "bias": true, "tied": true}),
        "mpt" => json!({"pos": "alibi", "norm": "layernorm_no_bias"}),
        "mixtral" => merge(llama, json!({"experts": 4, "top_k": 2, "intermediate": 64})),
        "bert" | "roberta" | "electra" | "distilbert" => json!({"bias": true}),
        "xlm-roberta" => json!({"bias": true, "vocab": 1024}),
        "deberta" => json!({"bias": true, "pos": "relative"}),
        "modernbert" => json!({"norm": "layernorm_no_bias", "pos": "rope", "act": "geglu", "window": 8, "rope_theta": 160000.0}),
        "t5" => json!({"norm": "rmsnorm", "pos": "relative", "act": "relu", "layers": 1, "decoder_layers": 1, "decoder_seq": 8}),
        "bart" => json!({"bias": true, "layers": 1, "decoder_layers": 1, "decoder_seq": 8}),
        "whisper" => json!({"bias": true, "pos": "none", "layers": 1, "decoder_layers": 1, "decoder_seq": 8, "mel": 16, "frames": 32}),
        "vit" => json!({"bias": true, "qkv_bias": true, "pos": "none", "image": 32, "patch": 8, "labels": 10}),
        "resnet" => json!({"image": 32, "widths": [16, 32], "layers": 1, "labels": 10}),
        "convnext" => json!({"image": 32, "widths": [16, 32], "layers": 1, "labels": 10}),
        "clip" => json!({"bias": true, "act": "gelu_tanh", "seq": 8, "image": 32, "patch": 8, "pos": "none"}),
        "mlp" => json!({"features": 64, "hidden": 128, "act": "relu", "labels": 10}),
        "lstm" => json!({"features": 16, "hidden": 32, "seq": 8, "layers": 1, "labels": 4}),
        _ => json!({}),
    }
}

fn merge(mut a: Value, b: Value) -> Value {
    if let (Some(ao), Some(bo)) = (a.as_object_mut(), b.as_object()) {
        for (k, v) in bo {
            ao.insert(k.clone(), v.clone());
        }
    }
    a
}

/// Applies a JSON patch of config fields to a config.
pub fn patched(c: &Config, patch: &Value) -> Result<Config, ConfigError> {
    let bad = |e: serde_json::Error| ConfigError::Patch { patch: patch.to_string(), message: e.to_string() };
    let v = serde_json::to_value(c).map_err(bad)?;
    serde_json::from_value(merge(v, patch.clone())).map_err(bad)
}

/// The base config of a family.
pub fn base(family: &str) -> Result<Config, GenerateError> {
    if kind(family).is_none() {
        return Err(GenerateError::UnknownFamily(family.to_string()));
    }
    Ok(patched(&Config::default(), &base_patch(family))?)
}

/// Variant axes of a family: config fields and the values a catalog draws from.
pub fn axes(family: &str) -> Vec<(&'static str, Vec<Value>)> {
    let k = kind(family);
    let mut v: Vec<(&'static str, Vec<Value>)> = Vec::new();
    let transformer = matches!(k, Some(Kind::CausalLm | Kind::Encoder | Kind::EncoderDecoder | Kind::Multimodal)) || family == "vit";
    if transformer {
        v.push(("hidden", vec![json!(32), json!(48), json!(64), json!(96), json!(128)]));
        v.push(("heads", vec![json!(2), json!(4), json!(8)]));
        v.push(("intermediate", vec![json!(64), json!(128), json!(192), json!(256)]));
    }
    if matches!(k, Some(Kind::CausalLm | Kind::Encoder)) {
        v.push(("layers", vec![json!(1), json!(2)]));
        v.push(("seq", vec![json!(8), json!(12), json!(16), json!(24), json!(32)]));
        v.push(("vocab", vec![json!(256), json!(384), json!(512), json!(768), json!(1024)]));
        v.push(("batch", vec![json!(1), json!(2)]));
    }
    let rope_llm = ["llama", "mistral", "qwen2", "qwen3", "mixtral"];
    if rope_llm.contains(&family) {
        v.push(("kv_heads", vec![json!(0), json!(1), json!(2)]));
        v.push(("tied", vec![json!(false), json!(true)]));
        v.push(("rope_theta", vec![json!(10000.0), json!(500000.0), json!(1000000.0)]));
    }
    match family {
        "mistral" => v.push(("window", vec![json!(4), json!(6), json!(8)])),
        "gemma" => v.push(("act", vec![json!("geglu"), json!("swiglu")])),
        "phi" => v.push(("rotary_pct", vec![json!(0.25), json!(0.5), json!(0.75)])),
        "gpt-neox" => v.push(("rotary_pct", vec![json!(0.25), json!(0.5), json!(1.0)])),
        "falcon" => v.push(("kv_heads", vec![json!(1), json!(2), json!(0)])),
        "opt" | "gpt2" => v.push(("act", vec![json!("relu"), json!("gelu_tanh"), json!("gelu")])),
        "mixtral" => {
            v.push(("experts", vec![json!(2), json!(4), json!(8)]));
            v.push(("top_k", vec![json!(1), json!(2)]));
        }
        "bert" | "roberta" | "xlm-roberta" | "electra" | "distilbert" | "deberta" => {
            v.push(("act", vec![json!("gelu"), json!("gelu_tanh"), json!("relu")]));
            v.push(("norm", vec![json!("layernorm"), json!("layernorm_no_bias")]));
            v.push(("labels", vec![json!(2), json!(3), json!(5)]));
        }
        "modernbert" => v.push(("window", vec![json!(4), json!(8)])),
        "t5" => {
            v.push(("act", vec![json!("relu"), json!("geglu")]));
            v.push(("seq", vec![json!(8), json!(16)]));
            v.push(("decoder_seq", vec![json!(4), json!(8)]));
        }
        "bart" => {
            v.push(("seq", vec![json!(8), json!(16)]));
            v.push(("decoder_seq", vec![json!(4), json!(8)]));
            v.push(("decoder_layers", vec![json!(1), json!(2)]));
        }
        "whisper" => {
            v.push(("frames", vec![json!(16), json!(32)]));
            v.push(("mel", vec![json!(8), json!(16)]));
            v.push(("decoder_seq", vec![json!(4), json!(8)]));
        }
        "vit" => {
            v.push(("layers", vec![json!(1), json!(2)]));
            v.push(("patch", vec![json!(4), json!(8)]));
            v.push(("image", vec![json!(16), json!(32)]));
        }
        "clip" => {
            v.push(("layers", vec![json!(1), json!(2)]));
            v.push(("seq", vec![json!(8), json!(16)]));
        }
        "resnet" | "convnext" => {
            v.push(("widths", vec![json!([8, 16]), json!([16, 32]), json!([16]), json!([8, 16, 32])]));
            v.push(("image", vec![json!(16), json!(32)]));
            v.push(("layers", vec![json!(1), json!(2)]));
        }
        "mlp" => {
            v.push(("hidden", vec![json!(32), json!(64), json!(128), json!(256)]));
            v.push(("layers", vec![json!(1), json!(2), json!(3)]));
            v.push(("act", vec![json!("relu"), json!("gelu"), json!("silu"), json!("gelu_tanh")]));
            v.push(("features", vec![json!(16), json!(64), json!(128)]));
        }
        "lstm" => {
            v.push(("hidden", vec![json!(16), json!(32), json!(64)]));
            v.push(("seq", vec![json!(4), json!(8), json!(16)]));
            v.push(("layers", vec![json!(1), json!(2)]));
        }
        _ => {}
    }
    v
}

/// Makes a sampled config consistent (heads divide hidden, kv heads divide heads, top-k <= experts).
pub fn normalize(family: &str, mut c: Config) -> Config {
    while c.heads > 1 && (c.hidden % c.heads != 0 || c.hidden / c.heads < 8) {
        c.heads /= 2;
    }
    c.heads = c.heads.max(1);
    if c.kv_heads > 0 && (c.kv_heads > c.heads || c.heads % c.kv_heads != 0) {
        c.kv_heads = 1;
    }
    if c.top_k > c.experts {
        c.top_k = c.experts;
    }
    if c.window >= c.seq {
        c.window = (c.seq / 2).max(2);
    }
    if (family == "vit" || family == "clip") && c.image % c.patch.max(1) != 0 {
        c.patch = 4;
    }
    if family == "t5" && c.act == crate::zoo::config::Act::Geglu {
        c.intermediate = c.intermediate.min(128);
    }
    c
}

/// Emits a family's graph into `b`. `bound` (causal LMs only) makes the
/// bounded-dynamism variant.
pub fn emit(b: &mut Builder, family: &str, c: &Config, dt: DType, bound: Option<i64>) -> Result<Outputs, GenerateError> {
    let k = kind(family).ok_or_else(|| GenerateError::UnknownFamily(family.to_string()))?;
    if bound.is_some() && k != Kind::CausalLm {
        return Err(refused(format!("family `{family}` has no bounded-dynamism variant (causal LMs only)")));
    }
    Ok(match k {
        Kind::CausalLm => decoder::build(b, family, c, dt, bound),
        Kind::Encoder => encoder::build(b, family, c, dt),
        Kind::EncoderDecoder => encdec::build(b, family, c, dt),
        Kind::Vision => match family {
            "vit" => vision::vit(b, c, dt),
            "resnet" => vision::resnet(b, c, dt),
            _ => vision::convnext(b, c, dt),
        },
        Kind::Multimodal => vision::clip(b, c, dt),
        Kind::Classic => match family {
            "mlp" => classic::mlp(b, c, dt),
            _ => classic::lstm(b, c, dt),
        },
    })
}
