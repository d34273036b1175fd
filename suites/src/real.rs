//! The `real` catalog: real model definitions of the PyTorch ecosystem
//! (timm, torchvision, transformers, diffusers, open_clip), each an architecture its
//! library defines in code plus a config, run through TorchTPU by
//! `tpu-compat torch real`. The catalog is a CSV built into the binary
//! (suites/catalogs/real.csv, made by `scripts/torch_tpu/real_catalog.py`
//! from the pinned libraries); weights are seeded fills, never stored.
//! This module reads it and selects from it; the Python side
//! (`scripts/torch_tpu/real_models.py`) builds an entry.

use serde::{Deserialize, Serialize};

/// The catalog, as committed.
pub const REAL_CSV: &str = include_str!("../catalogs/real.csv");
/// The suite's name.
pub const SUITE: &str = "real";
/// The libraries an entry may come from.
pub const LIBRARIES: [&str; 5] = ["timm", "torchvision", "transformers", "diffusers", "open_clip"];

/// One row of the catalog.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct RealEntry {
    pub id: String,
    pub library: String,
    /// The library's module or model type (timm's `vision_transformer`, torchvision's `detection/ssd`...).
    pub family: String,
    /// `published` (the config as published) or `tiny` (shrunk).
    pub size: String,
    /// The library's name for the builder: a timm name, a torchvision builder, an hf catalog id, a diffusers class.
    pub builder: String,
    /// JSON keyword arguments for the builder.
    pub config: String,
    /// JSON input specs.
    pub inputs: String,
    /// Parameters and buffers (elements), counted on the meta device when the catalog was made.
    pub params: u64,
    /// Why the generator could not build or run the entry on the meta device (empty: it could).
    pub reason: String,
}

impl RealEntry {
    /// Host memory a TorchTPU run of it holds at its peak: the float32 model,
    /// its copy on the device (a host buffer on the CPU plugin) and the copy
    /// being moved there, the float64 reference (8 bytes a parameter), and a
    /// GiB for torch, TorchTPU and activations.
    pub fn host_bytes(&self) -> u64 {
        self.host_bytes_at(FORWARD_BYTES_PER_PARAMETER)
    }

    /// Host memory at `per_parameter` bytes a parameter and a GiB (a training run holds
    /// gradients, optimizer state and more copies than a forward run).
    pub fn host_bytes_at(&self, per_parameter: u64) -> u64 {
        self.params.saturating_mul(per_parameter).saturating_add(1 << 30)
    }
}

/// A forward run's bytes a parameter: the float32 model, its device copy and the copy being moved
/// there, the float64 reference, and 4 more for the outputs' copies.
pub const FORWARD_BYTES_PER_PARAMETER: u64 = 4 + 4 + 4 + 8 + 4;

impl RealEntry {}

/// The catalog's entries, in id order.
pub fn entries() -> Result<Vec<RealEntry>, String> {
    parse(REAL_CSV, "suites/catalogs/real.csv")
}

/// Entries of a catalog's text; `origin` names it in errors.
pub fn parse(text: &str, origin: &str) -> Result<Vec<RealEntry>, String> {
    let mut out = Vec::new();
    for (n, rec) in csv::Reader::from_reader(text.as_bytes()).deserialize::<RealEntry>().enumerate() {
        let e = rec.map_err(|e| format!("{origin}: row {}: {e}", n + 2))?;
        if !LIBRARIES.contains(&e.library.as_str()) {
            return Err(format!("{origin}: row {}: library `{}` (one of {})", n + 2, e.library, LIBRARIES.join(", ")));
        }
        out.push(e);
    }
    Ok(out)
}

/// `real:representative`: the representative subset, one entry per architecture (library and
/// family), chosen from the catalog alone: a family's first published entry by id that a host of
/// [`REPRESENTATIVE_HOST_BYTES`] holds, else its first tiny one, else its first published one; an
/// entry the generator flagged (a reason) only where its family has no other.
pub const REPRESENTATIVE: &str = "representative";

/// The host memory the representative subset is chosen for: a 10 GiB shard process.
pub const REPRESENTATIVE_HOST_BYTES: u64 = 10 << 30;

