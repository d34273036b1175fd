//! Collective ops of the op tier: `all_reduce`, `all_gather`,
//! `reduce_scatter`, `all_to_all`, `collective_permute` and
//! `collective_broadcast` over the CPU plugin's [`DEVICES`] devices, each
//! case compiled once for all of them and fed different inputs per device.
//!
//! A case's form names the collective's variant and where it runs:
//!
//! - `replicas`: cross-replica, no channel (how `pmap` lowers), compiled
//!   for 4 replicas (`CompileOptions::replicated(4)`); the program takes one
//!   device's tensors.
//! - `partitions`: cross-partition inside a `shard_map` body
//!   (`sdy.manual_computation` over a 4-device mesh), with a channel handle
//!   and `use_global_device_ids` where JAX writes them, compiled SPMD for 4
//!   partitions; `@main` takes the devices' tensors stacked along dim 0.
//! - `replicas-channel`: a `collective_permute` with a channel under 4
//!   replicas (no exporter emits it; the CPU plugin mishandles it).
//!
//! then the groups (`all` = {{0,1,2,3}}, `pairs` = {{0,1},{2,3}},
//! `strided` = {{0,2},{1,3}}; for permutes `ring`, `swap` and `partial`
//! source-target pairs) and the dimensions. Forms whose groups or
//! dimensions the reference rejects (a device listed twice or not at all,
//! groups of unequal size, a dimension the group does not divide) are
//! failure-parity cases: the device must reject them too.
//!
//! References are computed here, in Rust, per device: exact for integers
//! and data movement, f64 for float sums and products (judged as sums).

use super::emit::{InputSpec, Layout, Plan};
use super::reference::Reference;
use super::values::{int_tensor, int_values};
use super::{Case, Class};
use crate::error::{refused, GenerateError};
use crate::hlo::Ty;
use tensors::{DType, HostTensor};

/// Devices every collective case runs on.
pub const DEVICES: usize = 4;

/// The collective ops, as the tier names them (their families).
pub const OPS: &[&str] = &["all_reduce", "all_gather", "reduce_scatter", "all_to_all", "collective_permute", "collective_broadcast"];

pub fn is_collective(op: &str) -> bool {
    OPS.contains(&op)
}

/// How a case's program runs over the devices.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// 4 replicas, one program each; no channel.
    Replicas,
    /// 4 partitions of one SPMD program, the collective in a `shard_map` body.
    Partitions,
    /// 4 replicas with a channel handle on the collective.
    ReplicasChannel,
}

/// A collective case's form, read.
#[derive(Debug, Clone, PartialEq)]
pub struct Form {
    pub op: String,
    /// The reduction of `all_reduce` / `reduce_scatter` (`sum`, `max`, ...).
    pub reduction: Option<String>,
    pub mode: Mode,
    /// Replica groups, or for permutes the (source, target) pairs as 2-element groups.
    pub groups: Vec<Vec<i64>>,
    /// all_gather / reduce_scatter: the dimension; all_to_all: the split dimension.
    pub dim: usize,
    /// all_to_all: the concat dimension.
    pub concat: usize,
}

/// The reductions, their MLIR ops, and whether they apply to floats, integers, bool.
pub const REDUCTIONS: &[(&str, &str, bool, bool, bool)] = &[
    ("sum", "stablehlo.add", true, true, false),
    ("product", "stablehlo.multiply", true, true, false),
    ("min", "stablehlo.minimum", true, true, false),
    ("max", "stablehlo.maximum", true, true, false),
    ("and", "stablehlo.and", false, true, true),
    ("or", "stablehlo.or", false, true, true),
    ("xor", "stablehlo.xor", false, true, false),
];

fn groups_named(name: &str, permute: bool) -> Option<Vec<Vec<i64>>> {
    let g: &[&[i64]] = match (name, permute) {
        ("all", false) => &[&[0, 1, 2, 3]],
        ("pairs", false) => &[&[0, 1], &[2, 3]],
        ("strided", false) => &[&[0, 2], &[1, 3]],
        // Rejected by the reference: a device twice (and one missing), one missing, unequal sizes.
        ("dup", false) => &[&[0, 1], &[1, 2]],
        ("uncovered", false) => &[&[0, 1, 2]],
        ("uneven", false) => &[&[0, 1, 2], &[3]],
        ("ring", true) => &[&[0, 1], &[1, 2], &[2, 3], &[3, 0]],
        ("swap", true) => &[&[0, 1], &[1, 0], &[2, 3], &[3, 2]],
        ("partial", true) => &[&[0, 2], &[1, 3]],
        ("duptarget", true) => &[&[0, 1], &[2, 1]],
        _ => return None,
    };
    Some(g.iter().map(|x| x.to_vec()).collect())
}

