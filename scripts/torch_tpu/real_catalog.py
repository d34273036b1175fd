"""Generates the `real` catalog (suites/catalogs/real.csv) from the pinned
libraries of the TorchTPU venv (scripts/torch_tpu/requirements.lock):

  timm          every `list_models()` name at its published config, every
                pretrained tag whose config differs (input size, classes),
                and a tiny variant (depth shrunk) where the builder takes one
  torchvision   every `list_models()` builder at its published config
  transformers  every forward entry of the hf catalog, as the catalog has it
                (tiny) and at its config class's defaults (published size)
  diffusers     every model class at its default config, and a tiny variant
                (channels and layers shrunk), where its inputs are known
  open_clip     every `list_models()` config at its published size, and a
                tiny variant (one layer a tower)

Each candidate is built on the meta device (no memory, no weights) in a
worker process, its parameters counted and, except transformers', its
forward run on meta tensors to check the input spec. A candidate that
fails keeps its row with the reason (column `reason`): never a silent drop.

    python real_catalog.py [--out suites/catalogs/real.csv] [--jobs 2] [--limit N] [--only LIBRARY]

The rows are sorted by id; the same pins give the same file.
"""

import argparse
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


def diffusers_inputs(name, cls, config) -> list:
    """Input specs from the forward's parameter names and the config; an error names what is unknown."""
    import inspect

    params = inspect.signature(cls.forward).parameters
    video = any(s in name for s in ("3D", "Video", "Motion", "Temporal"))
    one_d = "1D" in name
    in_ch = config.get("in_channels") or config.get("latent_channels") or 4

    def spatial(ch):
        if one_d:
            return [1, ch, 64]
        return [1, ch, 2, LATENT, LATENT] if video else [1, ch, LATENT, LATENT]

    text_dim = config.get("cross_attention_dim") or config.get("joint_attention_dim") or config.get("caption_channels") or 32
    if isinstance(text_dim, (list, tuple)):
        text_dim = text_dim[0]
    rules = {
        "sample": lambda: image(spatial(in_ch), name="sample"),
        "hidden_states": lambda: image(spatial(in_ch), name="hidden_states"),
        "timestep": lambda: {"shape": [1], "fill": "int:10", "name": "timestep"},
        "encoder_hidden_states": lambda: image([1, 8, text_dim], name="encoder_hidden_states"),
        "pooled_projections": lambda: image([1, config.get("pooled_projection_dim") or 32], name="pooled_projections"),
        "controlnet_cond": lambda: image([1, config.get("conditioning_channels") or 3, 8 * LATENT, 8 * LATENT], name="controlnet_cond"),
        "class_labels": lambda: {"shape": [1], "fill": f"ids:{config.get('num_embeds_ada_norm') or 10}", "name": "class_labels"},
    }
    specs = []
    for p in list(params.values())[1:]:
        if p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD):
            continue
        if p.name in rules and (p.default is p.empty or p.name in ("encoder_hidden_states", "timestep") and p.name in params):
            specs.append(rules[p.name]())
        elif p.default is p.empty:
            raise real_models.BuildError(f"no input spec for {name}.forward's `{p.name}`")
    return specs


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
    import diffusers
    import torch

    cls = getattr(diffusers, candidate["builder"])
    with torch.device("meta"):
        defaults = dict(cls().config)
    config = diffusers_tiny(defaults) if tiny else {}
    merged = {**defaults, **config}
    candidate["config"] = json.dumps(config, sort_keys=True)
    with torch.device("meta"):
        candidate["params"] = real_models.parameter_count(cls(**config))
    candidate["inputs"] = json.dumps(diffusers_inputs(candidate["builder"], cls, merged))
    return finish(candidate, *meta_forward(candidate))


def finish(candidate, params, reason):
    candidate.update(params=params, reason=reason)
    return candidate


def reason_of(e):
    text = f"{type(e).__name__}: {e}".replace("\n", " ")
    return text[:240]


if __name__ == "__main__":
    main()
