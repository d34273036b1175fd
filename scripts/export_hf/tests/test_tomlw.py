"""model.toml as tomlw writes it reads back as the same document."""

import tomllib

import pytest

from export_hf import tomlw


def test_a_manifest_round_trips():
    doc = {
        "id": "tiny-mlp",
        "family": "pytorch",
        "seed": 18446744073709551615,
        "arguments": [
            {"name": "fc.weight", "shape": [4, 3], "dtype": "f32", "role": "weight", "fill": "normal(0.02)"},
            {"name": 'x "quoted"', "shape": [], "dtype": "f64", "role": "data"},
        ],
        "outputs": [{"name": "logits", "shape": [2, 4], "dtype": "f32"}],
        "dynamic": {"bound": 16, "length_argument": "seq_len"},
        "source": {"exporter": "export-hf 0.1.0", "torch.version": "2.9.0", "eager": True, "rtol": 1e-4},
    }
    assert tomllib.loads(tomlw.dumps(doc)) == doc


def test_values_toml_cannot_hold_are_refused():
    with pytest.raises(TypeError, match="cannot write NoneType"):
        tomlw.dumps({"x": None})
