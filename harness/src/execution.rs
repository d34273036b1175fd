//! How a definition's program runs, whatever asks: the worker's program
//! handler (a run), baseline recording and `diverge` all read the
//! program's [`ProgramKind`] here and run it through one [`Execution`]:
//! run once or run K steps (a training step, its state kept on the
//! device), on one device or on N at once (a sharded program, from global
//! tensors). Its stages are the pipeline's: [`Execution::read`] (what the
//! program text must say for this execution: the step's aliasing, a
//! program not run yet), [`Ready::compile`] (through the compile service,
//! for the execution's devices) and [`Ready::execute`], which yields the
//! outputs a judge compares ([`Ran`]: names, specs, tolerance factors, the
//! loss curve); the judging stays with the caller. A compile-only target
//! (a topology, no chips) reads none of this: it compiles the program as
//! loaded, with the same settings (`crate::worker::program`).
//!
//! This module sits below the worker and recording, so neither imports the
//! other: what "how to run kind K" means is written once.

use crate::compilation::{Compilation, CompileFailure, Compiled, Compiler};
use crate::partitioned::{self, Failure};
use crate::train::{self, StepProgram};
use runtime::{DeviceBuffer, Executable, HostTensor};
use suites::definition::{Manifest, OutputSpec};

/// How a definition's program runs, read from its text: sharded when it
/// declares more than one device (`mhlo.num_partitions`/`num_replicas`, a
/// Shardy mesh or a tiled sharding: it runs on that many devices at once), a
/// training step when it donates arguments (`tf.aliasing_output` or
/// `jax.buffer_donor`; which output feeds which is `crate::train`'s: its
/// state is carried from step to step; both: a sharded training step), else
/// a plain forward call.
/// Bytecode, whose text is not read, runs plain.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ProgramKind {
    Plain,
    TrainingStep,
    Sharded { devices: usize },
    ShardedTrainingStep { devices: usize },
}

impl ProgramKind {
    /// The kind; `Err` where the program speaks of shardings it cannot be read for.
    pub fn of(program: &[u8]) -> Result<ProgramKind, String> {
        let steps = train::donates(program);
        let devices = partitioned::declared_devices(program)?.filter(|&d| d > 1);
        Ok(match (devices, steps) {
            (Some(devices), false) => ProgramKind::Sharded { devices },
            (Some(devices), true) => ProgramKind::ShardedTrainingStep { devices },
            (None, true) => ProgramKind::TrainingStep,
            (None, false) => ProgramKind::Plain,
        })
    }

    /// The devices one execution of the program runs on.
    pub fn devices(self) -> usize {
        match self {
            ProgramKind::Sharded { devices } | ProgramKind::ShardedTrainingStep { devices } => devices,
            _ => 1,
        }
    }

    /// Whether it is a training step (run K steps, not once).
    pub fn is_training_step(self) -> bool {
        matches!(self, ProgramKind::TrainingStep | ProgramKind::ShardedTrainingStep { .. })
    }

    /// Its execution, a training step running `steps` steps.
    pub fn execution(self, steps: usize) -> Execution {
        Execution { devices: self.devices(), steps: self.is_training_step().then_some(steps) }
    }

    /// The execution its reference is computed by: on one device (the
    /// program's shardings ignored), except a forward program that only
    /// means something on its devices (`shard_map`, explicit collectives),
    /// which has no one-device counterpart.
    pub fn reference(self, program: &[u8], steps: usize) -> Execution {
        let own = self.execution(steps);
        if own.steps.is_none() && own.devices > 1 && runtime::sharding::needs_its_devices(program) {
            own
        } else {
            own.on_one_device()
        }
    }
}

/// One execution of a program: once or `steps` steps, on `devices` devices.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Execution {
    pub devices: usize,
    /// `Some(K)`: a training step run K times with its state on the device.
    pub steps: Option<usize>,
}

impl Execution {
    /// The same execution on one device.
    pub fn on_one_device(self) -> Execution {
        Execution { devices: 1, ..self }
    }

    /// The compile settings for its devices.
    pub fn settings(&self, settings: &Compilation) -> Compilation {
        if self.devices > 1 {
            settings.on_devices(self.devices)
        } else {
            *settings
        }
    }

    /// Reads what this execution needs of the program text (the load
    /// stage): a replicated program is not run yet, a training step must
    /// say which output feeds each donated argument and return a loss (its
    /// `manifest`'s `[training]` section or names). `Err` says what is wrong.
    pub fn read<'p>(self, program: &'p [u8], manifest: &Manifest) -> Result<Ready<'p>, String> {
        if self.devices > 1 {
            if let Some(m) = partitioned::not_run_yet(program) {
                return Err(m);
            }
        }
        let steps = match self.steps {
            Some(k) => Some((k, StepProgram::of(program, manifest).map_err(|e| e.to_string())?)),
            None => None,
        };
        Ok(Ready { execution: self, program, steps })
    }
}

