//! The worker's side of a job: one seam between the runner's protocol and
//! the kinds of definition. A worker has one [`Target`], chosen when it
//! starts: execute (a client's devices) or compile-only (`--topology`: a
//! topology with no chips). [`Worker::run_job`] opens the job's suite once,
//! checks that the job's id is still at its index, decides the kind of
//! definition there, and hands the job to that kind's handler:
//!
//! | kind | handler, executing | rows |
//! |---|---|---|
//! | a definition with a program of its own: a plain call, a training step (K steps, state kept on the device), a sharded program (compiled once for N devices, judged against one device too), a sharded training step | `program` (one pipeline over {run once, K steps} x {1, N devices}) | one |
//! | an op-tier case | `ops` (its pack compiled and run once, kept; collectives on 4 devices, never op by op) | one per case |
//! | a catalog spec with a sequence bound | `sweep` (the dynamism sweep) | one per length |
//! | a definition of its own with a `[dynamic]` section | `bounded` (compiled once at its bound, judged per length against recorded baselines) | one per length |
//!
//! Every handler compiles through the pipeline's one compile stage and runs
//! through its one execute stage (`crate::pipeline`), under the job's
//! [`Plan`], so `--mode` (whole, eager, deferred:N) applies to every kind.
//! Compile-only, every kind is one program through the same `program`
//! pipeline, which stops after its compile stage: an op-tier case compiled
//! alone (a collective over its 4 devices), a bounded definition or spec
//! once at its bound; one row per job, and no input is ever made.
//! `--compare-modes` compares definitions with a program of their own only.
//!
//! A definition with a program is loaded first; then its program's kind
//! (`crate::execution::ProgramKind`), its manifest and the target decide,
//! in one match, which handler runs it: a `[dynamic]` section belongs to a
//! plain forward program, and on a training step or a sharded program it is
//! refused (a failed row naming `model.toml`), never silently ignored.
//!
//! Handlers are leaves: each takes the job's [`context::JobCx`] and the
//! pipeline's stages, never another handler nor this dispatcher, so a job's
//! path is dispatcher -> its handler -> compile stage -> execute stage ->
//! judge, each entered once.
//!
//! The dispatcher also decides, before a program compiles, whether the run
//! may run it at all: a program that needs more devices than the plugin (or
//! the topology) has, or other than `--devices` says, is a [`Refusal`] (the
//! run stops with a setup error), never run on fewer devices and judged.

mod bounded;
pub mod context;
pub mod modes;
mod ops;
pub mod program;
mod sweep;

use crate::execution::ProgramKind;
use crate::pipeline::eager;
use crate::pipeline::plan::Plan;
pub use crate::pipeline::target::Target;
use crate::runner::protocol::Job;
use crate::verdict;
use context::{failed, Context, JobCx};
use results::{ResultRow, Stage};
use suites::ops::Case;
use suites::Spec;

/// What a job's definition is, decided once per job.
enum Kind {
    /// A definition with a program of its own: plain, a training step or a sharded program (see [`ProgramKind`]), or bounded.
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

/// A worker: its target, its context, and the op tier's last pack
/// execution (the only state a handler keeps between jobs).
pub struct Worker {
    target: Target,
    ctx: Context,
    packs: ops::PackMemo,
}

impl Worker {
    pub fn new(target: Target) -> Worker {
        Worker { target, ctx: Context::default(), packs: ops::PackMemo::default() }
    }

    /// Runs one job. `stage` is told each stage as it starts (so the runner
    /// can say where a worker died); `emit` receives the finished row(s).
    /// `Err`: the job is refused for the run's settings (no row).
    pub fn run_job(&mut self, job: &Job, stage: &mut dyn FnMut(Stage), emit: &mut dyn FnMut(ResultRow)) -> Result<(), Refusal> {
        match (kind_of(&mut self.ctx, job), self.target.compiler()) {
            (Err(row), _) => emit(*row),
            (Ok(Kind::OpCase { tier, case, .. }), _) if job.options.compare_with().is_some() => {
                emit(not_op_by_op(job, &tier, &case.op, "an op-tier case (one op already)"))
            }
            (Ok(Kind::Sweep { tier, spec }), _) if job.options.compare_with().is_some() => {
                emit(not_op_by_op(job, &tier, &spec.family, "a dynamism sweep"))
            }
            (Ok(Kind::OpCase { tier, case, pack }), Some(_)) => {
                let devices = if suites::ops::collective::is_collective(&case.op) { suites::ops::collective::DEVICES } else { 1 };
                self.check_devices(job, devices)?;
                let mut cx = JobCx { ctx: &mut self.ctx, target: &self.target, job, tier: &tier, stage };
                ops::run(&mut cx, &mut self.packs, &case, &pack, emit)
            }
            (Ok(Kind::Sweep { tier, spec }), Some(compiler)) => {
                self.check_devices(job, 1)?;
                sweep::run(&mut self.ctx, compiler, job, &tier, &spec, stage, emit)
            }
            (Ok(Kind::OpCase { tier, case, .. }), None) => self.run_program(job, &tier, &case.op, Some(&case), stage, emit)?,
            (Ok(Kind::Sweep { tier, spec }), None) => self.run_program(job, &tier, &spec.family, None, stage, emit)?,
            (Ok(Kind::Program { tier, family }), _) => self.run_program(job, &tier, &family, None, stage, emit)?,
        }
        Ok(())
    }

