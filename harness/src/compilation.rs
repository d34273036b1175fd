//! How a program is compiled, in one place: the settings ([`Compilation`]:
//! the numerics profile rewrites the program, `program::numerics`; the
//! compile profile picks the compile options, `runtime::CompileProfile`) and
//! the one service that applies them ([`Compiler`]: rewrite, platform check,
//! options, compile cache). A sharded program compiles through the same
//! call with [`Compilation::spmd_devices`] set: the device count is part of
//! the options, so of the compile cache key. Every kind of worker job (plain definitions, op
//! packs, dynamism sweeps) compiles through a `Compiler`, so a setting a run
//! records is a setting its programs were compiled with. Both settings are
//! recorded on rows, in `run.json` and in baseline provenance; both reach
//! the compile cache key through the program bytes and the encoded options.
//!
//! A compile-only run (`--topology NAME`, no chips) compiles through the
//! same settings with [`TopologyCompiler`]: the plugin's compiler for a
//! topology, no client. Its result is the row's typed record
//! ([`results::CompiledFor`]: memory, cost analysis, collectives, dot
//! precisions, predicted time), and its cache holds that record keyed by
//! program, library hash, topology and options (an executable compiled
//! without a client cannot be loaded anywhere, so it is not what is kept).

use crate::runner::cache::CompileCache;
use program::profiles::Numerics;
use results::time::ms_since;
use results::{CompiledFor, Stage, Status};
use runtime::{Client, CompileOptions, CompileProfile, Executable, RuntimeError, Topology};
use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use std::time::Instant;

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Compilation {
    #[serde(default)]
    pub numerics: Numerics,
    #[serde(default)]
    pub profile: CompileProfile,
    /// SPMD partitions: `None` compiles the program for one device (its
    /// shardings, if any, ignored); `Some(n)` partitions it over `n` devices
    /// with Shardy, partition `k` on device `k` (`CompileOptions::spmd`).
    /// Set by the worker from the program, never by a command.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub spmd_devices: Option<u32>,
    /// Replicas: `Some(n)` compiles `n` replicas of the program, replica `k`
    /// on device `k` (`CompileOptions::replicated`), for programs whose
    /// collectives name replica groups. Set by the worker, never by a command.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub replicas: Option<u32>,
}

impl Compilation {
    /// The program as compiled under the numerics profile.
    pub fn program<'a>(&self, program: &'a [u8]) -> Result<Cow<'a, [u8]>, String> {
        self.numerics.rewrite(program).map_err(|e| e.to_string())
    }

    /// The compile options: the profile's, over `spmd_devices` devices where set.
    pub fn options(&self) -> Result<CompileOptions, String> {
        match (self.spmd_devices, self.replicas) {
            (Some(_), Some(_)) => Err("a program is compiled either partitioned or replicated, not both".into()),
            // Past what a device assignment holds (a pod): the compiler assigns partition k to device k itself.
            (Some(n), None) if n as usize > runtime::MAX_ASSIGNED_DEVICES => Ok(CompileOptions {
                profile: self.profile,
                num_partitions: i64::from(n),
                use_spmd_partitioning: true,
                use_shardy_partitioner: true,
                device_assignment: None,
                ..CompileOptions::default()
            }),
            (None, None) => Ok(CompileOptions::with_profile(self.profile)),
            (Some(n), None) => Ok(CompileOptions { profile: self.profile, ..CompileOptions::spmd(n as usize).map_err(|e| e.to_string())? }),
            (None, Some(n)) => {
                Ok(CompileOptions { profile: self.profile, ..CompileOptions::replicated(n as usize).map_err(|e| e.to_string())? })
            }
        }
    }

    /// These settings, partitioned over `devices` devices (one device: unpartitioned).
    pub fn on_devices(&self, devices: usize) -> Compilation {
        Compilation { spmd_devices: (devices > 1).then(|| u32::try_from(devices).unwrap_or(u32::MAX)), replicas: None, ..*self }
    }

    /// These settings, as `replicas` replicas of the program (one: unreplicated).
    pub fn replicated(&self, replicas: usize) -> Compilation {
        Compilation { replicas: (replicas > 1).then(|| u32::try_from(replicas).unwrap_or(u32::MAX)), spmd_devices: None, ..*self }
    }

    /// The names recorded on rows and in provenance.
    pub fn profiles(&self) -> results::Profiles {
        results::Profiles { numerics: self.numerics, compile_profile: self.profile }
    }

    /// Refuses a compile profile the platform's compiler has no setting for.
    pub fn check_platform(&self, platform: &str) -> Result<(), String> {
        self.profile.check_platform(platform)
    }
}

