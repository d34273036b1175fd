//! Exit codes, and the error type that carries one, so CI can tell "the
//! device failed models" from "the harness could not start" from "the
//! harness broke in the middle of a run".
//!
//! | code | meaning |
//! |---|---|
//! | 0 | every planned definition ran and passed, or failed as expected |
//! | 1 | unexpected failures, or planned definitions that did not run; a search that did not reach its aim (`bisect`: no flip pinned down; `reduce`: no smaller program fails the same way, or the budget ran out first) |
//! | 2 | setup error: bad arguments or input, no plugin; nothing was run |
//! | 3 | the run broke after definitions started (e.g. the journal could not be written); what was journaled stands |
//! | 4 | the work was done but standard output could not be written (disk full, I/O error); a closed pipe is not this |
//! | 5 | `bisect`: nothing to bisect (both settings give the same verdict) |
//! | 130 | interrupted (Ctrl-C); the journal holds what finished, `--resume` continues |

/// Everything ran and every outcome was a pass (or was expected).
pub const OK: i32 = 0;
/// The run completed and found unexpected failures, or is incomplete.
pub const FAILURES: i32 = 1;
/// The command could not do its work: bad arguments, missing plugin, unreadable input.
pub const SETUP: i32 = 2;
/// The harness failed in the middle of a run, after definitions had started.
pub const RUN_ERROR: i32 = 3;
/// The command did its work, but standard output failed (not a closed
/// pipe: `report R | head` keeps the command's own code). See `crate::out`.
pub const OUTPUT_LOST: i32 = 4;
/// `bisect`: both settings gave the same verdict, so there is nothing to bisect.
pub const NOTHING_TO_BISECT: i32 = 5;
/// The run was interrupted (Ctrl-C); the journal holds what finished.
pub const INTERRUPTED: i32 = 130;

/// An error that ends a command, with the exit code it maps to. There is no
/// blanket conversion from other errors: each call site says which kind it is.
#[derive(Debug, thiserror::Error)]
pub enum CommandError {
    /// Nothing was run: arguments, input files, plugin, run folder.
    #[error("{0}")]
    Setup(String),
    /// The run broke after definitions had started.
    #[error("{0}")]
    Run(String),
}

impl CommandError {
    pub fn setup(message: impl std::fmt::Display) -> Self {
        CommandError::Setup(message.to_string())
    }

    pub fn run(message: impl std::fmt::Display) -> Self {
        CommandError::Run(message.to_string())
    }

    pub fn code(&self) -> i32 {
        match self {
            CommandError::Setup(_) => SETUP,
            CommandError::Run(_) => RUN_ERROR,
        }
    }
}

/// A plugin or tensor-file error in a command that runs one program
/// (`exec`, `devices`, `baseline record`) means the command could not do
/// its work: a setup error. `run` never converts these: its workers turn
/// them into rows.
impl From<runtime::RuntimeError> for CommandError {
    fn from(e: runtime::RuntimeError) -> Self {
        CommandError::setup(e)
    }
}

impl From<runtime::DataError> for CommandError {
    fn from(e: runtime::DataError) -> Self {
        CommandError::setup(e)
    }
}

/// A suite or definition that cannot be opened is bad input: a setup error.
impl From<suites::SuiteError> for CommandError {
    fn from(e: suites::SuiteError) -> Self {
        CommandError::setup(e)
    }
}

impl From<suites::byo::ByoError> for CommandError {
    fn from(e: suites::byo::ByoError) -> Self {
        CommandError::setup(e)
    }
}

pub type CommandResult = Result<i32, CommandError>;
