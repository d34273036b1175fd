//! What `tpu-compat diverge` found for one definition: the evidence in its
//! `report.json`, one type for both shapes it takes, so the command that
//! writes it, `run --localize` (which prints a line from it) and the
//! dashboard's "Where it diverges" section read the same fields by name:
//!
//! - [`Localization::Plain`]: the program against the CPU plugin in float64
//!   (every watched value's errors and ratio, the origin op, the one-op repro);
//! - [`Localization::Sharded`]: a program over N devices against itself on
//!   one device (each value's per-device departure, the origin with its
//!   device and collectives).
//!
//! A report says which it is (`"kind": "plain" | "sharded"`). Ratios and
//! errors can be infinite or NaN (a device's `inf` where the CPU is finite),
//! which JSON numbers cannot hold: they are written as the strings `"inf"`,
//! `"-inf"` and `"nan"` ([`nonfinite`]), and `null` (how earlier reports wrote
//! them) reads back as infinite.

use crate::file_error::FileError;
use serde::{Deserialize, Serialize};
use std::path::PathBuf;

/// One `report.json` of `tpu-compat diverge`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Localization {
    Plain(Box<Plain>),
    Sharded(Box<Sharded>),
}

impl Localization {
    /// Reads a report; an error names the file and what is wrong.
    pub fn read(path: &std::path::Path) -> Result<Localization, FileError> {
        let text = std::fs::read_to_string(path).map_err(|source| FileError::Read { path: path.to_path_buf(), source })?;
        serde_json::from_str(&text).map_err(|source| FileError::Malformed {
            path: path.to_path_buf(),
            what: "a localization report",
            source,
        })
    }

    pub fn id(&self) -> &str {
        match self {
            Localization::Plain(p) => &p.id,
            Localization::Sharded(s) => &s.id,
        }
    }
}

/// How far one value is from the float64 reference on the device and on the CPU, and their ratio.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Errors {
    #[serde(with = "nonfinite")]
    pub device: f64,
    #[serde(with = "nonfinite")]
    pub cpu: f64,
    #[serde(with = "nonfinite")]
    pub ratio: f64,
}

/// One watched value.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Value {
    /// The name the program gives it (`%v26`, `%5#1`, `%silu.1.3` for an op inlined from `@silu`).
    pub name: String,
    /// Index of its op among `@main`'s top-level statements (calls inlined); not in the report.
    #[serde(skip)]
    pub statement: usize,
    /// Line of its op in the program as written (inside the helper, for an op of a called function).
    pub line: usize,
    pub op: String,
    #[serde(rename = "type")]
    pub ty: String,
    pub location: Option<String>,
    /// The function(s) the op was inlined from (`silu`, `gelu/_where`), for an op of a called function.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub function: Option<String>,
    /// Device and CPU errors against float64 and their ratio (absent where not measured).
    pub errors: Option<Errors>,
    /// The ratio over the elements a diverged output reads, where that is not all of them (a later
    /// `select` discards some); 0 where no diverged output reads the value at all. The origin is
    /// decided on this ratio where it is present.
    #[serde(default, skip_serializing_if = "Option::is_none", with = "nonfinite::option")]
    pub live_ratio: Option<f64>,
}

impl Value {
    /// The ratio the origin is decided on: over the elements an output reads.
    pub fn effective_ratio(&self) -> Option<f64> {
        self.live_ratio.or(self.errors.map(|e| e.ratio))
    }
}

/// The op where the divergence starts.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Origin {
    /// Index into [`Plain::values`].
    pub value: usize,
    pub name: String,
    /// Its line in the program as written (inside the helper, for an op of a called function).
    pub line: usize,
    pub op: String,
    pub operand_types: Vec<String>,
    pub result_types: Vec<String>,
    pub location: Option<String>,
    /// The function(s) the op was inlined from, for an op of a called function.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub function: Option<String>,
    /// Its ratio over the elements the diverged outputs read ([`Value::effective_ratio`]).
    #[serde(with = "nonfinite")]
    pub ratio: f64,
    /// The op's text as it stands in the program (as instrumented: calls inlined).
    pub text: String,
}

/// What a localization concluded.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Finding {
    /// An op diverged: [`Plain::origin`].
    Origin,
    /// Every watched value within the threshold: the device computes the program as well as the CPU.
    NoDivergence,
    /// No value could be watched (or measured).
    NothingWatched,
}

/// Whether the instrumented programs reproduce what the device computes for the program as written.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Reproduction {
    /// False when the device is the CPU plugin running the program as written (nothing to reproduce).
    pub checked: bool,
    /// Outputs of the uninstrumented device run that diverged (over the threshold), by index.
    pub diverged_outputs: Vec<usize>,
    /// Instrumented programs whose outputs did not reach the uninstrumented run's verdict.
    pub failed_batches: usize,
    /// Values that change the device's outputs when watched (`%name (line L, op)`): not measured.
    pub changes_outputs: Vec<String>,
}

