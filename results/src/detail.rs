//! Element-level evidence for compared outputs, kept beside a run rather than
//! in its rows: `RUN_DIR/details/<id>.json` (or `<id>@<length>.json` for a
//! dynamism length). Rows stay small enough to journal per attempt; the
//! harness writes these ([`write`]) where a parity judgement compared
//! outputs, and the dashboard (the `reports` crate) reads them back, so the
//! type both sides agree on lives here, with the rows.

use crate::file_error::FileError;
use crate::text::file_stem;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// One of the worst elements of an output.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct WorstElement {
    /// Multi-dimensional index into the output.
    pub index: Vec<i64>,
    pub expected: f64,
    pub actual: f64,
}

/// What a dashboard can draw for one output beyond its metrics.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct OutputDetail {
    pub output: String,
    /// Upper edges of the |actual - expected| bins; counts has one more
    /// entry, for errors above the last edge.
    #[serde(default)]
    pub error_bin_edges: Vec<f64>,
    #[serde(default)]
    pub error_bin_counts: Vec<u64>,
    /// Largest errors first.
    #[serde(default)]
    pub worst: Vec<WorstElement>,
    /// (expected, actual) for a deterministic sample of elements.
    #[serde(default)]
    pub sample: Vec<(f64, f64)>,
}

/// Where the details of row `id` (at `length`, for a dynamism length) are kept.
pub fn path(run_dir: &Path, id: &str, length: Option<i64>) -> PathBuf {
    let name = match length {
        Some(l) => format!("{}@{l}.json", file_stem(id)),
        None => format!("{}.json", file_stem(id)),
    };
    run_dir.join("details").join(name)
}

/// Writes the details of one row; `Err` names the file and what failed.
pub fn write(run_dir: &Path, id: &str, length: Option<i64>, details: &[OutputDetail]) -> Result<(), FileError> {
    let p = path(run_dir, id, length);
    if let Some(parent) = p.parent() {
        std::fs::create_dir_all(parent).map_err(|source| FileError::CreateFolder { path: parent.to_path_buf(), source })?;
    }
    let text = serde_json::to_vec(details).map_err(|source| FileError::Encode { path: p.clone(), source })?;
    std::fs::write(&p, text).map_err(|source| FileError::Write { path: p, source })
}

/// Worst elements kept per output.
const WORST: usize = 10;
/// Elements in the expected-vs-actual sample.
const SAMPLE: usize = 256;

/// The evidence for one output: a histogram of |actual - expected| over
/// decades (1e-9 .. 1e1), the largest errors with their indices, and an
/// evenly spaced sample of (expected, actual). Tensors whose element counts
/// differ give an empty detail (the row's metrics already say why).
pub fn from_tensors(output: &str, actual: &tensors::HostTensor, expected: &tensors::HostTensor) -> OutputDetail {
    let mut detail = OutputDetail { output: output.to_string(), ..Default::default() };
    let (a, e) = (actual.to_f64_vec(), expected.to_f64_vec());
    if a.len() != e.len() || a.is_empty() {
        return detail;
    }
    detail.error_bin_edges = (-9..=1).map(|k| 10f64.powi(k)).collect();
    detail.error_bin_counts = vec![0; detail.error_bin_edges.len() + 1];
    let mut errors: Vec<(f64, usize)> = Vec::with_capacity(a.len());
    for (i, (x, y)) in a.iter().zip(&e).enumerate() {
        // A NaN on either side is the largest error there is.
        let err = if x.is_nan() || y.is_nan() { f64::INFINITY } else { (x - y).abs() };
        let bin = detail.error_bin_edges.iter().position(|edge| err <= *edge).unwrap_or(detail.error_bin_edges.len());
        detail.error_bin_counts[bin] += 1;
        errors.push((err, i));
    }
    errors.sort_by(|p, q| q.0.total_cmp(&p.0).then(p.1.cmp(&q.1)));
    detail.worst =
        errors.iter().take(WORST).map(|&(_, i)| WorstElement { index: unravel(i, &actual.shape), expected: e[i], actual: a[i] }).collect();
    let step = a.len().div_ceil(SAMPLE).max(1);
    detail.sample = (0..a.len()).step_by(step).map(|i| (e[i], a[i])).collect();
    detail
}

/// Flat (row-major) index to a multi-dimensional one.
fn unravel(mut flat: usize, shape: &[i64]) -> Vec<i64> {
    let mut index = vec![0i64; shape.len()];
    for (slot, &d) in index.iter_mut().zip(shape).rev() {
        let d = d.max(1) as usize;
        *slot = (flat % d) as i64;
        flat /= d;
    }
    index
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn detail_finds_the_worst_element_and_its_index() {
        let e = tensors::HostTensor::from_slice(&[2, 3], &[1.0f32, 2.0, 3.0, 4.0, 5.0, 6.0]).unwrap();
        let a = tensors::HostTensor::from_slice(&[2, 3], &[1.0f32, 2.0, 3.0, 4.0, 5.5, 6.0]).unwrap();
        let d = from_tensors("logits", &a, &e);
        assert_eq!(d.worst[0].index, vec![1, 1]);
        assert_eq!((d.worst[0].expected, d.worst[0].actual), (5.0, 5.5));
        assert_eq!(d.error_bin_counts.iter().sum::<u64>(), 6);
        // 0.5 falls in the (1e-1, 1e0] bin; the five exact elements in the first.
        assert_eq!(d.error_bin_counts[0], 5);
        assert_eq!(d.error_bin_counts[d.error_bin_edges.iter().position(|&x| x == 1.0).unwrap()], 1);
        assert_eq!(d.sample.len(), 6);
        assert!(from_tensors("x", &a, &tensors::HostTensor::scalar(1.0f32)).worst.is_empty());
    }
}
