//! The baseline store: one safetensors file per definition,
//! `<root>/<suite>/<id>.safetensors`, tensors `out0`, `out1`, ... in the
//! order `@main` returns them, provenance in the file's string metadata; the
//! float64 reference (where recorded) beside it as `<id>.f64.safetensors`.
//!
//! Loading never panics on a file it did not write: a missing file, bytes
//! that are not safetensors, absent provenance keys or gappy `outN` names
//! each come back as a [`LoadError`] naming the file.
//!
//! Suite names and definition ids become file names here, so both must pass
//! [`suites::id::check`], and every write is proved to stay under the root
//! ([`suites::id::ensure_under`]): no id can read or write outside the store.
//!
//! Writers (`baseline record`, `import`, dynamism recordings) go through a
//! [`LockedSuite`]: an exclusive `flock` on `<root>/<suite>/.lock`, refused
//! (not waited for) when another process holds it, so two recordings never
//! interleave in one suite; it dies with its process, so kill -9 leaves no
//! stale lock. A baseline and its float64 reference are written as one unit
//! ([`LockedSuite::write_pair`]): the reference first, carrying the
//! baseline's content hash ([`BASELINE_SHA256`]), the baseline last, each
//! file atomically. A process killed in between leaves a pair whose hashes
//! disagree, which [`reference_belongs`] tells apart from a true pair.

use results::lock::{FileLock, LockError};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use tensors::{file as tensors_file, HostTensor};

/// The lock file in a suite's folder of a store.
pub const LOCK_FILE: &str = ".lock";

/// The float64 reference's metadata key naming the baseline it was made
/// with: [`outputs_sha256`] of that baseline's outputs.
pub const BASELINE_SHA256: &str = "baseline_sha256";

/// Where the source of a baseline's numbers ran.
pub const SOURCE_PJRT: &str = "pjrt";
pub const SOURCE_PYTORCH_EAGER: &str = "pytorch-eager";
/// Outputs brought with an exported program (`tpu-compat import --expected`).
pub const SOURCE_IMPORTED: &str = "imported";

/// The provenance keys every baseline carries (all strings). Files written
/// here also carry `outputs` (the tensor count, checked when present).
pub const REQUIRED_KEYS: [&str; 10] = [
    "definition_id",
    "definition_hash",
    "device",
    "platform_name",
    "platform_version",
    "plugin_sha256",
    "dtype",
    "harness_version",
    "recorded_at",
    "source",
];

/// Where a baseline's numbers came from.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Provenance {
    pub definition_id: String,
    /// `suites::Definition::hash`: program bytes, then each input's type and bytes.
    pub definition_hash: String,
    pub device: String,
    pub platform_name: String,
    pub platform_version: String,
    pub plugin_sha256: String,
    /// The output dtypes, comma-separated and deduplicated (`f32`, `bf16,i32`).
    pub dtype: String,
    pub harness_version: String,
    /// RFC 3339 UTC.
    pub recorded_at: String,
    /// `pjrt`, `pytorch-eager` or `imported`.
    pub source: String,
    /// Free extras (suite, family, program hash, ...).
    pub extras: BTreeMap<String, String>,
}

impl Provenance {
    fn to_metadata(&self, outputs: usize) -> BTreeMap<String, String> {
        let mut m = self.extras.clone();
        for (k, v) in [
            ("definition_id", &self.definition_id),
            ("definition_hash", &self.definition_hash),
            ("device", &self.device),
            ("platform_name", &self.platform_name),
            ("platform_version", &self.platform_version),
            ("plugin_sha256", &self.plugin_sha256),
            ("dtype", &self.dtype),
            ("harness_version", &self.harness_version),
            ("recorded_at", &self.recorded_at),
            ("source", &self.source),
        ] {
            m.insert(k.to_string(), v.clone());
        }
        m.insert("outputs".to_string(), outputs.to_string());
        m
    }

    fn from_metadata(mut m: BTreeMap<String, String>, path: &Path) -> Result<Provenance, LoadError> {
        // `outputs` is checked against the tensors by the loader; the others must be present.
        let mut take = |k: &str| {
            m.remove(k).ok_or_else(|| LoadError::Corrupt {
                path: path.to_path_buf(),
                message: format!("the provenance key `{k}` is missing from the file's metadata"),
            })
        };
        Ok(Provenance {
            definition_id: take("definition_id")?,
            definition_hash: take("definition_hash")?,
            device: take("device")?,
            platform_name: take("platform_name")?,
            platform_version: take("platform_version")?,
            plugin_sha256: take("plugin_sha256")?,
            dtype: take("dtype")?,
            harness_version: take("harness_version")?,
            recorded_at: take("recorded_at")?,
            source: take("source")?,
            extras: {
                m.remove("outputs");
                m
            },
        })
    }
}

