// all_gather along dim 0: every device gets the 4 x concatenated in device order.
// Per device: x is that device's tensor<4xf32>. Cross-replica form (no
// channel): compiled for 4 replicas, CompileOptions::replicated(4).
module @collective_all_gather {
  func.func public @main(%x: tensor<4xf32>) -> tensor<16xf32> {
    %0 = "stablehlo.all_gather"(%x) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}>  : (tensor<4xf32>) -> tensor<16xf32>
    return %0 : tensor<16xf32>
  }
}
