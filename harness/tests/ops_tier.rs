//! The op tier through the real binary and the real CPU plugin: a sample
//! of cases passes with one row per case and the published line; a
//! deliberately wrong reference (`TPU_COMPAT_OPS_PERTURB`) fails exactly
//! that case, whether its reference comes from Rust or from the plugin's
//! f64 variant; a bad op catalog is refused naming the file and line.

mod common;

use common::{rows, show, tpu_compat};
use results::Status;

/// Elementwise (Rust references) and structural (plugin f64 references)
/// cases on f32, ordinary values: none of them is in the expected-results file.
const SAMPLE: &str = "^op-(add|exponential|dot_general|gather|reduce)-.*f32-[0-9x]+-normal$";

fn run(perturb: Option<&str>) -> (std::process::Output, std::path::PathBuf, tempfile::TempDir) {
    let tmp = tempfile::tempdir().unwrap();
    let run_dir = tmp.path().join("run");
    let mut c = tpu_compat(&tmp.path().join("cache"));
    // One worker: packing is what this counts (more workers split packs to keep each one busy).
    c.args(["run", "ops", "--jobs", "1", "--filter", SAMPLE, "--run-dir"]).arg(&run_dir);
    match perturb {
        Some(id) => c.env("TPU_COMPAT_OPS_PERTURB", id),
        None => c.env_remove("TPU_COMPAT_OPS_PERTURB"),
    };
    (c.output().unwrap(), run_dir, tmp)
}

#[test]
fn a_sample_passes_and_a_wrong_reference_fails_exactly_its_case() {
    let (out, run_dir, _tmp) = run(None);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let all = rows(&run_dir);
    let n = all.len();
    assert!(n >= 20, "{n} rows");
    assert!(all.iter().all(|r| r.status == Status::Pass && r.family == r.id.split('-').nth(1).unwrap()), "{}", show(&out));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains(&format!("Ops: {n}/{n} passed (100.0%) over 5 distinct ops")), "{stdout}");
    // Packing: far fewer compiles than cases, yet one row per case.
    let compiled = all.iter().filter(|r| r.timings.compile_ms > 0.0).count();
    assert!(compiled * 3 <= n, "{compiled} compiles for {n} cases");
    // The dashboard's op x dtype grid links each cell to its cases, each case to its page.
    let dash = run_dir.parent().unwrap().join("dash");
    let out =
        tpu_compat(&run_dir.parent().unwrap().join("cache")).args(["report"]).arg(&run_dir).arg("--html").arg(&dash).output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let page = std::fs::read_to_string(dash.join("ops.html")).unwrap();
    assert!(page.contains(&format!("{n}/{n} cases passed over 5 distinct ops")), "{page}");
    assert!(page.contains("href=\"#cell-add-f32\"") && page.contains("id=\"cell-add-f32\""), "{page}");
    assert!(page.contains("href=\"defs/op-add-f32-7x13-normal.html\""), "{page}");

    for wrong in ["op-add-f32-7x13-normal", "op-dot_general-matmul-f32-7x13-normal"] {
        let (out, run_dir, _tmp) = run(Some(wrong));
        assert_eq!(out.status.code(), Some(1), "{}", show(&out));
        let rows = rows(&run_dir);
        assert_eq!(rows.len(), n);
        let failed: Vec<(&str, Status)> = rows.iter().filter(|r| r.status != Status::Pass).map(|r| (r.id.as_str(), r.status)).collect();
        assert_eq!(failed, [(wrong, Status::FailParity)], "{}", show(&out));
        let bad = rows.iter().find(|r| r.id == wrong).unwrap();
        let error = bad.error.as_deref().unwrap_or("");
        assert!(
            error.starts_with("out0: 1 of ") && error.contains("elements beyond the bound") && error.contains("flat index 0"),
            "{error}"
        );
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(stdout.contains(&format!("Ops: {}/{n} passed", n - 1)), "{stdout}");
    }
}

#[test]
fn a_bad_op_catalog_is_refused_naming_the_file_and_line() {
    let tmp = tempfile::tempdir().unwrap();
    let csv = tmp.path().join("mine.csv");
    std::fs::write(&csv, "id,op,form,dtype,shape,values,seed,pack\nop-a,add,,f32,7x13,normal,1,0\nop-b,add,,f99,7x13,normal,1,0\n")
        .unwrap();
    let run_dir = tmp.path().join("run");
    let out = tpu_compat(&tmp.path().join("cache")).args(["run"]).arg(&csv).arg("--run-dir").arg(&run_dir).output().unwrap();
    assert_eq!(out.status.code(), Some(2), "{}", show(&out));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("mine.csv: line 3: unknown dtype `f99`"), "{stderr}");
    assert!(!run_dir.exists());
    // The good line alone runs as a suite of its own.
    std::fs::write(&csv, "id,op,form,dtype,shape,values,seed,pack\nop-a,add,,f32,7x13,normal,1,0\n").unwrap();
    let out = tpu_compat(&tmp.path().join("cache")).args(["run"]).arg(&csv).arg("--run-dir").arg(&run_dir).output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    assert_eq!(rows(&run_dir).len(), 1);
}