/// A definition's stored outputs with their provenance.
#[derive(Debug, Clone, PartialEq)]
pub struct Baseline {
    pub provenance: Provenance,
    pub outputs: Vec<HostTensor>,
}

/// Why a stored baseline could not be used.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum LoadError {
    /// No file at this path.
    #[error("{}: no baseline recorded", path.display())]
    Missing { path: PathBuf },
    /// The file exists but is unreadable, not safetensors, or lacks provenance.
    #[error("{}: corrupt baseline: {message}", path.display())]
    Corrupt { path: PathBuf, message: String },
}

/// Why the store could not name, lock or write a baseline; each names the
/// store, folder or file at fault.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// A suite name or definition id that is not a safe file name.
    #[error("{}: {source}", root.display())]
    BadName { root: PathBuf, source: suites::id::IdError },
    /// A path that would leave the store (through a symbolic link).
    #[error(transparent)]
    Outside(#[from] suites::id::OutsideRoot),
    #[error("{}: cannot create the store's folder: {source}", path.display())]
    CreateFolder { path: PathBuf, source: std::io::Error },
    /// Another recording holds the suite's writer lock.
    #[error(
        "{}: another process (pid {holder}) is writing baselines into this store; \
         wait for it to finish (two recordings at once would mix their baselines)",
        path.display()
    )]
    Locked { path: PathBuf, holder: String },
    #[error("cannot lock the baseline store: {0}")]
    Lock(LockError),
    /// A baseline file that could not be written.
    #[error("{}: {source}", path.display())]
    Write { path: PathBuf, source: tensors::DataError },
    /// A stale float64 reference that could not be removed.
    #[error("{}: {source}", path.display())]
    Remove { path: PathBuf, source: std::io::Error },
}

/// Why a float64 reference does not belong to a baseline ([`reference_belongs`]).
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ForeignReference {
    #[error("its float64 reference is stale (recorded from another definition hash)")]
    OtherDefinition,
    #[error(
        "its float64 reference (recorded {reference_at}) was made with other baseline numbers than the baseline (recorded {baseline_at}): \
         an interrupted or replaced recording; re-record both with `tpu-compat baseline record --f64`"
    )]
    OtherRecording { reference_at: String, baseline_at: String },
}

/// A folder of baselines, one subfolder per suite.
#[derive(Debug, Clone, PartialEq)]
pub struct Store {
    pub root: PathBuf,
}

impl Store {
    pub fn new(root: impl Into<PathBuf>) -> Store {
        Store { root: root.into() }
    }

    /// The committed store: `baselines/store/` under the data root ([`host_io::paths`]).
    pub fn committed() -> Store {
        Store::new(host_io::paths::data_path("baselines/store"))
    }

    /// `<root>/<suite>/<id>.safetensors`; an error when the suite name or
    /// the id is not a safe file name.
    pub fn path(&self, suite: &str, definition_id: &str) -> Result<PathBuf, StoreError> {
        self.file(suite, definition_id, "safetensors")
    }

    /// `<root>/<suite>/<id>.f64.safetensors`, checked like [`Store::path`].
    pub fn f64_path(&self, suite: &str, definition_id: &str) -> Result<PathBuf, StoreError> {
        self.file(suite, definition_id, "f64.safetensors")
    }

    fn file(&self, suite: &str, definition_id: &str, extension: &str) -> Result<PathBuf, StoreError> {
        let checked = suites::id::check("suite name", suite).and_then(|()| suites::id::check("definition id", definition_id));
        checked.map_err(|source| StoreError::BadName { root: self.root.clone(), source })?;
        Ok(self.root.join(suite).join(format!("{definition_id}.{extension}")))
    }

    /// Loads the baseline of one definition.
    pub fn load(&self, suite: &str, definition_id: &str) -> Result<Baseline, LoadError> {
        load_file(&self.path(suite, definition_id).map_err(|m| self.unusable(m))?)
    }

