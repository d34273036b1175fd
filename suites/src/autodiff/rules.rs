//! Vector-Jacobian products, one rule per op the zoo's families emit.
//! Each rule gets the op's recorded operands, results and parameters and
//! the cotangents of its results, and returns one cotangent per operand
//! (`None`: zero, or an operand that is not differentiated).
//!
//! Structural ops transpose to structural ops (slice <-> pad, broadcast ->
//! reduce, gather -> scatter-add, dynamic_slice <-> dynamic_update_slice);
//! `dot_general` to two `dot_general`s with transposed results; a
//! convolution to a dilated, flipped convolution (input gradient) and a
//! convolution of the input by the output gradient with batch groups
//! (weight gradient); a max pool to `select_and_scatter`, a sum pool to a
//! padded sum pool; a sort to a one-hot scatter through its permutation.

use crate::error::{refused, GenerateError};
use crate::hlo::tape::{Node, Params};
use crate::hlo::{Builder, Cmp, ConvAttrs, Reduction, Ty, V};
use tensors::DType;

pub const OPS: &[&str] = &[
    "stablehlo.add",
    "stablehlo.subtract",
    "stablehlo.multiply",
    "stablehlo.divide",
    "stablehlo.maximum",
    "stablehlo.minimum",
    "stablehlo.power",
    "stablehlo.negate",
    "stablehlo.exponential",
    "stablehlo.exponential_minus_one",
    "stablehlo.log",
    "stablehlo.log_plus_one",
    "stablehlo.sqrt",
    "stablehlo.rsqrt",
    "stablehlo.tanh",
    "stablehlo.logistic",
    "stablehlo.abs",
    "stablehlo.sine",
    "stablehlo.cosine",
    "chlo.erf",
    "stablehlo.floor",
    "stablehlo.sign",
    "stablehlo.convert",
    "stablehlo.reshape",
    "stablehlo.broadcast_in_dim",
    "stablehlo.transpose",
    "stablehlo.slice",
    "stablehlo.concatenate",
    "stablehlo.pad",
    "stablehlo.reverse",
    "stablehlo.dynamic_slice",
    "stablehlo.dynamic_update_slice",
    "stablehlo.gather",
    "stablehlo.select",
    "stablehlo.clamp",
    "stablehlo.dot_general",
    "stablehlo.reduce",
    "stablehlo.reduce_window",
    "stablehlo.convolution",
    "stablehlo.batch_norm_inference",
    "stablehlo.sort",
    // Results that are never float, or have no operands: no gradient flows.
    "stablehlo.constant",
    "stablehlo.iota",
    "stablehlo.compare",
];

fn zeros_like(b: &mut Builder, v: &V) -> V {
    b.full(0.0, v.dtype(), v.shape())
}

fn c(b: &mut Builder, v: f64, dt: DType) -> V {
    b.scalar(v, dt)
}

