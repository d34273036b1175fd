//! The bring-your-own format: a folder holding `model.mlir` (StableHLO,
//! entry `@main`), `model.toml` (the [`Manifest`]), and optionally
//! `weights.safetensors` and `inputs.safetensors` keyed by argument name.
//! Loading checks the manifest against `@main`'s signature and the
//! safetensors against the manifest, so a scrambled or stale file is an
//! error naming the file, never a run with wrong weights.

use crate::definition::{Definition, Manifest};
use runtime::{parse_main_signature, HostTensor, TensorType};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

pub const PROGRAM: &str = "model.mlir";
pub const MANIFEST: &str = "model.toml";
pub const WEIGHTS: &str = "weights.safetensors";
pub const INPUTS: &str = "inputs.safetensors";

/// A definition folder could not be loaded.
#[derive(Debug, Clone)]
pub struct ByoError {
    pub path: PathBuf,
    pub message: String,
}

impl std::fmt::Display for ByoError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.path.display(), self.message)
    }
}

impl std::error::Error for ByoError {}

fn err(path: &Path, message: impl Into<String>) -> ByoError {
    ByoError { path: path.to_path_buf(), message: message.into() }
}

/// True when `dir` looks like a definition folder.
pub fn is_definition_dir(dir: &Path) -> bool {
    dir.join(MANIFEST).is_file()
}

/// Reads and parses `model.toml` only (cheap: used to list a suite).
pub fn read_manifest(dir: &Path) -> Result<Manifest, ByoError> {
    let path = dir.join(MANIFEST);
    let text = std::fs::read_to_string(&path).map_err(|e| err(&path, e.to_string()))?;
    toml::from_str(&text).map_err(|e| err(&path, format!("invalid manifest: {e}")))
}

/// Loads and validates a definition folder.
pub fn load(dir: &Path) -> Result<Definition, ByoError> {
    let manifest = read_manifest(dir)?;
    let program_path = dir.join(PROGRAM);
    let program = std::fs::read(&program_path).map_err(|e| err(&program_path, format!("cannot read the program: {e}")))?;
    check_signature(&manifest, &program, &program_path)?;
    let mut provided = BTreeMap::new();
    for file in [WEIGHTS, INPUTS] {
        let path = dir.join(file);
        if !path.is_file() {
            continue;
        }
        let (tensors, _) = runtime::tensors_file::read(&path).map_err(|e| err(&path, e.to_string()))?;
        for (name, t) in tensors {
            check_tensor(&manifest, &name, &t, &path)?;
            provided.insert(name, t);
        }
    }
    Ok(Definition { manifest, program, provided })
}

/// Arguments and outputs of the manifest must be `@main`'s, in order.
pub fn check_signature(manifest: &Manifest, program: &[u8], program_path: &Path) -> Result<(), ByoError> {
    let sig = match parse_main_signature(program) {
        Ok(s) => s,
        // Bytecode cannot be read here; the plugin checks it at compile time.
        Err(_) if program.starts_with(b"ML\xefR") => return Ok(()),
        Err(e) => return Err(err(program_path, e.to_string())),
    };
    let manifest_path = program_path.with_file_name(MANIFEST);
    if sig.args.len() != manifest.arguments.len() {
        return Err(err(
            &manifest_path,
            format!("lists {} arguments, @main in {PROGRAM} takes {}", manifest.arguments.len(), sig.args.len()),
        ));
    }
    for (i, (a, t)) in manifest.arguments.iter().zip(&sig.args).enumerate() {
        let want = TensorType { dtype: a.dtype, shape: a.shape.clone() };
        if !same_type(&want, t) {
            return Err(err(
                &manifest_path,
                format!("argument {i} `{}` is {}, but @main's argument {i} is {}", a.name, want.display(), t.display()),
            ));
        }
    }
    if !manifest.outputs.is_empty() {
        if manifest.outputs.len() != sig.results.len() {
            return Err(err(
                &manifest_path,
                format!("lists {} outputs, @main returns {}", manifest.outputs.len(), sig.results.len()),
            ));
        }
        for (i, (o, t)) in manifest.outputs.iter().zip(&sig.results).enumerate() {
            let want = TensorType { dtype: o.dtype, shape: o.shape.clone() };
            if !same_type(&want, t) {
                return Err(err(
                    &manifest_path,
                    format!("output {i} `{}` is {}, but @main returns {}", o.name, want.display(), t.display()),
                ));
            }
        }
    }
    Ok(())
}

/// Dynamic dimensions (`-1`) in the program match any size.
fn same_type(manifest: &TensorType, program: &TensorType) -> bool {
    manifest.dtype == program.dtype
        && manifest.shape.len() == program.shape.len()
        && manifest.shape.iter().zip(&program.shape).all(|(a, b)| *b < 0 || a == b)
}

fn check_tensor(manifest: &Manifest, name: &str, t: &HostTensor, path: &Path) -> Result<(), ByoError> {
    let a = manifest
        .arguments
        .iter()
        .find(|a| a.name == name)
        .ok_or_else(|| err(path, format!("tensor `{name}` is not an argument of the manifest")))?;
    if a.dtype != t.dtype || a.shape != t.shape {
        return Err(err(
            path,
            format!(
                "tensor `{name}` is {}, the manifest declares {}",
                t.type_string(),
                TensorType { dtype: a.dtype, shape: a.shape.clone() }.display()
            ),
        ));
    }
    Ok(())
}

/// Writes a definition folder (program, manifest, and the given tensors as weights/inputs).
pub fn write(dir: &Path, def: &Definition, inputs: Option<&[HostTensor]>) -> Result<(), ByoError> {
    std::fs::create_dir_all(dir).map_err(|e| err(dir, e.to_string()))?;
    let program_path = dir.join(PROGRAM);
    std::fs::write(&program_path, &def.program).map_err(|e| err(&program_path, e.to_string()))?;
    let manifest_path = dir.join(MANIFEST);
    let text = toml::to_string(&def.manifest).map_err(|e| err(&manifest_path, e.to_string()))?;
    std::fs::write(&manifest_path, text).map_err(|e| err(&manifest_path, e.to_string()))?;
    if let Some(values) = inputs {
        for (file, role) in [(WEIGHTS, crate::Role::Weight), (INPUTS, crate::Role::Data)] {
            let named: Vec<(String, &HostTensor)> = def
                .manifest
                .arguments
                .iter()
                .zip(values)
                .filter(|(a, _)| a.role == role)
                .map(|(a, t)| (a.name.clone(), t))
                .collect();
            if named.is_empty() {
                continue;
            }
            let path = dir.join(file);
            runtime::tensors_file::write(&path, &named, &BTreeMap::new()).map_err(|e| err(&path, e.to_string()))?;
        }
    }
    Ok(())
}
