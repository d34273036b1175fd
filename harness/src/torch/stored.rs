//! A TorchTPU run's stored reference: `--record-baselines STORE` runs the reference side alone and
//! stores it; `--baselines STORE` runs TorchTPU alone and judges against what was stored.
//!
//! The store is the baselines crate's (`baselines::store`), its `torch` suite: per model
//! `STORE/torch/<id>.safetensors` (the reference's float32 outputs, `out0, out1, ...`) and
//! `<id>.f64.safetensors` (the float64 copy's, where the model runs in float64), provenance in
//! their metadata. `STORE/manifest.jsonl` (`baselines::manifest`) lists each entry with its
//! files' SHA-256 and the facts the driver reported when it recorded it (digests of the model's
//! definition, inputs and weights; seed, module mode, length; torch's and the model library's
//! versions; the catalog). The store lives outside git; the manifest is small and git keeps it.
//!
//! Judging checks, in order, before any number is compared: an entry for the model (else
//! `missing-baseline`); the same catalog (else refused); the same facts now as when recorded
//! (else `stale-baseline`, naming each fact); each file's digest against the manifest (a truncated
//! or replaced file is refused); the files' own provenance. A recording that stored no baseline
//! (the reference changed between calls, or failed) gives the row its live run would have had.

use super::driver::Answer;
use crate::verdict::torch::{self as verdict, Decided};
use baselines::manifest::{self, Entry, Manifest, NotRecorded};
use baselines::store::{Baseline, Provenance, Store, SOURCE_PYTORCH_EAGER};
use results::{Cause, Stage, Status};
use runtime::{tensors_file, HostTensor};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The store's suite folder for TorchTPU's references.
pub const SUITE: &str = "torch";

/// How long a recording waits for another process (a shard) writing into the same store.
const LOCK_PATIENCE: Duration = Duration::from_secs(300);

/// An opened store and its manifest as read when the run started.
#[derive(Debug)]
pub struct Opened {
    pub store: Store,
    pub manifest: Manifest,
}

/// A reference read from a store: the outputs, the float64 copy's where stored, and the row's
/// words for it (`stored cpu baseline, float64 reference, recorded ...`).
pub struct StoredReference {
    pub cpu: Vec<HostTensor>,
    pub f64: Option<Vec<HostTensor>>,
    pub label: String,
}

/// Opens a store to judge against: it must be a folder whose manifest parses and lists at least one
/// TorchTPU reference.
pub fn open_for_judging(dir: &Path) -> Result<Opened, String> {
    if !dir.is_dir() {
        return Err(format!(
            "--baselines {}: no such folder (record one with `tpu-compat torch MODELS --record-baselines {0}`)",
            dir.display()
        ));
    }
    let manifest = Manifest::read(&Manifest::path_in(dir)).map_err(|e| format!("--baselines: {e}"))?;
    if !manifest.entries.keys().any(|(suite, _)| suite == SUITE) {
        return Err(format!(
            "--baselines {}: its manifest ({}) lists no TorchTPU reference: not a store `--record-baselines` wrote, or nothing \
             was recorded into it yet",
            dir.display(),
            manifest.path.display()
        ));
    }
    Ok(Opened { store: Store::new(dir), manifest })
}

/// Opens (creating) a store to record into; a manifest that does not parse is refused before
/// anything is appended to it.
pub fn open_for_recording(dir: &Path) -> Result<Opened, String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("--record-baselines {}: cannot create the folder: {e}", dir.display()))?;
    let manifest = Manifest::read(&Manifest::path_in(dir)).map_err(|e| format!("--record-baselines: {e}"))?;
    Ok(Opened { store: Store::new(dir), manifest })
}

impl Opened {
    /// Stores a recording's answer (the reference's outputs in `out`) for `id`; the row's verdict:
    /// `pass` where a baseline was stored, else the status the live run would have had, noted in
    /// the manifest so a judging run gives it too.
    pub fn record(&self, id: &str, a: &Answer, out: &Path, catalog: bool) -> (Decided, String) {
        let device = a.device.clone().unwrap_or_else(|| "cpu".into());
        let facts = a.provenance.clone().unwrap_or_default();
        // The store's baselines' device: entries that stored none (a reference that failed) do not count.
        let other = self.manifest.entries.values().find(|e| !e.files.is_empty() && e.device != device);
        if let Some(e) = other {
            let why = format!(
                "{} holds baselines recorded on {} (`{}`), this machine records on {device}: one store, one reference device; \
                 record into another store",
                self.store.root.display(),
                e.device,
                e.id
            );
            return ((Status::FailRun, Stage::Load, why, Cause::Baseline), device);
        }
        if let Some(d) = a.repeat.as_ref().and_then(|r| r.cpu.as_ref()) {
            let decided = verdict::reference_changes(d, catalog);
            let noted = NotRecorded { status: decided.0.as_str().into(), message: decided.2.clone() };
            return match self.append(entry(id, &device, facts, BTreeMap::new(), Some(noted))) {
                Ok(()) => (decided, device),
                Err(e) => ((Status::FailRun, Stage::Compare, e, Cause::Baseline), device),
            };
        }
        match self.write(id, a, out, &device, facts) {
            Ok(said) => ((Status::Pass, Stage::Compare, said, Cause::NotAsked), device),
            Err(e) => ((Status::FailRun, Stage::Compare, format!("not recorded: {e}"), Cause::Baseline), device),
        }
    }

