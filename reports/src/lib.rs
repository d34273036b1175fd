//! Reports: a run folder read for people (through `results::tally`, the
//! same reading `tpu-compat run` makes of it) and the artifacts made from
//! it: tier summaries in the published style, CSV / Parquet / JSON / JUnit /
//! Markdown exports, run-to-run diffs, the history table, and the
//! self-contained HTML dashboard. The vocabulary (rows, statuses, the
//! journal) is the `results` crate's.

pub mod detail;
pub mod diff;
pub mod errors;
pub mod escape;
pub mod export;
pub mod frame;
pub mod history;
pub mod html;
pub mod junit;
pub mod load;
pub mod markdown;
pub use results::measures;
pub mod performance;
pub mod regressions;
pub mod summary;
pub mod synthetic;
pub mod target;

pub use errors::ReportError;
pub use load::Run;
pub use results::{OutputRecord, ResultRow, Status, Timings};
pub use summary::Summary;
