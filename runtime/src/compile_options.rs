//! A serialized `xla.CompileOptionsProto`, encoded by hand: PJRT's compile
//! call takes the proto's bytes, and the harness needs three fields of
//! `executable_build_options` (their defaults live in the proto's comments,
//! not in the wire format, so they are always written) plus, for the `fast`
//! compile profile, three of XLA's debug options. Those travel as
//! `env_option_overrides`, which XLA applies on top of its defaults and
//! `XLA_FLAGS` (a `debug_options` message would replace every default).

use serde::{Deserialize, Serialize};

/// How hard the compiler optimises: part of the compile options, so it is
/// explicit per run, recorded, and part of the compile cache key.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CompileProfile {
    /// The compiler's defaults.
    #[default]
    Full,
    /// XLA's backend optimisation level 0, no expensive LLVM passes, and on
    /// the CPU compiler its classic fusion code generator instead of the
    /// MLIR fusion emitters: about a quarter of the compile time on the CPU
    /// plugin, outputs equal to rounding.
    Fast,
}

impl CompileProfile {
    pub fn as_str(self) -> &'static str {
        match self {
            CompileProfile::Full => "full",
            CompileProfile::Fast => "fast",
        }
    }

    /// The profile on a platform (`PJRT_Client_PlatformName`): `fast` is an
    /// XLA debug option, known on XLA's CPU and GPU compilers only; libtpu's
    /// compiler has no documented equivalent, so `fast` is refused there.
    pub fn check_platform(self, platform: &str) -> Result<(), String> {
        let p = platform.to_ascii_lowercase();
        match self {
            CompileProfile::Full => Ok(()),
            CompileProfile::Fast if matches!(p.as_str(), "cpu" | "host" | "cuda" | "gpu" | "rocm") => Ok(()),
            CompileProfile::Fast => Err(format!(
                "--compile-profile fast has no known setting on the `{platform}` compiler (known: XLA's cpu, cuda and rocm); use full"
            )),
        }
    }
}

impl std::str::FromStr for CompileProfile {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "full" => Ok(CompileProfile::Full),
            "fast" => Ok(CompileProfile::Fast),
            _ => Err(format!("unknown compile profile `{s}` (expected full or fast)")),
        }
    }
}

