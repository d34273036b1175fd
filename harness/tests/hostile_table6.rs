//! The hostile user's table of issue 61 (TorchTPU rows that passed when
//! they should not, or blamed TorchTPU for what was not its doing), row by
//! row, through the real binary, the real TorchTPU (the venv of
//! `scripts/setup --torch`) and the real XLA CPU plugin. The model files are
//! in `tests/fixtures/torch/hostile`, each saying what it does wrong. Most
//! rows share one `tpu-compat torch` run, so the driver loads once: the
//! models run in the order given, each after one that may have changed the
//! process's state. The aten and figure rows (9, 11, 13) are in
//! `hostile_table6_aten.rs`.

mod common;

use common::*;
use results::{Cause, ResultRow, Stage, Status};
use std::path::Path;
use std::process::Output;

fn hostile(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/torch/hostile").join(format!("{name}.py")).display().to_string()
}

fn fixture(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/torch").join(name).display().to_string()
}

fn s(p: &Path) -> &str {
    p.to_str().expect("temporary paths are UTF-8")
}

fn torch(tmp: &Path, run: &str, args: &[&str]) -> (Output, Vec<ResultRow>) {
    let run_dir = tmp.join(run);
    let out = tpu_compat(&tmp.join("cache")).arg("torch").args(args).arg("--out").arg(&run_dir).output().unwrap();
    let got = if run_dir.join("results.jsonl").exists() { rows(&run_dir) } else { Vec::new() };
    (out, got)
}

fn row<'a>(rows: &'a [ResultRow], id: &str) -> &'a ResultRow {
    rows.iter().find(|r| r.id == id).unwrap_or_else(|| panic!("no row {id}: {rows:#?}"))
}

fn cause(r: &ResultRow) -> Cause {
    r.torch.as_deref().unwrap_or_else(|| panic!("{} has no TorchTPU record: {r:?}", r.id)).cause
}

fn error(r: &ResultRow) -> &str {
    r.error.as_deref().unwrap_or("")
}

