"""Generates the `real` catalog (suites/catalogs/real.csv) from the pinned
libraries of the TorchTPU venv (scripts/torch_tpu/requirements.lock):

  timm          every `list_models()` name at its published config, every
                pretrained tag whose config differs (input size, classes),
                and a tiny variant (depth shrunk) where the builder takes one
  torchvision   every `list_models()` builder at its published config
  transformers  every forward entry of the hf catalog, as the catalog has it
                (tiny) and at its config class's defaults (published size)
  diffusers     every model class at its default config, and a tiny variant
                (channels and layers shrunk), its inputs searched: each
                forward parameter's candidate specs from its name and the
                config, the first pick whose forward runs (at most 64
                forwards, keeping a pick that gets further into the model)
  open_clip     every `list_models()` config at its published size, and a
                tiny variant (one layer a tower)

Each candidate is built on the meta device (no memory, no weights) in a
worker process, its parameters counted and, except transformers', its
forward run on meta tensors to check the input spec (on the CPU, with
seeded weights, for a small tiny diffusers model and where meta cannot
run it). A candidate that fails keeps its row with the reason (column
`reason`): never a silent drop.

    python real_catalog.py [--out suites/catalogs/real.csv] [--jobs 2] [--limit N] [--only LIBRARY]

The rows are sorted by id; the same pins give the same file.
"""

import argparse
import contextlib
import csv
import json
import multiprocessing
import os
import re
import sys
import time
from pathlib import Path

os.environ.setdefault("TORCH_DEVICE_BACKEND_AUTOLOAD", "0")
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import real_models  # noqa: E402

COLUMNS = ["id", "library", "family", "size", "builder", "config", "inputs", "params", "reason"]
# Sampled spatial size of diffusers' latents and images (their configs leave it open).
LATENT = 32
DIFFUSERS_SKIP = {"AutoModel", "EMAModel", "OnnxRuntimeModel"}


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", type=Path, default=HERE.parent.parent / "suites" / "catalogs" / "real.csv")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--limit", type=int, default=0, help="only the first N candidates of each library (a quick look)")
    ap.add_argument("--only", choices=real_models.LIBRARIES, help="remake one library's rows, keeping the others of --out")
    args = ap.parse_args()
    started = time.monotonic()
    candidates = []
    for lib, make in (
        ("timm", timm_candidates),
        ("torchvision", torchvision_candidates),
        ("transformers", transformers_candidates),
        ("diffusers", diffusers_candidates),
        ("open_clip", open_clip_candidates),
    ):
        if args.only and lib != args.only:
            continue
        got = make()
        candidates += got[: args.limit] if args.limit else got
        print(f"real catalog: {lib}: {len(got)} candidates", file=sys.stderr)
    with multiprocessing.get_context("spawn").Pool(args.jobs, maxtasksperchild=50) as pool:
        rows = []
        for n, row in enumerate(pool.imap_unordered(check, candidates, chunksize=4)):
            rows += row
            if n % 200 == 0:
                print(f"real catalog: {n}/{len(candidates)} checked ({time.monotonic() - started:.0f} s)", file=sys.stderr)
    if args.only:
        with open(args.out, newline="") as f:
            rows += [r for r in csv.DictReader(f) if r["library"] != args.only]
    rows.sort(key=lambda r: r["id"])
    ids = set()
    for r in rows:
        if r["id"] in ids:
            raise SystemExit(f"real catalog: duplicate id {r['id']}")
        ids.add(r["id"])
    args.out.parent.mkdir(parents=True, exist_ok=True)
    with open(args.out, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=COLUMNS, lineterminator="\n")
        w.writeheader()
        w.writerows(rows)
    broken = sum(1 for r in rows if r["reason"])
    print(
        f"real catalog: {len(rows)} entries ({broken} with a reason) -> {args.out} in {time.monotonic() - started:.0f} s", file=sys.stderr
    )


def ident(*parts):
    return ".".join(re.sub(r"[^a-z0-9_-]", "-", p.lower()) for p in parts)


def row(id_, library, family, size, builder, config, inputs, shrinks=None):
    return {
        "id": id_,
        "library": library,
        "family": family,
        "size": size,
        "builder": builder,
        "config": json.dumps(config, sort_keys=True),
        "inputs": json.dumps(inputs),
        "shrinks": shrinks or [],
    }


def image(shape, **kw):
    return {"shape": list(shape), "fill": "normal", **kw}


