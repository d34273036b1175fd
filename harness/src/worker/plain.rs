//! The handler for a plain definition (a folder, or a catalog spec without
//! a sequence bound): load it, compile it through the compile service,
//! execute it, and describe its outputs in a [`ResultRow`]; where the job
//! names a baseline store (Tier 2, `hf`), judge the outputs against it
//! (filling `OutputRecord::metrics`).

use super::context::{self, failed, Context, Loaded};
use crate::runner::protocol::Job;
use crate::verdict;
use results::time::{ms_since as ms, now_s};
use results::{ResultRow, Stage};
use runtime::HostTensor;
use std::time::Instant;

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
    let details: Vec<reports::detail::OutputDetail> = outputs
        .iter()
        .zip(&baseline.outputs)
        .zip(&row.outputs)
        .map(|((actual, expected), record)| reports::detail::from_tensors(&record.name, actual, expected))
        .collect();
    if let Err(e) = reports::detail::write(run_dir, def.id(), None, &details) {
        errln!("note: {e}");
    }
}

/// Tier 2: judges outputs against the baseline store at `dir` (see
/// `baselines::judge`), under the rule the job names.
fn judge(
    ctx: &mut Context,
    dir: &std::path::Path,
    rule: baselines::Rule,
    tier: &str,
    def: &suites::Definition,
    hash: &str,
    outputs: &[HostTensor],
) -> Result<baselines::Judgement, String> {
    let policy = ctx.policy(rule)?;
    let store = baselines::Store::new(dir);
    Ok(baselines::judge(&store, policy, &baselines::Request::for_definition(tier, def, hash, outputs)))
}

/// Runs a plain definition (already loaded by the dispatcher): compile
/// (through the compile service), execute, and judge where the job names a
/// baseline store.
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
    stage(Stage::Compile);
    let compiled = ctx.compiler.compile(&job.options.compilation, &def.program, job.options.no_cache);
    let (exe, cached) = match compiled {
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
    let outputs = exe.run_owned(inputs);
    row.timings.execute_ms = ms(t_exec);
    let outputs = match outputs {
        Ok(o) => o,
        Err(e) => return emit(failed(row, verdict::runtime_error(&e, Stage::Execute), Stage::Execute, e.to_string())),
    };
    let judged = job.options.baseline_dir.is_some();
    if let Some((status, message)) = context::record_outputs(
        &mut row,
        &outputs,
        |i| def.manifest.outputs.get(i).map(|o| o.name.clone()).unwrap_or_else(|| format!("out{i}")),
        judged,
    ) {
        return emit(failed(row, status, Stage::Outputs, message));
    }
    if let (Some(dir), Some(hash)) = (&job.options.baseline_dir, &hash) {
        stage(Stage::Compare);
        let t_compare = Instant::now();
        let judged = judge(ctx, dir, job.options.rule, tier, &def, hash, &outputs);
        row.timings.compare_ms = ms(t_compare) + hash_ms;
        let j = match judged {
            Err(e) => return emit(failed(row, verdict::failed_at(Stage::Compare), Stage::Compare, e)),
            Ok(j) => j,
        };
        for (record, m) in row.outputs.iter_mut().zip(&j.per_output) {
            record.metrics = Some(m.clone());
        }
        if let Some(run_dir) = &job.options.details_dir {
            keep_details(run_dir, dir, tier, &def, &row, &outputs);
        }
        if let Some(status) = verdict::parity(&j) {
            return emit(failed(row, status, Stage::Compare, j.message));
        }
    }
    row.stage = Stage::Done;
    row.finished_at = now_s();
    emit(row)
}