pub fn vjp(b: &mut Builder, n: &Node, couts: &[Option<V>], act: &[bool]) -> Result<Vec<Option<V>>, GenerateError> {
    if n.name == "stablehlo.sort" {
        return sort(b, n, couts, act);
    }
    let Some(g) = couts[0].clone() else { return Ok(vec![None; n.inputs.len()]) };
    let x = n.inputs.first().cloned();
    let y = n.outputs[0].clone();
    let dt = y.dtype();
    let one = |b: &mut Builder| c(b, 1.0, dt);
    let i = &n.inputs;
    let out: Vec<Option<V>> = match (n.name.as_str(), &n.params) {
        ("stablehlo.add", _) => vec![Some(g.clone()), Some(g)],
        ("stablehlo.subtract", _) => {
            let ng = b.neg(&g);
            vec![Some(g), Some(ng)]
        }
        ("stablehlo.multiply", _) => {
            let da = b.mul(&g, &i[1]);
            let db = b.mul(&g, &i[0]);
            vec![Some(da), Some(db)]
        }
        ("stablehlo.divide", _) => {
            let da = b.div(&g, &i[1]);
            let q = b.div(&y, &i[1]);
            let gq = b.mul(&g, &q);
            let db = b.neg(&gq);
            vec![Some(da), Some(db)]
        }
        ("stablehlo.maximum" | "stablehlo.minimum", _) => {
            let dir = if n.name == "stablehlo.maximum" { Cmp::Ge } else { Cmp::Le };
            let m = b.compare(&i[0], &i[1], dir);
            let z = c(b, 0.0, dt);
            let da = b.select(&m, &g, &z);
            let db = b.select(&m, &z, &g);
            vec![Some(da), Some(db)]
        }
        ("stablehlo.power", _) => {
            let e1 = b.add_c(&i[1], -1.0);
            let p = b.pow(&i[0], &e1);
            let bp = b.mul(&i[1], &p);
            let da = b.mul(&g, &bp);
            let la = b.log(&i[0]);
            let ly = b.mul(&la, &y);
            let db = b.mul(&g, &ly);
            vec![Some(da), Some(db)]
        }
        ("stablehlo.negate", _) => vec![Some(b.neg(&g))],
        ("stablehlo.exponential", _) => vec![Some(b.mul(&g, &y))],
        ("stablehlo.exponential_minus_one", _) => {
            let y1 = b.add_c(&y, 1.0);
            vec![Some(b.mul(&g, &y1))]
        }
        ("stablehlo.log", _) => vec![Some(b.div(&g, &i[0]))],
        ("stablehlo.log_plus_one", _) => {
            let x1 = b.add_c(&i[0], 1.0);
            vec![Some(b.div(&g, &x1))]
        }
        ("stablehlo.sqrt", _) => {
            let h = b.div(&g, &y);
            vec![Some(b.mul_c(&h, 0.5))]
        }
        ("stablehlo.rsqrt", _) => {
            let y2 = b.mul(&y, &y);
            let y3 = b.mul(&y2, &y);
            let d = b.mul(&g, &y3);
            vec![Some(b.mul_c(&d, -0.5))]
        }
        ("stablehlo.tanh", _) => {
            let y2 = b.mul(&y, &y);
            let o = one(b);
            let d = b.sub(&o, &y2);
            vec![Some(b.mul(&g, &d))]
        }
        ("stablehlo.logistic", _) => {
            let o = one(b);
            let om = b.sub(&o, &y);
            let d = b.mul(&y, &om);
            vec![Some(b.mul(&g, &d))]
        }
        ("stablehlo.abs", _) => {
            let s = b.sign(&i[0]);
            vec![Some(b.mul(&g, &s))]
        }
        ("stablehlo.sine", _) => {
            let cs = b.cos(&i[0]);
            vec![Some(b.mul(&g, &cs))]
        }
        ("stablehlo.cosine", _) => {
            let sn = b.sin(&i[0]);
            let d = b.mul(&g, &sn);
            vec![Some(b.neg(&d))]
        }
        ("chlo.erf", _) => {
            let x2 = b.mul(&i[0], &i[0]);
            let nx2 = b.neg(&x2);
            let e = b.exp(&nx2);
            let d = b.mul_c(&e, 2.0 / std::f64::consts::PI.sqrt());
            vec![Some(b.mul(&g, &d))]
        }
        ("stablehlo.floor" | "stablehlo.sign" | "stablehlo.round_nearest_even" | "stablehlo.ceil", _) => vec![None],
        ("stablehlo.convert", _) => {
            let x = i[0].clone();
            vec![x.dtype().is_float().then(|| b.convert(&g, x.dtype()))]
        }
        ("stablehlo.reshape", _) => vec![Some(b.reshape(&g, i[0].shape()))],
        ("stablehlo.broadcast_in_dim", Params::BroadcastInDim { dims }) => vec![Some(unbroadcast(b, &g, &i[0], dims))],
        ("stablehlo.transpose", Params::Transpose { perm }) => {
            let mut inv = vec![0i64; perm.len()];
            for (k, p) in perm.iter().enumerate() {
                inv[*p as usize] = k as i64;
            }
            vec![Some(b.transpose(&g, &inv))]
        }
        ("stablehlo.slice", Params::Slice { start, limit: _, strides }) => {
            let x = &i[0];
            let r = x.rank();
            let high: Vec<i64> = (0..r).map(|d| x.shape()[d] - (start[d] + (g.shape()[d] - 1).max(0) * strides[d] + 1)).collect();
            let interior: Vec<i64> = strides.iter().map(|s| s - 1).collect();
            if g.shape().contains(&0) {
                vec![Some(zeros_like(b, x))]
            } else {
                vec![Some(b.pad_interior(&g, 0.0, start, &high, &interior))]
            }
        }
        ("stablehlo.concatenate", Params::Concatenate { dim }) => {
            let mut off = 0;
            let mut v = Vec::new();
            for part in i {
                let w = part.shape()[*dim];
                v.push(Some(b.slice_dim(&g, *dim, off, off + w)));
                off += w;
            }
            v
        }
        ("stablehlo.pad", Params::Pad { low, high, interior }) => {
            if low.iter().chain(high).any(|p| *p < 0) {
                return Err(refused("negative padding is not differentiated"));
            }
            if act[1] {
                return Err(refused("the padding value is not differentiated"));
            }
            let x = &i[0];
            let st: Vec<i64> = interior.iter().map(|k| k + 1).collect();
            let limit: Vec<i64> = (0..x.rank()).map(|d| low[d] + (x.shape()[d] - 1).max(0) * st[d] + 1).collect();
            vec![Some(b.slice_strided(&g, low, &limit, &st)), None]
        }
        ("stablehlo.reverse", Params::Reverse { dims }) => vec![Some(b.reverse(&g, dims))],
        ("stablehlo.dynamic_slice", Params::DynamicSlice { .. }) => {
            let z = zeros_like(b, &i[0]);
            let starts: Vec<&V> = i[1..].iter().collect();
            let mut v = vec![Some(b.dynamic_update_slice(&z, &g, &starts))];
            v.extend(std::iter::repeat_n(None, starts.len()));
            v
        }
        ("stablehlo.dynamic_update_slice", _) => {
            let upd = &i[1];
            let starts: Vec<&V> = i[2..].iter().collect();
            let z = zeros_like(b, upd);
            let dx = b.dynamic_update_slice(&g, &z, &starts);
            let du = b.dynamic_slice(&g, &starts, upd.shape());
            let mut v = vec![Some(dx), Some(du)];
            v.extend(std::iter::repeat_n(None, starts.len()));
            v
        }
        ("stablehlo.gather", Params::TakeRows) => vec![Some(b.scatter_add_rows(i[0].shape()[0], &i[1], &g)), None],
        ("stablehlo.select", _) => {
            let z = c(b, 0.0, dt);
            let da = b.select(&i[0], &g, &z);
            let db = b.select(&i[0], &z, &g);
            vec![None, Some(da), Some(db)]
        }
        ("stablehlo.clamp", _) => {
            if act[0] || act[2] {
                return Err(refused("clamp bounds are not differentiated"));
            }
            let lo = b.compare(&i[1], &i[0], Cmp::Ge);
            let hi = b.compare(&i[1], &i[2], Cmp::Le);
            let m = b.and(&lo, &hi);
            let z = c(b, 0.0, dt);
            vec![None, Some(b.select(&m, &g, &z)), None]
        }
        ("stablehlo.dot_general", Params::DotGeneral { lb, rb, lc, rc }) => {
            let (da, db) = dot_general(b, &i[0], &i[1], &g, lb, rb, lc, rc);
            vec![Some(da), Some(db)]
        }
        ("stablehlo.reduce", Params::Reduce { dims, kind }) => vec![Some(reduce(b, &i[0], &y, &g, dims, *kind)?), None],
        ("stablehlo.reduce_window", Params::ReduceWindow { kind, window, strides, padding }) => {
            let x = &i[0];
            let d = match kind {
                Reduction::Sum => sum_pool(b, x, &g, window, strides, padding),
                Reduction::Max => b.select_and_scatter(x, &g, window, strides, padding),
                Reduction::Min => return Err(refused("min pooling is not differentiated")),
            };
            vec![Some(d), None]
        }
        ("stablehlo.convolution", Params::Conv { strides, padding, groups }) => {
            let dx = act[0].then(|| conv_input(b, &i[0], &i[1], &g, strides, padding, *groups));
            let dw = act[1].then(|| conv_weight(b, &i[0], &i[1], &g, strides, padding, *groups));
            vec![dx, dw]
        }
        ("stablehlo.batch_norm_inference", Params::BatchNormInference { eps }) => batch_norm(b, i, &g, *eps),
        ("stablehlo.while", _) => {
            return Err(refused("a `while` loop is not differentiated: build the model with Builder::with_tape so blocks unroll it"))
        }
        (name, Params::None) if x.is_some() => return Err(refused(format!("no VJP rule for `{name}`"))),
        (name, p) => return Err(refused(format!("no VJP rule for `{name}` with {p:?}"))),
    };
    Ok(out)
}