/// The representative subset of `all`, in catalog order.
pub fn representatives(all: &[RealEntry]) -> Vec<&RealEntry> {
    let fits = |e: &RealEntry| e.params > 0 && e.params.saturating_mul(24).saturating_add(1 << 30) <= REPRESENTATIVE_HOST_BYTES;
    let rank = |e: &RealEntry| (!e.reason.is_empty(), e.size == "published" && !fits(e), e.size != "published", e.id.clone());
    let mut ranked: Vec<&RealEntry> = all.iter().collect();
    ranked.sort_by_key(|e| rank(e));
    let mut chosen: std::collections::BTreeMap<(&str, &str), &str> = std::collections::BTreeMap::new();
    for e in ranked {
        chosen.entry((e.library.as_str(), e.family.as_str())).or_insert(e.id.as_str());
    }
    let ids: std::collections::HashSet<&str> = chosen.into_values().collect();
    all.iter().filter(|e| ids.contains(e.id.as_str())).collect()
}

/// What `real`, `real:LIBRARY`, `real:representative` or `real:ID` selects.
pub fn select<'a>(all: &'a [RealEntry], spec: &str) -> Result<Vec<&'a RealEntry>, String> {
    let Some(rest) = spec.strip_prefix(SUITE) else {
        return Err(format!("`{spec}` is not a real catalog selection"));
    };
    let what = match rest.strip_prefix(':') {
        None if rest.is_empty() => return Ok(all.iter().collect()),
        Some(w) if !w.is_empty() => w,
        _ => return Err(format!("`{spec}`: give real, real:LIBRARY ({}), real:representative or real:ID", LIBRARIES.join(", "))),
    };
    if LIBRARIES.contains(&what) {
        return Ok(all.iter().filter(|e| e.library == what).collect());
    }
    if what == REPRESENTATIVE {
        return Ok(representatives(all));
    }
    match all.iter().find(|e| e.id == what) {
        Some(e) => Ok(vec![e]),
        None => Err(format!(
            "{spec}: no entry `{what}` in the real catalog (suites/catalogs/real.csv; `tpu-compat suites` counts it; a library: {}; or real:representative)",
            LIBRARIES.join(", ")
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_committed_catalog_reads_and_spans_every_library() {
        let all = entries().unwrap();
        assert!(all.len() >= 4917, "at least TorchTPU's published Tier 1 size: {}", all.len());
        for lib in LIBRARIES {
            assert!(all.iter().any(|e| e.library == lib), "{lib}");
        }
        let mut ids: Vec<&str> = all.iter().map(|e| e.id.as_str()).collect();
        ids.dedup();
        assert_eq!(ids.len(), all.len(), "ids are sorted and unique");
    }

    #[test]
    fn the_representative_subset_is_one_entry_per_architecture() {
        let all = entries().unwrap();
        let chosen = select(&all, "real:representative").unwrap();
        let families: std::collections::BTreeSet<(&str, &str)> = all.iter().map(|e| (e.library.as_str(), e.family.as_str())).collect();
        assert_eq!(chosen.len(), families.len());
        assert_eq!(chosen.len(), 790, "the published figure's subset");
        // A family with a published entry the host holds is represented by one.
        let held = chosen.iter().filter(|e| e.size == "published").count();
        assert!(held > 0 && chosen.iter().all(|e| e.size == "published" || e.size == "tiny"));
    }

    #[test]
    fn selections_name_what_is_wrong() {
        let all = entries().unwrap();
        assert_eq!(select(&all, "real").unwrap().len(), all.len());
        let timm = select(&all, "real:timm").unwrap();
        assert!(!timm.is_empty() && timm.iter().all(|e| e.library == "timm"));
        let one = &all[0];
        assert_eq!(select(&all, &format!("real:{}", one.id)).unwrap(), vec![one]);
        assert!(select(&all, "real:no-such-model").unwrap_err().contains("no entry `no-such-model`"));
        assert!(select(&all, "real:").is_err());
        assert!(select(&all, "realx").is_err());
    }

    #[test]
    fn a_bad_row_is_named() {
        let text = "id,library,family,size,builder,config,inputs,params,reason\na,keras,f,tiny,b,{},[],1,\n";
        assert!(parse(text, "x.csv").unwrap_err().contains("x.csv: row 2: library `keras`"));
        let text = "id,library,family,size,builder,config,inputs,params,reason\na,timm,f,tiny,b,{},[],many,\n";
        assert!(parse(text, "x.csv").unwrap_err().contains("x.csv: row 2"));
    }

    #[test]
    fn host_memory_grows_with_parameters() {
        let mut e = entries().unwrap().remove(0);
        e.params = 1_000_000_000;
        assert_eq!(e.host_bytes(), 24_000_000_000 + (1 << 30));
    }
}
