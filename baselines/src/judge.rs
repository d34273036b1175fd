//! Judging a definition's outputs against its stored baseline: the one entry
//! point the runner's worker calls after executing a definition.
//!
//! The order of checks is what makes a verdict trustworthy: the baseline
//! must exist and parse (else `Missing` / `Invalid`), must be for this
//! definition id (else `Invalid`), and must have been recorded from the same
//! program and inputs (else `Stale`: never compared, because numbers from a
//! different program would pass or fail for the wrong reason). Only then is
//! every output compared, each under the tolerance the [`Policy`] resolves
//! for it, and each output's record says which tolerance and rule judged it
//! and how close it came (margin = error / bound, <= 1 passes).

use crate::compare::{self, Bounds, Stats};
use crate::store::{Baseline, LoadError, Provenance, Store};
use crate::tolerance::{f64_multiplier, suggest, Policy, Rule};
use crate::trajectory::Layout;
use results::{DecidingRule, OutputMetrics};
use suites::{OutputKind, OutputSpec, ToleranceOverride};
use tensors::HostTensor;

/// The outcome of judging one definition.
#[derive(Debug, Clone, PartialEq)]
pub enum Verdict {
    /// Every output within its bound.
    Pass,
    /// At least one output outside its bound, or differing in shape, dtype or count.
    FailParity,
    /// No baseline file for this definition.
    Missing,
    /// A baseline exists but was recorded from another program or other inputs.
    Stale,
    /// A baseline file exists but cannot be used: corrupt, or written for another definition.
    Invalid(String),
}

impl Verdict {
    /// A short name for messages (`pass`, `fail-parity`, `missing`, `stale`, `invalid`).
    pub fn name(&self) -> &'static str {
        match self {
            Verdict::Pass => "pass",
            Verdict::FailParity => "fail-parity",
            Verdict::Missing => "missing",
            Verdict::Stale => "stale",
            Verdict::Invalid(_) => "invalid",
        }
    }
}

/// A verdict, one record per output (empty unless outputs were compared),
/// and a one-line message for the row's error field / a terminal.
#[derive(Debug, Clone, PartialEq)]
pub struct Judgement {
    pub verdict: Verdict,
    pub per_output: Vec<OutputMetrics>,
    pub message: String,
    /// The provenance of the baseline judged against, when one was read.
    pub baseline: Option<Provenance>,
}

impl Judgement {
    fn without_comparison(verdict: Verdict, message: String, baseline: Option<Provenance>) -> Judgement {
        Judgement { verdict, per_output: Vec::new(), message, baseline }
    }
}

/// What the worker knows about the definition it just ran.
#[derive(Debug, Clone, Copy)]
pub struct Request<'a> {
    /// The suite's name: the store's subfolder (`tier2`, a folder's name).
    pub suite: &'a str,
    pub definition_id: &'a str,
    /// `suites::Definition::hash(&inputs)` of the inputs the outputs came from.
    pub definition_hash: &'a str,
    pub family: &'a str,
    /// The outputs the device returned, in `@main` order.
    pub outputs: &'a [HostTensor],
    /// The manifest's output specs (names and kinds); may be empty, then
    /// outputs are named `out0`, `out1`, ... and judged as features.
    pub output_specs: &'a [OutputSpec],
    /// The manifest's own `tolerance` override.
    pub manifest_tolerance: Option<&'a ToleranceOverride>,
    /// The id `[definition.ID]` entries of the tolerance file are looked up
    /// under, where it differs from `definition_id` (a dynamism sweep's
    /// static program at one length is judged as its catalog definition).
    pub tolerance_id: Option<&'a str>,
    /// Per output, a factor on its tolerance (atol and rtol; 1 where absent):
    /// a training step's loss at step k is judged with k times the
    /// tolerance of one step (see the harness's `train` module).
    pub tolerance_scale: &'a [f64],
}

