"""One shard of the `aten` tier: PyTorch's OpInfo database (op_db) run on
TorchTPU's device, eagerly, against PyTorch CPU in the same process.

`tpu-compat aten` starts one of these per worker and reads its stdout: one
JSON object a line. Before each (op, dtype) cell the shard writes
{"begin": INDEX, ...}; after it, {"end": INDEX, "counts": {...}, ...}. A
process that dies between the two took the cell with it: the harness
records a crash for that cell, naming the signal, and starts a new shard
after it (`--from INDEX+1`). Nothing else is written to stdout.

Cells are (OpInfo, dtype) for the dtypes the op supports on the CPU among
f32, bf16, f16, i32, i64 and bool, in op_db's order; shard i of n takes the
cells whose position is i modulo n among those left to run (all of them, or
those --skip does not name: a resumed run's cells already done). Per
sample, the outcome is one of (`outcome` below): pass, mismatch, refused
(TorchTPU's own "not implemented"), error (TorchTPU raised where CPU did
not), plugin-limit (the device's PJRT plugin cannot take what TorchTPU
emitted), skipped (CPU itself raised on the sample). A sample passes under PyTorch's tolerance for
the op and dtype (the OpInfo's TestCommon overrides, else
torch.testing.assert_close's defaults), or under the float64 rule where the
op runs in float64 on the CPU: the device's RMSE against float64 within
twice the CPU's own RMSE against float64 plus atol/10. A random op (the
CPU itself gives other values at each call), and an op PyTorch itself
excludes from device-vs-CPU comparison (TestCommon.test_compare_cpu skipped
or expected to fail), passes on its outputs' shapes, dtypes and finiteness
(`random-pass`). error_inputs are
checked for failure parity, and one sample per differentiable cell is
checked backward."""

import argparse
import json
import math
import os
import sys
import time
import tomllib
import traceback

# The device's plugin is chosen before torch is imported: importing torch loads
# TorchTPU, which otherwise looks for libtpu.
if "TPU_LIBRARY_PATH" not in os.environ:
    sys.exit("aten shard: TPU_LIBRARY_PATH is not set (tpu-compat aten sets it to the device's PJRT plugin)")

import torch  # noqa: E402
import torch_tpu  # noqa: E402

DTYPES = {
    "f32": torch.float32,
    "bf16": torch.bfloat16,
    "f16": torch.float16,
    "i32": torch.int32,
    "i64": torch.int64,
    "bool": torch.bool,
}
NAMES = {v: k for k, v in DTYPES.items()}

# TorchTPU's words when it has no lowering for an op.
REFUSALS = ("not implemented", "notimplemented", "not supported", "unsupported", "no lowering")


def plugin_limits():
    """What a PJRT plugin says when it cannot take what TorchTPU sent it (lower case): the one
    list, baselines/plugin-limits.toml, which the harness also judges by. `tpu-compat aten` hands
    its built-in copy over in TPU_COMPAT_PLUGIN_LIMITS; run by hand, the checkout's file is read."""
    text = os.environ.get("TPU_COMPAT_PLUGIN_LIMITS")
    if text is None:
        path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "baselines", "plugin-limits.toml")
        with open(path, encoding="utf-8") as f:
            text = f.read()
    return tuple(limit["says"].lower() for limit in tomllib.loads(text)["limit"] if not limit.get("bounded"))


PLUGIN_LIMITS = plugin_limits()
# Ops whose outputs are uninitialized memory: judged on their outputs' shapes and dtypes only.
UNINITIALIZED = ("empty", "empty_like", "empty_permuted", "empty_strided", "new_empty", "new_empty_strided")


def cells(op_db, only):
    """Every (index, OpInfo, dtype name) in a fixed order."""
    out = []
    for op in op_db:
        name = op.name + ("." + op.variant_test_name if op.variant_test_name else "")
        if only and not any(o == name or o == op.name for o in only):
            continue
        supported = op.supported_dtypes("cpu")
        for short, dt in DTYPES.items():
            if dt in supported:
                out.append((op, name, short))
    return [(i, op, name, d) for i, (op, name, d) in enumerate(out)]


