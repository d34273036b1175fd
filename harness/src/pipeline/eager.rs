//! A definition executed op by op, as eager dispatch runs a model
//! (`--mode eager`), or N ops a program (`--mode deferred:N`). The program
//! is split by `program::eager` (the one reader of program text); here each
//! op program is compiled through the compile service and run:
//!
//! 1. prepare: every op program is had from the worker's [`OpCache`]
//!    (in memory, shared by every definition the worker runs), else from
//!    the compile service, whose on-disk compile cache is keyed by program
//!    bytes and options, so an op program compiled by another worker or an
//!    earlier run is deserialized, not compiled. The [`EagerRecord`] counts
//!    ops, distinct programs, the programs either cache held, and the
//!    milliseconds spent compiling the others (the second run of a tier
//!    compiles none);
//! 2. run: the inputs are uploaded once, each op's results stay on the
//!    device and feed the ops that read them (a value is freed after its
//!    last reader), and only `@main`'s returned values are fetched.
//!
//! The outputs are judged by the same pipeline, baselines and rules as the
//! whole program (`crate::worker::program`), and run again from the same inputs
//! for determinism and `--repeat` (`super::repeat::op_by_op_again`). A
//! plain forward program on one device is what runs op by op; the kinds
//! that cannot (training steps, sharded programs, bounded dynamism, op-tier
//! packs and sweeps), and a program the splitter cannot cut, are the
//! harness's limit, not the device's: `skipped` rows that say why
//! ([`not_op_by_op`], [`EagerFailure::Split`]; `crate::verdict::not_op_by_op`).
//!
//! Compile-only, an op-by-op run fits where the values it holds at each op
//! (`program::eager::Split::live_bytes`) plus that op program's scratch fit
//! a device's HBM ([`LivePeak`], `crate::verdict::op_by_op_fit`).

use crate::compilation::{Compilation, CompileFailure, Compiler, TopologyCompiler};
use program::eager::{split, Split, SplitError};
use results::{CompiledFor, EagerRecord, Mode, Stage, Status};
use runtime::{DeviceBuffer, Executable, HostTensor, RuntimeError};
use std::collections::{HashMap, HashSet, VecDeque};
use std::rc::Rc;

/// Op programs a worker keeps in memory; past this, the oldest go (the
/// on-disk compile cache still holds them).
pub const CACHE_CAPACITY: usize = 4096;

/// The worker's eager program cache: executables by op program text and
/// compile settings.
#[derive(Default)]
pub struct OpCache {
    held: HashMap<String, Rc<Executable>>,
    order: VecDeque<String>,
}

impl OpCache {
    /// The cache key: the compile settings and the op program's text (its
    /// operand types included, its value names normalised).
    fn key(settings: &Compilation, text: &str) -> String {
        format!("{settings:?}\n{text}")
    }

    fn insert(&mut self, key: String, exe: Rc<Executable>) {
        while self.order.len() >= CACHE_CAPACITY {
            match self.order.pop_front() {
                Some(old) => self.held.remove(&old),
                None => break,
            };
        }
        self.order.push_back(key.clone());
        self.held.insert(key, exe);
    }

    /// Op programs held now.
    pub fn len(&self) -> usize {
        self.held.len()
    }

    pub fn is_empty(&self) -> bool {
        self.held.is_empty()
    }
}

