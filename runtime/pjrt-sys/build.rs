//! Generates the PJRT C API bindings from the header that ships inside the
//! `xla-cpu-pjrt` wheel (unpacked by `scripts/setup` into `.plugins/`).
//! Nothing of the header is committed; `PJRT_C_API_HEADER` names another one.

use std::env;
use std::path::{Path, PathBuf};

/// Where `scripts/setup` unpacks the CPU plugin wheel, relative to the workspace root.
const WHEEL_HEADER: &str = ".plugins/xla-cpu-pjrt-0.0.1/xla_plugins/xla_cpu_pjrt/include/pjrt_c_api.h";

fn main() {
    println!("cargo:rerun-if-env-changed=PJRT_C_API_HEADER");
    println!("cargo:rerun-if-env-changed=TPU_COMPAT_PLUGIN_DIR");
    let manifest = PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let workspace = manifest.join("../..");
    let header = match env::var_os("PJRT_C_API_HEADER") {
        Some(h) => PathBuf::from(h),
        None => match env::var_os("TPU_COMPAT_PLUGIN_DIR") {
            Some(dir) => Path::new(&dir).join(WHEEL_HEADER.trim_start_matches(".plugins/")),
            None => workspace.join(WHEEL_HEADER),
        },
    };
    if !header.is_file() {
        panic!(
            "pjrt-sys: no PJRT C API header at {}.\n\
             Run `scripts/setup` (it unpacks the xla-cpu-pjrt wheel, which ships the header), \
             or set PJRT_C_API_HEADER to a pjrt_c_api.h.",
            header.display()
        );
    }
    println!("cargo:rerun-if-changed={}", header.display());
    println!("cargo:header={}", header.display());

    let bindings = bindgen::Builder::default()
        .header(header.to_string_lossy())
        .allowlist_type("PJRT_.*")
        .allowlist_var("PJRT_.*")
        .default_enum_style(bindgen::EnumVariation::Consts)
        .prepend_enum_name(false)
        .derive_default(true)
        .layout_tests(false)
        .generate_comments(false)
        .generate()
        .unwrap_or_else(|e| panic!("pjrt-sys: bindgen failed on {}: {e}", header.display()));
    let out = PathBuf::from(env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("bindings.rs");
    bindings.write_to_file(&out).unwrap_or_else(|e| panic!("pjrt-sys: cannot write {}: {e}", out.display()));
}
