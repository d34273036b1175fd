//! `@main` split into op programs, as eager dispatch runs a model: every
//! top-level op its own standalone program (`--mode eager`), or N
//! consecutive ops one program (`--mode deferred:N`, DeferAndFuse's queue).
//! Owned here because it reads and writes program text, which nothing above
//! this crate does.
//!
//! How a program is split:
//! - `@main`'s calls are inlined first ([`crate::text::inline_calls`]), so
//!   the ops inside JAX's private helpers are ops of their own; an op with
//!   regions (`reduce`, `while`, `case`, `sort`) stays whole, one op.
//! - Each op program is `func.func public @main` whose arguments are the
//!   values the op reads from outside it (`@main`'s arguments or earlier
//!   ops' results, typed from `@main`'s signature and the defining
//!   statements' result types) and whose results are its own results (in
//!   deferred mode: the values of the group that a later op reads or that
//!   `@main` returns).
//! - Constants (`stablehlo.constant`) are folded: copied into every op
//!   program that reads them, never run as programs of their own (eager
//!   PyTorch bakes literal values into the op, and an upload per literal
//!   would only measure dispatch). A constant `@main` returns as it is is
//!   an op of its own.
//! - Source locations are dropped and every value is renamed in order of
//!   appearance (`%eager_in0..`, `%eager_c0..`, `%eager_v0..`,
//!   `%eager_l0..` for region-local values) and every line re-indented, so
//!   the same op on the same operand types is the same text whatever the
//!   model called its values: the text is the op program's cache key
//!   ([`OpProgram::text`]; the harness adds the compile settings).
//! - The lines of comments before the module (a tool's marker, such as the
//!   fault plugin's) are kept at the top of every op program, so a device
//!   that miscomputes an op miscomputes it in eager mode too.
//!
//! Errors are typed ([`SplitError`]); arbitrary text never panics (the
//! proptest below).

use crate::lex::{self, code_view_str};
use crate::text::{inline_calls, parse_main, value_refs, Statement};
use std::collections::{HashMap, HashSet, VecDeque};

/// Why a program cannot be split into op programs.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SplitError {
    /// `@main` (or a function it calls) cannot be read as text.
    #[error("cannot read @main: {0}")]
    Unreadable(String),
    /// An op whose result types the statement does not spell out.
    #[error("line {line}: the result types of `{op}` cannot be read, so its op program cannot declare them")]
    UntypedResults { line: usize, op: String },
    /// A call the module has no definition for stays a call, which no op program can hold.
    #[error("line {line}: `{op}` calls a function the module does not define; it cannot run as an op program of its own")]
    UnresolvedCall { line: usize, op: String },
    /// A group size of 0.
    #[error("a deferred group holds at least one op (got 0)")]
    EmptyGroup,
}

/// One standalone program of the split: a single op (eager) or a group of
/// consecutive ops (deferred).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OpProgram {
    /// The program's text: a module with one `@main`, names normalised, no
    /// locations; with the compile settings, the op program's cache key.
    pub text: String,
    /// The values of the source program it takes, in argument order.
    pub inputs: Vec<String>,
    /// The values of the source program its results are, in result order.
    pub outputs: Vec<String>,
    /// The ops it runs (`stablehlo.add`), in order.
    pub ops: Vec<String>,
    /// The source line (of the inlined program) of its first op.
    pub line: usize,
}

/// `@main` as op programs run one after another.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Split {
    /// `@main`'s argument names, in order: the values the caller uploads.
    pub arguments: Vec<String>,
    /// The op programs, in execution order.
    pub programs: Vec<OpProgram>,
    /// The values `@main` returns, in order (arguments, op results or
    /// constants that are op programs of their own).
    pub returned: Vec<String>,
    /// Constants folded into the op programs that read them.
    pub folded_constants: usize,
    /// The bytes each value holds on a device ([`type_bytes`]), by name.
    pub bytes: HashMap<String, u64>,
}

