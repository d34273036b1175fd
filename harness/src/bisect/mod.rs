//! Bisecting the compiler: which part of a compile setting flips a
//! definition's verdict. Given two settings with different verdicts (the
//! compile profiles `full` and `fast`, or either with XLA debug options of
//! one's own), it finds the smallest set of debug options that, changed
//! from the first setting's value to the second's, turns the first verdict
//! into the second (delta debugging over the options, [`ddmin`]); then the
//! HLO passes: among the passes that changed the module under the failing
//! options (read from the plugin's per-pass dump, [`passes`]), the smallest
//! set whose disabling (`xla_disable_hlo_passes`) gives the other verdict
//! back, or else among those under the first setting, the set whose
//! disabling gives the second verdict. Every trial is a `tpu-compat run` of the one id in its own process
//! ([`trial`]). An answer is checked by turning just it on and off, both
//! verdicts observed afresh, and only a checked answer is reported found.
//! Everything observed lands in `report.json` ([`Report`]).

pub mod ddmin;
pub mod passes;
pub mod setting;
pub mod trial;

use setting::{apply, differences, Change, Options, Setting};
use std::path::{Path, PathBuf};
use trial::{Compile, Target, TrialError, Verdict};

/// What to bisect.
#[derive(Debug, Clone)]
pub struct Request {
    pub target: Target,
    pub from: Setting,
    pub to: Setting,
    pub out: PathBuf,
    /// The most trials each search (options, passes in one direction) may make.
    pub max_trials: usize,
}

/// Why a bisection could not be carried out.
#[derive(Debug, thiserror::Error)]
pub enum BisectError {
    #[error(transparent)]
    Trial(#[from] TrialError),
    #[error("{}: {source}", path.display())]
    Write { path: PathBuf, source: std::io::Error },
    #[error(transparent)]
    Dump(#[from] passes::DumpError),
}

/// How a bisection ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Outcome {
    /// The options (and where one was found, the passes) that flip the
    /// verdict, each checked on and off.
    Found,
    /// Both settings gave the same verdict.
    NothingToBisect,
    /// The verdicts differ, but no answer held up (see `note`).
    NotPinnedDown,
}

/// One trial, as recorded.
#[derive(Debug, Clone, serde::Serialize)]
pub struct TrialRecord {
    pub n: usize,
    pub what: String,
    pub compile_profile: String,
    pub xla_flags: String,
    pub verdict: Verdict,
    pub seconds: f64,
    pub run_dir: PathBuf,
}

/// An answer turned on and off, each observed afresh.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Check {
    pub on: Verdict,
    pub off: Verdict,
    /// On gave the second setting's verdict and off the first's.
    pub holds: bool,
}

/// The options that flip the verdict.
#[derive(Debug, Clone, serde::Serialize)]
pub struct FlagFinding {
    pub changes: Vec<Change>,
    /// False when the trial budget ran out before the set was 1-minimal.
    pub minimal: bool,
    pub check: Check,
}

/// The HLO passes that flip the verdict back.
#[derive(Debug, Clone, serde::Serialize)]
pub struct PassFinding {
    /// The options the passes were disabled under: the culprit options
    /// (disabling them gives the first verdict back), or else the first
    /// setting's (disabling them gives the second verdict).
    pub under: Options,
    pub passes: Vec<String>,
    pub minimal: bool,
    /// `on`: the passes run (the second verdict); `off`: disabled (the first).
    pub check: Check,
}

/// What the pass search looked at.
#[derive(Debug, Clone, Default, serde::Serialize)]
pub struct PassSearch {
    /// Passes that changed the module under the culprit options: the candidates.
    pub candidates: Vec<String>,
    /// Passes that ran under one and not the other (the first setting; with the culprit options).
    pub only_without_culprit: Vec<String>,
    pub only_with_culprit: Vec<String>,
    /// The verdict with every candidate disabled, where that did not flip it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub all_disabled: Option<Verdict>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub found: Option<PassFinding>,
    pub note: String,
}

/// Everything a bisection observed and concluded (`report.json`).
#[derive(Debug, Clone, serde::Serialize)]
pub struct Report {
    pub id: String,
    pub suite: String,
    pub device: String,
    pub from: String,
    pub to: String,
    pub from_verdict: Verdict,
    pub to_verdict: Verdict,
    pub outcome: Outcome,
    /// The options that differ between the two settings.
    pub differences: Vec<Change>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub flags: Option<FlagFinding>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub passes: Option<PassSearch>,
    pub note: String,
    /// Commands that reproduce the answer on and off.
    pub reproduce: Vec<String>,
    pub trials: Vec<TrialRecord>,
}

/// The trials of one bisection, numbered, with their run folders under `OUT/trials/`.
struct Trials<'a> {
    target: &'a Target,
    dir: PathBuf,
    records: Vec<TrialRecord>,
}

