//! Localizing a numerical divergence: which op of a definition's program is
//! the first to compute wrongly on a device, how the error grows after it,
//! and a one-op repro of it.
//!
//! The program is instrumented so that `@main` also returns the values to
//! watch: every result of a top-level op of `@main` with a static shape
//! (`runtime::program_text`), constants aside, in program order. Ops inside
//! regions (reduce bodies, while loops) are watched through their parent's
//! results; the functions `@main` calls (JAX's private helpers) are inlined
//! first (`runtime::program_text::inline_calls`), so their ops are watched
//! one by one and reported at the line where they are written, with their
//! function. Values are split into batches of bounded bytes, one
//! instrumented program per batch. Each batch runs three times: on the device
//! under test, on the CPU plugin as written (the noise floor) and on the CPU
//! plugin widened to float64 (the reference, `program::float64::widen_program`).
//! [`measure`] turns the three into ratios and finds the origin, which must
//! reach a diverged output ([`liveness`]: a value a later `select` reads only
//! in part is measured again over the elements read); [`repro`]
//! writes the origin as a definition of its own; [`chart`] draws the growth.
//!
//! An instrumented program is a different program: a compiler may fuse it
//! differently, and a fault of a fused kernel then vanishes from it. So the
//! program as written runs on the device once too, and every batch's own
//! outputs must reach the same verdict as that run's (each output diverged
//! or not, by the same rule as a value): a batch that does not reproduce it
//! is split in halves and run again, down to single values; a value that
//! cannot be watched without changing the device's outputs is left
//! unmeasured and named in [`Reproduction`] (the divergence may start at it).
//! With no origin, [`Finding::NoDivergence`] carries what that means for a
//! parity failure: the difference is in the definition, not the device.
//!
//! Every program is compiled through the compile service
//! (`crate::compilation::Compiler`): the device's under [`Options::device`]
//! (a numerics profile rounds `dot_general` and `convolution` operands to
//! bf16 as a TPU does by default; the compile profile), the CPU's reference
//! and noise floor native and `fast`.

pub mod chart;
pub mod liveness;
pub mod measure;
pub mod repro;
pub mod sharded;

use crate::compilation::{Compilation, Compiler};
use liveness::Live;
use runtime::program_text::{inline_calls, parse_main, with_extra_results, Inlined, MainFunction};
use runtime::{DType, HostTensor, TensorType};
use std::collections::{HashMap, VecDeque};
use std::time::Instant;
use suites::Definition;

/// Settings of one localization.
pub struct Options {
    /// A value diverged when its error exceeds this many times the CPU's.
    pub threshold: f64,
    /// The most bytes of watched values one instrumented program returns.
    pub batch_bytes: usize,
    /// How the device compiles each instrumented program (numerics profile
    /// and compile profile, applied by the compile service); the CPU's two
    /// programs always compile native and `fast`.
    pub device: Compilation,
    /// The definition failed parity against its baseline (`run --localize`): with no origin, the
    /// explanation says plainly that the difference lies in the definition.
    pub failed_parity: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options { threshold: DEFAULT_THRESHOLD, batch_bytes: DEFAULT_BATCH_BYTES, device: Compilation::default(), failed_parity: false }
    }
}

/// A device's error 100 times the rounding noise the CPU carries on the
/// same value is far outside what reordered sums or a different libm give
/// (a few times), and far below what a wrong op gives (thousands).
pub const DEFAULT_THRESHOLD: f64 = 100.0;
pub const DEFAULT_BATCH_BYTES: usize = 256 << 20;

pub use results::localization::{Finding, Origin, Plain, Reproduction, Value};

/// What a localization found: the report ([`Plain`], `report.json`), and what writing the repro
/// needs besides.
#[derive(Debug, Clone)]
pub struct Localization {
    pub report: Plain,
    /// The device's values of the origin's operands, for the repro (an operand computed more than
    /// one batch before the origin is taken by one more device run).
    pub captured: HashMap<String, HostTensor>,
    /// The program as instrumented (`@main`'s calls inlined): the origin's statement is read from it.
    pub program: String,
}

