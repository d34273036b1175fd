//! `--compare-modes A,B` (`eager,compiled`): a definition run in both
//! modes in one worker, from the same inputs, each judged against the
//! baseline and the two against each other, so a failure says which mode
//! departs (`results::Departs`): an op wrong on its own (the eager or
//! deferred run fails), or fusion that changes the numbers (the op-by-op
//! run passes and the compiled one fails, or the two disagree beyond the
//! outputs' tolerance).
//!
//! Speed: after one run of each (whose outputs are the ones judged), both
//! are timed over [`REPETITIONS`] interleaved runs (op-by-op first: E, C,
//! E, C, ...), each from host inputs to host outputs (upload, execute,
//! fetch), so both pay the same transfers; the row keeps each mode's median
//! and the speedup as PyTorch reports it, op-by-op median ÷ compiled
//! median. Compile time is each mode's own (eager: the op programs neither
//! cache held).
//!
//! The row's own mode is `--mode` (compiled by default); its status is the
//! worse of the two (`crate::verdict::modes_depart`), its message naming
//! the mode that departs. A program the harness cannot split into op
//! programs is its own limit: that side is `skipped` and neither mode is
//! said to depart.

use super::context::JobCx;
use crate::compilation::Compiler;
use crate::execution::Ran;
use crate::pipeline::execute;
use crate::pipeline::plan::Plan;
use crate::pipeline::target::Built;
use crate::verdict;
use results::time::ms_since;
use results::{Mode, ModeParity, ModeRun, Stage, Status};
use runtime::HostTensor;
use std::time::Instant;

/// Timed runs of each mode, after the one whose outputs are judged.
pub const REPETITIONS: usize = 3;

