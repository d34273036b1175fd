//! Finding and loading PJRT plugins.
//!
//! A device name maps to a plugin file: `cpu` to the `xla-cpu-pjrt` wheel,
//! `gpu` to `xla-cuda12-pjrt`, `tpu` to `libtpu`, anything path-like to that
//! file. Wheels are looked for under the plugin folders of [`crate::paths`]
//! (`TPU_COMPAT_PLUGIN_DIR`, else beside the installed binary, else `.plugins/`
//! of the checkout, where `scripts/setup` unpacks them);
//! `TPU_COMPAT_PLUGIN` names one file for every device. `libtpu` is loaded
//! for execution only where TPU device files exist. Without chips it is
//! loaded compile-only ([`Plugin::load_compile_only`]): with
//! `TPU_SKIP_MDS_QUERY=1` and `TPU_WORKER_HOSTNAMES=localhost` it does not
//! probe the cloud metadata server (which, unset, costs minutes), and it
//! serves `crate::Topology` compiles, never an execution.

use crate::errors::{Result, RuntimeError};
use crate::ffi::{args, call};
use pjrt_sys as sys;

use std::path::{Path, PathBuf};
use std::sync::Arc;

/// What the user asked to run on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DeviceSpec {
    Cpu,
    Gpu,
    Tpu,
    /// An explicit plugin file.
    Path(PathBuf),
}

impl std::str::FromStr for DeviceSpec {
    type Err = String;
    fn from_str(s: &str) -> std::result::Result<Self, String> {
        match s {
            "cpu" => Ok(DeviceSpec::Cpu),
            "gpu" | "cuda" => Ok(DeviceSpec::Gpu),
            "tpu" => Ok(DeviceSpec::Tpu),
            _ if s.contains('/') || s.ends_with(".so") => Ok(DeviceSpec::Path(PathBuf::from(s))),
            _ => Err(format!("unknown device `{s}`: use cpu, gpu, tpu or the path of a PJRT plugin .so")),
        }
    }
}

impl std::fmt::Display for DeviceSpec {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DeviceSpec::Cpu => f.write_str("cpu"),
            DeviceSpec::Gpu => f.write_str("gpu"),
            DeviceSpec::Tpu => f.write_str("tpu"),
            DeviceSpec::Path(p) => write!(f, "{}", p.display()),
        }
    }
}

/// Where each named device's plugin sits inside an unpacked wheel folder.
const CPU_IN_WHEEL: &str = "xla_plugins/xla_cpu_pjrt/xla_cpu_pjrt.so";
const GPU_IN_WHEEL: &str = "xla_plugins/xla_cuda12_pjrt/xla_gpu_pjrt.so";
const TPU_IN_WHEEL: &str = "libtpu/libtpu.so";

/// The first existing folder of unpacked plugin wheels ([`crate::paths::plugin_dirs`]).
pub fn plugin_dir() -> PathBuf {
    let dirs = crate::paths::plugin_dirs();
    dirs.iter().find(|d| d.is_dir()).or(dirs.last()).cloned().unwrap_or_default()
}

/// True when this machine exposes TPU device files.
pub fn tpu_present() -> bool {
    let has = |dir: &str, prefix: &str| {
        std::fs::read_dir(dir).map(|rd| rd.flatten().any(|e| e.file_name().to_string_lossy().starts_with(prefix))).unwrap_or(false)
    };
    has("/dev", "accel") || has("/dev/vfio", "")
}

fn no_tpu() -> RuntimeError {
    RuntimeError::NoTpu {
        hint: "neither /dev/accel* nor /dev/vfio/* exists, so libtpu is not loaded to execute (it would \
               probe the cloud metadata server for minutes); run on a TPU VM, pick --device cpu, or compile \
               only for a TPU topology with no chip: `run SUITE --device tpu --topology v6e:2x2`"
            .into(),
    }
}

/// Resolves a device to a plugin file to execute on, without loading it:
/// `tpu` only where TPU device files exist ([`locate_library`] finds libtpu
/// for compile-only runs anywhere).
pub fn locate(spec: &DeviceSpec) -> Result<PathBuf> {
    if *spec == DeviceSpec::Tpu && std::env::var_os("TPU_COMPAT_PLUGIN").is_none() && !tpu_present() {
        return Err(no_tpu());
    }
    locate_library(spec)
}

