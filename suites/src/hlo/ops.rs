//! One method per StableHLO (and CHLO) op. Elementwise binary ops broadcast
//! their operands numpy-style first, so that model code reads like the
//! PyTorch it mirrors; every other op takes exactly the shapes it needs.

use super::tape::Params;
use super::types::literal;
use super::{Builder, Ty, V};
use tensors::DType;

fn arr(v: &[i64]) -> String {
    let s: Vec<String> = v.iter().map(|x| x.to_string()).collect();
    format!("array<i64: {}>", s.join(", "))
}

fn arr_or_empty(v: &[i64]) -> String {
    if v.is_empty() {
        "array<i64>".into()
    } else {
        arr(v)
    }
}

fn list(v: &[i64]) -> String {
    let s: Vec<String> = v.iter().map(|x| x.to_string()).collect();
    format!("[{}]", s.join(", "))
}

/// Comparison directions of `stablehlo.compare`.
#[derive(Debug, Clone, Copy)]
pub enum Cmp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

impl Cmp {
    fn name(self) -> &'static str {
        match self {
            Cmp::Eq => "EQ",
            Cmp::Ne => "NE",
            Cmp::Lt => "LT",
            Cmp::Le => "LE",
            Cmp::Gt => "GT",
            Cmp::Ge => "GE",
        }
    }
}

/// The reduction a `reduce` or `reduce_window` applies.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Reduction {
    Sum,
    Max,
    Min,
}

impl Reduction {
    fn op(self) -> &'static str {
        match self {
            Reduction::Sum => "stablehlo.add",
            Reduction::Max => "stablehlo.maximum",
            Reduction::Min => "stablehlo.minimum",
        }
    }

    fn init(self) -> f64 {
        match self {
            Reduction::Sum => 0.0,
            Reduction::Max => f64::NEG_INFINITY,
            Reduction::Min => f64::INFINITY,
        }
    }
}

/// Numpy broadcast of two shapes.
fn broadcast_shape(a: &[i64], b: &[i64]) -> Vec<i64> {
    let r = a.len().max(b.len());
    (0..r)
        .map(|i| {
            let da = if i + a.len() >= r { a[i + a.len() - r] } else { 1 };
            let db = if i + b.len() >= r { b[i + b.len() - r] } else { 1 };
            if da == 1 {
                db
            } else {
                da
            }
        })
        .collect()
}

impl Builder {
    // ----- constants and shapes -------------------------------------------------

    /// A splat constant of `dtype` and `shape`.
    pub fn full(&mut self, value: f64, dtype: DType, shape: &[i64]) -> V {
        let ty = Ty::new(dtype, shape);
        let attr = format!("value = dense<{}> : {}", literal(dtype, value), ty.mlir());
        self.op("stablehlo.constant", &[], &attr, ty)
    }

    pub fn scalar(&mut self, value: f64, dtype: DType) -> V {
        self.full(value, dtype, &[])
    }

    /// A constant from explicit values (row-major).
    pub fn constant(&mut self, values: &[f64], dtype: DType, shape: &[i64]) -> V {
        let ty = Ty::new(dtype, shape);
        let lits: Vec<String> = values.iter().map(|v| literal(dtype, *v)).collect();
        let body = nest(&lits, shape);
        let attr = format!("value = dense<{body}> : {}", ty.mlir());
        self.op("stablehlo.constant", &[], &attr, ty)
    }

    pub fn iota(&mut self, dtype: DType, shape: &[i64], dim: usize) -> V {
        self.op("stablehlo.iota", &[], &format!("iota_dimension = {dim} : i64"), Ty::new(dtype, shape))
    }

    pub fn broadcast_in_dim(&mut self, x: &V, shape: &[i64], dims: &[i64]) -> V {
        let ty = Ty::new(x.dtype(), shape);
        let v = self.op("stablehlo.broadcast_in_dim", &[x], &format!("broadcast_dimensions = {}", arr_or_empty(dims)), ty);
        self.tag(Params::BroadcastInDim { dims: dims.to_vec() });
        v
    }

