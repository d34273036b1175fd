//! Bundles of TorchTPU rows: what a TorchTPU engineer needs to see one
//! failing model again. A bundle holds the model (a model file copied under
//! `model/`, or the catalog entry's name: `hf:ENTRY`, `real:ID`), the run's
//! typed settings ([`results::TorchSpec`]: mode, device, seed, module mode,
//! training, the length of a sweep's row), the driver's versions (torch,
//! TorchTPU), the row (`row.json`), the outputs of both sides where the run
//! kept them (`device-outputs.safetensors`, TorchTPU's; `reference.safetensors`,
//! PyTorch CPU's), and `bundle.json` with the sha256 of every file.
//! `tpu-compat replay DIR` checks the files, then runs the model again with
//! `tpu-compat torch` in a process of its own, and says whether the status
//! reproduced. A bundle is replayed once when written, and says so.

use super::replay::{check_files, checked_device, host_text, ReplayError};
use super::{io, write_json, BundleError, MANIFEST};
use results::{Cause, ResultRow, RunInfo, Status, TorchSpec};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// `bundle.json`'s `source` for a TorchTPU row's bundle.
pub const SOURCE: &str = "torchtpu";
/// Where a bundle keeps a copied model file.
const MODEL_DIR: &str = "model";
/// A row judged against a store carries its baseline here (a store of one entry), so its replay
/// is judged against the same reference, wherever the store has gone since.
const STORE_DIR: &str = "store";

/// Copies the entry `id` of the store `store` (its manifest line and files) into a new store
/// `to`. A row the store had no entry for (`missing-baseline`) carries nothing: its replay asks
/// the store it named again.
fn carry_baseline(store: &Path, id: &str, to: &Path) -> Result<(), BundleError> {
    let suite = crate::torch::stored::SUITE;
    let manifest = baselines::manifest::Manifest::read(&baselines::manifest::Manifest::path_in(store))
        .map_err(|e| BundleError::Definition(format!("the store the row was judged against: {e}")))?;
    let Some(entry) = manifest.get(suite, id) else { return Ok(()) };
    std::fs::create_dir_all(to.join(suite)).map_err(io(to))?;
    for name in entry.files.keys() {
        let from = store.join(suite).join(name);
        std::fs::copy(&from, to.join(suite).join(name)).map_err(io(&from))?;
    }
    let path = baselines::manifest::Manifest::path_in(to);
    baselines::manifest::Manifest::append(&path, entry).map_err(|e| BundleError::Definition(e.to_string()))
}

/// Where a replay's reference comes from: the baseline the bundle carries (or, where it carries
/// none, the store the row named); a recording records into the replay's own scratch store,
/// never the user's.
fn replay_reference(dir: &Path, spec: &TorchSpec, scratch: &Path) -> Vec<String> {
    match &spec.reference {
        Some(results::StoredReference::Judge(store)) => {
            let carried = dir.join(STORE_DIR);
            let store = if carried.is_dir() { carried.display().to_string() } else { store.clone() };
            vec!["--baselines".into(), store]
        }
        Some(results::StoredReference::Record(_)) => vec!["--record-baselines".into(), scratch.join("store").display().to_string()],
        None => Vec::new(),
    }
}

/// `bundle.json` of a TorchTPU row.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct TorchManifest {
    /// [`SOURCE`].
    pub source: String,
    pub id: String,
    /// The row's status as the run decided it (before expected results), and its cause.
    pub status: String,
    #[serde(default)]
    pub cause: Option<Cause>,
    /// `tpu-compat torch`'s MODEL: `model/FILE.py` (in the bundle), `hf:ENTRY` or `real:ID`.
    pub model: String,
    /// A sweep's row: the length it ran at.
    #[serde(default)]
    pub length: Option<i64>,
    pub spec: TorchSpec,
    /// torch's and TorchTPU's versions, as the driver said them.
    pub driver: String,
    pub plugin_path: String,
    pub plugin_sha256: String,
    pub timeout_s: f64,
    pub files: BTreeMap<String, String>,
    pub replay: String,
    pub replayed: Option<String>,
    #[serde(default)]
    pub manifest_sha256: String,
}

/// What a TorchTPU bundle's replay saw.
#[derive(Debug, Clone)]
pub struct Replayed {
    pub recorded: Status,
    /// The replayed row's status (before expected results); `None` where the run made no row for the id.
    pub seen: Option<Status>,
    pub device: String,
    pub driver: String,
    pub plugin_changed: Option<String>,
}

impl Replayed {
    pub fn reproduced(&self) -> bool {
        self.seen == Some(self.recorded)
    }