impl<'a> Request<'a> {
    /// A request for a loaded definition: id, family, output specs and
    /// tolerance from its manifest.
    pub fn for_definition(
        suite: &'a str,
        definition: &'a suites::Definition,
        definition_hash: &'a str,
        outputs: &'a [HostTensor],
    ) -> Request<'a> {
        Request {
            suite,
            definition_id: definition.id(),
            definition_hash,
            family: definition.family(),
            outputs,
            output_specs: &definition.manifest.outputs,
            manifest_tolerance: definition.manifest.tolerance.as_ref(),
            tolerance_id: None,
            tolerance_scale: &[],
        }
    }

    fn name(&self, i: usize) -> String {
        self.output_specs.get(i).map(|s| s.name.clone()).unwrap_or_else(|| format!("out{i}"))
    }

    fn is_logits(&self, i: usize) -> bool {
        self.output_specs.get(i).is_some_and(|s| s.kind == OutputKind::Logits)
    }
}

/// Judges a definition's outputs against `store/<suite>/<id>.safetensors`.
///
/// Never panics and never returns an error: every problem is a verdict with a
/// message. Under a rule that reads it (`f64-reference`, `either`) the
/// float64 reference beside the baseline is used where it belongs to the
/// baseline ([`crate::store::reference_belongs`]: the same definition hash
/// and the same recording); float outputs without one are judged by
/// `allclose`. Where the rule asked for was f64 only, each such output says
/// so (`rule_not_applied`, counted in the run's figures) and so does the message.
pub fn judge(store: &Store, policy: &Policy, req: &Request<'_>) -> Judgement {
    let baseline = match store.load(req.suite, req.definition_id) {
        Ok(b) => b,
        Err(LoadError::Missing { path }) => {
            return Judgement::without_comparison(
                Verdict::Missing,
                format!("no baseline at {} (record one with `tpu-compat baseline record`)", path.display()),
                None,
            )
        }
        Err(e @ LoadError::Corrupt { .. }) => {
            let m = e.to_string();
            return Judgement::without_comparison(Verdict::Invalid(m.clone()), m, None);
        }
    };
    let reference = if policy.rule.uses_f64() {
        match store.load_f64(req.suite, req.definition_id) {
            Ok(r) if r.provenance.definition_hash != req.definition_hash => Err("its float64 reference is stale".to_string()),
            Ok(r) => crate::store::reference_belongs(&r.provenance, &baseline).map(|()| r).map_err(|e| e.to_string()),
            Err(LoadError::Missing { .. }) => Err("no float64 reference recorded".to_string()),
            Err(e) => Err(e.to_string()),
        }
    } else {
        Err(String::new())
    };
    let mut j = judge_against(&baseline, reference.as_ref().ok(), policy, req);
    if policy.rule == Rule::F64Reference {
        let total = j.per_output.len();
        let unjudged: Vec<&mut OutputMetrics> = j.per_output.iter_mut().filter(|m| m.rule_not_applied.is_some()).collect();
        let n = unjudged.len();
        let mut why = String::new();
        for m in unjudged {
            if let Err(w) = &reference {
                m.rule_not_applied = Some(w.clone());
            }
            why = m.rule_not_applied.clone().unwrap_or_default();
        }
        if n > 0 {
            j.message.push_str(&format!(" (f64-reference rule not applied to {n} of {total} outputs: {why}; judged by allclose)"));
        }
    }
    j
}

/// Judges outputs against an already loaded baseline (and optional float64
/// reference). [`judge`] is this plus loading; tests and `baseline compare`
/// call it directly.
pub fn judge_against(baseline: &Baseline, reference: Option<&Baseline>, policy: &Policy, req: &Request<'_>) -> Judgement {
    let prov = &baseline.provenance;
    if prov.definition_id != req.definition_id {
        let m = format!("the baseline file for `{}` was recorded for definition `{}`", req.definition_id, prov.definition_id);
        return Judgement::without_comparison(Verdict::Invalid(m.clone()), m, Some(prov.clone()));
    }
    if prov.definition_hash != req.definition_hash {
        let m = format!(
            "stale baseline: recorded {} on {} from definition hash {}, the definition now hashes to {}; \
             re-record it (`tpu-compat baseline record`)",
            prov.recorded_at,
            prov.device,
            short(&prov.definition_hash),
            short(req.definition_hash)
        );
        return Judgement::without_comparison(Verdict::Stale, m, Some(prov.clone()));
    }

    let mut j = judge_outputs(&baseline.outputs, reference.map(|r| r.outputs.as_slice()), policy, req);
    j.baseline = Some(prov.clone());
    j
}

