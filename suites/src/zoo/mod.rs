//! The model zoo: family builders that turn a config into a [`Definition`]
//! (StableHLO program plus manifest), and the tier catalogs that list which
//! configs make up each tier.

pub mod blocks;
pub mod catalog;
pub mod config;
pub mod families;

use crate::definition::{ArgumentSpec, Definition, DynamicSpec, Manifest, OutputKind, OutputSpec};
use crate::hlo::{Builder, V};
use config::Config;
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
    pub train: Option<crate::train::Optimizer>,
    /// The layout of a sharded definition (the `spmd` tier): the program
    /// then carries a mesh and a sharding on every argument and result.
    pub sharding: Option<crate::spmd::Layout>,
    pub config: Config,
}

/// Generates the program text of a spec (no manifest).
pub fn program(spec: &Spec) -> Result<(String, Builder, families::Outputs), String> {
    let mut b = Builder::new();
    let outs = families::emit(&mut b, &spec.family, &spec.config, spec.dtype, spec.bound)?;
    if let Some(layout) = &spec.sharding {
        let named: Vec<(String, V)> = outs.iter().map(|(n, v, _)| (n.clone(), v.clone())).collect();
        crate::spmd::annotate(&mut b, spec, layout, &named)?;
    }
    let refs: Vec<&crate::hlo::V> = outs.iter().map(|(_, v, _)| v).collect();
    let module = spec.id.replace(['-', '.'], "_");
    let text = b.finish(&module, &refs);
    Ok((text, b, outs))
}

/// Generates a definition: program and manifest.
pub fn generate(spec: &Spec) -> Result<Definition, String> {
    if let Some(opt) = &spec.train {
        return crate::train::generate(spec, opt);
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
    let mut def = definition_from(&spec.id, &spec.family, spec.seed, text, &b, &outs);
    def.manifest.task = task;
    def.manifest.source = source;
    def.manifest.dynamic = spec.bound.map(|bound| DynamicSpec { bound, length_argument: "length".into() });
    Ok(def)
}

/// Wraps a built program and its builder's arguments into a definition
/// (used by [`generate`] and by tests that build blocks directly).
pub fn definition_from(id: &str, family: &str, seed: u64, text: String, b: &Builder, outs: &[(String, V, OutputKind)]) -> Definition {
    let arguments = b
        .ordered_args()
        .into_iter()
        .map(|a| ArgumentSpec { name: a.name, shape: a.ty.shape, dtype: a.ty.dtype, role: a.role, fill: a.fill })
        .collect();
    let outputs = outs
        .iter()
        .map(|(name, v, kind)| OutputSpec { name: name.clone(), shape: v.shape().to_vec(), dtype: v.dtype(), kind: *kind })
        .collect();
    let manifest = Manifest {
        id: id.to_string(),
        family: family.to_string(),
        task: String::new(),
        seed,
        arguments,
        outputs,
        tolerance: None,
        dynamic: None,
        training: None,
        source: BTreeMap::new(),
    };
    Definition { manifest, program: text.into_bytes(), provided: BTreeMap::new() }
}
