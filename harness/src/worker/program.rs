//! The handler for every definition with a program of its own: a plain
//! forward call, a training step (K steps, its state kept on the device), a
//! sharded program (compiled once for N devices) and a sharded training
//! step are one pipeline over {run once, run K steps} x {1 device, N
//! devices}, parametrised by a [`Plan`] (the run's `crate::execution::Execution`,
//! its compile settings and what judges it) and by the worker's [`Target`].
//! Its stages, each entered once:
//!
//! 1. load: what the execution needs of the program text (the step's
//!    aliasing; a replicated program is not run yet);
//! 2. compile, through the compile service, for the execution's devices.
//!    A compile-only target stops here: the topology's compiler describes
//!    the program (`results::CompiledFor`: memory, cost, collectives), the
//!    row says `compiled` or why not (`verdict::compiled_for`), and nothing
//!    of the execution is read, so a training step compiles whatever feeds
//!    its state; every kind of job comes here compile-only (an op-tier case
//!    alone, [`Plan::of_case`]);
//! 3. execute: once or K steps, on one device or over N from global inputs;
//!    devices that disagree on a value they were meant to share fail here;
//! 4. judge: first against the reference, the same program on one device
//!    (a sharded run must compute what the unsharded one does; skipped for
//!    programs that only mean something on their devices), then against the
//!    baseline store where the job names one (a trajectory against its
//!    recorded trajectory or loss curve).
//!
//! After the judged execution the same execution runs again on the same
//! executable (`super::repeat`: the determinism replay, `--repeat R`'s timed
//! repetitions); a row that passed but whose runs differ is then
//! `nondeterministic` (in [`run`]).
//!
//! [`attempt`] runs them with `?` at every failure; [`run`] is the one place
//! a failure becomes a failed row. Every status comes from `crate::verdict`.
//! The row records `devices` and `compiles` (1, plus 1 for the one-device
//! reference) for a program on several devices, and the loss curve of a
//! training step.

use super::context::{self, failed, Context, Loaded};
use super::Target;
use super::{eager, modes};
use crate::compilation::{Compilation, CompileFailure, Compiler, TopologyCompiler};
use crate::execution::{self, Execution, ProgramKind, Ran, RunFailure};
use crate::partitioned::{self, Failure};
use crate::runner::protocol::Job;
use crate::train;
use crate::verdict;
use results::time::{ms_since as ms, now_s};
use results::{Disagreement, ResultRow, Stage, Status};
use runtime::HostTensor;
use std::time::Instant;
use suites::ops::collective;

/// What a program job runs, compiled how, and what judges it. A mode
/// (whole program, op by op) would change what the execute stage runs
/// (in [`attempt`]), not how a failure becomes a row.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Plan {
    /// The run's execution: steps and devices.
    pub execution: Execution,
    /// The compile settings: the job's, over the execution's devices.
    pub compilation: Compilation,
    /// The reference the outputs are judged against before the store: the
    /// same program on one device (for a program on several devices that
    /// has a one-device counterpart).
    pub reference: Option<Execution>,
}

impl Plan {
    /// The plan for a program of `kind` under the job's `--steps` and settings.
    pub fn of(kind: ProgramKind, program: &[u8], steps: usize, settings: &Compilation) -> Plan {
        let execution = kind.execution(steps);
        let reference = (execution.devices > 1 && !runtime::sharding::needs_its_devices(program)).then(|| execution.on_one_device());
        Plan { execution, compilation: execution.settings(settings), reference }
    }

    /// The plan for an op-tier case compiled alone (compile-only; an
    /// executing worker runs cases in packs): one device, or a collective's
    /// devices as the replicas or partitions its form says.
    pub fn of_case(case: &suites::ops::Case, settings: &Compilation) -> Result<Plan, String> {
        let plan =
            |devices: usize, compilation: Compilation| Plan { execution: Execution { devices, steps: None }, compilation, reference: None };
        if !collective::is_collective(&case.op) {
            return Ok(plan(1, *settings));
        }
        let devices = collective::DEVICES;
        Ok(match collective::form(case).map_err(|e| e.to_string())?.mode {
            collective::Mode::Partitions => plan(devices, settings.on_devices(devices)),
            _ => plan(devices, settings.replicated(devices)),
        })
    }
}

/// Why a stage failed: the row's status and stage, the message, and the
/// devices that disagreed (if that is why).
struct Failed {
    status: Status,
    stage: Stage,
    message: String,
    disagreements: Vec<Disagreement>,
}