    pub fn summary(&self) -> String {
        let on = format!("{} ({})", self.device, self.driver);
        let seen = self.seen.map_or_else(|| "no row".to_string(), |s| s.to_string());
        if self.reproduced() {
            format!("reproduced on {on}: {seen}")
        } else {
            format!("NOT reproduced on {on}: {seen}, recorded {}", self.recorded)
        }
    }
}

/// A row's status before its expected results were applied (an `xfail` row's own failure): the
/// replay compares the model's own status with the recorded one, whatever either's expectations.
fn raw_status(row: &ResultRow) -> Status {
    match (row.status, row.expected) {
        (Status::Xfail, Some(s)) => s,
        (Status::Xpass, _) => Status::Pass,
        (Status::Flaky, _) => Status::Nondeterministic,
        (s, _) => s,
    }
}

/// Whether a run folder is a TorchTPU run's (its bundles are this module's).
pub fn is_torch_run(info: &RunInfo) -> bool {
    info.torch.is_some() || results::torch::is_torch_tier(&info.suite)
}

/// Whether a bundle folder holds a TorchTPU row's bundle.
pub fn is_torch_bundle(dir: &Path) -> bool {
    std::fs::read_to_string(dir.join(MANIFEST))
        .ok()
        .and_then(|t| serde_json::from_str::<serde_json::Value>(&t).ok())
        .is_some_and(|v| v.get("source").and_then(|s| s.as_str()) == Some(SOURCE))
}

/// Writes the bundle of the TorchTPU row `id` of the run `run` into `out`, and replays it once.
pub fn write(run: &Path, id: &str, out: &Path) -> Result<TorchManifest, BundleError> {
    crate::runner::folder::check_new_output("--out", out).map_err(BundleError::OutInUse)?;
    let info = RunInfo::read(run)?;
    let spec = info.torch.clone().ok_or_else(|| {
        BundleError::Definition(format!(
            "{}: run.json has no TorchTPU settings (written before they were typed): run the model again to bundle it",
            run.display()
        ))
    })?;
    let row = super::final_row(run, id)?;
    if !raw_status(&row).is_failure() {
        return Err(BundleError::NotFailed { id: id.to_string(), status: row.status.to_string() });
    }
    let model_id = match row.length {
        Some(l) => id.strip_suffix(&format!(".len{l}")).unwrap_or(id),
        None => id,
    };
    let (model, source) = crate::torch::models::model_of(&spec, model_id)?;
    let file = match source {
        crate::torch::models::Source::File(f) => Some(f),
        _ => None,
    };
    let model = if file.is_some() { format!("{MODEL_DIR}/{model}") } else { model };
    std::fs::create_dir_all(out).map_err(io(out))?;
    if let Some(f) = file {
        let to = out.join(&model);
        std::fs::create_dir_all(out.join(MODEL_DIR)).map_err(io(out))?;
        std::fs::copy(&f, &to).map_err(io(&f))?;
    }
    let outputs = run.join("torch").join(id);
    for (from, to) in [("tpu.safetensors", "device-outputs.safetensors"), ("cpu.safetensors", "reference.safetensors")] {
        if outputs.join(from).is_file() {
            std::fs::copy(outputs.join(from), out.join(to)).map_err(io(&outputs.join(from)))?;
        }
    }
    if let Some(results::StoredReference::Judge(store)) = &spec.reference {
        carry_baseline(Path::new(store), id, &out.join(STORE_DIR))?;
    }
    write_json(&out.join("row.json"), &row)?;
    super::write_replay_script(out)?;
    let plugin_sha256 = runtime::tensors_file::sha256_file(Path::new(&info.plugin_path)).unwrap_or_default();
    let mut manifest = TorchManifest {
        source: SOURCE.to_string(),
        id: id.to_string(),
        status: raw_status(&row).to_string(),
        cause: row.torch.as_ref().map(|t| t.cause),
        model,
        length: row.length,
        spec,
        driver: info.platform_version.clone(),
        plugin_path: info.plugin_path.clone(),
        plugin_sha256,
        timeout_s: if info.timeout_s > 0.0 { info.timeout_s } else { 600.0 },
        files: super::replay::checksums(out)?,
        replay: format!("tpu-compat replay {}", out.display()),
        replayed: None,
        manifest_sha256: String::new(),
    };
    write_manifest(out, &mut manifest)?;
    manifest.replayed = Some(match replay(out, None) {
        Ok(r) => r.summary(),
        Err(e) => format!("could not replay: {e}"),
    });
    write_manifest(out, &mut manifest)?;
    Ok(manifest)
}

fn write_manifest(out: &Path, m: &mut TorchManifest) -> Result<(), BundleError> {
    m.manifest_sha256.clear();
    let bare = String::from_utf8(serde_json::to_vec_pretty(m)?).unwrap_or_default();
    m.manifest_sha256 = super::manifest_digest(&bare).unwrap_or_default();
    write_json(&out.join(MANIFEST), m)
}