def timm_candidates():
    import timm
    from timm.models import get_pretrained_cfg, model_entrypoint

    out = []
    for arch in timm.list_models():
        cfg = get_pretrained_cfg(arch)
        family = model_entrypoint(arch).__module__.rsplit(".", 1)[-1]
        inputs = [image([1, *cfg.input_size])]
        out.append(row(ident("timm", arch), "timm", family, "published", arch, {}, inputs))
        shrinks = [{"depth": 2}, {"num_blocks": 2}]
        shrinks += [{key: [1] * n} for key in ("depths", "layers", "depth") for n in (4, 3, 5, 2, 6)]
        out.append(row(ident("timm-tiny", arch), "timm", family, "tiny", arch, {}, inputs, shrinks))
    seen = set()
    for tagged in timm.list_models(pretrained=True):
        arch, _, tag = tagged.partition(".")
        cfg, base = get_pretrained_cfg(tagged), get_pretrained_cfg(arch)
        key = (arch, tuple(cfg.input_size), cfg.num_classes)
        if key == (arch, tuple(base.input_size), base.num_classes) or key in seen:
            continue
        seen.add(key)
        family = model_entrypoint(arch).__module__.rsplit(".", 1)[-1]
        out.append(row(ident("timm", arch, tag), "timm", family, "published", tagged, {}, [image([1, *cfg.input_size])]))
    return out


def torchvision_candidates():
    import torchvision.models as tv

    out = []
    for module, kind in (
        (tv, "classification"),
        (tv.detection, "detection"),
        (tv.segmentation, "segmentation"),
        (tv.video, "video"),
        (tv.optical_flow, "optical_flow"),
        (tv.quantization, "quantization"),
    ):
        for name in tv.list_models(module=module):
            family = tv.get_model_builder(name).__module__.rsplit(".", 1)[-1]
            if kind == "detection":
                inputs = [image([1, 3, 320, 320], list=True)]
            elif kind == "video":
                inputs = [image([1, 3, 16, 224, 224] if "mvit" in name or "s3d" in name else [1, 3, 16, 112, 112])]
            elif kind == "optical_flow":
                inputs = [image([1, 3, 128, 128]), image([1, 3, 128, 128])]
            else:
                side = 299 if name == "inception_v3" or name == "quantized_inception_v3" else 224
                inputs = [image([1, 3, side, side])]
            out.append(row(ident("tv", name), "torchvision", f"{kind}/{family}", "published", name, {}, inputs))
    return out


def transformers_candidates():
    sys.path.insert(0, str(HERE.parent))
    from export_hf import forward

    out = []
    for e in forward.entries(HERE.parent / "hf-catalog.toml"):
        out.append(row(ident("hf", e.id), "transformers", e.model_type, "tiny", e.id, {"config": "catalog"}, []))
        if not e.factory:
            out.append(row(ident("hf-default", e.id), "transformers", e.model_type, "published", e.id, {"config": "default"}, []))
    return out


def open_clip_candidates():
    import open_clip

    out = []
    for name in open_clip.list_models():
        cfg = open_clip.get_model_config(name)
        vision, text = cfg.get("vision_cfg", {}), cfg.get("text_cfg", {})
        side = vision.get("image_size", 224)
        side = side if isinstance(side, int) else side[0]
        text_ids = {"shape": [1, text.get("context_length", 77)], "fill": f"ids:{text.get('vocab_size', 49408)}"}
        inputs = [image([1, 3, side, side]), text_ids]
        family = open_clip_family(name, vision, text)
        out.append(row(ident("open_clip", name), "open_clip", family, "published", name, {}, inputs))
        tiny = {}
        if isinstance(vision.get("layers"), int):
            tiny["vision_cfg"] = dict(vision, layers=1)
        elif isinstance(vision.get("layers"), list):
            tiny["vision_cfg"] = dict(vision, layers=[1] * len(vision["layers"]))
        if isinstance(text.get("layers"), int):
            tiny["text_cfg"] = dict(text, layers=1)
        if tiny:
            out.append(row(ident("open_clip-tiny", name), "open_clip", family, "tiny", name, tiny, inputs))
    return out


def open_clip_family(name, vision, text):
    low = name.lower()
    for key in ("coca", "siglip", "clipa", "eva", "mobileclip", "pe-core", "vitamin", "nllb"):
        if key in low:
            return key
    if "hf_model_name" in text:
        return "hf-text"
    if "timm_model_name" in vision:
        return "timm-tower"
    return "resnet" if isinstance(vision.get("layers"), list) else "vit"


