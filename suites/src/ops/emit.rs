//! Emission: what a case takes ([`plan`]), the StableHLO it runs
//! ([`kernel`]), and the program of a pack ([`pack_program`]): each case's
//! arguments and outputs side by side in one `@main`, followed, for cases
//! whose reference is the plugin's f64 variant, by the same op on the
//! inputs converted to f64 and (for sums) on their magnitudes.

use super::table::{BINARY_FLOAT, BINARY_INT, PREDICATES, UNARY_FLOAT, UNARY_INT};
use super::{collective, structural};
use super::{values, Case, Class, RefSource};
use crate::definition::Role;
use crate::error::{refused, GenerateError};
use crate::hlo::{Builder, Ty, V};
use tensors::{DType, HostTensor};

/// What an input of a case holds.
#[derive(Debug, Clone, PartialEq)]
pub enum InputKind {
    /// A value operand (slot: which domain of [`super::domains`] it draws from).
    Value(usize),
    /// Clamp bounds: the lower (0) or upper (1).
    Bound(usize),
    /// A predicate (i1).
    Pred,
    /// A float value input drawn uniformly from `lo..hi` (integral: rounded down).
    Uniform { lo: f64, hi: f64, integral: bool },
    /// Integer indices in `lo..=hi` (kept in their type in the f64 reference).
    Index { lo: i64, hi: i64 },
}

#[derive(Debug, Clone, PartialEq)]
pub struct InputSpec {
    pub ty: Ty,
    pub kind: InputKind,
}

impl InputSpec {
    pub fn value(dtype: DType, shape: &[i64], slot: usize) -> InputSpec {
        InputSpec { ty: Ty::new(dtype, shape), kind: InputKind::Value(slot) }
    }

    pub fn index(shape: &[i64], lo: i64, hi: i64) -> InputSpec {
        InputSpec { ty: Ty::new(DType::I32, shape), kind: InputKind::Index { lo, hi } }
    }

    /// Converted to f64 in the reference (indices and predicates are not).
    fn widened(&self) -> bool {
        matches!(self.kind, InputKind::Value(_) | InputKind::Bound(_) | InputKind::Uniform { .. })
    }
}

/// A case's arguments, tolerance class and reference source.
#[derive(Debug, Clone, PartialEq)]
pub struct Plan {
    pub inputs: Vec<InputSpec>,
    pub class: Class,
    pub source: RefSource,
    /// Accumulate: the number of terms summed into each output element.
    pub terms: u64,
    /// Accumulate: which inputs are replaced by their magnitudes for Σ|terms|.
    pub magnitude_of: Vec<usize>,
}

impl Plan {
    fn rust(inputs: Vec<InputSpec>, class: Class) -> Plan {
        Plan { inputs, class, source: RefSource::Rust, terms: 0, magnitude_of: Vec::new() }
    }

    pub fn plugin(inputs: Vec<InputSpec>, class: Class) -> Plan {
        Plan { inputs, class, source: RefSource::PluginF64, terms: 0, magnitude_of: Vec::new() }
    }
}

/// Where each case's outputs sit among the pack program's results.
#[derive(Debug, Clone, PartialEq)]
pub struct Layout {
    /// Index of the case's first argument in `@main`.
    pub first_arg: usize,
    pub args: usize,
    /// Index of the case's first result.
    pub first_out: usize,
    /// The outputs under test.
    pub outputs: Vec<Ty>,
    /// f64 reference outputs (as many as `outputs`, or none for Rust references).
    pub references: usize,
    /// f64 magnitude outputs (Σ|terms|, for sums), as many as `outputs` or none.
    pub magnitudes: usize,
    /// The references' and magnitudes' names (`ref0`, `mag0`, ...) and types, in result order.
    pub extra: Vec<(String, Ty)>,
}

impl Layout {
    pub fn output_name(&self, i: usize) -> String {
        format!("out{i}")
    }
}

/// The target dtype a `to-<dtype>` form names.
pub fn target(form: &str) -> Result<DType, GenerateError> {
    let name = form.strip_prefix("to-").ok_or_else(|| format!("form `{form}` names no target dtype"))?;
    DType::from_name(name).ok_or_else(|| refused(format!("form `{form}`: unknown dtype `{name}`")))
}

fn is_int(d: DType) -> bool {
    !d.is_float()
}

