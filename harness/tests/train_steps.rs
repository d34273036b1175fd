//! Training steps through the real binary: a definition whose argument
//! aliases an output runs K steps with its state on the device, records
//! every step's loss, records and judges a trajectory baseline, and a
//! numeric fault planted in its backward arithmetic fails it.

mod common;

use common::{fault_plugin, rows, show, tpu_compat, train_step_definition, train_step_definition_with};
use results::Status;
use std::path::Path;

#[test]
fn a_training_step_runs_k_steps_and_its_trajectory_is_judged() {
    let tmp = tempfile::tempdir().unwrap();
    let (suite, store, cache) = (tmp.path().join("steps"), tmp.path().join("store"), tmp.path().join("cache"));
    train_step_definition(&suite, "sgd-step", None);

    // No store yet: the no-crash check, with every step's loss on the row.
    let run = tmp.path().join("run1");
    let o = tpu_compat(&cache).arg("run").arg(&suite).arg("--steps").arg("6").arg("--run-dir").arg(&run).output().unwrap();
    assert!(o.status.success(), "{}", show(&o));
    let row = &rows(&run)[0];
    assert_eq!(row.status, Status::Pass, "{row:?}");
    let losses = &row.training.as_ref().expect("a loss curve").device;
    assert_eq!(losses.len(), 6, "{row:?}");
    for k in 1..6 {
        let ratio = losses[k] / losses[k - 1];
        assert!((ratio - 0.64).abs() < 1e-4, "step {k}: loss ratio {ratio} (losses {losses:?})");
    }
    let names: Vec<&str> = row.outputs.iter().map(|o| o.name.as_str()).collect();
    assert_eq!(names, ["loss@1", "loss@2", "loss@3", "loss@4", "loss@5", "loss@6", "step1.w", "final.w"]);

    // A baseline of the 5-step trajectory with its float64 trajectory, then a judged run.
    let o = tpu_compat(&cache).args(["baseline", "record"]).arg(&suite).arg("--out").arg(&store).arg("--f64").output().unwrap();
    assert!(o.status.success(), "{}", show(&o));
    let base = baselines::Store::new(&store).load("steps", "sgd-step").unwrap();
    assert_eq!(base.outputs.len(), 7, "5 losses, step1.w, final.w");
    let reference = baselines::Store::new(&store).load_f64("steps", "sgd-step").unwrap();
    assert_eq!(reference.outputs.len(), 7, "the float64 reference holds the whole trajectory");
    assert!(reference.outputs.iter().all(|t| t.dtype == runtime::DType::F64), "{:?}", reference.provenance.dtype);
    let run = tmp.path().join("run2");
    let o = tpu_compat(&cache).arg("run").arg(&suite).arg("--baselines").arg(&store).arg("--run-dir").arg(&run).output().unwrap();
    assert!(o.status.success(), "{}", show(&o));
    let row = &rows(&run)[0];
    assert_eq!(row.status, Status::Pass, "{row:?}");
    assert!(row.outputs.iter().all(|o| o.metrics.as_ref().is_some_and(|m| m.passed)), "{row:?}");
    let curve = row.training.as_ref().unwrap();
    assert_eq!((curve.device.len(), curve.baseline.len(), curve.reference.len()), (5, 5, 5), "{curve:?}");
    assert!(curve.device.iter().zip(&curve.reference).all(|(d, r)| (d - r).abs() <= 1e-5 * r.abs().max(1e-3)), "{curve:?}");

    // The update's multiply computed wrongly: the trajectory no longer matches.
    let faulty = tmp.path().join("faulty");
    train_step_definition(&faulty, "sgd-step", Some("scale:0.05@multiply#2"));
    // The marker is a comment to the CPU plugin: its baseline is the fault-free trajectory.
    let o = tpu_compat(&cache).args(["baseline", "record"]).arg(&faulty).arg("--out").arg(&store).output().unwrap();
    assert!(o.status.success(), "{}", show(&o));
    let run = tmp.path().join("run3");
    let o = tpu_compat(&cache)
        .arg("run")
        .arg(&faulty)
        .arg("--device")
        .arg(fault_plugin())
        .arg("--baselines")
        .arg(&store)
        .arg("--run-dir")
        .arg(&run)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1), "{}", show(&o));
    let row = &rows(&run)[0];
    assert_eq!(row.status, Status::FailParity, "{row:?}");
    let failing: Vec<&str> =
        row.outputs.iter().filter(|o| o.metrics.as_ref().is_some_and(|m| !m.passed)).map(|o| o.name.as_str()).collect();
    assert!(failing.contains(&"step1.w") && !failing.contains(&"loss@1"), "step 1's loss is computed before the update: {failing:?}");
}

