//! One attempt at one definition, inside a worker: load it, compile it
//! (through the compile cache), execute it, and describe its outputs in a
//! [`ResultRow`]; where the job names a baseline store (Tier 2, `hf`),
//! judge the outputs against it (filling `OutputRecord::metrics`).
//! Definitions with a sequence bound go to the dynamism sweep instead.

use super::cache::CompileCache;
use super::classify::mentions_oom;
use super::protocol::{Job, JobOptions};
use reports::{OutputRecord, ResultRow, Status};
use runtime::{Client, CompileOptions, HostTensor, RuntimeError};
use std::collections::HashMap;
use std::time::{Instant, SystemTime, UNIX_EPOCH};
use suites::Suite;

/// What a worker keeps between jobs.
pub struct WorkerContext {
    pub client: Client,
    /// `None` when the cache is off for this worker.
    pub cache: Option<CompileCache>,
    /// Suites opened so far, by spec.
    suites: HashMap<String, Suite>,
    /// The tolerance policy, read once per worker.
    policy: Option<baselines::Policy>,
}

/// `JobOptions::extra` key naming the parity rule (`allclose`, `f64-reference`).
pub const PARITY_RULE: &str = "parity_rule";
/// `JobOptions::extra` key naming the run folder where element-level
/// evidence of compared outputs is kept (`reports::detail`).
pub const DETAILS_DIR: &str = "details_dir";

/// Writes the dashboard's element-level evidence (error histogram, worst
/// elements, expected-vs-actual sample) for each compared output. Best
/// effort: the row already holds the verdict, so a failure here is a note
/// on stderr, never a changed status.
fn keep_details(run_dir: &std::path::Path, store: &std::path::Path, suite: &str, def: &suites::Definition, row: &ResultRow, outputs: &[HostTensor]) {
    let Ok(baseline) = baselines::Store::new(store).load(suite, def.id()) else { return };
    let details: Vec<reports::detail::OutputDetail> = outputs
        .iter()
        .zip(&baseline.outputs)
        .zip(&row.outputs)
        .map(|((actual, expected), record)| reports::detail::from_tensors(&record.name, actual, expected))
        .collect();
    if let Err(e) = reports::detail::write(run_dir, def.id(), None, &details) {
        eprintln!("note: {e}");
    }
}

impl WorkerContext {
    pub fn new(client: Client, cache: Option<CompileCache>) -> WorkerContext {
        WorkerContext { client, cache, suites: HashMap::new(), policy: None }
    }

    /// Tier 2: judges outputs against the baseline store at `dir` (see
    /// `baselines::judge`), under the rule the job names.
    fn judge(
        &mut self,
        dir: &std::path::Path,
        options: &JobOptions,
        suite: &str,
        def: &suites::Definition,
        inputs: &[HostTensor],
        outputs: &[HostTensor],
    ) -> Result<baselines::Judgement, String> {
        let rule = match options.extra.get(PARITY_RULE).and_then(|v| v.as_str()) {
            Some("f64-reference") => baselines::Rule::F64Reference,
            _ => baselines::Rule::Allclose,
        };
        if self.policy.as_ref().is_none_or(|p| p.rule != rule) {
            self.policy = Some(baselines::Policy::committed(rule)?);
        }
        let policy = self.policy.as_ref().ok_or("no tolerance policy")?;
        let hash = def.hash(inputs);
        let store = baselines::Store::new(dir);
        Ok(baselines::judge(&store, policy, &baselines::Request::for_definition(suite, def, &hash, outputs)))
    }

    fn suite(&mut self, spec: &str) -> Result<&Suite, String> {
        if !self.suites.contains_key(spec) {
            let s = Suite::open(spec).map_err(|e| e.to_string())?;
            self.suites.insert(spec.to_string(), s);
        }
        self.suites.get(spec).ok_or_else(|| format!("suite `{spec}` vanished"))
    }
}

fn now_s() -> f64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_secs_f64()).unwrap_or(0.0)
}

fn ms(t: Instant) -> f64 {
    t.elapsed().as_secs_f64() * 1e3
}

/// A row for `job` with nothing measured yet.
pub fn blank_row(job: &Job, tier: &str, family: &str) -> ResultRow {
    ResultRow::started(&job.id, family, tier, job.attempt)
}

fn failed(mut row: ResultRow, status: Status, stage: &str, error: String) -> ResultRow {
    row.status = status;
    row.stage = stage.into();
    row.error = Some(error);
    row.finished_at = now_s();
    row
}

/// The status a runtime error maps to at a stage.
fn runtime_status(e: &RuntimeError, compile_stage: bool) -> Status {
    if e.pjrt_code() == Some("RESOURCE_EXHAUSTED") || mentions_oom(&e.to_string()) {
        Status::Oom
    } else if compile_stage {
        Status::FailCompile
    } else {
        Status::FailRun
    }
}

