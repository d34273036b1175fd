module @IrToHlo.1903 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 14 : i32}, %arg2: tensor<32x64xf32> {tf.aliasing_output = 13 : i32}, %arg3: tensor<64x32xf32> {tf.aliasing_output = 12 : i32}, %arg4: tensor<32x32xf32> {tf.aliasing_output = 11 : i32}, %arg5: tensor<16x32xf32> {tf.aliasing_output = 10 : i32}, %arg6: tensor<32x64xf32> {tf.aliasing_output = 7 : i32}, %arg7: tensor<64x32xf32> {tf.aliasing_output = 6 : i32}, %arg8: tensor<32x32xf32> {tf.aliasing_output = 5 : i32}, %arg9: tensor<16x32xf32> {tf.aliasing_output = 4 : i32}, %arg10: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg11: tensor<2x8xi64>, %arg12: tensor<i1>, %arg13: tensor<4xf32>, %arg14: tensor<16x32xf32> {tf.aliasing_output = 3 : i32}, %arg15: tensor<32x32xf32> {tf.aliasing_output = 2 : i32}, %arg16: tensor<16x32xf32> {tf.aliasing_output = 9 : i32}, %arg17: tensor<32x32xf32> {tf.aliasing_output = 8 : i32}, %arg18: tensor<128x32xf32> {tf.aliasing_output = 15 : i32}, %arg19: tensor<32x32xf32> {tf.aliasing_output = 16 : i32}, %arg20: tensor<16x32xf32> {tf.aliasing_output = 17 : i32}, %arg21: tensor<16x32xf32> {tf.aliasing_output = 18 : i32}, %arg22: tensor<32x32xf32> {tf.aliasing_output = 19 : i32}, %arg23: tensor<64x32xf32> {tf.aliasing_output = 20 : i32}, %arg24: tensor<32x64xf32> {tf.aliasing_output = 21 : i32}, %arg25: tensor<32x32xf32> {tf.aliasing_output = 22 : i32}, %arg26: tensor<16x32xf32> {tf.aliasing_output = 23 : i32}, %arg27: tensor<16x32xf32> {tf.aliasing_output = 24 : i32}, %arg28: tensor<32x32xf32> {tf.aliasing_output = 25 : i32}, %arg29: tensor<64x32xf32> {tf.aliasing_output = 26 : i32}, %arg30: tensor<32x64xf32> {tf.aliasing_output = 27 : i32}, %arg31: tensor<128x32xf32> {tf.aliasing_output = 28 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<128x32xf32>) {
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
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<2x4x8x8xf32>
    %cst_10 = stablehlo.constant dense<8.000000e+00> : tensor<2x4x8x8xf32>
    %cst_11 = stablehlo.constant dense<3.000000e+00> : tensor<2x4x8x1xf32>
    %cst_12 = stablehlo.constant dense<-5.000000e-01> : tensor<2x4x8x1xf32>
    %c_13 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x4x8x8xi1>
    %c_14 = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x2x8x8xi1>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x8x8xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<2x2x8x8xf32>
    %cst_17 = stablehlo.constant dense<8.000000e+00> : tensor<2x2x8x8xf32>
    %cst_18 = stablehlo.constant dense<3.000000e+00> : tensor<2x2x8x1xf32>
    %cst_19 = stablehlo.constant dense<-5.000000e-01> : tensor<2x2x8x1xf32>
    %c_20 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x2x8x8xi1>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_23 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_24 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x1xf32>
    %cst_25 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x1xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x128xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_28 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_29 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_31 = stablehlo.constant dense<1> : tensor<2x8xi64>
    %c_32 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_34 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_35 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_36 = stablehlo.constant dense<1.500000e+01> : tensor<2x8x128xf32>
    %cst_37 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x64xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x64xf32>
    %cst_39 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_41 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_42 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_43 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_44 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_45 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_46 = stablehlo.constant dense<9.99999997E-7> : tensor<2x2x8x1xf32>
    %cst_47 = stablehlo.constant dense<1.250000e-01> : tensor<2x2x8xf32>
    %cst_48 = stablehlo.constant dense<2.000000e+00> : tensor<2x2x8x8xf32>
    %cst_49 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_50 = stablehlo.constant dense<9.99999997E-7> : tensor<2x4x8x1xf32>
    %cst_51 = stablehlo.constant dense<1.250000e-01> : tensor<2x4x8xf32>
    %cst_52 = stablehlo.constant dense<2.000000e+00> : tensor<2x4x8x8xf32>
    %cst_53 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_54 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x1xf32>
    %cst_55 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_56 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %c_57 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_58 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_59 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_60 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_61 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32>
    %2 = "stablehlo.gather"(%arg10, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %4 = stablehlo.power %3, %cst_56 : tensor<2x8x32xf32>
    %5 = stablehlo.reduce(%4 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %6 = stablehlo.multiply %5, %cst_55 : tensor<2x8xf32>
    %7 = stablehlo.reshape %6 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %8 = stablehlo.add %7, %cst_54 : tensor<2x8x1xf32>
    %9 = stablehlo.rsqrt %8 : tensor<2x8x1xf32>
    %10 = stablehlo.reshape %9 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %12 = stablehlo.multiply %3, %11 : tensor<2x8x32xf32>
    %13 = stablehlo.power %12, %cst_56 : tensor<2x8x32xf32>
    %14 = stablehlo.reduce(%13 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %15 = stablehlo.multiply %14, %cst_55 : tensor<2x8xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %17 = stablehlo.add %16, %cst_54 : tensor<2x8x1xf32>
    %18 = stablehlo.rsqrt %17 : tensor<2x8x1xf32>
    %19 = stablehlo.reshape %18 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %21 = stablehlo.multiply %12, %20 : tensor<2x8x32xf32>
    %22 = stablehlo.reshape %21 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %23 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %24 = stablehlo.dot_general %22, %23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %25 = stablehlo.reshape %24 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %26 = stablehlo.transpose %25, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %27 = stablehlo.broadcast_in_dim %cst_53, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %28 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
    %29 = stablehlo.multiply %27, %28 : tensor<1x8x4xf32>
    %30 = stablehlo.concatenate %29, %29, dim = 2 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %31 = stablehlo.cosine %30 : tensor<1x8x8xf32>
    %32 = stablehlo.reshape %31 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %34 = stablehlo.multiply %26, %33 : tensor<2x4x8x8xf32>
    %35 = stablehlo.slice %26 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %36 = stablehlo.slice %26 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %37 = stablehlo.negate %36 : tensor<2x4x8x4xf32>
    %38 = stablehlo.concatenate %35, %37, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %39 = stablehlo.sine %30 : tensor<1x8x8xf32>
    %40 = stablehlo.reshape %39 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %42 = stablehlo.multiply %38, %41 : tensor<2x4x8x8xf32>
    %43 = stablehlo.add %34, %42 : tensor<2x4x8x8xf32>
    %44 = stablehlo.power %43, %cst_52 : tensor<2x4x8x8xf32>
    %45 = stablehlo.reduce(%44 init: %cst_62) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %46 = stablehlo.multiply %45, %cst_51 : tensor<2x4x8xf32>
    %47 = stablehlo.reshape %46 : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %48 = stablehlo.add %47, %cst_50 : tensor<2x4x8x1xf32>
    %49 = stablehlo.rsqrt %48 : tensor<2x4x8x1xf32>
    %50 = stablehlo.reshape %49 : (tensor<2x4x8x1xf32>) -> tensor<2x4x8xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %52 = stablehlo.multiply %43, %51 : tensor<2x4x8x8xf32>
    %53 = stablehlo.multiply %52, %cst_49 : tensor<2x4x8x8xf32>
    %54 = stablehlo.reshape %53 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %55 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %56 = stablehlo.dot_general %22, %55, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %57 = stablehlo.reshape %56 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %58 = stablehlo.transpose %57, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %59 = stablehlo.broadcast_in_dim %32, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %60 = stablehlo.multiply %58, %59 : tensor<2x2x8x8xf32>
    %61 = stablehlo.slice %58 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %62 = stablehlo.slice %58 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %63 = stablehlo.negate %62 : tensor<2x2x8x4xf32>
    %64 = stablehlo.concatenate %61, %63, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %65 = stablehlo.broadcast_in_dim %40, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %66 = stablehlo.multiply %64, %65 : tensor<2x2x8x8xf32>
    %67 = stablehlo.add %60, %66 : tensor<2x2x8x8xf32>
    %68 = stablehlo.power %67, %cst_48 : tensor<2x2x8x8xf32>
    %69 = stablehlo.reduce(%68 init: %cst_62) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %70 = stablehlo.multiply %69, %cst_47 : tensor<2x2x8xf32>
    %71 = stablehlo.reshape %70 : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %72 = stablehlo.add %71, %cst_46 : tensor<2x2x8x1xf32>
    %73 = stablehlo.rsqrt %72 : tensor<2x2x8x1xf32>
    %74 = stablehlo.reshape %73 : (tensor<2x2x8x1xf32>) -> tensor<2x2x8xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %76 = stablehlo.multiply %67, %75 : tensor<2x2x8x8xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %78 = stablehlo.reshape %77 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %79 = stablehlo.transpose %78, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %80 = stablehlo.multiply %79, %cst_49 : tensor<2x4x8x8xf32>
    %81 = stablehlo.reshape %80 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %82 = stablehlo.dot_general %54, %81, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %83 = stablehlo.reshape %82 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %84 = stablehlo.convert %arg12 : (tensor<i1>) -> tensor<ui8>
    %85 = stablehlo.broadcast_in_dim %84, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %86 = stablehlo.broadcast_in_dim %c_45, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %87 = stablehlo.broadcast_in_dim %c_45, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %88 = stablehlo.compare  LE, %86, %87 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %89 = stablehlo.convert %88 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %90 = stablehlo.and %85, %89 : tensor<1x1x8x8xui8>
    %91 = stablehlo.compare  NE, %90, %c_61 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %92 = stablehlo.convert %91 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %93 = stablehlo.reshape %92 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %94 = stablehlo.broadcast_in_dim %93, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %95 = stablehlo.compare  NE, %arg11, %c_60 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %96 = stablehlo.broadcast_in_dim %c_44, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %97 = stablehlo.compare  LT, %96, %c_43 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %98 = stablehlo.add %96, %c_42 : tensor<2x1x1x8xi64>
    %99 = stablehlo.select %97, %98, %96 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %100 = stablehlo.reshape %99 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %101 = stablehlo.broadcast_in_dim %c_45, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %102 = stablehlo.compare  LT, %101, %c_43 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %103 = stablehlo.add %101, %c_41 : tensor<2x1x1x8xi64>
    %104 = stablehlo.select %102, %103, %101 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %105 = stablehlo.reshape %104 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %106 = stablehlo.concatenate %100, %105, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %107 = "stablehlo.gather"(%95, %106) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %108 = stablehlo.convert %107 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %109 = stablehlo.reshape %108 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %111 = stablehlo.and %94, %110 : tensor<2x1x8x8xui8>
    %112 = stablehlo.compare  NE, %111, %c_59 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %113 = stablehlo.select %112, %cst_40, %cst_39 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %114 = stablehlo.reshape %113 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %116 = stablehlo.add %83, %115 : tensor<2x4x8x8xf32>
    %117 = stablehlo.reduce(%116 init: %cst_58) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %119 = stablehlo.subtract %116, %118 : tensor<2x4x8x8xf32>
    %120 = stablehlo.exponential %119 : tensor<2x4x8x8xf32>
    %121 = stablehlo.reduce(%120 init: %cst_62) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %123 = stablehlo.divide %120, %122 : tensor<2x4x8x8xf32>
    %124 = stablehlo.reshape %123 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %125 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %126 = stablehlo.dot_general %22, %125, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %127 = stablehlo.reshape %126 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %128 = stablehlo.transpose %127, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %130 = stablehlo.reshape %129 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %131 = stablehlo.dot_general %124, %130, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %132 = stablehlo.reshape %131 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %133 = stablehlo.transpose %132, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %134 = stablehlo.reshape %133 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %135 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %136 = stablehlo.dot_general %134, %135, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %137 = stablehlo.reshape %136 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %138 = stablehlo.add %12, %137 : tensor<2x8x32xf32>
    %139 = stablehlo.power %138, %cst_56 : tensor<2x8x32xf32>
    %140 = stablehlo.reduce(%139 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %141 = stablehlo.multiply %140, %cst_55 : tensor<2x8xf32>
    %142 = stablehlo.reshape %141 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %143 = stablehlo.add %142, %cst_54 : tensor<2x8x1xf32>
    %144 = stablehlo.rsqrt %143 : tensor<2x8x1xf32>
    %145 = stablehlo.reshape %144 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %147 = stablehlo.multiply %138, %146 : tensor<2x8x32xf32>
    %148 = stablehlo.reshape %147 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %149 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %150 = stablehlo.dot_general %148, %149, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %151 = stablehlo.reshape %150 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %152 = stablehlo.maximum %151, %cst_38 : tensor<2x8x64xf32>
    %153 = stablehlo.power %152, %cst_37 : tensor<2x8x64xf32>
    %154 = stablehlo.reshape %153 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %155 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %156 = stablehlo.dot_general %154, %155, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %157 = stablehlo.reshape %156 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %158 = stablehlo.add %138, %157 : tensor<2x8x32xf32>
    %159 = stablehlo.power %158, %cst_56 : tensor<2x8x32xf32>
    %160 = stablehlo.reduce(%159 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %161 = stablehlo.multiply %160, %cst_55 : tensor<2x8xf32>
    %162 = stablehlo.reshape %161 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %163 = stablehlo.add %162, %cst_54 : tensor<2x8x1xf32>
    %164 = stablehlo.rsqrt %163 : tensor<2x8x1xf32>
    %165 = stablehlo.reshape %164 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %167 = stablehlo.multiply %158, %166 : tensor<2x8x32xf32>
    %168 = stablehlo.reshape %167 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %169 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %170 = stablehlo.dot_general %168, %169, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %171 = stablehlo.reshape %170 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %172 = stablehlo.transpose %171, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %173 = stablehlo.multiply %172, %33 : tensor<2x4x8x8xf32>
    %174 = stablehlo.slice %172 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %175 = stablehlo.slice %172 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %176 = stablehlo.negate %175 : tensor<2x4x8x4xf32>
    %177 = stablehlo.concatenate %174, %176, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %178 = stablehlo.multiply %177, %41 : tensor<2x4x8x8xf32>
    %179 = stablehlo.add %173, %178 : tensor<2x4x8x8xf32>
    %180 = stablehlo.power %179, %cst_52 : tensor<2x4x8x8xf32>
    %181 = stablehlo.reduce(%180 init: %cst_62) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %182 = stablehlo.multiply %181, %cst_51 : tensor<2x4x8xf32>
    %183 = stablehlo.reshape %182 : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %184 = stablehlo.add %183, %cst_50 : tensor<2x4x8x1xf32>
    %185 = stablehlo.rsqrt %184 : tensor<2x4x8x1xf32>
    %186 = stablehlo.reshape %185 : (tensor<2x4x8x1xf32>) -> tensor<2x4x8xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %188 = stablehlo.multiply %179, %187 : tensor<2x4x8x8xf32>
    %189 = stablehlo.multiply %188, %cst_49 : tensor<2x4x8x8xf32>
    %190 = stablehlo.reshape %189 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %191 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %192 = stablehlo.dot_general %168, %191, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %193 = stablehlo.reshape %192 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %194 = stablehlo.transpose %193, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %195 = stablehlo.multiply %194, %59 : tensor<2x2x8x8xf32>
    %196 = stablehlo.slice %194 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %197 = stablehlo.slice %194 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %198 = stablehlo.negate %197 : tensor<2x2x8x4xf32>
    %199 = stablehlo.concatenate %196, %198, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %200 = stablehlo.multiply %199, %65 : tensor<2x2x8x8xf32>
    %201 = stablehlo.add %195, %200 : tensor<2x2x8x8xf32>
    %202 = stablehlo.power %201, %cst_48 : tensor<2x2x8x8xf32>
    %203 = stablehlo.reduce(%202 init: %cst_62) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %204 = stablehlo.multiply %203, %cst_47 : tensor<2x2x8xf32>
    %205 = stablehlo.reshape %204 : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %206 = stablehlo.add %205, %cst_46 : tensor<2x2x8x1xf32>
    %207 = stablehlo.rsqrt %206 : tensor<2x2x8x1xf32>
    %208 = stablehlo.reshape %207 : (tensor<2x2x8x1xf32>) -> tensor<2x2x8xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %210 = stablehlo.multiply %201, %209 : tensor<2x2x8x8xf32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %212 = stablehlo.reshape %211 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %213 = stablehlo.transpose %212, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %214 = stablehlo.multiply %213, %cst_49 : tensor<2x4x8x8xf32>
    %215 = stablehlo.reshape %214 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %216 = stablehlo.dot_general %190, %215, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %217 = stablehlo.reshape %216 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %218 = stablehlo.add %217, %115 : tensor<2x4x8x8xf32>
    %219 = stablehlo.reduce(%218 init: %cst_58) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %221 = stablehlo.subtract %218, %220 : tensor<2x4x8x8xf32>
    %222 = stablehlo.exponential %221 : tensor<2x4x8x8xf32>
    %223 = stablehlo.reduce(%222 init: %cst_62) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %225 = stablehlo.divide %222, %224 : tensor<2x4x8x8xf32>
    %226 = stablehlo.reshape %225 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %227 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %228 = stablehlo.dot_general %168, %227, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %229 = stablehlo.reshape %228 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %230 = stablehlo.transpose %229, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %232 = stablehlo.reshape %231 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %233 = stablehlo.dot_general %226, %232, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %234 = stablehlo.reshape %233 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %235 = stablehlo.transpose %234, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %236 = stablehlo.reshape %235 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %237 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %238 = stablehlo.dot_general %236, %237, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %239 = stablehlo.reshape %238 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %240 = stablehlo.add %158, %239 : tensor<2x8x32xf32>
    %241 = stablehlo.power %240, %cst_56 : tensor<2x8x32xf32>
    %242 = stablehlo.reduce(%241 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %243 = stablehlo.multiply %242, %cst_55 : tensor<2x8xf32>
    %244 = stablehlo.reshape %243 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %245 = stablehlo.add %244, %cst_54 : tensor<2x8x1xf32>
    %246 = stablehlo.rsqrt %245 : tensor<2x8x1xf32>
    %247 = stablehlo.reshape %246 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %249 = stablehlo.multiply %240, %248 : tensor<2x8x32xf32>
    %250 = stablehlo.reshape %249 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %251 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %252 = stablehlo.dot_general %250, %251, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %253 = stablehlo.reshape %252 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %254 = stablehlo.maximum %253, %cst_38 : tensor<2x8x64xf32>
    %255 = stablehlo.power %254, %cst_37 : tensor<2x8x64xf32>
    %256 = stablehlo.reshape %255 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %257 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %258 = stablehlo.dot_general %256, %257, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %259 = stablehlo.reshape %258 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %260 = stablehlo.add %240, %259 : tensor<2x8x32xf32>
    %261 = stablehlo.power %260, %cst_56 : tensor<2x8x32xf32>
    %262 = stablehlo.reduce(%261 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %263 = stablehlo.multiply %262, %cst_55 : tensor<2x8xf32>
    %264 = stablehlo.reshape %263 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %265 = stablehlo.add %264, %cst_54 : tensor<2x8x1xf32>
    %266 = stablehlo.rsqrt %265 : tensor<2x8x1xf32>
    %267 = stablehlo.reshape %266 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %269 = stablehlo.multiply %260, %268 : tensor<2x8x32xf32>
    %270 = stablehlo.reshape %269 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %271 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %272 = stablehlo.dot_general %270, %271, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %273 = stablehlo.reshape %272 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %274 = stablehlo.divide %273, %cst_36 : tensor<2x8x128xf32>
    %275 = stablehlo.tanh %274 : tensor<2x8x128xf32>
    %276 = stablehlo.multiply %275, %cst_36 : tensor<2x8x128xf32>
    %277 = stablehlo.slice %276 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %278 = stablehlo.reduce(%277 init: %cst_58) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %280 = stablehlo.subtract %277, %279 : tensor<2x7x128xf32>
    %281 = stablehlo.exponential %280 : tensor<2x7x128xf32>
    %282 = stablehlo.reduce(%281 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %283 = stablehlo.log %282 : tensor<2x7xf32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %285 = stablehlo.subtract %280, %284 : tensor<2x7x128xf32>
    %286 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %287 = stablehlo.broadcast_in_dim %286, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %288 = stablehlo.broadcast_in_dim %c_57, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %289 = stablehlo.compare  EQ, %287, %288 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %290 = stablehlo.convert %289 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %291 = stablehlo.convert %290 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %292 = stablehlo.multiply %285, %291 : tensor<2x7x128xf32>
    %293 = stablehlo.reduce(%292 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %294 = stablehlo.reduce(%293 init: %cst_62) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %295 = stablehlo.multiply %294, %cst_35 : tensor<f32>
    %296 = stablehlo.negate %295 : tensor<f32>
    %297 = stablehlo.multiply %arg18, %cst_34 : tensor<128x32xf32>
    %298 = stablehlo.compare  LT, %arg0, %c_60 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %299 = stablehlo.add %arg0, %c_32 : tensor<2x8xi64>
    %300 = stablehlo.select %298, %299, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %301 = stablehlo.reshape %300 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %302 = stablehlo.compare  EQ, %arg0, %c_31 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %303 = stablehlo.broadcast_in_dim %302, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %304 = stablehlo.multiply %291, %cst_28 : tensor<2x7x128xf32>
    %305 = stablehlo.exponential %285 : tensor<2x7x128xf32>
    %306 = stablehlo.reduce(%304 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %307 = stablehlo.broadcast_in_dim %306, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %308 = stablehlo.multiply %305, %307 : tensor<2x7x128xf32>
    %309 = stablehlo.subtract %304, %308 : tensor<2x7x128xf32>
    %310 = stablehlo.pad %309, %cst_62, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %311 = stablehlo.select %c_29, %310, %cst_27 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %312 = stablehlo.multiply %311, %cst_36 : tensor<2x8x128xf32>
    %313 = stablehlo.multiply %275, %275 : tensor<2x8x128xf32>
    %314 = stablehlo.subtract %cst_26, %313 : tensor<2x8x128xf32>
    %315 = stablehlo.multiply %312, %314 : tensor<2x8x128xf32>
    %316 = stablehlo.divide %315, %cst_36 : tensor<2x8x128xf32>
    %317 = stablehlo.reshape %316 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %318 = stablehlo.dot_general %317, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %319 = stablehlo.reshape %318 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %320 = stablehlo.multiply %319, %268 : tensor<2x8x32xf32>
    %321 = stablehlo.multiply %319, %260 : tensor<2x8x32xf32>
    %322 = stablehlo.reduce(%321 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %323 = stablehlo.reshape %322 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %324 = stablehlo.multiply %323, %cst_25 : tensor<2x8x1xf32>
    %325 = stablehlo.power %266, %cst_24 : tensor<2x8x1xf32>
    %326 = stablehlo.multiply %324, %325 : tensor<2x8x1xf32>
    %327 = stablehlo.reshape %326 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %328 = stablehlo.broadcast_in_dim %327, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %329 = stablehlo.divide %328, %cst_23 : tensor<2x8x32xf32>
    %330 = stablehlo.power %260, %cst_22 : tensor<2x8x32xf32>
    %331 = stablehlo.multiply %330, %cst_56 : tensor<2x8x32xf32>
    %332 = stablehlo.multiply %329, %331 : tensor<2x8x32xf32>
    %333 = stablehlo.add %320, %332 : tensor<2x8x32xf32>
    %334 = stablehlo.compare  LE, %254, %cst_38 : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xi1>
    %335 = stablehlo.reshape %333 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %336 = stablehlo.dot_general %335, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %337 = stablehlo.reshape %336 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %338 = stablehlo.power %254, %cst_21 : tensor<2x8x64xf32>
    %339 = stablehlo.multiply %338, %cst_37 : tensor<2x8x64xf32>
    %340 = stablehlo.multiply %337, %339 : tensor<2x8x64xf32>
    %341 = stablehlo.select %334, %cst_38, %340 : tensor<2x8x64xi1>, tensor<2x8x64xf32>
    %342 = stablehlo.reshape %341 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %343 = stablehlo.dot_general %342, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %344 = stablehlo.reshape %343 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %345 = stablehlo.multiply %344, %248 : tensor<2x8x32xf32>
    %346 = stablehlo.add %333, %345 : tensor<2x8x32xf32>
    %347 = stablehlo.multiply %344, %240 : tensor<2x8x32xf32>
    %348 = stablehlo.reduce(%347 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %349 = stablehlo.reshape %348 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %350 = stablehlo.multiply %349, %cst_25 : tensor<2x8x1xf32>
    %351 = stablehlo.power %246, %cst_24 : tensor<2x8x1xf32>
    %352 = stablehlo.multiply %350, %351 : tensor<2x8x1xf32>
    %353 = stablehlo.reshape %352 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %354 = stablehlo.broadcast_in_dim %353, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %355 = stablehlo.divide %354, %cst_23 : tensor<2x8x32xf32>
    %356 = stablehlo.power %240, %cst_22 : tensor<2x8x32xf32>
    %357 = stablehlo.multiply %356, %cst_56 : tensor<2x8x32xf32>
    %358 = stablehlo.multiply %355, %357 : tensor<2x8x32xf32>
    %359 = stablehlo.add %346, %358 : tensor<2x8x32xf32>
    %360 = stablehlo.transpose %226, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %361 = stablehlo.reshape %359 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %362 = stablehlo.dot_general %361, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %363 = stablehlo.reshape %362 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %364 = stablehlo.transpose %363, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %365 = stablehlo.reshape %364 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %366 = stablehlo.dot_general %360, %365, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %367 = stablehlo.reshape %366 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %368 = stablehlo.reduce(%367 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %369 = stablehlo.transpose %368, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %370 = stablehlo.reshape %369 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %371 = stablehlo.dot_general %370, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %372 = stablehlo.reshape %371 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %373 = stablehlo.transpose %190, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %374 = stablehlo.transpose %232, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %375 = stablehlo.dot_general %365, %374, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %376 = stablehlo.reshape %375 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %377 = stablehlo.multiply %376, %225 : tensor<2x4x8x8xf32>
    %378 = stablehlo.reduce(%377 init: %cst_62) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %379 = stablehlo.broadcast_in_dim %378, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %380 = stablehlo.multiply %225, %379 : tensor<2x4x8x8xf32>
    %381 = stablehlo.subtract %377, %380 : tensor<2x4x8x8xf32>
    %382 = stablehlo.reshape %381 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %383 = stablehlo.dot_general %373, %382, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %384 = stablehlo.reshape %383 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %385 = stablehlo.multiply %384, %cst_49 : tensor<2x4x8x8xf32>
    %386 = stablehlo.transpose %385, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %387 = stablehlo.reshape %386 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %388 = stablehlo.reduce(%387 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %389 = stablehlo.multiply %388, %209 : tensor<2x2x8x8xf32>
    %390 = stablehlo.multiply %388, %201 : tensor<2x2x8x8xf32>
    %391 = stablehlo.reduce(%390 init: %cst_62) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %392 = stablehlo.reshape %391 : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %393 = stablehlo.multiply %392, %cst_19 : tensor<2x2x8x1xf32>
    %394 = stablehlo.power %207, %cst_18 : tensor<2x2x8x1xf32>
    %395 = stablehlo.multiply %393, %394 : tensor<2x2x8x1xf32>
    %396 = stablehlo.reshape %395 : (tensor<2x2x8x1xf32>) -> tensor<2x2x8xf32>
    %397 = stablehlo.broadcast_in_dim %396, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %398 = stablehlo.divide %397, %cst_17 : tensor<2x2x8x8xf32>
    %399 = stablehlo.power %201, %cst_16 : tensor<2x2x8x8xf32>
    %400 = stablehlo.multiply %399, %cst_48 : tensor<2x2x8x8xf32>
    %401 = stablehlo.multiply %398, %400 : tensor<2x2x8x8xf32>
    %402 = stablehlo.add %389, %401 : tensor<2x2x8x8xf32>
    %403 = stablehlo.multiply %402, %65 : tensor<2x2x8x8xf32>
    %404 = stablehlo.slice %403 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %405 = stablehlo.pad %404, %cst_62, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %406 = stablehlo.select %c_20, %405, %cst_15 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %407 = stablehlo.slice %403 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %408 = stablehlo.negate %407 : tensor<2x2x8x4xf32>
    %409 = stablehlo.pad %408, %cst_62, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %410 = stablehlo.select %c_14, %409, %cst_15 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %411 = stablehlo.add %406, %410 : tensor<2x2x8x8xf32>
    %412 = stablehlo.multiply %402, %59 : tensor<2x2x8x8xf32>
    %413 = stablehlo.add %411, %412 : tensor<2x2x8x8xf32>
    %414 = stablehlo.transpose %413, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %415 = stablehlo.reshape %414 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %416 = stablehlo.dot_general %415, %arg16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %417 = stablehlo.reshape %416 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %418 = stablehlo.add %372, %417 : tensor<2x8x32xf32>
    %419 = stablehlo.transpose %215, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %420 = stablehlo.dot_general %382, %419, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %421 = stablehlo.reshape %420 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %422 = stablehlo.multiply %421, %cst_49 : tensor<2x4x8x8xf32>
    %423 = stablehlo.multiply %422, %187 : tensor<2x4x8x8xf32>
    %424 = stablehlo.multiply %422, %179 : tensor<2x4x8x8xf32>
    %425 = stablehlo.reduce(%424 init: %cst_62) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %426 = stablehlo.reshape %425 : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %427 = stablehlo.multiply %426, %cst_12 : tensor<2x4x8x1xf32>
    %428 = stablehlo.power %185, %cst_11 : tensor<2x4x8x1xf32>
    %429 = stablehlo.multiply %427, %428 : tensor<2x4x8x1xf32>
    %430 = stablehlo.reshape %429 : (tensor<2x4x8x1xf32>) -> tensor<2x4x8xf32>
    %431 = stablehlo.broadcast_in_dim %430, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %432 = stablehlo.divide %431, %cst_10 : tensor<2x4x8x8xf32>
    %433 = stablehlo.power %179, %cst_9 : tensor<2x4x8x8xf32>
    %434 = stablehlo.multiply %433, %cst_52 : tensor<2x4x8x8xf32>
    %435 = stablehlo.multiply %432, %434 : tensor<2x4x8x8xf32>
    %436 = stablehlo.add %423, %435 : tensor<2x4x8x8xf32>
    %437 = stablehlo.multiply %436, %41 : tensor<2x4x8x8xf32>
    %438 = stablehlo.slice %437 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %439 = stablehlo.pad %438, %cst_62, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %440 = stablehlo.select %c_13, %439, %cst_8 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %441 = stablehlo.slice %437 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %442 = stablehlo.negate %441 : tensor<2x4x8x4xf32>
    %443 = stablehlo.pad %442, %cst_62, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %444 = stablehlo.select %c, %443, %cst_8 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %445 = stablehlo.add %440, %444 : tensor<2x4x8x8xf32>
    %446 = stablehlo.multiply %436, %33 : tensor<2x4x8x8xf32>
    %447 = stablehlo.add %445, %446 : tensor<2x4x8x8xf32>
    %448 = stablehlo.transpose %447, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %449 = stablehlo.reshape %448 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %450 = stablehlo.dot_general %449, %arg17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %451 = stablehlo.reshape %450 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %452 = stablehlo.add %418, %451 : tensor<2x8x32xf32>
    %453 = stablehlo.multiply %452, %166 : tensor<2x8x32xf32>
    %454 = stablehlo.add %359, %453 : tensor<2x8x32xf32>
    %455 = stablehlo.multiply %452, %158 : tensor<2x8x32xf32>
    %456 = stablehlo.reduce(%455 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %457 = stablehlo.reshape %456 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %458 = stablehlo.multiply %457, %cst_25 : tensor<2x8x1xf32>
    %459 = stablehlo.power %164, %cst_24 : tensor<2x8x1xf32>
    %460 = stablehlo.multiply %458, %459 : tensor<2x8x1xf32>
    %461 = stablehlo.reshape %460 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %462 = stablehlo.broadcast_in_dim %461, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %463 = stablehlo.divide %462, %cst_23 : tensor<2x8x32xf32>
    %464 = stablehlo.power %158, %cst_22 : tensor<2x8x32xf32>
    %465 = stablehlo.multiply %464, %cst_56 : tensor<2x8x32xf32>
    %466 = stablehlo.multiply %463, %465 : tensor<2x8x32xf32>
    %467 = stablehlo.add %454, %466 : tensor<2x8x32xf32>
    %468 = stablehlo.compare  LE, %152, %cst_38 : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xi1>
    %469 = stablehlo.reshape %467 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %470 = stablehlo.dot_general %469, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %471 = stablehlo.reshape %470 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %472 = stablehlo.power %152, %cst_21 : tensor<2x8x64xf32>
    %473 = stablehlo.multiply %472, %cst_37 : tensor<2x8x64xf32>
    %474 = stablehlo.multiply %471, %473 : tensor<2x8x64xf32>
    %475 = stablehlo.select %468, %cst_38, %474 : tensor<2x8x64xi1>, tensor<2x8x64xf32>
    %476 = stablehlo.reshape %475 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %477 = stablehlo.dot_general %476, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %478 = stablehlo.reshape %477 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %479 = stablehlo.multiply %478, %146 : tensor<2x8x32xf32>
    %480 = stablehlo.add %467, %479 : tensor<2x8x32xf32>
    %481 = stablehlo.multiply %478, %138 : tensor<2x8x32xf32>
    %482 = stablehlo.reduce(%481 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %483 = stablehlo.reshape %482 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %484 = stablehlo.multiply %483, %cst_25 : tensor<2x8x1xf32>
    %485 = stablehlo.power %144, %cst_24 : tensor<2x8x1xf32>
    %486 = stablehlo.multiply %484, %485 : tensor<2x8x1xf32>
    %487 = stablehlo.reshape %486 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %488 = stablehlo.broadcast_in_dim %487, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %489 = stablehlo.divide %488, %cst_23 : tensor<2x8x32xf32>
    %490 = stablehlo.power %138, %cst_22 : tensor<2x8x32xf32>
    %491 = stablehlo.multiply %490, %cst_56 : tensor<2x8x32xf32>
    %492 = stablehlo.multiply %489, %491 : tensor<2x8x32xf32>
    %493 = stablehlo.add %480, %492 : tensor<2x8x32xf32>
    %494 = stablehlo.transpose %124, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %495 = stablehlo.reshape %493 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %496 = stablehlo.dot_general %495, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %497 = stablehlo.reshape %496 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %498 = stablehlo.transpose %497, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %499 = stablehlo.reshape %498 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %500 = stablehlo.dot_general %494, %499, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %501 = stablehlo.reshape %500 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %502 = stablehlo.reduce(%501 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %503 = stablehlo.transpose %502, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %504 = stablehlo.reshape %503 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %505 = stablehlo.dot_general %504, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %506 = stablehlo.reshape %505 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %507 = stablehlo.transpose %54, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %508 = stablehlo.transpose %130, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %509 = stablehlo.dot_general %499, %508, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %510 = stablehlo.reshape %509 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %511 = stablehlo.multiply %510, %123 : tensor<2x4x8x8xf32>
    %512 = stablehlo.reduce(%511 init: %cst_62) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %513 = stablehlo.broadcast_in_dim %512, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %514 = stablehlo.multiply %123, %513 : tensor<2x4x8x8xf32>
    %515 = stablehlo.subtract %511, %514 : tensor<2x4x8x8xf32>
    %516 = stablehlo.reshape %515 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %517 = stablehlo.dot_general %507, %516, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %518 = stablehlo.reshape %517 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %519 = stablehlo.multiply %518, %cst_49 : tensor<2x4x8x8xf32>
    %520 = stablehlo.transpose %519, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %521 = stablehlo.reshape %520 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %522 = stablehlo.reduce(%521 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %523 = stablehlo.multiply %522, %75 : tensor<2x2x8x8xf32>
    %524 = stablehlo.multiply %522, %67 : tensor<2x2x8x8xf32>
    %525 = stablehlo.reduce(%524 init: %cst_62) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %526 = stablehlo.reshape %525 : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %527 = stablehlo.multiply %526, %cst_19 : tensor<2x2x8x1xf32>
    %528 = stablehlo.power %73, %cst_18 : tensor<2x2x8x1xf32>
    %529 = stablehlo.multiply %527, %528 : tensor<2x2x8x1xf32>
    %530 = stablehlo.reshape %529 : (tensor<2x2x8x1xf32>) -> tensor<2x2x8xf32>
    %531 = stablehlo.broadcast_in_dim %530, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %532 = stablehlo.divide %531, %cst_17 : tensor<2x2x8x8xf32>
    %533 = stablehlo.power %67, %cst_16 : tensor<2x2x8x8xf32>
    %534 = stablehlo.multiply %533, %cst_48 : tensor<2x2x8x8xf32>
    %535 = stablehlo.multiply %532, %534 : tensor<2x2x8x8xf32>
    %536 = stablehlo.add %523, %535 : tensor<2x2x8x8xf32>
    %537 = stablehlo.multiply %536, %65 : tensor<2x2x8x8xf32>
    %538 = stablehlo.slice %537 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %539 = stablehlo.pad %538, %cst_62, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %540 = stablehlo.select %c_20, %539, %cst_15 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %541 = stablehlo.slice %537 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %542 = stablehlo.negate %541 : tensor<2x2x8x4xf32>
    %543 = stablehlo.pad %542, %cst_62, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %544 = stablehlo.select %c_14, %543, %cst_15 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %545 = stablehlo.add %540, %544 : tensor<2x2x8x8xf32>
    %546 = stablehlo.multiply %536, %59 : tensor<2x2x8x8xf32>
    %547 = stablehlo.add %545, %546 : tensor<2x2x8x8xf32>
    %548 = stablehlo.transpose %547, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %549 = stablehlo.reshape %548 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %550 = stablehlo.dot_general %549, %arg14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %551 = stablehlo.reshape %550 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %552 = stablehlo.add %506, %551 : tensor<2x8x32xf32>
    %553 = stablehlo.transpose %81, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %554 = stablehlo.dot_general %516, %553, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %555 = stablehlo.reshape %554 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %556 = stablehlo.multiply %555, %cst_49 : tensor<2x4x8x8xf32>
    %557 = stablehlo.multiply %556, %51 : tensor<2x4x8x8xf32>
    %558 = stablehlo.multiply %556, %43 : tensor<2x4x8x8xf32>
    %559 = stablehlo.reduce(%558 init: %cst_62) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %560 = stablehlo.reshape %559 : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %561 = stablehlo.multiply %560, %cst_12 : tensor<2x4x8x1xf32>
    %562 = stablehlo.power %49, %cst_11 : tensor<2x4x8x1xf32>
    %563 = stablehlo.multiply %561, %562 : tensor<2x4x8x1xf32>
    %564 = stablehlo.reshape %563 : (tensor<2x4x8x1xf32>) -> tensor<2x4x8xf32>
    %565 = stablehlo.broadcast_in_dim %564, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %566 = stablehlo.divide %565, %cst_10 : tensor<2x4x8x8xf32>
    %567 = stablehlo.power %43, %cst_9 : tensor<2x4x8x8xf32>
    %568 = stablehlo.multiply %567, %cst_52 : tensor<2x4x8x8xf32>
    %569 = stablehlo.multiply %566, %568 : tensor<2x4x8x8xf32>
    %570 = stablehlo.add %557, %569 : tensor<2x4x8x8xf32>
    %571 = stablehlo.multiply %570, %41 : tensor<2x4x8x8xf32>
    %572 = stablehlo.slice %571 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %573 = stablehlo.pad %572, %cst_62, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %574 = stablehlo.select %c_13, %573, %cst_8 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %575 = stablehlo.slice %571 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %576 = stablehlo.negate %575 : tensor<2x4x8x4xf32>
    %577 = stablehlo.pad %576, %cst_62, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %578 = stablehlo.select %c, %577, %cst_8 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %579 = stablehlo.add %574, %578 : tensor<2x4x8x8xf32>
    %580 = stablehlo.multiply %570, %33 : tensor<2x4x8x8xf32>
    %581 = stablehlo.add %579, %580 : tensor<2x4x8x8xf32>
    %582 = stablehlo.transpose %581, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %583 = stablehlo.reshape %582 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %584 = stablehlo.dot_general %583, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %585 = stablehlo.reshape %584 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %586 = stablehlo.add %552, %585 : tensor<2x8x32xf32>
    %587 = stablehlo.multiply %586, %20 : tensor<2x8x32xf32>
    %588 = stablehlo.add %493, %587 : tensor<2x8x32xf32>
    %589 = stablehlo.multiply %586, %12 : tensor<2x8x32xf32>
    %590 = stablehlo.reduce(%589 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %591 = stablehlo.reshape %590 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %592 = stablehlo.multiply %591, %cst_25 : tensor<2x8x1xf32>
    %593 = stablehlo.power %18, %cst_24 : tensor<2x8x1xf32>
    %594 = stablehlo.multiply %592, %593 : tensor<2x8x1xf32>
    %595 = stablehlo.reshape %594 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %596 = stablehlo.broadcast_in_dim %595, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %597 = stablehlo.divide %596, %cst_23 : tensor<2x8x32xf32>
    %598 = stablehlo.power %12, %cst_22 : tensor<2x8x32xf32>
    %599 = stablehlo.multiply %598, %cst_56 : tensor<2x8x32xf32>
    %600 = stablehlo.multiply %597, %599 : tensor<2x8x32xf32>
    %601 = stablehlo.add %588, %600 : tensor<2x8x32xf32>
    %602 = stablehlo.multiply %601, %11 : tensor<2x8x32xf32>
    %603 = stablehlo.multiply %601, %3 : tensor<2x8x32xf32>
    %604 = stablehlo.reduce(%603 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %605 = stablehlo.reshape %604 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %606 = stablehlo.multiply %605, %cst_25 : tensor<2x8x1xf32>
    %607 = stablehlo.power %9, %cst_24 : tensor<2x8x1xf32>
    %608 = stablehlo.multiply %606, %607 : tensor<2x8x1xf32>
    %609 = stablehlo.reshape %608 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %610 = stablehlo.broadcast_in_dim %609, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %611 = stablehlo.divide %610, %cst_23 : tensor<2x8x32xf32>
    %612 = stablehlo.power %3, %cst_22 : tensor<2x8x32xf32>
    %613 = stablehlo.multiply %612, %cst_56 : tensor<2x8x32xf32>
    %614 = stablehlo.multiply %611, %613 : tensor<2x8x32xf32>
    %615 = stablehlo.add %602, %614 : tensor<2x8x32xf32>
    %616 = stablehlo.select %303, %cst_30, %615 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %617 = "stablehlo.scatter"(%cst_33, %301, %616) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg32: tensor<f32>, %arg33: tensor<f32>):
      %699 = stablehlo.add %arg32, %arg33 : tensor<f32>
      stablehlo.return %699 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %618 = stablehlo.add %297, %617 : tensor<128x32xf32>
    %619 = stablehlo.multiply %618, %cst_7 : tensor<128x32xf32>
    %620 = stablehlo.subtract %arg10, %619 : tensor<128x32xf32>
    %621 = stablehlo.multiply %arg19, %cst_6 : tensor<32x32xf32>
    %622 = stablehlo.transpose %583, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %623 = stablehlo.dot_general %622, %22, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %624 = stablehlo.add %621, %623 : tensor<32x32xf32>
    %625 = stablehlo.multiply %624, %cst_5 : tensor<32x32xf32>
    %626 = stablehlo.subtract %arg15, %625 : tensor<32x32xf32>
    %627 = stablehlo.multiply %arg20, %cst_4 : tensor<16x32xf32>
    %628 = stablehlo.transpose %549, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %629 = stablehlo.dot_general %628, %22, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %630 = stablehlo.add %627, %629 : tensor<16x32xf32>
    %631 = stablehlo.multiply %630, %cst_3 : tensor<16x32xf32>
    %632 = stablehlo.subtract %arg14, %631 : tensor<16x32xf32>
    %633 = stablehlo.multiply %arg21, %cst_4 : tensor<16x32xf32>
    %634 = stablehlo.transpose %504, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %635 = stablehlo.dot_general %634, %22, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %636 = stablehlo.add %633, %635 : tensor<16x32xf32>
    %637 = stablehlo.multiply %636, %cst_3 : tensor<16x32xf32>
    %638 = stablehlo.subtract %arg9, %637 : tensor<16x32xf32>
    %639 = stablehlo.multiply %arg22, %cst_6 : tensor<32x32xf32>
    %640 = stablehlo.transpose %495, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %641 = stablehlo.dot_general %640, %134, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %642 = stablehlo.add %639, %641 : tensor<32x32xf32>
    %643 = stablehlo.multiply %642, %cst_5 : tensor<32x32xf32>
    %644 = stablehlo.subtract %arg8, %643 : tensor<32x32xf32>
    %645 = stablehlo.multiply %arg23, %cst_2 : tensor<64x32xf32>
    %646 = stablehlo.transpose %476, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %647 = stablehlo.dot_general %646, %148, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %648 = stablehlo.add %645, %647 : tensor<64x32xf32>
    %649 = stablehlo.multiply %648, %cst_1 : tensor<64x32xf32>
    %650 = stablehlo.subtract %arg7, %649 : tensor<64x32xf32>
    %651 = stablehlo.multiply %arg24, %cst_0 : tensor<32x64xf32>
    %652 = stablehlo.transpose %469, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %653 = stablehlo.dot_general %652, %154, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %654 = stablehlo.add %651, %653 : tensor<32x64xf32>
    %655 = stablehlo.multiply %654, %cst : tensor<32x64xf32>
    %656 = stablehlo.subtract %arg6, %655 : tensor<32x64xf32>
    %657 = stablehlo.multiply %arg25, %cst_6 : tensor<32x32xf32>
    %658 = stablehlo.transpose %449, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %659 = stablehlo.dot_general %658, %168, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %660 = stablehlo.add %657, %659 : tensor<32x32xf32>
    %661 = stablehlo.multiply %660, %cst_5 : tensor<32x32xf32>
    %662 = stablehlo.subtract %arg17, %661 : tensor<32x32xf32>
    %663 = stablehlo.multiply %arg26, %cst_4 : tensor<16x32xf32>
    %664 = stablehlo.transpose %415, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %665 = stablehlo.dot_general %664, %168, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %666 = stablehlo.add %663, %665 : tensor<16x32xf32>
    %667 = stablehlo.multiply %666, %cst_3 : tensor<16x32xf32>
    %668 = stablehlo.subtract %arg16, %667 : tensor<16x32xf32>
    %669 = stablehlo.multiply %arg27, %cst_4 : tensor<16x32xf32>
    %670 = stablehlo.transpose %370, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %671 = stablehlo.dot_general %670, %168, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %672 = stablehlo.add %669, %671 : tensor<16x32xf32>
    %673 = stablehlo.multiply %672, %cst_3 : tensor<16x32xf32>
    %674 = stablehlo.subtract %arg5, %673 : tensor<16x32xf32>
    %675 = stablehlo.multiply %arg28, %cst_6 : tensor<32x32xf32>
    %676 = stablehlo.transpose %361, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %677 = stablehlo.dot_general %676, %236, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %678 = stablehlo.add %675, %677 : tensor<32x32xf32>
    %679 = stablehlo.multiply %678, %cst_5 : tensor<32x32xf32>
    %680 = stablehlo.subtract %arg4, %679 : tensor<32x32xf32>
    %681 = stablehlo.multiply %arg29, %cst_2 : tensor<64x32xf32>
    %682 = stablehlo.transpose %342, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %683 = stablehlo.dot_general %682, %250, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %684 = stablehlo.add %681, %683 : tensor<64x32xf32>
    %685 = stablehlo.multiply %684, %cst_1 : tensor<64x32xf32>
    %686 = stablehlo.subtract %arg3, %685 : tensor<64x32xf32>
    %687 = stablehlo.multiply %arg30, %cst_0 : tensor<32x64xf32>
    %688 = stablehlo.transpose %335, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %689 = stablehlo.dot_general %688, %256, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %690 = stablehlo.add %687, %689 : tensor<32x64xf32>
    %691 = stablehlo.multiply %690, %cst : tensor<32x64xf32>
    %692 = stablehlo.subtract %arg2, %691 : tensor<32x64xf32>
    %693 = stablehlo.multiply %arg31, %cst_34 : tensor<128x32xf32>
    %694 = stablehlo.transpose %317, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %695 = stablehlo.dot_general %694, %270, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %696 = stablehlo.add %693, %695 : tensor<128x32xf32>
    %697 = stablehlo.multiply %696, %cst_7 : tensor<128x32xf32>
    %698 = stablehlo.subtract %arg1, %697 : tensor<128x32xf32>
    return %296, %620, %626, %632, %638, %644, %650, %656, %662, %668, %674, %680, %686, %692, %698, %618, %624, %630, %636, %642, %648, %654, %660, %666, %672, %678, %684, %690, %696 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<128x32xf32>
  }
}
