//! The HLO passes a compile ran, read from the plugin's own dump: with
//! `--xla_dump_to=DIR --xla_dump_hlo_pass_re=.*` XLA writes the module after
//! every pass of every pipeline as
//! `module_<id>.<name>.<step>.<pipeline>.after_<pass>.before_<next>.txt`.
//! A pass changed the module when its dump differs from the one before it
//! in the same module; only such passes can matter to a verdict (disabling
//! a pass that changed nothing compiles the same module), so they are the
//! candidates `bisect` disables through `xla_disable_hlo_passes`.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// Why a dump could not be read.
#[derive(Debug, thiserror::Error)]
pub enum DumpError {
    #[error("{}: cannot read the plugin's HLO dump: {source}", path.display())]
    Read { path: PathBuf, source: std::io::Error },
    #[error(
        "{}: the plugin wrote no per-pass HLO dump (it ignored --xla_dump_to / --xla_dump_hlo_pass_re in XLA_FLAGS)",
        .0.display()
    )]
    Empty(PathBuf),
}

/// One pass as the dump shows it ran.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct PassRun {
    pub pipeline: String,
    pub pass: String,
    /// The module after it differs from the module before it.
    pub changed: bool,
}

/// A dump file's name, read: (module id, step, pipeline, pass after which it was written).
fn parse_name(name: &str) -> Option<(String, u32, String, String)> {
    let rest = name.strip_prefix("module_")?.strip_suffix(".txt")?;
    let (module, rest) = rest.split_once('.')?;
    let (head, _next) = rest.rsplit_once(".before_")?;
    let (head, pass) = head.rsplit_once(".after_")?;
    let (head, pipeline) = head.rsplit_once('.')?;
    let (_name, step) = head.rsplit_once('.')?;
    let step: u32 = step.parse().ok()?;
    Some((module.to_string(), step, pipeline.to_string(), pass.to_string()))
}

/// Every pass of every module in `dir`, in the order each module ran them.
pub fn read(dir: &Path) -> Result<Vec<PassRun>, DumpError> {
    let err = |source| DumpError::Read { path: dir.to_path_buf(), source };
    let mut files: BTreeMap<(String, u32), (String, String, PathBuf)> = BTreeMap::new();
    for e in std::fs::read_dir(dir).map_err(err)? {
        let e = e.map_err(err)?;
        let name = e.file_name().to_string_lossy().into_owned();
        if let Some((module, step, pipeline, pass)) = parse_name(&name) {
            files.insert((module, step), (pipeline, pass, e.path()));
        }
    }
    if files.is_empty() {
        return Err(DumpError::Empty(dir.to_path_buf()));
    }
    let mut out = Vec::new();
    let mut previous: Option<(String, Vec<u8>)> = None;
    for ((module, _), (pipeline, pass, path)) in files {
        let text = runtime::read::bytes(&path).map_err(|source| DumpError::Read { path: path.clone(), source })?;
        let changed = match &previous {
            Some((m, before)) if *m == module => *before != text,
            _ => false,
        };
        if pass != "pipeline-start" {
            out.push(PassRun { pipeline, pass, changed });
        }
        previous = Some((module, text));
    }
    Ok(out)
}

/// The names of the passes that changed a module, each once, in first-run order.
pub fn changed(runs: &[PassRun]) -> Vec<String> {
    let mut seen = std::collections::BTreeSet::new();
    runs.iter().filter(|r| r.changed && seen.insert(r.pass.clone())).map(|r| r.pass.clone()).collect()
}

/// The names of every pass that ran, each once, in first-run order.
pub fn ran(runs: &[PassRun]) -> Vec<String> {
    let mut seen = std::collections::BTreeSet::new();
    runs.iter().filter(|r| seen.insert(r.pass.clone())).map(|r| r.pass.clone()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dump_names_read_as_module_step_pipeline_pass() {
        assert_eq!(
            parse_name("module_0003.main.0012.simplification.after_algsimp.before_cse.txt"),
            Some(("0003".into(), 12, "simplification".into(), "algsimp".into()))
        );
        assert_eq!(
            parse_name("module_0000.jit_f.0000.cpu-hlo.after_pipeline-start.before_zero-sized-hlo-elimination.txt"),
            Some(("0000".into(), 0, "cpu-hlo".into(), "pipeline-start".into()))
        );
        assert_eq!(parse_name("module_0000.main.before_optimizations.txt"), None);
        assert_eq!(parse_name("module_0000.main.0001.p.after_x.txt"), None);
    }

    #[test]
    fn a_pass_changed_the_module_when_its_dump_differs_from_the_one_before() {
        let d = tempfile::tempdir().unwrap();
        let w = |name: &str, text: &str| std::fs::write(d.path().join(name), text).unwrap();
        w("module_0000.main.0000.opt.after_pipeline-start.before_a.txt", "m1");
        w("module_0000.main.0001.opt.after_a.before_b.txt", "m1");
        w("module_0000.main.0002.opt.after_b.before_c.txt", "m2");
        w("module_0000.main.0003.opt.after_c.before_pipeline-end.txt", "m2");
        w("module_0000.main.0004.late.after_pipeline-start.before_b.txt", "m2");
        w("module_0000.main.0005.late.after_b.before_pipeline-end.txt", "m3");
        w("module_0000.main.before_optimizations.txt", "m0");
        let runs = read(d.path()).unwrap();
        let shown: Vec<(&str, bool)> = runs.iter().map(|r| (r.pass.as_str(), r.changed)).collect();
        assert_eq!(shown, [("a", false), ("b", true), ("c", false), ("b", true)]);
        assert_eq!(changed(&runs), ["b"]);
        assert_eq!(ran(&runs), ["a", "b", "c"]);
        let empty = tempfile::tempdir().unwrap();
        assert!(matches!(read(empty.path()), Err(DumpError::Empty(_))));
    }
}
