//! Loaded executables: run on device buffers, describe their outputs, and
//! serialize for the compile cache.

use crate::buffer::DeviceBuffer;
use crate::client::Client;
use crate::errors::{Result, RuntimeError};
use crate::ffi::{args, call};
use crate::pjrt_type::PjrtType;
use pjrt_sys as sys;
use program::TensorType;
use tensors::DType;
use tensors::HostTensor;

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
    /// Per argument, the output it aliases (empty where unknown).
    aliases: Vec<Option<usize>>,
    /// What each device's arguments must be: `params`, or under SPMD the
    /// shard types (a negative dimension: not known, any size).
    per_device: Option<Vec<TensorType>>,
}

// SAFETY: PJRT executables may be executed from any thread.
unsafe impl Send for Executable {}
unsafe impl Sync for Executable {}

/// Checks buffers against the types a device's arguments must have; a
/// negative dimension matches any size. `prefix` names the device in errors.
fn check_list(inputs: &[&DeviceBuffer], params: &[TensorType], prefix: &str, what: &str) -> Result<()> {
    let list = || params.iter().map(TensorType::display).collect::<Vec<_>>().join(", ");
    if params.len() != inputs.len() {
        return Err(RuntimeError::Arguments {
            message: format!("{prefix}{} given, but @main takes {} ({})", inputs.len(), params.len(), list()),
        });
    }
    for (i, (p, b)) in params.iter().zip(inputs).enumerate() {
        let (dtype, dims) = (b.dtype()?, b.dims()?);
        let shape_ok = p.shape.len() == dims.len() && p.shape.iter().zip(&dims).all(|(want, got)| *want < 0 || want == got);
        if dtype != p.dtype || !shape_ok {
            let got = TensorType { dtype, shape: dims };
            return Err(RuntimeError::Arguments {
                message: format!("{prefix}argument {i} is {}, but {what} {i} is {}", got.display(), p.display()),
            });
        }
    }
    Ok(())
}

/// Per device: its outputs, and per input whether the plugin took it.
type Launched = (Vec<Vec<DeviceBuffer>>, Vec<Vec<bool>>);

/// One input of [`Executable::execute_donating`].
pub enum Argument<'a> {
    /// Handed over to the execution: the plugin may reuse its memory for the
    /// output the program aliases it to. Moved in, so it cannot be used
    /// after the call:
    ///
    /// ```compile_fail
    /// # fn f(exe: &runtime::Executable, w: runtime::DeviceBuffer) -> runtime::Result<()> {
    /// use runtime::Argument;
    /// let out = exe.execute_donating(vec![Argument::Donated(w)])?;
    /// let _ = w.to_host(); // error: `w` was moved into the execution
    /// # Ok(()) }
    /// ```
    Donated(DeviceBuffer),
    /// Read only; stays valid.
    Borrowed(&'a DeviceBuffer),
}

