//! What a compile-only row records: the program was compiled for a device
//! topology with no chips (`tpu-compat run --device tpu --topology v6e:2x2`)
//! and never run. [`CompiledFor`] is the typed record on such a row: the
//! target (topology, chips, the compiler library's version and hash), every
//! field of the compiled memory stats, the compiler's cost analysis, the
//! collectives the partitioner inserted, the precision of every dot and
//! convolution in the optimized module, and the predicted step time. Its
//! status is `compiled` (the compile half of the tier's condition holds),
//! never `pass`; see [`crate::status`].

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The target a row was compiled for, and what the compiler said of it.
/// On a row whose compile failed, the target alone: its memory, cost,
/// collectives and precisions are empty (nothing was compiled).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CompiledFor {
    /// The topology name given (`v6e:2x2`).
    pub topology: String,
    /// The chip generation it names (`v6e`), as in [`crate::generations`].
    pub generation: String,
    /// Chips in the topology (the product of its dimensions).
    pub chips: u32,
    /// Devices the topology exposes to the compiler (TensorCores where a
    /// chip has two the compiler addresses apart, as on v4 and TPU7x).
    pub topology_devices: u32,
    /// Devices this program was compiled over (its SPMD partitions; 1 unsharded).
    pub devices: u32,
    /// The first device's kind as the library names it (`TPU v6 lite`).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub device_kind: String,
    /// The compiler library's version string and file hash.
    pub library_version: String,
    pub library_sha256: String,
    /// Per device, the compiled memory stats.
    pub memory: DeviceMemory,
    /// Per device, the HBM the generation has ([`crate::generations`]), where known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hbm_bytes: Option<u64>,
    /// The cost analysis: `flops`, `bytes accessed`, `transcendentals`,
    /// `optimal_seconds` and the per-operand values, as named by the compiler.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub cost: BTreeMap<String, f64>,
    /// Collectives in the optimized module, by HLO opcode (`all-reduce`: 3).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub collectives: BTreeMap<String, u32>,
    /// Dots and convolutions of the optimized module by the precision they
    /// carry (`dot f32 operand_precision=default`: 4).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub precisions: BTreeMap<String, u32>,
    /// Predicted step time on the generation.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub predicted: Option<Predicted>,
}

/// `xla::CompiledMemoryStats`, bytes per device: device memory (HBM) then host memory.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DeviceMemory {
    pub generated_code: i64,
    pub arguments: i64,
    pub outputs: i64,
    /// Argument bytes reused for outputs (a training step's donated state).
    pub alias: i64,
    pub temporaries: i64,
    pub host_generated_code: i64,
    pub host_arguments: i64,
    pub host_outputs: i64,
    pub host_alias: i64,
    pub host_temporaries: i64,
    /// The compiler's own peak, where it gives one (0 where not).
    pub peak: i64,
}

impl DeviceMemory {
    /// Device bytes one execution needs: the peak where given, else
    /// arguments + outputs + temporaries + generated code − alias.
    pub fn total(&self) -> i64 {
        if self.peak > 0 {
            self.peak
        } else {
            self.arguments + self.outputs + self.temporaries + self.generated_code - self.alias
        }
    }
}

/// A predicted step time from the cost analysis and the generation's peaks.
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Predicted {
    /// The compiler's own `optimal_seconds`, where it is not negative (unknown).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub optimal_seconds: Option<f64>,
    /// `flops` ÷ one device's peak for the program's dot dtype.
    pub compute_seconds: f64,
    /// `bytes accessed` ÷ one device's HBM bandwidth.
    pub memory_seconds: f64,
    /// The roofline: the larger of the two.
    pub seconds: f64,
    /// Training steps: the MFU ceiling, `compute_seconds` ÷ the predicted time
    /// (the compiler's where known, else the roofline's).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mfu_ceiling: Option<f64>,
}

impl CompiledFor {
    /// Whether the compiled footprint fits the device's HBM (`None`: the HBM is not known).
    pub fn fits(&self) -> Option<bool> {
        self.hbm_bytes.map(|h| self.memory.total() <= h as i64)
    }

    /// A cost value by the compiler's name.
    pub fn cost(&self, name: &str) -> Option<f64> {
        self.cost.get(name).copied()
    }
}
