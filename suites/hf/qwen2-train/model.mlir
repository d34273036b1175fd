module @IrToHlo.1159 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 15 : i32}, %arg2: tensor<32x64xf32> {tf.aliasing_output = 11 : i32}, %arg3: tensor<64x32xf32> {tf.aliasing_output = 10 : i32}, %arg4: tensor<32x32xf32> {tf.aliasing_output = 8 : i32}, %arg5: tensor<16xf32> {tf.aliasing_output = 7 : i32}, %arg6: tensor<16x32xf32> {tf.aliasing_output = 6 : i32}, %arg7: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg8: tensor<32xf32> {tf.aliasing_output = 12 : i32}, %arg9: tensor<2x8xi64>, %arg10: tensor<i1>, %arg11: tensor<4xf32>, %arg12: tensor<16xf32> {tf.aliasing_output = 5 : i32}, %arg13: tensor<16x32xf32> {tf.aliasing_output = 4 : i32}, %arg14: tensor<32xf32> {tf.aliasing_output = 3 : i32}, %arg15: tensor<32x32xf32> {tf.aliasing_output = 2 : i32}, %arg16: tensor<32xf32> {tf.aliasing_output = 13 : i32}, %arg17: tensor<64x32xf32> {tf.aliasing_output = 9 : i32}, %arg18: tensor<32xf32> {tf.aliasing_output = 14 : i32}, %arg19: tensor<128x32xf32> {tf.aliasing_output = 16 : i32}, %arg20: tensor<32x32xf32> {tf.aliasing_output = 17 : i32}, %arg21: tensor<32xf32> {tf.aliasing_output = 18 : i32}, %arg22: tensor<16x32xf32> {tf.aliasing_output = 19 : i32}, %arg23: tensor<16xf32> {tf.aliasing_output = 20 : i32}, %arg24: tensor<16x32xf32> {tf.aliasing_output = 21 : i32}, %arg25: tensor<16xf32> {tf.aliasing_output = 22 : i32}, %arg26: tensor<32x32xf32> {tf.aliasing_output = 23 : i32}, %arg27: tensor<64x32xf32> {tf.aliasing_output = 24 : i32}, %arg28: tensor<64x32xf32> {tf.aliasing_output = 25 : i32}, %arg29: tensor<32x64xf32> {tf.aliasing_output = 26 : i32}, %arg30: tensor<32xf32> {tf.aliasing_output = 27 : i32}, %arg31: tensor<32xf32> {tf.aliasing_output = 28 : i32}, %arg32: tensor<32xf32> {tf.aliasing_output = 29 : i32}, %arg33: tensor<128x32xf32> {tf.aliasing_output = 30 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<32x64xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<32x64xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<64x32xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<64x32xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<16xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<16xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<16x32xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<16x32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %c = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x4x8x8xi1>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %c_13 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x4x8x8xi1>
    %c_14 = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x2x8x8xi1>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x8x8xf32>
    %c_16 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x2x8x8xi1>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_19 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_20 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x1xf32>
    %cst_21 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x1xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_23 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_24 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_26 = stablehlo.constant dense<-1> : tensor<2x8xi64>
    %c_27 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_29 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_30 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_31 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_33 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_34 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_35 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_36 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_37 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_38 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_39 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_40 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x1xf32>
    %cst_41 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_42 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %c_43 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_44 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_45 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_46 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_47 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg7, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.power %4, %cst_42 : tensor<2x8x32xf32>
    %7 = stablehlo.reduce(%6 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %8 = stablehlo.multiply %7, %cst_41 : tensor<2x8xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %10 = stablehlo.add %9, %cst_40 : tensor<2x8x1xf32>
    %11 = stablehlo.rsqrt %10 : tensor<2x8x1xf32>
    %12 = stablehlo.reshape %11 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %14 = stablehlo.multiply %4, %13 : tensor<2x8x32xf32>
    %15 = stablehlo.multiply %5, %14 : tensor<2x8x32xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %17 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %18 = stablehlo.dot_general %16, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %19 = stablehlo.broadcast_in_dim %arg14, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %20 = stablehlo.add %18, %19 : tensor<16x32xf32>
    %21 = stablehlo.reshape %20 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %22 = stablehlo.transpose %21, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %23 = stablehlo.broadcast_in_dim %cst_39, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %24 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
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
    %40 = stablehlo.multiply %39, %cst_38 : tensor<2x4x8x8xf32>
    %41 = stablehlo.reshape %40 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %42 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %43 = stablehlo.dot_general %16, %42, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %44 = stablehlo.broadcast_in_dim %arg12, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
    %45 = stablehlo.add %43, %44 : tensor<16x16xf32>
    %46 = stablehlo.reshape %45 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %47 = stablehlo.transpose %46, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %48 = stablehlo.broadcast_in_dim %28, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %49 = stablehlo.multiply %47, %48 : tensor<2x2x8x8xf32>
    %50 = stablehlo.slice %47 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %51 = stablehlo.negate %50 : tensor<2x2x8x4xf32>
    %52 = stablehlo.slice %47 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %53 = stablehlo.concatenate %51, %52, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %54 = stablehlo.broadcast_in_dim %36, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %55 = stablehlo.multiply %53, %54 : tensor<2x2x8x8xf32>
    %56 = stablehlo.add %49, %55 : tensor<2x2x8x8xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %58 = stablehlo.reshape %57 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %59 = stablehlo.transpose %58, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %60 = stablehlo.multiply %59, %cst_38 : tensor<2x4x8x8xf32>
    %61 = stablehlo.reshape %60 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %62 = stablehlo.dot_general %41, %61, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %63 = stablehlo.reshape %62 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %64 = stablehlo.convert %arg10 : (tensor<i1>) -> tensor<ui8>
    %65 = stablehlo.broadcast_in_dim %64, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %66 = stablehlo.broadcast_in_dim %c_37, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %67 = stablehlo.broadcast_in_dim %c_37, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %68 = stablehlo.compare  LE, %66, %67 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %69 = stablehlo.convert %68 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %70 = stablehlo.and %65, %69 : tensor<1x1x8x8xui8>
    %71 = stablehlo.compare  NE, %70, %c_47 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %72 = stablehlo.convert %71 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %73 = stablehlo.reshape %72 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %74 = stablehlo.broadcast_in_dim %73, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %75 = stablehlo.compare  NE, %arg9, %c_46 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %76 = stablehlo.broadcast_in_dim %c_36, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %77 = stablehlo.compare  LT, %76, %c_35 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %78 = stablehlo.add %76, %c_34 : tensor<2x1x1x8xi64>
    %79 = stablehlo.select %77, %78, %76 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %80 = stablehlo.reshape %79 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %81 = stablehlo.broadcast_in_dim %c_37, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %82 = stablehlo.compare  LT, %81, %c_35 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %83 = stablehlo.add %81, %c_33 : tensor<2x1x1x8xi64>
    %84 = stablehlo.select %82, %83, %81 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %85 = stablehlo.reshape %84 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %86 = stablehlo.concatenate %80, %85, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %87 = "stablehlo.gather"(%75, %86) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %88 = stablehlo.convert %87 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %89 = stablehlo.reshape %88 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %91 = stablehlo.and %74, %90 : tensor<2x1x8x8xui8>
    %92 = stablehlo.compare  NE, %91, %c_45 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %93 = stablehlo.select %92, %cst_32, %cst_31 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %94 = stablehlo.reshape %93 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %96 = stablehlo.add %63, %95 : tensor<2x4x8x8xf32>
    %97 = stablehlo.reduce(%96 init: %cst_44) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %99 = stablehlo.subtract %96, %98 : tensor<2x4x8x8xf32>
    %100 = stablehlo.exponential %99 : tensor<2x4x8x8xf32>
    %101 = stablehlo.reduce(%100 init: %cst_48) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %103 = stablehlo.divide %100, %102 : tensor<2x4x8x8xf32>
    %104 = stablehlo.reshape %103 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %105 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %106 = stablehlo.dot_general %16, %105, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %107 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
    %108 = stablehlo.add %106, %107 : tensor<16x16xf32>
    %109 = stablehlo.reshape %108 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %110 = stablehlo.transpose %109, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %112 = stablehlo.reshape %111 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %113 = stablehlo.dot_general %104, %112, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %114 = stablehlo.reshape %113 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %115 = stablehlo.transpose %114, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %116 = stablehlo.reshape %115 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %117 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %118 = stablehlo.dot_general %116, %117, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %119 = stablehlo.reshape %118 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %120 = stablehlo.add %4, %119 : tensor<2x8x32xf32>
    %121 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %122 = stablehlo.power %120, %cst_42 : tensor<2x8x32xf32>
    %123 = stablehlo.reduce(%122 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %124 = stablehlo.multiply %123, %cst_41 : tensor<2x8xf32>
    %125 = stablehlo.reshape %124 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %126 = stablehlo.add %125, %cst_40 : tensor<2x8x1xf32>
    %127 = stablehlo.rsqrt %126 : tensor<2x8x1xf32>
    %128 = stablehlo.reshape %127 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %130 = stablehlo.multiply %120, %129 : tensor<2x8x32xf32>
    %131 = stablehlo.multiply %121, %130 : tensor<2x8x32xf32>
    %132 = stablehlo.reshape %131 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %133 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %134 = stablehlo.dot_general %132, %133, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %135 = stablehlo.reshape %134 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %136 = stablehlo.logistic %135 : tensor<2x8x64xf32>
    %137 = stablehlo.multiply %135, %136 : tensor<2x8x64xf32>
    %138 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %139 = stablehlo.dot_general %132, %138, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %140 = stablehlo.reshape %139 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %141 = stablehlo.multiply %137, %140 : tensor<2x8x64xf32>
    %142 = stablehlo.reshape %141 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %143 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %144 = stablehlo.dot_general %142, %143, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %145 = stablehlo.reshape %144 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %146 = stablehlo.add %120, %145 : tensor<2x8x32xf32>
    %147 = stablehlo.power %146, %cst_42 : tensor<2x8x32xf32>
    %148 = stablehlo.reduce(%147 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %149 = stablehlo.multiply %148, %cst_41 : tensor<2x8xf32>
    %150 = stablehlo.reshape %149 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %151 = stablehlo.add %150, %cst_40 : tensor<2x8x1xf32>
    %152 = stablehlo.rsqrt %151 : tensor<2x8x1xf32>
    %153 = stablehlo.reshape %152 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %155 = stablehlo.multiply %146, %154 : tensor<2x8x32xf32>
    %156 = stablehlo.multiply %0, %155 : tensor<2x8x32xf32>
    %157 = stablehlo.reshape %156 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %158 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %159 = stablehlo.dot_general %157, %158, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %160 = stablehlo.reshape %159 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %161 = stablehlo.slice %160 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %162 = stablehlo.reduce(%161 init: %cst_44) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %164 = stablehlo.subtract %161, %163 : tensor<2x7x128xf32>
    %165 = stablehlo.exponential %164 : tensor<2x7x128xf32>
    %166 = stablehlo.reduce(%165 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %167 = stablehlo.log %166 : tensor<2x7xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %169 = stablehlo.subtract %164, %168 : tensor<2x7x128xf32>
    %170 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %172 = stablehlo.broadcast_in_dim %c_43, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %173 = stablehlo.compare  EQ, %171, %172 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %174 = stablehlo.convert %173 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %175 = stablehlo.convert %174 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %176 = stablehlo.multiply %169, %175 : tensor<2x7x128xf32>
    %177 = stablehlo.reduce(%176 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %178 = stablehlo.reduce(%177 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %179 = stablehlo.multiply %178, %cst_30 : tensor<f32>
    %180 = stablehlo.negate %179 : tensor<f32>
    %181 = stablehlo.multiply %arg19, %cst_29 : tensor<128x32xf32>
    %182 = stablehlo.compare  LT, %arg0, %c_46 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %183 = stablehlo.add %arg0, %c_27 : tensor<2x8xi64>
    %184 = stablehlo.select %182, %183, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %185 = stablehlo.reshape %184 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %186 = stablehlo.compare  EQ, %arg0, %c_26 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %188 = stablehlo.multiply %175, %cst_23 : tensor<2x7x128xf32>
    %189 = stablehlo.exponential %169 : tensor<2x7x128xf32>
    %190 = stablehlo.reduce(%188 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %192 = stablehlo.multiply %189, %191 : tensor<2x7x128xf32>
    %193 = stablehlo.subtract %188, %192 : tensor<2x7x128xf32>
    %194 = stablehlo.pad %193, %cst_48, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %195 = stablehlo.select %c_24, %194, %cst_22 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %196 = stablehlo.reshape %195 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %197 = stablehlo.dot_general %196, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %198 = stablehlo.reshape %197 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %199 = stablehlo.multiply %198, %0 : tensor<2x8x32xf32>
    %200 = stablehlo.multiply %199, %154 : tensor<2x8x32xf32>
    %201 = stablehlo.multiply %199, %146 : tensor<2x8x32xf32>
    %202 = stablehlo.reduce(%201 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %203 = stablehlo.reshape %202 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %204 = stablehlo.multiply %203, %cst_21 : tensor<2x8x1xf32>
    %205 = stablehlo.power %152, %cst_20 : tensor<2x8x1xf32>
    %206 = stablehlo.multiply %204, %205 : tensor<2x8x1xf32>
    %207 = stablehlo.reshape %206 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %209 = stablehlo.divide %208, %cst_19 : tensor<2x8x32xf32>
    %210 = stablehlo.power %146, %cst_18 : tensor<2x8x32xf32>
    %211 = stablehlo.multiply %210, %cst_42 : tensor<2x8x32xf32>
    %212 = stablehlo.multiply %209, %211 : tensor<2x8x32xf32>
    %213 = stablehlo.add %200, %212 : tensor<2x8x32xf32>
    %214 = stablehlo.reshape %213 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %215 = stablehlo.dot_general %214, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %216 = stablehlo.reshape %215 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %217 = stablehlo.multiply %216, %137 : tensor<2x8x64xf32>
    %218 = stablehlo.reshape %217 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %219 = stablehlo.dot_general %218, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %220 = stablehlo.reshape %219 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %221 = stablehlo.multiply %216, %140 : tensor<2x8x64xf32>
    %222 = stablehlo.subtract %cst_17, %136 : tensor<2x8x64xf32>
    %223 = stablehlo.multiply %135, %222 : tensor<2x8x64xf32>
    %224 = stablehlo.add %223, %cst_17 : tensor<2x8x64xf32>
    %225 = stablehlo.multiply %136, %224 : tensor<2x8x64xf32>
    %226 = stablehlo.multiply %221, %225 : tensor<2x8x64xf32>
    %227 = stablehlo.reshape %226 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %228 = stablehlo.dot_general %227, %arg17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %229 = stablehlo.reshape %228 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %230 = stablehlo.add %220, %229 : tensor<2x8x32xf32>
    %231 = stablehlo.multiply %230, %121 : tensor<2x8x32xf32>
    %232 = stablehlo.multiply %231, %129 : tensor<2x8x32xf32>
    %233 = stablehlo.add %213, %232 : tensor<2x8x32xf32>
    %234 = stablehlo.multiply %231, %120 : tensor<2x8x32xf32>
    %235 = stablehlo.reduce(%234 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %236 = stablehlo.reshape %235 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %237 = stablehlo.multiply %236, %cst_21 : tensor<2x8x1xf32>
    %238 = stablehlo.power %127, %cst_20 : tensor<2x8x1xf32>
    %239 = stablehlo.multiply %237, %238 : tensor<2x8x1xf32>
    %240 = stablehlo.reshape %239 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %242 = stablehlo.divide %241, %cst_19 : tensor<2x8x32xf32>
    %243 = stablehlo.power %120, %cst_18 : tensor<2x8x32xf32>
    %244 = stablehlo.multiply %243, %cst_42 : tensor<2x8x32xf32>
    %245 = stablehlo.multiply %242, %244 : tensor<2x8x32xf32>
    %246 = stablehlo.add %233, %245 : tensor<2x8x32xf32>
    %247 = stablehlo.transpose %104, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %248 = stablehlo.reshape %246 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %249 = stablehlo.dot_general %248, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %250 = stablehlo.reshape %249 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %251 = stablehlo.transpose %250, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %252 = stablehlo.reshape %251 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %253 = stablehlo.dot_general %247, %252, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %254 = stablehlo.reshape %253 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %255 = stablehlo.reduce(%254 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %256 = stablehlo.transpose %255, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %257 = stablehlo.reshape %256 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %258 = stablehlo.dot_general %257, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %259 = stablehlo.reshape %258 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %260 = stablehlo.transpose %41, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %261 = stablehlo.transpose %112, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %262 = stablehlo.dot_general %252, %261, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %263 = stablehlo.reshape %262 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %264 = stablehlo.multiply %263, %103 : tensor<2x4x8x8xf32>
    %265 = stablehlo.reduce(%264 init: %cst_48) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %266 = stablehlo.broadcast_in_dim %265, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %267 = stablehlo.multiply %103, %266 : tensor<2x4x8x8xf32>
    %268 = stablehlo.subtract %264, %267 : tensor<2x4x8x8xf32>
    %269 = stablehlo.reshape %268 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %270 = stablehlo.dot_general %260, %269, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %271 = stablehlo.reshape %270 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %272 = stablehlo.multiply %271, %cst_38 : tensor<2x4x8x8xf32>
    %273 = stablehlo.transpose %272, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %274 = stablehlo.reshape %273 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %275 = stablehlo.reduce(%274 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %276 = stablehlo.multiply %275, %54 : tensor<2x2x8x8xf32>
    %277 = stablehlo.slice %276 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %278 = stablehlo.negate %277 : tensor<2x2x8x4xf32>
    %279 = stablehlo.pad %278, %cst_48, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %280 = stablehlo.select %c_16, %279, %cst_15 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %281 = stablehlo.slice %276 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %282 = stablehlo.pad %281, %cst_48, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %283 = stablehlo.select %c_14, %282, %cst_15 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %284 = stablehlo.add %280, %283 : tensor<2x2x8x8xf32>
    %285 = stablehlo.multiply %275, %48 : tensor<2x2x8x8xf32>
    %286 = stablehlo.add %284, %285 : tensor<2x2x8x8xf32>
    %287 = stablehlo.transpose %286, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %288 = stablehlo.reshape %287 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %289 = stablehlo.dot_general %288, %arg13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %290 = stablehlo.reshape %289 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %291 = stablehlo.add %259, %290 : tensor<2x8x32xf32>
    %292 = stablehlo.transpose %61, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %293 = stablehlo.dot_general %269, %292, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %294 = stablehlo.reshape %293 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %295 = stablehlo.multiply %294, %cst_38 : tensor<2x4x8x8xf32>
    %296 = stablehlo.multiply %295, %37 : tensor<2x4x8x8xf32>
    %297 = stablehlo.slice %296 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %298 = stablehlo.negate %297 : tensor<2x4x8x4xf32>
    %299 = stablehlo.pad %298, %cst_48, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %300 = stablehlo.select %c_13, %299, %cst_12 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %301 = stablehlo.slice %296 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %302 = stablehlo.pad %301, %cst_48, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %303 = stablehlo.select %c, %302, %cst_12 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %304 = stablehlo.add %300, %303 : tensor<2x4x8x8xf32>
    %305 = stablehlo.multiply %295, %29 : tensor<2x4x8x8xf32>
    %306 = stablehlo.add %304, %305 : tensor<2x4x8x8xf32>
    %307 = stablehlo.transpose %306, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %308 = stablehlo.reshape %307 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %309 = stablehlo.dot_general %308, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %310 = stablehlo.reshape %309 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %311 = stablehlo.add %291, %310 : tensor<2x8x32xf32>
    %312 = stablehlo.multiply %311, %5 : tensor<2x8x32xf32>
    %313 = stablehlo.multiply %312, %13 : tensor<2x8x32xf32>
    %314 = stablehlo.add %246, %313 : tensor<2x8x32xf32>
    %315 = stablehlo.multiply %312, %4 : tensor<2x8x32xf32>
    %316 = stablehlo.reduce(%315 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %317 = stablehlo.reshape %316 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %318 = stablehlo.multiply %317, %cst_21 : tensor<2x8x1xf32>
    %319 = stablehlo.power %11, %cst_20 : tensor<2x8x1xf32>
    %320 = stablehlo.multiply %318, %319 : tensor<2x8x1xf32>
    %321 = stablehlo.reshape %320 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %322 = stablehlo.broadcast_in_dim %321, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %323 = stablehlo.divide %322, %cst_19 : tensor<2x8x32xf32>
    %324 = stablehlo.power %4, %cst_18 : tensor<2x8x32xf32>
    %325 = stablehlo.multiply %324, %cst_42 : tensor<2x8x32xf32>
    %326 = stablehlo.multiply %323, %325 : tensor<2x8x32xf32>
    %327 = stablehlo.add %314, %326 : tensor<2x8x32xf32>
    %328 = stablehlo.select %187, %cst_25, %327 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %329 = "stablehlo.scatter"(%cst_28, %185, %328) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg34: tensor<f32>, %arg35: tensor<f32>):
      %414 = stablehlo.add %arg34, %arg35 : tensor<f32>
      stablehlo.return %414 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %330 = stablehlo.add %181, %329 : tensor<128x32xf32>
    %331 = stablehlo.multiply %330, %cst_11 : tensor<128x32xf32>
    %332 = stablehlo.subtract %arg7, %331 : tensor<128x32xf32>
    %333 = stablehlo.multiply %arg20, %cst_10 : tensor<32x32xf32>
    %334 = stablehlo.transpose %308, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %335 = stablehlo.dot_general %334, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %336 = stablehlo.add %333, %335 : tensor<32x32xf32>
    %337 = stablehlo.multiply %336, %cst_9 : tensor<32x32xf32>
    %338 = stablehlo.subtract %arg15, %337 : tensor<32x32xf32>
    %339 = stablehlo.multiply %arg21, %cst_8 : tensor<32xf32>
    %340 = stablehlo.reduce(%308 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %341 = stablehlo.add %339, %340 : tensor<32xf32>
    %342 = stablehlo.multiply %341, %cst_7 : tensor<32xf32>
    %343 = stablehlo.subtract %arg14, %342 : tensor<32xf32>
    %344 = stablehlo.multiply %arg22, %cst_6 : tensor<16x32xf32>
    %345 = stablehlo.transpose %288, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %346 = stablehlo.dot_general %345, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %347 = stablehlo.add %344, %346 : tensor<16x32xf32>
    %348 = stablehlo.multiply %347, %cst_5 : tensor<16x32xf32>
    %349 = stablehlo.subtract %arg13, %348 : tensor<16x32xf32>
    %350 = stablehlo.multiply %arg23, %cst_4 : tensor<16xf32>
    %351 = stablehlo.reduce(%288 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %352 = stablehlo.add %350, %351 : tensor<16xf32>
    %353 = stablehlo.multiply %352, %cst_3 : tensor<16xf32>
    %354 = stablehlo.subtract %arg12, %353 : tensor<16xf32>
    %355 = stablehlo.multiply %arg24, %cst_6 : tensor<16x32xf32>
    %356 = stablehlo.transpose %257, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %357 = stablehlo.dot_general %356, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %358 = stablehlo.add %355, %357 : tensor<16x32xf32>
    %359 = stablehlo.multiply %358, %cst_5 : tensor<16x32xf32>
    %360 = stablehlo.subtract %arg6, %359 : tensor<16x32xf32>
    %361 = stablehlo.multiply %arg25, %cst_4 : tensor<16xf32>
    %362 = stablehlo.reduce(%257 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %363 = stablehlo.add %361, %362 : tensor<16xf32>
    %364 = stablehlo.multiply %363, %cst_3 : tensor<16xf32>
    %365 = stablehlo.subtract %arg5, %364 : tensor<16xf32>
    %366 = stablehlo.multiply %arg26, %cst_10 : tensor<32x32xf32>
    %367 = stablehlo.transpose %248, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %368 = stablehlo.dot_general %367, %116, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %369 = stablehlo.add %366, %368 : tensor<32x32xf32>
    %370 = stablehlo.multiply %369, %cst_9 : tensor<32x32xf32>
    %371 = stablehlo.subtract %arg4, %370 : tensor<32x32xf32>
    %372 = stablehlo.multiply %arg27, %cst_2 : tensor<64x32xf32>
    %373 = stablehlo.transpose %227, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %374 = stablehlo.dot_general %373, %132, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %375 = stablehlo.add %372, %374 : tensor<64x32xf32>
    %376 = stablehlo.multiply %375, %cst_1 : tensor<64x32xf32>
    %377 = stablehlo.subtract %arg17, %376 : tensor<64x32xf32>
    %378 = stablehlo.multiply %arg28, %cst_2 : tensor<64x32xf32>
    %379 = stablehlo.transpose %218, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %380 = stablehlo.dot_general %379, %132, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %381 = stablehlo.add %378, %380 : tensor<64x32xf32>
    %382 = stablehlo.multiply %381, %cst_1 : tensor<64x32xf32>
    %383 = stablehlo.subtract %arg3, %382 : tensor<64x32xf32>
    %384 = stablehlo.multiply %arg29, %cst_0 : tensor<32x64xf32>
    %385 = stablehlo.transpose %214, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %386 = stablehlo.dot_general %385, %142, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %387 = stablehlo.add %384, %386 : tensor<32x64xf32>
    %388 = stablehlo.multiply %387, %cst : tensor<32x64xf32>
    %389 = stablehlo.subtract %arg2, %388 : tensor<32x64xf32>
    %390 = stablehlo.multiply %arg30, %cst_8 : tensor<32xf32>
    %391 = stablehlo.multiply %311, %14 : tensor<2x8x32xf32>
    %392 = stablehlo.reduce(%391 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %393 = stablehlo.add %390, %392 : tensor<32xf32>
    %394 = stablehlo.multiply %393, %cst_7 : tensor<32xf32>
    %395 = stablehlo.subtract %arg8, %394 : tensor<32xf32>
    %396 = stablehlo.multiply %arg31, %cst_8 : tensor<32xf32>
    %397 = stablehlo.multiply %230, %130 : tensor<2x8x32xf32>
    %398 = stablehlo.reduce(%397 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %399 = stablehlo.add %396, %398 : tensor<32xf32>
    %400 = stablehlo.multiply %399, %cst_7 : tensor<32xf32>
    %401 = stablehlo.subtract %arg16, %400 : tensor<32xf32>
    %402 = stablehlo.multiply %arg32, %cst_8 : tensor<32xf32>
    %403 = stablehlo.multiply %198, %155 : tensor<2x8x32xf32>
    %404 = stablehlo.reduce(%403 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %405 = stablehlo.add %402, %404 : tensor<32xf32>
    %406 = stablehlo.multiply %405, %cst_7 : tensor<32xf32>
    %407 = stablehlo.subtract %arg18, %406 : tensor<32xf32>
    %408 = stablehlo.multiply %arg33, %cst_29 : tensor<128x32xf32>
    %409 = stablehlo.transpose %196, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %410 = stablehlo.dot_general %409, %157, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %411 = stablehlo.add %408, %410 : tensor<128x32xf32>
    %412 = stablehlo.multiply %411, %cst_11 : tensor<128x32xf32>
    %413 = stablehlo.subtract %arg1, %412 : tensor<128x32xf32>
    return %180, %332, %338, %343, %349, %354, %360, %365, %371, %377, %383, %389, %395, %401, %407, %413, %330, %336, %341, %347, %352, %358, %363, %369, %375, %381, %387, %393, %399, %405, %411 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>
  }
}
