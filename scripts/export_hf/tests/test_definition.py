"""The definition hash as tpu-compat computes it: fixtures/definition/ and
its hash (fixtures/definition.sha256) are written by
suites/tests/exporter_fixtures.rs (`byo::load`, `Definition::hash`)."""

import shutil
from pathlib import Path

import numpy as np
import pytest

from export_hf import definition

FIXTURES = Path(__file__).parent / "fixtures"


def test_hash_matches_the_harness_hash():
    manifest, program, values = definition.read(FIXTURES / "definition", tensors="numpy")
    assert [a["name"] for a in manifest["arguments"]] == ["fc.weight", "fc.bias", "temperature", "x", "ids"]
    want = (FIXTURES / "definition.sha256").read_text().strip()
    assert definition.definition_hash(manifest, program, values) == want


def test_seeded_and_stored_arguments_are_read_in_main_order():
    _, _, values = definition.read(FIXTURES / "definition", tensors="numpy")
    weight, bias, temperature, x, ids = values
    assert weight.shape == (4, 3) and weight.dtype == np.float32 and np.abs(weight).max() > 0
    assert not bias.any()
    assert temperature.shape == () and temperature == 2.0
    assert x.dtype == np.float32 and x[0, 2] == 2.25
    assert ids.dtype == np.int64 and list(ids) == [7, -3]


def test_any_change_changes_the_hash(tmp_path):
    manifest, program, values = definition.read(FIXTURES / "definition", tensors="numpy")
    base = definition.definition_hash(manifest, program, values)
    assert definition.definition_hash(manifest, program + b" ", values) != base
    changed = [v.copy() for v in values]
    changed[3][0, 0] += 1
    assert definition.definition_hash(manifest, program, changed) != base
    # Same bytes under another type: the type string is hashed too.
    reshaped = list(values)
    reshaped[1] = values[1].reshape(2, 2)
    assert definition.definition_hash(manifest, program, reshaped) != base


def test_type_strings_are_the_harness_spelling():
    assert definition.type_string("f32", [2, 3]) == "f32[2,3]"
    assert definition.type_string("i64", []) == "i64[]"


def copy_fixture(tmp_path: Path) -> Path:
    folder = tmp_path / "def"
    shutil.copytree(FIXTURES / "definition", folder)
    return folder


def test_an_argument_with_no_values_is_an_error_naming_it(tmp_path):
    folder = copy_fixture(tmp_path)
    (folder / "inputs.safetensors").unlink()
    with pytest.raises(definition.DefinitionError, match=r"def: argument `x` is in no safetensors file and has no fill"):
        definition.read(folder, tensors="numpy")


def test_a_broken_manifest_is_an_error_naming_the_folder(tmp_path):
    folder = copy_fixture(tmp_path)
    (folder / "model.toml").write_text("id = ")
    with pytest.raises(definition.DefinitionError, match="def"):
        definition.read(folder, tensors="numpy")


def test_a_broken_safetensors_file_is_an_error_naming_it(tmp_path):
    folder = copy_fixture(tmp_path)
    (folder / "inputs.safetensors").write_bytes(b"\x08\x00\x00\x00\x00\x00\x00\x00{}")
    with pytest.raises(definition.DefinitionError, match="inputs.safetensors"):
        definition.read(folder, tensors="numpy")
