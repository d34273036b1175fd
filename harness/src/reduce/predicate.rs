//! The predicate `reduce` keeps true: a failure class read from a result
//! row, and a trial that writes a candidate as a definition of its own and
//! runs it in its own process (`tpu-compat run` of a one-definition
//! folder, with the target and settings of the original), so a candidate
//! that crashes, hangs or aborts the plugin is a row like any other: the
//! predicate's evidence, never the tool's end. Every such process is
//! waited for under the reduction's deadline (`--budget`): past it the
//! process is killed and the trial says so ([`TrialError::OutOfTime`]).

use crate::import::{self, Device, Options, Sources, Target, Weights};
pub use results::runspec::Execution;
use results::runspec::{Part, RunSpec};
use results::{ResultRow, Stage, Status};
use runtime::{tensors_file, HostTensor};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// How a definition fails: what a candidate must show to count as the same failure.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "class", rename_all = "kebab-case")]
pub enum Failure {
    /// The worker died (signal or abort in the plugin) at this stage.
    Crash { stage: Stage },
    /// The compile failed with this message (its first line, locations stripped: [`strip_locations`]).
    Compile { message: String },
    /// The run failed with this message (its first line, locations stripped), outputs aside.
    Run { message: String },
    /// An output held NaN or Inf that its inputs did not carry in.
    NonFinite,
    /// Killed past its time limit.
    Timeout,
    /// Out of memory (the device's, or the host's kill).
    Oom,
    /// This output (the original's value, e.g. `%41`) was beyond its tolerance against the reference run.
    Parity { output: String },
    /// The determinism replay's outputs differed from the judged execution's
    /// (the row `nondeterministic`): the failure holds while replays still differ.
    Nondeterministic,
}

impl Failure {
    /// The class of a row; `None` for a row that does not fail. `outputs`
    /// are the values the candidate returned, in order (for parity).
    pub fn of(row: &ResultRow, outputs: &[String]) -> Option<Failure> {
        let first = || strip_locations(row.error.as_deref().unwrap_or("").lines().next().unwrap_or(""));
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
            Status::Nondeterministic => Failure::Nondeterministic,
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
            Failure::Nondeterministic => "nondeterministic: executions of the same program on the same inputs differ".to_string(),
        }
    }
}