def diffusers_candidates():
    import diffusers

    out = []
    for name in sorted(dir(diffusers)):
        cls = getattr(diffusers, name)
        if name in DIFFUSERS_SKIP or "Multi" in name or not isinstance(cls, type):
            continue
        if not (name.endswith("Model") or name.startswith("Autoencoder")):
            continue
        if not issubclass(cls, diffusers.ModelMixin):
            continue
        family = cls.__module__.split(".")[2] if cls.__module__.count(".") >= 2 else name
        out.append(row(ident("diffusers", name), "diffusers", family, "published", name, {}, "auto"))
        out.append(row(ident("diffusers-tiny", name), "diffusers", family, "tiny", name, {}, "auto", [{"tiny": True}]))
    return out


# Shrunk values of diffusers config keys (tiny variants); lists keep their length.
DIFFUSERS_TINY = {
    "layers_per_block": 1,
    "num_layers": 1,
    "num_single_layers": 1,
    "transformer_layers_per_block": 1,
    "attention_head_dim": 8,
    "num_attention_heads": 2,
    "cross_attention_dim": 32,
    "joint_attention_dim": 32,
    "pooled_projection_dim": 32,
    "caption_channels": 32,
    "norm_num_groups": 8,
    "text_dim": 32,
}


def diffusers_tiny(defaults: dict) -> dict:
    kw = {}
    for k, v in DIFFUSERS_TINY.items():
        if isinstance(defaults.get(k), int) and not isinstance(defaults.get(k), bool) and defaults[k] > v:
            kw[k] = v
    blocks = defaults.get("block_out_channels")
    if isinstance(blocks, (list, tuple)) and blocks:
        kw["block_out_channels"] = [16 * (i + 1) for i in range(len(blocks))]
    for k in ("attention_head_dim", "num_attention_heads"):
        if isinstance(defaults.get(k), (list, tuple)):
            kw[k] = [2] * len(defaults[k])
    return kw


