//! Records the git revision the binary is built from, so a run folder's
//! `run.json` names the code that ran: asked at run time, the checkout's HEAD
//! may have moved on since the build (a binary copied aside for a long
//! catalog run, commits made while it runs). Outside a checkout (the
//! container build has no `.git`) it records nothing and the run asks git.

use std::path::Path;
use std::process::Command;

fn git(root: &Path, args: &[&str]) -> Option<String> {
    let out = Command::new("git").arg("-C").arg(root).args(args).output().ok()?;
    out.status.success().then(|| String::from_utf8_lossy(&out.stdout).trim().to_string())
}

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    println!("cargo:rerun-if-changed=build.rs");
    let Some(revision) = git(root, &["rev-parse", "HEAD"]) else { return };
    println!("cargo:rustc-env=TPU_COMPAT_BUILD_REVISION={revision}");
    // A commit or checkout moves HEAD or the branch it names: build again then.
    for what in ["HEAD", "packed-refs", "refs/heads"] {
        if let Some(path) = git(root, &["rev-parse", "--path-format=absolute", "--git-path", what]) {
            println!("cargo:rerun-if-changed={path}");
        }
    }
}
