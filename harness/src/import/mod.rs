//! Importing an exported StableHLO program (jax.export, torch.export through
//! torch_xla, IREE's importers) as a definition folder in the
//! bring-your-own format, with its imported baseline.
//!
//! One import: read `@main`'s signature ([`signature`]: from the text, or
//! for bytecode from the program compiled on the plugin), name the
//! arguments ([`names`], or a definition file: [`description`], which may
//! also seed arguments rather than store them), match the inputs file to
//! them ([`bind`]), write
//! `SUITE_DIR/<id>/` through `suites::byo::write`, load it back with
//! `suites::byo::load` (the checks a run makes) to compute the definition
//! hash as the runner does (`Definition::hash` over `Definition::inputs`),
//! and, given expected outputs, write the baseline ([`baseline`]). Every
//! input is checked before anything is written, and the folder is staged in
//! a hidden scratch folder and moved into place only when it loads, so a
//! refused import leaves no folder behind; an id the suite already holds
//! from another source is refused ([`collision`]). The command in
//! `commands/import.rs` only reads arguments and reports.

pub mod baseline;
pub mod bind;
pub mod collision;
pub mod description;
pub mod feed;
pub mod names;
pub mod signature;
pub mod store_record;

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
    /// What the program cannot say of the definition ([`description`]).
    pub definition: Option<PathBuf>,
}

/// Choices that apply to every definition of an import.
#[derive(Debug, Clone)]
pub struct Options {
    pub family: String,
    pub weights: Weights,
    /// What the user said about a training step's feed (`--feed`, `--state-in-order`).
    pub feed: feed::Given,
    /// Overwrite a definition of the same id from another source (`--replace`).
    pub replace: bool,
}

/// Where definitions and baselines go.
#[derive(Debug, Clone)]
pub struct Target {
    /// The suite folder (one sub-folder per definition).
    pub suite_dir: PathBuf,
    /// The suite's name: the folder's name, as `tpu-compat run SUITE_DIR` calls it.
    pub suite: String,
    pub store: Store,
    /// Folders [`Target::create`] made, deepest first: removed again by
    /// [`Target::remove_if_unused`] when nothing was imported into them.
    created: Vec<PathBuf>,
}

/// The hidden folder of the suite an import stages a definition in, followed by its pid.
const SCRATCH_PREFIX: &str = ".import-";

/// The store `import` writes a suite folder's baselines to when not told
/// otherwise, and `run SUITE_DIR` reads: `store/` beside the suite folder.
pub fn default_store(suite_dir: &Path) -> PathBuf {
    suite_dir.parent().map(|p| p.join("store")).unwrap_or_else(|| PathBuf::from("store"))
}

impl Target {
    /// Creates the suite folder; the store defaults to [`default_store`].
    pub fn create(suite_dir: &Path, store: Option<&Path>) -> Result<Target, String> {
        let shown = suite_dir.display();
        let mut created = Vec::new();
        let mut missing = suite_dir;
        while !missing.as_os_str().is_empty() && !missing.exists() {
            created.push(missing.to_path_buf());
            missing = missing.parent().unwrap_or(Path::new(""));
        }
        std::fs::create_dir_all(suite_dir).map_err(|e| format!("{shown}: cannot create the suite folder: {e}"))?;
        let dir = suite_dir.canonicalize().map_err(|e| format!("{shown}: {e}"))?;
        let target = |suite: String| {
            let root = store.map(Path::to_path_buf).unwrap_or_else(|| default_store(&dir));
            Target { suite_dir: dir.clone(), suite, store: Store::new(root), created: created.clone() }
        };
        let Some(suite) = dir.file_name().map(|n| n.to_string_lossy().into_owned()) else {
            target(String::new()).remove_if_unused();
            return Err(format!("{shown}: a suite folder needs a name (not the root)"));
        };
        let t = target(suite);
        if let Err(e) = suites::id::check("suite name", &t.suite) {
            t.remove_if_unused();
            return Err(format!("{shown}: {e}"));
        }
        Ok(t)
    }