impl Failed {
    fn new(status: Status, stage: Stage, message: String) -> Failed {
        Failed { status, stage, message, disagreements: Vec::new() }
    }
}

/// Runs a loaded program job under `plan` for `target` and emits its one row.
#[allow(clippy::too_many_arguments)]
pub fn run(
    ctx: &mut Context,
    target: &Target,
    job: &Job,
    tier: &str,
    mut row: ResultRow,
    loaded: Loaded,
    plan: Plan,
    stage: &mut dyn FnMut(Stage),
    emit: &mut dyn FnMut(ResultRow),
) {
    let attempted = attempt(ctx, target, job, tier, &mut row, loaded, plan, stage);
    let departs = row.modes.as_deref().and_then(verdict::modes_depart);
    match (attempted, departs) {
        (Ok(()), Some((status, message))) if status.is_failure() => emit(failed(row, status, Stage::Compare, message)),
        (Ok(()), _) => match verdict::nondeterministic(row.determinism.as_ref()) {
            Some((status, message)) => emit(failed(row, status, Stage::Outputs, message)),
            None => {
                row.stage = Stage::Done;
                row.finished_at = now_s();
                emit(row)
            }
        },
        (Err(f), departs) => {
            row.disagreements.extend(f.disagreements);
            let message = match departs {
                Some((_, why)) => format!("{}; {why}", f.message),
                None => f.message,
            };
            emit(failed(row, f.status, f.stage, message))
        }
    }
}

