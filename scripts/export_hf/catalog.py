"""The catalog (scripts/hf-catalog.toml): which architectures to export, at
what size, fed with which inputs; with `enumerate = true` at its top, every
further (model type, head) transformers offers (enumerate.py) follows the
hand-written entries. Also the input presets and the
deterministic input values, so that export and baseline see the same data."""

import tomllib
from dataclasses import dataclass, field
from pathlib import Path

# Input presets: (name, dtype, shape, fill). Sequence 8, batch 2 so that the
# padded attention mask of the second row exercises masking.
PRESETS = {
    "text": [("input_ids", "i64", [2, 8], "ids"), ("attention_mask", "i64", [2, 8], "mask")],
    "text-ids": [("input_ids", "i64", [2, 8], "ids")],
    "seq2seq": [
        ("input_ids", "i64", [2, 8], "ids"),
        ("attention_mask", "i64", [2, 8], "mask"),
        ("decoder_input_ids", "i64", [2, 8], "ids"),
    ],
    "image": [("pixel_values", "f32", [2, 3, 32, 32], "normal")],
    "audio": [("input_values", "f32", [1, 1600], "normal")],
    "text-image": [
        ("input_ids", "i64", [2, 8], "ids"),
        ("pixel_values", "f32", [2, 3, 32, 32], "normal"),
        ("attention_mask", "i64", [2, 8], "mask"),
    ],
    "ids-image": [("input_ids", "i64", [2, 8], "ids"), ("pixel_values", "f32", [2, 3, 32, 32], "normal")],
}

# Input dtypes by manifest name (torch's own only where inputs are made:
# reading a catalog needs no torch).
DTYPES = ("f32", "f64", "i64", "i32", "bool")


def torch_dtype(name: str):
    import torch

    return {"f32": torch.float32, "f64": torch.float64, "i64": torch.int64, "i32": torch.int32, "bool": torch.bool}[name]


@dataclass
class InputSpec:
    name: str
    dtype: str
    shape: list
    fill: str


@dataclass
class Entry:
    id: str
    model_type: str
    model_class: str
    task: str
    config: dict
    inputs: list
    outputs: list
    seed: int
    # "file.py:function" for a user's own model instead of a transformers class.
    factory: str = ""
    raw: dict = field(default_factory=dict)


class CatalogError(Exception):
    pass


def load(path: Path) -> list:
    try:
        data = tomllib.loads(path.read_text())
    except (OSError, tomllib.TOMLDecodeError) as e:
        raise CatalogError(f"{path}: {e}") from e
    seed = int(data.get("seed", 0))
    entries, seen = [], set()
    for i, m in enumerate(data.get("model", [])):
        where = f"{path}: model #{i + 1}"
        try:
            ident = m["id"]
        except KeyError:
            raise CatalogError(f"{where}: no `id`") from None
        if not ident or any(c not in "abcdefghijklmnopqrstuvwxyz0123456789._-" for c in ident):
            raise CatalogError(f"{where}: id `{ident}` must use only [a-z0-9._-]")
        if ident in seen:
            raise CatalogError(f"{where}: id `{ident}` appears twice")
        seen.add(ident)
        factory = m.get("factory", "")
        if factory and not Path(factory.rpartition(":")[0]).is_absolute():
            factory = str(path.parent / factory)  # relative to the catalog file
        if not factory and ("type" not in m or "class" not in m):
            raise CatalogError(f"{where} ({ident}): needs `type` and `class`, or a `factory`")
        entries.append(
            Entry(
                id=ident,
                model_type=m.get("type", ""),
                model_class=m.get("class", ""),
                task=m.get("task", ""),
                config=dict(m.get("config", {})),
                inputs=parse_inputs(m.get("inputs", "text"), f"{where} ({ident})"),
                outputs=list(m.get("outputs", [])),
                seed=int(m.get("seed", seed)),
                factory=factory,
                raw=m,
            )
        )
    if data.get("enumerate", False):
        from .enumerate import entries as enumerated

        entries += enumerated(seed, seen, {(e.model_type, e.model_class) for e in entries})
    if data.get("derive", False):
        entries += derived(entries)
    return entries


# Further ways of exporting a causal LM, each an entry of its own after
# every forward entry: `<id>-train` (a training step, train.py) and
# `<id>-dyn` (a bounded dynamic sequence length, dynamic.py).
# The bounded exports come first: torch_xla decides at a process's first
# lowering whether lowerings carry node metadata (module locations), and
# theirs do, a training step's do not.
DERIVED = {"dyn": "causal-lm-dynamic", "train": "causal-lm-train"}


def derived(entries: list) -> list:
    import copy

    out = []
    for kind, task in DERIVED.items():
        for e in entries:
            if e.task == "causal-lm" and not e.factory:
                d = copy.deepcopy(e)
                d.id, d.task = f"{e.id}-{kind}", task
                d.raw = {**copy.deepcopy(e.raw), "derived": kind, "base": e.id, "rank": 1000}
                out.append(d)
    return out