/// The compile service: a client, its compile cache (where there is one)
/// and the platform's name, read once.
pub struct Compiler {
    client: Client,
    cache: Option<CompileCache>,
    platform: Result<String, String>,
}

/// What a compile made (an executable; compile-only, the compiler's
/// record of the program), how it was had, and what that cost.
pub struct Compiled<T = Executable> {
    pub exe: T,
    /// Deserialized from the compile cache rather than compiled.
    pub cached: bool,
    pub compile_ms: f64,
}

/// Why a program did not compile: a setting that cannot be applied (the
/// numerics rewrite failed, the platform has no such compile profile), or
/// the plugin's own error.
#[derive(Debug)]
pub enum CompileFailure {
    Settings(String),
    Plugin(RuntimeError),
}

impl CompileFailure {
    /// The row status this failure means (an out-of-memory compile is `oom`).
    pub fn status(&self) -> Status {
        match self {
            CompileFailure::Settings(_) => crate::verdict::setting_not_applied(),
            CompileFailure::Plugin(e) => crate::verdict::runtime_error(e, Stage::Compile),
        }
    }
}

impl std::fmt::Display for CompileFailure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CompileFailure::Settings(m) => f.write_str(m),
            CompileFailure::Plugin(e) => match crate::verdict::plugin_cannot_take(&e.to_string()) {
                Some(why) => write!(f, "not runnable on this plugin: {why}; the plugin's limit, not the program's. {e}"),
                None => write!(f, "{e}"),
            },
        }
    }
}

impl Compiler {
    /// `cache` is `None` where the compile cache is off.
    pub fn new(client: Client, cache: Option<CompileCache>) -> Compiler {
        let platform = client.platform_name().map_err(|e| e.to_string());
        Compiler { client, cache, platform }
    }

    pub fn client(&self) -> &Client {
        &self.client
    }

    /// Compiles `program` as `settings` say: the numerics rewrite, the
    /// platform check of the compile profile, the options, and the compile
    /// cache unless `no_cache`.
    pub fn compile(&self, settings: &Compilation, program: &[u8], no_cache: bool) -> Result<Compiled, CompileFailure> {
        let t = Instant::now();
        let program = settings.program(program).map_err(CompileFailure::Settings)?;
        self.platform.clone().and_then(|p| settings.check_platform(&p)).map_err(CompileFailure::Settings)?;
        let options = settings.options().map_err(CompileFailure::Settings)?;
        let (exe, cached) = match (&self.cache, no_cache) {
            (Some(cache), false) => cache.compile(&self.client, &program, &options).map(|c| (c.exe, c.cached)),
            _ => self.client.compile(&program, &options).map(|e| (e, false)),
        }
        .map_err(CompileFailure::Plugin)?;
        Ok(Compiled { exe, cached, compile_ms: ms_since(t) })
    }
}

/// The compile service of a compile-only run: one topology of the plugin
/// (no client, no chips), what the library says of itself, and the cache
/// of compile records.
pub struct TopologyCompiler {
    topology: Topology,
    cache: Option<CompileCache>,
    target: CompiledFor,
}

