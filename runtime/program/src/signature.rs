//! Reading the signature of `@main` from StableHLO text: argument and result
//! types, so that inputs can be checked before anything reaches the plugin
//! (a clear "argument 2 is f32[4], the program takes f32[8]" instead of a
//! compiler backtrace), and so a definition's manifest can be checked
//! against its program.

use crate::lex::{self, code_view, matching};
use tensors::DType;
use tensors::{DataError, Result};

/// A ranked tensor type; `-1` stands for a dynamic (`?`) dimension.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct TensorType {
    pub dtype: DType,
    pub shape: Vec<i64>,
}

impl TensorType {
    /// Parses `tensor<2x3xf32>`, `tensor<f32>`, `tensor<?x8xbf16, #stablehlo.bounds<8, ?>>`.
    pub fn parse(text: &str) -> Result<TensorType> {
        let t = text.trim();
        let inner = t
            .strip_prefix("tensor<")
            .and_then(|r| r.strip_suffix('>'))
            .ok_or_else(|| program_err(format!("`{t}` is not a tensor type")))?;
        // Drop an encoding (`, #stablehlo.bounds<...>`).
        let body = match lex::split_top(inner, b',').first() {
            Some(b) => b.trim(),
            None => inner.trim(),
        };
        let parts: Vec<&str> = body.split('x').collect();
        let (elem, dims) = parts.split_last().ok_or_else(|| program_err(format!("empty tensor type `{t}`")))?;
        let dtype = DType::from_mlir(elem.trim()).ok_or_else(|| program_err(format!("element type `{elem}` in `{t}` is not supported")))?;
        let shape = dims
            .iter()
            .map(|d| match d.trim() {
                "?" => Ok(-1),
                n => n.parse::<i64>().map_err(|_| program_err(format!("bad dimension `{n}` in `{t}`"))),
            })
            .collect::<Result<Vec<_>>>()?;
        Ok(TensorType { dtype, shape })
    }

    /// `f32[2,3]`
    pub fn display(&self) -> String {
        let dims: Vec<String> = self.shape.iter().map(|d| if *d < 0 { "?".into() } else { d.to_string() }).collect();
        format!("{}[{}]", self.dtype, dims.join(","))
    }
}

/// The attributes on one argument or result of `@main`, in order: the name
/// and the value as written in the program (string values with their
/// quotes; a unit attribute has an empty value).
pub type Attributes = Vec<(String, String)>;

/// `@main`'s arguments and results.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MainSignature {
    pub args: Vec<TensorType>,
    pub results: Vec<TensorType>,
    /// Per argument: the output it aliases (`tf.aliasing_output = N : i32`),
    /// which is the output that feeds this argument at a training step's
    /// next call.
    pub aliases: Vec<Option<usize>>,
    /// Per argument: whether the program lets its buffer be donated
    /// (an aliased argument, or `jax.buffer_donor = true`).
    pub donors: Vec<bool>,
    /// Per argument and per result: its attribute dictionary.
    pub arg_attributes: Vec<Attributes>,
    pub result_attributes: Vec<Attributes>,
}

impl MainSignature {
    /// The value of attribute `name` on argument `i`, as written.
    pub fn arg_attribute(&self, i: usize, name: &str) -> Option<&str> {
        find_attribute(self.arg_attributes.get(i)?, name)
    }

    /// The value of attribute `name` on result `i`, as written.
    pub fn result_attribute(&self, i: usize, name: &str) -> Option<&str> {
        find_attribute(self.result_attributes.get(i)?, name)
    }
}

fn find_attribute<'a>(attrs: &'a Attributes, name: &str) -> Option<&'a str> {
    attrs.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
}

/// Per argument of `@main`, the output it aliases (`tf.aliasing_output`),
/// read from the program text: for a caller that has not compiled yet.
pub fn argument_aliases(program: &[u8]) -> Result<Vec<Option<usize>>> {
    Ok(parse_main_signature(program)?.aliases)
}

/// Where `part` (a sub-slice of `base`) starts in `base`.
fn offset_in(base: &str, part: &str) -> usize {
    (part.as_ptr() as usize).saturating_sub(base.as_ptr() as usize).min(base.len())
}