    /// Loads the float64 reference, if one was recorded.
    pub fn load_f64(&self, suite: &str, definition_id: &str) -> Result<Baseline, LoadError> {
        load_file(&self.f64_path(suite, definition_id).map_err(|m| self.unusable(m))?)
    }

    /// A name that cannot be a file of this store: no baseline can be there.
    fn unusable(&self, e: StoreError) -> LoadError {
        let message = match e {
            StoreError::BadName { source, .. } => source.to_string(),
            other => other.to_string(),
        };
        LoadError::Corrupt { path: self.root.clone(), message: format!("no baseline can be stored under this name: {message}") }
    }

    /// Writes one baseline file (atomically: a reader never sees half a
    /// file) and nothing else: for tools and tests that plant a file.
    /// Recordings write through [`Store::lock_suite`] and [`LockedSuite::write_pair`].
    pub fn write(&self, suite: &str, baseline: &Baseline) -> Result<PathBuf, StoreError> {
        let path = self.path(suite, &baseline.provenance.definition_id)?;
        self.write_under_root(&path, baseline)?;
        Ok(path)
    }

    /// Takes the writer lock of `suite`'s folder (created if absent): one
    /// recording at a time. Refused when another process holds it; the
    /// error names the folder and the holder's pid.
    pub fn lock_suite(&self, suite: &str) -> Result<LockedSuite, StoreError> {
        suites::id::check("suite name", suite).map_err(|source| StoreError::BadName { root: self.root.clone(), source })?;
        let dir = self.root.join(suite);
        let path = dir.join(LOCK_FILE);
        suites::id::ensure_under(&self.root, &path)?;
        std::fs::create_dir_all(&dir).map_err(|source| StoreError::CreateFolder { path: dir.clone(), source })?;
        match FileLock::try_acquire(&path) {
            Ok(lock) => Ok(LockedSuite { store: self.clone(), suite: suite.to_string(), _lock: lock }),
            Err(LockError::Held { holder, .. }) => Err(StoreError::Locked { path: dir, holder }),
            Err(e) => Err(StoreError::Lock(e)),
        }
    }

    /// [`Store::lock_suite`], waiting up to `patience` while another process holds the lock:
    /// shards recording into one store take turns, an entry at a time.
    pub fn lock_suite_waiting(&self, suite: &str, patience: std::time::Duration) -> Result<LockedSuite, StoreError> {
        let until = std::time::Instant::now() + patience;
        loop {
            match self.lock_suite(suite) {
                Err(StoreError::Locked { .. }) if std::time::Instant::now() < until => {
                    std::thread::sleep(std::time::Duration::from_millis(20))
                }
                other => return other,
            }
        }
    }

    fn write_under_root(&self, path: &Path, baseline: &Baseline) -> Result<(), StoreError> {
        suites::id::ensure_under(&self.root, path)?;
        write_file(path, baseline)
    }

    /// Ids with a baseline file in a suite's folder (f64 references excluded), sorted.
    pub fn ids(&self, suite: &str) -> Vec<String> {
        let dir = self.root.join(suite);
        let mut ids: Vec<String> = std::fs::read_dir(&dir)
            .map(|rd| {
                rd.flatten()
                    .filter_map(|e| {
                        let name = e.file_name().to_string_lossy().into_owned();
                        let id = name.strip_suffix(".safetensors")?;
                        (!id.ends_with(".f64")).then(|| id.to_string())
                    })
                    .collect()
            })
            .unwrap_or_default();
        ids.sort();
        ids
    }
}

/// A suite's folder of a store, locked for writing ([`Store::lock_suite`]);
/// the lock is released when this is dropped or the process dies.
#[derive(Debug)]
pub struct LockedSuite {
    store: Store,
    suite: String,
    _lock: FileLock,
}

/// What [`LockedSuite::write_pair`] wrote, and the reference it removed.
#[derive(Debug, Clone, PartialEq)]
pub struct PairWritten {
    pub path: PathBuf,
    pub f64_path: Option<PathBuf>,
    /// A float64 reference from an earlier recording, removed because this one brought none.
    pub removed_f64: Option<PathBuf>,
}

impl LockedSuite {
    pub fn store(&self) -> &Store {
        &self.store
    }

    pub fn suite(&self) -> &str {
        &self.suite
    }

