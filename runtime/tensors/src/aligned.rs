//! Host memory a plugin can alias: bytes on a 64-byte boundary. The CPU
//! plugin reads host memory in place (zero-copy) only when it is aligned
//! like that, and a `Vec<u8>` from the system allocator is only 16-byte
//! aligned (under [`crate::PageAlignedLarge`], only a small one is), so such
//! a tensor is moved here once, giving its old pages back to the kernel as
//! it goes: host memory holds the tensor once plus one chunk.

use crate::error::{DataError, Result};
use std::alloc::Layout;
use std::ptr::NonNull;

/// The alignment the CPU plugin needs to alias host memory.
pub const ALIGN: usize = 64;

/// Bytes copied between two releases of the source's pages.
const CHUNK: usize = 32 << 20;

/// An owned, 64-byte-aligned byte block.
pub struct AlignedBytes {
    ptr: NonNull<u8>,
    len: usize,
}

// SAFETY: plain owned memory, read-only once made.
unsafe impl Send for AlignedBytes {}
unsafe impl Sync for AlignedBytes {}

impl AlignedBytes {
    /// Moves `src` into a new aligned block chunk by chunk, handing each
    /// copied whole page of `src` back to the kernel (`MADV_DONTNEED`: its
    /// contents read as zeros afterwards, which is why `src` is consumed).
    pub fn take(src: Vec<u8>) -> Result<AlignedBytes> {
        AlignedBytes::take_in_parts(src, 64 << 20)
    }

    /// [`AlignedBytes::take`], one thread per core on parts of at least `min_part` bytes.
    fn take_in_parts(mut src: Vec<u8>, min_part: usize) -> Result<AlignedBytes> {
        let len = src.len();
        let layout = Layout::from_size_align(len.max(1), ALIGN).map_err(|e| DataError::tensor(format!("{len} bytes: {e}")))?;
        // SAFETY: the layout has a non-zero size.
        let ptr = NonNull::new(unsafe { std::alloc::alloc(layout) })
            .ok_or_else(|| DataError::tensor(format!("cannot allocate {len} aligned bytes of host memory")))?;
        let out = AlignedBytes { ptr, len };
        // SAFETY: `len` bytes owned by `out`, written only through this slice here.
        let dst = unsafe { std::slice::from_raw_parts_mut(out.ptr.as_ptr(), len) };
        // One part per core: faulting in the new pages is most of the cost.
        let threads = std::thread::available_parallelism().map_or(1, |n| n.get()).min(8);
        let part = len.div_ceil(threads).max(min_part);
        std::thread::scope(|s| {
            for (from, to) in src.chunks_mut(part).zip(dst.chunks_mut(part)) {
                s.spawn(move || move_releasing(from, to));
            }
        });
        drop(src);
        Ok(out)
    }

    pub fn as_ptr(&self) -> *const u8 {
        self.ptr.as_ptr()
    }

    #[cfg(test)]
    pub fn as_slice(&self) -> &[u8] {
        // SAFETY: `len` initialised bytes owned by self.
        unsafe { std::slice::from_raw_parts(self.ptr.as_ptr(), self.len) }
    }
}

impl Drop for AlignedBytes {
    fn drop(&mut self) {
        // SAFETY: allocated in `take` with this layout.
        unsafe { std::alloc::dealloc(self.ptr.as_ptr(), Layout::from_size_align_unchecked(self.len.max(1), ALIGN)) }
    }
}

/// Copies `from` into `to` (same length) chunk by chunk, handing each
/// copied whole page of `from` back to the kernel (`MADV_DONTNEED`; `from`
/// reads as zeros afterwards and is not read again by its owner).
fn move_releasing(from: &mut [u8], to: &mut [u8]) {
    let page = page_size();
    let base = from.as_mut_ptr() as usize;
    let mut released = base.next_multiple_of(page);
    let mut at = 0;
    while at < from.len() {
        let n = CHUNK.min(from.len() - at);
        to[at..at + n].copy_from_slice(&from[at..at + n]);
        at += n;
        let end = (base + at) / page * page;
        if end > released {
            // SAFETY: whole pages inside `from`, which this function holds
            // exclusively and whose owner drops it unread.
            unsafe { libc::madvise(released as *mut libc::c_void, end - released, libc::MADV_DONTNEED) };
            released = end;
        }
    }
}

fn page_size() -> usize {
    // SAFETY: sysconf has no preconditions.
    let p = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
    usize::try_from(p).ok().filter(|&p| p.is_power_of_two()).unwrap_or(4096)
}

/// Whether `bytes` start on the alignment a plugin can alias.
pub fn is_aligned(bytes: &[u8]) -> bool {
    (bytes.as_ptr() as usize).is_multiple_of(ALIGN)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn taking_keeps_every_byte_and_aligns() {
        for len in [1usize, 4095, 4096 * 3 + 17, CHUNK + 12345] {
            let src: Vec<u8> = (0..len).map(|i| (i * 31 % 251) as u8).collect();
            let want = src.clone();
            let a = AlignedBytes::take(src).unwrap();
            assert!(is_aligned(a.as_slice()));
            assert_eq!(a.as_slice(), &want[..], "len {len}");
        }
        // Several threads, parts that split pages (the shared page is released by neither).
        let src: Vec<u8> = (0..5 * 4096 * 64 + 99).map(|i| (i * 7 % 253) as u8).collect();
        let want = src.clone();
        assert_eq!(AlignedBytes::take_in_parts(src, 4096 * 3 + 5).unwrap().as_slice(), &want[..]);
    }
}
