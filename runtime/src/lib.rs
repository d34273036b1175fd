//! The embedded PJRT runtime.
//!
//! This crate owns everything between a StableHLO program and numbers on the
//! host: finding a plugin for a device name ([`plugin`]; where plugins and
//! committed data are looked for: [`paths`]), loading it with
//! `dlopen` and checking its API version, creating a [`Client`], compiling
//! programs into [`Executable`]s (or, with no chips, for a
//! [`Topology`] into a [`CompiledProgram`] that is only described), moving [`HostTensor`]s to and from device
//! buffers, and executing. Every PJRT error becomes a [`RuntimeError`] value
//! naming the PJRT function, its code and message; nothing here panics on a
//! plugin's answer, `Drop` included. Handles hold their parents (`Arc`), so a
//! buffer outlives nothing it depends on. Every file a user names is read
//! through [`read`] (regular files only, within the host-memory cap; from
//! the `host-io` crate, shared with `results`), and what a path will hold is
//! checked first with [`Footprint`].

mod buffer;
mod client;
mod compile_options;
mod compiled;
mod errors;
mod executable;
mod ffi;
mod pjrt_type;
pub mod plugin;
mod topology;

pub use buffer::DeviceBuffer;
pub use client::{Client, DeviceInfo};
pub use compile_options::{profile_flags, AssignmentError, CompileOptions, CompileProfile, DeviceAssignment, MAX_ASSIGNED_DEVICES};
pub use compiled::CompiledMemory;
pub use errors::{Result, RuntimeError};
pub use executable::{Argument, Executable, OutputSpec};
pub use pjrt_type::dtype_from_pjrt;
pub use plugin::{DeviceSpec, Plugin};
pub use topology::{CompiledProgram, Topology};

// The host data model and the program's text live below the plugin, in
// `tensors`, `program` and `host-io`; they are re-exported here under the
// names the runner has always used, so code that drives a plugin needs one
// crate.
pub use host_io::{cpu, paths, read};
pub use program::{argument_aliases, check_nesting, parse_main_signature, Attributes, MainSignature, TensorType};
pub use program::{shape as program_shape, sharding, signature, text as program_text};
pub use tensors::{byte_size, check_allocation, element_count, Element, HostTensor};
pub use tensors::{file as tensors_file, footprint as host_memory};
pub use tensors::{host_memory_limit, DType, DataError, Footprint, HostPath, PageAlignedLarge};

/// The PJRT C API version of the header the bindings were generated from.
pub const BINDINGS_API_VERSION: (i32, i32) = (pjrt_sys::PJRT_API_MAJOR as i32, pjrt_sys::PJRT_API_MINOR as i32);