def unmatched(op_db, only, all_cells):
    """Each name of `only` that gives none of `all_cells`: (name, whether an OpInfo has the name
    (with none of the dtypes), up to three close names)."""
    import difflib

    names = set()
    for op in op_db:
        names.add(op.name)
        if op.variant_test_name:
            names.add(op.name + "." + op.variant_test_name)
    found = {name for _, _, name, _ in all_cells} | {op.name for _, op, _, _ in all_cells}
    out = []
    for o in dict.fromkeys(only):
        if o not in found:
            out.append((o, o in names, difflib.get_close_matches(o, sorted(names), n=3, cutoff=0.75)))
    return out


def tolerance(op, dtype):
    """PyTorch's (atol, rtol) for the op and dtype: the loosest TestCommon
    override the OpInfo declares, else assert_close's defaults."""
    from torch.testing._internal.common_device_type import toleranceOverride
    from torch.testing._internal.opinfo.core import DecorateInfo

    best = None
    for d in op.decorators:
        if not isinstance(d, DecorateInfo) or d.cls_name not in (None, "TestCommon"):
            continue
        for dd in d.decorators:
            if isinstance(dd, toleranceOverride) and dtype in dd.d:
                t = dd.d[dtype]
                if best is None or t.atol + t.rtol > best[0] + best[1]:
                    best = (t.atol, t.rtol)
    if best is not None:
        return best
    return DEFAULT_TOLERANCE.get(dtype, (0.0, 0.0))


# torch.testing.assert_close's defaults, by the dtype of the tensors compared.
DEFAULT_TOLERANCE = {
    torch.float16: (1e-5, 1e-3),
    torch.bfloat16: (1e-5, 1.6e-2),
    torch.float32: (1e-5, 1.3e-6),
    torch.float64: (1e-7, 1e-7),
    torch.complex32: (1e-5, 1e-3),
    torch.complex64: (1e-5, 1.3e-6),
    torch.complex128: (1e-7, 1e-7),
}


def output_tolerance(output_dtype, cell_dtype, atol, rtol):
    """The tolerance an output is compared under: the cell's, and where the output has another
    floating dtype than the cell (cos of an int32 gives float32), at least assert_close's default
    for the dtype compared, as PyTorch's own comparison applies it."""
    if output_dtype == cell_dtype or output_dtype not in DEFAULT_TOLERANCE:
        return atol, rtol
    da, dr = DEFAULT_TOLERANCE[output_dtype]
    return max(atol, da), max(rtol, dr)


def compare_cpu_excluded(op, dtype):
    """Whether PyTorch itself excludes the op's values from device-vs-CPU comparison for this dtype
    (a skip or expected failure on TestCommon.test_compare_cpu: random ops, mostly)."""
    from torch.testing._internal.common_device_type import toleranceOverride
    from torch.testing._internal.opinfo.core import DecorateInfo

    for d in op.decorators:
        if not isinstance(d, DecorateInfo) or d.test_name != "test_compare_cpu" or d.cls_name not in (None, "TestCommon"):
            continue
        if d.dtypes is not None and dtype not in d.dtypes:
            continue
        if not all(isinstance(dd, toleranceOverride) for dd in d.decorators):
            return True
    return False


def leaves(x):
    """The tensors of a nested output, in order."""
    if isinstance(x, torch.Tensor):
        return [x]
    if isinstance(x, (list, tuple)):
        return [t for v in x for t in leaves(v)]
    if isinstance(x, dict):
        return [t for k in sorted(x) for t in leaves(x[k])]
    return []


def to_device(sample, device):
    return sample.transform(lambda t: t.to(device) if isinstance(t, torch.Tensor) else t)


def call(op, sample):
    return op(sample.input, *sample.args, **sample.kwargs)


# TorchTPU runs programs asynchronously: a program that consumes the result of one that failed
# (say, the plugin refused it) raises this, not the first failure.
FAILED_STATE = "a required argument is in a failed state"


