"""Training a model as TorchTPU's own tests judge it: the objective a step minimizes, the optimizer,
and the steps themselves on any device, through the plain PyTorch loop or TorchTPU's
SingleTraceTrainer. What a training run returns is the same on every side, so the harness judges
it output by output:

- step 1: the loss, every parameter's gradient, every parameter after the update;
- with more steps: the loss curve (one loss a step, taken before that step's update) and every
  parameter after the last step.

Each output is named (`step 1 gradient of encoder.layer.0.weight`): a departure names the step and
the parameter. The driver (driver.py) builds the model, runs these on PyTorch CPU (float32 and
float64) and on TorchTPU, and writes the answer."""

import copy
import math

# The objective's rule for a catalog entry's head, by the hf catalog's task: the model's own loss,
# with labels drawn from the entry's seed. Tasks not here (a base model, feature extraction, image
# and text to text) are trained on the stated fallback: MSE of the first floating output against a
# seeded target.
CLASS_TASKS = ("seq-cls", "seq-classification", "image-cls", "image-classification", "audio-cls", "audio-classification")
TOKEN_TASKS = ("token-cls", "token-classification")

# Adam's defaults (PyTorch's and TorchTPU's), and the decoupled weight decay of torch.optim.AdamW.
ADAMW = {"betas": (0.9, 0.999), "eps": 1e-8, "weight_decay": 0.01}


def quiet_dropout(model):
    """Zero every dropout-like probability in a model put in train mode: nn.Dropout modules' `p`,
    float attributes whose name holds `drop` (attention dropout, drop path, layerdrop: modules keep
    them as plain floats) and the same in a module's `config`. Training is then deterministic where
    the model allows it; the driver's repeat check still catches what is left (a random op), which
    is `nondeterministic`, never judged. Returns how many were zeroed."""
    import torch

    zeroed = 0

    def zero_floats(obj):
        nonlocal zeroed
        for name, value in list(vars(obj).items()):
            if "drop" in name.lower() and type(value) is float and value > 0:
                setattr(obj, name, 0.0)
                zeroed += 1

    for m in model.modules():
        if isinstance(m, torch.nn.modules.dropout._DropoutNd):
            if m.p:
                m.p = 0.0
                zeroed += 1
            continue
        zero_floats(m)
        config = getattr(m, "config", None)
        if config is not None and hasattr(config, "__dict__") and not isinstance(config, torch.nn.Module):
            zero_floats(config)
    return zeroed


def floating_leaves(out):
    """The floating tensors of a model's output, in order (tuples, lists, dicts, ModelOutputs)."""
    import torch
    from torch.utils._pytree import tree_flatten

    if isinstance(out, dict):
        out = list(out.values())
    return [t for t in tree_flatten(out)[0] if isinstance(t, torch.Tensor) and t.is_floating_point()]


def file_loss(out, targets):
    """A model file's loss, SingleTraceTrainer's default rule: MSE against `targets()` where the file
    defines it, else the output's `loss`, else the mean of its logits or of its first tensor."""
    import torch

    if targets is not None:
        return torch.nn.functional.mse_loss(out, targets)
    for key in ("loss", "logits"):
        value = out.get(key) if isinstance(out, dict) else getattr(out, key, None)
        if value is not None:
            return value if key == "loss" else value.mean()
    leaves = floating_leaves(out)
    if not leaves:
        raise TypeError("the model returns no floating tensor: nothing to train on")
    return leaves[0].mean()


def labels_for(task, config, named, seed):
    """Labels for an hf entry's own loss, drawn from the entry's seed, and what they are; None where
    the task's head takes none (or the inputs lack what they are made from)."""
    import torch

    g = torch.Generator().manual_seed(int(seed) + 7)
    ids = named.get("input_ids")
    batch = next(iter(named.values())).shape[0]
    classes = max(int(getattr(config, "num_labels", 2) or 2), 1)
    if task == "causal-lm" and ids is not None:
        return {"labels": ids.clone()}, "labels = the input ids"
    if task == "masked-lm" and ids is not None:
        keep = torch.rand(ids.shape, generator=g) < 0.15
        keep.view(-1)[0] = True
        return {"labels": torch.where(keep, ids, torch.full_like(ids, -100))}, "labels = the input ids at a seeded 15% of positions"
    if task in CLASS_TASKS:
        return {"labels": torch.randint(0, classes, (batch,), generator=g)}, f"seeded class labels of {classes}"
    if task in TOKEN_TASKS and ids is not None:
        return {"labels": torch.randint(0, classes, tuple(ids.shape), generator=g)}, f"seeded token labels of {classes}"
    if task == "multiple-choice" and ids is not None and ids.dim() == 3:
        return {"labels": torch.randint(0, ids.shape[1], (batch,), generator=g)}, "seeded choices"
    if task == "qa" and ids is not None:
        span = torch.randint(0, ids.shape[-1], (2, batch), generator=g).sort(dim=0).values
        return {"start_positions": span[0], "end_positions": span[1]}, "seeded answer spans"
    if task in ("seq2seq-lm", "speech-seq2seq") and "decoder_input_ids" in named:
        return {"labels": named["decoder_input_ids"].clone()}, "labels = the decoder input ids"
    return None, ""


