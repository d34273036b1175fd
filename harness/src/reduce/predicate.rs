//! The predicate `reduce` keeps true: a failure class read from a result
//! row, and a trial that writes a candidate as a definition of its own and
//! runs it in its own process (`tpu-compat run` of a one-definition
//! folder, with the target and settings of the original), so a candidate
//! that crashes, hangs or aborts the plugin is a row like any other: the
//! predicate's evidence, never the tool's end.

use crate::import::{self, Device, Options, Sources, Target, Weights};
use results::{ResultRow, Stage, Status};
use runtime::{tensors_file, HostTensor};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// How a definition fails: what a candidate must show to count as the same failure.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "class", rename_all = "kebab-case")]
pub enum Failure {
    /// The worker died (signal or abort in the plugin) at this stage.
    Crash { stage: Stage },
    /// The compile failed with this message (its first line).
    Compile { message: String },
    /// The run failed with this message (its first line), outputs aside.
    Run { message: String },
    /// An output held NaN or Inf that its inputs did not carry in.
    NonFinite,
    /// Killed past its time limit.
    Timeout,
    /// Out of memory (the device's, or the host's kill).
    Oom,
    /// This output (the original's value, e.g. `%41`) was beyond its tolerance against the reference run.
    Parity { output: String },
}

impl Failure {
    /// The class of a row; `None` for a row that does not fail. `outputs`
    /// are the values the candidate returned, in order (for parity).
    pub fn of(row: &ResultRow, outputs: &[String]) -> Option<Failure> {
        let first = || row.error.as_deref().unwrap_or("").lines().next().unwrap_or("").trim().to_string();
        Some(match row.status {
            Status::Crash => Failure::Crash { stage: row.stage },
            Status::FailCompile => Failure::Compile { message: first() },
            Status::FailRun if row.outputs.iter().any(|o| o.non_finite > 0) => Failure::NonFinite,
            Status::FailRun => Failure::Run { message: first() },
            Status::Timeout => Failure::Timeout,
            Status::Oom => Failure::Oom,
            Status::FailParity => {
                let i = row.outputs.iter().position(|o| o.metrics.as_ref().is_some_and(|m| m.mismatch_frac > 0.0 || m.nan_mismatch > 0))?;
                Failure::Parity { output: outputs.get(i)?.clone() }
            }
            _ => return None,
        })
    }

    /// Judged against a reference (a baseline of the candidate's outputs), not on the device alone.
    pub fn needs_reference(&self) -> bool {
        matches!(self, Failure::Parity { .. })
    }

    pub fn describe(&self) -> String {
        match self {
            Failure::Crash { stage } => format!("crash at {}", stage.as_str()),
            Failure::Compile { message } => format!("fail-compile: {message}"),
            Failure::Run { message } => format!("fail-run: {message}"),
            Failure::NonFinite => "non-finite outputs".to_string(),
            Failure::Timeout => "timeout".to_string(),
            Failure::Oom => "oom".to_string(),
            Failure::Parity { output } => format!("fail-parity of {output}"),
        }
    }
}

/// Where and how every candidate runs: the original's target and settings.
#[derive(Debug, Clone)]
pub struct Settings {
    /// `--device` as given (cpu, gpu, tpu, or a plugin path).
    pub device: String,
    pub topology: Option<String>,
    pub numerics: Option<String>,
    pub compile_profile: Option<String>,
    /// Each candidate's limit (`run --timeout`).
    pub timeout: Duration,
    /// The name of the folder candidates are run from: the suite name their
    /// baselines are stored under (the output folder's name, so that the
    /// store written beside the result serves `tpu-compat run OUT`).
    pub suite_name: String,
    /// How the original ran its definition: op by op or not, sharded over
    /// how many devices, how many training steps ([`Execution`]).
    pub execution: Execution,
}

/// How a run executes each definition, as far as it changes the verdict:
/// `--mode`, `--spmd`, `--devices` and `--steps`. Read from a run's
/// `run.json` ([`Execution::of_run`]) and given to every child run
/// ([`Execution::flags`]), so an eager, sharded or training failure is
/// reduced, bundled and replayed as it ran.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Execution {
    #[serde(default)]
    pub mode: results::Mode,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub spmd: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub devices: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub steps: Option<usize>,
}

