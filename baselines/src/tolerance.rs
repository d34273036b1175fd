//! The tolerance policy: which bound an output is judged by, and why.
//!
//! Floating outputs start from torch.testing's per-dtype defaults; a
//! committed override file (`baselines/tolerances.toml`) loosens them per
//! family or per definition, each entry with a reason; a definition's own
//! manifest may carry a `tolerance` too. Most specific wins:
//!
//! `dtype default < family (file) < manifest < definition (file)`
//!
//! The file's per-definition entry is last because it is the reviewed place
//! where the project records why one model needs more room. Integer and bool
//! outputs are always compared exactly: no override applies to them.
//!
//! Two rules exist. `allclose` passes when every element satisfies
//! `|a - e| <= atol + rtol * |e|`. `f64-reference` (PyTorch's benchmark
//! rule) needs a float64 reference stored beside the baseline and passes
//! when `RMSE(candidate, f64) <= m * RMSE(baseline, f64) + atol / 10`, with
//! m = 2 for f32/f64 and 3 for f16/bf16: it asks "no less accurate than the
//! baseline device" rather than "the same numbers as it".

use crate::compare::Bounds;
use crate::policy_error::{PolicyError, PolicyFileError};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use suites::ToleranceOverride;
use tensors::DType;

/// torch.testing's defaults (rtol, atol) per dtype; integers exact.
pub fn dtype_default(dtype: DType) -> Bounds {
    match dtype {
        DType::F32 => Bounds { atol: 1e-5, rtol: 1.3e-6 },
        DType::BF16 => Bounds { atol: 1e-5, rtol: 1.6e-2 },
        DType::F16 => Bounds { atol: 1e-5, rtol: 1e-3 },
        DType::F64 => Bounds { atol: 1e-7, rtol: 1e-7 },
        _ => Bounds::EXACT,
    }
}

/// The multiplier m of the f64-reference rule.
pub fn f64_multiplier(dtype: DType) -> f64 {
    match dtype {
        DType::F16 | DType::BF16 => 3.0,
        _ => 2.0,
    }
}

/// Which rule judges floating outputs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Rule {
    /// Element-wise `|a - e| <= atol + rtol * |e|`.
    Allclose,
    /// RMSE against the float64 reference, relative to the baseline's own
    /// (falls back to allclose where no reference was recorded).
    #[serde(rename = "f64-reference", alias = "f64")]
    F64Reference,
    /// The default: an output passes when it is within allclose *or* passes
    /// the f64-reference rule (where a float64 reference is stored). Two
    /// builds that differ by rounding but are equally accurate against
    /// float64 are not a parity failure; the row records which rule decided.
    #[default]
    Either,
}

impl Rule {
    pub fn as_str(self) -> &'static str {
        match self {
            Rule::Allclose => "allclose",
            Rule::F64Reference => "f64-reference",
            Rule::Either => "either",
        }
    }

    /// Whether the rule reads the float64 reference.
    pub fn uses_f64(self) -> bool {
        matches!(self, Rule::F64Reference | Rule::Either)
    }
}

/// A name that is no tolerance [`Rule`].
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("unknown tolerance rule `{0}` (expected allclose, f64 or either)")]
pub struct UnknownRule(pub String);

impl std::str::FromStr for Rule {
    type Err = UnknownRule;
    fn from_str(s: &str) -> Result<Rule, UnknownRule> {
        match s {
            "allclose" => Ok(Rule::Allclose),
            "f64-reference" | "f64" => Ok(Rule::F64Reference),
            "either" => Ok(Rule::Either),
            _ => Err(UnknownRule(s.to_string())),
        }
    }
}

/// One entry of the override file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OverrideEntry {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub atol: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rtol: Option<f64>,
    /// Why this model or family needs a looser bound (required).
    pub reason: String,
    /// The outputs (by name, as rows name them) the entry applies to; empty:
    /// every output. An output whose value is rounding noise by its maths
    /// is loosened alone, the rest of the definition keeps its bound.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub outputs: Vec<String>,
}