fn dim_of(token: &str, prefix: &str) -> Option<usize> {
    token.strip_prefix(prefix).and_then(|d| d.parse().ok())
}

/// Reads a collective case's form; an error names what is wrong.
pub fn form(case: &Case) -> Result<Form, GenerateError> {
    let bad = || refused(format!("{}: form `{}` is not a {} form", case.id, case.form, case.op));
    let mut t: Vec<&str> = case.form.split('-').collect();
    let reduction = if matches!(case.op.as_str(), "all_reduce" | "reduce_scatter") {
        let r = t.first().copied().ok_or_else(bad)?;
        REDUCTIONS.iter().find(|x| x.0 == r).ok_or_else(bad)?;
        t.remove(0);
        Some(r.to_string())
    } else {
        None
    };
    let mode = match (t.first(), t.get(1)) {
        (Some(&"replicas"), Some(&"channel")) => {
            t.drain(..2);
            Mode::ReplicasChannel
        }
        (Some(&"replicas"), _) => {
            t.remove(0);
            Mode::Replicas
        }
        (Some(&"partitions"), _) => {
            t.remove(0);
            Mode::Partitions
        }
        _ => return Err(bad()),
    };
    let permute = case.op == "collective_permute";
    if mode == Mode::ReplicasChannel && !permute {
        return Err(bad());
    }
    let groups = t.first().and_then(|g| groups_named(g, permute)).ok_or_else(bad)?;
    let (mut dim, mut concat) = (0, 0);
    match case.op.as_str() {
        "all_gather" | "reduce_scatter" => dim = t.get(1).and_then(|d| dim_of(d, "dim")).ok_or_else(bad)?,
        "all_to_all" => {
            let sc = t.get(1).and_then(|s| s.strip_prefix('s')).and_then(|s| s.split_once('c')).ok_or_else(bad)?;
            dim = sc.0.parse().map_err(|_| bad())?;
            concat = sc.1.parse().map_err(|_| bad())?;
        }
        _ => {}
    }
    let want = if matches!(case.op.as_str(), "all_gather" | "reduce_scatter" | "all_to_all") { 2 } else { 1 };
    if t.len() != want || dim >= case.shape.len().max(1) || concat >= case.shape.len().max(1) {
        return Err(bad());
    }
    if let Some(r) = &reduction {
        let (_, _, float, int, boolean) = REDUCTIONS.iter().find(|x| x.0 == r).copied().ok_or_else(bad)?;
        let ok = if case.dtype == DType::Bool {
            boolean
        } else if case.dtype.is_float() {
            float
        } else {
            int
        };
        if !ok {
            return Err(refused(format!("{}: {r} is not a reduction of {}", case.id, case.dtype.name())));
        }
    }
    Ok(Form { op: case.op.clone(), reduction, mode, groups, dim, concat })
}

/// Why the reference rejects the case's program (the device must reject it too), if it does.
pub fn rejects(case: &Case) -> Option<String> {
    let f = form(case).ok()?;
    let n = DEVICES as i64;
    if f.op == "collective_permute" {
        let mut sources = std::collections::BTreeSet::new();
        let mut targets = std::collections::BTreeSet::new();
        for p in &f.groups {
            if p.iter().any(|d| !(0..n).contains(d)) {
                return Some(format!("pair {p:?} names a device outside 0..{n}"));
            }
            if !sources.insert(p[0]) {
                return Some(format!("device {} is a source twice", p[0]));
            }
            if !targets.insert(p[1]) {
                return Some(format!("device {} is a target twice", p[1]));
            }
        }
        return None;
    }
    let mut seen = [0; DEVICES];
    for d in f.groups.iter().flatten() {
        match usize::try_from(*d).ok().filter(|d| *d < DEVICES) {
            Some(d) => seen[d] += 1,
            None => return Some(format!("replica group names device {d}, outside 0..{n}")),
        }
    }
    if let Some(d) = seen.iter().position(|c| *c > 1) {
        return Some(format!("device {d} is in more than one replica group"));
    }
    if let Some(d) = seen.iter().position(|c| *c == 0) {
        return Some(format!("device {d} is in no replica group"));
    }
    let size = f.groups[0].len() as i64;
    if f.groups.iter().any(|g| g.len() as i64 != size) && f.op != "all_reduce" {
        return Some("replica groups of unequal size".into());
    }
    let divides = |dim: usize| case.shape.get(dim).is_some_and(|s| s % size == 0);
    if matches!(f.op.as_str(), "reduce_scatter" | "all_to_all") && !divides(f.dim) {
        return Some(format!("dimension {} ({}) is not divisible by the group size {size}", f.dim, case.shape[f.dim]));
    }
    None
}

