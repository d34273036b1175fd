#loc1 = loc("x")
#loc4 = loc("shard_map")
#loc6 = loc("reduce_scatter")
module @jit__lambda attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["d"=4]> loc(#loc)
  func.func public @main(%arg0: tensor<16x3xf32> loc("x")) -> (tensor<4x3xf32> {jax.result_info = "result"}) {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"d"}, {}]>] out_shardings=[<@mesh, [{"d"}, {}]>] manual_axes={"d"} (%arg1: tensor<4x3xf32> loc("shard_map")) {
      %1 = "stablehlo.reduce_scatter"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg2: tensor<f32> loc("reduce_scatter"), %arg3: tensor<f32> loc("reduce_scatter")):
        %2 = stablehlo.add %arg2, %arg3 : tensor<f32> loc(#loc14)
        stablehlo.return %2 : tensor<f32> loc(#loc13)
      }) : (tensor<4x3xf32>) -> tensor<1x3xf32> loc(#loc13)
      sdy.return %1 : tensor<1x3xf32> loc(#loc4)
    } : (tensor<16x3xf32>) -> tensor<4x3xf32> loc(#loc11)
    return %0 : tensor<4x3xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc = loc(unknown)
#loc2 = loc("export.py":37:10 to :34)
#loc3 = loc("export.py":74:0)
#loc5 = loc("export.py":74:47 to :108)
#loc7 = loc("write"(#loc2))
#loc8 = loc("<module>"(#loc3))
#loc9 = loc("<lambda>"(#loc5))
#loc10 = loc(callsite(#loc7 at #loc8))
#loc11 = loc("jit(<lambda>)/shard_map"(#loc10))
#loc12 = loc(callsite(#loc9 at #loc10))
#loc13 = loc("reduce_scatter"(#loc12))
#loc14 = loc("add"(#loc12))
