//! Compiling for a device topology with no chips attached: PJRT's
//! client-less path. A [`Topology`] is made from a name the plugin knows
//! (`PJRT_TopologyDescription_Create`: `v6e:2x2`, `v5p:16x16x32`,
//! `tpu7x:2x2x1` for libtpu) and compiles programs into a
//! [`CompiledProgram`] (`PJRT_Compile` with no client): an executable that
//! can never run, but answers what the compiler decided (its compiled
//! memory, its cost analysis, its optimized module with the collectives the
//! partitioner inserted). This is how the TPU compiler is asked whether a
//! program compiles, fits in a chip's HBM, and partitions over a pod, on a
//! machine without a TPU. Nothing here creates a device buffer.

use crate::compile_options::CompileOptions;
use crate::compiled::{self, CompiledMemory};
use crate::errors::{Result, RuntimeError};
use crate::ffi::{args, call, lossy};
use crate::plugin::Plugin;
use pjrt_sys as sys;
use std::sync::Arc;

/// A device topology the plugin described from its name.
pub struct Topology {
    plugin: Arc<Plugin>,
    raw: *mut sys::PJRT_TopologyDescription,
    name: String,
}

// SAFETY: a topology description is read-only after creation; PJRT's C API is thread-safe.
unsafe impl Send for Topology {}
unsafe impl Sync for Topology {}

impl Drop for Topology {
    fn drop(&mut self) {
        let mut a = args!(PJRT_TopologyDescription_Destroy_Args);
        a.topology = self.raw;
        let _ = call!(self.plugin, PJRT_TopologyDescription_Destroy, a);
    }
}

impl std::fmt::Debug for Topology {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Topology({})", self.name)
    }
}

impl Topology {
    /// The topology `name` (`v6e:2x2`), as the plugin makes it. A name the
    /// plugin refuses is its error (`Invalid TPU external name`).
    pub fn create(plugin: Arc<Plugin>, name: &str) -> Result<Topology> {
        let mut a = args!(PJRT_TopologyDescription_Create_Args);
        a.topology_name = name.as_ptr() as *const _;
        a.topology_name_size = name.len();
        call!(plugin, PJRT_TopologyDescription_Create, a)?;
        if a.topology.is_null() {
            return Err(RuntimeError::Pjrt {
                function: "PJRT_TopologyDescription_Create",
                code: "UNKNOWN".into(),
                message: format!("the plugin returned no topology for `{name}`"),
            });
        }
        Ok(Topology { plugin, raw: a.topology, name: name.to_string() })
    }

    /// The name it was made from.
    pub fn name(&self) -> &str {
        &self.name
    }

    pub fn plugin(&self) -> &Arc<Plugin> {
        &self.plugin
    }

    /// `tpu` for libtpu.
    pub fn platform_name(&self) -> Result<String> {
        let mut a = args!(PJRT_TopologyDescription_PlatformName_Args);
        a.topology = self.raw;
        call!(self.plugin, PJRT_TopologyDescription_PlatformName, a)?;
        Ok(unsafe { lossy(a.platform_name, a.platform_name_size) })
    }

    /// The compiler's version string.
    pub fn platform_version(&self) -> Result<String> {
        let mut a = args!(PJRT_TopologyDescription_PlatformVersion_Args);
        a.topology = self.raw;
        call!(self.plugin, PJRT_TopologyDescription_PlatformVersion, a)?;
        Ok(unsafe { lossy(a.platform_version, a.platform_version_size) })
    }

    fn descriptions(&self) -> Result<Vec<*mut sys::PJRT_DeviceDescription>> {
        let mut a = args!(PJRT_TopologyDescription_GetDeviceDescriptions_Args);
        a.topology = self.raw;
        call!(self.plugin, PJRT_TopologyDescription_GetDeviceDescriptions, a)?;
        if a.descriptions.is_null() {
            return Ok(Vec::new());
        }
        // SAFETY: the topology owns this array for its lifetime.
        Ok(unsafe { std::slice::from_raw_parts(a.descriptions, a.num_descriptions) }.to_vec())
    }

