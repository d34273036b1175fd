//! `tpu-compat torch MODELS --device tpu --topology T` (compile-only at published size) through the
//! real binary, the real TorchTPU and the real TPU compiler (libtpu, no chip): a 16 GiB model is
//! lowered without its weights in about 1 GB of host memory, and libtpu's verdict is the row's: it
//! compiles for a v6e chip (32 GiB of HBM) with its weights as arguments, and is `oom` on a v5e
//! (16 GiB), where it fits two devices with its weights sharded (FSDP); a model torch.export cannot trace is said to be PyTorch's side; the flags that execute
//! are refused, and a run folder does not resume under another topology.

mod common;

use common::*;
use results::Status;
use std::path::Path;

/// libtpu as `--device tpu` finds it; a clear failure where it is not set up.
fn require_libtpu() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().join(".plugins");
    let found = std::fs::read_dir(&root).into_iter().flatten().flatten().any(|e| e.path().join("libtpu/libtpu.so").is_file());
    assert!(found, "libtpu is not unpacked under {}: run scripts/setup --tpu", root.display());
}

/// 65536 x 65536 float32 weights: the bytes the program's arguments must hold.
const WIDE_WEIGHT_BYTES: i64 = 65536 * 65536 * 4;

#[test]
fn a_16_gib_model_compiles_for_v6e_without_its_weights_and_is_oom_on_v5e() {
    need_venv();
    require_libtpu();
    let tmp = tempfile::tempdir().unwrap();
    let (wide, branch) = (torch_fixture("wide.py"), torch_fixture("data_dependent.py"));

    let (out, rows) = torch_run(tmp.path(), "v6e", &[&wide, &branch, "--device", "tpu", "--topology", "v6e:2x2"]);
    assert_eq!(out.status.code(), Some(1), "the model file torch.export cannot trace fails the run\n{}", show(&out));
    assert_eq!(rows.len(), 2, "{}", show(&out));
    let (w, b) = (&rows[0], &rows[1]);
    assert_eq!((w.id.as_str(), w.status, w.tier.as_str()), ("wide", Status::Compiled, "torch-published"), "{w:?}\n{}", show(&out));
    let c = w.compiled.as_ref().expect("the compiler's record");
    assert_eq!((c.topology.as_str(), c.generation.as_str(), c.devices), ("v6e:2x2", "v6e", 1), "{c:?}");
    assert!(
        c.memory.arguments >= WIDE_WEIGHT_BYTES && c.memory.arguments < WIDE_WEIGHT_BYTES + (1 << 24),
        "every weight is an argument of TorchTPU's program, none a constant: {:?}",
        c.memory
    );
    assert!(c.cost.get("flops").is_some_and(|f| *f >= 2.0 * 8.0 * 65536.0 * 65536.0 * 0.99), "the matmul's flops: {:?}", c.cost);
    assert!(c.predicted.is_some(), "a predicted step time: {c:?}");
    let t = w.torch.as_ref().unwrap();
    assert_eq!((t.cause.as_str(), t.parameters, t.mode.as_deref()), ("compiled", Some(65536 * 65536), Some("export")), "{t:?}");
    assert_eq!(t.input_shapes, vec![vec![8, 65536]]);
    let peak = t.peak_host_bytes.expect("the lowering's peak host memory");
    assert!(peak < 4 << 30, "16 GiB of weights never materialised: the driver peaked at {peak} bytes");
    let compiling = w.peak_host_bytes.expect("the compiling worker's peak host memory");
    assert!(compiling < 4 << 30, "nor did the compile fill them: {compiling} bytes");
    assert!(String::from_utf8_lossy(&out.stdout).contains("17.2 GB of 34.4 GB HBM on one v6e device, 4.29B parameters"), "{}", show(&out));
    let program = tmp.path().join("v6e/torch/wide/suite/wide/model.mlir");
    assert!(std::fs::read_to_string(&program).unwrap().contains("tensor<65536x65536xf32>"), "the program is kept beside the row");

    assert_eq!(b.status, Status::FailRun, "{b:?}");
    let said = b.error.as_deref().unwrap();
    assert!(said.starts_with("PyTorch cannot build or export this model at its size without weights"), "{said}");
    assert!(said.contains("data-dependent"), "torch.export's own words: {said}");
    assert!(said.contains("data_dependent.py:14 in forward: if x.sum() > 0:)"), "where the model asked for a value: {said}");
    assert_eq!(b.torch.as_ref().unwrap().cause.as_str(), "model-fault");

    let (out, rows) = torch_run(tmp.path(), "v5e", &[&wide, "--device", "tpu", "--topology", "v5e:2x2"]);
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    assert_eq!(rows[0].status, Status::Oom, "16 GiB of weights do not fit a v5e chip's 16 GiB of HBM: {:?}", rows[0]);
    let said = rows[0].error.as_deref().unwrap();
    assert!(said.contains("HBM"), "the compiler's words: {said}");
    // Sharded over two of the topology's devices (FSDP), 8 GiB of weights a device fit.
    let fit = rows[0].torch.as_ref().and_then(|t| t.sharded_fit.clone()).expect("the fewest devices that hold it, sharded");
    assert_eq!(fit.devices, 2, "{fit:?}");
    assert!(fit.peak_bytes >= WIDE_WEIGHT_BYTES as u64 / 2 && fit.peak_bytes < 16 << 30, "{fit:?}");
    assert!(said.starts_with("does not fit one v5e device; with its weights sharded over 2 (FSDP"), "{said}");

    // Reduce localizes by running op by op: a compile-only row ran nothing, and is refused in its own
    // words, naming the program kept beside the row and the command that compiles it again.
    let v5e = tmp.path().join("v5e");
    let reduce = tpu_compat(&tmp.path().join("cache"))
        .args(["reduce", "wide", "--run"])
        .arg(&v5e)
        .arg("--out")
        .arg(tmp.path().join("reduced"))
        .output()
        .unwrap();
    assert_eq!(reduce.status.code(), Some(2), "{}", show(&reduce));
    let said = String::from_utf8_lossy(&reduce.stderr).to_string();
    assert!(said.contains("a compile-only row (--topology v5e:2x2)") && said.contains("nothing ran"), "{said}");
    assert!(!tmp.path().join("reduced").exists(), "nothing written for a refused reduction");
    let suite = v5e.join("torch/wide/suite");
    assert!(said.contains(&format!("tpu-compat run {} --device tpu --topology v5e:2x2 --no-baselines", suite.display())), "{said}");
    let again = tpu_compat(&tmp.path().join("cache"))
        .arg("run")
        .arg(&suite)
        .args(["--device", "tpu", "--topology", "v5e:2x2", "--no-baselines", "--run-dir"])
        .arg(tmp.path().join("again"))
        .output()
        .unwrap();
    assert_eq!(common::rows(&tmp.path().join("again"))[0].status, Status::Oom, "the command it names compiles it again: {}", show(&again));

    // A bundle of the row says how it was judged, and replays against the TPU compiler it used.
    let bundle = tmp.path().join("bundle");
    let made =
        tpu_compat(&tmp.path().join("cache")).arg("report").arg(&v5e).args(["--bundle", "wide", "--out"]).arg(&bundle).output().unwrap();
    let said = String::from_utf8_lossy(&made.stdout).to_string();
    assert!(said.contains("(oom of model/wide.py, lowered by TorchTPU, compiled for v5e:2x2)"), "{}", show(&made));
    assert!(said.contains("reproduced on tpu"), "{}", show(&made));
    assert!(
        !String::from_utf8_lossy(&made.stderr).contains("not the one the bundle's run used"),
        "libtpu is the recorded plugin: {}",
        show(&made)
    );

    // The dashboard's TorchTPU page counts compile-only rows apart: never a TorchTPU failure.
    let dash = tmp.path().join("dash");
    let report = tpu_compat(&tmp.path().join("cache")).arg("report").arg(tmp.path().join("v5e")).arg("--html").arg(&dash).output().unwrap();
    assert!(report.status.success() || report.status.code() == Some(1), "{}", show(&report));
    let page = std::fs::read_to_string(dash.join("torchtpu.html")).unwrap();
    assert!(page.contains("At published size, compile-only"), "the published panel");
    assert!(page.contains("<td>v5e:2x2</td><td class=\"n\">0</td><td class=\"n\">1</td><td>1 over 2 devices</td>"), "{page}");
    assert!(page.contains("1 were lowered at their published size and compiled for a TPU"), "{page}");
    let failures = page.split("What TorchTPU failed on").nth(1).and_then(|s| s.split("The plugin's limits").next()).unwrap();
    assert!(!failures.contains("wide"), "not TorchTPU's failure: {failures}");

    // The topology is part of the run's identity: the v5e folder does not resume for v6e.
    let again = tpu_compat(&tmp.path().join("cache"))
        .args(["torch", &wide, "--device", "tpu", "--topology", "v6e:2x2", "--resume", "--out"])
        .arg(tmp.path().join("v5e"))
        .output()
        .unwrap();
    assert_eq!(again.status.code(), Some(2), "{}", show(&again));
    assert!(String::from_utf8_lossy(&again.stderr).contains("topology"), "{}", show(&again));
}

