// The GSPMD form of spmd_jit.mlir (what older exports carry): `mhlo.sharding`
// strings on the arguments and results, no mesh.
module @jit_f attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%x: tensor<8x4xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %w: tensor<4x3xf32> {mhlo.sharding = "{replicated}"}) -> (tensor<8x3xf32> {mhlo.sharding = "{devices=[4,1]0,1,2,3}"}, tensor<4xf32> {mhlo.sharding = "{replicated}"}) {
    %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<8x4xf32>, tensor<4x3xf32>) -> tensor<8x3xf32>
    %1 = stablehlo.tanh %0 : tensor<8x3xf32>
    %zero = stablehlo.constant dense<0.0> : tensor<f32>
    %2 = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<8x4xf32>, tensor<f32>) -> tensor<4xf32>
    return %1, %2 : tensor<8x3xf32>, tensor<4xf32>
  }
}