/// What a case takes and how it is judged; an error for a case the table does not define.
pub fn plan(case: &Case) -> Result<Plan, GenerateError> {
    let d = case.dtype;
    let s = case.shape.as_slice();
    let v = |slot| InputSpec::value(d, s, slot);
    let bcast = case.form.ends_with("bcast");
    let b_shape: Vec<i64> = if bcast { s.last().map(|x| vec![*x]).unwrap_or_default() } else { s.to_vec() };
    let op = case.op.as_str();
    if collective::is_collective(op) {
        return collective::plan(case);
    }
    if d.is_float() {
        if let Some(u) = UNARY_FLOAT.iter().find(|u| u.name == op) {
            let source = if u.rust.is_some() { RefSource::Rust } else { RefSource::PluginF64 };
            if source == RefSource::PluginF64 && d == DType::F64 {
                return Err(refused(format!("{op} has no independent f64 reference; it is not tested on f64")));
            }
            return Ok(Plan { source, ..Plan::rust(vec![v(0)], u.class) });
        }
        if PREDICATES.iter().any(|p| p.0 == op) {
            return Ok(Plan::rust(vec![v(0)], Class::Exact));
        }
        if let Some(b) = BINARY_FLOAT.iter().find(|b| b.name == op) {
            return Ok(Plan::rust(vec![v(0), InputSpec::value(d, &b_shape, 1)], b.class));
        }
    } else {
        if UNARY_INT.iter().any(|u| u.name == op) {
            return Ok(Plan::rust(vec![v(0)], Class::Exact));
        }
        if BINARY_INT.iter().any(|b| b.name == op) {
            return Ok(Plan::rust(vec![v(0), InputSpec::value(d, &b_shape, 1)], Class::Exact));
        }
    }
    match op {
        "compare" => Ok(Plan::rust(vec![v(0), v(1)], Class::Exact)),
        "select" => Ok(Plan::rust(vec![InputSpec { ty: Ty::new(DType::Bool, s), kind: InputKind::Pred }, v(0), v(1)], Class::Exact)),
        "clamp" => {
            let bs: &[i64] = if case.form == "scalar-bounds" { &[] } else { s };
            let lo = InputSpec { ty: Ty::new(d, bs), kind: InputKind::Bound(0) };
            let hi = InputSpec { ty: Ty::new(d, bs), kind: InputKind::Bound(1) };
            Ok(Plan::rust(vec![lo, v(0), hi], Class::Exact))
        }
        "convert" => {
            let to = target(&case.form)?;
            // Exact where every value of the source is a value of the target (widening floats).
            let widening = match (super::format::Format::of(d), super::format::Format::of(to)) {
                (Some(a), Some(b)) => b.precision >= a.precision && b.emax >= a.emax && b.emin <= a.emin,
                _ => false,
            };
            let class = if to.is_float() && !widening { Class::Rounded } else { Class::Exact };
            Ok(Plan::rust(vec![v(0)], class))
        }
        "bitcast_convert" => {
            let to = target(&case.form)?;
            if to.size() != d.size() || to == DType::Bool || d == DType::Bool {
                return Err(refused(format!("bitcast_convert {} -> {} changes the element width", d.name(), to.name())));
            }
            Ok(Plan::rust(vec![v(0)], Class::Exact))
        }
        "iota" if d != DType::Bool => Ok(Plan::rust(Vec::new(), Class::Exact)),
        _ => structural::plan(case).unwrap_or_else(|| Err(refused(format!("unknown op `{op}` for dtype {}", d.name())))),
    }
}

fn cmp_attr(dir: &str, ty: &str) -> String {
    format!("comparison_direction = #stablehlo<comparison_direction {dir}>, compare_type = #stablehlo<comparison_type {ty}>")
}

