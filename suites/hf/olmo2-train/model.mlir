module @IrToHlo.1261 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 14 : i32}, %arg2: tensor<32x64xf32> {tf.aliasing_output = 10 : i32}, %arg3: tensor<64x32xf32> {tf.aliasing_output = 9 : i32}, %arg4: tensor<32x32xf32> {tf.aliasing_output = 5 : i32}, %arg5: tensor<16x32xf32> {tf.aliasing_output = 4 : i32}, %arg6: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg7: tensor<2x8xi64>, %arg8: tensor<i1>, %arg9: tensor<4xf32>, %arg10: tensor<16x32xf32> {tf.aliasing_output = 3 : i32}, %arg11: tensor<16xf32> {tf.aliasing_output = 7 : i32}, %arg12: tensor<32x32xf32> {tf.aliasing_output = 2 : i32}, %arg13: tensor<32xf32> {tf.aliasing_output = 6 : i32}, %arg14: tensor<32xf32> {tf.aliasing_output = 11 : i32}, %arg15: tensor<64x32xf32> {tf.aliasing_output = 8 : i32}, %arg16: tensor<32xf32> {tf.aliasing_output = 12 : i32}, %arg17: tensor<32xf32> {tf.aliasing_output = 13 : i32}, %arg18: tensor<128x32xf32> {tf.aliasing_output = 15 : i32}, %arg19: tensor<32x32xf32> {tf.aliasing_output = 16 : i32}, %arg20: tensor<16x32xf32> {tf.aliasing_output = 17 : i32}, %arg21: tensor<16x32xf32> {tf.aliasing_output = 18 : i32}, %arg22: tensor<32x32xf32> {tf.aliasing_output = 19 : i32}, %arg23: tensor<32xf32> {tf.aliasing_output = 20 : i32}, %arg24: tensor<16xf32> {tf.aliasing_output = 21 : i32}, %arg25: tensor<64x32xf32> {tf.aliasing_output = 22 : i32}, %arg26: tensor<64x32xf32> {tf.aliasing_output = 23 : i32}, %arg27: tensor<32x64xf32> {tf.aliasing_output = 24 : i32}, %arg28: tensor<32xf32> {tf.aliasing_output = 25 : i32}, %arg29: tensor<32xf32> {tf.aliasing_output = 26 : i32}, %arg30: tensor<32xf32> {tf.aliasing_output = 27 : i32}, %arg31: tensor<128x32xf32> {tf.aliasing_output = 28 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<32x64xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<32x64xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<64x32xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<64x32xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<16xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<16xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<16x32xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<16x32xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %c = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x4x8x8xi1>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %c_13 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x4x8x8xi1>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x16xf32>
    %cst_15 = stablehlo.constant dense<1.600000e+01> : tensor<2x8x16xf32>
    %c_16 = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x2x8x8xi1>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x8x8xf32>
    %c_18 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x2x8x8xi1>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_21 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_22 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x1xf32>
    %cst_23 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x1xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_25 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_26 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_28 = stablehlo.constant dense<1> : tensor<2x8xi64>
    %c_29 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_31 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_32 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_33 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_35 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_36 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_37 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_38 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_39 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_40 = stablehlo.constant dense<6.250000e-02> : tensor<2x8xf32>
    %cst_41 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x16xf32>
    %cst_42 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_43 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_44 = stablehlo.constant dense<9.99999974E-6> : tensor<2x8x1xf32>
    %cst_45 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_46 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %c_47 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_48 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_49 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_50 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_51 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg6, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %7 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %8 = stablehlo.dot_general %3, %7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %9 = stablehlo.reshape %8 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %10 = stablehlo.power %9, %cst_46 : tensor<2x8x32xf32>
    %11 = stablehlo.reduce(%10 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %12 = stablehlo.multiply %11, %cst_45 : tensor<2x8xf32>
    %13 = stablehlo.reshape %12 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %14 = stablehlo.add %13, %cst_44 : tensor<2x8x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<2x8x1xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %18 = stablehlo.multiply %9, %17 : tensor<2x8x32xf32>
    %19 = stablehlo.multiply %6, %18 : tensor<2x8x32xf32>
    %20 = stablehlo.reshape %19 : (tensor<2x8x32xf32>) -> tensor<2x8x4x8xf32>
    %21 = stablehlo.transpose %20, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %22 = stablehlo.broadcast_in_dim %cst_43, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %23 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
    %24 = stablehlo.multiply %22, %23 : tensor<1x8x4xf32>
    %25 = stablehlo.concatenate %24, %24, dim = 2 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %26 = stablehlo.cosine %25 : tensor<1x8x8xf32>
    %27 = stablehlo.reshape %26 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %29 = stablehlo.multiply %21, %28 : tensor<2x4x8x8xf32>
    %30 = stablehlo.slice %21 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %31 = stablehlo.negate %30 : tensor<2x4x8x4xf32>
    %32 = stablehlo.slice %21 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %33 = stablehlo.concatenate %31, %32, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %34 = stablehlo.sine %25 : tensor<1x8x8xf32>
    %35 = stablehlo.reshape %34 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %37 = stablehlo.multiply %33, %36 : tensor<2x4x8x8xf32>
    %38 = stablehlo.add %29, %37 : tensor<2x4x8x8xf32>
    %39 = stablehlo.multiply %38, %cst_42 : tensor<2x4x8x8xf32>
    %40 = stablehlo.reshape %39 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %41 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<16xf32>) -> tensor<2x8x16xf32>
    %42 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %43 = stablehlo.dot_general %3, %42, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %44 = stablehlo.reshape %43 : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %45 = stablehlo.power %44, %cst_41 : tensor<2x8x16xf32>
    %46 = stablehlo.reduce(%45 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %47 = stablehlo.multiply %46, %cst_40 : tensor<2x8xf32>
    %48 = stablehlo.reshape %47 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %49 = stablehlo.add %48, %cst_44 : tensor<2x8x1xf32>
    %50 = stablehlo.rsqrt %49 : tensor<2x8x1xf32>
    %51 = stablehlo.reshape %50 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %53 = stablehlo.multiply %44, %52 : tensor<2x8x16xf32>
    %54 = stablehlo.multiply %41, %53 : tensor<2x8x16xf32>
    %55 = stablehlo.reshape %54 : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %56 = stablehlo.transpose %55, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %57 = stablehlo.broadcast_in_dim %27, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %58 = stablehlo.multiply %56, %57 : tensor<2x2x8x8xf32>
    %59 = stablehlo.slice %56 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %60 = stablehlo.negate %59 : tensor<2x2x8x4xf32>
    %61 = stablehlo.slice %56 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %62 = stablehlo.concatenate %60, %61, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %63 = stablehlo.broadcast_in_dim %35, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %64 = stablehlo.multiply %62, %63 : tensor<2x2x8x8xf32>
    %65 = stablehlo.add %58, %64 : tensor<2x2x8x8xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %67 = stablehlo.reshape %66 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %68 = stablehlo.transpose %67, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %69 = stablehlo.multiply %68, %cst_42 : tensor<2x4x8x8xf32>
    %70 = stablehlo.reshape %69 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %71 = stablehlo.dot_general %40, %70, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %72 = stablehlo.reshape %71 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %73 = stablehlo.convert %arg8 : (tensor<i1>) -> tensor<ui8>
    %74 = stablehlo.broadcast_in_dim %73, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %75 = stablehlo.broadcast_in_dim %c_39, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %76 = stablehlo.broadcast_in_dim %c_39, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %77 = stablehlo.compare  LE, %75, %76 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %78 = stablehlo.convert %77 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %79 = stablehlo.and %74, %78 : tensor<1x1x8x8xui8>
    %80 = stablehlo.compare  NE, %79, %c_51 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %81 = stablehlo.convert %80 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %82 = stablehlo.reshape %81 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %83 = stablehlo.broadcast_in_dim %82, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %84 = stablehlo.compare  NE, %arg7, %c_50 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %85 = stablehlo.broadcast_in_dim %c_38, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %86 = stablehlo.compare  LT, %85, %c_37 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %87 = stablehlo.add %85, %c_36 : tensor<2x1x1x8xi64>
    %88 = stablehlo.select %86, %87, %85 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %89 = stablehlo.reshape %88 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %90 = stablehlo.broadcast_in_dim %c_39, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %91 = stablehlo.compare  LT, %90, %c_37 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %92 = stablehlo.add %90, %c_35 : tensor<2x1x1x8xi64>
    %93 = stablehlo.select %91, %92, %90 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %94 = stablehlo.reshape %93 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %95 = stablehlo.concatenate %89, %94, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %96 = "stablehlo.gather"(%84, %95) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %97 = stablehlo.convert %96 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %98 = stablehlo.reshape %97 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %100 = stablehlo.and %83, %99 : tensor<2x1x8x8xui8>
    %101 = stablehlo.compare  NE, %100, %c_49 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %102 = stablehlo.select %101, %cst_34, %cst_33 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %103 = stablehlo.reshape %102 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %105 = stablehlo.add %72, %104 : tensor<2x4x8x8xf32>
    %106 = stablehlo.reduce(%105 init: %cst_48) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %108 = stablehlo.subtract %105, %107 : tensor<2x4x8x8xf32>
    %109 = stablehlo.exponential %108 : tensor<2x4x8x8xf32>
    %110 = stablehlo.reduce(%109 init: %cst_52) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %112 = stablehlo.divide %109, %111 : tensor<2x4x8x8xf32>
    %113 = stablehlo.reshape %112 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %114 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %115 = stablehlo.dot_general %3, %114, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %116 = stablehlo.reshape %115 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %117 = stablehlo.transpose %116, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %119 = stablehlo.reshape %118 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %120 = stablehlo.dot_general %113, %119, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %121 = stablehlo.reshape %120 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %122 = stablehlo.transpose %121, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %123 = stablehlo.reshape %122 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %124 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %125 = stablehlo.dot_general %123, %124, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %126 = stablehlo.reshape %125 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %127 = stablehlo.power %126, %cst_46 : tensor<2x8x32xf32>
    %128 = stablehlo.reduce(%127 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %129 = stablehlo.multiply %128, %cst_45 : tensor<2x8xf32>
    %130 = stablehlo.reshape %129 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %131 = stablehlo.add %130, %cst_44 : tensor<2x8x1xf32>
    %132 = stablehlo.rsqrt %131 : tensor<2x8x1xf32>
    %133 = stablehlo.reshape %132 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %135 = stablehlo.multiply %126, %134 : tensor<2x8x32xf32>
    %136 = stablehlo.multiply %5, %135 : tensor<2x8x32xf32>
    %137 = stablehlo.add %4, %136 : tensor<2x8x32xf32>
    %138 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %139 = stablehlo.reshape %137 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %140 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %141 = stablehlo.dot_general %139, %140, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %142 = stablehlo.reshape %141 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %143 = stablehlo.logistic %142 : tensor<2x8x64xf32>
    %144 = stablehlo.multiply %142, %143 : tensor<2x8x64xf32>
    %145 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %146 = stablehlo.dot_general %139, %145, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %147 = stablehlo.reshape %146 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %148 = stablehlo.multiply %144, %147 : tensor<2x8x64xf32>
    %149 = stablehlo.reshape %148 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %150 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %151 = stablehlo.dot_general %149, %150, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %152 = stablehlo.reshape %151 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %153 = stablehlo.power %152, %cst_46 : tensor<2x8x32xf32>
    %154 = stablehlo.reduce(%153 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %155 = stablehlo.multiply %154, %cst_45 : tensor<2x8xf32>
    %156 = stablehlo.reshape %155 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %157 = stablehlo.add %156, %cst_44 : tensor<2x8x1xf32>
    %158 = stablehlo.rsqrt %157 : tensor<2x8x1xf32>
    %159 = stablehlo.reshape %158 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %161 = stablehlo.multiply %152, %160 : tensor<2x8x32xf32>
    %162 = stablehlo.multiply %138, %161 : tensor<2x8x32xf32>
    %163 = stablehlo.add %137, %162 : tensor<2x8x32xf32>
    %164 = stablehlo.power %163, %cst_46 : tensor<2x8x32xf32>
    %165 = stablehlo.reduce(%164 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %166 = stablehlo.multiply %165, %cst_45 : tensor<2x8xf32>
    %167 = stablehlo.reshape %166 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %168 = stablehlo.add %167, %cst_44 : tensor<2x8x1xf32>
    %169 = stablehlo.rsqrt %168 : tensor<2x8x1xf32>
    %170 = stablehlo.reshape %169 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %172 = stablehlo.multiply %163, %171 : tensor<2x8x32xf32>
    %173 = stablehlo.multiply %0, %172 : tensor<2x8x32xf32>
    %174 = stablehlo.reshape %173 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %175 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %176 = stablehlo.dot_general %174, %175, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %177 = stablehlo.reshape %176 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %178 = stablehlo.slice %177 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %179 = stablehlo.reduce(%178 init: %cst_48) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %181 = stablehlo.subtract %178, %180 : tensor<2x7x128xf32>
    %182 = stablehlo.exponential %181 : tensor<2x7x128xf32>
    %183 = stablehlo.reduce(%182 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %184 = stablehlo.log %183 : tensor<2x7xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %186 = stablehlo.subtract %181, %185 : tensor<2x7x128xf32>
    %187 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %189 = stablehlo.broadcast_in_dim %c_47, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %190 = stablehlo.compare  EQ, %188, %189 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %191 = stablehlo.convert %190 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %192 = stablehlo.convert %191 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %193 = stablehlo.multiply %186, %192 : tensor<2x7x128xf32>
    %194 = stablehlo.reduce(%193 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %195 = stablehlo.reduce(%194 init: %cst_52) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %196 = stablehlo.multiply %195, %cst_32 : tensor<f32>
    %197 = stablehlo.negate %196 : tensor<f32>
    %198 = stablehlo.multiply %arg18, %cst_31 : tensor<128x32xf32>
    %199 = stablehlo.compare  LT, %arg0, %c_50 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %200 = stablehlo.add %arg0, %c_29 : tensor<2x8xi64>
    %201 = stablehlo.select %199, %200, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %202 = stablehlo.reshape %201 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %203 = stablehlo.compare  EQ, %arg0, %c_28 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %204 = stablehlo.broadcast_in_dim %203, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %205 = stablehlo.multiply %192, %cst_25 : tensor<2x7x128xf32>
    %206 = stablehlo.exponential %186 : tensor<2x7x128xf32>
    %207 = stablehlo.reduce(%205 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %209 = stablehlo.multiply %206, %208 : tensor<2x7x128xf32>
    %210 = stablehlo.subtract %205, %209 : tensor<2x7x128xf32>
    %211 = stablehlo.pad %210, %cst_52, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %212 = stablehlo.select %c_26, %211, %cst_24 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %213 = stablehlo.reshape %212 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %214 = stablehlo.dot_general %213, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %215 = stablehlo.reshape %214 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %216 = stablehlo.multiply %215, %0 : tensor<2x8x32xf32>
    %217 = stablehlo.multiply %216, %171 : tensor<2x8x32xf32>
    %218 = stablehlo.multiply %216, %163 : tensor<2x8x32xf32>
    %219 = stablehlo.reduce(%218 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %220 = stablehlo.reshape %219 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %221 = stablehlo.multiply %220, %cst_23 : tensor<2x8x1xf32>
    %222 = stablehlo.power %169, %cst_22 : tensor<2x8x1xf32>
    %223 = stablehlo.multiply %221, %222 : tensor<2x8x1xf32>
    %224 = stablehlo.reshape %223 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %225 = stablehlo.broadcast_in_dim %224, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %226 = stablehlo.divide %225, %cst_21 : tensor<2x8x32xf32>
    %227 = stablehlo.power %163, %cst_20 : tensor<2x8x32xf32>
    %228 = stablehlo.multiply %227, %cst_46 : tensor<2x8x32xf32>
    %229 = stablehlo.multiply %226, %228 : tensor<2x8x32xf32>
    %230 = stablehlo.add %217, %229 : tensor<2x8x32xf32>
    %231 = stablehlo.multiply %230, %138 : tensor<2x8x32xf32>
    %232 = stablehlo.multiply %231, %160 : tensor<2x8x32xf32>
    %233 = stablehlo.multiply %231, %152 : tensor<2x8x32xf32>
    %234 = stablehlo.reduce(%233 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %235 = stablehlo.reshape %234 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %236 = stablehlo.multiply %235, %cst_23 : tensor<2x8x1xf32>
    %237 = stablehlo.power %158, %cst_22 : tensor<2x8x1xf32>
    %238 = stablehlo.multiply %236, %237 : tensor<2x8x1xf32>
    %239 = stablehlo.reshape %238 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %241 = stablehlo.divide %240, %cst_21 : tensor<2x8x32xf32>
    %242 = stablehlo.power %152, %cst_20 : tensor<2x8x32xf32>
    %243 = stablehlo.multiply %242, %cst_46 : tensor<2x8x32xf32>
    %244 = stablehlo.multiply %241, %243 : tensor<2x8x32xf32>
    %245 = stablehlo.add %232, %244 : tensor<2x8x32xf32>
    %246 = stablehlo.reshape %245 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %247 = stablehlo.dot_general %246, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %248 = stablehlo.reshape %247 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %249 = stablehlo.multiply %248, %144 : tensor<2x8x64xf32>
    %250 = stablehlo.reshape %249 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %251 = stablehlo.dot_general %250, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %252 = stablehlo.reshape %251 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %253 = stablehlo.add %230, %252 : tensor<2x8x32xf32>
    %254 = stablehlo.multiply %248, %147 : tensor<2x8x64xf32>
    %255 = stablehlo.subtract %cst_19, %143 : tensor<2x8x64xf32>
    %256 = stablehlo.multiply %142, %255 : tensor<2x8x64xf32>
    %257 = stablehlo.add %256, %cst_19 : tensor<2x8x64xf32>
    %258 = stablehlo.multiply %143, %257 : tensor<2x8x64xf32>
    %259 = stablehlo.multiply %254, %258 : tensor<2x8x64xf32>
    %260 = stablehlo.reshape %259 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %261 = stablehlo.dot_general %260, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %262 = stablehlo.reshape %261 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %263 = stablehlo.add %253, %262 : tensor<2x8x32xf32>
    %264 = stablehlo.transpose %113, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %265 = stablehlo.multiply %263, %5 : tensor<2x8x32xf32>
    %266 = stablehlo.multiply %265, %134 : tensor<2x8x32xf32>
    %267 = stablehlo.multiply %265, %126 : tensor<2x8x32xf32>
    %268 = stablehlo.reduce(%267 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %269 = stablehlo.reshape %268 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %270 = stablehlo.multiply %269, %cst_23 : tensor<2x8x1xf32>
    %271 = stablehlo.power %132, %cst_22 : tensor<2x8x1xf32>
    %272 = stablehlo.multiply %270, %271 : tensor<2x8x1xf32>
    %273 = stablehlo.reshape %272 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %275 = stablehlo.divide %274, %cst_21 : tensor<2x8x32xf32>
    %276 = stablehlo.power %126, %cst_20 : tensor<2x8x32xf32>
    %277 = stablehlo.multiply %276, %cst_46 : tensor<2x8x32xf32>
    %278 = stablehlo.multiply %275, %277 : tensor<2x8x32xf32>
    %279 = stablehlo.add %266, %278 : tensor<2x8x32xf32>
    %280 = stablehlo.reshape %279 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %281 = stablehlo.dot_general %280, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %282 = stablehlo.reshape %281 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %283 = stablehlo.transpose %282, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %284 = stablehlo.reshape %283 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %285 = stablehlo.dot_general %264, %284, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %286 = stablehlo.reshape %285 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %287 = stablehlo.reduce(%286 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %288 = stablehlo.transpose %287, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %289 = stablehlo.reshape %288 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %290 = stablehlo.dot_general %289, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %291 = stablehlo.reshape %290 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %292 = stablehlo.add %263, %291 : tensor<2x8x32xf32>
    %293 = stablehlo.transpose %40, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %294 = stablehlo.transpose %119, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %295 = stablehlo.dot_general %284, %294, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %296 = stablehlo.reshape %295 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %297 = stablehlo.multiply %296, %112 : tensor<2x4x8x8xf32>
    %298 = stablehlo.reduce(%297 init: %cst_52) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %299 = stablehlo.broadcast_in_dim %298, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %300 = stablehlo.multiply %112, %299 : tensor<2x4x8x8xf32>
    %301 = stablehlo.subtract %297, %300 : tensor<2x4x8x8xf32>
    %302 = stablehlo.reshape %301 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %303 = stablehlo.dot_general %293, %302, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %304 = stablehlo.reshape %303 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %305 = stablehlo.multiply %304, %cst_42 : tensor<2x4x8x8xf32>
    %306 = stablehlo.transpose %305, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %307 = stablehlo.reshape %306 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %308 = stablehlo.reduce(%307 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %309 = stablehlo.multiply %308, %63 : tensor<2x2x8x8xf32>
    %310 = stablehlo.slice %309 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %311 = stablehlo.negate %310 : tensor<2x2x8x4xf32>
    %312 = stablehlo.pad %311, %cst_52, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %313 = stablehlo.select %c_18, %312, %cst_17 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %314 = stablehlo.slice %309 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %315 = stablehlo.pad %314, %cst_52, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %316 = stablehlo.select %c_16, %315, %cst_17 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %317 = stablehlo.add %313, %316 : tensor<2x2x8x8xf32>
    %318 = stablehlo.multiply %308, %57 : tensor<2x2x8x8xf32>
    %319 = stablehlo.add %317, %318 : tensor<2x2x8x8xf32>
    %320 = stablehlo.transpose %319, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %321 = stablehlo.reshape %320 : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %322 = stablehlo.multiply %321, %41 : tensor<2x8x16xf32>
    %323 = stablehlo.multiply %322, %52 : tensor<2x8x16xf32>
    %324 = stablehlo.multiply %322, %44 : tensor<2x8x16xf32>
    %325 = stablehlo.reduce(%324 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %326 = stablehlo.reshape %325 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %327 = stablehlo.multiply %326, %cst_23 : tensor<2x8x1xf32>
    %328 = stablehlo.power %50, %cst_22 : tensor<2x8x1xf32>
    %329 = stablehlo.multiply %327, %328 : tensor<2x8x1xf32>
    %330 = stablehlo.reshape %329 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %331 = stablehlo.broadcast_in_dim %330, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %332 = stablehlo.divide %331, %cst_15 : tensor<2x8x16xf32>
    %333 = stablehlo.power %44, %cst_14 : tensor<2x8x16xf32>
    %334 = stablehlo.multiply %333, %cst_41 : tensor<2x8x16xf32>
    %335 = stablehlo.multiply %332, %334 : tensor<2x8x16xf32>
    %336 = stablehlo.add %323, %335 : tensor<2x8x16xf32>
    %337 = stablehlo.reshape %336 : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %338 = stablehlo.dot_general %337, %arg10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %339 = stablehlo.reshape %338 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %340 = stablehlo.add %292, %339 : tensor<2x8x32xf32>
    %341 = stablehlo.transpose %70, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %342 = stablehlo.dot_general %302, %341, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %343 = stablehlo.reshape %342 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %344 = stablehlo.multiply %343, %cst_42 : tensor<2x4x8x8xf32>
    %345 = stablehlo.multiply %344, %36 : tensor<2x4x8x8xf32>
    %346 = stablehlo.slice %345 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %347 = stablehlo.negate %346 : tensor<2x4x8x4xf32>
    %348 = stablehlo.pad %347, %cst_52, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %349 = stablehlo.select %c_13, %348, %cst_12 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %350 = stablehlo.slice %345 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %351 = stablehlo.pad %350, %cst_52, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %352 = stablehlo.select %c, %351, %cst_12 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %353 = stablehlo.add %349, %352 : tensor<2x4x8x8xf32>
    %354 = stablehlo.multiply %344, %28 : tensor<2x4x8x8xf32>
    %355 = stablehlo.add %353, %354 : tensor<2x4x8x8xf32>
    %356 = stablehlo.transpose %355, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %357 = stablehlo.reshape %356 : (tensor<2x8x4x8xf32>) -> tensor<2x8x32xf32>
    %358 = stablehlo.multiply %357, %6 : tensor<2x8x32xf32>
    %359 = stablehlo.multiply %358, %17 : tensor<2x8x32xf32>
    %360 = stablehlo.multiply %358, %9 : tensor<2x8x32xf32>
    %361 = stablehlo.reduce(%360 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %362 = stablehlo.reshape %361 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %363 = stablehlo.multiply %362, %cst_23 : tensor<2x8x1xf32>
    %364 = stablehlo.power %15, %cst_22 : tensor<2x8x1xf32>
    %365 = stablehlo.multiply %363, %364 : tensor<2x8x1xf32>
    %366 = stablehlo.reshape %365 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %367 = stablehlo.broadcast_in_dim %366, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %368 = stablehlo.divide %367, %cst_21 : tensor<2x8x32xf32>
    %369 = stablehlo.power %9, %cst_20 : tensor<2x8x32xf32>
    %370 = stablehlo.multiply %369, %cst_46 : tensor<2x8x32xf32>
    %371 = stablehlo.multiply %368, %370 : tensor<2x8x32xf32>
    %372 = stablehlo.add %359, %371 : tensor<2x8x32xf32>
    %373 = stablehlo.reshape %372 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %374 = stablehlo.dot_general %373, %arg12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %375 = stablehlo.reshape %374 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %376 = stablehlo.add %340, %375 : tensor<2x8x32xf32>
    %377 = stablehlo.select %204, %cst_27, %376 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %378 = "stablehlo.scatter"(%cst_30, %202, %377) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg32: tensor<f32>, %arg33: tensor<f32>):
      %460 = stablehlo.add %arg32, %arg33 : tensor<f32>
      stablehlo.return %460 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %379 = stablehlo.add %198, %378 : tensor<128x32xf32>
    %380 = stablehlo.multiply %379, %cst_11 : tensor<128x32xf32>
    %381 = stablehlo.subtract %arg6, %380 : tensor<128x32xf32>
    %382 = stablehlo.multiply %arg19, %cst_10 : tensor<32x32xf32>
    %383 = stablehlo.transpose %373, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %384 = stablehlo.dot_general %383, %3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %385 = stablehlo.add %382, %384 : tensor<32x32xf32>
    %386 = stablehlo.multiply %385, %cst_9 : tensor<32x32xf32>
    %387 = stablehlo.subtract %arg12, %386 : tensor<32x32xf32>
    %388 = stablehlo.multiply %arg20, %cst_8 : tensor<16x32xf32>
    %389 = stablehlo.transpose %337, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %390 = stablehlo.dot_general %389, %3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %391 = stablehlo.add %388, %390 : tensor<16x32xf32>
    %392 = stablehlo.multiply %391, %cst_7 : tensor<16x32xf32>
    %393 = stablehlo.subtract %arg10, %392 : tensor<16x32xf32>
    %394 = stablehlo.multiply %arg21, %cst_8 : tensor<16x32xf32>
    %395 = stablehlo.transpose %289, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %396 = stablehlo.dot_general %395, %3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %397 = stablehlo.add %394, %396 : tensor<16x32xf32>
    %398 = stablehlo.multiply %397, %cst_7 : tensor<16x32xf32>
    %399 = stablehlo.subtract %arg5, %398 : tensor<16x32xf32>
    %400 = stablehlo.multiply %arg22, %cst_10 : tensor<32x32xf32>
    %401 = stablehlo.transpose %280, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %402 = stablehlo.dot_general %401, %123, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %403 = stablehlo.add %400, %402 : tensor<32x32xf32>
    %404 = stablehlo.multiply %403, %cst_9 : tensor<32x32xf32>
    %405 = stablehlo.subtract %arg4, %404 : tensor<32x32xf32>
    %406 = stablehlo.multiply %arg23, %cst_6 : tensor<32xf32>
    %407 = stablehlo.multiply %357, %18 : tensor<2x8x32xf32>
    %408 = stablehlo.reduce(%407 init: %cst_52) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %409 = stablehlo.add %406, %408 : tensor<32xf32>
    %410 = stablehlo.multiply %409, %cst_5 : tensor<32xf32>
    %411 = stablehlo.subtract %arg13, %410 : tensor<32xf32>
    %412 = stablehlo.multiply %arg24, %cst_4 : tensor<16xf32>
    %413 = stablehlo.multiply %321, %53 : tensor<2x8x16xf32>
    %414 = stablehlo.reduce(%413 init: %cst_52) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %415 = stablehlo.add %412, %414 : tensor<16xf32>
    %416 = stablehlo.multiply %415, %cst_3 : tensor<16xf32>
    %417 = stablehlo.subtract %arg11, %416 : tensor<16xf32>
    %418 = stablehlo.multiply %arg25, %cst_2 : tensor<64x32xf32>
    %419 = stablehlo.transpose %260, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %420 = stablehlo.dot_general %419, %139, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %421 = stablehlo.add %418, %420 : tensor<64x32xf32>
    %422 = stablehlo.multiply %421, %cst_1 : tensor<64x32xf32>
    %423 = stablehlo.subtract %arg15, %422 : tensor<64x32xf32>
    %424 = stablehlo.multiply %arg26, %cst_2 : tensor<64x32xf32>
    %425 = stablehlo.transpose %250, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %426 = stablehlo.dot_general %425, %139, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %427 = stablehlo.add %424, %426 : tensor<64x32xf32>
    %428 = stablehlo.multiply %427, %cst_1 : tensor<64x32xf32>
    %429 = stablehlo.subtract %arg3, %428 : tensor<64x32xf32>
    %430 = stablehlo.multiply %arg27, %cst_0 : tensor<32x64xf32>
    %431 = stablehlo.transpose %246, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %432 = stablehlo.dot_general %431, %149, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %433 = stablehlo.add %430, %432 : tensor<32x64xf32>
    %434 = stablehlo.multiply %433, %cst : tensor<32x64xf32>
    %435 = stablehlo.subtract %arg2, %434 : tensor<32x64xf32>
    %436 = stablehlo.multiply %arg28, %cst_6 : tensor<32xf32>
    %437 = stablehlo.multiply %263, %135 : tensor<2x8x32xf32>
    %438 = stablehlo.reduce(%437 init: %cst_52) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %439 = stablehlo.add %436, %438 : tensor<32xf32>
    %440 = stablehlo.multiply %439, %cst_5 : tensor<32xf32>
    %441 = stablehlo.subtract %arg14, %440 : tensor<32xf32>
    %442 = stablehlo.multiply %arg29, %cst_6 : tensor<32xf32>
    %443 = stablehlo.multiply %230, %161 : tensor<2x8x32xf32>
    %444 = stablehlo.reduce(%443 init: %cst_52) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %445 = stablehlo.add %442, %444 : tensor<32xf32>
    %446 = stablehlo.multiply %445, %cst_5 : tensor<32xf32>
    %447 = stablehlo.subtract %arg16, %446 : tensor<32xf32>
    %448 = stablehlo.multiply %arg30, %cst_6 : tensor<32xf32>
    %449 = stablehlo.multiply %215, %172 : tensor<2x8x32xf32>
    %450 = stablehlo.reduce(%449 init: %cst_52) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %451 = stablehlo.add %448, %450 : tensor<32xf32>
    %452 = stablehlo.multiply %451, %cst_5 : tensor<32xf32>
    %453 = stablehlo.subtract %arg17, %452 : tensor<32xf32>
    %454 = stablehlo.multiply %arg31, %cst_31 : tensor<128x32xf32>
    %455 = stablehlo.transpose %213, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %456 = stablehlo.dot_general %455, %174, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %457 = stablehlo.add %454, %456 : tensor<128x32xf32>
    %458 = stablehlo.multiply %457, %cst_11 : tensor<128x32xf32>
    %459 = stablehlo.subtract %arg1, %458 : tensor<128x32xf32>
    return %197, %381, %387, %393, %399, %405, %411, %417, %423, %429, %435, %441, %447, %453, %459, %379, %385, %391, %397, %403, %409, %415, %421, %427, %433, %439, %445, %451, %457 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>
  }
}
