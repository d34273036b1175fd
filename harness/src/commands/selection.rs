//! The flags that choose definitions out of a suite, declared once and
//! flattened into every command that takes them (`run`, `baseline record`,
//! `materialize`), so they read, parse and fail the same way everywhere.

use crate::exit::CommandError;

#[derive(clap::Args, Debug, Clone, Default)]
pub struct Selection {
    /// Only definitions whose id matches this regular expression.
    #[arg(long)]
    pub filter: Option<String>,
    /// Only the first N definitions (after --filter, and --shard where the command has it).
    #[arg(long)]
    pub limit: Option<usize>,
}

impl Selection {
    /// `--filter` compiled; a bad expression is a setup error naming the flag.
    pub fn regex(&self) -> Result<Option<regex::Regex>, CommandError> {
        self.filter.as_deref().map(regex::Regex::new).transpose().map_err(|e| CommandError::setup(format!("--filter: {e}")))
    }
}
