//! Which models a `tpu-compat torch` run has, one row each: model files
//! (their stems as ids), hf catalog entries (`hf:ENTRY`, or `hf` for every
//! forward entry, listed by the exporter's own code), real catalog entries
//! (`real`, `real:LIBRARY`, `real:ID`: `suites::real`), and each at every
//! length of `--lengths`.

use super::error::TorchError;
use std::path::{Path, PathBuf};

/// The lengths of `--lengths`.
#[derive(Debug, Clone)]
pub struct Lengths(pub Vec<i64>);

/// The most lengths one sweep runs (each is a row, and a model run at least once).
pub const MAX_LENGTHS: i64 = 4096;

/// `A..B` (both included) or `L,L,...`; each at least 1, at most [`MAX_LENGTHS`] of them.
pub fn parse_lengths(s: &str) -> Result<Lengths, String> {
    let bad = || format!("`{s}` is not a list of lengths (e.g. 1..16 or 1,4,16, each at least 1)");
    let v: Vec<i64> = match s.split_once("..") {
        Some((a, b)) => {
            let (a, b) = (a.trim().parse::<i64>().map_err(|_| bad())?, b.trim().parse::<i64>().map_err(|_| bad())?);
            if b < a {
                return Err(format!("`{s}`: the range ends before it starts; give A..B with A <= B"));
            }
            if b - a >= MAX_LENGTHS {
                return Err(format!(
                    "`{s}`: {} lengths, a sweep runs at most {MAX_LENGTHS} (each length is a row); give a shorter range or a list",
                    b - a + 1
                ));
            }
            (a..=b).collect()
        }
        None => s.split(',').map(|x| x.trim().parse::<i64>().map_err(|_| bad())).collect::<Result<_, _>>()?,
    };
    if v.is_empty() || v.iter().any(|&l| l < 1) {
        return Err(bad());
    }
    if v.len() as i64 > MAX_LENGTHS {
        return Err(format!("`{s}`: {} lengths, a sweep runs at most {MAX_LENGTHS} (each length is a row)", v.len()));
    }
    let mut seen = std::collections::BTreeSet::new();
    Ok(Lengths(v.into_iter().filter(|l| seen.insert(*l)).collect()))
}

/// TorchTPU's bound on a bounded sweep's sequence dimension (`--bounded`, `--bound LO..HI`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct Bound {
    pub lower: i64,
    pub upper: i64,
}

/// TorchTPU's bounds start here (its `mark_dynamic` refuses a lower bound under 2).
pub const LOWEST_BOUND: i64 = 2;

impl Bound {
    /// The bound a sweep gets from its lengths: from the shortest (2 at least) to the longest.
    pub fn of(lengths: &Lengths) -> Bound {
        let (lo, hi) = (lengths.0.iter().min().copied().unwrap_or(1), lengths.0.iter().max().copied().unwrap_or(1));
        Bound { lower: lo.max(LOWEST_BOUND), upper: hi.max(LOWEST_BOUND) }
    }

    pub fn holds(&self, length: i64) -> bool {
        (self.lower..=self.upper).contains(&length)
    }
}

impl std::fmt::Display for Bound {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}..{}", self.lower, self.upper)
    }
}

/// `--bound LO..HI`: 2 <= LO <= HI.
pub fn parse_bound(s: &str) -> Result<Bound, String> {
    let bad = || format!("`{s}` is not a bound: give LO..HI, e.g. 2..16 (TorchTPU's bounds start at {LOWEST_BOUND})");
    let (a, b) = s.split_once("..").ok_or_else(bad)?;
    let (lower, upper) = (a.trim().parse::<i64>().map_err(|_| bad())?, b.trim().parse::<i64>().map_err(|_| bad())?);
    if lower < LOWEST_BOUND || upper < lower {
        return Err(bad());
    }
    Ok(Bound { lower, upper })
}

/// Where a model comes from.
#[derive(Debug, Clone)]
pub enum Source {
    File(PathBuf),
    /// An hf catalog entry's id.
    Hf(String),
    /// A real catalog entry.
    Real(Box<suites::real::RealEntry>),
}

