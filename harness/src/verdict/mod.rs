//! Every rule that decides a row's status, for every source of jobs, in one
//! place: this file holds the StableHLO rules and the ones every source
//! shares (a child that died or hung, expected results); [`torch`] the
//! TorchTPU rows' (a driver's answer, with a typed cause), [`aten`] the ATen
//! cells', side by side; [`limits`] the plugin's limits, one list read by
//! Rust and Python. The worker (an attempt), the compile service, the
//! executor's sources (a worker, driver or shard that died or hung) and the
//! dynamism sweep call these functions and nothing else sets a failing
//! status. The StableHLO table:
//!
//! | what happened | status |
//! |---|---|
//! | worker killed by a signal the runner did not send (SIGKILL: the OOM killer) | `oom` |
//! | worker died after an allocation failure in its stderr | `oom` |
//! | worker died otherwise (signal, abort, exit mid-job, protocol garbage) | `crash` |
//! | no answer within `--timeout` | `timeout` |
//! | a plugin error saying RESOURCE_EXHAUSTED or out of memory | `oom` |
//! | any other error loading or compiling | `fail-compile` (compile), `fail-run` (load) |
//! | a compile setting that cannot be applied (numerics rewrite, compile profile) | `fail-compile` |
//! | any other error executing | `fail-run` |
//! | devices running one program disagree on a value they share (or its shards cannot be assembled) | `fail-run` |
//! | NaN/Inf outputs with no baseline to compare them with | `fail-run` |
//! | outputs outside the tolerance of their baseline | `fail-parity` |
//! | a sharded run's outputs outside the tolerance of the same program on one device | `fail-parity` |
//! | a training step's loss-curve baseline of other steps than the run's | `fail-parity` |
//! | a bounded output that cannot be cut to its length's shape | `fail-parity` |
//! | no usable baseline (absent, corrupt, another definition's; a bounded length's `<id>.len<L>` too) | `missing-baseline` |
//! | a baseline of another program or other inputs | `stale-baseline` |
//! | a bounded program compiled more than once for its bound | `fail-recompile` |
//! | an op-tier case with an output beyond its tolerance of the float64 reference | `fail-parity` |
//! | an op-tier case its reference rejects: rejected by the device too / run by it | `pass` / `fail-parity` |
//! | a row that would pass, whose judged execution run again (`crate::pipeline::repeat`) gave outputs beyond `baselines::agreement::DETERMINISM_ULPS` of its own | `nondeterministic` |
//! | a `nondeterministic` row the expected-results file marks `flaky` | `flaky` |
//! | a failure the expected-results file names | `xfail` |
//! | a pass the expected-results file expected to fail | `xpass` |
//! | `--mode eager`/`deferred:N` on a kind that does not run op by op (training step, sharded, bounded, op tier, sweep), or a program the harness cannot split into op programs: the harness's limit, not the device's | `skipped` |
//! | `--compare-modes`: the row's own mode passed, the other mode failed | the other mode's status, naming the departing mode |
//! | compile-only: compiled for the topology, footprint within a device's HBM | `compiled` (never `pass`) |
//! | compile-only: compiled, footprint over a device's HBM | `oom` |
//! | compile-only op by op: the values an op-by-op run holds at one op, plus that op program's scratch, over a device's HBM | `oom` |
//!
//! What each status means for the run (counts as a pass, fails the exit
//! code) is the `results` crate's `Status::outcome`.

pub mod aten;
pub mod limits;
pub mod torch;

use baselines::expected::ExpectedFile;
use baselines::{Judgement, Verdict};
use results::{Disagreement, ResultRow, Stage, Status};
use runtime::RuntimeError;

/// The conventional name of a signal number.
pub fn signal_name(sig: i32) -> String {
    let name = match sig {
        libc::SIGSEGV => "SIGSEGV",
        libc::SIGABRT => "SIGABRT",
        libc::SIGBUS => "SIGBUS",
        libc::SIGILL => "SIGILL",
        libc::SIGFPE => "SIGFPE",
        libc::SIGKILL => "SIGKILL",
        libc::SIGTERM => "SIGTERM",
        libc::SIGINT => "SIGINT",
        libc::SIGPIPE => "SIGPIPE",
        libc::SIGTRAP => "SIGTRAP",
        libc::SIGSYS => "SIGSYS",
        _ => return format!("signal {sig}"),
    };
    name.to_string()
}

