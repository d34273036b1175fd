//! Reducing a failing definition to the smallest program that still fails
//! the same way, as XLA's `hlo_bisect` and `mlir-reduce` do: the predicate
//! ([`predicate`]) is the original's failure class on the same target and
//! settings; the rewrites are cuts of `@main` (`program::reduce`: ops
//! dropped with their values fed as arguments from the reference run
//! ([`reference`]), dead code removed), over the program with its calls
//! inlined.
//!
//! The search: first the outputs (the one output a parity failure is about;
//! otherwise each output alone, the first that still fails), then the ops,
//! by delta debugging: drop a chunk of the kept ops (half of them, then
//! quarters, ... down to one at a time), keep what the outputs still need,
//! and accept the cut when the predicate holds. Where outputs are free
//! (every class but parity) a cut returns its sinks, so dropping the ops
//! after a crashing op moves the outputs up to it. Every candidate runs in
//! its own process; an accepted cut is run a second time and followed only
//! when both runs agree (one that does not is counted as flaky and
//! dropped). The search stops at the budget and keeps the smallest cut
//! found so far; every process it starts (the reference run, each
//! candidate) is killed at the budget's end. A training step stays one: its
//! outputs are fixed to its state and its loss, its donated arguments stay
//! donated to the outputs that feed them, and every candidate runs the
//! run's K steps, so a failure that takes K steps of carried state is kept. A search that accepted no cut
//! did not reduce: [`Reduction::reduced`] is false, and nothing is written.

pub mod predicate;
pub mod reference;

use predicate::{Candidate, Failure, Seen, Settings, TrialError};
use program::reduce::{cut, live, sinks, Cut, Source};
use runtime::program_text::{inline_calls, parse_main, MainFunction};
use runtime::HostTensor;
use serde::Serialize;
use std::collections::{BTreeSet, HashMap};
use std::path::{Path, PathBuf};
use std::time::Instant;
use suites::Definition;

/// Settings of one reduction.
pub struct Options {
    pub settings: Settings,
    /// Stop searching then (the smallest cut so far is kept); every process
    /// the reduction starts is killed at it.
    pub deadline: Instant,
    /// The most bytes of reference values captured.
    pub capture_bytes: u64,
    /// Scratch folder for candidates (removed as they are judged).
    pub work: PathBuf,
    /// Where to write the stage the reduction is in (one line, replaced at
    /// each stage), for a supervisor that stops it at the deadline to name.
    pub stage_file: Option<PathBuf>,
}

impl Options {
    /// Records that the reduction enters `stage` (see [`Options::stage_file`]).
    pub fn enter(&self, stage: &str) {
        if let Some(f) = &self.stage_file {
            let _ = std::fs::write(f, stage);
        }
    }

    fn out_of_time(&self) -> bool {
        Instant::now() >= self.deadline
    }
}

/// One accepted step of the search.
#[derive(Debug, Clone, Serialize)]
pub struct Step {
    pub pass: String,
    pub ops: usize,
    pub outputs: usize,
    pub arguments: usize,
    pub seconds: f64,
}

/// What a reduction found.
#[derive(Debug, Clone, Serialize)]
pub struct Reduction {
    pub id: String,
    pub predicate: Failure,
    /// Whether a smaller program that fails the same way was found (a cut accepted).
    pub reduced: bool,
    /// The original's row message (or status) and the final cut's: the evidence.
    pub evidence: Evidence,
    /// Top-level ops (calls inlined, constants included) of the original and of the result.
    pub ops_before: usize,
    pub ops_after: usize,
    /// The result's ops by name.
    pub ops: Vec<String>,
    /// Every accepted step, the original first.
    pub path: Vec<Step>,
    pub candidates: usize,
    /// Candidates that held once and not when run again (never followed).
    pub flaky: usize,
    /// Candidates that could not be written as a definition or that `run` refused (not followed).
    pub unrunnable: usize,
    /// Where the values of dropped ops came from: `reference (CPU plugin)` or why not.
    pub reference: String,
    pub budget_exhausted: bool,
    pub seconds: f64,
    #[serde(skip)]
    pub program: String,
    #[serde(skip)]
    pub inputs: Vec<HostTensor>,
    #[serde(skip)]
    pub expected: Option<Vec<HostTensor>>,
    #[serde(skip)]
    pub dir: PathBuf,
    #[serde(skip)]
    pub store: PathBuf,
    /// The command that runs the result as the reduction last ran it.
    pub replay: String,
    /// The settings every candidate ran under: the failing run's.
    pub spec: results::RunSpec,
}

