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
//! Collective cases (`suites::ops::collective`) compile once for the 4
//! devices, as replicas or as SPMD partitions as the case says, run with
//! each device's own inputs, and are judged device by device against their
//! Rust references (outputs `out0@d<k>`; the row records the devices). A
//! case whose program the reference rejects passes only where the device
//! rejects it too (failure parity); running it is a `fail-parity`.
//!
//! `TPU_COMPAT_OPS_PERTURB=<case id>` shifts that case's reference by 1,024
//! ULPs (or flips a bit of an exact one): a deliberately wrong reference,
//! which is how the tier's tests show that a wrong number is caught and
//! attributed to exactly one case.

use super::context::JobCx;
use crate::compilation::Compilation;
use crate::execution::Execution;
use crate::pipeline::{eager, execute, plan::Plan, target::Built};
use crate::verdict;
use results::time::{ms_since as ms, now_s};
use results::{OpCase, OutputRecord, ResultRow, Stage, Status};
use runtime::HostTensor;
use std::time::Instant;
use suites::ops::collective::{self, Mode, DEVICES};
use suites::ops::emit::{self, Layout};
use suites::ops::reference::{self, Reference};
use suites::ops::{format::Format, Case, RefSource};

/// The environment variable naming a case whose reference is made wrong on purpose.
pub const PERTURB_ENV: &str = "TPU_COMPAT_OPS_PERTURB";

/// One pack's execution, kept for the pack's remaining cases: which tier,
/// which pack, compiled under which settings.
#[derive(Default)]
pub struct PackMemo {
    key: Option<(String, usize, Compilation, results::Mode)>,
    result: Option<Result<PackRun, Failure>>,
    /// Whether the pack's compile time was already reported on a row.
    reported: bool,
}

struct PackRun {
    layouts: Vec<Layout>,
    /// Each device's outputs (one list for a one-device pack).
    outputs: Vec<Vec<HostTensor>>,
    /// The devices, as indices among the client's (empty: the default device).
    devices: Vec<usize>,
    ids: Vec<String>,
    compile_ms: f64,
    execute_ms: f64,
    cached: bool,
    /// Op by op: what compiling the pack's op programs took.
    eager: Option<results::EagerRecord>,
}

#[derive(Clone)]
struct Failure {
    status: Status,
    stage: Stage,
    message: String,
}

/// Compiles (through the compile stage, under the job's settings and
/// mode) and runs (through the execute stage) `cases` as one program.
fn run_pack(cx: &mut JobCx<'_>, cases: &[Case]) -> Result<PackRun, Failure> {
    let job = cx.job;
    let load = |e: suites::GenerateError| Failure { status: verdict::failed_at(Stage::Load), stage: Stage::Load, message: e.to_string() };
    let module = format!("ops_pack_{}", cases.first().map(|c| c.pack).unwrap_or(0));
    let (text, layouts) = emit::pack_program(cases, &module).map_err(load)?;
    let mode = match cases.first().filter(|c| collective::is_collective(&c.op)) {
        Some(c) => Some(collective::form(c).map_err(load)?.mode),
        None => None,
    };
    let mut inputs: Vec<Vec<HostTensor>> = vec![Vec::new(); if mode.is_some() { DEVICES } else { 1 }];
    for c in cases {
        if mode.is_some() {
            for (k, list) in inputs.iter_mut().enumerate() {
                list.extend(collective::device_inputs(c, k).map_err(load)?);
            }
        } else {
            inputs[0].extend(emit::case_inputs(c).map_err(load)?);
        }
    }
    let settings = match mode {
        None => job.options.compilation,
        Some(Mode::Partitions) => job.options.compilation.on_devices(DEVICES),
        Some(_) => job.options.compilation.replicated(DEVICES),
    };
    let devices = if mode.is_some() { DEVICES } else { 1 };
    let plan = Plan { execution: Execution { devices, steps: None }, compilation: settings, mode: job.options.mode, reference: None };
    (cx.stage)(Stage::Compile);
    let compiled = cx.compile(&plan, text.as_bytes()).map_err(|refused| {
        let (status, stage) = refused.status();
        Failure { status, stage, message: refused.message(job.options.mode) }
    })?;
    let eager = match &compiled.built {
        Built::Ops(p) => Some(p.record.clone()),
        _ => None,
    };
    let unrun = || Failure { status: verdict::failed_at(Stage::Execute), stage: Stage::Execute, message: "nothing to run".into() };
    let compiler = cx.target.compiler().ok_or_else(unrun)?;
    (cx.stage)(Stage::Execute);
    let t = Instant::now();
    let executed = if mode.is_some() {
        let Built::Whole(exe) = &compiled.built else { return Err(unrun()) };
        crate::partitioned::execute_per_device(exe, inputs).map_err(|e| {
            let status = match &e {
                crate::partitioned::Failure::Execute(e) => verdict::runtime_error(e, Stage::Execute),
                _ => verdict::failed_at(Stage::Execute),
            };
            Failure { status, stage: Stage::Execute, message: format!("on {DEVICES} devices: {e}") }
        })?
    } else {
        let outputs = execute::once(compiler, &compiled.built, &inputs[0]).map_err(|(status, message)| Failure {
            status,
            stage: Stage::Execute,
            message,
        })?;
        (Vec::new(), vec![outputs])
    };
    let (devices, outputs) = executed;
    Ok(PackRun {
        layouts,
        outputs,
        devices,
        ids: cases.iter().map(|c| c.id.clone()).collect(),
        compile_ms: compiled.compile_ms,
        execute_ms: ms(t),
        cached: compiled.cached,
        eager,
    })
}

