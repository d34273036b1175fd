"""The real catalog's breadth figures from shard run folders of
`tpu-compat torch real --shard K/N` (scripts/bench-torchtpu-real):

  by library (and, with --families, by family): entries run, TorchTPU ran
  (no crash, no raise), crashed or timed out, raised, refused up front
  (host memory), PyTorch CPU itself could not build or run, the plugin's
  limits; parity against PyTorch CPU eager of those TorchTPU ran; the
  representative subset (one entry per library and family, chosen before
  any run: its first published entry by id that --host-gib holds, else its
  first tiny one);
  the top crash and raise causes; seconds per 100 entries on the machine
  that ran them and the whole catalog's time on N nodes.

    python real_figures.py [OUT_DIR] --catalog suites/catalogs/real.csv
        [--ledger suites/catalogs/real-results [--update] [--diff]] [--families]

An entry with rows in several folders (a shard, then a folder of entries
run again) counts by its newest row. Only the standard library: it reads
results.jsonl, run.json, the .wall files and the shard logs.

The ledger is the catalog run's record kept with the code, a row an entry
(entries.csv: outcome, status, the error's first line, when it finished,
the folder that ran it) and a row a finished shard (shards.csv: entries,
seconds, the revision, the host's CPU, the driver's versions and threads), the way
PyTorch's benchmark harness keeps its expected results in CSVs. A run that
spans machines or sessions adds up there: --update merges OUT's rows into
it, newest row per entry, and writes it back (two at once take turns on a
lock file there); the figures are the merged ones. Without OUT the figures come from the ledger alone. --diff reads the
ledger as expected results: an entry OUT ran worse (pass to a parity
failure, a crash or a raise) is a regression and the exit code is 1;
improvements and other changes are listed. A --diff that compares nothing
(OUT holds no shard folder, no rows, or none of its rows is an entry the
ledger has) is no clean result: it is said, and the exit code is 2.

Exit codes: 0 the figures (and, with --diff, no regression), 1 --diff found
regressions, 2 bad arguments or input, or a --diff that compared nothing.
"""

import argparse
import collections
import csv
import fcntl
import json
import re
import sys
from pathlib import Path


def refuse(message):
    """Ends the script with exit code 2 (nothing could be done: bad input, or nothing to compare),
    never 1, which --diff keeps for regressions."""
    print(f"real_figures: {message}", file=sys.stderr)
    sys.exit(2)


# A row's typed cause (`torch.cause`, written since issue 61) in this script's words.
CAUSES = {"ran": "ran", "raised": "raised", "crashed": "crash", "plugin-limit": "limit", "model-fault": "model", "not-asked": "model"}


def outcome(row):
    """One word for a row: ran, crash, raised, refused (up front), oom (killed by the kernel), model, limit.
    A ledger row by its recorded outcome; a run's row from its typed cause; rows written before causes
    were typed (before issue 61) by their status alone: their skips count as the plugin's limit,
    their oom as the kernel's."""
    if row.get("outcome"):
        return row["outcome"]  # a ledger row: the word it was recorded with
    status = row["status"]
    typed = (row.get("torch") or {}).get("cause")
    if typed == "refused":
        return "refused"
    if typed == "crashed" and status == "oom":
        return "oom"
    if typed in CAUSES:
        return CAUSES[typed]
    if status in ("pass", "fail-parity"):
        return "ran"
    if status == "oom":
        return "oom"
    if status == "skipped":
        return "limit"
    if status in ("crash", "timeout"):
        return "crash"
    if status == "error":
        return "model"
    return "raised"


def cause(row):
    """A crash's or a raise's cause, its first line with numbers and quoted names folded; a quoted
    operator (`aten::x`, 'torchvision::nms') is kept whole, since which one is the cause."""
    line = (row.get("error") or "").split("\n")[0]
    parts = re.split(r"(`[^`]*`|'[^']*')", line)  # odd items are the quoted ones
    folded = ((p if "::" in p else "`X`") if i % 2 else re.sub(r"\d+(\.\d+)?", "N", p) for i, p in enumerate(parts))
    return "".join(folded)[:110]


ENTRY_FIELDS = ("id", "outcome", "status", "seconds", "compiles", "error", "finished_at", "run")
SHARD_FIELDS = ("run", "entries", "seconds", "started_at", "git_revision", "host_cpu", "driver")


def newest(rows, r):
    """Keep r if it is the entry's newest row (folder or ledger order never decides)."""
    old = rows.get(r["id"])
    if old is None or float(r.get("finished_at") or 0) >= float(old.get("finished_at") or 0):
        rows[r["id"]] = r


