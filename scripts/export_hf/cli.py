"""Command line of scripts/export-hf: export, baseline, verify, all, report.
Every catalog entry tried ends in the report (scripts/hf-export-report.json
and .md) as exported, or failed with its stage and error: nothing is
dropped silently."""

import argparse
import copy
import json
import os
import shutil
import sys
import time
import traceback
from pathlib import Path

from . import VERSION
from .catalog import CatalogError, load
from .importer import Target, binary


def parse(argv, repo: Path):
    p = argparse.ArgumentParser(prog="export-hf", description=__doc__)
    p.add_argument("command", choices=["export", "baseline", "verify", "build", "all", "report"],
                   help="build = export and baseline (verify then with `tpu-compat run` and report --verify-run)")
    p.add_argument("--catalog", type=Path, default=repo / "scripts" / "hf-catalog.toml")
    p.add_argument("--suite-dir", type=Path, default=repo / "suites" / "hf", help="where definition folders go")
    p.add_argument("--store", type=Path, default=repo / "baselines" / "store",
                   help="baseline store; files go to <store>/<suite>/<id>.safetensors")
    p.add_argument("--device", default="cpu", help="device for eager baselines: cpu or cuda")
    p.add_argument("--binary", type=Path, default=binary(repo),
                   help="tpu-compat, which writes every definition and baseline (`import`) and runs `verify` "
                        "(default: $TPU_COMPAT_BIN, else bin/tpu-compat)")
    p.add_argument("--work-dir", type=Path, default=repo / "target" / "export-hf",
                   help="export folders (<work-dir>/<suite>/<id>/: program, stored tensors, definition.json, "
                        "expected outputs), each imported as its definition")
    p.add_argument("--report", type=Path, default=repo / "scripts" / "hf-export-report.json",
                   help="JSON report (a Markdown twin is written beside it)")
    p.add_argument("--only", nargs="*", default=None, help="catalog ids to process (default: all)")
    p.add_argument("--debug", action="store_true", help="print the traceback of each failure")
    p.add_argument("--verify-run", type=Path, default=None,
                   help="a `tpu-compat run` directory of the suite: its rows become the entries' verification")
    p.add_argument("--resume", action="store_true",
                   help="skip entries whose definition (with seeded weights) and baseline are already written")
    p.add_argument("--jobs", type=int, default=2, help="worker processes (each entry runs in one, torch on one thread)")
    p.add_argument("--timeout", type=float, default=300, help="seconds one entry may take before its worker is killed")
    return p.parse_args(argv)


def main(argv, repo: Path) -> int:
    args = parse(argv, repo)
    try:
        entries = load(args.catalog)
    except CatalogError as e:
        print(f"export-hf: {e}", file=sys.stderr)
        return 2
    if args.only:
        unknown = set(args.only) - {e.id for e in entries}
        if unknown:
            print(f"export-hf: not in {args.catalog}: {', '.join(sorted(unknown))}", file=sys.stderr)
            return 2
        entries = [e for e in entries if e.id in args.only]
    store = args.store / args.suite_dir.name
    report = read_report(args.report)
    rows = report["models"]
    steps = {"export": ["export"], "baseline": ["baseline"], "verify": ["verify"],
             "build": ["export", "baseline"], "all": ["export", "baseline", "verify"], "report": []}[args.command]
    if {"export", "baseline"} & set(steps):
        from .fill import FillError, self_check

        try:
            self_check()  # the seeded fill must be the harness's, bit for bit
        except FillError as e:
            print(f"export-hf: {e}", file=sys.stderr)
            return 2
    t_batch = time.time()
    if os.environ.get(WORKER_ENV):
        return serve(entries, steps, args, store)
    if args.resume and steps:
        entries = [e for e in entries if not resumed(e, args, store, rows)]
    if args.jobs > 1 and steps and len(entries) > 1:
        from .pool import run_pool

        run_pool(entries, argv, rows, args.jobs, args.timeout, lambda e: remove_stale(args.suite_dir / e.id, store, e.id),
                 checkpoint=lambda: write_report(args.report, report, args))
    else:
        for entry in entries:
            process(entry, steps, args, store, rows.setdefault(entry.id, {"id": entry.id}))
    if steps:
        report["wall_s"] = round(time.time() - t_batch, 1)
    if args.verify_run:
        fold_run(args.verify_run, rows, passing_statuses(args.binary))
    ids = {e.id for e in load(args.catalog)}
    for stale in [k for k in rows if k not in ids]:
        del rows[stale]
    write_report(args.report, report, args)
    counts = summary(rows)
    print(f"export-hf: tried {counts['tried']}, exported {counts['exported']}, "
          f"baselines {counts['baselined']}, verified {counts['verified']} / {counts['exported']}")
    return 0 if all(r.get("status", "").startswith(("ok", "exported", "baselined")) for r in rows.values()
                    if r["id"] in {e.id for e in entries}) else 1


