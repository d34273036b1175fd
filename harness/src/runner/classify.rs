//! Turning how a worker died into a status: a signal or abort is a `crash`,
//! a kill the runner did not send (the kernel's OOM killer) or an allocation
//! failure in its stderr is `oom`.

use reports::Status;

/// The conventional name of a signal number.
pub fn signal_name(sig: i32) -> String {
    let name = match sig {
        libc::SIGSEGV => "SIGSEGV",
        libc::SIGABRT => "SIGABRT",
        libc::SIGBUS => "SIGBUS",
        libc::SIGILL => "SIGILL",
        libc::SIGFPE => "SIGFPE",
        libc::SIGKILL => "SIGKILL",
        libc::SIGTERM => "SIGTERM",
        libc::SIGINT => "SIGINT",
        libc::SIGPIPE => "SIGPIPE",
        libc::SIGTRAP => "SIGTRAP",
        libc::SIGSYS => "SIGSYS",
        _ => return format!("signal {sig}"),
    };
    name.to_string()
}

/// Phrases allocators and XLA print when memory runs out.
const OOM_MARKERS: [&str; 7] = [
    "RESOURCE_EXHAUSTED",
    "out of memory",
    "Out of memory",
    "std::bad_alloc",
    "Cannot allocate memory",
    "memory allocation of",
    "failed to allocate",
];

pub fn mentions_oom(text: &str) -> bool {
    OOM_MARKERS.iter().any(|m| text.contains(m))
}

/// A worker that died while running a job, by signal or exit code.
pub fn death(signal: Option<i32>, exit_code: Option<i32>, stderr_tail: &str, killed_by_runner: bool) -> (Status, String) {
    let tail = if stderr_tail.trim().is_empty() { String::from("(no stderr)") } else { stderr_tail.to_string() };
    match signal {
        Some(libc::SIGKILL) if !killed_by_runner => {
            (Status::Oom, format!("worker killed by SIGKILL it was not sent (the OOM killer?)\n--- worker stderr (tail) ---\n{tail}"))
        }
        Some(sig) if mentions_oom(stderr_tail) => {
            (Status::Oom, format!("worker died by {} after an allocation failure\n--- worker stderr (tail) ---\n{tail}", signal_name(sig)))
        }
        Some(sig) => (Status::Crash, format!("worker died by {}\n--- worker stderr (tail) ---\n{tail}", signal_name(sig))),
        None => {
            let code = exit_code.map(|c| c.to_string()).unwrap_or_else(|| "?".into());
            let status = if mentions_oom(stderr_tail) { Status::Oom } else { Status::Crash };
            (status, format!("worker exited with code {code} in the middle of a job\n--- worker stderr (tail) ---\n{tail}"))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deaths_classify() {
        assert_eq!(death(Some(libc::SIGSEGV), None, "", false).0, Status::Crash);
        assert!(death(Some(libc::SIGSEGV), None, "", false).1.contains("SIGSEGV"));
        assert_eq!(death(Some(libc::SIGKILL), None, "", false).0, Status::Oom);
        assert_eq!(death(Some(libc::SIGKILL), None, "", true).0, Status::Crash);
        assert_eq!(death(Some(libc::SIGABRT), None, "terminate called after throwing an instance of 'std::bad_alloc'", false).0, Status::Oom);
        assert_eq!(death(None, Some(3), "boom", false).0, Status::Crash);
        assert_eq!(signal_name(77), "signal 77");
    }
}
