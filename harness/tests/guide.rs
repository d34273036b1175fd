//! The guide (`README.md` and `docs/*.md`) checked against the code, so an
//! example that no longer works, a dead link or a stale reference page fails
//! the tests.
//!
//! Three checks:
//!
//! 1. Every `tpu-compat` command the pages show parses with the current CLI
//!    (`tpu_compat::cli::Cli::try_parse_from`); a rejected one fails naming
//!    the file and line, with clap's own message.
//! 2. Every relative Markdown link points at a file or folder that exists,
//!    and its `#anchor` (if any) at a heading of the target page (GitHub's
//!    slugs: lower case, punctuation dropped, spaces to `-`, `-1`, `-2`, ...
//!    for repeats). Links with a scheme (`https:`, `mailto:`) are not fetched.
//!    Every page of `docs/` is linked from the guide's contents, `docs/README.md`.
//! 3. `docs/reference.md` is exactly what the CLI's `--help` renders today
//!    (every visible subcommand, nested ones too, at 100 columns). Regenerate
//!    it with `scripts/cli-reference`.
//!
//! What counts as a command (the rule for writing the pages):
//!
//! - Fenced code blocks tagged `sh`, `bash` or `shell` hold commands, one a
//!   line; a line ending in `\` continues on the next. In a `console` block
//!   only lines starting with `$ ` are commands (the rest is output). Other
//!   blocks (`text`, `toml`, `python`, untagged) are not read.
//! - A line is split like a shell would into commands at `|`, `||`, `&&`,
//!   `;` and `&`; quotes (`'...'`, `"..."`) and backslash escapes are honoured,
//!   `#` at the start of a word begins a comment, and redirections (`> f`,
//!   `2>&1`, `>> f`, `< f`) are dropped with their target.
//! - A command is a `tpu-compat` one when one of its words is `tpu-compat`
//!   or ends in `/tpu-compat` (`bin/tpu-compat`); its arguments are the words
//!   after the first such word. So a wrapper in front (`NAME=value`
//!   assignments, `time`, `docker run IMAGE tpu-compat ...`) is skipped and
//!   the `tpu-compat` part is still checked. The word right after an option
//!   (`cargo test -p tpu-compat`) is that option's value, not the program
//!   (`--`, the end of options, does not count as one).
//! - Placeholders are passed to the parser as they are: `<id>` (a whole word
//!   in angle brackets is a placeholder, not a redirection), `RUN_DIR`, `$VAR`.
//!   So write them only where any string is taken (paths, ids, patterns);
//!   where the CLI takes a number or one of a set, show a real value.
//!   Unquoted `[` and `]` at a word's edge mark an optional part and are
//!   dropped (the part is checked); a word `...` or `…` is dropped.
//! - Inline code spans outside fenced blocks that start (after environment
//!   assignments) with the program and at least one more word are mentions:
//!   they follow the same rules, but may leave out required arguments or the
//!   subcommand's own subcommand (`tpu-compat merge` names a command).
//!   Everything else they give (subcommands, flags, values) must parse.
//! - `--help` and `--version` anywhere make clap stop early: accepted.

use clap::error::ErrorKind;
use clap::{CommandFactory, Parser};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use tpu_compat::cli::Cli;

/// The reference page, relative to the repository root.
const REFERENCE: &str = "docs/reference.md";
/// The guide's table of contents.
const CONTENTS: &str = "docs/README.md";
/// Set to write `docs/reference.md` instead of checking it (`scripts/cli-reference`).
const WRITE_REFERENCE: &str = "TPU_COMPAT_WRITE_REFERENCE";
/// The width the reference page's help text is wrapped at.
const REFERENCE_WIDTH: usize = 100;

// ---------------------------------------------------------------------------
// Reading Markdown: code blocks, inline spans, links, headings.

/// A piece of shell text found in a page: a logical line of a shell block
/// (continuations joined) or an inline code span.
#[derive(Debug, Clone, PartialEq)]
struct Snippet {
    /// 1-based line where it starts.
    line: usize,
    text: String,
    /// An inline code span (a mention) rather than a line of a shell block.
    inline: bool,
}