#[test]
fn zero_steps_are_refused() {
    let tmp = tempfile::tempdir().unwrap();
    train_step_definition(tmp.path(), "sgd-step", None);
    let o = tpu_compat(&tmp.path().join("cache")).arg("run").arg(tmp.path()).args(["--steps", "0"]).output().unwrap();
    assert_eq!(o.status.code(), Some(2), "{}", show(&o));
    assert!(String::from_utf8_lossy(&o.stderr).contains("1 to 10000"), "{}", show(&o));
}

/// A training step exported by JAX (`jax.jit(step, donate_argnums=(0, 1))`,
/// see tests/data/jax_train_step.py): `(params, momentum) -> (loss,
/// params', momentum')` with params and momentum of one structure, so the
/// export alone cannot say which output pytree is which (the aliasing is
/// buffer reuse): refused by name; with `--state-in-order` (the step
/// returns its state in argument order) it runs 5 steps with its state on
/// the device and gives JAX's own loss curve.
#[test]
fn a_jax_exported_training_step_imports_and_follows_the_exporters_loss_curve() {
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let tmp = tempfile::tempdir().unwrap();
    let export = tmp.path().join("exported/jax-sgd-step");
    std::fs::create_dir_all(&export).unwrap();
    std::fs::copy(data.join("jax_train_step.mlir"), export.join("model.mlir")).unwrap();
    std::fs::copy(data.join("jax_train_step.inputs.safetensors"), export.join("inputs.safetensors")).unwrap();
    let (models, cache) = (tmp.path().join("models"), tmp.path().join("cache"));
    let import = |extra: &[&str]| {
        tpu_compat(&cache)
            .arg("import")
            .arg("--batch")
            .arg(tmp.path().join("exported"))
            .arg("--out")
            .arg(&models)
            .args(extra)
            .output()
            .unwrap()
    };
    let o = import(&[]);
    assert_eq!(o.status.code(), Some(1), "{}", show(&o));
    let out = format!("{}{}", String::from_utf8_lossy(&o.stdout), String::from_utf8_lossy(&o.stderr));
    assert!(out.contains("`params` (could be `result[1]` or `result[2]`)") && out.contains("`momentum` (could be"), "{out}");
    let o = import(&["--state-in-order"]);
    assert!(o.status.success(), "{}", show(&o));
    let run = tmp.path().join("run");
    let o = tpu_compat(&cache).arg("run").arg(&models).arg("--run-dir").arg(&run).output().unwrap();
    assert!(o.status.success(), "{}", show(&o));
    let row = &rows(&run)[0];
    let device = &row.training.as_ref().expect("run as a training step").device;
    let expected: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(data.join("jax_train_step.losses.json")).unwrap()).unwrap();
    let expected: Vec<f64> = expected["losses"].as_array().unwrap().iter().map(|v| v.as_f64().unwrap()).collect();
    assert_eq!(device.len(), expected.len(), "{device:?}");
    for (k, (d, e)) in device.iter().zip(&expected).enumerate() {
        assert!((d - e).abs() <= 1e-5 * e.abs(), "step {}: {d} here, {e} in JAX ({device:?} vs {expected:?})", k + 1);
    }
    // The names JAX gave the state reach the judged outputs.
    let names: Vec<&str> = row.outputs.iter().map(|o| o.name.as_str()).collect();
    assert!(names.contains(&"loss@5") && names.iter().any(|n| n.starts_with("final.")), "{names:?}");
}

