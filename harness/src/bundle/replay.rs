//! Replaying a bundle: every file `bundle.json` lists must be there with
//! the sha256 it lists (an edited tensor or a lost file is named, and
//! nothing runs); then the bundle's definition runs in a `tpu-compat run`
//! of its own on the recorded device (or another given), judged against the
//! bundle's store for a parity failure, and its row's failure class is
//! compared with the recorded verdict.
//!
//! A bundle arrives from elsewhere (a nightly's artifact, a colleague's
//! attachment), so it is data, never paths: `bundle.json` is checked
//! against its own digest, every name in it must be a plain id, every
//! number must be in range, a file or folder it does not list (or a
//! symbolic link) is refused by name, a plugin named by path must still be
//! the file the run used, and the replay works in a fresh temporary folder.
//! All of it before anything runs.

use super::{BundleError, Manifest, DEFINITION, MANIFEST, STORE};
use crate::reduce::predicate::{self, Failure, Settings};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Why a bundle could not be replayed.
#[derive(Debug, thiserror::Error)]
pub enum ReplayError {
    #[error("{}: not a bundle: {source}", path.display())]
    NoManifest { path: PathBuf, source: std::io::Error },
    #[error("{}: {source}", path.display())]
    BadManifest { path: PathBuf, source: serde_json::Error },
    /// `bundle.json` names something it may not (one line each).
    #[error("{} cannot be replayed:\n{}", path.display(), problems.join("\n"))]
    Invalid { path: PathBuf, problems: Vec<String> },
    /// Files missing or changed since the bundle was written, one line each.
    #[error("{} is not as it was written:\n{}", dir.display(), problems.join("\n"))]
    Corrupt { dir: PathBuf, problems: Vec<String> },
    #[error("{0}")]
    Io(#[from] BundleError),
    #[error("{0}")]
    Run(#[from] predicate::TrialError),
}

/// What a replay saw.
#[derive(Debug, Clone)]
pub struct Replayed {
    pub recorded: Failure,
    /// The replay's failure class; `None` when the definition passed.
    pub seen: Option<Failure>,
    pub status: String,
    pub device: String,
    /// How the replay's run executed, as its row records it ([`predicate::how_it_ran`]).
    pub ran: String,
    /// The plugin's sha256 differs from the one recorded (path, recorded, now).
    pub plugin_changed: Option<String>,
}

impl Replayed {
    pub fn reproduced(&self) -> bool {
        self.seen.as_ref() == Some(&self.recorded)
    }

    pub fn summary(&self) -> String {
        let seen = self.seen.as_ref().map(Failure::describe).unwrap_or_else(|| self.status.clone());
        let on = match self.ran.as_str() {
            "" => self.device.clone(),
            ran => format!("{} ({ran})", self.device),
        };
        if self.reproduced() {
            format!("reproduced on {on}: {seen}")
        } else {
            format!("NOT reproduced on {on}: {seen}, recorded {}", self.recorded.describe())
        }
    }
}

/// The sha256 of every file under `dir` but the manifest, by path relative to `dir`.
pub fn checksums(dir: &Path) -> Result<BTreeMap<String, String>, BundleError> {
    Ok(contents(dir)?.files)
}

/// What a bundle folder holds, by path relative to it: its files' sha256
/// (the manifest aside), its folders, and what is neither (links, devices).
#[derive(Debug, Default)]
struct Contents {
    files: BTreeMap<String, String>,
    folders: Vec<String>,
    others: Vec<String>,
}

fn contents(dir: &Path) -> Result<Contents, BundleError> {
    let mut out = Contents::default();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let entries = std::fs::read_dir(&d).map_err(super::io(&d))?;
        for e in entries {
            let p = e.map_err(super::io(&d))?.path();
            let rel = p.strip_prefix(dir).unwrap_or(&p).to_string_lossy().into_owned();
            // Not followed: a link could lead anywhere.
            let kind = std::fs::symlink_metadata(&p).map_err(super::io(&p))?.file_type();
            if kind.is_dir() {
                out.folders.push(rel);
                stack.push(p);
            } else if !kind.is_file() {
                out.others.push(rel);
            } else if rel != MANIFEST {
                out.files.insert(rel, runtime::tensors_file::sha256_file(&p)?);
            }
        }
    }
    Ok(out)
}

/// The longest a bundle's recorded timeout may be: a day.
const MAX_TIMEOUT_S: f64 = 86_400.0;

/// What is wrong with the manifest's own fields, one line each; empty when nothing is.
fn manifest_problems(m: &Manifest, text: &str) -> Vec<String> {
    let mut problems = Vec::new();
    match super::manifest_digest(text) {
        None => problems.push("  manifest_sha256: missing (the file was not written by `report --bundle`, or was edited)".to_string()),
        Some(d) if d != m.manifest_sha256 => {
            problems.push(format!("  bundle.json: changed since it was written (sha256 {d}, it lists {})", m.manifest_sha256))
        }
        Some(_) => {}
    }
    for (what, id) in [("id", &m.id), ("definition", &m.definition)] {
        if let Err(e) = suites::id::check(what, id) {
            problems.push(format!("  {what}: `{}` is not a plain id: it {}", results::text::printable(id), e.reason));
        }
    }
    if !(m.timeout_s.is_finite() && m.timeout_s > 0.0 && m.timeout_s <= MAX_TIMEOUT_S) {
        problems.push(format!("  timeout_s: {:?} is not a timeout (more than 0 and at most {MAX_TIMEOUT_S} seconds)", m.timeout_s));
    }
    if let Err(e) = m.device.parse::<runtime::DeviceSpec>() {
        problems.push(format!("  device: {e}"));
    }
    if let Some(t) = &m.topology {
        if let Err(e) = results::generations::parse_topology(t) {
            problems.push(format!("  topology: {e}"));
        }
    }
    if let Some(n) = &m.numerics {
        if let Err(e) = n.parse::<program::profiles::Numerics>() {
            problems.push(format!("  numerics: {e}"));
        }
    }
    if let Some(p) = &m.compile_profile {
        if let Err(e) = p.parse::<runtime::CompileProfile>() {
            problems.push(format!("  compile_profile: {e}"));
        }
    }
    if let Err(e) = m.execution.check() {
        problems.push(format!("  execution: {e}"));
    }
    if let Err(e) = m.status.parse::<results::Status>() {
        problems.push(format!("  status: {e}"));
    }
    if !(m.plugin_sha256.is_empty() || (m.plugin_sha256.len() == 64 && m.plugin_sha256.bytes().all(|b| b.is_ascii_hexdigit()))) {
        problems.push("  plugin_sha256: not a sha256 (64 hex digits)".to_string());
    }
    for file in m.files.keys() {
        let plain = !file.is_empty() && Path::new(file).components().all(|c| matches!(c, std::path::Component::Normal(_)));
        if !plain {
            problems.push(format!("  files: `{}` is not a path inside the bundle", results::text::printable(file)));
        }
    }
    let program = format!("{DEFINITION}/{}/{}", m.definition, suites::byo::PROGRAM);
    if !m.files.contains_key(&program) {
        problems.push(format!("  files: the definition's program `{program}` is not listed"));
    }
    problems
}

/// Reads `bundle.json` and checks it and the folder against each other:
/// the manifest's own fields, then every listed file's sha256, then
/// anything the folder holds that the manifest does not list.
fn checked_manifest(dir: &Path) -> Result<Manifest, ReplayError> {
    let path = dir.join(MANIFEST);
    let text = host_text(&path)?;
    let m: Manifest = serde_json::from_str(&text).map_err(|source| ReplayError::BadManifest { path: path.clone(), source })?;
    let problems = manifest_problems(&m, &text);
    if !problems.is_empty() {
        return Err(ReplayError::Invalid { path, problems });
    }
    check_files(dir, &m.files)?;
    Ok(m)
}

/// Checks the folder against the files a manifest lists: every listed file there with its sha256,
/// nothing more (no other file, folder, link or special file).
pub(super) fn check_files(dir: &Path, files: &BTreeMap<String, String>) -> Result<(), ReplayError> {
    let now = contents(dir)?;
    let mut problems = Vec::new();
    for (file, sum) in files {
        match now.files.get(file) {
            None => problems.push(format!("  {file}: missing (the bundle lists it)")),
            Some(s) if s != sum => problems.push(format!("  {file}: changed (sha256 {s}, the bundle lists {sum})")),
            Some(_) => {}
        }
    }
    for file in now.files.keys().filter(|f| !files.contains_key(*f)) {
        problems.push(format!("  {}: not listed by the bundle (remove it, or write the bundle anew)", results::text::printable(file)));
    }
    for folder in &now.folders {
        let prefix = format!("{folder}/");
        if !files.keys().any(|f| f.starts_with(&prefix)) {
            problems.push(format!("  {}/: a folder the bundle does not list", results::text::printable(folder)));
        }
    }
    for other in &now.others {
        problems.push(format!("  {}: a link or special file; a bundle holds plain files only", results::text::printable(other)));
    }
    if !problems.is_empty() {
        return Err(ReplayError::Corrupt { dir: dir.to_path_buf(), problems });
    }
    Ok(())
}

/// `bundle.json`'s text, bounded: a bundle is a few KB of JSON.
pub(super) fn host_text(path: &Path) -> Result<String, ReplayError> {
    let bytes = std::fs::read(path).map_err(|source| ReplayError::NoManifest { path: path.to_path_buf(), source })?;
    String::from_utf8(bytes).map_err(|_| ReplayError::Invalid { path: path.to_path_buf(), problems: vec!["  not UTF-8 text".into()] })
}

/// Checks the files of the bundle in `dir`, then replays its verdict (on `device` when given).
pub fn replay(dir: &Path, device: Option<&str>) -> Result<Replayed, ReplayError> {
    let m = checked_manifest(dir)?;
    let (device, plugin_changed) = checked_device(dir, &m.device, &m.plugin_sha256, device)?;
    let settings = Settings {
        spec: m.spec(&device),
        timeout: Duration::from_secs_f64(m.timeout_s.clamp(1.0, MAX_TIMEOUT_S)),
        suite_name: DEFINITION.to_string(),
    };
    // A fresh folder of its own, removed with everything in it when the replay ends.
    let scratch = tempfile::Builder::new()
        .prefix("tpu-compat-replay-")
        .tempdir()
        .map_err(|source| BundleError::Io { path: std::env::temp_dir(), source })?;
    let store = dir.join(STORE);
    let judged = matches!(m.verdict, Failure::Parity { .. });
    let row = predicate::run_folder(&dir.join(DEFINITION), judged.then_some(store.as_path()), &settings, &scratch.path().join("run"))?;
    let program = dir.join(DEFINITION).join(&m.definition).join(suites::byo::PROGRAM);
    let returned =
        std::fs::read(&program).ok().and_then(|p| runtime::program_text::parse_main(&p).ok()).map(|main| main.returned).unwrap_or_default();
    let ran = predicate::how_it_ran(&row);
    Ok(Replayed { recorded: m.verdict, seen: Failure::of(&row, &returned), status: row.status.to_string(), device, ran, plugin_changed })
}

/// The device a replay runs on (`device` where given, else the recorded one), and a note where its
/// plugin's sha256 is not the recorded one. A plugin the bundle names by path is loaded only while
/// it is the file the run used: a bundle never makes this machine load a library of its choosing.
pub(super) fn checked_device(
    dir: &Path,
    recorded: &str,
    recorded_sha256: &str,
    device: Option<&str>,
) -> Result<(String, Option<String>), ReplayError> {
    let recorded_device = device.is_none();
    let device = device.unwrap_or(recorded).to_string();
    let plugin_changed = device
        .parse::<runtime::DeviceSpec>()
        .ok()
        .and_then(|d| runtime::plugin::locate_library(&d).ok())
        .and_then(|p| runtime::tensors_file::sha256_file(&p).ok().map(|s| (p, s)))
        .filter(|(_, s)| !recorded_sha256.is_empty() && *s != recorded_sha256)
        .map(|(p, s)| format!("{}: sha256 {s}, the bundle's run had {recorded_sha256}", p.display()));
    if recorded_device && matches!(device.parse::<runtime::DeviceSpec>(), Ok(runtime::DeviceSpec::Path(_))) {
        let why = match (&plugin_changed, recorded_sha256.is_empty()) {
            (Some(changed), _) => Some(format!("is not the one its run used ({changed})")),
            (None, true) => Some("has no recorded sha256 to check it against".to_string()),
            (None, false) => None,
        };
        if let Some(why) = why {
            return Err(ReplayError::Invalid {
                path: dir.join(MANIFEST),
                problems: vec![format!("  device: the plugin the bundle names by path {why}; give --device")],
            });
        }
    }
    Ok((device, plugin_changed))
}