/// The fence that opens a code block (``` or ~~~, three or more) and its info string.
fn fence(line: &str) -> Option<(String, String)> {
    let t = line.trim_start();
    let ch = t.chars().next()?;
    if ch != '`' && ch != '~' {
        return None;
    }
    let n = t.chars().take_while(|&c| c == ch).count();
    if n < 3 {
        return None;
    }
    let info = t[n..].split_whitespace().next().unwrap_or("").to_ascii_lowercase();
    Some((t[..n].to_string(), info))
}

/// Lines of a page with a flag saying whether each is inside a fenced block
/// (fence lines themselves count as inside), and the block's info string.
fn classify(md: &str) -> Vec<(usize, &str, Option<String>)> {
    let mut out = Vec::new();
    let mut open: Option<(String, String)> = None;
    for (i, line) in md.lines().enumerate() {
        match &open {
            None => match fence(line) {
                Some(f) => {
                    out.push((i + 1, line, Some(String::new())));
                    open = Some(f);
                }
                None => out.push((i + 1, line, None)),
            },
            Some((marker, info)) => {
                let closes = fence(line).is_some_and(|(m, rest)| rest.is_empty() && m.starts_with(marker.as_str()));
                // The closing fence is inside too, with an empty info: not read.
                out.push((i + 1, line, Some(if closes { String::new() } else { info.clone() })));
                if closes {
                    open = None;
                }
            }
        }
    }
    out
}

/// Inline code spans of one line of prose: (text, byte range of the whole span).
fn code_spans(line: &str) -> Vec<(String, std::ops::Range<usize>)> {
    let b = line.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i] != b'`' {
            i += 1;
            continue;
        }
        let n = b[i..].iter().take_while(|&&c| c == b'`').count();
        let start = i;
        let body = i + n;
        // Find the closing run of exactly n backticks.
        let mut j = body;
        let mut close = None;
        while j < b.len() {
            if b[j] == b'`' {
                let m = b[j..].iter().take_while(|&&c| c == b'`').count();
                if m == n {
                    close = Some(j);
                    break;
                }
                j += m;
            } else {
                j += 1;
            }
        }
        match close {
            Some(c) => {
                out.push((line[body..c].trim().to_string(), start..c + n));
                i = c + n;
            }
            None => i = body,
        }
    }
    out
}

/// Paragraphs of prose (outside fenced blocks): runs of non-blank lines,
/// joined with `\n`, each with the line number of every byte's line. Inline
/// code and links may wrap across the lines of a paragraph.
struct Paragraph {
    text: String,
    /// `starts[k]`: byte offset where the paragraph's k-th line begins.
    starts: Vec<usize>,
    first_line: usize,
}

impl Paragraph {
    /// The 1-based page line of a byte offset.
    fn line_of(&self, offset: usize) -> usize {
        self.first_line + self.starts.partition_point(|&s| s <= offset) - 1
    }
}

fn paragraphs(md: &str) -> Vec<Paragraph> {
    let mut out = Vec::new();
    let mut cur: Option<Paragraph> = None;
    for (line_no, line, block) in classify(md) {
        if block.is_some() || line.trim().is_empty() {
            out.extend(cur.take());
            continue;
        }
        let p = cur.get_or_insert_with(|| Paragraph { text: String::new(), starts: Vec::new(), first_line: line_no });
        if !p.text.is_empty() {
            p.text.push('\n');
        }
        p.starts.push(p.text.len());
        p.text.push_str(line);
    }
    out.extend(cur);
    out
}

/// Shell text of a page: every logical line of a shell block and every inline span.
fn snippets(md: &str) -> Vec<Snippet> {
    let mut out = Vec::new();
    let mut pending: Option<Snippet> = None;
    for (line_no, line, block) in classify(md) {
        match block.as_deref() {
            None => {}
            Some(info @ ("sh" | "bash" | "shell" | "console")) => {
                let mut text = line.to_string();
                if pending.is_none() && info == "console" {
                    match text.trim_start().strip_prefix("$ ") {
                        Some(rest) => text = rest.to_string(),
                        None => continue,
                    }
                }
                let continues = text.ends_with('\\') && !text.ends_with("\\\\");
                if continues {
                    text.pop();
                }
                let s = match pending.take() {
                    Some(mut p) => {
                        p.text.push(' ');
                        p.text.push_str(&text);
                        p
                    }
                    None => Snippet { line: line_no, text, inline: false },
                };
                if continues {
                    pending = Some(s);
                } else {
                    out.push(s);
                }
            }
            Some(_) => {
                if let Some(p) = pending.take() {
                    out.push(p);
                }
            }
        }
    }
    out.extend(pending);
    for p in paragraphs(md) {
        for (span, range) in code_spans(&p.text) {
            out.push(Snippet { line: p.line_of(range.start), text: span.replace('\n', " "), inline: true });
        }
    }
    out.sort_by_key(|s| s.line);
    out
}

