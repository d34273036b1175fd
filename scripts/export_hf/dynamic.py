"""Bounded dynamic sequence length for the causal LMs: each exported causal
LM again, as a program tpu-compat sweeps over lengths (its `[dynamic]`
section), with PyTorch's outputs at every length as baselines.

1. torch.export with the sequence dimension a `Dim` up to the bound
   (`torch.export.Dim("seq", max=BOUND)`): the model must trace for every
   length at once (no guard specialising the length), else the entry fails
   at stage `export`.
2. The program committed is the bound's padded form, the one XLA devices
   run (TorchTPU's): input ids padded to the bound and the real length as
   an `i32` argument (`seq_len`) that masks the padding, lowered like any
   forward (with module locations). An entry argument typed
   `tensor<?x..., #stablehlo.bounds<..>>` does not run on the CPU plugin.
3. Baselines: PyTorch eager on the first L tokens, no padding, for each
   length L of tpu-compat's default length policy (the edges, the middle
   and the primes up to the bound), stored as `<id>.len<L>`; each is also
   checked against the Dim-exported program at that length where L is in
   its range.

tpu-compat compiles the program once and runs it at each length (a second
compile fails the sweep), cutting its outputs to the baseline's shapes."""

import re
from pathlib import Path

import safetensors.torch
import torch
from torch.nn.attention import SDPBackend, sdpa_kernel
from torch_xla.stablehlo import StableHLOExportOptions, exported_program_to_stablehlo

from . import fill, locations
from .baseline import load_weights, provenance
from .definition import read
from .export import ExportError, dtype_name, fill_spec, first_line, portable_bool_constants
from .importer import Target, source_of
from .models import PREFIX

BOUND = 16
SUFFIX = "-dyn"
LENGTH_ARGUMENT = "seq_len"