/// Rows 1-3, 5, 6, 8, 16, 17 in one run, and the dashboard of that run (row 8, 15's "0/0").
#[test]
fn hostile_models_get_their_own_rows_and_the_dashboard_blames_whom_it_should() {
    need_venv();
    let tmp = tempfile::tempdir().unwrap();
    // Two copies of one model: the second's programs are all cached (row 17).
    let twin = tmp.path().join("block_again.py");
    std::fs::copy(fixture("block.py"), &twin).unwrap();
    let models: Vec<String> = [
        "rand_out",
        "train_mode_bn",
        "leaks_f64",
        "plain_f32",
        "none_out",
        "empty_out",
        "scalar_out",
        "inplace_input",
        "exits",
        "interrupts",
        "cpu_tensor",
        "device_dependent",
        "all_nan",
        "some_nan",
    ]
    .iter()
    .map(|m| hostile(m))
    .chain([fixture("block.py"), s(&twin).to_string()])
    .collect();
    let args: Vec<&str> = models.iter().map(String::as_str).collect();
    let (out, rows) = torch(tmp.path(), "run", &args);
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    assert_eq!(rows.len(), 16, "{}", show(&out));
    assert!(rows.iter().all(|r| r.status != Status::Crash), "no model file takes the driver down: {}", show(&out));

    // Row 1: random outputs are never judged, and it is the model's doing.
    let r = row(&rows, "rand_out");
    assert_eq!((r.status, cause(r)), (Status::Nondeterministic, Cause::ModelFault), "{r:?}");
    assert!(error(r).contains("change from one call to the next on PyTorch CPU"), "{r:?}");

    // Row 2: a forward run is inference (eval), and the row and its line say where model() returned train.
    let r = row(&rows, "train_mode_bn");
    assert_eq!(r.status, Status::Pass, "{r:?}");
    let t = r.torch.as_deref().unwrap();
    assert_eq!((t.module_mode.as_deref(), t.returned_mode.as_deref()), (Some("eval"), Some("train")), "{r:?}");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("train_mode_bn, ") && stdout.contains("module returned in train mode, run in eval"), "{}", show(&out));

    assert_eq!(t.mode.as_deref(), Some("eager"), "the row names TorchTPU's mode: {r:?}");

    // Row 3: the next model starts from the driver's own state, whatever the one before changed.
    let r = row(&rows, "plain_f32");
    assert_eq!((r.status, r.outputs[0].dtype.as_str()), (Status::Pass, "f32"), "{r:?}");

    // Row 5: nothing compared is no pass; a Python number is an output.
    for id in ["none_out", "empty_out"] {
        let r = row(&rows, id);
        assert_eq!((r.status, r.stage, cause(r)), (Status::FailRun, Stage::Load, Cause::ModelFault), "{r:?}");
        assert!(error(r).contains("returned no tensor and no number"), "{r:?}");
    }
    let r = row(&rows, "scalar_out");
    assert_eq!((r.status, r.outputs.len()), (Status::Pass, 1), "{r:?}");
    assert_eq!(r.outputs[0].dtype, "f64", "a Python float is a double: {r:?}");

    // Row 6: each side has its own inputs: TorchTPU's x*2+1 is PyTorch CPU's, not of inputs doubled twice.
    let r = row(&rows, "inplace_input");
    assert_eq!(r.status, Status::Pass, "{r:?}");
    let m = r.outputs[0].metrics.as_ref().unwrap();
    assert!(m.max_abs < 1e-5, "each side got its own copy of the inputs: {m:?}");

    // Row 8: the model files' own faults are theirs, not crashes or TorchTPU's failures.
    for (id, words) in [("exits", "SystemExit"), ("interrupts", "KeyboardInterrupt"), ("cpu_tensor", "makes a tensor on the CPU")] {
        let r = row(&rows, id);
        assert_eq!((r.status, cause(r)), (Status::FailRun, Cause::ModelFault), "{r:?}");
        assert!(error(r).contains(words), "{id}: {r:?}");
    }
    let parity = row(&rows, "device_dependent");
    assert_eq!((parity.status, cause(parity)), (Status::FailParity, Cause::Ran), "{parity:?}");

    // Row 16: NaN everywhere on both sides is no match; NaN that agrees is said on a pass.
    let r = row(&rows, "all_nan");
    assert_eq!((r.status, cause(r)), (Status::FailRun, Cause::ModelFault), "{r:?}");
    assert!(error(r).contains("NaN or infinite"), "{r:?}");
    let r = row(&rows, "some_nan");
    assert_eq!(r.status, Status::Pass, "{r:?}");
    assert!(error(r).contains("out0 has 5 NaN/Inf of 8 values") && error(r).contains("agree with PyTorch CPU"), "{r:?}");

    // Row 17: programs a model executed do not depend on what ran before it.
    let (first, again) = (row(&rows, "block"), row(&rows, "block_again"));
    assert_eq!((first.status, again.status), (Status::Pass, Status::Pass), "run as before any model changed the state: {first:?}");
    let programs = |r: &ResultRow| r.torch.as_deref().and_then(|t| t.programs).unwrap_or_else(|| panic!("{r:?}"));
    assert!(programs(first) >= 4, "{first:?}");
    assert_eq!(programs(again), programs(first), "the same model, the same programs: {first:?}\n{again:?}");
    assert_eq!(again.compiles, Some(0), "...none of them new: {again:?}");
    assert!(first.compiles.unwrap() >= 1, "{first:?}");

    // A run in another TorchTPU mode is another target: `report --vs` refuses it, or banners it when asked.
    let compile = tmp.path().join("as-compile");
    std::fs::create_dir(&compile).unwrap();
    std::fs::copy(tmp.path().join("run/results.jsonl"), compile.join("results.jsonl")).unwrap();
    let info = std::fs::read_to_string(tmp.path().join("run/run.json")).unwrap();
    let mut info: serde_json::Value = serde_json::from_str(&info).unwrap();
    for pair in info["identity"].as_array_mut().unwrap() {
        if pair[0] == "torch-mode" {
            pair[1] = "compile".into();
        }
    }
    std::fs::write(compile.join("run.json"), info.to_string()).unwrap();
    let o = tpu(tmp.path(), &["report", s(&tmp.path().join("run")), "--vs", s(&compile)]);
    assert_setup_error(&o, &["torch-mode", "not comparable", "--vs-any-target"]);
    let o = tpu(tmp.path(), &["report", s(&tmp.path().join("run")), "--vs", s(&compile), "--vs-any-target"]);
    assert!(String::from_utf8_lossy(&o.stdout).contains("torch-mode `compile` -> `eager`"), "{}", show(&o));

    // Row 8, the dashboard: parity failures are TorchTPU's failures; the model files' faults are not.
    let dash = tmp.path().join("dash");
    let o = tpu(tmp.path(), &["report", s(&tmp.path().join("run")), "--html", s(&dash)]);
    assert_eq!(o.status.code(), Some(1), "{}", show(&o));
    let page = std::fs::read_to_string(dash.join("torchtpu.html")).unwrap();
    let failed = &page[page.find("What TorchTPU failed on").unwrap()..page.find("The plugin&#39;s limits").unwrap()];
    assert!(failed.contains("device_dependent"), "{failed}");
    for id in ["exits", "interrupts", "cpu_tensor", "rand_out", "none_out", "all_nan"] {
        assert!(!failed.contains(&format!(">{id}<")), "{id} is not TorchTPU's failure: {failed}");
    }
    let faults = &page[page.find("The model files&#39; own faults").unwrap()..];
    for id in ["exits", "interrupts", "cpu_tensor", "rand_out", "none_out", "all_nan"] {
        assert!(faults.contains(&format!(">{id}<")), "{id} is the model file's: {faults}");
    }
}

