//! Output faults: a wrong kernel planted from outside the program, for
//! frameworks whose programs carry no marker and arrive as bytecode the
//! plugin cannot rewrite (TorchTPU's eager op programs). Set
//!
//! ```text
//! TPU_COMPAT_FAULT_OUTPUTS=scale:EPS@OP
//! ```
//!
//! and every program whose code (text, or MLIR bytecode, whose op names are
//! stored as strings: `exponential`, or `exponential_v1` in a portable
//! artifact) names `OP` gives its f32 outputs scaled by `1 + EPS`: the
//! real plugin runs it, then each f32 output buffer is read to the host,
//! scaled, and put back as a new buffer on the same device in place of the
//! original, which is destroyed. Other dtypes pass through. A program that
//! holds `OP` among other ops has all its f32 outputs scaled: under TorchTPU's
//! eager mode a program is one op.

use pjrt_sys as sys;
use std::collections::HashSet;
use std::sync::{Mutex, OnceLock};

/// The planted fault: scale factor and the op name that selects programs.
#[derive(Debug, Clone, PartialEq)]
pub struct OutputFault {
    pub scale: f32,
    pub op: String,
}

/// Parses `scale:EPS@OP`.
pub fn parse(spec: &str) -> Result<OutputFault, String> {
    let (kind, op) = spec.split_once('@').ok_or_else(|| format!("`{spec}`: expected scale:EPS@OP"))?;
    let eps = kind.strip_prefix("scale:").ok_or_else(|| format!("`{spec}`: only scale:EPS is an output fault"))?;
    let eps: f32 = eps.parse().map_err(|_| format!("`{spec}`: `{eps}` is not a number"))?;
    if !eps.is_finite() || op.is_empty() || !op.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return Err(format!("`{spec}`: give a finite EPS and an op name"));
    }
    Ok(OutputFault { scale: 1.0 + eps, op: op.to_string() })
}

/// The fault from the environment, read once; a malformed one is said and ignored.
pub fn configured() -> Option<&'static OutputFault> {
    static FAULT: OnceLock<Option<OutputFault>> = OnceLock::new();
    FAULT
        .get_or_init(|| {
            let spec = std::env::var("TPU_COMPAT_FAULT_OUTPUTS").ok()?;
            match parse(&spec) {
                Ok(f) => Some(f),
                Err(e) => {
                    eprintln!("pjrt_fault_plugin: TPU_COMPAT_FAULT_OUTPUTS {e}; no output fault");
                    None
                }
            }
        })
        .as_ref()
}

/// Whether program code names the fault's op.
pub fn selects(fault: &OutputFault, code: &[u8]) -> bool {
    let op = fault.op.as_bytes();
    code.windows(op.len()).any(|w| w == op)
}

/// Loaded executables whose outputs are scaled, with the client that made them.
static STRUCK: Mutex<Option<HashSet<(usize, usize)>>> = Mutex::new(None);

pub fn mark(executable: *mut sys::PJRT_LoadedExecutable, client: *mut sys::PJRT_Client) {
    if let Ok(mut s) = STRUCK.lock() {
        s.get_or_insert_with(HashSet::new).insert((executable as usize, client as usize));
    }
}

pub fn forget(executable: *mut sys::PJRT_LoadedExecutable) {
    if let Ok(mut s) = STRUCK.lock() {
        if let Some(s) = s.as_mut() {
            s.retain(|(e, _)| *e != executable as usize);
        }
    }
}

fn client_of(executable: *mut sys::PJRT_LoadedExecutable) -> Option<*mut sys::PJRT_Client> {
    let s = STRUCK.lock().ok()?;
    s.as_ref()?.iter().find(|(e, _)| *e == executable as usize).map(|(_, c)| *c as *mut sys::PJRT_Client)
}

macro_rules! sized {
    ($t:ident) => {{
        let mut a: sys::$t = Default::default();
        a.struct_size = std::mem::size_of::<sys::$t>();
        a
    }};
}

/// Frees an error of the real plugin, keeping its message.
unsafe fn check(real: &sys::PJRT_Api, err: *mut sys::PJRT_Error) -> Result<(), String> {
    if err.is_null() {
        return Ok(());
    }
    let mut m = sized!(PJRT_Error_Message_Args);
    m.error = err;
    if let Some(f) = real.PJRT_Error_Message {
        f(&mut m);
    }
    let text = if m.message.is_null() {
        String::new()
    } else {
        String::from_utf8_lossy(std::slice::from_raw_parts(m.message as *const u8, m.message_size)).into_owned()
    };
    if let Some(f) = real.PJRT_Error_Destroy {
        let mut d = sized!(PJRT_Error_Destroy_Args);
        d.error = err;
        f(&mut d);
    }
    Err(text)
}

macro_rules! call {
    ($real:expr, $f:ident, $a:expr) => {{
        let f = $real.$f.ok_or_else(|| format!("the plugin has no {}", stringify!($f)))?;
        check($real, f(&mut $a))
    }};
}

unsafe fn await_event(real: &sys::PJRT_Api, event: *mut sys::PJRT_Event) -> Result<(), String> {
    if event.is_null() {
        return Ok(());
    }
    let mut w = sized!(PJRT_Event_Await_Args);
    w.event = event;
    let waited = call!(real, PJRT_Event_Await, w);
    let mut d = sized!(PJRT_Event_Destroy_Args);
    d.event = event;
    call!(real, PJRT_Event_Destroy, d)?;
    waited
}

