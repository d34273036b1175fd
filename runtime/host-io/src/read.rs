//! Reading a file a user named (a program, a manifest, safetensors, a
//! journal, `run.json`, a history table): symlinks are followed, but what
//! they lead to must be a regular file, and a file larger than the host may
//! hold ([`crate::memory::limit`]) is refused before a byte is read. Without
//! this a symlink to `/dev/zero` grows memory until the kernel kills the
//! process, a FIFO blocks forever, and a 3 GB program is read past a 1 GB cap.
//!
//! A size from `fstat` is only a claim: `/proc/self/pagemap` is a regular
//! file of size 0 that streams hundreds of gigabytes. So every bounded read
//! ([`bytes`], and the streaming readers [`open_bounded`] hands out) takes at
//! most the limit plus one byte whatever `fstat` said, and an error once
//! that extra byte arrives.
//!
//! The file is opened `O_NONBLOCK`, so opening a FIFO never waits for a
//! writer; the flag is cleared once `fstat` says the file is regular. Errors
//! are `std::io::Error`s whose message says what is wrong with the file
//! ("is a FIFO, not a regular file"); the caller names the path, as it does
//! for any other read error. A missing file stays `NotFound`.

use crate::memory::{gib, limit, HostMemory};
use std::fs::{File, OpenOptions};
use std::io::{self, Read};
use std::os::unix::fs::{FileTypeExt, OpenOptionsExt};
use std::path::Path;

/// Opens `path` for reading, following symlinks, and checks that it is a
/// regular file; returns it with its size. No size check: for readers that
/// stream (see [`open`] for the bounded form).
pub fn open_regular(path: &Path) -> io::Result<(File, u64)> {
    let file = OpenOptions::new().read(true).custom_flags(libc::O_NONBLOCK).open(path)?;
    let meta = file.metadata()?;
    let kind = meta.file_type();
    let what = if kind.is_file() {
        None
    } else if kind.is_dir() {
        Some("a directory")
    } else if kind.is_fifo() {
        Some("a FIFO")
    } else if kind.is_char_device() {
        Some("a character device")
    } else if kind.is_block_device() {
        Some("a block device")
    } else if kind.is_socket() {
        Some("a socket")
    } else {
        Some("not a regular file")
    };
    if let Some(what) = what {
        let message = if what.starts_with("not") { what.to_string() } else { format!("is {what}, not a regular file") };
        return Err(io::Error::new(io::ErrorKind::InvalidInput, message));
    }
    clear_nonblocking(&file)?;
    Ok((file, meta.len()))
}

/// [`open_regular`], and its size within what the host may hold: a larger
/// file is refused, naming its size and the limit.
pub fn open(path: &Path) -> io::Result<(File, u64)> {
    open_within_limit(path).map(|(file, len, _)| (file, len))
}

fn open_within_limit(path: &Path) -> io::Result<(File, u64, HostMemory)> {
    let (file, len) = open_regular(path)?;
    let cap = limit().map_err(|e| io::Error::new(io::ErrorKind::InvalidInput, e.to_string()))?;
    if len > cap.bytes {
        return Err(too_large(len, cap.bytes, cap.source));
    }
    Ok((file, len, cap))
}

/// A file read through [`open_bounded`]: it yields at most the host-memory
/// limit's bytes, then an error naming the limit (see the module doc).
pub struct Bounded {
    file: File,
    left: u64,
    cap: HostMemory,
}

impl Read for Bounded {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if buf.is_empty() {
            return Ok(0);
        }
        if self.left == 0 {
            // A read past the limit tells a file that ends there from one that streams on
            // (a few bytes, not one: /proc/self/pagemap refuses reads of less than 8).
            let mut probe = [0u8; 64];
            return match self.file.read(&mut probe)? {
                0 => Ok(0),
                _ => Err(streams_past(self.cap)),
            };
        }
        let want = buf.len().min(usize::try_from(self.left).unwrap_or(usize::MAX));
        let n = self.file.read(&mut buf[..want])?;
        self.left -= n as u64;
        Ok(n)
    }
}

/// [`open`] for a reader that streams: the file it returns reads at most the
/// host-memory limit, whatever size `fstat` gave (which is returned too).
pub fn open_bounded(path: &Path) -> io::Result<(Bounded, u64)> {
    let (file, len, cap) = open_within_limit(path)?;
    Ok((Bounded { file, left: cap.bytes, cap }, len))
}

/// The whole file, like `std::fs::read`, through [`open`]; never more bytes
/// than the host may hold, even if the file grows while it is read.
pub fn bytes(path: &Path) -> io::Result<Vec<u8>> {
    let (file, len, cap) = open_within_limit(path)?;
    let mut buf = Vec::new();
    buf.try_reserve_exact(usize::try_from(len).unwrap_or(usize::MAX)).map_err(|e| io::Error::new(io::ErrorKind::OutOfMemory, e))?;
    file.take(cap.bytes.saturating_add(1)).read_to_end(&mut buf)?;
    if buf.len() as u64 > cap.bytes {
        return Err(if len <= cap.bytes { streams_past(cap) } else { too_large(buf.len() as u64, cap.bytes, cap.source) });
    }
    Ok(buf)
}

