//! `tpu-compat expected update RUN_DIR`: write the expected-results file of
//! a tier and target (`baselines/expected/<tier>.<target>.toml`: the device,
//! `<device>-compile` for a compile-only run) from a
//! run's final rows (`results::tally`: each definition's latest attempt):
//! what failed becomes expected to fail, with the failure's status and first
//! error line as the reason; what passed drops out.
//!
//! A `flaky` entry counts a run once ([`run_key`]): the same run given again,
//! or its folder copied to another path, leaves its count as it was.

use crate::exit::{CommandError, CommandResult, OK};
use crate::runner::defaults::{expected_target, TOPOLOGY_SETTING};
use baselines::expected::{committed_dir, file_path, ExpectedFile, RowOutcome};
use results::journal::{read_rows, RunInfo, RESULTS_FILE};
use results::tally::final_rows;
use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};

#[derive(clap::Args, Debug)]
pub struct Args {
    #[command(subcommand)]
    pub action: Action,
}

#[derive(clap::Subcommand, Debug)]
pub enum Action {
    /// Rewrite the expected-results file from a run's results.jsonl.
    Update(UpdateArgs),
}

#[derive(clap::Args, Debug)]
pub struct UpdateArgs {
    /// A run directory (holding results.jsonl, and run.json when the runner wrote it).
    pub run_dir: PathBuf,
    /// Tier name for the file (default: the run's suite).
    #[arg(long)]
    pub tier: Option<String>,
    /// Target name for the file (default: the run's device, <device>-compile for a compile-only run,
    /// else cpu).
    #[arg(long)]
    pub device: Option<String>,
    /// Write here instead of baselines/expected/<tier>.<target>.toml.
    #[arg(long)]
    pub out: Option<PathBuf>,
}

pub fn run(args: Args) -> CommandResult {
    match args.action {
        Action::Update(a) => update(a),
    }
}

fn update(args: UpdateArgs) -> CommandResult {
    let journal = args.run_dir.join(RESULTS_FILE);
    if !journal.is_file() {
        return Err(CommandError::setup(format!("{}: no such journal", journal.display())));
    }
    let contents = read_rows(&journal).map_err(CommandError::setup)?;
    if let Some(t) = &contents.torn_tail {
        errln!("warning: {}: ignoring the unreadable last line {} (a run killed mid-line)", journal.display(), t.line);
    }
    let info = RunInfo::read(&args.run_dir).ok();
    let tier = args
        .tier
        .clone()
        .or_else(|| info.as_ref().and_then(torch_tier))
        .or_else(|| info.as_ref().map(|i| i.suite.clone()).filter(|s| !s.is_empty()))
        .or_else(|| contents.rows.first().map(|r| r.tier.clone()))
        .ok_or_else(|| CommandError::setup(format!("{}: no rows, and no --tier given", journal.display())))?;
    let device = args
        .device
        .clone()
        .or_else(|| info.as_ref().filter(|i| !i.device.is_empty()).map(|i| expected_target(&i.device, compile_only(i))))
        .unwrap_or_else(|| "cpu".to_string());
    // A folder of the user's named like a tier (`hf`, `ops`) is not that tier: its failures must not land in the tier's file.
    if let Some(i) = info.as_ref().filter(|i| args.out.is_none() && !i.suite_spec.is_empty() && !names_a_tier(i)) {
        return Err(CommandError::setup(format!(
            "{}: the run is of {}, a suite of your own, not a tier: its expected results do not belong in the tier files \
             of {}; pass --out FILE (and run it with --expected FILE)",
            args.run_dir.join(results::journal::RUN_FILE).display(),
            i.suite_spec,
            committed_dir().display()
        )));
    }
    for (what, name) in [("tier", &tier), ("device", &device)] {
        if args.out.is_none() {
            check_plain_name(what, name)?;
        }
    }
    let path = args.out.clone().unwrap_or_else(|| file_path(&committed_dir(), &tier, &device));
    let previous = ExpectedFile::load(&path).map_err(CommandError::setup)?;
    let fin = final_rows(&contents.rows, &[]);
    let rows: Vec<RowOutcome<'_>> = fin
        .iter()
        .map(|r| RowOutcome {
            id: &r.id,
            status: r.status,
            expected: r.expected,
            error: r.error.as_deref(),
            agreed: r.determinism.as_ref().is_some_and(|d| !matches!(d.agreement, results::Agreement::Different { .. })),
        })
        .collect();
    let key = run_key(&args.run_dir, info.as_ref())?;
    let counted = previous.counted(&key);
    if !counted.is_empty() {
        errln!(
            "note: {}: this run ({key}) was counted already for {}; their counts stay as they are",
            args.run_dir.display(),
            results::text::printable(&counted.join(", "))
        );
    }
    let updated = previous.updated(&rows, &key);
    let added = updated.definitions.keys().filter(|k| !previous.definitions.contains_key(*k)).count();
    let removed = previous.definitions.keys().filter(|k| !updated.definitions.contains_key(*k)).count();
    updated.save(&path, &tier, &device).map_err(CommandError::setup)?;
    outln!(
        "wrote {}: {} definitions expected to fail ({added} added, {removed} removed) from {} rows",
        path.display(),
        updated.definitions.len(),
        contents.rows.len()
    );
    Ok(OK)
}

