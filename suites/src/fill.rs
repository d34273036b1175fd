//! Deterministic argument filling from a seed: the same bytes on every
//! machine (SplitMix64 and an inverse-CDF normal from IEEE arithmetic alone,
//! no platform RNG or libm), scaled like real initialisation so that outputs
//! stay finite, and filled in parallel at memory speed.

use tensors::{DType, HostTensor};

/// How an argument is filled when no safetensors file provides it.
#[derive(Debug, Clone, PartialEq)]
pub enum Fill {
    /// Normal(0, std): weights.
    Normal(f64),
    /// Uniform in [lo, hi).
    Uniform(f64, f64),
    Ones,
    Zeros,
    /// Integer tokens in [0, vocab).
    Tokens(u64),
    /// 0, 1, 2, ... (position ids).
    Range,
    /// A fixed value.
    Constant(f64),
}

/// A fill that cannot be read, or cannot make its tensor.
#[derive(Debug, Clone, thiserror::Error)]
pub enum FillError {
    #[error("bad number `{number}` in fill `{fill}`")]
    BadNumber { fill: String, number: String },
    #[error("fill `{fill}` has the non-finite parameter {value}")]
    NonFinite { fill: String, value: f64 },
    #[error("fill `{fill}`: {why}")]
    OutOfRange { fill: String, why: &'static str },
    #[error("unknown fill `{0}` (expected normal(STD), uniform(LO,HI), ones, zeros, tokens(VOCAB), range, constant(X))")]
    Unknown(String),
    /// The tensor would not fit in memory.
    #[error("{0}")]
    Allocation(#[from] tensors::DataError),
}

impl Fill {
    /// Parses `normal(0.02)`, `uniform(-1,1)`, `ones`, `zeros`, `tokens(32000)`, `range`, `constant(5)`.
    pub fn parse(s: &str) -> Result<Fill, FillError> {
        let s = s.trim();
        let (head, args) = match s.find('(') {
            Some(i) if s.ends_with(')') => (&s[..i], Some(&s[i + 1..s.len() - 1])),
            _ => (s, None),
        };
        let nums = |a: Option<&str>| -> Result<Vec<f64>, FillError> {
            a.unwrap_or("")
                .split(',')
                .filter(|x| !x.trim().is_empty())
                .map(|x| x.trim().parse::<f64>().map_err(|_| FillError::BadNumber { number: x.to_string(), fill: s.to_string() }))
                .collect()
        };
        let n = nums(args)?;
        if let Some(x) = n.iter().find(|x| !x.is_finite()) {
            return Err(FillError::NonFinite { fill: s.to_string(), value: *x });
        }
        match (head, n.as_slice()) {
            ("normal", [std]) if *std < 0.0 => Err(FillError::OutOfRange {
                fill: s.to_string(),
                why: "a standard deviation is not negative (give normal(STD) with STD >= 0)",
            }),
            ("normal", [std]) => Ok(Fill::Normal(*std)),
            ("uniform", [lo, hi]) if lo >= hi => Err(FillError::OutOfRange {
                fill: s.to_string(),
                why: "the low end must be below the high end (uniform(LO,HI) with LO < HI; constant(X) for one value)",
            }),
            ("uniform", [lo, hi]) => Ok(Fill::Uniform(*lo, *hi)),
            ("ones", []) => Ok(Fill::Ones),
            ("zeros", []) => Ok(Fill::Zeros),
            ("tokens", [v]) if *v >= 1.0 => Ok(Fill::Tokens(*v as u64)),
            ("range", []) => Ok(Fill::Range),
            ("constant", [c]) => Ok(Fill::Constant(*c)),
            _ => Err(FillError::Unknown(s.to_string())),
        }
    }

    pub fn to_spec(&self) -> String {
        match self {
            Fill::Normal(s) => format!("normal({s})"),
            Fill::Uniform(a, b) => format!("uniform({a},{b})"),
            Fill::Ones => "ones".into(),
            Fill::Zeros => "zeros".into(),
            Fill::Tokens(v) => format!("tokens({v})"),
            Fill::Range => "range".into(),
            Fill::Constant(c) => format!("constant({c})"),
        }
    }
}

/// SplitMix64's increment: the k-th draw of a stream seeded `s` is
/// [`mix`]`(s + k·GAMMA)`, so any draw can be computed without the ones before it.
const GAMMA: u64 = 0x9e37_79b9_7f4a_7c15;

/// SplitMix64's output function.
#[inline]
fn mix(state: u64) -> u64 {
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// SplitMix64: tiny, fast, identical everywhere, and counter-based (draw k
/// is a pure function of the seed and k), which is what lets a tensor be
/// filled in parallel with the bytes a sequential fill would give.
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// A stream for one named argument of one definition: changing one
    /// argument's shape does not shift the values of the others.
    pub fn for_argument(seed: u64, name: &str) -> Rng {
        let mut h: u64 = 0xcbf2_9ce4_8422_2325; // FNV-1a over the name
        for b in name.bytes() {
            h ^= b as u64;
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
        Rng(seed ^ h.rotate_left(17))
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(GAMMA);
        mix(self.0)
    }

    /// Uniform in [0, 1).
    pub fn next_f64(&mut self) -> f64 {
        unit(self.next_u64())
    }

    /// Standard normal by Box-Muller (two draws per value, libm's `ln` and
    /// `cos`): the op tier's case values. Fills use [`standard_normal`].
    pub fn next_normal(&mut self) -> f64 {
        let u1 = self.next_f64().max(f64::MIN_POSITIVE);
        let u2 = self.next_f64();
        (-2.0 * u1.ln()).sqrt() * (std::f64::consts::TAU * u2).cos()
    }

    /// The draw `k` draws after the current one (`at(0)` is what `next_u64` returns next), without advancing.
    #[inline]
    fn at(&self, k: u64) -> u64 {
        mix(self.0.wrapping_add(k.wrapping_add(1).wrapping_mul(GAMMA)))
    }

    /// Skips `k` draws.
    fn skip(&mut self, k: u64) {
        self.0 = self.0.wrapping_add(k.wrapping_mul(GAMMA));
    }
}

/// The top 53 bits of a draw as a uniform in [0, 1).
#[inline]
fn unit(draw: u64) -> f64 {
    (draw >> 11) as f64 / (1u64 << 53) as f64
}

/// A standard normal from 32 random bits, by the inverse of the normal CDF
/// (Acklam's rational approximation, relative error under 1.2e-9) at
/// p = (u + 1/2) / 2^32. Only IEEE-754 arithmetic and `sqrt`, which are
/// correctly rounded everywhere, so the value is the same on every machine
/// (no libm `ln`/`cos`, whose last bit may differ between libraries); and
/// no branch of it needs more than one draw, so values stay counter-based.
#[inline]
pub fn standard_normal(u: u32) -> f64 {
    let p = probability(u);
    if is_central(p) {
        central(p)
    } else {
        normal_tail(p)
    }
}

/// The probability 32 random bits stand for: (u + 1/2) / 2^32, in (0, 1).
#[inline(always)]
fn probability(u: u32) -> f64 {
    (u as f64 + 0.5) * (1.0 / 4_294_967_296.0)
}

/// Below this probability (and above 1 minus it) [`standard_normal`] takes its tail formula.
const P_LOW: f64 = 0.02425;

#[inline(always)]
fn is_central(p: f64) -> bool {
    (P_LOW..=1.0 - P_LOW).contains(&p)
}

/// The central region of [`standard_normal`] (19 values in 20). Branch-free,
/// so a block of them vectorizes; evaluated the same way whether it runs on
/// one value or a block, so the bytes do not depend on which.
#[inline(always)]
fn central(p: f64) -> f64 {
    const A: [f64; 6] =
        [-3.969683028665376e1, 2.209460984245205e2, -2.759285104469687e2, 1.38357751867269e2, -3.066479806614716e1, 2.506628277459239];
    const B: [f64; 5] = [-5.447609879822406e1, 1.615858368580409e2, -1.556989798598866e2, 6.680131188771972e1, -1.328068155288572e1];
    let q = p - 0.5;
    let r = q * q;
    (((((A[0] * r + A[1]) * r + A[2]) * r + A[3]) * r + A[4]) * r + A[5]) * q
        / (((((B[0] * r + B[1]) * r + B[2]) * r + B[3]) * r + B[4]) * r + 1.0)
}

/// Standard normals times `std` for the draws `first_pair..` of `stream`,
/// two values per draw (low 32 bits, then high), into `out`: the central
/// formula runs over the whole block without a branch (vectorized), then
/// the one value in twenty that lies in a tail is recomputed. Bit for bit
/// what [`standard_normal`] gives value by value.
#[inline(always)]
fn normal_block(stream: &Rng, first_pair: usize, std: f64, out: &mut [f64]) {
    let mut p = [0f64; BLOCK];
    let p = &mut p[..out.len()];
    for (k, pair) in p.chunks_mut(2).enumerate() {
        let draw = stream.at((first_pair + k) as u64);
        pair[0] = probability(draw as u32);
        if let Some(second) = pair.get_mut(1) {
            *second = probability((draw >> 32) as u32);
        }
    }
    for (v, &p) in out.iter_mut().zip(p.iter()) {
        *v = central(p) * std;
    }
    // The tails' indices, gathered without a branch, then computed as a
    // batch of independent chains (no misprediction per value, and the
    // processor overlaps their logarithms).
    let mut tails = [0u16; BLOCK];
    let mut count = 0;
    for (i, &p) in p.iter().enumerate() {
        tails[count] = i as u16;
        count += usize::from(!is_central(p));
    }
    for &i in &tails[..count] {
        out[i as usize] = normal_tail(p[i as usize]) * std;
    }
}

/// The tails of [`standard_normal`] (p < 0.02425 or p > 0.97575, one value in 20).
#[inline(always)]
fn normal_tail(p: f64) -> f64 {
    const C: [f64; 6] =
        [-7.784894002430293e-3, -3.223964580411365e-1, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
    const D: [f64; 4] = [7.784695709041462e-3, 3.224671290700398e-1, 2.445134137142996, 3.754408661907416];
    let (tail, sign) = if p < 0.5 { (p, 1.0) } else { (1.0 - p, -1.0) };
    let q = (-2.0 * ln(tail)).sqrt();
    sign * (((((C[0] * q + C[1]) * q + C[2]) * q + C[3]) * q + C[4]) * q + C[5]) / ((((D[0] * q + D[1]) * q + D[2]) * q + D[3]) * q + 1.0)
}

/// Natural logarithm of a positive normal f64 from arithmetic alone:
/// x = m·2^e with m in [√½, √2), ln x = e·ln 2 + 2·atanh((m-1)/(m+1)) by its
/// series (|s| ≤ 0.172, so twelve terms reach f64 precision).
fn ln(x: f64) -> f64 {
    let bits = x.to_bits();
    let mut e = ((bits >> 52) & 0x7ff) as i64 - 1023;
    let mut m = f64::from_bits((bits & 0x000f_ffff_ffff_ffff) | 0x3ff0_0000_0000_0000);
    // Without a branch: half the values take it, so a branch would mispredict.
    let above = m > std::f64::consts::SQRT_2;
    m = if above { m * 0.5 } else { m };
    e += i64::from(above);
    let s = (m - 1.0) / (m + 1.0);
    let s2 = s * s;
    let mut series = 1.0 / 23.0;
    for k in [21.0, 19.0, 17.0, 15.0, 13.0, 11.0, 9.0, 7.0, 5.0, 3.0, 1.0] {
        series = series * s2 + 1.0 / k;
    }
    e as f64 * std::f64::consts::LN_2 + 2.0 * s * series
}

/// Elements per parallel task: even, so that a task never splits the pair
/// of normals one draw makes.
const CHUNK: usize = 1 << 16;

/// Fills a tensor of `dtype` and `shape`; values are computed in f64 and
/// rounded once to the element type. The size is checked against host
/// memory before anything is allocated.
///
/// Element i takes draw i of `rng`'s stream (uniform, tokens), or for
/// normal fills half of draw i/2 (low 32 bits for even i, high for odd).
/// Values are a function of (stream, i) alone, so the tensor is filled in
/// parallel (rayon) and the bytes do not depend on the number of threads.
/// `rng` ends advanced past the draws used, as a sequential fill would.
pub fn fill_tensor(fill: &Fill, dtype: DType, shape: &[i64], rng: &mut Rng) -> Result<HostTensor, FillError> {
    use rayon::prelude::*;
    let bytes = tensors::check_allocation("the filled tensor", dtype, shape)?;
    let size = dtype.size();
    let n = bytes / size;
    let row = shape.last().map(|&d| d.max(1) as usize).unwrap_or(1);
    // Zeroed pages come from the kernel on first touch, inside the parallel tasks.
    let mut data = vec![0u8; bytes];
    let stream = rng.clone();
    data.par_chunks_mut(CHUNK * size).enumerate().for_each(|(c, out)| fill_chunk(fill, dtype, &stream, c * CHUNK, row, out));
    rng.skip(match fill {
        Fill::Normal(_) => n.div_ceil(2) as u64,
        Fill::Uniform(..) | Fill::Tokens(_) => n as u64,
        _ => 0,
    });
    Ok(HostTensor { dtype, shape: shape.to_vec(), data })
}

/// Fills `out` with elements `first..` (`first` even), with the widest
/// vector instructions this processor has: the same IEEE operations in the
/// same order either way (Rust never fuses a multiply and an add on its
/// own), so the bytes do not depend on the machine.
fn fill_chunk(fill: &Fill, dtype: DType, stream: &Rng, first: usize, row: usize, out: &mut [u8]) {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx2") {
        // SAFETY: the processor has AVX2, checked just above.
        return unsafe { fill_chunk_avx2(fill, dtype, stream, first, row, out) };
    }
    fill_chunk_portable(fill, dtype, stream, first, row, out)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
fn fill_chunk_avx2(fill: &Fill, dtype: DType, stream: &Rng, first: usize, row: usize, out: &mut [u8]) {
    fill_chunk_portable(fill, dtype, stream, first, row, out)
}

/// Values go through a small f64 block, then one tight write loop per dtype.
#[inline(always)]
fn fill_chunk_portable(fill: &Fill, dtype: DType, stream: &Rng, first: usize, row: usize, out: &mut [u8]) {
    let size = dtype.size();
    let mut values = [0f64; BLOCK];
    for (b, bytes) in out.chunks_mut(BLOCK * size).enumerate() {
        let values = &mut values[..bytes.len() / size];
        block_values(fill, stream, first + b * BLOCK, row, values);
        write_block(dtype, values, bytes);
    }
}

/// Values per block inside a task: even, like [`CHUNK`].
const BLOCK: usize = 256;

/// The values of elements `first..first + out.len()` (`first` even).
#[inline(always)]
fn block_values(fill: &Fill, stream: &Rng, first: usize, row: usize, out: &mut [f64]) {
    match *fill {
        Fill::Normal(std) => normal_block(stream, first / 2, std, out),
        Fill::Uniform(lo, hi) => out.iter_mut().enumerate().for_each(|(k, v)| *v = lo + (hi - lo) * unit(stream.at((first + k) as u64))),
        Fill::Tokens(vocab) => out.iter_mut().enumerate().for_each(|(k, v)| *v = (stream.at((first + k) as u64) % vocab) as f64),
        Fill::Range => out.iter_mut().enumerate().for_each(|(k, v)| *v = ((first + k) % row) as f64),
        Fill::Ones => out.fill(1.0),
        Fill::Zeros => out.fill(0.0),
        Fill::Constant(c) => out.fill(c),
    }
}

/// Rounds each value to `dtype` into `out` (exactly `values.len()` elements).
#[inline(always)]
fn write_block(dtype: DType, values: &[f64], out: &mut [u8]) {
    let size = dtype.size();
    macro_rules! each {
        ($conv:expr) => {
            for (&v, slot) in values.iter().zip(out.chunks_exact_mut(size)) {
                slot.copy_from_slice(&$conv(v).to_le_bytes());
            }
        };
    }
    match dtype {
        DType::F32 => each!(|v: f64| v as f32),
        DType::BF16 => each!(half::bf16::from_f64),
        DType::F16 => each!(half::f16::from_f64),
        DType::F64 => each!(|v: f64| v),
        DType::I32 => each!(|v: f64| v as i32),
        DType::I64 => each!(|v: f64| v as i64),
        _ => values.iter().zip(out.chunks_exact_mut(size)).for_each(|(&v, slot)| write_f64(dtype, v, slot)),
    }
}

/// Rounds one f64 value to `dtype` and writes its little-endian bytes into `out` (exactly its size).
#[inline]
fn write_f64(dtype: DType, v: f64, out: &mut [u8]) {
    use half::{bf16, f16};
    match dtype {
        DType::Bool => out[0] = (v != 0.0) as u8,
        DType::I8 => out.copy_from_slice(&(v as i8).to_le_bytes()),
        DType::I16 => out.copy_from_slice(&(v as i16).to_le_bytes()),
        DType::I32 => out.copy_from_slice(&(v as i32).to_le_bytes()),
        DType::I64 => out.copy_from_slice(&(v as i64).to_le_bytes()),
        DType::U8 => out.copy_from_slice(&(v as u8).to_le_bytes()),
        DType::U16 => out.copy_from_slice(&(v as u16).to_le_bytes()),
        DType::U32 => out.copy_from_slice(&(v as u32).to_le_bytes()),
        DType::U64 => out.copy_from_slice(&(v as u64).to_le_bytes()),
        DType::F16 => out.copy_from_slice(&f16::from_f64(v).to_le_bytes()),
        DType::BF16 => out.copy_from_slice(&bf16::from_f64(v).to_le_bytes()),
        DType::F32 => out.copy_from_slice(&(v as f32).to_le_bytes()),
        DType::F64 => out.copy_from_slice(&v.to_le_bytes()),
    }
}

/// Rounds f64 values to `dtype` and packs them.
pub fn from_f64(dtype: DType, shape: &[i64], values: &[f64]) -> HostTensor {
    let size = dtype.size();
    let mut data = vec![0u8; values.len() * size];
    for (&v, slot) in values.iter().zip(data.chunks_exact_mut(size)) {
        write_f64(dtype, v, slot);
    }
    HostTensor { dtype, shape: shape.to_vec(), data }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fills_out_of_their_range_are_refused() {
        for (bad, says) in
            [("normal(-1)", "is not negative"), ("uniform(5,1)", "below the high end"), ("uniform(2,2)", "below the high end")]
        {
            assert!(Fill::parse(bad).unwrap_err().to_string().contains(says), "{bad}");
        }
        assert_eq!(Fill::parse("normal(0)").unwrap(), Fill::Normal(0.0));
        assert_eq!(Fill::parse("uniform(-1,1)").unwrap(), Fill::Uniform(-1.0, 1.0));
    }

    #[test]
    fn fills_are_deterministic_and_scaled() {
        let mut a = Rng::for_argument(7, "w");
        let mut b = Rng::for_argument(7, "w");
        let ta = fill_tensor(&Fill::Normal(0.02), DType::F32, &[1000], &mut a).unwrap();
        let tb = fill_tensor(&Fill::Normal(0.02), DType::F32, &[1000], &mut b).unwrap();
        assert_eq!(ta, tb);
        let v = ta.to_f64_vec();
        let std = (v.iter().map(|x| x * x).sum::<f64>() / v.len() as f64).sqrt();
        assert!((std - 0.02).abs() < 0.003, "std {std}");
        let other = fill_tensor(&Fill::Normal(0.02), DType::F32, &[1000], &mut Rng::for_argument(7, "v")).unwrap();
        assert_ne!(ta, other);
        let toks = fill_tensor(&Fill::Tokens(50), DType::I32, &[64], &mut a).unwrap().to_vec::<i32>().unwrap();
        assert!(toks.iter().all(|&t| (0..50).contains(&t)));
    }

    /// The bytes do not depend on how many threads fill them, and match a
    /// plain sequential reading of the stream (draw i, or half of draw i/2).
    #[test]
    fn parallel_fills_equal_the_sequential_stream_for_any_thread_count() {
        let n = 3 * CHUNK + 7; // several tasks, an odd tail
        let fill_with = |threads: usize, fill: &Fill, dtype: DType| {
            let pool = rayon::ThreadPoolBuilder::new().num_threads(threads).build().unwrap();
            pool.install(|| {
                let mut rng = Rng::for_argument(11, "w");
                let t = fill_tensor(fill, dtype, &[n as i64], &mut rng).unwrap();
                (t, rng.next_u64())
            })
        };
        for (fill, dtype) in [(Fill::Normal(0.5), DType::F32), (Fill::Uniform(-1.0, 2.0), DType::BF16), (Fill::Tokens(1000), DType::I32)] {
            let one = fill_with(1, &fill, dtype);
            assert_eq!(one, fill_with(3, &fill, dtype), "{fill:?}");
            let mut seq = Rng::for_argument(11, "w");
            let expected: Vec<f64> = match fill {
                Fill::Normal(std) => (0..n.div_ceil(2))
                    .flat_map(|_| {
                        let d = seq.next_u64();
                        [standard_normal(d as u32) * std, standard_normal((d >> 32) as u32) * std]
                    })
                    .take(n)
                    .collect(),
                Fill::Uniform(lo, hi) => (0..n).map(|_| lo + (hi - lo) * seq.next_f64()).collect(),
                Fill::Tokens(v) => (0..n).map(|_| (seq.next_u64() % v) as f64).collect(),
                _ => unreachable!(),
            };
            assert_eq!(one.0, from_f64(dtype, &[n as i64], &expected), "{fill:?}");
            assert_eq!(one.1, seq.next_u64(), "{fill:?}: the stream ends where a sequential fill leaves it");
        }
    }

    /// Pinned values: a change here changes every seeded definition's
    /// inputs, and so its definition hash; re-record the baselines with it.
    #[test]
    fn normal_fill_values_are_pinned() {
        let t = fill_tensor(&Fill::Normal(1.0), DType::F64, &[4], &mut Rng::for_argument(1, "x")).unwrap();
        let bits: Vec<u64> = t.to_vec::<f64>().unwrap().iter().map(|v| v.to_bits()).collect();
        assert_eq!(bits, PINNED, "{:?}", t.to_vec::<f64>().unwrap());
    }
    const PINNED: [u64; 4] = [13820540986554898127, 13830663996022906693, 13827796857840304803, 4605462057658424348];

    /// The same fills as scripts/export_hf/fill.py's `PINNED_DIGESTS`: the
    /// Python port that computes the hf suite's seeded weights (and so its
    /// PyTorch baselines) must give these bytes.
    #[test]
    fn hf_fill_digests_are_pinned() {
        for (spec, name, want) in HF_DIGESTS {
            let t = fill_tensor(&Fill::parse(spec).unwrap(), DType::F32, &[4099], &mut Rng::for_argument(0, name)).unwrap();
            let got = runtime::tensors_file::sha256_hex_parts([t.data.as_slice()]);
            assert_eq!(got, want, "{spec} of `{name}`");
        }
    }
    const HF_DIGESTS: [(&str, &str, &str); 2] = [
        ("normal(0.02)", "model.layers.0.self_attn.q_proj.weight", "d15ab13d4cff9dd3d2f508e13cbd0180b01244c920b3a990519a3da4dca52dd7"),
        ("uniform(-0.5,0.25)", "classifier.bias", "52d820e597481d700c334b2a3f11737ccf3389a52edf9d9431fff4907695fef7"),
    ];

    #[test]
    fn the_normal_transform_is_a_normal() {
        // Known quantiles of N(0, 1), and the tails are reached, finite and symmetric.
        let at = |p: f64| standard_normal((p * 4_294_967_296.0 - 0.5) as u32);
        for (p, z) in [(0.5, 0.0), (0.841_344_746, 1.0), (0.977_249_868, 2.0), (0.001_349_898, -3.0), (0.01, -2.326_347_874)] {
            assert!((at(p) - z).abs() < 1e-6, "p {p}: {} vs {z}", at(p));
        }
        assert!((standard_normal(0) + standard_normal(u32::MAX)).abs() < 1e-9);
        assert!(standard_normal(0) < -6.0 && standard_normal(0).is_finite());
        for x in [1e-300, 1e-10, 0.3, 0.7, 1.0, 2.0, 1e10] {
            assert!((ln(x) - x.ln()).abs() <= 4e-16 * x.ln().abs().max(1.0), "ln({x})");
        }
    }

    #[test]
    fn fill_specs_parse() {
        for s in ["normal(0.02)", "uniform(-1,1)", "ones", "zeros", "tokens(32000)", "range", "constant(5)"] {
            assert_eq!(Fill::parse(s).unwrap().to_spec().replace(' ', ""), s);
        }
        assert!(Fill::parse("gaussian").is_err());
        assert!(Fill::parse("normal(x)").is_err());
        for bad in ["normal(nan)", "uniform(-inf,1)", "constant(inf)", "tokens(NaN)"] {
            let e = Fill::parse(bad).unwrap_err().to_string();
            assert!(e.contains("non-finite"), "{bad}: {e}");
        }
    }
}
