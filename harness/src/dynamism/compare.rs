//! The comparison of one length's outputs against the expected outputs at
//! that length. The bounded program returns outputs padded to the bound
//! (logits over every padded position, caches of the bound's length); the
//! expected outputs have the static program's exact shapes, so each output
//! is cut to the expected shape's leading block first, then compared with
//! the baselines crate's element-wise comparison under the per-dtype
//! tolerance (a manifest override wins).

use baselines::compare::{compare, Bounds};
use baselines::judge::from_stats;
use baselines::tolerance::dtype_default;
use baselines::OutputMetrics;
use reports::OutputRecord;
use runtime::HostTensor;
use suites::{OutputKind, OutputSpec, ToleranceOverride};

/// The leading block of `t` with shape `shape` (each dim no larger than `t`'s).
pub fn leading_block(t: &HostTensor, shape: &[i64]) -> Result<HostTensor, String> {
    if shape.len() != t.shape.len() || shape.iter().zip(&t.shape).any(|(s, d)| *s < 0 || s > d) {
        return Err(format!("{} has no leading block of shape {shape:?}", t.type_string()));
    }
    if shape == t.shape.as_slice() {
        return Ok(t.clone());
    }
    let es = t.dtype.size();
    let total: usize = t.shape.iter().map(|&d| d as usize).product();
    if t.data.len() != total * es {
        return Err(format!("{} holds {} bytes", t.type_string(), t.data.len()));
    }
    let n: usize = shape.iter().map(|&d| d as usize).product();
    let mut data = Vec::with_capacity(n * es);
    let rank = shape.len();
    // Strides of `t` in elements.
    let mut strides = vec![1usize; rank];
    for i in (0..rank.saturating_sub(1)).rev() {
        strides[i] = strides[i + 1] * t.shape[i + 1] as usize;
    }
    let mut idx = vec![0usize; rank];
    for _ in 0..n {
        let off: usize = idx.iter().zip(&strides).map(|(i, s)| i * s).sum();
        data.extend_from_slice(&t.data[off * es..(off + 1) * es]);
        for d in (0..rank).rev() {
            idx[d] += 1;
            if idx[d] < shape[d] as usize {
                break;
            }
            idx[d] = 0;
        }
    }
    Ok(HostTensor { dtype: t.dtype, shape: shape.to_vec(), data })
}

/// Compares every output; true when all pass. One record per expected output.
pub fn compare_outputs(
    actual: &[HostTensor],
    expected: &[HostTensor],
    specs: &[OutputSpec],
    tolerance: Option<&ToleranceOverride>,
) -> (bool, Vec<OutputRecord>) {
    let mut all = actual.len() == expected.len();
    let mut records = Vec::with_capacity(expected.len());
    for (i, e) in expected.iter().enumerate() {
        let spec = specs.get(i);
        let name = spec.map(|s| s.name.clone()).unwrap_or_else(|| format!("out{i}"));
        let logits = spec.is_some_and(|s| s.kind == OutputKind::Logits);
        let mut bounds: Bounds = dtype_default(e.dtype);
        if let (Some(t), true) = (tolerance, e.dtype.is_float()) {
            bounds.atol = t.atol.unwrap_or(bounds.atol);
            bounds.rtol = t.rtol.unwrap_or(bounds.rtol);
        }
        let metrics = match actual.get(i) {
            None => OutputMetrics::failed("the bounded program returned no such output"),
            Some(a) => match leading_block(a, &e.shape).and_then(|cut| compare(&cut, e, bounds, logits)) {
                Ok(stats) => from_stats(&stats, bounds),
                Err(msg) => OutputMetrics::failed(msg),
            },
        };
        all &= metrics.passed;
        let a = actual.get(i);
        records.push(OutputRecord {
            name,
            dtype: e.dtype.name().to_string(),
            shape: e.shape.clone(),
            non_finite: a.map(|t| t.non_finite_count() as u64).unwrap_or(0),
            metrics: Some(metrics),
        });
    }
    (all, records)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn leading_block_cuts_every_dimension() {
        let t = HostTensor::from_slice(&[2, 3], &[1f32, 2., 3., 4., 5., 6.]).unwrap();
        let c = leading_block(&t, &[2, 2]).unwrap();
        assert_eq!(c.to_vec::<f32>().unwrap(), vec![1., 2., 4., 5.]);
        assert!(leading_block(&t, &[3, 1]).is_err());
        assert_eq!(leading_block(&t, &[2, 3]).unwrap(), t);
    }
}
