//! Reverse-mode automatic differentiation over the builder's tape.
//!
//! A program is built with [`Builder::with_tape`]; [`grad`] then walks the
//! recorded ops backwards from a scalar loss and emits each op's
//! vector-Jacobian product with the builder's own methods (so the gradient
//! program is StableHLO text of the same generic form, parsed by the same
//! plugins). Only ops on a path from a `wrt` value to the loss are
//! differentiated: constant subgraphs (RoPE tables, masks, position ids)
//! cost nothing. The per-op rules live in [`rules`]; an op without one is an
//! error naming the op, never a silently wrong gradient.

mod rules;

use crate::error::{refused, GenerateError};
use crate::hlo::{Builder, V};
use std::collections::{HashMap, HashSet};

/// Gradients of the scalar float `loss` with respect to each of `wrt`, in
/// order (zeros for a value the loss does not depend on). `b` must have
/// been made with [`Builder::with_tape`], and `wrt` must be values it built.
pub fn grad(b: &mut Builder, loss: &V, wrt: &[&V]) -> Result<Vec<V>, GenerateError> {
    if !b.taping() {
        return Err(refused("grad: the builder records no tape (make it with Builder::with_tape)"));
    }
    if !loss.shape().is_empty() || !loss.dtype().is_float() {
        return Err(refused(format!("grad: the loss must be a float scalar, not {}", loss.ty.mlir())));
    }
    let nodes = b.tape().to_vec();
    // Forward: which values depend on a `wrt` value.
    let mut active: HashSet<String> = wrt.iter().map(|v| v.id.clone()).collect();
    for n in &nodes {
        if n.inputs.iter().any(|v| active.contains(&v.id)) {
            for o in &n.outputs {
                if o.dtype().is_float() {
                    active.insert(o.id.clone());
                }
            }
        }
    }
    let mut cot: HashMap<String, V> = HashMap::new();
    if active.contains(&loss.id) {
        let one = b.scalar(1.0, loss.dtype());
        cot.insert(loss.id.clone(), one);
    }
    for n in nodes.iter().rev() {
        let couts: Vec<Option<V>> = n.outputs.iter().map(|o| cot.get(&o.id).cloned()).collect();
        if couts.iter().all(Option::is_none) {
            continue;
        }
        let act: Vec<bool> = n.inputs.iter().map(|v| active.contains(&v.id) && v.dtype().is_float()).collect();
        if !act.iter().any(|a| *a) {
            continue;
        }
        let cins = rules::vjp(b, n, &couts, &act).map_err(|e| format!("grad of `{}` ({}): {e}", n.name, n.outputs[0].id))?;
        for ((input, c), a) in n.inputs.iter().zip(cins).zip(&act) {
            let (Some(c), true) = (c, *a) else { continue };
            if c.shape() != input.shape() {
                return Err(refused(format!(
                    "grad of `{}`: the rule gave a {} cotangent for a {} operand",
                    n.name,
                    c.ty.mlir(),
                    input.ty.mlir()
                )));
            }
            let c = b.convert(&c, input.dtype());
            let sum = match cot.remove(&input.id) {
                Some(prev) => b.add(&prev, &c),
                None => c,
            };
            cot.insert(input.id.clone(), sum);
        }
    }
    Ok(wrt
        .iter()
        .map(|w| match cot.get(&w.id) {
            Some(g) => g.clone(),
            None => b.full(0.0, w.dtype(), w.shape()),
        })
        .collect())
}

/// The op names [`grad`] has a rule for (zero-gradient ops included).
pub fn differentiable_ops() -> &'static [&'static str] {
    rules::OPS
}
