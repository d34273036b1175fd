"""The harness's seeded fill (suites/src/fill.rs) in numpy, bit for bit:
SplitMix64 streams keyed by (seed, argument name) with FNV-1a, the
inverse-CDF normal (Acklam's approximation, the tails through the same
series logarithm), uniform, ones, zeros, constant. A definition whose
weight arguments carry a `fill` in model.toml is filled by the harness with
exactly these values, so the PyTorch baseline is computed on them and the
suite ships no weights file for them.

`self_check()` compares against values the Rust side pins (the
`normal_fill_values_are_pinned` and `hf_fill_digests_are_pinned` tests in
suites/src/fill.rs); the hf suite's hash check compares every definition's
filled arguments end to end."""

import hashlib

import numpy as np

M64 = (1 << 64) - 1
GAMMA = 0x9E3779B97F4A7C15
P_LOW = 0.02425
A = [-3.969683028665376e1, 2.209460984245205e2, -2.759285104469687e2, 1.38357751867269e2, -3.066479806614716e1,
     2.506628277459239]
B = [-5.447609879822406e1, 1.615858368580409e2, -1.556989798598866e2, 6.680131188771972e1, -1.328068155288572e1]
C = [-7.784894002430293e-3, -3.223964580411365e-1, -2.400758277161838, -2.549732539343734, 4.374664141464968,
     2.938163982698783]
D = [7.784695709041462e-3, 3.224671290700398e-1, 2.445134137142996, 3.754408661907416]
LN_2 = 0.6931471805599453
SQRT_2 = 1.4142135623730951


class FillError(Exception):
    pass


def stream_state(seed: int, name: str) -> int:
    """Rng::for_argument: the seed xor the name's FNV-1a hash rotated left by 17."""
    h = 0xCBF29CE484222325
    for b in name.encode():
        h ^= b
        h = (h * 0x100000001B3) & M64
    rot = ((h << 17) | (h >> 47)) & M64
    return (seed ^ rot) & M64


