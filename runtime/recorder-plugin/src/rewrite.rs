//! The scan rewrite: a program carrying `chlo.scan` (TorchTPU's
//! `torch.cumsum`), which a CPU plugin older than StableHLO 1.16 cannot
//! take, is handed to a rewriter program that lowers each scan to a plain
//! `stablehlo.while` and writes the module for the plugin's own StableHLO
//! version (`scripts/torch_tpu/scan.py`); the plugin compiles that instead.
//! A program with another composite (gelu, written as `vhlo.composite_v2`
//! once the framework writes 1.16) is written down to that version too.
//! This is the one place the recorder changes what the real plugin is
//! asked, and only when told to:
//!
//! - `TPU_COMPAT_RECORD_REWRITE_SCAN`: the rewriter script;
//! - `TPU_COMPAT_RECORD_REWRITE_PYTHON`: the Python that runs it (jaxlib's
//!   MLIR bindings; default `python3`);
//! - `TPU_COMPAT_RECORD_REWRITE_LOG`: a JSON-lines file, one line per
//!   program rewritten or refused, so the harness can mark the rows whose
//!   programs were rewritten.
//!
//! The recording, when there is one, keeps the program as the framework
//! sent it (a TPU compiler takes the scan itself). A program the rewriter
//! refuses is compiled as sent, so the plugin refuses it in its own words,
//! and the log says why the rewrite could not help. Each distinct program
//! is rewritten once per process; each execution of a rewritten scan is a
//! line of the log too (`event: execute`), so the harness can mark every
//! row that ran one, compiled for it or for an earlier row.

use std::collections::HashMap;
use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::Instant;

/// How long one program's rewrite may take: a rewriter that hangs costs its program (sent as it
/// is, which the plugin refuses), never the run.
const REWRITE_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(120);

/// A rewritten program, or why there is none.
pub type Rewritten = Result<Arc<Vec<u8>>, String>;

pub struct ScanRewriter {
    python: PathBuf,
    script: PathBuf,
    /// The real plugin's StableHLO version, `MAJOR.MINOR.PATCH`: what the rewrite writes for.
    target: String,
    log: Option<PathBuf>,
    done: Mutex<HashMap<String, Rewritten>>,
    /// Loaded executables compiled from a rewritten scan, by address: their program's id.
    scans: Mutex<HashMap<usize, String>>,
}

impl ScanRewriter {
    /// The rewriter the environment asks for, writing for `target`; None when not asked.
    pub fn from_env(target: Option<String>) -> Option<ScanRewriter> {
        let script = std::env::var_os("TPU_COMPAT_RECORD_REWRITE_SCAN").filter(|s| !s.is_empty())?;
        let Some(target) = target else {
            eprintln!("pjrt_recorder_plugin: the real plugin reports no StableHLO version to rewrite scans for; programs go as sent");
            return None;
        };
        let python = std::env::var_os("TPU_COMPAT_RECORD_REWRITE_PYTHON").filter(|s| !s.is_empty()).unwrap_or_else(|| "python3".into());
        let log = std::env::var_os("TPU_COMPAT_RECORD_REWRITE_LOG").filter(|s| !s.is_empty()).map(PathBuf::from);
        Some(ScanRewriter {
            python: python.into(),
            script: script.into(),
            target,
            log,
            done: Mutex::new(HashMap::new()),
            scans: Mutex::new(HashMap::new()),
        })
    }

    /// `code` rewritten, where it carries a scan or another composite; None where it has neither.
    /// A framework that writes StableHLO 1.16 for the scan writes its other composites (gelu) as
    /// `vhlo.composite_v2` too, which an older plugin cannot read either: the rewrite writes those
    /// down to the plugin's version unchanged.
    pub fn rewrite(&self, code: &[u8]) -> Option<Rewritten> {
        let facts = program::dialect::facts(code);
        let scan = facts.chlo.contains("chlo.scan");
        if !scan && !facts.ops.contains("stablehlo.composite") {
            return None;
        }
        let id = crate::store::program_id(code);
        if let Some(done) = self.done.lock().ok().and_then(|d| d.get(&id).cloned()) {
            return Some(done);
        }
        let start = Instant::now();
        let got = self.run(code).map(Arc::new);
        let mut line = serde_json::json!({
            "event": "rewrite",
            "program": id,
            "target": self.target,
            "scan": scan,
            "ms": start.elapsed().as_secs_f64() * 1e3,
            "pid": std::process::id(),
        });
        match &got {
            Ok(bytes) => line["rewritten"] = crate::store::program_id(bytes).into(),
            Err(e) => line["error"] = e.clone().into(),
        }
        self.append(&line);
        if let Ok(mut d) = self.done.lock() {
            d.insert(id, got.clone());
        }
        Some(got)
    }

