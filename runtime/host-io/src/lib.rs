//! The host's side of every file a user hands the harness: how much memory
//! the host may give ([`memory`]: the kernel's figure, lowered by the
//! `TPU_COMPAT_HOST_MEMORY` cap) and reading a file within it ([`read`]:
//! regular files only, never more bytes than the host may hold), and where
//! plugins and committed data are looked for ([`paths`]), and the CPU a run's
//! numerics depend on ([`cpu`]).
//!
//! A crate of its own, below both `runtime` and `results`, because both read
//! users' files (programs and safetensors; journals and `run.json`) and
//! `results` must not depend on `runtime`: one reader and one cap for all.

pub mod cpu;
pub mod memory;
pub mod paths;
pub mod read;
