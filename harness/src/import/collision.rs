//! Where an imported definition came from, and the check that an import
//! does not overwrite a definition of the same id from elsewhere.
//!
//! Every import records its program's full path in `model.toml`'s
//! `[source]` table ([`FROM_KEY`]). Importing into a suite folder that
//! already holds `<id>/` is a re-import (refreshing it, file by file) only
//! when that folder was imported from the same program; a folder imported
//! from another program, or one not imported at all (hand-written, or from
//! an import that did not record its source), is another definition that
//! happens to share the id: the import is refused naming both, unless
//! `--replace` says to overwrite it.

use std::path::{Path, PathBuf};

/// The `[source]` key holding the imported program's full path.
pub const FROM_KEY: &str = "imported_from";

/// The path recorded for `program`: canonical where it resolves.
pub fn from_path(program: &Path) -> PathBuf {
    program.canonicalize().unwrap_or_else(|_| program.to_path_buf())
}

/// A definition folder an import would overwrite.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum Collision {
    /// It was imported from another program.
    #[error(
        "{}: the suite already holds `{id}`, imported from {}; this import of `{id}` is from {}: nothing was written \
         (give another --id, or --replace to overwrite it)",
        dir.display(),
        old.display(),
        new.display()
    )]
    OtherSource { dir: PathBuf, id: String, old: PathBuf, new: PathBuf },
    /// It records no program it was imported from.
    #[error(
        "{}: the suite already holds `{id}`, not imported from {} (written by hand or by an import that did not record its \
         source): nothing was written (give another --id, or --replace to overwrite it)",
        dir.display(),
        new.display()
    )]
    Unrecorded { dir: PathBuf, id: String, new: PathBuf },
    /// Another folder of the suite declares the same id in its `model.toml`:
    /// two definitions of one id would make every run of the suite refuse it.
    #[error(
        "{}: its model.toml declares the id `{id}` already: nothing was written (a suite holds one definition per id; \
         give another --id)",
        other.display()
    )]
    Declared { other: PathBuf, id: String },
}

/// Refuses importing `program` as `dir` (`<suite>/<id>`) when `dir` holds a
/// definition from another source and `replace` is not given.
pub fn check(id: &str, program: &Path, dir: &Path, replace: bool) -> Result<(), Collision> {
    if let Some(other) = declared_elsewhere(id, dir) {
        return Err(Collision::Declared { other, id: id.to_string() });
    }
    if replace || !dir.exists() {
        return Ok(());
    }
    let new = from_path(program);
    let held = match suites::byo::read_manifest(dir) {
        Ok(m) => m.source.get(FROM_KEY).map(PathBuf::from),
        Err(_) => None,
    };
    match held {
        Some(old) if old == new => Ok(()),
        Some(old) => Err(Collision::OtherSource { dir: dir.to_path_buf(), id: id.to_string(), old, new }),
        None => Err(Collision::Unrecorded { dir: dir.to_path_buf(), id: id.to_string(), new }),
    }
}

/// A folder of `dir`'s suite, other than `dir`, whose `model.toml` declares `id`.
fn declared_elsewhere(id: &str, dir: &Path) -> Option<PathBuf> {
    let suite = dir.parent()?;
    std::fs::read_dir(suite)
        .ok()?
        .flatten()
        .map(|e| e.path())
        .filter(|p| p != dir && p.is_dir())
        .find(|p| suites::byo::read_manifest(p).is_ok_and(|m| m.id == id))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_folder_from_the_same_program_is_reimported_without_replace() {
        let tmp = tempfile::tempdir().unwrap();
        let dir = tmp.path().join("a");
        let (mine, other) = (tmp.path().join("x/model.mlir"), tmp.path().join("y/model.mlir"));
        assert_eq!(check("a", &mine, &dir, false), Ok(()), "a new id");
        std::fs::create_dir_all(&dir).unwrap();
        const PLAIN: &str = "id = \"a\"\nfamily = \"f\"\nseed = 0\n\n[[arguments]]\nname = \"x\"\nshape = [2]\ndtype = \"f32\"\nrole = \"data\"\n\n[[outputs]]\nname = \"y\"\nshape = [2]\ndtype = \"f32\"\n";
        let toml = |from: &Path| format!("{PLAIN}\n[source]\n{FROM_KEY} = \"{}\"\n", from.display());
        std::fs::write(dir.join(suites::byo::MANIFEST), toml(&mine)).unwrap();
        assert_eq!(check("a", &mine, &dir, false), Ok(()));
        let e = check("a", &other, &dir, false).unwrap_err().to_string();
        assert!(e.contains(&mine.display().to_string()) && e.contains(&other.display().to_string()), "{e}");
        assert_eq!(check("a", &other, &dir, true), Ok(()));
        std::fs::write(dir.join(suites::byo::MANIFEST), PLAIN).unwrap();
        assert!(check("a", &mine, &dir, false).unwrap_err().to_string().contains("not imported from"));
        // A folder named otherwise that declares the id refuses it, --replace or not.
        let e = check("a", &mine, &tmp.path().join("b").join("a"), true);
        assert_eq!(e, Ok(()), "another suite");
        let e = check("a", &mine, &tmp.path().join("a2"), true).unwrap_err().to_string();
        assert!(e.contains("declares the id `a` already"), "{e}");
    }
}
