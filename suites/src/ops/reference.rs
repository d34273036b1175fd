//! References: what each output of a case should be. Rust computes them
//! for elementwise ops, comparisons, `convert`, `bitcast_convert` and
//! `iota` (f64 with std/libm; integers exactly, in i128); every other op's
//! reference comes from the plugin's f64 variant in the same program
//! ([`from_plugin`]).

use super::emit::{target, Plan};
use super::format::{int_range, wrap};
use super::table::{compare_f, compare_i, BINARY_FLOAT, BINARY_INT, PREDICATES, UNARY_FLOAT, UNARY_INT};
use super::values::{float_tensor, int_tensor, int_values};
use super::Case;
use crate::error::{refused, GenerateError};
use tensors::{DType, HostTensor};

/// The expected value of one output.
#[derive(Debug, Clone, PartialEq)]
pub enum Reference {
    /// These exact elements (bit for bit; NaN matches any NaN unless the op is a bitcast).
    Bits(HostTensor),
    /// Real values (f64), judged within the class's tolerance; sums carry
    /// Σ|terms| per element and the number of terms.
    Real { values: Vec<f64>, magnitude: Option<Vec<f64>>, terms: u64 },
}

fn real(values: Vec<f64>) -> Reference {
    Reference::Real { values, magnitude: None, terms: 0 }
}

fn floats(t: &HostTensor) -> Vec<f64> {
    t.to_f64_vec()
}

/// The second operand, broadcast along the last dimension where it is a row.
fn expand<T: Clone>(b: Vec<T>, n: usize) -> Vec<T> {
    if b.len() == n || b.is_empty() {
        b
    } else {
        (0..n).map(|i| b[i % b.len()].clone()).collect()
    }
}

