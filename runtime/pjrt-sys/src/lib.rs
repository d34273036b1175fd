//! Raw bindings to the PJRT C API, generated at build time (see `build.rs`).
//!
//! Only `runtime` uses these directly; it wraps every call so that plugin
//! errors become values. `PJRT_API_MAJOR`/`PJRT_API_MINOR` are the version of
//! the header the bindings came from, which `runtime` checks against the
//! version a loaded plugin reports.
#![allow(non_upper_case_globals, non_camel_case_types, non_snake_case, dead_code, clippy::all)]

include!(concat!(env!("OUT_DIR"), "/bindings.rs"));