impl Trials<'_> {
    fn run(&mut self, what: &str, compile: Compile) -> Result<Verdict, BisectError> {
        let n = self.records.len() + 1;
        let run_dir = self.dir.join(format!("{n:03}"));
        let observed = trial::run(self.target, &compile, &run_dir)?;
        let (profile, flags) = compile.profile_and_flags();
        eprintln!("trial {n}: {what}: {} ({:.1} s)", observed.verdict.line(), observed.seconds);
        self.records.push(TrialRecord {
            n,
            what: what.to_string(),
            compile_profile: profile.to_string(),
            xla_flags: flags,
            verdict: observed.verdict.clone(),
            seconds: observed.seconds,
            run_dir,
        });
        Ok(observed.verdict)
    }

    fn options(&mut self, what: &str, options: &Options, disabled: &[String]) -> Result<Verdict, BisectError> {
        self.run(what, Compile::Options { options: options.clone(), disabled: disabled.to_vec(), dump: None })
    }
}

/// Runs the bisection `request` describes; writes nothing but trial run
/// folders under `OUT/trials/` (the caller writes the report).
pub fn bisect(request: &Request) -> Result<Report, BisectError> {
    let mut trials = Trials { target: &request.target, dir: request.out.join("trials"), records: Vec::new() };
    let from_verdict = trials.run(&format!("{} as named", request.from), Compile::AsNamed(request.from.clone()))?;
    let to_verdict = trials.run(&format!("{} as named", request.to), Compile::AsNamed(request.to.clone()))?;
    let base = request.from.options();
    let diffs = differences(&base, &request.to.options());
    let mut report = Report {
        id: request.target.id.clone(),
        suite: request.target.suite.clone(),
        device: request.target.spec.device.clone(),
        from: request.from.to_string(),
        to: request.to.to_string(),
        from_verdict: from_verdict.clone(),
        to_verdict: to_verdict.clone(),
        outcome: Outcome::NotPinnedDown,
        differences: diffs.clone(),
        flags: None,
        passes: None,
        note: String::new(),
        reproduce: Vec::new(),
        trials: Vec::new(),
    };
    let (want_from, want_to) = (from_verdict.status, to_verdict.status);
    if want_from == want_to {
        report.outcome = Outcome::NothingToBisect;
        report.note = format!("both settings give `{want_from}`: nothing to bisect");
        report.trials = trials.records;
        return Ok(report);
    }
    if diffs.is_empty() {
        report.note = "the two settings set the same XLA options, yet gave different verdicts: the verdict is not repeatable".into();
        report.trials = trials.records;
        return Ok(report);
    }
    // The settings as options over `full`, the form every later trial takes, must give the same verdicts.
    let all: Vec<&Change> = diffs.iter().collect();
    let as_from = trials.options("first setting as XLA_FLAGS", &base, &[])?;
    let as_to = trials.options("second setting as XLA_FLAGS", &apply(&base, all.iter().copied()), &[])?;
    if as_from.status != want_from || as_to.status != want_to {
        report.note = format!(
            "as XLA_FLAGS over full the settings gave `{}` and `{}`, not `{want_from}` and `{want_to}`: the options do not \
             reproduce the profiles (or the verdict is not repeatable)",
            as_from.status, as_to.status
        );
        report.trials = trials.records;
        return Ok(report);
    }
    // Delta debugging over the options.
    let found = ddmin::ddmin(diffs.len(), request.max_trials, |subset| {
        let changes: Vec<&Change> = subset.iter().map(|&i| &diffs[i]).collect();
        let what = format!("options {}", changes.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(" "));
        Ok::<bool, BisectError>(trials.options(&what, &apply(&base, changes.iter().copied()), &[])?.status == want_to)
    })?;
    let culprit: Vec<Change> = found.subset.iter().map(|&i| diffs[i].clone()).collect();
    let failing = apply(&base, &culprit);
    let names = culprit.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(" ");
    let on = trials.options(&format!("check: {names} on"), &failing, &[])?;
    let off = trials.options(&format!("check: {names} off"), &base, &[])?;
    let check = Check { holds: on.status == want_to && off.status == want_from, on, off };
    let flags_hold = check.holds;
    report.reproduce = vec![reproduce(&request.target, &failing, &[]), reproduce(&request.target, &base, &[])];
    report.flags = Some(FlagFinding { changes: culprit, minimal: !found.exhausted, check });
    if !flags_hold {
        report.note = format!("the options found ({names}) did not flip the verdict again when checked: the verdict is not repeatable");
        report.trials = trials.records;
        return Ok(report);
    }
    report.outcome = Outcome::Found;
    let search = pass_search(request, &mut trials, &base, &failing, want_from, want_to)?;
    if let Some(p) = &search.found {
        report.reproduce.push(reproduce(&request.target, &p.under, &p.passes));
    }
    report.note = search.note.clone();
    report.passes = Some(search);
    report.trials = trials.records;
    Ok(report)
}

