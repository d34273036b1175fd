//! The handler for a sharded training step (a program declaring N > 1
//! devices whose arguments alias its outputs: the spmd tier's `train-dp`
//! steps, a `jax.jit(step, donate_argnums=..., in_shardings=...)` export):
//! compile it ONCE for N devices, run `--steps` steps over the N devices
//! with each device's shard of the state kept on it
//! (`crate::train::run_steps_on_devices`: every step donates every device's
//! state and keeps the returned buffers; only the loss comes back, and
//! devices that disagree on it fail the row naming the device), and judge
//! the trajectory (`loss@k`, `step1.*`, `final.*`, assembled from the
//! shards) twice, as `sharded` judges a forward program:
//!
//! 1. against the same steps on one device (the program compiled with its
//!    shardings ignored), under the tolerance policy with the trajectory's
//!    tolerance factors; skipped for programs that only mean something on
//!    their devices (explicit collectives);
//! 2. against the baseline store's trajectory, where the job has one.
//!
//! The row records `devices`, `compiles` (1, plus 1 for the one-device
//! reference) and the loss curve.

use super::context::{self, failed, Context, Loaded};
use crate::partitioned::{self, Failure};
use crate::runner::protocol::Job;
use crate::train::{self, StepProgram, Trajectory};
use crate::verdict;
use results::time::{ms_since as ms, now_s};
use results::{ResultRow, Stage, Status};
use std::time::Instant;

