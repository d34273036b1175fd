//! Encoder-decoders: T5 (RMSNorm, bucketed relative position bias, no
//! biases), BART (learned positions, post-norm) and Whisper (a two-layer
//! conv front end over log-mel features, sinusoidal encoder positions).
//! The decoder runs causal self-attention, then cross-attention over the
//! encoder output.

use crate::definition::OutputKind;
use crate::hlo::{Builder, V};
use crate::zoo::blocks::attention::{attention, AttnInputs, AttnSpec};
use crate::zoo::blocks::vision::conv;
use crate::zoo::blocks::{embedding, gelu, linear_with, mlp, norm, position};
use crate::zoo::config::{Config, Pos};
use crate::zoo::families::encoder::encoder_stack;
use crate::zoo::families::Outputs;
use tensors::DType;

pub fn build(b: &mut Builder, family: &str, c: &Config, dt: DType) -> Outputs {
    let tgt = if c.decoder_seq > 0 { c.decoder_seq } else { c.seq };
    let pre_norm = family != "bart";
    // Encoder input.
    let (enc_in, table) = if family == "whisper" {
        let feats = b.data("input_features", dt, &[c.batch, c.mel, c.frames], "normal(1)");
        let h = conv(b, &feats, "model.encoder.conv1", c.hidden, 3, 1, 1, 1, true);
        let h = gelu(b, &h);
        let h = conv(b, &h, "model.encoder.conv2", c.hidden, 3, 2, 1, 1, true);
        let h = gelu(b, &h);
        let h = b.transpose(&h, &[0, 2, 1]); // [B, T, H]
        let pos = position::sinusoidal(b, h.dim(1), c.hidden, dt);
        let h = b.add(&h, &pos);
        let table = b.weight("model.decoder.embed_tokens.weight", dt, &[c.vocab, c.hidden]);
        (h, table)
    } else {
        let ids = b.data("input_ids", DType::I32, &[c.batch, c.seq], &format!("tokens({})", c.vocab));
        let (mut x, table) = embedding(b, &ids, "shared.weight", c.vocab, c.hidden, dt);
        if c.pos == Pos::Learned {
            let pos_ids = b.iota(DType::I32, &[c.seq], 0);
            let (p, _) = embedding(b, &pos_ids, "model.encoder.embed_positions.weight", c.seq, c.hidden, dt);
            x = b.add(&x, &p);
            x = norm(b, &x, "model.encoder.layernorm_embedding", c.norm);
        }
        (x, table)
    };
    let mut enc = encoder_stack(b, enc_in, "model.encoder", c, None, pre_norm, family);
    if pre_norm {
        enc = norm(b, &enc, "model.encoder.final_layer_norm", c.norm);
    }
    // Decoder.
    let dec_ids = b.data("decoder_input_ids", DType::I32, &[c.batch, tgt], &format!("tokens({})", c.vocab));
    let mut x = b.take_rows(&table, &dec_ids);
    if c.pos == Pos::Learned || family == "whisper" {
        let pos_ids = b.iota(DType::I32, &[tgt], 0);
        let (p, _) = embedding(b, &pos_ids, "model.decoder.embed_positions.weight", tgt, c.hidden, dt);
        x = b.add(&x, &p);
    }
    if family == "bart" {
        x = norm(b, &x, "model.decoder.layernorm_embedding", c.norm);
    }
    let self_bias: Option<V> = (c.pos == Pos::Relative)
        .then(|| position::t5_relative_bias(b, "model.decoder.relative_attention_bias.weight", c.heads, tgt, tgt, false, dt));
    let hd = c.head_dim();
    let self_spec = AttnSpec {
        heads: c.heads,
        kv_heads: c.heads,
        head_dim: hd,
        causal: true,
        qkv_bias: c.bias,
        out_bias: c.bias,
        ..Default::default()
    };
    let cross_spec = AttnSpec { causal: false, ..self_spec.clone() };
    let layers = if c.decoder_layers > 0 { c.decoder_layers } else { c.layers };
    for l in 0..layers {
        let p = format!("model.decoder.layers.{l}");
        let self_in = AttnInputs { bias: self_bias.as_ref(), ..Default::default() };
        if pre_norm {
            let h = norm(b, &x, &format!("{p}.self_attn_layer_norm"), c.norm);
            let a = attention(b, &h, &h, &format!("{p}.self_attn"), &self_spec, &self_in);
            x = b.add(&x, &a);
            let h = norm(b, &x, &format!("{p}.encoder_attn_layer_norm"), c.norm);
            let a = attention(b, &h, &enc, &format!("{p}.encoder_attn"), &cross_spec, &AttnInputs::default());
            x = b.add(&x, &a);
            let h = norm(b, &x, &format!("{p}.final_layer_norm"), c.norm);
            let m = mlp(b, &h, &format!("{p}.mlp"), c.intermediate, c.act, c.bias);
            x = b.add(&x, &m);
        } else {
            let a = attention(b, &x, &x, &format!("{p}.self_attn"), &self_spec, &self_in);
            let r = b.add(&x, &a);
            x = norm(b, &r, &format!("{p}.self_attn_layer_norm"), c.norm);
            let a = attention(b, &x, &enc, &format!("{p}.encoder_attn"), &cross_spec, &AttnInputs::default());
            let r = b.add(&x, &a);
            x = norm(b, &r, &format!("{p}.encoder_attn_layer_norm"), c.norm);
            let m = mlp(b, &x, &format!("{p}.mlp"), c.intermediate, c.act, c.bias);
            let r = b.add(&x, &m);
            x = norm(b, &r, &format!("{p}.final_layer_norm"), c.norm);
        }
    }
    if pre_norm {
        x = norm(b, &x, "model.decoder.final_layer_norm", c.norm);
    }
    if family == "t5" {
        x = b.mul_c(&x, 1.0 / (c.hidden as f64).sqrt());
    }
    let logits = linear_with(b, &x, &table, None);
    vec![("logits".into(), logits, OutputKind::Logits), ("encoder_last_hidden_state".into(), enc, OutputKind::Features)]
}