/// Whether a float case sums (its reference is judged as an accumulation).
fn accumulates(case: &Case, f: &Form) -> bool {
    case.dtype.is_float() && matches!(f.reduction.as_deref(), Some("sum" | "product"))
}

/// What a collective case takes (one value input per device) and how it is judged.
pub fn plan(case: &Case) -> Result<Plan, GenerateError> {
    let f = form(case)?;
    let class = if accumulates(case, &f) { Class::Accumulate } else { Class::Exact };
    let mut p = Plan::plugin(vec![InputSpec::value(case.dtype, &case.shape, 0)], class);
    p.source = super::RefSource::Rust;
    p.terms = f.groups[0].len() as u64;
    Ok(p)
}

/// One device's output type.
pub fn output_ty(case: &Case, f: &Form) -> Ty {
    let n = f.groups[0].len() as i64;
    let mut s = case.shape.clone();
    match f.op.as_str() {
        "all_gather" => s[f.dim] *= n,
        "reduce_scatter" => s[f.dim] /= n,
        "all_to_all" => {
            s[f.dim] /= n;
            s[f.concat] *= n;
        }
        _ => {}
    }
    Ty::new(case.dtype, &s)
}

fn dense_groups(g: &[Vec<i64>]) -> String {
    let rows: Vec<String> = g.iter().map(|r| format!("[{}]", r.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", "))).collect();
    // Unequal rows cannot be a dense tensor: pad with -1 (XLA's filler for ragged groups).
    let width = g.iter().map(Vec::len).max().unwrap_or(0);
    let rows: Vec<String> = if g.iter().all(|r| r.len() == width) {
        rows
    } else {
        g.iter()
            .map(|r| {
                let mut r = r.clone();
                r.resize(width, -1);
                format!("[{}]", r.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", "))
            })
            .collect()
    };
    format!("dense<[{}]> : tensor<{}x{}xi64>", rows.join(", "), g.len(), width)
}

/// The collective on `x` (one device's value), as MLIR lines; `handle` is its channel.
fn collective_op(case: &Case, f: &Form, x: &str, out: &str, handle: usize) -> Result<String, GenerateError> {
    let d = case.dtype;
    let in_ty = Ty::new(d, &case.shape).mlir();
    let out_ty = output_ty(case, f).mlir();
    let st = Ty::new(d, &[]).mlir();
    let channel = match f.mode {
        Mode::Replicas => String::new(),
        _ => format!("channel_handle = #stablehlo.channel_handle<handle = {handle}, type = 1>, "),
    };
    let global_ids = if f.mode == Mode::Partitions { ", use_global_device_ids" } else { "" };
    let region = |mlir: &str| {
        format!(" ({{\n      ^bb0(%a: {st}, %b: {st}):\n        %s = {mlir} %a, %b : {st}\n        stablehlo.return %s : {st}\n      }})")
    };
    let red = || -> Result<&str, GenerateError> {
        let r = f.reduction.as_deref().unwrap_or("sum");
        REDUCTIONS.iter().find(|x| x.0 == r).map(|x| x.1).ok_or_else(|| refused(format!("{}: unknown reduction {r}", case.id)))
    };
    let groups = dense_groups(&f.groups);
    let n = f.groups[0].len();
    let text = match f.op.as_str() {
        "all_reduce" => format!(
            "{out} = \"stablehlo.all_reduce\"({x}) <{{{channel}replica_groups = {groups}{global_ids}}}>{} : ({in_ty}) -> {out_ty}",
            region(red()?)
        ),
        "reduce_scatter" => format!(
            "{out} = \"stablehlo.reduce_scatter\"({x}) <{{{channel}replica_groups = {groups}, scatter_dimension = {} : i64{global_ids}}}>{} : ({in_ty}) -> {out_ty}",
            f.dim,
            region(red()?)
        ),
        "all_gather" => format!(
            "{out} = \"stablehlo.all_gather\"({x}) <{{all_gather_dim = {} : i64, {channel}replica_groups = {groups}{global_ids}}}> : ({in_ty}) -> {out_ty}",
            f.dim
        ),
        "all_to_all" => format!(
            "{out} = \"stablehlo.all_to_all\"({x}) <{{{channel}concat_dimension = {} : i64, replica_groups = {groups}, split_count = {n} : i64, split_dimension = {} : i64}}> : ({in_ty}) -> {out_ty}",
            f.concat, f.dim
        ),
        "collective_permute" => format!(
            "{out} = \"stablehlo.collective_permute\"({x}) <{{{channel}source_target_pairs = {groups}}}> : ({in_ty}) -> {out_ty}"
        ),
        "collective_broadcast" => {
            format!("{out} = \"stablehlo.collective_broadcast\"({x}) <{{{channel}replica_groups = {groups}}}> : ({in_ty}) -> {out_ty}")
        }
        other => return Err(refused(format!("{}: `{other}` is not a collective", case.id))),
    };
    Ok(text)
}

