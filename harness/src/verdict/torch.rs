//! The rules that decide a `tpu-compat torch` row's status and its typed
//! [`Cause`] (whose result it is), in one place and in precedence order (the
//! `crate::verdict` rules for a driver that died or hung are reused, and the
//! plugin's limits are the one list, `super::limits`):
//!
//! | what happened | status | cause |
//! |---|---|---|
//! | the driver died (TorchTPU aborted, segfaulted, exited) | `crash` (or `oom`), naming the signal | crashed |
//! | no answer within `--timeout` | `timeout` | crashed |
//! | built on PyTorch CPU, the model needs more host memory than the run has | `oom` | refused |
//! | the model file failed on PyTorch CPU (raised, called `sys.exit`, was interrupted, returned nothing to compare) | `fail-run` at load, the model file's | model-fault |
//! | an hf or real catalog entry PyTorch CPU itself cannot build or run (the exporter skips it too) | `skipped` at load | not-asked |
//! | TorchTPU raised, and the plugin refused what TorchTPU sent it (a StableHLO newer than the plugin's, a TPU-only Mosaic kernel, an API the plugin lacks) | `skipped`: the plugin's limit, never TorchTPU's failure | plugin-limit |
//! | TorchTPU raised that an argument is in a failed state, and its log shows the plugin's limit met by an earlier op of the model | `skipped`: the plugin's limit | plugin-limit |
//! | the model's own fault on the device: it exits or is interrupted there, or makes CPU tensors in `forward` (TorchTPU rightly refuses to mix devices) | `fail-run`, the model file's | model-fault |
//! | TorchTPU raised while compiling | `fail-compile`, in TorchTPU's words | raised |
//! | TorchTPU raised otherwise | `fail-run`, in TorchTPU's words | raised |
//! | PyTorch CPU, run twice on the same model and inputs, gave different outputs (random ops, dropout in train mode, state its forward changes): no tolerance judges them | `nondeterministic` | model-fault |
//! | TorchTPU, run twice, gave different outputs | `nondeterministic` | ran |
//! | TorchTPU ran, and no output was compared | `fail-run` | model-fault |
//! | every value PyTorch CPU returned is NaN or infinite: nothing to judge TorchTPU by | `fail-run` (a model file) / `skipped` (a catalog entry) | model-fault / not-asked |
//! | outputs outside their tolerance of PyTorch CPU eager (allclose, or the float64 rule) | `fail-parity` | ran |
//! | a sweep's `inputs(L)` gave the same shapes as at an earlier length: the length changed nothing | `fail-run` at load, the model file's | model-fault |
//! | a bounded sweep (`--bounded`): the plugin cannot take TorchTPU's bounded program or buffer (PadToStatic on XLA:CPU, a dynamic buffer) | `skipped`: the plugin's limit | plugin-limit |
//! | a bounded sweep: TorchTPU raised under its bound (an op it cannot carry the bound through) | as any raise, said to be under the bound | raised |
//! | a bounded sweep's length outside `--bound` (whatever TorchTPU did) | `fail-run`, never a pass | outside-bound |
//! | judged against a store (`--baselines`) that has no baseline for the model | `missing-baseline` | baseline |
//! | the stored baseline's file fails the store's manifest (truncated, replaced), is corrupt, or was recorded from another catalog | `missing-baseline`, naming the file and what differs | baseline |
//! | the stored baseline was recorded from another definition, inputs, weights, seed, module mode or library version | `stale-baseline`, naming each fact that changed | baseline |
//! | the recording stored no baseline (its reference failed or changed between calls) | the status that recording's live run would have had | model-fault / not-asked |
//! | otherwise (non-finite values that agree with PyTorch CPU are named on the row) | `pass` | ran |

use baselines::Judgement;
use results::{Cause, Stage, Status};
use runtime::HostTensor;

/// Which of the plugin's limits an error names, if any (the one list, `super::limits`).
pub fn plugin_limit(error: &str) -> Option<&'static str> {
    super::limits::named_in(error)
}