/// Why an op-by-op execution failed, and where.
#[derive(Debug, thiserror::Error)]
pub enum EagerFailure {
    /// The program cannot be split into op programs: the harness's limit, not the device's.
    #[error("the harness cannot split @main into op programs (its own limit, not the device's): {0}")]
    Split(#[from] SplitError),
    /// An op program did not compile.
    #[error("{at}: {error}")]
    Compile { at: String, error: CompileFailure },
    /// Uploading, executing or fetching failed.
    #[error("{at}: {error}")]
    Execute { at: String, error: RuntimeError },
    /// The definition gives other inputs than `@main` takes.
    #[error("@main takes {takes} arguments, the definition gives {given}")]
    Inputs { takes: usize, given: usize },
    /// An op program produced other values than its split says (a plugin that disagrees with the program's text).
    #[error("{at}: {message}")]
    Values { at: String, message: String },
}

impl EagerFailure {
    /// The row's status and stage for this failure (from `crate::verdict`).
    pub fn status(&self) -> (Status, Stage) {
        match self {
            EagerFailure::Split(_) => (crate::verdict::not_op_by_op(), Stage::Load),
            EagerFailure::Inputs { .. } => (crate::verdict::failed_at(Stage::Load), Stage::Load),
            EagerFailure::Compile { error, .. } => (error.status(), Stage::Compile),
            EagerFailure::Execute { error, .. } => (crate::verdict::runtime_error(error, Stage::Execute), Stage::Execute),
            EagerFailure::Values { .. } => (crate::verdict::failed_at(Stage::Execute), Stage::Outputs),
        }
    }
}

/// The op programs of a definition, compiled, and what having them cost.
pub struct Prepared {
    split: Split,
    executables: Vec<Rc<Executable>>,
    /// Per op program, the values it is the last reader of.
    frees: Vec<Vec<String>>,
    pub record: EagerRecord,
}

/// The ops a `mode` groups into one program (`None`: not op by op).
pub fn group(mode: Mode) -> Option<usize> {
    match mode {
        Mode::Compiled => None,
        Mode::Eager => Some(1),
        Mode::Deferred(n) => Some(n as usize),
    }
}

/// Why a kind of job cannot run in `mode`, where it cannot (`what`: the kind, as a user calls it).
pub fn not_op_by_op(mode: Mode, what: &str) -> Option<String> {
    mode.is_op_by_op().then(|| {
        format!(
            "--mode {mode}: skipped, {what} does not run op by op (eager and deferred modes run a plain forward program on one \
             device; the harness's limit, not the device's); run it with --mode compiled"
        )
    })
}

/// Where an op program stands in the definition, for messages.
fn at(i: usize, p: &program::eager::OpProgram) -> String {
    let ops = if p.ops.len() == 1 {
        p.ops[0].clone()
    } else {
        format!("{} ops from {}", p.ops.len(), p.ops.first().cloned().unwrap_or_default())
    };
    format!("op program {} ({ops}, line {})", i + 1, p.line)
}

/// Splits `program` for `mode` and has each op program compiled: from the
/// worker's cache, else through the compile service (its disk cache unless
/// `no_cache`). `stage` hears `Compile` while compiling.
pub fn prepare(
    compiler: &Compiler,
    cache: &mut OpCache,
    settings: &Compilation,
    mode: Mode,
    program: &[u8],
    no_cache: bool,
) -> Result<Prepared, EagerFailure> {
    let split = split(program, group(mode).unwrap_or(usize::MAX))?;
    let mut record = EagerRecord { ops: u32::try_from(split.programs.len()).unwrap_or(u32::MAX), ..Default::default() };
    let mut seen: HashSet<String> = HashSet::new();
    let mut executables = Vec::with_capacity(split.programs.len());
    for (i, p) in split.programs.iter().enumerate() {
        let key = OpCache::key(settings, &p.text);
        let first = seen.insert(key.clone());
        if first {
            record.programs += 1;
        }
        if let Some(exe) = cache.held.get(&key) {
            record.cache_hits += u32::from(first);
            executables.push(exe.clone());
            continue;
        }
        let compiled =
            compiler.compile(settings, p.text.as_bytes(), no_cache).map_err(|error| EagerFailure::Compile { at: at(i, p), error })?;
        if compiled.cached {
            record.cache_hits += u32::from(first);
        } else {
            record.compile_ms += compiled.compile_ms;
        }
        let exe = Rc::new(compiled.exe);
        cache.insert(key, exe.clone());
        executables.push(exe);
    }
    let frees = split.last_uses();
    Ok(Prepared { split, executables, frees, record })
}

impl Prepared {
    /// Runs the op programs from `inputs` (uploaded once; results kept on
    /// the device between ops) and fetches `@main`'s returned values.
    pub fn run(&self, compiler: &Compiler, inputs: &[HostTensor]) -> Result<Vec<HostTensor>, EagerFailure> {
        let split = &self.split;
        if inputs.len() != split.arguments.len() {
            return Err(EagerFailure::Inputs { takes: split.arguments.len(), given: inputs.len() });
        }
        let client = compiler.client();
        let mut values: HashMap<&str, Rc<DeviceBuffer>> = HashMap::new();
        for (name, t) in split.arguments.iter().zip(inputs) {
            let b = client.to_device(t).map_err(|error| EagerFailure::Execute { at: format!("uploading {name}"), error })?;
            values.insert(name.as_str(), Rc::new(b));
        }
        for (i, (p, exe)) in split.programs.iter().zip(&self.executables).enumerate() {
            let args: Vec<Rc<DeviceBuffer>> =
                p.inputs.iter().map(|v| values.get(v.as_str()).cloned().ok_or_else(|| missing(i, p, v))).collect::<Result<_, _>>()?;
            let refs: Vec<&DeviceBuffer> = args.iter().map(|b| b.as_ref()).collect();
            let outs = exe.execute(&refs).map_err(|error| EagerFailure::Execute { at: at(i, p), error })?;
            if outs.len() != p.outputs.len() {
                let message = format!("returned {} values where its program returns {}", outs.len(), p.outputs.len());
                return Err(EagerFailure::Values { at: at(i, p), message });
            }
            for (name, b) in p.outputs.iter().zip(outs) {
                values.insert(name.as_str(), Rc::new(b));
            }
            drop(args);
            for v in &self.frees[i] {
                values.remove(v.as_str());
            }
        }
        split
            .returned
            .iter()
            .map(|v| {
                let b = values
                    .get(v.as_str())
                    .ok_or_else(|| EagerFailure::Values { at: "@main's results".into(), message: format!("{v} was never computed") })?;
                b.to_host().map_err(|error| EagerFailure::Execute { at: format!("fetching {v}"), error })
            })
            .collect()
    }
}

impl Prepared {
    /// What `--repeat`'s record says of an op-by-op execution: the compiled
    /// memory of the op program with the largest footprint, and the cost
    /// analysis summed over every op program the execution runs (an op
    /// program run twice counts twice).
    pub fn memory_and_cost(&self) -> (results::DeviceMemory, std::collections::BTreeMap<String, f64>) {
        let mut memory = results::DeviceMemory::default();
        let mut cost = std::collections::BTreeMap::new();
        for exe in &self.executables {
            if let Ok(m) = exe.compiled_memory().map(|m| crate::compilation::device_memory(&m)) {
                if m.total() > memory.total() {
                    memory = m;
                }
            }
            for (name, v) in exe.cost_analysis().unwrap_or_default() {
                *cost.entry(name).or_insert(0.0) += v;
            }
        }
        (memory, cost)
    }
}

fn missing(i: usize, p: &program::eager::OpProgram, v: &str) -> EagerFailure {
    EagerFailure::Values { at: at(i, p), message: format!("reads {v}, which no earlier op program computed") }
}

/// Compile-only op by op: the most bytes the run holds on a device at one
/// op (the values live there, `Split::live_bytes`, plus that op program's
/// temporaries), and where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LivePeak {
    pub bytes: u64,
    /// The op program, as messages name it (`op program 3 (stablehlo.add, line 7)`).
    pub at: String,
}

