//! How a definition's program is compiled, in one place for every command
//! that compiles (`run`, `exec`, `baseline record`, dynamism sweeps): the
//! numerics profile rewrites the program (`suites::numerics`), the compile
//! profile picks the compile options (`runtime::CompileProfile`). Both are
//! recorded on rows, in `run.json` and in baseline provenance; both reach
//! the compile cache key through the program bytes and the encoded options.

use runtime::{CompileOptions, CompileProfile};
use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use suites::numerics::Numerics;

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Compilation {
    #[serde(default)]
    pub numerics: Numerics,
    #[serde(default)]
    pub profile: CompileProfile,
}

impl Compilation {
    /// The program as compiled under the numerics profile.
    pub fn program<'a>(&self, program: &'a [u8]) -> Result<Cow<'a, [u8]>, String> {
        self.numerics.rewrite(program)
    }

    pub fn options(&self) -> CompileOptions {
        CompileOptions::with_profile(self.profile)
    }

    /// What `baseline record` compiles with.
    pub fn recipe(&self) -> baselines::record::Recipe {
        baselines::record::Recipe { numerics: self.numerics, options: self.options() }
    }

    /// The names recorded on rows and in provenance.
    pub fn profiles(&self) -> results::Profiles {
        results::Profiles { numerics: self.numerics.as_str().into(), compile_profile: self.profile.as_str().into() }
    }

    /// Refuses a compile profile the platform's compiler has no setting for.
    pub fn check_platform(&self, platform: &str) -> Result<(), String> {
        self.profile.check_platform(platform)
    }
}

/// `--numerics` and `--compile-profile`, shared by every command that compiles.
#[derive(clap::Args, Debug, Clone, Default)]
pub struct CompilationArgs {
    /// Numerics profile: rewrite f32/f16 dot_general and convolution operands the way a TPU computes
    /// them. native (as written), tpu-default (DEFAULT precision = one bf16 pass, HIGH = bf16_3x),
    /// tpu-high (bf16_3x), tpu-highest (full f32; the control).
    #[arg(long, value_name = "PROFILE", value_parser = clap::builder::PossibleValuesParser::new(["native", "tpu-default", "tpu-high", "tpu-highest"]))]
    pub numerics: Option<String>,
    /// Compile profile: full (the compiler's defaults) or fast (XLA backend optimisation level 0,
    /// no expensive LLVM passes, the classic CPU fusion code generator; CPU and GPU plugins only).
    #[arg(long, value_name = "PROFILE", value_parser = clap::builder::PossibleValuesParser::new(["full", "fast"]))]
    pub compile_profile: Option<String>,
}

impl CompilationArgs {
    /// The settings, with `default_profile` where `--compile-profile` is not given.
    pub fn resolve(&self, default_profile: CompileProfile) -> Result<Compilation, String> {
        let numerics = match &self.numerics {
            Some(n) => n.parse()?,
            None => Numerics::Native,
        };
        let profile = match &self.compile_profile {
            Some(p) => p.parse()?,
            None => default_profile,
        };
        Ok(Compilation { numerics, profile })
    }
}
