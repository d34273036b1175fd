"""Building a model for a catalog entry (from a transformers config with a
fixed seed, or from a user's factory) and wrapping it so that the exporter
sees positional tensor inputs and a tuple of tensor outputs."""

import importlib.util
import inspect
from pathlib import Path

import torch
import transformers

from .catalog import Entry


class BuildError(Exception):
    pass


def build_config(entry: Entry):
    try:
        return transformers.AutoConfig.for_model(entry.model_type, **entry.config)
    except Exception as e:  # transformers raises many kinds for a bad config
        raise BuildError(f"config `{entry.model_type}`: {type(e).__name__}: {e}") from e


def build(entry: Entry, attn: str = "sdpa"):
    """Returns (model in eval mode, config or None). The seed is set right
    before construction so the initialisation is reproducible."""
    if entry.factory:
        return build_from_factory(entry), None
    config = build_config(entry)
    config._attn_implementation = attn
    for sub in ("text_config", "vision_config", "audio_config"):
        c = getattr(config, sub, None)
        if c is not None:
            c._attn_implementation = attn
    if hasattr(config, "use_cache"):
        config.use_cache = False
    cls = getattr(transformers, entry.model_class, None)
    if cls is None:
        raise BuildError(f"transformers {transformers.__version__} has no class `{entry.model_class}`")
    torch.manual_seed(entry.seed)
    try:
        model = cls(config)
    except Exception as e:
        raise BuildError(f"{entry.model_class}(config): {type(e).__name__}: {e}") from e
    experts = entry.raw.get("experts_implementation")
    if experts:
        # Mixture-of-experts layers default to `grouped_mm`, whose token
        # counting (torch.histc) torch_xla cannot capture; `batched_mm`
        # computes every expert densely and exports.
        model.config._experts_implementation = experts
    return model.eval().float(), config


def build_from_factory(entry: Entry):
    """`factory = "path/to/file.py:function"`: function(config: dict) -> nn.Module."""
    file, _, func = entry.factory.rpartition(":")
    path = Path(file)
    if not path.is_file() or not func:
        raise BuildError(f"factory `{entry.factory}`: expected an existing `file.py:function`")
    spec = importlib.util.spec_from_file_location(f"export_hf_user_{entry.id.replace('-', '_')}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    fn = getattr(module, func, None)
    if fn is None:
        raise BuildError(f"factory `{entry.factory}`: {path} defines no `{func}`")
    torch.manual_seed(entry.seed)
    model = fn(dict(entry.config))
    if not isinstance(model, torch.nn.Module):
        raise BuildError(f"factory `{entry.factory}` returned {type(model).__name__}, not a torch.nn.Module")
    return model.eval()


PREFIX = "model."


class Positional(torch.nn.Module):
    """model(**named inputs) -> tuple of the selected outputs."""

    def __init__(self, model, input_names, output_names):
        super().__init__()
        self.model = model
        self.input_names = list(input_names)
        self.output_names = list(output_names)
        params = inspect.signature(model.forward).parameters
        takes_kwargs = any(p.kind == p.VAR_KEYWORD for p in params.values())
        self.extra = {}
        if "use_cache" in params:
            self.extra["use_cache"] = False
        if "return_dict" in params or (takes_kwargs and isinstance(model, transformers.PreTrainedModel)):
            self.extra["return_dict"] = True

    def forward(self, *args):
        out = self.model(**dict(zip(self.input_names, args)), **self.extra)
        if isinstance(out, torch.Tensor):
            out = (out,)
        if isinstance(out, (tuple, list)) and not isinstance(out, transformers.utils.ModelOutput):
            return tuple(out)
        return tuple(out[name] for name in self.output_names)


def output_names(entry: Entry, n: int) -> list:
    return entry.outputs if entry.outputs else [f"out{i}" for i in range(n)]
