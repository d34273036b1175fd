//! The few dynamic-size helpers the bounded programs need on top of the
//! builder, with the behaviour of the CPU plugin they rely on (measured by
//! `suites/tests/dynamism_ops.rs`):
//!
//! - `reduce` (sum, max), `dot_general` contracting over a dynamic
//!   dimension, and `broadcast_in_dim` of a dynamic operand all see only the
//!   real elements: XLA's dynamic padder masks the padding for them.
//! - softmax over a dynamic dimension normalises over the real elements.
//! - a value that is still dynamic when returned from `@main` comes back at
//!   its dynamic size (the plugin asks for 20 host bytes for an f32[8] of
//!   real size 5), which a fixed-shape output cannot hold; so every output
//!   is made static again with [`to_static`] and its padding zeroed with
//!   [`zero_padding`], which also makes padded positions deterministic.

use crate::hlo::{Builder, Cmp, V};
use tensors::DType;

/// `set_dimension_size(x, <static size>, dim)`: the value is static again
/// (its padded elements are whatever the padder left there).
pub fn to_static(b: &mut Builder, x: &V, dim: usize) -> V {
    let full = b.scalar(x.shape()[dim] as f64, DType::I32);
    let mut ty = x.ty.clone();
    ty.dynamic.retain(|&d| d != dim);
    b.op("stablehlo.set_dimension_size", &[x, &full], &format!("dimension = {dim} : i64"), ty)
}

/// Zeroes the elements of `x` at positions `>= length` along `dim`.
pub fn zero_padding(b: &mut Builder, x: &V, length: &V, dim: usize) -> V {
    let pos = b.iota(DType::I32, x.shape(), dim);
    let keep = b.compare(&pos, length, Cmp::Lt);
    let zero = b.scalar(0.0, x.dtype());
    b.select(&keep, x, &zero)
}

/// `[.., n, ..]` positions `< length` along `dim` as a boolean mask of `x`'s shape.
pub fn real_mask(b: &mut Builder, shape: &[i64], length: &V, dim: usize) -> V {
    let pos = b.iota(DType::I32, shape, dim);
    b.compare(&pos, length, Cmp::Lt)
}
