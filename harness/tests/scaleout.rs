//! Scale-out as a user starts it: the binary installed the way the container
//! image lays it out (`<prefix>/bin`, `<prefix>/share/tpu-compat`,
//! `<prefix>/lib/tpu-compat/plugins`) runs from anywhere with nothing set
//! but PATH; the Kubernetes manifests pass the schema check
//! (`scripts/k8s/validate`); and the Indexed Job's own pod scripts, run
//! locally with one pod killed and restarted (`scripts/k8s/rehearse`), give
//! the results of one unsharded run. Real binary, real CPU plugin.

use serde_json::Value;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const SETUP: i32 = 2;
/// What scripts/k8s/venv (and the scripts using it) exit with when pip
/// cannot reach the package registry.
const SKIPPED: i32 = 77;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().map(Path::to_path_buf).unwrap_or_default()
}

fn show(o: &Output) -> String {
    format!("status {:?}\n--- stdout\n{}\n--- stderr\n{}", o.status, String::from_utf8_lossy(&o.stdout), String::from_utf8_lossy(&o.stderr))
}

fn copy_tree(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap() {
        let e = e.unwrap();
        let dest = to.join(e.file_name());
        if e.file_type().unwrap().is_dir() {
            copy_tree(&e.path(), &dest);
        } else {
            std::fs::copy(e.path(), &dest).unwrap();
        }
    }
}

fn journal(run_dir: &Path) -> Vec<Value> {
    let text = std::fs::read_to_string(run_dir.join("results.jsonl")).unwrap();
    text.lines().map(|l| serde_json::from_str(l).unwrap()).collect()
}

fn run_json(run_dir: &Path) -> Value {
    serde_json::from_str(&std::fs::read_to_string(run_dir.join("run.json")).unwrap()).unwrap()
}