    /// Writes a baseline and its float64 reference as one unit: the
    /// reference first, stamped with the baseline's [`BASELINE_SHA256`],
    /// then the baseline. Without a reference, one left by an earlier
    /// recording is removed first: it would not belong to these numbers.
    pub fn write_pair(&self, baseline: &Baseline, reference: Option<&Baseline>) -> Result<PairWritten, StoreError> {
        let id = &baseline.provenance.definition_id;
        let path = self.store.path(&self.suite, id)?;
        let f64_path = self.store.f64_path(&self.suite, id)?;
        let mut written = PairWritten { path: path.clone(), f64_path: None, removed_f64: None };
        match reference {
            Some(r) => {
                let mut stamped = r.clone();
                stamped.provenance.extras.insert(BASELINE_SHA256.into(), outputs_sha256(&baseline.outputs));
                self.store.write_under_root(&f64_path, &stamped)?;
                written.f64_path = Some(f64_path);
            }
            None if f64_path.is_file() => {
                suites::id::ensure_under(&self.store.root, &f64_path)?;
                std::fs::remove_file(&f64_path).map_err(|source| StoreError::Remove { path: f64_path.clone(), source })?;
                written.removed_f64 = Some(f64_path);
            }
            None => {}
        }
        self.store.write_under_root(&path, baseline)?;
        Ok(written)
    }
}

/// SHA-256 over each output's type (`f32[2,3]`) and bytes, in order: what
/// ties a float64 reference to the baseline it was recorded with.
pub fn outputs_sha256(outputs: &[HostTensor]) -> String {
    let types: Vec<String> = outputs.iter().map(HostTensor::type_string).collect();
    tensors_file::sha256_hex_parts(outputs.iter().zip(&types).flat_map(|(t, ty)| [ty.as_bytes(), t.data.as_slice()]))
}

/// Whether a float64 reference belongs to `baseline`: the same definition
/// hash, and the same recording: its [`BASELINE_SHA256`] is the
/// baseline's, or (for references written before that key, which were
/// stamped with their baseline's provenance) the same `recorded_at`.
/// The error says why not, for the row's note.
pub fn reference_belongs(reference: &Provenance, baseline: &Baseline) -> Result<(), ForeignReference> {
    if reference.definition_hash != baseline.provenance.definition_hash {
        return Err(ForeignReference::OtherDefinition);
    }
    let same_recording = match reference.extras.get(BASELINE_SHA256) {
        Some(h) => *h == outputs_sha256(&baseline.outputs),
        None => reference.recorded_at == baseline.provenance.recorded_at,
    };
    if same_recording {
        Ok(())
    } else {
        Err(ForeignReference::OtherRecording {
            reference_at: reference.recorded_at.clone(),
            baseline_at: baseline.provenance.recorded_at.clone(),
        })
    }
}

/// Loads one baseline file (outputs in `outN` order, provenance checked present).
pub fn load_file(path: &Path) -> Result<Baseline, LoadError> {
    let bytes = match host_io::read::bytes(path) {
        Ok(b) => b,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Err(LoadError::Missing { path: path.to_path_buf() }),
        Err(e) => return Err(LoadError::Corrupt { path: path.to_path_buf(), message: format!("cannot read: {e}") }),
    };
    let corrupt = |message: String| LoadError::Corrupt { path: path.to_path_buf(), message };
    let (named, meta) = tensors_file::decode(&bytes, path).map_err(|e| corrupt(strip_path(&e.to_string(), path)))?;
    let declared = meta.get("outputs").cloned();
    let outputs = tensors_file::ordered_args(named, "out", path).map_err(|e| corrupt(strip_path(&e.to_string(), path)))?;
    if let Some(d) = declared {
        if d.parse::<usize>().ok() != Some(outputs.len()) {
            return Err(corrupt(format!("metadata says {d} outputs, the file holds {}", outputs.len())));
        }
    }
    let provenance = Provenance::from_metadata(meta, path)?;
    Ok(Baseline { provenance, outputs })
}

/// Writes one baseline file.
pub fn write_file(path: &Path, baseline: &Baseline) -> Result<(), StoreError> {
    let named: Vec<(String, &HostTensor)> = baseline.outputs.iter().enumerate().map(|(i, t)| (format!("out{i}"), t)).collect();
    tensors_file::write(path, &named, &baseline.provenance.to_metadata(baseline.outputs.len()))
        .map_err(|source| StoreError::Write { path: path.to_path_buf(), source })
}

