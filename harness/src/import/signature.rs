//! `@main`'s argument and result types and names, for text and bytecode.
//!
//! Text is read directly (`runtime::parse_main_signature` for the types,
//! [`super::names`] for the names). Bytecode cannot be read without MLIR, and
//! the plugin has MLIR: the program is compiled once and its parameter and
//! result types come from the compiled module
//! (`runtime::Executable::program_shape`). Names do not survive that, so a
//! bytecode program's arguments are positional (`arg0..argN`).
//!
//! The same plugin runs a program once where the import must know what it
//! returns ([`Device::run`]: expected outputs holding NaN/Inf).

use super::names::{self, Named};
use crate::compilation::{Compilation, Compiler};
use runtime::{Client, DeviceSpec, HostTensor, Plugin, TensorType};
use std::path::Path;

/// The 4 bytes every MLIR bytecode file starts with.
pub const BYTECODE_MAGIC: &[u8] = b"ML\xefR";

/// The plugin, loaded on first need (only bytecode programs need it) and
/// then shared by every program of a batch.
pub struct Device {
    spec: String,
    compiler: Option<Compiler>,
    /// `--topology`: bytecode signatures are read by compiling for this TPU
    /// topology, compile-only (a TPU-only program, no chip needed).
    topology: Option<(String, Option<runtime::Topology>)>,
}

impl Device {
    pub fn new(spec: &str) -> Device {
        Device { spec: spec.to_string(), compiler: None, topology: None }
    }

    /// Reads bytecode signatures by compiling for `topology` on the plugin (libtpu), with no client.
    pub fn for_topology(spec: &str, topology: &str) -> Device {
        Device { spec: spec.to_string(), compiler: None, topology: Some((topology.to_string(), None)) }
    }

    /// The signature of a bytecode program compiled for the topology.
    fn compiled_shape(&mut self, program: &[u8]) -> Result<Option<runtime::program_shape::ProgramShape>, String> {
        let spec = self.spec.clone();
        let Some((name, topology)) = &mut self.topology else { return Ok(None) };
        if topology.is_none() {
            let device: DeviceSpec = spec.parse()?;
            let path = runtime::plugin::locate_library(&device).map_err(|e| e.to_string())?;
            let plugin = Plugin::load_compile_only(&path).map_err(|e| e.to_string())?;
            *topology = Some(runtime::Topology::create(plugin, name).map_err(|e| format!("--topology {name}: {e}"))?);
        }
        let t = topology.as_ref().ok_or_else(|| "no topology".to_string())?;
        let compiled = t.compile(program, &runtime::CompileOptions::default()).map_err(|e| e.to_string())?;
        compiled.program_shape().map(Some).map_err(|e| e.to_string())
    }

    /// The compile service over the plugin (the program as written, the
    /// compiler's defaults, no cache).
    fn compiler(&mut self) -> Result<&Compiler, String> {
        if self.compiler.is_none() {
            let spec: DeviceSpec = self.spec.parse()?;
            let plugin = Plugin::for_device(&spec).map_err(|e| e.to_string())?;
            self.compiler = Some(Compiler::new(Client::new(plugin).map_err(|e| e.to_string())?, None));
        }
        self.compiler.as_ref().ok_or_else(|| "no client".to_string())
    }

    fn compile(&mut self, program: &[u8]) -> Result<runtime::Executable, String> {
        let compiler = self.compiler()?;
        compiler.compile(&Compilation::default(), program, true).map(|c| c.exe).map_err(|e| e.to_string())
    }

    /// Compiles `program` and runs it once on `inputs`: the program's own
    /// outputs, which expected outputs holding NaN/Inf are checked against.
    pub fn run(&mut self, program: &[u8], inputs: &[HostTensor]) -> Result<Vec<HostTensor>, String> {
        self.compile(program)?.run(inputs).map_err(|e| e.to_string())
    }
}

/// `@main`'s types and names.
#[derive(Debug, Clone)]
pub struct Signature {
    pub args: Vec<TensorType>,
    pub results: Vec<TensorType>,
    pub arg_names: Vec<Named>,
    pub result_names: Vec<Named>,
    /// Where the argument names came from (`loc`, `jax.arg_info`, ... or `positional`).
    pub names_from: String,
    /// `text` or `bytecode`.
    pub format: &'static str,
}

/// Reads the signature of the program at `path` (its bytes are `program`).
pub fn read(program: &[u8], path: &Path, device: &mut Device) -> Result<Signature, String> {
    let p = path.display();
    if program.starts_with(BYTECODE_MAGIC) {
        runtime::sharding::refuse_unreadable_bytecode(program).map_err(|e| format!("{p}: {e}"))?;
        let shape =
            match device.compiled_shape(program).map_err(|e| format!("{p}: compiling for the topology to read its signature: {e}"))? {
                Some(shape) => shape,
                None => {
                    device.compiler().map_err(|e| format!("{p}: reading a bytecode program's signature needs the plugin: {e}"))?;
                    let exe = device
                        .compile(program)
                        .map_err(|e| format!("{p}: the plugin could not compile the bytecode to read its signature: {e}"))?;
                    let shape = exe.program_shape().map_err(|e| format!("{p}: {e}"))?;
                    if shape.results.len() != exe.num_outputs() {
                        return Err(format!(
                            "{p}: the compiled program returns {} outputs, its HLO module describes {}",
                            exe.num_outputs(),
                            shape.results.len()
                        ));
                    }
                    shape
                }
            };
        return Ok(Signature {
            arg_names: names::assign(&[], shape.parameters.len(), "arg"),
            result_names: names::assign(&[], shape.results.len(), "out"),
            args: shape.parameters,
            results: shape.results,
            names_from: names::POSITIONAL.to_string(),
            format: "bytecode",
        });
    }
    let sig = runtime::parse_main_signature(program).map_err(|e| format!("{p}: {e}"))?;
    let text = std::str::from_utf8(program).map_err(|e| format!("{p}: not UTF-8 text: {e}"))?;
    let found = names::read(text).unwrap_or_default();
    let names_from = if found.source.is_empty() { names::POSITIONAL.to_string() } else { found.source };
    Ok(Signature {
        arg_names: names::assign(&found.args, sig.args.len(), "arg"),
        result_names: names::assign(&found.results, sig.results.len(), "out"),
        args: sig.args,
        results: sig.results,
        names_from,
        format: "text",
    })
}
