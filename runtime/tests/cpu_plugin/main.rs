//! Integration tests of the runtime against the real CPU PJRT plugin
//! (`xla-cpu-pjrt`, unpacked under `.plugins/` by `scripts/setup`).
//!
//! One test binary, so the plugin is loaded and one client created once per
//! process; each module covers one promise of the runtime (ops, dtypes,
//! bounded dynamism, errors, serialization, several clients). Every expected
//! value is computed here in plain Rust, never read back from the plugin.
//! The resident-memory check lives in its own binary (`tests/leak.rs`) so
//! that other tests running in parallel do not disturb its measurement.

mod clients;
mod dtypes;
mod dynamism;
mod errors;
mod host_buffers;
mod multi_device;
mod ops;
mod program_shape;
mod serialize;
mod training;

use runtime::{Client, CompileOptions, DeviceSpec, Executable, HostTensor, Plugin};
use std::sync::OnceLock;

/// The client every test shares: PJRT clients are thread-safe, and creating
/// one per test would multiply the plugin's thread pools.
pub fn client() -> &'static Client {
    static CLIENT: OnceLock<Client> = OnceLock::new();
    CLIENT.get_or_init(|| {
        let plugin =
            Plugin::for_device(&DeviceSpec::Cpu).unwrap_or_else(|e| panic!("the CPU plugin must be installed (scripts/setup): {e}"));
        Client::new(plugin).unwrap_or_else(|e| panic!("client creation failed: {e}"))
    })
}

/// Compiles StableHLO text on the shared client, failing the test with the plugin's message.
pub fn compile(program: &str) -> Executable {
    client().compile(program.as_bytes(), &CompileOptions::default()).unwrap_or_else(|e| panic!("compile failed: {e}\n{program}"))
}

/// Compiles and runs in one go.
pub fn run(program: &str, inputs: &[HostTensor]) -> Vec<HostTensor> {
    compile(program).run(inputs).unwrap_or_else(|e| panic!("run failed: {e}"))
}

/// `HostTensor::from_slice` that fails the test on a count mismatch.
pub fn tensor<T: runtime::Element>(shape: &[i64], values: &[T]) -> HostTensor {
    HostTensor::from_slice(shape, values).unwrap_or_else(|e| panic!("bad test tensor: {e}"))
}

/// The f32 values of an output, with its shape checked first.
pub fn f32s(t: &HostTensor, shape: &[i64]) -> Vec<f32> {
    assert_eq!(t.shape, shape, "output shape");
    t.to_vec::<f32>().unwrap_or_else(|e| panic!("{e}"))
}

/// Asserts two float slices agree to a relative-plus-absolute tolerance.
pub fn assert_close(got: &[f32], want: &[f32], tol: f32) {
    assert_eq!(got.len(), want.len(), "length: got {got:?}, want {want:?}");
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        assert!((g - w).abs() <= tol * (1.0 + w.abs()), "element {i}: got {g}, want {w} (all: {got:?} vs {want:?})");
    }
}
