//! The worker's side of the op tier: a job names one case; the case's pack
//! (the cases compiled together, see `suites::ops`) is compiled and run
//! once per worker and kept, so the pack's other cases are judged from the
//! same execution. Each case still gets its own row, judged against its
//! own reference; the status comes from `verdict::op_case`.
//!
//! A pack that fails to compile or run as a whole is not held against its
//! cases: each case is then compiled and run alone, so a failure lands on
//! the case that causes it.
//!
//! `TPU_COMPAT_OPS_PERTURB=<case id>` shifts that case's reference by 1,024
//! ULPs (or flips a bit of an exact one): a deliberately wrong reference,
//! which is how the tier's tests show that a wrong number is caught and
//! attributed to exactly one case.

use crate::runner::attempt::{execute, WorkerContext};
use crate::runner::protocol::Job;
use crate::verdict;
use results::time::{ms_since as ms, now_s};
use results::{OutputRecord, ResultRow, Stage, Status};
use runtime::{CompileOptions, HostTensor};
use std::time::Instant;
use suites::ops::emit::{self, Layout};
use suites::ops::reference::{self, Reference};
use suites::ops::{check, format::Format, Case, RefSource};

/// The environment variable naming a case whose reference is made wrong on purpose.
pub const PERTURB_ENV: &str = "TPU_COMPAT_OPS_PERTURB";

/// One pack's execution, kept for the pack's remaining cases.
#[derive(Default)]
pub struct PackMemo {
    key: Option<(String, usize)>,
    result: Option<Result<PackRun, Failure>>,
    /// Whether the pack's compile time was already reported on a row.
    reported: bool,
}

struct PackRun {
    layouts: Vec<Layout>,
    outputs: Vec<HostTensor>,
    ids: Vec<String>,
    compile_ms: f64,
    execute_ms: f64,
    cached: bool,
}

#[derive(Clone)]
struct Failure {
    status: Status,
    stage: Stage,
    message: String,
}

/// Compiles and runs `cases` as one program.
fn run_pack(ctx: &mut WorkerContext, cases: &[Case], no_cache: bool, stage: &mut dyn FnMut(Stage)) -> Result<PackRun, Failure> {
    let load = |message: String| Failure { status: verdict::failed_at(Stage::Load), stage: Stage::Load, message };
    let module = format!("ops_pack_{}", cases.first().map(|c| c.pack).unwrap_or(0));
    let (text, layouts) = emit::pack_program(cases, &module).map_err(load)?;
    let mut inputs = Vec::new();
    for c in cases {
        inputs.extend(emit::case_inputs(c).map_err(load)?);
    }
    stage(Stage::Compile);
    let t = Instant::now();
    let options = CompileOptions::default();
    let compiled = match (&ctx.cache, no_cache) {
        (Some(cache), false) => cache.compile(&ctx.client, text.as_bytes(), &options).map(|c| (c.exe, c.cached)),
        _ => ctx.client.compile(text.as_bytes(), &options).map(|e| (e, false)),
    };
    let compile_ms = ms(t);
    let (exe, cached) = compiled.map_err(|e| Failure {
        status: verdict::runtime_error(&e, Stage::Compile),
        stage: Stage::Compile,
        message: e.to_string(),
    })?;
    stage(Stage::Execute);
    let t = Instant::now();
    let outputs = execute(&ctx.client, &exe, &inputs).map_err(|e| Failure {
        status: verdict::runtime_error(&e, Stage::Execute),
        stage: Stage::Execute,
        message: e.to_string(),
    })?;
    Ok(PackRun { layouts, outputs, ids: cases.iter().map(|c| c.id.clone()).collect(), compile_ms, execute_ms: ms(t), cached })
}