def read_folders(out, shards):
    """Every shard-* folder's rows, newest per entry; each finished one (its .wall) into shards. Returns the rows and
    the folders read."""
    rows, folders = {}, 0
    for run in sorted(p for p in out.glob("shard-*") if p.is_dir()):
        results = run / "results.jsonl"
        if not results.exists():
            continue
        mine = {}
        text = results.read_text()
        lines = text.splitlines()
        for n, line in enumerate(lines, 1):
            if line.strip():
                try:
                    r = json.loads(line)
                except json.JSONDecodeError as e:
                    if n == len(lines) and not text.endswith("\n"):  # a row still being written, or cut by a kill
                        print(f"real_figures: {results}:{n}: an unfinished last line, left out", file=sys.stderr)
                        continue
                    refuse(f"{results}:{n}: not a JSON row ({e})")
                r["run"] = run.name
                mine[r["id"]] = r
        for r in mine.values():
            newest(rows, r)
        folders += 1
        wall = Path(f"{run}.wall")
        if wall.exists():  # a finished shard: its time counts toward the rate
            info = json.loads((run / "run.json").read_text()) if (run / "run.json").exists() else {}
            log = Path(f"{run}.log")
            driver = next((x for x in log.read_text().splitlines() if x.startswith("driver: ")), "") if log.exists() else ""
            shards[run.name] = {
                "run": run.name,
                "entries": len(mine),
                "seconds": sum(int(x) for x in wall.read_text().split()),
                "started_at": info.get("started_at", ""),
                "git_revision": info.get("git_revision") or "",
                "host_cpu": info.get("host_cpu") or "",
                "driver": driver.removeprefix("driver: "),
            }
    return rows, folders


def read_csv(path, fields, numbers):
    """A ledger file's rows, checked for its columns and numbers ({column: int or float}); none when it is not there yet."""
    if not path.exists():
        return []
    with open(path, newline="") as f:
        reader = csv.DictReader(f)
        missing = [c for c in fields if c not in (reader.fieldnames or [])]
        if missing:
            refuse(f"{path}: not a ledger file: no column {', '.join(missing)}")
        rows = list(reader)
    for n, r in enumerate(rows, 2):
        for c, kind in numbers.items():
            try:
                r[c] = kind(r[c])
            except (TypeError, ValueError):
                refuse(f"{path}:{n}: `{r[c]}` is not a number in column {c}")
    return rows


def write_csv(path, fields, rows):
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    with open(tmp, "w", newline="") as f:
        w = csv.DictWriter(f, fields, extrasaction="ignore", lineterminator="\n")
        w.writeheader()
        w.writerows(rows)
    tmp.replace(path)


def seconds(r):
    """An entry's own time: a folder row's stages summed, or the ledger's column."""
    if "timings" in r:
        return sum(v for v in r["timings"].values() if isinstance(v, (int, float))) / 1000
    return float(r.get("seconds") or 0)