/// The whole file as UTF-8 text, like `std::fs::read_to_string`, through [`bytes`].
pub fn string(path: &Path) -> io::Result<String> {
    String::from_utf8(bytes(path)?).map_err(|_| io::Error::new(io::ErrorKind::InvalidData, "is not UTF-8 text"))
}

fn too_large(len: u64, cap: u64, source: &str) -> io::Error {
    io::Error::new(
        io::ErrorKind::OutOfMemory,
        format!("is {} ({len} bytes), more than the {} ({cap} bytes) of {source}", gib(len), gib(cap)),
    )
}

/// A file whose `fstat` size was within the limit but whose reads go past it.
fn streams_past(cap: HostMemory) -> io::Error {
    io::Error::new(
        io::ErrorKind::OutOfMemory,
        format!(
            "reads past the {} bytes ({}) of {} although its size says less (a file that streams, like those under /proc)",
            cap.bytes,
            gib(cap.bytes),
            cap.source
        ),
    )
}

fn clear_nonblocking(file: &File) -> io::Result<()> {
    use std::os::fd::AsRawFd;
    let fd = file.as_raw_fd();
    // SAFETY: fcntl on a descriptor this function's caller owns; no memory is passed.
    let flags = unsafe { libc::fcntl(fd, libc::F_GETFL) };
    if flags < 0 || unsafe { libc::fcntl(fd, libc::F_SETFL, flags & !libc::O_NONBLOCK) } < 0 {
        return Err(io::Error::last_os_error());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn message(r: io::Result<Vec<u8>>) -> String {
        r.expect_err("refused").to_string()
    }

    #[test]
    fn a_regular_file_and_a_symlink_to_one_read_whole() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("a.txt");
        std::fs::write(&p, "hello").unwrap();
        let link = dir.path().join("link");
        std::os::unix::fs::symlink(&p, &link).unwrap();
        assert_eq!(bytes(&p).unwrap(), b"hello");
        assert_eq!(string(&link).unwrap(), "hello");
        assert_eq!(open(&link).unwrap().1, 5);
    }

    #[test]
    fn what_is_not_a_regular_file_is_refused_by_kind() {
        let dir = tempfile::tempdir().unwrap();
        let zero = dir.path().join("zero");
        std::os::unix::fs::symlink("/dev/zero", &zero).unwrap();
        assert_eq!(message(bytes(&zero)), "is a character device, not a regular file");
        assert_eq!(message(bytes(dir.path())), "is a directory, not a regular file");
        let fifo = dir.path().join("fifo");
        let c = std::ffi::CString::new(fifo.as_os_str().as_encoded_bytes()).unwrap();
        // SAFETY: a valid C string.
        assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
        // Returns at once (O_NONBLOCK): no writer is ever opened.
        assert_eq!(message(bytes(&fifo)), "is a FIFO, not a regular file");
        let missing = bytes(&dir.path().join("missing")).unwrap_err();
        assert_eq!(missing.kind(), io::ErrorKind::NotFound);
    }

    #[test]
    fn a_file_that_streams_past_its_size_is_cut_at_the_limit() {
        // /proc/self/pagemap: a regular file of size 0 that reads 8 bytes per page of address space.
        let cap = HostMemory { bytes: 1 << 20, source: "a test cap" };
        let (file, len) = open_regular(Path::new("/proc/self/pagemap")).unwrap();
        assert_eq!(len, 0);
        let mut r = Bounded { file, left: cap.bytes, cap };
        let mut sink = Vec::new();
        let e = r.read_to_end(&mut sink).unwrap_err();
        assert_eq!(e.kind(), io::ErrorKind::OutOfMemory);
        assert!(e.to_string().contains("reads past the 1048576 bytes (0.0 GiB) of a test cap"), "{e}");
        assert_eq!(sink.len() as u64, cap.bytes);
        // A file that ends at the limit reads whole.
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("f");
        std::fs::write(&p, vec![7u8; 1 << 20]).unwrap();
        let (file, _) = open_regular(&p).unwrap();
        let mut r = Bounded { file, left: cap.bytes, cap };
        let mut all = Vec::new();
        r.read_to_end(&mut all).unwrap();
        assert_eq!(all.len(), 1 << 20);
    }

    #[test]
    fn a_file_past_the_limit_is_refused_naming_both_sizes() {
        let e = too_large(3 << 30, 1 << 30, "the cap TPU_COMPAT_HOST_MEMORY sets");
        assert_eq!(e.kind(), io::ErrorKind::OutOfMemory);
        assert_eq!(
            e.to_string(),
            "is 3.0 GiB (3221225472 bytes), more than the 1.0 GiB (1073741824 bytes) of the cap TPU_COMPAT_HOST_MEMORY sets"
        );
    }
}
