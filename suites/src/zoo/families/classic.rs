//! Classic networks: a multi-layer perceptron and an LSTM sequence
//! classifier (the recurrence as a `while` loop).

use crate::definition::OutputKind;
use crate::hlo::Builder;
use crate::zoo::blocks::{activation, linear, lstm};
use crate::zoo::config::Config;
use crate::zoo::families::Outputs;
use tensors::DType;

pub fn mlp(b: &mut Builder, c: &Config, dt: DType) -> Outputs {
    let mut x = b.data("features", dt, &[c.batch, c.features], "normal(1)");
    for l in 0..c.layers {
        let h = linear(b, &x, &format!("layers.{l}"), c.hidden, true);
        x = activation(b, &h, c.act);
    }
    let logits = linear(b, &x, "head", c.labels.max(2), true);
    vec![("logits".into(), logits, OutputKind::Logits)]
}

pub fn lstm(b: &mut Builder, c: &Config, dt: DType) -> Outputs {
    let mut x = b.data("sequence", dt, &[c.batch, c.seq, c.features], "normal(1)");
    let mut last = None;
    for l in 0..c.layers.max(1) {
        let (seq, h) = lstm::lstm(b, &x, &format!("lstm.layer{l}"), c.hidden);
        x = seq;
        last = Some(h);
    }
    let Some(h) = last else { return Vec::new() };
    let logits = linear(b, &h, "head", c.labels.max(2), true);
    vec![("logits".into(), logits, OutputKind::Logits), ("sequence_output".into(), x, OutputKind::Features)]
}
