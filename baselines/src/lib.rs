//! Baselines and parity: stored reference outputs (safetensors with
//! provenance) and the comparison of a device's outputs against them.
//!
//! - [`store`]: the on-disk baseline format and its typed load and write errors.
//! - [`compare`]: the one-pass, parallel element-wise comparison.
//! - [`tolerance`]: per-dtype defaults, the committed override file, the rules.
//! - [`judge`]: the runner's entry point: a verdict and per-output metrics.
//! - [`manifest`]: a store's list of entries with each file's digest and the facts it was recorded under.
//! - [`record`]: running a definition on the reference device and storing it.
//! - [`expected`]: expected failures per tier and device; xfail / xpass.
//! - [`expected_perf`]: expected performance per tier and device, and its gate.
//! - [`regression`]: the nightly regression rule over a measure's series.
//! - [`policy_error`]: what is wrong with a tolerance or expected-results file.
//! - [`ulp`]: the op tier's comparison in ULPs of the output dtype.
//! - [`agreement`]: two executions of one program compared bit for bit (determinism).
//!
//! The runner's worker calls [`judge::judge`] after executing a definition:
//!
//! ```ignore
//! let store = baselines::Store::committed();            // or Store::new(--baselines DIR)
//! let policy = baselines::Policy::committed(baselines::Rule::Allclose)?;  // once per worker
//! let req = baselines::Request::for_definition(suite.name.as_str(), &definition, &hash, &outputs);
//! let j = baselines::judge(&store, &policy, &req);
//! // the harness's verdict module turns j.verdict into the row's status; row.error = j.message on failure
//! // row.outputs[i].metrics = j.per_output.get(i).cloned();
//! ```

pub mod agreement;
pub mod compare;
pub mod expected;
pub mod expected_perf;
pub mod judge;
pub mod manifest;
pub mod policy_error;
pub mod record;
pub mod regression;
pub mod store;
pub mod tolerance;
pub mod trajectory;
pub mod ulp;

pub use judge::{judge, judge_against, judge_outputs, Judgement, Request, Verdict};
pub use results::OutputMetrics;
pub use store::{Baseline, ForeignReference, LoadError, Provenance, Store, StoreError};
pub use tolerance::{Policy, Rule};
