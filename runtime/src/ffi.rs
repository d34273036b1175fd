//! The one place raw PJRT calls are made from: argument structs get their
//! `struct_size`, function pointers are looked up only where the plugin's
//! API table is long enough to hold them, and a returned `PJRT_Error*` is
//! turned into a [`RuntimeError`] and freed.

use crate::errors::RuntimeError;
use pjrt_sys as sys;
use std::ffi::c_char;

/// A zeroed PJRT argument struct with its `struct_size` filled in.
macro_rules! args {
    ($t:ident) => {{
        let mut a: pjrt_sys::$t = Default::default();
        a.struct_size = std::mem::size_of::<pjrt_sys::$t>();
        a
    }};
}
pub(crate) use args;

/// A `PJRT_Program` over StableHLO `code` (text or bytecode: format
/// `"mlir"`), for a compile with or without a client. It points into
/// `code`, which must outlive every call that is given it.
pub(crate) fn mlir_program(code: &[u8]) -> pjrt_sys::PJRT_Program {
    const FORMAT: &[u8] = b"mlir";
    let mut p = args!(PJRT_Program);
    p.code = code.as_ptr() as *mut _;
    p.code_size = code.len();
    p.format = FORMAT.as_ptr() as *const _;
    p.format_size = FORMAT.len();
    p
}

/// Calls `PJRT_Api::$f` of `$plugin` with `&mut $args`, returning `Result<()>`.
/// A function past the end of an older plugin's table is `Unsupported`.
macro_rules! call {
    ($plugin:expr, $f:ident, $args:expr) => {{
        let plugin: &crate::plugin::Plugin = &$plugin;
        let api = plugin.api();
        let offset = std::mem::offset_of!(pjrt_sys::PJRT_Api, $f);
        let f = if offset < api.struct_size { api.$f } else { None };
        match f {
            None => Err(crate::errors::RuntimeError::Unsupported { function: stringify!($f), plugin: plugin.path().to_path_buf() }),
            // SAFETY: the table entry lies within the plugin's declared table,
            // and the argument struct was built with `args!` for this function.
            Some(f) => {
                let err = unsafe { f(&mut $args) };
                unsafe { crate::ffi::take_error(plugin, stringify!($f), err) }
            }
        }
    }};
}
pub(crate) use call;

/// Converts (and frees) a `PJRT_Error*`; null is success.
///
/// # Safety
/// `err` must be null or an error returned by `plugin` and not yet destroyed.
pub(crate) unsafe fn take_error(
    plugin: &crate::plugin::Plugin,
    function: &'static str,
    err: *mut sys::PJRT_Error,
) -> Result<(), RuntimeError> {
    if err.is_null() {
        return Ok(());
    }
    let api = plugin.api();
    let mut message = String::from("(the plugin gave no message)");
    if let Some(f) = api.PJRT_Error_Message {
        let mut a = args!(PJRT_Error_Message_Args);
        a.error = err;
        f(&mut a);
        if !a.message.is_null() {
            message = lossy(a.message, a.message_size);
        }
    }
    let mut code = String::from("UNKNOWN");
    if let Some(f) = api.PJRT_Error_GetCode {
        let mut a = args!(PJRT_Error_GetCode_Args);
        a.error = err;
        if f(&mut a).is_null() {
            code = code_name(a.code).to_string();
        }
    }
    if let Some(f) = api.PJRT_Error_Destroy {
        let mut a = args!(PJRT_Error_Destroy_Args);
        a.error = err;
        f(&mut a);
    }
    Err(RuntimeError::Pjrt { function, code, message })
}

/// Copies a (pointer, length) string the plugin owns.
///
/// # Safety
/// `ptr` must point to `len` readable bytes, or be null.
pub(crate) unsafe fn lossy(ptr: *const c_char, len: usize) -> String {
    if ptr.is_null() {
        return String::new();
    }
    String::from_utf8_lossy(std::slice::from_raw_parts(ptr as *const u8, len)).into_owned()
}

fn code_name(code: sys::PJRT_Error_Code) -> &'static str {
    match code {
        sys::PJRT_Error_Code_CANCELLED => "CANCELLED",
        sys::PJRT_Error_Code_UNKNOWN => "UNKNOWN",
        sys::PJRT_Error_Code_INVALID_ARGUMENT => "INVALID_ARGUMENT",
        sys::PJRT_Error_Code_DEADLINE_EXCEEDED => "DEADLINE_EXCEEDED",
        sys::PJRT_Error_Code_NOT_FOUND => "NOT_FOUND",
        sys::PJRT_Error_Code_ALREADY_EXISTS => "ALREADY_EXISTS",
        sys::PJRT_Error_Code_PERMISSION_DENIED => "PERMISSION_DENIED",
        sys::PJRT_Error_Code_RESOURCE_EXHAUSTED => "RESOURCE_EXHAUSTED",
        sys::PJRT_Error_Code_FAILED_PRECONDITION => "FAILED_PRECONDITION",
        sys::PJRT_Error_Code_ABORTED => "ABORTED",
        sys::PJRT_Error_Code_OUT_OF_RANGE => "OUT_OF_RANGE",
        sys::PJRT_Error_Code_UNIMPLEMENTED => "UNIMPLEMENTED",
        sys::PJRT_Error_Code_INTERNAL => "INTERNAL",
        sys::PJRT_Error_Code_UNAVAILABLE => "UNAVAILABLE",
        sys::PJRT_Error_Code_DATA_LOSS => "DATA_LOSS",
        sys::PJRT_Error_Code_UNAUTHENTICATED => "UNAUTHENTICATED",
        _ => "UNKNOWN",
    }
}

/// Waits for an event, frees it, and returns its error if it carries one.
pub(crate) fn await_event(plugin: &crate::plugin::Plugin, event: *mut sys::PJRT_Event) -> Result<(), RuntimeError> {
    if event.is_null() {
        return Ok(());
    }
    let mut a = args!(PJRT_Event_Await_Args);
    a.event = event;
    let waited = call!(plugin, PJRT_Event_Await, a);
    let mut d = args!(PJRT_Event_Destroy_Args);
    d.event = event;
    let destroyed = call!(plugin, PJRT_Event_Destroy, d);
    waited.and(destroyed)
}
