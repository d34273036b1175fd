//! A store's manifest: one JSON line per recorded entry, `<root>/manifest.jsonl`, naming each
//! file the entry wrote with its SHA-256 and the facts the entry was recorded under (device,
//! catalog, digests of its definition, inputs and weights, library versions), or why nothing
//! was recorded for it.
//!
//! The store's tensors live outside git (a folder or an object-store prefix a night fetches);
//! the manifest is small and git keeps it, so a fetched store is checked file by file against
//! what was recorded: a truncated or replaced file is refused, never compared.
//!
//! Lines are appended under the suite's writer lock ([`crate::store::LockedSuite`]), so shards
//! recording into one store at once never interleave a line; the last line of an id wins
//! (a re-recording supersedes the first). A line that does not parse is an error naming the
//! file and its line number: a manifest is never half read.

use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};

/// The manifest's file name at the store's root.
pub const MANIFEST_FILE: &str = "manifest.jsonl";

/// One entry of a store.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Entry {
    /// The store's suite folder the files are in.
    pub suite: String,
    pub id: String,
    /// File name (in the suite's folder) -> SHA-256 of its bytes; empty where nothing was recorded.
    #[serde(default)]
    pub files: BTreeMap<String, String>,
    /// Where the reference ran: `cpu`, or `cuda:<device name>`.
    pub device: String,
    pub recorded_at: String,
    /// The facts a judge compares with its own before using the entry (digests, versions,
    /// catalog, settings): any difference is a stale baseline.
    #[serde(default)]
    pub facts: BTreeMap<String, String>,
    /// Why no baseline was recorded (the reference could not be built, or its outputs change
    /// from one call to the next), in the status and words a live run would have given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub not_recorded: Option<NotRecorded>,
}

/// A recording that made no baseline, and the row a live reference would have made of it.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct NotRecorded {
    /// The row's status name (`skipped`, `nondeterministic`, `fail-run`).
    pub status: String,
    pub message: String,
}

/// Why a manifest could not be read, or a file does not match it.
#[derive(Debug, thiserror::Error)]
pub enum ManifestError {
    #[error("{}: {source}", path.display())]
    Io { path: PathBuf, source: std::io::Error },
    #[error("{}:{line}: not a manifest entry: {message}", path.display())]
    Parse { path: PathBuf, line: usize, message: String },
}

/// A manifest read whole: the last entry of each (suite, id).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Manifest {
    pub path: PathBuf,
    pub entries: BTreeMap<(String, String), Entry>,
}

impl Manifest {
    /// `<root>/manifest.jsonl` of a store.
    pub fn path_in(root: &Path) -> PathBuf {
        root.join(MANIFEST_FILE)
    }

    /// Reads a manifest; a missing file is an empty manifest (a store nothing was recorded into).
    pub fn read(path: &Path) -> Result<Manifest, ManifestError> {
        let text = match std::fs::read_to_string(path) {
            Ok(t) => t,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => String::new(),
            Err(source) => return Err(ManifestError::Io { path: path.to_path_buf(), source }),
        };
        let mut entries = BTreeMap::new();
        for (n, line) in text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
            let e: Entry = serde_json::from_str(line).map_err(|e| ManifestError::Parse {
                path: path.to_path_buf(),
                line: n + 1,
                message: e.to_string(),
            })?;
            entries.insert((e.suite.clone(), e.id.clone()), e);
        }
        Ok(Manifest { path: path.to_path_buf(), entries })
    }

    pub fn get(&self, suite: &str, id: &str) -> Option<&Entry> {
        self.entries.get(&(suite.to_string(), id.to_string()))
    }

    /// Appends one entry. Call it holding the suite's writer lock: one line, one write.
    pub fn append(path: &Path, entry: &Entry) -> Result<(), ManifestError> {
        let io = |source| ManifestError::Io { path: path.to_path_buf(), source };
        let mut line = serde_json::to_string(entry).map_err(|e| io(std::io::Error::other(e)))?;
        line.push('\n');
        let mut f = std::fs::OpenOptions::new().create(true).append(true).open(path).map_err(io)?;
        f.write_all(line.as_bytes()).map_err(io)?;
        f.sync_data().map_err(io)
    }
}

