//! Causal decoder LLMs: Llama, Mistral, Qwen 2/3, Gemma, Phi, GPT-2,
//! GPT-NeoX, Falcon, OPT, Bloom, MPT and Mixtral-like MoE are one pre-norm
//! decoder with switches read from the config (norm, position scheme,
//! activation, biases, parallel residual, sliding window, qk-norm, experts)
//! and a few family quirks (Bloom's embedding norm, NeoX's two parallel
//! norms). A bounded-dynamism variant takes input padded to the bound and
//! an i32 `length`.

use crate::definition::OutputKind;
use crate::hlo::{Builder, V};
use crate::zoo::blocks::attention::{attention, AttnInputs, AttnSpec};
use crate::zoo::blocks::{embedding, linear_with, mlp, moe, norm, position};
use crate::zoo::config::{Config, Pos};
use crate::zoo::families::Outputs;
use tensors::DType;

pub fn build(b: &mut Builder, family: &str, c: &Config, dt: DType, bound: Option<i64>) -> Outputs {
    let s = bound.unwrap_or(c.seq);
    let ids = b.data("input_ids", DType::I32, &[c.batch, s], &format!("tokens({})", c.vocab));
    let length = bound.map(|bd| b.data("length", DType::I32, &[], &format!("constant({bd})")));
    let (mut x, table) = embedding(b, &ids, "model.embed_tokens.weight", c.vocab, c.hidden, dt);
    if c.embed_scale {
        x = b.mul_c(&x, (c.hidden as f64).sqrt());
    }
    if c.pos == Pos::Learned {
        let pos_ids = b.iota(DType::I32, &[s], 0);
        let (p, _) = embedding(b, &pos_ids, "model.embed_positions.weight", s, c.hidden, dt);
        x = b.add(&x, &p);
    }
    if family == "bloom" {
        x = norm(b, &x, "model.embed_layernorm", c.norm);
    }
    let hd = c.head_dim();
    let rot = ((hd as f64 * c.rotary_pct) as i64 / 2 * 2).max(2);
    let spec = AttnSpec {
        heads: c.heads,
        kv_heads: c.kv(),
        head_dim: hd,
        causal: true,
        window: c.window,
        qkv_bias: c.qkv_bias || c.bias,
        out_bias: c.bias,
        qk_norm: c.qk_norm,
        rope: (c.pos == Pos::Rope).then_some((rot, c.rope_theta)),
    };
    let alibi: Option<V> = (c.pos == Pos::Alibi).then(|| position::alibi_bias(b, c.heads, s, s, dt));
    for l in 0..c.layers {
        let p = format!("model.layers.{l}");
        let h1 = norm(b, &x, &format!("{p}.input_layernorm"), c.norm);
        let extra = AttnInputs { bias: alibi.as_ref(), key_mask: None, length: length.as_ref() };
        let a = attention(b, &h1, &h1, &format!("{p}.self_attn"), &spec, &extra);
        if c.parallel {
            let hm = if family == "gpt-neox" { norm(b, &x, &format!("{p}.post_attention_layernorm"), c.norm) } else { h1 };
            let m = ffn(b, &hm, &p, c);
            let am = b.add(&a, &m);
            x = b.add(&x, &am);
        } else {
            x = b.add(&x, &a);
            let h2 = norm(b, &x, &format!("{p}.post_attention_layernorm"), c.norm);
            let m = ffn(b, &h2, &p, c);
            x = b.add(&x, &m);
        }
    }
    let x = norm(b, &x, "model.norm", c.norm);
    let head = if c.tied { table } else { b.weight("lm_head.weight", dt, &[c.vocab, c.hidden]) };
    let logits = linear_with(b, &x, &head, None);
    vec![("logits".into(), logits, OutputKind::Logits)]
}

fn ffn(b: &mut Builder, x: &V, p: &str, c: &Config) -> V {
    if c.experts > 0 {
        moe::moe(b, x, &format!("{p}.block_sparse_moe"), c.experts, c.top_k.max(1), c.intermediate, c.act)
    } else {
        mlp(b, x, &format!("{p}.mlp"), c.intermediate, c.act, c.bias)
    }
}
