//! Inlining the functions `@main` calls: JAX writes helpers such as
//! `jax.nn.silu` or `jnp.where` as `func.func private @silu` and calls them
//! with `func.call`, so the ops a device computes wrongly can sit inside a
//! function that `@main`'s statement list ([`crate::text`]) sees as one
//! `call`. Owned here, beside the statement reader, because the two tools
//! that count and rewrite `@main`'s statements (`tpu-compat diverge`, which
//! watches each op, and the fault plugin, which perturbs the N-th op of a
//! kind) must see the same ops: both read the program inlined.
//!
//! The rewrite is textual and keeps every op's text as written, `loc(...)`
//! included: each top-level `call` of a function defined in the module is
//! replaced by the callee's statements, its values renamed
//! `%<callee>.<k>.<name>` (its arguments become the call's operands), and
//! later uses of the call's results read the values the callee returned.
//! Calls inside the callee are inlined the same way. Every line of the
//! result remembers the line of the original program it was copied from,
//! and the call chain it came through, so a tool reports an inlined op at
//! the line where it was written (inside the helper). Functions stay
//! defined (a call inside a region, such as a while body, still reaches
//! them); a call of a function the module does not define stays a call.

use crate::lex::{self, code_view};
use crate::text::{parse_function, parse_main, value_refs, MainFunction, Statement};
use std::collections::{HashMap, HashSet};

/// Calls nested deeper than this are an error (a recursive program).
pub const MAX_DEPTH: usize = 32;

/// A program with `@main`'s calls inlined.
#[derive(Debug, Clone, PartialEq)]
pub struct Inlined {
    /// The rewritten program.
    pub text: String,
    /// For each line of `text` (index 0 is line 1), the 1-based line of the original program it came from.
    pub lines: Vec<usize>,
    /// For each line of `text`, the call chain it was inlined through (`silu`, `gelu/_where`), `None` for `@main`'s own.
    pub via: Vec<Option<String>>,
    /// How many calls were inlined.
    pub calls: usize,
}

impl Inlined {
    /// The original line of `line` (1-based) of the rewritten program.
    pub fn original_line(&self, line: usize) -> usize {
        line.checked_sub(1).and_then(|i| self.lines.get(i)).copied().unwrap_or(line)
    }

    /// The call chain the op at `line` (1-based) of the rewritten program was inlined through.
    pub fn function_of(&self, line: usize) -> Option<&str> {
        line.checked_sub(1).and_then(|i| self.via.get(i)).and_then(|v| v.as_deref())
    }
}

/// The text being written, with where each of its lines came from.
struct Out {
    text: String,
    lines: Vec<usize>,
    via: Vec<Option<String>>,
}

impl Out {
    /// Appends `piece`, copied from the original program from line `first` on, with its refs renamed.
    fn push(&mut self, piece: &str, first: usize, via: Option<&str>) {
        // A piece that continues a line already recorded adds no line of its own there.
        let mut starts = self.text.is_empty() || self.text.ends_with('\n');
        let mut line = first;
        for &b in piece.as_bytes() {
            if starts {
                self.lines.push(line);
                self.via.push(via.map(str::to_string));
                starts = false;
            }
            if b == b'\n' {
                line += 1;
                starts = true;
            }
        }
        self.text.push_str(piece);
    }
}

