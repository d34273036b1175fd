//! A catalog row ([`Spec`]) and the definition it generates ([`generate`]):
//! a zoo family's forward pass, or (with an optimizer) its training step
//! ([`crate::train`]), laid out over a mesh where the row names a sharding
//! ([`crate::spmd`]). This module sits above the zoo, train and spmd: it
//! imports them and none of them imports it, so a row's fields can name
//! all three without an import cycle.

use crate::definition::{Definition, DynamicSpec};
use crate::error::GenerateError;
use crate::hlo::{Builder, V};
use crate::spmd::Layout;
use crate::train::Optimizer;
use crate::zoo::config::Config;
use crate::zoo::{self, families, Model};
use std::collections::BTreeMap;
use tensors::DType;

/// What a catalog row names: enough to generate one definition.
#[derive(Debug, Clone, PartialEq)]
pub struct Spec {
    pub id: String,
    pub family: String,
    pub dtype: DType,
    pub seed: u64,
    /// Sequence bound of a bounded-dynamism definition.
    pub bound: Option<i64>,
    /// The optimizer of a training-step definition (the `train` tier):
    /// the definition is then one training step, not a forward pass.
    pub train: Option<Optimizer>,
    /// The layout of a sharded definition (the `spmd` tier): the program
    /// then carries a mesh and a sharding on every argument and result.
    pub sharding: Option<Layout>,
    pub config: Config,
}

impl Spec {
    /// The model the row builds, as the zoo, train and spmd take it.
    pub fn model(&self) -> Model<'_> {
        Model { id: &self.id, family: &self.family, config: &self.config, dtype: self.dtype, seed: self.seed }
    }
}

/// Generates the program text of a spec's forward pass (no manifest).
pub fn program(spec: &Spec) -> Result<(String, Builder, families::Outputs), GenerateError> {
    let mut b = Builder::new();
    let outs = families::emit(&mut b, &spec.family, &spec.config, spec.dtype, spec.bound)?;
    if let Some(layout) = &spec.sharding {
        let named: Vec<(String, V)> = outs.iter().map(|(n, v, _)| (n.clone(), v.clone())).collect();
        crate::spmd::annotate(&mut b, spec.model(), layout, &named)?;
    }
    let refs: Vec<&V> = outs.iter().map(|(_, v, _)| v).collect();
    let module = spec.id.replace(['-', '.'], "_");
    let text = b.finish(&module, &refs);
    Ok((text, b, outs))
}

/// Generates a definition: program and manifest.
pub fn generate(spec: &Spec) -> Result<Definition, GenerateError> {
    if let Some(opt) = &spec.train {
        return crate::train::generate(spec.model(), opt, spec.sharding.as_ref());
    }
    spec.config.validate().map_err(|e| format!("config: {e}"))?;
    let (text, b, outs) = program(spec)?;
    let mut source = BTreeMap::new();
    source.insert("generator".to_string(), format!("suites {}", env!("CARGO_PKG_VERSION")));
    source.insert("config".to_string(), spec.config.to_compact_json());
    if let Some(layout) = &spec.sharding {
        source.extend(crate::spmd::source(layout));
    }
    let task = families::kind(&spec.family).map(|k| k.task()).unwrap_or("").to_string();
    let mut def = zoo::definition_from(&spec.id, &spec.family, spec.seed, text, &b, &outs);
    def.manifest.task = task;
    def.manifest.source = source;
    def.manifest.dynamic = spec.bound.map(|bound| DynamicSpec { bound, length_argument: "length".into() });
    Ok(def)
}
