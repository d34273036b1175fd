//! One trial: the definition run once under given compile settings, in its
//! own process. A trial is `tpu-compat run SUITE --filter ^ID$ --no-cache
//! --jobs 1` into a run folder of its own (so the verdict is the one `run`
//! decides, from a real compile: a crash or hang of the plugin is that
//! trial's row, never `bisect`'s end), with the setting's debug options in
//! `XLA_FLAGS` over the `full` profile, or (for the two settings as the user
//! named them) under the setting's own `--compile-profile`. The verdict is
//! the status of the definition's final row.

use super::setting::{xla_flags, Options, Setting};
use results::tally::final_row;
use results::{journal, Status};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// What a trial runs: the definition, where, and how long it may take.
#[derive(Debug, Clone)]
pub struct Target {
    /// What `run` takes: a tier, catalog, `hf`, or a definition folder.
    pub suite: String,
    pub id: String,
    pub timeout: Duration,
    /// How the failing run ran the definition (device, mode, sharding, steps, ...): every trial runs
    /// so, under the compile setting the trial is about (so `spec.compile_profile` is not used).
    pub spec: results::RunSpec,
}

/// How a trial compiles.
#[derive(Debug, Clone)]
pub enum Compile {
    /// The setting as named: its profile, its extras in `XLA_FLAGS`.
    AsNamed(Setting),
    /// Debug options in `XLA_FLAGS` over `full`, HLO passes disabled, and
    /// where set, a folder for the plugin's per-pass dump.
    Options { options: Options, disabled: Vec<String>, dump: Option<PathBuf> },
}

impl Compile {
    /// The `--compile-profile` and `XLA_FLAGS` of this trial.
    pub fn profile_and_flags(&self) -> (&'static str, String) {
        match self {
            Compile::AsNamed(s) => {
                let extra: Options = s.extra.iter().cloned().collect();
                (s.profile.as_str(), xla_flags(&extra, &[], None))
            }
            Compile::Options { options, disabled, dump } => ("full", xla_flags(options, disabled, dump.as_deref())),
        }
    }
}

/// A verdict: the final row's status, with its error text.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Verdict {
    pub status: Status,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

impl Verdict {
    /// One line: the status and the first line of the error.
    pub fn line(&self) -> String {
        match self.error.as_deref().and_then(|e| e.lines().next()) {
            Some(e) => format!("{} ({})", self.status, results::text::printable(&truncate(e, 160))),
            None => self.status.to_string(),
        }
    }
}

fn truncate(s: &str, n: usize) -> String {
    match s.char_indices().nth(n) {
        Some((i, _)) => format!("{}...", &s[..i]),
        None => s.to_string(),
    }
}

/// Why a trial gave no verdict: the harness itself could not run it.
#[derive(Debug, thiserror::Error)]
pub enum TrialError {
    #[error("cannot start `{}`: {source}", exe.display())]
    Spawn { exe: PathBuf, source: std::io::Error },
    #[error("the trial's `tpu-compat run` refused to start (exit {code}): {stderr}")]
    Refused { code: i32, stderr: String },
    #[error("the trial's run folder {}: {message}", dir.display())]
    Journal { dir: PathBuf, message: String },
    #[error("the trial's run in {} left no row for `{id}` (exit {code}): {stderr}", dir.display())]
    NoRow { dir: PathBuf, id: String, code: i32, stderr: String },
}

/// What one trial observed.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Observed {
    pub verdict: Verdict,
    pub seconds: f64,
}

/// The `run` arguments of a trial (without the run folder).
pub fn run_args(target: &Target, profile: &str) -> Vec<String> {
    let filter = id_filter(&target.id);
    let timeout = format!("{}ms", target.timeout.as_millis());
    let spec = results::RunSpec { compile_profile: None, ..target.spec.clone() };
    let head = ["run", &target.suite, "--filter", &filter].map(String::from);
    let tail = ["--compile-profile", profile, "--no-cache", "--jobs", "1", "--timeout", &timeout].map(String::from);
    head.into_iter().chain(spec.flags(results::runspec::Part::Trial)).chain(tail).collect()
}

/// The `--filter` that selects exactly `id` (a `-` needs no escape outside a class).
pub fn id_filter(id: &str) -> String {
    format!("^{}$", regex::escape(id).replace("\\-", "-"))
}

/// Runs one trial into `run_dir` (which must not exist yet).
pub fn run(target: &Target, compile: &Compile, run_dir: &Path) -> Result<Observed, TrialError> {
    let exe = std::env::current_exe().map_err(|source| TrialError::Spawn { exe: PathBuf::from("tpu-compat"), source })?;
    let (profile, flags) = compile.profile_and_flags();
    let mut cmd = Command::new(&exe);
    cmd.args(run_args(target, profile)).arg("--run-dir").arg(run_dir);
    // The trial's debug options are all of them: nothing inherited from this shell.
    cmd.env("XLA_FLAGS", flags).env_remove("TF_XLA_FLAGS");
    cmd.stdin(Stdio::null()).stdout(Stdio::null()).stderr(Stdio::piped());
    let t = Instant::now();
    let out = cmd.output().map_err(|source| TrialError::Spawn { exe: exe.clone(), source })?;
    let seconds = t.elapsed().as_secs_f64();
    let code = out.status.code().unwrap_or(-1);
    let stderr = String::from_utf8_lossy(&out.stderr).trim().to_string();
    if code == crate::exit::SETUP {
        return Err(TrialError::Refused { code, stderr });
    }
    let read = journal::read_rows(&run_dir.join(journal::RESULTS_FILE))
        .map_err(|e| TrialError::Journal { dir: run_dir.to_path_buf(), message: e.to_string() })?;
    let row = final_row(&read.rows, &target.id).ok_or_else(|| TrialError::NoRow {
        dir: run_dir.to_path_buf(),
        id: target.id.clone(),
        code,
        stderr: stderr.clone(),
    })?;
    Ok(Observed { verdict: Verdict { status: row.status, error: row.error.clone() }, seconds })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A trial runs the definition as the failing run ran it: eager, sharded, K steps.
    #[test]
    fn a_trial_carries_the_failing_runs_execution() {
        let mut target =
            Target { suite: "tier2".into(), id: "bert-1".into(), timeout: Duration::from_secs(60), spec: results::RunSpec::on("cpu") };
        assert!(!run_args(&target, "full").iter().any(|a| a == "--mode"), "the default adds nothing");
        target.spec.execution =
            crate::reduce::predicate::Execution { mode: results::Mode::Eager, spmd: Some("fsdp".into()), devices: Some(4), steps: Some(3) };
        let args = run_args(&target, "full").join(" ");
        assert!(args.contains("--device cpu --mode eager --spmd fsdp --devices 4 --steps 3 --compile-profile full"), "{args}");
    }
}