/// The program with every top-level call of `@main` to a function the module defines inlined (see
/// the module doc); the program unchanged (line for line) where there is none.
pub fn inline_calls(program: &[u8]) -> Result<Inlined, String> {
    let text = std::str::from_utf8(program).map_err(|_| "the program is not UTF-8 text (bytecode cannot be inlined)".to_string())?;
    let view = String::from_utf8(code_view(program)).map_err(|_| "the program is not UTF-8 text".to_string())?;
    let main = parse_main(program)?;
    let mut ctx = Context { text, view: &view, program, taken: HashSet::new(), functions: HashMap::new(), counter: 0, calls: 0 };
    if !main.statements.iter().any(|s| ctx.callee(s).is_some()) {
        let n = text.lines().count();
        return Ok(Inlined { text: text.to_string(), lines: (1..=n).collect(), via: vec![None; n], calls: 0 });
    }
    ctx.taken = value_refs(&view).map(|r| view[r].split('#').next().unwrap_or("").to_string()).collect();
    let mut out = Out { text: String::with_capacity(text.len() * 2), lines: Vec::new(), via: Vec::new() };
    let body_start = main.statements.first().map(|s| s.span.start).unwrap_or(main.return_span.start);
    out.push(&text[..body_start], 1, None);
    let mut renames = HashMap::new();
    let mut at = body_start;
    ctx.body(&main, &mut renames, None, None, 0, &mut out, &mut at)?;
    let line = line_of(text, at);
    out.push(&ctx.renamed(at..main.return_span.end, &renames, None), line, None);
    let rest = main.return_span.end;
    out.push(&text[rest..], line_of(text, rest), None);
    Ok(Inlined { text: out.text, lines: out.lines, via: out.via, calls: ctx.calls })
}

fn line_of(text: &str, at: usize) -> usize {
    text[..at].matches('\n').count() + 1
}

struct Context<'a> {
    text: &'a str,
    view: &'a str,
    program: &'a [u8],
    /// Value names already in the program (bases, without `#N`): new names avoid them.
    taken: HashSet<String>,
    functions: HashMap<String, Option<MainFunction>>,
    counter: usize,
    calls: usize,
}

