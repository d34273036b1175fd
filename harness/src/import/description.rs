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
    /// The arguments `fill` seeded (their positions), for the manifest.
    #[serde(skip)]
    filled: Vec<usize>,
    #[serde(skip)]
    path: PathBuf,
}

/// Reads and checks a definition file: every name given once, every fill one the harness knows.
pub fn read(path: &Path) -> Result<Description, String> {
    let p = path.display();
    let bytes = runtime::read::bytes(path).map_err(|e| format!("{p}: cannot read the definition file: {e}"))?;
    let mut d: Description =
        serde_json::from_slice(&bytes).map_err(|e| format!("{p}: not a definition file ({e}); see `tpu-compat import --help`"))?;
    d.path = path.to_path_buf();
    let arg_names = d.arguments.iter().flatten().map(|a| a.name.as_str());
    let out_names = d.outputs.iter().flatten().map(|o| o.name.as_str());
    for (what, names) in [("argument", arg_names.collect::<Vec<_>>()), ("output", out_names.collect())] {
        let mut seen = BTreeSet::new();
        for n in names {
            if n.trim().is_empty() {
                return Err(format!("{p}: an {what} has an empty name"));
            }
            if !seen.insert(n) {
                return Err(format!("{p}: {what} `{n}` is named twice"));
            }
        }
    }
    for a in d.arguments.iter().flatten() {
        if let Some(f) = &a.fill {
            Fill::parse(f).map_err(|e| format!("{p}: argument `{}`: {e}", a.name))?;
        }
    }
    Ok(d)
}

impl Description {
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Names `@main`'s arguments and results as the file does (the
    /// program's own spellings stay accepted as input keys).
    pub fn name(&self, sig: &mut Signature) -> Result<(), String> {
        let p = self.path.display();
        if let Some(args) = &self.arguments {
            if args.len() != sig.args.len() {
                return Err(format!("{p}: lists {} arguments, @main takes {}", args.len(), sig.args.len()));
            }
            rename(&mut sig.arg_names, args.iter().map(|a| &a.name));
        }
        if let Some(outs) = &self.outputs {
            if outs.len() != sig.results.len() {
                return Err(format!("{p}: lists {} outputs, @main returns {}", outs.len(), sig.results.len()));
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
    pub fn seed(&mut self, sig: &Signature, given: &mut BTreeMap<String, HostTensor>, inputs: &Path) -> Result<(), String> {
        self.seed_listed(sig, given, inputs)?;
        let Some(spec) = self.fill.clone() else { return Ok(()) };
        let p = self.path.display().to_string();
        let fill = Fill::parse(&spec).map_err(|e| format!("{p}: fill: {e}"))?;
        for (i, ty) in sig.args.iter().enumerate() {
            let named = &sig.arg_names[i];
            let listed = self.arguments.as_ref().and_then(|a| a.get(i));
            let keys = [listed.map(|a| a.name.clone()), named.raw.clone(), Some(named.name.clone()), Some(format!("arg{i}"))];
            if keys.iter().flatten().any(|k| given.contains_key(k)) {
                continue;
            }
            if ty.shape.iter().any(|&d| d < 0) {
                return Err(format!(
                    "{p}: argument {i} `{}` would be seeded, but @main's type {} has a dynamic dimension",
                    named.name,
                    ty.display()
                ));
            }
            let mut rng = Rng::for_argument(self.seed.unwrap_or(0), &named.name);
            let t = fill_tensor(&fill, ty.dtype, &ty.shape, &mut rng).map_err(|e| format!("{p}: argument {i} `{}`: {e}", named.name))?;
            given.insert(named.name.clone(), t);
            self.filled.push(i);
        }
        Ok(())
    }

    fn seed_listed(&self, sig: &Signature, given: &mut BTreeMap<String, HostTensor>, inputs: &Path) -> Result<(), String> {
        let p = self.path.display();
        for (i, (a, ty)) in self.arguments.iter().flatten().zip(&sig.args).enumerate() {
            let Some(spec) = &a.fill else { continue };
            let keys = [Some(a.name.clone()), sig.arg_names[i].raw.clone(), Some(format!("arg{i}"))];
            if let Some(k) = keys.iter().flatten().find(|k| given.contains_key(*k)) {
                return Err(format!(
                    "{p}: argument {i} `{}` is seeded (fill `{spec}`), but {} gives it (tensor `{k}`): give one or the other",
                    a.name,
                    inputs.display()
                ));
            }
            if ty.shape.iter().any(|&d| d < 0) {
                return Err(format!("{p}: argument {i} `{}` is seeded, but @main's type {} has a dynamic dimension", a.name, ty.display()));
            }
            let fill = Fill::parse(spec).map_err(|e| format!("{p}: argument `{}`: {e}", a.name))?;
            let mut rng = Rng::for_argument(self.seed.unwrap_or(0), &a.name);
            let t = fill_tensor(&fill, ty.dtype, &ty.shape, &mut rng).map_err(|e| format!("{p}: argument {i} `{}`: {e}", a.name))?;
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
    pub fn apply(&self, m: &mut Manifest, own: &[&str]) -> Result<(), String> {
        let p = self.path.display();
        if let Some(k) = self.source.keys().find(|k| own.contains(&k.as_str())) {
            return Err(format!("{p}: source key `{k}` is written by the import itself (its own keys: {})", own.join(", ")));
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
                return Err(format!("{p}: dynamic.length_argument `{}` is no argument of @main", d.length_argument));
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
