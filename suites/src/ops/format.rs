//! Floating-point formats of the op tier's dtypes, in f64 arithmetic: the
//! spacing of representable values (one ULP) at a value, rounding to a
//! format (round to nearest, ties to even, with gradual underflow and
//! overflow to infinity), and the special values each format has. Every
//! value of f16, bf16 and f32 is exact in f64, so these are exact.

use tensors::DType;

/// Precision (significand bits, hidden bit included), smallest normal
/// exponent and largest exponent of a float dtype.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Format {
    pub precision: i32,
    pub emin: i32,
    pub emax: i32,
}

impl Format {
    pub fn of(dtype: DType) -> Option<Format> {
        Some(match dtype {
            DType::F64 => Format { precision: 53, emin: -1022, emax: 1023 },
            DType::F32 => Format { precision: 24, emin: -126, emax: 127 },
            DType::BF16 => Format { precision: 8, emin: -126, emax: 127 },
            DType::F16 => Format { precision: 11, emin: -14, emax: 15 },
            _ => return None,
        })
    }

    /// A format with `exponent_bits` and `mantissa_bits` (what `reduce_precision` names).
    pub fn with_bits(exponent_bits: i32, mantissa_bits: i32) -> Format {
        let bias = (1 << (exponent_bits - 1)) - 1;
        Format { precision: mantissa_bits + 1, emin: 1 - bias, emax: bias }
    }

    /// Largest finite value.
    pub fn max(&self) -> f64 {
        (2.0 - 2f64.powi(1 - self.precision)) * 2f64.powi(self.emax)
    }

    pub fn min_normal(&self) -> f64 {
        2f64.powi(self.emin)
    }

    /// Smallest positive (subnormal) value.
    pub fn min_subnormal(&self) -> f64 {
        2f64.powi(self.emin - self.precision + 1)
    }

    /// Unit roundoff (half the spacing at 1).
    pub fn unit_roundoff(&self) -> f64 {
        2f64.powi(-self.precision)
    }

    /// The spacing of representable values at `|x|` (the subnormal spacing below the normal range).
    pub fn ulp(&self, x: f64) -> f64 {
        let a = x.abs();
        if !a.is_finite() {
            return self.ulp(self.max());
        }
        // Beyond the largest binade the spacing stays that of the largest finite values.
        let e = if a == 0.0 { self.emin } else { exponent(a).clamp(self.emin, self.emax) };
        2f64.powi(e - self.precision + 1)
    }

    /// Rounds an f64 to this format: nearest, ties to even; overflow to ±inf; NaN stays NaN.
    pub fn round(&self, x: f64) -> f64 {
        if !x.is_finite() || x == 0.0 {
            return x;
        }
        let q = self.ulp(x);
        let scaled = x / q; // exact: q is a power of two and the result stays in f64's range
        let r = scaled.round_ties_even() * q;
        let limit = self.max() + self.ulp(self.max()) / 2.0;
        if r.abs() >= limit || (r.abs() > self.max()) {
            return f64::INFINITY.copysign(x);
        }
        if r == 0.0 {
            return 0.0f64.copysign(x);
        }
        r
    }
}

/// floor(log2(a)) of a positive finite f64, exactly.
fn exponent(a: f64) -> i32 {
    let bits = a.to_bits();
    let e = ((bits >> 52) & 0x7ff) as i32;
    if e == 0 {
        // f64 subnormal
        -1074 + (63 - (bits & ((1u64 << 52) - 1)).leading_zeros() as i32)
    } else {
        e - 1023
    }
}