def kind_of_error(e):
    text = f"{type(e).__name__}: {e}".lower()
    if any(p in text for p in PLUGIN_LIMITS):
        return "plugin-limit"
    if FAILED_STATE in text:
        return "failed-state"
    if isinstance(e, NotImplementedError) or any(r in text for r in REFUSALS):
        return "refused"
    return "error"


def close(actual, expected, f64, atol, rtol):
    """(passed, rule, max_abs): PyTorch's tolerance, else the float64 rule."""
    if actual.shape != expected.shape or actual.dtype != expected.dtype:
        return False, "shape", math.inf
    if not (expected.is_floating_point() or expected.is_complex()):
        same = torch.equal(actual, expected)
        return same, "exact", 0.0 if same else math.inf
    a, e = actual.double(), expected.double()
    finite = torch.isfinite(e)
    if not torch.equal(finite, torch.isfinite(a)) or not torch.equal(a[~finite].nan_to_num(), e[~finite].nan_to_num()):
        return False, "non-finite", math.inf
    diff = (a - e)[finite].abs()
    max_abs = float(diff.max()) if diff.numel() else 0.0
    if diff.numel() == 0 or bool((diff <= atol + rtol * e[finite].abs()).all()):
        return True, "pytorch", max_abs
    if f64 is not None and f64.shape == expected.shape:
        r = f64.double()[finite]
        dev = float(((a[finite] - r) ** 2).mean().sqrt())
        cpu = float(((e[finite] - r) ** 2).mean().sqrt())
        if dev <= 2.0 * cpu + atol / 10:
            return True, "f64", max_abs
    return False, "pytorch", max_abs


def differ(a, b):
    """Whether two CPU calls gave other values (bit for bit; NaNs where the first has any are not compared).
    Compared as bytes, which every dtype has (torch.equal has no ComplexHalf kernel)."""
    if a.shape != b.shape or a.dtype != b.dtype:
        return True
    if a.is_complex():
        a, b = torch.view_as_real(a.resolve_conj()), torch.view_as_real(b.resolve_conj())
    if a.is_floating_point() and a.float().isnan().any():
        return False
    return not torch.equal(a.reshape(-1).contiguous().view(torch.uint8), b.reshape(-1).contiguous().view(torch.uint8))


def run_sample(op, sample, dtype, atol, rtol, device, excluded=False):
    """One sample's outcome and, for a failure, a short account."""
    try:
        expected = leaves(call(op, sample))
        again = leaves(call(op, sample))
    except Exception:
        return "skipped", None
    # A random op (bernoulli, exponential_, uniform_, ...) gives other values each call on the CPU
    # itself: only the outputs' number, shapes, dtypes and finiteness can be compared.
    random = excluded or any(differ(a, b) for a, b in zip(expected, again, strict=False))
    uninitialized = op.name in UNINITIALIZED
    f64 = None
    if dtype.is_floating_point and torch.float64 in op.supported_dtypes("cpu"):
        try:
            wide = sample.transform(lambda t: t.double() if isinstance(t, torch.Tensor) and t.is_floating_point() else t)
            f64 = leaves(call(op, wide))
        except Exception:
            f64 = None
    try:
        actual = [t.cpu() for t in leaves(call(op, to_device(sample, device)))]
    except Exception as e:
        return kind_of_error(e), f"{type(e).__name__}: {str(e)[:300]}"
    if len(actual) != len(expected):
        return "mismatch", f"{len(actual)} outputs, CPU gives {len(expected)}"
    for k, (a, e) in enumerate(zip(actual, expected, strict=True)):
        if uninitialized:
            if a.shape != e.shape or a.dtype != e.dtype:
                return (
                    "mismatch",
                    f"output {k} of an uninitialized op: {a.dtype}{list(a.shape)} on the device, {e.dtype}{list(e.shape)} on the CPU",
                )
            continue
        if random:
            if a.shape != e.shape or a.dtype != e.dtype or bool(torch.isfinite(e).all()) != bool(torch.isfinite(a).all()):
                return "mismatch", f"output {k} of a random op: {a.dtype}{list(a.shape)} on the device, {e.dtype}{list(e.shape)} on the CPU"
            continue
        ref = f64[k] if f64 is not None and k < len(f64) else None
        out_atol, out_rtol = output_tolerance(e.dtype, dtype, atol, rtol)
        ok, rule, max_abs = close(a, e, ref, out_atol, out_rtol)
        if not ok:
            atol, rtol = out_atol, out_rtol
            what = sample.summary() if hasattr(sample, "summary") else repr(sample)[:200]
            return "mismatch", f"output {k}: {rule} max |device - cpu| {max_abs:.3g} (atol {atol:g}, rtol {rtol:g}) on {what}"
    return ("random-pass" if random or uninitialized else "pass"), None


