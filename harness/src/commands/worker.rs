//! `tpu-compat worker` (hidden): the process the runner starts to execute
//! definitions. It loads the plugin once, says hello with the plugin's
//! identity, then answers job lines from stdin with rows until stdin closes.
//!
//! The protocol travels on a private duplicate of the original stdout; fd 1
//! itself is pointed at stderr, so whatever a plugin prints can never be
//! mistaken for an answer (and ends up in the per-job stderr tail instead).
//!
//! With `--topology NAME` the worker compiles only: the plugin is loaded to
//! compile (`Plugin::load_compile_only`: libtpu without chips), the topology
//! is made once, and its target is `worker::Target::CompileOnly`.

use crate::compilation::{Compiler, TopologyCompiler};
use crate::exit::{CommandResult, OK, SETUP};
use crate::runner::cache::{self, CompileCache};
use crate::runner::protocol::{Job, WorkerHello, WorkerMessage};
use crate::worker::{Target, Worker};
use runtime::{Client, DeviceSpec, Plugin, Topology};
use std::fs::File;
use std::io::{BufRead, Write};
use std::os::fd::FromRawFd;

#[derive(clap::Args, Debug)]
pub struct Args {
    #[arg(long, default_value = "cpu")]
    pub device: DeviceSpec,
    /// Compile cache folder; absent means no cache.
    #[arg(long)]
    pub cache_dir: Option<std::path::PathBuf>,
    /// Compile only, for this topology of the plugin (no client, no chips).
    #[arg(long)]
    pub topology: Option<String>,
}

/// Why a compile-only worker could not start.
#[derive(Debug, thiserror::Error)]
enum CompileOnlySetup {
    #[error(transparent)]
    Plugin(#[from] runtime::RuntimeError),
    /// The plugin would not make the topology.
    #[error("--topology {name}: {source}; the accepted forms are {}", results::generations::TOPOLOGY_FORMS)]
    Topology { name: String, source: runtime::RuntimeError },
}

/// The compile-only target: the plugin loaded to compile only, its topology made, its hello.
fn compile_only(args: &Args, topology: &str) -> Result<(Target, WorkerHello), CompileOnlySetup> {
    let path = runtime::plugin::locate_library(&args.device)?;
    let plugin = Plugin::load_compile_only(&path)?;
    let memo = args.cache_dir.as_ref().map(|d| d.join("plugin-hashes")).unwrap_or_else(|| cache::default_dir().join("plugin-hashes"));
    let sha = cache::plugin_sha256(plugin.path(), &memo)?;
    let made =
        Topology::create(plugin.clone(), topology).map_err(|source| CompileOnlySetup::Topology { name: topology.to_string(), source })?;
    let hello = WorkerHello {
        pid: std::process::id(),
        plugin_path: plugin.path().display().to_string(),
        plugin_sha256: sha.clone(),
        platform_name: made.platform_name().unwrap_or_default(),
        platform_version: made.platform_version().unwrap_or_default(),
    };
    let cache = args.cache_dir.clone().map(|d| CompileCache::new(d, sha.clone()));
    let compiler = TopologyCompiler::new(made, sha, cache)?;
    Ok((Target::CompileOnly(Box::new(compiler)), hello))
}

/// Takes fd 1 for the protocol and points fd 1 at stderr.
fn protocol_channel() -> Option<File> {
    // SAFETY: plain descriptor duplication on this process's own fds.
    unsafe {
        let fd = libc::dup(1);
        if fd < 0 {
            return None;
        }
        libc::fcntl(fd, libc::F_SETFD, libc::FD_CLOEXEC);
        libc::dup2(2, 1);
        Some(File::from_raw_fd(fd))
    }
}

fn send(out: &mut File, m: &WorkerMessage) -> bool {
    let mut line = m.to_line();
    line.push('\n');
    out.write_all(line.as_bytes()).and_then(|_| out.flush()).is_ok()
}

pub fn run(args: Args) -> CommandResult {
    let Some(mut out) = protocol_channel() else {
        errln!("worker: cannot set up its protocol channel");
        return Ok(SETUP);
    };
    let fatal = |out: &mut File, message: String| {
        send(out, &WorkerMessage::Fatal { message });
        Ok(SETUP)
    };
    let started = match &args.topology {
        Some(t) => compile_only(&args, t).map_err(|e| e.to_string()),
        None => execute(&args),
    };
    let (target, hello) = match started {
        Ok(s) => s,
        Err(e) => return fatal(&mut out, e),
    };
    if !send(&mut out, &WorkerMessage::Hello(hello)) {
        return Ok(SETUP);
    }
    serve(&mut out, &mut Worker::new(target))
}

/// The executing target: the plugin, its client, its hello.
fn execute(args: &Args) -> Result<(Target, WorkerHello), String> {
    let plugin = Plugin::for_device(&args.device).map_err(|e| e.to_string())?;
    let memo = args.cache_dir.as_ref().map(|d| d.join("plugin-hashes")).unwrap_or_else(|| cache::default_dir().join("plugin-hashes"));
    let sha = cache::plugin_sha256(plugin.path(), &memo).map_err(|e| e.to_string())?;
    let client = Client::new(plugin.clone()).map_err(|e| e.to_string())?;
    let hello = WorkerHello {
        pid: std::process::id(),
        plugin_path: plugin.path().display().to_string(),
        plugin_sha256: sha.clone(),
        platform_name: client.platform_name().unwrap_or_default(),
        platform_version: client.platform_version().unwrap_or_default(),
    };
    let cache = args.cache_dir.clone().map(|d| CompileCache::new(d, sha));
    Ok((Target::Execute(Compiler::new(client, cache)), hello))
}

/// Answers job lines from stdin until it closes.
fn serve(out: &mut File, worker: &mut Worker) -> CommandResult {
    let fatal = |out: &mut File, message: String| {
        send(out, &WorkerMessage::Fatal { message });
        Ok(SETUP)
    };
    let stdin = std::io::stdin();
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        if line.trim().is_empty() {
            continue;
        }
        let job: Job = match serde_json::from_str(&line) {
            Ok(j) => j,
            Err(e) => return fatal(out, format!("unreadable job line ({e}): {line}")),
        };
        let out_cell = std::cell::RefCell::new(&mut *out);
        let ok = std::cell::Cell::new(true);
        let say = |m: WorkerMessage| ok.set(send(&mut out_cell.borrow_mut(), &m) && ok.get());
        // Each row carries the worker's peak host memory since its job began.
        runtime::host_memory::reset_peak();
        let mut stage = |stage| say(WorkerMessage::Stage { stage });
        let mut emit = |mut row: results::ResultRow| {
            row.peak_host_bytes = runtime::host_memory::peak_resident_bytes();
            say(WorkerMessage::Row(Box::new(row)))
        };
        if let Err(refusal) = worker.run_job(&job, &mut stage, &mut emit) {
            say(WorkerMessage::Refused { message: refusal.0 });
        }
        say(WorkerMessage::Done);
        if !ok.get() {
            // The runner is gone; nobody is listening.
            break;
        }
    }
    Ok(OK)
}
