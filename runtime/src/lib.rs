//! The embedded PJRT runtime.
//!
//! This crate owns everything between a StableHLO program and numbers on the
//! host: finding a plugin for a device name ([`plugin`]; where plugins and
//! committed data are looked for: [`paths`]), loading it with
//! `dlopen` and checking its API version, creating a [`Client`], compiling
//! programs into [`Executable`]s, moving [`HostTensor`]s to and from device
//! buffers, and executing. Every PJRT error becomes a [`RuntimeError`] value
//! naming the PJRT function, its code and message; nothing here panics on a
//! plugin's answer, `Drop` included. Handles hold their parents (`Arc`), so a
//! buffer outlives nothing it depends on. Every file a user names is read
//! through [`read`] (regular files only, within the host-memory cap; from
//! the `host-io` crate, shared with `results`), and what a path will hold is
//! checked first with [`Footprint`].

mod aligned;
mod buffer;
mod client;
mod compile_options;
mod dtype;
mod errors;
mod executable;
mod ffi;
pub mod host_memory;
mod manual;
mod page_alloc;
pub mod paths;
pub mod plugin;
pub mod program_shape;
pub mod program_text;
pub mod sharding;
pub mod signature;
mod tensor;
pub mod tensors_file;

pub use buffer::DeviceBuffer;
pub use client::{Client, DeviceInfo};
pub use compile_options::{CompileOptions, CompileProfile, DeviceAssignment, MAX_ASSIGNED_DEVICES};
pub use dtype::DType;
pub use errors::{Result, RuntimeError};
pub use executable::{Argument, Executable, OutputSpec};
pub use host_io::read;
pub use host_memory::{host_memory_limit, Footprint, HostPath};
pub use page_alloc::PageAlignedLarge;
pub use plugin::{DeviceSpec, Plugin};
pub use signature::{argument_aliases, check_nesting, parse_main_signature, Attributes, MainSignature, TensorType};
pub use tensor::{byte_size, check_allocation, element_count, Element, HostTensor};

/// The PJRT C API version of the header the bindings were generated from.
pub const BINDINGS_API_VERSION: (i32, i32) = (pjrt_sys::PJRT_API_MAJOR as i32, pjrt_sys::PJRT_API_MINOR as i32);