/// The model file failed on PyTorch CPU: the user's model, not TorchTPU.
pub fn model_error(error_type: &str, error: &str) -> (Status, Stage, String) {
    (Status::FailRun, Stage::Load, format!("the model file failed on PyTorch CPU, before TorchTPU ran: {error_type}: {error}"))
}

/// An hf or real catalog entry PyTorch CPU itself cannot build or run: nothing to ask TorchTPU.
pub fn catalog_entry_error(error_type: &str, error: &str) -> (Status, Stage, String) {
    let first = error.lines().next().unwrap_or("");
    (Status::Skipped, Stage::Load, format!("PyTorch CPU itself cannot build or run this entry: {error_type}: {first}"))
}

/// What TorchTPU raises when an op consumes the result of an earlier op that failed asynchronously.
const FAILED_STATE: &str = "a required argument is in a failed state";

/// What TorchTPU raises when a tensor made on the CPU meets one on its device.
const MIXED_DEVICES: &str = "Expected all tensors to be on the same device";

/// Exceptions that are a Python program leaving, not an error of TorchTPU's.
const EXITS: [&str; 3] = ["SystemExit", "KeyboardInterrupt", "GeneratorExit"];

/// A row's status, stage, message and cause.
pub type Decided = (Status, Stage, String, Cause);

/// TorchTPU raised: the plugin's limit (`skipped`), the model file's fault, or TorchTPU's failure
/// in its own words. `logged` is what TorchTPU logged while it ran this model: where the error is
/// only that an argument is in a failed state, the earlier failure it logs decides whose it was.
pub fn raised(error_type: &str, error: &str, logged: &str) -> Decided {
    raised_with(error_type, error, logged, super::limits::named_in)
}

/// As [`raised`], for a length of a bounded sweep: the plugin's limits met only by bounded dynamic
/// programs count too, and TorchTPU's own failure is said to be under its bound (TorchTPU could not
/// carry the bound through an op of the model: a shape it cannot bound).
pub fn raised_bounded(error_type: &str, error: &str, logged: &str) -> Decided {
    let (status, stage, message, cause) = raised_with(error_type, error, logged, super::limits::named_in_bounded);
    match cause {
        Cause::Raised => (status, stage, format!("under its bound, {message}"), cause),
        _ => (status, stage, message, cause),
    }
}

/// A bounded sweep's length outside the run's bound: never a pass, whatever TorchTPU did with it
/// (TorchTPU refuses to bound a dimension whose size lies outside the range, as it should).
pub fn outside_bound(length: i64, (lower, upper): (i64, i64), status: Status, said: Option<&str>) -> Decided {
    let what = match (status, said) {
        (Status::Pass | Status::FailParity | Status::Nondeterministic, _) => "TorchTPU ran it anyway".to_string(),
        (_, Some(m)) => format!("TorchTPU: {}", m.lines().next().unwrap_or("")),
        (_, None) => format!("its row was {}", status.as_str()),
    };
    let side = if length > upper { "above" } else { "below" };
    (
        Status::FailRun,
        Stage::Execute,
        format!(
            "length {length} is {side} the bound {lower}..{upper} the run asked for (--bound): not a bounded length, never a pass ({what})"
        ),
        Cause::OutsideBound,
    )
}

