//! Device buffers: what a program takes and returns on the device, and the
//! copy back to a [`HostTensor`]. A buffer made from an owned host tensor
//! ([`crate::Client::to_device_owned`]) may alias that tensor's memory (the
//! CPU plugin does, zero-copy): the buffer then keeps the tensor until the
//! plugin lets it go, so host memory is spent once, not twice.

use crate::client::Client;
use crate::errors::{Result, RuntimeError};
use crate::ffi::{args, call};
use crate::pjrt_type::PjrtType;
use pjrt_sys as sys;
use tensors::aligned::AlignedBytes;
use tensors::DType;
use tensors::HostTensor;

/// A buffer on a device. Holds its client (and so the plugin) alive.
pub struct DeviceBuffer {
    client: Client,
    pub(crate) raw: *mut sys::PJRT_Buffer,
    /// Host memory the plugin may still read, and the event it fires when done with it.
    lent: Option<(LentMemory, *mut sys::PJRT_Event)>,
}

/// Host memory a buffer has lent to the plugin.
pub(crate) enum LentMemory {
    Tensor(HostTensor),
    Aligned(AlignedBytes),
}

// SAFETY: PJRT buffers may be used from any thread.
unsafe impl Send for DeviceBuffer {}
unsafe impl Sync for DeviceBuffer {}

impl Drop for DeviceBuffer {
    fn drop(&mut self) {
        if self.raw.is_null() {
            return;
        }
        let mut a = args!(PJRT_Buffer_Destroy_Args);
        a.buffer = self.raw;
        if let Err(e) = call!(self.client.inner.plugin, PJRT_Buffer_Destroy, a) {
            eprintln!("warning: {e}");
        }
        // The buffer is gone; once the plugin says so, the lent memory is freed (with `lent`).
        if let Some((_, event)) = &self.lent {
            if let Err(e) = crate::ffi::await_event(&self.client.inner.plugin, *event) {
                eprintln!("warning: {e}");
            }
        }
    }
}

impl DeviceBuffer {
    pub(crate) fn wrap(client: Client, raw: *mut sys::PJRT_Buffer) -> DeviceBuffer {
        DeviceBuffer { client, raw, lent: None }
    }

    /// A buffer that may alias `host`: kept, with the plugin's done event, for the buffer's life.
    pub(crate) fn wrap_lent(client: Client, raw: *mut sys::PJRT_Buffer, host: LentMemory, done: *mut sys::PJRT_Event) -> DeviceBuffer {
        DeviceBuffer { client, raw, lent: Some((host, done)) }
    }

    /// Whether this buffer still holds host memory the plugin may read
    /// (true on a plugin that aliased it instead of copying).
    pub fn holds_host_memory(&self) -> bool {
        self.lent.is_some()
    }

    /// Whether the plugin has deleted the buffer's memory (as it does to a
    /// donated input).
    pub(crate) fn is_deleted(&self) -> Result<bool> {
        let mut a = args!(PJRT_Buffer_IsDeleted_Args);
        a.buffer = self.raw;
        call!(self.client.inner.plugin, PJRT_Buffer_IsDeleted, a)?;
        Ok(a.is_deleted)
    }

    /// The device the buffer lives on.
    pub(crate) fn raw_device(&self) -> Result<*mut sys::PJRT_Device> {
        let mut a = args!(PJRT_Buffer_Device_Args);
        a.buffer = self.raw;
        call!(self.client.inner.plugin, PJRT_Buffer_Device, a)?;
        Ok(a.device)
    }

    /// The index of the buffer's device among the client's addressable
    /// devices (the order of [`Client::devices`]).
    pub fn device_index(&self) -> Result<usize> {
        let device = self.raw_device()?;
        self.client.device_index_of(device)
    }

    pub fn dtype(&self) -> Result<DType> {
        let mut a = args!(PJRT_Buffer_ElementType_Args);
        a.buffer = self.raw;
        call!(self.client.inner.plugin, PJRT_Buffer_ElementType, a)?;
        DType::from_pjrt(a.type_)
            .ok_or_else(|| RuntimeError::tensor(format!("the device returned element type {} which the harness does not handle", a.type_)))
    }

    pub fn dims(&self) -> Result<Vec<i64>> {
        let mut a = args!(PJRT_Buffer_Dimensions_Args);
        a.buffer = self.raw;
        call!(self.client.inner.plugin, PJRT_Buffer_Dimensions, a)?;
        if a.dims.is_null() {
            return Ok(Vec::new());
        }
        // SAFETY: the buffer owns `num_dims` dims.
        Ok(unsafe { std::slice::from_raw_parts(a.dims, a.num_dims) }.to_vec())
    }

    /// The buffer's true dimensions: for a bounded dynamic buffer (a program's output of
    /// `stablehlo.set_dimension_size`), its sizes within the bound that [`Self::dims`] gives.
    pub fn unpadded_dims(&self) -> Result<Vec<i64>> {
        let mut a = args!(PJRT_Buffer_UnpaddedDimensions_Args);
        a.buffer = self.raw;
        call!(self.client.inner.plugin, PJRT_Buffer_UnpaddedDimensions, a)?;
        if a.unpadded_dims.is_null() {
            return Ok(Vec::new());
        }
        // SAFETY: the buffer owns `num_dims` dims.
        Ok(unsafe { std::slice::from_raw_parts(a.unpadded_dims, a.num_dims) }.to_vec())
    }

    /// Copies the buffer to the host, waiting for the device. A bounded dynamic buffer comes
    /// back at its true size (the plugin copies only that much), not at its bound.
    pub fn to_host(&self) -> Result<HostTensor> {
        let dtype = self.dtype()?;
        let mut shape = self.dims()?;
        let plugin = &self.client.inner.plugin;
        let mut size = args!(PJRT_Buffer_ToHostBuffer_Args);
        size.src = self.raw;
        call!(plugin, PJRT_Buffer_ToHostBuffer, size)?;
        let mut n = tensors::element_count(&shape).unwrap_or(0);
        if size.dst_size != n * dtype.size() {
            if let Ok(unpadded) = self.unpadded_dims() {
                let m = tensors::element_count(&unpadded).unwrap_or(0);
                if unpadded.len() == shape.len() && m * dtype.size() == size.dst_size {
                    (shape, n) = (unpadded, m);
                }
            }
        }
        let expected = n * dtype.size();
        if size.dst_size != expected {
            return Err(RuntimeError::tensor(format!(
                "device buffer {dtype}{shape:?} needs {} host bytes, the plugin asks for {} (unsupported host layout)",
                expected, size.dst_size
            )));
        }
        let mut data = vec![0u8; expected];
        if expected == 0 {
            return Ok(HostTensor::from_bytes(dtype, shape, data)?);
        }
        let mut a = args!(PJRT_Buffer_ToHostBuffer_Args);
        a.src = self.raw;
        a.dst = data.as_mut_ptr() as *mut _;
        a.dst_size = data.len();
        call!(plugin, PJRT_Buffer_ToHostBuffer, a)?;
        crate::ffi::await_event(plugin, a.event)?;
        Ok(HostTensor::from_bytes(dtype, shape, data)?)
    }
}
