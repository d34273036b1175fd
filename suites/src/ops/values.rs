//! The values a case runs on, deterministic from its seed: ordinary values
//! from the op's domain, or the dtype's special values (every pair of them
//! for binary ops: the first operand walks rows, the second columns).

use super::emit::{InputKind, InputSpec};
use super::format::{float_specials, int_range, int_specials, wrap, Format};
use super::table::Domain;
use super::{domains, structural, Case};
use crate::error::GenerateError;
use crate::fill::Rng;
use tensors::{DType, HostTensor};

/// Same-width dtype pairs `bitcast_convert` is tested on.
pub fn bitcast_pairs() -> Vec<(DType, DType)> {
    let groups: [&[DType]; 4] = [
        &[DType::F16, DType::BF16, DType::I16, DType::U16],
        &[DType::F32, DType::I32, DType::U32],
        &[DType::F64, DType::I64, DType::U64],
        &[DType::I8, DType::U8],
    ];
    let mut out = Vec::new();
    for g in groups {
        for a in g {
            for b in g {
                if a != b {
                    out.push((*a, *b));
                }
            }
        }
    }
    out
}

/// Packs exact integers into a tensor of an integer (or bool) dtype.
pub fn int_tensor(dtype: DType, shape: &[i64], v: &[i128]) -> HostTensor {
    let mut data = Vec::with_capacity(v.len() * dtype.size());
    for &x in v {
        let w = wrap(dtype, x);
        data.extend_from_slice(&(w as u128).to_le_bytes()[..dtype.size()]);
    }
    HostTensor { dtype, shape: shape.to_vec(), data }
}

/// Reads an integer tensor exactly.
pub fn int_values(t: &HostTensor) -> Vec<i128> {
    let n = t.dtype.size();
    let signed = super::format::is_signed(t.dtype);
    t.data
        .chunks_exact(n)
        .map(|c| {
            let mut b = [0u8; 16];
            b[..n].copy_from_slice(c);
            let u = u128::from_le_bytes(b) as i128;
            if signed && u >= 1i128 << (n * 8 - 1) {
                u - (1i128 << (n * 8))
            } else {
                u
            }
        })
        .collect()
}

/// A float tensor from f64 values (rounded to the dtype, nearest even).
pub fn float_tensor(dtype: DType, shape: &[i64], v: &[f64]) -> HostTensor {
    let f = Format::of(dtype);
    let r: Vec<f64> = v.iter().map(|x| f.map(|f| f.round(*x)).unwrap_or(*x)).collect();
    crate::fill::from_f64(dtype, shape, &r)
}

fn float_normal(domain: Domain, rng: &mut Rng) -> f64 {
    match domain {
        Domain::Positive => rng.next_normal().abs() * 2.0 + 0.01,
        Domain::Unit => rng.next_f64() * 1.998 - 0.999,
        Domain::GeOne => 1.0 + rng.next_normal().abs() * 3.0,
        _ => rng.next_normal() * 2.0,
    }
}

fn int_normal(dtype: DType, domain: Domain, small: bool, rng: &mut Rng) -> i128 {
    let (lo, hi) = int_range(dtype);
    let (lo, hi) = match domain {
        Domain::Small => (0, 6),
        _ if small => (lo.max(-50), hi.min(100)),
        _ => (lo, hi),
    };
    let span = (hi - lo + 1) as u128;
    let draw = ((rng.next_u64() as u128) << 64 | rng.next_u64() as u128) % span;
    let x = lo + draw as i128;
    if domain == Domain::NonZero && x == 0 {
        1
    } else {
        x
    }
}

/// The values of input `k` of a case.
pub fn generate(case: &Case, k: usize, spec: &InputSpec) -> Result<HostTensor, GenerateError> {
    let d = spec.ty.dtype;
    let shape = &spec.ty.shape;
    let n: usize = shape.iter().product::<i64>().max(0) as usize;
    let mut rng = Rng::for_argument(case.seed, &format!("x{k}"));
    let special = case.values == "special";
    let small = structural::is_structural(&case.op);
    match &spec.kind {
        InputKind::Pred => Ok(int_tensor(DType::Bool, shape, &(0..n).map(|_| (rng.next_u64() % 2) as i128).collect::<Vec<_>>())),
        InputKind::Index { lo, hi } => {
            let span = (hi - lo + 1).max(1) as u64;
            Ok(int_tensor(d, shape, &(0..n).map(|_| (*lo + (rng.next_u64() % span) as i64) as i128).collect::<Vec<_>>()))
        }
        InputKind::Uniform { lo, hi, integral } => {
            let v: Vec<f64> = (0..n)
                .map(|_| {
                    let x = lo + (hi - lo) * rng.next_f64();
                    if *integral {
                        x.floor()
                    } else {
                        x
                    }
                })
                .collect();
            Ok(float_tensor(d, shape, &v))
        }
        InputKind::Bound(which) => {
            if d.is_float() {
                let v: Vec<f64> = (0..n).map(|_| if *which == 0 { -rng.next_f64() * 2.0 } else { rng.next_f64() * 2.0 }).collect();
                Ok(float_tensor(d, shape, &v))
            } else {
                let (lo, hi) = int_range(d);
                let mid = lo + (hi - lo) / 2;
                let v: Vec<i128> = (0..n)
                    .map(|_| {
                        let r = (rng.next_u64() as i128).rem_euclid(((hi - lo) / 4).max(1));
                        if *which == 0 {
                            mid - r
                        } else {
                            mid + r
                        }
                    })
                    .collect();
                Ok(int_tensor(d, shape, &v))
            }
        }
        InputKind::Value(slot) => {
            let domain = domains(case)[(*slot).min(2)];
            // Which special each element takes: unary ops walk the list;
            // binary ops (2-d k x k) pair row and column.
            let pick = |i: usize, k: usize| -> usize {
                if shape.len() == 2 && shape[0] == shape[1] && shape[0] as usize == k {
                    if *slot == 0 {
                        i / k
                    } else {
                        i % k
                    }
                } else if *slot == 0 {
                    i % k
                } else {
                    (k - 1 - i % k) % k
                }
            };
            if d.is_float() {
                let v: Vec<f64> = if special {
                    let s = float_specials(d);
                    (0..n).map(|i| s[pick(i, s.len())]).collect()
                } else if case.op == "convert" && !super::emit::target(&case.form).map(|t| t.is_float()).unwrap_or(true) {
                    let unsigned = super::emit::target(&case.form).map(|t| !super::format::is_signed(t)).unwrap_or(false);
                    (0..n).map(|_| if unsigned { rng.next_f64() * 100.0 } else { rng.next_f64() * 200.0 - 100.0 }).collect()
                } else if small {
                    (0..n).map(|_| rng.next_normal()).collect()
                } else {
                    (0..n).map(|_| float_normal(domain, &mut rng)).collect()
                };
                Ok(float_tensor(d, shape, &v))
            } else if d == DType::Bool {
                let v: Vec<i128> = if special {
                    (0..n).map(|i| pick(i, 2) as i128).collect()
                } else {
                    (0..n).map(|_| (rng.next_u64() % 2) as i128).collect()
                };
                Ok(int_tensor(d, shape, &v))
            } else {
                let v: Vec<i128> = if special {
                    let s = int_specials(d);
                    (0..n).map(|i| s[pick(i, s.len())]).collect()
                } else {
                    (0..n).map(|_| int_normal(d, domain, small, &mut rng)).collect()
                };
                Ok(int_tensor(d, shape, &v))
            }
        }
    }
}
