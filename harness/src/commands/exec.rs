//! `tpu-compat exec`: compile and run one StableHLO program. Inputs come
//! from a safetensors file (`arg0`, `arg1`, ... in `@main` order) or are
//! filled with small deterministic values; outputs are summarised and can
//! be saved as `out0`, `out1`, ...
//!
//! A plugin may segfault or abort on a program, so `exec` contains it as
//! `run` does: the command runs itself again as a child process (the same
//! arguments, [`CONTAINED_ENV`] set) that does the work, and waits. A child
//! killed by a signal is a clear error naming the signal and the stage it
//! was in (the child reports each stage on a pipe), exit 3; otherwise the
//! child's own exit code is the command's. Before, a crash in the plugin
//! killed `tpu-compat` itself (SIGSEGV, exit 139, no message).

use crate::exit::{CommandError, CommandResult, OK, RUN_ERROR};
use runtime::{tensors_file, Client, DeviceSpec, HostTensor, Plugin, TensorType};
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::time::Instant;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// StableHLO program (MLIR text or bytecode) with an entry `@main`.
    pub program: PathBuf,
    /// Safetensors file with one tensor per argument, named arg0, arg1, ...
    /// Without it, arguments are filled with deterministic values.
    #[arg(long)]
    pub inputs: Option<PathBuf>,
    /// Write the outputs to this safetensors file as out0, out1, ...
    #[arg(long)]
    pub out: Option<PathBuf>,
    /// cpu, gpu, tpu, or the path of a PJRT plugin .so
    #[arg(long, short, default_value = "cpu")]
    pub device: DeviceSpec,
    #[command(flatten)]
    pub compilation: crate::compilation::CompilationArgs,
}

/// Set in the child `exec` starts: the number of the pipe descriptor it
/// reports its stages on. Its presence means "do the work here".
const CONTAINED_ENV: &str = "TPU_COMPAT_EXEC_STAGE_FD";

pub fn run(args: Args) -> CommandResult {
    match std::env::var(CONTAINED_ENV).ok().and_then(|v| v.parse::<i32>().ok()) {
        Some(fd) => work(args, fd),
        None => contain(&args),
    }
}

/// Runs this command again as a child and reads how it ended (module doc).
fn contain(args: &Args) -> CommandResult {
    use std::io::Read;
    use std::os::fd::AsRawFd;
    use std::os::unix::process::{CommandExt, ExitStatusExt};
    let exe = std::env::current_exe().map_err(|e| CommandError::setup(format!("cannot find this executable: {e}")))?;
    let (mut stages, writer) = std::io::pipe().map_err(|e| CommandError::setup(format!("cannot make a pipe: {e}")))?;
    let fd = writer.as_raw_fd();
    let mut cmd = std::process::Command::new(exe);
    cmd.args(std::env::args_os().skip(1)).env(CONTAINED_ENV, fd.to_string());
    // SAFETY: fcntl and prctl are async-signal-safe and touch only the child's own descriptor and state.
    unsafe {
        cmd.pre_exec(move || {
            // The pipe's write end survives exec (it is close-on-exec by default) ...
            if libc::fcntl(fd, libc::F_SETFD, 0) < 0 {
                return Err(std::io::Error::last_os_error());
            }
            // ... and the child dies with this process.
            libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL);
            Ok(())
        });
    }
    let mut child = cmd.spawn().map_err(|e| CommandError::setup(format!("cannot start the exec process: {e}")))?;
    drop(writer);
    let mut reported = String::new();
    let _ = stages.read_to_string(&mut reported);
    let status = child.wait().map_err(|e| CommandError::setup(format!("lost the exec process: {e}")))?;
    let Some(sig) = status.signal() else {
        return Ok(status.code().unwrap_or(RUN_ERROR));
    };
    if sig == libc::SIGINT {
        return Ok(crate::exit::INTERRUPTED);
    }
    let stage = reported.lines().last().unwrap_or("starting");
    let why = if sig == libc::SIGKILL { " (the kernel's out-of-memory killer, or a kill -9)" } else { "" };
    errln!(
        "error: {}: the process running it was killed by {}{why} while {stage}: the plugin crashed on this program",
        args.program.display(),
        crate::verdict::signal_name(sig)
    );
    Ok(RUN_ERROR)
}

/// Tells the parent (on the stage pipe `fd`) which stage the child enters.
fn enter(fd: i32, stage: &str) {
    let line = format!("{stage}\n");
    // SAFETY: a write of a live buffer to a descriptor the parent handed this process; errors are ignored.
    unsafe { libc::write(fd, line.as_ptr().cast(), line.len()) };
}

