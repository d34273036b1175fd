//! What a run's settings must be before anything is written, and what they
//! make: the target checked and its plugin found ([`check_target`]), the
//! combinations `run` refuses ([`check_combinations`]), and `run.json`'s
//! identity read off the typed [`RunSpec`] ([`identity`]). `commands/run.rs`
//! parses the command line and calls these; the defaults a tier gets
//! (compile profile, expected file, jobs, baseline store) are
//! [`super::defaults`]'s.

use super::pool::WorkerSpec;
use results::{Mode, RunSpec};
use runtime::DeviceSpec;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The device parsed and its plugin found: the library alone for a
/// compile-only `topology` (no chips needed). Refuses a compile profile the
/// TPU does not have and a topology on a device with no TPU compiler.
pub fn check_target(device: &str, compile_profile: Option<&str>, topology: Option<&str>) -> Result<(DeviceSpec, PathBuf), String> {
    let spec: DeviceSpec = device.parse().map_err(|e| format!("--device: {e}"))?;
    if spec == DeviceSpec::Tpu {
        // Before looking for libtpu: the refusal does not depend on having one.
        if let Some(p) = compile_profile {
            let profile: runtime::CompileProfile = p.parse()?;
            profile.check_platform("tpu")?;
        }
    }
    if let Some(t) = topology {
        if matches!(spec, DeviceSpec::Cpu | DeviceSpec::Gpu) {
            return Err(format!(
                "--topology {t} compiles with the TPU compiler: give --device tpu (or the path of a libtpu.so), not --device {spec}"
            ));
        }
        results::generations::parse_topology(t).map_err(|e| format!("--topology: {e}"))?;
    }
    // Compile-only needs the library, not chips.
    let located = match topology {
        Some(_) => runtime::plugin::locate_library(&spec),
        None => runtime::plugin::locate(&spec),
    };
    let plugin = located.map_err(|e| format!("--device {device}: {e}"))?;
    if !plugin.is_file() {
        let what = if plugin.is_dir() { "is a folder, not a plugin .so file" } else { "does not exist" };
        return Err(format!("--device {device}: {} {what}", plugin.display()));
    }
    Ok((spec, plugin))
}

/// The combinations of settings `run` refuses (each error names the flags).
pub fn check_combinations(spec: &RunSpec, device: &DeviceSpec, compare_modes: &[Mode]) -> Result<(), String> {
    let e = &spec.execution;
    if e.devices == Some(0) {
        return Err("--devices: 0 devices cannot run anything (give 1 or more)".into());
    }
    if e.spmd.is_some() && e.devices.is_some_and(|n| n < 2) {
        return Err("--spmd shards over --devices N: give N of 2 or more".into());
    }
    if let (Some(t), true) = (&spec.topology, spec.repeat > 0) {
        return Err(format!(
            "--repeat {} times executions, and --topology {t} compiles only (nothing executes): drop one of them",
            spec.repeat
        ));
    }
    if !compare_modes.is_empty() {
        check_compared_modes(compare_modes, e.mode, spec.topology.is_some())?;
    }
    if let (Some(n), DeviceSpec::Gpu | DeviceSpec::Tpu) = (spec.threads, device) {
        return Err(format!(
            "--threads {n} sets the XLA CPU plugin's intra-op threads; --device {device} has its own (give --device cpu or a CPU plugin's path)"
        ));
    }
    Ok(())
}

/// The dynamism sweep's settings: `--lengths` checked against the chosen
/// definitions, `--program` (prefill only for a folder suite, whose bounded
/// definitions are one exported program each: no decode or leaky variant to build).
pub fn sweep_request(
    lengths: Option<&str>,
    program: Option<&str>,
    self_baseline: bool,
    suite_spec: &str,
    suite: &suites::Suite,
    chosen: &[String],
) -> Result<super::SweepRequest, String> {
    let mut sweep = super::SweepRequest { self_baseline, ..Default::default() };
    if let Some(l) = lengths {
        sweep.lengths = l.parse().map_err(|e: crate::dynamism::lengths::BadLengths| e.to_string())?;
        crate::dynamism::check_lengths(suite, chosen, &sweep.lengths).map_err(|e| e.to_string())?;
    }
    if let Some(p) = program {
        sweep.program = p.parse().map_err(|e| format!("--program: {e}"))?;
        if sweep.program != crate::dynamism::Program::Prefill && Path::new(suite_spec).is_dir() {
            return Err(format!(
                "--program {p}: {suite_spec} is a folder of definitions, each its own exported program; --program chooses the \
                 program the dynamism tier builds from a catalog"
            ));
        }
    }
    Ok(sweep)
}

/// A numerics profile rewrites program text: a folder suite holding MLIR bytecode is refused under one.
pub fn check_numerics_text(numerics: program::profiles::Numerics, suite_spec: &str) -> Result<(), String> {
    if numerics == program::profiles::Numerics::Native {
        return Ok(());
    }
    match bytecode_in_folder(Path::new(suite_spec)) {
        Some(program) => Err(format!(
            "--numerics {numerics}: {} is MLIR bytecode, and a numerics profile rewrites program text (every definition of it \
             would fail to compile); give the text form, or run without --numerics",
            program.display()
        )),
        None => Ok(()),
    }
}

/// `--compare-modes`: two different modes, one of them the row's own (`--mode`), and something to execute.
fn check_compared_modes(modes: &[Mode], own: Mode, compile_only: bool) -> Result<(), String> {
    let said: Vec<String> = modes.iter().map(ToString::to_string).collect();
    let said = said.join(",");
    if modes.len() != 2 || modes[0] == modes[1] {
        return Err(format!("--compare-modes {said}: give two different modes, such as eager,compiled"));
    }
    if !modes.contains(&own) {
        return Err(format!("--compare-modes {said}: the rows' own mode (--mode {own}) must be one of the two"));
    }
    if compile_only {
        return Err(format!("--compare-modes {said}: modes are compared by running them, and --topology only compiles"));
    }
    Ok(())
}

