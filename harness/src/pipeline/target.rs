//! The compile stage: a worker's [`Target`] (a plugin's devices, or a
//! topology with no chips) beside the compile services
//! (`crate::compilation`), and its one [`Target::compile`]: a [`Plan`]'s
//! program compiled whole or op by op (its mode), for the plan's devices,
//! as one [`Compiled`]: something to run where the target can run it
//! ([`Built::Whole`], [`Built::Ops`]), the compiler's record where it
//! cannot ([`Built::Described`], [`Built::DescribedOps`]), whether a cache
//! held it and what compiling cost.

use super::eager::{self, EagerFailure, LivePeak, OpCache, Prepared};
use super::plan::Plan;
use crate::compilation::{CompileFailure, Compiler, TopologyCompiler};
use results::{CompiledFor, EagerRecord, Stage, Status};
use runtime::Executable;

/// What a worker's jobs are for, chosen once when it starts. How a program
/// executes (whole, or op by op) is the plan's mode.
pub enum Target {
    /// Compiled on a client's devices and executed there, then judged.
    Execute(Compiler),
    /// Compiled for a topology with no chips (`--topology`), never run:
    /// definitions are loaded without their tensors, and the row says what
    /// the compiler said (`crate::verdict::compiled_for`).
    CompileOnly(Box<TopologyCompiler>),
}

/// What the compile stage made of a plan's program.
pub enum Built {
    /// The whole program, to run.
    Whole(Executable),
    /// Its op programs, to run one after another (`--mode eager|deferred:N`).
    Ops(Prepared),
    /// Compile-only: the compiler's record of the whole program.
    Described(Box<CompiledFor>),
    /// Compile-only, op by op: the eager compile cost, the op program with
    /// the largest footprint, and what the run holds at its fullest op.
    DescribedOps { record: EagerRecord, largest: Box<CompiledFor>, live: LivePeak },
}

/// A plan's program, compiled: what was built, whether every program of it
/// came from a cache, and the milliseconds compiling took.
pub struct Compiled {
    pub built: Built,
    pub cached: bool,
    pub compile_ms: f64,
}

/// Why the compile stage made nothing: the whole program's compile failed,
/// or an op program's (or the program could not be split).
#[derive(Debug)]
pub enum Refused {
    Whole(CompileFailure),
    Ops(EagerFailure),
}

impl Refused {
    /// The row's status and stage for this refusal (from `crate::verdict`).
    pub fn status(&self) -> (Status, Stage) {
        match self {
            Refused::Whole(e) => (e.status(), Stage::Compile),
            Refused::Ops(f) => f.status(),
        }
    }
}

impl Target {
    /// The devices a program may ask for, and whose they are (for a refusal).
    pub fn devices(&self) -> Result<(usize, String), String> {
        match self {
            Target::Execute(c) => {
                let have = c.client().devices().map_err(|e| format!("cannot list the plugin's devices: {e}"))?.len();
                Ok((have, "the plugin".into()))
            }
            Target::CompileOnly(t) => Ok((t.devices(), format!("topology {}", t.topology().name()))),
        }
    }

    /// What a refused program is not: run, or compiled.
    pub fn done(&self) -> &'static str {
        match self {
            Target::Execute(_) => "run",
            Target::CompileOnly(_) => "compiled",
        }
    }

    /// Whether a job's definition needs its tensors here (the host copies
    /// an executed job holds), or only its program (compile-only).
    pub fn tensors(&self, compare: bool) -> Option<runtime::HostPath> {
        match self {
            Target::Execute(_) => Some(runtime::HostPath::Run { compare }),
            Target::CompileOnly(_) => None,
        }
    }

    /// The compile service of an executing target (what runs a built program).
    pub fn compiler(&self) -> Option<&Compiler> {
        match self {
            Target::Execute(c) => Some(c),
            Target::CompileOnly(_) => None,
        }
    }

    /// The record every compile-only row starts from (`None`: executing).
    pub fn described(&self) -> Option<&CompiledFor> {
        match self {
            Target::Execute(_) => None,
            Target::CompileOnly(t) => Some(t.target()),
        }
    }

    /// Compiles `program` as `plan` says: whole or op by op (its mode), for
    /// its devices, from the caches unless `no_cache` (`ops`: the worker's
    /// op programs in memory).
    pub fn compile(&self, ops: &mut OpCache, plan: &Plan, program: &[u8], no_cache: bool) -> Result<Compiled, Refused> {
        let settings = &plan.compilation;
        let whole = !plan.mode.is_op_by_op();
        match self {
            Target::Execute(compiler) => compile_on(compiler, ops, plan, program, no_cache),
            Target::CompileOnly(topology) if whole => {
                let mut c = topology.compile(settings, program, no_cache).map_err(Refused::Whole)?;
                if plan.training() {
                    results::generations::complete(&mut c.exe, true);
                }
                Ok(Compiled { built: Built::Described(Box::new(c.exe)), cached: c.cached, compile_ms: c.compile_ms })
            }
            Target::CompileOnly(topology) => {
                let (record, largest, live) =
                    eager::compile_for_topology(topology, settings, plan.mode, program, no_cache).map_err(Refused::Ops)?;
                let cached = record.cache_hits == record.programs;
                let compile_ms = record.compile_ms;
                Ok(Compiled { built: Built::DescribedOps { record, largest: Box::new(largest), live }, cached, compile_ms })
            }
        }
    }
}

/// The compile stage on a client's devices (an executing target's, and a
/// sweep's, which holds a compile service of its own): whole, or op by op.
pub fn compile_on(compiler: &Compiler, ops: &mut OpCache, plan: &Plan, program: &[u8], no_cache: bool) -> Result<Compiled, Refused> {
    let settings = &plan.compilation;
    if !plan.mode.is_op_by_op() {
        let c = compiler.compile(settings, program, no_cache).map_err(Refused::Whole)?;
        return Ok(Compiled { built: Built::Whole(c.exe), cached: c.cached, compile_ms: c.compile_ms });
    }
    let t = std::time::Instant::now();
    let p = eager::prepare(compiler, ops, settings, plan.mode, program, no_cache).map_err(Refused::Ops)?;
    let cached = p.record.cache_hits == p.record.programs;
    Ok(Compiled { built: Built::Ops(p), cached, compile_ms: results::time::ms_since(t) })
}

impl Refused {
    /// What the row says of this refusal (an op program's under `mode`).
    pub fn message(&self, mode: results::Mode) -> String {
        match self {
            Refused::Whole(e) => e.to_string(),
            Refused::Ops(f) => format!("--mode {mode}: {f}"),
        }
    }
}
