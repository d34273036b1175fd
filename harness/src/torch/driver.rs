//! The TorchTPU driver process: `scripts/torch_tpu/driver.py` (built into
//! the binary) run by the venv's Python under the one child supervisor
//! (`runner::executor`), so a TorchTPU abort or a hang costs one row and a
//! harness killed with SIGKILL leaves no driver behind. The driver's
//! stdout carries the protocol (JSON lines, see the script's doc); its
//! stderr (TorchTPU's logs) goes to a log file in the run folder, whose tail
//! a crash row quotes.

use super::TorchMode;
use crate::runner::executor::{Stderr, Supervised, Waited};
use serde::{Deserialize, Serialize};
use std::io::{Read, Seek, SeekFrom};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

/// The driver's source, run with `python -c`.
pub const DRIVER_SOURCE: &str = include_str!("../../../scripts/torch_tpu/driver.py");
/// The driver's training module (`--train`), built in beside it and handed over as `--training`.
pub const TRAINING_SOURCE: &str = include_str!("../../../scripts/torch_tpu/training.py");
/// The driver's compile-only module (`--topology`: a model at its published size, lowered without
/// weights), handed over as `--published`.
pub const PUBLISHED_SOURCE: &str = include_str!("../../../scripts/torch_tpu/published.py");

/// TorchTPU's on-disk program cache (its "tier-3 compilation cache", experimental in 0.2.0): the
/// folder where it keeps compiled programs between processes, keyed by its own binary's fingerprint.
pub const COMPILE_CACHE_ENV: &str = "TORCH_TPU_TIER3_COMPILATION_CACHE_ROOT";

/// TorchTPU's machine-wide program cache in shared memory (`/dev/shm/torch_tpu_cache/NAME`, its
/// "tier-2"), on whenever tier-3 is, under the name `default` unless this names another: the
/// harness names it after the --compile-cache folder, so one folder's runs never read another's.
pub const SHARED_CACHE_ENV: &str = "TORCH_TPU_TIER2_COMPILATION_CACHE";

/// How much of the driver's log a crash row quotes.
const LOG_TAIL: usize = 8192;
/// How much of the log's end is read to find that much after repeats fold.
const LOG_WINDOW: u64 = 1 << 20;

/// How a driver is started.
#[derive(Debug, Clone)]
pub struct DriverSpec {
    pub python: PathBuf,
    /// The PJRT plugin TorchTPU loads (the driver sets TPU_LIBRARY_PATH to it).
    pub plugin: PathBuf,
    pub mode: TorchMode,
    /// Where the driver's stderr is appended.
    pub log: PathBuf,
    /// More environment for the driver (the recorder's, with `--capture`).
    pub env: Vec<(String, String)>,
    /// How long loading torch and TorchTPU may take.
    pub startup_timeout: Duration,
    /// Between SIGTERM and SIGKILL.
    pub grace: Duration,
}

/// One job: a model file or an hf catalog entry, where its outputs go.
#[derive(Debug, Serialize)]
pub struct Job<'a> {
    pub id: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub file: Option<&'a Path>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hf: Option<HfJob<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub real: Option<RealJob<'a>>,
    pub out: &'a Path,
    pub seed: u64,
    /// Sweeps: the length `inputs(length)` is called with.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub length: Option<i64>,
    /// `--bounded`: the length runs under TorchTPU's bound on its sequence dimension.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bound: Option<super::models::Bound>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub train: Option<TrainJob>,
    /// `eval` (a forward run's default) or `as-returned` (the mode model() returned the module in).
    pub module_mode: &'static str,
    /// Instead of judging the outputs, find the first ATen op whose output departs from PyTorch CPU's
    /// (`tpu-compat reduce` of a TorchTPU row) and write it alone as a model file.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub localize: bool,
    /// Where the reference comes from: run live beside TorchTPU, recorded into a store (the
    /// reference side only), or read from a store (TorchTPU only).
    #[serde(skip_serializing_if = "Reference::is_live")]
    pub reference: Reference,
    /// Compile-only at published size: build the model without weights and write TorchTPU's program
    /// of it (`OUT/model.mlir`), never compiled nor run (`scripts/torch_tpu/published.py`).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub lower: bool,
}

