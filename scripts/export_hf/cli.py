"""Command line of scripts/export-hf: export, baseline, verify, all, report.
Every catalog entry tried ends in the report (scripts/hf-export-report.json
and .md) as exported, or failed with its stage and error: nothing is
dropped silently."""

import argparse
import json
import shutil
import sys
import time
import traceback
from pathlib import Path

from . import VERSION
from .catalog import CatalogError, load


def parse(argv, repo: Path):
    p = argparse.ArgumentParser(prog="export-hf", description=__doc__)
    p.add_argument("command", choices=["export", "baseline", "verify", "all", "report"])
    p.add_argument("--catalog", type=Path, default=repo / "scripts" / "hf-catalog.toml")
    p.add_argument("--suite-dir", type=Path, default=repo / "suites" / "hf", help="where definition folders go")
    p.add_argument("--store", type=Path, default=repo / "baselines" / "store",
                   help="baseline store; files go to <store>/<suite>/<id>.safetensors")
    p.add_argument("--device", default="cpu", help="device for eager baselines: cpu or cuda")
    p.add_argument("--binary", type=Path, default=repo / "target" / "release" / "tpu-compat")
    p.add_argument("--report", type=Path, default=repo / "scripts" / "hf-export-report.json",
                   help="JSON report (a Markdown twin is written beside it)")
    p.add_argument("--only", nargs="*", default=None, help="catalog ids to process (default: all)")
    p.add_argument("--debug", action="store_true", help="print the traceback of each failure")
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
             "all": ["export", "baseline", "verify"], "report": []}[args.command]
    for entry in entries:
        row = rows.setdefault(entry.id, {"id": entry.id})
        row.update({"class": entry.model_class or entry.factory, "type": entry.model_type, "task": entry.task})
        for step in steps:
            t0 = time.time()
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
                print(f"{entry.id:32} FAILED {step}: {str(row['error'])[:200]}", flush=True)
                break
            print(f"{entry.id:32} {step} ok ({time.time() - t0:.1f} s)", flush=True)
    ids = {e.id for e in load(args.catalog)}
    for stale in [k for k in rows if k not in ids]:
        del rows[stale]
    write_report(args.report, report, args)
    counts = summary(rows)
    print(f"export-hf: tried {counts['tried']}, exported {counts['exported']}, "
          f"baselines {counts['baselined']}, verified {counts['verified']} / {counts['exported']}")
    return 0 if all(r.get("status", "").startswith(("ok", "exported", "baselined")) for r in rows.values()
                    if r["id"] in {e.id for e in entries}) else 1


def run_step(step, entry, args, store: Path, row: dict):
    if step == "export":
        from .export import export_entry

        for k in ("error", "stage", "verify", "baseline"):
            row.pop(k, None)
        info = export_entry(entry, args.suite_dir)
        row.update(info)
        row["status"] = "exported"
        row["bytes"] = folder_bytes(args.suite_dir / entry.id)
    elif step == "baseline":
        from .baseline import record

        if not (args.suite_dir / entry.id / "model.toml").is_file():
            raise RuntimeError(f"no definition at {args.suite_dir / entry.id} (export it first)")
        path = record(entry, args.suite_dir / entry.id, store, args.device)
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


def relative(path: Path, root: Path) -> str:
    try:
        return str(path.resolve().relative_to(root.resolve()))
    except ValueError:
        return str(path)


def remove_stale(folder: Path, store: Path, ident: str):
    if folder.is_dir():
        shutil.rmtree(folder)
    for p in (store / f"{ident}.safetensors", store / f"{ident}.f64.safetensors"):
        if p.exists():
            p.unlink()


def folder_bytes(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.iterdir() if p.is_file())


def read_report(path: Path) -> dict:
    if path.is_file():
        try:
            data = json.loads(path.read_text())
            return {"models": {r["id"]: r for r in data.get("models", [])}}
        except (json.JSONDecodeError, KeyError, TypeError):
            pass
    return {"models": {}}


def summary(rows: dict) -> dict:
    vals = list(rows.values())
    exported = [r for r in vals if r.get("status") in ("exported", "baselined", "ok", "failed-baseline", "failed-verify")]
    return {
        "tried": len(vals),
        "exported": len(exported),
        "baselined": sum(1 for r in vals if r.get("status") in ("baselined", "ok", "failed-verify")),
        "verified": sum(1 for r in vals if r.get("status") == "ok"),
    }


def write_report(path: Path, report: dict, args):
    import torch, torch_xla, transformers  # noqa: E401 (versions for the report)

    rows = report["models"]
    order = [e.id for e in load(args.catalog)]
    models = [rows[i] for i in order if i in rows]
    counts = summary(rows)
    doc = {"export_hf": VERSION, "torch": torch.__version__, "transformers": transformers.__version__,
           "torch_xla": torch_xla.__version__, "counts": counts, "models": models}
    path.write_text(json.dumps(doc, indent=1) + "\n")
    lines = [
        "# Hugging Face export report",
        "",
        f"Written by `scripts/export-hf` ({VERSION}) with torch {torch.__version__}, "
        f"transformers {transformers.__version__}, torch_xla {torch_xla.__version__}.",
        "",
        f"- tried: **{counts['tried']}** catalog entries",
        f"- exported: **{counts['exported']}**",
        f"- PyTorch-eager baselines recorded: **{counts['baselined']}**",
        f"- matched by `tpu-compat exec` on the CPU plugin (normalised error <= 1e-4): "
        f"**{counts['verified']} / {counts['exported']}**",
        "",
        "| id | class | status | args | params | max normalised error | error |",
        "|---|---|---|---|---|---|---|",
    ]
    for r in models:
        v = r.get("verify") or {}
        errs = [o["normalized"] for o in v.get("outputs", [])]
        err = f"{max(errs):.2e}" if errs else ""
        msg = str(r.get("error", "")).replace("|", "\\|").replace("\n", " ")[:300]
        lines.append(f"| {r['id']} | {r.get('class', '')} | {r.get('status', '')} | {r.get('arguments', '')} "
                     f"| {r.get('parameters', '')} | {err} | {msg} |")
    path.with_suffix(".md").write_text("\n".join(lines) + "\n")
