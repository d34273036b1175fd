//! The worker's side of a job: one seam between the runner's protocol and
//! the kinds of definition. [`Worker::run_job`] opens the job's suite once,
//! checks that the job's id is still at its index, decides the kind of
//! definition there in one match, and hands the job to that kind's handler:
//!
//! | kind | handler | rows |
//! |---|---|---|
//! | a definition (folder, catalog spec without a bound) | `plain` | one |
//! | a definition whose arguments alias outputs (a training step) | `train` (K steps, state kept on the device) | one |
//! | an op-tier case | `ops` (its pack compiled and run once, kept) | one per case |
//! | a catalog spec with a sequence bound | `sweep` (the dynamism sweep) | one per length |
//!
//! Handlers are leaves: each imports the worker [`context::Context`] and
//! the compile service (`crate::compilation::Compiler`), never another
//! handler nor this dispatcher, so a job's path is dispatcher -> its
//! handler -> compile service -> judge, each entered once. A new kind
//! (training steps, sharded programs) is one more variant and one more file.

pub mod context;
mod ops;
mod plain;
mod sweep;
mod train;

use crate::compilation::Compiler;
use crate::runner::protocol::Job;
use crate::verdict;
use context::{failed, Context};
use results::{ResultRow, Stage};
use suites::ops::Case;
use suites::Spec;

/// What a job's definition is, decided once per job.
enum Kind {
    /// A definition with a program of its own: plain, a training step or a sharded program (see [`ProgramKind`]).
    Program {
        tier: String,
        family: String,
    },
    OpCase {
        tier: String,
        case: Case,
        pack: Vec<Case>,
    },
    Sweep {
        tier: String,
        spec: Spec,
    },
}

/// A worker: its context, and the op tier's last pack execution (the only
/// state a handler keeps between jobs).
pub struct Worker {
    ctx: Context,
    packs: ops::PackMemo,
}

impl Worker {
    pub fn new(compiler: Compiler) -> Worker {
        Worker { ctx: Context::new(compiler), packs: ops::PackMemo::default() }
    }

    /// Runs one job. `stage` is told each stage as it starts (so the runner
    /// can say where a worker died); `emit` receives the finished row(s).
    pub fn run_job(&mut self, job: &Job, stage: &mut dyn FnMut(Stage), emit: &mut dyn FnMut(ResultRow)) {
        match kind_of(&mut self.ctx, job) {
            Err(row) => emit(*row),
            Ok(Kind::Program { tier, family }) => {
                stage(Stage::Load);
                let mut row = job.blank_row(&tier, &family);
                let compare = job.options.baseline_dir.is_some();
                let loaded = match self.ctx.load(job, &mut row, runtime::HostPath::Run { compare }) {
                    Ok(l) => l,
                    Err(failed) => return emit(*failed),
                };
                match ProgramKind::of(&loaded.def.program) {
                    ProgramKind::Plain => plain::run(&mut self.ctx, job, &tier, row, loaded, stage, emit),
                    ProgramKind::TrainingStep => train::run(&mut self.ctx, job, &tier, row, loaded, stage, emit),
                }
            }
            Ok(Kind::OpCase { tier, case, pack }) => ops::run(&mut self.ctx, &mut self.packs, job, &tier, &case, &pack, stage, emit),
            Ok(Kind::Sweep { tier, spec }) => sweep::run(&mut self.ctx, job, &tier, &spec, stage, emit),
        }
    }
}

/// How a definition's program runs, read from its text: a training step
/// when arguments alias outputs (`tf.aliasing_output`: its state is carried
/// from step to step), else a plain forward call. Bytecode, whose text is
/// not read, runs plain.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ProgramKind {
    Plain,
    TrainingStep,
}

impl ProgramKind {
    pub fn of(program: &[u8]) -> ProgramKind {
        match runtime::argument_aliases(program) {
            Ok(aliases) if aliases.iter().any(Option::is_some) => ProgramKind::TrainingStep,
            _ => ProgramKind::Plain,
        }
    }
}

/// The kind of the definition a job names, or the failed row that says why
/// it cannot be had (the suite does not open, or changed under the run).
fn kind_of(ctx: &mut Context, job: &Job) -> Result<Kind, Box<ResultRow>> {
    let load = Stage::Load;
    let suite = ctx
        .suite(&job.suite)
        .map_err(|e| Box::new(failed(job.blank_row(&job.suite, ""), verdict::failed_at(load), load, format!("cannot open suite: {e}"))))?;
    let tier = suite.name.clone();
    let entry = suite.entries.get(job.index).filter(|e| e.id == job.id).ok_or_else(|| {
        let found = suite.entries.get(job.index).map(|e| e.id.as_str()).unwrap_or("nothing");
        let family = suite.entries.get(job.index).map(|e| e.family.as_str()).unwrap_or("");
        let msg = format!("suite {} has {found} at #{}, not {}: the suite changed under the run", suite.name, job.index, job.id);
        Box::new(failed(job.blank_row(&tier, family), verdict::failed_at(load), load, msg))
    })?;
    if let Some(case) = suite.case(job.index) {
        let pack = suite.pack(case.pack).into_iter().cloned().collect();
        return Ok(Kind::OpCase { tier, case: case.clone(), pack });
    }
    if let Some(spec) = suite.spec(job.index).filter(|s| s.bound.is_some()) {
        return Ok(Kind::Sweep { tier, spec: spec.clone() });
    }
    Ok(Kind::Program { family: entry.family.clone(), tier })
}
