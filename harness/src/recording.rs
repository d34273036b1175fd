//! Recording one definition's baseline through the compile service: the
//! outputs of a plain definition, or a training step's trajectory
//! (`crate::train`), and, when asked, the float64 variant's (for a
//! trajectory, its losses only). `baselines::record` writes them with
//! their provenance; what is compiled, and how, is decided here, as for a
//! run, so a baseline holds the arithmetic its provenance names.

use crate::compilation::{Compilation, Compiler};
use crate::worker::ProgramKind;
use baselines::record::{f64_program, store_recorded, widen, Made, Platform, Recorded};
use baselines::store::LockedSuite;
use runtime::HostTensor;
use suites::Definition;

/// The identity of the device `client` drives, for a baseline's provenance
/// (`device` is the name the user gave: `cpu`, `gpu`, a plugin path).
pub fn platform_of(client: &runtime::Client, device: &str) -> Result<Platform, String> {
    Ok(Platform {
        device: device.to_string(),
        platform_name: client.platform_name().map_err(|e| e.to_string())?,
        platform_version: client.platform_version().map_err(|e| e.to_string())?,
        plugin_sha256: client.plugin().file_hash().map_err(|e| e.to_string())?,
    })
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
) -> Result<Recorded, String> {
    let Asked { with_f64, steps, no_cache } = asked;
    let id = def.id();
    let inputs = def.inputs().map_err(|e| format!("{id}: {e}"))?;
    let hash = def.hash(&inputs);
    let kind = ProgramKind::of(&def.program).map_err(|e| format!("{id}: {e}"))?;
    let (outputs, reference) = match kind {
        // A shard_map program runs only on its devices: its baseline is its sharded run (no float64 variant).
        ProgramKind::Sharded { devices } if crate::partitioned::needs_its_devices(&def.program) => {
            let exe = compiler.compile(&settings.on_devices(devices), &def.program, no_cache).map_err(|e| format!("{id}: {e}"))?.exe;
            let names: Vec<String> = def.manifest.outputs.iter().map(|o| o.name.clone()).collect();
            let outputs = crate::partitioned::execute(&exe, &def.program, &inputs, devices, &names).map_err(|e| format!("{id}: {e}"))?;
            (outputs, None)
        }
        // A sharded training step is recorded on one device, as a global-view program is.
        ProgramKind::TrainingStep | ProgramKind::ShardedTrainingStep { .. } => {
            let wide = with_f64.then(|| inputs.clone());
            let prog = crate::train::StepProgram::read(def).map_err(|e| format!("{id}: {e}"))?;
            let (t, _) = crate::train::compile_and_run(compiler, settings, &prog, &def.program, inputs, steps, no_cache)
                .map_err(|e| format!("{id}: {e}"))?;
            let (outputs, _, _) = crate::train::judged(&t, &prog, &def.manifest.outputs);
            let reference = wide.map(|w| {
                let losses = crate::train::f64_losses(compiler, settings, &prog, &def.program, &w, steps, no_cache)?;
                Ok((losses, f64_program(&def.program)?))
            });
            (outputs, reference)
        }
        // A global-view sharded program is recorded on one device: the reference its sharded runs are judged by.
        ProgramKind::Plain | ProgramKind::Sharded { .. } => {
            let exe = compiler.compile(settings, &def.program, no_cache).map_err(|e| format!("{id}: {e}"))?.exe;
            let reference = with_f64.then(|| f64_outputs(compiler, settings, def, &inputs, no_cache));
            let outputs = exe.run_owned(inputs).map_err(|e| format!("{id}: {e}"))?;
            (outputs, reference)
        }
    };
    let made = Made { outputs, reference, numerics: settings.numerics.as_str(), compile_profile: settings.profile.as_str() };
    store_recorded(platform, def, &hash, into, made)
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
    let program = f64_program(&def.program)?;
    let wide: Vec<HostTensor> = inputs.iter().map(widen).collect::<Result<_, _>>()?;
    let native = Compilation { numerics: Default::default(), ..*settings };
    let exe = compiler.compile(&native, &program, no_cache).map_err(|e| format!("the float64 variant: {e}"))?.exe;
    let outputs = exe.run_owned(wide).map_err(|e| format!("the float64 variant: {e}"))?;
    Ok((outputs, program))
}