/// Phrases allocators, XLA and the PJRT error codes use when memory runs out.
const OOM_MARKERS: [&str; 7] = [
    "RESOURCE_EXHAUSTED",
    "out of memory",
    "Out of memory",
    "std::bad_alloc",
    "Cannot allocate memory",
    "memory allocation of",
    "failed to allocate",
];

pub fn mentions_oom(text: &str) -> bool {
    OOM_MARKERS.iter().any(|m| text.contains(m))
}

fn with_tail(message: String, stderr_tail: &str) -> String {
    let tail = if stderr_tail.trim().is_empty() { "(no stderr)" } else { stderr_tail };
    format!("{message}\n--- worker stderr (tail) ---\n{tail}")
}

/// A worker that died while running a job, by signal or exit code.
pub fn death(signal: Option<i32>, exit_code: Option<i32>, stderr_tail: &str, killed_by_runner: bool) -> (Status, String) {
    let (status, message) = match signal {
        Some(libc::SIGKILL) if !killed_by_runner => (Status::Oom, "worker killed by SIGKILL it was not sent (the OOM killer?)".to_string()),
        Some(sig) if mentions_oom(stderr_tail) => (Status::Oom, format!("worker died by {} after an allocation failure", signal_name(sig))),
        Some(sig) => (Status::Crash, format!("worker died by {}", signal_name(sig))),
        None => {
            let code = exit_code.map(|c| c.to_string()).unwrap_or_else(|| "?".into());
            let status = if mentions_oom(stderr_tail) { Status::Oom } else { Status::Crash };
            (status, format!("worker exited with code {code} in the middle of a job"))
        }
    };
    (status, with_tail(message, stderr_tail))
}

/// A worker that gave no answer within the job's timeout (its group was killed).
pub fn timeout(limit_s: f64, stage: Stage, stderr_tail: &str) -> (Status, String) {
    let message = format!("no answer within {limit_s:.1} s (in stage {stage}); worker's process group killed");
    (Status::Timeout, with_tail(message, stderr_tail))
}

/// A worker that answered something the protocol does not allow.
pub fn protocol_error(what: String) -> (Status, String) {
    (Status::Crash, format!("worker protocol error: {what}"))
}

/// Why a plugin cannot take a program, where its compile error says it is
/// the plugin's limit and not the program's (the one list, [`limits`]).
pub fn plugin_cannot_take(message: &str) -> Option<&'static str> {
    limits::named_in(message)
}

/// The status of an error the plugin (or loading) returned at a stage.
pub fn runtime_error(e: &RuntimeError, stage: Stage) -> Status {
    if stage == Stage::Compile && plugin_cannot_take(&e.to_string()).is_some() {
        Status::Skipped
    } else if e.pjrt_code() == Some("RESOURCE_EXHAUSTED") || mentions_oom(&e.to_string()) {
        Status::Oom
    } else {
        failed_at(stage)
    }
}

/// A definition refused before anything is allocated because its tensors
/// need more host memory than the machine has available.
pub fn host_memory_refused(needed: u64, available: u64, source: &str) -> (Status, String) {
    let gib = |b: u64| b as f64 / (1u64 << 30) as f64;
    (
        Status::Oom,
        format!(
            "refused before loading: its weights, inputs and outputs need {:.1} GiB of host memory, {:.1} GiB available; the figure is {source}",
            gib(needed),
            gib(available)
        ),
    )
}

/// A compile-only row's status from its compile record: `compiled`, or
/// `oom` with why when the compiled footprint exceeds a device's HBM (the
/// compiler's own refusal is a plugin error: [`runtime_error`]).
pub fn compiled_for(record: &results::CompiledFor) -> (Status, Option<String>) {
    match (record.fits(), record.hbm_bytes) {
        (Some(false), Some(hbm)) => {
            let gib = |b: i64| b as f64 / (1u64 << 30) as f64;
            let why = format!(
                "compiled for {}, but its footprint of {:.2} GiB per device exceeds a device's HBM of {:.2} GiB ({})",
                record.topology,
                gib(record.memory.total()),
                gib(hbm as i64),
                record.generation
            );
            (Status::Oom, Some(why))
        }
        _ => (Status::Compiled, None),
    }
}

