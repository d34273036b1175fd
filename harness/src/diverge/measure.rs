//! How far one watched value is from the truth, relative to the rounding
//! noise it would carry anyway, and where the divergence starts.
//!
//! Each value is measured three ways: on the device under test, on the CPU
//! plugin in the program's own precision (the noise floor), and on the CPU
//! plugin in float64 (the reference). Its error is the relative L2 distance
//! to the reference, `|x - ref| / |ref|`; its ratio is the device's error over
//! the CPU's, with the CPU's error floored at the dtype's unit roundoff so an
//! exact value does not divide by zero. A value whose ratio exceeds the
//! threshold diverged; the origin is found from the first diverged value
//! (program order) by walking back through operands whose ratio is elevated
//! (over a tenth of the threshold) to where that began: see [`origin`]. Integer and
//! boolean values have no rounding noise: they diverge when the device's
//! differ from the CPU's at all (ratio infinite), else their ratio is 0.
//! Pure functions, no I/O, so the rule is tested on numbers.

use runtime::{DType, HostTensor};

/// The unit roundoff of a float dtype: the smallest relative error a correctly rounded result can carry.
pub fn unit_roundoff(dtype: DType) -> f64 {
    match dtype {
        DType::BF16 => 2f64.powi(-8),
        DType::F16 => 2f64.powi(-11),
        DType::F64 => 2f64.powi(-53),
        _ => 2f64.powi(-24),
    }
}

/// Relative L2 error of `x` against `reference` (same element count). Elements
/// where both are the same non-finite value are skipped; a non-finite value
/// against a finite reference makes the error infinite. An all-zero reference
/// measures the absolute L2 norm of `x`.
pub fn relative_error(x: &[f64], reference: &[f64]) -> f64 {
    if x.len() != reference.len() {
        return f64::INFINITY;
    }
    let (mut diff, mut norm) = (0.0f64, 0.0f64);
    for (&a, &r) in x.iter().zip(reference) {
        if !r.is_finite() || !a.is_finite() {
            let same = (a.is_nan() && r.is_nan()) || a == r;
            if !same {
                return f64::INFINITY;
            }
            continue;
        }
        diff += (a - r) * (a - r);
        norm += r * r;
    }
    if norm == 0.0 {
        diff.sqrt()
    } else {
        (diff / norm).sqrt()
    }
}

/// One value's errors and ratio.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize)]
pub struct Errors {
    pub device: f64,
    pub cpu: f64,
    pub ratio: f64,
}

/// Magnitudes from here on are a program's sentinels (`finfo.min` in an
/// attention mask, `-inf` stand-ins), not data: in an L2 norm they would
/// drown every real element of the value.
pub const SENTINEL: f64 = 1e30;

/// Measures a float value: device and CPU against the float64 reference.
/// Elements where the CPU is not finite but float64 is (an overflow the
/// program's precision makes anyway, such as `finfo.min + finfo.min` in a
/// mask), and sentinel elements (magnitude over [`SENTINEL`], such as
/// `finfo.min + score`), are not errors of the device when it gives the
/// CPU's value there (to f32 rounding): they are left out of both errors,
/// and any other value there is an infinite device error.
pub fn float_errors(device: &HostTensor, cpu: &HostTensor, reference: &HostTensor) -> Errors {
    let (r, d, c) = (reference.to_f64_vec(), device.to_f64_vec(), cpu.to_f64_vec());
    if r.len() != d.len() || r.len() != c.len() {
        return Errors { device: f64::INFINITY, cpu: 0.0, ratio: f64::INFINITY };
    }
    let (mut keep_r, mut keep_d, mut keep_c, mut mismatch) = (Vec::new(), Vec::new(), Vec::new(), false);
    for ((&r, &d), &c) in r.iter().zip(&d).zip(&c) {
        if !c.is_finite() && r.is_finite() {
            mismatch |= !(d == c || (d.is_nan() && c.is_nan()));
            continue;
        }
        if r.abs() > SENTINEL && c.is_finite() {
            // Written so that a NaN on the device is a mismatch.
            let same = (d - c).abs() <= 1e-6 * c.abs();
            mismatch |= !same;
            continue;
        }
        keep_r.push(r);
        keep_d.push(d);
        keep_c.push(c);
    }
    let d = if mismatch { f64::INFINITY } else { relative_error(&keep_d, &keep_r) };
    let c = relative_error(&keep_c, &keep_r);
    let ratio = if d == 0.0 {
        0.0
    } else if c.is_infinite() {
        // The CPU is as far off (non-finite where float64 is too): no worse than the noise floor.
        if d.is_infinite() {
            1.0
        } else {
            0.0
        }
    } else {
        d / c.max(unit_roundoff(device.dtype))
    };
    Errors { device: d, cpu: c, ratio }
}

