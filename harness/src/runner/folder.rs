//! The run folder: made fresh, or checked and reopened with `--resume`, under
//! its lock; and the command line that continues an interrupted run. A
//! folder this command made is removed again when nothing ran, so a refused
//! or broken start leaves nothing behind.

use crate::exit::CommandError;
use results::journal::{self, RunInfo, RunLock};
use std::path::{Path, PathBuf};

/// The run folder, made or checked, and whether this command made it.
pub struct Folder {
    pub dir: PathBuf,
    pub created: bool,
    _lock: RunLock,
    /// `run.json`: this run's, or the resumed run's with this run's plan.
    pub info: RunInfo,
    /// Rows a resumed run already journaled.
    pub previous: Vec<results::ResultRow>,
}

impl Folder {
    /// Makes `dir` for the run `fresh` describes, or with `resume` reopens
    /// the run already there, which must have the same identity.
    pub fn open(dir: &Path, resume: bool, fresh: RunInfo) -> Result<Folder, CommandError> {
        Folder::open_as("--run-dir", dir, resume, fresh)
    }

    /// [`Folder::open`] for a command whose run folder is given as `flag`
    /// (`torch --out`): its messages name that flag.
    pub fn open_as(flag: &str, dir: &Path, resume: bool, fresh: RunInfo) -> Result<Folder, CommandError> {
        let existed = dir.exists();
        if resume && !existed {
            return Err(CommandError::setup(format!("--resume: {} does not exist", dir.display())));
        }
        if existed && !dir.is_dir() {
            return Err(CommandError::setup(format!("{flag} {}: a file is there, not a folder; give a folder", dir.display())));
        }
        std::fs::create_dir_all(dir).map_err(|e| CommandError::setup(format!("{}: {e}", dir.display())))?;
        let undo = |e: CommandError| {
            if !existed {
                let _ = std::fs::remove_dir_all(dir);
            }
            e
        };
        let lock = RunLock::acquire(dir).map_err(|e| undo(CommandError::setup(e)))?;
        let (info, previous) = if resume { reopen(flag, dir, fresh)? } else { (check_empty(flag, dir, fresh)?, Vec::new()) };
        Ok(Folder { dir: dir.to_path_buf(), created: !existed, _lock: lock, info, previous })
    }

    /// Removes the folder when this command made it (nothing ran).
    pub fn remove_if_created(&self) {
        if self.created {
            let _ = std::fs::remove_dir_all(&self.dir);
        }
    }
}

fn check_empty(flag: &str, dir: &Path, fresh: RunInfo) -> Result<RunInfo, CommandError> {
    if dir.join(journal::RESULTS_FILE).exists() || dir.join(journal::RUN_FILE).exists() {
        return Err(CommandError::setup(format!("{} already holds a run; pass --resume to continue it, or another {flag}", dir.display())));
    }
    Ok(fresh)
}

/// The resumed run's `run.json` and rows; refused when a setting changed.
fn reopen(flag: &str, dir: &Path, fresh: RunInfo) -> Result<(RunInfo, Vec<results::ResultRow>), CommandError> {
    let mut old = RunInfo::read(dir).map_err(|e| CommandError::setup(format!("--resume: {e}")))?;
    if let Some(change) = identity_change(&old.identity, &fresh.identity) {
        return Err(CommandError::setup(format!(
            "--resume: {} is a different run ({change}); resume it with the same settings, or start a new {flag}",
            dir.display()
        )));
    }
    // The typed settings, read from the identity where the run predates them: all of them compared.
    let was = results::RunSpec::of_run(&old).map_err(|e| CommandError::setup(format!("--resume: {}: {e}", dir.display())))?;
    if let Some((setting, was, now)) = fresh.spec.as_ref().and_then(|now| was.change(now)) {
        return Err(CommandError::setup(format!(
            "--resume: {} is a different run ({setting}: the run has {was}, this command {now}); resume it with the same \
             settings, or start a new {flag}",
            dir.display()
        )));
    }
    old.spec = fresh.spec.clone();
    if old.whole_planned.is_empty() {
        // A shard started by an older tpu-compat: the same run (identity above), so its whole plan is this one.
        old.whole_planned = fresh.whole_planned;
    }
    // A partial merge resumed as the whole run it names: what is missing now runs here.
    old.missing_shards.clear();
    let results_file = dir.join(journal::RESULTS_FILE);
    let contents = journal::read_rows(&results_file).map_err(CommandError::setup)?;
    if let Some(t) = &contents.torn_tail {
        errln!(
            "note: {} line {} is unreadable (a run killed mid-line); it is cut off: {}",
            results_file.display(),
            t.line,
            results::text::first_line(&results::text::printable(&t.text), 80)
        );
    }
    Ok((old, contents.rows))
}