/// What `--mode eager`/`deferred:N` (or `--compare-modes`) does not run op
/// by op: a kind of job that does not (a training step, a sharded program,
/// bounded dynamism, an op-tier case, a sweep), or a program the harness
/// cannot split into op programs. The harness's limit, not the device's:
/// `skipped`, never a failure, and `--compare-modes` blames neither mode.
pub fn not_op_by_op() -> Status {
    Status::Skipped
}

/// A compile-only op-by-op row: every op program compiled (`record`, the
/// one with the largest footprint, as [`compiled_for`] judges it), and the
/// most bytes the run holds on a device at one op (`live`: the values live
/// there plus that op program's scratch, at `at`). Over a device's HBM it
/// is `oom`: an eager run keeps its values on the device between ops, so
/// the fit is not the largest op program's alone.
pub fn op_by_op_fit(record: &results::CompiledFor, live: u64, at: &str) -> (Status, Option<String>) {
    let (status, why) = compiled_for(record);
    match record.hbm_bytes {
        Some(hbm) if status == Status::Compiled && live > hbm => {
            let gib = |b: u64| b as f64 / (1u64 << 30) as f64;
            let why = format!(
                "compiled for {} op by op, but the run holds {:.2} GiB on a device at {at} (the values live there and its scratch), \
                 over a device's HBM of {:.2} GiB ({})",
                record.topology,
                gib(live),
                gib(hbm),
                record.generation
            );
            (Status::Oom, Some(why))
        }
        _ => (status, why),
    }
}

/// The status of a failure at a stage that is not about memory.
pub fn failed_at(stage: Stage) -> Status {
    match stage {
        Stage::Compile => Status::FailCompile,
        _ => Status::FailRun,
    }
}

/// A compile setting the compile service cannot apply (the numerics
/// rewrite failed, the platform has no such compile profile): the program
/// was not compiled as asked.
pub fn setting_not_applied() -> Status {
    Status::FailCompile
}

/// Outputs of a program on several devices that cannot be had: devices
/// that returned different copies of a value they were meant to compute
/// alike (`disagreements` names them), or shards that cannot be read or
/// assembled. Either way the devices did not run the program right.
pub fn devices_disagree(disagreements: &[Disagreement]) -> Status {
    if disagreements.is_empty() {
        failed_at(Stage::Outputs)
    } else {
        Status::FailRun
    }
}

/// A sharded run judged against the same program on one device: any
/// difference beyond tolerance is a parity failure (the one-device run is
/// computed, never missing or stale).
pub fn against_one_device(j: &Judgement) -> Option<Status> {
    (j.verdict != Verdict::Pass).then_some(Status::FailParity)
}

/// A training step whose baseline is a loss curve of `recorded` steps, run
/// for `steps`: the curves cannot be compared step for step.
pub fn steps_mismatch(recorded: usize, steps: usize) -> Option<(Status, String)> {
    (recorded != steps).then(|| {
        (
            Status::FailParity,
            format!("the baseline is a loss curve of {recorded} steps, this run ran {steps} (--steps {recorded} compares with it)"),
        )
    })
}

/// A bounded program's output at one length that cannot be cut to the
/// shape its static reference has there: it does not hold that length's result.
pub fn cut_failed() -> Status {
    Status::FailParity
}

/// A bounded length whose baseline (`<id>.len<L>`) cannot be loaded
/// (absent, corrupt): no usable baseline, as [`parity`] names it for a
/// definition's own. Its outputs were not judged; the run still ran them.
pub fn unusable_baseline() -> Status {
    Status::MissingBaseline
}

/// An op-tier case whose reference rejects its program (failure parity):
/// it passes where the device rejects it too, and fails parity where the
/// device ran it.
pub fn rejected_case(device_rejected: bool) -> Status {
    if device_rejected {
        Status::Pass
    } else {
        Status::FailParity
    }
}

