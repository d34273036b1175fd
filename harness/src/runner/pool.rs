//! The worker pool: one thread per slot, each owning at most one worker
//! process at a time. A slot takes a job from the runner, writes it to its
//! worker, and waits for the row with the job's deadline. When the worker
//! dies the slot turns the death into a row (crash, oom) and starts a fresh
//! worker for the next job; when the deadline passes it kills the worker's
//! whole process group (TERM, grace, KILL) and answers `timeout`.
//!
//! Workers are started and ended by the one child supervisor
//! (`runner::executor`): their own process group, a parent-death signal.

use super::executor::{Stderr, Supervised, Waited};
use super::interrupt;
use super::protocol::{Job, WorkerHello, WorkerMessage};
use crate::verdict;
use results::{ResultRow, Stage, Status};
use std::path::PathBuf;
use std::process::Command;
use std::sync::mpsc::{channel, Receiver, Sender};
use std::sync::Arc;
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

type Worker = Supervised;

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
    Supervised::spawn(cmd, true, Stderr::Tail)
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
    match w.wait_line(Instant::now() + spec.startup_timeout) {
        Waited::Line(line) => match serde_json::from_str::<WorkerMessage>(&line) {
            Ok(WorkerMessage::Hello(h)) => Ok(h),
            Ok(WorkerMessage::Fatal { message }) => Err(NoHello::Fatal(message)),
            _ => Err(NoHello::Unexpected(line)),
        },
        Waited::Interrupted => Err(NoHello::Interrupted),
        Waited::Deadline => {
            w.kill(spec.grace);
            Err(NoHello::Timeout(spec.startup_timeout))
        }
        Waited::Closed => {
            w.reap(spec.grace);
            Err(NoHello::Exited { stderr: w.stderr_since(0) })
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
                    w.kill(spec.grace);
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
                        w.kill(spec.grace);
                    } else {
                        // A worker whose stdin closed exits by itself; give it the grace period.
                        w.close_stdin();
                        w.reap(spec.grace);
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
                w.kill(spec.grace);
            }
        }
    }
}

/// Runs one job on a live worker; returns whether the worker survived it.
fn run_on_worker(slot: usize, spec: &WorkerSpec, w: &mut Worker, job: &Job, events: &Sender<Event>) -> bool {
    let deadline = Instant::now() + spec.timeout;
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
    let wrote = w.send(&serde_json::to_string(job).unwrap_or_default());
    loop {
        let got = if wrote.is_err() { Waited::Closed } else { w.wait_line(deadline) };
        match got {
            Waited::Interrupted => {
                w.kill(spec.grace);
                return false;
            }
            Waited::Line(text) => match serde_json::from_str::<WorkerMessage>(&text) {
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
                    w.kill(spec.grace);
                    return false;
                }
            },
            Waited::Deadline => {
                w.kill(spec.grace);
                if rows == 0 {
                    let tail = w.stderr_since(mark);
                    let judged = verdict::timeout(spec.timeout.as_secs_f64(), stage, &tail);
                    let _ = events.send(Event::Row { slot, row: Box::new(synthetic(judged, stage, w)) });
                }
                return false;
            }
            Waited::Closed => {
                // The worker closed its answers: it is dying or dead. Reap it.
                let exit = w.reap(spec.grace);
                let tail = w.stderr_since(mark);
                let judged = verdict::death(exit.signal(), exit.code(), &tail, exit.killed);
                let _ = events.send(Event::Row { slot, row: Box::new(synthetic(judged, stage, w)) });
                return false;
            }
        }
    }
}