#[derive(Debug, Clone, Serialize)]
pub struct Evidence {
    pub original: String,
    pub reduced: String,
}

/// Why a reduction could not start or go on.
#[derive(Debug, thiserror::Error)]
pub enum ReduceError {
    #[error("{id}: the program is bytecode: it cannot be cut")]
    Bytecode { id: String },
    #[error("{id}: model.mlir: {message}")]
    Program { id: String, message: String },
    #[error("{id}: {source}")]
    Inputs { id: String, source: suites::GenerateError },
    #[error("{id}: cutting the program: {source}")]
    Cut { id: String, source: program::reduce::CutError },
    #[error("{id}: {source}")]
    Trial { id: String, source: TrialError },
    #[error("{id}: {what}")]
    NoFailure { id: String, what: String },
    #[error("{id}: the original's failure does not repeat: first {first}, then {second}; a flaky predicate is not reduced")]
    Flaky { id: String, first: String, second: String },
    #[error(
        "{id}: a training step's parity failure is judged over its steps, and reduce compares one run against the reference run: not reduced"
    )]
    StepParity { id: String },
    #[error("{id}: a parity failure needs the reference run's values, and there are none: {why}")]
    NoReference { id: String, why: String },
    /// The deadline came before the search could start.
    #[error("{id}: the --budget ran out during {stage}, before any smaller program was tried: nothing reduced")]
    OutOfTime { id: String, stage: String },
}

impl ReduceError {
    /// The reduction ran out of its budget (not bad input: the search did not get to run).
    pub fn out_of_time(&self) -> bool {
        matches!(self, ReduceError::OutOfTime { .. })
    }
}

/// The search's state: what it needs at hand for every candidate.
struct Search<'a> {
    id: String,
    text: &'a str,
    main: &'a MainFunction,
    inputs: &'a [HostTensor],
    reference: HashMap<String, HostTensor>,
    zeros: HashMap<String, HostTensor>,
    predicate: Failure,
    /// A training step's state: (argument, returned value feeding it); empty otherwise.
    donated: Vec<(usize, String)>,
    options: &'a Options,
    started: Instant,
    candidates: usize,
    flaky: usize,
    unrunnable: usize,
    exhausted: bool,
    /// The last accepted cut's second run, its definition kept in `work/best`.
    best_seen: Option<Seen>,
}

