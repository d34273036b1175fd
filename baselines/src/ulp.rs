//! The op tier's comparison of an output with its reference, in ULPs of
//! the output dtype, under the tolerance table below: beside [`compare`]
//! (allclose, the f64-reference rule) so that every comparison engine lives
//! in this crate. It measures and says whether each output is within
//! bounds; the status a case then gets is decided by the harness's
//! `verdict` module.
//!
//! [`compare`]: crate::compare
//!
//! | class | f64 | f32 | bf16 | f16 | integers, bool |
//! |---|---|---|---|---|---|
//! | exact | 0 | 0 | 0 | 0 | exact |
//! | rounded (correctly rounded arithmetic, converts) | 1 | 1 | 1 | 1 | exact |
//! | transcendental | 4 | 4 | 1 | 1 | exact |
//! | special function | 16 | 16 | 2 | 2 | exact |
//! | accumulate (sums, dots, convolutions) | n·u·Σ\|terms\| + 1 ULP | same | same | same | exact |
//!
//! u is the output dtype's unit roundoff (2^-p), n the number of terms per
//! element. A NaN must meet a NaN (and only a NaN); an infinity must meet
//! the same infinity, except where the reference lies within the bound of
//! the overflow threshold; the sign of a zero must match under the exact
//! and rounded classes (where IEEE 754 defines it).

use results::{DecidingRule, OutputMetrics};
use suites::ops::format::Format;
use suites::ops::reference::Reference;
use suites::ops::Class;
use tensors::{DType, HostTensor};

/// The bound in ULPs of the output dtype (the table above); 0 for exact.
pub fn bound_ulps(class: Class, dtype: DType) -> f64 {
    let half = matches!(dtype, DType::BF16 | DType::F16);
    match class {
        Class::Exact => 0.0,
        Class::Rounded | Class::Accumulate => 1.0,
        Class::Transcendental => {
            if half {
                1.0
            } else {
                4.0
            }
        }
        Class::Special => {
            if half {
                2.0
            } else {
                16.0
            }
        }
    }
}

/// The worst element seen, for the message.
#[derive(Debug, Default)]
struct Worst {
    index: usize,
    got: f64,
    want: f64,
    margin: f64,
}

/// Judges one output; `strict_bits` compares NaN payloads too (bitcasts).
pub fn judge(actual: &HostTensor, reference: &Reference, class: Class, strict_bits: bool) -> (OutputMetrics, Option<String>) {
    let mut m = OutputMetrics { rule: DecidingRule::Ulp, cosine: f64::NAN, ..Default::default() };
    let want_shape = match reference {
        Reference::Bits(t) => t.shape.clone(),
        Reference::Real { values, .. } => vec![values.len() as i64],
    };
    let n = actual.len();
    let shape_ok = match reference {
        Reference::Bits(t) => t.shape == actual.shape && t.dtype == actual.dtype,
        Reference::Real { values, .. } => values.len() == n,
    };
    if !shape_ok {
        let msg = format!("output {:?} {} does not match its reference {:?}", actual.shape, actual.dtype.name(), want_shape);
        return (OutputMetrics::failed(msg.clone()), Some(msg));
    }
    m.elements = n as u64;
    let got = actual.to_f64_vec();
    let mut bad = 0u64;
    let mut zero_sign = 0u64;
    let mut worst = Worst::default();
    let mut sq = 0.0;
    match reference {
        Reference::Bits(t) => {
            m.rule = DecidingRule::Exact;
            let w = t.dtype.size();
            let want = t.to_f64_vec();
            for i in 0..n {
                let a = &actual.data[i * w..(i + 1) * w];
                let e = &t.data[i * w..(i + 1) * w];
                let both_nan = !strict_bits && got[i].is_nan() && want[i].is_nan();
                if a != e && !both_nan {
                    bad += 1;
                    if got[i].is_nan() != want[i].is_nan() {
                        m.nan_mismatch += 1;
                    }
                    if worst.margin < f64::INFINITY {
                        worst = Worst { index: i, got: got[i], want: want[i], margin: f64::INFINITY };
                    }
                }
            }
            m.margin = if bad > 0 { f64::INFINITY } else { 0.0 };
        }
        Reference::Real { values, magnitude, terms } => {
            let fmt = Format::of(actual.dtype);
            let bound = bound_ulps(class, actual.dtype);
            m.ulp_bound = Some(match class {
                Class::Accumulate => "accumulate (n·u·Σ|terms| + 1 ULP)".to_string(),
                _ => format!("{} ({} ULP)", class.name(), bound),
            });
            for i in 0..n {
                let (a, r) = (got[i], values[i]);
                let margin = match fmt {
                    None => {
                        if a == r {
                            0.0
                        } else {
                            f64::INFINITY
                        }
                    }
                    Some(f) => {
                        let tol = match (class, magnitude) {
                            (Class::Accumulate, Some(mag)) => (*terms as f64) * f.unit_roundoff() * mag[i].abs() + f.ulp(r),
                            _ => bound * f.ulp(r),
                        };
                        element_margin(a, r, tol, &f)
                    }
                };
                if fmt.is_some()
                    && matches!(class, Class::Exact | Class::Rounded)
                    && a == 0.0
                    && r == 0.0
                    && a.is_sign_negative() != r.is_sign_negative()
                {
                    zero_sign += 1;
                }
                if a.is_nan() != r.is_nan() {
                    m.nan_mismatch += 1;
                }
                if margin > 1.0 {
                    bad += 1;
                }
                if margin > worst.margin || (margin.is_nan() && !worst.margin.is_nan()) {
                    worst = Worst { index: i, got: a, want: r, margin };
                }
                if a.is_finite() && r.is_finite() {
                    let e = (a - r).abs();
                    sq += e * e;
                    m.max_abs = m.max_abs.max(e);
                    if r != 0.0 {
                        m.max_rel = m.max_rel.max(e / r.abs());
                    }
                    if let Some(f) = fmt {
                        m.max_ulp = m.max_ulp.max((e / f.ulp(r)).ceil().min(u64::MAX as f64) as u64);
                    }
                }
            }
            m.margin = if bound == 0.0 && worst.margin > 0.0 { f64::INFINITY } else { worst.margin };
        }
    }
    m.rmse = if n > 0 { (sq / n as f64).sqrt() } else { 0.0 };
    let failing = bad + zero_sign;
    m.mismatch_frac = if n > 0 { failing as f64 / n as f64 } else { 0.0 };
    m.passed = failing == 0;
    if m.passed {
        return (m, None);
    }
    let mut parts = vec![format!("{bad} of {n} elements beyond the bound ({})", m.rule_label())];
    if bad > 0 {
        parts.push(format!("worst at flat index {}: got {:e}, expected {:e}", worst.index, worst.got, worst.want));
    }
    if zero_sign > 0 {
        parts.push(format!("{zero_sign} zeros of the wrong sign"));
    }
    if m.nan_mismatch > 0 {
        parts.push(format!("{} NaN mismatches", m.nan_mismatch));
    }
    (m, Some(parts.join("; ")))
}

