//! Issue 46, a run's settings typed once, through the real binary and the
//! fault plugin: `run.json` records the settings that decide outcomes as a
//! typed `spec`, and `reduce --run`, `bisect`, `report --bundle` and
//! `replay` of an eager failure, of an `--spmd fsdp --devices 4` failure and
//! of a training step at `--steps 3` run every child under that failure's
//! own settings: the failure reproduces, and the child's row says it ran
//! eager, on 4 devices, or 3 steps. Each failure is planted so that it
//! happens only under its settings (the process's second compile, which a
//! compiled one-device run never reaches; a third execution), so a child
//! run under the defaults would pass.

mod common;

use common::*;
use std::path::Path;

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

/// A definition of three elementwise ops on `%x: tensor<4x3xf32>` whose
/// program carries the fault-plugin `marker`.
fn three_ops(root: &Path, id: &str, marker: &str) {
    definition(root, id, None);
    let program = format!(
        "// tpu-compat-fault: {marker}\nmodule @m {{\n  func.func public @main(%x: tensor<4x3xf32>) -> tensor<4x3xf32> {{\n    %0 = stablehlo.tanh %x : tensor<4x3xf32>\n    %1 = stablehlo.exponential %0 : tensor<4x3xf32>\n    %2 = stablehlo.negate %1 : tensor<4x3xf32>\n    return %2 : tensor<4x3xf32>\n  }}\n}}\n"
    );
    std::fs::write(root.join(id).join("model.mlir"), program).unwrap();
    let manifest = std::fs::read_to_string(root.join(id).join("model.toml")).unwrap().replace("[2, 3]", "[4, 3]");
    std::fs::write(root.join(id).join("model.toml"), manifest).unwrap();
}

/// `run SUITE` on the fault plugin with `flags` into `dir`: its exit code.
fn run(tmp: &Path, suite: &Path, dir: &Path, flags: &[&str]) -> Option<i32> {
    let dev = fault_plugin();
    let mut args = vec!["run", s(suite), "--device", s(&dev), "--no-baselines", "--no-cache", "--jobs", "1", "--run-dir", s(dir)];
    args.extend_from_slice(flags);
    let o = tpu(tmp, &args);
    assert!(matches!(o.status.code(), Some(0 | 1)), "{}", show(&o));
    o.status.code()
}

