//! A fault-injecting PJRT plugin, for testing the runner against the ways a
//! real plugin fails: it is a real plugin (it exports `GetPjrtApi`), and it
//! forwards every call to the real CPU plugin, except that a program whose
//! text carries a marker line
//!
//! ```text
//! // tpu-compat-fault: KIND@STAGE
//! ```
//!
//! misbehaves at `STAGE` (`compile` or `execute`; `compile#N`: from the
//! process's N-th compile of a marked program on; `execute#N`: from the
//! executable's N-th execution on, e.g. the third step of a training run). `KIND` is `segfault`
//! (SIGSEGV), `abort` (SIGABRT), `hang` (sleeps forever), `error` (returns a
//! PJRT error, code INTERNAL), `oom` (returns RESOURCE_EXHAUSTED) or
//! `sigkill` (kills itself with SIGKILL, as the kernel's OOM killer would);
//! `sleep:MS` (execute only) sleeps MS milliseconds on every execution and
//! then runs the program as the real plugin does: a planted slowdown.
//! A marker ending in ` op=NAME` (`abort@compile op=dot_general`) strikes
//! only programs that hold that op (see `marker`).
//!
//! The real plugin is `TPU_COMPAT_FAULT_REAL_PLUGIN` if set, else what
//! `runtime::plugin::locate(cpu)` finds. Only `PJRT_Client_Compile`,
//! `PJRT_LoadedExecutable_Execute`, `PJRT_LoadedExecutable_Destroy`,
//! `PJRT_LoadedExecutable_GetExecutable`, `PJRT_Executable_Serialize` and the
//! three `PJRT_Error_*` functions are wrapped: errors this plugin makes are
//! its own objects, told apart from the real plugin's by address.
//!
//! A marker `// tpu-compat-fault: KIND@OP#N` (see [`numeric`]) is a
//! numeric fault instead: the program is rewritten at compile time so the
//! result of the N-th op of a kind is perturbed (scaled, offset by a
//! constant, noised, rounded to bf16, flushed to zero, a cruder exp, or jittered anew at every
//! execution), and it runs to completion with
//! wrong numbers, as a device with a faulty kernel would.
//!
//! A marker ending in ` device=D` (`scale:1.5@all_reduce#1 device=2`)
//! perturbs the value on one device of a partitioned program only, `OP`
//! an op or a collective the partitioner adds (see [`collective`]).
//!
//! `TPU_COMPAT_FAULT_OUTPUTS=scale:EPS@OP` (see [`outputs`]) scales the f32
//! outputs of every program that names `OP`, text or bytecode: a wrong
//! kernel planted under a framework whose programs carry no marker.
//!
//! An executable with an execute-time fault refuses to be serialized
//! (UNIMPLEMENTED): serialized bytes carry no marker, so a compile cache
//! would otherwise hand back a well-behaved copy.

pub mod collective;
mod marker;
pub mod numeric;
pub mod outputs;

pub use marker::{Fault, FaultKind, FaultStage};

use pjrt_sys as sys;
use std::collections::{HashMap, HashSet};
use std::sync::{Mutex, OnceLock};

/// The real plugin's table, and this plugin's copy with wrappers in it.
struct Tables {
    real: &'static sys::PJRT_Api,
    ours: &'static sys::PJRT_Api,
}

// SAFETY: both tables are immutable after construction; PJRT tables are shared across threads by design.
unsafe impl Send for Tables {}
unsafe impl Sync for Tables {}

static TABLES: OnceLock<Option<Tables>> = OnceLock::new();
/// Execute-time faults, by loaded-executable address (recorded at compile):
/// the fault, the execution it strikes from (`execute#N`), and the executions so far.
static EXECUTE_FAULTS: Mutex<Option<HashMap<usize, ExecuteFault>>> = Mutex::new(None);
/// An executable's execute-time fault: the kind, the execution it strikes from, the executions so far.
type ExecuteFault = (FaultKind, u32, u32);
/// Unloaded-executable handles taken from faulty loaded executables.
static FAULTY_UNLOADED: Mutex<Option<HashSet<usize>>> = Mutex::new(None);
/// Addresses of the errors this plugin created.
static OUR_ERRORS: Mutex<Option<HashSet<usize>>> = Mutex::new(None);

/// An error made here; `message` stays alive until `PJRT_Error_Destroy`.
struct FaultError {
    code: sys::PJRT_Error_Code,
    message: String,
}