#[test]
fn compile_only_takes_a_tpu_and_refuses_the_settings_that_execute() {
    need_venv();
    require_libtpu();
    let tmp = tempfile::tempdir().unwrap();
    let wide = torch_fixture("wide.py");
    let cases: [(&[&str], &str); 6] = [
        (&["--topology", "v6e:2x2"], "needs --device tpu"),
        (&["--device", "tpu", "--topology", "v9x:2x2"], "unknown generation `v9x`"),
        (&["--device", "tpu", "--topology", "v5e:3x7"], "the TPU compiler cannot make it"),
        (&["--device", "tpu", "--topology", "v6e:2x2", "--train", "loop"], "cannot be used with"),
        (&["--device", "tpu", "--topology", "v6e:2x2", "--mode", "compile"], "runs nothing"),
        (&["--device", "tpu", "--topology", "v6e:2x2", "--rewrite-scan"], "cannot be used with"),
    ];
    for (n, (flags, says)) in cases.iter().enumerate() {
        let mut args = vec![wide.as_str()];
        args.extend_from_slice(flags);
        let (out, rows) = torch_run(tmp.path(), &format!("refused-{n}"), &args);
        assert_eq!(out.status.code(), Some(2), "{flags:?}\n{}", show(&out));
        assert!(String::from_utf8_lossy(&out.stderr).contains(says), "{flags:?}\n{}", show(&out));
        assert!(rows.is_empty() && !tmp.path().join(format!("refused-{n}")).exists(), "no run folder is left: {flags:?}");
    }
}

#[test]
fn a_real_catalog_entry_compiles_through_run_as_a_tier() {
    need_venv();
    require_libtpu();
    let tmp = tempfile::tempdir().unwrap();
    let run_dir = tmp.path().join("run");
    let out = tpu_compat(&tmp.path().join("cache"))
        .args(["run", "real:tv.squeezenet1_0", "--device", "tpu", "--topology", "tpu7x:2x2x1", "--run-dir"])
        .arg(&run_dir)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let rows = rows(&run_dir);
    assert_eq!((rows[0].id.as_str(), rows[0].status), ("tv.squeezenet1_0", Status::Compiled), "{:?}", rows[0]);
    let c = rows[0].compiled.as_ref().unwrap();
    assert_eq!(c.generation, "tpu7x");
    // squeezenet1_0: 1,248,424 parameters, float32.
    assert!(c.memory.arguments >= 1_248_424 * 4, "{:?}", c.memory);
    let report = tpu_compat(&tmp.path().join("cache")).arg("report").arg(&run_dir).output().unwrap();
    assert!(String::from_utf8_lossy(&report.stdout).contains("compile for tpu7x:2x2x1"), "{}", show(&report));
}
