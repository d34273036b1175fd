//! Replaying a bundle: every file `bundle.json` lists must be there with
//! the sha256 it lists (an edited tensor or a lost file is named, and
//! nothing runs); then the bundle's definition runs in a `tpu-compat run`
//! of its own on the recorded device (or another given), judged against the
//! bundle's store for a parity failure, and its row's failure class is
//! compared with the recorded verdict.

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
    /// The plugin's sha256 differs from the one recorded (path, recorded, now).
    pub plugin_changed: Option<String>,
}

impl Replayed {
    pub fn reproduced(&self) -> bool {
        self.seen.as_ref() == Some(&self.recorded)
    }

    pub fn summary(&self) -> String {
        let seen = self.seen.as_ref().map(Failure::describe).unwrap_or_else(|| self.status.clone());
        if self.reproduced() {
            format!("reproduced on {}: {seen}", self.device)
        } else {
            format!("NOT reproduced on {}: {seen}, recorded {}", self.device, self.recorded.describe())
        }
    }
}

/// The sha256 of every file under `dir` but the manifest, by path relative to `dir`.
pub fn checksums(dir: &Path) -> Result<BTreeMap<String, String>, BundleError> {
    let mut out = BTreeMap::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let entries = std::fs::read_dir(&d).map_err(super::io(&d))?;
        for e in entries {
            let p = e.map_err(super::io(&d))?.path();
            if p.is_dir() {
                stack.push(p);
                continue;
            }
            let rel = p.strip_prefix(dir).unwrap_or(&p).to_string_lossy().into_owned();
            if rel == MANIFEST {
                continue;
            }
            out.insert(rel, runtime::tensors_file::sha256_file(&p)?);
        }
    }
    Ok(out)
}

/// Checks the files of the bundle in `dir`, then replays its verdict (on `device` when given).
pub fn replay(dir: &Path, device: Option<&str>) -> Result<Replayed, ReplayError> {
    let path = dir.join(MANIFEST);
    let text = std::fs::read(&path).map_err(|source| ReplayError::NoManifest { path: path.clone(), source })?;
    let m: Manifest = serde_json::from_slice(&text).map_err(|source| ReplayError::BadManifest { path: path.clone(), source })?;
    let now = checksums(dir)?;
    let mut problems = Vec::new();
    for (file, sum) in &m.files {
        match now.get(file) {
            None => problems.push(format!("  {file}: missing (the bundle lists it)")),
            Some(s) if s != sum => problems.push(format!("  {file}: changed (sha256 {s}, the bundle lists {sum})")),
            Some(_) => {}
        }
    }
    if !problems.is_empty() {
        return Err(ReplayError::Corrupt { dir: dir.to_path_buf(), problems });
    }
    let device = device.unwrap_or(&m.device).to_string();
    let plugin_changed = device
        .parse::<runtime::DeviceSpec>()
        .ok()
        .and_then(|d| runtime::plugin::locate_library(&d).ok())
        .and_then(|p| runtime::tensors_file::sha256_file(&p).ok().map(|s| (p, s)))
        .filter(|(_, s)| !m.plugin_sha256.is_empty() && *s != m.plugin_sha256)
        .map(|(p, s)| format!("{}: sha256 {s}, the bundle's run had {}", p.display(), m.plugin_sha256));
    let settings = Settings {
        device: device.clone(),
        topology: m.topology.clone(),
        numerics: m.numerics.clone(),
        compile_profile: m.compile_profile.clone(),
        timeout: Duration::from_secs_f64(m.timeout_s.max(1.0)),
        suite_name: DEFINITION.to_string(),
    };
    let scratch = std::env::temp_dir().join(format!("tpu-compat-replay-{}-{}", std::process::id(), m.definition));
    let _ = std::fs::remove_dir_all(&scratch);
    let store = dir.join(STORE);
    let judged = matches!(m.verdict, Failure::Parity { .. });
    let row = predicate::run_folder(&dir.join(DEFINITION), judged.then_some(store.as_path()), &settings, &scratch.join("run"));
    let _ = std::fs::remove_dir_all(&scratch);
    let row = row?;
    let program = dir.join(DEFINITION).join(&m.definition).join(suites::byo::PROGRAM);
    let returned =
        std::fs::read(&program).ok().and_then(|p| runtime::program_text::parse_main(&p).ok()).map(|main| main.returned).unwrap_or_default();
    Ok(Replayed { recorded: m.verdict, seen: Failure::of(&row, &returned), status: row.status.to_string(), device, plugin_changed })
}