fn real() -> Option<&'static sys::PJRT_Api> {
    TABLES.get().and_then(|t| t.as_ref()).map(|t| t.real)
}

fn load_tables() -> Option<Tables> {
    let path = match std::env::var_os("TPU_COMPAT_FAULT_REAL_PLUGIN") {
        Some(p) => std::path::PathBuf::from(p),
        None => match runtime::plugin::locate(&runtime::DeviceSpec::Cpu) {
            Ok(p) => p,
            Err(e) => {
                eprintln!("pjrt_fault_plugin: cannot find the real CPU plugin: {e}");
                return None;
            }
        },
    };
    // SAFETY: loading the real plugin runs its initialisers, as any PJRT host does.
    let lib = match unsafe { libloading::Library::new(&path) } {
        Ok(l) => l,
        Err(e) => {
            eprintln!("pjrt_fault_plugin: cannot load {}: {e}", path.display());
            return None;
        }
    };
    type GetApi = unsafe extern "C" fn() -> *const sys::PJRT_Api;
    // SAFETY: the symbol's type is fixed by the PJRT C API.
    let api = match unsafe { lib.get::<GetApi>(b"GetPjrtApi\0") } {
        Ok(get) => unsafe { get() },
        Err(e) => {
            eprintln!("pjrt_fault_plugin: {} has no GetPjrtApi: {e}", path.display());
            return None;
        }
    };
    if api.is_null() {
        eprintln!("pjrt_fault_plugin: {} returned a null API table", path.display());
        return None;
    }
    // The real plugin stays loaded for the life of the process, like any plugin.
    std::mem::forget(lib);
    // SAFETY: non-null table from the real plugin, valid while it is loaded (forever).
    let real: &'static sys::PJRT_Api = unsafe { &*api };
    if real.struct_size < std::mem::size_of::<sys::PJRT_Api>() {
        eprintln!("pjrt_fault_plugin: {} has an older, shorter API table; not wrapping it", path.display());
        return None;
    }
    let mut ours: sys::PJRT_Api = *real;
    ours.PJRT_Error_Destroy = Some(error_destroy);
    ours.PJRT_Error_Message = Some(error_message);
    ours.PJRT_Error_GetCode = Some(error_get_code);
    ours.PJRT_Client_Compile = Some(client_compile);
    ours.PJRT_LoadedExecutable_Execute = Some(loaded_executable_execute);
    ours.PJRT_LoadedExecutable_Destroy = Some(loaded_executable_destroy);
    ours.PJRT_LoadedExecutable_GetExecutable = Some(loaded_executable_get_executable);
    ours.PJRT_Executable_Serialize = Some(executable_serialize);
    Some(Tables { real, ours: Box::leak(Box::new(ours)) })
}

/// The plugin's entry point.
#[no_mangle]
pub extern "C" fn GetPjrtApi() -> *const sys::PJRT_Api {
    match TABLES.get_or_init(load_tables) {
        Some(t) => t.ours as *const _,
        None => std::ptr::null(),
    }
}

fn new_error(code: sys::PJRT_Error_Code, message: String) -> *mut sys::PJRT_Error {
    let p = Box::into_raw(Box::new(FaultError { code, message }));
    if let Ok(mut set) = OUR_ERRORS.lock() {
        set.get_or_insert_with(HashSet::new).insert(p as usize);
    }
    p as *mut sys::PJRT_Error
}

fn ours(err: *const sys::PJRT_Error) -> Option<*mut FaultError> {
    let set = OUR_ERRORS.lock().ok()?;
    set.as_ref()?.contains(&(err as usize)).then_some(err as *mut FaultError)
}

