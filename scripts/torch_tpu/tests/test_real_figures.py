"""The real catalog's figures and its run ledger (real_figures.py), through its command line:
shard folders merged into the ledger by newest row, the ledger alone giving the same figures,
and a bad ledger or bad arguments named in the error.

    python -m unittest discover -s scripts/torch_tpu/tests   (harness/tests/torch.rs runs it)
"""

import csv
import fcntl
import json
import subprocess
import sys
import tempfile
import time
import unittest
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[1] / "real_figures.py"

CATALOG = [
    ("timm.a", "timm", "vit", "published"),
    ("timm.b", "timm", "convnext", "tiny"),
    ("hf.c", "transformers", "bert", "tiny"),
]


def row(id_, status, finished_at, error=None, cause=None):
    """A row as `tpu-compat torch` writes it: with its typed cause (`torch.cause`) where given."""
    timings = {"load_ms": 500.0, "compile_ms": 0.0, "execute_ms": finished_at * 1000, "compare_ms": 0.0}
    r = {
        "id": id_,
        "family": "f",
        "tier": "real",
        "status": status,
        "error": error,
        "finished_at": finished_at,
        "timings": timings,
        "compiles": 2,
    }
    if cause:
        r["torch"] = {"cause": cause}
    return r


class Ledger(unittest.TestCase):
    def setUp(self):
        self.dir = Path(tempfile.mkdtemp())
        self.catalog = self.dir / "real.csv"
        with open(self.catalog, "w", newline="") as f:
            w = csv.writer(f)
            w.writerow(["id", "library", "family", "size"])
            w.writerows(CATALOG)
        self.out = self.dir / "runs"
        self.ledger = self.dir / "ledger"

    def shard(self, name, rows, seconds=None):
        run = self.out / name
        run.mkdir(parents=True)
        (run / "results.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
        info = {"started_at": "2026-12-05T08:00:00Z", "git_revision": "abc", "host_cpu": "AMD EPYC (avx512)"}
        (run / "run.json").write_text(json.dumps(info))
        if seconds is not None:
            Path(f"{run}.wall").write_text(f"{seconds}\n")
            Path(f"{run}.log").write_text("driver: torch 2.x, torch-tpu 0.2.0, PyTorch CPU on 1 thread\n")

    def figures(self, *args, ok=True):
        p = subprocess.run([sys.executable, SCRIPT, *map(str, args), "--catalog", str(self.catalog)], capture_output=True, text=True)
        self.assertEqual(p.returncode == 0, ok, p.stderr)
        return p

    def table(self, text):
        """The figures without the lines that say where they came from."""
        return [x for x in text.splitlines() if not x.startswith(("ledger ", "shard-")) and "have a row" not in x]

    def test_update_writes_a_ledger_that_gives_the_same_figures_alone(self):
        self.shard("shard-1-of-2", [row("timm.a", "pass", 10), row("timm.b", "crash", 11, "worker died\nstack")], 300)
        self.shard("shard-2-of-2", [row("hf.c", "fail-parity", 12)])
        merged = self.figures(self.out, "--ledger", self.ledger, "--update")
        self.assertIn("ledger", merged.stdout)
        with open(self.ledger / "entries.csv", newline="") as f:
            entries = {r["id"]: r for r in csv.DictReader(f)}
        self.assertEqual(sorted(entries), ["hf.c", "timm.a", "timm.b"])
        self.assertEqual((entries["timm.b"]["outcome"], entries["timm.b"]["error"]), ("crash", "worker died"))
        self.assertEqual((entries["timm.b"]["seconds"], entries["timm.b"]["compiles"]), ("11.5", "2"))
        self.assertEqual(entries["hf.c"]["run"], "shard-2-of-2")
        with open(self.ledger / "shards.csv", newline="") as f:
            shards = list(csv.DictReader(f))
        self.assertEqual([(s["run"], s["entries"], s["seconds"]) for s in shards], [("shard-1-of-2", "2", "300")])
        self.assertEqual(shards[0]["driver"], "torch 2.x, torch-tpu 0.2.0, PyTorch CPU on 1 thread")
        self.assertEqual(shards[0]["host_cpu"], "AMD EPYC (avx512)")
        alone = self.figures("--ledger", self.ledger)
        self.assertEqual(self.table(alone.stdout), self.table(merged.stdout))
        self.assertIn("15000 s per 100 entries in one shard process (300 s for the 2 entries", alone.stdout)
        self.assertIn("3 with a row: TorchTPU ran 2, parity 1/2; crash 1", alone.stdout)
        self.assertIn("slowest entries: hf.c 12 s (ran), timm.b 12 s (crash), timm.a 10 s (ran)", alone.stdout)

    def test_the_representative_is_a_published_size_the_host_holds_else_a_tiny_one_never_a_flagged_one(self):
        with open(self.catalog, "w", newline="") as f:
            w = csv.writer(f)
            w.writerow(["id", "library", "family", "size", "params", "reason"])
            w.writerow(["timm.big", "timm", "vit", "published", 10**9, ""])  # 23 GiB
            w.writerow(["timm.vit-tiny", "timm", "vit", "tiny", 100, ""])
            w.writerow(["timm.a-cn", "timm", "convnext", "published", 1000, "meta: failed"])
            w.writerow(["timm.cn", "timm", "convnext", "published", 1000, ""])
        rows = [row("timm.big", "oom", 1, "refused before loading: 23 GiB", "refused"), row("timm.vit-tiny", "pass", 2)]
        self.shard("shard-1-of-1", rows + [row("timm.a-cn", "crash", 3, "boom"), row("timm.cn", "fail-parity", 4)], 10)
        out = self.figures(self.out).stdout
        self.assertIn("2 architectures (library x family; published size where 10 GiB holds it, else tiny), 2 with a row: ", out)
        self.assertIn("TorchTPU ran 2, parity 1/2; crash 0, raised 0, refused 0,", out)
        big = self.figures(self.out, "--host-gib", "64").stdout  # the published ViT fits a 64 GiB host
        self.assertIn("TorchTPU ran 1, parity 0/1; crash 0, raised 0, refused 1,", big)

    def test_a_raise_names_its_operator_and_folds_the_rest(self):
        op = "TorchTPU raised RuntimeError: operator 'aten::_upsample_bicubic2d_aa.out' is not implemented for TPU"
        rows = [row("timm.a", "fail-run", 1, op), row("timm.b", "fail-run", 2, op), row("hf.c", "fail-run", 3, "shape 'a3' at 17")]
        self.shard("shard-1-of-1", rows, 10)
        out = self.figures(self.out).stdout
        self.assertIn(f"      2 x {op}", out)
        self.assertIn("      1 x shape `X` at N", out)

    def test_a_newer_row_replaces_the_ledgers_and_an_older_one_does_not(self):
        self.shard("shard-1-of-1", [row("timm.a", "crash", 10, "boom"), row("timm.b", "pass", 50)], 100)
        self.figures(self.out, "--ledger", self.ledger, "--update")
        later = self.dir / "later"
        self.out = later
        self.shard("shard-rerun", [row("timm.a", "pass", 20), row("timm.b", "crash", 40, "stale")])
        self.figures(later, "--ledger", self.ledger, "--update")
        with open(self.ledger / "entries.csv", newline="") as f:
            entries = {r["id"]: r for r in csv.DictReader(f)}
        self.assertEqual((entries["timm.a"]["status"], entries["timm.a"]["run"]), ("pass", "shard-rerun"))
        self.assertEqual((entries["timm.b"]["status"], entries["timm.b"]["run"]), ("pass", "shard-1-of-1"))

    def test_an_update_waits_for_one_under_way_and_merges_into_what_it_wrote(self):
        self.shard("shard-1-of-2", [row("timm.a", "pass", 1)], 10)
        self.figures(self.out, "--ledger", self.ledger, "--update")
        self.out = self.dir / "second"
        self.shard("shard-2-of-2", [row("timm.b", "pass", 2)], 10)
        cmd = [sys.executable, SCRIPT, "--catalog", str(self.catalog), "--ledger", str(self.ledger), "--update"]
        with open(self.ledger / ".lock", "w") as held:  # an update under way
            fcntl.flock(held, fcntl.LOCK_EX)
            waiting = subprocess.Popen([*cmd, str(self.out)], stdout=subprocess.DEVNULL)
            time.sleep(1.0)
            self.assertIsNone(waiting.poll(), "the second update did not wait for the lock")
            with open(self.ledger / "entries.csv", "a") as f:  # what the update under way writes
                f.write("hf.c,ran,pass,1.0,2,,3.000,shard-9-of-9\n")
        self.assertEqual(waiting.wait(), 0)
        with open(self.ledger / "entries.csv", newline="") as f:
            self.assertEqual(sorted(r["id"] for r in csv.DictReader(f)), ["hf.c", "timm.a", "timm.b"])

    def test_a_refusal_before_loading_or_after_building_is_a_refusal_and_a_kill_is_not(self):
        # Read from the rows' typed cause, never their message.
        self.shard(
            "shard-1-of-1",
            [
                row("timm.a", "oom", 1, "refused before loading: its weights, inputs and outputs need 28.3 GiB", "refused"),
                row("timm.b", "oom", 2, "refused after building on PyTorch CPU: its weights, inputs and outputs need 15 GiB", "refused"),
                row("hf.c", "oom", 3, "TorchTPU's driver died: worker killed by SIGKILL it was not sent (the OOM killer?)", "crashed"),
            ],
        )
        p = self.figures(self.out)
        self.assertRegex(p.stdout, r"\ntimm +2 +0 +0 +0 +2 +0 ")
        self.assertRegex(p.stdout, r"\ntransformers +1 +0 +0 +0 +0 +1 ")

    def test_diff_names_regressions_with_exit_1_and_improvements_and_changes(self):
        self.shard("shard-1-of-1", [row("timm.a", "pass", 1), row("timm.b", "crash", 2, "boom"), row("hf.c", "pass", 3)])
        self.figures(self.out, "--ledger", self.ledger, "--update")
        self.out = self.dir / "nightly"
        refused = "refused before loading: its weights need 3 GiB"
        nightly = [row("timm.a", "raised", 4, "aten::x 7"), row("timm.b", "pass", 5), row("hf.c", "oom", 6, refused, "refused")]
        self.shard("shard-1-of-1", nightly)
        p = self.figures(self.out, "--ledger", self.ledger, "--diff", ok=False)
        self.assertEqual(p.returncode, 1, p.stderr)
        self.assertIn("against the ledger: 3 entries compared: 1 regression, 1 improvement, 1 changed", p.stdout)
        self.assertIn("  regression   timm.a: pass -> raised (aten::x N)", p.stdout)
        self.assertIn("  improvement  timm.b: crash -> pass", p.stdout)
        self.assertIn("  changed      hf.c: pass -> refused", p.stdout)
        self.out = self.dir / "same"
        self.shard("shard-1-of-1", [row("timm.a", "pass", 7)])
        p = self.figures(self.out, "--ledger", self.ledger, "--diff")
        self.assertIn("against the ledger: 1 entries compared: 0 regression, 0 improvement, 0 changed", p.stdout)

    def test_a_ledger_without_its_columns_is_named(self):
        self.ledger.mkdir()
        (self.ledger / "entries.csv").write_text("id,status\ntimm.a,pass\n")
        p = self.figures("--ledger", self.ledger, ok=False)
        self.assertIn(f"{self.ledger / 'entries.csv'}: not a ledger file: no column outcome", p.stderr)

    def test_a_ledger_with_a_bad_number_is_named_with_its_line(self):
        self.ledger.mkdir()
        (self.ledger / "entries.csv").write_text(
            "id,outcome,status,seconds,compiles,error,finished_at,run\ntimm.a,ran,pass,1.0,3,,soon,x\n"
        )
        p = self.figures("--ledger", self.ledger, ok=False)
        self.assertIn(f"{self.ledger / 'entries.csv'}:2: `soon` is not a number in column finished_at", p.stderr)

    def test_update_needs_both_a_folder_and_a_ledger(self):
        self.shard("shard-1-of-1", [row("timm.a", "pass", 1)])
        p = self.figures(self.out, "--update", ok=False)
        self.assertIn("--update merges OUT into --ledger", p.stderr)
        p = self.figures(self.out, "--diff", ok=False)
        self.assertIn("--diff compares OUT with --ledger", p.stderr)
        for bad in ("0", "-2", "nan"):
            p = self.figures(self.out, "--host-gib", bad, ok=False)
            self.assertIn(f"--host-gib {bad}: give the host memory in GiB, more than 0", p.stderr)
        self.assertFalse(self.ledger.exists())

    def test_an_unfinished_last_row_is_left_out_and_a_bad_one_within_is_named(self):
        self.shard("shard-1-of-1", [row("timm.a", "pass", 1)])
        results = self.out / "shard-1-of-1" / "results.jsonl"
        with open(results, "a") as f:
            f.write('{"id": "timm.b", "sta')  # a shard still writing, or killed mid-line
        p = self.figures(self.out)
        self.assertIn("results.jsonl:2: an unfinished last line, left out", p.stderr)
        self.assertIn("1 of the catalog's 3 entries have a row", p.stdout)
        with open(results, "a") as f:
            f.write("\n" + json.dumps(row("hf.c", "pass", 2)) + "\n")
        p = self.figures(self.out, ok=False)
        self.assertIn("shard-1-of-1/results.jsonl:2: not a JSON row", p.stderr)


if __name__ == "__main__":
    unittest.main()
