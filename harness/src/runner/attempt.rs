//! One attempt at one definition, inside a worker: load it, compile it
//! (through the compile cache), execute it, and describe its outputs in a
//! [`ResultRow`]; where the job names a baseline store (Tier 2, `hf`),
//! judge the outputs against it (filling `OutputRecord::metrics`).
//! Definitions with a sequence bound go to the dynamism sweep instead.

use super::cache::CompileCache;
use super::protocol::{Job, JobOptions};
use crate::verdict;
use results::time::{ms_since as ms, now_s};
use results::{OutputRecord, ResultRow, Stage, Status};
use runtime::{Client, HostTensor};
use std::collections::HashMap;
use std::time::Instant;
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
    /// The op tier's last pack execution (its cases are judged from it).
    pub ops: crate::ops::PackMemo,
}

/// Writes the dashboard's element-level evidence (error histogram, worst
/// elements, expected-vs-actual sample) for each compared output. Best
/// effort: the row already holds the verdict, so a failure here is a note
/// on stderr, never a changed status.
fn keep_details(
    run_dir: &std::path::Path,
    store: &std::path::Path,
    suite: &str,
    def: &suites::Definition,
    row: &ResultRow,
    outputs: &[HostTensor],
) {
    let Ok(baseline) = baselines::Store::new(store).load(suite, def.id()) else {
        return;
    };
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
        WorkerContext { client, cache, suites: HashMap::new(), policy: None, ops: Default::default() }
    }

    /// Tier 2: judges outputs against the baseline store at `dir` (see
    /// `baselines::judge`), under the rule the job names.
    fn judge(
        &mut self,
        dir: &std::path::Path,
        options: &JobOptions,
        suite: &str,
        def: &suites::Definition,
        hash: &str,
        outputs: &[HostTensor],
    ) -> Result<baselines::Judgement, String> {
        let policy = self.policy(options.rule)?;
        let store = baselines::Store::new(dir);
        Ok(baselines::judge(&store, policy, &baselines::Request::for_definition(suite, def, hash, outputs)))
    }

    /// The committed tolerance policy under `rule`, read once per worker.
    fn policy(&mut self, rule: baselines::Rule) -> Result<&baselines::Policy, String> {
        if self.policy.as_ref().is_none_or(|p| p.rule != rule) {
            self.policy = Some(baselines::Policy::committed(rule)?);
        }
        self.policy.as_ref().ok_or_else(|| "no tolerance policy".to_string())
    }

    pub(crate) fn suite(&mut self, spec: &str) -> Result<&Suite, String> {
        if !self.suites.contains_key(spec) {
            let s = Suite::open(spec).map_err(|e| e.to_string())?;
            self.suites.insert(spec.to_string(), s);
        }
        self.suites.get(spec).ok_or_else(|| format!("suite `{spec}` vanished"))
    }
}

/// A row for `job` with nothing measured yet.
pub fn blank_row(job: &Job, tier: &str, family: &str) -> ResultRow {
    ResultRow { profiles: job.options.compilation.profiles(), ..ResultRow::started(&job.id, family, tier, job.attempt) }
}

fn failed(mut row: ResultRow, status: Status, stage: Stage, error: String) -> ResultRow {
    row.status = status;
    row.stage = stage;
    row.error = Some(error);
    row.finished_at = now_s();
    row
}

