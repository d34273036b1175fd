// all_to_all, split and concat along dim 0 in 4: device k's element j is device j's element k.
// Per device: x is that device's tensor<4xf32>. Cross-replica form (no
// channel): compiled for 4 replicas, CompileOptions::replicated(4).
module @collective_all_to_all {
  func.func public @main(%x: tensor<4xf32>) -> tensor<4xf32> {
    %0 = "stablehlo.all_to_all"(%x) <{concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}>  : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
