//! `Executable::program_shape`: `@main`'s parameter and result types read
//! back from the compiled module agree with the program's own signature,
//! for every dtype, scalars and several results.

use crate::compile;
use runtime::{parse_main_signature, DType, TensorType};

#[test]
fn compiled_signature_matches_the_program_text() {
    let program = r#"module @m {
  func.func public @main(%a: tensor<2x3xf32>, %b: tensor<bf16>, %c: tensor<4xi32>, %d: tensor<1x2x3xf64>, %e: tensor<5xi1>, %f: tensor<2xui8>) -> (tensor<3x2xf32>, tensor<4xi32>, tensor<bf16>) {
    %0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
    return %0, %c, %b : tensor<3x2xf32>, tensor<4xi32>, tensor<bf16>
  }
}"#;
    let shape = compile(program).program_shape().unwrap_or_else(|e| panic!("{e}"));
    let text = parse_main_signature(program.as_bytes()).unwrap();
    assert_eq!(shape.parameters, text.args);
    assert_eq!(shape.results, text.results);
    assert_eq!(shape.parameters[4], TensorType { dtype: DType::Bool, shape: vec![5] });
    assert_eq!(shape.results[2], TensorType { dtype: DType::BF16, shape: vec![] });
}

#[test]
fn a_single_result_is_one_type() {
    let program = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../examples/matmul_tanh.mlir")).unwrap();
    let shape = compile(&program).program_shape().unwrap_or_else(|e| panic!("{e}"));
    let text = parse_main_signature(program.as_bytes()).unwrap();
    assert_eq!((shape.parameters, shape.results), (text.args, text.results));
}