/// Measures a value without rounding noise: equal or not.
pub fn exact_errors(device: &HostTensor, cpu: &HostTensor) -> Errors {
    let same = device.dtype == cpu.dtype && device.shape == cpu.shape && device.data == cpu.data;
    Errors { device: if same { 0.0 } else { f64::INFINITY }, cpu: 0.0, ratio: if same { 0.0 } else { f64::INFINITY } }
}

/// Where a divergence starts, as a fraction of the threshold: a value whose
/// ratio is above `threshold * ONSET` is elevated, though not yet divergent.
pub const ONSET: f64 = 0.1;

/// The origin. The first value over `threshold` (program order) is where the
/// divergence becomes unmistakable; but an op that amplifies error (a
/// variance by cancellation, a softmax) can carry a smaller divergence over
/// the threshold a few ops after it began. So from that value the origin
/// walks back through operands that are elevated (over `threshold * ONSET`),
/// always to the most elevated one, and stops at a value none of whose
/// operands is. `ratios[i]` is `None` for a value that was not measured;
/// `operands[i]` lists the measured values value `i` reads.
pub fn origin(ratios: &[Option<f64>], operands: &[Vec<usize>], threshold: f64) -> Option<usize> {
    let ratio = |i: usize| ratios.get(i).copied().flatten().map(|r| if r.is_nan() { f64::INFINITY } else { r });
    let mut at = (0..ratios.len()).find(|&i| ratio(i).is_some_and(|r| r > threshold))?;
    loop {
        let elevated = operands.get(at).into_iter().flatten().copied().filter(|&o| o < at).filter_map(|o| ratio(o).map(|r| (o, r)));
        match elevated.filter(|&(_, r)| r > threshold * ONSET).max_by(|a, b| a.1.total_cmp(&b.1)) {
            Some((o, _)) => at = o,
            None => return Some(at),
        }
    }
}

