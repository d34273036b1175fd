//! How far one watched value is from the truth, relative to the rounding
//! noise it would carry anyway, and where the divergence starts.
//!
//! Each value is measured three ways: on the device under test, on the CPU
//! plugin in the program's own precision (the noise floor), and on the CPU
//! plugin in float64 (the reference). Its error is the relative L2 distance
//! to the reference, `|x - ref| / |ref|`; its ratio is the device's error over
//! the CPU's, with the CPU's error floored at [`FLOOR_ULPS`] ULPs of the
//! value's dtype at its RMS magnitude ([`noise_floor`]): a value the CPU
//! computes exactly (an iota, a power-of-two scale, a bucket index made
//! float) then measures a device's rounding difference as the few ULPs it
//! is, not as a multiple of zero. A value whose ratio exceeds the
//! threshold diverged; the origin is found from the first diverged value
//! (program order) by walking back through operands whose ratio is elevated
//! (over a tenth of the threshold) to where that began: see [`origin`]. Integer and
//! boolean values have no rounding noise: they diverge when the device's
//! differ from the CPU's at all (ratio infinite), else their ratio is 0.
//! Pure functions, no I/O, so the rule is tested on numbers.

use runtime::{DType, HostTensor};

/// The CPU's error is credited with at least this many ULPs of the value's
/// dtype: reordered sums, fused multiply-adds and another libm move a result
/// by a few ULPs with nothing wrong, so a device that differs by that much
/// from an exact CPU is within the noise, far below any threshold.
pub const FLOOR_ULPS: f64 = 4.0;

