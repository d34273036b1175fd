#!/usr/bin/env python3
"""The night's journal, from the night's runs: `night_journal.py NIGHT LABEL TIERS`.

Writes NIGHT/run/results.jsonl, every run's journal under NIGHT/runs/*/ concatenated (rows carry
their tier), and NIGHT/run/run.json: the night's label, the tiers it ran, each run's plan as a part
({"suite", "planned"}), so a run whose runner died before finishing shows its unrun definitions as
not-run instead of looking complete, and the versions the night ran with (the first StableHLO run's,
else the first run's), so `report --history` names the plugin and harness on either side of a
regression.

A TorchTPU run's rows (tier `torch-<mode>`) are named with their tier in the night's journal
(`torch-eager/block`): the same model runs in several modes a night, and each is a row of its own.
Their plan is named the same way. A line that is not JSON is kept as it is (report counts it).
Stdlib only."""

import json
import sys
from pathlib import Path

VERSIONS = ("device", "plugin_sha256", "platform_name", "platform_version", "harness_version", "git_revision")


def torch_tier(suite):
    return suite == "torch" or suite.startswith("torch-")


def main():
    if len(sys.argv) != 4:
        sys.exit("usage: night_journal.py NIGHT LABEL TIERS")
    night, label, tiers = Path(sys.argv[1]), sys.argv[2], sys.argv[3]
    out = night / "run"
    out.mkdir(parents=True, exist_ok=True)
    parts, versions, first = [], None, None
    with open(out / "results.jsonl", "w", encoding="utf-8") as journal:
        for run in sorted(p for p in (night / "runs").glob("*") if p.is_dir()):
            meta = {}
            if (run / "run.json").is_file():
                try:
                    meta = json.loads((run / "run.json").read_text(encoding="utf-8"))
                except (OSError, ValueError) as e:
                    print(f"night_journal: {run / 'run.json'}: {e}", file=sys.stderr)
                    return 2
            suite = meta.get("suite", "") if isinstance(meta, dict) else ""
            name = (lambda i: f"{suite}/{i}") if torch_tier(suite) else (lambda i: i)
            if (run / "results.jsonl").is_file():
                with open(run / "results.jsonl", encoding="utf-8", errors="replace") as rows:
                    for line in rows:
                        if torch_tier(suite):
                            try:
                                row = json.loads(line)
                                row["id"] = name(row["id"])
                                line = json.dumps(row) + "\n"
                            except (ValueError, KeyError, TypeError):
                                pass
                        journal.write(line if line.endswith("\n") else line + "\n")
            if not meta:
                continue
            if "planned" not in meta:
                print(f"night_journal: {run / 'run.json'}: no `planned` list", file=sys.stderr)
                return 2
            parts.append({"suite": suite, "planned": [name(i) for i in meta["planned"]]})
            mine = {k: meta[k] for k in VERSIONS if isinstance(meta.get(k), str)}
            first = first or mine
            if versions is None and not torch_tier(suite) and suite != "aten":
                versions = mine
    night_run = {"label": label, "tiers": tiers, **(versions or first or {}), "parts": parts}
    (out / "run.json").write_text(json.dumps(night_run) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
