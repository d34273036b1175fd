//! The per-suite defaults a run takes when its flags do not say, each with
//! the measurement behind it.

use runtime::{CompileProfile, DeviceSpec};
use suites::Suite;

/// The compile profile when `--compile-profile` is not given.
///
/// On the CPU plugin every suite compiles `fast` except the op tier and
/// `realsize`. Measured with `scripts/bench-profiles` (each kind under
/// `full` then `fast`, cache off, one session, 2 cores):
///
/// | kind | rows | statuses that differ | full / fast wall |
/// |---|---|---|---|
/// | op tier (3,115 cases) | 3,115 | **8** (tan, chlo.tan in f32/bf16/f16, a tanh, an i8 power: fail-parity under fast) | 10.3x |
/// | dynamism sweeps (`--self`, first 40) | 517 | 0 | 5.7x |
/// | a folder suite of your own with baselines (200 Tier 2 definitions, materialized) | 200 | 0 | 7.2x |
/// | Tier 1 (first 500), Tier 2 (657), `hf` (119), earlier sessions | | 0 | 2.2x, 3.8x, 6.0x |
///
/// The op tier judges single ops to a few ULPs, and `fast` swaps in other
/// kernels for some transcendental ops: it keeps the compiler's defaults.
/// `realsize` is not measured (its time is loading and executing, not
/// compiling) and keeps them too; so does every other device.
pub fn compile_profile(suite: &Suite, device: &DeviceSpec) -> CompileProfile {
    let op_cases = suite.case(0).is_some();
    match device {
        DeviceSpec::Cpu if !op_cases && suite.name != "realsize" => CompileProfile::Fast,
        _ => CompileProfile::Full,
    }
}