    /// Removes the scratch folders (`.import-<pid>`) of imports whose process
    /// is gone (killed mid-import): they hold nothing but a staged copy.
    /// Returns what it removed.
    pub fn remove_stale_scratch(&self) -> Vec<PathBuf> {
        let Ok(rd) = std::fs::read_dir(&self.suite_dir) else {
            return Vec::new();
        };
        let mut removed = Vec::new();
        for e in rd.flatten() {
            let name = e.file_name().to_string_lossy().into_owned();
            let Some(pid) = name.strip_prefix(SCRATCH_PREFIX).and_then(|p| p.parse::<libc::pid_t>().ok()) else {
                continue;
            };
            // SAFETY: signal 0 only asks whether the process exists.
            let gone = pid > 0 && unsafe { libc::kill(pid, 0) } != 0 && std::io::Error::last_os_error().raw_os_error() == Some(libc::ESRCH);
            if gone && e.path().is_dir() && std::fs::remove_dir_all(e.path()).is_ok() {
                removed.push(e.path());
            }
        }
        removed
    }

    /// Removes the folders [`Target::create`] made while they are empty (a
    /// failed import leaves none behind); never a folder that existed before.
    pub fn remove_if_unused(&self) {
        for dir in &self.created {
            if std::fs::remove_dir(dir).is_err() {
                break;
            }
        }
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
    /// A training step's feed as written to `model.toml`, and where it came from.
    pub training: Option<suites::definition::TrainingSpec>,
}

/// Imports one program as `target.suite_dir/<id>/`, and its baseline when
/// expected outputs are given. The folder is written and read back in a
/// hidden scratch folder of the suite first and moved into place only once
/// it loads: a refused import leaves nothing behind. The baseline is written
/// under the store's lock ([`Store::lock_suite`]).
pub fn import(id: &str, src: &Sources, opts: &Options, target: &Target, device: &mut Device) -> Result<Imported, String> {
    names::check_id(id)?;
    collision::check(id, &src.program, &target.suite_dir.join(id), opts.replace).map_err(|e| e.to_string())?;
    let program = runtime::read::bytes(&src.program).map_err(|e| format!("{}: cannot read the program: {e}", src.program.display()))?;
    let mut described = src.definition.as_deref().map(description::read).transpose()?;
    let mut sig = signature::read(&program, &src.program, device)?;
    let (mut given, _) = read_tensors(&src.inputs, "inputs")?;
    if let Some(d) = &mut described {
        d.name(&mut sig)?;
        if let Some(bound) = d.fill_dynamic_at.filter(|b| *b > 0) {
            // A bounded program imported at its bound: every dynamic dimension is the bound's.
            for ty in sig.args.iter_mut().chain(sig.results.iter_mut()) {
                ty.shape.iter_mut().filter(|d| **d < 0).for_each(|d| *d = bound);
            }
        }
        d.seed(&sig, &mut given, &src.inputs)?;
    }
    let slots: Vec<Slot> = sig.arg_names.iter().zip(&sig.args).map(|(named, ty)| Slot { named, ty }).collect();
    let inputs = bind::bind(&slots, bind::ARGUMENT, given, &src.inputs)?;
    let roles = match described.as_ref().and_then(|d| d.roles().map(|r| (d, r))) {
        Some((d, _)) if !matches!(opts.weights, Weights::None) => {
            return Err(format!("{}: gives every argument's role; --weights/--weights-first cannot also say it", d.path().display()))
        }
        Some((_, r)) => r,
        None => roles(&sig, &opts.weights, &src.program)?,
    };
    let donors =
        if sig.format == "text" { runtime::parse_main_signature(&program).map(|s| s.donors).unwrap_or_default() } else { Vec::new() };
    let training = feed::resolve(&sig, &donors, &opts.feed, &src.program.display().to_string())?;
    let curve = match (&training, &src.expected) {
        (Some(_), Some(p)) => baseline::read_loss_curve(p)?,
        _ => None,
    };
    let expected = match (&curve, &src.expected) {
        (None, Some(p)) => Some(baseline::read(p, &sig, false)?),
        _ => None,
    };
    // A training step's float64 reference is in its expected outputs' form: the loss curve, or step 1's outputs.
    let reference = match (&src.expected_f64, &expected, &curve) {
        (Some(p), _, Some(c)) => Some(baseline::read_reference_curve(p, c)?),
        (Some(p), Some(_), None) => Some(baseline::read(p, &sig, true)?),
        (Some(p), None, None) => return Err(format!("{}: a float64 reference needs expected outputs too", p.display())),
        (None, ..) => None,
    };
    if let (Some(e), Some(r)) = (&expected, &reference) {
        baseline::check_reference(e, r)?;
    }
    let mut notes = match &expected {
        Some(e) => baseline::check_non_finite(e, &sig, &program, &inputs, device)?,
        None => Vec::new(),
    };

    if let (None, Some((i, ty))) = (&expected, sig.results.iter().enumerate().find(|(_, t)| t.shape.iter().any(|d| *d < 0))) {
        return Err(format!(
            "{}: @main's result {i} `{}` is shape-polymorphic ({}): its shape comes from the expected outputs; give --expected",
            src.program.display(),
            sig.result_names.get(i).map(|n| n.name.as_str()).unwrap_or("?"),
            ty.display()
        ));
    }
    if let Some(fixed) = polymorphic(&sig, &inputs) {
        notes.push(format!(
            "{}: @main is shape-polymorphic; imported at the inputs' shapes ({fixed}): the definition runs that one shape",
            src.program.display()
        ));
    }
    let mut manifest = manifest(id, opts, src, &sig, &inputs, &roles, expected.as_ref().map(|e| &e.tensors[..]));
    if let Some(d) = &described {
        d.apply(&mut manifest, &OWN_SOURCE_KEYS)?;
    }
    manifest.training = training;
    // A training step's expected outputs (and float64 reference) become a trajectory: its loss curve, or step 1's outputs.
    let (expected, reference, extras) = match (&manifest.training, expected, curve) {
        (Some(_), _, Some(c)) => {
            let prog = crate::train::StepProgram::of(&program, &manifest).map_err(|e| format!("{}: {e}", src.program.display()))?;
            baseline::check_loss_curve(&c, &sig, prog.loss)?;
            if let Some(t) = manifest.training.as_mut() {
                t.losses_only = true;
            }
            let (k, v) = crate::train::LOSS_CURVE_KEY;
            (Some(c), reference, vec![(k.to_string(), v.to_string())])
        }
        (Some(_), Some(e), None) => {
            if let Some(t) = manifest.training.as_mut() {
                t.baseline_steps = Some(1);
            }
            let prog = crate::train::StepProgram::of(&program, &manifest).map_err(|e| format!("{}: {e}", src.program.display()))?;
            let reference = reference.map(|r| baseline::first_step(r, prog.loss));
            (Some(baseline::first_step(e, prog.loss)), reference, vec![(crate::train::STEPS_KEY.to_string(), "1".to_string())])
        }
        (Some(_), None, None) => {
            crate::train::StepProgram::of(&program, &manifest).map_err(|e| format!("{}: {e}", src.program.display()))?;
            (None, None, Vec::new())
        }
        (None, e, _) => (e, reference, Vec::new()),
    };
    // Seeded arguments are not stored: a run fills them from the seed, as the import did.
    let provided =
        manifest.arguments.iter().zip(&inputs).filter(|(a, _)| a.fill.is_none()).map(|(a, t)| (a.name.clone(), t.clone())).collect();
    let scratch = target.suite_dir.join(format!("{SCRATCH_PREFIX}{}", std::process::id()));
    let result = stage(&scratch.join(id), &Definition { manifest, program, provided }).and_then(|(loaded, hash)| {
        // Locked before anything lands: a refused lock leaves the suite as it was.
        let locked = expected.as_ref().map(|_| target.store.lock_suite(&target.suite)).transpose().map_err(|e| e.to_string())?;
        let dir = target.suite_dir.join(id);
        move_into_place(&scratch.join(id), &dir, &loaded)?;
        let written = baseline::write(target, locked.as_ref(), &loaded, &hash, expected, reference, &extras)?;
        Ok((loaded, hash, dir, written))
    });
    let _ = std::fs::remove_dir_all(&scratch);
    let (loaded, hash, dir, written) = result?;
    notes.extend(written.notes);
    if written.baseline.is_some() {
        store_record::write(&target.suite_dir, &target.store.root).map_err(|e| e.to_string())?;
    }

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
        notes,
        training: loaded.manifest.training.clone(),
    })
}

