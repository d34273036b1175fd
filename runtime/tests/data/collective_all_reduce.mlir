// all_reduce (sum) over one group of the 4 devices: every device gets the sum of all x.
// Per device: x is that device's tensor<4xf32>. Cross-replica form (no
// channel): compiled for 4 replicas, CompileOptions::replicated(4).
module @collective_all_reduce {
  func.func public @main(%x: tensor<4xf32>) -> tensor<4xf32> {
    %0 = "stablehlo.all_reduce"(%x) <{replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %s = stablehlo.add %a, %b : tensor<f32>
        stablehlo.return %s : tensor<f32>
      }) : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
