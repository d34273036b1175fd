//! Named exit codes, so CI can tell "the device failed models" from "the
//! harness could not run".

/// Everything ran and every outcome was a pass (or was expected).
pub const OK: i32 = 0;
/// The run completed and found unexpected failures.
pub const FAILURES: i32 = 1;
/// The command could not do its work: bad arguments, missing plugin, unreadable input.
pub const SETUP: i32 = 2;
/// The run was interrupted (Ctrl-C); the journal holds what finished.
pub const INTERRUPTED: i32 = 130;

/// An error that ends a command, with the exit code it maps to.
#[derive(Debug)]
pub struct CommandError {
    pub code: i32,
    pub message: String,
}

impl CommandError {
    pub fn setup(message: impl std::fmt::Display) -> Self {
        CommandError { code: SETUP, message: message.to_string() }
    }
}

impl<E: std::error::Error> From<E> for CommandError {
    fn from(e: E) -> Self {
        CommandError::setup(e)
    }
}

pub type CommandResult = Result<i32, CommandError>;
