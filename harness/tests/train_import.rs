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

/// `import` of a JAX step with its float64 reference (`--expected-f64`).
fn import_f64(tmp: &Path, name: &str, expected: &str, f64_file: &str, extra: &[&str]) -> Output {
    let f64_path = if Path::new(f64_file).is_absolute() { PathBuf::from(f64_file) } else { case(name).join(f64_file) };
    let mut args: Vec<String> = vec!["--expected-f64".into(), f64_path.display().to_string()];
    args.extend(extra.iter().map(|s| s.to_string()));
    let refs: Vec<&str> = args.iter().map(String::as_str).collect();
    import(tmp, name, expected, &refs)
}

/// The AdamW steps: `adamw-cancel` runs on a batch of ±pairs, so
/// `b1`'s gradient cancels to rounding noise that AdamW's first update
/// turns into a change of `b1` of up to the learning rate: step 1's `b1'`
/// is the summation order's noise on any platform. The import used to
/// refuse the step's float64 reference; now it is stored beside the
/// one-step baseline, in the trajectory's layout, and the float64 rule
/// judges every output of step 1 with it.
#[test]
fn a_training_step_imported_with_its_float64_reference_is_judged_by_it() {
    let tmp = tempfile::tempdir().unwrap();
    let o = import_f64(tmp.path(), "adamw-cancel", "expected.safetensors", "expected.f64.safetensors", &["--state-in-order"]);
    assert!(o.status.success(), "a training step's float64 reference is imported: {}", show(&o));
    let f64_file = tmp.path().join("store/models/adamw-cancel.f64.safetensors");
    let (stored, _) = runtime::tensors_file::read(&f64_file).unwrap();
    assert_eq!(stored.len(), 11, "loss@1 and step 1's 10 other outputs");
    assert!(stored.iter().all(|(_, t)| t.dtype == runtime::DType::F64), "{stored:?}");

    let (o, rows) = run(tmp.path(), "run", &[]);
    assert!(o.status.success(), "{}", show(&o));
    let row = &rows[0];
    assert_eq!(row.status, Status::Pass, "{row:?}");
    assert_eq!(row.outputs.len(), 11, "{row:?}");
    for out in &row.outputs {
        let m = out.metrics.as_ref().expect("compared");
        assert!(m.f64_margin.is_some() && m.rmse_vs_f64.is_some(), "{} judged without its float64 reference: {m:?}", out.name);
        assert!(m.passed, "{}: {m:?}", out.name);
    }
    // b1' is where the platforms part: JAX's own one-step b1' is far from the float64 one.
    let b1 = row.outputs.iter().find(|o| o.name.starts_with("step1.") && o.name.contains("1.b1")).expect("step 1's b1'");
    let m = b1.metrics.as_ref().unwrap();
    assert!(m.baseline_rmse_vs_f64.is_some_and(|r| r > 1e-3), "JAX's f32 b1' is rounding noise: {m:?}");
    // allclose alone fails it (the device's noise is not JAX's); the float64 rule passes it.
    assert!(m.allclose_margin.is_some_and(|a| a > 1.0), "{m:?}");
    assert_eq!(m.rule, results::DecidingRule::F64Reference, "{m:?}");

    // Under the float64 rule alone every output is judged by it, and passes.
    let (o, rows) = run(tmp.path(), "f64", &["--rule", "f64"]);
    assert!(o.status.success(), "{}", show(&o));
    assert!(rows[0].outputs.iter().all(|o| o.metrics.as_ref().is_some_and(|m| m.rule_not_applied.is_none() && m.passed)), "{:?}", rows[0]);
}

/// JAX's 5-step loss curve with its float64 curve: the run follows JAX's
/// curve, every loss is judged by the float64 rule, and the row's curve
/// carries the float64 losses as its reference. (`adamw-cancel`'s curve is
/// not one to follow: its b1 after step 1 is each platform's noise, which
/// moves its later losses by about 1e-4.)
#[test]
fn a_loss_curve_imported_with_its_float64_curve_matches_jaxs() {
    let tmp = tempfile::tempdir().unwrap();
    for name in ["adamw-counter", "named-state"] {
        let o = import_f64(tmp.path(), name, "trajectory.safetensors", "trajectory.f64.safetensors", &["--state-in-order"]);
        assert!(o.status.success(), "{name}: {}", show(&o));
    }
    let (o, rows) = run(tmp.path(), "run", &[]);
    assert!(o.status.success(), "{}", show(&o));
    for row in &rows {
        assert_eq!(row.status, Status::Pass, "{row:?}");
        let curve = row.training.as_ref().expect("a loss curve");
        assert_follows(&curve.device, &jax_losses(&row.id));
        let (wide, _) = runtime::tensors_file::read(&case(&row.id).join("trajectory.f64.safetensors")).unwrap();
        let wide: std::collections::BTreeMap<String, runtime::HostTensor> = wide.into_iter().collect();
        let jax64: Vec<f64> = (1..=5).map(|k| wide[&format!("loss@{k}")].to_f64_vec()[0]).collect();
        let same = curve.reference.len() == 5 && curve.reference.iter().zip(&jax64).all(|(r, j)| (r - j).abs() <= 1e-14 * j.abs());
        assert!(same, "the row's reference curve is JAX's float64 one: {:?} vs {jax64:?}", curve.reference);
        assert_follows(&curve.device, &jax64);
        assert_eq!(row.outputs.len(), 5, "{row:?}");
        assert!(row.outputs.iter().all(|o| o.metrics.as_ref().is_some_and(|m| m.f64_margin.is_some() && m.passed)), "{row:?}");
    }
}

