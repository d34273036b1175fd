//! Inputs of a bounded program that agree with a static program's inputs:
//! every argument the two share by name takes the static program's values
//! in its leading block (the first L tokens, the first L rows of a position
//! table, the first C cache entries) and the bounded program's own seeded
//! fill after it, so the padding is real, varied data (random tokens, not
//! zeros) that any leak of padding into the outputs makes visible. The
//! length argument takes the real length.

use crate::definition::Definition;
use crate::error::{refused, GenerateError};
use tensors::HostTensor;

/// `filled` with its leading block (the shape of `prefix`) replaced by `prefix`.
pub fn pad_prefix(prefix: &HostTensor, filled: &HostTensor) -> Result<HostTensor, GenerateError> {
    if prefix.dtype != filled.dtype || prefix.shape.len() != filled.shape.len() {
        return Err(refused(format!("cannot place {} inside {}", prefix.type_string(), filled.type_string())));
    }
    if prefix.shape.iter().zip(&filled.shape).any(|(p, f)| *p < 0 || p > f) {
        return Err(refused(format!("{} does not fit inside {}", prefix.type_string(), filled.type_string())));
    }
    let es = filled.dtype.size();
    let count = |s: &[i64]| s.iter().map(|&d| d as usize).product::<usize>();
    if prefix.data.len() != count(&prefix.shape) * es || filled.data.len() != count(&filled.shape) * es {
        return Err(refused(format!("{} or {} does not hold its shape's bytes", prefix.type_string(), filled.type_string())));
    }
    let mut out = filled.clone();
    let rank = prefix.shape.len();
    if count(&prefix.shape) == 0 {
        return Ok(out);
    }
    // Copy row by row along the innermost dimension.
    let row = prefix.shape.last().map(|&d| d as usize).unwrap_or(1) * es;
    let outer: Vec<usize> = prefix.shape.iter().take(rank.saturating_sub(1)).map(|&d| d as usize).collect();
    let mut idx = vec![0usize; outer.len()];
    let rows = outer.iter().product::<usize>();
    for _ in 0..rows {
        // Flat offsets of this row in both tensors (row-major).
        let (mut po, mut fo) = (0usize, 0usize);
        for (i, &ix) in idx.iter().enumerate() {
            po = po * prefix.shape[i] as usize + ix;
            fo = fo * filled.shape[i] as usize + ix;
        }
        let (pl, fl) = match (prefix.shape.last(), filled.shape.last()) {
            (Some(&p), Some(&f)) => (p as usize, f as usize),
            _ => (1, 1),
        };
        let (ps, fs) = (po * pl * es, fo * fl * es);
        out.data[fs..fs + row].copy_from_slice(&prefix.data[ps..ps + row]);
        // Next multi-index.
        for i in (0..idx.len()).rev() {
            idx[i] += 1;
            if idx[i] < outer[i] {
                break;
            }
            idx[i] = 0;
        }
    }
    Ok(out)
}

/// The bounded program's inputs at real length `length`, agreeing with
/// `static_inputs` (the static program's, in its `@main` order).
pub fn bounded_inputs(
    bounded: &Definition,
    static_def: &Definition,
    static_inputs: &[HostTensor],
    length: i64,
) -> Result<Vec<HostTensor>, GenerateError> {
    let own = bounded.inputs()?;
    let length_arg = bounded.manifest.dynamic.as_ref().map(|d| d.length_argument.as_str());
    let mut out = Vec::with_capacity(own.len());
    for (a, filled) in bounded.manifest.arguments.iter().zip(own) {
        if Some(a.name.as_str()) == length_arg {
            let v = i32::try_from(length).map_err(|_| format!("length {length} does not fit in i32"))?;
            out.push(HostTensor::from_slice(&[], &[v]).map_err(|e| e.to_string())?);
            continue;
        }
        match static_def.manifest.arguments.iter().position(|s| s.name == a.name) {
            Some(i) => {
                let s = static_inputs.get(i).ok_or_else(|| format!("static input `{}` missing", a.name))?;
                out.push(pad_prefix(s, &filled).map_err(|e| format!("argument `{}`: {e}", a.name))?);
            }
            None => out.push(filled),
        }
    }
    Ok(out)
}
