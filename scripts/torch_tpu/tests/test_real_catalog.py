"""The real catalog's generation (real_catalog.py) and input fills (real_models.py), with the
TorchTPU venv's torch and diffusers: the diffusers input search on made-up forwards, and the
catalog's own diffusers rows run on the CPU with the inputs it recorded.

    python -m unittest discover -s scripts/torch_tpu/tests   (harness/tests/torch.rs runs it)
"""

import csv
import sys
import unittest
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

import torch  # noqa: E402

import real_catalog  # noqa: E402
import real_models  # noqa: E402

CATALOG = HERE.parents[2] / "suites" / "catalogs" / "real.csv"


def catalog_row(id_):
    with open(CATALOG, newline="") as f:
        return next(r for r in csv.DictReader(f) if r["id"] == id_)


class Search(unittest.TestCase):
    """diffusers_inputs: coordinate ascent over each parameter's candidates."""

    def test_the_first_pick_is_kept_when_its_forward_runs(self):
        tried = []

        def attempt(specs):
            tried.append(specs)
            return None

        space = [("a", [{"n": "a0"}, {"n": "a1"}]), ("b", [None, {"n": "b1"}])]
        self.assertEqual(real_catalog.diffusers_inputs(space, attempt), ([{"n": "a0"}], None))
        self.assertEqual(len(tried), 1)

    def test_a_pick_that_gets_further_is_kept_until_one_runs(self):
        # Runs only with a2 and b1; a2 alone gets further than a0, so the search keeps it.
        def attempt(specs):
            names = [s["n"] for s in specs]
            if names == ["a2", "b1"]:
                return None
            return ((2 if "a2" in names else 1, 0), ValueError(f"not {names}"))

        space = [("a", [{"n": "a0"}, {"n": "a1"}, {"n": "a2"}]), ("b", [None, {"n": "b1"}])]
        specs, failure = real_catalog.diffusers_inputs(space, attempt)
        self.assertEqual([s["n"] for s in specs], ["a2", "b1"])
        self.assertIsNone(failure)

    def test_nothing_runs_gives_the_furthest_failure_within_the_cap(self):
        calls = []

        def attempt(specs):
            calls.append(specs)
            return ((len(calls) % 7, 0), RuntimeError(f"try {len(calls)}"))

        space = [(p, [{"n": f"{p}{i}"} for i in range(12)]) for p in "abcdefgh"]
        specs, failure = real_catalog.diffusers_inputs(space, attempt)
        self.assertEqual(len(calls), real_catalog.DIFFUSERS_TRIES)
        self.assertIsInstance(failure, RuntimeError)
        self.assertEqual(len(specs), len(space), "one candidate a parameter, the furthest pick's")


class Model(torch.nn.Module):
    def forward(self, hidden_states, timestep=None, encoder_hidden_states=None, guidance=None, return_dict=True):
        return hidden_states


class Unknown(torch.nn.Module):
    def forward(self, hidden_states, mystery):
        return hidden_states


class Space(unittest.TestCase):
    """diffusers_space: candidates by parameter name and config, in order of plausibility."""

    def test_candidates_follow_the_config_and_optional_ones_can_be_left_out(self):
        space = dict(real_catalog.diffusers_space("TestTransformer2DModel", Model, {"in_channels": 16, "joint_attention_dim": 48}))
        self.assertEqual(list(space), ["hidden_states", "timestep", "encoder_hidden_states", "guidance"])
        self.assertEqual(space["hidden_states"][0], {"shape": [1, 16, 32, 32], "fill": "normal", "name": "hidden_states"})
        self.assertEqual(space["encoder_hidden_states"][0]["shape"], [1, real_catalog.TEXT, 48])
        # Always passed before (first, so rows that ran keep their inputs), may be left out after.
        self.assertIsNone(space["timestep"][-1])
        # Rarely needed: first left at its default.
        self.assertIsNone(space["guidance"][0])
        self.assertTrue(all(c is None or c["name"] == p for p, cands in space.items() for c in cands))

    def test_a_required_parameter_without_a_rule_is_named(self):
        with self.assertRaisesRegex(real_models.BuildError, "no input spec for Unknown.forward's `mystery`"):
            real_catalog.diffusers_space("Unknown", Unknown, {})


class Fills(unittest.TestCase):
    """make_inputs: every fill the catalog writes."""

    def test_each_fill_makes_its_value(self):
        specs = [
            {"shape": [2], "fill": "float:0.5"},
            {"shape": [1, 3], "fill": "bool:1"},
            {"shape": [], "fill": "value", "value": [[1, 4, 4]]},
            {"shape": [], "fill": "dict", "items": {"r": {"shape": [1, 2], "fill": "int:7"}}},
        ]
        f, b, v, d = real_models.make_inputs(specs, 0)
        self.assertTrue(torch.equal(f, torch.tensor([0.5, 0.5])))
        self.assertEqual((b.dtype, b.all().item()), (torch.bool, True))
        self.assertEqual(v, [[1, 4, 4]])
        self.assertTrue(torch.equal(d["r"], torch.tensor([[7, 7]])))

    def test_random_fills_draw_as_they_always_did(self):
        # The draws of rows made before the new fills must not move: normal, then ids, from seed + 1.
        got = real_models.make_inputs([{"shape": [2, 3]}, {"shape": [4], "fill": "ids:9"}], 5)
        g = torch.Generator().manual_seed(6)
        self.assertTrue(torch.equal(got[0], torch.randn([2, 3], generator=g)))
        self.assertTrue(torch.equal(got[1], torch.randint(0, 9, [4], generator=g, dtype=torch.int64)))

    def test_an_unknown_fill_is_named(self):
        with self.assertRaisesRegex(real_models.BuildError, "input fill `zeros`"):
            real_models.make_inputs([{"shape": [1], "fill": "zeros"}], 0)


class CatalogRows(unittest.TestCase):
    """Rows the search found run with the inputs the catalog recorded."""

    def test_a_tiny_transformer_runs_on_the_cpu(self):
        # CogView4: its size-conditioning inputs are `float:256` fills.
        row = catalog_row("diffusers-tiny.cogview4transformer2dmodel")
        self.assertEqual(row["reason"], "")
        model, inputs = real_models.build(row)
        with torch.no_grad():
            out = model(*inputs)
        self.assertEqual(out[0].shape, inputs[0].shape)

    def test_the_search_finds_a_real_class_its_dict_input(self):
        # PixArt with its size conditioning on: `added_cond_kwargs` is a dict the first pick leaves out
        # (an inner width divisible by 3, as the conditioning's embedding needs).
        import diffusers

        cls = diffusers.PixArtTransformer2DModel
        config = dict(num_layers=1, num_attention_heads=3, attention_head_dim=8, cross_attention_dim=24, caption_channels=16)
        torch.manual_seed(0)
        model = cls(**config, sample_size=32, use_additional_conditions=True).eval()
        space = real_catalog.diffusers_space("PixArtTransformer2DModel", cls, dict(model.config))
        specs, failure = real_catalog.diffusers_inputs(space, lambda s: real_catalog.forward_progress(model, s, "cpu"))
        self.assertIsNone(failure)
        self.assertEqual([s["name"] for s in specs], ["hidden_states", "encoder_hidden_states", "timestep", "added_cond_kwargs"])
        self.assertEqual(specs[-1]["fill"], "dict")


if __name__ == "__main__":
    unittest.main()
