//! The body of `@main` in StableHLO text, as a list of statements: for each
//! top-level op its result names, op name, the values it reads, its result
//! types, its line and its source location. Owned here, beside the
//! signature reader, because two tools rewrite programs at this level:
//! `tpu-compat diverge` (which makes `@main` also return intermediate values)
//! and the fault plugin (which perturbs the N-th op of a kind). Both need the
//! same notion of "the N-th op", so both count the statements listed here.
//!
//! The reader works on the code view of the text (comments and string
//! contents blanked, same offsets), so brackets in strings or comments do not
//! mislead it. It reads generic (`"stablehlo.add"(%a, %b) : (...) -> ...`) and
//! pretty (`stablehlo.add %a, %b : tensor<...>`) forms, ops with regions
//! (reduce, while, sort) as one statement, and `loc(...)` suffixes. Ops inside
//! regions are part of their parent statement; functions reached by `call`
//! are not entered (a call is one statement) unless the program is first
//! inlined ([`inline_calls`]).

/// `@main` with its calls inlined: the statements of the helpers it calls become its own.
pub use crate::inline::{inline_calls, Inlined};
use crate::lex::{self, code_view, matching, type_token};
use crate::signature::is_definition;
use std::ops::Range;

/// One top-level op of `@main`.
#[derive(Debug, Clone, PartialEq)]
pub struct Statement {
    /// 1-based line of its first line in the program.
    pub line: usize,
    /// Byte range of its lines in the program (from the line start, through the last line's newline).
    pub span: Range<usize>,
    /// The result name (`%v3`; the first of `%a, %b = ...`), `None` for an op without results.
    pub name: Option<String>,
    /// How many results (`%x:2 = ...` and `%a, %b = ...` have 2).
    pub count: usize,
    /// The names later ops use for its results: `%x`, or `%x#0`, `%x#1`, ..., or `%a`, `%b`.
    pub names: Vec<String>,
    /// The op's name: `stablehlo.add`, `chlo.erf`, `func.call`.
    pub op: String,
    /// Values it reads (`%v2`, `%arg0`, `%5#1`), first occurrence first,
    /// region-local names included (callers keep the ones they know).
    pub uses: Vec<String>,
    /// Result types as written (`tensor<2x3xf32>`), one per result; empty when unread.
    pub result_types: Vec<String>,
    /// The source location's name (`loc("bert/encoder/layer.0")`), where the program carries one.
    pub location: Option<String>,
}

impl Statement {
    /// The names later ops use for its results: `%x`, or `%x#0`, `%x#1`, ...
    pub fn results(&self) -> Vec<String> {
        self.names.clone()
    }

    /// The op's name without its dialect (`exponential`).
    pub fn short_op(&self) -> &str {
        self.op.rsplit('.').next().unwrap_or(&self.op)
    }
}

/// `@main` read from a program's text.
#[derive(Debug, Clone, PartialEq)]
pub struct MainFunction {
    /// Argument names and types, in order.
    pub args: Vec<(String, String)>,
    /// Where the result types stand in the header (empty at the `)` when there are none).
    pub results_span: Range<usize>,
    /// The result types, attributes dropped.
    pub result_types: Vec<String>,
    /// Top-level ops in program order (the return excluded).
    pub statements: Vec<Statement>,
    /// The return statement's byte range (whole lines).
    pub return_span: Range<usize>,
    /// The values it returns.
    pub returned: Vec<String>,
    /// The whole definition: from the start of its `func.func` line through its body's closing `}`.
    pub span: Range<usize>,
}

/// Reads `@main` from StableHLO text; an error says what could not be read.
pub fn parse_main(program: &[u8]) -> Result<MainFunction, String> {
    parse_function(program, "main")
}

