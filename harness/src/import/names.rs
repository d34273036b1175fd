//! The plain names a definition uses for `@main`'s arguments and results,
//! made from the names exporters leave in its text (read by
//! [`program::names`], which says where each exporter puts them).
//!
//! A name becomes a tensor key by [`plain`]: pytree paths read as dotted
//! paths (`params['dense'][0]` is `params.dense.0`), any other character
//! outside letters, digits, `.`, `_`, `-` and `/` becomes `_`. Names that
//! collide after that, or that spell another position (`arg3` at position
//! 1), fall back to the positional `argN` (`outN` for results), so every
//! name is unique and `argN` always means position N.

use std::collections::HashMap;

/// The names the program text gives (read in the program crate, on its lexer).
pub use program::names::{read, ProgramNames, POSITIONAL};

/// One argument or result: its plain name and the exporter's spelling.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Named {
    /// Unique, valid as a tensor key: the exporter's name made plain, or `argN`/`outN`.
    pub name: String,
    /// The exporter's own spelling, when the program carried one.
    pub raw: Option<String>,
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
}