/// Judges outputs against expected outputs (and optional float64 reference
/// outputs) already known to belong to this definition: no provenance
/// checks. [`judge_against`] is this after its checks; dynamism sweeps call
/// it with the static program's outputs at each length.
pub fn judge_outputs(expected: &[HostTensor], reference: Option<&[HostTensor]>, policy: &Policy, req: &Request<'_>) -> Judgement {
    let names: Vec<String> = (0..req.outputs.len()).map(|i| req.name(i)).collect();
    let run = Layout::of(names.iter().map(String::as_str)).filter(|l| l.len() == req.outputs.len());
    if let Some(run) = run.filter(|_| expected.len() != req.outputs.len()) {
        return judge_trajectory(&run, expected, reference, policy, req);
    }
    let mut per_output = Vec::with_capacity(req.outputs.len().max(expected.len()));
    for (i, actual) in req.outputs.iter().enumerate() {
        let m = match expected.get(i) {
            Some(e) => {
                let r = reference.and_then(|r| r.get(i));
                judge_output(actual, e, r, policy, req, i)
            }
            None => OutputMetrics::failed(format!("the baseline holds no output {i}")),
        };
        per_output.push(m);
    }
    for i in req.outputs.len()..expected.len() {
        per_output.push(OutputMetrics::failed(format!("the device returned no output {i}")));
    }
    let count_note = if req.outputs.len() != expected.len() {
        format!("the device returned {} outputs, the baseline holds {}; ", req.outputs.len(), expected.len())
    } else {
        String::new()
    };
    verdict_of(per_output, count_note, req)
}

/// A trajectory judged against a stored one of another number of steps
/// (see [`crate::trajectory`]): each output against the stored output of
/// its name; the ones the other side does not hold fail, named, and the
/// verdict says which `--steps` compares.
fn judge_trajectory(
    run: &Layout,
    expected: &[HostTensor],
    reference: Option<&[HostTensor]>,
    policy: &Policy,
    req: &Request<'_>,
) -> Judgement {
    let Some(stored) = run.stored(expected.len()) else {
        let m = format!(
            "the baseline holds {} outputs; a trajectory of this program holds {} step-1 and {} final outputs after its losses",
            expected.len(),
            run.step1,
            run.finals
        );
        let per_output = req.outputs.iter().map(|_| OutputMetrics::failed(m.clone())).collect();
        return Judgement { verdict: Verdict::FailParity, per_output, message: m, baseline: None };
    };
    let (k, n) = (run.steps, stored.steps);
    let per_output: Vec<OutputMetrics> = run
        .positions_in(&stored)
        .into_iter()
        .enumerate()
        .map(|(i, at)| match at {
            Some(j) => judge_output(&req.outputs[i], &expected[j], aligned(reference, expected, j, n), policy, req, i),
            None => OutputMetrics::failed(format!("the baseline holds no {} after {k} steps: it holds {n} steps", req.name(i))),
        })
        .collect();
    let note = format!("the baseline is a trajectory of {n} steps, this run ran {k} (`--steps {n}` compares with it); ");
    verdict_of(per_output, note, req)
}

/// The float64 reference of stored output `j` of a trajectory of `n` steps:
/// a reference of the whole trajectory (as long as the baseline) lines up
/// with it output by output; an older one holds the losses alone, so only
/// `j < n` has one.
fn aligned<'r>(reference: Option<&'r [HostTensor]>, expected: &[HostTensor], j: usize, n: usize) -> Option<&'r HostTensor> {
    reference.filter(|r| j < n || r.len() == expected.len()).and_then(|r| r.get(j))
}

/// Failures named in a message: the rest are counted, so a verdict stays readable.
pub const NAMED_FAILURES: usize = 5;

