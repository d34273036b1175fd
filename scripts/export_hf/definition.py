"""Reading back a written definition folder (seeded arguments filled as
the harness fills them), and its identity: the
definition hash exactly as tpu-compat computes it (suites Definition::hash):
SHA-256 over the program bytes, then for each argument in @main order its
type string ("f32[2,3]", "i64[]", "bool[]") and its raw little-endian bytes."""

import hashlib
import tomllib
from pathlib import Path

import safetensors.torch
import torch

from . import fill


class DefinitionError(Exception):
    pass


def read(folder: Path):
    """(manifest dict, program bytes, [tensor per argument in @main order])."""
    try:
        manifest = tomllib.loads((folder / "model.toml").read_text())
        program = (folder / "model.mlir").read_bytes()
    except (OSError, tomllib.TOMLDecodeError) as e:
        raise DefinitionError(f"{folder}: {e}") from e
    provided = {}
    for file in ("weights.safetensors", "inputs.safetensors"):
        if (folder / file).is_file():
            provided.update(safetensors.torch.load_file(str(folder / file)))
    values = []
    for a in manifest.get("arguments", []):
        if a["name"] in provided:
            values.append(provided[a["name"]])
        elif "fill" in a:
            try:
                v = fill.values(a["fill"], a["dtype"], a["shape"], int(manifest.get("seed", 0)), a["name"])
            except fill.FillError as e:
                raise DefinitionError(f"{folder}: {e}") from e
            values.append(torch.from_numpy(v))
        else:
            raise DefinitionError(f"{folder}: argument `{a['name']}` is in no safetensors file and has no fill")
    return manifest, program, values


def type_string(dtype: str, shape) -> str:
    return f"{dtype}[{','.join(str(d) for d in shape)}]"


def definition_hash(manifest: dict, program: bytes, values) -> str:
    h = hashlib.sha256(program)
    for a, t in zip(manifest["arguments"], values):
        h.update(type_string(a["dtype"], list(t.shape)).encode())
        h.update(raw_bytes(t))
    return h.hexdigest()


def raw_bytes(t: torch.Tensor) -> bytes:
    t = t.detach().cpu().contiguous()
    if t.dtype == torch.bfloat16:
        return t.view(torch.int16).numpy().tobytes()
    return t.numpy().tobytes()  # numpy on x86 and ARM hosts is little-endian