/// `--steps` other than the stored trajectory's: compared output by output
/// by name (`loss@k` with `loss@k`, `step1.w` with `step1.w`), never by
/// position (which put `step1.w` against `loss@4`); what one side lacks is
/// named with the steps each holds, and the verdict says which `--steps`
/// compares.
#[test]
fn a_run_of_other_steps_is_compared_by_name_with_the_stored_steps() {
    let tmp = tempfile::tempdir().unwrap();
    let (suite, store, cache) = (tmp.path().join("steps"), tmp.path().join("store"), tmp.path().join("cache"));
    train_step_definition(&suite, "sgd-step", None);
    let o = tpu_compat(&cache).args(["baseline", "record"]).arg(&suite).arg("--out").arg(&store).output().unwrap();
    assert!(o.status.success(), "{}", show(&o));
    let judged = |steps: &str, dir: &str| {
        let run = tmp.path().join(dir);
        let o = tpu_compat(&cache)
            .arg("run")
            .arg(&suite)
            .args(["--steps", steps, "--baselines"])
            .arg(&store)
            .arg("--run-dir")
            .arg(&run)
            .output()
            .unwrap();
        (o, rows(&run).remove(0))
    };
    let (o, row) = judged("7", "seven");
    assert_eq!(o.status.code(), Some(1), "{}", show(&o));
    assert_eq!(row.status, Status::FailParity, "{row:?}");
    let error = row.error.clone().unwrap_or_default();
    assert!(error.starts_with("the baseline is a trajectory of 5 steps, this run ran 7 (`--steps 5` compares with it)"), "{error}");
    let by_name = |name: &str| row.outputs.iter().find(|o| o.name == name).and_then(|o| o.metrics.clone()).unwrap();
    for k in 1..=5 {
        assert!(by_name(&format!("loss@{k}")).passed, "loss@{k} is compared with the stored loss@{k}: {row:?}");
    }
    assert!(by_name("step1.w").passed, "step1.w with step1.w: {row:?}");
    for lacking in ["loss@6", "loss@7", "final.w"] {
        let m = by_name(lacking);
        assert!(!m.passed && m.error.as_deref().is_some_and(|e| e.contains("it holds 5 steps")), "{lacking}: {m:?}");
    }
    assert!(!error.contains("would pass with"), "no tolerance advice for outputs that were not compared: {error}");
    let stdout = String::from_utf8_lossy(&o.stdout);
    assert!(stdout.contains("sgd-step: 3 not comparable (no tolerance passes them)"), "{stdout}");

    // Fewer steps: the losses it ran and step 1 agree, the final state after 3 steps is not the stored one after 5.
    let (_, row) = judged("3", "three");
    assert_eq!(row.status, Status::FailParity, "{row:?}");
    let failing: Vec<&str> =
        row.outputs.iter().filter(|o| o.metrics.as_ref().is_some_and(|m| !m.passed)).map(|o| o.name.as_str()).collect();
    assert_eq!(failing, ["final.w"], "{row:?}");
}

/// `--steps 10000`: the tolerance stops growing at 10 x one step's (it
/// grew to 10,000 x, and a final state of small values with its sign
/// flipped, cosine -1, passed).
#[test]
fn a_long_trajectory_keeps_a_bounded_tolerance() {
    let tmp = tempfile::tempdir().unwrap();
    let (suite, store, cache) = (tmp.path().join("steps"), tmp.path().join("store"), tmp.path().join("cache"));
    train_step_definition_with(&suite, "sgd-step", None, "normal(0.001)");
    let o =
        tpu_compat(&cache).args(["baseline", "record"]).arg(&suite).arg("--out").arg(&store).args(["--steps", "10000"]).output().unwrap();
    assert!(o.status.success(), "{}", show(&o));
    // The stored final state, its sign flipped.
    let s = baselines::Store::new(&store);
    let mut b = s.load("steps", "sgd-step").unwrap();
    let last = b.outputs.len() - 1;
    let flipped: Vec<f32> = b.outputs[last].to_f64_vec().iter().map(|v| -(*v as f32)).collect();
    assert!(flipped.iter().all(|v| v.abs() < 0.01), "a state of small values: {flipped:?}");
    b.outputs[last] = runtime::HostTensor::from_slice(&b.outputs[last].shape, &flipped).unwrap();
    s.write("steps", &b).unwrap();
    let run = tmp.path().join("run");
    let o = tpu_compat(&cache)
        .arg("run")
        .arg(&suite)
        .args(["--steps", "10000", "--baselines"])
        .arg(&store)
        .arg("--run-dir")
        .arg(&run)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1), "{}", show(&o));
    let row = &rows(&run)[0];
    let m = row.outputs.iter().find(|o| o.name == "final.w").and_then(|o| o.metrics.clone()).unwrap();
    assert!(!m.passed && m.cosine < -0.99, "{m:?}");
    assert!(m.atol <= 10.0 * 1e-5 * 1.0001, "the bound stopped growing: atol {}", m.atol);
    let loss = row.outputs.iter().find(|o| o.name == "loss@10000").and_then(|o| o.metrics.clone()).unwrap();
    assert!(loss.passed, "the losses agree: {loss:?}");
}

/// A numeric fault in a backward op of a zoo training step (the 7th
/// dot_general of a two-layer MLP's step is a weight gradient): `diverge`
/// names that op as the origin.
#[test]
fn diverge_names_a_faulty_backward_op_of_a_training_step() {
    let tmp = tempfile::tempdir().unwrap();
    let cache = tmp.path().join("cache");
    let id = "mlp-h16-l2-f32-sgd-tr.0594";
    let o = tpu_compat(&cache).args(["materialize", id, "--out"]).arg(tmp.path().join("defs")).output().unwrap();
    assert!(o.status.success(), "{}", show(&o));
    let program = tmp.path().join("defs").join(id).join("model.mlir");
    let text = format!("// tpu-compat-fault: scale:0.01@dot_general#7\n{}", std::fs::read_to_string(&program).unwrap());
    std::fs::write(&program, &text).unwrap();
    let seventh = text.lines().enumerate().filter(|(_, l)| l.contains("\"stablehlo.dot_general\"")).nth(6).map(|(i, _)| i + 1).unwrap();
    assert!(text.lines().nth(seventh - 1).unwrap().contains("lhs_contracting_dimensions = [0]"), "a weight gradient contracts the batch");
    let o = tpu_compat(&cache)
        .current_dir(tmp.path())
        .arg("diverge")
        .arg(tmp.path().join("defs").join(id))
        .arg("--device")
        .arg(fault_plugin())
        .output()
        .unwrap();
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(out.contains(&format!("origin at line {seventh}: stablehlo.dot_general")), "{}", show(&o));
}