impl Argument<'_> {
    fn buffer(&self) -> &DeviceBuffer {
        match self {
            Argument::Donated(b) => b,
            Argument::Borrowed(b) => b,
        }
    }
}

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
        let mut exe = Executable { client, raw, num_outputs: 0, params: None, aliases: Vec::new(), per_device: None };
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
    ///
    /// Under SPMD partitioning `@main` declares global shapes while each
    /// device takes its shard, so each device's buffers are checked against
    /// the shard types ([`program::sharding::shard_types`]), or, where the
    /// shardings cannot be read, their dtypes and ranks only.
    pub(crate) fn with_signature(
        mut self,
        program: &[u8],
        sig: Option<program::signature::MainSignature>,
        options: &crate::CompileOptions,
    ) -> Executable {
        if let Some(sig) = sig.filter(|s| s.results.len() == self.num_outputs) {
            self.per_device = Some(if options.use_spmd_partitioning {
                program::sharding::shard_types(program, &sig, options.num_partitions.max(1) as usize)
            } else {
                sig.args.clone()
            });
            self.aliases = sig.aliases;
            self.params = Some(sig.args);
        }
        self
    }

    /// Checks buffers against `@main`'s arguments, where they are known.
    fn check_arguments(&self, inputs: &[&DeviceBuffer]) -> Result<()> {
        match &self.params {
            Some(params) => check_list(inputs, params, "", "@main's argument"),
            None => Ok(()),
        }
    }

    /// The executable's devices, in the order [`Executable::execute_on_devices`]
    /// takes and returns lists: each as its index among the client's
    /// addressable devices (the order of [`Client::devices`], what
    /// [`Client::to_device_on`] takes).
    pub fn addressable_devices(&self) -> Result<Vec<usize>> {
        self.raw_devices()?.into_iter().map(|d| self.client.device_index_of(d)).collect()
    }

    fn raw_devices(&self) -> Result<Vec<*mut sys::PJRT_Device>> {
        let mut a = args!(PJRT_LoadedExecutable_AddressableDevices_Args);
        a.executable = self.raw;
        call!(self.client.inner.plugin, PJRT_LoadedExecutable_AddressableDevices, a)?;
        if a.addressable_devices.is_null() {
            return Ok(Vec::new());
        }
        // SAFETY: the executable owns this array for its lifetime.
        Ok(unsafe { std::slice::from_raw_parts(a.addressable_devices, a.num_addressable_devices) }.to_vec())
    }

    /// Executes on every device of the executable: `args[k]` is the argument
    /// list of the k-th of [`Executable::addressable_devices`] (each device's
    /// shard, for an SPMD program), and so is the k-th list returned. Never
    /// donates. Every error names the device.
    pub fn execute_on_devices(&self, args: &[Vec<&DeviceBuffer>]) -> Result<Vec<Vec<DeviceBuffer>>> {
        let names = self.check_per_device(args.iter().map(|l| l.as_slice()))?;
        let lists: Vec<Vec<*mut sys::PJRT_Buffer>> = args.iter().map(|l| l.iter().map(|b| b.raw).collect()).collect();
        let non_donatable: Vec<i64> = (0..lists.first().map_or(0, Vec::len) as i64).collect();
        self.launch(&lists, &non_donatable, &names)
    }

    /// [`Executable::execute_on_devices`] consuming the donated inputs (see
    /// [`Executable::execute_donating`]); an argument index is donated only
    /// where every device's list donates it.
    pub fn execute_on_devices_donating(&self, args: Vec<Vec<Argument<'_>>>) -> Result<Vec<Vec<DeviceBuffer>>> {
        let names = {
            let refs: Vec<Vec<&DeviceBuffer>> = args.iter().map(|l| l.iter().map(Argument::buffer).collect()).collect();
            self.check_per_device(refs.iter().map(|l| l.as_slice()))?
        };
        Ok(self.execute_donating_traced(args, &names)?.0)
    }

    /// Checks one list per device: the count, each buffer on its device, and
    /// dtypes and shard shapes where known. Returns how errors name each device.
    fn check_per_device<'a>(&self, lists: impl ExactSizeIterator<Item = &'a [&'a DeviceBuffer]>) -> Result<Vec<String>> {
        let devices = self.raw_devices()?;
        let indices = self.addressable_devices()?;
        let names: Vec<String> = indices.iter().map(|i| format!("device {i}")).collect();
        if lists.len() != devices.len() {
            return Err(RuntimeError::Arguments {
                message: format!(
                    "{} argument lists given, but the executable runs on {} devices ({})",
                    lists.len(),
                    devices.len(),
                    names.join(", ")
                ),
            });
        }
        for (k, list) in lists.enumerate() {
            let name = &names[k];
            if let Some(params) = &self.per_device {
                check_list(list, params, &format!("{name}: "), "its shard of @main's argument")?;
            }
            for (i, b) in list.iter().enumerate() {
                let on = b.raw_device()?;
                if on != devices[k] {
                    let at = self.client.device_index_of(on).map_or("another client's device".to_string(), |d| format!("device {d}"));
                    return Err(RuntimeError::Arguments { message: format!("{name}: argument {i} lives on {at}") });
                }
            }
        }
        Ok(names)
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
        let (code, format) = self.optimized_module()?;
        crate::compiled::program_shape(&code, &format)
    }

    /// The collectives the compiled program holds (for a partitioned
    /// program, the ones the partitioner added), each with the op it was
    /// made for (see [`crate::program_shape::collectives`]).
    pub fn collectives(&self) -> Result<Vec<crate::program_shape::Collective>> {
        let (code, format) = self.optimized_module()?;
        Ok(crate::program_shape::collectives(&code, &format)?)
    }

    /// The optimized module the plugin hands back and its format (`hlo`,
    /// `hlo_with_config`).
    fn optimized_module(&self) -> Result<(Vec<u8>, String)> {
        let unloaded = self.unloaded()?;
        // SAFETY: `unloaded` is this plugin's live executable until dropped.
        unsafe { crate::compiled::optimized_module(&self.client.inner.plugin, unloaded.raw) }
    }

    /// Every field of the compiled memory stats (see [`crate::CompiledMemory`]).
    pub fn compiled_memory(&self) -> Result<crate::CompiledMemory> {
        let unloaded = self.unloaded()?;
        // SAFETY: as above.
        unsafe { crate::compiled::memory(&self.client.inner.plugin, unloaded.raw) }
    }

    /// The compiler's cost analysis: numeric named values in its order.
    pub fn cost_analysis(&self) -> Result<Vec<(String, f64)>> {
        let unloaded = self.unloaded()?;
        // SAFETY: as above.
        unsafe { crate::compiled::cost_analysis(&self.client.inner.plugin, unloaded.raw) }
    }

    /// Executes on the client's default device; returns one buffer per output.
    /// Never donates: every input stays valid, even one the program aliases
    /// to an output (the plugin then writes that output to fresh memory).
    pub fn execute(&self, inputs: &[&DeviceBuffer]) -> Result<Vec<DeviceBuffer>> {
        self.check_arguments(inputs)?;
        let list: Vec<*mut sys::PJRT_Buffer> = inputs.iter().map(|b| b.raw).collect();
        let non_donatable: Vec<i64> = (0..inputs.len() as i64).collect();
        let mut per_device = self.launch(&[list], &non_donatable, &["the default device".to_string()])?;
        Ok(per_device.pop().unwrap_or_default())
    }

    /// Per argument of `@main`, the output it aliases (`tf.aliasing_output`):
    /// at a training step's next call, output `aliases[i]` is argument `i`.
    /// Empty where the program text was not read (a deserialized executable,
    /// bytecode); [`crate::argument_aliases`] reads it from the text.
    pub fn argument_aliases(&self) -> &[Option<usize>] {
        &self.aliases
    }

    /// Executes on the default device, consuming the [`Argument::Donated`]
    /// inputs: where the program aliases one to an output, the plugin reuses
    /// its memory for that output, so a training step's state stays on the
    /// device from one call to the next with no copy. A donated buffer is
    /// gone after the call whether or not the plugin reused it (one still
    /// holding host memory, see [`DeviceBuffer::holds_host_memory`], is never
    /// handed over: the plugin copies instead, since the host memory must
    /// outlive the buffer); borrowed ones stay valid.
    pub fn execute_donating(&self, inputs: Vec<Argument<'_>>) -> Result<Vec<DeviceBuffer>> {
        Ok(self.execute_donating_reported(inputs)?.0)
    }

    /// [`Executable::execute_donating`], also saying per input whether the
    /// plugin took its memory (a donated input the program aliases to an
    /// output; never a borrowed one).
    pub fn execute_donating_reported(&self, inputs: Vec<Argument<'_>>) -> Result<(Vec<DeviceBuffer>, Vec<bool>)> {
        let (mut outputs, mut taken) = self.execute_donating_traced(vec![inputs], &["the default device".to_string()])?;
        Ok((outputs.pop().unwrap_or_default(), taken.pop().unwrap_or_default()))
    }

    /// The donating launch; also says, per device and argument, whether the
    /// plugin took the buffer's memory.
    fn execute_donating_traced(&self, lists: Vec<Vec<Argument<'_>>>, names: &[String]) -> Result<Launched> {
        let mut raw_lists = Vec::with_capacity(lists.len());
        let mut non_donatable = std::collections::BTreeSet::new();
        for (d, list) in lists.iter().enumerate() {
            let refs: Vec<&DeviceBuffer> = list.iter().map(Argument::buffer).collect();
            if d == 0 && lists.len() == 1 {
                self.check_arguments(&refs)?;
            }
            for (i, arg) in list.iter().enumerate() {
                let donate = matches!(arg, Argument::Donated(b) if !b.holds_host_memory());
                if !donate {
                    non_donatable.insert(i as i64);
                }
            }
            raw_lists.push(refs.iter().map(|b| b.raw).collect::<Vec<_>>());
        }
        // One list of indices serves every device: an index is donated only where every device donates it.
        let non_donatable: Vec<i64> = non_donatable.into_iter().collect();
        let outputs = self.launch(&raw_lists, &non_donatable, names)?;
        let taken = lists
            .iter()
            .map(|list| list.iter().map(|a| matches!(a, Argument::Donated(b) if b.is_deleted().unwrap_or(false))).collect())
            .collect();
        // The donated buffers are dropped here: their handles are destroyed, their memory is the outputs' now.
        drop(lists);
        Ok((outputs, taken))
    }

    /// The one `PJRT_LoadedExecutable_Execute` call: one argument list per
    /// device (`names` says how errors name each), the given argument
    /// indices never donated. Returns each device's outputs.
    fn launch(&self, lists: &[Vec<*mut sys::PJRT_Buffer>], non_donatable: &[i64], names: &[String]) -> Result<Vec<Vec<DeviceBuffer>>> {
        let plugin = &self.client.inner.plugin;
        let num_args = lists.first().map_or(0, Vec::len);
        if let Some((d, l)) = lists.iter().enumerate().find(|(_, l)| l.len() != num_args) {
            let name = names.get(d).map_or("a device", String::as_str);
            return Err(RuntimeError::Arguments {
                message: format!("{name}: {} arguments given, the first device has {num_args}", l.len()),
            });
        }
        let arg_lists: Vec<*const *mut sys::PJRT_Buffer> = lists.iter().map(|l| l.as_ptr()).collect();
        let mut outputs: Vec<Vec<*mut sys::PJRT_Buffer>> = lists.iter().map(|_| vec![std::ptr::null_mut(); self.num_outputs]).collect();
        let output_lists: Vec<*mut *mut sys::PJRT_Buffer> = outputs.iter_mut().map(|o| o.as_mut_ptr()).collect();
        let mut events: Vec<*mut sys::PJRT_Event> = vec![std::ptr::null_mut(); lists.len()];
        let mut options = args!(PJRT_ExecuteOptions);
        options.non_donatable_input_indices = non_donatable.as_ptr();
        options.num_non_donatable_input_indices = non_donatable.len();
        let mut a = args!(PJRT_LoadedExecutable_Execute_Args);
        a.executable = self.raw;
        a.options = &mut options;
        a.argument_lists = arg_lists.as_ptr();
        a.num_devices = lists.len();
        a.num_args = num_args;
        a.output_lists = output_lists.as_ptr();
        a.device_complete_events = events.as_mut_ptr();
        call!(plugin, PJRT_LoadedExecutable_Execute, a)?;
        // Wrap outputs first so that they are freed even if an event fails.
        let buffers: Vec<Vec<DeviceBuffer>> = outputs
            .into_iter()
            .map(|o| o.into_iter().filter(|p| !p.is_null()).map(|p| DeviceBuffer::wrap(self.client.clone(), p)).collect())
            .collect();
        let mut first_error = None;
        for (d, event) in events.into_iter().enumerate() {
            if let Err(e) = crate::ffi::await_event(plugin, event) {
                let name = names.get(d).cloned().unwrap_or_else(|| format!("device {d}"));
                first_error.get_or_insert(match e {
                    RuntimeError::Pjrt { function, code, message } => {
                        RuntimeError::Pjrt { function, code, message: format!("{name}: {message}") }
                    }
                    other => other,
                });
            }
        }
        if let Some(e) = first_error {
            return Err(e);
        }
        for (d, b) in buffers.iter().enumerate() {
            if b.len() != self.num_outputs {
                let name = names.get(d).map_or("a device", String::as_str);
                return Err(RuntimeError::tensor(format!("{name}: the plugin returned {} of {} outputs", b.len(), self.num_outputs)));
            }
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
        let m = self.compiled_memory().ok()?;
        let total = if m.peak > 0 { m.peak } else { m.arguments + m.outputs + m.temporaries - m.alias };
        u64::try_from(total).ok().filter(|&b| b > 0)
    }

    /// [`Executable::run`] with owned inputs: each goes to the device with
    /// [`Client::to_device_owned`], so host memory is spent once per input.
    pub fn run_owned(&self, inputs: Vec<HostTensor>) -> Result<Vec<HostTensor>> {
        self.run_on(&self.upload_owned(inputs)?)
    }

    /// Owned inputs onto the default device ([`Client::to_device_owned`]:
    /// host memory spent once per input), to run on as often as needed with
    /// [`Executable::run_on`].
    pub fn upload_owned(&self, inputs: Vec<HostTensor>) -> Result<Vec<DeviceBuffer>> {
        inputs.into_iter().map(|t| self.client.to_device_owned(t)).collect()
    }

    /// Executes on buffers already on the device (never donated: they stay
    /// valid for the next call) and copies the outputs back.
    pub fn run_on(&self, inputs: &[DeviceBuffer]) -> Result<Vec<HostTensor>> {
        let refs: Vec<&DeviceBuffer> = inputs.iter().collect();
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
