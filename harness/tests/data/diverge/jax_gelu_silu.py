"""Makes the fixture of harness/tests/diverge_jax.rs: a small model as JAX
exports it, with the two shapes that hide a fault from a naive localizer:

- `jax.nn.silu` becomes `func.func private @silu`, reached by `call @silu`
  (and `jnp.where` in it would become `@_where`): the ops inside it are not
  top-level ops of @main until the program is inlined;
- `jax.nn.gelu(approximate=False)` lowers `erf` as JAX does: both branches of
  the approximation are evaluated (the erfc branch computes 1/x^2) and a
  `select` keeps one per element, so at tiny x the discarded branch holds
  huge values (1/x^2 near 5e37), or infinities where a device's divide
  overflows there.

The input x holds a few tiny elements (2e-19: x/sqrt(2) squared is about
2e-38, just above float32's smallest normal, so the CPU's 1/x^2 is finite)
beside ordinary ones, some beyond |x/sqrt(2)| >= 1 so the erfc branch is
also the kept one somewhere.

Writes, beside this script, the definition folder jax_gelu_silu/:
  model.mlir           jax.export's MLIR text of forward(x, w)
  model.toml           the manifest (x, w data arguments; one output)
  inputs.safetensors   x and w (written by hand: 8-byte header length, JSON header, data)

Made with jax 0.8.0 / jaxlib 0.8.0 (CPU) and numpy 2.4; run:
  python jax_gelu_silu.py
"""

import json
import struct
from pathlib import Path

import jax
import jax.numpy as jnp
import numpy as np
from jax import export


def forward(x, w):
    g = jax.nn.gelu(x, approximate=False)
    return jax.nn.silu(g @ w)


rng = np.random.default_rng(11)
x = (rng.standard_normal((4, 8)) * 1.5).astype(np.float32)
x[0, 1] = 2e-19
x[2, 5] = -2.2e-19
x[3, 3] = 2.5e-19
w = (rng.standard_normal((8, 8)) * 0.4).astype(np.float32)

exported = export.export(jax.jit(forward))(x, w)
out = Path(__file__).parent / "jax_gelu_silu"
out.mkdir(exist_ok=True)
(out / "model.mlir").write_text(exported.mlir_module())


def safetensors(tensors):
    header, data = {}, b""
    for name, a in tensors.items():
        b = np.ascontiguousarray(a).tobytes()
        header[name] = {"dtype": "F32", "shape": list(a.shape), "data_offsets": [len(data), len(data) + len(b)]}
        data += b
    h = json.dumps(header).encode()
    h += b" " * (-len(h) % 8)
    return struct.pack("<Q", len(h)) + h + data


(out / "inputs.safetensors").write_bytes(safetensors({"x": x, "w": w}))
(out / "model.toml").write_text(
    """id = "jax_gelu_silu"
family = "mlp"
seed = 11

[[arguments]]
name = "x"
shape = [4, 8]
dtype = "f32"
role = "data"

[[arguments]]
name = "w"
shape = [8, 8]
dtype = "f32"
role = "data"

[[outputs]]
name = "y"
shape = [4, 8]
dtype = "f32"
"""
)
print("jax", jax.__version__, "wrote", out)
