"""Definitions and baselines through `tpu-compat import` (importer.py):
a hand-written StableHLO program as torch_xla writes one (positional
arguments), numpy tensors, one weight seeded rather than stored. The
import tests run the real binary ($TPU_COMPAT_BIN, else bin/tpu-compat,
which scripts/setup links); the rest need nothing but numpy."""

import os
import tomllib
from pathlib import Path

import numpy as np
import pytest
import safetensors.numpy

from export_hf import definition, fill, importer

REPO = Path(__file__).resolve().parents[3]

DENSE = """module @dense {
  func.func public @main(%arg0: tensor<2x3xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<4xf32>) -> tensor<2x4xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<4xf32>) -> tensor<2x4xf32>
    %2 = stablehlo.add %0, %1 : tensor<2x4xf32>
    return %2 : tensor<2x4xf32>
  }
}
"""

DESCRIPTION = {
    "family": "dense", "task": "features", "seed": 5,
    "arguments": [{"name": "x", "role": "data"}, {"name": "fc.weight", "role": "weight", "fill": "normal(0.5)"},
                  {"name": "fc.bias", "role": "weight"}],
    "outputs": [{"name": "y", "kind": "logits"}],
    "source": {"exporter": "by hand"},
}


def tpu_compat() -> Path:
    path = importer.binary(REPO)
    if not path.is_file():
        if os.environ.get("CI"):
            pytest.fail(f"{path}: no tpu-compat binary (scripts/setup builds bin/tpu-compat)")
        pytest.skip(f"{path}: no tpu-compat binary (run scripts/setup, or set TPU_COMPAT_BIN)")
    return path


def target(tmp_path: Path) -> importer.Target:
    return importer.Target(suite_dir=tmp_path / "hf", store=tmp_path / "store", tpu_compat=tpu_compat(), work=tmp_path / "work")


def tensors(tmp_path: Path):
    x = np.arange(6, dtype=np.float32).reshape(2, 3) / 4
    b = np.array([0.5, -1, 2, 0], dtype=np.float32)
    return x, b


def test_a_seeded_definition_is_imported_and_its_baseline_has_the_definition_hash(tmp_path):
    t = target(tmp_path)
    x, b = tensors(tmp_path)
    t.write("dense", DENSE, {"x": x, "fc.bias": b}, DESCRIPTION)
    folder = t.suite_dir / "dense"
    manifest, program, values = definition.read(folder, tensors="numpy")
    assert program == DENSE.encode()
    assert [(a["name"], a["role"], a["shape"], a.get("fill")) for a in manifest["arguments"]] == [
        ("x", "data", [2, 3], None), ("fc.weight", "weight", [3, 4], "normal(0.5)"), ("fc.bias", "weight", [4], None)]
    assert (manifest["family"], manifest["task"], manifest["seed"]) == ("dense", "features", 5)
    assert manifest["outputs"] == [{"name": "y", "shape": [2, 4], "dtype": "f32", "kind": "logits"}]
    assert manifest["source"]["exporter"] == "by hand"
    assert manifest["source"]["imported_from"] == str((t.export_folder("dense") / "model.mlir").resolve())
    # The seeded weight is stored nowhere; the import's fill is the exporter's port, bit for bit.
    assert list(safetensors.numpy.load_file(str(folder / "weights.safetensors"))) == ["fc.bias"]
    w = fill.values("normal(0.5)", "f32", [3, 4], 5, "fc.weight")
    assert values[1].tobytes() == w.tobytes()
    # Without expected outputs: no baseline, and no store record in the suite.
    assert not (t.store / "hf").exists() and not (t.suite_dir / "baseline-store.json").exists()

    y = x @ w + b
    path = t.record("dense", {"out0": y}, {"device": "cpu", "platform_name": "numpy", "platform_version": np.__version__})
    assert path == t.store / "hf" / "dense.safetensors"
    meta = importer.metadata(path)
    assert meta["definition_hash"] == definition.definition_hash(manifest, program, values)
    assert (meta["source"], meta["definition_id"], meta["platform_name"], meta["suite"]) == ("imported", "dense", "numpy", "hf")
    assert np.array_equal(safetensors.numpy.load_file(str(path))["out0"], y)
    assert sorted(p.name for p in t.suite_dir.iterdir()) == ["dense"], "only the definition lands in the suite"
    assert definition.read(folder, tensors="numpy")[0] == manifest, "recording the baseline keeps the definition as it was"