/// The special and edge values of a float dtype: ±0, ±inf, NaN, ±1, ±min
/// normal, ±smallest subnormal, a mid subnormal, ±max, values near max,
/// and a few ordinary ones. Binary ops pair every one with every other.
pub fn float_specials(dtype: DType) -> Vec<f64> {
    let f = Format::of(dtype).unwrap_or(Format { precision: 24, emin: -126, emax: 127 });
    let mut v = vec![
        0.0,
        -0.0,
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::NAN,
        1.0,
        -1.0,
        0.5,
        -2.5,
        3.0,
        f.min_normal(),
        -f.min_normal(),
        f.min_subnormal(),
        -f.min_subnormal(),
        f.round(f.min_normal() * 0.375),
        f.max(),
        -f.max(),
        f.round(f.max() * 0.5),
        f.round(f.max().sqrt()),
        100.0,
        -0.001,
    ];
    for x in v.iter_mut() {
        *x = f.round(*x);
    }
    v
}

/// Edge values of an integer dtype: 0, ±1, ±2, the extremes and their
/// neighbours, every shift count around the bit width, and a bit pattern.
pub fn int_specials(dtype: DType) -> Vec<i128> {
    let (lo, hi) = int_range(dtype);
    let bits = (dtype.size() * 8) as i128;
    let mut v = vec![0, 1, -1, 2, -2, lo, lo + 1, hi, hi - 1, 7, -7, 100, bits - 1, bits, bits + 1, 0x55, hi / 3];
    v.retain(|x| (lo..=hi).contains(x));
    v.dedup();
    v
}

/// Inclusive range of an integer (or bool) dtype.
pub fn int_range(dtype: DType) -> (i128, i128) {
    match dtype {
        DType::Bool => (0, 1),
        DType::I8 => (i8::MIN as i128, i8::MAX as i128),
        DType::I16 => (i16::MIN as i128, i16::MAX as i128),
        DType::I32 => (i32::MIN as i128, i32::MAX as i128),
        DType::I64 => (i64::MIN as i128, i64::MAX as i128),
        DType::U8 => (0, u8::MAX as i128),
        DType::U16 => (0, u16::MAX as i128),
        DType::U32 => (0, u32::MAX as i128),
        DType::U64 => (0, u64::MAX as i128),
        _ => (i64::MIN as i128, i64::MAX as i128),
    }
}

pub fn is_signed(dtype: DType) -> bool {
    matches!(dtype, DType::I8 | DType::I16 | DType::I32 | DType::I64)
}

/// Wraps an integer to a dtype's width (two's complement).
pub fn wrap(dtype: DType, x: i128) -> i128 {
    if dtype == DType::Bool {
        return i128::from(x != 0);
    }
    let bits = (dtype.size() * 8) as u32;
    let m = x & ((1i128 << bits) - 1);
    if is_signed(dtype) && m >= (1i128 << (bits - 1)) {
        m - (1i128 << bits)
    } else {
        m
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_round_and_measure_like_their_types() {
        let f32f = Format::of(DType::F32).unwrap();
        assert_eq!(f32f.max(), f32::MAX as f64);
        assert_eq!(f32f.min_subnormal(), 1.401298464324817e-45);
        assert_eq!(f32f.ulp(1.0), f32::EPSILON as f64);
        assert_eq!(Format::of(DType::F16).unwrap().ulp(1e9), 32.0);
        for x in [1.0 / 3.0, 1e-40, -7.123456789e20, 3.4028235677973366e38, 1e39] {
            assert_eq!(f32f.round(x), x as f32 as f64, "{x}");
        }
        let h = Format::of(DType::F16).unwrap();
        assert_eq!(h.max(), 65504.0);
        assert_eq!(h.round(65520.0), f64::INFINITY);
        assert_eq!(h.round(65519.0), 65504.0);
        assert_eq!(Format::of(DType::BF16).unwrap().round(1.0 + 1.0 / 256.0), 1.0);
        assert_eq!(Format::with_bits(8, 23), f32f);
        assert_eq!(wrap(DType::I8, 128), -128);
        assert_eq!(wrap(DType::U8, -1), 255);
        assert!(float_specials(DType::BF16).iter().any(|x| x.is_nan()));
        assert!(int_specials(DType::U8).iter().all(|x| *x >= 0));
    }
}