    /// Numpy-style broadcast of `x` to `shape` (right-aligned).
    pub fn broadcast_to(&mut self, x: &V, shape: &[i64]) -> V {
        if x.shape() == shape {
            return x.clone();
        }
        let off = shape.len() - x.rank();
        let dims: Vec<i64> = (0..x.rank()).map(|i| (i + off) as i64).collect();
        self.broadcast_in_dim(x, shape, &dims)
    }

    pub fn reshape(&mut self, x: &V, shape: &[i64]) -> V {
        if x.shape() == shape && x.ty.dynamic.is_empty() {
            return x.clone();
        }
        self.op("stablehlo.reshape", &[x], "", Ty::new(x.dtype(), shape))
    }

    pub fn transpose(&mut self, x: &V, perm: &[i64]) -> V {
        let shape: Vec<i64> = perm.iter().map(|&p| x.shape()[p as usize]).collect();
        let v = self.op("stablehlo.transpose", &[x], &format!("permutation = {}", arr(perm)), Ty::new(x.dtype(), &shape));
        self.tag(Params::Transpose { perm: perm.to_vec() });
        v
    }

    pub fn convert(&mut self, x: &V, dtype: DType) -> V {
        if x.dtype() == dtype {
            return x.clone();
        }
        self.op("stablehlo.convert", &[x], "", x.ty.with_dtype(dtype))
    }

    pub fn slice(&mut self, x: &V, start: &[i64], limit: &[i64]) -> V {
        let strides = vec![1; x.rank()];
        self.slice_strided(x, start, limit, &strides)
    }

    pub fn slice_strided(&mut self, x: &V, start: &[i64], limit: &[i64], strides: &[i64]) -> V {
        let shape: Vec<i64> = (0..x.rank()).map(|i| (limit[i] - start[i] + strides[i] - 1) / strides[i]).collect();
        let attr = format!("start_indices = {}, limit_indices = {}, strides = {}", arr(start), arr(limit), arr(strides));
        let v = self.op("stablehlo.slice", &[x], &attr, Ty::new(x.dtype(), &shape));
        self.tag(Params::Slice { start: start.to_vec(), limit: limit.to_vec(), strides: strides.to_vec() });
        v
    }

    /// `x[..., lo:hi]` along `dim`.
    pub fn slice_dim(&mut self, x: &V, dim: usize, lo: i64, hi: i64) -> V {
        let mut start = vec![0; x.rank()];
        let mut limit = x.shape().to_vec();
        start[dim] = lo;
        limit[dim] = hi;
        self.slice(x, &start, &limit)
    }

    pub fn concatenate(&mut self, xs: &[&V], dim: usize) -> V {
        let mut shape = xs[0].shape().to_vec();
        shape[dim] = xs.iter().map(|x| x.shape()[dim]).sum();
        let v = self.op("stablehlo.concatenate", xs, &format!("dimension = {dim} : i64"), Ty::new(xs[0].dtype(), &shape));
        self.tag(Params::Concatenate { dim });
        v
    }

    pub fn pad(&mut self, x: &V, value: f64, low: &[i64], high: &[i64]) -> V {
        let zeros = vec![0; x.rank()];
        self.pad_interior(x, value, low, high, &zeros)
    }

    /// `pad` with interior padding (`interior[d]` values between elements of dim `d`).
    pub fn pad_interior(&mut self, x: &V, value: f64, low: &[i64], high: &[i64], interior: &[i64]) -> V {
        let pv = self.scalar(value, x.dtype());
        let shape: Vec<i64> = (0..x.rank()).map(|i| x.shape()[i] + low[i] + high[i] + (x.shape()[i] - 1).max(0) * interior[i]).collect();
        let attr = format!("edge_padding_low = {}, edge_padding_high = {}, interior_padding = {}", arr(low), arr(high), arr(interior));
        let v = self.op("stablehlo.pad", &[x, &pv], &attr, Ty::new(x.dtype(), &shape));
        self.tag(Params::Pad { low: low.to_vec(), high: high.to_vec(), interior: interior.to_vec() });
        v
    }

    pub fn reverse(&mut self, x: &V, dims: &[i64]) -> V {
        let v = self.op("stablehlo.reverse", &[x], &format!("dimensions = {}", arr(dims)), Ty::new(x.dtype(), x.shape()));
        self.tag(Params::Reverse { dims: dims.to_vec() });
        v
    }

