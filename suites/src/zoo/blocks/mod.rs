//! Building blocks shared by the families: linear layers, embeddings, norms,
//! activations, MLPs, softmax. Weights follow Hugging Face names and layouts
//! (`[out, in]` linear weights), so a definition's arguments read like the
//! state dict of the model it mirrors. Norms and softmax compute in f32 when
//! the model is bf16, as PyTorch's fused kernels do; f32 and f64 stay as is.

pub mod attention;
pub mod lstm;
pub mod moe;
pub mod position;
pub mod vision;

use crate::hlo::{Builder, Reduction, V};
use crate::zoo::config::{Act, Norm};
use tensors::DType;

/// The dtype internals are computed in (bf16/f16 upcast to f32).
pub fn compute_dtype(dt: DType) -> DType {
    match dt {
        DType::BF16 | DType::F16 => DType::F32,
        other => other,
    }
}

/// `x @ W^T (+ b)` with `W` of shape `[out, in]` named `{prefix}.weight`.
pub fn linear(b: &mut Builder, x: &V, prefix: &str, out: i64, bias: bool) -> V {
    let inp = x.dim(-1);
    let w = b.weight(&format!("{prefix}.weight"), x.dtype(), &[out, inp]);
    linear_with(b, x, &w, bias.then_some(prefix))
}

/// `x @ w^T` for an existing weight (tied embeddings), with an optional bias `{prefix}.bias`.
pub fn linear_with(b: &mut Builder, x: &V, w: &V, bias_prefix: Option<&str>) -> V {
    let last = x.rank() as i64 - 1;
    let y = b.dot_general(x, w, &[], &[], &[last], &[1]);
    match bias_prefix {
        Some(p) => {
            let bias = b.weight_filled(&format!("{p}.bias"), x.dtype(), &[w.dim(0)], "zeros");
            b.add(&y, &bias)
        }
        None => y,
    }
}

/// Embedding lookup: a `[vocab, hidden]` table gathered by integer ids.
pub fn embedding(b: &mut Builder, ids: &V, name: &str, vocab: i64, hidden: i64, dt: DType) -> (V, V) {
    let table = b.weight(name, dt, &[vocab, hidden]);
    let out = b.take_rows(&table, ids);
    (out, table)
}

/// Mean over the last dim, kept as size 1.
fn mean_last(b: &mut Builder, x: &V) -> V {
    let n = x.dim(-1) as f64;
    let s = b.reduce_last_keep(x, Reduction::Sum);
    b.mul_c(&s, 1.0 / n)
}

/// LayerNorm over the last dim, with or without a bias.
pub fn layer_norm(b: &mut Builder, x: &V, prefix: &str, bias: bool, eps: f64) -> V {
    let dt = x.dtype();
    let h = x.dim(-1);
    let xf = b.convert(x, compute_dtype(dt));
    let mu = mean_last(b, &xf);
    let xc = b.sub(&xf, &mu);
    let sq = b.mul(&xc, &xc);
    let var = mean_last(b, &sq);
    let ve = b.add_c(&var, eps);
    let inv = b.rsqrt(&ve);
    let y = b.mul(&xc, &inv);
    let y = b.convert(&y, dt);
    let w = b.weight_filled(&format!("{prefix}.weight"), dt, &[h], "ones");
    let y = b.mul(&y, &w);
    if bias {
        let bb = b.weight_filled(&format!("{prefix}.bias"), dt, &[h], "zeros");
        b.add(&y, &bb)
    } else {
        y
    }
}

/// RMSNorm over the last dim: `x / sqrt(mean(x^2) + eps) * w`.
pub fn rms_norm(b: &mut Builder, x: &V, prefix: &str, eps: f64) -> V {
    let dt = x.dtype();
    let h = x.dim(-1);
    let xf = b.convert(x, compute_dtype(dt));
    let sq = b.mul(&xf, &xf);
    let ms = mean_last(b, &sq);
    let me = b.add_c(&ms, eps);
    let inv = b.rsqrt(&me);
    let y = b.mul(&xf, &inv);
    let y = b.convert(&y, dt);
    let w = b.weight_filled(&format!("{prefix}.weight"), dt, &[h], "ones");
    b.mul(&y, &w)
}

pub fn norm(b: &mut Builder, x: &V, prefix: &str, kind: Norm) -> V {
    match kind {
        Norm::Layernorm => layer_norm(b, x, prefix, true, 1e-5),
        Norm::LayernormNoBias => layer_norm(b, x, prefix, false, 1e-5),
        Norm::Rmsnorm => rms_norm(b, x, prefix, 1e-6),
    }
}

/// GELU, exact: `x/2 (1 + erf(x/sqrt 2))`.
pub fn gelu(b: &mut Builder, x: &V) -> V {
    let s = b.mul_c(x, std::f64::consts::FRAC_1_SQRT_2);
    let e = b.erf(&s);
    let e1 = b.add_c(&e, 1.0);
    let h = b.mul_c(x, 0.5);
    b.mul(&h, &e1)
}

/// GELU, tanh approximation.
pub fn gelu_tanh(b: &mut Builder, x: &V) -> V {
    let x2 = b.mul(x, x);
    let x3 = b.mul(&x2, x);
    let c = b.mul_c(&x3, 0.044715);
    let inner = b.add(x, &c);
    let k = (2.0 / std::f64::consts::PI).sqrt();
    let t = b.mul_c(&inner, k);
    let th = b.tanh(&t);
    let t1 = b.add_c(&th, 1.0);
    let h = b.mul_c(x, 0.5);
    b.mul(&h, &t1)
}

pub fn silu(b: &mut Builder, x: &V) -> V {
    let s = b.logistic(x);
    b.mul(x, &s)
}

pub fn relu(b: &mut Builder, x: &V) -> V {
    let z = b.scalar(0.0, x.dtype());
    b.max(x, &z)
}

/// The pointwise part of an activation (the gate's function for gated ones).
pub fn activation(b: &mut Builder, x: &V, act: Act) -> V {
    match act {
        Act::Gelu => gelu(b, x),
        Act::GeluTanh | Act::Geglu => gelu_tanh(b, x),
        Act::Silu | Act::Swiglu => silu(b, x),
        Act::Relu => relu(b, x),
    }
}

/// Feed-forward block: `down(act(gate(x)) * up(x))` when gated, else `fc2(act(fc1(x)))`.
pub fn mlp(b: &mut Builder, x: &V, prefix: &str, inter: i64, act: Act, bias: bool) -> V {
    let h = x.dim(-1);
    if act.gated() {
        let g = linear(b, x, &format!("{prefix}.gate_proj"), inter, bias);
        let u = linear(b, x, &format!("{prefix}.up_proj"), inter, bias);
        let a = activation(b, &g, act);
        let m = b.mul(&a, &u);
        linear(b, &m, &format!("{prefix}.down_proj"), h, bias)
    } else {
        let f = linear(b, x, &format!("{prefix}.fc1"), inter, bias);
        let a = activation(b, &f, act);
        linear(b, &a, &format!("{prefix}.fc2"), h, bias)
    }
}

/// Softmax over the last dim (in f32 for bf16 inputs), returned in `x`'s dtype.
pub fn softmax(b: &mut Builder, x: &V) -> V {
    let dt = x.dtype();
    let xf = b.convert(x, compute_dtype(dt));
    let m = b.reduce_last_keep(&xf, Reduction::Max);
    let d = b.sub(&xf, &m);
    let e = b.exp(&d);
    let s = b.reduce_last_keep(&e, Reduction::Sum);
    let p = b.div(&e, &s);
    b.convert(&p, dt)
}
