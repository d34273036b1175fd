//! The element-wise comparison of one output against its expected tensor.
//!
//! One pass over both tensors' bytes, in place: no widened copies, bf16 and
//! f16 decoded per element with `half`. The tensors are cut into chunks that
//! rayon folds in parallel; every statistic is a sum, a max or a count, so
//! chunk results merge exactly (up to float summation order). For logits the
//! chunks hold whole rows of the last axis, so the top-1 (argmax) agreement
//! is taken in the same pass while the row is still in cache.
//!
//! Errors are measured in f64. Integers and bools are compared exactly (their
//! distance is taken on the integers themselves, never through f64). Pairs
//! where either side is NaN or infinite do not enter the error sums: they
//! count as a NaN/Inf pattern mismatch unless both sides hold the same
//! non-finite value (both NaN, or the same infinity).

use half::{bf16, f16};
use rayon::prelude::*;
use tensors::{DType, HostTensor};

/// Elements per parallel chunk: large enough that rayon's overhead vanishes,
/// small enough (256 KiB of f32 per side) to spread a big tensor over cores.
const CHUNK_ELEMENTS: usize = 64 * 1024;

/// The element-wise bound `|actual - expected| <= atol + rtol * |expected|`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Bounds {
    pub atol: f64,
    pub rtol: f64,
}

impl Bounds {
    /// Exact equality (integers, bools).
    pub const EXACT: Bounds = Bounds { atol: 0.0, rtol: 0.0 };
}

/// What one comparison measured. Every field is finite (safe in JSON).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Stats {
    /// Elements in each tensor.
    pub elements: u64,
    /// Pairs where both values are finite (the error statistics are over these).
    pub finite_pairs: u64,
    pub max_abs: f64,
    /// Max of `|a - e| / |e|` over elements with `e != 0` (a nonzero error
    /// where `e == 0` shows in `max_abs`, not here: no infinities in reports).
    pub max_rel: f64,
    pub rmse: f64,
    pub cosine: f64,
    /// Elements outside the bounds, NaN/Inf mismatches included.
    pub mismatches: u64,
    pub mismatch_frac: f64,
    /// Max distance in units in the last place of the tensors' own dtype
    /// (for integers: the integer distance).
    pub max_ulp: u64,
    pub nan_mismatch: u64,
    /// Max of `|a - e| / (atol + rtol * |e|)`: the allclose margin (<= 1
    /// passes). `f64::MAX` where an error meets a zero bound.
    pub max_ratio: f64,
    /// For logits: fraction of last-axis rows whose argmax agrees.
    pub top1_agree: Option<f64>,
}

/// Sums and maxima of one chunk, merged across chunks.
#[derive(Debug, Clone, Copy, Default)]
struct Acc {
    finite: u64,
    max_abs: f64,
    max_rel: f64,
    sum_sq: f64,
    dot: f64,
    norm_a: f64,
    norm_e: f64,
    mismatches: u64,
    max_ulp: u64,
    nan_mismatch: u64,
    max_ratio: f64,
    rows: u64,
    rows_agree: u64,
}

impl Acc {
    fn merge(mut self, o: Acc) -> Acc {
        self.finite += o.finite;
        self.max_abs = self.max_abs.max(o.max_abs);
        self.max_rel = self.max_rel.max(o.max_rel);
        self.sum_sq += o.sum_sq;
        self.dot += o.dot;
        self.norm_a += o.norm_a;
        self.norm_e += o.norm_e;
        self.mismatches += o.mismatches;
        self.max_ulp = self.max_ulp.max(o.max_ulp);
        self.nan_mismatch += o.nan_mismatch;
        self.max_ratio = self.max_ratio.max(o.max_ratio);
        self.rows += o.rows;
        self.rows_agree += o.rows_agree;
        self
    }
}

/// How to read one element of a dtype from little-endian bytes.
trait Elem {
    const SIZE: usize;
    const FLOAT: bool;
    /// The value, widened to f64.
    fn value(b: &[u8]) -> f64;
    /// A position on the number line where neighbours differ by one: for
    /// floats the sign-magnitude bits as a signed integer (so +0 and -0 meet
    /// at 0 and the distance counts representable values), for integers the
    /// integer itself.
    fn ordered(b: &[u8]) -> i128;
    /// `|ordered(a) - ordered(b)|`, saturating at u64::MAX, in the narrowest
    /// integer arithmetic that holds it (so the fast path vectorises).
    fn ulp(a: &[u8], b: &[u8]) -> u64;
    /// True when every distance fits a u32 (types of 32 bits and less):
    /// the fast path then keeps u32 maxima, which SSE2 vectorises, where
    /// u64 maxima would go element by element.
    const NARROW: bool;
    fn ulp32(a: &[u8], b: &[u8]) -> u32;
}

