//! Host tensors: a dtype, a shape and little-endian bytes. The one currency
//! between safetensors files, device buffers and comparisons.

use crate::dtype::DType;
use crate::error::{DataError, Result};
use crate::footprint::gib;
use half::{bf16, f16};

#[derive(Clone, PartialEq)]
pub struct HostTensor {
    pub dtype: DType,
    pub shape: Vec<i64>,
    pub data: Vec<u8>,
}

impl std::fmt::Debug for HostTensor {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "HostTensor({}{:?}, {} bytes)", self.dtype, self.shape, self.data.len())
    }
}

/// A Rust scalar type that has a [`DType`].
pub trait Element: Copy + Send + Sync + 'static {
    const DTYPE: DType;
    fn write_le(self, out: &mut Vec<u8>);
    fn read_le(bytes: &[u8]) -> Self;
    /// The value as f64, for summaries and comparisons.
    fn to_f64(self) -> f64;
}

macro_rules! element {
    ($t:ty, $d:expr, $n:expr) => {
        impl Element for $t {
            const DTYPE: DType = $d;
            fn write_le(self, out: &mut Vec<u8>) {
                out.extend_from_slice(&self.to_le_bytes());
            }
            fn read_le(bytes: &[u8]) -> Self {
                let mut a = [0u8; $n];
                a.copy_from_slice(&bytes[..$n]);
                <$t>::from_le_bytes(a)
            }
            fn to_f64(self) -> f64 {
                f64::from(self)
            }
        }
    };
}
element!(i8, DType::I8, 1);
element!(i16, DType::I16, 2);
element!(i32, DType::I32, 4);
element!(u8, DType::U8, 1);
element!(u16, DType::U16, 2);
element!(u32, DType::U32, 4);
element!(f32, DType::F32, 4);
element!(f64, DType::F64, 8);
element!(f16, DType::F16, 2);
element!(bf16, DType::BF16, 2);

impl Element for i64 {
    const DTYPE: DType = DType::I64;
    fn write_le(self, out: &mut Vec<u8>) {
        out.extend_from_slice(&self.to_le_bytes());
    }
    fn read_le(b: &[u8]) -> Self {
        i64::from_le_bytes([b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]])
    }
    fn to_f64(self) -> f64 {
        self as f64
    }
}
impl Element for u64 {
    const DTYPE: DType = DType::U64;
    fn write_le(self, out: &mut Vec<u8>) {
        out.extend_from_slice(&self.to_le_bytes());
    }
    fn read_le(b: &[u8]) -> Self {
        u64::from_le_bytes([b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]])
    }
    fn to_f64(self) -> f64 {
        self as f64
    }
}
impl Element for bool {
    const DTYPE: DType = DType::Bool;
    fn write_le(self, out: &mut Vec<u8>) {
        out.push(self as u8);
    }
    fn read_le(b: &[u8]) -> Self {
        b[0] != 0
    }
    fn to_f64(self) -> f64 {
        self as u8 as f64
    }
}

/// Number of elements of a shape; `None` for a negative dimension or overflow.
pub fn element_count(shape: &[i64]) -> Option<usize> {
    shape.iter().try_fold(1usize, |acc, &d| usize::try_from(d).ok().and_then(|d| acc.checked_mul(d)))
}

/// Bytes of a `dtype` tensor of `shape`; `None` for a negative dimension or overflow.
pub fn byte_size(dtype: DType, shape: &[i64]) -> Option<usize> {
    element_count(shape)?.checked_mul(dtype.size())
}

/// Checks, before anything is allocated, that a `dtype` tensor of `shape`
/// has a countable size that fits in host memory; returns its bytes. `what`
/// names the tensor in the error (`argument 3 x`).
pub fn check_allocation(what: &str, dtype: DType, shape: &[i64]) -> Result<usize> {
    let ty = format!("{dtype}{shape:?}");
    let bytes = byte_size(dtype, shape)
        .ok_or_else(|| DataError::tensor(format!("{what} ({ty}): its size overflows or has a negative dimension")))?;
    let limit = crate::footprint::host_memory_limit().map_err(|e| DataError::tensor(e.to_string()))?;
    if bytes as u64 > limit.bytes {
        return Err(DataError::tensor(format!(
            "{what} ({ty}) needs {bytes} bytes ({}), more than the {} of {}",
            gib(bytes as u64),
            gib(limit.bytes),
            limit.source
        )));
    }
    Ok(bytes)
}

impl HostTensor {
    /// A tensor from raw little-endian bytes; checks that the byte count fits shape and dtype.
    pub fn from_bytes(dtype: DType, shape: Vec<i64>, data: Vec<u8>) -> Result<Self> {
        let want = byte_size(dtype, &shape).ok_or_else(|| DataError::tensor(format!("invalid shape {shape:?}")))?;
        if want != data.len() {
            return Err(DataError::tensor(format!("{} bytes do not hold a {dtype}{shape:?} tensor ({want} bytes expected)", data.len())));
        }
        Ok(HostTensor { dtype, shape, data })
    }