/// `message` with the source locations a compiler writes into it removed,
/// so that the same error from a smaller program (its ops on other lines)
/// reads the same: `loc(...)` attributes, and `FILE:LINE:COL` (`-:12:5`,
/// `model.mlir:3:14`, `"-":7:9`) become `<loc>`. Whitespace is collapsed.
pub fn strip_locations(message: &str) -> String {
    static POSITION: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
    let position = POSITION.get_or_init(|| regex::Regex::new(r#"(?:"[^"]*"|[^\s"'(),:\[\]]+)?:\d+:\d+"#).expect("a valid pattern"));
    let mut out = String::with_capacity(message.len());
    let mut rest = message;
    // `loc(` ... its matching `)`, strings inside it skipped.
    while let Some(at) = rest.find("loc(") {
        if rest[..at].ends_with(|c: char| c.is_alphanumeric() || c == '_') {
            // `alloc(`: a word that ends in `loc`, not a location.
            out.push_str(&rest[..at + 4]);
            rest = &rest[at + 4..];
            continue;
        }
        out.push_str(&rest[..at]);
        let (mut depth, mut quoted, mut end) = (0usize, false, rest.len());
        let mut chars = rest[at + 3..].char_indices();
        while let Some((i, c)) = chars.next() {
            match c {
                '\\' if quoted => {
                    chars.next();
                }
                '"' => quoted = !quoted,
                '(' if !quoted => depth += 1,
                ')' if !quoted => {
                    depth -= 1;
                    if depth == 0 {
                        end = at + 3 + i + 1;
                        break;
                    }
                }
                _ => {}
            }
        }
        out.push_str("<loc>");
        rest = &rest[end..];
    }
    out.push_str(rest);
    let out = position.replace_all(&out, "<loc>");
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Where and how every candidate runs: the original's target and settings.
#[derive(Debug, Clone)]
pub struct Settings {
    /// The original run's settings ([`RunSpec`]): every candidate runs under
    /// them ([`Part::Trial`]), so an eager, sharded or training failure is
    /// reduced, bundled and replayed as it ran.
    pub spec: RunSpec,
    /// Each candidate's limit (`run --timeout`).
    pub timeout: Duration,
    /// The name of the folder candidates are run from: the suite name their
    /// baselines are stored under (the output folder's name, so that the
    /// store written beside the result serves `tpu-compat run OUT`).
    pub suite_name: String,
}

/// A candidate written as a definition: its program, its arguments' values,
/// (for parity) the reference values of its outputs, and a training step's
/// feed: (argument, output) positions, written to its `model.toml`.
pub struct Candidate<'a> {
    pub program: &'a str,
    pub inputs: Vec<&'a HostTensor>,
    pub expected: Option<Vec<&'a HostTensor>>,
    pub feed: Vec<(usize, usize)>,
}

impl Candidate<'_> {
    /// The training step's feed as `import --feed` takes it.
    fn given_feed(&self) -> crate::import::feed::Given {
        let feeds = self.feed.iter().map(|(a, o)| (format!("arg{a}"), format!("out{o}"))).collect();
        crate::import::feed::Given { feeds, in_order: false }
    }
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
    /// The reduction's deadline (`--budget`) came first: the process was killed.
    #[error("the --budget ran out before the trial ended")]
    OutOfTime,
}

/// Writes `c` as the definition `id` in `work` (a fresh folder) and runs
/// it on `target`, killed at `deadline` when given.
pub fn trial(c: &Candidate<'_>, id: &str, work: &Path, target: &Settings, deadline: Option<Instant>) -> Result<Seen, TrialError> {
    let suite = work.join(&target.suite_name);
    let store = work.join("store");
    let dir = write_definition(c, id, &work.join("staged"), &suite, &store)?;
    let row = run_folder_until(&suite, c.expected.as_ref().map(|_| store.as_path()), target, &work.join("run"), deadline)?;
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
    let options = Options { family: "reduced".to_string(), weights: Weights::None, feed: c.given_feed(), replace: true };
    let imported = import::import(id, &sources, &options, &t, &mut Device::new("cpu")).map_err(TrialError::Import)?;
    let _ = std::fs::remove_dir_all(staged);
    Ok(imported.dir)
}

/// Runs the definition folder (or folder of one) `suite` on `target` in a
/// `tpu-compat run` of its own, judged against `store` when given: its row.
pub fn run_folder(suite: &Path, store: Option<&Path>, target: &Settings, run_dir: &Path) -> Result<ResultRow, TrialError> {
    run_folder_until(suite, store, target, run_dir, None)
}

/// [`run_folder`], with the `run` (and its workers) killed at `deadline`.
pub fn run_folder_until(
    suite: &Path,
    store: Option<&Path>,
    target: &Settings,
    run_dir: &Path,
    deadline: Option<Instant>,
) -> Result<ResultRow, TrialError> {
    let exe = std::env::current_exe().map_err(TrialError::Spawn)?;
    let mut cmd = Command::new(exe);
    cmd.arg("run").arg(suite).args(target.spec.flags(Part::Trial)).arg("--jobs").arg("1").arg("--no-cache");
    cmd.arg("--timeout").arg(format!("{}ms", target.timeout.as_millis().max(1)));
    cmd.arg("--run-dir").arg(run_dir);
    match store {
        Some(store) => cmd.arg("--baselines").arg(store).arg("--rule").arg("allclose"),
        None => cmd.arg("--no-baselines"),
    };
    cmd.env("TPU_COMPAT_PROGRESS_INTERVAL", "3600");
    let stderr_path = run_dir.with_extension("stderr");
    let (code, stderr) = bounded(cmd, &stderr_path, deadline)?;
    if code == Some(crate::exit::SETUP) {
        return Err(TrialError::Refused(last_line(&stderr)));
    }
    let rows =
        results::journal::read_rows(&run_dir.join(results::journal::RESULTS_FILE)).map_err(|e| TrialError::NoRow(e.to_string()))?.rows;
    // One definition ran: its final row.
    let id = rows.last().map(|r| r.id.clone()).unwrap_or_default();
    results::tally::final_row(&rows, &id).cloned().ok_or_else(|| TrialError::NoRow(format!("exit {code:?}")))
}

/// How a row's run executed, as the row records it: the mode where op by
/// op, the devices where more than one, the training steps where any
/// (`eager, 4 devices, 3 steps`); empty for a compiled one-device forward run.
pub fn how_it_ran(row: &ResultRow) -> String {
    let mut parts = Vec::new();
    if row.mode.is_op_by_op() {
        parts.push(row.mode.to_string());
    }
    if let Some(n) = row.devices.filter(|n| *n > 1) {
        parts.push(format!("{n} devices"));
    }
    if let Some(k) = row.steps.or_else(|| row.training.as_ref().map(|t| t.device.len() as u32).filter(|&k| k > 0)) {
        parts.push(format!("{k} steps"));
    }
    parts.join(", ")
}

/// The last line of a process's stderr, trimmed.
pub fn last_line(stderr: &str) -> String {
    stderr.trim().lines().last().unwrap_or("").to_string()
}

/// Runs `cmd` (stdout discarded, stderr kept in the file `stderr_path`,
/// removed after) to its end, or until `deadline`, when it and its process
/// group are killed ([`TrialError::OutOfTime`]): its exit code and stderr.
pub fn bounded(mut cmd: Command, stderr_path: &Path, deadline: Option<Instant>) -> Result<(Option<i32>, String), TrialError> {
    let io = |source| TrialError::Io { path: stderr_path.to_path_buf(), source };
    if let Some(dir) = stderr_path.parent() {
        std::fs::create_dir_all(dir).map_err(|source| TrialError::Io { path: dir.to_path_buf(), source })?;
    }
    let file = std::fs::File::create(stderr_path).map_err(io)?;
    cmd.stdin(Stdio::null()).stdout(Stdio::null()).stderr(file);
    // No deadline: a year is as good as none.
    let left = deadline.map_or(Duration::from_secs(365 * 86400), |d| d.saturating_duration_since(Instant::now()));
    if left.is_zero() {
        return Err(TrialError::OutOfTime);
    }
    let status = crate::runner::executor::run_bounded(&mut cmd, left, Duration::from_secs(1)).map_err(TrialError::Spawn)?;
    let stderr = std::fs::read(stderr_path).map(|b| String::from_utf8_lossy(&b).into_owned()).unwrap_or_default();
    let _ = std::fs::remove_file(stderr_path);
    match status {
        Some(s) => Ok((s.code(), stderr)),
        None => Err(TrialError::OutOfTime),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locations_are_stripped_from_messages() {
        let plugin = "PJRT_Client_Compile failed (UNKNOWN): -:6:10: error: 'stablehlo.add' op requires the same shape";
        let moved = "PJRT_Client_Compile failed (UNKNOWN): -:2:10: error: 'stablehlo.add' op requires the same shape";
        assert_eq!(strip_locations(plugin), strip_locations(moved));
        assert_eq!(
            strip_locations(plugin),
            "PJRT_Client_Compile failed (UNKNOWN): <loc>: error: 'stablehlo.add' op requires the same shape"
        );
        assert_eq!(strip_locations("model.mlir:3:14: bad op"), "<loc>: bad op");
        assert_eq!(strip_locations(r#"at loc("-":7:9) and loc(fused["a", "b(c"] callsite(#loc3 at #loc4)) end"#), "at <loc> and <loc> end");
        assert_eq!(strip_locations("error at loc(#loc12):  x"), "error at <loc>: x");
        // Words that merely end in `loc` and plain numbers stay.
        assert_eq!(strip_locations("alloc(3) of 12 bytes"), "alloc(3) of 12 bytes");
        assert_eq!(strip_locations("alloc(3) at loc(\"f\":1:2)"), "alloc(3) at <loc>");
        assert_eq!(strip_locations("unterminated loc(\"x"), "unterminated <loc>");
    }
}
