//! The execute stage: what the compile stage built (`super::target::Built`)
//! run as the plan's mode says, whole program or op by op (one op, or
//! groups of N), from the same inputs, then run again on what it built
//! (`super::repeat`: the determinism replay and `--repeat`'s timed runs),
//! whatever the mode. The judged run, `--compare-modes` ([`once`]) and
//! `--repeat` all run through here.

use super::eager::EagerFailure;
use super::repeat;
use super::target::Built;
use crate::compilation::Compiler;
use crate::execution::{Ran, Ready};
use crate::partitioned;
use crate::runner::protocol::JobOptions;
use results::time::ms_since;
use results::{ResultRow, Stage, Status};
use runtime::HostTensor;
use std::time::Instant;

/// How an execution failed, by mode.
#[derive(Debug)]
pub enum Failure {
    Whole(partitioned::Failure),
    Ops(EagerFailure),
}

/// A failed execution: which one (`what`: empty for the judged one, else
/// `execution i of n after the judged one: `) and why.
#[derive(Debug)]
pub struct Failed {
    pub what: String,
    pub failure: Failure,
}

/// Runs `built` (the program `ready` read) from `inputs`, then again where
/// the job asks for determinism or `--repeat`: fills the row's
/// `execute_ms`, `determinism` and `perf`, and yields the judged run's
/// outputs. A compile-only record is not run: `Ran` of nothing.
pub fn execute(
    compiler: &Compiler,
    built: &Built,
    ready: &Ready<'_>,
    def: &suites::Definition,
    options: &JobOptions,
    inputs: &mut Vec<HostTensor>,
    row: &mut ResultRow,
) -> Result<Ran, Box<Failed>> {
    let judged = |failure| Box::new(Failed { what: String::new(), failure });
    let again_failed = |(i, n, failure)| Box::new(Failed { what: format!("execution {i} of {n} after the judged one: "), failure });
    let outputs = &def.manifest.outputs;
    let (ran, again) = match built {
        Built::Whole(exe) => {
            let keep = repeat::keeps(options, def, ready, inputs);
            let t = Instant::now();
            let done = ready.execute_keeping(exe, inputs, outputs, keep);
            row.timings.execute_ms = ms_since(t);
            let (ran, kept) = done.map_err(|f| judged(Failure::Whole(f)))?;
            let again = match kept {
                Some(kept) => {
                    let steps = ready.execution.steps.unwrap_or(1);
                    let again = repeat::run_again(ready, exe, &kept, inputs, &ran, outputs, options, steps);
                    Some(again.map_err(|(i, n, f)| again_failed((i, n, Failure::Whole(f))))?)
                }
                None => None,
            };
            (ran, again)
        }
        Built::Ops(prepared) => {
            let t = Instant::now();
            let outs = prepared.run(compiler, inputs).map_err(|f| judged(Failure::Ops(f)))?;
            row.timings.execute_ms = ms_since(t);
            let name = |i: usize| outputs.get(i).map(|o| o.name.clone()).unwrap_or_else(|| format!("out{i}"));
            let names = (0..outs.len()).map(name).collect();
            let ran = Ran { names, outputs: outs, specs: None, scale: Vec::new(), losses: None, placed: vec![0] };
            // Run again from the same inputs, as a whole program is (determinism, --repeat).
            let again = repeat::op_by_op_again(prepared, compiler, inputs, &ran, options)
                .map_err(|(i, n, f)| again_failed((i, n, Failure::Ops(f))))?;
            (ran, again)
        }
        Built::Described(_) | Built::DescribedOps { .. } => {
            return Ok(Ran { outputs: Vec::new(), names: Vec::new(), specs: None, scale: Vec::new(), losses: None, placed: vec![] })
        }
    };
    if let Some(again) = again {
        row.determinism = Some(again.determinism);
        row.perf = again.perf.map(Box::new);
    }
    Ok(ran)
}

/// Runs `built` once from host inputs to host outputs (a forward program on
/// one device: `--compare-modes`' timed runs), or says why it did not.
pub fn once(compiler: &Compiler, built: &Built, inputs: &[HostTensor]) -> Result<Vec<HostTensor>, (Status, String)> {
    match built {
        Built::Whole(exe) => exe.run(inputs).map_err(|e| (crate::verdict::runtime_error(&e, Stage::Execute), e.to_string())),
        Built::Ops(p) => p.run(compiler, inputs).map_err(|f| (f.status().0, f.to_string())),
        Built::Described(_) | Built::DescribedOps { .. } => {
            Err((crate::verdict::failed_at(Stage::Execute), "a compile-only target runs nothing".into()))
        }
    }
}