impl Context<'_> {
    /// The callee of a `call` statement, when the module defines it.
    fn callee(&mut self, s: &Statement) -> Option<(String, MainFunction)> {
        if s.op != "func.call" {
            return None;
        }
        let t = &self.view[s.span.clone()];
        let name = callee_name(&self.text[s.span.clone()]).or_else(|| callee_name(t))?;
        if name == "main" {
            return None;
        }
        let f = self.functions.entry(name.clone()).or_insert_with(|| parse_function(self.program, &name).ok()).clone()?;
        Some((name, f))
    }

    /// Writes `f`'s statements (renamed) to `out`; the values it returns, renamed. `prefix` is the
    /// new names' prefix (`None` for `@main`: its names stay); `at` tracks how far `@main`'s text is copied.
    #[allow(clippy::too_many_arguments)]
    fn body(
        &mut self,
        f: &MainFunction,
        renames: &mut HashMap<String, String>,
        prefix: Option<&str>,
        via: Option<&str>,
        depth: usize,
        out: &mut Out,
        at: &mut usize,
    ) -> Result<Vec<String>, String> {
        if depth > MAX_DEPTH {
            return Err(format!("calls nested more than {MAX_DEPTH} deep (a recursive program?)"));
        }
        for s in &f.statements {
            let Some((name, callee)) = self.callee(s) else {
                let line = line_of(self.text, s.span.start);
                if prefix.is_none() {
                    // @main's own text, from where the last copy stopped (comments and blank lines kept).
                    out.push(&self.renamed(*at..s.span.end, renames, None), line_of(self.text, *at), via);
                    *at = s.span.end;
                } else {
                    out.push(&self.renamed(s.span.clone(), renames, prefix), line, via);
                }
                continue;
            };
            let operands = call_operands(&self.text[s.span.clone()], &self.view[s.span.clone()], &name)
                .ok_or_else(|| format!("line {}: cannot read the call's operands", s.line))?;
            if operands.len() != callee.args.len() {
                return Err(format!("line {}: @{name} takes {} arguments, the call passes {}", s.line, callee.args.len(), operands.len()));
            }
            if prefix.is_none() {
                // Comments and blank lines before the call stay.
                out.push(&self.text[*at..s.span.start], line_of(self.text, *at), via);
                *at = s.span.end;
            }
            let mut inner: HashMap<String, String> = HashMap::new();
            for ((arg, _), operand) in callee.args.iter().zip(&operands) {
                inner.insert(arg.clone(), self.map_ref(operand, renames, prefix));
            }
            let own = self.fresh(&name);
            let chain = match via {
                Some(v) => format!("{v}/{name}"),
                None => name.clone(),
            };
            self.calls += 1;
            let returned = self.body(&callee, &mut inner, Some(&own), Some(&chain), depth + 1, out, &mut 0)?;
            if returned.len() != s.names.len() {
                return Err(format!("line {}: @{name} returns {} values, the call names {}", s.line, returned.len(), s.names.len()));
            }
            // Later uses of the call's results (by their names in `f`) read what the callee returned.
            for (n, r) in s.names.iter().zip(returned) {
                renames.insert(n.clone(), r);
            }
        }
        Ok(f.returned.iter().map(|r| self.map_ref(r, renames, prefix)).collect())
    }

    /// A prefix no value of the program starts with.
    fn fresh(&mut self, function: &str) -> String {
        let mut base: String = function.chars().filter(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
        if base.is_empty() || base.starts_with(|c: char| c.is_ascii_digit()) {
            base.insert(0, 'f');
        }
        loop {
            self.counter += 1;
            let p = format!("%{base}.{}.", self.counter);
            if !self.taken.iter().any(|t| t.starts_with(&p)) {
                return p;
            }
        }
    }

    /// One value reference as the rewritten program names it.
    fn map_ref(&self, r: &str, renames: &HashMap<String, String>, prefix: Option<&str>) -> String {
        if let Some(n) = renames.get(r) {
            return n.clone();
        }
        let (base, group) = match r.split_once('#') {
            Some((b, g)) => (b, Some(g)),
            None => (r, None),
        };
        let base = match renames.get(base) {
            Some(n) => n.clone(),
            None => match prefix {
                Some(p) => format!("{p}{}", &base[1..]),
                None => base.to_string(),
            },
        };
        match group {
            Some(g) => format!("{base}#{g}"),
            None => base,
        }
    }

    /// The original text of `span` with its value references renamed (found on the code view,
    /// so strings and comments stay as they are).
    fn renamed(&self, span: std::ops::Range<usize>, renames: &HashMap<String, String>, prefix: Option<&str>) -> String {
        let (text, view) = (&self.text[span.clone()], &self.view[span]);
        let mut out = String::with_capacity(text.len() + 64);
        let mut last = 0;
        for r in value_refs(view) {
            out.push_str(&text[last..r.start]);
            out.push_str(&self.map_ref(&text[r.clone()], renames, prefix));
            last = r.end;
        }
        out.push_str(&text[last..]);
        out
    }
}

