//! Results: the result row every stage shares, the run journal it is
//! appended to, and (later) the reports made from journals.

pub mod journal;
pub mod row;

pub use row::{OutputRecord, ResultRow, Status, Timings};
