//! Loaded executables: run on device buffers, describe their outputs, and
//! serialize for the compile cache.

use crate::buffer::DeviceBuffer;
use crate::client::Client;
use crate::dtype::DType;
use crate::errors::{Result, RuntimeError};
use crate::ffi::{args, call};
use crate::signature::TensorType;
use crate::tensor::HostTensor;
use pjrt_sys as sys;

/// A compiled program loaded on a client. Holds the client alive.
pub struct Executable {
    client: Client,
    raw: *mut sys::PJRT_LoadedExecutable,
    num_outputs: usize,
    /// `@main`'s argument types, where the program text gave them. The CPU
    /// plugin checks only the argument count and byte sizes: an i32[2,3]
    /// buffer runs as f32[2,3] and f32[3,2] as f32[2,3], reinterpreting bits
    /// silently. So the runtime checks dtype and shape itself.
    params: Option<Vec<TensorType>>,
}

// SAFETY: PJRT executables may be executed from any thread.
unsafe impl Send for Executable {}
unsafe impl Sync for Executable {}

/// The dtype and shape of one output, as the compiled program declares it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct OutputSpec {
    pub dtype: DType,
    pub shape: Vec<i64>,
}

impl Drop for Executable {
    fn drop(&mut self) {
        let mut a = args!(PJRT_LoadedExecutable_Destroy_Args);
        a.executable = self.raw;
        if let Err(e) = call!(self.client.inner.plugin, PJRT_LoadedExecutable_Destroy, a) {
            eprintln!("warning: {e}");
        }
    }
}

/// A borrowed `PJRT_Executable` (the unloaded view), destroyed on drop.
struct Unloaded<'a> {
    exe: &'a Executable,
    raw: *mut sys::PJRT_Executable,
}

impl Drop for Unloaded<'_> {
    fn drop(&mut self) {
        let mut a = args!(PJRT_Executable_Destroy_Args);
        a.executable = self.raw;
        let _ = call!(self.exe.client.inner.plugin, PJRT_Executable_Destroy, a);
    }
}

impl Executable {
    pub(crate) fn wrap(client: Client, raw: *mut sys::PJRT_LoadedExecutable, function: &'static str) -> Result<Executable> {
        if raw.is_null() {
            return Err(RuntimeError::Pjrt { function, code: "INTERNAL".into(), message: "no executable returned".into() });
        }
        let mut exe = Executable { client, raw, num_outputs: 0, params: None };
        let unloaded = exe.unloaded()?;
        let mut n = args!(PJRT_Executable_NumOutputs_Args);
        n.executable = unloaded.raw;
        call!(exe.client.inner.plugin, PJRT_Executable_NumOutputs, n)?;
        drop(unloaded);
        exe.num_outputs = n.num_outputs;
        Ok(exe)
    }

    /// Records `@main`'s signature read from the program text, so that
    /// [`execute`](Self::execute) can refuse mismatched buffers. Ignored when
    /// its result count disagrees with the plugin's (a misread signature must
    /// not reject valid inputs).
    pub(crate) fn with_signature(mut self, sig: Option<crate::signature::MainSignature>) -> Executable {
        self.params = sig.filter(|s| s.results.len() == self.num_outputs).map(|s| s.args);
        self
    }

    /// Checks buffers against `@main`'s arguments, where they are known.
    fn check_arguments(&self, inputs: &[&DeviceBuffer]) -> Result<()> {
        let Some(params) = &self.params else { return Ok(()) };
        let list = || params.iter().map(TensorType::display).collect::<Vec<_>>().join(", ");
        if params.len() != inputs.len() {
            return Err(RuntimeError::Arguments {
                message: format!("{} given, but @main takes {} ({})", inputs.len(), params.len(), list()),
            });
        }
        for (i, (p, b)) in params.iter().zip(inputs).enumerate() {
            let (dtype, dims) = (b.dtype()?, b.dims()?);
            let shape_ok = p.shape.len() == dims.len() && p.shape.iter().zip(&dims).all(|(want, got)| *want < 0 || want == got);
            if dtype != p.dtype || !shape_ok {
                let got = TensorType { dtype, shape: dims };
                return Err(RuntimeError::Arguments {
                    message: format!("argument {i} is {}, but @main's argument {i} is {}", got.display(), p.display()),
                });
            }
        }
        Ok(())
    }

