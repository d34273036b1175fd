//! A suite: a named, ordered list of definitions the runner can iterate.
//! Opening one is cheap (ids and families only); each definition is loaded
//! (or generated) when a worker asks for it.

use crate::byo;
use crate::catalog;
use crate::definition::Definition;
use crate::error::{CatalogError, GenerateError};
use crate::spec::{self, Spec};
use std::path::{Path, PathBuf};

/// One definition of a suite, as listed before loading.
#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    pub id: String,
    pub family: String,
    /// Relative cost estimate (for balancing shards); 1.0 when unknown.
    pub cost: f64,
}

/// A suite that cannot be opened, or a definition of it that cannot be
/// loaded, by cause; each names the spec, path or id at fault.
#[derive(Debug, Clone, thiserror::Error)]
pub enum SuiteError {
    /// The spec names no tier, catalog file or folder.
    #[error("`{spec}` is neither a known tier (tier1, tier2, dynamism, train, spmd, ops, realsize, hf), a catalog .csv, nor a folder of definitions")]
    Unknown { spec: String },
    /// A suite that lives in the data folder, where there is none.
    #[error("the {suite} suite: {source}")]
    NoDataFolder { suite: String, source: host_io::paths::NotFound },
    /// A catalog file or a folder that cannot be read.
    #[error("{}: {message}", path.display())]
    Unreadable { path: PathBuf, message: String },
    /// A catalog that is not one (the file and line at fault).
    #[error(transparent)]
    Catalog(#[from] CatalogError),
    /// A folder with no definition folder in it.
    #[error("{}: no definitions here (a definition is a folder with {} and {})", path.display(), byo::MANIFEST, byo::PROGRAM)]
    Empty { path: PathBuf },
    /// A definition folder that cannot be read (its path and what is wrong).
    #[error(transparent)]
    Definition(#[from] byo::ByoError),
    /// Two definitions of the suite share an id.
    #[error("definition id `{0}` appears twice")]
    DuplicateId(String),
    /// An index past the suite's end.
    #[error("no {what} #{index} in {suite}")]
    NoEntry { suite: String, index: usize, what: &'static str },
    /// A catalog row or op case the builders refuse.
    #[error("{id}: {source}")]
    Generate { id: String, source: GenerateError },
}

#[derive(Debug, Clone)]
enum Source {
    /// A folder of definition folders (or a single definition folder).
    Folder { dirs: Vec<PathBuf> },
    /// A catalog: definitions generated on demand from their specs.
    Catalog { specs: std::sync::Arc<Vec<Spec>> },
    /// The op tier: single-op cases, run in packs (see [`crate::ops`]).
    Ops { cases: std::sync::Arc<Vec<crate::ops::Case>> },
}

/// A suite of definitions.
#[derive(Debug, Clone)]
pub struct Suite {
    /// `tier1`, `tier2`, `dynamism`, `train`, `spmd`, `hf`, or the folder's name.
    pub name: String,
    pub entries: Vec<Entry>,
    source: Source,
}

impl Suite {
    /// Opens a suite from a folder in the bring-your-own format: either one
    /// definition folder, or a folder whose subfolders are definitions.
    pub fn open(spec: &str) -> Result<Suite, SuiteError> {
        if let Some(text) = catalog::committed(spec) {
            let specs = catalog::parse_csv(text, &format!("suites/catalogs/{spec}.csv"))?;
            return Suite::from_specs(spec, specs);
        }
        if spec == crate::ops::TIER {
            return Suite::from_cases(crate::ops::TIER, crate::ops::committed()?);
        }
        if spec == HF_SUITE {
            host_io::paths::data_root().map_err(|source| SuiteError::NoDataFolder { suite: HF_SUITE.to_string(), source })?;
            return Suite::open_folder(&hf_dir());
        }
        let path = Path::new(spec);
        if path.is_file() && path.extension().is_some_and(|e| e == "csv") {
            let text = host_io::read::string(path).map_err(|e| unreadable(path, e))?;
            let name = path.file_stem().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| "catalog".into());
            if text.starts_with("id,op,") {
                // An op-tier catalog (a subset of ops.csv, or cases of your own).
                let cases = crate::ops::parse_csv(&text, &path.display().to_string())?;
                return Suite::from_cases(&name, cases);
            }
            let specs = catalog::parse_csv(&text, &path.display().to_string())?;
            return Suite::from_specs(&name, specs);
        }
        if path.is_dir() {
            return Suite::open_folder(path);
        }
        Err(SuiteError::Unknown { spec: spec.to_string() })
    }

    /// The spec as it names a suite, however it is spelled: a tier's name as
    /// it is, a catalog file or a folder of definitions as its canonical
    /// path, so `models`, `models/` and `./models` are one suite (the name
    /// a run's identity records). Mirrors the order [`Suite::open`] tries.
    pub fn canonical_spec(spec: &str) -> String {
        let named = Suite::names_a_tier(spec);
        match std::fs::canonicalize(spec) {
            Ok(path) if !named => path.display().to_string(),
            _ => spec.to_string(),
        }
    }

    /// Whether `spec` names one of the harness's own tiers (`tier1`, `ops`,
    /// `hf`, ...) rather than a folder or catalog of the user's, whatever
    /// that folder is called: a tier's committed expected results and
    /// baselines belong to the tier alone.
    pub fn names_a_tier(spec: &str) -> bool {
        catalog::committed(spec).is_some() || spec == crate::ops::TIER || spec == HF_SUITE
    }

    /// The committed `hf` suite: Hugging Face architectures exported by
    /// `scripts/export-hf`, with PyTorch-eager baselines in `baselines/store/hf/`.
    pub fn hf_dir() -> PathBuf {
        hf_dir()
    }

    /// A suite over catalog specs (generated on [`Suite::load`]).
    pub fn from_specs(name: &str, specs: Vec<Spec>) -> Result<Suite, SuiteError> {
        let entries: Vec<Entry> =
            specs.iter().map(|s| Entry { id: s.id.clone(), family: s.family.clone(), cost: s.config.cost() }).collect();
        check_unique(&entries)?;
        Ok(Suite { name: name.to_string(), entries, source: Source::Catalog { specs: std::sync::Arc::new(specs) } })
    }

    /// A suite over op-tier cases (run in packs; see [`crate::ops`]).
    pub fn from_cases(name: &str, cases: Vec<crate::ops::Case>) -> Result<Suite, SuiteError> {
        let entries: Vec<Entry> = cases.iter().map(|c| Entry { id: c.id.clone(), family: c.op.clone(), cost: 0.05 }).collect();
        check_unique(&entries)?;
        Ok(Suite { name: name.to_string(), entries, source: Source::Ops { cases: std::sync::Arc::new(cases) } })
    }

    /// The catalog spec at `index`, when this suite is a catalog.
    pub fn spec(&self, index: usize) -> Option<&Spec> {
        match &self.source {
            Source::Catalog { specs } => specs.get(index),
            _ => None,
        }
    }

    /// The op-tier case at `index`, when this suite is the op tier.
    pub fn case(&self, index: usize) -> Option<&crate::ops::Case> {
        match &self.source {
            Source::Ops { cases } => cases.get(index),
            _ => None,
        }
    }

    /// The cases of one pack of the op tier, in catalog order.
    pub fn pack(&self, pack: usize) -> Vec<&crate::ops::Case> {
        match &self.source {
            Source::Ops { cases } => cases.iter().filter(|c| c.pack == pack).collect(),
            _ => Vec::new(),
        }
    }

    /// Finds a definition id in the committed tiers: the suite and its index.
    pub fn find_in_tiers(id: &str) -> Option<(Suite, usize)> {
        for t in catalog::TIERS.iter().chain(catalog::HAND_WRITTEN).chain(&[crate::ops::TIER]) {
            if let Ok(s) = Suite::open(t) {
                if let Some(i) = s.position(id) {
                    return Some((s, i));
                }
            }
        }
        None
    }

    fn open_folder(path: &Path) -> Result<Suite, SuiteError> {
        let mut dirs = Vec::new();
        if byo::is_definition_dir(path) {
            dirs.push(path.to_path_buf());
        } else {
            let rd = std::fs::read_dir(path).map_err(|e| unreadable(path, e))?;
            for e in rd.flatten() {
                if byo::is_definition_dir(&e.path()) {
                    dirs.push(e.path());
                }
            }
            dirs.sort();
        }
        if dirs.is_empty() {
            return Err(SuiteError::Empty { path: path.to_path_buf() });
        }
        let mut entries = Vec::new();
        for d in &dirs {
            let m = byo::read_manifest(d)?;
            let cost = std::fs::metadata(d.join(byo::PROGRAM)).map(|m| m.len() as f64 / 10_000.0).unwrap_or(1.0).max(0.1);
            entries.push(Entry { id: m.id, family: m.family, cost });
        }
        check_unique(&entries)?;
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| "folder".into());
        Ok(Suite { name, entries, source: Source::Folder { dirs } })
    }

    /// Loads (or generates) the definition at `index` of [`Suite::entries`].
    pub fn load(&self, index: usize) -> Result<Definition, SuiteError> {
        match &self.source {
            Source::Folder { dirs } => {
                let d = dirs.get(index).ok_or_else(|| self.no_entry(index, "definition"))?;
                Ok(byo::load(d)?)
            }
            Source::Catalog { specs } => {
                let s = specs.get(index).ok_or_else(|| self.no_entry(index, "definition"))?;
                spec::generate(s).map_err(|source| SuiteError::Generate { id: s.id.clone(), source })
            }
            Source::Ops { cases } => {
                let c = cases.get(index).ok_or_else(|| self.no_entry(index, "case"))?;
                crate::ops::definition(c).map_err(|source| SuiteError::Generate { id: c.id.clone(), source })
            }
        }
    }

    /// Definition `index` without any tensor: a folder's manifest and
    /// program (its weight and input files unread), a generated definition
    /// as [`Suite::load`] makes it (its arguments are only described until
    /// `take_inputs`). What a compile-only run loads.
    pub fn load_program(&self, index: usize) -> Result<Definition, SuiteError> {
        match &self.source {
            Source::Folder { dirs } => {
                let d = dirs.get(index).ok_or_else(|| self.no_entry(index, "definition"))?;
                Ok(byo::load_program(d)?)
            }
            _ => self.load(index),
        }
    }

    /// The sequence bound of definition `index`, where it has one: a
    /// catalog spec's, or a folder's `[dynamic]` section (its manifest read,
    /// nothing else).
    pub fn bound(&self, index: usize) -> Option<i64> {
        match &self.source {
            Source::Folder { dirs } => dirs.get(index).and_then(|d| byo::read_manifest(d).ok()).and_then(|m| m.dynamic).map(|d| d.bound),
            Source::Catalog { specs } => specs.get(index).and_then(|s| s.bound),
            Source::Ops { .. } => None,
        }
    }

    fn no_entry(&self, index: usize, what: &'static str) -> SuiteError {
        SuiteError::NoEntry { suite: self.name.clone(), index, what }
    }

    /// Index of a definition by id.
    pub fn position(&self, id: &str) -> Option<usize> {
        self.entries.iter().position(|e| e.id == id)
    }
}

fn unreadable(path: &Path, e: std::io::Error) -> SuiteError {
    SuiteError::Unreadable { path: path.to_path_buf(), message: e.to_string() }
}

fn check_unique(entries: &[Entry]) -> Result<(), SuiteError> {
    let mut seen = std::collections::HashSet::new();
    for e in entries {
        if !seen.insert(e.id.as_str()) {
            return Err(SuiteError::DuplicateId(e.id.clone()));
        }
    }
    Ok(())
}

/// The name `Suite::open` resolves to the committed exported-models folder.
pub const HF_SUITE: &str = "hf";

fn hf_dir() -> PathBuf {
    host_io::paths::data_path("suites/hf")
}
