"""Exports the JAX training-step fixtures of harness/tests/train_import.rs.

Run with jax 0.8.0 / jaxlib 0.8.0 on CPU (numpy, safetensors):
    python export.py
(it sets XLA_FLAGS=--xla_force_host_platform_device_count=4 itself, for the sharded case).
Writes, per case, an export folder as `tpu-compat import --batch` takes it:
  <case>/model.mlir              jax.export's text (`exported.mlir_module()`)
  <case>/inputs.safetensors      @main's arguments, arg0..argN in @main's order
  <case>/expected.safetensors    the outputs of ONE step as JAX's step returned them, out0..outN
  <case>/trajectory.safetensors  JAX's own loss over STEPS steps, loss@1..loss@STEPS
  <case>/expected.f64.safetensors    the same step in float64 (jax x64 on, the same inputs widened):
                                     out0..outN, floats as f64, what `import --expected-f64` takes
  <case>/trajectory.f64.safetensors  the float64 loss over STEPS steps, loss@1..loss@STEPS (f64)
and versions.txt (the versions it ran with).

Cases:
  adamw-counter   AdamW with a step counter, step(params, m, v, t, x, y) -> (loss, params', m', v', t'),
                  donate_argnums=(0, 1, 2, 3): JAX aliases t (f32[]) to the loss, the first unused f32[].
  swapped-state   SGD with momentum whose state comes back before the parameters:
                  step(params, opt, x, y) -> (loss, opt', params'); params['b1'] and opt['mu']['b1'] share a
                  type, so buffer reuse pairs params with opt'.
  ambiguous       step(a, b, x, y) -> (loss, b', a') with a and b of one type: nothing the export says tells
                  which output is a' (an import must refuse it, or be told with --feed).
  named-state     step(params, t, x, y) -> (loss, {"params": params', "t": t'}): the result paths name the arguments.
  adamw-cancel    adamw-counter's step on a batch of +-pairs (x, -x; y, -y) from b1 = 0: b1's gradient
                  cancels to rounding noise, which AdamW's first update m / (sqrt(v) + eps) turns into a
                  change of b1 of up to LR: one step's b1' is the noise of the platform's summation order,
                  and only the float64 reference tells an equally accurate one from a wrong one.
  sharded-donor   data-parallel SGD step, jax.jit(step, donate_argnums=(0, 1), in_shardings=...) (no out_shardings, as docs/sharded.md gives it)
                  over 4 CPU devices: donation is written as jax.buffer_donor, not tf.aliasing_output.
"""
import os

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=4")

import jax
import jax.numpy as jnp
import numpy as np
from jax import export
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
from safetensors.numpy import save_file

HERE = os.path.dirname(os.path.abspath(__file__))
STEPS = 5
rng = np.random.default_rng(36)


def f32(*shape, scale=0.5):
    return (rng.standard_normal(shape) * scale).astype(np.float32)


def mlp_params():
    return {"b1": np.zeros((8,), np.float32), "w1": f32(4, 8), "w2": f32(8, 2)}


def mse(params, x, y):
    h = jnp.tanh(x @ params["w1"] + params["b1"])
    return jnp.mean((h @ params["w2"] - y) ** 2)


def widen(tree):
    """Float leaves as float64 (call under jax x64), others as they are."""
    return jax.tree.map(lambda a: jnp.asarray(np.asarray(a, np.float64) if np.issubdtype(np.asarray(a).dtype, np.floating) else a), tree)


def write_f64(d, fn, args, feed, meta):
    """One step of `fn` and STEPS steps' losses in float64, from `args` widened."""
    meta = dict(meta, reference="jax x64 (float64) of the same step")
    with jax.enable_x64(True):
        step = jax.jit(fn)
        cur = widen(args)
        outs = step(*cur)
        save_file({f"out{i}": np.asarray(o) for i, o in enumerate(jax.tree.leaves(outs))}, os.path.join(d, "expected.f64.safetensors"), metadata=meta)
        losses = []
        for _ in range(STEPS):
            outs = step(*cur)
            losses.append(np.asarray(outs[0], np.float64))
            cur = feed(cur, outs)
    save_file({f"loss@{k + 1}": l for k, l in enumerate(losses)}, os.path.join(d, "trajectory.f64.safetensors"), metadata=meta)


def write(name, jitted, args, feed, fn):
    """Exports `jitted` at `args`; `feed(args, outs)` gives the next step's args from one step's outputs;
    `fn` (the step's Python function) is run again in float64 for the reference."""
    exp = export.export(jitted)(*args)
    d = os.path.join(HERE, name)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "model.mlir"), "w") as f:
        f.write(exp.mlir_module().replace(HERE + os.sep, ""))
    leaves = jax.tree.leaves(args)
    save_file({f"arg{i}": np.asarray(v) for i, v in enumerate(leaves)}, os.path.join(d, "inputs.safetensors"))
    meta = {"device": "cpu", "platform_name": "jax", "platform_version": jax.__version__}
    outs = jitted(*jax.tree.map(jnp.array, args))
    save_file({f"out{i}": np.asarray(o) for i, o in enumerate(jax.tree.leaves(outs))}, os.path.join(d, "expected.safetensors"), metadata=meta)
    losses, cur = [], jax.tree.map(jnp.array, args)
    for _ in range(STEPS):
        outs = jitted(*cur)
        losses.append(np.asarray(outs[0]))
        cur = feed(cur, outs)
    save_file({f"loss@{k + 1}": l for k, l in enumerate(losses)}, os.path.join(d, "trajectory.safetensors"), metadata=meta)
    write_f64(d, fn, args, feed, meta)
    print(name, [float(l) for l in losses])