/// Resolves a device to its plugin file, without loading it and without
/// asking whether chips are attached.
pub fn locate_library(spec: &DeviceSpec) -> Result<PathBuf> {
    if let Some(p) = std::env::var_os("TPU_COMPAT_PLUGIN") {
        return Ok(PathBuf::from(p));
    }
    let (in_wheel, hint) = match spec {
        DeviceSpec::Path(p) => return Ok(p.clone()),
        DeviceSpec::Cpu => (CPU_IN_WHEEL, "run scripts/setup, which unpacks the xla-cpu-pjrt wheel into .plugins/"),
        DeviceSpec::Gpu => {
            (GPU_IN_WHEEL, "unpack the xla-cuda12-pjrt wheel into .plugins/ (scripts/setup --gpu), or pass --device PATH.so")
        }
        DeviceSpec::Tpu => {
            (TPU_IN_WHEEL, "run scripts/setup --tpu, which unpacks the libtpu wheel into .plugins/, or pass --device /path/to/libtpu.so")
        }
    };
    let mut searched = Vec::new();
    for dir in crate::paths::plugin_dirs() {
        let mut entries: Vec<PathBuf> = std::fs::read_dir(&dir).map(|rd| rd.flatten().map(|e| e.path()).collect()).unwrap_or_default();
        entries.sort();
        for wheel in entries.iter().rev() {
            let candidate = wheel.join(in_wheel);
            if candidate.is_file() {
                return Ok(candidate);
            }
        }
        searched.push(dir.join("*").join(in_wheel));
    }
    Err(RuntimeError::PluginNotFound { device: spec.to_string(), searched, hint: hint.into() })
}

/// The environment libtpu is loaded under for compile-only use (each set
/// only where unset): `TPU_SKIP_MDS_QUERY` (no cloud metadata server),
/// `TPU_WORKER_HOSTNAMES` and `TPU_ACCELERATOR_TYPE` (which it would ask that
/// server for; silences its warnings), `ALLOW_MULTIPLE_LIBTPU_LOAD` (worker
/// processes side by side: without it the second fails
/// `PJRT_Plugin_Initialize` on `/tmp/libtpu_lockfile`).
pub const COMPILE_ONLY_ENV: [(&str, &str); 4] = [
    ("TPU_SKIP_MDS_QUERY", "1"),
    ("TPU_WORKER_HOSTNAMES", "localhost"),
    ("TPU_ACCELERATOR_TYPE", "v6e-4"),
    ("ALLOW_MULTIPLE_LIBTPU_LOAD", "1"),
];

fn is_libtpu(path: &Path) -> bool {
    path.file_name().is_some_and(|n| n.to_string_lossy().contains("libtpu"))
}

/// A loaded plugin: the library handle and its `PJRT_Api` table.
pub struct Plugin {
    api: *const sys::PJRT_Api,
    path: PathBuf,
    version: (i32, i32),
    // Never unloaded: XLA plugins keep thread pools and static state alive
    // past their last client, and `dlclose` under them crashes at exit.
    _lib: std::mem::ManuallyDrop<libloading::Library>,
}

// SAFETY: the PJRT C API is thread-safe by contract; the table is read-only.
unsafe impl Send for Plugin {}
unsafe impl Sync for Plugin {}

impl std::fmt::Debug for Plugin {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Plugin({}, PJRT {}.{})", self.path.display(), self.version.0, self.version.1)
    }
}

impl Plugin {
    /// Finds and loads the plugin for a device.
    pub fn for_device(spec: &DeviceSpec) -> Result<Arc<Plugin>> {
        Plugin::load(&locate(spec)?)
    }

    /// Loads a plugin file, checks its API version and initialises it.
    pub fn load(path: &Path) -> Result<Arc<Plugin>> {
        if !path.is_file() {
            return Err(RuntimeError::PluginLoad { path: path.into(), reason: "no such file".into() });
        }
        if is_libtpu(path) && !tpu_present() {
            return Err(no_tpu());
        }
        Plugin::open(path)
    }

    /// Loads a plugin to compile with only ([`crate::Topology`]), whether or
    /// not chips are attached. For libtpu it first sets, where unset,
    /// [`COMPILE_ONLY_ENV`]: no metadata-server query, this host as the only
    /// worker, and several processes may hold the library at once (its
    /// lock file guards chips, which a compile-only process never opens).
    /// Call it before the process starts threads of its own: it sets
    /// environment variables.
    pub fn load_compile_only(path: &Path) -> Result<Arc<Plugin>> {
        if !path.is_file() {
            return Err(RuntimeError::PluginLoad { path: path.into(), reason: "no such file".into() });
        }
        if is_libtpu(path) {
            for (k, v) in COMPILE_ONLY_ENV {
                if std::env::var_os(k).is_none() {
                    std::env::set_var(k, v);
                }
            }
        }
        Plugin::open(path)
    }