/// A tensor type with dim 0 scaled by the devices (a `partitions` program's global view).
fn stacked(ty: &Ty) -> Ty {
    let mut s = ty.shape.clone();
    if let Some(d0) = s.first_mut() {
        *d0 *= DEVICES as i64;
    }
    Ty::new(ty.dtype, &s)
}

/// The devices' sharding of a stacked tensor: dim 0 over the mesh.
fn split_dim0(rank: usize) -> String {
    let rest: Vec<&str> = (1..rank).map(|_| "{}").collect();
    let dims = std::iter::once("{\"d\"}").chain(rest).collect::<Vec<_>>().join(", ");
    format!("<@mesh, [{dims}]>")
}

/// The program of a pack of collective cases (all of one mode): each case's
/// input and its collective side by side. Under `partitions`, each case's
/// collective sits in its own `sdy.manual_computation` over the mesh.
pub fn pack_program(cases: &[Case], module: &str) -> Result<(String, Vec<Layout>), GenerateError> {
    let forms: Vec<Form> = cases.iter().map(form).collect::<Result<_, _>>()?;
    let mode = forms.first().map(|f| f.mode).ok_or("an empty pack")?;
    if forms.iter().any(|f| f.mode != mode) {
        return Err(refused(format!("pack {module} mixes collective modes")));
    }
    let mut args = Vec::new();
    let mut results = Vec::new();
    let mut body = String::new();
    let mut layouts = Vec::new();
    for (j, (case, f)) in cases.iter().zip(&forms).enumerate() {
        if case.shape.is_empty() {
            return Err(refused(format!("{}: a collective case needs a rank of at least 1", case.id)));
        }
        let ty = Ty::new(case.dtype, &case.shape);
        let out = output_ty(case, f);
        let x = format!("%c{j}x0");
        match mode {
            Mode::Partitions => {
                let (g_in, g_out) = (stacked(&ty), stacked(&out));
                let (s_in, s_out) = (split_dim0(ty.rank()), split_dim0(out.rank()));
                args.push(format!("{x}: {} {{sdy.sharding = #sdy.sharding{s_in}}}", g_in.mlir()));
                results.push((format!("%r{j}"), format!("{} {{sdy.sharding = #sdy.sharding{s_out}}}", g_out.mlir()), g_out.mlir()));
                let op = collective_op(case, f, &format!("%l{j}"), &format!("%o{j}"), j + 1)?;
                body.push_str(&format!(
                    "    %r{j} = sdy.manual_computation({x}) in_shardings=[{s_in}] out_shardings=[{s_out}] manual_axes={{\"d\"}} (%l{j}: {}) {{\n      {op}\n      sdy.return %o{j} : {}\n    }} : ({}) -> {}\n",
                    ty.mlir(),
                    out.mlir(),
                    g_in.mlir(),
                    g_out.mlir()
                ));
            }
            _ => {
                args.push(format!("{x}: {}", ty.mlir()));
                results.push((format!("%o{j}"), out.mlir(), out.mlir()));
                body.push_str(&format!("    {}\n", collective_op(case, f, &x, &format!("%o{j}"), j + 1)?));
            }
        }
        layouts.push(Layout { first_arg: j, args: 1, first_out: j, outputs: vec![out], references: 0, magnitudes: 0, extra: Vec::new() });
    }
    let (attrs, mesh) = match mode {
        Mode::Partitions => {
            (format!("mhlo.num_partitions = {DEVICES} : i32, mhlo.num_replicas = 1 : i32"), "  sdy.mesh @mesh = <[\"d\"=4]>\n")
        }
        _ => (format!("mhlo.num_partitions = 1 : i32, mhlo.num_replicas = {DEVICES} : i32"), ""),
    };
    let sig: Vec<&str> = results.iter().map(|r| r.1.as_str()).collect();
    let names: Vec<&str> = results.iter().map(|r| r.0.as_str()).collect();
    let tys: Vec<&str> = results.iter().map(|r| r.2.as_str()).collect();
    let text = format!(
        "module @{module} attributes {{{attrs}}} {{\n{mesh}  func.func public @main({}) -> ({}) {{\n{body}    return {} : {}\n  }}\n}}\n",
        args.join(", "),
        sig.join(", "),
        names.join(", "),
        tys.join(", ")
    );
    Ok((text, layouts))
}

