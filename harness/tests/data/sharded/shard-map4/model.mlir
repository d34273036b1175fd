// shard_map over 4 devices: each doubles its 2-element block of x and all-reduces the blocks.
module @jit_f attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["d"=4]>
  func.func public @main(%x: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"d"}]>}) -> (tensor<2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}) {
    %0 = sdy.manual_computation(%x) in_shardings=[<@mesh, [{"d"}]>] out_shardings=[<@mesh, [{}]>] manual_axes={"d"} (%local: tensor<2xf32>) {
      %two = stablehlo.constant dense<2.0> : tensor<2xf32>
      %1 = stablehlo.multiply %local, %two : tensor<2xf32>
      %2 = "stablehlo.all_reduce"(%1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %s = stablehlo.add %a, %b : tensor<f32>
        stablehlo.return %s : tensor<f32>
      }) : (tensor<2xf32>) -> tensor<2xf32>
      sdy.return %2 : tensor<2xf32>
    } : (tensor<8xf32>) -> tensor<2xf32>
    return %0 : tensor<2xf32>
  }
}
