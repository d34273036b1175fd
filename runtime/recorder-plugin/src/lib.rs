//! A recording PJRT plugin: a real plugin (it exports `GetPjrtApi`) that
//! forwards every call to another real plugin and writes down what the
//! framework above it sends: every program it compiles, with its compile
//! options, and the arguments and results of each program's first
//! execution. TorchTPU's eager op stream, its DeferAndFuse groups and its
//! `torch.compile` graphs are so captured exactly as sent, with no
//! dependence on a framework's private dump flags; JAX, torch_xla or vLLM
//! load it the same way.
//!
//! Set by the environment of the process that loads it:
//! - `TPU_COMPAT_RECORD_DIR`: the recording folder (created). Unset, the
//!   plugin forwards without recording and says so once on stderr.
//! - `TPU_COMPAT_RECORD_REAL_PLUGIN`: the plugin to wrap (a `.so` path);
//!   default the CPU plugin `runtime::plugin::locate` finds.
//! - `TPU_COMPAT_RECORD_IO`: `first` (default: each program's first
//!   execution in this process) or `none` (programs only).
//! - `TPU_COMPAT_RECORD_IO_MAX_MB`: an execution whose arguments and
//!   results together pass this many MiB (default 256) keeps its program
//!   but not its tensors; the index says so.
//! - `TPU_COMPAT_RECORD_OUTPUT_MEMORY_KIND`: where the real plugin does
//!   not implement `PJRT_Executable_OutputMemoryKinds` (the 0.0.1 CPU
//!   plugin), answer it with this kind (`device`) for every output. This is
//!   the one call the recorder answers itself, and only when asked to:
//!   TorchTPU needs it to execute a `torch.compile`d program, and a plugin
//!   whose memory is all one kind has one answer.
//! - `TPU_COMPAT_RECORD_STABLEHLO_VERSION`: `MAJOR.MINOR.PATCH` reported as
//!   the plugin's `stablehlo_current_version`. A framework serializes its
//!   programs for the plugin's version and refuses, before sending, an op
//!   that version lacks (TorchTPU's `chlo.scan` on the 0.0.1 CPU plugin's
//!   1.13.3); reporting the framework's own version gets that program sent,
//!   so it is recorded (the real plugin then refuses it, in its words) and a
//!   TPU compiler can compile it.
//!
//! - `TPU_COMPAT_RECORD_REWRITE_SCAN` (with `..._PYTHON` and `..._LOG`):
//!   a program carrying `chlo.scan` is compiled rewritten to a plain
//!   `stablehlo.while` for the real plugin's StableHLO version (see
//!   [`rewrite`]); the recording keeps it as sent.
//!
//! The folder's layout is [`store`]'s: one sub-folder per distinct program
//! in `tpu-compat import --batch`'s layout, and `index.jsonl`, one line per
//! compile and per recorded execution, in the order they happened.
//!
//! Only `PJRT_Client_Compile`, `PJRT_LoadedExecutable_Execute`,
//! `PJRT_LoadedExecutable_Destroy` (and, when asked, the memory kinds) are
//! wrapped; recording never changes what the real plugin is asked or answers (the scan rewrite, asked
//! for, is the one change): a failure to record is a line in the index (or on stderr), never an error
//! handed to the framework.

mod host;
pub mod rewrite;
pub mod store;

use pjrt_sys as sys;
use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};
use std::time::Instant;
use store::{IoPolicy, Recording};

/// The real plugin's table, this plugin's copy with wrappers in it, and
/// where the recording goes (None: forward only).
struct State {
    real: &'static sys::PJRT_Api,
    ours: &'static sys::PJRT_Api,
    recording: Option<Recording>,
    /// The memory kind answered for outputs where the real plugin has none to give.
    memory_kind: Option<&'static str>,
    /// The plugin's attributes with `stablehlo_current_version` replaced.
    attributes: Option<&'static [sys::PJRT_NamedValue]>,
    /// The scan rewrite, where asked for.
    scans: Option<rewrite::ScanRewriter>,
}

// SAFETY: the tables are immutable after construction (PJRT tables are shared
// across threads by design); the recording guards its own mutable state.
unsafe impl Send for State {}
unsafe impl Sync for State {}

static STATE: OnceLock<Option<State>> = OnceLock::new();

/// Loaded executables this process compiled, by address: the program's id
/// and whether its first execution is still to be recorded.
static EXECUTABLES: Mutex<Option<HashMap<usize, Pending>>> = Mutex::new(None);

struct Pending {
    id: String,
    io_recorded: bool,
}

