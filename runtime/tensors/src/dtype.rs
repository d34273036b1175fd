//! Element types, with explicit conversions to PJRT, StableHLO and
//! safetensors spellings. Each conversion is a plain match, tested below.

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum DType {
    Bool,
    I8,
    I16,
    I32,
    I64,
    U8,
    U16,
    U32,
    U64,
    F16,
    BF16,
    F32,
    F64,
}

impl DType {
    pub const ALL: [DType; 13] = [
        DType::Bool,
        DType::I8,
        DType::I16,
        DType::I32,
        DType::I64,
        DType::U8,
        DType::U16,
        DType::U32,
        DType::U64,
        DType::F16,
        DType::BF16,
        DType::F32,
        DType::F64,
    ];

    /// Bytes per element on the host (bool is one byte, as PJRT's PRED).
    pub fn size(self) -> usize {
        match self {
            DType::Bool | DType::I8 | DType::U8 => 1,
            DType::I16 | DType::U16 | DType::F16 | DType::BF16 => 2,
            DType::I32 | DType::U32 | DType::F32 => 4,
            DType::I64 | DType::U64 | DType::F64 => 8,
        }
    }

    pub fn is_float(self) -> bool {
        matches!(self, DType::F16 | DType::BF16 | DType::F32 | DType::F64)
    }

    /// The element type as StableHLO writes it in a tensor type (`tensor<2x3xbf16>`).
    pub fn mlir(self) -> &'static str {
        match self {
            DType::Bool => "i1",
            DType::I8 => "i8",
            DType::I16 => "i16",
            DType::I32 => "i32",
            DType::I64 => "i64",
            DType::U8 => "ui8",
            DType::U16 => "ui16",
            DType::U32 => "ui32",
            DType::U64 => "ui64",
            DType::F16 => "f16",
            DType::BF16 => "bf16",
            DType::F32 => "f32",
            DType::F64 => "f64",
        }
    }

    pub fn from_mlir(s: &str) -> Option<DType> {
        DType::ALL.into_iter().find(|d| d.mlir() == s)
    }

    /// Short lowercase name used in catalogs, CLIs and reports.
    pub fn name(self) -> &'static str {
        match self {
            DType::Bool => "bool",
            DType::I8 => "i8",
            DType::I16 => "i16",
            DType::I32 => "i32",
            DType::I64 => "i64",
            DType::U8 => "u8",
            DType::U16 => "u16",
            DType::U32 => "u32",
            DType::U64 => "u64",
            DType::F16 => "f16",
            DType::BF16 => "bf16",
            DType::F32 => "f32",
            DType::F64 => "f64",
        }
    }

    pub fn from_name(s: &str) -> Option<DType> {
        DType::ALL.into_iter().find(|d| d.name() == s)
    }

    pub fn to_safetensors(self) -> safetensors::Dtype {
        use safetensors::Dtype as S;
        match self {
            DType::Bool => S::BOOL,
            DType::I8 => S::I8,
            DType::I16 => S::I16,
            DType::I32 => S::I32,
            DType::I64 => S::I64,
            DType::U8 => S::U8,
            DType::U16 => S::U16,
            DType::U32 => S::U32,
            DType::U64 => S::U64,
            DType::F16 => S::F16,
            DType::BF16 => S::BF16,
            DType::F32 => S::F32,
            DType::F64 => S::F64,
        }
    }

    pub fn from_safetensors(d: safetensors::Dtype) -> Option<DType> {
        DType::ALL.into_iter().find(|x| x.to_safetensors() == d)
    }
}

impl std::fmt::Display for DType {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is no [`DType`] (by its own name or its MLIR spelling).
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("unknown dtype `{0}` (expected one of bool, i8, i16, i32, i64, u8, u16, u32, u64, f16, bf16, f32, f64)")]
pub struct UnknownDType(pub String);

impl std::str::FromStr for DType {
    type Err = UnknownDType;
    fn from_str(s: &str) -> Result<Self, UnknownDType> {
        DType::from_name(s).or_else(|| DType::from_mlir(s)).ok_or_else(|| UnknownDType(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_conversion_round_trips() {
        for d in DType::ALL {
            assert_eq!(DType::from_mlir(d.mlir()), Some(d));
            assert_eq!(DType::from_name(d.name()), Some(d));
            assert_eq!(DType::from_safetensors(d.to_safetensors()), Some(d));
            assert_eq!(d.name().parse::<DType>().unwrap(), d);
        }
        assert_eq!(DType::BF16.size(), 2);
        assert_eq!(DType::Bool.mlir(), "i1");
        assert!("f8".parse::<DType>().is_err());
    }
}
