//! The reference run: the original program on the CPU plugin (as written,
//! compiled `fast`: IEEE arithmetic, as `diverge`'s reference), with every
//! top-level value of `@main` also returned, so that an op a candidate drops
//! can be fed the value it computed there. It runs in a process of its own
//! (`tpu-compat exec`, which contains a crash): a program that crashes the
//! CPU plugin itself has no reference, and `reduce` then fills dropped
//! values with zeros, which a crash or a compile failure does not depend on.

use super::predicate::{Settings, TrialError};
use runtime::program_text::{with_extra_results, MainFunction};
use runtime::{tensors_file, HostTensor};
use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

/// Why there is no reference.
#[derive(Debug, thiserror::Error)]
pub enum NoReference {
    #[error("{}: {source}", path.display())]
    Io { path: PathBuf, source: std::io::Error },
    #[error("{0}")]
    Tensors(#[from] runtime::DataError),
    /// The values to capture would take more than the limit.
    #[error("its values take {need} bytes, more than --capture-bytes {limit}")]
    TooLarge { need: u64, limit: u64 },
    #[error("cannot start `tpu-compat exec`: {0}")]
    Spawn(std::io::Error),
    /// The program did not run: exec's last words.
    #[error("the program did not run: {0}")]
    Failed(String),
    #[error("the reference run returned {got} outputs, not {want}")]
    Outputs { got: usize, want: usize },
    /// The reduction's deadline (`--budget`) came first.
    #[error("the --budget ran out during the reference run")]
    OutOfTime,
}

/// The values of `main`'s statements (static shapes; constants left in the
/// program) on the CPU plugin, by name; the run is killed at `deadline`.
pub fn capture(
    text: &str,
    main: &MainFunction,
    inputs: &[HostTensor],
    work: &Path,
    limit: u64,
    deadline: Option<Instant>,
) -> Result<HashMap<String, HostTensor>, NoReference> {
    let io = |path: &Path| {
        let path = path.to_path_buf();
        move |source| NoReference::Io { path, source }
    };
    let mut extra: Vec<(String, String)> = Vec::new();
    let mut need = 0u64;
    for s in main.statements.iter().filter(|s| s.short_op() != "constant") {
        for (n, t) in s.names.iter().zip(&s.result_types) {
            let Ok(ty) = runtime::TensorType::parse(t) else { continue };
            if ty.shape.iter().any(|&d| d < 0) {
                continue;
            }
            need += runtime::byte_size(ty.dtype, &ty.shape).unwrap_or(0) as u64;
            extra.push((n.clone(), t.clone()));
        }
    }
    if need > limit {
        return Err(NoReference::TooLarge { need, limit });
    }
    std::fs::create_dir_all(work).map_err(io(work))?;
    let program = work.join("reference.mlir");
    std::fs::write(&program, with_extra_results(text, main, &extra)).map_err(io(&program))?;
    let inputs_path = work.join("reference-inputs.safetensors");
    let named: Vec<(String, &HostTensor)> = inputs.iter().enumerate().map(|(i, t)| (format!("arg{i}"), t)).collect();
    tensors_file::write(&inputs_path, &named, &BTreeMap::new())?;
    let out = work.join("reference-outputs.safetensors");
    let values = run_exec(&program, &inputs_path, &["--device", "cpu", "--compile-profile", "fast"], &out, deadline)?;
    let own = main.returned.len();
    if values.len() != own + extra.len() {
        return Err(NoReference::Outputs { got: values.len(), want: own + extra.len() });
    }
    Ok(extra.into_iter().map(|(n, _)| n).zip(values.into_iter().skip(own)).collect())
}

/// The outputs of `program` on `inputs` on the device and settings of
/// `target`, from a contained `tpu-compat exec` (files under `work`), saved to `out`.
pub fn exec(program: &str, inputs: &[HostTensor], target: &Settings, work: &Path, out: &Path) -> Result<Vec<HostTensor>, NoReference> {
    let io = |path: &Path| {
        let path = path.to_path_buf();
        move |source| NoReference::Io { path, source }
    };
    std::fs::create_dir_all(work).map_err(io(work))?;
    let program_path = work.join("exec.mlir");
    std::fs::write(&program_path, program).map_err(io(&program_path))?;
    let inputs_path = work.join("exec-inputs.safetensors");
    let named: Vec<(String, &HostTensor)> = inputs.iter().enumerate().map(|(i, t)| (format!("arg{i}"), t)).collect();
    tensors_file::write(&inputs_path, &named, &BTreeMap::new())?;
    let flags = target.spec.flags(results::runspec::Part::Exec);
    let flags: Vec<&str> = flags.iter().map(String::as_str).collect();
    run_exec(&program_path, &inputs_path, &flags, out, None)
}

/// `tpu-compat exec PROGRAM --inputs INPUTS --out OUT FLAGS` in a process
/// of its own, killed at `deadline`: the outputs.
fn run_exec(program: &Path, inputs: &Path, flags: &[&str], out: &Path, deadline: Option<Instant>) -> Result<Vec<HostTensor>, NoReference> {
    let exe = std::env::current_exe().map_err(NoReference::Spawn)?;
    let mut cmd = Command::new(exe);
    cmd.arg("exec").arg(program).arg("--inputs").arg(inputs).arg("--out").arg(out).args(flags);
    let (code, stderr) = super::predicate::bounded(cmd, &out.with_extension("stderr"), deadline).map_err(|e| match e {
        TrialError::OutOfTime => NoReference::OutOfTime,
        TrialError::Spawn(e) => NoReference::Spawn(e),
        TrialError::Io { path, source } => NoReference::Io { path, source },
        other => NoReference::Failed(other.to_string()),
    })?;
    if code != Some(0) {
        let last = super::predicate::last_line(&stderr);
        return Err(NoReference::Failed(if last.is_empty() { "no message".to_string() } else { last }));
    }
    let (named, _) = tensors_file::read(out)?;
    Ok(tensors_file::ordered_args(named, "out", out)?)
}
