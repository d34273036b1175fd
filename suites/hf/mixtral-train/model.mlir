module @IrToHlo.1289 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 12 : i32}, %arg2: tensor<4x32xf32> {tf.aliasing_output = 6 : i32}, %arg3: tensor<32x32xf32> {tf.aliasing_output = 5 : i32}, %arg4: tensor<16x32xf32> {tf.aliasing_output = 4 : i32}, %arg5: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg6: tensor<32xf32> {tf.aliasing_output = 9 : i32}, %arg7: tensor<2x8xi64>, %arg8: tensor<i1>, %arg9: tensor<4xf32>, %arg10: tensor<16x32xf32> {tf.aliasing_output = 3 : i32}, %arg11: tensor<32x32xf32> {tf.aliasing_output = 2 : i32}, %arg12: tensor<32xf32> {tf.aliasing_output = 10 : i32}, %arg13: tensor<4x128x32xf32> {tf.aliasing_output = 7 : i32}, %arg14: tensor<4x32x64xf32> {tf.aliasing_output = 8 : i32}, %arg15: tensor<32xf32> {tf.aliasing_output = 11 : i32}, %arg16: tensor<128x32xf32> {tf.aliasing_output = 13 : i32}, %arg17: tensor<32x32xf32> {tf.aliasing_output = 14 : i32}, %arg18: tensor<16x32xf32> {tf.aliasing_output = 15 : i32}, %arg19: tensor<16x32xf32> {tf.aliasing_output = 16 : i32}, %arg20: tensor<32x32xf32> {tf.aliasing_output = 17 : i32}, %arg21: tensor<4x32xf32> {tf.aliasing_output = 18 : i32}, %arg22: tensor<4x128x32xf32> {tf.aliasing_output = 19 : i32}, %arg23: tensor<4x32x64xf32> {tf.aliasing_output = 20 : i32}, %arg24: tensor<32xf32> {tf.aliasing_output = 21 : i32}, %arg25: tensor<32xf32> {tf.aliasing_output = 22 : i32}, %arg26: tensor<32xf32> {tf.aliasing_output = 23 : i32}, %arg27: tensor<128x32xf32> {tf.aliasing_output = 24 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<4x32x64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<4x32x64xf32>
    %cst_3 = stablehlo.constant dense<0.899999976> : tensor<4x32x64xf32>
    %cst_4 = stablehlo.constant dense<1.000000e-01> : tensor<4x128x32xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<4x128x32xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<4x128x32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<4x32xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<4x32xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<16x32xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<16x32xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_12 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %c = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x4x8x8xi1>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %c_15 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x4x8x8xi1>
    %c_16 = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x2x8x8xi1>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x8x8xf32>
    %c_18 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x2x8x8xi1>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<16x4xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<32x64xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_22 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_23 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x1xf32>
    %cst_24 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x1xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_26 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_27 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_29 = stablehlo.constant dense<-1> : tensor<2x8xi64>
    %c_30 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_32 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_33 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %c_34 = stablehlo.constant dense<4> : tensor<32xi64>
    %c_35 = stablehlo.constant dense<0> : tensor<32xi64>
    %cst_36 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_38 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_39 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_40 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_41 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_42 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_43 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_44 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_45 = stablehlo.constant dense<9.99999974E-6> : tensor<2x8x1xf32>
    %cst_46 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_47 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %c_48 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_49 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_50 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_51 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_52 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg5, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.power %4, %cst_47 : tensor<2x8x32xf32>
    %7 = stablehlo.reduce(%6 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %8 = stablehlo.multiply %7, %cst_46 : tensor<2x8xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %10 = stablehlo.add %9, %cst_45 : tensor<2x8x1xf32>
    %11 = stablehlo.rsqrt %10 : tensor<2x8x1xf32>
    %12 = stablehlo.reshape %11 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %14 = stablehlo.multiply %4, %13 : tensor<2x8x32xf32>
    %15 = stablehlo.multiply %5, %14 : tensor<2x8x32xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %17 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %18 = stablehlo.dot_general %16, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %19 = stablehlo.reshape %18 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %20 = stablehlo.transpose %19, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %21 = stablehlo.broadcast_in_dim %cst_44, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %22 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
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
    %38 = stablehlo.multiply %37, %cst_43 : tensor<2x4x8x8xf32>
    %39 = stablehlo.reshape %38 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %40 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
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
    %56 = stablehlo.multiply %55, %cst_43 : tensor<2x4x8x8xf32>
    %57 = stablehlo.reshape %56 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %58 = stablehlo.dot_general %39, %57, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %59 = stablehlo.reshape %58 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %60 = stablehlo.convert %arg8 : (tensor<i1>) -> tensor<ui8>
    %61 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %62 = stablehlo.broadcast_in_dim %c_42, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %63 = stablehlo.broadcast_in_dim %c_42, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %64 = stablehlo.compare  LE, %62, %63 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %65 = stablehlo.convert %64 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %66 = stablehlo.and %61, %65 : tensor<1x1x8x8xui8>
    %67 = stablehlo.compare  NE, %66, %c_52 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %68 = stablehlo.convert %67 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %69 = stablehlo.reshape %68 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %70 = stablehlo.broadcast_in_dim %69, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %71 = stablehlo.compare  NE, %arg7, %c_51 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %72 = stablehlo.broadcast_in_dim %c_41, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %73 = stablehlo.compare  LT, %72, %c_40 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %74 = stablehlo.add %72, %c_39 : tensor<2x1x1x8xi64>
    %75 = stablehlo.select %73, %74, %72 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %76 = stablehlo.reshape %75 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %77 = stablehlo.broadcast_in_dim %c_42, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %78 = stablehlo.compare  LT, %77, %c_40 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %79 = stablehlo.add %77, %c_38 : tensor<2x1x1x8xi64>
    %80 = stablehlo.select %78, %79, %77 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %81 = stablehlo.reshape %80 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %82 = stablehlo.concatenate %76, %81, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %83 = "stablehlo.gather"(%71, %82) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %84 = stablehlo.convert %83 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %85 = stablehlo.reshape %84 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %87 = stablehlo.and %70, %86 : tensor<2x1x8x8xui8>
    %88 = stablehlo.compare  NE, %87, %c_50 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %89 = stablehlo.select %88, %cst_37, %cst_36 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %90 = stablehlo.reshape %89 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %92 = stablehlo.add %59, %91 : tensor<2x4x8x8xf32>
    %93 = stablehlo.reduce(%92 init: %cst_49) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %95 = stablehlo.subtract %92, %94 : tensor<2x4x8x8xf32>
    %96 = stablehlo.exponential %95 : tensor<2x4x8x8xf32>
    %97 = stablehlo.reduce(%96 init: %cst_53) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %99 = stablehlo.divide %96, %98 : tensor<2x4x8x8xf32>
    %100 = stablehlo.reshape %99 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %101 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %102 = stablehlo.dot_general %16, %101, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %103 = stablehlo.reshape %102 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %104 = stablehlo.transpose %103, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %106 = stablehlo.reshape %105 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %107 = stablehlo.dot_general %100, %106, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %108 = stablehlo.reshape %107 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %109 = stablehlo.transpose %108, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %110 = stablehlo.reshape %109 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %111 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %112 = stablehlo.dot_general %110, %111, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %113 = stablehlo.reshape %112 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %114 = stablehlo.add %4, %113 : tensor<2x8x32xf32>
    %115 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %116 = stablehlo.power %114, %cst_47 : tensor<2x8x32xf32>
    %117 = stablehlo.reduce(%116 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %118 = stablehlo.multiply %117, %cst_46 : tensor<2x8xf32>
    %119 = stablehlo.reshape %118 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %120 = stablehlo.add %119, %cst_45 : tensor<2x8x1xf32>
    %121 = stablehlo.rsqrt %120 : tensor<2x8x1xf32>
    %122 = stablehlo.reshape %121 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %124 = stablehlo.multiply %114, %123 : tensor<2x8x32xf32>
    %125 = stablehlo.multiply %115, %124 : tensor<2x8x32xf32>
    %126 = stablehlo.reshape %125 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %127 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,4]{0,1}"} : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %128 = stablehlo.dot_general %126, %127, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x4xf32>) -> tensor<16x4xf32>
    %129 = stablehlo.reduce(%128 init: %cst_49) applies stablehlo.maximum across dimensions = [1] : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %131 = stablehlo.subtract %128, %130 : tensor<16x4xf32>
    %132 = stablehlo.exponential %131 : tensor<16x4xf32>
    %133 = stablehlo.reduce(%132 init: %cst_53) applies stablehlo.add across dimensions = [1] : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %135 = stablehlo.divide %132, %134 : tensor<16x4xf32>
    %136 = stablehlo.iota dim = 0 : tensor<4xi32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [1] : (tensor<4xi32>) -> tensor<16x4xi32>
    %138:2 = "stablehlo.sort"(%135, %137) <{dimension = 1 : i64, is_stable = false}> ({
    ^bb0(%arg28: tensor<f32>, %arg29: tensor<f32>, %arg30: tensor<i32>, %arg31: tensor<i32>):
      %452 = stablehlo.compare  GT, %arg28, %arg29,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %452 : tensor<i1>
    }) : (tensor<16x4xf32>, tensor<16x4xi32>) -> (tensor<16x4xf32>, tensor<16x4xi32>)
    %139 = stablehlo.slice %138#1 [0:16, 0:2] : (tensor<16x4xi32>) -> tensor<16x2xi32>
    %140 = stablehlo.convert %139 : (tensor<16x2xi32>) -> tensor<16x2xi64>
    %141 = stablehlo.reshape %140 : (tensor<16x2xi64>) -> tensor<32xi64>
    %142 = stablehlo.compare  LT, %141, %c_35 : (tensor<32xi64>, tensor<32xi64>) -> tensor<32xi1>
    %143 = stablehlo.add %141, %c_34 : tensor<32xi64>
    %144 = stablehlo.select %142, %143, %141 : tensor<32xi1>, tensor<32xi64>
    %145 = stablehlo.reshape %144 : (tensor<32xi64>) -> tensor<32x1xi64>
    %146 = "stablehlo.gather"(%arg14, %145) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32, 64>}> : (tensor<4x32x64xf32>, tensor<32x1xi64>) -> tensor<32x32x64xf32>
    %147 = "stablehlo.gather"(%arg13, %145) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128, 32>}> : (tensor<4x128x32xf32>, tensor<32x1xi64>) -> tensor<32x128x32xf32>
    %148 = stablehlo.broadcast_in_dim %126, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %149 = stablehlo.reshape %148 : (tensor<16x2x32xf32>) -> tensor<32x32x1xf32>
    %150 = stablehlo.dot_general %147, %149, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128x32xf32>, tensor<32x32x1xf32>) -> tensor<32x128x1xf32>
    %151 = stablehlo.reshape %150 : (tensor<32x128x1xf32>) -> tensor<32x128xf32>
    %152 = stablehlo.slice %151 [0:32, 0:64] : (tensor<32x128xf32>) -> tensor<32x64xf32>
    %153 = stablehlo.logistic %152 : tensor<32x64xf32>
    %154 = stablehlo.multiply %152, %153 : tensor<32x64xf32>
    %155 = stablehlo.slice %151 [0:32, 64:128] : (tensor<32x128xf32>) -> tensor<32x64xf32>
    %156 = stablehlo.multiply %154, %155 : tensor<32x64xf32>
    %157 = stablehlo.reshape %156 : (tensor<32x64xf32>) -> tensor<32x64x1xf32>
    %158 = stablehlo.dot_general %146, %157, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x64xf32>, tensor<32x64x1xf32>) -> tensor<32x32x1xf32>
    %159 = stablehlo.reshape %158 : (tensor<32x32x1xf32>) -> tensor<32x32xf32>
    %160 = stablehlo.slice %138#0 [0:16, 0:2] : (tensor<16x4xf32>) -> tensor<16x2xf32>
    %161 = stablehlo.reduce(%160 init: %cst_53) applies stablehlo.add across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %163 = stablehlo.divide %160, %162 : tensor<16x2xf32>
    %164 = stablehlo.reshape %163 : (tensor<16x2xf32>) -> tensor<32xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0] : (tensor<32xf32>) -> tensor<32x32xf32>
    %166 = stablehlo.multiply %159, %165 : tensor<32x32xf32>
    %167 = stablehlo.reshape %166 : (tensor<32x32xf32>) -> tensor<16x2x32xf32>
    %168 = stablehlo.reduce(%167 init: %cst_53) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %169 = stablehlo.reshape %168 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %170 = stablehlo.add %114, %169 : tensor<2x8x32xf32>
    %171 = stablehlo.power %170, %cst_47 : tensor<2x8x32xf32>
    %172 = stablehlo.reduce(%171 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %173 = stablehlo.multiply %172, %cst_46 : tensor<2x8xf32>
    %174 = stablehlo.reshape %173 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %175 = stablehlo.add %174, %cst_45 : tensor<2x8x1xf32>
    %176 = stablehlo.rsqrt %175 : tensor<2x8x1xf32>
    %177 = stablehlo.reshape %176 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %179 = stablehlo.multiply %170, %178 : tensor<2x8x32xf32>
    %180 = stablehlo.multiply %0, %179 : tensor<2x8x32xf32>
    %181 = stablehlo.reshape %180 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %182 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %183 = stablehlo.dot_general %181, %182, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %184 = stablehlo.reshape %183 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %185 = stablehlo.slice %184 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %186 = stablehlo.reduce(%185 init: %cst_49) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %188 = stablehlo.subtract %185, %187 : tensor<2x7x128xf32>
    %189 = stablehlo.exponential %188 : tensor<2x7x128xf32>
    %190 = stablehlo.reduce(%189 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %191 = stablehlo.log %190 : tensor<2x7xf32>
    %192 = stablehlo.broadcast_in_dim %191, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %193 = stablehlo.subtract %188, %192 : tensor<2x7x128xf32>
    %194 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %195 = stablehlo.broadcast_in_dim %194, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %196 = stablehlo.broadcast_in_dim %c_48, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %197 = stablehlo.compare  EQ, %195, %196 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %198 = stablehlo.convert %197 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %199 = stablehlo.convert %198 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %200 = stablehlo.multiply %193, %199 : tensor<2x7x128xf32>
    %201 = stablehlo.reduce(%200 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %202 = stablehlo.reduce(%201 init: %cst_53) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %203 = stablehlo.multiply %202, %cst_33 : tensor<f32>
    %204 = stablehlo.negate %203 : tensor<f32>
    %205 = stablehlo.multiply %arg16, %cst_32 : tensor<128x32xf32>
    %206 = stablehlo.compare  LT, %arg0, %c_51 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %207 = stablehlo.add %arg0, %c_30 : tensor<2x8xi64>
    %208 = stablehlo.select %206, %207, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %209 = stablehlo.reshape %208 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %210 = stablehlo.compare  EQ, %arg0, %c_29 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %212 = stablehlo.multiply %199, %cst_26 : tensor<2x7x128xf32>
    %213 = stablehlo.exponential %193 : tensor<2x7x128xf32>
    %214 = stablehlo.reduce(%212 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %216 = stablehlo.multiply %213, %215 : tensor<2x7x128xf32>
    %217 = stablehlo.subtract %212, %216 : tensor<2x7x128xf32>
    %218 = stablehlo.pad %217, %cst_53, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %219 = stablehlo.select %c_27, %218, %cst_25 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %220 = stablehlo.reshape %219 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %221 = stablehlo.dot_general %220, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %222 = stablehlo.reshape %221 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %223 = stablehlo.multiply %222, %0 : tensor<2x8x32xf32>
    %224 = stablehlo.multiply %223, %178 : tensor<2x8x32xf32>
    %225 = stablehlo.multiply %223, %170 : tensor<2x8x32xf32>
    %226 = stablehlo.reduce(%225 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %227 = stablehlo.reshape %226 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %228 = stablehlo.multiply %227, %cst_24 : tensor<2x8x1xf32>
    %229 = stablehlo.power %176, %cst_23 : tensor<2x8x1xf32>
    %230 = stablehlo.multiply %228, %229 : tensor<2x8x1xf32>
    %231 = stablehlo.reshape %230 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %232 = stablehlo.broadcast_in_dim %231, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %233 = stablehlo.divide %232, %cst_22 : tensor<2x8x32xf32>
    %234 = stablehlo.power %170, %cst_21 : tensor<2x8x32xf32>
    %235 = stablehlo.multiply %234, %cst_47 : tensor<2x8x32xf32>
    %236 = stablehlo.multiply %233, %235 : tensor<2x8x32xf32>
    %237 = stablehlo.add %224, %236 : tensor<2x8x32xf32>
    %238 = stablehlo.transpose %147, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,32,128]{1,2,0}"} : (tensor<32x128x32xf32>) -> tensor<32x32x128xf32>
    %239 = stablehlo.transpose %146, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,64,32]{1,2,0}"} : (tensor<32x32x64xf32>) -> tensor<32x64x32xf32>
    %240 = stablehlo.reshape %237 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %242 = stablehlo.reshape %241 : (tensor<16x2x32xf32>) -> tensor<32x32xf32>
    %243 = stablehlo.multiply %242, %165 : tensor<32x32xf32>
    %244 = stablehlo.reshape %243 : (tensor<32x32xf32>) -> tensor<32x32x1xf32>
    %245 = stablehlo.dot_general %239, %244, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x32xf32>, tensor<32x32x1xf32>) -> tensor<32x64x1xf32>
    %246 = stablehlo.reshape %245 : (tensor<32x64x1xf32>) -> tensor<32x64xf32>
    %247 = stablehlo.multiply %246, %155 : tensor<32x64xf32>
    %248 = stablehlo.subtract %cst_20, %153 : tensor<32x64xf32>
    %249 = stablehlo.multiply %152, %248 : tensor<32x64xf32>
    %250 = stablehlo.add %249, %cst_20 : tensor<32x64xf32>
    %251 = stablehlo.multiply %153, %250 : tensor<32x64xf32>
    %252 = stablehlo.multiply %247, %251 : tensor<32x64xf32>
    %253 = stablehlo.multiply %246, %154 : tensor<32x64xf32>
    %254 = stablehlo.concatenate %252, %253, dim = 1 : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x128xf32>
    %255 = stablehlo.reshape %254 : (tensor<32x128xf32>) -> tensor<32x128x1xf32>
    %256 = stablehlo.dot_general %238, %255, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x128xf32>, tensor<32x128x1xf32>) -> tensor<32x32x1xf32>
    %257 = stablehlo.reshape %256 : (tensor<32x32x1xf32>) -> tensor<16x2x32xf32>
    %258 = stablehlo.reduce(%257 init: %cst_53) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %259 = stablehlo.iota dim = 0 : tensor<16xi64>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0] : (tensor<16xi64>) -> tensor<16x2x1xi64>
    %261 = stablehlo.reshape %140 : (tensor<16x2xi64>) -> tensor<16x2x1xi64>
    %262 = stablehlo.concatenate %260, %261, dim = 2 : (tensor<16x2x1xi64>, tensor<16x2x1xi64>) -> tensor<16x2x2xi64>
    %263 = stablehlo.multiply %242, %159 : tensor<32x32xf32>
    %264 = stablehlo.reduce(%263 init: %cst_53) applies stablehlo.add across dimensions = [1] : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %265 = stablehlo.reshape %264 : (tensor<32xf32>) -> tensor<16x2xf32>
    %266 = stablehlo.divide %265, %162 : tensor<16x2xf32>
    %267 = stablehlo.negate %265 : tensor<16x2xf32>
    %268 = stablehlo.divide %163, %162 : tensor<16x2xf32>
    %269 = stablehlo.multiply %267, %268 : tensor<16x2xf32>
    %270 = stablehlo.reduce(%269 init: %cst_53) applies stablehlo.add across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %271 = stablehlo.broadcast_in_dim %270, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %272 = stablehlo.add %266, %271 : tensor<16x2xf32>
    %273 = "stablehlo.scatter"(%cst_19, %262, %272) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg28: tensor<f32>, %arg29: tensor<f32>):
      stablehlo.return %arg29 : tensor<f32>
    }) : (tensor<16x4xf32>, tensor<16x2x2xi64>, tensor<16x2xf32>) -> tensor<16x4xf32>
    %274 = stablehlo.multiply %273, %135 : tensor<16x4xf32>
    %275 = stablehlo.reduce(%274 init: %cst_53) applies stablehlo.add across dimensions = [1] : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %277 = stablehlo.multiply %135, %276 : tensor<16x4xf32>
    %278 = stablehlo.subtract %274, %277 : tensor<16x4xf32>
    %279 = stablehlo.dot_general %278, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4xf32>, tensor<4x32xf32>) -> tensor<16x32xf32>
    %280 = stablehlo.add %258, %279 : tensor<16x32xf32>
    %281 = stablehlo.reshape %280 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %282 = stablehlo.multiply %281, %115 : tensor<2x8x32xf32>
    %283 = stablehlo.multiply %282, %123 : tensor<2x8x32xf32>
    %284 = stablehlo.add %237, %283 : tensor<2x8x32xf32>
    %285 = stablehlo.multiply %282, %114 : tensor<2x8x32xf32>
    %286 = stablehlo.reduce(%285 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %287 = stablehlo.reshape %286 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %288 = stablehlo.multiply %287, %cst_24 : tensor<2x8x1xf32>
    %289 = stablehlo.power %121, %cst_23 : tensor<2x8x1xf32>
    %290 = stablehlo.multiply %288, %289 : tensor<2x8x1xf32>
    %291 = stablehlo.reshape %290 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %292 = stablehlo.broadcast_in_dim %291, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %293 = stablehlo.divide %292, %cst_22 : tensor<2x8x32xf32>
    %294 = stablehlo.power %114, %cst_21 : tensor<2x8x32xf32>
    %295 = stablehlo.multiply %294, %cst_47 : tensor<2x8x32xf32>
    %296 = stablehlo.multiply %293, %295 : tensor<2x8x32xf32>
    %297 = stablehlo.add %284, %296 : tensor<2x8x32xf32>
    %298 = stablehlo.transpose %100, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %299 = stablehlo.reshape %297 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %300 = stablehlo.dot_general %299, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %301 = stablehlo.reshape %300 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %302 = stablehlo.transpose %301, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %303 = stablehlo.reshape %302 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %304 = stablehlo.dot_general %298, %303, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %305 = stablehlo.reshape %304 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %306 = stablehlo.reduce(%305 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %307 = stablehlo.transpose %306, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %308 = stablehlo.reshape %307 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %309 = stablehlo.dot_general %308, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %310 = stablehlo.reshape %309 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %311 = stablehlo.transpose %39, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %312 = stablehlo.transpose %106, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %313 = stablehlo.dot_general %303, %312, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %314 = stablehlo.reshape %313 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %315 = stablehlo.multiply %314, %99 : tensor<2x4x8x8xf32>
    %316 = stablehlo.reduce(%315 init: %cst_53) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %317 = stablehlo.broadcast_in_dim %316, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %318 = stablehlo.multiply %99, %317 : tensor<2x4x8x8xf32>
    %319 = stablehlo.subtract %315, %318 : tensor<2x4x8x8xf32>
    %320 = stablehlo.reshape %319 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %321 = stablehlo.dot_general %311, %320, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %322 = stablehlo.reshape %321 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %323 = stablehlo.multiply %322, %cst_43 : tensor<2x4x8x8xf32>
    %324 = stablehlo.transpose %323, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %325 = stablehlo.reshape %324 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %326 = stablehlo.reduce(%325 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %327 = stablehlo.multiply %326, %50 : tensor<2x2x8x8xf32>
    %328 = stablehlo.slice %327 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %329 = stablehlo.negate %328 : tensor<2x2x8x4xf32>
    %330 = stablehlo.pad %329, %cst_53, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %331 = stablehlo.select %c_18, %330, %cst_17 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %332 = stablehlo.slice %327 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %333 = stablehlo.pad %332, %cst_53, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %334 = stablehlo.select %c_16, %333, %cst_17 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %335 = stablehlo.add %331, %334 : tensor<2x2x8x8xf32>
    %336 = stablehlo.multiply %326, %44 : tensor<2x2x8x8xf32>
    %337 = stablehlo.add %335, %336 : tensor<2x2x8x8xf32>
    %338 = stablehlo.transpose %337, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %339 = stablehlo.reshape %338 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %340 = stablehlo.dot_general %339, %arg10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %341 = stablehlo.reshape %340 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %342 = stablehlo.add %310, %341 : tensor<2x8x32xf32>
    %343 = stablehlo.transpose %57, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %344 = stablehlo.dot_general %320, %343, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %345 = stablehlo.reshape %344 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %346 = stablehlo.multiply %345, %cst_43 : tensor<2x4x8x8xf32>
    %347 = stablehlo.multiply %346, %35 : tensor<2x4x8x8xf32>
    %348 = stablehlo.slice %347 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %349 = stablehlo.negate %348 : tensor<2x4x8x4xf32>
    %350 = stablehlo.pad %349, %cst_53, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %351 = stablehlo.select %c_15, %350, %cst_14 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %352 = stablehlo.slice %347 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %353 = stablehlo.pad %352, %cst_53, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %354 = stablehlo.select %c, %353, %cst_14 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %355 = stablehlo.add %351, %354 : tensor<2x4x8x8xf32>
    %356 = stablehlo.multiply %346, %27 : tensor<2x4x8x8xf32>
    %357 = stablehlo.add %355, %356 : tensor<2x4x8x8xf32>
    %358 = stablehlo.transpose %357, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %359 = stablehlo.reshape %358 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %360 = stablehlo.dot_general %359, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %361 = stablehlo.reshape %360 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %362 = stablehlo.add %342, %361 : tensor<2x8x32xf32>
    %363 = stablehlo.multiply %362, %5 : tensor<2x8x32xf32>
    %364 = stablehlo.multiply %363, %13 : tensor<2x8x32xf32>
    %365 = stablehlo.add %297, %364 : tensor<2x8x32xf32>
    %366 = stablehlo.multiply %363, %4 : tensor<2x8x32xf32>
    %367 = stablehlo.reduce(%366 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %368 = stablehlo.reshape %367 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %369 = stablehlo.multiply %368, %cst_24 : tensor<2x8x1xf32>
    %370 = stablehlo.power %11, %cst_23 : tensor<2x8x1xf32>
    %371 = stablehlo.multiply %369, %370 : tensor<2x8x1xf32>
    %372 = stablehlo.reshape %371 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %373 = stablehlo.broadcast_in_dim %372, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %374 = stablehlo.divide %373, %cst_22 : tensor<2x8x32xf32>
    %375 = stablehlo.power %4, %cst_21 : tensor<2x8x32xf32>
    %376 = stablehlo.multiply %375, %cst_47 : tensor<2x8x32xf32>
    %377 = stablehlo.multiply %374, %376 : tensor<2x8x32xf32>
    %378 = stablehlo.add %365, %377 : tensor<2x8x32xf32>
    %379 = stablehlo.select %211, %cst_28, %378 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %380 = "stablehlo.scatter"(%cst_31, %209, %379) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg28: tensor<f32>, %arg29: tensor<f32>):
      %452 = stablehlo.add %arg28, %arg29 : tensor<f32>
      stablehlo.return %452 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %381 = stablehlo.add %205, %380 : tensor<128x32xf32>
    %382 = stablehlo.multiply %381, %cst_13 : tensor<128x32xf32>
    %383 = stablehlo.subtract %arg5, %382 : tensor<128x32xf32>
    %384 = stablehlo.multiply %arg17, %cst_12 : tensor<32x32xf32>
    %385 = stablehlo.transpose %359, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %386 = stablehlo.dot_general %385, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %387 = stablehlo.add %384, %386 : tensor<32x32xf32>
    %388 = stablehlo.multiply %387, %cst_11 : tensor<32x32xf32>
    %389 = stablehlo.subtract %arg11, %388 : tensor<32x32xf32>
    %390 = stablehlo.multiply %arg18, %cst_10 : tensor<16x32xf32>
    %391 = stablehlo.transpose %339, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %392 = stablehlo.dot_general %391, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %393 = stablehlo.add %390, %392 : tensor<16x32xf32>
    %394 = stablehlo.multiply %393, %cst_9 : tensor<16x32xf32>
    %395 = stablehlo.subtract %arg10, %394 : tensor<16x32xf32>
    %396 = stablehlo.multiply %arg19, %cst_10 : tensor<16x32xf32>
    %397 = stablehlo.transpose %308, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %398 = stablehlo.dot_general %397, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %399 = stablehlo.add %396, %398 : tensor<16x32xf32>
    %400 = stablehlo.multiply %399, %cst_9 : tensor<16x32xf32>
    %401 = stablehlo.subtract %arg4, %400 : tensor<16x32xf32>
    %402 = stablehlo.multiply %arg20, %cst_12 : tensor<32x32xf32>
    %403 = stablehlo.transpose %299, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %404 = stablehlo.dot_general %403, %110, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %405 = stablehlo.add %402, %404 : tensor<32x32xf32>
    %406 = stablehlo.multiply %405, %cst_11 : tensor<32x32xf32>
    %407 = stablehlo.subtract %arg3, %406 : tensor<32x32xf32>
    %408 = stablehlo.multiply %arg21, %cst_8 : tensor<4x32xf32>
    %409 = stablehlo.transpose %278, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,16]{0,1}"} : (tensor<16x4xf32>) -> tensor<4x16xf32>
    %410 = stablehlo.dot_general %409, %126, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x32xf32>) -> tensor<4x32xf32>
    %411 = stablehlo.add %408, %410 : tensor<4x32xf32>
    %412 = stablehlo.multiply %411, %cst_7 : tensor<4x32xf32>
    %413 = stablehlo.subtract %arg2, %412 : tensor<4x32xf32>
    %414 = stablehlo.multiply %arg22, %cst_6 : tensor<4x128x32xf32>
    %415 = stablehlo.reshape %148 : (tensor<16x2x32xf32>) -> tensor<32x1x32xf32>
    %416 = stablehlo.dot_general %255, %415, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128x1xf32>, tensor<32x1x32xf32>) -> tensor<32x128x32xf32>
    %417 = "stablehlo.scatter"(%cst_5, %145, %416) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg28: tensor<f32>, %arg29: tensor<f32>):
      %452 = stablehlo.add %arg28, %arg29 : tensor<f32>
      stablehlo.return %452 : tensor<f32>
    }) : (tensor<4x128x32xf32>, tensor<32x1xi64>, tensor<32x128x32xf32>) -> tensor<4x128x32xf32>
    %418 = stablehlo.add %414, %417 : tensor<4x128x32xf32>
    %419 = stablehlo.multiply %418, %cst_4 : tensor<4x128x32xf32>
    %420 = stablehlo.subtract %arg13, %419 : tensor<4x128x32xf32>
    %421 = stablehlo.multiply %arg23, %cst_3 : tensor<4x32x64xf32>
    %422 = stablehlo.reshape %156 : (tensor<32x64xf32>) -> tensor<32x1x64xf32>
    %423 = stablehlo.dot_general %244, %422, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x1xf32>, tensor<32x1x64xf32>) -> tensor<32x32x64xf32>
    %424 = "stablehlo.scatter"(%cst_2, %145, %423) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg28: tensor<f32>, %arg29: tensor<f32>):
      %452 = stablehlo.add %arg28, %arg29 : tensor<f32>
      stablehlo.return %452 : tensor<f32>
    }) : (tensor<4x32x64xf32>, tensor<32x1xi64>, tensor<32x32x64xf32>) -> tensor<4x32x64xf32>
    %425 = stablehlo.add %421, %424 : tensor<4x32x64xf32>
    %426 = stablehlo.multiply %425, %cst_1 : tensor<4x32x64xf32>
    %427 = stablehlo.subtract %arg14, %426 : tensor<4x32x64xf32>
    %428 = stablehlo.multiply %arg24, %cst_0 : tensor<32xf32>
    %429 = stablehlo.multiply %362, %14 : tensor<2x8x32xf32>
    %430 = stablehlo.reduce(%429 init: %cst_53) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %431 = stablehlo.add %428, %430 : tensor<32xf32>
    %432 = stablehlo.multiply %431, %cst : tensor<32xf32>
    %433 = stablehlo.subtract %arg6, %432 : tensor<32xf32>
    %434 = stablehlo.multiply %arg25, %cst_0 : tensor<32xf32>
    %435 = stablehlo.multiply %281, %124 : tensor<2x8x32xf32>
    %436 = stablehlo.reduce(%435 init: %cst_53) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %437 = stablehlo.add %434, %436 : tensor<32xf32>
    %438 = stablehlo.multiply %437, %cst : tensor<32xf32>
    %439 = stablehlo.subtract %arg12, %438 : tensor<32xf32>
    %440 = stablehlo.multiply %arg26, %cst_0 : tensor<32xf32>
    %441 = stablehlo.multiply %222, %179 : tensor<2x8x32xf32>
    %442 = stablehlo.reduce(%441 init: %cst_53) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %443 = stablehlo.add %440, %442 : tensor<32xf32>
    %444 = stablehlo.multiply %443, %cst : tensor<32xf32>
    %445 = stablehlo.subtract %arg15, %444 : tensor<32xf32>
    %446 = stablehlo.multiply %arg27, %cst_32 : tensor<128x32xf32>
    %447 = stablehlo.transpose %220, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %448 = stablehlo.dot_general %447, %181, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %449 = stablehlo.add %446, %448 : tensor<128x32xf32>
    %450 = stablehlo.multiply %449, %cst_13 : tensor<128x32xf32>
    %451 = stablehlo.subtract %arg1, %450 : tensor<128x32xf32>
    return %204, %383, %389, %395, %401, %407, %413, %420, %427, %433, %439, %445, %451, %381, %387, %393, %399, %405, %411, %418, %425, %431, %437, %443, %449 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>
  }
}
