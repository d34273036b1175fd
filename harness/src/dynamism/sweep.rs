//! The sweep of one definition: build its bounded program, compile it once,
//! run it at every length of the policy with inputs whose leading block is
//! the static program's inputs at that length (same seed; the bound's own
//! fill as padding after), and compare each length's outputs with the
//! static program's outputs at exactly that length: recorded in a baseline
//! store, or (`--self`) computed on the same device in the same run.
//!
//! Each length is judged exactly as any other definition is: the bounded
//! outputs are cut to the static program's shapes (their leading block),
//! then `baselines`' judge compares them under the tolerance policy
//! (`baselines/tolerances.toml` by family and definition, the manifest's
//! override, the rule), and the harness's `verdict` module names the status.
//!
//! The recompile detector is [`Compiles`]: every program a sweep asks to run
//! goes through it, and it compiles only when the program differs from the
//! one it holds (see `verdict::recompile`).

use super::compare::leading_block;
use super::lengths::LengthPolicy;
use crate::compilation::{Compilation, Compiler};
use crate::execution::Execution;
use crate::pipeline::eager::OpCache;
use crate::pipeline::execute;
use crate::pipeline::plan::Plan;
use crate::pipeline::target::{compile_on, Built, Compiled, Refused};
use crate::verdict;
use results::time::{ms_since as ms, now_s};
use results::Mode;
use results::{OutputRecord, ResultRow, Stage, Status};
use runtime::HostTensor;
use std::time::Instant;
use suites::dynamism::bounded_inputs;
use suites::dynamism::decode::{decode, Decode};
use suites::dynamism::prefill::{prefill, Prefill};
use suites::GenerateError;
use suites::{Definition, Spec};

/// Which bounded program a sweep runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Program {
    /// Prompt processing: input ids padded to the bound.
    #[default]
    Prefill,
    /// One new token against a KV cache padded to the bound.
    Decode,
    /// The prefill program with a planted length bug (padding leaks into
    /// the sequence reduction): what a sweep must catch.
    Leaky,
}

/// A name that is no sweep [`Program`].
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("unknown program `{0}` (prefill, decode, leaky)")]
pub struct UnknownProgram(pub String);

impl std::str::FromStr for Program {
    type Err = UnknownProgram;
    fn from_str(s: &str) -> Result<Program, UnknownProgram> {
        match s {
            "prefill" => Ok(Program::Prefill),
            "decode" => Ok(Program::Decode),
            "leaky" => Ok(Program::Leaky),
            _ => Err(UnknownProgram(s.to_string())),
        }
    }
}

/// Where the expected outputs at each length come from.
#[derive(Debug, Clone, PartialEq)]
pub enum Baseline {
    /// Compile and run the static program on this device, in this run.
    SelfDevice,
    /// `<store>/<suite>/<static id>.safetensors`, recorded on the reference device.
    Store(baselines::Store),
}

#[derive(Debug, Clone)]
pub struct SweepOptions {
    pub lengths: LengthPolicy,
    pub program: Program,
    pub baseline: Baseline,
    /// The tolerance policy every length is judged by.
    pub policy: baselines::Policy,
    /// Numerics and compile profiles, for the bounded and the static programs alike.
    pub compilation: Compilation,
    /// Compile without the compile cache.
    pub no_cache: bool,
    /// How the bounded program runs: whole, or op by op (`--mode`).
    pub mode: Mode,
}

impl Default for SweepOptions {
    fn default() -> SweepOptions {
        SweepOptions {
            lengths: LengthPolicy::Default,
            program: Program::Prefill,
            baseline: Baseline::SelfDevice,
            policy: baselines::Policy::default(),
            compilation: Compilation::default(),
            no_cache: false,
            mode: Mode::Compiled,
        }
    }
}