fn state() -> Option<&'static State> {
    STATE.get().and_then(|s| s.as_ref())
}

fn load() -> Option<State> {
    let path = match std::env::var_os("TPU_COMPAT_RECORD_REAL_PLUGIN") {
        Some(p) => std::path::PathBuf::from(p),
        None => match runtime::plugin::locate(&runtime::DeviceSpec::Cpu) {
            Ok(p) => p,
            Err(e) => {
                eprintln!("pjrt_recorder_plugin: set TPU_COMPAT_RECORD_REAL_PLUGIN to the plugin to wrap; no CPU plugin found either: {e}");
                return None;
            }
        },
    };
    // SAFETY: loading the real plugin runs its initialisers, as any PJRT host does.
    let lib = match unsafe { libloading::Library::new(&path) } {
        Ok(l) => l,
        Err(e) => {
            eprintln!("pjrt_recorder_plugin: cannot load {}: {e}", path.display());
            return None;
        }
    };
    type GetApi = unsafe extern "C" fn() -> *const sys::PJRT_Api;
    // SAFETY: the symbol's type is fixed by the PJRT C API.
    let api = match unsafe { lib.get::<GetApi>(b"GetPjrtApi\0") } {
        Ok(get) => unsafe { get() },
        Err(e) => {
            eprintln!("pjrt_recorder_plugin: {} has no GetPjrtApi: {e}", path.display());
            return None;
        }
    };
    if api.is_null() {
        eprintln!("pjrt_recorder_plugin: {} returned a null API table", path.display());
        return None;
    }
    // The real plugin stays loaded for the life of the process, like any plugin.
    std::mem::forget(lib);
    // SAFETY: non-null table from the real plugin, valid while it is loaded (forever).
    let real: &'static sys::PJRT_Api = unsafe { &*api };
    if real.struct_size < std::mem::size_of::<sys::PJRT_Api>() {
        eprintln!("pjrt_recorder_plugin: {} has an older, shorter API table; not wrapping it", path.display());
        return None;
    }
    let recording = match std::env::var_os("TPU_COMPAT_RECORD_DIR") {
        None => {
            eprintln!("pjrt_recorder_plugin: TPU_COMPAT_RECORD_DIR is not set; forwarding to {} without recording", path.display());
            None
        }
        Some(dir) => match Recording::open(std::path::Path::new(&dir), policy(), &path) {
            Ok(r) => Some(r),
            Err(e) => {
                eprintln!("pjrt_recorder_plugin: {e}; forwarding without recording");
                None
            }
        },
    };
    let mut ours: sys::PJRT_Api = *real;
    // Only entries the real plugin has are wrapped: a missing one stays missing.
    // SAFETY: the real table's own call, with a sized argument struct.
    let scans = rewrite::ScanRewriter::from_env(unsafe { host::stablehlo_version(real) });
    if real.PJRT_Client_Compile.is_some() {
        ours.PJRT_Client_Compile = Some(client_compile);
    }
    if real.PJRT_LoadedExecutable_Execute.is_some() {
        ours.PJRT_LoadedExecutable_Execute = Some(loaded_executable_execute);
    }
    if real.PJRT_LoadedExecutable_Destroy.is_some() {
        ours.PJRT_LoadedExecutable_Destroy = Some(loaded_executable_destroy);
    }
    let memory_kind = std::env::var("TPU_COMPAT_RECORD_OUTPUT_MEMORY_KIND").ok().filter(|k| !k.is_empty()).map(|k| &*k.leak());
    if memory_kind.is_some() && real.PJRT_Executable_NumOutputs.is_some() {
        ours.PJRT_Executable_OutputMemoryKinds = Some(executable_output_memory_kinds);
    }
    let attributes = std::env::var("TPU_COMPAT_RECORD_STABLEHLO_VERSION").ok().and_then(|v| {
        let parsed: Vec<i64> = v.split('.').filter_map(|p| p.parse().ok()).collect();
        if parsed.len() != 3 {
            eprintln!(
                "pjrt_recorder_plugin: TPU_COMPAT_RECORD_STABLEHLO_VERSION={v:?} is not MAJOR.MINOR.PATCH; the plugin's own is reported"
            );
            return None;
        }
        // SAFETY: the real table's own call, with a sized argument struct.
        unsafe { host::attributes_with_version(real, Vec::leak(parsed)) }
    });
    if attributes.is_some() {
        ours.PJRT_Plugin_Attributes = Some(plugin_attributes);
    }
    Some(State { real, ours: Box::leak(Box::new(ours)), recording, memory_kind, attributes, scans })
}

