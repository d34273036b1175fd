//! One module per subcommand.

pub mod devices;
pub mod exec;
pub mod merge;
pub mod run;
pub mod worker;
pub mod suites;
pub mod show;
pub mod materialize;
pub mod baseline;
pub mod expected;
pub mod report;
pub mod import;