impl OverrideEntry {
    fn covers(&self, output: &str) -> bool {
        self.outputs.is_empty() || self.outputs.iter().any(|o| o == output)
    }
}

/// `baselines/tolerances.toml`: `[family.NAME]` and `[definition.ID]` tables.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OverrideFile {
    #[serde(default)]
    pub family: BTreeMap<String, OverrideEntry>,
    #[serde(default)]
    pub definition: BTreeMap<String, OverrideEntry>,
}

impl OverrideFile {
    /// The committed file: `baselines/tolerances.toml` under the data root ([`host_io::paths`]).
    pub fn committed_path() -> PathBuf {
        host_io::paths::data_path("baselines/tolerances.toml")
    }

    /// Reads and checks an override file; the error names the file and entry.
    pub fn load(path: &Path) -> Result<OverrideFile, PolicyFileError> {
        let text = host_io::read::string(path).map_err(|source| PolicyFileError::Read { path: path.to_path_buf(), source })?;
        OverrideFile::parse(&text).map_err(|source| PolicyFileError::Invalid { path: path.to_path_buf(), source })
    }

    /// Parses and checks the text of an override file.
    pub fn parse(text: &str) -> Result<OverrideFile, PolicyError> {
        let file: OverrideFile = toml::from_str(text).map_err(|e| PolicyError::ToleranceSyntax(e.to_string()))?;
        for (kind, table) in [("family", &file.family), ("definition", &file.definition)] {
            for (name, entry) in table {
                let ok = |v: Option<f64>| v.is_none_or(|x| x.is_finite() && x >= 0.0);
                if !ok(entry.atol) || !ok(entry.rtol) {
                    return Err(PolicyError::Bound { kind, name: name.clone() });
                }
                if entry.reason.trim().is_empty() {
                    return Err(PolicyError::NoReason { kind, name: name.clone() });
                }
            }
        }
        Ok(file)
    }
}

/// The rule and the overrides a run judges by.
#[derive(Debug, Clone, Default)]
pub struct Policy {
    pub rule: Rule,
    pub overrides: OverrideFile,
}

impl Policy {
    /// The committed override file with the given rule (an absent file means no overrides).
    pub fn committed(rule: Rule) -> Result<Policy, PolicyFileError> {
        let path = OverrideFile::committed_path();
        let overrides = if path.is_file() { OverrideFile::load(&path)? } else { OverrideFile::default() };
        Ok(Policy { rule, overrides })
    }

    /// The bound for one output of a definition, and where it came from.
    pub fn resolve(&self, dtype: DType, family: &str, definition_id: &str, output: &str, manifest: Option<&ToleranceOverride>) -> Resolved {
        let mut bounds = dtype_default(dtype);
        let mut source = format!("default {dtype}");
        if !dtype.is_float() {
            return Resolved { bounds, source: format!("exact ({dtype})") };
        }
        let mut apply = |atol: Option<f64>, rtol: Option<f64>, what: String| {
            if atol.is_none() && rtol.is_none() {
                return;
            }
            bounds.atol = atol.unwrap_or(bounds.atol);
            bounds.rtol = rtol.unwrap_or(bounds.rtol);
            source = what;
        };
        if let Some(e) = self.overrides.family.get(family).filter(|e| e.covers(output)) {
            apply(e.atol, e.rtol, format!("family {family} (tolerances.toml: {})", e.reason));
        }
        if let Some(m) = manifest {
            apply(m.atol, m.rtol, "manifest".to_string());
        }
        if let Some(e) = self.overrides.definition.get(definition_id).filter(|e| e.covers(output)) {
            apply(e.atol, e.rtol, format!("definition {definition_id} (tolerances.toml: {})", e.reason));
        }
        Resolved { bounds, source }
    }
}

/// A resolved bound and a short description of its origin.
#[derive(Debug, Clone, PartialEq)]
pub struct Resolved {
    pub bounds: Bounds,
    pub source: String,
}

/// Tolerance that would have passed: the observed error x 1.2.
pub fn suggest(observed: f64) -> f64 {
    let s = observed * 1.2;
    if s.is_finite() {
        s
    } else {
        f64::MAX
    }
}