/// Reduces `definition` (see the module doc).
pub fn reduce(definition: &Definition, options: &Options) -> Result<Reduction, ReduceError> {
    let started = Instant::now();
    let id = definition.id().to_string();
    std::str::from_utf8(&definition.program).map_err(|_| ReduceError::Bytecode { id: id.clone() })?;
    let unreadable = |message: String| ReduceError::Program { id: id.clone(), message };
    options.enter("inlining calls");
    let inlined = inline_calls(&definition.program).map_err(unreadable)?;
    let text = inlined.text.as_str();
    options.enter("reading the program");
    let main = parse_main(text.as_bytes()).map_err(unreadable)?;
    let step = training_step(definition, &main).map_err(unreadable)?;
    options.enter("making the inputs");
    let inputs = definition.inputs().map_err(|source| ReduceError::Inputs { id: id.clone(), source })?;
    let timed_id = id.clone();
    let out_of_time = move |stage: &str| ReduceError::OutOfTime { id: timed_id.clone(), stage: stage.to_string() };
    if options.out_of_time() {
        return Err(out_of_time("the preparation (inlining calls, reading the program, making the inputs)"));
    }
    options.enter("the reference run");
    let reference =
        reference::capture(text, &main, &inputs, &options.work.join("reference"), options.capture_bytes, Some(options.deadline));
    let (reference, reference_note) = match reference {
        Ok(r) => (Some(r), "reference run (CPU plugin, as written)".to_string()),
        Err(reference::NoReference::OutOfTime) => return Err(out_of_time("the reference run")),
        Err(e) => (None, format!("zeros: no reference run ({e})")),
    };
    let mut search = Search {
        id: id.clone(),
        text,
        main: &main,
        inputs: &inputs,
        reference: reference.clone().unwrap_or_default(),
        zeros: HashMap::new(),
        predicate: Failure::Timeout,
        donated: step.as_ref().map(|s| s.donated.clone()).unwrap_or_default(),
        options,
        started,
        candidates: 0,
        flaky: 0,
        unrunnable: 0,
        exhausted: false,
        best_seen: None,
    };
    let all: BTreeSet<usize> = (0..main.statements.len()).collect();
    let returned = main.returned.clone();

    // The original, as the candidates will run: first on the device alone, then against the reference.
    options.enter("running the original");
    let timed = |e: ReduceError| match e {
        ReduceError::Trial { source: TrialError::OutOfTime, .. } => out_of_time("the runs of the original"),
        e => e,
    };
    let original = search.write(&all, &returned)?;
    let alone = search.run(&original, false).map_err(timed)?;
    let mut seen = alone.clone();
    let mut failure = Failure::of(&seen.row, &returned);
    // A training step's values are its K steps': one reference run does not judge them.
    let judged = failure.is_none() && step.is_none() && search.values(&original).1.is_some();
    if judged {
        seen = search.run(&original, true).map_err(timed)?;
        failure = Failure::of(&seen.row, &returned);
    }
    let Some(predicate) = failure else {
        let unjudged = match step {
            Some(_) => "reduce does not judge a training step's values: its reference is one run, the step ran K".to_string(),
            None => reference_note,
        };
        return Err(ReduceError::NoFailure { id, what: not_failing(&alone.row, judged.then_some(&seen.row), &unjudged) });
    };
    if predicate.needs_reference() && step.is_some() {
        return Err(ReduceError::StepParity { id });
    }
    if predicate.needs_reference() && reference.is_none() {
        return Err(ReduceError::NoReference { id, why: reference_note });
    }
    let again = search.run(&original, predicate.needs_reference()).map_err(timed)?;
    let repeated = Failure::of(&again.row, &returned);
    if repeated.as_ref() != Some(&predicate) {
        return Err(ReduceError::Flaky {
            id,
            first: predicate.describe(),
            second: repeated.map(|f| f.describe()).unwrap_or_else(|| again.row.status.to_string()),
        });
    }
    let evidence_original = evidence(&seen);
    search.predicate = predicate.clone();
    options.enter("searching");
    let mut best = original;
    let mut path = vec![search.step("original", &best)];

    // Outputs.
    let fixed = match (&predicate, &step) {
        (Failure::Parity { output }, _) => Some(vec![output.clone()]),
        (_, Some(step)) => Some(step.outputs.clone()),
        _ => None,
    };
    let output_choices: Vec<Vec<String>> = match &fixed {
        Some(o) => vec![o.clone()],
        None if returned.len() > 1 => returned.iter().map(|o| vec![o.clone()]).collect(),
        None => Vec::new(),
    };
    for outputs in output_choices {
        let keep = live(&main, &all, &outputs);
        if keep == best.kept && outputs.len() == best.outputs.len() {
            continue;
        }
        if let Some(c) = search.try_cut(&keep, &outputs)? {
            best = c;
            path.push(search.step("one output", &best));
            break;
        }
        if search.exhausted {
            break;
        }
    }

    // Ops, by delta debugging over the kept non-constant statements.
    let mut parts = 2usize;
    while !search.exhausted {
        let items: Vec<usize> = best.kept.iter().copied().filter(|&i| main.statements[i].short_op() != "constant").collect();
        if items.len() <= 1 {
            break;
        }
        let chunk = items.len().div_ceil(parts.min(items.len()));
        let mut accepted = false;
        for part in items.chunks(chunk).rev() {
            let keep: BTreeSet<usize> = best.kept.iter().copied().filter(|i| !part.contains(i)).collect();
            let outputs = match &fixed {
                Some(o) => o.clone(),
                None => sinks(&main, &keep),
            };
            if outputs.is_empty() {
                continue;
            }
            let keep = live(&main, &keep, &outputs);
            if keep.iter().all(|&i| main.statements[i].short_op() == "constant") {
                continue;
            }
            if let Some(c) = search.try_cut(&keep, &outputs)? {
                best = c;
                path.push(search.step(&format!("drop {} ops", part.len()), &best));
                accepted = true;
                break;
            }
            if search.exhausted {
                break;
            }
        }
        if accepted {
            parts = (parts - 1).max(2);
        } else if chunk == 1 {
            break;
        } else {
            parts = (parts * 2).min(items.len());
        }
    }

    // The result's evidence is its accepted cut's second run (its definition kept in work/best).
    let last = search.best_seen.take();
    let (inputs, expected) = search.values(&best);
    let expected = expected.filter(|_| predicate.needs_reference());
    Ok(Reduction {
        id,
        predicate,
        reduced: last.is_some(),
        evidence: Evidence { original: evidence_original.clone(), reduced: last.as_ref().map(evidence).unwrap_or(evidence_original) },
        ops_before: main.statements.len(),
        ops_after: best.ops(),
        ops: best.kept.iter().map(|&i| main.statements[i].op.clone()).collect(),
        path,
        candidates: search.candidates,
        flaky: search.flaky,
        unrunnable: search.unrunnable,
        reference: reference_note,
        budget_exhausted: search.exhausted,
        seconds: started.elapsed().as_secs_f64(),
        program: best.text.clone(),
        inputs: inputs.into_iter().cloned().collect(),
        expected: expected.map(|e| e.into_iter().cloned().collect()),
        replay: String::new(),
        spec: options.settings.spec.clone(),
        dir: last.as_ref().map(|s| s.dir.clone()).unwrap_or_default(),
        store: last.map(|s| s.store).unwrap_or_default(),
    })
}

