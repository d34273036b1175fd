module @IrToHlo.1021 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 9 : i32}, %arg2: tensor<32x64xf32> {tf.aliasing_output = 8 : i32}, %arg3: tensor<64x32xf32> {tf.aliasing_output = 7 : i32}, %arg4: tensor<32x32xf32> {tf.aliasing_output = 5 : i32}, %arg5: tensor<16x32xf32> {tf.aliasing_output = 4 : i32}, %arg6: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg7: tensor<2x8xi64>, %arg8: tensor<i1>, %arg9: tensor<4xf32>, %arg10: tensor<16x32xf32> {tf.aliasing_output = 3 : i32}, %arg11: tensor<32x32xf32> {tf.aliasing_output = 2 : i32}, %arg12: tensor<64x32xf32> {tf.aliasing_output = 6 : i32}, %arg13: tensor<128x32xf32> {tf.aliasing_output = 10 : i32}, %arg14: tensor<32x32xf32> {tf.aliasing_output = 11 : i32}, %arg15: tensor<16x32xf32> {tf.aliasing_output = 12 : i32}, %arg16: tensor<16x32xf32> {tf.aliasing_output = 13 : i32}, %arg17: tensor<32x32xf32> {tf.aliasing_output = 14 : i32}, %arg18: tensor<64x32xf32> {tf.aliasing_output = 15 : i32}, %arg19: tensor<64x32xf32> {tf.aliasing_output = 16 : i32}, %arg20: tensor<32x64xf32> {tf.aliasing_output = 17 : i32}, %arg21: tensor<128x32xf32> {tf.aliasing_output = 18 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<128x32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<32x64xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<32x64xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<64x32xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<64x32xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<16x32xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<16x32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %c = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x4x8x8xi1>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %c_9 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x4x8x8xi1>
    %c_10 = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x2x8x8xi1>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x8x8xf32>
    %c_12 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x2x8x8xi1>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_14 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_16 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_17 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_18 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x1xf32>
    %cst_19 = stablehlo.constant dense<9.99999974E-6> : tensor<16xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_21 = stablehlo.constant dense<1> : tensor<2x8xi64>
    %c_22 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_24 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_25 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_26 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_28 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_29 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_30 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_31 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_32 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_33 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_34 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_37 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_38 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_39 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_40 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_41 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32>
    %2 = "stablehlo.gather"(%arg6, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %4 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%4, %cst_36, %cst_35) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %5 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<16x32xf32>
    %6 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %7 = stablehlo.dot_general %5, %6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %8 = stablehlo.reshape %7 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %9 = stablehlo.transpose %8, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %10 = stablehlo.broadcast_in_dim %cst_34, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %11 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<1x8x4xf32>
    %13 = stablehlo.concatenate %12, %12, dim = 2 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %14 = stablehlo.cosine %13 : tensor<1x8x8xf32>
    %15 = stablehlo.reshape %14 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %17 = stablehlo.multiply %9, %16 : tensor<2x4x8x8xf32>
    %18 = stablehlo.slice %9 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %19 = stablehlo.negate %18 : tensor<2x4x8x4xf32>
    %20 = stablehlo.slice %9 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %21 = stablehlo.concatenate %19, %20, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %22 = stablehlo.sine %13 : tensor<1x8x8xf32>
    %23 = stablehlo.reshape %22 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %25 = stablehlo.multiply %21, %24 : tensor<2x4x8x8xf32>
    %26 = stablehlo.add %17, %25 : tensor<2x4x8x8xf32>
    %27 = stablehlo.multiply %26, %cst_33 : tensor<2x4x8x8xf32>
    %28 = stablehlo.reshape %27 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %29 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %30 = stablehlo.dot_general %5, %29, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %31 = stablehlo.reshape %30 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %32 = stablehlo.transpose %31, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %33 = stablehlo.broadcast_in_dim %15, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %34 = stablehlo.multiply %32, %33 : tensor<2x2x8x8xf32>
    %35 = stablehlo.slice %32 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %36 = stablehlo.negate %35 : tensor<2x2x8x4xf32>
    %37 = stablehlo.slice %32 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %38 = stablehlo.concatenate %36, %37, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %39 = stablehlo.broadcast_in_dim %23, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %40 = stablehlo.multiply %38, %39 : tensor<2x2x8x8xf32>
    %41 = stablehlo.add %34, %40 : tensor<2x2x8x8xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %43 = stablehlo.reshape %42 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %44 = stablehlo.transpose %43, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %45 = stablehlo.multiply %44, %cst_33 : tensor<2x4x8x8xf32>
    %46 = stablehlo.reshape %45 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %47 = stablehlo.dot_general %28, %46, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %48 = stablehlo.reshape %47 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %49 = stablehlo.convert %arg8 : (tensor<i1>) -> tensor<ui8>
    %50 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %51 = stablehlo.broadcast_in_dim %c_32, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %52 = stablehlo.broadcast_in_dim %c_32, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %53 = stablehlo.compare  LE, %51, %52 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %54 = stablehlo.convert %53 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %55 = stablehlo.and %50, %54 : tensor<1x1x8x8xui8>
    %56 = stablehlo.compare  NE, %55, %c_41 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %57 = stablehlo.convert %56 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %58 = stablehlo.reshape %57 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %59 = stablehlo.broadcast_in_dim %58, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %60 = stablehlo.compare  NE, %arg7, %c_40 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %61 = stablehlo.broadcast_in_dim %c_31, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %62 = stablehlo.compare  LT, %61, %c_30 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %63 = stablehlo.add %61, %c_29 : tensor<2x1x1x8xi64>
    %64 = stablehlo.select %62, %63, %61 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %65 = stablehlo.reshape %64 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %66 = stablehlo.broadcast_in_dim %c_32, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %67 = stablehlo.compare  LT, %66, %c_30 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %68 = stablehlo.add %66, %c_28 : tensor<2x1x1x8xi64>
    %69 = stablehlo.select %67, %68, %66 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %70 = stablehlo.reshape %69 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %71 = stablehlo.concatenate %65, %70, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %72 = "stablehlo.gather"(%60, %71) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %73 = stablehlo.convert %72 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %74 = stablehlo.reshape %73 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %76 = stablehlo.and %59, %75 : tensor<2x1x8x8xui8>
    %77 = stablehlo.compare  NE, %76, %c_39 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %78 = stablehlo.select %77, %cst_27, %cst_26 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %79 = stablehlo.reshape %78 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %81 = stablehlo.add %48, %80 : tensor<2x4x8x8xf32>
    %82 = stablehlo.reduce(%81 init: %cst_38) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %84 = stablehlo.subtract %81, %83 : tensor<2x4x8x8xf32>
    %85 = stablehlo.exponential %84 : tensor<2x4x8x8xf32>
    %86 = stablehlo.reduce(%85 init: %cst_42) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %88 = stablehlo.divide %85, %87 : tensor<2x4x8x8xf32>
    %89 = stablehlo.reshape %88 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %90 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %91 = stablehlo.dot_general %5, %90, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %92 = stablehlo.reshape %91 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %93 = stablehlo.transpose %92, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %95 = stablehlo.reshape %94 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %96 = stablehlo.dot_general %89, %95, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %97 = stablehlo.reshape %96 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %98 = stablehlo.transpose %97, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %99 = stablehlo.reshape %98 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %100 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %101 = stablehlo.dot_general %99, %100, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %102 = stablehlo.reshape %101 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %103 = stablehlo.add %3, %102 : tensor<2x8x32xf32>
    %104 = stablehlo.reshape %103 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_43, %batch_mean_44, %batch_var_45 = "stablehlo.batch_norm_training"(%104, %cst_36, %cst_35) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %105 = stablehlo.reshape %output_43 : (tensor<1x16x32xf32>) -> tensor<16x32xf32>
    %106 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %107 = stablehlo.dot_general %105, %106, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %108 = stablehlo.reshape %107 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %109 = stablehlo.logistic %108 : tensor<2x8x64xf32>
    %110 = stablehlo.multiply %108, %109 : tensor<2x8x64xf32>
    %111 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %112 = stablehlo.dot_general %105, %111, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %113 = stablehlo.reshape %112 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %114 = stablehlo.multiply %110, %113 : tensor<2x8x64xf32>
    %115 = stablehlo.reshape %114 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %116 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %117 = stablehlo.dot_general %115, %116, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %118 = stablehlo.reshape %117 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %119 = stablehlo.add %103, %118 : tensor<2x8x32xf32>
    %120 = stablehlo.reshape %119 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_46, %batch_mean_47, %batch_var_48 = "stablehlo.batch_norm_training"(%120, %cst_36, %cst_35) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %121 = stablehlo.reshape %output_46 : (tensor<1x16x32xf32>) -> tensor<16x32xf32>
    %122 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %123 = stablehlo.dot_general %121, %122, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %124 = stablehlo.reshape %123 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %125 = stablehlo.slice %124 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %126 = stablehlo.reduce(%125 init: %cst_38) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %128 = stablehlo.subtract %125, %127 : tensor<2x7x128xf32>
    %129 = stablehlo.exponential %128 : tensor<2x7x128xf32>
    %130 = stablehlo.reduce(%129 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %131 = stablehlo.log %130 : tensor<2x7xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %133 = stablehlo.subtract %128, %132 : tensor<2x7x128xf32>
    %134 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %136 = stablehlo.broadcast_in_dim %c_37, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %137 = stablehlo.compare  EQ, %135, %136 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %138 = stablehlo.convert %137 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %139 = stablehlo.convert %138 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %140 = stablehlo.multiply %133, %139 : tensor<2x7x128xf32>
    %141 = stablehlo.reduce(%140 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %142 = stablehlo.reduce(%141 init: %cst_42) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %143 = stablehlo.multiply %142, %cst_25 : tensor<f32>
    %144 = stablehlo.negate %143 : tensor<f32>
    %145 = stablehlo.multiply %arg13, %cst_24 : tensor<128x32xf32>
    %146 = stablehlo.compare  LT, %arg0, %c_40 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %147 = stablehlo.add %arg0, %c_22 : tensor<2x8xi64>
    %148 = stablehlo.select %146, %147, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %149 = stablehlo.reshape %148 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %150 = stablehlo.compare  EQ, %arg0, %c_21 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %152 = stablehlo.add %batch_var_48, %cst_19 : tensor<16xf32>
    %153 = stablehlo.rsqrt %152 : tensor<16xf32>
    %154 = stablehlo.reshape %153 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %155 = stablehlo.divide %154, %cst_18 : tensor<2x8x1xf32>
    %156 = stablehlo.reshape %155 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %158 = stablehlo.multiply %139, %cst_16 : tensor<2x7x128xf32>
    %159 = stablehlo.exponential %133 : tensor<2x7x128xf32>
    %160 = stablehlo.reduce(%158 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %162 = stablehlo.multiply %159, %161 : tensor<2x7x128xf32>
    %163 = stablehlo.subtract %158, %162 : tensor<2x7x128xf32>
    %164 = stablehlo.pad %163, %cst_42, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %165 = stablehlo.select %c_17, %164, %cst_15 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %166 = stablehlo.reshape %165 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %167 = stablehlo.dot_general %166, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %168 = stablehlo.reshape %167 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %169 = stablehlo.multiply %168, %cst_14 : tensor<2x8x32xf32>
    %170 = stablehlo.reduce(%168 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %172 = stablehlo.subtract %169, %171 : tensor<2x8x32xf32>
    %173 = stablehlo.reshape %batch_mean_47 : (tensor<16xf32>) -> tensor<2x8xf32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %175 = stablehlo.subtract %119, %174 : tensor<2x8x32xf32>
    %176 = stablehlo.reshape %153 : (tensor<16xf32>) -> tensor<2x8xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %178 = stablehlo.multiply %175, %177 : tensor<2x8x32xf32>
    %179 = stablehlo.multiply %168, %178 : tensor<2x8x32xf32>
    %180 = stablehlo.reduce(%179 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %182 = stablehlo.multiply %178, %181 : tensor<2x8x32xf32>
    %183 = stablehlo.subtract %172, %182 : tensor<2x8x32xf32>
    %184 = stablehlo.multiply %157, %183 : tensor<2x8x32xf32>
    %185 = stablehlo.add %batch_var_45, %cst_19 : tensor<16xf32>
    %186 = stablehlo.rsqrt %185 : tensor<16xf32>
    %187 = stablehlo.reshape %186 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %188 = stablehlo.divide %187, %cst_18 : tensor<2x8x1xf32>
    %189 = stablehlo.reshape %188 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %191 = stablehlo.reshape %184 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %192 = stablehlo.dot_general %191, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %193 = stablehlo.reshape %192 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %194 = stablehlo.multiply %193, %110 : tensor<2x8x64xf32>
    %195 = stablehlo.reshape %194 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %196 = stablehlo.dot_general %195, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %197 = stablehlo.reshape %196 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %198 = stablehlo.multiply %193, %113 : tensor<2x8x64xf32>
    %199 = stablehlo.subtract %cst_13, %109 : tensor<2x8x64xf32>
    %200 = stablehlo.multiply %108, %199 : tensor<2x8x64xf32>
    %201 = stablehlo.add %200, %cst_13 : tensor<2x8x64xf32>
    %202 = stablehlo.multiply %109, %201 : tensor<2x8x64xf32>
    %203 = stablehlo.multiply %198, %202 : tensor<2x8x64xf32>
    %204 = stablehlo.reshape %203 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %205 = stablehlo.dot_general %204, %arg12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %206 = stablehlo.reshape %205 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %207 = stablehlo.add %197, %206 : tensor<2x8x32xf32>
    %208 = stablehlo.multiply %207, %cst_14 : tensor<2x8x32xf32>
    %209 = stablehlo.reduce(%207 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %211 = stablehlo.subtract %208, %210 : tensor<2x8x32xf32>
    %212 = stablehlo.reshape %batch_mean_44 : (tensor<16xf32>) -> tensor<2x8xf32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %214 = stablehlo.subtract %103, %213 : tensor<2x8x32xf32>
    %215 = stablehlo.reshape %186 : (tensor<16xf32>) -> tensor<2x8xf32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %217 = stablehlo.multiply %214, %216 : tensor<2x8x32xf32>
    %218 = stablehlo.multiply %207, %217 : tensor<2x8x32xf32>
    %219 = stablehlo.reduce(%218 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %221 = stablehlo.multiply %217, %220 : tensor<2x8x32xf32>
    %222 = stablehlo.subtract %211, %221 : tensor<2x8x32xf32>
    %223 = stablehlo.multiply %190, %222 : tensor<2x8x32xf32>
    %224 = stablehlo.add %184, %223 : tensor<2x8x32xf32>
    %225 = stablehlo.add %batch_var, %cst_19 : tensor<16xf32>
    %226 = stablehlo.rsqrt %225 : tensor<16xf32>
    %227 = stablehlo.reshape %226 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %228 = stablehlo.divide %227, %cst_18 : tensor<2x8x1xf32>
    %229 = stablehlo.reshape %228 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %231 = stablehlo.transpose %89, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %232 = stablehlo.reshape %224 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %233 = stablehlo.dot_general %232, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %234 = stablehlo.reshape %233 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %235 = stablehlo.transpose %234, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %236 = stablehlo.reshape %235 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %237 = stablehlo.dot_general %231, %236, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %238 = stablehlo.reshape %237 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %239 = stablehlo.reduce(%238 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %240 = stablehlo.transpose %239, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %241 = stablehlo.reshape %240 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %242 = stablehlo.dot_general %241, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %243 = stablehlo.reshape %242 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %244 = stablehlo.transpose %28, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %245 = stablehlo.transpose %95, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %246 = stablehlo.dot_general %236, %245, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %247 = stablehlo.reshape %246 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %248 = stablehlo.multiply %247, %88 : tensor<2x4x8x8xf32>
    %249 = stablehlo.reduce(%248 init: %cst_42) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %251 = stablehlo.multiply %88, %250 : tensor<2x4x8x8xf32>
    %252 = stablehlo.subtract %248, %251 : tensor<2x4x8x8xf32>
    %253 = stablehlo.reshape %252 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %254 = stablehlo.dot_general %244, %253, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %255 = stablehlo.reshape %254 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %256 = stablehlo.multiply %255, %cst_33 : tensor<2x4x8x8xf32>
    %257 = stablehlo.transpose %256, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %258 = stablehlo.reshape %257 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %259 = stablehlo.reduce(%258 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %260 = stablehlo.multiply %259, %39 : tensor<2x2x8x8xf32>
    %261 = stablehlo.slice %260 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %262 = stablehlo.negate %261 : tensor<2x2x8x4xf32>
    %263 = stablehlo.pad %262, %cst_42, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %264 = stablehlo.select %c_12, %263, %cst_11 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %265 = stablehlo.slice %260 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %266 = stablehlo.pad %265, %cst_42, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %267 = stablehlo.select %c_10, %266, %cst_11 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %268 = stablehlo.add %264, %267 : tensor<2x2x8x8xf32>
    %269 = stablehlo.multiply %259, %33 : tensor<2x2x8x8xf32>
    %270 = stablehlo.add %268, %269 : tensor<2x2x8x8xf32>
    %271 = stablehlo.transpose %270, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %272 = stablehlo.reshape %271 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %273 = stablehlo.dot_general %272, %arg10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %274 = stablehlo.reshape %273 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %275 = stablehlo.add %243, %274 : tensor<2x8x32xf32>
    %276 = stablehlo.transpose %46, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %277 = stablehlo.dot_general %253, %276, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %278 = stablehlo.reshape %277 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %279 = stablehlo.multiply %278, %cst_33 : tensor<2x4x8x8xf32>
    %280 = stablehlo.multiply %279, %24 : tensor<2x4x8x8xf32>
    %281 = stablehlo.slice %280 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %282 = stablehlo.negate %281 : tensor<2x4x8x4xf32>
    %283 = stablehlo.pad %282, %cst_42, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %284 = stablehlo.select %c_9, %283, %cst_8 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %285 = stablehlo.slice %280 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %286 = stablehlo.pad %285, %cst_42, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %287 = stablehlo.select %c, %286, %cst_8 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %288 = stablehlo.add %284, %287 : tensor<2x4x8x8xf32>
    %289 = stablehlo.multiply %279, %16 : tensor<2x4x8x8xf32>
    %290 = stablehlo.add %288, %289 : tensor<2x4x8x8xf32>
    %291 = stablehlo.transpose %290, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %292 = stablehlo.reshape %291 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %293 = stablehlo.dot_general %292, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %294 = stablehlo.reshape %293 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %295 = stablehlo.add %275, %294 : tensor<2x8x32xf32>
    %296 = stablehlo.multiply %295, %cst_14 : tensor<2x8x32xf32>
    %297 = stablehlo.reduce(%295 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %298 = stablehlo.broadcast_in_dim %297, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %299 = stablehlo.subtract %296, %298 : tensor<2x8x32xf32>
    %300 = stablehlo.reshape %batch_mean : (tensor<16xf32>) -> tensor<2x8xf32>
    %301 = stablehlo.broadcast_in_dim %300, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %302 = stablehlo.subtract %3, %301 : tensor<2x8x32xf32>
    %303 = stablehlo.reshape %226 : (tensor<16xf32>) -> tensor<2x8xf32>
    %304 = stablehlo.broadcast_in_dim %303, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %305 = stablehlo.multiply %302, %304 : tensor<2x8x32xf32>
    %306 = stablehlo.multiply %295, %305 : tensor<2x8x32xf32>
    %307 = stablehlo.reduce(%306 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %309 = stablehlo.multiply %305, %308 : tensor<2x8x32xf32>
    %310 = stablehlo.subtract %299, %309 : tensor<2x8x32xf32>
    %311 = stablehlo.multiply %230, %310 : tensor<2x8x32xf32>
    %312 = stablehlo.add %224, %311 : tensor<2x8x32xf32>
    %313 = stablehlo.select %151, %cst_20, %312 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %314 = "stablehlo.scatter"(%cst_23, %149, %313) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg22: tensor<f32>, %arg23: tensor<f32>):
      %366 = stablehlo.add %arg22, %arg23 : tensor<f32>
      stablehlo.return %366 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %315 = stablehlo.add %145, %314 : tensor<128x32xf32>
    %316 = stablehlo.multiply %315, %cst_7 : tensor<128x32xf32>
    %317 = stablehlo.subtract %arg6, %316 : tensor<128x32xf32>
    %318 = stablehlo.multiply %arg14, %cst_6 : tensor<32x32xf32>
    %319 = stablehlo.transpose %292, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %320 = stablehlo.dot_general %319, %5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %321 = stablehlo.add %318, %320 : tensor<32x32xf32>
    %322 = stablehlo.multiply %321, %cst_5 : tensor<32x32xf32>
    %323 = stablehlo.subtract %arg11, %322 : tensor<32x32xf32>
    %324 = stablehlo.multiply %arg15, %cst_4 : tensor<16x32xf32>
    %325 = stablehlo.transpose %272, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %326 = stablehlo.dot_general %325, %5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %327 = stablehlo.add %324, %326 : tensor<16x32xf32>
    %328 = stablehlo.multiply %327, %cst_3 : tensor<16x32xf32>
    %329 = stablehlo.subtract %arg10, %328 : tensor<16x32xf32>
    %330 = stablehlo.multiply %arg16, %cst_4 : tensor<16x32xf32>
    %331 = stablehlo.transpose %241, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %332 = stablehlo.dot_general %331, %5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %333 = stablehlo.add %330, %332 : tensor<16x32xf32>
    %334 = stablehlo.multiply %333, %cst_3 : tensor<16x32xf32>
    %335 = stablehlo.subtract %arg5, %334 : tensor<16x32xf32>
    %336 = stablehlo.multiply %arg17, %cst_6 : tensor<32x32xf32>
    %337 = stablehlo.transpose %232, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %338 = stablehlo.dot_general %337, %99, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %339 = stablehlo.add %336, %338 : tensor<32x32xf32>
    %340 = stablehlo.multiply %339, %cst_5 : tensor<32x32xf32>
    %341 = stablehlo.subtract %arg4, %340 : tensor<32x32xf32>
    %342 = stablehlo.multiply %arg18, %cst_2 : tensor<64x32xf32>
    %343 = stablehlo.transpose %204, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %344 = stablehlo.dot_general %343, %105, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %345 = stablehlo.add %342, %344 : tensor<64x32xf32>
    %346 = stablehlo.multiply %345, %cst_1 : tensor<64x32xf32>
    %347 = stablehlo.subtract %arg12, %346 : tensor<64x32xf32>
    %348 = stablehlo.multiply %arg19, %cst_2 : tensor<64x32xf32>
    %349 = stablehlo.transpose %195, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %350 = stablehlo.dot_general %349, %105, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %351 = stablehlo.add %348, %350 : tensor<64x32xf32>
    %352 = stablehlo.multiply %351, %cst_1 : tensor<64x32xf32>
    %353 = stablehlo.subtract %arg3, %352 : tensor<64x32xf32>
    %354 = stablehlo.multiply %arg20, %cst_0 : tensor<32x64xf32>
    %355 = stablehlo.transpose %191, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %356 = stablehlo.dot_general %355, %115, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %357 = stablehlo.add %354, %356 : tensor<32x64xf32>
    %358 = stablehlo.multiply %357, %cst : tensor<32x64xf32>
    %359 = stablehlo.subtract %arg2, %358 : tensor<32x64xf32>
    %360 = stablehlo.multiply %arg21, %cst_24 : tensor<128x32xf32>
    %361 = stablehlo.transpose %166, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %362 = stablehlo.dot_general %361, %121, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %363 = stablehlo.add %360, %362 : tensor<128x32xf32>
    %364 = stablehlo.multiply %363, %cst_7 : tensor<128x32xf32>
    %365 = stablehlo.subtract %arg1, %364 : tensor<128x32xf32>
    return %144, %317, %323, %329, %335, %341, %347, %353, %359, %365, %315, %321, %327, %333, %339, %345, %351, %357, %363 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<128x32xf32>
  }
}
