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
  -> {"hello": {"torch": ..., "torch_tpu": ..., "python": ..., "mode": ..., "threads": ...}}
  <- {"id": ID, "file": MODEL.py, "out": DIR, "seed": 0}       (one job a line;
                                                                a sweep adds "length": L, for inputs(L))
  <- {"id": ID, "hf": {"catalog": TOML, "entry": ID, "scripts": DIR}, "out": DIR, "seed": 0}
                                                               (an hf catalog entry, built as the
                                                                exporter builds it: scripts/export_hf/forward.py;
                                                                math SDPA on both sides, so the CPU plugin can
                                                                run every program)
  <- {"id": ID, "real": {"scripts": DIR, "entry": {...}}, "out": DIR, "seed": 0}
                                                               (a real catalog entry, a row of
                                                                suites/catalogs/real.csv, built by
                                                                DIR/real_models.py; math SDPA too)
  A job may add "train": {"trainer": "single-trace" | "loop", "steps": N, "lr": LR}: the
  model is trained N SGD steps instead of run once (see `train_job`).
  -> {"id": ID, "outcome": ..., ...}                           (one answer a job)
An outcome is `ran` (outputs written), `raised` (TorchTPU raised: its own
type and words), or `model-error` (the model file failed on PyTorch CPU,
before TorchTPU was asked anything). A `ran` job leaves three safetensors
files in DIR, each holding out0, out1, ... in the model's output order:
tpu.safetensors (TorchTPU's outputs), cpu.safetensors (PyTorch CPU eager,
float32) and f64.safetensors (a float64 CPU copy of the same weights, left
out where the model cannot run in float64: "f64_error" says why); the
harness judges them with the project's rules. `programs` is how many
programs TorchTPU compiled for the job (its cache misses).