/// Device `k`'s inputs of a case (deterministic from its seed and `k`).
pub fn device_inputs(case: &Case, k: usize) -> Result<Vec<HostTensor>, GenerateError> {
    let p = plan(case)?;
    let per_device = Case { seed: case.seed ^ ((k as u64 + 1) * 0x9e37_79b9), ..case.clone() };
    p.inputs.iter().enumerate().map(|(i, s)| super::values::generate(&per_device, i, s)).collect()
}

/// Every device's inputs, device by device.
pub fn all_inputs(case: &Case) -> Result<Vec<Vec<HostTensor>>, GenerateError> {
    (0..DEVICES).map(|k| device_inputs(case, k)).collect()
}

/// The inputs `@main` takes when run as one definition: the devices'
/// tensors stacked along dim 0 under `partitions`; device 0's under replicas
/// (each replica runs the same program on its own tensors).
pub fn definition_inputs(case: &Case) -> Result<Vec<HostTensor>, GenerateError> {
    let all = all_inputs(case)?;
    if form(case)?.mode != Mode::Partitions {
        return Ok(all.into_iter().next().unwrap_or_default());
    }
    let n = all[0].len();
    (0..n).map(|i| concat(&all.iter().map(|d| d[i].clone()).collect::<Vec<_>>(), 0)).collect()
}

/// The shape's element count before `dim`, and the byte size of one step of `dim`.
fn strides(t: &HostTensor, dim: usize) -> (usize, usize) {
    let outer: i64 = t.shape[..dim].iter().product();
    let inner: i64 = t.shape[dim + 1..].iter().product();
    (outer.max(0) as usize, inner.max(0) as usize * t.dtype.size())
}

/// `t` cut into `n` equal blocks along `dim`.
pub fn split(t: &HostTensor, dim: usize, n: usize) -> Result<Vec<HostTensor>, GenerateError> {
    let size = t.shape.get(dim).copied().ok_or_else(|| format!("no dimension {dim} in {:?}", t.shape))? as usize;
    if n == 0 || !size.is_multiple_of(n) {
        return Err(refused(format!("dimension {dim} ({size}) does not split into {n}")));
    }
    let b = size / n;
    let (outer, step) = strides(t, dim);
    Ok((0..n)
        .map(|i| {
            let mut data = Vec::with_capacity(t.data.len() / n);
            for o in 0..outer {
                let at = o * size * step + i * b * step;
                data.extend_from_slice(&t.data[at..at + b * step]);
            }
            let mut shape = t.shape.clone();
            shape[dim] = b as i64;
            HostTensor { dtype: t.dtype, shape, data }
        })
        .collect())
}

/// Tensors of equal shape but `dim`, joined along `dim`.
pub fn concat(ts: &[HostTensor], dim: usize) -> Result<HostTensor, GenerateError> {
    let first = ts.first().ok_or("nothing to concatenate")?;
    let (outer, step) = strides(first, dim);
    let mut data = Vec::with_capacity(ts.iter().map(|t| t.data.len()).sum());
    for o in 0..outer {
        for t in ts {
            let size = t.shape[dim] as usize;
            let at = o * size * step;
            data.extend_from_slice(&t.data[at..at + size * step]);
        }
    }
    let mut shape = first.shape.clone();
    shape[dim] = ts.iter().map(|t| t.shape[dim]).sum();
    Ok(HostTensor { dtype: first.dtype, shape, data })
}