/// Reads the function `@name` (a private helper as JAX writes them, or `@main`) from StableHLO
/// text, as [`parse_main`] reads `@main`; an error says what could not be read.
pub fn parse_function(program: &[u8], name: &str) -> Result<MainFunction, String> {
    let text = std::str::from_utf8(program).map_err(|_| "the program is not UTF-8 text (bytecode cannot be read here)".to_string())?;
    let view = String::from_utf8(code_view(program)).map_err(|_| "the program is not UTF-8 text".to_string())?;
    let head = format!("@{name}(");
    let at = view
        .match_indices(&head)
        .map(|(i, _)| i)
        .find(|&i| is_definition(&view, i))
        .ok_or_else(|| format!("no `func.func @{name}(...)` {} found", if name == "main" { "entry function" } else { "function" }))?;
    let open = at + head.len() - 1;
    let close = matching(&view, open).ok_or("unbalanced parentheses in @main's arguments")?;
    let mut args = Vec::new();
    for a in lex::split_top(&view[open + 1..close - 1], b',') {
        let (name, ty) = a.split_once(':').ok_or_else(|| format!("@main's argument `{}` has no type", a.trim()))?;
        args.push((name.trim().to_string(), type_token(ty.trim_start()).unwrap_or_default().to_string()));
    }
    // Results, then optional `attributes {...}`, then the body's `{`.
    let mut pos = close;
    let after = &view[close..];
    let trimmed = after.trim_start();
    let (results_span, result_types) = if let Some(r) = trimmed.strip_prefix("->") {
        let start = close + (after.len() - r.len()) + (r.len() - r.trim_start().len());
        let r = &view[start..];
        let end = if r.starts_with('(') {
            start + matching(r, 0).ok_or("unbalanced parentheses in @main's results")?
        } else {
            start + type_token(r).ok_or("@main's result type cannot be read")?.len()
        };
        let inner = view[start..end].strip_prefix('(').and_then(|s| s.strip_suffix(')')).unwrap_or(&view[start..end]);
        let types = lex::split_top(inner, b',').into_iter().filter_map(|t| type_token(t.trim_start()).map(str::to_string)).collect();
        pos = end;
        (start..end, types)
    } else {
        (close..close, Vec::new())
    };
    let body_open = loop {
        let rest = &view[pos..];
        let i = rest.find('{').ok_or("@main has no body")?;
        let word = rest[..i].trim();
        if word == "attributes" {
            let end = matching(&view, pos + i).ok_or("unbalanced braces in @main's attributes")?;
            pos = end;
            continue;
        }
        if !word.is_empty() {
            return Err(format!("unexpected `{word}` before @main's body"));
        }
        break pos + i;
    };
    let body_end = matching(&view, body_open).ok_or("unbalanced braces in @main's body")? - 1;
    let aliases = lex::location_aliases(text);
    let (mut statements, mut ret) = (Vec::new(), None);
    for span in statement_spans(&view, body_open + 1, body_end) {
        let first = view[span.clone()].trim_start();
        let line = text[..span.start].matches('\n').count() + 1;
        if first.starts_with("return") || first.starts_with("func.return") || text[span.clone()].trim_start().starts_with("\"func.return\"")
        {
            ret = Some((span.clone(), uses(&view[span.clone()], &[])));
            continue;
        }
        statements.push(statement(text, &view, span, line, &aliases)?);
    }
    let (return_span, returned) = ret.ok_or("@main has no return")?;
    let span = view[..at].rfind('\n').map_or(0, |i| i + 1)..body_end + 1;
    Ok(MainFunction { args, results_span, result_types, statements, return_span, returned, span })
}

/// The program with `@main` also returning `extra` (name, type) after its own results.
pub fn with_extra_results(program: &str, main: &MainFunction, extra: &[(String, String)]) -> String {
    let header = &program[main.results_span.clone()];
    let own = header.strip_prefix('(').and_then(|s| s.strip_suffix(')')).unwrap_or(header).trim();
    let mut types: Vec<String> = if own.is_empty() { Vec::new() } else { vec![own.to_string()] };
    types.extend(extra.iter().map(|(_, t)| t.clone()));
    let results = format!("({})", types.join(", "));
    let results = if main.results_span.is_empty() { format!(" -> {results}") } else { results };
    let mut names: Vec<&str> = main.returned.iter().map(String::as_str).collect();
    names.extend(extra.iter().map(|(n, _)| n.as_str()));
    let mut all_types: Vec<&str> = main.result_types.iter().map(String::as_str).collect();
    all_types.extend(extra.iter().map(|(_, t)| t.as_str()));
    let ret =
        if names.is_empty() { "    return\n".to_string() } else { format!("    return {} : {}\n", names.join(", "), all_types.join(", ")) };
    format!(
        "{}{}{}{}{}",
        &program[..main.results_span.start],
        results,
        &program[main.results_span.end..main.return_span.start],
        ret,
        &program[main.return_span.end..]
    )
}

