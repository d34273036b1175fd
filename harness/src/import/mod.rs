//! Importing an exported StableHLO program (jax.export, torch.export through
//! torch_xla, IREE's importers) as a definition folder in the
//! bring-your-own format, with its imported baseline.
//!
//! One import: read `@main`'s signature ([`signature`]: from the text, or
//! for bytecode from the program compiled on the plugin), name the
//! arguments ([`names`]), match the inputs file to them ([`bind`]), write
//! `SUITE_DIR/<id>/` through `suites::byo::write`, load it back with
//! `suites::byo::load` (the checks a run makes) to compute the definition
//! hash as the runner does (`Definition::hash` over `Definition::inputs`),
//! and, given expected outputs, write the baseline ([`baseline`]). Every
//! input is checked before anything is written. The command in
//! `commands/import.rs` only reads arguments and reports.

pub mod baseline;
pub mod bind;
pub mod names;
pub mod signature;

use baselines::store::Store;
use bind::Slot;
use runtime::{tensors_file, HostTensor};
use signature::Signature;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use suites::definition::{ArgumentSpec, Definition, Manifest, OutputKind, OutputSpec, Role};

pub use signature::Device;

/// Tensors of a safetensors file by name, and the file's string metadata.
type Tensors = BTreeMap<String, HostTensor>;
type Metadata = BTreeMap<String, String>;

/// Which arguments are weights (the rest are data).
#[derive(Debug, Clone, Default)]
pub enum Weights {
    #[default]
    None,
    /// Names (plain or as exported) matching this expression, anywhere.
    Matching(regex::Regex),
    /// The first N arguments (jax.export puts parameters first).
    First(usize),
}

/// What to import.
#[derive(Debug, Clone)]
pub struct Sources {
    pub program: PathBuf,
    pub inputs: PathBuf,
    pub expected: Option<PathBuf>,
    pub expected_f64: Option<PathBuf>,
}

/// Choices that apply to every definition of an import.
#[derive(Debug, Clone)]
pub struct Options {
    pub family: String,
    pub weights: Weights,
}

/// Where definitions and baselines go.
#[derive(Debug, Clone)]
pub struct Target {
    /// The suite folder (one sub-folder per definition).
    pub suite_dir: PathBuf,
    /// The suite's name: the folder's name, as `tpu-compat run SUITE_DIR` calls it.
    pub suite: String,
    pub store: Store,
}

impl Target {
    /// Creates the suite folder; the store defaults to `store/` beside it.
    pub fn create(suite_dir: &Path, store: Option<&Path>) -> Result<Target, String> {
        let shown = suite_dir.display();
        std::fs::create_dir_all(suite_dir).map_err(|e| format!("{shown}: cannot create the suite folder: {e}"))?;
        let dir = suite_dir.canonicalize().map_err(|e| format!("{shown}: {e}"))?;
        let suite = dir
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .ok_or_else(|| format!("{shown}: a suite folder needs a name (not the root)"))?;
        let root = match store {
            Some(s) => s.to_path_buf(),
            None => dir.parent().map(|p| p.join("store")).unwrap_or_else(|| PathBuf::from("store")),
        };
        Ok(Target { suite_dir: dir, suite, store: Store::new(root) })
    }
}

/// What one import wrote.
#[derive(Debug, Clone)]
pub struct Imported {
    pub id: String,
    pub dir: PathBuf,
    pub arguments: usize,
    pub weights: usize,
    pub outputs: usize,
    /// Where argument names came from (`loc`, `jax.arg_info`, `positional`, ...).
    pub names_from: String,
    pub definition_hash: String,
    pub baseline: Option<PathBuf>,
    pub f64_reference: Option<PathBuf>,
    /// Things the user should know (a stale baseline left in the store).
    pub notes: Vec<String>,
}

/// Imports one program as `target.suite_dir/<id>/`, and its baseline when expected outputs are given.
pub fn import(id: &str, src: &Sources, opts: &Options, target: &Target, device: &mut Device) -> Result<Imported, String> {
    if !names::is_plain_id(id) {
        return Err(format!("`{id}` is not a plain id: use letters, digits, `.`, `_` and `-` (not `.` or `..`)"));
    }
    let program = runtime::read::bytes(&src.program).map_err(|e| format!("{}: cannot read the program: {e}", src.program.display()))?;
    let sig = signature::read(&program, &src.program, device)?;
    let (given, _) = read_tensors(&src.inputs, "inputs")?;
    let slots: Vec<Slot> = sig.arg_names.iter().zip(&sig.args).map(|(named, ty)| Slot { named, ty }).collect();
    let inputs = bind::bind(&slots, bind::ARGUMENT, given, &src.inputs)?;
    let roles = roles(&sig, &opts.weights, &src.program)?;
    let expected = src.expected.as_deref().map(|p| baseline::read(p, &sig, false)).transpose()?;
    let reference = match (&src.expected_f64, &expected) {
        (Some(p), Some(_)) => Some(baseline::read(p, &sig, true)?),
        (Some(p), None) => return Err(format!("{}: a float64 reference needs expected outputs too", p.display())),
        (None, _) => None,
    };

    let manifest = manifest(id, opts, src, &sig, &inputs, &roles, expected.as_ref().map(|e| &e.tensors[..]));
    let provided = manifest.arguments.iter().zip(&inputs).map(|(a, t)| (a.name.clone(), t.clone())).collect();
    let dir = target.suite_dir.join(id);
    write_folder(&dir, &Definition { manifest, program, provided }, &inputs)?;
    // Read back as a run reads it: the same checks, the same inputs, the same hash.
    let loaded = suites::byo::load(&dir).map_err(|e| format!("the written definition does not load: {e}"))?;
    let run_inputs = loaded.inputs().map_err(|e| format!("{}: {e}", dir.display()))?;
    let hash = loaded.hash(&run_inputs);
    let written = baseline::write(target, &loaded, &hash, expected, reference)?;

    Ok(Imported {
        id: id.to_string(),
        dir,
        arguments: loaded.manifest.arguments.len(),
        weights: loaded.manifest.arguments.iter().filter(|a| a.role == Role::Weight).count(),
        outputs: sig.results.len(),
        names_from: sig.names_from,
        definition_hash: hash,
        baseline: written.baseline,
        f64_reference: written.f64_reference,
        notes: written.notes,
    })
}