    /// A tensor from typed values; checks the count against the shape.
    pub fn from_slice<T: Element>(shape: &[i64], values: &[T]) -> Result<Self> {
        let mut data = Vec::with_capacity(values.len() * T::DTYPE.size());
        for v in values {
            v.write_le(&mut data);
        }
        HostTensor::from_bytes(T::DTYPE, shape.to_vec(), data)
    }

    pub fn scalar<T: Element>(value: T) -> Self {
        let mut data = Vec::new();
        value.write_le(&mut data);
        HostTensor { dtype: T::DTYPE, shape: vec![], data }
    }

    /// Zeros; refused (no allocation) when the size overflows or exceeds host memory.
    pub fn zeros(dtype: DType, shape: &[i64]) -> Result<Self> {
        let bytes = check_allocation("zeros", dtype, shape)?;
        Ok(HostTensor { dtype, shape: shape.to_vec(), data: vec![0; bytes] })
    }

    pub fn len(&self) -> usize {
        self.data.len() / self.dtype.size()
    }

    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }

    /// The values as `T`; an error if `T` is not this tensor's dtype.
    pub fn to_vec<T: Element>(&self) -> Result<Vec<T>> {
        if T::DTYPE != self.dtype {
            return Err(DataError::tensor(format!("tensor is {}, asked for {}", self.dtype, T::DTYPE)));
        }
        Ok(self.data.chunks_exact(self.dtype.size()).map(T::read_le).collect())
    }

    /// Every value widened to f64 (bool and integers included), for summaries.
    pub fn to_f64_vec(&self) -> Vec<f64> {
        let s = self.dtype.size();
        let it = self.data.chunks_exact(s);
        match self.dtype {
            DType::Bool => it.map(|b| bool::read_le(b).to_f64()).collect(),
            DType::I8 => it.map(|b| i8::read_le(b).to_f64()).collect(),
            DType::I16 => it.map(|b| i16::read_le(b).to_f64()).collect(),
            DType::I32 => it.map(|b| i32::read_le(b).to_f64()).collect(),
            DType::I64 => it.map(|b| i64::read_le(b).to_f64()).collect(),
            DType::U8 => it.map(|b| u8::read_le(b).to_f64()).collect(),
            DType::U16 => it.map(|b| u16::read_le(b).to_f64()).collect(),
            DType::U32 => it.map(|b| u32::read_le(b).to_f64()).collect(),
            DType::U64 => it.map(|b| u64::read_le(b).to_f64()).collect(),
            DType::F16 => it.map(|b| f16::read_le(b).to_f64()).collect(),
            DType::BF16 => it.map(|b| bf16::read_le(b).to_f64()).collect(),
            DType::F32 => it.map(|b| f32::read_le(b).to_f64()).collect(),
            DType::F64 => it.map(f64::read_le).collect(),
        }
    }

    /// `f32[2,3]`-style description.
    pub fn type_string(&self) -> String {
        let dims: Vec<String> = self.shape.iter().map(|d| d.to_string()).collect();
        format!("{}[{}]", self.dtype, dims.join(","))
    }

    /// Count of NaN and infinite values (zero for non-float dtypes).
    pub fn non_finite_count(&self) -> usize {
        if !self.dtype.is_float() {
            return 0;
        }
        self.to_f64_vec().iter().filter(|v| !v.is_finite()).count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typed_round_trip_and_checks() {
        let t = HostTensor::from_slice(&[2, 2], &[1.0f32, -2.0, 3.5, 0.0]).unwrap();
        assert_eq!(t.to_vec::<f32>().unwrap(), vec![1.0, -2.0, 3.5, 0.0]);
        assert!(t.to_vec::<f64>().is_err());
        assert!(HostTensor::from_slice(&[3], &[1i32, 2]).is_err());
        let b = HostTensor::from_slice(&[2], &[bf16::from_f32(1.5), bf16::from_f32(-0.25)]).unwrap();
        assert_eq!(b.to_f64_vec(), vec![1.5, -0.25]);
        let nf = HostTensor::from_slice(&[3], &[f32::NAN, 1.0, f32::INFINITY]).unwrap();
        assert_eq!(nf.non_finite_count(), 2);
        assert_eq!(nf.type_string(), "f32[3]");
        assert!(HostTensor::zeros(DType::F32, &[-1]).is_err());
    }

    #[test]
    fn sizes_are_checked_before_allocating() {
        assert_eq!(byte_size(DType::F32, &[2, 3]), Some(24));
        assert_eq!(byte_size(DType::F64, &[i64::MAX, 2]), None);
        assert_eq!(byte_size(DType::F64, &[1 << 61]), None, "the element count fits, the bytes do not");
        let e = check_allocation("argument 0 `x`", DType::F32, &[100_000_000_000]).unwrap_err().to_string();
        assert!(e.contains("argument 0 `x`") && e.contains("400000000000 bytes") && e.contains("more than"), "{e}");
        let e = HostTensor::zeros(DType::F32, &[1 << 40, 1 << 40]).unwrap_err().to_string();
        assert!(e.contains("overflows"), "{e}");
        assert!(check_allocation("x", DType::F32, &[4]).is_ok());
    }
}