    pub fn dynamic_slice(&mut self, x: &V, starts: &[&V], sizes: &[i64]) -> V {
        let mut ops: Vec<&V> = vec![x];
        ops.extend_from_slice(starts);
        let v = self.op("stablehlo.dynamic_slice", &ops, &format!("slice_sizes = {}", arr(sizes)), Ty::new(x.dtype(), sizes));
        self.tag(Params::DynamicSlice { sizes: sizes.to_vec() });
        v
    }

    pub fn dynamic_update_slice(&mut self, x: &V, update: &V, starts: &[&V]) -> V {
        let mut ops: Vec<&V> = vec![x, update];
        ops.extend_from_slice(starts);
        self.op("stablehlo.dynamic_update_slice", &ops, "", Ty::new(x.dtype(), x.shape()))
    }

    /// Rows of `table` [N, ...] picked by integer `ids` of any shape: an embedding lookup.
    pub fn take_rows(&mut self, table: &V, ids: &V) -> V {
        let r = ids.rank() as i64;
        let mut slice = vec![1];
        slice.extend_from_slice(&table.shape()[1..]);
        let offset: Vec<i64> = (0..(table.rank() as i64 - 1)).map(|i| r + i).collect();
        let mut shape = ids.shape().to_vec();
        shape.extend_from_slice(&table.shape()[1..]);
        let attr = format!(
            "dimension_numbers = #stablehlo.gather<offset_dims = {}, collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = {r}>, slice_sizes = {}, indices_are_sorted = false",
            list(&offset),
            arr(&slice)
        );
        let v = self.op("stablehlo.gather", &[table, ids], &attr, Ty::new(table.dtype(), &shape));
        self.tag(Params::TakeRows);
        v
    }

    /// The transpose of [`Builder::take_rows`]: a zero table of `rows` rows
    /// with each row of `updates` [ids..., ...] added at its id (scatter-add).
    pub fn scatter_add_rows(&mut self, rows: i64, ids: &V, updates: &V) -> V {
        let r = ids.rank() as i64;
        let mut shape = vec![rows];
        shape.extend_from_slice(&updates.shape()[ids.rank()..]);
        let zeros = self.full(0.0, updates.dtype(), &shape);
        let window: Vec<i64> = (0..(shape.len() as i64 - 1)).map(|i| r + i).collect();
        let st = Ty::new(updates.dtype(), &[]);
        let region = self.region(&[st.clone(), st.clone()], |b, p| vec![b.op("stablehlo.add", &[&p[0], &p[1]], "", st.clone())]);
        let attr = format!(
            "indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = {}, inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = {r}>, unique_indices = false",
            list(&window)
        );
        let mut v = self.op_multi(
            "stablehlo.scatter",
            &[&zeros, ids, updates],
            &attr,
            &format!(" ({region})"),
            &[Ty::new(updates.dtype(), &shape)],
        );
        v.remove(0)
    }

    // ----- elementwise ------------------------------------------------------------

    fn binary(&mut self, name: &str, a: &V, b: &V) -> V {
        let shape = broadcast_shape(a.shape(), b.shape());
        let a2 = self.broadcast_to(a, &shape);
        let b2 = self.broadcast_to(b, &shape);
        let mut ty = Ty::new(a.dtype(), &shape);
        ty.dynamic = if a2.ty.dynamic.is_empty() { b2.ty.dynamic.clone() } else { a2.ty.dynamic.clone() };
        self.op(name, &[&a2, &b2], "", ty)
    }

    pub fn add(&mut self, a: &V, b: &V) -> V {
        self.binary("stablehlo.add", a, b)
    }
    pub fn sub(&mut self, a: &V, b: &V) -> V {
        self.binary("stablehlo.subtract", a, b)
    }
    pub fn mul(&mut self, a: &V, b: &V) -> V {
        self.binary("stablehlo.multiply", a, b)
    }
    pub fn div(&mut self, a: &V, b: &V) -> V {
        self.binary("stablehlo.divide", a, b)
    }
    pub fn max(&mut self, a: &V, b: &V) -> V {
        self.binary("stablehlo.maximum", a, b)
    }
    pub fn min(&mut self, a: &V, b: &V) -> V {
        self.binary("stablehlo.minimum", a, b)
    }
    pub fn pow(&mut self, a: &V, b: &V) -> V {
        self.binary("stablehlo.power", a, b)
    }
    pub fn rem(&mut self, a: &V, b: &V) -> V {
        self.binary("stablehlo.remainder", a, b)
    }
    pub fn and(&mut self, a: &V, b: &V) -> V {
        self.binary("stablehlo.and", a, b)
    }
    pub fn or(&mut self, a: &V, b: &V) -> V {
        self.binary("stablehlo.or", a, b)
    }