/// A link found in a page: its target as written and the line it is on.
#[derive(Debug, Clone, PartialEq)]
struct Link {
    line: usize,
    target: String,
}

/// Links of a page outside code: `[text](target)`, `![alt](target)` and
/// reference definitions `[label]: target`.
fn links(md: &str) -> Vec<Link> {
    let mut out = Vec::new();
    for p in paragraphs(md) {
        // Blank out inline code so that `a[i](x)` in code is not a link.
        let mut prose = p.text.clone();
        for (_, range) in code_spans(&p.text).into_iter().rev() {
            prose.replace_range(range.clone(), &" ".repeat(range.len()));
        }
        // Reference definitions: `[label]: target` at the start of a line.
        for (k, &start) in p.starts.iter().enumerate() {
            let end = p.starts.get(k + 1).map_or(prose.len(), |&e| e - 1);
            let t = prose[start..end].trim_start();
            if let (true, Some(close)) = (t.starts_with('['), t.find("]:")) {
                let target = t[close + 2..].split_whitespace().next().unwrap_or("");
                out.push(Link { line: p.first_line + k, target: target.trim_matches(|c| c == '<' || c == '>').to_string() });
            }
        }
        let mut from = 0;
        while let Some(i) = prose[from..].find("](").map(|i| from + i) {
            let after = &prose[i + 2..];
            // The target ends at the matching `)`; a space starts a title.
            let mut depth = 0usize;
            let mut end = after.len();
            for (k, c) in after.char_indices() {
                match c {
                    '(' => depth += 1,
                    ')' if depth == 0 => {
                        end = k;
                        break;
                    }
                    ')' => depth -= 1,
                    _ => {}
                }
            }
            let inner = after[..end].trim();
            let target = match inner.strip_prefix('<') {
                Some(stripped) => stripped.split('>').next().unwrap_or(""),
                None => inner.split_whitespace().next().unwrap_or(""),
            };
            out.push(Link { line: p.line_of(i), target: target.to_string() });
            from = i + 2 + end;
        }
    }
    out.sort_by_key(|l| l.line);
    out
}

/// GitHub's anchor for a heading's text.
fn slug(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            '-' | '_' => Some(c),
            c if c.is_alphanumeric() => Some(c),
            _ => None,
        })
        .collect()
}

/// The anchors of a page's ATX headings (outside code), repeats numbered.
fn anchors(md: &str) -> Vec<String> {
    let mut seen: BTreeMap<String, usize> = BTreeMap::new();
    let mut out = Vec::new();
    for (_, line, block) in classify(md) {
        if block.is_some() {
            continue;
        }
        let t = line.trim_start();
        let hashes = t.chars().take_while(|&c| c == '#').count();
        if hashes == 0 || hashes > 6 || !(t[hashes..].starts_with(' ') || t[hashes..].is_empty()) {
            continue;
        }
        let text = t[hashes..].trim().trim_end_matches('#').trim();
        // Link syntax in a heading counts by its text: [a](b) -> a.
        let mut plain = String::new();
        let mut rest = text;
        while let Some(i) = rest.find("](") {
            let open = rest[..i].rfind('[').unwrap_or(i);
            plain.push_str(&rest[..open]);
            plain.push_str(&rest[open + 1..i]);
            rest = rest[i + 2..].split_once(')').map_or("", |(_, r)| r);
        }
        plain.push_str(rest);
        let base = slug(&plain);
        let n = seen.entry(base.clone()).or_insert(0);
        out.push(if *n == 0 { base.clone() } else { format!("{base}-{n}") });
        *n += 1;
    }
    out
}

// ---------------------------------------------------------------------------
// Splitting shell text into commands.

