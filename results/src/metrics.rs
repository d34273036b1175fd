//! What a comparison of one output against its baseline measured, and the
//! tolerance it was judged by. This is the record that travels in result
//! rows; the comparison that fills it lives in the `baselines` crate.
//!
//! Metrics may legitimately be NaN or infinite (the cosine of a zero
//! vector, the error of an output that overflowed). JSON has no such
//! numbers and serde_json writes them as `null`, which would then not read
//! back; every float here is written through [`finite_or_name`], which
//! spells non-finite values as the strings `"NaN"`, `"inf"` and `"-inf"`.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The rule whose verdict an output's is.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DecidingRule {
    /// Element-wise `|a - e| <= atol + rtol * |e|`.
    Allclose,
    /// RMSE against the float64 reference, relative to the baseline's own.
    F64Reference,
    /// Integers and booleans: every element equal.
    Exact,
    /// Not compared (a shape or dtype differs, the output is missing).
    #[default]
    #[serde(rename = "none")]
    NotCompared,
    /// The op tier: each element within a bound in units in the last place
    /// of the reference ([`OutputMetrics::ulp_bound`] says which). Rows
    /// written before the rule was typed named the bound itself here, and
    /// read as this.
    #[serde(other)]
    Ulp,
}

impl DecidingRule {
    pub fn as_str(self) -> &'static str {
        match self {
            DecidingRule::Allclose => "allclose",
            DecidingRule::F64Reference => "f64-reference",
            DecidingRule::Exact => "exact",
            DecidingRule::Ulp => "ulp",
            DecidingRule::NotCompared => "none",
        }
    }
}

impl std::fmt::Display for DecidingRule {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Per-output parity metrics, named as reports and dashboards show them.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct OutputMetrics {
    #[serde(with = "finite_or_name")]
    pub max_abs: f64,
    #[serde(with = "finite_or_name")]
    pub max_rel: f64,
    #[serde(with = "finite_or_name")]
    pub rmse: f64,
    #[serde(with = "finite_or_name")]
    pub cosine: f64,
    /// Fraction of elements outside `atol + rtol * |expected|`.
    #[serde(with = "finite_or_name")]
    pub mismatch_frac: f64,
    pub max_ulp: u64,
    /// Elements where exactly one side is NaN/Inf, or both are but differ.
    pub nan_mismatch: u64,
    /// For logits: fraction of positions whose argmax agrees.
    #[serde(default, skip_serializing_if = "Option::is_none", with = "finite_or_name::option")]
    pub top1_agree: Option<f64>,
    /// The tolerance this output was judged by.
    #[serde(with = "finite_or_name")]
    pub atol: f64,
    #[serde(with = "finite_or_name")]
    pub rtol: f64,
    /// The rule whose verdict this is.
    #[serde(default)]
    pub rule: DecidingRule,
    /// Under the op tier's ULP rule: the bound it applied, as the
    /// reference's class names it (`transcendental (4 ULP)`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ulp_bound: Option<String>,
    /// Both verdicts, where both were computed: the margin under allclose
    /// (always, for compared float outputs) and under the f64-reference
    /// rule (where a float64 reference was stored). With `--rule either`
    /// the output passes when either does, and `rule` names the one that
    /// decided.
    #[serde(default, skip_serializing_if = "Option::is_none", with = "finite_or_name::option")]
    pub allclose_margin: Option<f64>,
    /// Why the rule the run asked for (`--rule f64`) could not judge this
    /// output (no float64 reference, one from another recording, one that is
    /// NaN/Inf where the baseline is finite); `rule` names the one that did,
    /// and the run's figures count the definition (`results::tally`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rule_not_applied: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none", with = "finite_or_name::option")]
    pub f64_margin: Option<f64>,
    /// error / bound under the rule (<= 1 passes); how close a passing output came.
    #[serde(with = "finite_or_name")]
    pub margin: f64,
    pub passed: bool,
    /// For failing outputs: tolerance that would have passed (observed x 1.2).
    #[serde(default, skip_serializing_if = "Option::is_none", with = "finite_or_name::option")]
    pub suggested_atol: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none", with = "finite_or_name::option")]
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
    #[serde(default, skip_serializing_if = "Option::is_none", with = "finite_or_name::option")]
    pub rmse_vs_f64: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none", with = "finite_or_name::option")]
    pub baseline_rmse_vs_f64: Option<f64>,
    /// Where the f64-reference rule fails: the reference's RMS, the scale
    /// both RMSEs are read against. A baseline far off it relative to this scale
    /// ([`OutputMetrics::ill_conditioned`]) marks an output that rounding
    /// alone moves.
    #[serde(default, skip_serializing_if = "Option::is_none", with = "finite_or_name::option")]
    pub reference_rms: Option<f64>,
}

/// The baseline's own error against the float64 reference, relative to the
/// reference's RMS, past which an output is ill-conditioned: float32
/// rounding in a correct implementation already moves it by a percent, so
/// the f64 rule's "twice the baseline's error" compares two noisy figures.
pub const ILL_CONDITIONED: f64 = 1e-2;

impl OutputMetrics {
    /// A failed output that could not be compared element by element.
    pub fn failed(error: impl Into<String>) -> OutputMetrics {
        OutputMetrics { passed: false, margin: f64::MAX, rule: DecidingRule::NotCompared, error: Some(error.into()), ..Default::default() }
    }

    /// The baseline's RMSE against the float64 reference over the
    /// reference's RMS, where it reaches [`ILL_CONDITIONED`].
    pub fn ill_conditioned(&self) -> Option<f64> {
        let relative = self.baseline_rmse_vs_f64? / self.reference_rms.filter(|r| *r > 0.0)?;
        (relative >= ILL_CONDITIONED).then_some(relative)
    }

