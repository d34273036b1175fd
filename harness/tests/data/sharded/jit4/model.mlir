// jax.jit(f, in_shardings=(P("d", None), P())) of f(x, w) = (tanh(x @ w), sum(x, axis=0)) over 4 devices.
module @jit_f attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["d"=4]>
  func.func public @main(%x: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"d"}, {}]>}, %w: tensor<4x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<8x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"d"}, {}]>}, tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}) {
    %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<8x4xf32>, tensor<4x3xf32>) -> tensor<8x3xf32>
    %1 = stablehlo.tanh %0 : tensor<8x3xf32>
    %zero = stablehlo.constant dense<0.0> : tensor<f32>
    %2 = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<8x4xf32>, tensor<f32>) -> tensor<4xf32>
    return %1, %2 : tensor<8x3xf32>, tensor<4xf32>
  }
}
