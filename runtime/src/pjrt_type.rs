//! A [`DType`] as PJRT's buffer element type, and back: the one place the
//! host data model meets the plugin's enum.

use pjrt_sys as sys;
use tensors::DType;

/// PJRT's names for the host's element types.
pub(crate) trait PjrtType: Sized {
    fn to_pjrt(self) -> sys::PJRT_Buffer_Type;
    fn from_pjrt(t: sys::PJRT_Buffer_Type) -> Option<Self>;
}

impl PjrtType for DType {
    fn to_pjrt(self) -> sys::PJRT_Buffer_Type {
        match self {
            DType::Bool => sys::PJRT_Buffer_Type_PRED,
            DType::I8 => sys::PJRT_Buffer_Type_S8,
            DType::I16 => sys::PJRT_Buffer_Type_S16,
            DType::I32 => sys::PJRT_Buffer_Type_S32,
            DType::I64 => sys::PJRT_Buffer_Type_S64,
            DType::U8 => sys::PJRT_Buffer_Type_U8,
            DType::U16 => sys::PJRT_Buffer_Type_U16,
            DType::U32 => sys::PJRT_Buffer_Type_U32,
            DType::U64 => sys::PJRT_Buffer_Type_U64,
            DType::F16 => sys::PJRT_Buffer_Type_F16,
            DType::BF16 => sys::PJRT_Buffer_Type_BF16,
            DType::F32 => sys::PJRT_Buffer_Type_F32,
            DType::F64 => sys::PJRT_Buffer_Type_F64,
        }
    }

    fn from_pjrt(t: sys::PJRT_Buffer_Type) -> Option<DType> {
        DType::ALL.into_iter().find(|d| d.to_pjrt() == t)
    }
}

/// The host's element type for a PJRT buffer type, if the harness handles it
/// (for plugins of the project's own that read buffers: the recorder).
pub fn dtype_from_pjrt(t: sys::PJRT_Buffer_Type) -> Option<DType> {
    DType::from_pjrt(t)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_dtype_round_trips_through_pjrt() {
        for d in DType::ALL {
            assert_eq!(DType::from_pjrt(d.to_pjrt()), Some(d));
        }
    }
}
