"""Exporting one catalog entry: torch.export (non-strict), then torch_xla's
StableHLO lowering; the export folder (program, stored tensors, and
definition.json naming what the lowering does not: argument names, roles,
seeded weights, outputs) that `tpu-compat import` makes the definition
folder of (importer.Target).

Argument order and roles come from the lowering's input locations, not from
the state dict: parameters, buffers and lifted constants are interleaved
with user inputs as the graph needs them, tied weights appear once, and
non-persistent buffers (rotary inv_freq, position ids) are arguments too."""

import json
import re

import numpy as np
import torch
import torch_xla
import transformers
from torch.nn.attention import SDPBackend, sdpa_kernel
from torch_xla.stablehlo import StableHLOExportOptions, exported_program_to_stablehlo

from . import VERSION, locations
from .catalog import Entry, make_inputs
from .importer import Target
from .models import PREFIX, Positional, build, output_names, probe_eager

DTYPES = {
    "float32": "f32", "float64": "f64", "float16": "f16", "bfloat16": "bf16", "int64": "i64", "int32": "i32",
    "int16": "i16", "int8": "i8", "uint8": "u8", "bool": "bool",
}


class ExportError(Exception):
    def __init__(self, stage, message):
        super().__init__(f"{stage}: {message}")
        self.stage = stage
        self.message = message


def dtype_name(dt) -> str:
    key = str(dt).replace("torch.", "")
    if key not in DTYPES:
        raise ExportError("lower", f"unsupported dtype {dt}")
    return DTYPES[key]


def to_torch(value) -> torch.Tensor:
    if isinstance(value, torch.Tensor):
        return value.detach().cpu().contiguous()
    return torch.from_numpy(np.array(value, copy=True)).contiguous()


def export_entry(entry: Entry, target: Target) -> dict:
    """Exports `entry` as the definition <suite_dir>/<id>/. Returns a summary
    for the report; raises ExportError naming the stage that failed (or
    importer.ImportFailed with the import's words)."""
    attempts = []
    for attn in ("sdpa", "eager"):
        try:
            return export_with(entry, target, attn)
        except ExportError as e:
            attempts.append(e)
            # Architectures without SDPA support refuse at build time; export
            # failures are retried too, eager attention traces more simply.
            if e.stage not in ("build", "export", "lower"):
                break
    if len(attempts) == 1:
        raise attempts[0]
    # The eager attempt's error is the informative one; the SDPA one follows, shortened.
    last, first = attempts[-1], attempts[0]
    raise ExportError(last.stage, f"{last.message} (with eager attention; with sdpa: {first.stage}: {first.message[:120]})")


