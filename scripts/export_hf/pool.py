"""A small pool of worker processes for a batch of entries: each worker is
`scripts/export-hf` itself in worker mode (cli.serve), importing torch once
and taking entries one at a time; an entry that runs past its time limit,
or whose worker dies, has its worker killed and replaced, and ends in the
report failed at the stage it was in, with the reason. So one hanging or
crashing export cannot stop the batch."""

import json
import os
import selectors
import subprocess
import sys
import time
from collections import deque
from pathlib import Path

# A worker is replaced after this many entries (memory held by the
# exporters' caches grows with each model).
RECYCLE = 40


class Worker:
    def __init__(self, argv):
        env = dict(os.environ, EXPORT_HF_WORKER="1", OMP_NUM_THREADS="1", MKL_NUM_THREADS="1")
        script = Path(__file__).resolve().parent.parent / "export-hf"
        self.proc = subprocess.Popen([sys.executable, str(script), *argv], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True, bufsize=1, env=env)
        self.row, self.started, self.stage, self.done, self.ready = None, 0.0, "", 0, False

    def give(self, row):
        self.row, self.started, self.stage = row, time.time(), "export"
        self.proc.stdin.write(json.dumps(row) + "\n")
        self.proc.stdin.flush()

    def kill(self):
        try:
            self.proc.kill()
            self.proc.wait(timeout=10)
        except (OSError, subprocess.TimeoutExpired):
            pass


def run_pool(entries, argv, rows, jobs, timeout, on_abandoned, checkpoint=None, every=60.0):
    """Runs every entry through a worker; fills `rows` (by id) in place."""
    queue = deque(entries)
    by_id = {e.id: e for e in entries}
    sel = selectors.DefaultSelector()
    workers = []

    def start():
        w = Worker(argv)
        sel.register(w.proc.stdout, selectors.EVENT_READ, w)
        workers.append(w)
        return w

    def retire(w):
        sel.unregister(w.proc.stdout)
        workers.remove(w)
        w.kill()

    def fail(w, why):
        e = by_id[w.row["id"]]
        row = rows.setdefault(e.id, {"id": e.id})
        row.update({"class": e.model_class or e.factory, "type": e.model_type, "task": e.task,
                    "status": f"failed-{w.stage}", "stage": w.stage, "error": why, "export_hf": "pool"})
        on_abandoned(e)
        print(f"{e.id:32} FAILED {w.stage}: {why}", file=sys.stderr, flush=True)

    for _ in range(min(jobs, len(queue))):
        start()
    saved = time.time()
    while queue or any(w.row for w in workers):
        if checkpoint and time.time() - saved > every:
            checkpoint()  # the report so far: a stopped batch loses nothing it finished
            saved = time.time()
        for w in list(workers):
            if w.ready and w.row is None:
                if not queue:
                    continue
                if w.done >= RECYCLE:
                    retire(w)
                    start()
                    continue
                e = queue.popleft()
                w.give(dict(rows.get(e.id, {}), id=e.id))
        for key, _ in sel.select(timeout=1.0):
            w = key.data
            line = w.proc.stdout.readline()
            if not line:  # the worker died
                if w.row:
                    fail(w, f"worker died (exit code {w.proc.poll()}) during {w.stage}")
                retire(w)
                if queue or any(x.row for x in workers):
                    start()
                continue
            if line.startswith("READY"):
                w.ready = True
            elif line.startswith("STEP "):
                w.stage = line.split()[2]
            elif line.startswith("ROW "):
                row = json.loads(line[4:])
                rows[row["id"]] = row
                w.row, w.done = None, w.done + 1
        now = time.time()
        for w in list(workers):
            if w.row and now - w.started > timeout:
                fail(w, f"timed out after {timeout:.0f} s during {w.stage}")
                retire(w)
                start()
    for w in list(workers):
        w.proc.stdin.close()
        retire(w)
