module @IrToHlo.1107 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<32x64xf32> {tf.aliasing_output = 8 : i32}, %arg3: tensor<64x32xf32> {tf.aliasing_output = 7 : i32}, %arg4: tensor<32xf32> {tf.aliasing_output = 9 : i32}, %arg5: tensor<64x32xf32> {tf.aliasing_output = 6 : i32}, %arg6: tensor<32x32xf32> {tf.aliasing_output = 5 : i32}, %arg7: tensor<16x32xf32> {tf.aliasing_output = 4 : i32}, %arg8: tensor<2x8xi64>, %arg9: tensor<i1>, %arg10: tensor<4xf32>, %arg11: tensor<16x32xf32> {tf.aliasing_output = 3 : i32}, %arg12: tensor<32x32xf32> {tf.aliasing_output = 2 : i32}, %arg13: tensor<32xf32> {tf.aliasing_output = 10 : i32}, %arg14: tensor<128x32xf32> {tf.aliasing_output = 11 : i32}, %arg15: tensor<32x32xf32> {tf.aliasing_output = 12 : i32}, %arg16: tensor<16x32xf32> {tf.aliasing_output = 13 : i32}, %arg17: tensor<16x32xf32> {tf.aliasing_output = 14 : i32}, %arg18: tensor<32x32xf32> {tf.aliasing_output = 15 : i32}, %arg19: tensor<64x32xf32> {tf.aliasing_output = 16 : i32}, %arg20: tensor<64x32xf32> {tf.aliasing_output = 17 : i32}, %arg21: tensor<32x64xf32> {tf.aliasing_output = 18 : i32}, %arg22: tensor<32xf32> {tf.aliasing_output = 19 : i32}, %arg23: tensor<32xf32> {tf.aliasing_output = 20 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>) {
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
    %c = stablehlo.constant dense<[[[[true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false]], [[true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false]], [[true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false]], [[true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false]]], [[[true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false]], [[true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false]], [[true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false]], [[true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false]]]]> : tensor<2x4x8x8xi1>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %c_11 = stablehlo.constant dense<[[[[false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true]], [[false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true]], [[false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true]], [[false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true]]], [[[false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true]], [[false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true]], [[false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true]], [[false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true]]]]> : tensor<2x4x8x8xi1>
    %c_12 = stablehlo.constant dense<[[[[true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false]], [[true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false]]], [[[true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false]], [[true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false]]]]> : tensor<2x2x8x8xi1>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x8x8xf32>
    %c_14 = stablehlo.constant dense<[[[[false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true]], [[false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true]]], [[[false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true]], [[false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true]]]]> : tensor<2x2x8x8xi1>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_17 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_18 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x1xf32>
    %cst_19 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x1xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_21 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_24 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_25 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_26 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_27 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_28 = stablehlo.constant dense<6.250000e-02> : tensor<2x8x128xf32>
    %cst_29 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_31 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_32 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_33 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_34 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_35 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_36 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_37 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_38 = stablehlo.constant dense<9.99999974E-6> : tensor<2x8x1xf32>
    %cst_39 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %cst_40 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %c_41 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_42 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_43 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_44 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_45 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg1, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.reduce(%4 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %7 = stablehlo.multiply %6, %cst_40 : tensor<2x8xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %9 = stablehlo.subtract %4, %8 : tensor<2x8x32xf32>
    %10 = stablehlo.power %9, %cst_39 : tensor<2x8x32xf32>
    %11 = stablehlo.reduce(%10 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %12 = stablehlo.multiply %11, %cst_40 : tensor<2x8xf32>
    %13 = stablehlo.reshape %12 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %14 = stablehlo.add %13, %cst_38 : tensor<2x8x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<2x8x1xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %18 = stablehlo.multiply %9, %17 : tensor<2x8x32xf32>
    %19 = stablehlo.multiply %5, %18 : tensor<2x8x32xf32>
    %20 = stablehlo.reshape %19 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %21 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %22 = stablehlo.dot_general %20, %21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %23 = stablehlo.reshape %22 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %24 = stablehlo.transpose %23, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %25 = stablehlo.broadcast_in_dim %cst_37, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %26 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
    %27 = stablehlo.multiply %25, %26 : tensor<1x8x4xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<1x8x4xf32>) -> tensor<1x8x4x2xf32>
    %29 = stablehlo.reshape %28 : (tensor<1x8x4x2xf32>) -> tensor<1x8x8xf32>
    %30 = stablehlo.cosine %29 : tensor<1x8x8xf32>
    %31 = stablehlo.reshape %30 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %33 = stablehlo.multiply %24, %32 : tensor<2x4x8x8xf32>
    %34 = stablehlo.slice %24 [0:2, 0:4, 0:8, 1:8:2] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %35 = stablehlo.negate %34 : tensor<2x4x8x4xf32>
    %36 = stablehlo.reshape %35 : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x4x1xf32>
    %37 = stablehlo.slice %24 [0:2, 0:4, 0:8, 0:8:2] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %38 = stablehlo.reshape %37 : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x4x1xf32>
    %39 = stablehlo.concatenate %36, %38, dim = 4 : (tensor<2x4x8x4x1xf32>, tensor<2x4x8x4x1xf32>) -> tensor<2x4x8x4x2xf32>
    %40 = stablehlo.reshape %39 : (tensor<2x4x8x4x2xf32>) -> tensor<2x4x8x8xf32>
    %41 = stablehlo.sine %29 : tensor<1x8x8xf32>
    %42 = stablehlo.reshape %41 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %44 = stablehlo.multiply %40, %43 : tensor<2x4x8x8xf32>
    %45 = stablehlo.add %33, %44 : tensor<2x4x8x8xf32>
    %46 = stablehlo.multiply %45, %cst_36 : tensor<2x4x8x8xf32>
    %47 = stablehlo.reshape %46 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %48 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %49 = stablehlo.dot_general %20, %48, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %50 = stablehlo.reshape %49 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %51 = stablehlo.transpose %50, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %52 = stablehlo.broadcast_in_dim %31, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %53 = stablehlo.multiply %51, %52 : tensor<2x2x8x8xf32>
    %54 = stablehlo.slice %51 [0:2, 0:2, 0:8, 1:8:2] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %55 = stablehlo.negate %54 : tensor<2x2x8x4xf32>
    %56 = stablehlo.reshape %55 : (tensor<2x2x8x4xf32>) -> tensor<2x2x8x4x1xf32>
    %57 = stablehlo.slice %51 [0:2, 0:2, 0:8, 0:8:2] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %58 = stablehlo.reshape %57 : (tensor<2x2x8x4xf32>) -> tensor<2x2x8x4x1xf32>
    %59 = stablehlo.concatenate %56, %58, dim = 4 : (tensor<2x2x8x4x1xf32>, tensor<2x2x8x4x1xf32>) -> tensor<2x2x8x4x2xf32>
    %60 = stablehlo.reshape %59 : (tensor<2x2x8x4x2xf32>) -> tensor<2x2x8x8xf32>
    %61 = stablehlo.broadcast_in_dim %42, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %62 = stablehlo.multiply %60, %61 : tensor<2x2x8x8xf32>
    %63 = stablehlo.add %53, %62 : tensor<2x2x8x8xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %65 = stablehlo.reshape %64 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %66 = stablehlo.transpose %65, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %67 = stablehlo.multiply %66, %cst_36 : tensor<2x4x8x8xf32>
    %68 = stablehlo.reshape %67 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %69 = stablehlo.dot_general %47, %68, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %70 = stablehlo.reshape %69 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %71 = stablehlo.convert %arg9 : (tensor<i1>) -> tensor<ui8>
    %72 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %73 = stablehlo.broadcast_in_dim %c_35, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %74 = stablehlo.broadcast_in_dim %c_35, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %75 = stablehlo.compare  LE, %73, %74 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %76 = stablehlo.convert %75 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %77 = stablehlo.and %72, %76 : tensor<1x1x8x8xui8>
    %78 = stablehlo.compare  NE, %77, %c_45 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %79 = stablehlo.convert %78 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %80 = stablehlo.reshape %79 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %81 = stablehlo.broadcast_in_dim %80, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %82 = stablehlo.compare  NE, %arg8, %c_44 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %83 = stablehlo.broadcast_in_dim %c_34, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %84 = stablehlo.compare  LT, %83, %c_33 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %85 = stablehlo.add %83, %c_32 : tensor<2x1x1x8xi64>
    %86 = stablehlo.select %84, %85, %83 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %87 = stablehlo.reshape %86 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %88 = stablehlo.broadcast_in_dim %c_35, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %89 = stablehlo.compare  LT, %88, %c_33 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %90 = stablehlo.add %88, %c_31 : tensor<2x1x1x8xi64>
    %91 = stablehlo.select %89, %90, %88 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %92 = stablehlo.reshape %91 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %93 = stablehlo.concatenate %87, %92, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %94 = "stablehlo.gather"(%82, %93) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %95 = stablehlo.convert %94 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %96 = stablehlo.reshape %95 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %98 = stablehlo.and %81, %97 : tensor<2x1x8x8xui8>
    %99 = stablehlo.compare  NE, %98, %c_43 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %100 = stablehlo.select %99, %cst_30, %cst_29 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %101 = stablehlo.reshape %100 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %103 = stablehlo.add %70, %102 : tensor<2x4x8x8xf32>
    %104 = stablehlo.reduce(%103 init: %cst_42) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %106 = stablehlo.subtract %103, %105 : tensor<2x4x8x8xf32>
    %107 = stablehlo.exponential %106 : tensor<2x4x8x8xf32>
    %108 = stablehlo.reduce(%107 init: %cst_46) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %110 = stablehlo.divide %107, %109 : tensor<2x4x8x8xf32>
    %111 = stablehlo.reshape %110 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %112 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %113 = stablehlo.dot_general %20, %112, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %114 = stablehlo.reshape %113 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %115 = stablehlo.transpose %114, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %117 = stablehlo.reshape %116 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %118 = stablehlo.dot_general %111, %117, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %119 = stablehlo.reshape %118 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %120 = stablehlo.transpose %119, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %121 = stablehlo.reshape %120 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %122 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %123 = stablehlo.dot_general %121, %122, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %124 = stablehlo.reshape %123 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %125 = stablehlo.add %4, %124 : tensor<2x8x32xf32>
    %126 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %127 = stablehlo.dot_general %20, %126, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %128 = stablehlo.reshape %127 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %129 = stablehlo.logistic %128 : tensor<2x8x64xf32>
    %130 = stablehlo.multiply %128, %129 : tensor<2x8x64xf32>
    %131 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %132 = stablehlo.dot_general %20, %131, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %133 = stablehlo.reshape %132 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %134 = stablehlo.multiply %130, %133 : tensor<2x8x64xf32>
    %135 = stablehlo.reshape %134 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %136 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %137 = stablehlo.dot_general %135, %136, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %138 = stablehlo.reshape %137 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %139 = stablehlo.add %125, %138 : tensor<2x8x32xf32>
    %140 = stablehlo.reduce(%139 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %141 = stablehlo.multiply %140, %cst_40 : tensor<2x8xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %143 = stablehlo.subtract %139, %142 : tensor<2x8x32xf32>
    %144 = stablehlo.power %143, %cst_39 : tensor<2x8x32xf32>
    %145 = stablehlo.reduce(%144 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %146 = stablehlo.multiply %145, %cst_40 : tensor<2x8xf32>
    %147 = stablehlo.reshape %146 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %148 = stablehlo.add %147, %cst_38 : tensor<2x8x1xf32>
    %149 = stablehlo.rsqrt %148 : tensor<2x8x1xf32>
    %150 = stablehlo.reshape %149 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %152 = stablehlo.multiply %143, %151 : tensor<2x8x32xf32>
    %153 = stablehlo.multiply %0, %152 : tensor<2x8x32xf32>
    %154 = stablehlo.reshape %153 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %155 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %156 = stablehlo.dot_general %154, %155, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %157 = stablehlo.reshape %156 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %158 = stablehlo.multiply %157, %cst_28 : tensor<2x8x128xf32>
    %159 = stablehlo.slice %158 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %160 = stablehlo.reduce(%159 init: %cst_42) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %162 = stablehlo.subtract %159, %161 : tensor<2x7x128xf32>
    %163 = stablehlo.exponential %162 : tensor<2x7x128xf32>
    %164 = stablehlo.reduce(%163 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %165 = stablehlo.log %164 : tensor<2x7xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %167 = stablehlo.subtract %162, %166 : tensor<2x7x128xf32>
    %168 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %170 = stablehlo.broadcast_in_dim %c_41, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %171 = stablehlo.compare  EQ, %169, %170 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %172 = stablehlo.convert %171 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %173 = stablehlo.convert %172 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %174 = stablehlo.multiply %167, %173 : tensor<2x7x128xf32>
    %175 = stablehlo.reduce(%174 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %176 = stablehlo.reduce(%175 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %177 = stablehlo.multiply %176, %cst_27 : tensor<f32>
    %178 = stablehlo.negate %177 : tensor<f32>
    %179 = stablehlo.multiply %arg14, %cst_26 : tensor<128x32xf32>
    %180 = stablehlo.multiply %173, %cst_24 : tensor<2x7x128xf32>
    %181 = stablehlo.exponential %167 : tensor<2x7x128xf32>
    %182 = stablehlo.reduce(%180 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %184 = stablehlo.multiply %181, %183 : tensor<2x7x128xf32>
    %185 = stablehlo.subtract %180, %184 : tensor<2x7x128xf32>
    %186 = stablehlo.pad %185, %cst_46, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %187 = stablehlo.select %c_25, %186, %cst_23 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %188 = stablehlo.multiply %187, %cst_28 : tensor<2x8x128xf32>
    %189 = stablehlo.reshape %188 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %190 = stablehlo.transpose %189, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %191 = stablehlo.dot_general %190, %154, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %192 = stablehlo.compare  LT, %arg0, %c_44 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %193 = stablehlo.add %arg0, %c_21 : tensor<2x8xi64>
    %194 = stablehlo.select %192, %193, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %195 = stablehlo.reshape %194 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %196 = stablehlo.compare  EQ, %arg0, %c_44 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %198 = stablehlo.dot_general %189, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %199 = stablehlo.reshape %198 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %200 = stablehlo.multiply %199, %0 : tensor<2x8x32xf32>
    %201 = stablehlo.multiply %200, %151 : tensor<2x8x32xf32>
    %202 = stablehlo.multiply %200, %143 : tensor<2x8x32xf32>
    %203 = stablehlo.reduce(%202 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %204 = stablehlo.reshape %203 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %205 = stablehlo.multiply %204, %cst_19 : tensor<2x8x1xf32>
    %206 = stablehlo.power %149, %cst_18 : tensor<2x8x1xf32>
    %207 = stablehlo.multiply %205, %206 : tensor<2x8x1xf32>
    %208 = stablehlo.reshape %207 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %210 = stablehlo.divide %209, %cst_17 : tensor<2x8x32xf32>
    %211 = stablehlo.power %143, %cst_16 : tensor<2x8x32xf32>
    %212 = stablehlo.multiply %211, %cst_39 : tensor<2x8x32xf32>
    %213 = stablehlo.multiply %210, %212 : tensor<2x8x32xf32>
    %214 = stablehlo.add %201, %213 : tensor<2x8x32xf32>
    %215 = stablehlo.negate %201 : tensor<2x8x32xf32>
    %216 = stablehlo.reduce(%215 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %217 = stablehlo.reshape %216 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %218 = stablehlo.negate %213 : tensor<2x8x32xf32>
    %219 = stablehlo.reduce(%218 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %220 = stablehlo.reshape %219 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %221 = stablehlo.add %217, %220 : tensor<2x8x1xf32>
    %222 = stablehlo.reshape %221 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %224 = stablehlo.divide %223, %cst_17 : tensor<2x8x32xf32>
    %225 = stablehlo.add %214, %224 : tensor<2x8x32xf32>
    %226 = stablehlo.reshape %225 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %227 = stablehlo.dot_general %226, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %228 = stablehlo.reshape %227 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %229 = stablehlo.multiply %228, %130 : tensor<2x8x64xf32>
    %230 = stablehlo.reshape %229 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %231 = stablehlo.dot_general %230, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %232 = stablehlo.reshape %231 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %233 = stablehlo.multiply %228, %133 : tensor<2x8x64xf32>
    %234 = stablehlo.subtract %cst_15, %129 : tensor<2x8x64xf32>
    %235 = stablehlo.multiply %128, %234 : tensor<2x8x64xf32>
    %236 = stablehlo.add %235, %cst_15 : tensor<2x8x64xf32>
    %237 = stablehlo.multiply %129, %236 : tensor<2x8x64xf32>
    %238 = stablehlo.multiply %233, %237 : tensor<2x8x64xf32>
    %239 = stablehlo.reshape %238 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %240 = stablehlo.dot_general %239, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %241 = stablehlo.reshape %240 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %242 = stablehlo.add %232, %241 : tensor<2x8x32xf32>
    %243 = stablehlo.transpose %111, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %244 = stablehlo.dot_general %226, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %245 = stablehlo.reshape %244 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %246 = stablehlo.transpose %245, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %247 = stablehlo.reshape %246 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %248 = stablehlo.dot_general %243, %247, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %249 = stablehlo.reshape %248 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %250 = stablehlo.reduce(%249 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %251 = stablehlo.transpose %250, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %252 = stablehlo.reshape %251 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %253 = stablehlo.dot_general %252, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %254 = stablehlo.reshape %253 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %255 = stablehlo.add %242, %254 : tensor<2x8x32xf32>
    %256 = stablehlo.transpose %47, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %257 = stablehlo.transpose %117, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %258 = stablehlo.dot_general %247, %257, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %259 = stablehlo.reshape %258 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %260 = stablehlo.multiply %259, %110 : tensor<2x4x8x8xf32>
    %261 = stablehlo.reduce(%260 init: %cst_46) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %262 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %263 = stablehlo.multiply %110, %262 : tensor<2x4x8x8xf32>
    %264 = stablehlo.subtract %260, %263 : tensor<2x4x8x8xf32>
    %265 = stablehlo.reshape %264 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %266 = stablehlo.dot_general %256, %265, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %267 = stablehlo.reshape %266 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %268 = stablehlo.multiply %267, %cst_36 : tensor<2x4x8x8xf32>
    %269 = stablehlo.transpose %268, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %270 = stablehlo.reshape %269 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %271 = stablehlo.reduce(%270 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %272 = stablehlo.multiply %271, %61 : tensor<2x2x8x8xf32>
    %273 = stablehlo.reshape %272 : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4x2xf32>
    %274 = stablehlo.slice %273 [0:2, 0:2, 0:8, 0:4, 0:1] : (tensor<2x2x8x4x2xf32>) -> tensor<2x2x8x4x1xf32>
    %275 = stablehlo.reshape %274 : (tensor<2x2x8x4x1xf32>) -> tensor<2x2x8x4xf32>
    %276 = stablehlo.negate %275 : tensor<2x2x8x4xf32>
    %277 = stablehlo.pad %276, %cst_46, low = [0, 0, 0, 1], high = [0, 0, 0, 0], interior = [0, 0, 0, 1] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %278 = stablehlo.select %c_14, %277, %cst_13 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %279 = stablehlo.slice %273 [0:2, 0:2, 0:8, 0:4, 1:2] : (tensor<2x2x8x4x2xf32>) -> tensor<2x2x8x4x1xf32>
    %280 = stablehlo.reshape %279 : (tensor<2x2x8x4x1xf32>) -> tensor<2x2x8x4xf32>
    %281 = stablehlo.pad %280, %cst_46, low = [0, 0, 0, 0], high = [0, 0, 0, 1], interior = [0, 0, 0, 1] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %282 = stablehlo.select %c_12, %281, %cst_13 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %283 = stablehlo.add %278, %282 : tensor<2x2x8x8xf32>
    %284 = stablehlo.multiply %271, %52 : tensor<2x2x8x8xf32>
    %285 = stablehlo.add %283, %284 : tensor<2x2x8x8xf32>
    %286 = stablehlo.transpose %285, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %287 = stablehlo.reshape %286 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %288 = stablehlo.dot_general %287, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %289 = stablehlo.reshape %288 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %290 = stablehlo.add %255, %289 : tensor<2x8x32xf32>
    %291 = stablehlo.transpose %68, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %292 = stablehlo.dot_general %265, %291, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %293 = stablehlo.reshape %292 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %294 = stablehlo.multiply %293, %cst_36 : tensor<2x4x8x8xf32>
    %295 = stablehlo.multiply %294, %43 : tensor<2x4x8x8xf32>
    %296 = stablehlo.reshape %295 : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4x2xf32>
    %297 = stablehlo.slice %296 [0:2, 0:4, 0:8, 0:4, 0:1] : (tensor<2x4x8x4x2xf32>) -> tensor<2x4x8x4x1xf32>
    %298 = stablehlo.reshape %297 : (tensor<2x4x8x4x1xf32>) -> tensor<2x4x8x4xf32>
    %299 = stablehlo.negate %298 : tensor<2x4x8x4xf32>
    %300 = stablehlo.pad %299, %cst_46, low = [0, 0, 0, 1], high = [0, 0, 0, 0], interior = [0, 0, 0, 1] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %301 = stablehlo.select %c_11, %300, %cst_10 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %302 = stablehlo.slice %296 [0:2, 0:4, 0:8, 0:4, 1:2] : (tensor<2x4x8x4x2xf32>) -> tensor<2x4x8x4x1xf32>
    %303 = stablehlo.reshape %302 : (tensor<2x4x8x4x1xf32>) -> tensor<2x4x8x4xf32>
    %304 = stablehlo.pad %303, %cst_46, low = [0, 0, 0, 0], high = [0, 0, 0, 1], interior = [0, 0, 0, 1] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %305 = stablehlo.select %c, %304, %cst_10 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %306 = stablehlo.add %301, %305 : tensor<2x4x8x8xf32>
    %307 = stablehlo.multiply %294, %32 : tensor<2x4x8x8xf32>
    %308 = stablehlo.add %306, %307 : tensor<2x4x8x8xf32>
    %309 = stablehlo.transpose %308, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %310 = stablehlo.reshape %309 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %311 = stablehlo.dot_general %310, %arg12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %312 = stablehlo.reshape %311 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %313 = stablehlo.add %290, %312 : tensor<2x8x32xf32>
    %314 = stablehlo.multiply %313, %5 : tensor<2x8x32xf32>
    %315 = stablehlo.multiply %314, %17 : tensor<2x8x32xf32>
    %316 = stablehlo.add %225, %315 : tensor<2x8x32xf32>
    %317 = stablehlo.multiply %314, %9 : tensor<2x8x32xf32>
    %318 = stablehlo.reduce(%317 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %319 = stablehlo.reshape %318 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %320 = stablehlo.multiply %319, %cst_19 : tensor<2x8x1xf32>
    %321 = stablehlo.power %15, %cst_18 : tensor<2x8x1xf32>
    %322 = stablehlo.multiply %320, %321 : tensor<2x8x1xf32>
    %323 = stablehlo.reshape %322 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %324 = stablehlo.broadcast_in_dim %323, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %325 = stablehlo.divide %324, %cst_17 : tensor<2x8x32xf32>
    %326 = stablehlo.power %9, %cst_16 : tensor<2x8x32xf32>
    %327 = stablehlo.multiply %326, %cst_39 : tensor<2x8x32xf32>
    %328 = stablehlo.multiply %325, %327 : tensor<2x8x32xf32>
    %329 = stablehlo.add %316, %328 : tensor<2x8x32xf32>
    %330 = stablehlo.negate %315 : tensor<2x8x32xf32>
    %331 = stablehlo.reduce(%330 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %332 = stablehlo.reshape %331 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %333 = stablehlo.negate %328 : tensor<2x8x32xf32>
    %334 = stablehlo.reduce(%333 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %335 = stablehlo.reshape %334 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %336 = stablehlo.add %332, %335 : tensor<2x8x1xf32>
    %337 = stablehlo.reshape %336 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %338 = stablehlo.broadcast_in_dim %337, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %339 = stablehlo.divide %338, %cst_17 : tensor<2x8x32xf32>
    %340 = stablehlo.add %329, %339 : tensor<2x8x32xf32>
    %341 = stablehlo.select %197, %cst_20, %340 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %342 = "stablehlo.scatter"(%cst_22, %195, %341) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %400 = stablehlo.add %arg24, %arg25 : tensor<f32>
      stablehlo.return %400 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %343 = stablehlo.add %191, %342 : tensor<128x32xf32>
    %344 = stablehlo.add %179, %343 : tensor<128x32xf32>
    %345 = stablehlo.multiply %344, %cst_9 : tensor<128x32xf32>
    %346 = stablehlo.subtract %arg1, %345 : tensor<128x32xf32>
    %347 = stablehlo.multiply %arg15, %cst_8 : tensor<32x32xf32>
    %348 = stablehlo.transpose %310, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %349 = stablehlo.dot_general %348, %20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %350 = stablehlo.add %347, %349 : tensor<32x32xf32>
    %351 = stablehlo.multiply %350, %cst_7 : tensor<32x32xf32>
    %352 = stablehlo.subtract %arg12, %351 : tensor<32x32xf32>
    %353 = stablehlo.multiply %arg16, %cst_6 : tensor<16x32xf32>
    %354 = stablehlo.transpose %287, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %355 = stablehlo.dot_general %354, %20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %356 = stablehlo.add %353, %355 : tensor<16x32xf32>
    %357 = stablehlo.multiply %356, %cst_5 : tensor<16x32xf32>
    %358 = stablehlo.subtract %arg11, %357 : tensor<16x32xf32>
    %359 = stablehlo.multiply %arg17, %cst_6 : tensor<16x32xf32>
    %360 = stablehlo.transpose %252, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %361 = stablehlo.dot_general %360, %20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %362 = stablehlo.add %359, %361 : tensor<16x32xf32>
    %363 = stablehlo.multiply %362, %cst_5 : tensor<16x32xf32>
    %364 = stablehlo.subtract %arg7, %363 : tensor<16x32xf32>
    %365 = stablehlo.multiply %arg18, %cst_8 : tensor<32x32xf32>
    %366 = stablehlo.transpose %226, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %367 = stablehlo.dot_general %366, %121, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %368 = stablehlo.add %365, %367 : tensor<32x32xf32>
    %369 = stablehlo.multiply %368, %cst_7 : tensor<32x32xf32>
    %370 = stablehlo.subtract %arg6, %369 : tensor<32x32xf32>
    %371 = stablehlo.multiply %arg19, %cst_4 : tensor<64x32xf32>
    %372 = stablehlo.transpose %239, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %373 = stablehlo.dot_general %372, %20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %374 = stablehlo.add %371, %373 : tensor<64x32xf32>
    %375 = stablehlo.multiply %374, %cst_3 : tensor<64x32xf32>
    %376 = stablehlo.subtract %arg5, %375 : tensor<64x32xf32>
    %377 = stablehlo.multiply %arg20, %cst_4 : tensor<64x32xf32>
    %378 = stablehlo.transpose %230, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %379 = stablehlo.dot_general %378, %20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %380 = stablehlo.add %377, %379 : tensor<64x32xf32>
    %381 = stablehlo.multiply %380, %cst_3 : tensor<64x32xf32>
    %382 = stablehlo.subtract %arg3, %381 : tensor<64x32xf32>
    %383 = stablehlo.multiply %arg21, %cst_2 : tensor<32x64xf32>
    %384 = stablehlo.dot_general %366, %135, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %385 = stablehlo.add %383, %384 : tensor<32x64xf32>
    %386 = stablehlo.multiply %385, %cst_1 : tensor<32x64xf32>
    %387 = stablehlo.subtract %arg2, %386 : tensor<32x64xf32>
    %388 = stablehlo.multiply %arg22, %cst_0 : tensor<32xf32>
    %389 = stablehlo.multiply %313, %18 : tensor<2x8x32xf32>
    %390 = stablehlo.reduce(%389 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %391 = stablehlo.add %388, %390 : tensor<32xf32>
    %392 = stablehlo.multiply %391, %cst : tensor<32xf32>
    %393 = stablehlo.subtract %arg4, %392 : tensor<32xf32>
    %394 = stablehlo.multiply %arg23, %cst_0 : tensor<32xf32>
    %395 = stablehlo.multiply %199, %152 : tensor<2x8x32xf32>
    %396 = stablehlo.reduce(%395 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %397 = stablehlo.add %394, %396 : tensor<32xf32>
    %398 = stablehlo.multiply %397, %cst : tensor<32xf32>
    %399 = stablehlo.subtract %arg13, %398 : tensor<32xf32>
    return %178, %346, %352, %358, %364, %370, %376, %382, %387, %393, %399, %344, %350, %356, %362, %368, %374, %380, %385, %391, %397 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>
  }
}
