//! `tpu-compat torch` through the real binary, the real TorchTPU (the venv
//! of `scripts/setup --torch`, found as the harness finds it) and the real
//! XLA CPU plugin: a model TorchTPU runs and passes, with its program count
//! per mode; the CPU plugin's limit on TorchTPU's `chlo.scan`; a planted
//! abort that costs one row while the next model still runs; and a missing
//! venv as a setup error.

mod common;

use common::*;
use results::{Stage, Status};
use std::path::Path;

fn fixture(name: &str) -> String {
    torch_fixture(name)
}

#[test]
fn a_block_passes_in_eager_with_its_program_count_and_defer_and_fuse_compiles_fewer() {
    need_venv();
    let tmp = tempfile::tempdir().unwrap();
    let block = fixture("block.py");
    let run_dir = tmp.path().join("eager");
    let out = tpu_compat(&tmp.path().join("cache"))
        .args(["torch", &block, "--mode", "eager", "--out"])
        .arg(&run_dir)
        .env("OMP_NUM_THREADS", "1")
        .output()
        .unwrap();
    let eager = rows(&run_dir);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    assert_eq!(eager.len(), 1, "{}", show(&out));
    let row = &eager[0];
    assert_eq!((row.id.as_str(), row.status, row.tier.as_str()), ("block", Status::Pass, "torch-eager"), "{row:?}");
    assert_eq!(row.mode, results::mode::Mode::Eager);
    let judged = row.outputs[0].metrics.as_ref().expect("the output is judged against PyTorch CPU");
    assert!(judged.max_abs < 1e-4 && judged.f64_margin.is_some(), "{judged:?}");
    let eager_programs = row.compiles.expect("the row holds TorchTPU's program count");
    assert!(eager_programs >= 4, "eager compiles one program per op: {eager_programs}");
    // The driver says what it loaded and PyTorch CPU's threads: OMP_NUM_THREADS where given, else
    // the CPUs the harness may use (their cgroup quota too, which torch's own default ignores).
    assert!(String::from_utf8_lossy(&out.stdout).contains("torch-tpu 0.2.0, PyTorch CPU on 1 thread\n"), "{}", show(&out));

    let (out, fused) = torch_run(tmp.path(), "fused", &[&block, "--mode", "defer-and-fuse"]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    assert_eq!(fused[0].status, Status::Pass, "{:?}", fused[0]);
    let fused_programs = fused[0].compiles.unwrap();
    assert!(fused_programs >= 1 && fused_programs < eager_programs, "defer-and-fuse {fused_programs} vs eager {eager_programs}");
    assert!(String::from_utf8_lossy(&out.stdout).contains(&format!("block, {fused_programs} programs")), "{}", show(&out));

    // `report` reads the run folder like any run's.
    let report = tpu(tmp.path(), &["report", tmp.path().join("fused").to_str().unwrap()]);
    assert!(report.status.success() && String::from_utf8_lossy(&report.stdout).contains("torch"), "{}", show(&report));
}

#[test]
fn an_abort_costs_one_row_and_the_plugins_scan_limit_is_neither_pass_nor_a_torchtpu_failure() {
    need_venv();
    let tmp = tempfile::tempdir().unwrap();
    let (out, rows) = torch_run(tmp.path(), "run", &[&fixture("aborts.py"), &fixture("cumsum.py")]);
    // The crash fails the run; the plugin's limit does not.
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    assert_eq!(rows.len(), 2, "{}", show(&out));
    let crash = &rows[0];
    assert_eq!((crash.id.as_str(), crash.status), ("aborts", Status::Crash), "{crash:?}");
    assert!(crash.error.as_deref().unwrap().contains("SIGABRT"), "{crash:?}");
    // The next model ran in a fresh driver.
    let scan = &rows[1];
    assert_eq!(scan.id, "cumsum");
    assert_ne!(scan.worker_pid, crash.worker_pid);
    assert_eq!((scan.status, scan.stage), (Status::Skipped, Stage::Compile), "{scan:?}");
    let why = scan.error.as_deref().unwrap();
    assert!(
        why.contains("plugin's limit, not TorchTPU's") && why.contains("failed to serialize StableHLO to plugin version 1.13.3"),
        "{why}"
    );

    // Without --report-stablehlo the capture changes nothing: TorchTPU refuses the scan itself.
    let (out, rows) = torch_run(tmp.path(), "plain", &[&fixture("cumsum.py"), "--capture"]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    assert!(rows[0].error.as_deref().unwrap().contains("failed to serialize StableHLO to plugin version 1.13.3"), "{:?}", rows[0]);
    let out = tpu(tmp.path(), &["torch", &fixture("cumsum.py"), "--capture", "--report-stablehlo", "1.16"]);
    assert_eq!(out.status.code(), Some(2), "{}", show(&out));
    assert!(String::from_utf8_lossy(&out.stderr).contains("not a StableHLO version"), "{}", show(&out));

    // Captured, the scan is sent (the recorder reports TorchTPU's StableHLO version), refused by the
    // CPU plugin in its own words (still its limit), and compiled for v6e:2x2.
    let (out, rows) = torch_run(tmp.path(), "cap", &[&fixture("cumsum.py"), "--capture", "--report-stablehlo", "1.16.3"]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    assert_eq!(rows[0].status, Status::Skipped, "{:?}", rows[0]);
    assert!(rows[0].error.as_deref().unwrap().contains("vhlo.composite_v2"), "{:?}", rows[0]);
    // The recorded programs' dialect facts say whose limit it is: TorchTPU's StableHLO and its scan.
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("StableHLO: 1.16.3") && stdout.contains("chlo ops: chlo.scan (1)"), "{}", show(&out));
    let suite = tmp.path().join("cap/suite");
    let cpu = tmp.path().join("cpu");
    let out = tpu(tmp.path(), &["run", suite.to_str().unwrap(), "--run-dir", cpu.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let scan: Vec<_> =
        common::rows(&cpu).into_iter().filter(|r| r.error.as_deref().is_some_and(|e| e.contains("vhlo.composite_v2"))).collect();
    assert_eq!(scan.len(), 1, "the scan program is in the suite: {}", show(&out));
    assert_eq!(scan[0].status, Status::Skipped, "{:?}", scan[0]);
    assert!(
        scan[0].error.as_deref().unwrap().contains("not runnable on this plugin: an op newer than the plugin's StableHLO"),
        "{:?}",
        scan[0]
    );
    let v6e = tmp.path().join("v6e");
    let out =
        tpu(tmp.path(), &["run", suite.to_str().unwrap(), "--device", "tpu", "--topology", "v6e:2x2", "--run-dir", v6e.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let got = statuses(&common::rows(&v6e));
    assert!(got.contains_key(&scan[0].id) && got.values().all(|s| *s == Status::Compiled), "{got:?}");
}

#[test]
fn a_missing_venv_or_model_file_is_a_setup_error_naming_the_fix() {
    let tmp = tempfile::tempdir().unwrap();
    let block = fixture("block.py");
    let out = tpu_compat(&tmp.path().join("cache"))
        .args(["torch", &block, "--out"])
        .arg(tmp.path().join("r"))
        .env("TPU_COMPAT_TORCH_VENV", tmp.path().join("no-venv"))
        .env_remove("TPU_COMPAT_TORCH_PYTHON")
        .output()
        .unwrap();
    assert_setup_error(&out, &["no TorchTPU Python", "no-venv/bin/python", "scripts/setup --torch"]);
    assert!(!tmp.path().join("r").exists(), "nothing ran, so no run folder");
    let out = tpu(tmp.path(), &["torch", "--python", "/nonexistent/python", &block]);
    assert_setup_error(&out, &["/nonexistent/python (--python)", "scripts/setup --torch"]);
    let out = tpu(tmp.path(), &["torch", "missing.py"]);
    assert_setup_error(&out, &["missing.py: no such file"]);
    let out = tpu(tmp.path(), &["torch", "model.txt"]);
    assert_setup_error(&out, &["model.txt: not a Python model file"]);
}

#[test]
fn captured_programs_become_a_suite_that_replays_and_compiles_for_v6e() {
    need_venv();
    let tmp = tempfile::tempdir().unwrap();
    let (out, rows) = torch_run(tmp.path(), "cap", &[&fixture("block.py"), "--mode", "defer-and-fuse", "--capture"]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    assert_eq!(rows[0].status, Status::Pass, "{:?}", rows[0]);
    // Counted at the PJRT boundary: what reached the plugin.
    let programs = rows[0].compiles.unwrap();
    assert!(programs >= 1, "{:?}", rows[0]);
    let suite = tmp.path().join("cap/suite");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("captured ") && stdout.contains("cap/suite"), "{}", show(&out));

    let replay = tmp.path().join("replay");
    let out = tpu(tmp.path(), &["run", suite.to_str().unwrap(), "--run-dir", replay.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let got = statuses(&common::rows(&replay));
    assert!(!got.is_empty() && got.values().all(|s| *s == Status::Pass), "{got:?}");

    let v6e = tmp.path().join("v6e");
    let out =
        tpu(tmp.path(), &["run", suite.to_str().unwrap(), "--device", "tpu", "--topology", "v6e:2x2", "--run-dir", v6e.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let got = statuses(&common::rows(&v6e));
    assert!(!got.is_empty() && got.values().all(|s| *s == Status::Compiled), "{got:?}");

    // Export mode: TorchTPU's whole-model program, its arguments in torch.export's order (two
    // embeddings, linears, a norm), replayed by the harness against PyTorch CPU's outputs.
    let (out, _) = torch_run(tmp.path(), "export", &[&fixture("causal_lm.py"), "--mode", "export", "--capture"]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let replay = tmp.path().join("export-replay");
    let out = tpu(tmp.path(), &["run", tmp.path().join("export/suite").to_str().unwrap(), "--run-dir", replay.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    assert_eq!(statuses(&common::rows(&replay)).get("causal_lm.export"), Some(&Status::Pass), "{}", show(&out));
}

#[test]
fn a_causal_lm_swept_over_lengths_gives_each_lengths_parity_and_its_programs() {
    need_venv();
    let tmp = tempfile::tempdir().unwrap();
    let (out, rows) = torch_run(tmp.path(), "sweep", &[&fixture("causal_lm.py"), "--mode", "defer-and-fuse", "--lengths", "1..16"]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    assert_eq!(rows.len(), 16, "{}", show(&out));
    for (i, r) in rows.iter().enumerate() {
        let len = i as i64 + 1;
        assert_eq!(
            (r.id.clone(), r.length, r.bound, r.status),
            (format!("causal_lm.len{len}"), Some(len), Some(16), Status::Pass),
            "{r:?}"
        );
        assert_eq!(r.outputs[0].shape, vec![1, len, 32], "{r:?}");
    }
    let total: u32 = rows.iter().map(|r| r.compiles.unwrap()).sum();
    // Every length is a new shape: TorchTPU compiles again for each (no bucketing in this mode).
    assert!(rows.iter().all(|r| r.compiles.unwrap() >= 1), "{rows:?}");
    let line = format!("causal_lm: {total} distinct programs across 16 lengths; 16/16 lengths pass");
    assert!(String::from_utf8_lossy(&out.stdout).contains(&line), "{line}\n{}", show(&out));
    // A bad range is refused before anything runs.
    let bad = tpu(tmp.path(), &["torch", &fixture("causal_lm.py"), "--lengths", "4..2"]);
    assert_setup_error(&bad, &["`4..2`: the range ends before it starts"]);
}

#[test]
fn hf_catalog_entries_run_through_torchtpu_and_a_failed_state_after_the_plugins_limit_is_that_limit() {
    need_venv();
    let tmp = tempfile::tempdir().unwrap();
    // roberta's position ids go through torch.cumsum: its scan fails on the CPU plugin
    // asynchronously, and a later op raises only that its argument is in a failed state.
    let (out, rows) = torch_run(tmp.path(), "hf", &["hf:gpt2", "hf:roberta"]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let got: Vec<_> = rows.iter().map(|r| (r.id.as_str(), r.status)).collect();
    assert_eq!(got, [("gpt2", Status::Pass), ("roberta", Status::Skipped)], "{}", show(&out));
    assert!(rows[0].compiles.unwrap() >= 10, "eager: a program per op: {:?}", rows[0]);
    let why = rows[1].error.as_deref().unwrap();
    assert!(why.contains("An earlier op met it") && why.contains("failed state") && why.contains("1.13.3"), "{why}");

    // The dashboard's TorchTPU page: the mode, the rates, and the plugin's limit apart from TorchTPU's failures.
    let dash = tmp.path().join("dash");
    let out = tpu(tmp.path(), &["report", tmp.path().join("hf").to_str().unwrap(), "--html", dash.to_str().unwrap()]);
    assert!(out.status.success(), "{}", show(&out));
    let page = std::fs::read_to_string(dash.join("torchtpu.html")).unwrap();
    assert!(page.contains("Mode <b>eager</b>") && page.contains("TorchTPU ran 1 of the 1 models"), "{page}");
    assert!(page.contains("1 of those 1 match PyTorch CPU eager"), "{page}");
    let limits = &page[page.find("The plugin&#39;s limits").expect("a limits section")..];
    assert!(limits.contains("roberta"), "{limits}");

    let out = tpu(tmp.path(), &["torch", "hf:no-such-entry"]);
    assert_setup_error(&out, &["hf:no-such-entry: no forward entry `no-such-entry`", "hf-catalog.toml"]);
    let mlp = fixture("mlp_train.py");
    let out = tpu(tmp.path(), &["torch", &mlp, "--train", "loop", "--mode", "compile"]);
    assert_setup_error(&out, &["--train with --mode compile", "eager or defer-and-fuse"]);
    for lr in ["nan", "-0.1", "0", "inf"] {
        let out = tpu(tmp.path(), &["torch", &mlp, "--train", "loop", &format!("--lr={lr}")]);
        assert_eq!(out.status.code(), Some(2), "--lr {lr}: {}", show(&out));
        assert!(String::from_utf8_lossy(&out.stderr).contains("is not a learning rate"), "--lr {lr}: {}", show(&out));
    }
    let out = tpu(tmp.path(), &["torch", &mlp, "--train", "loop", "--steps", "0"]);
    assert_eq!(out.status.code(), Some(2), "{}", show(&out));
}

#[test]
fn a_training_run_matches_pytorch_cpus_loss_curve_and_compile_mode_runs_on_the_cpu_plugin() {
    need_venv();
    let tmp = tempfile::tempdir().unwrap();
    let mlp = fixture("mlp_train.py");
    for trainer in ["single-trace", "loop"] {
        let (out, rows) = torch_run(tmp.path(), trainer, &[&mlp, "--train", trainer, "--steps", "5", "--lr", "0.1"]);
        assert_eq!(out.status.code(), Some(0), "{trainer}: {}", show(&out));
        let row = &rows[0];
        assert_eq!((row.status, row.steps), (Status::Pass, Some(5)), "{trainer}: {row:?}");
        let one_program = if trainer == "single-trace" { results::mode::Mode::Compiled } else { results::mode::Mode::Eager };
        assert_eq!(row.mode, one_program, "{trainer}");
        let curve = row.training.as_ref().expect("the row holds the loss curves");
        assert_eq!((curve.device.len(), curve.baseline.len()), (5, 5), "{curve:?}");
        assert!(curve.device[4] < curve.device[0] * 0.5, "five steps of SGD at lr 0.1 train it: {curve:?}");
        for (t, c) in curve.device.iter().zip(&curve.baseline) {
            assert!((t - c).abs() <= 1e-5 * c.abs().max(1.0), "{trainer}: TorchTPU {t} vs PyTorch CPU {c}");
        }
        // The judged outputs: step 1's loss, gradients and updated parameters (4 tensors of 2 linears, 2 of
        // the norm), the curve, then each parameter after the last step.
        assert_eq!(row.outputs.len(), 1 + 6 + 6 + 1 + 6, "{row:?}");
        assert_eq!(row.outputs[1].name, "step 1 gradient of 0.weight", "{row:?}");
        assert!(String::from_utf8_lossy(&out.stdout).contains("loss "), "{}", show(&out));
    }
    // torch.compile'd programs execute: the recorder answers the memory kinds the CPU plugin lacks.
    let (out, rows) = torch_run(tmp.path(), "compile", &[&mlp, "--mode", "compile"]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    assert_eq!(rows[0].status, Status::Pass, "{:?}", rows[0]);
    // TorchTPU's compile cache is the run's own: a second run is cold, not served from /tmp.
    assert!(tmp.path().join("compile/torch/cache").is_dir(), "{}", show(&out));
}

#[test]
fn a_default_sdpa_models_mosaic_program_compiles_for_v6e_with_memory_and_cost_and_is_not_runnable_on_the_cpu() {
    need_venv();
    let tmp = tempfile::tempdir().unwrap();
    // torch.compile lowers the block's attention to a Mosaic kernel: the CPU plugin refuses it.
    let (out, rows) = torch_run(tmp.path(), "cap", &[&fixture("block.py"), "--mode", "compile", "--capture"]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    assert_eq!(rows[0].status, Status::Skipped, "{:?}", rows[0]);
    assert!(rows[0].error.as_deref().unwrap().contains("Mosaic kernel"), "{:?}", rows[0]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("1 of them TPU-only") && stdout.contains("custom calls: tpu_custom_call (1)"), "{}", show(&out));
    let suite = tmp.path().join("cap/suite");

    // On the CPU: a row that says it is not runnable there, never a failure.
    let cpu = tmp.path().join("cpu");
    let out = tpu(tmp.path(), &["run", suite.to_str().unwrap(), "--run-dir", cpu.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let got = common::rows(&cpu);
    assert_eq!(got.len(), 1);
    assert_eq!(got[0].status, Status::Skipped, "{:?}", got[0]);
    assert!(got[0].error.as_deref().unwrap().contains("not runnable on this plugin: a TPU-only Mosaic kernel"), "{:?}", got[0]);

    // libtpu compiles it for v6e:2x2: its memory and cost on the row.
    let v6e = tmp.path().join("v6e");
    let out =
        tpu(tmp.path(), &["run", suite.to_str().unwrap(), "--device", "tpu", "--topology", "v6e:2x2", "--run-dir", v6e.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let got = common::rows(&v6e);
    assert_eq!(got[0].status, Status::Compiled, "{:?}", got[0]);
    let compiled = got[0].compiled.as_ref().expect("the compile-only record");
    assert!(compiled.memory.generated_code > 0 && compiled.memory.arguments > 0, "{:?}", compiled.memory);
    assert!(compiled.cost.get("flops").is_some_and(|f| *f > 0.0), "{:?}", compiled.cost);
}

#[test]
fn the_real_catalog_runs_a_model_of_every_library_and_refuses_what_the_host_cannot_hold() {
    need_venv();
    let tmp = tempfile::tempdir().unwrap();
    // One small entry per library (the CI sample), and a published Llama that needs ~160 GiB.
    let sample = ["real:timm-tiny.resnet18", "real:tv.mobilenet_v3_small", "real:hf.gpt2", "real:diffusers-tiny.unet2dmodel"];
    let mut args: Vec<&str> = sample.to_vec();
    args.push("real:hf-default.llama");
    let (out, rows) = torch_run(tmp.path(), "real", &args);
    // 1: the run finished and has a row that is not a pass (the refusal, as `run realsize` counts it).
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    let got: Vec<_> = rows.iter().map(|r| (r.id.as_str(), r.family.as_str(), r.status)).collect();
    assert_eq!(
        got,
        [
            ("timm-tiny.resnet18", "timm/resnet", Status::Pass),
            ("tv.mobilenet_v3_small", "torchvision/classification/mobilenetv3", Status::Pass),
            ("hf.gpt2", "transformers/gpt2", Status::Pass),
            ("diffusers-tiny.unet2dmodel", "diffusers/unets", Status::Pass),
            ("hf-default.llama", "transformers/llama", Status::Oom),
        ],
        "{}",
        show(&out)
    );
    for r in &rows[..4] {
        assert!(r.compiles.unwrap() >= 5, "eager compiles a program per op: {r:?}");
        assert!(r.outputs.iter().all(|o| o.metrics.is_some()), "every output judged against PyTorch CPU: {r:?}");
    }
    let why = rows[4].error.as_deref().unwrap();
    assert!(why.starts_with("refused before loading") && why.contains("6738415744 parameters"), "{why}");
    assert_eq!(rows[4].compiles, None, "a refused entry never reaches TorchTPU");
}

/// An entry the catalog could not count (torchvision's RegNets fail on the
/// meta device: `params` 0) passes the up-front check; built on PyTorch CPU,
/// its 5.5M parameters need 1.1 GiB by the same figure, over a 1050 MiB cap,
/// so the driver refuses it there, an `oom` row that says so, before the
/// float64 copy and TorchTPU's that the kernel would kill at published sizes.
#[test]
fn a_real_entry_of_unknown_size_is_refused_once_built_where_the_host_cannot_hold_it() {
    need_venv();
    let tmp = tempfile::tempdir().unwrap();
    let run_dir = tmp.path().join("capped");
    let out = tpu_compat(&tmp.path().join("cache"))
        .args(["torch", "real:tv.regnet_x_400mf", "--out"])
        .arg(&run_dir)
        .env("TPU_COMPAT_HOST_MEMORY", "1050MiB")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    let got = rows(&run_dir);
    assert_eq!((got.len(), got[0].status, got[0].stage), (1, Status::Oom, Stage::Load), "{}", show(&out));
    let why = got[0].error.as_deref().unwrap();
    assert!(why.starts_with("refused after building on PyTorch CPU: its weights, inputs and outputs need 1.1 GiB"), "{why}");
    assert!(why.contains("1.0 GiB available") && why.contains("parameters x 24 bytes"), "{why}");
    assert_eq!(got[0].compiles, None, "refused before TorchTPU compiled anything: {:?}", got[0]);
}

#[test]
fn real_catalog_shards_partition_it_resume_and_bad_selections_are_named() {
    need_venv();
    let tmp = tempfile::tempdir().unwrap();
    // Published sizes no two-core machine holds: refused up front, so no driver starts.
    let huge = ["real:hf-default.llama", "real:hf-default.mistral", "real:hf-default.qwen2", "real:hf-default.mixtral"];
    let mut seen = Vec::new();
    for k in ["1/2", "2/2"] {
        let mut args = huge.to_vec();
        args.extend(["--shard", k]);
        let (out, rows) = torch_run(tmp.path(), &format!("shard-{}", &k[..1]), &args);
        assert_eq!(out.status.code(), Some(1), "{}", show(&out));
        assert!(rows.iter().all(|r| r.status == Status::Oom), "{}", show(&out));
        seen.extend(rows.into_iter().map(|r| r.id));
    }
    seen.sort();
    assert_eq!(
        seen,
        ["hf-default.llama", "hf-default.mistral", "hf-default.mixtral", "hf-default.qwen2"],
        "every entry in exactly one shard"
    );
    let info = std::fs::read_to_string(tmp.path().join("shard-1/run.json")).unwrap();
    assert!(info.contains("\"shard\": \"1/2\"") || info.contains("\"shard\":\"1/2\""), "{info}");
    // The shards merge into the whole run, as a tier's do; one shard alone is a partial run.
    let (one, two, merged) = (tmp.path().join("shard-1"), tmp.path().join("shard-2"), tmp.path().join("merged"));
    let out = tpu(tmp.path(), &["merge", one.to_str().unwrap(), two.to_str().unwrap(), "--out", merged.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1), "four refusals fail the run: {}", show(&out));
    let mut ids: Vec<String> = rows(&merged).into_iter().map(|r| r.id).collect();
    ids.sort();
    assert_eq!(ids, seen, "{}", show(&out));
    let partial = tmp.path().join("partial");
    let out = tpu(tmp.path(), &["merge", one.to_str().unwrap(), "--out", partial.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    assert!(String::from_utf8_lossy(&out.stderr).contains("missing shard 2/2: 2 of the run's 4 definitions are not run"), "{}", show(&out));
    figures_count_an_entry_run_again_by_its_newest_row(tmp.path());

    // --resume continues the shard: nothing already journaled runs again.
    let mut args = huge.to_vec();
    args.extend(["--shard", "1/2", "--resume"]);
    let (out, rows) = torch_run(tmp.path(), "shard-1", &args);
    assert_eq!(out.status.code(), Some(1), "the resumed run answers for the refusals it already holds: {}", show(&out));
    assert_eq!(rows.len(), 2, "{}", show(&out));
    let (out, _) = torch_run(tmp.path(), "shard-1", &huge);
    assert_setup_error(&out, &["already holds a run", "--resume"]);
    let mut args = huge[..2].to_vec();
    args.extend(["--shard", "1/2", "--resume"]);
    let (out, _) = torch_run(tmp.path(), "shard-1", &args);
    assert_setup_error(&out, &["is a different run", "torch-models"]);
    let mut args = huge.to_vec();
    args.extend(["--shard", "2/2", "--resume"]);
    let (out, _) = torch_run(tmp.path(), "shard-1", &args);
    assert_setup_error(&out, &["is a different run", "shard"]);

    // `suites` lists TorchTPU's catalogs beside the tiers.
    let out = tpu(tmp.path(), &["suites"]);
    let listed = String::from_utf8_lossy(&out.stdout);
    for line in ["\nhf ", "\nreal ", "\naten "] {
        assert!(listed.contains(line), "`suites` lists{line}: {listed}");
    }
    let out = tpu(tmp.path(), &["torch", "real:no-such-model"]);
    assert_setup_error(&out, &["real:no-such-model: no entry `no-such-model` in the real catalog", "timm, torchvision"]);
    let out = tpu(tmp.path(), &["torch", "real:"]);
    assert_setup_error(&out, &["give real, real:LIBRARY"]);
    for bad in [&["torch", "real", "--shard", "3/2"][..], &["torch", "real", "--shard", "0/2"], &["torch", "real", "--resume"]] {
        let out = tpu(tmp.path(), bad);
        assert_eq!(out.status.code(), Some(2), "{bad:?}: {}", show(&out));
    }
}

/// scripts/nightly's NIGHTLY_REAL: a shard of the real catalog a night (here a selection of two
/// published sizes refused up front, so no driver starts), its rows diffed against the ledger in
/// DATE/torchtpu/real.txt; a malformed shard is a setup error (exit 2) that names the variable.
#[test]
fn nightly_runs_a_shard_of_the_real_catalog_and_diffs_it_against_the_ledger() {
    need_venv();
    let tmp = tempfile::tempdir().unwrap();
    let ledger = tmp.path().join("ledger");
    std::fs::create_dir(&ledger).unwrap();
    std::fs::write(
        ledger.join("entries.csv"),
        "id,outcome,status,seconds,compiles,error,finished_at,run\n\
         hf-default.llama,ran,pass,10.0,5,,1796000000.000,shard-1-of-50\n\
         hf-default.mistral,refused,oom,0.0,0,refused before loading: 14 GiB,1796000000.000,shard-1-of-50\n",
    )
    .unwrap();
    let reports = tmp.path().join("nights");
    let night = |date: &str, real: &str| {
        std::process::Command::new("bash")
            .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("../scripts/nightly"))
            .env("TPU_COMPAT", env!("CARGO_BIN_EXE_tpu-compat"))
            .env("TPU_COMPAT_CACHE_DIR", tmp.path().join("cache"))
            .env("TPU_COMPAT_REPORTS", &reports)
            .env("NIGHTLY_DATE", date)
            .env("NIGHTLY_TIERS", "")
            .env("NIGHTLY_TOPOLOGIES", "")
            .env("NIGHTLY_ATEN_JOBS", "0")
            .env("NIGHTLY_TORCH_MODELS", "")
            .env("NIGHTLY_TORCH_HF", "")
            .env("NIGHTLY_REAL", real)
            .env("NIGHTLY_REAL_MODELS", "real:hf-default.llama real:hf-default.mistral")
            .env("NIGHTLY_REAL_LEDGER", &ledger)
            .output()
            .unwrap()
    };
    let out = night("2026-12-05", "auto/1");
    // In the night's journal: mistral failed as the ledger records (expected), llama passed there and
    // is refused here (this machine's memory): a new failure, which fails the night.
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    assert!(reports.join("2026-12-05/torchtpu/real/shard-1-of-1/results.jsonl").is_file(), "{}", show(&out));
    let journal = std::fs::read_to_string(reports.join("2026-12-05/run/results.jsonl")).unwrap();
    let rows: Vec<serde_json::Value> = journal.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    let status = |id: &str| rows.iter().find(|r| r["id"] == id).map(|r| r["status"].as_str().unwrap_or("").to_string());
    assert_eq!(status("torch-eager/hf-default.mistral").as_deref(), Some("xfail"), "{journal}");
    assert_eq!(status("torch-eager/hf-default.llama").as_deref(), Some("oom"), "{journal}");
    let summary = std::fs::read_to_string(reports.join("2026-12-05/summary.md")).unwrap();
    assert!(summary.contains("torch-eager/hf-default.llama"), "{summary}");
    let diff = std::fs::read_to_string(reports.join("2026-12-05/torchtpu/real.txt")).unwrap();
    assert!(diff.contains("against the ledger: 2 entries compared: 0 regression, 0 improvement, 1 changed"), "{diff}");
    assert!(diff.contains("changed      hf-default.llama: pass -> refused"), "{diff}");
    for bad in ["3", "0/50", "auto", "x/2"] {
        let out = night("2026-12-06", bad);
        assert_eq!(out.status.code(), Some(2), "{bad}: {}", show(&out));
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(&format!("NIGHTLY_REAL={bad}: give K/N or auto/N")), "{err}");
    }
}

/// The catalog generator's own tests (scripts/torch_tpu/tests): the diffusers
/// input search on made-up and real forwards, every input fill, and a row the
/// search found run on the CPU with the inputs the catalog recorded.
#[test]
fn the_real_catalogs_generator_passes_its_unit_tests() {
    let python = need_venv();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let out = std::process::Command::new(python)
        .args(["-m", "unittest", "discover", "-s", "scripts/torch_tpu/tests"])
        .current_dir(root)
        .env("TORCH_DEVICE_BACKEND_AUTOLOAD", "0")
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(stderr.contains("Ran 21 tests") && stderr.contains("\nOK"), "{stderr}");
}

/// scripts/bench-torchtpu-real's figures over shard folders: each entry
/// once, and an entry with a newer row in a later folder (entries run
/// again after a fix) counted by that row, not by the one it replaces.
fn figures_count_an_entry_run_again_by_its_newest_row(runs: &Path) {
    let first = std::fs::read_to_string(runs.join("shard-1/results.jsonl")).unwrap();
    let mut again: serde_json::Value = serde_json::from_str(first.lines().next().unwrap()).unwrap();
    again["status"] = "pass".into();
    again["error"] = serde_json::Value::Null;
    // As a run again would write it: TorchTPU ran it (the figures read the typed cause).
    again["torch"] = serde_json::json!({"cause": "ran"});
    again["finished_at"] = (again["finished_at"].as_f64().unwrap() + 1.0).into();
    // Named to sort before shard-1: the folder order must not decide.
    std::fs::create_dir_all(runs.join("shard-0-again")).unwrap();
    std::fs::write(runs.join("shard-0-again/results.jsonl"), format!("{again}\n")).unwrap();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let out = std::process::Command::new("python3")
        .arg(root.join("scripts/torch_tpu/real_figures.py"))
        .arg(runs)
        .arg("--catalog")
        .arg(root.join("suites/catalogs/real.csv"))
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{}", show(&out));
    assert!(text.lines().any(|l| l.starts_with("4 of the catalog's")), "four entries, the rerun one once: {text}");
    let transformers = text.lines().find(|l| l.starts_with("transformers ")).unwrap_or_default();
    // rows ran crash raised refused oom model limit parity: the rerun's pass replaced its refusal.
    let got: Vec<&str> = transformers.split_whitespace().collect();
    assert_eq!(got, ["transformers", "4", "1", "0", "0", "3", "0", "0", "0", "1/1"], "{text}");
}

/// Expected results for TorchTPU rows, per mode: `expected update` writes `torch-<mode>.<device>.toml`
/// from a catalog run, and the next run of that catalog and mode reads it by default, so a known
/// failure keeps the run green (here a published size refused up front: no driver starts); a run of
/// model files reads none unless given `--expected`, and its failures do not land in a tier's file.
#[test]
fn a_known_torchtpu_failure_listed_as_expected_keeps_the_run_green() {
    need_venv();
    let tmp = tempfile::tempdir().unwrap();
    // A data root of the test's own, so the committed files stay as they are.
    let home = tmp.path().join("home");
    std::fs::create_dir_all(home.join("suites")).unwrap();
    std::fs::create_dir_all(home.join("baselines/expected")).unwrap();
    let at_home = |args: &[&str]| tpu_compat(&tmp.path().join("cache")).env("TPU_COMPAT_HOME", &home).args(args).output().unwrap();
    let first = tmp.path().join("first");
    let out = at_home(&["torch", "real:hf-default.llama", "--out", first.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    let out = at_home(&["expected", "update", first.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let file = home.join("baselines/expected/torch-eager.cpu.toml");
    let text = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{e}: {}", show(&out)));
    assert!(text.contains("[definitions.\"hf-default.llama\"]") && text.contains("status = \"oom\""), "{text}");
    let again = tmp.path().join("again");
    let out = at_home(&["torch", "real:hf-default.llama", "--out", again.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "the known failure is expected: {}", show(&out));
    assert_eq!((rows(&again)[0].status, rows(&again)[0].expected), (Status::Xfail, Some(Status::Oom)));
    // Another mode has its own file: nothing is expected of it yet.
    let fused = tmp.path().join("fused");
    let out = at_home(&["torch", "real:hf-default.llama", "--mode", "defer-and-fuse", "--out", fused.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    // A model file is the user's: `expected update` keeps it out of the tier files unless given --out.
    let mine = tmp.path().join("mine");
    let out = tpu(tmp.path(), &["torch", &fixture("aborts.py"), "--out", mine.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    let out = at_home(&["expected", "update", mine.to_str().unwrap()]);
    assert_setup_error(&out, &["a suite of your own, not a tier", "--out FILE"]);
    let own = tmp.path().join("own.toml");
    let out = at_home(&["expected", "update", mine.to_str().unwrap(), "--out", own.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let out = tpu(
        tmp.path(),
        &["torch", &fixture("aborts.py"), "--expected", own.to_str().unwrap(), "--out", tmp.path().join("mine2").to_str().unwrap()],
    );
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let out = tpu(tmp.path(), &["torch", &fixture("aborts.py"), "--expected", "/no/such.toml"]);
    assert_setup_error(&out, &["--expected: /no/such.toml does not exist"]);
}