/// The reference side of a job (`--record-baselines`, `--baselines`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Reference {
    /// PyTorch CPU (float32 and float64) in the same job, TorchTPU after.
    #[default]
    Live,
    /// The reference alone, on CUDA where torch sees a device, else the CPU; TorchTPU does not run.
    Record,
    /// TorchTPU alone; the reference is a store's.
    Stored,
}

impl Reference {
    pub fn is_live(&self) -> bool {
        *self == Reference::Live
    }
}

/// A training run instead of one forward: `steps` steps of `optimizer` with `trainer`.
#[derive(Debug, Serialize)]
pub struct TrainJob {
    /// `single-trace` (SingleTraceTrainer) or `loop` (the plain loop on the device).
    pub trainer: &'static str,
    pub steps: u32,
    pub lr: f64,
    /// `sgd` or `adamw`.
    pub optimizer: &'static str,
}

/// What a training job says of itself beside its outputs.
#[derive(Debug, Clone, Default, Deserialize)]
pub struct TrainingFacts {
    /// What each step minimized, in words.
    #[serde(default)]
    pub objective: Option<String>,
    /// The optimizer and its settings, in words.
    #[serde(default)]
    pub optimizer: Option<String>,
    /// Dropout probabilities zeroed for a deterministic step.
    #[serde(default)]
    pub dropout_zeroed: Option<u32>,
    /// The outputs' names, in order (`step 1 gradient of fc.weight`).
    #[serde(default)]
    pub names: Vec<String>,
    /// Programs TorchTPU compiled after step 1.
    #[serde(default)]
    pub later_programs: Option<i64>,
    /// The loop's step 1 by phase (forward, backward, update): distinct programs executed.
    #[serde(default)]
    pub phases: Vec<results::PhasePrograms>,
}

/// A training run's loss curves: TorchTPU's and PyTorch CPU's, one loss a step
/// (a loss that diverges comes as "NaN" or "inf": a result, not a protocol error).
#[derive(Debug, Clone, Deserialize)]
pub struct Losses {
    #[serde(with = "results::metrics::finite_or_name::vec")]
    pub tpu: Vec<f64>,
    #[serde(with = "results::metrics::finite_or_name::vec")]
    pub cpu: Vec<f64>,
}

/// An hf catalog entry, built by the exporter's code (`scripts/export_hf/forward.py`).
#[derive(Debug, Serialize)]
pub struct HfJob<'a> {
    pub catalog: &'a Path,
    pub entry: &'a str,
    /// The folder holding the `export_hf` package.
    pub scripts: &'a Path,
    /// As a real entry's: the driver refuses, once built, an entry whose parameters need more host
    /// memory than the run may use (the catalog does not count them).
    pub host_bytes: u64,
    pub bytes_per_parameter: u64,
}

/// A real catalog entry, built by `scripts/torch_tpu/real_models.py`.
#[derive(Debug, Serialize)]
pub struct RealJob<'a> {
    /// The folder holding `real_models.py`.
    pub scripts: &'a Path,
    pub entry: &'a suites::real::RealEntry,
    /// The host memory the run may use. The driver refuses, once the model is
    /// built on PyTorch CPU, an entry whose parameters need more than this
    /// (`bytes_per_parameter` each and 1 GiB, the figure the up-front refusal uses): the
    /// catalog could not count its parameters, so nothing refused it before.
    pub host_bytes: u64,
    pub bytes_per_parameter: u64,
}