/// The pipeline: load, compile, then (executing) execute and judge; the row filled as it goes.
#[allow(clippy::too_many_arguments)]
fn attempt(
    ctx: &mut Context,
    target: &Target,
    job: &Job,
    tier: &str,
    row: &mut ResultRow,
    loaded: Loaded,
    plan: Plan,
    stage: &mut dyn FnMut(Stage),
) -> Result<(), Failed> {
    let Loaded { def, mut inputs, hash, hash_ms, unannotated } = loaded;
    let devices = plan.execution.devices;
    let on_devices = |m: String| if devices > 1 { format!("on {devices} devices: {m}") } else { m };
    if devices > 1 {
        row.devices = Some(u32::try_from(devices).unwrap_or(u32::MAX));
    }
    let compiling = |e: CompileFailure| {
        let m = if devices > 1 { format!("compiling for {devices} devices: {e}") } else { e.to_string() };
        Failed::new(e.status(), Stage::Compile, m)
    };
    let compiler = match target {
        Target::Execute(compiler) => compiler,
        Target::CompileOnly(topology) if job.options.mode.is_op_by_op() => {
            stage(Stage::Compile);
            return compile_only_op_by_op(topology, job, row, &def.program, &plan);
        }
        Target::CompileOnly(topology) => {
            stage(Stage::Compile);
            return compile_only(topology, job, row, &def.program, &plan, compiling);
        }
    };
    let ready =
        plan.execution.read(&def.program, &def.manifest).map_err(|m| Failed::new(verdict::failed_at(Stage::Load), Stage::Load, m))?;

    let compared = job.options.compare_with().map(|other| (other, inputs.clone()));
    let mut ran = if job.options.mode.is_op_by_op() {
        op_by_op(ctx, compiler, job, row, &def, &inputs, &plan, stage)?
    } else {
        stage(Stage::Compile);
        let t_compile = Instant::now();
        let compiled = compiler.compile(&plan.compilation, ready.program, job.options.no_cache).map_err(|e| {
            // A refused compile (an `oom` from the compiler among them) still took its time.
            row.timings.compile_ms = ms(t_compile);
            compiling(e)
        })?;
        row.timings.compile_ms = compiled.compile_ms;
        row.cached = compiled.cached;
        row.device_bytes = compiled.exe.device_memory_bytes();
        if devices > 1 {
            row.compiles = Some(1);
        }

        stage(Stage::Execute);
        let keep = super::repeat::keeps(&job.options, &def, &ready, &inputs);
        let t_exec = Instant::now();
        let ran = ready.execute_keeping(&compiled.exe, &mut inputs, &def.manifest.outputs, keep);
        row.timings.execute_ms = ms(t_exec);
        let execute_failed = |f: Failure, what: &str| match f {
            Failure::Execute(e) => {
                Failed::new(verdict::runtime_error(&e, Stage::Execute), Stage::Execute, on_devices(format!("{what}{e}")))
            }
            Failure::Inputs(m) => Failed::new(verdict::failed_at(Stage::Execute), Stage::Execute, format!("{what}{m}")),
            Failure::Outputs { message, disagreements } => Failed {
                status: verdict::devices_disagree(&disagreements),
                stage: Stage::Outputs,
                message: on_devices(format!("{what}{message}")),
                disagreements,
            },
        };
        let (ran, kept) = ran.map_err(|f| execute_failed(f, ""))?;
        if let Some(kept) = kept {
            let steps = plan.execution.steps.unwrap_or(1);
            let again = super::repeat::run_again(&ready, &compiled.exe, &kept, &inputs, &ran, &def.manifest.outputs, &job.options, steps)
                .map_err(|(i, n, f)| execute_failed(f, &format!("execution {i} of {n} after the judged one: ")))?;
            row.determinism = Some(again.determinism);
            row.perf = again.perf.map(Box::new);
        }
        drop(compiled);
        ran
    };
    if let Some((other, inputs)) = compared {
        let parity = modes::compare(ctx, compiler, job, tier, &def, hash.as_deref(), &plan, &inputs, (other, row.timings.compile_ms))
            .map_err(|e| Failed::new(verdict::not_op_by_op(), Stage::Load, e.to_string()))?;
        row.modes = Some(Box::new(parity));
    }
    if let Some(losses) = &ran.losses {
        row.training = Some(results::LossCurve { device: losses.clone(), ..Default::default() });
    }
    if let (Some(steps), Some(dir)) = (plan.execution.steps, &job.options.baseline_dir) {
        // A reference that recorded the loss curve alone (a PyTorch trajectory) judges that.
        if let Some(recorded) = train::loss_curve_steps(&baselines::Store::new(dir), tier, def.id()) {
            if let Some((status, message)) = verdict::steps_mismatch(recorded, steps) {
                return Err(Failed::new(status, Stage::Compare, message));
            }
            ran.truncate(steps);
        }
    }
    let judged = job.options.baseline_dir.is_some();
    let name = |i: usize| ran.names.get(i).cloned().unwrap_or_else(|| format!("out{i}"));
    if let Some((status, message)) = context::record_outputs(row, &ran.outputs, name, judged) {
        return Err(Failed::new(status, Stage::Outputs, message));
    }

    let store = job.options.baseline_dir.as_deref().zip(hash.as_deref());
    if plan.reference.is_none() && store.is_none() {
        return Ok(());
    }
    stage(Stage::Compare);
    let t_compare = Instant::now();
    if let Some(reference) = plan.reference {
        row.compiles = Some(2);
        let program = unannotated.as_deref().unwrap_or(&def.program);
        let judged = against_reference(
            ctx,
            compiler,
            job,
            tier,
            row,
            &def,
            hash.as_deref().unwrap_or(""),
            (reference, program, devices),
            inputs,
            &ran,
        );
        row.timings.compare_ms = ms(t_compare);
        judged?;
    }
    let Some((dir, hash)) = store else { return Ok(()) };
    let judged =
        ctx.policy(job.options.rule).map(|policy| baselines::judge(&baselines::Store::new(dir), policy, &ran.request(tier, &def, hash)));
    row.timings.compare_ms = ms(t_compare) + hash_ms;
    let j = judged.map_err(|e| Failed::new(verdict::failed_at(Stage::Compare), Stage::Compare, e))?;
    for (record, m) in row.outputs.iter_mut().zip(&j.per_output) {
        record.metrics = Some(m.clone());
    }
    if let (Some(curve), Some(steps)) = (row.training.as_mut(), plan.execution.steps) {
        (curve.baseline, curve.reference) = train::stored_losses(dir, tier, def.id(), steps);
    }
    if let Some(run_dir) = &job.options.details_dir {
        keep_details(run_dir, dir, tier, &def, row, &ran.outputs);
    }
    match verdict::parity(&j) {
        Some(status) if devices > 1 => Err(Failed::new(status, Stage::Compare, format!("sharded over {devices} devices: {}", j.message))),
        Some(status) => Err(Failed::new(status, Stage::Compare, j.message)),
        None => Ok(()),
    }
}

