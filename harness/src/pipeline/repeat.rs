//! The judged execution, run again: speed and stability as results. After
//! a program's judged execution the worker runs the same execution (once
//! or K steps, on 1 or N devices: `crate::execution::Ready::execute`) from
//! a copy of the same inputs on the same executable:
//!
//! - **determinism** (on unless `--no-determinism`): at least one replay,
//!   its outputs compared bit for bit with the judged run's
//!   (`baselines::agreement`); a training step replays its K steps, a
//!   sharded program's outputs are assembled from every device's shards, so
//!   a difference on any device is seen. The row's [`results::Determinism`];
//!   `crate::verdict::nondeterministic` decides what a difference means.
//! - **performance** (`--repeat R`, R >= 1): R executions, each timed as the
//!   row's `timings.execute_ms` times the judged one (inputs to the device,
//!   the program, outputs back) and each verified like the replay (the
//!   first of them is the replay). The row's [`results::Perf`]: the spread
//!   of those times, every compiled memory field, the compiler's cost
//!   analysis, and FLOP/s and bytes/s achieved at the median (the cost of
//!   one execution times the steps it ran, ÷ the median).
//!
//! Repetitions happen inside the definition's job, right after its judged
//! execution: definitions are not interleaved round by round, so load that
//! drifts over a run spreads over the definitions in job order, and the
//! spread (p5..p95) of each row says how steady it was while it ran.
//!
//! Running again uses what the judged execution used, never a second copy
//! of the inputs (`crate::execution::Kept`): a program run once on one
//! device runs again on the input buffers it left on the device (so the
//! timed repetitions hold the program and the outputs' copy back, the
//! inputs being on the device already), a training step or a sharded
//! program from the host inputs it left in place. A training step on one
//! device holds its host inputs while its state is on the device; that is
//! done only where the host can hold them beside what the definition
//! already needs (`tensors::Footprint`); where it cannot, nothing runs
//! again and the row has neither record.
//!
//! An op-by-op execution (`--mode eager`/`deferred:N`) runs again the same
//! way ([`op_by_op_again`]): its op programs from the same host inputs,
//! which it uploads anew each run, so no copy is kept; its record's memory
//! is the largest op program's, its cost the sum over the ops it runs.

use crate::compilation::Compiler;
use crate::execution::{Kept, Ran, Ready};
use crate::partitioned::Failure;
use crate::pipeline::eager::{EagerFailure, Prepared};
use crate::runner::protocol::JobOptions;
use baselines::agreement::{agreement, worse};
use results::time::ms_since;
use results::{Agreement, Determinism, Perf, Spread};
use runtime::{Executable, HostTensor};
use std::time::Instant;
use suites::definition::OutputSpec;

/// What running the judged execution again found.
pub struct Again {
    pub determinism: Determinism,
    /// `--repeat R` with R >= 1.
    pub perf: Option<Perf>,
}

/// Whether the judged execution keeps what running it again needs: where
/// the job asks for it and the host can hold what keeping costs
/// ([`Kept::extra_host_bytes`]) beside the definition's own footprint.
pub fn keeps(options: &JobOptions, def: &suites::Definition, ready: &Ready<'_>, inputs: &[HostTensor]) -> bool {
    if options.repeat == 0 && !options.determinism {
        return false;
    }
    let extra = Kept::extra_host_bytes(ready.execution, inputs);
    if extra == 0 {
        return true;
    }
    let path = runtime::HostPath::Run { compare: options.baseline_dir.is_some() };
    runtime::host_memory_limit().is_ok_and(|available| def.footprint().peak(path).saturating_add(extra) <= available.bytes)
}

