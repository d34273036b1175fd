//! The handler for op-tier cases: a job names one case; the case's pack
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

use super::context::Context;
use crate::compilation::Compilation;
use crate::runner::protocol::Job;
use crate::verdict;
use results::time::{ms_since as ms, now_s};
use results::{OpCase, OutputRecord, ResultRow, Stage, Status};
use runtime::HostTensor;
use std::time::Instant;
use suites::ops::emit::{self, Layout};
use suites::ops::reference::{self, Reference};
use suites::ops::{format::Format, Case, RefSource};

/// The environment variable naming a case whose reference is made wrong on purpose.
pub const PERTURB_ENV: &str = "TPU_COMPAT_OPS_PERTURB";

/// One pack's execution, kept for the pack's remaining cases: which tier,
/// which pack, compiled under which settings.
#[derive(Default)]
pub struct PackMemo {
    key: Option<(String, usize, Compilation)>,
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

/// Compiles (through the compile service, under the job's settings) and
/// runs `cases` as one program.
fn run_pack(ctx: &Context, job: &Job, cases: &[Case], stage: &mut dyn FnMut(Stage)) -> Result<PackRun, Failure> {
    let load = |message: String| Failure { status: verdict::failed_at(Stage::Load), stage: Stage::Load, message };
    let module = format!("ops_pack_{}", cases.first().map(|c| c.pack).unwrap_or(0));
    let (text, layouts) = emit::pack_program(cases, &module).map_err(load)?;
    let mut inputs = Vec::new();
    for c in cases {
        inputs.extend(emit::case_inputs(c).map_err(load)?);
    }
    stage(Stage::Compile);
    let compiled = ctx.compiler.compile(&job.options.compilation, text.as_bytes(), job.options.no_cache).map_err(|e| Failure {
        status: e.status(),
        stage: Stage::Compile,
        message: e.to_string(),
    })?;
    stage(Stage::Execute);
    let t = Instant::now();
    let outputs = compiled.exe.run(&inputs).map_err(|e| Failure {
        status: verdict::runtime_error(&e, Stage::Execute),
        stage: Stage::Execute,
        message: e.to_string(),
    })?;
    Ok(PackRun {
        layouts,
        outputs,
        ids: cases.iter().map(|c| c.id.clone()).collect(),
        compile_ms: compiled.compile_ms,
        execute_ms: ms(t),
        cached: compiled.cached,
    })
}

/// Runs one case of `pack` (a tier's pack, in catalog order): from the
/// pack's kept execution when there is one, else by running the pack (or,
/// when the pack fails as a whole, the case alone).
#[allow(clippy::too_many_arguments)]
pub fn run(
    ctx: &mut Context,
    memo: &mut PackMemo,
    job: &Job,
    tier: &str,
    case: &Case,
    pack: &[Case],
    stage: &mut dyn FnMut(Stage),
    emit: &mut dyn FnMut(ResultRow),
) {
    let mut row = job.blank_row(tier, &case.op);
    row.op_case = Some(OpCase { op: case.op.clone(), form: case.form.clone(), dtype: case.dtype });
    stage(Stage::Load);
    let t_load = Instant::now();
    let key = (tier.to_string(), case.pack, job.options.compilation);
    if memo.key.as_ref() != Some(&key) {
        let result = run_pack(ctx, job, pack, stage);
        *memo = PackMemo { key: Some(key), result: Some(result), reported: false };
    }
    let shared = match &memo.result {
        Some(Ok(run)) => run.ids.iter().position(|id| *id == case.id).map(|i| (i, run)),
        _ => None,
    };
    let solo;
    let (slot, run) = match shared {
        Some((i, run)) => {
            if !memo.reported {
                row.timings.compile_ms = run.compile_ms;
                row.timings.execute_ms = run.execute_ms;
                row.cached = run.cached;
                memo.reported = true;
            } else {
                row.cached = true;
            }
            (i, run)
        }
        None => {
            // The pack as a whole failed: this case alone says whether the failure is its own.
            solo = run_pack(ctx, job, std::slice::from_ref(case), stage);
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
                    return emit(row);
                }
            }
        }
    };
    row.timings.load_ms = (ms(t_load) - row.timings.compile_ms - row.timings.execute_ms).max(0.0);
    stage(Stage::Compare);
    let t_compare = Instant::now();
    let judged = judge_case(case, &run.layouts[slot], &run.outputs);
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
    emit(row)
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
        let (m, msg) = baselines::ulp::judge(a, r, plan.class, case.op == "bitcast_convert");
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