/// A training step's state and the outputs every cut of it returns.
struct TrainingStep {
    /// (argument, the returned value that feeds it at the next step).
    donated: Vec<(usize, String)>,
    /// The values feeding its state and its loss, in the order it returns them.
    outputs: Vec<String>,
}

/// The training step `definition` is, read as a run reads it (its
/// donation, its manifest's `[training]` section or names); `None` for a
/// program run once.
fn training_step(definition: &Definition, main: &MainFunction) -> Result<Option<TrainingStep>, String> {
    let kind = crate::execution::ProgramKind::of(&definition.program)?;
    if !kind.is_training_step() {
        return Ok(None);
    }
    let step = crate::train::StepProgram::of(&definition.program, &definition.manifest).map_err(|e| e.to_string())?;
    let value = |o: usize| main.returned.get(o).cloned().ok_or_else(|| format!("the training step's output #{o} is not returned by @main"));
    let donated = step.pairs().into_iter().map(|(a, o)| Ok((a, value(o)?))).collect::<Result<Vec<_>, String>>()?;
    let mut positions: Vec<usize> = step.pairs().into_iter().map(|(_, o)| o).chain([step.loss]).collect();
    positions.sort_unstable();
    positions.dedup();
    let outputs = positions.into_iter().map(value).collect::<Result<_, _>>()?;
    Ok(Some(TrainingStep { donated, outputs }))
}

/// What a definition that does not fail showed: its run alone (no baseline
/// judged it), and against the reference run where there was one. Never a
/// bare status: "pass" of a definition whose run reported `fail-parity`
/// against a stored baseline would read as a contradiction. `unjudged`
/// says why the values were not judged, where they were not.
fn not_failing(alone: &results::ResultRow, judged: Option<&results::ResultRow>, unjudged: &str) -> String {
    let ran = match alone.status {
        results::Status::Pass => "it runs on this target without a crash, an error or non-finite outputs".to_string(),
        status => format!("its run on this target ends {status}, not a failure reduce can keep"),
    };
    let values = match judged {
        Some(r) if r.status == results::Status::Pass => {
            ", and its outputs match the reference run (the program as written on the CPU plugin) within tolerance; \
             a fail-parity against a stored baseline lies between the program and what that baseline was recorded from, \
             not on this target"
                .to_string()
        }
        Some(r) => format!(", and against the reference run it is {}", r.status),
        None => format!(" (its values were not judged: {unjudged})"),
    };
    format!("does not fail on this target: {ran}{values}: nothing to reduce")
}

/// A row as evidence: its status, stage and the first line of its error.
fn evidence(seen: &Seen) -> String {
    let row = &seen.row;
    let error = row.error.as_deref().and_then(|e| e.lines().next()).unwrap_or("");
    let ran = match predicate::how_it_ran(row) {
        r if r.is_empty() => r,
        r => format!(" ({r})"),
    };
    format!("{} at {}{ran}: {error}", row.status, row.stage.as_str()).trim_end_matches(": ").to_string()
}