/// The callee of a call statement's text: `call @f(`, `func.call @f(`, or `callee = @f` (generic form).
fn callee_name(stmt: &str) -> Option<String> {
    let at = match stmt.find("callee = @").or_else(|| stmt.find("callee=@")) {
        Some(i) => i + stmt[i..].find('@')? + 1,
        None => stmt.find("call @")? + "call @".len(),
    };
    let name: String = stmt[at..].chars().take_while(|&c| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.' | '-')).collect();
    (!name.is_empty()).then_some(name)
}

/// The operands of a call: the parenthesized list after `@f` (pretty form) or after the quoted op
/// name (generic form, `"func.call"(%a) {callee = @f}`). `text` is the statement, `view` its code view.
fn call_operands(text: &str, view: &str, callee: &str) -> Option<Vec<String>> {
    let open = if text.contains("callee") {
        let eq = view.find('=').map(|i| i + 1).unwrap_or(0);
        eq + view[eq..].find('(')?
    } else {
        let head = format!("@{callee}(");
        view.find(&head)? + head.len() - 1
    };
    let close = lex::matching(view, open)?;
    let inner = view[open + 1..close - 1].trim();
    if inner.is_empty() {
        return Some(Vec::new());
    }
    Some(lex::split_top(inner, b',').into_iter().map(|s| s.trim().to_string()).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// As JAX 0.8 writes it: `jax.nn.silu` and `jnp.where` as private functions.
    const JAX: &str = "module @jit_f {\n  func.func public @main(%arg0: tensor<2x3xf32> loc(\"x\")) -> (tensor<2x3xf32> {jax.result_info = \"result\"}) {\n    %0 = stablehlo.abs %arg0 : tensor<2x3xf32> loc(#loc1)\n    // a comment\n    %1 = call @silu(%0) : (tensor<2x3xf32>) -> tensor<2x3xf32> loc(#loc2)\n    %2 = stablehlo.add %1, %0 : tensor<2x3xf32>\n    %3 = call @silu(%2) : (tensor<2x3xf32>) -> tensor<2x3xf32> loc(#loc2)\n    return %3 : tensor<2x3xf32> loc(#loc)\n  } loc(#loc)\n  func.func private @silu(%arg0: tensor<2x3xf32> loc(unknown)) -> tensor<2x3xf32> {\n    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32> loc(#loc)\n    %0 = stablehlo.negate %arg0 : tensor<2x3xf32> loc(#loc3)\n    %1 = stablehlo.exponential %0 : tensor<2x3xf32> loc(#loc3)\n    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x3xf32>\n    %3 = stablehlo.add %2, %1 : tensor<2x3xf32>\n    %4 = stablehlo.divide %2, %3 : tensor<2x3xf32>\n    %5 = stablehlo.multiply %arg0, %4 : tensor<2x3xf32> loc(#loc4)\n    return %5 : tensor<2x3xf32> loc(#loc)\n  } loc(#loc)\n}\n#loc = loc(unknown)\n#loc1 = loc(\"jit(f)/abs\")\n#loc2 = loc(\"jit(f)/jit(silu)\")\n#loc3 = loc(\"neg\")\n#loc4 = loc(\"mul\")\n";

    #[test]
    fn calls_are_replaced_by_the_callee_and_lines_point_into_it() {
        let i = inline_calls(JAX.as_bytes()).unwrap();
        assert_eq!(i.calls, 2);
        let main = parse_main(i.text.as_bytes()).unwrap();
        let ops: Vec<&str> = main.statements.iter().map(|s| s.short_op()).collect();
        let silu = ["constant", "negate", "exponential", "broadcast_in_dim", "add", "divide", "multiply"];
        let want: Vec<&str> = ["abs"].into_iter().chain(silu).chain(["add"]).chain(silu).collect();
        assert_eq!(ops, want, "{}", i.text);
        // The first inlined negate reads the call's operand; the add after the call reads the callee's result.
        assert_eq!(main.statements[2].uses, ["%0"]);
        assert_eq!(main.statements[2].names, ["%silu.1.0"]);
        assert_eq!(main.statements[8].uses, ["%silu.1.5", "%0"]);
        assert_eq!(main.statements[10].uses, ["%2"], "{}", i.text);
        assert_eq!(main.returned, ["%silu.2.5"]);
        // Each op's line is where it was written, its location is kept, and its chain is known.
        let lines: Vec<usize> = main.statements.iter().map(|s| i.original_line(s.line)).collect();
        assert_eq!(lines, [3, 11, 12, 13, 14, 15, 16, 17, 6, 11, 12, 13, 14, 15, 16, 17]);
        assert_eq!(main.statements[2].location.as_deref(), Some("neg"));
        assert_eq!(i.function_of(main.statements[7].line), Some("silu"));
        assert_eq!(i.function_of(main.statements[8].line), None);
        assert!(i.text.contains("    // a comment\n"), "{}", i.text);
        // The helper stays defined, the text after @main is untouched, and inlining again changes nothing.
        assert!(i.text.contains("func.func private @silu(") && i.text.ends_with("#loc4 = loc(\"mul\")\n"));
        let again = inline_calls(i.text.as_bytes()).unwrap();
        assert_eq!((again.calls, again.text.as_str()), (0, i.text.as_str()));
        assert_eq!(again.original_line(5), 5);
    }

    #[test]
    fn nested_calls_multiple_results_and_generic_calls() {
        let p = "module {\n  func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n    %0:2 = call @pair(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)\n    %1 = \"func.call\"(%0#1) {callee = @outer} : (tensor<2xf32>) -> tensor<2xf32>\n    %2 = stablehlo.add %0#0, %1 : tensor<2xf32>\n    return %2 : tensor<2xf32>\n  }\n  func.func private @pair(%x: tensor<2xf32>, %y: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {\n    %0 = stablehlo.multiply %x, %y : tensor<2xf32>\n    return %0, %x : tensor<2xf32>, tensor<2xf32>\n  }\n  func.func private @outer(%x: tensor<2xf32>) -> tensor<2xf32> {\n    %0 = call @inner(%x) : (tensor<2xf32>) -> tensor<2xf32>\n    %1 = stablehlo.tanh %0 : tensor<2xf32>\n    return %1 : tensor<2xf32>\n  }\n  func.func private @inner(%x: tensor<2xf32>) -> tensor<2xf32> {\n    %0 = stablehlo.sine %x : tensor<2xf32>\n    return %0 : tensor<2xf32>\n  }\n}\n";
        let i = inline_calls(p.as_bytes()).unwrap();
        assert_eq!(i.calls, 3);
        let main = parse_main(i.text.as_bytes()).unwrap();
        let ops: Vec<&str> = main.statements.iter().map(|s| s.short_op()).collect();
        assert_eq!(ops, ["multiply", "sine", "tanh", "add"], "{}", i.text);
        assert_eq!(main.statements[0].uses, ["%a"]);
        // @pair's second result is its argument: @outer reads %a.
        assert_eq!(main.statements[1].uses, ["%a"], "{}", i.text);
        assert_eq!(main.statements[2].uses, [main.statements[1].names[0].clone()]);
        assert_eq!(main.statements[3].uses, [main.statements[0].names[0].clone(), main.statements[2].names[0].clone()]);
        assert_eq!(i.function_of(main.statements[1].line), Some("outer/inner"));
        assert_eq!(i.original_line(main.statements[1].line), 18);
    }

    #[test]
    fn unknown_callees_stay_and_bad_calls_are_errors() {
        let p = "func.func @main(%a: tensor<f32>) -> tensor<f32> {\n  %0 = call @elsewhere(%a) : (tensor<f32>) -> tensor<f32>\n  return %0 : tensor<f32>\n}\n";
        let i = inline_calls(p.as_bytes()).unwrap();
        assert_eq!((i.calls, i.text.as_str()), (0, p));
        let bad = "func.func @main(%a: tensor<f32>) -> tensor<f32> {\n  %0 = call @f(%a, %a) : (tensor<f32>, tensor<f32>) -> tensor<f32>\n  return %0 : tensor<f32>\n}\nfunc.func private @f(%x: tensor<f32>) -> tensor<f32> {\n  return %x : tensor<f32>\n}\n";
        assert!(inline_calls(bad.as_bytes()).unwrap_err().contains("@f takes 1 arguments, the call passes 2"));
        let rec = "func.func @main(%a: tensor<f32>) -> tensor<f32> {\n  %0 = call @f(%a) : (tensor<f32>) -> tensor<f32>\n  return %0 : tensor<f32>\n}\nfunc.func private @f(%x: tensor<f32>) -> tensor<f32> {\n  %0 = call @f(%x) : (tensor<f32>) -> tensor<f32>\n  return %0 : tensor<f32>\n}\n";
        assert!(inline_calls(rec.as_bytes()).unwrap_err().contains("nested more than"));
        assert!(inline_calls(b"module {}").is_err());
    }
}
