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

    /// Reading the names out of the text is `program::names`' (tested there);
    /// what is left here is turning them into plain, unique names.
    #[test]
    fn read_names_become_plain_names_and_positions_fill_the_rest() {
        let some = |names: &[Option<&str>]| names.iter().map(|n| n.map(String::from)).collect::<Vec<_>>();
        let a = assign(&some(&[Some("params['b']"), Some("params['w']"), Some("x")]), 3, "arg");
        assert_eq!(a.iter().map(|x| x.name.as_str()).collect::<Vec<_>>(), ["params.b", "params.w", "x"]);
        assert_eq!(assign(&some(&[Some("result[0]"), Some("result[1]")]), 2, "out")[1].name, "result.1");
        let a = assign(&some(&[Some("w"), None, Some("len")]), 3, "arg");
        assert_eq!(a.iter().map(|x| x.name.as_str()).collect::<Vec<_>>(), ["w", "arg1", "len"]);
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
