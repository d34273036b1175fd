//! The handler for a sharded program (one that declares N > 1 devices: a
//! `jax.jit` export with shardings, a `shard_map`, or a definition
//! annotated by `run --spmd`): compile it ONCE for N devices through the
//! compile service, run it once over the N devices from global inputs
//! (`crate::partitioned::execute`), and judge the assembled outputs twice:
//!
//! 1. against the same program compiled for one device (its shardings
//!    ignored; under `--spmd`, the definition's program as it was before
//!    annotating, so the compile is shared with its unsharded runs), under
//!    the tolerance policy: a sharded run must compute what
//!    the unsharded one does. Skipped for programs that only mean something
//!    on their devices (`shard_map` bodies, explicit collectives).
//! 2. against the baseline store, where the job has one, as `plain` does.
//!
//! The row records the devices (`devices`) and the compilations made
//! (`compiles`: 1 for the N devices, plus 1 for the one-device reference).

use super::context::{self, failed, Context, Loaded};
use crate::partitioned::{self, Failure};
use crate::runner::protocol::Job;
use crate::verdict;
use results::time::{ms_since as ms, now_s};
use results::{ResultRow, Stage, Status};
use runtime::HostTensor;
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
    if let Some(m) = partitioned::not_run_yet(&def.program) {
        return emit(failed(row, verdict::failed_at(Stage::Load), Stage::Load, m));
    }
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
    let mut compiles = 1u32;
    row.compiles = Some(compiles);
    row.device_bytes = exe.device_memory_bytes();

    stage(Stage::Execute);
    let names: Vec<String> = def.manifest.outputs.iter().map(|o| o.name.clone()).collect();
    let t_exec = Instant::now();
    let placed = exe.addressable_devices().unwrap_or_else(|_| (0..devices).collect());
    let outputs = partitioned::execute(&exe, &def.program, &inputs, devices, &names);
    row.timings.execute_ms = ms(t_exec);
    drop(exe);
    let outputs = match outputs {
        Ok(o) => o,
        Err(Failure::Execute(e)) => {
            return emit(failed(row, verdict::runtime_error(&e, Stage::Execute), Stage::Execute, format!("on {devices} devices: {e}")))
        }
        Err(Failure::Inputs(m)) => return emit(failed(row, verdict::failed_at(Stage::Execute), Stage::Execute, m)),
        Err(Failure::Outputs { message, disagreements }) => {
            let status = if disagreements.is_empty() { verdict::failed_at(Stage::Outputs) } else { Status::FailRun };
            row.disagreements = disagreements;
            return emit(failed(row, status, Stage::Outputs, message));
        }
    };
    let judged = job.options.baseline_dir.is_some();
    if let Some((status, message)) =
        context::record_outputs(&mut row, &outputs, |i| names.get(i).cloned().unwrap_or_else(|| format!("out{i}")), judged)
    {
        return emit(failed(row, status, Stage::Outputs, message));
    }

    stage(Stage::Compare);
    let t_compare = Instant::now();
    let def_hash = hash.as_deref().unwrap_or("");
    if !partitioned::needs_its_devices(&def.program) {
        compiles += 1;
        row.compiles = Some(compiles);
        let single = match one_device(ctx, job, unannotated.as_deref().unwrap_or(&def.program), inputs) {
            Ok(o) => o,
            Err((status, m)) => {
                row.timings.compare_ms = ms(t_compare);
                return emit(failed(row, status, Stage::Compare, m));
            }
        };
        let policy = match ctx.policy(job.options.rule) {
            Ok(p) => p,
            Err(e) => return emit(failed(row, verdict::failed_at(Stage::Compare), Stage::Compare, e)),
        };
        let req = baselines::Request::for_definition(tier, &def, def_hash, &outputs);
        let j = baselines::judge_outputs(&single, None, policy, &req);
        for (record, m) in row.outputs.iter_mut().zip(&j.per_output) {
            record.metrics = Some(m.clone());
        }
        if verdict::parity(&j).is_some() {
            row.timings.compare_ms = ms(t_compare);
            // Which devices' tiles hold the difference (sharded outputs only).
            for (r, m) in j.per_output.iter().enumerate().filter(|(_, m)| !m.passed) {
                if let (Some(got), Some(want)) = (outputs.get(r), single.get(r)) {
                    let name = names.get(r).cloned().unwrap_or_else(|| format!("out{r}"));
                    row.disagreements.extend(partitioned::tiles_off(&def.program, r, &name, got, want, &placed, (m.atol, m.rtol)));
                }
            }
            let mut m = j.message.replace("from the baseline", "from the same program on one device");
            if !row.disagreements.is_empty() {
                let said: Vec<String> = row.disagreements.iter().map(ToString::to_string).collect();
                m = format!("{m}; {}", said.join("; "));
            }
            return emit(failed(row, Status::FailParity, Stage::Compare, format!("sharded over {devices} devices vs one device: {m}")));
        }
    }
    if let (Some(dir), Some(hash)) = (&job.options.baseline_dir, &hash) {
        let judged = ctx.policy(job.options.rule).map(|policy| {
            let store = baselines::Store::new(dir);
            baselines::judge(&store, policy, &baselines::Request::for_definition(tier, &def, hash, &outputs))
        });
        row.timings.compare_ms = ms(t_compare) + hash_ms;
        let j = match judged {
            Err(e) => return emit(failed(row, verdict::failed_at(Stage::Compare), Stage::Compare, e)),
            Ok(j) => j,
        };
        for (record, m) in row.outputs.iter_mut().zip(&j.per_output) {
            record.metrics = Some(m.clone());
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

/// The program compiled for one device (through the compile service, so
/// the run's numerics and profile) and run on the same inputs.
fn one_device(ctx: &Context, job: &Job, program: &[u8], inputs: Vec<HostTensor>) -> Result<Vec<HostTensor>, (Status, String)> {
    let what = "the one-device reference of the sharded program";
    let c =
        ctx.compiler.compile(&job.options.compilation, program, job.options.no_cache).map_err(|e| (e.status(), format!("{what}: {e}")))?;
    c.exe.run_owned(inputs).map_err(|e| (verdict::runtime_error(&e, Stage::Execute), format!("{what}: {e}")))
}
