//! The vocabulary every stage of tpu-compat shares, in the lowest crate that
//! all of them can use (`baselines`, `reports` and the harness alike):
//!
//! - [`status`]: a row's [`Status`], the [`Stage`] it reached, and the
//!   [`Outcome`] a status has for its run;
//! - [`row`]: the result row, one attempt at one definition;
//! - [`metrics`]: what a parity comparison of one output measured;
//! - [`detail`]: the element-level evidence of a compared output, kept
//!   beside a run for its dashboard;
//! - [`journal`]: `run.json` and `results.jsonl`, appended one row at a time,
//!   and the lock that keeps one writer per run folder;
//! - [`file_error`]: the error of one evidence file (path and cause);
//! - [`localization`]: what `tpu-compat diverge` found (`report.json`), plain or sharded;
//! - [`lock`]: the `flock` behind that lock and the baseline store's;
//! - [`tally`]: the one definition of a run's final rows, its figures and its
//!   verdict, which every command and report format reads;
//! - [`compiled`]: the record of a compile-only row (compiled for a
//!   topology, never run), and [`generations`]: the TPU generations' HBM and peaks;
//! - [`mode`]: how a program was executed (compiled, eager, deferred) and
//!   what comparing modes found; [`perf`]: repeated timings, memory, cost
//!   and determinism; [`measures`]: a row's performance as one number per
//!   measure, which the gates (`baselines`) and every report read;
//! - [`runspec`]: a run's settings typed once, and the one writer of a
//!   child command line from them;
//! - [`torch`]: what a TorchTPU row says beyond its status: a typed cause
//!   (whose result it is) and how its model ran;
//! - [`time`], [`text`]: the small helpers all of them print with.
//!
//! Which status a row gets is decided in the harness (`verdict` module);
//! what a status means for a run is decided here.

pub mod compiled;
pub mod detail;
pub mod file_error;
pub mod generations;
pub mod journal;
pub mod localization;
pub mod lock;
pub mod measures;
pub mod metrics;
pub mod mode;
pub mod perf;
pub mod row;
pub mod runspec;
pub mod status;
pub mod tally;
pub mod text;
pub mod time;
pub mod torch;
pub mod torchspec;

pub use compiled::{CompiledFor, DeviceMemory, Predicted};
pub use file_error::FileError;
pub use journal::{Journal, JournalError, RunInfo, RunLock};
pub use localization::Localization;
pub use metrics::{DecidingRule, OutputMetrics};
pub use mode::{Departs, EagerRecord, Mode, ModeParity, ModeRun};
pub use perf::{Agreement, Determinism, Perf, Spread};
pub use program::profiles::{CompileProfile, Numerics};
pub use row::{Disagreement, LossCurve, OpCase, OutputRecord, PhasePrograms, Profiles, ResultRow, Timings};
pub use runspec::RunSpec;
pub use status::{Outcome, Stage, Status};
pub use tally::{Figure, Planned, Tally};
pub use torch::{Cause, ShardedFit, TorchRecord};
pub use torchspec::{AtenSpec, StoredReference, TorchSpec, TrainSpec};
