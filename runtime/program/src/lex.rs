//! The lexer every reader and rewriter of StableHLO text shares: which bytes
//! are code (not a string literal's contents, not a `//` comment), which
//! code bytes are brackets, and the few readings built on that: the bracket
//! that closes an opener ([`matching`]), pieces at the top level
//! ([`split_top`]), attribute dictionaries ([`dictionary`]), string literals
//! ([`string_at`], [`unescape`]), types ([`type_token`], [`tensor_types`])
//! and source locations ([`location_aliases`], [`location`]).
//!
//! Owned here so that a bracket inside a string, an arrow (`->`) or a
//! comparison (`>=`, `<=`) is treated the same way by every tool: one
//! rule, one place to fix it. Nothing here panics or recurses, whatever the
//! bytes; a text that does not balance reads as `None`, never as a guess.

use std::collections::HashMap;
use std::ops::Range;

/// A malformed piece of program text.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LexError {
    /// A string literal with no closing quote.
    #[error("a string literal starting at byte {at} is not closed")]
    UnterminatedString { at: usize },
    /// `\` followed by something MLIR does not define (`\n`, `\t`, `\"`, `\\`, `\XX`).
    #[error("a string literal holds the escape `\\{escape}`, which is not `\\n`, `\\t`, `\\\"`, `\\\\` or two hex digits")]
    BadEscape { escape: String },
    /// Hex escapes that do not spell UTF-8 text.
    #[error("a string literal's escapes do not spell UTF-8 text")]
    NotUtf8,
}

/// The four kinds of bracket.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bracket {
    /// `(` `)`
    Round,
    /// `[` `]`
    Square,
    /// `{` `}`
    Curly,
    /// `<` `>`
    Angle,
}

impl Bracket {
    /// The byte that opens this kind.
    pub fn opener(self) -> u8 {
        match self {
            Bracket::Round => b'(',
            Bracket::Square => b'[',
            Bracket::Curly => b'{',
            Bracket::Angle => b'<',
        }
    }

    /// The byte that closes this kind.
    pub fn closer(self) -> u8 {
        match self {
            Bracket::Round => b')',
            Bracket::Square => b']',
            Bracket::Curly => b'}',
            Bracket::Angle => b'>',
        }
    }
}

/// A bracket in code.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mark {
    Open(Bracket),
    Close(Bracket),
}

/// The code bytes of `text` with their offsets: string contents (between
/// the quotes, backslash escapes included) and `//` comments are skipped;
/// the quotes themselves are code. A string or comment runs to the end of
/// the text if nothing ends it.
pub fn code_bytes(text: &[u8]) -> impl Iterator<Item = (usize, u8)> + '_ {
    #[derive(PartialEq)]
    enum State {
        Code,
        Str,
        Comment,
    }
    let mut state = State::Code;
    let mut i = 0;
    std::iter::from_fn(move || {
        while i < text.len() {
            let (at, b) = (i, text[i]);
            i += 1;
            match state {
                State::Code if b == b'/' && text.get(at + 1) == Some(&b'/') => state = State::Comment,
                State::Code => {
                    if b == b'"' {
                        state = State::Str;
                    }
                    return Some((at, b));
                }
                State::Str => match b {
                    b'\\' => i += 1,
                    b'"' => {
                        state = State::Code;
                        return Some((at, b));
                    }
                    _ => {}
                },
                State::Comment if b == b'\n' => state = State::Code,
                State::Comment => {}
            }
        }
        None
    })
}

/// The text with comments and the contents of string literals replaced by
/// spaces (newlines kept). It has the same length and the same character
/// boundaries, so an index into it is an index into the text, and a search
/// in it (`@main(`) cannot land inside a string or a comment.
pub fn code_view(text: &[u8]) -> Vec<u8> {
    let mut out: Vec<u8> = text.iter().map(|&b| if b == b'\n' { b'\n' } else { b' ' }).collect();
    for (i, b) in code_bytes(text) {
        out[i] = b;
    }
    out
}

/// [`code_view`] of text, as text.
pub fn code_view_str(text: &str) -> String {
    // Whole characters become spaces and ASCII stays: the view is UTF-8.
    String::from_utf8(code_view(text.as_bytes())).unwrap_or_default()
}

