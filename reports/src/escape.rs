//! Escaping of untrusted text: everything taken from a run (compiler errors,
//! ids, file names, run.json fields) goes through here before it is placed in
//! HTML or XML. XML 1.0 also forbids most control characters, which a
//! compiler's output can contain; they are replaced so the document parses.

/// Text for HTML element content and double-quoted attribute values.
pub fn html(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + s.len() / 8);
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            '\t' | '\n' | '\r' => out.push(c),
            c if (c as u32) < 0x20 || c == '\u{7f}' => out.push('\u{fffd}'),
            c => out.push(c),
        }
    }
    out
}

/// Text for XML element content and attributes (JUnit).
pub fn xml(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + s.len() / 8);
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            '\t' | '\n' | '\r' => out.push(c),
            c if (c as u32) < 0x20 || c == '\u{fffe}' || c == '\u{ffff}' => out.push('\u{fffd}'),
            c => out.push(c),
        }
    }
    out
}

/// An id or name turned into a safe file name: ids use only [a-z0-9._-],
/// but a journal is untrusted, so anything else is replaced.
pub fn file_stem(s: &str) -> String {
    let mut out: String = s
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-') {
                c
            } else {
                '_'
            }
        })
        .collect();
    if out.is_empty() || out.starts_with('.') {
        out.insert(0, '_');
    }
    out.truncate(200);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_and_controls_are_neutralised() {
        assert_eq!(
            html("<script>alert('x')</script>&"),
            "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;"
        );
        assert_eq!(xml("a\u{1}b\"<"), "a\u{fffd}b&quot;&lt;");
        assert_eq!(file_stem("../../etc/passwd"), "_.._.._etc_passwd");
        assert_eq!(file_stem("llama-7b.v2"), "llama-7b.v2");
    }
}
