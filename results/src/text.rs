//! Text helpers every report and message shares.

/// The first non-empty line of `text`, trimmed and cut to `max` characters
/// (with `…` when cut): compiler messages run long, summaries show one line.
pub fn first_line(text: &str, max: usize) -> String {
    let line = text.lines().map(str::trim).find(|l| !l.is_empty()).unwrap_or("");
    let mut cut: String = line.chars().take(max).collect();
    if line.chars().count() > max {
        cut.push('…');
    }
    cut
}

/// `text` with control characters (terminal escape sequences among them)
/// shown as `\u{..}`, so an id or error read from a file cannot drive the
/// terminal it is printed on.
pub fn printable(text: &str) -> String {
    text.chars().map(|c| if c.is_control() && c != '\n' && c != '\t' { format!("\\u{{{:x}}}", c as u32) } else { c.to_string() }).collect()
}

/// `4917` -> `4,917`.
pub fn thousands(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// An id or name turned into a safe file name, unique per id. Ids from the
/// tiers use only `[A-Za-z0-9._-]` and are kept as they are; anything else
/// (a journal is untrusted) has its other characters replaced and a short
/// hash of the whole id appended, so `a/b` and `a_b` never share a page.
pub fn file_stem(s: &str) -> String {
    let safe = |c: char| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-');
    if !s.is_empty() && !s.starts_with('.') && s.len() <= 200 && s.chars().all(safe) {
        return s.to_string();
    }
    let mut out: String = s.chars().take(160).map(|c| if safe(c) { c } else { '_' }).collect();
    if out.is_empty() || out.starts_with('.') {
        out.insert(0, '_');
    }
    let hash = tensors::file::sha256_hex(s.as_bytes());
    format!("{out}-{}", &hash[..12])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn helpers() {
        assert_eq!(first_line("\n  abc  \nrest", 10), "abc");
        assert_eq!(first_line("abcdef", 3), "abc…");
        assert_eq!(first_line("", 3), "");
        assert_eq!(printable("a\u{1b}[31mb"), "a\\u{1b}[31mb");
        assert_eq!(thousands(4917), "4,917");
        assert_eq!(thousands(1_000_000), "1,000,000");
        assert_eq!(thousands(0), "0");
    }
}