    /// `executable` was compiled from `code`'s rewrite: where `code` carries a scan, its executions
    /// are logged ([`Self::executed`]), so a row that runs a scan compiled for an earlier row is
    /// marked too.
    pub fn compiled(&self, executable: usize, code: &[u8]) {
        if program::dialect::facts(code).chlo.contains("chlo.scan") {
            if let Ok(mut m) = self.scans.lock() {
                m.insert(executable, crate::store::program_id(code));
            }
        }
    }

    /// One execution of `executable`: a line in the log where it runs a rewritten scan.
    pub fn executed(&self, executable: usize) {
        let id = self.scans.lock().ok().and_then(|m| m.get(&executable).cloned());
        if let Some(id) = id {
            self.append(&serde_json::json!({"event": "execute", "program": id, "pid": std::process::id()}));
        }
    }

    /// `executable` is gone (its address may be reused).
    pub fn destroyed(&self, executable: usize) {
        if let Ok(mut m) = self.scans.lock() {
            m.remove(&executable);
        }
    }

    fn run(&self, code: &[u8]) -> Result<Vec<u8>, String> {
        let mut child = Command::new(&self.python)
            .arg(&self.script)
            .arg(&self.target)
            // The framework's Python settings are not the rewriter's.
            .env_remove("PYTHONPATH")
            .env_remove("PYTHONHOME")
            .env_remove("LD_PRELOAD")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| format!("cannot start the scan rewriter {} {}: {e}", self.python.display(), self.script.display()))?;
        // Each pipe has a thread of its own: a large program would otherwise fill one pipe while
        // the child fills another.
        let mut stdin = child.stdin.take().ok_or("the scan rewriter's stdin is not a pipe")?;
        let program = code.to_vec();
        let writer = std::thread::spawn(move || stdin.write_all(&program));
        let drain = |pipe: Option<Box<dyn Read + Send>>| {
            std::thread::spawn(move || {
                let mut out = Vec::new();
                if let Some(mut p) = pipe {
                    let _ = p.read_to_end(&mut out);
                }
                out
            })
        };
        let stdout = drain(child.stdout.take().map(|p| Box::new(p) as Box<dyn Read + Send>));
        let stderr = drain(child.stderr.take().map(|p| Box::new(p) as Box<dyn Read + Send>));
        let deadline = Instant::now() + REWRITE_TIMEOUT;
        let status = loop {
            match child.try_wait() {
                Ok(Some(status)) => break status,
                Ok(None) if Instant::now() < deadline => std::thread::sleep(std::time::Duration::from_millis(10)),
                Ok(None) => {
                    let _ = child.kill();
                    let _ = child.wait();
                    return Err(format!("the scan rewriter gave no answer within {} s and was killed", REWRITE_TIMEOUT.as_secs()));
                }
                Err(e) => return Err(format!("the scan rewriter: {e}")),
            }
        };
        let (out, err) = (stdout.join().unwrap_or_default(), stderr.join().unwrap_or_default());
        let written = writer.join().map_err(|_| "the scan rewriter's stdin thread panicked".to_string())?;
        let said = String::from_utf8_lossy(&err);
        let said = said.lines().rev().find(|l| !l.trim().is_empty()).unwrap_or("").trim().to_string();
        if !status.success() {
            return Err(if said.is_empty() { format!("the scan rewriter exited with {status}") } else { said });
        }
        written.map_err(|e| format!("the scan rewriter did not read the program: {e}"))?;
        if out.is_empty() {
            return Err("the scan rewriter wrote nothing".into());
        }
        Ok(out)
    }

    fn append(&self, line: &serde_json::Value) {
        let Some(path) = &self.log else { return };
        let text = format!("{line}\n");
        let wrote = std::fs::OpenOptions::new().create(true).append(true).open(path).and_then(|mut f| f.write_all(text.as_bytes()));
        if let Err(e) = wrote {
            eprintln!("pjrt_recorder_plugin: cannot append to {}: {e}", path.display());
        }
    }
}