impl Split {
    /// For each op program, the values whose last reader it is (and that
    /// `@main` does not return): what a runner may free after running it.
    pub fn last_uses(&self) -> Vec<Vec<String>> {
        let returned: HashSet<&str> = self.returned.iter().map(String::as_str).collect();
        let mut last: HashMap<&str, usize> = HashMap::new();
        for (i, p) in self.programs.iter().enumerate() {
            for v in &p.inputs {
                last.insert(v.as_str(), i);
            }
            // A result nothing reads dies where it is made.
            for v in &p.outputs {
                last.entry(v.as_str()).or_insert(i);
            }
        }
        let mut out = vec![Vec::new(); self.programs.len()];
        for (v, i) in last {
            if !returned.contains(v) {
                out[i].push(v.to_string());
            }
        }
        for o in &mut out {
            o.sort();
        }
        out
    }

    /// For each op program, the bytes of the values a runner holds on the
    /// device while it runs: `@main`'s arguments (uploaded once, before the
    /// first) and earlier results until their last reader has run (returned
    /// values to the end), and its own results. What an op-by-op run keeps
    /// live, step by step (the op programs' own scratch not included).
    pub fn live_bytes(&self) -> Vec<u64> {
        let n = self.programs.len();
        if n == 0 {
            return Vec::new();
        }
        let last_uses = self.last_uses();
        let dies: HashMap<&str, usize> = last_uses.iter().enumerate().flat_map(|(i, vs)| vs.iter().map(move |v| (v.as_str(), i))).collect();
        // A difference array: bytes added where a value is made, taken away after its last reader.
        let mut change = vec![0i128; n + 1];
        let made = self
            .arguments
            .iter()
            .map(|v| (v, 0))
            .chain(self.programs.iter().enumerate().flat_map(|(i, p)| p.outputs.iter().map(move |v| (v, i))));
        let mut seen: HashSet<&str> = HashSet::new();
        for (v, from) in made {
            if !seen.insert(v.as_str()) {
                continue;
            }
            let bytes = i128::from(self.bytes.get(v).copied().unwrap_or(0));
            let to = dies.get(v.as_str()).copied().unwrap_or(n - 1).max(from);
            change[from] += bytes;
            change[to + 1] -= bytes;
        }
        let mut live = 0i128;
        change[..n]
            .iter()
            .map(|d| {
                live += d;
                u64::try_from(live).unwrap_or(u64::MAX)
            })
            .collect()
    }
}

/// Splits `program`'s `@main` into op programs of `group` ops each (1:
/// eager; N: deferred, the last group possibly shorter). A group grows
/// past N (an eager op program past one op) where a cut would hand a
/// value [`stays_inside`] from one op program to another.
pub fn split(program: &[u8], group: usize) -> Result<Split, SplitError> {
    if group == 0 {
        return Err(SplitError::EmptyGroup);
    }
    let inlined = inline_calls(program).map_err(SplitError::Unreadable)?;
    let text = inlined.text.as_str();
    let main = parse_main(text.as_bytes()).map_err(SplitError::Unreadable)?;
    let preamble = preamble(text);
    let mut functions = Functions::new(text);

    // Every value's type: @main's arguments, then each op's results.
    let mut types: HashMap<String, String> = main.args.iter().cloned().collect();
    for s in &main.statements {
        if s.op == "func.call" {
            return Err(SplitError::UnresolvedCall { line: inlined.original_line(s.line), op: s.op.clone() });
        }
        if s.result_types.len() != s.names.len() {
            return Err(SplitError::UntypedResults { line: inlined.original_line(s.line), op: s.op.clone() });
        }
        for (n, t) in s.names.iter().zip(&s.result_types) {
            types.insert(n.clone(), t.clone());
        }
    }
    let returned: HashSet<&str> = main.returned.iter().map(String::as_str).collect();
    let is_folded = |s: &Statement| s.op == "stablehlo.constant" && !s.names.iter().any(|n| returned.contains(n.as_str()));
    let constants: HashMap<&str, &Statement> =
        main.statements.iter().filter(|s| is_folded(s)).flat_map(|s| s.names.iter().map(move |n| (n.as_str(), s))).collect();
    let ops: Vec<&Statement> = main.statements.iter().filter(|s| !is_folded(s)).collect();

    // Where each value is read last (an op's index among `ops`), for a group's outputs.
    let mut read_at: HashMap<&str, usize> = HashMap::new();
    for (i, s) in ops.iter().enumerate() {
        for u in s.uses.iter().filter(|u| types.contains_key(u.as_str())) {
            read_at.insert(u.as_str(), i);
        }
    }

    let mut programs = Vec::new();
    for range in groups(&ops, group, &types) {
        let last = range.end;
        let chunk = &ops[range];
        let defined: HashSet<&str> = chunk.iter().flat_map(|s| s.names.iter().map(String::as_str)).collect();
        let (mut inputs, mut folded): (Vec<&str>, Vec<&Statement>) = (Vec::new(), Vec::new());
        for s in chunk {
            for u in s.uses.iter().map(String::as_str).filter(|u| types.contains_key(*u) && !defined.contains(u)) {
                match constants.get(u) {
                    Some(c) if !folded.iter().any(|f| std::ptr::eq(*f, *c)) => folded.push(*c),
                    Some(_) => {}
                    None if !inputs.contains(&u) => inputs.push(u),
                    None => {}
                }
            }
        }
        let mut outputs: Vec<&str> = chunk
            .iter()
            .flat_map(|s| s.names.iter().map(String::as_str))
            .filter(|n| chunk.len() == 1 || returned.contains(n) || read_at.get(n).is_some_and(|&i| i >= last))
            .collect();
        if outputs.is_empty() {
            // A group nothing reads from still hands back its last op's results.
            outputs = chunk.last().map(|s| s.names.iter().map(String::as_str).collect()).unwrap_or_default();
        }
        let carried = carried(text, folded.iter().chain(chunk).map(|s| s.span.clone()), &mut functions);
        let body = program_text(text, &preamble, &inputs, &folded, chunk, &outputs, &types, &carried);
        programs.push(OpProgram {
            text: body,
            inputs: inputs.iter().map(|s| s.to_string()).collect(),
            outputs: outputs.iter().map(|s| s.to_string()).collect(),
            ops: chunk.iter().map(|s| s.op.clone()).collect(),
            line: chunk.first().map(|s| inlined.original_line(s.line)).unwrap_or(0),
        });
    }
    let bytes = types.iter().map(|(v, t)| (v.clone(), type_bytes(t))).collect();
    Ok(Split {
        arguments: main.args.iter().map(|(n, _)| n.clone()).collect(),
        programs,
        returned: main.returned.clone(),
        folded_constants: main.statements.len() - ops.len(),
        bytes,
    })
}

