//! The recording folder: what the recorder writes, and where.
//!
//! ```text
//! DIR/index.jsonl                 one JSON object a line, in the order things happened:
//!                                 {"event":"compile", "program", "format", "bytes",
//!                                  "compile_options_bytes", "compile_ms", "error"?, "pid", "seq"}
//!                                 {"event":"execute", "program", "devices", "run_ms",
//!                                  "inputs"?, "outputs"?, "io_error"?, "pid", "seq"}
//! DIR/programs/<id>/model.mlir    the program as sent (text), or model.mlirbc (bytecode),
//!                                 or program.<format> for a format other than "mlir"
//!                   compile_options.pb   the serialized CompileOptionsProto as sent
//!                   definition.json      the source (recorder, wrapped plugin) for `import`
//!                   inputs.safetensors   arg0..argN of the first execution (one device)
//!                   expected.safetensors out0..outN of that execution
//!                   .io-claimed          made by the one process that writes the two above
//! ```
//!
//! `<id>` is `p` and the first 16 hex digits of the program's sha256, so
//! one program compiled twice (or by two processes) is one folder. Folders
//! appear whole (written aside, then renamed), and tensors files are
//! written atomically, so `tpu-compat import --batch DIR/programs` reads a
//! folder of a process killed mid-recording as it was before the kill. A
//! program that did not compile keeps its folder with no tensors (the
//! index holds the plugin's error).