def settle_failed_state(counts, first):
    """A sample that consumed a failed computation's result: the plugin's limit where the cell met
    it (the refused program's result, consumed), else TorchTPU's error."""
    limited = counts.get("plugin-limit", 0) + counts.get("backward-plugin-limit", 0) > 0
    for prefix in ("", "backward-"):
        n = counts.pop(prefix + "failed-state", 0)
        if n:
            to = prefix + ("plugin-limit" if limited else "error")
            counts[to] = counts.get(to, 0) + n
    if first and first["outcome"].endswith("failed-state"):
        first["outcome"] = first["outcome"].replace("failed-state", "plugin-limit" if limited else "error")
        first["why"] += " (an earlier computation failed: " + ("the plugin's limit" if limited else "cause not reported") + ")"


def error_parity(op, device, counts):
    """error_inputs (PyTorch's calls that must raise, made on the CPU): TorchTPU
    raises on them too, with the same exception type."""
    if getattr(op, "error_inputs_func", None) is None:
        return None
    first = None
    try:
        errors = list(op.error_inputs("cpu"))
    except Exception:
        return None
    for ei in errors:
        try:
            call(op, to_device(ei.sample_input, device))
        except Exception as e:
            counts["error-parity"] = counts.get("error-parity", 0) + isinstance(e, ei.error_type)
            if not isinstance(e, ei.error_type):
                counts["error-parity-wrong-type"] = counts.get("error-parity-wrong-type", 0) + 1
                first = first or f"{type(e).__name__} where CPU raises {ei.error_type.__name__}"
            continue
        counts["error-parity-no-raise"] = counts.get("error-parity-no-raise", 0) + 1
        first = first or f"no error where CPU raises {ei.error_type.__name__}"
    return first


def backward(op, sample_gen, dtype, atol, rtol, device):
    """One differentiable sample: the gradient of the outputs' sum, device against CPU."""
    for sample in sample_gen:
        if not (isinstance(sample.input, torch.Tensor) and sample.input.requires_grad):
            continue
        try:
            out = leaves(call(op, sample))
            if not out or not all(t.is_floating_point() for t in out):
                continue
            (g_cpu,) = torch.autograd.grad(sum(t.sum() for t in out), sample.input, allow_unused=True)
        except Exception:
            continue
        if g_cpu is None:
            continue
        try:
            dev = to_device(sample.transform(lambda t: t.detach() if isinstance(t, torch.Tensor) else t), device)
            dev.input.requires_grad_(True)
            out_d = leaves(call(op, dev))
            (g_dev,) = torch.autograd.grad(sum(t.sum() for t in out_d), dev.input, allow_unused=True)
            g_dev = None if g_dev is None else g_dev.cpu()
        except Exception as e:
            return kind_of_error(e), f"backward: {type(e).__name__}: {str(e)[:200]}"
        if g_dev is None:
            return "mismatch", "backward: no gradient on the device"
        ok, rule, max_abs = close(g_dev, g_cpu, None, atol * 10, rtol * 10)
        return ("pass", None) if ok else ("mismatch", f"backward: max |device - cpu| {max_abs:.3g}")
    return None, None


