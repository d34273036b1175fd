//! The model definition: a StableHLO program and what it needs to run.
//! Its manifest (`model.toml`) is the serde form of [`Manifest`].

use crate::error::GenerateError;
use crate::fill::{fill_tensor, Fill, Rng};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use tensors::{DType, HostTensor};

/// Whether an argument is a learned weight or a data input.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    Weight,
    Data,
}

/// One argument of `@main`, in order.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ArgumentSpec {
    pub name: String,
    pub shape: Vec<i64>,
    pub dtype: DType,
    pub role: Role,
    /// How to fill it when no safetensors file provides it (see [`Fill::parse`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fill: Option<String>,
}

/// What an output holds, which decides extra checks (top-1 agreement for logits).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum OutputKind {
    Logits,
    #[default]
    Features,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OutputSpec {
    pub name: String,
    pub shape: Vec<i64>,
    pub dtype: DType,
    #[serde(default)]
    pub kind: OutputKind,
}

/// Tolerance overrides for a definition (absent fields keep the policy's default).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ToleranceOverride {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub atol: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rtol: Option<f64>,
}

/// Bounded dynamism: which data argument has a dynamic sequence dimension, and its bound.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DynamicSpec {
    /// The sequence bound; programs take inputs padded to it.
    pub bound: i64,
    /// Name of the i32 scalar argument carrying the real length.
    pub length_argument: String,
}

/// A training step's feed (`[training]` in `model.toml`): which output
/// becomes which argument at the next step. Written by `tpu-compat import`
/// from what the exporter said (names, pytree structure, `--feed`), or by
/// hand. The program's own `tf.aliasing_output` / `jax.buffer_donor` says
/// only which buffers may be reused (JAX pairs each donated argument with
/// the first unused output of its type): never which output is the state.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TrainingSpec {
    /// Per state argument (by its name in `arguments`): the output (by its
    /// name in `outputs`) that becomes it at the next step. Arguments not
    /// named here stay as they are from step to step (the batch).
    pub feed: BTreeMap<String, String>,
    /// The loss output (by name), where it is not the first float scalar
    /// that feeds no argument.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub loss: Option<String>,
    /// Steps the stored baseline holds, where it is shorter than a run's
    /// (an import of one step's outputs: 1): a run judges its first
    /// `baseline_steps` losses and step 1's outputs, not its final state.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub baseline_steps: Option<usize>,
    /// The stored baseline is the exporter's loss curve alone
    /// (`loss@1..loss@K`): a run judges its losses, nothing else.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub losses_only: bool,
    /// Where the feed came from (`names`, `structure`, `--feed`, ...), for people.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub from: String,
}

/// `model.toml`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Manifest {
    pub id: String,
    pub family: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub task: String,
    /// Seed for arguments that are filled rather than loaded.
    #[serde(default)]
    pub seed: u64,
    pub arguments: Vec<ArgumentSpec>,
    #[serde(default)]
    pub outputs: Vec<OutputSpec>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tolerance: Option<ToleranceOverride>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dynamic: Option<DynamicSpec>,
    /// A training step's feed, where the definition is one and says it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub training: Option<TrainingSpec>,
    /// Free-form provenance (exporter, versions, config).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub source: BTreeMap<String, String>,
}

/// A definition ready to run: program text or bytecode, and its arguments'
/// values where a file provided them.
#[derive(Debug, Clone)]
pub struct Definition {
    pub manifest: Manifest,
    pub program: Vec<u8>,
    /// Tensors provided by `weights.safetensors` / `inputs.safetensors`, by argument name.
    pub provided: BTreeMap<String, HostTensor>,
}

impl Definition {
    pub fn id(&self) -> &str {
        &self.manifest.id
    }

    pub fn family(&self) -> &str {
        &self.manifest.family
    }

    /// Every argument's value, in `@main` order: provided tensors where
    /// present, else filled deterministically from the seed.
    pub fn inputs(&self) -> Result<Vec<HostTensor>, GenerateError> {
        self.manifest
            .arguments
            .iter()
            .map(|a| {
                if let Some(t) = self.provided.get(&a.name) {
                    return Ok(t.clone());
                }
                self.filled(a)
            })
            .collect()
    }

    /// [`Definition::inputs`], moving the provided tensors out instead of
    /// copying them (a definition's weights are then held once); `provided`
    /// is empty afterwards.
    pub fn take_inputs(&mut self) -> Result<Vec<HostTensor>, GenerateError> {
        let mut provided = std::mem::take(&mut self.provided);
        let own = Definition { manifest: self.manifest.clone(), program: Vec::new(), provided: BTreeMap::new() };
        self.manifest
            .arguments
            .iter()
            .map(|a| match provided.remove(&a.name) {
                Some(t) => Ok(t),
                None => own.filled(a),
            })
            .collect()
    }

    /// The bytes of the definition's arguments (those provided by files
    /// counted apart) and declared outputs: what each path multiplies by
    /// the copies it makes ([`tensors::Footprint::peak`]) to know, before
    /// it allocates, whether the host can hold it.
    pub fn footprint(&self) -> tensors::Footprint {
        tensors::Footprint::of(
            self.manifest.arguments.iter().map(|a| (a.dtype, a.shape.as_slice(), self.provided.contains_key(&a.name))),
            self.manifest.outputs.iter().map(|o| (o.dtype, o.shape.as_slice())),
        )
    }

    /// One argument filled from the seed (its manifest fill, else [`default_fill`]).
    fn filled(&self, a: &ArgumentSpec) -> Result<HostTensor, GenerateError> {
        let at = |source| GenerateError::Fill { argument: a.name.clone(), source };
        let fill = match &a.fill {
            Some(f) => Fill::parse(f).map_err(at)?,
            None => default_fill(a),
        };
        let mut rng = Rng::for_argument(self.manifest.seed, &a.name);
        fill_tensor(&fill, a.dtype, &a.shape, &mut rng).map_err(at)
    }

    /// SHA-256 over the program and every input's dtype, shape and bytes:
    /// the identity a baseline is recorded against. The parts are streamed
    /// into the hasher in that order (no copy of the program or the inputs).
    pub fn hash(&self, inputs: &[HostTensor]) -> String {
        let types: Vec<String> = inputs.iter().map(HostTensor::type_string).collect();
        let parts = std::iter::once(self.program.as_slice())
            .chain(inputs.iter().zip(&types).flat_map(|(t, ty)| [ty.as_bytes(), t.data.as_slice()]));
        tensors::file::sha256_hex_parts(parts)
    }
}

/// The fill an argument gets when the manifest names none: weights
/// normal(0.02) (zeros if integer); float data normal(1), integer data ones.
pub fn default_fill(a: &ArgumentSpec) -> Fill {
    match (a.role, a.dtype.is_float()) {
        (Role::Weight, true) => Fill::Normal(0.02),
        (Role::Weight, false) => Fill::Zeros,
        (Role::Data, true) => Fill::Normal(1.0),
        (Role::Data, false) => Fill::Ones,
    }
}