use sha2::{Digest, Sha256};
use std::collections::BTreeMap;
use std::fs::{File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::Duration;
use tensors::HostTensor;

/// What is recorded of executions.
#[derive(Debug, Clone, Copy)]
pub struct IoPolicy {
    /// Record each program's first execution's arguments and results.
    pub record_io: bool,
    /// An execution's tensors are kept only while they total at most this.
    pub max_bytes: u64,
}

impl Default for IoPolicy {
    fn default() -> IoPolicy {
        IoPolicy { record_io: true, max_bytes: 256 << 20 }
    }
}

/// The file whose creation claims a program folder's tensors for one execution.
const IO_CLAIM: &str = ".io-claimed";

/// The bytecode magic of MLIR (`ML\xefR`).
const BYTECODE_MAGIC: &[u8] = b"ML\xefR";

/// An open recording folder.
pub struct Recording {
    dir: PathBuf,
    policy: IoPolicy,
    plugin: String,
    index: Mutex<File>,
    seq: AtomicU64,
}

impl Recording {
    /// Creates (or reopens) `dir` for recording what `plugin` is sent.
    pub fn open(dir: &Path, policy: IoPolicy, plugin: &Path) -> Result<Recording, String> {
        let programs = dir.join("programs");
        std::fs::create_dir_all(&programs).map_err(|e| format!("cannot create {}: {e}", programs.display()))?;
        let path = dir.join("index.jsonl");
        let index = OpenOptions::new().create(true).append(true).open(&path).map_err(|e| format!("cannot open {}: {e}", path.display()))?;
        let plugin = plugin.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        Ok(Recording { dir: dir.to_path_buf(), policy, plugin, index: Mutex::new(index), seq: AtomicU64::new(0) })
    }

    pub fn policy(&self) -> IoPolicy {
        self.policy
    }

    /// Records one compile; returns the program's id (None where the program could not be kept).
    pub fn compiled(&self, code: &[u8], format: &str, options: &[u8], took: Duration, error: Option<&str>) -> Option<String> {
        let id = program_id(code);
        let file = match format {
            "mlir" if code.starts_with(BYTECODE_MAGIC) => "model.mlirbc".to_string(),
            "mlir" => "model.mlir".to_string(),
            other => format!("program.{}", sanitize(other)),
        };
        let kept = self.keep_program(&id, &file, code, options);
        let mut line = serde_json::json!({
            "event": "compile",
            "program": id,
            "format": if file == "model.mlirbc" { "mlir-bytecode" } else if file == "model.mlir" { "mlir-text" } else { format },
            "bytes": code.len(),
            "compile_options_bytes": options.len(),
            "compile_ms": took.as_secs_f64() * 1e3,
            // Whose limit a refusal is: custom calls, chlo ops, the StableHLO version, dot precisions.
            "dialect": serde_json::to_value(program::dialect::facts(code)).unwrap_or_default(),
        });
        if let Some(e) = error {
            line["error"] = e.into();
        }
        if let Err(e) = &kept {
            line["keep_error"] = e.clone().into();
        }
        self.append(line);
        kept.ok().map(|()| id)
    }

    /// Records one execution of program `id` on `devices` devices: its tensors, or why there are none.
    pub fn executed(&self, id: &str, devices: usize, io: Result<(Vec<HostTensor>, Vec<HostTensor>), String>, took: Duration) {
        let mut line = serde_json::json!({
            "event": "execute",
            "program": id,
            "devices": devices,
            "run_ms": took.as_secs_f64() * 1e3,
        });
        let io = if devices == 1 {
            io
        } else {
            Err(format!("not kept: an execution over {devices} devices (the suite holds one-device programs)"))
        };
        match io.and_then(|(inputs, outputs)| self.keep_io(id, &inputs, &outputs).map(|()| (inputs.len(), outputs.len()))) {
            Ok((i, o)) => {
                line["inputs"] = i.into();
                line["outputs"] = o.into();
            }
            Err(e) => line["io_error"] = e.into(),
        }
        self.append(line);
    }

    fn program_dir(&self, id: &str) -> PathBuf {
        self.dir.join("programs").join(id)
    }

    /// Writes the program's folder whole, unless it is there already.
    fn keep_program(&self, id: &str, file: &str, code: &[u8], options: &[u8]) -> Result<(), String> {
        let dir = self.program_dir(id);
        if dir.is_dir() {
            return Ok(());
        }
        let scratch = self.dir.join("programs").join(format!(".tmp-{}-{id}", std::process::id()));
        let write = || -> std::io::Result<()> {
            std::fs::create_dir_all(&scratch)?;
            std::fs::write(scratch.join(file), code)?;
            std::fs::write(scratch.join("compile_options.pb"), options)?;
            let definition = serde_json::json!({"source": {"recorder": "pjrt_recorder_plugin", "recorded_plugin": self.plugin}});
            std::fs::write(scratch.join("definition.json"), serde_json::to_vec_pretty(&definition).unwrap_or_default())?;
            std::fs::rename(&scratch, &dir)
        };
        match write() {
            Ok(()) => Ok(()),
            // Another process (or thread) kept the same program first.
            Err(_) if dir.is_dir() => {
                let _ = std::fs::remove_dir_all(&scratch);
                Ok(())
            }
            Err(e) => {
                let _ = std::fs::remove_dir_all(&scratch);
                Err(format!("cannot write {}: {e}", dir.display()))
            }
        }
    }

    /// Writes an execution's tensors beside its program, unless a first execution is there already.
    fn keep_io(&self, id: &str, inputs: &[HostTensor], outputs: &[HostTensor]) -> Result<(), String> {
        let dir = self.program_dir(id);
        let (inputs_file, expected_file) = (dir.join("inputs.safetensors"), dir.join("expected.safetensors"));
        // One writer per folder, across processes: the first to claim it writes both files, so
        // the inputs and the outputs beside them always come from one execution.
        match OpenOptions::new().write(true).create_new(true).open(dir.join(IO_CLAIM)) {
            Ok(_) => {}
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => return Ok(()),
            Err(e) => return Err(format!("cannot claim {}: {e}", dir.display())),
        }
        let meta: BTreeMap<String, String> =
            [("recorder".to_string(), "pjrt_recorder_plugin".to_string()), ("plugin".to_string(), self.plugin.clone())].into();
        // The expected outputs first: a folder with inputs is a complete one.
        tensors::file::write(&expected_file, &named("out", outputs), &meta).map_err(|e| e.to_string())?;
        tensors::file::write(&inputs_file, &named("arg", inputs), &meta).map_err(|e| e.to_string())
    }

    /// Appends one line to the index (one write, so lines of several processes do not interleave).
    fn append(&self, mut line: serde_json::Value) {
        line["pid"] = std::process::id().into();
        line["seq"] = self.seq.fetch_add(1, Ordering::SeqCst).into();
        let mut text = line.to_string();
        text.push('\n');
        match self.index.lock() {
            Ok(mut f) => {
                if let Err(e) = f.write_all(text.as_bytes()) {
                    eprintln!("pjrt_recorder_plugin: cannot append to {}: {e}", self.dir.join("index.jsonl").display());
                }
            }
            Err(_) => eprintln!("pjrt_recorder_plugin: the index's lock is poisoned; line lost: {}", text.trim_end()),
        }
    }
}

/// Tensors as `PREFIX0..PREFIXn`, the names `import` reads by position.
fn named<'a>(prefix: &str, ts: &'a [HostTensor]) -> Vec<(String, &'a HostTensor)> {
    ts.iter().enumerate().map(|(i, t)| (format!("{prefix}{i}"), t)).collect()
}

/// `p` and the first 16 hex digits of the program's sha256.
pub fn program_id(code: &[u8]) -> String {
    let digest = Sha256::digest(code);
    let hex: String = digest.iter().take(8).map(|b| format!("{b:02x}")).collect();
    format!("p{hex}")
}

/// A format name as a file extension: letters, digits and `-` only.
fn sanitize(format: &str) -> String {
    let s: String = format.chars().filter(|c| c.is_ascii_alphanumeric() || *c == '-').take(32).collect();
    if s.is_empty() {
        "bin".into()
    } else {
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_program_is_one_id_and_another_is_another() {
        assert_eq!(program_id(b"module {}"), program_id(b"module {}"));
        assert_ne!(program_id(b"module {}"), program_id(b"module { }"));
        assert_eq!(program_id(b"x").len(), 17);
    }

    #[test]
    fn a_format_cannot_name_a_path() {
        assert_eq!(sanitize("../../etc"), "etc");
        assert_eq!(sanitize("///"), "bin");
        assert_eq!(sanitize("hlo"), "hlo");
    }
}