/// Runs one job. `stage` is told each stage as it starts (so the runner can
/// say where a worker died); `emit` receives the finished row(s).
pub fn run_job(ctx: &mut WorkerContext, job: &Job, stage: &mut dyn FnMut(Stage), emit: &mut dyn FnMut(ResultRow)) {
    let load = Stage::Load;
    // A definition with a sequence bound is swept over lengths (one row each).
    match ctx.policy(job.options.rule).cloned() {
        Ok(policy) => {
            if crate::dynamism::worker::run_job(&ctx.client, job, &policy, stage, emit) {
                return;
            }
        }
        Err(e) => return emit(failed(blank_row(job, &job.suite, ""), verdict::failed_at(load), load, e)),
    }
    // An op-tier case is judged from its pack's execution (one row per case).
    if crate::ops::run_job(ctx, job, stage, emit) {
        return;
    }
    stage(load);
    let t_load = Instant::now();
    let (tier, family, def) = match ctx.suite(&job.suite) {
        Err(e) => {
            emit(failed(blank_row(job, &job.suite, ""), verdict::failed_at(load), load, format!("cannot open suite: {e}")));
            return;
        }
        Ok(suite) => {
            let family = suite.entries.get(job.index).map(|e| e.family.clone()).unwrap_or_default();
            match suite.entries.get(job.index) {
                Some(e) if e.id == job.id => {}
                other => {
                    let found = other.map(|e| e.id.as_str()).unwrap_or("nothing");
                    let msg =
                        format!("suite {} has {found} at #{}, not {}: the suite changed under the run", suite.name, job.index, job.id);
                    emit(failed(blank_row(job, &suite.name, &family), verdict::failed_at(load), load, msg));
                    return;
                }
            }
            (suite.name.clone(), family, suite.load(job.index))
        }
    };
    let mut row = blank_row(job, &tier, &family);
    let mut def = match def {
        Ok(d) => d,
        Err(e) => return emit(failed(row, verdict::failed_at(load), load, format!("cannot load the definition: {e}"))),
    };
    // A definition larger than the host can hold is refused before its tensors are made.
    let needed = def.footprint().peak(runtime::HostPath::Run { compare: job.options.baseline_dir.is_some() });
    let available = match runtime::host_memory_limit() {
        Ok(a) => a,
        Err(e) => return emit(failed(row, verdict::failed_at(load), load, e.to_string())),
    };
    if needed > available.bytes {
        let (status, message) = verdict::host_memory_refused(needed, available.bytes, available.source);
        return emit(failed(row, status, load, message));
    }
    let inputs = match def.take_inputs() {
        Ok(i) => i,
        Err(e) => return emit(failed(row, verdict::failed_at(load), load, format!("cannot make its inputs: {e}"))),
    };
    // The definition hash only where a baseline will be compared, and before
    // the inputs go to the device (which may take their memory).
    let t_hash = Instant::now();
    let hash = job.options.baseline_dir.is_some().then(|| def.hash(&inputs));
    let hash_ms = ms(t_hash);
    row.timings.load_ms = ms(t_load) - hash_ms;

    stage(Stage::Compile);
    let t_compile = Instant::now();
    let compilation = &job.options.compilation;
    let program = match compilation.program(&def.program) {
        Ok(p) => p,
        Err(e) => return emit(failed(row, verdict::failed_at(Stage::Compile), Stage::Compile, e)),
    };
    if let Err(e) = ctx.client.platform_name().map_err(|e| e.to_string()).and_then(|p| compilation.check_platform(&p)) {
        return emit(failed(row, verdict::failed_at(Stage::Compile), Stage::Compile, e));
    }
    let options = compilation.options();
    let compiled = match (&ctx.cache, job.options.no_cache) {
        (Some(cache), false) => cache.compile(&ctx.client, &program, &options).map(|c| (c.exe, c.cached)),
        _ => ctx.client.compile(&program, &options).map(|e| (e, false)),
    };
    row.timings.compile_ms = ms(t_compile);
    let (exe, cached) = match compiled {
        Ok(c) => c,
        Err(e) => return emit(failed(row, verdict::runtime_error(&e, Stage::Compile), Stage::Compile, e.to_string())),
    };
    row.cached = cached;
    row.device_bytes = exe.device_memory_bytes();

    stage(Stage::Execute);
    let t_exec = Instant::now();
    let outputs = exe.run_owned(inputs);
    row.timings.execute_ms = ms(t_exec);
    let outputs = match outputs {
        Ok(o) => o,
        Err(e) => return emit(failed(row, verdict::runtime_error(&e, Stage::Execute), Stage::Execute, e.to_string())),
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
    let counts: Vec<(&str, u64)> = row.outputs.iter().map(|o| (o.name.as_str(), o.non_finite)).collect();
    if let Some((status, message)) = verdict::non_finite(&counts, job.options.baseline_dir.is_some()) {
        return emit(failed(row, status, Stage::Outputs, message));
    }
    if let (Some(dir), Some(hash)) = (&job.options.baseline_dir, &hash) {
        stage(Stage::Compare);
        let t_compare = Instant::now();
        let judged = ctx.judge(dir, &job.options, &tier, &def, hash, &outputs);
        row.timings.compare_ms = ms(t_compare) + hash_ms;
        let j = match judged {
            Err(e) => return emit(failed(row, verdict::failed_at(Stage::Compare), Stage::Compare, e)),
            Ok(j) => j,
        };
        for (record, m) in row.outputs.iter_mut().zip(&j.per_output) {
            record.metrics = Some(m.clone());
        }
        if let Some(run_dir) = &job.options.details_dir {
            keep_details(run_dir, dir, &tier, &def, &row, &outputs);
        }
        if let Some(status) = verdict::parity(&j) {
            return emit(failed(row, status, Stage::Compare, j.message));
        }
    }
    row.stage = Stage::Done;
    row.finished_at = now_s();
    emit(row)
}

pub(crate) fn execute(client: &Client, exe: &runtime::Executable, inputs: &[HostTensor]) -> runtime::Result<Vec<HostTensor>> {
    let bufs = inputs.iter().map(|t| client.to_device(t)).collect::<runtime::Result<Vec<_>>>()?;
    let refs: Vec<&runtime::DeviceBuffer> = bufs.iter().collect();
    exe.execute(&refs)?.iter().map(|b| b.to_host()).collect()
}