/// The program with `extra` values also returned as [`with_extra_results`]
/// does, each declared replicated over the Shardy mesh `mesh` (an
/// `sdy.sharding` with no axes), so that every device of a sharded run
/// hands back its own whole copy.
pub fn with_replicated_extra_results(program: &str, main: &MainFunction, extra: &[(String, String)], mesh: &str) -> String {
    let plain = with_extra_results(program, main, extra);
    let Ok(after) = parse_main(plain.as_bytes()) else { return plain };
    let header = &plain[after.results_span.clone()];
    let own = main.result_types.len();
    let inner = header.strip_prefix('(').and_then(|s| s.strip_suffix(')')).unwrap_or(header);
    let parts = lex::split_top(inner, b',');
    if parts.len() != own + extra.len() {
        return plain;
    }
    let annotated: Vec<String> = parts
        .iter()
        .enumerate()
        .map(|(i, p)| {
            if i < own {
                return p.trim().to_string();
            }
            let rank = crate::signature::TensorType::parse(p.trim()).map(|t| t.shape.len()).unwrap_or(0);
            format!("{} {{sdy.sharding = #sdy.sharding<@{mesh}, [{}]>}}", p.trim(), vec!["{}"; rank].join(", "))
        })
        .collect();
    format!("{}({}){}", &plain[..after.results_span.start], annotated.join(", "), &plain[after.results_span.end..])
}

/// The prefix of the location names [`tagged`] gives statements.
pub const TAG: &str = "tpu_compat_stmt_";

/// The program with every top-level statement of `@main` that has no
/// location of its own tagged `loc("tpu_compat_stmt_<i>")`, `i` its index
/// among `main.statements`. XLA keeps a location name as the `op_name` of
/// every instruction made for the op, so a compiled module's instructions
/// (its collectives: `crate::program_shape::collectives`) say which
/// statement they came from ([`statement_of`]).
pub fn tagged(program: &[u8]) -> Result<Vec<u8>, String> {
    let text = std::str::from_utf8(program).map_err(|_| "the program is not UTF-8 text (bytecode cannot be tagged)".to_string())?;
    let main = parse_main(program)?;
    let mut out = String::with_capacity(text.len() + 32 * main.statements.len());
    let mut at = 0;
    for (i, s) in main.statements.iter().enumerate() {
        if s.location.is_some() {
            continue;
        }
        let stmt = &text[s.span.clone()];
        let body = stmt.trim_end();
        out.push_str(&text[at..s.span.start]);
        out.push_str(body);
        out.push_str(&format!(" loc(\"{TAG}{i}\")"));
        out.push_str(&stmt[body.len()..]);
        at = s.span.end;
    }
    out.push_str(&text[at..]);
    Ok(out.into_bytes())
}

/// The statement an instruction's `op_name` names: a tag of [`tagged`], or
/// the statement's own location name.
pub fn statement_of<'a>(statements: &'a [Statement], op_name: &str) -> Option<(usize, &'a Statement)> {
    if let Some(i) = op_name.strip_prefix(TAG).and_then(|i| i.parse::<usize>().ok()) {
        return statements.get(i).map(|s| (i, s));
    }
    statements.iter().enumerate().find(|(_, s)| s.location.as_deref() == Some(op_name))
}

/// Byte ranges of the statements between `from` and `to`: a statement starts
/// on a line at bracket depth 0 that begins with `%`, `"`, `return` or a
/// dotted op name, and runs until the next such line (lines that continue
/// it, such as `reducer(...) {` or `}, {`, start otherwise).
fn statement_spans(view: &str, from: usize, to: usize) -> Vec<Range<usize>> {
    let mut spans = Vec::new();
    let (mut depth, mut current): (i64, Option<Range<usize>>) = (0, None);
    let mut pos = from;
    while pos < to {
        let end = view[pos..to].find('\n').map(|i| pos + i + 1).unwrap_or(to);
        let line = &view[pos..end];
        let t = line.trim();
        if !t.is_empty() {
            let word = t.split(|c: char| c.is_whitespace() || c == '(').next().unwrap_or("");
            let starts =
                t.starts_with('%') || t.starts_with('"') || word == "return" || (word.contains('.') && word.chars().all(is_op_char));
            if depth == 0 && starts {
                if let Some(c) = current.take() {
                    spans.push(c);
                }
                current = Some(pos..end);
            } else if let Some(c) = current.as_mut() {
                c.end = end;
            } else {
                current = Some(pos..end);
            }
            depth += lex::depth_delta(line);
        }
        pos = end;
    }
    spans.extend(current);
    spans
}

