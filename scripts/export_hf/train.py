"""Training steps of the causal LMs: one optimizer step (forward, the
model's own loss, backward, SGD with momentum) exported as one StableHLO
program whose parameter and momentum arguments alias their updated outputs
(`tf.aliasing_output`), so tpu-compat runs it K steps with the state kept on
the device; and its PyTorch-eager loss trajectory as the baseline.

How the step is captured: the step function (torch.func.functional_call of
the model with labels = input_ids, torch.autograd.grad, the update) is
traced by make_fx into one aten graph, forward and backward together, which
torch.export and torch_xla's lowering then turn into StableHLO like any
forward. The eager trajectory runs the same step function on real tensors,
K times, with PyTorch's autograd: the reference is PyTorch's own backward,
not the traced graph. Dropout is off (eval mode) so both are deterministic.

The definition and the baseline are written by `tpu-compat import`
(importer.Target): the feed (each state argument by the output of its own
name) is given as `--feed`, and the expected outputs are the loss curve
alone (`loss@1..K`; the baseline then says `trajectory = loss`): the harness
judges a trajectory by its losses where its reference recorded only those.
A float64 loss curve is recorded beside it where the model runs in float64
(import takes none for a training step: written here, with the imported
baseline's provenance)."""

import os
import re
from pathlib import Path

import torch
from torch.fx.experimental.proxy_tensor import make_fx
from torch.nn.attention import SDPBackend, sdpa_kernel
from torch_xla.stablehlo import exported_program_to_stablehlo

from . import fill
from .baseline import eager_metadata, load_weights
from .definition import read
from .export import ExportError, dtype_name, fill_spec, first_line, portable_bool_constants
from .importer import Target, metadata, save, source_of

STEPS = 5
LR = 0.1
MOMENTUM = 0.9
SUFFIX = "-train"


def trainable(model):
    """(name, parameter) of every float parameter that requires grad, tied ones once."""
    return [(n, p) for n, p in model.named_parameters() if p.requires_grad and p.is_floating_point()]


def step_function(model, pnames, bnames, data_names):
    """step(*params, *momenta, *buffers, *data) -> (loss, *params', *momenta')."""
    n, b = len(pnames), len(bnames)

    def step(*flat):
        params, moms = flat[:n], flat[n:2 * n]
        buffers, data = flat[2 * n:2 * n + b], flat[2 * n + b:]
        leaves = [p.detach().requires_grad_(True) for p in params]
        state = {**dict(zip(pnames, leaves)), **dict(zip(bnames, buffers))}
        kwargs = dict(zip(data_names, data))
        with torch.enable_grad():
            out = torch.func.functional_call(model, state, (), {**kwargs, "use_cache": False, "return_dict": True})
            loss = next_token_loss(out.logits, kwargs["input_ids"])
            grads = torch.autograd.grad(loss, leaves, allow_unused=True)
        new_m, new_p = [], []
        for p, m, g in zip(params, moms, grads):
            g = torch.zeros_like(p) if g is None else g
            m2 = m * MOMENTUM + g
            new_m.append(m2)
            new_p.append(p - m2 * LR)
        return (loss.detach(), *new_p, *new_m)

    return step


def trace(step, example):
    """The step as one aten graph. Fake tensors first (transformers then
    sees a traced call and skips its data-dependent mask shortcuts); real
    ones where fake tensors' strides go wrong (a view the fake kernel
    refuses)."""
    with sdpa_kernel([SDPBackend.MATH]):
        try:
            return make_fx(step, tracing_mode="fake")(*example)
        except Exception as fake:
            try:
                return make_fx(step, tracing_mode="real")(*example)
            except Exception:
                raise fake from None


def next_token_loss(logits, ids):
    """Mean cross-entropy of each position's logits against the next token,
    in f32, written with a one-hot product (the same value as
    cross_entropy; its backward is a product, where nll_loss's lowers
    wrongly through torch_xla 2.9: `Shapes are not compatible for
    broadcasting`)."""
    logp = torch.log_softmax(logits[:, :-1, :].float(), dim=-1)
    target = torch.nn.functional.one_hot(ids[:, 1:], logits.shape[-1]).to(logp.dtype)
    return -(logp * target).sum(-1).mean()