/// Row 2: `--module-mode as-returned` keeps the mode model() returned: BatchNorm on the batch's statistics.
#[test]
fn the_mode_model_returned_is_kept_when_asked_and_is_on_the_row() {
    need_venv();
    let tmp = tempfile::tempdir().unwrap();
    let (out, rows) = torch(tmp.path(), "kept", &[&hostile("train_mode_bn"), &hostile("dropout_train"), "--module-mode", "as-returned"]);
    assert_eq!(rows.len(), 2, "{}", show(&out));
    let r = row(&rows, "train_mode_bn");
    assert_eq!(r.status, Status::Pass, "{r:?}");
    assert_eq!(r.torch.as_deref().unwrap().module_mode.as_deref(), Some("train"), "{r:?}");
    assert!(String::from_utf8_lossy(&out.stdout).contains("module in train mode (as model() returned it)"), "{}", show(&out));
    let (named, _) = runtime::tensors_file::read(&tmp.path().join("kept/torch/train_mode_bn/cpu.safetensors")).unwrap();
    let values = named.into_iter().next().unwrap().1.to_f64_vec();
    let column_mean = (0..16).map(|i| values[i * 8]).sum::<f64>() / 16.0;
    assert!(column_mean.abs() < 1e-4, "normalised by the batch's own mean, not eval's running stats: {column_mean}");
    // Dropout kept on is random: never judged, and the model file's doing.
    let r = row(&rows, "dropout_train");
    assert_eq!((r.status, cause(r)), (Status::Nondeterministic, Cause::ModelFault), "{r:?}");
}

