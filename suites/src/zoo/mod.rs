//! The model zoo: family builders that turn a config into a StableHLO
//! program ([`families`], from the [`blocks`] real models share), the
//! config itself ([`config`]), and what the layers above share: a
//! [`Model`] to build and [`definition_from`] to wrap a built program.
//! The zoo imports neither the training steps nor the sharded programs:
//! they, the catalog rows ([`crate::spec`]) and the tier catalogs
//! ([`crate::catalog`]) build on it.

pub mod blocks;
pub mod config;
pub mod families;

use crate::definition::{ArgumentSpec, Definition, Manifest, OutputKind, OutputSpec};
use crate::hlo::{Builder, V};
use config::Config;
use std::collections::BTreeMap;
use tensors::DType;

/// One model to build: a family, its config and dtype, and the id and
/// seed its definition carries.
#[derive(Debug, Clone, Copy)]
pub struct Model<'a> {
    pub id: &'a str,
    pub family: &'a str,
    pub config: &'a Config,
    pub dtype: DType,
    pub seed: u64,
}

/// Wraps a built program and its builder's arguments into a definition
/// (used by [`crate::spec::generate`], the training steps and tests that build blocks directly).
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
