//! `tpu-compat import`: bring an exported StableHLO program (or a folder of
//! them, `--batch`) into a suite folder in the bring-your-own format, with
//! imported baselines in a store beside it. The work is in `crate::import`;
//! this file reads the arguments, walks a batch, and reports.

use crate::exit::{CommandError, CommandResult, FAILURES, OK};
use crate::import::{self, names, Device, Imported, Options, Sources, Target, Weights};
use std::path::{Path, PathBuf};

const AFTER: &str = "\
Examples:
  tpu-compat import f.mlir --inputs x.safetensors --expected y.safetensors --out models/
      one program; writes models/f/ (model.mlir, model.toml, inputs) and store/models/f.safetensors
  tpu-compat import --batch exported/ --out models/ --weights-first 2
      every sub-folder of exported/ (model.mlir or model.mlirbc, inputs.safetensors, optionally
      expected.safetensors, expected.f64.safetensors and definition.json), its name the id; jax.export puts
      parameters first, so the first 2 arguments are weights (or --weights '^params\\.')
  tpu-compat run models/
      the suite, judged against the imported baselines in store/ beside it (parity per output)

Arguments are named from the program where it names them (jax.export's loc(\"params['w']\"),
jax.arg_info, tf._user_specified_name, tf_saved_model.index_path; pytree paths become dotted:
params.w), else positionally arg0, arg1, ... The inputs file may key tensors by those names, by the
exporter's own spelling, or by position (arg0..argN); expected outputs by output name or out0..outN.
Dtypes and shapes are checked against @main; a mismatch names the argument (exit 2).

Bytecode (.mlirbc, e.g. jax.export's mlir_module_serialized): its signature is read by compiling it
on the plugin (--device) and reading the compiled module's parameter and result types; argument
names are not recoverable from bytecode, so arguments are positional (key the inputs arg0..argN).

Baselines go to STORE/<suite>/<id>.safetensors, the suite being SUITE_DIR's folder name and STORE
--store or `store/` beside SUITE_DIR, with provenance source = imported, the definition hash a run
computes, and the expected file's own metadata (device, platform_name, platform_version, ... where
it has them). `tpu-compat run SUITE_DIR` then judges every definition against `store/` beside it
(found by itself); with --store, `run SUITE_DIR --baselines STORE`. The store's suite folder is
locked while it is written: an import beside a running `baseline record` of it is refused (exit 2).

Ids (--id, or a --batch sub-folder's name): 1 to 200 ASCII letters, digits, `.`, `_`, `-`, not
starting with `.`; hidden sub-folders of a --batch folder are skipped with a note. Expected outputs
that are NaN/Inf where the program itself gives numbers are refused (the program runs once on
--device to check, only when the expected outputs hold NaN/Inf). A refused import writes nothing:
no definition folder, no baseline, no suite folder it would have made. An id SUITE_DIR already holds
from another program (model.toml's [source] imported_from) or not imported at all is refused naming
both (exit 2; with --batch before any sub-folder is imported); importing the same program again
refreshes it; --replace overwrites the other one.

Training steps (@main donates arguments: jax.jit(step, donate_argnums=...) writes tf.aliasing_output
or jax.buffer_donor): which output becomes which argument at the next step is written to model.toml's
[training] feed. The aliasing is buffer reuse, not the feed (JAX pairs each donated argument with the
first unused output of its type: a step counter t with the loss), so the feed comes from --feed
ARG=OUT (an argument or pytree, e.g. `params` or `t`, and the output or pytree that becomes it, e.g.
`result[1]` or `result[4]`), --state-in-order (the step returns its loss, then the state in argument
order), names (a result whose path below its top level is the argument's), or structure (each
donated pytree and the one result pytree with its leaves); where none decides, the import is refused
naming the arguments (exit 2). Expected outputs of a training step are one step's (out0..outN: a
run judges its first step) or the exporter's loss curve (loss@1..loss@K: a run of K steps is judged
by it).

What the program cannot say (torch_xla names nothing; an exporter may seed weights rather than store
them) comes from --definition FILE (definition.json in a --batch sub-folder), JSON: `family`, `task`,
`seed`, `arguments` (every argument of @main in order: `name`, `role` weight|data, optionally `fill`,
e.g. \"normal(0.02)\": seeded from the seed and the name as a run fills it, so the inputs file gives
no tensor for it and model.toml keeps the fill), `outputs` (every result: `name`, optionally `kind`
logits|features), `dynamic` ({bound, length_argument}) and `source` (provenance for model.toml).
Each part is optional; with `arguments`, --weights/--weights-first are refused (it gives the roles).

Exit codes: 0 imported, 1 a --batch sub-folder failed (the others are imported), 2 setup error.";

