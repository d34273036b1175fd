//! What a manifest must satisfy beyond its serde form, checked once when a
//! `model.toml` is read so that a bad file is an error naming the file and
//! the field, never a run that quietly judges something else:
//!
//! - the id is a safe file name ([`crate::id::check`]);
//! - argument and output names are non-empty and unique;
//! - shapes have no negative dimension and an element count that fits;
//! - every `fill` parses, with finite parameters;
//! - `[tolerance]` atol and rtol are finite and >= 0 (a NaN bound would pass
//!   any difference, since every comparison with NaN is false);
//! - `[dynamic]` has a positive bound and names an argument of the manifest,
//!   and the bound is the padded size the program takes: some data argument
//!   has a dimension of exactly the bound (a bound of 32 on a 16-wide
//!   program would "pass" lengths 20 and 32 on a program that never saw
//!   them, and a bound of 99999999999 would sweep until the timeout).
//!
//! Whether the safetensors files provide the weights is the loader's check
//! ([`crate::byo::load`]): it needs the files.

use crate::definition::{Manifest, ToleranceOverride};
use crate::fill::Fill;
use std::collections::HashSet;
use tensors::DType;

/// The first problem of a manifest, as `field: what is wrong`.
pub fn manifest(m: &Manifest) -> Result<(), ManifestError> {
    crate::id::check("definition id", &m.id).map_err(|e| at("id", e))?;
    let mut seen = HashSet::with_capacity(m.arguments.len());
    for (i, a) in m.arguments.iter().enumerate() {
        if a.name.is_empty() {
            return Err(at(format!("argument {i}"), "the name is empty"));
        }
        if !seen.insert(a.name.as_str()) {
            return Err(at(format!("argument {i}"), format!("the name `{}` appears twice", a.name)));
        }
        shape(&a.shape).map_err(|e| at(format!("argument `{}`", a.name), e))?;
        if let Some(f) = &a.fill {
            Fill::parse(f).map_err(|e| at(format!("argument `{}`", a.name), e))?;
        }
    }
    let mut seen = HashSet::with_capacity(m.outputs.len());
    for (i, o) in m.outputs.iter().enumerate() {
        if o.name.is_empty() {
            return Err(at(format!("output {i}"), "the name is empty"));
        }
        if !seen.insert(o.name.as_str()) {
            return Err(at(format!("output {i}"), format!("the name `{}` appears twice", o.name)));
        }
        shape(&o.shape).map_err(|e| at(format!("output `{}`", o.name), e))?;
    }
    if let Some(t) = &m.tolerance {
        tolerance(t)?;
    }
    if let Some(d) = &m.dynamic {
        if d.bound <= 0 {
            return Err(at("[dynamic]", format!("bound must be positive, not {}", d.bound)));
        }
        match m.arguments.iter().find(|a| a.name == d.length_argument) {
            None => return Err(at("[dynamic]", format!("length_argument `{}` is not an argument of the manifest", d.length_argument))),
            Some(a) if a.dtype != DType::I32 || !a.shape.is_empty() => {
                return Err(at(
                    "[dynamic]",
                    format!(
                        "length_argument `{}` must be an i32 scalar (shape [], dtype i32), not {}{:?}",
                        d.length_argument,
                        a.dtype.name(),
                        a.shape
                    ),
                ))
            }
            Some(_) => {}
        }
        let padded: Vec<String> = m
            .arguments
            .iter()
            .filter(|a| a.role == crate::definition::Role::Data && a.name != d.length_argument)
            .map(|a| format!("`{}` {:?}", a.name, a.shape))
            .collect();
        let fits = m
            .arguments
            .iter()
            .any(|a| a.role == crate::definition::Role::Data && a.name != d.length_argument && a.shape.contains(&d.bound));
        if !fits {
            return Err(at(
                "[dynamic]",
                format!(
                    "bound {} is not a dimension of any data argument ({}): the program takes its inputs padded to the bound, \
                     so the bound must be the padded size",
                    d.bound,
                    if padded.is_empty() { "there are none".to_string() } else { padded.join(", ") }
                ),
            ));
        }
    }
    Ok(())
}

/// atol and rtol, where given, must be finite and >= 0.
pub fn tolerance(t: &ToleranceOverride) -> Result<(), ManifestError> {
    for (name, v) in [("atol", t.atol), ("rtol", t.rtol)] {
        if let Some(x) = v {
            bound(x).map_err(|e| at("[tolerance]", format!("{name} {e}")))?;
        }
    }
    Ok(())
}

/// One tolerance bound: finite and >= 0 (`-0.0` included).
pub fn bound(x: f64) -> Result<(), BadBound> {
    if x.is_finite() && x >= 0.0 {
        Ok(())
    } else {
        Err(BadBound(x))
    }
}

/// A tolerance bound that is negative, infinite or NaN; its message reads
/// after the bound's name (`atol = -1: ...`).
#[derive(Debug, Clone, Copy, PartialEq, thiserror::Error)]
#[error("= {0}: must be finite and >= 0")]
pub struct BadBound(pub f64);

/// The first problem of a manifest: the field (`id`, `argument 2`,
/// `output `logits``, `[tolerance]`, `[dynamic]`) and what is wrong with it.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{field}: {problem}")]
pub struct ManifestError {
    pub field: String,
    pub problem: String,
}

fn at(field: impl Into<String>, problem: impl std::fmt::Display) -> ManifestError {
    ManifestError { field: field.into(), problem: problem.to_string() }
}

/// A shape no tensor can have.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
enum BadShape {
    #[error("shape {shape:?} has the negative dimension {dim}")]
    Negative { shape: Vec<i64>, dim: i64 },
    #[error("shape {0:?} has more elements than fit in memory")]
    TooLarge(Vec<i64>),
}

fn shape(s: &[i64]) -> Result<(), BadShape> {
    if let Some(&dim) = s.iter().find(|&&d| d < 0) {
        return Err(BadShape::Negative { shape: s.to_vec(), dim });
    }
    tensors::element_count(s).map(|_| ()).ok_or_else(|| BadShape::TooLarge(s.to_vec()))
}
