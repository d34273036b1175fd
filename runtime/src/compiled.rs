//! What a compiled program says about itself, whichever way it was compiled
//! (on a client, or for a topology with no chips): the compiled memory stats
//! (`PJRT_Executable_GetCompiledMemoryStats`, every field), the compiler's
//! cost analysis (`PJRT_Executable_GetCostAnalysis`, its named values), and
//! the optimized module (`PJRT_Executable_OptimizedProgram`). Both
//! [`crate::Executable`] and [`crate::CompiledProgram`] read these through
//! the functions here, on their unloaded `PJRT_Executable`.

use crate::errors::{Result, RuntimeError};
use crate::ffi::{args, call};
use crate::plugin::Plugin;
use pjrt_sys as sys;

/// `xla::CompiledMemoryStats` as the plugin reports it, in bytes: device
/// memory (HBM on a TPU) first, then host memory.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct CompiledMemory {
    pub generated_code: i64,
    pub arguments: i64,
    pub outputs: i64,
    /// Argument bytes reused for outputs (donated state).
    pub alias: i64,
    pub temporaries: i64,
    pub host_generated_code: i64,
    pub host_arguments: i64,
    pub host_outputs: i64,
    pub host_alias: i64,
    pub host_temporaries: i64,
    /// The plugin's own peak, where it computes one (0 where not).
    pub peak: i64,
}

/// Reads the compiled memory stats of an unloaded executable.
///
/// # Safety
/// `exe` must be a live `PJRT_Executable` of `plugin`.
pub(crate) unsafe fn memory(plugin: &Plugin, exe: *mut sys::PJRT_Executable) -> Result<CompiledMemory> {
    let mut a = args!(PJRT_Executable_GetCompiledMemoryStats_Args);
    a.executable = exe;
    call!(plugin, PJRT_Executable_GetCompiledMemoryStats, a)?;
    Ok(CompiledMemory {
        generated_code: a.generated_code_size_in_bytes,
        arguments: a.argument_size_in_bytes,
        outputs: a.output_size_in_bytes,
        alias: a.alias_size_in_bytes,
        temporaries: a.temp_size_in_bytes,
        host_generated_code: a.host_generated_code_size_in_bytes,
        host_arguments: a.host_argument_size_in_bytes,
        host_outputs: a.host_output_size_in_bytes,
        host_alias: a.host_alias_size_in_bytes,
        host_temporaries: a.host_temp_size_in_bytes,
        peak: a.peak_memory_in_bytes,
    })
}

/// The cost analysis as (name, value) pairs, numeric values only (`flops`,
/// `bytes accessed`, `transcendentals`, `optimal_seconds`, per-operand
/// `bytes accessed0{}` ...), in the plugin's order.
///
/// # Safety
/// `exe` must be a live `PJRT_Executable` of `plugin`.
pub(crate) unsafe fn cost_analysis(plugin: &Plugin, exe: *mut sys::PJRT_Executable) -> Result<Vec<(String, f64)>> {
    let mut a = args!(PJRT_Executable_GetCostAnalysis_Args);
    a.executable = exe;
    call!(plugin, PJRT_Executable_GetCostAnalysis, a)?;
    if a.properties.is_null() {
        return Ok(Vec::new());
    }
    let mut out = Vec::new();
    // SAFETY: the executable owns `num_properties` entries at `properties`.
    for nv in std::slice::from_raw_parts(a.properties, a.num_properties) {
        let name = crate::ffi::lossy(nv.name, nv.name_size);
        let value = match nv.type_ {
            sys::PJRT_NamedValue_kFloat => f64::from(nv.__bindgen_anon_1.float_value),
            sys::PJRT_NamedValue_kInt64 => nv.__bindgen_anon_1.int64_value as f64,
            _ => continue,
        };
        out.push((name, value));
    }
    Ok(out)
}

/// The optimized module and its format (`hlo`, `hlo_with_config`).
///
/// # Safety
/// `exe` must be a live `PJRT_Executable` of `plugin`.
pub(crate) unsafe fn optimized_module(plugin: &Plugin, exe: *mut sys::PJRT_Executable) -> Result<(Vec<u8>, String)> {
    let mut p = args!(PJRT_Program);
    let mut a = args!(PJRT_Executable_OptimizedProgram_Args);
    a.executable = exe;
    a.program = &mut p;
    // First call: the size; second call: the bytes, into our buffer.
    call!(plugin, PJRT_Executable_OptimizedProgram, a)?;
    let mut code = vec![0u8; p.code_size];
    p.code = code.as_mut_ptr() as *mut _;
    a.program = &mut p;
    call!(plugin, PJRT_Executable_OptimizedProgram, a)?;
    let format = if p.format.is_null() {
        String::new()
    } else {
        // SAFETY: the plugin owns `format` and gave its length.
        let bytes = std::slice::from_raw_parts(p.format as *const u8, p.format_size);
        String::from_utf8_lossy(bytes).into_owned()
    };
    code.truncate(p.code_size);
    Ok((code, format))
}

/// `@main`'s parameter and result types from an optimized module the plugin
/// handed back (`hlo` or `hlo_with_config`), for a loaded executable and a
/// topology-compiled one alike.
pub(crate) fn program_shape(code: &[u8], format: &str) -> Result<crate::program_shape::ProgramShape> {
    match format {
        "hlo" => Ok(crate::program_shape::from_hlo_module(code)?),
        "hlo_with_config" => Ok(crate::program_shape::from_hlo_module_with_config(code)?),
        other => Err(RuntimeError::Program {
            message: format!("the plugin returned its optimized program as `{other}`, not a serialized HLO module"),
        }),
    }
}