/// Runtime errors already name the file; the store's own errors add it once.
fn strip_path(message: &str, path: &Path) -> String {
    let prefix = format!("{}: ", path.display());
    message.strip_prefix(&prefix).unwrap_or(message).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn baseline(id: &str) -> Baseline {
        let provenance = Provenance { definition_id: id.to_string(), ..Provenance::default() };
        Baseline { provenance, outputs: vec![HostTensor::scalar(1.0f32)] }
    }

    #[test]
    fn names_that_leave_the_store_are_refused() {
        let tmp = tempfile::tempdir().unwrap();
        let store = Store::new(tmp.path().join("store"));
        for id in ["../../../x", "/tmp/abs", "a/b", "..", ""] {
            let e = store.write("tier2", &baseline(id)).unwrap_err();
            assert!(e.to_string().contains("definition id"), "{id}: {e}");
            let e = store.load("tier2", id).unwrap_err().to_string();
            assert!(e.contains("no baseline can be stored under this name"), "{id}: {e}");
        }
        assert!(store.write("../up", &baseline("ok")).unwrap_err().to_string().contains("suite name"));
        assert!(!tmp.path().join("x.safetensors").exists() && !tmp.path().join("up").exists());
        let p = store.write("tier2", &baseline("ok-1.0")).unwrap();
        assert_eq!(p, tmp.path().join("store").join("tier2").join("ok-1.0.safetensors"));
        assert_eq!(store.load("tier2", "ok-1.0").unwrap(), baseline("ok-1.0"));
    }

    #[test]
    fn a_pair_is_written_reference_first_and_a_reference_from_another_recording_does_not_belong() {
        let tmp = tempfile::tempdir().unwrap();
        let store = Store::new(tmp.path().join("store"));
        let locked = store.lock_suite("tier2").unwrap();
        let second = store.lock_suite("tier2").unwrap_err().to_string();
        assert!(second.contains("tier2") && second.contains(&format!("pid {}", std::process::id())), "{second}");
        let (first, mut other) = (baseline("x"), baseline("x"));
        other.outputs = vec![HostTensor::scalar(2.0f32)];
        let w = locked.write_pair(&first, Some(&first)).unwrap();
        assert_eq!(w.f64_path, Some(store.f64_path("tier2", "x").unwrap()));
        let reference = store.load_f64("tier2", "x").unwrap();
        assert_eq!(reference.provenance.extras.get(BASELINE_SHA256), Some(&outputs_sha256(&first.outputs)));
        assert_eq!(reference_belongs(&reference.provenance, &store.load("tier2", "x").unwrap()), Ok(()));
        // A recording of other numbers killed after its reference: the pair no longer belongs together.
        let e = reference_belongs(&reference.provenance, &other).unwrap_err().to_string();
        assert!(e.contains("other baseline numbers"), "{e}");
        // Written before the key existed: the same recording has the same `recorded_at`.
        let mut legacy = reference.provenance.clone();
        legacy.extras.remove(BASELINE_SHA256);
        assert_eq!(reference_belongs(&legacy, &first), Ok(()));
        legacy.recorded_at = "2020-01-01T00:00:00Z".into();
        assert!(reference_belongs(&legacy, &first).is_err());
        // A new baseline without a reference takes the old one away.
        let w = locked.write_pair(&other, None).unwrap();
        assert_eq!((w.f64_path, w.removed_f64), (None, Some(store.f64_path("tier2", "x").unwrap())));
        assert!(matches!(store.load_f64("tier2", "x"), Err(LoadError::Missing { .. })));
        drop(locked);
        assert!(store.lock_suite("tier2").is_ok());
        assert_eq!(store.ids("tier2"), ["x"]);
    }

    #[test]
    fn a_linked_suite_folder_is_not_followed_out() {
        let tmp = tempfile::tempdir().unwrap();
        let root = tmp.path().join("store");
        std::fs::create_dir_all(&root).unwrap();
        std::os::unix::fs::symlink(tmp.path(), root.join("tier2")).unwrap();
        let e = Store::new(&root).write("tier2", &baseline("x")).unwrap_err().to_string();
        assert!(e.contains("outside") && e.contains("symbolic link"), "{e}");
        assert!(!tmp.path().join("x.safetensors").exists());
    }
}
