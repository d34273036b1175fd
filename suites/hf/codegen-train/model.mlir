module @IrToHlo.1160 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128xf32> {tf.aliasing_output = 13 : i32}, %arg2: tensor<128x32xf32> {tf.aliasing_output = 12 : i32}, %arg3: tensor<32xf32> {tf.aliasing_output = 10 : i32}, %arg4: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg5: tensor<32xf32> {tf.aliasing_output = 9 : i32}, %arg6: tensor<32x128xf32> {tf.aliasing_output = 8 : i32}, %arg7: tensor<128xf32> {tf.aliasing_output = 7 : i32}, %arg8: tensor<128x32xf32> {tf.aliasing_output = 6 : i32}, %arg9: tensor<32xf32> {tf.aliasing_output = 2 : i32}, %arg10: tensor<32xf32> {tf.aliasing_output = 3 : i32}, %arg11: tensor<32x32xf32> {tf.aliasing_output = 4 : i32}, %arg12: tensor<96x32xf32> {tf.aliasing_output = 5 : i32}, %arg13: tensor<2x8xi64>, %arg14: tensor<i1>, %arg15: tensor<32x4xf32>, %arg16: tensor<32xf32> {tf.aliasing_output = 11 : i32}, %arg17: tensor<128x32xf32> {tf.aliasing_output = 14 : i32}, %arg18: tensor<32xf32> {tf.aliasing_output = 15 : i32}, %arg19: tensor<32xf32> {tf.aliasing_output = 16 : i32}, %arg20: tensor<32x32xf32> {tf.aliasing_output = 17 : i32}, %arg21: tensor<96x32xf32> {tf.aliasing_output = 18 : i32}, %arg22: tensor<128x32xf32> {tf.aliasing_output = 19 : i32}, %arg23: tensor<128xf32> {tf.aliasing_output = 20 : i32}, %arg24: tensor<32x128xf32> {tf.aliasing_output = 21 : i32}, %arg25: tensor<32xf32> {tf.aliasing_output = 22 : i32}, %arg26: tensor<32xf32> {tf.aliasing_output = 23 : i32}, %arg27: tensor<32xf32> {tf.aliasing_output = 24 : i32}, %arg28: tensor<128x32xf32> {tf.aliasing_output = 25 : i32}, %arg29: tensor<128xf32> {tf.aliasing_output = 26 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<96x32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<96x32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<32x128xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<32x128xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<128xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<128xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<96x32xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<96x32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %c = stablehlo.constant dense<[[[[true, false, true, false], [true, false, true, false]], [[true, false, true, false], [true, false, true, false]], [[true, false, true, false], [true, false, true, false]], [[true, false, true, false], [true, false, true, false]], [[true, false, true, false], [true, false, true, false]], [[true, false, true, false], [true, false, true, false]], [[true, false, true, false], [true, false, true, false]], [[true, false, true, false], [true, false, true, false]]], [[[true, false, true, false], [true, false, true, false]], [[true, false, true, false], [true, false, true, false]], [[true, false, true, false], [true, false, true, false]], [[true, false, true, false], [true, false, true, false]], [[true, false, true, false], [true, false, true, false]], [[true, false, true, false], [true, false, true, false]], [[true, false, true, false], [true, false, true, false]], [[true, false, true, false], [true, false, true, false]]]]> : tensor<2x8x2x4xi1>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x2x4xf32>
    %c_11 = stablehlo.constant dense<[[[[false, true, false, true], [false, true, false, true]], [[false, true, false, true], [false, true, false, true]], [[false, true, false, true], [false, true, false, true]], [[false, true, false, true], [false, true, false, true]], [[false, true, false, true], [false, true, false, true]], [[false, true, false, true], [false, true, false, true]], [[false, true, false, true], [false, true, false, true]], [[false, true, false, true], [false, true, false, true]]], [[[false, true, false, true], [false, true, false, true]], [[false, true, false, true], [false, true, false, true]], [[false, true, false, true], [false, true, false, true]], [[false, true, false, true], [false, true, false, true]], [[false, true, false, true], [false, true, false, true]], [[false, true, false, true], [false, true, false, true]], [[false, true, false, true], [false, true, false, true]], [[false, true, false, true], [false, true, false, true]]]]> : tensor<2x8x2x4xi1>
    %c_12 = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false]]], [[[true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false]]]]> : tensor<2x8x2x16xi1>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x2x16xf32>
    %c_14 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, true, true, true, true, true, true, true, true, true, true, true, true]], [[false, false, false, false, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, true, true, true, true, true, true, true, true, true, true, true, true]], [[false, false, false, false, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, true, true, true, true, true, true, true, true, true, true, true, true]], [[false, false, false, false, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, true, true, true, true, true, true, true, true, true, true, true, true]], [[false, false, false, false, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, true, true, true, true, true, true, true, true, true, true, true, true]], [[false, false, false, false, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, true, true, true, true, true, true, true, true, true, true, true, true]], [[false, false, false, false, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, true, true, true, true, true, true, true, true, true, true, true, true]], [[false, false, false, false, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, true, true, true, true, true, true, true, true, true, true, true, true]]], [[[false, false, false, false, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, true, true, true, true, true, true, true, true, true, true, true, true]], [[false, false, false, false, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, true, true, true, true, true, true, true, true, true, true, true, true]], [[false, false, false, false, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, true, true, true, true, true, true, true, true, true, true, true, true]], [[false, false, false, false, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, true, true, true, true, true, true, true, true, true, true, true, true]], [[false, false, false, false, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, true, true, true, true, true, true, true, true, true, true, true, true]], [[false, false, false, false, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, true, true, true, true, true, true, true, true, true, true, true, true]], [[false, false, false, false, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, true, true, true, true, true, true, true, true, true, true, true, true]], [[false, false, false, false, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, true, true, true, true, true, true, true, true, true, true, true, true]]]]> : tensor<2x8x2x16xi1>
    %cst_15 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x128xf32>
    %cst_16 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_18 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_19 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_20 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x1xf32>
    %cst_21 = stablehlo.constant dense<9.99999974E-6> : tensor<16xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_23 = stablehlo.constant dense<-1> : tensor<2x8xi64>
    %c_24 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_26 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_27 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x128xf32>
    %cst_29 = stablehlo.constant dense<0.797884583> : tensor<2x8x128xf32>
    %cst_30 = stablehlo.constant dense<4.471500e-02> : tensor<2x8x128xf32>
    %cst_31 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x128xf32>
    %cst_32 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x128xf32>
    %cst_33 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_35 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_36 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_37 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_38 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_39 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_40 = stablehlo.constant dense<5.000000e-01> : tensor<2x2x16x8xf32>
    %cst_41 = stablehlo.constant dense<5.000000e-01> : tensor<2x2x8x16xf32>
    %c_42 = stablehlo.constant dense<[[[0], [1], [2], [3], [4], [5], [6], [7]]]> : tensor<1x8x1xi64>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_45 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_46 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_47 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_48 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_49 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %2 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %3 = stablehlo.convert %2 : (tensor<16xi64>) -> tensor<16xui32>
    %4 = "stablehlo.gather"(%arg4, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %5 = stablehlo.reshape %4 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.reshape %4 : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%6, %cst_44, %cst_43) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %7 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %8 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<2x8x32xf32>
    %10 = stablehlo.add %1, %9 : tensor<2x8x32xf32>
    %11 = stablehlo.reshape %10 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %12 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,96]{0,1}"} : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %13 = stablehlo.dot_general %11, %12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x96xf32>) -> tensor<16x96xf32>
    %14 = stablehlo.reshape %13 : (tensor<16x96xf32>) -> tensor<2x8x4x24xf32>
    %15 = stablehlo.slice %14 [0:2, 0:8, 0:4, 0:8] : (tensor<2x8x4x24xf32>) -> tensor<2x8x4x8xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x8x4x8xf32>) -> tensor<2x8x2x16xf32>
    %17 = stablehlo.slice %16 [0:2, 0:8, 0:2, 0:4] : (tensor<2x8x2x16xf32>) -> tensor<2x8x2x4xf32>
    %18 = "stablehlo.gather"(%arg15, %c_42) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<32x4xf32>, tensor<1x8x1xi64>) -> tensor<1x8x4xf32>
    %19 = stablehlo.slice %18 [0:1, 0:8, 2:4] : (tensor<1x8x4xf32>) -> tensor<1x8x2xf32>
    %20 = stablehlo.reshape %19 : (tensor<1x8x2xf32>) -> tensor<1x8x1x2xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3] : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2x2xf32>
    %22 = stablehlo.reshape %21 : (tensor<1x8x1x2x2xf32>) -> tensor<8x4xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [1, 3] : (tensor<8x4xf32>) -> tensor<2x8x2x4xf32>
    %24 = stablehlo.multiply %17, %23 : tensor<2x8x2x4xf32>
    %25 = stablehlo.slice %17 [0:2, 0:8, 0:2, 1:4:2] : (tensor<2x8x2x4xf32>) -> tensor<2x8x2x2xf32>
    %26 = stablehlo.negate %25 : tensor<2x8x2x2xf32>
    %27 = stablehlo.reshape %26 : (tensor<2x8x2x2xf32>) -> tensor<2x8x2x2x1xf32>
    %28 = stablehlo.slice %17 [0:2, 0:8, 0:2, 0:4:2] : (tensor<2x8x2x4xf32>) -> tensor<2x8x2x2xf32>
    %29 = stablehlo.reshape %28 : (tensor<2x8x2x2xf32>) -> tensor<2x8x2x2x1xf32>
    %30 = stablehlo.concatenate %27, %29, dim = 4 : (tensor<2x8x2x2x1xf32>, tensor<2x8x2x2x1xf32>) -> tensor<2x8x2x2x2xf32>
    %31 = stablehlo.reshape %30 : (tensor<2x8x2x2x2xf32>) -> tensor<2x8x2x4xf32>
    %32 = stablehlo.slice %18 [0:1, 0:8, 0:2] : (tensor<1x8x4xf32>) -> tensor<1x8x2xf32>
    %33 = stablehlo.reshape %32 : (tensor<1x8x2xf32>) -> tensor<1x8x1x2xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2, 3] : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2x2xf32>
    %35 = stablehlo.reshape %34 : (tensor<1x8x1x2x2xf32>) -> tensor<8x4xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [1, 3] : (tensor<8x4xf32>) -> tensor<2x8x2x4xf32>
    %37 = stablehlo.multiply %31, %36 : tensor<2x8x2x4xf32>
    %38 = stablehlo.add %24, %37 : tensor<2x8x2x4xf32>
    %39 = stablehlo.slice %16 [0:2, 0:8, 0:2, 4:16] : (tensor<2x8x2x16xf32>) -> tensor<2x8x2x12xf32>
    %40 = stablehlo.concatenate %38, %39, dim = 3 : (tensor<2x8x2x4xf32>, tensor<2x8x2x12xf32>) -> tensor<2x8x2x16xf32>
    %41 = stablehlo.transpose %40, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %42 = stablehlo.multiply %41, %cst_41 : tensor<2x2x8x16xf32>
    %43 = stablehlo.reshape %42 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %44 = stablehlo.slice %14 [0:2, 0:8, 0:4, 16:24] : (tensor<2x8x4x24xf32>) -> tensor<2x8x4x8xf32>
    %45 = stablehlo.reshape %44 : (tensor<2x8x4x8xf32>) -> tensor<2x8x2x16xf32>
    %46 = stablehlo.slice %45 [0:2, 0:8, 0:2, 0:4] : (tensor<2x8x2x16xf32>) -> tensor<2x8x2x4xf32>
    %47 = stablehlo.multiply %46, %23 : tensor<2x8x2x4xf32>
    %48 = stablehlo.slice %46 [0:2, 0:8, 0:2, 1:4:2] : (tensor<2x8x2x4xf32>) -> tensor<2x8x2x2xf32>
    %49 = stablehlo.negate %48 : tensor<2x8x2x2xf32>
    %50 = stablehlo.reshape %49 : (tensor<2x8x2x2xf32>) -> tensor<2x8x2x2x1xf32>
    %51 = stablehlo.slice %46 [0:2, 0:8, 0:2, 0:4:2] : (tensor<2x8x2x4xf32>) -> tensor<2x8x2x2xf32>
    %52 = stablehlo.reshape %51 : (tensor<2x8x2x2xf32>) -> tensor<2x8x2x2x1xf32>
    %53 = stablehlo.concatenate %50, %52, dim = 4 : (tensor<2x8x2x2x1xf32>, tensor<2x8x2x2x1xf32>) -> tensor<2x8x2x2x2xf32>
    %54 = stablehlo.reshape %53 : (tensor<2x8x2x2x2xf32>) -> tensor<2x8x2x4xf32>
    %55 = stablehlo.multiply %54, %36 : tensor<2x8x2x4xf32>
    %56 = stablehlo.add %47, %55 : tensor<2x8x2x4xf32>
    %57 = stablehlo.slice %45 [0:2, 0:8, 0:2, 4:16] : (tensor<2x8x2x16xf32>) -> tensor<2x8x2x12xf32>
    %58 = stablehlo.concatenate %56, %57, dim = 3 : (tensor<2x8x2x4xf32>, tensor<2x8x2x12xf32>) -> tensor<2x8x2x16xf32>
    %59 = stablehlo.transpose %58, dims = [0, 2, 3, 1] : (tensor<2x8x2x16xf32>) -> tensor<2x2x16x8xf32>
    %60 = stablehlo.multiply %59, %cst_40 : tensor<2x2x16x8xf32>
    %61 = stablehlo.reshape %60 : (tensor<2x2x16x8xf32>) -> tensor<4x16x8xf32>
    %62 = stablehlo.dot_general %43, %61, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %63 = stablehlo.reshape %62 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %64 = stablehlo.convert %arg14 : (tensor<i1>) -> tensor<ui8>
    %65 = stablehlo.broadcast_in_dim %64, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %66 = stablehlo.broadcast_in_dim %c_39, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %67 = stablehlo.broadcast_in_dim %c_39, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %68 = stablehlo.compare  LE, %66, %67 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %69 = stablehlo.convert %68 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %70 = stablehlo.and %65, %69 : tensor<1x1x8x8xui8>
    %71 = stablehlo.compare  NE, %70, %c_49 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %72 = stablehlo.convert %71 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %73 = stablehlo.reshape %72 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %74 = stablehlo.broadcast_in_dim %73, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %75 = stablehlo.compare  NE, %arg13, %c_48 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %76 = stablehlo.broadcast_in_dim %c_38, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %77 = stablehlo.compare  LT, %76, %c_37 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %78 = stablehlo.add %76, %c_36 : tensor<2x1x1x8xi64>
    %79 = stablehlo.select %77, %78, %76 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %80 = stablehlo.reshape %79 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %81 = stablehlo.broadcast_in_dim %c_39, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %82 = stablehlo.compare  LT, %81, %c_37 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %83 = stablehlo.add %81, %c_35 : tensor<2x1x1x8xi64>
    %84 = stablehlo.select %82, %83, %81 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %85 = stablehlo.reshape %84 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %86 = stablehlo.concatenate %80, %85, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %87 = "stablehlo.gather"(%75, %86) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %88 = stablehlo.convert %87 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %89 = stablehlo.reshape %88 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %91 = stablehlo.and %74, %90 : tensor<2x1x8x8xui8>
    %92 = stablehlo.compare  NE, %91, %c_47 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %93 = stablehlo.select %92, %cst_34, %cst_33 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %94 = stablehlo.reshape %93 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %96 = stablehlo.add %63, %95 : tensor<2x2x8x8xf32>
    %97 = stablehlo.reduce(%96 init: %cst_46) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %99 = stablehlo.subtract %96, %98 : tensor<2x2x8x8xf32>
    %100 = stablehlo.exponential %99 : tensor<2x2x8x8xf32>
    %101 = stablehlo.reduce(%100 init: %cst_50) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %103 = stablehlo.divide %100, %102 : tensor<2x2x8x8xf32>
    %104 = stablehlo.reshape %103 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %105 = stablehlo.slice %14 [0:2, 0:8, 0:4, 8:16] : (tensor<2x8x4x24xf32>) -> tensor<2x8x4x8xf32>
    %106 = stablehlo.reshape %105 : (tensor<2x8x4x8xf32>) -> tensor<2x8x2x16xf32>
    %107 = stablehlo.transpose %106, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %108 = stablehlo.reshape %107 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %109 = stablehlo.dot_general %104, %108, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %110 = stablehlo.reshape %109 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %111 = stablehlo.transpose %110, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %112 = stablehlo.reshape %111 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %113 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %114 = stablehlo.dot_general %112, %113, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %115 = stablehlo.reshape %114 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %116 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %117 = stablehlo.dot_general %11, %116, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %118 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<128xf32>) -> tensor<16x128xf32>
    %119 = stablehlo.add %117, %118 : tensor<16x128xf32>
    %120 = stablehlo.reshape %119 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %121 = stablehlo.multiply %120, %cst_32 : tensor<2x8x128xf32>
    %122 = stablehlo.power %120, %cst_31 : tensor<2x8x128xf32>
    %123 = stablehlo.multiply %122, %cst_30 : tensor<2x8x128xf32>
    %124 = stablehlo.add %120, %123 : tensor<2x8x128xf32>
    %125 = stablehlo.multiply %124, %cst_29 : tensor<2x8x128xf32>
    %126 = stablehlo.tanh %125 : tensor<2x8x128xf32>
    %127 = stablehlo.add %126, %cst_28 : tensor<2x8x128xf32>
    %128 = stablehlo.multiply %121, %127 : tensor<2x8x128xf32>
    %129 = stablehlo.reshape %128 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %130 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,32]{0,1}"} : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %131 = stablehlo.dot_general %129, %130, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %132 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %133 = stablehlo.add %131, %132 : tensor<16x32xf32>
    %134 = stablehlo.reshape %133 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %135 = stablehlo.add %115, %134 : tensor<2x8x32xf32>
    %136 = stablehlo.add %135, %5 : tensor<2x8x32xf32>
    %137 = stablehlo.reshape %136 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_51, %batch_mean_52, %batch_var_53 = "stablehlo.batch_norm_training"(%137, %cst_44, %cst_43) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %138 = stablehlo.reshape %output_51 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %139 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %140 = stablehlo.multiply %138, %139 : tensor<2x8x32xf32>
    %141 = stablehlo.add %0, %140 : tensor<2x8x32xf32>
    %142 = stablehlo.reshape %141 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %143 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %144 = stablehlo.dot_general %142, %143, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %145 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<128xf32>) -> tensor<16x128xf32>
    %146 = stablehlo.add %144, %145 : tensor<16x128xf32>
    %147 = stablehlo.reshape %146 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %148 = stablehlo.slice %147 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %149 = stablehlo.reduce(%148 init: %cst_46) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %151 = stablehlo.subtract %148, %150 : tensor<2x7x128xf32>
    %152 = stablehlo.exponential %151 : tensor<2x7x128xf32>
    %153 = stablehlo.reduce(%152 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %154 = stablehlo.log %153 : tensor<2x7xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %156 = stablehlo.subtract %151, %155 : tensor<2x7x128xf32>
    %157 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %159 = stablehlo.broadcast_in_dim %c_45, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %160 = stablehlo.compare  EQ, %158, %159 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %161 = stablehlo.convert %160 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %162 = stablehlo.convert %161 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %163 = stablehlo.multiply %156, %162 : tensor<2x7x128xf32>
    %164 = stablehlo.reduce(%163 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %165 = stablehlo.reduce(%164 init: %cst_50) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %166 = stablehlo.multiply %165, %cst_27 : tensor<f32>
    %167 = stablehlo.negate %166 : tensor<f32>
    %168 = stablehlo.multiply %arg17, %cst_26 : tensor<128x32xf32>
    %169 = stablehlo.compare  LT, %arg0, %c_48 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %170 = stablehlo.add %arg0, %c_24 : tensor<2x8xi64>
    %171 = stablehlo.select %169, %170, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %172 = stablehlo.reshape %171 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %173 = stablehlo.compare  EQ, %arg0, %c_23 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %175 = stablehlo.add %batch_var_53, %cst_21 : tensor<16xf32>
    %176 = stablehlo.rsqrt %175 : tensor<16xf32>
    %177 = stablehlo.reshape %176 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %178 = stablehlo.divide %177, %cst_20 : tensor<2x8x1xf32>
    %179 = stablehlo.reshape %178 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %181 = stablehlo.multiply %162, %cst_18 : tensor<2x7x128xf32>
    %182 = stablehlo.exponential %156 : tensor<2x7x128xf32>
    %183 = stablehlo.reduce(%181 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %185 = stablehlo.multiply %182, %184 : tensor<2x7x128xf32>
    %186 = stablehlo.subtract %181, %185 : tensor<2x7x128xf32>
    %187 = stablehlo.pad %186, %cst_50, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %188 = stablehlo.select %c_19, %187, %cst_17 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %189 = stablehlo.reshape %188 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %190 = stablehlo.dot_general %189, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %191 = stablehlo.reshape %190 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %192 = stablehlo.multiply %191, %139 : tensor<2x8x32xf32>
    %193 = stablehlo.multiply %192, %cst_16 : tensor<2x8x32xf32>
    %194 = stablehlo.reduce(%192 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %196 = stablehlo.subtract %193, %195 : tensor<2x8x32xf32>
    %197 = stablehlo.reshape %batch_mean_52 : (tensor<16xf32>) -> tensor<2x8xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %199 = stablehlo.subtract %136, %198 : tensor<2x8x32xf32>
    %200 = stablehlo.reshape %176 : (tensor<16xf32>) -> tensor<2x8xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %202 = stablehlo.multiply %199, %201 : tensor<2x8x32xf32>
    %203 = stablehlo.multiply %192, %202 : tensor<2x8x32xf32>
    %204 = stablehlo.reduce(%203 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %205 = stablehlo.broadcast_in_dim %204, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %206 = stablehlo.multiply %202, %205 : tensor<2x8x32xf32>
    %207 = stablehlo.subtract %196, %206 : tensor<2x8x32xf32>
    %208 = stablehlo.multiply %180, %207 : tensor<2x8x32xf32>
    %209 = stablehlo.add %batch_var, %cst_21 : tensor<16xf32>
    %210 = stablehlo.rsqrt %209 : tensor<16xf32>
    %211 = stablehlo.reshape %210 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %212 = stablehlo.divide %211, %cst_20 : tensor<2x8x1xf32>
    %213 = stablehlo.reshape %212 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %215 = stablehlo.reshape %208 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %216 = stablehlo.dot_general %215, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %217 = stablehlo.reshape %216 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %218 = stablehlo.multiply %217, %121 : tensor<2x8x128xf32>
    %219 = stablehlo.multiply %126, %126 : tensor<2x8x128xf32>
    %220 = stablehlo.subtract %cst_28, %219 : tensor<2x8x128xf32>
    %221 = stablehlo.multiply %218, %220 : tensor<2x8x128xf32>
    %222 = stablehlo.multiply %221, %cst_29 : tensor<2x8x128xf32>
    %223 = stablehlo.multiply %222, %cst_30 : tensor<2x8x128xf32>
    %224 = stablehlo.power %120, %cst_15 : tensor<2x8x128xf32>
    %225 = stablehlo.multiply %224, %cst_31 : tensor<2x8x128xf32>
    %226 = stablehlo.multiply %223, %225 : tensor<2x8x128xf32>
    %227 = stablehlo.add %222, %226 : tensor<2x8x128xf32>
    %228 = stablehlo.multiply %217, %127 : tensor<2x8x128xf32>
    %229 = stablehlo.multiply %228, %cst_32 : tensor<2x8x128xf32>
    %230 = stablehlo.add %227, %229 : tensor<2x8x128xf32>
    %231 = stablehlo.reshape %230 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %232 = stablehlo.dot_general %231, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %233 = stablehlo.reshape %232 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %234 = stablehlo.dot_general %215, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %235 = stablehlo.reshape %234 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %236 = stablehlo.transpose %235, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %237 = stablehlo.reshape %236 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %238 = stablehlo.transpose %108, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[4,16,8]{1,2,0}"} : (tensor<4x8x16xf32>) -> tensor<4x16x8xf32>
    %239 = stablehlo.dot_general %237, %238, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %240 = stablehlo.reshape %239 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %241 = stablehlo.multiply %240, %103 : tensor<2x2x8x8xf32>
    %242 = stablehlo.reduce(%241 init: %cst_50) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %244 = stablehlo.multiply %103, %243 : tensor<2x2x8x8xf32>
    %245 = stablehlo.subtract %241, %244 : tensor<2x2x8x8xf32>
    %246 = stablehlo.reshape %245 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %247 = stablehlo.transpose %61, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[4,8,16]{1,2,0}"} : (tensor<4x16x8xf32>) -> tensor<4x8x16xf32>
    %248 = stablehlo.dot_general %246, %247, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %249 = stablehlo.reshape %248 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %250 = stablehlo.multiply %249, %cst_41 : tensor<2x2x8x16xf32>
    %251 = stablehlo.transpose %250, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %252 = stablehlo.slice %251 [0:2, 0:8, 0:2, 4:16] : (tensor<2x8x2x16xf32>) -> tensor<2x8x2x12xf32>
    %253 = stablehlo.pad %252, %cst_50, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x8x2x12xf32>, tensor<f32>) -> tensor<2x8x2x16xf32>
    %254 = stablehlo.select %c_14, %253, %cst_13 : tensor<2x8x2x16xi1>, tensor<2x8x2x16xf32>
    %255 = stablehlo.slice %251 [0:2, 0:8, 0:2, 0:4] : (tensor<2x8x2x16xf32>) -> tensor<2x8x2x4xf32>
    %256 = stablehlo.multiply %255, %36 : tensor<2x8x2x4xf32>
    %257 = stablehlo.reshape %256 : (tensor<2x8x2x4xf32>) -> tensor<2x8x2x2x2xf32>
    %258 = stablehlo.slice %257 [0:2, 0:8, 0:2, 0:2, 0:1] : (tensor<2x8x2x2x2xf32>) -> tensor<2x8x2x2x1xf32>
    %259 = stablehlo.reshape %258 : (tensor<2x8x2x2x1xf32>) -> tensor<2x8x2x2xf32>
    %260 = stablehlo.negate %259 : tensor<2x8x2x2xf32>
    %261 = stablehlo.pad %260, %cst_50, low = [0, 0, 0, 1], high = [0, 0, 0, 0], interior = [0, 0, 0, 1] : (tensor<2x8x2x2xf32>, tensor<f32>) -> tensor<2x8x2x4xf32>
    %262 = stablehlo.select %c_11, %261, %cst_10 : tensor<2x8x2x4xi1>, tensor<2x8x2x4xf32>
    %263 = stablehlo.slice %257 [0:2, 0:8, 0:2, 0:2, 1:2] : (tensor<2x8x2x2x2xf32>) -> tensor<2x8x2x2x1xf32>
    %264 = stablehlo.reshape %263 : (tensor<2x8x2x2x1xf32>) -> tensor<2x8x2x2xf32>
    %265 = stablehlo.pad %264, %cst_50, low = [0, 0, 0, 0], high = [0, 0, 0, 1], interior = [0, 0, 0, 1] : (tensor<2x8x2x2xf32>, tensor<f32>) -> tensor<2x8x2x4xf32>
    %266 = stablehlo.select %c, %265, %cst_10 : tensor<2x8x2x4xi1>, tensor<2x8x2x4xf32>
    %267 = stablehlo.add %262, %266 : tensor<2x8x2x4xf32>
    %268 = stablehlo.multiply %255, %23 : tensor<2x8x2x4xf32>
    %269 = stablehlo.add %267, %268 : tensor<2x8x2x4xf32>
    %270 = stablehlo.pad %269, %cst_50, low = [0, 0, 0, 0], high = [0, 0, 0, 12], interior = [0, 0, 0, 0] : (tensor<2x8x2x4xf32>, tensor<f32>) -> tensor<2x8x2x16xf32>
    %271 = stablehlo.select %c_12, %270, %cst_13 : tensor<2x8x2x16xi1>, tensor<2x8x2x16xf32>
    %272 = stablehlo.add %254, %271 : tensor<2x8x2x16xf32>
    %273 = stablehlo.reshape %272 : (tensor<2x8x2x16xf32>) -> tensor<2x8x4x8xf32>
    %274 = stablehlo.transpose %104, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[4,8,8]{1,2,0}"} : (tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %275 = stablehlo.dot_general %274, %237, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %276 = stablehlo.reshape %275 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %277 = stablehlo.transpose %276, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %278 = stablehlo.reshape %277 : (tensor<2x8x2x16xf32>) -> tensor<2x8x4x8xf32>
    %279 = stablehlo.transpose %43, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[4,16,8]{1,2,0}"} : (tensor<4x8x16xf32>) -> tensor<4x16x8xf32>
    %280 = stablehlo.dot_general %279, %246, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x8xf32>, tensor<4x8x8xf32>) -> tensor<4x16x8xf32>
    %281 = stablehlo.reshape %280 : (tensor<4x16x8xf32>) -> tensor<2x2x16x8xf32>
    %282 = stablehlo.multiply %281, %cst_40 : tensor<2x2x16x8xf32>
    %283 = stablehlo.transpose %282, dims = [0, 3, 1, 2] : (tensor<2x2x16x8xf32>) -> tensor<2x8x2x16xf32>
    %284 = stablehlo.slice %283 [0:2, 0:8, 0:2, 4:16] : (tensor<2x8x2x16xf32>) -> tensor<2x8x2x12xf32>
    %285 = stablehlo.pad %284, %cst_50, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x8x2x12xf32>, tensor<f32>) -> tensor<2x8x2x16xf32>
    %286 = stablehlo.select %c_14, %285, %cst_13 : tensor<2x8x2x16xi1>, tensor<2x8x2x16xf32>
    %287 = stablehlo.slice %283 [0:2, 0:8, 0:2, 0:4] : (tensor<2x8x2x16xf32>) -> tensor<2x8x2x4xf32>
    %288 = stablehlo.multiply %287, %36 : tensor<2x8x2x4xf32>
    %289 = stablehlo.reshape %288 : (tensor<2x8x2x4xf32>) -> tensor<2x8x2x2x2xf32>
    %290 = stablehlo.slice %289 [0:2, 0:8, 0:2, 0:2, 0:1] : (tensor<2x8x2x2x2xf32>) -> tensor<2x8x2x2x1xf32>
    %291 = stablehlo.reshape %290 : (tensor<2x8x2x2x1xf32>) -> tensor<2x8x2x2xf32>
    %292 = stablehlo.negate %291 : tensor<2x8x2x2xf32>
    %293 = stablehlo.pad %292, %cst_50, low = [0, 0, 0, 1], high = [0, 0, 0, 0], interior = [0, 0, 0, 1] : (tensor<2x8x2x2xf32>, tensor<f32>) -> tensor<2x8x2x4xf32>
    %294 = stablehlo.select %c_11, %293, %cst_10 : tensor<2x8x2x4xi1>, tensor<2x8x2x4xf32>
    %295 = stablehlo.slice %289 [0:2, 0:8, 0:2, 0:2, 1:2] : (tensor<2x8x2x2x2xf32>) -> tensor<2x8x2x2x1xf32>
    %296 = stablehlo.reshape %295 : (tensor<2x8x2x2x1xf32>) -> tensor<2x8x2x2xf32>
    %297 = stablehlo.pad %296, %cst_50, low = [0, 0, 0, 0], high = [0, 0, 0, 1], interior = [0, 0, 0, 1] : (tensor<2x8x2x2xf32>, tensor<f32>) -> tensor<2x8x2x4xf32>
    %298 = stablehlo.select %c, %297, %cst_10 : tensor<2x8x2x4xi1>, tensor<2x8x2x4xf32>
    %299 = stablehlo.add %294, %298 : tensor<2x8x2x4xf32>
    %300 = stablehlo.multiply %287, %23 : tensor<2x8x2x4xf32>
    %301 = stablehlo.add %299, %300 : tensor<2x8x2x4xf32>
    %302 = stablehlo.pad %301, %cst_50, low = [0, 0, 0, 0], high = [0, 0, 0, 12], interior = [0, 0, 0, 0] : (tensor<2x8x2x4xf32>, tensor<f32>) -> tensor<2x8x2x16xf32>
    %303 = stablehlo.select %c_12, %302, %cst_13 : tensor<2x8x2x16xi1>, tensor<2x8x2x16xf32>
    %304 = stablehlo.add %286, %303 : tensor<2x8x2x16xf32>
    %305 = stablehlo.reshape %304 : (tensor<2x8x2x16xf32>) -> tensor<2x8x4x8xf32>
    %306 = stablehlo.concatenate %273, %278, %305, dim = 3 : (tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) -> tensor<2x8x4x24xf32>
    %307 = stablehlo.reshape %306 : (tensor<2x8x4x24xf32>) -> tensor<16x96xf32>
    %308 = stablehlo.dot_general %307, %arg12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x96xf32>, tensor<96x32xf32>) -> tensor<16x32xf32>
    %309 = stablehlo.reshape %308 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %310 = stablehlo.add %233, %309 : tensor<2x8x32xf32>
    %311 = stablehlo.multiply %310, %8 : tensor<2x8x32xf32>
    %312 = stablehlo.multiply %311, %cst_16 : tensor<2x8x32xf32>
    %313 = stablehlo.reduce(%311 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %314 = stablehlo.broadcast_in_dim %313, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %315 = stablehlo.subtract %312, %314 : tensor<2x8x32xf32>
    %316 = stablehlo.reshape %batch_mean : (tensor<16xf32>) -> tensor<2x8xf32>
    %317 = stablehlo.broadcast_in_dim %316, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %318 = stablehlo.subtract %5, %317 : tensor<2x8x32xf32>
    %319 = stablehlo.reshape %210 : (tensor<16xf32>) -> tensor<2x8xf32>
    %320 = stablehlo.broadcast_in_dim %319, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %321 = stablehlo.multiply %318, %320 : tensor<2x8x32xf32>
    %322 = stablehlo.multiply %311, %321 : tensor<2x8x32xf32>
    %323 = stablehlo.reduce(%322 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %324 = stablehlo.broadcast_in_dim %323, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %325 = stablehlo.multiply %321, %324 : tensor<2x8x32xf32>
    %326 = stablehlo.subtract %315, %325 : tensor<2x8x32xf32>
    %327 = stablehlo.multiply %214, %326 : tensor<2x8x32xf32>
    %328 = stablehlo.add %208, %327 : tensor<2x8x32xf32>
    %329 = stablehlo.select %174, %cst_22, %328 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %330 = "stablehlo.scatter"(%cst_25, %172, %329) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg30: tensor<f32>, %arg31: tensor<f32>):
      %400 = stablehlo.add %arg30, %arg31 : tensor<f32>
      stablehlo.return %400 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %331 = stablehlo.add %168, %330 : tensor<128x32xf32>
    %332 = stablehlo.multiply %331, %cst_9 : tensor<128x32xf32>
    %333 = stablehlo.subtract %arg4, %332 : tensor<128x32xf32>
    %334 = stablehlo.multiply %arg18, %cst_8 : tensor<32xf32>
    %335 = stablehlo.multiply %310, %321 : tensor<2x8x32xf32>
    %336 = stablehlo.reduce(%335 init: %cst_50) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %337 = stablehlo.add %334, %336 : tensor<32xf32>
    %338 = stablehlo.multiply %337, %cst_7 : tensor<32xf32>
    %339 = stablehlo.subtract %arg9, %338 : tensor<32xf32>
    %340 = stablehlo.multiply %arg19, %cst_8 : tensor<32xf32>
    %341 = stablehlo.reduce(%310 init: %cst_50) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %342 = stablehlo.add %340, %341 : tensor<32xf32>
    %343 = stablehlo.multiply %342, %cst_7 : tensor<32xf32>
    %344 = stablehlo.subtract %arg10, %343 : tensor<32xf32>
    %345 = stablehlo.multiply %arg20, %cst_6 : tensor<32x32xf32>
    %346 = stablehlo.transpose %215, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %347 = stablehlo.dot_general %346, %112, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %348 = stablehlo.add %345, %347 : tensor<32x32xf32>
    %349 = stablehlo.multiply %348, %cst_5 : tensor<32x32xf32>
    %350 = stablehlo.subtract %arg11, %349 : tensor<32x32xf32>
    %351 = stablehlo.multiply %arg21, %cst_4 : tensor<96x32xf32>
    %352 = stablehlo.transpose %307, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[96,16]{0,1}"} : (tensor<16x96xf32>) -> tensor<96x16xf32>
    %353 = stablehlo.dot_general %352, %11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<96x16xf32>, tensor<16x32xf32>) -> tensor<96x32xf32>
    %354 = stablehlo.add %351, %353 : tensor<96x32xf32>
    %355 = stablehlo.multiply %354, %cst_3 : tensor<96x32xf32>
    %356 = stablehlo.subtract %arg12, %355 : tensor<96x32xf32>
    %357 = stablehlo.multiply %arg22, %cst_26 : tensor<128x32xf32>
    %358 = stablehlo.transpose %231, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %359 = stablehlo.dot_general %358, %11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %360 = stablehlo.add %357, %359 : tensor<128x32xf32>
    %361 = stablehlo.multiply %360, %cst_9 : tensor<128x32xf32>
    %362 = stablehlo.subtract %arg8, %361 : tensor<128x32xf32>
    %363 = stablehlo.multiply %arg23, %cst_2 : tensor<128xf32>
    %364 = stablehlo.reduce(%231 init: %cst_50) applies stablehlo.add across dimensions = [0] : (tensor<16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %365 = stablehlo.add %363, %364 : tensor<128xf32>
    %366 = stablehlo.multiply %365, %cst_1 : tensor<128xf32>
    %367 = stablehlo.subtract %arg7, %366 : tensor<128xf32>
    %368 = stablehlo.multiply %arg24, %cst_0 : tensor<32x128xf32>
    %369 = stablehlo.dot_general %346, %129, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x128xf32>) -> tensor<32x128xf32>
    %370 = stablehlo.add %368, %369 : tensor<32x128xf32>
    %371 = stablehlo.multiply %370, %cst : tensor<32x128xf32>
    %372 = stablehlo.subtract %arg6, %371 : tensor<32x128xf32>
    %373 = stablehlo.multiply %arg25, %cst_8 : tensor<32xf32>
    %374 = stablehlo.reduce(%215 init: %cst_50) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %375 = stablehlo.add %373, %374 : tensor<32xf32>
    %376 = stablehlo.multiply %375, %cst_7 : tensor<32xf32>
    %377 = stablehlo.subtract %arg5, %376 : tensor<32xf32>
    %378 = stablehlo.multiply %arg26, %cst_8 : tensor<32xf32>
    %379 = stablehlo.multiply %191, %202 : tensor<2x8x32xf32>
    %380 = stablehlo.reduce(%379 init: %cst_50) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %381 = stablehlo.add %378, %380 : tensor<32xf32>
    %382 = stablehlo.multiply %381, %cst_7 : tensor<32xf32>
    %383 = stablehlo.subtract %arg3, %382 : tensor<32xf32>
    %384 = stablehlo.multiply %arg27, %cst_8 : tensor<32xf32>
    %385 = stablehlo.reduce(%191 init: %cst_50) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %386 = stablehlo.add %384, %385 : tensor<32xf32>
    %387 = stablehlo.multiply %386, %cst_7 : tensor<32xf32>
    %388 = stablehlo.subtract %arg16, %387 : tensor<32xf32>
    %389 = stablehlo.multiply %arg28, %cst_26 : tensor<128x32xf32>
    %390 = stablehlo.transpose %189, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %391 = stablehlo.dot_general %390, %142, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %392 = stablehlo.add %389, %391 : tensor<128x32xf32>
    %393 = stablehlo.multiply %392, %cst_9 : tensor<128x32xf32>
    %394 = stablehlo.subtract %arg2, %393 : tensor<128x32xf32>
    %395 = stablehlo.multiply %arg29, %cst_2 : tensor<128xf32>
    %396 = stablehlo.reduce(%189 init: %cst_50) applies stablehlo.add across dimensions = [0] : (tensor<16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %397 = stablehlo.add %395, %396 : tensor<128xf32>
    %398 = stablehlo.multiply %397, %cst_1 : tensor<128xf32>
    %399 = stablehlo.subtract %arg1, %398 : tensor<128xf32>
    return %167, %333, %339, %344, %350, %356, %362, %367, %372, %377, %383, %388, %394, %399, %331, %337, %342, %348, %354, %360, %365, %370, %375, %381, %386, %392, %397 : tensor<f32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<96x32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<96x32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>
  }
}
