//! Evidence bundles: everything a compiler engineer needs to see one
//! failing row again, in one folder, replayed with one command.
//!
//! A bundle holds the definition (the reduced one where `reduce` made it)
//! as a definition folder of its own (`definition/<id>/`: program, inputs,
//! `model.toml`), for a parity failure its baseline in `store/` and the
//! same values as `reference.safetensors` with the device's outputs beside
//! them (`device-outputs.safetensors`), the row (`row.json`), `diverge`'s
//! finding where the run localized it (`diverge.json`), `reduce.json` where
//! it was reduced, and `bundle.json`: the verdict to reproduce, the target
//! and compile settings the run used, the plugin's path and sha256, and the
//! sha256 of every file. `replay.sh` (or `tpu-compat replay DIR`) checks the
//! files against `bundle.json` and runs the definition in a process of its
//! own ([`replay`]); a bundle is replayed once when written, and says so.

pub mod replay;
pub mod torch;

use crate::reduce::predicate::{self, Candidate, Failure, Settings};
use baselines::store::Store;
use results::{ResultRow, RunInfo, RunSpec};
use runtime::{tensors_file, HostTensor};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

pub const MANIFEST: &str = "bundle.json";
/// The folder of the bundle's one definition (also its suite name in `store/`).
pub const DEFINITION: &str = "definition";
pub const STORE: &str = "store";

/// `bundle.json`.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Manifest {
    pub id: String,
    /// The id of the definition in `definition/` (`<id>.reduced` for a reduced program).
    pub definition: String,
    pub verdict: Failure,
    /// The row's status as the run journaled it.
    pub status: String,
    pub reduced: bool,
    /// `--device` as the run was given it, the plugin file it loaded and its sha256.
    pub device: String,
    pub plugin_path: String,
    pub plugin_sha256: String,
    pub platform: String,
    pub topology: Option<String>,
    pub numerics: Option<String>,
    pub compile_profile: Option<String>,
    /// How the run executed the definition (mode, spmd, devices, steps): replayed the same way.
    #[serde(default)]
    pub execution: predicate::Execution,
    /// The run's determinism check (`run --no-determinism` when off) and `--threads`: replayed the same way.
    #[serde(default = "on")]
    pub determinism: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub threads: Option<u32>,
    /// XLA flags and other compiler environment the run recorded.
    pub compiler_environment: String,
    pub timeout_s: f64,
    /// Every file of the bundle (but this one) and its sha256.
    pub files: BTreeMap<String, String>,
    /// The one command that replays the bundle.
    pub replay: String,
    /// What the replay made when the bundle was written.
    pub replayed: Option<String>,
    /// The sha256 of this manifest, written with this field empty
    /// ([`Manifest::digest`]): an edited `bundle.json` is named on replay.
    #[serde(default)]
    pub manifest_sha256: String,
}

fn on() -> bool {
    true
}

impl Manifest {
    /// The settings the bundle's definition replays under, on `device`.
    pub fn spec(&self, device: &str) -> RunSpec {
        RunSpec {
            topology: self.topology.clone(),
            numerics: self.numerics.clone(),
            compile_profile: self.compile_profile.clone(),
            execution: self.execution.clone(),
            determinism: self.determinism,
            threads: self.threads,
            ..RunSpec::on(device)
        }
    }
}

/// The JSON member that carries the manifest's own digest, as written.
const DIGEST_MEMBER: &str = "\"manifest_sha256\": ";

/// The sha256 of `bundle.json`'s bytes with the value of `manifest_sha256`
/// blanked (`""`): what that member holds in a bundle as it was written.
/// Taken over the bytes, not a re-serialization, so nothing of the file
/// can change unseen. `None` when the member is not there exactly once.
pub fn manifest_digest(text: &str) -> Option<String> {
    let mut found = text.match_indices(DIGEST_MEMBER);
    let (at, _) = found.next()?;
    if found.next().is_some() {
        return None;
    }
    let value = at + DIGEST_MEMBER.len();
    let rest = text[value..].strip_prefix('"')?;
    let end = rest.find('"')?;
    let blanked = format!("{}\"\"{}", &text[..value], &rest[end + 1..]);
    Some(runtime::tensors_file::sha256_hex(blanked.as_bytes()))
}