/// Compile-only (`--topology`): every distinct op program of `program`
/// compiled for the topology, as a TPU user's eager mode would compile
/// them. The record counts ops, distinct programs, the programs the
/// compile-record cache held and the milliseconds compiling the others
/// took: the eager compile cost. The compiled record returned is the op
/// program with the largest device footprint, as the compiler described
/// it; whether the run fits is decided on [`LivePeak`], what the run holds
/// at its fullest op.
pub fn compile_for_topology(
    topology: &TopologyCompiler,
    settings: &Compilation,
    mode: Mode,
    program: &[u8],
    no_cache: bool,
) -> Result<(EagerRecord, CompiledFor, LivePeak), EagerFailure> {
    let split = split(program, group(mode).unwrap_or(usize::MAX))?;
    let mut record = EagerRecord { ops: u32::try_from(split.programs.len()).unwrap_or(u32::MAX), ..Default::default() };
    let mut scratch: HashMap<&str, u64> = HashMap::new();
    let mut largest: Option<CompiledFor> = None;
    for (i, p) in split.programs.iter().enumerate() {
        if !scratch.contains_key(p.text.as_str()) {
            let c =
                topology.compile(settings, p.text.as_bytes(), no_cache).map_err(|error| EagerFailure::Compile { at: at(i, p), error })?;
            let (compiled, cached, ms) = (c.exe, c.cached, c.compile_ms);
            record.programs += 1;
            if cached {
                record.cache_hits += 1;
            } else {
                record.compile_ms += ms;
            }
            scratch.insert(p.text.as_str(), u64::try_from(compiled.memory.temporaries).unwrap_or(0));
            if largest.as_ref().is_none_or(|l| compiled.memory.total() > l.memory.total()) {
                largest = Some(compiled);
            }
        }
    }
    let mut peak = LivePeak { bytes: 0, at: String::new() };
    for (i, (p, live)) in split.programs.iter().zip(split.live_bytes()).enumerate() {
        let bytes = live.saturating_add(scratch.get(p.text.as_str()).copied().unwrap_or(0));
        if bytes > peak.bytes || peak.at.is_empty() {
            peak = LivePeak { bytes, at: at(i, p) };
        }
    }
    Ok((record, largest.unwrap_or_else(|| topology.target().clone()), peak))
}
