//! The one child supervisor. Every process the harness starts for a job (a
//! StableHLO worker, a TorchTPU driver, an ATen shard, a bounded tool such as
//! `reduce`'s predicate) starts here, and only here:
//!
//! - in its own process group, so a plugin's helper processes die with it
//!   and the terminal's Ctrl-C reaches only the harness;
//! - with a parent-death signal, so a harness killed with SIGKILL leaves no
//!   child behind;
//! - its stdout read as lines on a thread, waited on with a deadline that
//!   the harness's interrupt (Ctrl-C, SIGTERM) cuts short;
//! - ended by TERM to the group, a grace period, then KILL, and reaped: the
//!   caller gets an [`Exit`] (signal, code, whether the harness killed it)
//!   that `verdict::death` turns into a row.
//!
//! What a child's lines mean (the worker protocol, the driver's answers, a
//! shard's cells) is its source's business; this module knows processes.

use super::interrupt;
use std::collections::VecDeque;
use std::fs::File;
use std::io::{BufRead, BufReader, Read, Write};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Where a child's stderr goes.
pub enum Stderr {
    /// Kept in memory as a bounded tail (a worker's), read with [`Supervised::stderr_since`].
    Tail,
    /// Appended to a log file (a driver's, a shard's), which the source reads itself.
    File(File),
    /// Dropped.
    Null,
}

/// A child's stderr kept as its last bytes, with a running count so one
/// job's share of it can be cut out.
#[derive(Default)]
struct Tail {
    buf: VecDeque<u8>,
    total: u64,
}

const TAIL_KEEP: usize = 64 * 1024;
const TAIL_SHOW: usize = 4 * 1024;

/// How a child ended.
#[derive(Debug, Clone, Copy, Default)]
pub struct Exit {
    pub status: Option<ExitStatus>,
    /// The harness killed it (a deadline, an interrupt); a SIGKILL it was not sent is someone else's.
    pub killed: bool,
}

impl Exit {
    pub fn signal(&self) -> Option<i32> {
        self.status.and_then(|s| s.signal())
    }

    pub fn code(&self) -> Option<i32> {
        self.status.and_then(|s| s.code())
    }
}

/// What waiting for a child's next line gave.
#[derive(Debug)]
pub enum Waited {
    Line(String),
    /// The deadline passed with no line; the child still runs (the caller decides).
    Deadline,
    /// The child closed its stdout: it is dying or dead ([`Supervised::reap`] it).
    Closed,
    /// The harness was asked to stop (Ctrl-C, SIGTERM); the child still runs.
    Interrupted,
}

/// A running child under supervision.
pub struct Supervised {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    tail: Option<Arc<Mutex<Tail>>>,
    /// Set once reaped: its pid may belong to another process now, and is never signalled again.
    ended: Option<Exit>,
}

/// Puts a command in its own process group that dies with its parent.
fn isolate(cmd: &mut Command) {
    cmd.process_group(0);
    // SAFETY: prctl is async-signal-safe; it only asks the kernel to kill the
    // child when the harness thread that started it dies.
    unsafe {
        cmd.pre_exec(|| {
            libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL);
            Ok(())
        });
    }
}

/// Sends `sig` to a child's whole process group (its pid is the group's id).
fn signal_group(child: &Child, sig: i32) {
    // SAFETY: signalling our own child's process group.
    unsafe { libc::kill(-(child.id() as i32), sig) };
}

