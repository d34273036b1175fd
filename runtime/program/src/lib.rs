//! A StableHLO program as text, read and rewritten without a plugin; the
//! one place that scans program text. On one lexer ([`lex`]: code view,
//! matching brackets, top-level split, attribute dictionaries, strings,
//! types, locations):
//!
//! - readers: `@main`'s signature and attributes ([`signature`]: argument
//!   and result types, aliasing, nesting bounds), its top-level statements
//!   ([`text`]), the same with `@main`'s calls inlined ([`inline`], so the
//!   ops inside JAX's private helpers are statements too), the names
//!   exporters give arguments and results ([`names`]), and its shardings
//!   with the host side of running it on many devices ([`sharding`]: split
//!   a global tensor into shards, assemble them);
//! - rewrites: a numerics profile's rounding ([`numerics`]), `--spmd`'s
//!   sharding annotations ([`spmd`]), the float64 variant ([`float64`]),
//!   and `diverge`'s extra results and statement tags ([`text`]), and
//!   `reduce`'s cuts of `@main` ([`reduce`]: ops dropped, their values
//!   fed as arguments, dead code removed), and `@main` split into op
//!   programs for eager and deferred runs ([`eager`]);
//! - a compiled module's shape ([`shape`], protobuf, not text) and the two
//!   profiles a program is compiled under ([`profiles`]).
//!
//! Below the plugin, beside `tensors`: suites, baselines and the harness
//! (import, diverge, the worker) read and rewrite programs here and nowhere
//! else.

pub mod dialect;
pub mod eager;
pub mod float64;
pub mod inline;
pub mod lex;
mod manual;
pub mod names;
pub mod numerics;
pub mod profiles;
pub mod reduce;
pub mod shape;
pub mod sharding;
pub mod signature;
pub mod spmd;
pub mod text;

pub use signature::{argument_aliases, check_nesting, parse_main_signature, Attributes, MainSignature, TensorType};