/// `model.toml`: arguments as matched (shapes from the tensors, so dynamic
/// dimensions are concrete), outputs (shapes from the expected outputs where
/// given), and where it all came from.
fn manifest(
    id: &str,
    opts: &Options,
    src: &Sources,
    sig: &Signature,
    inputs: &[HostTensor],
    roles: &[Role],
    expected: Option<&[HostTensor]>,
) -> Manifest {
    let arguments: Vec<ArgumentSpec> = sig
        .arg_names
        .iter()
        .zip(inputs)
        .zip(roles)
        .map(|((a, t), role)| ArgumentSpec { name: a.name.clone(), shape: t.shape.clone(), dtype: t.dtype, role: *role, fill: None })
        .collect();
    let outputs: Vec<OutputSpec> = sig
        .result_names
        .iter()
        .zip(&sig.results)
        .enumerate()
        .map(|(i, (o, t))| OutputSpec {
            name: o.name.clone(),
            shape: expected.map(|e| e[i].shape.clone()).unwrap_or_else(|| t.shape.clone()),
            dtype: t.dtype,
            kind: if o.name.contains("logits") { OutputKind::Logits } else { OutputKind::Features },
        })
        .collect();
    let mut source = BTreeMap::new();
    source.insert("importer".to_string(), format!("tpu-compat import {}", env!("CARGO_PKG_VERSION")));
    source.insert("program".to_string(), file_name(&src.program));
    source.insert("program_format".to_string(), sig.format.to_string());
    source.insert("argument_names".to_string(), sig.names_from.clone());
    let renamed: Vec<String> =
        sig.arg_names.iter().filter_map(|a| a.raw.as_ref().filter(|r| **r != a.name).map(|r| format!("{}={r}", a.name))).collect();
    if !renamed.is_empty() {
        source.insert("exported_names".to_string(), renamed.join(", "));
    }
    Manifest {
        id: id.to_string(),
        family: opts.family.clone(),
        task: String::new(),
        seed: 0,
        arguments,
        outputs,
        tolerance: None,
        dynamic: None,
        source,
    }
}

/// Writes the definition folder; a re-import whose roles changed leaves no
/// stale weights or inputs file behind.
fn write_folder(dir: &Path, def: &Definition, inputs: &[HostTensor]) -> Result<(), String> {
    suites::byo::write(dir, def, Some(inputs)).map_err(|e| e.to_string())?;
    for (file, role) in [(suites::byo::WEIGHTS, Role::Weight), (suites::byo::INPUTS, Role::Data)] {
        let stale = dir.join(file);
        if !def.manifest.arguments.iter().any(|a| a.role == role) && stale.is_file() {
            std::fs::remove_file(&stale).map_err(|e| format!("{}: {e}", stale.display()))?;
        }
    }
    Ok(())
}

fn roles(sig: &Signature, weights: &Weights, program: &Path) -> Result<Vec<Role>, String> {
    let n = sig.args.len();
    let weight_if = |hit: bool| if hit { Role::Weight } else { Role::Data };
    Ok(match weights {
        Weights::None => vec![Role::Data; n],
        Weights::First(k) if *k > n => return Err(format!("--weights-first {k}: @main in {} takes only {n} arguments", program.display())),
        Weights::First(k) => (0..n).map(|i| weight_if(i < *k)).collect(),
        Weights::Matching(re) => {
            sig.arg_names.iter().map(|a| weight_if(re.is_match(&a.name) || a.raw.as_deref().is_some_and(|r| re.is_match(r)))).collect()
        }
    })
}

fn read_tensors(path: &Path, what: &str) -> Result<(Tensors, Metadata), String> {
    if !path.is_file() {
        return Err(format!("{}: no such {what} file", path.display()));
    }
    let (named, meta) = tensors_file::read(path).map_err(|e| e.to_string())?;
    Ok((named.into_iter().collect(), meta))
}

fn file_name(p: &Path) -> String {
    p.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| p.display().to_string())
}
