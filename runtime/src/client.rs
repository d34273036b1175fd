//! A PJRT client: the plugin's view of its devices, and the entry point for
//! compiling programs and placing host tensors on a device.

use crate::buffer::{DeviceBuffer, LentMemory};
use crate::compile_options::CompileOptions;
use crate::errors::{Result, RuntimeError};
use crate::executable::Executable;
use crate::ffi::{args, call, lossy};
use crate::pjrt_type::PjrtType;
use crate::plugin::Plugin;
use pjrt_sys as sys;
use std::sync::Arc;
use tensors::aligned::AlignedBytes;
use tensors::HostTensor;

pub(crate) struct ClientInner {
    pub(crate) plugin: Arc<Plugin>,
    pub(crate) raw: *mut sys::PJRT_Client,
}

// SAFETY: PJRT clients are thread-safe by contract.
unsafe impl Send for ClientInner {}
unsafe impl Sync for ClientInner {}

impl Drop for ClientInner {
    fn drop(&mut self) {
        let mut a = args!(PJRT_Client_Destroy_Args);
        a.client = self.raw;
        if let Err(e) = call!(self.plugin, PJRT_Client_Destroy, a) {
            eprintln!("warning: {e}");
        }
    }
}

/// A cheap-to-clone handle on a PJRT client.
#[derive(Clone)]
pub struct Client {
    pub(crate) inner: Arc<ClientInner>,
}

/// One addressable device as the plugin describes it.
#[derive(Debug, Clone, serde::Serialize)]
pub struct DeviceInfo {
    pub id: i32,
    pub kind: String,
    pub local_hardware_id: i32,
    pub description: String,
    /// Bytes the device can hold, where the plugin reports memory stats.
    pub memory_limit: Option<i64>,
    pub memory_in_use: Option<i64>,
}

impl Client {
    /// Creates a client with default options.
    pub fn new(plugin: Arc<Plugin>) -> Result<Client> {
        let mut a = args!(PJRT_Client_Create_Args);
        call!(plugin, PJRT_Client_Create, a)?;
        if a.client.is_null() {
            return Err(RuntimeError::PluginLoad { path: plugin.path().into(), reason: "PJRT_Client_Create returned no client".into() });
        }
        Ok(Client { inner: Arc::new(ClientInner { plugin, raw: a.client }) })
    }

    pub fn plugin(&self) -> &Arc<Plugin> {
        &self.inner.plugin
    }

    pub fn platform_name(&self) -> Result<String> {
        let mut a = args!(PJRT_Client_PlatformName_Args);
        a.client = self.inner.raw;
        call!(self.inner.plugin, PJRT_Client_PlatformName, a)?;
        Ok(unsafe { lossy(a.platform_name, a.platform_name_size) })
    }

    pub fn platform_version(&self) -> Result<String> {
        let mut a = args!(PJRT_Client_PlatformVersion_Args);
        a.client = self.inner.raw;
        call!(self.inner.plugin, PJRT_Client_PlatformVersion, a)?;
        Ok(unsafe { lossy(a.platform_version, a.platform_version_size) })
    }

    pub(crate) fn raw_devices(&self) -> Result<Vec<*mut sys::PJRT_Device>> {
        let mut a = args!(PJRT_Client_AddressableDevices_Args);
        a.client = self.inner.raw;
        call!(self.inner.plugin, PJRT_Client_AddressableDevices, a)?;
        if a.addressable_devices.is_null() {
            return Ok(Vec::new());
        }
        // SAFETY: the client owns this array for its lifetime.
        Ok(unsafe { std::slice::from_raw_parts(a.addressable_devices, a.num_addressable_devices) }.to_vec())
    }

    /// The first addressable device: where this harness places buffers.
    pub(crate) fn default_device(&self) -> Result<*mut sys::PJRT_Device> {
        self.raw_devices()?.first().copied().ok_or_else(|| RuntimeError::Pjrt {
            function: "PJRT_Client_AddressableDevices",
            code: "NOT_FOUND".into(),
            message: "the client has no addressable devices".into(),
        })
    }

    /// Where `device` stands among the addressable devices.
    pub(crate) fn device_index_of(&self, device: *mut sys::PJRT_Device) -> Result<usize> {
        self.raw_devices()?.iter().position(|&d| d == device).ok_or_else(|| RuntimeError::Pjrt {
            function: "PJRT_Client_AddressableDevices",
            code: "NOT_FOUND".into(),
            message: "a device the plugin named is not among the client's addressable devices".into(),
        })
    }

