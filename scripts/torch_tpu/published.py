"""A model at its published size as TorchTPU's program, without its weights: what
`tpu-compat torch MODELS --device tpu --topology T` asks of the driver, one job a model.

The model is built on the meta device (no memory; a catalog entry as its library builds it, a
model file's `model()`), its parameters and buffers become fake tensors on the `tpu` device
(FakeTensorMode: shapes and dtypes, no storage), and it is exported with `torch.export` under
that mode with `tpu` as the default device (a tensor a model makes inside its forward lands on
TorchTPU's device, not the meta one). TorchTPU's `exported_to_mlir` then lowers the export to its
StableHLO, every weight an argument, and only builds the module: the compile it would ask of the
plugin is replaced by `build_mlir`, so nothing is compiled or run here. The harness compiles the
text for a TPU topology with libtpu (compile-only).

The inputs are real, seeded and small, built on the CPU as the entry's forward builds them (a
catalog entry's from its config where the catalog says so), then made fake on `tpu`.

Where it fails says whose failure it is: building the model or its inputs, or `torch.export`, is
PyTorch's side (`model-error`); TorchTPU's lowering raising is TorchTPU's (`raised`)."""

import os
import time
import traceback
import types


def lower_job(job, load_model_file):
    """The answer to a `lower` job: `lowered` with the program written to OUT/model.mlir, or why not."""
    import torch
    from torch._subclasses.fake_tensor import FakeTensorMode
    from torch.fx.experimental.symbolic_shapes import ShapeEnv

    out_dir = job["out"]
    os.makedirs(out_dir, exist_ok=True)
    reset_peak()
    started = time.monotonic()
    facts = {}
    # A shape environment, with every shape static: a tensor's value read in Python (`.item()`, a
    # check on the data) becomes an unbacked symbol and a runtime assert, as in torch.export's own
    # tracing, instead of "data-dependent output"; the weights' and inputs' sizes stay concrete.
    fake = FakeTensorMode(allow_non_fake_inputs=True, shape_env=ShapeEnv(), static_shapes=True)
    # torch.distributions checks its arguments' values (`support.check(value).all()`): a tensor's
    # value, which fake tensors do not have. The check guards nothing the program computes. Put
    # back after the export: the driver's next job starts with torch's own default.
    validating = torch.distributions.Distribution._validate_args
    torch.distributions.Distribution.set_default_validate_args(False)
    try:
        model, inputs, settle = build_on_meta(job, load_model_file)
        facts["parameters"] = sum(p.numel() for p in model.parameters())
        with fake:
            fakeify(model, fake)
            inputs = tuple(on_tpu(x, fake) for x in inputs)
            with torch.device("tpu"):
                model, inputs = settle(model, inputs)
                facts["input_shapes"] = [list(x.shape) for x in inputs if isinstance(x, torch.Tensor)]
                exported = torch.export.export(model, inputs, strict=False)
    except BaseException as e:  # PyTorch cannot build or export it at this size: its side, not TorchTPU's
        if isinstance(e, KeyboardInterrupt):
            raise
        return {
            **facts,
            **measured(started),
            "outcome": "model-error",
            "error_type": type(e).__name__,
            "error": with_site(str(e), model_site(e)),
            "traceback": traceback.format_exc(),
        }
    finally:
        torch.distributions.Distribution.set_default_validate_args(validating)
    facts["export_s"] = time.monotonic() - started
    try:
        text = lower(exported)
    except Exception as e:
        return {
            **facts,
            **measured(started),
            "outcome": "raised",
            "error_type": type(e).__name__,
            "error": str(e),
            "traceback": traceback.format_exc(),
        }
    path = os.path.join(out_dir, "model.mlir")
    with open(path, "w") as f:
        f.write(text)
    return {**facts, **measured(started), "outcome": "lowered", "program": path}


def model_site(e):
    """` (at FILE:LINE in FUNCTION: SOURCE)`: the innermost frame of the failure outside torch and
    this harness, which is where the model's own code asked what the export cannot give (a
    tensor's value as a Python number, a shape that depends on data); empty where there is none."""
    import sysconfig

    import torch

    torch_dir, stdlib = os.path.dirname(torch.__file__) + os.sep, sysconfig.get_paths()["stdlib"] + os.sep
    for frame in reversed(traceback.extract_tb(e.__traceback__)):
        if frame.filename.startswith("<"):  # this module and the driver, embedded in the binary
            continue
        path = os.path.abspath(frame.filename)
        parts = path.split(os.sep)
        ours = "export_hf" in parts or parts[-1] == "real_models.py"
        if ours or path.startswith(torch_dir) or (path.startswith(stdlib) and "site-packages" not in parts):
            continue
        short = path.split("site-packages" + os.sep, 1)[-1]
        return f" (at {short}:{frame.lineno} in {frame.name}: {(frame.line or '').strip()[:120]})"
    return ""


def with_site(message, site):
    """`message` with `site` at the end of its first line, which is the line a row prints."""
    first, newline, rest = message.partition("\n")
    return first.rstrip() + site + newline + rest


