//! The decode step as serving engines run it: one new token attends to a
//! KV cache. The bounded program takes each layer's cache padded to the
//! bound plus the real cache length (`cache_length`, i32), writes the new
//! key and value at that position (`dynamic_update_slice`) and attends over
//! `cache_length + 1` keys (the zoo's attention: dynamic key size and an
//! explicit mask). Its static counterpart takes a cache of exactly C
//! entries and concatenates. A sweep length here is the cache length C, in
//! 1..bound (the new token needs one free slot).
//!
//! A compact decoder of its own on the zoo's blocks (norm, linear, MLP,
//! attention core): the family builders emit whole prefill graphs, not a
//! step. It follows the spec's config (hidden, heads, kv heads, norm,
//! activation, biases, layers, tied head) and is position-free: positions
//! live in the cached keys, which are inputs, so both programs see the
//! same values and differ only in how the cache length is expressed.
//!
//! Outputs: `logits` [B, V] of the new token, and each layer's updated key
//! cache (`present.{l}.key`, [B, KV, C+1, D] or padded to the bound), so a
//! sweep also checks the cache write.

use super::prefill::{bound_of, definition};
use crate::definition::{DynamicSpec, OutputKind};
use crate::error::{refused, GenerateError};
use crate::hlo::{Builder, V};
use crate::spec::Spec;
use crate::zoo::blocks::attention::{merge_heads, sdpa, split_heads, AttnInputs, AttnSpec};
use crate::zoo::blocks::{embedding, linear, linear_with, mlp, norm};
use crate::zoo::families;
use tensors::DType;

/// Name of the decode step's cache-length argument.
pub const CACHE_LENGTH_ARGUMENT: &str = "cache_length";

/// Which decode-step program to build.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decode {
    /// A cache of exactly this many entries.
    Static(i64),
    /// A cache padded to the bound, its real length an argument.
    Bounded,
}

/// Builds the decode-step program `which` of a causal LLM spec.
pub fn decode(spec: &Spec, which: Decode) -> Result<crate::Definition, GenerateError> {
    let bound = bound_of(spec)?;
    if families::kind(&spec.family) != Some(families::Kind::CausalLm) {
        return Err(refused(format!("{}: family `{}` is not a causal LLM", spec.id, spec.family)));
    }
    if bound < 2 {
        return Err(refused(format!("{}: a decode step needs a bound of at least 2", spec.id)));
    }
    let c = &spec.config;
    let dt = spec.dtype;
    let (bs, heads, kv, d) = (c.batch, c.heads.max(1), c.kv().max(1), c.head_dim());
    let cap = match which {
        Decode::Static(n) if (1..bound).contains(&n) => n,
        Decode::Static(n) => return Err(refused(format!("{}: cache length {n} outside 1..{bound}", spec.id))),
        Decode::Bounded => bound,
    };
    let mut b = Builder::new();
    let token = b.data("input_ids", DType::I32, &[bs, 1], &format!("tokens({})", c.vocab));
    let caches: Vec<(V, V)> = (0..c.layers)
        .map(|l| {
            let k = b.data(&format!("past.{l}.key"), dt, &[bs, kv, cap, d], "normal(1.0)");
            let v = b.data(&format!("past.{l}.value"), dt, &[bs, kv, cap, d], "normal(1.0)");
            (k, v)
        })
        .collect();
    let length = (which == Decode::Bounded).then(|| b.data(CACHE_LENGTH_ARGUMENT, DType::I32, &[], &format!("constant({})", bound - 1)));
    let (mut x, table) = embedding(&mut b, &token, "model.embed_tokens.weight", c.vocab, c.hidden, dt);
    let spec_attn = AttnSpec { heads, kv_heads: kv, head_dim: d, causal: false, ..Default::default() };
    let mut presents = Vec::new();
    for (l, (pk, pv)) in caches.iter().enumerate() {
        let p = format!("model.layers.{l}");
        let h = norm(&mut b, &x, &format!("{p}.input_layernorm"), c.norm);
        let bias = c.qkv_bias || c.bias;
        let q = linear(&mut b, &h, &format!("{p}.self_attn.q_proj"), heads * d, bias);
        let k = linear(&mut b, &h, &format!("{p}.self_attn.k_proj"), kv * d, bias);
        let v = linear(&mut b, &h, &format!("{p}.self_attn.v_proj"), kv * d, bias);
        let q = split_heads(&mut b, &q, heads, d);
        let k = split_heads(&mut b, &k, kv, d);
        let v = split_heads(&mut b, &v, kv, d);
        let (keys, o) = match &length {
            None => {
                let keys = b.concatenate(&[pk, &k], 2);
                let values = b.concatenate(&[pv, &v], 2);
                let o = sdpa(&mut b, &q, &keys, &values, &spec_attn, &AttnInputs::default());
                (keys, o)
            }
            Some(len) => {
                let zero = b.scalar(0.0, DType::I32);
                let keys = b.dynamic_update_slice(pk, &k, &[&zero, &zero, len, &zero]);
                let values = b.dynamic_update_slice(pv, &v, &[&zero, &zero, len, &zero]);
                let one = b.scalar(1.0, DType::I32);
                let seen = b.add(len, &one);
                let extra = AttnInputs { length: Some(&seen), ..Default::default() };
                let o = sdpa(&mut b, &q, &keys, &values, &spec_attn, &extra);
                (keys, o)
            }
        };
        presents.push(keys);
        let o = merge_heads(&mut b, &o);
        let a = linear(&mut b, &o, &format!("{p}.self_attn.o_proj"), c.hidden, c.bias);
        x = b.add(&x, &a);
        let h2 = norm(&mut b, &x, &format!("{p}.post_attention_layernorm"), c.norm);
        let m = mlp(&mut b, &h2, &format!("{p}.mlp"), c.intermediate, c.act, c.bias);
        x = b.add(&x, &m);
    }
    let x = norm(&mut b, &x, "model.norm", c.norm);
    let head = if c.tied { table } else { b.weight("lm_head.weight", dt, &[c.vocab, c.hidden]) };
    let logits = linear_with(&mut b, &x, &head, None);
    let logits = b.reshape(&logits, &[bs, c.vocab]);
    let mut outs = vec![("logits".to_string(), logits, OutputKind::Logits)];
    for (l, k) in presents.into_iter().enumerate() {
        outs.push((format!("present.{l}.key"), k, OutputKind::Features));
    }
    let (id, dynamic) = match which {
        Decode::Static(n) => (format!("{}.decode.len{n}", spec.id), None),
        Decode::Bounded => (format!("{}.decode", spec.id), Some(DynamicSpec { bound, length_argument: CACHE_LENGTH_ARGUMENT.into() })),
    };
    Ok(definition(spec, &id, &b, &outs, dynamic, "decode"))
}
