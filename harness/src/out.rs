//! What the commands print, written so that a reader going away never ends
//! a command in the middle of its work. `println!` panics when stdout is a
//! closed pipe (`tpu-compat run tier1 | true`) or a full disk (`> /dev/full`):
//! exit 101, maybe between two journal rows. Every command prints through
//! [`outln!`] / [`out!`] (and [`errln!`] for stderr) instead: the first
//! failed write marks the stream lost, says so once on stderr, and later
//! writes to it are dropped, so the command finishes what it was doing (a
//! run journals every row). A closed pipe is the reader's choice
//! (`report R | head`): it ends the output silently and the exit code is
//! the command's own, as ripgrep does. Any other failure (a full disk, an
//! I/O error) is said once on stderr, and `cli::main` turns it into exit
//! code [`crate::exit::OUTPUT_LOST`] where the command would have said 0.
//!
//! SIGPIPE stays ignored in every command (Rust's default), so a closed
//! pipe arrives here as `EPIPE`, like `ENOSPC`, and not as a signal.

use std::fmt::Arguments;
use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};

static STDOUT_LOST: AtomicBool = AtomicBool::new(false);
/// Lost for another reason than a closed pipe: the exit code says so.
static STDOUT_FAILED: AtomicBool = AtomicBool::new(false);
static STDERR_LOST: AtomicBool = AtomicBool::new(false);

/// Prints to stdout, or drops the text once stdout is lost.
pub fn stdout(args: Arguments) {
    write_stdout(|out| out.write_fmt(args));
}

fn write_stdout(write: impl FnOnce(&mut std::io::StdoutLock) -> std::io::Result<()>) {
    if STDOUT_LOST.load(Ordering::Relaxed) {
        return;
    }
    let mut out = std::io::stdout().lock();
    if let Err(e) = write(&mut out).and_then(|_| out.flush()) {
        STDOUT_LOST.store(true, Ordering::Relaxed);
        if e.kind() != std::io::ErrorKind::BrokenPipe {
            STDOUT_FAILED.store(true, Ordering::Relaxed);
            stderr(format_args!("note: standard output could not be written ({e}); the rest of it is dropped, the work goes on\n"));
        }
    }
}

/// Prints to stderr, or drops the text once stderr is lost.
pub fn stderr(args: Arguments) {
    if STDERR_LOST.load(Ordering::Relaxed) {
        return;
    }
    let mut err = std::io::stderr().lock();
    if err.write_fmt(args).is_err() {
        STDERR_LOST.store(true, Ordering::Relaxed);
    }
}

/// Whether stdout failed for another reason than its reader going away
/// (a full disk, an I/O error): the output the user asked for is incomplete.
pub fn stdout_failed() -> bool {
    STDOUT_FAILED.load(Ordering::Relaxed)
}

/// Stdout as an [`std::io::Write`] for writers that take one (a CSV
/// writer): the same loss handling as [`stdout`], never an error.
pub struct Stdout;

impl Write for Stdout {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        write_stdout(|out| out.write_all(buf));
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// `print!` that never panics (see the module doc).
#[macro_export]
macro_rules! out {
    ($($arg:tt)*) => { $crate::out::stdout(format_args!($($arg)*)) };
}

/// `println!` that never panics (see the module doc).
#[macro_export]
macro_rules! outln {
    () => { $crate::out::stdout(format_args!("\n")) };
    ($($arg:tt)*) => { $crate::out::stdout(format_args!("{}\n", format_args!($($arg)*))) };
}

/// `eprint!` that never panics (see the module doc).
#[macro_export]
macro_rules! err {
    ($($arg:tt)*) => { $crate::out::stderr(format_args!($($arg)*)) };
}

/// `eprintln!` that never panics (see the module doc).
#[macro_export]
macro_rules! errln {
    () => { $crate::out::stderr(format_args!("\n")) };
    ($($arg:tt)*) => { $crate::out::stderr(format_args!("{}\n", format_args!($($arg)*))) };
}