/// Rows 1 and 4 under `--train loop`: dropout is random, and a loss that overflows is a result.
#[test]
fn training_with_dropout_is_nondeterministic_and_a_loss_that_overflows_is_no_protocol_error() {
    need_venv();
    let tmp = tempfile::tempdir().unwrap();
    let (out, rows) =
        torch(tmp.path(), "train", &[&hostile("dropout_train"), &hostile("diverges"), "--train", "loop", "--steps", "5", "--lr", "1e30"]);
    assert_eq!(rows.len(), 2, "{}", show(&out));
    let r = row(&rows, "dropout_train");
    assert_eq!((r.status, cause(r)), (Status::Nondeterministic, Cause::ModelFault), "{r:?}");
    let r = row(&rows, "diverges");
    assert!(!matches!(r.status, Status::Crash) && !error(r).contains("protocol"), "{r:?}");
    let curve = r.training.as_ref().expect("the loss curves reach the row");
    assert!(curve.device.iter().any(|l| !l.is_finite()) && curve.baseline.iter().any(|l| !l.is_finite()), "{curve:?}");
    assert!(curve.device[0].is_finite(), "{curve:?}");
}

/// Row 12: a sweep whose inputs do not change with the length is not a sweep.
#[test]
fn a_sweep_whose_inputs_ignore_the_length_says_so() {
    need_venv();
    let tmp = tempfile::tempdir().unwrap();
    let (out, rows) = torch(tmp.path(), "sweep", &[&hostile("same_inputs"), "--lengths", "1..3"]);
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    assert_eq!(rows.len(), 3, "{}", show(&out));
    assert_eq!(rows[0].status, Status::Pass, "{:?}", rows[0]);
    for r in &rows[1..] {
        assert_eq!((r.status, cause(r)), (Status::FailRun, Cause::ModelFault), "{r:?}");
        assert!(error(r).contains("do not vary with the length"), "{r:?}");
    }
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("same_inputs: not a sweep") && !stdout.contains("distinct programs across 3 lengths"), "{}", show(&out));

    // Row 15: a run that asked TorchTPU nothing reads as such on the dashboard, not as "0.0% (0/0)".
    let (out, rows) = torch(tmp.path(), "nothing-asked", &[&hostile("exits")]);
    assert_eq!((out.status.code(), rows.len()), (Some(1), 1), "{}", show(&out));
    let dash = tmp.path().join("dash");
    let o = tpu(tmp.path(), &["report", s(&tmp.path().join("nothing-asked")), "--html", s(&dash)]);
    assert_eq!(o.status.code(), Some(1), "{}", show(&o));
    let page = std::fs::read_to_string(dash.join("torchtpu.html")).unwrap();
    assert!(page.contains("none asked (0/0)") && !page.contains("0.0% (0/0)"), "{page}");
}