/// Sums `g` back to the operand shape of a `broadcast_in_dim(x, dims)`.
fn unbroadcast(b: &mut Builder, g: &V, x: &V, dims: &[i64]) -> V {
    let mut reduce_dims: Vec<i64> = (0..g.rank() as i64).filter(|d| !dims.contains(d)).collect();
    // Operand dims of size 1 broadcast to more.
    let mut kept: Vec<(usize, i64)> = Vec::new();
    for (k, &d) in dims.iter().enumerate() {
        if x.shape()[k] == 1 && g.shape()[d as usize] != 1 {
            reduce_dims.push(d);
        } else {
            kept.push((k, d));
        }
    }
    reduce_dims.sort_unstable();
    let r = if reduce_dims.is_empty() { g.clone() } else { b.reduce(g, &reduce_dims, Reduction::Sum) };
    // `r` holds the kept dims in increasing output order; put them in operand order.
    let mut by_out = kept.clone();
    by_out.sort_by_key(|(_, d)| *d);
    let perm: Vec<i64> = kept.iter().map(|(k, _)| by_out.iter().position(|(k2, _)| k2 == k).unwrap_or(0) as i64).collect();
    let r = if perm.iter().enumerate().all(|(a, p)| a as i64 == *p) { r } else { b.transpose(&r, &perm) };
    b.reshape(&r, x.shape())
}