/// A kind of program that does not run in both modes.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "--compare-modes: skipped, {0} does not run op by op (modes are compared for a plain forward program on one device; \
     the harness's limit, not the device's); run it without --compare-modes"
)]
pub struct NotCompared(pub &'static str);

/// One mode's side of the comparison.
struct Side {
    mode: Mode,
    built: Option<Built>,
    compile_ms: f64,
    /// A failure before judging (compile, execute), with its message.
    failed: Option<(Status, String)>,
    outputs: Option<Vec<HostTensor>>,
    times: Vec<f64>,
}

impl Side {
    /// Compiles (or has from the caches) `mode`'s program(s) through the compile stage.
    fn prepare(cx: &mut JobCx<'_>, program: &[u8], plan: &Plan, mode: Mode) -> Side {
        let t = Instant::now();
        let plan = Plan { mode, ..*plan };
        let (built, compile_ms, failed) = match cx.compile(&plan, program) {
            Ok(c) => {
                let ms = match &c.built {
                    Built::Ops(p) => p.record.compile_ms,
                    _ if c.cached => 0.0,
                    _ => c.compile_ms,
                };
                (Some(c.built), ms, None)
            }
            Err(refused) => {
                let status = refused.status().0;
                let message = match refused {
                    crate::pipeline::target::Refused::Whole(e) => e.to_string(),
                    crate::pipeline::target::Refused::Ops(f) => f.to_string(),
                };
                (None, ms_since(t), Some((status, message)))
            }
        };
        Side { mode, built, compile_ms, failed, outputs: None, times: Vec::new() }
    }

    /// Runs once more through the execute stage (the first run's outputs are kept); a failure ends its runs.
    fn run(&mut self, compiler: &Compiler, inputs: &[HostTensor]) {
        let Some(built) = self.built.as_ref().filter(|_| self.failed.is_none()) else { return };
        let t = Instant::now();
        match execute::once(compiler, built, inputs) {
            Ok(outs) => {
                let ms = ms_since(t);
                if self.outputs.is_none() {
                    self.outputs = Some(outs);
                } else {
                    self.times.push(ms);
                }
            }
            Err(f) => self.failed = Some(f),
        }
    }

    fn median_ms(&self) -> f64 {
        let mut t = self.times.clone();
        t.sort_by(f64::total_cmp);
        match t.len() {
            0 => 0.0,
            n if n % 2 == 1 => t[n / 2],
            n => (t[n / 2 - 1] + t[n / 2]) / 2.0,
        }
    }
}

/// Runs the definition in `other` too (the row's own mode is the job's
/// `--mode`, compiled in `own_compile_ms`) and compares: each mode's verdict
/// against the baseline, their agreement, which departs, the speedup.
pub fn compare(
    cx: &mut JobCx<'_>,
    def: &suites::Definition,
    hash: Option<&str>,
    plan: &Plan,
    inputs: &[HostTensor],
    (other, own_compile_ms): (Mode, f64),
) -> Result<ModeParity, NotCompared> {
    if let Some(kind) = plan.not_op_by_op_kind() {
        return Err(NotCompared(kind));
    }
    let target = cx.target;
    let Some(compiler) = target.compiler() else { return Err(NotCompared("a compile-only target's program")) };
    let mut sides = [Side::prepare(cx, &def.program, plan, plan.mode), Side::prepare(cx, &def.program, plan, other)];
    // Op by op first, then interleaved: E, C, E, C, ...
    let order: [usize; 2] = if sides[0].mode.is_op_by_op() { [0, 1] } else { [1, 0] };
    for _ in 0..=REPETITIONS {
        for &i in &order {
            sides[i].run(compiler, inputs);
        }
    }
    let statuses: Vec<(Status, Option<String>)> = sides.iter().map(|s| judged(cx, def, hash, s)).collect();
    let (job, tier, ctx) = (cx.job, cx.tier, &mut *cx.ctx);
    let (mut agree, mut max_abs, mut output) = (statuses.iter().all(|(s, _)| !s.is_failure()), 0.0, None);
    if let (Some(a), Some(b)) = (&sides[0].outputs, &sides[1].outputs) {
        if let Ok(policy) = ctx.policy(job.options.rule) {
            let theirs = as_ran(def, b.clone());
            let j = baselines::judge_outputs(a, None, policy, &theirs.request(tier, def, hash.unwrap_or("")));
            agree = verdict::parity(&j).is_none();
            if let Some((i, m)) = j.per_output.iter().enumerate().max_by(|x, y| x.1.max_abs.total_cmp(&y.1.max_abs)) {
                max_abs = m.max_abs;
                output = theirs.names.get(i).cloned();
            }
        }
    }
    let by_mode: Vec<(bool, Status)> = sides.iter().zip(&statuses).map(|(s, (st, _))| (s.mode.is_op_by_op(), *st)).collect();
    let departs = verdict::departs(&by_mode, agree);
    let median = |op_by_op: bool| sides.iter().find(|s| s.mode.is_op_by_op() == op_by_op).map(Side::median_ms).filter(|m| *m > 0.0);
    let speedup = median(true).zip(median(false)).map(|(e, c)| e / c);
    // The row's own mode compiled before the comparison (which found it cached): its compile is the row's.
    sides[0].compile_ms = own_compile_ms;
    let runs = sides
        .iter()
        .zip(statuses)
        .map(|(s, (status, _))| ModeRun { mode: s.mode, status, execute_ms: s.median_ms(), compile_ms: s.compile_ms })
        .collect();
    Ok(ModeParity { runs, agree, output, max_abs, departs, first_op: None, speedup })
}

/// A side's verdict: how it failed before judging, else its outputs against
/// the baseline (where the job compares), non-finite values first.
fn judged(cx: &mut JobCx<'_>, def: &suites::Definition, hash: Option<&str>, side: &Side) -> (Status, Option<String>) {
    if let Some((status, m)) = &side.failed {
        return (*status, Some(m.clone()));
    }
    let Some(outputs) = &side.outputs else { return (verdict::failed_at(Stage::Execute), Some("it did not run".into())) };
    let ran = as_ran(def, outputs.clone());
    let store = cx.job.options.baseline_dir.clone().zip(hash);
    let counts: Vec<(&str, u64)> = ran.names.iter().zip(&ran.outputs).map(|(n, t)| (n.as_str(), t.non_finite_count() as u64)).collect();
    if let Some((status, m)) = verdict::non_finite(&counts, store.is_some()) {
        return (status, Some(m));
    }
    let Some((dir, hash)) = store else { return (verdict::passed(), None) };
    match cx.judge_stored(def, &dir, hash, &ran) {
        Ok(j) => match verdict::parity(&j) {
            Some(status) => (status, Some(j.message)),
            None => (verdict::passed(), None),
        },
        Err(e) => (verdict::failed_at(Stage::Compare), Some(e)),
    }
}

/// `outputs` as a forward run of `def` yields them, named by its manifest.
fn as_ran(def: &suites::Definition, outputs: Vec<HostTensor>) -> Ran {
    let names =
        (0..outputs.len()).map(|i| def.manifest.outputs.get(i).map(|o| o.name.clone()).unwrap_or_else(|| format!("out{i}"))).collect();
    Ran { outputs, names, specs: None, scale: Vec::new(), losses: None, placed: vec![0] }
}
