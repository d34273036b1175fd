//! What a comparison of one output against its baseline measured, and the
//! tolerance it was judged by. This is the record that travels in result
//! rows; the comparison that fills it lives beside it.

use serde::{Deserialize, Serialize};

/// Per-output parity metrics, named as reports and dashboards show them.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct OutputMetrics {
    pub max_abs: f64,
    pub max_rel: f64,
    pub rmse: f64,
    pub cosine: f64,
    /// Fraction of elements outside `atol + rtol * |expected|`.
    pub mismatch_frac: f64,
    pub max_ulp: u64,
    /// Elements where exactly one side is NaN/Inf, or both are but differ.
    pub nan_mismatch: u64,
    /// For logits: fraction of positions whose argmax agrees.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub top1_agree: Option<f64>,
    /// The tolerance this output was judged by.
    pub atol: f64,
    pub rtol: f64,
    /// Which rule judged it: `allclose` or `f64-reference`.
    #[serde(default)]
    pub rule: String,
    /// error / bound under the rule (<= 1 passes); how close a passing output came.
    pub margin: f64,
    pub passed: bool,
    /// For failing outputs: tolerance that would have passed (observed x 1.2).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub suggested_atol: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub suggested_rtol: Option<f64>,
    /// Elements compared.
    #[serde(default)]
    pub elements: u64,
    /// Why the output could not be compared element by element (shape or
    /// dtype differs from the baseline, output missing); such an output fails.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    /// Under the f64-reference rule: RMSE of this output against the float64
    /// reference, and of the baseline against it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rmse_vs_f64: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub baseline_rmse_vs_f64: Option<f64>,
}

impl OutputMetrics {
    /// A failed output that could not be compared element by element.
    pub fn failed(error: impl Into<String>) -> OutputMetrics {
        OutputMetrics { passed: false, margin: f64::MAX, rule: "none".into(), error: Some(error.into()), ..Default::default() }
    }
}