/// The execute stage of an eager or deferred row (`super::eager`): a
/// plain forward program on one device, run op by op; any other kind is
/// refused here, never silently run whole.
#[allow(clippy::too_many_arguments)]
fn op_by_op(
    ctx: &mut Context,
    compiler: &Compiler,
    job: &Job,
    row: &mut ResultRow,
    def: &suites::Definition,
    inputs: &[HostTensor],
    plan: &Plan,
    stage: &mut dyn FnMut(Stage),
) -> Result<Ran, Failed> {
    let mode = job.options.mode;
    let kind = match (plan.execution.steps, plan.execution.devices) {
        (None, 1) => None,
        (Some(_), _) => Some("a training step"),
        (None, _) => Some("a sharded program"),
    };
    if let Some(refused) = kind.and_then(|k| eager::not_op_by_op(mode, k)) {
        return Err(Failed::new(verdict::not_op_by_op(), Stage::Load, refused));
    }
    let t = Instant::now();
    let (settings, no_cache) = (&plan.compilation, job.options.no_cache);
    let done = eager::execute(compiler, &mut ctx.ops, settings, mode, &def.program, inputs, &def.manifest.outputs, no_cache, stage);
    let eager_failed = |f: eager::EagerFailure, what: &str| {
        let (status, stage) = f.status();
        Failed::new(status, stage, format!("--mode {mode}: {what}{f}"))
    };
    let done = done.map_err(|f| eager_failed(f, ""))?;
    row.timings.execute_ms = done.execute_ms;
    row.timings.compile_ms = ms(t) - done.execute_ms;
    row.cached = done.record.cache_hits == done.record.programs;
    row.eager = Some(done.record);
    // Run again from the same inputs, as a whole program is (determinism, --repeat).
    let again = super::repeat::op_by_op_again(&done.prepared, compiler, inputs, &done.ran, &job.options)
        .map_err(|(i, n, f)| eager_failed(f, &format!("execution {i} of {n} after the judged one: ")))?;
    if let Some(again) = again {
        row.determinism = Some(again.determinism);
        row.perf = again.perf.map(Box::new);
    }
    Ok(done.ran)
}

/// The compile stage of a compile-only target: `program` compiled for the
/// topology, its record on the row (the target alone where the compiler
/// refused it); the status is `compiled`, or why not.
fn compile_only(
    topology: &TopologyCompiler,
    job: &Job,
    row: &mut ResultRow,
    program: &[u8],
    plan: &Plan,
    compiling: impl Fn(CompileFailure) -> Failed,
) -> Result<(), Failed> {
    let training = plan.execution.steps.is_some();
    let t_compile = Instant::now();
    let compiled = topology.compile(&plan.compilation, program, job.options.no_cache, training);
    let devices = u32::try_from(plan.execution.devices).unwrap_or(u32::MAX);
    let (record, cached, compile_ms) = compiled.map_err(|e| {
        // The compiler's refusal (HBM overflow is one: `oom`) took its time too.
        row.timings.compile_ms = ms(t_compile);
        row.compiled = Some(Box::new(results::CompiledFor { devices, ..topology.target().clone() }));
        compiling(e)
    })?;
    row.timings.compile_ms = compile_ms;
    row.cached = cached;
    row.device_bytes = u64::try_from(record.memory.total()).ok().filter(|&b| b > 0);
    let (status, why) = verdict::compiled_for(&record);
    row.compiled = Some(Box::new(record));
    if status != Status::Compiled {
        return Err(Failed::new(status, Stage::Compile, why.unwrap_or_default()));
    }
    row.status = status;
    Ok(())
}

/// [`compile_only`] op by op: every distinct op program compiled for the
/// topology (`eager::compile_for_topology`); the row's record is the op
/// program with the largest footprint, its `eager` record the compile cost,
/// its fit what the run holds at its fullest op (`verdict::op_by_op_fit`).
fn compile_only_op_by_op(topology: &TopologyCompiler, job: &Job, row: &mut ResultRow, program: &[u8], plan: &Plan) -> Result<(), Failed> {
    let mode = job.options.mode;
    let kind =
        if plan.execution.steps.is_some() { Some("a training step") } else { (plan.execution.devices > 1).then_some("a sharded program") };
    if let Some(refused) = kind.and_then(|k| eager::not_op_by_op(mode, k)) {
        return Err(Failed::new(verdict::not_op_by_op(), Stage::Load, refused));
    }
    let (record, compiled, live) =
        eager::compile_for_topology(topology, &plan.compilation, mode, program, job.options.no_cache).map_err(|f| {
            row.compiled = Some(Box::new(topology.target().clone()));
            let (status, stage) = f.status();
            Failed::new(status, stage, format!("--mode {mode}: {f}"))
        })?;
    row.timings.compile_ms = record.compile_ms;
    row.cached = record.cache_hits == record.programs;
    // What the run holds on a device at its fullest op, or the largest op program where that is more.
    let largest = u64::try_from(compiled.memory.total()).unwrap_or(0);
    row.device_bytes = Some(live.bytes.max(largest)).filter(|&b| b > 0);
    row.eager = Some(record);
    let (status, why) = verdict::op_by_op_fit(&compiled, live.bytes, &live.at);
    row.compiled = Some(Box::new(compiled));
    if status != Status::Compiled {
        return Err(Failed::new(status, Stage::Compile, why.unwrap_or_default()));
    }
    row.status = status;
    Ok(())
}

