//! The op table: every op the tier tests, with its tolerance class, where
//! its reference comes from, the dtypes it is defined on, and the domain
//! its ordinary values are drawn from. Elementwise ops are rows of the
//! tables below; structural ops (reductions, contractions, data movement,
//! control flow) are forms in [`super::structural`].

use super::Class;
use tensors::DType;

/// Where ordinary ("normal") values of an argument come from.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Domain {
    /// normal(0, 2).
    Any,
    /// |normal(0, 2)| + 0.01.
    Positive,
    /// uniform(-0.999, 0.999).
    Unit,
    /// 1 + |normal(0, 3)|.
    GeOne,
    /// Integers: the whole range of the dtype.
    Full,
    /// Integers: 0..=6 (exponents, shift counts below the width).
    Small,
    /// Integers: the whole range without 0 (divisors).
    NonZero,
}

pub const FLOATS: &[DType] = &[DType::F32, DType::BF16, DType::F16, DType::F64];
/// Float dtypes whose reference can come from the plugin's f64 variant.
pub const NARROW_FLOATS: &[DType] = &[DType::F32, DType::BF16, DType::F16];
pub const INTS: &[DType] = &[DType::I8, DType::I16, DType::I32, DType::I64, DType::U8, DType::U16, DType::U32, DType::U64];
pub const SIGNED: &[DType] = &[DType::I8, DType::I16, DType::I32, DType::I64];
pub const ALL: &[DType] = &[
    DType::F32,
    DType::BF16,
    DType::F16,
    DType::F64,
    DType::I8,
    DType::I16,
    DType::I32,
    DType::I64,
    DType::U8,
    DType::U16,
    DType::U32,
    DType::U64,
    DType::Bool,
];

/// A float elementwise unary op: name (id and family), MLIR op, class,
/// domain, and its float64 reference in Rust where std/libm has one (else
/// the reference is the plugin's f64 variant, and f64 itself is not tested).
pub struct UnaryF {
    pub name: &'static str,
    pub mlir: &'static str,
    pub class: Class,
    pub domain: Domain,
    pub rust: Option<fn(f64) -> f64>,
}

fn sign(x: f64) -> f64 {
    if x.is_nan() || x == 0.0 {
        x
    } else {
        x.signum()
    }
}