/// Runs the job if it names an op-tier case (returns false otherwise, and
/// the ordinary path handles it, errors included).
pub fn run_job(ctx: &mut WorkerContext, job: &Job, stage: &mut dyn FnMut(Stage), emit: &mut dyn FnMut(ResultRow)) -> bool {
    let Ok(suite) = ctx.suite(&job.suite) else { return false };
    let Some(case) = suite.case(job.index).filter(|c| c.id == job.id).cloned() else { return false };
    let tier = suite.name.clone();
    let pack: Vec<Case> = suite.pack(case.pack).into_iter().cloned().collect();
    let mut row = ResultRow::started(&job.id, &case.op, &tier, job.attempt);
    stage(Stage::Load);
    let t_load = Instant::now();
    let key = (tier.clone(), case.pack);
    if ctx.ops.key.as_ref() != Some(&key) {
        let result = run_pack(ctx, &pack, job.options.no_cache, stage);
        ctx.ops = PackMemo { key: Some(key), result: Some(result), reported: false };
    }
    let shared = match &ctx.ops.result {
        Some(Ok(run)) => run.ids.iter().position(|id| *id == case.id).map(|i| (i, run)),
        _ => None,
    };
    let solo;
    let (slot, run) = match shared {
        Some((i, run)) => {
            if !ctx.ops.reported {
                row.timings.compile_ms = run.compile_ms;
                row.timings.execute_ms = run.execute_ms;
                row.cached = run.cached;
                ctx.ops.reported = true;
            } else {
                row.cached = true;
            }
            (i, run)
        }
        None => {
            // The pack as a whole failed: this case alone says whether the failure is its own.
            solo = run_pack(ctx, std::slice::from_ref(&case), job.options.no_cache, stage);
            match &solo {
                Ok(run) => {
                    row.timings.compile_ms = run.compile_ms;
                    row.timings.execute_ms = run.execute_ms;
                    row.cached = run.cached;
                    (0, run)
                }
                Err(f) => {
                    row.status = f.status;
                    row.stage = f.stage;
                    row.error = Some(f.message.clone());
                    row.finished_at = now_s();
                    emit(row);
                    return true;
                }
            }
        }
    };
    row.timings.load_ms = (ms(t_load) - row.timings.compile_ms - row.timings.execute_ms).max(0.0);
    stage(Stage::Compare);
    let t_compare = Instant::now();
    let judged = judge_case(&case, &run.layouts[slot], &run.outputs);
    row.timings.compare_ms = ms(t_compare);
    match judged {
        Err(message) => {
            row.status = verdict::failed_at(Stage::Compare);
            row.stage = Stage::Compare;
            row.error = Some(message);
        }
        Ok((records, messages)) => {
            let metrics: Vec<results::OutputMetrics> = records.iter().filter_map(|r| r.metrics.clone()).collect();
            row.outputs = records;
            match verdict::op_case(&metrics) {
                Some(status) => {
                    row.status = status;
                    row.stage = Stage::Compare;
                    row.error = Some(messages.join("\n"));
                }
                None => row.stage = Stage::Done,
            }
        }
    }
    row.finished_at = now_s();
    emit(row);
    true
}

/// Judges a case's outputs against its references; returns the output
/// records (with metrics) and a message per failing output.
fn judge_case(case: &Case, layout: &Layout, outputs: &[HostTensor]) -> Result<(Vec<OutputRecord>, Vec<String>), String> {
    let plan = emit::plan(case)?;
    let n = layout.outputs.len();
    let at = |i: usize| {
        outputs.get(i).ok_or_else(|| format!("{}: the program returned {} results, fewer than its layout", case.id, outputs.len()))
    };
    let actual: Vec<&HostTensor> = (0..n).map(|i| at(layout.first_out + i)).collect::<Result<_, _>>()?;
    let mut references = match plan.source {
        RefSource::Rust => reference::rust(case, &emit::case_inputs(case)?)?,
        RefSource::PluginF64 => {
            let r: Vec<HostTensor> = (0..layout.references).map(|i| at(layout.first_out + n + i).cloned()).collect::<Result<_, _>>()?;
            let m: Vec<HostTensor> =
                (0..layout.magnitudes).map(|i| at(layout.first_out + n + layout.references + i).cloned()).collect::<Result<_, _>>()?;
            reference::from_plugin(&plan, &r, &m)
        }
    };
    if std::env::var(PERTURB_ENV).is_ok_and(|id| id == case.id) {
        if let Some(r) = references.first_mut() {
            perturb(r, actual[0].dtype);
        }
    }
    let mut records = Vec::new();
    let mut messages = Vec::new();
    for (i, (a, r)) in actual.iter().zip(&references).enumerate() {
        let (m, msg) = check::judge(a, r, plan.class, case.op == "bitcast_convert");
        if let Some(msg) = msg {
            messages.push(format!("out{i}: {msg}"));
        }
        records.push(OutputRecord {
            name: layout.output_name(i),
            dtype: a.dtype.name().to_string(),
            shape: a.shape.clone(),
            non_finite: a.non_finite_count() as u64,
            metrics: Some(m),
        });
    }
    if references.len() != actual.len() {
        return Err(format!("{}: {} outputs but {} references", case.id, actual.len(), references.len()));
    }
    Ok((records, messages))
}

/// Makes a reference wrong on purpose (see [`PERTURB_ENV`]).
fn perturb(r: &mut Reference, dtype: runtime::DType) {
    match r {
        Reference::Real { values, .. } => {
            if let Some(v) = values.first_mut() {
                let ulp = Format::of(dtype).map(|f| f.ulp(*v)).unwrap_or(1.0);
                *v += 1024.0 * ulp;
            }
        }
        Reference::Bits(t) => {
            if let Some(b) = t.data.first_mut() {
                *b ^= 1;
            }
        }
    }
}