#[allow(clippy::too_many_arguments)]
fn dot_general(b: &mut Builder, a: &V, bm: &V, g: &V, lb: &[i64], rb: &[i64], lc: &[i64], rc: &[i64]) -> (V, V) {
    let nb = lb.len() as i64;
    let af: Vec<i64> = (0..a.rank() as i64).filter(|d| !lb.contains(d) && !lc.contains(d)).collect();
    let bf: Vec<i64> = (0..bm.rank() as i64).filter(|d| !rb.contains(d) && !rc.contains(d)).collect();
    let g_batch: Vec<i64> = (0..nb).collect();
    let g_af: Vec<i64> = (nb..nb + af.len() as i64).collect();
    let g_bf: Vec<i64> = (nb + af.len() as i64..nb + (af.len() + bf.len()) as i64).collect();
    let mut rc_sorted = rc.to_vec();
    rc_sorted.sort_unstable();
    let mut lc_sorted = lc.to_vec();
    lc_sorted.sort_unstable();
    let da_raw = b.dot_general(g, bm, &g_batch, rb, &g_bf, &bf);
    let perm_a: Vec<i64> = (0..a.rank() as i64)
        .map(|d| {
            if let Some(k) = lb.iter().position(|x| *x == d) {
                k as i64
            } else if let Some(j) = af.iter().position(|x| *x == d) {
                nb + j as i64
            } else {
                let k = lc.iter().position(|x| *x == d).unwrap_or(0);
                nb + af.len() as i64 + rc_sorted.iter().position(|x| *x == rc[k]).unwrap_or(0) as i64
            }
        })
        .collect();
    let db_raw = b.dot_general(g, a, &g_batch, lb, &g_af, &af);
    let perm_b: Vec<i64> = (0..bm.rank() as i64)
        .map(|d| {
            if let Some(k) = rb.iter().position(|x| *x == d) {
                k as i64
            } else if let Some(j) = bf.iter().position(|x| *x == d) {
                nb + j as i64
            } else {
                let k = rc.iter().position(|x| *x == d).unwrap_or(0);
                nb + bf.len() as i64 + lc_sorted.iter().position(|x| *x == lc[k]).unwrap_or(0) as i64
            }
        })
        .collect();
    (permute(b, &da_raw, &perm_a), permute(b, &db_raw, &perm_b))
}

fn permute(b: &mut Builder, x: &V, perm: &[i64]) -> V {
    if perm.iter().enumerate().all(|(a, p)| a as i64 == *p) {
        x.clone()
    } else {
        b.transpose(x, perm)
    }
}

