//! The handler for a training step (a definition whose arguments alias its
//! outputs): compile it once through the compile service, run `--steps`
//! steps with the state kept on the device (`crate::train`), record the
//! loss of every step on the row, and where the job names a baseline store
//! judge the trajectory against the recorded one.

use super::context::{self, failed, Context, Loaded};
use crate::runner::protocol::Job;
use crate::train::{self, StepProgram};
use crate::verdict;
use results::time::{ms_since as ms, now_s};
use results::{ResultRow, Stage};
use std::time::Instant;

pub fn run(
    ctx: &mut Context,
    job: &Job,
    tier: &str,
    mut row: ResultRow,
    loaded: Loaded,
    stage: &mut dyn FnMut(Stage),
    emit: &mut dyn FnMut(ResultRow),
) {
    let Loaded { def, inputs, hash, hash_ms, .. } = loaded;
    let steps = job.options.steps;
    let prog = match StepProgram::read(&def) {
        Ok(p) => p,
        Err(e) => return emit(failed(row, verdict::failed_at(Stage::Load), Stage::Load, e)),
    };
    stage(Stage::Compile);
    let (exe, cached) = match ctx.compiler.compile(&job.options.compilation, &def.program, job.options.no_cache) {
        Ok(c) => {
            row.timings.compile_ms = c.compile_ms;
            (c.exe, c.cached)
        }
        Err(e) => return emit(failed(row, e.status(), Stage::Compile, e.to_string())),
    };
    row.cached = cached;
    row.device_bytes = exe.device_memory_bytes();

    stage(Stage::Execute);
    let t_exec = Instant::now();
    let trajectory = train::run_steps(&exe, &prog, inputs, steps);
    row.timings.execute_ms = ms(t_exec);
    let trajectory = match trajectory {
        Ok(t) => t,
        Err(e) => return emit(failed(row, verdict::failed_at(Stage::Execute), Stage::Execute, e)),
    };
    row.training = Some(results::LossCurve { device: trajectory.loss_values(), ..Default::default() });
    let (mut outputs, mut specs, mut scale) = train::judged(&trajectory, &prog, &def.manifest.outputs);
    if let Some(dir) = &job.options.baseline_dir {
        if let Some(recorded) = train::loss_curve_steps(&baselines::Store::new(dir), tier, def.id()) {
            // The reference recorded the loss curve alone (a PyTorch trajectory): judge that.
            if recorded != steps {
                let message =
                    format!("the baseline is a loss curve of {recorded} steps, this run ran {steps} (--steps {recorded} compares with it)");
                return emit(failed(row, results::Status::FailParity, Stage::Compare, message));
            }
            outputs.truncate(steps);
            specs.truncate(steps);
            scale.truncate(steps);
        }
    }
    let judged = job.options.baseline_dir.is_some();
    if let Some((status, message)) =
        context::record_outputs(&mut row, &outputs, |i| specs.get(i).map(|s| s.name.clone()).unwrap_or_else(|| format!("out{i}")), judged)
    {
        return emit(failed(row, status, Stage::Outputs, message));
    }
    if let (Some(dir), Some(hash)) = (&job.options.baseline_dir, &hash) {
        stage(Stage::Compare);
        let t_compare = Instant::now();
        let judged = ctx.policy(job.options.rule).map(|policy| {
            let store = baselines::Store::new(dir);
            let req = baselines::Request {
                output_specs: &specs,
                tolerance_scale: &scale,
                ..baselines::Request::for_definition(tier, &def, hash, &outputs)
            };
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
            return emit(failed(row, status, Stage::Compare, j.message));
        }
    }
    row.stage = Stage::Done;
    row.finished_at = now_s();
    emit(row)
}