    /// The devices of the topology (chips, or TensorCores where a chip has
    /// several the compiler addresses apart).
    pub fn device_count(&self) -> Result<usize> {
        Ok(self.descriptions()?.len())
    }

    /// The first device's kind (`TPU v6 lite`), empty where there is none.
    pub fn device_kind(&self) -> Result<String> {
        let Some(&desc) = self.descriptions()?.first() else { return Ok(String::new()) };
        let mut kind = args!(PJRT_DeviceDescription_Kind_Args);
        kind.device_description = desc;
        call!(self.plugin, PJRT_DeviceDescription_Kind, kind)?;
        Ok(unsafe { lossy(kind.device_kind, kind.device_kind_size) })
    }

    /// Compiles a StableHLO program (MLIR text or bytecode) for this
    /// topology with no client: the executable can be described, never run.
    pub fn compile(&self, program: &[u8], options: &CompileOptions) -> Result<CompiledProgram> {
        program::signature::check_nesting(program)?;
        let p = crate::ffi::mlir_program(program);
        let opts = options.encode();
        let mut a = args!(PJRT_Compile_Args);
        a.topology = self.raw;
        a.program = &p;
        a.compile_options = opts.as_ptr() as *const _;
        a.compile_options_size = opts.len();
        a.client = std::ptr::null_mut();
        call!(self.plugin, PJRT_Compile, a)?;
        if a.executable.is_null() {
            return Err(RuntimeError::Pjrt {
                function: "PJRT_Compile",
                code: "UNKNOWN".into(),
                message: "the plugin returned no executable".into(),
            });
        }
        Ok(CompiledProgram { plugin: self.plugin.clone(), raw: a.executable })
    }
}

/// A program compiled for a [`Topology`]: never loaded, never run.
pub struct CompiledProgram {
    plugin: Arc<Plugin>,
    raw: *mut sys::PJRT_Executable,
}

// SAFETY: an unloaded executable is only read.
unsafe impl Send for CompiledProgram {}
unsafe impl Sync for CompiledProgram {}

impl Drop for CompiledProgram {
    fn drop(&mut self) {
        let mut a = args!(PJRT_Executable_Destroy_Args);
        a.executable = self.raw;
        let _ = call!(self.plugin, PJRT_Executable_Destroy, a);
    }
}

impl CompiledProgram {
    /// Every field of the compiled memory stats.
    pub fn memory(&self) -> Result<CompiledMemory> {
        // SAFETY: `raw` is this plugin's live executable.
        unsafe { compiled::memory(&self.plugin, self.raw) }
    }

    /// The compiler's cost analysis, numeric named values in its order.
    pub fn cost_analysis(&self) -> Result<Vec<(String, f64)>> {
        // SAFETY: as above.
        unsafe { compiled::cost_analysis(&self.plugin, self.raw) }
    }

    /// The optimized module (a serialized `xla.HloModuleProto`) and its format.
    pub fn optimized_module(&self) -> Result<(Vec<u8>, String)> {
        // SAFETY: as above.
        unsafe { compiled::optimized_module(&self.plugin, self.raw) }
    }

    /// `@main`'s parameter and result types as compiled (how a bytecode
    /// program's signature is known where no client can compile it).
    pub fn program_shape(&self) -> Result<crate::program_shape::ProgramShape> {
        let (code, format) = self.optimized_module()?;
        crate::compiled::program_shape(&code, &format)
    }

    /// The collectives of the optimized module (see [`crate::program_shape::collectives`]).
    pub fn collectives(&self) -> Result<Vec<crate::program_shape::Collective>> {
        let (code, format) = self.optimized_module()?;
        Ok(crate::program_shape::collectives(&code, &format)?)
    }

    /// Every dot and convolution of the optimized module with the precision
    /// it carries, and every f32-to-bf16 convert (see
    /// [`crate::program_shape::dot_precisions`]).
    pub fn dot_precisions(&self) -> Result<Vec<crate::program_shape::DotPrecision>> {
        let (code, format) = self.optimized_module()?;
        Ok(crate::program_shape::dot_precisions(&code, &format)?)
    }
}
