//! An LSTM layer written as a `stablehlo.while` loop over time steps: the
//! loop carries the step index, h, c and the output sequence; each step
//! reads its input with `dynamic_slice` and writes h with
//! `dynamic_update_slice`, as a traced PyTorch loop would lower. A builder
//! that records a tape (training steps) gets the loop unrolled instead, with
//! static slices per step: the same numbers, in ops that `autodiff` differentiates.

use crate::hlo::{Builder, Cmp, V};
use tensors::DType;

/// Runs an LSTM over `x` [B, T, F]; returns (outputs [B, T, H], last h [B, H]).
pub fn lstm(b: &mut Builder, x: &V, prefix: &str, hidden: i64) -> (V, V) {
    let (bs, t, f) = (x.dim(0), x.dim(1), x.dim(2));
    let dt = x.dtype();
    let w_ih = b.weight(&format!("{prefix}.weight_ih"), dt, &[4 * hidden, f]);
    let w_hh = b.weight(&format!("{prefix}.weight_hh"), dt, &[4 * hidden, hidden]);
    let bias = b.weight_filled(&format!("{prefix}.bias"), dt, &[4 * hidden], "zeros");
    if b.taping() {
        return unrolled(b, x, &w_ih, &w_hh, &bias, hidden);
    }
    let i0 = b.scalar(0.0, DType::I32);
    let h0 = b.full(0.0, dt, &[bs, hidden]);
    let c0 = b.full(0.0, dt, &[bs, hidden]);
    let out0 = b.full(0.0, dt, &[bs, t, hidden]);
    let res = b.while_loop(
        &[&i0, &h0, &c0, &out0],
        |b, p| {
            let lim = b.scalar(t as f64, DType::I32);
            b.compare(&p[0], &lim, Cmp::Lt)
        },
        |b, p| {
            let (i, h, c, out) = (&p[0], &p[1], &p[2], &p[3]);
            let z = b.scalar(0.0, DType::I32);
            let xt = b.dynamic_slice(x, &[&z, i, &z], &[bs, 1, f]);
            let xt = b.reshape(&xt, &[bs, f]);
            let gx = b.dot_general(&xt, &w_ih, &[], &[], &[1], &[1]);
            let gh = b.dot_general(h, &w_hh, &[], &[], &[1], &[1]);
            let g = b.add(&gx, &gh);
            let g = b.add(&g, &bias);
            let ig = b.slice_dim(&g, 1, 0, hidden);
            let fg = b.slice_dim(&g, 1, hidden, 2 * hidden);
            let gg = b.slice_dim(&g, 1, 2 * hidden, 3 * hidden);
            let og = b.slice_dim(&g, 1, 3 * hidden, 4 * hidden);
            let ig = b.logistic(&ig);
            let fg = b.logistic(&fg);
            let gg = b.tanh(&gg);
            let og = b.logistic(&og);
            let fc = b.mul(&fg, c);
            let igg = b.mul(&ig, &gg);
            let c2 = b.add(&fc, &igg);
            let tc = b.tanh(&c2);
            let h2 = b.mul(&og, &tc);
            let hr = b.reshape(&h2, &[bs, 1, hidden]);
            let out2 = b.dynamic_update_slice(out, &hr, &[&z, i, &z]);
            let one = b.scalar(1.0, DType::I32);
            let i2 = b.add(i, &one);
            vec![i2, h2, c2, out2]
        },
    );
    (res[3].clone(), res[1].clone())
}

#[allow(clippy::too_many_arguments)]
/// One LSTM cell step: gates from the input and the previous h, new (h, c).
fn cell(b: &mut Builder, xt: &V, h: &V, c: &V, w_ih: &V, w_hh: &V, bias: &V, hidden: i64) -> (V, V) {
    let gx = b.dot_general(xt, w_ih, &[], &[], &[1], &[1]);
    let gh = b.dot_general(h, w_hh, &[], &[], &[1], &[1]);
    let g = b.add(&gx, &gh);
    let g = b.add(&g, bias);
    let ig = b.slice_dim(&g, 1, 0, hidden);
    let fg = b.slice_dim(&g, 1, hidden, 2 * hidden);
    let gg = b.slice_dim(&g, 1, 2 * hidden, 3 * hidden);
    let og = b.slice_dim(&g, 1, 3 * hidden, 4 * hidden);
    let ig = b.logistic(&ig);
    let fg = b.logistic(&fg);
    let gg = b.tanh(&gg);
    let og = b.logistic(&og);
    let fc = b.mul(&fg, c);
    let igg = b.mul(&ig, &gg);
    let c2 = b.add(&fc, &igg);
    let tc = b.tanh(&c2);
    (b.mul(&og, &tc), c2)
}

/// The recurrence unrolled over the (static) time steps.
fn unrolled(b: &mut Builder, x: &V, w_ih: &V, w_hh: &V, bias: &V, hidden: i64) -> (V, V) {
    let (bs, t, f) = (x.dim(0), x.dim(1), x.dim(2));
    let dt = x.dtype();
    let mut h = b.full(0.0, dt, &[bs, hidden]);
    let mut c = b.full(0.0, dt, &[bs, hidden]);
    let mut steps = Vec::with_capacity(t as usize);
    for i in 0..t {
        let xt = b.slice_dim(x, 1, i, i + 1);
        let xt = b.reshape(&xt, &[bs, f]);
        let (h2, c2) = cell(b, &xt, &h, &c, w_ih, w_hh, bias, hidden);
        steps.push(b.reshape(&h2, &[bs, 1, hidden]));
        h = h2;
        c = c2;
    }
    let refs: Vec<&V> = steps.iter().collect();
    (b.concatenate(&refs, 1), h)
}
