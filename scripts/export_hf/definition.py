"""Reading back a written definition folder (seeded arguments filled as
the harness fills them), and its identity: the
definition hash exactly as tpu-compat computes it (suites Definition::hash):
SHA-256 over the program bytes, then for each argument in @main order its
type string ("f32[2,3]", "i64[]", "bool[]") and its raw little-endian bytes.

Tensors come back as torch tensors (what the baseline runs on) or, with
`tensors="numpy"`, as numpy arrays: the hash and the tests need no torch."""

import hashlib
import tomllib
from pathlib import Path

import numpy as np

from . import fill


class DefinitionError(Exception):
    pass


def load_stored(path: Path, tensors: str) -> dict:
    """The tensors of one safetensors file, by name."""
    if tensors == "numpy":
        import safetensors.numpy

        return safetensors.numpy.load_file(str(path))
    import safetensors.torch

    return safetensors.torch.load_file(str(path))


def read(folder: Path, tensors: str = "torch"):
    """(manifest dict, program bytes, [tensor per argument in @main order])."""
    try:
        manifest = tomllib.loads((folder / "model.toml").read_text())
        program = (folder / "model.mlir").read_bytes()
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as e:
        raise DefinitionError(f"{folder}: {e}") from e
    provided = {}
    for file in ("weights.safetensors", "inputs.safetensors"):
        if (folder / file).is_file():
            try:
                provided.update(load_stored(folder / file, tensors))
            except Exception as e:  # safetensors raises its own error types
                raise DefinitionError(f"{folder / file}: {e}") from e
    values = []
    for a in manifest.get("arguments", []):
        if a["name"] in provided:
            values.append(provided[a["name"]])
        elif "fill" in a:
            try:
                v = fill.values(a["fill"], a["dtype"], a["shape"], int(manifest.get("seed", 0)), a["name"])
            except fill.FillError as e:
                raise DefinitionError(f"{folder}: {e}") from e
            if tensors == "torch":
                import torch

                v = torch.from_numpy(v)
            values.append(v)
        else:
            raise DefinitionError(f"{folder}: argument `{a['name']}` is in no safetensors file and has no fill")
    return manifest, program, values


def type_string(dtype: str, shape) -> str:
    return f"{dtype}[{','.join(str(d) for d in shape)}]"


def definition_hash(manifest: dict, program: bytes, values) -> str:
    h = hashlib.sha256(program)
    for a, t in zip(manifest["arguments"], values, strict=True):
        h.update(type_string(a["dtype"], list(t.shape)).encode())
        h.update(raw_bytes(t))
    return h.hexdigest()


def raw_bytes(t) -> bytes:
    """The little-endian bytes of a numpy array or a torch tensor (bf16 as its bits)."""
    if isinstance(t, np.ndarray):
        return np.ascontiguousarray(t).astype(t.dtype.newbyteorder("<"), copy=False).tobytes()
    import torch

    t = t.detach().cpu().contiguous()
    if t.dtype == torch.bfloat16:
        return t.view(torch.int16).numpy().tobytes()
    return t.numpy().tobytes()  # numpy on x86 and ARM hosts is little-endian