/// The verdict over per-output records; the message names the first
/// [`NAMED_FAILURES`] failing outputs and counts the rest.
fn verdict_of(per_output: Vec<OutputMetrics>, note: String, req: &Request<'_>) -> Judgement {
    let failing: Vec<usize> = (0..per_output.len()).filter(|&i| !per_output[i].passed).collect();
    if failing.is_empty() {
        let closest = per_output
            .iter()
            .enumerate()
            .max_by(|a, b| a.1.margin.total_cmp(&b.1.margin))
            .map(|(i, m)| {
                format!("; closest: {} at margin {} ({})", req.name(i), results::metrics::margin_text(m.margin, 3), m.rule_label())
            })
            .unwrap_or_default();
        let message = format!("{note}{} outputs match their baseline{closest}", per_output.len());
        return Judgement { verdict: Verdict::Pass, per_output, message, baseline: None };
    }
    let mut details: Vec<String> = failing.iter().take(NAMED_FAILURES).map(|&i| describe_failure(&req.name(i), &per_output[i])).collect();
    if failing.len() > NAMED_FAILURES {
        details.push(format!("and {} more", failing.len() - NAMED_FAILURES));
    }
    let message = format!("{note}{} of {} outputs differ from the baseline: {}", failing.len(), per_output.len(), details.join("; "));
    Judgement { verdict: Verdict::FailParity, per_output, message, baseline: None }
}

fn describe_failure(name: &str, m: &OutputMetrics) -> String {
    if let Some(e) = &m.error {
        return format!("{name}: {e}");
    }
    let mut s = format!(
        "{name}: max_abs {:.3e}, max_rel {:.3e}, mismatch {:.2}%, margin {} under {} (atol {:.1e}, rtol {:.1e})",
        m.max_abs,
        m.max_rel,
        m.mismatch_frac * 100.0,
        results::metrics::margin_text(m.margin, 3),
        m.rule_label(),
        m.atol,
        m.rtol
    );
    if m.nan_mismatch > 0 {
        s.push_str(&format!(", {} NaN/Inf pattern mismatches (no tolerance passes those)", m.nan_mismatch));
    }
    if let Some(t) = m.top1_agree {
        s.push_str(&format!(", top-1 agreement {:.2}%", t * 100.0));
    }
    if let (Some(a), Some(r)) = (m.suggested_atol, m.suggested_rtol) {
        s.push_str(&format!("; would pass with atol {a:.2e} or rtol {r:.2e}"));
    }
    if let Some(relative) = m.ill_conditioned() {
        s.push_str(&format!(
            "; ill-conditioned: the baseline itself is {:.1}% (RMSE) off its float64 reference, so rounding alone moves this output",
            relative * 100.0
        ));
    }
    s
}

fn short(hash: &str) -> &str {
    hash.get(..12).unwrap_or(hash)
}