/// Runs one job. `stage` is told each stage as it starts (so the runner can
/// say where a worker died); `emit` receives the finished row(s).
pub fn run_job(ctx: &mut WorkerContext, job: &Job, stage: &mut dyn FnMut(&str), emit: &mut dyn FnMut(ResultRow)) {
    // A definition with a sequence bound is swept over lengths (one row each).
    if crate::dynamism::worker::run_job(&ctx.client, job, stage, emit) {
        return;
    }
    stage("load");
    let t_load = Instant::now();
    let (tier, family, def) = match ctx.suite(&job.suite) {
        Err(e) => {
            emit(failed(blank_row(job, &job.suite, ""), Status::FailRun, "load", format!("cannot open suite: {e}")));
            return;
        }
        Ok(suite) => {
            let family = suite.entries.get(job.index).map(|e| e.family.clone()).unwrap_or_default();
            match suite.entries.get(job.index) {
                Some(e) if e.id == job.id => {}
                other => {
                    let found = other.map(|e| e.id.as_str()).unwrap_or("nothing");
                    let msg = format!("suite {} has {found} at #{}, not {}: the suite changed under the run", suite.name, job.index, job.id);
                    emit(failed(blank_row(job, &suite.name, &family), Status::FailRun, "load", msg));
                    return;
                }
            }
            (suite.name.clone(), family, suite.load(job.index))
        }
    };
    let mut row = blank_row(job, &tier, &family);
    let def = match def {
        Ok(d) => d,
        Err(e) => return emit(failed(row, Status::FailRun, "load", format!("cannot load the definition: {e}"))),
    };
    let inputs = match def.inputs() {
        Ok(i) => i,
        Err(e) => return emit(failed(row, Status::FailRun, "load", format!("cannot make its inputs: {e}"))),
    };
    row.timings.load_ms = ms(t_load);

    stage("compile");
    let t_compile = Instant::now();
    let options = CompileOptions::default();
    let compiled = match (&ctx.cache, job.options.no_cache) {
        (Some(cache), false) => cache.compile(&ctx.client, &def.program, &options).map(|c| (c.exe, c.cached)),
        _ => ctx.client.compile(&def.program, &options).map(|e| (e, false)),
    };
    row.timings.compile_ms = ms(t_compile);
    let (exe, cached) = match compiled {
        Ok(c) => c,
        Err(e) => {
            let status = runtime_status(&e, true);
            return emit(failed(row, status, "compile", e.to_string()));
        }
    };
    row.cached = cached;

    stage("execute");
    let t_exec = Instant::now();
    let outputs = execute(&ctx.client, &exe, &inputs);
    row.timings.execute_ms = ms(t_exec);
    let outputs = match outputs {
        Ok(o) => o,
        Err(e) => {
            let status = runtime_status(&e, false);
            return emit(failed(row, status, "execute", e.to_string()));
        }
    };
    row.outputs = outputs
        .iter()
        .enumerate()
        .map(|(i, t)| OutputRecord {
            name: def.manifest.outputs.get(i).map(|o| o.name.clone()).unwrap_or_else(|| format!("out{i}")),
            dtype: t.dtype.name().to_string(),
            shape: t.shape.clone(),
            non_finite: t.non_finite_count() as u64,
            metrics: None,
        })
        .collect();
    // Tier 1 passes a definition whose outputs are finite: NaN or Inf out of
    // finite inputs is a wrong execution, kept apart from crashes.
    let bad: Vec<String> =
        row.outputs.iter().filter(|o| o.non_finite > 0).map(|o| format!("{} has {} NaN/Inf values", o.name, o.non_finite)).collect();
    if !bad.is_empty() {
        return emit(failed(row, Status::FailRun, "outputs", format!("non-finite outputs: {}", bad.join("; "))));
    }
    if let Some(dir) = &job.options.baseline_dir {
        stage("compare");
        let t_compare = Instant::now();
        let judged = ctx.judge(dir, &job.options, &tier, &def, &inputs, &outputs);
        row.timings.compare_ms = ms(t_compare);
        match judged {
            Err(e) => return emit(failed(row, Status::FailRun, "compare", e)),
            Ok(j) => {
                for (record, m) in row.outputs.iter_mut().zip(j.per_output) {
                    record.metrics = Some(m);
                }
                if let Some(run_dir) = job.options.extra.get(DETAILS_DIR).and_then(|v| v.as_str()) {
                    keep_details(std::path::Path::new(run_dir), dir, &tier, &def, &row, &outputs);
                }
                if j.verdict != baselines::Verdict::Pass {
                    let status = j.verdict.status().parse().unwrap_or(Status::FailParity);
                    return emit(failed(row, status, "compare", j.message));
                }
            }
        }
    }
    row.stage = "done".into();
    row.finished_at = now_s();
    emit(row)
}

fn execute(client: &Client, exe: &runtime::Executable, inputs: &[HostTensor]) -> runtime::Result<Vec<HostTensor>> {
    let bufs = inputs.iter().map(|t| client.to_device(t)).collect::<runtime::Result<Vec<_>>>()?;
    let refs: Vec<&runtime::DeviceBuffer> = bufs.iter().collect();
    exe.execute(&refs)?.iter().map(|b| b.to_host()).collect()
}