WORKER_ENV = "EXPORT_HF_WORKER"


def process(entry, steps, args, store: Path, row: dict, log=sys.stdout):
    """Runs `steps` for one entry, recording the outcome in `row`."""
    row.update({"class": entry.model_class or entry.factory, "type": entry.model_type, "task": entry.task,
                "export_hf": VERSION})
    for step in steps:
        t0 = time.time()
        row["stage_running"] = step
        if log is not sys.stdout:
            print(f"STEP {entry.id} {step}", file=log, flush=True)
        try:
            run_step(step, entry, args, store, row)
        except Exception as e:
            row["status"] = f"failed-{step}"
            row["error"] = getattr(e, "message", None) or f"{type(e).__name__}: {e}"
            row["stage"] = getattr(e, "stage", step)
            if step == "export":
                remove_stale(args.suite_dir / entry.id, store, entry.id)
            if args.debug:
                traceback.print_exc()
            print(f"{entry.id:32} FAILED {step}: {str(row['error'])[:200]}", file=sys.stderr, flush=True)
            break
        row.setdefault("seconds", {})[step] = round(time.time() - t0, 2)
        print(f"{entry.id:32} {step} ok ({time.time() - t0:.1f} s)", file=sys.stderr, flush=True)
    row.pop("stage_running", None)
    return row


def serve(entries, steps, args, store: Path) -> int:
    """Worker mode (pool.py starts it): reads report rows (JSON, one a
    line) on stdin, answers
    `STEP <id> <step>` as each step starts and `ROW <json>` at the end."""
    import torch

    torch.set_num_threads(1)
    by_id = {e.id: e for e in entries}
    out = sys.stdout
    sys.stdout = sys.stderr  # the exporters' prints must not mix with the protocol
    print("READY", file=out, flush=True)
    for line in sys.stdin:
        if not line.strip():
            continue
        row = json.loads(line)
        ident = row["id"]
        if ident in by_id:
            process(by_id[ident], steps, args, store, row, log=out)
        else:
            row.update({"status": "failed-config", "stage": "config", "error": "not in the catalog"})
        print("ROW " + json.dumps(row), file=out, flush=True)
    return 0


def target_of(args) -> Target:
    return Target(suite_dir=args.suite_dir, store=args.store, tpu_compat=args.binary, work=args.work_dir)


def run_step(step, entry, args, store: Path, row: dict):
    kind = entry.raw.get("derived")
    if kind and step in ("export", "baseline"):
        return run_derived(step, kind, entry, args, store, row)
    if step == "export":
        from .export import export_entry

        for k in ("error", "stage", "verify", "baseline"):
            row.pop(k, None)
        info = export_entry(entry, target_of(args))
        row.update(info)
        row["status"] = "exported"
        row["bytes"] = folder_bytes(args.suite_dir / entry.id)
        check_size(row["bytes"])
    elif step == "baseline":
        from .baseline import record

        if not (args.suite_dir / entry.id / "model.toml").is_file():
            raise RuntimeError(f"no definition at {args.suite_dir / entry.id} (export it first)")
        path = record(entry, target_of(args), args.device)
        row["baseline"] = relative(path, args.catalog.parent.parent)
        row["status"] = "baselined"
    elif step == "verify":
        from .verify import verify

        baseline = store / f"{entry.id}.safetensors"
        if not baseline.is_file():
            raise RuntimeError(f"no baseline at {baseline} (record it first)")
        result = verify(args.suite_dir / entry.id, baseline, args.binary)
        row["verify"] = result
        if not result["ok"]:
            raise RuntimeError(result.get("error", "mismatch"))
        row["status"] = "ok"


