"""The real catalog's breadth figures from shard run folders of
`tpu-compat torch real --shard K/N` (scripts/bench-torchtpu-real):

  by library (and, with --families, by family): entries run, TorchTPU ran
  (no crash, no raise), crashed or timed out, raised, refused up front
  (host memory), PyTorch CPU itself could not build or run, the plugin's
  limits; parity against PyTorch CPU eager of those TorchTPU ran; the
  representative subset (one entry per library and family: its first
  published entry by id, else its first tiny one, chosen before any run);
  the top crash and raise causes; seconds per 100 entries on the machine
  that ran them and the whole catalog's time on N nodes.

    python real_figures.py OUT_DIR --catalog suites/catalogs/real.csv [--families]

An entry with rows in several folders (a shard, then a folder of entries
run again) counts by its newest row. Only the standard library: it reads
results.jsonl and the .wall files.
"""

import argparse
import collections
import csv
import json
import re
from pathlib import Path


def outcome(row):
    """One word for a row: ran, crash, raised, refused (up front), oom (killed by the kernel), model, limit."""
    status, why = row["status"], row.get("error") or ""
    if status in ("pass", "fail-parity"):
        return "ran"
    if status == "oom":
        return "refused" if why.startswith("refused before loading") else "oom"
    if status == "skipped":
        return "model" if why.startswith("PyTorch CPU itself cannot") else "limit"
    if status in ("crash", "timeout"):
        return "crash"
    if status == "error":
        return "model"
    return "raised"


def cause(row):
    """A crash's or a raise's cause, its first line with numbers and quoted names folded."""
    line = (row.get("error") or "").split("\n")[0]
    line = re.sub(r"\d+(\.\d+)?", "N", line)
    return re.sub(r"`[^`]*`|'[^']*'", "`X`", line)[:110]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("out", type=Path)
    ap.add_argument("--catalog", type=Path, required=True)
    ap.add_argument("--families", action="store_true", help="a line per library and family, not only per library")
    args = ap.parse_args()
    with open(args.catalog) as f:
        catalog = {r["id"]: r for r in csv.DictReader(f)}
    rows, walls, timed, shards = {}, 0, 0, 0
    for run in sorted(p for p in args.out.glob("shard-*") if p.is_dir()):
        results = run / "results.jsonl"
        if not results.exists():
            continue
        mine = {}
        for line in results.read_text().splitlines():
            if line.strip():
                r = json.loads(line)
                mine[r["id"]] = r
        for id_, r in mine.items():  # an entry run again (a rerun folder) counts by its newest row
            if id_ not in rows or r.get("finished_at", 0) >= rows[id_].get("finished_at", 0):
                rows[id_] = r
        shards += 1
        wall = Path(f"{run}.wall")
        if wall.exists():  # a finished shard: its time counts toward the rate
            seconds = sum(int(x) for x in wall.read_text().split())
            walls, timed = walls + seconds, timed + len(mine)
            print(f"{run.name}: {len(mine)} entries in {seconds} s")
    if not rows:
        raise SystemExit(f"real_figures: no results under {args.out}/shard-*")
    print(f"{len(rows)} of the catalog's {len(catalog)} entries have a row ({shards} shard folders)")
    table(rows, catalog, lambda e: e["library"], "library")
    if args.families:
        table(rows, catalog, lambda e: f"{e['library']}/{e['family']}", "library/family")
    representatives(rows, catalog)
    for kind in ("crash", "raised"):
        causes = collections.Counter(cause(r) for r in rows.values() if outcome(r) == kind)
        print(f"\ntop {kind} causes ({sum(causes.values())} rows):")
        for text, n in causes.most_common(8):
            print(f"  {n:5} x {text}")
    if walls:
        per100 = walls / timed * 100
        print(f"\n{per100:.0f} s per 100 entries in one shard process ({walls} s for the {timed} entries of finished shards)")
        for nodes in (1, 10, 50, 100):
            hours = len(catalog) * per100 / 100 / nodes / 3600
            print(f"  whole catalog ({len(catalog)}) on {nodes} node(s), one shard process each: {hours:.1f} h")


def table(rows, catalog, key, label):
    counts = collections.defaultdict(collections.Counter)
    for rid, r in rows.items():
        e = catalog.get(rid)
        if e is None:
            continue
        k = key(e)
        counts[k][outcome(r)] += 1
        counts[k]["pass"] += r["status"] == "pass"
        counts[k]["rows"] += 1
    head = f"{'rows':>5} {'ran':>5} {'crash':>5} {'raised':>6} {'refused':>7} {'oom':>4} {'model':>5} {'limit':>5}"
    print(f"\n{label:<40} {head} {'parity':>11}")
    total = collections.Counter()
    for k in sorted(counts):
        c = counts[k]
        total.update(c)
        print(line(k, c))
    print(line("all", total))


def line(k, c):
    parity = f"{c['pass']}/{c['ran']}"
    counts = (
        f"{c['rows']:>5} {c['ran']:>5} {c['crash']:>5} {c['raised']:>6} {c['refused']:>7} {c['oom']:>4} {c['model']:>5} {c['limit']:>5}"
    )
    return f"{k:<40} {counts} {parity:>11}"


def representatives(rows, catalog):
    """One entry per (library, family), chosen from the catalog alone."""
    chosen = {}
    for e in sorted(catalog.values(), key=lambda e: (e["size"] != "published", e["id"])):
        chosen.setdefault((e["library"], e["family"]), e["id"])
    have = [rows[i] for i in chosen.values() if i in rows]
    c = collections.Counter(outcome(r) for r in have)
    passed = sum(r["status"] == "pass" for r in have)
    print(
        f"\nrepresentative subset: {len(chosen)} architectures (library x family), {len(have)} with a row: "
        f"TorchTPU ran {c['ran']}, parity {passed}/{c['ran']}; crash {c['crash']}, raised {c['raised']}, "
        f"refused {c['refused']}, killed for memory {c['oom']}, PyTorch CPU cannot {c['model']}, the plugin's limits {c['limit']}"
    )


if __name__ == "__main__":
    main()
