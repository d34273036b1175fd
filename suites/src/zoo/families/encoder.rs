//! Bidirectional encoders: BERT, RoBERTa, XLM-RoBERTa, ELECTRA, DistilBERT
//! (post-norm, learned positions), DeBERTa-like (clamped relative position
//! bias) and ModernBERT-like (pre-norm, RoPE, GeGLU, alternating global and
//! sliding-window attention). Each ends in the head its family is used with:
//! a pooler, a sequence classifier, a token discriminator or an MLM head.

use crate::definition::OutputKind;
use crate::hlo::{Builder, Cmp, V};
use crate::zoo::blocks::attention::{attention, AttnInputs, AttnSpec};
use crate::zoo::blocks::{activation, embedding, linear, linear_with, mlp, norm, position};
use crate::zoo::config::{Config, Pos};
use crate::zoo::families::Outputs;
use tensors::DType;

/// Runs the encoder stack over embeddings `x` [B, S, H]; `prefix` names the layers.
pub fn encoder_stack(b: &mut Builder, x: V, prefix: &str, c: &Config, key_mask: Option<&V>, pre_norm: bool, family: &str) -> V {
    encoder_stack_causal(b, x, prefix, c, key_mask, pre_norm, family, false)
}

/// [`encoder_stack`] with causal self-attention (CLIP's text tower).
#[allow(clippy::too_many_arguments)]
pub fn encoder_stack_causal(
    b: &mut Builder,
    x: V,
    prefix: &str,
    c: &Config,
    key_mask: Option<&V>,
    pre_norm: bool,
    family: &str,
    causal: bool,
) -> V {
    let hd = c.head_dim();
    let s = x.dim(1);
    let bias: Option<V> = match c.pos {
        Pos::Relative if family == "deberta" => {
            Some(position::clamped_relative_bias(b, &format!("{prefix}.rel_embeddings.weight"), c.heads, s, 8, x.dtype()))
        }
        Pos::Relative => {
            Some(position::t5_relative_bias(b, &format!("{prefix}.relative_attention_bias.weight"), c.heads, s, s, true, x.dtype()))
        }
        Pos::Alibi => Some(position::alibi_bias(b, c.heads, s, s, x.dtype())),
        _ => None,
    };
    let mut x = x;
    for l in 0..c.layers {
        let p = format!("{prefix}.layer.{l}");
        // ModernBERT alternates global attention with a local window.
        let window = if c.window > 0 && l % 2 == 1 { c.window } else { 0 };
        let spec = AttnSpec {
            heads: c.heads,
            kv_heads: c.kv(),
            head_dim: hd,
            causal,
            window,
            qkv_bias: c.qkv_bias || c.bias,
            out_bias: c.bias,
            qk_norm: c.qk_norm,
            rope: (c.pos == Pos::Rope).then_some(((hd as f64 * c.rotary_pct) as i64 / 2 * 2, c.rope_theta)),
        };
        let extra = AttnInputs { bias: bias.as_ref(), key_mask, length: None };
        if pre_norm {
            let h = norm(b, &x, &format!("{p}.attn_norm"), c.norm);
            let a = attention(b, &h, &h, &format!("{p}.attention"), &spec, &extra);
            x = b.add(&x, &a);
            let h = norm(b, &x, &format!("{p}.mlp_norm"), c.norm);
            let m = mlp(b, &h, &format!("{p}.mlp"), c.intermediate, c.act, c.bias);
            x = b.add(&x, &m);
        } else {
            let a = attention(b, &x, &x, &format!("{p}.attention"), &spec, &extra);
            let r = b.add(&x, &a);
            x = norm(b, &r, &format!("{p}.attention.output.LayerNorm"), c.norm);
            let m = mlp(b, &x, &format!("{p}.mlp"), c.intermediate, c.act, c.bias);
            let r = b.add(&x, &m);
            x = norm(b, &r, &format!("{p}.output.LayerNorm"), c.norm);
        }
    }
    x
}

pub fn build(b: &mut Builder, family: &str, c: &Config, dt: DType) -> Outputs {
    let s = c.seq;
    let ids = b.data("input_ids", DType::I32, &[c.batch, s], &format!("tokens({})", c.vocab));
    let mask_i = b.data("attention_mask", DType::I32, &[c.batch, s], "ones");
    let zero = b.scalar(0.0, DType::I32);
    let padding = b.compare(&mask_i, &zero, Cmp::Eq);
    let mask = b.not(&padding);
    let (mut x, table) = embedding(b, &ids, "embeddings.word_embeddings.weight", c.vocab, c.hidden, dt);
    if c.pos == Pos::Learned {
        let pos_ids = b.iota(DType::I32, &[s], 0);
        let (p, _) = embedding(b, &pos_ids, "embeddings.position_embeddings.weight", s + 2, c.hidden, dt);
        x = b.add(&x, &p);
    }
    if matches!(family, "bert" | "electra") {
        let tt = b.data("token_type_ids", DType::I32, &[c.batch, s], "zeros");
        let (t, _) = embedding(b, &tt, "embeddings.token_type_embeddings.weight", 2, c.hidden, dt);
        x = b.add(&x, &t);
    }
    x = norm(b, &x, "embeddings.LayerNorm", c.norm);
    let pre_norm = family == "modernbert";
    let mut x = encoder_stack(b, x, "encoder", c, Some(&mask), pre_norm, family);
    if pre_norm {
        x = norm(b, &x, "final_norm", c.norm);
    }
    let labels = c.labels.max(2);
    let cls = |b: &mut Builder, x: &V| {
        let first = b.slice_dim(x, 1, 0, 1);
        b.reshape(&first, &[c.batch, c.hidden])
    };
    match family {
        "bert" => {
            let f = cls(b, &x);
            let d = linear(b, &f, "pooler.dense", c.hidden, true);
            let pooled = b.tanh(&d);
            vec![("last_hidden_state".into(), x, OutputKind::Features), ("pooler_output".into(), pooled, OutputKind::Features)]
        }
        "electra" => {
            let d = linear(b, &x, "discriminator_predictions.dense", c.hidden, true);
            let a = activation(b, &d, c.act);
            let o = linear(b, &a, "discriminator_predictions.dense_prediction", 1, true);
            let o = b.reshape(&o, &[c.batch, s]);
            vec![("logits".into(), o, OutputKind::Logits)]
        }
        "distilbert" | "modernbert" => {
            let d = linear(b, &x, "head.dense", c.hidden, true);
            let a = activation(b, &d, c.act);
            let n = norm(b, &a, "head.norm", c.norm);
            let logits = linear_with(b, &n, &table, Some("decoder"));
            vec![("logits".into(), logits, OutputKind::Logits)]
        }
        _ => {
            // RoBERTa, XLM-RoBERTa, DeBERTa: a sequence-classification head.
            let f = cls(b, &x);
            let d = linear(b, &f, "classifier.dense", c.hidden, true);
            let t = b.tanh(&d);
            let o = linear(b, &t, "classifier.out_proj", labels, true);
            vec![("last_hidden_state".into(), x, OutputKind::Features), ("logits".into(), o, OutputKind::Logits)]
        }
    }
}