/// Emits the case's op on `xs` (the case's inputs, value inputs possibly
/// widened to f64) and returns its results.
pub fn kernel(b: &mut Builder, case: &Case, xs: &[V]) -> Result<Vec<V>, GenerateError> {
    let op = case.op.as_str();
    let x = |i: usize| -> Result<&V, GenerateError> { xs.get(i).ok_or_else(|| refused(format!("{}: missing input {i}", case.id))) };
    let same = |b: &mut Builder, mlir: &str, ins: &[&V]| -> V { b.op(mlir, ins, "", ins[0].ty.clone()) };
    let operand_int = is_int(case.dtype);
    if !operand_int {
        if let Some(u) = UNARY_FLOAT.iter().find(|u| u.name == op) {
            return Ok(vec![same(b, u.mlir, &[x(0)?])]);
        }
        if let Some((_, mlir, _)) = PREDICATES.iter().find(|p| p.0 == op) {
            let a = x(0)?;
            return Ok(vec![b.op(mlir, &[a], "", a.ty.with_dtype(DType::Bool))]);
        }
    }
    let binary = if operand_int {
        BINARY_INT.iter().find(|o| o.name == op).map(|o| o.mlir)
    } else {
        BINARY_FLOAT.iter().find(|o| o.name == op).map(|o| o.mlir)
    };
    if let Some(mlir) = binary {
        let (a, mut c) = (x(0)?.clone(), x(1)?.clone());
        if c.shape() != a.shape() {
            c = b.broadcast_in_dim(&c, a.shape(), &[a.rank() as i64 - 1]);
        }
        return Ok(vec![same(b, mlir, &[&a, &c])]);
    }
    if operand_int {
        if let Some(u) = UNARY_INT.iter().find(|u| u.name == op) {
            return Ok(vec![same(b, u.mlir, &[x(0)?])]);
        }
    }
    match op {
        "compare" => {
            let (dir, ty) = case.form.split_once('-').ok_or_else(|| format!("{}: bad compare form", case.id))?;
            let (a, c) = (x(0)?, x(1)?);
            let attr = cmp_attr(&dir.to_uppercase(), &ty.to_uppercase());
            Ok(vec![b.op("stablehlo.compare", &[a, c], &attr, a.ty.with_dtype(DType::Bool))])
        }
        "select" => {
            let (p, a, c) = (x(0)?, x(1)?, x(2)?);
            Ok(vec![b.op("stablehlo.select", &[p, a, c], "", a.ty.clone())])
        }
        "clamp" => {
            let (lo, a, hi) = (x(0)?, x(1)?, x(2)?);
            Ok(vec![b.op("stablehlo.clamp", &[lo, a, hi], "", a.ty.clone())])
        }
        "convert" => {
            let a = x(0)?;
            Ok(vec![b.op("stablehlo.convert", &[a], "", a.ty.with_dtype(target(&case.form)?))])
        }
        "bitcast_convert" => {
            let a = x(0)?;
            Ok(vec![b.op("stablehlo.bitcast_convert", &[a], "", a.ty.with_dtype(target(&case.form)?))])
        }
        "iota" => {
            let dim = case.form.strip_prefix("dim").and_then(|d| d.parse::<usize>().ok()).unwrap_or(0);
            Ok(vec![b.iota(case.dtype, &case.shape, dim)])
        }
        _ => structural::kernel(b, case, xs),
    }
}

/// The program of a pack: every case's arguments and results, in order,
/// with the f64 references and magnitudes of plugin-referenced cases.
pub fn pack_program(cases: &[Case], module: &str) -> Result<(String, Vec<Layout>), GenerateError> {
    if cases.first().is_some_and(|c| collective::is_collective(&c.op)) {
        return collective::pack_program(cases, module);
    }
    let mut b = Builder::new();
    let mut results: Vec<V> = Vec::new();
    let mut layouts = Vec::new();
    let mut first_arg = 0;
    for (j, case) in cases.iter().enumerate() {
        let p = plan(case)?;
        let args: Vec<V> = p.inputs.iter().enumerate().map(|(k, i)| b.arg(&format!("c{j}.x{k}"), i.ty.clone(), Role::Data, None)).collect();
        let outs = kernel(&mut b, case, &args)?;
        let first_out = results.len();
        let mut layout = Layout {
            first_arg,
            args: args.len(),
            first_out,
            outputs: outs.iter().map(|o| o.ty.clone()).collect(),
            references: 0,
            magnitudes: 0,
            extra: Vec::new(),
        };
        first_arg += args.len();
        results.extend(outs);
        if p.source == RefSource::PluginF64 {
            let wide: Vec<V> =
                args.iter().zip(&p.inputs).map(|(a, i)| if i.widened() { b.convert(a, DType::F64) } else { a.clone() }).collect();
            let refs = kernel(&mut b, case, &wide)?;
            layout.references = refs.len();
            layout.extra.extend(refs.iter().enumerate().map(|(i, v)| (format!("ref{i}"), v.ty.clone())));
            results.extend(refs);
            if p.class == Class::Accumulate {
                let mags: Vec<V> =
                    wide.iter().enumerate().map(|(k, a)| if p.magnitude_of.contains(&k) { b.abs(a) } else { a.clone() }).collect();
                let m = kernel(&mut b, case, &mags)?;
                layout.magnitudes = m.len();
                layout.extra.extend(m.iter().enumerate().map(|(i, v)| (format!("mag{i}"), v.ty.clone())));
                results.extend(m);
            }
        }
        layouts.push(layout);
    }
    let refs: Vec<&V> = results.iter().collect();
    Ok((b.finish(module, &refs), layouts))
}

/// The case's input values (deterministic from its seed); for a
/// collective, what `@main` takes run as one definition
/// ([`collective::definition_inputs`]; each device's are [`collective::device_inputs`]).
pub fn case_inputs(case: &Case) -> Result<Vec<HostTensor>, GenerateError> {
    if collective::is_collective(&case.op) {
        return collective::definition_inputs(case);
    }
    let p = plan(case)?;
    p.inputs.iter().enumerate().map(|(k, i)| values::generate(case, k, i)).collect()
}