/// error / tolerance of one element (> 1 fails); NaN and infinities by the rules above.
fn element_margin(a: f64, r: f64, tol: f64, f: &Format) -> f64 {
    if a.is_nan() || r.is_nan() {
        return if a.is_nan() && r.is_nan() { 0.0 } else { f64::INFINITY };
    }
    if a == r {
        return 0.0;
    }
    // An infinity, and anything beyond it, stands one ULP beyond the largest finite value.
    let edge = f.max() + f.ulp(f.max());
    let beyond = |x: f64| if x.abs() >= edge { edge.copysign(x) } else { x };
    let (a2, r2) = (beyond(a), beyond(r));
    if r.is_infinite() && a.is_infinite() {
        return f64::INFINITY; // opposite infinities
    }
    let e = (a2 - r2).abs();
    if tol == 0.0 {
        return f64::INFINITY;
    }
    e / tol
}

#[cfg(test)]
mod tests {
    use super::*;
    use suites::ops::values::float_tensor;

    fn real(v: &[f64]) -> Reference {
        Reference::Real { values: v.to_vec(), magnitude: None, terms: 0 }
    }

    #[test]
    fn ulps_nan_and_signed_zero_are_judged() {
        let one_ulp = 1.0 + f32::EPSILON as f64;
        let t = float_tensor(DType::F32, &[3], &[1.0, f64::NAN, 0.0]);
        assert!(judge(&t, &real(&[one_ulp, f64::NAN, 0.0]), Class::Rounded, false).0.passed);
        let (m, msg) = judge(&t, &real(&[one_ulp, f64::NAN, 0.0]), Class::Exact, false);
        assert!(!m.passed && msg.unwrap().contains("1 of 3"));
        let (m, msg) = judge(&t, &real(&[1.0, 1.0, -0.0]), Class::Rounded, false);
        assert!(!m.passed);
        let msg = msg.unwrap();
        assert!(msg.contains("NaN mismatches") && msg.contains("wrong sign"), "{msg}");
        assert!(judge(&t, &real(&[1.0, f64::NAN, -0.0]), Class::Transcendental, false).0.passed);
        // 4 ULP passes transcendental f32, 5 does not.
        let four = 1.0 + 4.0 * f32::EPSILON as f64;
        let five = 1.0 + 5.0 * f32::EPSILON as f64;
        let u = float_tensor(DType::F32, &[1], &[1.0]);
        assert!(judge(&u, &real(&[four]), Class::Transcendental, false).0.passed);
        assert!(!judge(&u, &real(&[five]), Class::Transcendental, false).0.passed);
        // Overflow: +inf meets a reference just beyond the largest finite value.
        let inf = float_tensor(DType::F16, &[1], &[f64::INFINITY]);
        assert!(judge(&inf, &real(&[65536.0]), Class::Rounded, false).0.passed);
        assert!(!judge(&inf, &real(&[60000.0]), Class::Rounded, false).0.passed);
        assert!(judge(&inf, &real(&[1e9]), Class::Rounded, false).0.passed);
        let ninf = float_tensor(DType::F16, &[1], &[f64::NEG_INFINITY]);
        assert!(!judge(&ninf, &real(&[1e9]), Class::Rounded, false).0.passed);
        // Sums: the bound grows with the terms' magnitudes.
        let s = float_tensor(DType::F32, &[1], &[1.0]);
        let sum = |mag: f64| Reference::Real { values: vec![1.0 + 1e-6], magnitude: Some(vec![mag]), terms: 10 };
        assert!(judge(&s, &sum(10.0), Class::Accumulate, false).0.passed);
        assert!(!judge(&s, &sum(0.1), Class::Accumulate, false).0.passed);
    }
}