impl Source {
    /// The shard balancer's cost: every model pays its driver round trip
    /// (one), and a real entry's parameters add up to four more (a published
    /// ViT-L runs longer than a tiny one; past 400M parameters a model is
    /// refused or among the slowest, whatever its size).
    pub fn cost(&self) -> f64 {
        match self {
            Source::Real(e) => 1.0 + e.params.min(400_000_000) as f64 / 1e8,
            _ => 1.0,
        }
    }
}

/// One row to make: a model, at one length when sweeping.
pub struct Model {
    pub id: String,
    pub source: Source,
    pub length: Option<i64>,
}

pub fn sweep(sources: Vec<(String, Source)>, lengths: Option<&Lengths>) -> Vec<Model> {
    let mut out = Vec::new();
    for (id, source) in sources {
        match lengths {
            None => out.push(Model { id, source, length: None }),
            Some(l) => out.extend(l.0.iter().map(|&len| Model { id: format!("{id}.len{len}"), source: source.clone(), length: Some(len) })),
        }
    }
    out
}

/// The folder holding the exporter's `export_hf` package.
pub fn hf_scripts() -> PathBuf {
    let dir = runtime::paths::data_path("scripts");
    std::path::absolute(&dir).unwrap_or(dir)
}

/// The folder holding the driver's `real_models` (the real catalog's builders).
pub fn real_scripts() -> PathBuf {
    hf_scripts().join("torch_tpu")
}

/// The hf catalog.
pub fn hf_catalog() -> PathBuf {
    hf_scripts().join("hf-catalog.toml")
}

/// Each model's row id and source: a file's stem (`-2`, `-3`... where stems
/// repeat) after checking it is a readable `.py`; an hf entry's id, checked
/// against the catalog's forward entries (`hf` is all of them).
pub fn sources(models: &[String], python: &Path) -> Result<Vec<(String, Source)>, TorchError> {
    let wants_hf = |m: &String| m == "hf" || m == HF_CAUSAL || m.starts_with("hf:");
    let catalog = if models.iter().any(wants_hf) { Some(hf_entries(python)?) } else { None };
    let catalog_ids: Option<Vec<String>> = catalog.as_ref().map(|c| c.iter().map(|(id, _)| id.clone()).collect());
    let real = if models.iter().any(|m| m == "real" || m.starts_with("real:")) {
        suites::real::entries().map_err(TorchError::RealCatalog)?
    } else {
        Vec::new()
    };
    let mut out: Vec<(String, Source)> = Vec::new();
    let mut push = |stem: &str, source: Source| {
        let mut id = stem.to_string();
        let mut n = 1;
        while out.iter().any(|(i, _)| *i == id) {
            n += 1;
            id = format!("{stem}-{n}");
        }
        out.push((id, source));
    };
    for m in models {
        if m == "hf" {
            for e in catalog_ids.iter().flatten() {
                push(e, Source::Hf(e.clone()));
            }
            continue;
        }
        if m == HF_CAUSAL {
            for (e, _) in catalog.iter().flatten().filter(|(_, causal)| *causal) {
                push(e, Source::Hf(e.clone()));
            }
            continue;
        }
        if let Some(entry) = m.strip_prefix("hf:") {
            if !catalog_ids.iter().flatten().any(|e| e == entry) {
                return Err(TorchError::NoHfEntry { entry: entry.to_string(), catalog: hf_catalog() });
            }
            push(entry, Source::Hf(entry.to_string()));
            continue;
        }
        if m == "real" || m.starts_with("real:") {
            for e in suites::real::select(&real, m).map_err(TorchError::RealCatalog)? {
                push(&e.id, Source::Real(Box::new(e.clone())));
            }
            continue;
        }
        let f = PathBuf::from(m);
        if f.extension().and_then(|e| e.to_str()) != Some("py") {
            let why = "not a Python model file (FILE.py defining model() and inputs()), hf:ENTRY, hf, real:ID, real:LIBRARY or real";
            return Err(TorchError::Model { model: m.clone(), why: why.into() });
        }
        let why = match std::fs::metadata(&f) {
            Ok(meta) if meta.is_file() => None,
            Ok(meta) if meta.is_dir() => Some("a folder, not a model file (give FILE.py)".to_string()),
            Ok(_) => Some("not a regular file (give FILE.py)".to_string()),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound && std::fs::symlink_metadata(&f).is_err() => {
                Some("no such file".to_string())
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Some("a symbolic link to nothing (a dangling link)".to_string()),
            Err(e) => Some(format!("cannot be read: {e}")),
        };
        if let Some(why) = why {
            return Err(TorchError::Model { model: m.clone(), why });
        }
        let stem = f.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_else(|| "model".into());
        push(&stem, Source::File(f));
    }
    Ok(out)
}

/// The model of a run's row `id` (a sweep's `ID.lenL` without its length): `tpu-compat torch`'s MODEL
/// argument for it (a model file's name, `hf:ENTRY`, `real:ID`) and where it comes from. Model files the
/// run named by a relative path are found from the folder the run started in.
pub fn model_of(spec: &results::TorchSpec, id: &str) -> Result<(String, Source), TorchError> {
    let in_run = |m: &String| {
        let catalog = m == HF_CAUSAL || ["hf", "real"].iter().any(|c| m == c || m.starts_with(&format!("{c}:")));
        if catalog || Path::new(m).is_absolute() || spec.cwd.is_empty() {
            m.clone()
        } else {
            Path::new(&spec.cwd).join(m).display().to_string()
        }
    };
    let models: Vec<String> = spec.models.iter().map(in_run).collect();
    let python = super::venv::python(None)?;
    let found = sources(&models, &python)?;
    match found.into_iter().find(|(i, _)| i == id).map(|(_, s)| s) {
        Some(Source::File(f)) => {
            let name = f.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| format!("{id}.py"));
            Ok((name, Source::File(f)))
        }
        Some(Source::Hf(entry)) => Ok((format!("hf:{entry}"), Source::Hf(entry))),
        Some(Source::Real(e)) => Ok((format!("real:{}", e.id), Source::Real(e))),
        None => Err(TorchError::NotInRun { id: id.to_string(), models: spec.models.join(" ") }),
    }
}

