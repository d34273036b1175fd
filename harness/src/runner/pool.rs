//! The worker pool: one thread per slot, each owning at most one worker
//! process at a time. A slot takes a job from the runner, writes it to its
//! worker, and waits for the row with the job's deadline. When the worker
//! dies the slot turns the death into a row (crash, oom) and starts a fresh
//! worker for the next job; when the deadline passes it kills the worker's
//! whole process group (TERM, grace, KILL) and answers `timeout`.
//!
//! Workers run in their own process group (so a plugin's helper processes
//! die with them, and the terminal's Ctrl-C reaches only the runner) and
//! with a parent-death signal, so a runner killed with SIGKILL leaves no
//! worker behind.

use super::interrupt;
use super::protocol::{Job, WorkerHello, WorkerMessage};
use crate::verdict;
use results::{ResultRow, Stage, Status};
use std::collections::VecDeque;
use std::io::{BufRead, BufReader, Read, Write};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// How a worker is started.
#[derive(Debug, Clone)]
pub struct WorkerSpec {
    pub exe: PathBuf,
    pub device: String,
    pub cache_dir: Option<PathBuf>,
    /// Compile only, for this topology (`--topology`).
    pub topology: Option<String>,
    /// Extra environment per slot (e.g. which chip a worker may use).
    pub env_per_slot: Vec<Vec<(String, String)>>,
    pub timeout: Duration,
    /// Between SIGTERM and SIGKILL.
    pub grace: Duration,
    /// How long a worker may take to load the plugin and say hello.
    pub startup_timeout: Duration,
}

/// What slots tell the runner.
#[derive(Debug)]
pub enum Event {
    /// A worker started and loaded its plugin.
    Hello {
        slot: usize,
        hello: WorkerHello,
    },
    /// The worker refused its job for a reason of the run's settings (see
    /// `WorkerMessage::Refused`); the run stops with this setup error.
    Refused {
        slot: usize,
        message: String,
    },
    /// The slot is idle and wants a job.
    Idle {
        slot: usize,
    },
    Started {
        slot: usize,
        id: String,
    },
    Stage {
        slot: usize,
        stage: Stage,
    },
    /// A finished attempt (several for a sweep).
    Row {
        slot: usize,
        row: Box<ResultRow>,
    },
    /// The job is over; the slot will ask for another.
    JobDone {
        slot: usize,
    },
    /// The worker could not start: a setup problem, the run cannot go on.
    SetupFailed {
        slot: usize,
        message: String,
    },
}

/// Stderr of a worker, kept as a bounded tail with a running byte count so a
/// job's share of it can be cut out.
#[derive(Default)]
struct StderrTail {
    buf: VecDeque<u8>,
    total: u64,
}

const STDERR_KEEP: usize = 64 * 1024;
const STDERR_SHOW: usize = 4 * 1024;

struct Worker {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    stderr: Arc<Mutex<StderrTail>>,
}

impl Worker {
    fn pid(&self) -> u32 {
        self.child.id()
    }

    fn stderr_mark(&self) -> u64 {
        self.stderr.lock().map(|s| s.total).unwrap_or(0)
    }

    /// What the worker wrote to stderr since `mark` (its last few KB).
    fn stderr_since(&self, mark: u64) -> String {
        // Give the reader thread a moment to drain what a dying worker wrote.
        std::thread::sleep(Duration::from_millis(50));
        let Ok(s) = self.stderr.lock() else {
            return String::new();
        };
        let n = ((s.total - mark) as usize).min(s.buf.len()).min(STDERR_SHOW);
        let bytes: Vec<u8> = s.buf.iter().skip(s.buf.len() - n).copied().collect();
        String::from_utf8_lossy(&bytes).into_owned()
    }

    /// TERM to the process group, a grace period, then KILL; reaps the child.
    fn kill_group(&mut self, grace: Duration) {
        signal_group(&self.child, libc::SIGTERM);
        reap(&mut self.child, grace);
    }
}

/// Sends `sig` to a worker's whole process group.
fn signal_group(child: &Child, sig: i32) {
    // SAFETY: signalling our own child's process group (its pid is the group id).
    unsafe { libc::kill(-(child.id() as i32), sig) };
}

