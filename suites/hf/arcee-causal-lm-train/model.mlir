module @IrToHlo.1701 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 19 : i32}, %arg2: tensor<32x64xf32> {tf.aliasing_output = 15 : i32}, %arg3: tensor<64x32xf32> {tf.aliasing_output = 14 : i32}, %arg4: tensor<32x32xf32> {tf.aliasing_output = 13 : i32}, %arg5: tensor<16x32xf32> {tf.aliasing_output = 12 : i32}, %arg6: tensor<32x64xf32> {tf.aliasing_output = 7 : i32}, %arg7: tensor<64x32xf32> {tf.aliasing_output = 6 : i32}, %arg8: tensor<32x32xf32> {tf.aliasing_output = 5 : i32}, %arg9: tensor<16x32xf32> {tf.aliasing_output = 4 : i32}, %arg10: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg11: tensor<32xf32> {tf.aliasing_output = 8 : i32}, %arg12: tensor<2x8xi64>, %arg13: tensor<i1>, %arg14: tensor<4xf32>, %arg15: tensor<16x32xf32> {tf.aliasing_output = 3 : i32}, %arg16: tensor<32x32xf32> {tf.aliasing_output = 2 : i32}, %arg17: tensor<32xf32> {tf.aliasing_output = 9 : i32}, %arg18: tensor<32xf32> {tf.aliasing_output = 16 : i32}, %arg19: tensor<16x32xf32> {tf.aliasing_output = 11 : i32}, %arg20: tensor<32x32xf32> {tf.aliasing_output = 10 : i32}, %arg21: tensor<32xf32> {tf.aliasing_output = 17 : i32}, %arg22: tensor<32xf32> {tf.aliasing_output = 18 : i32}, %arg23: tensor<128x32xf32> {tf.aliasing_output = 20 : i32}, %arg24: tensor<32x32xf32> {tf.aliasing_output = 21 : i32}, %arg25: tensor<16x32xf32> {tf.aliasing_output = 22 : i32}, %arg26: tensor<16x32xf32> {tf.aliasing_output = 23 : i32}, %arg27: tensor<32x32xf32> {tf.aliasing_output = 24 : i32}, %arg28: tensor<64x32xf32> {tf.aliasing_output = 25 : i32}, %arg29: tensor<32x64xf32> {tf.aliasing_output = 26 : i32}, %arg30: tensor<32xf32> {tf.aliasing_output = 27 : i32}, %arg31: tensor<32xf32> {tf.aliasing_output = 28 : i32}, %arg32: tensor<32x32xf32> {tf.aliasing_output = 29 : i32}, %arg33: tensor<16x32xf32> {tf.aliasing_output = 30 : i32}, %arg34: tensor<16x32xf32> {tf.aliasing_output = 31 : i32}, %arg35: tensor<32x32xf32> {tf.aliasing_output = 32 : i32}, %arg36: tensor<64x32xf32> {tf.aliasing_output = 33 : i32}, %arg37: tensor<32x64xf32> {tf.aliasing_output = 34 : i32}, %arg38: tensor<32xf32> {tf.aliasing_output = 35 : i32}, %arg39: tensor<32xf32> {tf.aliasing_output = 36 : i32}, %arg40: tensor<32xf32> {tf.aliasing_output = 37 : i32}, %arg41: tensor<128x32xf32> {tf.aliasing_output = 38 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>) {
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
    %c_24 = stablehlo.constant dense<1> : tensor<2x8xi64>
    %c_25 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_27 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_28 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_29 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x64xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x64xf32>
    %cst_31 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_33 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_34 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_35 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_36 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_37 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_38 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_39 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_40 = stablehlo.constant dense<9.99999974E-6> : tensor<2x8x1xf32>
    %cst_41 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_42 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %c_43 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_44 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_45 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_46 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_47 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg10, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
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
    %17 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %18 = stablehlo.dot_general %16, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %19 = stablehlo.reshape %18 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %20 = stablehlo.transpose %19, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %21 = stablehlo.broadcast_in_dim %cst_39, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %22 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
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
    %38 = stablehlo.multiply %37, %cst_38 : tensor<2x4x8x8xf32>
    %39 = stablehlo.reshape %38 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %40 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
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
    %56 = stablehlo.multiply %55, %cst_38 : tensor<2x4x8x8xf32>
    %57 = stablehlo.reshape %56 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %58 = stablehlo.dot_general %39, %57, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %59 = stablehlo.reshape %58 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %60 = stablehlo.convert %arg13 : (tensor<i1>) -> tensor<ui8>
    %61 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %62 = stablehlo.broadcast_in_dim %c_37, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %63 = stablehlo.broadcast_in_dim %c_37, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %64 = stablehlo.compare  LE, %62, %63 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %65 = stablehlo.convert %64 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %66 = stablehlo.and %61, %65 : tensor<1x1x8x8xui8>
    %67 = stablehlo.compare  NE, %66, %c_47 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %68 = stablehlo.convert %67 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %69 = stablehlo.reshape %68 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %70 = stablehlo.broadcast_in_dim %69, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %71 = stablehlo.compare  NE, %arg12, %c_46 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %72 = stablehlo.broadcast_in_dim %c_36, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %73 = stablehlo.compare  LT, %72, %c_35 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %74 = stablehlo.add %72, %c_34 : tensor<2x1x1x8xi64>
    %75 = stablehlo.select %73, %74, %72 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %76 = stablehlo.reshape %75 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %77 = stablehlo.broadcast_in_dim %c_37, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %78 = stablehlo.compare  LT, %77, %c_35 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %79 = stablehlo.add %77, %c_33 : tensor<2x1x1x8xi64>
    %80 = stablehlo.select %78, %79, %77 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %81 = stablehlo.reshape %80 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %82 = stablehlo.concatenate %76, %81, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %83 = "stablehlo.gather"(%71, %82) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %84 = stablehlo.convert %83 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %85 = stablehlo.reshape %84 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %87 = stablehlo.and %70, %86 : tensor<2x1x8x8xui8>
    %88 = stablehlo.compare  NE, %87, %c_45 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %89 = stablehlo.select %88, %cst_32, %cst_31 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %90 = stablehlo.reshape %89 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %92 = stablehlo.add %59, %91 : tensor<2x4x8x8xf32>
    %93 = stablehlo.reduce(%92 init: %cst_44) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %95 = stablehlo.subtract %92, %94 : tensor<2x4x8x8xf32>
    %96 = stablehlo.exponential %95 : tensor<2x4x8x8xf32>
    %97 = stablehlo.reduce(%96 init: %cst_48) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %99 = stablehlo.divide %96, %98 : tensor<2x4x8x8xf32>
    %100 = stablehlo.reshape %99 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %101 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %102 = stablehlo.dot_general %16, %101, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %103 = stablehlo.reshape %102 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %104 = stablehlo.transpose %103, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %106 = stablehlo.reshape %105 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %107 = stablehlo.dot_general %100, %106, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %108 = stablehlo.reshape %107 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %109 = stablehlo.transpose %108, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %110 = stablehlo.reshape %109 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %111 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %112 = stablehlo.dot_general %110, %111, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %113 = stablehlo.reshape %112 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %114 = stablehlo.add %4, %113 : tensor<2x8x32xf32>
    %115 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %116 = stablehlo.power %114, %cst_42 : tensor<2x8x32xf32>
    %117 = stablehlo.reduce(%116 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %118 = stablehlo.multiply %117, %cst_41 : tensor<2x8xf32>
    %119 = stablehlo.reshape %118 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %120 = stablehlo.add %119, %cst_40 : tensor<2x8x1xf32>
    %121 = stablehlo.rsqrt %120 : tensor<2x8x1xf32>
    %122 = stablehlo.reshape %121 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %124 = stablehlo.multiply %114, %123 : tensor<2x8x32xf32>
    %125 = stablehlo.multiply %115, %124 : tensor<2x8x32xf32>
    %126 = stablehlo.reshape %125 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %127 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %128 = stablehlo.dot_general %126, %127, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %129 = stablehlo.reshape %128 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %130 = stablehlo.maximum %129, %cst_30 : tensor<2x8x64xf32>
    %131 = stablehlo.power %130, %cst_29 : tensor<2x8x64xf32>
    %132 = stablehlo.reshape %131 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %133 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %134 = stablehlo.dot_general %132, %133, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %135 = stablehlo.reshape %134 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %136 = stablehlo.add %114, %135 : tensor<2x8x32xf32>
    %137 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %138 = stablehlo.power %136, %cst_42 : tensor<2x8x32xf32>
    %139 = stablehlo.reduce(%138 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %140 = stablehlo.multiply %139, %cst_41 : tensor<2x8xf32>
    %141 = stablehlo.reshape %140 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %142 = stablehlo.add %141, %cst_40 : tensor<2x8x1xf32>
    %143 = stablehlo.rsqrt %142 : tensor<2x8x1xf32>
    %144 = stablehlo.reshape %143 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %146 = stablehlo.multiply %136, %145 : tensor<2x8x32xf32>
    %147 = stablehlo.multiply %137, %146 : tensor<2x8x32xf32>
    %148 = stablehlo.reshape %147 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %149 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %150 = stablehlo.dot_general %148, %149, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %151 = stablehlo.reshape %150 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %152 = stablehlo.transpose %151, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %153 = stablehlo.multiply %152, %27 : tensor<2x4x8x8xf32>
    %154 = stablehlo.slice %152 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %155 = stablehlo.negate %154 : tensor<2x4x8x4xf32>
    %156 = stablehlo.slice %152 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %157 = stablehlo.concatenate %155, %156, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %158 = stablehlo.multiply %157, %35 : tensor<2x4x8x8xf32>
    %159 = stablehlo.add %153, %158 : tensor<2x4x8x8xf32>
    %160 = stablehlo.multiply %159, %cst_38 : tensor<2x4x8x8xf32>
    %161 = stablehlo.reshape %160 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %162 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %163 = stablehlo.dot_general %148, %162, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %164 = stablehlo.reshape %163 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %165 = stablehlo.transpose %164, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %166 = stablehlo.multiply %165, %44 : tensor<2x2x8x8xf32>
    %167 = stablehlo.slice %165 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %168 = stablehlo.negate %167 : tensor<2x2x8x4xf32>
    %169 = stablehlo.slice %165 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %170 = stablehlo.concatenate %168, %169, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %171 = stablehlo.multiply %170, %50 : tensor<2x2x8x8xf32>
    %172 = stablehlo.add %166, %171 : tensor<2x2x8x8xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %174 = stablehlo.reshape %173 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %175 = stablehlo.transpose %174, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %176 = stablehlo.multiply %175, %cst_38 : tensor<2x4x8x8xf32>
    %177 = stablehlo.reshape %176 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %178 = stablehlo.dot_general %161, %177, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %179 = stablehlo.reshape %178 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %180 = stablehlo.add %179, %91 : tensor<2x4x8x8xf32>
    %181 = stablehlo.reduce(%180 init: %cst_44) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %183 = stablehlo.subtract %180, %182 : tensor<2x4x8x8xf32>
    %184 = stablehlo.exponential %183 : tensor<2x4x8x8xf32>
    %185 = stablehlo.reduce(%184 init: %cst_48) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %187 = stablehlo.divide %184, %186 : tensor<2x4x8x8xf32>
    %188 = stablehlo.reshape %187 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %189 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %190 = stablehlo.dot_general %148, %189, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %191 = stablehlo.reshape %190 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %192 = stablehlo.transpose %191, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %194 = stablehlo.reshape %193 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %195 = stablehlo.dot_general %188, %194, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %196 = stablehlo.reshape %195 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %197 = stablehlo.transpose %196, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %198 = stablehlo.reshape %197 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %199 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %200 = stablehlo.dot_general %198, %199, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %201 = stablehlo.reshape %200 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %202 = stablehlo.add %136, %201 : tensor<2x8x32xf32>
    %203 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %204 = stablehlo.power %202, %cst_42 : tensor<2x8x32xf32>
    %205 = stablehlo.reduce(%204 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %206 = stablehlo.multiply %205, %cst_41 : tensor<2x8xf32>
    %207 = stablehlo.reshape %206 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %208 = stablehlo.add %207, %cst_40 : tensor<2x8x1xf32>
    %209 = stablehlo.rsqrt %208 : tensor<2x8x1xf32>
    %210 = stablehlo.reshape %209 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %212 = stablehlo.multiply %202, %211 : tensor<2x8x32xf32>
    %213 = stablehlo.multiply %203, %212 : tensor<2x8x32xf32>
    %214 = stablehlo.reshape %213 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %215 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %216 = stablehlo.dot_general %214, %215, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %217 = stablehlo.reshape %216 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %218 = stablehlo.maximum %217, %cst_30 : tensor<2x8x64xf32>
    %219 = stablehlo.power %218, %cst_29 : tensor<2x8x64xf32>
    %220 = stablehlo.reshape %219 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %221 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %222 = stablehlo.dot_general %220, %221, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %223 = stablehlo.reshape %222 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %224 = stablehlo.add %202, %223 : tensor<2x8x32xf32>
    %225 = stablehlo.power %224, %cst_42 : tensor<2x8x32xf32>
    %226 = stablehlo.reduce(%225 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %227 = stablehlo.multiply %226, %cst_41 : tensor<2x8xf32>
    %228 = stablehlo.reshape %227 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %229 = stablehlo.add %228, %cst_40 : tensor<2x8x1xf32>
    %230 = stablehlo.rsqrt %229 : tensor<2x8x1xf32>
    %231 = stablehlo.reshape %230 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %232 = stablehlo.broadcast_in_dim %231, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %233 = stablehlo.multiply %224, %232 : tensor<2x8x32xf32>
    %234 = stablehlo.multiply %0, %233 : tensor<2x8x32xf32>
    %235 = stablehlo.reshape %234 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %236 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %237 = stablehlo.dot_general %235, %236, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %238 = stablehlo.reshape %237 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %239 = stablehlo.slice %238 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %240 = stablehlo.reduce(%239 init: %cst_44) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %242 = stablehlo.subtract %239, %241 : tensor<2x7x128xf32>
    %243 = stablehlo.exponential %242 : tensor<2x7x128xf32>
    %244 = stablehlo.reduce(%243 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %245 = stablehlo.log %244 : tensor<2x7xf32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %247 = stablehlo.subtract %242, %246 : tensor<2x7x128xf32>
    %248 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %250 = stablehlo.broadcast_in_dim %c_43, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %251 = stablehlo.compare  EQ, %249, %250 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %252 = stablehlo.convert %251 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %253 = stablehlo.convert %252 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %254 = stablehlo.multiply %247, %253 : tensor<2x7x128xf32>
    %255 = stablehlo.reduce(%254 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %256 = stablehlo.reduce(%255 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %257 = stablehlo.multiply %256, %cst_28 : tensor<f32>
    %258 = stablehlo.negate %257 : tensor<f32>
    %259 = stablehlo.multiply %arg23, %cst_27 : tensor<128x32xf32>
    %260 = stablehlo.compare  LT, %arg0, %c_46 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %261 = stablehlo.add %arg0, %c_25 : tensor<2x8xi64>
    %262 = stablehlo.select %260, %261, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %263 = stablehlo.reshape %262 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %264 = stablehlo.compare  EQ, %arg0, %c_24 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %265 = stablehlo.broadcast_in_dim %264, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %266 = stablehlo.multiply %253, %cst_21 : tensor<2x7x128xf32>
    %267 = stablehlo.exponential %247 : tensor<2x7x128xf32>
    %268 = stablehlo.reduce(%266 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %269 = stablehlo.broadcast_in_dim %268, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %270 = stablehlo.multiply %267, %269 : tensor<2x7x128xf32>
    %271 = stablehlo.subtract %266, %270 : tensor<2x7x128xf32>
    %272 = stablehlo.pad %271, %cst_48, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %273 = stablehlo.select %c_22, %272, %cst_20 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %274 = stablehlo.reshape %273 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %275 = stablehlo.dot_general %274, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %276 = stablehlo.reshape %275 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %277 = stablehlo.multiply %276, %0 : tensor<2x8x32xf32>
    %278 = stablehlo.multiply %277, %232 : tensor<2x8x32xf32>
    %279 = stablehlo.multiply %277, %224 : tensor<2x8x32xf32>
    %280 = stablehlo.reduce(%279 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %281 = stablehlo.reshape %280 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %282 = stablehlo.multiply %281, %cst_19 : tensor<2x8x1xf32>
    %283 = stablehlo.power %230, %cst_18 : tensor<2x8x1xf32>
    %284 = stablehlo.multiply %282, %283 : tensor<2x8x1xf32>
    %285 = stablehlo.reshape %284 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %287 = stablehlo.divide %286, %cst_17 : tensor<2x8x32xf32>
    %288 = stablehlo.power %224, %cst_16 : tensor<2x8x32xf32>
    %289 = stablehlo.multiply %288, %cst_42 : tensor<2x8x32xf32>
    %290 = stablehlo.multiply %287, %289 : tensor<2x8x32xf32>
    %291 = stablehlo.add %278, %290 : tensor<2x8x32xf32>
    %292 = stablehlo.compare  LE, %218, %cst_30 : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xi1>
    %293 = stablehlo.reshape %291 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %294 = stablehlo.dot_general %293, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %295 = stablehlo.reshape %294 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %296 = stablehlo.power %218, %cst_15 : tensor<2x8x64xf32>
    %297 = stablehlo.multiply %296, %cst_29 : tensor<2x8x64xf32>
    %298 = stablehlo.multiply %295, %297 : tensor<2x8x64xf32>
    %299 = stablehlo.select %292, %cst_30, %298 : tensor<2x8x64xi1>, tensor<2x8x64xf32>
    %300 = stablehlo.reshape %299 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %301 = stablehlo.dot_general %300, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %302 = stablehlo.reshape %301 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %303 = stablehlo.multiply %302, %203 : tensor<2x8x32xf32>
    %304 = stablehlo.multiply %303, %211 : tensor<2x8x32xf32>
    %305 = stablehlo.add %291, %304 : tensor<2x8x32xf32>
    %306 = stablehlo.multiply %303, %202 : tensor<2x8x32xf32>
    %307 = stablehlo.reduce(%306 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %308 = stablehlo.reshape %307 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %309 = stablehlo.multiply %308, %cst_19 : tensor<2x8x1xf32>
    %310 = stablehlo.power %209, %cst_18 : tensor<2x8x1xf32>
    %311 = stablehlo.multiply %309, %310 : tensor<2x8x1xf32>
    %312 = stablehlo.reshape %311 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %313 = stablehlo.broadcast_in_dim %312, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %314 = stablehlo.divide %313, %cst_17 : tensor<2x8x32xf32>
    %315 = stablehlo.power %202, %cst_16 : tensor<2x8x32xf32>
    %316 = stablehlo.multiply %315, %cst_42 : tensor<2x8x32xf32>
    %317 = stablehlo.multiply %314, %316 : tensor<2x8x32xf32>
    %318 = stablehlo.add %305, %317 : tensor<2x8x32xf32>
    %319 = stablehlo.transpose %188, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %320 = stablehlo.reshape %318 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %321 = stablehlo.dot_general %320, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %322 = stablehlo.reshape %321 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %323 = stablehlo.transpose %322, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %324 = stablehlo.reshape %323 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %325 = stablehlo.dot_general %319, %324, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %326 = stablehlo.reshape %325 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %327 = stablehlo.reduce(%326 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %328 = stablehlo.transpose %327, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %329 = stablehlo.reshape %328 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %330 = stablehlo.dot_general %329, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %331 = stablehlo.reshape %330 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %332 = stablehlo.transpose %161, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %333 = stablehlo.transpose %194, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %334 = stablehlo.dot_general %324, %333, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %335 = stablehlo.reshape %334 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %336 = stablehlo.multiply %335, %187 : tensor<2x4x8x8xf32>
    %337 = stablehlo.reduce(%336 init: %cst_48) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %338 = stablehlo.broadcast_in_dim %337, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %339 = stablehlo.multiply %187, %338 : tensor<2x4x8x8xf32>
    %340 = stablehlo.subtract %336, %339 : tensor<2x4x8x8xf32>
    %341 = stablehlo.reshape %340 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %342 = stablehlo.dot_general %332, %341, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %343 = stablehlo.reshape %342 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %344 = stablehlo.multiply %343, %cst_38 : tensor<2x4x8x8xf32>
    %345 = stablehlo.transpose %344, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %346 = stablehlo.reshape %345 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %347 = stablehlo.reduce(%346 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %348 = stablehlo.multiply %347, %50 : tensor<2x2x8x8xf32>
    %349 = stablehlo.slice %348 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %350 = stablehlo.negate %349 : tensor<2x2x8x4xf32>
    %351 = stablehlo.pad %350, %cst_48, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %352 = stablehlo.select %c_14, %351, %cst_13 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %353 = stablehlo.slice %348 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %354 = stablehlo.pad %353, %cst_48, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %355 = stablehlo.select %c_12, %354, %cst_13 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %356 = stablehlo.add %352, %355 : tensor<2x2x8x8xf32>
    %357 = stablehlo.multiply %347, %44 : tensor<2x2x8x8xf32>
    %358 = stablehlo.add %356, %357 : tensor<2x2x8x8xf32>
    %359 = stablehlo.transpose %358, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %360 = stablehlo.reshape %359 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %361 = stablehlo.dot_general %360, %arg19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %362 = stablehlo.reshape %361 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %363 = stablehlo.add %331, %362 : tensor<2x8x32xf32>
    %364 = stablehlo.transpose %177, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %365 = stablehlo.dot_general %341, %364, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %366 = stablehlo.reshape %365 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %367 = stablehlo.multiply %366, %cst_38 : tensor<2x4x8x8xf32>
    %368 = stablehlo.multiply %367, %35 : tensor<2x4x8x8xf32>
    %369 = stablehlo.slice %368 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %370 = stablehlo.negate %369 : tensor<2x4x8x4xf32>
    %371 = stablehlo.pad %370, %cst_48, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %372 = stablehlo.select %c_11, %371, %cst_10 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %373 = stablehlo.slice %368 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %374 = stablehlo.pad %373, %cst_48, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %375 = stablehlo.select %c, %374, %cst_10 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %376 = stablehlo.add %372, %375 : tensor<2x4x8x8xf32>
    %377 = stablehlo.multiply %367, %27 : tensor<2x4x8x8xf32>
    %378 = stablehlo.add %376, %377 : tensor<2x4x8x8xf32>
    %379 = stablehlo.transpose %378, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %380 = stablehlo.reshape %379 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %381 = stablehlo.dot_general %380, %arg20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %382 = stablehlo.reshape %381 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %383 = stablehlo.add %363, %382 : tensor<2x8x32xf32>
    %384 = stablehlo.multiply %383, %137 : tensor<2x8x32xf32>
    %385 = stablehlo.multiply %384, %145 : tensor<2x8x32xf32>
    %386 = stablehlo.add %318, %385 : tensor<2x8x32xf32>
    %387 = stablehlo.multiply %384, %136 : tensor<2x8x32xf32>
    %388 = stablehlo.reduce(%387 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %389 = stablehlo.reshape %388 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %390 = stablehlo.multiply %389, %cst_19 : tensor<2x8x1xf32>
    %391 = stablehlo.power %143, %cst_18 : tensor<2x8x1xf32>
    %392 = stablehlo.multiply %390, %391 : tensor<2x8x1xf32>
    %393 = stablehlo.reshape %392 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %394 = stablehlo.broadcast_in_dim %393, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %395 = stablehlo.divide %394, %cst_17 : tensor<2x8x32xf32>
    %396 = stablehlo.power %136, %cst_16 : tensor<2x8x32xf32>
    %397 = stablehlo.multiply %396, %cst_42 : tensor<2x8x32xf32>
    %398 = stablehlo.multiply %395, %397 : tensor<2x8x32xf32>
    %399 = stablehlo.add %386, %398 : tensor<2x8x32xf32>
    %400 = stablehlo.compare  LE, %130, %cst_30 : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xi1>
    %401 = stablehlo.reshape %399 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %402 = stablehlo.dot_general %401, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %403 = stablehlo.reshape %402 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %404 = stablehlo.power %130, %cst_15 : tensor<2x8x64xf32>
    %405 = stablehlo.multiply %404, %cst_29 : tensor<2x8x64xf32>
    %406 = stablehlo.multiply %403, %405 : tensor<2x8x64xf32>
    %407 = stablehlo.select %400, %cst_30, %406 : tensor<2x8x64xi1>, tensor<2x8x64xf32>
    %408 = stablehlo.reshape %407 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %409 = stablehlo.dot_general %408, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %410 = stablehlo.reshape %409 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %411 = stablehlo.multiply %410, %115 : tensor<2x8x32xf32>
    %412 = stablehlo.multiply %411, %123 : tensor<2x8x32xf32>
    %413 = stablehlo.add %399, %412 : tensor<2x8x32xf32>
    %414 = stablehlo.multiply %411, %114 : tensor<2x8x32xf32>
    %415 = stablehlo.reduce(%414 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %416 = stablehlo.reshape %415 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %417 = stablehlo.multiply %416, %cst_19 : tensor<2x8x1xf32>
    %418 = stablehlo.power %121, %cst_18 : tensor<2x8x1xf32>
    %419 = stablehlo.multiply %417, %418 : tensor<2x8x1xf32>
    %420 = stablehlo.reshape %419 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %421 = stablehlo.broadcast_in_dim %420, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %422 = stablehlo.divide %421, %cst_17 : tensor<2x8x32xf32>
    %423 = stablehlo.power %114, %cst_16 : tensor<2x8x32xf32>
    %424 = stablehlo.multiply %423, %cst_42 : tensor<2x8x32xf32>
    %425 = stablehlo.multiply %422, %424 : tensor<2x8x32xf32>
    %426 = stablehlo.add %413, %425 : tensor<2x8x32xf32>
    %427 = stablehlo.transpose %100, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %428 = stablehlo.reshape %426 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %429 = stablehlo.dot_general %428, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %430 = stablehlo.reshape %429 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %431 = stablehlo.transpose %430, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %432 = stablehlo.reshape %431 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %433 = stablehlo.dot_general %427, %432, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %434 = stablehlo.reshape %433 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %435 = stablehlo.reduce(%434 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %436 = stablehlo.transpose %435, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %437 = stablehlo.reshape %436 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %438 = stablehlo.dot_general %437, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %439 = stablehlo.reshape %438 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %440 = stablehlo.transpose %39, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %441 = stablehlo.transpose %106, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %442 = stablehlo.dot_general %432, %441, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %443 = stablehlo.reshape %442 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %444 = stablehlo.multiply %443, %99 : tensor<2x4x8x8xf32>
    %445 = stablehlo.reduce(%444 init: %cst_48) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %446 = stablehlo.broadcast_in_dim %445, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %447 = stablehlo.multiply %99, %446 : tensor<2x4x8x8xf32>
    %448 = stablehlo.subtract %444, %447 : tensor<2x4x8x8xf32>
    %449 = stablehlo.reshape %448 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %450 = stablehlo.dot_general %440, %449, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %451 = stablehlo.reshape %450 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %452 = stablehlo.multiply %451, %cst_38 : tensor<2x4x8x8xf32>
    %453 = stablehlo.transpose %452, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %454 = stablehlo.reshape %453 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %455 = stablehlo.reduce(%454 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %456 = stablehlo.multiply %455, %50 : tensor<2x2x8x8xf32>
    %457 = stablehlo.slice %456 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %458 = stablehlo.negate %457 : tensor<2x2x8x4xf32>
    %459 = stablehlo.pad %458, %cst_48, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %460 = stablehlo.select %c_14, %459, %cst_13 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %461 = stablehlo.slice %456 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %462 = stablehlo.pad %461, %cst_48, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %463 = stablehlo.select %c_12, %462, %cst_13 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %464 = stablehlo.add %460, %463 : tensor<2x2x8x8xf32>
    %465 = stablehlo.multiply %455, %44 : tensor<2x2x8x8xf32>
    %466 = stablehlo.add %464, %465 : tensor<2x2x8x8xf32>
    %467 = stablehlo.transpose %466, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %468 = stablehlo.reshape %467 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %469 = stablehlo.dot_general %468, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %470 = stablehlo.reshape %469 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %471 = stablehlo.add %439, %470 : tensor<2x8x32xf32>
    %472 = stablehlo.transpose %57, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %473 = stablehlo.dot_general %449, %472, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %474 = stablehlo.reshape %473 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %475 = stablehlo.multiply %474, %cst_38 : tensor<2x4x8x8xf32>
    %476 = stablehlo.multiply %475, %35 : tensor<2x4x8x8xf32>
    %477 = stablehlo.slice %476 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %478 = stablehlo.negate %477 : tensor<2x4x8x4xf32>
    %479 = stablehlo.pad %478, %cst_48, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %480 = stablehlo.select %c_11, %479, %cst_10 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %481 = stablehlo.slice %476 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %482 = stablehlo.pad %481, %cst_48, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %483 = stablehlo.select %c, %482, %cst_10 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %484 = stablehlo.add %480, %483 : tensor<2x4x8x8xf32>
    %485 = stablehlo.multiply %475, %27 : tensor<2x4x8x8xf32>
    %486 = stablehlo.add %484, %485 : tensor<2x4x8x8xf32>
    %487 = stablehlo.transpose %486, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %488 = stablehlo.reshape %487 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %489 = stablehlo.dot_general %488, %arg16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %490 = stablehlo.reshape %489 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %491 = stablehlo.add %471, %490 : tensor<2x8x32xf32>
    %492 = stablehlo.multiply %491, %5 : tensor<2x8x32xf32>
    %493 = stablehlo.multiply %492, %13 : tensor<2x8x32xf32>
    %494 = stablehlo.add %426, %493 : tensor<2x8x32xf32>
    %495 = stablehlo.multiply %492, %4 : tensor<2x8x32xf32>
    %496 = stablehlo.reduce(%495 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %497 = stablehlo.reshape %496 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %498 = stablehlo.multiply %497, %cst_19 : tensor<2x8x1xf32>
    %499 = stablehlo.power %11, %cst_18 : tensor<2x8x1xf32>
    %500 = stablehlo.multiply %498, %499 : tensor<2x8x1xf32>
    %501 = stablehlo.reshape %500 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %502 = stablehlo.broadcast_in_dim %501, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %503 = stablehlo.divide %502, %cst_17 : tensor<2x8x32xf32>
    %504 = stablehlo.power %4, %cst_16 : tensor<2x8x32xf32>
    %505 = stablehlo.multiply %504, %cst_42 : tensor<2x8x32xf32>
    %506 = stablehlo.multiply %503, %505 : tensor<2x8x32xf32>
    %507 = stablehlo.add %494, %506 : tensor<2x8x32xf32>
    %508 = stablehlo.select %265, %cst_23, %507 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %509 = "stablehlo.scatter"(%cst_26, %263, %508) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg42: tensor<f32>, %arg43: tensor<f32>):
      %621 = stablehlo.add %arg42, %arg43 : tensor<f32>
      stablehlo.return %621 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %510 = stablehlo.add %259, %509 : tensor<128x32xf32>
    %511 = stablehlo.multiply %510, %cst_9 : tensor<128x32xf32>
    %512 = stablehlo.subtract %arg10, %511 : tensor<128x32xf32>
    %513 = stablehlo.multiply %arg24, %cst_8 : tensor<32x32xf32>
    %514 = stablehlo.transpose %488, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %515 = stablehlo.dot_general %514, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %516 = stablehlo.add %513, %515 : tensor<32x32xf32>
    %517 = stablehlo.multiply %516, %cst_7 : tensor<32x32xf32>
    %518 = stablehlo.subtract %arg16, %517 : tensor<32x32xf32>
    %519 = stablehlo.multiply %arg25, %cst_6 : tensor<16x32xf32>
    %520 = stablehlo.transpose %468, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %521 = stablehlo.dot_general %520, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %522 = stablehlo.add %519, %521 : tensor<16x32xf32>
    %523 = stablehlo.multiply %522, %cst_5 : tensor<16x32xf32>
    %524 = stablehlo.subtract %arg15, %523 : tensor<16x32xf32>
    %525 = stablehlo.multiply %arg26, %cst_6 : tensor<16x32xf32>
    %526 = stablehlo.transpose %437, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %527 = stablehlo.dot_general %526, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %528 = stablehlo.add %525, %527 : tensor<16x32xf32>
    %529 = stablehlo.multiply %528, %cst_5 : tensor<16x32xf32>
    %530 = stablehlo.subtract %arg9, %529 : tensor<16x32xf32>
    %531 = stablehlo.multiply %arg27, %cst_8 : tensor<32x32xf32>
    %532 = stablehlo.transpose %428, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %533 = stablehlo.dot_general %532, %110, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %534 = stablehlo.add %531, %533 : tensor<32x32xf32>
    %535 = stablehlo.multiply %534, %cst_7 : tensor<32x32xf32>
    %536 = stablehlo.subtract %arg8, %535 : tensor<32x32xf32>
    %537 = stablehlo.multiply %arg28, %cst_4 : tensor<64x32xf32>
    %538 = stablehlo.transpose %408, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %539 = stablehlo.dot_general %538, %126, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %540 = stablehlo.add %537, %539 : tensor<64x32xf32>
    %541 = stablehlo.multiply %540, %cst_3 : tensor<64x32xf32>
    %542 = stablehlo.subtract %arg7, %541 : tensor<64x32xf32>
    %543 = stablehlo.multiply %arg29, %cst_2 : tensor<32x64xf32>
    %544 = stablehlo.transpose %401, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %545 = stablehlo.dot_general %544, %132, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %546 = stablehlo.add %543, %545 : tensor<32x64xf32>
    %547 = stablehlo.multiply %546, %cst_1 : tensor<32x64xf32>
    %548 = stablehlo.subtract %arg6, %547 : tensor<32x64xf32>
    %549 = stablehlo.multiply %arg30, %cst_0 : tensor<32xf32>
    %550 = stablehlo.multiply %491, %14 : tensor<2x8x32xf32>
    %551 = stablehlo.reduce(%550 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %552 = stablehlo.add %549, %551 : tensor<32xf32>
    %553 = stablehlo.multiply %552, %cst : tensor<32xf32>
    %554 = stablehlo.subtract %arg11, %553 : tensor<32xf32>
    %555 = stablehlo.multiply %arg31, %cst_0 : tensor<32xf32>
    %556 = stablehlo.multiply %410, %124 : tensor<2x8x32xf32>
    %557 = stablehlo.reduce(%556 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %558 = stablehlo.add %555, %557 : tensor<32xf32>
    %559 = stablehlo.multiply %558, %cst : tensor<32xf32>
    %560 = stablehlo.subtract %arg17, %559 : tensor<32xf32>
    %561 = stablehlo.multiply %arg32, %cst_8 : tensor<32x32xf32>
    %562 = stablehlo.transpose %380, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %563 = stablehlo.dot_general %562, %148, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %564 = stablehlo.add %561, %563 : tensor<32x32xf32>
    %565 = stablehlo.multiply %564, %cst_7 : tensor<32x32xf32>
    %566 = stablehlo.subtract %arg20, %565 : tensor<32x32xf32>
    %567 = stablehlo.multiply %arg33, %cst_6 : tensor<16x32xf32>
    %568 = stablehlo.transpose %360, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %569 = stablehlo.dot_general %568, %148, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %570 = stablehlo.add %567, %569 : tensor<16x32xf32>
    %571 = stablehlo.multiply %570, %cst_5 : tensor<16x32xf32>
    %572 = stablehlo.subtract %arg19, %571 : tensor<16x32xf32>
    %573 = stablehlo.multiply %arg34, %cst_6 : tensor<16x32xf32>
    %574 = stablehlo.transpose %329, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %575 = stablehlo.dot_general %574, %148, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %576 = stablehlo.add %573, %575 : tensor<16x32xf32>
    %577 = stablehlo.multiply %576, %cst_5 : tensor<16x32xf32>
    %578 = stablehlo.subtract %arg5, %577 : tensor<16x32xf32>
    %579 = stablehlo.multiply %arg35, %cst_8 : tensor<32x32xf32>
    %580 = stablehlo.transpose %320, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %581 = stablehlo.dot_general %580, %198, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %582 = stablehlo.add %579, %581 : tensor<32x32xf32>
    %583 = stablehlo.multiply %582, %cst_7 : tensor<32x32xf32>
    %584 = stablehlo.subtract %arg4, %583 : tensor<32x32xf32>
    %585 = stablehlo.multiply %arg36, %cst_4 : tensor<64x32xf32>
    %586 = stablehlo.transpose %300, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %587 = stablehlo.dot_general %586, %214, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %588 = stablehlo.add %585, %587 : tensor<64x32xf32>
    %589 = stablehlo.multiply %588, %cst_3 : tensor<64x32xf32>
    %590 = stablehlo.subtract %arg3, %589 : tensor<64x32xf32>
    %591 = stablehlo.multiply %arg37, %cst_2 : tensor<32x64xf32>
    %592 = stablehlo.transpose %293, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %593 = stablehlo.dot_general %592, %220, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %594 = stablehlo.add %591, %593 : tensor<32x64xf32>
    %595 = stablehlo.multiply %594, %cst_1 : tensor<32x64xf32>
    %596 = stablehlo.subtract %arg2, %595 : tensor<32x64xf32>
    %597 = stablehlo.multiply %arg38, %cst_0 : tensor<32xf32>
    %598 = stablehlo.multiply %383, %146 : tensor<2x8x32xf32>
    %599 = stablehlo.reduce(%598 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %600 = stablehlo.add %597, %599 : tensor<32xf32>
    %601 = stablehlo.multiply %600, %cst : tensor<32xf32>
    %602 = stablehlo.subtract %arg18, %601 : tensor<32xf32>
    %603 = stablehlo.multiply %arg39, %cst_0 : tensor<32xf32>
    %604 = stablehlo.multiply %302, %212 : tensor<2x8x32xf32>
    %605 = stablehlo.reduce(%604 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %606 = stablehlo.add %603, %605 : tensor<32xf32>
    %607 = stablehlo.multiply %606, %cst : tensor<32xf32>
    %608 = stablehlo.subtract %arg21, %607 : tensor<32xf32>
    %609 = stablehlo.multiply %arg40, %cst_0 : tensor<32xf32>
    %610 = stablehlo.multiply %276, %233 : tensor<2x8x32xf32>
    %611 = stablehlo.reduce(%610 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %612 = stablehlo.add %609, %611 : tensor<32xf32>
    %613 = stablehlo.multiply %612, %cst : tensor<32xf32>
    %614 = stablehlo.subtract %arg22, %613 : tensor<32xf32>
    %615 = stablehlo.multiply %arg41, %cst_27 : tensor<128x32xf32>
    %616 = stablehlo.transpose %274, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %617 = stablehlo.dot_general %616, %235, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %618 = stablehlo.add %615, %617 : tensor<128x32xf32>
    %619 = stablehlo.multiply %618, %cst_9 : tensor<128x32xf32>
    %620 = stablehlo.subtract %arg1, %619 : tensor<128x32xf32>
    return %258, %512, %518, %524, %530, %536, %542, %548, %554, %560, %566, %572, %578, %584, %590, %596, %602, %608, %614, %620, %510, %516, %522, %528, %534, %540, %546, %552, %558, %564, %570, %576, %582, %588, %594, %600, %606, %612, %618 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>
  }
}