impl Execution {
    /// The execution settings a run recorded in `run.json` (its identity;
    /// absent ones are the defaults). A value the run could not have had is
    /// an error naming it.
    pub fn of_run(info: &results::RunInfo) -> Result<Execution, String> {
        let get = |k: &str| results::journal::identity_value(&info.identity, k).unwrap_or("");
        let e = Execution {
            mode: get("mode").parse().map_err(|e| format!("run.json's mode: {e}"))?,
            spmd: Some(get("spmd").to_string()).filter(|s| !s.is_empty()),
            devices: match get("devices") {
                "" | "as declared" => None,
                n => Some(n.parse().map_err(|_| format!("run.json's devices: `{n}` is not a count"))?),
            },
            steps: match get("steps") {
                "" => None,
                n if n == crate::train::DEFAULT_STEPS.to_string() => None,
                n => Some(crate::train::parse_steps(n).map_err(|e| format!("run.json's steps: {e}"))?),
            },
        };
        e.check()?;
        Ok(e)
    }

    /// Checks values read from a file (a bundle's manifest, a run.json).
    pub fn check(&self) -> Result<(), String> {
        if let Some(s) = self.spmd.as_deref().filter(|s| !matches!(*s, "dp" | "fsdp")) {
            return Err(format!("spmd: `{}` is not a strategy (dp or fsdp)", results::text::printable(s)));
        }
        if let Some(n) = self.devices.filter(|n| !(1..=65_536).contains(n)) {
            return Err(format!("devices: {n} is not a device count (1 to 65536)"));
        }
        if let Some(n) = self.steps {
            crate::train::parse_steps(&n.to_string()).map_err(|e| format!("steps: {e}"))?;
        }
        if self.spmd.is_some() && self.devices.is_none_or(|n| n < 2) {
            return Err("spmd: a sharded run needs devices of 2 or more".to_string());
        }
        Ok(())
    }

    /// The `tpu-compat run` flags that reproduce it (none for the defaults).
    pub fn flags(&self) -> Vec<String> {
        let mut out = Vec::new();
        if self.mode != results::Mode::Compiled {
            out.extend(["--mode".to_string(), self.mode.to_string()]);
        }
        if let Some(s) = &self.spmd {
            out.extend(["--spmd".to_string(), s.clone()]);
        }
        if let Some(n) = self.devices {
            out.extend(["--devices".to_string(), n.to_string()]);
        }
        if let Some(n) = self.steps {
            out.extend(["--steps".to_string(), n.to_string()]);
        }
        out
    }
}

/// A candidate written as a definition: its program, its arguments' values,
/// and (for parity) the reference values of its outputs.
pub struct Candidate<'a> {
    pub program: &'a str,
    pub inputs: Vec<&'a HostTensor>,
    pub expected: Option<Vec<&'a HostTensor>>,
}

/// What one trial saw.
#[derive(Debug, Clone)]
pub struct Seen {
    pub row: ResultRow,
    /// The definition folder the trial ran.
    pub dir: PathBuf,
    /// The baseline store it was judged against (for parity).
    pub store: PathBuf,
}

