//! The `aten` tier: PyTorch's OpInfo database through TorchTPU, op by op,
//! against PyTorch CPU. The samples run in Python (`scripts/aten/shard.py`,
//! one process a shard, torch and TorchTPU loaded once each); this module
//! owns the shards' processes and what their lines become:
//!
//! - a shard announces each (op, dtype) cell before it runs it and reports
//!   its sample counts after; a shard that dies in between took that cell:
//!   the cell is a `crash` row naming the signal, and a new shard starts at
//!   the next cell, so one crash costs one cell;
//! - a cell silent past its timeout is killed (its process group) and is a
//!   `timeout` row;
//! - a cell's row is decided by `crate::verdict::aten` from its sample counts.
//!
//! Every line a shard wrote is kept in the run folder (`aten.jsonl`), the
//! evidence behind each row: counts by outcome, the first failure's sample
//! and message, the tolerance used. The run's job loop is [`run`].

pub mod run;

use crate::runner::executor::{Stderr, Supervised, Waited};
use crate::torch::error::TorchError;
use results::{Cause, ResultRow, Stage, Status, TorchRecord};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// How often a shard between cells (no deadline) is looked at for an interrupt.
const IDLE_POLL: Duration = Duration::from_millis(200);

/// The file in the run folder that keeps every line the shards wrote.
pub const EVIDENCE_FILE: &str = "aten.jsonl";
/// The folder of the shards' stderr, in the run folder.
pub const LOGS_DIR: &str = "shards";

/// What every shard process is started with.
#[derive(Debug, Clone)]
pub struct ShardSetup {
    /// The Python of the TorchTPU environment.
    pub python: PathBuf,
    /// The folder holding the `aten` package (`scripts/`).
    pub scripts: PathBuf,
    /// The PJRT plugin TorchTPU's device runs on.
    pub plugin: PathBuf,
    /// Op names (OpInfo name, or name.variant); empty: all.
    pub ops: Vec<String>,
    /// A file of the cell ids a resumed run already has (one a line): the
    /// shards do not run them. None: every cell runs.
    pub skip: Option<PathBuf>,
    /// At most this many samples a cell (0: all).
    pub samples: usize,
    /// A cell silent this long is killed.
    pub cell_timeout: Duration,
    /// More environment for each shard process (`--rewrite-scan`: the recorder's settings).
    pub env: Vec<(String, String)>,
    /// Where each shard's stderr goes (`shard-I.stderr`, appended across its
    /// restarts): a crash row quotes its last fatal line. None: discarded.
    pub logs: Option<PathBuf>,
}

/// One line of a shard.
#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
pub enum Line {
    Begin { begin: usize, op: String, dtype: String },
    End(Box<CellEnd>),
    Header { cells: usize },
    Cell { cell: usize, op: String, dtype: String },
    Unknown(UnknownOp),
}

/// A name given to `--ops` that gives no cell, as `shard.py --list` reports it.
#[derive(Debug, Clone, Deserialize)]
pub struct UnknownOp {
    /// The name as given.
    #[serde(rename = "unknown")]
    pub name: String,
    /// Whether an OpInfo has the name (then it supports none of the tier's dtypes on the CPU).
    #[serde(default)]
    pub opinfo: bool,
    /// OpInfo names close to it, the closest first.
    #[serde(default)]
    pub close: Vec<String>,
}

impl std::fmt::Display for UnknownOp {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "`{}`", self.name)?;
        if self.opinfo {
            write!(f, " (an OpInfo, but with none of the dtypes f32, bf16, f16, i32, i64, bool on the CPU)")
        } else if !self.close.is_empty() {
            write!(f, " (did you mean {}?)", self.close.join(", "))
        } else {
            Ok(())
        }
    }
}

/// What `shard.py --list` says: the cells the shards will run, in order,
/// and the names of `--ops` that give none.
#[derive(Debug, Default)]
pub struct Listing {
    pub cells: Vec<(usize, String, String)>,
    pub unknown: Vec<UnknownOp>,
}

