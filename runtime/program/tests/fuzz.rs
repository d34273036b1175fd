//! The fuzz target over every reader and rewrite of program text: any
//! text, made of StableHLO's own pieces or of arbitrary characters, is read
//! or refused with an error, never a panic.

use program::profiles::Numerics;
use proptest::prelude::*;

/// Text built from pieces of real programs, so the readers get past their first checks.
fn program_like() -> impl Strategy<Value = String> {
    let pieces = prop::sample::select(vec![
        "module @m ",
        "attributes {mhlo.num_partitions = 1 : i32} ",
        "{\n",
        "}\n",
        "func.func public @main(",
        "%arg0: tensor<8x4xf32>",
        " {jax.arg_info = \"x\\22\"}",
        " loc(\"x\")",
        " loc(#loc1)",
        ", ",
        ") -> ",
        "(tensor<8x4xf32> {jax.result_info = \"\"})",
        "tensor<f32>",
        "    %0 = stablehlo.dot_general %arg0, %arg0, contracting_dims = [1] x [1], precision = [DEFAULT, HIGH] : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x8xf32>\n",
        "    %c = stablehlo.constant dense<\"0x0000803F\"> : tensor<1xf32>\n",
        "    %d = stablehlo.constant dense<0xFF800000> : tensor<f32>\n",
        "    return %0 : tensor<8x8xf32>\n",
        "#loc1 = loc(\"params['w']\")\n",
        "sdy.mesh @mesh = <[\"d\"=4]>\n",
        "// a comment ( [ {\n",
        "\"",
        "<",
        ">",
        "->",
        "\\",
        "é",
    ]);
    prop::collection::vec(pieces, 0..24).prop_map(|v| v.concat())
}

fn read_everything(text: &str) {
    let b = text.as_bytes();
    let _ = program::parse_main_signature(b);
    let _ = program::check_nesting(b);
    let _ = program::text::parse_main(b);
    let _ = program::text::tagged(b);
    let _ = program::inline::inline_calls(b);
    let _ = program::sharding::program_shardings(b);
    let _ = program::names::read(text);
    let _ = program::float64::widen_program(b);
    for n in [Numerics::TpuDefault, Numerics::TpuHigh] {
        let _ = n.rewrite(b);
    }
    for strategy in [program::spmd::Strategy::Dp, program::spmd::Strategy::Fsdp] {
        let _ = program::spmd::annotate(b, &[true, false], 4, strategy);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn program_like_text_never_panics(text in program_like()) {
        read_everything(&text);
    }

    #[test]
    fn arbitrary_text_never_panics(text in "\\PC{0,200}") {
        read_everything(&text);
    }
}
