"""A local rehearsal of the Indexed Job in scripts/k8s/ (run by
scripts/k8s/rehearse, which documents the usage).

The pod scripts are taken out of the rendered manifests, not copied: the
same /bin/sh script the shard pods run, with the same environment, the
results volume replaced by a local folder. Steps, as Kubernetes would take
them: N shard pods at once (JOB_COMPLETION_INDEX=0..N-1); one of them killed
(SIGKILL to its whole process group) once its journal has a row and before
it has all; that index started again as a new pod would be (its script must
find run.json and --resume); the merge pod. Then one unsharded run of the
same definitions, and the merged journal compared with it: the same
definitions, the same final status for each, no attempt recorded twice, and
shards that did not overlap.
"""

import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import manifests

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
# Options the rehearsal sets itself, or that would make a sharded run differ
# from an unsharded one.
REFUSED = {
    "--limit": "--limit truncates each shard, not the tier, so N shards would run up to N times as many "
    "definitions as one unsharded run; choose the sample with --filter REGEX instead",
    "--shard": "the pod script sets --shard from JOB_COMPLETION_INDEX",
    "--run-dir": "the pod script sets --run-dir on the results volume",
    "--resume": "the pod script adds --resume when its shard folder holds a run",
    "--device": "set REHEARSE_DEVICE (default cpu) instead",
    "--topology": "set REHEARSE_TOPOLOGY instead (the manifests' TOPOLOGY: compile only)",
}


class Setup(Exception):
    pass


def say(msg):
    print(f"rehearse: {msg}", flush=True)


def parse(argv):
    if not argv or not argv[0].isdigit() or int(argv[0]) < 1:
        raise Setup("usage: scripts/k8s/rehearse N [TIER] [run options], N the number of shards (at least 1)")
    shards = int(argv[0])
    rest = argv[1:]
    tier = "tier1"
    if rest and not rest[0].startswith("-"):
        tier, rest = rest[0], rest[1:]
    for o in rest:
        name = o.split("=", 1)[0]
        if name in REFUSED:
            raise Setup(f"{name} is not a rehearsal option: {REFUSED[name]}")
        if any(c.isspace() for c in o) or o == "":
            raise Setup(f"run option `{o}`: the pod splits RUN_OPTIONS on spaces, so an option cannot hold one")
    return shards, tier, rest


def binary():
    given = os.environ.get("TPU_COMPAT_BIN")
    if given:
        p = Path(given)
    elif (ROOT / "bin" / "tpu-compat").exists():
        p = ROOT / "bin" / "tpu-compat"
    else:
        found = shutil.which("tpu-compat")
        if not found:
            raise Setup("no tpu-compat binary: run scripts/setup, or set TPU_COMPAT_BIN")
        p = Path(found)
    if not os.access(p, os.X_OK):
        raise Setup(f"TPU_COMPAT_BIN: {p} is not an executable file")
    return p.resolve()


def rows(path):
    """The journal's rows; a torn last line (a killed writer) is left out."""
    out = []
    try:
        lines = Path(path).read_text().splitlines()
    except FileNotFoundError:
        return out
    for i, line in enumerate(lines):
        try:
            out.append(json.loads(line))
        except json.JSONDecodeError:
            if i != len(lines) - 1:
                raise Setup(f"{path}: line {i + 1} is not JSON and not the last line")
    return out


def planned(run_dir):
    try:
        return json.loads((Path(run_dir) / "run.json").read_text()).get("planned", [])
    except (FileNotFoundError, json.JSONDecodeError):
        return None


def tail(path, n=25):
    try:
        return "\n".join(Path(path).read_text(errors="replace").splitlines()[-n:])
    except FileNotFoundError:
        return "(no output)"


class Pod:
    """One pod: the container's script under /bin/sh in its own process group."""

    live = []

    def __init__(self, spec, env, log):
        self.log = log
        log.parent.mkdir(parents=True, exist_ok=True)
        with open(log, "wb") as f:
            self.proc = subprocess.Popen(
                ["/bin/sh", "-c", spec["script"]], env=env, stdout=f, stderr=subprocess.STDOUT, start_new_session=True
            )
        Pod.live.append(self)

    def kill(self):
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass

    def wait(self):
        return self.proc.wait()


