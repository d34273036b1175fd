//! The host's data model, below the plugin: element types ([`DType`]), host
//! tensors ([`HostTensor`]: a dtype, a shape and little-endian bytes, the one
//! currency between files, device buffers and comparisons), safetensors
//! files ([`file`]: read within the host-memory cap, written atomically,
//! hashed), what a path will hold before it allocates ([`Footprint`]), and
//! the 64-byte alignment the CPU plugin needs to borrow host memory.
//!
//! A crate of its own so that what reads or makes tensors (suites, baselines,
//! reports) never links the PJRT bindings: only `runtime` does.

pub mod aligned;
mod dtype;
mod error;
pub mod file;
pub mod footprint;
mod page_alloc;
mod tensor;

pub use dtype::{DType, UnknownDType};
pub use error::{DataError, Result};
pub use footprint::{host_memory_limit, Footprint, HostPath};
pub use page_alloc::PageAlignedLarge;
pub use tensor::{byte_size, check_allocation, element_count, Element, HostTensor};
