//! `tpu-compat torch --lengths ... --bounded` through the real binary, the real TorchTPU and the
//! real XLA CPU plugin: TorchTPU's bounded dynamism in compile mode (one program set for every
//! length, the CPU plugin's PadToStatic limit named at each length, a length outside the bound
//! failing), in eager (a bound TorchTPU cannot carry through an op is its failure, said in its
//! words), the captured bounded program compiled for TPU topologies with its memory at the bound,
//! and the flags' errors.

mod common;

use common::*;
use results::{Cause, ResultRow, Status};
use std::path::Path;

fn fixture(name: &str) -> String {
    torch_fixture(name)
}

fn cause(r: &ResultRow) -> Option<Cause> {
    r.torch.as_deref().map(|t| t.cause)
}

#[test]
fn compile_mode_bounds_hold_one_program_set_the_plugins_limit_is_named_and_a_length_outside_fails() {
    need_venv();
    let tmp = tempfile::tempdir().unwrap();
    let args = [&fixture("token_mlp.py")[..], "--mode", "compile", "--lengths", "2,5,9,14", "--bounded", "--bound", "2..12", "--capture"];
    let (out, rows) = torch_run(tmp.path(), "compile", &args);
    // The length outside the bound fails the run: asked on purpose, never a pass.
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    assert_eq!(rows.len(), 4, "{}", show(&out));
    for r in &rows[..3] {
        assert_eq!((r.status, cause(r), r.bound), (Status::Skipped, Some(Cause::PluginLimit), Some(12)), "{r:?}");
        assert_eq!(r.tier, "torch-compile-bounded", "a bounded sweep's rows are a tier of their own");
        let error = r.error.as_deref().unwrap();
        assert!(error.contains("PadToStatic") && error.contains("the plugin's limit, not TorchTPU's"), "{error}");
        let t = r.torch.as_deref().unwrap();
        assert_eq!(t.bound_marked, vec!["input 0, dim 1 (Dynamo's mark_dynamic)".to_string()], "{t:?}");
        // TorchTPU pads each new length to the bound in a small program of its own, apart from the model's.
        assert_eq!(t.pad_programs, Some(1), "{t:?}");
    }
    assert_eq!(rows[0].compiles, Some(1), "the model's one bounded program: {:?}", rows[0]);
    assert!(rows[1..3].iter().all(|r| r.compiles == Some(0)), "no new model program inside the bound: {rows:?}");
    let outside = &rows[3];
    assert_eq!((outside.id.as_str(), outside.status, cause(outside)), ("token_mlp.len14", Status::FailRun, Some(Cause::OutsideBound)));
    assert!(outside.error.as_deref().unwrap().contains("length 14 is above the bound 2..12"), "{outside:?}");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let line =
        "token_mlp: bounded 2..12: held, not runnable here: one program set for every length (1 program(s) at length 2, none new after)";
    assert!(stdout.contains(line), "{line}\n{}", show(&out));
    assert!(stdout.contains("1 outside the bound, never a pass (14)"), "{}", show(&out));

    // The model's bounded program is TPU-only here: imported at its bound, it compiles for TPU topologies.
    let suite = tmp.path().join("compile/suite");
    for topology in ["v6e:2x2", "tpu7x:2x2x1"] {
        let dir = tmp.path().join(format!("tpu-{}", topology.replace(':', "-")));
        let tpu_run = tpu(
            tmp.path(),
            &["run", suite.to_str().unwrap(), "--device", "tpu", "--topology", topology, "--run-dir", dir.to_str().unwrap()],
        );
        assert_eq!(tpu_run.status.code(), Some(0), "{}", show(&tpu_run));
        let compiled = common::rows(&dir);
        assert!(compiled.iter().all(|r| r.status == Status::Compiled), "{compiled:?}");
        // The model's program (not a pad program): its output, f32[1, 12, 32] at the bound, is in its memory.
        let model = compiled.iter().filter_map(|r| r.compiled.as_ref()).max_by_key(|c| c.memory.outputs).unwrap();
        assert!(model.memory.outputs >= 12 * 32 * 4, "{topology}: {:?}", model.memory);
    }
}