/// Tier 1's finite-output rule: NaN or Inf out of finite inputs is a wrong
/// execution, unless a baseline will judge the outputs (a reference may
/// legitimately hold them, e.g. masked logits: the comparison then checks
/// the NaN/Inf pattern). `counts` are (output name, non-finite elements).
pub fn non_finite(counts: &[(&str, u64)], has_baseline: bool) -> Option<(Status, String)> {
    if has_baseline {
        return None;
    }
    let bad: Vec<String> = counts.iter().filter(|(_, n)| *n > 0).map(|(name, n)| format!("{name} has {n} NaN/Inf values")).collect();
    (!bad.is_empty()).then(|| (Status::FailRun, format!("non-finite outputs: {}", bad.join("; "))))
}

/// The status a parity judgement gives, `None` when it passed. An unusable
/// baseline file (corrupt, another definition's) counts as missing; the
/// judgement's message says which.
pub fn parity(j: &Judgement) -> Option<Status> {
    match j.verdict {
        Verdict::Pass => None,
        Verdict::FailParity => Some(Status::FailParity),
        Verdict::Missing | Verdict::Invalid(_) => Some(Status::MissingBaseline),
        Verdict::Stale => Some(Status::StaleBaseline),
    }
}

/// The op tier: a case fails parity when any output is beyond its
/// tolerance of the float64 reference (`baselines::ulp` measures it).
pub fn op_case(per_output: &[results::OutputMetrics]) -> Option<Status> {
    per_output.iter().any(|m| !m.passed).then_some(Status::FailParity)
}

/// What a row that every check passed is.
pub fn passed() -> Status {
    Status::Pass
}

/// Whether a compile-only row's status is `compiled` (its record fits), or
/// the failure to finish it with.
pub fn compile_only_outcome((status, why): (Status, Option<String>)) -> Result<Status, (Status, String)> {
    match status {
        Status::Compiled => Ok(status),
        _ => Err((status, why.unwrap_or_default())),
    }
}

/// A sweep's length after its numbers are judged: the stage it ends at
/// (`done` where it passed), and the recompile that fails it anyway. A
/// recompile outranks a pass only: a length that failed on its own keeps
/// that failure.
pub fn swept_length(status: Status, compiles: u32, bound: i64) -> Option<(Status, String)> {
    if status != Status::Pass {
        return None;
    }
    recompile(compiles, bound)
}

/// Whether a swept length passed (its row then ends at `done`).
pub fn length_passed(status: Status) -> bool {
    status == Status::Pass
}

/// Which mode departs under `--compare-modes` (`sides`: each run, op by op
/// or not, and its status): the op-by-op run failing on
/// its own (`eager`), fusion (the compiled run failing alone, or the two
/// disagreeing beyond the outputs' tolerance), both, or neither. A side the
/// harness does not run op by op (its own limit: `skipped`) departs from nothing.
pub fn departs(sides: &[(bool, Status)], agree: bool) -> results::Departs {
    use results::Departs;
    if sides.iter().any(|(_, s)| *s == not_op_by_op()) {
        return Departs::Neither;
    }
    let fails = |op_by_op: bool| sides.iter().any(|(o, s)| *o == op_by_op && s.is_failure());
    match (fails(true), fails(false)) {
        (true, true) => Departs::Both,
        (true, false) => Departs::Eager,
        (false, true) => Departs::Fusion,
        (false, false) if !agree => Departs::Fusion,
        (false, false) => Departs::Neither,
    }
}

/// Precedence between a program row's findings, in one place: a failure
/// found on the way (its status and stage) stands, with the departing mode
/// added to its message; a row that got through fails first on a departing
/// mode (at `compare`), then on runs that differ (`nondeterministic`, at
/// `outputs`). `None`: the row is done, its status as the stages left it.
pub fn precedence(
    failed: Option<(Status, Stage, String)>,
    modes: Option<&results::ModeParity>,
    determinism: Option<&results::Determinism>,
) -> Option<(Status, Stage, String)> {
    let departs = modes.and_then(modes_depart);
    match (failed, departs) {
        (None, Some((status, message))) if status.is_failure() => Some((status, Stage::Compare, message)),
        (None, _) => nondeterministic(determinism).map(|(status, message)| (status, Stage::Outputs, message)),
        (Some((status, stage, message)), Some((_, why))) => Some((status, stage, format!("{message}; {why}"))),
        (Some(f), None) => Some(f),
    }
}