def draws(state: int, n: int) -> np.ndarray:
    """Draws 0..n of the stream (mix(state + (k+1)·GAMMA)) as uint64."""
    with np.errstate(over="ignore"):
        k = np.arange(1, n + 1, dtype=np.uint64)
        z = np.uint64(state) + k * np.uint64(GAMMA)
        z = (z ^ (z >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
        z = (z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
        return z ^ (z >> np.uint64(31))


def ln(x: np.ndarray) -> np.ndarray:
    bits = x.view(np.uint64)
    e = ((bits >> np.uint64(52)) & np.uint64(0x7FF)).astype(np.int64) - 1023
    m = ((bits & np.uint64(0x000FFFFFFFFFFFFF)) | np.uint64(0x3FF0000000000000)).view(np.float64)
    above = m > SQRT_2
    m = np.where(above, m * 0.5, m)
    e = e + above.astype(np.int64)
    s = (m - 1.0) / (m + 1.0)
    s2 = s * s
    series = np.full_like(s, 1.0 / 23.0)
    for k in [21.0, 19.0, 17.0, 15.0, 13.0, 11.0, 9.0, 7.0, 5.0, 3.0, 1.0]:
        series = series * s2 + 1.0 / k
    return e.astype(np.float64) * LN_2 + 2.0 * s * series


def standard_normal(u: np.ndarray) -> np.ndarray:
    p = (u.astype(np.float64) + 0.5) * (1.0 / 4294967296.0)
    q = p - 0.5
    r = q * q
    central = (((((A[0] * r + A[1]) * r + A[2]) * r + A[3]) * r + A[4]) * r + A[5]) * q / (
        ((((B[0] * r + B[1]) * r + B[2]) * r + B[3]) * r + B[4]) * r + 1.0)
    tail_mask = ~((p >= P_LOW) & (p <= 1.0 - P_LOW))
    if not tail_mask.any():
        return central
    pt = p[tail_mask]
    low = pt < 0.5
    tail = np.where(low, pt, 1.0 - pt)
    sign = np.where(low, 1.0, -1.0)
    qq = np.sqrt(-2.0 * ln(tail))
    t = sign * (((((C[0] * qq + C[1]) * qq + C[2]) * qq + C[3]) * qq + C[4]) * qq + C[5]) / (
        (((D[0] * qq + D[1]) * qq + D[2]) * qq + D[3]) * qq + 1.0)
    out = central.copy()
    out[tail_mask] = t
    return out


def parse(spec: str):
    """(kind, [numbers]) of a fill spec as Fill::parse reads it."""
    s = spec.strip()
    head, args = s, ""
    if "(" in s and s.endswith(")"):
        i = s.index("(")
        head, args = s[:i], s[i + 1:-1]
    nums = [float(x) for x in args.split(",") if x.strip()]
    arity = {"normal": 1, "uniform": 2, "ones": 0, "zeros": 0, "constant": 1}
    if head not in arity or len(nums) != arity[head]:
        raise FillError(f"fill `{spec}` is not one this port computes (normal, uniform, ones, zeros, constant)")
    return head, nums


NP_DTYPES = {"f32": np.float32, "f64": np.float64}


def values(spec: str, dtype: str, shape, seed: int, name: str) -> np.ndarray:
    """The tensor the harness fills for an argument `name` of a definition seeded `seed`."""
    if dtype not in NP_DTYPES:
        raise FillError(f"argument `{name}`: seeded fills are computed here for f32 and f64 only, not {dtype}")
    kind, nums = parse(spec)
    n = int(np.prod(shape)) if len(shape) else 1
    if kind == "normal":
        d = draws(stream_state(seed, name), (n + 1) // 2)
        u = np.empty(2 * len(d), dtype=np.uint64)
        u[0::2] = d & np.uint64(0xFFFFFFFF)
        u[1::2] = d >> np.uint64(32)
        v = standard_normal(u[:n]) * nums[0]
    elif kind == "uniform":
        d = draws(stream_state(seed, name), n)
        v = nums[0] + (nums[1] - nums[0]) * ((d >> np.uint64(11)).astype(np.float64) / float(1 << 53))
    elif kind == "ones":
        v = np.ones(n)
    elif kind == "zeros":
        v = np.zeros(n)
    else:
        v = np.full(n, nums[0])
    return v.astype(NP_DTYPES[dtype]).reshape(shape)


# Pinned on the Rust side too (suites/src/fill.rs tests).
PINNED_NORMAL_F64 = [13820540986554898127, 13830663996022906693, 13827796857840304803, 4605462057658424348]
# sha256 of the little-endian bytes of fills of [4099] f32 elements, seed 0.
PINNED_DIGESTS = {
    ("normal(0.02)", "model.layers.0.self_attn.q_proj.weight"):
        "d15ab13d4cff9dd3d2f508e13cbd0180b01244c920b3a990519a3da4dca52dd7",
    ("uniform(-0.5,0.25)", "classifier.bias"):
        "52d820e597481d700c334b2a3f11737ccf3389a52edf9d9431fff4907695fef7",
}


def digest(spec: str, name: str) -> str:
    return hashlib.sha256(values(spec, "f32", [4099], 0, name).tobytes()).hexdigest()


def self_check():
    got = [int(x) for x in values("normal(1.0)", "f64", [4], 1, "x").view(np.uint64)]
    if got != PINNED_NORMAL_F64:
        raise FillError(f"seeded normal differs from suites/src/fill.rs: {got} != {PINNED_NORMAL_F64}")
    for (spec, name), want in PINNED_DIGESTS.items():
        d = digest(spec, name)
        if d != want:
            raise FillError(f"seeded fill {spec} of `{name}` differs from suites/src/fill.rs: {d} != {want}")
    return True
