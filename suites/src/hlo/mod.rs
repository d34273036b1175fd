//! A StableHLO text builder: typed SSA values and one method per op, emitting
//! the generic MLIR form that the oldest supported plugin (`xla-cpu-pjrt`
//! 0.0.1, StableHLO v1.13.3) parses. The generic form (`"stablehlo.add"(...)`)
//! is used throughout because it is one syntax for every op, so a new op is
//! one line here rather than a new pretty-printer rule.
//!
//! `@main`'s arguments are named (`layers.0.attn.q_proj.weight`); weights are
//! listed before data inputs whatever order a family builder creates them in.

mod ops;
pub mod tape;
mod types;

pub use ops::{Cmp, ConvAttrs, Reduction};
pub use types::{literal, Ty, V};

use crate::definition::Role;
use std::fmt::Write as _;
use tensors::DType;

/// One argument of `@main` as the builder recorded it.
#[derive(Debug, Clone)]
pub struct Arg {
    pub name: String,
    pub ssa: String,
    pub ty: Ty,
    pub role: Role,
    pub fill: Option<String>,
    /// Argument attributes printed after the type (`tf.aliasing_output = 1 : i32`).
    pub attrs: Option<String>,
}

/// Builds one `@main` function.
#[derive(Debug, Default)]
pub struct Builder {
    body: String,
    next: usize,
    depth: usize,
    pub args: Vec<Arg>,
    /// The recorded ops, when taping (see [`tape`]).
    tape: Option<Vec<tape::Node>>,
    /// How many regions are open (ops inside them are not recorded).
    in_region: usize,
    /// Module attributes (`mhlo.num_partitions = 4 : i32`), printed by [`Builder::finish`].
    module_attrs: Vec<String>,
    /// Module-level declarations before `@main` (`sdy.mesh @mesh = <["x"=4]>`).
    module_decls: Vec<String>,
    /// Result attributes by result index (`sdy.sharding = ...`).
    result_attrs: std::collections::BTreeMap<usize, String>,
}

impl Builder {
    pub fn new() -> Builder {
        Builder { depth: 2, ..Default::default() }
    }

    /// A builder that records what it emits, so that [`crate::autodiff::grad`]
    /// can differentiate it. Blocks with a loop unroll it when taping.
    pub fn with_tape() -> Builder {
        Builder { depth: 2, tape: Some(Vec::new()), ..Default::default() }
    }

    /// Whether this builder records a tape.
    pub fn taping(&self) -> bool {
        self.tape.is_some()
    }

    /// The recorded ops so far (empty when not taping).
    pub fn tape(&self) -> &[tape::Node] {
        self.tape.as_deref().unwrap_or(&[])
    }

    /// Gives the last recorded op its structured parameters.
    pub(crate) fn tag(&mut self, params: tape::Params) {
        if self.in_region > 0 {
            return;
        }
        if let Some(n) = self.tape.as_mut().and_then(|t| t.last_mut()) {
            n.params = params;
        }
    }

    /// Sets the attributes of an argument (by its SSA value).
    pub fn set_arg_attrs(&mut self, v: &V, attrs: &str) {
        if let Some(a) = self.args.iter_mut().find(|a| a.ssa == v.id) {
            a.attrs = Some(attrs.to_string());
        }
    }

    /// Adds one attribute to an argument's (by its SSA id), after those it has.
    pub fn add_arg_attr(&mut self, ssa: &str, attr: &str) {
        if let Some(a) = self.args.iter_mut().find(|a| a.ssa == ssa) {
            a.attrs = Some(match a.attrs.take() {
                Some(old) => format!("{old}, {attr}"),
                None => attr.to_string(),
            });
        }
    }

    /// Sets the attributes of result `index` of `@main` (as [`Builder::finish`] numbers them).
    pub fn set_result_attrs(&mut self, index: usize, attrs: &str) {
        self.result_attrs.insert(index, attrs.to_string());
    }

    /// Adds a module attribute (`mhlo.num_partitions = 4 : i32`).
    pub fn add_module_attr(&mut self, attr: &str) {
        self.module_attrs.push(attr.to_string());
    }