/// Writes the definition into `scratch` and reads it back as a run reads
/// it (the same checks, the same inputs): the loaded definition and the
/// hash a run computes.
fn stage(scratch: &Path, def: &Definition) -> Result<(Definition, String), String> {
    suites::byo::write(scratch, def, None).map_err(|e| e.to_string())?;
    let loaded = suites::byo::load(scratch).map_err(|e| format!("the written definition does not load: {e}"))?;
    let run_inputs = loaded.inputs().map_err(|e| format!("{}: {e}", scratch.display()))?;
    let hash = loaded.hash(&run_inputs);
    Ok((loaded, hash))
}

/// Moves a staged definition folder to `dir`: a rename when `dir` is new;
/// over an earlier import, file by file (other files of the folder are
/// kept), with a weights or inputs file the new roles no longer use removed.
fn move_into_place(staged: &Path, dir: &Path, def: &Definition) -> Result<(), String> {
    if !dir.exists() {
        return std::fs::rename(staged, dir).map_err(|e| format!("{}: {e}", dir.display()));
    }
    let files = [suites::byo::PROGRAM, suites::byo::MANIFEST, suites::byo::WEIGHTS, suites::byo::INPUTS];
    for file in files {
        let (from, to) = (staged.join(file), dir.join(file));
        if from.is_file() {
            std::fs::rename(&from, &to).map_err(|e| format!("{}: {e}", to.display()))?;
        }
    }
    for (file, role) in [(suites::byo::WEIGHTS, Role::Weight), (suites::byo::INPUTS, Role::Data)] {
        let stale = dir.join(file);
        if !def.manifest.arguments.iter().any(|a| a.role == role) && stale.is_file() {
            std::fs::remove_file(&stale).map_err(|e| format!("{}: {e}", stale.display()))?;
        }
    }
    Ok(())
}

