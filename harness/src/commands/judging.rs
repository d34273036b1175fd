//! The flags that decide how a run's outputs are judged: the baseline store,
//! the parity rule and the expected-results file.

use baselines::Rule;
use std::path::PathBuf;

#[derive(clap::Args, Debug, Clone)]
pub struct JudgingArgs {
    /// Parity: compare outputs with the baselines in this store (one folder
    /// per suite). Default: for a folder of definitions, the store `import`
    /// wrote beside it (SUITE_DIR/../store) when it has a folder for this
    /// suite; else the committed store (baselines/store/) when it has one,
    /// as it does for tier2 and hf; else no comparison. For a TorchTPU tier
    /// (`real`, `torch-hf`): a store `tpu-compat torch --record-baselines`
    /// wrote, judged against instead of PyTorch CPU run beside TorchTPU.
    #[arg(long, value_name = "DIR")]
    pub baselines: Option<PathBuf>,
    /// Compare nothing: the no-crash check only, even where a store would be found
    /// (refused for tier2 and hf, which exist to be compared).
    #[arg(long, conflicts_with = "baselines")]
    pub no_baselines: bool,
    /// Parity: the rule floating outputs are judged by (see below).
    #[arg(long, value_enum, default_value = "either")]
    pub rule: RuleArg,
    /// Parity: the same as --rule f64.
    #[arg(long, conflicts_with = "rule")]
    pub f64_reference: bool,
    /// Expected results: definitions known to fail, and how (default
    /// baselines/expected/<suite>.<device>.toml when present). Failures listed
    /// there become xfail and do not fail the run; passes become xpass.
    #[arg(long, value_name = "FILE")]
    pub expected: Option<PathBuf>,
}

impl JudgingArgs {
    /// The rule `--rule` / `--f64-reference` ask for.
    pub fn rule(&self) -> Rule {
        match (self.f64_reference, self.rule) {
            (true, _) | (_, RuleArg::F64) => Rule::F64Reference,
            (_, RuleArg::Allclose) => Rule::Allclose,
            (_, RuleArg::Either) => Rule::Either,
        }
    }
}

/// `--rule`.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum RuleArg {
    /// Within allclose, or within the f64-reference rule where a float64 reference is stored.
    Either,
    /// torch.testing's allclose: |a - e| <= atol + rtol * |e| on every element.
    Allclose,
    /// PyTorch's benchmark rule: RMSE(out, f64) <= m x RMSE(baseline, f64) + atol/10.
    F64,
}
