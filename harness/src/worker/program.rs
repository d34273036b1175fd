//! The handler for every definition with a program of its own: a plain
//! forward call, a training step (K steps, its state kept on the device), a
//! sharded program (compiled once for N devices) and a sharded training
//! step are one pipeline over {run once, run K steps} x {1 device, N
//! devices}, parametrised by a [`Plan`] (the run's `crate::execution::Execution`,
//! its compile settings, its mode and what judges it) and by the worker's
//! target (`crate::pipeline::target::Target`).
//! Its stages, each entered once:
//!
//! 1. load: what the execution needs of the program text (the step's
//!    aliasing; a replicated program is not run yet);
//! 2. compile, through the pipeline's compile stage, for the execution's
//!    devices, whole or op by op.
//!    A compile-only target stops here: the topology's compiler describes
//!    the program (`results::CompiledFor`: memory, cost, collectives), the
//!    row says `compiled` or why not (`verdict::compiled_for`), and nothing
//!    of the execution is read, so a training step compiles whatever feeds
//!    its state; every kind of job comes here compile-only (an op-tier case
//!    alone, [`Plan::of_case`]);
//! 3. execute, through the pipeline's execute stage: once or K steps, on
//!    one device or over N from global inputs, or op by op; devices that
//!    disagree on a value they were meant to share fail here;
//! 4. judge: first against the reference, the same program on one device
//!    (a sharded run must compute what the unsharded one does; skipped for
//!    programs that only mean something on their devices), then against the
//!    baseline store where the job names one (a trajectory against its
//!    recorded trajectory or loss curve).
//!
//! After the judged execution the same execution runs again on what the
//! compile stage built (`crate::pipeline::repeat`: the determinism replay,
//! `--repeat R`'s timed repetitions), whole or op by op; which finding a
//! row ends on (a failure, a departing mode, runs that differ) is
//! `crate::verdict::precedence`.
//!
//! [`attempt`] runs them with `?` at every failure; [`run`] is the one place
//! a failure becomes a failed row. Every status comes from `crate::verdict`.
//! The row records `devices` and `compiles` (1, plus 1 for the one-device
//! reference) for a program on several devices, and the loss curve of a
//! training step.

use super::context::{self, failed, JobCx, Loaded};
use super::modes;
use crate::execution::{Execution, Ran};
use crate::partitioned::{self, Failure};
use crate::pipeline::eager;
use crate::pipeline::execute::{self, execute};
use crate::pipeline::plan::Plan;
use crate::pipeline::target::{Built, Refused};
use crate::train;
use crate::verdict;
use results::time::{ms_since as ms, now_s};
use results::{Disagreement, Mode, ResultRow, Stage, Status};
use runtime::HostTensor;
use std::time::Instant;

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

/// Runs a loaded program job under `plan` and emits its one row.
pub fn run(cx: &mut JobCx<'_>, mut row: ResultRow, loaded: Loaded, plan: Plan, emit: &mut dyn FnMut(ResultRow)) {
    let attempted = attempt(cx, &mut row, loaded, plan);
    let failure = match attempted {
        Ok(()) => None,
        Err(f) => {
            row.disagreements.extend(f.disagreements);
            Some((f.status, f.stage, f.message))
        }
    };
    match verdict::precedence(failure, row.modes.as_deref(), row.determinism.as_ref()) {
        Some((status, stage, message)) => emit(failed(row, status, stage, message)),
        None => {
            row.stage = Stage::Done;
            row.finished_at = now_s();
            emit(row)
        }
    }
}