/// Splits one line of shell into commands (lists of words), as the module
/// doc describes. Errors on an unclosed quote.
fn split_shell(text: &str) -> Result<Vec<Vec<String>>, String> {
    #[derive(PartialEq)]
    enum Tok {
        Word(String, bool), // text, quoted anywhere
        Op(String),
    }
    let mut toks = Vec::new();
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_whitespace() {
            i += 1;
            continue;
        }
        if c == '#' {
            break;
        }
        // Operators and redirections.
        let two: String = chars[i..(i + 2).min(chars.len())].iter().collect();
        if ["||", "&&", ">>", "&>", "2>"].contains(&two.as_str()) {
            let op = if two == "2>" && chars.get(i + 2) == Some(&'>') { "2>>".to_string() } else { two };
            i += op.chars().count();
            toks.push(Tok::Op(op));
            continue;
        }
        if "|;&>".contains(c) {
            toks.push(Tok::Op(c.to_string()));
            i += 1;
            continue;
        }
        if c == '<' {
            // `<word>` as a whole word is a placeholder; otherwise input redirection.
            let end = chars[i + 1..].iter().position(|&d| d == '>' || d.is_whitespace() || d == '<').map(|p| i + 1 + p);
            let whole = match end {
                Some(e) if chars[e] == '>' && e > i + 1 => chars.get(e + 1).is_none_or(|d| d.is_whitespace() || "|;&".contains(*d)),
                _ => false,
            };
            if whole {
                let e = end.unwrap();
                toks.push(Tok::Word(chars[i..=e].iter().collect(), true));
                i = e + 1;
            } else {
                toks.push(Tok::Op("<".into()));
                i += 1;
            }
            continue;
        }
        // A word.
        let mut w = String::new();
        let mut quoted = false;
        while i < chars.len() {
            let c = chars[i];
            if c.is_whitespace() || "|;&<>".contains(c) {
                break;
            }
            match c {
                '\'' => {
                    quoted = true;
                    let close = chars[i + 1..].iter().position(|&d| d == '\'').ok_or("unclosed ' quote")?;
                    w.extend(&chars[i + 1..i + 1 + close]);
                    i += close + 2;
                }
                '"' => {
                    quoted = true;
                    i += 1;
                    loop {
                        match chars.get(i) {
                            None => return Err("unclosed \" quote".into()),
                            Some('"') => break,
                            Some('\\') if chars.get(i + 1).is_some_and(|d| "\"\\$`".contains(*d)) => {
                                w.push(chars[i + 1]);
                                i += 2;
                            }
                            Some(&d) => {
                                w.push(d);
                                i += 1;
                            }
                        }
                    }
                    i += 1;
                }
                '\\' => {
                    if let Some(&d) = chars.get(i + 1) {
                        w.push(d);
                    }
                    i += 2;
                }
                c => {
                    w.push(c);
                    i += 1;
                }
            }
        }
        toks.push(Tok::Word(w, quoted));
    }

    let mut commands = Vec::new();
    let mut current = Vec::new();
    let mut it = toks.into_iter().peekable();
    while let Some(t) = it.next() {
        match t {
            Tok::Op(op) if ["|", "||", "&&", ";", "&"].contains(&op.as_str()) => {
                // `2>&1` reads as `2>` `&` `1`: a descriptor, not a background.
                commands.push(std::mem::take(&mut current));
            }
            Tok::Op(op) => {
                // A redirection: drop its target (`2>&1`: the `&1`).
                if op == "2>" || op == ">" {
                    if let Some(Tok::Op(amp)) = it.peek() {
                        if amp == "&" {
                            it.next();
                        }
                    }
                }
                it.next();
            }
            Tok::Word(w, quoted) => {
                let mut w = w.as_str();
                if !quoted {
                    if w == "..." || w == "…" {
                        continue;
                    }
                    w = w.strip_prefix('[').unwrap_or(w);
                    w = w.strip_suffix(']').unwrap_or(w);
                    if w.is_empty() {
                        continue;
                    }
                }
                current.push(w.to_string());
            }
        }
    }
    commands.push(current);
    Ok(commands.into_iter().filter(|c| !c.is_empty()).collect())
}

/// Is this word the program?
fn is_program(word: &str) -> bool {
    word == "tpu-compat" || word.ends_with("/tpu-compat")
}

/// Is this word an environment assignment (`NAME=value`)?
fn is_assignment(word: &str) -> bool {
    match word.split_once('=') {
        Some((name, _)) => {
            !name.is_empty()
                && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
                && !name.starts_with(|c: char| c.is_ascii_digit())
        }
        None => false,
    }
}