fn work(args: Args, fd: i32) -> CommandResult {
    enter(fd, "reading the program and inputs");
    let program = runtime::read::bytes(&args.program)
        .map_err(|e| CommandError::setup(format!("{}: cannot read the program: {e}", args.program.display())))?;
    let in_program = |e: runtime::DataError| CommandError::setup(format!("{}: {e}", args.program.display()));
    runtime::check_nesting(&program).map_err(in_program)?;
    // `exec` runs one device: a program for several would run unpartitioned (or fail on device ids) and exit 0.
    match crate::partitioned::declared_devices(&program) {
        Err(e) => return Err(CommandError::setup(format!("{}: {e}", args.program.display()))),
        Ok(Some(n)) if n > 1 => {
            return Err(CommandError::setup(format!(
                "{}: the program declares {n} devices; exec runs a program on one device. Run it as a definition \
                 (`tpu-compat run DIR`, a folder holding it as model.mlir with its model.toml), which executes it over its {n} devices",
                args.program.display()
            )))
        }
        Ok(_) => {}
    }
    let signature = runtime::parse_main_signature(&program).ok();
    if let Some(sig) = &signature {
        check_sizes(sig).map_err(in_program)?;
    }
    let inputs = match &args.inputs {
        Some(path) => {
            let (named, _) = tensors_file::read(path)?;
            tensors_file::ordered_args(named, "arg", path)?
        }
        None => match &signature {
            Some(sig) => sig.args.iter().enumerate().map(|(i, t)| sample_input(i, t)).collect::<Vec<_>>(),
            None => Vec::new(),
        },
    };
    if let Some(sig) = &signature {
        check_inputs(&args, &sig.args, &inputs)?;
    }

    let compilation = args.compilation.resolve(runtime::CompileProfile::Full).map_err(CommandError::setup)?;
    let t0 = Instant::now();
    enter(fd, "loading the plugin");
    let plugin = Plugin::for_device(&args.device)?;
    let compiler = crate::compilation::Compiler::new(Client::new(plugin)?, None);
    let client = compiler.client();
    let t_load = t0.elapsed();
    let t1 = Instant::now();
    enter(fd, "compiling");
    // The one compile service: numerics rewrite, platform check, options.
    let exe =
        compiler.compile(&compilation, &program, true).map_err(|e| CommandError::setup(format!("{}: {e}", args.program.display())))?.exe;
    let t_compile = t1.elapsed();
    let t2 = Instant::now();
    let n_inputs = inputs.len();
    enter(fd, "executing");
    let outputs = exe.run_owned(inputs)?;
    enter(fd, "writing the outputs");
    let t_exec = t2.elapsed();

    let label = compilation.profiles().label();
    outln!(
        "{}: {} inputs, {} outputs on {}{} (load {:.1} ms, compile {:.1} ms, execute {:.3} ms)",
        args.program.display(),
        n_inputs,
        outputs.len(),
        client.platform_name()?,
        if label.is_empty() { String::new() } else { format!(", {label}") },
        t_load.as_secs_f64() * 1e3,
        t_compile.as_secs_f64() * 1e3,
        t_exec.as_secs_f64() * 1e3
    );
    for (i, t) in outputs.iter().enumerate() {
        outln!("  out{i}  {:<16} {}", t.type_string(), summary(t));
    }
    if let Some(out) = &args.out {
        let named: Vec<(String, &HostTensor)> = outputs.iter().enumerate().map(|(i, t)| (format!("out{i}"), t)).collect();
        let mut meta = BTreeMap::new();
        meta.insert("program".to_string(), args.program.display().to_string());
        meta.insert("program_sha256".to_string(), tensors_file::sha256_hex(&program));
        tensors_file::write(out, &named, &meta)?;
        outln!("wrote {}", out.display());
    }
    Ok(OK)
}

/// Checks inputs against `@main`'s arguments before the plugin sees them.
fn check_inputs(args: &Args, params: &[TensorType], inputs: &[HostTensor]) -> Result<(), CommandError> {
    let origin = args.inputs.as_ref().map(|p| p.display().to_string()).unwrap_or_else(|| "generated inputs".into());
    if params.len() != inputs.len() {
        return Err(CommandError::setup(format!(
            "{origin}: {} tensors given, but @main in {} takes {} arguments",
            inputs.len(),
            args.program.display(),
            params.len()
        )));
    }
    for (i, (p, t)) in params.iter().zip(inputs).enumerate() {
        let shape_ok = p.shape.len() == t.shape.len() && p.shape.iter().zip(&t.shape).all(|(a, b)| *a < 0 || a == b);
        if p.dtype != t.dtype || !shape_ok {
            return Err(CommandError::setup(format!(
                "{origin}: arg{i} is {}, but @main's argument {i} is {}",
                t.type_string(),
                p.display()
            )));
        }
    }
    Ok(())
}

