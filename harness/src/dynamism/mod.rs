//! Bounded-dynamism sweeps: one compiled program per sequence bound must
//! serve every length up to it, and every length must match the static
//! program at exactly that length. [`sweep`] runs one definition (the
//! entry point of the worker's sweep handler), [`lengths`] says which lengths, [`compare`] holds
//! the one comparison of a length's outputs against its expected outputs,
//! and [`summary`] prints the published line.

pub mod compare;
pub mod lengths;
pub mod record;
pub mod summary;
pub mod sweep;

pub use lengths::{check_lengths, LengthPolicy};
pub use summary::{summarize, Summary};
pub use sweep::{sweep_spec, Baseline, Program, SweepOptions};