impl std::ops::Deref for Localization {
    type Target = Plain;
    fn deref(&self) -> &Plain {
        &self.report
    }
}

/// A value to watch: its name, type, element type and byte size.
struct Watch {
    name: String,
    ty: String,
    dtype: DType,
    bytes: usize,
    statement: usize,
}

impl Watch {
    /// The watched value as reported: where its op was written, and its errors.
    fn value(&self, main: &MainFunction, inlined: &Inlined, errors: Option<measure::Errors>) -> Value {
        let s = &main.statements[self.statement];
        Value {
            name: self.name.clone(),
            statement: self.statement,
            line: inlined.original_line(s.line),
            op: s.op.clone(),
            ty: self.ty.clone(),
            location: s.location.clone(),
            function: inlined.function_of(s.line).map(str::to_string),
            errors,
            live_ratio: None,
        }
    }
}

/// Why a definition could not be localized; each names the definition
/// and, for a failed compile or run, which program (the device's as
/// written, or one of the instrumented ones) failed.
#[derive(Debug, thiserror::Error)]
pub enum LocalizeError {
    #[error("{id}: the program is bytecode: it cannot be instrumented")]
    Bytecode { id: String },
    /// Its `model.mlir` cannot be read as a program to instrument.
    #[error("{id}: model.mlir: {message}")]
    Program { id: String, message: String },
    #[error("{id}: {source}")]
    Inputs { id: String, source: suites::GenerateError },
    /// The float64 inputs could not be made.
    #[error("{0}")]
    Widen(runtime::DataError),
    /// The float64 variant of an instrumented program could not be made.
    #[error("{0}")]
    Float64(String),
    #[error("{id}: compiling {program}: {message}")]
    Compile { id: String, program: String, message: String },
    #[error("{id}: running {program}: {message}")]
    Run { id: String, program: String, message: String },
    #[error("{id}: {program} returned {got} outputs, not {want}")]
    Outputs { id: String, program: String, got: usize, want: usize },
    #[error("{id}: a compile thread panicked")]
    Panicked { id: String },
}

/// The device's program as written, named in errors.
const PLAIN: &str = "the device's program (not instrumented)";