/// The pipeline: load, compile (the one compile stage), then, where the
/// target runs programs, execute (the one execute stage) and judge; the row
/// filled as it goes.
fn attempt(cx: &mut JobCx<'_>, row: &mut ResultRow, loaded: Loaded, plan: Plan) -> Result<(), Failed> {
    let Loaded { def, mut inputs, hash, hash_ms, unannotated } = loaded;
    let job = cx.job;
    let (devices, mode) = (plan.execution.devices, plan.mode);
    let on_devices = |m: String| if devices > 1 { format!("on {devices} devices: {m}") } else { m };
    if devices > 1 {
        row.devices = Some(u32::try_from(devices).unwrap_or(u32::MAX));
    }
    row.steps = plan.execution.steps.map(|k| u32::try_from(k).unwrap_or(u32::MAX));
    let target = cx.target;
    let compiler = target.compiler();
    let ready = match compiler {
        Some(_) => Some(
            plan.execution.read(&def.program, &def.manifest).map_err(|m| Failed::new(verdict::failed_at(Stage::Load), Stage::Load, m))?,
        ),
        None => None,
    };
    if let Some(refused) = plan.not_op_by_op_kind().and_then(|k| eager::not_op_by_op(mode, k)) {
        return Err(Failed::new(verdict::not_op_by_op(), Stage::Load, refused));
    }
    let compared = job.options.compare_with().filter(|_| compiler.is_some()).map(|other| (other, inputs.clone()));

    (cx.stage)(Stage::Compile);
    let t_compile = Instant::now();
    let compiled = cx.compile(&plan, &def.program).map_err(|refused| {
        // A refused compile (an `oom` from the compiler among them) still took its time.
        row.timings.compile_ms = ms(t_compile);
        if let Some(described) = cx.target.described() {
            let whole = results::CompiledFor { devices: u32::try_from(devices).unwrap_or(u32::MAX), ..described.clone() };
            row.compiled = Some(Box::new(if mode.is_op_by_op() { described.clone() } else { whole }));
        }
        compile_failed(refused, devices, mode)
    })?;
    row.timings.compile_ms = compiled.compile_ms;
    row.cached = compiled.cached;
    match compiled.built {
        Built::Described(record) => {
            row.device_bytes = u64::try_from(record.memory.total()).ok().filter(|&b| b > 0);
            return described(row, verdict::compiled_for(&record), record);
        }
        Built::DescribedOps { record, largest, live } => {
            row.timings.compile_ms = record.compile_ms;
            // What the run holds on a device at its fullest op, or the largest op program where that is more.
            let bytes = u64::try_from(largest.memory.total()).unwrap_or(0);
            row.device_bytes = Some(live.bytes.max(bytes)).filter(|&b| b > 0);
            row.eager = Some(record);
            return described(row, verdict::op_by_op_fit(&largest, live.bytes, &live.at), largest);
        }
        Built::Whole(ref exe) => {
            row.device_bytes = exe.device_memory_bytes();
            if devices > 1 {
                row.compiles = Some(1);
            }
        }
        Built::Ops(ref prepared) => row.eager = Some(prepared.record.clone()),
    }
    let (Some(compiler), Some(ready)) = (compiler, ready) else {
        return Err(Failed::new(verdict::failed_at(Stage::Execute), Stage::Execute, "a compile-only target runs nothing".into()));
    };

    (cx.stage)(Stage::Execute);
    let ran = execute(compiler, &compiled.built, &ready, &def, &job.options, &mut inputs, row);
    let mut ran = ran.map_err(|f| execute_failed(*f, mode, on_devices))?;
    drop(compiled);
    if let Some((other, inputs)) = compared {
        let parity = modes::compare(cx, &def, hash.as_deref(), &plan, &inputs, (other, row.timings.compile_ms))
            .map_err(|e| Failed::new(verdict::not_op_by_op(), Stage::Load, e.to_string()))?;
        row.modes = Some(Box::new(parity));
    }
    let tier = cx.tier;
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
    (cx.stage)(Stage::Compare);
    let t_compare = Instant::now();
    if let Some(reference) = plan.reference {
        row.compiles = Some(2);
        let program = unannotated.as_deref().unwrap_or(&def.program);
        let judged = against_reference(cx, row, &def, hash.as_deref().unwrap_or(""), (reference, program, devices), inputs, &ran);
        row.timings.compare_ms = ms(t_compare);
        judged?;
    }
    let Some((dir, hash)) = store else { return Ok(()) };
    let judged = cx.judge_stored(&def, dir, hash, &ran);
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

/// A compile-only row's end: the compiler's `record` on the row, and its
/// status as the verdict said (`compiled`, or why not).
fn described(row: &mut ResultRow, verdict: (Status, Option<String>), record: Box<results::CompiledFor>) -> Result<(), Failed> {
    row.compiled = Some(record);
    row.status = verdict::compile_only_outcome(verdict).map_err(|(status, why)| Failed::new(status, Stage::Compile, why))?;
    Ok(())
}

/// The failed row of a refused compile: the whole program's (on its
/// devices), or an op program's under `--mode`.
fn compile_failed(refused: Refused, devices: usize, mode: results::Mode) -> Failed {
    let (status, stage) = refused.status();
    let message = match refused {
        Refused::Whole(e) if devices > 1 => format!("compiling for {devices} devices: {e}"),
        Refused::Whole(e) => e.to_string(),
        Refused::Ops(f) => format!("--mode {mode}: {f}"),
    };
    Failed::new(status, stage, message)
}

/// The failed row of a failed execution (`on_devices` says where a whole
/// program on several devices ran).
fn execute_failed(f: execute::Failed, mode: results::Mode, on_devices: impl Fn(String) -> String) -> Failed {
    let what = f.what;
    match f.failure {
        execute::Failure::Whole(Failure::Execute(e)) => {
            Failed::new(verdict::runtime_error(&e, Stage::Execute), Stage::Execute, on_devices(format!("{what}{e}")))
        }
        execute::Failure::Whole(Failure::Inputs(m)) => {
            Failed::new(verdict::failed_at(Stage::Execute), Stage::Execute, format!("{what}{m}"))
        }
        execute::Failure::Whole(Failure::Outputs { message, disagreements }) => Failed {
            status: verdict::devices_disagree(&disagreements),
            stage: Stage::Outputs,
            message: on_devices(format!("{what}{message}")),
            disagreements,
        },
        execute::Failure::Ops(f) => {
            let (status, stage) = f.status();
            Failed::new(status, stage, format!("--mode {mode}: {what}{f}"))
        }
    }
}

/// Judges `ran` against the same program run by the `reference` execution
/// (one device) from the same inputs, under the tolerance policy; where an
/// output differs, names the devices whose tiles hold the difference.
fn against_reference(
    cx: &mut JobCx<'_>,
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
    let (job, tier) = (cx.job, cx.tier);
    // The same program, whole, on one device, through the same compile stage.
    let plan =
        Plan { execution: reference, compilation: reference.settings(&job.options.compilation), mode: Mode::Compiled, reference: None };
    let ready = reference.read(program, &def.manifest).map_err(|m| at_compare(verdict::failed_at(Stage::Execute), m))?;
    let compiled = cx.compile(&plan, program).map_err(|r| at_compare(r.status().0, r.message(plan.mode)))?;
    let Built::Whole(exe) = &compiled.built else { return Ok(()) };
    let mut inputs = inputs;
    let single = ready.execute(exe, &mut inputs, &def.manifest.outputs).map_err(|f| match f {
        Failure::Execute(e) => at_compare(verdict::runtime_error(&e, Stage::Execute), e.to_string()),
        other => at_compare(verdict::failed_at(Stage::Execute), other.to_string()),
    })?;
    let mut expected = single.outputs;
    expected.truncate(ran.outputs.len());
    let policy = cx.ctx.policy(job.options.rule).map_err(|e| Failed::new(verdict::failed_at(Stage::Compare), Stage::Compare, e))?;
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