fn is_op_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '.' || c == '_'
}

fn statement(text: &str, view: &str, span: Range<usize>, line: usize, aliases: &lex::Aliases) -> Result<Statement, String> {
    let v = &view[span.clone()];
    let lead = v.len() - v.trim_start().len();
    let s = &v[lead..];
    let (names, rest_at): (Vec<String>, usize) = if s.starts_with('%') {
        let eq = s.find('=').ok_or_else(|| format!("line {line}: a result without `=`"))?;
        let lhs = s[..eq].trim();
        let names = match lhs.split_once(':') {
            Some((n, c)) => {
                let c = c.trim().parse::<usize>().map_err(|_| format!("line {line}: bad result count `{c}`"))?;
                (0..c).map(|i| format!("{}#{i}", n.trim())).collect()
            }
            None => lhs.split(',').map(|n| n.trim().to_string()).collect(),
        };
        (names, eq + 1)
    } else {
        (Vec::new(), 0)
    };
    let name = names.first().map(|n| n.split('#').next().unwrap_or(n).to_string());
    let count = names.len();
    // The op name from the text itself: the view blanks the quoted generic form.
    let orig = &text[span.start + lead + rest_at..span.end];
    let o = orig.trim_start();
    let o = o.strip_prefix('"').unwrap_or(o);
    let op: String = o.chars().take_while(|&c| is_op_char(c)).collect();
    if op.is_empty() {
        return Err(format!("line {line}: cannot read the op name"));
    }
    let op = if op.contains('.') { op } else { format!("func.{op}") };
    let body_at = lead + rest_at;
    let body = &v[body_at..];
    // Top-level positions: the last `:` and a trailing `loc(`.
    let (mut colon, mut loc) = (None, None);
    let b = body.as_bytes();
    for (i, c) in lex::top_level(b) {
        match c {
            b'(' if loc.is_none() && body[..i].ends_with("loc") && (i < 4 || !b[i - 4].is_ascii_alphanumeric()) => loc = Some(i - 3),
            b':' if loc.is_none() => colon = Some(i),
            _ => {}
        }
    }
    let typed_end = loc.unwrap_or(body.len());
    let mut result_types = match colon {
        Some(c) if c < typed_end => result_types(&body[c + 1..typed_end]),
        _ => Vec::new(),
    };
    // A plain list names operand types first (`select %p, %a, %b : tensor<..xi1>, tensor<..>`): the results are last.
    if !names.is_empty() && result_types.len() > names.len() {
        result_types.drain(..result_types.len() - names.len());
    }
    let location = loc.and_then(|l| {
        let abs = span.start + body_at + l;
        let close = matching(text, abs + 3)?;
        lex::location(&text[abs + 4..close - 1], aliases).map(|l| l.name)
    });
    let mut own_names = names.clone();
    own_names.extend(name.iter().cloned());
    Ok(Statement { line, span, name, count, names, op, uses: uses(body, &own_names), result_types, location })
}

/// The byte ranges of the `%name` value references in `s`, in order: `%`,
/// identifier characters (letters, digits, `_ . $ -`), and a result-group
/// index `#N` where one follows. The one scanner every reader and rewriter
/// of program text shares.
pub fn value_refs(s: &str) -> impl Iterator<Item = std::ops::Range<usize>> + '_ {
    let b = s.as_bytes();
    let mut i = 0;
    std::iter::from_fn(move || {
        while i < b.len() {
            if b[i] != b'%' {
                i += 1;
                continue;
            }
            let start = i;
            let mut j = i + 1;
            while j < b.len() && (b[j].is_ascii_alphanumeric() || matches!(b[j], b'_' | b'.' | b'$' | b'-')) {
                j += 1;
            }
            if j < b.len() && b[j] == b'#' && b.get(j + 1).is_some_and(u8::is_ascii_digit) {
                j += 1;
                while j < b.len() && b[j].is_ascii_digit() {
                    j += 1;
                }
            }
            i = j;
            if j > start + 1 {
                return Some(start..j);
            }
        }
        None
    })
}

