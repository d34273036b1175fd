"""The TorchTPU driver: the worker process behind `tpu-compat torch`.

One process runs many models in one TorchTPU mode, so torch and TorchTPU
load once and TorchTPU's program cache is shared by the models it runs.
The harness starts it as

    python -c <this file> --plugin PLUGIN.so --mode MODE

(its text is built into the binary) in a process group of its own, and
owns everything around it: a crash or a hang of this process costs one row,
and the harness starts another for the next model.

Protocol, JSON lines: the driver writes them on the stdout it was started
with, which it keeps for itself; everything else printed (TorchTPU's logs, a
model's prints) goes to stderr.
  -> {"hello": {"torch": ..., "torch_tpu": ..., "python": ..., "mode": ...}}
  <- {"id": ID, "file": MODEL.py, "out": DIR, "seed": 0}       (one job a line;
                                                                a sweep adds "length": L, for inputs(L))
  -> {"id": ID, "outcome": ..., ...}                           (one answer a job)
An outcome is `ran` (outputs written), `raised` (TorchTPU raised: its own
type and words), or `model-error` (the model file failed on PyTorch CPU,
before TorchTPU was asked anything). A `ran` job leaves three safetensors
files in DIR, each holding out0, out1, ... in the model's output order:
tpu.safetensors (TorchTPU's outputs), cpu.safetensors (PyTorch CPU eager,
float32) and f64.safetensors (a float64 CPU copy of the same weights); the
harness judges them with the project's rules. `programs` is how many
programs TorchTPU compiled for the job (its cache misses).

Modes: `eager` (TorchTPU's default, DEFER_NEVER: one program per op),
`defer-and-fuse` (TORCH_TPU_DEFER_AND_FUSE=1), `compile`
(torch.compile(backend="tpu")), `export` (torch.export, then TorchTPU's
StableHLO of the exported program, written as DIR/program.mlir).
"""

import argparse
import copy
import importlib.util
import json
import os
import sys
import time
import traceback

MODES = ("eager", "defer-and-fuse", "compile", "export")


def main():
    ap = argparse.ArgumentParser(prog="torch_tpu driver")
    ap.add_argument("--plugin", required=True, help="the PJRT plugin TorchTPU loads (TPU_LIBRARY_PATH)")
    ap.add_argument("--mode", required=True, choices=MODES)
    args = ap.parse_args(sys.argv[1:])
    # The protocol keeps the stdout the harness gave; prints go to stderr.
    proto = os.fdopen(os.dup(1), "w", buffering=1)
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    # TorchTPU reads these when it loads: the harness's choice, never the user's shell.
    os.environ["TPU_LIBRARY_PATH"] = args.plugin
    os.environ.setdefault("PYTHONWARNINGS", "ignore:<TorchTpu/Performance/TcMalloc/")
    if args.mode == "defer-and-fuse":
        os.environ["TORCH_TPU_DEFER_AND_FUSE"] = "1"
    else:
        os.environ.pop("TORCH_TPU_DEFER_AND_FUSE", None)
    import warnings

    warnings.filterwarnings("ignore", message=".*TcMalloc.*")
    import torch
    import torch_tpu

    # TorchTPU registers its device only where it finds a TPU PCI device.
    torch_tpu._loader._init_device("tpu")
    from importlib.metadata import version

    hello = {"torch": torch.__version__, "torch_tpu": version("torch-tpu"), "python": sys.version.split()[0]}
    hello["mode"] = args.mode
    send(proto, {"hello": hello})
    for line in sys.stdin:
        if not line.strip():
            continue
        job = json.loads(line)
        try:
            answer = run_job(job, args.mode)
        except Exception as e:  # the driver's own failure: still one answer
            answer = {"outcome": "model-error", "error_type": type(e).__name__, "error": f"driver: {e}\n{traceback.format_exc()}"}
        answer["id"] = job.get("id")
        send(proto, answer)


def send(proto, obj):
    proto.write(json.dumps(obj) + "\n")
    proto.flush()