def test_a_refused_import_raises_with_its_words_and_writes_nothing(tmp_path):
    t = target(tmp_path)
    x, b = tensors(tmp_path)
    bad = dict(DESCRIPTION, arguments=[dict(a, fill="gauss(1)") if "fill" in a else a for a in DESCRIPTION["arguments"]])
    with pytest.raises(importer.ImportFailed, match=r"tpu-compat import exited 2: .*argument `fc.weight`: unknown fill `gauss\(1\)`"):
        t.write("dense", DENSE, {"x": x, "fc.bias": b}, bad)
    assert not (t.suite_dir / "dense").exists()
    with pytest.raises(importer.ImportFailed, match=r"is seeded \(fill `normal\(0.5\)`\), but .*inputs.safetensors gives it"):
        t.write("dense", DENSE, {"x": x, "fc.bias": b, "fc.weight": np.zeros((3, 4), np.float32)}, DESCRIPTION)
    assert not (t.suite_dir / "dense").exists()


def test_merged_safetensors_hold_every_tensor_with_its_bytes(tmp_path):
    a = {"w": np.arange(6, dtype=np.float32).reshape(2, 3), "odd": np.arange(3, dtype=np.uint8)}
    b = {"ids": np.array([7, -3], dtype=np.int64), "s": np.array(2.5, dtype=np.float64)}
    importer.save(a, tmp_path / "a.safetensors", {"definition_id": "x"})
    importer.save(b, tmp_path / "b.safetensors")
    importer.merge_safetensors([tmp_path / "a.safetensors", tmp_path / "b.safetensors"], tmp_path / "all.safetensors")
    got = safetensors.numpy.load_file(str(tmp_path / "all.safetensors"))
    assert sorted(got) == ["ids", "odd", "s", "w"]
    for k, v in {**a, **b}.items():
        assert got[k].dtype == v.dtype and got[k].shape == v.shape and np.array_equal(got[k], v)
    with pytest.raises(importer.ImportFailed, match="tensor `w` is in another file too"):
        importer.merge_safetensors([tmp_path / "a.safetensors", tmp_path / "a.safetensors"], tmp_path / "twice.safetensors")


MANIFEST = """
id = "m-train"
family = "llama"
task = "train"
seed = 3

[[arguments]]
name = "w"
shape = [2]
dtype = "f32"
role = "weight"
fill = "normal(0.02)"

[[arguments]]
name = "input_ids"
shape = [1, 4]
dtype = "i64"
role = "data"

[[outputs]]
name = "loss"
shape = []
dtype = "f32"

[[outputs]]
name = "w"
shape = [2]
dtype = "f32"
kind = "features"

[source]
exporter = "make_fx"
imported_from = "/elsewhere/model.mlir"
importer = "tpu-compat import 0.1.0"
"""


def test_a_definition_is_described_as_import_reads_it_and_a_step_fed_by_its_names():
    manifest = tomllib.loads(MANIFEST)
    assert importer.describe(manifest) == {
        "family": "llama", "task": "train", "seed": 3,
        "arguments": [{"name": "w", "role": "weight", "fill": "normal(0.02)"}, {"name": "input_ids", "role": "data"}],
        "outputs": [{"name": "loss"}, {"name": "w", "kind": "features"}],
        "source": {"exporter": "make_fx"},
    }
    assert importer.feeds_of(manifest) == [("w", "w")]
    assert importer.feeds_of(dict(manifest, training={"feed": {"w": "loss"}})) == [("w", "loss")]
    assert importer.feeds_of(dict(manifest, task="causal-lm")) == []
