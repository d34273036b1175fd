//! Training steps exported by JAX itself (`harness/tests/data/train/jax/`,
//! made by its `export.py`, versions in `versions.txt`), imported and run
//! through the real binary: the feed comes from what the export says (or
//! the user), never from `tf.aliasing_output` alone, and the loss curve is
//! JAX's own.

mod common;

use common::{rows, show, tpu_compat};
use results::Status;
use std::path::{Path, PathBuf};
use std::process::Output;

fn case(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/train/jax").join(name)
}

/// `tpu-compat import` of one case into `models/` with `expected` (a file of the case) and `extra` flags.
fn import(tmp: &Path, name: &str, expected: &str, extra: &[&str]) -> Output {
    let d = case(name);
    tpu_compat(&tmp.join("cache"))
        .arg("import")
        .arg(d.join("model.mlir"))
        .arg("--inputs")
        .arg(d.join("inputs.safetensors"))
        .arg("--expected")
        .arg(d.join(expected))
        .arg("--out")
        .arg(tmp.join("models"))
        .arg("--id")
        .arg(name)
        .args(extra)
        .output()
        .unwrap()
}

/// Runs the imported suite; its rows by id.
fn run(tmp: &Path, dir: &str, extra: &[&str]) -> (Output, Vec<results::ResultRow>) {
    let run = tmp.join(dir);
    let o = tpu_compat(&tmp.join("cache")).arg("run").arg(tmp.join("models")).arg("--run-dir").arg(&run).args(extra).output().unwrap();
    let r = rows(&run);
    (o, r)
}

/// JAX's own loss curve of a case (`trajectory.safetensors`: loss@1..loss@5).
fn jax_losses(name: &str) -> Vec<f64> {
    let (named, _) = runtime::tensors_file::read(&case(name).join("trajectory.safetensors")).unwrap();
    let by: std::collections::BTreeMap<String, runtime::HostTensor> = named.into_iter().collect();
    (1..=by.len()).map(|k| by[&format!("loss@{k}")].to_f64_vec()[0]).collect()
}

