//! The builder's tape: a structured record of every top-level op it emits
//! (name, operands, results, and the parameters a vector-Jacobian product
//! needs), kept only when the builder was made with [`super::Builder::with_tape`].
//! Ops inside regions (reduction bodies, loop bodies) are not recorded: they
//! belong to their enclosing op. The backward pass ([`crate::autodiff`])
//! reads the tape in reverse.

use super::{Reduction, V};

/// The parameters of an op beyond its operands and result types.
#[derive(Debug, Clone, PartialEq)]
pub enum Params {
    /// Nothing beyond the op's name (elementwise ops, reshape, convert, ...),
    /// or an op emitted through [`super::Builder::op`] with no structured form.
    None,
    BroadcastInDim {
        dims: Vec<i64>,
    },
    Transpose {
        perm: Vec<i64>,
    },
    Slice {
        start: Vec<i64>,
        limit: Vec<i64>,
        strides: Vec<i64>,
    },
    Concatenate {
        dim: usize,
    },
    Pad {
        low: Vec<i64>,
        high: Vec<i64>,
        interior: Vec<i64>,
    },
    Reverse {
        dims: Vec<i64>,
    },
    DynamicSlice {
        sizes: Vec<i64>,
    },
    /// `take_rows`: a gather of rows of operand 0 by the integer operand 1.
    TakeRows,
    DotGeneral {
        lb: Vec<i64>,
        rb: Vec<i64>,
        lc: Vec<i64>,
        rc: Vec<i64>,
    },
    Reduce {
        dims: Vec<i64>,
        kind: Reduction,
    },
    ReduceWindow {
        kind: Reduction,
        window: Vec<i64>,
        strides: Vec<i64>,
        padding: Vec<(i64, i64)>,
    },
    /// A convolution in NCHW/OIHW layout without dilation.
    Conv {
        strides: Vec<i64>,
        padding: Vec<(i64, i64)>,
        groups: i64,
    },
    BatchNormInference {
        eps: f64,
    },
    Sort {
        dim: usize,
        descending: bool,
    },
}

/// One recorded op.
#[derive(Debug, Clone)]
pub struct Node {
    /// `stablehlo.add`, `chlo.erf`, ...
    pub name: String,
    pub params: Params,
    pub inputs: Vec<V>,
    pub outputs: Vec<V>,
}
