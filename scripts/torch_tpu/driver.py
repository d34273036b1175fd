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
  model is trained N SGD steps instead of run once (see `train_job`). A sweep's job may add
  "bound": {"lower": LO, "upper": HI}: its sequence dimension runs under TorchTPU's bound (see
  `Bound`), and the answer says what was marked ("bound": {"marked": [...], "dims": [[INPUT, DIM]]}).
  An hf entry (or a real catalog transformers entry) swept over lengths is one of the hf catalog's
  causal LMs on L token ids.
  A forward job may add "reference": "record" (the reference side alone, on CUDA where torch sees a
  device, else the CPU: outcome `recorded`, cpu.safetensors and f64.safetensors written, TorchTPU
  not run) or "stored" (TorchTPU alone, no cpu.safetensors: the harness judges against its store);
  both answer "provenance", what the reference depends on (see `provenance`).
  -> {"id": ID, "outcome": ..., ...}                           (one answer a job)
An outcome is `ran` (outputs written), `raised` (TorchTPU raised: its own
type and words), `model-error` (the model file failed on PyTorch CPU,
before TorchTPU was asked anything), or `refused` (too big for the host). A `ran` job leaves three safetensors
files in DIR, each holding out0, out1, ... in the model's output order:
tpu.safetensors (TorchTPU's outputs), cpu.safetensors (PyTorch CPU eager,
float32) and f64.safetensors (a float64 CPU copy of the same weights, left
out where the model cannot run in float64: "f64_error" says why); the
harness judges them with the project's rules. `programs` is how many
programs TorchTPU compiled for the job (its cache misses), `distinct` how
many it executed (compiled now or held already), `executions` its cache
requests. `repeat` says whether each side, run a second time, gave the same
outputs bit for bit (null) or not (the first output that differs): random
outputs are never judged. `module_mode` is the mode the module ran in (`eval`
for a forward job unless it asks "module_mode": "as-returned"; `train` for a
training job), `returned_mode` the one model() returned it in, and
`mode_dependent` whether it holds layers that differ between them (dropout,
batch norms); `input_shapes` are the inputs' shapes. Every job starts from the driver's state at start-up
(`Baseline`): a model file cannot change the next one's default dtype, grad
mode, threads, autocast, deterministic flag, working folder or environment.
Non-finite floats are written as the strings "NaN", "inf" and "-inf":
JSON has no spelling for them.

