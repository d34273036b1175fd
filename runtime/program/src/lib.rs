//! A StableHLO program as text, read without a plugin: `@main`'s signature
//! and attributes ([`signature`]: argument and result types, aliasing,
//! nesting bounds), its top-level statements ([`text`], for the tools that
//! rewrite programs: numerics profiles, `diverge`), the same with
//! `@main`'s calls inlined ([`inline`], so the ops inside JAX's private helpers are statements too), a compiled module's shape
//! ([`shape`]) and its shardings with the host side of running it on many
//! devices ([`sharding`]: split a global tensor into shards, assemble them),
//! and the two profiles it is compiled under ([`profiles`]).
//!
//! Below the plugin, beside `tensors`: what lists, validates or rewrites a
//! program (suites, the harness's import and diverge) reads it here.

pub mod inline;
mod manual;
pub mod profiles;
pub mod shape;
pub mod sharding;
pub mod signature;
pub mod text;

pub use signature::{argument_aliases, check_nesting, parse_main_signature, Attributes, MainSignature, TensorType};
