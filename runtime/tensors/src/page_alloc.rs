//! The process's allocator for large blocks: every allocation from
//! [`LARGE`] bytes on is its own anonymous mapping, so it starts on a page
//! boundary. That is what lets the CPU plugin alias a large host tensor
//! (it needs 64-byte alignment, see [`crate::aligned`]) whatever made it —
//! a seeded fill, a weights file read, an output copied back — with no copy
//! into aligned memory first. A zeroed block costs nothing until it is
//! touched (the kernel hands out zero pages), so a parallel fill also faults
//! its pages in parallel. Smaller blocks go to the system allocator.
//!
//! A binary opts in with
//! `#[global_allocator] static A: runtime::PageAlignedLarge = runtime::PageAlignedLarge;`.

use std::alloc::{GlobalAlloc, Layout, System};

/// Blocks from this size on are mapped (glibc maps them too from some size
/// on, but 16 bytes past the page start).
pub const LARGE: usize = 8 << 20;

/// Large blocks from `mmap`, small ones from [`System`].
pub struct PageAlignedLarge;

fn is_large(layout: &Layout) -> bool {
    layout.size() >= LARGE && layout.align() <= 4096
}

fn map(size: usize) -> *mut u8 {
    // SAFETY: a fresh private anonymous mapping; no existing memory is touched.
    let p = unsafe {
        libc::mmap(std::ptr::null_mut(), size, libc::PROT_READ | libc::PROT_WRITE, libc::MAP_PRIVATE | libc::MAP_ANONYMOUS, -1, 0)
    };
    if p == libc::MAP_FAILED {
        std::ptr::null_mut()
    } else {
        p.cast()
    }
}

// SAFETY: large blocks are page-aligned mappings of at least the requested
// size (alignments above a page go to `System`), released with the size they
// were made with (GlobalAlloc passes the same layout back); zeroed because
// anonymous mappings are; everything else is `System`'s.
unsafe impl GlobalAlloc for PageAlignedLarge {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if is_large(&layout) {
            map(layout.size())
        } else {
            // SAFETY: the caller's contract, passed on.
            unsafe { System.alloc(layout) }
        }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        if is_large(&layout) {
            map(layout.size())
        } else {
            // SAFETY: the caller's contract, passed on.
            unsafe { System.alloc_zeroed(layout) }
        }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        if is_large(&layout) {
            // SAFETY: `ptr` is a mapping of `layout.size()` bytes made by `map`.
            unsafe { libc::munmap(ptr.cast(), layout.size()) };
        } else {
            // SAFETY: the caller's contract, passed on.
            unsafe { System.dealloc(ptr, layout) }
        }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: the caller's contract: `new_size` is non-zero and valid with this alignment.
        let new_layout = unsafe { Layout::from_size_align_unchecked(new_size, layout.align()) };
        match (is_large(&layout), is_large(&new_layout)) {
            (false, false) => unsafe { System.realloc(ptr, layout, new_size) },
            (true, true) => {
                // SAFETY: `ptr` is a mapping of `layout.size()` bytes; the kernel moves it if it must.
                let p = unsafe { libc::mremap(ptr.cast(), layout.size(), new_size, libc::MREMAP_MAYMOVE) };
                if p == libc::MAP_FAILED {
                    std::ptr::null_mut()
                } else {
                    p.cast()
                }
            }
            _ => {
                // Across the threshold: a new block of the other kind, the bytes copied over.
                // SAFETY: `new_layout` is valid (the caller's contract); both blocks hold at least `n` bytes.
                unsafe {
                    let new = self.alloc(new_layout);
                    if !new.is_null() {
                        std::ptr::copy_nonoverlapping(ptr, new, layout.size().min(new_size));
                        self.dealloc(ptr, layout);
                    }
                    new
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn large_blocks_are_page_aligned_zeroed_and_survive_resizing() {
        let a = PageAlignedLarge;
        for (size, new_size) in [(LARGE, LARGE * 2 + 17), (LARGE + 5, 100), (100, LARGE + 3), (64, 128)] {
            let layout = Layout::from_size_align(size, 8).unwrap();
            // SAFETY: a non-zero layout; the block is used within its size and freed with its layout.
            unsafe {
                let p = a.alloc_zeroed(layout);
                assert!(!p.is_null());
                if size >= LARGE {
                    assert_eq!(p as usize % 4096, 0, "{size} bytes");
                }
                let block = std::slice::from_raw_parts_mut(p, size);
                assert!(block.iter().all(|&b| b == 0));
                block.iter_mut().enumerate().for_each(|(i, b)| *b = (i % 251) as u8);
                let q = a.realloc(p, layout, new_size);
                assert!(!q.is_null());
                let kept = std::slice::from_raw_parts(q, size.min(new_size));
                assert!(kept.iter().enumerate().all(|(i, &b)| b == (i % 251) as u8), "{size} -> {new_size}");
                a.dealloc(q, Layout::from_size_align(new_size, 8).unwrap());
            }
        }
    }
}
