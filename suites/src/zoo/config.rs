//! The model configuration, in the spirit of a Hugging Face `config.json`:
//! one struct whose fields the family builders read (a family ignores what
//! it has no use for). Catalogs store it as compact JSON: only the fields
//! that differ from [`Config::default`].

use serde::{Deserialize, Serialize};

/// Feed-forward activation (gated variants use two input projections).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum Act {
    #[default]
    Gelu,
    GeluTanh,
    Silu,
    Relu,
    Swiglu,
    Geglu,
}

impl Act {
    pub fn gated(self) -> bool {
        matches!(self, Act::Swiglu | Act::Geglu)
    }
    pub fn name(self) -> &'static str {
        match self {
            Act::Gelu => "gelu",
            Act::GeluTanh => "gelu_tanh",
            Act::Silu => "silu",
            Act::Relu => "relu",
            Act::Swiglu => "swiglu",
            Act::Geglu => "geglu",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum Norm {
    #[default]
    Layernorm,
    LayernormNoBias,
    Rmsnorm,
}

/// Position scheme of a transformer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum Pos {
    #[default]
    Learned,
    Rope,
    Alibi,
    Relative,
    None,
}

pub use crate::error::ConfigError;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Config {
    pub batch: i64,
    pub seq: i64,
    pub vocab: i64,
    pub hidden: i64,
    pub layers: i64,
    pub heads: i64,
    /// Key/value heads (0: same as heads; 1: multi-query).
    pub kv_heads: i64,
    pub intermediate: i64,
    pub act: Act,
    pub norm: Norm,
    pub pos: Pos,
    /// Fraction of each head's dims that RoPE rotates (Phi, GPT-NeoX).
    pub rotary_pct: f64,
    pub rope_theta: f64,
    /// Sliding-window attention span (0: none).
    pub window: i64,
    pub qk_norm: bool,
    /// Biases on the q/k/v projections.
    pub qkv_bias: bool,
    /// Biases on the other linear layers.
    pub bias: bool,
    pub tied: bool,
    /// Attention and MLP read the same input and are summed (GPT-J/NeoX, Falcon, Phi).
    pub parallel: bool,
    /// Embeddings multiplied by sqrt(hidden) (Gemma).
    pub embed_scale: bool,
    pub experts: i64,
    pub top_k: i64,
    pub decoder_layers: i64,
    pub decoder_seq: i64,
    pub labels: i64,
    // Vision and audio.
    pub image: i64,
    pub patch: i64,
    pub channels: i64,
    pub widths: Vec<i64>,
    pub mel: i64,
    pub frames: i64,
    /// Input features of an MLP or LSTM.
    pub features: i64,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            batch: 1,
            seq: 16,
            vocab: 512,
            hidden: 64,
            layers: 2,
            heads: 4,
            kv_heads: 0,
            intermediate: 128,
            act: Act::Gelu,
            norm: Norm::Layernorm,
            pos: Pos::Learned,
            rotary_pct: 1.0,
            rope_theta: 10000.0,
            window: 0,
            qk_norm: false,
            qkv_bias: false,
            bias: false,
            tied: false,
            parallel: false,
            embed_scale: false,
            experts: 0,
            top_k: 0,
            decoder_layers: 0,
            decoder_seq: 0,
            labels: 0,
            image: 0,
            patch: 0,
            channels: 3,
            widths: Vec::new(),
            mel: 0,
            frames: 0,
            features: 0,
        }
    }
}

impl Config {
    pub fn kv(&self) -> i64 {
        if self.kv_heads == 0 {
            self.heads
        } else {
            self.kv_heads
        }
    }

    pub fn head_dim(&self) -> i64 {
        self.hidden / self.heads.max(1)
    }

    /// Only the fields that differ from the default, as one line of JSON.
    pub fn to_compact_json(&self) -> String {
        let full = serde_json::to_value(self).unwrap_or_default();
        let base = serde_json::to_value(Config::default()).unwrap_or_default();
        let mut out = serde_json::Map::new();
        if let (Some(f), Some(b)) = (full.as_object(), base.as_object()) {
            for (k, v) in f {
                if b.get(k) != Some(v) {
                    out.insert(k.clone(), v.clone());
                }
            }
        }
        serde_json::Value::Object(out).to_string()
    }

    pub fn from_json(text: &str) -> Result<Config, ConfigError> {
        serde_json::from_str(text).map_err(|e| ConfigError::Json { text: text.to_string(), message: e.to_string() })
    }

    /// Checks that a config (possibly from a user's catalog) describes a
    /// buildable model: positive sizes and divisible head counts.
    pub fn validate(&self) -> Result<(), ConfigError> {
        let positive = [
            ("batch", self.batch),
            ("seq", self.seq),
            ("vocab", self.vocab),
            ("hidden", self.hidden),
            ("heads", self.heads),
            ("intermediate", self.intermediate),
            ("channels", self.channels),
        ];
        for (name, v) in positive {
            if !(1..=1 << 20).contains(&v) {
                return Err(ConfigError::OutOfRange { name, value: v, range: "1..=1048576" });
            }
        }
        let non_negative = [
            ("layers", self.layers),
            ("kv_heads", self.kv_heads),
            ("window", self.window),
            ("experts", self.experts),
            ("top_k", self.top_k),
            ("decoder_layers", self.decoder_layers),
            ("decoder_seq", self.decoder_seq),
            ("labels", self.labels),
            ("image", self.image),
            ("patch", self.patch),
            ("mel", self.mel),
            ("frames", self.frames),
            ("features", self.features),
        ];
        for (name, v) in non_negative {
            if !(0..=1 << 20).contains(&v) {
                return Err(ConfigError::OutOfRange { name, value: v, range: "0..=1048576" });
            }
        }
        if self.hidden % self.heads != 0 {
            return Err(ConfigError::Inconsistent(format!("heads ({}) must divide hidden ({})", self.heads, self.hidden)));
        }
        if self.heads % self.kv() != 0 {
            return Err(ConfigError::Inconsistent(format!("kv_heads ({}) must divide heads ({})", self.kv(), self.heads)));
        }
        if self.top_k > self.experts {
            return Err(ConfigError::Inconsistent(format!("top_k ({}) exceeds experts ({})", self.top_k, self.experts)));
        }
        // Written so that NaN fails both checks.
        let rotary_ok = self.rotary_pct > 0.0 && self.rotary_pct <= 1.0;
        let theta_ok = self.rope_theta > 1.0;
        if !rotary_ok || !theta_ok {
            return Err(ConfigError::Inconsistent("rotary_pct must be in (0, 1] and rope_theta > 1".into()));
        }
        if self.patch > 0 && (self.image < self.patch || self.image % self.patch != 0) {
            return Err(ConfigError::Inconsistent(format!("patch ({}) must divide image ({})", self.patch, self.image)));
        }
        if self.widths.iter().any(|w| *w < 1 || *w > 4096) {
            return Err(ConfigError::Inconsistent("widths must be in 1..=4096".into()));
        }
        Ok(())
    }

    /// A rough relative compile/run cost for balancing shards.
    pub fn cost(&self) -> f64 {
        let layers = (self.layers + self.decoder_layers).max(1) as f64;
        let width = (self.hidden.max(self.features).max(16)) as f64 / 64.0;
        let experts = if self.experts > 0 { 1.0 + self.experts as f64 * 0.2 } else { 1.0 };
        let stages = 1.0 + self.widths.len() as f64 * 0.5;
        (0.3 + 0.35 * layers * experts * stages * (0.7 + 0.3 * width)).max(0.1)
    }
}