impl TopologyCompiler {
    /// `library_sha256`: the plugin file's hash (a cache key and the row's record).
    pub fn new(topology: Topology, library_sha256: String, cache: Option<CompileCache>) -> Result<TopologyCompiler, RuntimeError> {
        let name = topology.name().to_string();
        let parsed = results::generations::parse_topology(&name).ok();
        let topology_devices = topology.device_count()?;
        let chips = parsed.map_or(topology_devices as u64, |p| p.chips);
        let target = CompiledFor {
            topology: name.clone(),
            generation: parsed.map(|p| p.generation.name.to_string()).unwrap_or_else(|| name.split(':').next().unwrap_or("").to_string()),
            chips: u32::try_from(chips).unwrap_or(u32::MAX),
            topology_devices: u32::try_from(topology_devices).unwrap_or(u32::MAX),
            device_kind: topology.device_kind().unwrap_or_default(),
            library_version: topology.platform_version().unwrap_or_default(),
            library_sha256,
            ..Default::default()
        };
        Ok(TopologyCompiler { topology, cache, target })
    }

    pub fn topology(&self) -> &Topology {
        &self.topology
    }

    /// What every record of this service starts from: the topology, its
    /// chips and devices, the library; no compiled program's figures yet.
    pub fn target(&self) -> &CompiledFor {
        &self.target
    }

    /// The devices the topology exposes.
    pub fn devices(&self) -> usize {
        self.target.topology_devices as usize
    }

    /// Compiles `program` as `settings` say for the topology and describes
    /// the result; from the cache of records unless `no_cache`. The record
    /// is completed as a forward program's (no MFU ceiling): the compile
    /// stage (`crate::pipeline::target`) completes a training step's.
    pub fn compile(&self, settings: &Compilation, program: &[u8], no_cache: bool) -> Result<Compiled<CompiledFor>, CompileFailure> {
        let t = Instant::now();
        let program = settings.program(program).map_err(CompileFailure::Settings)?;
        settings.check_platform("tpu").map_err(CompileFailure::Settings)?;
        let options = settings.options().map_err(CompileFailure::Settings)?;
        let key = self.cache.as_ref().filter(|_| !no_cache).map(|c| (c, c.topology_key(&program, &options, self.topology.name())));
        if let Some((cache, key)) = &key {
            if let Some(record) = cache.read_record(key) {
                return Ok(Compiled { exe: record, cached: true, compile_ms: ms_since(t) });
            }
        }
        let compiled = self.topology.compile(&program, &options).map_err(CompileFailure::Plugin)?;
        let mut record = self.target.clone();
        record.devices = u32::try_from(options.num_devices()).unwrap_or(u32::MAX);
        let m = compiled.memory().map_err(CompileFailure::Plugin)?;
        record.memory = device_memory(&m);
        record.cost = compiled.cost_analysis().unwrap_or_default().into_iter().collect();
        if let Ok(list) = compiled.collectives() {
            for c in list {
                *record.collectives.entry(c.opcode).or_insert(0) += 1;
            }
        }
        if let Ok(list) = compiled.dot_precisions() {
            for d in list {
                *record.precisions.entry(d.label()).or_insert(0) += 1;
            }
        }
        results::generations::complete(&mut record, false);
        if let Some((cache, key)) = &key {
            cache.write_record(key, &record);
        }
        Ok(Compiled { exe: record, cached: false, compile_ms: ms_since(t) })
    }
}

/// The plugin's compiled memory stats as a row records them, every field
/// (0: the plugin does not report it).
pub fn device_memory(m: &runtime::CompiledMemory) -> results::DeviceMemory {
    results::DeviceMemory {
        generated_code: m.generated_code,
        arguments: m.arguments,
        outputs: m.outputs,
        alias: m.alias,
        temporaries: m.temporaries,
        host_generated_code: m.host_generated_code,
        host_arguments: m.host_arguments,
        host_outputs: m.host_outputs,
        host_alias: m.host_alias,
        host_temporaries: m.host_temporaries,
        peak: m.peak,
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
        Ok(Compilation { numerics, profile, spmd_devices: None, replicas: None })
    }
}