/// Runs `ready`'s execution of `exe` again from what it `kept` and the
/// `inputs` it left (max(R, 1) times) and compares each run's outputs with
/// `judged`'s; `steps` is the steps one execution runs (1 for a forward
/// program). An execution that fails is `Err` with its 1-based number and
/// the number planned.
#[allow(clippy::too_many_arguments)]
pub fn run_again(
    ready: &Ready<'_>,
    exe: &Executable,
    kept: &Kept,
    inputs: &[HostTensor],
    judged: &Ran,
    outputs: &[OutputSpec],
    options: &JobOptions,
    steps: usize,
) -> Result<Again, (u32, u32, Failure)> {
    let runs = options.repeat.max(1);
    let mut times = Vec::with_capacity(runs as usize);
    let mut agreed = Agreement::BitIdentical;
    for i in 0..runs {
        let t = Instant::now();
        let ran = ready.execute_again(exe, kept, inputs, outputs).map_err(|f| (i + 1, runs, f))?;
        times.push(ms_since(t));
        agreed = worse(agreed, agreement(&judged.outputs, &ran.outputs, &judged.names));
    }
    let determinism =
        Determinism { runs: runs + 1, agreement: agreed, threads: options.threads.map(|asked| intra_op_threads().unwrap_or(asked)) };
    let perf = (options.repeat > 0).then(|| perf(exe, &times, steps));
    Ok(Again { determinism, perf })
}

/// [`run_again`] for an op-by-op execution: `prepared`'s op programs run
/// again from `inputs` (max(R, 1) times, each uploading them anew) and each
/// run's outputs compared with `judged`'s. `None` where the job asks for
/// neither record; an execution that fails is `Err` with its 1-based number
/// and the number planned.
pub fn op_by_op_again(
    prepared: &Prepared,
    compiler: &Compiler,
    inputs: &[HostTensor],
    judged: &Ran,
    options: &JobOptions,
) -> Result<Option<Again>, (u32, u32, EagerFailure)> {
    if options.repeat == 0 && !options.determinism {
        return Ok(None);
    }
    let runs = options.repeat.max(1);
    let mut times = Vec::with_capacity(runs as usize);
    let mut agreed = Agreement::BitIdentical;
    for i in 0..runs {
        let t = Instant::now();
        let outputs = prepared.run(compiler, inputs).map_err(|f| (i + 1, runs, f))?;
        times.push(ms_since(t));
        agreed = worse(agreed, agreement(&judged.outputs, &outputs, &judged.names));
    }
    let determinism =
        Determinism { runs: runs + 1, agreement: agreed, threads: options.threads.map(|asked| intra_op_threads().unwrap_or(asked)) };
    let perf = (options.repeat > 0).then(|| {
        let (memory, cost) = prepared.memory_and_cost();
        perf_of(&times, memory, cost, 1)
    });
    Ok(Some(Again { determinism, perf }))
}

/// The row's performance record from the timed repetitions.
fn perf(exe: &Executable, times: &[f64], steps: usize) -> Perf {
    let memory = exe.compiled_memory().map(|m| crate::compilation::device_memory(&m)).unwrap_or_default();
    let cost: std::collections::BTreeMap<String, f64> = exe.cost_analysis().unwrap_or_default().into_iter().collect();
    perf_of(times, memory, cost, steps)
}

/// The performance record of `times` for a program of `memory` and `cost`, each execution running `steps` steps.
fn perf_of(times: &[f64], memory: results::DeviceMemory, cost: std::collections::BTreeMap<String, f64>, steps: usize) -> Perf {
    let execute_ms = Spread::of(times).unwrap_or_default();
    let seconds = execute_ms.median / 1e3;
    let per_second = |name: &str| cost.get(name).copied().filter(|v| *v > 0.0 && seconds > 0.0).map(|v| v * steps as f64 / seconds);
    Perf {
        repeat: times.len() as u32,
        execute_ms,
        memory,
        flops_per_s: per_second("flops"),
        bytes_per_s: per_second("bytes accessed"),
        cost,
        verified: times.len() as u32,
    }
}

/// Threads of the plugin's intra-op pool in this process, counted by name
/// (XLA's CPU client names them `tf_XLAEigen`); `None` where they cannot be
/// listed (no `/proc`) or there are none.
pub fn intra_op_threads() -> Option<u32> {
    let tasks = std::fs::read_dir("/proc/self/task").ok()?;
    let n = tasks.flatten().filter(|t| std::fs::read_to_string(t.path().join("comm")).is_ok_and(|c| c.contains("XLAEigen"))).count();
    u32::try_from(n).ok().filter(|&n| n > 0)
}