fn raised_with(error_type: &str, error: &str, logged: &str, plugin_limit: fn(&str) -> Option<&'static str>) -> Decided {
    if error.contains(FAILED_STATE) {
        if let Some(limit) = plugin_limit(logged) {
            return (
                Status::Skipped,
                Stage::Compile,
                format!(
                    "not runnable on this plugin: {limit}; the plugin's limit, not TorchTPU's. An earlier op met it (TorchTPU's log), \
                     and TorchTPU said of a later one: {error_type}: {error}"
                ),
                Cause::PluginLimit,
            );
        }
    }
    if let Some(limit) = plugin_limit(error) {
        return (
            Status::Skipped,
            Stage::Compile,
            format!("not runnable on this plugin: {limit}; the plugin's limit, not TorchTPU's. TorchTPU said: {error_type}: {error}"),
            Cause::PluginLimit,
        );
    }
    if EXITS.contains(&error_type) {
        return (
            Status::FailRun,
            Stage::Execute,
            format!(
                "the model file's fault, not TorchTPU's: it raised {error_type} on the device ({error}); a model file returns its outputs"
            ),
            Cause::ModelFault,
        );
    }
    if error.contains(MIXED_DEVICES) {
        return (
            Status::FailRun,
            Stage::Execute,
            format!(
                "the model file's fault, not TorchTPU's: its forward makes a tensor on the CPU (e.g. torch.ones(n) without \
                 device=x.device) and mixes it with the model's on the device. TorchTPU said: {error_type}: {error}"
            ),
            Cause::ModelFault,
        );
    }
    let stage = if error.contains("failed to compile") { Stage::Compile } else { Stage::Execute };
    let status = if stage == Stage::Compile { Status::FailCompile } else { Status::FailRun };
    // A failed state says nothing of the cause: the first error TorchTPU logged for the model does.
    let first = match error.contains(FAILED_STATE) {
        true => logged
            .lines()
            .find(|l| l.contains(": error: ") || l.contains("ExecutionTask failed"))
            .map(|l| format!(" (TorchTPU logged first: {})", l.trim())),
        false => None,
    };
    (status, stage, format!("TorchTPU raised {error_type}: {error}{}", first.unwrap_or_default()), Cause::Raised)
}

/// Two runs of one side that gave different outputs: the first output that differs.
#[derive(Debug, Clone, PartialEq, serde::Deserialize)]
pub struct Differs {
    pub output: usize,
    pub differing: u64,
    pub elements: u64,
    #[serde(with = "results::metrics::finite_or_name")]
    pub max_abs: f64,
}

/// Each side's second run against its first (`None`: the same, bit for bit).
#[derive(Debug, Clone, Default, PartialEq, serde::Deserialize)]
pub struct Repeat {
    #[serde(default)]
    pub cpu: Option<Differs>,
    #[serde(default)]
    pub tpu: Option<Differs>,
}

/// What TorchTPU's run gave, for [`ran`]: its outputs, PyTorch CPU's, the repeat, and whether the
/// model is a catalog entry (which the harness built: not a model file's fault).
pub struct Ran<'a> {
    pub tpu: &'a [HostTensor],
    pub cpu: &'a [HostTensor],
    pub repeat: &'a Repeat,
    pub catalog: bool,
    /// The outputs' names where the driver gave them (a training run's), else `outI`.
    pub names: &'a [String],
}

/// Compile-only at published size: PyTorch could not build the model without weights, or
/// `torch.export` could not trace it, so TorchTPU was given no program. A catalog entry's is
/// PyTorch's limit (`skipped`, not asked of TorchTPU); a model file's is its own (`fail-run`).
pub fn not_lowered(error_type: &str, error: &str, catalog: bool) -> Decided {
    let said = format!(
        "PyTorch cannot build or export this model at its size without weights (the meta device, then torch.export on fake \
         tensors), so TorchTPU was given nothing to lower: {error_type}: {}",
        error.lines().next().unwrap_or("")
    );
    match catalog {
        true => (Status::Skipped, Stage::Load, said, Cause::NotAsked),
        false => (Status::FailRun, Stage::Load, said, Cause::ModelFault),
    }
}

/// The model file failed on PyTorch CPU (or a catalog entry PyTorch CPU cannot build or run).
pub fn reference_failed(error_type: &str, error: &str, catalog: bool) -> Decided {
    let (status, stage, message) = if catalog { catalog_entry_error(error_type, error) } else { model_error(error_type, error) };
    (status, stage, message, if catalog { Cause::NotAsked } else { Cause::ModelFault })
}