/// The HLO passes: dump the passes under the first setting and under the
/// culprit options, then look for the smallest set of passes (among those
/// that changed the module under the culprit options) whose disabling
/// gives the first verdict back.
fn pass_search(
    request: &Request,
    trials: &mut Trials<'_>,
    base: &Options,
    failing: &Options,
    want_from: results::Status,
    want_to: results::Status,
) -> Result<PassSearch, BisectError> {
    let dumps = request.out.join("dumps");
    let mut runs = Vec::new();
    for (what, options, dir) in [("dump: first setting", base, dumps.join("from")), ("dump: culprit options", failing, dumps.join("to"))] {
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).map_err(|source| BisectError::Write { path: dir.clone(), source })?;
        trials.run(what, Compile::Options { options: options.clone(), disabled: Vec::new(), dump: Some(dir.clone()) })?;
        runs.push(passes::read(&dir)?);
    }
    // The dumps are large and read: what they said is in the report.
    let _ = std::fs::remove_dir_all(&dumps);
    let (ran_from, ran_to) = (passes::ran(&runs[0]), passes::ran(&runs[1]));
    let mut search = PassSearch {
        candidates: passes::changed(&runs[1]),
        only_without_culprit: ran_from.iter().filter(|p| !ran_to.contains(p)).cloned().collect(),
        only_with_culprit: ran_to.iter().filter(|p| !ran_from.contains(p)).cloned().collect(),
        ..Default::default()
    };
    // First the passes that broke it (disabled under the culprit options: the first verdict back), then the
    // passes the first setting needs (disabled under it: the second verdict).
    let directions = [
        ("under the culprit options", failing, search.candidates.clone(), want_from, want_to),
        ("under the first setting", base, passes::changed(&runs[0]), want_to, want_from),
    ];
    let mut notes = Vec::new();
    for (under, options, candidates, flipped, unflipped) in directions {
        if candidates.is_empty() {
            notes.push(format!("no HLO pass changed the module {under}"));
            continue;
        }
        let all = trials.options(&format!("every pass that changed the module {under} disabled"), options, &candidates)?;
        if all.status != flipped {
            notes.push(format!(
                "disabling all {} passes that changed the module {under} gives `{}`, not `{flipped}`",
                candidates.len(),
                all.status
            ));
            search.all_disabled.get_or_insert(all);
            continue;
        }
        let found = ddmin::ddmin(candidates.len(), request.max_trials, |subset| {
            let disabled: Vec<String> = subset.iter().map(|&i| candidates[i].clone()).collect();
            let what = format!("passes disabled {under}: {}", disabled.join(","));
            Ok::<bool, BisectError>(trials.options(&what, options, &disabled)?.status == flipped)
        })?;
        let culprits: Vec<String> = found.subset.iter().map(|&i| candidates[i].clone()).collect();
        let names = culprits.join(",");
        let on = trials.options(&format!("check: passes {names} on"), options, &[])?;
        let off = trials.options(&format!("check: passes {names} off"), options, &culprits)?;
        let check = Check { holds: on.status == unflipped && off.status == flipped, on, off };
        if check.holds {
            search.note = format!("disabling {names} {under} gives `{flipped}`");
            search.found = Some(PassFinding { under: options.clone(), passes: culprits, minimal: !found.exhausted, check });
            return Ok(search);
        }
        notes.push(format!("the passes found {under} ({names}) did not flip the verdict again when checked"));
    }
    search.note =
        format!("{}: no set of HLO passes flips it, so the option acts outside the HLO pass pipeline (code generation)", notes.join("; "));
    Ok(search)
}

/// The command that reproduces a trial by hand.
pub fn reproduce(target: &Target, options: &Options, disabled: &[String]) -> String {
    let flags = setting::xla_flags(options, disabled, None);
    let args: Vec<String> = trial::run_args(target, "full").into_iter().map(quote).collect();
    format!("XLA_FLAGS={} tpu-compat {}", quote(flags), args.join(" "))
}

fn quote(s: String) -> String {
    if !s.is_empty() && s.bytes().all(|b| b.is_ascii_alphanumeric() || b"-_./:=,".contains(&b)) {
        s
    } else {
        format!("'{}'", s.replace('\'', r"'\''"))
    }
}

/// Writes `report.json` into `out` (through a temporary file: a reader never sees half of one).
pub fn write_report(report: &Report, out: &Path) -> Result<PathBuf, BisectError> {
    let path = out.join("report.json");
    let tmp = out.join("report.json.tmp");
    let text = serde_json::to_string_pretty(report).map_err(|e| BisectError::Write { path: path.clone(), source: e.into() })?;
    std::fs::write(&tmp, text).map_err(|source| BisectError::Write { path: tmp.clone(), source })?;
    std::fs::rename(&tmp, &path).map_err(|source| BisectError::Write { path: path.clone(), source })?;
    Ok(path)
}