def lengths(bound: int = BOUND) -> list:
    """tpu-compat's `--lengths default` (harness/src/dynamism/lengths.rs)."""
    primes = [n for n in range(2, bound + 1) if all(n % d for d in range(2, int(n ** 0.5) + 1))]
    v = {1, 2, 3, bound // 2 - 1, bound // 2, bound // 2 + 1, bound - 1, bound, *primes}
    return sorted(n for n in v if 1 <= n <= bound)


class Logits(torch.nn.Module):
    """ids -> logits (the Dim export and the eager reference)."""

    def __init__(self, model):
        super().__init__()
        self.model = model

    def forward(self, input_ids):
        return self.model(input_ids=input_ids, use_cache=False, return_dict=True).logits


class Padded(torch.nn.Module):
    """(ids padded to the bound, real length) -> logits at the bound; the
    positions past the length are masked out."""

    def __init__(self, model):
        super().__init__()
        self.model = model

    def forward(self, input_ids, seq_len):
        mask = (torch.arange(input_ids.shape[1], device=input_ids.device) < seq_len).to(torch.long)
        mask = mask.unsqueeze(0).expand(input_ids.shape[0], -1)
        return self.model(input_ids=input_ids, attention_mask=mask, use_cache=False, return_dict=True).logits


def seeded_model(entry, attn):
    """The entry's model with its trainable parameters replaced by their seeded fills; (model, {name: spec})."""
    from .models import build

    try:
        model, _ = build(entry, attn)
    except Exception as e:
        raise ExportError("build", f"{type(e).__name__}: {e}") from e
    specs = {}
    with torch.no_grad():
        for n, p in model.named_parameters(remove_duplicate=False):
            spec = fill_spec(p.detach()) if p.requires_grad else None
            if spec is not None:
                p.copy_(torch.from_numpy(fill.values(spec, dtype_name(p.dtype), list(p.shape), entry.seed, n)))
            specs[n] = spec
    return model.eval(), specs


def export_dynamic(entry, forward_folder: Path, target: Target) -> dict:
    fwd_manifest, _, fwd_values = read(forward_folder)
    attn = fwd_manifest.get("source", {}).get("attention", "sdpa")
    model, specs = seeded_model(entry, attn)
    ids_at = {a["name"]: v for a, v in zip(fwd_manifest["arguments"], fwd_values)}.get("input_ids")
    if ids_at is None:
        raise ExportError("build", "the forward definition has no input_ids")
    # Token ids in the forward definition's range (clear of the special tokens).
    lo, hi = int(ids_at.min().item()), int(ids_at.max().item()) + 1
    g = torch.Generator().manual_seed(entry.seed)
    ids = torch.randint(lo, max(hi, lo + 1), (1, BOUND), generator=g, dtype=torch.long)
    seq = torch.export.Dim("seq", min=2, max=BOUND)
    try:
        with torch.no_grad(), sdpa_kernel([SDPBackend.MATH]):
            dyn = torch.export.export(Logits(model), (ids[:, :BOUND // 2],), dynamic_shapes=({1: seq},), strict=False)
    except Exception as e:
        raise ExportError("export", f"with a Dim(max={BOUND}) sequence: {type(e).__name__}: {first_line(e)}") from e
    wrapper = Padded(model).eval()
    length = torch.tensor(BOUND, dtype=torch.int32)
    try:
        with torch.no_grad(), sdpa_kernel([SDPBackend.MATH]):
            ep = torch.export.export(wrapper, (ids, length), strict=False)
    except Exception as e:
        raise ExportError("export", f"the padded program: {type(e).__name__}: {first_line(e)}") from e
    try:
        bundle = exported_program_to_stablehlo(ep, StableHLOExportOptions(export_node_metadata=True))
        text = locations.rewrite(bundle.get_stablehlo_text("forward"))
        func = bundle._bundle.stablehlo_funcs[0]
    except Exception as e:
        raise ExportError("lower", f"{type(e).__name__}: {first_line(e)}") from e
    state = bundle._bundle.state_dict
    constants = bundle._bundle.additional_constants
    arguments, stored = [], {}
    data = {"input_ids": ids, LENGTH_ARGUMENT: length}
    for loc in func.meta.input_locations:
        kind = loc.type_.value
        spec = None
        if kind == "parameter":
            name = loc.name[len(PREFIX):] if loc.name.startswith(PREFIX) else loc.name
            value, role, spec = state[loc.name], "weight", specs.get(name)
        elif kind == "constant":
            name, value, role = f"constant.{loc.position}", constants[loc.position], "weight"
        else:
            name = ["input_ids", LENGTH_ARGUMENT][loc.position]
            value, role = data[name], "data"
        value = value if isinstance(value, torch.Tensor) else torch.tensor(value)
        dtype_name(value.dtype)  # one the harness knows
        arguments.append({"name": name, "role": role, **({"fill": spec} if spec else {})})
        if spec is None:
            stored[name] = value.detach().cpu().contiguous()
    if LENGTH_ARGUMENT not in {a["name"] for a in arguments}:
        raise ExportError("lower", f"the lowering dropped `{LENGTH_ARGUMENT}`: the program does not read the length")
    # One output, the logits (import checks every argument and the output against @main).
    ident = entry.id + SUFFIX
    description = {
        "family": fwd_manifest["family"],
        "task": "causal-lm-dynamic",
        "seed": entry.seed,
        "arguments": arguments,
        "outputs": [{"name": "logits", "kind": "logits"}],
        "dynamic": {"bound": BOUND, "length_argument": LENGTH_ARGUMENT},
        "source": {
            **source_of(fwd_manifest),
            "exporter": f"torch.export.export(dynamic_shapes: input_ids dim 1 = Dim('seq', min=2, max={BOUND})) checked;"
                        " the padded program (input_ids at the bound, seq_len masking the rest) lowered by"
                        " torch_xla.stablehlo.exported_program_to_stablehlo",
            "dim_export_guards": str(dyn.range_constraints),
            "forward_definition": entry.id,
            "inputs": f"input_ids [1, {BOUND}] (seeded randint), seq_len i32",
        },
    }
    target.write(ident, portable_bool_constants(text), stored, description)
    EXPORTED[ident] = dyn
    return {"id": ident, "attention": attn, "arguments": len(arguments), "bound": BOUND,
            "located_ops": len(re.findall(r' loc\("', text))}


# The Dim-exported program of each entry exported in this process, for its baseline's check.
EXPORTED = {}


def record_dynamic(entry, folder: Path, store: Path) -> list:
    """Eager logits on the first L tokens for every length; one baseline file
    per length (checked against the Dim-exported program where this process
    exported it)."""

    manifest, program, values = read(folder)
    dyn = EXPORTED.pop(manifest["id"], None)
    model, _ = seeded_model(entry, manifest["source"].get("attention", "sdpa"))
    load_weights(model, manifest, values, folder)
    ids = dict(zip((a["name"] for a in manifest["arguments"]), values))["input_ids"]
    meta = provenance(manifest, program, values, entry.seed)
    store.mkdir(parents=True, exist_ok=True)
    for old in store.glob(f"{manifest['id']}.len*.safetensors"):
        old.unlink()
    paths, worst = [], 0.0
    eager = Logits(model).eval()
    for n in lengths():
        with torch.no_grad(), sdpa_kernel([SDPBackend.MATH]):
            out = eager(ids[:, :n]).detach().contiguous()
            if dyn is not None and n >= 2:
                # The Dim-exported program at this length agrees with eager.
                worst = max(worst, float((dyn.module()(ids[:, :n]) - out).abs().max()))
        path = store / f"{manifest['id']}.len{n}.safetensors"
        safetensors.torch.save_file({"out0": out}, str(path), metadata=dict(meta, definition_id=f"{manifest['id']}.len{n}",
                                                                          length=str(n)))
        paths.append(path)
    if worst > 1e-4:
        raise RuntimeError(f"the Dim-exported program differs from eager by {worst:.2e} at some length")
    return paths