/// Judges `ran` against the same program run by the `reference` execution
/// (one device) from the same inputs, under the tolerance policy; where an
/// output differs, names the devices whose tiles hold the difference.
#[allow(clippy::too_many_arguments)]
fn against_reference(
    ctx: &mut Context,
    compiler: &Compiler,
    job: &Job,
    tier: &str,
    row: &mut ResultRow,
    def: &suites::Definition,
    hash: &str,
    (reference, program, devices): (Execution, &[u8], usize),
    inputs: Vec<HostTensor>,
    ran: &Ran,
) -> Result<(), Failed> {
    let steps = reference.steps.is_some();
    let what = if steps { "the sharded training step" } else { "the sharded program" };
    let at_compare = |status: Status, m: String| Failed::new(status, Stage::Compare, format!("the one-device reference of {what}: {m}"));
    let single = execution::run(compiler, &job.options.compilation, reference, program, inputs, &def.manifest, job.options.no_cache)
        .map_err(|f| match f {
            RunFailure::Compile(e) => at_compare(e.status(), e.to_string()),
            RunFailure::Execute(Failure::Execute(e)) => at_compare(verdict::runtime_error(&e, Stage::Execute), e.to_string()),
            other => at_compare(verdict::failed_at(Stage::Execute), other.to_string()),
        })?;
    let mut expected = single.outputs;
    expected.truncate(ran.outputs.len());
    let policy = ctx.policy(job.options.rule).map_err(|e| Failed::new(verdict::failed_at(Stage::Compare), Stage::Compare, e))?;
    let j = baselines::judge_outputs(&expected, None, policy, &ran.request(tier, def, hash));
    for (record, m) in row.outputs.iter_mut().zip(&j.per_output) {
        record.metrics = Some(m.clone());
    }
    let Some(status) = verdict::against_one_device(&j) else { return Ok(()) };
    if !steps {
        // Which devices' tiles hold the difference (sharded outputs only).
        for (r, m) in j.per_output.iter().enumerate().filter(|(_, m)| !m.passed) {
            if let (Some(got), Some(want), Some(name)) = (ran.outputs.get(r), expected.get(r), ran.names.get(r)) {
                row.disagreements.extend(partitioned::tiles_off(&def.program, r, name, got, want, &ran.placed, (m.atol, m.rtol)));
            }
        }
    }
    let same = if steps { "from the same steps on one device" } else { "from the same program on one device" };
    let mut m = j.message.replace("from the baseline", same);
    if !row.disagreements.is_empty() {
        let said: Vec<String> = row.disagreements.iter().map(ToString::to_string).collect();
        m = format!("{m}; {}", said.join("; "));
    }
    Err(Failed::new(status, Stage::Compare, format!("sharded over {devices} devices vs one device: {m}")))
}

/// Writes the dashboard's element-level evidence (error histogram, worst
/// elements, expected-vs-actual sample) for each compared output. Best
/// effort: the row already holds the verdict, so a failure here is a note
/// on stderr, never a changed status.
fn keep_details(
    run_dir: &std::path::Path,
    store: &std::path::Path,
    suite: &str,
    def: &suites::Definition,
    row: &ResultRow,
    outputs: &[HostTensor],
) {
    let Ok(baseline) = baselines::Store::new(store).load(suite, def.id()) else {
        return;
    };
    let details: Vec<results::detail::OutputDetail> = outputs
        .iter()
        .zip(&baseline.outputs)
        .zip(&row.outputs)
        .map(|((actual, expected), record)| results::detail::from_tensors(&record.name, actual, expected))
        .collect();
    if let Err(e) = results::detail::write(run_dir, def.id(), None, &details) {
        errln!("note: {e}");
    }
}
