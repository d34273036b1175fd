"""Reads rendered scripts/k8s manifests: finds the shard Job and the merge
Job, takes out a container's command, environment and results mount (what
scripts/k8s/rehearse runs), and checks what the Kubernetes schema cannot:
that the two Jobs agree with each other and with the shard count, and that
a compile-only shard (env TOPOLOGY set) asks for no chip and no TPU node.

    python manifests.py check DIR        exit 1 naming each disagreement
    python manifests.py pod DIR shard    the shard container as JSON
    python manifests.py pod DIR merge    the merge container as JSON

Needs PyYAML (scripts/k8s/venv provides it).
"""

import json
import subprocess
import sys
from pathlib import Path

import yaml

SHARDS_FILE = "tier1-shards.yaml"
MERGE_FILE = "merge.yaml"


class ManifestError(Exception):
    pass


def load(path):
    try:
        docs = [d for d in yaml.safe_load_all(Path(path).read_text()) if d is not None]
    except (OSError, yaml.YAMLError) as e:
        raise ManifestError(f"{path}: {e}")
    return docs


def job(path, indexed):
    """The one Job in `path` (the Indexed one when `indexed`)."""
    jobs = [d for d in load(path) if d.get("kind") == "Job"]
    jobs = [j for j in jobs if (j.get("spec", {}).get("completionMode") == "Indexed") == indexed]
    if len(jobs) != 1:
        what = "an Indexed Job" if indexed else "a non-indexed Job"
        raise ManifestError(f"{path}: expected exactly one {what}, found {len(jobs)}")
    return jobs[0]


def container(path, j):
    cs = j["spec"]["template"]["spec"].get("containers", [])
    if len(cs) != 1:
        raise ManifestError(f"{path}: job/{j['metadata']['name']}: expected one container, found {len(cs)}")
    return cs[0]


def pod(directory, which):
    """Command, environment and results mount of the shard or merge container."""
    path = Path(directory) / (SHARDS_FILE if which == "shard" else MERGE_FILE)
    j = job(path, indexed=(which == "shard"))
    c = container(path, j)
    argv = list(c.get("command", [])) + list(c.get("args", []))
    if argv[:2] != ["/bin/sh", "-c"] or len(argv) != 3:
        raise ManifestError(f"{path}: container {c['name']}: expected command [/bin/sh, -c] and one script in args, found {argv}")
    env = {}
    for e in c.get("env", []):
        if "value" not in e:
            raise ManifestError(f"{path}: container {c['name']}: env {e.get('name')} has no plain value (valueFrom is not rehearsed)")
        env[e["name"]] = str(e["value"])
    mounts = {m["name"]: m["mountPath"] for m in c.get("volumeMounts", [])}
    if "results" not in mounts:
        raise ManifestError(f"{path}: container {c['name']}: no volume mount named results")
    return {
        "job": j["metadata"]["name"],
        "container": c["name"],
        "image": c.get("image"),
        "script": argv[2],
        "env": env,
        "results_mount": mounts["results"],
        "spec": {k: j["spec"].get(k) for k in ("completions", "parallelism", "backoffLimitPerIndex")},
    }