/// Elementwise fold of the group's tensors under a reduction: exact for
/// integers and bool (wrapping to the dtype), f64 for floats with the sum
/// of magnitudes (or |product|) for the accumulation bound.
fn fold(case: &Case, reduction: &str, ts: &[&HostTensor]) -> Result<(HostTensor, Option<Vec<f64>>), GenerateError> {
    let d = case.dtype;
    let shape = &ts[0].shape;
    if d.is_float() {
        let vs: Vec<Vec<f64>> = ts.iter().map(|t| t.to_f64_vec()).collect();
        let n = vs[0].len();
        let mut out = vs[0].clone();
        let mut mag: Vec<f64> = vs[0].iter().map(|x| x.abs()).collect();
        for v in &vs[1..] {
            for i in 0..n {
                let (a, b) = (out[i], v[i]);
                out[i] = match reduction {
                    "sum" => a + b,
                    "product" => a * b,
                    "min" => a.min(b),
                    "max" => a.max(b),
                    r => return Err(refused(format!("{}: {r} is not a float reduction", case.id))),
                };
                mag[i] = if reduction == "sum" { mag[i] + b.abs() } else { mag[i] * b.abs() };
            }
        }
        let t = HostTensor::from_slice(shape, &out).map_err(|e| e.to_string())?;
        return Ok((t, Some(mag)));
    }
    let vs: Vec<Vec<i128>> = ts.iter().map(|t| int_values(t)).collect();
    let mut out = vs[0].clone();
    for v in &vs[1..] {
        for (o, b) in out.iter_mut().zip(v) {
            let a = *o;
            *o = match reduction {
                "sum" => (a as u128).wrapping_add(*b as u128) as i128,
                "product" => (a as u128).wrapping_mul(*b as u128) as i128,
                "min" => a.min(*b),
                "max" => a.max(*b),
                "and" => a & b,
                "or" => a | b,
                "xor" => a ^ b,
                r => return Err(refused(format!("{}: unknown reduction {r}", case.id))),
            };
            *o = super::format::wrap(d, *o);
        }
    }
    Ok((int_tensor(d, shape, &out), None))
}

/// A reference from an exact tensor (floats as real values, judged exactly
/// or as sums; integers bit for bit).
fn reference_of(t: HostTensor, magnitude: Option<Vec<f64>>, terms: u64) -> Reference {
    if t.dtype.is_float() || t.dtype == DType::F64 {
        Reference::Real { values: t.to_f64_vec(), magnitude, terms }
    } else {
        Reference::Bits(t)
    }
}

/// Each device's reference of a case (one per output), from every device's
/// inputs (`inputs[k]` is device k's); `Err` where the reference rejects the
/// program (see [`rejects`]) or the inputs do not fit.
pub fn references(case: &Case, inputs: &[Vec<HostTensor>]) -> Result<Vec<Vec<Reference>>, GenerateError> {
    if let Some(why) = rejects(case) {
        return Err(refused(format!("the reference rejects the program: {why}")));
    }
    let f = form(case)?;
    if inputs.len() != DEVICES || inputs.iter().any(|i| i.is_empty()) {
        return Err(refused(format!("{}: {} devices' inputs for {DEVICES} devices", case.id, inputs.len())));
    }
    let x = |k: usize| &inputs[k][0];
    let terms = f.groups[0].len() as u64;
    let mut out = Vec::with_capacity(DEVICES);
    for k in 0..DEVICES {
        let r = if f.op == "collective_permute" {
            let from = f.groups.iter().find(|p| p[1] == k as i64).map(|p| p[0] as usize);
            match from {
                Some(s) => Reference::Bits(x(s).clone()),
                // A device no pair targets gets zeros.
                None => reference_of(HostTensor::zeros(case.dtype, &case.shape).map_err(|e| e.to_string())?, None, 0),
            }
        } else {
            let g = f.groups.iter().find(|g| g.contains(&(k as i64))).ok_or_else(|| format!("device {k} is in no group"))?;
            let members: Vec<&HostTensor> = g.iter().map(|d| x(*d as usize)).collect();
            let pos = g.iter().position(|d| *d == k as i64).unwrap_or(0);
            let n = g.len();
            match f.op.as_str() {
                "all_reduce" => {
                    let (t, mag) = fold(case, f.reduction.as_deref().unwrap_or("sum"), &members)?;
                    reference_of(t, mag, terms)
                }
                "reduce_scatter" => {
                    let (t, mag) = fold(case, f.reduction.as_deref().unwrap_or("sum"), &members)?;
                    let block = split(&t, f.dim, n)?.swap_remove(pos);
                    let mag = match mag {
                        Some(m) => {
                            let mt = HostTensor::from_slice(&t.shape, &m).map_err(|e| e.to_string())?;
                            Some(split(&mt, f.dim, n)?.swap_remove(pos).to_f64_vec())
                        }
                        None => None,
                    };
                    reference_of(block, mag, terms)
                }
                "all_gather" => Reference::Bits(concat(&members.iter().map(|t| (*t).clone()).collect::<Vec<_>>(), f.dim)?),
                "all_to_all" => {
                    let blocks: Vec<HostTensor> =
                        members.iter().map(|t| split(t, f.dim, n).map(|mut b| b.swap_remove(pos))).collect::<Result<_, _>>()?;
                    Reference::Bits(concat(&blocks, f.concat)?)
                }
                "collective_broadcast" => Reference::Bits(members[0].clone()),
                other => return Err(refused(format!("{}: `{other}` is not a collective", case.id))),
            }
        };
        // Floats judged bit for bit become real values judged exactly (NaN meets NaN; the sign of zero counts).
        let r = match r {
            Reference::Bits(t) if t.dtype.is_float() => reference_of(t, None, 0),
            r => r,
        };
        out.push(vec![r]);
    }
    Ok(out)
}