/// The I/O policy from the environment; a value it cannot read is said and the default kept.
fn policy() -> IoPolicy {
    let mut p = IoPolicy::default();
    match std::env::var("TPU_COMPAT_RECORD_IO").as_deref() {
        Err(_) | Ok("first") => {}
        Ok("none") => p.record_io = false,
        Ok(other) => eprintln!("pjrt_recorder_plugin: TPU_COMPAT_RECORD_IO={other:?} is not `first` or `none`; using `first`"),
    }
    if let Ok(v) = std::env::var("TPU_COMPAT_RECORD_IO_MAX_MB") {
        match v.parse::<u64>() {
            Ok(mb) if mb <= 1 << 20 => p.max_bytes = mb << 20,
            _ => eprintln!(
                "pjrt_recorder_plugin: TPU_COMPAT_RECORD_IO_MAX_MB={v:?} is not a size in MiB up to 1048576; using {}",
                p.max_bytes >> 20
            ),
        }
    }
    p
}

/// The plugin's entry point.
#[no_mangle]
pub extern "C" fn GetPjrtApi() -> *const sys::PJRT_Api {
    match STATE.get_or_init(load) {
        Some(s) => s.ours as *const _,
        None => std::ptr::null(),
    }
}

unsafe extern "C" fn client_compile(args: *mut sys::PJRT_Client_Compile_Args) -> *mut sys::PJRT_Error {
    let Some(s) = state() else { return std::ptr::null_mut() };
    // Wrapped only where the real plugin has the entry (see `load`).
    let Some(f) = s.real.PJRT_Client_Compile else { return std::ptr::null_mut() };
    if args.is_null() || (*args).program.is_null() || (*(*args).program).code.is_null() {
        return f(args);
    }
    let p = &*(*args).program;
    let code = std::slice::from_raw_parts(p.code as *const u8, p.code_size);
    let start = Instant::now();
    let err = match s.scans.as_ref().and_then(|r| r.rewrite(code).map(|got| (r, got))) {
        Some((r, Ok(rewritten))) => {
            // The plugin is asked to compile the rewrite; the framework's own program struct is put back after.
            let mut program = *p;
            program.code = rewritten.as_ptr() as *mut _;
            program.code_size = rewritten.len();
            let sent = (*args).program;
            (*args).program = &program;
            let err = f(args);
            (*args).program = sent;
            if err.is_null() && !(*args).executable.is_null() {
                r.compiled((*args).executable as usize, code);
            }
            err
        }
        _ => f(args),
    };
    let Some(rec) = &s.recording else { return err };
    let format = if p.format.is_null() {
        String::new()
    } else {
        String::from_utf8_lossy(std::slice::from_raw_parts(p.format as *const u8, p.format_size)).into_owned()
    };
    let options = if (*args).compile_options.is_null() {
        &[][..]
    } else {
        std::slice::from_raw_parts((*args).compile_options as *const u8, (*args).compile_options_size)
    };
    let error = (!err.is_null()).then(|| host::error_message(s.real, err));
    let id = rec.compiled(code, &format, options, start.elapsed(), error.as_deref());
    if err.is_null() && !(*args).executable.is_null() {
        if let (Some(id), Ok(mut m)) = (id, EXECUTABLES.lock()) {
            m.get_or_insert_with(HashMap::new).insert((*args).executable as usize, Pending { id, io_recorded: false });
        }
    }
    err
}

/// The program id of an executable whose first execution is still to be recorded (marking it taken).
fn first_execution(executable: usize) -> Option<String> {
    let mut m = EXECUTABLES.lock().ok()?;
    let pending = m.as_mut()?.get_mut(&executable)?;
    if pending.io_recorded {
        return None;
    }
    pending.io_recorded = true;
    Some(pending.id.clone())
}

