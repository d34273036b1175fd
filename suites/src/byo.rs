//! The bring-your-own format: a folder holding `model.mlir` (StableHLO,
//! entry `@main`), `model.toml` (the [`Manifest`]), and optionally
//! `weights.safetensors` and `inputs.safetensors` keyed by argument name.
//! Loading checks the manifest itself ([`crate::validate`]), the manifest
//! against `@main`'s signature, and the safetensors against the manifest:
//! every tensor must be an argument of the right type, and every weight
//! argument must come from a file unless the manifest gives it a `fill`. So
//! a scrambled, stale or incomplete folder is an error naming the file,
//! never a run on wrong or random weights. Every check is linear in the
//! number of arguments.

use crate::definition::{ArgumentSpec, Definition, Manifest, Role};
use program::{parse_main_signature, TensorType};
use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use tensors::HostTensor;

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

/// True when `dir` looks like a definition folder: it holds a `model.toml`
/// (of any kind: reading it refuses one that is not a regular file, rather
/// than the folder being skipped in silence).
pub fn is_definition_dir(dir: &Path) -> bool {
    std::fs::symlink_metadata(dir.join(MANIFEST)).is_ok()
}

/// Reads, parses and checks `model.toml` only (cheap: used to list a suite).
pub fn read_manifest(dir: &Path) -> Result<Manifest, ByoError> {
    let path = dir.join(MANIFEST);
    let text = host_io::read::string(&path).map_err(|e| err(&path, e.to_string()))?;
    parse_manifest(&text, &path)
}

/// Parses and checks the text of a `model.toml`; `path` names it in errors.
pub fn parse_manifest(text: &str, path: &Path) -> Result<Manifest, ByoError> {
    let m: Manifest = toml::from_str(text).map_err(|e| err(path, format!("invalid manifest: {e}")))?;
    crate::validate::manifest(&m).map_err(|e| err(path, e.to_string()))?;
    Ok(m)
}

/// A definition folder's manifest and program only, checked against each
/// other; its weight and input files are never opened (a compile-only run
/// of a 7B-parameter folder reads no weights).
pub fn load_program(dir: &Path) -> Result<Definition, ByoError> {
    let manifest = read_manifest(dir)?;
    let program_path = dir.join(PROGRAM);
    let program = host_io::read::bytes(&program_path).map_err(|e| err(&program_path, format!("cannot read the program: {e}")))?;
    check_signature(&manifest, &program, &program_path)?;
    Ok(Definition { manifest, program, provided: BTreeMap::new() })
}

/// Loads and validates a definition folder.
pub fn load(dir: &Path) -> Result<Definition, ByoError> {
    let manifest = read_manifest(dir)?;
    let program_path = dir.join(PROGRAM);
    let program = host_io::read::bytes(&program_path).map_err(|e| err(&program_path, format!("cannot read the program: {e}")))?;
    check_signature(&manifest, &program, &program_path)?;
    let by_name: HashMap<&str, &ArgumentSpec> = manifest.arguments.iter().map(|a| (a.name.as_str(), a)).collect();
    let mut provided = BTreeMap::new();
    for file in [WEIGHTS, INPUTS] {
        let path = dir.join(file);
        // Absent is fine; anything there (a symlink to a device included) is read, and refused if not a regular file.
        if std::fs::symlink_metadata(&path).is_err() {
            continue;
        }
        let (tensors, _) = tensors::file::read(&path).map_err(|e| err(&path, e.to_string()))?;
        for (name, t) in tensors {
            check_tensor(&by_name, &name, &t, &path)?;
            provided.insert(name, t);
        }
    }
    check_weights_provided(&manifest, &provided, dir)?;
    Ok(Definition { manifest, program, provided })
}