    /// The addressable device at `index` (the order of [`Client::devices`]).
    pub(crate) fn device_at(&self, index: usize) -> Result<*mut sys::PJRT_Device> {
        let devices = self.raw_devices()?;
        devices.get(index).copied().ok_or_else(|| RuntimeError::Arguments {
            message: format!("device {index} does not exist: the client has {} addressable devices", devices.len()),
        })
    }

    /// Every addressable device with its kind, ids and memory where reported.
    pub fn devices(&self) -> Result<Vec<DeviceInfo>> {
        let plugin = &self.inner.plugin;
        let mut out = Vec::new();
        for dev in self.raw_devices()? {
            let mut d = args!(PJRT_Device_GetDescription_Args);
            d.device = dev;
            call!(plugin, PJRT_Device_GetDescription, d)?;
            let desc = d.device_description;
            let mut id = args!(PJRT_DeviceDescription_Id_Args);
            id.device_description = desc;
            call!(plugin, PJRT_DeviceDescription_Id, id)?;
            let mut kind = args!(PJRT_DeviceDescription_Kind_Args);
            kind.device_description = desc;
            call!(plugin, PJRT_DeviceDescription_Kind, kind)?;
            let mut text = args!(PJRT_DeviceDescription_DebugString_Args);
            text.device_description = desc;
            let description = match call!(plugin, PJRT_DeviceDescription_DebugString, text) {
                Ok(()) => unsafe { lossy(text.debug_string, text.debug_string_size) },
                Err(_) => String::new(),
            };
            let mut hw = args!(PJRT_Device_LocalHardwareId_Args);
            hw.device = dev;
            let local_hardware_id = match call!(plugin, PJRT_Device_LocalHardwareId, hw) {
                Ok(()) => hw.local_hardware_id,
                Err(_) => -1,
            };
            let mut mem = args!(PJRT_Device_MemoryStats_Args);
            mem.device = dev;
            let (memory_limit, memory_in_use) = match call!(plugin, PJRT_Device_MemoryStats, mem) {
                Ok(()) => (mem.bytes_limit_is_set.then_some(mem.bytes_limit), Some(mem.bytes_in_use)),
                Err(_) => (None, None),
            };
            out.push(DeviceInfo {
                id: id.id,
                kind: unsafe { lossy(kind.device_kind, kind.device_kind_size) },
                local_hardware_id,
                description,
                memory_limit,
                memory_in_use,
            });
        }
        Ok(out)
    }

    /// Compiles a StableHLO program (MLIR text or bytecode).
    pub fn compile(&self, program: &[u8], options: &CompileOptions) -> Result<Executable> {
        // The plugin's MLIR parser recurses per bracket level: a deep program would overflow its stack.
        program::signature::check_nesting(program)?;
        let p = crate::ffi::mlir_program(program);
        let opts = options.encode();
        let mut a = args!(PJRT_Client_Compile_Args);
        a.client = self.inner.raw;
        a.program = &p;
        a.compile_options = opts.as_ptr() as *const _;
        a.compile_options_size = opts.len();
        call!(self.inner.plugin, PJRT_Client_Compile, a)?;
        // The signature lets execute() refuse wrong dtypes and shapes, which the plugin does not.
        let signature = program::signature::parse_main_signature(program).ok();
        Ok(Executable::wrap(self.clone(), a.executable, "PJRT_Client_Compile")?.with_signature(program, signature, options))
    }

    /// Loads an executable previously produced by [`Executable::serialize`] on the same plugin build.
    pub fn deserialize(&self, bytes: &[u8]) -> Result<Executable> {
        let mut a = args!(PJRT_Executable_DeserializeAndLoad_Args);
        a.client = self.inner.raw;
        a.serialized_executable = bytes.as_ptr() as *const _;
        a.serialized_executable_size = bytes.len();
        call!(self.inner.plugin, PJRT_Executable_DeserializeAndLoad, a)?;
        Executable::wrap(self.clone(), a.loaded_executable, "PJRT_Executable_DeserializeAndLoad")
    }

