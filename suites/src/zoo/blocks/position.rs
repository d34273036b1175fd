//! Position schemes: rotary embeddings (full and partial), ALiBi slopes,
//! T5-style bucketed relative position bias, clamped relative bias
//! (DeBERTa-like), and sinusoidal tables. Tables that depend only on the
//! config are computed in Rust and emitted as constants; what a model learns
//! is an argument.

use crate::hlo::{Builder, Cmp, V};
use tensors::DType;

/// Applies rotary embeddings to `x` [B, H, S, D] on its first `rot` dims
/// (rotate-half convention), positions 0..S.
pub fn rope(b: &mut Builder, x: &V, rot: i64, theta: f64) -> V {
    let (s, d) = (x.dim(2), x.dim(3));
    let half = rot / 2;
    let cdt = super::compute_dtype(x.dtype());
    // inv_freq[i] = theta^(-2i/rot), computed in the graph as real exports do.
    let i = b.iota(cdt, &[half], 0);
    let expo = b.mul_c(&i, -2.0 / rot as f64);
    let base = b.scalar(theta, cdt);
    let inv_c = b.pow(&base, &expo);
    let pos = b.iota(cdt, &[s, half], 0);
    let ang = b.mul(&pos, &inv_c);
    let cos = b.cos(&ang);
    let sin = b.sin(&ang);
    let cos = b.convert(&cos, x.dtype());
    let sin = b.convert(&sin, x.dtype());
    let x1 = b.slice_dim(x, 3, 0, half);
    let x2 = b.slice_dim(x, 3, half, rot);
    let a = b.mul(&x1, &cos);
    let bb = b.mul(&x2, &sin);
    let r1 = b.sub(&a, &bb);
    let c = b.mul(&x2, &cos);
    let e = b.mul(&x1, &sin);
    let r2 = b.add(&c, &e);
    if rot < d {
        let pass = b.slice_dim(x, 3, rot, d);
        b.concatenate(&[&r1, &r2, &pass], 3)
    } else {
        b.concatenate(&[&r1, &r2], 3)
    }
}

/// ALiBi slopes for `heads` heads (geometric, as in the paper).
pub fn alibi_slopes(heads: i64) -> Vec<f64> {
    let p = 2f64.powf((heads as f64).log2().floor());
    let base = 2f64.powf(-8.0 / p);
    let mut out: Vec<f64> = (1..=p as i64).map(|i| base.powi(i as i32)).collect();
    if (out.len() as i64) < heads {
        let extra = 2f64.powf(-4.0 / p);
        let mut k = 1;
        while (out.len() as i64) < heads {
            out.push(extra.powi(k));
            k += 2;
        }
    }
    out
}

/// ALiBi bias [H, S, T]: `slope_h * (k - q)`.
pub fn alibi_bias(b: &mut Builder, heads: i64, s: i64, t: i64, dt: DType) -> V {
    let slopes = b.constant(&alibi_slopes(heads), dt, &[heads, 1, 1]);
    let rel = relative_positions(b, s, t);
    let relf = b.convert(&rel, dt);
    b.mul(&slopes, &relf)
}

/// `k - q` as i32 [S, T].
pub fn relative_positions(b: &mut Builder, s: i64, t: i64) -> V {
    let q = b.iota(DType::I32, &[s, t], 0);
    let k = b.iota(DType::I32, &[s, t], 1);
    b.sub(&k, &q)
}

/// T5's bucketed relative position bias [H, S, T] from a learned `[buckets, H]` table.
pub fn t5_relative_bias(b: &mut Builder, name: &str, heads: i64, s: i64, t: i64, bidirectional: bool, dt: DType) -> V {
    let buckets = 32i64;
    let max_distance = 128.0;
    let table = b.weight(name, dt, &[buckets, heads]);
    let rel = relative_positions(b, s, t);
    let zero = b.scalar(0.0, DType::I32);
    let (nb, base, n) = if bidirectional {
        let nb = buckets / 2;
        let pos = b.compare(&rel, &zero, Cmp::Gt);
        let nbv = b.scalar(nb as f64, DType::I32);
        let zz = b.full(0.0, DType::I32, &[s, t]);
        let base = b.select(&pos, &nbv, &zz);
        (nb, base, b.abs(&rel))
    } else {
        let neg = b.neg(&rel);
        let n = b.max(&neg, &zero);
        (buckets, b.full(0.0, DType::I32, &[s, t]), n)
    };
    let max_exact = nb / 2;
    let me = b.scalar(max_exact as f64, DType::I32);
    let is_small = b.compare(&n, &me, Cmp::Lt);
    let nf = b.convert(&n, DType::F32);
    let nf1 = b.add_c(&nf, 1e-6);
    let ratio = b.mul_c(&nf1, 1.0 / max_exact as f64);
    let lg = b.log(&ratio);
    let scale = (nb - max_exact) as f64 / (max_distance / max_exact as f64).ln();
    let sc = b.mul_c(&lg, scale);
    let fl = b.floor(&sc);
    let large = b.convert(&fl, DType::I32);
    let large = b.add(&large, &me);
    let cap = b.scalar((nb - 1) as f64, DType::I32);
    let large = b.min(&large, &cap);
    let bucket = b.select(&is_small, &n, &large);
    let bucket = b.add(&bucket, &base);
    let g = b.take_rows(&table, &bucket); // [S, T, H]
    b.transpose(&g, &[2, 0, 1])
}

/// Clamped relative bias [H, S, T] from a `[2*span, H]` table (DeBERTa-like).
pub fn clamped_relative_bias(b: &mut Builder, name: &str, heads: i64, s: i64, span: i64, dt: DType) -> V {
    let table = b.weight(name, dt, &[2 * span, heads]);
    let rel = relative_positions(b, s, s);
    let shift = b.scalar(span as f64, DType::I32);
    let idx = b.add(&rel, &shift);
    let idx = b.clamp(0.0, &idx, (2 * span - 1) as f64);
    let g = b.take_rows(&table, &idx);
    b.transpose(&g, &[2, 0, 1])
}

/// Sinusoidal position table [S, H] (Whisper's encoder), as a constant.
pub fn sinusoidal(b: &mut Builder, s: i64, h: i64, dt: DType) -> V {
    let half = h / 2;
    let mut vals = Vec::with_capacity((s * h) as usize);
    for p in 0..s {
        for i in 0..h {
            let k = (i % half) as f64;
            let freq = (-(10000f64.ln()) * k / (half - 1).max(1) as f64).exp();
            let a = p as f64 * freq;
            vals.push(if i < half { a.sin() } else { a.cos() });
        }
    }
    b.constant(&vals, dt, &[s, h])
}