/// What the driver answered about one job.
#[derive(Debug, Clone, Deserialize)]
pub struct Answer {
    pub outcome: Outcome,
    #[serde(default)]
    pub error_type: Option<String>,
    #[serde(default)]
    pub error: Option<String>,
    /// Programs TorchTPU compiled for this model (its program cache's misses).
    #[serde(default)]
    pub programs: Option<u32>,
    /// Distinct programs the model executed (compiled now or already held).
    #[serde(default)]
    pub distinct: Option<u32>,
    /// Program executions (cache requests) of the model's run.
    #[serde(default)]
    pub executions: Option<u32>,
    /// Each side run a second time: where its outputs differed from its first run's.
    #[serde(default)]
    pub repeat: Option<crate::verdict::torch::Repeat>,
    /// `train` or `eval`: the mode the module ran in.
    #[serde(default)]
    pub module_mode: Option<String>,
    /// The mode `model()` returned the module in.
    #[serde(default)]
    pub returned_mode: Option<String>,
    /// Whether the module holds layers that differ between train and eval mode (dropout, batch norms).
    #[serde(default)]
    pub mode_dependent: Option<bool>,
    /// The shapes of the inputs the model was called with.
    #[serde(default)]
    pub input_shapes: Option<Vec<Vec<i64>>>,
    /// Seconds TorchTPU took (build, compile, run, copy back), and PyTorch CPU (f32 and f64).
    #[serde(default)]
    pub tpu_s: Option<f64>,
    #[serde(default)]
    pub cpu_s: Option<f64>,
    /// Why the float64 reference is missing (the model cannot run in float64): judged by the f32 rule alone.
    #[serde(default)]
    pub f64_error: Option<String>,
    /// Training runs: the loss curves.
    #[serde(default)]
    pub losses: Option<Losses>,
    /// Training runs: the objective, the optimizer, the outputs' names.
    #[serde(default)]
    pub training: Option<TrainingFacts>,
    /// A bounded job: where the bound was put.
    #[serde(default)]
    pub bound: Option<BoundFacts>,
    /// Recording and stored jobs: what the reference depends on, as strings (digests of the
    /// definition, inputs and weights; seed, module mode, length; library versions).
    #[serde(default)]
    pub provenance: Option<std::collections::BTreeMap<String, String>>,
    /// A recording: where its reference ran (`cpu`, `cuda:<device name>`).
    #[serde(default)]
    pub device: Option<String>,
    /// Seconds building the model and its inputs on PyTorch CPU (inside `cpu_s`).
    #[serde(default)]
    pub build_s: Option<f64>,
    /// Seconds of TorchTPU's first run (compiling and running; inside `tpu_s`).
    #[serde(default)]
    pub tpu_first_s: Option<f64>,
    /// A lowering: the program TorchTPU wrote.
    #[serde(default)]
    pub program: Option<PathBuf>,
    /// A lowering: the model's parameters (built without weights).
    #[serde(default)]
    pub parameters: Option<u64>,
    /// A lowering: its seconds (building, exporting, lowering), and the driver's peak resident
    /// memory during it, in bytes.
    #[serde(default)]
    pub seconds: Option<f64>,
    #[serde(default)]
    pub peak_host_bytes: Option<u64>,
}

/// Where a bounded job's bound was put, and the inputs' sequence dimensions it found.
#[derive(Debug, Clone, Default, Deserialize)]
pub struct BoundFacts {
    #[serde(default)]
    pub marked: Vec<String>,
    #[serde(default)]
    pub dims: Vec<Vec<i64>>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Outcome {
    /// TorchTPU ran the model; its outputs and the CPU's (unless the reference is stored) are written.
    Ran,
    /// A recording: the reference's outputs (float32, and float64 where it runs) are written.
    Recorded,
    /// TorchTPU raised.
    Raised,
    /// The model file failed on PyTorch CPU.
    ModelError,
    /// Built on PyTorch CPU, the model needs more host memory than the run
    /// may use; nothing more of it runs.
    Refused,
    /// Compile-only: TorchTPU's program of the model, without weights, is written.
    Lowered,
}

/// A job that got no answer.
#[derive(Debug)]
pub enum Lost {
    /// The driver died: its signal or exit code, and its log's tail.
    Died { signal: Option<i32>, code: Option<i32>, tail: String },
    /// No answer within the limit; the driver's group was killed.
    TimedOut { tail: String },
    /// The driver could not be started at all (no such Python, ...).
    Spawn(String),
    /// The driver wrote something that is not an answer.
    Garbage { line: String, tail: String },
    /// Ctrl-C (SIGINT or SIGTERM to the harness): the driver's group was killed, the job has no answer.
    Interrupted,
}

/// A running driver.
pub struct Driver {
    proc: Supervised,
    log: PathBuf,
    /// What `torch`, `torch_tpu` and Python versions the driver reported.
    pub hello: serde_json::Value,
}

impl Driver {
    /// What the driver said of itself: `torch 2.15.0, torch-tpu 0.2.0, PyTorch CPU on 2 threads`.
    pub fn describe(&self) -> String {
        let field = |k: &str| self.hello.get(k).map(|v| v.as_str().map_or_else(|| v.to_string(), str::to_string));
        let threads = field("threads").unwrap_or_else(|| "?".into());
        format!(
            "torch {}, torch-tpu {}, PyTorch CPU on {threads} thread{}",
            field("torch").unwrap_or_else(|| "?".into()),
            field("torch_tpu").unwrap_or_else(|| "?".into()),
            if threads == "1" { "" } else { "s" }
        )
    }