# The committed suite stays small (programs, manifests and baselines of
# tiny models): a definition folder over this many bytes is not kept (its
# program unrolls loops, or its inputs are full-size images).
MAX_DEFINITION_BYTES = 1_000_000


def check_size(size: int):
    from .export import ExportError

    if size > MAX_DEFINITION_BYTES:
        raise ExportError("size", f"the definition folder is {size / 1e6:.1f} MB, over the suite's "
                                  f"{MAX_DEFINITION_BYTES / 1e6:.1f} MB per definition (not kept)")


def run_derived(step, kind, entry, args, store: Path, row: dict):
    """A training step or a bounded dynamic export of the causal LM
    `entry.raw["base"]`, whose forward definition must be exported first."""
    from . import dynamic, train
    from .export import ExportError

    base = args.suite_dir / entry.raw["base"]
    folder = args.suite_dir / entry.id
    if step == "export":
        for k in ("error", "stage", "verify", "baseline"):
            row.pop(k, None)
        if not (base / "model.toml").is_file():
            raise ExportError("build", f"the forward definition {entry.raw['base']} was not exported")
        # Derived entries are built from the base entry's own config.
        base_entry = copy.deepcopy(entry)
        base_entry.id = entry.raw["base"]
        info = (train.export_train if kind == "train" else dynamic.export_dynamic)(base_entry, base, target_of(args))
        row.update(info)
        row["status"] = "exported"
        row["bytes"] = folder_bytes(folder)
        check_size(row["bytes"])
    else:
        base_entry = copy.deepcopy(entry)
        base_entry.id = entry.raw["base"]
        if kind == "train":
            path = train.record_train(base_entry, folder, target_of(args))
        else:
            paths = dynamic.record_dynamic(base_entry, folder, store)
            path = paths[-1]
            row["lengths"] = dynamic.lengths()
        row["baseline"] = relative(path, args.catalog.parent.parent)
        row["status"] = "baselined"


def relative(path: Path, root: Path) -> str:
    try:
        return str(path.resolve().relative_to(root.resolve()))
    except ValueError:
        return str(path)


def remove_stale(folder: Path, store: Path, ident: str):
    if folder.is_dir():
        shutil.rmtree(folder)
    for p in (store / f"{ident}.safetensors", store / f"{ident}.f64.safetensors", *store.glob(f"{ident}.len*.safetensors")):
        if p.exists():
            p.unlink()


def folder_bytes(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.iterdir() if p.is_file())


def resumed(entry, args, store: Path, rows: dict) -> bool:
    """True (and its row filled from model.toml) where an earlier batch wrote the entry."""
    import tomllib

    folder = args.suite_dir / entry.id
    row = rows.get(entry.id) or {}
    done = row.get("status") in ("baselined", "ok") or str(row.get("status", "")).startswith("failed")
    if done and row.get("export_hf") in (VERSION, "pool"):
        return True
    try:
        manifest = tomllib.loads((folder / "model.toml").read_text())
    except (OSError, tomllib.TOMLDecodeError):
        return False
    baseline = store / f"{entry.id}.safetensors"
    if not baseline.is_file() or not any("fill" in a for a in manifest.get("arguments", [])):
        return False
    if baseline.stat().st_mtime < (folder / "model.toml").stat().st_mtime:
        return False  # recorded before this export
    args_ = manifest.get("arguments", [])
    rows[entry.id] = dict(row, id=entry.id, **{"class": entry.model_class, "type": entry.model_type, "task": entry.task,
                          "status": "baselined", "arguments": len(args_), "seeded": sum(1 for a in args_ if "fill" in a),
                          "attention": manifest.get("source", {}).get("attention"), "bytes": folder_bytes(folder)})
    for k in ("error", "stage"):
        rows[entry.id].pop(k, None)
    return True