#[test]
fn eager_bounds_are_put_after_the_embedding_and_an_op_torchtpu_cannot_bound_is_its_failure() {
    need_venv();
    let tmp = tempfile::tempdir().unwrap();
    let args = [&fixture("causal_lm.py")[..], &fixture("token_mlp.py"), "--lengths", "2,4", "--bounded", "--capture"];
    let (out, rows) = torch_run(tmp.path(), "eager", &args);
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    assert_eq!(rows.len(), 4, "{}", show(&out));
    // causal_lm adds static position embeddings to the bounded token embeddings: TorchTPU refuses the broadcast.
    for r in &rows[..2] {
        assert_eq!((r.status, cause(r)), (Status::FailRun, Some(Cause::Raised)), "{r:?}");
        let error = r.error.as_deref().unwrap();
        assert!(error.starts_with("under its bound, TorchTPU raised") && error.contains("failed to broadcast tensors"), "{error}");
        let marked = &r.torch.as_deref().unwrap().bound_marked;
        assert_eq!(marked, &vec!["the output of module `tokens` (Embedding), dim 1".to_string()]);
    }
    // token_mlp's ops all take the bound; the CPU plugin then refuses TorchTPU's bounded buffer.
    for r in &rows[2..] {
        assert_eq!((r.status, cause(r)), (Status::Skipped, Some(Cause::PluginLimit)), "{r:?}");
        assert!(r.error.as_deref().unwrap().contains("bounded dynamic buffer"), "{r:?}");
    }
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("causal_lm: bounded 2..4: cannot bound:"), "{}", show(&out));
    assert!(stdout.contains("token_mlp: bounded 2..4: "), "{}", show(&out));
    // The bounded programs the plugin compiled but would not run join the suite at their bound and compile for a TPU.
    assert!(stdout.contains("TPU-only (the plugin refused them, or would not run a bounded sweep's)"), "{}", show(&out));
    let suite = tmp.path().join("eager/suite");
    let dir = tmp.path().join("tpu");
    let tpu_run =
        tpu(tmp.path(), &["run", suite.to_str().unwrap(), "--device", "tpu", "--topology", "v6e:2x2", "--run-dir", dir.to_str().unwrap()]);
    assert_eq!(tpu_run.status.code(), Some(0), "{}", show(&tpu_run));
    let compiled = common::rows(&dir);
    assert!(!compiled.is_empty() && compiled.iter().all(|r| r.status == Status::Compiled), "{compiled:?}");
}

#[test]
fn bounded_flags_refuse_what_cannot_be_bounded() {
    let tmp = tempfile::tempdir().unwrap();
    let model = fixture("token_mlp.py");
    let no_lengths = tpu(tmp.path(), &["torch", &model, "--bounded"]);
    assert_eq!(no_lengths.status.code(), Some(2), "{}", show(&no_lengths));
    assert!(String::from_utf8_lossy(&no_lengths.stderr).contains("--lengths"), "{}", show(&no_lengths));
    let low = tpu(tmp.path(), &["torch", &model, "--lengths", "2..4", "--bounded", "--bound", "1..4"]);
    assert_eq!(low.status.code(), Some(2), "{}", show(&low));
    assert!(String::from_utf8_lossy(&low.stderr).contains("TorchTPU's bounds start at 2"), "{}", show(&low));
    let one = tpu(tmp.path(), &["torch", &model, "--lengths", "1..4", "--bounded"]);
    assert_setup_error(&one, &["--bounded: length 1 is below TorchTPU's lowest bound (2)"]);
    let backwards = tpu(tmp.path(), &["torch", &model, "--lengths", "2..4", "--bounded", "--bound", "8..4"]);
    assert!(String::from_utf8_lossy(&backwards.stderr).contains("`8..4` is not a bound"), "{}", show(&backwards));
    need_venv();
    let export = tpu(tmp.path(), &["torch", &model, "--lengths", "2..4", "--bounded", "--mode", "export"]);
    assert_setup_error(&export, &["--bounded with --mode export"]);
    let not_causal = tpu(tmp.path(), &["torch", "hf:albert-seq-cls", "--lengths", "2..4", "--bounded"]);
    assert_setup_error(&not_causal, &["--lengths: hf:albert-seq-cls is not one of the catalogs' causal LMs", "`hf-causal`"]);
    let vision = tpu(tmp.path(), &["torch", "real:timm", "--limit", "1", "--lengths", "2..4"]);
    assert_setup_error(&vision, &["--lengths: real:timm-", "more are not one of the catalogs' causal LMs"]);
}

#[test]
fn a_model_pytorch_cpu_cannot_build_is_said_so_at_every_length_never_that_its_inputs_did_not_vary() {
    need_venv();
    let tmp = tempfile::tempdir().unwrap();
    let model = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/torch/hostile/unbuildable_lm.py");
    let (out, rows) = torch_run(tmp.path(), "unbuildable", &[model.to_str().unwrap(), "--lengths", "2,4", "--bounded"]);
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    assert_eq!(rows.len(), 2, "{}", show(&out));
    for r in &rows {
        let error = r.error.as_deref().unwrap();
        assert!(error.contains("the model file failed on PyTorch CPU") && error.contains("cannot be built"), "{r:?}");
        assert!(!error.contains("do not vary"), "{r:?}");
    }
}
