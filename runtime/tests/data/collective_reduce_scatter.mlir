// reduce_scatter (sum) along dim 0: device k gets the sum over devices of x[k].
// Per device: x is that device's tensor<4xf32>. Cross-replica form (no
// channel): compiled for 4 replicas, CompileOptions::replicated(4).
module @collective_reduce_scatter {
  func.func public @main(%x: tensor<4xf32>) -> tensor<1xf32> {
    %0 = "stablehlo.reduce_scatter"(%x) <{replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64}> ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %s = stablehlo.add %a, %b : tensor<f32>
        stablehlo.return %s : tensor<f32>
      }) : (tensor<4xf32>) -> tensor<1xf32>
    return %0 : tensor<1xf32>
  }
}