class Objective:
    """What every training step minimizes, decided once on PyTorch CPU and applied alike on every
    side (its tensors moved with `to`): `own` (the model's loss with seeded labels), `mse` (MSE of
    the first floating output against a seeded normal target) or `file` (a model file's rule)."""

    def __init__(self, rule, says, labels=None, target=None, position=0):
        self.rule, self.says, self.labels, self.target, self.position = rule, says, labels or {}, target, position

    @staticmethod
    def for_file(targets):
        says = "MSE against the file's targets()" if targets is not None else "the output's loss, or the mean of its logits or first output"
        return Objective("file", says, target=targets)

    @staticmethod
    def for_entry(model, inputs, task, seed, attention):
        """The model's own loss where its head takes labels and returns a finite loss with them,
        else the MSE fallback. `model` is the catalog's positional wrapper where it has one. The
        probes run in eval mode (a batch norm's running statistics stay as built), on copies of
        the inputs."""
        model.eval()
        try:
            return Objective.decide(model, inputs, task, seed, attention)
        finally:
            model.train()

    @staticmethod
    def decide(model, inputs, task, seed, attention):
        import torch

        inner = getattr(model, "model", None)
        if task and inner is not None and hasattr(model, "input_names"):
            labels, what = labels_for(task, getattr(inner, "config", None), dict(zip(model.input_names, inputs, strict=False)), seed)
            if labels is not None:
                own = Objective("own", f"the model's own loss ({what})", labels=labels)
                try:
                    with torch.no_grad(), attention():
                        loss = own(model, copy.deepcopy(inputs))
                    if isinstance(loss, torch.Tensor) and loss.numel() == 1 and math.isfinite(float(loss)):
                        return own
                except Exception:
                    pass  # the head refuses these labels: the fallback is stated on the row
        with torch.no_grad(), attention():
            leaves = floating_leaves(model(*copy.deepcopy(inputs)))
        if not leaves:
            raise TypeError("the model returns no floating tensor: nothing to train on")
        g = torch.Generator().manual_seed(int(seed) + 11)
        target = torch.randn(tuple(leaves[0].shape), generator=g, dtype=torch.float32)
        shape = "x".join(map(str, leaves[0].shape)) or "scalar"
        return Objective("mse", f"MSE of the first floating output ({shape}) against a seeded normal target", target=target)

    def to(self, device=None, dtype=None):
        """The same objective with its tensors on `device` (floating ones in `dtype`)."""

        def move(t):
            if t is None:
                return None
            if dtype is not None and t.is_floating_point():
                t = t.to(dtype)
            return t.to(device) if device is not None else t

        return Objective(self.rule, self.says, {k: move(v) for k, v in self.labels.items()}, move(self.target), self.position)

    def tensors(self):
        """Its tensors (labels by name, then the target): a traced step takes them as inputs."""
        return [self.labels[k] for k in sorted(self.labels)] + ([self.target] if self.target is not None else [])

    def with_tensors(self, tensors):
        """The same objective holding `tensors` (as `tensors()` lays them out) instead of its own."""
        keys = sorted(self.labels)
        labels = dict(zip(keys, tensors[: len(keys)], strict=True))
        target = tensors[len(keys)] if self.target is not None else None
        return Objective(self.rule, self.says, labels, target, self.position)

    def __call__(self, model, inputs):
        import torch

        if self.rule == "own":
            out = model.model(**dict(zip(model.input_names, inputs, strict=False)), **model.extra, **self.labels)
            return out["loss"] if isinstance(out, dict) else out.loss
        out = model(*inputs)
        if self.rule == "file":
            return file_loss(out, self.target)
        return torch.nn.functional.mse_loss(floating_leaves(out)[self.position], self.target)


def optimizer_settings(name, lr):
    """The optimizer a run trains with, as a dict (on the row, in words from `describe`)."""
    if name == "adamw":
        return {"name": "adamw", "lr": lr, **ADAMW}
    return {"name": "sgd", "lr": lr}


def describe(settings):
    """`adamw lr=0.001 betas=(0.9, 0.999) eps=1e-08 weight_decay=0.01`, as the row says it."""
    rest = " ".join(f"{k}={tuple(v) if isinstance(v, list) else v}" for k, v in settings.items() if k != "name")
    return f"{settings['name']} {rest}"