/// The brackets in code, with their offsets. `->` is an arrow and `>=`,
/// `<=` comparisons (affine sets, GSPMD's iota), not brackets.
pub fn marks(text: &[u8]) -> impl Iterator<Item = (usize, Mark)> + '_ {
    code_bytes(text).filter_map(move |(i, b)| {
        let mark = match b {
            b'(' => Mark::Open(Bracket::Round),
            b'[' => Mark::Open(Bracket::Square),
            b'{' => Mark::Open(Bracket::Curly),
            b'<' if text.get(i + 1) != Some(&b'=') => Mark::Open(Bracket::Angle),
            b')' => Mark::Close(Bracket::Round),
            b']' => Mark::Close(Bracket::Square),
            b'}' => Mark::Close(Bracket::Curly),
            b'>' if !(i > 0 && text[i - 1] == b'-') && text.get(i + 1) != Some(&b'=') => Mark::Close(Bracket::Angle),
            _ => return None,
        };
        Some((i, mark))
    })
}

/// The index just past the bracket that closes the one opening at `open`,
/// brackets of every kind nested in between; `None` when `open` is no
/// opener in code, or the text ends or closes another kind first.
pub fn matching(text: &str, open: usize) -> Option<usize> {
    let mut marks = marks(text.as_bytes().get(open..)?);
    let (0, Mark::Open(first)) = marks.next()? else { return None };
    let mut stack = vec![first];
    for (i, m) in marks {
        match m {
            Mark::Open(k) => stack.push(k),
            Mark::Close(k) => {
                if stack.pop() != Some(k) {
                    return None;
                }
                if stack.is_empty() {
                    return Some(open + i + 1);
                }
            }
        }
    }
    None
}

/// The net bracket depth `text` adds (openers minus closers, in code).
pub fn depth_delta(text: &str) -> i64 {
    marks(text.as_bytes()).map(|(_, m)| if matches!(m, Mark::Open(_)) { 1 } else { -1 }).sum()
}

/// The code bytes of `text` that stand outside every bracket, with their
/// offsets: an opener at the top level is one of them, what it encloses
/// and its closer are not. A closer with nothing open is ignored.
pub fn top_level(text: &[u8]) -> impl Iterator<Item = (usize, u8)> + '_ {
    let mut marks = marks(text).peekable();
    let mut depth = 0usize;
    code_bytes(text).filter(move |&(i, _)| {
        let before = depth;
        if let Some(&(at, m)) = marks.peek() {
            if at == i {
                marks.next();
                depth = match m {
                    Mark::Open(_) => depth + 1,
                    Mark::Close(_) => depth.saturating_sub(1),
                };
            }
        }
        before == 0
    })
}

/// The byte ranges of the pieces of `text` between the `sep` bytes that
/// stand at its top level ([`top_level`]); pieces that are only whitespace
/// are dropped.
pub fn split_top_ranges(text: &str, sep: u8) -> Vec<Range<usize>> {
    let mut out = Vec::new();
    let mut start = 0;
    for (i, _) in top_level(text.as_bytes()).filter(|&(_, b)| b == sep) {
        out.push(start..i);
        start = i + 1;
    }
    out.push(start..text.len());
    out.retain(|r| !text[r.clone()].trim().is_empty());
    out
}

/// The pieces of [`split_top_ranges`], as text (untrimmed).
pub fn split_top(text: &str, sep: u8) -> Vec<&str> {
    split_top_ranges(text, sep).into_iter().map(|r| &text[r]).collect()
}

/// The entries of an attribute dictionary's inside (`a = 1 : i32, b = "x",
/// unit`): each name and value as written, trimmed; a unit attribute's
/// value is empty. The name ends at the entry's first top-level `=`.
pub fn dictionary(inside: &str) -> Vec<(&str, &str)> {
    split_top(inside, b',')
        .into_iter()
        .map(|entry| match top_level(entry.as_bytes()).find(|&(_, b)| b == b'=') {
            Some((eq, _)) => (entry[..eq].trim(), entry[eq + 1..].trim()),
            None => (entry.trim(), ""),
        })
        .collect()
}

/// The attribute dictionary of one argument or result as written in a
/// signature (`%a: tensor<2xf32> {k = v} loc(...)`): the first `{...}` that
/// stands at the top level of `segment`.
pub fn dictionary_of(segment: &str) -> Option<Vec<(&str, &str)>> {
    let mut depth = 0usize;
    for (i, m) in marks(segment.as_bytes()) {
        match m {
            Mark::Open(Bracket::Curly) if depth == 0 => {
                let end = matching(segment, i)?;
                return Some(dictionary(&segment[i + 1..end - 1]));
            }
            Mark::Open(_) => depth += 1,
            Mark::Close(_) => depth = depth.saturating_sub(1),
        }
    }
    None
}