def export_with(entry: Entry, target: Target, attn: str) -> dict:
    try:
        model, config = build(entry, attn)
    except Exception as e:
        raise ExportError("build", f"{type(e).__name__}: {e}") from e
    try:
        values = make_inputs(entry, config)
    except Exception as e:
        raise ExportError("inputs", f"{type(e).__name__}: {e}") from e
    names = [s.name for s in entry.inputs]
    try:
        first, values = probe_eager(entry, model, config, values)
        outs = output_names(entry, len(first))
        wrapper = Positional(model, names, outs).eval()
    except Exception as e:
        raise ExportError("eager", f"{type(e).__name__}: {e}") from e
    args = tuple(values[n] for n in names)
    try:
        with torch.no_grad(), sdpa_kernel([SDPBackend.MATH]):
            ep = torch.export.export(wrapper, args, strict=False)
    except Exception as e:
        raise ExportError("export", f"{type(e).__name__}: {first_line(e)}") from e
    try:
        # With node metadata, each op's location names its PyTorch module
        # (locations.rewrite); a lowering that refuses it is retried without.
        unlocated = ""
        try:
            bundle = exported_program_to_stablehlo(ep, StableHLOExportOptions(export_node_metadata=True))
            text = locations.rewrite(bundle.get_stablehlo_text("forward"))
        except Exception as e:  # recorded in the report (`unlocated`)
            unlocated = f"{type(e).__name__}: {first_line(e)}"
            bundle = exported_program_to_stablehlo(ep)
            text = bundle.get_stablehlo_text("forward")
        func = bundle._bundle.stablehlo_funcs[0]
    except Exception as e:
        raise ExportError("lower", f"{type(e).__name__}: {first_line(e)}") from e

    arguments, stored, numel = [], {}, {}
    state = bundle._bundle.state_dict
    constants = bundle._bundle.additional_constants
    trainable = {PREFIX + n for n, p in model.named_parameters(remove_duplicate=False) if p.requires_grad}
    for loc, sig in zip(func.meta.input_locations, func.meta.input_signature):
        kind = loc.type_.value
        spec = None
        if kind == "parameter":
            name = loc.name[len(PREFIX):] if loc.name.startswith(PREFIX) else loc.name
            value, role = to_torch(state[loc.name]), "weight"
            # Trainable parameters are seeded (the harness fills them from
            # the spec); buffers, frozen parameters and constants keep
            # their real values (positions, masks, rotary frequencies).
            spec = fill_spec(value) if loc.name in trainable else None
        elif kind == "constant":
            name, value, role = f"constant.{loc.position}", to_torch(constants[loc.position]), "weight"
        else:
            name, value, role = names[loc.position], values[names[loc.position]], "data"
        if list(value.shape) != list(sig.shape):
            raise ExportError("lower", f"argument `{name}` is {list(value.shape)}, the signature says {list(sig.shape)}")
        if name in numel:
            raise ExportError("lower", f"argument name `{name}` appears twice")
        dtype_name(value.dtype)  # one the harness knows
        numel[name] = value.numel()
        if spec is None:
            stored[name] = value
        arguments.append({"name": name, "role": role, **({"fill": spec} if spec else {})})
    outputs = [{"name": n, "kind": "logits" if "logits" in n or n == "itm_score" else "features"} for n in outs]

    # tpu-compat import checks every argument and output against @main, and fills the seeded ones.
    description = {
        "family": entry.model_type.replace("_", "-") if entry.model_type else entry.id,
        "task": entry.task,
        "seed": entry.seed,
        "arguments": arguments,
        "outputs": outputs,
        "source": {
            "exporter": "torch.export.export(strict=False) + torch_xla.stablehlo.exported_program_to_stablehlo",
            "export_hf": VERSION,
            "torch": torch.__version__,
            "transformers": transformers.__version__,
            "torch_xla": torch_xla.__version__,
            "model_class": entry.model_class or entry.factory,
            "config_overrides": json.dumps(entry.config, sort_keys=True),
            "attention": attn,
            **({"experts_implementation": entry.raw["experts_implementation"]} if entry.raw.get("experts_implementation") else {}),
            "inputs": json.dumps([[s.name, s.dtype, s.shape, s.fill] for s in entry.inputs]),
        },
    }
    target.write(entry.id, portable_bool_constants(text), stored, description)
    weights = [a for a in arguments if a["role"] == "weight" and "fill" not in a]
    ops = sorted(set(re.findall(r"\b((?:stablehlo|mhlo|chlo)\.[a-z_]+)\b(?! =)", text)))
    custom = sorted(set(re.findall(r'custom_call @([\w.]+)|call_target_name = "([^"]+)"', text)))
    return {
        "id": entry.id,
        "attention": attn,
        "arguments": len(arguments),
        "weights": len(weights),
        "parameters": int(sum(numel[a["name"]] for a in arguments if a["role"] == "weight")),
        "seeded": sum(1 for a in arguments if "fill" in a),
        "kept": len(weights),
        "custom_calls": sorted({a or b for a, b in custom}),
        "located_ops": len(re.findall(r' loc\("', text)),
        **({"unlocated": unlocated} if unlocated else {}),
        "ops": ops,
    }


def fill_spec(t: torch.Tensor):
    """The seeded fill standing in for a trainable parameter's initial
    values: ones, zeros or a constant where it is constant, else a normal
    with its root mean square (rounded to 3 digits); None to keep the real
    values (non-f32/f64, empty or non-finite tensors)."""
    if t.dtype not in (torch.float32, torch.float64) or t.numel() == 0:
        return None
    x = t.double()
    if not bool(torch.isfinite(x).all()):
        return None
    lo, hi = x.min().item(), x.max().item()
    if lo == hi:
        return "ones" if lo == 1.0 else "zeros" if lo == 0.0 else f"constant({lo!r})"
    rms = float(f"{x.square().mean().sqrt().item():.3g}")
    return f"normal({rms!r})"


def first_line(e: Exception) -> str:
    s = str(e).strip().splitlines()
    return s[0][:400] if s else ""


_PACKED_I1 = re.compile(r'dense<"0x([0-9A-Fa-f]+)">(\s*:\s*tensor<((?:\d+x)+)i1>)')


def portable_bool_constants(text: str) -> str:
    """Rewrites boolean constants that the exporter printed as hex packed one
    bit per element (least significant bit first) as literals. StableHLO
    1.13 (xla-cpu-pjrt 0.0.1) reads the packed form, 1.20 rejects it ("hex
    data size is invalid"); the literal form reads the same in both."""

    def literal(m):
        data = bytes.fromhex(m.group(1))
        dims = [int(d) for d in m.group(3).rstrip("x").split("x")]
        n = 1
        for d in dims:
            n *= d
        if len(data) == n or len(data) != (n + 7) // 8:
            return m.group(0)  # one byte per element, or a splat: already portable
        bits = ["true" if data[k // 8] >> (k % 8) & 1 else "false" for k in range(n)]

        def nest(flat, shape):
            if len(shape) == 1:
                return "[" + ", ".join(flat) + "]"
            step = len(flat) // shape[0]
            return "[" + ", ".join(nest(flat[i * step:(i + 1) * step], shape[1:]) for i in range(shape[0])) + "]"

        return f"dense<{nest(bits, dims)}>{m.group(2)}"

    return _PACKED_I1.sub(literal, text)