x, y = f32(16, 4, scale=1.0), f32(16, 2, scale=1.0)

# (a) AdamW with a step counter.
LR, B1, B2, EPS, WD = 0.01, 0.9, 0.999, 1e-8, 0.01


def adamw(params, m, v, t, x, y):
    loss, g = jax.value_and_grad(mse)(params, x, y)
    t = t + 1.0
    m = jax.tree.map(lambda m, g: B1 * m + (1 - B1) * g, m, g)
    v = jax.tree.map(lambda v, g: B2 * v + (1 - B2) * g * g, v, g)
    c1, c2 = 1 - B1**t, 1 - B2**t
    params = jax.tree.map(lambda p, m, v: p - LR * ((m / c1) / (jnp.sqrt(v / c2) + EPS) + WD * p), params, m, v)
    return loss, params, m, v, t


p = mlp_params()
zeros = {k: np.zeros_like(a) for k, a in p.items()}
write("adamw-counter", jax.jit(adamw, donate_argnums=(0, 1, 2, 3)), (p, zeros, dict(zeros), np.float32(0.0), x, y),
      lambda a, o: (o[1], o[2], o[3], o[4], a[4], a[5]), adamw)


# (b) state returned before the parameters.
def swapped(params, opt, x, y):
    loss, g = jax.value_and_grad(mse)(params, x, y)
    mu = jax.tree.map(lambda m, g: 0.9 * m + g, opt["mu"], g)
    params = jax.tree.map(lambda p, m: p - 0.1 * m, params, mu)
    return loss, {"count": opt["count"] + 1.0, "mu": mu}, params


p = mlp_params()
opt = {"count": np.float32(0.0), "mu": {k: np.zeros_like(a) for k, a in p.items()}}
write("swapped-state", jax.jit(swapped, donate_argnums=(0, 1)), (p, opt, x, y), lambda a, o: (o[2], o[1], a[2], a[3]), swapped)


# (c) two parameters of one type returned in the other order.
def two(a, b, x, y):
    def loss_fn(a, b):
        return jnp.mean((jnp.tanh(x @ a) @ b - y) ** 2)

    loss, (ga, gb) = jax.value_and_grad(loss_fn, argnums=(0, 1))(a, b)
    return loss, b - 0.1 * gb, a - 0.1 * ga


sq_x, sq_y = f32(16, 4, scale=1.0), f32(16, 4, scale=1.0)
write("ambiguous", jax.jit(two, donate_argnums=(0, 1)), (f32(4, 4), f32(4, 4), sq_x, sq_y), lambda a, o: (o[2], o[1], a[2], a[3]), two)


# (d) a sharded data-parallel step: donation as jax.buffer_donor.
def sgd(params, mom, x, y):
    loss, g = jax.value_and_grad(mse)(params, x, y)
    mom = jax.tree.map(lambda m, g: 0.9 * m + g, mom, g)
    params = jax.tree.map(lambda p, m: p - 0.1 * m, params, mom)
    return loss, params, mom


assert len(jax.devices()) == 4, jax.devices()
mesh = Mesh(np.array(jax.devices()), ("d",))
rep, rows = NamedSharding(mesh, P()), NamedSharding(mesh, P("d"))
p = mlp_params()
mom = {k: np.zeros_like(a) for k, a in p.items()}
dp = jax.jit(sgd, donate_argnums=(0, 1), in_shardings=(rep, rep, rows, rows))
write("sharded-donor", dp, (p, mom, x, y), lambda a, o: (o[1], o[2], a[2], a[3]), sgd)


# (e) the state returned under its argument names: (params, t) -> (loss, {"params": params', "t": t'}).
def named(params, t, x, y):
    loss, g = jax.value_and_grad(mse)(params, x, y)
    params = jax.tree.map(lambda p, g: p - 0.1 * g, params, g)
    return loss, {"params": params, "t": t + 1.0}


write("named-state", jax.jit(named, donate_argnums=(0, 1)), (mlp_params(), np.float32(0.0), x, y), lambda a, o: (o[1]["params"], o[1]["t"], a[2], a[3]), named)

# (f) AdamW on a batch of +-pairs: b1's gradient is rounding noise (drawn last: the cases above keep their data).
half_x, half_y = f32(8, 4, scale=1.0), f32(8, 2, scale=1.0)
pm_x, pm_y = np.concatenate([half_x, -half_x]), np.concatenate([half_y, -half_y])
p = mlp_params()
zeros = {k: np.zeros_like(a) for k, a in p.items()}
write("adamw-cancel", jax.jit(adamw, donate_argnums=(0, 1, 2, 3)), (p, zeros, dict(zeros), np.float32(0.0), pm_x, pm_y),
      lambda a, o: (o[1], o[2], o[3], o[4], a[4], a[5]), adamw)

with open(os.path.join(HERE, "versions.txt"), "w") as f:
    import safetensors

    f.write(f"jax {jax.__version__}\njaxlib {jax.lib.__version__ if hasattr(jax.lib, '__version__') else jax.__version__}\n"
            f"numpy {np.__version__}\nsafetensors {safetensors.__version__}\n")
