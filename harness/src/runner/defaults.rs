//! The per-suite defaults a run takes when its flags do not say, each with
//! the measurement behind it.

use runtime::{CompileProfile, DeviceSpec};
use std::path::{Path, PathBuf};
use suites::Suite;

/// The compile profile when `--compile-profile` is not given.
///
/// On the CPU plugin every suite compiles `fast` except the op tier and
/// `realsize`. Measured with `scripts/bench-profiles` (each kind under
/// `full` then `fast`, cache off, one session, 2 cores):
///
/// | kind | rows | statuses that differ | full / fast wall |
/// |---|---|---|---|
/// | op tier (the 3,115 single-device cases, before collectives) | 3,115 | **8** (tan, chlo.tan in f32/bf16/f16, a tanh, an i8 power: fail-parity under fast) | 10.3x |
/// | dynamism sweeps (`--self`, first 40) | 517 | 0 | 5.7x |
/// | a folder suite of your own with baselines (200 Tier 2 definitions, materialized) | 200 | 0 | 7.2x |
/// | Tier 1 (first 500), Tier 2 (657), `hf` (119), earlier sessions | | 0 | 2.2x, 3.8x, 6.0x |
///
/// The op tier judges single ops to a few ULPs, and `fast` swaps in other
/// kernels for some transcendental ops: it keeps the compiler's defaults.
/// `realsize` is not measured (its time is loading and executing, not
/// compiling) and keeps them too; so does every other device.
pub fn compile_profile(suite: &Suite, device: &DeviceSpec) -> CompileProfile {
    let op_cases = suite.case(0).is_some();
    match device {
        DeviceSpec::Cpu if !op_cases && suite.name != "realsize" => CompileProfile::Fast,
        _ => CompileProfile::Full,
    }
}

/// Suites that exist to be compared: running them without their baselines would pass anything that runs.
pub const PARITY_SUITES: [&str; 3] = ["tier2", "hf", "train"];

/// The baseline store a run compares against when `--baselines` is not
/// given: for a folder of definitions, the store `import` wrote beside it
/// when it holds this suite's folder; else the committed store when it has
/// one (tier2 and hf must); else none. `--no-baselines` is refused for the
/// parity suites.
pub fn baseline_store(given: Option<&Path>, none: bool, spec: &str, suite: &str) -> Result<Option<PathBuf>, String> {
    if none {
        if PARITY_SUITES.contains(&suite) {
            return Err(format!("--no-baselines: {suite} exists to be compared against its baselines"));
        }
        return Ok(None);
    }
    match given {
        Some(dir) if !dir.is_dir() => return Err(format!("--baselines: {} is not a folder", dir.display())),
        Some(dir) => return Ok(Some(dir.to_path_buf())),
        None => {}
    }
    if let Some(dir) = imported_store(spec, suite)? {
        if dir.join(suite).is_dir() {
            errln!("note: judging against the baselines in {} (the store `import` recorded for the suite)", dir.display());
        } else {
            errln!(
                "warning: {} (the store `import` recorded for the suite) holds no {suite} folder: every definition is missing-baseline",
                dir.display()
            );
        }
        return Ok(Some(dir));
    }
    let committed = baselines::Store::committed();
    let found = committed.root.join(suite).is_dir();
    if !found && PARITY_SUITES.contains(&suite) {
        return Err(format!(
            "{suite} is judged against baselines, but {} has no {suite} folder (is TPU_COMPAT_HOME right?); pass --baselines DIR",
            committed.root.display(),
        ));
    }
    Ok(found.then_some(committed.root))
}

/// For a folder suite: the store `import` recorded for it
/// (`crate::import::store_record`), present or not; else, for a suite
/// imported before the record existed, the store beside it
/// (`crate::import::default_store`) when it holds this suite's folder.
fn imported_store(spec: &str, suite: &str) -> Result<Option<PathBuf>, String> {
    if Suite::names_a_tier(spec) {
        return Ok(None);
    }
    let Some(dir) = Path::new(spec).canonicalize().ok().filter(|d| d.is_dir()) else { return Ok(None) };
    if let Some(recorded) = crate::import::store_record::read(&dir)? {
        return Ok(Some(recorded));
    }
    let store = crate::import::default_store(&dir);
    Ok(store.join(suite).is_dir().then_some(store))
}

/// The expected-results file of a suite on a target, and its path (none
/// when no file applies): `given`, else for one of the harness's own tiers
/// (`spec` names it: `Suite::names_a_tier`) the committed
/// `baselines/expected/<suite>.<target>.toml` (empty when absent; the
/// target is [`expected_target`]'s). A folder or catalog of the user's gets
/// none, whatever it is called: a folder named `hf` must not inherit the hf
/// tier's expected failures (a real failure would read `xfail`).
pub fn expected_results(
    given: Option<&Path>,
    spec: &str,
    suite: &str,
    device: &DeviceSpec,
    compile_only: bool,
) -> Result<(baselines::expected::ExpectedFile, Option<PathBuf>), String> {
    let path = match given {
        Some(p) if !p.is_file() => return Err(format!("--expected: {} does not exist", p.display())),
        Some(p) => p.to_path_buf(),
        None if !Suite::names_a_tier(spec) => return Ok((baselines::expected::ExpectedFile::default(), None)),
        None => {
            let target = expected_target(&device.to_string(), compile_only);
            baselines::expected::file_path(&baselines::expected::committed_dir(), suite, &target)
        }
    };
    let file = baselines::expected::ExpectedFile::load(&path).map_err(|e| e.to_string())?;
    let applied = (given.is_some() || path.is_file()).then_some(path);
    Ok((file, applied))
}

/// The setting a compile-only run's identity names its topology by.
pub const TOPOLOGY_SETTING: &str = "topology";

/// The name a target's expected-results files go by: the device's (a
/// plugin path's file stem), `<device>-compile` for a compile-only run
/// (`--topology`): what fails to compile for a topology is not what fails
/// on the chips, so a compile-only `tpu` run and a TPU VM's run keep apart.
pub fn expected_target(device: &str, compile_only: bool) -> String {
    let name = if device.contains('/') || device.ends_with(".so") {
        Path::new(device).file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default()
    } else {
        device.to_string()
    };
    if compile_only {
        format!("{name}-compile")
    } else {
        name
    }
}