/// Runs one case of `pack` (a tier's pack, in catalog order): from the
/// pack's kept execution when there is one, else by running the pack (or,
/// when the pack fails as a whole, the case alone).
pub fn run(cx: &mut JobCx<'_>, memo: &mut PackMemo, case: &Case, pack: &[Case], emit: &mut dyn FnMut(ResultRow)) {
    let (job, tier) = (cx.job, cx.tier);
    let mut row = job.blank_row(tier, &case.op);
    row.op_case = Some(OpCase { op: case.op.clone(), form: case.form.clone(), dtype: case.dtype });
    if collective::is_collective(&case.op) {
        row.devices = Some(DEVICES as u32);
    }
    if let Some(refused) = collective::is_collective(&case.op)
        .then(|| eager::not_op_by_op(job.options.mode, "a collective op-tier case (4 devices)"))
        .flatten()
    {
        return emit(super::context::failed(row, verdict::not_op_by_op(), Stage::Load, format!("{}: {refused}", job.id)));
    }
    let rejected = collective::is_collective(&case.op).then(|| collective::rejects(case)).flatten();
    (cx.stage)(Stage::Load);
    let t_load = Instant::now();
    let key = (tier.to_string(), case.pack, job.options.compilation, job.options.mode);
    if memo.key.as_ref() != Some(&key) {
        let result = run_pack(cx, pack);
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
                memo.reported = true;
            }
            // The pack's compile served this case: cached only when that
            // compile came from the compile cache (never under --no-cache).
            row.cached = run.cached;
            row.eager = run.eager.clone();
            (i, run)
        }
        None => {
            // The pack as a whole failed: this case alone says whether the failure is its own.
            solo = run_pack(cx, std::slice::from_ref(case));
            match &solo {
                Ok(run) => {
                    row.timings.compile_ms = run.compile_ms;
                    row.timings.execute_ms = run.execute_ms;
                    row.cached = run.cached;
                    row.eager = run.eager.clone();
                    (0, run)
                }
                Err(f) if rejected.is_some() && matches!(f.stage, Stage::Compile | Stage::Execute) => {
                    // Failure parity: the device rejects what the reference rejects.
                    row.status = verdict::rejected_case(true);
                    row.stage = Stage::Done;
                    let why = rejected.as_deref().unwrap_or("");
                    row.error = Some(format!("rejected, as the reference rejects it ({why}): {}", f.message));
                    row.finished_at = now_s();
                    return emit(row);
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
    if let Some(why) = rejected {
        row.status = verdict::rejected_case(false);
        row.stage = Stage::Compare;
        row.error = Some(format!("the device ran a program the reference rejects ({why})"));
        row.finished_at = now_s();
        return emit(row);
    }
    (cx.stage)(Stage::Compare);
    let t_compare = Instant::now();
    let judged = if collective::is_collective(&case.op) {
        judge_collective(case, &run.layouts[slot], run)
    } else {
        run.outputs
            .first()
            .ok_or_else(|| format!("{}: the pack returned nothing", case.id))
            .and_then(|o| judge_case(case, &run.layouts[slot], o))
    };
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
    let plan = emit::plan(case).map_err(|e| e.to_string())?;
    let n = layout.outputs.len();
    let at = |i: usize| {
        outputs.get(i).ok_or_else(|| format!("{}: the program returned {} results, fewer than its layout", case.id, outputs.len()))
    };
    let actual: Vec<&HostTensor> = (0..n).map(|i| at(layout.first_out + i)).collect::<Result<_, _>>()?;
    let mut references = match plan.source {
        RefSource::Rust => emit::case_inputs(case).and_then(|inputs| reference::rust(case, &inputs)).map_err(|e| e.to_string())?,
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

/// Judges a collective case device by device against its Rust references:
/// output `i` of device `d` is recorded as `out{i}@d{d}`, each failing one
/// named with its device in the message.
fn judge_collective(case: &Case, layout: &Layout, run: &PackRun) -> Result<(Vec<OutputRecord>, Vec<String>), String> {
    let plan = emit::plan(case).map_err(|e| e.to_string())?;
    let inputs = collective::all_inputs(case).map_err(|e| e.to_string())?;
    let mut references = collective::references(case, &inputs).map_err(|e| e.to_string())?;
    if run.outputs.len() != references.len() || run.devices.len() != references.len() {
        return Err(format!("{}: {} devices' outputs for {} devices", case.id, run.outputs.len(), references.len()));
    }
    if std::env::var(PERTURB_ENV).is_ok_and(|id| id == case.id) {
        if let (Some(r), Some(ty)) = (references.last_mut().and_then(|d| d.first_mut()), layout.outputs.first()) {
            perturb(r, ty.dtype);
        }
    }
    let mut records = Vec::new();
    let mut messages = Vec::new();
    for ((outputs, refs), device) in run.outputs.iter().zip(&references).zip(&run.devices) {
        for (i, r) in refs.iter().enumerate() {
            let a = outputs
                .get(layout.first_out + i)
                .ok_or_else(|| format!("{}: device {device} returned {} results, fewer than its layout", case.id, outputs.len()))?;
            let (m, msg) = baselines::ulp::judge(a, r, plan.class, false);
            if let Some(msg) = msg {
                messages.push(format!("device {device}: out{i}: {msg}"));
            }
            records.push(OutputRecord {
                name: format!("{}@d{device}", layout.output_name(i)),
                dtype: a.dtype.name().to_string(),
                shape: a.shape.clone(),
                non_finite: a.non_finite_count() as u64,
                metrics: Some(m),
            });
        }
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
