"""Exports the bytecode fixtures of harness/tests/hostile_table.rs (row 2):
jax.export's default artifact, `Exported.mlir_module_serialized` (a StableHLO
portable artifact in MLIR bytecode), of a 4-device `jit`, a `shard_map` and a
donated training step, each small.

Run with jax 0.8.0 / jaxlib 0.8.0 on CPU:
    python export.py
Writes <name>.mlirbc and versions.txt beside this script.
"""
import os

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=4")

import jax
import jax.numpy as jnp
import numpy as np
from jax import export
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

try:
    from jax import shard_map
except ImportError:  # older jax
    from jax.experimental.shard_map import shard_map

HERE = os.path.dirname(os.path.abspath(__file__))
assert len(jax.devices()) == 4, jax.devices()
mesh = Mesh(np.array(jax.devices()), ("d",))
x = jnp.ones((8, 4), jnp.float32)
w = jnp.ones((4, 3), jnp.float32)


def write(name, fn, *args):
    exp = export.export(fn)(*args)
    with open(os.path.join(HERE, name + ".mlirbc"), "wb") as f:
        f.write(exp.mlir_module_serialized)
    print(name, exp.nr_devices, len(exp.mlir_module_serialized), "bytes")


write(
    "jit4",
    jax.jit(lambda x, w: jnp.tanh(x @ w), in_shardings=(NamedSharding(mesh, P("d", None)), NamedSharding(mesh, P()))),
    x,
    w,
)
write("shard-map4", jax.jit(shard_map(lambda x: jax.lax.psum(x * 2.0, "d"), mesh=mesh, in_specs=P("d"), out_specs=P())), x)


def step(w, x):
    loss = jnp.sum((x @ w) ** 2)
    return loss, w - 0.1 * w


write("step", jax.jit(step, donate_argnums=0), w, x)

with open(os.path.join(HERE, "versions.txt"), "w") as f:
    f.write(f"jax {jax.__version__}\njaxlib {jax.lib.__version__}\nnumpy {np.__version__}\n")