    /// Loads a definition with a program of its own (compile-only: also an
    /// op-tier `case` alone, or a sweep spec at its bound), decides its kind
    /// in one match and runs it through its handler (see the module's table).
    fn run_program(
        &mut self,
        job: &Job,
        tier: &str,
        family: &str,
        case: Option<&Case>,
        stage: &mut dyn FnMut(Stage),
        emit: &mut dyn FnMut(ResultRow),
    ) -> Result<(), Refusal> {
        stage(Stage::Load);
        let mut row = job.blank_row(tier, family);
        let tensors = self.target.tensors(job.options.baseline_dir.is_some());
        let mut loaded = match self.ctx.load(job, &mut row, tensors) {
            Ok(l) => l,
            Err(failed) => {
                emit(*failed);
                return Ok(());
            }
        };
        let load_failed = |row: ResultRow, e: String| failed(row, verdict::failed_at(Stage::Load), Stage::Load, e);
        if let Some(case) = case {
            row.op_case = Some(results::OpCase { op: case.op.clone(), form: case.form.clone(), dtype: case.dtype });
            let plan = match Plan::of_case(case, &job.options.compilation, job.options.mode) {
                Ok(p) => p,
                Err(e) => {
                    emit(load_failed(row, e));
                    return Ok(());
                }
            };
            self.check_devices(job, plan.execution.devices)?;
            let mut cx = JobCx { ctx: &mut self.ctx, target: &self.target, job, tier, stage };
            program::run(&mut cx, row, loaded, plan, emit);
            return Ok(());
        }
        if let (Some(strategy), Some(n)) = (job.options.spmd, job.options.devices) {
            // After hashing: the definition's own baselines judge the sharded run.
            let data: Vec<bool> = loaded.def.manifest.arguments.iter().map(|a| a.role == suites::Role::Data).collect();
            match ::program::spmd::annotate(&loaded.def.program, &data, n as usize, strategy) {
                Ok(p) => loaded.unannotated = Some(std::mem::replace(&mut loaded.def.program, p)),
                Err(e) => {
                    emit(load_failed(row, e.to_string()));
                    return Ok(());
                }
            }
        }
        let kind = match ProgramKind::of(&loaded.def.program) {
            Ok(k) => k,
            Err(e) => {
                emit(load_failed(row, e));
                return Ok(());
            }
        };
        self.check_devices(job, kind.devices())?;
        match (kind, &loaded.def.manifest.dynamic, self.target.compiler()) {
            (_, Some(_), _) if job.options.compare_with().is_some() => {
                emit(not_op_by_op(job, tier, family, "a bounded-dynamism definition (model.toml's [dynamic])"))
            }
            (ProgramKind::Plain, Some(_), Some(compiler)) => {
                stage(Stage::Sweep);
                bounded::run(&mut self.ctx, compiler, job, tier, row, loaded, emit);
            }
            (_, Some(_), _) if kind != ProgramKind::Plain => {
                let what = if kind.is_training_step() { "a training step" } else { "a sharded program" };
                let message = format!(
                    "{}: model.toml has a [dynamic] section, but its program is {what}: bounded dynamism is swept for a plain forward program only",
                    job.id
                );
                emit(load_failed(row, message));
            }
            (_, dynamic, _) => {
                // Compile-only, a bounded program is compiled once, at its bound.
                row.bound = dynamic.as_ref().map(|d| d.bound);
                let plan = Plan::of(kind, &loaded.def.program, job.options.steps, &job.options.compilation, job.options.mode);
                let mut cx = JobCx { ctx: &mut self.ctx, target: &self.target, job, tier, stage };
                program::run(&mut cx, row, loaded, plan, emit);
            }
        }
        Ok(())
    }

    /// Refuses a job whose program declares `declared` devices where
    /// `--devices` says otherwise, or more than the target has.
    fn check_devices(&self, job: &Job, declared: usize) -> Result<(), Refusal> {
        let done = self.target.done();
        if let Some(n) = job.options.devices {
            if n as usize != declared {
                let hint = match (declared, job.options.spmd) {
                    (1, None) => " (an unsharded program: shard it with --spmd dp|fsdp)",
                    (1, Some(_)) => " (--spmd shards definitions with a program of their own, not op-tier cases or dynamism sweeps)",
                    _ => "",
                };
                return Err(Refusal(format!(
                    "{}: the program declares {declared} device(s), --devices asks for {n}{hint}; refused, not {done}",
                    job.id
                )));
            }
        }
        if declared > 1 {
            let (have, whose) = self.target.devices().map_err(|e| Refusal(format!("{}: {e}", job.id)))?;
            if declared > have {
                return Err(Refusal(format!(
                    "{}: the program needs {declared} devices, {whose} has {have}; refused, not {done} on fewer",
                    job.id
                )));
            }
        }
        Ok(())
    }
}

/// The row of a job whose kind does not run in the job's `--mode` or is
/// not compared across modes (`--compare-modes`): skipped, saying why (the
/// harness's limit, not the device's: `verdict::not_op_by_op`).
fn not_op_by_op(job: &Job, tier: &str, family: &str, what: &'static str) -> ResultRow {
    let message = eager::not_op_by_op(job.options.mode, what).unwrap_or_else(|| modes::NotCompared(what).to_string());
    failed(job.blank_row(tier, family), verdict::not_op_by_op(), Stage::Load, format!("{}: {message}", job.id))
}

/// Why a job is not run: the run's settings or the plugin cannot serve its
/// program (its devices). The runner stops the run with this as a setup error.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal(pub String);

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
