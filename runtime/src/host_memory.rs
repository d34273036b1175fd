//! The worker's own resident memory, from the kernel: its peak since the
//! last reset (`VmHWM`), so each row can say how much host memory its
//! definition took. Linux only; elsewhere the figures are absent, never guessed.

/// Resets the peak to the current resident size (`/proc/self/clear_refs`,
/// value 5). Returns false where the kernel does not allow it.
pub fn reset_peak() -> bool {
    std::fs::write("/proc/self/clear_refs", b"5").is_ok()
}

/// Peak resident bytes of this process since start or the last [`reset_peak`].
pub fn peak_resident_bytes() -> Option<u64> {
    status_kib("VmHWM:").map(|k| k * 1024)
}

/// Resident bytes of this process now.
pub fn resident_bytes() -> Option<u64> {
    status_kib("VmRSS:").map(|k| k * 1024)
}

fn status_kib(key: &str) -> Option<u64> {
    let text = std::fs::read_to_string("/proc/self/status").ok()?;
    text.lines().find(|l| l.starts_with(key))?.split_whitespace().nth(1)?.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_peak_follows_a_large_allocation_and_resets() {
        if peak_resident_bytes().is_none() {
            return; // not Linux
        }
        let before = resident_bytes().unwrap();
        let big = std::hint::black_box(vec![1u8; 64 << 20]);
        let peak = peak_resident_bytes().unwrap();
        assert!(peak >= before + (60 << 20), "peak {peak} vs {before} before 64 MiB");
        drop(big);
        if reset_peak() {
            assert!(peak_resident_bytes().unwrap() < peak, "the peak did not reset");
        }
    }
}
