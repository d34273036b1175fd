//! The compile cache: serialized executables on disk, keyed by SHA-256 of
//! the program bytes, the plugin file's SHA-256, the encoded compile
//! options and the compiler settings the plugin reads from the environment
//! ([`COMPILER_ENV`]), so a rerun deserializes (milliseconds) instead of
//! compiling (seconds), and never reuses an executable compiled under other
//! flags. Entries carry a checksum of their payload: a torn or corrupt
//! entry is a miss, never handed to the plugin and never a failure.
//!
//! Hashing a 260 MB plugin at every worker start costs about a second, so
//! the plugin's hash is memoised on disk keyed by (path, size, mtime).
//!
//! A compile-only run (`--topology`) has no client to load an executable
//! on, so what it keeps is the compile record itself (`results::CompiledFor`
//! as JSON, in the same checksummed entry), keyed by program, library hash,
//! encoded options, compiler environment and the topology name.

use runtime::{tensors_file, Client, CompileOptions, Executable};
use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};

const MAGIC: &[u8; 8] = b"TPUCEXE1";
/// Distinguishes a compile-only record's key from an executable's, and
/// changes when the record's layout does.
const RECORD_KEY_TAG: &[u8] = b"compile-only record v1";

/// Environment variables XLA-based plugins read when they compile: XLA's
/// debug options (`XLA_FLAGS`, and TensorFlow's older spelling), libtpu's
/// flags, and cuDNN's algorithm choice on the CUDA plugin. Part of the cache
/// key and of a run's identity.
pub const COMPILER_ENV: [&str; 4] = ["XLA_FLAGS", "TF_XLA_FLAGS", "LIBTPU_INIT_ARGS", "TF_CUDNN_DETERMINISTIC"];

/// `NAME=value` for each compiler variable that is set, in `COMPILER_ENV` order.
pub fn compiler_env() -> Vec<String> {
    COMPILER_ENV.iter().filter_map(|k| std::env::var(k).ok().map(|v| format!("{k}={v}"))).collect()
}

/// The cache folder: `TPU_COMPAT_CACHE_DIR`, else `~/.cache/tpu-compat/executables`.
pub fn default_dir() -> PathBuf {
    if let Some(d) = std::env::var_os("TPU_COMPAT_CACHE_DIR") {
        return PathBuf::from(d);
    }
    let base = std::env::var_os("XDG_CACHE_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache")))
        .unwrap_or_else(std::env::temp_dir);
    base.join("tpu-compat").join("executables")
}

pub struct CompileCache {
    dir: PathBuf,
    plugin_sha256: String,
}

/// How an executable was obtained.
pub struct Compiled {
    pub exe: Executable,
    pub cached: bool,
}

impl CompileCache {
    pub fn new(dir: PathBuf, plugin_sha256: String) -> CompileCache {
        CompileCache { dir, plugin_sha256 }
    }

    pub fn key(&self, program: &[u8], options: &CompileOptions) -> String {
        let mut h = Sha256::new();
        h.update((program.len() as u64).to_le_bytes());
        h.update(program);
        h.update(self.plugin_sha256.as_bytes());
        h.update(options.encode());
        for setting in compiler_env() {
            h.update((setting.len() as u64).to_le_bytes());
            h.update(setting.as_bytes());
        }
        hex(&h.finalize())
    }

    /// The key of a compile-only record: [`CompileCache::key`]'s parts and the topology.
    pub fn topology_key(&self, program: &[u8], options: &CompileOptions, topology: &str) -> String {
        let mut h = Sha256::new();
        h.update(RECORD_KEY_TAG);
        h.update(self.key(program, options).as_bytes());
        h.update((topology.len() as u64).to_le_bytes());
        h.update(topology.as_bytes());
        hex(&h.finalize())
    }

    /// The compile record stored under `key`; a missing, corrupt or
    /// unreadable entry is a miss.
    pub fn read_record(&self, key: &str) -> Option<results::CompiledFor> {
        let payload = read_entry(&self.record_path(key))?;
        serde_json::from_slice(&payload).ok()
    }

    /// Stores a compile record; trouble writing only costs a compile next time.
    pub fn write_record(&self, key: &str, record: &results::CompiledFor) {
        if let Ok(bytes) = serde_json::to_vec(record) {
            let _ = write_entry(&self.record_path(key), &bytes);
        }
    }

    fn record_path(&self, key: &str) -> PathBuf {
        self.dir.join(&key[..2]).join(format!("{key}.record"))
    }

    fn path(&self, key: &str) -> PathBuf {
        self.dir.join(&key[..2]).join(format!("{key}.exe"))
    }