/// Whether a value of type `ty` stays inside the op program that makes it:
/// a tuple, a token, or a tensor with a dynamic (`?`) dimension is no
/// buffer of known shape that one program hands the next (a dynamic
/// tensor's shape is refined from the ops that make it, inside one program).
pub fn stays_inside(ty: &str) -> bool {
    ty.contains("tuple<") || ty.contains("!stablehlo.token") || ty.contains('?')
}

/// The ops of each op program: `group` at a time, a cut moved later where
/// it would separate an op that makes a value [`stays_inside`] from a
/// reader of it, or an op whose result is dynamic from an op that makes
/// its operands (its shape is refined from them).
fn groups(ops: &[&Statement], group: usize, types: &HashMap<String, String>) -> Vec<std::ops::Range<usize>> {
    let made_at: HashMap<&str, usize> = ops.iter().enumerate().flat_map(|(i, s)| s.names.iter().map(move |n| (n.as_str(), i))).collect();
    // reach[i]: the last op that op i shares its op program with, at least.
    let mut reach: Vec<usize> = (0..ops.len()).collect();
    for (i, s) in ops.iter().enumerate() {
        let dynamic = s.result_types.iter().any(|t| t.contains('?'));
        for u in &s.uses {
            let Some(&p) = made_at.get(u.as_str()) else { continue };
            if p < i && (dynamic || types.get(u).is_some_and(|t| stays_inside(t))) {
                reach[p] = reach[p].max(i);
            }
        }
    }
    let mut out = Vec::new();
    let mut start = 0;
    while start < ops.len() {
        let mut last = start.saturating_add(group).min(ops.len()) - 1;
        let mut k = start;
        while k <= last {
            last = last.max(reach[k]);
            k += 1;
        }
        out.push(start..last + 1);
        start = last + 1;
    }
    out
}

/// The bytes a value of type `ty` holds on a device: a tensor's elements,
/// a tuple's tensors; 0 where that is unknown (a dynamic dimension, an
/// element type the harness has no size for).
pub fn type_bytes(ty: &str) -> u64 {
    lex::tensor_types(ty)
        .into_iter()
        .filter_map(|r| crate::TensorType::parse(&ty[r]).ok())
        .filter_map(|t| {
            let elements = t.shape.iter().try_fold(1u64, |n, &d| u64::try_from(d).ok().and_then(|d| n.checked_mul(d)))?;
            elements.checked_mul(t.dtype.size() as u64)
        })
        .fold(0u64, u64::saturating_add)
}

