//! `tpu-compat worker` (hidden): the process the runner starts to execute
//! definitions. It loads the plugin once, says hello with the plugin's
//! identity, then answers job lines from stdin with rows until stdin closes.
//!
//! The protocol travels on a private duplicate of the original stdout; fd 1
//! itself is pointed at stderr, so whatever a plugin prints can never be
//! mistaken for an answer (and ends up in the per-job stderr tail instead).

use crate::compilation::Compiler;
use crate::exit::{CommandResult, OK, SETUP};
use crate::runner::cache::{self, CompileCache};
use crate::runner::protocol::{Job, WorkerHello, WorkerMessage};
use crate::worker::Worker;
use runtime::{Client, DeviceSpec, Plugin};
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
    let plugin = match Plugin::for_device(&args.device) {
        Ok(p) => p,
        Err(e) => return fatal(&mut out, e.to_string()),
    };
    let memo = args.cache_dir.as_ref().map(|d| d.join("plugin-hashes")).unwrap_or_else(|| cache::default_dir().join("plugin-hashes"));
    let sha = match cache::plugin_sha256(plugin.path(), &memo) {
        Ok(s) => s,
        Err(e) => return fatal(&mut out, e.to_string()),
    };
    let client = match Client::new(plugin.clone()) {
        Ok(c) => c,
        Err(e) => return fatal(&mut out, e.to_string()),
    };
    let hello = WorkerHello {
        pid: std::process::id(),
        plugin_path: plugin.path().display().to_string(),
        plugin_sha256: sha.clone(),
        platform_name: client.platform_name().unwrap_or_default(),
        platform_version: client.platform_version().unwrap_or_default(),
    };
    if !send(&mut out, &WorkerMessage::Hello(hello)) {
        return Ok(SETUP);
    }
    let cache = args.cache_dir.map(|d| CompileCache::new(d, sha));
    let mut worker = Worker::new(Compiler::new(client, cache));
    let stdin = std::io::stdin();
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        if line.trim().is_empty() {
            continue;
        }
        let job: Job = match serde_json::from_str(&line) {
            Ok(j) => j,
            Err(e) => return fatal(&mut out, format!("unreadable job line ({e}): {line}")),
        };
        let out_cell = std::cell::RefCell::new(&mut out);
        let ok = std::cell::Cell::new(true);
        let say = |m: WorkerMessage| ok.set(send(&mut out_cell.borrow_mut(), &m) && ok.get());
        // Each row carries the worker's peak host memory since its job began.
        runtime::host_memory::reset_peak();
        let ran = worker.run_job(&job, &mut |stage| say(WorkerMessage::Stage { stage }), &mut |mut row| {
            row.peak_host_bytes = runtime::host_memory::peak_resident_bytes();
            say(WorkerMessage::Row(Box::new(row)))
        });
        if let Err(refusal) = ran {
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
