//! Host memory: what the host may give ([`host_memory_limit`], from the
//! `host-io` crate, which the bounded file reader shares), what a path
//! will hold at its peak before it allocates ([`Footprint`], one estimate
//! for `run`'s workers, `exec`, `materialize --tensors` and `baseline
//! record`), and the worker's own resident memory from the kernel: its peak
//! since the last reset (`VmHWM`), so each row can say how much host memory
//! its definition took (Linux only; elsewhere absent, never guessed).

use crate::dtype::DType;
use crate::error::{DataError, Result};
pub use host_io::memory::{gib, parse_size, CapError, HostMemory, FALLBACK_MEMORY_LIMIT, HOST_MEMORY_ENV};

/// How many bytes the host may give (see `host_io::memory`); an
/// unparsable `TPU_COMPAT_HOST_MEMORY` is an error, never ignored.
pub fn host_memory_limit() -> std::result::Result<HostMemory, CapError> {
    host_io::memory::limit()
}

/// The bytes of a definition's or program's tensors, by kind: what
/// [`Footprint::peak`] multiplies by the copies a path makes. Shape
/// arithmetic only: nothing is allocated. A size that overflows or has a
/// negative dimension counts as `u64::MAX`, so it is always refused.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Footprint {
    /// Every argument, once.
    pub arguments: u64,
    /// The arguments read from files (weights, inputs) that a path copies
    /// rather than moves: held beside the copies it makes of them.
    pub provided: u64,
    /// Every output, once.
    pub outputs: u64,
    /// The arguments widened to f64 (floats take 8 bytes; others unchanged).
    pub arguments_f64: u64,
    /// The outputs widened to f64: a float64 reference.
    pub outputs_f64: u64,
}

/// A path through the harness, by what it holds at once (see [`Footprint::peak`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HostPath {
    /// A worker's attempt (`run`): the inputs once (moved to the device,
    /// which aliases them on the CPU plugin), the outputs twice (the
    /// device's buffers and their host copies); then, when a baseline is
    /// compared, the outputs, the baseline and its float64 reference.
    Run { compare: bool },
    /// `exec`: as `Run` without a baseline; `--out` holds the outputs and
    /// their encoding, less than that.
    Exec,
    /// `materialize --tensors`: the provided tensors, the inputs made from
    /// them (copies) and one safetensors encoding of them.
    Materialize,
    /// `baseline record`: the provided tensors, the inputs, their device
    /// copies and the outputs twice; with the float64 reference, the inputs
    /// and the baseline stay while the widened inputs, their device copies
    /// and the float64 outputs (twice) are made.
    Record { with_f64: bool },
}

impl HostPath {
    fn name(self) -> &'static str {
        match self {
            HostPath::Run { .. } => "a run",
            HostPath::Exec => "exec",
            HostPath::Materialize => "materialize --tensors",
            HostPath::Record { .. } => "baseline record",
        }
    }
}

/// Bytes of one tensor, and of it widened to f64; `u64::MAX` where the size is not countable.
fn sizes(dtype: DType, shape: &[i64]) -> (u64, u64) {
    let n = crate::tensor::element_count(shape);
    let bytes = n.and_then(|n| n.checked_mul(dtype.size()));
    let wide = if dtype.is_float() { n.and_then(|n| n.checked_mul(8)) } else { bytes };
    let count = |b: Option<usize>| b.map_or(u64::MAX, |b| b as u64);
    (count(bytes), count(wide))
}

