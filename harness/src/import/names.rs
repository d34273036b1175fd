//! Argument and result names as exporters leave them in `@main`'s text, and
//! the plain names a definition uses for them.
//!
//! Where exporters put names:
//! - `jax.export` (JAX 0.4.31 and later): the argument's location,
//!   `%arg0: tensor<4xf32> loc("params['b']")`, or an alias `loc(#loc1)`
//!   with `#loc1 = loc("params['b']")` at the top of the module; results
//!   carry `{jax.result_info = "result[0]"}`;
//! - older JAX: `{jax.arg_info = "params['b']"}` argument attributes;
//! - TensorFlow and IREE's TF importer: `{tf._user_specified_name = "x"}` or
//!   `{tf_saved_model.index_path = ["x"]}`; `mhlo.*`-prefixed spellings of
//!   the same (`mhlo.arg_name`) are read too;
//! - torch_xla's `torch.export` lowering: none (`%arg0` ... by position).
//!
//! A name becomes a tensor key by [`plain`]: pytree paths read as dotted
//! paths (`params['dense'][0]` is `params.dense.0`), any other character
//! outside letters, digits, `.`, `_`, `-` and `/` becomes `_`. Names that
//! collide after that, or that spell another position (`arg3` at position
//! 1), fall back to the positional `argN` (`outN` for results), so every
//! name is unique and `argN` always means position N.

use std::collections::{BTreeMap, HashMap};

/// Where the names of a program came from, for the manifest's provenance.
pub const POSITIONAL: &str = "positional";

/// One argument or result: its plain name and the exporter's spelling.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Named {
    /// Unique, valid as a tensor key: the exporter's name made plain, or `argN`/`outN`.
    pub name: String,
    /// The exporter's own spelling, when the program carried one.
    pub raw: Option<String>,
}

/// Names of `@main`'s arguments and results as the program text gives them
/// (`None` where it gives none), and which convention they came from.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ProgramNames {
    pub args: Vec<Option<String>>,
    pub results: Vec<Option<String>>,
    /// `loc`, `jax.arg_info`, ... or [`POSITIONAL`].
    pub source: String,
}

/// Attribute keys that name an argument, in order of preference.
const ARG_NAME_ATTRS: [&str; 5] = ["jax.arg_info", "tf._user_specified_name", "tf_saved_model.index_path", "mhlo.arg_name", "tf.arg_name"];
/// Attribute keys that name a result.
const RESULT_NAME_ATTRS: [&str; 3] = ["jax.result_info", "tf_saved_model.index_path", "mhlo.result_name"];

/// Reads the names from program text; `None` when there is no `@main(`.
pub fn read(text: &str) -> Option<ProgramNames> {
    let at = text.find("@main(")?;
    let open = at + "@main".len();
    let close = closing(text, open)?;
    let aliases = loc_aliases(text);
    let mut sources: Vec<&str> = Vec::new();
    let args: Vec<Option<String>> = split_top(&text[open + 1..close - 1])
        .into_iter()
        .map(|a| {
            let by_attr = attributes(a).and_then(|attrs| first_named(&attrs, &ARG_NAME_ATTRS));
            match by_attr {
                Some((key, v)) => {
                    sources.push(key);
                    Some(v)
                }
                None => location_name(a, &aliases).inspect(|_| sources.push("loc")),
            }
        })
        .collect();
    let rest = text[close..].trim_start();
    let results = match rest.strip_prefix("->").map(str::trim_start) {
        Some(r) if r.starts_with('(') => match closing(r, 0) {
            Some(end) => split_top(&r[1..end - 1])
                .into_iter()
                .map(|x| attributes(x).and_then(|attrs| first_named(&attrs, &RESULT_NAME_ATTRS)).map(|(_, v)| v))
                .collect(),
            None => Vec::new(),
        },
        Some(r) => {
            // A single result: `tensor<...> {attrs}` before the body's `{`.
            let ty_end = r.find("tensor<").and_then(|t| closing(r, t + "tensor".len())).unwrap_or(0);
            let after = r[ty_end..].trim_start();
            // A dictionary followed by the body's `{` is the result's attributes.
            let attrs = closing(after, 0).filter(|e| after[*e..].trim_start().starts_with('{')).map(|e| dict(&after[1..e - 1]));
            vec![attrs.and_then(|a| first_named(&a, &RESULT_NAME_ATTRS)).map(|(_, v)| v)]
        }
        None => Vec::new(),
    };
    sources.dedup();
    let source = if sources.is_empty() { POSITIONAL.to_string() } else { sources.join("+") };
    Some(ProgramNames { args, results, source })
}