/// Localizes the divergence of `definition` on `device` (against float64 and
/// f32 on `cpu`, which may be the same client).
pub fn localize(definition: &Definition, device: &Compiler, cpu: &Compiler, options: &Options) -> Result<Localization, LocalizeError> {
    let t0 = Instant::now();
    let id = definition.id().to_string();
    std::str::from_utf8(&definition.program).map_err(|_| LocalizeError::Bytecode { id: id.clone() })?;
    let unreadable = |message: String| LocalizeError::Program { id: id.clone(), message };
    // The ops inside the helpers @main calls (JAX's private functions) are watched one by one.
    let inlined = inline_calls(&definition.program).map_err(unreadable)?;
    let text = inlined.text.as_str();
    let main = parse_main(text.as_bytes()).map_err(unreadable)?;
    let inputs = definition.inputs().map_err(|source| LocalizeError::Inputs { id: id.clone(), source })?;
    let (watch, unwatched) = watch_list(&main);
    // Which values a select may read only in part (kept, when elevated, to measure over their live
    // elements once the predicates are known), and the predicates whose device values say which.
    let sizes = element_counts(&main);
    let every_output: Vec<usize> = (0..main.returned.len()).collect();
    let static_live = liveness::liveness(&main.statements, &main.returned, &every_output, &sizes, None);
    let predicate_names: std::collections::HashSet<&str> = main
        .statements
        .iter()
        .filter(|s| s.short_op() == "select" && s.uses.len() == 3 && s.names.len() == 1 && static_live.contains_key(&s.names[0]))
        .map(|s| s.uses[0].as_str())
        .collect();
    let mut predicates: HashMap<String, Vec<bool>> = HashMap::new();
    for (i, (n, _)) in main.args.iter().enumerate() {
        if predicate_names.contains(n.as_str()) {
            predicates.insert(n.clone(), inputs[i].to_f64_vec().iter().map(|&v| v != 0.0).collect());
        }
    }
    let mut partial: HashMap<String, (HostTensor, HostTensor, HostTensor)> = HashMap::new();
    let mut partial_bytes = 0usize;
    let mut tentative: Option<usize> = None;
    let wide: Vec<HostTensor> = inputs.iter().map(baselines::record::widen).collect::<Result<_, _>>().map_err(LocalizeError::Widen)?;

    // The reference and the noise floor need IEEE arithmetic, not a fast
    // executable: compiled `fast` they take about a third of the time, and
    // the rounding noise they measure is of the same size (one rounding per
    // op either way).
    let cpu_options = Compilation { profile: runtime::CompileProfile::Fast, ..Compilation::default() };
    let device_options = options.device;
    let mut values: Vec<Value> = Vec::with_capacity(watch.len());
    // The device's values of the last two batches, until the origin is known: its operands are
    // taken from there (or from @main's arguments), so memory stays bounded by the batch size.
    let mut window: Vec<HashMap<String, HostTensor>> = Vec::new();
    let mut captured: HashMap<String, HostTensor> = HashMap::new();
    let mut origin_found = false;
    let (mut compiles, mut batches, mut compile_seconds) = (0usize, 0usize, 0.0f64);
    // When the device is the CPU plugin itself and the program is not rewritten, its run is the noise floor.
    let same = std::ptr::eq(device, cpu) && options.device.numerics == program::profiles::Numerics::Native;
    // The device's outputs for the program as written: what every instrumented program must reproduce.
    let mut reproduction = Reproduction { checked: !same, ..Reproduction::default() };
    let plain = if same {
        None
    } else {
        let t = Instant::now();
        let exe = device.compile(&device_options, &definition.program, true).map(|c| c.exe).map_err(|e| LocalizeError::Compile {
            id: id.clone(),
            program: PLAIN.into(),
            message: e.to_string(),
        })?;
        compile_seconds += t.elapsed().as_secs_f64();
        compiles += 1;
        let out = exe.run(&inputs).map_err(|e| LocalizeError::Run { id: id.clone(), program: PLAIN.into(), message: e.to_string() })?;
        if out.len() != main.result_types.len() {
            return Err(LocalizeError::Outputs {
                id: id.clone(),
                program: "the device's program".into(),
                got: out.len(),
                want: main.result_types.len(),
            });
        }
        Some(out)
    };
    let mut todo: VecDeque<&[Watch]> = batches_of(&watch, options.batch_bytes).into();
    while let Some(batch) = todo.pop_front() {
        batches += 1;
        let extra: Vec<(String, String)> = batch.iter().map(|w| (w.name.clone(), w.ty.clone())).collect();
        let program = with_extra_results(text, &main, &extra);
        let wide_program = ::program::float64::widen_program(program.as_bytes()).map_err(|e| LocalizeError::Float64(e.to_string()))?;
        let own = main.result_types.len();
        // Compiling dominates the cost: the device's compile (as the device would) runs beside
        // the CPU's two, which compile `fast` (see `cpu_options`) one after the other.
        let run = |compiler: &Compiler,
                   p: &[u8],
                   args: &[HostTensor],
                   what: &str,
                   settings: &Compilation|
         -> Result<(Vec<HostTensor>, Vec<HostTensor>, f64), LocalizeError> {
            let t = Instant::now();
            let program = format!("the {what} instrumented program");
            let exe = compiler
                .compile(settings, p, true)
                .map_err(|e| LocalizeError::Compile { id: id.clone(), program: program.clone(), message: e.to_string() })?
                .exe;
            let seconds = t.elapsed().as_secs_f64();
            let mut out =
                exe.run(args).map_err(|e| LocalizeError::Run { id: id.clone(), program: program.clone(), message: e.to_string() })?;
            if out.len() != own + batch.len() {
                return Err(LocalizeError::Outputs { id: id.clone(), program, got: out.len(), want: own + batch.len() });
            }
            let watched = out.split_off(own);
            Ok((watched, out, seconds))
        };
        let (on_device, on_cpu, reference) = std::thread::scope(|scope| {
            let d = scope.spawn(|| run(device, program.as_bytes(), &inputs, "device's", &device_options));
            let c = (!same).then(|| run(cpu, program.as_bytes(), &inputs, "CPU", &cpu_options));
            let r = run(cpu, &wide_program, &wide, "float64", &cpu_options);
            (d.join().unwrap_or_else(|_| Err(LocalizeError::Panicked { id: id.clone() })), c, r)
        });
        let (on_device, reference) = (on_device?, reference?);
        let on_cpu = on_cpu.transpose()?;
        compiles += if same { 2 } else { 3 };
        compile_seconds += on_device.2.max(reference.2 + on_cpu.as_ref().map_or(0.0, |c| c.2));
        if let Some(plain) = &plain {
            let cpu_own = on_cpu.as_ref().map_or(&on_device.1, |c| &c.1);
            let verdicts = |outputs: &[HostTensor]| measure::output_verdicts(outputs, cpu_own, &reference.1, options.threshold);
            let want = verdicts(plain);
            reproduction.diverged_outputs = want.iter().enumerate().filter(|(_, &d)| d).map(|(i, _)| i).collect();
            if verdicts(&on_device.1) != want {
                reproduction.failed_batches += 1;
                if batch.len() > 1 {
                    // Smaller batches: fewer values returned, less of the compiled program changed.
                    let (a, b) = batch.split_at(batch.len() / 2);
                    todo.push_front(b);
                    todo.push_front(a);
                    continue;
                }
                let w = &batch[0];
                let s = &main.statements[w.statement];
                reproduction.changes_outputs.push(format!("{} (line {}, {})", w.name, inlined.original_line(s.line), s.op));
                values.push(w.value(&main, &inlined, None));
                continue;
            }
        }
        let (on_device, reference) = (on_device.0, reference.0);
        let on_cpu = on_cpu.map_or_else(|| on_device.clone(), |c| c.0);
        let mut kept = HashMap::new();
        for (k, w) in batch.iter().enumerate() {
            let errors = if w.dtype.is_float() {
                measure::float_errors(&on_device[k], &on_cpu[k], &reference[k])
            } else {
                measure::exact_errors(&on_device[k], &on_cpu[k])
            };
            if predicate_names.contains(w.name.as_str()) {
                predicates.insert(w.name.clone(), on_device[k].to_f64_vec().iter().map(|&v| v != 0.0).collect());
            }
            let elevated = errors.ratio.is_nan() || errors.ratio > options.threshold * measure::ONSET;
            // The device's and CPU's values and the float64 reference: 4 times the value's bytes.
            let cost = w.bytes.saturating_mul(4);
            if elevated && static_live.get(&w.name) == Some(&Live::Partial) && partial_bytes.saturating_add(cost) <= options.batch_bytes {
                partial_bytes += cost;
                partial.insert(w.name.clone(), (on_device[k].clone(), on_cpu[k].clone(), reference[k].clone()));
            }
            values.push(w.value(&main, &inlined, Some(errors)));
            kept.insert(w.name.clone(), on_device[k].clone());
        }
        window.push(kept);
        if window.len() > 2 {
            window.remove(0);
        }
        if origin_found {
            continue;
        }
        // A tentative origin on the full ratios, so its operands are taken while they are at hand:
        // the origin depends only on values before it (and, through the select rule, on the
        // predicates after it: the final origin is decided once every batch ran).
        let (ratios, operands) = ratios_and_operands(&values, &main);
        if let Some(o) = measure::origin(&ratios, &operands, options.threshold) {
            for u in &main.statements[values[o].statement].uses {
                if let Some(t) = window.iter().find_map(|m| m.get(u)) {
                    captured.insert(u.clone(), t.clone());
                } else if let Some(i) = main.args.iter().position(|(n, _)| n == u) {
                    captured.insert(u.clone(), inputs[i].clone());
                }
            }
            origin_found = true;
            tentative = Some(o);
        }
    }

    // An origin must reach a diverged output: a value is measured again over the elements the
    // diverged outputs read (all outputs when none diverged: the divergence faded before them).
    let counted: Vec<usize> = if reproduction.diverged_outputs.is_empty() { every_output } else { reproduction.diverged_outputs.clone() };
    let live = liveness::liveness(&main.statements, &main.returned, &counted, &sizes, Some(&predicates));
    for v in values.iter_mut().filter(|v| v.errors.is_some()) {
        match live.get(&v.name) {
            None => v.live_ratio = Some(0.0),
            Some(Live::Mask(m)) => {
                if let Some((d, c, r)) = partial.get(&v.name) {
                    let e = if d.dtype.is_float() {
                        measure::float_errors_where(d, c, r, Some(m))
                    } else {
                        measure::exact_errors_where(d, c, Some(m))
                    };
                    v.live_ratio = Some(e.ratio);
                }
            }
            _ => {}
        }
    }
    drop(partial);
    let (ratios, operands) = ratios_and_operands(&values, &main);
    let origin_at = measure::origin(&ratios, &operands, options.threshold);
    if let Some(o) = origin_at.filter(|&o| Some(o) != tentative) {
        // The final origin is not the tentative one: its operands from the last batches, the
        // arguments, or one more device run watching just them.
        captured.clear();
        let mut missing = Vec::new();
        for u in main.statements[values[o].statement].uses.iter().filter(|u| sizes.contains_key(*u)) {
            if let Some(t) = window.iter().find_map(|m| m.get(u)) {
                captured.insert(u.clone(), t.clone());
            } else if let Some(i) = main.args.iter().position(|(n, _)| n == u) {
                captured.insert(u.clone(), inputs[i].clone());
            } else if let Some(w) = watch.iter().find(|w| &w.name == u) {
                missing.push((w.name.clone(), w.ty.clone()));
            }
        }
        if !missing.is_empty() {
            let program = with_extra_results(text, &main, &missing);
            let own = main.result_types.len();
            let t = Instant::now();
            let out = device
                .compile(&device_options, program.as_bytes(), true)
                .map_err(|e| e.to_string())
                .and_then(|c| c.exe.run(&inputs).map_err(|e| e.to_string()));
            compile_seconds += t.elapsed().as_secs_f64();
            compiles += 1;
            if let Ok(out) = out {
                for ((n, _), t) in missing.iter().zip(out.into_iter().skip(own)) {
                    captured.insert(n.clone(), t);
                }
            }
        }
    }
    drop(window);
    let chain = origin_at.map(|o| measure::chain(o, &ratios, &operands, options.threshold)).unwrap_or_default();
    let reached: Vec<&str> = origin_at.into_iter().chain(chain.iter().copied()).map(|i| values[i].name.as_str()).collect();
    let outputs_reached = main.returned.iter().enumerate().filter(|(_, r)| reached.contains(&r.as_str())).map(|(i, _)| i).collect();

    let origin = origin_at.map(|o| {
        let v = &values[o];
        let s = &main.statements[v.statement];
        let types = type_map(&main);
        Origin {
            value: o,
            name: v.name.clone(),
            line: v.line,
            op: s.op.clone(),
            operand_types: s.uses.iter().filter_map(|u| types.get(u).cloned()).collect(),
            result_types: s.result_types.clone(),
            location: s.location.clone(),
            function: v.function.clone(),
            ratio: v.effective_ratio().unwrap_or(f64::NAN),
            text: text[s.span.clone()].trim().to_string(),
        }
    });
    let finding = if origin.is_some() {
        Finding::Origin
    } else if values.iter().any(|v| v.errors.is_some()) {
        Finding::NoDivergence
    } else {
        Finding::NothingWatched
    };
    Ok(Localization {
        report: Plain {
            explanation: explanation(finding, options.threshold, options.failed_parity),
            finding,
            reproduction,
            id,
            threshold: options.threshold,
            values,
            origin,
            chain,
            outputs_reached,
            compiles,
            batches,
            seconds: t0.elapsed().as_secs_f64(),
            compile_seconds,
            unwatched,
            inlined_calls: inlined.calls,
            repro: None,
            repro_error: None,
        },
        program: inlined.text.clone(),
        captured,
    })
}