/// The contents of a string literal as written (between the quotes) made
/// text: `\"`, `\\`, `\n`, `\t` and MLIR's two-hex-digit `\XX` (bytes, so
/// `\C3\A9` is `é`).
pub fn unescape(raw: &str) -> Result<String, LexError> {
    if !raw.contains('\\') {
        return Ok(raw.to_string());
    }
    let b = raw.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] != b'\\' {
            out.push(b[i]);
            i += 1;
            continue;
        }
        let (byte, width) = match b.get(i + 1) {
            Some(b'"') => (b'"', 2),
            Some(b'\\') => (b'\\', 2),
            Some(b'n') => (b'\n', 2),
            Some(b't') => (b'\t', 2),
            _ => {
                let hex = raw.get(i + 1..i + 3).filter(|h| h.bytes().all(|c| c.is_ascii_hexdigit()));
                match hex.and_then(|h| u8::from_str_radix(h, 16).ok()) {
                    Some(v) => (v, 3),
                    None => {
                        let escape: String = raw[i + 1..].chars().take(2).collect();
                        return Err(LexError::BadEscape { escape });
                    }
                }
            }
        };
        out.push(byte);
        i += width;
    }
    String::from_utf8(out).map_err(|_| LexError::NotUtf8)
}

/// The string literal whose opening quote is at `at`: its contents
/// unescaped, and the index just past its closing quote.
pub fn string_at(text: &str, at: usize) -> Result<(String, usize), LexError> {
    let b = text.as_bytes();
    if b.get(at) != Some(&b'"') {
        return Err(LexError::UnterminatedString { at });
    }
    let mut i = at + 1;
    while i < b.len() {
        match b[i] {
            b'\\' => i += 2,
            b'"' => return Ok((unescape(&text[at + 1..i])?, i + 1)),
            _ => i += 1,
        }
    }
    Err(LexError::UnterminatedString { at })
}

/// The first string literal in the code of `text`, unescaped (`"a\"b"`,
/// `["x", 0]`, `"x" : !type`); `None` when there is none or it is malformed.
pub fn first_string(text: &str) -> Option<String> {
    let (at, _) = code_bytes(text.as_bytes()).find(|&(_, b)| b == b'"')?;
    string_at(text, at).ok().map(|(s, _)| s)
}

/// The unescaped string value of the first `name = "..."` in `text` (an
/// attribute dictionary, or the text that holds one).
pub fn string_entry(text: &str, name: &str) -> Option<String> {
    let mut from = 0;
    while let Some(i) = text.get(from..)?.find(name) {
        let after = from + i + name.len();
        let rest = &text[after..];
        let value = rest.trim_start().strip_prefix('=').map(str::trim_start);
        if let Some(v) = value.filter(|v| v.starts_with('"')) {
            return string_at(text, text.len() - v.len()).ok().map(|(s, _)| s);
        }
        from = after;
    }
    None
}

/// The type at the start of `text`: `tensor<...>`, `tuple<...>`,
/// `!sdy.foo<...>` (brackets matched), or a word such as `i32` or
/// `!stablehlo.token`.
pub fn type_token(text: &str) -> Option<&str> {
    let end = text.find(|c: char| c.is_whitespace() || matches!(c, ',' | ')' | '{' | '}' | '<')).unwrap_or(text.len());
    if end > 0 && text[end..].starts_with('<') {
        return matching(text, end).map(|e| &text[..e]);
    }
    (end > 0).then(|| &text[..end])
}

/// The byte ranges of the outermost `tensor<...>` types in the code of
/// `text`, in order; an unbalanced one ends the list.
pub fn tensor_types(text: &str) -> Vec<Range<usize>> {
    let view = code_view_str(text);
    let mut out = Vec::new();
    let mut from = 0;
    while let Some(i) = view[from..].find("tensor<") {
        let at = from + i;
        let word_start = at == 0 || !(view.as_bytes()[at - 1].is_ascii_alphanumeric() || view.as_bytes()[at - 1] == b'_');
        if !word_start {
            from = at + "tensor<".len();
            continue;
        }
        let Some(end) = matching(text, at + "tensor".len()) else { break };
        out.push(at..end);
        from = end;
    }
    out
}

/// Location aliases by name: `#loc3` -> what its `loc(...)` holds.
pub type Aliases = HashMap<String, String>;