#[test]
fn suites_reports_op_coverage_across_tiers() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tpu_compat(&tmp.path().join("cache")).args(["suites", "--ops"]).output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let stdout = String::from_utf8_lossy(&out.stdout);
    let under_test: usize = stdout
        .lines()
        .find(|l| l.starts_with("ops "))
        .and_then(|l| l.split("ops under test: ").nth(1))
        .and_then(|n| n.trim().parse().ok())
        .unwrap_or(0);
    assert!(under_test >= 90, "{stdout}");
    // The real catalog: at least TorchTPU's published Tier 1 size (4,917), over at least three libraries.
    let real = stdout.lines().find(|l| l.starts_with("real ")).unwrap_or_else(|| panic!("no real line: {stdout}"));
    let count: usize = real.split_whitespace().nth(1).and_then(|n| n.parse().ok()).unwrap_or(0);
    assert!(count >= 4917, "{real}");
    assert!(["timm:", "torchvision:", "transformers:", "diffusers:"].iter().all(|l| real.contains(l)), "{real}");
    let only: Vec<&str> =
        stdout.lines().skip_while(|l| !l.starts_with("ops only the op tier reaches")).nth(1).unwrap_or("").split_whitespace().collect();
    assert!(only.contains(&"stablehlo.popcnt") && !only.contains(&"stablehlo.add"), "{stdout}");
}

/// Collectives on the 4 devices: a few of each op, both modes, several
/// groups and dtypes, a program the reference rejects, and the CPU plugin's
/// known failures (an integer xor all-reduce, collective_broadcast, the
/// permute with a channel under replicas that aborts its worker).
const COLLECTIVES: &str = "^op-(all_reduce-(sum|max|and)-(replicas|partitions)-(pairs|all)-(f32|bf16|i32|bool)|all_reduce-xor-replicas-all-i32\
|all_gather-partitions-strided-dim1-(u8|bool)|reduce_scatter-sum-(replicas|partitions)-all-dim0-f32|all_to_all-replicas-pairs-s1c0-f16\
|collective_permute-(replicas|partitions)-partial-i64|collective_permute-replicas-channel-(ring|partial)-f32|collective_broadcast-replicas-all-f32\
|all_reduce-sum-replicas-dup-f32)-4x8-normal$";

#[test]
fn collectives_run_once_on_four_devices_and_are_judged_per_device() {
    let tmp = tempfile::tempdir().unwrap();
    let go = |perturb: Option<&str>, dir: &str| {
        let run_dir = tmp.path().join(dir);
        let mut c = tpu_compat(&tmp.path().join("cache"));
        c.args(["run", "ops", "--jobs", "2", "--filter", COLLECTIVES, "--run-dir"]).arg(&run_dir);
        match perturb {
            Some(id) => c.env("TPU_COMPAT_OPS_PERTURB", id),
            None => c.env_remove("TPU_COMPAT_OPS_PERTURB"),
        };
        let out = c.output().unwrap();
        (out, rows(&run_dir))
    };
    let (out, all) = go(None, "run");
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    assert!(all.len() >= 25, "{} rows", all.len());
    let by_id = |id: &str| all.iter().find(|r| r.id == id).unwrap_or_else(|| panic!("no row {id}: {}", show(&out)));
    for r in all.iter().filter(|r| r.expected != Some(Status::Crash)) {
        // (A crash row is the runner's: the worker that knew the devices died.)
        assert_eq!(r.devices, Some(4), "{}", r.id);
        if r.status == Status::Pass && r.error.is_none() {
            let names: Vec<&str> = r.outputs.iter().map(|o| o.name.as_str()).collect();
            assert_eq!(names, ["out0@d0", "out0@d1", "out0@d2", "out0@d3"], "{}", r.id);
            assert!(r.outputs.iter().all(|o| o.metrics.as_ref().is_some_and(|m| m.passed)), "{}", r.id);
        }
    }
    // A float sum is judged as a sum, an integer one exactly.
    let sum = by_id("op-all_reduce-sum-partitions-pairs-f32-4x8-normal");
    assert!(sum.outputs[0].metrics.as_ref().unwrap().rule_label().starts_with("accumulate"), "{sum:?}");
    assert_eq!(
        by_id("op-all_reduce-sum-replicas-all-i32-4x8-normal").outputs[0].metrics.as_ref().unwrap().rule,
        results::DecidingRule::Exact
    );
    // Failure parity: the plugin rejects the program the reference rejects.
    let dup = by_id("op-all_reduce-sum-replicas-dup-f32-4x8-normal");
    assert_eq!(dup.status, Status::Pass);
    assert!(dup.error.as_deref().unwrap_or("").contains("rejected, as the reference rejects it (device 1 is in more than one"), "{dup:?}");
    // Known CPU failures are expected, with their own statuses; the aborting case crashes alone.
    for (id, status) in [
        ("op-all_reduce-xor-replicas-all-i32-4x8-normal", Status::FailCompile),
        ("op-collective_broadcast-replicas-all-f32-4x8-normal", Status::FailCompile),
        ("op-collective_permute-replicas-channel-ring-f32-4x8-normal", Status::Crash),
        ("op-collective_permute-replicas-channel-partial-f32-4x8-normal", Status::FailParity),
    ] {
        let r = by_id(id);
        assert_eq!((r.status, r.expected), (Status::Xfail, Some(status)), "{r:?}");
    }
    assert_eq!(all.iter().filter(|r| r.status == Status::Crash || r.expected == Some(Status::Crash)).count(), 1);

    // A wrong reference on one device fails exactly that case, naming the device.
    let wrong = "op-all_reduce-max-partitions-pairs-bf16-4x8-normal";
    let (out, rows) = go(Some(wrong), "perturbed");
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    let failed: Vec<&str> = rows.iter().filter(|r| r.status == Status::FailParity).map(|r| r.id.as_str()).collect();
    assert_eq!(failed, [wrong], "{}", show(&out));
    let error = rows.iter().find(|r| r.id == wrong).and_then(|r| r.error.clone()).unwrap_or_default();
    assert!(error.starts_with("device 3: out0: 1 of 32 elements beyond the bound"), "{error}");
}