/// TorchTPU ran: random outputs first (no tolerance judges them), then nothing compared, then a
/// reference with no finite value, then the outputs against PyTorch CPU eager (`j`).
pub fn ran(r: &Ran<'_>, j: &Judgement) -> Decided {
    let name = |i: usize| r.names.get(i).cloned().unwrap_or_else(|| format!("out{i}"));
    if let Some(d) = &r.repeat.cpu {
        if !r.names.is_empty() {
            return (
                Status::Nondeterministic,
                Stage::Compare,
                format!(
                    "PyTorch CPU's training changes from one run to the next from the same start ({} differs in {} of {} values, \
                     max abs {:.3e}): a kernel whose sums run in no fixed order (a parallel scatter-add in a backward) or a \
                     random op the dropout switch does not reach. A training run that changes is never judged",
                    name(d.output),
                    d.differing,
                    d.elements,
                    d.max_abs
                ),
                if r.catalog { Cause::NotAsked } else { Cause::ModelFault },
            );
        }
        return reference_changes(d, r.catalog);
    }
    if let Some(d) = &r.repeat.tpu {
        return (
            Status::Nondeterministic,
            Stage::Compare,
            format!(
                "TorchTPU's outputs change from one run to the next ({} differs in {} of {} values, max abs {:.3e}) where PyTorch \
                 CPU's are the same bit for bit",
                name(d.output),
                d.differing,
                d.elements,
                d.max_abs
            ),
            Cause::Ran,
        );
    }
    if r.tpu.is_empty() || r.cpu.is_empty() {
        return (
            Status::FailRun,
            Stage::Outputs,
            "nothing compared: the model returned no tensor and no number".into(),
            if r.catalog { Cause::NotAsked } else { Cause::ModelFault },
        );
    }
    if r.cpu.iter().all(|t| t.non_finite_count() == t.len()) {
        let why = "every value PyTorch CPU returned is NaN or infinite: nothing finite to judge TorchTPU by";
        return match r.catalog {
            true => (Status::Skipped, Stage::Compare, format!("PyTorch CPU itself cannot run this entry: {why}"), Cause::NotAsked),
            false => (Status::FailRun, Stage::Compare, format!("the model file's fault, not TorchTPU's: {why}"), Cause::ModelFault),
        };
    }
    match crate::verdict::parity(j) {
        None => {
            let agreeing: Vec<String> = r
                .tpu
                .iter()
                .enumerate()
                .filter(|(_, t)| t.non_finite_count() > 0)
                .map(|(i, t)| format!("{} has {} NaN/Inf of {} values", name(i), t.non_finite_count(), t.len()))
                .collect();
            let note = (!agreeing.is_empty()).then(|| {
                format!("non-finite values that agree with PyTorch CPU's (where they are, not their numbers): {}", agreeing.join("; "))
            });
            (Status::Pass, Stage::Compare, note.unwrap_or_default(), Cause::Ran)
        }
        Some(s) => (s, Stage::Compare, format!("TorchTPU's outputs against PyTorch CPU eager: {}", j.message), Cause::Ran),
    }
}