/// Judges one output: element-wise statistics always, then the rule.
fn judge_output(
    actual: &HostTensor,
    expected: &HostTensor,
    reference: Option<&HostTensor>,
    policy: &Policy,
    req: &Request<'_>,
    i: usize,
) -> OutputMetrics {
    let resolved =
        policy.resolve(actual.dtype, req.family, req.tolerance_id.unwrap_or(req.definition_id), &req.name(i), req.manifest_tolerance);
    let scale = req.tolerance_scale.get(i).copied().unwrap_or(1.0);
    let bounds = compare::Bounds { atol: resolved.bounds.atol * scale, rtol: resolved.bounds.rtol * scale };
    let stats = match compare::compare(actual, expected, bounds, req.is_logits(i)) {
        Ok(s) => s,
        Err(e) => return OutputMetrics::failed(e.to_string()),
    };
    let mut m = from_stats(&stats, bounds);
    if !actual.dtype.is_float() {
        m.rule = DecidingRule::Exact;
        m.margin = stats.max_ratio;
        m.passed = stats.mismatches == 0;
    } else {
        let allclose_passed = stats.mismatches == 0;
        m.allclose_margin = Some(stats.max_ratio);
        let mut unusable = "no float64 reference for this output";
        let f64 = match reference.filter(|_| policy.rule.uses_f64()) {
            Some(r) => match f64_rule_margin(actual, expected, r, bounds) {
                // The reference is not finite where the baseline is: it cannot judge.
                Ok(None) => {
                    unusable = "its float64 reference is NaN/Inf where the baseline is finite";
                    None
                }
                Ok(Some((margin, cand, base))) => {
                    m.f64_margin = Some(margin);
                    m.rmse_vs_f64 = Some(cand);
                    m.baseline_rmse_vs_f64 = Some(base);
                    // Read only to explain a failure: no extra pass over the reference for a pass.
                    if margin > 1.0 {
                        m.reference_rms = compare::rms_f64(r);
                    }
                    Some(margin <= 1.0 && stats.nan_mismatch == 0)
                }
                Err(e) => return OutputMetrics { error: Some(e.to_string()), passed: false, ..m },
            },
            None => None,
        };
        // Which rule decides: the one asked for; under `either`, allclose
        // when it passes, else the f64 rule when it was computed.
        let by_f64 = match (policy.rule, f64) {
            (Rule::Allclose, _) | (_, None) => false,
            (Rule::F64Reference, Some(_)) => true,
            (Rule::Either, Some(f)) => !allclose_passed && (f || m.f64_margin.unwrap_or(f64::MAX) < stats.max_ratio),
        };
        if policy.rule == Rule::F64Reference && f64.is_none() {
            m.rule_not_applied = Some(unusable.to_string());
        }
        if by_f64 {
            m.rule = DecidingRule::F64Reference;
            m.margin = m.f64_margin.unwrap_or(f64::MAX);
            m.passed = f64.unwrap_or(false);
        } else {
            m.rule = DecidingRule::Allclose;
            m.margin = stats.max_ratio;
            m.passed = allclose_passed;
        }
    }
    // No tolerance covers a NaN or an infinity where the other side has a number.
    if !m.passed && stats.nan_mismatch == 0 {
        m.suggested_atol = Some(suggest(stats.max_abs));
        m.suggested_rtol = Some(suggest(stats.max_rel));
    }
    m
}

/// The element-wise metrics of a comparison under `bounds` (rule fields are the caller's).
pub fn from_stats(stats: &Stats, bounds: Bounds) -> OutputMetrics {
    OutputMetrics {
        max_abs: stats.max_abs,
        max_rel: stats.max_rel,
        rmse: stats.rmse,
        cosine: stats.cosine,
        mismatch_frac: stats.mismatch_frac,
        max_ulp: stats.max_ulp,
        nan_mismatch: stats.nan_mismatch,
        top1_agree: stats.top1_agree,
        atol: bounds.atol,
        rtol: bounds.rtol,
        rule: DecidingRule::Allclose,
        margin: stats.max_ratio,
        passed: stats.mismatches == 0,
        elements: stats.elements,
        ..Default::default()
    }
}