/// What a finding without an origin means, in words: for a definition that failed parity
/// (`failed_parity`), where the difference then is; else where a parity failure would be.
pub fn explanation(finding: Finding, threshold: f64, failed_parity: bool) -> Option<String> {
    let difference = if failed_parity { "the difference is" } else { "a parity failure would be" };
    match finding {
        Finding::Origin => None,
        Finding::NoDivergence => Some(format!(
            "the device computes this program as well as the CPU does (no op beyond {threshold}x the CPU's error against \
             float64); {difference} between the program and what the baseline was recorded from (weights, inputs or ops \
             changed since recording)"
        )),
        Finding::NothingWatched => Some("no value of the program could be watched and measured: nothing to localize".to_string()),
    }
}

/// Each value's ratio, and its operands as indices of earlier values.
fn ratios_and_operands(values: &[Value], main: &MainFunction) -> (Vec<Option<f64>>, Vec<Vec<usize>>) {
    let index: HashMap<&str, usize> = values.iter().enumerate().map(|(i, v)| (v.name.as_str(), i)).collect();
    let operands =
        values.iter().map(|v| main.statements[v.statement].uses.iter().filter_map(|u| index.get(u.as_str()).copied()).collect()).collect();
    (values.iter().map(Value::effective_ratio).collect(), operands)
}