/// A training row's parity failure, said as TorchTPU's own training tests say it: the step and
/// the parameter that depart first, in the order the outputs are laid out (step 1's loss, its
/// gradients, its updated parameters, then the loss curve and the last step's parameters).
pub fn training_departure(decided: Decided, j: &Judgement, names: &[String], curves: Option<(&[f64], &[f64])>) -> Decided {
    let (status, stage, message, cause) = decided;
    if !status.is_failure() || cause != Cause::Ran || stage != Stage::Compare {
        return (status, stage, message, cause);
    }
    let Some(first) = j.per_output.iter().position(|m| !m.passed) else { return (status, stage, message, cause) };
    let what = names.get(first).map(String::as_str).unwrap_or("an output");
    let said = match (what.strip_prefix("step 1 gradient of "), what.rsplit_once(" after step ")) {
        (Some(p), _) => format!("step 1: the gradient of `{p}` departs first"),
        (None, Some((p, s))) => format!("step {s}: `{p}` after the update departs first"),
        (None, None) if what == "step 1 loss" => "step 1: the loss departs first".into(),
        (None, None) if what.starts_with("loss curve") => {
            // The first step whose loss is outside the output's own tolerance.
            let m = &j.per_output[first];
            let step = curves.and_then(|(tpu, cpu)| {
                let departs = |t: f64, c: f64| match (t.is_nan(), c.is_nan()) {
                    (true, true) => false,
                    (false, false) if t == c => false,
                    (false, false) => (t - c).abs() > m.atol + m.rtol * c.abs(),
                    _ => true,
                };
                tpu.iter().zip(cpu).position(|(&t, &c)| departs(t, c)).map(|i| (i + 1, tpu[i], cpu[i]))
            });
            match step {
                Some((s, t, c)) => format!(
                    "step {s}: the loss departs first (TorchTPU {t:.6}, PyTorch CPU {c:.6}; step 1's loss, gradients and update agree)"
                ),
                None => format!("{what} departs first (step 1's loss, gradients and update agree)"),
            }
        }
        (None, None) => format!("{what} departs first (step 1's loss, gradients and update agree)"),
    };
    (status, stage, format!("{said}; {message}"), cause)
}

/// The reference's outputs change from one call to the next: no tolerance judges TorchTPU by them
/// (a live run's first rule, and why a recording stores no baseline).
pub fn reference_changes(d: &Differs, catalog: bool) -> Decided {
    (
        Status::Nondeterministic,
        Stage::Compare,
        format!(
            "the model's outputs change from one call to the next on PyTorch CPU (out{} differs in {} of {} values, max abs {:.3e}, \
             between two calls on the same model and inputs): random ops, dropout in train mode, or state its forward \
             changes. Random outputs are never judged: seed inside the model, or return it in eval mode",
            d.output, d.differing, d.elements, d.max_abs
        ),
        if catalog { Cause::NotAsked } else { Cause::ModelFault },
    )
}

/// Judged against a store that has no baseline for the model.
pub fn missing_baseline(id: &str, store: &std::path::Path) -> Decided {
    (
        Status::MissingBaseline,
        Stage::Compare,
        format!(
            "no baseline for `{id}` in {}: record it with `tpu-compat torch ... --record-baselines {0}` (the same models and \
             settings), then judge again",
            store.display()
        ),
        Cause::Baseline,
    )
}

/// A stored baseline recorded from another definition, inputs, weights or library versions:
/// never compared (numbers from another model would pass or fail for the wrong reason).
pub fn stale_baseline(recorded: &str, device: &str, changed: &[String], store: &std::path::Path) -> Decided {
    (
        Status::StaleBaseline,
        Stage::Compare,
        format!(
            "stale baseline (recorded {recorded} on {device}): {}; re-record it with `tpu-compat torch ... --record-baselines {}`",
            changed.join(", "),
            store.display()
        ),
        Cause::Baseline,
    )
}

/// A stored baseline that cannot be used: a file that fails the store's manifest, a corrupt or
/// foreign file, a store recorded from another catalog. Never compared.
pub fn unusable_baseline(why: &str) -> Decided {
    (Status::MissingBaseline, Stage::Compare, format!("the stored baseline cannot judge this model: {why}"), Cause::Baseline)
}