impl std::fmt::Display for CompileProfile {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Options this harness compiles with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CompileOptions {
    /// -1 lets the client pick the device.
    pub device_ordinal: i64,
    pub num_replicas: i64,
    pub num_partitions: i64,
    pub profile: CompileProfile,
}

impl Default for CompileOptions {
    fn default() -> Self {
        CompileOptions { device_ordinal: -1, num_replicas: 1, num_partitions: 1, profile: CompileProfile::Full }
    }
}

impl CompileOptions {
    /// The defaults under `profile`.
    pub fn with_profile(profile: CompileProfile) -> CompileOptions {
        CompileOptions { profile, ..CompileOptions::default() }
    }
}

// Field numbers: CompileOptionsProto.executable_build_options = 3,
// env_option_overrides = 7 (map<string, OptionOverrideProto>: key 1, value 2);
// ExecutableBuildOptionsProto.device_ordinal = 1, num_replicas = 4, num_partitions = 5;
// OptionOverrideProto.bool_field = 2, int_field = 3.
const EXECUTABLE_BUILD_OPTIONS: u64 = 3;
const ENV_OPTION_OVERRIDES: u64 = 7;
const DEVICE_ORDINAL: u64 = 1;
const NUM_REPLICAS: u64 = 4;
const NUM_PARTITIONS: u64 = 5;
const OVERRIDE_BOOL: u64 = 2;
const OVERRIDE_INT: u64 = 3;

/// A debug option's value in `env_option_overrides`.
enum Override {
    Bool(bool),
    Int(i64),
}

/// What `fast` sets: the options XLA documents for "disable most
/// optimizations", and the CPU compiler's older fusion code generator, whose
/// compile is far cheaper (measured on the first 500 Tier 1 definitions
/// under the first two alone vs all three: summed compile 1.8x less, no
/// status changed). A debug option, so GPU compilers ignore the CPU one.
const FAST_OVERRIDES: [(&str, Override); 3] = [
    ("xla_backend_optimization_level", Override::Int(0)),
    ("xla_llvm_disable_expensive_passes", Override::Bool(true)),
    ("xla_cpu_use_fusion_emitters", Override::Bool(false)),
];

fn varint(mut v: u64, out: &mut Vec<u8>) {
    while v >= 0x80 {
        out.push((v as u8) | 0x80);
        v >>= 7;
    }
    out.push(v as u8);
}

fn int64_field(field: u64, v: i64, out: &mut Vec<u8>) {
    varint(field << 3, out); // wire type 0: varint; negative int64 is ten bytes
    varint(v as u64, out);
}

fn bytes_field(field: u64, bytes: &[u8], out: &mut Vec<u8>) {
    varint((field << 3) | 2, out); // wire type 2: length-delimited
    varint(bytes.len() as u64, out);
    out.extend_from_slice(bytes);
}

impl CompileOptions {
    /// The proto's wire bytes.
    pub fn encode(&self) -> Vec<u8> {
        let mut build = Vec::new();
        int64_field(DEVICE_ORDINAL, self.device_ordinal, &mut build);
        int64_field(NUM_REPLICAS, self.num_replicas, &mut build);
        int64_field(NUM_PARTITIONS, self.num_partitions, &mut build);
        let mut out = Vec::new();
        bytes_field(EXECUTABLE_BUILD_OPTIONS, &build, &mut out);
        if self.profile == CompileProfile::Fast {
            for (name, value) in &FAST_OVERRIDES {
                let mut v = Vec::new();
                match value {
                    Override::Bool(b) => int64_field(OVERRIDE_BOOL, *b as i64, &mut v),
                    Override::Int(i) => int64_field(OVERRIDE_INT, *i, &mut v),
                }
                let mut entry = Vec::new();
                bytes_field(1, name.as_bytes(), &mut entry);
                bytes_field(2, &v, &mut entry);
                bytes_field(ENV_OPTION_OVERRIDES, &entry, &mut out);
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn encodes_known_bytes() {
        let bytes = CompileOptions::default().encode();
        // tag 0x1a (field 3, bytes), length 15: 0x08 + ten bytes of -1, 0x20 0x01, 0x28 0x01.
        let mut want = vec![0x1a, 15, 0x08];
        want.extend_from_slice(&[0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01]);
        want.extend_from_slice(&[0x20, 0x01, 0x28, 0x01]);
        assert_eq!(bytes, want);
    }

    #[test]
    fn fast_adds_three_option_overrides_after_the_build_options() {
        let full = CompileOptions::default().encode();
        let fast = CompileOptions::with_profile(CompileProfile::Fast).encode();
        assert!(fast.starts_with(&full));
        let rest = &fast[full.len()..];
        // tag 0x3a (field 7, bytes), entry length, key (0x0a len name), value (0x12 len {0x18 0}).
        let name = b"xla_backend_optimization_level";
        let mut want = vec![0x3a, (2 + name.len() + 4) as u8, 0x0a, name.len() as u8];
        want.extend_from_slice(name);
        want.extend_from_slice(&[0x12, 2, 0x18, 0]);
        assert!(rest.starts_with(&want), "{rest:?}");
        // Then two booleans, each {0x10 value}.
        let mut tail = &rest[want.len()..];
        for (name, value) in [(&b"xla_llvm_disable_expensive_passes"[..], 1), (&b"xla_cpu_use_fusion_emitters"[..], 0)] {
            assert_eq!(tail[0], 0x3a);
            assert_eq!(tail[1] as usize, 2 + name.len() + 4);
            assert_eq!(&tail[4..4 + name.len()], name);
            assert_eq!(&tail[4 + name.len()..8 + name.len()], &[0x12, 2, 0x10, value]);
            tail = &tail[8 + name.len()..];
        }
        assert!(tail.is_empty(), "{tail:?}");
    }

    #[test]
    fn fast_is_refused_where_no_setting_is_known() {
        assert!(CompileProfile::Fast.check_platform("cpu").is_ok());
        assert!(CompileProfile::Fast.check_platform("cuda").is_ok());
        let e = CompileProfile::Fast.check_platform("tpu").unwrap_err();
        assert!(e.contains("`tpu`") && e.contains("use full"), "{e}");
        assert!(CompileProfile::Full.check_platform("tpu").is_ok());
        assert_eq!("fast".parse::<CompileProfile>().unwrap(), CompileProfile::Fast);
        assert!("quick".parse::<CompileProfile>().unwrap_err().contains("full or fast"));
    }
}
