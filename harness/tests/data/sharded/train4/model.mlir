// jax.jit(step, donate_argnums=0, in_shardings=(P("d"), P("d", None))) of an SGD step on
// loss(w) = sum((w - x_b)^2) / 8 over a batch of 8, over 4 devices: the state w is sharded (each
// device keeps its slice between steps), the batch split by rows, the loss replicated.
module @jit_step attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["d"=4]>
  func.func public @main(%w: tensor<4xf32> {tf.aliasing_output = 1 : i32, sdy.sharding = #sdy.sharding<@mesh, [{"d"}]>}, %x: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"d"}, {}]>}) -> (tensor<f32> {sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"d"}]>}) {
    %wb = stablehlo.broadcast_in_dim %w, dims = [1] : (tensor<4xf32>) -> tensor<8x4xf32>
    %d = stablehlo.subtract %wb, %x : tensor<8x4xf32>
    %sq = stablehlo.multiply %d, %d : tensor<8x4xf32>
    %zero = stablehlo.constant dense<0.0> : tensor<f32>
    %s = stablehlo.reduce(%sq init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<f32>
    %eighth = stablehlo.constant dense<0.125> : tensor<f32>
    %loss = stablehlo.multiply %s, %eighth : tensor<f32>
    %g0 = stablehlo.reduce(%d init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %lr = stablehlo.constant dense<0.025> : tensor<4xf32>
    %g = stablehlo.multiply %g0, %lr : tensor<4xf32>
    %w2 = stablehlo.subtract %w, %g : tensor<4xf32>
    return %loss, %w2 : tensor<f32>, tensor<4xf32>
  }
}