    /// The cached executable, or a fresh compile stored for next time.
    /// Compile errors pass through; cache trouble only costs a compile.
    pub fn compile(&self, client: &Client, program: &[u8], options: &CompileOptions) -> runtime::Result<Compiled> {
        let key = self.key(program, options);
        let path = self.path(&key);
        if let Some(payload) = read_entry(&path) {
            if let Ok(exe) = client.deserialize(&payload) {
                return Ok(Compiled { exe, cached: true });
            }
        }
        let exe = client.compile(program, options)?;
        if let Ok(bytes) = exe.serialize() {
            if !bytes.is_empty() {
                let _ = write_entry(&path, &bytes);
            }
        }
        Ok(Compiled { exe, cached: false })
    }
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The payload of an entry whose checksum holds; `None` for missing or corrupt.
fn read_entry(path: &Path) -> Option<Vec<u8>> {
    let bytes = std::fs::read(path).ok()?;
    let rest = bytes.strip_prefix(MAGIC.as_slice())?;
    if rest.len() < 32 {
        return None;
    }
    let (sum, payload) = rest.split_at(32);
    (Sha256::digest(payload).as_slice() == sum).then(|| payload.to_vec())
}

fn write_entry(path: &Path, payload: &[u8]) -> runtime::Result<()> {
    if let Some(parent) = path.parent() {
        let _ = std::fs::create_dir_all(parent);
    }
    let mut bytes = Vec::with_capacity(payload.len() + 40);
    bytes.extend_from_slice(MAGIC);
    bytes.extend_from_slice(&Sha256::digest(payload));
    bytes.extend_from_slice(payload);
    Ok(tensors_file::write_atomic(path, &bytes)?)
}

/// SHA-256 of a plugin file, memoised under `memo_dir` by (path, size, mtime).
pub fn plugin_sha256(plugin: &Path, memo_dir: &Path) -> runtime::Result<String> {
    let meta = std::fs::metadata(plugin).ok();
    let stamp = meta.as_ref().map(|m| {
        let mtime = m.modified().ok().and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok()).map(|d| d.as_nanos()).unwrap_or(0);
        let abs = std::fs::canonicalize(plugin).unwrap_or_else(|_| plugin.to_path_buf());
        tensors_file::sha256_hex(format!("{}\n{}\n{}", abs.display(), m.len(), mtime).as_bytes())
    });
    let memo = stamp.map(|s| memo_dir.join(format!("{s}.sha256")));
    if let Some(m) = &memo {
        if let Ok(text) = std::fs::read_to_string(m) {
            let t = text.trim();
            if t.len() == 64 && t.bytes().all(|b| b.is_ascii_hexdigit()) {
                return Ok(t.to_string());
            }
        }
    }
    let sum = tensors_file::sha256_file(plugin)?;
    if let Some(m) = &memo {
        let _ = std::fs::create_dir_all(memo_dir);
        let _ = tensors_file::write_atomic(m, sum.as_bytes());
    }
    Ok(sum)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_round_trip_and_corruption_is_a_miss() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("ab").join("x.exe");
        write_entry(&p, b"payload bytes").unwrap();
        assert_eq!(read_entry(&p).unwrap(), b"payload bytes");
        let mut bytes = std::fs::read(&p).unwrap();
        let n = bytes.len();
        bytes[n - 1] ^= 1;
        std::fs::write(&p, &bytes).unwrap();
        assert!(read_entry(&p).is_none());
        std::fs::write(&p, b"TPUC").unwrap();
        assert!(read_entry(&p).is_none());
    }

    #[test]
    fn the_plugin_hash_is_memoised_by_path_size_and_mtime() {
        let dir = tempfile::tempdir().unwrap();
        let f = dir.path().join("p.so");
        std::fs::write(&f, b"abc").unwrap();
        let memo = dir.path().join("memo");
        let h = plugin_sha256(&f, &memo).unwrap();
        assert_eq!(h, tensors_file::sha256_hex(b"abc"));
        assert_eq!(std::fs::read_dir(&memo).unwrap().count(), 1);
        assert_eq!(plugin_sha256(&f, &memo).unwrap(), h);
        // Another size is another key: the memo never serves a stale hash.
        std::fs::write(&f, b"abcd").unwrap();
        assert_eq!(plugin_sha256(&f, &memo).unwrap(), tensors_file::sha256_hex(b"abcd"));
    }

    #[test]
    fn keys_depend_on_program_plugin_and_options() {
        let a = CompileCache::new("/x".into(), "p1".into());
        let b = CompileCache::new("/x".into(), "p2".into());
        let o = CompileOptions::default();
        let o2 = CompileOptions { num_replicas: 2, ..o };
        assert_ne!(a.key(b"m", &o), a.key(b"n", &o));
        assert_ne!(a.key(b"m", &o), b.key(b"m", &o));
        assert_ne!(a.key(b"m", &o), a.key(b"m", &o2));
    }

    #[test]
    fn records_are_keyed_by_topology_and_library_and_round_trip() {
        let dir = tempfile::tempdir().unwrap();
        let a = CompileCache::new(dir.path().into(), "lib1".into());
        let b = CompileCache::new(dir.path().into(), "lib2".into());
        let o = CompileOptions::default();
        let k = a.topology_key(b"m", &o, "v6e:2x2");
        assert_ne!(k, a.topology_key(b"m", &o, "v5e:2x2"));
        assert_ne!(k, b.topology_key(b"m", &o, "v6e:2x2"));
        assert_ne!(k, a.key(b"m", &o));
        assert!(a.read_record(&k).is_none());
        let record = results::CompiledFor { topology: "v6e:2x2".into(), chips: 4, ..Default::default() };
        a.write_record(&k, &record);
        assert_eq!(a.read_record(&k), Some(record));
    }
}