/// Row 10 (Ctrl-C stops the run with 130 and a resume line that works), and row 14 (a resume
/// with any other setting that changes a row is refused).
#[test]
fn ctrl_c_stops_with_130_and_a_resume_line_and_a_resume_with_other_settings_is_refused() {
    use std::io::{BufRead, BufReader};
    need_venv();
    let tmp = tempfile::tempdir().unwrap();
    let run_dir = tmp.path().join("run");
    let (quick, slow) = (hostile("plain_f32"), hostile("slow"));
    let mut child = tpu_compat(&tmp.path().join("cache"))
        .args(["torch", &quick, &slow, &hostile("scalar_out"), "--out", s(&run_dir)])
        .env("TPU_COMPAT_TEST_SLEEP", "120")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut seen = String::new();
    loop {
        let mut line = String::new();
        assert!(stdout.read_line(&mut line).unwrap() > 0, "the run ended before its first row: {seen}");
        seen.push_str(&line);
        if line.contains("plain_f32") {
            break;
        }
    }
    // The slow model is now sleeping in its forward.
    std::thread::sleep(std::time::Duration::from_secs(2));
    let started = std::time::Instant::now();
    unsafe { libc::kill(child.id() as i32, libc::SIGINT) };
    let out = child.wait_with_output().unwrap();
    assert!(started.elapsed().as_secs() < 60, "Ctrl-C does not wait for the model");
    assert_eq!(out.status.code(), Some(130), "{seen}{}", show(&out));
    let stderr = String::from_utf8_lossy(&out.stderr);
    let resume = format!("interrupted; continue with: tpu-compat torch {quick} {slow}");
    assert!(stderr.contains(&resume) && stderr.contains(&format!("--out {} --resume", run_dir.display())), "{stderr}");
    assert_eq!(rows(&run_dir).iter().map(|r| r.id.as_str()).collect::<Vec<_>>(), ["plain_f32"], "no row for what did not finish");

    // Row 14: every setting that changes a row is compared; none of these starts a driver.
    let other_plugin = runtime::plugin::locate(&runtime::DeviceSpec::Cpu).unwrap();
    let base = [quick.as_str(), slow.as_str(), &hostile("scalar_out")];
    for (extra, setting) in [
        (&["--train", "loop"][..], "train"),
        (&["--lengths", "1,2"], "lengths"),
        (&["--device", s(&other_plugin)], "device"),
        (&["--capture"], "capture"),
        (&["--mode", "defer-and-fuse"], "torch-mode"),
        (&["--module-mode", "as-returned"], "module-mode"),
    ] {
        let mut args = base.to_vec();
        args.extend_from_slice(extra);
        args.push("--resume");
        let (o, _) = torch(tmp.path(), "run", &args);
        assert_setup_error(&o, &["is a different run", setting, "or start a new --out"]);
    }
    // The resume line works: the rest runs, and nothing is run twice.
    let mut args = base.to_vec();
    args.push("--resume");
    let (o, got) = torch(tmp.path(), "run", &args);
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
    assert_eq!(got.iter().map(|r| r.id.as_str()).collect::<Vec<_>>(), ["plain_f32", "slow", "scalar_out"], "{}", show(&o));
}

/// Row 7: a Python without torch, or a device that is no PJRT plugin, is a setup error, once.
#[test]
fn a_driver_that_cannot_start_is_a_setup_error_not_a_crash_row_per_model() {
    need_venv();
    let tmp = tempfile::tempdir().unwrap();
    let quick = hostile("plain_f32");
    // A Python without site-packages: no torch, whatever the machine has installed.
    let no_torch = tmp.path().join("python");
    std::fs::write(&no_torch, "#!/bin/sh\nexec python3 -I -S \"$@\"\n").unwrap();
    std::fs::set_permissions(&no_torch, std::os::unix::fs::PermissionsExt::from_mode(0o755)).unwrap();
    let (o, got) = torch(tmp.path(), "no-torch", &[&quick, &hostile("scalar_out"), "--python", s(&no_torch)]);
    assert_setup_error(&o, &["the TorchTPU driver could not start", "(--python)", "No module named"]);
    assert!(got.is_empty() && !tmp.path().join("no-torch").exists(), "no rows, no folder left: {}", show(&o));

    let not_a_plugin = tmp.path().join("plugin.so");
    std::fs::write(&not_a_plugin, "not a shared object").unwrap();
    let (o, got) = torch(tmp.path(), "bad-device", &[&quick, &hostile("scalar_out"), "--device", s(&not_a_plugin)]);
    assert_setup_error(&o, &["the TorchTPU driver could not start", "--device", "plugin.so"]);
    assert!(got.is_empty() && !tmp.path().join("bad-device").exists(), "{}", show(&o));
}

