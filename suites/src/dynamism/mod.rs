//! Bounded-dynamism programs for causal LLMs: for one catalog spec, the
//! static program at exactly a length L (the baseline), the bounded prefill
//! program (input padded to the bound, the real length as an i32 argument,
//! `set_dimension_size` inside), a deliberately broken variant whose
//! sequence reduction ignores the real length (to prove a sweep catches
//! such a bug), and the decode step against a KV cache whose length is
//! bounded, with its static counterpart.
//!
//! The working form on the CPU plugin (design.md): entry arguments are
//! static and padded; `tensor<?x.., #stablehlo.bounds<..>>` arguments are
//! rejected (`PadToStatic is not implemented`). See [`ops`] for which ops
//! honour the dynamic size and why outputs are made static again.

pub mod decode;
pub mod inputs;
pub mod ops;
pub mod prefill;

pub use inputs::{bounded_inputs, pad_prefix};