/// The Rust reference of a case (one per output), from its inputs.
pub fn rust(case: &Case, inputs: &[HostTensor]) -> Result<Vec<Reference>, GenerateError> {
    let d = case.dtype;
    let op = case.op.as_str();
    let shape = case.shape.clone();
    let x = |i: usize| inputs.get(i).ok_or_else(|| format!("{}: missing input {i}", case.id));
    if d.is_float() {
        if let Some(f) = UNARY_FLOAT.iter().find(|u| u.name == op).and_then(|u| u.rust) {
            return Ok(vec![real(floats(x(0)?).into_iter().map(f).collect())]);
        }
        if let Some((_, _, f)) = PREDICATES.iter().find(|p| p.0 == op) {
            let v: Vec<i128> = floats(x(0)?).into_iter().map(|a| i128::from(f(a))).collect();
            return Ok(vec![Reference::Bits(int_tensor(DType::Bool, &shape, &v))]);
        }
        if let Some(bf) = BINARY_FLOAT.iter().find(|b| b.name == op) {
            let a = floats(x(0)?);
            let b = expand(floats(x(1)?), a.len());
            return Ok(vec![real(a.iter().zip(&b).map(|(p, q)| (bf.rust)(*p, *q)).collect())]);
        }
    } else {
        if let Some(u) = UNARY_INT.iter().find(|u| u.name == op) {
            let v: Vec<i128> = int_values(x(0)?).into_iter().map(|a| wrap(d, (u.rust)(d, a))).collect();
            return Ok(vec![Reference::Bits(int_tensor(d, &shape, &v))]);
        }
        if let Some(bi) = BINARY_INT.iter().find(|b| b.name == op) {
            let a = int_values(x(0)?);
            let b = expand(int_values(x(1)?), a.len());
            let v: Vec<i128> = a.iter().zip(&b).map(|(p, q)| wrap(d, (bi.rust)(d, *p, *q))).collect();
            return Ok(vec![Reference::Bits(int_tensor(d, &shape, &v))]);
        }
    }
    match op {
        "compare" => {
            let (dir, ty) = case.form.split_once('-').ok_or_else(|| format!("{}: bad compare form", case.id))?;
            let dir = dir.to_uppercase();
            let v: Vec<i128> = if d.is_float() {
                floats(x(0)?).iter().zip(floats(x(1)?)).map(|(a, b)| i128::from(compare_f(&dir, ty == "totalorder", *a, b))).collect()
            } else {
                int_values(x(0)?).iter().zip(int_values(x(1)?)).map(|(a, b)| i128::from(compare_i(&dir, *a, b))).collect()
            };
            Ok(vec![Reference::Bits(int_tensor(DType::Bool, &shape, &v))])
        }
        "select" => {
            let p = int_values(x(0)?);
            let (a, b) = (x(1)?, x(2)?);
            let n = d.size();
            let mut data = Vec::with_capacity(a.data.len());
            for (i, c) in p.iter().enumerate() {
                let src = if *c != 0 { a } else { b };
                data.extend_from_slice(&src.data[i * n..(i + 1) * n]);
            }
            Ok(vec![Reference::Bits(HostTensor { dtype: d, shape, data })])
        }
        "clamp" => {
            let n = x(1)?.len();
            if d.is_float() {
                let (lo, v, hi) = (expand(floats(x(0)?), n), floats(x(1)?), expand(floats(x(2)?), n));
                let max = BINARY_FLOAT.iter().find(|b| b.name == "maximum").map(|b| b.rust).ok_or("no maximum")?;
                let min = BINARY_FLOAT.iter().find(|b| b.name == "minimum").map(|b| b.rust).ok_or("no minimum")?;
                Ok(vec![real((0..n).map(|i| min(max(v[i], lo[i]), hi[i])).collect())])
            } else {
                let (lo, v, hi) = (expand(int_values(x(0)?), n), int_values(x(1)?), expand(int_values(x(2)?), n));
                let r: Vec<i128> = (0..n).map(|i| v[i].max(lo[i]).min(hi[i])).collect();
                Ok(vec![Reference::Bits(int_tensor(d, &shape, &r))])
            }
        }
        "convert" => Ok(vec![convert(x(0)?, target(&case.form)?)]),
        "bitcast_convert" => {
            let t = x(0)?;
            Ok(vec![Reference::Bits(HostTensor { dtype: target(&case.form)?, shape: t.shape.clone(), data: t.data.clone() })])
        }
        "iota" => {
            let dim = case.form.strip_prefix("dim").and_then(|s| s.parse::<usize>().ok()).unwrap_or(0);
            let n: usize = shape.iter().product::<i64>() as usize;
            let inner: i64 = shape[dim + 1..].iter().product();
            let idx: Vec<i64> = (0..n as i64).map(|i| (i / inner) % shape[dim]).collect();
            let t = if d.is_float() {
                float_tensor(d, &shape, &idx.iter().map(|i| *i as f64).collect::<Vec<_>>())
            } else {
                int_tensor(d, &shape, &idx.iter().map(|i| *i as i128).collect::<Vec<_>>())
            };
            Ok(vec![Reference::Bits(t)])
        }
        _ if super::collective::is_collective(op) => {
            Err(refused(format!("{}: a collective's reference is per device (suites::ops::collective::references)", case.id)))
        }
        _ => Err(refused(format!("{}: op `{op}` has no Rust reference", case.id))),
    }
}

/// `convert` from the input's dtype to `to`: floats round to nearest even;
/// float to integer truncates toward zero and saturates, NaN gives 0 (XLA's
/// documented choice where StableHLO leaves it to the implementation);
/// integers wrap; anything to bool is `!= 0`.
fn convert(t: &HostTensor, to: DType) -> Reference {
    let from = t.dtype;
    if to.is_float() {
        let v: Vec<f64> = if from.is_float() { floats(t) } else { int_values(t).into_iter().map(|i| i as f64).collect() };
        return real(v);
    }
    let v: Vec<i128> = if from.is_float() {
        let (lo, hi) = int_range(to);
        floats(t)
            .into_iter()
            .map(|f| {
                if to == DType::Bool {
                    i128::from(f != 0.0)
                } else if f.is_nan() {
                    0
                } else {
                    let tr = f.trunc();
                    if tr <= lo as f64 {
                        lo
                    } else if tr >= hi as f64 {
                        hi
                    } else {
                        tr as i128
                    }
                }
            })
            .collect()
    } else {
        int_values(t).into_iter().map(|i| if to == DType::Bool { i128::from(i != 0) } else { wrap(to, i) }).collect()
    };
    Reference::Bits(int_tensor(to, &t.shape, &v))
}

/// References from the plugin's f64 outputs (and magnitudes, for sums).
pub fn from_plugin(plan: &Plan, refs: &[HostTensor], mags: &[HostTensor]) -> Vec<Reference> {
    refs.iter()
        .enumerate()
        .map(|(i, r)| Reference::Real { values: r.to_f64_vec(), magnitude: mags.get(i).map(|m| m.to_f64_vec()), terms: plan.terms })
        .collect()
}