/// The hf catalog's causal LMs (the forward entries it sweeps over lengths, each with a `-dyn`
/// entry): a catalog name beside `hf`, for `--lengths` and `--bounded`.
pub const HF_CAUSAL: &str = "hf-causal";

/// The hf catalog's forward entry ids, as the exporter's code lists them (it enumerates model types
/// from transformers), each with whether it is one of its causal LMs.
pub fn hf_entries(python: &Path) -> Result<Vec<(String, bool)>, TorchError> {
    let (scripts, catalog) = (hf_scripts(), hf_catalog());
    if !catalog.is_file() || !scripts.join("export_hf").join("forward.py").is_file() {
        return Err(TorchError::NoHfCatalog { scripts });
    }
    let code = "import sys\nfrom pathlib import Path\nsys.path.insert(0, sys.argv[1])\nfrom export_hf import forward\ncausal = {e.id for e in forward.causal_lms(Path(sys.argv[2]))}\nfor e in forward.entries(Path(sys.argv[2])):\n    print(e.id, int(e.id in causal))\n";
    let out = std::process::Command::new(python)
        .arg("-c")
        .arg(code)
        .arg(&scripts)
        .arg(&catalog)
        // Listing needs transformers, not TorchTPU: torch's autoload of the installed backend
        // would double the listing's start (3.6 s against 7.1 s, measured on this machine).
        .env("TORCH_DEVICE_BACKEND_AUTOLOAD", "0")
        .stdin(std::process::Stdio::null())
        .output()
        .map_err(TorchError::io(python))?;
    if !out.status.success() {
        let err = String::from_utf8_lossy(&out.stderr);
        let said = err.lines().rev().find(|l| !l.trim().is_empty()).unwrap_or("").to_string();
        return Err(TorchError::HfListing { catalog, said });
    }
    Ok(String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(|l| l.split_once(' '))
        .map(|(id, causal)| (id.to_string(), causal.trim() == "1"))
        .collect())
}
