//! Ctrl-C: the first SIGINT (or SIGTERM) asks the runner to stop; it stops
//! handing out jobs, kills its workers and returns with the journal intact.
//! Workers sit in their own process groups, so the terminal's SIGINT never
//! reaches them directly.

use std::sync::atomic::{AtomicBool, Ordering};

static REQUESTED: AtomicBool = AtomicBool::new(false);

extern "C" fn on_signal(_: libc::c_int) {
    // Only an atomic store: the one thing that is safe in a signal handler.
    REQUESTED.store(true, Ordering::SeqCst);
}

/// Installs the handler for SIGINT and SIGTERM.
pub fn install() {
    // SAFETY: the handler only stores to an atomic.
    unsafe {
        libc::signal(libc::SIGINT, on_signal as *const () as libc::sighandler_t);
        libc::signal(libc::SIGTERM, on_signal as *const () as libc::sighandler_t);
    }
}

pub fn requested() -> bool {
    REQUESTED.load(Ordering::SeqCst)
}