    /// `x op c` with a scalar constant of `x`'s dtype.
    pub fn add_c(&mut self, x: &V, c: f64) -> V {
        let s = self.scalar(c, x.dtype());
        self.add(x, &s)
    }
    pub fn mul_c(&mut self, x: &V, c: f64) -> V {
        let s = self.scalar(c, x.dtype());
        self.mul(x, &s)
    }

    fn unary(&mut self, name: &str, x: &V) -> V {
        self.op(name, &[x], "", x.ty.clone())
    }

    pub fn neg(&mut self, x: &V) -> V {
        self.unary("stablehlo.negate", x)
    }
    pub fn exp(&mut self, x: &V) -> V {
        self.unary("stablehlo.exponential", x)
    }
    pub fn expm1(&mut self, x: &V) -> V {
        self.unary("stablehlo.exponential_minus_one", x)
    }
    pub fn log(&mut self, x: &V) -> V {
        self.unary("stablehlo.log", x)
    }
    pub fn log1p(&mut self, x: &V) -> V {
        self.unary("stablehlo.log_plus_one", x)
    }
    pub fn sqrt(&mut self, x: &V) -> V {
        self.unary("stablehlo.sqrt", x)
    }
    pub fn rsqrt(&mut self, x: &V) -> V {
        self.unary("stablehlo.rsqrt", x)
    }
    pub fn tanh(&mut self, x: &V) -> V {
        self.unary("stablehlo.tanh", x)
    }
    pub fn logistic(&mut self, x: &V) -> V {
        self.unary("stablehlo.logistic", x)
    }
    pub fn abs(&mut self, x: &V) -> V {
        self.unary("stablehlo.abs", x)
    }
    pub fn sin(&mut self, x: &V) -> V {
        self.unary("stablehlo.sine", x)
    }
    pub fn cos(&mut self, x: &V) -> V {
        self.unary("stablehlo.cosine", x)
    }
    pub fn floor(&mut self, x: &V) -> V {
        self.unary("stablehlo.floor", x)
    }
    pub fn sign(&mut self, x: &V) -> V {
        self.unary("stablehlo.sign", x)
    }
    pub fn not(&mut self, x: &V) -> V {
        self.unary("stablehlo.not", x)
    }
    /// CHLO's erf: `stablehlo.erf` is newer than the oldest plugin's parser.
    pub fn erf(&mut self, x: &V) -> V {
        self.unary("chlo.erf", x)
    }

    pub fn compare(&mut self, a: &V, b: &V, dir: Cmp) -> V {
        let shape = broadcast_shape(a.shape(), b.shape());
        let a2 = self.broadcast_to(a, &shape);
        let b2 = self.broadcast_to(b, &shape);
        let kind = if a.dtype().is_float() { "FLOAT" } else { "SIGNED" };
        let attr = format!(
            "comparison_direction = #stablehlo<comparison_direction {}>, compare_type = #stablehlo<comparison_type {kind}>",
            dir.name()
        );
        self.op("stablehlo.compare", &[&a2, &b2], &attr, Ty::new(DType::Bool, &shape))
    }

    /// `cond ? a : b`, broadcasting all three.
    pub fn select(&mut self, cond: &V, a: &V, b: &V) -> V {
        let shape = broadcast_shape(&broadcast_shape(cond.shape(), a.shape()), b.shape());
        let c2 = self.broadcast_to(cond, &shape);
        let a2 = self.broadcast_to(a, &shape);
        let b2 = self.broadcast_to(b, &shape);
        let mut ty = Ty::new(a.dtype(), &shape);
        ty.dynamic = a2.ty.dynamic.clone();
        self.op("stablehlo.select", &[&c2, &a2, &b2], "", ty)
    }

