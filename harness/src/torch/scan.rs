//! `tpu-compat torch --rewrite-scan`: TorchTPU's `chlo.scan` (torch.cumsum,
//! cumprod, logcumsumexp) run on a CPU plugin older than the scan.
//!
//! TorchTPU writes its programs for the StableHLO version the plugin
//! reports and refuses, before sending, an op that version lacks; the 0.0.1
//! CPU plugin reports 1.13.3 and has no scan. With this setting the
//! recorder plugin (wrapped around the real one) reports TorchTPU's own
//! version, and each program that carries a scan or another composite is
//! rewritten before the plugin compiles it: every scan lowered to a plain
//! `stablehlo.while` from its meaning, the module written for the plugin's
//! version (`scripts/torch_tpu/scan.py`, built into the binary, run with
//! the scan venv's jaxlib; the recorder's `rewrite` module). The row is
//! judged against PyTorch CPU like any other, and says how many of its
//! programs were rewritten.

use super::error::TorchError;
use std::path::{Path, PathBuf};

/// The rewriter, built into the binary and written into the run's folder for the recorder to run.
pub const SCAN_SOURCE: &str = include_str!("../../../scripts/torch_tpu/scan.py");

/// The recorder's settings for the rewrite (see `runtime/recorder-plugin/src/rewrite.rs`).
pub const REWRITE_ENV: [&str; 3] = ["TPU_COMPAT_RECORD_REWRITE_SCAN", "TPU_COMPAT_RECORD_REWRITE_PYTHON", "TPU_COMPAT_RECORD_REWRITE_LOG"];

/// The set-up command that installs the scan venv (named in the error when it is missing).
pub const SETUP_COMMAND: &str = "scripts/setup --torch";

/// A run's scan rewrite: its script, the Python that runs it, and the log the recorder appends to.
#[derive(Debug, Clone)]
pub struct ScanRewrite {
    pub script: PathBuf,
    pub python: PathBuf,
    pub log: PathBuf,
}

/// The scan venv: `TPU_COMPAT_SCAN_VENV`, else `venv-scan` beside the TorchTPU venv.
pub fn default_venv() -> PathBuf {
    match std::env::var_os("TPU_COMPAT_SCAN_VENV").filter(|v| !v.is_empty()) {
        Some(v) => PathBuf::from(v),
        None => super::venv::default_venv().with_file_name("venv-scan"),
    }
}

impl ScanRewrite {
    /// The scan venv's Python, or the setup error naming the command that installs it.
    pub fn python() -> Result<PathBuf, TorchError> {
        let venv = default_venv();
        let python = venv.join("bin").join("python");
        if python.is_file() {
            Ok(python)
        } else {
            Err(TorchError::NoScanVenv { venv })
        }
    }

    /// Writes the rewriter into `dir` (the run's folder), to run with `python`.
    pub fn write(dir: &Path, python: PathBuf) -> Result<ScanRewrite, TorchError> {
        let script = std::path::absolute(dir.join("scan.py")).unwrap_or_else(|_| dir.join("scan.py"));
        std::fs::write(&script, SCAN_SOURCE).map_err(TorchError::io(&script))?;
        let log = script.with_file_name("scan-rewrites.jsonl");
        Ok(ScanRewrite { script, python, log })
    }

    /// [`Self::python`], then [`Self::write`].
    pub fn prepare(dir: &Path) -> Result<ScanRewrite, TorchError> {
        Self::write(dir, Self::python()?)
    }

    /// The recorder's environment for the rewrite: TorchTPU's own StableHLO reported as the
    /// plugin's (so it sends its scans), and the rewriter's script, Python and log.
    pub fn recorder_env(&self) -> Vec<(String, String)> {
        let torchtpu = super::run::TORCHTPU_STABLEHLO;
        let (_, own) = torchtpu[torchtpu.len() - 1];
        let mut env = vec![("TPU_COMPAT_RECORD_STABLEHLO_VERSION".to_string(), own.to_string())];
        env.extend([&self.script, &self.python, &self.log].iter().zip(REWRITE_ENV).map(|(p, k)| (k.to_string(), p.display().to_string())));
        env
    }

    /// The log's length now: where a row's rewrites start.
    pub fn mark(&self) -> u64 {
        std::fs::metadata(&self.log).map(|m| m.len()).unwrap_or(0)
    }

    /// The rewrites logged since `mark`: the scan programs the row ran (rewritten for it, or for an
    /// earlier row and executed again), programs written down, and the first refusal's words.
    pub fn since(&self, mark: u64) -> Rewrites {
        let text = std::fs::read(&self.log).unwrap_or_default();
        let text = String::from_utf8_lossy(text.get(mark as usize..).unwrap_or_default());
        let mut got = Rewrites::default();
        let mut scans = std::collections::BTreeSet::new();
        for line in text.lines().filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok()) {
            let program = line.get("program").and_then(|p| p.as_str()).unwrap_or_default().to_string();
            let scan = line.get("scan").and_then(|s| s.as_bool()) == Some(true);
            match (line.get("event").and_then(|e| e.as_str()), line.get("error").and_then(|e| e.as_str())) {
                (Some("execute"), _) => {
                    scans.insert(program);
                }
                (_, Some(e)) => {
                    got.refused.get_or_insert_with(|| e.to_string());
                }
                _ if scan => {
                    scans.insert(program);
                }
                _ => got.written_down += 1,
            }
        }
        got.scans = scans.len() as u32;
        got
    }
}

/// What the rewrite did during one row.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct Rewrites {
    /// Distinct programs with a scan lowered to `stablehlo.while` that the row compiled or ran.
    pub scans: u32,
    /// Programs with no scan written down to the plugin's version (their composites: gelu).
    pub written_down: u32,
    /// Why the rewriter refused a program (which the plugin then refused as sent).
    pub refused: Option<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rows_rewrites_are_counted_from_its_mark() {
        let dir = tempfile::tempdir().unwrap();
        let r = ScanRewrite { script: dir.path().join("scan.py"), python: "python3".into(), log: dir.path().join("log.jsonl") };
        assert_eq!(r.since(r.mark()), Rewrites::default(), "no log yet: nothing rewritten");
        let earlier = "{\"event\":\"rewrite\",\"program\":\"pa\",\"scan\":true,\"rewritten\":\"pb\"}\n\
                       {\"event\":\"execute\",\"program\":\"pa\"}\n";
        std::fs::write(&r.log, earlier).unwrap();
        let mark = r.mark();
        // This row: a gelu written down, a new scan run twice, the earlier row's scan run again, a refusal.
        let more = "{\"event\":\"rewrite\",\"program\":\"pc\",\"scan\":false,\"rewritten\":\"pd\"}\n\
                    {\"event\":\"rewrite\",\"program\":\"pe\",\"scan\":true,\"rewritten\":\"pf\"}\n\
                    {\"event\":\"execute\",\"program\":\"pe\"}\n{\"event\":\"execute\",\"program\":\"pe\"}\n\
                    {\"event\":\"execute\",\"program\":\"pa\"}\n\
                    {\"event\":\"rewrite\",\"program\":\"pg\",\"scan\":true,\"error\":\"scan rewrite: input 0 has a dynamic shape\"}\n\
                    not json\n";
        std::fs::write(&r.log, format!("{earlier}{more}")).unwrap();
        let got = r.since(mark);
        assert_eq!((got.scans, got.written_down), (2, 1), "pe and pa, each once: {got:?}");
        assert_eq!(got.refused.as_deref(), Some("scan rewrite: input 0 has a dynamic shape"));
        assert_eq!(r.since(0).scans, 2, "from the start: pa and pe");
    }
}
