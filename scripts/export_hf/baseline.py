"""PyTorch-eager baselines: the model rebuilt from its catalog entry, its
weights replaced by the definition's own weights.safetensors (so the
baseline matches the committed weights even on another machine), run on the
definition's inputs; outputs given to `tpu-compat import` as the expected
outputs out0, out1, ... in @main order, with where they ran in their
metadata (importer.Target.record: the import hashes the definition and
writes the baseline). A float64 reference (<id>.f64.safetensors) is
recorded beside it where the model runs in f64."""

import datetime
from pathlib import Path

import torch
import torch_xla
import transformers
from torch.nn.attention import SDPBackend, sdpa_kernel

from . import VERSION
from .catalog import Entry
from .definition import definition_hash, read
from .importer import Target
from .models import Positional, build


class BaselineError(Exception):
    pass


def load_weights(model: torch.nn.Module, manifest: dict, values, folder: Path) -> int:
    """Copies every weight argument that names a parameter or buffer of the
    model into it. Lifted constants (constant.N, and plain tensor attributes
    the exporter names `...lifted_tensor_N`) are part of the code: the
    rebuilt model computes them itself."""
    state = dict(model.named_parameters(remove_duplicate=False))
    state.update(dict(model.named_buffers(remove_duplicate=False)))
    loaded = 0
    with torch.no_grad():
        for a, v in zip(manifest["arguments"], values):
            last = a["name"].rsplit(".", 1)[-1]
            if a["role"] != "weight" or a["name"].startswith("constant.") or last.startswith("lifted_tensor"):
                continue
            target = state.get(a["name"])
            if target is None:
                raise BaselineError(f"{folder}: weight `{a['name']}` is not a parameter or buffer of the rebuilt model")
            if list(target.shape) != list(v.shape):
                raise BaselineError(f"{folder}: weight `{a['name']}` is {list(v.shape)}, the model's is {list(target.shape)}")
            target.copy_(v.to(target.dtype))
            loaded += 1
    return loaded


def build_config_of(model):
    return getattr(model, "config", None)


def run_eager(entry: Entry, folder: Path, device: str, f64: bool = False):
    manifest, program, values = read(folder)
    model, _ = build(entry, manifest.get("source", {}).get("attention", "sdpa"))
    load_weights(model, manifest, values, folder)
    data = {a["name"]: v for a, v in zip(manifest["arguments"], values) if a["role"] == "data"}
    names = [s.name for s in entry.inputs]
    missing = [n for n in names if n not in data]
    if missing:
        # An input the program does not read (the lowering drops it from
        # @main) still goes to the eager model, with the export's values.
        from .catalog import make_inputs

        made = make_inputs(entry, build_config_of(model))
        data.update({n: made[n] for n in missing})
    args = [data[n] for n in names]
    if f64:
        model = model.double()
        args = [a.double() if a.is_floating_point() else a for a in args]
    model = model.to(device)
    wrapper = Positional(model, names, [o["name"] for o in manifest["outputs"]]).eval()
    with torch.no_grad(), sdpa_kernel([SDPBackend.MATH]):
        outs = wrapper(*[a.to(device) for a in args])
    outs = [o.detach().cpu().contiguous() for o in outs]
    if len(outs) != len(manifest["outputs"]):
        raise BaselineError(f"{folder}: eager run gave {len(outs)} outputs, model.toml lists {len(manifest['outputs'])}")
    for o, spec in zip(outs, manifest["outputs"]):
        if list(o.shape) != list(spec["shape"]):
            raise BaselineError(f"{folder}: eager output `{spec['name']}` is {list(o.shape)}, model.toml says {spec['shape']}")
    return manifest, program, values, outs


def eager_metadata(seed: int, device: str = "cpu") -> dict:
    """Where a PyTorch-eager baseline ran (the expected outputs' metadata;
    the import keeps it in the baseline's provenance)."""
    meta = {
        "device": device,
        "platform_name": "pytorch",
        "platform_version": torch.__version__,
        "source": "pytorch-eager",
        "export_hf": VERSION,
        "torch": torch.__version__,
        "transformers": transformers.__version__,
        "torch_xla": torch_xla.__version__,
        "seed": str(seed),
    }
    if device.startswith("cuda"):
        meta["device_name"] = torch.cuda.get_device_name(0)
    return meta


def provenance(manifest: dict, program: bytes, values, seed: int, device: str = "cpu") -> dict:
    """A baseline's whole metadata in the shared baseline format, for the
    baselines `tpu-compat import` does not write (a bounded export's one
    per length): the definition it was recorded against (its hash, as the
    harness computes it) and where it ran."""
    return {
        **eager_metadata(seed, device),
        "definition_id": manifest["id"],
        "definition_hash": definition_hash(manifest, program, values),
        "plugin_sha256": "",
        "dtype": "f32",
        "harness_version": VERSION,
        "recorded_at": datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
    }


def record(entry: Entry, target: Target, device: str = "cpu") -> Path:
    manifest, _, _, outs = run_eager(entry, target.suite_dir / entry.id, device)
    ref = None
    try:
        _, _, _, wide = run_eager(entry, target.suite_dir / entry.id, device, f64=True)
        if all(r.dtype == torch.float64 for r in wide):
            ref = {f"out{i}": r for i, r in enumerate(wide)}
    except Exception:  # some models cannot run in f64 (explicit f32 casts, kernels); the f32 baseline stands
        pass
    return target.record(manifest["id"], {f"out{i}": o for i, o in enumerate(outs)}, eager_metadata(entry.seed, device), ref)