/// The `tpu-compat` commands of a snippet, each as the arguments after the
/// program. A snippet that is not shell (an inline span not starting with
/// the program) gives none.
fn tpu_compat_commands(s: &Snippet) -> Result<Vec<Vec<String>>, String> {
    if s.inline {
        // A mention must start with the program (after assignments).
        let first = s.text.split_whitespace().find(|w| !is_assignment(w)).unwrap_or("");
        if !is_program(first) || s.text.split_whitespace().filter(|w| !is_assignment(w)).count() < 2 {
            return Ok(Vec::new());
        }
    }
    let mut out = Vec::new();
    for words in split_shell(&s.text)? {
        let after_option = |i: usize| i > 0 && words[i - 1].starts_with('-') && words[i - 1] != "--";
        if let Some(p) = (0..words.len()).find(|&i| is_program(&words[i]) && !after_option(i)) {
            out.push(words[p + 1..].to_vec());
        }
    }
    Ok(out)
}

/// Parses one command's arguments with the CLI. `inline` mentions may leave
/// out required arguments and subcommands.
fn check_command(args: &[String], inline: bool) -> Result<(), String> {
    let argv = std::iter::once("tpu-compat".to_string()).chain(args.iter().cloned());
    match Cli::try_parse_from(argv) {
        Ok(_) => Ok(()),
        Err(e) => match e.kind() {
            ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => Ok(()),
            ErrorKind::MissingRequiredArgument | ErrorKind::MissingSubcommand | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
                if inline =>
            {
                Ok(())
            }
            _ => Err(e.render().to_string().trim_end().to_string()),
        },
    }
}

/// Every problem with the commands of one page, as `file:line: message`.
fn command_problems(name: &str, md: &str) -> Vec<String> {
    let mut out = Vec::new();
    for s in snippets(md) {
        match tpu_compat_commands(&s) {
            Err(e) => out.push(format!("{name}:{}: {e}\n    {}", s.line, s.text.trim())),
            Ok(cmds) => {
                for args in cmds {
                    if let Err(e) = check_command(&args, s.inline) {
                        let shown = format!("tpu-compat {}", args.join(" "));
                        out.push(format!("{name}:{}: `{shown}` is rejected by the CLI:\n    {}", s.line, e.replace('\n', "\n    ")));
                    }
                }
            }
        }
    }
    out
}

/// Every dead link of one page. `page` is its path, for resolving relative targets.
fn link_problems(name: &str, page: &Path, md: &str) -> Vec<String> {
    let mut out = Vec::new();
    for l in links(md) {
        let t = l.target.as_str();
        if t.is_empty() {
            out.push(format!("{name}:{}: a link with no target", l.line));
            continue;
        }
        if t.contains("://") || t.starts_with("mailto:") {
            continue;
        }
        let (path, anchor) = match t.split_once('#') {
            Some((p, a)) => (p, Some(a)),
            None => (t, None),
        };
        let target = if path.is_empty() { page.to_path_buf() } else { page.parent().unwrap_or(Path::new(".")).join(path) };
        if !target.exists() {
            out.push(format!("{name}:{}: link `{t}` points nowhere ({} does not exist)", l.line, target.display()));
            continue;
        }
        if let Some(a) = anchor {
            let text = if path.is_empty() {
                md.to_string()
            } else if target.extension().is_some_and(|e| e == "md") && target.is_file() {
                std::fs::read_to_string(&target).unwrap_or_default()
            } else {
                out.push(format!("{name}:{}: link `{t}` has an anchor but its target is not a Markdown page", l.line));
                continue;
            };
            if !anchors(&text).iter().any(|h| h == a) {
                out.push(format!("{name}:{}: link `{t}`: no heading with the anchor `#{a}` in {}", l.line, target.display()));
            }
        }
    }
    out
}

// ---------------------------------------------------------------------------
// The reference page.

/// What `tpu-compat WORDS... --help` prints, at the reference page's width.
fn help_text(words: &[String]) -> String {
    let argv = std::iter::once("tpu-compat".to_string()).chain(words.iter().cloned()).chain(["--help".to_string()]);
    match Cli::command().term_width(REFERENCE_WIDTH).try_get_matches_from(argv) {
        Err(e) if e.kind() == ErrorKind::DisplayHelp => e.render().to_string(),
        other => panic!("`tpu-compat {} --help` did not print help: {other:?}", words.join(" ")),
    }
}