def passing_statuses(binary) -> set:
    """The statuses that count as a pass, as the binary decides (`tpu-compat statuses --passing`)."""
    import subprocess

    out = subprocess.run([str(binary), "statuses", "--passing"], capture_output=True, text=True, check=True).stdout
    return {line.strip() for line in out.splitlines() if line.strip()}


def fold_run(run_dir: Path, rows: dict, passing: set):
    """Rows of a `tpu-compat run` journal as the entries' verification."""
    # A bounded export has one row per length: it is verified when every length passed.
    by_id = {}
    for line in (run_dir / "results.jsonl").read_text().splitlines():
        r = json.loads(line)
        by_id.setdefault(r.get("id"), {})[(r.get("length"), r.get("attempt", 1))] = r
    for ident, runs in by_id.items():
        row = rows.get(ident)
        if row is None or not exported(row):
            continue
        latest = {}
        for (length, _attempt), r in sorted(runs.items(), key=lambda kv: (str(kv[0][0]), kv[0][1])):
            latest[length] = r
        outs, bad = [], [r for r in latest.values() if r.get("status") not in passing]
        for length, r in latest.items():
            for o in r.get("outputs", []):
                m = o.get("metrics") or {}
                outs.append({"name": o.get("name") if length is None else f"{o.get('name')}@len{length}",
                             "max_abs": m.get("max_abs"), "rule": m.get("rule"), "passed": m.get("passed")})
        r = bad[0] if bad else next(iter(latest.values()))
        row["verify"] = {"ok": not bad, "run_status": r.get("status"), "outputs": outs, "by": "tpu-compat run",
                         **({"lengths": sorted(k for k in latest if k is not None)} if None not in latest else {})}
        if not bad:
            row["status"] = "ok"
            row.pop("error", None)
        else:
            row["status"], row["stage"] = "failed-verify", "verify"
            row["error"] = r.get("error") or f"tpu-compat run: {r.get('status')}"


def read_report(path: Path) -> dict:
    if path.is_file():
        try:
            data = json.loads(path.read_text())
            return {"models": {r["id"]: r for r in data.get("models", [])}}
        except (json.JSONDecodeError, KeyError, TypeError):
            pass
    return {"models": {}}


def summary(rows) -> dict:
    vals = list(rows.values()) if isinstance(rows, dict) else list(rows)
    exported = [r for r in vals if r.get("status") in ("exported", "baselined", "ok", "failed-baseline", "failed-verify")]
    return {
        "tried": len(vals),
        "exported": len(exported),
        "baselined": sum(1 for r in vals if r.get("status") in ("baselined", "ok", "failed-verify")),
        "verified": sum(1 for r in vals if r.get("status") == "ok"),
    }