/// Does what the marker asks; returns only for `error`, `oom` (an error)
/// and `sleep` (null: the call goes on).
fn misbehave(kind: FaultKind, stage: FaultStage) -> *mut sys::PJRT_Error {
    eprintln!("pjrt_fault_plugin: injecting {}@{}", kind.name(), stage.name());
    match kind {
        FaultKind::Segfault => {
            // XLA installs a SIGSEGV handler that turns the fault into an
            // abort; restore the default action so the host sees a segfault.
            // SAFETY: raising a signal is what this test plugin is for.
            unsafe {
                libc::signal(libc::SIGSEGV, libc::SIG_DFL);
                libc::raise(libc::SIGSEGV);
            }
            // Some hosts ignore SIGSEGV; then fall through to an abort.
            std::process::abort()
        }
        FaultKind::Abort => std::process::abort(),
        FaultKind::Sigkill => {
            // SAFETY: as above; SIGKILL cannot be caught, so this never returns.
            unsafe { libc::raise(libc::SIGKILL) };
            std::process::abort()
        }
        FaultKind::Hang => loop {
            std::thread::sleep(std::time::Duration::from_secs(3600));
        },
        FaultKind::Error => {
            new_error(sys::PJRT_Error_Code_INTERNAL, format!("injected fault: error at {} (pjrt_fault_plugin)", stage.name()))
        }
        FaultKind::Oom => new_error(
            sys::PJRT_Error_Code_RESOURCE_EXHAUSTED,
            format!("injected fault: out of memory at {} (pjrt_fault_plugin)", stage.name()),
        ),
        FaultKind::Sleep(ms) => {
            std::thread::sleep(std::time::Duration::from_millis(u64::from(ms)));
            std::ptr::null_mut()
        }
    }
}

unsafe extern "C" fn error_destroy(args: *mut sys::PJRT_Error_Destroy_Args) {
    if args.is_null() {
        return;
    }
    let err = (*args).error;
    if let Some(p) = ours(err) {
        if let Ok(mut set) = OUR_ERRORS.lock() {
            if let Some(s) = set.as_mut() {
                s.remove(&(p as usize));
            }
        }
        drop(Box::from_raw(p));
    } else if let Some(f) = real().and_then(|r| r.PJRT_Error_Destroy) {
        f(args)
    }
}

unsafe extern "C" fn error_message(args: *mut sys::PJRT_Error_Message_Args) {
    if args.is_null() {
        return;
    }
    if let Some(p) = ours((*args).error) {
        let e: &FaultError = &*p;
        (*args).message = e.message.as_ptr() as *const _;
        (*args).message_size = e.message.len();
    } else if let Some(f) = real().and_then(|r| r.PJRT_Error_Message) {
        f(args)
    }
}

unsafe extern "C" fn error_get_code(args: *mut sys::PJRT_Error_GetCode_Args) -> *mut sys::PJRT_Error {
    if args.is_null() {
        return std::ptr::null_mut();
    }
    if let Some(p) = ours((*args).error) {
        let e: &FaultError = &*p;
        (*args).code = e.code;
        return std::ptr::null_mut();
    }
    match real().and_then(|r| r.PJRT_Error_GetCode) {
        Some(f) => f(args),
        None => new_error(sys::PJRT_Error_Code_UNIMPLEMENTED, "PJRT_Error_GetCode missing".into()),
    }
}

unsafe extern "C" fn client_compile(args: *mut sys::PJRT_Client_Compile_Args) -> *mut sys::PJRT_Error {
    let Some(f) = real().and_then(|r| r.PJRT_Client_Compile) else {
        return new_error(sys::PJRT_Error_Code_UNIMPLEMENTED, "real plugin lacks PJRT_Client_Compile".into());
    };
    let fault = if args.is_null() || (*args).program.is_null() || (*(*args).program).code.is_null() {
        None
    } else {
        let p = &*(*args).program;
        marker::find(std::slice::from_raw_parts(p.code as *const u8, p.code_size))
    };
    if let Some(Fault { kind, stage: FaultStage::Compile, from }) = fault {
        // This process's compiles of marked programs, counted from 1.
        static MARKED_COMPILES: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
        if MARKED_COMPILES.fetch_add(1, std::sync::atomic::Ordering::SeqCst) + 1 >= from {
            return misbehave(kind, FaultStage::Compile);
        }
    }
    let err = match numeric_program(args) {
        Ok(Some(rewritten)) => {
            // Compile the rewritten text in place of the caller's; the caller's struct is restored after.
            let original = (*args).program;
            let mut program = *original;
            program.code = rewritten.as_ptr() as *mut _;
            program.code_size = rewritten.len();
            (*args).program = &program;
            let err = f(args);
            (*args).program = original;
            err
        }
        Ok(None) => f(args),
        Err(e) => return new_error(sys::PJRT_Error_Code_INVALID_ARGUMENT, format!("pjrt_fault_plugin: numeric fault: {e}")),
    };
    if let Some(out) = outputs::configured() {
        if err.is_null() && !(*args).executable.is_null() && !(*args).program.is_null() && !(*(*args).program).code.is_null() {
            let p = &*(*args).program;
            if outputs::selects(out, std::slice::from_raw_parts(p.code as *const u8, p.code_size)) {
                outputs::mark((*args).executable, (*args).client);
            }
        }
    }
    if let Some(Fault { kind, stage: FaultStage::Execute, from }) = fault {
        if err.is_null() && !(*args).executable.is_null() {
            if let Ok(mut m) = EXECUTE_FAULTS.lock() {
                m.get_or_insert_with(HashMap::new).insert((*args).executable as usize, (kind, from, 0));
            }
        }
    }
    err
}

