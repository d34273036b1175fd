//! The imported baseline: expected outputs (and a float64 reference)
//! checked against `@main`'s results and written to the baseline store with
//! the provenance the recorder writes (`baselines::record::provenance`),
//! `source = imported`, and the expected file's own metadata carried over.
//! Where the numbers ran is what that metadata says (`device`,
//! `platform_name`, `platform_version`, `plugin_sha256`), else `unknown`.
//! Expected values that are NaN/Inf where the program itself gives numbers
//! are refused ([`check_non_finite`]), as is a float64 reference that is
//! NaN/Inf where the expected outputs are finite. A training step's
//! float64 reference is in the form of its expected outputs (a loss curve,
//! or one step's outputs, laid out as the trajectory the run judges:
//! [`first_step`]), so the float64 rule judges the same outputs with it.

use super::bind::{self, Slot};
use super::signature::{Device, Signature};
use super::{file_name, read_tensors, Metadata, Target};
use baselines::store::{Baseline, LockedSuite, REQUIRED_KEYS, SOURCE_IMPORTED};
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

/// A training step's expected loss curve: a file whose keys are
/// `loss@1..loss@K` (the exporter's own K steps), or `None` where the file
/// holds other keys (one step's outputs). A file that mixes them, or skips
/// a step, is refused.
pub fn read_loss_curve(path: &Path) -> Result<Option<Outputs>, String> {
    let (given, metadata) = read_tensors(path, "expected outputs")?;
    if !given.keys().any(|k| k.starts_with("loss@")) {
        return Ok(None);
    }
    let p = path.display();
    let mut tensors = Vec::with_capacity(given.len());
    for k in 1..=given.len() {
        let key = baselines::trajectory::loss_name(k);
        let t = given.get(&key).ok_or_else(|| {
            let keys: Vec<&str> = given.keys().map(String::as_str).take(8).collect();
            format!("{p}: a loss curve is keyed loss@1..loss@{}, this file has no `{key}` (it holds {})", given.len(), keys.join(", "))
        })?;
        tensors.push(t.clone());
    }
    Ok(Some(Outputs { tensors, metadata, path: path.to_path_buf() }))
}

/// A training step's float64 loss curve, beside its expected `curve`: the
/// same keys `loss@1..loss@K` (as many steps), each a finite f64 scalar.
/// The float64 rule judges each loss of a run by it.
pub fn read_reference_curve(path: &Path, curve: &Outputs) -> Result<Outputs, String> {
    let p = path.display();
    let wide = read_loss_curve(path)?.ok_or_else(|| {
        format!(
            "{p}: the expected outputs are a loss curve (loss@1..loss@{}), so its float64 reference must be one too",
            curve.tensors.len()
        )
    })?;
    if wide.tensors.len() != curve.tensors.len() {
        return Err(format!(
            "{p}: holds {} losses, the expected loss curve {}: a float64 reference is of the same steps",
            wide.tensors.len(),
            curve.tensors.len()
        ));
    }
    for (k, t) in wide.tensors.iter().enumerate() {
        if t.dtype != DType::F64 || !t.shape.is_empty() {
            return Err(format!("{p}: loss@{} is {}, a float64 reference's loss is f64[]", k + 1, t.type_string()));
        }
        let v = t.to_f64_vec().first().copied().unwrap_or(f64::NAN);
        if !v.is_finite() {
            return Err(format!("{p}: loss@{} is {v}: a float64 reference must be finite", k + 1));
        }
    }
    Ok(wide)
}

/// Checks each loss of a curve against the program's loss output `loss`: a float scalar of its dtype.
pub fn check_loss_curve(curve: &Outputs, sig: &Signature, loss: usize) -> Result<(), String> {
    let want = &sig.results[loss];
    for (k, t) in curve.tensors.iter().enumerate() {
        if t.dtype != want.dtype || !t.shape.is_empty() {
            return Err(format!(
                "{}: loss@{} is {}, the step's loss `{}` is {}",
                curve.path.display(),
                k + 1,
                t.type_string(),
                sig.result_names[loss].name,
                want.display()
            ));
        }
        let v = t.to_f64_vec().first().copied().unwrap_or(f64::NAN);
        if !v.is_finite() {
            return Err(format!("{}: loss@{} is {v}: a loss curve to compare with must be finite", curve.path.display(), k + 1));
        }
    }
    Ok(())
}

/// One step's outputs as the trajectory of one step a run judges them by
/// (`loss@1`, then every other output as `step1.*`, in order).
pub fn first_step(mut one: Outputs, loss: usize) -> Outputs {
    let l = one.tensors.remove(loss);
    one.tensors.insert(0, l);
    one
}

/// What writing the baseline did.
#[derive(Debug, Clone, Default)]
pub struct Written {
    pub baseline: Option<PathBuf>,
    pub f64_reference: Option<PathBuf>,
    pub notes: Vec<String>,
}

