// all_to_all, split and concat along dim 0 in 4: device k's element j is device j's element k.
// Cross-partition form, inside a shard_map over a 4-device mesh: x is the
// global tensor<16xf32>, device k's x is x[4k:4k+4]; the results of the 4
// devices are concatenated (out_shardings split over "d"). Compiled with
// CompileOptions::spmd(4).
module @shard_map_all_to_all attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["d"=4]>
  func.func public @main(%g: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"d"}]>}) -> (tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"d"}]>}) {
    %r = sdy.manual_computation(%g) in_shardings=[<@mesh, [{"d"}]>] out_shardings=[<@mesh, [{"d"}]>] manual_axes={"d"} (%x: tensor<4xf32>) {
      %0 = "stablehlo.all_to_all"(%x) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}>  : (tensor<4xf32>) -> tensor<4xf32>
      sdy.return %0 : tensor<4xf32>
    } : (tensor<16xf32>) -> tensor<16xf32>
    return %r : tensor<16xf32>
  }
}
