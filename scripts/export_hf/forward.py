"""A catalog entry as a plain PyTorch forward, with no exporter attached:
the module (positional tensor inputs, a tuple of tensor outputs) and its
input values, built exactly as the exporter builds them (same seed, same
inputs, same output selection). This is what a framework under test
(TorchTPU, through scripts/torch_tpu) runs, and what PyTorch CPU eager is
compared with. Needs torch and transformers, not torch_xla."""

from pathlib import Path

from . import catalog
from .catalog import Entry, make_inputs, vocab_bound
from .models import BuildError, Positional, build, probe_eager

# Entry ids the catalog derives from causal LMs: not forward heads.
DERIVED_SUFFIXES = ("-train", "-dyn")


def entries(path: Path) -> list:
    """The catalog's forward entries (hand-written and enumerated), in catalog order."""
    return [e for e in catalog.load(path) if not e.id.endswith(DERIVED_SUFFIXES)]


def forward(entry: Entry) -> tuple:
    """(module, args, attn): the entry's model wrapped to take `args`
    positionally, and the attention implementation it was built with: SDPA
    where the architecture supports it, else transformers' eager attention
    (the exporter's order). The first eager call (on the CPU, math SDPA)
    settles the outputs of an enumerated entry and the layout of log-mel
    features, as for the export."""
    failures = []
    for attn in ("sdpa", "eager"):
        try:
            model, config = build(entry, attn)
        except Exception as e:  # transformers refuses SDPA for some architectures at build time
            failures.append(f"{attn}: {type(e).__name__}: {e}")
            continue
        values = make_inputs(entry, config)
        _, values = probe_eager(entry, model, config, values)
        names = [s.name for s in entry.inputs]
        module = Positional(model, names, entry.outputs or ["out0"]).eval()
        return module, tuple(values[n] for n in names), attn
    raise BuildError(f"{entry.id}: " + "; ".join(failures))


def by_id(path: Path, entry_id: str) -> Entry:
    """One forward entry by id; a clear error naming the catalog for an unknown one."""
    for e in entries(path):
        if e.id == entry_id:
            return e
    raise catalog.CatalogError(f"{path}: no forward entry `{entry_id}` (ids: scripts/hf-catalog.toml, and the enumerated `<type>-<head>`)")


__all__ = ["entries", "forward", "by_id"]


def causal_lms(path: Path) -> list:
    """The forward entries that are causal LMs the catalog sweeps over sequence lengths (each has a
    `-dyn` derivation): what `tpu-compat torch hf-causal` runs."""
    return [e for e in entries(path) if e.task == "causal-lm" and not e.factory]


def causal(entry: Entry, length: int) -> tuple:
    """(module, (ids,), attn): a causal LM entry as its length sweep runs it, built as `forward`
    builds it (same weights), on token ids alone, `length` of them (batch 1, drawn from the entry's
    seed clear of the special tokens), returning the entry's outputs."""
    import torch

    if entry.task != "causal-lm" or entry.factory:
        raise BuildError(f"{entry.id}: not one of the catalog's causal LMs (task {entry.task!r}); only they are swept over lengths")
    failures = []
    for attn in ("sdpa", "eager"):
        try:
            model, config = build(entry, attn)
        except Exception as e:
            failures.append(f"{attn}: {type(e).__name__}: {e}")
            continue
        g = torch.Generator().manual_seed(entry.seed + 1)
        ids = torch.randint(4, vocab_bound(config), (1, int(length)), generator=g, dtype=torch.long)
        module = Positional(model, ["input_ids"], entry.outputs or ["logits"]).eval()
        return module, (ids,), attn
    raise BuildError(f"{entry.id}: " + "; ".join(failures))