def as_built(model, inputs):
    return model, inputs


def build_on_meta(job, load_model_file):
    """(model on the meta device, CPU inputs, settle) of a job (a model file is read by the
    driver's `load_model_file`); `settle(model, fake inputs)`, called
    under FakeTensorMode once the model is fake, gives what is exported."""
    import sys

    import torch

    seed = int(job.get("seed", 0))
    torch.manual_seed(seed)
    if "real" in job:
        real = job["real"]
        if real["scripts"] not in sys.path:
            sys.path.insert(0, real["scripts"])
        import real_models

        entry = real["entry"]
        if entry["library"] == "transformers":
            return hf_on_meta(real_models.hf_entry(entry))
        with torch.device("meta"):  # a builder that ignores `meta` (timm's) still makes no weights
            model, _ = real_models.build(entry, seed=seed, meta=True)
        return model, real_models.entry_inputs(entry, seed), as_built
    if "hf" in job:
        hf = job["hf"]
        if hf["scripts"] not in sys.path:
            sys.path.insert(0, hf["scripts"])
        from pathlib import Path

        from export_hf import forward

        return hf_on_meta(forward.by_id(Path(hf["catalog"]), hf["entry"]))
    module = load_model_file(job["file"])
    with torch.device("meta"):
        model = module.model()
    return model, tuple(module.inputs()), as_built


def hf_on_meta(entry):
    """An hf catalog entry built on the meta device, its inputs from its config (the exporter's
    `make_inputs`: token ids below the config's vocabulary; an enumerated entry's specs come from
    its config and forward signature, a published-size entry's are fitted to its config). Its
    first call, on fake tensors, settles an enumerated entry's outputs and the layout of its
    log-mel features, as the exporter's does."""
    import torch
    from export_hf.catalog import make_inputs
    from export_hf.models import Positional, build, probe_eager

    failures = []
    for attn in ("sdpa", "eager"):  # the exporter's order
        try:
            with torch.device("meta"):
                model, config = build(entry, attn)
        except Exception as e:
            failures.append(f"{attn}: {type(e).__name__}: {e}")
            continue
        values = make_inputs(entry, config)
        names = [s.name for s in entry.inputs]

        def settle(model, inputs, config=config, names=names):
            values = dict(zip(names, inputs, strict=True))
            if entry.raw.get("enumerated"):
                _, values = probe_eager(entry, model, config, values)
            return Positional(model, names, entry.outputs or ["out0"]).eval(), tuple(values[n] for n in names)

        return model, tuple(values[n] for n in names), settle
    raise RuntimeError(f"{entry.id}: " + "; ".join(failures))


def fakeify(model, fake):
    """Every parameter, buffer and tensor attribute of `model` (meta) as a fake tensor on `tpu`, in
    place. `Module.to` cannot do it: under FakeTensorMode it swaps each parameter and fails."""
    import torch

    def on(t):
        return fake.from_tensor(t).to("tpu")

    for module in model.modules():
        for name, p in list(module._parameters.items()):
            if p is not None:
                module._parameters[name] = torch.nn.Parameter(on(p), requires_grad=p.requires_grad)
        for name, b in list(module._buffers.items()):
            if b is not None:
                module._buffers[name] = on(b)
        for name, value in list(vars(module).items()):
            if isinstance(value, torch.Tensor) and not isinstance(value, torch.nn.Parameter) and value.device.type == "meta":
                setattr(module, name, on(value))


def on_tpu(value, fake):
    """A CPU input as a fake tensor on `tpu` (lists, tuples and dicts of them too)."""
    import torch

    if isinstance(value, torch.Tensor):
        return fake.from_tensor(value).to("tpu")
    if isinstance(value, (list, tuple)):
        return type(value)(on_tpu(v, fake) for v in value)
    if isinstance(value, dict):
        return {k: on_tpu(v, fake) for k, v in value.items()}
    return value


def lower(exported):
    """TorchTPU's StableHLO text of an export, built and never compiled."""
    from torch_tpu._internal.compile import tpu_torch_compile
    from torch_tpu._internal.export import export

    def build_only(result_tensors, argument_tensors, **_options):
        return types.SimpleNamespace(module=tpu_torch_compile.build_mlir(result_tensors, argument_tensors), executable=None)

    compile_with = export.tpu_torch_compile.traverse_and_compile
    export.tpu_torch_compile.traverse_and_compile = build_only
    try:
        return export.exported_to_mlir(exported).serialize_text()
    finally:
        export.tpu_torch_compile.traverse_and_compile = compile_with


def reset_peak():
    """Starts the process's peak resident memory over (Linux: clear_refs 5), so a job's peak is its own."""
    try:
        with open("/proc/self/clear_refs", "w") as f:
            f.write("5")
    except OSError:
        pass


def measured(started):
    """The job's seconds and the process's peak resident memory since `reset_peak` (bytes)."""
    peak = None
    try:
        with open("/proc/self/status") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    peak = int(line.split()[1]) * 1024
    except OSError:
        pass
    return {"seconds": time.monotonic() - started, "peak_host_bytes": peak}