    pub fn clamp(&mut self, lo: f64, x: &V, hi: f64) -> V {
        let l = self.scalar(lo, x.dtype());
        let h = self.scalar(hi, x.dtype());
        self.op("stablehlo.clamp", &[&l, x, &h], "", x.ty.clone())
    }

    // ----- contractions and reductions ------------------------------------------------

    /// `dot_general` with batching and contracting dimensions; the result is
    /// batch dims, then lhs free dims, then rhs free dims.
    pub fn dot_general(&mut self, a: &V, b: &V, lb: &[i64], rb: &[i64], lc: &[i64], rc: &[i64]) -> V {
        let mut shape: Vec<i64> = lb.iter().map(|&d| a.shape()[d as usize]).collect();
        for (i, &d) in a.shape().iter().enumerate() {
            if !lb.contains(&(i as i64)) && !lc.contains(&(i as i64)) {
                shape.push(d);
            }
        }
        for (i, &d) in b.shape().iter().enumerate() {
            if !rb.contains(&(i as i64)) && !rc.contains(&(i as i64)) {
                shape.push(d);
            }
        }
        let mut parts = Vec::new();
        if !lb.is_empty() {
            parts.push(format!("lhs_batching_dimensions = {}, rhs_batching_dimensions = {}", list(lb), list(rb)));
        }
        parts.push(format!("lhs_contracting_dimensions = {}, rhs_contracting_dimensions = {}", list(lc), list(rc)));
        let attr = format!("dot_dimension_numbers = #stablehlo.dot<{}>", parts.join(", "));
        let v = self.op("stablehlo.dot_general", &[a, b], &attr, Ty::new(a.dtype(), &shape));
        self.tag(Params::DotGeneral { lb: lb.to_vec(), rb: rb.to_vec(), lc: lc.to_vec(), rc: rc.to_vec() });
        v
    }

    /// `x @ w` where `x` is [..., K] and `w` is [K, N].
    pub fn matmul(&mut self, x: &V, w: &V) -> V {
        let last = x.rank() as i64 - 1;
        self.dot_general(x, w, &[], &[], &[last], &[0])
    }

    /// Reduces `x` over `dims` (result keeps the other dims in order).
    pub fn reduce(&mut self, x: &V, dims: &[i64], kind: Reduction) -> V {
        let init = self.scalar(kind.init(), x.dtype());
        let st = Ty::new(x.dtype(), &[]);
        let region = self.region(&[st.clone(), st.clone()], |b, p| vec![b.op(kind.op(), &[&p[0], &p[1]], "", st.clone())]);
        let shape: Vec<i64> = x.shape().iter().enumerate().filter(|(i, _)| !dims.contains(&(*i as i64))).map(|(_, d)| *d).collect();
        let attr = format!("dimensions = {}", arr(dims));
        let regions = format!(" ({region})");
        let mut v = self.op_multi("stablehlo.reduce", &[x, &init], &attr, &regions, &[Ty::new(x.dtype(), &shape)]);
        self.tag(Params::Reduce { dims: dims.to_vec(), kind });
        v.remove(0)
    }

    /// Reduces over the last dim keeping it as size 1 (for broadcasting back).
    pub fn reduce_last_keep(&mut self, x: &V, kind: Reduction) -> V {
        let last = x.rank() as i64 - 1;
        let r = self.reduce(x, &[last], kind);
        let mut shape = x.shape().to_vec();
        if let Some(l) = shape.last_mut() {
            *l = 1;
        }
        self.reshape(&r, &shape)
    }