def emit(obj):
    sys.stdout.write(json.dumps(obj) + "\n")
    sys.stdout.flush()


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--shard", default="0/1", help="i/n: this shard takes the cells left to run whose position is i modulo n")
    p.add_argument("--from", dest="start", type=int, default=0, help="the first cell index to run (a restart after a crash)")
    p.add_argument("--ops", default="", help="comma-separated op names (OpInfo name or name.variant); empty: all")
    p.add_argument("--samples", type=int, default=0, help="at most this many samples per cell (0: all)")
    p.add_argument(
        "--skip", type=argparse.FileType("r"), help="a file of cell ids (aten.OP.DTYPE, one a line) a resumed run already has: not run"
    )
    p.add_argument("--list", action="store_true", help="print the names of --ops that give no cell, then the cells, and exit")
    args = p.parse_args()
    i, n = (int(x) for x in args.shard.split("/"))

    torch_tpu._loader._init_device("tpu")
    from torch.testing._internal.common_methods_invocations import op_db

    device = "tpu"
    only = [o for o in args.ops.split(",") if o]
    all_cells = cells(op_db, only)
    if args.list:
        for name, known, close in unmatched(op_db, only, all_cells):
            emit({"unknown": name, "opinfo": known, "close": close})
        for idx, _, name, d in all_cells:
            emit({"cell": idx, "op": name, "dtype": d})
        return
    skip = {x.strip() for x in args.skip} if args.skip else set()
    # The cells left to run, dealt round-robin over the shards (a resumed run's cells already done are not).
    todo = [c for c in all_cells if f"aten.{c[2]}.{c[3]}" not in skip]
    emit({"cells": len(todo), "torch": torch.__version__, "torch_tpu": getattr(torch_tpu, "__version__", "?")})
    for k, (idx, op, name, short) in enumerate(todo):
        if idx < args.start or k % n != i:
            continue
        dtype = DTYPES[short]
        emit({"begin": idx, "op": name, "dtype": short})
        if os.environ.get("TPU_COMPAT_ATEN_ABORT_IN") == f"aten.{name}.{short}":
            # A planted crash, for the harness's tests: one cell lost, its last words kept, the shard restarted.
            sys.stderr.write("F0000 shard.py] Check failed: a planted crash (TPU_COMPAT_ATEN_ABORT_IN)\n")
            sys.stderr.flush()
            os.abort()
        t0 = time.time()
        counts, first = {}, None
        atol, rtol = tolerance(op, dtype)
        excluded = compare_cpu_excluded(op, dtype)
        try:
            samples = op.sample_inputs("cpu", dtype, requires_grad=False)
            for k, sample in enumerate(samples):
                if args.samples and k >= args.samples:
                    break
                outcome, why = run_sample(op, sample, dtype, atol, rtol, device, excluded)
                counts[outcome] = counts.get(outcome, 0) + 1
                if why and first is None:
                    first = {"outcome": outcome, "sample": k, "why": why}
            parity = error_parity(op, device, counts) if short == "f32" else None
            if parity and first is None:
                first = {"outcome": "error-parity", "why": parity}
            if op.supports_autograd and dtype.is_floating_point and short == "f32":
                grads = op.sample_inputs("cpu", dtype, requires_grad=True)
                outcome, why = backward(op, grads, dtype, atol, rtol, device)
                if outcome:
                    counts["backward-" + outcome] = 1
                    if why and first is None:
                        first = {"outcome": "backward-" + outcome, "why": why}
            settle_failed_state(counts, first)
        except Exception as e:
            # The shard's own failure on this cell (an OpInfo it cannot drive): said, never blamed on TorchTPU.
            counts["harness-error"] = counts.get("harness-error", 0) + 1
            harness_error = "".join(traceback.format_exception(e)[-3:]).strip()[-600:]
        else:
            harness_error = None
        emit(
            {
                "end": idx,
                "op": name,
                "dtype": short,
                "counts": counts,
                "first": first,
                "harness_error": harness_error,
                "atol": atol,
                "rtol": rtol,
                "seconds": round(time.time() - t0, 3),
            }
        )


if __name__ == "__main__":
    main()
