"""The hf catalog's forward entries through TorchTPU, for scripts/bench-torchtpu-hf:
each entry built as the exporter builds it (scripts/export_hf/forward.py), run on
PyTorch CPU eager and on TorchTPU's device in eager mode (math SDPA in both, so the
CPU plugin can run every program), one JSON line per entry on the output file:
  {"id", "stage": "done" | "build" | "cpu" | "tpu", "max_abs", "programs", "attn", "s", "error"}
"programs" counts the compiles TorchTPU sent the device for that entry (the
recorder's index.jsonl, TPU_COMPAT_RECORD_DIR), so an entry after another that
compiled the same op programs counts fewer: TorchTPU's program cache is shared,
as in a worker that stays alive across models.

usage: hf_catalog.py CATALOG START COUNT OUT.jsonl   (TPU_LIBRARY_PATH set by the caller)"""

import json
import os
import sys
import time
from pathlib import Path

if "TPU_LIBRARY_PATH" not in os.environ:
    sys.exit("hf_catalog: TPU_LIBRARY_PATH is not set (scripts/bench-torchtpu-hf sets it)")

import torch  # noqa: E402
import torch_tpu  # noqa: E402
from torch.nn.attention import SDPBackend, sdpa_kernel  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from export_hf import forward  # noqa: E402


def compiles(index):
    try:
        with open(index) as f:
            return sum(1 for line in f if '"event":"compile"' in line)
    except FileNotFoundError:
        return 0


def max_abs(expected, actual):
    worst = 0.0
    for e, a in zip(expected, actual, strict=True):
        if e.is_floating_point():
            if e.numel():
                worst = max(worst, float((e.double() - a.double()).abs().max()))
        elif not torch.equal(e, a):
            return float("inf")
    return worst


def main():
    catalog, start, count, out = Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
    torch_tpu._loader._init_device("tpu")
    index = os.path.join(os.environ.get("TPU_COMPAT_RECORD_DIR", ""), "index.jsonl")
    entries = forward.entries(catalog)[start : start + count]
    with open(out, "a") as f:
        for e in entries:
            row, t0 = {"id": e.id}, time.time()
            try:
                module, args, attn = forward.forward(e)
                row["attn"] = attn
            except Exception as ex:
                row.update(stage="build", error=f"{type(ex).__name__}: {str(ex)[:200]}")
            else:
                try:
                    with torch.no_grad(), sdpa_kernel([SDPBackend.MATH]):
                        expected = list(module(*args))
                except Exception as ex:
                    row.update(stage="cpu", error=f"{type(ex).__name__}: {str(ex)[:200]}")
                else:
                    before = compiles(index)
                    try:
                        with torch.no_grad(), sdpa_kernel([SDPBackend.MATH]):
                            device = module.to("tpu")
                            actual = [t.cpu() for t in device(*[a.to("tpu") for a in args])]
                        row.update(stage="done", max_abs=max_abs(expected, actual))
                    except Exception as ex:
                        row.update(stage="tpu", error=f"{type(ex).__name__}: {str(ex)[:300]}")
                    row["programs"] = compiles(index) - before
            row["s"] = round(time.time() - t0, 2)
            f.write(json.dumps(row) + "\n")
            f.flush()


if __name__ == "__main__":
    main()
