// A 2x3 by 3x4 matrix product followed by tanh: the smallest program that
// exercises dot_general, an elementwise op and a result copy.
// Run: tpu-compat exec examples/matmul_tanh.mlir
module @matmul_tanh {
  func.func public @main(%x: tensor<2x3xf32>, %w: tensor<3x4xf32>) -> tensor<2x4xf32> {
    %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
    %1 = stablehlo.tanh %0 : tensor<2x4xf32>
    return %1 : tensor<2x4xf32>
  }
}
