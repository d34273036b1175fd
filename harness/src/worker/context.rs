//! What a worker keeps between jobs, whatever their kind and target: the
//! suites opened so far, the tolerance policy and the eager program cache. Every handler takes it;
//! it knows no handler.

use crate::pipeline::plan::Plan;
use crate::pipeline::target::{Compiled, Refused, Target};
use crate::runner::protocol::Job;
use crate::verdict;
use results::time::now_s;
use results::{OutputRecord, ResultRow, Stage, Status};
use runtime::HostTensor;
use std::collections::HashMap;
use suites::Suite;

#[derive(Default)]
pub struct Context {
    /// Suites opened so far, by spec (a catalog is parsed once per worker).
    suites: HashMap<String, Suite>,
    /// The tolerance policy, read once per worker (per rule).
    policy: Option<baselines::Policy>,
    /// The eager program cache: op programs compiled for earlier ops and definitions.
    pub ops: crate::pipeline::eager::OpCache,
}

impl Context {
    /// The suite a job names, opened once.
    pub fn suite(&mut self, spec: &str) -> Result<&Suite, String> {
        if !self.suites.contains_key(spec) {
            let s = Suite::open(spec).map_err(|e| e.to_string())?;
            self.suites.insert(spec.to_string(), s);
        }
        self.suites.get(spec).ok_or_else(|| format!("suite `{spec}` vanished"))
    }

    /// The committed tolerance policy under `rule`, read once per worker.
    pub fn policy(&mut self, rule: baselines::Rule) -> Result<&baselines::Policy, String> {
        if self.policy.as_ref().is_none_or(|p| p.rule != rule) {
            self.policy = Some(baselines::Policy::committed(rule).map_err(|e| e.to_string())?);
        }
        self.policy.as_ref().ok_or_else(|| "no tolerance policy".to_string())
    }
}

/// One job as its pipeline takes it: the worker's context and target, the
/// job and its tier, and who hears each stage as it starts.
pub struct JobCx<'a> {
    pub ctx: &'a mut Context,
    pub target: &'a Target,
    pub job: &'a Job,
    pub tier: &'a str,
    pub stage: &'a mut dyn FnMut(Stage),
}

impl JobCx<'_> {
    /// The worker's one call into the compile stage: `program` compiled as
    /// `plan` says for the worker's target (every handler compiles here).
    pub fn compile(&mut self, plan: &Plan, program: &[u8]) -> Result<Compiled, Refused> {
        self.target.compile(&mut self.ctx.ops, plan, program, self.job.options.no_cache)
    }

    /// The judge stage's one store comparison: `ran`, as a run of `def`
    /// (definition hash `hash`), against the baseline stored under `dir`,
    /// under the job's rule. Every execute cell judges here (`--compare-modes`
    /// judges each of its modes here too); `Err` is the policy's.
    pub fn judge_stored(
        &mut self,
        def: &suites::Definition,
        dir: &std::path::Path,
        hash: &str,
        ran: &crate::execution::Ran,
    ) -> Result<baselines::Judgement, String> {
        let policy = self.ctx.policy(self.job.options.rule)?;
        Ok(baselines::judge(&baselines::Store::new(dir), policy, &ran.request(self.tier, def, hash)))
    }
}

/// `row`, finished as a failure at `stage`.
pub fn failed(mut row: ResultRow, status: Status, stage: Stage, error: String) -> ResultRow {
    row.status = status;
    row.stage = stage;
    row.error = Some(error);
    row.finished_at = now_s();
    row
}

/// A definition loaded for a job, its inputs made, and its hash where a
/// baseline will be compared: what every program handler starts from.
pub struct Loaded {
    pub def: suites::Definition,
    /// None made for a compile-only target.
    pub inputs: Vec<runtime::HostTensor>,
    /// The definition hash (program and inputs), when the job compares.
    pub hash: Option<String>,
    pub hash_ms: f64,
    /// The program as the definition has it, where `--spmd` annotated
    /// `def.program` (the one-device reference compiles this one).
    pub unannotated: Option<Vec<u8>>,
}

impl Context {
    /// Loads the job's definition, refuses it before its tensors are made
    /// when the host cannot hold `path`'s copies, makes its inputs and, when
    /// the job compares, hashes them (before the inputs go to the device,
    /// which may take their memory). `path` `None` (a compile-only target):
    /// the definition without any tensor ([`suites::Suite::load_program`]:
    /// no weight or input file opened, no input made). Fills
    /// `row.timings.load_ms`; a failure is the finished row.
    pub fn load(&mut self, job: &Job, row: &mut ResultRow, path: Option<runtime::HostPath>) -> Result<Loaded, Box<ResultRow>> {
        let load = Stage::Load;
        let fail = |row: &ResultRow, status: Status, e: String| Box::new(failed(row.clone(), status, load, e));
        let t_load = std::time::Instant::now();
        let suite = self.suite(&job.suite).map_err(|e| fail(row, verdict::failed_at(load), format!("cannot open suite: {e}")))?;
        let def = if path.is_some() { suite.load(job.index) } else { suite.load_program(job.index) };
        let mut def = def.map_err(|e| fail(row, verdict::failed_at(load), format!("cannot load the definition: {e}")))?;
        let Some(path) = path else {
            row.timings.load_ms = results::time::ms_since(t_load);
            return Ok(Loaded { def, inputs: Vec::new(), hash: None, hash_ms: 0.0, unannotated: None });
        };
        let needed = def.footprint().peak(path);
        let available = runtime::host_memory_limit().map_err(|e| fail(row, verdict::failed_at(load), e.to_string()))?;
        if needed > available.bytes {
            let (status, message) = verdict::host_memory_refused(needed, available.bytes, available.source);
            return Err(fail(row, status, message));
        }
        let inputs = def.take_inputs().map_err(|e| fail(row, verdict::failed_at(load), format!("cannot make its inputs: {e}")))?;
        let t_hash = std::time::Instant::now();
        let hash = job.options.baseline_dir.is_some().then(|| def.hash(&inputs));
        let hash_ms = results::time::ms_since(t_hash);
        row.timings.load_ms = results::time::ms_since(t_load) - hash_ms;
        Ok(Loaded { def, inputs, hash, hash_ms, unannotated: None })
    }
}

/// Records `outputs` on the row, output `i` named `name(i)`, each with its
/// NaN/Inf count, and says whether those counts fail the row already
/// (`judged`: a baseline will compare them): the same for every program
/// handler.
pub fn record_outputs(
    row: &mut ResultRow,
    outputs: &[HostTensor],
    name: impl Fn(usize) -> String,
    judged: bool,
) -> Option<(Status, String)> {
    row.outputs = outputs
        .iter()
        .enumerate()
        .map(|(i, t)| OutputRecord {
            name: name(i),
            dtype: t.dtype.name().to_string(),
            shape: t.shape.clone(),
            non_finite: t.non_finite_count() as u64,
            metrics: None,
        })
        .collect();
    let counts: Vec<(&str, u64)> = row.outputs.iter().map(|o| (o.name.as_str(), o.non_finite)).collect();
    verdict::non_finite(&counts, judged)
}