/// `%names` read in `s`, first occurrence first, minus `own`.
fn uses(s: &str, own: &[String]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for r in value_refs(s) {
        let n = &s[r];
        if !own.iter().any(|o| o == n) && !out.iter().any(|o| o == n) {
            out.push(n.to_string());
        }
    }
    out
}

/// Result types from what follows an op's last top-level `:`: `T`, `T1, T2`,
/// `(A, B) -> T` or `(A) -> (T1, T2)`; trailing regions ignored.
fn result_types(s: &str) -> Vec<String> {
    let s = s.trim_start();
    if s.starts_with('(') {
        let Some(end) = matching(s, 0) else { return Vec::new() };
        let rest = s[end..].trim_start();
        return match rest.strip_prefix("->") {
            Some(r) => result_group(r),
            None => lex::split_top(&s[1..end - 1], b',').into_iter().map(|t| t.trim().to_string()).collect(),
        };
    }
    let mut out = Vec::new();
    let mut rest = s;
    while let Some(t) = type_token(rest) {
        out.push(t.to_string());
        let r = rest[t.len()..].trim_start();
        if let Some(r) = r.strip_prefix(',') {
            rest = r.trim_start();
        } else if let Some(r) = r.strip_prefix("->") {
            return result_group(r);
        } else {
            break;
        }
    }
    out
}

