//! One module per subcommand.

pub mod devices;
pub mod exec;
pub mod merge;
pub mod run;
pub mod worker;
