//! Where the binary finds what it does not compile in: the folder of
//! unpacked plugin wheels, and the data root holding the committed suites and
//! baselines it reads at run time.
//!
//! The data root is a folder laid out like the checkout:
//!
//! ```text
//! <root>/suites/hf/                 the exported Hugging Face suite
//! <root>/baselines/store/           committed baselines (tier2, hf)
//! <root>/baselines/expected/        expected results per tier and device
//! <root>/baselines/tolerances.toml  tolerance overrides
//! ```
//!
//! Both are resolved in the same order, so a binary works from the checkout,
//! installed under a prefix (the container image), or copied elsewhere:
//!
//! 1. an environment variable: `TPU_COMPAT_HOME` (data root),
//!    `TPU_COMPAT_PLUGIN_DIR` (plugins). When set it is the only place
//!    looked at, so a wrong value is reported, never silently replaced;
//! 2. beside the installed binary: `<bin>/../share/tpu-compat/` (data) and
//!    `<bin>/../lib/tpu-compat/plugins/` (plugins), the layout of the image;
//! 3. the checkout the binary runs from, `<bin>/../../..` when it sits in
//!    `target/release/` (data: the checkout itself; plugins: its `.plugins/`);
//! 4. the checkout the binary was built from (a path compiled in).
//!
//! A candidate counts as a data root when it holds `suites/` and
//! `baselines/`. This module is the one place that knows these locations;
//! the crates that read committed data ask it for a path.

use std::ffi::OsString;
use std::path::{Path, PathBuf};

/// Names the data root explicitly.
pub const HOME_ENV: &str = "TPU_COMPAT_HOME";
/// Names the folder of unpacked plugin wheels explicitly.
pub const PLUGIN_DIR_ENV: &str = "TPU_COMPAT_PLUGIN_DIR";

/// The data root below an installation prefix (`<prefix>/bin/tpu-compat`).
pub const SHARE_SUBDIR: &str = "share/tpu-compat";
/// The plugin folder below an installation prefix.
pub const PLUGIN_SUBDIR: &str = "lib/tpu-compat/plugins";

/// One place looked at, and why it was a candidate.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Candidate {
    pub path: PathBuf,
    pub why: &'static str,
}

/// No candidate held a data root.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotFound {
    pub looked: Vec<Candidate>,
}

impl std::fmt::Display for NotFound {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "no tpu-compat data folder (one holding suites/ and baselines/) found; looked in:")?;
        for c in &self.looked {
            write!(f, "\n  {} ({})", c.path.display(), c.why)?;
        }
        write!(
            f,
            "\nhint: set {HOME_ENV} to a folder holding suites/ and baselines/ (the checkout, or the image's /usr/local/{SHARE_SUBDIR})"
        )
    }
}

impl std::error::Error for NotFound {}

/// The workspace this crate was compiled in (`runtime/host-io/../..`).
fn compiled_checkout() -> PathBuf {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    manifest.ancestors().nth(2).map(Path::to_path_buf).unwrap_or_else(|| manifest.to_path_buf())
}

fn current_exe() -> Option<PathBuf> {
    std::env::current_exe().ok()
}

/// The data root candidates, in the order they are tried.
fn data_candidates(env: Option<OsString>, exe: Option<&Path>, compiled: &Path) -> Vec<Candidate> {
    if let Some(dir) = env {
        return vec![Candidate { path: PathBuf::from(dir), why: "set by TPU_COMPAT_HOME" }];
    }
    let mut out = Vec::new();
    if let Some(bin_dir) = exe.and_then(Path::parent) {
        if let Some(prefix) = bin_dir.parent() {
            out.push(Candidate { path: prefix.join(SHARE_SUBDIR), why: "beside the binary" });
        }
        if let Some(checkout) = bin_dir.parent().and_then(Path::parent) {
            out.push(Candidate { path: checkout.to_path_buf(), why: "the checkout the binary runs from" });
        }
    }
    out.push(Candidate { path: compiled.to_path_buf(), why: "the checkout the binary was built from" });
    out
}

fn is_data_root(dir: &Path) -> bool {
    dir.join("suites").is_dir() && dir.join("baselines").is_dir()
}

/// The first candidate that is a data root.
fn resolve(candidates: Vec<Candidate>, is_root: impl Fn(&Path) -> bool) -> Result<PathBuf, NotFound> {
    match candidates.iter().find(|c| is_root(&c.path)) {
        Some(c) => Ok(c.path.clone()),
        None => Err(NotFound { looked: candidates }),
    }
}

/// The data root, or every place looked at.
pub fn data_root() -> Result<PathBuf, NotFound> {
    let candidates = data_candidates(std::env::var_os(HOME_ENV), current_exe().as_deref(), &compiled_checkout());
    resolve(candidates, is_data_root)
}

