//! Vision and multimodal families: ViT (patch conv, class token, pre-norm
//! encoder), ResNet (basic blocks with batch norm, max pooling), ConvNeXt
//! (depthwise 7x7 convolutions, channel LayerNorm, layer scale) and CLIP
//! (a causal text tower and a ViT image tower meeting in a similarity
//! matrix).

use crate::definition::OutputKind;
use crate::hlo::{Builder, Reduction, V};
use crate::zoo::blocks::vision::{batch_norm, conv, global_avg_pool, max_pool, patch_embed};
use crate::zoo::blocks::{activation, embedding, layer_norm, linear, norm, relu};
use crate::zoo::config::Config;
use crate::zoo::families::encoder::{encoder_stack, encoder_stack_causal};
use crate::zoo::families::Outputs;
use tensors::DType;

/// ViT trunk: returns the final-normed CLS features [B, H].
fn vit_tower(b: &mut Builder, pixels: &V, prefix: &str, c: &Config) -> (V, V) {
    let dt = pixels.dtype();
    let x = patch_embed(b, pixels, &format!("{prefix}.embeddings.patch_embedding"), c.hidden, c.patch);
    let n = x.dim(1);
    let cls = b.weight(&format!("{prefix}.embeddings.class_embedding"), dt, &[1, 1, c.hidden]);
    let cls = b.broadcast_in_dim(&cls, &[c.batch, 1, c.hidden], &[0, 1, 2]);
    let x = b.concatenate(&[&cls, &x], 1);
    let pos = b.weight(&format!("{prefix}.embeddings.position_embedding"), dt, &[n + 1, c.hidden]);
    let x = b.add(&x, &pos);
    let x = encoder_stack(b, x, &format!("{prefix}.encoder"), c, None, true, "vit");
    let x = norm(b, &x, &format!("{prefix}.post_layernorm"), c.norm);
    let first = b.slice_dim(&x, 1, 0, 1);
    let f = b.reshape(&first, &[c.batch, c.hidden]);
    (f, x)
}

pub fn vit(b: &mut Builder, c: &Config, dt: DType) -> Outputs {
    let px = b.data("pixel_values", dt, &[c.batch, c.channels, c.image, c.image], "normal(1)");
    let (f, x) = vit_tower(b, &px, "vit", c);
    let logits = linear(b, &f, "classifier", c.labels.max(2), true);
    vec![("logits".into(), logits, OutputKind::Logits), ("last_hidden_state".into(), x, OutputKind::Features)]
}

pub fn resnet(b: &mut Builder, c: &Config, dt: DType) -> Outputs {
    let px = b.data("pixel_values", dt, &[c.batch, c.channels, c.image, c.image], "normal(1)");
    let w0 = c.widths.first().copied().unwrap_or(16);
    let x = conv(b, &px, "embedder.convolution", w0, 3, 1, 1, 1, false);
    let x = batch_norm(b, &x, "embedder.normalization");
    let x = relu(b, &x);
    let mut x = max_pool(b, &x, 3, 2, 1);
    let mut cin = w0;
    for (si, &w) in c.widths.iter().enumerate() {
        for bi in 0..c.layers.max(1) {
            let p = format!("encoder.stages.{si}.layers.{bi}");
            let stride = if si > 0 && bi == 0 { 2 } else { 1 };
            let h = conv(b, &x, &format!("{p}.conv1"), w, 3, stride, 1, 1, false);
            let h = batch_norm(b, &h, &format!("{p}.bn1"));
            let h = relu(b, &h);
            let h = conv(b, &h, &format!("{p}.conv2"), w, 3, 1, 1, 1, false);
            let h = batch_norm(b, &h, &format!("{p}.bn2"));
            let sc = if stride != 1 || cin != w {
                let s = conv(b, &x, &format!("{p}.shortcut.conv"), w, 1, stride, 0, 1, false);
                batch_norm(b, &s, &format!("{p}.shortcut.bn"))
            } else {
                x.clone()
            };
            let r = b.add(&h, &sc);
            x = relu(b, &r);
            cin = w;
        }
    }
    let f = global_avg_pool(b, &x);
    let logits = linear(b, &f, "classifier", c.labels.max(2), true);
    vec![("logits".into(), logits, OutputKind::Logits)]
}

