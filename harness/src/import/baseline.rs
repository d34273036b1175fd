//! The imported baseline: expected outputs (and a float64 reference)
//! checked against `@main`'s results and written to the baseline store with
//! the provenance the recorder writes (`baselines::record::provenance`),
//! `source = imported`, and the expected file's own metadata carried over.
//! Where the numbers ran is what that metadata says (`device`,
//! `platform_name`, `platform_version`, `plugin_sha256`), else `unknown`.

use super::bind::{self, Slot};
use super::signature::Signature;
use super::{file_name, read_tensors, Metadata, Target};
use baselines::store::{Baseline, REQUIRED_KEYS, SOURCE_IMPORTED};
use baselines::Provenance;
use runtime::{DType, HostTensor, TensorType};
use std::path::{Path, PathBuf};
use suites::Definition;

/// Outputs read from a file, checked against the program.
#[derive(Debug, Clone)]
pub struct Outputs {
    pub tensors: Vec<HostTensor>,
    pub metadata: Metadata,
    pub path: PathBuf,
}

/// Reads outputs keyed by output name or `out0..outN` and checks them
/// against `@main`'s results; for the float64 reference, float outputs are f64.
pub fn read(path: &Path, sig: &Signature, f64_reference: bool) -> Result<Outputs, String> {
    let what = if f64_reference { "float64 reference" } else { "expected outputs" };
    let (given, metadata) = read_tensors(path, what)?;
    let types: Vec<TensorType> = sig
        .results
        .iter()
        .map(|t| {
            let dtype = if f64_reference && t.dtype.is_float() { DType::F64 } else { t.dtype };
            TensorType { dtype, shape: t.shape.clone() }
        })
        .collect();
    let slots: Vec<Slot> = sig.result_names.iter().zip(&types).map(|(named, ty)| Slot { named, ty }).collect();
    let tensors = bind::bind(&slots, bind::OUTPUT, given, path)?;
    Ok(Outputs { tensors, metadata, path: path.to_path_buf() })
}

/// What writing the baseline did.
#[derive(Debug, Clone, Default)]
pub struct Written {
    pub baseline: Option<PathBuf>,
    pub f64_reference: Option<PathBuf>,
    pub notes: Vec<String>,
}

/// Writes `<store>/<suite>/<id>.safetensors` (and the `.f64` beside it) for
/// the loaded definition whose hash is `hash`. Without expected outputs,
/// nothing is written; a baseline left from another definition is reported.
pub fn write(
    target: &Target,
    def: &Definition,
    hash: &str,
    expected: Option<Outputs>,
    reference: Option<Outputs>,
) -> Result<Written, String> {
    let (suite, id) = (target.suite.as_str(), def.id());
    let mut written = Written::default();
    let Some(expected) = expected else {
        if let Ok(old) = target.store.load(suite, id) {
            if old.provenance.definition_hash != hash {
                written.notes.push(format!(
                    "{} is from another definition hash and was left as is: the run reports it as stale-baseline (import with --expected to replace it)",
                    target.store.path(suite, id).map(|p| p.display().to_string()).unwrap_or_else(|e| e)
                ));
            }
        }
        return Ok(written);
    };
    // A reference that is NaN/Inf where the expected outputs are finite cannot judge them; refused before anything is written.
    if let Some(wide) = &reference {
        for (i, (b, w)) in expected.tensors.iter().zip(&wide.tensors).enumerate() {
            if b.dtype.is_float() && w.dtype == runtime::DType::F64 && b.shape == w.shape {
                let (_, gaps) = baselines::compare::rmse_against_f64(b, w)?;
                if gaps > 0 {
                    return Err(format!(
                        "{}: output {i} is NaN/Inf at {gaps} elements where the expected outputs are finite; a float64 reference must be finite there",
                        wide.path.display()
                    ));
                }
            }
        }
    }
    let unknown = baselines::record::Platform {
        device: "unknown".into(),
        platform_name: "unknown".into(),
        platform_version: "unknown".into(),
        plugin_sha256: "unknown".into(),
    };
    let mut provenance = baselines::record::provenance(&unknown, def, hash, &expected.tensors);
    provenance.source = SOURCE_IMPORTED.to_string();
    provenance.extras.insert("suite".into(), suite.to_string());
    carry_metadata(&mut provenance, expected.metadata);
    provenance.extras.insert("expected_file".into(), file_name(&expected.path));
    let baseline = Baseline { provenance, outputs: expected.tensors };
    written.baseline = Some(target.store.write(suite, &baseline)?);

    match reference {
        Some(wide) => {
            let mut provenance = baseline.provenance;
            provenance.dtype = baselines::record::dtype_list(&wide.tensors);
            carry_metadata(&mut provenance, wide.metadata);
            provenance.extras.insert("expected_file".into(), file_name(&wide.path));
            provenance.extras.insert("reference".into(), "float64 reference from the exporter".into());
            let reference = Baseline { provenance, outputs: wide.tensors };
            written.f64_reference = Some(target.store.write_f64(suite, &reference)?);
        }
        None => {
            // One from an earlier import would not belong to the new numbers.
            let path = target.store.f64_path(suite, id)?;
            if path.is_file() {
                std::fs::remove_file(&path).map_err(|e| format!("{}: {e}", path.display()))?;
                written.notes.push(format!("removed {}: no float64 reference given for the new baseline", path.display()));
            }
        }
    }
    Ok(written)
}

/// Extras the import writes itself; an expected file's keys of these names are kept as `expected.<key>`.
const OWN_EXTRAS: [&str; 5] = ["family", "program_sha256", "suite", "expected_file", "reference"];

/// Carries an expected file's own metadata into a baseline's provenance.
/// Where the numbers ran comes from it; keys the import decides itself
/// (id, hash, dtype, dates, source, suite, ...) are kept as `expected.<key>`.
fn carry_metadata(p: &mut Provenance, meta: Metadata) {
    for (k, v) in meta {
        match k.as_str() {
            "device" => p.device = v,
            "platform_name" => p.platform_name = v,
            "platform_version" => p.platform_version = v,
            "plugin_sha256" => p.plugin_sha256 = v,
            "outputs" => {}
            _ if REQUIRED_KEYS.contains(&k.as_str()) || OWN_EXTRAS.contains(&k.as_str()) => {
                p.extras.insert(format!("expected.{k}"), v);
            }
            _ => {
                p.extras.insert(k, v);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn metadata_names_the_platform_and_never_overrides_what_the_import_decides() {
        let mut p = Provenance { definition_hash: "ours".into(), source: SOURCE_IMPORTED.into(), ..Default::default() };
        p.extras.insert("suite".into(), "models".into());
        let meta: Metadata = [
            ("device", "gpu"),
            ("platform_name", "jax"),
            ("definition_hash", "theirs"),
            ("source", "pjrt"),
            ("suite", "other"),
            ("outputs", "9"),
            ("jax_version", "0.8.0"),
        ]
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
        carry_metadata(&mut p, meta);
        assert_eq!((p.device.as_str(), p.platform_name.as_str()), ("gpu", "jax"));
        assert_eq!((p.definition_hash.as_str(), p.source.as_str()), ("ours", "imported"));
        let extra = |k: &str| p.extras.get(k).map(String::as_str);
        assert_eq!(extra("expected.definition_hash"), Some("theirs"));
        assert_eq!(extra("expected.source"), Some("pjrt"));
        assert_eq!((extra("suite"), extra("expected.suite")), (Some("models"), Some("other")));
        assert_eq!(extra("jax_version"), Some("0.8.0"));
        assert_eq!(extra("outputs"), None);
    }
}
