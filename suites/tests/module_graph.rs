//! The suites crate's top-level modules import one another without a
//! cycle: every `crate::<module>` path in a module's files (and every
//! `crate::<Name>` the crate root re-exports, resolved to its module) is an
//! arrow, and the arrows must order the modules in layers (`spec` and
//! `catalog` above `zoo`, `train` and `spmd`; `zoo` below both).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// The top-level module a file belongs to (`zoo/blocks/moe.rs` -> `zoo`).
fn module_of(file: &Path) -> String {
    let rel = file.strip_prefix(src()).unwrap();
    let first = rel.components().next().unwrap().as_os_str().to_string_lossy().to_string();
    first.trim_end_matches(".rs").to_string()
}

/// Names the crate root re-exports, by the module they come from
/// (`pub use definition::{Definition, Role}` -> Definition: definition).
fn root_reexports() -> BTreeMap<String, String> {
    let lib = std::fs::read_to_string(src().join("lib.rs")).unwrap();
    let mut out = BTreeMap::new();
    for stmt in lib.split(';') {
        let Some(rest) = stmt.trim().strip_prefix("pub use ") else { continue };
        let module = rest.split("::").next().unwrap().trim().to_string();
        let names = rest.rsplit("::").next().unwrap().trim_matches(|c| c == '{' || c == '}' || c == ' ');
        for n in names.split(',') {
            let n = n.trim();
            if !n.is_empty() {
                out.insert(n.to_string(), module.clone());
            }
        }
    }
    out
}

/// The modules (or re-exported names) a text names after `crate::`,
/// including inside `use crate::{a, b::c}`.
fn crate_paths(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for (i, _) in text.match_indices("crate::") {
        let rest = &text[i + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            // The first segment of each top-level item of the group.
            let (mut depth, mut item) = (0, String::new());
            for c in group.chars() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        out.push(std::mem::take(&mut item));
                        continue;
                    }
                    _ => {}
                }
                item.push(c);
            }
            out.push(item);
            for p in out.iter_mut() {
                *p = p.trim().split("::").next().unwrap_or("").trim().to_string();
            }
        } else {
            out.push(rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect());
        }
    }
    out.retain(|s| !s.is_empty() && s != "self");
    out
}

fn graph() -> BTreeMap<String, BTreeSet<String>> {
    let reexports = root_reexports();
    let mut files = Vec::new();
    rust_files(&src(), &mut files);
    let modules: BTreeSet<String> = files.iter().map(|f| module_of(f)).filter(|m| m != "lib").collect();
    let mut edges: BTreeMap<String, BTreeSet<String>> = modules.iter().map(|m| (m.clone(), BTreeSet::new())).collect();
    for f in &files {
        let from = module_of(f);
        if from == "lib" {
            continue;
        }
        let text = std::fs::read_to_string(f).unwrap();
        // Only code: doc comments name modules in links too.
        let code: String = text.lines().filter(|l| !l.trim_start().starts_with("//")).collect::<Vec<_>>().join("\n");
        for p in crate_paths(&code) {
            let to =
                if modules.contains(&p) { p } else { reexports.get(&p).cloned().unwrap_or_else(|| panic!("{}: crate::{p}?", f.display())) };
            if to != from {
                edges.get_mut(&from).unwrap().insert(to);
            }
        }
    }
    edges
}

/// A cycle of the graph, if any (depth-first search).
fn cycle(edges: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        n: &str,
        edges: &BTreeMap<String, BTreeSet<String>>,
        state: &mut BTreeMap<String, u8>,
        path: &mut Vec<String>,
    ) -> Option<Vec<String>> {
        match state.get(n) {
            Some(2) => return None,
            Some(1) => {
                let start = path.iter().position(|p| p == n).unwrap();
                let mut c = path[start..].to_vec();
                c.push(n.to_string());
                return Some(c);
            }
            _ => {}
        }
        state.insert(n.to_string(), 1);
        path.push(n.to_string());
        for m in &edges[n] {
            if let Some(c) = visit(m, edges, state, path) {
                return Some(c);
            }
        }
        path.pop();
        state.insert(n.to_string(), 2);
        None
    }
    let mut state = BTreeMap::new();
    for n in edges.keys() {
        if let Some(c) = visit(n, edges, &mut state, &mut Vec::new()) {
            return Some(c);
        }
    }
    None
}

#[test]
fn modules_import_one_another_without_a_cycle() {
    let edges = graph();
    assert!(cycle(&edges).is_none(), "import cycle: {}", cycle(&edges).unwrap().join(" -> "));
    // The layers this crate is built in.
    let below = |a: &str, b: &str| !edges[a].contains(b);
    for low in ["zoo", "train", "spmd"] {
        for high in ["spec", "catalog", "suite", "dynamism"] {
            assert!(below(low, high), "{low} imports {high}");
        }
    }
    assert!(below("zoo", "train") && below("zoo", "spmd") && below("spmd", "train"), "{edges:?}");
}

#[test]
fn the_checker_finds_a_cycle() {
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    edges.insert("a".into(), ["b".to_string()].into());
    edges.insert("b".into(), ["c".to_string()].into());
    edges.insert("c".into(), ["a".to_string()].into());
    assert_eq!(cycle(&edges).unwrap(), ["a", "b", "c", "a"]);
    edges.get_mut("c").unwrap().clear();
    assert!(cycle(&edges).is_none());
    assert_eq!(crate_paths("use crate::{hlo::V, zoo::{self, Spec}};\nlet x = crate::Role::Weight;"), ["hlo", "zoo", "Role"]);
}
