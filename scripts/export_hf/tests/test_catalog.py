"""Reading a catalog (no torch, no transformers): ids, presets, inputs,
factories, derived entries, and the committed scripts/hf-catalog.toml."""

from pathlib import Path

import pytest

from export_hf import catalog

REPO = Path(__file__).resolve().parents[3]


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "models.toml"
    path.write_text(text)
    return path


def test_entries_take_presets_seeds_and_relative_factories(tmp_path):
    path = write(
        tmp_path,
        """
seed = 5
derive = true
[[model]]
id = "tiny-llama"
type = "llama"
class = "LlamaForCausalLM"
task = "causal-lm"
config = { hidden_size = 32 }
outputs = ["logits"]

[[model]]
id = "mine"
factory = "my_models/tiny.py:build"
task = "causal-lm"
seed = 9
inputs = [{ name = "x", dtype = "f32", shape = [2, 16] }]
""",
    )
    entries = catalog.load(path)
    assert [e.id for e in entries] == ["tiny-llama", "mine", "tiny-llama-dyn", "tiny-llama-train"]
    llama, mine, dyn, train = entries
    assert [(i.name, i.dtype, i.shape, i.fill) for i in llama.inputs] == [
        ("input_ids", "i64", [2, 8], "ids"),
        ("attention_mask", "i64", [2, 8], "mask"),
    ]
    assert llama.seed == 5 and mine.seed == 9
    assert mine.factory == str(tmp_path / "my_models/tiny.py:build")
    assert mine.inputs[0].fill == "normal"
    # Only transformers causal LMs are derived, bounded exports first.
    assert (dyn.task, dyn.raw["base"], dyn.raw["derived"]) == ("causal-lm-dynamic", "tiny-llama", "dyn")
    assert train.task == "causal-lm-train"
    assert llama.raw.get("derived") is None


@pytest.mark.parametrize(
    "text, message",
    [
        ('[[model]]\ntype = "a"\nclass = "B"', "model #1: no `id`"),
        ('[[model]]\nid = "Bad"\ntype = "a"\nclass = "B"', "id `Bad` must use only"),
        ('[[model]]\nid = "a"\ntype = "a"\nclass = "B"\n[[model]]\nid = "a"\ntype = "a"\nclass = "B"', "model #2: id `a` appears twice"),
        ('[[model]]\nid = "a"\ntype = "a"', r"model #1 \(a\): needs `type` and `class`, or a `factory`"),
        ('[[model]]\nid = "a"\ntype = "a"\nclass = "B"\ninputs = "video"', "unknown input preset `video`"),
        (
            '[[model]]\nid = "a"\ntype = "a"\nclass = "B"\ninputs = [{ name = "x", dtype = "f16", shape = [2] }]',
            "input `x` has dtype `f16`",
        ),
        ('[[model]]\nid = "a"\ntype = "a"\nclass = "B"\ninputs = [{ name = "x" }]', "bad input"),
        ("seed = ", "models.toml"),
    ],
)
def test_bad_catalogs_are_errors_naming_the_file_and_entry(tmp_path, text, message):
    path = write(tmp_path, text)
    with pytest.raises(catalog.CatalogError, match=message) as e:
        catalog.load(path)
    assert str(path) in str(e.value)


def test_a_missing_catalog_is_an_error_naming_it(tmp_path):
    with pytest.raises(catalog.CatalogError, match="nope.toml"):
        catalog.load(tmp_path / "nope.toml")


def test_the_committed_catalog_reads(tmp_path):
    # Its hand-written entries (enumerating needs transformers).
    text = (REPO / "scripts/hf-catalog.toml").read_text()
    assert "\nenumerate = true\n" in text
    path = write(tmp_path, text.replace("\nenumerate = true\n", "\nenumerate = false\n"))
    entries = catalog.load(path)
    forward = [e for e in entries if "derived" not in e.raw]
    assert len(forward) > 100
    assert len({e.id for e in entries}) == len(entries)
    causal = [e for e in forward if e.task == "causal-lm" and not e.factory]
    assert len(entries) == len(forward) + 2 * len(causal)
    assert all(e.model_type and e.model_class for e in forward if not e.factory)


def test_a_tiny_entrys_inputs_are_fitted_to_a_published_config():
    from types import SimpleNamespace as Config

    spec = catalog.InputSpec
    vision = Config(image_size=224, num_channels=3, pad_token_id=0)
    fitted = catalog.fit_to_config(
        [spec("input_ids", "i64", [2, 8], "ids"), spec("pixel_values", "f32", [2, 1, 32, 32], "normal")],
        Config(text_config=Config(pad_token_id=1), vision_config=vision),
        "clip",
    )
    assert [s.shape for s in fitted] == [[2, 8], [2, 3, 224, 224]]
    whisper = Config(num_mel_bins=80, max_source_positions=1500, pad_token_id=50257)
    fitted = catalog.fit_to_config([spec("input_features", "f32", [1, 8, 32], "normal")], whisper, "whisper")
    assert fitted[0].shape == [1, 80, 3000]
    ast = Config(max_length=1024, num_mel_bins=128, pad_token_id=None)
    fitted = catalog.fit_to_config([spec("input_values", "f32", [2, 32, 16], "normal")], ast, "audio-spectrogram-transformer")
    assert fitted[0].shape == [1, 1024, 128], "no padding token: batch 1"
    original = [spec("input_ids", "i64", [2, 8], "ids")]
    assert catalog.fit_to_config(original, Config(pad_token_id=None), "llama")[0].shape == [1, 8]
    assert original[0].shape == [2, 8], "the entry's own specs are left as they were"