/// The partitions the compile asks for (1 where its options do not say).
unsafe fn partitions(args: *mut sys::PJRT_Client_Compile_Args) -> i64 {
    if (*args).compile_options.is_null() {
        return 1;
    }
    let options = std::slice::from_raw_parts((*args).compile_options as *const u8, (*args).compile_options_size);
    numeric::num_partitions(options).unwrap_or(1)
}

/// The program rewritten for a numeric fault marker, if it carries one.
unsafe fn numeric_program(args: *mut sys::PJRT_Client_Compile_Args) -> Result<Option<Vec<u8>>, String> {
    if args.is_null() || (*args).program.is_null() || (*(*args).program).code.is_null() {
        return Ok(None);
    }
    let p = &*(*args).program;
    let code = std::slice::from_raw_parts(p.code as *const u8, p.code_size);
    let all = numeric::find_all(code);
    if all.len() > 1 {
        // Several plain faults (each applies where its marker asks for it).
        let faults: Vec<numeric::NumericFault> = all.into_iter().filter(|f| !(f.sharded_only && partitions(args) <= 1)).collect();
        let (program, applied) = numeric::apply_all(code, &faults)?;
        for (f, &a) in faults.iter().zip(&applied) {
            let what = f.marker().trim_start_matches(numeric::PREFIX).trim().to_string();
            if a {
                eprintln!("pjrt_fault_plugin: injecting {what}");
            } else {
                eprintln!("pjrt_fault_plugin: not injecting {what}: the op's result is returned or read twice, or the program has none (not fused)");
            }
        }
        return Ok(applied.iter().any(|&a| a).then_some(program));
    }
    match all.into_iter().next() {
        Some(fault) if (fault.sharded_only || fault.device.is_some()) && partitions(args) <= 1 => {
            eprintln!(
                "pjrt_fault_plugin: not injecting {}: a one-device compile",
                fault.marker().trim_start_matches(numeric::PREFIX).trim()
            );
            Ok(None)
        }
        Some(fault) if fault.device.is_some() && collective::hlo_opcode(&fault.op).is_some() => collective_program(args, code, &fault),
        Some(fault) => {
            let what = fault.marker().trim_start_matches(numeric::PREFIX).trim().to_string();
            let program = numeric::apply(code, &fault)?;
            match &program {
                Some(_) => eprintln!("pjrt_fault_plugin: injecting {what}"),
                None => eprintln!("pjrt_fault_plugin: not injecting {what}: the op's result is returned or read twice, or the program has none (not fused)"),
            }
            Ok(program)
        }
        None => Ok(None),
    }
}

/// A per-device collective fault's program: the program (tagged) compiled
/// once through the real plugin with the caller's options, the `N`-th
/// instruction of the collective read from the compiled module, and the
/// statement it was made for perturbed on the fault's device. `None` (the
/// program compiles as it is) where the compile holds fewer.
unsafe fn collective_program(
    args: *mut sys::PJRT_Client_Compile_Args,
    code: &[u8],
    fault: &numeric::NumericFault,
) -> Result<Option<Vec<u8>>, String> {
    let what = fault.marker().trim_start_matches(numeric::PREFIX).trim().to_string();
    let opcode = collective::hlo_opcode(&fault.op).ok_or("not a collective")?;
    let tagged = runtime::program_text::tagged(code)?;
    let (module, format) = compiled_module(args, &tagged)?;
    let names: Vec<String> = runtime::program_shape::collectives(&module, &format)
        .map_err(|e| e.to_string())?
        .into_iter()
        .filter(|c| c.opcode == opcode)
        .map(|c| c.op_name)
        .collect();
    let name = match fault.nth {
        numeric::Nth::Index(n) => names.get(n - 1),
        numeric::Nth::Last => names.last(),
    };
    let Some(name) = name else {
        eprintln!("pjrt_fault_plugin: not injecting {what}: the compiled program holds {} {opcode} instruction(s)", names.len());
        return Ok(None);
    };
    let main = runtime::program_text::parse_main(&tagged)?;
    let (_, target) = runtime::program_text::statement_of(&main.statements, name)
        .ok_or_else(|| format!("{what}: the {opcode} was made for `{name}`, no statement of @main"))?;
    let device = fault.device.ok_or("no device")?;
    let program = collective::perturb_on_device(&tagged, &fault.perturbation, target, device)?;
    eprintln!("pjrt_fault_plugin: injecting {what} (line {}, `{}`, the {opcode}'s value on device {device})", target.line, target.op);
    Ok(Some(program))
}