/// The attribute dictionary of one argument or result: `segment` is its
/// text in the code view `view`, `original` the program text at the same
/// offsets, from which the dictionary is read ([`lex::dictionary_of`]).
fn attributes_of(original: &str, view: &str, segment: &str) -> Attributes {
    let at = offset_in(view, segment);
    let text = original.get(at..at + segment.len()).unwrap_or("");
    lex::dictionary_of(text).unwrap_or_default().into_iter().map(|(n, v)| (n.to_string(), v.to_string())).collect()
}

/// `1 : i32` -> 1.
fn alias_index(i: usize, value: &str, results: usize) -> Result<usize> {
    let n = value.split(':').next().unwrap_or("").trim();
    let index =
        n.parse::<usize>().map_err(|_| program_err(format!("argument {i}'s tf.aliasing_output `{value}` is not an output index")))?;
    if index >= results {
        return Err(program_err(format!("argument {i}'s tf.aliasing_output = {index}, but @main has {results} results")));
    }
    Ok(index)
}

fn program_err(message: String) -> DataError {
    DataError::Program { message }
}

/// How deep brackets (`(`, `[`, `{`, `<`) may nest in a program handed to a
/// plugin. MLIR's parser recurses once per level and a few thousand levels
/// overflow its stack, which kills the process instead of returning an
/// error; real programs stay far below this (the committed suites reach
/// about a dozen).
pub const MAX_NESTING: usize = 256;

/// Refuses a text program whose brackets nest deeper than [`MAX_NESTING`]
/// (comments and strings aside; `->` is an arrow, not a bracket). MLIR
/// bytecode is left to the plugin. Iterative: any length, constant stack.
pub fn check_nesting(program: &[u8]) -> Result<()> {
    if program.starts_with(b"ML\xefR") {
        return Ok(());
    }
    let (mut depth, mut deepest) = (0usize, 0usize);
    for (i, mark) in lex::marks(program) {
        match mark {
            lex::Mark::Open(_) => {
                depth += 1;
                deepest = deepest.max(depth);
            }
            lex::Mark::Close(_) => depth = depth.saturating_sub(1),
        }
        if deepest > MAX_NESTING {
            let line = 1 + program[..i].iter().filter(|&&c| c == b'\n').count();
            return Err(program_err(format!(
                "brackets nest deeper than {MAX_NESTING} levels (line {line}); refused before the plugin's parser, which recurses per level and would overflow its stack"
            )));
        }
    }
    Ok(())
}

/// The first `tensor<...>` in `s`.
fn first_tensor(s: &str) -> Option<&str> {
    lex::tensor_types(s).into_iter().next().map(|r| &s[r])
}

/// Where `@main(` is the name of a function definition: preceded by
/// `func.func` (or the older `func`), optionally with a visibility word.
pub(crate) fn is_definition(view: &str, at: usize) -> bool {
    // The last word, from its last character that cannot be in a keyword (`{func.func` counts).
    let word = |w: &'_ str| w.rsplit(|c: char| !(c.is_ascii_alphanumeric() || c == '.' || c == '_')).next().unwrap_or("").to_string();
    let mut words = view[..at].split_whitespace().rev().map(word);
    let mut w = words.next();
    if matches!(w.as_deref(), Some("public" | "private" | "nested")) {
        w = words.next();
    }
    matches!(w.as_deref(), Some("func.func" | "func"))
}

