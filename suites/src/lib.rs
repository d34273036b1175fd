//! Model definitions and the suites that hold them.
//!
//! A [`Definition`] is a StableHLO program plus what it needs to run: its
//! arguments (weights and data, in `@main` order, with how to fill them),
//! its outputs, and tolerance overrides. Definitions come from a [`Suite`]:
//! a folder in the bring-your-own format ([`byo`]), or a tier catalog
//! ([`catalog`]) whose rows ([`Spec`]) are generated on demand ([`spec`]),
//! or the op tier's catalog of single-op cases ([`ops`]).
//!
//! The modules import one another in layers, never in a cycle
//! (tests/module_graph.rs checks it): `suite` over `catalog` over `spec`
//! (and `dynamism`, which builds on rows too), over `train`, over `spmd`,
//! over `zoo` (families, blocks, config), over `hlo`, `definition`, `fill`.

pub mod autodiff;
pub mod byo;
pub mod catalog;
pub mod definition;
pub mod dynamism;
pub mod error;
pub mod fill;
pub mod hlo;
pub mod id;
pub mod ops;
pub mod real;
pub mod spec;
pub mod spmd;
mod suite;
pub mod train;
pub mod validate;
pub mod zoo;

pub use definition::{ArgumentSpec, Definition, OutputKind, OutputSpec, Role, ToleranceOverride};
pub use error::{CatalogError, ConfigError, GenerateError};
pub use spec::Spec;
pub use suite::{Entry, Suite, SuiteError};
pub use zoo::config::Config;
