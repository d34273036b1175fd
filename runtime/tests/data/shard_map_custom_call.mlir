// The same shard_map as shard_map_manual.mlir in the form `jax.export`
// serializes it: the manual computation becomes custom calls
// xla.sdy.GlobalToLocalShape / LocalToGlobalShape around a call, the mesh a
// module frontend attribute, the shardings frontend attributes. On
// xla-cpu-pjrt 0.0.1 this compiles only without `mhlo.sharding` strings
// beside them (with them, XLA's GSPMD partitioner meets the xla.sdy custom
// calls: RET_CHECK "custom call named 'xla.sdy.*' which shouldn't appear in
// the XLA partitioner").
module @jit_f attributes {mhlo.frontend_attributes = {xla.sdy.meshes = "{mesh = #sdy.mesh<[\22d\22=4]>}"}, mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%x: tensor<8xf32> {mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding<@mesh, [{\22d\22}]>"}}) -> (tensor<2xf32>) {
    %0 = stablehlo.custom_call @xla.sdy.GlobalToLocalShape(%x) {has_side_effect = true, mhlo.frontend_attributes = {xla.sdy.in_shardings = "#sdy.sharding_per_value<[<@mesh, [{\22d\22}]>]>", xla.sdy.manual_axes = "#sdy<manual_axes{\22d\22}>"}} : (tensor<8xf32>) -> tensor<2xf32>
    %1 = call @xla.sdy.manual_computation_body(%0) : (tensor<2xf32>) -> tensor<2xf32>
    %2 = stablehlo.custom_call @xla.sdy.LocalToGlobalShape(%1) {mhlo.frontend_attributes = {xla.sdy.manual_axes = "#sdy<manual_axes{\22d\22}>", xla.sdy.out_shardings = "#sdy.sharding_per_value<[<@mesh, [{}]>]>"}} : (tensor<2xf32>) -> tensor<2xf32>
    return %2 : tensor<2xf32>
  }
  func.func @xla.sdy.manual_computation_body(%local: tensor<2xf32>) -> tensor<2xf32> {
    %two = stablehlo.constant dense<2.0> : tensor<2xf32>
    %1 = stablehlo.multiply %local, %two : tensor<2xf32>
    %2 = "stablehlo.all_reduce"(%1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<2xf32>) -> tensor<2xf32>
    return %2 : tensor<2xf32>
  }
}