    /// A recording whose reference failed: noted in the manifest with the row it got, so a judging
    /// run (whose TorchTPU side cannot see the reference fail) gives the same row.
    pub fn note_not_recorded(&self, id: &str, a: &Answer, decided: &Decided) -> Result<(), String> {
        let Some(facts) = a.provenance.clone() else {
            return Ok(()); // failed before its facts were known: a judging run fails at the same place
        };
        let noted = NotRecorded { status: decided.0.as_str().into(), message: decided.2.clone() };
        self.append(entry(id, a.device.as_deref().unwrap_or("cpu"), facts, BTreeMap::new(), Some(noted)))
    }

    /// A recording whose driver hung or died on the reference side: noted with the row it got
    /// (`timeout`, `crash`), with no facts to compare (the driver reported none).
    pub fn note_lost(&self, id: &str, status: Status, message: &str) -> Result<(), String> {
        let noted = NotRecorded { status: status.as_str().into(), message: format!("the reference, when recorded: {message}") };
        self.append(entry(id, "unknown (the driver was lost)", BTreeMap::new(), BTreeMap::new(), Some(noted)))
    }

    fn write(&self, id: &str, a: &Answer, out: &Path, device: &str, facts: BTreeMap<String, String>) -> Result<String, String> {
        let read = |name: &str| -> Result<Vec<HostTensor>, String> {
            let path = out.join(name);
            let (named, _) = tensors_file::read(&path).map_err(|e| e.to_string())?;
            tensors_file::ordered_args(named, "out", &path).map_err(|e| e.to_string())
        };
        let cpu = read("cpu.safetensors")?;
        let f64 = if out.join("f64.safetensors").is_file() { Some(read("f64.safetensors")?) } else { None };
        let baseline = Baseline { provenance: provenance(id, device, &facts, &cpu), outputs: cpu };
        let reference = f64.map(|outputs| {
            let mut p = provenance(id, device, &facts, &outputs);
            p.extras.insert("reference".into(), format!("float64 copy of the model on {device}"));
            Baseline { provenance: p, outputs }
        });
        let locked = self.store.lock_suite_waiting(SUITE, LOCK_PATIENCE).map_err(|e| e.to_string())?;
        let written = locked.write_pair(&baseline, reference.as_ref()).map_err(|e| e.to_string())?;
        let mut files = BTreeMap::new();
        for path in std::iter::once(&written.path).chain(written.f64_path.as_ref()) {
            let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
            let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
            files.insert(name, tensors_file::sha256_hex(&bytes));
        }
        Manifest::append(&Manifest::path_in(&self.store.root), &entry(id, device, facts, files, None)).map_err(|e| e.to_string())?;
        drop(locked);
        let f64_said = match (&written.f64_path, &a.f64_error) {
            (Some(_), _) => "and its float64 reference".to_string(),
            (None, Some(e)) => format!("without a float64 reference ({e})"),
            (None, None) => "without a float64 reference".to_string(),
        };
        Ok(format!("recorded on {device}: {} output(s) {f64_said} -> {}", baseline.outputs.len(), written.path.display()))
    }

    fn append(&self, e: Entry) -> Result<(), String> {
        let locked = self.store.lock_suite_waiting(SUITE, LOCK_PATIENCE).map_err(|e| e.to_string())?;
        let r = Manifest::append(&Manifest::path_in(&self.store.root), &e).map_err(|e| e.to_string());
        drop(locked);
        r
    }