/// A `#locN = loc(...)` line: the alias and the inside of its `loc(...)`.
pub fn location_alias(line: &str) -> Option<(&str, &str)> {
    let l = line.trim();
    let (alias, rest) = l.split_once('=')?;
    let alias = alias.trim();
    if !alias.starts_with("#loc") || alias.contains(char::is_whitespace) {
        return None;
    }
    let rest = rest.trim_start();
    if !rest.starts_with("loc(") {
        return None;
    }
    let end = matching(rest, "loc".len())?;
    rest[end..].trim().is_empty().then(|| (alias, &rest["loc(".len()..end - 1]))
}

/// Every location alias a module defines ([`location_alias`] per line).
pub fn location_aliases(text: &str) -> Aliases {
    text.lines().filter_map(location_alias).map(|(a, inner)| (a.to_string(), inner.to_string())).collect()
}

/// What a location says, read from the inside of its `loc(...)`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Location {
    /// The first string in it (a name, a file, a call site's callee).
    pub name: String,
    pub kind: LocationKind,
}

/// Which form a location takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LocationKind {
    /// `"name"` or `"name"(child)`: what exporters use to name values and ops.
    Name,
    /// `"file.py":3:4`.
    File,
    /// `callsite(...)`, `fused[...]`: the first string inside.
    Other,
}

