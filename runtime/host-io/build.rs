//! Builds this crate again when its checkout moves. `paths` bakes in
//! CARGO_MANIFEST_DIR (the checkout the binary was built from, where it finds
//! the data and the plugins when the binary lives in a target folder outside
//! the clone), and cargo's fingerprints are relocatable: a target folder kept
//! outside the clone (CI's cache) and built from a later clone at another
//! path kept the first clone's path, and the binary found no plugin once that
//! clone was gone. Naming this file by its absolute path makes a build from
//! another path, or after that path is gone, run this script and the crate's
//! build again.

fn main() {
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    println!("cargo:rerun-if-changed={manifest}/build.rs");
}
