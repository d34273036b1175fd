"""Builders of the `real` catalog (suites/catalogs/real.csv): one model of
the PyTorch ecosystem, defined in code by its library, built from its
config with seeded weights (never downloaded), with its inputs.

A catalog entry (a CSV row, see real_catalog.py) names
  library   timm | torchvision | transformers | diffusers | open_clip
  builder   the library's name for it: a timm model name (with its
            pretrained tag, whose config sets the input size and classes),
            a torchvision builder, an hf catalog entry id, a diffusers class,
            an open_clip model name
  config    JSON keyword arguments for the builder ({} is the published
            config; a tiny variant names what it shrinks)
  inputs    JSON list of input specs, each {"shape": [...], "fill": ...}
            with fill `normal`, `ids:N` (int64 below N), `int:V` (an
            int64 tensor of V), `float:V` (a float32 tensor of V),
            `bool:0|1` (a bool tensor), `value` (the spec's JSON
            `"value"` itself, not a tensor: a list of sizes, a count) or
            `dict` (a dict of its `"items"`, each a spec),
            `"name"` to pass it by keyword, and
            `"list": true` for a model taking a list of images
            (torchvision's detection models)

Both the generator (on the meta device, to count parameters and check
shapes) and the TorchTPU driver (on PyTorch CPU) build through `build`.
"""

import json
import os

import torch

# Configs come from the installed packages; a builder that would fetch one from the Hub fails at once.
os.environ.setdefault("HF_HUB_OFFLINE", "1")

LIBRARIES = ("timm", "torchvision", "transformers", "diffusers", "open_clip")


class BuildError(Exception):
    pass


def build(entry: dict, seed: int = 0, meta: bool = False, length=None):
    """(module taking the inputs positionally, inputs tuple) of a catalog entry; with `length`, a
    causal LM's on that many token ids (a sweep over lengths: transformers causal LMs only)."""
    library, builder = entry["library"], entry["builder"]
    config = entry["config"] if isinstance(entry["config"], dict) else json.loads(entry["config"] or "{}")
    specs = entry["inputs"] if isinstance(entry["inputs"], list) else json.loads(entry["inputs"] or "[]")
    torch.manual_seed(seed)
    if library == "transformers":
        return transformers_entry(entry, config, seed, meta, length)
    if length is not None:
        raise BuildError(f"{entry['id']}: only the catalog's transformers causal LMs are swept over lengths")
    if library not in LIBRARIES:
        raise BuildError(f"{entry['id']}: unknown library `{library}` (one of {', '.join(LIBRARIES)})")
    model = MAKERS[library](builder, config, "meta" if meta else "cpu").eval()
    inputs = make_inputs(specs, seed, meta)
    if any("name" in s for s in specs):
        names = [s.get("name") for s in specs]
        model = Keywords(model, names).eval()
    return model, inputs


def timm_model(name, config, device="cpu"):
    import timm

    return timm.create_model(name, pretrained=False, **config)


def torchvision_model(name, config, device="cpu"):
    import inspect

    import torchvision

    builder = torchvision.models.get_model_builder(name)
    if "weights_backbone" in inspect.signature(builder).parameters:
        config = {"weights_backbone": None, **config}  # seeded, never downloaded
    return builder(weights=None, **config)


def diffusers_model(name, config, device="cpu"):
    import diffusers

    cls = getattr(diffusers, name, None)
    if cls is None:
        raise BuildError(f"diffusers has no class `{name}`")
    return cls(**config)


def open_clip_model(name, config, device="cpu"):
    """An open_clip model from its config in the package (never a pretrained download); `config` may
    replace its vision or text tower's settings (the tiny variants)."""
    import open_clip

    return open_clip.create_model(name, pretrained=None, device=device, pretrained_text=False, **config)


MAKERS = {"timm": timm_model, "torchvision": torchvision_model, "diffusers": diffusers_model, "open_clip": open_clip_model}


def make_inputs(specs, seed, meta=False):
    """The inputs of `specs`, from a generator seeded apart from the weights."""
    g = torch.Generator().manual_seed(seed + 1)
    return tuple(make_input(s, g, meta) for s in specs)