#[allow(clippy::too_many_arguments)]
pub fn run(
    ctx: &mut Context,
    job: &Job,
    tier: &str,
    mut row: ResultRow,
    loaded: Loaded,
    devices: usize,
    stage: &mut dyn FnMut(Stage),
    emit: &mut dyn FnMut(ResultRow),
) {
    let Loaded { def, inputs, hash, hash_ms, unannotated } = loaded;
    row.devices = Some(u32::try_from(devices).unwrap_or(u32::MAX));
    let steps = job.options.steps;
    let load = Stage::Load;
    if let Some(m) = partitioned::not_run_yet(&def.program) {
        return emit(failed(row, verdict::failed_at(load), load, m));
    }
    let prog = match StepProgram::read(&def) {
        Ok(p) => p,
        Err(e) => return emit(failed(row, verdict::failed_at(load), load, e)),
    };
    stage(Stage::Compile);
    let settings = job.options.compilation.on_devices(devices);
    let exe = match ctx.compiler.compile(&settings, &def.program, job.options.no_cache) {
        Ok(c) => {
            row.timings.compile_ms = c.compile_ms;
            row.cached = c.cached;
            c.exe
        }
        Err(e) => return emit(failed(row, e.status(), Stage::Compile, format!("compiling for {devices} devices: {e}"))),
    };
    row.compiles = Some(1);
    row.device_bytes = exe.device_memory_bytes();

    stage(Stage::Execute);
    let t_exec = Instant::now();
    let trajectory = train::run_steps_on_devices(&exe, &prog, &def.program, &inputs, devices, steps, &def.manifest.outputs);
    row.timings.execute_ms = ms(t_exec);
    drop(exe);
    let trajectory = match trajectory {
        Ok(t) => t,
        Err(Failure::Execute(e)) => {
            return emit(failed(row, verdict::runtime_error(&e, Stage::Execute), Stage::Execute, format!("on {devices} devices: {e}")))
        }
        Err(Failure::Inputs(m)) => return emit(failed(row, verdict::failed_at(Stage::Execute), Stage::Execute, m)),
        Err(Failure::Outputs { message, disagreements }) => {
            let status = if disagreements.is_empty() { verdict::failed_at(Stage::Outputs) } else { Status::FailRun };
            row.disagreements = disagreements;
            return emit(failed(row, status, Stage::Outputs, format!("on {devices} devices: {message}")));
        }
    };
    row.training = Some(results::LossCurve { device: trajectory.loss_values(), ..Default::default() });
    let (outputs, specs, scale) = train::judged(&trajectory, &prog, &def.manifest.outputs);
    let judged = job.options.baseline_dir.is_some();
    if let Some((status, message)) =
        context::record_outputs(&mut row, &outputs, |i| specs.get(i).map(|s| s.name.clone()).unwrap_or_else(|| format!("out{i}")), judged)
    {
        return emit(failed(row, status, Stage::Outputs, message));
    }

    stage(Stage::Compare);
    let t_compare = Instant::now();
    let def_hash = hash.as_deref().unwrap_or("");
    let judged_request = |outputs| baselines::Request {
        output_specs: &specs,
        tolerance_scale: &scale,
        ..baselines::Request::for_definition(tier, &def, def_hash, outputs)
    };
    if !partitioned::needs_its_devices(&def.program) {
        row.compiles = Some(2);
        let single = match one_device(ctx, job, unannotated.as_deref().unwrap_or(&def.program), inputs, &prog) {
            Ok(t) => train::judged(&t, &prog, &def.manifest.outputs).0,
            Err((status, m)) => {
                row.timings.compare_ms = ms(t_compare);
                return emit(failed(row, status, Stage::Compare, m));
            }
        };
        let policy = match ctx.policy(job.options.rule) {
            Ok(p) => p,
            Err(e) => return emit(failed(row, verdict::failed_at(Stage::Compare), Stage::Compare, e)),
        };
        let j = baselines::judge_outputs(&single, None, policy, &judged_request(&outputs));
        for (record, m) in row.outputs.iter_mut().zip(&j.per_output) {
            record.metrics = Some(m.clone());
        }
        if verdict::parity(&j).is_some() {
            row.timings.compare_ms = ms(t_compare);
            let m = j.message.replace("from the baseline", "from the same steps on one device");
            return emit(failed(row, Status::FailParity, Stage::Compare, format!("sharded over {devices} devices vs one device: {m}")));
        }
    }
    if let (Some(dir), Some(hash)) = (&job.options.baseline_dir, &hash) {
        let judged = ctx.policy(job.options.rule).map(|policy| {
            let store = baselines::Store::new(dir);
            let req = baselines::Request { definition_hash: hash, ..judged_request(&outputs) };
            baselines::judge(&store, policy, &req)
        });
        row.timings.compare_ms = ms(t_compare) + hash_ms;
        let j = match judged {
            Err(e) => return emit(failed(row, verdict::failed_at(Stage::Compare), Stage::Compare, e)),
            Ok(j) => j,
        };
        for (record, m) in row.outputs.iter_mut().zip(&j.per_output) {
            record.metrics = Some(m.clone());
        }
        if let Some(curve) = row.training.as_mut() {
            (curve.baseline, curve.reference) = train::stored_losses(dir, tier, def.id(), steps);
        }
        if let Some(status) = verdict::parity(&j) {
            return emit(failed(row, status, Stage::Compare, format!("sharded over {devices} devices: {}", j.message)));
        }
    } else {
        row.timings.compare_ms = ms(t_compare);
    }
    row.stage = Stage::Done;
    row.finished_at = now_s();
    emit(row)
}

/// The same steps with the program compiled for one device (through the
/// compile service, so the run's numerics and profile), from the same inputs.
fn one_device(
    ctx: &Context,
    job: &Job,
    program: &[u8],
    inputs: Vec<runtime::HostTensor>,
    prog: &StepProgram,
) -> Result<Trajectory, (Status, String)> {
    let what = "the one-device reference of the sharded training step";
    let c =
        ctx.compiler.compile(&job.options.compilation, program, job.options.no_cache).map_err(|e| (e.status(), format!("{what}: {e}")))?;
    train::run_steps(&c.exe, prog, inputs, job.options.steps).map_err(|e| (verdict::failed_at(Stage::Execute), format!("{what}: {e}")))
}