/// Values that read the origin's result, directly or through other values,
/// and are themselves over the threshold: where the divergence reached.
pub fn chain(origin: usize, ratios: &[Option<f64>], operands: &[Vec<usize>], threshold: f64) -> Vec<usize> {
    let mut reached = vec![false; ratios.len()];
    if let Some(r) = reached.get_mut(origin) {
        *r = true;
    }
    let mut out = Vec::new();
    for i in origin + 1..ratios.len() {
        if operands.get(i).is_some_and(|ops| ops.iter().any(|&o| reached[o])) {
            reached[i] = true;
            if ratios[i].is_some_and(|r| r > threshold || r.is_nan()) {
                out.push(i);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_are_relative_and_non_finite_aware() {
        assert_eq!(relative_error(&[1.0, 2.0], &[1.0, 2.0]), 0.0);
        assert!((relative_error(&[3.0, 4.0], &[0.0, 0.0]) - 5.0).abs() < 1e-12);
        assert!((relative_error(&[1.1, 0.0], &[1.0, 0.0]) - 0.1).abs() < 1e-12);
        assert_eq!(relative_error(&[f64::NAN, 1.0], &[f64::NAN, 1.0]), 0.0);
        assert_eq!(relative_error(&[f64::INFINITY], &[1.0]), f64::INFINITY);
        assert_eq!(relative_error(&[1.0], &[1.0, 2.0]), f64::INFINITY);
    }

    #[test]
    fn the_ratio_has_a_floor_and_exact_values_compare_bitwise() {
        let r = HostTensor::from_slice(&[2], &[1.0f64, 2.0]).unwrap();
        let exact = HostTensor::from_slice(&[2], &[1.0f32, 2.0]).unwrap();
        let off = HostTensor::from_slice(&[2], &[1.001f32, 2.002]).unwrap();
        let e = float_errors(&off, &exact, &r);
        assert_eq!(e.cpu, 0.0);
        assert!(e.ratio > 1e3 && e.ratio < 1e5, "{e:?}");
        assert_eq!(float_errors(&exact, &exact, &r).ratio, 0.0);
        let i = HostTensor::from_slice(&[2], &[1i32, 2]).unwrap();
        let j = HostTensor::from_slice(&[2], &[1i32, 3]).unwrap();
        // f32 overflows where float64 does not: the same -inf on the device is no error, another value is.
        let r = HostTensor::from_slice(&[2], &[-6.8e38f64, 1.0]).unwrap();
        let cpu = HostTensor::from_slice(&[2], &[f32::NEG_INFINITY, 1.0]).unwrap();
        assert_eq!(float_errors(&cpu, &cpu, &r).ratio, 0.0);
        let wrong = HostTensor::from_slice(&[2], &[0.0f32, 1.0]).unwrap();
        assert_eq!(float_errors(&wrong, &cpu, &r).ratio, f64::INFINITY);
        // A mask's sentinels do not drown the real elements: a 1% error there is seen in full.
        let r = HostTensor::from_slice(&[3], &[-3.4e38f64 + 2.0, 1.0, 2.0]).unwrap();
        let cpu = HostTensor::from_slice(&[3], &[-3.4e38f32, 1.0, 2.0]).unwrap();
        let dev = HostTensor::from_slice(&[3], &[-3.4e38f32, 1.01, 2.02]).unwrap();
        let e = float_errors(&dev, &cpu, &r);
        assert!((e.device - 0.01).abs() < 1e-6 && e.ratio > 1e4, "{e:?}");
        let lost = HostTensor::from_slice(&[3], &[0.0f32, 1.0, 2.0]).unwrap();
        assert_eq!(float_errors(&lost, &cpu, &r).ratio, f64::INFINITY, "a sentinel the device lost is an error");
        assert_eq!(exact_errors(&i, &i).ratio, 0.0);
        assert_eq!(exact_errors(&i, &j).ratio, f64::INFINITY);
    }

    #[test]
    fn the_origin_is_the_first_divergent_value_with_quiet_operands() {
        // 0 -> 1 -> 2 -> 3, and 4 reads 0 only.
        let ops = vec![vec![], vec![0], vec![1], vec![2], vec![0]];
        let ratios = vec![Some(1.0), Some(1.5), Some(900.0), Some(5000.0), Some(1.0)];
        assert_eq!(origin(&ratios, &ops, 100.0), Some(2));
        assert_eq!(chain(2, &ratios, &ops, 100.0), vec![3]);
        assert_eq!(origin(&[Some(1.0), None, Some(2.0)], &ops, 100.0), None);
        // Unmeasured values are not divergent; a value over the threshold whose operand is too is not the origin.
        let ratios = vec![Some(200.0), Some(300.0), Some(1.0), Some(1.0), Some(1.0)];
        assert_eq!(origin(&ratios, &ops, 100.0), Some(0));
        assert_eq!(chain(0, &ratios, &ops, 100.0), vec![1]);
        // NaN counts as over.
        assert_eq!(origin(&[Some(1.0), Some(f64::NAN), Some(1.0), Some(1.0), Some(1.0)], &ops, 100.0), Some(1));
    }

    /// An amplifying op (a variance by cancellation) carries a divergence
    /// that began below the threshold over it: the origin walks back through
    /// elevated operands to where it began, and no further.
    #[test]
    fn the_origin_walks_back_to_where_an_amplified_divergence_began() {
        // 0 -> 1 -> 2 -> 3 (the amplifier), 4 reads 0 and 3.
        let ops = vec![vec![], vec![0], vec![1], vec![2], vec![0, 3]];
        // 1 is perturbed (ratio 40), 2 carries it, 3 amplifies it over 100.
        let ratios = vec![Some(1.5), Some(40.0), Some(38.0), Some(400.0), Some(400.0)];
        assert_eq!(origin(&ratios, &ops, 100.0), Some(1));
        // Noise just under the onset (10) upstream is not followed.
        let ratios = vec![Some(9.0), Some(40.0), Some(38.0), Some(400.0), Some(400.0)];
        assert_eq!(origin(&ratios, &ops, 100.0), Some(1));
        // Of two elevated operands, the more elevated one is followed.
        let ops = vec![vec![], vec![], vec![0, 1], vec![2]];
        let ratios = vec![Some(20.0), Some(60.0), Some(500.0), Some(500.0)];
        assert_eq!(origin(&ratios, &ops, 100.0), Some(1));
    }
}