fn assert_follows(device: &[f64], jax: &[f64]) {
    assert_eq!(device.len(), jax.len(), "{device:?} vs JAX {jax:?}");
    for (k, (d, e)) in device.iter().zip(jax).enumerate() {
        assert!((d - e).abs() <= 1e-5 * e.abs(), "step {}: {d} here, {e} in JAX ({device:?} vs {jax:?})", k + 1);
    }
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// The trap: AdamW with a step counter `t: f32[]`, which JAX
/// aliases to the loss (the first unused f32[] output). Read as feedback,
/// the loss went into `t` and `t'` was taken for the loss. Now the export
/// alone is refused, naming every pytree that could be fed by several
/// outputs, and with the convention declared the curve is JAX's.
#[test]
fn an_adamw_step_with_a_step_counter_follows_jaxs_loss_curve() {
    let program = std::fs::read_to_string(case("adamw-counter").join("model.mlir")).unwrap();
    assert!(program.contains("tensor<f32> {tf.aliasing_output = 0 : i32} loc(\"t\")"), "the fixture is the trap: t aliases the loss");
    let tmp = tempfile::tempdir().unwrap();

    let o = import(tmp.path(), "adamw-counter", "trajectory.safetensors", &[]);
    assert_eq!(o.status.code(), Some(2), "{}", show(&o));
    let e = stderr(&o);
    for named in ["`params`", "`m`", "`v`", "`t` (could be `result[0]` or `result[4]`)", "--feed", "--state-in-order"] {
        assert!(e.contains(named), "{named} not in: {e}");
    }
    assert!(!tmp.path().join("models").exists(), "a refused import writes nothing");

    let o = import(tmp.path(), "adamw-counter", "trajectory.safetensors", &["--state-in-order"]);
    assert!(o.status.success(), "{}", show(&o));
    let manifest = std::fs::read_to_string(tmp.path().join("models/adamw-counter/model.toml")).unwrap();
    assert!(manifest.contains("[training]") && manifest.contains("t = \"result.4\""), "{manifest}");
    let (o, rows) = run(tmp.path(), "run", &[]);
    assert!(o.status.success(), "{}", show(&o));
    assert_eq!(rows[0].status, Status::Pass, "{:?}", rows[0]);
    assert_follows(&rows[0].training.as_ref().expect("a loss curve").device, &jax_losses("adamw-counter"));

    // The same feed given pytree by pytree.
    let feeds = ["--feed", "params=result[1]", "--feed", "m=result[2]", "--feed", "v=result[3]", "--feed", "t=result[4]"];
    let o = import(tmp.path(), "adamw-counter", "trajectory.safetensors", &feeds);
    assert!(o.status.success(), "{}", show(&o));
    let manifest = std::fs::read_to_string(tmp.path().join("models/adamw-counter/model.toml")).unwrap();
    assert!(
        manifest.contains("from = \"--feed\"") && manifest.contains("\"v.w1\" = \"result.3.w1\"") && manifest.contains("t = \"result.4\""),
        "{manifest}"
    );
}

/// Two state tensors of one type whose order in the outputs differs from
/// the arguments' (`(params, opt) -> (loss, opt', params')`): buffer reuse
/// pairs `params['b1']` with `opt'['mu']['b1']`; the pytree structure says
/// which is which, with no flag. One step's outputs as JAX returned them
/// are its baseline: judged as one step, whatever `--steps`.
#[test]
fn state_returned_in_another_order_is_fed_by_its_structure_and_judged_as_one_step() {
    let program = std::fs::read_to_string(case("swapped-state").join("model.mlir")).unwrap();
    assert!(program.contains("{tf.aliasing_output = 5 : i32} loc(\"opt['mu']['b1']\")"), "buffer reuse pairs mu.b1 with params'.b1");
    let tmp = tempfile::tempdir().unwrap();
    let o = import(tmp.path(), "swapped-state", "expected.safetensors", &[]);
    assert!(o.status.success(), "{}", show(&o));
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(out.contains("feed from structure") && out.contains("params.b1 <- result.2.b1"), "{out}");
    assert!(out.contains("judges its first step"), "{out}");

    let (o, rows) = run(tmp.path(), "run", &[]);
    assert!(o.status.success(), "{}", show(&o));
    let row = &rows[0];
    assert_eq!(row.status, Status::Pass, "{row:?}");
    assert_follows(&row.training.as_ref().unwrap().device, &jax_losses("swapped-state"));
    let names: Vec<&str> = row.outputs.iter().map(|o| o.name.as_str()).collect();
    assert_eq!(names[0], "loss@1", "{names:?}");
    assert!(names.iter().all(|n| !n.starts_with("final.") && *n != "loss@2"), "judged as one step: {names:?}");
    assert_eq!(names.len(), 8, "loss@1 and the 7 other outputs of step 1: {names:?}");
    assert!(row.outputs.iter().all(|o| o.metrics.as_ref().is_some_and(|m| m.passed)), "{row:?}");
}

/// Nothing the export says tells `a'` from `b'` (`(a, b) -> (loss, b', a')`,
/// one type): refused by name; told with `--feed`, the curve is JAX's, and
/// a wrong `--feed` is caught by the curve.
#[test]
fn an_ambiguous_export_is_refused_by_name_and_runs_once_told() {
    let tmp = tempfile::tempdir().unwrap();
    let o = import(tmp.path(), "ambiguous", "trajectory.safetensors", &[]);
    assert_eq!(o.status.code(), Some(2), "{}", show(&o));
    let e = stderr(&o);
    assert!(e.contains("`a` (could be `result[1]` or `result[2]`)") && e.contains("`b` (could be"), "{e}");
    assert!(e.contains("ambiguous/model.mlir"), "the message names the file: {e}");

    let o = import(tmp.path(), "ambiguous", "trajectory.safetensors", &["--feed", "a=result[2]", "--feed", "b=result[1]"]);
    assert!(o.status.success(), "{}", show(&o));
    let (o, rows) = run(tmp.path(), "run", &[]);
    assert!(o.status.success(), "{}", show(&o));
    assert_follows(&rows[0].training.as_ref().unwrap().device, &jax_losses("ambiguous"));

    // The order the aliasing suggests is the wrong one: the loss curve says so.
    let o = import(tmp.path(), "ambiguous", "trajectory.safetensors", &["--feed", "a=result[1]", "--feed", "b=result[2]"]);
    assert!(o.status.success(), "{}", show(&o));
    let (o, rows) = run(tmp.path(), "wrong", &[]);
    assert_eq!(o.status.code(), Some(1), "{}", show(&o));
    assert_eq!(rows[0].status, Status::FailParity, "{:?}", rows[0]);
    let failing: Vec<&str> =
        rows[0].outputs.iter().filter(|o| o.metrics.as_ref().is_some_and(|m| !m.passed)).map(|o| o.name.as_str()).collect();
    assert!(!failing.contains(&"loss@1") && failing.contains(&"loss@2"), "step 1 is the same, step 2 not: {failing:?}");
}

/// Bad `--feed` values are refused naming what is wrong.
#[test]
fn a_bad_feed_is_refused_naming_it() {
    let tmp = tempfile::tempdir().unwrap();
    for (flag, says) in [
        ("a=result[9]", "no output of @main is `result[9]`"),
        ("zz=result[1]", "no argument of @main is `zz`"),
        ("a=result[0]", "is fed by output `result.0`, which is f32[]: a step's state must keep its type"),
        ("a", "give ARG=OUT"),
    ] {
        let o = import(tmp.path(), "ambiguous", "trajectory.safetensors", &["--feed", flag, "--feed", "b=result[1]"]);
        assert_eq!(o.status.code(), Some(2), "{flag}: {}", show(&o));
        assert!(stderr(&o).contains(says), "{flag}: {}", show(&o));
    }
    let o = import(tmp.path(), "ambiguous", "trajectory.safetensors", &["--state-in-order"]);
    assert!(o.status.success(), "the convention applies (wrongly here, as the user said): {}", show(&o));
}

/// `jax.jit(step, donate_argnums=..., in_shardings=...)` (no out_shardings,
/// as docs/sharded.md gives it) writes `jax.buffer_donor = true`, not
/// `tf.aliasing_output`: it used to run once as a sharded forward and pass.
/// Now it is a sharded training step over the 4 devices, with JAX's curve.
#[test]
fn a_buffer_donor_sharded_step_runs_as_a_training_step_on_its_devices() {
    let program = std::fs::read_to_string(case("sharded-donor").join("model.mlir")).unwrap();
    assert!(program.contains("jax.buffer_donor = true") && !program.contains("tf.aliasing_output"), "the fixture donates by buffer_donor");
    let tmp = tempfile::tempdir().unwrap();
    let o = import(tmp.path(), "sharded-donor", "trajectory.safetensors", &[]);
    assert_eq!(o.status.code(), Some(2), "params and mom share a structure: {}", show(&o));
    let o = import(tmp.path(), "sharded-donor", "trajectory.safetensors", &["--feed", "params=result[1]", "--feed", "mom=result[2]"]);
    assert!(o.status.success(), "{}", show(&o));
    let (o, rows) = run(tmp.path(), "run", &[]);
    assert!(o.status.success(), "{}", show(&o));
    let row = &rows[0];
    assert_eq!((row.status, row.devices), (Status::Pass, Some(4)), "{row:?}");
    assert_follows(&row.training.as_ref().expect("run as a training step").device, &jax_losses("sharded-donor"));
}

/// One step's outputs that all differ (each + 1): the message names the
/// first five by name and counts the rest, not a screenful.
#[test]
fn a_failing_step_names_five_outputs_and_counts_the_rest() {
    let tmp = tempfile::tempdir().unwrap();
    let (named, meta) = runtime::tensors_file::read(&case("adamw-counter").join("expected.safetensors")).unwrap();
    let shifted: Vec<(String, runtime::HostTensor)> = named
        .into_iter()
        .map(|(k, t)| {
            let v: Vec<f32> = t.to_f64_vec().iter().map(|x| *x as f32 + 1.0).collect();
            (k, runtime::HostTensor::from_slice(&t.shape, &v).unwrap())
        })
        .collect();
    let file = tmp.path().join("shifted.safetensors");
    let refs: Vec<(String, &runtime::HostTensor)> = shifted.iter().map(|(k, t)| (k.clone(), t)).collect();
    runtime::tensors_file::write(&file, &refs, &meta).unwrap();
    let o = import(tmp.path(), "adamw-counter", file.to_str().unwrap(), &["--state-in-order"]);
    assert!(o.status.success(), "{}", show(&o));
    let (o, rows) = run(tmp.path(), "run", &[]);
    assert_eq!(o.status.code(), Some(1), "{}", show(&o));
    let error = rows[0].error.clone().unwrap_or_default();
    assert!(error.contains("11 of 11 outputs differ") && error.contains("and 6 more"), "{error}");
    assert_eq!(error.matches("max_abs").count(), 5, "{error}");
}

/// What cannot be a training step's feed or its expected curve is refused
/// before anything is written, naming the file and what is wrong.
#[test]
fn feeds_and_curves_that_cannot_be_are_refused() {
    let tmp = tempfile::tempdir().unwrap();
    // A forward program donates nothing: --feed has nothing to feed.
    let fwd = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/sharded/jax/jit-mlp-tp");
    let o = tpu_compat(&tmp.path().join("cache"))
        .arg("import")
        .arg(fwd.join("model.mlir"))
        .arg("--inputs")
        .arg(fwd.join("inputs.safetensors"))
        .args(["--out"])
        .arg(tmp.path().join("models"))
        .args(["--feed", "x=out0"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2), "{}", show(&o));
    assert!(stderr(&o).contains("@main donates no argument"), "{}", show(&o));

    // The convention where the outputs are not the state in argument order.
    let o = import(tmp.path(), "swapped-state", "expected.safetensors", &["--state-in-order"]);
    assert_eq!(o.status.code(), Some(2), "{}", show(&o));
    assert!(stderr(&o).contains("the outputs are not the state in argument order"), "{}", show(&o));

    // A loss curve with a step missing, and one whose loss is not the step's loss type.
    let curve = |name: &str, tensors: &[(&str, runtime::HostTensor)]| {
        let f = tmp.path().join(name);
        let refs: Vec<(String, &runtime::HostTensor)> = tensors.iter().map(|(k, t)| (k.to_string(), t)).collect();
        runtime::tensors_file::write(&f, &refs, &Default::default()).unwrap();
        f
    };
    let gap = curve("gap.safetensors", &[("loss@1", runtime::HostTensor::scalar(1.0f32)), ("loss@3", runtime::HostTensor::scalar(0.5f32))]);
    let o = import(tmp.path(), "ambiguous", gap.to_str().unwrap(), &["--feed", "a=result[2]", "--feed", "b=result[1]"]);
    assert_eq!(o.status.code(), Some(2), "{}", show(&o));
    assert!(stderr(&o).contains("gap.safetensors: a loss curve is keyed loss@1..loss@2, this file has no `loss@2`"), "{}", show(&o));
    let wide = curve("wide.safetensors", &[("loss@1", runtime::HostTensor::scalar(1.0f64))]);
    let o = import(tmp.path(), "ambiguous", wide.to_str().unwrap(), &["--feed", "a=result[2]", "--feed", "b=result[1]"]);
    assert_eq!(o.status.code(), Some(2), "{}", show(&o));
    assert!(stderr(&o).contains("loss@1 is f64[], the step's loss `result.0` is f32[]"), "{}", show(&o));
    assert!(!tmp.path().join("models").exists(), "refused imports write nothing");
}

/// A step that returns its state under the arguments' own names
/// (`(params, t) -> (loss, {"params": params', "t": t'})`): fed by those
/// names with no flag, though JAX aliased `t` to the loss.
#[test]
fn state_returned_under_its_argument_names_is_fed_by_name() {
    let program = std::fs::read_to_string(case("named-state").join("model.mlir")).unwrap();
    assert!(program.contains("tensor<f32> {tf.aliasing_output = 0 : i32} loc(\"t\")"), "t aliases the loss here too");
    let tmp = tempfile::tempdir().unwrap();
    let o = import(tmp.path(), "named-state", "trajectory.safetensors", &[]);
    assert!(o.status.success(), "{}", show(&o));
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(out.contains("feed from names") && out.contains("t <- result.1.t"), "{out}");
    let (o, rows) = run(tmp.path(), "run", &[]);
    assert!(o.status.success(), "{}", show(&o));
    assert_follows(&rows[0].training.as_ref().unwrap().device, &jax_losses("named-state"));
}