/// A program read for an execution, ready to compile and execute.
pub struct Ready<'p> {
    pub execution: Execution,
    pub program: &'p [u8],
    /// The steps to run and the step's aliasing and loss, for a training step.
    steps: Option<(usize, StepProgram)>,
}

/// What an execution yields for a judge: the outputs in the order they are
/// judged, with their names (one per output), the specs and tolerance
/// factors a trajectory is judged by (`None`/empty: the manifest's outputs,
/// factor 1), the loss of each step, and the devices the outputs came from.
pub struct Ran {
    pub outputs: Vec<HostTensor>,
    pub names: Vec<String>,
    pub specs: Option<Vec<OutputSpec>>,
    pub scale: Vec<f64>,
    pub losses: Option<Vec<f64>>,
    pub placed: Vec<usize>,
}

impl Ran {
    /// A judge's request for these outputs of `def` (its own specs and
    /// factors for a trajectory).
    pub fn request<'a>(&'a self, tier: &'a str, def: &'a suites::Definition, hash: &'a str) -> baselines::Request<'a> {
        let base = baselines::Request::for_definition(tier, def, hash, &self.outputs);
        match &self.specs {
            Some(specs) => baselines::Request { output_specs: specs, tolerance_scale: &self.scale, ..base },
            None => base,
        }
    }

    /// Keeps the first `n` outputs (a loss-curve baseline judges `loss@1..n` alone).
    pub fn truncate(&mut self, n: usize) {
        self.outputs.truncate(n);
        self.names.truncate(n);
        if let Some(s) = self.specs.as_mut() {
            s.truncate(n);
        }
        self.scale.truncate(n);
    }
}

impl Ready<'_> {
    /// Compiles the program for the execution's devices through the compile service.
    pub fn compile(&self, compiler: &Compiler, settings: &Compilation, no_cache: bool) -> Result<Compiled, CompileFailure> {
        compiler.compile(&self.execution.settings(settings), self.program, no_cache)
    }

    /// Executes `exe` (compiled by [`Ready::compile`]) from global `inputs`;
    /// `outputs` are the manifest's output specs (names; `out<i>` where
    /// absent). On one device the inputs are taken (the device may keep
    /// their memory); over several they are split and copied, and left for
    /// a reference run.
    pub fn execute(&self, exe: &Executable, inputs: &mut Vec<HostTensor>, outputs: &[OutputSpec]) -> Result<Ran, Failure> {
        self.execute_keeping(exe, inputs, outputs, false).map(|(ran, _)| ran)
    }

    /// [`Ready::execute`], and with `keep` what running it again needs
    /// ([`Kept`]): the inputs as this execution holds them anyway, never a
    /// second copy of them.
    pub fn execute_keeping(
        &self,
        exe: &Executable,
        inputs: &mut Vec<HostTensor>,
        outputs: &[OutputSpec],
        keep: bool,
    ) -> Result<(Ran, Option<Kept>), Failure> {
        match (&self.steps, self.execution.devices) {
            (None, 1) => {
                let buffers = exe.upload_owned(std::mem::take(inputs)).map_err(Failure::Execute)?;
                let ran = self.run(exe, Source::Device(&buffers), outputs)?;
                Ok((ran, keep.then_some(Kept::OnDevice(buffers))))
            }
            (Some(_), 1) if !keep => Ok((self.run(exe, Source::Taken(std::mem::take(inputs)), outputs)?, None)),
            _ => Ok((self.run(exe, Source::Host(inputs), outputs)?, keep.then_some(Kept::InPlace))),
        }
    }

    /// Runs the execution again from what [`Ready::execute_keeping`] kept
    /// and the `inputs` it left.
    pub fn execute_again(&self, exe: &Executable, kept: &Kept, inputs: &[HostTensor], outputs: &[OutputSpec]) -> Result<Ran, Failure> {
        match kept {
            Kept::OnDevice(buffers) => self.run(exe, Source::Device(buffers), outputs),
            Kept::InPlace => self.run(exe, Source::Host(inputs), outputs),
        }
    }

    fn run(&self, exe: &Executable, from: Source<'_>, outputs: &[OutputSpec]) -> Result<Ran, Failure> {
        let devices = self.execution.devices;
        let name = |i: usize| outputs.get(i).map(|o| o.name.clone()).unwrap_or_else(|| format!("out{i}"));
        let placed = if devices > 1 { exe.addressable_devices().unwrap_or_else(|_| (0..devices).collect()) } else { vec![0] };
        let ran = |outs: Vec<HostTensor>| Ran {
            names: (0..outs.len()).map(name).collect(),
            outputs: outs,
            specs: None,
            scale: Vec::new(),
            losses: None,
            placed: placed.clone(),
        };
        match &self.steps {
            None if devices == 1 => match from {
                Source::Device(buffers) => exe.run_on(buffers).map(ran).map_err(Failure::Execute),
                Source::Taken(inputs) => exe.run_owned(inputs).map(ran).map_err(Failure::Execute),
                Source::Host(inputs) => exe.run(inputs).map(ran).map_err(Failure::Execute),
            },
            None => {
                let names: Vec<String> = outputs.iter().map(|o| o.name.clone()).collect();
                partitioned::execute(exe, self.program, from.host()?, devices, &names).map(ran)
            }
            Some((k, step)) => {
                let k = *k;
                let t = if devices == 1 {
                    let t = match from {
                        Source::Taken(inputs) => train::run_steps(exe, step, inputs, k),
                        Source::Host(inputs) => train::run_steps_from(exe, step, inputs, k),
                        Source::Device(_) => return Err(not_on_host()),
                    };
                    t.map_err(|e| Failure::Inputs(e.to_string()))?
                } else {
                    train::run_steps_on_devices(exe, step, self.program, from.host()?, devices, k, outputs)?
                };
                let (outs, specs, scale) = train::judged(&t, step, outputs);
                Ok(Ran {
                    names: specs.iter().map(|s| s.name.clone()).collect(),
                    outputs: outs,
                    specs: Some(specs),
                    scale,
                    losses: Some(t.loss_values()),
                    placed,
                })
            }
        }
    }
}

