//! Which mesh axes each dimension of an argument or result is sharded over,
//! decided from the argument's name (the zoo's Hugging Face names), role and
//! shape. Data inputs and activations: dimension 0 is the batch when its
//! size is the config's batch, dimension 1 the sequence when its size is the
//! config's (encoder or decoder) sequence. Weights under tensor parallelism
//! follow Megatron: the first projection of a pair is column-parallel (its
//! output features, dimension 0 of a `[out, in]` weight, and its bias), the
//! second row-parallel (its input features, dimension 1). A dimension whose
//! size does not divide by its axes' size stays replicated.

use super::{Axes, Mesh};
use crate::zoo::config::Config;
use crate::Role;

/// What the rules read besides the array itself.
pub struct Context<'a> {
    pub family: &'a str,
    pub config: &'a Config,
    pub mesh: Mesh,
    pub axes: Axes,
}

/// How a Megatron pair shards a weight.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Parallel {
    /// Output features (dimension `d` of the weight, 0 of its bias).
    Column(usize),
    /// Input features (dimension `d`); the bias stays whole.
    Row(usize),
}

/// The Megatron role of a weight by name (`None`: replicated).
fn megatron(family: &str, name: &str) -> Option<Parallel> {
    let (stem, leaf) = name.rsplit_once('.').unwrap_or(("", name));
    let last = stem.rsplit('.').next().unwrap_or("");
    // Mixture-of-experts weights [X, I, E] / [X, E, I]: the intermediate dimension.
    match leaf {
        "w1" | "w3" if last == "experts" => return Some(Parallel::Column(1)),
        "w2" if last == "experts" => return Some(Parallel::Row(2)),
        "weight_ih" | "weight_hh" => return Some(Parallel::Column(0)),
        _ => {}
    }
    if leaf != "weight" && leaf != "bias" {
        return None;
    }
    let column = ["q_proj", "k_proj", "v_proj", "gate_proj", "up_proj", "fc1", "pwconv1", "conv1"];
    let row = ["o_proj", "down_proj", "fc2", "pwconv2", "conv2"];
    if column.contains(&last) {
        return Some(Parallel::Column(0));
    }
    if row.contains(&last) {
        return Some(Parallel::Row(1));
    }
    // The MLP family's `layers.<i>`: even layers column-, odd layers row-parallel;
    // the LSTM's head reads the gate-sharded hidden state row-parallel.
    if family == "mlp" {
        if let Some(i) = stem.strip_prefix("layers.").and_then(|i| i.parse::<usize>().ok()) {
            return Some(if i % 2 == 0 { Parallel::Column(0) } else { Parallel::Row(1) });
        }
    }
    if family == "lstm" && stem == "head" {
        return Some(Parallel::Row(1));
    }
    None
}

/// Puts `axes` on dimension `d` of `dims` where the size divides.
fn put(ctx: &Context, dims: &mut [Vec<&'static str>], shape: &[i64], d: usize, axes: &'static [&'static str]) {
    let n = ctx.mesh.size_of(axes);
    if axes.is_empty() || d >= shape.len() || shape[d] % n != 0 || !dims[d].is_empty() {
        return;
    }
    if dims.iter().flatten().any(|a| axes.contains(a)) {
        return;
    }
    dims[d] = axes.to_vec();
}

/// The sharding of one argument of `@main`.
pub fn argument(ctx: &Context, name: &str, shape: &[i64], role: Role) -> Vec<Vec<&'static str>> {
    match role {
        Role::Data => activation(ctx, shape),
        Role::Weight => weight(ctx, name, shape),
    }
}

fn weight(ctx: &Context, name: &str, shape: &[i64]) -> Vec<Vec<&'static str>> {
    let mut dims = vec![Vec::new(); shape.len()];
    let a = ctx.axes;
    if !a.weights.is_empty() {
        put(ctx, &mut dims, shape, 0, a.weights);
    }
    if !a.experts.is_empty() && name.rsplit('.').nth(1) == Some("experts") {
        put(ctx, &mut dims, shape, 0, a.experts);
    }
    if !a.model.is_empty() {
        let is_bias = name.ends_with(".bias");
        match megatron(ctx.family, name) {
            Some(Parallel::Column(d)) => put(ctx, &mut dims, shape, if is_bias { 0 } else { d }, a.model),
            Some(Parallel::Row(d)) if !is_bias => put(ctx, &mut dims, shape, d, a.model),
            _ => {}
        }
    }
    dims
}

