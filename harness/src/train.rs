//! Training steps: a program run K times with its state kept on the
//! device, each step's state outputs donated back as the next step's
//! arguments with no host round trip. What a run judges (and `baseline
//! record` stores) is the step's *trajectory*:
//!
//! | output | what | tolerance |
//! |---|---|---|
//! | `loss@k`, k = 1..K | the loss each step returned | min(k, 10) x one step's |
//! | `step1.<name>` | every other output after step 1 (updated parameters, optimizer state: the gradients' effect) | one step's |
//! | `final.<name>` | every state output after step K | min(K, 10) x one step's |
//!
//! Which output becomes which argument at the next step (the *feed*) is
//! what the definition says ([`StepProgram::of`]): its `[training]` feed in
//! `model.toml` (what `tpu-compat import` writes from the exporter's names,
//! pytree structure or `--feed`), else, for a donated argument, the output
//! of the same name (the zoo's and `scripts/export-hf`'s steps name each
//! updated tensor after its argument). Never the program's aliasing alone:
//! `tf.aliasing_output` is buffer reuse, and JAX pairs each donated
//! argument with the first unused output of its type (a step counter `t`
//! with the loss). A donated argument whose feed is not known is refused,
//! by name.
//!
//! Why the tolerance grows with the step, and stops: a step moves the
//! parameters by the learning rate times an update whose rounding error is
//! of one step's size; over the first steps errors of successive steps add
//! rather than multiply (a loss curve that diverges exponentially is a real
//! finding, and fails). Past [`baselines::trajectory::TOLERANCE_GROWTH_CAP`]
//! steps the bound stops growing: a bound that grows without end accepts
//! anything. The float64 reference of a trajectory is the float64
//! program's whole trajectory ([`f64_trajectory`]), so the f64 rule judges
//! the tensors too: what holds on another host's instruction set. An
//! imported step's is the exporter's own, in the form of its baseline (its
//! float64 loss curve, or its step run once in float64: `crate::import`).

use crate::compilation::{Compilation, Compiler};
use crate::partitioned::Failure;
use baselines::trajectory::{final_name, loss_name, step1_name, tolerance_factor};
use runtime::{Argument, DType, DeviceBuffer, Executable, HostTensor};
use suites::definition::{Manifest, OutputKind, OutputSpec};

/// Steps a training step runs when `--steps` is not given.
pub const DEFAULT_STEPS: usize = results::runspec::DEFAULT_STEPS;

/// A `--steps` the harness does not run.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum BadSteps {
    #[error("give 1 to 10000 steps")]
    OutOfRange,
    #[error("`{0}` is not a number of steps")]
    NotANumber(String),
}

/// `--steps`: 1 to 10,000.
pub fn parse_steps(s: &str) -> Result<usize, BadSteps> {
    match s.parse::<usize>() {
        Ok(n @ 1..=10_000) => Ok(n),
        Ok(_) => Err(BadSteps::OutOfRange),
        Err(_) => Err(BadSteps::NotANumber(s.to_string())),
    }
}

/// Why a definition is not a training step the harness can run: its
/// signature cannot be read, or its manifest and program do not say (or
/// disagree on) which output feeds which argument and which is the loss.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum NotAStep {
    #[error("cannot read the training step's signature: {0}")]
    Signature(String),
    #[error("model.toml lists {listed} arguments, @main takes {takes}")]
    Arguments { listed: usize, takes: usize },
    /// The feed: unknown, unnamed, or pairing values of different types.
    #[error("{0}")]
    Feed(String),
    /// No loss, or one that is not a scalar feeding no argument.
    #[error("{0}")]
    Loss(String),
}