/// `rel` (e.g. `baselines/store`) under the data root. Where there is no
/// data root this warns once on stderr, saying where it looked, and returns
/// the path under `TPU_COMPAT_HOME` if set, else under the compiled-in
/// checkout: a path that does not exist, which callers treat as "nothing
/// committed" (a run then compares against no committed baselines).
pub fn data_path(rel: &str) -> PathBuf {
    match data_root() {
        Ok(root) => root.join(rel),
        Err(e) => {
            static WARNED: std::sync::Once = std::sync::Once::new();
            WARNED.call_once(|| eprintln!("warning: {e}"));
            let base = e.looked.first().filter(|_| std::env::var_os(HOME_ENV).is_some()).map(|c| c.path.clone());
            base.unwrap_or_else(compiled_checkout).join(rel)
        }
    }
}

/// The folders where plugin wheels may be unpacked, in the order they are
/// tried: `TPU_COMPAT_PLUGIN_DIR` alone when set, else beside the binary,
/// the running checkout's `.plugins/`, the compiled-in checkout's `.plugins/`.
pub fn plugin_dirs() -> Vec<PathBuf> {
    plugin_candidates(std::env::var_os(PLUGIN_DIR_ENV), current_exe().as_deref(), &compiled_checkout())
}

fn plugin_candidates(env: Option<OsString>, exe: Option<&Path>, compiled: &Path) -> Vec<PathBuf> {
    if let Some(dir) = env {
        return vec![PathBuf::from(dir)];
    }
    let mut out = Vec::new();
    if let Some(bin_dir) = exe.and_then(Path::parent) {
        if let Some(prefix) = bin_dir.parent() {
            out.push(prefix.join(PLUGIN_SUBDIR));
        }
        if let Some(checkout) = bin_dir.parent().and_then(Path::parent) {
            out.push(checkout.join(".plugins"));
        }
    }
    let compiled = compiled.join(".plugins");
    if !out.contains(&compiled) {
        out.push(compiled);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_compiled_checkout_is_the_workspace_root() {
        let root = compiled_checkout();
        assert!(root.join("runtime/host-io/Cargo.toml").is_file() && root.join("suites").is_dir(), "{}", root.display());
    }

    fn layout(root: &Path) {
        std::fs::create_dir_all(root.join("suites/hf")).unwrap();
        std::fs::create_dir_all(root.join("baselines/store")).unwrap();
    }

    #[test]
    fn an_installed_binary_finds_the_share_folder_before_the_compiled_in_checkout() {
        let tmp = tempfile::tempdir().unwrap();
        let share = tmp.path().join("usr/local").join(SHARE_SUBDIR);
        layout(&share);
        let checkout = tmp.path().join("checkout");
        layout(&checkout);
        let exe = tmp.path().join("usr/local/bin/tpu-compat");
        let got = resolve(data_candidates(None, Some(&exe), &checkout), is_data_root).unwrap();
        assert_eq!(got, share);
    }

    #[test]
    fn a_binary_in_target_release_finds_its_checkout() {
        let tmp = tempfile::tempdir().unwrap();
        let checkout = tmp.path().join("moved-checkout");
        layout(&checkout);
        let exe = checkout.join("target/release/tpu-compat");
        let got = resolve(data_candidates(None, Some(&exe), &tmp.path().join("gone")), is_data_root).unwrap();
        assert_eq!(got, checkout);
    }

    #[test]
    fn the_variable_is_the_only_place_looked_at_when_set() {
        let tmp = tempfile::tempdir().unwrap();
        let checkout = tmp.path().join("checkout");
        layout(&checkout);
        let wrong = tmp.path().join("not-a-root");
        let exe = checkout.join("target/release/tpu-compat");
        let err = resolve(data_candidates(Some(wrong.clone().into()), Some(&exe), &checkout), is_data_root).unwrap_err();
        assert_eq!(err.looked, vec![Candidate { path: wrong.clone(), why: "set by TPU_COMPAT_HOME" }]);
        assert!(err.to_string().contains(&wrong.display().to_string()), "{err}");
    }

    #[test]
    fn nothing_found_names_every_place_looked_at() {
        let tmp = tempfile::tempdir().unwrap();
        let exe = tmp.path().join("opt/x/bin/tpu-compat");
        let compiled = tmp.path().join("built-here");
        let err = resolve(data_candidates(None, Some(&exe), &compiled), is_data_root).unwrap_err();
        let text = err.to_string();
        for p in [tmp.path().join("opt/x/share/tpu-compat"), tmp.path().join("opt"), compiled] {
            assert!(text.contains(&format!("\n  {} (", p.display())), "{p:?} missing from:\n{text}");
        }
        assert!(text.contains(HOME_ENV), "{text}");
    }

    #[test]
    fn plugin_folders_in_order_and_the_variable_alone() {
        let exe = Path::new("/p/bin/tpu-compat");
        let compiled = Path::new("/src/ws");
        assert_eq!(
            plugin_candidates(None, Some(exe), compiled),
            vec![PathBuf::from("/p/lib/tpu-compat/plugins"), PathBuf::from("/.plugins"), PathBuf::from("/src/ws/.plugins")]
        );
        assert_eq!(plugin_candidates(Some("/x".into()), Some(exe), compiled), vec![PathBuf::from("/x")]);
    }
}
