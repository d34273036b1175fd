//! Importing an exported StableHLO program (jax.export, torch.export through
//! torch_xla, IREE's importers) as a definition folder in the
//! bring-your-own format, with its imported baseline.
//!
//! One import: read `@main`'s signature (from the text; for bytecode, from
//! the program compiled on the plugin, see [`runtime::program_shape`]), name
//! the arguments ([`names`]), match the inputs file to them ([`bind`]),
//! write `SUITE_DIR/<id>/` through `suites::byo::write`, load it back with
//! `suites::byo::load` (the same checks a run makes), and, given expected
//! outputs, write `STORE/<suite>/<id>.safetensors` through the baselines
//! store's writer with the definition hash computed as the runner computes
//! it (`Definition::hash` over `Definition::inputs`). The command in
//! `commands/import.rs` only reads arguments and reports.

pub mod bind;
pub mod names;

use baselines::store::{Baseline, Store, REQUIRED_KEYS, SOURCE_IMPORTED};
use bind::Slot;
use names::Named;
use runtime::{tensors_file, Client, DType, DeviceSpec, HostTensor, Plugin, TensorType};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use suites::definition::{ArgumentSpec, Definition, Manifest, OutputKind, OutputSpec, Role};

/// Tensors of a safetensors file by name, and the file's string metadata.
type Tensors = BTreeMap<String, HostTensor>;
type Metadata = BTreeMap<String, String>;

/// The 4 bytes every MLIR bytecode file starts with.
pub const BYTECODE_MAGIC: &[u8] = b"ML\xefR";

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
        std::fs::create_dir_all(suite_dir).map_err(|e| {
            format!(
                "{}: cannot create the suite folder: {e}",
                suite_dir.display()
            )
        })?;
        let dir = suite_dir
            .canonicalize()
            .map_err(|e| format!("{}: {e}", suite_dir.display()))?;
        let suite = dir
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .ok_or_else(|| {
                format!(
                    "{}: a suite folder needs a name (not the root)",
                    suite_dir.display()
                )
            })?;
        let root = match store {
            Some(s) => s.to_path_buf(),
            None => dir
                .parent()
                .map(|p| p.join("store"))
                .unwrap_or_else(|| PathBuf::from("store")),
        };
        Ok(Target {
            suite_dir: dir,
            suite,
            store: Store::new(root),
        })
    }
}

/// The plugin, loaded on first need (only bytecode programs need it).
pub struct Device {
    spec: String,
    client: Option<Client>,
}

impl Device {
    pub fn new(spec: &str) -> Device {
        Device {
            spec: spec.to_string(),
            client: None,
        }
    }