/// `docs/reference.md` as the CLI renders it now: `--help` of every
/// visible command, depth first, in the CLI's order.
fn reference_page() -> String {
    let mut page = String::from(
        "# Command-line reference\n\n\
         What does each `tpu-compat` command take? This page is the CLI's own `--help` for every\n\
         command and subcommand, exactly as it prints at 100 columns (`COLUMNS=100 tpu-compat run --help`). It is\n\
         generated by `scripts/cli-reference`, and `harness/tests/guide.rs` fails when it differs from\n\
         the CLI: do not edit it by hand. The guide's pages are listed in [the contents](README.md).\n\n",
    );
    fn walk(cmd: &clap::Command, words: Vec<String>, out: &mut Vec<(String, String)>) {
        let path = std::iter::once("tpu-compat".to_string()).chain(words.iter().cloned()).collect::<Vec<_>>().join(" ");
        out.push((path, help_text(&words)));
        for sub in cmd.get_subcommands().filter(|s| !s.is_hide_set() && s.get_name() != "help") {
            let mut w = words.clone();
            w.push(sub.get_name().to_string());
            walk(sub, w, out);
        }
    }
    let mut sections = Vec::new();
    walk(&Cli::command(), Vec::new(), &mut sections);
    page.push_str("Commands:\n\n");
    for (path, _) in &sections[1..] {
        page.push_str(&format!("- [`{path}`](#{})\n", slug(path)));
    }
    page.push('\n');
    for (path, help) in &sections {
        let help: Vec<&str> = help.lines().map(str::trim_end).collect();
        page.push_str(&format!("## {path}\n\n```text\n{}\n```\n\n", help.join("\n").trim_end()));
    }
    page.truncate(page.trim_end().len());
    page.push('\n');
    page
}

// ---------------------------------------------------------------------------
// The pages.

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("the workspace root").to_path_buf()
}