#[derive(clap::Args, Debug)]
#[command(after_help = AFTER)]
pub struct Args {
    /// The exported program: StableHLO text (.mlir) or bytecode (.mlirbc) with an entry `@main`.
    #[arg(required_unless_present = "batch", conflicts_with = "batch")]
    pub program: Option<PathBuf>,
    /// Safetensors file with a tensor for every argument, by name or arg0..argN.
    #[arg(long, required_unless_present = "batch", conflicts_with = "batch")]
    pub inputs: Option<PathBuf>,
    /// Expected outputs (out0..outN or by output name): recorded as the definition's baseline.
    #[arg(long, conflicts_with = "batch")]
    pub expected: Option<PathBuf>,
    /// Float64 reference outputs (float outputs as f64), stored as <id>.f64.safetensors for --f64-reference.
    #[arg(long = "expected-f64", requires = "expected", conflicts_with = "batch")]
    pub expected_f64: Option<PathBuf>,
    /// What the program cannot say: argument names, roles and seeded fills, output names, family,
    /// task, seed, [dynamic], [source] (JSON; see below).
    #[arg(long, value_name = "FILE", conflicts_with = "batch")]
    pub definition: Option<PathBuf>,
    /// Import every sub-folder of DIR (model.mlir or model.mlirbc, inputs.safetensors, optionally
    /// expected.safetensors, expected.f64.safetensors, definition.json); the sub-folder's name is the id.
    #[arg(long, value_name = "DIR")]
    pub batch: Option<PathBuf>,
    /// The suite folder to write definitions into (created if absent).
    #[arg(long, value_name = "SUITE_DIR")]
    pub out: PathBuf,
    /// The definition's id (default: the program's file name without extension, or its
    /// folder's name for model.mlir).
    #[arg(long, conflicts_with = "batch")]
    pub id: Option<String>,
    /// The family recorded in model.toml (reports group by it).
    #[arg(long, default_value = "imported")]
    pub family: String,
    /// Arguments whose name (plain or as exported) matches this regular expression, anywhere, are
    /// weights (weights.safetensors); the rest are data (inputs.safetensors).
    #[arg(long, value_name = "REGEX", conflicts_with = "weights_first")]
    pub weights: Option<String>,
    /// The first N arguments are weights (jax.export puts parameters first).
    #[arg(long, value_name = "N")]
    pub weights_first: Option<usize>,
    /// Baseline store (default: `store/` beside SUITE_DIR).
    #[arg(long, value_name = "DIR")]
    pub store: Option<PathBuf>,
    /// A training step's feed: the output OUT becomes argument ARG at the next step (names,
    /// exporter's spellings or argN/outN; or pytrees: --feed params=result[1]). Repeatable.
    #[arg(long, value_name = "ARG=OUT", value_parser = import::feed::parse_feed)]
    pub feed: Vec<(String, String)>,
    /// A training step returns its loss, then every donated argument's next value in argument
    /// order (`(params, m, v, t, batch) -> (loss, params', m', v', t')`): the feed by position.
    #[arg(long)]
    pub state_in_order: bool,
    /// Overwrite a definition of the same id that SUITE_DIR holds from another source (another
    /// program, or not imported). Without it such an import is refused (exit 2), naming both.
    #[arg(long)]
    pub replace: bool,
    /// The plugin that reads bytecode signatures: cpu, gpu, tpu, or the path of a PJRT plugin .so.
    #[arg(long, short, default_value = "cpu")]
    pub device: String,
    /// Read bytecode signatures by compiling for this TPU topology (e.g. v6e:2x2) with --device tpu,
    /// compile-only: a TPU-only program (a Mosaic kernel) that no CPU can compile, no chip needed.
    #[arg(long, value_name = "TOPOLOGY")]
    pub topology: Option<String>,
}

pub fn run(args: Args) -> CommandResult {
    let weights = match (&args.weights, args.weights_first) {
        (Some(re), _) => Weights::Matching(regex::Regex::new(re).map_err(|e| CommandError::setup(format!("--weights: {e}")))?),
        (None, Some(n)) => Weights::First(n),
        (None, None) => Weights::None,
    };
    let feed = import::feed::Given { feeds: args.feed.clone(), in_order: args.state_in_order };
    let opts = Options { family: args.family.clone(), weights, feed, replace: args.replace };
    let target = Target::create(&args.out, args.store.as_deref()).map_err(CommandError::setup)?;
    for stale in target.remove_stale_scratch() {
        errln!("note: removed {}, left by an import that was killed", stale.display());
    }
    let mut device = match &args.topology {
        Some(t) => Device::for_topology(&args.device, t),
        None => Device::new(&args.device),
    };
    let (result, imported) = match &args.batch {
        Some(dir) => batch(dir, &opts, &target, &mut device),
        None => single(&args, &opts, &target, &mut device),
    };
    if imported == 0 {
        // A suite folder this command made for nothing is not left behind.
        target.remove_if_unused();
    }
    result
}

