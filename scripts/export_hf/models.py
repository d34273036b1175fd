"""Building a model for a catalog entry (from a transformers config with a
fixed seed, or from a user's factory) and wrapping it so that the exporter
sees positional tensor inputs and a tuple of tensor outputs."""

import importlib.util
import inspect
from pathlib import Path

import torch
import transformers
from torch.nn.attention import SDPBackend, sdpa_kernel

from .catalog import Entry, fit_to_config


class BuildError(Exception):
    pass


def build_config(entry: Entry):
    try:
        if entry.raw.get("defaults"):
            # The config class's defaults, the size transformers ships (the real catalog's `hf-default.*`).
            return transformers.AutoConfig.for_model(entry.model_type)
        if entry.raw.get("enumerated"):
            from .enumerate import tiny_config

            config, kw = tiny_config(entry)
            entry.config = kw  # recorded in model.toml as the overrides
            return config
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
    experts = entry.raw.get("experts_implementation") or ("batched_mm" if entry.raw.get("enumerated") else None)
    if experts:
        # Mixture-of-experts layers default to `grouped_mm`, whose token
        # counting (torch.histc) torch_xla cannot capture; `batched_mm`
        # computes every expert densely and exports.
        model.config._experts_implementation = experts
    model = model.eval().float()
    if entry.inputs == "auto":
        entry.inputs = auto_inputs(entry, model, config)
    if entry.raw.get("defaults"):
        # The tiny entry's inputs (or the enumerated ones, batch 2), fitted to the published config.
        entry.inputs = fit_to_config(entry.inputs, config, entry.model_type)
    return model, config


def sub_attr(config, name, default):
    """`name` of the config, else of its vision/audio/text sub-config, else `default`."""
    for c in [config] + [getattr(config, s, None) for s in ("vision_config", "audio_config", "text_config", "encoder")]:
        v = getattr(c, name, None) if c is not None else None
        if v is not None:
            return v
    return default


def auto_inputs(entry: Entry, model, config) -> list:
    """Inputs of an enumerated entry from its model's forward signature:
    token ids (batch 2, sequence 8) with a right-padded mask, decoder ids
    for encoder-decoders, images at the config's size, raw audio, or
    log-mel features."""
    from .catalog import InputSpec

    fwd = inspect.signature(model.forward).parameters
    text = [2, 2, 8] if entry.raw.get("head") == "multiple-choice" else [2, 8]
    size = sub_attr(config, "image_size", 32)
    hw = list(size) if isinstance(size, (list, tuple)) else [size, size]
    image = InputSpec("pixel_values", "f32", [2, int(sub_attr(config, "num_channels", 3))] + hw, "normal")
    specs = []
    if "input_ids" in fwd:
        specs.append(InputSpec("input_ids", "i64", text, "ids"))
        if "pixel_values" in fwd:
            specs.append(image)
        if "attention_mask" in fwd:
            specs.append(InputSpec("attention_mask", "i64", text, "mask"))
    elif "pixel_values" in fwd:
        specs.append(image)
    elif "input_values" in fwd:
        specs.append(InputSpec("input_values", "f32", [1, 1600], "normal"))
    elif "input_features" in fwd:
        mels = int(sub_attr(config, "num_mel_bins", 80))
        frames = 2 * int(sub_attr(config, "max_source_positions", 8))
        specs.append(InputSpec("input_features", "f32", [1, mels, frames], "normal"))
    else:
        raise BuildError(f"{type(model).__name__}.forward takes none of input_ids, pixel_values, input_values, input_features")
    if getattr(config, "is_encoder_decoder", False) and "decoder_input_ids" in fwd:
        specs.append(InputSpec("decoder_input_ids", "i64", [specs[0].shape[0], 8], "ids"))
    return specs


# Output fields an enumerated entry returns, the first of these groups the model's output has.
AUTO_OUTPUTS = [
    ["logits"],
    ["start_logits", "end_logits"],
    ["prediction_logits"],
    ["last_hidden_state"],
    ["logits_per_image"],
    ["image_embeds"],
    ["reconstruction"],
    ["pred_masks"],
]


def auto_outputs(out) -> list:
    if isinstance(out, torch.Tensor):
        return ["out0"]
    if isinstance(out, transformers.utils.ModelOutput):
        keys = [k for k, v in out.items() if isinstance(v, torch.Tensor)]
        for group in AUTO_OUTPUTS:
            if all(k in keys for k in group):
                return group
        keys = [k for k in keys if k != "loss"]
        if keys:
            return keys[:1]
    if isinstance(out, (tuple, list)) and out and isinstance(out[0], torch.Tensor):
        return ["out0"]
    raise BuildError(f"no tensor output to return in {type(out).__name__}")


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

    def raw(self, *args):
        return self.model(**dict(zip(self.input_names, args)), **self.extra)

    def forward(self, *args):
        return self.select(self.raw(*args))

    def select(self, out):
        """The outputs this wrapper returns, from the model's own return value."""
        if isinstance(out, torch.Tensor):
            out = (out,)
        if isinstance(out, (tuple, list)) and not isinstance(out, transformers.utils.ModelOutput):
            return tuple(out)
        return tuple(out[name] for name in self.output_names)


def output_names(entry: Entry, n: int) -> list:
    return entry.outputs if entry.outputs else [f"out{i}" for i in range(n)]


def probe_eager(entry: Entry, model, config, values):
    """The first eager call, deciding an enumerated entry's outputs. Log-mel
    features are tried as (batch, mels, frames), Whisper's layout, then as
    (batch, frames, mels), the conformer encoders' (Parakeet, Speech2Text)."""
    names = [s.name for s in entry.inputs]
    layouts = [values]
    feats = next((s for s in entry.inputs if s.name == "input_features" and len(s.shape) == 3), None)
    if feats is not None and entry.raw.get("enumerated"):
        layouts.append({**values, "input_features": values["input_features"].transpose(1, 2).contiguous()})
    for k, vals in enumerate(layouts):
        args = tuple(vals[n] for n in names)
        try:
            with torch.no_grad(), sdpa_kernel([SDPBackend.MATH]):
                probe = Positional(model, names, entry.outputs or ["out0"])
                if not entry.outputs and entry.raw.get("enumerated"):
                    # One call both decides the outputs and gives them (a second call costs a
                    # whole CPU forward: 4 s of perceiver-seq-cls's 12 s build).
                    raw = probe.raw(*args)
                    entry.outputs = auto_outputs(raw)
                    probe = Positional(model, names, entry.outputs)
                    first = probe.select(raw)
                else:
                    first = probe(*args)
        except Exception:
            if k + 1 == len(layouts):
                raise
            continue
        if k > 0:
            feats.shape = list(vals["input_features"].shape)
        return first, vals