/// Plain names for `count` slots given the exporter's names (see the module doc).
pub fn assign(raw: &[Option<String>], count: usize, prefix: &str) -> Vec<Named> {
    let plain_names: Vec<Option<String>> =
        (0..count).map(|i| raw.get(i).cloned().flatten().map(|r| plain(&r)).filter(|p| !p.is_empty())).collect();
    let mut seen: HashMap<&str, usize> = HashMap::new();
    for p in plain_names.iter().flatten() {
        *seen.entry(p.as_str()).or_default() += 1;
    }
    (0..count)
        .map(|i| {
            let raw_name = raw.get(i).cloned().flatten();
            let name = match &plain_names[i] {
                Some(p) if seen[p.as_str()] == 1 && positional_index(p, prefix).is_none_or(|k| k == i) => p.clone(),
                _ => format!("{prefix}{i}"),
            };
            Named { name, raw: raw_name }
        })
        .collect()
}

/// `arg7` -> 7 (for prefix `arg`).
pub fn positional_index(name: &str, prefix: &str) -> Option<usize> {
    let digits = name.strip_prefix(prefix)?;
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) || (digits.len() > 1 && digits.starts_with('0')) {
        return None;
    }
    digits.parse().ok()
}

/// An exporter's name as a plain tensor key: `params['dense'][0]` -> `params.dense.0`.
pub fn plain(raw: &str) -> String {
    let mut out = String::with_capacity(raw.len());
    let mut chars = raw.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '[' => {
                out.push('.');
                if matches!(chars.peek(), Some('\'') | Some('"')) {
                    chars.next();
                }
            }
            ']' => {}
            '\'' | '"' if matches!(chars.peek(), Some(']')) => {}
            c if c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-' | '/') => out.push(c),
            _ => out.push('_'),
        }
    }
    // No empty path segments: `a..b` -> `a.b`, no leading or trailing dot.
    out.split('.').filter(|s| !s.is_empty()).collect::<Vec<_>>().join(".")
}

/// Checks that `id` can name a definition folder and its baseline files:
/// the rule every suite and store applies ([`suites::id::check`], length
/// and hidden names included), so an import never writes a folder that a
/// later run of the suite refuses.
pub fn check_id(id: &str) -> Result<(), String> {
    suites::id::check("definition id", id)
        .map_err(|e| format!("`{id}` is not a plain id: it {} (allowed: {})", e.reason, suites::id::allowed()))
}

/// The index just past the bracket closing the one at `open`, skipping string literals.
fn closing(s: &str, open: usize) -> Option<usize> {
    let bytes = s.as_bytes();
    let (o, c) = match bytes.get(open)? {
        b'(' => (b'(', b')'),
        b'<' => (b'<', b'>'),
        b'{' => (b'{', b'}'),
        b'[' => (b'[', b']'),
        _ => return None,
    };
    let (mut depth, mut in_str, mut escaped) = (0i32, false, false);
    for (i, &b) in bytes.iter().enumerate().skip(open) {
        if in_str {
            match b {
                _ if escaped => escaped = false,
                b'\\' => escaped = true,
                b'"' => in_str = false,
                _ => {}
            }
            continue;
        }
        if b == b'"' {
            in_str = true;
        } else if b == o {
            depth += 1;
        } else if b == c {
            depth -= 1;
            if depth == 0 {
                return Some(i + 1);
            }
        }
    }
    None
}

