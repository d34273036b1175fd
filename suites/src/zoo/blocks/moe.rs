//! Mixture of experts: a router picks the top-k experts per token (a
//! descending `sort` of the router probabilities with expert indices carried
//! along), renormalises their weights, and combines expert outputs. Experts
//! are computed densely for every token and weighted by a gate that is zero
//! for unpicked experts: the same numbers as sparse dispatch, in ops every
//! plugin supports.

use super::{activation, softmax};
use crate::hlo::{Builder, Cmp, Reduction, V};
use crate::zoo::config::Act;
use tensors::DType;

/// Top-k routed SwiGLU-style experts over `x` [B, S, E].
pub fn moe(b: &mut Builder, x: &V, prefix: &str, experts: i64, top_k: i64, inter: i64, act: Act) -> V {
    let (bs, s, e) = (x.dim(0), x.dim(1), x.dim(2));
    let n = bs * s;
    let dt = x.dtype();
    let xf = b.reshape(x, &[n, e]);
    let router = b.weight(&format!("{prefix}.gate.weight"), dt, &[experts, e]);
    let logits = b.dot_general(&xf, &router, &[], &[], &[1], &[1]); // [N, X]
    let probs = softmax(b, &logits);
    let idx = b.iota(DType::I32, &[n, experts], 1);
    let (sorted, order) = b.sort_pair(&probs, &idx, 1, true);
    let top_p = b.slice_dim(&sorted, 1, 0, top_k); // [N, K]
    let top_i = b.slice_dim(&order, 1, 0, top_k);
    let denom = b.reduce_last_keep(&top_p, Reduction::Sum);
    let top_p = b.div(&top_p, &denom);
    // gate[n, x] = sum_j (top_i[n, j] == x) * top_p[n, j]
    let ti = b.broadcast_in_dim(&top_i, &[n, top_k, experts], &[0, 1]);
    let ex = b.iota(DType::I32, &[n, top_k, experts], 2);
    let hit = b.compare(&ti, &ex, Cmp::Eq);
    let tp = b.broadcast_in_dim(&top_p, &[n, top_k, experts], &[0, 1]);
    let zero = b.scalar(0.0, dt);
    let g = b.select(&hit, &tp, &zero);
    let gate = b.reduce(&g, &[1], Reduction::Sum); // [N, X]
                                                   // Dense experts: w1/w3 [X, I, E], w2 [X, E, I].
    let w1 = b.weight(&format!("{prefix}.experts.w1"), dt, &[experts, inter, e]);
    let w3 = b.weight(&format!("{prefix}.experts.w3"), dt, &[experts, inter, e]);
    let w2 = b.weight(&format!("{prefix}.experts.w2"), dt, &[experts, e, inter]);
    let xb = b.broadcast_in_dim(&xf, &[experts, n, e], &[1, 2]);
    let h1 = b.dot_general(&xb, &w1, &[0], &[0], &[2], &[2]); // [X, N, I]
    let h3 = b.dot_general(&xb, &w3, &[0], &[0], &[2], &[2]);
    let a = activation(b, &h1, act);
    let h = b.mul(&a, &h3);
    let y = b.dot_general(&h, &w2, &[0], &[0], &[2], &[2]); // [X, N, E]
    let gt = b.transpose(&gate, &[1, 0]);
    let gt = b.reshape(&gt, &[experts, n, 1]);
    let yw = b.mul(&y, &gt);
    let out = b.reduce(&yw, &[0], Reduction::Sum);
    b.reshape(&out, &[bs, s, e])
}