/// One program; the result and how many definitions were imported (0 or 1).
fn single(args: &Args, opts: &Options, target: &Target, device: &mut Device) -> (CommandResult, usize) {
    let (Some(program), Some(inputs)) = (&args.program, &args.inputs) else {
        return (Err(CommandError::setup("give a PROGRAM and --inputs, or --batch DIR")), 0);
    };
    let id = match &args.id {
        Some(id) => {
            if let Err(e) = names::check_id(id) {
                return (Err(CommandError::setup(format!("--id {e}"))), 0);
            }
            id.clone()
        }
        None => default_id(program),
    };
    if let Err(e) = names::check_id(&id) {
        return (Err(CommandError::setup(format!("{e}: give one with --id"))), 0);
    }
    let src = Sources {
        program: program.clone(),
        inputs: inputs.clone(),
        expected: args.expected.clone(),
        expected_f64: args.expected_f64.clone(),
        definition: args.definition.clone(),
    };
    match import::import(&id, &src, opts, target, device) {
        Ok(imported) => {
            report(&imported);
            next_step(target);
            (Ok(OK), 1)
        }
        Err(e) => (Err(CommandError::setup(e)), 0),
    }
}

/// `f.mlir` -> `f`; `exported/bert/model.mlir` -> `bert`.
fn default_id(program: &Path) -> String {
    let stem = program.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    if stem != "model" {
        return stem;
    }
    let parent = program.parent().filter(|p| !p.as_os_str().is_empty()).map(Path::to_path_buf).unwrap_or_else(|| PathBuf::from("."));
    parent.canonicalize().ok().and_then(|p| p.file_name().map(|n| n.to_string_lossy().into_owned())).unwrap_or(stem)
}

/// A batch sub-folder that does not hold one export's files.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
enum BadFolder {
    #[error("{}: holds both model.mlir and model.mlirbc; keep one", .0.display())]
    TwoPrograms(PathBuf),
    #[error("{}: no model.mlir or model.mlirbc", .0.display())]
    NoProgram(PathBuf),
    #[error("{}: no inputs.safetensors", .0.display())]
    NoInputs(PathBuf),
    #[error("{}: expected.f64.safetensors without expected.safetensors", .0.display())]
    ReferenceAlone(PathBuf),
}

/// The files of one batch sub-folder.
fn batch_sources(dir: &Path) -> Result<Sources, BadFolder> {
    let text = dir.join("model.mlir");
    let bytecode = dir.join("model.mlirbc");
    let program = match (text.is_file(), bytecode.is_file()) {
        (true, true) => return Err(BadFolder::TwoPrograms(dir.to_path_buf())),
        (true, false) => text,
        (false, true) => bytecode,
        (false, false) => return Err(BadFolder::NoProgram(dir.to_path_buf())),
    };
    let inputs = dir.join("inputs.safetensors");
    if !inputs.is_file() {
        return Err(BadFolder::NoInputs(dir.to_path_buf()));
    }
    let optional = |name: &str| Some(dir.join(name)).filter(|p| p.is_file());
    let expected = optional("expected.safetensors");
    let expected_f64 = optional("expected.f64.safetensors");
    if expected_f64.is_some() && expected.is_none() {
        return Err(BadFolder::ReferenceAlone(dir.to_path_buf()));
    }
    let definition = optional(import::description::FILE);
    Ok(Sources { program, inputs, expected, expected_f64, definition })
}

/// A `--batch` sub-folder: its name and path.
type Folder = (String, PathBuf);