/// The functions the module defines besides `@main`, found by name when an
/// op first refers to one (most ops refer to none): their whole definitions.
struct Functions<'a> {
    text: &'a str,
    found: HashMap<String, Option<std::ops::Range<usize>>>,
}

impl<'a> Functions<'a> {
    fn new(text: &'a str) -> Functions<'a> {
        Functions { text, found: HashMap::new() }
    }

    /// `@name`'s definition, `None` for `@main` and a symbol that is no function of the module.
    fn get(&mut self, name: &str) -> Option<std::ops::Range<usize>> {
        if name == "main" {
            return None;
        }
        let text = self.text;
        self.found
            .entry(name.to_string())
            .or_insert_with(|| crate::text::parse_function(text.as_bytes(), name).ok().map(|f| f.span))
            .clone()
    }
}

/// The symbols (`@name`) the code `view` refers to, in order.
fn symbols(view: &str) -> Vec<&str> {
    let b = view.as_bytes();
    let mut out = Vec::new();
    for (at, _) in view.match_indices('@') {
        let end = b[at + 1..]
            .iter()
            .position(|c| !(c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'$' | b'-')))
            .map_or(b.len(), |n| at + 1 + n);
        if end > at + 1 {
            out.push(&view[at + 1..end]);
        }
    }
    out
}

/// The definitions of the functions the statements at `spans` refer to (a
/// call inside a region, a composite's decomposition), and of those these
/// refer to, in order of first reference, locations dropped: what an op
/// program carries so that it compiles on its own.
fn carried(text: &str, spans: impl Iterator<Item = std::ops::Range<usize>>, functions: &mut Functions<'_>) -> Vec<String> {
    let mut queue: VecDeque<std::ops::Range<usize>> = spans.collect();
    let mut taken: HashSet<String> = HashSet::new();
    let mut out = Vec::new();
    while let Some(span) = queue.pop_front() {
        let view = code_view_str(&text[span]);
        for name in symbols(&view) {
            if taken.contains(name) {
                continue;
            }
            let Some(f) = functions.get(name) else { continue };
            taken.insert(name.to_string());
            let mut def = without_locations(&text[f.clone()]);
            if !def.ends_with('\n') {
                def.push('\n');
            }
            out.push(def);
            queue.push_back(f);
        }
    }
    out
}

/// The comment lines before the module's first line of code.
fn preamble(text: &str) -> String {
    let mut out = String::new();
    for line in text.lines() {
        let t = line.trim();
        if t.is_empty() {
            continue;
        }
        if !t.starts_with("//") {
            break;
        }
        out.push_str(t);
        out.push('\n');
    }
    out
}

/// The op program's text: arguments, folded constants, the ops, the return,
/// then the functions it carries.
#[allow(clippy::too_many_arguments)]
fn program_text(
    text: &str,
    preamble: &str,
    inputs: &[&str],
    folded: &[&Statement],
    chunk: &[&Statement],
    outputs: &[&str],
    types: &HashMap<String, String>,
    carried: &[String],
) -> String {
    let mut names = Renamer::default();
    let args: Vec<String> = inputs.iter().enumerate().map(|(i, v)| format!("{}: {}", names.bind(v, "in", i), types[*v])).collect();
    for (i, c) in folded.iter().enumerate() {
        names.bind_results(c, "c", i);
    }
    for (i, s) in chunk.iter().enumerate() {
        names.bind_results(s, "v", i);
    }
    let result_types: Vec<&str> = outputs.iter().map(|v| types[*v].as_str()).collect();
    let mut out = String::with_capacity(256);
    out.push_str(preamble);
    out.push_str("module @eager {\n");
    out.push_str(&format!("  func.func public @main({}) -> ({}) {{\n", args.join(", "), result_types.join(", ")));
    for s in folded.iter().chain(chunk) {
        out.push_str(&names.rewrite(&text[s.span.clone()]));
    }
    let returned: Vec<String> = outputs.iter().map(|v| names.of(v)).collect();
    if returned.is_empty() {
        out.push_str("    return\n");
    } else {
        out.push_str(&format!("    return {} : {}\n", returned.join(", "), result_types.join(", ")));
    }
    out.push_str("  }\n");
    for f in carried {
        out.push_str(f);
    }
    out.push_str("}\n");
    out
}