impl Footprint {
    /// The footprint of arguments and outputs given by dtype and shape;
    /// `provided` says which arguments came from files.
    pub fn of<'a>(
        arguments: impl IntoIterator<Item = (DType, &'a [i64], bool)>,
        outputs: impl IntoIterator<Item = (DType, &'a [i64])>,
    ) -> Footprint {
        let mut f = Footprint::default();
        for (dtype, shape, provided) in arguments {
            let (bytes, wide) = sizes(dtype, shape);
            f.arguments = f.arguments.saturating_add(bytes);
            f.arguments_f64 = f.arguments_f64.saturating_add(wide);
            if provided {
                f.provided = f.provided.saturating_add(bytes);
            }
        }
        for (dtype, shape) in outputs {
            let (bytes, wide) = sizes(dtype, shape);
            f.outputs = f.outputs.saturating_add(bytes);
            f.outputs_f64 = f.outputs_f64.saturating_add(wide);
        }
        f
    }

    /// The most host bytes `path` holds at once (see [`HostPath`]).
    pub fn peak(&self, path: HostPath) -> u64 {
        let sum = |parts: &[u64]| parts.iter().fold(0u64, |a, &b| a.saturating_add(b));
        let (a, p, o, a64, o64) = (self.arguments, self.provided, self.outputs, self.arguments_f64, self.outputs_f64);
        match path {
            HostPath::Run { compare: false } | HostPath::Exec => sum(&[a, o, o]),
            HostPath::Run { compare: true } => sum(&[a, o, o]).max(sum(&[o, o, o64])),
            HostPath::Materialize => sum(&[p, a, a]),
            HostPath::Record { with_f64 } => {
                let record = sum(&[p, a, a, o, o]);
                if with_f64 {
                    record.max(sum(&[p, a, o, a64, a64, o64, o64]))
                } else {
                    record
                }
            }
        }
    }

    /// Refuses, before anything is allocated, a `path` whose peak is more
    /// than the host may give; `what` names the definition or program.
    /// Returns the peak.
    pub fn check(&self, what: &str, path: HostPath) -> Result<u64> {
        let peak = self.peak(path);
        let limit = host_memory_limit().map_err(|e| DataError::tensor(e.to_string()))?;
        if peak > limit.bytes {
            return Err(DataError::tensor(format!(
                "{what} needs {} of host memory for {} (arguments {}, outputs {}, with the copies it makes), more than the {} of {}",
                size_text(peak),
                path.name(),
                size_text(self.arguments),
                size_text(self.outputs),
                gib(limit.bytes),
                limit.source
            )));
        }
        Ok(peak)
    }
}

/// `12.0 GiB (12884901888 bytes)`, or "more than can be counted" for a saturated sum.
fn size_text(bytes: u64) -> String {
    if bytes == u64::MAX {
        "more bytes than can be counted".to_string()
    } else {
        format!("{} ({bytes} bytes)", gib(bytes))
    }
}

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
    fn each_path_counts_the_copies_it_makes() {
        let (w, x, y) = (vec![1024i64, 1024], vec![256i64], vec![4i64, 4]);
        // A provided f32 weight (4 MiB), a filled bf16 input (512 bytes), an f32 output (64 bytes).
        let f = Footprint::of([(DType::F32, w.as_slice(), true), (DType::BF16, x.as_slice(), false)], [(DType::F32, y.as_slice())]);
        let (a, o) = ((4 << 20) + 512, 64);
        assert_eq!((f.arguments, f.provided, f.outputs), (a, 4 << 20, o));
        assert_eq!((f.arguments_f64, f.outputs_f64), ((8 << 20) + 2048, 128));
        assert_eq!(f.peak(HostPath::Exec), a + 2 * o);
        assert_eq!(f.peak(HostPath::Run { compare: false }), a + 2 * o);
        assert_eq!(f.peak(HostPath::Run { compare: true }), a + 2 * o);
        assert_eq!(f.peak(HostPath::Materialize), (4 << 20) + 2 * a);
        assert_eq!(f.peak(HostPath::Record { with_f64: false }), (4 << 20) + 2 * a + 2 * o);
        assert_eq!(f.peak(HostPath::Record { with_f64: true }), (4 << 20) + a + o + 2 * f.arguments_f64 + 2 * 128);
    }

    #[test]
    fn an_uncountable_size_saturates_and_is_always_refused() {
        let huge = vec![i64::MAX, 4];
        let negative = vec![-3i64];
        let f = Footprint::of([(DType::F32, huge.as_slice(), false)], [(DType::F32, negative.as_slice())]);
        assert_eq!(f.peak(HostPath::Exec), u64::MAX);
        let e = f.check("p.mlir", HostPath::Exec).unwrap_err().to_string();
        assert!(e.contains("p.mlir needs more bytes than can be counted of host memory for exec"), "{e}");
    }

    #[test]
    fn the_peak_follows_a_large_allocation_and_resets() {
        if peak_resident_bytes().is_none() {
            return; // not Linux
        }
        // Measured in a process of its own: the other tests of this binary allocate and
        // free in this one, moving its resident memory under the measurement.
        const ALONE: &str = "TPU_COMPAT_FOOTPRINT_TEST_ALONE";
        if std::env::var_os(ALONE).is_none() {
            let exe = std::env::current_exe().unwrap();
            let name = "the_peak_follows_a_large_allocation_and_resets";
            let out = std::process::Command::new(exe).args([name, "--test-threads=1"]).env(ALONE, "1").output().unwrap();
            let stdout = String::from_utf8_lossy(&out.stdout);
            assert!(out.status.success() && stdout.contains("1 passed"), "{stdout}{}", String::from_utf8_lossy(&out.stderr));
            return;
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