/// Every sub-folder of `dir`; the result and how many were imported.
fn batch(dir: &Path, opts: &Options, target: &Target, device: &mut Device) -> (CommandResult, usize) {
    let rd = match std::fs::read_dir(dir) {
        Ok(rd) => rd,
        Err(e) => return (Err(CommandError::setup(format!("--batch {}: {e}", dir.display()))), 0),
    };
    let (hidden, mut folders): (Vec<Folder>, Vec<Folder>) = rd
        .flatten()
        .filter(|e| e.path().is_dir())
        .map(|e| (e.file_name().to_string_lossy().into_owned(), e.path()))
        .partition(|(name, _)| name.starts_with('.'));
    folders.sort();
    if !hidden.is_empty() {
        let mut names: Vec<&str> = hidden.iter().map(|(n, _)| n.as_str()).collect();
        names.sort();
        errln!(
            "note: --batch {}: skipping hidden sub-folders {} (a name starting with `.` is no definition id; rename them to import them)",
            dir.display(),
            names.join(", ")
        );
    }
    if folders.is_empty() {
        let error = format!(
            "--batch {}: no sub-folders{} (each sub-folder holds model.mlir or model.mlirbc and inputs.safetensors)",
            dir.display(),
            if hidden.is_empty() { "" } else { " but hidden ones" }
        );
        return (Err(CommandError::setup(error)), 0);
    }
    if let Ok(canonical) = dir.canonicalize() {
        if canonical == target.suite_dir {
            let error = format!("--batch {} is also --out: write the suite to another folder", dir.display());
            return (Err(CommandError::setup(error)), 0);
        }
    }
    // Ids the suite already holds from elsewhere: refused before anything is imported.
    let collisions: Vec<String> = folders
        .iter()
        .filter_map(|(name, path)| {
            batch_sources(path)
                .ok()
                .and_then(|src| import::collision::check(name, &src.program, &target.suite_dir.join(name), opts.replace).err())
                .map(|e| e.to_string())
        })
        .collect();
    if !collisions.is_empty() {
        return (Err(CommandError::setup(format!("--batch {}: {}", dir.display(), collisions.join("\n")))), 0);
    }
    let mut failed = Vec::new();
    let mut baselines = 0;
    for (name, path) in &folders {
        let result = names::check_id(name)
            .map_err(|e| format!("{e}: rename the folder"))
            .and_then(|()| batch_sources(path).map_err(|e| e.to_string()))
            .and_then(|src| import::import(name, &src, opts, target, device));
        match result {
            Ok(imported) => {
                baselines += usize::from(imported.baseline.is_some());
                report(&imported);
            }
            Err(e) => {
                outln!("FAILED {name}: {e}");
                failed.push(name.clone());
            }
        }
    }
    let done = folders.len() - failed.len();
    outln!(
        "imported {done} of {} into {} ({baselines} with baselines in {})",
        folders.len(),
        target.suite_dir.display(),
        target.store.root.join(&target.suite).display()
    );
    if !failed.is_empty() {
        outln!("failed: {}", failed.join(", "));
    }
    if done > 0 {
        next_step(target);
    }
    (Ok(if failed.is_empty() { OK } else { FAILURES }), done)
}

fn report(i: &Imported) {
    let data = i.arguments - i.weights;
    let names = if i.names_from == names::POSITIONAL { "positional names".to_string() } else { format!("names from {}", i.names_from) };
    outln!(
        "imported {}: {} ({} weights, {data} data; {names}), {} -> {}",
        i.id,
        count(i.arguments, "argument"),
        i.weights,
        count(i.outputs, "output"),
        i.dir.display()
    );
    match &i.baseline {
        Some(b) => outln!("  baseline {} (definition hash {})", b.display(), &i.definition_hash[..12.min(i.definition_hash.len())]),
        None => outln!("  no baseline (no expected outputs): a run checks that it compiles and runs, not parity"),
    }
    if let Some(f) = &i.f64_reference {
        outln!("  float64 reference {}", f.display());
    }
    if let Some(t) = &i.training {
        let pairs: Vec<String> = t.feed.iter().map(|(a, o)| format!("{a} <- {o}")).collect();
        let shown = pairs.iter().take(6).cloned().collect::<Vec<_>>().join(", ");
        let more = if pairs.len() > 6 { format!(" and {} more", pairs.len() - 6) } else { String::new() };
        let judged = match t.baseline_steps {
            Some(n) => format!("; the baseline holds {n} step's outputs: a run judges its first step"),
            None => String::new(),
        };
        outln!("  training step: feed from {} ({shown}{more}){judged}", if t.from.is_empty() { "model.toml" } else { &t.from });
    }
    for n in &i.notes {
        outln!("  note: {n}");
    }
}

fn count(n: usize, noun: &str) -> String {
    format!("{n} {noun}{}", if n == 1 { "" } else { "s" })
}

/// The command that runs what was imported, against the store it was
/// imported into: `run SUITE_DIR` finds the default store beside the suite
/// by itself; another store is named.
fn next_step(target: &Target) {
    let store = &target.store.root;
    let suite = target.suite_dir.display();
    if !store.join(&target.suite).is_dir() {
        outln!("next: tpu-compat run {suite}");
    } else if *store == import::default_store(&target.suite_dir) {
        outln!("next: tpu-compat run {suite}   (judged against the baselines in {}, found beside the suite)", store.display());
    } else {
        outln!("next: tpu-compat run {suite} --baselines {}", store.display());
    }
}
