//! Escaping of untrusted text: everything taken from a run (compiler errors,
//! ids, file names, run.json fields) goes through here before it is placed in
//! HTML or XML. XML 1.0 also forbids most control characters, which a
//! compiler's output can contain; they are replaced so the document parses.

/// Text for HTML element content and double-quoted attribute values.
pub fn html(s: &str) -> String {
    escape(s, "&#39;", |c| (c as u32) < 0x20 || c == '\u{7f}')
}

/// Text for XML element content and attributes (JUnit).
pub fn xml(s: &str) -> String {
    escape(s, "&apos;", |c| (c as u32) < 0x20 || c == '\u{fffe}' || c == '\u{ffff}')
}

/// The markup characters as entities (`'` as `apos`), tab and newlines
/// kept, every other character `forbidden` says the format cannot carry
/// replaced by U+FFFD.
fn escape(s: &str, apos: &str, forbidden: impl Fn(char) -> bool) -> String {
    let mut out = String::with_capacity(s.len() + s.len() / 8);
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str(apos),
            '\t' | '\n' | '\r' => out.push(c),
            c if forbidden(c) => out.push('\u{fffd}'),
            c => out.push(c),
        }
    }
    out
}
pub use results::text::file_stem;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_and_controls_are_neutralised() {
        assert_eq!(html("<script>alert('x')</script>&"), "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;");
        assert_eq!(xml("a\u{1}b\"<"), "a\u{fffd}b&quot;&lt;");
        assert!(file_stem("../../etc/passwd").starts_with("_.._.._etc_passwd-"));
        assert_eq!(file_stem("llama-7b.v2"), "llama-7b.v2");
        assert_ne!(file_stem("a/b"), file_stem("a_b"));
        assert_ne!(file_stem("a/b"), file_stem("a?b"));
        assert!(!file_stem("..").contains('/') && file_stem("").starts_with('_'));
    }
}
