//! Comparison throughput against a plain memory copy of the same bytes,
//! measured in the same process: two 256 MiB f32 tensors, then two 256 MiB
//! bf16 tensors, then f32 logits (top-1 on top). Prints GB/s and the ratio
//! of comparison to copy bandwidth (the aim is >= 1/3).
//!
//! Bandwidth is bytes of both tensors read per second, for the copy as for
//! the comparison; the copy is one `copy_from_slice` per tensor (one thread,
//! as memcpy is), the comparison uses rayon's pool (RAYON_NUM_THREADS).
//! Run with `scripts/bench-compare`.

use baselines::compare::{compare, Bounds};
use half::bf16;
use runtime::{DType, HostTensor};
use std::hint::black_box;
use std::time::Instant;

const BYTES: usize = 256 << 20;
const ROUNDS: usize = 5;

/// Deterministic values (SplitMix64-scrambled), the second tensor nudged by a few ULP.
fn tensors(dtype: DType, shape_last: usize) -> (HostTensor, HostTensor) {
    // Whole rows of the last axis, as close to BYTES as they fit.
    let n = BYTES / dtype.size() / shape_last * shape_last;
    let mut a = Vec::with_capacity(BYTES);
    let mut b = Vec::with_capacity(BYTES);
    let mut s: u64 = 0x9e37_79b9_7f4a_7c15;
    for i in 0..n {
        s = s.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = s;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z ^= z >> 27;
        let v = (z >> 11) as f64 / (1u64 << 53) as f64 * 2.0 - 1.0;
        // Every element off by a relative 3e-7 (a few f32 ULP): realistic cross-device drift.
        let w = v * (1.0 + 3e-7 * if i % 2 == 0 { 1.0 } else { -1.0 });
        match dtype {
            DType::BF16 => {
                a.extend_from_slice(&bf16::from_f64(v).to_le_bytes());
                b.extend_from_slice(&bf16::from_f64(w).to_le_bytes());
            }
            _ => {
                a.extend_from_slice(&(v as f32).to_le_bytes());
                b.extend_from_slice(&(w as f32).to_le_bytes());
            }
        }
    }
    let shape = vec![(n / shape_last) as i64, shape_last as i64];
    (HostTensor { dtype, shape: shape.clone(), data: a }, HostTensor { dtype, shape, data: b })
}

fn best<F: FnMut()>(mut f: F) -> f64 {
    (0..ROUNDS)
        .map(|_| {
            let t = Instant::now();
            f();
            t.elapsed().as_secs_f64()
        })
        .fold(f64::INFINITY, f64::min)
}

fn main() {
    println!("comparison vs copy, {} MiB per tensor, best of {ROUNDS}, {} rayon threads", BYTES >> 20, rayon::current_num_threads());
    println!("{:<28} {:>10} {:>12} {:>8}", "case", "copy GB/s", "compare GB/s", "ratio");

    for (label, dtype, last, logits) in [
        ("f32 features", DType::F32, 1024, false),
        ("bf16 features", DType::BF16, 1024, false),
        ("f32 logits (vocab 32000)", DType::F32, 32000, true),
    ] {
        let (a, b) = tensors(dtype, last);
        let mut dst = vec![0u8; a.data.len()];
        let copy = best(|| {
            dst.copy_from_slice(black_box(&a.data));
            black_box(&dst);
            dst.copy_from_slice(black_box(&b.data));
            black_box(&dst);
        });
        // Floor for any comparison: decoding both tensors and one sum, single pass.
        let decode = best(|| {
            let mut acc = 0.0f64;
            let w = dtype.size();
            for (x, y) in a.data.chunks_exact(w).zip(b.data.chunks_exact(w)) {
                let v = |c: &[u8]| match w {
                    2 => bf16::from_bits(u16::from_le_bytes([c[0], c[1]])).to_f32() as f64,
                    _ => f32::from_le_bytes([c[0], c[1], c[2], c[3]]) as f64,
                };
                acc += v(x) - v(y);
            }
            black_box(acc);
        });
        let bounds = Bounds { atol: 1e-5, rtol: 1.3e-6 };
        let mut stats = None;
        let cmp = best(|| stats = Some(compare(black_box(&a), black_box(&b), bounds, logits)));
        let read = (a.data.len() + b.data.len()) as f64;
        let (gc, gm) = (read / copy / 1e9, read / cmp / 1e9);
        println!("{label:<28} {gc:>10.2} {gm:>12.2} {:>8.2}   (decode+sum only, 1 thread: {:.2} GB/s)", gm / gc, read / decode / 1e9);
        match stats {
            Some(Ok(s)) => println!("  (max_abs {:.3e}, mismatch_frac {:.4}, top1 {:?})", s.max_abs, s.mismatch_frac, s.top1_agree),
            Some(Err(e)) => println!("  comparison failed: {e}"),
            None => {}
        }
    }
}