/// A cell's counts, as a shard reports them.
#[derive(Debug, Clone, Deserialize)]
pub struct CellEnd {
    pub end: usize,
    pub op: String,
    pub dtype: String,
    pub counts: BTreeMap<String, u64>,
    #[serde(default)]
    pub first: Option<serde_json::Value>,
    #[serde(default)]
    pub seconds: f64,
    /// The shard's own failure on this cell (an OpInfo it could not drive), never TorchTPU's.
    #[serde(default)]
    pub harness_error: Option<String>,
}

/// What a shard said or did, as the runner sees it.
#[derive(Debug)]
pub enum Event {
    /// A line (kept as evidence) and what it said.
    Line(String, Line),
    /// The cell that was running when the shard died or went silent.
    Lost { index: usize, op: String, dtype: String, status: Status, why: String },
    /// The shard finished its cells.
    Done,
}

/// The cells the shards will run, in order, and the names of `--ops` that give none (`shard.py --list`).
pub fn list_cells(setup: &ShardSetup) -> Result<Listing, TorchError> {
    let out = command(setup, "0/1", 0, true).stderr(Stdio::piped()).output().map_err(TorchError::io(&setup.python))?;
    if !out.status.success() {
        let stderr = String::from_utf8_lossy(&out.stderr);
        let tail: Vec<&str> = stderr.lines().rev().take(6).collect();
        let said = tail.into_iter().rev().collect::<Vec<_>>().join("\n  ");
        return Err(TorchError::Listing { status: out.status.to_string(), said });
    }
    let mut listing = Listing::default();
    for l in String::from_utf8_lossy(&out.stdout).lines() {
        match serde_json::from_str::<Line>(l) {
            Ok(Line::Cell { cell, op, dtype }) => listing.cells.push((cell, op, dtype)),
            Ok(Line::Unknown(u)) => listing.unknown.push(u),
            _ => {}
        }
    }
    Ok(listing)
}

/// The stderr file of shard `i`, where the setup keeps logs.
fn log_path(setup: &ShardSetup, i: usize) -> Option<PathBuf> {
    setup.logs.as_ref().map(|d| d.join(format!("shard-{i}.stderr")))
}

/// What a dead shard last said: the last fatal line its process wrote to
/// its stderr file from byte `from` on (an absl/glog `F...` line, `Check
/// failed`, `Fatal Python error`), else its last line; at most 300
/// characters. None where it said nothing.
fn last_words(path: &std::path::Path, from: u64) -> Option<String> {
    let bytes = std::fs::read(path).ok()?;
    let own = &bytes[usize::try_from(from).unwrap_or(usize::MAX).min(bytes.len())..];
    let tail = String::from_utf8_lossy(&own[own.len().saturating_sub(64 << 10)..]).into_owned();
    let lines: Vec<&str> = tail.lines().map(str::trim).filter(|l| !l.is_empty()).collect();
    let fatal = |l: &&str| {
        l.contains("Check failed")
            || l.starts_with("Fatal Python error")
            || (l.starts_with('F') && l[1..].starts_with(|c: char| c.is_ascii_digit()))
    };
    let line = lines.iter().rev().find(|l| fatal(l)).or(lines.last())?;
    Some(line.chars().take(300).collect())
}

fn command(setup: &ShardSetup, shard: &str, from: usize, list: bool) -> Command {
    let mut c = Command::new(&setup.python);
    // Run as a script (sys.path[0] is scripts/aten): no package path to collide with site-packages.
    c.arg(setup.scripts.join("aten").join("shard.py")).arg("--shard").arg(shard).arg("--from").arg(from.to_string());
    if !setup.ops.is_empty() {
        c.arg("--ops").arg(setup.ops.join(","));
    }
    if setup.samples > 0 {
        c.arg("--samples").arg(setup.samples.to_string());
    }
    if list {
        c.arg("--list");
    } else if let Some(skip) = &setup.skip {
        c.arg("--skip").arg(skip);
    }
    c.env("TPU_LIBRARY_PATH", &setup.plugin)
        .env("TPU_COMPAT_PLUGIN_LIMITS", crate::verdict::limits::SOURCE)
        .env("PYTHONWARNINGS", "ignore:<TorchTpu/Performance/TcMalloc/")
        .env("TF_CPP_MIN_LOG_LEVEL", "2")
        .envs(setup.env.iter().map(|(k, v)| (k, v)))
        .stderr(Stdio::null());
    c
}