/// README.md and every docs/*.md, as (name relative to the root, path, text).
fn pages() -> Vec<(String, PathBuf, String)> {
    let root = root();
    let mut paths = vec![root.join("README.md")];
    let mut docs: Vec<PathBuf> = std::fs::read_dir(root.join("docs"))
        .expect("docs/ exists")
        .map(|e| e.expect("a docs/ entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    docs.sort();
    paths.extend(docs);
    paths
        .into_iter()
        .map(|p| {
            let text = std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
            let name = p.strip_prefix(&root).unwrap_or(&p).display().to_string();
            (name, p, text)
        })
        .collect()
}

#[test]
fn every_command_in_the_guide_parses() {
    let mut problems = Vec::new();
    let mut checked = 0;
    for (name, _, text) in pages() {
        checked += snippets(&text).iter().filter_map(|s| tpu_compat_commands(s).ok()).map(|c| c.len()).sum::<usize>();
        problems.extend(command_problems(&name, &text));
    }
    assert!(problems.is_empty(), "{} command(s) shown in the guide are rejected:\n{}", problems.len(), problems.join("\n"));
    assert!(checked >= 50, "only {checked} tpu-compat commands found in README.md and docs/: is the extractor reading the pages?");
}

#[test]
fn every_link_in_the_guide_resolves() {
    let mut problems = Vec::new();
    for (name, path, text) in pages() {
        problems.extend(link_problems(&name, &path, &text));
    }
    assert!(problems.is_empty(), "{} dead link(s) in the guide:\n{}", problems.len(), problems.join("\n"));
}

#[test]
fn every_guide_page_is_in_the_contents() {
    let root = root();
    let contents = std::fs::read_to_string(root.join(CONTENTS)).expect("docs/README.md");
    let linked: Vec<String> = links(&contents).into_iter().map(|l| l.target.split('#').next().unwrap_or("").to_string()).collect();
    let missing: Vec<String> = pages()
        .into_iter()
        .filter(|(name, _, _)| name.starts_with("docs/") && name != CONTENTS)
        .map(|(name, _, _)| name.trim_start_matches("docs/").to_string())
        .filter(|page| !linked.contains(page))
        .collect();
    assert!(missing.is_empty(), "pages of docs/ that {CONTENTS} does not link: {missing:?}");
    let readme = std::fs::read_to_string(root.join("README.md")).expect("README.md");
    assert!(links(&readme).iter().any(|l| l.target == CONTENTS), "README.md does not link the guide's contents ({CONTENTS})");
}

#[test]
fn reference_page_matches_the_cli() {
    let path = root().join(REFERENCE);
    let want = reference_page();
    if std::env::var_os(WRITE_REFERENCE).is_some() {
        std::fs::write(&path, &want).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        return;
    }
    let have = std::fs::read_to_string(&path).unwrap_or_default();
    if have != want {
        let first = have.lines().zip(want.lines()).position(|(a, b)| a != b).unwrap_or(have.lines().count().min(want.lines().count()));
        panic!(
            "{REFERENCE} differs from the CLI's --help (first at line {}):\n  page: {:?}\n  CLI:  {:?}\nRegenerate it: scripts/cli-reference",
            first + 1,
            have.lines().nth(first).unwrap_or("<end of page>"),
            want.lines().nth(first).unwrap_or("<end of page>"),
        );
    }
}

#[test]
fn the_readme_keeps_its_two_set_up_commands() {
    // CI (.ci/run -> scripts/test) and every user start from these two.
    let readme = std::fs::read_to_string(root().join("README.md")).expect("README.md");
    let blocks: Vec<String> = snippets(&readme).into_iter().filter(|s| !s.inline).map(|s| s.text).collect();
    for cmd in ["scripts/setup && bin/tpu-compat run tier1", "scripts/test"] {
        assert!(blocks.iter().any(|b| b == cmd), "README.md no longer shows the set-up command `{cmd}` in a shell block");
    }
}

// ---------------------------------------------------------------------------
// The checkers themselves, on small pages: each must be able to fail.

fn problems_of(md: &str) -> Vec<String> {
    command_problems("t.md", md)
}

#[test]
fn a_bogus_flag_in_a_shell_block_is_caught() {
    let p = problems_of("intro\n\n```sh\nbin/tpu-compat run tier1 --no-such-flag\n```\n");
    assert_eq!(p.len(), 1, "{p:?}");
    assert!(p[0].starts_with("t.md:4:") && p[0].contains("--no-such-flag"), "{p:?}");
}

#[test]
fn good_commands_pass_with_continuations_env_pipes_and_placeholders() {
    let md = "```sh\n\
        TPU_COMPAT_HOST_MEMORY=8G bin/tpu-compat run tier1 \\\n  --limit 200 --jobs 2 | tee log # a comment --bogus\n\
        scripts/setup && tpu-compat report RUN_DIR --html dash/ > out.txt 2>&1\n\
        tpu-compat show <id> --emit\n\
        tpu-compat run tier1 --filter 'llama|gpt2' --shard 1/20\n\
        ```\n\
        ```console\n$ tpu-compat devices --json\nTFRT_CPU_0 --not-a-command\n```\n\
        ```text\ntpu-compat --bogus in a text block is not read\n```\n\
        Prose: `tpu-compat merge` and `tpu-compat baseline` name commands; `tpu-compat` alone too.\n";
    assert_eq!(problems_of(md), Vec::<String>::new());
    let n: usize = snippets(md).iter().map(|s| tpu_compat_commands(s).unwrap().len()).sum();
    assert_eq!(n, 7, "{:?}", snippets(md));
}

#[test]
fn a_continued_line_is_checked_whole_and_reported_at_its_first_line() {
    let p = problems_of("\n```bash\ntpu-compat run tier1 \\\n  --jobs two\n```\n");
    assert_eq!(p.len(), 1, "{p:?}");
    assert!(p[0].starts_with("t.md:3:") && p[0].contains("two"), "{p:?}");
}

#[test]
fn inline_mentions_are_checked_for_what_they_give() {
    assert!(problems_of("Use `tpu-compat run tier1 --numerics tpu-default`.").is_empty());
    let p = problems_of("Use `tpu-compat run tier1 --numerics tpu-fastest`.");
    assert_eq!(p.len(), 1, "{p:?}");
    assert!(p[0].contains("tpu-fastest"), "{p:?}");
    assert_eq!(problems_of("Then `tpu-compat frobnicate`.").len(), 1);
    // A full command in a block may not leave out required arguments.
    assert_eq!(problems_of("```sh\ntpu-compat merge\n```\n").len(), 1);
}

#[test]
fn a_wrapped_program_is_checked_and_an_unclosed_quote_is_an_error() {
    assert!(problems_of("```sh\ndocker run --rm img:v1 tpu-compat run tier1 --limit 3\n```\n").is_empty());
    // A package name is not the program; after `--` it is.
    assert!(problems_of("```sh\ncargo test --release -p tpu-compat --test guide\n```\n").is_empty());
    assert_eq!(problems_of("```sh\nkubectl exec pod -- tpu-compat run tier1 --bogus\n```\n").len(), 1);
    let p = problems_of("```sh\ntime bin/tpu-compat run tier1 --limit three\n```\n");
    assert_eq!(p.len(), 1, "{p:?}");
    assert!(p[0].contains("three"), "{p:?}");
    let p = problems_of("```sh\ntpu-compat run tier1 --filter 'x\n```\n");
    assert!(p.len() == 1 && p[0].contains("unclosed"), "{p:?}");
}

#[test]
fn an_inline_command_may_wrap_across_lines() {
    let md = "One model: `tpu-compat import\nmodel.mlir --out models/ --no-such-flag`, then\n`tpu-compat run models/`.\n";
    let s: Vec<Snippet> = snippets(md);
    assert_eq!(s.len(), 2, "{s:?}");
    assert_eq!((s[0].line, s[0].text.as_str()), (1, "tpu-compat import model.mlir --out models/ --no-such-flag"));
    assert_eq!(s[1].line, 3);
    let p = problems_of(md);
    assert!(p.len() == 1 && p[0].starts_with("t.md:1:") && p[0].contains("--no-such-flag"), "{p:?}");
}

#[test]
fn shell_splitting_follows_the_rules() {
    let w = |s: &str| split_shell(s).unwrap();
    assert_eq!(w("A=1 tpu-compat run x | head -3"), vec![vec!["A=1", "tpu-compat", "run", "x"], vec!["head", "-3"]]);
    assert_eq!(w("a \"b c\" 'd|e' f\\ g >> log 2>&1; h"), vec![vec!["a", "b c", "d|e", "f g"], vec!["h"]]);
    assert_eq!(w("a < in [--id ID] ... <id>"), vec![vec!["a", "--id", "ID", "<id>"]]);
    assert_eq!(w("a # b | c"), vec![vec!["a"]]);
}

#[test]
fn a_dead_link_and_a_missing_anchor_are_caught() {
    let dir = tempfile::tempdir().unwrap();
    let page = dir.path().join("page.md");
    std::fs::write(dir.path().join("other.md"), "# Other page\n\n## Exit codes, and why\n\n```sh\n# not a heading\n```\n").unwrap();
    let md = "# Title\n\n## Title\n\n\
              [ok](other.md) [ok](other.md#exit-codes-and-why) [ok](#title-1) [ok](https://example.com/x)\n\
              [dead](missing.md) [anchor](other.md#not-a-heading) [self](#nowhere)\n\
              `[code](not-a-link.md)`\n\n[ref]: gone.md\n";
    std::fs::write(&page, md).unwrap();
    let p = link_problems("page.md", &page, md);
    assert_eq!(p.len(), 4, "{p:#?}");
    assert!(p[0].contains("missing.md") && p[0].starts_with("page.md:6:"), "{p:?}");
    assert!(p[1].contains("#not-a-heading"), "{p:?}");
    assert!(p[2].contains("#nowhere"), "{p:?}");
    assert!(p[3].contains("gone.md") && p[3].starts_with("page.md:9:"), "{p:?}");
}

#[test]
fn heading_anchors_follow_github() {
    assert_eq!(
        anchors("# tpu-compat baseline record\n## Exit codes & bad input\n## Exit codes & bad input\n### `--numerics` (TPU)\n"),
        vec!["tpu-compat-baseline-record", "exit-codes--bad-input", "exit-codes--bad-input-1", "--numerics-tpu"]
    );
}

#[test]
fn the_reference_page_covers_nested_subcommands_and_hides_internals() {
    let page = reference_page();
    for heading in ["## tpu-compat run\n", "## tpu-compat baseline record\n", "## tpu-compat expected update\n"] {
        assert!(page.contains(heading), "no `{heading}` in the reference page");
    }
    assert!(!page.contains("## tpu-compat worker"), "the hidden worker command is in the reference page");
    assert!(page.contains("--compile-profile"), "run's options are missing");
}
