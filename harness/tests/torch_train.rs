//! `tpu-compat torch --train` over catalog entries through the real binary, the real TorchTPU and
//! the real XLA CPU plugin: an hf entry trains on its own loss, a timm and a torchvision entry on
//! the stated MSE fallback, each row judging step 1's loss, gradients and updated parameters and
//! the loss curve; SingleTraceTrainer with AdamW; a wrong gradient planted in TorchTPU's backward
//! (the fault plugin as its device) named by step and parameter; a training run refused up front
//! for the memory its gradients and optimizer state need; model files with nothing to train.

mod common;

use common::*;
use results::{Stage, Status};

#[test]
fn catalog_entries_train_in_the_loop_with_step_one_gradients_and_the_loss_curve_judged() {
    need_venv();
    let tmp = tempfile::tempdir().unwrap();
    let models = ["hf:bert-seqcls", "real:timm.test_convnext", "real:tv.squeezenet1_0"];
    let mut args = models.to_vec();
    args.extend(["--train", "loop", "--steps", "5"]);
    let (out, rows) = torch_run(tmp.path(), "loop", &args);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    assert_eq!(rows.len(), 3, "{}", show(&out));
    for row in &rows {
        assert_eq!((row.status, row.steps, row.tier.as_str()), (Status::Pass, Some(5), "torch-eager-train"), "{row:#?}");
        let curve = row.training.as_ref().expect("a training row holds its loss curves");
        assert_eq!((curve.device.len(), curve.baseline.len()), (5, 5), "{curve:?}");
        assert_eq!(curve.optimizer.as_deref(), Some("sgd lr=0.01"), "{curve:?}");
        assert_eq!(curve.later_programs, Some(0), "an eager loop compiles nothing after step 1: {curve:?}");
        let phases: Vec<&str> = curve.phases.iter().map(|p| p.phase.as_str()).collect();
        assert_eq!(phases, ["forward", "backward", "update"], "step 1's programs by phase: {curve:?}");
        assert!(curve.phases.iter().all(|p| p.programs >= 1), "{curve:?}");
        let names: Vec<&str> = row.outputs.iter().map(|o| o.name.as_str()).collect();
        // Step 1's loss, a gradient and an updated value per parameter, the curve, the last values.
        let params = (names.len() - 2) / 3;
        assert_eq!(names.len(), 3 * params + 2, "{names:?}");
        assert_eq!(names[0], "step 1 loss");
        assert!(names[1].starts_with("step 1 gradient of "), "{names:?}");
        assert!(names[1 + params].ends_with(" after step 1"), "{names:?}");
        assert_eq!(names[1 + 2 * params], "loss curve, steps 1-5");
        assert!(names[names.len() - 1].ends_with(" after step 5"), "{names:?}");
        assert!(row.outputs.iter().all(|o| o.metrics.as_ref().is_some_and(|m| m.passed)), "{row:#?}");
    }
    assert!(String::from_utf8_lossy(&out.stdout).contains("(step 1 runs forward "), "{}", show(&out));
    let curve = |id: &str| rows.iter().find(|r| r.id == id).and_then(|r| r.training.clone()).unwrap();
    let bert = curve("bert-seqcls");
    // The optimizer is the one asked for: AdamW from the same start takes other steps than SGD.
    let (out, adamw) = torch_run(tmp.path(), "adamw", &["hf:bert-seqcls", "--train", "loop", "--steps", "3", "--optimizer", "adamw"]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let adamw = adamw[0].training.clone().unwrap();
    assert!(adamw.optimizer.as_deref().is_some_and(|o| o.starts_with("adamw lr=0.01 betas=(0.9, 0.999)")), "{adamw:?}");
    assert_eq!(adamw.device[0], bert.device[0], "step 1's loss comes before any update");
    assert!((adamw.device[2] - bert.device[2]).abs() > 1e-4, "AdamW's step 3 is not SGD's: {adamw:?} vs {bert:?}");
    assert_eq!(bert.objective.as_deref(), Some("the model's own loss (seeded class labels of 3)"), "{bert:?}");
    assert!(bert.dropout_zeroed.unwrap_or(0) > 0, "BERT's dropout is zeroed for a deterministic step: {bert:?}");
    assert!(rows[0].outputs[1].name == "step 1 gradient of bert.embeddings.word_embeddings.weight", "{:?}", rows[0].outputs[1]);
    for id in ["timm.test_convnext", "tv.squeezenet1_0"] {
        let c = curve(id);
        assert_eq!(c.objective.as_deref(), Some("MSE of the first floating output (1x1000) against a seeded normal target"), "{id}");
        assert!(c.device[4] < c.device[0], "five SGD steps lower the loss: {id} {c:?}");
    }
    let printed = String::from_utf8_lossy(&out.stdout);
    assert!(printed.contains("loss ") && printed.contains("(PyTorch CPU "), "{printed}");
    // A passing training row keeps its metrics, not three copies of the model's parameters a side.
    let kept = tmp.path().join("loop/torch/bert-seqcls/tpu.safetensors");
    assert!(!kept.exists(), "{} is left behind", kept.display());
    // The dashboard's TorchTPU page says it per trainer.
    let dash = tmp.path().join("dash");
    let out = tpu_compat(&tmp.path().join("cache"))
        .args(["report", tmp.path().join("loop").to_str().unwrap(), "--html", dash.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", show(&out));
    let page = std::fs::read_to_string(dash.join("torchtpu.html")).unwrap();
    let training = &page[page.find("<h2>Training</h2>").expect("a training panel")..];
    assert!(
        training.contains("<td>loop</td><td class=\"n\">5</td><td class=\"n\">3</td><td class=\"n\">0</td><td class=\"n\">3/3</td>"),
        "{training}"
    );
}

#[test]
fn single_trace_trains_an_hf_entry_with_adamw_and_a_planted_wrong_gradient_names_step_one_and_the_parameter() {
    need_venv();
    let tmp = tempfile::tempdir().unwrap();
    let args = ["hf:bert-seqcls", "--train", "single-trace", "--optimizer", "adamw", "--lr", "0.001", "--steps", "3"];
    let (out, adamw) = torch_run(tmp.path(), "adamw", &args);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let curve = adamw[0].training.as_ref().unwrap();
    assert_eq!(adamw[0].status, Status::Pass, "{:#?}", adamw[0]);
    assert_eq!(curve.optimizer.as_deref(), Some("adamw lr=0.001 betas=(0.9, 0.999) eps=1e-08 weight_decay=0.01"), "{curve:?}");
    assert_eq!(adamw[0].outputs.len(), 3 * (adamw[0].outputs.len() / 3) + 2, "the same layout as the loop's");

    // The fault plugin as TorchTPU's device: every program naming tanh_backward returns outputs
    // 0.1% too large. The forward and step 1's loss are untouched; the first layer's gradient is not.
    let fault = fault_plugin();
    let run_dir = tmp.path().join("planted");
    let out = tpu_compat(&tmp.path().join("cache"))
        .args(["torch", &torch_fixture("mlp_train.py"), "--train", "loop", "--steps", "3", "--device"])
        .arg(&fault)
        .arg("--out")
        .arg(&run_dir)
        .env("TPU_COMPAT_FAULT_OUTPUTS", "scale:1.001@tanh_backward")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    let row = &rows(&run_dir)[0];
    assert_eq!((row.status, row.stage), (Status::FailParity, Stage::Compare), "{row:#?}");
    let why = row.error.as_deref().unwrap_or_default();
    assert!(why.starts_with("step 1: the gradient of `0.weight` departs first"), "{why}");
    assert!(row.outputs[0].metrics.as_ref().is_some_and(|m| m.passed), "step 1's loss agrees: {:?}", row.outputs[0]);
    assert!(run_dir.join("torch/mlp_train/tpu.safetensors").is_file(), "a failing row keeps its outputs to look into");
    let last_layer = row.outputs.iter().find(|o| o.name == "step 1 gradient of 3.weight").unwrap();
    assert!(last_layer.metrics.as_ref().is_some_and(|m| m.passed), "the layer after the tanh is untouched: {last_layer:?}");
}

/// Training holds gradients, optimizer state and saved steps on every side: timm's resnet18 (11.7M
/// parameters), which a forward run fits in 2 GiB, is refused up front for training in 2 GiB, by
/// the figure that says so, and no driver starts.
#[test]
fn a_training_run_is_refused_up_front_for_its_gradients_and_optimizer_state() {
    need_venv();
    let tmp = tempfile::tempdir().unwrap();
    let run_dir = tmp.path().join("capped");
    let out = tpu_compat(&tmp.path().join("cache"))
        .args(["torch", "real:timm.resnet18", "--train", "loop", "--optimizer", "adamw", "--out"])
        .arg(&run_dir)
        .env("TPU_COMPAT_HOST_MEMORY", "2GiB")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    let row = &rows(&run_dir)[0];
    assert_eq!((row.status, row.stage, row.compiles), (Status::Oom, Stage::Load, None), "{row:#?}");
    let why = row.error.as_deref().unwrap();
    assert!(why.contains("11699132 parameters x 128 bytes (training with adamw"), "{why}");
    let out = tpu_compat(&tmp.path().join("cache")).args(["torch", "real:timm.resnet18", "--optimizer", "adamw"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2), "--optimizer without --train is a usage error: {}", show(&out));

    // Model files with nothing to train: each the file's fault, said so, never a crash.
    let files = [torch_fixture("argmax_out.py"), torch_fixture("frozen.py")];
    let (out, got) = torch_run(tmp.path(), "nothing", &[&files[0], &files[1], "--train", "loop"]);
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    let why = |id: &str| got.iter().find(|r| r.id == id).and_then(|r| r.error.clone()).unwrap_or_default();
    assert!(why("argmax_out").contains("returns no floating tensor: nothing to train on"), "{}", why("argmax_out"));
    assert!(why("frozen").contains("no trainable parameter"), "{}", why("frozen"));
    assert!(got.iter().all(|r| r.status == Status::FailRun), "{got:#?}");
}