def make_input(s, g, meta):
    """One input of its spec, drawing (where random) from `g`."""
    fill = s.get("fill", "normal")
    if fill == "value":
        return s["value"]  # a Python value, as JSON has it (a list of sizes, a count)
    if fill == "dict":
        return {k: make_input(v, g, meta) for k, v in s["items"].items()}
    shape = s["shape"]
    if fill == "normal":
        t = torch.randn(shape, generator=g)
    elif fill.startswith("ids:"):
        t = torch.randint(0, int(fill[4:]), shape, generator=g, dtype=torch.int64)
    elif fill.startswith("int:"):
        t = torch.full(shape, int(fill[4:]), dtype=torch.int64)
    elif fill.startswith("float:"):
        t = torch.full(shape, float(fill[6:]))
    elif fill.startswith("bool:"):
        t = torch.full(shape, bool(int(fill[5:])))
    else:
        raise BuildError(f"input fill `{fill}` (normal, ids:N, int:V, float:V, bool:0|1, value, dict)")
    if meta:
        t = t.to("meta")
    return list(t.unbind(0)) if s.get("list") else t


class Keywords(torch.nn.Module):
    """A model whose forward takes keywords (diffusers'), called positionally; outputs as a tuple."""

    def __init__(self, inner, names):
        super().__init__()
        self.inner, self.names = inner, names

    def forward(self, *args):
        kw = {n: a for n, a in zip(self.names, args, strict=True) if n}
        pos = [a for n, a in zip(self.names, args, strict=True) if not n]
        if "return_dict" in _parameters(self.inner):
            kw["return_dict"] = False
        return self.inner(*pos, **kw)


def _parameters(module):
    import inspect

    try:
        return inspect.signature(module.forward).parameters
    except (TypeError, ValueError):
        return {}


def entry_inputs(entry: dict, seed: int = 0):
    """A catalog entry's inputs on the CPU, as `build` makes them (not a transformers entry's: its
    inputs are the hf catalog entry's, `hf_entry`)."""
    specs = entry["inputs"] if isinstance(entry["inputs"], list) else json.loads(entry["inputs"] or "[]")
    return make_inputs(specs, seed)


def hf_entry(entry: dict):
    """The hf catalog entry (scripts/hf-catalog.toml) a transformers catalog entry builds: as the
    catalog has it (`{"config": "catalog"}`, tiny), or at its config class's defaults
    (`{"config": "default"}`, the published size transformers ships)."""
    import copy
    import sys
    from pathlib import Path

    config = entry["config"] if isinstance(entry["config"], dict) else json.loads(entry["config"] or "{}")
    scripts = Path(__file__).resolve().parent.parent
    if str(scripts) not in sys.path:
        sys.path.insert(0, str(scripts))
    from export_hf import forward

    base = forward.by_id(scripts / "hf-catalog.toml", entry["builder"])
    if config.get("config") == "default":
        base = copy.deepcopy(base)
        base.config = {}
        base.raw = {**base.raw, "defaults": True}
    return base


def transformers_entry(entry, config, seed, meta, length=None):
    """An hf catalog entry (scripts/hf-catalog.toml), built by the exporter's code:
    `{"config": "catalog"}` as the catalog has it (tiny), `{"config": "default"}` at
    its config class's defaults (the published size transformers ships)."""
    import copy

    base = hf_entry(entry)
    from export_hf import forward

    if meta:
        from export_hf.models import build as build_hf

        failures = []
        for attn in ("sdpa", "eager"):  # the order forward.forward builds in
            try:
                with torch.device("meta"):
                    model, _ = build_hf(copy.deepcopy(base), attn)
                return model, ()
            except Exception as e:  # transformers refuses SDPA for some architectures at build time
                failures.append(f"{attn}: {type(e).__name__}: {e}")
        raise BuildError("; ".join(failures))
    model, inputs, _ = forward.forward(base) if length is None else forward.causal(base, int(length))
    return model, inputs


def parameter_count(model) -> int:
    return sum(p.numel() for p in model.parameters()) + sum(b.numel() for b in model.buffers())