/// Why a bundle was not written.
#[derive(Debug, thiserror::Error)]
pub enum BundleError {
    #[error("{}: {source}", path.display())]
    Io { path: PathBuf, source: std::io::Error },
    #[error("{0}")]
    Run(#[from] results::JournalError),
    #[error("{run}: no row for `{id}`")]
    NoRow { run: PathBuf, id: String },
    #[error("{id}: the row {status} is not a failure: nothing to bundle")]
    NotFailed { id: String, status: String },
    #[error("{0}")]
    Definition(String),
    #[error("{id}: a parity failure's baseline: {message}")]
    Baseline { id: String, message: String },
    #[error("{0}")]
    Trial(#[from] predicate::TrialError),
    #[error("{0}")]
    Tensors(#[from] runtime::DataError),
    #[error("{0}")]
    Encode(#[from] serde_json::Error),
    #[error("{0}")]
    OutInUse(String),
    #[error("{0}")]
    Torch(#[from] crate::torch::error::TorchError),
}

fn io(path: &Path) -> impl FnOnce(std::io::Error) -> BundleError {
    let path = path.to_path_buf();
    move |source| BundleError::Io { path, source }
}

/// A setting of the run's identity (`run.json`), empty where not recorded.
fn setting<'a>(info: &'a RunInfo, name: &str) -> &'a str {
    info.identity.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str()).unwrap_or("")
}

/// The final row of `id` ([`results::tally::final_row`]).
fn final_row(run: &Path, id: &str) -> Result<ResultRow, BundleError> {
    let rows = results::journal::read_rows(&run.join(results::journal::RESULTS_FILE))?.rows;
    results::tally::final_row(&rows, id).cloned().ok_or_else(|| BundleError::NoRow { run: run.to_path_buf(), id: id.to_string() })
}

/// Writes the bundle of `id`'s row of the run `run` into `out`, from the
/// reduced definition in `reduced` (a `reduce --out` folder) when given;
/// replays it once. Returns the manifest.
pub fn write(run: &Path, id: &str, reduced: Option<&Path>, out: &Path) -> Result<Manifest, BundleError> {
    crate::runner::folder::check_new_output("--out", out).map_err(BundleError::OutInUse)?;
    let info = RunInfo::read(run)?;
    let row = final_row(run, id)?;
    let definition = match reduced {
        Some(r) => crate::commands::diverge::resolve(&r.display().to_string(), None),
        None => crate::commands::diverge::resolve(id, Some(&info.suite_spec)).or_else(|_| crate::commands::diverge::resolve(id, None)),
    }
    .map_err(|e| BundleError::Definition(e.to_string()))?;
    let program = String::from_utf8(definition.program.clone())
        .map_err(|_| BundleError::Definition(format!("{id}: the program is bytecode; a bundle holds text")))?;
    let returned = runtime::program_text::parse_main(program.as_bytes()).map(|m| m.returned).unwrap_or_default();
    let verdict = match reduced {
        Some(r) => {
            let path = r.join(crate::reduce::REPORT);
            let text = std::fs::read_to_string(&path).map_err(io(&path))?;
            let v: serde_json::Value = serde_json::from_str(&text)?;
            serde_json::from_value(v["predicate"].clone())?
        }
        None => {
            // A parity failure's output is named as the program returns it.
            Failure::of(&row, &returned).ok_or_else(|| BundleError::NotFailed { id: id.to_string(), status: row.status.to_string() })?
        }
    };
    let inputs = definition.inputs().map_err(|e| BundleError::Definition(format!("{id}: {e}")))?;
    let expected: Option<Vec<HostTensor>> = match (&verdict, reduced) {
        (Failure::Parity { .. }, Some(r)) => {
            let suite = r.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
            Some(load_baseline(&Store::new(r.join(crate::reduce::STORE)), &suite, definition.id())?)
        }
        (Failure::Parity { .. }, None) => {
            let store = match setting(&info, "baselines") {
                "" => Store::committed(),
                dir => Store::new(dir),
            };
            Some(load_baseline(&store, &info.suite, id)?)
        }
        _ => None,
    };

    std::fs::create_dir_all(out).map_err(io(out))?;
    let work = out.join(".bundle-work");
    let suite = out.join(DEFINITION);
    let store = out.join(STORE);
    // A training step keeps its feed (its manifest's names are not the imported definition's).
    let feed = match crate::execution::ProgramKind::of(program.as_bytes()) {
        Ok(kind) if kind.is_training_step() => crate::train::StepProgram::of(program.as_bytes(), &definition.manifest)
            .map(|s| s.pairs())
            .map_err(|e| BundleError::Definition(format!("{id}: {e}")))?,
        _ => Vec::new(),
    };
    let candidate =
        Candidate { program: &program, inputs: inputs.iter().collect(), expected: expected.as_ref().map(|e| e.iter().collect()), feed };
    let def_id = definition.id().to_string();
    predicate::write_definition(&candidate, &def_id, &work.join("staged"), &suite, &store)?;
    write_json(&out.join("row.json"), &row)?;
    let spec = RunSpec::of_run(&info).map_err(|e| BundleError::Definition(format!("{}: {e}", run.display())))?;
    // Timing is not the failure, and the definition folder is not the suite an expected file describes.
    let spec = RunSpec { repeat: 0, expected: None, ..spec };
    let settings = Settings {
        spec,
        timeout: Duration::from_secs_f64(if info.timeout_s > 0.0 { info.timeout_s } else { 300.0 }),
        suite_name: DEFINITION.to_string(),
    };
    if let Some(e) = &expected {
        save(&out.join("reference.safetensors"), e)?;
        // The device's outputs, from a contained run of the program on the run's device.
        let device_out = out.join("device-outputs.safetensors");
        if let Err(e) = crate::reduce::reference::exec(&program, &inputs, &settings, &work, &device_out) {
            errln!("note: {id}: the device's outputs were not saved: {e}");
        }
    }
    let diverge = run.join("details").join(format!("{id}.diverge")).join("report.json");
    if diverge.is_file() {
        std::fs::copy(&diverge, out.join("diverge.json")).map_err(io(&diverge))?;
    }
    if let Some(r) = reduced {
        let from = r.join(crate::reduce::REPORT);
        std::fs::copy(&from, out.join(crate::reduce::REPORT)).map_err(io(&from))?;
    }
    write_replay_script(out)?;
    let _ = std::fs::remove_dir_all(&work);
    let mut manifest = Manifest {
        id: id.to_string(),
        definition: def_id,
        verdict,
        status: row.status.to_string(),
        reduced: reduced.is_some(),
        device: settings.spec.device.clone(),
        plugin_path: info.plugin_path.clone(),
        plugin_sha256: info.plugin_sha256.clone(),
        platform: format!("{} {}", info.platform_name, info.platform_version).trim().to_string(),
        topology: settings.spec.topology.clone(),
        numerics: settings.spec.numerics.clone(),
        compile_profile: settings.spec.compile_profile.clone(),
        execution: settings.spec.execution.clone(),
        determinism: settings.spec.determinism,
        threads: settings.spec.threads,
        compiler_environment: setting(&info, "compiler environment").to_string(),
        timeout_s: settings.timeout.as_secs_f64(),
        files: replay::checksums(out)?,
        replay: format!("tpu-compat replay {}", out.display()),
        replayed: None,
        manifest_sha256: String::new(),
    };
    write_manifest(out, &mut manifest)?;
    let replayed = replay::replay(out, None);
    manifest.replayed = Some(match &replayed {
        Ok(r) => r.summary(),
        Err(e) => format!("could not replay: {e}"),
    });
    write_manifest(out, &mut manifest)?;
    Ok(manifest)
}

/// `replay.sh`: the bundle's one command.
fn write_replay_script(out: &Path) -> Result<(), BundleError> {
    let script = out.join("replay.sh");
    std::fs::write(&script, "#!/bin/sh\n# Replays this bundle's verdict: checks its files, runs it again, compares.\nexec \"${TPU_COMPAT:-tpu-compat}\" replay \"$(dirname \"$0\")\" \"$@\"\n")
        .map_err(io(&script))?;
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).map_err(io(&script))
}

fn load_baseline(store: &Store, suite: &str, id: &str) -> Result<Vec<HostTensor>, BundleError> {
    store.load(suite, id).map(|b| b.outputs).map_err(|e| BundleError::Baseline { id: id.to_string(), message: e.to_string() })
}

fn save(path: &Path, ts: &[HostTensor]) -> Result<(), BundleError> {
    let named: Vec<(String, &HostTensor)> = ts.iter().enumerate().map(|(i, t)| (format!("out{i}"), t)).collect();
    tensors_file::write(path, &named, &BTreeMap::new())?;
    Ok(())
}

/// Writes `bundle.json` with its own digest.
fn write_manifest(out: &Path, m: &mut Manifest) -> Result<(), BundleError> {
    m.manifest_sha256.clear();
    let bare = String::from_utf8(serde_json::to_vec_pretty(m)?).unwrap_or_default();
    m.manifest_sha256 = manifest_digest(&bare).unwrap_or_default();
    write_json(&out.join(MANIFEST), m)
}

fn write_json<T: Serialize>(path: &Path, v: &T) -> Result<(), BundleError> {
    runtime::tensors_file::write_atomic(path, &serde_json::to_vec_pretty(v)?)?;
    Ok(())
}