/// The sharding of a data input or an activation result: batch and sequence.
pub fn activation(ctx: &Context, shape: &[i64]) -> Vec<Vec<&'static str>> {
    let mut dims = vec![Vec::new(); shape.len()];
    let c = ctx.config;
    if shape.first() == Some(&c.batch) {
        put(ctx, &mut dims, shape, 0, ctx.axes.batch);
    }
    if shape.len() >= 2 && (shape[1] == c.seq || (c.decoder_seq > 0 && shape[1] == c.decoder_seq)) {
        put(ctx, &mut dims, shape, 1, ctx.axes.seq);
    }
    dims
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::spmd::{Layout, Mesh, Pattern};

    fn ctx(pattern: Pattern, mesh: Mesh, config: &Config) -> Context<'_> {
        Context { family: "llama", config, mesh, axes: Layout { pattern, mesh }.axes().unwrap() }
    }

    #[test]
    fn megatron_pairs_and_divisibility() {
        let c = Config { batch: 4, seq: 8, ..Config::default() };
        let tp = ctx(Pattern::Tp, Mesh::X4, &c);
        assert_eq!(weight(&tp, "model.layers.0.mlp.gate_proj.weight", &[64, 32]), [vec!["x"], vec![]]);
        assert_eq!(weight(&tp, "model.layers.0.mlp.down_proj.weight", &[32, 64]), [vec![], vec!["x"]]);
        assert_eq!(weight(&tp, "model.layers.0.self_attn.q_proj.bias", &[32]), [vec!["x"]]);
        assert_eq!(weight(&tp, "model.layers.0.self_attn.o_proj.bias", &[32]), [Vec::<&str>::new()]);
        assert_eq!(weight(&tp, "model.layers.0.block_sparse_moe.experts.w2", &[4, 32, 64]), [vec![], vec![], vec!["x"]]);
        // 6 rows do not split over 4 devices.
        assert_eq!(weight(&tp, "model.layers.0.self_attn.k_proj.weight", &[6, 32]), [Vec::<&str>::new(), vec![]]);
        assert_eq!(weight(&tp, "model.norm.weight", &[32]), [Vec::<&str>::new()]);
        let dptp = ctx(Pattern::DpTp, Mesh::DataModel, &c);
        assert_eq!(weight(&dptp, "model.layers.0.self_attn.v_proj.weight", &[32, 32]), [vec!["model"], vec![]]);
        assert_eq!(activation(&dptp, &[4, 8]), [vec!["data"], vec![]]);
    }

    #[test]
    fn data_weights_and_sequences() {
        let c = Config { batch: 8, seq: 16, ..Config::default() };
        let fsdp = ctx(Pattern::Fsdp, Mesh::DataModel, &c);
        assert_eq!(weight(&fsdp, "lm_head.weight", &[256, 32]), [vec!["model"], vec![]]);
        assert_eq!(activation(&fsdp, &[8, 16]), [vec!["data", "model"], vec![]]);
        let sp = ctx(Pattern::Sp, Mesh::DataModel, &c);
        assert_eq!(activation(&sp, &[8, 16, 256]), [vec!["data"], vec!["model"], vec![]]);
        assert_eq!(activation(&sp, &[]), Vec::<Vec<&str>>::new());
        let ep = ctx(Pattern::Ep, Mesh::X4, &c);
        assert_eq!(weight(&ep, "model.layers.0.block_sparse_moe.experts.w1", &[8, 64, 32]), [vec!["x"], vec![], vec![]]);
        assert_eq!(weight(&ep, "model.layers.0.block_sparse_moe.gate.weight", &[8, 32]), [Vec::<&str>::new(), vec![]]);
        // The batch axis is used once per array, even where two dims would fit.
        assert_eq!(activation(&ep, &[8, 8]), [vec!["x"], vec![]]);
    }
}