/// Every `role = "weight"` argument comes from a safetensors file, or the
/// manifest says how to fill it: a deleted or renamed weight must not turn
/// into random numbers that happen to pass.
fn check_weights_provided(manifest: &Manifest, provided: &BTreeMap<String, HostTensor>, dir: &Path) -> Result<(), ByoError> {
    let missing: Vec<&str> = manifest
        .arguments
        .iter()
        .filter(|a| a.role == Role::Weight && a.fill.is_none() && !provided.contains_key(&a.name))
        .map(|a| a.name.as_str())
        .collect();
    if missing.is_empty() {
        return Ok(());
    }
    let shown: Vec<String> = missing.iter().take(10).map(|n| format!("`{n}`")).collect();
    let more = if missing.len() > 10 { format!(" and {} more", missing.len() - 10) } else { String::new() };
    let weights = dir.join(WEIGHTS);
    let (path, what) =
        if weights.is_file() { (weights, "lacks".to_string()) } else { (dir.join(MANIFEST), format!("has no {WEIGHTS} for")) };
    Err(err(
        &path,
        format!(
            "{what} {} weight argument{} of {MANIFEST}: {}{more} (provide the tensors, or give each a `fill` in {MANIFEST})",
            missing.len(),
            if missing.len() == 1 { "" } else { "s" },
            shown.join(", ")
        ),
    ))
}

/// Arguments and outputs of the manifest must be `@main`'s, in order.
pub fn check_signature(manifest: &Manifest, program: &[u8], program_path: &Path) -> Result<(), ByoError> {
    program::check_nesting(program).map_err(|e| err(program_path, e.to_string()))?;
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
            return Err(err(&manifest_path, format!("lists {} outputs, @main returns {}", manifest.outputs.len(), sig.results.len())));
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

fn check_tensor(by_name: &HashMap<&str, &ArgumentSpec>, name: &str, t: &HostTensor, path: &Path) -> Result<(), ByoError> {
    let a = by_name.get(name).ok_or_else(|| err(path, format!("tensor `{name}` is not an argument of the manifest")))?;
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

/// Writes a definition folder: program, manifest, and as weights/inputs
/// the given tensors (one per argument, in order) or else the tensors the
/// definition was loaded with. Weight arguments left with neither get
/// their default `fill` written out, so the folder loads back (a weight
/// must come from a file or an explicit fill) with the same values.
pub fn write(dir: &Path, def: &Definition, inputs: Option<&[HostTensor]>) -> Result<(), ByoError> {
    std::fs::create_dir_all(dir).map_err(|e| err(dir, e.to_string()))?;
    let program_path = dir.join(PROGRAM);
    std::fs::write(&program_path, &def.program).map_err(|e| err(&program_path, e.to_string()))?;
    let values: Vec<Option<&HostTensor>> = match inputs {
        Some(v) => def.manifest.arguments.iter().zip(v).map(|(_, t)| Some(t)).collect(),
        None => def.manifest.arguments.iter().map(|a| def.provided.get(&a.name)).collect(),
    };
    let mut manifest = def.manifest.clone();
    for (a, v) in manifest.arguments.iter_mut().zip(&values) {
        if a.role == Role::Weight && a.fill.is_none() && v.is_none() {
            a.fill = Some(crate::definition::default_fill(a).to_spec());
        }
    }
    let manifest_path = dir.join(MANIFEST);
    let text = toml::to_string(&manifest).map_err(|e| err(&manifest_path, e.to_string()))?;
    std::fs::write(&manifest_path, text).map_err(|e| err(&manifest_path, e.to_string()))?;
    for (file, role) in [(WEIGHTS, Role::Weight), (INPUTS, Role::Data)] {
        let named: Vec<(String, &HostTensor)> = manifest
            .arguments
            .iter()
            .zip(&values)
            .filter(|(a, _)| a.role == role)
            .filter_map(|(a, t)| t.map(|t| (a.name.clone(), t)))
            .collect();
        if named.is_empty() {
            continue;
        }
        let path = dir.join(file);
        tensors::file::write(&path, &named, &BTreeMap::new()).map_err(|e| err(&path, e.to_string()))?;
    }
    Ok(())
}