Modes: `eager` (TorchTPU's default, DEFER_NEVER: one program per op),
`defer-and-fuse` (TORCH_TPU_DEFER_AND_FUSE=1), `compile`
(torch.compile(backend="tpu")), `export` (torch.export, then TorchTPU's
StableHLO of the exported program, written as DIR/program.mlir).
"""

import argparse
import contextlib
import copy
import faulthandler
import importlib.util
import json
import math
import os
import re
import sys
import time
import traceback
from pathlib import Path

MODES = ("eager", "defer-and-fuse", "compile", "export")


def main():
    ap = argparse.ArgumentParser(prog="torch_tpu driver")
    ap.add_argument("--plugin", required=True, help="the PJRT plugin TorchTPU loads (TPU_LIBRARY_PATH)")
    ap.add_argument("--mode", required=True, choices=MODES)
    ap.add_argument("--training", help="training.py's source: the harness runs this driver from its own copy, and that module's too")
    ap.add_argument("--published", help="published.py's source (compile-only at published size), embedded as --training is")
    args = ap.parse_args(sys.argv[1:])
    if args.training:
        embedded("training", args.training)
    if args.published:
        embedded("published", args.published)
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
    baseline = Baseline()
    send(proto, {"hello": hello})
    for line in sys.stdin:
        if not line.strip():
            continue
        job = json.loads(line)
        baseline.restore()
        try:
            answer = run_job(job, args.mode)
        except BaseException as e:  # the driver's own failure, or a model's exit outside a guarded step: still one answer
            answer = {"outcome": "model-error", "error_type": type(e).__name__, "error": f"driver: {e}\n{traceback.format_exc()}"}
        answer["id"] = job.get("id")
        send(proto, answer)


class Baseline:
    """The process state every job starts from, taken once the driver is up: what one model file can
    change for the next (torch.set_default_dtype, grad mode, threads, autocast, deterministic algorithms,
    matmul precision, the default device, anomaly mode, the working folder, the environment, sys.path)."""

    def __init__(self):
        import torch

        self.dtype = torch.get_default_dtype()
        self.grad = torch.is_grad_enabled()
        self.threads = torch.get_num_threads()
        self.deterministic = torch.are_deterministic_algorithms_enabled()
        self.deterministic_warn = torch.is_deterministic_algorithms_warn_only_enabled()
        self.matmul = torch.get_float32_matmul_precision()
        self.device = torch_device_context()
        self.anomaly = torch.is_anomaly_enabled()
        self.cwd = os.getcwd()
        self.environ = dict(os.environ)
        self.path = list(sys.path)

    def restore(self):
        """Puts back what changed, and only that: setting even an unchanged default device installs a
        mode that changes which kernels run (nn.MultiheadAttention leaves its fast path)."""
        import torch

        if torch.get_default_dtype() != self.dtype:
            torch.set_default_dtype(self.dtype)
        if torch.is_grad_enabled() != self.grad:
            torch.set_grad_enabled(self.grad)
        if torch.get_num_threads() != self.threads:
            torch.set_num_threads(self.threads)
        deterministic = (torch.are_deterministic_algorithms_enabled(), torch.is_deterministic_algorithms_warn_only_enabled())
        if deterministic != (self.deterministic, self.deterministic_warn):
            torch.use_deterministic_algorithms(self.deterministic, warn_only=self.deterministic_warn)
        if torch.get_float32_matmul_precision() != self.matmul:
            torch.set_float32_matmul_precision(self.matmul)
        if torch_device_context() != self.device:
            torch.set_default_device(self.device)
        if torch.is_anomaly_enabled() != self.anomaly:
            torch.set_anomaly_enabled(self.anomaly)
        for device in ("cpu", "tpu"):
            try:
                if torch.is_autocast_enabled(device):
                    torch.set_autocast_enabled(device, False)
            except (RuntimeError, TypeError):
                pass
        if os.getcwd() != self.cwd:
            os.chdir(self.cwd)
        if dict(os.environ) != self.environ:
            os.environ.clear()
            os.environ.update(self.environ)
        sys.path[:] = self.path


def torch_device_context():
    """The default device a program set (`torch.set_default_device`), None where it set none."""
    import torch.utils._device

    return torch.utils._device.CURRENT_DEVICE


def send(proto, obj):
    proto.write(json.dumps(jsonable(obj), allow_nan=False) + "\n")
    proto.flush()


def jsonable(value):
    """`value` with every non-finite float spelled as the harness reads it ("NaN", "inf", "-inf"):
    a loss that diverges is a result, not a protocol error."""
    if isinstance(value, float) and not math.isfinite(value):
        return "NaN" if math.isnan(value) else ("inf" if value > 0 else "-inf")
    if isinstance(value, dict):
        return {k: jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [jsonable(v) for v in value]
    return value


def embedded(name, source):
    """A module from its source text, importable by `name` (the harness embeds the driver's modules)."""
    import types

    module = types.ModuleType(name)
    module.__file__ = f"<tpu-compat {name}.py>"
    exec(compile(source, module.__file__, "exec"), module.__dict__)
    sys.modules[name] = module


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
    """Tensors of a model's output, in order: a tensor, a tuple/list, a dict or a ModelOutput. A Python
    number is an output too (a float as float64, Python's own precision); None and other values are not."""
    import torch

    if isinstance(value, torch.Tensor):
        out.append(value)
    elif isinstance(value, bool):
        out.append(torch.tensor(value))
    elif isinstance(value, int):
        out.append(torch.tensor(value, dtype=torch.int64))
    elif isinstance(value, float):
        out.append(torch.tensor(value, dtype=torch.float64))
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
    """The tensors as one safetensors file. Outputs that share memory (a pooler output that is a view
    of the last hidden state) are copied apart: safetensors refuses to write shared storage."""
    from safetensors.torch import save_file

    named, storages = {}, set()
    for i, t in enumerate(tensors):
        t = t.detach().cpu().contiguous()
        storage = t.untyped_storage()
        if storage.data_ptr() in storages or storage.nbytes() != t.numel() * t.element_size():
            t = t.clone()
        storages.add(t.untyped_storage().data_ptr())
        named[f"{prefix}{i}"] = t
    save_file(named, path)


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


def build(job):
    """(model, inputs, attention context) of a job: a model file's, an hf or a real catalog entry's."""
    import torch

    torch.manual_seed(int(job.get("seed", 0)))
    if "hf" in job:
        from torch.nn.attention import SDPBackend, sdpa_kernel

        hf = job["hf"]
        if hf["scripts"] not in sys.path:
            sys.path.insert(0, hf["scripts"])
        from export_hf import forward

        entry = forward.by_id(Path(hf["catalog"]), hf["entry"])
        if "length" in job:
            model, inputs, _ = forward.causal(entry, int(job["length"]))
        else:
            model, inputs, _ = forward.forward(entry)
        return model, inputs, lambda: sdpa_kernel([SDPBackend.MATH])
    if "real" in job:
        from torch.nn.attention import SDPBackend, sdpa_kernel

        real = job["real"]
        if real["scripts"] not in sys.path:
            sys.path.insert(0, real["scripts"])
        import real_models

        model, inputs = real_models.build(real["entry"], seed=int(job.get("seed", 0)), length=job.get("length"))
        return model, inputs, lambda: sdpa_kernel([SDPBackend.MATH])
    module = load_model_file(job["file"])
    model = module.model()
    inputs = module.inputs(int(job["length"])) if "length" in job else module.inputs()
    if job.get("bound") and callable(getattr(module, "bound", None)):
        model._tpu_compat_bound = module.bound  # the file marks its own dimensions (see `Bound`)
    return model, inputs, contextlib.nullcontext


def inputs_at(job, length):
    """A job's inputs at another length, for their shapes only: where the sequence dimensions are."""
    import torch

    if "hf" in job or "real" in job:
        return (torch.zeros((1, int(length)), dtype=torch.long),)
    return load_model_file(job["file"]).inputs(int(length))


class Bound:
    """TorchTPU's bound on a sweep's sequence dimension, `lower`..`upper` (TorchTPU's bounds start at
    2). Where it goes: in eager and defer-and-fuse, on the first tensor TorchTPU accepts a bound on
    (its `embedding()` refuses a bounded index tensor), which is the output of the model's input
    embedding (an hf model's `get_input_embeddings()`, else its first nn.Embedding), or the inputs
    themselves where the model has none; a model file may mark its own, defining
    `bound(model, mark)` and calling `mark(tensor, dim)` (it returns the bounded tensor) from its
    hooks or forward. In compile mode, Dynamo's mark_dynamic(min, max) on the inputs' sequence
    dimensions. `dims` are the inputs' sequence dimensions, (input, dim): those whose size follows
    the length."""

    def __init__(self, spec, length, dims):
        self.lower, self.upper, self.length, self.dims = int(spec["lower"]), int(spec["upper"]), int(length), dims
        self.marked = []

    def mark(self, t, dim):
        from torch_tpu._internal import dynamism

        return dynamism.mark_dynamic(t, dim, self.lower, self.upper)

    def install(self, model, mode):
        """Marks what eager marks on `model` (hooks); returns whether the inputs are left to mark."""
        if mode == "compile" or not self.dims:
            return True
        own = getattr(model, "_tpu_compat_bound", None)
        if own is not None:
            own(model, self.mark)
            self.marked.append("the model file's own bound(model, mark)")
            return False
        embedding = input_embedding(model)
        if embedding is None:
            return True
        name, module = embedding
        where = f"the output of module `{name or 'model'}` ({type(module).__name__})"

        def hook(_module, _args, out):
            # The output's dimension of the length: the inputs' sequence dimension where it is that
            # (a model may feed its embedding transposed ids: xlnet's are [length, batch]).
            import torch

            if not isinstance(out, torch.Tensor):
                return out
            sizes = [d for d in range(out.dim()) if out.shape[d] == self.length]
            dim = self.dims[0][1] if self.dims[0][1] in sizes else (sizes[0] if sizes else None)
            if dim is None:
                raise ValueError(f"tpu-compat: {where} has no dimension of length {self.length} {tuple(out.shape)}: no bound put")
            if f"{where}, dim {dim}" not in self.marked:
                self.marked.append(f"{where}, dim {dim}")
            return self.mark(out, dim)

        module.register_forward_hook(hook)
        return False

    def mark_inputs(self, flat, mode):
        import torch

        for i, d in self.dims:
            if mode == "compile":
                torch._dynamo.mark_dynamic(flat[i], d, min=self.lower, max=self.upper)
            else:
                flat[i] = self.mark(flat[i], d)
        how = "Dynamo's mark_dynamic" if mode == "compile" else "mark_dynamic"
        self.marked = [f"input {i}, dim {d} ({how})" for i, d in self.dims]


def input_embedding(model):
    """(name, module) of the model's input embedding: an hf model's get_input_embeddings(), else the
    first nn.Embedding; None where it has none."""
    from torch import nn

    for m in model.modules():
        get = getattr(m, "get_input_embeddings", None)
        if callable(get):
            try:
                e = get()
            except (NotImplementedError, AttributeError):
                continue
            if isinstance(e, nn.Module):
                return next(((n, x) for n, x in model.named_modules() if x is e), ("", e))
    return next(((n, x) for n, x in model.named_modules() if isinstance(x, nn.Embedding)), None)


def sequence_dims(inputs, length, others):
    """(input, dim) of the top-level input tensors' dimensions that are `length` here and the other
    length there."""
    import torch

    there = others[1] if isinstance(others[1], tuple) else (others[1],)
    dims = []
    for i, (a, b) in enumerate(zip(inputs, there, strict=False)):
        if isinstance(a, torch.Tensor) and isinstance(b, torch.Tensor) and a.dim() == b.dim():
            dims += [(i, d) for d in range(a.dim()) if a.shape[d] == length and b.shape[d] == others[0] and length != others[0]]
    return dims


def run_job(job, mode):
    if "lower" in job:
        import published

        return published.lower_job(job, load_model_file)
    if "train" in job:
        return train_job(job, mode)
    if "localize" in job:
        return localize_job(job)
    return forward_job(job, mode)


# Ops whose outputs are random or uninitialized: never the departing op.
UNJUDGED = ("rand", "normal", "bernoulli", "uniform", "dropout", "multinomial", "empty", "exponential", "geometric", "cauchy")


def departs(got, want):
    """(departs, max |got - want|, bound) of one op output against PyTorch CPU's on the same inputs: exact for
    integers and booleans; floats within atol + rtol * |want| (float32/64: 1e-5 + 1e-4 |want|; 16-bit floats:
    1e-3 + 1e-2 |want|), non-finite values where the CPU has them."""
    import torch

    if got.shape != want.shape or got.dtype != want.dtype:
        return True, math.inf, f"shape {tuple(got.shape)} {got.dtype}, the CPU's {tuple(want.shape)} {want.dtype}"
    if not (want.is_floating_point() or want.is_complex()):
        same = torch.equal(got, want)
        return not same, 0.0 if same else math.inf, "exact"
    atol, rtol = (1e-3, 1e-2) if want.element_size() <= 2 else (1e-5, 1e-4)
    g, w = got.double(), want.double()
    finite = torch.isfinite(w)
    if not torch.equal(finite, torch.isfinite(g)):
        return True, math.inf, "non-finite values where the CPU has finite ones (or the other way round)"
    diff = (g - w)[finite].abs()
    worst = float(diff.max()) if diff.numel() else 0.0
    bad = bool((diff > atol + rtol * w[finite].abs()).any()) if diff.numel() else False
    return bad, worst, f"atol {atol:g} + rtol {rtol:g} x |cpu|"


REPRO = '''"""One ATen op where TorchTPU departed from PyTorch CPU, cut by `tpu-compat reduce` from {model}:
{op}, the model's op {index} through TorchTPU; output {output}: max |TorchTPU - CPU| {max_abs:.4g}
beyond {bound}, on the same inputs. The inputs are {name}.pt beside this file.
Run it alone: tpu-compat torch {name}.py (with the run's --device)."""

import functools
from pathlib import Path

import torch
from torch.utils._pytree import tree_flatten, tree_unflatten

SAVED = torch.load(Path(__file__).with_suffix(".pt"), weights_only=False)
OP = functools.reduce(getattr, "{op}".split("."), torch.ops)
LEAVES, SPEC = tree_flatten((SAVED["args"], SAVED["kwargs"]))
AT = [i for i, x in enumerate(LEAVES) if isinstance(x, torch.Tensor)]


class Op(torch.nn.Module):
    def forward(self, *tensors):
        leaves = list(LEAVES)
        for i, t in zip(AT, tensors):
            leaves[i] = t
        args, kwargs = tree_unflatten(leaves, SPEC)
        return OP(*args, **kwargs)


def model():
    return Op()


def inputs():
    return tuple(LEAVES[i] for i in AT)
'''


def localize_job(job):
    """The first ATen op whose output departs from PyTorch CPU's on the same inputs: the model runs on
    TorchTPU's device under a dispatch mode that runs every op again on CPU copies of its inputs and
    compares (op by op, so no error carries over from an earlier op). Writes repro.py and repro.pt, the op
    alone, into the job's folder."""
    import torch
    from torch.utils._python_dispatch import TorchDispatchMode
    from torch.utils._pytree import tree_flatten, tree_map

    out_dir = job["out"]
    os.makedirs(out_dir, exist_ok=True)
    try:
        model, inputs, attention = build(job)
        if not isinstance(inputs, tuple):
            inputs = (inputs,)
        if job.get("module_mode", "eval") == "eval":
            model.eval()
    except BaseException as e:
        return model_error(e, {})
    device = torch.device("tpu")
    found, seen, used = {}, [0], {}

    def on_cpu(v):
        if isinstance(v, torch.Tensor):
            return v.detach().cpu()
        if isinstance(v, torch.device) and v.type == device.type:
            return torch.device("cpu")
        return v

    class Departure(TorchDispatchMode):
        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            kwargs = kwargs or {}
            out = func(*args, **kwargs)
            used.setdefault(str(func), None)
            if found or any(u in str(func) for u in UNJUDGED):
                return out
            seen[0] += 1
            cpu_args, cpu_kwargs = tree_map(on_cpu, (args, kwargs))
            try:
                want = func(*tree_map(on_cpu, cpu_args), **tree_map(on_cpu, cpu_kwargs))
            except Exception:
                return out  # PyTorch CPU cannot run the op alone (a device-only op): not judged
            got = [t for t in tree_flatten(out)[0] if isinstance(t, torch.Tensor)]
            wanted = [t for t in tree_flatten(want)[0] if isinstance(t, torch.Tensor)]
            if len(got) != len(wanted):
                found.update(op=str(func), index=seen[0], output=0, max_abs=math.inf, bound=f"{len(got)} outputs, the CPU's {len(wanted)}")
                torch.save({"args": cpu_args, "kwargs": cpu_kwargs}, os.path.join(out_dir, "repro.pt"))
                return out
            for i, (g, w) in enumerate(zip(got, wanted, strict=True)):
                bad, worst, bound = departs(g.detach().cpu(), w)
                if bad:
                    found.update(op=str(func), index=seen[0], output=i, max_abs=worst, bound=bound)
                    torch.save({"args": cpu_args, "kwargs": cpu_kwargs}, os.path.join(out_dir, "repro.pt"))
                    break
            return out

    try:
        with torch.no_grad(), attention():
            on_device = model.to(device)
            args = to(fresh(inputs), device=device)
            with Departure():
                result = on_device(*args)
            [t.cpu() for t in flatten(result, [])]
    except BaseException as e:
        if not found:
            return {"outcome": "raised", "error_type": type(e).__name__, "error": str(e)[:2000], "ops": seen[0], "used": list(used)}
    if not found:
        return {"outcome": "no-departure", "ops": seen[0], "used": list(used)}
    name = job.get("id", "model")
    with open(os.path.join(out_dir, "repro.py"), "w") as f:
        f.write(REPRO.format(model=name, ops=seen[0], name="repro", **found))
    return {"outcome": "departed", "ops": seen[0], "repro": os.path.join(out_dir, "repro.py"), "used": list(used), **found}


def forward_job(job, mode):
    import torch

    out_dir = job["out"]
    os.makedirs(out_dir, exist_ok=True)
    started = time.monotonic()
    facts = {}
    # "live": PyTorch CPU then TorchTPU; "record": the reference alone (CUDA where torch sees one);
    # "stored": TorchTPU alone, the harness judging against a store.
    reference = job.get("reference", "live")
    where, device_name = reference_device() if reference == "record" else (torch.device("cpu"), "cpu")
    # The model and its inputs, on PyTorch CPU: a failure here is the model file's, not TorchTPU's
    # (sys.exit and KeyboardInterrupt too: a model file that exits does not take the driver with it).
    try:
        model, inputs, attention = build(job)
        refusal = too_big(job, model)
        if refusal:
            return {"outcome": "refused", "error": refusal}
        if not isinstance(inputs, tuple):
            inputs = (inputs,)
        returned = "train" if model.training else "eval"
        # A forward run is inference: eval mode, unless the job keeps the mode model() returned the module in
        # (--module-mode as-returned). Catalog entries are built in eval mode.
        if job.get("module_mode", "eval") == "eval":
            model.eval()
        facts = {"module_mode": "train" if model.training else "eval", "returned_mode": returned, "input_shapes": shapes(inputs)}
        facts["mode_dependent"] = mode_dependent(model)
        if reference != "live":
            # Before any forward: what a stored reference depends on, to tell a stale one.
            facts["provenance"] = provenance(job, model, inputs)
        facts["build_s"] = time.monotonic() - started
        bound = None
        if job.get("bound"):
            length, spec = int(job["length"]), job["bound"]
            other = int(spec["upper"]) if length != int(spec["upper"]) else int(spec["lower"])
            other = other if other != length else length + 1
            bound = Bound(spec, length, sequence_dims(inputs, length, (other, inputs_at(job, other))))
        cpu = cpu_again = None
        if reference != "stored":
            # Twice, on one copy of the model and fresh copies of the inputs: outputs that change from one call to
            # the next (random ops, dropout in train mode, state the forward changes) cannot be judged.
            on_reference = copy.deepcopy(model).to(where)
            with torch.no_grad(), attention():
                cpu = [t.cpu() for t in flatten(on_reference(*to(fresh(inputs), device=where)), [])]
                cpu_again = [t.cpu() for t in flatten(on_reference(*to(fresh(inputs), device=where)), [])]
            del on_reference
    except BaseException as e:
        return model_error(e, facts)
    f64, f64_error = None, None
    if reference != "stored":
        if not cpu:
            nothing = "the model returned no tensor and no number (None, or an empty tuple): nothing to compare"
            return {**facts, "outcome": "model-error", "error_type": "NoOutputs", "error": nothing}
        # The float64 reference is the second rule's; a model that cannot run in float64 is judged by the first alone.
        try:
            with torch.no_grad(), attention():
                wide = copy.deepcopy(model).double().to(where)
                f64 = wide_only([t.cpu() for t in flatten(wide(*to(fresh(inputs), device=where, dtype=torch.float64)), [])])
                del wide
        except Exception as e:
            f64_error = f"{type(e).__name__}: {str(e)[:300]}"
    cpu_s = time.monotonic() - started
    if reference == "record":
        return {**facts, **recorded(out_dir, cpu, f64, f64_error, differs(cpu, cpu_again), cpu_s, device_name)}
    before = cache_snapshot()
    started = time.monotonic()
    try:
        with attention():
            once = tpu_runner(model if mode != "export" else copy.deepcopy(model), inputs, mode, out_dir, bound)
            tpu = once()
            counts = cache_counts(before)
            facts["tpu_first_s"] = time.monotonic() - started
            tpu_again = once()
    except BaseException as e:
        if mode == "export":
            write_export_inputs(model, inputs, out_dir)
        return {**facts, **bound_facts(bound), **raised(e, before, started, cpu_s)}
    facts.update(bound_facts(bound))
    tpu_s = time.monotonic() - started
    if mode == "export":
        write_export_inputs(model, inputs, out_dir)
    repeat = {"cpu": None if cpu is None else differs(cpu, cpu_again), "tpu": differs(tpu, tpu_again)}
    return {**facts, **ran(out_dir, (tpu, cpu, f64), f64_error, counts, repeat, (tpu_s, cpu_s))}


def reference_device():
    """Where a recording's reference runs, and its name in the store: the first CUDA device where
    torch sees one (the same command on a GPU machine records GPU baselines), else the CPU."""
    import torch

    if torch.cuda.is_available():
        return torch.device("cuda"), f"cuda:{torch.cuda.get_device_name(0)}"
    return torch.device("cpu"), "cpu"


def recorded(out_dir, cpu, f64, f64_error, repeat_cpu, cpu_s, device_name):
    """The answer for a recording: the reference's outputs written as cpu.safetensors (float32, on
    whichever device ran it) and f64.safetensors (where the model runs in float64)."""
    save(os.path.join(out_dir, "cpu.safetensors"), cpu)
    if f64 is not None:
        save(os.path.join(out_dir, "f64.safetensors"), f64)
    return {
        "outcome": "recorded",
        "outputs": len(cpu),
        "f64_error": f64_error,
        "repeat": {"cpu": repeat_cpu, "tpu": None},
        "cpu_s": cpu_s,
        "device": device_name,
    }


# The library that builds a real catalog entry, by the catalog's `library` column: its
# distribution's version is part of a stored reference's provenance.
DISTRIBUTIONS = {
    "timm": "timm",
    "torchvision": "torchvision",
    "transformers": "transformers",
    "diffusers": "diffusers",
    "open_clip": "open_clip_torch",
}


def provenance(job, model, inputs):
    """What a reference depends on, each a string: digests of the model's definition (the model
    file, or the catalog entry and the code that builds it), of its inputs and of its weights
    (parameters and buffers, by name), the seed, module mode and length, and the versions of
    torch and of the library that builds the model. A stored reference whose facts differ from
    these is stale."""
    import hashlib
    from importlib.metadata import PackageNotFoundError, version

    def installed(dist):
        try:
            return version(dist)
        except PackageNotFoundError:
            return "absent"

    definition = hashlib.sha256()
    libraries = []
    if "hf" in job:
        from export_hf import forward

        entry = forward.by_id(Path(job["hf"]["catalog"]), job["hf"]["entry"])
        definition.update(json.dumps(entry, sort_keys=True, default=str).encode())
        definition.update(Path(forward.__file__).read_bytes())
        catalog, libraries = "hf", ["transformers"]
    elif "real" in job:
        import real_models

        entry = job["real"]["entry"]
        definition.update(json.dumps(entry, sort_keys=True, default=str).encode())
        definition.update(Path(real_models.__file__).read_bytes())
        catalog = "real"
        libraries = [DISTRIBUTIONS.get(entry.get("library", ""), entry.get("library", ""))]
    else:
        definition.update(Path(job["file"]).read_bytes())
        catalog = "file"
    facts = {
        "catalog": catalog,
        "definition_sha256": definition.hexdigest(),
        "inputs_sha256": digest(flatten(inputs, [])),
        "weights_sha256": digest_named(model.state_dict()),
        "seed": str(job.get("seed", 0)),
        "module_mode": "train" if model.training else "eval",
        "version.torch": installed("torch"),
    }
    if "length" in job:
        facts["length"] = str(job["length"])
    for lib in libraries:
        facts[f"version.{lib}"] = installed(lib)
    return facts


def digest(tensors):
    """SHA-256 over each tensor's dtype, shape and bytes, in order."""
    import hashlib

    h = hashlib.sha256()
    for t in tensors:
        feed(h, t)
    return h.hexdigest()


def digest_named(named):
    """SHA-256 over each (name, tensor) of a state dict, in its order."""
    import hashlib

    h = hashlib.sha256()
    for name, t in named.items():
        h.update(name.encode())
        feed(h, t)
    return h.hexdigest()


def feed(h, t):
    import torch

    if not isinstance(t, torch.Tensor):
        h.update(repr(t).encode())
        return
    t = t.detach().cpu().contiguous()
    h.update(f"{t.dtype}{list(t.shape)}".encode())
    try:
        h.update(t.reshape(-1).view(torch.uint8).numpy().tobytes())
    except (RuntimeError, TypeError):  # a tensor whose bytes cannot be viewed (quantized, sparse): its values
        h.update(repr(t.tolist()).encode())


def bound_facts(bound):
    """What a bounded job tells: what was marked, and the inputs' sequence dimensions."""
    if bound is None:
        return {}
    return {"bound": {"marked": bound.marked, "dims": [list(d) for d in bound.dims]}}


def mode_dependent(model):
    """Whether the module holds layers that compute differently in train and eval mode (dropout, batch
    and instance norms with running statistics)."""
    from torch import nn

    kinds = (nn.modules.dropout._DropoutNd, nn.modules.batchnorm._NormBase)
    return any(isinstance(m, kinds) for m in model.modules())


def fresh(inputs):
    """A copy of the inputs of one call: a model that changes its inputs in place changes only its own."""
    return copy.deepcopy(inputs)


def shapes(inputs):
    """The shapes of the inputs' tensors, in order."""
    return [list(t.shape) for t in flatten(inputs, [])]


def model_error(e, facts):
    """The answer for a model file that failed on PyTorch CPU (raised, exited or was interrupted)."""
    return {**facts, "outcome": "model-error", "error_type": type(e).__name__, "error": str(e), "traceback": traceback.format_exc()}


def differs(first, second):
    """None where two runs' outputs are the same bit for bit (NaN where NaN), else the first output that
    differs: its index, how many elements differ of how many, and the largest difference."""
    import torch

    if len(first) != len(second):
        return {"output": min(len(first), len(second)), "differing": 1, "elements": 1, "max_abs": float("inf")}
    for i, (a, b) in enumerate(zip(first, second, strict=True)):
        a, b = a.detach().cpu(), b.detach().cpu()
        if a.shape != b.shape or a.dtype != b.dtype:
            return {"output": i, "differing": max(a.numel(), 1), "elements": max(a.numel(), 1), "max_abs": float("inf")}
        same = a == b
        if a.is_floating_point() or a.is_complex():
            same = same | (torch.isnan(a) & torch.isnan(b))
        if bool(same.all()):
            continue
        gap = (widen(a) - widen(b)).abs()[~same]
        largest = float(gap.max()) if gap.numel() else float("nan")
        return {"output": i, "differing": int((~same).sum()), "elements": a.numel(), "max_abs": largest}
    return None


def settled_stats():
    """TorchTPU's cache statistics once the device is idle: an entry's last read is stamped as its
    execution ends, which can be after the result reached the CPU (without this, the last programs of
    one model were counted as the next one's)."""
    import torch
    from torch_tpu._internal.device import _device_ops_backend as backend

    torch.accelerator.synchronize()
    return backend._get_cache_stats()


def widen(t):
    """A tensor as float64 (complex128 where complex), to subtract two runs' values."""
    import torch

    return t.to(torch.complex128) if t.is_complex() else t.to(torch.float64)


def cache_snapshot():
    """TorchTPU's program cache before a run: its counters and the newest read among its entries."""
    stats = settled_stats()
    newest = max((e.last_read for e in stats.per_entry_stats), default=None)
    return {"misses": int(stats.num_compilations), "requests": int(stats.num_cache_reqs), "newest": newest}


def cache_counts(before):
    """What one run did to the cache since `before`: programs compiled (misses), distinct programs executed
    (entries read since; compiled now or held already, the same whatever ran before), executions (requests)."""
    stats = settled_stats()
    newest = before["newest"]
    distinct = sum(1 for e in stats.per_entry_stats if newest is None or e.last_read > newest)
    return {
        "programs": int(stats.num_compilations) - before["misses"],
        "distinct": distinct,
        "executions": int(stats.num_cache_reqs) - before["requests"],
    }


def too_big(job, model):
    """Why a catalog entry (real or hf), built, must not go on: its parameters need more host memory
    than the run may use, by the figure the harness refuses up front with (its bytes a
    parameter, 24 for a forward run, more for training, and 1 GiB). The catalog could not count
    them, so nothing refused it before; the float64 reference and the device copy would otherwise
    be killed by the kernel, and take a neighbour's process with them."""
    entry = job.get("real") or job.get("hf") or {}
    limit = entry.get("host_bytes")
    if not limit:
        return None
    per = int(entry.get("bytes_per_parameter", 24))
    params = sum(p.numel() for p in model.parameters()) + sum(b.numel() for b in model.buffers())
    need = params * per + (1 << 30)
    if need <= limit:
        return None
    gib = 1 << 30
    what = "float32 model, its device copy, the float64 reference"
    if "train" in job:
        what = "a training run's copies, gradients and optimizer state"
    return (
        f"refused after building on PyTorch CPU: its weights, inputs and outputs need {need / gib:.1f} GiB of host "
        f"memory, {limit / gib:.1f} GiB available; the figure is {params} parameters x {per} bytes ({what}) + 1 GiB "
        "(the catalog could not count them)"
    )


def raised(e, before, started, cpu_s):
    """The answer for a job TorchTPU raised on: its words, and what it compiled before."""
    counts = cache_counts(before)
    return {
        "outcome": "raised",
        "error_type": type(e).__name__,
        "error": str(e),
        "programs": counts["programs"],
        "distinct": counts["distinct"],
        "executions": counts["executions"],
        "tpu_s": time.monotonic() - started,
        "cpu_s": cpu_s,
    }


def ran(out_dir, outputs, f64_error, counts, repeat, seconds):
    """The answer for a job TorchTPU ran, its outputs (TorchTPU's, CPU's, float64's or None) written to out_dir."""
    tpu, cpu, f64 = outputs
    save(os.path.join(out_dir, "tpu.safetensors"), tpu)
    if cpu is not None:
        save(os.path.join(out_dir, "cpu.safetensors"), cpu)
    if f64 is not None:
        save(os.path.join(out_dir, "f64.safetensors"), f64)
    return {
        "f64_error": f64_error,
        "outcome": "ran",
        "outputs": len(tpu),
        **counts,
        "repeat": repeat,
        "tpu_s": seconds[0],
        "cpu_s": seconds[1],
    }


def train_job(job, mode):
    """A training run (training.py): `steps` steps of `optimizer` on PyTorch CPU (float32 and
    float64) and on TorchTPU as `trainer` says: `single-trace` (SingleTraceTrainer: forward, loss,
    backward and the update traced into one program, compiled by TorchTPU's backend compiler) or
    `loop` (the plain PyTorch loop on the device in the driver's mode). The model trains in train
    mode (a catalog entry with its dropout zeroed); the outputs are step 1's loss, gradients and updated parameters,
    then the loss curve and the parameters after the last step, each named. Each side trains twice
    from the same start: runs that differ (a random op) are never judged."""
    import torch

    import training

    out_dir, train = job["out"], job["train"]
    steps, trainer = int(train["steps"]), train["trainer"]
    settings = training.optimizer_settings(train.get("optimizer", "sgd"), float(train["lr"]))
    run = training.run_single_trace if trainer == "single-trace" else training.run_loop
    os.makedirs(out_dir, exist_ok=True)
    started = time.monotonic()
    facts = {}
    try:
        if "file" in job:
            module = load_model_file(job["file"])
            torch.manual_seed(int(job.get("seed", 0)))
            model, inputs = module.model(), module.inputs()
            targets = module.targets() if callable(getattr(module, "targets", None)) else None
            attention = contextlib.nullcontext
        else:
            model, inputs, attention = build(job)
        refusal = too_big(job, model)
        if refusal:
            return {"outcome": "refused", "error": refusal}
        if not isinstance(inputs, tuple):
            inputs = (inputs,)
        facts = {"module_mode": "train", "returned_mode": "train" if model.training else "eval", "input_shapes": shapes(inputs)}
        model.train()
        # A catalog entry trains with its dropout zeroed; a model file trains as its author wrote it
        # (dropout it keeps makes the row `nondeterministic`, never judged).
        zeroed = 0 if "file" in job else training.quiet_dropout(model)
        if not training.trainable(model):
            raise ValueError("the model has no trainable parameter (each has requires_grad=False): nothing to train")
        if "file" in job:
            objective = training.Objective.for_file(targets)
        else:
            objective = training.Objective.for_entry(model, inputs, *entry_task_and_seed(job), attention)
        facts["training"] = {"objective": objective.says, "optimizer": training.describe(settings), "dropout_zeroed": zeroed}
        facts["build_s"] = time.monotonic() - started
        initial = copy.deepcopy(model)

        def on_cpu():
            # PyTorch CPU's reference is the plain loop with torch.optim, whatever TorchTPU's trainer,
            # with PyTorch's deterministic kernels where it has them (a backward's scatter-adds).
            with attention(), deterministic():
                return training.run_loop(copy.deepcopy(initial), fresh(inputs), objective, settings, steps)

        (cpu, names), (cpu_again, _) = on_cpu(), on_cpu()
    except BaseException as e:
        return model_error(e, facts)
    # A catalog entry's parameters by the names its model gives them (not the positional wrapper's).
    wrapped = hasattr(model, "input_names")
    names = [re.sub(r"(^|gradient of )model\.", r"\1", n) for n in names] if wrapped else names
    facts["training"]["names"] = names
    f64, f64_error = None, None
    try:
        with attention():
            wide = copy.deepcopy(initial).double()
            f64 = wide_only(
                training.run_loop(wide, to(fresh(inputs), dtype=torch.float64), objective.to(dtype=torch.float64), settings, steps)[0]
            )
        del wide
    except Exception as e:
        f64_error = f"{type(e).__name__}: {str(e)[:300]}"
    cpu_s = time.monotonic() - started
    before = cache_snapshot()
    started = time.monotonic()
    device = torch.device("tpu")
    after_first = {}

    phases, since = [], []

    def phase(name):
        # Step 1's distinct programs by phase, read on the repeat run: reading them synchronizes the
        # device, which changes what TorchTPU compiles (an extra program in timm's convnext), so the
        # first run, whose compiles the row counts, is never read mid-step.
        stats = settled_stats()
        newest = since[-1] if since else None
        ran = sum(1 for e in stats.per_entry_stats if newest is None or e.last_read > newest)
        phases.append({"phase": name, "programs": ran})
        since.append(max((e.last_read for e in stats.per_entry_stats), default=None))

    def on_tpu(first_run):
        model = retied(copy.deepcopy(initial).to(device), names)
        mark = (lambda: after_first.update(cache_snapshot())) if first_run else None
        with attention():
            out = to(fresh(inputs), device=device), objective.to(device)
            if not first_run:
                since.append(cache_snapshot()["newest"])
            return run(model, *out, settings, steps, after_first=mark, phase=None if first_run else phase)[0]

    try:
        tpu = on_tpu(True)
        counts = cache_counts(before)
        facts["tpu_first_s"] = time.monotonic() - started
        tpu_again = on_tpu(False)
    except BaseException as e:
        return {**facts, **raised(e, before, started, cpu_s)}
    if phases:
        facts["training"]["phases"] = phases
    if after_first and steps > 1:
        # Programs compiled after step 1: a loop that recompiles at step 2 is a finding on the row.
        facts["training"]["later_programs"] = counts["programs"] - (after_first["misses"] - before["misses"])
    repeat = {"cpu": differs(cpu, cpu_again), "tpu": differs(tpu, tpu_again)}
    answer = ran(out_dir, (tpu, cpu, f64), f64_error, counts, repeat, (time.monotonic() - started, cpu_s))
    answer["losses"] = {side: [float(x) for x in losses_of(outputs, names)] for side, outputs in (("tpu", tpu), ("cpu", cpu))}
    return {**facts, **answer}


@contextlib.contextmanager
def deterministic():
    """PyTorch's deterministic algorithms for a block (warning, not raising, where an op has none)."""
    import torch

    was, warn = torch.are_deterministic_algorithms_enabled(), torch.is_deterministic_algorithms_warn_only_enabled()
    torch.use_deterministic_algorithms(True, warn_only=True)
    try:
        yield
    finally:
        torch.use_deterministic_algorithms(was, warn_only=warn)


def retied(model, names):
    """A model just moved to TorchTPU with the weights it shared on the CPU shared again. Moving a
    module to a device whose tensors cannot share the CPU's storage type makes new parameters, so
    an LM head tied to its embedding comes back as two parameters; a Hugging Face model re-ties
    with `tie_weights()`, as a user moving one to an XLA-style device does. Raises, naming them,
    where the device copy's parameters still differ from the CPU's: trained untied, its gradients
    and updates would be another model's."""
    for m in (model, getattr(model, "model", None)):
        if m is not None and callable(getattr(m, "tie_weights", None)):
            m.tie_weights()
    import training

    wrapped = hasattr(model, "input_names")
    on_device = [training_name(n, wrapped) for n, _ in training.trainable(model)]
    on_cpu = [n.removeprefix("step 1 gradient of ") for n in names if n.startswith("step 1 gradient of ")]
    if on_device != on_cpu:
        extra = [n for n in on_device if n not in on_cpu]
        raise RuntimeError(
            f"moved to the device the model has {len(on_device)} trainable parameters, on PyTorch CPU {len(on_cpu)} "
            f"(weights tied on the CPU are separate on the device: {', '.join(extra[:5]) or 'their order differs'}); "
            "its training would be another model's"
        )
    return model


def training_name(name, wrapped):
    """A parameter's name as a training row says it: a catalog entry's without its positional wrapper's `model.`."""
    return name.removeprefix("model.") if wrapped else name


def losses_of(outputs, names):
    """A training run's loss curve from its outputs: the curve where it has one, else step 1's loss."""
    at = names.index(next((n for n in names if n.startswith("loss curve")), "step 1 loss"))
    return outputs[at].reshape(-1)


def entry_task_and_seed(job):
    """An hf catalog entry's task (the head its own loss comes from; None for other sources) and the
    seed its labels and targets are drawn from (the entry's own, else the run's), read in one lookup."""
    if "hf" not in job:
        return None, int(job.get("seed", 0))
    from export_hf import forward

    entry = forward.by_id(Path(job["hf"]["catalog"]), job["hf"]["entry"])
    return entry.task, entry.seed


def tpu_runner(model, inputs, mode, out_dir, bound=None):
    """The model on TorchTPU in `mode`, as a function that runs it once (on its own device copy of the
    inputs) and returns its outputs on the CPU; export mode writes TorchTPU's program first. With
    `bound` (a `Bound`), the sequence dimension is bounded as TorchTPU's bounded dynamism asks."""
    import torch

    device = torch.device("tpu")
    model = model.to(device)
    mark_inputs = bound is not None and bound.install(model, mode)
    if mode == "compile":
        call = torch.compile(model, backend="tpu")
    elif mode == "export":
        from torch_tpu._internal.export.export import exported_to_mlir

        exported = torch.export.export(model, to(inputs, device=device), strict=False)
        text = exported_to_mlir(exported).serialize_text()
        with open(os.path.join(out_dir, "program.mlir"), "w") as f:
            f.write(text)
        call = exported.module()
    else:
        call = model

    def once():
        with torch.no_grad():
            args = to(inputs, device=device)
            if mark_inputs:
                flat = list(args)
                bound.mark_inputs(flat, mode)
                args = tuple(flat)
            result = call(*args)
            # .cpu() waits for the device: TorchTPU's failures surface here, inside the caller's try.
            return [t.cpu() for t in flatten(result, [])]

    return once


if __name__ == "__main__":
    main()
