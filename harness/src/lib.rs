//! The `tpu-compat` harness: its command line, the runner that keeps worker
//! processes busy with definitions, and the tiers built on top.

#[macro_use]
pub mod out;
pub mod aten;
pub mod bisect;
pub mod bundle;
pub mod cli;
pub mod commands;
pub mod compilation;
pub mod diverge;
pub mod dynamism;
pub mod execution;
pub mod exit;
pub mod import;
pub mod partitioned;
pub mod pipeline;
pub mod recording;
pub mod reduce;
pub mod runner;
pub mod torch;
pub mod train;
pub mod verdict;
pub mod worker;