/// Splits on commas outside brackets and string literals.
fn split_top(s: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let (mut depth, mut start, mut in_str, mut escaped) = (0i32, 0usize, false, false);
    for (i, c) in s.char_indices() {
        if in_str {
            match c {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                '"' => in_str = false,
                _ => {}
            }
            continue;
        }
        match c {
            '"' => in_str = true,
            '<' | '(' | '{' | '[' => depth += 1,
            '>' | ')' | '}' | ']' => depth -= 1,
            ',' if depth == 0 => {
                out.push(&s[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(&s[start..]);
    out.into_iter().filter(|p| !p.trim().is_empty()).collect()
}

/// The attribute dictionary of one argument or result (`{k = v, ...}` at top level).
fn attributes(segment: &str) -> Option<BTreeMap<String, String>> {
    let mut depth = 0i32;
    let mut in_str = false;
    for (i, c) in segment.char_indices() {
        match c {
            '"' => in_str = !in_str,
            '<' | '(' | '[' if !in_str => depth += 1,
            '>' | ')' | ']' if !in_str => depth -= 1,
            '{' if !in_str && depth == 0 => {
                let end = closing(segment, i)?;
                return Some(dict(&segment[i + 1..end - 1]));
            }
            _ => {}
        }
    }
    None
}

/// `k = v, k2 = v2` -> map (values as written).
fn dict(body: &str) -> BTreeMap<String, String> {
    split_top(body)
        .into_iter()
        .filter_map(|kv| {
            let (k, v) = kv.split_once('=')?;
            Some((k.trim().to_string(), v.trim().to_string()))
        })
        .collect()
}

/// The first attribute among `keys` whose value holds a string.
fn first_named(attrs: &BTreeMap<String, String>, keys: &[&'static str]) -> Option<(&'static str, String)> {
    keys.iter().find_map(|k| attrs.get(*k).and_then(|v| first_string(v)).filter(|s| !s.is_empty()).map(|s| (*k, s)))
}

/// The first string literal in `s`, unescaped (`"a\"b"`, `["x", 0]`, `"x" : !type`).
fn first_string(s: &str) -> Option<String> {
    let start = s.find('"')?;
    let mut out = String::new();
    let mut chars = s[start + 1..].chars();
    while let Some(c) = chars.next() {
        match c {
            '"' => return Some(out),
            '\\' => match chars.next()? {
                'n' => out.push('\n'),
                't' => out.push('\t'),
                c @ ('"' | '\\') => out.push(c),
                h1 => {
                    // MLIR's `\NN`: two hex digits.
                    let h2 = chars.next()?;
                    let byte = u8::from_str_radix(&format!("{h1}{h2}"), 16).ok()?;
                    out.push(byte as char);
                }
            },
            c => out.push(c),
        }
    }
    None
}

/// `#loc1 = loc("x")` lines: alias -> the text inside `loc(...)`.
fn loc_aliases(text: &str) -> HashMap<String, String> {
    text.lines()
        .filter_map(|line| {
            let l = line.trim_start();
            let (alias, rest) = l.split_once('=')?;
            let alias = alias.trim();
            if !alias.starts_with("#loc") {
                return None;
            }
            let rest = rest.trim_start();
            let open = rest.find("loc(").filter(|p| *p == 0)? + "loc".len();
            let end = closing(rest, open)?;
            Some((alias.to_string(), rest[open + 1..end - 1].to_string()))
        })
        .collect()
}

/// A name location of an argument: `loc("x")`, `loc("x"(#loc5))`, or an
/// alias to one. File locations (`"f.py":3:4`), call sites and `unknown` are no names.
fn location_name(segment: &str, aliases: &HashMap<String, String>) -> Option<String> {
    let at = segment.rfind("loc(")?;
    let open = at + "loc".len();
    let end = closing(segment, open)?;
    let mut inner = segment[open + 1..end - 1].trim().to_string();
    for _ in 0..8 {
        match aliases.get(inner.trim()) {
            Some(target) => inner = target.trim().to_string(),
            None => break,
        }
    }
    if !inner.starts_with('"') {
        return None;
    }
    let name = first_string(&inner)?;
    // After the closing quote: nothing, or a child location in parentheses; `:` means a file location.
    let after = inner[1..].find('"').map(|q| inner[q + 2..].trim_start()).unwrap_or("");
    (!after.starts_with(':') && !name.is_empty()).then_some(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn jax_export_locations_and_result_info() {
        let t = r#"#loc1 = loc("params['b']")
module @jit_f {
  func.func public @main(%arg0: tensor<4xf32> loc(#loc1), %arg1: tensor<3x4xf32> loc("params['w']"), %arg2: tensor<2x3xf32> loc("x")) -> (tensor<2x4xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    return %a, %b : tensor<2x4xf32>, tensor<f32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc = loc(unknown)
"#;
        let n = read(t).unwrap();
        assert_eq!(n.args, vec![Some("params['b']".into()), Some("params['w']".into()), Some("x".into())]);
        assert_eq!(n.results, vec![Some("result[0]".into()), Some("result[1]".into())]);
        assert_eq!(n.source, "loc");
        let a = assign(&n.args, 3, "arg");
        assert_eq!(a.iter().map(|x| x.name.as_str()).collect::<Vec<_>>(), ["params.b", "params.w", "x"]);
        assert_eq!(assign(&n.results, 2, "out")[1].name, "result.1");
    }

    #[test]
    fn attributes_name_arguments_and_positions_fill_the_rest() {
        let t = r#"func.func @main(%arg0: tensor<2x3xf32> {jax.arg_info = "w", mhlo.sharding = "{replicated}"}, %arg1: tensor<3xf32> {mhlo.sharding = "{replicated}"}, %arg2: tensor<i32> {tf_saved_model.index_path = ["len"]}) -> tensor<2xf32> {"#;
        let n = read(t).unwrap();
        assert_eq!(n.args, vec![Some("w".into()), None, Some("len".into())]);
        assert_eq!(n.results, vec![None]);
        assert_eq!(n.source, "jax.arg_info+tf_saved_model.index_path");
        let a = assign(&n.args, 3, "arg");
        assert_eq!(a.iter().map(|x| x.name.as_str()).collect::<Vec<_>>(), ["w", "arg1", "len"]);
        let single = read("func.func @main(%x: tensor<f32>) -> (tensor<f32> {jax.result_info = \"y\"}) {").unwrap();
        assert_eq!(single.results, vec![Some("y".into())]);
        let bare = read("func.func @main(%x: tensor<f32> loc(\"/a/f.py\":3:4)) -> tensor<f32> {\n %0 = x {").unwrap();
        assert_eq!(bare.args, vec![None]);
        assert_eq!(bare.source, POSITIONAL);
    }

    #[test]
    fn collisions_and_positional_lookalikes_fall_back_to_positions() {
        let raw = vec![
            Some("a['b']".to_string()),
            Some("a.b".to_string()),
            Some("arg0".to_string()),
            Some("arg3".to_string()),
            Some("!!".into()),
        ];
        let a = assign(&raw, 5, "arg");
        assert_eq!(a.iter().map(|x| x.name.as_str()).collect::<Vec<_>>(), ["arg0", "arg1", "arg2", "arg3", "__"]);
        assert_eq!(a[0].raw.as_deref(), Some("a['b']"));
        assert_eq!(plain("params['dense']['kernel']"), "params.dense.kernel");
        assert_eq!(plain("x[0][1]"), "x.0.1");
        assert_eq!(plain("layer 1/w:0"), "layer_1/w_0");
        assert_eq!(positional_index("arg12", "arg"), Some(12));
        assert_eq!(positional_index("arg012", "arg"), None);
        assert!(check_id("llama-7b_v1.2").is_ok());
        for bad in ["..", "a/b", "", ".hidden", &"x".repeat(suites::id::MAX_LEN + 1)] {
            assert!(check_id(bad).unwrap_err().contains("is not a plain id: it "), "{bad}");
        }
    }

    #[test]
    fn escaped_strings_and_garbage() {
        assert_eq!(first_string(r#""a\"b\\c\41""#).as_deref(), Some("a\"b\\cA"));
        assert!(read("module {}").is_none());
        assert!(read("func.func @main(%a: tensor<2xf32>").is_none());
        assert!(read("func.func @main(%a: tensor<2xf32> {jax.arg_info = \"unterminated}) -> tensor<f32> {").is_none());
    }
}