impl Supervised {
    /// Starts `cmd` with its stdout read as lines, its stdin piped when
    /// `stdin` (else closed), its stderr where `stderr` says.
    pub fn spawn(mut cmd: Command, stdin: bool, stderr: Stderr) -> std::io::Result<Supervised> {
        cmd.stdin(if stdin { Stdio::piped() } else { Stdio::null() }).stdout(Stdio::piped());
        let tailed = matches!(stderr, Stderr::Tail);
        match stderr {
            Stderr::Tail => cmd.stderr(Stdio::piped()),
            Stderr::File(f) => cmd.stderr(f),
            Stderr::Null => cmd.stderr(Stdio::null()),
        };
        isolate(&mut cmd);
        let mut child = cmd.spawn()?;
        let Some(stdout) = child.stdout.take() else {
            signal_group(&child, libc::SIGKILL);
            let _ = child.wait();
            return Err(std::io::Error::other("the child's stdout is missing"));
        };
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let tail = match (tailed, child.stderr.take()) {
            (true, Some(mut err)) => {
                let tail = Arc::new(Mutex::new(Tail::default()));
                let writer = tail.clone();
                std::thread::spawn(move || {
                    let mut chunk = [0u8; 8192];
                    while let Ok(n) = err.read(&mut chunk) {
                        if n == 0 {
                            break;
                        }
                        if let Ok(mut t) = writer.lock() {
                            t.buf.extend(&chunk[..n]);
                            t.total += n as u64;
                            let excess = t.buf.len().saturating_sub(TAIL_KEEP);
                            t.buf.drain(..excess);
                        }
                    }
                });
                Some(tail)
            }
            _ => None,
        };
        let stdin = child.stdin.take();
        Ok(Supervised { child, stdin, lines, tail, ended: None })
    }

    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// Writes one line to the child's stdin.
    pub fn send(&mut self, line: &str) -> std::io::Result<()> {
        let stdin = self.stdin.as_mut().ok_or_else(|| std::io::Error::other("the child's stdin is closed"))?;
        stdin.write_all(line.as_bytes())?;
        stdin.write_all(b"\n")?;
        stdin.flush()
    }

    /// Closes the child's stdin (a worker takes that as its end).
    pub fn close_stdin(&mut self) {
        self.stdin = None;
    }