/// Why the steps of a training step did not all run; each names the step
/// or argument at fault.
#[derive(Debug, thiserror::Error)]
pub enum StepsError {
    #[error("--steps 0 runs nothing (give 1 or more)")]
    NoSteps,
    #[error("{given} inputs given, but the training step takes {takes}")]
    Inputs { given: usize, takes: usize },
    #[error("argument {argument} to the device: {source}")]
    ToDevice { argument: usize, source: runtime::RuntimeError },
    #[error("step {step}: {source}")]
    Execute { step: usize, source: runtime::RuntimeError },
    #[error("step {step} returned {returned} outputs, the program declares {declared}")]
    Outputs { step: usize, returned: usize, declared: usize },
    #[error("step {step}: reading the loss: {source}")]
    ReadLoss { step: usize, source: runtime::RuntimeError },
    #[error("step 1's outputs: {0}")]
    ReadStep1(runtime::RuntimeError),
    #[error("the state after step {step}: {source}")]
    ReadState { step: usize, source: runtime::RuntimeError },
}

/// Why [`compile_and_run`] gave no trajectory.
#[derive(Debug, thiserror::Error)]
pub enum StepRunError {
    #[error("{0}")]
    Compile(crate::compilation::CompileFailure),
    #[error(transparent)]
    Steps(#[from] StepsError),
}

/// A training step as its definition describes it.
#[derive(Debug, Clone, PartialEq)]
pub struct StepProgram {
    /// Per argument: the output that becomes it at the next step (`None`:
    /// it stays as given, the batch).
    pub feed: Vec<Option<usize>>,
    /// The loss: `[training] loss`, else the first float scalar output that feeds no argument.
    pub loss: usize,
    pub outputs: usize,
    /// Steps the stored baseline holds where a run judges no more
    /// (`[training] baseline_steps`: one step's outputs imported).
    pub baseline_steps: Option<usize>,
    /// The stored baseline is a loss curve alone (`[training] losses_only`).
    pub losses_only: bool,
}

impl StepProgram {
    /// The feed as (argument, output) pairs, in argument order.
    pub fn pairs(&self) -> Vec<(usize, usize)> {
        self.feed.iter().enumerate().filter_map(|(a, o)| o.map(|o| (a, o))).collect()
    }
}

/// Whether `program` donates an argument (`tf.aliasing_output` or
/// `jax.buffer_donor = true`): what makes it run as a training step.
pub fn donates(program: &[u8]) -> bool {
    runtime::parse_main_signature(program).is_ok_and(|s| s.donors.iter().any(|d| *d))
}

/// At most this many names in a message; the rest are counted.
const NAMED: usize = 5;

/// `items` joined, the first [`NAMED`] of them, with a count of the rest.
fn listed(items: &[String]) -> String {
    let mut s = items.iter().take(NAMED).cloned().collect::<Vec<_>>().join(", ");
    if items.len() > NAMED {
        s.push_str(&format!(" and {} more", items.len() - NAMED));
    }
    s
}

impl StepProgram {
    /// [`StepProgram::of`] a definition's program and manifest.
    pub fn read(def: &suites::Definition) -> Result<StepProgram, NotAStep> {
        StepProgram::of(&def.program, &def.manifest)
    }