/// Reads `@main`'s signature from StableHLO text. Bytecode is not read
/// here. Comments and string literals are skipped, so `// ... @main(` or an
/// attribute string holding brackets cannot mislead it.
pub fn parse_main_signature(program: &[u8]) -> Result<MainSignature> {
    if program.starts_with(b"ML\xefR") {
        return Err(program_err("the program is MLIR bytecode; its signature cannot be read without the plugin".into()));
    }
    std::str::from_utf8(program).map_err(|e| program_err(format!("the program is not UTF-8 text: {e}")))?;
    // Comments and strings become spaces (whole characters), so the view is UTF-8 too.
    let text = String::from_utf8(code_view(program)).map_err(|e| program_err(format!("the program is not UTF-8 text: {e}")))?;
    let text = text.as_str();
    let at = text
        .match_indices("@main(")
        .map(|(i, _)| i)
        .find(|&i| is_definition(text, i))
        .ok_or_else(|| program_err("no `func.func @main(...)` entry function found".into()))?;
    let open = at + "@main".len();
    let close = matching(text, open).ok_or_else(|| program_err("unbalanced parentheses in @main's arguments".into()))?;
    // The view has the program's length and char boundaries (whole characters become spaces).
    let original = std::str::from_utf8(program).map_err(|e| program_err(format!("the program is not UTF-8 text: {e}")))?;
    let arg_segments = lex::split_top(&text[open + 1..close - 1], b',');
    let args = arg_segments
        .iter()
        .map(|a| {
            let ty = first_tensor(a).ok_or_else(|| program_err(format!("argument `{}` of @main is not a tensor", a.trim())))?;
            TensorType::parse(ty)
        })
        .collect::<Result<Vec<_>>>()?;
    let arg_attributes: Vec<Attributes> = arg_segments.iter().map(|a| attributes_of(original, text, a)).collect();
    let rest = text[close..].trim_start();
    let (results, result_attributes) = if let Some(r) = rest.strip_prefix("->") {
        let r = r.trim_start();
        if r.starts_with('(') {
            let end = matching(r, 0).ok_or_else(|| program_err("unbalanced parentheses in @main's results".into()))?;
            let segments = lex::split_top(&r[1..end - 1], b',');
            let types = segments
                .iter()
                .map(|x| {
                    first_tensor(x).ok_or_else(|| program_err(format!("result `{}` is not a tensor", x.trim()))).and_then(TensorType::parse)
                })
                .collect::<Result<Vec<_>>>()?;
            let attrs = segments.iter().map(|x| attributes_of(original, text, x)).collect();
            (types, attrs)
        } else {
            let ty = first_tensor(r).ok_or_else(|| program_err("@main's result is not a tensor".into()))?;
            // A single result's attributes need parentheses; none here.
            (vec![TensorType::parse(ty)?], vec![Vec::new()])
        }
    } else {
        (Vec::new(), Vec::new())
    };
    let mut aliases = Vec::with_capacity(args.len());
    let mut donors = Vec::with_capacity(args.len());
    for (i, attrs) in arg_attributes.iter().enumerate() {
        let alias = find_attribute(attrs, "tf.aliasing_output").map(|v| alias_index(i, v, results.len())).transpose()?;
        let donor = find_attribute(attrs, "jax.buffer_donor").is_some_and(|v| v == "true" || v.is_empty());
        aliases.push(alias);
        donors.push(donor || alias.is_some());
    }
    Ok(MainSignature { args, results, aliases, donors, arg_attributes, result_attributes })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_arguments_results_and_bounds() {
        let p = br#"module @m attributes {mhlo.num_partitions = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32> {jax.arg_info = "x", mhlo.sharding = "{replicated}"}, %arg1: tensor<i32>, %w: tensor<?x8xbf16, #stablehlo.bounds<16, ?>>) -> (tensor<2x4xf32> {jax.result_info = "a, b"}, tensor<i1>) {
    return
  }
}"#;
        let s = parse_main_signature(p).unwrap();
        assert_eq!(s.args.len(), 3);
        assert_eq!(s.args[0], TensorType { dtype: DType::F32, shape: vec![2, 3] });
        assert_eq!(s.args[1].shape, Vec::<i64>::new());
        assert_eq!(s.args[2], TensorType { dtype: DType::BF16, shape: vec![-1, 8] });
        assert_eq!(s.results.len(), 2);
        assert_eq!(s.results[1].dtype, DType::Bool);
        let single = parse_main_signature(b"func.func @main() -> tensor<4xui8> {").unwrap();
        assert!(single.args.is_empty());
        assert_eq!(single.results[0].display(), "u8[4]");
    }

    #[test]
    fn reads_aliasing_donors_and_attributes() {
        let p = br#"module @m {
  func.func public @main(%w: tensor<4xf32> {tf.aliasing_output = 1 : i32, mhlo.sharding = "{devices=[4]0,1,2,3}"}, %x: tensor<4xf32>, %m: tensor<4xf32> {jax.buffer_donor = true}) -> (tensor<f32> {jax.result_info = "loss, = {"}, tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", "y"}]>}) {
    return
  }
}"#;
        let s = parse_main_signature(p).unwrap();
        assert_eq!(s.aliases, [Some(1), None, None]);
        assert_eq!(s.donors, [true, false, true]);
        assert_eq!(s.arg_attribute(0, "mhlo.sharding"), Some(r#""{devices=[4]0,1,2,3}""#));
        assert_eq!(s.arg_attribute(1, "mhlo.sharding"), None);
        assert_eq!(s.result_attribute(0, "jax.result_info"), Some(r#""loss, = {""#));
        assert_eq!(s.result_attribute(1, "sdy.sharding"), Some(r#"#sdy.sharding<@mesh, [{"x", "y"}]>"#));
        assert_eq!(argument_aliases(p).unwrap(), [Some(1), None, None]);
        // An alias past the results, or not a number, is an error naming the argument.
        let bad = b"func.func @main(%a: tensor<2xf32> {tf.aliasing_output = 3 : i32}) -> (tensor<2xf32>) {";
        let e = parse_main_signature(bad).unwrap_err().to_string();
        assert!(e.contains("argument 0") && e.contains("1 results"), "{e}");
        let bad = b"func.func @main(%a: tensor<2xf32> {tf.aliasing_output = x}) -> (tensor<2xf32>) {";
        assert!(parse_main_signature(bad).is_err());
        let unbalanced = b"func.func @main(%a: tensor<2xf32> {tf.aliasing_output = 0 : i32) -> (tensor<2xf32>) {";
        assert!(parse_main_signature(unbalanced).is_err());
    }

    #[test]
    fn bad_text_is_an_error() {
        assert!(parse_main_signature(b"module {}").is_err());
        assert!(parse_main_signature(b"func.func @main(%a: tensor<2xq7>)").is_err());
        assert!(parse_main_signature(b"func.func @main(%a: tensor<2xf32>").is_err());
        assert!(parse_main_signature(&[0xff, 0xfe]).is_err());
    }

    #[test]
    fn comments_and_strings_do_not_fool_it() {
        let p = br#"// an old entry: func.func @main(%a: tensor<1xf32>) -> tensor<1xf32>
module @m {
  func.func private @helper(%x: tensor<3xf32> {a = "@main(%z: tensor<9xi8>"}) -> tensor<3xf32> {
    return %x : tensor<3xf32>
  }
  func.func public @main(%arg0: tensor<2xf32> {jax.arg_info = "x) -> (\"y"}, %arg1: tensor<4xi32>) -> tensor<2xf32> {
    return %arg0 : tensor<2xf32>
  }
}"#;
        let s = parse_main_signature(p).unwrap();
        assert_eq!(s.args.iter().map(TensorType::display).collect::<Vec<_>>(), ["f32[2]", "i32[4]"]);
        assert_eq!(s.results.len(), 1);
        assert_eq!(s.results[0].display(), "f32[2]");
        // Only a comment names @main: no entry.
        assert!(parse_main_signature(b"// func.func @main(%a: tensor<1xf32>)\nmodule {}").is_err());
        // A call is not the definition.
        assert!(parse_main_signature(b"%0 = func.call @main(%a) : (tensor<1xf32>) -> tensor<1xf32>").is_err());
    }

    #[test]
    fn nesting_is_bounded_without_recursion() {
        let ok = b"func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> { %c = stablehlo.constant dense<[[1.0]]> : tensor<1x1xf32> }";
        assert!(check_nesting(ok).is_ok());
        let deep = format!("func.func @main() {{ {}{} }}", "(".repeat(20_000), ")".repeat(20_000));
        let e = check_nesting(deep.as_bytes()).unwrap_err().to_string();
        assert!(e.contains("nest deeper than") && e.contains(&MAX_NESTING.to_string()), "{e}");
        // Brackets in comments and strings do not count; arrows are no brackets.
        let commented = format!("// {}\nfunc.func @main() -> {} {{ \"{}\" }}", "[".repeat(5000), "->".repeat(5000), "{".repeat(5000));
        assert!(check_nesting(commented.as_bytes()).is_ok());
        assert!(check_nesting(b"ML\xefR\x00((((").is_ok());
        // The signature parser copes with the deep text without overflowing.
        assert!(parse_main_signature(deep.as_bytes()).is_ok());
    }
}