fn reduce(b: &mut Builder, x: &V, y: &V, g: &V, dims: &[i64], kind: Reduction) -> Result<V, GenerateError> {
    let kept: Vec<i64> = (0..x.rank() as i64).filter(|d| !dims.contains(d)).collect();
    let gb = b.broadcast_in_dim(g, x.shape(), &kept);
    match kind {
        Reduction::Sum => Ok(gb),
        Reduction::Max | Reduction::Min => {
            // Ties share the gradient equally.
            let yb = b.broadcast_in_dim(y, x.shape(), &kept);
            let hit = b.compare(x, &yb, Cmp::Eq);
            let one = b.scalar(1.0, x.dtype());
            let zero = b.scalar(0.0, x.dtype());
            let ind = b.select(&hit, &one, &zero);
            let count = b.reduce(&ind, dims, Reduction::Sum);
            let cb = b.broadcast_in_dim(&count, x.shape(), &kept);
            let share = b.div(&gb, &cb);
            Ok(b.select(&hit, &share, &zero))
        }
    }
}

/// Gradient of a sum pool: the output gradient dilated by the strides,
/// padded so that a stride-1 sum pool of the window size lands on the input.
fn sum_pool(b: &mut Builder, x: &V, g: &V, window: &[i64], strides: &[i64], padding: &[(i64, i64)]) -> V {
    let r = x.rank();
    let low: Vec<i64> = (0..r).map(|d| window[d] - 1 - padding[d].0).collect();
    let high: Vec<i64> = (0..r).map(|d| x.shape()[d] + window[d] - 1 - low[d] - ((g.shape()[d] - 1) * strides[d] + 1)).collect();
    let interior: Vec<i64> = strides.iter().map(|s| s - 1).collect();
    let p = b.pad_interior(g, 0.0, &low, &high, &interior);
    let ones = vec![1; r];
    b.reduce_window(&p, Reduction::Sum, window, &ones, &vec![(0, 0); r])
}

fn layout(sp: usize, lhs: &str, rhs: &str, out: &str) -> String {
    let n: Vec<String> = (0..sp).map(|i| i.to_string()).collect();
    let n = n.join(", ");
    format!("[{lhs}, {n}]x[{rhs}, {n}]->[{out}, {n}]")
}

/// Input gradient of an NCHW/OIHW convolution: the output gradient dilated
/// by the strides, convolved with the kernel flipped and its in/out
/// features swapped within each group.
fn conv_input(b: &mut Builder, x: &V, w: &V, g: &V, strides: &[i64], padding: &[(i64, i64)], groups: i64) -> V {
    let sp = x.rank() - 2;
    let (o, cg) = (w.shape()[0], w.shape()[1]);
    let k: Vec<i64> = w.shape()[2..].to_vec();
    let mut s5 = vec![groups, o / groups, cg];
    s5.extend(&k);
    let w5 = b.reshape(w, &s5);
    let mut perm = vec![0, 2, 1];
    perm.extend((3..3 + sp as i64).collect::<Vec<_>>());
    let wt = b.transpose(&w5, &perm);
    let mut s4 = vec![groups * cg, o / groups];
    s4.extend(&k);
    let wt = b.reshape(&wt, &s4);
    let spatial: Vec<i64> = (2..2 + sp as i64).collect();
    let wt = b.reverse(&wt, &spatial);
    let pad: Vec<(i64, i64)> = (0..sp)
        .map(|d| {
            let lo = k[d] - 1 - padding[d].0;
            let dilated = (g.shape()[2 + d] - 1) * strides[d] + 1;
            (lo, x.shape()[2 + d] + k[d] - 1 - lo - dilated)
        })
        .collect();
    let attrs = ConvAttrs {
        strides: vec![1; sp],
        padding: pad,
        lhs_dilation: strides.to_vec(),
        rhs_dilation: vec![1; sp],
        feature_groups: groups,
        batch_groups: 1,
    };
    b.conv_general(g, &wt, &layout(sp, "b, f", "o, i", "b, f"), &attrs, x.ty.clone())
}