    /// Starts a driver and waits for its hello (torch and TorchTPU loaded, the device registered).
    pub fn start(spec: &DriverSpec) -> Result<Driver, Lost> {
        let log = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(&spec.log)
            .map_err(|e| Lost::Spawn(format!("{}: {e}", spec.log.display())))?;
        let mut cmd = Command::new(&spec.python);
        cmd.arg("-c")
            .arg(DRIVER_SOURCE)
            .arg("--plugin")
            .arg(&spec.plugin)
            .arg("--mode")
            .arg(spec.mode.as_str())
            .arg("--training")
            .arg(TRAINING_SOURCE)
            .arg("--published")
            .arg(PUBLISHED_SOURCE)
            .env("PYTHONUNBUFFERED", "1")
            // Cold unless the run asks for a warm cache (`--compile-cache`, in `env`): a user's shell never warms a run.
            .env_remove(COMPILE_CACHE_ENV)
            .env_remove(SHARED_CACHE_ENV)
            // Nor does it rewrite programs unless the run asks (`--rewrite-scan`, in `env`).
            .env_remove(super::scan::REWRITE_ENV[0])
            .env_remove(super::scan::REWRITE_ENV[1])
            .env_remove(super::scan::REWRITE_ENV[2])
            .envs(spec.env.iter().map(|(k, v)| (k, v)));
        let proc = Supervised::spawn(cmd, true, Stderr::File(log)).map_err(|e| Lost::Spawn(format!("{}: {e}", spec.python.display())))?;
        let mark = log_len(&spec.log);
        let mut d = Driver { proc, log: spec.log.clone(), hello: serde_json::Value::Null };
        let line = d.next_line(spec.startup_timeout, spec.grace, mark)?;
        match serde_json::from_str::<serde_json::Value>(&line).ok().and_then(|v| v.get("hello").cloned()) {
            Some(h) => d.hello = h,
            None => {
                let tail = log_tail(&d.log, mark);
                d.proc.kill(spec.grace);
                return Err(Lost::Garbage { line, tail });
            }
        }
        Ok(d)
    }

    pub fn pid(&self) -> u32 {
        self.proc.pid()
    }

    /// Sends one job and waits up to `timeout` for its answer. On `Err` the
    /// driver is dead (reaped, its group killed): start another.
    pub fn run(&mut self, job: &Job<'_>, timeout: Duration, grace: Duration) -> Result<Answer, Lost> {
        self.ask(job, timeout, grace)
    }

    /// Sends one job and reads its answer as `T` (a forward run's [`Answer`], a localization's
    /// [`super::localize::Found`]); on `Err` the driver is dead.
    pub fn ask<T: serde::de::DeserializeOwned>(&mut self, job: &Job<'_>, timeout: Duration, grace: Duration) -> Result<T, Lost> {
        let mark = log_len(&self.log);
        let text = serde_json::to_string(job).map_err(|e| Lost::Spawn(e.to_string()))?;
        if self.proc.send(&text).is_err() {
            return Err(self.died(grace, mark));
        }
        let line = self.next_line(timeout, grace, mark)?;
        serde_json::from_str(&line).map_err(|_| {
            let tail = log_tail(&self.log, mark);
            self.proc.kill(grace);
            Lost::Garbage { line, tail }
        })
    }

    /// The driver's next line within `timeout`; an interrupt of the harness ends the wait (and the driver) early.
    fn next_line(&mut self, timeout: Duration, grace: Duration, mark: u64) -> Result<String, Lost> {
        match self.proc.wait_line(Instant::now() + timeout) {
            Waited::Line(line) => Ok(line),
            Waited::Interrupted => {
                self.proc.kill(grace);
                Err(Lost::Interrupted)
            }
            Waited::Deadline => {
                self.proc.kill(grace);
                Err(Lost::TimedOut { tail: log_tail(&self.log, mark) })
            }
            Waited::Closed => Err(self.died(grace, mark)),
        }
    }

    /// The driver closed its stdout: it is dying. Reap it and say how it died.
    fn died(&mut self, grace: Duration, mark: u64) -> Lost {
        let exit = self.proc.reap(grace.max(Duration::from_secs(5)));
        Lost::Died { signal: exit.signal(), code: exit.code(), tail: log_tail(&self.log, mark) }
    }