/// The location whose `loc(...)` holds `inner`, aliases followed (up to 8
/// deep); `None` for `unknown`, an unknown alias, or no non-empty string.
pub fn location(inner: &str, aliases: &Aliases) -> Option<Location> {
    let mut inner = inner.trim();
    for _ in 0..8 {
        match aliases.get(inner) {
            Some(target) => inner = target.trim(),
            None => break,
        }
    }
    let kind = if inner.starts_with('"') {
        let after = string_at(inner, 0).ok().map_or("", |(_, end)| inner[end..].trim_start());
        if after.starts_with(':') {
            LocationKind::File
        } else {
            LocationKind::Name
        }
    } else {
        LocationKind::Other
    };
    let name = first_string(inner).filter(|n| !n.is_empty())?;
    Some(Location { name, kind })
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn strings_comments_and_arrows_are_not_brackets() {
        let t = r#"f(a, "x)\"(", b) // )"#;
        assert_eq!(matching(t, 1), Some(t.find(") //").unwrap() + 1));
        assert_eq!(code_view_str(t), r#"f(a, "     ", b)     "#);
        let arrow = "<(tensor<2xf32>) -> tensor<f32>>";
        assert_eq!(matching(arrow, 0), Some(arrow.len()));
        assert_eq!(matching("{devices=[2]<=[4]}", 0), Some(18));
        assert_eq!(matching("(a]", 0), None, "another kind closes first");
        assert_eq!(matching("(a", 0), None);
        assert_eq!(matching("x(a)", 0), None, "no opener there");
        assert_eq!(matching("(a)", 9), None);
        assert_eq!(depth_delta("%0 = f(%a, {b = [1, 2] -> c"), 2);
    }

    #[test]
    fn top_level_split_and_dictionaries() {
        let s = r#"%a: tensor<2x3xf32> {k = "a, b", d = {x = 1, y = 2}}, %b: tensor<f32>, "#;
        let parts = split_top(s, b',');
        assert_eq!(parts.len(), 2, "{parts:?}");
        assert_eq!(parts[1].trim(), "%b: tensor<f32>");
        assert_eq!(dictionary_of(parts[0]).unwrap(), [("k", "\"a, b\""), ("d", "{x = 1, y = 2}")]);
        assert_eq!(
            dictionary("tf.aliasing_output = 1 : i32, jax.buffer_donor, \"q=r\" = 2"),
            [("tf.aliasing_output", "1 : i32"), ("jax.buffer_donor", ""), ("\"q=r\"", "2")]
        );
        assert_eq!(dictionary_of("%x: tensor<2xf32> loc(\"x\")"), None);
        assert_eq!(split_top_ranges("a ->b, c", b','), [0..5, 6..8]);
    }

    #[test]
    fn strings_unescape_like_mlir() {
        assert_eq!(unescape(r#"a\"b\\c\41\n"#).unwrap(), "a\"b\\cA\n");
        assert_eq!(unescape(r"\C3\A9").unwrap(), "é");
        assert!(matches!(unescape(r"\q1"), Err(LexError::BadEscape { .. })));
        assert_eq!(unescape(r"\FF"), Err(LexError::NotUtf8));
        assert_eq!(string_at(r#"x "a\22b" y"#, 2).unwrap(), ("a\"b".to_string(), 9));
        assert!(string_at(r#""open"#, 0).is_err());
        assert_eq!(first_string(r#"[ "x", 0]"#).as_deref(), Some("x"));
        assert_eq!(first_string(r#""a\"b\\c\41""#).as_deref(), Some("a\"b\\cA"));
        assert_eq!(string_entry(r#"{a = 1, mhlo.sharding = "{devices=[2]0,1}"}"#, "mhlo.sharding").as_deref(), Some("{devices=[2]0,1}"));
        assert_eq!(string_entry("{mhlo.sharding = 1}", "mhlo.sharding"), None);
    }

    #[test]
    fn types_and_locations() {
        assert_eq!(type_token("tensor<2x?xf32, #stablehlo.bounds<?, 8>>, i32"), Some("tensor<2x?xf32, #stablehlo.bounds<?, 8>>"));
        assert_eq!(type_token("i32, x"), Some("i32"));
        assert_eq!(type_token(""), None);
        let s = "(tensor<2xf32>, \"tensor<9xi8>\", mytensor<1>) -> tensor<complex<f32>>";
        let types: Vec<&str> = tensor_types(s).into_iter().map(|r| &s[r]).collect();
        assert_eq!(types, ["tensor<2xf32>", "tensor<complex<f32>>"]);
        let text = "#loc1 = loc(\"params['b']\")\n#loc2 = loc(#loc1)\n#loc3 = loc(\"f.py\":3:4)\n#loc = loc(unknown)\n";
        let aliases = location_aliases(text);
        assert_eq!(aliases.len(), 4);
        assert_eq!(location("#loc2", &aliases), Some(Location { name: "params['b']".into(), kind: LocationKind::Name }));
        assert_eq!(location("#loc3", &aliases).unwrap().kind, LocationKind::File);
        assert_eq!(location("#loc", &aliases), None);
        assert_eq!(location("callsite(\"g\"(#loc3) at #loc1)", &aliases).unwrap().kind, LocationKind::Other);
        assert_eq!(location_alias("%6 = stablehlo.tanh %5 : tensor<4xf32> loc(#loc7)"), None);
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]

        /// The fuzz target: any text, every reading, no panic; and every
        /// closer `matching` finds is of the opener's kind, with the text
        /// between balanced.
        #[test]
        fn any_text_reads_without_panic(text in "[(){}<>\\[\\]\"\\\\/ ,=:\\-#a-z0-9\n]{0,64}|\\PC{0,48}") {
            let view = code_view(text.as_bytes());
            prop_assert_eq!(view.len(), text.len());
            prop_assert!(std::str::from_utf8(&view).is_ok());
            let _ = depth_delta(&text);
            let _ = split_top(&text, b',');
            let _ = dictionary(&text);
            let _ = dictionary_of(&text);
            let _ = unescape(&text);
            let _ = first_string(&text);
            let _ = string_entry(&text, "a");
            let _ = type_token(&text);
            let _ = tensor_types(&text);
            let aliases = location_aliases(&text);
            let _ = location(&text, &aliases);
            for open in 0..=text.len() + 1 {
                if let Some(end) = matching(&text, open) {
                    let b = text.as_bytes();
                    let kind = match b[open] {
                        b'(' => Bracket::Round,
                        b'[' => Bracket::Square,
                        b'{' => Bracket::Curly,
                        b'<' => Bracket::Angle,
                        other => return Err(TestCaseError::fail(format!("matched from {:?}", other as char))),
                    };
                    prop_assert!(end > open + 1 && end <= text.len());
                    prop_assert_eq!(b[end - 1], kind.closer());
                    let inner = &b[open + 1..end - 1];
                    let mut depth = 0i64;
                    for (_, m) in marks(inner) {
                        depth += if matches!(m, Mark::Open(_)) { 1 } else { -1 };
                        prop_assert!(depth >= 0, "closes early in {:?}", &text[open..end]);
                    }
                    prop_assert_eq!(depth, 0, "unbalanced inside {:?}", &text[open..end]);
                }
            }
        }

        /// Splitting loses no code: the pieces and separators rebuild the text's non-blank parts in order.
        #[test]
        fn split_pieces_are_in_order(text in "[(){}<>\",a-c ]{0,40}") {
            let ranges = split_top_ranges(&text, b',');
            for w in ranges.windows(2) {
                prop_assert!(w[0].end < w[1].start);
                prop_assert_eq!(text.as_bytes()[w[0].end], b',');
            }
        }
    }
}