def container_env(spec, volume, extra_options, device):
    """The pod's environment on this machine: the volume mount mapped to a folder."""
    env = dict(os.environ)
    mount = spec["results_mount"].rstrip("/")
    for k, v in spec["env"].items():
        if v == mount or v.startswith(mount + "/"):
            v = str(volume) + v[len(mount):]
        env[k] = v
    if "RUN_OPTIONS" in env and extra_options:
        env["RUN_OPTIONS"] = (env["RUN_OPTIONS"] + " " + " ".join(extra_options)).strip()
    return env


def final_statuses(rs):
    latest = {}
    for r in rs:
        key = (r["id"], r.get("length"))
        if key not in latest or r["attempt"] >= latest[key]["attempt"]:
            latest[key] = r
    return {k: r["status"] for k, r in latest.items()}


def rehearse(argv):
    shards, tier, options = parse(argv)
    exe = binary()
    topology = os.environ.get("REHEARSE_TOPOLOGY", "")
    device = os.environ.get("REHEARSE_DEVICE", "tpu" if topology else "cpu")
    victim = int(os.environ.get("REHEARSE_KILL", "0"))
    if not 0 <= victim < shards:
        raise Setup(f"REHEARSE_KILL={victim} is not a shard index (0..{shards - 1})")
    work = Path(os.environ.get("REHEARSE_DIR") or tempfile.mkdtemp(prefix="tpu-compat-rehearsal-"))
    if work.exists() and any(work.iterdir()):
        raise Setup(f"REHEARSE_DIR={work} is not empty")
    work.mkdir(parents=True, exist_ok=True)
    target = f"{device}, compiled only for {topology}" if topology else device
    say(f"{tier} in {shards} shards on {target}, working in {work}")

    rendered = work / "manifests"
    r = subprocess.run(
        [str(HERE / "render"), str(rendered), "IMAGE=local/tpu-compat:rehearsal", f"TIER={tier}", f"SHARDS={shards}",
         "RUN_ID=rehearsal", f"DEVICE={device}", f"TOPOLOGY={topology}"],
        capture_output=True, text=True,
    )
    if r.returncode != 0:
        raise Setup(f"render failed: {r.stderr.strip()}")
    try:
        shard_spec = manifests.pod(rendered, "shard")
        merge_spec = manifests.pod(rendered, "merge")
    except manifests.ManifestError as e:
        raise Setup(str(e))

    # The image puts tpu-compat on PATH; here a folder holding a link to the binary does.
    bindir = work / "bin"
    bindir.mkdir()
    (bindir / "tpu-compat").symlink_to(exe)
    volume = work / "volume"
    volume.mkdir()
    env = container_env(shard_spec, volume, options, device)
    env["PATH"] = f"{bindir}{os.pathsep}{env.get('PATH', '')}"
    results = Path(env["RESULTS"])
    logs = work / "logs"

    say(f"shard pods 0..{shards - 1} started; the pod script is the one in {rendered / manifests.SHARDS_FILE}")
    pods = [Pod(shard_spec, {**env, "JOB_COMPLETION_INDEX": str(i)}, logs / f"shard-{i}.log") for i in range(shards)]
    vdir = results / f"shard-{victim}"
    at_kill = None
    while at_kill is None:
        plan = planned(vdir)
        n = len(rows(vdir / "results.jsonl"))
        if plan is not None and len(plan) < 2:
            raise Setup(f"shard {victim} holds {len(plan)} definition(s): nothing to kill mid-run; use fewer shards or more definitions")
        if pods[victim].proc.poll() is not None:
            raise Setup(f"shard {victim} finished (exit {pods[victim].proc.returncode}) before the kill; "
                        f"give it more or slower definitions, or --jobs 1. Its log:\n{tail(pods[victim].log)}")
        if plan is not None and n >= 1:
            pods[victim].kill()
            pods[victim].wait()
            at_kill = len(rows(vdir / "results.jsonl"))
            if at_kill >= len(plan):
                raise Setup(f"the kill came after shard {victim} had journaled all {len(plan)} definitions; "
                            "give it more or slower definitions, or --jobs 1")
            say(f"shard {victim}: kill -9 of its pod with {at_kill} of {len(plan)} rows journaled")
        time.sleep(0.02)
    failed = []
    for i, p in enumerate(pods):
        if i != victim and p.wait() != 0:
            failed.append(f"shard pod {i} exited {p.proc.returncode}:\n{tail(p.log)}")
    if failed:
        raise Setup("\n".join(failed))

    # backoffLimitPerIndex: a new pod with the same index on the same volume.
    again = Pod(shard_spec, {**env, "JOB_COMPLETION_INDEX": str(victim)}, logs / f"shard-{victim}-retry.log")
    code = again.wait()
    if code != 0:
        raise Setup(f"the restarted shard pod {victim} exited {code}:\n{tail(again.log)}")
    say(f"shard {victim}: the restarted pod finished, {len(rows(vdir / 'results.jsonl'))} rows now")

    menv = container_env(merge_spec, volume, [], device)
    menv["PATH"] = env["PATH"]
    merge = Pod(merge_spec, menv, logs / "merge.log")
    code = merge.wait()
    if code != 0:
        raise Setup(f"the merge pod exited {code}:\n{tail(merge.log)}")
    say(f"merge pod: {next((line for line in tail(merge.log, 200).splitlines() if line.startswith('merged ')), '?')}")

    whole = work / "unsharded"
    # The tier's own options (spmd: --devices 4 --jobs 1) and the run options, as the pods have them.
    run_options = env.get("SHARD_OPTIONS", "").split() + env.get("RUN_OPTIONS", "").split()
    target = ["--topology", topology] if topology else []
    cmd = [str(exe), "run", tier, "--device", device, *target, "--run-dir", str(whole), *run_options]
    with open(logs / "unsharded.log", "wb") as f:
        code = subprocess.run(cmd, env=env, stdout=f, stderr=subprocess.STDOUT).returncode
    if code not in (0, 1):
        raise Setup(f"the unsharded run exited {code}:\n{tail(logs / 'unsharded.log')}")
    say(f"unsharded run: {' '.join(cmd[1:])}")
    return compare(results, shards, whole)


