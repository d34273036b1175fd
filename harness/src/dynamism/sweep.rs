//! The sweep of one definition: build its bounded program, compile it once,
//! run it at every length of the policy with inputs whose leading block is
//! the static program's inputs at that length (same seed; the bound's own
//! fill as padding after), and compare each length's outputs with the
//! static program's outputs at exactly that length: recorded in a baseline
//! store, or (`--self`) computed on the same device in the same run.
//!
//! The recompile detector is [`Compiles`]: every program a sweep asks to run
//! goes through it, and it compiles only when the program differs from the
//! one it holds. Bounded dynamism exists to avoid recompiling, so a sweep
//! that compiled more than once for its one bound fails every length with
//! `fail-recompile`, whatever the numbers say.

use super::compare::compare_outputs;
use super::lengths::LengthPolicy;
use reports::{ResultRow, Status};
use runtime::{Client, CompileOptions, Executable, HostTensor, RuntimeError};
use std::time::{Instant, SystemTime, UNIX_EPOCH};
use suites::dynamism::decode::{decode, Decode};
use suites::dynamism::prefill::{prefill, Prefill};
use suites::dynamism::bounded_inputs;
use suites::{Definition, OutputSpec, Spec, ToleranceOverride};

/// Which bounded program a sweep runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
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

