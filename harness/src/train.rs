//! Training steps: a program whose arguments alias its outputs
//! (`tf.aliasing_output`, what `jax.jit(step, donate_argnums=...)` and the
//! zoo's `train` tier emit) is one optimizer step, run K times with its
//! state kept on the device: each step's aliased outputs are donated back
//! as the next step's arguments, with no host round trip. What a run judges
//! (and `baseline record` stores) is the step's *trajectory*:
//!
//! | output | what | tolerance |
//! |---|---|---|
//! | `loss@k`, k = 1..K | the loss each step returned | k x one step's |
//! | `step1.<name>` | every other output after step 1 (updated parameters, optimizer state: the gradients' effect) | one step's |
//! | `final.<name>` | every aliased output after step K | K x one step's |
//!
//! Why the tolerance grows linearly: a step moves the parameters by the
//! learning rate times an update whose rounding error is of one step's
//! size; for the small learning rates and few steps run here, errors of
//! successive steps add rather than multiply (a loss curve that diverges
//! exponentially is a real finding, and fails). The float64 reference of a
//! trajectory holds the `loss@k` values only, so the f64 rule judges the
//! loss curve and allclose the tensors, and the store stays small.

use crate::compilation::{Compilation, Compiler};
use crate::partitioned::Failure;
use runtime::{Argument, DType, DeviceBuffer, Executable, HostTensor};
use suites::definition::{OutputKind, OutputSpec};

/// Steps a training step runs when `--steps` is not given.
pub const DEFAULT_STEPS: usize = 5;

/// `--steps`: 1 to 10,000.
pub fn parse_steps(s: &str) -> Result<usize, String> {
    match s.parse::<usize>() {
        Ok(n @ 1..=10_000) => Ok(n),
        Ok(_) => Err("give 1 to 10000 steps".into()),
        Err(_) => Err(format!("`{s}` is not a number of steps")),
    }
}

/// What the program text says about a training step.
#[derive(Debug, Clone, PartialEq)]
pub struct StepProgram {
    /// Per argument: the output that becomes it at the next step.
    pub aliases: Vec<Option<usize>>,
    /// The loss: the first output no argument aliases that is a float scalar.
    pub loss: usize,
    pub outputs: usize,
}

impl StepProgram {
    /// Reads a step program's aliasing and finds its loss; an error says
    /// what is missing.
    pub fn read(program: &[u8]) -> Result<StepProgram, String> {
        let sig = runtime::parse_main_signature(program).map_err(|e| format!("cannot read the training step's signature: {e}"))?;
        if !sig.aliases.iter().any(Option::is_some) {
            return Err("no argument aliases an output (tf.aliasing_output): not a training step".into());
        }
        let aliased = |o: usize| sig.aliases.contains(&Some(o));
        for (i, a) in sig.aliases.iter().enumerate() {
            if let (Some(o), Some(arg)) = (a, sig.args.get(i)) {
                let out = &sig.results[*o];
                if out.dtype != arg.dtype || out.shape != arg.shape {
                    return Err(format!(
                        "argument {i} ({}) aliases output {o}, which is {}: a step's state must keep its type",
                        arg.display(),
                        out.display()
                    ));
                }
            }
        }
        let loss = (0..sig.results.len())
            .find(|&o| !aliased(o) && sig.results[o].dtype.is_float() && sig.results[o].shape.is_empty())
            .ok_or("no output is a float scalar that no argument aliases: the training step returns no loss")?;
        Ok(StepProgram { aliases: sig.aliases, loss, outputs: sig.results.len() })
    }
}