def add_aliasing(text: str, pairs) -> str:
    """Marks @main's argument i as aliasing output o for each (i, o)."""
    start = text.find("func.func @main(")
    if start < 0:
        start = text.find("func.func public @main(")
    end = text.find("->", start)
    head = text[start:end]
    for i, o in pairs:
        m = re.search(rf"%arg{i}: (tensor<[^>]*>)( \{{[^}}]*\}})?", head)
        if m is None:
            raise ExportError("lower", f"@main has no argument %arg{i}")
        if m.group(2):
            attrs = m.group(2)[:-1].rstrip() + f", tf.aliasing_output = {o} : i32}}"
        else:
            attrs = f" {{tf.aliasing_output = {o} : i32}}"
        head = head[:m.start()] + f"%arg{i}: {m.group(1)}{attrs}" + head[m.end():]
    return text[:start] + head + text[end:]


def load_state(model, forward_folder: Path):
    """The forward definition's seeded (and kept) weights, copied into the model."""

    manifest, _, values = read(forward_folder)
    load_weights(model, manifest, values, forward_folder)
    data = {a["name"]: v for a, v in zip(manifest["arguments"], values) if a["role"] == "data"}
    return manifest, data


def export_train(entry, forward_folder: Path, target: Target) -> dict:
    """Writes the definition <entry.id>-train from the exported causal LM in forward_folder."""
    from .models import build

    fwd_manifest = read(forward_folder)[0]
    attn = fwd_manifest.get("source", {}).get("attention", "sdpa")
    try:
        model, _ = build(entry, attn)
    except Exception as e:
        raise ExportError("build", f"{type(e).__name__}: {e}") from e
    model.eval()
    params = trainable(model)
    specs = {n: fill_spec(p.detach()) for n, p in params}
    with torch.no_grad():
        for n, p in params:
            if specs[n] is not None:
                p.copy_(torch.from_numpy(fill.values(specs[n], dtype_name(p.dtype), list(p.shape), entry.seed, n)))
    _, data = load_state(model, forward_folder)
    data_names = [n for n in ("input_ids", "attention_mask") if n in data]
    if "input_ids" not in data_names:
        raise ExportError("build", "the forward definition has no input_ids")
    buffers = list(model.named_buffers())
    pnames = [n for n, _ in params]
    bnames = [n for n, _ in buffers]
    state = [p.detach().clone() for _, p in params]
    moms = [torch.zeros_like(p) for p in state]
    example = (*state, *moms, *[b.detach().clone() for _, b in buffers], *[data[n] for n in data_names])
    step = step_function(model, pnames, bnames, data_names)
    try:
        with sdpa_kernel([SDPBackend.MATH]):
            loss0 = step(*example)[0]
        if not torch.isfinite(loss0):
            raise ExportError("eager", f"the first step's loss is {loss0.item()}")
    except ExportError:
        raise
    except Exception as e:
        raise ExportError("eager", f"{type(e).__name__}: {first_line(e)}") from e
    try:
        graph = trace(step, example)
        ep = torch.export.export(graph, example, strict=False)
    except Exception as e:
        raise ExportError("export", f"{type(e).__name__}: {first_line(e)}") from e
    try:
        # A traced step has no module stack to name: lowered without node
        # metadata. torch_xla leaves XLA_HLO_DEBUG=1 behind when a lowering
        # with metadata raised in this process, and the text then carries
        # debug locations the plugins cannot parse (`"xla__device_data"`).
        os.environ["XLA_HLO_DEBUG"] = "0"
        bundle = exported_program_to_stablehlo(ep)
        text = bundle.get_stablehlo_text("forward")
        if '"xla__' in text:
            raise ExportError("lower", "the lowering printed debug locations the plugins cannot parse (export it in a fresh process)")
        func = bundle._bundle.stablehlo_funcs[0]
    except Exception as e:
        raise ExportError("lower", f"{type(e).__name__}: {first_line(e)}") from e
    n = len(pnames)
    names = [*pnames, *[f"momentum.{p}" for p in pnames], *bnames, *data_names]
    constants = bundle._bundle.additional_constants
    arguments, stored, position = [], {}, {}
    for at, loc in enumerate(func.meta.input_locations):
        kind = loc.type_.value
        if kind in ("constant", "parameter"):
            # Tensors the step makes (index ranges, scalars), lifted by the
            # exporter as constants or as parameters of the traced graph.
            if kind == "constant":
                name, value = f"constant.{loc.position}", constants[loc.position]
            else:
                name, value = f"constant.{loc.name}", bundle._bundle.state_dict[loc.name]
            spec, role = None, "weight"
            value = value if isinstance(value, torch.Tensor) else torch.tensor(value)
        elif kind == "input_arg":
            p = loc.position
            position[p] = at
            name, value = names[p], example[p]
            spec, role = (specs[pnames[p]], "weight") if p < n else ("zeros", "weight") if p < 2 * n else \
                (None, "weight") if p < 2 * n + len(bnames) else (None, "data")
        else:
            raise ExportError("lower", f"the traced step has an argument of kind {kind}")
        dtype_name(value.dtype)  # one the harness knows
        arguments.append({"name": name, "role": role, **({"fill": spec} if spec else {})})
        if spec is None:
            stored[name] = value.detach().cpu().contiguous()
    # The lowering drops arguments the graph does not read; every state argument must be read.
    missing = [names[i] for i in range(2 * n) if i not in position]
    if missing:
        raise ExportError("lower", f"state argument(s) unused by the step: {', '.join(missing[:4])}")
    text = add_aliasing(text, [(position[i], 1 + i) for i in range(2 * n)])
    # Outputs: the loss, then each state argument's next value under its name (import checks them against @main).
    state_names = names[:2 * n]
    outputs = [{"name": "loss", "kind": "features"}] + [{"name": p, "kind": "features"} for p in state_names]
    ident = entry.id + SUFFIX
    description = {
        "family": fwd_manifest["family"],
        "task": "train",
        "seed": entry.seed,
        "arguments": arguments,
        "outputs": outputs,
        "source": {
            **source_of(fwd_manifest),
            "exporter": "make_fx(step: functional_call + torch.autograd.grad + SGD momentum) + torch.export.export"
                        " + torch_xla.stablehlo.exported_program_to_stablehlo",
            "training_step": f"loss = next-token cross-entropy of {entry.model_class}(input_ids, attention_mask).logits; "
                             f"SGD lr {LR}, momentum {MOMENTUM}; dropout off (eval mode)",
            "forward_definition": entry.id,
        },
    }
    target.write(ident, portable_bool_constants(text), stored, description, feeds=[(p, p) for p in state_names])
    return {"id": ident, "attention": attn, "arguments": len(arguments), "parameters": int(sum(p.numel() for _, p in params)),
            "seeded": sum(1 for a in arguments if "fill" in a)}