    fn unloaded(&self) -> Result<Unloaded<'_>> {
        let mut a = args!(PJRT_LoadedExecutable_GetExecutable_Args);
        a.loaded_executable = self.raw;
        call!(self.client.inner.plugin, PJRT_LoadedExecutable_GetExecutable, a)?;
        Ok(Unloaded { exe: self, raw: a.executable })
    }

    pub fn client(&self) -> &Client {
        &self.client
    }

    pub fn num_outputs(&self) -> usize {
        self.num_outputs
    }

    /// Output dtypes and shapes as compiled.
    pub fn output_specs(&self) -> Result<Vec<OutputSpec>> {
        let plugin = &self.client.inner.plugin;
        let unloaded = self.unloaded()?;
        let mut t = args!(PJRT_Executable_OutputElementTypes_Args);
        t.executable = unloaded.raw;
        call!(plugin, PJRT_Executable_OutputElementTypes, t)?;
        let mut d = args!(PJRT_Executable_OutputDimensions_Args);
        d.executable = unloaded.raw;
        call!(plugin, PJRT_Executable_OutputDimensions, d)?;
        if t.num_output_types != d.num_outputs || t.output_types.is_null() || (d.num_outputs > 0 && d.dim_sizes.is_null()) {
            return Err(RuntimeError::tensor("the plugin described outputs inconsistently"));
        }
        // SAFETY: the executable owns these arrays while `unloaded` lives.
        let types = unsafe { std::slice::from_raw_parts(t.output_types, t.num_output_types) };
        let sizes = unsafe { std::slice::from_raw_parts(d.dim_sizes, d.num_outputs) };
        let total: usize = sizes.iter().sum();
        let dims = if total == 0 { &[][..] } else { unsafe { std::slice::from_raw_parts(d.dims, total) } };
        let mut out = Vec::with_capacity(types.len());
        let mut at = 0;
        for (ty, &n) in types.iter().zip(sizes) {
            let dtype = DType::from_pjrt(*ty).ok_or_else(|| RuntimeError::tensor(format!("output element type {ty} is not handled")))?;
            out.push(OutputSpec { dtype, shape: dims[at..at + n].to_vec() });
            at += n;
        }
        Ok(out)
    }

    /// `@main`'s parameter and result types as compiled, read from the
    /// optimized HLO module (see [`crate::program_shape`]). This is how the
    /// signature of a bytecode program is known: PJRT describes outputs only.
    pub fn program_shape(&self) -> Result<crate::program_shape::ProgramShape> {
        let plugin = &self.client.inner.plugin;
        let unloaded = self.unloaded()?;
        let mut p = args!(PJRT_Program);
        let mut a = args!(PJRT_Executable_OptimizedProgram_Args);
        a.executable = unloaded.raw;
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
            let bytes = unsafe { std::slice::from_raw_parts(p.format as *const u8, p.format_size) };
            String::from_utf8_lossy(bytes).into_owned()
        };
        code.truncate(p.code_size);
        match format.as_str() {
            "hlo" => crate::program_shape::from_hlo_module(&code),
            "hlo_with_config" => crate::program_shape::from_hlo_module_with_config(&code),
            other => Err(RuntimeError::Program {
                message: format!("the plugin returned its optimized program as `{other}`, not a serialized HLO module"),
            }),
        }
    }

    /// Executes on the client's default device; returns one buffer per output.
    pub fn execute(&self, inputs: &[&DeviceBuffer]) -> Result<Vec<DeviceBuffer>> {
        self.check_arguments(inputs)?;
        let plugin = &self.client.inner.plugin;
        let arg_ptrs: Vec<*mut sys::PJRT_Buffer> = inputs.iter().map(|b| b.raw).collect();
        let arg_list: *const *mut sys::PJRT_Buffer = arg_ptrs.as_ptr();
        let mut outputs: Vec<*mut sys::PJRT_Buffer> = vec![std::ptr::null_mut(); self.num_outputs];
        let output_list: *mut *mut sys::PJRT_Buffer = outputs.as_mut_ptr();
        let mut event: *mut sys::PJRT_Event = std::ptr::null_mut();
        let mut options = args!(PJRT_ExecuteOptions);
        let mut a = args!(PJRT_LoadedExecutable_Execute_Args);
        a.executable = self.raw;
        a.options = &mut options;
        a.argument_lists = &arg_list;
        a.num_devices = 1;
        a.num_args = inputs.len();
        a.output_lists = &output_list;
        a.device_complete_events = &mut event;
        call!(plugin, PJRT_LoadedExecutable_Execute, a)?;
        // Wrap outputs first so that they are freed even if the event fails.
        let buffers: Vec<DeviceBuffer> =
            outputs.into_iter().filter(|p| !p.is_null()).map(|p| DeviceBuffer::wrap(self.client.clone(), p)).collect();
        crate::ffi::await_event(plugin, event)?;
        if buffers.len() != self.num_outputs {
            return Err(RuntimeError::tensor(format!("the plugin returned {} of {} outputs", buffers.len(), self.num_outputs)));
        }
        Ok(buffers)
    }

    /// Host in, host out: copies inputs to the device, executes, copies outputs back.
    pub fn run(&self, inputs: &[HostTensor]) -> Result<Vec<HostTensor>> {
        let bufs = inputs.iter().map(|t| self.client.to_device(t)).collect::<Result<Vec<_>>>()?;
        let refs: Vec<&DeviceBuffer> = bufs.iter().collect();
        self.execute(&refs)?.iter().map(DeviceBuffer::to_host).collect()
    }

    /// Device memory the compiled program needs, as the plugin reports it
    /// (`PJRT_Executable_GetCompiledMemoryStats`): its peak where given, else
    /// arguments + outputs + temporaries − aliased bytes. `None` where the
    /// plugin does not report one.
    pub fn device_memory_bytes(&self) -> Option<u64> {
        let plugin = &self.client.inner.plugin;
        let unloaded = self.unloaded().ok()?;
        let mut a = args!(PJRT_Executable_GetCompiledMemoryStats_Args);
        a.executable = unloaded.raw;
        call!(plugin, PJRT_Executable_GetCompiledMemoryStats, a).ok()?;
        let total = if a.peak_memory_in_bytes > 0 {
            a.peak_memory_in_bytes
        } else {
            a.argument_size_in_bytes + a.output_size_in_bytes + a.temp_size_in_bytes - a.alias_size_in_bytes
        };
        u64::try_from(total).ok().filter(|&b| b > 0)
    }

    /// [`Executable::run`] with owned inputs: each goes to the device with
    /// [`Client::to_device_owned`], so host memory is spent once per input.
    pub fn run_owned(&self, inputs: Vec<HostTensor>) -> Result<Vec<HostTensor>> {
        let bufs = inputs.into_iter().map(|t| self.client.to_device_owned(t)).collect::<Result<Vec<_>>>()?;
        let refs: Vec<&DeviceBuffer> = bufs.iter().collect();
        self.execute(&refs)?.iter().map(DeviceBuffer::to_host).collect()
    }

    /// The executable's bytes, loadable with [`Client::deserialize`] on the same plugin build.
    pub fn serialize(&self) -> Result<Vec<u8>> {
        let plugin = &self.client.inner.plugin;
        let unloaded = self.unloaded()?;
        let mut a = args!(PJRT_Executable_Serialize_Args);
        a.executable = unloaded.raw;
        call!(plugin, PJRT_Executable_Serialize, a)?;
        let bytes = if a.serialized_bytes.is_null() {
            Vec::new()
        } else {
            // SAFETY: valid until the deleter runs.
            unsafe { std::slice::from_raw_parts(a.serialized_bytes as *const u8, a.serialized_bytes_size) }.to_vec()
        };
        if let Some(deleter) = a.serialized_executable_deleter {
            unsafe { deleter(a.serialized_executable) };
        }
        Ok(bytes)
    }
}