/// `RMSE(candidate, f64) / (m * RMSE(baseline, f64) + atol / 10)`, with
/// both RMSEs; `None` when the reference is not finite wherever the
/// baseline is (it is then no reference for this output).
fn f64_rule_margin(
    actual: &HostTensor,
    expected: &HostTensor,
    reference: &HostTensor,
    b: Bounds,
) -> Result<Option<(f64, f64, f64)>, compare::Incomparable> {
    let (base, gaps) = compare::rmse_against_f64(expected, reference)?;
    if gaps > 0 {
        return Ok(None);
    }
    let (cand, _) = compare::rmse_against_f64(actual, reference)?;
    let bound = f64_multiplier(actual.dtype) * base + b.atol / 10.0;
    let margin = if bound > 0.0 {
        cand / bound
    } else if cand == 0.0 {
        0.0
    } else {
        f64::MAX
    };
    Ok(Some((margin, cand, base)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scalars(n: usize) -> Vec<HostTensor> {
        (0..n).map(|i| HostTensor::from_slice(&[], &[i as f32]).unwrap()).collect()
    }

    /// A request for a unit test's outputs: no specs, no manifest tolerance.
    fn unit_request(outputs: &[HostTensor]) -> Request<'_> {
        Request {
            suite: "unit",
            definition_id: "d",
            definition_hash: "h",
            family: "f",
            outputs,
            output_specs: &[],
            manifest_tolerance: None,
            tolerance_id: None,
            tolerance_scale: &[],
        }
    }

    /// Four equal elements each side: the reference ones (RMS 1), the
    /// baseline and the candidate off it by the fractions given.
    fn judge_f64(baseline_off: f32, candidate_off: f32) -> Judgement {
        let reference = [HostTensor::from_slice(&[4], &[1.0f64; 4]).unwrap()];
        let expected = [HostTensor::from_slice(&[4], &[1.0 + baseline_off; 4]).unwrap()];
        let outputs = [HostTensor::from_slice(&[4], &[1.0 + candidate_off; 4]).unwrap()];
        let req = unit_request(&outputs);
        judge_outputs(&expected, Some(&reference), &Policy { rule: Rule::F64Reference, ..Policy::default() }, &req)
    }

    #[test]
    fn an_f64_rule_failure_says_when_the_baseline_itself_is_far_off_its_reference() {
        // float32 itself 5% off: rounding alone moves this output, and the message says so.
        let j = judge_f64(0.05, 0.3);
        assert_eq!(j.verdict, Verdict::FailParity, "{}", j.message);
        assert!(j.message.contains("ill-conditioned: the baseline itself is 5.0% (RMSE) off its float64 reference"), "{}", j.message);
        assert!(j.per_output[0].ill_conditioned().is_some_and(|r| (r - 0.05).abs() < 1e-6));
        // A baseline a few ULP off and a candidate far worse: a plain failure.
        let j = judge_f64(2e-7, 1e-4);
        assert_eq!(j.verdict, Verdict::FailParity, "{}", j.message);
        assert!(!j.message.contains("ill-conditioned") && j.per_output[0].ill_conditioned().is_none(), "{}", j.message);
        assert!(j.per_output[0].reference_rms == Some(1.0), "{:?}", j.per_output[0]);
        // Within the rule, no note at all, and no pass over the reference for its scale.
        let j = judge_f64(0.05, 0.06);
        assert_eq!(j.verdict, Verdict::Pass, "{}", j.message);
        assert_eq!(j.per_output[0].reference_rms, None);
    }

    #[test]
    fn a_nan_where_the_baseline_has_a_number_gets_no_tolerance_advice() {
        let expected = [HostTensor::from_slice(&[2], &[1.0f32, 2.0]).unwrap()];
        let outputs = [HostTensor::from_slice(&[2], &[f32::NAN, 2.0]).unwrap()];
        let req = unit_request(&outputs);
        let j = judge_outputs(&expected, None, &Policy::default(), &req);
        assert_eq!(j.verdict, Verdict::FailParity, "{}", j.message);
        assert!(j.message.contains("1 NaN/Inf pattern mismatches (no tolerance passes those)"), "{}", j.message);
        assert!(!j.message.contains("would pass with"), "{}", j.message);
        assert_eq!((j.per_output[0].suggested_atol, j.per_output[0].suggested_rtol), (None, None));
    }

    #[test]
    fn a_trajectorys_reference_lines_up_whole_or_by_its_losses() {
        // A stored trajectory of 3 losses and 2 tensors.
        let expected = scalars(5);
        let whole = scalars(5);
        let losses = scalars(3);
        for j in 0..5 {
            assert!(aligned(Some(&whole), &expected, j, 3).is_some(), "output {j} of a whole reference");
        }
        assert!(aligned(Some(&losses), &expected, 2, 3).is_some());
        assert!(aligned(Some(&losses), &expected, 3, 3).is_none(), "an older reference holds no tensors");
        // A reference of another length is only read for the losses.
        let odd = scalars(4);
        assert!(aligned(Some(&odd), &expected, 3, 3).is_none());
        assert!(aligned(None, &expected, 0, 3).is_none());
    }
}