/// The least CPU error a ratio divides by, in [`relative_error`]'s units:
/// [`FLOOR_ULPS`] ULPs of `dtype` at the reference's RMS magnitude, relative
/// to it; for an all-zero reference (an absolute error), ULPs at the CPU's
/// RMS magnitude over every element.
pub fn noise_floor(dtype: DType, reference: &[f64], cpu: &[f64]) -> f64 {
    let Some(format) = suites::ops::format::Format::of(dtype) else { return 0.0 };
    let rms = |v: &[f64]| (v.iter().map(|x| x * x).sum::<f64>() / v.len().max(1) as f64).sqrt();
    let r = rms(reference);
    if r > 0.0 && r.is_finite() {
        FLOOR_ULPS * format.ulp(r) / r
    } else {
        FLOOR_ULPS * format.ulp(rms(cpu)) * (cpu.len() as f64).sqrt()
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

/// One value's errors and ratio (the report's type).
pub use results::localization::Errors;

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
    float_errors_where(device, cpu, reference, None)
}

/// [`float_errors`] over the elements `mask` sets only (all of them without a mask): a value's
/// errors where an output reads it (`super::liveness`).
pub fn float_errors_where(device: &HostTensor, cpu: &HostTensor, reference: &HostTensor, mask: Option<&[bool]>) -> Errors {
    let (r, d, c) = (reference.to_f64_vec(), device.to_f64_vec(), cpu.to_f64_vec());
    if r.len() != d.len() || r.len() != c.len() || mask.is_some_and(|m| m.len() != r.len()) {
        return Errors { device: f64::INFINITY, cpu: 0.0, ratio: f64::INFINITY };
    }
    let (mut keep_r, mut keep_d, mut keep_c, mut mismatch) = (Vec::new(), Vec::new(), Vec::new(), false);
    for (i, ((&r, &d), &c)) in r.iter().zip(&d).zip(&c).enumerate() {
        if mask.is_some_and(|m| !m[i]) {
            continue;
        }
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
        d / c.max(noise_floor(device.dtype, &keep_r, &keep_c))
    };
    Errors { device: d, cpu: c, ratio }
}

/// Measures a value without rounding noise: equal or not.
pub fn exact_errors(device: &HostTensor, cpu: &HostTensor) -> Errors {
    exact_errors_where(device, cpu, None)
}

/// [`exact_errors`] over the elements `mask` sets only.
pub fn exact_errors_where(device: &HostTensor, cpu: &HostTensor, mask: Option<&[bool]>) -> Errors {
    let same = device.dtype == cpu.dtype
        && device.shape == cpu.shape
        && match mask {
            None => device.data == cpu.data,
            Some(m) => {
                let (d, c) = (device.to_f64_vec(), cpu.to_f64_vec());
                m.len() == d.len() && d.iter().zip(&c).zip(m).all(|((a, b), &k)| !k || a == b || (a.is_nan() && b.is_nan()))
            }
        };
    Errors { device: if same { 0.0 } else { f64::INFINITY }, cpu: 0.0, ratio: if same { 0.0 } else { f64::INFINITY } }
}

/// For each output of a run, whether it diverged (its ratio over `threshold`, NaN counting as
/// over), against the CPU's outputs and the float64 reference of the same program: the verdict an
/// instrumented program's own outputs must reproduce.
pub fn output_verdicts(outputs: &[HostTensor], cpu: &[HostTensor], reference: &[HostTensor], threshold: f64) -> Vec<bool> {
    outputs
        .iter()
        .zip(cpu.iter().zip(reference))
        .map(|(o, (c, r))| {
            let e = if o.dtype.is_float() { float_errors(o, c, r) } else { exact_errors(o, c) };
            e.ratio > threshold || e.ratio.is_nan()
        })
        .collect()
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

    /// A value the CPU computes exactly (an exactly representable op, as a
    /// seq2seq model's upstream ops are: CPU error 0) that a device computes
    /// 16 ULPs off: that is rounding, not a divergence, and the op after it
    /// that really is wrong stays the origin. With the old floor (the unit
    /// roundoff, half an ULP) the exact op's ratio was about 22, elevated,
    /// and the origin walked back to it.
    #[test]
    fn an_exact_cpu_value_makes_a_few_ulps_noise_not_a_divergence() {
        let exact = [1.25f32, 1.5, -1.75, 1.125];
        let nudged: Vec<f32> = exact.iter().map(|v| f32::from_bits(v.to_bits() + 16)).collect();
        let wide: Vec<f64> = exact.iter().map(|&v| v as f64).collect();
        let r = HostTensor::from_slice(&[4], &wide).unwrap();
        let cpu = HostTensor::from_slice(&[4], &exact).unwrap();
        let e = float_errors(&HostTensor::from_slice(&[4], &nudged).unwrap(), &cpu, &r);
        assert_eq!(e.cpu, 0.0);
        assert!(e.ratio.is_finite() && e.ratio > 1.0 && e.ratio < 10.0, "16 ulp over a floor of 4: {e:?}");
        // The floor is 4 ULPs at the value's RMS magnitude, relative to it, whatever the binade.
        let f = noise_floor(DType::F32, &wide, &wide);
        assert!((f - 4.0 * 2f64.powi(-23) / (wide.iter().map(|x| x * x).sum::<f64>() / 4.0).sqrt()).abs() < 1e-15, "{f}");
        let scaled: Vec<f64> = wide.iter().map(|x| x * 1024.0).collect();
        assert!((noise_floor(DType::F32, &scaled, &scaled) - f).abs() < 1e-15);
        assert!(noise_floor(DType::BF16, &wide, &wide) > 1e3 * f);
        // All-zero reference: an absolute error, floored at ULPs of the CPU's magnitude per element.
        assert_eq!(noise_floor(DType::F32, &[0.0, 0.0], &[0.0, 0.0]), 4.0 * 2f64.powi(-149) * 2f64.sqrt());

        // Downstream, a real fault (1e-3 added) reads the exact value: it is the origin, not its operand.
        let after: Vec<f32> = exact.iter().map(|v| v.tanh()).collect();
        let after_ref: Vec<f64> = exact.iter().map(|&v| (v as f64).tanh()).collect();
        let faulty: Vec<f32> = nudged.iter().map(|v| v.tanh() + 1e-3).collect();
        let d = float_errors(
            &HostTensor::from_slice(&[4], &faulty).unwrap(),
            &HostTensor::from_slice(&[4], &after).unwrap(),
            &HostTensor::from_slice(&[4], &after_ref).unwrap(),
        );
        assert!(d.ratio > 100.0, "{d:?}");
        assert_eq!(origin(&[Some(e.ratio), Some(d.ratio)], &[vec![], vec![0]], 100.0), Some(1));
    }

    /// A value infinite on the device where the CPU is finite, at an element no output reads: over
    /// the elements that are read, it is quiet.
    #[test]
    fn a_mask_leaves_unread_elements_out() {
        let r = HostTensor::from_slice(&[3], &[2e38f64, 1.0, 2.0]).unwrap();
        let cpu = HostTensor::from_slice(&[3], &[2e38f32, 1.0, 2.0]).unwrap();
        let dev = HostTensor::from_slice(&[3], &[f32::INFINITY, 1.0, 2.0]).unwrap();
        assert_eq!(float_errors(&dev, &cpu, &r).ratio, f64::INFINITY);
        assert_eq!(float_errors_where(&dev, &cpu, &r, Some(&[false, true, true])).ratio, 0.0);
        assert_eq!(float_errors_where(&dev, &cpu, &r, Some(&[true, true, true])).ratio, f64::INFINITY);
        let i = HostTensor::from_slice(&[2], &[1i32, 2]).unwrap();
        let j = HostTensor::from_slice(&[2], &[1i32, 3]).unwrap();
        assert_eq!(exact_errors_where(&i, &j, Some(&[true, false])).ratio, 0.0);
        assert_eq!(exact_errors_where(&i, &j, Some(&[false, true])).ratio, f64::INFINITY);
    }

    #[test]
    fn output_verdicts_say_which_outputs_diverged() {
        let r = HostTensor::from_slice(&[2], &[1.0f64, 2.0]).unwrap();
        let c = HostTensor::from_slice(&[2], &[1.0f32, 2.0]).unwrap();
        let off = HostTensor::from_slice(&[2], &[1.01f32, 2.0]).unwrap();
        let i = HostTensor::from_slice(&[1], &[3i32]).unwrap();
        let j = HostTensor::from_slice(&[1], &[4i32]).unwrap();
        let cpu = [c.clone(), i.clone()];
        let reference = [r, i.clone()];
        assert_eq!(output_verdicts(&[c.clone(), i.clone()], &cpu, &reference, 100.0), [false, false]);
        assert_eq!(output_verdicts(&[off, j], &cpu, &reference, 100.0), [true, true]);
        let nan = HostTensor::from_slice(&[2], &[f32::NAN, 2.0]).unwrap();
        assert_eq!(output_verdicts(&[nan, i], &cpu, &reference, 100.0), [true, false]);
    }
}