    fn client(&mut self) -> Result<&Client, String> {
        if self.client.is_none() {
            let spec: DeviceSpec = self.spec.parse()?;
            let plugin = Plugin::for_device(&spec).map_err(|e| e.to_string())?;
            self.client = Some(Client::new(plugin).map_err(|e| e.to_string())?);
        }
        self.client.as_ref().ok_or_else(|| "no client".to_string())
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

/// `@main`'s types and names, from text or (for bytecode) the compiled program.
struct Signature {
    args: Vec<TensorType>,
    results: Vec<TensorType>,
    arg_names: Vec<Named>,
    result_names: Vec<Named>,
    names_from: String,
    format: &'static str,
}

fn read_signature(program: &[u8], path: &Path, device: &mut Device) -> Result<Signature, String> {
    let p = path.display();
    if program.starts_with(BYTECODE_MAGIC) {
        // Bytecode: MLIR is needed to read it; the plugin has it. Names are
        // not recoverable this way, so arguments are positional.
        let client = device.client().map_err(|e| {
            format!("{p}: reading a bytecode program's signature needs the plugin: {e}")
        })?;
        let exe = client
            .compile(program, &runtime::CompileOptions::default())
            .map_err(|e| {
                format!("{p}: the plugin could not compile the bytecode to read its signature: {e}")
            })?;
        let shape = exe.program_shape().map_err(|e| format!("{p}: {e}"))?;
        if shape.results.len() != exe.num_outputs() {
            return Err(format!(
                "{p}: the compiled program returns {} outputs, its HLO module describes {}",
                exe.num_outputs(),
                shape.results.len()
            ));
        }
        return Ok(Signature {
            arg_names: names::assign(&[], shape.parameters.len(), "arg"),
            result_names: names::assign(&[], shape.results.len(), "out"),
            args: shape.parameters,
            results: shape.results,
            names_from: names::POSITIONAL.to_string(),
            format: "bytecode",
        });
    }
    let sig = runtime::parse_main_signature(program).map_err(|e| format!("{p}: {e}"))?;
    let text = std::str::from_utf8(program).map_err(|e| format!("{p}: not UTF-8 text: {e}"))?;
    let found = names::read(text).unwrap_or_default();
    Ok(Signature {
        arg_names: names::assign(&found.args, sig.args.len(), "arg"),
        result_names: names::assign(&found.results, sig.results.len(), "out"),
        args: sig.args,
        results: sig.results,
        names_from: if found.source.is_empty() {
            names::POSITIONAL.to_string()
        } else {
            found.source
        },
        format: "text",
    })
}

fn read_tensors(path: &Path, what: &str) -> Result<(Tensors, Metadata), String> {
    if !path.is_file() {
        return Err(format!("{}: no such {what} file", path.display()));
    }
    let (named, meta) = tensors_file::read(path).map_err(|e| e.to_string())?;
    Ok((named.into_iter().collect(), meta))
}

fn roles(sig: &Signature, weights: &Weights, program: &Path) -> Result<Vec<Role>, String> {
    let n = sig.args.len();
    Ok(match weights {
        Weights::None => vec![Role::Data; n],
        Weights::First(k) if *k > n => {
            return Err(format!(
                "--weights-first {k}: @main in {} takes only {n} arguments",
                program.display()
            ))
        }
        Weights::First(k) => (0..n)
            .map(|i| if i < *k { Role::Weight } else { Role::Data })
            .collect(),
        Weights::Matching(re) => sig
            .arg_names
            .iter()
            .map(|a| {
                let hit = re.is_match(&a.name) || a.raw.as_deref().is_some_and(|r| re.is_match(r));
                if hit {
                    Role::Weight
                } else {
                    Role::Data
                }
            })
            .collect(),
    })
}

/// Imports one program as `target.suite_dir/<id>/`, and its baseline when expected outputs are given.
pub fn import(
    id: &str,
    src: &Sources,
    opts: &Options,
    target: &Target,
    device: &mut Device,
) -> Result<Imported, String> {
    if !names::is_plain_id(id) {
        return Err(format!(
            "`{id}` is not a plain id: use letters, digits, `.`, `_` and `-` (not `.` or `..`)"
        ));
    }
    let program = std::fs::read(&src.program)
        .map_err(|e| format!("{}: cannot read the program: {e}", src.program.display()))?;
    let sig = read_signature(&program, &src.program, device)?;
    let (given, _) = read_tensors(&src.inputs, "inputs")?;
    let slots: Vec<Slot> = sig
        .arg_names
        .iter()
        .zip(&sig.args)
        .map(|(named, ty)| Slot { named, ty })
        .collect();
    let inputs = bind::bind(&slots, bind::ARGUMENT, given, &src.inputs)?;
    let roles = roles(&sig, &opts.weights, &src.program)?;

    // Expected outputs are checked before anything is written.
    let expected = match &src.expected {
        Some(path) => Some((read_outputs(path, &sig, false)?, path)),
        None => None,
    };
    let reference = match (&src.expected_f64, &expected) {
        (Some(path), Some(_)) => Some((read_outputs(path, &sig, true)?, path)),
        (Some(path), None) => {
            return Err(format!(
                "{}: a float64 reference needs --expected too",
                path.display()
            ))
        }
        (None, _) => None,
    };

    let arguments: Vec<ArgumentSpec> = sig
        .arg_names
        .iter()
        .zip(&inputs)
        .zip(&roles)
        .map(|((a, t), role)| ArgumentSpec {
            name: a.name.clone(),
            shape: t.shape.clone(),
            dtype: t.dtype,
            role: *role,
            fill: None,
        })
        .collect();
    let outputs: Vec<OutputSpec> = sig
        .result_names
        .iter()
        .enumerate()
        .map(|(i, o)| {
            // Concrete shapes: the expected tensor's where the program leaves a dimension dynamic.
            let shape = match &expected {
                Some(((tensors, _), _)) => tensors[i].shape.clone(),
                None => sig.results[i].shape.clone(),
            };
            let kind = if o.name.contains("logits") {
                OutputKind::Logits
            } else {
                OutputKind::Features
            };
            OutputSpec {
                name: o.name.clone(),
                shape,
                dtype: sig.results[i].dtype,
                kind,
            }
        })
        .collect();
    let mut source = BTreeMap::new();
    source.insert(
        "importer".to_string(),
        format!("tpu-compat import {}", env!("CARGO_PKG_VERSION")),
    );
    source.insert("program".to_string(), file_name(&src.program));
    source.insert("program_format".to_string(), sig.format.to_string());
    source.insert("argument_names".to_string(), sig.names_from.clone());
    let renamed: Vec<String> = sig
        .arg_names
        .iter()
        .filter_map(|a| {
            a.raw
                .as_ref()
                .filter(|r| **r != a.name)
                .map(|r| format!("{}={r}", a.name))
        })
        .collect();
    if !renamed.is_empty() {
        source.insert("exported_names".to_string(), renamed.join(", "));
    }
    let manifest = Manifest {
        id: id.to_string(),
        family: opts.family.clone(),
        task: String::new(),
        seed: 0,
        arguments,
        outputs,
        tolerance: None,
        dynamic: None,
        source,
    };
    let provided = manifest
        .arguments
        .iter()
        .zip(&inputs)
        .map(|(a, t)| (a.name.clone(), t.clone()))
        .collect();
    let definition = Definition {
        manifest,
        program,
        provided,
    };

    let dir = target.suite_dir.join(id);
    suites::byo::write(&dir, &definition, Some(&inputs)).map_err(|e| e.to_string())?;
    // A re-import whose roles changed must not leave the other file behind.
    for (file, role) in [
        (suites::byo::WEIGHTS, Role::Weight),
        (suites::byo::INPUTS, Role::Data),
    ] {
        if !definition.manifest.arguments.iter().any(|a| a.role == role) {
            let stale = dir.join(file);
            if stale.is_file() {
                std::fs::remove_file(&stale).map_err(|e| format!("{}: {e}", stale.display()))?;
            }
        }
    }
    // Read back as a run reads it: the same checks, the same inputs, the same hash.
    let loaded = suites::byo::load(&dir)
        .map_err(|e| format!("the written definition does not load: {e}"))?;
    let run_inputs = loaded
        .inputs()
        .map_err(|e| format!("{}: {e}", dir.display()))?;
    let hash = loaded.hash(&run_inputs);

    let mut imported = Imported {
        id: id.to_string(),
        dir: dir.clone(),
        arguments: loaded.manifest.arguments.len(),
        weights: loaded
            .manifest
            .arguments
            .iter()
            .filter(|a| a.role == Role::Weight)
            .count(),
        outputs: sig.results.len(),
        names_from: sig.names_from.clone(),
        definition_hash: hash.clone(),
        baseline: None,
        f64_reference: None,
        notes: Vec::new(),
    };
    match expected {
        Some(((outputs, meta), path)) => {
            let baseline = imported_baseline(&loaded, &hash, outputs, meta, path, &target.suite);
            imported.baseline = Some(target.store.write(&target.suite, &baseline)?);
            if let Some(((wide, meta), path)) = reference {
                let mut provenance = baseline.provenance.clone();
                provenance.dtype = baselines::record::dtype_list(&wide);
                carry_metadata(&mut provenance, meta);
                provenance
                    .extras
                    .insert("expected_file".into(), file_name(path));
                provenance.extras.insert(
                    "reference".into(),
                    "float64 reference from the exporter".into(),
                );
                imported.f64_reference = Some(target.store.write_f64(
                    &target.suite,
                    &Baseline {
                        provenance,
                        outputs: wide,
                    },
                )?);
            } else {
                remove_stale_f64(target, id, &mut imported)?;
            }
        }
        None => {
            if let Ok(old) = target.store.load(&target.suite, id) {
                if old.provenance.definition_hash != hash {
                    imported.notes.push(format!(
                        "{} is from another definition hash and was left as is: the run reports it as stale-baseline (import with --expected to replace it)",
                        target.store.path(&target.suite, id).display()
                    ));
                }
            }
        }
    }
    Ok(imported)
}

/// An f64 reference from an earlier import would not match the new baseline's numbers.
fn remove_stale_f64(target: &Target, id: &str, imported: &mut Imported) -> Result<(), String> {
    let path = target.store.f64_path(&target.suite, id);
    if path.is_file() {
        std::fs::remove_file(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        imported.notes.push(format!(
            "removed {}: no --expected-f64 given for the new baseline",
            path.display()
        ));
    }
    Ok(())
}

/// Reads expected outputs and checks them against `@main`'s results; for
/// the float64 reference, float outputs are f64.
fn read_outputs(
    path: &Path,
    sig: &Signature,
    f64_reference: bool,
) -> Result<(Vec<HostTensor>, Metadata), String> {
    let (given, meta) = read_tensors(
        path,
        if f64_reference {
            "float64 reference"
        } else {
            "expected outputs"
        },
    )?;
    let types: Vec<TensorType> = sig
        .results
        .iter()
        .map(|t| {
            let dtype = if f64_reference && t.dtype.is_float() {
                DType::F64
            } else {
                t.dtype
            };
            TensorType {
                dtype,
                shape: t.shape.clone(),
            }
        })
        .collect();
    let slots: Vec<Slot> = sig
        .result_names
        .iter()
        .zip(&types)
        .map(|(named, ty)| Slot { named, ty })
        .collect();
    Ok((bind::bind(&slots, bind::OUTPUT, given, path)?, meta))
}

/// The baseline of imported outputs: the fields the recorder writes, with
/// `source = imported`; where the numbers ran is whatever the expected
/// file's metadata says (`device`, `platform_name`, ...), else `unknown`.
fn imported_baseline(
    def: &Definition,
    hash: &str,
    outputs: Vec<HostTensor>,
    meta: BTreeMap<String, String>,
    path: &Path,
    suite: &str,
) -> Baseline {
    let unknown = baselines::record::Platform {
        device: "unknown".into(),
        platform_name: "unknown".into(),
        platform_version: "unknown".into(),
        plugin_sha256: "unknown".into(),
    };
    let mut provenance = baselines::record::provenance(&unknown, def, hash, &outputs);
    provenance.source = SOURCE_IMPORTED.to_string();
    provenance.extras.insert("suite".into(), suite.to_string());
    carry_metadata(&mut provenance, meta);
    provenance
        .extras
        .insert("expected_file".into(), file_name(path));
    Baseline {
        provenance,
        outputs,
    }
}

/// Extras the import writes itself; an expected file's keys of these names are kept as `expected.<key>`.
const OWN_EXTRAS: [&str; 5] = [
    "family",
    "program_sha256",
    "suite",
    "expected_file",
    "reference",
];

/// Carries an expected file's own metadata into a baseline's provenance.
/// Where the numbers ran comes from it; keys the import decides itself
/// (id, hash, dtype, dates, source, suite, ...) are kept as `expected.<key>`.
fn carry_metadata(p: &mut baselines::Provenance, meta: BTreeMap<String, String>) {
    for (k, v) in meta {
        match k.as_str() {
            "device" => p.device = v,
            "platform_name" => p.platform_name = v,
            "platform_version" => p.platform_version = v,
            "plugin_sha256" => p.plugin_sha256 = v,
            "outputs" => {}
            _ if REQUIRED_KEYS.contains(&k.as_str()) || OWN_EXTRAS.contains(&k.as_str()) => {
                p.extras.insert(format!("expected.{k}"), v);
            }
            _ => {
                p.extras.insert(k, v);
            }
        }
    }
}

fn file_name(p: &Path) -> String {
    p.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| p.display().to_string())
}
