"""Figures of compile-only runs at published size (`tpu-compat torch real... --device tpu
--topology T`), beside the real catalog's ledger of CPU runs:

  per run folder: the entries it holds, the compiler's verdicts (compiled: fits one device; oom;
  fail-compile), TorchTPU's lowering failures (raised or died), the entries PyTorch cannot build
  or export without weights (skipped), and of the oom ones those that fit a few devices with
  their weights sharded (FSDP);
  with --ledger: the published-size entries (`--prefix`, default `hf-default.`: the transformers
  entries at their config's defaults) judged at that size, run on the CPU (the ledger's `ran`) or
  given a compile verdict for a TPU, and the causes of the rest.

    python published_figures.py RUN_DIR... [--ledger suites/catalogs/real-results]
        [--catalog suites/catalogs/real.csv] [--prefix hf-default.]

Only the standard library. Exit codes: 0 the figures, 2 bad input (a folder with no rows).
"""

import argparse
import collections
import csv
import json
import sys
from pathlib import Path

VERDICTS = ("compiled", "oom", "fail-compile")


def rows_of(run_dir):
    """The newest row per entry of a run folder's journal (a torn last line skipped)."""
    rows = {}
    path = Path(run_dir) / "results.jsonl"
    if not path.is_file():
        sys.exit(f"published_figures: {run_dir}: no results.jsonl (not a run folder)")
    for line in path.read_text().splitlines():
        try:
            row = json.loads(line)
        except json.JSONDecodeError:
            continue
        rows[row["id"]] = row
    return rows


def kind(row):
    """compiled, oom, fail-compile, lowering (TorchTPU raised or died), pytorch (cannot build or
    export it without weights) or other."""
    status, cause = row["status"], (row.get("torch") or {}).get("cause")
    if status in VERDICTS and cause == "compiled":
        return status
    if cause in ("raised", "crashed"):
        return "lowering"
    if cause in ("not-asked", "model-fault"):
        return "pytorch"
    return "other"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("runs", nargs="+")
    ap.add_argument("--ledger", help="the real catalog's ledger folder (entries.csv)")
    ap.add_argument("--catalog", default="suites/catalogs/real.csv")
    ap.add_argument("--prefix", default="hf-default.")
    args = ap.parse_args()
    compiled = {}
    for run in args.runs:
        rows = rows_of(run)
        spec = json.loads((Path(run) / "run.json").read_text()).get("torch") or {}
        kinds = collections.Counter(kind(r) for r in rows.values())
        sharded = collections.Counter((r.get("torch") or {}).get("sharded_fit", {}).get("devices") for r in rows.values())
        sharded.pop(None, None)
        print(f"{run} ({spec.get('topology', '?')}): {len(rows)} entries")
        print(
            f"  compiled (fits one device) {kinds['compiled']}, oom {kinds['oom']}, fail-compile {kinds['fail-compile']}, "
            f"TorchTPU's lowering failed {kinds['lowering']}, PyTorch cannot build or export without weights {kinds['pytorch']}"
        )
        if sharded:
            fits = ", ".join(f"{n} devices: {sharded[n]}" for n in sorted(sharded))
            print(f"  oom on one device, fit sharded (FSDP): {fits}")
        for id_, row in rows.items():
            compiled.setdefault(id_, kind(row))
    if not args.ledger:
        return
    with open(Path(args.ledger) / "entries.csv") as f:
        ledger = {r["id"]: r for r in csv.DictReader(f)}
    with open(args.catalog) as f:
        entries = [r["id"] for r in csv.DictReader(f) if r["id"].startswith(args.prefix)]
    on_cpu = [e for e in entries if ledger.get(e, {}).get("outcome") == "ran"]
    on_tpu = [e for e in entries if e not in on_cpu and compiled.get(e) in VERDICTS + ("lowering",)]
    rest = collections.Counter(
        compiled.get(e) or f"not compiled yet (CPU: {ledger.get(e, {}).get('outcome', 'no row')})"
        for e in entries
        if e not in on_cpu and e not in on_tpu
    )
    print(f"{args.prefix}* at published size: {len(entries)} entries")
    print(f"  judged: {len(on_cpu) + len(on_tpu)} ({len(on_cpu)} run on the CPU, {len(on_tpu)} given a TPU compile verdict)")
    for why, n in rest.most_common():
        print(f"  not judged, {why}: {n}")


if __name__ == "__main__":
    main()