Modes: `eager` (TorchTPU's default, DEFER_NEVER: one program per op),
`defer-and-fuse` (TORCH_TPU_DEFER_AND_FUSE=1), `compile`
(torch.compile(backend="tpu")), `export` (torch.export, then TorchTPU's
StableHLO of the exported program, written as DIR/program.mlir).
"""

import argparse
import copy
import faulthandler
import importlib.util
import json
import os
import sys
import time
import traceback
from pathlib import Path

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
    # A segfault or abort in TorchTPU's C++ prints the Python stack that called it (the log's tail is
    # the crash row's cause); without it a SIGSEGV row said only the signal.
    faulthandler.enable(file=sys.stderr, all_threads=True)
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
    hello["threads"] = torch.get_num_threads()  # OMP_NUM_THREADS, which the harness sets
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


def wide_only(outputs):
    """A float64 copy's outputs, where every floating output is float64: a model that casts to
    float32 inside (mamba's scan, a float32 norm) gives no float64 reference, and is judged by the
    float32 rule alone."""
    import torch

    narrow = [t.dtype for t in outputs if t.is_floating_point() and t.dtype != torch.float64]
    if narrow:
        raise TypeError(f"the float64 copy returned {narrow[0]} outputs (the model casts inside)")
    return outputs


def save(path, tensors):
    save_as(path, "out", tensors)


def save_as(path, prefix, tensors):
    from safetensors.torch import save_file

    save_file({f"{prefix}{i}": t.detach().cpu().contiguous() for i, t in enumerate(tensors)}, path)


def write_export_inputs(model, inputs, out_dir):
    """Beside an exported program.mlir, its arguments (export-inputs.safetensors, arg0..argN): the
    same export on PyTorch CPU orders them as TorchTPU's does. Best effort: without it the program
    stays out of the captured suite."""
    import torch

    if not os.path.exists(os.path.join(out_dir, "program.mlir")):
        return
    try:
        exported = torch.export.export(model, inputs, strict=False)
        save_as(os.path.join(out_dir, "export-inputs.safetensors"), "arg", export_arguments(exported, inputs))
    except Exception as e:
        print(f"driver: the exported program's arguments could not be written: {type(e).__name__}: {e}", file=sys.stderr)


def export_arguments(exported, args):
    """The exported program's arguments in its StableHLO's order: torch.export's input specs
    (parameters, buffers and constants lifted, then the user's inputs)."""
    from torch.export.graph_signature import InputKind

    user = iter(flatten(args, []))
    values = []
    for spec in exported.graph_signature.input_specs:
        if spec.kind == InputKind.USER_INPUT:
            values.append(next(user))
        elif spec.target in exported.state_dict:
            values.append(exported.state_dict[spec.target])
        else:
            values.append(exported.constants[spec.target])
    return values


def programs_so_far():
    from torch_tpu._internal.device import _device_ops_backend as backend

    return int(backend._get_cache_misses()), int(backend._get_cache_hits())


def build(job):
    """(model, inputs, attention context) of a job: a model file's, an hf or a real catalog entry's."""
    import contextlib

    import torch

    torch.manual_seed(int(job.get("seed", 0)))
    if "hf" in job:
        from torch.nn.attention import SDPBackend, sdpa_kernel

        hf = job["hf"]
        if hf["scripts"] not in sys.path:
            sys.path.insert(0, hf["scripts"])
        from export_hf import forward

        model, inputs, _ = forward.forward(forward.by_id(Path(hf["catalog"]), hf["entry"]))
        return model, inputs, lambda: sdpa_kernel([SDPBackend.MATH])
    if "real" in job:
        from torch.nn.attention import SDPBackend, sdpa_kernel

        real = job["real"]
        if real["scripts"] not in sys.path:
            sys.path.insert(0, real["scripts"])
        import real_models

        model, inputs = real_models.build(real["entry"], seed=int(job.get("seed", 0)))
        return model, inputs, lambda: sdpa_kernel([SDPBackend.MATH])
    module = load_model_file(job["file"])
    model = module.model()
    inputs = module.inputs(int(job["length"])) if "length" in job else module.inputs()
    return model, inputs, contextlib.nullcontext


def run_job(job, mode):
    if "train" in job:
        return train_job(job, mode)
    return forward_job(job, mode)


def forward_job(job, mode):
    import torch

    out_dir = job["out"]
    os.makedirs(out_dir, exist_ok=True)
    started = time.monotonic()
    # The model and its inputs, on PyTorch CPU: a failure here is the model file's, not TorchTPU's.
    try:
        model, inputs, attention = build(job)
        refusal = too_big(job, model)
        if refusal:
            return {"outcome": "refused", "error": refusal}
        if not isinstance(inputs, tuple):
            inputs = (inputs,)
        model.eval()
        with torch.no_grad(), attention():
            cpu = flatten(model(*inputs), [])
    except Exception as e:
        return {"outcome": "model-error", "error_type": type(e).__name__, "error": str(e), "traceback": traceback.format_exc()}
    # The float64 reference is the second rule's; a model that cannot run in float64 is judged by the first alone.
    f64, f64_error = None, None
    try:
        with torch.no_grad(), attention():
            f64 = wide_only(flatten(copy.deepcopy(model).double()(*to(inputs, dtype=torch.float64)), []))
    except Exception as e:
        f64_error = f"{type(e).__name__}: {str(e)[:300]}"
    cpu_s = time.monotonic() - started
    misses0, hits0 = programs_so_far()
    started = time.monotonic()
    try:
        with attention():
            tpu = run_on_tpu(copy.deepcopy(model), inputs, mode, out_dir)
    except Exception as e:
        if mode == "export":
            write_export_inputs(model, inputs, out_dir)
        return raised(e, (misses0, hits0), started, cpu_s)
    tpu_s = time.monotonic() - started
    if mode == "export":
        write_export_inputs(model, inputs, out_dir)
    return ran(out_dir, (tpu, cpu, f64), f64_error, (misses0, hits0), tpu_s, cpu_s)


def too_big(job, model):
    """Why a real catalog entry, built, must not go on: its parameters need more host memory
    than the run may use, by the figure the harness refuses up front with (24 bytes a
    parameter and 1 GiB). The catalog could not count them, so nothing refused it before;
    the float64 reference and the device copy would otherwise be killed by the kernel,
    and take a neighbour's process with them."""
    limit = job.get("real", {}).get("host_bytes")
    if not limit:
        return None
    params = sum(p.numel() for p in model.parameters()) + sum(b.numel() for b in model.buffers())
    need = params * 24 + (1 << 30)
    if need <= limit:
        return None
    gib = 1 << 30
    return (
        f"refused after building on PyTorch CPU: its weights, inputs and outputs need {need / gib:.1f} GiB of host "
        f"memory, {limit / gib:.1f} GiB available; the figure is {params} parameters x 24 bytes (float32 model, its "
        f"device copy, the float64 reference) + 1 GiB (the catalog could not count them)"
    )


def raised(e, before, started, cpu_s):
    """The answer for a job TorchTPU raised on: its words, and what it compiled before."""
    misses, hits = programs_so_far()
    return {
        "outcome": "raised",
        "error_type": type(e).__name__,
        "error": str(e),
        "programs": misses - before[0],
        "cache_hits": hits - before[1],
        "tpu_s": time.monotonic() - started,
        "cpu_s": cpu_s,
    }


def ran(out_dir, outputs, f64_error, before, tpu_s, cpu_s):
    """The answer for a job TorchTPU ran, its outputs (TorchTPU's, CPU's, float64's or None) written to out_dir."""
    tpu, cpu, f64 = outputs
    misses, hits = programs_so_far()
    save(os.path.join(out_dir, "tpu.safetensors"), tpu)
    save(os.path.join(out_dir, "cpu.safetensors"), cpu)
    if f64 is not None:
        save(os.path.join(out_dir, "f64.safetensors"), f64)
    return {
        "f64_error": f64_error,
        "outcome": "ran",
        "outputs": len(tpu),
        "programs": misses - before[0],
        "cache_hits": hits - before[1],
        "tpu_s": tpu_s,
        "cpu_s": cpu_s,
    }


def loss_of(out, targets):
    """The loss TorchTPU's SingleTraceTrainer takes by default: MSE against the targets where the
    model file gives `targets()`, else the output's `loss`, else the mean of its logits or of its
    first tensor. The CPU references use the same rule."""
    import torch

    if targets is not None:
        return torch.nn.functional.mse_loss(out, targets)
    for key in ("loss", "logits"):
        value = out.get(key) if isinstance(out, dict) else getattr(out, key, None)
        if value is not None:
            return value if key == "loss" else value.mean()
    return flatten(out, [])[0].mean()


def sgd_loop(model, inputs, targets, steps, lr):
    """`steps` steps of torch.optim.SGD wherever the model lives: the losses, the parameters after."""
    import torch

    opt = torch.optim.SGD(model.parameters(), lr=lr)
    losses = []
    for _ in range(steps):
        opt.zero_grad()
        loss = loss_of(model(*inputs), targets)
        loss.backward()
        opt.step()
        losses.append(loss.detach().cpu())
    return losses


def train_job(job, mode):
    """A training run: `steps` SGD steps on PyTorch CPU (float32 and float64), and on TorchTPU as
    `trainer` says: `single-trace` (torch.tpu.optimizers.SingleTraceTrainer: forward, loss,
    backward and the SGD update traced into one program, compiled by TorchTPU's backend compiler)
    or `loop` (the plain PyTorch loop, loss.backward() and torch.optim.SGD, on the device in the
    driver's mode). Outputs: out0 the loss curve (one loss a step, taken before that step's
    update), then each parameter after the last step, in the model's parameter order."""
    import torch

    out_dir, train = job["out"], job["train"]
    steps, lr, trainer = int(train["steps"]), float(train["lr"]), train["trainer"]
    os.makedirs(out_dir, exist_ok=True)
    started = time.monotonic()
    try:
        module = load_model_file(job["file"])
        torch.manual_seed(int(job.get("seed", 0)))
        model = module.model()
        inputs = module.inputs()
        if not isinstance(inputs, tuple):
            inputs = (inputs,)
        targets = module.targets() if callable(getattr(module, "targets", None)) else None
        model.train()
        initial = copy.deepcopy(model)
        reference = copy.deepcopy(initial)
        cpu = torch.stack(sgd_loop(reference, inputs, targets, steps, lr))
        cpu = [cpu] + [p.detach() for p in reference.parameters()]
    except Exception as e:
        return {"outcome": "model-error", "error_type": type(e).__name__, "error": str(e), "traceback": traceback.format_exc()}
    f64, f64_error = None, None
    try:
        wide = copy.deepcopy(initial).double()
        curve = sgd_loop(wide, to(inputs, dtype=torch.float64), to(targets, dtype=torch.float64), steps, lr)
        f64 = wide_only([torch.stack(curve)] + [p.detach() for p in wide.parameters()])
    except Exception as e:
        f64_error = f"{type(e).__name__}: {str(e)[:300]}"
    cpu_s = time.monotonic() - started
    misses0, hits0 = programs_so_far()
    started = time.monotonic()
    try:
        device = torch.device("tpu")
        model = copy.deepcopy(initial).to(device)
        args, tgts = to(inputs, device=device), to(targets, device=device)
        if trainer == "single-trace":
            from torch_tpu._internal.compile._backend import make_backend_compiler
            from torch_tpu._internal.optimizers.sgd import Sgd
            from torch_tpu._internal.optimizers.single_trace_trainer import SingleTraceTrainer

            def compile_fn(graph, example):
                return make_backend_compiler(example)(graph, example)

            trainer_ = SingleTraceTrainer(model, Sgd(lr=lr), compile_fn=compile_fn)
            step = trainer_.make_compiled_train_step(args, tgts)
            losses = [step(args, tgts).detach().cpu() for _ in range(steps)]
            params = dict(trainer_.params)
            tpu = [torch.stack(losses)] + [params[name].detach().cpu() for name, _ in initial.named_parameters()]
        else:
            losses = sgd_loop(model, args, tgts, steps, lr)
            tpu = [torch.stack(losses)] + [p.detach().cpu() for p in model.parameters()]
    except Exception as e:
        return raised(e, (misses0, hits0), started, cpu_s)
    answer = ran(out_dir, (tpu, cpu, f64), f64_error, (misses0, hits0), time.monotonic() - started, cpu_s)
    answer["losses"] = {"tpu": [float(x) for x in tpu[0]], "cpu": [float(x) for x in cpu[0]]}
    return answer


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
            text = exported_to_mlir(exported).serialize_text()
            with open(os.path.join(out_dir, "program.mlir"), "w") as f:
                f.write(text)
            result = exported.module()(*args)
        else:
            result = model(*args)
        # .cpu() waits for the device: TorchTPU's failures surface here, inside the try.
        return [t.cpu() for t in flatten(result, [])]


if __name__ == "__main__":
    main()