    /// TERM to the group, a grace period, then KILL; reaps the driver.
    pub fn kill(&mut self, grace: Duration) {
        self.proc.kill(grace);
    }
}

impl Drop for Driver {
    /// A driver no longer needed gets TERM and half a second before KILL.
    fn drop(&mut self) {
        self.proc.kill(Duration::from_millis(500));
    }
}

fn log_len(path: &Path) -> u64 {
    std::fs::metadata(path).map(|m| m.len()).unwrap_or(0)
}

/// The last few KB the driver logged since `mark`, repeated log lines folded
/// (`fold_repeats`): TorchTPU logs a line a compile ("Unsupported fusion
/// type: 5"), and those filled the whole tail of a crash, hiding its cause.
fn log_tail(path: &Path, mark: u64) -> String {
    // The kernel has the dead process's writes; give nothing else time.
    let Ok(mut f) = std::fs::File::open(path) else {
        return String::new();
    };
    let len = f.metadata().map(|m| m.len()).unwrap_or(0);
    let from = mark.max(len.saturating_sub(LOG_WINDOW));
    let mut buf = Vec::new();
    if f.seek(SeekFrom::Start(from)).is_ok() {
        let _ = f.take(LOG_WINDOW).read_to_end(&mut buf);
    }
    last_bytes(&fold_repeats(&String::from_utf8_lossy(&buf)), LOG_TAIL)
}

/// The text with each log line kept once, where it first appears, and a
/// count after it when it came again: lines compare without glog's prefix
/// (`E0000 00:00:1796461815.297759   25665 `), whose time and thread differ.
fn fold_repeats(text: &str) -> String {
    fn message(line: &str) -> &str {
        let glog = line.len() > 1 && line.starts_with(['I', 'W', 'E', 'F']) && line.as_bytes()[1].is_ascii_digit();
        match line.find("] ") {
            Some(i) if glog => &line[i + 2..],
            _ => line,
        }
    }
    let mut order: Vec<(&str, usize)> = Vec::new();
    let mut seen: std::collections::HashMap<&str, usize> = std::collections::HashMap::new();
    for line in text.lines() {
        match seen.get(message(line)) {
            Some(&i) => order[i].1 += 1,
            None => {
                seen.insert(message(line), order.len());
                order.push((line, 1));
            }
        }
    }
    let mut out = String::new();
    for (line, n) in order {
        out.push_str(line);
        if n > 1 {
            out.push_str(&format!(" [x{n}]"));
        }
        out.push('\n');
    }
    out
}

/// At most `max` bytes from the end of `text`, starting on a line.
fn last_bytes(text: &str, max: usize) -> String {
    if text.len() <= max {
        return text.to_string();
    }
    let mut from = text.len() - max;
    while !text.is_char_boundary(from) {
        from += 1;
    }
    let cut = &text[from..];
    cut.find('\n').map_or(cut, |i| &cut[i + 1..]).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn repeated_log_lines_fold_to_their_first_with_a_count_and_the_cause_stays() {
        let mut log = String::new();
        for t in 0..500 {
            log.push_str(&format!("E0000 00:00:17964618{t:02}.2 25665 library_matcher.h:53] Unsupported fusion type: 5\n"));
        }
        log.push_str("LLVM ERROR: Failed to infer result type(s):\n\"stablehlo.gather\"(...)\n");
        let tail = last_bytes(&fold_repeats(&log), LOG_TAIL);
        assert_eq!(tail.lines().count(), 3, "{tail}");
        assert!(tail.starts_with("E0000 00:00:1796461800.2 25665 library_matcher.h:53] Unsupported fusion type: 5 [x500]\n"), "{tail}");
        assert!(tail.contains("LLVM ERROR: Failed to infer result type(s)"), "{tail}");
    }

    #[test]
    fn a_tail_longer_than_its_limit_starts_on_a_line_and_keeps_the_end() {
        let log: String = (0..1000).map(|i| format!("line {i} é\n")).collect();
        let tail = last_bytes(&fold_repeats(&log), 100);
        assert!(tail.len() <= 100 && tail.starts_with("line ") && tail.ends_with("line 999 é\n"), "{tail}");
        assert_eq!(last_bytes("short\n", 100), "short\n");
    }
}
