"""scan.py's lowering, on StableHLO's reference interpreter: a reverse scan of two inputs with a
carry against a plain loop in NumPy, its attached decomposition dropped, never called; the planted
off-by-one; a program with no scan written down unchanged; and what the rewrite refuses.

    SCAN_VENV/bin/python -m unittest discover -s scripts/torch_tpu/scan_tests
    (harness/tests/torch_scan.rs runs it with the scan venv)
"""

import os
import sys
import unittest
from pathlib import Path

import numpy as np
from jaxlib.mlir import ir
from jaxlib.mlir.dialects import stablehlo

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import scan  # noqa: E402

T = "tensor<3x5xf32>"
S = "tensor<3xf32>"

# Body: (a, b, carry) -> (carry + a*b, carry + a*b - a, carry + a*b). Reverse, along dimension 1.
# The composite as TorchTPU's programs carry it; its decomposition returns its inputs unchanged, so
# a rewrite that called it would fail the check.
REVERSE = f"""
func.func @main(%x: {T}, %y: {T}, %init: {S}) -> ({T}, {T}, {S}) {{
  %r:3 = stablehlo.composite "chlo.scan" %x, %y, %init ({{
  ^bb0(%a: {S}, %b: {S}, %s: {S}):
    %m = stablehlo.multiply %a, %b : {S}
    %t = stablehlo.add %s, %m : {S}
    %u = stablehlo.subtract %t, %a : {S}
    stablehlo.return %t, %u, %t : {S}, {S}, {S}
  }}) {{composite_attributes = {{dimension = 1 : i64, is_associative = false, is_reverse = true,
      operandSegmentSizes = array<i32: 2, 1>, resultSegmentSizes = array<i32: 2, 1>, scan_dim_size = 5 : i64}},
      decomposition = @wrong, version = 1 : i32}} : ({T}, {T}, {S}) -> ({T}, {T}, {S})
  return %r#0, %r#1, %r#2 : {T}, {T}, {S}
}}
func.func private @wrong(%x: {T}, %y: {T}, %init: {S}) -> ({T}, {T}, {S}) {{
  return %x, %y, %init : {T}, {T}, {S}
}}
"""

GELU = f"""
func.func @main(%x: {S}) -> {S} {{
  %r = stablehlo.composite "tpu.gelu" %x {{decomposition = @gelu, version = 1 : i32}} : ({S}) -> {S}
  return %r : {S}
}}
func.func private @gelu(%x: {S}) -> {S} {{
  %y = stablehlo.tanh %x : {S}
  return %y : {S}
}}
"""


def lowered(text):
    """The module's scans lowered (`scan.lower`), then written for the CPU plugin's StableHLO 1.13.3 and
    read back, as the recorder hands it over; the scans' count. (jaxlib writes no composite with a
    body itself: TorchTPU's writer does, so the module starts as text.)"""
    with scan.context() as ctx, ir.Location.unknown():
        module = ir.Module.parse(text)
        n = scan.lower(module)
        data = stablehlo.serialize_portable_artifact_str(str(module), "1.13.3")
        return stablehlo.deserialize_portable_artifact(ctx, data), n


def evaluate(module, args):
    got = stablehlo.eval_module(module, [ir.DenseElementsAttr.get(a, context=module.context) for a in args])
    return [np.array(r) for r in got]


def reference(x, y, init):
    out0, out1, carry = np.zeros_like(x), np.zeros_like(x), init.copy()
    for i in reversed(range(x.shape[1])):
        carry = carry + x[:, i] * y[:, i]
        out0[:, i], out1[:, i] = carry, carry - x[:, i]
    return out0, out1, carry


class Lowering(unittest.TestCase):
    def setUp(self):
        rng = np.random.default_rng(0)
        self.args = [rng.standard_normal((3, 5)).astype(np.float32), rng.standard_normal((3, 5)).astype(np.float32)]
        self.args.append(rng.standard_normal(3).astype(np.float32))
        os.environ.pop("TPU_COMPAT_FAULT_SCAN", None)

    def test_a_reverse_scan_of_two_inputs_and_a_carry_computes_the_loop(self):
        module, n = lowered(REVERSE)
        self.assertEqual(n, 1)
        for got, want in zip(evaluate(module, self.args), reference(*self.args), strict=True):
            np.testing.assert_allclose(got, want, rtol=1e-6, atol=1e-6)
        text = str(module)
        self.assertNotIn("composite", text)
        self.assertNotIn("@wrong", text, "the attached decomposition is dropped, never called")

    def test_the_planted_off_by_one_computes_something_else(self):
        os.environ["TPU_COMPAT_FAULT_SCAN"] = "off-by-one"
        module, _ = lowered(REVERSE)
        self.assertFalse(np.allclose(evaluate(module, self.args)[0], reference(*self.args)[0]))

    def test_a_program_with_no_scan_is_written_down_unchanged(self):
        module, n = lowered(GELU)
        self.assertEqual(n, 0)
        self.assertIn("composite", str(module), "a composite that is not a scan is left as it is")
        x = self.args[2]
        np.testing.assert_allclose(evaluate(module, [x])[0], np.tanh(x), rtol=1e-6)

    def test_what_it_cannot_read_or_lower_is_refused_in_one_line(self):
        with self.assertRaisesRegex(scan.Refused, "not a StableHLO portable artifact"):
            scan.rewrite(b"not a program", "1.13.3")
        with self.assertRaisesRegex(scan.Refused, "dynamic shape"):
            lowered(REVERSE.replace(T, "tensor<3x?xf32>"))


if __name__ == "__main__":
    unittest.main()