fn logistic(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

pub const UNARY_FLOAT: &[UnaryF] = &[
    UnaryF { name: "abs", mlir: "stablehlo.abs", class: Class::Exact, domain: Domain::Any, rust: Some(f64::abs) },
    UnaryF { name: "negate", mlir: "stablehlo.negate", class: Class::Exact, domain: Domain::Any, rust: Some(|x| -x) },
    UnaryF { name: "sign", mlir: "stablehlo.sign", class: Class::Exact, domain: Domain::Any, rust: Some(sign) },
    UnaryF { name: "floor", mlir: "stablehlo.floor", class: Class::Exact, domain: Domain::Any, rust: Some(f64::floor) },
    UnaryF { name: "ceil", mlir: "stablehlo.ceil", class: Class::Exact, domain: Domain::Any, rust: Some(f64::ceil) },
    UnaryF {
        name: "round_nearest_afz",
        mlir: "stablehlo.round_nearest_afz",
        class: Class::Exact,
        domain: Domain::Any,
        rust: Some(f64::round),
    },
    UnaryF {
        name: "round_nearest_even",
        mlir: "stablehlo.round_nearest_even",
        class: Class::Exact,
        domain: Domain::Any,
        rust: Some(f64::round_ties_even),
    },
    UnaryF { name: "sqrt", mlir: "stablehlo.sqrt", class: Class::Rounded, domain: Domain::Positive, rust: Some(f64::sqrt) },
    UnaryF { name: "square", mlir: "chlo.square", class: Class::Rounded, domain: Domain::Any, rust: Some(|x| x * x) },
    UnaryF {
        name: "rsqrt",
        mlir: "stablehlo.rsqrt",
        class: Class::Transcendental,
        domain: Domain::Positive,
        rust: Some(|x| 1.0 / x.sqrt()),
    },
    UnaryF { name: "cbrt", mlir: "stablehlo.cbrt", class: Class::Transcendental, domain: Domain::Any, rust: Some(f64::cbrt) },
    UnaryF { name: "exponential", mlir: "stablehlo.exponential", class: Class::Transcendental, domain: Domain::Any, rust: Some(f64::exp) },
    UnaryF {
        name: "exponential_minus_one",
        mlir: "stablehlo.exponential_minus_one",
        class: Class::Transcendental,
        domain: Domain::Any,
        rust: Some(f64::exp_m1),
    },
    UnaryF { name: "log", mlir: "stablehlo.log", class: Class::Transcendental, domain: Domain::Positive, rust: Some(f64::ln) },
    UnaryF {
        name: "log_plus_one",
        mlir: "stablehlo.log_plus_one",
        class: Class::Transcendental,
        domain: Domain::Positive,
        rust: Some(f64::ln_1p),
    },
    UnaryF { name: "logistic", mlir: "stablehlo.logistic", class: Class::Transcendental, domain: Domain::Any, rust: Some(logistic) },
    UnaryF { name: "sine", mlir: "stablehlo.sine", class: Class::Transcendental, domain: Domain::Any, rust: Some(f64::sin) },
    UnaryF { name: "cosine", mlir: "stablehlo.cosine", class: Class::Transcendental, domain: Domain::Any, rust: Some(f64::cos) },
    UnaryF { name: "tan", mlir: "stablehlo.tan", class: Class::Transcendental, domain: Domain::Any, rust: Some(f64::tan) },
    UnaryF { name: "tanh", mlir: "stablehlo.tanh", class: Class::Transcendental, domain: Domain::Any, rust: Some(f64::tanh) },
    UnaryF { name: "chlo_tan", mlir: "chlo.tan", class: Class::Transcendental, domain: Domain::Any, rust: Some(f64::tan) },
    UnaryF { name: "sinh", mlir: "chlo.sinh", class: Class::Transcendental, domain: Domain::Any, rust: Some(f64::sinh) },
    UnaryF { name: "cosh", mlir: "chlo.cosh", class: Class::Transcendental, domain: Domain::Any, rust: Some(f64::cosh) },
    UnaryF { name: "asin", mlir: "chlo.asin", class: Class::Transcendental, domain: Domain::Unit, rust: Some(f64::asin) },
    UnaryF { name: "acos", mlir: "chlo.acos", class: Class::Transcendental, domain: Domain::Unit, rust: Some(f64::acos) },
    UnaryF { name: "atan", mlir: "chlo.atan", class: Class::Transcendental, domain: Domain::Any, rust: Some(f64::atan) },
    UnaryF { name: "asinh", mlir: "chlo.asinh", class: Class::Transcendental, domain: Domain::Any, rust: Some(libm::asinh) },
    UnaryF { name: "acosh", mlir: "chlo.acosh", class: Class::Transcendental, domain: Domain::GeOne, rust: Some(libm::acosh) },
    UnaryF { name: "atanh", mlir: "chlo.atanh", class: Class::Transcendental, domain: Domain::Unit, rust: Some(libm::atanh) },
    UnaryF { name: "erf", mlir: "chlo.erf", class: Class::Special, domain: Domain::Any, rust: Some(libm::erf) },
    UnaryF { name: "erfc", mlir: "chlo.erfc", class: Class::Special, domain: Domain::Any, rust: Some(libm::erfc) },
    UnaryF { name: "lgamma", mlir: "chlo.lgamma", class: Class::Special, domain: Domain::Positive, rust: Some(libm::lgamma) },
    UnaryF { name: "erf_inv", mlir: "chlo.erf_inv", class: Class::Special, domain: Domain::Unit, rust: None },
    UnaryF { name: "digamma", mlir: "chlo.digamma", class: Class::Special, domain: Domain::Positive, rust: None },
    UnaryF { name: "bessel_i1e", mlir: "chlo.bessel_i1e", class: Class::Special, domain: Domain::Any, rust: None },
];

/// A float predicate: name, MLIR op, and its exact meaning.
pub type Predicate = (&'static str, &'static str, fn(f64) -> bool);

/// Float predicates (result i1): exact.
pub const PREDICATES: &[Predicate] = &[
    ("is_finite", "stablehlo.is_finite", f64::is_finite),
    ("is_inf", "chlo.is_inf", f64::is_infinite),
    ("is_pos_inf", "chlo.is_pos_inf", |x| x == f64::INFINITY),
    ("is_neg_inf", "chlo.is_neg_inf", |x| x == f64::NEG_INFINITY),
];

/// A float elementwise binary op.
pub struct BinaryF {
    pub name: &'static str,
    pub mlir: &'static str,
    pub class: Class,
    pub domains: [Domain; 2],
    pub rust: fn(f64, f64) -> f64,
}

/// IEEE-754 maximum: NaN propagates, -0 < +0.
fn maximum(a: f64, b: f64) -> f64 {
    if a.is_nan() || b.is_nan() {
        f64::NAN
    } else if a == b {
        if a.is_sign_negative() {
            b
        } else {
            a
        }
    } else {
        a.max(b)
    }
}

/// IEEE-754 minimum: the mirror of [`maximum`] (NaN propagates, -0 < +0).
fn minimum(a: f64, b: f64) -> f64 {
    -maximum(-a, -b)
}

pub const BINARY_FLOAT: &[BinaryF] = &[
    BinaryF { name: "add", mlir: "stablehlo.add", class: Class::Rounded, domains: [Domain::Any, Domain::Any], rust: |a, b| a + b },
    BinaryF {
        name: "subtract",
        mlir: "stablehlo.subtract",
        class: Class::Rounded,
        domains: [Domain::Any, Domain::Any],
        rust: |a, b| a - b,
    },
    BinaryF {
        name: "multiply",
        mlir: "stablehlo.multiply",
        class: Class::Rounded,
        domains: [Domain::Any, Domain::Any],
        rust: |a, b| a * b,
    },
    BinaryF {
        name: "divide",
        mlir: "stablehlo.divide",
        class: Class::Rounded,
        domains: [Domain::Any, Domain::Positive],
        rust: |a, b| a / b,
    },
    BinaryF {
        name: "remainder",
        mlir: "stablehlo.remainder",
        class: Class::Exact,
        domains: [Domain::Any, Domain::Positive],
        rust: |a, b| a % b,
    },
    BinaryF { name: "maximum", mlir: "stablehlo.maximum", class: Class::Exact, domains: [Domain::Any, Domain::Any], rust: maximum },
    BinaryF { name: "minimum", mlir: "stablehlo.minimum", class: Class::Exact, domains: [Domain::Any, Domain::Any], rust: minimum },
    BinaryF {
        name: "power",
        mlir: "stablehlo.power",
        class: Class::Transcendental,
        domains: [Domain::Positive, Domain::Any],
        rust: f64::powf,
    },
    BinaryF { name: "atan2", mlir: "stablehlo.atan2", class: Class::Transcendental, domains: [Domain::Any, Domain::Any], rust: f64::atan2 },
];

/// An integer elementwise unary op and its exact reference (on values wrapped to the dtype).
pub struct UnaryI {
    pub name: &'static str,
    pub mlir: &'static str,
    pub signed_only: bool,
    pub rust: fn(DType, i128) -> i128,
}

fn bits(d: DType) -> u32 {
    (d.size() * 8) as u32
}

fn unsigned_bits(d: DType, x: i128) -> u128 {
    (x as u128) & ((1u128 << bits(d)) - 1)
}

pub const UNARY_INT: &[UnaryI] = &[
    UnaryI { name: "abs", mlir: "stablehlo.abs", signed_only: true, rust: |_, x| x.abs() },
    UnaryI { name: "negate", mlir: "stablehlo.negate", signed_only: false, rust: |_, x| -x },
    UnaryI { name: "sign", mlir: "stablehlo.sign", signed_only: true, rust: |_, x| x.signum() },
    UnaryI { name: "not", mlir: "stablehlo.not", signed_only: false, rust: |d, x| if d == DType::Bool { 1 - x } else { !x } },
    UnaryI { name: "popcnt", mlir: "stablehlo.popcnt", signed_only: false, rust: |d, x| unsigned_bits(d, x).count_ones() as i128 },
    UnaryI {
        name: "count_leading_zeros",
        mlir: "stablehlo.count_leading_zeros",
        signed_only: false,
        rust: |d, x| (unsigned_bits(d, x).leading_zeros() - (128 - bits(d))) as i128,
    },
];

/// An integer elementwise binary op and its exact reference, following
/// XLA's documented semantics where StableHLO leaves a case to the
/// implementation (x / 0 = -1, x % 0 = x, MIN / -1 = MIN, MIN % -1 = 0;
/// shifts by the width or more give 0, or the sign for arithmetic right).
pub struct BinaryI {
    pub name: &'static str,
    pub mlir: &'static str,
    pub domain_b: Domain,
    pub rust: fn(DType, i128, i128) -> i128,
}

fn int_div(d: DType, a: i128, b: i128) -> i128 {
    if b == 0 {
        -1
    } else if super::format::is_signed(d) && b == -1 && a == super::format::int_range(d).0 {
        a
    } else {
        a / b
    }
}

fn int_rem(d: DType, a: i128, b: i128) -> i128 {
    if b == 0 {
        a
    } else if super::format::is_signed(d) && b == -1 {
        0
    } else {
        a % b
    }
}

fn int_pow(d: DType, a: i128, b: i128) -> i128 {
    if b < 0 {
        return match a {
            1 => 1,
            -1 => {
                if b % 2 == 0 {
                    1
                } else {
                    -1
                }
            }
            _ => 0,
        };
    }
    // Square and multiply, wrapping to the dtype at every step (exact modulo 2^bits).
    let (mut r, mut base, mut e): (i128, i128, i128) = (1, super::format::wrap(d, a), b);
    while e > 0 {
        if e & 1 == 1 {
            r = super::format::wrap(d, r.wrapping_mul(base));
        }
        base = super::format::wrap(d, base.wrapping_mul(base));
        e >>= 1;
    }
    r
}

fn shift_count(d: DType, b: i128) -> Option<u32> {
    let n = unsigned_bits(d, b);
    (n < bits(d) as u128).then_some(n as u32)
}

pub const BINARY_INT: &[BinaryI] = &[
    BinaryI { name: "add", mlir: "stablehlo.add", domain_b: Domain::Full, rust: |_, a, b| a + b },
    BinaryI { name: "subtract", mlir: "stablehlo.subtract", domain_b: Domain::Full, rust: |_, a, b| a - b },
    BinaryI { name: "multiply", mlir: "stablehlo.multiply", domain_b: Domain::Full, rust: |_, a, b| a.wrapping_mul(b) },
    BinaryI { name: "divide", mlir: "stablehlo.divide", domain_b: Domain::NonZero, rust: int_div },
    BinaryI { name: "remainder", mlir: "stablehlo.remainder", domain_b: Domain::NonZero, rust: int_rem },
    BinaryI { name: "maximum", mlir: "stablehlo.maximum", domain_b: Domain::Full, rust: |_, a, b| a.max(b) },
    BinaryI { name: "minimum", mlir: "stablehlo.minimum", domain_b: Domain::Full, rust: |_, a, b| a.min(b) },
    BinaryI { name: "power", mlir: "stablehlo.power", domain_b: Domain::Small, rust: int_pow },
    BinaryI { name: "and", mlir: "stablehlo.and", domain_b: Domain::Full, rust: |_, a, b| a & b },
    BinaryI { name: "or", mlir: "stablehlo.or", domain_b: Domain::Full, rust: |_, a, b| a | b },
    BinaryI { name: "xor", mlir: "stablehlo.xor", domain_b: Domain::Full, rust: |_, a, b| a ^ b },
    BinaryI {
        name: "shift_left",
        mlir: "stablehlo.shift_left",
        domain_b: Domain::Small,
        rust: |d, a, b| shift_count(d, b).map(|n| a << n).unwrap_or(0),
    },
    BinaryI {
        name: "shift_right_logical",
        mlir: "stablehlo.shift_right_logical",
        domain_b: Domain::Small,
        rust: |d, a, b| shift_count(d, b).map(|n| (unsigned_bits(d, a) >> n) as i128).unwrap_or(0),
    },
    BinaryI {
        name: "shift_right_arithmetic",
        mlir: "stablehlo.shift_right_arithmetic",
        domain_b: Domain::Small,
        rust: |d, a, b| {
            let n = shift_count(d, b).unwrap_or(bits(d) - 1);
            if super::format::is_signed(d) {
                a >> n
            } else {
                // Unsigned: the top bit is the sign bit of the bit pattern.
                let w = bits(d);
                let s = super::format::wrap(signed_of(d), a);
                unsigned_bits(d, s >> n.min(w - 1)) as i128
            }
        },
    },
];

fn signed_of(d: DType) -> DType {
    match d {
        DType::U8 => DType::I8,
        DType::U16 => DType::I16,
        DType::U32 => DType::I32,
        DType::U64 => DType::I64,
        other => other,
    }
}

/// Bool elementwise ops (as integers 0/1).
pub const BINARY_BOOL: &[&str] = &["and", "or", "xor"];

/// Comparison directions and their float (IEEE) meaning.
pub const DIRECTIONS: &[&str] = &["EQ", "NE", "LT", "LE", "GT", "GE"];

/// The exact result of a comparison under a comparison type.
pub fn compare_f(dir: &str, total: bool, a: f64, b: f64) -> bool {
    use std::cmp::Ordering::*;
    if total {
        let o = a.total_cmp(&b);
        return match dir {
            "EQ" => o == Equal,
            "NE" => o != Equal,
            "LT" => o == Less,
            "LE" => o != Greater,
            "GT" => o == Greater,
            _ => o != Less,
        };
    }
    match dir {
        "EQ" => a == b,
        "NE" => a != b,
        "LT" => a < b,
        "LE" => a <= b,
        "GT" => a > b,
        _ => a >= b,
    }
}

pub fn compare_i(dir: &str, a: i128, b: i128) -> bool {
    match dir {
        "EQ" => a == b,
        "NE" => a != b,
        "LT" => a < b,
        "LE" => a <= b,
        "GT" => a > b,
        _ => a >= b,
    }
}
