//! The names exporters give `@main`'s arguments and results in its text
//! (read here, on the shared lexer; `tpu-compat import` turns them into a
//! definition's plain names).
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

use crate::lex::{self, LocationKind};
use crate::signature::is_definition;

/// Where the names of a program came from, for the manifest's provenance.
pub const POSITIONAL: &str = "positional";

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

/// Reads the names from program text; `None` when there is no readable `func.func @main(`.
pub fn read(text: &str) -> Option<ProgramNames> {
    let view = lex::code_view_str(text);
    let at = view.match_indices("@main(").map(|(i, _)| i).find(|&i| is_definition(&view, i))?;
    let open = at + "@main".len();
    let close = lex::matching(text, open)?;
    let aliases = lex::location_aliases(text);
    let mut sources: Vec<&str> = Vec::new();
    let args: Vec<Option<String>> = lex::split_top(&text[open + 1..close - 1], b',')
        .into_iter()
        .map(|a| match lex::dictionary_of(a).and_then(|d| first_named(&d, &ARG_NAME_ATTRS)) {
            Some((key, v)) => {
                sources.push(key);
                Some(v)
            }
            None => location_name(a, &aliases).inspect(|_| sources.push("loc")),
        })
        .collect();
    let rest = text[close..].trim_start();
    let results = match rest.strip_prefix("->").map(str::trim_start) {
        Some(r) if r.starts_with('(') => match lex::matching(r, 0) {
            Some(end) => lex::split_top(&r[1..end - 1], b',')
                .into_iter()
                .map(|x| lex::dictionary_of(x).and_then(|d| first_named(&d, &RESULT_NAME_ATTRS)).map(|(_, v)| v))
                .collect(),
            None => Vec::new(),
        },
        Some(r) => {
            // A single result: `tensor<...> {attrs}` before the body's `{`.
            let after = r[lex::type_token(r).map_or(0, str::len)..].trim_start();
            // A dictionary followed by the body's `{` is the result's attributes.
            let attrs = after
                .starts_with('{')
                .then(|| lex::matching(after, 0))
                .flatten()
                .filter(|e| after[*e..].trim_start().starts_with('{'))
                .map(|e| lex::dictionary(&after[1..e - 1]));
            vec![attrs.and_then(|a| first_named(&a, &RESULT_NAME_ATTRS)).map(|(_, v)| v)]
        }
        None => Vec::new(),
    };
    sources.dedup();
    let source = if sources.is_empty() { POSITIONAL.to_string() } else { sources.join("+") };
    Some(ProgramNames { args, results, source })
}

/// The first attribute among `keys` whose value holds a non-empty string.
fn first_named(attrs: &[(&str, &str)], keys: &[&'static str]) -> Option<(&'static str, String)> {
    keys.iter().find_map(|k| {
        let (_, value) = attrs.iter().find(|(name, _)| name == k)?;
        lex::first_string(value).filter(|s| !s.is_empty()).map(|s| (*k, s))
    })
}

/// A name location of an argument: `loc("x")`, `loc("x"(#loc5))`, or an
/// alias to one. File locations (`"f.py":3:4`), call sites and `unknown` are no names.
fn location_name(segment: &str, aliases: &lex::Aliases) -> Option<String> {
    let at = lex::code_view_str(segment).rfind("loc(")?;
    let end = lex::matching(segment, at + "loc".len())?;
    lex::location(&segment[at + "loc(".len()..end - 1], aliases).filter(|l| l.kind == LocationKind::Name).map(|l| l.name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locations_aliases_and_result_info() {
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
    }

    #[test]
    fn attributes_name_arguments_and_results() {
        let t = r#"func.func @main(%arg0: tensor<2x3xf32> {jax.arg_info = "w", mhlo.sharding = "{replicated}"}, %arg1: tensor<3xf32> {mhlo.sharding = "{replicated}"}, %arg2: tensor<i32> {tf_saved_model.index_path = ["len"]}) -> tensor<2xf32> {"#;
        let n = read(t).unwrap();
        assert_eq!(n.args, vec![Some("w".into()), None, Some("len".into())]);
        assert_eq!(n.results, vec![None]);
        assert_eq!(n.source, "jax.arg_info+tf_saved_model.index_path");
        let single = read("func.func @main(%x: tensor<f32>) -> (tensor<f32> {jax.result_info = \"y\"}) {").unwrap();
        assert_eq!(single.results, vec![Some("y".into())]);
        let unparenthesised = read("func.func @main(%x: tensor<f32>) -> tensor<f32> {jax.result_info = \"y\"} {\n").unwrap();
        assert_eq!(unparenthesised.results, vec![Some("y".into())]);
        let bare = read("func.func @main(%x: tensor<f32> loc(\"/a/f.py\":3:4)) -> tensor<f32> {\n %0 = x {").unwrap();
        assert_eq!(bare.args, vec![None]);
        assert_eq!(bare.source, POSITIONAL);
    }

    #[test]
    fn garbage_reads_as_none() {
        assert!(read("module {}").is_none());
        assert!(read("func.func @main(%a: tensor<2xf32>").is_none());
        assert!(read("func.func @main(%a: tensor<2xf32> {jax.arg_info = \"unterminated}) -> tensor<f32> {").is_none());
        assert!(read("// func.func @main(%a: tensor<2xf32>) -> tensor<f32> {\nmodule {}").is_none());
    }
}