def load_model_file(path):
    spec = importlib.util.spec_from_file_location(f"tpu_compat_model_{abs(hash(path))}", path)
    if spec is None or spec.loader is None:
        raise ImportError(f"{path}: not a Python file")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    for name in ("model", "inputs"):
        if not callable(getattr(module, name, None)):
            raise AttributeError(f"{path} defines no {name}() (a model file defines model() -> nn.Module and inputs() -> tuple of tensors)")
    return module


def flatten(value, out):
    """Tensors of a model's output, in order: a tensor, a tuple/list, a dict or a ModelOutput."""
    import torch

    if isinstance(value, torch.Tensor):
        out.append(value)
    elif isinstance(value, dict):
        for v in value.values():
            flatten(v, out)
    elif isinstance(value, (tuple, list)):
        for v in value:
            flatten(v, out)
    return out


def to(value, device=None, dtype=None):
    import torch

    if isinstance(value, torch.Tensor):
        if dtype is not None and value.is_floating_point():
            value = value.to(dtype)
        return value.to(device) if device is not None else value
    if isinstance(value, tuple):
        return tuple(to(v, device, dtype) for v in value)
    if isinstance(value, list):
        return [to(v, device, dtype) for v in value]
    if isinstance(value, dict):
        return {k: to(v, device, dtype) for k, v in value.items()}
    return value


def save(path, tensors):
    from safetensors.torch import save_file

    save_file({f"out{i}": t.detach().cpu().contiguous() for i, t in enumerate(tensors)}, path)


def programs_so_far():
    from torch_tpu._internal.device import _device_ops_backend as backend

    return int(backend._get_cache_misses()), int(backend._get_cache_hits())


def run_job(job, mode):
    import torch

    out_dir = job["out"]
    os.makedirs(out_dir, exist_ok=True)
    started = time.monotonic()
    # The model and its inputs, on PyTorch CPU: a failure here is the model file's, not TorchTPU's.
    try:
        module = load_model_file(job["file"])
        torch.manual_seed(int(job.get("seed", 0)))
        model = module.model()
        inputs = module.inputs(int(job["length"])) if "length" in job else module.inputs()
        if not isinstance(inputs, tuple):
            inputs = (inputs,)
        model.eval()
        with torch.no_grad():
            cpu = flatten(model(*inputs), [])
            f64 = flatten(copy.deepcopy(model).double()(*to(inputs, dtype=torch.float64)), [])
    except Exception as e:
        return {"outcome": "model-error", "error_type": type(e).__name__, "error": str(e), "traceback": traceback.format_exc()}
    cpu_s = time.monotonic() - started
    misses0, hits0 = programs_so_far()
    started = time.monotonic()
    try:
        tpu = run_on_tpu(copy.deepcopy(model), inputs, mode, out_dir)
    except Exception as e:
        misses, hits = programs_so_far()
        return {
            "outcome": "raised",
            "error_type": type(e).__name__,
            "error": str(e),
            "programs": misses - misses0,
            "cache_hits": hits - hits0,
            "tpu_s": time.monotonic() - started,
            "cpu_s": cpu_s,
        }
    tpu_s = time.monotonic() - started
    misses, hits = programs_so_far()
    save(os.path.join(out_dir, "tpu.safetensors"), tpu)
    save(os.path.join(out_dir, "cpu.safetensors"), cpu)
    save(os.path.join(out_dir, "f64.safetensors"), f64)
    return {
        "outcome": "ran",
        "outputs": len(tpu),
        "programs": misses - misses0,
        "cache_hits": hits - hits0,
        "tpu_s": tpu_s,
        "cpu_s": cpu_s,
    }


def run_on_tpu(model, inputs, mode, out_dir):
    import torch

    device = torch.device("tpu")
    model = model.to(device)
    args = to(inputs, device=device)
    with torch.no_grad():
        if mode == "compile":
            result = torch.compile(model, backend="tpu")(*args)
        elif mode == "export":
            from torch_tpu._internal.export.export import exported_to_mlir

            exported = torch.export.export(model, args, strict=False)
            with open(os.path.join(out_dir, "program.mlir"), "w") as f:
                f.write(exported_to_mlir(exported).serialize_text())
            result = exported.module()(*args)
        else:
            result = model(*args)
        # .cpu() waits for the device: TorchTPU's failures surface here, inside the try.
        return [t.cpu() for t in flatten(result, [])]


if __name__ == "__main__":
    main()