    /// Waits for the child's next line until `deadline`, polling the harness's interrupt.
    pub fn wait_line(&mut self, deadline: Instant) -> Waited {
        loop {
            if interrupt::requested() {
                return Waited::Interrupted;
            }
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left.min(Duration::from_millis(100))) {
                Ok(line) => return Waited::Line(line),
                Err(RecvTimeoutError::Timeout) if left.is_zero() => return Waited::Deadline,
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => return Waited::Closed,
            }
        }
    }

    /// Waits up to `grace` for the child to exit by itself, then KILLs its
    /// group; reaps it. Whatever else of its group lingers is killed either way.
    pub fn reap(&mut self, grace: Duration) -> Exit {
        if let Some(exit) = self.ended {
            return exit;
        }
        let exit = self.reap_now(grace);
        self.ended = Some(exit);
        exit
    }

    fn reap_now(&mut self, grace: Duration) -> Exit {
        let until = Instant::now() + grace;
        while Instant::now() < until {
            if let Ok(Some(s)) = self.child.try_wait() {
                signal_group(&self.child, libc::SIGKILL);
                return Exit { status: Some(s), killed: false };
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        signal_group(&self.child, libc::SIGKILL);
        Exit { status: self.child.wait().ok(), killed: true }
    }

    /// TERM to the group, up to `grace` for it to go, then KILL; reaps it.
    pub fn kill(&mut self, grace: Duration) -> Exit {
        if let Some(exit) = self.ended {
            return exit;
        }
        signal_group(&self.child, libc::SIGTERM);
        let exit = Exit { killed: true, ..self.reap_now(grace) };
        self.ended = Some(exit);
        exit
    }

    /// A mark in the child's stderr tail (its byte count so far).
    pub fn stderr_mark(&self) -> u64 {
        self.tail.as_ref().and_then(|t| t.lock().ok().map(|t| t.total)).unwrap_or(0)
    }

    /// What the child wrote to stderr since `mark` (its last few KB), for a
    /// child started with [`Stderr::Tail`].
    pub fn stderr_since(&self, mark: u64) -> String {
        let Some(tail) = &self.tail else { return String::new() };
        // Give the reader thread a moment to drain what a dying child wrote.
        std::thread::sleep(Duration::from_millis(50));
        let Ok(t) = tail.lock() else { return String::new() };
        let n = (t.total.saturating_sub(mark) as usize).min(t.buf.len()).min(TAIL_SHOW);
        let bytes: Vec<u8> = t.buf.iter().skip(t.buf.len() - n).copied().collect();
        String::from_utf8_lossy(&bytes).into_owned()
    }
}

impl Drop for Supervised {
    /// A child nobody ended (its owner returned early, or panicked) goes with its group.
    fn drop(&mut self) {
        if self.ended.is_none() {
            signal_group(&self.child, libc::SIGKILL);
            let _ = self.child.wait();
        }
    }
}

/// Runs `cmd` (its stdio as the caller set it) in its own process group
/// under `timeout`: past it, or on the harness's interrupt, the group gets
/// TERM, then KILL after `grace`. Returns the exit status, or `None` when it
/// was stopped.
pub fn run_bounded(cmd: &mut Command, timeout: Duration, grace: Duration) -> std::io::Result<Option<ExitStatus>> {
    isolate(cmd);
    let mut child = cmd.spawn()?;
    let until = Instant::now() + timeout;
    loop {
        if let Some(status) = child.try_wait()? {
            // Whatever the child left running in its group goes with it.
            signal_group(&child, libc::SIGKILL);
            return Ok(Some(status));
        }
        if Instant::now() >= until || interrupt::requested() {
            signal_group(&child, libc::SIGTERM);
            let end = Instant::now() + grace;
            while Instant::now() < end && matches!(child.try_wait(), Ok(None)) {
                std::thread::sleep(Duration::from_millis(10));
            }
            signal_group(&child, libc::SIGKILL);
            let _ = child.wait();
            return Ok(None);
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sh(script: &str) -> Command {
        let mut c = Command::new("sh");
        c.arg("-c").arg(script);
        c
    }

    #[test]
    fn lines_come_in_order_and_a_closed_stdout_reaps_to_the_exit_code() {
        let mut p = Supervised::spawn(sh("echo one; echo two; echo oops >&2; exit 3"), false, Stderr::Tail).unwrap();
        let deadline = Instant::now() + Duration::from_secs(10);
        assert!(matches!(p.wait_line(deadline), Waited::Line(l) if l == "one"));
        assert!(matches!(p.wait_line(deadline), Waited::Line(l) if l == "two"));
        assert!(matches!(p.wait_line(deadline), Waited::Closed));
        let exit = p.reap(Duration::from_secs(5));
        assert_eq!((exit.code(), exit.signal(), exit.killed), (Some(3), None, false));
        assert_eq!(p.stderr_since(0).trim(), "oops");
    }

    #[test]
    fn a_silent_child_passes_its_deadline_and_its_whole_group_is_killed() {
        // The child leaves a grandchild in its group; killing the group ends both.
        let mut p = Supervised::spawn(sh("sleep 60 & echo $!; wait"), true, Stderr::Null).unwrap();
        let Waited::Line(grandchild) = p.wait_line(Instant::now() + Duration::from_secs(10)) else { panic!("no pid line") };
        assert!(matches!(p.wait_line(Instant::now() + Duration::from_millis(200)), Waited::Deadline));
        let exit = p.kill(Duration::from_millis(200));
        assert!(exit.killed);
        assert!(exit.signal().is_some(), "{exit:?}");
        let pid: i32 = grandchild.trim().parse().unwrap();
        std::thread::sleep(Duration::from_millis(100));
        // Gone, or a zombie waiting for whoever inherited it to reap it.
        let state = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
        let alive = state.rsplit(") ").next().is_some_and(|rest| !rest.starts_with('Z') && !rest.is_empty());
        assert!(!alive, "the grandchild {pid} outlived its group's kill");
    }

    #[test]
    fn a_bounded_command_past_its_time_is_stopped() {
        let got = run_bounded(&mut sh("sleep 30"), Duration::from_millis(200), Duration::from_millis(100)).unwrap();
        assert!(got.is_none());
        let got = run_bounded(&mut sh("exit 4"), Duration::from_secs(10), Duration::from_millis(100)).unwrap();
        assert_eq!(got.and_then(|s| s.code()), Some(4));
    }
}