/// The normalised names of one op program's values.
#[derive(Default)]
struct Renamer {
    /// Value (or result group base) -> its new name.
    names: HashMap<String, String>,
    /// Region-local values met so far.
    locals: usize,
}

impl Renamer {
    fn bind(&mut self, value: &str, kind: &str, i: usize) -> String {
        let n = format!("%eager_{kind}{i}");
        self.names.insert(value.to_string(), n.clone());
        n
    }

    /// Names a statement's results: the base of `%x:2` (read as `%x#0`, `%x#1`), or each of `%a, %b`.
    fn bind_results(&mut self, s: &Statement, kind: &str, i: usize) {
        let mut bases: Vec<&str> = s.names.iter().map(|n| n.split('#').next().unwrap_or(n)).collect();
        bases.dedup();
        let many = bases.len() > 1;
        for (j, b) in bases.into_iter().enumerate() {
            let n = if many { format!("%eager_{kind}{i}_{j}") } else { format!("%eager_{kind}{i}") };
            self.names.insert(b.to_string(), n);
        }
    }

    /// A value reference renamed (`%x#1` through its base); `None` for an unknown name.
    fn known(&self, r: &str) -> Option<String> {
        if let Some(n) = self.names.get(r) {
            return Some(n.clone());
        }
        let (base, group) = r.split_once('#')?;
        self.names.get(base).map(|n| format!("{n}#{group}"))
    }

    fn of(&self, r: &str) -> String {
        self.known(r).unwrap_or_else(|| r.to_string())
    }

    /// A statement's text, locations dropped, every value renamed (region-local
    /// ones in order of appearance), each line indented the same.
    fn rewrite(&mut self, stmt: &str) -> String {
        let stmt = without_locations(stmt);
        let view = code_view_str(&stmt);
        let mut renamed = String::with_capacity(stmt.len() + 32);
        let mut last = 0;
        for r in value_refs(&view) {
            let name = &stmt[r.clone()];
            let new = match self.known(name) {
                Some(n) => n,
                None => {
                    let base = name.split('#').next().unwrap_or(name).to_string();
                    let n = format!("%eager_l{}", self.locals);
                    self.locals += 1;
                    self.names.insert(base, n);
                    self.of(name)
                }
            };
            renamed.push_str(&stmt[last..r.start]);
            renamed.push_str(&new);
            last = r.end;
        }
        renamed.push_str(&stmt[last..]);
        let mut out = String::with_capacity(renamed.len() + 16);
        for line in renamed.lines().map(str::trim).filter(|l| !l.is_empty()) {
            out.push_str("    ");
            out.push_str(line);
            out.push('\n');
        }
        out
    }
}

