//! `tpu-compat`: a thin entry point over the harness library.

/// Large host tensors start on a page, so the CPU plugin aliases them without a copy.
#[global_allocator]
static ALLOCATOR: runtime::PageAlignedLarge = runtime::PageAlignedLarge;

fn main() {
    std::process::exit(tpu_compat::cli::main());
}