/// Only a program run once on one device runs from buffers on the device;
/// anything else asked to is the harness's own error, said as one.
fn not_on_host() -> Failure {
    Failure::Inputs("the harness ran this execution from device buffers, which only a program run once on one device runs from".into())
}

/// What an execution runs from: inputs it takes, host inputs it leaves
/// as they are, or buffers already on its one device.
enum Source<'a> {
    Taken(Vec<HostTensor>),
    Host(&'a [HostTensor]),
    Device(&'a [DeviceBuffer]),
}

impl<'a> Source<'a> {
    /// The host inputs of an execution that splits or uploads them itself.
    fn host(&self) -> Result<&'a [HostTensor], Failure> {
        match self {
            Source::Host(inputs) => Ok(inputs),
            _ => Err(not_on_host()),
        }
    }
}

/// What [`Ready::execute_keeping`] keeps to run the same execution again
/// (the determinism replay, `--repeat`): what the judged execution used,
/// never a copy of it. A program run once on one device keeps its input
/// buffers on the device (where the plugin aliases host memory, as the CPU
/// plugin does, they are the inputs' one copy) and runs on them again; any
/// other execution runs again from the host inputs it left in place: a
/// training step's (its state on the device is donated step by step, so
/// the first step's comes from the host again; without a replay they are
/// freed as they go to the device: [`Kept::extra_host_bytes`]) and a
/// program's over several devices (split and copied each run).
pub enum Kept {
    OnDevice(Vec<DeviceBuffer>),
    InPlace,
}

impl Kept {
    /// Host bytes that keeping costs beyond the execution itself: a training
    /// step's host inputs on one device, held while its state is on the device.
    pub fn extra_host_bytes(execution: Execution, inputs: &[HostTensor]) -> u64 {
        match (execution.steps, execution.devices) {
            (Some(_), 1) => inputs.iter().map(|t| t.data.len() as u64).sum(),
            _ => 0,
        }
    }
}

/// Reads, compiles and executes `program` for `execution` in one go (what
/// recording and a reference run need: no stage in between is reported).
pub fn run(
    compiler: &Compiler,
    settings: &Compilation,
    execution: Execution,
    program: &[u8],
    mut inputs: Vec<HostTensor>,
    manifest: &Manifest,
    no_cache: bool,
) -> Result<Ran, RunFailure> {
    let ready = execution.read(program, manifest).map_err(RunFailure::Read)?;
    let exe = ready.compile(compiler, settings, no_cache).map_err(RunFailure::Compile)?.exe;
    ready.execute(&exe, &mut inputs, &manifest.outputs).map_err(RunFailure::Execute)
}

/// Why [`run`] failed, by stage.
#[derive(Debug)]
pub enum RunFailure {
    Read(String),
    Compile(CompileFailure),
    Execute(Failure),
}

impl std::fmt::Display for RunFailure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RunFailure::Read(m) => f.write_str(m),
            RunFailure::Compile(e) => write!(f, "{e}"),
            RunFailure::Execute(e) => write!(f, "{e}"),
        }
    }
}