    /// The reference stored for `id`, checked against the facts the driver reported now; `Err`
    /// is the row when it cannot judge (missing, stale, unusable) or when the recording stored
    /// none (the live run's row). `catalog`: the model is a catalog entry.
    pub fn reference_for(&self, id: &str, a: &Answer, catalog: bool) -> Result<StoredReference, Decided> {
        let root = &self.store.root;
        let Some(e) = self.manifest.get(SUITE, id) else {
            return Err(verdict::missing_baseline(id, root));
        };
        let now = a.provenance.clone().unwrap_or_default();
        let (was, is) = (e.facts.get("catalog"), now.get("catalog"));
        if let (Some(was), Some(is)) = (was, is) {
            if was != is {
                return Err(verdict::unusable_baseline(&format!(
                    "{} recorded `{id}` from {}, this run's `{id}` is {}: a store from another catalog",
                    root.display(),
                    catalog_words(was),
                    catalog_words(is)
                )));
            }
        }
        let changed = manifest::differing_facts(&e.facts, &now);
        if !changed.is_empty() {
            return Err(verdict::stale_baseline(&e.recorded_at, &e.device, &changed, root));
        }
        if let Some(n) = &e.not_recorded {
            let status = n.status.parse::<Status>().unwrap_or(Status::FailRun);
            let cause = if catalog { Cause::NotAsked } else { Cause::ModelFault };
            let message = format!("{} (as recorded {} on {}: no baseline was stored)", n.message, e.recorded_at, e.device);
            return Err((status, Stage::Compare, message, cause));
        }
        for (name, sha) in &e.files {
            let path = root.join(SUITE).join(name);
            let under = suites::id::ensure_under(root, &path).map_err(|e| e.to_string());
            under.and_then(|()| manifest::verify_file(&path, sha)).map_err(|why| verdict::unusable_baseline(&why))?;
        }
        let baseline = self.store.load(SUITE, id).map_err(|e| verdict::unusable_baseline(&e.to_string()))?;
        if baseline.provenance.definition_id != id {
            let why = format!("the baseline file for `{id}` was recorded for `{}`", baseline.provenance.definition_id);
            return Err(verdict::unusable_baseline(&why));
        }
        let f64_name = format!("{id}.f64.safetensors");
        let f64 = match e.files.contains_key(&f64_name) {
            true => {
                let r = self.store.load_f64(SUITE, id).map_err(|e| verdict::unusable_baseline(&e.to_string()))?;
                baselines::store::reference_belongs(&r.provenance, &baseline).map_err(|e| verdict::unusable_baseline(&e.to_string()))?;
                Some(r.outputs)
            }
            false => None,
        };
        let label = format!(
            "stored {} baseline, {}, recorded {}",
            e.device,
            if f64.is_some() { "float64 reference" } else { "no float64 reference" },
            e.recorded_at
        );
        Ok(StoredReference { cpu: baseline.outputs, f64, label })
    }
}

fn catalog_words(c: &str) -> String {
    match c {
        "file" => "a model file".into(),
        other => format!("the {other} catalog"),
    }
}

fn entry(id: &str, device: &str, facts: BTreeMap<String, String>, files: BTreeMap<String, String>, noted: Option<NotRecorded>) -> Entry {
    Entry {
        suite: SUITE.into(),
        id: id.into(),
        files,
        device: device.into(),
        recorded_at: results::time::rfc3339(std::time::SystemTime::now()),
        facts,
        not_recorded: noted,
    }
}

/// A torch reference's provenance: the StableHLO store's keys (the definition hash is the
/// digests of the definition, inputs and weights together; the platform is PyTorch), the
/// driver's facts and the rule that judges it as extras.
fn provenance(id: &str, device: &str, facts: &BTreeMap<String, String>, outputs: &[HostTensor]) -> Provenance {
    let fact = |k: &str| facts.get(k).cloned().unwrap_or_default();
    let hash = tensors_file::sha256_hex_parts(
        ["definition_sha256", "inputs_sha256", "weights_sha256"].iter().map(|k| facts.get(*k).map_or(&b""[..], |v| v.as_bytes())),
    );
    let mut extras = facts.clone();
    extras.insert("suite".into(), SUITE.into());
    extras.insert("rule".into(), baselines::Rule::Either.as_str().into());
    Provenance {
        definition_id: id.into(),
        definition_hash: hash,
        device: device.into(),
        platform_name: "PyTorch".into(),
        platform_version: fact("version.torch"),
        plugin_sha256: String::new(),
        dtype: baselines::record::dtype_list(outputs),
        harness_version: env!("CARGO_PKG_VERSION").into(),
        recorded_at: results::time::rfc3339(std::time::SystemTime::now()),
        source: SOURCE_PYTORCH_EAGER.into(),
        extras,
    }
}

/// A store folder as the run records it (absolute where it can be).
pub fn absolute(dir: &Path) -> PathBuf {
    std::path::absolute(dir).unwrap_or_else(|_| dir.to_path_buf())
}