/// Bounded dynamism exists to avoid recompiling: a sweep that compiled more
/// than once for its one bound fails every length, whatever the numbers say.
pub fn recompile(compiles: u32, bound: i64) -> Option<(Status, String)> {
    (compiles > 1).then(|| {
        (
            Status::FailRecompile,
            format!("the bounded program was compiled {compiles} times for one bound ({bound}): its shape depends on the length"),
        )
    })
}

/// A row whose every check passed, but whose executions of one program on
/// the same inputs gave outputs that differ beyond
/// `baselines::agreement::DETERMINISM_ULPS` (PyTorch's
/// `eager_two_runs_differ`): `nondeterministic`, naming the output. Within
/// those ULPs, or bit-identical, the row stands (the agreement is on it).
pub fn nondeterministic(d: Option<&results::Determinism>) -> Option<(Status, String)> {
    let d = d?;
    match &d.agreement {
        results::Agreement::Different { output, max_abs, differing, elements } => Some((
            Status::Nondeterministic,
            format!(
                "output `{output}` differs between {} executions of the same program on the same inputs: {differing} of {elements} \
                 elements, max |difference| {max_abs:e} (beyond {} ULPs)",
                d.runs,
                baselines::agreement::DETERMINISM_ULPS
            ),
        )),
        _ => None,
    }
}

/// Applies the expected-results file to a finished row: a failure it names
/// (with that status, or as "any failure") becomes `xfail`, a pass it
/// expected to fail becomes `xpass`; the row's `expected` field records what
/// the file expected. Rows already classified are left as they are.
pub fn apply_expected(row: &mut ResultRow, file: &ExpectedFile) {
    let Some(entry) = file.get(&row.id) else {
        return;
    };
    if matches!(row.status, Status::Xfail | Status::Xpass | Status::Skipped | Status::NotRun | Status::Flaky) {
        return;
    }
    if entry.status == baselines::expected::Expectation::Flaky {
        // Runs that differ, as expected: never a plain pass, not a failure; anything else stands.
        row.expected = Some(Status::Flaky);
        if row.status == Status::Nondeterministic {
            row.status = Status::Flaky;
        }
        return;
    }
    row.expected = entry.status.status().or(row.expected);
    if row.status == Status::Pass {
        row.status = Status::Xpass;
    } else if entry.status.matches(row.status) {
        if row.expected.is_none() {
            row.expected = Some(row.status);
        }
        row.status = Status::Xfail;
    }
}

/// `--compare-modes`: where a mode departs, the row's status when its own
/// mode passed (the other mode's failure: a row is as bad as its worse
/// mode; `pass` where both passed and only their outputs disagree), and the
/// words that name the departing mode (also added to the message of a row
/// whose own mode failed). `None` where neither departs.
pub fn modes_depart(p: &results::ModeParity) -> Option<(Status, String)> {
    let said = |r: &results::ModeRun| format!("{} {}", r.mode, r.status);
    let runs: Vec<String> = p.runs.iter().map(said).collect();
    let why = match p.departs {
        results::Departs::Neither => return None,
        results::Departs::Eager => "an op is wrong on its own: the op-by-op run fails",
        results::Departs::Fusion if !p.agree && p.runs.iter().all(|r| !r.status.is_failure()) => {
            "fusion changes the numbers: the modes disagree"
        }
        results::Departs::Fusion => "fusion changes the numbers: the op-by-op run passes, the compiled run fails",
        results::Departs::Both => "both modes fail",
    };
    let disagreement = match (&p.output, p.agree) {
        (Some(o), false) => format!("; largest disagreement between modes: {o} max |diff| {:.3e}", p.max_abs),
        _ => String::new(),
    };
    let message = format!("modes depart ({}): {why} ({}){disagreement}", departs_name(p.departs), runs.join(", "));
    let worst = p.runs.iter().map(|r| r.status).find(|s| s.is_failure()).unwrap_or(Status::Pass);
    Some((worst, message))
}