/// Runs shard `i` of `n` to its end, restarting after each lost cell, sending what happens to `tx`.
pub fn run_shard(setup: &ShardSetup, i: usize, n: usize, tx: &mpsc::Sender<Event>) {
    let mut from = 0;
    loop {
        match run_once(setup, i, n, from, tx) {
            Ok(()) => {
                let _ = tx.send(Event::Done);
                return;
            }
            Err(next) => from = next,
        }
    }
}

/// One shard process from cell `from`: Ok at its end, or Err(the cell to restart at) after a lost cell.
fn run_once(setup: &ShardSetup, i: usize, n: usize, from: usize, tx: &mpsc::Sender<Event>) -> Result<(), usize> {
    let log = log_path(setup, i);
    // This process's words start where the earlier processes' of this shard end.
    let log_from = log.as_ref().and_then(|p| std::fs::metadata(p).ok()).map_or(0, |m| m.len());
    let stderr = match log.as_ref().and_then(|p| std::fs::OpenOptions::new().create(true).append(true).open(p).ok()) {
        Some(file) => Stderr::File(file),
        None => Stderr::Null,
    };
    let mut shard = match Supervised::spawn(command(setup, &format!("{i}/{n}"), from, false), false, stderr) {
        Ok(c) => c,
        Err(e) => {
            let _ = tx.send(Event::Lost {
                index: from,
                op: String::new(),
                dtype: String::new(),
                status: Status::Crash,
                why: format!("cannot start {}: {e}", setup.python.display()),
            });
            return Ok(());
        }
    };
    let mut running: Option<(usize, String, String)> = None;
    let mut since = Instant::now();
    let silent = |since: Instant, running: bool| if running { since + setup.cell_timeout } else { Instant::now() + IDLE_POLL };
    loop {
        match shard.wait_line(silent(since, running.is_some())) {
            Waited::Line(text) => {
                let Ok(line) = serde_json::from_str::<Line>(&text) else { continue };
                match &line {
                    Line::Begin { begin, op, dtype } => running = Some((*begin, op.clone(), dtype.clone())),
                    Line::End(_) => running = None,
                    _ => {}
                }
                since = Instant::now();
                let _ = tx.send(Event::Line(text, line));
            }
            Waited::Interrupted => {
                // Ctrl-C: the cell in flight gets no row (`--resume` runs it), the shard ends here.
                shard.kill(Duration::ZERO);
                return Ok(());
            }
            Waited::Deadline if running.is_none() => {}
            Waited::Deadline => {
                shard.kill(Duration::ZERO);
                let (index, op, dtype) = running.take().unwrap_or_default();
                let why = format!("no answer in {} s: the shard was killed", setup.cell_timeout.as_secs());
                let _ = tx.send(Event::Lost { index, op, dtype, status: Status::Timeout, why });
                return Err(index + 1);
            }
            Waited::Closed => break,
        }
    }
    let exit = shard.reap(Duration::from_secs(5));
    match running {
        None => Ok(()),
        Some((index, op, dtype)) => {
            let words = log.as_ref().and_then(|p| Some((p, last_words(p, log_from)?)));
            let (status, death) = crate::verdict::death(exit.signal(), exit.code(), "", exit.killed);
            let mut why = format!("the shard {} in this cell", death.trim_start_matches("worker "));
            if let Some((path, words)) = words {
                why = format!("{why}; its last words ({}): {words}", path.display());
            }
            let _ = tx.send(Event::Lost { index, op, dtype, status, why });
            Err(index + 1)
        }
    }
}

