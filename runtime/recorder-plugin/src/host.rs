//! Reading what the framework handed the real plugin: device buffers copied
//! to the host, an executable's output count, an error's message. Every call
//! goes through the real plugin's table; every error it returns is read and
//! freed here, and becomes a message (the recorder never fails a call).

use pjrt_sys as sys;
use tensors::HostTensor;

/// A call's argument struct, zeroed, with its size set.
fn args<T: Default>() -> T {
    T::default()
}

macro_rules! sized {
    ($t:ident) => {{
        let mut a: sys::$t = args();
        a.struct_size = std::mem::size_of::<sys::$t>();
        a
    }};
}

/// The message of an error the real plugin returned (the error stays the caller's).
pub unsafe fn error_message(real: &sys::PJRT_Api, err: *mut sys::PJRT_Error) -> String {
    let Some(f) = real.PJRT_Error_Message else { return "(the plugin cannot give its error's message)".into() };
    let mut a = sized!(PJRT_Error_Message_Args);
    a.error = err;
    f(&mut a);
    if a.message.is_null() {
        return String::new();
    }
    String::from_utf8_lossy(std::slice::from_raw_parts(a.message as *const u8, a.message_size)).into_owned()
}

/// Frees an error the real plugin returned to us.
pub unsafe fn destroy_error(real: &sys::PJRT_Api, err: *mut sys::PJRT_Error) {
    if let Some(destroy) = real.PJRT_Error_Destroy {
        let mut a = sized!(PJRT_Error_Destroy_Args);
        a.error = err;
        destroy(&mut a);
    }
}

/// Turns an error of ours into its message, freeing it.
unsafe fn take(real: &sys::PJRT_Api, what: &str, err: *mut sys::PJRT_Error) -> Result<(), String> {
    if err.is_null() {
        return Ok(());
    }
    let message = error_message(real, err);
    destroy_error(real, err);
    Err(format!("{what}: {message}"))
}

macro_rules! call {
    ($real:expr, $f:ident, $a:expr) => {{
        let f = $real.$f.ok_or_else(|| format!("the plugin has no {}", stringify!($f)))?;
        take($real, stringify!($f), f(&mut $a))
    }};
}

/// How many outputs a loaded executable's single-device result list holds.
pub unsafe fn output_count(real: &sys::PJRT_Api, loaded: *mut sys::PJRT_LoadedExecutable) -> Result<usize, String> {
    let mut get = sized!(PJRT_LoadedExecutable_GetExecutable_Args);
    get.loaded_executable = loaded;
    call!(real, PJRT_LoadedExecutable_GetExecutable, get)?;
    let counted = num_outputs(real, get.executable);
    let mut destroy = sized!(PJRT_Executable_Destroy_Args);
    destroy.executable = get.executable;
    call!(real, PJRT_Executable_Destroy, destroy)?;
    counted
}