/// Fixed-size view of the first `N` bytes; chunks_exact guarantees the length.
#[inline(always)]
fn arr<const N: usize>(b: &[u8]) -> [u8; N] {
    let mut a = [0u8; N];
    a.copy_from_slice(&b[..N]);
    a
}

macro_rules! float_elem {
    ($name:ident, $n:expr, $bits:ty, $sign:expr, $to_f64:expr, $wide:ty, $narrow:expr, $signed:ty) => {
        struct $name;
        impl Elem for $name {
            const SIZE: usize = $n;
            const FLOAT: bool = true;
            #[inline(always)]
            fn value(b: &[u8]) -> f64 {
                $to_f64(<$bits>::from_le_bytes(arr::<$n>(b)))
            }
            #[inline(always)]
            fn ordered(b: &[u8]) -> i128 {
                let bits = <$bits>::from_le_bytes(arr::<$n>(b));
                let magnitude = (bits & !$sign) as i128;
                if bits & $sign != 0 {
                    -magnitude
                } else {
                    magnitude
                }
            }
            #[inline(always)]
            fn ulp(a: &[u8], b: &[u8]) -> u64 {
                let o = |b: &[u8]| {
                    let bits = <$bits>::from_le_bytes(arr::<$n>(b));
                    let magnitude = (bits & !$sign) as $wide;
                    if bits & $sign != 0 {
                        -magnitude
                    } else {
                        magnitude
                    }
                };
                u64::try_from((o(a) - o(b)).unsigned_abs()).unwrap_or(u64::MAX)
            }
            const NARROW: bool = $narrow;
            #[inline(always)]
            fn ulp32(a: &[u8], b: &[u8]) -> u32 {
                // Sign-magnitude to two's complement fits the signed type of the same width.
                let o = |b: &[u8]| {
                    let bits = <$bits>::from_le_bytes(arr::<$n>(b));
                    let magnitude = (bits & !$sign) as $signed;
                    if bits & $sign != 0 {
                        -magnitude
                    } else {
                        magnitude
                    }
                };
                o(a).abs_diff(o(b)) as u32
            }
        }
    };
}

float_elem!(F32, 4, u32, 0x8000_0000u32, |b: u32| f32::from_bits(b) as f64, i64, true, i32);
float_elem!(F64, 8, u64, 0x8000_0000_0000_0000u64, f64::from_bits, i128, false, i64);
// Through f32, which holds every f16 and bf16 exactly; bf16 -> f32 is a shift.
float_elem!(F16, 2, u16, 0x8000u16, |b: u16| f16::from_bits(b).to_f32() as f64, i32, true, i16);
float_elem!(BF16, 2, u16, 0x8000u16, |b: u16| f32::from_bits(u32::from(bf16::from_bits(b).to_bits()) << 16) as f64, i32, true, i16);

macro_rules! int_elem {
    ($name:ident, $t:ty, $n:expr, $wide:ty, $narrow:expr) => {
        struct $name;
        impl Elem for $name {
            const SIZE: usize = $n;
            const FLOAT: bool = false;
            #[inline(always)]
            fn value(b: &[u8]) -> f64 {
                <$t>::from_le_bytes(arr::<$n>(b)) as f64
            }
            #[inline(always)]
            fn ordered(b: &[u8]) -> i128 {
                <$t>::from_le_bytes(arr::<$n>(b)) as i128
            }
            #[inline(always)]
            fn ulp(a: &[u8], b: &[u8]) -> u64 {
                let o = |b: &[u8]| <$t>::from_le_bytes(arr::<$n>(b)) as $wide;
                u64::try_from((o(a) - o(b)).unsigned_abs()).unwrap_or(u64::MAX)
            }
            const NARROW: bool = $narrow;
            #[inline(always)]
            fn ulp32(a: &[u8], b: &[u8]) -> u32 {
                <$t>::from_le_bytes(arr::<$n>(a)).abs_diff(<$t>::from_le_bytes(arr::<$n>(b))) as u32
            }
        }
    };
}

int_elem!(I8, i8, 1, i16, true);
int_elem!(I16, i16, 2, i32, true);
int_elem!(I32, i32, 4, i64, true);
int_elem!(I64, i64, 8, i128, false);
int_elem!(U8, u8, 1, i16, true);
int_elem!(U16, u16, 2, i32, true);
int_elem!(U32, u32, 4, i64, true);
int_elem!(U64, u64, 8, i128, false);