def trajectory(entry, folder: Path, f64: bool = False):
    """The eager loss curve: the step run STEPS times from the definition's own values."""
    from .models import build

    manifest, program, values = read(folder)
    model, _ = build(entry, manifest["source"].get("attention", "sdpa"))
    model.eval()
    pnames = [n for n, _ in trainable(model)]
    bnames = [n for n, _ in model.named_buffers()]
    by_name = dict(zip((a["name"] for a in manifest["arguments"]), values))
    data_names = [a["name"] for a in manifest["arguments"] if a["role"] == "data"]
    state = [by_name[p] for p in pnames]
    moms = [by_name[f"momentum.{p}"] for p in pnames]
    buffers = [by_name[b] if b in by_name else dict(model.named_buffers())[b] for b in bnames]
    data = [by_name[d] for d in data_names]
    if f64:
        model = model.double()
        state, moms = [t.double() for t in state], [t.double() for t in moms]
        buffers = [b.double() if b.is_floating_point() else b for b in buffers]
    step = step_function(model, pnames, bnames, data_names)
    losses = []
    with sdpa_kernel([SDPBackend.MATH]):
        for _ in range(STEPS):
            out = step(*state, *moms, *buffers, *data)
            n = len(pnames)
            losses.append(out[0].detach().clone())
            state, moms = [t.detach() for t in out[1:1 + n]], [t.detach() for t in out[1 + n:]]
    return manifest, program, values, losses


def record_train(entry, folder: Path, target: Target) -> Path:
    manifest, _, _, losses = trajectory(entry, folder)
    if not all(torch.isfinite(loss) for loss in losses):
        raise RuntimeError(f"the eager loss curve is not finite: {[loss.item() for loss in losses]}")
    curve = {f"loss@{k + 1}": loss.float().reshape([]) for k, loss in enumerate(losses)}
    path = target.record(manifest["id"], curve, dict(eager_metadata(entry.seed), steps=str(STEPS)))
    try:
        *_, wide = trajectory(entry, folder, f64=True)
        if all(loss.dtype == torch.float64 for loss in wide):
            ref = path.with_name(f"{manifest['id']}.f64.safetensors")
            save({f"out{i}": loss.reshape([]) for i, loss in enumerate(wide)}, ref, dict(metadata(path), dtype="f64"))
    except Exception:  # a model that cannot run in f64 keeps its f32 curve
        pass
    return path