/// Checks that `path`, given as `flag`, can become a new output folder:
/// absent, or an empty folder. A file, or a folder with something in it,
/// is refused, and the words say which it is.
pub fn check_new_output(flag: &str, path: &Path) -> Result<(), String> {
    let Ok(meta) = std::fs::symlink_metadata(path) else {
        return Ok(());
    };
    if !meta.is_dir() {
        return Err(format!("{flag} {}: a file is there, not a folder; give a new folder", path.display()));
    }
    match std::fs::read_dir(path).map(|mut d| d.next().is_none()) {
        Ok(true) => Ok(()),
        Ok(false) => Err(format!("{flag} {}: the folder exists and is not empty; give a new folder", path.display())),
        Err(e) => Err(format!("{flag} {}: {e}", path.display())),
    }
}

/// The first setting of a resumed run that differs from the one it continues.
fn identity_change(old: &[(String, String)], new: &[(String, String)]) -> Option<String> {
    journal::identity_change(old, new, &[]).map(|c| format!("{}: the run has `{}`, this command `{}`", c.setting, c.was, c.now))
}

/// The harness's git revision, for `run.json`: the one it was built from
/// (harness/build.rs), else the checkout's HEAD now, else "unknown".
pub fn git_revision() -> String {
    if let Some(built) = option_env!("TPU_COMPAT_BUILD_REVISION") {
        return built.to_string();
    }
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    std::process::Command::new("git")
        .arg("-C")
        .arg(dir)
        .args(["rev-parse", "HEAD"])
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .unwrap_or_else(|| "unknown".into())
}

/// The command line that continues this run (this command's own arguments,
/// with `--run-dir` and `--resume`), shell-quoted.
pub fn resume_command(run_dir: &Path) -> String {
    resume_command_as("--run-dir", run_dir)
}

/// [`resume_command`] for a command whose run folder is given as `flag`.
pub fn resume_command_as(flag: &str, run_dir: &Path) -> String {
    let mut words: Vec<String> = vec!["tpu-compat".into()];
    let mut args = std::env::args().skip(1).peekable();
    let mut has_dir = false;
    while let Some(a) = args.next() {
        if a == "--resume" {
            continue;
        }
        if a == flag || a.starts_with(&format!("{flag}=")) {
            has_dir = true;
        }
        if a == flag {
            words.push(a);
            if let Some(v) = args.next() {
                words.push(v);
            }
            continue;
        }
        words.push(a);
    }
    if !has_dir {
        words.push(flag.into());
        words.push(run_dir.display().to_string());
    }
    words.push("--resume".into());
    words.iter().map(|w| shell_quote(w)).collect::<Vec<_>>().join(" ")
}

fn shell_quote(w: &str) -> String {
    if !w.is_empty() && w.chars().all(|c| c.is_ascii_alphanumeric() || "-_./=:,@%+".contains(c)) {
        w.to_string()
    } else {
        format!("'{}'", w.replace('\'', r"'\''"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn identity_changes_are_named() {
        let a = vec![("device".to_string(), "tpu".to_string())];
        let b = vec![("device".to_string(), "cpu".to_string())];
        assert_eq!(identity_change(&a, &b).unwrap(), "device: the run has `tpu`, this command `cpu`");
        assert!(identity_change(&a, &a).is_none());
        assert_eq!(shell_quote("a b"), "'a b'");
        assert_eq!(shell_quote("^(x|y)$"), "'^(x|y)$'");
        assert_eq!(shell_quote("--limit"), "--limit");
    }
}
