//! What an exporter says of a definition that its program cannot
//! (`--definition FILE`, `definition.json` in a `--batch` sub-folder): the
//! arguments' names and roles, arguments that are seeded rather than stored
//! (a `fill`, filled from the definition's seed and the argument's name as
//! every run fills them), the outputs' names and kinds, the family, task
//! and seed, a bounded-dynamism `[dynamic]` section, and provenance for
//! `[source]`.
//!
//! torch_xla's lowering names nothing, and an exporter that keeps a model's
//! trainable weights out of the suite (`scripts/export-hf`: a seeded fill in
//! `model.toml`, the baseline computed on exactly those values) has no
//! tensor to give for them. Everything else (types, shapes, the checks
//! against `@main`, the hash) is the import's as for any program.
//!
//! ```json
//! {"family": "bert", "task": "masked-lm", "seed": 7,
//!  "arguments": [{"name": "fc.weight", "role": "weight", "fill": "normal(0.02)"},
//!                {"name": "input_ids", "role": "data"}],
//!  "outputs": [{"name": "logits", "kind": "logits"}],
//!  "source": {"exporter": "torch.export + torch_xla"}}
//! ```

use super::names::Named;
use super::signature::Signature;
use runtime::HostTensor;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use suites::definition::{DynamicSpec, Manifest, OutputKind, Role};
use suites::fill::{fill_tensor, Fill, Rng};

/// The file a `--batch` sub-folder may hold.
pub const FILE: &str = "definition.json";

/// One argument of `@main`, in order.
#[derive(Debug, Clone, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Argument {
    pub name: String,
    pub role: Role,
    /// Seeded: no tensor in the inputs file; `model.toml` keeps the fill.
    #[serde(default)]
    pub fill: Option<String>,
    /// The size a seeded argument's dynamic dimension gets: the bound of a bounded program (a
    /// recorded TorchTPU bounded program, compiled for a TPU with its memory at the bound).
    #[serde(default)]
    pub fill_dynamic_at: Option<i64>,
}

/// One result of `@main`, in order.
#[derive(Debug, Clone, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Output {
    pub name: String,
    /// Default: `logits` where the name says so, else `features`.
    #[serde(default)]
    pub kind: Option<OutputKind>,
}

/// A definition file as read, and where it was read from.
#[derive(Debug, Clone, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Description {
    #[serde(default)]
    pub family: Option<String>,
    #[serde(default)]
    pub task: Option<String>,
    #[serde(default)]
    pub seed: Option<u64>,
    /// Every argument of `@main` in order, or absent (names from the program, roles from `--weights`).
    #[serde(default)]
    pub arguments: Option<Vec<Argument>>,
    /// Every result of `@main` in order, or absent (names from the program).
    #[serde(default)]
    pub outputs: Option<Vec<Output>>,
    #[serde(default)]
    pub dynamic: Option<DynamicSpec>,
    #[serde(default)]
    pub source: BTreeMap<String, String>,
    /// The fill of every argument the inputs file does not give (and `arguments` does not seed):
    /// a recorded program whose arguments were never seen (one no CPU could compile) gets seeded
    /// values, the same every run.
    #[serde(default)]
    pub fill: Option<String>,
    /// The size a seeded argument's dynamic dimension gets: the bound of a bounded program (a
    /// recorded TorchTPU bounded program, compiled for a TPU with its memory at the bound).
    #[serde(default)]
    pub fill_dynamic_at: Option<i64>,
    /// The arguments `fill` seeded (their positions), for the manifest.
    #[serde(skip)]
    filled: Vec<usize>,
    #[serde(skip)]
    path: PathBuf,
}

/// What is wrong with a definition file: the file, and the fault.
#[derive(Debug, thiserror::Error)]
#[error("{}: {fault}", path.display())]
pub struct DescriptionError {
    pub path: PathBuf,
    pub fault: Box<Fault>,
}