/// Row 15: the small ones, each a refusal that says what is really wrong.
#[test]
fn small_refusals_say_what_is_really_wrong() {
    let tmp = tempfile::tempdir().unwrap();
    let folder = tmp.path().join("x.py");
    std::fs::create_dir(&folder).unwrap();
    assert_setup_error(&tpu(tmp.path(), &["torch", s(&folder)]), &["x.py: a folder, not a model file"]);
    let looped = tmp.path().join("loop.py");
    std::os::unix::fs::symlink(&looped, &looped).unwrap();
    assert_setup_error(&tpu(tmp.path(), &["torch", s(&looped)]), &["loop.py: cannot be read", "symbolic links"]);
    let dangling = tmp.path().join("gone.py");
    std::os::unix::fs::symlink(tmp.path().join("nowhere.py"), &dangling).unwrap();
    assert_setup_error(&tpu(tmp.path(), &["torch", s(&dangling)]), &["gone.py: a symbolic link to nothing"]);

    let quick = hostile("plain_f32");
    let o = tpu(tmp.path(), &["torch", &quick, "--lengths", "1..10000"]);
    assert_setup_error(&o, &["10000 lengths, a sweep runs at most 4096"]);
    let o = tpu(tmp.path(), &["torch", &quick, "--lengths", "5..2"]);
    assert_setup_error(&o, &["the range ends before it starts"]);
    let o = tpu(tmp.path(), &["torch", &quick, "--capture", "--report-stablehlo", "99.0.0"]);
    assert_setup_error(&o, &["StableHLO versions are 1.x"]);

    // An expected-results file that is not one is refused, naming it; so is a --module-mode that is none.
    let bad = tmp.path().join("expected.toml");
    std::fs::write(&bad, "[definitions.x\nstatus = ").unwrap();
    assert_setup_error(&tpu(tmp.path(), &["torch", &quick, "--expected", s(&bad)]), &["--expected", "expected.toml"]);
    assert_eq!(tpu(tmp.path(), &["torch", &quick, "--module-mode", "sideways"]).status.code(), Some(2));

    // The run folder's messages name torch's own flag.
    let file = tmp.path().join("a-file");
    std::fs::write(&file, "x").unwrap();
    let o = tpu(tmp.path(), &["torch", &quick, "--out", s(&file)]);
    assert_setup_error(&o, &["--out ", "a file is there, not a folder"]);
    let held = tmp.path().join("held");
    std::fs::create_dir(&held).unwrap();
    std::fs::write(held.join("run.json"), "{}").unwrap();
    let o = tpu(tmp.path(), &["torch", &quick, "--out", s(&held)]);
    assert_setup_error(&o, &["already holds a run; pass --resume to continue it, or another --out"]);
    assert!(!String::from_utf8_lossy(&o.stderr).contains("--run-dir"), "{}", show(&o));
}

/// Row 15: a StableHLO version newer than TorchTPU writes is refused once the driver says which TorchTPU it is.
#[test]
fn a_reported_stablehlo_newer_than_torchtpus_is_refused_not_blamed_on_the_plugin() {
    need_venv();
    let tmp = tempfile::tempdir().unwrap();
    let (o, got) = torch(tmp.path(), "newer", &[&hostile("plain_f32"), "--capture", "--report-stablehlo", "1.99.0"]);
    assert_setup_error(&o, &["--report-stablehlo 1.99.0: TorchTPU 0.2.0 writes StableHLO up to 1.16.3"]);
    assert!(got.is_empty() && !tmp.path().join("newer").exists(), "{}", show(&o));
}

/// Row 15: a captured program TorchTPU donated buffers to is refused in TorchTPU's terms, not JAX's.
#[test]
fn a_captured_in_place_program_is_refused_in_torchtpus_words() {
    need_venv();
    let tmp = tempfile::tempdir().unwrap();
    let (o, got) = torch(tmp.path(), "cap", &[&hostile("counts_calls"), "--capture"]);
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
    assert_eq!(got[0].status, Status::Pass, "{:?}", got[0]);
    let stdout = String::from_utf8_lossy(&o.stdout);
    let refused = stdout.lines().find(|l| l.contains("not imported:")).unwrap_or_else(|| panic!("{}", show(&o)));
    assert!(refused.contains("TorchTPU donated this program's buffers") && refused.contains("in-place op"), "{refused}");
    assert!(!refused.contains("JAX") && !refused.contains("mlir_module"), "{refused}");
}