/// The real plugin's attributes (kept for the life of the process) with
/// `stablehlo_current_version` set to `version`; None where it has none.
pub unsafe fn attributes_with_version(real: &sys::PJRT_Api, version: &'static [i64]) -> Option<&'static [sys::PJRT_NamedValue]> {
    let f = real.PJRT_Plugin_Attributes?;
    let mut a = sized!(PJRT_Plugin_Attributes_Args);
    if !f(&mut a).is_null() || a.attributes.is_null() {
        return None;
    }
    let mut values: Vec<sys::PJRT_NamedValue> = std::slice::from_raw_parts(a.attributes, a.num_attributes).to_vec();
    for v in values.iter_mut() {
        let name = std::slice::from_raw_parts(v.name as *const u8, v.name_size);
        if name == b"stablehlo_current_version" && v.type_ == sys::PJRT_NamedValue_kInt64List {
            v.__bindgen_anon_1.int64_array_value = version.as_ptr();
            v.value_size = version.len();
        }
    }
    Some(Vec::leak(values))
}

/// The real plugin's `stablehlo_current_version` as `MAJOR.MINOR.PATCH`; None where it has none.
pub unsafe fn stablehlo_version(real: &sys::PJRT_Api) -> Option<String> {
    let f = real.PJRT_Plugin_Attributes?;
    let mut a = sized!(PJRT_Plugin_Attributes_Args);
    if !f(&mut a).is_null() || a.attributes.is_null() {
        return None;
    }
    std::slice::from_raw_parts(a.attributes, a.num_attributes).iter().find_map(|v| {
        let name = std::slice::from_raw_parts(v.name as *const u8, v.name_size);
        (name == b"stablehlo_current_version" && v.type_ == sys::PJRT_NamedValue_kInt64List).then(|| {
            let parts = std::slice::from_raw_parts(v.__bindgen_anon_1.int64_array_value, v.value_size);
            parts.iter().map(|p| p.to_string()).collect::<Vec<_>>().join(".")
        })
    })
}

/// How many outputs an executable has.
pub unsafe fn num_outputs(real: &sys::PJRT_Api, executable: *mut sys::PJRT_Executable) -> Result<usize, String> {
    let mut n = sized!(PJRT_Executable_NumOutputs_Args);
    n.executable = executable;
    call!(real, PJRT_Executable_NumOutputs, n)?;
    Ok(n.num_outputs)
}

/// Copies buffers to the host, in order, while their total stays within `max_bytes`.
pub unsafe fn read_all(real: &sys::PJRT_Api, buffers: &[*mut sys::PJRT_Buffer], max_bytes: u64) -> Result<Vec<HostTensor>, String> {
    let mut out = Vec::with_capacity(buffers.len());
    let mut total = 0u64;
    for (i, &b) in buffers.iter().enumerate() {
        if b.is_null() {
            return Err(format!("buffer {i} is null"));
        }
        let t = read(real, b, max_bytes - total).map_err(|e| format!("buffer {i}: {e}"))?;
        total += t.data.len() as u64;
        out.push(t);
    }
    Ok(out)
}

/// One buffer on the host, if it takes at most `budget` bytes.
unsafe fn read(real: &sys::PJRT_Api, buffer: *mut sys::PJRT_Buffer, budget: u64) -> Result<HostTensor, String> {
    let mut ty = sized!(PJRT_Buffer_ElementType_Args);
    ty.buffer = buffer;
    call!(real, PJRT_Buffer_ElementType, ty)?;
    let dtype = runtime::dtype_from_pjrt(ty.type_).ok_or_else(|| format!("element type {} is not one the harness stores", ty.type_))?;
    let mut dims = sized!(PJRT_Buffer_Dimensions_Args);
    dims.buffer = buffer;
    call!(real, PJRT_Buffer_Dimensions, dims)?;
    let shape = if dims.dims.is_null() { Vec::new() } else { std::slice::from_raw_parts(dims.dims, dims.num_dims).to_vec() };
    let bytes = tensors::element_count(&shape).ok_or_else(|| format!("shape {shape:?} overflows"))? as u64 * dtype.size() as u64;
    if bytes > budget {
        return Err(format!("{dtype}{shape:?} takes {bytes} bytes, past the {budget} left of TPU_COMPAT_RECORD_IO_MAX_MB"));
    }
    let mut data = vec![0u8; bytes as usize];
    if bytes > 0 {
        let mut to = sized!(PJRT_Buffer_ToHostBuffer_Args);
        to.src = buffer;
        to.dst = data.as_mut_ptr() as *mut _;
        to.dst_size = data.len();
        call!(real, PJRT_Buffer_ToHostBuffer, to)?;
        if !to.event.is_null() {
            let mut wait = sized!(PJRT_Event_Await_Args);
            wait.event = to.event;
            let waited = call!(real, PJRT_Event_Await, wait);
            let mut destroy = sized!(PJRT_Event_Destroy_Args);
            destroy.event = to.event;
            call!(real, PJRT_Event_Destroy, destroy)?;
            waited?;
        }
    }
    HostTensor::from_bytes(dtype, shape, data).map_err(|e| e.to_string())
}
