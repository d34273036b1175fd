//! Property tests: arbitrary and mutated `model.toml` text thrown at the
//! manifest loader (`byo::parse_manifest`, and `byo::load` on a folder with
//! a real program and weights). None may panic; what it accepts must pass
//! the manifest rules (safe id, finite tolerances, parseable fills).
//!
//! Bounded for CI: proptest's default of 256 cases per property (64 for the
//! one that writes folders), a few seconds in all. Run longer with
//! `PROPTEST_CASES=100000 cargo test --release -p suites --test fuzz_manifest`.

use proptest::prelude::*;
use std::path::{Path, PathBuf};
use suites::{byo, fill::Fill, Suite};

/// The manifest of a small committed definition, and the folder it lives in.
fn seed_manifest() -> (String, PathBuf) {
    let dir = Suite::hf_dir().join("gpt2");
    (std::fs::read_to_string(dir.join(byo::MANIFEST)).unwrap(), dir)
}

/// Tokens that break manifests in interesting ways.
const TOKENS: &[&str] = &[
    "nan",
    "inf",
    "-inf",
    "-1",
    "0",
    "1e309",
    "99999999999999999999",
    "\"../../x\"",
    "\"\"",
    "\"a/b\"",
    "[[[[",
    "]]",
    "[",
    "]",
    "{",
    "}",
    "=",
    "\"",
    "'",
    "\n",
    "\n[[arguments]]\n",
    "\n[tolerance]\nrtol = nan\n",
    "\n[dynamic]\nbound = -3\nlength_argument = \"q\"\n",
    "fil = \"ones\"\n",
    "fill = \"normal(nan)\"\n",
    "role = \"bias\"",
    "dtype = \"q7\"",
    "shape = [-1]",
    "shape = [4294967296, 4294967296, 4294967296]",
    "\u{0}",
    "é",
    "#",
];

#[derive(Debug, Clone)]
enum Edit {
    Insert(usize, &'static str),
    Replace(usize, usize, &'static str),
    Delete(usize, usize),
}

fn edit() -> impl Strategy<Value = Edit> {
    let token = prop::sample::select(TOKENS);
    prop_oneof![
        (any::<usize>(), token.clone()).prop_map(|(at, t)| Edit::Insert(at, t)),
        (any::<usize>(), 1usize..24, token).prop_map(|(at, n, t)| Edit::Replace(at, n, t)),
        (any::<usize>(), 1usize..64).prop_map(|(at, n)| Edit::Delete(at, n)),
    ]
}

/// Applies edits at character boundaries.
fn apply(text: &str, edits: &[Edit]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for e in edits {
        let n = chars.len() + 1;
        match e {
            Edit::Insert(at, t) => {
                let at = at % n;
                chars.splice(at..at, t.chars());
            }
            Edit::Replace(at, len, t) => {
                let at = at % n;
                let end = (at + len).min(chars.len());
                chars.splice(at..end, t.chars());
            }
            Edit::Delete(at, len) => {
                let at = at % n;
                let end = (at + len).min(chars.len());
                chars.drain(at..end);
            }
        }
    }
    chars.into_iter().collect()
}

/// 64 cases unless `PROPTEST_CASES` asks for a number.
fn few_cases() -> ProptestConfig {
    let mut c = ProptestConfig::default();
    if std::env::var_os("PROPTEST_CASES").is_none() {
        c.cases = 64;
    }
    c
}

/// What the loader accepted obeys the manifest rules.
fn check_accepted(text: &str) {
    if let Ok(m) = byo::parse_manifest(text, Path::new("fuzz/model.toml")) {
        assert!(suites::id::check("definition id", &m.id).is_ok(), "{}", m.id);
        if let Some(t) = &m.tolerance {
            for v in [t.atol, t.rtol].into_iter().flatten() {
                assert!(v.is_finite() && v >= 0.0, "{v}");
            }
        }
        for a in &m.arguments {
            if let Some(f) = &a.fill {
                assert!(Fill::parse(f).is_ok(), "{f}");
            }
            assert!(a.shape.iter().all(|&d| d >= 0), "{:?}", a.shape);
        }
        if let Some(d) = &m.dynamic {
            assert!(d.bound > 0 && m.arguments.iter().any(|a| a.name == d.length_argument));
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::default())]

    #[test]
    fn arbitrary_text_never_panics(text in any::<String>()) {
        check_accepted(&text);
    }

    #[test]
    fn mutated_manifests_never_panic(edits in prop::collection::vec(edit(), 1..8)) {
        let (text, _) = seed_manifest();
        check_accepted(&apply(&text, &edits));
    }
}

proptest! {
    // Each case writes a folder; fewer cases keep this to a second or two.
    #![proptest_config(few_cases())]

    #[test]
    fn mutated_manifests_load_or_fail_cleanly(edits in prop::collection::vec(edit(), 1..6)) {
        let (text, src) = seed_manifest();
        let tmp = tempfile::tempdir().unwrap();
        for f in [byo::PROGRAM, byo::WEIGHTS, byo::INPUTS] {
            if src.join(f).is_file() {
                std::fs::copy(src.join(f), tmp.path().join(f)).unwrap();
            }
        }
        std::fs::write(tmp.path().join(byo::MANIFEST), apply(&text, &edits)).unwrap();
        if let Err(e) = byo::load(tmp.path()) {
            let path = tmp.path().display().to_string();
            prop_assert!(e.to_string().starts_with(&path), "the error names a file of the folder: {}", e);
        }
    }
}

#[test]
fn deeply_nested_toml_is_an_error_not_a_stack_overflow() {
    for depth in [1_000, 100_000] {
        let text = format!("id = \"x\"\nfamily = \"f\"\narguments = {}{}\n", "[".repeat(depth), "]".repeat(depth));
        let e = byo::parse_manifest(&text, Path::new("deep/model.toml")).unwrap_err().to_string();
        assert!(e.starts_with("deep/model.toml: invalid manifest"), "{e}");
    }
}