/// The longest a replay may run: the run's timeout per model, twice over (the driver starts too).
const MAX_TIMEOUT_S: f64 = 86_400.0;

/// Checks the files of the TorchTPU bundle in `dir`, then runs its model again (on `device` where given).
pub fn replay(dir: &Path, device: Option<&str>) -> Result<Replayed, ReplayError> {
    let path = dir.join(MANIFEST);
    let text = host_text(&path)?;
    let m: TorchManifest = serde_json::from_str(&text).map_err(|source| ReplayError::BadManifest { path: path.clone(), source })?;
    let mut problems = Vec::new();
    match super::manifest_digest(&text) {
        Some(d) if d == m.manifest_sha256 => {}
        Some(d) => problems.push(format!("  bundle.json: changed since it was written (sha256 {d}, it lists {})", m.manifest_sha256)),
        None => problems.push("  manifest_sha256: missing (the file was not written by `report --bundle`, or was edited)".into()),
    }
    let copied = m.model.strip_prefix(&format!("{MODEL_DIR}/"));
    let catalog = m.model.starts_with("hf:") || m.model.starts_with("real:");
    if !catalog && copied.is_none_or(|f| f.is_empty() || f.contains('/') || !m.files.contains_key(&m.model)) {
        problems
            .push(format!("  model: `{}` is neither a model file of the bundle nor a catalog entry", results::text::printable(&m.model)));
    }
    if !(m.timeout_s.is_finite() && m.timeout_s > 0.0 && m.timeout_s <= MAX_TIMEOUT_S) {
        problems.push(format!("  timeout_s: {:?} is not a timeout (more than 0 and at most {MAX_TIMEOUT_S} seconds)", m.timeout_s));
    }
    let recorded: Status = match m.status.parse() {
        Ok(s) => s,
        Err(_) => {
            problems.push(format!("  status: `{}` is not a status", results::text::printable(&m.status)));
            Status::Crash
        }
    };
    if !problems.is_empty() {
        return Err(ReplayError::Invalid { path, problems });
    }
    check_files(dir, &m.files)?;
    let (device, plugin_changed) = checked_device(dir, &m.spec.device, &m.plugin_sha256, device)?;
    let scratch = tempfile::Builder::new()
        .prefix("tpu-compat-replay-")
        .tempdir()
        .map_err(|source| BundleError::Io { path: std::env::temp_dir(), source })?;
    let model = if catalog { m.model.clone() } else { dir.join(&m.model).display().to_string() };
    let spec = TorchSpec { device: device.clone(), lengths: m.length.map(|l| vec![l]), ..m.spec.clone() };
    let exe = std::env::current_exe().map_err(|source| BundleError::Io { path: PathBuf::from("/proc/self/exe"), source })?;
    let run = scratch.path().join("run");
    let log = scratch.path().join("replay.log");
    let log_file = std::fs::File::create(&log).map_err(|source| BundleError::Io { path: log.clone(), source })?;
    let err_file = log_file.try_clone().map_err(|source| BundleError::Io { path: log.clone(), source })?;
    let mut cmd = std::process::Command::new(exe);
    cmd.arg("torch").arg(&model).args(spec.flags()).args(replay_reference(dir, &m.spec, scratch.path()));
    cmd.arg("--timeout").arg(format!("{}s", m.timeout_s.ceil()));
    cmd.arg("--out").arg(&run).stdin(std::process::Stdio::null()).stdout(log_file).stderr(err_file);
    let limit = Duration::from_secs_f64(2.0 * m.timeout_s + 300.0);
    let ended = crate::runner::executor::run_bounded(&mut cmd, limit, Duration::from_secs(2))
        .map_err(|source| BundleError::Io { path: scratch.path().to_path_buf(), source })?;
    let rows = results::journal::read_rows(&run.join(results::journal::RESULTS_FILE)).map(|r| r.rows).unwrap_or_default();
    let seen = results::tally::final_row(&rows, &m.id).map(raw_status);
    if seen.is_none() {
        let said = std::fs::read_to_string(&log).unwrap_or_default();
        let tail: Vec<&str> = said.lines().rev().take(8).collect();
        let how = match ended {
            None => "it ran past its limit".to_string(),
            Some(s) => format!("it exited {s}"),
        };
        errln!("note: the replay of {} made no row ({how}):\n  {}", m.id, tail.into_iter().rev().collect::<Vec<_>>().join("\n  "));
    }
    let driver = RunInfo::read(&run).map(|i| i.platform_version).unwrap_or_default();
    Ok(Replayed { recorded, seen, device, driver: if driver.is_empty() { m.driver } else { driver }, plugin_changed })
}
