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
pub fn manifest(m: &Manifest) -> Result<(), String> {
    crate::id::check("definition id", &m.id).map_err(|e| format!("id: {e}"))?;
    let mut seen = HashSet::with_capacity(m.arguments.len());
    for (i, a) in m.arguments.iter().enumerate() {
        if a.name.is_empty() {
            return Err(format!("argument {i}: the name is empty"));
        }
        if !seen.insert(a.name.as_str()) {
            return Err(format!("argument {i}: the name `{}` appears twice", a.name));
        }
        shape(&a.shape).map_err(|e| format!("argument `{}`: {e}", a.name))?;
        if let Some(f) = &a.fill {
            Fill::parse(f).map_err(|e| format!("argument `{}`: {e}", a.name))?;
        }
    }
    let mut seen = HashSet::with_capacity(m.outputs.len());
    for (i, o) in m.outputs.iter().enumerate() {
        if o.name.is_empty() {
            return Err(format!("output {i}: the name is empty"));
        }
        if !seen.insert(o.name.as_str()) {
            return Err(format!("output {i}: the name `{}` appears twice", o.name));
        }
        shape(&o.shape).map_err(|e| format!("output `{}`: {e}", o.name))?;
    }
    if let Some(t) = &m.tolerance {
        tolerance(t).map_err(|e| format!("[tolerance]: {e}"))?;
    }
    if let Some(d) = &m.dynamic {
        if d.bound <= 0 {
            return Err(format!("[dynamic]: bound must be positive, not {}", d.bound));
        }
        match m.arguments.iter().find(|a| a.name == d.length_argument) {
            None => return Err(format!("[dynamic]: length_argument `{}` is not an argument of the manifest", d.length_argument)),
            Some(a) if a.dtype != DType::I32 || !a.shape.is_empty() => {
                return Err(format!(
                    "[dynamic]: length_argument `{}` must be an i32 scalar (shape [], dtype i32), not {}{:?}",
                    d.length_argument,
                    a.dtype.name(),
                    a.shape
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
            return Err(format!(
                "[dynamic]: bound {} is not a dimension of any data argument ({}): the program takes its inputs padded to the bound, \
                 so the bound must be the padded size",
                d.bound,
                if padded.is_empty() { "there are none".to_string() } else { padded.join(", ") }
            ));
        }
    }
    Ok(())
}

/// atol and rtol, where given, must be finite and >= 0.
pub fn tolerance(t: &ToleranceOverride) -> Result<(), String> {
    for (name, v) in [("atol", t.atol), ("rtol", t.rtol)] {
        if let Some(x) = v {
            bound(x).map_err(|e| format!("{name} {e}"))?;
        }
    }
    Ok(())
}

/// One tolerance bound: finite and >= 0 (`-0.0` included).
pub fn bound(x: f64) -> Result<(), String> {
    if x.is_finite() && x >= 0.0 {
        Ok(())
    } else {
        Err(format!("= {x}: must be finite and >= 0"))
    }
}

fn shape(s: &[i64]) -> Result<(), String> {
    if let Some(d) = s.iter().find(|&&d| d < 0) {
        return Err(format!("shape {s:?} has the negative dimension {d}"));
    }
    tensors::element_count(s).map(|_| ()).ok_or_else(|| format!("shape {s:?} has more elements than fit in memory"))
}