impl Reproduction {
    /// Every instrumented program reproduced the device's own outputs.
    pub fn reproduced(&self) -> bool {
        self.failed_batches == 0
    }
}

/// Where the one-op repro was written.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ReproRef {
    /// The suite folder (run it with `--baselines <store>`).
    pub suite: PathBuf,
    pub id: String,
    pub store: PathBuf,
}

/// A program's localization against the CPU plugin in float64.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Plain {
    pub id: String,
    pub threshold: f64,
    pub finding: Finding,
    /// What the finding means, in words (for no origin: where a parity failure then lies).
    pub explanation: Option<String>,
    pub reproduction: Reproduction,
    pub values: Vec<Value>,
    pub origin: Option<Origin>,
    /// Indices of later values the divergence reached.
    pub chain: Vec<usize>,
    /// `@main`'s outputs (by index) the divergence reached.
    pub outputs_reached: Vec<usize>,
    /// Programs compiled (instrumented, and the device's program as written).
    pub compiles: usize,
    pub batches: usize,
    pub seconds: f64,
    /// Seconds compiling (the device's compile runs beside the CPU's two: the longer side counts).
    pub compile_seconds: f64,
    /// Values not watched (dynamic shapes, unreadable types), with the reason.
    pub unwatched: Vec<String>,
    /// Calls of the program's own functions inlined before instrumenting (their ops are watched).
    #[serde(default)]
    pub inlined_calls: usize,
    /// The one-op repro of the origin, where one was written.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub repro: Option<ReproRef>,
    /// Why no repro was written although there is an origin.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub repro_error: Option<String>,
}

/// One watched value of a sharded localization.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DeviceValue {
    pub name: String,
    /// Index of its op among `@main`'s top-level statements; not in the report.
    #[serde(skip)]
    pub statement: usize,
    pub line: usize,
    pub op: String,
    #[serde(rename = "type")]
    pub ty: String,
    /// Per device (partition order): its copy's largest difference from the one-device value,
    /// relative to the value's largest magnitude.
    #[serde(with = "nonfinite::vec")]
    pub per_device: Vec<f64>,
}

/// Where a sharded run departs.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DeviceOrigin {
    pub value: usize,
    pub name: String,
    pub line: usize,
    pub op: String,
    pub text: String,
    /// The device furthest off there (partition `k`), and its relative difference.
    pub device: usize,
    #[serde(with = "nonfinite")]
    pub error: f64,
    /// Devices whose copy departs there.
    pub devices: Vec<usize>,
    /// The collectives XLA made for this op in the partitioned program.
    pub collectives: Vec<String>,
}

/// A sharded program's localization over its devices against one device.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Sharded {
    pub id: String,
    pub devices: usize,
    pub tolerance: f64,
    pub values: Vec<DeviceValue>,
    pub origin: Option<DeviceOrigin>,
    /// Every collective of the partitioned program, with the op it was made for (`line: op`).
    pub collectives: Vec<String>,
    pub compiles: usize,
    pub batches: usize,
    pub seconds: f64,
}

/// Floats that may be infinite or NaN: finite ones as JSON numbers, the others as `"inf"`,
/// `"-inf"`, `"nan"`; `null` reads as infinite (earlier reports wrote a non-finite ratio so).
pub mod nonfinite {
    use serde::{Deserialize, Deserializer, Serializer};

    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Repr {
        Number(f64),
        Text(String),
    }

    fn from<E: serde::de::Error>(r: Option<Repr>) -> Result<f64, E> {
        match r {
            None => Ok(f64::INFINITY),
            Some(Repr::Number(x)) => Ok(x),
            Some(Repr::Text(t)) => match t.as_str() {
                "inf" => Ok(f64::INFINITY),
                "-inf" => Ok(f64::NEG_INFINITY),
                "nan" => Ok(f64::NAN),
                other => Err(E::custom(format!("`{other}` is not a number (nor inf, -inf, nan)"))),
            },
        }
    }