/// A hand-written step whose state output has another name than its
/// argument: the aliasing alone does not say it feeds `w`, so the run
/// refuses it at load naming `w`; `[training]` says it, and then it runs.
/// A `[training]` feed naming what the definition lacks is refused by name.
#[test]
fn a_step_feeds_what_its_definition_says_and_refuses_what_it_does_not() {
    let tmp = tempfile::tempdir().unwrap();
    let cache = tmp.path().join("cache");
    let suite = tmp.path().join("steps");
    train_step_definition(&suite, "sgd-step", None);
    let manifest = suite.join("sgd-step/model.toml");
    let text = std::fs::read_to_string(&manifest).unwrap();
    let renamed = {
        let (head, tail) = text.split_at(text.rfind("[[outputs]]").unwrap());
        format!("{head}{}", tail.replace("name = \"w\"", "name = \"w_next\""))
    };
    let with = |training: &str| std::fs::write(&manifest, format!("{renamed}{training}")).unwrap();
    let run = |dir: &str| {
        let run = tmp.path().join(dir);
        let o = tpu_compat(&cache).arg("run").arg(&suite).arg("--run-dir").arg(&run).output().unwrap();
        (o, rows(&run).remove(0))
    };
    with("");
    let (o, row) = run("unnamed");
    assert_eq!(o.status.code(), Some(1), "{}", show(&o));
    let error = row.error.clone().unwrap_or_default();
    assert_eq!((row.status, row.stage), (Status::FailRun, results::Stage::Load), "{row:?}");
    assert!(error.contains("donated argument `w` (#0)") && error.contains("[training] feed"), "{error}");

    with("\n[training]\nfeed = { w = \"w_next\" }\n");
    let (o, row) = run("fed");
    assert!(o.status.success(), "{}", show(&o));
    assert_eq!(row.training.as_ref().unwrap().device.len(), 5, "{row:?}");

    for (training, says) in [
        ("feed = { w = \"nothing\" }", "no output is named `nothing`"),
        ("feed = { v = \"w_next\" }", "no argument is named `v`"),
        ("feed = { w = \"loss\" }", "is fed by output `loss`"),
        ("feed = { w = \"w_next\" }\nloss = \"w_next\"", "the loss `w_next` must be a scalar that feeds no argument"),
    ] {
        with(&format!("\n[training]\n{training}\n"));
        let (_, row) = run("bad");
        let error = row.error.clone().unwrap_or_default();
        assert!(error.contains(says), "{training}: {error}");
        let _ = std::fs::remove_dir_all(tmp.path().join("bad"));
    }
}

/// A `[dynamic]` section belongs to a plain forward program: on a training
/// step it is refused with a row naming model.toml, never ignored.
#[test]
fn a_dynamic_section_on_a_training_step_is_refused() {
    let tmp = tempfile::tempdir().unwrap();
    let suite = tmp.path().join("steps");
    train_step_definition(&suite, "sgd-step", None);
    let d = suite.join("sgd-step");
    let program = std::fs::read_to_string(d.join("model.mlir")).unwrap();
    std::fs::write(d.join("model.mlir"), program.replace("%x: tensor<4xf32>)", "%x: tensor<4xf32>, %n: tensor<i32>)")).unwrap();
    let manifest = std::fs::read_to_string(d.join("model.toml")).unwrap().replacen(
        "[[outputs]]",
        "[[arguments]]\nname = \"n\"\nshape = []\ndtype = \"i32\"\nrole = \"data\"\n\n[[outputs]]",
        1,
    );
    std::fs::write(d.join("model.toml"), format!("{manifest}\n[dynamic]\nbound = 4\nlength_argument = \"n\"\n")).unwrap();
    let run = tmp.path().join("run");
    let o = tpu_compat(&tmp.path().join("cache")).arg("run").arg(&suite).arg("--run-dir").arg(&run).output().unwrap();
    assert_eq!(o.status.code(), Some(1), "{}", show(&o));
    let row = &rows(&run)[0];
    assert_eq!((row.status, row.stage), (Status::FailRun, results::Stage::Load), "{row:?}");
    let e = row.error.as_deref().unwrap_or("");
    assert!(e.contains("model.toml has a [dynamic] section") && e.contains("a training step"), "{e}");
}