    fn open(path: &Path) -> Result<Arc<Plugin>> {
        // SAFETY: loading a shared library runs its initialisers; that is the
        // point of a plugin, and the user chose the file.
        let lib =
            unsafe { libloading::Library::new(path) }.map_err(|e| RuntimeError::PluginLoad { path: path.into(), reason: e.to_string() })?;
        type GetApi = unsafe extern "C" fn() -> *const sys::PJRT_Api;
        // SAFETY: the symbol's type is fixed by the PJRT C API.
        let get: libloading::Symbol<GetApi> = unsafe { lib.get(b"GetPjrtApi\0") }.map_err(|e| RuntimeError::PluginLoad {
            path: path.into(),
            reason: format!("no GetPjrtApi symbol ({e}); not a PJRT plugin"),
        })?;
        let api = unsafe { get() };
        if api.is_null() {
            return Err(RuntimeError::PluginLoad { path: path.into(), reason: "GetPjrtApi returned null".into() });
        }
        // SAFETY: non-null table from the plugin; the version struct is its
        // second field, present in every API version.
        let v = unsafe { &(*api).pjrt_api_version };
        let version = (v.major_version, v.minor_version);
        let plugin = Plugin { api, path: path.into(), version, _lib: std::mem::ManuallyDrop::new(lib) };
        if version.0 != crate::BINDINGS_API_VERSION.0 {
            return Err(RuntimeError::ApiVersion { path: path.into(), plugin: version, bindings: crate::BINDINGS_API_VERSION });
        }
        let mut init = args!(PJRT_Plugin_Initialize_Args);
        match call!(plugin, PJRT_Plugin_Initialize, init) {
            Ok(()) | Err(RuntimeError::Unsupported { .. }) => {}
            Err(e) => return Err(e),
        }
        Ok(Arc::new(plugin))
    }

    pub(crate) fn api(&self) -> &sys::PJRT_Api {
        // SAFETY: checked non-null at load; the library outlives self.
        unsafe { &*self.api }
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The plugin's PJRT C API version (major, minor).
    pub fn api_version(&self) -> (i32, i32) {
        self.version
    }

    /// The plugin's self-description (`PJRT_Plugin_Attributes`), as `name=value` strings.
    pub fn attributes(&self) -> Vec<(String, String)> {
        let mut a = args!(PJRT_Plugin_Attributes_Args);
        if call!(self, PJRT_Plugin_Attributes, a).is_err() {
            return Vec::new();
        }
        // SAFETY: the plugin owns `num_attributes` entries at `attributes`.
        unsafe { named_values(a.attributes, a.num_attributes) }
    }

    /// SHA-256 of the plugin file, hex; the identity of a plugin build in provenance and cache keys.
    pub fn file_hash(&self) -> Result<String> {
        Ok(tensors::file::sha256_file(&self.path)?)
    }
}

/// Reads PJRT named values into strings.
///
/// # Safety
/// `values` must point to `n` valid `PJRT_NamedValue`s (or be null with n = 0).
pub(crate) unsafe fn named_values(values: *const sys::PJRT_NamedValue, n: usize) -> Vec<(String, String)> {
    if values.is_null() {
        return Vec::new();
    }
    let mut out = Vec::new();
    for nv in std::slice::from_raw_parts(values, n) {
        let name = crate::ffi::lossy(nv.name, nv.name_size);
        let value = match nv.type_ {
            sys::PJRT_NamedValue_kString => crate::ffi::lossy(nv.__bindgen_anon_1.string_value, nv.value_size),
            sys::PJRT_NamedValue_kInt64 => nv.__bindgen_anon_1.int64_value.to_string(),
            sys::PJRT_NamedValue_kFloat => nv.__bindgen_anon_1.float_value.to_string(),
            sys::PJRT_NamedValue_kBool => nv.__bindgen_anon_1.bool_value.to_string(),
            sys::PJRT_NamedValue_kInt64List => {
                let s = std::slice::from_raw_parts(nv.__bindgen_anon_1.int64_array_value, nv.value_size);
                format!("{s:?}")
            }
            _ => "?".into(),
        };
        out.push((name, value));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn device_names_parse() {
        assert_eq!("cpu".parse::<DeviceSpec>().unwrap(), DeviceSpec::Cpu);
        assert_eq!("cuda".parse::<DeviceSpec>().unwrap(), DeviceSpec::Gpu);
        assert_eq!("/x/y.so".parse::<DeviceSpec>().unwrap(), DeviceSpec::Path("/x/y.so".into()));
        assert!("npu".parse::<DeviceSpec>().unwrap_err().contains("unknown device"));
    }
}
