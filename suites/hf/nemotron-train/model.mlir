module @IrToHlo.1244 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 14 : i32}, %arg2: tensor<32xf32> {tf.aliasing_output = 12 : i32}, %arg3: tensor<32x64xf32> {tf.aliasing_output = 7 : i32}, %arg4: tensor<64x32xf32> {tf.aliasing_output = 6 : i32}, %arg5: tensor<32xf32> {tf.aliasing_output = 10 : i32}, %arg6: tensor<32x32xf32> {tf.aliasing_output = 5 : i32}, %arg7: tensor<16x32xf32> {tf.aliasing_output = 4 : i32}, %arg8: tensor<32xf32> {tf.aliasing_output = 8 : i32}, %arg9: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg10: tensor<32xf32> {tf.aliasing_output = 9 : i32}, %arg11: tensor<2x8xi64>, %arg12: tensor<i1>, %arg13: tensor<16x32xf32> {tf.aliasing_output = 3 : i32}, %arg14: tensor<2xf32>, %arg15: tensor<32x32xf32> {tf.aliasing_output = 2 : i32}, %arg16: tensor<32xf32> {tf.aliasing_output = 11 : i32}, %arg17: tensor<32xf32> {tf.aliasing_output = 13 : i32}, %arg18: tensor<128x32xf32> {tf.aliasing_output = 15 : i32}, %arg19: tensor<32x32xf32> {tf.aliasing_output = 16 : i32}, %arg20: tensor<16x32xf32> {tf.aliasing_output = 17 : i32}, %arg21: tensor<16x32xf32> {tf.aliasing_output = 18 : i32}, %arg22: tensor<32x32xf32> {tf.aliasing_output = 19 : i32}, %arg23: tensor<64x32xf32> {tf.aliasing_output = 20 : i32}, %arg24: tensor<32x64xf32> {tf.aliasing_output = 21 : i32}, %arg25: tensor<32xf32> {tf.aliasing_output = 22 : i32}, %arg26: tensor<32xf32> {tf.aliasing_output = 23 : i32}, %arg27: tensor<32xf32> {tf.aliasing_output = 24 : i32}, %arg28: tensor<32xf32> {tf.aliasing_output = 25 : i32}, %arg29: tensor<32xf32> {tf.aliasing_output = 26 : i32}, %arg30: tensor<32xf32> {tf.aliasing_output = 27 : i32}, %arg31: tensor<128x32xf32> {tf.aliasing_output = 28 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<32x64xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<32x64xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<64x32xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<64x32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<16x32xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<16x32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %c = stablehlo.constant dense<[[[[true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false]], [[true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false]], [[true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false]], [[true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false]]], [[[true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false]], [[true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false]], [[true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false]], [[true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false]]]]> : tensor<2x4x8x4xi1>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x4xf32>
    %c_11 = stablehlo.constant dense<[[[[false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true]], [[false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true]], [[false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true]], [[false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true]]], [[[false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true]], [[false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true]], [[false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true]], [[false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true]]]]> : tensor<2x4x8x4xi1>
    %c_12 = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x4x8x8xi1>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %c_14 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x4x8x8xi1>
    %c_15 = stablehlo.constant dense<[[[[true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false]], [[true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false]]], [[[true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false]], [[true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false]]]]> : tensor<2x2x8x4xi1>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x8x4xf32>
    %c_17 = stablehlo.constant dense<[[[[false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true]], [[false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true]]], [[[false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true]], [[false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true]]]]> : tensor<2x2x8x4xi1>
    %c_18 = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x2x8x8xi1>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x8x8xf32>
    %c_20 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x2x8x8xi1>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_22 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_24 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_25 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_26 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x1xf32>
    %cst_27 = stablehlo.constant dense<9.99999974E-6> : tensor<16xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_29 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_31 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_32 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_33 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x64xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x64xf32>
    %cst_35 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_37 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_38 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_39 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_40 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_41 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_42 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_43 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_47 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_48 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_49 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_50 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_51 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg9, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%6, %cst_46, %cst_45) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %7 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %8 = stablehlo.add %arg8, %cst_44 : tensor<32xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %10 = stablehlo.multiply %7, %9 : tensor<2x8x32xf32>
    %11 = stablehlo.add %5, %10 : tensor<2x8x32xf32>
    %12 = stablehlo.reshape %11 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %13 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %14 = stablehlo.dot_general %12, %13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %15 = stablehlo.reshape %14 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %16 = stablehlo.transpose %15, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %17 = stablehlo.slice %16 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %18 = stablehlo.broadcast_in_dim %cst_43, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x2xf32>
    %19 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<2xf32>) -> tensor<1x8x2xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<1x8x2xf32>
    %21 = stablehlo.concatenate %20, %20, dim = 2 : (tensor<1x8x2xf32>, tensor<1x8x2xf32>) -> tensor<1x8x4xf32>
    %22 = stablehlo.cosine %21 : tensor<1x8x4xf32>
    %23 = stablehlo.reshape %22 : (tensor<1x8x4xf32>) -> tensor<8x4xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [2, 3] : (tensor<8x4xf32>) -> tensor<2x4x8x4xf32>
    %25 = stablehlo.multiply %17, %24 : tensor<2x4x8x4xf32>
    %26 = stablehlo.slice %17 [0:2, 0:4, 0:8, 2:4] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
    %27 = stablehlo.negate %26 : tensor<2x4x8x2xf32>
    %28 = stablehlo.slice %17 [0:2, 0:4, 0:8, 0:2] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
    %29 = stablehlo.concatenate %27, %28, dim = 3 : (tensor<2x4x8x2xf32>, tensor<2x4x8x2xf32>) -> tensor<2x4x8x4xf32>
    %30 = stablehlo.sine %21 : tensor<1x8x4xf32>
    %31 = stablehlo.reshape %30 : (tensor<1x8x4xf32>) -> tensor<8x4xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [2, 3] : (tensor<8x4xf32>) -> tensor<2x4x8x4xf32>
    %33 = stablehlo.multiply %29, %32 : tensor<2x4x8x4xf32>
    %34 = stablehlo.add %25, %33 : tensor<2x4x8x4xf32>
    %35 = stablehlo.slice %16 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %36 = stablehlo.concatenate %34, %35, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %37 = stablehlo.multiply %36, %cst_42 : tensor<2x4x8x8xf32>
    %38 = stablehlo.reshape %37 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %39 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %40 = stablehlo.dot_general %12, %39, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %41 = stablehlo.reshape %40 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %42 = stablehlo.transpose %41, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %43 = stablehlo.slice %42 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %44 = stablehlo.broadcast_in_dim %23, dims = [2, 3] : (tensor<8x4xf32>) -> tensor<2x2x8x4xf32>
    %45 = stablehlo.multiply %43, %44 : tensor<2x2x8x4xf32>
    %46 = stablehlo.slice %43 [0:2, 0:2, 0:8, 2:4] : (tensor<2x2x8x4xf32>) -> tensor<2x2x8x2xf32>
    %47 = stablehlo.negate %46 : tensor<2x2x8x2xf32>
    %48 = stablehlo.slice %43 [0:2, 0:2, 0:8, 0:2] : (tensor<2x2x8x4xf32>) -> tensor<2x2x8x2xf32>
    %49 = stablehlo.concatenate %47, %48, dim = 3 : (tensor<2x2x8x2xf32>, tensor<2x2x8x2xf32>) -> tensor<2x2x8x4xf32>
    %50 = stablehlo.broadcast_in_dim %31, dims = [2, 3] : (tensor<8x4xf32>) -> tensor<2x2x8x4xf32>
    %51 = stablehlo.multiply %49, %50 : tensor<2x2x8x4xf32>
    %52 = stablehlo.add %45, %51 : tensor<2x2x8x4xf32>
    %53 = stablehlo.slice %42 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %54 = stablehlo.concatenate %52, %53, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %56 = stablehlo.reshape %55 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %57 = stablehlo.transpose %56, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %58 = stablehlo.multiply %57, %cst_42 : tensor<2x4x8x8xf32>
    %59 = stablehlo.reshape %58 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %60 = stablehlo.dot_general %38, %59, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %61 = stablehlo.reshape %60 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %62 = stablehlo.convert %arg12 : (tensor<i1>) -> tensor<ui8>
    %63 = stablehlo.broadcast_in_dim %62, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %64 = stablehlo.broadcast_in_dim %c_41, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %65 = stablehlo.broadcast_in_dim %c_41, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %66 = stablehlo.compare  LE, %64, %65 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %67 = stablehlo.convert %66 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %68 = stablehlo.and %63, %67 : tensor<1x1x8x8xui8>
    %69 = stablehlo.compare  NE, %68, %c_51 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %70 = stablehlo.convert %69 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %71 = stablehlo.reshape %70 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %72 = stablehlo.broadcast_in_dim %71, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %73 = stablehlo.compare  NE, %arg11, %c_50 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %74 = stablehlo.broadcast_in_dim %c_40, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %75 = stablehlo.compare  LT, %74, %c_39 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %76 = stablehlo.add %74, %c_38 : tensor<2x1x1x8xi64>
    %77 = stablehlo.select %75, %76, %74 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %78 = stablehlo.reshape %77 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %79 = stablehlo.broadcast_in_dim %c_41, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %80 = stablehlo.compare  LT, %79, %c_39 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %81 = stablehlo.add %79, %c_37 : tensor<2x1x1x8xi64>
    %82 = stablehlo.select %80, %81, %79 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %83 = stablehlo.reshape %82 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %84 = stablehlo.concatenate %78, %83, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %85 = "stablehlo.gather"(%73, %84) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %86 = stablehlo.convert %85 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %87 = stablehlo.reshape %86 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %89 = stablehlo.and %72, %88 : tensor<2x1x8x8xui8>
    %90 = stablehlo.compare  NE, %89, %c_49 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %91 = stablehlo.select %90, %cst_36, %cst_35 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %92 = stablehlo.reshape %91 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %94 = stablehlo.add %61, %93 : tensor<2x4x8x8xf32>
    %95 = stablehlo.reduce(%94 init: %cst_48) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %97 = stablehlo.subtract %94, %96 : tensor<2x4x8x8xf32>
    %98 = stablehlo.exponential %97 : tensor<2x4x8x8xf32>
    %99 = stablehlo.reduce(%98 init: %cst_52) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %101 = stablehlo.divide %98, %100 : tensor<2x4x8x8xf32>
    %102 = stablehlo.reshape %101 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %103 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %104 = stablehlo.dot_general %12, %103, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %105 = stablehlo.reshape %104 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %106 = stablehlo.transpose %105, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %108 = stablehlo.reshape %107 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %109 = stablehlo.dot_general %102, %108, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %110 = stablehlo.reshape %109 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %111 = stablehlo.transpose %110, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %112 = stablehlo.reshape %111 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %113 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %114 = stablehlo.dot_general %112, %113, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %115 = stablehlo.reshape %114 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %116 = stablehlo.add %4, %115 : tensor<2x8x32xf32>
    %117 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %118 = stablehlo.reshape %116 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_53, %batch_mean_54, %batch_var_55 = "stablehlo.batch_norm_training"(%118, %cst_46, %cst_45) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %119 = stablehlo.reshape %output_53 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %120 = stablehlo.add %arg5, %cst_44 : tensor<32xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %122 = stablehlo.multiply %119, %121 : tensor<2x8x32xf32>
    %123 = stablehlo.add %117, %122 : tensor<2x8x32xf32>
    %124 = stablehlo.reshape %123 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %125 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %126 = stablehlo.dot_general %124, %125, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %127 = stablehlo.reshape %126 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %128 = stablehlo.maximum %127, %cst_34 : tensor<2x8x64xf32>
    %129 = stablehlo.power %128, %cst_33 : tensor<2x8x64xf32>
    %130 = stablehlo.reshape %129 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %131 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %132 = stablehlo.dot_general %130, %131, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %133 = stablehlo.reshape %132 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %134 = stablehlo.add %116, %133 : tensor<2x8x32xf32>
    %135 = stablehlo.reshape %134 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_56, %batch_mean_57, %batch_var_58 = "stablehlo.batch_norm_training"(%135, %cst_46, %cst_45) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %136 = stablehlo.reshape %output_56 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %137 = stablehlo.add %arg2, %cst_44 : tensor<32xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %139 = stablehlo.multiply %136, %138 : tensor<2x8x32xf32>
    %140 = stablehlo.add %0, %139 : tensor<2x8x32xf32>
    %141 = stablehlo.reshape %140 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %142 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %143 = stablehlo.dot_general %141, %142, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %144 = stablehlo.reshape %143 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %145 = stablehlo.slice %144 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %146 = stablehlo.reduce(%145 init: %cst_48) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %148 = stablehlo.subtract %145, %147 : tensor<2x7x128xf32>
    %149 = stablehlo.exponential %148 : tensor<2x7x128xf32>
    %150 = stablehlo.reduce(%149 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %151 = stablehlo.log %150 : tensor<2x7xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %153 = stablehlo.subtract %148, %152 : tensor<2x7x128xf32>
    %154 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %156 = stablehlo.broadcast_in_dim %c_47, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %157 = stablehlo.compare  EQ, %155, %156 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %158 = stablehlo.convert %157 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %159 = stablehlo.convert %158 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %160 = stablehlo.multiply %153, %159 : tensor<2x7x128xf32>
    %161 = stablehlo.reduce(%160 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %162 = stablehlo.reduce(%161 init: %cst_52) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %163 = stablehlo.multiply %162, %cst_32 : tensor<f32>
    %164 = stablehlo.negate %163 : tensor<f32>
    %165 = stablehlo.multiply %arg18, %cst_31 : tensor<128x32xf32>
    %166 = stablehlo.compare  LT, %arg0, %c_50 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %167 = stablehlo.add %arg0, %c_29 : tensor<2x8xi64>
    %168 = stablehlo.select %166, %167, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %169 = stablehlo.reshape %168 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %170 = stablehlo.compare  EQ, %arg0, %c_50 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %172 = stablehlo.add %batch_var_58, %cst_27 : tensor<16xf32>
    %173 = stablehlo.rsqrt %172 : tensor<16xf32>
    %174 = stablehlo.reshape %173 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %175 = stablehlo.divide %174, %cst_26 : tensor<2x8x1xf32>
    %176 = stablehlo.reshape %175 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %178 = stablehlo.multiply %159, %cst_24 : tensor<2x7x128xf32>
    %179 = stablehlo.exponential %153 : tensor<2x7x128xf32>
    %180 = stablehlo.reduce(%178 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %182 = stablehlo.multiply %179, %181 : tensor<2x7x128xf32>
    %183 = stablehlo.subtract %178, %182 : tensor<2x7x128xf32>
    %184 = stablehlo.pad %183, %cst_52, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %185 = stablehlo.select %c_25, %184, %cst_23 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %186 = stablehlo.reshape %185 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %187 = stablehlo.dot_general %186, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %188 = stablehlo.reshape %187 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %189 = stablehlo.multiply %188, %138 : tensor<2x8x32xf32>
    %190 = stablehlo.multiply %189, %cst_22 : tensor<2x8x32xf32>
    %191 = stablehlo.reduce(%189 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %192 = stablehlo.broadcast_in_dim %191, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %193 = stablehlo.subtract %190, %192 : tensor<2x8x32xf32>
    %194 = stablehlo.reshape %batch_mean_57 : (tensor<16xf32>) -> tensor<2x8xf32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %196 = stablehlo.subtract %134, %195 : tensor<2x8x32xf32>
    %197 = stablehlo.reshape %173 : (tensor<16xf32>) -> tensor<2x8xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %199 = stablehlo.multiply %196, %198 : tensor<2x8x32xf32>
    %200 = stablehlo.multiply %189, %199 : tensor<2x8x32xf32>
    %201 = stablehlo.reduce(%200 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %203 = stablehlo.multiply %199, %202 : tensor<2x8x32xf32>
    %204 = stablehlo.subtract %193, %203 : tensor<2x8x32xf32>
    %205 = stablehlo.multiply %177, %204 : tensor<2x8x32xf32>
    %206 = stablehlo.add %batch_var_55, %cst_27 : tensor<16xf32>
    %207 = stablehlo.rsqrt %206 : tensor<16xf32>
    %208 = stablehlo.reshape %207 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %209 = stablehlo.divide %208, %cst_26 : tensor<2x8x1xf32>
    %210 = stablehlo.reshape %209 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %212 = stablehlo.compare  LE, %128, %cst_34 : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xi1>
    %213 = stablehlo.reshape %205 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %214 = stablehlo.dot_general %213, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %215 = stablehlo.reshape %214 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %216 = stablehlo.power %128, %cst_21 : tensor<2x8x64xf32>
    %217 = stablehlo.multiply %216, %cst_33 : tensor<2x8x64xf32>
    %218 = stablehlo.multiply %215, %217 : tensor<2x8x64xf32>
    %219 = stablehlo.select %212, %cst_34, %218 : tensor<2x8x64xi1>, tensor<2x8x64xf32>
    %220 = stablehlo.reshape %219 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %221 = stablehlo.dot_general %220, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %222 = stablehlo.reshape %221 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %223 = stablehlo.multiply %222, %121 : tensor<2x8x32xf32>
    %224 = stablehlo.multiply %223, %cst_22 : tensor<2x8x32xf32>
    %225 = stablehlo.reduce(%223 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %227 = stablehlo.subtract %224, %226 : tensor<2x8x32xf32>
    %228 = stablehlo.reshape %batch_mean_54 : (tensor<16xf32>) -> tensor<2x8xf32>
    %229 = stablehlo.broadcast_in_dim %228, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %230 = stablehlo.subtract %116, %229 : tensor<2x8x32xf32>
    %231 = stablehlo.reshape %207 : (tensor<16xf32>) -> tensor<2x8xf32>
    %232 = stablehlo.broadcast_in_dim %231, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %233 = stablehlo.multiply %230, %232 : tensor<2x8x32xf32>
    %234 = stablehlo.multiply %223, %233 : tensor<2x8x32xf32>
    %235 = stablehlo.reduce(%234 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %237 = stablehlo.multiply %233, %236 : tensor<2x8x32xf32>
    %238 = stablehlo.subtract %227, %237 : tensor<2x8x32xf32>
    %239 = stablehlo.multiply %211, %238 : tensor<2x8x32xf32>
    %240 = stablehlo.add %205, %239 : tensor<2x8x32xf32>
    %241 = stablehlo.add %batch_var, %cst_27 : tensor<16xf32>
    %242 = stablehlo.rsqrt %241 : tensor<16xf32>
    %243 = stablehlo.reshape %242 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %244 = stablehlo.divide %243, %cst_26 : tensor<2x8x1xf32>
    %245 = stablehlo.reshape %244 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %247 = stablehlo.transpose %102, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %248 = stablehlo.reshape %240 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %249 = stablehlo.dot_general %248, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %250 = stablehlo.reshape %249 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %251 = stablehlo.transpose %250, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %252 = stablehlo.reshape %251 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %253 = stablehlo.dot_general %247, %252, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %254 = stablehlo.reshape %253 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %255 = stablehlo.reduce(%254 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %256 = stablehlo.transpose %255, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %257 = stablehlo.reshape %256 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %258 = stablehlo.dot_general %257, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %259 = stablehlo.reshape %258 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %260 = stablehlo.transpose %38, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %261 = stablehlo.transpose %108, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %262 = stablehlo.dot_general %252, %261, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %263 = stablehlo.reshape %262 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %264 = stablehlo.multiply %263, %101 : tensor<2x4x8x8xf32>
    %265 = stablehlo.reduce(%264 init: %cst_52) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %266 = stablehlo.broadcast_in_dim %265, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %267 = stablehlo.multiply %101, %266 : tensor<2x4x8x8xf32>
    %268 = stablehlo.subtract %264, %267 : tensor<2x4x8x8xf32>
    %269 = stablehlo.reshape %268 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %270 = stablehlo.dot_general %260, %269, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %271 = stablehlo.reshape %270 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %272 = stablehlo.multiply %271, %cst_42 : tensor<2x4x8x8xf32>
    %273 = stablehlo.transpose %272, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %274 = stablehlo.reshape %273 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %275 = stablehlo.reduce(%274 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %276 = stablehlo.slice %275 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %277 = stablehlo.pad %276, %cst_52, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %278 = stablehlo.select %c_20, %277, %cst_19 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %279 = stablehlo.slice %275 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %280 = stablehlo.multiply %279, %50 : tensor<2x2x8x4xf32>
    %281 = stablehlo.slice %280 [0:2, 0:2, 0:8, 0:2] : (tensor<2x2x8x4xf32>) -> tensor<2x2x8x2xf32>
    %282 = stablehlo.negate %281 : tensor<2x2x8x2xf32>
    %283 = stablehlo.pad %282, %cst_52, low = [0, 0, 0, 2], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x2xf32>, tensor<f32>) -> tensor<2x2x8x4xf32>
    %284 = stablehlo.select %c_17, %283, %cst_16 : tensor<2x2x8x4xi1>, tensor<2x2x8x4xf32>
    %285 = stablehlo.slice %280 [0:2, 0:2, 0:8, 2:4] : (tensor<2x2x8x4xf32>) -> tensor<2x2x8x2xf32>
    %286 = stablehlo.pad %285, %cst_52, low = [0, 0, 0, 0], high = [0, 0, 0, 2], interior = [0, 0, 0, 0] : (tensor<2x2x8x2xf32>, tensor<f32>) -> tensor<2x2x8x4xf32>
    %287 = stablehlo.select %c_15, %286, %cst_16 : tensor<2x2x8x4xi1>, tensor<2x2x8x4xf32>
    %288 = stablehlo.add %284, %287 : tensor<2x2x8x4xf32>
    %289 = stablehlo.multiply %279, %44 : tensor<2x2x8x4xf32>
    %290 = stablehlo.add %288, %289 : tensor<2x2x8x4xf32>
    %291 = stablehlo.pad %290, %cst_52, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %292 = stablehlo.select %c_18, %291, %cst_19 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %293 = stablehlo.add %278, %292 : tensor<2x2x8x8xf32>
    %294 = stablehlo.transpose %293, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %295 = stablehlo.reshape %294 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %296 = stablehlo.dot_general %295, %arg13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %297 = stablehlo.reshape %296 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %298 = stablehlo.add %259, %297 : tensor<2x8x32xf32>
    %299 = stablehlo.transpose %59, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %300 = stablehlo.dot_general %269, %299, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %301 = stablehlo.reshape %300 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %302 = stablehlo.multiply %301, %cst_42 : tensor<2x4x8x8xf32>
    %303 = stablehlo.slice %302 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %304 = stablehlo.pad %303, %cst_52, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %305 = stablehlo.select %c_14, %304, %cst_13 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %306 = stablehlo.slice %302 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %307 = stablehlo.multiply %306, %32 : tensor<2x4x8x4xf32>
    %308 = stablehlo.slice %307 [0:2, 0:4, 0:8, 0:2] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
    %309 = stablehlo.negate %308 : tensor<2x4x8x2xf32>
    %310 = stablehlo.pad %309, %cst_52, low = [0, 0, 0, 2], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x2xf32>, tensor<f32>) -> tensor<2x4x8x4xf32>
    %311 = stablehlo.select %c_11, %310, %cst_10 : tensor<2x4x8x4xi1>, tensor<2x4x8x4xf32>
    %312 = stablehlo.slice %307 [0:2, 0:4, 0:8, 2:4] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
    %313 = stablehlo.pad %312, %cst_52, low = [0, 0, 0, 0], high = [0, 0, 0, 2], interior = [0, 0, 0, 0] : (tensor<2x4x8x2xf32>, tensor<f32>) -> tensor<2x4x8x4xf32>
    %314 = stablehlo.select %c, %313, %cst_10 : tensor<2x4x8x4xi1>, tensor<2x4x8x4xf32>
    %315 = stablehlo.add %311, %314 : tensor<2x4x8x4xf32>
    %316 = stablehlo.multiply %306, %24 : tensor<2x4x8x4xf32>
    %317 = stablehlo.add %315, %316 : tensor<2x4x8x4xf32>
    %318 = stablehlo.pad %317, %cst_52, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %319 = stablehlo.select %c_12, %318, %cst_13 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %320 = stablehlo.add %305, %319 : tensor<2x4x8x8xf32>
    %321 = stablehlo.transpose %320, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %322 = stablehlo.reshape %321 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %323 = stablehlo.dot_general %322, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %324 = stablehlo.reshape %323 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %325 = stablehlo.add %298, %324 : tensor<2x8x32xf32>
    %326 = stablehlo.multiply %325, %9 : tensor<2x8x32xf32>
    %327 = stablehlo.multiply %326, %cst_22 : tensor<2x8x32xf32>
    %328 = stablehlo.reduce(%326 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %329 = stablehlo.broadcast_in_dim %328, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %330 = stablehlo.subtract %327, %329 : tensor<2x8x32xf32>
    %331 = stablehlo.reshape %batch_mean : (tensor<16xf32>) -> tensor<2x8xf32>
    %332 = stablehlo.broadcast_in_dim %331, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %333 = stablehlo.subtract %4, %332 : tensor<2x8x32xf32>
    %334 = stablehlo.reshape %242 : (tensor<16xf32>) -> tensor<2x8xf32>
    %335 = stablehlo.broadcast_in_dim %334, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %336 = stablehlo.multiply %333, %335 : tensor<2x8x32xf32>
    %337 = stablehlo.multiply %326, %336 : tensor<2x8x32xf32>
    %338 = stablehlo.reduce(%337 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %339 = stablehlo.broadcast_in_dim %338, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %340 = stablehlo.multiply %336, %339 : tensor<2x8x32xf32>
    %341 = stablehlo.subtract %330, %340 : tensor<2x8x32xf32>
    %342 = stablehlo.multiply %246, %341 : tensor<2x8x32xf32>
    %343 = stablehlo.add %240, %342 : tensor<2x8x32xf32>
    %344 = stablehlo.select %171, %cst_28, %343 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %345 = "stablehlo.scatter"(%cst_30, %169, %344) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg32: tensor<f32>, %arg33: tensor<f32>):
      %424 = stablehlo.add %arg32, %arg33 : tensor<f32>
      stablehlo.return %424 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %346 = stablehlo.add %165, %345 : tensor<128x32xf32>
    %347 = stablehlo.multiply %346, %cst_9 : tensor<128x32xf32>
    %348 = stablehlo.subtract %arg9, %347 : tensor<128x32xf32>
    %349 = stablehlo.multiply %arg19, %cst_8 : tensor<32x32xf32>
    %350 = stablehlo.transpose %322, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %351 = stablehlo.dot_general %350, %12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %352 = stablehlo.add %349, %351 : tensor<32x32xf32>
    %353 = stablehlo.multiply %352, %cst_7 : tensor<32x32xf32>
    %354 = stablehlo.subtract %arg15, %353 : tensor<32x32xf32>
    %355 = stablehlo.multiply %arg20, %cst_6 : tensor<16x32xf32>
    %356 = stablehlo.transpose %295, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %357 = stablehlo.dot_general %356, %12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %358 = stablehlo.add %355, %357 : tensor<16x32xf32>
    %359 = stablehlo.multiply %358, %cst_5 : tensor<16x32xf32>
    %360 = stablehlo.subtract %arg13, %359 : tensor<16x32xf32>
    %361 = stablehlo.multiply %arg21, %cst_6 : tensor<16x32xf32>
    %362 = stablehlo.transpose %257, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %363 = stablehlo.dot_general %362, %12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %364 = stablehlo.add %361, %363 : tensor<16x32xf32>
    %365 = stablehlo.multiply %364, %cst_5 : tensor<16x32xf32>
    %366 = stablehlo.subtract %arg7, %365 : tensor<16x32xf32>
    %367 = stablehlo.multiply %arg22, %cst_8 : tensor<32x32xf32>
    %368 = stablehlo.transpose %248, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %369 = stablehlo.dot_general %368, %112, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %370 = stablehlo.add %367, %369 : tensor<32x32xf32>
    %371 = stablehlo.multiply %370, %cst_7 : tensor<32x32xf32>
    %372 = stablehlo.subtract %arg6, %371 : tensor<32x32xf32>
    %373 = stablehlo.multiply %arg23, %cst_4 : tensor<64x32xf32>
    %374 = stablehlo.transpose %220, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %375 = stablehlo.dot_general %374, %124, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %376 = stablehlo.add %373, %375 : tensor<64x32xf32>
    %377 = stablehlo.multiply %376, %cst_3 : tensor<64x32xf32>
    %378 = stablehlo.subtract %arg4, %377 : tensor<64x32xf32>
    %379 = stablehlo.multiply %arg24, %cst_2 : tensor<32x64xf32>
    %380 = stablehlo.transpose %213, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %381 = stablehlo.dot_general %380, %130, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %382 = stablehlo.add %379, %381 : tensor<32x64xf32>
    %383 = stablehlo.multiply %382, %cst_1 : tensor<32x64xf32>
    %384 = stablehlo.subtract %arg3, %383 : tensor<32x64xf32>
    %385 = stablehlo.multiply %arg25, %cst_0 : tensor<32xf32>
    %386 = stablehlo.multiply %325, %336 : tensor<2x8x32xf32>
    %387 = stablehlo.reduce(%386 init: %cst_52) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %388 = stablehlo.add %385, %387 : tensor<32xf32>
    %389 = stablehlo.multiply %388, %cst : tensor<32xf32>
    %390 = stablehlo.subtract %arg8, %389 : tensor<32xf32>
    %391 = stablehlo.multiply %arg26, %cst_0 : tensor<32xf32>
    %392 = stablehlo.reduce(%325 init: %cst_52) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %393 = stablehlo.add %391, %392 : tensor<32xf32>
    %394 = stablehlo.multiply %393, %cst : tensor<32xf32>
    %395 = stablehlo.subtract %arg10, %394 : tensor<32xf32>
    %396 = stablehlo.multiply %arg27, %cst_0 : tensor<32xf32>
    %397 = stablehlo.multiply %222, %233 : tensor<2x8x32xf32>
    %398 = stablehlo.reduce(%397 init: %cst_52) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %399 = stablehlo.add %396, %398 : tensor<32xf32>
    %400 = stablehlo.multiply %399, %cst : tensor<32xf32>
    %401 = stablehlo.subtract %arg5, %400 : tensor<32xf32>
    %402 = stablehlo.multiply %arg28, %cst_0 : tensor<32xf32>
    %403 = stablehlo.reduce(%222 init: %cst_52) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %404 = stablehlo.add %402, %403 : tensor<32xf32>
    %405 = stablehlo.multiply %404, %cst : tensor<32xf32>
    %406 = stablehlo.subtract %arg16, %405 : tensor<32xf32>
    %407 = stablehlo.multiply %arg29, %cst_0 : tensor<32xf32>
    %408 = stablehlo.multiply %188, %199 : tensor<2x8x32xf32>
    %409 = stablehlo.reduce(%408 init: %cst_52) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %410 = stablehlo.add %407, %409 : tensor<32xf32>
    %411 = stablehlo.multiply %410, %cst : tensor<32xf32>
    %412 = stablehlo.subtract %arg2, %411 : tensor<32xf32>
    %413 = stablehlo.multiply %arg30, %cst_0 : tensor<32xf32>
    %414 = stablehlo.reduce(%188 init: %cst_52) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %415 = stablehlo.add %413, %414 : tensor<32xf32>
    %416 = stablehlo.multiply %415, %cst : tensor<32xf32>
    %417 = stablehlo.subtract %arg17, %416 : tensor<32xf32>
    %418 = stablehlo.multiply %arg31, %cst_31 : tensor<128x32xf32>
    %419 = stablehlo.transpose %186, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %420 = stablehlo.dot_general %419, %141, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %421 = stablehlo.add %418, %420 : tensor<128x32xf32>
    %422 = stablehlo.multiply %421, %cst_9 : tensor<128x32xf32>
    %423 = stablehlo.subtract %arg1, %422 : tensor<128x32xf32>
    return %164, %348, %354, %360, %366, %372, %378, %384, %390, %395, %401, %406, %412, %417, %423, %346, %352, %358, %364, %370, %376, %382, %388, %393, %399, %404, %410, %415, %421 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>
  }
}