/// A sweep's length whose inputs have the shapes an earlier length's had: `inputs(L)` ignored L.
pub fn inputs_did_not_vary(length: i64, earlier: i64, shapes: &[Vec<i64>]) -> Decided {
    (
        Status::FailRun,
        Stage::Load,
        format!(
            "the model file's fault, not TorchTPU's: inputs({length}) gave the shapes inputs({earlier}) gave ({shapes:?}): the inputs \
             do not vary with the length, so this length measures nothing the sweep has not; inputs(L) must use L"
        ),
        Cause::ModelFault,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A training row's judgement: `failing` the one output outside its tolerance.
    fn judged(names: &[String], failing: usize) -> Judgement {
        let per_output = (0..names.len())
            .map(|i| results::metrics::OutputMetrics { passed: i != failing, atol: 1e-5, rtol: 1e-6, ..Default::default() })
            .collect();
        Judgement { verdict: baselines::Verdict::FailParity, per_output, message: "1 of 5 outputs differ".into(), baseline: None }
    }

    #[test]
    fn a_training_failure_names_the_step_and_the_parameter_that_departs_first() {
        let names: Vec<String> =
            ["step 1 loss", "step 1 gradient of fc.weight", "fc.weight after step 1", "loss curve, steps 1-4", "fc.weight after step 4"]
                .map(String::from)
                .to_vec();
        let failed = (Status::FailParity, Stage::Compare, "TorchTPU's outputs ...".to_string(), Cause::Ran);
        let said = |failing: usize, curves: Option<(&[f64], &[f64])>| {
            training_departure(failed.clone(), &judged(&names, failing), &names, curves).2
        };
        assert!(said(1, None).starts_with("step 1: the gradient of `fc.weight` departs first; TorchTPU's outputs"), "{}", said(1, None));
        assert!(said(2, None).starts_with("step 1: `fc.weight` after the update departs first"), "{}", said(2, None));
        assert!(said(4, None).starts_with("step 4: `fc.weight` after the update departs first"), "{}", said(4, None));
        let (tpu, cpu) = ([1.0, 0.9, 0.8101, 0.7], [1.0, 0.9, 0.81, 0.7]);
        let curve = said(3, Some((&tpu, &cpu)));
        assert!(curve.starts_with("step 3: the loss departs first (TorchTPU 0.810100, PyTorch CPU 0.810000"), "{curve}");
        // A pass, or a failure that is not the outputs' (a raise), is left as it was.
        let raised = (Status::FailRun, Stage::Execute, "TorchTPU raised".to_string(), Cause::Raised);
        assert_eq!(training_departure(raised.clone(), &judged(&names, 1), &names, None), raised);
    }

    #[test]
    fn a_plugin_limit_is_skipped_never_a_torchtpu_failure() {
        let (s, _, m, _) =
            raised("RuntimeError", "failed to compile MLIR module -- failed to serialize StableHLO to plugin version 1.13.3;", "");
        assert_eq!(s, Status::Skipped);
        assert!(m.contains("plugin's limit") && m.contains("1.13.3"), "{m}");
        let (s, st, m, _) = raised("RuntimeError", "failed to compile MLIR module -- something else", "");
        assert_eq!((s, st), (Status::FailCompile, Stage::Compile));
        assert!(m.starts_with("TorchTPU raised RuntimeError"), "{m}");
        assert_eq!(raised("ValueError", "bad", "").0, Status::FailRun);
        let mosaic = "failed to compile MLIR module -- no registered implementation for untyped custom call to tpu_custom_call for Host";
        assert_eq!(raised("BackendCompilerFailed", mosaic, "").0, Status::Skipped);
    }

    #[test]
    fn a_failed_state_is_the_plugins_limit_only_where_the_model_met_it_first() {
        let failed = "a required argument is in a failed state";
        let logged =
            "E0000 materialize.cc:583] ExecutionTask failed: INVALID_ARGUMENT: failed to serialize StableHLO to plugin version 1.13.3;";
        let (s, st, m, _) = raised("RuntimeError", failed, logged);
        assert_eq!((s, st), (Status::Skipped, Stage::Compile));
        assert!(m.contains("An earlier op met it") && m.contains(failed), "{m}");
        let (s, _, m, _) =
            raised("RuntimeError", failed, "I0000 loaded\nE0000 ExecutionTask failed: INTERNAL: something of TorchTPU's own");
        assert_eq!(s, Status::FailRun, "{m}");
        assert!(m.starts_with("TorchTPU raised RuntimeError") && m.contains("logged first: E0000 ExecutionTask failed: INTERNAL"), "{m}");
    }
}