/// Every argument and result of `@main` must have a countable size, and
/// what `exec` holds at once (arguments, outputs and the copies it makes:
/// [`runtime::HostPath::Exec`]) must fit in host memory: checked before
/// anything is allocated, so a `tensor<100000000000xf32>` is a clear error
/// instead of an abort or the kernel's OOM killer. Dynamic dimensions count
/// as 1, as filled.
fn check_sizes(sig: &runtime::MainSignature) -> Result<(), runtime::DataError> {
    let args: Vec<Vec<i64>> = sig.args.iter().map(|t| filled_shape(&t.shape)).collect();
    let results: Vec<Vec<i64>> = sig.results.iter().map(|t| filled_shape(&t.shape)).collect();
    for (i, (t, shape)) in sig.args.iter().zip(&args).enumerate() {
        runtime::check_allocation(&format!("@main's argument {i}"), t.dtype, shape)?;
    }
    for (i, (t, shape)) in sig.results.iter().zip(&results).enumerate() {
        runtime::check_allocation(&format!("@main's result {i}"), t.dtype, shape)?;
    }
    let footprint = runtime::Footprint::of(
        sig.args.iter().zip(&args).map(|(t, s)| (t.dtype, s.as_slice(), false)),
        sig.results.iter().zip(&results).map(|(t, s)| (t.dtype, s.as_slice())),
    );
    footprint.check("@main", runtime::HostPath::Exec).map(|_| ())
}

/// A signature's shape as `exec` fills it: a dynamic dimension (`?`) is 1;
/// a static one, zero included, is kept (`[0,4]` is an empty tensor).
fn filled_shape(shape: &[i64]) -> Vec<i64> {
    shape.iter().map(|&d| if d < 0 { 1 } else { d }).collect()
}

/// Deterministic small values for an argument (its size checked by
/// [`check_sizes`]): 0.1, 0.2, ... cycling; integers 0, 1, 2, ...
fn sample_input(index: usize, t: &TensorType) -> HostTensor {
    let shape = filled_shape(&t.shape);
    let n = runtime::element_count(&shape).unwrap_or(0);
    let mut data = Vec::with_capacity(n * t.dtype.size());
    for k in 0..n {
        let v = if t.dtype.is_float() { ((k + index) % 17) as f64 / 10.0 - 0.8 } else { ((k + index) % 7) as f64 };
        use runtime::DType::*;
        match t.dtype {
            Bool => data.push((v as i64 % 2) as u8),
            I8 => data.extend((v as i8).to_le_bytes()),
            I16 => data.extend((v as i16).to_le_bytes()),
            I32 => data.extend((v as i32).to_le_bytes()),
            I64 => data.extend((v as i64).to_le_bytes()),
            U8 => data.extend((v as u8).to_le_bytes()),
            U16 => data.extend((v as u16).to_le_bytes()),
            U32 => data.extend((v as u32).to_le_bytes()),
            U64 => data.extend((v as u64).to_le_bytes()),
            F16 => data.extend(half::f16::from_f64(v).to_le_bytes()),
            BF16 => data.extend(half::bf16::from_f64(v).to_le_bytes()),
            F32 => data.extend((v as f32).to_le_bytes()),
            F64 => data.extend(v.to_le_bytes()),
        }
    }
    HostTensor { dtype: t.dtype, shape, data }
}

/// min / max / mean and the first few values.
fn summary(t: &HostTensor) -> String {
    let v = t.to_f64_vec();
    if v.is_empty() {
        return "(empty)".into();
    }
    let finite: Vec<f64> = v.iter().copied().filter(|x| x.is_finite()).collect();
    let (mn, mx) = finite.iter().fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), &x| (a.min(x), b.max(x)));
    let mean = finite.iter().sum::<f64>() / finite.len().max(1) as f64;
    let head: Vec<String> = v.iter().take(6).map(|x| format!("{x:.6}")).collect();
    let nf = v.len() - finite.len();
    let nf_text = if nf > 0 { format!(" non-finite {nf}") } else { String::new() };
    format!("min {mn:.6} max {mx:.6} mean {mean:.6}{nf_text} [{}{}]", head.join(", "), if v.len() > 6 { ", ..." } else { "" })
}