def ledger_row(r):
    first = (r.get("error") or "").split("\n")[0][:300]
    return {
        **r,
        "outcome": outcome(r),
        "seconds": f"{seconds(r):.1f}",
        "compiles": r.get("compiles") or 0,
        "error": first,
        "finished_at": f"{float(r.get('finished_at') or 0):.3f}",
    }


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("out", type=Path, nargs="?", help="a folder of shard-* run folders")
    ap.add_argument("--catalog", type=Path, required=True)
    ap.add_argument("--families", action="store_true", help="a line per library and family, not only per library")
    ap.add_argument(
        "--host-gib", type=float, default=10.0, help="host memory a shard process has (the representative subset's published sizes)"
    )
    ap.add_argument("--ledger", type=Path, help="the run's record (entries.csv, shards.csv), read with OUT's rows")
    ap.add_argument("--update", action="store_true", help="write OUT's newer rows and finished shards into --ledger")
    ap.add_argument("--diff", action="store_true", help="OUT's rows against --ledger's: regressions (exit 1), improvements, changes")
    ap.add_argument(
        "--expected-out",
        type=Path,
        metavar="FILE",
        help="write --ledger's failing entries as an expected-results file (tpu-compat torch --expected FILE) and stop",
    )
    args = ap.parse_args()
    if args.expected_out is not None:
        if args.ledger is None:
            ap.error("--expected-out writes --ledger's failures: give --ledger")
        write_expected(args.ledger, args.expected_out)
        return
    if args.out is None and args.ledger is None:
        ap.error("give OUT, --ledger, or both")
    if args.update and (args.out is None or args.ledger is None):
        ap.error("--update merges OUT into --ledger: give both")
    if args.diff and (args.out is None or args.ledger is None):
        ap.error("--diff compares OUT with --ledger: give both")
    if not args.host_gib > 0:
        ap.error(f"--host-gib {args.host_gib:g}: give the host memory in GiB, more than 0")
    with open(args.catalog) as f:
        catalog = {r["id"]: r for r in csv.DictReader(f)}
    if args.update:  # two updates at once: the second waits, then merges into what the first wrote
        args.ledger.mkdir(parents=True, exist_ok=True)
        lock = open(args.ledger / ".lock", "w")  # noqa: SIM115 (held until the process ends)
        fcntl.flock(lock, fcntl.LOCK_EX)
    recorded, shards, fresh, folders = {}, {}, {}, 0
    if args.ledger:
        for r in read_csv(args.ledger / "entries.csv", ENTRY_FIELDS, {"finished_at": float, "seconds": float}):
            newest(recorded, r)
        shards = {s["run"]: s for s in read_csv(args.ledger / "shards.csv", SHARD_FIELDS, {"entries": int, "seconds": int})}
    if args.out:
        if not args.out.is_dir():
            refuse(f"{args.out}: no such folder")
        fresh, folders = read_folders(args.out, shards)
    if args.diff:
        nothing = nothing_compared(args, fresh, folders, recorded, catalog)
        if nothing:
            refuse(f"--diff compared nothing: {nothing}; that is no clean result (exit 2)")
    rows = dict(recorded)
    for r in fresh.values():
        newest(rows, r)
    if not rows:
        refuse(f"no results under {args.out or args.ledger}")
    if args.update:
        write_csv(args.ledger / "entries.csv", ENTRY_FIELDS, [ledger_row(rows[i]) for i in sorted(rows)])
        write_csv(args.ledger / "shards.csv", SHARD_FIELDS, [shards[k] for k in sorted(shards, key=shard_order)])
        print(f"ledger {args.ledger}: {len(rows)} entries, {len(shards)} finished shards")
    figures(rows, shards, catalog, folders, args.families, args.host_gib)
    if args.diff and compare(recorded, fresh):
        raise SystemExit(1)


# Statuses that are no failure: never listed as expected to fail.
NOT_FAILURES = ("pass", "skipped", "xfail", "xpass", "not-run", "compiled", "flaky")


def write_expected(ledger, path):
    """The ledger's failing entries as tpu-compat's expected results: each entry's status as the ledger
    records it, so a night's shard of the catalog keeps a known failure expected and fails on a new one."""
    recorded = {}
    for r in read_csv(ledger / "entries.csv", ENTRY_FIELDS, {"finished_at": float, "seconds": float}):
        newest(recorded, r)
    lines = [
        f"# Expected results of the real catalog through TorchTPU, from the ledger {ledger}",
        "# (scripts/torch_tpu/real_figures.py --expected-out): every entry it records failing, as it failed.",
        "",
    ]
    listed = 0
    for id_ in sorted(recorded):
        r = recorded[id_]
        if r["status"] in NOT_FAILURES:
            continue
        why = (r.get("error") or "").split("\n")[0][:200]
        lines += [f"[definitions.{json.dumps(id_)}]", f"status = {json.dumps(r['status'])}"]
        reason = f"the ledger records {r['outcome']}: {why}"
        lines += [f"reason = {json.dumps(reason)}", ""]
        listed += 1
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{path}: {listed} expected failures of {len(recorded)} ledger entries")


def nothing_compared(args, fresh, folders, recorded, catalog):
    """Why --diff would compare no entry (OUT's rows against the ledger's), or None when it compares one."""
    if any(i in recorded for i in fresh):
        return None
    if folders == 0:
        return f"{args.out} holds no shard-* run folder with a results.jsonl"
    if not fresh:
        return f"the {folders} shard-* run folder(s) under {args.out} hold no rows (a shard that ran nothing)"
    strangers = sum(i not in catalog for i in fresh)
    return (
        f"none of the {len(fresh)} rows under {args.out} is an entry the ledger {args.ledger} has a row for "
        f"({strangers} of them not in the catalog {args.catalog}, {len(fresh) - strangers} catalog entries new to "
        f"the ledger's {len(recorded)})"
    )


