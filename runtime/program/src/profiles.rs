//! The two profiles a program is compiled under, as every record names
//! them: the numerics profile (which arithmetic matrix products and
//! convolutions get: a rewrite of the program's text before compile, in
//! `program::numerics`) and the compile profile (how hard the compiler
//! optimises: part of `runtime`'s compile options). Defined once, here,
//! below the crates that apply them and the result rows that record them,
//! so a row's profile is an enum, never a string compared with a literal.

use serde::{Deserialize, Serialize};

/// Which arithmetic matrix products and convolutions get.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Numerics {
    /// The program as written: the device's own arithmetic.
    #[default]
    Native,
    /// A TPU's default: DEFAULT precision is one bf16 pass, HIGH is bf16_3x.
    TpuDefault,
    /// `torch.set_float32_matmul_precision("high")`: DEFAULT and HIGH are bf16_3x.
    TpuHigh,
    /// Full f32 everywhere: the program unchanged (the control).
    TpuHighest,
}

pub const PROFILES: [Numerics; 4] = [Numerics::Native, Numerics::TpuDefault, Numerics::TpuHigh, Numerics::TpuHighest];

impl Numerics {
    pub fn as_str(self) -> &'static str {
        match self {
            Numerics::Native => "native",
            Numerics::TpuDefault => "tpu-default",
            Numerics::TpuHigh => "tpu-high",
            Numerics::TpuHighest => "tpu-highest",
        }
    }
}

impl std::str::FromStr for Numerics {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        PROFILES
            .into_iter()
            .find(|p| p.as_str() == s)
            .ok_or_else(|| format!("unknown numerics profile `{s}` (expected native, tpu-default, tpu-high or tpu-highest)"))
    }
}

impl std::fmt::Display for Numerics {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

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