impl std::str::FromStr for Program {
    type Err = String;
    fn from_str(s: &str) -> Result<Program, String> {
        match s {
            "prefill" => Ok(Program::Prefill),
            "decode" => Ok(Program::Decode),
            "leaky" => Ok(Program::Leaky),
            _ => Err(format!("unknown program `{s}` (prefill, decode, leaky)")),
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

#[derive(Debug, Clone, PartialEq)]
pub struct SweepOptions {
    pub lengths: LengthPolicy,
    pub program: Program,
    pub baseline: Baseline,
}

impl Default for SweepOptions {
    fn default() -> SweepOptions {
        SweepOptions { lengths: LengthPolicy::Default, program: Program::Prefill, baseline: Baseline::SelfDevice }
    }
}

/// Counts compilations and keeps the last executable: the recompile detector.
#[derive(Default)]
pub struct Compiles {
    held: Option<(Vec<u8>, Executable)>,
    pub count: u32,
}

impl Compiles {
    /// Makes `program` the one held, compiling only when it is not already.
    /// Returns whether this call compiled.
    pub fn ensure(&mut self, client: &Client, program: &[u8]) -> Result<bool, RuntimeError> {
        if matches!(&self.held, Some((p, _)) if p.as_slice() == program) {
            return Ok(false);
        }
        let exe = client.compile(program, &CompileOptions::default())?;
        self.count += 1;
        self.held = Some((program.to_vec(), exe));
        Ok(true)
    }

    pub fn executable(&self) -> Option<&Executable> {
        self.held.as_ref().map(|(_, e)| e)
    }
}

/// One length's program, inputs and expected outputs.
pub struct Case {
    pub program: Vec<u8>,
    pub inputs: Vec<HostTensor>,
    /// The static outputs at this length, or why there are none (missing or stale baseline).
    pub expected: Result<Vec<HostTensor>, (Status, String)>,
    /// Milliseconds spent getting `expected` (with `--self`: compiling and
    /// running the static program); reported in the row's `compare_ms`.
    pub expected_ms: f64,
    pub outputs: Vec<OutputSpec>,
    pub tolerance: Option<ToleranceOverride>,
}

/// What every row of a sweep shares.
#[derive(Debug, Clone)]
pub struct RowMeta {
    pub id: String,
    pub family: String,
    pub tier: String,
    pub bound: i64,
}

fn now_s() -> f64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_secs_f64()).unwrap_or(0.0)
}

fn ms(t: Instant) -> f64 {
    t.elapsed().as_secs_f64() * 1e3
}

fn row(meta: &RowMeta, length: i64) -> ResultRow {
    ResultRow { length: Some(length), bound: Some(meta.bound), ..ResultRow::started(&meta.id, &meta.family, &meta.tier, 1) }
}

fn run_status(e: &RuntimeError, compile: bool) -> Status {
    let text = e.to_string().to_ascii_lowercase();
    if e.pjrt_code() == Some("RESOURCE_EXHAUSTED") || text.contains("out of memory") {
        Status::Oom
    } else if compile {
        Status::FailCompile
    } else {
        Status::FailRun
    }
}

/// Runs `case(L)` for every length through one [`Compiles`]; one row per length.
pub fn run_cases(
    client: &Client,
    meta: &RowMeta,
    lengths: &[i64],
    case: &mut dyn FnMut(i64) -> Result<Case, String>,
) -> Vec<ResultRow> {
    let mut compiles = Compiles::default();
    let mut rows = Vec::with_capacity(lengths.len());
    for &l in lengths {
        let mut r = row(meta, l);
        let t_load = Instant::now();
        let c = match case(l) {
            Ok(c) => c,
            Err(e) => {
                r.status = Status::FailRun;
                r.error = Some(e);
                r.finished_at = now_s();
                rows.push(r);
                continue;
            }
        };
        r.timings.load_ms = (ms(t_load) - c.expected_ms).max(0.0);
        r.timings.compare_ms = c.expected_ms;
        r.stage = "compile".into();
        let t_compile = Instant::now();
        let compiled = match compiles.ensure(client, &c.program) {
            Ok(x) => x,
            Err(e) => {
                r.status = run_status(&e, true);
                r.error = Some(e.to_string());
                r.finished_at = now_s();
                rows.push(r);
                continue;
            }
        };
        if compiled {
            r.timings.compile_ms = ms(t_compile);
        }
        r.stage = "execute".into();
        let t_exec = Instant::now();
        let outputs = match compiles.executable() {
            Some(exe) => exe.run(&c.inputs),
            None => Err(RuntimeError::Program { message: "no executable held after compiling".into() }),
        };
        r.timings.execute_ms = ms(t_exec);
        let outputs = match outputs {
            Ok(o) => o,
            Err(e) => {
                r.status = run_status(&e, false);
                r.error = Some(e.to_string());
                r.finished_at = now_s();
                rows.push(r);
                continue;
            }
        };
        r.stage = "compare".into();
        match &c.expected {
            Err((status, msg)) => {
                r.status = *status;
                r.error = Some(msg.clone());
            }
            Ok(expected) => {
                let t_cmp = Instant::now();
                let (pass, records) = compare_outputs(&outputs, expected, &c.outputs, c.tolerance.as_ref());
                r.timings.compare_ms += ms(t_cmp);
                r.outputs = records;
                if pass {
                    r.stage = "done".into();
                } else {
                    r.status = Status::FailParity;
                    let bad: Vec<&str> = r
                        .outputs
                        .iter()
                        .filter(|o| o.metrics.as_ref().is_some_and(|m| !m.passed))
                        .map(|o| o.name.as_str())
                        .collect();
                    r.error = Some(format!("length {l}: {} differ from the static program at this length", bad.join(", ")));
                }
            }
        }
        r.finished_at = now_s();
        rows.push(r);
    }
    for r in &mut rows {
        r.compiles = Some(compiles.count);
        if compiles.count > 1 && r.status == Status::Pass {
            r.status = Status::FailRecompile;
            r.error = Some(format!(
                "the bounded program was compiled {} times for one bound ({}): its shape depends on the length",
                compiles.count, meta.bound
            ));
        }
    }
    rows
}

/// Builds the static and bounded programs of `which` at length `l`.
pub(crate) fn static_program(spec: &Spec, which: Program, l: i64) -> Result<Definition, String> {
    match which {
        Program::Prefill | Program::Leaky => prefill(spec, Prefill::Static(l)),
        Program::Decode => decode(spec, Decode::Static(l)),
    }
}

fn bounded_program(spec: &Spec, which: Program) -> Result<Definition, String> {
    match which {
        Program::Prefill => prefill(spec, Prefill::Bounded),
        Program::Leaky => prefill(spec, Prefill::Leaky),
        Program::Decode => decode(spec, Decode::Bounded),
    }
}

/// The expected outputs of `static_def` at its length.
fn expected(
    client: &Client,
    tier: &str,
    static_def: &Definition,
    inputs: &[HostTensor],
    baseline: &Baseline,
) -> Result<Vec<HostTensor>, (Status, String)> {
    match baseline {
        Baseline::SelfDevice => {
            let exe = client
                .compile(&static_def.program, &CompileOptions::default())
                .map_err(|e| (Status::FailCompile, format!("the static program {} does not compile: {e}", static_def.id())))?;
            exe.run(inputs).map_err(|e| (Status::FailRun, format!("the static program {} does not run: {e}", static_def.id())))
        }
        Baseline::Store(store) => {
            let b = store.load(tier, static_def.id()).map_err(|e| match e {
                baselines::LoadError::Missing { .. } => {
                    (Status::MissingBaseline, format!("{e} (pass --self to compute the static outputs on this device)"))
                }
                baselines::LoadError::Corrupt { .. } => (Status::StaleBaseline, e.to_string()),
            })?;
            let hash = static_def.hash(inputs);
            if b.provenance.definition_hash != hash {
                return Err((
                    Status::StaleBaseline,
                    format!("baseline of {} was recorded for definition hash {}, the definition now hashes to {hash}", static_def.id(), b.provenance.definition_hash),
                ));
            }
            Ok(b.outputs)
        }
    }
}

/// A row for a definition that could not be swept at all (no length).
pub fn error_row(spec: &Spec, tier: &str, error: String) -> ResultRow {
    let meta = RowMeta { id: spec.id.clone(), family: spec.family.clone(), tier: tier.to_string(), bound: spec.bound.unwrap_or(0) };
    let mut r = row(&meta, 0);
    r.length = None;
    r.status = Status::FailRun;
    r.error = Some(error);
    r.finished_at = now_s();
    r
}

/// Sweeps one catalog spec; the worker's entry point. Rows carry the
/// catalog id (so the runner's plan, resume and summary find it) and the
/// tier, suffixed `-decode` or `-leaky` for those programs so their rows
/// stay apart from the prefill sweep's in reports.
pub fn sweep_spec(client: &Client, tier: &str, spec: &Spec, opts: &SweepOptions) -> Vec<ResultRow> {
    let bound = spec.bound.unwrap_or(0);
    let suffix = match opts.program {
        Program::Decode => "-decode",
        Program::Leaky => "-leaky",
        Program::Prefill => "",
    };
    let meta = RowMeta { id: spec.id.clone(), family: spec.family.clone(), tier: format!("{tier}{suffix}"), bound };
    // Decode sweeps cache lengths: the new token needs one free slot.
    let hi = if opts.program == Program::Decode { bound - 1 } else { bound };
    let lengths = opts.lengths.lengths(1, hi);
    let bounded = match bounded_program(spec, opts.program) {
        Ok(b) => b,
        Err(e) => return vec![error_row(spec, tier, format!("cannot build the bounded program: {e}"))],
    };
    let mut case = |l: i64| -> Result<Case, String> {
        let s = static_program(spec, opts.program, l)?;
        let s_inputs = s.inputs()?;
        let inputs = bounded_inputs(&bounded, &s, &s_inputs, l)?;
        let t = Instant::now();
        let expected = expected(client, tier, &s, &s_inputs, &opts.baseline);
        let expected_ms = ms(t);
        Ok(Case {
            program: bounded.program.clone(),
            inputs,
            expected,
            expected_ms,
            outputs: s.manifest.outputs.clone(),
            tolerance: bounded.manifest.tolerance.clone(),
        })
    };
    run_cases(client, &meta, &lengths, &mut case)
}
