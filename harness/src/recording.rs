//! Recording one definition's baseline through the compile service: the
//! outputs of its reference execution (`crate::execution`, the same one a
//! run judges a sharded program against: a plain call or a training step's
//! trajectory, on one device; a `shard_map` program on its devices) and,
//! when asked, the float64 variant's (for a trajectory, its losses only).
//! `baselines::record` writes them with their provenance; what is
//! compiled, and how, is decided here, as for a run, so a baseline holds
//! the arithmetic its provenance names.

use crate::compilation::{Compilation, Compiler};
use crate::execution::{self, ProgramKind};
use baselines::record::{store_recorded, widen, Made, Platform, Recorded, ReferenceError};
use baselines::store::LockedSuite;
use runtime::HostTensor;
use suites::Definition;

/// The identity of the device `client` drives, for a baseline's provenance
/// (`device` is the name the user gave: `cpu`, `gpu`, a plugin path).
pub fn platform_of(client: &runtime::Client, device: &str) -> Result<Platform, runtime::RuntimeError> {
    Ok(Platform {
        device: device.to_string(),
        platform_name: client.platform_name()?,
        platform_version: client.platform_version()?,
        plugin_sha256: client.plugin().file_hash()?,
    })
}

/// Why a definition's baseline was not recorded; each names the definition.
#[derive(Debug, thiserror::Error)]
pub enum RecordError {
    /// Its program or inputs could not be made.
    #[error("{id}: {source}")]
    Inputs { id: String, source: suites::GenerateError },
    /// A dynamism spec without a sequence bound: no static programs to record.
    #[error("{id}: no sequence bound")]
    NotBounded { id: String },
    /// Its program says no kind of execution the harness has.
    #[error("{id}: {message}")]
    Kind { id: String, message: String },
    /// The reference execution failed.
    #[error("{id}: {message}")]
    Run { id: String, message: String },
    #[error(transparent)]
    Store(#[from] baselines::StoreError),
}

/// What a recording asks for beyond the outputs.
#[derive(Debug, Clone, Copy)]
pub struct Asked {
    /// Also the float64 reference.
    pub with_f64: bool,
    /// Steps a training step runs.
    pub steps: usize,
    /// Neither read nor write the compile cache.
    pub no_cache: bool,
}

/// Records `def` into the locked suite folder.
pub fn record(
    compiler: &Compiler,
    settings: &Compilation,
    platform: &Platform,
    def: &Definition,
    into: &LockedSuite,
    asked: Asked,
) -> Result<Recorded, RecordError> {
    let Asked { with_f64, steps, no_cache } = asked;
    let id = def.id();
    let inputs = def.inputs().map_err(|source| RecordError::Inputs { id: id.to_string(), source })?;
    let hash = def.hash(&inputs);
    let kind = ProgramKind::of(&def.program).map_err(|message| RecordError::Kind { id: id.to_string(), message })?;
    // A baseline is the reference a run is judged by: on one device, except a
    // shard_map program, whose baseline is its sharded run (no float64 variant).
    let execution = kind.reference(&def.program, steps);
    let reference = (with_f64 && execution.devices == 1).then(|| {
        let made = || match execution.steps {
            Some(steps) => {
                let prog = crate::train::StepProgram::read(def).map_err(|e| format!("{id}: {e}"))?;
                let trajectory = crate::train::f64_trajectory(compiler, settings, &prog, &def.program, &inputs, steps, no_cache)?;
                Ok((trajectory, ::program::float64::widen_program(&def.program).map_err(|e| e.to_string())?))
            }
            None => f64_outputs(compiler, settings, def, &inputs, no_cache),
        };
        made().map_err(ReferenceError::Run)
    });
    let ran = execution::run(compiler, settings, execution, &def.program, inputs, &def.manifest, no_cache)
        .map_err(|e| RecordError::Run { id: id.to_string(), message: e.to_string() })?;
    let outputs = ran.outputs;
    let made = Made { outputs, reference, numerics: settings.numerics.as_str(), compile_profile: settings.profile.as_str() };
    Ok(store_recorded(platform, def, &hash, into, made)?)
}

/// The float64 variant's outputs: the program as written (no numerics
/// rewrite: the reference measures what the rewrite rounds), widened.
fn f64_outputs(
    compiler: &Compiler,
    settings: &Compilation,
    def: &Definition,
    inputs: &[HostTensor],
    no_cache: bool,
) -> Result<(Vec<HostTensor>, Vec<u8>), String> {
    let program = ::program::float64::widen_program(&def.program).map_err(|e| e.to_string())?;
    let wide: Vec<HostTensor> = inputs.iter().map(widen).collect::<Result<_, _>>().map_err(|e| e.to_string())?;
    let native = Compilation { numerics: Default::default(), ..*settings };
    let exe = compiler.compile(&native, &program, no_cache).map_err(|e| format!("the float64 variant: {e}"))?.exe;
    let outputs = exe.run_owned(wide).map_err(|e| format!("the float64 variant: {e}"))?;
    Ok((outputs, program))
}