/// Waits up to `grace` for a child to exit by itself, then KILLs its group
/// and reaps it. Whatever else of the group lingers is killed either way.
/// Returns its exit status and whether it had to be killed.
fn reap(child: &mut Child, grace: Duration) -> (Option<std::process::ExitStatus>, bool) {
    let until = Instant::now() + grace;
    while Instant::now() < until {
        if let Ok(Some(s)) = child.try_wait() {
            signal_group(child, libc::SIGKILL);
            return (Some(s), false);
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    signal_group(child, libc::SIGKILL);
    (child.wait().ok(), true)
}

/// Puts a child in its own process group that dies with its parent: what
/// every process the runner starts gets, so a timeout can end all of it.
fn isolate(cmd: &mut Command) {
    cmd.process_group(0);
    // SAFETY: prctl is async-signal-safe; it only asks the kernel to kill the
    // child when the runner thread that started it dies.
    unsafe {
        cmd.pre_exec(|| {
            libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL);
            Ok(())
        });
    }
}

/// Runs `cmd` (its stdio as the caller set it) in its own process group
/// under `timeout`: past it the group gets TERM, then KILL after `grace`,
/// as a worker does. Returns the exit status, or `None` when it timed out.
pub fn run_bounded(cmd: &mut Command, timeout: Duration, grace: Duration) -> std::io::Result<Option<std::process::ExitStatus>> {
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
            reap(&mut child, grace);
            return Ok(None);
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

fn spawn(spec: &WorkerSpec, slot: usize) -> std::io::Result<Worker> {
    let mut cmd = Command::new(&spec.exe);
    cmd.arg("worker").arg("--device").arg(&spec.device);
    if let Some(d) = &spec.cache_dir {
        cmd.arg("--cache-dir").arg(d);
    }
    if let Some(t) = &spec.topology {
        cmd.arg("--topology").arg(t);
    }
    if let Some(env) = spec.env_per_slot.get(slot) {
        for (k, v) in env {
            cmd.env(k, v);
        }
    }
    cmd.stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped());
    isolate(&mut cmd);
    let mut child = cmd.spawn()?;
    let (stdin, stdout, stderr) = match (child.stdin.take(), child.stdout.take(), child.stderr.take()) {
        (Some(a), Some(b), Some(c)) => (a, b, c),
        _ => {
            let _ = child.kill();
            return Err(std::io::Error::other("worker pipes missing"));
        }
    };
    let (tx, lines) = channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            match line {
                Ok(l) => {
                    if tx.send(l).is_err() {
                        break;
                    }
                }
                Err(_) => break,
            }
        }
    });
    let tail = Arc::new(Mutex::new(StderrTail::default()));
    let tail2 = tail.clone();
    std::thread::spawn(move || {
        let mut stderr = stderr;
        let mut chunk = [0u8; 8192];
        while let Ok(n) = stderr.read(&mut chunk) {
            if n == 0 {
                break;
            }
            if let Ok(mut t) = tail2.lock() {
                t.buf.extend(&chunk[..n]);
                t.total += n as u64;
                let excess = t.buf.len().saturating_sub(STDERR_KEEP);
                t.buf.drain(..excess);
            }
        }
    });
    Ok(Worker { child, stdin, lines, stderr: tail })
}

/// A running slot: its thread and the channel it takes jobs from.
pub struct Slot {
    pub jobs: Sender<Option<Job>>,
    pub thread: JoinHandle<()>,
}

/// Starts `n` slots reporting to `events`.
pub fn start(spec: Arc<WorkerSpec>, n: usize, events: Sender<Event>) -> Vec<Slot> {
    (0..n)
        .map(|slot| {
            let (jobs, rx) = channel();
            let spec = spec.clone();
            let events = events.clone();
            let thread = std::thread::spawn(move || slot_main(slot, &spec, rx, &events));
            Slot { jobs, thread }
        })
        .collect()
}

/// Why a worker's hello did not come.
#[derive(Debug, thiserror::Error)]
enum NoHello {
    #[error("interrupted")]
    Interrupted,
    /// The worker's own words: it could not start (no plugin, bad suite...).
    #[error("{0}")]
    Fatal(String),
    #[error("worker said something unexpected before hello: {0}")]
    Unexpected(String),
    #[error("worker did not load its plugin within {0:?}")]
    Timeout(Duration),
    #[error("worker exited while starting:\n{stderr}")]
    Exited { stderr: String },
}

/// Waits for a worker's hello; `Err` says why it did not come.
fn await_hello(w: &mut Worker, spec: &WorkerSpec) -> Result<WorkerHello, NoHello> {
    let deadline = Instant::now() + spec.startup_timeout;
    loop {
        if interrupt::requested() {
            return Err(NoHello::Interrupted);
        }
        match w.lines.recv_timeout(Duration::from_millis(100)) {
            Ok(line) => match serde_json::from_str::<WorkerMessage>(&line) {
                Ok(WorkerMessage::Hello(h)) => return Ok(h),
                Ok(WorkerMessage::Fatal { message }) => return Err(NoHello::Fatal(message)),
                _ => return Err(NoHello::Unexpected(line)),
            },
            Err(RecvTimeoutError::Timeout) if Instant::now() < deadline => {}
            Err(RecvTimeoutError::Timeout) => {
                w.kill_group(spec.grace);
                return Err(NoHello::Timeout(spec.startup_timeout));
            }
            Err(RecvTimeoutError::Disconnected) => {
                let _ = w.child.wait();
                return Err(NoHello::Exited { stderr: w.stderr_since(0) });
            }
        }
    }
}