/// Counts compilations and keeps the last program built: the recompile
/// detector. Every program goes through the pipeline's compile stage
/// (`crate::pipeline::target::compile_on`: numerics rewrite, compile
/// profile, compile cache; whole or op by op as the mode says); a program
/// served from the cache still counts, since the count is of distinct
/// programs asked for.
pub struct Compiles<'c> {
    compiler: &'c Compiler,
    plan: Plan,
    no_cache: bool,
    ops: OpCache,
    held: Option<(Vec<u8>, Compiled)>,
    pub count: u32,
}

impl<'c> Compiles<'c> {
    /// One device, run once, as `mode` says.
    pub fn new(compiler: &'c Compiler, compilation: Compilation, mode: Mode, no_cache: bool) -> Compiles<'c> {
        let plan = Plan { execution: Execution { devices: 1, steps: None }, compilation, mode, reference: None };
        Compiles { compiler, plan, no_cache, ops: OpCache::default(), held: None, count: 0 }
    }

    /// Makes `program` (as written: the service applies the numerics
    /// rewrite) the one held, compiling only when it is not already.
    /// Returns the compile when this call made one.
    pub fn ensure(&mut self, program: &[u8]) -> Result<Option<&Compiled>, Refused> {
        if matches!(&self.held, Some((p, _)) if p.as_slice() == program) {
            return Ok(None);
        }
        let compiled = compile_on(self.compiler, &mut self.ops, &self.plan, program, self.no_cache)?;
        self.count += 1;
        self.held = Some((program.to_vec(), compiled));
        Ok(self.held.as_ref().map(|(_, c)| c))
    }

    /// The program held, as built.
    pub fn built(&self) -> Option<&Built> {
        self.held.as_ref().map(|(_, c)| &c.built)
    }
}

/// One length's program and inputs, and what its outputs are judged against.
pub struct Case {
    /// As written: the compile service applies the numerics profile.
    pub program: Vec<u8>,
    pub inputs: Vec<HostTensor>,
    /// The static program at this length: its id, family, output shapes and
    /// tolerance override are what the outputs are judged by.
    pub static_def: Definition,
    pub expected: Expected,
    /// Milliseconds spent getting the expected outputs (with `--self`:
    /// compiling and running the static program); reported in `compare_ms`.
    pub expected_ms: f64,
}

/// Where a length's expected outputs are.
pub enum Expected {
    /// Computed in this run (`--self`).
    Outputs(Vec<HostTensor>),
    /// `<store>/<tier>/<static id>.safetensors`, checked against this
    /// definition hash the way every baseline is (missing, corrupt, stale).
    Store { store: baselines::Store, tier: String, hash: String },
    /// They could not be had (the static program does not compile or run).
    Failed(Status, String),
}

/// What every row of a sweep shares.
#[derive(Debug, Clone)]
pub struct RowMeta {
    pub id: String,
    pub family: String,
    pub tier: String,
    pub bound: i64,
    pub compilation: Compilation,
    /// Whole, or op by op (`--mode`).
    pub mode: Mode,
}

fn row(meta: &RowMeta, length: i64) -> ResultRow {
    ResultRow {
        length: Some(length),
        bound: Some(meta.bound),
        profiles: meta.compilation.profiles(),
        mode: meta.mode,
        ..ResultRow::started(&meta.id, &meta.family, &meta.tier, 1)
    }
}

fn failed(r: &mut ResultRow, status: Status, error: String) {
    r.status = status;
    r.error = Some(error);
    r.finished_at = now_s();
}

/// Runs `case(L)` for every length through one [`Compiles`]; one row per
/// length (a case that cannot be made is a failed row saying why).
pub fn run_cases<E: std::fmt::Display>(
    compiler: &Compiler,
    meta: &RowMeta,
    lengths: &[i64],
    policy: &baselines::Policy,
    no_cache: bool,
    case: &mut dyn FnMut(i64) -> Result<Case, E>,
) -> Vec<ResultRow> {
    let mut compiles = Compiles::new(compiler, meta.compilation, meta.mode, no_cache);
    let mut rows = Vec::with_capacity(lengths.len());
    for &l in lengths {
        let mut r = row(meta, l);
        let t_load = Instant::now();
        let c = match case(l) {
            Ok(c) => c,
            Err(e) => {
                failed(&mut r, verdict::failed_at(Stage::Load), e.to_string());
                rows.push(r);
                continue;
            }
        };
        r.timings.load_ms = (ms(t_load) - c.expected_ms).max(0.0);
        r.timings.compare_ms = c.expected_ms;
        r.stage = Stage::Compile;
        match compiles.ensure(&c.program) {
            Ok(Some(compiled)) => {
                r.timings.compile_ms = compiled.compile_ms;
                r.cached = compiled.cached;
            }
            Ok(None) => {}
            Err(e) => {
                failed(&mut r, e.status().0, e.message(meta.mode));
                rows.push(r);
                continue;
            }
        }
        if let Some(Built::Ops(p)) = compiles.built() {
            r.eager = Some(p.record.clone());
        }
        r.stage = Stage::Execute;
        let t_exec = Instant::now();
        let outputs = match compiles.built() {
            Some(built) => execute::once(compiler, built, &c.inputs),
            None => Err((verdict::failed_at(Stage::Execute), "no program held after compiling".into())),
        };
        r.timings.execute_ms = ms(t_exec);
        let outputs = match outputs {
            Ok(o) => o,
            Err((status, message)) => {
                failed(&mut r, status, message);
                rows.push(r);
                continue;
            }
        };
        r.stage = Stage::Compare;
        let t_cmp = Instant::now();
        judge_length(&mut r, &c, &outputs, policy);
        r.timings.compare_ms += ms(t_cmp);
        if verdict::length_passed(r.status) {
            r.stage = Stage::Done;
        }
        r.finished_at = now_s();
        rows.push(r);
    }
    for r in &mut rows {
        r.compiles = Some(compiles.count);
        if let Some((status, message)) = verdict::swept_length(r.status, compiles.count, meta.bound) {
            r.status = status;
            r.error = Some(message);
        }
    }
    rows
}

/// Cuts the bounded outputs to the static program's output shapes and
/// judges them like any definition's outputs.
fn judge_length(r: &mut ResultRow, c: &Case, outputs: &[HostTensor], policy: &baselines::Policy) {
    let specs = &c.static_def.manifest.outputs;
    let mut cut = Vec::with_capacity(outputs.len());
    for (i, t) in outputs.iter().enumerate() {
        let piece = match specs.get(i) {
            Some(spec) => leading_block(t, &spec.shape),
            None => Ok(t.clone()),
        };
        match piece {
            Ok(p) => cut.push(p),
            Err(e) => return failed(r, verdict::cut_failed(), format!("length {}: output {i}: {e}", r.length.unwrap_or(0))),
        }
    }
    let judgement = match &c.expected {
        Expected::Failed(status, message) => return failed(r, *status, message.clone()),
        Expected::Outputs(expected) => {
            let req = baselines::Request { tolerance_id: Some(&r.id), ..baselines::Request::for_definition("", &c.static_def, "", &cut) };
            baselines::judge_outputs(expected, None, policy, &req)
        }
        Expected::Store { store, tier, hash } => {
            let req =
                baselines::Request { tolerance_id: Some(&r.id), ..baselines::Request::for_definition(tier, &c.static_def, hash, &cut) };
            baselines::judge(store, policy, &req)
        }
    };
    r.outputs = cut
        .iter()
        .enumerate()
        .map(|(i, t)| OutputRecord {
            name: specs.get(i).map(|s| s.name.clone()).unwrap_or_else(|| format!("out{i}")),
            dtype: t.dtype.name().to_string(),
            shape: t.shape.clone(),
            non_finite: t.non_finite_count() as u64,
            metrics: judgement.per_output.get(i).cloned(),
        })
        .collect();
    if let Some(status) = verdict::parity(&judgement) {
        let l = r.length.unwrap_or(0);
        failed(r, status, format!("length {l}: {}", judgement.message));
    }
}

/// Builds the static and bounded programs of `which` at length `l`.
pub(crate) fn static_program(spec: &Spec, which: Program, l: i64) -> Result<Definition, GenerateError> {
    match which {
        Program::Prefill | Program::Leaky => prefill(spec, Prefill::Static(l)),
        Program::Decode => decode(spec, Decode::Static(l)),
    }
}

fn bounded_program(spec: &Spec, which: Program) -> Result<Definition, GenerateError> {
    match which {
        Program::Prefill => prefill(spec, Prefill::Bounded),
        Program::Leaky => prefill(spec, Prefill::Leaky),
        Program::Decode => decode(spec, Decode::Bounded),
    }
}

/// What the outputs of `static_def` at its length are judged against.
fn expected(compiler: &Compiler, tier: &str, static_def: &Definition, inputs: &[HostTensor], opts: &SweepOptions) -> Expected {
    match &opts.baseline {
        Baseline::SelfDevice => {
            let run = compiler
                .compile(&opts.compilation, &static_def.program, opts.no_cache)
                .map_err(|e| (e.status(), format!("the static program {} does not compile: {e}", static_def.id())))
                .and_then(|c| {
                    c.exe.run(inputs).map_err(|e| {
                        (verdict::runtime_error(&e, Stage::Execute), format!("the static program {} does not run: {e}", static_def.id()))
                    })
                });
            match run {
                Ok(outputs) => Expected::Outputs(outputs),
                Err((status, message)) => Expected::Failed(status, message),
            }
        }
        Baseline::Store(store) => Expected::Store { store: store.clone(), tier: tier.to_string(), hash: static_def.hash(inputs) },
    }
}

/// A row for a definition that could not be swept at all (no length).
pub fn error_row(spec: &Spec, tier: &str, error: String) -> ResultRow {
    let meta = RowMeta {
        id: spec.id.clone(),
        family: spec.family.clone(),
        tier: tier.to_string(),
        bound: spec.bound.unwrap_or(0),
        compilation: Compilation::default(),
        mode: Mode::Compiled,
    };
    let mut r = row(&meta, 0);
    r.length = None;
    r.stage = Stage::Sweep;
    failed(&mut r, verdict::failed_at(Stage::Load), error);
    r
}

/// Sweeps one catalog spec; the worker's entry point. Rows carry the
/// catalog id (so the runner's plan, resume and summary find it) and the
/// tier, suffixed `-decode` or `-leaky` for those programs so their rows
/// stay apart from the prefill sweep's in reports.
pub fn sweep_spec(compiler: &Compiler, tier: &str, spec: &Spec, opts: &SweepOptions) -> Vec<ResultRow> {
    let bound = spec.bound.unwrap_or(0);
    let suffix = match opts.program {
        Program::Decode => "-decode",
        Program::Leaky => "-leaky",
        Program::Prefill => "",
    };
    let meta = RowMeta {
        id: spec.id.clone(),
        family: spec.family.clone(),
        tier: format!("{tier}{suffix}"),
        bound,
        compilation: opts.compilation,
        mode: opts.mode,
    };
    // Decode sweeps cache lengths: the new token needs one free slot.
    let hi = if opts.program == Program::Decode { bound - 1 } else { bound };
    let lengths = opts.lengths.lengths(1, hi);
    let bounded = match bounded_program(spec, opts.program) {
        Ok(b) => b,
        Err(e) => return vec![error_row(spec, tier, format!("cannot build the bounded program: {e}"))],
    };
    let mut case = |l: i64| -> Result<Case, GenerateError> {
        let s = static_program(spec, opts.program, l)?;
        let s_inputs = s.inputs()?;
        let inputs = bounded_inputs(&bounded, &s, &s_inputs, l)?;
        let t = Instant::now();
        let expected = expected(compiler, tier, &s, &s_inputs, opts);
        Ok(Case { program: bounded.program.clone(), inputs, static_def: s, expected, expected_ms: ms(t) })
    };
    run_cases(compiler, &meta, &lengths, &opts.policy, opts.no_cache, &mut case)
}
