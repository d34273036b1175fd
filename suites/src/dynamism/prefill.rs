//! Prefill programs of a causal LLM spec, built with the zoo's decoder
//! family builder (the sequence length is part of its config) and three
//! outputs on top that make the real length matter:
//!
//! - `logits` [B, S, V] for every position (S = L, or the bound with the
//!   positions past the real length zeroed); a sweep compares the first L.
//! - `last_logits` [B, V]: the last real token's logits (`dynamic_slice` at
//!   `length - 1` in the bounded program), what generation reads.
//! - `pooled_logits` [B, V]: the mean of the logits over the real positions,
//!   a sequence-level reduction. Causal attention alone hides padding from
//!   every real position, so without this output a program that ignored
//!   the real length entirely would still pass; the reduction is where a
//!   length bug shows.
//!
//! The bounded program reduces over the sequence with `set_dimension_size`
//! (the plugin's dynamic padder is exact for `reduce`, see [`super::ops`]);
//! attention uses the zoo's length handling (dynamic key size plus an
//! explicit `iota < length` mask). [`Prefill::Leaky`] is the same program
//! with a bug planted on purpose: its reduction ignores the real length.

use super::ops::zero_padding;
use crate::definition::{Definition, DynamicSpec, OutputKind};
use crate::error::{refused, GenerateError};
use crate::hlo::{Builder, Reduction, V};
use crate::spec::Spec;
use crate::zoo::blocks::compute_dtype;
use crate::zoo::families;
use tensors::DType;

/// Name of the i32 scalar argument carrying the real length.
pub const LENGTH_ARGUMENT: &str = "length";

/// Which prefill program to build.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Prefill {
    /// The unpadded program at exactly this length: the baseline.
    Static(i64),
    /// Padded to the spec's bound, real length as an argument.
    Bounded,
    /// Like `Bounded`, but the sequence reduction (and attention) ignore the
    /// real length: padding leaks in at every length below the bound.
    Leaky,
}

/// The bound of a spec, or an error naming it.
pub fn bound_of(spec: &Spec) -> Result<i64, GenerateError> {
    match spec.bound {
        Some(b) if b >= 1 => Ok(b),
        Some(b) => Err(refused(format!("{}: bound {b} must be at least 1", spec.id))),
        None => Err(refused(format!("{}: no sequence bound (not a dynamism definition)", spec.id))),
    }
}

/// Builds the prefill program `which` of a causal LLM spec.
pub fn prefill(spec: &Spec, which: Prefill) -> Result<Definition, GenerateError> {
    let bound = bound_of(spec)?;
    if families::kind(&spec.family) != Some(families::Kind::CausalLm) {
        return Err(refused(format!("{}: family `{}` is not a causal LLM", spec.id, spec.family)));
    }
    let mut cfg = spec.config.clone();
    let mut b = Builder::new();
    let (id, outs, dynamic) = match which {
        Prefill::Static(l) => {
            if !(1..=bound).contains(&l) {
                return Err(refused(format!("{}: length {l} outside 1..={bound}", spec.id)));
            }
            cfg.seq = l;
            let outs = families::emit(&mut b, &spec.family, &cfg, spec.dtype, None)?;
            let logits = first_logits(&outs, &spec.id)?;
            let last = b.slice_dim(&logits, 1, l - 1, l);
            let last = b.reshape(&last, &[cfg.batch, cfg.vocab]);
            let n = b.scalar(l as f64, DType::I32);
            let pooled = mean_over_sequence(&mut b, &logits, &n);
            (format!("{}.len{l}", spec.id), vec![logits, last, pooled], None)
        }
        Prefill::Bounded | Prefill::Leaky => {
            cfg.seq = bound;
            let leaky = which == Prefill::Leaky;
            let outs = families::emit(&mut b, &spec.family, &cfg, spec.dtype, (!leaky).then_some(bound))?;
            let length = if leaky {
                b.data(LENGTH_ARGUMENT, DType::I32, &[], &format!("constant({bound})"))
            } else {
                argument(&b, LENGTH_ARGUMENT).ok_or_else(|| format!("{}: the decoder builder made no `length` argument", spec.id))?
            };
            let logits = first_logits(&outs, &spec.id)?;
            let logits_out = zero_padding(&mut b, &logits, &length, 1);
            let one = b.scalar(1.0, DType::I32);
            let at = b.sub(&length, &one);
            let zero = b.scalar(0.0, DType::I32);
            let last = b.dynamic_slice(&logits, &[&zero, &at, &zero], &[cfg.batch, 1, cfg.vocab]);
            let last = b.reshape(&last, &[cfg.batch, cfg.vocab]);
            let pooled = if leaky {
                mean_over_sequence(&mut b, &logits, &length)
            } else {
                let dynamic = b.set_dimension_size(&logits, &length, 1);
                mean_over_sequence(&mut b, &dynamic, &length)
            };
            let suffix = if leaky { ".leaky" } else { "" };
            let dynamic = Some(DynamicSpec { bound, length_argument: LENGTH_ARGUMENT.into() });
            (format!("{}{suffix}", spec.id), vec![logits_out, last, pooled], dynamic)
        }
    };
    let names = [("logits", OutputKind::Logits), ("last_logits", OutputKind::Logits), ("pooled_logits", OutputKind::Features)];
    let named: Vec<(String, V, OutputKind)> = names.iter().zip(outs).map(|((n, k), v)| (n.to_string(), v, *k)).collect();
    Ok(definition(spec, &id, &b, &named, dynamic, "prefill"))
}