/// A float64 reference that is not in its expected outputs' form, or not of
/// their steps, is refused naming the file, before anything is written.
#[test]
fn a_float64_reference_of_another_form_is_refused_naming_it() {
    let tmp = tempfile::tempdir().unwrap();
    let flags = ["--state-in-order"];
    let o = import_f64(tmp.path(), "adamw-counter", "trajectory.safetensors", "expected.f64.safetensors", &flags);
    assert_eq!(o.status.code(), Some(2), "{}", show(&o));
    assert!(stderr(&o).contains("expected.f64.safetensors: the expected outputs are a loss curve (loss@1..loss@5)"), "{}", show(&o));
    let o = import_f64(tmp.path(), "adamw-counter", "expected.safetensors", "trajectory.f64.safetensors", &flags);
    assert_eq!(o.status.code(), Some(2), "{}", show(&o));
    assert!(stderr(&o).contains("trajectory.f64.safetensors"), "{}", show(&o));
    let short = tmp.path().join("short.f64.safetensors");
    let one = runtime::HostTensor::scalar(1.4f64);
    runtime::tensors_file::write(&short, &[("loss@1".to_string(), &one)], &Default::default()).unwrap();
    let o = import_f64(tmp.path(), "adamw-counter", "trajectory.safetensors", short.to_str().unwrap(), &flags);
    assert_eq!(o.status.code(), Some(2), "{}", show(&o));
    assert!(stderr(&o).contains("short.f64.safetensors: holds 1 losses, the expected loss curve 5"), "{}", show(&o));
    let narrow = tmp.path().join("narrow.f64.safetensors");
    let (curve, _) = runtime::tensors_file::read(&case("adamw-counter").join("trajectory.safetensors")).unwrap();
    let refs: Vec<(String, &runtime::HostTensor)> = curve.iter().map(|(k, t)| (k.clone(), t)).collect();
    runtime::tensors_file::write(&narrow, &refs, &Default::default()).unwrap();
    let o = import_f64(tmp.path(), "adamw-counter", "trajectory.safetensors", narrow.to_str().unwrap(), &flags);
    assert_eq!(o.status.code(), Some(2), "{}", show(&o));
    assert!(stderr(&o).contains("narrow.f64.safetensors: loss@1 is f32[], a float64 reference's loss is f64[]"), "{}", show(&o));
    assert!(!tmp.path().join("models").exists(), "refused imports write nothing");
}

/// A donated step of many tensors of one type and no feed: every argument
/// could be fed by every output. The refusal names five arguments with
/// three candidates each and counts the rest: a few hundred characters,
/// not one line of tens of thousands.
#[test]
fn an_ambiguous_step_of_many_tensors_names_a_few_candidates_and_counts_the_rest() {
    let tmp = tempfile::tempdir().unwrap();
    let n = 200;
    let args: Vec<String> = (0..n).map(|i| format!("%arg{i}: tensor<2xf32> {{tf.aliasing_output = {} : i32}}", i + 1)).collect();
    let results: Vec<&str> = std::iter::once("tensor<f32>").chain(std::iter::repeat_n("tensor<2xf32>", n)).collect();
    let returned: Vec<String> = (0..n).map(|i| format!("%arg{i}")).collect();
    let program = format!(
        "module @m {{\n  func.func public @main({}) -> ({}) {{\n    %zero = stablehlo.constant dense<0.0> : tensor<f32>\n    \
         %l = stablehlo.reduce(%arg0 init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>\n    \
         return %l, {} : {}\n  }}\n}}\n",
        args.join(", "),
        results.join(", "),
        returned.join(", "),
        results.join(", ")
    );
    let dir = tmp.path().join("many");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("model.mlir"), program).unwrap();
    let t = runtime::HostTensor::from_slice(&[2], &[1.0f32, 2.0]).unwrap();
    let inputs: Vec<(String, &runtime::HostTensor)> = (0..n).map(|i| (format!("arg{i}"), &t)).collect();
    runtime::tensors_file::write(&dir.join("inputs.safetensors"), &inputs, &Default::default()).unwrap();
    let o = tpu_compat(&tmp.path().join("cache"))
        .arg("import")
        .arg(dir.join("model.mlir"))
        .arg("--inputs")
        .arg(dir.join("inputs.safetensors"))
        .arg("--out")
        .arg(tmp.path().join("models"))
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2), "{}", show(&o));
    let e = stderr(&o);
    assert!(e.contains("many/model.mlir"), "names the file: {e}");
    assert!(e.contains("`arg0` (could be `out1`, `out2`, `out3` and 197 more)"), "{e}");
    assert!(e.contains("and 195 more at the next step"), "five arguments named, the rest counted: {e}");
    assert!(e.len() < 2000, "a bounded message ({} characters): {e}", e.len());
}
