//! Baselines and parity: stored reference outputs (safetensors with
//! provenance) and the comparison of a device's outputs against them.

pub mod metrics;

pub use metrics::OutputMetrics;