/// The `[source]` keys of `model.toml` an import writes itself.
const OWN_SOURCE_KEYS: [&str; 7] =
    ["importer", "program", collision::FROM_KEY, "program_format", "argument_names", "exported_names", "shape_polymorphic"];

/// The arguments whose @main type has a dynamic (`?`) dimension, each with
/// the shape its input fixed it at (`x: f32[?,4] as 3x4`); `None`
/// when @main has none.
fn polymorphic(sig: &Signature, inputs: &[HostTensor]) -> Option<String> {
    let fixed: Vec<String> = sig
        .args
        .iter()
        .zip(&sig.arg_names)
        .zip(inputs)
        .filter(|((ty, _), _)| ty.shape.iter().any(|d| *d < 0))
        .map(|((ty, name), t)| {
            let dims: Vec<String> = t.shape.iter().map(i64::to_string).collect();
            format!("{}: {} as {}", name.name, ty.display(), dims.join("x"))
        })
        .collect();
    (!fixed.is_empty()).then(|| fixed.join(", "))
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
    let [k_importer, k_program, k_from, k_format, k_names, k_renamed, k_polymorphic] = OWN_SOURCE_KEYS.map(String::from);
    let mut source = BTreeMap::new();
    source.insert(k_importer, format!("tpu-compat import {}", env!("CARGO_PKG_VERSION")));
    source.insert(k_program, file_name(&src.program));
    source.insert(k_from, collision::from_path(&src.program).display().to_string());
    source.insert(k_format, sig.format.to_string());
    source.insert(k_names, sig.names_from.clone());
    let renamed: Vec<String> =
        sig.arg_names.iter().filter_map(|a| a.raw.as_ref().filter(|r| **r != a.name).map(|r| format!("{}={r}", a.name))).collect();
    if !renamed.is_empty() {
        source.insert(k_renamed, renamed.join(", "));
    }
    if let Some(fixed) = polymorphic(sig, inputs) {
        source.insert(k_polymorphic, fixed);
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
        training: None,
        source,
    }
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