# Tokens of a token-layout latent (LATENT's 2x2 patches, as Flux packs them) and of a sampled text.
TOKENS = (LATENT // 2) ** 2
TEXT = 8
# The most forwards tried per diffusers class, and the size under which a tiny one is tried on the
# CPU with real weights (small, so cheap), so that its verdict is the one the harness meets first.
DIFFUSERS_TRIES = 64
TINY_ON_CPU = 1e8
# The most memory a diffusers forward on the CPU may take (other work shares the machine).
CPU_MEMORY = 4 << 30
# Config keys, most plausible first, for a latent's channels, a text encoder's width, a pooled embedding's.
CHANNEL_KEYS = ("in_channels", "latent_channels", "in_dim", "io_channels", "num_channels", "audio_channels", "z_channels", "out_channels")
TEXT_KEYS = (
    "cross_attention_dim",
    "joint_attention_dim",
    "caption_channels",
    "text_dim",
    "text_embed_dim",
    "encoder_hid_dim",
    "cond_token_dim",
    "cap_feat_dim",
    "encoder_hidden_size",
    "text_hidden_dim",
    "context_dim",
    "cross_attention_input_dim",
    "hidden_size",
)
POOLED_KEYS = (
    "pooled_projection_dim",
    "global_states_input_dim",
    "global_cond_dim",
    "cond_embed_dim",
    "text_embed_dim",
    "pooled_embed_dim",
)
# Words of a parameter's name that say nothing of which config key sizes it.
NAME_NOISE = {"encoder", "hidden", "states", "state", "embeds", "embed", "emb", "mask", "ids", "id", "cond", "latents", "x", "z"}


def config_dims(config, keys=(), words=()):
    """The distinct positive sizes of config `keys` (a list's first), after those of any key holding one of `words`."""
    keys = [k for k in config for w in words if w in k.split("_")] + list(keys)
    out = []
    for k in keys:
        v = config.get(k)
        v = v[0] if isinstance(v, (list, tuple)) and v else v
        if isinstance(v, int) and not isinstance(v, bool) and v > 0 and v not in out:
            out.append(v)
    return out


def spec(shape, fill="normal", **kw):
    return {"shape": list(shape), "fill": fill, **kw}


def diffusers_space(name, cls, config) -> list:
    """Per forward parameter, its candidate input specs, most plausible first (None: left out); the first
    pick is the single guess this catalog made before trying (so working entries keep their inputs).
    An unknown required parameter is an error naming it."""
    import inspect

    params = list(inspect.signature(cls.forward).parameters.values())[1:]
    video = any(s in name for s in ("3D", "Video", "Motion", "Temporal"))
    one_d = "1D" in name
    texts = config_dims(config, TEXT_KEYS) or [32]

    def words(p):
        return [w for w in p.split("_") if w not in NAME_NOISE]

    def latents(p):
        # 3-D [B,C,L] (audio), 4-D images, 5-D [B,C,F,H,W] video, Flux's tokens, a list of one (Z-Image)
        chans = config_dims(config, words=words(p)) if p not in ("sample", "hidden_states") else []
        chans = chans + [c for c in config_dims(config, CHANNEL_KEYS) + [4] if c not in chans]
        image = [spec([1, c, LATENT, LATENT]) for c in chans]
        clip = [spec([1, c, f, LATENT, LATENT]) for f in (2, 9) for c in chans]
        wave = [spec([1, c, 64]) for c in chans]
        tokens = [spec([1, TOKENS, c]) for c in chans]
        first = wave + clip + image + tokens if one_d else clip + image + tokens + wave if video else image + clip + tokens + wave
        return first + [spec([1, c, 4096]) for c in chans] + [spec([1, c, 1, LATENT, LATENT], list=True) for c in chans]

    def text(p, n=TEXT):
        dims = config_dims(config, words=words(p)) if p != "encoder_hidden_states" else []
        dims = dims + [d for d in texts if d not in dims]
        return [spec([1, n, d]) for d in dims] + [spec([1, n, d], list=True) for d in dims[:2]]

    def pooled(p):
        dims = config_dims(config, POOLED_KEYS, words(p))
        dims = dims + [d for d in texts if d not in dims]
        return [spec([1, d]) for d in dims] + [spec([1, 1, d]) for d in dims[:2]]

    def mask(p):
        n = TEXT if any(w in p for w in ("encoder", "text", "txt", "cap")) else TOKENS
        flat = [spec([1, n], f) for f in ("bool:1", "int:1", "float:1")]
        return flat + [spec([1, 1, 2, LATENT, LATENT], "float:1"), spec([1, 1, LATENT, LATENT], "float:1")]

    def ids(p):
        n = TEXT if p.startswith(("txt", "text")) else TOKENS
        return [spec(s, "int:0") for s in ([n, 3], [n, 4], [1, n, 3], [1, n, 4], [1, n])]

    def timestep(p):
        return [spec([1], "int:10"), spec([1], "float:0.5"), spec([], "int:10"), spec([], "float:0.5")]

    def added_cond(p):
        # PixArt's resolution and aspect ratio; SDXL's pooled text and its six size numbers
        pixart = {"resolution": spec([1, 2], "float:256"), "aspect_ratio": spec([1, 1], "float:1")}
        proj, each = config.get("projection_class_embeddings_input_dim") or 0, config.get("addition_time_embed_dim") or 0
        sdxl = {"text_embeds": spec([1, max(proj - 6 * each, 1)]), "time_ids": spec([1, 6], "float:256")}
        return [spec([], "dict", items=pixart), spec([], "dict", items=sdxl)]

    classes = config.get("num_embeds_ada_norm") or config.get("num_class_embeds") or config.get("num_classes") or 10
    rules = {
        "timestep": timestep,
        "class_labels": lambda p: [spec([1], f"ids:{classes}")],
        "controlnet_cond": lambda p: [spec([1, config.get("conditioning_channels") or 3, 8 * LATENT, 8 * LATENT])] + latents(p),
        "guidance": lambda p: [spec([1], "float:3.5")],
        "added_cond_kwargs": added_cond,
        "added_time_ids": lambda p: [spec([1, 3], "float:1")],
        "micro_conds": lambda p: [spec([1, 5], "float:1")],
        "input_ids": lambda p: [spec([1, LATENT // 2, LATENT // 2], f"ids:{config.get('codebook_size') or 16}")],
        "img_shapes": lambda p: [
            spec([], "value", value=[[[1, LATENT // 2, LATENT // 2]]]),
            spec([], "value", value=[[1, LATENT // 2, LATENT // 2]]),
        ],
    }
    # Optional parameters worth passing (the rest keep their defaults): the two this catalog always
    # passed come first, the others are tried after their default.
    usual = {"encoder_hidden_states", "timestep"}
    maybe = {"pooled_projections", "img_ids", "txt_ids", "guidance", "class_labels", "encoder_attention_mask", "added_cond_kwargs"}
    maybe |= {"global_hidden_states", "text_embedding_mask", "encoder_hidden_states_t5", "text_embedding_mask_t5", "image_meta_size"}
    maybe |= {"style", "timestep_r", "encoder_hidden_states_mask", "encoder_hidden_states_llama3", "pooled_embeds", "timesteps"}

    def candidates(p):
        """The rule of parameter `p`: by its name, then by the kind its name says."""
        if p in rules:
            return rules[p](p)
        if p in ("sample", "hidden_states", "x", "z") or "latents" in p or p.endswith("hidden_states") and not p.startswith("encoder"):
            return latents(p)
        if p.startswith(("encoder_hidden_states", "text", "cap_feats", "prompt_embeds")) and "mask" not in p and "lens" not in p:
            return text(p)
        if p.startswith("pooled") or p == "global_hidden_states" or p.endswith("image_embeds"):
            return pooled(p)
        if "mask" in p:
            return mask(p)
        if p.endswith("_ids"):
            return ids(p)
        if p in ("t", "timesteps", "sigma") or p.endswith(("timestep", "_timestep_r")) or p.startswith(("timestep_", "timesteps_")):
            return timestep(p)
        if p.endswith(("_size", "_coords", "_sizes")):
            return [spec([1, 2], "float:256"), spec([1, 2], "int:256")]
        if p.endswith(("_lens", "_len")):
            return [spec([1], f"int:{TEXT}"), spec([], "value", value=TEXT)]
        if p in config and config[p] is not None:
            return [spec([], "value", value=config[p])]
        return []

    space = []
    for p in params:
        if p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD):
            continue
        got = candidates(p.name)
        if p.default is p.empty:
            if not got:
                raise real_models.BuildError(f"no input spec for {name}.forward's `{p.name}`")
        elif p.name in usual and got:
            got = got + [None]
        elif p.name in maybe and got:
            got = [None, *got]
        else:
            continue
        space.append((p.name, [None if s is None else dict(s, name=p.name) for s in got]))
    return space


def diffusers_inputs(space, attempt):
    """The first pick of specs (one candidate a parameter) whose forward runs, by coordinate ascent: from
    the most plausible pick, each parameter's candidates in turn, keeping a pick that gets further into
    the model (`attempt` says how far: modules entered, the line of the model's forward that raised), for
    at most DIFFUSERS_TRIES forwards. (specs, None), or the furthest pick's specs and its failure."""

    def specs(pick):
        return [c[i] for (_, c), i in zip(space, pick, strict=True) if c[i] is not None]

    pick = [0] * len(space)
    best, tries, better = attempt(specs(pick)), 1, True
    while best and better and tries < DIFFUSERS_TRIES:
        better = False
        for k, (_, cands) in enumerate(space):
            for i in range(len(cands)):
                if i == pick[k] or tries >= DIFFUSERS_TRIES:
                    continue
                trial = pick[:k] + [i] + pick[k + 1 :]
                got, tries = attempt(specs(trial)), tries + 1
                if got is None:
                    return specs(trial), None
                if got[0] > best[0]:
                    best, pick, better = got, trial, True
    return specs(pick), best and best[1]


def forward_progress(model, specs, device):
    """None if the model's forward takes `specs`' inputs (made on `device`), else (how far it got, the exception)."""
    import torch

    calls = [0]

    def count(module, args):
        calls[0] += 1

    handle = torch.nn.modules.module.register_module_forward_pre_hook(count)
    try:
        inputs = real_models.make_inputs(specs, 0, meta=device == "meta")
        with torch.device(device), torch.no_grad():
            real_models.Keywords(model, [s["name"] for s in specs])(*inputs)
        return None
    except Exception as e:  # any failure of the forward: the search goes on, the furthest is the reason
        line, tb = 0, e.__traceback__
        while tb is not None:  # the outermost diffusers forward's line
            code = tb.tb_frame.f_code
            if code.co_name == "forward" and "diffusers" in code.co_filename:
                line = tb.tb_lineno
                break
            tb = tb.tb_next
        return (calls[0], line), e
    finally:
        handle.remove()


def check(candidate):
    """The candidate's rows: its parameters counted and its forward checked on meta, or its reason."""
    import torch

    shrinks = candidate.pop("shrinks")
    try:
        if candidate["library"] == "diffusers":
            return [check_diffusers(candidate, bool(shrinks))]
        if shrinks:
            return [check_tiny(candidate, shrinks)]
        return [finish(candidate, *meta_forward(candidate))]
    except Exception as e:  # any library's failure becomes the recorded reason
        # The size stays where the build succeeded (the harness refuses by it); 0 where it did not.
        candidate.update(params=candidate.get("params") or 0, reason=reason_of(e))
        if candidate["inputs"] == '"auto"':
            candidate["inputs"] = "[]"
        return [] if shrinks and candidate["library"] == "timm" else [candidate]
    finally:
        torch.manual_seed(0)


def meta_forward(candidate):
    import torch

    with torch.device("meta"):
        model, inputs = real_models.build(candidate, meta=True)
    params = candidate["params"] = real_models.parameter_count(model)
    if inputs:
        try:
            with torch.device("meta"), torch.no_grad():
                model(*inputs)
        except Exception as e:
            # Meta tensors cannot run everything (torch.nonzero, a copy to the host): a model under
            # a billion parameters is checked on the CPU instead, with real (seeded) weights.
            if "meta" not in str(e) or params > 1e9:
                raise
            model, inputs = real_models.build(candidate)
            with torch.no_grad():
                model(*inputs)
    return params, ""


def check_tiny(candidate, shrinks):
    """A timm tiny variant: the first shrink the builder takes that keeps the forward working and halves the size."""
    import torch

    with torch.device("meta"):
        published = real_models.parameter_count(real_models.timm_model(candidate["builder"], {}))
    for kw in shrinks:
        trial = dict(candidate, config=json.dumps(kw, sort_keys=True))
        try:
            params, _ = meta_forward(trial)
        except Exception:  # this builder does not take that shrink; try the next
            continue
        if params * 2 <= published:
            return finish(trial, params, "")
    raise real_models.BuildError("no shrink applies")


def check_diffusers(candidate, tiny):
    """A diffusers class at its defaults or shrunk, with the first input specs its forward takes: tried on
    meta (a failure naming meta retried on the CPU, as meta_forward does), a small tiny one on the CPU."""
    import diffusers
    import torch

    name = candidate["builder"]
    cls = getattr(diffusers, name)
    with torch.device("meta"):
        defaults = dict(cls().config)
    config = diffusers_tiny(defaults) if tiny else {}
    merged = {**defaults, **config}
    candidate["config"] = json.dumps(config, sort_keys=True)
    with torch.device("meta"):
        model = cls(**config).eval()
    params = candidate["params"] = real_models.parameter_count(model)
    space = diffusers_space(name, cls, merged)
    on_cpu = []

    def on_the_cpu(specs):
        with bounded_memory():
            if not on_cpu:
                torch.manual_seed(0)  # as real_models.build seeds the weights
                on_cpu.append(real_models.diffusers_model(name, config).eval())
            return forward_progress(on_cpu[0], specs, "cpu")

    def attempt(specs):
        if tiny and params <= TINY_ON_CPU:
            return on_the_cpu(specs)
        got = forward_progress(model, specs, "meta")
        # Meta tensors cannot run everything (torch.nonzero, a copy to the host): such a pick of a
        # model under a billion parameters is run on the CPU instead, as meta_forward does.
        if got and "meta" in str(got[1]) and params <= 1e9:
            return on_the_cpu(specs)
        return got

    specs, failure = diffusers_inputs(space, attempt)
    candidate["inputs"] = json.dumps(specs)
    if failure:
        raise failure
    return finish(candidate, params, "")


@contextlib.contextmanager
def bounded_memory(_base=[]):  # noqa: B006 (the process's address space when first asked, kept)
    """The process's address space held to CPU_MEMORY over its first size while it lasts: a pick whose
    forward would outgrow the machine (a video decoder's full-size output) fails with an allocation
    error, not the OOM killer."""
    import resource

    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    if not _base:
        with open("/proc/self/statm") as f:
            _base.append(int(f.read().split()[0]) * resource.getpagesize())
    limit = _base[0] + CPU_MEMORY if hard == resource.RLIM_INFINITY else min(_base[0] + CPU_MEMORY, hard)
    resource.setrlimit(resource.RLIMIT_AS, (limit, hard))
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_AS, (soft, hard))


def finish(candidate, params, reason):
    candidate.update(params=params, reason=reason)
    return candidate


def reason_of(e):
    text = f"{type(e).__name__}: {e}".replace("\n", " ")
    return text[:240]


if __name__ == "__main__":
    main()
