//! Results: the result row every stage shares, loading a run's journal, and
//! the reports made from it: tier summaries in the published style, CSV /
//! Parquet / JSON / JUnit / Markdown exports, run-to-run diffs, the history
//! table, and the self-contained HTML dashboard.

pub mod detail;
pub mod diff;
pub mod errors;
pub mod escape;
pub mod export;
pub mod frame;
pub mod history;
pub mod html;
pub mod journal;
pub mod junit;
pub mod load;
pub mod markdown;
pub mod row;
pub mod summary;
pub mod synthetic;

pub use errors::ReportError;
pub use load::Run;
pub use row::{OutputRecord, ResultRow, Status, Timings};
pub use summary::Summary;
