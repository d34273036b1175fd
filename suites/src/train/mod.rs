//! Training steps: one program per definition that takes the parameters,
//! the optimizer state, a step counter and a batch, and returns the loss
//! and the updated parameters, state and counter:
//!
//! `(params..., state..., step, batch...) -> (loss, params'..., state'..., step')`
//!
//! Every parameter, state and step argument carries `tf.aliasing_output = N`
//! (N: the output it becomes), as `jax.jit(step, donate_argnums=...)` exports
//! do, so a runner can feed outputs back as the next step's arguments. The
//! forward pass is a zoo family built on a taping builder, the gradients come
//! from [`crate::autodiff`], the loss from [`loss`] (in f32 whatever the
//! model's dtype), the update from [`optim`].

pub mod loss;
pub mod optim;

pub use optim::Optimizer;

use crate::autodiff;
use crate::definition::{OutputKind, Role};
use crate::error::GenerateError;
use crate::hlo::{Builder, V};
use crate::spmd::Layout;
use crate::zoo::{self, families, Model};
use std::collections::BTreeMap;

/// Weights that are buffers, not parameters: they flow through a step unchanged.
fn frozen(name: &str) -> bool {
    name.ends_with(".running_mean") || name.ends_with(".running_var")
}

/// Builds the training step of `spec` under `opt`, laid out as `sharding` where given.
pub fn generate(model: Model<'_>, opt: &Optimizer, sharding: Option<&Layout>) -> Result<crate::Definition, GenerateError> {
    model.config.validate().map_err(|e| format!("config: {e}"))?;
    let mut b = Builder::with_tape();
    let outs = families::emit(&mut b, model.family, model.config, model.dtype, None)?;
    let (loss, loss_kind) = loss::for_family(&mut b, model.family, &outs)?;
    // Parameters: the float weights the family declared, in declaration order.
    let weights: Vec<crate::hlo::Arg> = b.args.iter().filter(|a| a.role == Role::Weight).cloned().collect();
    let value = |a: &crate::hlo::Arg| V { id: a.ssa.clone(), ty: a.ty.clone() };
    let trained: Vec<&crate::hlo::Arg> = weights.iter().filter(|a| a.ty.dtype.is_float() && !frozen(&a.name)).collect();
    let wrt: Vec<V> = trained.iter().map(|a| value(a)).collect();
    let refs: Vec<&V> = wrt.iter().collect();
    let grads = autodiff::grad(&mut b, &loss, &refs)?;
    let update = optim::apply(&mut b, opt, &wrt, &grads);
    // Outputs: loss, then each weight argument's next value, in `@main` order.
    let mut next: BTreeMap<String, V> = BTreeMap::new();
    for (a, p) in trained.iter().zip(&update.params) {
        next.insert(a.ssa.clone(), p.clone());
    }
    for (s, v) in update.state.iter() {
        next.insert(s.ssa_of.clone(), v.clone());
    }
    next.insert(update.step_in.id.clone(), update.step.clone());
    let ordered = b.ordered_args();
    let mut results: Vec<(String, V, OutputKind)> = vec![("loss".into(), loss.clone(), OutputKind::Features)];
    let mut aliases = Vec::new();
    for a in ordered.iter().filter(|a| a.role == Role::Weight) {
        let v = next.get(&a.ssa).cloned().unwrap_or_else(|| value(a));
        aliases.push((value(a), results.len()));
        results.push((a.name.clone(), v, OutputKind::Features));
    }
    for (arg, out) in &aliases {
        b.set_arg_attrs(arg, &format!("tf.aliasing_output = {out} : i32"));
    }
    if let Some(layout) = sharding {
        let named: Vec<(String, V)> = results.iter().map(|(n, v, _)| (n.clone(), v.clone())).collect();
        crate::spmd::annotate(&mut b, model, layout, &named)?;
    }
    let refs: Vec<&V> = results.iter().map(|(_, v, _)| v).collect();
    let text = b.finish(&model.id.replace(['-', '.'], "_"), &refs);
    let mut def = zoo::definition_from(model.id, model.family, model.seed, text, &b, &results);
    def.manifest.task = "train-step".into();
    let mut source = BTreeMap::new();
    source.insert("generator".to_string(), format!("suites {}", env!("CARGO_PKG_VERSION")));
    source.insert("config".to_string(), model.config.to_compact_json());
    source.insert("loss".to_string(), loss_kind.to_string());
    source.insert("aliasing".to_string(), "every weight argument k (params, optimizer state, step) becomes output k+1".into());
    source.insert("trained_parameters".to_string(), trained.iter().map(|a| a.ty.numel()).sum::<i64>().to_string());
    for (k, v) in opt.hyperparameters() {
        source.insert(k, v);
    }
    if let Some(layout) = sharding {
        source.extend(crate::spmd::source(layout));
    }
    def.manifest.source = source;
    Ok(def)
}

/// The gradient program of a spec's model: `(weights..., data...) ->
/// (loss, d loss / d param...)` over the trained parameters (named in the
/// returned list, in output order). For checking gradients against finite
/// differences (build the spec in f64) or against another framework's.
pub fn gradient_program(model: Model<'_>) -> Result<(crate::Definition, Vec<String>), GenerateError> {
    let mut b = Builder::with_tape();
    let outs = families::emit(&mut b, model.family, model.config, model.dtype, None)?;
    let (loss, _) = loss::for_family(&mut b, model.family, &outs)?;
    let trained: Vec<crate::hlo::Arg> =
        b.ordered_args().into_iter().filter(|a| a.role == Role::Weight && a.ty.dtype.is_float() && !frozen(&a.name)).collect();
    let wrt: Vec<V> = trained.iter().map(|a| V { id: a.ssa.clone(), ty: a.ty.clone() }).collect();
    let refs: Vec<&V> = wrt.iter().collect();
    let grads = autodiff::grad(&mut b, &loss, &refs)?;
    let mut results: Vec<(String, V, OutputKind)> = vec![("loss".into(), loss, OutputKind::Features)];
    for (a, g) in trained.iter().zip(grads) {
        results.push((format!("grad.{}", a.name), g, OutputKind::Features));
    }
    let refs: Vec<&V> = results.iter().map(|(_, v, _)| v).collect();
    let text = b.finish(&model.id.replace(['-', '.'], "_"), &refs);
    let def = zoo::definition_from(model.id, model.family, model.seed, text, &b, &results);
    Ok((def, trained.into_iter().map(|a| a.name).collect()))
}

/// The number of trained parameter elements of a spec's model (its forward
/// pass only; cheap enough to size catalogs with).
pub fn parameter_count(model: Model<'_>) -> Result<i64, GenerateError> {
    let mut b = Builder::with_tape();
    families::emit(&mut b, model.family, model.config, model.dtype, None)?;
    Ok(b.args.iter().filter(|a| a.role == Role::Weight && a.ty.dtype.is_float() && !frozen(&a.name)).map(|a| a.ty.numel()).sum())
}
