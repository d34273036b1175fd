module @IrToHlo.1093 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 12 : i32}, %arg2: tensor<32x64xf32> {tf.aliasing_output = 8 : i32}, %arg3: tensor<64x32xf32> {tf.aliasing_output = 7 : i32}, %arg4: tensor<32x32xf32> {tf.aliasing_output = 5 : i32}, %arg5: tensor<16x32xf32> {tf.aliasing_output = 4 : i32}, %arg6: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg7: tensor<32xf32> {tf.aliasing_output = 9 : i32}, %arg8: tensor<2x8xi64>, %arg9: tensor<i1>, %arg10: tensor<4xf32>, %arg11: tensor<16x32xf32> {tf.aliasing_output = 3 : i32}, %arg12: tensor<32x32xf32> {tf.aliasing_output = 2 : i32}, %arg13: tensor<32xf32> {tf.aliasing_output = 10 : i32}, %arg14: tensor<64x32xf32> {tf.aliasing_output = 6 : i32}, %arg15: tensor<32xf32> {tf.aliasing_output = 11 : i32}, %arg16: tensor<128x32xf32> {tf.aliasing_output = 13 : i32}, %arg17: tensor<32x32xf32> {tf.aliasing_output = 14 : i32}, %arg18: tensor<16x32xf32> {tf.aliasing_output = 15 : i32}, %arg19: tensor<16x32xf32> {tf.aliasing_output = 16 : i32}, %arg20: tensor<32x32xf32> {tf.aliasing_output = 17 : i32}, %arg21: tensor<64x32xf32> {tf.aliasing_output = 18 : i32}, %arg22: tensor<64x32xf32> {tf.aliasing_output = 19 : i32}, %arg23: tensor<32x64xf32> {tf.aliasing_output = 20 : i32}, %arg24: tensor<32xf32> {tf.aliasing_output = 21 : i32}, %arg25: tensor<32xf32> {tf.aliasing_output = 22 : i32}, %arg26: tensor<32xf32> {tf.aliasing_output = 23 : i32}, %arg27: tensor<128x32xf32> {tf.aliasing_output = 24 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>) {
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
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_21 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_22 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_24 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_26 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_27 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_28 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_30 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_31 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_32 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_33 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_34 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_35 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_36 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_37 = stablehlo.constant dense<9.99999993E-9> : tensor<2x8x1xf32>
    %cst_38 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_39 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %c_40 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_41 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_42 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_43 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_44 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg6, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.power %4, %cst_39 : tensor<2x8x32xf32>
    %7 = stablehlo.reduce(%6 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %8 = stablehlo.multiply %7, %cst_38 : tensor<2x8xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %10 = stablehlo.add %9, %cst_37 : tensor<2x8x1xf32>
    %11 = stablehlo.rsqrt %10 : tensor<2x8x1xf32>
    %12 = stablehlo.reshape %11 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %14 = stablehlo.multiply %4, %13 : tensor<2x8x32xf32>
    %15 = stablehlo.multiply %5, %14 : tensor<2x8x32xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %17 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %18 = stablehlo.dot_general %16, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %19 = stablehlo.reshape %18 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %20 = stablehlo.transpose %19, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %21 = stablehlo.broadcast_in_dim %cst_36, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %22 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
    %23 = stablehlo.multiply %21, %22 : tensor<1x8x4xf32>
    %24 = stablehlo.concatenate %23, %23, dim = 2 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %25 = stablehlo.cosine %24 : tensor<1x8x8xf32>
    %26 = stablehlo.reshape %25 : (tensor<1x8x8xf32>) -> tensor<1x1x8x8xf32>
    %27 = stablehlo.slice %26 [0:1, 0:1, 0:8, 0:4] : (tensor<1x1x8x8xf32>) -> tensor<1x1x8x4xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2, 3] : (tensor<1x1x8x4xf32>) -> tensor<1x1x8x4x2xf32>
    %29 = stablehlo.reshape %28 : (tensor<1x1x8x4x2xf32>) -> tensor<8x8xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %31 = stablehlo.multiply %20, %30 : tensor<2x4x8x8xf32>
    %32 = stablehlo.slice %20 [0:2, 0:4, 0:8, 1:8:2] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %33 = stablehlo.negate %32 : tensor<2x4x8x4xf32>
    %34 = stablehlo.reshape %33 : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x4x1xf32>
    %35 = stablehlo.slice %20 [0:2, 0:4, 0:8, 0:8:2] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %36 = stablehlo.reshape %35 : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x4x1xf32>
    %37 = stablehlo.concatenate %34, %36, dim = 4 : (tensor<2x4x8x4x1xf32>, tensor<2x4x8x4x1xf32>) -> tensor<2x4x8x4x2xf32>
    %38 = stablehlo.reshape %37 : (tensor<2x4x8x4x2xf32>) -> tensor<2x4x8x8xf32>
    %39 = stablehlo.sine %24 : tensor<1x8x8xf32>
    %40 = stablehlo.reshape %39 : (tensor<1x8x8xf32>) -> tensor<1x1x8x8xf32>
    %41 = stablehlo.slice %40 [0:1, 0:1, 0:8, 0:4] : (tensor<1x1x8x8xf32>) -> tensor<1x1x8x4xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<1x1x8x4xf32>) -> tensor<1x1x8x4x2xf32>
    %43 = stablehlo.reshape %42 : (tensor<1x1x8x4x2xf32>) -> tensor<8x8xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %45 = stablehlo.multiply %38, %44 : tensor<2x4x8x8xf32>
    %46 = stablehlo.add %31, %45 : tensor<2x4x8x8xf32>
    %47 = stablehlo.multiply %46, %cst_35 : tensor<2x4x8x8xf32>
    %48 = stablehlo.reshape %47 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %49 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %50 = stablehlo.dot_general %16, %49, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %51 = stablehlo.reshape %50 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %52 = stablehlo.transpose %51, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %53 = stablehlo.broadcast_in_dim %29, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %54 = stablehlo.multiply %52, %53 : tensor<2x2x8x8xf32>
    %55 = stablehlo.slice %52 [0:2, 0:2, 0:8, 1:8:2] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %56 = stablehlo.negate %55 : tensor<2x2x8x4xf32>
    %57 = stablehlo.reshape %56 : (tensor<2x2x8x4xf32>) -> tensor<2x2x8x4x1xf32>
    %58 = stablehlo.slice %52 [0:2, 0:2, 0:8, 0:8:2] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %59 = stablehlo.reshape %58 : (tensor<2x2x8x4xf32>) -> tensor<2x2x8x4x1xf32>
    %60 = stablehlo.concatenate %57, %59, dim = 4 : (tensor<2x2x8x4x1xf32>, tensor<2x2x8x4x1xf32>) -> tensor<2x2x8x4x2xf32>
    %61 = stablehlo.reshape %60 : (tensor<2x2x8x4x2xf32>) -> tensor<2x2x8x8xf32>
    %62 = stablehlo.broadcast_in_dim %43, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %63 = stablehlo.multiply %61, %62 : tensor<2x2x8x8xf32>
    %64 = stablehlo.add %54, %63 : tensor<2x2x8x8xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %66 = stablehlo.reshape %65 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %67 = stablehlo.transpose %66, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %68 = stablehlo.multiply %67, %cst_35 : tensor<2x4x8x8xf32>
    %69 = stablehlo.reshape %68 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %70 = stablehlo.dot_general %48, %69, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %71 = stablehlo.reshape %70 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %72 = stablehlo.convert %arg9 : (tensor<i1>) -> tensor<ui8>
    %73 = stablehlo.broadcast_in_dim %72, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %74 = stablehlo.broadcast_in_dim %c_34, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %75 = stablehlo.broadcast_in_dim %c_34, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %76 = stablehlo.compare  LE, %74, %75 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %77 = stablehlo.convert %76 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %78 = stablehlo.and %73, %77 : tensor<1x1x8x8xui8>
    %79 = stablehlo.compare  NE, %78, %c_44 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %80 = stablehlo.convert %79 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %81 = stablehlo.reshape %80 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %82 = stablehlo.broadcast_in_dim %81, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %83 = stablehlo.compare  NE, %arg8, %c_43 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %84 = stablehlo.broadcast_in_dim %c_33, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %85 = stablehlo.compare  LT, %84, %c_32 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %86 = stablehlo.add %84, %c_31 : tensor<2x1x1x8xi64>
    %87 = stablehlo.select %85, %86, %84 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %88 = stablehlo.reshape %87 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %89 = stablehlo.broadcast_in_dim %c_34, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %90 = stablehlo.compare  LT, %89, %c_32 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %91 = stablehlo.add %89, %c_30 : tensor<2x1x1x8xi64>
    %92 = stablehlo.select %90, %91, %89 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %93 = stablehlo.reshape %92 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %94 = stablehlo.concatenate %88, %93, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %95 = "stablehlo.gather"(%83, %94) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %96 = stablehlo.convert %95 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %97 = stablehlo.reshape %96 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %99 = stablehlo.and %82, %98 : tensor<2x1x8x8xui8>
    %100 = stablehlo.compare  NE, %99, %c_42 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %101 = stablehlo.select %100, %cst_29, %cst_28 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %102 = stablehlo.reshape %101 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %104 = stablehlo.add %71, %103 : tensor<2x4x8x8xf32>
    %105 = stablehlo.reduce(%104 init: %cst_41) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %107 = stablehlo.subtract %104, %106 : tensor<2x4x8x8xf32>
    %108 = stablehlo.exponential %107 : tensor<2x4x8x8xf32>
    %109 = stablehlo.reduce(%108 init: %cst_45) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %111 = stablehlo.divide %108, %110 : tensor<2x4x8x8xf32>
    %112 = stablehlo.reshape %111 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %113 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %114 = stablehlo.dot_general %16, %113, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %115 = stablehlo.reshape %114 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %116 = stablehlo.transpose %115, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %118 = stablehlo.reshape %117 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %119 = stablehlo.dot_general %112, %118, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %120 = stablehlo.reshape %119 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %121 = stablehlo.transpose %120, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %122 = stablehlo.reshape %121 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %123 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %124 = stablehlo.dot_general %122, %123, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %125 = stablehlo.reshape %124 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %126 = stablehlo.add %4, %125 : tensor<2x8x32xf32>
    %127 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %128 = stablehlo.power %126, %cst_39 : tensor<2x8x32xf32>
    %129 = stablehlo.reduce(%128 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %130 = stablehlo.multiply %129, %cst_38 : tensor<2x8xf32>
    %131 = stablehlo.reshape %130 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %132 = stablehlo.add %131, %cst_37 : tensor<2x8x1xf32>
    %133 = stablehlo.rsqrt %132 : tensor<2x8x1xf32>
    %134 = stablehlo.reshape %133 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %136 = stablehlo.multiply %126, %135 : tensor<2x8x32xf32>
    %137 = stablehlo.multiply %127, %136 : tensor<2x8x32xf32>
    %138 = stablehlo.reshape %137 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %139 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %140 = stablehlo.dot_general %138, %139, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %141 = stablehlo.reshape %140 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %142 = stablehlo.logistic %141 : tensor<2x8x64xf32>
    %143 = stablehlo.multiply %141, %142 : tensor<2x8x64xf32>
    %144 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %145 = stablehlo.dot_general %138, %144, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %146 = stablehlo.reshape %145 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %147 = stablehlo.multiply %143, %146 : tensor<2x8x64xf32>
    %148 = stablehlo.reshape %147 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %149 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %150 = stablehlo.dot_general %148, %149, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %151 = stablehlo.reshape %150 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %152 = stablehlo.add %126, %151 : tensor<2x8x32xf32>
    %153 = stablehlo.power %152, %cst_39 : tensor<2x8x32xf32>
    %154 = stablehlo.reduce(%153 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %155 = stablehlo.multiply %154, %cst_38 : tensor<2x8xf32>
    %156 = stablehlo.reshape %155 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %157 = stablehlo.add %156, %cst_37 : tensor<2x8x1xf32>
    %158 = stablehlo.rsqrt %157 : tensor<2x8x1xf32>
    %159 = stablehlo.reshape %158 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %161 = stablehlo.multiply %152, %160 : tensor<2x8x32xf32>
    %162 = stablehlo.multiply %0, %161 : tensor<2x8x32xf32>
    %163 = stablehlo.reshape %162 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %164 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %165 = stablehlo.dot_general %163, %164, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %166 = stablehlo.reshape %165 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %167 = stablehlo.slice %166 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %168 = stablehlo.reduce(%167 init: %cst_41) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %170 = stablehlo.subtract %167, %169 : tensor<2x7x128xf32>
    %171 = stablehlo.exponential %170 : tensor<2x7x128xf32>
    %172 = stablehlo.reduce(%171 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %173 = stablehlo.log %172 : tensor<2x7xf32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %175 = stablehlo.subtract %170, %174 : tensor<2x7x128xf32>
    %176 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %178 = stablehlo.broadcast_in_dim %c_40, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %179 = stablehlo.compare  EQ, %177, %178 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %180 = stablehlo.convert %179 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %181 = stablehlo.convert %180 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %182 = stablehlo.multiply %175, %181 : tensor<2x7x128xf32>
    %183 = stablehlo.reduce(%182 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %184 = stablehlo.reduce(%183 init: %cst_45) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %185 = stablehlo.multiply %184, %cst_27 : tensor<f32>
    %186 = stablehlo.negate %185 : tensor<f32>
    %187 = stablehlo.multiply %arg16, %cst_26 : tensor<128x32xf32>
    %188 = stablehlo.compare  LT, %arg0, %c_43 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %189 = stablehlo.add %arg0, %c_24 : tensor<2x8xi64>
    %190 = stablehlo.select %188, %189, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %191 = stablehlo.reshape %190 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %192 = stablehlo.compare  EQ, %arg0, %c_43 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %194 = stablehlo.multiply %181, %cst_21 : tensor<2x7x128xf32>
    %195 = stablehlo.exponential %175 : tensor<2x7x128xf32>
    %196 = stablehlo.reduce(%194 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %198 = stablehlo.multiply %195, %197 : tensor<2x7x128xf32>
    %199 = stablehlo.subtract %194, %198 : tensor<2x7x128xf32>
    %200 = stablehlo.pad %199, %cst_45, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %201 = stablehlo.select %c_22, %200, %cst_20 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %202 = stablehlo.reshape %201 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %203 = stablehlo.dot_general %202, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %204 = stablehlo.reshape %203 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %205 = stablehlo.multiply %204, %0 : tensor<2x8x32xf32>
    %206 = stablehlo.multiply %205, %160 : tensor<2x8x32xf32>
    %207 = stablehlo.multiply %205, %152 : tensor<2x8x32xf32>
    %208 = stablehlo.reduce(%207 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %209 = stablehlo.reshape %208 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %210 = stablehlo.multiply %209, %cst_19 : tensor<2x8x1xf32>
    %211 = stablehlo.power %158, %cst_18 : tensor<2x8x1xf32>
    %212 = stablehlo.multiply %210, %211 : tensor<2x8x1xf32>
    %213 = stablehlo.reshape %212 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %215 = stablehlo.divide %214, %cst_17 : tensor<2x8x32xf32>
    %216 = stablehlo.power %152, %cst_16 : tensor<2x8x32xf32>
    %217 = stablehlo.multiply %216, %cst_39 : tensor<2x8x32xf32>
    %218 = stablehlo.multiply %215, %217 : tensor<2x8x32xf32>
    %219 = stablehlo.add %206, %218 : tensor<2x8x32xf32>
    %220 = stablehlo.reshape %219 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %221 = stablehlo.dot_general %220, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %222 = stablehlo.reshape %221 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %223 = stablehlo.multiply %222, %143 : tensor<2x8x64xf32>
    %224 = stablehlo.reshape %223 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %225 = stablehlo.dot_general %224, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %226 = stablehlo.reshape %225 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %227 = stablehlo.multiply %222, %146 : tensor<2x8x64xf32>
    %228 = stablehlo.subtract %cst_15, %142 : tensor<2x8x64xf32>
    %229 = stablehlo.multiply %141, %228 : tensor<2x8x64xf32>
    %230 = stablehlo.add %229, %cst_15 : tensor<2x8x64xf32>
    %231 = stablehlo.multiply %142, %230 : tensor<2x8x64xf32>
    %232 = stablehlo.multiply %227, %231 : tensor<2x8x64xf32>
    %233 = stablehlo.reshape %232 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %234 = stablehlo.dot_general %233, %arg14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %235 = stablehlo.reshape %234 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %236 = stablehlo.add %226, %235 : tensor<2x8x32xf32>
    %237 = stablehlo.multiply %236, %127 : tensor<2x8x32xf32>
    %238 = stablehlo.multiply %237, %135 : tensor<2x8x32xf32>
    %239 = stablehlo.add %219, %238 : tensor<2x8x32xf32>
    %240 = stablehlo.multiply %237, %126 : tensor<2x8x32xf32>
    %241 = stablehlo.reduce(%240 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %242 = stablehlo.reshape %241 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %243 = stablehlo.multiply %242, %cst_19 : tensor<2x8x1xf32>
    %244 = stablehlo.power %133, %cst_18 : tensor<2x8x1xf32>
    %245 = stablehlo.multiply %243, %244 : tensor<2x8x1xf32>
    %246 = stablehlo.reshape %245 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %248 = stablehlo.divide %247, %cst_17 : tensor<2x8x32xf32>
    %249 = stablehlo.power %126, %cst_16 : tensor<2x8x32xf32>
    %250 = stablehlo.multiply %249, %cst_39 : tensor<2x8x32xf32>
    %251 = stablehlo.multiply %248, %250 : tensor<2x8x32xf32>
    %252 = stablehlo.add %239, %251 : tensor<2x8x32xf32>
    %253 = stablehlo.transpose %112, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %254 = stablehlo.reshape %252 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %255 = stablehlo.dot_general %254, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %256 = stablehlo.reshape %255 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %257 = stablehlo.transpose %256, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %258 = stablehlo.reshape %257 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %259 = stablehlo.dot_general %253, %258, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %260 = stablehlo.reshape %259 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %261 = stablehlo.reduce(%260 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %262 = stablehlo.transpose %261, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %263 = stablehlo.reshape %262 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %264 = stablehlo.dot_general %263, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %265 = stablehlo.reshape %264 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %266 = stablehlo.transpose %48, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %267 = stablehlo.transpose %118, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %268 = stablehlo.dot_general %258, %267, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %269 = stablehlo.reshape %268 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %270 = stablehlo.multiply %269, %111 : tensor<2x4x8x8xf32>
    %271 = stablehlo.reduce(%270 init: %cst_45) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %272 = stablehlo.broadcast_in_dim %271, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %273 = stablehlo.multiply %111, %272 : tensor<2x4x8x8xf32>
    %274 = stablehlo.subtract %270, %273 : tensor<2x4x8x8xf32>
    %275 = stablehlo.reshape %274 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %276 = stablehlo.dot_general %266, %275, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %277 = stablehlo.reshape %276 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %278 = stablehlo.multiply %277, %cst_35 : tensor<2x4x8x8xf32>
    %279 = stablehlo.transpose %278, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %280 = stablehlo.reshape %279 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %281 = stablehlo.reduce(%280 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %282 = stablehlo.multiply %281, %62 : tensor<2x2x8x8xf32>
    %283 = stablehlo.reshape %282 : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4x2xf32>
    %284 = stablehlo.slice %283 [0:2, 0:2, 0:8, 0:4, 0:1] : (tensor<2x2x8x4x2xf32>) -> tensor<2x2x8x4x1xf32>
    %285 = stablehlo.reshape %284 : (tensor<2x2x8x4x1xf32>) -> tensor<2x2x8x4xf32>
    %286 = stablehlo.negate %285 : tensor<2x2x8x4xf32>
    %287 = stablehlo.pad %286, %cst_45, low = [0, 0, 0, 1], high = [0, 0, 0, 0], interior = [0, 0, 0, 1] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %288 = stablehlo.select %c_14, %287, %cst_13 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %289 = stablehlo.slice %283 [0:2, 0:2, 0:8, 0:4, 1:2] : (tensor<2x2x8x4x2xf32>) -> tensor<2x2x8x4x1xf32>
    %290 = stablehlo.reshape %289 : (tensor<2x2x8x4x1xf32>) -> tensor<2x2x8x4xf32>
    %291 = stablehlo.pad %290, %cst_45, low = [0, 0, 0, 0], high = [0, 0, 0, 1], interior = [0, 0, 0, 1] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %292 = stablehlo.select %c_12, %291, %cst_13 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %293 = stablehlo.add %288, %292 : tensor<2x2x8x8xf32>
    %294 = stablehlo.multiply %281, %53 : tensor<2x2x8x8xf32>
    %295 = stablehlo.add %293, %294 : tensor<2x2x8x8xf32>
    %296 = stablehlo.transpose %295, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %297 = stablehlo.reshape %296 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %298 = stablehlo.dot_general %297, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %299 = stablehlo.reshape %298 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %300 = stablehlo.add %265, %299 : tensor<2x8x32xf32>
    %301 = stablehlo.transpose %69, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %302 = stablehlo.dot_general %275, %301, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %303 = stablehlo.reshape %302 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %304 = stablehlo.multiply %303, %cst_35 : tensor<2x4x8x8xf32>
    %305 = stablehlo.multiply %304, %44 : tensor<2x4x8x8xf32>
    %306 = stablehlo.reshape %305 : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4x2xf32>
    %307 = stablehlo.slice %306 [0:2, 0:4, 0:8, 0:4, 0:1] : (tensor<2x4x8x4x2xf32>) -> tensor<2x4x8x4x1xf32>
    %308 = stablehlo.reshape %307 : (tensor<2x4x8x4x1xf32>) -> tensor<2x4x8x4xf32>
    %309 = stablehlo.negate %308 : tensor<2x4x8x4xf32>
    %310 = stablehlo.pad %309, %cst_45, low = [0, 0, 0, 1], high = [0, 0, 0, 0], interior = [0, 0, 0, 1] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %311 = stablehlo.select %c_11, %310, %cst_10 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %312 = stablehlo.slice %306 [0:2, 0:4, 0:8, 0:4, 1:2] : (tensor<2x4x8x4x2xf32>) -> tensor<2x4x8x4x1xf32>
    %313 = stablehlo.reshape %312 : (tensor<2x4x8x4x1xf32>) -> tensor<2x4x8x4xf32>
    %314 = stablehlo.pad %313, %cst_45, low = [0, 0, 0, 0], high = [0, 0, 0, 1], interior = [0, 0, 0, 1] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %315 = stablehlo.select %c, %314, %cst_10 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %316 = stablehlo.add %311, %315 : tensor<2x4x8x8xf32>
    %317 = stablehlo.multiply %304, %30 : tensor<2x4x8x8xf32>
    %318 = stablehlo.add %316, %317 : tensor<2x4x8x8xf32>
    %319 = stablehlo.transpose %318, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %320 = stablehlo.reshape %319 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %321 = stablehlo.dot_general %320, %arg12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %322 = stablehlo.reshape %321 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %323 = stablehlo.add %300, %322 : tensor<2x8x32xf32>
    %324 = stablehlo.multiply %323, %5 : tensor<2x8x32xf32>
    %325 = stablehlo.multiply %324, %13 : tensor<2x8x32xf32>
    %326 = stablehlo.add %252, %325 : tensor<2x8x32xf32>
    %327 = stablehlo.multiply %324, %4 : tensor<2x8x32xf32>
    %328 = stablehlo.reduce(%327 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %329 = stablehlo.reshape %328 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %330 = stablehlo.multiply %329, %cst_19 : tensor<2x8x1xf32>
    %331 = stablehlo.power %11, %cst_18 : tensor<2x8x1xf32>
    %332 = stablehlo.multiply %330, %331 : tensor<2x8x1xf32>
    %333 = stablehlo.reshape %332 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %334 = stablehlo.broadcast_in_dim %333, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %335 = stablehlo.divide %334, %cst_17 : tensor<2x8x32xf32>
    %336 = stablehlo.power %4, %cst_16 : tensor<2x8x32xf32>
    %337 = stablehlo.multiply %336, %cst_39 : tensor<2x8x32xf32>
    %338 = stablehlo.multiply %335, %337 : tensor<2x8x32xf32>
    %339 = stablehlo.add %326, %338 : tensor<2x8x32xf32>
    %340 = stablehlo.select %193, %cst_23, %339 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %341 = "stablehlo.scatter"(%cst_25, %191, %340) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg28: tensor<f32>, %arg29: tensor<f32>):
      %411 = stablehlo.add %arg28, %arg29 : tensor<f32>
      stablehlo.return %411 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %342 = stablehlo.add %187, %341 : tensor<128x32xf32>
    %343 = stablehlo.multiply %342, %cst_9 : tensor<128x32xf32>
    %344 = stablehlo.subtract %arg6, %343 : tensor<128x32xf32>
    %345 = stablehlo.multiply %arg17, %cst_8 : tensor<32x32xf32>
    %346 = stablehlo.transpose %320, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %347 = stablehlo.dot_general %346, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %348 = stablehlo.add %345, %347 : tensor<32x32xf32>
    %349 = stablehlo.multiply %348, %cst_7 : tensor<32x32xf32>
    %350 = stablehlo.subtract %arg12, %349 : tensor<32x32xf32>
    %351 = stablehlo.multiply %arg18, %cst_6 : tensor<16x32xf32>
    %352 = stablehlo.transpose %297, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %353 = stablehlo.dot_general %352, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %354 = stablehlo.add %351, %353 : tensor<16x32xf32>
    %355 = stablehlo.multiply %354, %cst_5 : tensor<16x32xf32>
    %356 = stablehlo.subtract %arg11, %355 : tensor<16x32xf32>
    %357 = stablehlo.multiply %arg19, %cst_6 : tensor<16x32xf32>
    %358 = stablehlo.transpose %263, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %359 = stablehlo.dot_general %358, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %360 = stablehlo.add %357, %359 : tensor<16x32xf32>
    %361 = stablehlo.multiply %360, %cst_5 : tensor<16x32xf32>
    %362 = stablehlo.subtract %arg5, %361 : tensor<16x32xf32>
    %363 = stablehlo.multiply %arg20, %cst_8 : tensor<32x32xf32>
    %364 = stablehlo.transpose %254, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %365 = stablehlo.dot_general %364, %122, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %366 = stablehlo.add %363, %365 : tensor<32x32xf32>
    %367 = stablehlo.multiply %366, %cst_7 : tensor<32x32xf32>
    %368 = stablehlo.subtract %arg4, %367 : tensor<32x32xf32>
    %369 = stablehlo.multiply %arg21, %cst_4 : tensor<64x32xf32>
    %370 = stablehlo.transpose %233, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %371 = stablehlo.dot_general %370, %138, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %372 = stablehlo.add %369, %371 : tensor<64x32xf32>
    %373 = stablehlo.multiply %372, %cst_3 : tensor<64x32xf32>
    %374 = stablehlo.subtract %arg14, %373 : tensor<64x32xf32>
    %375 = stablehlo.multiply %arg22, %cst_4 : tensor<64x32xf32>
    %376 = stablehlo.transpose %224, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %377 = stablehlo.dot_general %376, %138, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %378 = stablehlo.add %375, %377 : tensor<64x32xf32>
    %379 = stablehlo.multiply %378, %cst_3 : tensor<64x32xf32>
    %380 = stablehlo.subtract %arg3, %379 : tensor<64x32xf32>
    %381 = stablehlo.multiply %arg23, %cst_2 : tensor<32x64xf32>
    %382 = stablehlo.transpose %220, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %383 = stablehlo.dot_general %382, %148, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %384 = stablehlo.add %381, %383 : tensor<32x64xf32>
    %385 = stablehlo.multiply %384, %cst_1 : tensor<32x64xf32>
    %386 = stablehlo.subtract %arg2, %385 : tensor<32x64xf32>
    %387 = stablehlo.multiply %arg24, %cst_0 : tensor<32xf32>
    %388 = stablehlo.multiply %323, %14 : tensor<2x8x32xf32>
    %389 = stablehlo.reduce(%388 init: %cst_45) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %390 = stablehlo.add %387, %389 : tensor<32xf32>
    %391 = stablehlo.multiply %390, %cst : tensor<32xf32>
    %392 = stablehlo.subtract %arg7, %391 : tensor<32xf32>
    %393 = stablehlo.multiply %arg25, %cst_0 : tensor<32xf32>
    %394 = stablehlo.multiply %236, %136 : tensor<2x8x32xf32>
    %395 = stablehlo.reduce(%394 init: %cst_45) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %396 = stablehlo.add %393, %395 : tensor<32xf32>
    %397 = stablehlo.multiply %396, %cst : tensor<32xf32>
    %398 = stablehlo.subtract %arg13, %397 : tensor<32xf32>
    %399 = stablehlo.multiply %arg26, %cst_0 : tensor<32xf32>
    %400 = stablehlo.multiply %204, %161 : tensor<2x8x32xf32>
    %401 = stablehlo.reduce(%400 init: %cst_45) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %402 = stablehlo.add %399, %401 : tensor<32xf32>
    %403 = stablehlo.multiply %402, %cst : tensor<32xf32>
    %404 = stablehlo.subtract %arg15, %403 : tensor<32xf32>
    %405 = stablehlo.multiply %arg27, %cst_26 : tensor<128x32xf32>
    %406 = stablehlo.transpose %202, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %407 = stablehlo.dot_general %406, %163, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %408 = stablehlo.add %405, %407 : tensor<128x32xf32>
    %409 = stablehlo.multiply %408, %cst_9 : tensor<128x32xf32>
    %410 = stablehlo.subtract %arg1, %409 : tensor<128x32xf32>
    return %186, %344, %350, %356, %362, %368, %374, %380, %386, %392, %398, %404, %410, %342, %348, %354, %360, %366, %372, %378, %384, %390, %396, %402, %408 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>
  }
}
