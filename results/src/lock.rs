//! One writer at a time on a folder: an exclusive `flock` on a lock file in
//! it, tried without waiting. The kernel releases an `flock` when its
//! descriptor closes, so the lock goes with the process however it ends
//! (kill -9 included) and is never left stale; the file itself stays, empty
//! of meaning until the next holder writes its pid into it, which is how a
//! refused writer names the holder. Run folders ([`crate::RunLock`]) and
//! baseline stores (`baselines::store`) both lock through here.

use std::fs::{File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};

/// A held lock; released when dropped (or when the process dies).
#[derive(Debug)]
pub struct FileLock {
    _file: File,
}

/// Why a lock was not taken.
#[derive(Debug, thiserror::Error)]
pub enum LockError {
    #[error("{}: {source}", path.display())]
    Io { path: PathBuf, source: std::io::Error },
    /// Another process holds it; `holder` is the pid it wrote, or `unknown`.
    #[error("{}: held by pid {holder}", path.display())]
    Held { path: PathBuf, holder: String },
}

impl FileLock {
    /// Takes the exclusive lock on `path` (created if absent) or says who holds it.
    pub fn try_acquire(path: &Path) -> Result<FileLock, LockError> {
        use std::os::fd::AsRawFd;
        let io = |source| LockError::Io { path: path.to_path_buf(), source };
        let mut file = OpenOptions::new().create(true).truncate(false).read(true).write(true).open(path).map_err(io)?;
        // SAFETY: flock on a descriptor this function owns.
        let rc = unsafe { libc::flock(file.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) };
        if rc != 0 {
            let holder = std::fs::read_to_string(path).map(|s| s.trim().to_string()).unwrap_or_default();
            let holder = if holder.is_empty() { "unknown".to_string() } else { holder };
            return Err(LockError::Held { path: path.to_path_buf(), holder });
        }
        file.set_len(0).map_err(io)?;
        file.write_all(std::process::id().to_string().as_bytes()).map_err(io)?;
        Ok(FileLock { _file: file })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_second_holder_is_refused_with_the_first_ones_pid_until_it_lets_go() {
        let tmp = tempfile::tempdir().unwrap();
        let path = tmp.path().join(".lock");
        let first = FileLock::try_acquire(&path).unwrap();
        // flock locks belong to the open file description: a second open in this process conflicts too.
        match FileLock::try_acquire(&path) {
            Err(LockError::Held { holder, .. }) => assert_eq!(holder, std::process::id().to_string()),
            other => panic!("{other:?}"),
        }
        drop(first);
        assert!(FileLock::try_acquire(&path).is_ok());
    }
}
