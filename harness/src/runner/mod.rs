//! The batch runner behind `tpu-compat run`: it plans which definitions of a
//! suite to run (filter, shard, resume), keeps `--jobs` worker processes
//! busy with them, journals one row per attempt as each finishes, and prints
//! progress and the tier's summary.
//!
//! Model execution never happens in the runner's own process: a plugin can
//! segfault, abort or hang, and the no-crash tier exists to count exactly
//! that, so each worker is a child process (the same binary, hidden `worker`
//! subcommand) in its own process group, and losing one costs one row.

pub mod cache;
pub mod defaults;
pub mod dispatch;
pub mod duration;
pub mod executor;
pub mod folder;
pub mod interrupt;
pub mod plan;
pub mod pool;
pub mod progress;
pub mod protocol;
pub mod settings;
pub mod shard;
pub mod summary;
pub mod topology;

pub use plan::Plan;
pub use protocol::{Job, JobOptions, SweepRequest, WorkerHello, WorkerMessage};
