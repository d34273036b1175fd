//! `tpu-compat`: a thin entry point over the harness library.

fn main() {
    std::process::exit(tpu_compat::cli::main());
}
