"""Exports the sharded JAX fixtures of harness/tests/sharded_import.rs.

Run with jax 0.8.0 / jaxlib 0.8.0 on CPU:
    XLA_FLAGS=--xla_force_host_platform_device_count=4 python export.py
Writes, per program, <id>/model.mlir (jax.export's text), inputs.safetensors
(arg0..argN in @main's order) and expected.safetensors (JAX's own outputs on
the 4-device CPU mesh, out0..outN), and versions.txt.
"""
import os
import sys

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=4")

import jax
import jax.numpy as jnp
import numpy as np
from jax import export
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
from safetensors.numpy import save_file

try:
    from jax import shard_map
except ImportError:  # older jax
    from jax.experimental.shard_map import shard_map

HERE = os.path.dirname(os.path.abspath(__file__))
assert len(jax.devices()) == 4, jax.devices()
mesh = Mesh(np.array(jax.devices()), ("d",))
rng = np.random.default_rng(27)


def f32(*shape):
    return rng.standard_normal(shape).astype(np.float32)


def write(name, fn, args):
    exp = export.export(fn)(*args)
    d = os.path.join(HERE, name)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "model.mlir"), "w") as f:
        # Locations name this script by its path: keep them, relative.
        f.write(exp.mlir_module().replace(HERE + os.sep, ""))
    leaves = jax.tree.leaves(args)
    save_file({f"arg{i}": np.asarray(v) for i, v in enumerate(leaves)}, os.path.join(d, "inputs.safetensors"))
    outs = jax.tree.leaves(fn(*args))
    save_file({f"out{i}": np.asarray(o) for i, o in enumerate(outs)}, os.path.join(d, "expected.safetensors"))
    print(name, exp.nr_devices, [o.shape for o in outs])


# Tensor-parallel MLP: w1 split by columns, w2 by rows (a psum the partitioner inserts), x and the output replicated.
def mlp(x, w1, b1, w2):
    return jnp.tanh(x @ w1 + b1) @ w2


rep = NamedSharding(mesh, P())
write(
    "jit-mlp-tp",
    jax.jit(
        mlp,
        in_shardings=(rep, NamedSharding(mesh, P(None, "d")), NamedSharding(mesh, P("d")), NamedSharding(mesh, P("d", None))),
        out_shardings=rep,
    ),
    (f32(8, 16), f32(16, 32), f32(32), f32(32, 8)),
)


def smap(body, in_specs, out_specs):
    return jax.jit(shard_map(body, mesh=mesh, in_specs=in_specs, out_specs=out_specs))


# shard_map with each collective; x is split by rows over the 4 devices.
write("shard-map-psum", smap(lambda x: jax.lax.psum(x * 2.0, "d"), P("d"), P()), (f32(8, 3),))
write("shard-map-all-gather", smap(lambda x: jax.lax.all_gather(x, "d", axis=1, tiled=True), P("d"), P("d")), (f32(8, 3),))
write("shard-map-psum-scatter", smap(lambda x: jax.lax.psum_scatter(x, "d", scatter_dimension=0, tiled=True), P("d"), P("d")), (f32(16, 3),))
write("shard-map-all-to-all", smap(lambda x: jax.lax.all_to_all(x, "d", 1, 0, tiled=True), P("d"), P("d")), (f32(8, 8),))
write(
    "shard-map-ppermute",
    smap(lambda x: jax.lax.ppermute(x, "d", [(i, (i + 1) % 4) for i in range(4)]), P("d"), P("d")),
    (f32(8, 3),),
)

# The same under GSPMD (JAX's partitioner before Shardy): `mhlo.sharding` strings, and shard_map as
# @Sharding / SPMDFullToShardShape / SPMDShardToFullShape custom calls around a private body.
jax.config.update("jax_use_shardy_partitioner", False)
write(
    "gspmd-jit-mlp-tp",
    jax.jit(
        mlp,
        in_shardings=(rep, NamedSharding(mesh, P(None, "d")), NamedSharding(mesh, P("d")), NamedSharding(mesh, P("d", None))),
        out_shardings=rep,
    ),
    (f32(8, 16), f32(16, 32), f32(32), f32(32, 8)),
)
write("gspmd-shard-map-psum", smap(lambda x: jax.lax.psum(x * 2.0, "d"), P("d"), P()), (f32(8, 3),))
write(
    "gspmd-shard-map-ppermute",
    smap(lambda x: jax.lax.ppermute(x, "d", [(i, (i + 1) % 4) for i in range(4)]), P("d"), P("d")),
    (f32(8, 3),),
)

with open(os.path.join(HERE, "versions.txt"), "w") as f:
    import jaxlib

    f.write(f"jax {jax.__version__}\njaxlib {jaxlib.__version__}\nnumpy {np.__version__}\npython {sys.version.split()[0]}\n")