/// Lists the collective cases in catalog order; `push` takes (op, form, dtype, shape, pack key).
pub fn cases(push: &mut super::structural::Push) {
    use super::table::{ALL, FLOATS, INTS};
    let shape: &[i64] = &[4, 8];
    let modes = ["replicas", "partitions"];
    let groups = ["all", "pairs", "strided"];
    for mode in modes {
        for (r, _, float, int, boolean) in REDUCTIONS {
            let mut dtypes: Vec<DType> = Vec::new();
            if *float {
                dtypes.extend_from_slice(FLOATS);
            }
            if *int {
                dtypes.extend_from_slice(INTS);
            }
            if *boolean {
                dtypes.push(DType::Bool);
            }
            for d in &dtypes {
                for g in groups {
                    push("all_reduce", &format!("{r}-{mode}-{g}"), *d, shape, &format!("{mode}-{r}"));
                }
            }
        }
        for d in FLOATS.iter().chain(INTS) {
            for g in groups {
                for dim in 0..2 {
                    push("reduce_scatter", &format!("sum-{mode}-{g}-dim{dim}"), *d, shape, mode);
                }
            }
        }
        for d in ALL {
            for g in groups {
                for dim in 0..2 {
                    push("all_gather", &format!("{mode}-{g}-dim{dim}"), *d, shape, mode);
                }
            }
        }
        for d in ALL {
            for g in groups {
                for sc in ["s0c1", "s1c0"] {
                    push("all_to_all", &format!("{mode}-{g}-{sc}"), *d, shape, mode);
                }
            }
        }
        for d in ALL {
            for p in ["ring", "swap", "partial"] {
                push("collective_permute", &format!("{mode}-{p}"), *d, shape, mode);
            }
        }
        for d in ALL {
            for g in groups {
                push("collective_broadcast", &format!("{mode}-{g}"), *d, shape, mode);
            }
        }
    }
    // A channel under replicas (the CPU plugin mishandles it): each alone in its program.
    for p in ["ring", "partial"] {
        push("collective_permute", &format!("replicas-channel-{p}"), DType::F32, shape, &format!("channel-{p}"));
    }
    // Programs the reference rejects, each alone: the device must reject them too.
    let f32 = DType::F32;
    for (op, form, shape) in [
        ("all_reduce", "sum-replicas-dup", &[4, 8][..]),
        ("all_reduce", "sum-replicas-uncovered", &[4, 8]),
        ("all_reduce", "sum-partitions-dup", &[4, 8]),
        ("all_gather", "replicas-uneven-dim0", &[4, 8]),
        ("reduce_scatter", "sum-replicas-all-dim1", &[4, 6]),
        ("all_to_all", "replicas-all-s1c0", &[4, 6]),
        ("all_to_all", "partitions-all-s1c0", &[4, 6]),
        ("collective_permute", "replicas-duptarget", &[4, 8]),
    ] {
        push(op, form, f32, shape, &format!("reject-{form}"));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn case(op: &str, form: &str, d: DType, shape: &[i64]) -> Case {
        Case {
            id: format!("op-{op}-{form}"),
            op: op.into(),
            form: form.into(),
            dtype: d,
            shape: shape.to_vec(),
            values: "normal".into(),
            seed: 3,
            pack: 0,
        }
    }

    fn ints(d: DType, shape: &[i64], v: &[i128]) -> HostTensor {
        int_tensor(d, shape, v)
    }

    fn bits(r: &Reference) -> Vec<i128> {
        match r {
            Reference::Bits(t) => int_values(t),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn references_follow_the_collectives_semantics() {
        // Device k holds [10k, 10k+1, 10k+2, 10k+3] (shape [4]).
        let xs: Vec<Vec<HostTensor>> =
            (0..4).map(|k| vec![ints(DType::I32, &[4], &(0..4).map(|j| 10 * k + j).collect::<Vec<_>>())]).collect();
        let r = references(&case("all_reduce", "sum-replicas-pairs", DType::I32, &[4]), &xs).unwrap();
        assert_eq!(bits(&r[1][0]), vec![10, 12, 14, 16]);
        assert_eq!(bits(&r[3][0]), vec![50, 52, 54, 56]);
        let r = references(&case("all_gather", "partitions-strided-dim0", DType::I32, &[4]), &xs).unwrap();
        assert_eq!(bits(&r[2][0]), vec![0, 1, 2, 3, 20, 21, 22, 23]);
        let r = references(&case("reduce_scatter", "sum-replicas-all-dim0", DType::I32, &[4]), &xs).unwrap();
        assert_eq!(bits(&r[2][0]), vec![2 + 12 + 22 + 32]);
        let r = references(&case("all_to_all", "replicas-pairs-s0c0", DType::I32, &[4]), &xs).unwrap();
        // Device 1 (second of {0,1}) gets block 1 of device 0, then block 1 of itself.
        assert_eq!(bits(&r[1][0]), vec![2, 3, 12, 13]);
        let r = references(&case("collective_permute", "replicas-partial", DType::I32, &[4]), &xs).unwrap();
        assert_eq!(bits(&r[2][0]), vec![0, 1, 2, 3]);
        assert_eq!(bits(&r[0][0]), vec![0, 0, 0, 0], "no pair targets device 0");
        let r = references(&case("collective_broadcast", "partitions-strided", DType::I32, &[4]), &xs).unwrap();
        assert_eq!(bits(&r[3][0]), vec![10, 11, 12, 13]);
        // Wrapping integer products and xor.
        let big: Vec<Vec<HostTensor>> = (0..4).map(|_| vec![ints(DType::U64, &[1], &[u64::MAX as i128])]).collect();
        let r = references(&case("all_reduce", "product-replicas-all", DType::U64, &[1]), &big).unwrap();
        assert_eq!(bits(&r[0][0]), vec![1], "(-1)^4 mod 2^64");
        let r = references(&case("all_reduce", "xor-replicas-all", DType::U64, &[1]), &big).unwrap();
        assert_eq!(bits(&r[0][0]), vec![0]);
        // 2-d blocks along dim 1.
        let m: Vec<Vec<HostTensor>> =
            (0..4).map(|k| vec![ints(DType::I8, &[2, 4], &(0..8).map(|j| k * 8 + j).collect::<Vec<_>>())]).collect();
        let r = references(&case("all_to_all", "replicas-pairs-s1c0", DType::I8, &[2, 4]), &m).unwrap();
        assert_eq!(bits(&r[0][0]), vec![0, 1, 4, 5, 8, 9, 12, 13]);
    }

    #[test]
    fn forms_are_read_and_bad_programs_rejected() {
        let f = form(&case("all_to_all", "partitions-strided-s1c0", DType::F32, &[4, 8])).unwrap();
        assert_eq!((f.mode, f.dim, f.concat, f.groups.len()), (Mode::Partitions, 1, 0, 2));
        assert!(form(&case("all_reduce", "xor-replicas-all", DType::F32, &[4])).is_err(), "xor of floats");
        assert!(form(&case("all_gather", "replicas-channel-all-dim0", DType::F32, &[4])).is_err());
        assert!(form(&case("all_gather", "replicas-all", DType::F32, &[4])).is_err(), "no dimension");
        let rej = |op: &str, form: &str, shape: &[i64]| rejects(&case(op, form, DType::F32, shape));
        assert!(rej("all_reduce", "sum-replicas-dup", &[4]).unwrap().contains("more than one"));
        assert!(rej("all_reduce", "sum-replicas-uncovered", &[4]).unwrap().contains("device 3 is in no"));
        assert!(rej("all_gather", "replicas-uneven-dim0", &[4]).unwrap().contains("unequal"));
        assert!(rej("all_to_all", "replicas-all-s1c0", &[4, 6]).unwrap().contains("not divisible"));
        assert!(rej("collective_permute", "replicas-duptarget", &[4]).unwrap().contains("target twice"));
        assert_eq!(rej("collective_permute", "partitions-partial", &[4]), None);
        let (text, layouts) = pack_program(&[case("all_gather", "partitions-pairs-dim1", DType::BF16, &[4, 8])], "m").unwrap();
        assert!(text.contains("sdy.manual_computation") && text.contains("use_global_device_ids"), "{text}");
        assert!(text.contains("tensor<16x8xbf16>") && text.contains("-> tensor<16x16xbf16>"), "{text}");
        assert_eq!(layouts[0].outputs[0].shape, vec![4, 16]);
    }
}