/// Expected outputs that are NaN/Inf where the program's own output on
/// these inputs is finite are refused: a run would compare the NaN/Inf
/// pattern and fail parity whatever the tolerance, then advise one that
/// does not pass. Only expected outputs holding NaN/Inf need the check, so
/// only they run the program (on the import's `--device`); when it cannot
/// run there, the values are kept and a note says they were not checked.
pub fn check_non_finite(
    expected: &Outputs,
    sig: &Signature,
    program: &[u8],
    inputs: &[HostTensor],
    device: &mut Device,
) -> Result<Vec<String>, String> {
    if expected.tensors.iter().all(|t| t.non_finite_count() == 0) {
        return Ok(Vec::new());
    }
    let actual = match device.run(program, inputs) {
        Ok(a) => a,
        Err(e) => {
            return Ok(vec![format!(
                "{} holds NaN/Inf values; the program could not run here to check them ({}), so they are kept as they are",
                expected.path.display(),
                first_line(&e)
            )])
        }
    };
    for (i, (e, a)) in expected.tensors.iter().zip(&actual).enumerate() {
        if !e.dtype.is_float() || e.dtype != a.dtype || e.shape != a.shape {
            continue;
        }
        let (want, got) = (e.to_f64_vec(), a.to_f64_vec());
        let n = want.iter().zip(&got).filter(|(w, g)| !w.is_finite() && g.is_finite()).count();
        if n > 0 {
            let name = sig.result_names.get(i).map(|r| r.name.as_str()).unwrap_or("");
            return Err(format!(
                "{}: output {i} `{name}` is NaN/Inf at {n} of {} elements where the program's own output on these inputs is finite; \
                 a run would fail parity there whatever the tolerance (export the expected outputs again, or import without --expected)",
                expected.path.display(),
                want.len()
            ));
        }
    }
    Ok(Vec::new())
}

/// A float64 reference that is NaN/Inf where the expected outputs are
/// finite cannot judge them: refused (before anything is written).
pub fn check_reference(expected: &Outputs, wide: &Outputs) -> Result<(), String> {
    for (i, (b, w)) in expected.tensors.iter().zip(&wide.tensors).enumerate() {
        if b.dtype.is_float() && w.dtype == runtime::DType::F64 && b.shape == w.shape {
            let (_, gaps) = baselines::compare::rmse_against_f64(b, w).map_err(|e| e.to_string())?;
            if gaps > 0 {
                return Err(format!(
                    "{}: output {i} is NaN/Inf at {gaps} elements where the expected outputs are finite; a float64 reference must be finite there",
                    wide.path.display()
                ));
            }
        }
    }
    Ok(())
}

fn first_line(s: &str) -> &str {
    s.lines().next().unwrap_or("")
}

/// Writes `<store>/<suite>/<id>.safetensors` (and the `.f64` beside it, as
/// one unit: [`baselines::store::LockedSuite::write_pair`]) for the loaded
/// definition whose hash is `hash`, into the suite folder the caller
/// locked. Without expected outputs, nothing is written; a baseline left
/// from another definition is reported.
pub fn write(
    target: &Target,
    locked: Option<&LockedSuite>,
    def: &Definition,
    hash: &str,
    expected: Option<Outputs>,
    reference: Option<Outputs>,
    extras: &[(String, String)],
) -> Result<Written, String> {
    let (suite, id) = (target.suite.as_str(), def.id());
    let mut written = Written::default();
    let (Some(expected), Some(locked)) = (expected, locked) else {
        if let Ok(old) = target.store.load(suite, id) {
            if old.provenance.definition_hash != hash {
                written.notes.push(format!(
                    "{} is from another definition hash and was left as is: the run reports it as stale-baseline (import with --expected to replace it)",
                    target.store.path(suite, id).map(|p| p.display().to_string()).unwrap_or_else(|e| e.to_string())
                ));
            }
        }
        return Ok(written);
    };
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
    for (k, v) in extras {
        provenance.extras.insert(k.clone(), v.clone());
    }
    let baseline = Baseline { provenance, outputs: expected.tensors };
    let reference = reference.map(|wide| {
        let mut provenance = baseline.provenance.clone();
        provenance.dtype = baselines::record::dtype_list(&wide.tensors);
        carry_metadata(&mut provenance, wide.metadata);
        provenance.extras.insert("expected_file".into(), file_name(&wide.path));
        provenance.extras.insert("reference".into(), "float64 reference from the exporter".into());
        Baseline { provenance, outputs: wide.tensors }
    });
    let pair = locked.write_pair(&baseline, reference.as_ref()).map_err(|e| e.to_string())?;
    if let Some(p) = &pair.removed_f64 {
        written.notes.push(format!("removed {}: no float64 reference given for the new baseline", p.display()));
    }
    written.baseline = Some(pair.path);
    written.f64_reference = pair.f64_path;
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
