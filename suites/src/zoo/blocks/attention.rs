//! Attention: projections, multi-head / grouped-query / multi-query heads,
//! causal, bidirectional, sliding-window and cross attention, additive
//! position biases, key padding masks, and a run-time sequence length
//! (`set_dimension_size` on the key axis plus an explicit length mask, so
//! padded keys never receive weight whether or not the compiler honours the
//! dynamic size).

use super::{compute_dtype, linear, position, rms_norm, softmax};
use crate::hlo::{Builder, Cmp, V};
use tensors::DType;

/// What one attention layer does besides the projections.
#[derive(Debug, Clone, Default)]
pub struct AttnSpec {
    pub heads: i64,
    pub kv_heads: i64,
    pub head_dim: i64,
    pub causal: bool,
    /// Sliding window (0: none): query i sees keys in (i - window, i].
    pub window: i64,
    pub qkv_bias: bool,
    pub out_bias: bool,
    /// RMSNorm on each head's q and k (Qwen3, Gemma 3).
    pub qk_norm: bool,
    /// Rotary dims and theta.
    pub rope: Option<(i64, f64)>,
}

/// Optional tensors that shape the scores.
#[derive(Debug, Clone, Default)]
pub struct AttnInputs<'a> {
    /// Additive bias [H, S, T] (ALiBi, relative position).
    pub bias: Option<&'a V>,
    /// Key padding mask [B, T] as i1 (true: attend).
    pub key_mask: Option<&'a V>,
    /// Real sequence length (i32 scalar) for bounded-dynamism programs.
    pub length: Option<&'a V>,
}

/// Boolean mask [S, T]: which keys each query may see.
pub fn allowed_mask(b: &mut Builder, s: i64, t: i64, causal: bool, window: i64) -> Option<V> {
    if !causal && window == 0 {
        return None;
    }
    let rel = position::relative_positions(b, s, t); // k - q
    let mut m: Option<V> = None;
    if causal {
        let z = b.scalar(0.0, DType::I32);
        m = Some(b.compare(&rel, &z, Cmp::Le));
    }
    if window > 0 {
        let w = b.scalar(-(window as f64), DType::I32);
        let inw = b.compare(&rel, &w, Cmp::Gt);
        let inw = if !causal {
            let wp = b.scalar(window as f64, DType::I32);
            let up = b.compare(&rel, &wp, Cmp::Lt);
            b.and(&inw, &up)
        } else {
            inw
        };
        m = Some(match m {
            Some(c) => b.and(&c, &inw),
            None => inw,
        });
    }
    m
}

/// Scaled dot-product attention on heads: q [B, H, S, D], k and v [B, KV, T, D]
/// with H a multiple of KV (each group of H/KV query heads shares one kv head).
pub fn sdpa(b: &mut Builder, q: &V, k: &V, v: &V, spec: &AttnSpec, extra: &AttnInputs) -> V {
    let (bs, h, s, d) = (q.dim(0), q.dim(1), q.dim(2), q.dim(3));
    let (kv, t) = (k.dim(1), k.dim(2));
    let (k, v) = if kv != h {
        let g = h / kv;
        let kb = b.broadcast_in_dim(k, &[bs, kv, g, t, d], &[0, 1, 3, 4]);
        let vb = b.broadcast_in_dim(v, &[bs, kv, g, t, d], &[0, 1, 3, 4]);
        (b.reshape(&kb, &[bs, h, t, d]), b.reshape(&vb, &[bs, h, t, d]))
    } else {
        (k.clone(), v.clone())
    };
    let scores = b.dot_general(q, &k, &[0, 1], &[0, 1], &[3], &[3]); // [B, H, S, T]
    let cdt = compute_dtype(q.dtype());
    let scores = b.convert(&scores, cdt);
    let mut scores = b.mul_c(&scores, 1.0 / (d as f64).sqrt());
    if let Some(bias) = extra.bias {
        let bias = b.convert(bias, cdt);
        scores = b.add(&scores, &bias);
    }
    let mut allowed = allowed_mask(b, s, t, spec.causal, spec.window);
    if let Some(km) = extra.key_mask {
        let km = b.reshape(km, &[bs, 1, 1, t]);
        allowed = Some(match allowed {
            Some(a) => b.and(&a, &km),
            None => km,
        });
    }
    if let Some(len) = extra.length {
        let kpos = b.iota(DType::I32, &[t], 0);
        let valid = b.compare(&kpos, len, Cmp::Lt);
        allowed = Some(match allowed {
            Some(a) => b.and(&a, &valid),
            None => valid,
        });
    }
    if let Some(a) = &allowed {
        let neg = b.scalar(-1e30, cdt);
        scores = b.select(a, &scores, &neg);
    }
    let (scores, v) = match extra.length {
        Some(len) => (b.set_dimension_size(&scores, len, 3), b.set_dimension_size(&v, len, 2)),
        None => (scores, v),
    };
    let p = softmax(b, &scores);
    let p = b.convert(&p, q.dtype());
    b.dot_general(&p, &v, &[0, 1], &[0, 1], &[3], &[2]) // [B, H, S, D]
}

/// [B, S, H*D] -> [B, H, S, D]
pub fn split_heads(b: &mut Builder, x: &V, heads: i64, d: i64) -> V {
    let (bs, s) = (x.dim(0), x.dim(1));
    let r = b.reshape(x, &[bs, s, heads, d]);
    b.transpose(&r, &[0, 2, 1, 3])
}

/// [B, H, S, D] -> [B, S, H*D]
pub fn merge_heads(b: &mut Builder, x: &V) -> V {
    let (bs, h, s, d) = (x.dim(0), x.dim(1), x.dim(2), x.dim(3));
    let t = b.transpose(x, &[0, 2, 1, 3]);
    b.reshape(&t, &[bs, s, h * d])
}

/// A full attention layer: q from `xq` [B, S, E], k and v from `xkv` [B, T, E]
/// (the same value for self-attention), output projection back to E.
pub fn attention(b: &mut Builder, xq: &V, xkv: &V, prefix: &str, spec: &AttnSpec, extra: &AttnInputs) -> V {
    let e = xq.dim(-1);
    let (h, kv, d) = (spec.heads, spec.kv_heads.max(1), spec.head_dim);
    let q = linear(b, xq, &format!("{prefix}.q_proj"), h * d, spec.qkv_bias);
    let k = linear(b, xkv, &format!("{prefix}.k_proj"), kv * d, spec.qkv_bias);
    let v = linear(b, xkv, &format!("{prefix}.v_proj"), kv * d, spec.qkv_bias);
    let mut q = split_heads(b, &q, h, d);
    let mut k = split_heads(b, &k, kv, d);
    let v = split_heads(b, &v, kv, d);
    if spec.qk_norm {
        q = rms_norm(b, &q, &format!("{prefix}.q_norm"), 1e-6);
        k = rms_norm(b, &k, &format!("{prefix}.k_norm"), 1e-6);
    }
    if let Some((rot, theta)) = spec.rope {
        q = position::rope(b, &q, rot, theta);
        k = position::rope(b, &k, rot, theta);
    }
    let o = sdpa(b, &q, &k, &v, spec, extra);
    let o = merge_heads(b, &o);
    linear(b, &o, &format!("{prefix}.o_proj"), e, spec.out_bias)
}