def compare(results, shards, whole):
    problems = []
    merged_rows = rows(results / "merged" / "results.jsonl")
    whole_rows = rows(whole / "results.jsonl")
    seen = set()
    for r in merged_rows:
        key = (r["id"], r.get("length"), r["attempt"])
        if key in seen:
            problems.append(f"recorded twice in the merged journal: {key}")
        seen.add(key)
    plans = [set(planned(results / f"shard-{i}") or []) for i in range(shards)]
    for i in range(shards):
        for j in range(i + 1, shards):
            if plans[i] & plans[j]:
                problems.append(f"shards {i} and {j} both planned {sorted(plans[i] & plans[j])[:5]}")
    union = set().union(*plans)
    whole_plan = set(planned(whole) or [])
    if union != whole_plan:
        problems.append(f"the shards planned {len(union)} definitions, the unsharded run {len(whole_plan)}; "
                        f"only sharded: {sorted(union - whole_plan)[:5]}, only unsharded: {sorted(whole_plan - union)[:5]}")
    merged_final, whole_final = final_statuses(merged_rows), final_statuses(whole_rows)
    for key in sorted(set(merged_final) | set(whole_final), key=str):
        a, b = merged_final.get(key), whole_final.get(key)
        if a != b:
            problems.append(f"{key[0]}{'' if key[1] is None else f' length {key[1]}'}: merged {a or 'absent'}, unsharded {b or 'absent'}")
    for p in problems:
        print(f"MISMATCH {p}")
    counts = {}
    for s in merged_final.values():
        counts[s] = counts.get(s, 0) + 1
    summary = ", ".join(f"{n} {s}" for s, n in sorted(counts.items()))
    if problems:
        say(f"FAILED: the merged journal differs from the unsharded run ({len(problems)} problems)")
        return 1
    say(f"OK: merged journal of {shards} shards = unsharded run: {len(merged_final)} definitions ({summary}), "
        f"{len(merged_rows)} rows, none twice")
    return 0


def main():
    try:
        return rehearse(sys.argv[1:])
    except Setup as e:
        print(f"rehearse: {e}", file=sys.stderr)
        return 2
    finally:
        # A failed rehearsal leaves no pod running (workers die with their runner).
        for p in Pod.live:
            if p.proc.poll() is None:
                p.kill()
                p.wait()


if __name__ == "__main__":
    sys.exit(main())