/// The row id of a cell: `aten.<op>.<dtype>`.
pub fn cell_id(op: &str, dtype: &str) -> String {
    format!("aten.{op}.{dtype}")
}

/// A cell's row.
pub fn cell_row(end: &CellEnd, attempt: u32) -> ResultRow {
    let (status, stage, cause) = crate::verdict::aten::cell(&end.counts);
    let mut row = ResultRow::started(&cell_id(&end.op, &end.dtype), &end.op, "aten", attempt);
    row.status = status;
    row.stage = stage;
    row.torch = Some(Box::new(TorchRecord::new(cause)));
    row.timings.execute_ms = end.seconds * 1e3;
    row.finished_at = results::time::now_s();
    let counts = end.counts.iter().map(|(k, v)| format!("{v} {k}")).collect::<Vec<_>>().join(", ");
    row.error = match (status, &end.first) {
        (Status::Pass, _) => None,
        (Status::Skipped, None) => Some(format!("samples: {counts}; the CPU refused every sample")),
        (Status::Skipped, Some(first)) => Some(format!(
            "the device's PJRT plugin cannot take what TorchTPU emits (not a TorchTPU failure); samples: {counts}; first: {}",
            describe(first)
        )),
        (_, Some(first)) => Some(format!("samples: {counts}; first: {}", describe(first))),
        (_, None) => Some(format!("samples: {counts}")),
    };
    if let Some(e) = &end.harness_error {
        let said = row.error.take().unwrap_or_default();
        row.error = Some(format!(
            "{said}{}the aten shard could not finish this cell (its own limit, not TorchTPU's): {e}",
            if said.is_empty() { "" } else { "; " }
        ));
    }
    row
}

/// A lost cell's row.
pub fn lost_row(op: &str, dtype: &str, status: Status, why: &str, attempt: u32) -> ResultRow {
    let mut row = ResultRow::started(&cell_id(op, dtype), op, "aten", attempt);
    row.status = status;
    row.stage = Stage::Execute;
    row.torch = Some(Box::new(TorchRecord::new(Cause::Crashed)));
    row.error = Some(why.to_string());
    row.finished_at = results::time::now_s();
    row
}

fn describe(first: &serde_json::Value) -> String {
    let outcome = first.get("outcome").and_then(|v| v.as_str()).unwrap_or("");
    let why = first.get("why").and_then(|v| v.as_str()).unwrap_or("");
    match first.get("sample").and_then(|v| v.as_u64()) {
        Some(k) => format!("sample {k}: {outcome}: {why}"),
        None => format!("{outcome}: {why}"),
    }
}

/// Where the `aten` package lives: `scripts/` of the data folder.
pub fn scripts_dir() -> PathBuf {
    runtime::paths::data_path("scripts")
}

/// Whether `dir` holds the shard module.
pub fn has_shard(dir: &Path) -> bool {
    dir.join("aten").join("shard.py").is_file()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shard_lines_parse_by_shape() {
        let begin: Line = serde_json::from_str(r#"{"begin": 4, "op": "add", "dtype": "f32"}"#).unwrap();
        assert!(matches!(begin, Line::Begin { begin: 4, .. }));
        let end: Line =
            serde_json::from_str(r#"{"end": 4, "op": "add", "dtype": "f32", "counts": {"pass": 2}, "first": null, "seconds": 0.1}"#)
                .unwrap();
        assert!(matches!(end, Line::End(e) if e.counts["pass"] == 2));
        let unknown: Line = serde_json::from_str(r#"{"unknown": "cumsun", "opinfo": false, "close": ["cumsum"]}"#).unwrap();
        assert!(matches!(&unknown, Line::Unknown(u) if u.to_string() == "`cumsun` (did you mean cumsum?)"), "{unknown:?}");
    }
}