fn slot_main(slot: usize, spec: &WorkerSpec, jobs: Receiver<Option<Job>>, events: &Sender<Event>) {
    let mut worker: Option<Worker> = None;
    loop {
        if worker.is_none() {
            let mut w = match spawn(spec, slot) {
                Ok(w) => w,
                Err(e) => {
                    let _ =
                        events.send(Event::SetupFailed { slot, message: format!("cannot start a worker ({}): {e}", spec.exe.display()) });
                    return;
                }
            };
            match await_hello(&mut w, spec) {
                Ok(hello) => {
                    let _ = events.send(Event::Hello { slot, hello });
                    worker = Some(w);
                }
                Err(e) => {
                    w.kill_group(spec.grace);
                    let _ = events.send(Event::SetupFailed { slot, message: e.to_string() });
                    return;
                }
            }
        }
        let _ = events.send(Event::Idle { slot });
        let job = match jobs.recv() {
            Ok(Some(job)) => job,
            Ok(None) | Err(_) => {
                if let Some(mut w) = worker.take() {
                    if interrupt::requested() {
                        w.kill_group(spec.grace);
                    } else {
                        // A worker whose stdin closed exits by itself; give it the grace period.
                        drop(w.stdin);
                        reap(&mut w.child, spec.grace);
                    }
                }
                return;
            }
        };
        let Some(w) = worker.as_mut() else { return };
        let _ = events.send(Event::Started { slot, id: job.id.clone() });
        let keep = run_on_worker(slot, spec, w, &job, events);
        if !keep {
            worker = None;
        }
        let _ = events.send(Event::JobDone { slot });
        if interrupt::requested() {
            if let Some(mut w) = worker.take() {
                w.kill_group(spec.grace);
            }
        }
    }
}

/// Runs one job on a live worker; returns whether the worker survived it.
fn run_on_worker(slot: usize, spec: &WorkerSpec, w: &mut Worker, job: &Job, events: &Sender<Event>) -> bool {
    let started = Instant::now();
    let deadline = started + spec.timeout;
    let mark = w.stderr_mark();
    let mut stage = Stage::Load;
    let mut rows = 0usize;
    let synthetic = |(status, error): (Status, String), stage: Stage, w: &Worker| ResultRow {
        status,
        stage,
        error: Some(error),
        worker_pid: w.pid(),
        finished_at: results::time::now_s(),
        ..job.blank_row(&job.suite, "")
    };
    let mut line = serde_json::to_string(job).unwrap_or_default();
    line.push('\n');
    let wrote = w.stdin.write_all(line.as_bytes()).and_then(|_| w.stdin.flush());
    loop {
        if interrupt::requested() {
            w.kill_group(spec.grace);
            return false;
        }
        let got = if wrote.is_err() {
            Err(RecvTimeoutError::Disconnected)
        } else {
            w.lines.recv_timeout(Duration::from_millis(100).min(deadline.saturating_duration_since(Instant::now())))
        };
        match got {
            Ok(text) => match serde_json::from_str::<WorkerMessage>(&text) {
                Ok(WorkerMessage::Stage { stage: s }) => {
                    stage = s;
                    let _ = events.send(Event::Stage { slot, stage: s });
                }
                Ok(WorkerMessage::Row(mut row)) => {
                    rows += 1;
                    if row.error.is_some() && row.status != Status::Pass {
                        let tail = w.stderr_since(mark);
                        if !tail.trim().is_empty() {
                            let e = row.error.take().unwrap_or_default();
                            row.error = Some(format!("{e}\n--- worker stderr (tail) ---\n{tail}"));
                        }
                    }
                    let _ = events.send(Event::Row { slot, row });
                }
                Ok(WorkerMessage::Refused { message }) => {
                    let _ = events.send(Event::Refused { slot, message });
                }
                Ok(WorkerMessage::Done) => return true,
                other => {
                    let what = match other {
                        Ok(m) => format!("unexpected {m:?}"),
                        Err(e) => format!("{e}: {text}"),
                    };
                    let _ = events.send(Event::Row { slot, row: Box::new(synthetic(verdict::protocol_error(what), stage, w)) });
                    w.kill_group(spec.grace);
                    return false;
                }
            },
            Err(RecvTimeoutError::Timeout) => {
                if Instant::now() < deadline {
                    continue;
                }
                w.kill_group(spec.grace);
                if rows == 0 {
                    let tail = w.stderr_since(mark);
                    let judged = verdict::timeout(spec.timeout.as_secs_f64(), stage, &tail);
                    let _ = events.send(Event::Row { slot, row: Box::new(synthetic(judged, stage, w)) });
                }
                return false;
            }
            Err(RecvTimeoutError::Disconnected) => {
                // The worker closed its answers: it is dying or dead. Reap it.
                let (status, killed) = reap(&mut w.child, spec.grace);
                let tail = w.stderr_since(mark);
                let (sig, code) = match status {
                    Some(s) => (s.signal(), s.code()),
                    None => (None, None),
                };
                let judged = verdict::death(sig, code, &tail, killed);
                let _ = events.send(Event::Row { slot, row: Box::new(synthetic(judged, stage, w)) });
                return false;
            }
        }
    }
}