/// Why a trial could not be made (the tool's trouble, not the candidate's).
#[derive(Debug, thiserror::Error)]
pub enum TrialError {
    #[error("{}: {source}", path.display())]
    Io { path: PathBuf, source: std::io::Error },
    #[error("{0}")]
    Tensors(#[from] runtime::DataError),
    /// The candidate could not be written as a definition.
    #[error("writing the candidate as a definition: {0}")]
    Import(String),
    #[error("cannot start `tpu-compat run`: {0}")]
    Spawn(std::io::Error),
    /// `run` refused the candidate before running it (exit 2): its message.
    #[error("`tpu-compat run` refused the candidate: {0}")]
    Refused(String),
    /// `run` left no row for the candidate.
    #[error("`tpu-compat run` wrote no row for the candidate ({0})")]
    NoRow(String),
}

/// Writes `c` as the definition `id` in `work` (a fresh folder) and runs it on `target`.
pub fn trial(c: &Candidate<'_>, id: &str, work: &Path, target: &Settings) -> Result<Seen, TrialError> {
    let suite = work.join(&target.suite_name);
    let store = work.join("store");
    let dir = write_definition(c, id, &work.join("staged"), &suite, &store)?;
    let row = run_folder(&suite, c.expected.as_ref().map(|_| store.as_path()), target, &work.join("run"))?;
    Ok(Seen { row, dir, store })
}

/// Writes `c` as the definition `id` of the suite folder `suite` (through
/// `import`, from files staged in `staged`), with its expected outputs as
/// its baseline in `store` when given: the definition's folder.
pub fn write_definition(c: &Candidate<'_>, id: &str, staged: &Path, suite: &Path, store: &Path) -> Result<PathBuf, TrialError> {
    let io = |path: &Path| {
        let path = path.to_path_buf();
        move |source| TrialError::Io { path, source }
    };
    std::fs::create_dir_all(staged).map_err(io(staged))?;
    let program = staged.join("model.mlir");
    std::fs::write(&program, c.program).map_err(io(&program))?;
    let save = |name: &str, prefix: &str, ts: &[&HostTensor]| -> Result<PathBuf, TrialError> {
        let path = staged.join(name);
        let named: Vec<(String, &HostTensor)> = ts.iter().enumerate().map(|(i, t)| (format!("{prefix}{i}"), *t)).collect();
        let mut meta = BTreeMap::new();
        meta.insert("written_by".to_string(), "tpu-compat reduce".to_string());
        tensors_file::write(&path, &named, &meta)?;
        Ok(path)
    };
    let sources = Sources {
        program: program.clone(),
        inputs: save("inputs.safetensors", "arg", &c.inputs)?,
        expected: c.expected.as_deref().map(|e| save("expected.safetensors", "out", e)).transpose()?,
        expected_f64: None,
        definition: None,
    };
    let t = Target::create(suite, Some(store)).map_err(TrialError::Import)?;
    let options = Options { family: "reduced".to_string(), weights: Weights::None, feed: Default::default(), replace: true };
    let imported = import::import(id, &sources, &options, &t, &mut Device::new("cpu")).map_err(TrialError::Import)?;
    let _ = std::fs::remove_dir_all(staged);
    Ok(imported.dir)
}

/// Runs the definition folder (or folder of one) `suite` on `target` in a
/// `tpu-compat run` of its own, judged against `store` when given: its row.
pub fn run_folder(suite: &Path, store: Option<&Path>, target: &Settings, run_dir: &Path) -> Result<ResultRow, TrialError> {
    let exe = std::env::current_exe().map_err(TrialError::Spawn)?;
    let mut cmd = Command::new(exe);
    cmd.arg("run").arg(suite).arg("--device").arg(&target.device).arg("--jobs").arg("1").arg("--no-cache");
    cmd.arg("--timeout").arg(format!("{}ms", target.timeout.as_millis().max(1)));
    cmd.arg("--run-dir").arg(run_dir);
    match store {
        Some(store) => cmd.arg("--baselines").arg(store).arg("--rule").arg("allclose"),
        None => cmd.arg("--no-baselines"),
    };
    for (flag, value) in
        [("--topology", &target.topology), ("--numerics", &target.numerics), ("--compile-profile", &target.compile_profile)]
    {
        if let Some(v) = value {
            cmd.arg(flag).arg(v);
        }
    }
    cmd.args(target.execution.flags());
    cmd.env("TPU_COMPAT_PROGRESS_INTERVAL", "3600");
    let out = cmd.output().map_err(TrialError::Spawn)?;
    if out.status.code() == Some(crate::exit::SETUP) {
        let stderr = String::from_utf8_lossy(&out.stderr);
        return Err(TrialError::Refused(stderr.trim().lines().last().unwrap_or("").to_string()));
    }
    let rows =
        results::journal::read_rows(&run_dir.join(results::journal::RESULTS_FILE)).map_err(|e| TrialError::NoRow(e.to_string()))?.rows;
    rows.into_iter().last().ok_or_else(|| TrialError::NoRow(format!("exit {:?}", out.status.code())))
}
