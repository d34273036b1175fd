"""fill.py against the harness's own fill: fixtures/fills.json is written by
suites/tests/exporter_fixtures.rs (suites::fill), every value compared bit
for bit."""

import json
from pathlib import Path

import numpy as np
import pytest

from export_hf import fill

FIXTURES = Path(__file__).parent / "fixtures"


def cases():
    return json.loads((FIXTURES / "fills.json").read_text())


@pytest.mark.parametrize("case", cases(), ids=lambda c: f"{c['fill']}-{c['dtype']}-{c['shape']}-{c['name']}")
def test_fill_matches_the_rust_fill_bit_for_bit(case):
    v = fill.values(case["fill"], case["dtype"], case["shape"], case["seed"], case["name"])
    assert list(v.shape) == case["shape"]
    assert v.dtype == {"f32": np.float32, "f64": np.float64}[case["dtype"]]
    assert v.astype(v.dtype.newbyteorder("<")).tobytes().hex() == case["hex"]


def test_the_fixture_covers_every_fill_kind_and_both_dtypes():
    kinds = {fill.parse(c["fill"])[0] for c in cases()}
    assert kinds == {"normal", "uniform", "ones", "zeros", "constant"}
    assert {c["dtype"] for c in cases()} == {"f32", "f64"}
    # A normal in f64 (every bit of the tail formula shows) that reaches both tails.
    for c in cases():
        if c["fill"].startswith("normal") and c["dtype"] == "f64":
            n = int(np.prod(c["shape"]))
            d = fill.draws(fill.stream_state(c["seed"], c["name"]), (n + 1) // 2)
            u = np.concatenate([d & np.uint64(0xFFFFFFFF), d >> np.uint64(32)])
            p = (u.astype(np.float64) + 0.5) / 4294967296.0
            if (p < fill.P_LOW).any() and (p > 1 - fill.P_LOW).any():
                return
    raise AssertionError("no f64 normal in the fixture reaches both tails")


def test_self_check_passes():
    assert fill.self_check()


def test_argument_streams_differ_by_name_and_seed():
    a = fill.values("normal(1.0)", "f32", [8], 0, "a")
    assert not np.array_equal(a, fill.values("normal(1.0)", "f32", [8], 0, "b"))
    assert not np.array_equal(a, fill.values("normal(1.0)", "f32", [8], 1, "a"))


@pytest.mark.parametrize(
    "spec", ["tokens(10)", "range", "normal", "normal(1,2)", "uniform(0)", "gaussian(1)", "constant()"]
)
def test_fills_this_port_does_not_compute_are_refused(spec):
    with pytest.raises(fill.FillError, match="is not one this port computes"):
        fill.values(spec, "f32", [2], 0, "w")


def test_non_float_dtypes_are_refused_naming_the_argument():
    with pytest.raises(fill.FillError, match="argument `w`.*not bf16"):
        fill.values("normal(1.0)", "bf16", [2], 0, "w")
