//! What a worker keeps between jobs, whatever their kind: the compile
//! service (client and compile cache), the suites opened so far and the
//! tolerance policy. Every handler takes it; it knows no handler.

use crate::compilation::Compiler;
use results::time::now_s;
use results::{ResultRow, Stage, Status};
use std::collections::HashMap;
use suites::Suite;

pub struct Context {
    pub compiler: Compiler,
    /// Suites opened so far, by spec (a catalog is parsed once per worker).
    suites: HashMap<String, Suite>,
    /// The tolerance policy, read once per worker (per rule).
    policy: Option<baselines::Policy>,
}

impl Context {
    pub fn new(compiler: Compiler) -> Context {
        Context { compiler, suites: HashMap::new(), policy: None }
    }

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
            self.policy = Some(baselines::Policy::committed(rule)?);
        }
        self.policy.as_ref().ok_or_else(|| "no tolerance policy".to_string())
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
