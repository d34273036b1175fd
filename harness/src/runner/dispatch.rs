//! The dispatcher: hands jobs to worker slots and journals their rows until
//! the plan is done, `--fail-fast` trips, Ctrl-C comes, or workers cannot
//! start. One method per worker event; the slots are owned by a guard that
//! shuts every worker down however the loop ends (an early error return
//! included), so no worker outlives its run.

use super::interrupt;
use super::plan::{Pending, Plan};
use super::pool::{self, Event, Slot, WorkerSpec};
use super::progress::Progress;
use super::protocol::{Job, JobOptions, WorkerHello};
use crate::exit::CommandError;
use crate::verdict;
use baselines::expected::ExpectedFile;
use results::{Journal, ResultRow, RunInfo, Stage};
use std::collections::VecDeque;
use std::path::Path;
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::sync::Arc;
use std::time::Duration;
use suites::Suite;

/// How the loop ended, besides finishing the plan.
#[derive(Debug, Default)]
pub struct Outcome {
    pub interrupted: bool,
    /// A worker could not start, or refused a job for the run's settings
    /// (devices): the harness's or the command line's problem, not a definition's.
    pub setup_error: Option<String>,
}

/// Owns the slots; dropping it tells every slot to stop and joins it.
struct Slots(Vec<Slot>);

impl Drop for Slots {
    fn drop(&mut self) {
        for s in &self.0 {
            let _ = s.jobs.send(None);
        }
        for s in self.0.drain(..) {
            let _ = s.thread.join();
        }
    }
}

/// What the run's settings say about each job, fixed before the loop starts.
pub struct Settings<'a> {
    /// The spec the suite was opened from (workers reopen it).
    pub suite_spec: &'a str,
    pub suite: &'a Suite,
    pub options: JobOptions,
    pub expected: ExpectedFile,
    pub retries: u32,
    pub fail_fast: bool,
}

pub struct Dispatcher<'a> {
    settings: Settings<'a>,
    journal: &'a mut Journal,
    info: &'a mut RunInfo,
    run_dir: &'a Path,
    slots: Slots,
    events: Receiver<Event>,
    queue: VecDeque<Pending>,
    in_flight: Vec<Option<Pending>>,
    idle: Vec<usize>,
    alive: usize,
    stopping: bool,
    outcome: Outcome,
    progress: Progress,
}

