//! Deterministic argument filling from a seed: the same bytes on every
//! machine (SplitMix64 and Box-Muller, no platform RNG), scaled like real
//! initialisation so that outputs stay finite.

use runtime::{DType, HostTensor};

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

impl Fill {
    /// Parses `normal(0.02)`, `uniform(-1,1)`, `ones`, `zeros`, `tokens(32000)`, `range`, `constant(5)`.
    pub fn parse(s: &str) -> Result<Fill, String> {
        let s = s.trim();
        let (head, args) = match s.find('(') {
            Some(i) if s.ends_with(')') => (&s[..i], Some(&s[i + 1..s.len() - 1])),
            _ => (s, None),
        };
        let nums = |a: Option<&str>| -> Result<Vec<f64>, String> {
            a.unwrap_or("")
                .split(',')
                .filter(|x| !x.trim().is_empty())
                .map(|x| x.trim().parse::<f64>().map_err(|_| format!("bad number `{x}` in fill `{s}`")))
                .collect()
        };
        let n = nums(args)?;
        if let Some(x) = n.iter().find(|x| !x.is_finite()) {
            return Err(format!("fill `{s}` has the non-finite parameter {x}"));
        }
        match (head, n.as_slice()) {
            ("normal", [std]) => Ok(Fill::Normal(*std)),
            ("uniform", [lo, hi]) => Ok(Fill::Uniform(*lo, *hi)),
            ("ones", []) => Ok(Fill::Ones),
            ("zeros", []) => Ok(Fill::Zeros),
            ("tokens", [v]) if *v >= 1.0 => Ok(Fill::Tokens(*v as u64)),
            ("range", []) => Ok(Fill::Range),
            ("constant", [c]) => Ok(Fill::Constant(*c)),
            _ => Err(format!("unknown fill `{s}` (expected normal(STD), uniform(LO,HI), ones, zeros, tokens(VOCAB), range, constant(X))")),
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

/// SplitMix64: tiny, fast, and identical everywhere.
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
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Uniform in [0, 1).
    pub fn next_f64(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }

    /// Standard normal (Box-Muller, one value per call).
    pub fn next_normal(&mut self) -> f64 {
        let u1 = self.next_f64().max(f64::MIN_POSITIVE);
        let u2 = self.next_f64();
        (-2.0 * u1.ln()).sqrt() * (std::f64::consts::TAU * u2).cos()
    }
}

/// Fills a tensor of `dtype` and `shape`; values are computed in f64 and
/// rounded once to the element type. The size is checked against host
/// memory before anything is allocated.
pub fn fill_tensor(fill: &Fill, dtype: DType, shape: &[i64], rng: &mut Rng) -> Result<HostTensor, String> {
    let bytes = runtime::check_allocation("the filled tensor", dtype, shape).map_err(|e| e.to_string())?;
    let n = bytes / dtype.size();
    let row = shape.last().map(|&d| d.max(1) as usize).unwrap_or(1);
    let mut data = Vec::with_capacity(bytes);
    for i in 0..n {
        let v = match fill {
            Fill::Normal(std) => rng.next_normal() * std,
            Fill::Uniform(lo, hi) => lo + (hi - lo) * rng.next_f64(),
            Fill::Ones => 1.0,
            Fill::Zeros => 0.0,
            Fill::Tokens(v) => (rng.next_u64() % v) as f64,
            Fill::Range => (i % row) as f64,
            Fill::Constant(c) => *c,
        };
        push_f64(dtype, v, &mut data);
    }
    Ok(HostTensor { dtype, shape: shape.to_vec(), data })
}

/// Rounds f64 values to `dtype` and packs them.
pub fn from_f64(dtype: DType, shape: &[i64], values: &[f64]) -> HostTensor {
    let mut data = Vec::with_capacity(values.len() * dtype.size());
    for &v in values {
        push_f64(dtype, v, &mut data);
    }
    HostTensor { dtype, shape: shape.to_vec(), data }
}

/// Rounds one f64 value to `dtype` and appends its little-endian bytes.
fn push_f64(dtype: DType, v: f64, data: &mut Vec<u8>) {
    use half::{bf16, f16};
    match dtype {
        DType::Bool => data.push((v != 0.0) as u8),
        DType::I8 => data.extend_from_slice(&(v as i8).to_le_bytes()),
        DType::I16 => data.extend_from_slice(&(v as i16).to_le_bytes()),
        DType::I32 => data.extend_from_slice(&(v as i32).to_le_bytes()),
        DType::I64 => data.extend_from_slice(&(v as i64).to_le_bytes()),
        DType::U8 => data.extend_from_slice(&(v as u8).to_le_bytes()),
        DType::U16 => data.extend_from_slice(&(v as u16).to_le_bytes()),
        DType::U32 => data.extend_from_slice(&(v as u32).to_le_bytes()),
        DType::U64 => data.extend_from_slice(&(v as u64).to_le_bytes()),
        DType::F16 => data.extend_from_slice(&f16::from_f64(v).to_le_bytes()),
        DType::BF16 => data.extend_from_slice(&bf16::from_f64(v).to_le_bytes()),
        DType::F32 => data.extend_from_slice(&(v as f32).to_le_bytes()),
        DType::F64 => data.extend_from_slice(&v.to_le_bytes()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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

    #[test]
    fn fill_specs_parse() {
        for s in ["normal(0.02)", "uniform(-1,1)", "ones", "zeros", "tokens(32000)", "range", "constant(5)"] {
            assert_eq!(Fill::parse(s).unwrap().to_spec().replace(' ', ""), s);
        }
        assert!(Fill::parse("gaussian").is_err());
        assert!(Fill::parse("normal(x)").is_err());
        for bad in ["normal(nan)", "uniform(-inf,1)", "constant(inf)", "tokens(NaN)"] {
            let e = Fill::parse(bad).unwrap_err();
            assert!(e.contains("non-finite"), "{bad}: {e}");
        }
    }
}