def write_report(path: Path, report: dict, args):
    # Versions for the report.
    import torch
    import torch_xla
    import transformers

    rows = report["models"]
    every = load(args.catalog)
    models = [rows.get(e.id) or {"id": e.id, "class": e.model_class, "type": e.model_type, "task": e.task,
                                 "status": "not-run", "stage": "not-run",
                                 "error": "not attempted: the batch stopped before it (scripts/export-hf build --resume)"}
              for e in every]
    counts = summary(models)
    counts["not_run"] = sum(1 for r in models if r.get("status") == "not-run")
    types = sorted({r.get("type") or r["id"] for r in models})
    counts["types_tried"] = len(types)
    counts["types_exported"] = len({r.get("type") or r["id"] for r in models if exported(r)})
    doc = {"export_hf": VERSION, "torch": torch.__version__, "transformers": transformers.__version__,
           "torch_xla": torch_xla.__version__, "counts": counts, "wall_s": report.get("wall_s"),
           "by_stage": by_stage(models), "by_head": by_head(models), "models": models}
    path.write_text(json.dumps(doc, indent=1) + "\n")
    lines = [
        "# Hugging Face export report",
        "",
        f"Written by `scripts/export-hf` ({VERSION}) with torch {torch.__version__}, "
        f"transformers {transformers.__version__}, torch_xla {torch_xla.__version__}.",
        "",
        f"- tried: **{counts['tried']}** (model type, head) entries over **{counts['types_tried']}** model types",
        f"- exported: **{counts['exported']}** over **{counts['types_exported']}** model types",
        f"- PyTorch-eager baselines recorded: **{counts['baselined']}**",
        f"- matched on the CPU plugin (by `tpu-compat exec`, normalised error <= 1e-4, or by the verdicts of a "
        f"`tpu-compat run` folded in with `--verify-run`): "
        f"**{counts['verified']} / {counts['exported']}**",
        f"- not attempted (the batch stopped first): **{counts['not_run']}**",
        "- failed, by stage: " + (", ".join(f"{k} {v}" for k, v in sorted(doc["by_stage"].items())) or "none"),
        "",
        "## By head",
        "",
        "| head | tried | exported | verified |",
        "|---|---|---|---|",
    ]
    for head, c in sorted(doc["by_head"].items()):
        lines.append(f"| {head} | {c['tried']} | {c['exported']} | {c['verified']} |")
    secs = [sum((r.get("seconds") or {}).values()) for r in models if r.get("seconds")]
    if secs:
        total = sum(secs)
        lines += ["", "## Time", "",
                  f"Entries took {total / 60:.0f} min in all (export and baseline, one worker each, on two shared cores;"
                  f" median {sorted(secs)[len(secs) // 2]:.1f} s): a full export from scratch is about"
                  f" {total / 120:.0f} min with `--jobs 2`, plus about 4 min to install its environment."]
    heads = sorted({head_of(r) for r in models})
    mark = {"ok": "ok", "baselined": "ok", "exported": "exp", "not-run": "·"}
    lines += ["", "## Types x heads", "",
              "Per model type, each head's outcome: `ok` (exported, baselined, matched), `exp` (exported, not"
              " baselined), a failing stage, or `·` (not attempted).", "",
              "| type | " + " | ".join(heads) + " |", "|---|" + "---|" * len(heads)]
    for t in types:
        cells = {head_of(r): mark.get(r.get("status", ""), r.get("stage") or r.get("status", ""))
                 for r in models if (r.get("type") or r["id"]) == t}
        lines.append(f"| {t} | " + " | ".join(cells.get(h, "") for h in heads) + " |")
    lines += ["", "## By model type", "",
              "| type | id | class | status | args | seeded | max error (normalised by exec, absolute by run) | error |",
              "|---|---|---|---|---|---|---|---|"]
    for t in types:
        for r in [r for r in models if (r.get("type") or r["id"]) == t]:
            v = r.get("verify") or {}
            errs = [o.get("normalized", o.get("max_abs")) for o in v.get("outputs", [])]
            errs = [e for e in errs if isinstance(e, (int, float))]
            err = f"{max(errs):.2e}" if errs else ""
            msg = str(r.get("error", "")).replace("|", "\\|").replace("\n", " ")[:300]
            lines.append(f"| {t} | {r['id']} | {r.get('class', '')} | {r.get('status', '')} | {r.get('arguments', '')} "
                         f"| {r.get('seeded', '')} | {err} | {msg} |")
    path.with_suffix(".md").write_text("\n".join(lines) + "\n")


def exported(r) -> bool:
    return r.get("status") in ("exported", "baselined", "ok", "failed-baseline", "failed-verify")


# The hand-written catalog's task names, as the enumerated heads name them.
HEAD_ALIASES = {"seq-classification": "seq-cls", "token-classification": "token-cls",
                "image-classification": "image-cls", "audio-classification": "audio-cls",
                "feature-extraction": "base", "audio-features": "base"}


def head_of(r) -> str:
    task = r.get("task") or "other"
    return HEAD_ALIASES.get(task, task)


def by_stage(models) -> dict:
    out = {}
    for r in models:
        if str(r.get("status", "")).startswith("failed"):
            k = r.get("stage") or r["status"][len("failed-"):]
            out[k] = out.get(k, 0) + 1
    return out


def by_head(models) -> dict:
    out = {}
    for r in models:
        c = out.setdefault(head_of(r), {"tried": 0, "exported": 0, "verified": 0})
        c["tried"] += 1
        c["exported"] += exported(r)
        c["verified"] += r.get("status") == "ok"
    return out