/// Element counts of `@main`'s arguments and top-level results with static tensor types, by name.
fn element_counts(main: &MainFunction) -> HashMap<String, usize> {
    type_map(main)
        .into_iter()
        .filter_map(|(n, t)| {
            let t = TensorType::parse(&t).ok()?;
            t.shape.iter().all(|&d| d >= 0).then(|| (n, t.shape.iter().map(|&d| d as usize).product()))
        })
        .collect()
}

/// Types of `@main`'s arguments and top-level results, by name.
pub fn type_map(main: &MainFunction) -> HashMap<String, String> {
    let mut m: HashMap<String, String> = main.args.iter().cloned().collect();
    for s in &main.statements {
        m.extend(s.results().into_iter().zip(s.result_types.iter().cloned()));
    }
    m
}

/// Every top-level result with a static tensor type, constants aside; and what was left out, with why.
fn watch_list(main: &MainFunction) -> (Vec<Watch>, Vec<String>) {
    let (mut watch, mut left) = (Vec::new(), Vec::new());
    for (i, s) in main.statements.iter().enumerate() {
        if s.op == "stablehlo.constant" {
            continue;
        }
        let names = s.results();
        if s.result_types.len() != names.len() {
            left.extend(names.iter().map(|n| format!("{n} (line {}): result types not read", s.line)));
            continue;
        }
        for (n, ty) in names.into_iter().zip(&s.result_types) {
            match TensorType::parse(ty) {
                Ok(t) if t.shape.iter().all(|&d| d >= 0) => {
                    let bytes = runtime::byte_size(t.dtype, &t.shape).unwrap_or(usize::MAX);
                    watch.push(Watch { name: n, ty: ty.clone(), dtype: t.dtype, bytes, statement: i });
                }
                _ => left.push(format!("{n} (line {}): {ty} is not a static tensor", s.line)),
            }
        }
    }
    (watch, left)
}

/// Consecutive runs of values of at most `budget` bytes (at least one value each).
fn batches_of(watch: &[Watch], budget: usize) -> Vec<&[Watch]> {
    let mut out = Vec::new();
    let (mut start, mut bytes) = (0usize, 0usize);
    for (i, w) in watch.iter().enumerate() {
        if i > start && bytes.saturating_add(w.bytes) > budget {
            out.push(&watch[start..i]);
            start = i;
            bytes = 0;
        }
        bytes = bytes.saturating_add(w.bytes);
    }
    if start < watch.len() {
        out.push(&watch[start..]);
    }
    out
}
