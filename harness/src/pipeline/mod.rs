//! The pipeline's stages, shared by every kind of job and every target:
//!
//! - [`plan`]: what a job runs, decided once ([`plan::Plan`]: execution,
//!   compile settings, mode, reference);
//! - [`target`]: the compile stage, the worker's target and its one
//!   `compile(&Plan, ...)`, whole or op by op, executing or compile-only;
//! - [`execute`]: the execute stage, whole or op by op, then run again for
//!   determinism and `--repeat` ([`repeat`]); op by op is [`eager`].
//!
//! The stages know no worker: `crate::worker` decides the kind of a job,
//! loads it and judges it; a mode or a target is written here once.

pub mod eager;
pub mod execute;
pub mod plan;
pub mod repeat;
pub mod target;
