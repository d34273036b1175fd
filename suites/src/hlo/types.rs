//! Tensor types and SSA values of the builder. A dimension may be marked
//! dynamic with its static size as the bound (what `set_dimension_size`
//! produces), printed as `?` with `#stablehlo.bounds`.

use tensors::DType;

/// A ranked tensor type.
#[derive(Debug, Clone, PartialEq)]
pub struct Ty {
    pub dtype: DType,
    pub shape: Vec<i64>,
    /// Dimensions whose size is set at run time (bounded by `shape[d]`).
    pub dynamic: Vec<usize>,
}

impl Ty {
    pub fn new(dtype: DType, shape: &[i64]) -> Ty {
        Ty { dtype, shape: shape.to_vec(), dynamic: Vec::new() }
    }

    pub fn with_dtype(&self, dtype: DType) -> Ty {
        Ty { dtype, ..self.clone() }
    }

    pub fn with_shape(&self, shape: &[i64]) -> Ty {
        Ty::new(self.dtype, shape)
    }

    pub fn rank(&self) -> usize {
        self.shape.len()
    }

    pub fn numel(&self) -> i64 {
        self.shape.iter().product()
    }

    /// `tensor<2x?xf32, #stablehlo.bounds<?, 8>>`.
    pub fn mlir(&self) -> String {
        let mut s = String::from("tensor<");
        for (i, d) in self.shape.iter().enumerate() {
            if self.dynamic.contains(&i) {
                s.push('?');
            } else {
                s.push_str(&d.to_string());
            }
            s.push('x');
        }
        s.push_str(self.dtype.mlir());
        if !self.dynamic.is_empty() {
            let b: Vec<String> =
                (0..self.rank()).map(|i| if self.dynamic.contains(&i) { self.shape[i].to_string() } else { "?".into() }).collect();
            s.push_str(&format!(", #stablehlo.bounds<{}>", b.join(", ")));
        }
        s.push('>');
        s
    }
}

/// An SSA value and its type.
#[derive(Debug, Clone, PartialEq)]
pub struct V {
    pub id: String,
    pub ty: Ty,
}

impl V {
    pub fn shape(&self) -> &[i64] {
        &self.ty.shape
    }

    pub fn dtype(&self) -> DType {
        self.ty.dtype
    }

    pub fn rank(&self) -> usize {
        self.ty.rank()
    }

    /// Size of dimension `d` counted from the end when negative.
    pub fn dim(&self, d: i64) -> i64 {
        let r = self.rank() as i64;
        let i = if d < 0 { r + d } else { d };
        self.ty.shape.get(i as usize).copied().unwrap_or(1)
    }
}

/// Formats a number as an MLIR literal of `dtype`.
pub fn literal(dtype: DType, v: f64) -> String {
    if dtype.is_float() {
        if v.is_infinite() {
            let neg = v < 0.0;
            return match (dtype, neg) {
                (DType::F64, true) => "0xFFF0000000000000".into(),
                (DType::F64, false) => "0x7FF0000000000000".into(),
                (DType::F32, true) => "0xFF800000".into(),
                (DType::F32, false) => "0x7F800000".into(),
                (DType::BF16, true) => "0xFF80".into(),
                (DType::BF16, false) => "0x7F80".into(),
                (_, true) => "0xFC00".into(),
                (_, false) => "0x7C00".into(),
            };
        }
        format!("{:.17e}", v)
    } else if dtype == DType::Bool {
        if v != 0.0 {
            "true".into()
        } else {
            "false".into()
        }
    } else {
        format!("{}", v as i64)
    }
}