/// LayerNorm over the channel dim of NCHW.
fn channel_norm(b: &mut Builder, x: &V, prefix: &str) -> V {
    let t = b.transpose(x, &[0, 2, 3, 1]);
    let n = layer_norm(b, &t, prefix, true, 1e-6);
    b.transpose(&n, &[0, 3, 1, 2])
}

pub fn convnext(b: &mut Builder, c: &Config, dt: DType) -> Outputs {
    let px = b.data("pixel_values", dt, &[c.batch, c.channels, c.image, c.image], "normal(1)");
    let w0 = c.widths.first().copied().unwrap_or(16);
    let x = conv(b, &px, "embeddings.patch_embeddings", w0, 4, 4, 0, 1, true);
    let mut x = channel_norm(b, &x, "embeddings.layernorm");
    for (si, &w) in c.widths.iter().enumerate() {
        if si > 0 {
            x = channel_norm(b, &x, &format!("encoder.stages.{si}.downsampling_layer.0"));
            x = conv(b, &x, &format!("encoder.stages.{si}.downsampling_layer.1"), w, 2, 2, 0, 1, true);
        }
        for bi in 0..c.layers.max(1) {
            let p = format!("encoder.stages.{si}.layers.{bi}");
            let h = conv(b, &x, &format!("{p}.dwconv"), w, 7, 1, 3, w, true);
            let h = b.transpose(&h, &[0, 2, 3, 1]);
            let h = layer_norm(b, &h, &format!("{p}.layernorm"), true, 1e-6);
            let h = linear(b, &h, &format!("{p}.pwconv1"), 4 * w, true);
            let h = activation(b, &h, c.act);
            let h = linear(b, &h, &format!("{p}.pwconv2"), w, true);
            let gamma = b.weight_filled(&format!("{p}.layer_scale_parameter"), dt, &[w], "constant(0.1)");
            let h = b.mul(&h, &gamma);
            let h = b.transpose(&h, &[0, 3, 1, 2]);
            x = b.add(&x, &h);
        }
    }
    let f = global_avg_pool(b, &x);
    let f = layer_norm(b, &f, "layernorm", true, 1e-6);
    let logits = linear(b, &f, "classifier", c.labels.max(2), true);
    vec![("logits".into(), logits, OutputKind::Logits)]
}

/// L2-normalises the rows of [B, P].
fn l2_normalize(b: &mut Builder, x: &V) -> V {
    let sq = b.mul(x, x);
    let s = b.reduce_last_keep(&sq, Reduction::Sum);
    let s = b.add_c(&s, 1e-12);
    let n = b.sqrt(&s);
    b.div(x, &n)
}

pub fn clip(b: &mut Builder, c: &Config, dt: DType) -> Outputs {
    let proj = (c.hidden / 2).max(16);
    let ids = b.data("input_ids", DType::I32, &[c.batch, c.seq], &format!("tokens({})", c.vocab));
    let px = b.data("pixel_values", dt, &[c.batch, c.channels, c.image, c.image], "normal(1)");
    let (t, _) = embedding(b, &ids, "text_model.embeddings.token_embedding.weight", c.vocab, c.hidden, dt);
    let pos_ids = b.iota(DType::I32, &[c.seq], 0);
    let (p, _) = embedding(b, &pos_ids, "text_model.embeddings.position_embedding.weight", c.seq, c.hidden, dt);
    let t = b.add(&t, &p);
    let t = encoder_stack_causal(b, t, "text_model.encoder", c, None, true, "clip", true);
    let t = norm(b, &t, "text_model.final_layer_norm", c.norm);
    let last = b.slice_dim(&t, 1, c.seq - 1, c.seq);
    let last = b.reshape(&last, &[c.batch, c.hidden]);
    let te = linear(b, &last, "text_projection", proj, false);
    let (vf, _) = vit_tower(b, &px, "vision_model", c);
    let ve = linear(b, &vf, "visual_projection", proj, false);
    let te = l2_normalize(b, &te);
    let ve = l2_normalize(b, &ve);
    let scale = b.weight_filled("logit_scale", dt, &[], "constant(2.6592)");
    let scale = b.exp(&scale);
    let sim = b.dot_general(&te, &ve, &[], &[], &[1], &[1]); // [B, B]
    let logits = b.mul(&sim, &scale);
    vec![
        ("logits_per_text".into(), logits, OutputKind::Logits),
        ("text_embeds".into(), te, OutputKind::Features),
        ("image_embeds".into(), ve, OutputKind::Features),
    ]
}
