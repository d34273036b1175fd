//! `tpu-compat torch --record-baselines STORE` and `--baselines STORE` through the real binary,
//! the real TorchTPU and the real XLA CPU plugin: a recorded reference judges TorchTPU as the live
//! one does (the same status for every model, random and failing references included), and a
//! store that is stale, damaged, foreign or absent never gives a pass.

mod common;

use common::*;
use results::{Cause, ResultRow, Status};
use std::collections::BTreeMap;
use std::path::Path;

fn statuses(rows: &[ResultRow]) -> BTreeMap<String, Status> {
    rows.iter().map(|r| (r.id.clone(), r.status)).collect()
}

fn row<'a>(rows: &'a [ResultRow], id: &str) -> &'a ResultRow {
    rows.iter().find(|r| r.id == id).unwrap_or_else(|| panic!("no row {id}: {rows:?}"))
}

fn manifest(store: &Path) -> String {
    std::fs::read_to_string(store.join("manifest.jsonl")).unwrap()
}

#[test]
fn a_recorded_reference_judges_as_the_live_one_does() {
    need_venv();
    let tmp = tempfile::tempdir().unwrap();
    let store = tmp.path().join("store");
    let models = [
        torch_fixture("block.py"),
        torch_fixture("hostile/rand_out.py"),
        torch_fixture("hostile/none_out.py"),
        torch_fixture("hostile/rand_cumsum.py"),
        torch_fixture("hostile/shared_out.py"),
    ];
    let models: Vec<&str> = models.iter().map(String::as_str).collect();
    let (live_out, live) = torch_run(tmp.path(), "live", &models);
    assert_eq!(live.len(), 5, "{}", show(&live_out));
    // Random, and an op the plugin cannot run: live, TorchTPU's failure is the row.
    assert_eq!(row(&live, "rand_cumsum").status, Status::Skipped, "{:?}", row(&live, "rand_cumsum"));

    let mut args = models.clone();
    args.extend(["--record-baselines", store.to_str().unwrap()]);
    let (out, recorded) = torch_run(tmp.path(), "record", &args);
    assert_eq!(recorded.len(), 5, "{}", show(&out));
    // Outputs that share memory are stored, each apart.
    assert_eq!(row(&recorded, "shared_out").status, Status::Pass, "{:?}", row(&recorded, "shared_out"));
    assert!(recorded.iter().all(|r| r.tier == "torch-reference"), "{recorded:?}");
    let block = row(&recorded, "block");
    assert_eq!(block.status, Status::Pass, "{block:?}");
    assert!(block.error.as_deref().unwrap().contains("recorded on cpu: 1 output(s) and its float64 reference"), "{block:?}");
    assert_eq!(block.torch.as_deref().unwrap().reference.as_deref(), Some("recorded on cpu"));
    assert!(block.compiles.is_none(), "TorchTPU does not run in a recording: {block:?}");
    assert!(store.join("torch/block.safetensors").is_file() && store.join("torch/block.f64.safetensors").is_file());
    // The random model and the one with no outputs store no baseline, and the manifest says why.
    assert!(!store.join("torch/rand_out.safetensors").exists());
    let m = manifest(&store);
    assert_eq!(m.lines().count(), 5, "{m}");
    assert!(m.contains(r#""not_recorded":{"status":"nondeterministic""#), "{m}");
    assert!(m.contains(r#""version.torch":"#) && m.contains(r#""weights_sha256":"#) && m.contains(r#""inputs_sha256":"#), "{m}");

    let mut args = models.clone();
    args.extend(["--baselines", store.to_str().unwrap()]);
    let (out, judged) = torch_run(tmp.path(), "judge", &args);
    assert_eq!(statuses(&judged), statuses(&live), "{}\n{}", show(&out), show(&live_out));
    assert_eq!(out.status.code(), live_out.status.code(), "{}", show(&out));
    let block = row(&judged, "block");
    assert_eq!(block.status, Status::Pass);
    assert_eq!(block.tier, "torch-eager", "a judged run is its mode's tier, expected results and all");
    let said = block.torch.as_deref().unwrap().reference.clone().unwrap();
    assert!(said.starts_with("stored cpu baseline, float64 reference, recorded "), "{said}");
    assert!(block.compiles.unwrap() > 0, "TorchTPU ran: {block:?}");
    assert_eq!(block.timings.reference_ms, 0.0, "no reference runs beside TorchTPU: {:?}", block.timings);
    assert!(row(&live, "block").timings.reference_ms > 0.0);
    let rand = row(&judged, "rand_out");
    assert!(rand.error.as_deref().unwrap().contains("no baseline was stored"), "{rand:?}");
}

#[test]
fn a_stale_damaged_foreign_or_absent_store_is_never_a_pass() {
    need_venv();
    let tmp = tempfile::tempdir().unwrap();
    let store = tmp.path().join("store");
    // The model file copied, so it can change after recording.
    let model = tmp.path().join("block.py");
    std::fs::copy(torch_fixture("block.py"), &model).unwrap();
    let (model, causal) = (model.to_str().unwrap().to_string(), torch_fixture("causal_lm.py"));

    // Two recordings into one store at once (shards): they take turns, neither is lost.
    let spawn = |m: &str, run: &str| {
        tpu_compat(&tmp.path().join("cache"))
            .args(["torch", m, "--record-baselines", store.to_str().unwrap(), "--out"])
            .arg(tmp.path().join(run))
            .spawn()
            .unwrap()
    };
    let (mut a, mut b) = (spawn(&model, "rec-a"), spawn(&causal, "rec-b"));
    assert!(a.wait().unwrap().success() && b.wait().unwrap().success());
    assert_eq!(manifest(&store).lines().count(), 2, "{}", manifest(&store));

    let judge = |run: &str, s: &Path, extra: &[&str]| {
        let mut args = vec![model.as_str(), causal.as_str(), "--baselines", s.to_str().unwrap()];
        args.extend(extra);
        torch_run(tmp.path(), run, &args)
    };
    let (out, rows) = judge("fresh", &store, &[]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    assert!(rows.iter().all(|r| r.status == Status::Pass), "{rows:?}");

    // A planted stale store: another torch in the manifest.
    let planted = tmp.path().join("planted");
    copy_dir(&store, &planted);
    let text = manifest(&planted);
    let torch = text.split(r#""version.torch":""#).nth(1).unwrap().split('"').next().unwrap().to_string();
    std::fs::write(planted.join("manifest.jsonl"), text.replace(&format!(r#""version.torch":"{torch}""#), r#""version.torch":"2.0.0""#))
        .unwrap();
    let (out, rows) = judge("planted", &planted, &[]);
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    for r in &rows {
        assert_eq!((r.status, r.torch.as_deref().map(|t| t.cause)), (Status::StaleBaseline, Some(Cause::Baseline)), "{r:?}");
        assert!(r.error.as_deref().unwrap().contains(&format!("version.torch: 2.0.0 -> {torch}")), "{r:?}");
    }

    // A bundle of a row judged against a store carries its baseline: its replay is judged against
    // the same reference once the store is gone (a live replay would pass).
    let bundle = tmp.path().join("bundle");
    let made = tpu_compat(&tmp.path().join("cache"))
        .arg("report")
        .arg(&planted)
        .args(["--bundle", "block", "--out"])
        .arg(&bundle)
        .output()
        .unwrap();
    assert!(made.status.success(), "{}", show(&made));
    assert!(bundle.join("store/torch/block.safetensors").is_file() && bundle.join("store/manifest.jsonl").is_file(), "{}", show(&made));
    std::fs::remove_file(planted.join("manifest.jsonl")).unwrap();
    let replay = tpu_compat(&tmp.path().join("cache")).arg("replay").arg(&bundle).output().unwrap();
    assert_eq!(replay.status.code(), Some(0), "{}", show(&replay));
    assert!(
        String::from_utf8_lossy(&replay.stdout).contains("reproduced on cpu")
            && String::from_utf8_lossy(&replay.stdout).contains("stale-baseline"),
        "{}",
        show(&replay)
    );

    // A truncated tensor file fails the manifest's digest; a model missing from the store is missing.
    let damaged = tmp.path().join("damaged");
    copy_dir(&store, &damaged);
    let f = damaged.join("torch/causal_lm.safetensors");
    let bytes = std::fs::read(&f).unwrap();
    std::fs::write(&f, &bytes[..bytes.len() / 2]).unwrap();
    let lines: Vec<String> = manifest(&damaged).lines().filter(|l| !l.contains(r#""id":"block""#)).map(String::from).collect();
    std::fs::write(damaged.join("manifest.jsonl"), lines.join("\n") + "\n").unwrap();
    let (out, rows) = judge("damaged", &damaged, &[]);
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    let c = row(&rows, "causal_lm");
    assert_eq!(c.status, Status::MissingBaseline, "{c:?}");
    assert!(c.error.as_deref().unwrap().contains("causal_lm.safetensors: its SHA-256 is"), "{c:?}");
    let b = row(&rows, "block");
    assert_eq!(b.status, Status::MissingBaseline, "{b:?}");
    assert!(b.error.as_deref().unwrap().contains("no baseline for `block`"), "{b:?}");

    // A store recorded from another catalog is refused, never compared.
    let foreign = tmp.path().join("foreign");
    copy_dir(&store, &foreign);
    std::fs::write(foreign.join("manifest.jsonl"), manifest(&foreign).replace(r#""catalog":"file""#, r#""catalog":"hf""#)).unwrap();
    let (out, rows) = judge("foreign", &foreign, &[]);
    assert_eq!(out.status.code(), Some(1));
    for r in &rows {
        assert_eq!(r.status, Status::MissingBaseline, "{r:?}");
        assert!(r.error.as_deref().unwrap().contains("a store from another catalog"), "{r:?}");
    }

    // Another seed is other weights and inputs; a changed model file is another definition.
    let (_, rows) = judge("seed", &store, &["--seed", "1"]);
    let b = row(&rows, "block");
    assert_eq!(b.status, Status::StaleBaseline, "{b:?}");
    assert!(b.error.as_deref().unwrap().contains("seed: 0 -> 1"), "{b:?}");
    std::fs::write(&model, std::fs::read_to_string(&model).unwrap() + "\n# edited after recording\n").unwrap();
    let (_, rows) = judge("edited", &store, &[]);
    let b = row(&rows, "block");
    assert_eq!(b.status, Status::StaleBaseline, "{b:?}");
    assert!(b.error.as_deref().unwrap().contains("definition_sha256: "), "{b:?}");
    assert_eq!(row(&rows, "causal_lm").status, Status::Pass);

    // A store of another device is not recorded into.
    std::fs::write(store.join("manifest.jsonl"), manifest(&store).replace(r#""device":"cpu""#, r#""device":"cuda:NVIDIA H100""#)).unwrap();
    let (out, rows) = torch_run(tmp.path(), "other-device", &[&causal, "--record-baselines", store.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    assert!(rows[0].error.as_deref().unwrap().contains("holds baselines recorded on cuda:NVIDIA H100"), "{:?}", rows[0]);
}

#[test]
fn a_store_that_is_not_one_is_refused_before_any_model_runs() {
    need_venv();
    let tmp = tempfile::tempdir().unwrap();
    let model = torch_fixture("block.py");
    let absent = tmp.path().join("absent");
    let (out, rows) = torch_run(tmp.path(), "absent", &[&model, "--baselines", absent.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2), "{}", show(&out));
    assert!(rows.is_empty());
    assert!(stderr(&out).contains("absent: no such folder"), "{}", show(&out));

    let empty = tmp.path().join("empty");
    std::fs::create_dir(&empty).unwrap();
    let (out, _) = torch_run(tmp.path(), "empty", &[&model, "--baselines", empty.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("lists no TorchTPU reference"), "{}", show(&out));

    std::fs::write(empty.join("manifest.jsonl"), "{\"suite\": \"torch\"}\nnot json\n").unwrap();
    for flag in ["--baselines", "--record-baselines"] {
        let (out, _) = torch_run(tmp.path(), "garbage", &[&model, flag, empty.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(2), "{flag}: {}", show(&out));
        assert!(stderr(&out).contains("manifest.jsonl:1: not a manifest entry"), "{flag}: {}", show(&out));
    }

    // Flags that cannot go with a recording, and a bad model name leaves no store behind.
    let store = tmp.path().join("new-store");
    let s = store.to_str().unwrap();
    // A model id the store cannot name a file by (a file stem with a space) is refused up front.
    let spaced = tmp.path().join("a block.py");
    std::fs::copy(&model, &spaced).unwrap();
    let spaced = spaced.to_str().unwrap().to_string();
    for (args, says) in [
        (vec![&spaced[..], "--record-baselines", s], "model id \"a block\" contains ' '"),
        (vec![&model[..], "--record-baselines", s, "--baselines", s], "cannot be used with"),
        (vec![&model[..], "--record-baselines", s, "--train", "loop"], "cannot be used with"),
        (vec![&model[..], "--record-baselines", s, "--lengths", "2,4", "--bounded"], "cannot be used with"),
        (vec!["/no/such/model.py", "--record-baselines", s], "no such file"),
    ] {
        let (out, _) = torch_run(tmp.path(), "flags", &args);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {}", show(&out));
        assert!(stderr(&out).contains(says), "{args:?}: {}", show(&out));
    }
    assert!(!store.exists(), "a refused recording creates no store");
}

#[test]
fn a_reference_lost_while_recording_is_said_so_when_judged() {
    need_venv();
    let tmp = tempfile::tempdir().unwrap();
    let store = tmp.path().join("store");
    let model = torch_fixture("hostile/slow.py");
    // The reference hangs past --timeout while recording: a `timeout` row, noted in the manifest.
    let out = tpu_compat(&tmp.path().join("cache"))
        .args(["torch", &model, "--timeout", "3s", "--record-baselines", store.to_str().unwrap(), "--out"])
        .arg(tmp.path().join("record"))
        .env("TPU_COMPAT_TEST_SLEEP", "60")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    assert_eq!(rows(&tmp.path().join("record"))[0].status, Status::Timeout);
    assert!(manifest(&store).contains(r#""not_recorded":{"status":"timeout""#), "{}", manifest(&store));
    // Judged (the model no longer hangs): the row is the recording's, never "no baseline" or a pass.
    let (out, rows) = torch_run(tmp.path(), "judge", &[&model, "--baselines", store.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1), "{}", show(&out));
    assert_eq!(rows[0].status, Status::Timeout, "{:?}", rows[0]);
    assert!(rows[0].error.as_deref().unwrap().contains("the reference, when recorded"), "{:?}", rows[0]);
}

#[test]
fn a_warm_compile_cache_is_asked_for_and_never_inherited() {
    need_venv();
    let tmp = tempfile::tempdir().unwrap();
    let model = torch_fixture("block.py");
    let cache = tmp.path().join("programs");
    let run = |name: &str, flags: &[&str]| {
        let out = tpu_compat(&tmp.path().join("cache"))
            .args(["torch", &model, "--out"])
            .arg(tmp.path().join(name))
            .args(flags)
            // A cache the user's shell names is not the run's: runs are cold unless asked.
            .env("TORCH_TPU_TIER3_COMPILATION_CACHE_ROOT", &cache)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0), "{}", show(&out));
        let r = rows(&tmp.path().join(name)).remove(0);
        (r.compiles.unwrap(), r.torch.as_deref().unwrap().programs.unwrap())
    };
    let (new, programs) = run("cold", &[]);
    assert!(new > 0 && new == programs, "{new} of {programs}");
    assert!(!cache.exists(), "an inherited cache folder is not written");
    let c = cache.to_str().unwrap();
    assert_eq!(run("first", &["--compile-cache", c]), (programs, programs), "the first warm run fills the cache");
    assert_eq!(run("warm", &["--compile-cache", c]), (0, programs), "the second compiles nothing and runs every program");
    assert_eq!(run("cold-again", &[]), (programs, programs));
}

fn stderr(o: &std::process::Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap().flatten() {
        let target = to.join(e.file_name());
        if e.path().is_dir() {
            copy_dir(&e.path(), &target);
        } else {
            std::fs::copy(e.path(), &target).unwrap();
        }
    }
}
