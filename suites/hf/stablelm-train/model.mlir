module @IrToHlo.1256 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 15 : i32}, %arg2: tensor<32xf32> {tf.aliasing_output = 13 : i32}, %arg3: tensor<32x64xf32> {tf.aliasing_output = 8 : i32}, %arg4: tensor<64x32xf32> {tf.aliasing_output = 7 : i32}, %arg5: tensor<32xf32> {tf.aliasing_output = 11 : i32}, %arg6: tensor<32x32xf32> {tf.aliasing_output = 5 : i32}, %arg7: tensor<16x32xf32> {tf.aliasing_output = 4 : i32}, %arg8: tensor<32xf32> {tf.aliasing_output = 9 : i32}, %arg9: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg10: tensor<32xf32> {tf.aliasing_output = 10 : i32}, %arg11: tensor<2x8xi64>, %arg12: tensor<i1>, %arg13: tensor<16x32xf32> {tf.aliasing_output = 3 : i32}, %arg14: tensor<1xf32>, %arg15: tensor<32x32xf32> {tf.aliasing_output = 2 : i32}, %arg16: tensor<32xf32> {tf.aliasing_output = 12 : i32}, %arg17: tensor<64x32xf32> {tf.aliasing_output = 6 : i32}, %arg18: tensor<32xf32> {tf.aliasing_output = 14 : i32}, %arg19: tensor<128x32xf32> {tf.aliasing_output = 16 : i32}, %arg20: tensor<32x32xf32> {tf.aliasing_output = 17 : i32}, %arg21: tensor<16x32xf32> {tf.aliasing_output = 18 : i32}, %arg22: tensor<16x32xf32> {tf.aliasing_output = 19 : i32}, %arg23: tensor<32x32xf32> {tf.aliasing_output = 20 : i32}, %arg24: tensor<64x32xf32> {tf.aliasing_output = 21 : i32}, %arg25: tensor<64x32xf32> {tf.aliasing_output = 22 : i32}, %arg26: tensor<32x64xf32> {tf.aliasing_output = 23 : i32}, %arg27: tensor<32xf32> {tf.aliasing_output = 24 : i32}, %arg28: tensor<32xf32> {tf.aliasing_output = 25 : i32}, %arg29: tensor<32xf32> {tf.aliasing_output = 26 : i32}, %arg30: tensor<32xf32> {tf.aliasing_output = 27 : i32}, %arg31: tensor<32xf32> {tf.aliasing_output = 28 : i32}, %arg32: tensor<32xf32> {tf.aliasing_output = 29 : i32}, %arg33: tensor<128x32xf32> {tf.aliasing_output = 30 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>) {
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
    %c = stablehlo.constant dense<[[[[true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false]], [[true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false]], [[true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false]], [[true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false]]], [[[true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false]], [[true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false]], [[true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false]], [[true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false]]]]> : tensor<2x4x8x2xi1>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x2xf32>
    %c_11 = stablehlo.constant dense<[[[[false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true]], [[false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true]], [[false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true]], [[false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true]]], [[[false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true]], [[false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true]], [[false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true]], [[false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true]]]]> : tensor<2x4x8x2xi1>
    %c_12 = stablehlo.constant dense<[[[[true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false]], [[true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false]], [[true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false]], [[true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false]]], [[[true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false]], [[true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false]], [[true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false]], [[true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false]]]]> : tensor<2x4x8x8xi1>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %c_14 = stablehlo.constant dense<[[[[false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true]], [[false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true]], [[false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true]], [[false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true]]], [[[false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true]], [[false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true]], [[false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true]], [[false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true]]]]> : tensor<2x4x8x8xi1>
    %c_15 = stablehlo.constant dense<[[[[true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false]], [[true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false]]], [[[true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false]], [[true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false]]]]> : tensor<2x2x8x2xi1>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x8x2xf32>
    %c_17 = stablehlo.constant dense<[[[[false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true]], [[false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true]]], [[[false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true]], [[false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true]]]]> : tensor<2x2x8x2xi1>
    %c_18 = stablehlo.constant dense<[[[[true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false]], [[true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false]]], [[[true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false]], [[true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false]]]]> : tensor<2x2x8x8xi1>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x8x8xf32>
    %c_20 = stablehlo.constant dense<[[[[false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true]], [[false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true]]], [[[false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true]], [[false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true]]]]> : tensor<2x2x8x8xi1>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_22 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_24 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_25 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_26 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x1xf32>
    %cst_27 = stablehlo.constant dense<9.99999974E-6> : tensor<16xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_29 = stablehlo.constant dense<-1> : tensor<2x8xi64>
    %c_30 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_32 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_33 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_34 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_36 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_37 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_38 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_39 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_40 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_41 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_42 = stablehlo.constant dense<[[[0.000000e+00], [1.000000e+00], [2.000000e+00], [3.000000e+00], [4.000000e+00], [5.000000e+00], [6.000000e+00], [7.000000e+00]]]> : tensor<1x8x1xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_45 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_46 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_47 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_48 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_49 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg9, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%6, %cst_44, %cst_43) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %7 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %8 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<2x8x32xf32>
    %10 = stablehlo.add %5, %9 : tensor<2x8x32xf32>
    %11 = stablehlo.reshape %10 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %12 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %13 = stablehlo.dot_general %11, %12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %14 = stablehlo.reshape %13 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %15 = stablehlo.transpose %14, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %16 = stablehlo.slice %15 [0:2, 0:4, 0:8, 0:2] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x2xf32>
    %17 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<1xf32>) -> tensor<1x8x1xf32>
    %18 = stablehlo.multiply %17, %cst_42 : tensor<1x8x1xf32>
    %19 = stablehlo.concatenate %18, %18, dim = 2 : (tensor<1x8x1xf32>, tensor<1x8x1xf32>) -> tensor<1x8x2xf32>
    %20 = stablehlo.cosine %19 : tensor<1x8x2xf32>
    %21 = stablehlo.reshape %20 : (tensor<1x8x2xf32>) -> tensor<8x2xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [2, 3] : (tensor<8x2xf32>) -> tensor<2x4x8x2xf32>
    %23 = stablehlo.multiply %16, %22 : tensor<2x4x8x2xf32>
    %24 = stablehlo.slice %16 [0:2, 0:4, 0:8, 1:2] : (tensor<2x4x8x2xf32>) -> tensor<2x4x8x1xf32>
    %25 = stablehlo.negate %24 : tensor<2x4x8x1xf32>
    %26 = stablehlo.slice %16 [0:2, 0:4, 0:8, 0:1] : (tensor<2x4x8x2xf32>) -> tensor<2x4x8x1xf32>
    %27 = stablehlo.concatenate %25, %26, dim = 3 : (tensor<2x4x8x1xf32>, tensor<2x4x8x1xf32>) -> tensor<2x4x8x2xf32>
    %28 = stablehlo.sine %19 : tensor<1x8x2xf32>
    %29 = stablehlo.reshape %28 : (tensor<1x8x2xf32>) -> tensor<8x2xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [2, 3] : (tensor<8x2xf32>) -> tensor<2x4x8x2xf32>
    %31 = stablehlo.multiply %27, %30 : tensor<2x4x8x2xf32>
    %32 = stablehlo.add %23, %31 : tensor<2x4x8x2xf32>
    %33 = stablehlo.slice %15 [0:2, 0:4, 0:8, 2:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x6xf32>
    %34 = stablehlo.concatenate %32, %33, dim = 3 : (tensor<2x4x8x2xf32>, tensor<2x4x8x6xf32>) -> tensor<2x4x8x8xf32>
    %35 = stablehlo.multiply %34, %cst_41 : tensor<2x4x8x8xf32>
    %36 = stablehlo.reshape %35 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %37 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %38 = stablehlo.dot_general %11, %37, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %39 = stablehlo.reshape %38 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %40 = stablehlo.transpose %39, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %41 = stablehlo.slice %40 [0:2, 0:2, 0:8, 0:2] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x2xf32>
    %42 = stablehlo.broadcast_in_dim %21, dims = [2, 3] : (tensor<8x2xf32>) -> tensor<2x2x8x2xf32>
    %43 = stablehlo.multiply %41, %42 : tensor<2x2x8x2xf32>
    %44 = stablehlo.slice %41 [0:2, 0:2, 0:8, 1:2] : (tensor<2x2x8x2xf32>) -> tensor<2x2x8x1xf32>
    %45 = stablehlo.negate %44 : tensor<2x2x8x1xf32>
    %46 = stablehlo.slice %41 [0:2, 0:2, 0:8, 0:1] : (tensor<2x2x8x2xf32>) -> tensor<2x2x8x1xf32>
    %47 = stablehlo.concatenate %45, %46, dim = 3 : (tensor<2x2x8x1xf32>, tensor<2x2x8x1xf32>) -> tensor<2x2x8x2xf32>
    %48 = stablehlo.broadcast_in_dim %29, dims = [2, 3] : (tensor<8x2xf32>) -> tensor<2x2x8x2xf32>
    %49 = stablehlo.multiply %47, %48 : tensor<2x2x8x2xf32>
    %50 = stablehlo.add %43, %49 : tensor<2x2x8x2xf32>
    %51 = stablehlo.slice %40 [0:2, 0:2, 0:8, 2:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x6xf32>
    %52 = stablehlo.concatenate %50, %51, dim = 3 : (tensor<2x2x8x2xf32>, tensor<2x2x8x6xf32>) -> tensor<2x2x8x8xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %54 = stablehlo.reshape %53 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %55 = stablehlo.transpose %54, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %56 = stablehlo.multiply %55, %cst_41 : tensor<2x4x8x8xf32>
    %57 = stablehlo.reshape %56 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %58 = stablehlo.dot_general %36, %57, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %59 = stablehlo.reshape %58 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %60 = stablehlo.convert %arg12 : (tensor<i1>) -> tensor<ui8>
    %61 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %62 = stablehlo.broadcast_in_dim %c_40, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %63 = stablehlo.broadcast_in_dim %c_40, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %64 = stablehlo.compare  LE, %62, %63 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %65 = stablehlo.convert %64 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %66 = stablehlo.and %61, %65 : tensor<1x1x8x8xui8>
    %67 = stablehlo.compare  NE, %66, %c_49 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %68 = stablehlo.convert %67 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %69 = stablehlo.reshape %68 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %70 = stablehlo.broadcast_in_dim %69, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %71 = stablehlo.compare  NE, %arg11, %c_48 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %72 = stablehlo.broadcast_in_dim %c_39, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %73 = stablehlo.compare  LT, %72, %c_38 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %74 = stablehlo.add %72, %c_37 : tensor<2x1x1x8xi64>
    %75 = stablehlo.select %73, %74, %72 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %76 = stablehlo.reshape %75 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %77 = stablehlo.broadcast_in_dim %c_40, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %78 = stablehlo.compare  LT, %77, %c_38 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %79 = stablehlo.add %77, %c_36 : tensor<2x1x1x8xi64>
    %80 = stablehlo.select %78, %79, %77 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %81 = stablehlo.reshape %80 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %82 = stablehlo.concatenate %76, %81, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %83 = "stablehlo.gather"(%71, %82) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %84 = stablehlo.convert %83 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %85 = stablehlo.reshape %84 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %87 = stablehlo.and %70, %86 : tensor<2x1x8x8xui8>
    %88 = stablehlo.compare  NE, %87, %c_47 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %89 = stablehlo.select %88, %cst_35, %cst_34 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %90 = stablehlo.reshape %89 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %92 = stablehlo.add %59, %91 : tensor<2x4x8x8xf32>
    %93 = stablehlo.reduce(%92 init: %cst_46) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %95 = stablehlo.subtract %92, %94 : tensor<2x4x8x8xf32>
    %96 = stablehlo.exponential %95 : tensor<2x4x8x8xf32>
    %97 = stablehlo.reduce(%96 init: %cst_50) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %99 = stablehlo.divide %96, %98 : tensor<2x4x8x8xf32>
    %100 = stablehlo.reshape %99 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %101 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %102 = stablehlo.dot_general %11, %101, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %103 = stablehlo.reshape %102 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %104 = stablehlo.transpose %103, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %106 = stablehlo.reshape %105 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %107 = stablehlo.dot_general %100, %106, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %108 = stablehlo.reshape %107 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %109 = stablehlo.transpose %108, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %110 = stablehlo.reshape %109 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %111 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %112 = stablehlo.dot_general %110, %111, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %113 = stablehlo.reshape %112 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %114 = stablehlo.add %4, %113 : tensor<2x8x32xf32>
    %115 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %116 = stablehlo.reshape %114 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_51, %batch_mean_52, %batch_var_53 = "stablehlo.batch_norm_training"(%116, %cst_44, %cst_43) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %117 = stablehlo.reshape %output_51 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %118 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %119 = stablehlo.multiply %117, %118 : tensor<2x8x32xf32>
    %120 = stablehlo.add %115, %119 : tensor<2x8x32xf32>
    %121 = stablehlo.reshape %120 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %122 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %123 = stablehlo.dot_general %121, %122, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %124 = stablehlo.reshape %123 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %125 = stablehlo.logistic %124 : tensor<2x8x64xf32>
    %126 = stablehlo.multiply %124, %125 : tensor<2x8x64xf32>
    %127 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %128 = stablehlo.dot_general %121, %127, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %129 = stablehlo.reshape %128 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %130 = stablehlo.multiply %126, %129 : tensor<2x8x64xf32>
    %131 = stablehlo.reshape %130 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %132 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %133 = stablehlo.dot_general %131, %132, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %134 = stablehlo.reshape %133 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %135 = stablehlo.add %114, %134 : tensor<2x8x32xf32>
    %136 = stablehlo.reshape %135 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_54, %batch_mean_55, %batch_var_56 = "stablehlo.batch_norm_training"(%136, %cst_44, %cst_43) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %137 = stablehlo.reshape %output_54 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %138 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %139 = stablehlo.multiply %137, %138 : tensor<2x8x32xf32>
    %140 = stablehlo.add %0, %139 : tensor<2x8x32xf32>
    %141 = stablehlo.reshape %140 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %142 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %143 = stablehlo.dot_general %141, %142, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %144 = stablehlo.reshape %143 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %145 = stablehlo.slice %144 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %146 = stablehlo.reduce(%145 init: %cst_46) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %148 = stablehlo.subtract %145, %147 : tensor<2x7x128xf32>
    %149 = stablehlo.exponential %148 : tensor<2x7x128xf32>
    %150 = stablehlo.reduce(%149 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %151 = stablehlo.log %150 : tensor<2x7xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %153 = stablehlo.subtract %148, %152 : tensor<2x7x128xf32>
    %154 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %156 = stablehlo.broadcast_in_dim %c_45, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %157 = stablehlo.compare  EQ, %155, %156 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %158 = stablehlo.convert %157 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %159 = stablehlo.convert %158 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %160 = stablehlo.multiply %153, %159 : tensor<2x7x128xf32>
    %161 = stablehlo.reduce(%160 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %162 = stablehlo.reduce(%161 init: %cst_50) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %163 = stablehlo.multiply %162, %cst_33 : tensor<f32>
    %164 = stablehlo.negate %163 : tensor<f32>
    %165 = stablehlo.multiply %arg19, %cst_32 : tensor<128x32xf32>
    %166 = stablehlo.compare  LT, %arg0, %c_48 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %167 = stablehlo.add %arg0, %c_30 : tensor<2x8xi64>
    %168 = stablehlo.select %166, %167, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %169 = stablehlo.reshape %168 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %170 = stablehlo.compare  EQ, %arg0, %c_29 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %172 = stablehlo.add %batch_var_56, %cst_27 : tensor<16xf32>
    %173 = stablehlo.rsqrt %172 : tensor<16xf32>
    %174 = stablehlo.reshape %173 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %175 = stablehlo.divide %174, %cst_26 : tensor<2x8x1xf32>
    %176 = stablehlo.reshape %175 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %178 = stablehlo.multiply %159, %cst_24 : tensor<2x7x128xf32>
    %179 = stablehlo.exponential %153 : tensor<2x7x128xf32>
    %180 = stablehlo.reduce(%178 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %182 = stablehlo.multiply %179, %181 : tensor<2x7x128xf32>
    %183 = stablehlo.subtract %178, %182 : tensor<2x7x128xf32>
    %184 = stablehlo.pad %183, %cst_50, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %185 = stablehlo.select %c_25, %184, %cst_23 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %186 = stablehlo.reshape %185 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %187 = stablehlo.dot_general %186, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %188 = stablehlo.reshape %187 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %189 = stablehlo.multiply %188, %138 : tensor<2x8x32xf32>
    %190 = stablehlo.multiply %189, %cst_22 : tensor<2x8x32xf32>
    %191 = stablehlo.reduce(%189 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %192 = stablehlo.broadcast_in_dim %191, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %193 = stablehlo.subtract %190, %192 : tensor<2x8x32xf32>
    %194 = stablehlo.reshape %batch_mean_55 : (tensor<16xf32>) -> tensor<2x8xf32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %196 = stablehlo.subtract %135, %195 : tensor<2x8x32xf32>
    %197 = stablehlo.reshape %173 : (tensor<16xf32>) -> tensor<2x8xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %199 = stablehlo.multiply %196, %198 : tensor<2x8x32xf32>
    %200 = stablehlo.multiply %189, %199 : tensor<2x8x32xf32>
    %201 = stablehlo.reduce(%200 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %203 = stablehlo.multiply %199, %202 : tensor<2x8x32xf32>
    %204 = stablehlo.subtract %193, %203 : tensor<2x8x32xf32>
    %205 = stablehlo.multiply %177, %204 : tensor<2x8x32xf32>
    %206 = stablehlo.add %batch_var_53, %cst_27 : tensor<16xf32>
    %207 = stablehlo.rsqrt %206 : tensor<16xf32>
    %208 = stablehlo.reshape %207 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %209 = stablehlo.divide %208, %cst_26 : tensor<2x8x1xf32>
    %210 = stablehlo.reshape %209 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %212 = stablehlo.reshape %205 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %213 = stablehlo.dot_general %212, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %214 = stablehlo.reshape %213 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %215 = stablehlo.multiply %214, %126 : tensor<2x8x64xf32>
    %216 = stablehlo.reshape %215 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %217 = stablehlo.dot_general %216, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %218 = stablehlo.reshape %217 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %219 = stablehlo.multiply %214, %129 : tensor<2x8x64xf32>
    %220 = stablehlo.subtract %cst_21, %125 : tensor<2x8x64xf32>
    %221 = stablehlo.multiply %124, %220 : tensor<2x8x64xf32>
    %222 = stablehlo.add %221, %cst_21 : tensor<2x8x64xf32>
    %223 = stablehlo.multiply %125, %222 : tensor<2x8x64xf32>
    %224 = stablehlo.multiply %219, %223 : tensor<2x8x64xf32>
    %225 = stablehlo.reshape %224 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %226 = stablehlo.dot_general %225, %arg17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %227 = stablehlo.reshape %226 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %228 = stablehlo.add %218, %227 : tensor<2x8x32xf32>
    %229 = stablehlo.multiply %228, %118 : tensor<2x8x32xf32>
    %230 = stablehlo.multiply %229, %cst_22 : tensor<2x8x32xf32>
    %231 = stablehlo.reduce(%229 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %232 = stablehlo.broadcast_in_dim %231, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %233 = stablehlo.subtract %230, %232 : tensor<2x8x32xf32>
    %234 = stablehlo.reshape %batch_mean_52 : (tensor<16xf32>) -> tensor<2x8xf32>
    %235 = stablehlo.broadcast_in_dim %234, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %236 = stablehlo.subtract %114, %235 : tensor<2x8x32xf32>
    %237 = stablehlo.reshape %207 : (tensor<16xf32>) -> tensor<2x8xf32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %239 = stablehlo.multiply %236, %238 : tensor<2x8x32xf32>
    %240 = stablehlo.multiply %229, %239 : tensor<2x8x32xf32>
    %241 = stablehlo.reduce(%240 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %242 = stablehlo.broadcast_in_dim %241, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %243 = stablehlo.multiply %239, %242 : tensor<2x8x32xf32>
    %244 = stablehlo.subtract %233, %243 : tensor<2x8x32xf32>
    %245 = stablehlo.multiply %211, %244 : tensor<2x8x32xf32>
    %246 = stablehlo.add %205, %245 : tensor<2x8x32xf32>
    %247 = stablehlo.add %batch_var, %cst_27 : tensor<16xf32>
    %248 = stablehlo.rsqrt %247 : tensor<16xf32>
    %249 = stablehlo.reshape %248 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %250 = stablehlo.divide %249, %cst_26 : tensor<2x8x1xf32>
    %251 = stablehlo.reshape %250 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %253 = stablehlo.transpose %100, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %254 = stablehlo.reshape %246 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %255 = stablehlo.dot_general %254, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %256 = stablehlo.reshape %255 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %257 = stablehlo.transpose %256, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %258 = stablehlo.reshape %257 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %259 = stablehlo.dot_general %253, %258, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %260 = stablehlo.reshape %259 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %261 = stablehlo.reduce(%260 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %262 = stablehlo.transpose %261, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %263 = stablehlo.reshape %262 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %264 = stablehlo.dot_general %263, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %265 = stablehlo.reshape %264 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %266 = stablehlo.transpose %36, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %267 = stablehlo.transpose %106, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %268 = stablehlo.dot_general %258, %267, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %269 = stablehlo.reshape %268 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %270 = stablehlo.multiply %269, %99 : tensor<2x4x8x8xf32>
    %271 = stablehlo.reduce(%270 init: %cst_50) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %272 = stablehlo.broadcast_in_dim %271, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %273 = stablehlo.multiply %99, %272 : tensor<2x4x8x8xf32>
    %274 = stablehlo.subtract %270, %273 : tensor<2x4x8x8xf32>
    %275 = stablehlo.reshape %274 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %276 = stablehlo.dot_general %266, %275, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %277 = stablehlo.reshape %276 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %278 = stablehlo.multiply %277, %cst_41 : tensor<2x4x8x8xf32>
    %279 = stablehlo.transpose %278, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %280 = stablehlo.reshape %279 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %281 = stablehlo.reduce(%280 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %282 = stablehlo.slice %281 [0:2, 0:2, 0:8, 2:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x6xf32>
    %283 = stablehlo.pad %282, %cst_50, low = [0, 0, 0, 2], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x6xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %284 = stablehlo.select %c_20, %283, %cst_19 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %285 = stablehlo.slice %281 [0:2, 0:2, 0:8, 0:2] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x2xf32>
    %286 = stablehlo.multiply %285, %48 : tensor<2x2x8x2xf32>
    %287 = stablehlo.slice %286 [0:2, 0:2, 0:8, 0:1] : (tensor<2x2x8x2xf32>) -> tensor<2x2x8x1xf32>
    %288 = stablehlo.negate %287 : tensor<2x2x8x1xf32>
    %289 = stablehlo.pad %288, %cst_50, low = [0, 0, 0, 1], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x1xf32>, tensor<f32>) -> tensor<2x2x8x2xf32>
    %290 = stablehlo.select %c_17, %289, %cst_16 : tensor<2x2x8x2xi1>, tensor<2x2x8x2xf32>
    %291 = stablehlo.slice %286 [0:2, 0:2, 0:8, 1:2] : (tensor<2x2x8x2xf32>) -> tensor<2x2x8x1xf32>
    %292 = stablehlo.pad %291, %cst_50, low = [0, 0, 0, 0], high = [0, 0, 0, 1], interior = [0, 0, 0, 0] : (tensor<2x2x8x1xf32>, tensor<f32>) -> tensor<2x2x8x2xf32>
    %293 = stablehlo.select %c_15, %292, %cst_16 : tensor<2x2x8x2xi1>, tensor<2x2x8x2xf32>
    %294 = stablehlo.add %290, %293 : tensor<2x2x8x2xf32>
    %295 = stablehlo.multiply %285, %42 : tensor<2x2x8x2xf32>
    %296 = stablehlo.add %294, %295 : tensor<2x2x8x2xf32>
    %297 = stablehlo.pad %296, %cst_50, low = [0, 0, 0, 0], high = [0, 0, 0, 6], interior = [0, 0, 0, 0] : (tensor<2x2x8x2xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %298 = stablehlo.select %c_18, %297, %cst_19 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %299 = stablehlo.add %284, %298 : tensor<2x2x8x8xf32>
    %300 = stablehlo.transpose %299, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %301 = stablehlo.reshape %300 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %302 = stablehlo.dot_general %301, %arg13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %303 = stablehlo.reshape %302 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %304 = stablehlo.add %265, %303 : tensor<2x8x32xf32>
    %305 = stablehlo.transpose %57, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %306 = stablehlo.dot_general %275, %305, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %307 = stablehlo.reshape %306 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %308 = stablehlo.multiply %307, %cst_41 : tensor<2x4x8x8xf32>
    %309 = stablehlo.slice %308 [0:2, 0:4, 0:8, 2:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x6xf32>
    %310 = stablehlo.pad %309, %cst_50, low = [0, 0, 0, 2], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x6xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %311 = stablehlo.select %c_14, %310, %cst_13 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %312 = stablehlo.slice %308 [0:2, 0:4, 0:8, 0:2] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x2xf32>
    %313 = stablehlo.multiply %312, %30 : tensor<2x4x8x2xf32>
    %314 = stablehlo.slice %313 [0:2, 0:4, 0:8, 0:1] : (tensor<2x4x8x2xf32>) -> tensor<2x4x8x1xf32>
    %315 = stablehlo.negate %314 : tensor<2x4x8x1xf32>
    %316 = stablehlo.pad %315, %cst_50, low = [0, 0, 0, 1], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x1xf32>, tensor<f32>) -> tensor<2x4x8x2xf32>
    %317 = stablehlo.select %c_11, %316, %cst_10 : tensor<2x4x8x2xi1>, tensor<2x4x8x2xf32>
    %318 = stablehlo.slice %313 [0:2, 0:4, 0:8, 1:2] : (tensor<2x4x8x2xf32>) -> tensor<2x4x8x1xf32>
    %319 = stablehlo.pad %318, %cst_50, low = [0, 0, 0, 0], high = [0, 0, 0, 1], interior = [0, 0, 0, 0] : (tensor<2x4x8x1xf32>, tensor<f32>) -> tensor<2x4x8x2xf32>
    %320 = stablehlo.select %c, %319, %cst_10 : tensor<2x4x8x2xi1>, tensor<2x4x8x2xf32>
    %321 = stablehlo.add %317, %320 : tensor<2x4x8x2xf32>
    %322 = stablehlo.multiply %312, %22 : tensor<2x4x8x2xf32>
    %323 = stablehlo.add %321, %322 : tensor<2x4x8x2xf32>
    %324 = stablehlo.pad %323, %cst_50, low = [0, 0, 0, 0], high = [0, 0, 0, 6], interior = [0, 0, 0, 0] : (tensor<2x4x8x2xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %325 = stablehlo.select %c_12, %324, %cst_13 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %326 = stablehlo.add %311, %325 : tensor<2x4x8x8xf32>
    %327 = stablehlo.transpose %326, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %328 = stablehlo.reshape %327 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %329 = stablehlo.dot_general %328, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %330 = stablehlo.reshape %329 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %331 = stablehlo.add %304, %330 : tensor<2x8x32xf32>
    %332 = stablehlo.multiply %331, %8 : tensor<2x8x32xf32>
    %333 = stablehlo.multiply %332, %cst_22 : tensor<2x8x32xf32>
    %334 = stablehlo.reduce(%332 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %335 = stablehlo.broadcast_in_dim %334, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %336 = stablehlo.subtract %333, %335 : tensor<2x8x32xf32>
    %337 = stablehlo.reshape %batch_mean : (tensor<16xf32>) -> tensor<2x8xf32>
    %338 = stablehlo.broadcast_in_dim %337, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %339 = stablehlo.subtract %4, %338 : tensor<2x8x32xf32>
    %340 = stablehlo.reshape %248 : (tensor<16xf32>) -> tensor<2x8xf32>
    %341 = stablehlo.broadcast_in_dim %340, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %342 = stablehlo.multiply %339, %341 : tensor<2x8x32xf32>
    %343 = stablehlo.multiply %332, %342 : tensor<2x8x32xf32>
    %344 = stablehlo.reduce(%343 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %345 = stablehlo.broadcast_in_dim %344, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %346 = stablehlo.multiply %342, %345 : tensor<2x8x32xf32>
    %347 = stablehlo.subtract %336, %346 : tensor<2x8x32xf32>
    %348 = stablehlo.multiply %252, %347 : tensor<2x8x32xf32>
    %349 = stablehlo.add %246, %348 : tensor<2x8x32xf32>
    %350 = stablehlo.select %171, %cst_28, %349 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %351 = "stablehlo.scatter"(%cst_31, %169, %350) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg34: tensor<f32>, %arg35: tensor<f32>):
      %436 = stablehlo.add %arg34, %arg35 : tensor<f32>
      stablehlo.return %436 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %352 = stablehlo.add %165, %351 : tensor<128x32xf32>
    %353 = stablehlo.multiply %352, %cst_9 : tensor<128x32xf32>
    %354 = stablehlo.subtract %arg9, %353 : tensor<128x32xf32>
    %355 = stablehlo.multiply %arg20, %cst_8 : tensor<32x32xf32>
    %356 = stablehlo.transpose %328, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %357 = stablehlo.dot_general %356, %11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %358 = stablehlo.add %355, %357 : tensor<32x32xf32>
    %359 = stablehlo.multiply %358, %cst_7 : tensor<32x32xf32>
    %360 = stablehlo.subtract %arg15, %359 : tensor<32x32xf32>
    %361 = stablehlo.multiply %arg21, %cst_6 : tensor<16x32xf32>
    %362 = stablehlo.transpose %301, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %363 = stablehlo.dot_general %362, %11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %364 = stablehlo.add %361, %363 : tensor<16x32xf32>
    %365 = stablehlo.multiply %364, %cst_5 : tensor<16x32xf32>
    %366 = stablehlo.subtract %arg13, %365 : tensor<16x32xf32>
    %367 = stablehlo.multiply %arg22, %cst_6 : tensor<16x32xf32>
    %368 = stablehlo.transpose %263, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %369 = stablehlo.dot_general %368, %11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %370 = stablehlo.add %367, %369 : tensor<16x32xf32>
    %371 = stablehlo.multiply %370, %cst_5 : tensor<16x32xf32>
    %372 = stablehlo.subtract %arg7, %371 : tensor<16x32xf32>
    %373 = stablehlo.multiply %arg23, %cst_8 : tensor<32x32xf32>
    %374 = stablehlo.transpose %254, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %375 = stablehlo.dot_general %374, %110, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %376 = stablehlo.add %373, %375 : tensor<32x32xf32>
    %377 = stablehlo.multiply %376, %cst_7 : tensor<32x32xf32>
    %378 = stablehlo.subtract %arg6, %377 : tensor<32x32xf32>
    %379 = stablehlo.multiply %arg24, %cst_4 : tensor<64x32xf32>
    %380 = stablehlo.transpose %225, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %381 = stablehlo.dot_general %380, %121, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %382 = stablehlo.add %379, %381 : tensor<64x32xf32>
    %383 = stablehlo.multiply %382, %cst_3 : tensor<64x32xf32>
    %384 = stablehlo.subtract %arg17, %383 : tensor<64x32xf32>
    %385 = stablehlo.multiply %arg25, %cst_4 : tensor<64x32xf32>
    %386 = stablehlo.transpose %216, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %387 = stablehlo.dot_general %386, %121, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %388 = stablehlo.add %385, %387 : tensor<64x32xf32>
    %389 = stablehlo.multiply %388, %cst_3 : tensor<64x32xf32>
    %390 = stablehlo.subtract %arg4, %389 : tensor<64x32xf32>
    %391 = stablehlo.multiply %arg26, %cst_2 : tensor<32x64xf32>
    %392 = stablehlo.transpose %212, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %393 = stablehlo.dot_general %392, %131, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %394 = stablehlo.add %391, %393 : tensor<32x64xf32>
    %395 = stablehlo.multiply %394, %cst_1 : tensor<32x64xf32>
    %396 = stablehlo.subtract %arg3, %395 : tensor<32x64xf32>
    %397 = stablehlo.multiply %arg27, %cst_0 : tensor<32xf32>
    %398 = stablehlo.multiply %331, %342 : tensor<2x8x32xf32>
    %399 = stablehlo.reduce(%398 init: %cst_50) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %400 = stablehlo.add %397, %399 : tensor<32xf32>
    %401 = stablehlo.multiply %400, %cst : tensor<32xf32>
    %402 = stablehlo.subtract %arg8, %401 : tensor<32xf32>
    %403 = stablehlo.multiply %arg28, %cst_0 : tensor<32xf32>
    %404 = stablehlo.reduce(%331 init: %cst_50) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %405 = stablehlo.add %403, %404 : tensor<32xf32>
    %406 = stablehlo.multiply %405, %cst : tensor<32xf32>
    %407 = stablehlo.subtract %arg10, %406 : tensor<32xf32>
    %408 = stablehlo.multiply %arg29, %cst_0 : tensor<32xf32>
    %409 = stablehlo.multiply %228, %239 : tensor<2x8x32xf32>
    %410 = stablehlo.reduce(%409 init: %cst_50) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %411 = stablehlo.add %408, %410 : tensor<32xf32>
    %412 = stablehlo.multiply %411, %cst : tensor<32xf32>
    %413 = stablehlo.subtract %arg5, %412 : tensor<32xf32>
    %414 = stablehlo.multiply %arg30, %cst_0 : tensor<32xf32>
    %415 = stablehlo.reduce(%228 init: %cst_50) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %416 = stablehlo.add %414, %415 : tensor<32xf32>
    %417 = stablehlo.multiply %416, %cst : tensor<32xf32>
    %418 = stablehlo.subtract %arg16, %417 : tensor<32xf32>
    %419 = stablehlo.multiply %arg31, %cst_0 : tensor<32xf32>
    %420 = stablehlo.multiply %188, %199 : tensor<2x8x32xf32>
    %421 = stablehlo.reduce(%420 init: %cst_50) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %422 = stablehlo.add %419, %421 : tensor<32xf32>
    %423 = stablehlo.multiply %422, %cst : tensor<32xf32>
    %424 = stablehlo.subtract %arg2, %423 : tensor<32xf32>
    %425 = stablehlo.multiply %arg32, %cst_0 : tensor<32xf32>
    %426 = stablehlo.reduce(%188 init: %cst_50) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %427 = stablehlo.add %425, %426 : tensor<32xf32>
    %428 = stablehlo.multiply %427, %cst : tensor<32xf32>
    %429 = stablehlo.subtract %arg18, %428 : tensor<32xf32>
    %430 = stablehlo.multiply %arg33, %cst_32 : tensor<128x32xf32>
    %431 = stablehlo.transpose %186, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %432 = stablehlo.dot_general %431, %141, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %433 = stablehlo.add %430, %432 : tensor<128x32xf32>
    %434 = stablehlo.multiply %433, %cst_9 : tensor<128x32xf32>
    %435 = stablehlo.subtract %arg1, %434 : tensor<128x32xf32>
    return %164, %354, %360, %366, %372, %378, %384, %390, %396, %402, %407, %413, %418, %424, %429, %435, %352, %358, %364, %370, %376, %382, %388, %394, %400, %405, %411, %416, %422, %427, %433 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>
  }
}