fn departs_name(d: results::Departs) -> &'static str {
    match d {
        results::Departs::Neither => "neither",
        results::Departs::Eager => "eager",
        results::Departs::Fusion => "fusion",
        results::Departs::Both => "both",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_departing_mode_fails_a_passing_row_and_disagreement_alone_does_not() {
        use results::{Departs, Mode, ModeParity, ModeRun};
        let run = |mode, status| ModeRun { mode, status, execute_ms: 1.0, compile_ms: 1.0 };
        let parity = |own, other, agree, departs| ModeParity {
            runs: vec![run(Mode::Compiled, own), run(Mode::Eager, other)],
            agree,
            output: Some("y".into()),
            max_abs: 0.5,
            departs,
            first_op: None,
            speedup: None,
        };
        assert_eq!(modes_depart(&parity(Status::Pass, Status::Pass, true, Departs::Neither)), None);
        let (s, m) = modes_depart(&parity(Status::Pass, Status::FailRun, false, Departs::Eager)).unwrap();
        assert_eq!(s, Status::FailRun);
        assert!(m.starts_with("modes depart (eager): an op is wrong on its own") && m.contains("eager fail-run"), "{m}");
        let (s, m) = modes_depart(&parity(Status::FailParity, Status::Pass, false, Departs::Fusion)).unwrap();
        assert_eq!(s, Status::FailParity);
        assert!(m.contains("the op-by-op run passes, the compiled run fails") && m.contains("y max |diff| 5.000e-1"), "{m}");
        let (s, m) = modes_depart(&parity(Status::Pass, Status::Pass, false, Departs::Fusion)).unwrap();
        assert_eq!(s, Status::Pass, "both within their baseline: the row stays a pass");
        assert!(m.contains("the modes disagree"), "{m}");
    }
    use results::Outcome;

    #[test]
    fn a_compiled_footprint_over_hbm_is_oom_else_compiled_never_pass() {
        let mut r =
            results::CompiledFor { topology: "v5e:2x2".into(), generation: "v5e".into(), hbm_bytes: Some(16 << 30), ..Default::default() };
        r.memory.peak = 8 << 30;
        assert_eq!(compiled_for(&r), (Status::Compiled, None));
        r.memory.peak = 24 << 30;
        let (status, why) = compiled_for(&r);
        assert_eq!(status, Status::Oom);
        assert!(why.unwrap().contains("24.00 GiB per device exceeds a device's HBM of 16.00 GiB (v5e)"));
        r.hbm_bytes = None;
        assert_eq!(compiled_for(&r).0, Status::Compiled);
    }

    #[test]
    fn op_by_op_fit_counts_what_the_run_holds_and_kinds_it_cannot_run_are_skipped() {
        let mut r =
            results::CompiledFor { topology: "v5e:2x2".into(), generation: "v5e".into(), hbm_bytes: Some(63 << 28), ..Default::default() };
        r.memory.peak = 8 << 30;
        assert_eq!(op_by_op_fit(&r, 15 << 30, "op program 1"), (Status::Compiled, None));
        let (status, why) = op_by_op_fit(&r, 16 << 30, "op program 3 (stablehlo.add, line 4)");
        assert_eq!(status, Status::Oom);
        let why = why.unwrap();
        assert!(why.contains("16.00 GiB on a device at op program 3") && why.contains("HBM of 15.75 GiB (v5e)"), "{why}");
        r.memory.peak = 20 << 30;
        assert!(op_by_op_fit(&r, 1, "x").1.unwrap().contains("footprint of 20.00 GiB"), "the largest op program alone is over");
        assert_eq!(not_op_by_op(), Status::Skipped);
        assert!(!not_op_by_op().is_failure());
    }

    #[test]
    fn deaths_classify() {
        assert_eq!(death(Some(libc::SIGSEGV), None, "", false).0, Status::Crash);
        assert!(death(Some(libc::SIGSEGV), None, "", false).1.contains("SIGSEGV"));
        assert_eq!(death(Some(libc::SIGKILL), None, "", false).0, Status::Oom);
        assert_eq!(death(Some(libc::SIGKILL), None, "", true).0, Status::Crash);
        assert_eq!(
            death(Some(libc::SIGABRT), None, "terminate called after throwing an instance of 'std::bad_alloc'", false).0,
            Status::Oom
        );
        assert_eq!(death(None, Some(3), "boom", false).0, Status::Crash);
        assert_eq!(death(None, Some(3), "failed to allocate 8 GB", false).0, Status::Oom);
        assert_eq!(signal_name(77), "signal 77");
        assert_eq!(timeout(3.0, Stage::Execute, "").0, Status::Timeout);
    }

    #[test]
    fn the_departing_mode_is_decided_here() {
        use results::Departs;
        let (pass, parity, skipped) = (Status::Pass, Status::FailParity, Status::Skipped);
        assert_eq!(departs(&[(true, parity), (false, pass)], true), Departs::Eager);
        assert_eq!(departs(&[(true, pass), (false, parity)], true), Departs::Fusion);
        assert_eq!(departs(&[(true, pass), (false, pass)], false), Departs::Fusion);
        assert_eq!(departs(&[(true, parity), (false, parity)], false), Departs::Both);
        assert_eq!(departs(&[(true, pass), (false, pass)], true), Departs::Neither);
        // The harness's own limit on one side departs from nothing, whatever the other says.
        assert_eq!(departs(&[(true, skipped), (false, parity)], false), Departs::Neither);
    }

    #[test]
    fn a_failure_outranks_a_departing_mode_which_outranks_nondeterminism() {
        use results::{Agreement, Departs, Determinism, Mode, ModeParity, ModeRun};
        let run = |mode, status| ModeRun { mode, status, execute_ms: 1.0, compile_ms: 1.0 };
        let modes = ModeParity {
            runs: vec![run(Mode::Compiled, Status::FailParity), run(Mode::Eager, Status::Pass)],
            agree: true,
            output: None,
            max_abs: 0.0,
            departs: Departs::Fusion,
            first_op: None,
            speedup: None,
        };
        let differ = Agreement::Different { output: "y".into(), max_abs: 1.0, differing: 1, elements: 4 };
        let determinism = Determinism { runs: 2, agreement: differ, threads: None };
        let failed = Some((Status::Crash, Stage::Execute, "boom".to_string()));
        let (status, stage, message) = precedence(failed, Some(&modes), Some(&determinism)).unwrap();
        assert_eq!((status, stage), (Status::Crash, Stage::Execute));
        assert!(message.starts_with("boom; modes depart (fusion)"), "{message}");
        let (status, stage, _) = precedence(None, Some(&modes), Some(&determinism)).unwrap();
        assert_eq!((status, stage), (Status::FailParity, Stage::Compare));
        let (status, stage, _) = precedence(None, None, Some(&determinism)).unwrap();
        assert_eq!((status, stage), (nondeterministic(Some(&determinism)).unwrap().0, Stage::Outputs));
        assert!(precedence(None, None, None).is_none());
    }

    #[test]
    fn a_recompile_outranks_a_pass_only() {
        assert_eq!(swept_length(Status::Pass, 2, 8).map(|x| x.0), Some(Status::FailRecompile));
        assert!(swept_length(Status::Pass, 1, 8).is_none());
        assert!(swept_length(Status::FailParity, 3, 8).is_none());
    }

    #[test]
    fn non_finite_outputs_fail_only_without_a_baseline() {
        assert_eq!(non_finite(&[("y", 2)], false).map(|x| x.0), Some(Status::FailRun));
        assert!(non_finite(&[("y", 2)], true).is_none());
        assert!(non_finite(&[("y", 0)], false).is_none());
    }

    #[test]
    fn expected_results_classify_every_way() {
        let file = ExpectedFile::parse("[definitions.a]\nstatus = \"fail-parity\"\n[definitions.b]\nstatus = \"fail\"\n").unwrap();
        let classify = |id: &str, s: Status| {
            let mut r = ResultRow::started(id, "f", "t", 1);
            r.status = s;
            apply_expected(&mut r, &file);
            (r.status, r.expected)
        };
        assert_eq!(classify("a", Status::FailParity), (Status::Xfail, Some(Status::FailParity)));
        assert_eq!(classify("a", Status::Pass), (Status::Xpass, Some(Status::FailParity)));
        assert_eq!(classify("a", Status::Crash), (Status::Crash, Some(Status::FailParity)));
        assert_eq!(classify("b", Status::Timeout), (Status::Xfail, Some(Status::Timeout)));
        assert_eq!(classify("b", Status::Pass), (Status::Xpass, None));
        assert_eq!(classify("z", Status::FailCompile), (Status::FailCompile, None));
        assert_eq!(Status::Crash.outcome(), Outcome::UnexpectedFailure);
        let flaky = ExpectedFile::parse("[definitions.f]\nstatus = \"flaky\"\nreason = \"threads\"\n").unwrap();
        let classify = |s: Status| {
            let mut r = ResultRow::started("f", "f", "t", 1);
            r.status = s;
            apply_expected(&mut r, &flaky);
            (r.status, r.expected)
        };
        assert_eq!(classify(Status::Nondeterministic), (Status::Flaky, Some(Status::Flaky)));
        assert_eq!(classify(Status::Pass), (Status::Pass, Some(Status::Flaky)), "agreeing this time: a pass, never an xpass");
        assert_eq!(classify(Status::FailParity), (Status::FailParity, Some(Status::Flaky)));
        assert_eq!(Status::Flaky.outcome(), Outcome::Flaky);
        assert!(!Outcome::Flaky.fails_run());
    }

    #[test]
    fn runs_that_differ_are_nondeterministic_and_within_ulps_stand() {
        use results::{Agreement, Determinism};
        assert_eq!(nondeterministic(None), None);
        let d = |agreement| Determinism { runs: 2, agreement, threads: None };
        assert_eq!(nondeterministic(Some(&d(Agreement::BitIdentical))), None);
        assert_eq!(nondeterministic(Some(&d(Agreement::WithinUlps { output: "y".into(), ulps: 1 }))), None);
        let (status, m) =
            nondeterministic(Some(&d(Agreement::Different { output: "logits".into(), max_abs: 1e-3, differing: 3, elements: 8 }))).unwrap();
        assert_eq!(status, Status::Nondeterministic);
        assert!(m.contains("output `logits`") && m.contains("3 of 8") && m.contains("2 executions"), "{m}");
    }

    #[test]
    fn the_pipeline_rules_name_their_statuses() {
        assert_eq!(setting_not_applied(), Status::FailCompile);
        assert_eq!(devices_disagree(&[]), Status::FailRun);
        assert_eq!(steps_mismatch(5, 5), None);
        let (status, message) = steps_mismatch(5, 3).unwrap();
        assert_eq!(status, Status::FailParity);
        assert!(message.contains("5 steps") && message.contains("ran 3"), "{message}");
        assert_eq!(cut_failed(), Status::FailParity);
        assert_eq!(unusable_baseline(), Status::MissingBaseline);
        assert_eq!((rejected_case(true), rejected_case(false)), (Status::Pass, Status::FailParity));
        let judged = |verdict| Judgement { verdict, per_output: Vec::new(), message: String::new(), baseline: None };
        assert_eq!(against_one_device(&judged(Verdict::Pass)), None);
        assert_eq!(against_one_device(&judged(Verdict::FailParity)), Some(Status::FailParity));
    }

    #[test]
    fn op_cases_fail_parity_when_any_output_is_beyond_its_bound() {
        let ok = results::OutputMetrics { passed: true, ..Default::default() };
        let bad = results::OutputMetrics { passed: false, ..Default::default() };
        assert_eq!(op_case(std::slice::from_ref(&ok)), None);
        assert_eq!(op_case(&[]), None);
        assert_eq!(op_case(&[ok, bad]), Some(Status::FailParity));
    }
}
