module @IrToHlo.1088 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
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
    %c = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x4x8x8xi1>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %c_11 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x4x8x8xi1>
    %c_12 = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x2x8x8xi1>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x8x8xf32>
    %c_14 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x2x8x8xi1>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_17 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_18 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x1xf32>
    %cst_19 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x1xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_21 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_22 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_24 = stablehlo.constant dense<-1> : tensor<2x8xi64>
    %c_25 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_27 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_28 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_29 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_31 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_32 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_33 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_34 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_35 = stablehlo.constant dense<[[[-4, -3, -2, -1, 0, 1, 2, 3]]]> : tensor<1x1x8xi64>
    %c_36 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_37 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_38 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_39 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x1xf32>
    %cst_40 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_41 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %c_42 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_43 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_44 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_45 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_46 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg6, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.power %4, %cst_41 : tensor<2x8x32xf32>
    %7 = stablehlo.reduce(%6 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %8 = stablehlo.multiply %7, %cst_40 : tensor<2x8xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %10 = stablehlo.add %9, %cst_39 : tensor<2x8x1xf32>
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
    %21 = stablehlo.broadcast_in_dim %cst_38, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %22 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
    %23 = stablehlo.multiply %21, %22 : tensor<1x8x4xf32>
    %24 = stablehlo.concatenate %23, %23, dim = 2 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %25 = stablehlo.cosine %24 : tensor<1x8x8xf32>
    %26 = stablehlo.reshape %25 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %28 = stablehlo.multiply %20, %27 : tensor<2x4x8x8xf32>
    %29 = stablehlo.slice %20 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %30 = stablehlo.negate %29 : tensor<2x4x8x4xf32>
    %31 = stablehlo.slice %20 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %32 = stablehlo.concatenate %30, %31, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %33 = stablehlo.sine %24 : tensor<1x8x8xf32>
    %34 = stablehlo.reshape %33 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %36 = stablehlo.multiply %32, %35 : tensor<2x4x8x8xf32>
    %37 = stablehlo.add %28, %36 : tensor<2x4x8x8xf32>
    %38 = stablehlo.multiply %37, %cst_37 : tensor<2x4x8x8xf32>
    %39 = stablehlo.reshape %38 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %40 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %41 = stablehlo.dot_general %16, %40, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %42 = stablehlo.reshape %41 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %43 = stablehlo.transpose %42, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %44 = stablehlo.broadcast_in_dim %26, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %45 = stablehlo.multiply %43, %44 : tensor<2x2x8x8xf32>
    %46 = stablehlo.slice %43 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %47 = stablehlo.negate %46 : tensor<2x2x8x4xf32>
    %48 = stablehlo.slice %43 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %49 = stablehlo.concatenate %47, %48, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %50 = stablehlo.broadcast_in_dim %34, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %51 = stablehlo.multiply %49, %50 : tensor<2x2x8x8xf32>
    %52 = stablehlo.add %45, %51 : tensor<2x2x8x8xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %54 = stablehlo.reshape %53 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %55 = stablehlo.transpose %54, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %56 = stablehlo.multiply %55, %cst_37 : tensor<2x4x8x8xf32>
    %57 = stablehlo.reshape %56 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %58 = stablehlo.dot_general %39, %57, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %59 = stablehlo.reshape %58 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %60 = stablehlo.convert %arg9 : (tensor<i1>) -> tensor<ui8>
    %61 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %62 = stablehlo.broadcast_in_dim %c_36, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %63 = stablehlo.broadcast_in_dim %c_35, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %64 = stablehlo.compare  GT, %62, %63 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %65 = stablehlo.convert %64 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %66 = stablehlo.and %61, %65 : tensor<1x1x8x8xui8>
    %67 = stablehlo.compare  NE, %66, %c_46 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %68 = stablehlo.convert %67 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %69 = stablehlo.broadcast_in_dim %c_36, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %70 = stablehlo.compare  LE, %62, %69 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %71 = stablehlo.convert %70 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %72 = stablehlo.and %68, %71 : tensor<1x1x8x8xui8>
    %73 = stablehlo.compare  NE, %72, %c_46 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %74 = stablehlo.convert %73 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %75 = stablehlo.and %61, %74 : tensor<1x1x8x8xui8>
    %76 = stablehlo.compare  NE, %75, %c_46 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %77 = stablehlo.convert %76 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %78 = stablehlo.reshape %77 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %79 = stablehlo.broadcast_in_dim %78, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %80 = stablehlo.compare  NE, %arg8, %c_45 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %81 = stablehlo.broadcast_in_dim %c_34, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %82 = stablehlo.compare  LT, %81, %c_33 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %83 = stablehlo.add %81, %c_32 : tensor<2x1x1x8xi64>
    %84 = stablehlo.select %82, %83, %81 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %85 = stablehlo.reshape %84 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %86 = stablehlo.broadcast_in_dim %c_36, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %87 = stablehlo.compare  LT, %86, %c_33 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %88 = stablehlo.add %86, %c_31 : tensor<2x1x1x8xi64>
    %89 = stablehlo.select %87, %88, %86 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %90 = stablehlo.reshape %89 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %91 = stablehlo.concatenate %85, %90, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %92 = "stablehlo.gather"(%80, %91) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %93 = stablehlo.convert %92 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %94 = stablehlo.reshape %93 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %96 = stablehlo.and %79, %95 : tensor<2x1x8x8xui8>
    %97 = stablehlo.compare  NE, %96, %c_44 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %98 = stablehlo.select %97, %cst_30, %cst_29 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %99 = stablehlo.reshape %98 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %101 = stablehlo.add %59, %100 : tensor<2x4x8x8xf32>
    %102 = stablehlo.reduce(%101 init: %cst_43) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %104 = stablehlo.subtract %101, %103 : tensor<2x4x8x8xf32>
    %105 = stablehlo.exponential %104 : tensor<2x4x8x8xf32>
    %106 = stablehlo.reduce(%105 init: %cst_47) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %108 = stablehlo.divide %105, %107 : tensor<2x4x8x8xf32>
    %109 = stablehlo.reshape %108 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %110 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %111 = stablehlo.dot_general %16, %110, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %112 = stablehlo.reshape %111 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %113 = stablehlo.transpose %112, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %115 = stablehlo.reshape %114 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %116 = stablehlo.dot_general %109, %115, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %117 = stablehlo.reshape %116 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %118 = stablehlo.transpose %117, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %119 = stablehlo.reshape %118 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %120 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %121 = stablehlo.dot_general %119, %120, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %122 = stablehlo.reshape %121 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %123 = stablehlo.add %4, %122 : tensor<2x8x32xf32>
    %124 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %125 = stablehlo.power %123, %cst_41 : tensor<2x8x32xf32>
    %126 = stablehlo.reduce(%125 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %127 = stablehlo.multiply %126, %cst_40 : tensor<2x8xf32>
    %128 = stablehlo.reshape %127 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %129 = stablehlo.add %128, %cst_39 : tensor<2x8x1xf32>
    %130 = stablehlo.rsqrt %129 : tensor<2x8x1xf32>
    %131 = stablehlo.reshape %130 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %133 = stablehlo.multiply %123, %132 : tensor<2x8x32xf32>
    %134 = stablehlo.multiply %124, %133 : tensor<2x8x32xf32>
    %135 = stablehlo.reshape %134 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %136 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %137 = stablehlo.dot_general %135, %136, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %138 = stablehlo.reshape %137 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %139 = stablehlo.logistic %138 : tensor<2x8x64xf32>
    %140 = stablehlo.multiply %138, %139 : tensor<2x8x64xf32>
    %141 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %142 = stablehlo.dot_general %135, %141, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %143 = stablehlo.reshape %142 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %144 = stablehlo.multiply %140, %143 : tensor<2x8x64xf32>
    %145 = stablehlo.reshape %144 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %146 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %147 = stablehlo.dot_general %145, %146, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %148 = stablehlo.reshape %147 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %149 = stablehlo.add %123, %148 : tensor<2x8x32xf32>
    %150 = stablehlo.power %149, %cst_41 : tensor<2x8x32xf32>
    %151 = stablehlo.reduce(%150 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %152 = stablehlo.multiply %151, %cst_40 : tensor<2x8xf32>
    %153 = stablehlo.reshape %152 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %154 = stablehlo.add %153, %cst_39 : tensor<2x8x1xf32>
    %155 = stablehlo.rsqrt %154 : tensor<2x8x1xf32>
    %156 = stablehlo.reshape %155 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %158 = stablehlo.multiply %149, %157 : tensor<2x8x32xf32>
    %159 = stablehlo.multiply %0, %158 : tensor<2x8x32xf32>
    %160 = stablehlo.reshape %159 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %161 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %162 = stablehlo.dot_general %160, %161, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %163 = stablehlo.reshape %162 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %164 = stablehlo.slice %163 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %165 = stablehlo.reduce(%164 init: %cst_43) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %167 = stablehlo.subtract %164, %166 : tensor<2x7x128xf32>
    %168 = stablehlo.exponential %167 : tensor<2x7x128xf32>
    %169 = stablehlo.reduce(%168 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %170 = stablehlo.log %169 : tensor<2x7xf32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %172 = stablehlo.subtract %167, %171 : tensor<2x7x128xf32>
    %173 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %175 = stablehlo.broadcast_in_dim %c_42, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %176 = stablehlo.compare  EQ, %174, %175 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %177 = stablehlo.convert %176 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %178 = stablehlo.convert %177 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %179 = stablehlo.multiply %172, %178 : tensor<2x7x128xf32>
    %180 = stablehlo.reduce(%179 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %181 = stablehlo.reduce(%180 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %182 = stablehlo.multiply %181, %cst_28 : tensor<f32>
    %183 = stablehlo.negate %182 : tensor<f32>
    %184 = stablehlo.multiply %arg16, %cst_27 : tensor<128x32xf32>
    %185 = stablehlo.compare  LT, %arg0, %c_45 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %186 = stablehlo.add %arg0, %c_25 : tensor<2x8xi64>
    %187 = stablehlo.select %185, %186, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %188 = stablehlo.reshape %187 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %189 = stablehlo.compare  EQ, %arg0, %c_24 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %190 = stablehlo.broadcast_in_dim %189, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %191 = stablehlo.multiply %178, %cst_21 : tensor<2x7x128xf32>
    %192 = stablehlo.exponential %172 : tensor<2x7x128xf32>
    %193 = stablehlo.reduce(%191 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %195 = stablehlo.multiply %192, %194 : tensor<2x7x128xf32>
    %196 = stablehlo.subtract %191, %195 : tensor<2x7x128xf32>
    %197 = stablehlo.pad %196, %cst_47, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %198 = stablehlo.select %c_22, %197, %cst_20 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %199 = stablehlo.reshape %198 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %200 = stablehlo.dot_general %199, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %201 = stablehlo.reshape %200 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %202 = stablehlo.multiply %201, %0 : tensor<2x8x32xf32>
    %203 = stablehlo.multiply %202, %157 : tensor<2x8x32xf32>
    %204 = stablehlo.multiply %202, %149 : tensor<2x8x32xf32>
    %205 = stablehlo.reduce(%204 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %206 = stablehlo.reshape %205 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %207 = stablehlo.multiply %206, %cst_19 : tensor<2x8x1xf32>
    %208 = stablehlo.power %155, %cst_18 : tensor<2x8x1xf32>
    %209 = stablehlo.multiply %207, %208 : tensor<2x8x1xf32>
    %210 = stablehlo.reshape %209 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %212 = stablehlo.divide %211, %cst_17 : tensor<2x8x32xf32>
    %213 = stablehlo.power %149, %cst_16 : tensor<2x8x32xf32>
    %214 = stablehlo.multiply %213, %cst_41 : tensor<2x8x32xf32>
    %215 = stablehlo.multiply %212, %214 : tensor<2x8x32xf32>
    %216 = stablehlo.add %203, %215 : tensor<2x8x32xf32>
    %217 = stablehlo.reshape %216 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %218 = stablehlo.dot_general %217, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %219 = stablehlo.reshape %218 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %220 = stablehlo.multiply %219, %140 : tensor<2x8x64xf32>
    %221 = stablehlo.reshape %220 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %222 = stablehlo.dot_general %221, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %223 = stablehlo.reshape %222 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %224 = stablehlo.multiply %219, %143 : tensor<2x8x64xf32>
    %225 = stablehlo.subtract %cst_15, %139 : tensor<2x8x64xf32>
    %226 = stablehlo.multiply %138, %225 : tensor<2x8x64xf32>
    %227 = stablehlo.add %226, %cst_15 : tensor<2x8x64xf32>
    %228 = stablehlo.multiply %139, %227 : tensor<2x8x64xf32>
    %229 = stablehlo.multiply %224, %228 : tensor<2x8x64xf32>
    %230 = stablehlo.reshape %229 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %231 = stablehlo.dot_general %230, %arg14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %232 = stablehlo.reshape %231 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %233 = stablehlo.add %223, %232 : tensor<2x8x32xf32>
    %234 = stablehlo.multiply %233, %124 : tensor<2x8x32xf32>
    %235 = stablehlo.multiply %234, %132 : tensor<2x8x32xf32>
    %236 = stablehlo.add %216, %235 : tensor<2x8x32xf32>
    %237 = stablehlo.multiply %234, %123 : tensor<2x8x32xf32>
    %238 = stablehlo.reduce(%237 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %239 = stablehlo.reshape %238 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %240 = stablehlo.multiply %239, %cst_19 : tensor<2x8x1xf32>
    %241 = stablehlo.power %130, %cst_18 : tensor<2x8x1xf32>
    %242 = stablehlo.multiply %240, %241 : tensor<2x8x1xf32>
    %243 = stablehlo.reshape %242 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %245 = stablehlo.divide %244, %cst_17 : tensor<2x8x32xf32>
    %246 = stablehlo.power %123, %cst_16 : tensor<2x8x32xf32>
    %247 = stablehlo.multiply %246, %cst_41 : tensor<2x8x32xf32>
    %248 = stablehlo.multiply %245, %247 : tensor<2x8x32xf32>
    %249 = stablehlo.add %236, %248 : tensor<2x8x32xf32>
    %250 = stablehlo.transpose %109, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %251 = stablehlo.reshape %249 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %252 = stablehlo.dot_general %251, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %253 = stablehlo.reshape %252 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %254 = stablehlo.transpose %253, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %255 = stablehlo.reshape %254 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %256 = stablehlo.dot_general %250, %255, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %257 = stablehlo.reshape %256 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %258 = stablehlo.reduce(%257 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %259 = stablehlo.transpose %258, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %260 = stablehlo.reshape %259 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %261 = stablehlo.dot_general %260, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %262 = stablehlo.reshape %261 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %263 = stablehlo.transpose %39, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %264 = stablehlo.transpose %115, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %265 = stablehlo.dot_general %255, %264, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %266 = stablehlo.reshape %265 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %267 = stablehlo.multiply %266, %108 : tensor<2x4x8x8xf32>
    %268 = stablehlo.reduce(%267 init: %cst_47) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %269 = stablehlo.broadcast_in_dim %268, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %270 = stablehlo.multiply %108, %269 : tensor<2x4x8x8xf32>
    %271 = stablehlo.subtract %267, %270 : tensor<2x4x8x8xf32>
    %272 = stablehlo.reshape %271 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %273 = stablehlo.dot_general %263, %272, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %274 = stablehlo.reshape %273 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %275 = stablehlo.multiply %274, %cst_37 : tensor<2x4x8x8xf32>
    %276 = stablehlo.transpose %275, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %277 = stablehlo.reshape %276 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %278 = stablehlo.reduce(%277 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %279 = stablehlo.multiply %278, %50 : tensor<2x2x8x8xf32>
    %280 = stablehlo.slice %279 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %281 = stablehlo.negate %280 : tensor<2x2x8x4xf32>
    %282 = stablehlo.pad %281, %cst_47, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %283 = stablehlo.select %c_14, %282, %cst_13 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %284 = stablehlo.slice %279 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %285 = stablehlo.pad %284, %cst_47, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %286 = stablehlo.select %c_12, %285, %cst_13 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %287 = stablehlo.add %283, %286 : tensor<2x2x8x8xf32>
    %288 = stablehlo.multiply %278, %44 : tensor<2x2x8x8xf32>
    %289 = stablehlo.add %287, %288 : tensor<2x2x8x8xf32>
    %290 = stablehlo.transpose %289, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %291 = stablehlo.reshape %290 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %292 = stablehlo.dot_general %291, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %293 = stablehlo.reshape %292 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %294 = stablehlo.add %262, %293 : tensor<2x8x32xf32>
    %295 = stablehlo.transpose %57, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %296 = stablehlo.dot_general %272, %295, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %297 = stablehlo.reshape %296 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %298 = stablehlo.multiply %297, %cst_37 : tensor<2x4x8x8xf32>
    %299 = stablehlo.multiply %298, %35 : tensor<2x4x8x8xf32>
    %300 = stablehlo.slice %299 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %301 = stablehlo.negate %300 : tensor<2x4x8x4xf32>
    %302 = stablehlo.pad %301, %cst_47, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %303 = stablehlo.select %c_11, %302, %cst_10 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %304 = stablehlo.slice %299 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %305 = stablehlo.pad %304, %cst_47, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %306 = stablehlo.select %c, %305, %cst_10 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %307 = stablehlo.add %303, %306 : tensor<2x4x8x8xf32>
    %308 = stablehlo.multiply %298, %27 : tensor<2x4x8x8xf32>
    %309 = stablehlo.add %307, %308 : tensor<2x4x8x8xf32>
    %310 = stablehlo.transpose %309, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %311 = stablehlo.reshape %310 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %312 = stablehlo.dot_general %311, %arg12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %313 = stablehlo.reshape %312 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %314 = stablehlo.add %294, %313 : tensor<2x8x32xf32>
    %315 = stablehlo.multiply %314, %5 : tensor<2x8x32xf32>
    %316 = stablehlo.multiply %315, %13 : tensor<2x8x32xf32>
    %317 = stablehlo.add %249, %316 : tensor<2x8x32xf32>
    %318 = stablehlo.multiply %315, %4 : tensor<2x8x32xf32>
    %319 = stablehlo.reduce(%318 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %320 = stablehlo.reshape %319 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %321 = stablehlo.multiply %320, %cst_19 : tensor<2x8x1xf32>
    %322 = stablehlo.power %11, %cst_18 : tensor<2x8x1xf32>
    %323 = stablehlo.multiply %321, %322 : tensor<2x8x1xf32>
    %324 = stablehlo.reshape %323 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %325 = stablehlo.broadcast_in_dim %324, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %326 = stablehlo.divide %325, %cst_17 : tensor<2x8x32xf32>
    %327 = stablehlo.power %4, %cst_16 : tensor<2x8x32xf32>
    %328 = stablehlo.multiply %327, %cst_41 : tensor<2x8x32xf32>
    %329 = stablehlo.multiply %326, %328 : tensor<2x8x32xf32>
    %330 = stablehlo.add %317, %329 : tensor<2x8x32xf32>
    %331 = stablehlo.select %190, %cst_23, %330 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %332 = "stablehlo.scatter"(%cst_26, %188, %331) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg28: tensor<f32>, %arg29: tensor<f32>):
      %402 = stablehlo.add %arg28, %arg29 : tensor<f32>
      stablehlo.return %402 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %333 = stablehlo.add %184, %332 : tensor<128x32xf32>
    %334 = stablehlo.multiply %333, %cst_9 : tensor<128x32xf32>
    %335 = stablehlo.subtract %arg6, %334 : tensor<128x32xf32>
    %336 = stablehlo.multiply %arg17, %cst_8 : tensor<32x32xf32>
    %337 = stablehlo.transpose %311, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %338 = stablehlo.dot_general %337, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %339 = stablehlo.add %336, %338 : tensor<32x32xf32>
    %340 = stablehlo.multiply %339, %cst_7 : tensor<32x32xf32>
    %341 = stablehlo.subtract %arg12, %340 : tensor<32x32xf32>
    %342 = stablehlo.multiply %arg18, %cst_6 : tensor<16x32xf32>
    %343 = stablehlo.transpose %291, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %344 = stablehlo.dot_general %343, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %345 = stablehlo.add %342, %344 : tensor<16x32xf32>
    %346 = stablehlo.multiply %345, %cst_5 : tensor<16x32xf32>
    %347 = stablehlo.subtract %arg11, %346 : tensor<16x32xf32>
    %348 = stablehlo.multiply %arg19, %cst_6 : tensor<16x32xf32>
    %349 = stablehlo.transpose %260, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %350 = stablehlo.dot_general %349, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %351 = stablehlo.add %348, %350 : tensor<16x32xf32>
    %352 = stablehlo.multiply %351, %cst_5 : tensor<16x32xf32>
    %353 = stablehlo.subtract %arg5, %352 : tensor<16x32xf32>
    %354 = stablehlo.multiply %arg20, %cst_8 : tensor<32x32xf32>
    %355 = stablehlo.transpose %251, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %356 = stablehlo.dot_general %355, %119, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %357 = stablehlo.add %354, %356 : tensor<32x32xf32>
    %358 = stablehlo.multiply %357, %cst_7 : tensor<32x32xf32>
    %359 = stablehlo.subtract %arg4, %358 : tensor<32x32xf32>
    %360 = stablehlo.multiply %arg21, %cst_4 : tensor<64x32xf32>
    %361 = stablehlo.transpose %230, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %362 = stablehlo.dot_general %361, %135, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %363 = stablehlo.add %360, %362 : tensor<64x32xf32>
    %364 = stablehlo.multiply %363, %cst_3 : tensor<64x32xf32>
    %365 = stablehlo.subtract %arg14, %364 : tensor<64x32xf32>
    %366 = stablehlo.multiply %arg22, %cst_4 : tensor<64x32xf32>
    %367 = stablehlo.transpose %221, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %368 = stablehlo.dot_general %367, %135, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %369 = stablehlo.add %366, %368 : tensor<64x32xf32>
    %370 = stablehlo.multiply %369, %cst_3 : tensor<64x32xf32>
    %371 = stablehlo.subtract %arg3, %370 : tensor<64x32xf32>
    %372 = stablehlo.multiply %arg23, %cst_2 : tensor<32x64xf32>
    %373 = stablehlo.transpose %217, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %374 = stablehlo.dot_general %373, %145, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %375 = stablehlo.add %372, %374 : tensor<32x64xf32>
    %376 = stablehlo.multiply %375, %cst_1 : tensor<32x64xf32>
    %377 = stablehlo.subtract %arg2, %376 : tensor<32x64xf32>
    %378 = stablehlo.multiply %arg24, %cst_0 : tensor<32xf32>
    %379 = stablehlo.multiply %314, %14 : tensor<2x8x32xf32>
    %380 = stablehlo.reduce(%379 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %381 = stablehlo.add %378, %380 : tensor<32xf32>
    %382 = stablehlo.multiply %381, %cst : tensor<32xf32>
    %383 = stablehlo.subtract %arg7, %382 : tensor<32xf32>
    %384 = stablehlo.multiply %arg25, %cst_0 : tensor<32xf32>
    %385 = stablehlo.multiply %233, %133 : tensor<2x8x32xf32>
    %386 = stablehlo.reduce(%385 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %387 = stablehlo.add %384, %386 : tensor<32xf32>
    %388 = stablehlo.multiply %387, %cst : tensor<32xf32>
    %389 = stablehlo.subtract %arg13, %388 : tensor<32xf32>
    %390 = stablehlo.multiply %arg26, %cst_0 : tensor<32xf32>
    %391 = stablehlo.multiply %201, %158 : tensor<2x8x32xf32>
    %392 = stablehlo.reduce(%391 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %393 = stablehlo.add %390, %392 : tensor<32xf32>
    %394 = stablehlo.multiply %393, %cst : tensor<32xf32>
    %395 = stablehlo.subtract %arg15, %394 : tensor<32xf32>
    %396 = stablehlo.multiply %arg27, %cst_27 : tensor<128x32xf32>
    %397 = stablehlo.transpose %199, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %398 = stablehlo.dot_general %397, %160, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %399 = stablehlo.add %396, %398 : tensor<128x32xf32>
    %400 = stablehlo.multiply %399, %cst_9 : tensor<128x32xf32>
    %401 = stablehlo.subtract %arg1, %400 : tensor<128x32xf32>
    return %183, %335, %341, %347, %353, %359, %365, %371, %377, %383, %389, %395, %401, %333, %339, %345, %351, %357, %363, %369, %375, %381, %387, %393, %399 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>
  }
}
