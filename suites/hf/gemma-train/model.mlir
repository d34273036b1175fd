module @IrToHlo.1125 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<32xf32> {tf.aliasing_output = 11 : i32}, %arg3: tensor<32x64xf32> {tf.aliasing_output = 8 : i32}, %arg4: tensor<64x32xf32> {tf.aliasing_output = 7 : i32}, %arg5: tensor<32xf32> {tf.aliasing_output = 10 : i32}, %arg6: tensor<32x32xf32> {tf.aliasing_output = 5 : i32}, %arg7: tensor<8x32xf32> {tf.aliasing_output = 4 : i32}, %arg8: tensor<32xf32> {tf.aliasing_output = 9 : i32}, %arg9: tensor<f32>, %arg10: tensor<2x8xi64>, %arg11: tensor<i1>, %arg12: tensor<4xf32>, %arg13: tensor<8x32xf32> {tf.aliasing_output = 3 : i32}, %arg14: tensor<32x32xf32> {tf.aliasing_output = 2 : i32}, %arg15: tensor<64x32xf32> {tf.aliasing_output = 6 : i32}, %arg16: tensor<128x32xf32> {tf.aliasing_output = 12 : i32}, %arg17: tensor<32x32xf32> {tf.aliasing_output = 13 : i32}, %arg18: tensor<8x32xf32> {tf.aliasing_output = 14 : i32}, %arg19: tensor<8x32xf32> {tf.aliasing_output = 15 : i32}, %arg20: tensor<32x32xf32> {tf.aliasing_output = 16 : i32}, %arg21: tensor<64x32xf32> {tf.aliasing_output = 17 : i32}, %arg22: tensor<64x32xf32> {tf.aliasing_output = 18 : i32}, %arg23: tensor<32x64xf32> {tf.aliasing_output = 19 : i32}, %arg24: tensor<32xf32> {tf.aliasing_output = 20 : i32}, %arg25: tensor<32xf32> {tf.aliasing_output = 21 : i32}, %arg26: tensor<32xf32> {tf.aliasing_output = 22 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<8x32xf32>, tensor<8x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<8x32xf32>, tensor<8x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<32x64xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<32x64xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<64x32xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<64x32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<8x32xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<8x32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %c = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x4x8x8xi1>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %c_11 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x4x8x8xi1>
    %c_12 = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x1x8x8xi1>
    %c_13 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x1x8x8xi1>
    %cst_14 = stablehlo.constant dense<1.341450e-01> : tensor<2x8x64xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_16 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_17 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x1xf32>
    %cst_18 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x1xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_20 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_23 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_24 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_25 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_26 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_27 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x64xf32>
    %cst_28 = stablehlo.constant dense<4.471500e-02> : tensor<2x8x64xf32>
    %cst_29 = stablehlo.constant dense<0.797884583> : tensor<2x8x64xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_31 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x64xf32>
    %cst_32 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_34 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_35 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_36 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_37 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_38 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_39 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_40 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_42 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x1xf32>
    %cst_43 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_44 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %c_45 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_46 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_47 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_48 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_49 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32>
    %2 = "stablehlo.gather"(%arg1, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %4 = stablehlo.broadcast_in_dim %arg9, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<2x8x32xf32>
    %6 = stablehlo.power %5, %cst_44 : tensor<2x8x32xf32>
    %7 = stablehlo.reduce(%6 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %8 = stablehlo.multiply %7, %cst_43 : tensor<2x8xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %10 = stablehlo.add %9, %cst_42 : tensor<2x8x1xf32>
    %11 = stablehlo.rsqrt %10 : tensor<2x8x1xf32>
    %12 = stablehlo.reshape %11 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %14 = stablehlo.multiply %5, %13 : tensor<2x8x32xf32>
    %15 = stablehlo.add %arg8, %cst_41 : tensor<32xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<2x8x32xf32>
    %18 = stablehlo.reshape %17 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %19 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %20 = stablehlo.dot_general %18, %19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %21 = stablehlo.reshape %20 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %22 = stablehlo.transpose %21, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %23 = stablehlo.broadcast_in_dim %cst_40, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %24 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
    %25 = stablehlo.multiply %23, %24 : tensor<1x8x4xf32>
    %26 = stablehlo.concatenate %25, %25, dim = 2 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %27 = stablehlo.cosine %26 : tensor<1x8x8xf32>
    %28 = stablehlo.reshape %27 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %30 = stablehlo.multiply %22, %29 : tensor<2x4x8x8xf32>
    %31 = stablehlo.slice %22 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %32 = stablehlo.negate %31 : tensor<2x4x8x4xf32>
    %33 = stablehlo.slice %22 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %34 = stablehlo.concatenate %32, %33, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %35 = stablehlo.sine %26 : tensor<1x8x8xf32>
    %36 = stablehlo.reshape %35 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %38 = stablehlo.multiply %34, %37 : tensor<2x4x8x8xf32>
    %39 = stablehlo.add %30, %38 : tensor<2x4x8x8xf32>
    %40 = stablehlo.multiply %39, %cst_39 : tensor<2x4x8x8xf32>
    %41 = stablehlo.reshape %40 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %42 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,8]{0,1}"} : (tensor<8x32xf32>) -> tensor<32x8xf32>
    %43 = stablehlo.dot_general %18, %42, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x8xf32>) -> tensor<16x8xf32>
    %44 = stablehlo.reshape %43 : (tensor<16x8xf32>) -> tensor<2x1x8x8xf32>
    %45 = stablehlo.broadcast_in_dim %27, dims = [1, 2, 3] : (tensor<1x8x8xf32>) -> tensor<2x1x8x8xf32>
    %46 = stablehlo.multiply %44, %45 : tensor<2x1x8x8xf32>
    %47 = stablehlo.slice %44 [0:2, 0:1, 0:8, 4:8] : (tensor<2x1x8x8xf32>) -> tensor<2x1x8x4xf32>
    %48 = stablehlo.negate %47 : tensor<2x1x8x4xf32>
    %49 = stablehlo.slice %44 [0:2, 0:1, 0:8, 0:4] : (tensor<2x1x8x8xf32>) -> tensor<2x1x8x4xf32>
    %50 = stablehlo.concatenate %48, %49, dim = 3 : (tensor<2x1x8x4xf32>, tensor<2x1x8x4xf32>) -> tensor<2x1x8x8xf32>
    %51 = stablehlo.broadcast_in_dim %35, dims = [1, 2, 3] : (tensor<1x8x8xf32>) -> tensor<2x1x8x8xf32>
    %52 = stablehlo.multiply %50, %51 : tensor<2x1x8x8xf32>
    %53 = stablehlo.add %46, %52 : tensor<2x1x8x8xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 3, 4] : (tensor<2x1x8x8xf32>) -> tensor<2x1x4x8x8xf32>
    %55 = stablehlo.reshape %54 : (tensor<2x1x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %56 = stablehlo.transpose %55, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %57 = stablehlo.multiply %56, %cst_39 : tensor<2x4x8x8xf32>
    %58 = stablehlo.reshape %57 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %59 = stablehlo.dot_general %41, %58, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %60 = stablehlo.reshape %59 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %61 = stablehlo.convert %arg11 : (tensor<i1>) -> tensor<ui8>
    %62 = stablehlo.broadcast_in_dim %61, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %63 = stablehlo.broadcast_in_dim %c_38, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %64 = stablehlo.broadcast_in_dim %c_38, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %65 = stablehlo.compare  LE, %63, %64 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %66 = stablehlo.convert %65 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %67 = stablehlo.and %62, %66 : tensor<1x1x8x8xui8>
    %68 = stablehlo.compare  NE, %67, %c_49 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %69 = stablehlo.convert %68 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %70 = stablehlo.reshape %69 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %71 = stablehlo.broadcast_in_dim %70, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %72 = stablehlo.compare  NE, %arg10, %c_48 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %73 = stablehlo.broadcast_in_dim %c_37, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %74 = stablehlo.compare  LT, %73, %c_36 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %75 = stablehlo.add %73, %c_35 : tensor<2x1x1x8xi64>
    %76 = stablehlo.select %74, %75, %73 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %77 = stablehlo.reshape %76 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %78 = stablehlo.broadcast_in_dim %c_38, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %79 = stablehlo.compare  LT, %78, %c_36 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %80 = stablehlo.add %78, %c_34 : tensor<2x1x1x8xi64>
    %81 = stablehlo.select %79, %80, %78 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %82 = stablehlo.reshape %81 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %83 = stablehlo.concatenate %77, %82, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %84 = "stablehlo.gather"(%72, %83) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %85 = stablehlo.convert %84 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %86 = stablehlo.reshape %85 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %88 = stablehlo.and %71, %87 : tensor<2x1x8x8xui8>
    %89 = stablehlo.compare  NE, %88, %c_47 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %90 = stablehlo.select %89, %cst_33, %cst_32 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %91 = stablehlo.reshape %90 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %93 = stablehlo.add %60, %92 : tensor<2x4x8x8xf32>
    %94 = stablehlo.reduce(%93 init: %cst_46) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %96 = stablehlo.subtract %93, %95 : tensor<2x4x8x8xf32>
    %97 = stablehlo.exponential %96 : tensor<2x4x8x8xf32>
    %98 = stablehlo.reduce(%97 init: %cst_50) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %100 = stablehlo.divide %97, %99 : tensor<2x4x8x8xf32>
    %101 = stablehlo.reshape %100 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %102 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,8]{0,1}"} : (tensor<8x32xf32>) -> tensor<32x8xf32>
    %103 = stablehlo.dot_general %18, %102, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x8xf32>) -> tensor<16x8xf32>
    %104 = stablehlo.reshape %103 : (tensor<16x8xf32>) -> tensor<2x1x8x8xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 3, 4] : (tensor<2x1x8x8xf32>) -> tensor<2x1x4x8x8xf32>
    %106 = stablehlo.reshape %105 : (tensor<2x1x4x8x8xf32>) -> tensor<8x8x8xf32>
    %107 = stablehlo.dot_general %101, %106, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %108 = stablehlo.reshape %107 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %109 = stablehlo.transpose %108, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %110 = stablehlo.reshape %109 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %111 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %112 = stablehlo.dot_general %110, %111, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %113 = stablehlo.reshape %112 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %114 = stablehlo.add %5, %113 : tensor<2x8x32xf32>
    %115 = stablehlo.power %114, %cst_44 : tensor<2x8x32xf32>
    %116 = stablehlo.reduce(%115 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %117 = stablehlo.multiply %116, %cst_43 : tensor<2x8xf32>
    %118 = stablehlo.reshape %117 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %119 = stablehlo.add %118, %cst_42 : tensor<2x8x1xf32>
    %120 = stablehlo.rsqrt %119 : tensor<2x8x1xf32>
    %121 = stablehlo.reshape %120 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %123 = stablehlo.multiply %114, %122 : tensor<2x8x32xf32>
    %124 = stablehlo.add %arg5, %cst_41 : tensor<32xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %126 = stablehlo.multiply %123, %125 : tensor<2x8x32xf32>
    %127 = stablehlo.reshape %126 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %128 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %129 = stablehlo.dot_general %127, %128, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %130 = stablehlo.reshape %129 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %131 = stablehlo.multiply %130, %cst_31 : tensor<2x8x64xf32>
    %132 = stablehlo.power %130, %cst_27 : tensor<2x8x64xf32>
    %133 = stablehlo.multiply %132, %cst_28 : tensor<2x8x64xf32>
    %134 = stablehlo.add %130, %133 : tensor<2x8x64xf32>
    %135 = stablehlo.multiply %134, %cst_29 : tensor<2x8x64xf32>
    %136 = stablehlo.tanh %135 : tensor<2x8x64xf32>
    %137 = stablehlo.add %136, %cst_30 : tensor<2x8x64xf32>
    %138 = stablehlo.multiply %131, %137 : tensor<2x8x64xf32>
    %139 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %140 = stablehlo.dot_general %127, %139, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %141 = stablehlo.reshape %140 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %142 = stablehlo.multiply %138, %141 : tensor<2x8x64xf32>
    %143 = stablehlo.reshape %142 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %144 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %145 = stablehlo.dot_general %143, %144, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %146 = stablehlo.reshape %145 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %147 = stablehlo.add %114, %146 : tensor<2x8x32xf32>
    %148 = stablehlo.power %147, %cst_44 : tensor<2x8x32xf32>
    %149 = stablehlo.reduce(%148 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %150 = stablehlo.multiply %149, %cst_43 : tensor<2x8xf32>
    %151 = stablehlo.reshape %150 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %152 = stablehlo.add %151, %cst_42 : tensor<2x8x1xf32>
    %153 = stablehlo.rsqrt %152 : tensor<2x8x1xf32>
    %154 = stablehlo.reshape %153 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %156 = stablehlo.multiply %147, %155 : tensor<2x8x32xf32>
    %157 = stablehlo.add %arg2, %cst_41 : tensor<32xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %159 = stablehlo.multiply %156, %158 : tensor<2x8x32xf32>
    %160 = stablehlo.reshape %159 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %161 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %162 = stablehlo.dot_general %160, %161, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %163 = stablehlo.reshape %162 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %164 = stablehlo.slice %163 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %165 = stablehlo.reduce(%164 init: %cst_46) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %167 = stablehlo.subtract %164, %166 : tensor<2x7x128xf32>
    %168 = stablehlo.exponential %167 : tensor<2x7x128xf32>
    %169 = stablehlo.reduce(%168 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %170 = stablehlo.log %169 : tensor<2x7xf32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %172 = stablehlo.subtract %167, %171 : tensor<2x7x128xf32>
    %173 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %175 = stablehlo.broadcast_in_dim %c_45, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %176 = stablehlo.compare  EQ, %174, %175 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %177 = stablehlo.convert %176 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %178 = stablehlo.convert %177 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %179 = stablehlo.multiply %172, %178 : tensor<2x7x128xf32>
    %180 = stablehlo.reduce(%179 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %181 = stablehlo.reduce(%180 init: %cst_50) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %182 = stablehlo.multiply %181, %cst_26 : tensor<f32>
    %183 = stablehlo.negate %182 : tensor<f32>
    %184 = stablehlo.multiply %arg16, %cst_25 : tensor<128x32xf32>
    %185 = stablehlo.multiply %178, %cst_23 : tensor<2x7x128xf32>
    %186 = stablehlo.exponential %172 : tensor<2x7x128xf32>
    %187 = stablehlo.reduce(%185 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %189 = stablehlo.multiply %186, %188 : tensor<2x7x128xf32>
    %190 = stablehlo.subtract %185, %189 : tensor<2x7x128xf32>
    %191 = stablehlo.pad %190, %cst_50, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %192 = stablehlo.select %c_24, %191, %cst_22 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %193 = stablehlo.reshape %192 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %194 = stablehlo.transpose %193, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %195 = stablehlo.dot_general %194, %160, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %196 = stablehlo.compare  LT, %arg0, %c_48 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %197 = stablehlo.add %arg0, %c_20 : tensor<2x8xi64>
    %198 = stablehlo.select %196, %197, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %199 = stablehlo.reshape %198 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %200 = stablehlo.compare  EQ, %arg0, %c_48 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %202 = stablehlo.dot_general %193, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %203 = stablehlo.reshape %202 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %204 = stablehlo.multiply %203, %158 : tensor<2x8x32xf32>
    %205 = stablehlo.multiply %204, %155 : tensor<2x8x32xf32>
    %206 = stablehlo.multiply %204, %147 : tensor<2x8x32xf32>
    %207 = stablehlo.reduce(%206 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %208 = stablehlo.reshape %207 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %209 = stablehlo.multiply %208, %cst_18 : tensor<2x8x1xf32>
    %210 = stablehlo.power %153, %cst_17 : tensor<2x8x1xf32>
    %211 = stablehlo.multiply %209, %210 : tensor<2x8x1xf32>
    %212 = stablehlo.reshape %211 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %214 = stablehlo.divide %213, %cst_16 : tensor<2x8x32xf32>
    %215 = stablehlo.power %147, %cst_15 : tensor<2x8x32xf32>
    %216 = stablehlo.multiply %215, %cst_44 : tensor<2x8x32xf32>
    %217 = stablehlo.multiply %214, %216 : tensor<2x8x32xf32>
    %218 = stablehlo.add %205, %217 : tensor<2x8x32xf32>
    %219 = stablehlo.reshape %218 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %220 = stablehlo.dot_general %219, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %221 = stablehlo.reshape %220 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %222 = stablehlo.multiply %221, %138 : tensor<2x8x64xf32>
    %223 = stablehlo.reshape %222 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %224 = stablehlo.dot_general %223, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %225 = stablehlo.reshape %224 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %226 = stablehlo.multiply %221, %141 : tensor<2x8x64xf32>
    %227 = stablehlo.multiply %130, %130 : tensor<2x8x64xf32>
    %228 = stablehlo.multiply %227, %130 : tensor<2x8x64xf32>
    %229 = stablehlo.multiply %228, %cst_28 : tensor<2x8x64xf32>
    %230 = stablehlo.add %130, %229 : tensor<2x8x64xf32>
    %231 = stablehlo.multiply %230, %cst_29 : tensor<2x8x64xf32>
    %232 = stablehlo.tanh %231 : tensor<2x8x64xf32>
    %233 = stablehlo.add %232, %cst_30 : tensor<2x8x64xf32>
    %234 = stablehlo.multiply %233, %cst_31 : tensor<2x8x64xf32>
    %235 = stablehlo.multiply %232, %232 : tensor<2x8x64xf32>
    %236 = stablehlo.subtract %cst_30, %235 : tensor<2x8x64xf32>
    %237 = stablehlo.multiply %131, %236 : tensor<2x8x64xf32>
    %238 = stablehlo.multiply %227, %cst_14 : tensor<2x8x64xf32>
    %239 = stablehlo.add %238, %cst_30 : tensor<2x8x64xf32>
    %240 = stablehlo.multiply %239, %cst_29 : tensor<2x8x64xf32>
    %241 = stablehlo.multiply %237, %240 : tensor<2x8x64xf32>
    %242 = stablehlo.add %234, %241 : tensor<2x8x64xf32>
    %243 = stablehlo.multiply %226, %242 : tensor<2x8x64xf32>
    %244 = stablehlo.reshape %243 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %245 = stablehlo.dot_general %244, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %246 = stablehlo.reshape %245 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %247 = stablehlo.add %225, %246 : tensor<2x8x32xf32>
    %248 = stablehlo.multiply %247, %125 : tensor<2x8x32xf32>
    %249 = stablehlo.multiply %248, %122 : tensor<2x8x32xf32>
    %250 = stablehlo.add %218, %249 : tensor<2x8x32xf32>
    %251 = stablehlo.multiply %248, %114 : tensor<2x8x32xf32>
    %252 = stablehlo.reduce(%251 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %253 = stablehlo.reshape %252 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %254 = stablehlo.multiply %253, %cst_18 : tensor<2x8x1xf32>
    %255 = stablehlo.power %120, %cst_17 : tensor<2x8x1xf32>
    %256 = stablehlo.multiply %254, %255 : tensor<2x8x1xf32>
    %257 = stablehlo.reshape %256 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %258 = stablehlo.broadcast_in_dim %257, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %259 = stablehlo.divide %258, %cst_16 : tensor<2x8x32xf32>
    %260 = stablehlo.power %114, %cst_15 : tensor<2x8x32xf32>
    %261 = stablehlo.multiply %260, %cst_44 : tensor<2x8x32xf32>
    %262 = stablehlo.multiply %259, %261 : tensor<2x8x32xf32>
    %263 = stablehlo.add %250, %262 : tensor<2x8x32xf32>
    %264 = stablehlo.transpose %101, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %265 = stablehlo.reshape %263 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %266 = stablehlo.dot_general %265, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %267 = stablehlo.reshape %266 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %268 = stablehlo.transpose %267, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %269 = stablehlo.reshape %268 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %270 = stablehlo.dot_general %264, %269, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %271 = stablehlo.reshape %270 : (tensor<8x8x8xf32>) -> tensor<2x1x4x8x8xf32>
    %272 = stablehlo.reduce(%271 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x1x4x8x8xf32>, tensor<f32>) -> tensor<2x1x8x8xf32>
    %273 = stablehlo.reshape %272 : (tensor<2x1x8x8xf32>) -> tensor<16x8xf32>
    %274 = stablehlo.dot_general %273, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x8xf32>, tensor<8x32xf32>) -> tensor<16x32xf32>
    %275 = stablehlo.reshape %274 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %276 = stablehlo.transpose %41, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %277 = stablehlo.transpose %106, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %278 = stablehlo.dot_general %269, %277, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %279 = stablehlo.reshape %278 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %280 = stablehlo.multiply %279, %100 : tensor<2x4x8x8xf32>
    %281 = stablehlo.reduce(%280 init: %cst_50) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %283 = stablehlo.multiply %100, %282 : tensor<2x4x8x8xf32>
    %284 = stablehlo.subtract %280, %283 : tensor<2x4x8x8xf32>
    %285 = stablehlo.reshape %284 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %286 = stablehlo.dot_general %276, %285, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %287 = stablehlo.reshape %286 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %288 = stablehlo.multiply %287, %cst_39 : tensor<2x4x8x8xf32>
    %289 = stablehlo.transpose %288, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %290 = stablehlo.reshape %289 : (tensor<2x4x8x8xf32>) -> tensor<2x1x4x8x8xf32>
    %291 = stablehlo.reduce(%290 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x1x4x8x8xf32>, tensor<f32>) -> tensor<2x1x8x8xf32>
    %292 = stablehlo.multiply %291, %51 : tensor<2x1x8x8xf32>
    %293 = stablehlo.slice %292 [0:2, 0:1, 0:8, 0:4] : (tensor<2x1x8x8xf32>) -> tensor<2x1x8x4xf32>
    %294 = stablehlo.negate %293 : tensor<2x1x8x4xf32>
    %295 = stablehlo.pad %294, %cst_50, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x1x8x4xf32>, tensor<f32>) -> tensor<2x1x8x8xf32>
    %296 = stablehlo.select %c_13, %295, %cst_33 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %297 = stablehlo.slice %292 [0:2, 0:1, 0:8, 4:8] : (tensor<2x1x8x8xf32>) -> tensor<2x1x8x4xf32>
    %298 = stablehlo.pad %297, %cst_50, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x1x8x4xf32>, tensor<f32>) -> tensor<2x1x8x8xf32>
    %299 = stablehlo.select %c_12, %298, %cst_33 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %300 = stablehlo.add %296, %299 : tensor<2x1x8x8xf32>
    %301 = stablehlo.multiply %291, %45 : tensor<2x1x8x8xf32>
    %302 = stablehlo.add %300, %301 : tensor<2x1x8x8xf32>
    %303 = stablehlo.reshape %302 : (tensor<2x1x8x8xf32>) -> tensor<16x8xf32>
    %304 = stablehlo.dot_general %303, %arg13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x8xf32>, tensor<8x32xf32>) -> tensor<16x32xf32>
    %305 = stablehlo.reshape %304 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %306 = stablehlo.add %275, %305 : tensor<2x8x32xf32>
    %307 = stablehlo.transpose %58, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %308 = stablehlo.dot_general %285, %307, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %309 = stablehlo.reshape %308 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %310 = stablehlo.multiply %309, %cst_39 : tensor<2x4x8x8xf32>
    %311 = stablehlo.multiply %310, %37 : tensor<2x4x8x8xf32>
    %312 = stablehlo.slice %311 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %313 = stablehlo.negate %312 : tensor<2x4x8x4xf32>
    %314 = stablehlo.pad %313, %cst_50, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %315 = stablehlo.select %c_11, %314, %cst_10 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %316 = stablehlo.slice %311 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %317 = stablehlo.pad %316, %cst_50, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %318 = stablehlo.select %c, %317, %cst_10 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %319 = stablehlo.add %315, %318 : tensor<2x4x8x8xf32>
    %320 = stablehlo.multiply %310, %29 : tensor<2x4x8x8xf32>
    %321 = stablehlo.add %319, %320 : tensor<2x4x8x8xf32>
    %322 = stablehlo.transpose %321, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %323 = stablehlo.reshape %322 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %324 = stablehlo.dot_general %323, %arg14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %325 = stablehlo.reshape %324 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %326 = stablehlo.add %306, %325 : tensor<2x8x32xf32>
    %327 = stablehlo.multiply %326, %16 : tensor<2x8x32xf32>
    %328 = stablehlo.multiply %327, %13 : tensor<2x8x32xf32>
    %329 = stablehlo.add %263, %328 : tensor<2x8x32xf32>
    %330 = stablehlo.multiply %327, %5 : tensor<2x8x32xf32>
    %331 = stablehlo.reduce(%330 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %332 = stablehlo.reshape %331 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %333 = stablehlo.multiply %332, %cst_18 : tensor<2x8x1xf32>
    %334 = stablehlo.power %11, %cst_17 : tensor<2x8x1xf32>
    %335 = stablehlo.multiply %333, %334 : tensor<2x8x1xf32>
    %336 = stablehlo.reshape %335 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %337 = stablehlo.broadcast_in_dim %336, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %338 = stablehlo.divide %337, %cst_16 : tensor<2x8x32xf32>
    %339 = stablehlo.power %5, %cst_15 : tensor<2x8x32xf32>
    %340 = stablehlo.multiply %339, %cst_44 : tensor<2x8x32xf32>
    %341 = stablehlo.multiply %338, %340 : tensor<2x8x32xf32>
    %342 = stablehlo.add %329, %341 : tensor<2x8x32xf32>
    %343 = stablehlo.multiply %342, %4 : tensor<2x8x32xf32>
    %344 = stablehlo.select %201, %cst_19, %343 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %345 = "stablehlo.scatter"(%cst_21, %199, %344) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg27: tensor<f32>, %arg28: tensor<f32>):
      %410 = stablehlo.add %arg27, %arg28 : tensor<f32>
      stablehlo.return %410 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %346 = stablehlo.add %195, %345 : tensor<128x32xf32>
    %347 = stablehlo.add %184, %346 : tensor<128x32xf32>
    %348 = stablehlo.multiply %347, %cst_9 : tensor<128x32xf32>
    %349 = stablehlo.subtract %arg1, %348 : tensor<128x32xf32>
    %350 = stablehlo.multiply %arg17, %cst_8 : tensor<32x32xf32>
    %351 = stablehlo.transpose %323, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %352 = stablehlo.dot_general %351, %18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %353 = stablehlo.add %350, %352 : tensor<32x32xf32>
    %354 = stablehlo.multiply %353, %cst_7 : tensor<32x32xf32>
    %355 = stablehlo.subtract %arg14, %354 : tensor<32x32xf32>
    %356 = stablehlo.multiply %arg18, %cst_6 : tensor<8x32xf32>
    %357 = stablehlo.transpose %303, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[8,16]{0,1}"} : (tensor<16x8xf32>) -> tensor<8x16xf32>
    %358 = stablehlo.dot_general %357, %18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %359 = stablehlo.add %356, %358 : tensor<8x32xf32>
    %360 = stablehlo.multiply %359, %cst_5 : tensor<8x32xf32>
    %361 = stablehlo.subtract %arg13, %360 : tensor<8x32xf32>
    %362 = stablehlo.multiply %arg19, %cst_6 : tensor<8x32xf32>
    %363 = stablehlo.transpose %273, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[8,16]{0,1}"} : (tensor<16x8xf32>) -> tensor<8x16xf32>
    %364 = stablehlo.dot_general %363, %18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %365 = stablehlo.add %362, %364 : tensor<8x32xf32>
    %366 = stablehlo.multiply %365, %cst_5 : tensor<8x32xf32>
    %367 = stablehlo.subtract %arg7, %366 : tensor<8x32xf32>
    %368 = stablehlo.multiply %arg20, %cst_8 : tensor<32x32xf32>
    %369 = stablehlo.transpose %265, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %370 = stablehlo.dot_general %369, %110, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %371 = stablehlo.add %368, %370 : tensor<32x32xf32>
    %372 = stablehlo.multiply %371, %cst_7 : tensor<32x32xf32>
    %373 = stablehlo.subtract %arg6, %372 : tensor<32x32xf32>
    %374 = stablehlo.multiply %arg21, %cst_4 : tensor<64x32xf32>
    %375 = stablehlo.transpose %244, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %376 = stablehlo.dot_general %375, %127, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %377 = stablehlo.add %374, %376 : tensor<64x32xf32>
    %378 = stablehlo.multiply %377, %cst_3 : tensor<64x32xf32>
    %379 = stablehlo.subtract %arg15, %378 : tensor<64x32xf32>
    %380 = stablehlo.multiply %arg22, %cst_4 : tensor<64x32xf32>
    %381 = stablehlo.transpose %223, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %382 = stablehlo.dot_general %381, %127, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %383 = stablehlo.add %380, %382 : tensor<64x32xf32>
    %384 = stablehlo.multiply %383, %cst_3 : tensor<64x32xf32>
    %385 = stablehlo.subtract %arg4, %384 : tensor<64x32xf32>
    %386 = stablehlo.multiply %arg23, %cst_2 : tensor<32x64xf32>
    %387 = stablehlo.transpose %219, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %388 = stablehlo.dot_general %387, %143, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %389 = stablehlo.add %386, %388 : tensor<32x64xf32>
    %390 = stablehlo.multiply %389, %cst_1 : tensor<32x64xf32>
    %391 = stablehlo.subtract %arg3, %390 : tensor<32x64xf32>
    %392 = stablehlo.multiply %arg24, %cst_0 : tensor<32xf32>
    %393 = stablehlo.multiply %326, %14 : tensor<2x8x32xf32>
    %394 = stablehlo.reduce(%393 init: %cst_50) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %395 = stablehlo.add %392, %394 : tensor<32xf32>
    %396 = stablehlo.multiply %395, %cst : tensor<32xf32>
    %397 = stablehlo.subtract %arg8, %396 : tensor<32xf32>
    %398 = stablehlo.multiply %arg25, %cst_0 : tensor<32xf32>
    %399 = stablehlo.multiply %247, %123 : tensor<2x8x32xf32>
    %400 = stablehlo.reduce(%399 init: %cst_50) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %401 = stablehlo.add %398, %400 : tensor<32xf32>
    %402 = stablehlo.multiply %401, %cst : tensor<32xf32>
    %403 = stablehlo.subtract %arg5, %402 : tensor<32xf32>
    %404 = stablehlo.multiply %arg26, %cst_0 : tensor<32xf32>
    %405 = stablehlo.multiply %203, %156 : tensor<2x8x32xf32>
    %406 = stablehlo.reduce(%405 init: %cst_50) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %407 = stablehlo.add %404, %406 : tensor<32xf32>
    %408 = stablehlo.multiply %407, %cst : tensor<32xf32>
    %409 = stablehlo.subtract %arg2, %408 : tensor<32xf32>
    return %183, %349, %355, %361, %367, %373, %379, %385, %391, %397, %403, %409, %347, %353, %359, %365, %371, %377, %383, %389, %395, %401, %407 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<8x32xf32>, tensor<8x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<8x32xf32>, tensor<8x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  }
}