    /// Adds a module-level declaration printed before `@main` (`sdy.mesh @mesh = <["x"=4]>`).
    pub fn add_module_decl(&mut self, decl: &str) {
        self.module_decls.push(decl.to_string());
    }

    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }

    fn line(&mut self, text: &str) {
        for _ in 0..self.depth {
            self.body.push_str("  ");
        }
        self.body.push_str(text);
        self.body.push('\n');
    }

    /// Declares an argument of `@main`.
    pub fn arg(&mut self, name: &str, ty: Ty, role: Role, fill: Option<&str>) -> V {
        self.next += 1;
        let ssa = format!("%a{}", self.next);
        self.args.push(Arg { name: name.to_string(), ssa: ssa.clone(), ty: ty.clone(), role, fill: fill.map(str::to_string), attrs: None });
        V { id: ssa, ty }
    }

    /// A weight argument filled with normal(0.02) unless `fill` says otherwise.
    pub fn weight(&mut self, name: &str, dtype: DType, shape: &[i64]) -> V {
        self.arg(name, Ty::new(dtype, shape), Role::Weight, None)
    }

    pub fn weight_filled(&mut self, name: &str, dtype: DType, shape: &[i64], fill: &str) -> V {
        self.arg(name, Ty::new(dtype, shape), Role::Weight, Some(fill))
    }

    pub fn data(&mut self, name: &str, dtype: DType, shape: &[i64], fill: &str) -> V {
        self.arg(name, Ty::new(dtype, shape), Role::Data, Some(fill))
    }

    /// Emits `results = "name"(operands) {attrs} : (types) -> result types`.
    pub fn op_multi(&mut self, name: &str, operands: &[&V], attrs: &str, regions: &str, outs: &[Ty]) -> Vec<V> {
        let id = self.fresh();
        let ins: Vec<&str> = operands.iter().map(|v| v.id.as_str()).collect();
        let in_tys: Vec<String> = operands.iter().map(|v| v.ty.mlir()).collect();
        let out_tys: Vec<String> = outs.iter().map(Ty::mlir).collect();
        let lhs = if outs.len() == 1 { id.clone() } else { format!("{id}:{}", outs.len()) };
        let attrs = if attrs.is_empty() { String::new() } else { format!(" {{{attrs}}}") };
        let out_sig = if outs.len() == 1 { out_tys[0].clone() } else { format!("({})", out_tys.join(", ")) };
        let text = format!("{lhs} = \"{name}\"({}){regions}{attrs} : ({}) -> {out_sig}", ins.join(", "), in_tys.join(", "));
        self.line(&text);
        let results = if outs.len() == 1 {
            vec![V { id, ty: outs[0].clone() }]
        } else {
            outs.iter().enumerate().map(|(i, t)| V { id: format!("{id}#{i}"), ty: t.clone() }).collect()
        };
        if self.in_region == 0 {
            if let Some(t) = self.tape.as_mut() {
                let inputs = operands.iter().map(|v| (*v).clone()).collect();
                t.push(tape::Node { name: name.to_string(), params: tape::Params::None, inputs, outputs: results.clone() });
            }
        }
        results
    }

    pub fn op(&mut self, name: &str, operands: &[&V], attrs: &str, out: Ty) -> V {
        let mut v = self.op_multi(name, operands, attrs, "", &[out]);
        v.remove(0)
    }

    /// Builds a region: block arguments of the given types, a body built by
    /// `f`, terminated by `stablehlo.return` of what `f` returns.
    pub fn region(&mut self, arg_tys: &[Ty], f: impl FnOnce(&mut Builder, &[V]) -> Vec<V>) -> String {
        let saved = std::mem::take(&mut self.body);
        let saved_depth = self.depth;
        self.depth = saved_depth + 2;
        self.in_region += 1;
        let params: Vec<V> = arg_tys.iter().map(|t| V { id: self.fresh(), ty: t.clone() }).collect();
        let results = f(self, &params);
        self.in_region -= 1;
        let ret_ids: Vec<&str> = results.iter().map(|v| v.id.as_str()).collect();
        let ret_tys: Vec<String> = results.iter().map(|v| v.ty.mlir()).collect();
        self.line(&format!("\"stablehlo.return\"({}) : ({}) -> ()", ret_ids.join(", "), ret_tys.join(", ")));
        let inner = std::mem::replace(&mut self.body, saved);
        self.depth = saved_depth;
        let header: Vec<String> = params.iter().map(|p| format!("{}: {}", p.id, p.ty.mlir())).collect();
        let pad = "  ".repeat(saved_depth + 1);
        format!("{{\n{pad}^bb0({}):\n{inner}{}}}", header.join(", "), "  ".repeat(saved_depth))
    }

    /// Renders the module: `@main` with weights first, then data, returning `results`.
    pub fn finish(&self, module_name: &str, results: &[&V]) -> String {
        let mut ordered: Vec<&Arg> = self.args.iter().filter(|a| a.role == Role::Weight).collect();
        ordered.extend(self.args.iter().filter(|a| a.role == Role::Data));
        let params: Vec<String> = ordered
            .iter()
            .map(|a| match &a.attrs {
                Some(at) => format!("{}: {} {{{at}}}", a.ssa, a.ty.mlir()),
                None => format!("{}: {}", a.ssa, a.ty.mlir()),
            })
            .collect();
        let out_tys: Vec<String> = results.iter().map(|v| v.ty.mlir()).collect();
        let out_sig: Vec<String> = out_tys
            .iter()
            .enumerate()
            .map(|(i, t)| match self.result_attrs.get(&i) {
                Some(at) => format!("{t} {{{at}}}"),
                None => t.clone(),
            })
            .collect();
        let out_ids: Vec<&str> = results.iter().map(|v| v.id.as_str()).collect();
        let mut s = String::with_capacity(self.body.len() + 1024);
        if self.module_attrs.is_empty() {
            let _ = writeln!(s, "module @{module_name} {{");
        } else {
            let _ = writeln!(s, "module @{module_name} attributes {{{}}} {{", self.module_attrs.join(", "));
        }
        for d in &self.module_decls {
            let _ = writeln!(s, "  {d}");
        }
        let _ = writeln!(s, "  func.func public @main({}) -> ({}) {{", params.join(", "), out_sig.join(", "));
        s.push_str(&self.body);
        let _ = writeln!(s, "    \"func.return\"({}) : ({}) -> ()", out_ids.join(", "), out_tys.join(", "));
        s.push_str("  }\n}\n");
        s
    }

    /// Arguments in `@main` order (weights, then data).
    pub fn ordered_args(&self) -> Vec<Arg> {
        let mut v: Vec<Arg> = self.args.iter().filter(|a| a.role == Role::Weight).cloned().collect();
        v.extend(self.args.iter().filter(|a| a.role == Role::Data).cloned());
        v
    }
}