/// What `run.json`'s identity holds beside the [`RunSpec`]: which
/// definitions, judged how.
pub struct Selected<'a> {
    /// `SPEC (NAME)`: however the spec is spelled (`models`, `./models`), the same suite.
    pub suite: String,
    pub filter: Option<&'a str>,
    pub limit: Option<usize>,
    pub shard: Option<String>,
    pub rule: &'a str,
    pub baselines: Option<&'a Path>,
    pub sweep: &'a super::SweepRequest,
    pub compare_modes: &'a [Mode],
    /// [`super::plan::planned_identity`] of the chosen ids.
    pub planned: String,
}

/// `run.json`'s identity: what `--resume` and `merge` must find unchanged,
/// as `name = value` strings. Settings added after the first run folders
/// were written appear only where they are not their default
/// (`results::journal::IDENTITY_DEFAULTS`), so an older folder still resumes.
pub fn identity(spec: &RunSpec, s: &Selected<'_>) -> Vec<(String, String)> {
    let e = &spec.execution;
    let mut out: Vec<(String, String)> = Vec::new();
    let mut add = |k: &str, v: String| out.push((k.to_string(), v));
    add("suite", s.suite.clone());
    add("device", spec.device.clone());
    if let Some(t) = &spec.topology {
        add(super::defaults::TOPOLOGY_SETTING, t.clone());
    }
    add("filter", s.filter.unwrap_or_default().to_string());
    add("limit", s.limit.map(|n| n.to_string()).unwrap_or_default());
    add(super::plan::SHARD_SETTING, s.shard.clone().unwrap_or_default());
    add("rule", s.rule.to_string());
    add("baselines", s.baselines.map(|d| d.display().to_string()).unwrap_or_default());
    add("expected", spec.expected.clone().unwrap_or_default());
    add("lengths", s.sweep.lengths.to_arg());
    add("program", format!("{:?}", s.sweep.program).to_lowercase());
    add("self", s.sweep.self_baseline.to_string());
    add("steps", e.steps.unwrap_or(results::runspec::DEFAULT_STEPS).to_string());
    add("devices", e.devices.map(|n| n.to_string()).unwrap_or_else(|| "as declared".into()));
    add("spmd", e.spmd.clone().unwrap_or_default());
    add("numerics", spec.numerics.clone().unwrap_or_else(|| program::profiles::Numerics::Native.to_string()));
    add("compile profile", spec.compile_profile.clone().unwrap_or_default());
    add("compiler environment", super::cache::compiler_env().join(" "));
    if e.mode.is_op_by_op() || !s.compare_modes.is_empty() {
        let compared: Vec<String> = s.compare_modes.iter().map(ToString::to_string).collect();
        add("mode", e.mode.to_string());
        add("compare modes", compared.join(","));
    }
    if spec.repeat > 0 {
        add("repeat", spec.repeat.to_string());
    }
    if !spec.determinism {
        add("determinism", "off".into());
    }
    if let Some(n) = spec.threads {
        add("threads", n.to_string());
    }
    // Last: a changed setting above is the better message; this catches a suite whose content changed.
    add(super::plan::PLANNED_SETTING, s.planned.clone());
    out
}

/// The `n` workers of a run of `spec` on `device`: this executable, with
/// the compile cache where `cache`, killed past `limits` (timeout, grace).
/// Compile-only workers hold no chip, so none is handed out.
pub fn workers(spec: &RunSpec, device: &DeviceSpec, n: usize, cache: bool, limits: (Duration, Duration)) -> Result<WorkerSpec, String> {
    let exe = std::env::current_exe().map_err(|e| format!("cannot find this executable: {e}"))?;
    let env_per_slot = match spec.topology {
        Some(_) => Vec::new(),
        None => threads_env(super::topology::env_per_slot(device, n), spec.threads),
    };
    Ok(WorkerSpec {
        exe,
        device: spec.device.clone(),
        cache_dir: cache.then(super::cache::default_dir),
        topology: spec.topology.clone(),
        env_per_slot,
        timeout: limits.0,
        grace: limits.1,
        startup_timeout: Duration::from_secs(300),
    })
}

/// Each slot's environment with `--threads N` added: XLA's CPU client sizes
/// its intra-op pool from `PJRT_NPROC` when it is created (at least one
/// thread per device).
fn threads_env(mut slots: Vec<Vec<(String, String)>>, threads: Option<u32>) -> Vec<Vec<(String, String)>> {
    if let Some(n) = threads {
        for slot in &mut slots {
            slot.push(("PJRT_NPROC".into(), n.to_string()));
        }
    }
    slots
}

/// The first `model.mlir` in a folder suite (the folder itself or its
/// definition folders) that is MLIR bytecode, if any.
fn bytecode_in_folder(dir: &Path) -> Option<PathBuf> {
    use std::io::Read;
    if !dir.is_dir() {
        return None;
    }
    let mut candidates = vec![dir.join(suites::byo::PROGRAM)];
    if let Ok(rd) = std::fs::read_dir(dir) {
        let mut subs: Vec<PathBuf> = rd.flatten().map(|e| e.path().join(suites::byo::PROGRAM)).collect();
        subs.sort();
        candidates.extend(subs);
    }
    candidates.into_iter().find(|p| {
        let mut magic = [0u8; 4];
        std::fs::File::open(p).and_then(|mut f| f.read_exact(&mut magic)).is_ok() && &magic == b"ML\xefR"
    })
}