    /// Pooling: `reduce_window` with the given window, strides and padding.
    pub fn reduce_window(&mut self, x: &V, kind: Reduction, window: &[i64], strides: &[i64], padding: &[(i64, i64)]) -> V {
        let init = self.scalar(kind.init(), x.dtype());
        let st = Ty::new(x.dtype(), &[]);
        let region = self.region(&[st.clone(), st.clone()], |b, p| vec![b.op(kind.op(), &[&p[0], &p[1]], "", st.clone())]);
        let shape: Vec<i64> = (0..x.rank()).map(|i| (x.shape()[i] + padding[i].0 + padding[i].1 - window[i]) / strides[i] + 1).collect();
        let pads: Vec<String> = padding.iter().map(|(a, b)| format!("[{a}, {b}]")).collect();
        let attr = format!(
            "window_dimensions = {}, window_strides = {}, padding = dense<[{}]> : tensor<{}x2xi64>",
            arr(window),
            arr(strides),
            pads.join(", "),
            x.rank()
        );
        let mut v = self.op_multi("stablehlo.reduce_window", &[x, &init], &attr, &format!(" ({region})"), &[Ty::new(x.dtype(), &shape)]);
        self.tag(Params::ReduceWindow { kind, window: window.to_vec(), strides: strides.to_vec(), padding: padding.to_vec() });
        v.remove(0)
    }

    /// The gradient of a max pool: each element of `source` (shaped like the
    /// pool's output) added to the position of its window's maximum in `x`.
    pub fn select_and_scatter(&mut self, x: &V, source: &V, window: &[i64], strides: &[i64], padding: &[(i64, i64)]) -> V {
        let init = self.scalar(0.0, x.dtype());
        let st = Ty::new(x.dtype(), &[]);
        let select = self.region(&[st.clone(), st.clone()], |b, p| vec![b.compare(&p[0], &p[1], Cmp::Ge)]);
        let scatter = self.region(&[st.clone(), st.clone()], |b, p| vec![b.op("stablehlo.add", &[&p[0], &p[1]], "", st.clone())]);
        let pads: Vec<String> = padding.iter().map(|(a, b)| format!("[{a}, {b}]")).collect();
        let attr = format!(
            "padding = dense<[{}]> : tensor<{}x2xi64>, window_dimensions = {}, window_strides = {}",
            pads.join(", "),
            x.rank(),
            arr(window),
            arr(strides)
        );
        let mut v = self.op_multi(
            "stablehlo.select_and_scatter",
            &[x, source, &init],
            &attr,
            &format!(" ({select}, {scatter})"),
            std::slice::from_ref(&x.ty),
        );
        v.remove(0)
    }

    /// N-d convolution in NCHW / OIHW layout (`spatial` dims after batch and feature).
    pub fn conv(&mut self, x: &V, w: &V, strides: &[i64], padding: &[(i64, i64)], groups: i64) -> V {
        let sp = x.rank() - 2;
        let names: Vec<String> = (0..sp).map(|i| i.to_string()).collect();
        let n = names.join(", ");
        let shape: Vec<i64> = {
            let mut s = vec![x.shape()[0], w.shape()[0]];
            for i in 0..sp {
                s.push((x.shape()[2 + i] + padding[i].0 + padding[i].1 - w.shape()[2 + i]) / strides[i] + 1);
            }
            s
        };
        let pads: Vec<String> = padding.iter().map(|(a, b)| format!("[{a}, {b}]")).collect();
        let ones = vec![1; sp];
        let attr = format!(
            "batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, {n}]x[o, i, {n}]->[b, f, {n}]>, feature_group_count = {groups} : i64, lhs_dilation = {}, padding = dense<[{}]> : tensor<{sp}x2xi64>, rhs_dilation = {}, window_strides = {}",
            arr(&ones),
            pads.join(", "),
            arr(&ones),
            arr(strides)
        );
        let v = self.op("stablehlo.convolution", &[x, w], &attr, Ty::new(x.dtype(), &shape));
        self.tag(Params::Conv { strides: strides.to_vec(), padding: padding.to_vec(), groups });
        v
    }

    /// A convolution with every attribute given: `layout` is the
    /// `dimension_numbers` text (`[b, f, 0]x[o, i, 0]->[b, f, 0]`), `out` the result type.
    pub fn conv_general(&mut self, x: &V, w: &V, layout: &str, c: &ConvAttrs, out: Ty) -> V {
        let sp = c.strides.len();
        let pads: Vec<String> = c.padding.iter().map(|(a, b)| format!("[{a}, {b}]")).collect();
        let attr = format!(
            "batch_group_count = {} : i64, dimension_numbers = #stablehlo.conv<{layout}>, feature_group_count = {} : i64, lhs_dilation = {}, padding = dense<[{}]> : tensor<{sp}x2xi64>, rhs_dilation = {}, window_strides = {}",
            c.batch_groups,
            c.feature_groups,
            arr(&c.lhs_dilation),
            pads.join(", "),
            arr(&c.rhs_dilation),
            arr(&c.strides)
        );
        self.op("stablehlo.convolution", &[x, w], &attr, out)
    }