impl<'a> Dispatcher<'a> {
    /// Starts `n` worker slots for the plan's pending definitions.
    pub fn start(
        settings: Settings<'a>,
        plan: &Plan,
        spec: Arc<WorkerSpec>,
        n: usize,
        journal: &'a mut Journal,
        info: &'a mut RunInfo,
        run_dir: &'a Path,
    ) -> Dispatcher<'a> {
        let (tx, events) = channel();
        Dispatcher {
            settings,
            journal,
            info,
            run_dir,
            slots: Slots(pool::start(spec, n, tx)),
            events,
            queue: plan.todo.iter().cloned().collect(),
            in_flight: vec![None; n],
            idle: Vec::new(),
            alive: n,
            stopping: false,
            outcome: Outcome::default(),
            progress: Progress::new(plan.todo.len(), n),
        }
    }

    /// Runs the loop to its end. An error is returned only when the run
    /// itself broke (the journal cannot be written): the slots still shut down.
    pub fn run(mut self) -> Result<Outcome, CommandError> {
        loop {
            if interrupt::requested() && !self.outcome.interrupted {
                self.outcome.interrupted = true;
                self.stopping = true;
            }
            self.dispatch();
            let busy = self.in_flight.iter().any(Option::is_some);
            if !busy && (self.stopping || self.queue.is_empty() || self.alive == 0) {
                break;
            }
            let ev = match self.events.recv_timeout(Duration::from_millis(200)) {
                Ok(ev) => ev,
                Err(RecvTimeoutError::Timeout) => {
                    self.progress.tick(false);
                    continue;
                }
                Err(RecvTimeoutError::Disconnected) => break,
            };
            match ev {
                Event::Hello { slot, hello } => self.on_hello(slot, hello)?,
                Event::Idle { slot } => self.idle.push(slot),
                Event::Started { slot, id } => self.progress.worker(slot, &id),
                Event::Stage { slot, stage } => self.on_stage(slot, stage),
                Event::Row { row, .. } => self.on_row(*row)?,
                Event::JobDone { slot } => self.on_job_done(slot),
                Event::SetupFailed { slot, message } => self.on_setup_failed(slot, message),
                Event::Refused { message, .. } => self.on_refused(message),
            }
        }
        drop(self.slots);
        self.progress.close();
        Ok(self.outcome)
    }

    /// Hands queued definitions to idle slots.
    fn dispatch(&mut self) {
        while !self.stopping && !self.queue.is_empty() {
            let Some(slot) = self.idle.pop() else { break };
            let Some(p) = self.queue.pop_front() else {
                break;
            };
            let job = Job {
                suite: self.settings.suite_spec.to_string(),
                index: p.index,
                id: p.id.clone(),
                attempt: p.attempt,
                options: self.settings.options.clone(),
            };
            if self.slots.0[slot].jobs.send(Some(job)).is_ok() {
                self.in_flight[slot] = Some(p);
            } else {
                self.queue.push_front(p);
            }
        }
    }

    /// The first worker's plugin identity goes into `run.json`. A worker
    /// whose plugin differs from the one the run started with (a resumed run
    /// on another plugin, or the file replaced mid-run) stops the run: its
    /// rows would not be comparable with the journal's.
    fn on_hello(&mut self, slot: usize, hello: WorkerHello) -> Result<(), CommandError> {
        if self.info.plugin_sha256.is_empty() {
            self.info.plugin_path = hello.plugin_path;
            self.info.plugin_sha256 = hello.plugin_sha256;
            self.info.platform_name = hello.platform_name;
            self.info.platform_version = hello.platform_version;
            // Before any row: a full disk here means nothing ran (a setup error, the new folder removed).
            if let Err(e) = self.info.write(self.run_dir) {
                self.on_refused(e.to_string());
            }
        } else if self.info.plugin_sha256 != hello.plugin_sha256 {
            let message = format!(
                "plugin: the run started with {} (sha256 {}), this worker loaded {} (sha256 {}); resume with the same plugin, or start a new --run-dir",
                self.info.plugin_path, self.info.plugin_sha256, hello.plugin_path, hello.plugin_sha256
            );
            self.on_setup_failed(slot, message);
        }
        Ok(())
    }

    fn on_stage(&mut self, slot: usize, stage: Stage) {
        if let Some(p) = self.in_flight.get(slot).and_then(|p| p.as_ref()) {
            self.progress.worker(slot, &format!("{} ({stage})", p.id));
        }
    }

    /// Completes a row (family, tier, expected results), journals it, and
    /// queues a retry or trips `--fail-fast` when it says so.
    fn on_row(&mut self, mut row: ResultRow) -> Result<(), CommandError> {
        let suite = self.settings.suite;
        if row.family.is_empty() {
            row.family = suite.position(&row.id).and_then(|i| suite.entries.get(i)).map(|e| e.family.clone()).unwrap_or_default();
        }
        if row.tier.is_empty() || row.tier == self.settings.suite_spec {
            row.tier = suite.name.clone();
        }
        verdict::apply_expected(&mut row, &self.settings.expected);
        self.journal.append(&row, true).map_err(CommandError::run)?;
        if row.status.is_retryable() && row.attempt <= self.settings.retries && !self.stopping {
            if let Some(index) = suite.position(&row.id) {
                self.queue.push_back(Pending { index, id: row.id.clone(), attempt: row.attempt + 1 });
                return Ok(());
            }
        }
        self.progress.finished(&row.id, row.length, row.status);
        if self.settings.fail_fast && row.status.outcome().fails_run() {
            self.stopping = true;
        }
        Ok(())
    }

    fn on_job_done(&mut self, slot: usize) {
        if let Some(f) = self.in_flight.get_mut(slot) {
            *f = None;
        }
        self.progress.worker(slot, "idle");
    }

    /// A job refused for the run's settings: nothing more is handed out
    /// (the refused job is not journaled) and the run ends with the message.
    fn on_refused(&mut self, message: String) {
        self.outcome.setup_error.get_or_insert(message);
        self.stopping = true;
    }

    fn on_setup_failed(&mut self, slot: usize, message: String) {
        self.alive = self.alive.saturating_sub(1);
        if let Some(p) = self.in_flight.get_mut(slot).and_then(Option::take) {
            self.queue.push_front(p);
        }
        self.outcome.setup_error = Some(message);
        self.stopping = true;
    }
}