/// The optimized module of `program` compiled with the caller's options
/// (the executable is destroyed), and its format.
unsafe fn compiled_module(args: *mut sys::PJRT_Client_Compile_Args, program: &[u8]) -> Result<(Vec<u8>, String), String> {
    let r = real().ok_or("no real plugin")?;
    let (Some(compile), Some(get), Some(optimized), Some(destroy_exe), Some(destroy_loaded), Some(destroy_error)) = (
        r.PJRT_Client_Compile,
        r.PJRT_LoadedExecutable_GetExecutable,
        r.PJRT_Executable_OptimizedProgram,
        r.PJRT_Executable_Destroy,
        r.PJRT_LoadedExecutable_Destroy,
        r.PJRT_Error_Destroy,
    ) else {
        return Err("the real plugin lacks a function a collective fault needs".into());
    };
    let drop_error = |e: *mut sys::PJRT_Error| {
        let mut d = sys::PJRT_Error_Destroy_Args { struct_size: std::mem::size_of::<sys::PJRT_Error_Destroy_Args>(), ..Default::default() };
        d.error = e;
        destroy_error(&mut d);
    };
    let original = (*args).program;
    let mut p = *original;
    p.code = program.as_ptr() as *mut _;
    p.code_size = program.len();
    (*args).program = &p;
    let err = compile(args);
    (*args).program = original;
    if !err.is_null() {
        drop_error(err);
        return Err("the program tagged with statement locations does not compile".into());
    }
    let loaded = (*args).executable;
    (*args).executable = std::ptr::null_mut();
    let mut g = sys::PJRT_LoadedExecutable_GetExecutable_Args {
        struct_size: std::mem::size_of::<sys::PJRT_LoadedExecutable_GetExecutable_Args>(),
        ..Default::default()
    };
    g.loaded_executable = loaded;
    let mut result = Err("cannot read the compiled module".to_string());
    if get(&mut g).is_null() {
        let mut prog = sys::PJRT_Program { struct_size: std::mem::size_of::<sys::PJRT_Program>(), ..Default::default() };
        let mut o = sys::PJRT_Executable_OptimizedProgram_Args {
            struct_size: std::mem::size_of::<sys::PJRT_Executable_OptimizedProgram_Args>(),
            ..Default::default()
        };
        o.executable = g.executable;
        o.program = &mut prog;
        // First call: the size; second: the bytes.
        let e = optimized(&mut o);
        if e.is_null() {
            let mut bytes = vec![0u8; prog.code_size];
            prog.code = bytes.as_mut_ptr() as *mut _;
            o.program = &mut prog;
            let e = optimized(&mut o);
            if e.is_null() {
                bytes.truncate(prog.code_size);
                let format = if prog.format.is_null() {
                    String::new()
                } else {
                    String::from_utf8_lossy(std::slice::from_raw_parts(prog.format as *const u8, prog.format_size)).into_owned()
                };
                result = Ok((bytes, format));
            } else {
                drop_error(e);
            }
        } else {
            drop_error(e);
        }
        let mut d = sys::PJRT_Executable_Destroy_Args {
            struct_size: std::mem::size_of::<sys::PJRT_Executable_Destroy_Args>(),
            ..Default::default()
        };
        d.executable = g.executable;
        let e = destroy_exe(&mut d);
        if !e.is_null() {
            drop_error(e);
        }
    }
    let mut d = sys::PJRT_LoadedExecutable_Destroy_Args {
        struct_size: std::mem::size_of::<sys::PJRT_LoadedExecutable_Destroy_Args>(),
        ..Default::default()
    };
    d.executable = loaded;
    let e = destroy_loaded(&mut d);
    if !e.is_null() {
        drop_error(e);
    }
    result
}

