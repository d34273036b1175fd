//! The real-size tier through the binary: a definition larger than the
//! host memory the harness may use is refused before anything is loaded,
//! with the memory it needs and the memory available; and every row says
//! how much host memory its worker took at its peak, and the device memory
//! the plugin reports for the executable.

mod common;
use common::{rows, show, tpu_compat};
use results::Status;

#[test]
fn a_real_size_definition_beyond_host_memory_is_refused_up_front() {
    let tmp = tempfile::tempdir().unwrap();
    let run_dir = tmp.path().join("run");
    let o = tpu_compat(&tmp.path().join("cache"))
        .args(["run", "realsize", "--filter", r"^llama2-7b-l2-f32\.real$", "--run-dir"])
        .arg(&run_dir)
        .env("TPU_COMPAT_HOST_MEMORY", "1G")
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1), "{}", show(&o));
    let rows = rows(&run_dir);
    assert_eq!(rows.len(), 1, "{}", show(&o));
    let r = &rows[0];
    assert_eq!(r.status, Status::Oom);
    let error = r.error.as_deref().unwrap_or("");
    assert!(error.contains("refused before loading") && error.contains("need 2.5 GiB") && error.contains("1.0 GiB available"), "{error}");
    assert!(error.contains("TPU_COMPAT_HOST_MEMORY"), "{error}");
    // Refused before its 2.7 GB of weights were made: the worker stayed small.
    assert!(r.peak_host_bytes.is_some_and(|b| b < 1 << 30), "{:?}", r.peak_host_bytes);
}

#[test]
fn rows_carry_peak_host_memory_and_device_memory() {
    let tmp = tempfile::tempdir().unwrap();
    let defs = tmp.path().join("defs");
    common::definition(&defs, "tanh-small", None);
    let run_dir = tmp.path().join("run");
    let o = tpu_compat(&tmp.path().join("cache")).arg("run").arg(&defs).arg("--run-dir").arg(&run_dir).output().unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
    let r = &rows(&run_dir)[0];
    let peak = r.peak_host_bytes.expect("peak host memory on the row");
    assert!(peak > 1 << 20 && peak < 8 << 30, "{peak}");
    let device = r.device_bytes.expect("the CPU plugin reports compiled memory stats");
    assert!(device >= 2 * 24, "arguments and outputs of a 2x3 f32 program: {device}");
}
