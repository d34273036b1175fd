module @IrToHlo.1261 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 14 : i32}, %arg2: tensor<32x64xf32> {tf.aliasing_output = 10 : i32}, %arg3: tensor<64x32xf32> {tf.aliasing_output = 9 : i32}, %arg4: tensor<32x32xf32> {tf.aliasing_output = 5 : i32}, %arg5: tensor<16x32xf32> {tf.aliasing_output = 4 : i32}, %arg6: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg7: tensor<32xf32> {tf.aliasing_output = 11 : i32}, %arg8: tensor<2x8xi64>, %arg9: tensor<i1>, %arg10: tensor<4xf32>, %arg11: tensor<16x32xf32> {tf.aliasing_output = 3 : i32}, %arg12: tensor<8xf32> {tf.aliasing_output = 7 : i32}, %arg13: tensor<32x32xf32> {tf.aliasing_output = 2 : i32}, %arg14: tensor<8xf32> {tf.aliasing_output = 6 : i32}, %arg15: tensor<32xf32> {tf.aliasing_output = 12 : i32}, %arg16: tensor<64x32xf32> {tf.aliasing_output = 8 : i32}, %arg17: tensor<32xf32> {tf.aliasing_output = 13 : i32}, %arg18: tensor<128x32xf32> {tf.aliasing_output = 15 : i32}, %arg19: tensor<32x32xf32> {tf.aliasing_output = 16 : i32}, %arg20: tensor<16x32xf32> {tf.aliasing_output = 17 : i32}, %arg21: tensor<16x32xf32> {tf.aliasing_output = 18 : i32}, %arg22: tensor<32x32xf32> {tf.aliasing_output = 19 : i32}, %arg23: tensor<8xf32> {tf.aliasing_output = 20 : i32}, %arg24: tensor<8xf32> {tf.aliasing_output = 21 : i32}, %arg25: tensor<64x32xf32> {tf.aliasing_output = 22 : i32}, %arg26: tensor<64x32xf32> {tf.aliasing_output = 23 : i32}, %arg27: tensor<32x64xf32> {tf.aliasing_output = 24 : i32}, %arg28: tensor<32xf32> {tf.aliasing_output = 25 : i32}, %arg29: tensor<32xf32> {tf.aliasing_output = 26 : i32}, %arg30: tensor<32xf32> {tf.aliasing_output = 27 : i32}, %arg31: tensor<128x32xf32> {tf.aliasing_output = 28 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<32x64xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<32x64xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<64x32xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<64x32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<16x32xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<16x32xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x4x8xf32>
    %cst_13 = stablehlo.constant dense<8.000000e+00> : tensor<2x8x4x8xf32>
    %cst_14 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x4x1xf32>
    %cst_15 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x4x1xf32>
    %c = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x4x8x8xi1>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %c_17 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x4x8x8xi1>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x2x8xf32>
    %cst_19 = stablehlo.constant dense<8.000000e+00> : tensor<2x8x2x8xf32>
    %cst_20 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x2x1xf32>
    %cst_21 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x2x1xf32>
    %c_22 = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x2x8x8xi1>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x8x8xf32>
    %c_24 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x2x8x8xi1>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_27 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_28 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x1xf32>
    %cst_29 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x1xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_31 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_32 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_34 = stablehlo.constant dense<-1> : tensor<2x8xi64>
    %c_35 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_37 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_38 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_39 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_41 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_42 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_43 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_44 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_45 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_46 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x2x1xf32>
    %cst_47 = stablehlo.constant dense<1.250000e-01> : tensor<2x8x2xf32>
    %cst_48 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x2x8xf32>
    %cst_49 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_50 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_51 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x4x1xf32>
    %cst_52 = stablehlo.constant dense<1.250000e-01> : tensor<2x8x4xf32>
    %cst_53 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x4x8xf32>
    %cst_54 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x1xf32>
    %cst_55 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_56 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %c_57 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_58 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_59 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_60 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_61 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg6, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg14, dims = [3] : (tensor<8xf32>) -> tensor<2x8x4x8xf32>
    %6 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %7 = stablehlo.power %4, %cst_56 : tensor<2x8x32xf32>
    %8 = stablehlo.reduce(%7 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %9 = stablehlo.multiply %8, %cst_55 : tensor<2x8xf32>
    %10 = stablehlo.reshape %9 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %11 = stablehlo.add %10, %cst_54 : tensor<2x8x1xf32>
    %12 = stablehlo.rsqrt %11 : tensor<2x8x1xf32>
    %13 = stablehlo.reshape %12 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %15 = stablehlo.multiply %4, %14 : tensor<2x8x32xf32>
    %16 = stablehlo.multiply %6, %15 : tensor<2x8x32xf32>
    %17 = stablehlo.reshape %16 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %18 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %19 = stablehlo.dot_general %17, %18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %20 = stablehlo.reshape %19 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %21 = stablehlo.power %20, %cst_53 : tensor<2x8x4x8xf32>
    %22 = stablehlo.reduce(%21 init: %cst_62) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4xf32>
    %23 = stablehlo.multiply %22, %cst_52 : tensor<2x8x4xf32>
    %24 = stablehlo.reshape %23 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
    %25 = stablehlo.add %24, %cst_51 : tensor<2x8x4x1xf32>
    %26 = stablehlo.rsqrt %25 : tensor<2x8x4x1xf32>
    %27 = stablehlo.reshape %26 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x8xf32>
    %29 = stablehlo.multiply %20, %28 : tensor<2x8x4x8xf32>
    %30 = stablehlo.multiply %5, %29 : tensor<2x8x4x8xf32>
    %31 = stablehlo.transpose %30, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %32 = stablehlo.broadcast_in_dim %cst_50, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %33 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
    %34 = stablehlo.multiply %32, %33 : tensor<1x8x4xf32>
    %35 = stablehlo.concatenate %34, %34, dim = 2 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %36 = stablehlo.cosine %35 : tensor<1x8x8xf32>
    %37 = stablehlo.reshape %36 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %39 = stablehlo.multiply %31, %38 : tensor<2x4x8x8xf32>
    %40 = stablehlo.slice %31 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %41 = stablehlo.negate %40 : tensor<2x4x8x4xf32>
    %42 = stablehlo.slice %31 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %43 = stablehlo.concatenate %41, %42, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %44 = stablehlo.sine %35 : tensor<1x8x8xf32>
    %45 = stablehlo.reshape %44 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %47 = stablehlo.multiply %43, %46 : tensor<2x4x8x8xf32>
    %48 = stablehlo.add %39, %47 : tensor<2x4x8x8xf32>
    %49 = stablehlo.multiply %48, %cst_49 : tensor<2x4x8x8xf32>
    %50 = stablehlo.reshape %49 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %51 = stablehlo.broadcast_in_dim %arg12, dims = [3] : (tensor<8xf32>) -> tensor<2x8x2x8xf32>
    %52 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %53 = stablehlo.dot_general %17, %52, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %54 = stablehlo.reshape %53 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %55 = stablehlo.power %54, %cst_48 : tensor<2x8x2x8xf32>
    %56 = stablehlo.reduce(%55 init: %cst_62) applies stablehlo.add across dimensions = [3] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8x2xf32>
    %57 = stablehlo.multiply %56, %cst_47 : tensor<2x8x2xf32>
    %58 = stablehlo.reshape %57 : (tensor<2x8x2xf32>) -> tensor<2x8x2x1xf32>
    %59 = stablehlo.add %58, %cst_46 : tensor<2x8x2x1xf32>
    %60 = stablehlo.rsqrt %59 : tensor<2x8x2x1xf32>
    %61 = stablehlo.reshape %60 : (tensor<2x8x2x1xf32>) -> tensor<2x8x2xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2] : (tensor<2x8x2xf32>) -> tensor<2x8x2x8xf32>
    %63 = stablehlo.multiply %54, %62 : tensor<2x8x2x8xf32>
    %64 = stablehlo.multiply %51, %63 : tensor<2x8x2x8xf32>
    %65 = stablehlo.transpose %64, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %66 = stablehlo.broadcast_in_dim %37, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %67 = stablehlo.multiply %65, %66 : tensor<2x2x8x8xf32>
    %68 = stablehlo.slice %65 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %69 = stablehlo.negate %68 : tensor<2x2x8x4xf32>
    %70 = stablehlo.slice %65 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %71 = stablehlo.concatenate %69, %70, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %72 = stablehlo.broadcast_in_dim %45, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %73 = stablehlo.multiply %71, %72 : tensor<2x2x8x8xf32>
    %74 = stablehlo.add %67, %73 : tensor<2x2x8x8xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %76 = stablehlo.reshape %75 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %77 = stablehlo.transpose %76, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %78 = stablehlo.multiply %77, %cst_49 : tensor<2x4x8x8xf32>
    %79 = stablehlo.reshape %78 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %80 = stablehlo.dot_general %50, %79, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %81 = stablehlo.reshape %80 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %82 = stablehlo.convert %arg9 : (tensor<i1>) -> tensor<ui8>
    %83 = stablehlo.broadcast_in_dim %82, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %84 = stablehlo.broadcast_in_dim %c_45, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %85 = stablehlo.broadcast_in_dim %c_45, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %86 = stablehlo.compare  LE, %84, %85 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %87 = stablehlo.convert %86 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %88 = stablehlo.and %83, %87 : tensor<1x1x8x8xui8>
    %89 = stablehlo.compare  NE, %88, %c_61 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %90 = stablehlo.convert %89 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %91 = stablehlo.reshape %90 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %92 = stablehlo.broadcast_in_dim %91, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %93 = stablehlo.compare  NE, %arg8, %c_60 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %94 = stablehlo.broadcast_in_dim %c_44, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %95 = stablehlo.compare  LT, %94, %c_43 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %96 = stablehlo.add %94, %c_42 : tensor<2x1x1x8xi64>
    %97 = stablehlo.select %95, %96, %94 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %98 = stablehlo.reshape %97 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %99 = stablehlo.broadcast_in_dim %c_45, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %100 = stablehlo.compare  LT, %99, %c_43 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %101 = stablehlo.add %99, %c_41 : tensor<2x1x1x8xi64>
    %102 = stablehlo.select %100, %101, %99 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %103 = stablehlo.reshape %102 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %104 = stablehlo.concatenate %98, %103, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %105 = "stablehlo.gather"(%93, %104) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %106 = stablehlo.convert %105 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %107 = stablehlo.reshape %106 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %109 = stablehlo.and %92, %108 : tensor<2x1x8x8xui8>
    %110 = stablehlo.compare  NE, %109, %c_59 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %111 = stablehlo.select %110, %cst_40, %cst_39 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %112 = stablehlo.reshape %111 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %114 = stablehlo.add %81, %113 : tensor<2x4x8x8xf32>
    %115 = stablehlo.reduce(%114 init: %cst_58) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %117 = stablehlo.subtract %114, %116 : tensor<2x4x8x8xf32>
    %118 = stablehlo.exponential %117 : tensor<2x4x8x8xf32>
    %119 = stablehlo.reduce(%118 init: %cst_62) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %121 = stablehlo.divide %118, %120 : tensor<2x4x8x8xf32>
    %122 = stablehlo.reshape %121 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %123 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %124 = stablehlo.dot_general %17, %123, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %125 = stablehlo.reshape %124 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %126 = stablehlo.transpose %125, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %128 = stablehlo.reshape %127 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %129 = stablehlo.dot_general %122, %128, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %130 = stablehlo.reshape %129 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %131 = stablehlo.transpose %130, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %132 = stablehlo.reshape %131 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %133 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %134 = stablehlo.dot_general %132, %133, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %135 = stablehlo.reshape %134 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %136 = stablehlo.add %4, %135 : tensor<2x8x32xf32>
    %137 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %138 = stablehlo.power %136, %cst_56 : tensor<2x8x32xf32>
    %139 = stablehlo.reduce(%138 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %140 = stablehlo.multiply %139, %cst_55 : tensor<2x8xf32>
    %141 = stablehlo.reshape %140 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %142 = stablehlo.add %141, %cst_54 : tensor<2x8x1xf32>
    %143 = stablehlo.rsqrt %142 : tensor<2x8x1xf32>
    %144 = stablehlo.reshape %143 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %146 = stablehlo.multiply %136, %145 : tensor<2x8x32xf32>
    %147 = stablehlo.multiply %137, %146 : tensor<2x8x32xf32>
    %148 = stablehlo.reshape %147 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %149 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %150 = stablehlo.dot_general %148, %149, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %151 = stablehlo.reshape %150 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %152 = stablehlo.logistic %151 : tensor<2x8x64xf32>
    %153 = stablehlo.multiply %151, %152 : tensor<2x8x64xf32>
    %154 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %155 = stablehlo.dot_general %148, %154, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %156 = stablehlo.reshape %155 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %157 = stablehlo.multiply %153, %156 : tensor<2x8x64xf32>
    %158 = stablehlo.reshape %157 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %159 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %160 = stablehlo.dot_general %158, %159, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %161 = stablehlo.reshape %160 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %162 = stablehlo.add %136, %161 : tensor<2x8x32xf32>
    %163 = stablehlo.power %162, %cst_56 : tensor<2x8x32xf32>
    %164 = stablehlo.reduce(%163 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %165 = stablehlo.multiply %164, %cst_55 : tensor<2x8xf32>
    %166 = stablehlo.reshape %165 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %167 = stablehlo.add %166, %cst_54 : tensor<2x8x1xf32>
    %168 = stablehlo.rsqrt %167 : tensor<2x8x1xf32>
    %169 = stablehlo.reshape %168 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %171 = stablehlo.multiply %162, %170 : tensor<2x8x32xf32>
    %172 = stablehlo.multiply %0, %171 : tensor<2x8x32xf32>
    %173 = stablehlo.reshape %172 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %174 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %175 = stablehlo.dot_general %173, %174, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %176 = stablehlo.reshape %175 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %177 = stablehlo.slice %176 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %178 = stablehlo.reduce(%177 init: %cst_58) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %180 = stablehlo.subtract %177, %179 : tensor<2x7x128xf32>
    %181 = stablehlo.exponential %180 : tensor<2x7x128xf32>
    %182 = stablehlo.reduce(%181 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %183 = stablehlo.log %182 : tensor<2x7xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %185 = stablehlo.subtract %180, %184 : tensor<2x7x128xf32>
    %186 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %188 = stablehlo.broadcast_in_dim %c_57, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %189 = stablehlo.compare  EQ, %187, %188 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %190 = stablehlo.convert %189 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %191 = stablehlo.convert %190 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %192 = stablehlo.multiply %185, %191 : tensor<2x7x128xf32>
    %193 = stablehlo.reduce(%192 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %194 = stablehlo.reduce(%193 init: %cst_62) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %195 = stablehlo.multiply %194, %cst_38 : tensor<f32>
    %196 = stablehlo.negate %195 : tensor<f32>
    %197 = stablehlo.multiply %arg18, %cst_37 : tensor<128x32xf32>
    %198 = stablehlo.compare  LT, %arg0, %c_60 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %199 = stablehlo.add %arg0, %c_35 : tensor<2x8xi64>
    %200 = stablehlo.select %198, %199, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %201 = stablehlo.reshape %200 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %202 = stablehlo.compare  EQ, %arg0, %c_34 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %204 = stablehlo.multiply %191, %cst_31 : tensor<2x7x128xf32>
    %205 = stablehlo.exponential %185 : tensor<2x7x128xf32>
    %206 = stablehlo.reduce(%204 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %208 = stablehlo.multiply %205, %207 : tensor<2x7x128xf32>
    %209 = stablehlo.subtract %204, %208 : tensor<2x7x128xf32>
    %210 = stablehlo.pad %209, %cst_62, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %211 = stablehlo.select %c_32, %210, %cst_30 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %212 = stablehlo.reshape %211 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %213 = stablehlo.dot_general %212, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %214 = stablehlo.reshape %213 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %215 = stablehlo.multiply %214, %0 : tensor<2x8x32xf32>
    %216 = stablehlo.multiply %215, %170 : tensor<2x8x32xf32>
    %217 = stablehlo.multiply %215, %162 : tensor<2x8x32xf32>
    %218 = stablehlo.reduce(%217 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %219 = stablehlo.reshape %218 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %220 = stablehlo.multiply %219, %cst_29 : tensor<2x8x1xf32>
    %221 = stablehlo.power %168, %cst_28 : tensor<2x8x1xf32>
    %222 = stablehlo.multiply %220, %221 : tensor<2x8x1xf32>
    %223 = stablehlo.reshape %222 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %225 = stablehlo.divide %224, %cst_27 : tensor<2x8x32xf32>
    %226 = stablehlo.power %162, %cst_26 : tensor<2x8x32xf32>
    %227 = stablehlo.multiply %226, %cst_56 : tensor<2x8x32xf32>
    %228 = stablehlo.multiply %225, %227 : tensor<2x8x32xf32>
    %229 = stablehlo.add %216, %228 : tensor<2x8x32xf32>
    %230 = stablehlo.reshape %229 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %231 = stablehlo.dot_general %230, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %232 = stablehlo.reshape %231 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %233 = stablehlo.multiply %232, %153 : tensor<2x8x64xf32>
    %234 = stablehlo.reshape %233 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %235 = stablehlo.dot_general %234, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %236 = stablehlo.reshape %235 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %237 = stablehlo.multiply %232, %156 : tensor<2x8x64xf32>
    %238 = stablehlo.subtract %cst_25, %152 : tensor<2x8x64xf32>
    %239 = stablehlo.multiply %151, %238 : tensor<2x8x64xf32>
    %240 = stablehlo.add %239, %cst_25 : tensor<2x8x64xf32>
    %241 = stablehlo.multiply %152, %240 : tensor<2x8x64xf32>
    %242 = stablehlo.multiply %237, %241 : tensor<2x8x64xf32>
    %243 = stablehlo.reshape %242 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %244 = stablehlo.dot_general %243, %arg16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %245 = stablehlo.reshape %244 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %246 = stablehlo.add %236, %245 : tensor<2x8x32xf32>
    %247 = stablehlo.multiply %246, %137 : tensor<2x8x32xf32>
    %248 = stablehlo.multiply %247, %145 : tensor<2x8x32xf32>
    %249 = stablehlo.add %229, %248 : tensor<2x8x32xf32>
    %250 = stablehlo.multiply %247, %136 : tensor<2x8x32xf32>
    %251 = stablehlo.reduce(%250 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %252 = stablehlo.reshape %251 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %253 = stablehlo.multiply %252, %cst_29 : tensor<2x8x1xf32>
    %254 = stablehlo.power %143, %cst_28 : tensor<2x8x1xf32>
    %255 = stablehlo.multiply %253, %254 : tensor<2x8x1xf32>
    %256 = stablehlo.reshape %255 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %258 = stablehlo.divide %257, %cst_27 : tensor<2x8x32xf32>
    %259 = stablehlo.power %136, %cst_26 : tensor<2x8x32xf32>
    %260 = stablehlo.multiply %259, %cst_56 : tensor<2x8x32xf32>
    %261 = stablehlo.multiply %258, %260 : tensor<2x8x32xf32>
    %262 = stablehlo.add %249, %261 : tensor<2x8x32xf32>
    %263 = stablehlo.transpose %122, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %264 = stablehlo.reshape %262 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %265 = stablehlo.dot_general %264, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %266 = stablehlo.reshape %265 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %267 = stablehlo.transpose %266, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %268 = stablehlo.reshape %267 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %269 = stablehlo.dot_general %263, %268, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %270 = stablehlo.reshape %269 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %271 = stablehlo.reduce(%270 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %272 = stablehlo.transpose %271, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %273 = stablehlo.reshape %272 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %274 = stablehlo.dot_general %273, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %275 = stablehlo.reshape %274 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %276 = stablehlo.transpose %50, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %277 = stablehlo.transpose %128, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %278 = stablehlo.dot_general %268, %277, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %279 = stablehlo.reshape %278 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %280 = stablehlo.multiply %279, %121 : tensor<2x4x8x8xf32>
    %281 = stablehlo.reduce(%280 init: %cst_62) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %283 = stablehlo.multiply %121, %282 : tensor<2x4x8x8xf32>
    %284 = stablehlo.subtract %280, %283 : tensor<2x4x8x8xf32>
    %285 = stablehlo.reshape %284 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %286 = stablehlo.dot_general %276, %285, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %287 = stablehlo.reshape %286 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %288 = stablehlo.multiply %287, %cst_49 : tensor<2x4x8x8xf32>
    %289 = stablehlo.transpose %288, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %290 = stablehlo.reshape %289 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %291 = stablehlo.reduce(%290 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %292 = stablehlo.multiply %291, %72 : tensor<2x2x8x8xf32>
    %293 = stablehlo.slice %292 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %294 = stablehlo.negate %293 : tensor<2x2x8x4xf32>
    %295 = stablehlo.pad %294, %cst_62, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %296 = stablehlo.select %c_24, %295, %cst_23 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %297 = stablehlo.slice %292 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %298 = stablehlo.pad %297, %cst_62, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %299 = stablehlo.select %c_22, %298, %cst_23 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %300 = stablehlo.add %296, %299 : tensor<2x2x8x8xf32>
    %301 = stablehlo.multiply %291, %66 : tensor<2x2x8x8xf32>
    %302 = stablehlo.add %300, %301 : tensor<2x2x8x8xf32>
    %303 = stablehlo.transpose %302, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %304 = stablehlo.multiply %303, %51 : tensor<2x8x2x8xf32>
    %305 = stablehlo.multiply %304, %62 : tensor<2x8x2x8xf32>
    %306 = stablehlo.multiply %304, %54 : tensor<2x8x2x8xf32>
    %307 = stablehlo.reduce(%306 init: %cst_62) applies stablehlo.add across dimensions = [3] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8x2xf32>
    %308 = stablehlo.reshape %307 : (tensor<2x8x2xf32>) -> tensor<2x8x2x1xf32>
    %309 = stablehlo.multiply %308, %cst_21 : tensor<2x8x2x1xf32>
    %310 = stablehlo.power %60, %cst_20 : tensor<2x8x2x1xf32>
    %311 = stablehlo.multiply %309, %310 : tensor<2x8x2x1xf32>
    %312 = stablehlo.reshape %311 : (tensor<2x8x2x1xf32>) -> tensor<2x8x2xf32>
    %313 = stablehlo.broadcast_in_dim %312, dims = [0, 1, 2] : (tensor<2x8x2xf32>) -> tensor<2x8x2x8xf32>
    %314 = stablehlo.divide %313, %cst_19 : tensor<2x8x2x8xf32>
    %315 = stablehlo.power %54, %cst_18 : tensor<2x8x2x8xf32>
    %316 = stablehlo.multiply %315, %cst_48 : tensor<2x8x2x8xf32>
    %317 = stablehlo.multiply %314, %316 : tensor<2x8x2x8xf32>
    %318 = stablehlo.add %305, %317 : tensor<2x8x2x8xf32>
    %319 = stablehlo.reshape %318 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %320 = stablehlo.dot_general %319, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %321 = stablehlo.reshape %320 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %322 = stablehlo.add %275, %321 : tensor<2x8x32xf32>
    %323 = stablehlo.transpose %79, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %324 = stablehlo.dot_general %285, %323, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %325 = stablehlo.reshape %324 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %326 = stablehlo.multiply %325, %cst_49 : tensor<2x4x8x8xf32>
    %327 = stablehlo.multiply %326, %46 : tensor<2x4x8x8xf32>
    %328 = stablehlo.slice %327 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %329 = stablehlo.negate %328 : tensor<2x4x8x4xf32>
    %330 = stablehlo.pad %329, %cst_62, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %331 = stablehlo.select %c_17, %330, %cst_16 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %332 = stablehlo.slice %327 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %333 = stablehlo.pad %332, %cst_62, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %334 = stablehlo.select %c, %333, %cst_16 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %335 = stablehlo.add %331, %334 : tensor<2x4x8x8xf32>
    %336 = stablehlo.multiply %326, %38 : tensor<2x4x8x8xf32>
    %337 = stablehlo.add %335, %336 : tensor<2x4x8x8xf32>
    %338 = stablehlo.transpose %337, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %339 = stablehlo.multiply %338, %5 : tensor<2x8x4x8xf32>
    %340 = stablehlo.multiply %339, %28 : tensor<2x8x4x8xf32>
    %341 = stablehlo.multiply %339, %20 : tensor<2x8x4x8xf32>
    %342 = stablehlo.reduce(%341 init: %cst_62) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4xf32>
    %343 = stablehlo.reshape %342 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
    %344 = stablehlo.multiply %343, %cst_15 : tensor<2x8x4x1xf32>
    %345 = stablehlo.power %26, %cst_14 : tensor<2x8x4x1xf32>
    %346 = stablehlo.multiply %344, %345 : tensor<2x8x4x1xf32>
    %347 = stablehlo.reshape %346 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
    %348 = stablehlo.broadcast_in_dim %347, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x8xf32>
    %349 = stablehlo.divide %348, %cst_13 : tensor<2x8x4x8xf32>
    %350 = stablehlo.power %20, %cst_12 : tensor<2x8x4x8xf32>
    %351 = stablehlo.multiply %350, %cst_53 : tensor<2x8x4x8xf32>
    %352 = stablehlo.multiply %349, %351 : tensor<2x8x4x8xf32>
    %353 = stablehlo.add %340, %352 : tensor<2x8x4x8xf32>
    %354 = stablehlo.reshape %353 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %355 = stablehlo.dot_general %354, %arg13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %356 = stablehlo.reshape %355 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %357 = stablehlo.add %322, %356 : tensor<2x8x32xf32>
    %358 = stablehlo.multiply %357, %6 : tensor<2x8x32xf32>
    %359 = stablehlo.multiply %358, %14 : tensor<2x8x32xf32>
    %360 = stablehlo.add %262, %359 : tensor<2x8x32xf32>
    %361 = stablehlo.multiply %358, %4 : tensor<2x8x32xf32>
    %362 = stablehlo.reduce(%361 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %363 = stablehlo.reshape %362 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %364 = stablehlo.multiply %363, %cst_29 : tensor<2x8x1xf32>
    %365 = stablehlo.power %12, %cst_28 : tensor<2x8x1xf32>
    %366 = stablehlo.multiply %364, %365 : tensor<2x8x1xf32>
    %367 = stablehlo.reshape %366 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %368 = stablehlo.broadcast_in_dim %367, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %369 = stablehlo.divide %368, %cst_27 : tensor<2x8x32xf32>
    %370 = stablehlo.power %4, %cst_26 : tensor<2x8x32xf32>
    %371 = stablehlo.multiply %370, %cst_56 : tensor<2x8x32xf32>
    %372 = stablehlo.multiply %369, %371 : tensor<2x8x32xf32>
    %373 = stablehlo.add %360, %372 : tensor<2x8x32xf32>
    %374 = stablehlo.select %203, %cst_33, %373 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %375 = "stablehlo.scatter"(%cst_36, %201, %374) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg32: tensor<f32>, %arg33: tensor<f32>):
      %457 = stablehlo.add %arg32, %arg33 : tensor<f32>
      stablehlo.return %457 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %376 = stablehlo.add %197, %375 : tensor<128x32xf32>
    %377 = stablehlo.multiply %376, %cst_11 : tensor<128x32xf32>
    %378 = stablehlo.subtract %arg6, %377 : tensor<128x32xf32>
    %379 = stablehlo.multiply %arg19, %cst_10 : tensor<32x32xf32>
    %380 = stablehlo.transpose %354, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %381 = stablehlo.dot_general %380, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %382 = stablehlo.add %379, %381 : tensor<32x32xf32>
    %383 = stablehlo.multiply %382, %cst_9 : tensor<32x32xf32>
    %384 = stablehlo.subtract %arg13, %383 : tensor<32x32xf32>
    %385 = stablehlo.multiply %arg20, %cst_8 : tensor<16x32xf32>
    %386 = stablehlo.transpose %319, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %387 = stablehlo.dot_general %386, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %388 = stablehlo.add %385, %387 : tensor<16x32xf32>
    %389 = stablehlo.multiply %388, %cst_7 : tensor<16x32xf32>
    %390 = stablehlo.subtract %arg11, %389 : tensor<16x32xf32>
    %391 = stablehlo.multiply %arg21, %cst_8 : tensor<16x32xf32>
    %392 = stablehlo.transpose %273, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %393 = stablehlo.dot_general %392, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %394 = stablehlo.add %391, %393 : tensor<16x32xf32>
    %395 = stablehlo.multiply %394, %cst_7 : tensor<16x32xf32>
    %396 = stablehlo.subtract %arg5, %395 : tensor<16x32xf32>
    %397 = stablehlo.multiply %arg22, %cst_10 : tensor<32x32xf32>
    %398 = stablehlo.transpose %264, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %399 = stablehlo.dot_general %398, %132, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %400 = stablehlo.add %397, %399 : tensor<32x32xf32>
    %401 = stablehlo.multiply %400, %cst_9 : tensor<32x32xf32>
    %402 = stablehlo.subtract %arg4, %401 : tensor<32x32xf32>
    %403 = stablehlo.multiply %arg23, %cst_6 : tensor<8xf32>
    %404 = stablehlo.multiply %338, %29 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : tensor<2x8x4x8xf32>
    %405 = stablehlo.reduce(%404 init: %cst_62) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %406 = stablehlo.add %403, %405 : tensor<8xf32>
    %407 = stablehlo.multiply %406, %cst_5 : tensor<8xf32>
    %408 = stablehlo.subtract %arg14, %407 : tensor<8xf32>
    %409 = stablehlo.multiply %arg24, %cst_6 : tensor<8xf32>
    %410 = stablehlo.multiply %303, %63 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : tensor<2x8x2x8xf32>
    %411 = stablehlo.reduce(%410 init: %cst_62) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %412 = stablehlo.add %409, %411 : tensor<8xf32>
    %413 = stablehlo.multiply %412, %cst_5 : tensor<8xf32>
    %414 = stablehlo.subtract %arg12, %413 : tensor<8xf32>
    %415 = stablehlo.multiply %arg25, %cst_4 : tensor<64x32xf32>
    %416 = stablehlo.transpose %243, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %417 = stablehlo.dot_general %416, %148, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %418 = stablehlo.add %415, %417 : tensor<64x32xf32>
    %419 = stablehlo.multiply %418, %cst_3 : tensor<64x32xf32>
    %420 = stablehlo.subtract %arg16, %419 : tensor<64x32xf32>
    %421 = stablehlo.multiply %arg26, %cst_4 : tensor<64x32xf32>
    %422 = stablehlo.transpose %234, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %423 = stablehlo.dot_general %422, %148, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %424 = stablehlo.add %421, %423 : tensor<64x32xf32>
    %425 = stablehlo.multiply %424, %cst_3 : tensor<64x32xf32>
    %426 = stablehlo.subtract %arg3, %425 : tensor<64x32xf32>
    %427 = stablehlo.multiply %arg27, %cst_2 : tensor<32x64xf32>
    %428 = stablehlo.transpose %230, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %429 = stablehlo.dot_general %428, %158, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %430 = stablehlo.add %427, %429 : tensor<32x64xf32>
    %431 = stablehlo.multiply %430, %cst_1 : tensor<32x64xf32>
    %432 = stablehlo.subtract %arg2, %431 : tensor<32x64xf32>
    %433 = stablehlo.multiply %arg28, %cst_0 : tensor<32xf32>
    %434 = stablehlo.multiply %357, %15 : tensor<2x8x32xf32>
    %435 = stablehlo.reduce(%434 init: %cst_62) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %436 = stablehlo.add %433, %435 : tensor<32xf32>
    %437 = stablehlo.multiply %436, %cst : tensor<32xf32>
    %438 = stablehlo.subtract %arg7, %437 : tensor<32xf32>
    %439 = stablehlo.multiply %arg29, %cst_0 : tensor<32xf32>
    %440 = stablehlo.multiply %246, %146 : tensor<2x8x32xf32>
    %441 = stablehlo.reduce(%440 init: %cst_62) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %442 = stablehlo.add %439, %441 : tensor<32xf32>
    %443 = stablehlo.multiply %442, %cst : tensor<32xf32>
    %444 = stablehlo.subtract %arg15, %443 : tensor<32xf32>
    %445 = stablehlo.multiply %arg30, %cst_0 : tensor<32xf32>
    %446 = stablehlo.multiply %214, %171 : tensor<2x8x32xf32>
    %447 = stablehlo.reduce(%446 init: %cst_62) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %448 = stablehlo.add %445, %447 : tensor<32xf32>
    %449 = stablehlo.multiply %448, %cst : tensor<32xf32>
    %450 = stablehlo.subtract %arg17, %449 : tensor<32xf32>
    %451 = stablehlo.multiply %arg31, %cst_37 : tensor<128x32xf32>
    %452 = stablehlo.transpose %212, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %453 = stablehlo.dot_general %452, %173, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %454 = stablehlo.add %451, %453 : tensor<128x32xf32>
    %455 = stablehlo.multiply %454, %cst_11 : tensor<128x32xf32>
    %456 = stablehlo.subtract %arg1, %455 : tensor<128x32xf32>
    return %196, %378, %384, %390, %396, %402, %408, %414, %420, %426, %432, %438, %444, %450, %456, %376, %382, %388, %394, %400, %406, %412, %418, %424, %430, %436, %442, %448, %454 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>
  }
}