/// A tier or device name becomes part of a file name: it must pass the one
/// id check (`suites::id`), so it cannot name another folder.
fn check_plain_name(what: &str, name: &str) -> Result<(), CommandError> {
    suites::id::check(what, name)
        .map_err(|e| CommandError::setup(format!("{}; pass --{what} or --out", results::text::printable(&e.to_string()))))
}

/// What identifies a run wherever its folder lies: a hash of its
/// `run.json`'s start time, device, command line, shard and identity (a
/// resumed run keeps these, so it is one run); without a `run.json`, a
/// hash of its journal's bytes. `run 1a2b3c4d5e6f7a8b`.
fn run_key(run_dir: &Path, info: Option<&RunInfo>) -> Result<String, CommandError> {
    let mut h = Sha256::new();
    match info {
        Some(i) => {
            let fields = serde_json::json!([i.started_at, i.device, i.arguments, i.shard, i.identity]);
            h.update(fields.to_string().as_bytes());
        }
        None => {
            let journal = run_dir.join(RESULTS_FILE);
            let bytes =
                runtime::read::bytes(&journal).map_err(|e| CommandError::setup(format!("{}: cannot read: {e}", journal.display())))?;
            h.update(&bytes);
        }
    }
    let hex: String = h.finalize().iter().take(8).map(|b| format!("{b:02x}")).collect();
    Ok(format!("run {hex}"))
}

/// A TorchTPU run's tier for its expected results: `torch-<mode>` (`-train` added for a training run),
/// the file `tpu-compat torch` reads by default; `None` for any other run.
fn torch_tier(info: &RunInfo) -> Option<String> {
    if !results::torch::is_torch_tier(&info.suite) {
        return None;
    }
    let setting = |k: &str| info.identity.iter().find(|(key, _)| key == k).map(|(_, v)| v.as_str());
    let train = setting("train").is_some_and(|t| t != "-");
    Some(format!("torch-{}{}", setting("torch-mode")?, if train { "-train" } else { "" }))
}

/// Whether a run is of a tier (its expected results belong in the committed files): a tier's name; for a
/// TorchTPU run, catalog selections only (`hf`, `hf:ENTRY`, `real`, `real:...`), never a model file; for
/// an ATen run, the whole tier.
fn names_a_tier(info: &RunInfo) -> bool {
    if info.suite == crate::aten::run::TIER {
        // The whole tier only: a run of some ops, a filter, a limit or a shard is a part of it.
        let setting = |k: &str| info.identity.iter().find(|(key, _)| key == k).map(|(_, v)| v.as_str());
        return setting("ops") == Some("all") && ["filter", "limit", "shard"].iter().all(|k| setting(k).is_none());
    }
    if results::torch::is_torch_tier(&info.suite) {
        return info.suite_spec.split_whitespace().all(|m| ["hf", "real"].iter().any(|c| m == *c || m.starts_with(&format!("{c}:"))));
    }
    suites::Suite::names_a_tier(&info.suite_spec)
}

/// Whether the run compiled only (its identity names a topology).
fn compile_only(info: &RunInfo) -> bool {
    info.identity.iter().any(|(k, _)| k == TOPOLOGY_SETTING)
}
