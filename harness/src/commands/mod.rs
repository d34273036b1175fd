//! One module per subcommand.

pub mod aten;
pub mod baseline;
pub mod bisect;
pub mod devices;
pub mod diverge;
pub mod exec;
pub mod executing;
pub mod expected;
pub mod import;
pub mod judging;
pub mod materialize;
pub mod merge;
pub mod reduce;
pub mod replay;
pub mod report;
pub mod run;
pub mod selection;
pub mod show;
pub mod statuses;
pub mod suites;
pub mod torch;
pub mod worker;