def torch_optimizer(settings, params):
    """PyTorch's own optimizer (`torch.optim`), the loop's on every device."""
    import torch

    if settings["name"] == "adamw":
        return torch.optim.AdamW(
            params, lr=settings["lr"], betas=settings["betas"], eps=settings["eps"], weight_decay=settings["weight_decay"], foreach=False
        )
    return torch.optim.SGD(params, lr=settings["lr"], foreach=False)


def trainer_optimizer(settings):
    """TorchTPU's functional optimizer for SingleTraceTrainer, with PyTorch's numerics (float32 moments)."""
    if settings["name"] == "adamw":
        from torch_tpu._internal.optimizers.adamw import AdamW

        beta1, beta2 = settings["betas"]
        return AdamW(
            lr=settings["lr"],
            weight_decay=settings["weight_decay"],
            beta1=beta1,
            beta2=beta2,
            eps=settings["eps"],
            use_bfloat16_moments=False,
        )
    from torch_tpu._internal.optimizers.sgd import Sgd

    return Sgd(lr=settings["lr"])


def trainable(model):
    """(name, parameter) of every parameter a step updates, in the model's order."""
    return [(n, p) for n, p in model.named_parameters() if p.requires_grad]


def gradients(params):
    """Each parameter's gradient on the CPU (zeros where the loss does not reach it)."""
    import torch

    return [p.grad.detach().cpu().clone() if p.grad is not None else torch.zeros(p.shape, dtype=p.dtype) for _, p in params]


def values(params):
    return [p.detach().cpu().clone() for _, p in params]


def run_loop(model, inputs, objective, settings, steps, after_first=None, phase=None):
    """`steps` steps of the plain PyTorch loop wherever the model lives (loss.backward(), the torch
    optimizer's step): the outputs and their names. `after_first` is called after step 1, and
    `phase(name)` at the end of step 1's `forward` (the loss), `backward` and `update`."""
    params = trainable(model)
    opt = torch_optimizer(settings, [p for _, p in params])
    losses, first = [], None
    mark = phase if phase else (lambda name: None)
    for step in range(steps):
        opt.zero_grad()
        loss = objective(model, inputs)
        if step == 0:
            mark("forward")
        loss.backward()
        if step == 0:
            mark("backward")
        grads = gradients(params) if step == 0 else None
        opt.step()
        if step == 0:
            mark("update")
        losses.append(loss.detach().cpu())
        if step == 0:
            first = (grads, values(params))
            if after_first:
                after_first()
    return layout([n for n, _ in params], losses, first, values(params), steps)


def run_single_trace(model, inputs, objective, settings, steps, after_first=None, phase=None):
    """`steps` steps through TorchTPU's SingleTraceTrainer (forward, loss, backward and the update
    traced into one program), and step 1's gradients through a second trainer without an optimizer
    (its step computes gradients alone): the outputs and their names, as `run_loop`'s. Forward,
    backward and update are one program: `phase` is not called."""
    from torch_tpu._internal.compile._backend import make_backend_compiler
    from torch_tpu._internal.optimizers.single_trace_trainer import SingleTraceTrainer

    def compile_fn(graph, example):
        return make_backend_compiler(example)(graph, example)

    # The objective's labels and target go in as inputs of the traced step, after the model's own:
    # a tensor the loss closed over would be a constant the trace cannot take.
    count = len(inputs)
    inputs = tuple(inputs) + tuple(objective.tensors())

    def loss_fn(m, args, kwargs):
        return objective.with_tensors(args[count:])(m, args[:count])

    names = [n for n, _ in trainable(model)]
    probe = copy.deepcopy(model)
    grads_only = SingleTraceTrainer(probe, None, compile_fn=compile_fn, compute_loss_fn=loss_fn)
    grads_only.make_compiled_train_step(inputs)(inputs)
    grads = gradients(trainable(probe))
    del probe, grads_only
    trainer = SingleTraceTrainer(model, trainer_optimizer(settings), compile_fn=compile_fn, compute_loss_fn=loss_fn)
    step = trainer.make_compiled_train_step(inputs)
    losses, first = [], None
    for s in range(steps):
        losses.append(step(inputs).detach().cpu())
        if s == 0:
            first = (grads, [trainer.params[n].detach().cpu().clone() for n in names])
            if after_first:
                after_first()
    return layout(names, losses, first, [trainer.params[n].detach().cpu().clone() for n in names], steps)


def layout(names, losses, first, last, steps):
    """The judged outputs of a training run, in the order a departure is looked for, and their names."""
    import torch

    grads, after_one = first
    tensors = [losses[0]] + grads + after_one
    labels = ["step 1 loss"] + [f"step 1 gradient of {n}" for n in names] + [f"{n} after step 1" for n in names]
    if steps > 1:
        tensors += [torch.stack(losses)] + last
        labels += [f"loss curve, steps 1-{steps}"] + [f"{n} after step {steps}" for n in names]
    return tensors, labels