/// K steps of a training step, as the host sees them afterwards.
#[derive(Debug, Clone)]
pub struct Trajectory {
    /// The loss tensor (a scalar) of every step, in order.
    pub losses: Vec<HostTensor>,
    /// Every output after step 1.
    pub step1: Vec<HostTensor>,
    /// Every aliased output after the last step, by output index.
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
pub fn run_steps(exe: &Executable, prog: &StepProgram, inputs: Vec<HostTensor>, steps: usize) -> Result<Trajectory, String> {
    if steps == 0 {
        return Err("--steps 0 runs nothing (give 1 or more)".into());
    }
    if inputs.len() != prog.aliases.len() {
        return Err(format!("{} inputs given, but the training step takes {}", inputs.len(), prog.aliases.len()));
    }
    let client = exe.client();
    // Copied onto the device (never lent): a donated buffer must own device memory.
    let mut state: Vec<Option<DeviceBuffer>> = Vec::with_capacity(inputs.len());
    let mut fixed: Vec<Option<DeviceBuffer>> = Vec::with_capacity(inputs.len());
    for (i, t) in inputs.into_iter().enumerate() {
        let b = client.to_device(&t).map_err(|e| format!("argument {i} to the device: {e}"))?;
        if prog.aliases[i].is_some() {
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
        let outs = exe.execute_donating(args).map_err(|e| format!("step {k}: {e}"))?;
        if outs.len() != prog.outputs {
            return Err(format!("step {k} returned {} outputs, the program declares {}", outs.len(), prog.outputs));
        }
        let loss = outs[prog.loss].to_host().map_err(|e| format!("step {k}: reading the loss: {e}"))?;
        t.step_ms.push(results::time::ms_since(started));
        t.losses.push(loss);
        if k == 1 {
            t.step1 = outs.iter().map(|b| b.to_host()).collect::<Result<_, _>>().map_err(|e| format!("step 1's outputs: {e}"))?;
        }
        let mut outs: Vec<Option<DeviceBuffer>> = outs.into_iter().map(Some).collect();
        for (i, a) in prog.aliases.iter().enumerate() {
            if let Some(o) = a {
                state[i] = outs[*o].take();
            }
        }
        if k == steps {
            for (i, a) in prog.aliases.iter().enumerate() {
                if let (Some(o), Some(b)) = (a, &state[i]) {
                    let h = b.to_host().map_err(|e| format!("the state after step {k}: {e}"))?;
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
    if inputs.len() != prog.aliases.len() {
        return Err(fail(format!("{} inputs given, but the training step takes {}", inputs.len(), prog.aliases.len())));
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
            let carried = prog.aliases[i].is_some();
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
        let loss = placement.gather(&outputs_of(&outs, prog.loss), prog.loss, &format!("loss@{k}")).map_err(|e| at_step(k, e))?;
        t.step_ms.push(results::time::ms_since(started));
        t.losses.push(loss);
        if k == 1 {
            t.step1 = (0..prog.outputs)
                .map(|o| placement.gather(&outputs_of(&outs, o), o, &format!("step1.{}", name(o))))
                .collect::<Result<_, _>>()
                .map_err(|e| at_step(k, e))?;
        }
        for (d, outs) in outs.into_iter().enumerate() {
            let mut outs: Vec<Option<DeviceBuffer>> = outs.into_iter().map(Some).collect();
            for (i, a) in prog.aliases.iter().enumerate() {
                if let Some(o) = a {
                    state[d][i] = outs[*o].take();
                }
            }
        }
        if k == steps {
            for (i, a) in prog.aliases.iter().enumerate() {
                if let Some(o) = a {
                    let shards: Vec<&DeviceBuffer> = state.iter().filter_map(|s| s[i].as_ref()).collect();
                    if shards.len() != devices {
                        return Err(fail(format!("the state of argument {i} is missing on a device after step {k}")));
                    }
                    t.last.push((*o, placement.gather(&shards, *o, &format!("final.{}", name(*o)))?));
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
    program: &[u8],
    inputs: Vec<HostTensor>,
    steps: usize,
    no_cache: bool,
) -> Result<(Trajectory, crate::compilation::Compiled), String> {
    let prog = StepProgram::read(program)?;
    let compiled = compiler.compile(settings, program, no_cache).map_err(|e| e.to_string())?;
    let t = run_steps(&compiled.exe, &prog, inputs, steps)?;
    Ok((t, compiled))
}

/// The outputs a trajectory is judged by (see the module's table), their
/// specs, and each one's tolerance factor. `names` are the program's own
/// output names (`out<i>` where the manifest has none).
pub fn judged(t: &Trajectory, prog: &StepProgram, names: &[OutputSpec]) -> (Vec<HostTensor>, Vec<OutputSpec>, Vec<f64>) {
    let name = |o: usize| names.get(o).map(|s| s.name.clone()).unwrap_or_else(|| format!("out{o}"));
    let kind = |o: usize| names.get(o).map(|s| s.kind).unwrap_or(OutputKind::Features);
    let spec = |n: String, t: &HostTensor, kind| OutputSpec { name: n, shape: t.shape.clone(), dtype: t.dtype, kind };
    let (mut outs, mut specs, mut scale) = (Vec::new(), Vec::new(), Vec::new());
    for (k, l) in t.losses.iter().enumerate() {
        specs.push(spec(format!("loss@{}", k + 1), l, OutputKind::Features));
        outs.push(l.clone());
        scale.push((k + 1) as f64);
    }
    for (o, v) in t.step1.iter().enumerate().filter(|(o, _)| *o != prog.loss) {
        specs.push(spec(format!("step1.{}", name(o)), v, kind(o)));
        outs.push(v.clone());
        scale.push(1.0);
    }
    let k = t.losses.len() as f64;
    for (o, v) in &t.last {
        specs.push(spec(format!("final.{}", name(*o)), v, kind(*o)));
        outs.push(v.clone());
        scale.push(k);
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

/// The float64 trajectory's losses: the widened program (as written, no
/// numerics rewrite) run from the widened inputs for the same steps.
pub fn f64_losses(
    compiler: &Compiler,
    settings: &Compilation,
    program: &[u8],
    inputs: &[HostTensor],
    steps: usize,
    no_cache: bool,
) -> Result<Vec<HostTensor>, String> {
    let wide_program = baselines::record::f64_program(program)?;
    let wide: Vec<HostTensor> = inputs.iter().map(baselines::record::widen).collect::<Result<_, _>>()?;
    let native = Compilation { numerics: Default::default(), ..*settings };
    let (t, _) =
        compile_and_run(compiler, &native, &wide_program, wide, steps, no_cache).map_err(|e| format!("the float64 variant: {e}"))?;
    if let Some(l) = t.losses.iter().find(|l| l.dtype != DType::F64) {
        return Err(format!("the float64 variant's loss is {}, not f64", l.type_string()));
    }
    Ok(t.losses)
}

/// The first `steps` losses of the stored trajectory of `id` and of its
/// float64 reference, for the loss-curve chart (empty where absent).
pub fn stored_losses(dir: &std::path::Path, tier: &str, id: &str, steps: usize) -> (Vec<f64>, Vec<f64>) {
    let store = baselines::Store::new(dir);
    let first = |b: baselines::Baseline| -> Vec<f64> {
        b.outputs.iter().take(steps).filter(|t| t.shape.is_empty()).filter_map(|t| t.to_f64_vec().first().copied()).collect()
    };
    (store.load(tier, id).map(first).unwrap_or_default(), store.load_f64(tier, id).map(first).unwrap_or_default())
}