/// `text` without its `loc(...)` suffixes (found on the code view, so a
/// `loc(` inside a string stays).
fn without_locations(text: &str) -> String {
    let view = code_view_str(text);
    let b = view.as_bytes();
    let mut out = String::with_capacity(text.len());
    let (mut at, mut from) = (0, 0);
    while let Some(i) = view[from..].find("loc(") {
        let start = from + i;
        let word = start == 0 || !(b[start - 1].is_ascii_alphanumeric() || b[start - 1] == b'_' || b[start - 1] == b'.');
        let Some(end) = lex::matching(&view, start + 3).filter(|_| word) else {
            from = start + 4;
            continue;
        };
        let cut = if start > at && b[start - 1] == b' ' { start - 1 } else { start };
        out.push_str(&text[at..cut]);
        at = end;
        from = end;
    }
    out.push_str(&text[at..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    const MLP: &str = "// tpu-compat-fault: add:1e-3@tanh#1 fused\nmodule @m {\n  func.func public @main(%x: tensor<2x3xf32> loc(\"x\"), %w: tensor<3x4xf32>) -> (tensor<2x4xf32>, tensor<2x3xf32>) {\n    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x4xf32> loc(#loc1)\n    %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32> loc(#loc2)\n    %1 = stablehlo.add %0, %cst : tensor<2x4xf32>\n    %2 = stablehlo.tanh %1 : tensor<2x4xf32> loc(\"act\")\n    %3 = stablehlo.add %2, %cst : tensor<2x4xf32>\n    return %3, %x : tensor<2x4xf32>, tensor<2x3xf32>\n  }\n}\n#loc1 = loc(\"c\")\n#loc2 = loc(\"dot\")\n";

    #[test]
    fn every_op_is_a_program_of_its_own_with_constants_folded() {
        let s = split(MLP.as_bytes(), 1).unwrap();
        assert_eq!(s.arguments, ["%x", "%w"]);
        assert_eq!(s.returned, ["%3", "%x"]);
        assert_eq!(s.folded_constants, 1);
        let ops: Vec<&str> = s.programs.iter().map(|p| p.ops[0].as_str()).collect();
        assert_eq!(ops, ["stablehlo.dot_general", "stablehlo.add", "stablehlo.tanh", "stablehlo.add"]);
        let dot = &s.programs[0];
        assert_eq!((dot.inputs.clone(), dot.outputs.clone()), (vec!["%x".to_string(), "%w".to_string()], vec!["%0".to_string()]));
        assert!(dot.text.starts_with("// tpu-compat-fault: add:1e-3@tanh#1 fused\nmodule @eager {\n"), "{}", dot.text);
        assert!(dot.text.contains("@main(%eager_in0: tensor<2x3xf32>, %eager_in1: tensor<3x4xf32>) -> (tensor<2x4xf32>)"), "{}", dot.text);
        assert!(!dot.text.contains("loc("), "{}", dot.text);
        // The constant is copied into both adds; they read it under the same name, so they are one program.
        let add = &s.programs[1];
        assert_eq!(add.inputs, ["%0"]);
        assert!(add.text.contains("%eager_c0 = stablehlo.constant dense<1.000000e+00> : tensor<2x4xf32>\n"), "{}", add.text);
        assert!(add.text.contains("%eager_v0 = stablehlo.add %eager_in0, %eager_c0 : tensor<2x4xf32>\n"), "{}", add.text);
        assert_eq!(s.programs[3].text, add.text);
        assert!(s.programs[2].text.contains("return %eager_v0 : tensor<2x4xf32>"), "{}", s.programs[2].text);
        // The dot's result dies after the first add reads it; the returned value never does.
        let last = s.last_uses();
        assert_eq!(last[1], ["%0"]);
        assert!(!last.iter().flatten().any(|v| v == "%3" || v == "%x"));
    }

    #[test]
    fn deferred_groups_return_what_later_ops_read() {
        let s = split(MLP.as_bytes(), 3).unwrap();
        assert_eq!(s.programs.len(), 2);
        assert_eq!(s.programs[0].ops.len(), 3);
        assert_eq!(s.programs[0].inputs, ["%x", "%w"]);
        // %0 and %1 are read inside the group only; %2 by the next group.
        assert_eq!(s.programs[0].outputs, ["%2"]);
        assert_eq!(s.programs[1].inputs, ["%2"]);
        assert_eq!(s.programs[1].outputs, ["%3"]);
        let whole = split(MLP.as_bytes(), 100).unwrap();
        assert_eq!(whole.programs.len(), 1);
        assert_eq!(whole.programs[0].outputs, ["%3"]);
        assert_eq!(split(MLP.as_bytes(), 0).unwrap_err(), SplitError::EmptyGroup);
    }

    #[test]
    fn regions_multiple_results_and_calls() {
        let p = "module {\n  func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>) {\n    %init = stablehlo.constant dense<0.000000e+00> : tensor<f32>\n    %s = stablehlo.reduce(%a init: %init) across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>\n     reducer(%p: tensor<f32>, %q: tensor<f32>)  {\n      %t = stablehlo.add %p, %q : tensor<f32>\n      stablehlo.return %t : tensor<f32>\n    }\n    %m:2 = call @pair(%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)\n    %r = stablehlo.add %m#0, %m#1 : tensor<4xf32>\n    return %s, %r : tensor<f32>, tensor<4xf32>\n  }\n  func.func private @pair(%x: tensor<4xf32>, %y: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {\n    %0:2 = stablehlo.sort %x, %y dimension = 0 : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)\n    return %0#0, %0#1 : tensor<4xf32>, tensor<4xf32>\n  }\n}\n";
        // A sort without its comparator is enough for reading: the splitter does not check ops.
        let s = split(p.as_bytes(), 1).unwrap();
        let ops: Vec<&str> = s.programs.iter().map(|p| p.ops[0].as_str()).collect();
        assert_eq!(ops, ["stablehlo.reduce", "stablehlo.sort", "stablehlo.add"]);
        let reduce = &s.programs[0].text;
        assert!(reduce.contains("reducer(%eager_l0: tensor<f32>, %eager_l1: tensor<f32>)"), "{reduce}");
        assert!(reduce.contains("%eager_l2 = stablehlo.add %eager_l0, %eager_l1"), "{reduce}");
        assert!(reduce.contains("stablehlo.constant"), "{reduce}");
        let sort = &s.programs[1];
        assert_eq!(sort.outputs.len(), 2);
        assert!(sort.text.contains("return %eager_v0#0, %eager_v0#1 : tensor<4xf32>, tensor<4xf32>"), "{}", sort.text);
        assert_eq!(s.programs[2].inputs, sort.outputs);
        // An undefined callee cannot be an op program.
        let bad = "func.func @main(%a: tensor<f32>) -> tensor<f32> {\n  %0 = call @elsewhere(%a) : (tensor<f32>) -> tensor<f32>\n  return %0 : tensor<f32>\n}\n";
        assert!(matches!(split(bad.as_bytes(), 1), Err(SplitError::UnresolvedCall { line: 2, .. })));
        assert!(matches!(split(b"module {}", 1), Err(SplitError::Unreadable(_))));
    }

    #[test]
    fn the_same_op_in_two_models_is_the_same_program() {
        let a = "func.func @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {\n  %0 = stablehlo.exponential %arg0 : tensor<8xf32> loc(\"a/exp\")\n  return %0 : tensor<8xf32>\n}\n";
        let b = "module @other {\n func.func public @main(%input: tensor<8xf32>) -> (tensor<8xf32>) {\n        %v7 = stablehlo.exponential %input : tensor<8xf32>\n    return %v7 : tensor<8xf32>\n }\n}\n";
        assert_eq!(split(a.as_bytes(), 1).unwrap().programs[0].text, split(b.as_bytes(), 1).unwrap().programs[0].text);
    }

    #[test]
    fn locations_are_cut_but_not_inside_strings() {
        assert_eq!(without_locations("%0 = stablehlo.abs %a : tensor<f32> loc(#loc3)\n"), "%0 = stablehlo.abs %a : tensor<f32>\n");
        assert_eq!(without_locations("x {s = \"loc(1)\"} loc(\"n\"(\"m\"))"), "x {s = \"loc(1)\"}");
        assert_eq!(without_locations("alloc(3) loc("), "alloc(3) loc(");
    }

    #[test]
    fn tuples_tokens_and_dynamic_values_stay_inside_one_op_program() {
        let p = "func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {\n  %t = stablehlo.tuple %a, %b : tuple<tensor<4xf32>, tensor<4xf32>>\n  %n = stablehlo.negate %a : tensor<4xf32>\n  %x = stablehlo.get_tuple_element %t[1] : (tuple<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>\n  %y = stablehlo.add %x, %n : tensor<4xf32>\n  return %y : tensor<4xf32>\n}\n";
        for group in [1, 2, 3] {
            let s = split(p.as_bytes(), group).unwrap();
            let first = &s.programs[0];
            assert!(first.ops.len() >= 3 && first.ops[2] == "stablehlo.get_tuple_element", "group {group}: {:?}", s.programs);
            assert!(
                s.programs.iter().all(|p| !p.text.contains("-> (tuple<") && !p.text.contains("(%eager_in0: tuple<")),
                "{:?}",
                s.programs
            );
        }
        // A dynamic result is made in one program with the ops making its operands, and read there.
        let d = "func.func @main(%x: tensor<6xf32>) -> tensor<2x3xf32> {\n  %c = stablehlo.constant dense<[2, 3]> : tensor<2xi32>\n  %s = stablehlo.abs %c : tensor<2xi32>\n  %r = stablehlo.dynamic_reshape %x, %s : (tensor<6xf32>, tensor<2xi32>) -> tensor<?x3xf32>\n  %e = stablehlo.exponential %r : tensor<?x3xf32>\n  %y = stablehlo.convert %e : (tensor<?x3xf32>) -> tensor<2x3xf32>\n  %z = stablehlo.negate %y : tensor<2x3xf32>\n  return %z : tensor<2x3xf32>\n}\n";
        let s = split(d.as_bytes(), 1).unwrap();
        let ops: Vec<usize> = s.programs.iter().map(|p| p.ops.len()).collect();
        assert_eq!(ops, [4, 1], "{:?}", s.programs);
        assert_eq!(s.programs[0].outputs, ["%y"]);
    }

    #[test]
    fn op_programs_carry_the_functions_their_regions_and_composites_call() {
        let p = "module {\n  func.func public @main(%a: tensor<f32>) -> tensor<f32> {\n    %0 = stablehlo.composite \"my.double\" %a {decomposition = @double} : (tensor<f32>) -> tensor<f32> loc(#loc1)\n    %1 = stablehlo.while(%it = %0) : tensor<f32>\n     cond {\n      %c = stablehlo.constant dense<1.0> : tensor<f32>\n      %lt = stablehlo.compare LT, %it, %c : (tensor<f32>, tensor<f32>) -> tensor<i1>\n      stablehlo.return %lt : tensor<i1>\n    } do {\n      %n = func.call @step(%it) : (tensor<f32>) -> tensor<f32>\n      stablehlo.return %n : tensor<f32>\n    }\n    return %1 : tensor<f32>\n  }\n  func.func private @double(%x: tensor<f32>) -> tensor<f32> {\n    %0 = stablehlo.add %x, %x : tensor<f32> loc(#loc1)\n    return %0 : tensor<f32>\n  }\n  func.func private @step(%x: tensor<f32>) -> tensor<f32> {\n    %0 = call @double(%x) : (tensor<f32>) -> tensor<f32>\n    return %0 : tensor<f32>\n  }\n  func.func private @unused(%x: tensor<f32>) -> tensor<f32> {\n    return %x : tensor<f32>\n  }\n}\n#loc1 = loc(\"d\")\n";
        let s = split(p.as_bytes(), 1).unwrap();
        assert_eq!(s.programs.len(), 2);
        let composite = &s.programs[0].text;
        assert!(
            composite.contains("func.func private @double(") && !composite.contains("@step(") && !composite.contains("loc("),
            "{composite}"
        );
        let w = &s.programs[1].text;
        assert!(w.contains("func.func private @step(") && w.contains("func.func private @double("), "carried through @step: {w}");
        assert!(!w.contains("@unused"), "{w}");
        assert!(w.trim_end().ends_with('}') && w.matches("func.func").count() == 3, "{w}");
    }

    #[test]
    fn live_bytes_count_what_an_op_by_op_run_holds_at_each_op() {
        // Two 16-byte arguments, each reduced; both are uploaded before the first op.
        let p = "func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {\n  %0 = stablehlo.negate %a : tensor<4xf32>\n  %1 = stablehlo.negate %b : tensor<4xf32>\n  %2 = stablehlo.add %0, %1 : tensor<4xf32>\n  return %2 : tensor<4xf32>\n}\n";
        let s = split(p.as_bytes(), 1).unwrap();
        // op 1: a, b, %0; op 2: b, %0, %1 (a freed after op 1); op 3: %0, %1, %2.
        assert_eq!(s.live_bytes(), [48, 48, 48]);
        assert_eq!(type_bytes("tensor<2147483648xf32>"), 8 << 30);
        assert_eq!(type_bytes("tuple<tensor<2xf32>, tensor<i64>>"), 16);
        assert_eq!((type_bytes("tensor<?x3xf32>"), type_bytes("!stablehlo.token")), (0, 0));
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(1000))]

        /// The fuzz target: any text, any group, no panic.
        #[test]
        fn arbitrary_text_never_panics(text in "\\PC{0,300}", group in 0usize..4) {
            let _ = split(text.as_bytes(), group);
            let _ = without_locations(&text);
        }

        /// Programs near the real form, mangled: errors, never a panic.
        #[test]
        fn mangled_programs_never_panic(cut in 0usize..MLP.len(), junk in "[%#:(){}<>=, a-z0-9\n]{0,12}", group in 1usize..4) {
            let mut p = MLP.as_bytes()[..cut].to_vec();
            p.extend_from_slice(junk.as_bytes());
            p.extend_from_slice(&MLP.as_bytes()[cut..]);
            if let Ok(s) = split(&p, group) {
                let _ = s.last_uses();
            }
        }
    }
}