def parse_inputs(spec, where: str) -> list:
    if isinstance(spec, str):
        if spec not in PRESETS:
            raise CatalogError(f"{where}: unknown input preset `{spec}` (known: {', '.join(PRESETS)})")
        return [InputSpec(*p) for p in PRESETS[spec]]
    out = []
    for s in spec:
        try:
            out.append(InputSpec(s["name"], s["dtype"], list(s["shape"]), s.get("fill", "normal")))
        except (KeyError, TypeError) as e:
            raise CatalogError(f"{where}: bad input {s!r}: {e}") from e
        if out[-1].dtype not in DTYPES:
            raise CatalogError(f"{where}: input `{out[-1].name}` has dtype `{out[-1].dtype}` (use {', '.join(DTYPES)})")
    return out


def vocab_bound(config) -> int:
    """Token ids stay below min(vocab, 100) and at or above 4, clear of the
    usual special tokens (pad, bos, eos, unk) of tiny configs."""
    sizes = []
    for c in [config, getattr(config, "text_config", None)]:
        for attr in ("vocab_size", "src_vocab_size", "tgt_vocab_size"):
            v = getattr(c, attr, None) if c is not None else None
            if isinstance(v, int) and v > 0:
                sizes.append(v)
    return max(8, min(sizes + [100]))


def config_value(config, name):
    """`name` of a config, else of its vision, image, audio or text sub-config; None where none has it."""
    subs = ("vision_config", "image_config", "audio_config", "text_config", "encoder")
    for c in [config] + [getattr(config, s, None) for s in subs]:
        v = getattr(c, name, None) if c is not None else None
        if v is not None:
            return v
    return None


def fit_to_config(specs: list, config, model_type: str) -> list:
    """A hand-written entry's input specs (sized for its tiny config) fitted to another config, its
    published defaults (the real catalog's `hf-default.*`): images at the config's size and
    channels; log-mel features with its mel bins and, for Whisper's encoder, the frames its
    positions expect; the Audio Spectrogram Transformer's spectrogram at its length and mel bins;
    batch 1 where the config has no padding token (a sequence classifier cannot find each row's
    last token in a batch without one). Other inputs keep their shapes (8 tokens stay 8)."""
    import copy

    specs = copy.deepcopy(specs)
    size, channels = config_value(config, "image_size"), config_value(config, "num_channels")
    mels, positions = config_value(config, "num_mel_bins"), config_value(config, "max_source_positions")
    for s in specs:
        if s.name == "pixel_values" and len(s.shape) == 4 and size is not None:
            hw = list(size) if isinstance(size, (list, tuple)) else [size, size]
            s.shape = [s.shape[0], int(channels or s.shape[1]), int(hw[0]), int(hw[1])]
        elif s.name == "input_values" and model_type == "audio-spectrogram-transformer" and len(s.shape) == 3:
            s.shape = [s.shape[0], int(config_value(config, "max_length") or s.shape[1]), int(mels or s.shape[2])]
        elif s.name == "input_features" and len(s.shape) == 3 and mels is not None and model_type.startswith("whisper"):
            s.shape = [s.shape[0], int(mels), int(2 * positions) if positions else s.shape[2]]
    if config_value(config, "pad_token_id") is None:
        for s in specs:
            if s.shape:
                s.shape = [1] + list(s.shape[1:])
    return specs


def make_inputs(entry: Entry, config) -> dict:
    """Deterministic input values from the entry's seed (independent of the
    model's initialisation, which uses the same seed separately)."""
    import torch

    g = torch.Generator().manual_seed(entry.seed + 1)
    values = {}
    for s in entry.inputs:
        dt = torch_dtype(s.dtype)
        if s.fill == "ids":
            t = torch.randint(4, vocab_bound(config), s.shape, generator=g, dtype=dt)
        elif s.fill == "mask":
            t = torch.ones(s.shape, dtype=dt)
            if len(s.shape) == 2 and s.shape[0] > 1 and s.shape[1] > 2:
                t[-1, -2:] = 0  # right padding in the last row
        elif s.fill == "ones":
            t = torch.ones(s.shape, dtype=dt)
        elif s.fill == "zeros":
            t = torch.zeros(s.shape, dtype=dt)
        elif s.fill == "normal":
            t = torch.randn(s.shape, generator=g).to(dt)
        elif s.fill == "uniform":
            t = torch.rand(s.shape, generator=g).to(dt)
        else:
            raise CatalogError(f"{entry.id}: input `{s.name}` has unknown fill `{s.fill}` (ids, mask, ones, zeros, normal, uniform)")
        values[s.name] = t
    return values