/// Counts `stablehlo.*` and `chlo.*` ops in a program's text, in both of
/// MLIR's forms: generic (`%0 = "stablehlo.add"(%a, %b)`, what the zoo
/// writes) and pretty (`%0 = stablehlo.add %a, %b`, what `jax.export`,
/// torch_xla and people write). One op per line, the one the line starts
/// with (after its results): `applies stablehlo.add` inside a `reduce` is
/// the reduce's body, not a second op; types (`!stablehlo.token`) and
/// attributes (`#stablehlo.precision`) are not ops. Returns are not counted.
pub fn op_histogram(program: &str) -> std::collections::BTreeMap<String, usize> {
    let mut h = std::collections::BTreeMap::new();
    for line in program.lines() {
        let mut rest = line.trim_start();
        if rest.starts_with("//") {
            continue;
        }
        if rest.starts_with('%') {
            let Some(eq) = rest.find(" = ") else { continue };
            rest = rest[eq + 3..].trim_start();
        }
        let rest = rest.strip_prefix('"').unwrap_or(rest);
        let end = rest.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.')).unwrap_or(rest.len());
        let name = &rest[..end];
        if !(name.starts_with("stablehlo.") || name.starts_with("chlo.")) || name == "stablehlo.return" {
            continue;
        }
        *h.entry(name.to_string()).or_insert(0) += 1;
    }
    h
}