/// A definition file's fault, in words that name the argument or key.
#[derive(Debug, thiserror::Error)]
pub enum Fault {
    #[error("cannot read the definition file: {0}")]
    Unreadable(String),
    #[error("not a definition file ({0}); see `tpu-compat import --help`")]
    NotJson(serde_json::Error),
    #[error("an {what} has an empty name")]
    EmptyName { what: &'static str },
    #[error("{what} `{name}` is named twice")]
    NamedTwice { what: &'static str, name: String },
    /// A fill the harness does not know, or cannot make for the argument's type.
    #[error("{at}: {why}")]
    Fill { at: String, why: String },
    #[error("lists {listed} {what}, @main {verb} {has}")]
    Count { what: &'static str, verb: &'static str, listed: usize, has: usize },
    #[error("argument {index} `{name}` is seeded (fill `{fill}`), but {} gives it (tensor `{key}`): give one or the other", inputs.display())]
    SeededAndGiven { index: usize, name: String, fill: String, inputs: PathBuf, key: String },
    #[error("argument {index} `{name}` {would} seeded, but @main's type {ty} has a dynamic dimension")]
    SeededDynamic { index: usize, name: String, would: &'static str, ty: String },
    #[error("source key `{key}` is written by the import itself (its own keys: {own})")]
    OwnKey { key: String, own: String },
    #[error("dynamic.length_argument `{0}` is no argument of @main")]
    NoLengthArgument(String),
}

/// Reads and checks a definition file: every name given once, every fill one the harness knows.
pub fn read(path: &Path) -> Result<Description, DescriptionError> {
    let at = |fault| DescriptionError { path: path.to_path_buf(), fault: Box::new(fault) };
    let bytes = runtime::read::bytes(path).map_err(|e| at(Fault::Unreadable(e.to_string())))?;
    let mut d: Description = serde_json::from_slice(&bytes).map_err(|e| at(Fault::NotJson(e)))?;
    d.path = path.to_path_buf();
    let arg_names = d.arguments.iter().flatten().map(|a| a.name.as_str());
    let out_names = d.outputs.iter().flatten().map(|o| o.name.as_str());
    for (what, names) in [("argument", arg_names.collect::<Vec<_>>()), ("output", out_names.collect())] {
        let mut seen = BTreeSet::new();
        for n in names {
            if n.trim().is_empty() {
                return Err(at(Fault::EmptyName { what }));
            }
            if !seen.insert(n) {
                return Err(at(Fault::NamedTwice { what, name: n.to_string() }));
            }
        }
    }
    for a in d.arguments.iter().flatten() {
        if let Some(f) = &a.fill {
            Fill::parse(f).map_err(|e| at(Fault::Fill { at: format!("argument `{}`", a.name), why: e.to_string() }))?;
        }
    }
    Ok(d)
}

impl Description {
    pub fn path(&self) -> &Path {
        &self.path
    }

    fn fault(&self, fault: Fault) -> DescriptionError {
        DescriptionError { path: self.path.clone(), fault: Box::new(fault) }
    }

    /// Names `@main`'s arguments and results as the file does (the
    /// program's own spellings stay accepted as input keys).
    pub fn name(&self, sig: &mut Signature) -> Result<(), DescriptionError> {
        if let Some(args) = &self.arguments {
            if args.len() != sig.args.len() {
                return Err(self.fault(Fault::Count { what: "arguments", verb: "takes", listed: args.len(), has: sig.args.len() }));
            }
            rename(&mut sig.arg_names, args.iter().map(|a| &a.name));
        }
        if let Some(outs) = &self.outputs {
            if outs.len() != sig.results.len() {
                return Err(self.fault(Fault::Count { what: "outputs", verb: "returns", listed: outs.len(), has: sig.results.len() }));
            }
            rename(&mut sig.result_names, outs.iter().map(|o| &o.name));
        }
        if self.arguments.is_some() {
            sig.names_from = super::file_name(&self.path);
        }
        Ok(())
    }

    /// Adds each seeded argument's values (the run's fill) to `given`, the
    /// tensors of the inputs file `inputs`, which must hold none for it.
    pub fn seed(&mut self, sig: &Signature, given: &mut BTreeMap<String, HostTensor>, inputs: &Path) -> Result<(), DescriptionError> {
        self.seed_listed(sig, given, inputs)?;
        let Some(spec) = self.fill.clone() else { return Ok(()) };
        let fill = Fill::parse(&spec).map_err(|e| self.fault(Fault::Fill { at: "fill".into(), why: e.to_string() }))?;
        for (i, ty) in sig.args.iter().enumerate() {
            let named = &sig.arg_names[i];
            let listed = self.arguments.as_ref().and_then(|a| a.get(i));
            let keys = [listed.map(|a| a.name.clone()), named.raw.clone(), Some(named.name.clone()), Some(format!("arg{i}"))];
            if keys.iter().flatten().any(|k| given.contains_key(k)) {
                continue;
            }
            let shape: Vec<i64> = match self.fill_dynamic_at {
                Some(bound) if bound > 0 => ty.shape.iter().map(|&d| if d < 0 { bound } else { d }).collect(),
                _ if ty.shape.iter().any(|&d| d < 0) => {
                    let name = named.name.clone();
                    return Err(self.fault(Fault::SeededDynamic { index: i, name, would: "would be", ty: ty.display() }));
                }
                _ => ty.shape.clone(),
            };
            let mut rng = Rng::for_argument(self.seed.unwrap_or(0), &named.name);
            let t = fill_tensor(&fill, ty.dtype, &shape, &mut rng)
                .map_err(|e| self.fault(Fault::Fill { at: format!("argument {i} `{}`", named.name), why: e.to_string() }))?;
            given.insert(named.name.clone(), t);
            self.filled.push(i);
        }
        Ok(())
    }

    fn seed_listed(&self, sig: &Signature, given: &mut BTreeMap<String, HostTensor>, inputs: &Path) -> Result<(), DescriptionError> {
        for (i, (a, ty)) in self.arguments.iter().flatten().zip(&sig.args).enumerate() {
            let Some(spec) = &a.fill else { continue };
            let keys = [Some(a.name.clone()), sig.arg_names[i].raw.clone(), Some(format!("arg{i}"))];
            if let Some(k) = keys.iter().flatten().find(|k| given.contains_key(*k)) {
                return Err(self.fault(Fault::SeededAndGiven {
                    index: i,
                    name: a.name.clone(),
                    fill: spec.clone(),
                    inputs: inputs.to_path_buf(),
                    key: k.clone(),
                }));
            }
            if ty.shape.iter().any(|&d| d < 0) {
                return Err(self.fault(Fault::SeededDynamic { index: i, name: a.name.clone(), would: "is", ty: ty.display() }));
            }
            let fill =
                Fill::parse(spec).map_err(|e| self.fault(Fault::Fill { at: format!("argument `{}`", a.name), why: e.to_string() }))?;
            let mut rng = Rng::for_argument(self.seed.unwrap_or(0), &a.name);
            let t = fill_tensor(&fill, ty.dtype, &ty.shape, &mut rng)
                .map_err(|e| self.fault(Fault::Fill { at: format!("argument {i} `{}`", a.name), why: e.to_string() }))?;
            given.insert(a.name.clone(), t);
        }
        Ok(())
    }

    /// The roles the file gives, where it lists the arguments.
    pub fn roles(&self) -> Option<Vec<Role>> {
        self.arguments.as_ref().map(|args| args.iter().map(|a| a.role).collect())
    }

    /// Writes what the file says into the import's manifest. `own` are the
    /// `[source]` keys the import writes itself: the file may not set them.
    pub fn apply(&self, m: &mut Manifest, own: &[&str]) -> Result<(), DescriptionError> {
        if let Some(k) = self.source.keys().find(|k| own.contains(&k.as_str())) {
            return Err(self.fault(Fault::OwnKey { key: k.clone(), own: own.join(", ") }));
        }
        if let Some(f) = &self.family {
            m.family = f.clone();
        }
        if let Some(t) = &self.task {
            m.task = t.clone();
        }
        m.seed = self.seed.unwrap_or(m.seed);
        for (spec, a) in m.arguments.iter_mut().zip(self.arguments.iter().flatten()) {
            spec.fill = a.fill.clone();
        }
        for &i in &self.filled {
            if let Some(spec) = m.arguments.get_mut(i) {
                spec.fill = self.fill.clone();
            }
        }
        for (spec, o) in m.outputs.iter_mut().zip(self.outputs.iter().flatten()) {
            spec.kind = o.kind.unwrap_or(spec.kind);
        }
        if let Some(d) = &self.dynamic {
            if !m.arguments.iter().any(|a| a.name == d.length_argument) {
                return Err(self.fault(Fault::NoLengthArgument(d.length_argument.clone())));
            }
            m.dynamic = Some(d.clone());
        }
        m.source.extend(self.source.clone());
        Ok(())
    }
}

/// Gives `named` the new names; the program's own spelling (`raw`) stays one an input may be keyed by.
fn rename<'a>(named: &mut [Named], names: impl Iterator<Item = &'a String>) {
    for (n, new) in named.iter_mut().zip(names) {
        n.name.clone_from(new);
    }
}

/// Where an import's errors are still words (`import::import`): a definition file's error, said.
impl From<DescriptionError> for String {
    fn from(e: DescriptionError) -> String {
        e.to_string()
    }
}