def figures(rows, shards, catalog, folders, families, host_gib):
    for s in sorted(shards.values(), key=lambda s: shard_order(s["run"])):
        print(f"{s['run']}: {s['entries']} entries in {s['seconds']} s")
    print(f"{len(rows)} of the catalog's {len(catalog)} entries have a row ({folders} shard folders read)")
    table(rows, catalog, lambda e: e["library"], "library")
    if families:
        table(rows, catalog, lambda e: f"{e['library']}/{e['family']}", "library/family")
    representatives(rows, catalog, host_gib)
    for kind in ("crash", "raised"):
        causes = collections.Counter(cause(r) for r in rows.values() if outcome(r) == kind)
        print(f"\ntop {kind} causes ({sum(causes.values())} rows):")
        for text, n in causes.most_common(8):
            print(f"  {n:5} x {text}")
    slow = sorted(rows.values(), key=seconds, reverse=True)[:5]
    print("\nslowest entries: " + ", ".join(f"{r['id']} {seconds(r):.0f} s ({outcome(r)})" for r in slow))
    walls = sum(s["seconds"] for s in shards.values())
    timed = sum(s["entries"] for s in shards.values())
    if walls and timed:
        per100 = walls / timed * 100
        print(f"\n{per100:.0f} s per 100 entries in one shard process ({walls} s for the {timed} entries of finished shards)")
        for nodes in (1, 10, 50, 100):
            hours = len(catalog) * per100 / 100 / nodes / 3600
            print(f"  whole catalog ({len(catalog)}) on {nodes} node(s), one shard process each: {hours:.1f} h")


# How far a row got with TorchTPU; refusals, PyTorch CPU's own failures and the plugin's limits are not ranked.
RANK = {"pass": 2, "fail-parity": 1, "crash": 0, "raised": 0, "oom": 0}


def verdict(r):
    return r["status"] if r["status"] in ("pass", "fail-parity") else outcome(r)


def compare(recorded, fresh):
    """OUT's rows against the ledger's, as a nightly run against its expected results: an entry
    TorchTPU ran worse than the ledger says is a regression, better an improvement; any other
    change (a refusal where it ran, say) is listed. Returns the regressions."""
    changes = collections.defaultdict(list)
    for id_, r in sorted(fresh.items()):
        old = recorded.get(id_)
        if old is None or float(old["finished_at"]) > float(r.get("finished_at") or 0) or verdict(old) == verdict(r):
            continue  # new to the ledger, older than its row, or the same verdict
        was, now = RANK.get(verdict(old)), RANK.get(verdict(r))
        kind = "changed" if was is None or now is None else "regression" if now < was else "improvement"
        why = cause(r) if outcome(r) in ("crash", "raised", "oom") else ""
        changes[kind].append(f"  {kind:<12} {id_}: {verdict(old)} -> {verdict(r)}{f' ({why})' if why else ''}")
    compared = sum(1 for i in fresh if i in recorded)
    counts = ", ".join(f"{len(changes[k])} {k}" for k in ("regression", "improvement", "changed"))
    print(f"\nagainst the ledger: {compared} entries compared: {counts}")
    for kind in ("regression", "improvement", "changed"):
        for line in changes[kind]:
            print(line)
    return len(changes["regression"])


def shard_order(name):
    """shard-2-of-50 before shard-10-of-50; other folders (reruns) after, by name."""
    m = re.fullmatch(r"shard-(\d+)-of-(\d+)", name)
    return (0, int(m[1]), "") if m else (1, 0, name)


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


def fits(entry, host_gib):
    """Whether the catalog's parameter count says the host holds the entry (the driver's figure:
    24 bytes a parameter, plus 1 GiB); an uncounted entry (0) does not."""
    params = int(entry.get("params") or 0)
    return params > 0 and params * 24 + 2**30 <= host_gib * 2**30


def representatives(rows, catalog, host_gib):
    """One entry per (library, family), chosen from the catalog alone: its first published entry
    by id that the host holds, else its first tiny one, else its first published one; an entry
    the generator flagged (a reason) only where its family has no other."""

    def rank(e):
        return (bool(e.get("reason")), not fits(e, host_gib) if e["size"] == "published" else False, e["size"] != "published", e["id"])

    chosen = {}
    for e in sorted(catalog.values(), key=rank):
        chosen.setdefault((e["library"], e["family"]), e["id"])
    have = [rows[i] for i in chosen.values() if i in rows]
    c = collections.Counter(outcome(r) for r in have)
    passed = sum(r["status"] == "pass" for r in have)
    print(
        f"\nrepresentative subset: {len(chosen)} architectures (library x family; published size where "
        f"{host_gib:g} GiB holds it, else tiny), {len(have)} with a row: "
        f"TorchTPU ran {c['ran']}, parity {passed}/{c['ran']}; crash {c['crash']}, raised {c['raised']}, "
        f"refused {c['refused']}, killed for memory {c['oom']}, PyTorch CPU cannot {c['model']}, the plugin's limits {c['limit']}"
    )


if __name__ == "__main__":
    main()