    /// Inference batch norm over the feature dimension 1.
    pub fn batch_norm_inference(&mut self, x: &V, scale: &V, offset: &V, mean: &V, var: &V, eps: f64) -> V {
        let attr = format!("epsilon = {} : f32, feature_index = 1 : i64", literal(DType::F32, eps));
        let v = self.op("stablehlo.batch_norm_inference", &[x, scale, offset, mean, var], &attr, x.ty.clone());
        self.tag(Params::BatchNormInference { eps });
        v
    }

    /// Sorts `keys` (and `values` along) on `dim`, descending when `descending`.
    pub fn sort_pair(&mut self, keys: &V, values: &V, dim: usize, descending: bool) -> (V, V) {
        let kt = Ty::new(keys.dtype(), &[]);
        let vt = Ty::new(values.dtype(), &[]);
        let dir = if descending { Cmp::Gt } else { Cmp::Lt };
        let region = self.region(&[kt.clone(), kt, vt.clone(), vt], |b, p| vec![b.compare(&p[0], &p[1], dir)]);
        let attr = format!("dimension = {dim} : i64, is_stable = true");
        let mut v = self.op_multi("stablehlo.sort", &[keys, values], &attr, &format!(" ({region})"), &[keys.ty.clone(), values.ty.clone()]);
        self.tag(Params::Sort { dim, descending });
        let b = v.remove(1);
        let a = v.remove(0);
        (a, b)
    }

    /// A `while` loop: `cond` and `body` see the loop-carried values.
    pub fn while_loop(
        &mut self,
        init: &[&V],
        cond: impl FnOnce(&mut Builder, &[V]) -> V,
        body: impl FnOnce(&mut Builder, &[V]) -> Vec<V>,
    ) -> Vec<V> {
        let tys: Vec<Ty> = init.iter().map(|v| v.ty.clone()).collect();
        let c = self.region(&tys, |b, p| vec![cond(b, p)]);
        let bd = self.region(&tys, body);
        self.op_multi("stablehlo.while", init, "", &format!(" ({c}, {bd})"), &tys)
    }

    /// Marks dimension `dim` of `x` as holding `size` (an i32 scalar) valid elements.
    pub fn set_dimension_size(&mut self, x: &V, size: &V, dim: usize) -> V {
        let mut ty = x.ty.clone();
        if !ty.dynamic.contains(&dim) {
            ty.dynamic.push(dim);
            ty.dynamic.sort_unstable();
        }
        self.op("stablehlo.set_dimension_size", &[x, size], &format!("dimension = {dim} : i64"), ty)
    }

    pub fn get_dimension_size(&mut self, x: &V, dim: usize) -> V {
        self.op("stablehlo.get_dimension_size", &[x], &format!("dimension = {dim} : i64"), Ty::new(DType::I32, &[]))
    }
}

/// Attributes of [`Builder::conv_general`], one entry per spatial dim.
#[derive(Debug, Clone)]
pub struct ConvAttrs {
    pub strides: Vec<i64>,
    pub padding: Vec<(i64, i64)>,
    pub lhs_dilation: Vec<i64>,
    pub rhs_dilation: Vec<i64>,
    pub feature_groups: i64,
    pub batch_groups: i64,
}

/// Nests flat literals into MLIR's `[[..],[..]]` form.
fn nest(lits: &[String], shape: &[i64]) -> String {
    if shape.is_empty() {
        return lits.first().cloned().unwrap_or_default();
    }
    let n = shape[0] as usize;
    let inner: i64 = shape[1..].iter().product();
    let parts: Vec<String> = (0..n).map(|i| nest(&lits[i * inner as usize..(i + 1) * inner as usize], &shape[1..])).collect();
    format!("[{}]", parts.join(", "))
}
