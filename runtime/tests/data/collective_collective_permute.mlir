// collective_permute in a ring: device k+1 (mod 4) gets device k's x.
// Per device: x is that device's tensor<4xf32>. Cross-replica form (no
// channel): compiled for 4 replicas, CompileOptions::replicated(4).
module @collective_collective_permute {
  func.func public @main(%x: tensor<4xf32>) -> tensor<4xf32> {
    %0 = "stablehlo.collective_permute"(%x) <{source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>}>  : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
