"""Checking a definition with the real harness: `tpu-compat exec` compiles
and runs model.mlir on the PJRT plugin with the definition's own arguments
(written as arg0..argN), and its outputs are compared with the PyTorch-eager
baseline. This is the route `tpu-compat run hf` takes, minus the runner."""

import subprocess
import tempfile
from pathlib import Path

import safetensors.torch
import torch

from .definition import read

# Normalised error bound: max |xla - eager| / max |eager| per output.
RTOL = 1e-4


def verify(folder: Path, baseline: Path, binary: Path, timeout: float = 300) -> dict:
    manifest, _, values = read(folder)
    with tempfile.TemporaryDirectory(prefix="export-hf-") as tmp:
        args_path, out_path = Path(tmp) / "args.safetensors", Path(tmp) / "out.safetensors"
        safetensors.torch.save_file({f"arg{i}": v.contiguous() for i, v in enumerate(values)}, str(args_path))
        proc = subprocess.run(
            [str(binary), "exec", str(folder / "model.mlir"), "--inputs", str(args_path), "--out", str(out_path)],
            capture_output=True, text=True, timeout=timeout,
        )
        if proc.returncode != 0:
            msg = (proc.stderr.strip() or proc.stdout.strip()).splitlines()
            return {"ok": False, "error": f"tpu-compat exec exited {proc.returncode}: {' | '.join(msg[-3:])[:600]}"}
        got = safetensors.torch.load_file(str(out_path))
    want = safetensors.torch.load_file(str(baseline))
    result = {"ok": True, "outputs": []}
    for i, spec in enumerate(manifest["outputs"]):
        a, b = got.get(f"out{i}"), want.get(f"out{i}")
        if a is None or b is None or a.shape != b.shape:
            result["ok"] = False
            result["error"] = f"output {i} `{spec['name']}` missing or of another shape"
            break
        a64, b64 = a.double(), b.double()
        scale = max(b64.abs().max().item(), 1e-6)
        err = (a64 - b64).abs().max().item() / scale
        row = {"name": spec["name"], "max_abs": (a64 - b64).abs().max().item(), "normalized": err,
               "finite": bool(torch.isfinite(a64).all() and torch.isfinite(b64).all())}
        if spec.get("kind") == "logits" and a.dim() >= 1 and a.shape[-1] > 1:
            row["top1_agree"] = float((a64.argmax(-1) == b64.argmax(-1)).double().mean().item())
        result["outputs"].append(row)
        if not (err <= RTOL) or not row["finite"]:
            result["ok"] = False
            result["error"] = f"output `{spec['name']}`: normalised error {err:.3g} > {RTOL}"
    return result