/// The only run folder under `<cwd>/runs/` whose name starts with `suite-`.
fn run_dir_of(cwd: &Path, suite: &str) -> PathBuf {
    let found: Vec<PathBuf> = std::fs::read_dir(cwd.join("runs"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.file_name().unwrap().to_string_lossy().starts_with(&format!("{suite}-")))
        .collect();
    assert_eq!(found.len(), 1, "{found:?}");
    found[0].clone()
}

/// An installation prefix laid out as the image lays it out. The `hf` suite
/// gets every definition but the first (sorted), so a run that picks the
/// first two shows which data root it read.
struct Installed {
    _tmp: tempfile::TempDir,
    prefix: PathBuf,
    elsewhere: PathBuf,
    hf_first_two: Vec<String>,
}

fn install() -> Installed {
    let tmp = tempfile::tempdir().unwrap();
    let prefix = tmp.path().join("usr-local");
    let bin = prefix.join("bin");
    std::fs::create_dir_all(&bin).unwrap();
    std::fs::copy(env!("CARGO_BIN_EXE_tpu-compat"), bin.join("tpu-compat")).unwrap();

    let share = prefix.join("share/tpu-compat");
    let mut hf: Vec<PathBuf> = std::fs::read_dir(root().join("suites/hf"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.join("model.toml").is_file())
        .collect();
    hf.sort();
    for d in &hf[1..] {
        copy_tree(d, &share.join("suites/hf").join(d.file_name().unwrap()));
    }
    let hf_first_two = hf[1..3].iter().map(|d| d.file_name().unwrap().to_string_lossy().into_owned()).collect();
    copy_tree(&root().join("baselines/store"), &share.join("baselines/store"));
    copy_tree(&root().join("baselines/expected"), &share.join("baselines/expected"));
    std::fs::copy(root().join("baselines/tolerances.toml"), share.join("baselines/tolerances.toml")).unwrap();

    // The unpacked CPU wheel (260 MB) is linked, not copied.
    let so = runtime::plugin::locate(&runtime::DeviceSpec::Cpu).expect("the CPU plugin (scripts/setup unpacks it)");
    let wheel = so.ancestors().nth(3).unwrap().to_path_buf();
    let plugins = prefix.join("lib/tpu-compat/plugins");
    std::fs::create_dir_all(&plugins).unwrap();
    std::os::unix::fs::symlink(&wheel, plugins.join(wheel.file_name().unwrap())).unwrap();

    let elsewhere = tmp.path().join("elsewhere");
    std::fs::create_dir_all(&elsewhere).unwrap();
    Installed { prefix, elsewhere, hf_first_two, _tmp: tmp }
}

/// `tpu-compat ARGS` found through PATH, run in `cwd`, with an environment
/// holding PATH and nothing else.
fn installed(inst: &Installed, args: &[&str]) -> Output {
    Command::new("tpu-compat")
        .args(args)
        .current_dir(&inst.elsewhere)
        .env_clear()
        .env("PATH", format!("{}:/usr/bin:/bin", inst.prefix.join("bin").display()))
        .output()
        .expect("tpu-compat runs from PATH")
}

#[test]
fn the_installed_binary_runs_hf_and_tier2_from_anywhere_with_only_path_set() {
    let inst = install();

    let out = installed(&inst, &["run", "hf", "--limit", "2", "--no-cache"]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let hf = run_dir_of(&inst.elsewhere, "hf");
    // Workers finish in any order: the journal holds rows as they complete
    // (a bounded export's, one per length).
    let mut ids: Vec<String> = journal(&hf).iter().map(|r| r["id"].as_str().unwrap().to_string()).collect();
    ids.sort();
    ids.dedup();
    let mut first_two = inst.hf_first_two.clone();
    first_two.sort();
    assert_eq!(ids, first_two, "the hf suite was read from the installed data root");
    let plugin = run_json(&hf)["plugin_path"].as_str().unwrap().to_string();
    assert!(Path::new(&plugin).starts_with(inst.prefix.join("lib/tpu-compat/plugins")), "plugin {plugin}");

    let out = installed(&inst, &["run", "tier2", "--limit", "2", "--no-cache"]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let rows = journal(&run_dir_of(&inst.elsewhere, "tier2"));
    assert_eq!(rows.len(), 2);
    for r in &rows {
        assert_eq!(r["status"], "pass", "{r}");
        // Compared against the installed store: every output carries its metrics.
        let outputs = r["outputs"].as_array().unwrap();
        assert!(!outputs.is_empty() && outputs.iter().all(|o| o["metrics"]["passed"] == true), "{r}");
    }
}

#[test]
fn a_missing_data_root_is_an_error_naming_where_it_looked() {
    let inst = install();
    let nowhere = inst.prefix.join("no-such-data");
    let run = |args: &[&str]| {
        Command::new("tpu-compat")
            .args(args)
            .current_dir(&inst.elsewhere)
            .env_clear()
            .env("PATH", format!("{}:/usr/bin:/bin", inst.prefix.join("bin").display()))
            .env("TPU_COMPAT_HOME", &nowhere)
            .output()
            .unwrap()
    };
    let out = run(&["run", "hf", "--limit", "1", "--no-cache"]);
    assert_eq!(out.status.code(), Some(SETUP), "{}", show(&out));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains(&format!("{} (set by TPU_COMPAT_HOME)", nowhere.display())), "{}", show(&out));
    assert!(err.contains("no tpu-compat data folder"), "{}", show(&out));

    // A catalog tier needs no data root to run; the run says what it lacks.
    let out = run(&["run", "tier1", "--limit", "1", "--no-cache"]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("warning: no tpu-compat data folder") && err.contains(&nowhere.display().to_string()), "{}", show(&out));
}

#[test]
fn render_refuses_a_missing_or_malformed_value_by_name() {
    let tmp = tempfile::tempdir().unwrap();
    let render = |vals: &[&str]| {
        Command::new(root().join("scripts/k8s/render"))
            .arg(tmp.path().join("out"))
            .args(vals)
            .env_remove("IMAGE")
            .env_remove("TIER")
            .env_remove("SHARDS")
            .output()
            .unwrap()
    };
    for (vals, says) in [
        (&["TIER=tier1", "SHARDS=4"][..], "IMAGE is not set"),
        (&["IMAGE=r/t:1", "TIER=tier1", "SHARDS=0"][..], "SHARDS=`0` is not a whole number"),
        (&["IMAGE=r/t:1", "TIER=Tier 1", "SHARDS=4"][..], "TIER=`Tier 1` is not a tier name"),
        (&["IMAGE=r/t:1", "TIER=tier1", "SHARDS=4", "SHRADS=5"][..], "unknown value SHRADS"),
        (
            &["IMAGE=r/t:1", "TIER=tier9", "SHARDS=4"][..],
            "TIER=`tier9` is not a tier the Job runs (tier1, tier2, dynamism, train, spmd, hf, ops, realsize, real)",
        ),
        (&["IMAGE=r/t:1", "TIER=real", "SHARDS=5093"][..], "SHARDS=5093 is more than the 5092 definitions of real"),
        (&["IMAGE=r/t:1", "TIER=spmd", "SHARDS=322"][..], "SHARDS=322 is more than the 321 definitions of spmd"),
        (&["IMAGE=r/t:1", "TIER=spmd", "SHARDS=8", "TPU_CHIPS=8"][..], "TPU_CHIPS=8: the spmd tier's programs declare 4 devices"),
        (&["IMAGE=r/t:1", "TIER=tier2", "SHARDS=658"][..], "SHARDS=658 is more than the 657 definitions of tier2"),
        (&["IMAGE=r/t:1", "TIER=hf", "SHARDS=826"][..], "SHARDS=826 is more than the 825 definitions of hf"),
        (&["IMAGE=r/t:1", "TIER=tier1", "SHARDS=4", "TOPOLOGY=v7x:2x2x1"][..], "TOPOLOGY=`v7x:2x2x1` is not a TPU topology"),
        (&["IMAGE=r/t:1", "TIER=tier1", "SHARDS=4", "TOPOLOGY=v6e:2x2", "DEVICE=cpu"][..], "compiling for a topology is --device tpu"),
        (&["IMAGE=r/t:1", "TIER=tier1", "SHARDS=4", "TOPOLOGY=v6e:2x2", "CPUS=0"][..], "CPUS=`0` is not a whole number of CPUs"),
        (&["IMAGE=r/t:1", "TIER=tier1", "SHARDS=4", "TOPOLOGY=v6e:2x2", "MEMORY=8G"][..], "MEMORY=`8G` is not a memory size"),
    ] {
        let out = render(vals);
        assert_eq!(out.status.code(), Some(SETUP), "{vals:?}: {}", show(&out));
        assert!(String::from_utf8_lossy(&out.stderr).contains(says), "{vals:?}: {}", show(&out));
    }
    assert!(!tmp.path().join("out/tier1-shards.yaml").exists());

    // The real catalog runs through TorchTPU: its pods call `tpu-compat torch real --shard`.
    let out = render(&["IMAGE=registry.example/p/tpu-compat:v1", "TIER=real", "SHARDS=50", "RUN_ID=real-1"]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let shards = std::fs::read_to_string(tmp.path().join("out/tier1-shards.yaml")).unwrap();
    assert!(
        shards.contains("completions: 50") && shards.contains(r#"tpu-compat torch real --device "$DEVICE" --shard "$K/$SHARDS""#),
        "{shards}"
    );

    let out = render(&["IMAGE=registry.example/p/tpu-compat:v1", "TIER=tier2", "SHARDS=12", "RUN_ID=n-1"]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let shards = std::fs::read_to_string(tmp.path().join("out/tier1-shards.yaml")).unwrap();
    let merge = std::fs::read_to_string(tmp.path().join("out/merge.yaml")).unwrap();
    for want in [
        "completions: 12",
        "parallelism: 12",
        "value: \"12\"",
        "name: tpu-compat-tier2",
        "image: registry.example/p/tpu-compat:v1",
        "value: /results/n-1",
    ] {
        assert!(shards.contains(want), "{want} missing:\n{shards}");
    }
    for want in ["name: tpu-compat-tier2-merge", "image: registry.example/p/tpu-compat:v1", "value: /results/n-1"] {
        assert!(merge.contains(want), "{want} missing:\n{merge}");
    }
    assert!(!shards.contains("${") && !merge.contains("${"), "a placeholder was left");
    assert!(shards.contains("- name: SHARD_OPTIONS\n              value: \"\"\n"), "no tier options for tier2:\n{shards}");

    // The spmd tier: one pod per host, its 4 chips driven by one worker, programs held to 4 devices.
    let out = render(&["IMAGE=registry.example/p/tpu-compat:v1", "TIER=spmd", "SHARDS=16", "RUN_ID=s-1"]);
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let shards = std::fs::read_to_string(tmp.path().join("out/tier1-shards.yaml")).unwrap();
    for want in [
        "name: tpu-compat-spmd",
        "completions: 16",
        "- name: SHARD_OPTIONS\n              value: \"--devices 4 --jobs 1\"\n",
        "--run-dir \"$DIR\" $SHARD_OPTIONS $RUN_OPTIONS $RESUME",
        "google.com/tpu: 4",
        "cloud.google.com/gke-tpu-topology: 2x2",
    ] {
        assert!(shards.contains(want), "{want} missing:\n{shards}");
    }
}

#[test]
fn an_spmd_shard_pod_runs_its_programs_on_the_hosts_four_devices() {
    // Two shard pods of a sample of the spmd tier, rehearsed from the rendered manifests' own
    // scripts (a pod killed and resumed), merged and compared with one unsharded run.
    let tmp = tempfile::tempdir().unwrap();
    let work = tmp.path().join("rehearsal");
    let bin = PathBuf::from(env!("CARGO_BIN_EXE_tpu-compat"));
    let filter = "^llama-h64-l1-gqa2-f32-dp-x4-sp.0000$|^llama-h64-l2-mqa-f32-tp-x4-sp.0058$|^llama-h32-l1-mqa-f32-fsdp-x4-sp.0116$|^llama-h16-l2-mqa-f32-sgd-train-dp-x4-sp.0234$";
    let out = Command::new(root().join("scripts/k8s/rehearse"))
        .args(["2", "spmd", "--filter", filter])
        .env("TPU_COMPAT_BIN", &bin)
        .env("REHEARSE_DIR", &work)
        .env_remove("TPU_COMPAT_PLUGIN")
        .output()
        .unwrap();
    if out.status.code() == Some(SKIPPED) {
        eprintln!("SKIPPED: {}", String::from_utf8_lossy(&out.stderr).trim());
        return;
    }
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let merged = journal(&work.join("volume/rehearsal/merged"));
    assert_eq!(merged.len(), 4, "{merged:?}");
    for r in &merged {
        assert_eq!((r["status"].as_str(), r["devices"].as_u64()), (Some("pass"), Some(4)), "{r}");
    }
    let args = run_json(&work.join("volume/rehearsal/shard-0")).to_string();
    assert!(args.contains("\"--devices\"") && args.contains("\"--jobs\""), "the pod ran with the tier's options: {args}");
}

#[test]
fn the_manifests_pass_the_kubernetes_schema() {
    let out = Command::new(root().join("scripts/k8s/validate")).output().unwrap();
    if out.status.code() == Some(SKIPPED) {
        eprintln!("SKIPPED: {}", String::from_utf8_lossy(&out.stderr).trim());
        return;
    }
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let text = String::from_utf8_lossy(&out.stdout);
    // Three renderings (two on TPU node pools, one compile-only), two Kubernetes versions, three resources each.
    assert_eq!(text.matches(" passed for resource ").count(), 18, "{text}");
    assert_eq!(text.matches("the shard and merge Jobs agree").count(), 3, "{text}");
}

#[test]
fn three_shards_with_a_killed_pod_merge_to_the_unsharded_run() {
    let tmp = tempfile::tempdir().unwrap();
    let work = tmp.path().join("rehearsal");
    // Nine LSTMs, three per shard: the killed shard has rows left to run.
    let out = Command::new(root().join("scripts/k8s/rehearse"))
        .args(["3", "tier1", "--filter", "^lstm-h16-t[48]-", "--jobs", "1"])
        .env("TPU_COMPAT_BIN", env!("CARGO_BIN_EXE_tpu-compat"))
        .env("REHEARSE_DIR", &work)
        .env_remove("TPU_COMPAT_PLUGIN")
        .output()
        .unwrap();
    if out.status.code() == Some(SKIPPED) {
        eprintln!("SKIPPED: {}", String::from_utf8_lossy(&out.stderr).trim());
        return;
    }
    assert_eq!(out.status.code(), Some(0), "{}", show(&out));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("shard 0: kill -9 of its pod with"), "{text}");

    // Checked here too, not only by the script: the merged journal against the unsharded one.
    let volume = work.join("volume/rehearsal");
    let final_status = |rows: &[Value]| -> BTreeMap<String, String> {
        let mut m = BTreeMap::new();
        for r in rows {
            m.insert(r["id"].as_str().unwrap().to_string(), r["status"].as_str().unwrap().to_string());
        }
        m
    };
    let merged = journal(&volume.join("merged"));
    let whole = journal(&work.join("unsharded"));
    assert_eq!(final_status(&merged), final_status(&whole));
    assert_eq!(final_status(&merged).len(), 9);
    let mut keys: Vec<(String, u64)> =
        merged.iter().map(|r| (r["id"].as_str().unwrap().to_string(), r["attempt"].as_u64().unwrap())).collect();
    let n = keys.len();
    keys.sort();
    keys.dedup();
    assert_eq!(keys.len(), n, "an attempt was recorded twice");
    // The restarted pod resumed the killed shard's journal: the rows of the
    // killed pod's worker are kept, the rest come from a new worker, none twice.
    let shard0 = journal(&volume.join("shard-0"));
    let planned = run_json(&volume.join("shard-0"))["planned"].as_array().unwrap().len();
    assert_eq!(shard0.len(), planned, "{shard0:?}");
    assert_ne!(shard0[0]["worker_pid"], shard0[planned - 1]["worker_pid"], "{shard0:?}");
}