    /// Reads which output feeds which argument (see the module doc) and
    /// finds the loss; an error names what is missing or wrong.
    pub fn of(program: &[u8], manifest: &Manifest) -> Result<StepProgram, NotAStep> {
        let sig = runtime::parse_main_signature(program).map_err(|e| NotAStep::Signature(e.to_string()))?;
        if manifest.arguments.len() != sig.args.len() {
            return Err(NotAStep::Arguments { listed: manifest.arguments.len(), takes: sig.args.len() });
        }
        let arg_name = |i: usize| manifest.arguments[i].name.clone();
        let named_outputs = manifest.outputs.len() == sig.results.len();
        let out_name = |o: usize| if named_outputs { manifest.outputs[o].name.clone() } else { format!("out{o}") };
        let output_named = |n: &str| (0..sig.results.len()).find(|&o| out_name(o) == n);
        let mut feed: Vec<Option<usize>> = vec![None; sig.args.len()];
        match &manifest.training {
            Some(t) => {
                for (a, o) in &t.feed {
                    let i = (0..sig.args.len())
                        .find(|&i| arg_name(i) == *a)
                        .ok_or_else(|| NotAStep::Feed(format!("model.toml [training] feed: no argument is named `{a}`")))?;
                    let out = output_named(o).ok_or_else(|| {
                        NotAStep::Feed(format!("model.toml [training] feed: `{a}` is fed by `{o}`, but no output is named `{o}`"))
                    })?;
                    feed[i] = Some(out);
                }
            }
            None => {
                let donors: Vec<usize> = (0..sig.args.len()).filter(|&i| sig.donors.get(i).copied().unwrap_or(false)).collect();
                if donors.is_empty() {
                    return Err(NotAStep::Feed(
                        "no argument is donated (tf.aliasing_output or jax.buffer_donor) and model.toml has no [training] feed: not a training step"
                            .into(),
                    ));
                }
                let mut unknown = Vec::new();
                for i in donors {
                    match output_named(&arg_name(i)) {
                        Some(o) => feed[i] = Some(o),
                        None => unknown.push(format!("`{}` (#{i})", arg_name(i))),
                    }
                }
                if !unknown.is_empty() {
                    return Err(NotAStep::Feed(format!(
                        "which output becomes the donated argument{} {} at the next step is not known: no output has its name, and \
                         the program's aliasing is buffer reuse, not the feed (JAX pairs a donated argument with the first unused \
                         output of its type); give it in model.toml's [training] feed, or import with `--feed ARG=OUT`",
                        if unknown.len() > 1 { "s" } else { "" },
                        listed(&unknown)
                    )));
                }
            }
        }
        for (i, f) in feed.iter().enumerate() {
            if let Some(o) = f {
                let (arg, out) = (&sig.args[i], &sig.results[*o]);
                if arg.dtype != out.dtype || arg.shape != out.shape {
                    return Err(NotAStep::Feed(format!(
                        "argument `{}` ({}) is fed by output `{}`, which is {}: a step's state must keep its type",
                        arg_name(i),
                        arg.display(),
                        out_name(*o),
                        out.display()
                    )));
                }
                if let Some(j) = feed[..i].iter().position(|g| g == f) {
                    return Err(NotAStep::Feed(format!(
                        "output `{}` feeds both `{}` and `{}`: each state output feeds one argument",
                        out_name(*o),
                        arg_name(j),
                        arg_name(i)
                    )));
                }
            }
        }
        let fed = |o: usize| feed.contains(&Some(o));
        let loss = match manifest.training.as_ref().and_then(|t| t.loss.as_deref()) {
            Some(n) => output_named(n).ok_or_else(|| NotAStep::Loss(format!("model.toml [training] loss: no output is named `{n}`")))?,
            None => {
                (0..sig.results.len()).find(|&o| !fed(o) && sig.results[o].dtype.is_float() && sig.results[o].shape.is_empty()).ok_or_else(
                    || NotAStep::Loss("no output is a float scalar that feeds no argument: the training step returns no loss".into()),
                )?
            }
        };
        if fed(loss) || !sig.results[loss].shape.is_empty() {
            return Err(NotAStep::Loss(format!("the loss `{}` must be a scalar that feeds no argument", out_name(loss))));
        }
        let baseline_steps = manifest.training.as_ref().and_then(|t| t.baseline_steps);
        let losses_only = manifest.training.as_ref().is_some_and(|t| t.losses_only);
        Ok(StepProgram { feed, loss, outputs: sig.results.len(), baseline_steps, losses_only })
    }
}

/// K steps of a training step, as the host sees them afterwards.
#[derive(Debug, Clone)]
pub struct Trajectory {
    /// The loss tensor (a scalar) of every step, in order.
    pub losses: Vec<HostTensor>,
    /// Every output after step 1.
    pub step1: Vec<HostTensor>,
    /// Every state output after the last step, by output index.
    pub last: Vec<(usize, HostTensor)>,
    /// Milliseconds each step's execution took (including reading its loss back).
    pub step_ms: Vec<f64>,
}

impl Trajectory {
    pub fn loss_values(&self) -> Vec<f64> {
        self.losses.iter().map(|t| t.to_f64_vec().first().copied().unwrap_or(f64::NAN)).collect()
    }
}

/// Runs `steps` steps of `exe` from `inputs`: the inputs go to the device
/// once, each step donates the state it was given and keeps the state it
/// returned; only the loss (a scalar) comes back to the host each step, and
/// every output after step 1 and the state after the last.
pub fn run_steps(exe: &Executable, prog: &StepProgram, inputs: Vec<HostTensor>, steps: usize) -> Result<Trajectory, StepsError> {
    // Each input is freed as soon as its copy is on the device.
    steps_on(exe, prog, inputs.len(), inputs.into_iter().map(|t| exe.client().to_device(&t)), steps)
}

/// [`run_steps`] from inputs left as they are (to run the same steps again).
pub fn run_steps_from(exe: &Executable, prog: &StepProgram, inputs: &[HostTensor], steps: usize) -> Result<Trajectory, StepsError> {
    steps_on(exe, prog, inputs.len(), inputs.iter().map(|t| exe.client().to_device(t)), steps)
}

fn steps_on(
    exe: &Executable,
    prog: &StepProgram,
    given: usize,
    uploads: impl Iterator<Item = runtime::Result<DeviceBuffer>>,
    steps: usize,
) -> Result<Trajectory, StepsError> {
    if steps == 0 {
        return Err(StepsError::NoSteps);
    }
    if given != prog.feed.len() {
        return Err(StepsError::Inputs { given, takes: prog.feed.len() });
    }
    // Copied onto the device (never lent): a donated buffer must own device memory.
    let mut state: Vec<Option<DeviceBuffer>> = Vec::with_capacity(given);
    let mut fixed: Vec<Option<DeviceBuffer>> = Vec::with_capacity(given);
    for (i, b) in uploads.enumerate() {
        let b = b.map_err(|source| StepsError::ToDevice { argument: i, source })?;
        if prog.feed[i].is_some() {
            state.push(Some(b));
            fixed.push(None);
        } else {
            state.push(None);
            fixed.push(Some(b));
        }
    }
    let mut t = Trajectory { losses: Vec::new(), step1: Vec::new(), last: Vec::new(), step_ms: Vec::new() };
    for k in 1..=steps {
        let started = std::time::Instant::now();
        let args: Vec<Argument<'_>> = state
            .iter_mut()
            .zip(&fixed)
            .map(|(s, f)| match (s.take(), f) {
                (Some(b), _) => Argument::Donated(b),
                (None, Some(f)) => Argument::Borrowed(f),
                (None, None) => unreachable!("every argument is state or fixed"),
            })
            .collect();
        let outs = exe.execute_donating(args).map_err(|source| StepsError::Execute { step: k, source })?;
        if outs.len() != prog.outputs {
            return Err(StepsError::Outputs { step: k, returned: outs.len(), declared: prog.outputs });
        }
        let loss = outs[prog.loss].to_host().map_err(|source| StepsError::ReadLoss { step: k, source })?;
        t.step_ms.push(results::time::ms_since(started));
        t.losses.push(loss);
        if k == 1 {
            t.step1 = outs.iter().map(|b| b.to_host()).collect::<Result<_, _>>().map_err(StepsError::ReadStep1)?;
        }
        let mut outs: Vec<Option<DeviceBuffer>> = outs.into_iter().map(Some).collect();
        for (i, a) in prog.feed.iter().enumerate() {
            if let Some(o) = a {
                state[i] = outs[*o].take();
            }
        }
        if k == steps {
            for (i, a) in prog.feed.iter().enumerate() {
                if let (Some(o), Some(b)) = (a, &state[i]) {
                    let h = b.to_host().map_err(|source| StepsError::ReadState { step: k, source })?;
                    t.last.push((*o, h));
                }
            }
            t.last.sort_by_key(|(o, _)| *o);
        }
    }
    Ok(t)
}

/// [`run_steps`] over the `devices` devices `exe` was compiled for, from
/// global `inputs` split by `program`'s shardings
/// ([`crate::partitioned::place`]): every device keeps its shard of the
/// state between steps, each step donates every device's state buffers
/// and keeps the ones returned; only the loss comes back each step, and
/// its copies must agree (a device that disagrees fails the trajectory,
/// named with its difference). Step 1's outputs and the last state are
/// assembled from the shards.
pub fn run_steps_on_devices(
    exe: &Executable,
    prog: &StepProgram,
    program: &[u8],
    inputs: &[HostTensor],
    devices: usize,
    steps: usize,
    names: &[OutputSpec],
) -> Result<Trajectory, Failure> {
    let fail = |m: String| Failure::Inputs(m);
    if steps == 0 {
        return Err(fail("--steps 0 runs nothing (give 1 or more)".into()));
    }
    if inputs.len() != prog.feed.len() {
        return Err(fail(format!("{} inputs given, but the training step takes {}", inputs.len(), prog.feed.len())));
    }
    let (placement, lists) = crate::partitioned::place(exe, program, inputs, devices, true)?;
    if placement.results() != prog.outputs {
        return Err(fail(format!("@main declares {} results, the training step {}", placement.results(), prog.outputs)));
    }
    let name = |o: usize| names.get(o).map(|s| s.name.clone()).unwrap_or_else(|| format!("out{o}"));
    // Per device: the state it is given (taken each step) and the arguments it keeps.
    let (mut state, mut fixed): (PerDevice, PerDevice) = (Vec::new(), Vec::new());
    for list in lists {
        let (mut s, mut f) = (Vec::with_capacity(list.len()), Vec::with_capacity(list.len()));
        for (i, b) in list.into_iter().enumerate() {
            let carried = prog.feed[i].is_some();
            let (b, other) = if carried { (Some(b), None) } else { (None, Some(b)) };
            s.push(b);
            f.push(other);
        }
        state.push(s);
        fixed.push(f);
    }
    let mut t = Trajectory { losses: Vec::new(), step1: Vec::new(), last: Vec::new(), step_ms: Vec::new() };
    for k in 1..=steps {
        let started = std::time::Instant::now();
        let args: Vec<Vec<Argument<'_>>> = state
            .iter_mut()
            .zip(&fixed)
            .map(|(s, f)| {
                s.iter_mut()
                    .zip(f)
                    .map(|(s, f)| match (s.take(), f) {
                        (Some(b), _) => Argument::Donated(b),
                        (None, Some(f)) => Argument::Borrowed(f),
                        (None, None) => unreachable!("every argument is state or fixed"),
                    })
                    .collect()
            })
            .collect();
        let outs = exe.execute_on_devices_donating(args).map_err(Failure::Execute)?;
        if let Some((d, o)) = outs.iter().enumerate().find(|(_, o)| o.len() != prog.outputs) {
            return Err(Failure::Outputs {
                message: format!(
                    "step {k}: device {} returned {} outputs, the program declares {}",
                    placement.devices[d],
                    o.len(),
                    prog.outputs
                ),
                disagreements: Vec::new(),
            });
        }
        let loss = placement.gather(&outputs_of(&outs, prog.loss), prog.loss, &loss_name(k)).map_err(|e| at_step(k, e))?;
        t.step_ms.push(results::time::ms_since(started));
        t.losses.push(loss);
        if k == 1 {
            t.step1 = (0..prog.outputs)
                .map(|o| placement.gather(&outputs_of(&outs, o), o, &step1_name(&name(o))))
                .collect::<Result<_, _>>()
                .map_err(|e| at_step(k, e))?;
        }
        for (d, outs) in outs.into_iter().enumerate() {
            let mut outs: Vec<Option<DeviceBuffer>> = outs.into_iter().map(Some).collect();
            for (i, a) in prog.feed.iter().enumerate() {
                if let Some(o) = a {
                    state[d][i] = outs[*o].take();
                }
            }
        }
        if k == steps {
            for (i, a) in prog.feed.iter().enumerate() {
                if let Some(o) = a {
                    let shards: Vec<&DeviceBuffer> = state.iter().filter_map(|s| s[i].as_ref()).collect();
                    if shards.len() != devices {
                        return Err(fail(format!("the state of argument {i} is missing on a device after step {k}")));
                    }
                    t.last.push((*o, placement.gather(&shards, *o, &final_name(&name(*o)))?));
                }
            }
            t.last.sort_by_key(|(o, _)| *o);
        }
    }
    Ok(t)
}

/// Per device, per argument: a buffer, or none.
type PerDevice = Vec<Vec<Option<DeviceBuffer>>>;

/// Output `o` of every device.
fn outputs_of(outs: &[Vec<DeviceBuffer>], o: usize) -> Vec<&DeviceBuffer> {
    outs.iter().map(|d| &d[o]).collect()
}

/// `e`, its message prefixed with the step it happened at.
fn at_step(k: usize, e: Failure) -> Failure {
    match e {
        Failure::Outputs { message, disagreements } => Failure::Outputs { message: format!("step {k}: {message}"), disagreements },
        Failure::Inputs(m) => Failure::Inputs(format!("step {k}: {m}")),
        other => other,
    }
}

/// Compiles a training step through the compile service and runs it.
pub fn compile_and_run(
    compiler: &Compiler,
    settings: &Compilation,
    prog: &StepProgram,
    program: &[u8],
    inputs: Vec<HostTensor>,
    steps: usize,
    no_cache: bool,
) -> Result<(Trajectory, crate::compilation::Compiled), StepRunError> {
    let compiled = compiler.compile(settings, program, no_cache).map_err(StepRunError::Compile)?;
    let t = run_steps(&compiled.exe, prog, inputs, steps)?;
    Ok((t, compiled))
}

/// The outputs a trajectory is judged by (see the module's table), their
/// specs, and each one's tolerance factor. `names` are the program's own
/// output names (`out<i>` where the manifest has none). Where the baseline
/// holds fewer steps ([`StepProgram::baseline_steps`]: one step's outputs
/// imported), the losses it holds and step 1's outputs are judged, not the
/// final state; where it is a loss curve alone ([`StepProgram::losses_only`]),
/// the losses.
pub fn judged(t: &Trajectory, prog: &StepProgram, names: &[OutputSpec]) -> (Vec<HostTensor>, Vec<OutputSpec>, Vec<f64>) {
    let name = |o: usize| names.get(o).map(|s| s.name.clone()).unwrap_or_else(|| format!("out{o}"));
    let kind = |o: usize| names.get(o).map(|s| s.kind).unwrap_or(OutputKind::Features);
    let spec = |n: String, t: &HostTensor, kind| OutputSpec { name: n, shape: t.shape.clone(), dtype: t.dtype, kind };
    let (mut outs, mut specs, mut scale) = (Vec::new(), Vec::new(), Vec::new());
    let losses = prog.baseline_steps.map_or(t.losses.len(), |n| n.min(t.losses.len()));
    for (k, l) in t.losses.iter().take(losses).enumerate() {
        specs.push(spec(loss_name(k + 1), l, OutputKind::Features));
        outs.push(l.clone());
        scale.push(tolerance_factor(k + 1));
    }
    if prog.losses_only {
        return (outs, specs, scale);
    }
    for (o, v) in t.step1.iter().enumerate().filter(|(o, _)| *o != prog.loss) {
        specs.push(spec(step1_name(&name(o)), v, kind(o)));
        outs.push(v.clone());
        scale.push(1.0);
    }
    if prog.baseline_steps.is_none() {
        for (o, v) in &t.last {
            specs.push(spec(final_name(&name(*o)), v, kind(*o)));
            outs.push(v.clone());
            scale.push(tolerance_factor(t.losses.len()));
        }
    }
    (outs, specs, scale)
}

/// The provenance key, and its value, of a baseline that holds the loss
/// curve alone (`loss@1..K`, no tensors): what a reference outside the
/// harness records (`scripts/export-hf`'s PyTorch training steps, whose
/// parameter names and optimizer state need not match the program's
/// outputs one for one). A run judges such a trajectory by its losses.
pub const LOSS_CURVE_KEY: (&str, &str) = ("trajectory", "loss");

/// The number of steps of the stored baseline of `id` where it is a loss
/// curve alone (see [`LOSS_CURVE_KEY`]); `None` where it is a whole
/// trajectory, or there is none or it cannot be read (the judge then says why).
pub fn loss_curve_steps(store: &baselines::Store, tier: &str, id: &str) -> Option<usize> {
    let b = store.load(tier, id).ok()?;
    (b.provenance.extras.get(LOSS_CURVE_KEY.0).map(String::as_str) == Some(LOSS_CURVE_KEY.1)).then_some(b.outputs.len())
}

/// The float64 trajectory: the widened program (as written, no numerics
/// rewrite) run from the widened inputs for the same steps, its outputs laid
/// out as [`judged`] lays out the run's (`loss@k`, `step1.*`, `final.*`), so
/// the f64 rule judges the tensors as well as the loss curve. Why the
/// tensors need it: AdamW's update `m / (sqrt(v) + eps)` of a parameter
/// whose gradient is near zero (a sum that cancels) turns a one-ulp
/// difference in the gradient into a visible difference of the parameter,
/// and XLA:CPU's code differs by the host's instruction set; float64 tells
/// an equally accurate trajectory from a wrong one.
pub fn f64_trajectory(
    compiler: &Compiler,
    settings: &Compilation,
    prog: &StepProgram,
    program: &[u8],
    inputs: &[HostTensor],
    steps: usize,
    no_cache: bool,
) -> Result<Vec<HostTensor>, String> {
    let wide_program = ::program::float64::widen_program(program).map_err(|e| e.to_string())?;
    let wide: Vec<HostTensor> = inputs.iter().map(baselines::record::widen).collect::<Result<_, _>>().map_err(|e| e.to_string())?;
    let native = Compilation { numerics: Default::default(), ..*settings };
    let (t, _) =
        compile_and_run(compiler, &native, prog, &wide_program, wide, steps, no_cache).map_err(|e| format!("the float64 variant: {e}"))?;
    if let Some(l) = t.losses.iter().find(|l| l.dtype != DType::F64) {
        return Err(format!("the float64 variant's loss is {}, not f64", l.type_string()));
    }
    Ok(judged(&t, prog, &[]).0)
}

/// The provenance key of an imported trajectory's number of steps (its
/// losses come first; a one-step import holds one).
pub const STEPS_KEY: &str = "trajectory_steps";

/// The first `steps` losses of the stored trajectory of `id` and of its
/// float64 reference, for the loss-curve chart (empty where absent; no more
/// than the trajectory's own steps where its provenance says them).
pub fn stored_losses(dir: &std::path::Path, tier: &str, id: &str, steps: usize) -> (Vec<f64>, Vec<f64>) {
    let store = baselines::Store::new(dir);
    let first = |b: baselines::Baseline| -> Vec<f64> {
        let held = b.provenance.extras.get(STEPS_KEY).and_then(|n| n.parse::<usize>().ok()).unwrap_or(steps);
        b.outputs.iter().take(steps.min(held)).filter(|t| t.shape.is_empty()).filter_map(|t| t.to_f64_vec().first().copied()).collect()
    };
    (store.load(tier, id).map(first).unwrap_or_default(), store.load_f64(tier, id).map(first).unwrap_or_default())
}