/// The first output of a causal LLM family: its logits [B, S, V].
fn first_logits(outs: &families::Outputs, id: &str) -> Result<V, GenerateError> {
    match outs.first() {
        Some((_, v, _)) if v.rank() == 3 => Ok(v.clone()),
        _ => Err(refused(format!("{id}: the decoder builder returned no [B, S, V] logits"))),
    }
}

/// An argument the family builder declared, as a value.
pub(crate) fn argument(b: &Builder, name: &str) -> Option<V> {
    b.args.iter().find(|a| a.name == name).map(|a| V { id: a.ssa.clone(), ty: a.ty.clone() })
}

/// Sum over dim 1 divided by `n` (an i32 scalar), in the compute dtype. The
/// static and bounded programs share this exact formulation (divide by a
/// converted i32) so that at length = bound they agree bit for bit.
fn mean_over_sequence(b: &mut Builder, x: &V, n: &V) -> V {
    let dt = x.dtype();
    let xf = b.convert(x, compute_dtype(dt));
    let s = b.reduce(&xf, &[1], Reduction::Sum);
    let nf = b.convert(n, compute_dtype(dt));
    let m = b.div(&s, &nf);
    b.convert(&m, dt)
}

/// Wraps a built program into a definition whose manifest mirrors `spec::generate`.
pub(crate) fn definition(
    spec: &Spec,
    id: &str,
    b: &Builder,
    outs: &[(String, V, OutputKind)],
    dynamic: Option<DynamicSpec>,
    program_kind: &str,
) -> Definition {
    let refs: Vec<&V> = outs.iter().map(|(_, v, _)| v).collect();
    // A value still dynamic at `@main`'s return would come back short; every
    // output here is static by construction (reductions and slices drop the
    // dynamic dimension), checked by the tests.
    let text = b.finish(&id.replace(['-', '.'], "_"), &refs);
    let mut def = crate::zoo::definition_from(id, &spec.family, spec.seed, text, b, outs);
    let m = &mut def.manifest;
    m.task = "causal-lm".into();
    m.dynamic = dynamic;
    m.source.insert("generator".to_string(), format!("suites::dynamism {}", env!("CARGO_PKG_VERSION")));
    m.source.insert("config".to_string(), spec.config.to_compact_json());
    m.source.insert("program".to_string(), program_kind.to_string());
    m.source.insert("catalog_id".to_string(), spec.id.clone());
    def
}