fn result_group(r: &str) -> Vec<String> {
    let r = r.trim_start();
    if r.starts_with('(') {
        match matching(r, 0) {
            Some(end) => {
                lex::split_top(&r[1..end - 1], b',').into_iter().filter_map(|t| type_token(t.trim_start()).map(str::to_string)).collect()
            }
            None => Vec::new(),
        }
    } else {
        type_token(r).map(|t| vec![t.to_string()]).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PRETTY: &str = "module @m {\n  func.func @main(%arg0: tensor<2x3xf32>, %arg1: tensor<2xi64>) -> tensor<2x3xf32> {\n    %cst = stablehlo.constant dense<1.0> : tensor<2x3xf32>\n    %0 = stablehlo.add %arg0, %cst : tensor<2x3xf32> loc(#loc3)\n    %1:2 = stablehlo.reduce(%0 init: %c), (%0 init: %c) across dimensions = [1] : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<f32>, tensor<f32>) -> (tensor<2xf32>, tensor<2xf32>)\n     reducer(%a: tensor<f32>, %b: tensor<f32>) (%c1: tensor<f32>, %d: tensor<f32>)  {\n      stablehlo.return %a, %b : tensor<f32>, tensor<f32>\n    }\n    %2 = stablehlo.reshape %1#1 : (tensor<2xf32>) -> tensor<2x1xf32>\n    return %0 : tensor<2x3xf32>\n  }\n}\n#loc3 = loc(\"encoder/layer.0/add\")\n";

    const GENERIC: &str = "module @g {\n  func.func public @main(%a1: tensor<4xf32>) -> (tensor<4xf32>) {\n    %v2 = \"stablehlo.exponential\"(%a1) : (tensor<4xf32>) -> tensor<4xf32>\n    %v6 = \"stablehlo.reduce\"(%v2, %v3) ({\n      ^bb0(%v4: tensor<f32>, %v5: tensor<f32>):\n        %v7 = \"stablehlo.add\"(%v4, %v5) : (tensor<f32>, tensor<f32>) -> tensor<f32>\n        \"stablehlo.return\"(%v7) : (tensor<f32>) -> ()\n    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>\n    \"func.return\"(%v2) : (tensor<4xf32>) -> ()\n  }\n}\n";

    #[test]
    fn value_references_take_group_indices_and_stop_at_punctuation() {
        let s = "%0:2 = foo %arg0, %5#1 (%x.y-z$w) %6#a % %";
        let refs: Vec<&str> = value_refs(s).map(|r| &s[r]).collect();
        assert_eq!(refs, ["%0", "%arg0", "%5#1", "%x.y-z$w", "%6"]);
        assert_eq!(value_refs("no values, 50% off").count(), 0);
    }

    #[test]
    fn pretty_statements_types_uses_and_locations() {
        let m = parse_main(PRETTY.as_bytes()).unwrap();
        assert_eq!(m.args, vec![("%arg0".into(), "tensor<2x3xf32>".into()), ("%arg1".into(), "tensor<2xi64>".into())]);
        assert_eq!(m.result_types, vec!["tensor<2x3xf32>"]);
        let ops: Vec<&str> = m.statements.iter().map(|s| s.op.as_str()).collect();
        assert_eq!(ops, ["stablehlo.constant", "stablehlo.add", "stablehlo.reduce", "stablehlo.reshape"]);
        let add = &m.statements[1];
        assert_eq!(
            (add.line, add.uses.clone(), add.result_types.clone()),
            (4, vec!["%arg0".into(), "%cst".into()], vec!["tensor<2x3xf32>".into()])
        );
        assert_eq!(add.location.as_deref(), Some("encoder/layer.0/add"));
        let red = &m.statements[2];
        assert_eq!(red.results(), ["%1#0", "%1#1"]);
        assert_eq!(red.result_types, ["tensor<2xf32>", "tensor<2xf32>"]);
        assert_eq!(m.statements[3].uses, ["%1#1"]);
        assert_eq!(m.returned, ["%0"]);
        let sel = "func.func @main(%p: tensor<2xi1>, %x: tensor<2xi64>) -> tensor<2xi64> {\n    %0 = stablehlo.select %p, %x, %x : tensor<2xi1>, tensor<2xi64>\n    return %0 : tensor<2xi64>\n}\n";
        assert_eq!(parse_main(sel.as_bytes()).unwrap().statements[0].result_types, ["tensor<2xi64>"]);
        let bn = "func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {\n    %y, %m, %v = \"stablehlo.batch_norm_training\"(%x, %s, %o) : (tensor<2xf32>, tensor<f32>, tensor<f32>) -> (tensor<2xf32>, tensor<1xf32>, tensor<1xf32>)\n    return %y : tensor<2xf32>\n}\n";
        let m = parse_main(bn.as_bytes()).unwrap();
        assert_eq!((m.statements[0].results(), m.statements[0].result_types.len()), (vec!["%y".into(), "%m".into(), "%v".into()], 3));
    }

    #[test]
    fn generic_regions_are_one_statement_and_results_can_be_added() {
        let m = parse_main(GENERIC.as_bytes()).unwrap();
        assert_eq!(m.statements.len(), 2);
        assert_eq!(m.statements[1].result_types, ["tensor<f32>"]);
        assert_eq!(m.statements[0].short_op(), "exponential");
        let out = with_extra_results(GENERIC, &m, &[("%v6".into(), "tensor<f32>".into())]);
        assert!(out.contains("-> (tensor<4xf32>, tensor<f32>) {"), "{out}");
        assert!(out.contains("return %v2, %v6 : tensor<4xf32>, tensor<f32>\n"), "{out}");
        let again = parse_main(out.as_bytes()).unwrap();
        assert_eq!(again.returned, ["%v2", "%v6"]);
        assert_eq!(again.statements.len(), 2);
    }

    #[test]
    fn unreadable_programs_are_errors() {
        assert!(parse_main(b"module {}").is_err());
        assert!(parse_main(b"func.func @main(%a: tensor<f32>) -> tensor<f32> {\n  %0 = stablehlo.abs %a : tensor<f32>\n}").is_err());
        assert!(parse_main(&[0xff, 0x00]).is_err());
    }

    #[test]
    fn extra_results_are_declared_replicated() {
        let p = "module @m {\n  sdy.mesh @mesh = <[\"x\"=4]>\n  func.func public @main(%x: tensor<8x4xf32>) -> (tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{\"x\"}, {}]>}) {\n    %0 = stablehlo.tanh %x : tensor<8x4xf32>\n    %1 = stablehlo.reduce(%0 init: %z) applies stablehlo.add across dimensions = [0] : (tensor<8x4xf32>, tensor<f32>) -> tensor<4xf32>\n    return %0 : tensor<8x4xf32>\n  }\n}\n";
        let main = parse_main(p.as_bytes()).unwrap();
        let out = with_replicated_extra_results(p, &main, &[("%1".into(), "tensor<4xf32>".into())], "mesh");
        assert!(
            out.contains("-> (tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{\"x\"}, {}]>}, tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>})"),
            "{out}"
        );
        assert!(out.contains("return %0, %1 : tensor<8x4xf32>, tensor<4xf32>"), "{out}");
        assert_eq!(lex::split_top("tensor<2xf32> {a = [{}, {}]}, tensor<f32>", b',').len(), 2);
    }
}