    /// Places an owned host tensor on the default device, holding its bytes
    /// once: with `kImmutableZeroCopy` the plugin may alias the memory (the
    /// CPU plugin does when it is 64-byte aligned, so on the CPU platform an
    /// unaligned tensor is first moved to aligned memory, releasing its pages
    /// as it goes: see [`crate::aligned`]), and the buffer then keeps it
    /// alive; where the plugin copied instead (its done event is already
    /// ready), the host memory is freed here, as soon as the buffer is on
    /// the device.
    pub fn to_device_owned(&self, t: HostTensor) -> Result<DeviceBuffer> {
        self.put_owned(t, self.default_device()?)
    }

    /// [`Client::to_device_owned`] onto the addressable device at `index`
    /// (the order of [`Client::devices`]).
    pub fn to_device_owned_on(&self, t: HostTensor, index: usize) -> Result<DeviceBuffer> {
        self.put_owned(t, self.device_at(index)?)
    }

    fn put_owned(&self, t: HostTensor, device: *mut sys::PJRT_Device) -> Result<DeviceBuffer> {
        if t.data.is_empty() {
            return self.put(&t, device);
        }
        let (dtype, shape) = (t.dtype, t.shape.clone());
        let memory = if !tensors::aligned::is_aligned(&t.data) && self.platform_name().is_ok_and(|p| p == "cpu") {
            LentMemory::Aligned(AlignedBytes::take(t.data)?)
        } else {
            LentMemory::Tensor(t)
        };
        let data = match &memory {
            LentMemory::Tensor(t) => t.data.as_ptr(),
            LentMemory::Aligned(a) => a.as_ptr(),
        };
        let plugin = &self.inner.plugin;
        let mut a = args!(PJRT_Client_BufferFromHostBuffer_Args);
        a.client = self.inner.raw;
        a.data = data as *const _;
        a.type_ = dtype.to_pjrt();
        a.dims = shape.as_ptr();
        a.num_dims = shape.len();
        a.host_buffer_semantics = sys::PJRT_HostBufferSemantics_kImmutableZeroCopy;
        a.device = device;
        call!(plugin, PJRT_Client_BufferFromHostBuffer, a)?;
        if a.done_with_host_buffer.is_null() {
            // No word from the plugin on when it is done: the memory lives as long as the buffer.
            return Ok(DeviceBuffer::wrap_lent(self.clone(), a.buffer, memory, std::ptr::null_mut()));
        }
        let mut ready = args!(PJRT_Event_IsReady_Args);
        ready.event = a.done_with_host_buffer;
        if call!(plugin, PJRT_Event_IsReady, ready).is_ok() && ready.is_ready {
            let buffer = DeviceBuffer::wrap(self.clone(), a.buffer);
            crate::ffi::await_event(plugin, a.done_with_host_buffer)?;
            drop(memory);
            return Ok(buffer);
        }
        // The plugin aliases the memory (or is still copying): the buffer keeps it until the plugin is done.
        Ok(DeviceBuffer::wrap_lent(self.clone(), a.buffer, memory, a.done_with_host_buffer))
    }

    /// Copies a host tensor to the default device.
    pub fn to_device(&self, t: &HostTensor) -> Result<DeviceBuffer> {
        self.put(t, self.default_device()?)
    }

    /// Copies a host tensor to the addressable device at `index` (the order
    /// of [`Client::devices`]).
    pub fn to_device_on(&self, t: &HostTensor, index: usize) -> Result<DeviceBuffer> {
        self.put(t, self.device_at(index)?)
    }

    fn put(&self, t: &HostTensor, device: *mut sys::PJRT_Device) -> Result<DeviceBuffer> {
        let mut a = args!(PJRT_Client_BufferFromHostBuffer_Args);
        a.client = self.inner.raw;
        // A zero-size tensor still needs a valid pointer.
        let dummy = [0u8; 8];
        a.data = if t.data.is_empty() { dummy.as_ptr() } else { t.data.as_ptr() } as *const _;
        a.type_ = t.dtype.to_pjrt();
        a.dims = t.shape.as_ptr();
        a.num_dims = t.shape.len();
        a.host_buffer_semantics = sys::PJRT_HostBufferSemantics_kImmutableOnlyDuringCall;
        a.device = device;
        call!(self.inner.plugin, PJRT_Client_BufferFromHostBuffer, a)?;
        let buffer = DeviceBuffer::wrap(self.clone(), a.buffer);
        crate::ffi::await_event(&self.inner.plugin, a.done_with_host_buffer)?;
        Ok(buffer)
    }
}