/// How many outputs a struck executable gives a device (0 for one not struck: nothing to do).
pub(crate) unsafe fn count(real: &sys::PJRT_Api, loaded: *mut sys::PJRT_LoadedExecutable) -> Result<usize, String> {
    if client_of(loaded).is_none() {
        return Ok(0);
    }
    let mut get = sized!(PJRT_LoadedExecutable_GetExecutable_Args);
    get.loaded_executable = loaded;
    call!(real, PJRT_LoadedExecutable_GetExecutable, get)?;
    let mut n = sized!(PJRT_Executable_NumOutputs_Args);
    n.executable = get.executable;
    let counted = call!(real, PJRT_Executable_NumOutputs, n);
    let mut destroy = sized!(PJRT_Executable_Destroy_Args);
    destroy.executable = get.executable;
    call!(real, PJRT_Executable_Destroy, destroy)?;
    counted.map(|()| n.num_outputs)
}

/// After a successful execution of a struck executable: its f32 outputs, scaled, in place of the originals.
pub(crate) unsafe fn strike(
    real: &sys::PJRT_Api,
    fault: &OutputFault,
    args: *mut sys::PJRT_LoadedExecutable_Execute_Args,
    outputs: usize,
) -> Result<(), String> {
    let a = &*args;
    let Some(client) = client_of(a.executable) else { return Ok(()) };
    if a.output_lists.is_null() || outputs == 0 {
        return Ok(());
    }
    for d in 0..a.num_devices {
        let list = *a.output_lists.add(d);
        for i in 0..outputs {
            let slot = list.add(i);
            if let Some(new) = scaled(real, client, *slot, fault.scale)? {
                let mut destroy = sized!(PJRT_Buffer_Destroy_Args);
                destroy.buffer = *slot;
                call!(real, PJRT_Buffer_Destroy, destroy)?;
                *slot = new;
            }
        }
    }
    eprintln!("pjrt_fault_plugin: scaled the f32 outputs of a program holding `{}` by {}", fault.op, fault.scale);
    Ok(())
}

/// A new buffer holding `buffer`'s values times `scale` (f32 only; None for other dtypes).
unsafe fn scaled(
    real: &sys::PJRT_Api,
    client: *mut sys::PJRT_Client,
    buffer: *mut sys::PJRT_Buffer,
    scale: f32,
) -> Result<Option<*mut sys::PJRT_Buffer>, String> {
    let mut ty = sized!(PJRT_Buffer_ElementType_Args);
    ty.buffer = buffer;
    call!(real, PJRT_Buffer_ElementType, ty)?;
    if ty.type_ != sys::PJRT_Buffer_Type_F32 {
        return Ok(None);
    }
    let mut dims = sized!(PJRT_Buffer_Dimensions_Args);
    dims.buffer = buffer;
    call!(real, PJRT_Buffer_Dimensions, dims)?;
    let shape: Vec<i64> = if dims.dims.is_null() { Vec::new() } else { std::slice::from_raw_parts(dims.dims, dims.num_dims).to_vec() };
    let n: usize = shape.iter().map(|&d| d.max(0) as usize).product();
    let mut values = vec![0f32; n];
    if n > 0 {
        let mut to = sized!(PJRT_Buffer_ToHostBuffer_Args);
        to.src = buffer;
        to.dst = values.as_mut_ptr() as *mut _;
        to.dst_size = n * 4;
        call!(real, PJRT_Buffer_ToHostBuffer, to)?;
        await_event(real, to.event)?;
    }
    for v in &mut values {
        *v *= scale;
    }
    let mut dev = sized!(PJRT_Buffer_Device_Args);
    dev.buffer = buffer;
    call!(real, PJRT_Buffer_Device, dev)?;
    let mut from = sized!(PJRT_Client_BufferFromHostBuffer_Args);
    from.client = client;
    from.data = values.as_ptr() as *const _;
    from.type_ = sys::PJRT_Buffer_Type_F32;
    from.dims = shape.as_ptr();
    from.num_dims = shape.len();
    from.host_buffer_semantics = sys::PJRT_HostBufferSemantics_kImmutableUntilTransferCompletes;
    from.device = dev.device;
    call!(real, PJRT_Client_BufferFromHostBuffer, from)?;
    // The host values must outlive the transfer.
    await_event(real, from.done_with_host_buffer)?;
    Ok(Some(from.buffer))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn specs_parse_or_say_what_is_wrong() {
        assert_eq!(parse("scale:0.5@exponential").unwrap(), OutputFault { scale: 1.5, op: "exponential".into() });
        assert!(parse("scale:x@exp").unwrap_err().contains("not a number"));
        assert!(parse("noise:1@exp").unwrap_err().contains("only scale"));
        assert!(parse("scale:1").unwrap_err().contains("expected"));
        assert!(parse("scale:1@a/b").is_err());
    }

    #[test]
    fn a_program_is_selected_by_the_op_it_names() {
        let f = parse("scale:1@exponential").unwrap();
        assert!(selects(&f, b"\x00stablehlo\x00exponential_v1\x00"));
        assert!(!selects(&f, b"stablehlo.tanh"));
    }
}
