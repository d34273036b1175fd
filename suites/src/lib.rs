//! Model definitions and the suites that hold them.
//!
//! A [`Definition`] is a StableHLO program plus what it needs to run: its
//! arguments (weights and data, in `@main` order, with how to fill them),
//! its outputs, and tolerance overrides. Definitions come from a [`Suite`]:
//! a folder in the bring-your-own format ([`byo`]), or (with the zoo) a tier
//! catalog whose definitions are generated on demand, or the op tier's
//! catalog of single-op cases ([`ops`]).

pub mod autodiff;
pub mod byo;
pub mod definition;
pub mod dynamism;
pub mod fill;
pub mod hlo;
pub mod id;
pub mod numerics;
pub mod ops;
pub mod spmd;
mod suite;
pub mod train;
pub mod validate;
pub mod zoo;

pub use definition::{ArgumentSpec, Definition, OutputKind, OutputSpec, Role, ToleranceOverride};
pub use suite::{Entry, Suite, SuiteError};
pub use zoo::{config::Config, Spec};