/// Two tensors that cannot be compared element by element; each names the
/// types involved.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum Incomparable {
    /// Different dtypes or shapes (`against`: "the baseline", "the float64 reference").
    #[error("output is {actual}, {against} holds {expected}")]
    Types { actual: String, against: &'static str, expected: String },
    #[error("invalid shape {0}")]
    Shape(String),
    /// Bytes that do not fill the shape.
    #[error("{what} {ty} holds {bytes} bytes, {expected} expected")]
    Bytes { what: &'static str, ty: String, bytes: usize, expected: usize },
    #[error("{0} or its float64 reference does not hold {1} elements")]
    ReferenceBytes(String, usize),
    #[error("the f64-reference rule applies to float outputs, not {0}")]
    NotFloat(DType),
}

/// Compares `actual` against `expected`. With `logits`, top-1 agreement is
/// also measured, over rows of the last axis. A dtype or shape difference, or bytes that do
/// not fill the shape, is an error naming both types.
pub fn compare(actual: &HostTensor, expected: &HostTensor, bounds: Bounds, logits: bool) -> Result<Stats, Incomparable> {
    if actual.dtype != expected.dtype || actual.shape != expected.shape {
        return Err(Incomparable::Types { actual: actual.type_string(), against: "the baseline", expected: expected.type_string() });
    }
    let n = runtime_element_count(&actual.shape).ok_or_else(|| Incomparable::Shape(actual.type_string()))?;
    for (what, t) in [("output", actual), ("baseline", expected)] {
        if t.data.len() != n * t.dtype.size() {
            return Err(Incomparable::Bytes { what, ty: t.type_string(), bytes: t.data.len(), expected: n * t.dtype.size() });
        }
    }
    // Top-1 rows are the last axis; a scalar or an empty last axis has none.
    let row = match actual.shape.last() {
        Some(&v) if logits && v > 0 => Some(v as usize),
        _ => None,
    };
    let a = &actual.data;
    let e = &expected.data;
    let acc = match actual.dtype {
        DType::F32 => run::<F32>(a, e, bounds, row),
        DType::F64 => run::<F64>(a, e, bounds, row),
        DType::F16 => run::<F16>(a, e, bounds, row),
        DType::BF16 => run::<BF16>(a, e, bounds, row),
        DType::Bool | DType::U8 => run::<U8>(a, e, Bounds::EXACT, row),
        DType::I8 => run::<I8>(a, e, Bounds::EXACT, row),
        DType::I16 => run::<I16>(a, e, Bounds::EXACT, row),
        DType::I32 => run::<I32>(a, e, Bounds::EXACT, row),
        DType::I64 => run::<I64>(a, e, Bounds::EXACT, row),
        DType::U16 => run::<U16>(a, e, Bounds::EXACT, row),
        DType::U32 => run::<U32>(a, e, Bounds::EXACT, row),
        DType::U64 => run::<U64>(a, e, Bounds::EXACT, row),
    };
    Ok(finish(acc, n as u64, row.is_some()))
}

fn runtime_element_count(shape: &[i64]) -> Option<usize> {
    shape.iter().try_fold(1usize, |acc, &d| usize::try_from(d).ok().and_then(|d| acc.checked_mul(d)))
}

fn finish(acc: Acc, elements: u64, logits: bool) -> Stats {
    let rmse = if acc.finite > 0 { (acc.sum_sq / acc.finite as f64).sqrt() } else { 0.0 };
    let cosine = match (acc.norm_a > 0.0, acc.norm_e > 0.0) {
        (false, false) => 1.0,
        (true, true) => (acc.dot / (acc.norm_a.sqrt() * acc.norm_e.sqrt())).clamp(-1.0, 1.0),
        _ => 0.0,
    };
    let finite = |x: f64| if x.is_finite() { x } else { f64::MAX };
    Stats {
        elements,
        finite_pairs: acc.finite,
        max_abs: finite(acc.max_abs),
        max_rel: finite(acc.max_rel),
        rmse: finite(rmse),
        cosine: if cosine.is_finite() { cosine } else { 0.0 },
        mismatches: acc.mismatches,
        mismatch_frac: if elements > 0 { acc.mismatches as f64 / elements as f64 } else { 0.0 },
        max_ulp: acc.max_ulp,
        nan_mismatch: acc.nan_mismatch,
        max_ratio: finite(acc.max_ratio),
        top1_agree: logits.then(|| if acc.rows > 0 { acc.rows_agree as f64 / acc.rows as f64 } else { 1.0 }),
    }
}

fn run<E: Elem>(a: &[u8], e: &[u8], b: Bounds, row: Option<usize>) -> Acc {
    // Chunks hold whole rows for logits, so argmax never straddles two chunks.
    let chunk = match row {
        Some(v) => CHUNK_ELEMENTS.div_ceil(v).max(1) * v,
        None => CHUNK_ELEMENTS,
    } * E::SIZE;
    if a.len() <= chunk {
        return fold::<E>(a, e, b, row);
    }
    a.par_chunks(chunk).zip(e.par_chunks(chunk)).map(|(ca, ce)| fold::<E>(ca, ce, b, row)).reduce(Acc::default, Acc::merge)
}

/// Elements processed side by side: independent accumulators per lane break
/// the add-latency chains of the sums and let LLVM vectorise the block.
const LANES: usize = 4;

/// Per-lane accumulators of the branch-free fast path.
#[derive(Default)]
struct Lanes {
    sum_sq: [f64; LANES],
    dot: [f64; LANES],
    norm_a: [f64; LANES],
    norm_e: [f64; LANES],
    max_abs: [f64; LANES],
    max_rel: [f64; LANES],
    max_ratio: [f64; LANES],
    mismatches: [u64; LANES],
    max_ulp: [u64; LANES],
    max_ulp32: [u32; LANES],
}

/// One chunk, on the widest vector unit this CPU has: the portable build
/// targets SSE2 (two f64 lanes), so where AVX2 is present the same code is
/// compiled a second time for it (four lanes, faster divides) and chosen at
/// run time.
fn fold<E: Elem>(a: &[u8], e: &[u8], b: Bounds, row: Option<usize>) -> Acc {
    #[cfg(target_arch = "x86_64")]
    {
        if std::arch::is_x86_feature_detected!("avx2") && std::arch::is_x86_feature_detected!("fma") {
            // SAFETY: the features this copy was compiled for were just detected.
            return unsafe { fold_avx2::<E>(a, e, b, row) };
        }
    }
    fold_portable::<E>(a, e, b, row)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,fma")]
unsafe fn fold_avx2<E: Elem>(a: &[u8], e: &[u8], b: Bounds, row: Option<usize>) -> Acc {
    fold_body::<E>(a, e, b, row)
}

#[inline(never)]
fn fold_portable<E: Elem>(a: &[u8], e: &[u8], b: Bounds, row: Option<usize>) -> Acc {
    fold_body::<E>(a, e, b, row)
}

/// Every statistic in a single sweep, then (logits) the argmax of each row
/// while it is hot in cache.
#[inline(always)]
fn fold_body<E: Elem>(a: &[u8], e: &[u8], b: Bounds, row: Option<usize>) -> Acc {
    let mut acc = Acc::default();
    let mut l = Lanes::default();
    let block = LANES * E::SIZE;
    let mut blocks_a = a.chunks_exact(block);
    let mut blocks_e = e.chunks_exact(block);
    for (ba, be) in (&mut blocks_a).zip(&mut blocks_e) {
        let mut xs = [0f64; LANES];
        let mut ys = [0f64; LANES];
        for k in 0..LANES {
            xs[k] = E::value(&ba[k * E::SIZE..]);
            ys[k] = E::value(&be[k * E::SIZE..]);
        }
        // A block with a NaN or an infinity takes the careful path.
        if E::FLOAT && !xs.iter().chain(&ys).all(|v| v.is_finite()) {
            scalar::<E>(ba, be, b, &mut acc);
            continue;
        }
        acc.finite += LANES as u64;
        for k in 0..LANES {
            let (ca, ce) = (&ba[k * E::SIZE..], &be[k * E::SIZE..]);
            let ulp = if E::NARROW { u64::from(E::ulp32(ca, ce)) } else { E::ulp(ca, ce) };
            let (x, y) = (xs[k], ys[k]);
            let d = if E::FLOAT { (x - y).abs() } else { ulp as f64 };
            let ay = y.abs();
            let bound = b.atol + b.rtol * ay;
            l.sum_sq[k] += d * d;
            l.dot[k] += x * y;
            l.norm_a[k] += x * x;
            l.norm_e[k] += y * y;
            l.max_abs[k] = vmax(l.max_abs[k], d);
            // Divisions are independent of the running maxima, so no loop-carried
            // chain runs through the divider (a "divide only on a new maximum"
            // test would put one there). 0/0 is NaN, which vmax ignores; d/0 is
            // +inf, clamped when finishing.
            l.max_rel[k] = vmax(l.max_rel[k], if ay > 0.0 { d / ay } else { 0.0 });
            l.max_ratio[k] = vmax(l.max_ratio[k], d / bound);
            l.mismatches[k] += u64::from(d > bound);
            if E::NARROW {
                l.max_ulp32[k] = l.max_ulp32[k].max(E::ulp32(ca, ce));
            } else {
                l.max_ulp[k] = l.max_ulp[k].max(ulp);
            }
        }
    }
    scalar::<E>(blocks_a.remainder(), blocks_e.remainder(), b, &mut acc);
    for k in 0..LANES {
        acc.sum_sq += l.sum_sq[k];
        acc.dot += l.dot[k];
        acc.norm_a += l.norm_a[k];
        acc.norm_e += l.norm_e[k];
        acc.max_abs = acc.max_abs.max(l.max_abs[k]);
        acc.max_rel = acc.max_rel.max(l.max_rel[k]);
        acc.max_ratio = acc.max_ratio.max(l.max_ratio[k]);
        acc.mismatches += l.mismatches[k];
        acc.max_ulp = acc.max_ulp.max(l.max_ulp[k]).max(u64::from(l.max_ulp32[k]));
    }
    if let Some(v) = row {
        let width = v * E::SIZE;
        for (ra, re) in a.chunks_exact(width).zip(e.chunks_exact(width)) {
            acc.rows += 1;
            if argmax::<E>(ra) == argmax::<E>(re) {
                acc.rows_agree += 1;
            }
        }
    }
    acc
}

/// Element by element, NaN/Inf aware: block remainders and blocks holding non-finite values.
fn scalar<E: Elem>(a: &[u8], e: &[u8], b: Bounds, acc: &mut Acc) {
    for (ca, ce) in a.chunks_exact(E::SIZE).zip(e.chunks_exact(E::SIZE)) {
        let x = E::value(ca);
        let y = E::value(ce);
        if E::FLOAT && !(x.is_finite() && y.is_finite()) {
            // Same NaN-ness and the same infinity is a match; anything else is a pattern difference.
            if !((x.is_nan() && y.is_nan()) || x == y) {
                acc.nan_mismatch += 1;
                acc.mismatches += 1;
            }
            continue;
        }
        let ulp = E::ulp(ca, ce);
        let d = if E::FLOAT { (x - y).abs() } else { ulp as f64 };
        acc.finite += 1;
        acc.sum_sq += d * d;
        acc.dot += x * y;
        acc.norm_a += x * x;
        acc.norm_e += y * y;
        acc.max_abs = acc.max_abs.max(d);
        let ay = y.abs();
        if ay > 0.0 && d > acc.max_rel * ay {
            acc.max_rel = d / ay;
        }
        let bound = b.atol + b.rtol * ay;
        if d > acc.max_ratio * bound {
            acc.max_ratio = d / bound;
        }
        acc.mismatches += u64::from(d > bound);
        acc.max_ulp = acc.max_ulp.max(ulp);
    }
}

/// `max` as one SSE2 `maxsd`: a NaN candidate leaves the running maximum as is.
#[inline(always)]
fn vmax(m: f64, v: f64) -> f64 {
    if v > m {
        v
    } else {
        m
    }
}

/// Index of the first largest value of a row (NaN never wins).
fn argmax<E: Elem>(row: &[u8]) -> usize {
    let mut best = f64::NEG_INFINITY;
    let mut at = 0;
    for (i, c) in row.chunks_exact(E::SIZE).enumerate() {
        let v = E::value(c);
        if v > best {
            best = v;
            at = i;
        }
    }
    at
}

/// ULP distance between two values of `dtype` given as f64 (what the
/// comparison's `max_ulp` measures element by element; its tests check the
/// per-dtype arithmetic through it).
pub fn ulp_distance(dtype: DType, a: f64, b: f64) -> Option<u64> {
    let (oa, ob) = match dtype {
        DType::F32 => (F32::ordered(&(a as f32).to_le_bytes()), F32::ordered(&(b as f32).to_le_bytes())),
        DType::F64 => (F64::ordered(&a.to_le_bytes()), F64::ordered(&b.to_le_bytes())),
        DType::F16 => (F16::ordered(&f16::from_f64(a).to_le_bytes()), F16::ordered(&f16::from_f64(b).to_le_bytes())),
        DType::BF16 => (BF16::ordered(&bf16::from_f64(a).to_le_bytes()), BF16::ordered(&bf16::from_f64(b).to_le_bytes())),
        _ => return None,
    };
    u64::try_from((oa - ob).unsigned_abs()).ok()
}

/// RMSE of `actual` (any float dtype) against a float64 `reference` of the
/// same shape, over pairs where both are finite: the quantity the
/// f64-reference rule bounds.
/// Also returns the gaps: elements where `actual` is finite and the
/// reference is not. A reference with gaps against the baseline is not a
/// more precise version of it (a float64 export that produced NaN) and must
/// not judge anything: skipping those elements would make an all-NaN
/// reference pass every output.
pub fn rmse_against_f64(actual: &HostTensor, reference: &HostTensor) -> Result<(f64, u64), Incomparable> {
    if reference.dtype != DType::F64 || actual.shape != reference.shape {
        return Err(Incomparable::Types {
            actual: actual.type_string(),
            against: "the float64 reference",
            expected: reference.type_string(),
        });
    }
    let n = runtime_element_count(&actual.shape).ok_or_else(|| Incomparable::Shape(actual.type_string()))?;
    if actual.data.len() != n * actual.dtype.size() || reference.data.len() != n * 8 {
        return Err(Incomparable::ReferenceBytes(actual.type_string(), n));
    }
    let (sum, count, gaps) = match actual.dtype {
        DType::F32 => mixed::<F32>(&actual.data, &reference.data),
        DType::F64 => mixed::<F64>(&actual.data, &reference.data),
        DType::F16 => mixed::<F16>(&actual.data, &reference.data),
        DType::BF16 => mixed::<BF16>(&actual.data, &reference.data),
        other => return Err(Incomparable::NotFloat(other)),
    };
    Ok((if count > 0 { (sum / count as f64).sqrt() } else { 0.0 }, gaps))
}

/// The RMS of a float64 tensor's finite elements (0 for none): the scale
/// of a float64 reference.
pub fn rms_f64(reference: &HostTensor) -> Option<f64> {
    if reference.dtype != DType::F64 {
        return None;
    }
    let (sum, count) =
        reference.data.chunks_exact(8).map(F64::value).filter(|v| v.is_finite()).fold((0.0, 0u64), |(s, n), v| (s + v * v, n + 1));
    Some(if count > 0 { (sum / count as f64).sqrt() } else { 0.0 })
}

/// (sum of squared differences, elements compared, gaps) over elements finite on both sides.
fn mixed<E: Elem>(a: &[u8], r: &[u8]) -> (f64, u64, u64) {
    let fold = |ca: &[u8], cr: &[u8]| {
        let mut sum = 0.0;
        let (mut count, mut gaps) = (0u64, 0u64);
        for (x, y) in ca.chunks_exact(E::SIZE).zip(cr.chunks_exact(8)) {
            let (x, y) = (E::value(x), F64::value(y));
            match (x.is_finite(), y.is_finite()) {
                (true, true) => {
                    sum += (x - y) * (x - y);
                    count += 1;
                }
                (true, false) => gaps += 1,
                _ => {}
            }
        }
        (sum, count, gaps)
    };
    a.par_chunks(CHUNK_ELEMENTS * E::SIZE)
        .zip(r.par_chunks(CHUNK_ELEMENTS * 8))
        .map(|(ca, cr)| fold(ca, cr))
        .reduce(|| (0.0, 0, 0), |x, y| (x.0 + y.0, x.1 + y.1, x.2 + y.2))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f32s(shape: &[i64], v: &[f32]) -> HostTensor {
        HostTensor::from_slice(shape, v).unwrap()
    }

    const LOOSE: Bounds = Bounds { atol: 1e-5, rtol: 1.3e-6 };

    #[test]
    fn identical_tensors_have_zero_error() {
        let a = f32s(&[4], &[1.0, -2.0, 0.0, 3.5]);
        let s = compare(&a, &a, Bounds::EXACT, false).unwrap();
        assert_eq!((s.max_abs, s.max_rel, s.rmse, s.max_ulp, s.mismatches, s.nan_mismatch), (0.0, 0.0, 0.0, 0, 0, 0));
        assert!((s.cosine - 1.0).abs() < 1e-15);
        assert_eq!(s.max_ratio, 0.0);
        assert_eq!(s.top1_agree, None);
    }

    #[test]
    fn hand_computed_errors() {
        // Errors 0, 0.5, 0, 2 against expected 1, 2, 3, 4.
        let e = f32s(&[4], &[1.0, 2.0, 3.0, 4.0]);
        let a = f32s(&[4], &[1.0, 2.5, 3.0, 6.0]);
        let s = compare(&a, &e, Bounds { atol: 0.1, rtol: 0.2 }, false).unwrap();
        assert_eq!(s.max_abs, 2.0);
        assert_eq!(s.max_rel, 0.5); // 2 / 4
        assert!((s.rmse - ((0.25 + 4.0) / 4.0f64).sqrt()).abs() < 1e-12);
        // cosine = a.e / |a||e| = (1+5+9+24) / sqrt(1+6.25+9+36) / sqrt(30)
        let cos = 39.0 / (52.25f64.sqrt() * 30f64.sqrt());
        assert!((s.cosine - cos).abs() < 1e-12, "{} vs {cos}", s.cosine);
        // Bounds 0.1 + 0.2*|e|: 0.5 vs 0.5 is inside (not strictly greater), 2 vs 0.9 is out.
        assert_eq!(s.mismatches, 1);
        assert_eq!(s.mismatch_frac, 0.25);
        assert!((s.max_ratio - 2.0 / 0.9).abs() < 1e-12);
    }

    #[test]
    fn ulp_distance_in_each_dtype() {
        let one = 1.0f32;
        let next = f32::from_bits(one.to_bits() + 3);
        let s = compare(&f32s(&[1], &[next]), &f32s(&[1], &[one]), LOOSE, false).unwrap();
        assert_eq!(s.max_ulp, 3);
        // Across zero: the smallest positive and negative subnormals are 2 apart; +0 and -0 are 0 apart.
        let tiny = f32::from_bits(1);
        assert_eq!(compare(&f32s(&[1], &[tiny]), &f32s(&[1], &[-tiny]), LOOSE, false).unwrap().max_ulp, 2);
        assert_eq!(compare(&f32s(&[1], &[0.0]), &f32s(&[1], &[-0.0]), LOOSE, false).unwrap().max_ulp, 0);
        assert_eq!(ulp_distance(DType::BF16, 1.0, 1.0078125), Some(1)); // bf16 has 7 mantissa bits
        assert_eq!(ulp_distance(DType::F16, 1.0, 1.0 + 2f64.powi(-10) * 2.0), Some(2));
        assert_eq!(ulp_distance(DType::F64, 1.0, 1.0 + f64::EPSILON), Some(1));
        let b = |v: f32| HostTensor::from_slice(&[1], &[bf16::from_f32(v)]).unwrap();
        let s = compare(&b(1.0), &b(1.015625), LOOSE, false).unwrap();
        assert_eq!((s.max_ulp, s.max_abs), (2, 0.015625));
        let h = |v: f32| HostTensor::from_slice(&[1], &[f16::from_f32(v)]).unwrap();
        assert_eq!(compare(&h(2.0), &h(2.0 + 2f32.powi(-9)), LOOSE, false).unwrap().max_ulp, 1);
        // f16 ULP at 2 is 2^-9
    }

    #[test]
    fn nan_and_inf_patterns() {
        let e = f32s(&[5], &[f32::NAN, f32::INFINITY, 1.0, f32::NEG_INFINITY, 2.0]);
        let a = f32s(&[5], &[f32::NAN, f32::INFINITY, f32::NAN, f32::INFINITY, 2.0]);
        let s = compare(&a, &e, LOOSE, false).unwrap();
        // NaN==NaN and +inf==+inf match; NaN vs 1 and +inf vs -inf do not.
        assert_eq!(s.nan_mismatch, 2);
        assert_eq!(s.mismatches, 2);
        assert_eq!(s.finite_pairs, 1);
        assert_eq!((s.max_abs, s.rmse), (0.0, 0.0));
        assert!(s.max_abs.is_finite() && s.max_ratio.is_finite());
    }

    #[test]
    fn non_finite_values_inside_vector_blocks() {
        // 40 elements: whole fast-path blocks, with a NaN and an infinity in the
        // middle of blocks and a finite error in a block of its own.
        let e: Vec<f32> = (0..40).map(|i| i as f32 * 0.5 - 7.0).collect();
        let mut a = e.clone();
        a[17] = f32::NAN;
        a[33] = f32::INFINITY;
        a[5] += 0.125;
        let s = compare(&f32s(&[40], &a), &f32s(&[40], &e), LOOSE, false).unwrap();
        assert_eq!((s.nan_mismatch, s.mismatches, s.finite_pairs), (2, 3, 38));
        assert_eq!(s.max_abs, 0.125);
        assert!((s.rmse - (0.125f64 * 0.125 / 38.0).sqrt()).abs() < 1e-15);
        // bf16 through the same path: one element off by one bf16 ULP.
        let eb: Vec<bf16> = (0..40).map(|i| bf16::from_f32(i as f32 + 1.0)).collect();
        let mut ab = eb.clone();
        ab[30] = bf16::from_bits(ab[30].to_bits() + 1);
        let s = compare(&HostTensor::from_slice(&[40], &ab).unwrap(), &HostTensor::from_slice(&[40], &eb).unwrap(), LOOSE, false).unwrap();
        assert_eq!((s.max_ulp, s.max_abs, s.mismatches), (1, 0.125, 1));
    }

    #[test]
    fn top1_agreement_over_last_axis() {
        // Three rows of 3 logits: rows 0 and 2 agree on the argmax, row 1 does not.
        let e = f32s(&[3, 3], &[0.1, 0.9, 0.0, 1.0, 0.5, 0.2, 0.3, 0.3, 0.1]);
        let a = f32s(&[3, 3], &[0.2, 0.8, 0.0, 0.4, 0.5, 0.2, 0.3, 0.3, 0.2]);
        let s = compare(&a, &e, LOOSE, true).unwrap();
        assert!((s.top1_agree.unwrap() - 2.0 / 3.0).abs() < 1e-12);
        assert_eq!(compare(&a, &e, LOOSE, false).unwrap().top1_agree, None);
    }

    #[test]
    fn integers_compare_exactly_even_beyond_f64_precision() {
        let big = (1i64 << 60) + 1;
        let a = HostTensor::from_slice(&[2], &[big, 7i64]).unwrap();
        let e = HostTensor::from_slice(&[2], &[big - 1, 7i64]).unwrap();
        // A loose bound is ignored for integers.
        let s = compare(&a, &e, Bounds { atol: 10.0, rtol: 1.0 }, false).unwrap();
        assert_eq!((s.mismatches, s.max_ulp, s.max_abs), (1, 1, 1.0));
        assert_eq!(s.max_ratio, f64::MAX);
        let u = HostTensor::from_slice(&[1], &[u64::MAX]).unwrap();
        let z = HostTensor::from_slice(&[1], &[0u64]).unwrap();
        assert_eq!(compare(&u, &z, Bounds::EXACT, false).unwrap().max_ulp, u64::MAX);
    }

    #[test]
    fn shape_dtype_and_byte_count_are_errors() {
        let a = f32s(&[2], &[1.0, 2.0]);
        assert!(compare(&a, &f32s(&[2, 1], &[1.0, 2.0]), LOOSE, false).unwrap_err().to_string().contains("f32[2,1]"));
        let d = HostTensor::from_slice(&[2], &[1.0f64, 2.0]).unwrap();
        assert!(compare(&a, &d, LOOSE, false).unwrap_err().to_string().contains("f64[2]"));
        let short = HostTensor { dtype: DType::F32, shape: vec![2], data: vec![0; 7] };
        assert!(compare(&a, &short, LOOSE, false).unwrap_err().to_string().contains("7 bytes"));
    }

    #[test]
    fn chunked_parallel_result_equals_serial() {
        // Larger than one chunk, with an error planted in a late chunk.
        let n = CHUNK_ELEMENTS * 3 + 17;
        let e: Vec<f32> = (0..n).map(|i| (i % 101) as f32 * 0.01 - 0.5).collect();
        let mut a = e.clone();
        a[n - 5] += 0.25;
        let (ta, te) = (f32s(&[n as i64], &a), f32s(&[n as i64], &e));
        let s = compare(&ta, &te, LOOSE, false).unwrap();
        assert_eq!(s.mismatches, 1);
        assert!((s.max_abs - 0.25).abs() < 1e-6);
        assert_eq!(s.elements, n as u64);
        let r = HostTensor::from_slice(&[n as i64], &e.iter().map(|&x| x as f64).collect::<Vec<_>>()).unwrap();
        let (rm, gaps) = rmse_against_f64(&ta, &r).unwrap();
        assert!((rm - s.rmse).abs() < 1e-9, "{rm} vs {}", s.rmse);
        assert_eq!(gaps, 0);
        let nan = HostTensor::from_slice(&[n as i64], &vec![f64::NAN; n]).unwrap();
        assert_eq!(rmse_against_f64(&ta, &nan).unwrap(), (0.0, n as u64), "an all-NaN reference is all gaps");
    }
}
