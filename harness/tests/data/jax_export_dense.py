"""Makes jax_export_dense.mlirbc, the bytecode fixture of harness/tests/import_cli.rs:
what `jax.export` serializes (a StableHLO portable artifact) for a dense layer
with parameters first. Made with jax 0.8.0 / jaxlib 0.8.0 (StableHLO v1.12.1,
which the xla-cpu-pjrt 0.0.1 plugin reads). Run: python jax_export_dense.py
"""

from pathlib import Path

import jax
import jax.numpy as jnp
from jax import export


def dense(params, x):
    return jnp.tanh(x @ params["w"] + params["b"]), jnp.sum(x)


params = {"w": jnp.zeros((3, 4), jnp.float32), "b": jnp.zeros((4,), jnp.float32)}
x = jnp.zeros((2, 3), jnp.float32)
exported = export.export(jax.jit(dense))(params, x)
# Arguments in @main order: params['b'] f32[4], params['w'] f32[3,4], x f32[2,3].
Path(__file__).with_suffix(".mlirbc").write_bytes(exported.mlir_module_serialized)