unsafe extern "C" fn loaded_executable_execute(args: *mut sys::PJRT_LoadedExecutable_Execute_Args) -> *mut sys::PJRT_Error {
    let Some(s) = state() else { return std::ptr::null_mut() };
    let Some(f) = s.real.PJRT_LoadedExecutable_Execute else { return std::ptr::null_mut() };
    if let (Some(r), false) = (&s.scans, args.is_null()) {
        r.executed((*args).executable as usize);
    }
    let recording = match (&s.recording, args.is_null()) {
        (Some(rec), false) if rec.policy().record_io => first_execution((*args).executable as usize).map(|id| (rec, id)),
        _ => None,
    };
    let Some((rec, id)) = recording else { return f(args) };
    let a = &*args;
    // Arguments are read before the call: a donated buffer is gone after it.
    let inputs = if a.num_devices == 1 && !a.argument_lists.is_null() {
        let list = *a.argument_lists;
        let buffers: Vec<_> = (0..a.num_args).map(|i| *list.add(i)).collect();
        host::read_all(s.real, &buffers, rec.policy().max_bytes)
    } else {
        Err(format!("not kept: an execution over {} devices (the suite holds one-device programs)", a.num_devices))
    };
    let start = Instant::now();
    let err = f(args);
    let elapsed = start.elapsed();
    if !err.is_null() {
        rec.executed(&id, a.num_devices, Err("the execution failed".into()), elapsed);
        return err;
    }
    let outputs = match (a.num_devices > 0 && !a.output_lists.is_null(), inputs) {
        (true, Ok(inputs)) => {
            let list = *a.output_lists;
            let n = host::output_count(s.real, a.executable);
            match n {
                Ok(n) => {
                    let buffers: Vec<_> = (0..n).map(|i| *list.add(i)).collect();
                    let budget = rec.policy().max_bytes.saturating_sub(inputs.iter().map(|t| t.data.len() as u64).sum());
                    host::read_all(s.real, &buffers, budget).map(|outputs| (inputs, outputs))
                }
                Err(e) => Err(e),
            }
        }
        (false, _) => Err("the execution has no device lists".into()),
        (_, Err(e)) => Err(e),
    };
    rec.executed(&id, a.num_devices, outputs, elapsed);
    err
}

unsafe extern "C" fn loaded_executable_destroy(args: *mut sys::PJRT_LoadedExecutable_Destroy_Args) -> *mut sys::PJRT_Error {
    let Some(s) = state() else { return std::ptr::null_mut() };
    if let (Some(r), false) = (&s.scans, args.is_null()) {
        r.destroyed((*args).executable as usize);
    }
    if !args.is_null() {
        if let Ok(mut m) = EXECUTABLES.lock() {
            if let Some(m) = m.as_mut() {
                m.remove(&((*args).executable as usize));
            }
        }
    }
    match s.real.PJRT_LoadedExecutable_Destroy {
        Some(f) => f(args),
        None => std::ptr::null_mut(),
    }
}

/// The real plugin's answer; where it has none (no entry, or an error), every
/// output in `memory_kind`. The arrays live as long as the process: one pair
/// per output count, shared by every executable with that many outputs.
unsafe extern "C" fn executable_output_memory_kinds(args: *mut sys::PJRT_Executable_OutputMemoryKinds_Args) -> *mut sys::PJRT_Error {
    let Some(s) = state() else { return std::ptr::null_mut() };
    if let Some(f) = s.real.PJRT_Executable_OutputMemoryKinds {
        let err = f(args);
        if err.is_null() {
            return err;
        }
        host::destroy_error(s.real, err);
    }
    let (Some(kind), false) = (s.memory_kind, args.is_null()) else { return std::ptr::null_mut() };
    let n = match host::num_outputs(s.real, (*args).executable) {
        Ok(n) => n,
        Err(e) => {
            eprintln!("pjrt_recorder_plugin: cannot answer the output memory kinds: {e}");
            return std::ptr::null_mut();
        }
    };
    static KINDS: Mutex<Option<HashMap<usize, (usize, usize)>>> = Mutex::new(None);
    let Ok(mut cache) = KINDS.lock() else { return std::ptr::null_mut() };
    let (kinds, sizes) = *cache.get_or_insert_with(HashMap::new).entry(n).or_insert_with(|| {
        let kinds: &'static [*const std::os::raw::c_char] = Vec::leak(vec![kind.as_ptr() as *const _; n]);
        let sizes: &'static [usize] = Vec::leak(vec![kind.len(); n]);
        (kinds.as_ptr() as usize, sizes.as_ptr() as usize)
    });
    (*args).num_outputs = n;
    (*args).memory_kinds = kinds as *const *const _;
    (*args).memory_kind_sizes = sizes as *const usize;
    std::ptr::null_mut()
}

/// The real plugin's attributes, with the StableHLO version this process was told to report.
unsafe extern "C" fn plugin_attributes(args: *mut sys::PJRT_Plugin_Attributes_Args) -> *mut sys::PJRT_Error {
    let Some(s) = state() else { return std::ptr::null_mut() };
    match (s.attributes, args.is_null()) {
        (Some(a), false) => {
            (*args).attributes = a.as_ptr();
            (*args).num_attributes = a.len();
            std::ptr::null_mut()
        }
        _ => match s.real.PJRT_Plugin_Attributes {
            Some(f) => f(args),
            None => std::ptr::null_mut(),
        },
    }
}