def check(directory):
    """Every disagreement the schema cannot see, as messages."""
    d = Path(directory)
    problems = []
    shard, merge = pod(d, "shard"), pod(d, "merge")
    spec = shard["spec"]
    shards = shard["env"].get("SHARDS")
    if not (spec["completions"] == spec["parallelism"] and str(spec["completions"]) == shards):
        problems.append(f"{SHARDS_FILE}: completions {spec['completions']}, parallelism {spec['parallelism']} and env SHARDS {shards} must agree")
    if not spec["backoffLimitPerIndex"]:
        problems.append(f"{SHARDS_FILE}: no backoffLimitPerIndex: a killed shard would not be retried and resumed")
    for p, name in ((shard, SHARDS_FILE), (merge, MERGE_FILE)):
        j = job(d / name, indexed=(p is shard))
        if j["spec"]["template"]["spec"].get("restartPolicy") != "Never":
            problems.append(f"{name}: restartPolicy must be Never (a retry is a new pod; podFailurePolicy needs it)")
        r = subprocess.run(["sh", "-n", "-c", p["script"]], capture_output=True, text=True)
        if r.returncode != 0:
            problems.append(f"{name}: the pod script does not parse: {r.stderr.strip()}")
    if shard["image"] != merge["image"]:
        problems.append(f"the shard Job runs {shard['image']}, the merge Job {merge['image']}")
    if shard["env"].get("RESULTS") != merge["env"].get("RESULTS"):
        problems.append(f"RESULTS differs: {shard['env'].get('RESULTS')} (shards) vs {merge['env'].get('RESULTS')} (merge)")
    if shard["results_mount"] != merge["results_mount"]:
        problems.append("the results volume is mounted at different paths in the two Jobs")
    problems += compile_only_problems(d, shard)
    claims = set()
    for name in (SHARDS_FILE, MERGE_FILE):
        j = job(d / name, indexed=(name == SHARDS_FILE))
        for v in j["spec"]["template"]["spec"].get("volumes", []):
            if v["name"] == "results":
                claims.add(v.get("persistentVolumeClaim", {}).get("claimName"))
    pvcs = {x["metadata"]["name"] for x in load(d / SHARDS_FILE) if x.get("kind") == "PersistentVolumeClaim"}
    if len(claims) != 1 or not claims <= pvcs:
        problems.append(f"the Jobs claim {sorted(map(str, claims))}, the manifests define {sorted(pvcs)}")
    return problems


def compile_only_problems(directory, shard):
    """A compile-only shard (env TOPOLOGY set) needs no TPU: it must request
    no chip and select no TPU node, so it schedules on any node pool, and
    it compiles with --device tpu for that topology. A shard on chips
    (TOPOLOGY empty) must request them."""
    name = SHARDS_FILE
    j = job(Path(directory) / name, indexed=True)
    podspec = j["spec"]["template"]["spec"]
    c = container(name, j)
    resources = c.get("resources", {})
    asked = {k: v for part in ("limits", "requests") for k, v in resources.get(part, {}).items()}
    selector = podspec.get("nodeSelector", {})
    topology = shard["env"].get("TOPOLOGY", "")
    problems = []
    if topology:
        tpu = sorted(k for k in asked if "tpu" in k)
        if tpu:
            problems.append(f"{name}: compile only for {topology}, yet the shard requests {tpu}: it would wait for a TPU node")
        nodes = sorted(k for k in selector if "tpu" in k)
        if nodes:
            problems.append(f"{name}: compile only for {topology}, yet the pod selects TPU nodes by {nodes}")
        if shard["env"].get("DEVICE") != "tpu":
            problems.append(f"{name}: compile only for {topology} needs DEVICE tpu, found {shard['env'].get('DEVICE')}")
        if "--topology $TOPOLOGY" not in shard["script"]:
            problems.append(f"{name}: env TOPOLOGY is set but the pod script never passes --topology")
        if "cpu" not in resources.get("limits", {}):
            problems.append(f"{name}: compile only: no CPU limit, so the worker pool would size itself to the whole node")
    elif shard["env"].get("DEVICE") == "tpu" and "google.com/tpu" not in resources.get("limits", {}):
        problems.append(f"{name}: runs on TPU chips (no TOPOLOGY) but requests no google.com/tpu")
    return problems


def main(argv):
    try:
        if len(argv) == 3 and argv[1] == "check":
            problems = check(argv[2])
            for p in problems:
                print(f"ERROR {argv[2]}: {p}")
            if not problems:
                print(f"INFO {argv[2]}: the shard and merge Jobs agree (shards, image, results folder, volume)")
            return 1 if problems else 0
        if len(argv) == 4 and argv[1] == "pod" and argv[3] in ("shard", "merge"):
            print(json.dumps(pod(argv[2], argv[3])))
            return 0
    except ManifestError as e:
        print(f"manifests: {e}", file=sys.stderr)
        return 2
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