unsafe extern "C" fn loaded_executable_execute(args: *mut sys::PJRT_LoadedExecutable_Execute_Args) -> *mut sys::PJRT_Error {
    if !args.is_null() {
        let key = (*args).executable as usize;
        // This executable's executions, counted from 1: the fault strikes from the `from`-th on.
        let kind = EXECUTE_FAULTS.lock().ok().and_then(|mut m| {
            let (kind, from, runs) = m.as_mut()?.get_mut(&key)?;
            *runs += 1;
            (*runs >= *from).then_some(*kind)
        });
        if let Some(kind) = kind {
            let err = misbehave(kind, FaultStage::Execute);
            if !err.is_null() {
                return err;
            }
        }
    }
    let (Some(r), Some(f)) = (real(), real().and_then(|r| r.PJRT_LoadedExecutable_Execute)) else {
        return new_error(sys::PJRT_Error_Code_UNIMPLEMENTED, "real plugin lacks PJRT_LoadedExecutable_Execute".into());
    };
    let err = f(args);
    if let (true, Some(fault)) = (err.is_null() && !args.is_null(), outputs::configured()) {
        if let Err(e) = outputs::count(r, (*args).executable).and_then(|n| outputs::strike(r, fault, args, n)) {
            return new_error(sys::PJRT_Error_Code_INTERNAL, format!("pjrt_fault_plugin: output fault: {e}"));
        }
    }
    err
}

/// Forgets an executable's fault before its address can be reused.
unsafe extern "C" fn loaded_executable_destroy(args: *mut sys::PJRT_LoadedExecutable_Destroy_Args) -> *mut sys::PJRT_Error {
    if !args.is_null() {
        outputs::forget((*args).executable);
        if let Ok(mut m) = EXECUTE_FAULTS.lock() {
            if let Some(m) = m.as_mut() {
                m.remove(&((*args).executable as usize));
            }
        }
    }
    match real().and_then(|r| r.PJRT_LoadedExecutable_Destroy) {
        Some(f) => f(args),
        None => new_error(sys::PJRT_Error_Code_UNIMPLEMENTED, "real plugin lacks PJRT_LoadedExecutable_Destroy".into()),
    }
}

fn has_execute_fault(loaded: *mut sys::PJRT_LoadedExecutable) -> bool {
    EXECUTE_FAULTS.lock().ok().is_some_and(|m| m.as_ref().is_some_and(|m| m.contains_key(&(loaded as usize))))
}

/// Remembers the unloaded handle of a faulty executable, so serializing it fails.
unsafe extern "C" fn loaded_executable_get_executable(args: *mut sys::PJRT_LoadedExecutable_GetExecutable_Args) -> *mut sys::PJRT_Error {
    let Some(f) = real().and_then(|r| r.PJRT_LoadedExecutable_GetExecutable) else {
        return new_error(sys::PJRT_Error_Code_UNIMPLEMENTED, "real plugin lacks PJRT_LoadedExecutable_GetExecutable".into());
    };
    let err = f(args);
    if err.is_null() && !args.is_null() {
        let faulty = has_execute_fault((*args).loaded_executable);
        if let Ok(mut set) = FAULTY_UNLOADED.lock() {
            let set = set.get_or_insert_with(HashSet::new);
            // Addresses are reused: record or clear on every hand-out.
            if faulty {
                set.insert((*args).executable as usize);
            } else {
                set.remove(&((*args).executable as usize));
            }
        }
    }
    err
}

unsafe extern "C" fn executable_serialize(args: *mut sys::PJRT_Executable_Serialize_Args) -> *mut sys::PJRT_Error {
    if !args.is_null() {
        let key = (*args).executable as usize;
        if FAULTY_UNLOADED.lock().ok().is_some_and(|s| s.as_ref().is_some_and(|s| s.contains(&key))) {
            return new_error(
                sys::PJRT_Error_Code_UNIMPLEMENTED,
                "pjrt_fault_plugin: an executable with an injected fault cannot be serialized".into(),
            );
        }
    }
    match real().and_then(|r| r.PJRT_Executable_Serialize) {
        Some(f) => f(args),
        None => new_error(sys::PJRT_Error_Code_UNIMPLEMENTED, "real plugin lacks PJRT_Executable_Serialize".into()),
    }
}