    /// The rule as a report names it: the ULP bound where one applied.
    pub fn rule_label(&self) -> &str {
        match (self.rule, &self.ulp_bound) {
            (DecidingRule::Ulp, Some(bound)) => bound,
            (rule, _) => rule.as_str(),
        }
    }
}

/// An allclose (or float64-rule) margin as people read it, `digits` after
/// the point. The comparison caps a margin at `f64::MAX` where a difference
/// meets a zero bound (integers and booleans are compared exactly): written
/// out, that is 309 digits (`1797693134862315708…`), so it reads `inf`
/// with the reason; a huge finite margin is written in exponent form.
pub fn margin_text(margin: f64, digits: usize) -> String {
    if margin.is_nan() {
        "NaN".into()
    } else if margin >= f64::MAX {
        "inf (a difference where the bound is 0: an exact comparison)".into()
    } else if margin.abs() >= 1e6 {
        format!("{margin:.digits$e}")
    } else {
        format!("{margin:.digits$}")
    }
}

/// Serde for `f64` that keeps NaN and infinities: finite values are JSON
/// numbers, the rest the strings `"NaN"`, `"inf"`, `"-inf"`.
pub mod finite_or_name {
    use super::*;

    #[derive(Serialize, Deserialize)]
    #[serde(untagged)]
    enum Repr {
        Number(f64),
        Name(String),
    }

    fn to_repr(v: f64) -> Repr {
        if v.is_finite() {
            Repr::Number(v)
        } else if v.is_nan() {
            Repr::Name("NaN".into())
        } else if v > 0.0 {
            Repr::Name("inf".into())
        } else {
            Repr::Name("-inf".into())
        }
    }

    fn from_repr<E: serde::de::Error>(r: Repr) -> Result<f64, E> {
        match r {
            Repr::Number(v) => Ok(v),
            Repr::Name(n) => match n.as_str() {
                "NaN" | "nan" => Ok(f64::NAN),
                "inf" | "+inf" | "Infinity" => Ok(f64::INFINITY),
                "-inf" | "-Infinity" => Ok(f64::NEG_INFINITY),
                _ => Err(E::custom(format!("`{n}` is not a number"))),
            },
        }
    }

    pub fn serialize<S: Serializer>(v: &f64, s: S) -> Result<S::Ok, S::Error> {
        to_repr(*v).serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<f64, D::Error> {
        // Journals written before this module spelled NaN as `null`.
        match Option::<Repr>::deserialize(d)? {
            Some(r) => from_repr(r),
            None => Ok(f64::NAN),
        }
    }

    /// A list of floats (a loss curve), each written as [`serialize`] writes one.
    pub mod vec {
        use super::*;

        pub fn serialize<S: Serializer>(v: &[f64], s: S) -> Result<S::Ok, S::Error> {
            s.collect_seq(v.iter().map(|x| to_repr(*x)))
        }

        pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<f64>, D::Error> {
            Vec::<Option<Repr>>::deserialize(d)?.into_iter().map(|r| r.map_or(Ok(f64::NAN), from_repr)).collect()
        }
    }

    pub mod option {
        use super::*;

        pub fn serialize<S: Serializer>(v: &Option<f64>, s: S) -> Result<S::Ok, S::Error> {
            v.map(to_repr).serialize(s)
        }

        pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<f64>, D::Error> {
            Option::<Repr>::deserialize(d)?.map(from_repr).transpose()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_margin_reads_short_whatever_its_size() {
        assert_eq!(margin_text(0.51234, 3), "0.512");
        assert_eq!(margin_text(f64::MAX, 3), "inf (a difference where the bound is 0: an exact comparison)");
        assert_eq!(margin_text(f64::INFINITY, 2), margin_text(f64::MAX, 2));
        assert_eq!(margin_text(2.5e9, 2), "2.50e9");
        assert_eq!(margin_text(f64::NAN, 3), "NaN");
    }

    #[test]
    fn a_loss_curve_keeps_nan_and_infinities() {
        let c = crate::LossCurve { device: vec![1.5, f64::INFINITY, f64::NAN], baseline: vec![f64::NEG_INFINITY], ..Default::default() };
        let text = serde_json::to_string(&c).unwrap();
        assert_eq!(text, r#"{"device":[1.5,"inf","NaN"],"baseline":["-inf"]}"#);
        let back: crate::LossCurve = serde_json::from_str(&text).unwrap();
        assert_eq!(back.device[..2], [1.5, f64::INFINITY]);
        assert!(back.device[2].is_nan() && back.baseline == [f64::NEG_INFINITY]);
        // Journals written before spelled NaN as null.
        let old: crate::LossCurve = serde_json::from_str(r#"{"device":[1.0,null]}"#).unwrap();
        assert!(old.device[1].is_nan());
    }

    #[test]
    fn non_finite_metrics_survive_a_json_round_trip() {
        let m = OutputMetrics {
            max_abs: f64::INFINITY,
            cosine: f64::NAN,
            margin: f64::NEG_INFINITY,
            suggested_atol: Some(f64::INFINITY),
            f64_margin: Some(f64::NAN),
            ..Default::default()
        };
        let text = serde_json::to_string(&m).unwrap();
        assert!(!text.contains("null"), "{text}");
        let back: OutputMetrics = serde_json::from_str(&text).unwrap();
        assert_eq!(back.max_abs, f64::INFINITY);
        assert!(back.cosine.is_nan() && back.f64_margin.unwrap().is_nan());
        assert_eq!(back.margin, f64::NEG_INFINITY);
        assert_eq!(back.suggested_atol, Some(f64::INFINITY));
        assert!(serde_json::from_str::<OutputMetrics>(&text.replace("\"NaN\"", "\"nope\"")).is_err());
    }
}