    pub fn serialize<S: Serializer>(x: &f64, s: S) -> Result<S::Ok, S::Error> {
        if x.is_finite() {
            s.serialize_f64(*x)
        } else if x.is_nan() {
            s.serialize_str("nan")
        } else if *x > 0.0 {
            s.serialize_str("inf")
        } else {
            s.serialize_str("-inf")
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<f64, D::Error> {
        from(Option::<Repr>::deserialize(d)?)
    }

    /// The same for an optional float (absent stays absent).
    pub mod option {
        use serde::{Deserialize, Deserializer, Serializer};

        pub fn serialize<S: Serializer>(x: &Option<f64>, s: S) -> Result<S::Ok, S::Error> {
            match x {
                Some(x) => super::serialize(x, s),
                None => s.serialize_none(),
            }
        }

        pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<f64>, D::Error> {
            match Option::<super::Repr>::deserialize(d)? {
                None => Ok(None),
                r => super::from(r).map(Some),
            }
        }
    }

    /// The same for a list of floats.
    pub mod vec {
        use serde::ser::SerializeSeq;
        use serde::{Deserialize, Deserializer, Serializer};

        pub fn serialize<S: Serializer>(xs: &[f64], s: S) -> Result<S::Ok, S::Error> {
            struct One(f64);
            impl serde::Serialize for One {
                fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                    super::serialize(&self.0, s)
                }
            }
            let mut seq = s.serialize_seq(Some(xs.len()))?;
            for &x in xs {
                seq.serialize_element(&One(x))?;
            }
            seq.end()
        }

        pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<f64>, D::Error> {
            Vec::<Option<super::Repr>>::deserialize(d)?.into_iter().map(super::from).collect()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plain() -> Plain {
        Plain {
            id: "m".into(),
            threshold: 100.0,
            finding: Finding::Origin,
            explanation: None,
            reproduction: Reproduction { checked: true, diverged_outputs: vec![0], failed_batches: 0, changes_outputs: vec![] },
            values: vec![Value {
                name: "%8".into(),
                statement: 0,
                line: 46,
                op: "stablehlo.divide".into(),
                ty: "tensor<4x8xf32>".into(),
                location: Some("jit(forward)/erfc".into()),
                function: None,
                errors: Some(Errors { device: f64::INFINITY, cpu: 3e-8, ratio: f64::INFINITY }),
                live_ratio: Some(0.05),
            }],
            origin: Some(Origin {
                value: 0,
                name: "%silu.1.1".into(),
                line: 114,
                op: "stablehlo.exponential".into(),
                operand_types: vec!["tensor<4x8xf32>".into()],
                result_types: vec!["tensor<4x8xf32>".into()],
                location: None,
                function: Some("silu".into()),
                ratio: 2.8e4,
                text: "%silu.1.1 = stablehlo.exponential %silu.1.0".into(),
            }),
            chain: vec![],
            outputs_reached: vec![0],
            compiles: 4,
            batches: 1,
            seconds: 1.0,
            compile_seconds: 0.9,
            unwatched: vec![],
            inlined_calls: 1,
            repro: Some(ReproRef { suite: "R".into(), id: "m.L114.exponential".into(), store: "R/store".into() }),
            repro_error: None,
        }
    }

    #[test]
    fn both_shapes_read_back_as_written_infinities_included() {
        let p = Localization::Plain(Box::new(plain()));
        let json = serde_json::to_string(&p).unwrap();
        assert!(json.contains("\"kind\":\"plain\"") && json.contains("\"ratio\":\"inf\""), "{json}");
        assert_eq!(serde_json::from_str::<Localization>(&json).unwrap(), p);
        let s = Localization::Sharded(Box::new(Sharded {
            id: "jit4".into(),
            devices: 4,
            tolerance: 1e-4,
            values: vec![DeviceValue {
                name: "%2".into(),
                statement: 0,
                line: 9,
                op: "stablehlo.reduce".into(),
                ty: "tensor<f32>".into(),
                per_device: vec![0.0, 0.5, f64::NAN, 0.0],
            }],
            origin: None,
            collectives: vec!["all-reduce for line 9 (stablehlo.reduce)".into()],
            compiles: 2,
            batches: 1,
            seconds: 0.5,
        }));
        let json = serde_json::to_string(&s).unwrap();
        let back: Localization = serde_json::from_str(&json).unwrap();
        let Localization::Sharded(b) = back else { panic!("{json}") };
        assert!(b.values[0].per_device[2].is_nan() && b.values[0].per_device[1] == 0.5 && b.id == "jit4");
    }

    #[test]
    fn earlier_nulls_read_as_infinite_and_junk_is_an_error() {
        let e: Errors = serde_json::from_str(r#"{"device": null, "cpu": 1e-8, "ratio": null}"#).unwrap();
        assert!(e.device.is_infinite() && e.ratio.is_infinite());
        assert!(serde_json::from_str::<Errors>(r#"{"device": "lots", "cpu": 1, "ratio": 1}"#).unwrap_err().to_string().contains("`lots`"));
        assert!(serde_json::from_str::<Localization>(r#"{"id": "m"}"#).is_err(), "a report says its kind");
        let tmp = tempfile::tempdir().unwrap();
        let path = tmp.path().join("report.json");
        std::fs::write(&path, "{").unwrap();
        assert!(Localization::read(&path).unwrap_err().to_string().contains("report.json: not a localization report"));
    }
}