impl Search<'_> {
    fn write(&self, keep: &BTreeSet<usize>, outputs: &[String]) -> Result<Cut, ReduceError> {
        cut(self.text, self.main, keep, outputs, &self.donated).map_err(|source| ReduceError::Cut { id: self.id.clone(), source })
    }

    fn step(&self, pass: &str, c: &Cut) -> Step {
        Step {
            pass: pass.to_string(),
            ops: c.ops(),
            outputs: c.outputs.len(),
            arguments: c.arguments.len(),
            seconds: self.started.elapsed().as_secs_f64(),
        }
    }

    /// Fills, with zeros, the dropped values the reference run does not hold (none ran, or a dynamic shape).
    fn prepare(&mut self, c: &Cut) -> Result<(), program::reduce::CutError> {
        for (source, ty) in &c.arguments {
            if let Source::Value(v) = source {
                if !self.reference.contains_key(v) && !self.zeros.contains_key(v) {
                    let untyped = || program::reduce::CutError::Untyped(v.clone());
                    let t = runtime::TensorType::parse(ty).map_err(|_| untyped())?;
                    let z = HostTensor::zeros(t.dtype, &t.shape).map_err(|_| untyped())?;
                    self.zeros.insert(v.clone(), z);
                }
            }
        }
        Ok(())
    }

    /// The values of a cut's arguments (after [`Search::prepare`]), and its
    /// outputs' reference values where the reference holds every one.
    #[allow(clippy::type_complexity)]
    fn values(&self, c: &Cut) -> (Vec<&HostTensor>, Option<Vec<&HostTensor>>) {
        let inputs = c
            .arguments
            .iter()
            .filter_map(|(s, _)| match s {
                Source::Argument(i) => self.inputs.get(*i),
                Source::Value(v) => self.reference.get(v).or_else(|| self.zeros.get(v)),
            })
            .collect();
        let expected = c.outputs.iter().map(|(o, _)| self.reference.get(o)).collect::<Option<Vec<_>>>();
        (inputs, expected)
    }

    fn run(&mut self, c: &Cut, judged: bool) -> Result<Seen, ReduceError> {
        self.prepare(c).map_err(|source| ReduceError::Cut { id: self.id.clone(), source })?;
        let (inputs, expected) = self.values(c);
        self.run_values(c, &inputs, expected.as_deref(), judged)
    }

    fn run_values(&self, c: &Cut, inputs: &[&HostTensor], expected: Option<&[&HostTensor]>, judged: bool) -> Result<Seen, ReduceError> {
        let candidate = Candidate {
            program: &c.text,
            inputs: inputs.to_vec(),
            expected: expected.filter(|_| judged).map(<[_]>::to_vec),
            feed: c.feed.clone(),
        };
        let work = self.options.work.join(CANDIDATE);
        let _ = std::fs::remove_dir_all(&work);
        predicate::trial(&candidate, &format!("{}.reduced", self.id), &work, &self.options.settings, Some(self.options.deadline))
            .map_err(|source| ReduceError::Trial { id: self.id.clone(), source })
    }

    /// Keeps the candidate just run (its definition and store) as the best, in `work/best`.
    fn keep(&mut self, seen: Seen) {
        let (from, to) = (self.options.work.join(CANDIDATE), self.options.work.join(BEST));
        // Paths compared as the file system resolves them (import may hand back a canonical path).
        let real = |p: &Path| std::fs::canonicalize(p).unwrap_or_else(|_| p.to_path_buf());
        let (from_real, dir, store) = (real(&from), real(&seen.dir), real(&seen.store));
        let _ = std::fs::remove_dir_all(&to);
        if std::fs::rename(&from, &to).is_err() {
            return;
        }
        let moved = |p: &Path| p.strip_prefix(&from_real).map(|rel| to.join(rel)).unwrap_or_else(|_| p.to_path_buf());
        self.best_seen = Some(Seen { dir: moved(&dir), store: moved(&store), row: seen.row });
    }

    /// Runs the cut; accepted (returned) when it fails as the original did, twice.
    fn try_cut(&mut self, keep: &BTreeSet<usize>, outputs: &[String]) -> Result<Option<Cut>, ReduceError> {
        if self.options.out_of_time() {
            self.exhausted = true;
            return Ok(None);
        }
        let c = self.write(keep, outputs)?;
        // A non-finite value must be made inside the cut, not fed to it.
        if self.predicate == Failure::NonFinite
            && c.arguments
                .iter()
                .any(|(s, _)| matches!(s, Source::Value(v) if self.reference.get(v).is_some_and(|t| t.non_finite_count() > 0)))
        {
            return Ok(None);
        }
        let judged = self.predicate.needs_reference();
        self.candidates += 1;
        let (predicate, names): (Failure, Vec<String>) = (self.predicate.clone(), c.outputs.iter().map(|o| o.0.clone()).collect());
        let holds = |seen: &Seen| Failure::of(&seen.row, &names).as_ref() == Some(&predicate);
        let first = match self.run(&c, judged) {
            Ok(seen) => seen,
            Err(ReduceError::Trial { source: TrialError::OutOfTime, .. }) => {
                self.exhausted = true;
                return Ok(None);
            }
            // A candidate that cannot be written as a definition, or that `run` refuses, does not hold.
            Err(ReduceError::Trial { .. } | ReduceError::Cut { .. }) => {
                self.unrunnable += 1;
                return Ok(None);
            }
            Err(e) => return Err(e),
        };
        if !holds(&first) {
            return Ok(None);
        }
        let second = match self.run(&c, judged) {
            Ok(seen) => seen,
            Err(ReduceError::Trial { source: TrialError::OutOfTime, .. }) => {
                self.exhausted = true;
                return Ok(None);
            }
            Err(e) => return Err(e),
        };
        if !holds(&second) {
            self.flaky += 1;
            return Ok(None);
        }
        self.keep(second);
        Ok(Some(c))
    }
}