fn json(path: &Path) -> serde_json::Value {
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// A failure that happens only under `flags`: the run under `control` passes,
/// the run with them fails; `run.json` records them in its typed `spec`
/// (`spec` the members expected there). Then `reduce --run`, the bundle and
/// its replay, and `bisect` where it applies each reproduce it, and the
/// child's row says it ran as `ran` says.
fn reproduces_under_its_own_settings(
    id: &str,
    plant: fn(&Path, &str),
    (control, flags): (&[&str], &[&str]),
    spec: serde_json::Value,
    ran: &str,
    bisects: bool,
) {
    let tmp = tempfile::tempdir().unwrap();
    let suite = tmp.path().join("suite");
    plant(&suite, id);
    assert_eq!(run(tmp.path(), &suite, &tmp.path().join("plain"), control), Some(0), "with {control:?}, not {flags:?}, it passes");
    let failing = tmp.path().join("failing");
    assert_eq!(run(tmp.path(), &suite, &failing, flags), Some(1), "with {flags:?} it fails");
    // Which definitions fail is the binary's reading of the run (what the nightly's triage asks).
    let listed =
        |dir: &Path| String::from_utf8_lossy(&tpu(tmp.path(), &["statuses", "--failing", "--in", s(dir)]).stdout).trim().to_string();
    assert_eq!((listed(&failing).as_str(), listed(&tmp.path().join("plain")).as_str()), (id, ""));
    let recorded = json(&failing.join("run.json"))["spec"].clone();
    for (k, v) in spec.as_object().unwrap() {
        assert_eq!(&recorded[k], v, "run.json's spec.{k}: {recorded:#}");
    }

    // reduce --run: the run's own settings, read from its run.json.
    let reduced = tmp.path().join("reduced");
    let o = tpu(tmp.path(), &["reduce", id, "--run", s(&failing), "--out", s(&reduced), "--budget", "300s"]);
    assert!(matches!(o.status.code(), Some(0 | 1)), "{}", show(&o));
    let evidence = String::from_utf8_lossy(&o.stdout).to_string();
    assert!(evidence.contains(&format!("({ran})")), "the reduction's runs ran {ran}: {}", show(&o));
    if o.status.code() == Some(0) {
        let r = json(&reduced.join("reduce.json"));
        if spec.get("steps").is_some() {
            // The reduced program is still a training step: its state donated, its feed written for every run to read.
            let program = std::fs::read_to_string(reduced.join("model.mlir")).unwrap();
            assert!(program.contains("tf.aliasing_output"), "{program}");
            let manifest = std::fs::read_to_string(reduced.join("model.toml")).unwrap();
            assert!(manifest.contains("[training]"), "{manifest}");
        }
        for (k, v) in spec.as_object().unwrap() {
            assert_eq!(&r["spec"][k], v, "reduce.json's spec.{k}: {r:#}");
        }
        for flag in flags {
            assert!(r["replay"].as_str().unwrap().contains(flag), "the command that runs the result carries {flag}: {r:#}");
        }
    }

    // The bundle replays once as it is written, and again on `replay`.
    let bundle = tmp.path().join("bundle");
    let o = tpu(tmp.path(), &["report", s(&failing), "--bundle", id, "--out", s(&bundle)]);
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
    assert!(
        String::from_utf8_lossy(&o.stdout).contains(&format!("replayed once: reproduced on {} ({ran})", s(&fault_plugin()))),
        "{}",
        show(&o)
    );
    let o = tpu(tmp.path(), &["replay", s(&bundle)]);
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
    assert!(String::from_utf8_lossy(&o.stdout).contains(&format!("({ran})")), "{}", show(&o));

    if bisects {
        // Both compile settings fail under the run's settings (under the defaults both pass): nothing to bisect (exit 5).
        let out = tmp.path().join("bisect");
        let dev = fault_plugin();
        let mut args = vec!["bisect", id, "--in", s(&suite), "--device", s(&dev), "--out", s(&out)];
        args.extend_from_slice(flags);
        let o = tpu(tmp.path(), &args);
        assert_eq!(o.status.code(), Some(5), "{}", show(&o));
        let r = json(&out.join("report.json"));
        assert_ne!(r["from_verdict"]["status"], "pass", "the trial ran under {flags:?}: {r:#}");
    }

    // A run.json from before the typed record: its identity is read instead.
    let mut info = json(&failing.join("run.json"));
    info.as_object_mut().unwrap().remove("spec");
    std::fs::write(failing.join("run.json"), serde_json::to_string(&info).unwrap()).unwrap();
    let again = tmp.path().join("reduced-old");
    let o = tpu(tmp.path(), &["reduce", id, "--run", s(&failing), "--out", s(&again), "--budget", "300s"]);
    assert!(matches!(o.status.code(), Some(0 | 1)), "{}", show(&o));
    assert!(String::from_utf8_lossy(&o.stdout).contains(&format!("({ran})")), "{}", show(&o));
}

#[test]
fn an_eager_failure_reduces_bundles_replays_and_bisects_eager() {
    // Eager compiles one program per op: the process's second compile fails. Compiled, there is one.
    reproduces_under_its_own_settings(
        "eager-only",
        |root, id| three_ops(root, id, "error@compile#2"),
        (&[], &["--mode", "eager"]),
        serde_json::json!({"mode": "eager", "device": fault_plugin().to_str().unwrap()}),
        "eager",
        true,
    );
}

#[test]
fn an_fsdp_failure_on_four_devices_reduces_bundles_replays_and_bisects_sharded() {
    // Sharded, the program compiles twice (over 4 devices, and on one for the comparison).
    reproduces_under_its_own_settings(
        "sharded-only",
        |root, id| three_ops(root, id, "error@compile#2"),
        (&[], &["--spmd", "fsdp", "--devices", "4"]),
        serde_json::json!({"spmd": "fsdp", "devices": 4}),
        "4 devices",
        true,
    );
}

#[test]
fn a_training_failure_at_three_steps_reduces_bundles_and_replays_at_three_steps() {
    // The third execution fails: a run of 3 steps reaches it, one step (not replayed) does not.
    reproduces_under_its_own_settings(
        "third-step",
        |root, id| train_step_definition(root, id, Some("error@execute#3")),
        (&["--steps", "1", "--no-determinism"], &["--steps", "3"]),
        serde_json::json!({"steps": 3}),
        "3 steps",
        true,
    );
}

#[test]
fn a_resumed_run_is_refused_when_a_typed_setting_differs() {
    let tmp = tempfile::tempdir().unwrap();
    let suite = tmp.path().join("suite");
    definition(&suite, "a", None);
    let dir = tmp.path().join("run");
    let first = tpu(tmp.path(), &["run", s(&suite), "--no-baselines", "--jobs", "1", "--run-dir", s(&dir)]);
    assert_eq!(first.status.code(), Some(0), "{}", show(&first));
    // The identity of a run from before `spec` matches; the typed record differs in `steps`.
    let mut info = json(&dir.join("run.json"));
    info["spec"]["steps"] = 7.into();
    std::fs::write(dir.join("run.json"), serde_json::to_string(&info).unwrap()).unwrap();
    let o = tpu(tmp.path(), &["run", s(&suite), "--no-baselines", "--jobs", "1", "--run-dir", s(&dir), "--resume"]);
    assert_setup_error(&o, &["--resume", "steps: the run has 7, this command the default"]);
}

#[test]
fn a_training_step_that_does_not_fail_is_not_reduced_and_reduce_says_why_its_values_were_not_judged() {
    let tmp = tempfile::tempdir().unwrap();
    let suite = tmp.path().join("suite");
    train_step_definition(&suite, "steady", None);
    let dir = tmp.path().join("run");
    assert_eq!(run(tmp.path(), &suite, &dir, &["--steps", "3"]), Some(0));
    let o = tpu(tmp.path(), &["reduce", "steady", "--run", s(&dir), "--out", s(&tmp.path().join("reduced")), "--budget", "120s"]);
    assert_setup_error(&o, &["steady: does not fail on this target", "reduce does not judge a training step's values"]);
}