/// Whether a file is the one the manifest names: `Err` says what differs, naming the file.
pub fn verify_file(path: &Path, want_sha256: &str) -> Result<(), String> {
    let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let got = tensors::file::sha256_hex(&bytes);
    if got == want_sha256 {
        return Ok(());
    }
    Err(format!(
        "{}: its SHA-256 is {}, the manifest recorded {} ({} bytes now): a truncated, replaced or re-recorded file; \
         fetch the store again, or re-record it",
        path.display(),
        short(&got),
        short(want_sha256),
        bytes.len()
    ))
}

/// The facts of `recorded` that differ from `now`, each as `key: recorded -> now`, in key order.
/// A key the recording has and `now` lacks differs too (`<none>`); keys only `now` has are new
/// facts the recording did not know, and are not compared.
pub fn differing_facts(recorded: &BTreeMap<String, String>, now: &BTreeMap<String, String>) -> Vec<String> {
    recorded
        .iter()
        .filter_map(|(k, was)| {
            let is = now.get(k).map(String::as_str).unwrap_or("<none>");
            (is != was).then(|| format!("{k}: {} -> {}", short_fact(was), short_fact(is)))
        })
        .collect()
}

fn short(sha: &str) -> &str {
    &sha[..sha.len().min(12)]
}

/// Digests shortened to 12 hex digits in messages; other facts whole.
fn short_fact(v: &str) -> &str {
    if v.len() == 64 && v.bytes().all(|b| b.is_ascii_hexdigit()) {
        short(v)
    } else {
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(id: &str, device: &str) -> Entry {
        Entry {
            suite: "torch".into(),
            id: id.into(),
            files: BTreeMap::from([(format!("{id}.safetensors"), "ab".repeat(32))]),
            device: device.into(),
            recorded_at: "2026-12-06T00:00:00Z".into(),
            facts: BTreeMap::from([("version.torch".into(), "2.15.0".into())]),
            not_recorded: None,
        }
    }

    #[test]
    fn the_last_line_of_an_id_wins_and_a_bad_line_names_its_number() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(MANIFEST_FILE);
        Manifest::append(&path, &entry("a", "cpu")).unwrap();
        Manifest::append(&path, &entry("b", "cpu")).unwrap();
        Manifest::append(&path, &entry("a", "cuda:H100")).unwrap();
        let m = Manifest::read(&path).unwrap();
        assert_eq!(m.entries.len(), 2);
        assert_eq!(m.get("torch", "a").unwrap().device, "cuda:H100");
        std::fs::write(&path, format!("{}\n{{\"id\": 3}}\n", serde_json::to_string(&entry("a", "cpu")).unwrap())).unwrap();
        let e = Manifest::read(&path).unwrap_err().to_string();
        assert!(e.contains("manifest.jsonl:2: not a manifest entry"), "{e}");
        assert!(Manifest::read(&dir.path().join("absent.jsonl")).unwrap().entries.is_empty());
    }

    #[test]
    fn a_file_is_checked_against_its_recorded_digest() {
        let dir = tempfile::tempdir().unwrap();
        let f = dir.path().join("x.safetensors");
        std::fs::write(&f, b"hello").unwrap();
        let sha = tensors::file::sha256_hex(b"hello");
        verify_file(&f, &sha).unwrap();
        std::fs::write(&f, b"hell").unwrap();
        let e = verify_file(&f, &sha).unwrap_err();
        assert!(e.contains("x.safetensors: its SHA-256 is") && e.contains("(4 bytes now)"), "{e}");
    }

    #[test]
    fn facts_that_changed_are_named_with_both_values() {
        let recorded = BTreeMap::from([
            ("version.transformers".to_string(), "4.57.1".to_string()),
            ("inputs_sha256".to_string(), "0".repeat(64)),
            ("seed".to_string(), "0".to_string()),
        ]);
        let mut now = recorded.clone();
        assert!(differing_facts(&recorded, &now).is_empty());
        now.insert("version.transformers".into(), "4.58.0".into());
        now.insert("inputs_sha256".into(), "f".repeat(64));
        now.insert("new_fact".into(), "x".into());
        assert_eq!(
            differing_facts(&recorded, &now),
            vec!["inputs_sha256: 000000000000 -> ffffffffffff".to_string(), "version.transformers: 4.57.1 -> 4.58.0".to_string()]
        );
        now.remove("seed");
        assert!(differing_facts(&recorded, &now).contains(&"seed: 0 -> <none>".to_string()));
    }
}
