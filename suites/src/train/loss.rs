//! Losses by family kind, computed in f32 for f32 and bf16 models (bf16
//! upcast) and in f64 for f64 ones (so gradients can be checked against
//! finite differences):
//! next-token cross-entropy for causal LMs (the batch's own `input_ids`
//! shifted by one), cross-entropy over classes for a family with logits
//! (integer `labels` filled within range; CLIP's contrastive labels are the
//! diagonal), mean squared error against a `target` for a family whose
//! first output is features.

use crate::definition::OutputKind;
use crate::error::{refused, GenerateError};
use crate::hlo::{Builder, Cmp, Reduction, V};
use crate::zoo::families::{self, Kind, Outputs};
use tensors::DType;

/// Mean cross-entropy of `logits` [..., C] against integer `labels` [...].
pub fn cross_entropy(b: &mut Builder, logits: &V, labels: &V) -> V {
    let x = b.convert(logits, loss_dtype(logits.dtype()));
    let m = b.reduce_last_keep(&x, Reduction::Max);
    let d = b.sub(&x, &m);
    let e = b.exp(&d);
    let s = b.reduce_last_keep(&e, Reduction::Sum);
    let ls = b.log(&s);
    let logp = b.sub(&d, &ls);
    let classes = x.dim(-1);
    let io = b.iota(DType::I32, x.shape(), x.rank() - 1);
    let lb = b.broadcast_in_dim(labels, x.shape(), &(0..labels.rank() as i64).collect::<Vec<_>>());
    let hit = b.compare(&io, &lb, Cmp::Eq);
    let z = b.scalar(0.0, x.dtype());
    let picked = b.select(&hit, &logp, &z);
    let all: Vec<i64> = (0..x.rank() as i64).collect();
    let total = b.reduce(&picked, &all, Reduction::Sum);
    let count = (x.ty.numel() / classes.max(1)) as f64;
    b.mul_c(&total, -1.0 / count)
}

/// Mean squared error of `y` against `target` (both upcast to f32).
pub fn mse(b: &mut Builder, y: &V, target: &V) -> V {
    let dt = loss_dtype(y.dtype());
    let y = b.convert(y, dt);
    let t = b.convert(target, dt);
    let d = b.sub(&y, &t);
    let sq = b.mul(&d, &d);
    let all: Vec<i64> = (0..sq.rank() as i64).collect();
    let total = b.reduce(&sq, &all, Reduction::Sum);
    b.mul_c(&total, 1.0 / sq.ty.numel() as f64)
}

/// f64 stays f64; everything else is computed in f32.
pub fn loss_dtype(model: DType) -> DType {
    if model == DType::F64 {
        DType::F64
    } else {
        DType::F32
    }
}

fn arg_value(b: &Builder, name: &str) -> Option<V> {
    b.args.iter().find(|a| a.name == name).map(|a| V { id: a.ssa.clone(), ty: a.ty.clone() })
}

/// The loss of a family's outputs, adding the data arguments it needs;
/// returns it with the name of its kind.
pub fn for_family(b: &mut Builder, family: &str, outs: &Outputs) -> Result<(V, &'static str), GenerateError> {
    let kind = families::kind(family).ok_or_else(|| format!("unknown family `{family}`"))?;
    if kind == Kind::CausalLm {
        let (_, logits, _) = outs.iter().find(|o| o.2 == OutputKind::Logits).ok_or("a causal LM without logits")?;
        let ids = arg_value(b, "input_ids").ok_or("a causal LM without input_ids")?;
        let s = ids.dim(1);
        if s < 2 {
            return Err(refused("next-token loss needs a sequence of at least 2"));
        }
        let pred = b.slice_dim(logits, 1, 0, s - 1);
        let next = b.slice_dim(&ids, 1, 1, s);
        return Ok((cross_entropy(b, &pred, &next), "next-token cross-entropy"));
    }
    if let Some((_, logits, _)) = outs.iter().find(|o| o.2 == OutputKind::Logits) {
        let classes = logits.dim(-1);
        let shape = &logits.shape()[..logits.rank() - 1];
        let fill = if kind == Kind::Multimodal { "range".to_string() } else { format!("tokens({classes})") };
        let labels = b.data("labels", DType::I32, shape, &fill);
        return Ok((cross_entropy(b, logits, &labels), "cross-entropy"));
    }
    let (_, y, _) = outs.first().ok_or("a family without outputs")?;
    let target = b.data("target", loss_dtype(y.dtype()), y.shape(), "normal(1)");
    Ok((mse(b, y, &target), "mean squared error"))
}
