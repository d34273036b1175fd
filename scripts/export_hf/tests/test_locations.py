"""Module locations: the lowering's pretty debug locations rewritten to
plain `loc("<module path>")`."""

from export_hf import locations


def stack(*paths: str) -> str:
    """A location as torch_xla prints it: the node's metadata as a string,
    nn_module_stack outermost first (`key,path` pairs joined by `;`)."""
    pairs = ";".join(f"L__self__{i},{p}" for i, p in enumerate(paths))
    return f'"{{\\22nn_module_stack\\22: \\22{pairs}\\22}}"'


def test_the_innermost_module_names_the_op_without_the_wrapper_prefix():
    loc = stack("model", "model.model", "model.model.layers.0", "model.model.layers.0.self_attn.q_proj")
    assert locations.module_path(loc, {}) == "model.layers.0.self_attn.q_proj"
    assert locations.module_path(stack("model"), {}) == ""
    assert locations.module_path("unknown", {}) == ""


def test_aliases_and_fused_locations_resolve():
    aliases = {"#loc3": stack("model", "model.lm_head")}
    assert locations.module_path("#loc3", aliases) == "lm_head"
    assert locations.module_path("[unknown, #loc3]", aliases) == "lm_head"
    assert locations.module_path("#loc9", aliases) == ""


def test_rewrite_gives_plain_stablehlo_with_module_locations():
    q = stack("model", "model.model.layers.0.self_attn.q_proj")
    text = "\n".join(
        [
            "#loc1 = " + stack("model", "model.lm_head"),
            "module @IrToHlo {",
            "  func.func @main(%arg0: tensor<2x3xf32> [unknown], %arg1: tensor<3xf32> [unknown]) -> tensor<2x3xf32> {",
            f"    %0 = stablehlo.add %arg0, %arg0 : tensor<2x3xf32> {q}",
            "    %1 = stablehlo.multiply %0, %0 : tensor<2x3xf32> #loc1",
            "    %2 = stablehlo.negate %1 : tensor<2x3xf32> [unknown]",
            "    return %2 : tensor<2x3xf32>",
            "  }",
            "}",
        ]
    )
    out = locations.rewrite(text)
    lines = out.split("\n")
    assert lines[0] == "module @IrToHlo {"
    assert lines[1] == "  func.func @main(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>) -> tensor<2x3xf32> {"
    assert lines[2] == '    %0 = stablehlo.add %arg0, %arg0 : tensor<2x3xf32> loc("model.layers.0.self_attn.q_proj")'
    assert lines[3] == '    %1 = stablehlo.multiply %0, %0 : tensor<2x3xf32> loc("lm_head")'
    assert lines[4] == "    %2 = stablehlo.negate %1 : tensor<2x3xf32>"
    assert "#loc" not in out and "nn_module_stack" not in out
    plain = locations.plain(out)
    assert "loc(" not in plain
    assert plain.split("\n")[2] == "    %0 = stablehlo.add %arg0, %arg0 : tensor<2x3xf32>"


def test_a_path_that_would_break_the_location_string_is_dropped():
    # A backslash in a module name, as MLIR escapes it (`\\`).
    odd = stack("model", "model.a\\\\b")
    out = locations.rewrite(f"    %0 = stablehlo.abs %arg0 : tensor<2xf32> {odd}")
    assert out == "    %0 = stablehlo.abs %arg0 : tensor<2xf32>"
