//! `run`'s arguments turned into typed settings once ([`Resolved`]): every
//! check made before anything is written, the [`RunSpec`] that `run.json`
//! records and every child is given, the worker's job options, and the
//! identity `--resume` compares. The checks and the identity themselves are
//! `runner::settings`'s; the defaults a tier gets, `runner::defaults`'s.

use super::Args;
use crate::exit::CommandError;
use crate::runner::plan;
use crate::runner::protocol::JobOptions;
use crate::runner::topology::default_jobs;
use crate::runner::{defaults, settings};
use results::runspec::{Execution, RunSpec};
use runtime::DeviceSpec;
use std::path::PathBuf;
use std::time::SystemTime;
use suites::Suite;

/// The arguments, checked and turned into what the run uses.
pub(super) struct Resolved {
    pub(super) device: DeviceSpec,
    pub(super) suite: Suite,
    pub(super) chosen: Vec<String>,
    /// When sharded: every shard's definitions together (`run.json`'s `whole_planned`).
    pub(super) whole_planned: Vec<String>,
    pub(super) jobs: usize,
    pub(super) run_dir: PathBuf,
    pub(super) options: JobOptions,
    pub(super) expected: baselines::expected::ExpectedFile,
    /// Where `expected` was read from (run.json records it); none applied.
    pub(super) expected_file: Option<PathBuf>,
    /// `run.json`'s identity: what `--resume` must find unchanged.
    pub(super) identity: Vec<(String, String)>,
    /// The settings that decide outcomes, typed (`run.json`'s `spec`).
    pub(super) spec: RunSpec,
}

pub(super) fn resolve(args: &Args) -> Result<Resolved, CommandError> {
    let (device, _plugin) = settings::check_target(&args.device, args.compilation.compile_profile.as_deref(), args.topology.as_deref())
        .map_err(CommandError::setup)?;
    if args.jobs == Some(0) {
        return Err(CommandError::setup("--jobs: 0 workers cannot run anything (give 1 or more)"));
    }
    let suite = Suite::open(&args.suite).map_err(CommandError::setup)?;
    let filter = args.select.regex()?;
    let (chosen, whole_planned) = plan::planned_ids(&suite, filter.as_ref(), args.shard, args.select.limit).map_err(CommandError::setup)?;
    let sweep = settings::sweep_request(args.lengths.as_deref(), args.program.as_deref(), args.self_baseline, &args.suite, &suite, &chosen)
        .map_err(CommandError::setup)?;
    let run_dir = args
        .run_dir
        .clone()
        .unwrap_or_else(|| PathBuf::from("runs").join(format!("{}-{}", suite.name, results::time::compact_utc(SystemTime::now()))));
    let baseline_dir = defaults::baseline_store(args.judging.baselines.as_deref(), args.judging.no_baselines, &args.suite, &suite.name)
        .map_err(CommandError::setup)?;
    let compilation = args.compilation.resolve(defaults::compile_profile(&suite, &device)).map_err(CommandError::setup)?;
    settings::check_numerics_text(compilation.numerics, &args.suite).map_err(CommandError::setup)?;
    // The settings that decide outcomes, typed once: run.json's `spec`, what children are given.
    let spec = RunSpec {
        topology: args.topology.clone(),
        numerics: Some(compilation.numerics.to_string()).filter(|_| compilation.numerics != program::profiles::Numerics::Native),
        compile_profile: Some(compilation.profile.to_string()),
        execution: Execution {
            mode: args.mode,
            spmd: args.spmd.clone(),
            devices: args.devices,
            steps: Some(args.steps).filter(|n| *n != results::runspec::DEFAULT_STEPS),
        },
        repeat: args.repeat,
        determinism: !args.no_determinism,
        threads: args.threads,
        expected: args.judging.expected.as_ref().map(|d| d.display().to_string()),
        ..RunSpec::on(&args.device)
    };
    settings::check_combinations(&spec, &device, &args.compare_modes).map_err(CommandError::setup)?;
    let spmd: Option<program::spmd::Strategy> = args.spmd.as_deref().map(str::parse).transpose().map_err(CommandError::setup)?;
    let rule = args.judging.rule();
    let options = JobOptions {
        no_cache: args.no_cache,
        baseline_dir,
        rule,
        details_dir: Some(std::path::absolute(&run_dir).unwrap_or_else(|_| run_dir.clone())),
        sweep,
        compilation,
        steps: args.steps,
        devices: args.devices,
        spmd,
        repeat: args.repeat,
        determinism: !args.no_determinism,
        threads: args.threads,
        mode: args.mode,
        compare_modes: args.compare_modes.clone(),
    };
    let (expected, expected_file) =
        defaults::expected_results(args.judging.expected.as_deref(), &args.suite, &suite.name, &device, args.topology.is_some())
            .map_err(CommandError::setup)?;
    // Compile-only uses no chip: one worker per core, as on the CPU.
    let jobs = args.jobs.unwrap_or_else(|| default_jobs(if args.topology.is_some() { &DeviceSpec::Cpu } else { &device }));
    let selected = settings::Selected {
        suite: format!("{} ({})", Suite::canonical_spec(&args.suite), suite.name),
        filter: args.select.filter.as_deref(),
        limit: args.select.limit,
        shard: args.shard.map(|s| s.to_string()),
        rule: rule.as_str(),
        baselines: options.baseline_dir.as_deref(),
        sweep: &options.sweep,
        compare_modes: &args.compare_modes,
        planned: plan::planned_identity(&chosen),
    };
    let identity = settings::identity(&spec, &selected);
    Ok(Resolved { device, suite, chosen, whole_planned, jobs, run_dir, options, expected, expected_file, identity, spec })
}
