//! Identifiers that become file names: definition ids, suite names, and any
//! other name a command joins onto a folder (`<store>/<suite>/<id>.safetensors`,
//! `<out>/<id>/`, dashboard pages, expected-results files).
//!
//! One rule for all of them, checked where the name is read (catalog rows,
//! manifests) and again where it becomes a path, so that no input can make
//! the harness write outside the folder it was given:
//!
//! - ASCII letters, digits, `.`, `_` and `-` only (no `/`, `\`, spaces,
//!   NUL or non-ASCII);
//! - not empty, and not starting with `.` (no `.` or `..`, and no hidden
//!   name: folder walks skip hidden entries, so `.x` would be written and
//!   then never found);
//! - at most [`MAX_LEN`] bytes (file systems allow 255 per component; a
//!   suffix such as `.f64.safetensors` must still fit).
//!
//! [`ensure_under`] is the second line of defence: it proves that a path
//! about to be written stays under its root, lexically and (for the part
//! that exists already) after resolving symbolic links.

use std::path::{Component, Path, PathBuf};

/// The longest identifier accepted, in bytes.
pub const MAX_LEN: usize = 200;

/// Why an identifier cannot be used as a file name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IdError {
    /// What the value names: `definition id`, `suite name`, ...
    pub kind: String,
    /// The refused value (printed escaped).
    pub value: String,
    /// What is wrong with it.
    pub reason: String,
}

impl std::fmt::Display for IdError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {:?} {} (allowed: {})", self.kind, self.value, self.reason, allowed())
    }
}

/// The rule in words, for messages that refuse a name: `1 to 200 ASCII letters, ...`.
pub fn allowed() -> String {
    format!("1 to {MAX_LEN} ASCII letters, digits, `.`, `_`, `-`, not starting with `.`")
}

impl std::error::Error for IdError {}

/// Checks that `value` is usable as one path component. `kind` names what
/// it is in the error (`definition id`, `suite name`).
pub fn check(kind: &str, value: &str) -> Result<(), IdError> {
    let fail = |reason: String| Err(IdError { kind: kind.to_string(), value: value.to_string(), reason });
    if value.is_empty() {
        return fail("is empty".into());
    }
    if value == "." || value == ".." {
        return fail("names a folder, not a file".into());
    }
    if value.len() > MAX_LEN {
        return fail(format!("is {} bytes long", value.len()));
    }
    if let Some(c) = value.chars().find(|c| !(c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-'))) {
        return fail(format!("contains {c:?}"));
    }
    if value.starts_with('.') {
        return fail("starts with `.` (a hidden name)".into());
    }
    Ok(())
}

/// A path that would leave its root.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutsideRoot {
    pub root: PathBuf,
    pub path: PathBuf,
    pub reason: String,
}

impl std::fmt::Display for OutsideRoot {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: refusing to write outside {} ({})", self.path.display(), self.root.display(), self.reason)
    }
}

impl std::error::Error for OutsideRoot {}

/// Proves that `path` stays under `root`: lexically, `path` must be `root`
/// followed by plain names only (no `..`, no root or prefix component);
/// and where part of `path` exists already, its deepest existing ancestor
/// must resolve (symbolic links followed) to a place under the resolved
/// root. Call it just before creating folders or writing files.
pub fn ensure_under(root: &Path, path: &Path) -> Result<(), OutsideRoot> {
    let fail = |reason: &str| Err(OutsideRoot { root: root.to_path_buf(), path: path.to_path_buf(), reason: reason.to_string() });
    let Ok(rest) = path.strip_prefix(root) else {
        return fail("it does not start with the root");
    };
    if !rest.components().all(|c| matches!(c, Component::Normal(_))) {
        return fail("it holds `..`, `.` or an absolute part");
    }
    // Symbolic links: compare what exists of the path with the root, both resolved.
    let Ok(real_root) = root.canonicalize() else {
        return Ok(()); // nothing exists yet: nothing to resolve
    };
    let mut existing = path;
    while !existing.exists() {
        match existing.parent() {
            Some(p) => existing = p,
            None => return Ok(()),
        }
    }
    match existing.canonicalize() {
        Ok(real) if real.starts_with(&real_root) => Ok(()),
        Ok(_) => fail("a symbolic link in it leads elsewhere"),
        Err(_) => fail("it cannot be resolved"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accepts_the_documented_set() {
        for ok in ["llama-h64-l2-mha-f32-t1.0001", "a", "A_b.c-d", "gpt2", &"x".repeat(MAX_LEN)] {
            assert_eq!(check("definition id", ok), Ok(()), "{ok}");
        }
    }

    #[test]
    fn refuses_paths_and_oddities() {
        for bad in ["", ".", "..", ".hidden", "../../x", "/etc/passwd", "a/b", "a\\b", "a b", "a\0b", "é", "x\n", &"x".repeat(MAX_LEN + 1)]
        {
            let e = check("definition id", bad).unwrap_err();
            assert!(e.to_string().starts_with("definition id "), "{e}");
        }
    }

    #[test]
    fn ensure_under_refuses_escapes_and_links() {
        let tmp = tempfile::tempdir().unwrap();
        let root = tmp.path().join("store");
        std::fs::create_dir_all(&root).unwrap();
        assert!(ensure_under(&root, &root.join("tier2").join("a.safetensors")).is_ok());
        assert!(ensure_under(&root, &root.join("..").join("x")).is_err());
        assert!(ensure_under(&root, Path::new("/etc/passwd")).is_err());
        assert!(ensure_under(&root, &root.join("a").join("..").join("..").join("x")).is_err());
        std::os::unix::fs::symlink(tmp.path(), root.join("link")).unwrap();
        let e = ensure_under(&root, &root.join("link").join("x.safetensors")).unwrap_err();
        assert!(e.to_string().contains("symbolic link"), "{e}");
    }
}