/// Weight gradient: the input (batch and feature swapped) convolved with
/// the output gradient as the kernel, dilated by the strides; groups become
/// batch groups.
fn conv_weight(b: &mut Builder, x: &V, w: &V, g: &V, strides: &[i64], padding: &[(i64, i64)], groups: i64) -> V {
    let sp = x.rank() - 2;
    let k: Vec<i64> = w.shape()[2..].to_vec();
    let mut x = x.clone();
    let mut pad = Vec::with_capacity(sp);
    for d in 0..sp {
        let len = x.shape()[2 + d];
        let hi = k[d] + (g.shape()[2 + d] - 1) * strides[d] - len - padding[d].0;
        if hi < 0 {
            x = b.slice_dim(&x, 2 + d, 0, len + hi);
            pad.push((padding[d].0, 0));
        } else {
            pad.push((padding[d].0, hi));
        }
    }
    let attrs = ConvAttrs {
        strides: vec![1; sp],
        padding: pad,
        lhs_dilation: vec![1; sp],
        rhs_dilation: strides.to_vec(),
        feature_groups: 1,
        batch_groups: groups,
    };
    b.conv_general(&x, g, &layout(sp, "f, b", "i, o", "f, b"), &attrs, Ty::new(w.dtype(), w.shape()))
}

fn batch_norm(b: &mut Builder, i: &[V], g: &V, eps: f64) -> Vec<Option<V>> {
    let (x, scale, mean, var) = (&i[0], &i[1], &i[3], &i[4]);
    let xs = x.shape().to_vec();
    let others: Vec<i64> = (0..x.rank() as i64).filter(|d| *d != 1).collect();
    let ve = b.add_c(var, eps);
    let inv = b.rsqrt(&ve);
    let mb = b.broadcast_in_dim(mean, &xs, &[1]);
    let xc = b.sub(x, &mb);
    let si = b.mul(scale, &inv);
    let sib = b.broadcast_in_dim(&si, &xs, &[1]);
    let dx = b.mul(g, &sib);
    let invb = b.broadcast_in_dim(&inv, &xs, &[1]);
    let xhat = b.mul(&xc, &invb);
    let gx = b.mul(g, &xhat);
    let dscale = b.reduce(&gx, &others, Reduction::Sum);
    let doffset = b.reduce(g, &others, Reduction::Sum);
    let dm = b.mul(&doffset, &si);
    let dmean = b.neg(&dm);
    let gxc = b.mul(g, &xc);
    let sgxc = b.reduce(&gxc, &others, Reduction::Sum);
    let inv2 = b.mul(&inv, &inv);
    let inv3 = b.mul(&inv2, &inv);
    let t = b.mul(&sgxc, scale);
    let t = b.mul(&t, &inv3);
    let dvar = b.mul_c(&t, -0.5);
    vec![Some(dx), Some(dscale), Some(doffset), Some(dmean), Some(dvar)]
}

/// A sort moves each element to its sorted place; the gradient moves it
/// back. The permutation is recovered by sorting an iota along with the
/// keys (the sort is stable, so it is the forward's own permutation).
fn sort(b: &mut Builder, n: &Node, couts: &[Option<V>], act: &[bool]) -> Result<Vec<Option<V>>, GenerateError> {
    let Params::Sort { dim, descending } = n.params else { return Err(refused("a sort without its parameters")) };
    let keys = &n.inputs[0];
    let idx = b.iota(DType::I32, keys.shape(), dim);
    let (_, perm) = b.sort_pair(keys, &idx, dim, descending);
    let mut out = Vec::new();
    for (k, cot) in couts.iter().enumerate() {
        out.push(match (cot, act.get(k).copied().unwrap_or(false)) {
            (Some(c), true) => Some(unsort(b, c, &perm, dim)),
            _ => None,
        });
    }
    Ok(out)
}

/// `result[.., x (at dim), ..] = sum_j (perm[.., j, ..] == x) * c[.., j, ..]`.
fn unsort(b: &mut Builder, c: &V, perm: &V, dim: usize) -> V {
    let r = c.rank();
    let kk = c.shape()[dim];
    let mut ext = c.shape().to_vec();
    ext.push(kk);
    let ids: Vec<i64> = (0..r as i64).collect();
    let pb = b.broadcast_in_dim(perm, &ext, &ids);
    let io = b.iota(DType::I32, &ext, r);
    let hit = b.compare(&pb, &io, Cmp::Eq);
    let cb = b.broadcast_in_dim(c, &ext, &ids);
    let z = b.scalar(0.0, c.dtype());
    let picked = b.select(&hit, &cb, &z);
    let red = b.reduce(&picked, &[dim as i64], Reduction::Sum); // dims without `dim`, then K last
    let mut p: Vec<i64> = (0..r as i64 - 1).collect();
    p.insert(dim, r as i64 - 1);
    permute(b, &red, &p)
}
