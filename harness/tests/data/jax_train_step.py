"""Makes the training-step fixture of harness/tests/train_steps.rs: one SGD
step with momentum of a two-layer MLP under a mean-squared-error loss,
exported by `jax.export` from `jax.jit(step, donate_argnums=(0, 1))`, so the
parameters and the momentum alias the outputs they become
(`tf.aliasing_output`), and the exporter's own loss over 5 steps.

Writes, beside this script:
  jax_train_step.mlir                the program (jax.export's MLIR text)
  jax_train_step.inputs.safetensors  its arguments arg0..arg7 in @main order
  jax_train_step.losses.json         the loss of steps 1..5 computed by JAX

Made with jax 0.8.0 / jaxlib 0.8.0 (CPU), numpy, safetensors; run:
  python jax_train_step.py
"""

import json
from pathlib import Path

import jax
import jax.numpy as jnp
import numpy as np
from jax import export
from safetensors.numpy import save_file


def loss_fn(params, x, y):
    h = jnp.tanh(x @ params["w1"] + params["b1"])
    return jnp.mean((h @ params["w2"] - y) ** 2)


def step(params, momentum, x, y):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    momentum = jax.tree.map(lambda m, g: 0.9 * m + g, momentum, grads)
    params = jax.tree.map(lambda p, m: p - 0.1 * m, params, momentum)
    return loss, params, momentum


rng = np.random.default_rng(7)
params = {
    "b1": np.zeros((8,), np.float32),
    "w1": (rng.standard_normal((4, 8)) * 0.5).astype(np.float32),
    "w2": (rng.standard_normal((8, 2)) * 0.5).astype(np.float32),
}
momentum = {k: np.zeros_like(v) for k, v in params.items()}
x = rng.standard_normal((16, 4)).astype(np.float32)
y = rng.standard_normal((16, 2)).astype(np.float32)

jitted = jax.jit(step, donate_argnums=(0, 1))
exported = export.export(jitted)(params, momentum, x, y)
here = Path(__file__).parent
(here / "jax_train_step.mlir").write_text(exported.mlir_module())

# @main's arguments: the flattened pytrees in order (dict keys sorted), then x, y.
flat = [params[k] for k in sorted(params)] + [momentum[k] for k in sorted(momentum)] + [x, y]
save_file({f"arg{i}": np.ascontiguousarray(a) for i, a in enumerate(flat)}, str(here / "jax_train_step.inputs.safetensors"))

losses = []
p, m = {k: jnp.asarray(v) for k, v in params.items()}, {k: jnp.asarray(v) for k, v in momentum.items()}
for _ in range(5):
    loss, p, m = jitted(p, m, x, y)
    losses.append(float(loss))
versions = {"jax": jax.__version__, "jaxlib": jax.lib.__version__ if hasattr(jax.lib, "__version__") else "see jax"}
(here / "jax_train_step.losses.json").write_text(json.dumps({"losses": losses, "made_with": versions}, indent=2) + "\n")
print(losses)
