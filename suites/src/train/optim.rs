//! Optimizers as emitted update rules: SGD with momentum (PyTorch's form,
//! `buf = momentum * buf + g; p -= lr * buf`) and AdamW (bias-corrected
//! moments, decoupled weight decay, epsilon 1e-8). State is f32 whatever
//! the parameters' dtype, and the update is computed in f32 (mixed
//! precision as AMP does it); the step counter is an i32 scalar.

use crate::hlo::{Builder, V};
use tensors::DType;

#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Optimizer {
    Sgd { lr: f64, momentum: f64 },
    AdamW { lr: f64, beta1: f64, beta2: f64, eps: f64, weight_decay: f64 },
}

impl Optimizer {
    /// The presets a catalog names (`sgd`, `adamw`).
    pub fn from_name(name: &str) -> Option<Optimizer> {
        match name {
            "sgd" => Some(Optimizer::Sgd { lr: 0.1, momentum: 0.9 }),
            "adamw" => Some(Optimizer::AdamW { lr: 0.01, beta1: 0.9, beta2: 0.999, eps: 1e-8, weight_decay: 0.01 }),
            _ => None,
        }
    }

    pub fn name(&self) -> &'static str {
        match self {
            Optimizer::Sgd { .. } => "sgd",
            Optimizer::AdamW { .. } => "adamw",
        }
    }

    /// `(key, value)` pairs for a manifest's `source` map.
    pub fn hyperparameters(&self) -> Vec<(String, String)> {
        let mut v = vec![("optimizer".to_string(), self.name().to_string())];
        match *self {
            Optimizer::Sgd { lr, momentum } => {
                v.push(("lr".into(), lr.to_string()));
                v.push(("momentum".into(), momentum.to_string()));
                v.push(("weight_decay".into(), "0".into()));
            }
            Optimizer::AdamW { lr, beta1, beta2, eps, weight_decay } => {
                v.push(("lr".into(), lr.to_string()));
                v.push(("beta1".into(), beta1.to_string()));
                v.push(("beta2".into(), beta2.to_string()));
                v.push(("eps".into(), eps.to_string()));
                v.push(("weight_decay".into(), weight_decay.to_string()));
            }
        }
        v
    }
}

/// One optimizer state tensor: the argument it was read from and its next value.
#[derive(Debug, Clone)]
pub struct StateOut {
    pub ssa_of: String,
}

/// What one step computes.
pub struct Update {
    pub params: Vec<V>,
    /// (state argument, its next value), in declaration order.
    pub state: Vec<(StateOut, V)>,
    /// The step counter argument and its next value.
    pub step_in: V,
    pub step: V,
}

fn state_arg(b: &mut Builder, prefix: &str, p: &V, name: &str) -> V {
    b.weight_filled(&format!("{prefix}.{name}"), DType::F32, p.shape(), "zeros")
}

/// Declares the optimizer state (after the parameters), then the `step`
/// counter, and emits the update. State is named `{kind}.{param name}`.
pub fn apply(b: &mut Builder, opt: &Optimizer, params: &[V], grads: &[V]) -> Update {
    let names: Vec<String> =
        params.iter().map(|p| b.args.iter().find(|a| a.ssa == p.id).map(|a| a.name.clone()).unwrap_or_default()).collect();
    let mut out = Vec::with_capacity(params.len());
    let mut state = Vec::new();
    match *opt {
        Optimizer::Sgd { lr, momentum } => {
            let bufs: Vec<V> = params.iter().zip(&names).map(|(p, n)| state_arg(b, "momentum_buffer", p, n)).collect();
            let step = b.weight_filled("step", DType::I32, &[], "zeros");
            let one = b.scalar(1.0, DType::I32);
            let next_step = b.add(&step, &one);
            for ((p, g), buf) in params.iter().zip(grads).zip(&bufs) {
                let g = b.convert(g, DType::F32);
                let pf = b.convert(p, DType::F32);
                let mb = b.mul_c(buf, momentum);
                let nb = b.add(&mb, &g);
                let d = b.mul_c(&nb, lr);
                let np = b.sub(&pf, &d);
                out.push(b.convert(&np, p.dtype()));
                state.push((StateOut { ssa_of: buf.id.clone() }, nb));
            }
            Update { params: out, state, step_in: step, step: next_step }
        }
        Optimizer::AdamW { lr, beta1, beta2, eps, weight_decay } => {
            let ms: Vec<V> = params.iter().zip(&names).map(|(p, n)| state_arg(b, "exp_avg", p, n)).collect();
            let vs: Vec<V> = params.iter().zip(&names).map(|(p, n)| state_arg(b, "exp_avg_sq", p, n)).collect();
            let step = b.weight_filled("step", DType::I32, &[], "zeros");
            let one = b.scalar(1.0, DType::I32);
            let next_step = b.add(&step, &one);
            let t = b.convert(&next_step, DType::F32);
            // Bias corrections 1 - beta^t.
            let b1 = b.scalar(beta1, DType::F32);
            let b2 = b.scalar(beta2, DType::F32);
            let p1 = b.pow(&b1, &t);
            let p2 = b.pow(&b2, &t);
            let o = b.scalar(1.0, DType::F32);
            let c1 = b.sub(&o, &p1);
            let c2 = b.sub(&o, &p2);
            let mut new_v = Vec::new();
            for (((p, g), m), v) in params.iter().zip(grads).zip(&ms).zip(&vs) {
                let g = b.convert(g, DType::F32);
                let pf = b.convert(p, DType::F32);
                let m1 = b.mul_c(m, beta1);
                let gm = b.mul_c(&g, 1.0 - beta1);
                let nm = b.add(&m1, &gm);
                let v1 = b.mul_c(v, beta2);
                let g2 = b.mul(&g, &g);
                let gv = b.mul_c(&g2, 1.0 - beta2);
                let nv = b.add(&v1, &gv);
                let mhat = b.div(&nm, &c1);
                let vhat = b.div(&nv, &c2);
                let sq = b.sqrt(&vhat);
                let den = b.add_c(&sq, eps);
                let r = b.div(&mhat, &den);
                let wd = b.mul_c(&pf, weight_decay);
                let u = b.add(&r, &wd);
                let d = b.mul_c(&u, lr);
                let np = b.sub(&pf, &d);
                out.push(b.convert(&np, p.dtype()));
                state.push((StateOut { ssa_of: m.id.clone() }, nm));
                new_v.push((StateOut { ssa_of: v.id.clone() }, nv));
            }
            state.extend(new_v);
            Update { params: out, state, step_in: step, step: next_step }
        }
    }
}