/// Writes the reduction into `out`: the definition folder of the final cut
/// (`model.mlir`, `model.toml`, `inputs.safetensors`), for a parity failure
/// the store holding its output's reference value (`store/`), and `reduce.json`.
pub fn write(r: &Reduction, out: &Path) -> Result<(), Unwritten> {
    let io = |path: &Path| {
        let path = path.to_path_buf();
        move |source| Unwritten::Io { path, source }
    };
    let program = r.dir.join(suites::byo::PROGRAM);
    if !program.is_file() {
        return Err(Unwritten::Io { path: program, source: std::io::ErrorKind::NotFound.into() });
    }
    std::fs::create_dir_all(out).map_err(io(out))?;
    for file in [suites::byo::PROGRAM, suites::byo::MANIFEST, suites::byo::INPUTS, suites::byo::WEIGHTS] {
        let from = r.dir.join(file);
        if from.is_file() {
            std::fs::copy(&from, out.join(file)).map_err(io(&out.join(file)))?;
        }
    }
    if r.expected.is_some() {
        copy_tree(&r.store, &out.join(STORE))?;
    }
    let json = serde_json::to_vec_pretty(r).map_err(Unwritten::Encode)?;
    let path = out.join(REPORT);
    runtime::tensors_file::write_atomic(&path, &json)?;
    Ok(())
}

pub const REPORT: &str = "reduce.json";
/// The scratch folders (under [`Options::work`]) of the candidate being run and of the best one kept.
const CANDIDATE: &str = "candidate";
const BEST: &str = "best";
/// The baseline store of a parity failure's result: the reference values of its output.
pub const STORE: &str = "store";

/// Copies the folder `from` into `to`, files and folders.
fn copy_tree(from: &Path, to: &Path) -> Result<(), Unwritten> {
    let io = |path: &Path| {
        let path = path.to_path_buf();
        move |source| Unwritten::Io { path, source }
    };
    std::fs::create_dir_all(to).map_err(io(to))?;
    for e in std::fs::read_dir(from).map_err(io(from))? {
        let e = e.map_err(io(from))?;
        let (src, dst) = (e.path(), to.join(e.file_name()));
        if src.is_dir() {
            copy_tree(&src, &dst)?;
        } else {
            std::fs::copy(&src, &dst).map_err(io(&dst))?;
        }
    }
    Ok(())
}

#[derive(Debug, thiserror::Error)]
pub enum Unwritten {
    #[error("{}: {source}", path.display())]
    Io { path: PathBuf, source: std::io::Error },
    #[error("{0}")]
    Tensors(#[from] runtime::DataError),
    #[error("{0}")]
    Encode(serde_json::Error),
}
