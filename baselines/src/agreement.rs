//! Run-to-run agreement: how the outputs of two executions of the same
//! program on the same inputs compare. Not a tolerance check against a
//! reference (that is [`crate::compare`]): the same executable on the same
//! device should give the same bits, so anything else is reported as a
//! [`results::Agreement`] (PyTorch's `eager_two_runs_differ`).
//!
//! - every output's bytes equal: bit-identical;
//! - otherwise every differing element of a float output within
//!   [`DETERMINISM_ULPS`] units in the last place of its dtype (two NaNs
//!   with other payloads count as 0 ULPs apart): within that many ULPs;
//! - otherwise, or where an integer or bool element differs, a NaN meets a
//!   number, or the outputs' types or count differ: different, naming the
//!   first output that is, its largest absolute difference and how many of
//!   its elements differ.
//!
//! What a row's status then is, is the harness's `verdict` module's.

use crate::compare::ulp_distance;
use results::Agreement;
use tensors::HostTensor;

/// The ULP distance up to which two runs are "within ULPs" rather than
/// "different": 2 units in the last place of the output dtype (an order of
/// summation changed once or twice; the size of XLA's CPU run-to-run
/// differences under several intra-op threads). Beyond it the runs differ.
pub const DETERMINISM_ULPS: u64 = 2;

/// How `second` agrees with `first`, output by output (`names` names them;
/// `out<i>` where absent).
pub fn agreement(first: &[HostTensor], second: &[HostTensor], names: &[String]) -> Agreement {
    let name = |i: usize| names.get(i).cloned().unwrap_or_else(|| format!("out{i}"));
    if first.len() != second.len() {
        let i = first.len().min(second.len());
        return Agreement::Different { output: name(i), max_abs: f64::INFINITY, differing: 1, elements: 1 };
    }
    let mut within: Option<(String, u64)> = None;
    for (i, (a, b)) in first.iter().zip(second).enumerate() {
        match output(a, b) {
            Output::Same => {}
            Output::Within(ulps) => {
                if within.as_ref().is_none_or(|(_, u)| ulps > *u) {
                    within = Some((name(i), ulps));
                }
            }
            Output::Different { max_abs, differing, elements } => {
                return Agreement::Different { output: name(i), max_abs, differing, elements };
            }
        }
    }
    match within {
        Some((output, ulps)) => Agreement::WithinUlps { output, ulps },
        None => Agreement::BitIdentical,
    }
}

/// The worse of two agreements (different over within-ULPs over
/// bit-identical; the larger ULP count, the first difference found).
pub fn worse(a: Agreement, b: Agreement) -> Agreement {
    let rank = |x: &Agreement| match x {
        Agreement::BitIdentical => (0, 0),
        Agreement::WithinUlps { ulps, .. } => (1, *ulps),
        Agreement::Different { .. } => (2, 0),
    };
    if rank(&b) > rank(&a) {
        b
    } else {
        a
    }
}

enum Output {
    Same,
    Within(u64),
    Different { max_abs: f64, differing: u64, elements: u64 },
}

fn output(a: &HostTensor, b: &HostTensor) -> Output {
    if a.dtype != b.dtype || a.shape != b.shape || a.data.len() != b.data.len() {
        return Output::Different { max_abs: f64::INFINITY, differing: 1, elements: a.len() as u64 };
    }
    if a.data == b.data {
        return Output::Same;
    }
    let size = a.dtype.size();
    let (va, vb) = (a.to_f64_vec(), b.to_f64_vec());
    let (mut max_abs, mut differing, mut max_ulps, mut beyond) = (0.0f64, 0u64, 0u64, false);
    for (i, (x, y)) in va.iter().zip(&vb).enumerate() {
        if a.data[i * size..(i + 1) * size] == b.data[i * size..(i + 1) * size] {
            continue;
        }
        differing += 1;
        let ulps = match (x.is_nan(), y.is_nan()) {
            (true, true) => Some(0),
            (false, false) if a.dtype.is_float() => ulp_distance(a.dtype, *x, *y),
            _ => None,
        };
        match ulps {
            Some(u) if u <= DETERMINISM_ULPS => max_ulps = max_ulps.max(u),
            _ => beyond = true,
        }
        let d = (x - y).abs();
        max_abs = if d.is_nan() { f64::INFINITY } else { max_abs.max(d) };
    }
    if beyond {
        Output::Different { max_abs, differing, elements: va.len() as u64 }
    } else {
        Output::Within(max_ulps)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f32s(v: &[f32]) -> HostTensor {
        HostTensor::from_slice(&[v.len() as i64], v).unwrap()
    }

    #[test]
    fn same_bits_within_ulps_and_different() {
        let names = vec!["y".to_string(), "z".to_string()];
        let a = vec![f32s(&[1.0, 2.0]), f32s(&[3.0])];
        assert_eq!(agreement(&a, &a.clone(), &names), Agreement::BitIdentical);
        let next = f32::from_bits(2.0f32.to_bits() + 2);
        let b = vec![f32s(&[1.0, next]), f32s(&[3.0])];
        assert_eq!(agreement(&a, &b, &names), Agreement::WithinUlps { output: "y".into(), ulps: 2 });
        let c = vec![f32s(&[1.0, 2.0]), f32s(&[3.001])];
        match agreement(&a, &c, &names) {
            Agreement::Different { output, differing, elements, max_abs } => {
                assert_eq!((output.as_str(), differing, elements), ("z", 1, 1));
                assert!((max_abs - 0.001).abs() < 1e-6, "{max_abs}");
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(worse(Agreement::BitIdentical, agreement(&a, &b, &names)), Agreement::WithinUlps { output: "y".into(), ulps: 2 });
        assert!(matches!(worse(agreement(&a, &c, &names), agreement(&a, &b, &names)), Agreement::Different { .. }));
    }

    #[test]
    fn integers_nans_and_types() {
        let ints = |v: &[i32]| HostTensor::from_slice(&[v.len() as i64], v).unwrap();
        assert!(matches!(agreement(&[ints(&[1, 2])], &[ints(&[1, 3])], &[]), Agreement::Different { output, .. } if output == "out0"));
        let nan = f32::from_bits(0x7fc0_0001);
        assert_eq!(agreement(&[f32s(&[f32::NAN])], &[f32s(&[nan])], &[]), Agreement::WithinUlps { output: "out0".into(), ulps: 0 });
        assert!(
            matches!(agreement(&[f32s(&[f32::NAN])], &[f32s(&[1.0])], &[]), Agreement::Different { max_abs, .. } if max_abs.is_infinite())
        );
        assert!(matches!(agreement(&[f32s(&[1.0])], &[ints(&[1])], &[]), Agreement::Different { .. }));
        assert!(matches!(agreement(&[f32s(&[1.0])], &[], &[]), Agreement::Different { .. }));
    }
}
