module @IrToHlo.1850 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 21 : i32}, %arg2: tensor<32x64xf32> {tf.aliasing_output = 17 : i32}, %arg3: tensor<64x32xf32> {tf.aliasing_output = 16 : i32}, %arg4: tensor<32x32xf32> {tf.aliasing_output = 14 : i32}, %arg5: tensor<16x32xf32> {tf.aliasing_output = 13 : i32}, %arg6: tensor<32x64xf32> {tf.aliasing_output = 8 : i32}, %arg7: tensor<64x32xf32> {tf.aliasing_output = 7 : i32}, %arg8: tensor<32x32xf32> {tf.aliasing_output = 5 : i32}, %arg9: tensor<16x32xf32> {tf.aliasing_output = 4 : i32}, %arg10: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg11: tensor<32xf32> {tf.aliasing_output = 9 : i32}, %arg12: tensor<2x8xi64>, %arg13: tensor<i1>, %arg14: tensor<4xf32>, %arg15: tensor<16x32xf32> {tf.aliasing_output = 3 : i32}, %arg16: tensor<32x32xf32> {tf.aliasing_output = 2 : i32}, %arg17: tensor<32xf32> {tf.aliasing_output = 10 : i32}, %arg18: tensor<64x32xf32> {tf.aliasing_output = 6 : i32}, %arg19: tensor<32xf32> {tf.aliasing_output = 18 : i32}, %arg20: tensor<16x32xf32> {tf.aliasing_output = 12 : i32}, %arg21: tensor<32x32xf32> {tf.aliasing_output = 11 : i32}, %arg22: tensor<32xf32> {tf.aliasing_output = 19 : i32}, %arg23: tensor<64x32xf32> {tf.aliasing_output = 15 : i32}, %arg24: tensor<32xf32> {tf.aliasing_output = 20 : i32}, %arg25: tensor<128x32xf32> {tf.aliasing_output = 22 : i32}, %arg26: tensor<32x32xf32> {tf.aliasing_output = 23 : i32}, %arg27: tensor<16x32xf32> {tf.aliasing_output = 24 : i32}, %arg28: tensor<16x32xf32> {tf.aliasing_output = 25 : i32}, %arg29: tensor<32x32xf32> {tf.aliasing_output = 26 : i32}, %arg30: tensor<64x32xf32> {tf.aliasing_output = 27 : i32}, %arg31: tensor<64x32xf32> {tf.aliasing_output = 28 : i32}, %arg32: tensor<32x64xf32> {tf.aliasing_output = 29 : i32}, %arg33: tensor<32xf32> {tf.aliasing_output = 30 : i32}, %arg34: tensor<32xf32> {tf.aliasing_output = 31 : i32}, %arg35: tensor<32x32xf32> {tf.aliasing_output = 32 : i32}, %arg36: tensor<16x32xf32> {tf.aliasing_output = 33 : i32}, %arg37: tensor<16x32xf32> {tf.aliasing_output = 34 : i32}, %arg38: tensor<32x32xf32> {tf.aliasing_output = 35 : i32}, %arg39: tensor<64x32xf32> {tf.aliasing_output = 36 : i32}, %arg40: tensor<64x32xf32> {tf.aliasing_output = 37 : i32}, %arg41: tensor<32x64xf32> {tf.aliasing_output = 38 : i32}, %arg42: tensor<32xf32> {tf.aliasing_output = 39 : i32}, %arg43: tensor<32xf32> {tf.aliasing_output = 40 : i32}, %arg44: tensor<32xf32> {tf.aliasing_output = 41 : i32}, %arg45: tensor<128x32xf32> {tf.aliasing_output = 42 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>) {
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
    %c_29 = stablehlo.constant dense<[[[-8192, -8191, -8190, -8189, -8188, -8187, -8186, -8185]]]> : tensor<1x1x8xi64>
    %cst_30 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_32 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_33 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_34 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_35 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_36 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_37 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_38 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_39 = stablehlo.constant dense<9.99999974E-6> : tensor<2x8x1xf32>
    %cst_40 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_41 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %c_42 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_43 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_44 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_45 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_46 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg10, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
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
    %17 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %18 = stablehlo.dot_general %16, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %19 = stablehlo.reshape %18 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %20 = stablehlo.transpose %19, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %21 = stablehlo.broadcast_in_dim %cst_38, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
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
    %38 = stablehlo.multiply %37, %cst_37 : tensor<2x4x8x8xf32>
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
    %56 = stablehlo.multiply %55, %cst_37 : tensor<2x4x8x8xf32>
    %57 = stablehlo.reshape %56 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %58 = stablehlo.dot_general %39, %57, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %59 = stablehlo.reshape %58 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %60 = stablehlo.convert %arg13 : (tensor<i1>) -> tensor<ui8>
    %61 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %62 = stablehlo.broadcast_in_dim %c_36, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %63 = stablehlo.broadcast_in_dim %c_36, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %64 = stablehlo.compare  LE, %62, %63 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %65 = stablehlo.convert %64 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %66 = stablehlo.and %61, %65 : tensor<1x1x8x8xui8>
    %67 = stablehlo.compare  NE, %66, %c_46 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %68 = stablehlo.convert %67 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %69 = stablehlo.reshape %68 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %70 = stablehlo.broadcast_in_dim %69, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %71 = stablehlo.compare  NE, %arg12, %c_45 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %72 = stablehlo.broadcast_in_dim %c_35, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %73 = stablehlo.compare  LT, %72, %c_34 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %74 = stablehlo.add %72, %c_33 : tensor<2x1x1x8xi64>
    %75 = stablehlo.select %73, %74, %72 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %76 = stablehlo.reshape %75 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %77 = stablehlo.broadcast_in_dim %c_36, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %78 = stablehlo.compare  LT, %77, %c_34 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %79 = stablehlo.add %77, %c_32 : tensor<2x1x1x8xi64>
    %80 = stablehlo.select %78, %79, %77 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %81 = stablehlo.reshape %80 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %82 = stablehlo.concatenate %76, %81, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %83 = "stablehlo.gather"(%71, %82) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %84 = stablehlo.convert %83 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %85 = stablehlo.reshape %84 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %87 = stablehlo.and %70, %86 : tensor<2x1x8x8xui8>
    %88 = stablehlo.compare  NE, %87, %c_44 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %89 = stablehlo.select %88, %cst_31, %cst_30 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %90 = stablehlo.reshape %89 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %92 = stablehlo.add %59, %91 : tensor<2x4x8x8xf32>
    %93 = stablehlo.reduce(%92 init: %cst_43) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %95 = stablehlo.subtract %92, %94 : tensor<2x4x8x8xf32>
    %96 = stablehlo.exponential %95 : tensor<2x4x8x8xf32>
    %97 = stablehlo.reduce(%96 init: %cst_47) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
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
    %116 = stablehlo.power %114, %cst_41 : tensor<2x8x32xf32>
    %117 = stablehlo.reduce(%116 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %118 = stablehlo.multiply %117, %cst_40 : tensor<2x8xf32>
    %119 = stablehlo.reshape %118 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %120 = stablehlo.add %119, %cst_39 : tensor<2x8x1xf32>
    %121 = stablehlo.rsqrt %120 : tensor<2x8x1xf32>
    %122 = stablehlo.reshape %121 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %124 = stablehlo.multiply %114, %123 : tensor<2x8x32xf32>
    %125 = stablehlo.multiply %115, %124 : tensor<2x8x32xf32>
    %126 = stablehlo.reshape %125 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %127 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %128 = stablehlo.dot_general %126, %127, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %129 = stablehlo.reshape %128 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %130 = stablehlo.logistic %129 : tensor<2x8x64xf32>
    %131 = stablehlo.multiply %129, %130 : tensor<2x8x64xf32>
    %132 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %133 = stablehlo.dot_general %126, %132, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %134 = stablehlo.reshape %133 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %135 = stablehlo.multiply %131, %134 : tensor<2x8x64xf32>
    %136 = stablehlo.reshape %135 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %137 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %138 = stablehlo.dot_general %136, %137, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %139 = stablehlo.reshape %138 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %140 = stablehlo.add %114, %139 : tensor<2x8x32xf32>
    %141 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %142 = stablehlo.power %140, %cst_41 : tensor<2x8x32xf32>
    %143 = stablehlo.reduce(%142 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %144 = stablehlo.multiply %143, %cst_40 : tensor<2x8xf32>
    %145 = stablehlo.reshape %144 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %146 = stablehlo.add %145, %cst_39 : tensor<2x8x1xf32>
    %147 = stablehlo.rsqrt %146 : tensor<2x8x1xf32>
    %148 = stablehlo.reshape %147 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %150 = stablehlo.multiply %140, %149 : tensor<2x8x32xf32>
    %151 = stablehlo.multiply %141, %150 : tensor<2x8x32xf32>
    %152 = stablehlo.reshape %151 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %153 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %154 = stablehlo.dot_general %152, %153, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %155 = stablehlo.reshape %154 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %156 = stablehlo.transpose %155, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %157 = stablehlo.multiply %156, %27 : tensor<2x4x8x8xf32>
    %158 = stablehlo.slice %156 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %159 = stablehlo.negate %158 : tensor<2x4x8x4xf32>
    %160 = stablehlo.slice %156 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %161 = stablehlo.concatenate %159, %160, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %162 = stablehlo.multiply %161, %35 : tensor<2x4x8x8xf32>
    %163 = stablehlo.add %157, %162 : tensor<2x4x8x8xf32>
    %164 = stablehlo.multiply %163, %cst_37 : tensor<2x4x8x8xf32>
    %165 = stablehlo.reshape %164 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %166 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %167 = stablehlo.dot_general %152, %166, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %168 = stablehlo.reshape %167 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %169 = stablehlo.transpose %168, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %170 = stablehlo.multiply %169, %44 : tensor<2x2x8x8xf32>
    %171 = stablehlo.slice %169 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %172 = stablehlo.negate %171 : tensor<2x2x8x4xf32>
    %173 = stablehlo.slice %169 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %174 = stablehlo.concatenate %172, %173, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %175 = stablehlo.multiply %174, %50 : tensor<2x2x8x8xf32>
    %176 = stablehlo.add %170, %175 : tensor<2x2x8x8xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %178 = stablehlo.reshape %177 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %179 = stablehlo.transpose %178, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %180 = stablehlo.multiply %179, %cst_37 : tensor<2x4x8x8xf32>
    %181 = stablehlo.reshape %180 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %182 = stablehlo.dot_general %165, %181, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %183 = stablehlo.reshape %182 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %184 = stablehlo.broadcast_in_dim %c_29, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %185 = stablehlo.compare  GT, %62, %184 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %186 = stablehlo.convert %185 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %187 = stablehlo.and %61, %186 : tensor<1x1x8x8xui8>
    %188 = stablehlo.compare  NE, %187, %c_46 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %189 = stablehlo.convert %188 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %190 = stablehlo.and %189, %65 : tensor<1x1x8x8xui8>
    %191 = stablehlo.compare  NE, %190, %c_46 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %192 = stablehlo.convert %191 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %193 = stablehlo.and %61, %192 : tensor<1x1x8x8xui8>
    %194 = stablehlo.compare  NE, %193, %c_46 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %195 = stablehlo.convert %194 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %196 = stablehlo.reshape %195 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %197 = stablehlo.broadcast_in_dim %196, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %198 = stablehlo.and %197, %86 : tensor<2x1x8x8xui8>
    %199 = stablehlo.compare  NE, %198, %c_44 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %200 = stablehlo.select %199, %cst_31, %cst_30 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %201 = stablehlo.reshape %200 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %203 = stablehlo.add %183, %202 : tensor<2x4x8x8xf32>
    %204 = stablehlo.reduce(%203 init: %cst_43) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %205 = stablehlo.broadcast_in_dim %204, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %206 = stablehlo.subtract %203, %205 : tensor<2x4x8x8xf32>
    %207 = stablehlo.exponential %206 : tensor<2x4x8x8xf32>
    %208 = stablehlo.reduce(%207 init: %cst_47) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %210 = stablehlo.divide %207, %209 : tensor<2x4x8x8xf32>
    %211 = stablehlo.reshape %210 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %212 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %213 = stablehlo.dot_general %152, %212, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %214 = stablehlo.reshape %213 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %215 = stablehlo.transpose %214, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %217 = stablehlo.reshape %216 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %218 = stablehlo.dot_general %211, %217, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %219 = stablehlo.reshape %218 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %220 = stablehlo.transpose %219, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %221 = stablehlo.reshape %220 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %222 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %223 = stablehlo.dot_general %221, %222, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %224 = stablehlo.reshape %223 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %225 = stablehlo.add %140, %224 : tensor<2x8x32xf32>
    %226 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %227 = stablehlo.power %225, %cst_41 : tensor<2x8x32xf32>
    %228 = stablehlo.reduce(%227 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %229 = stablehlo.multiply %228, %cst_40 : tensor<2x8xf32>
    %230 = stablehlo.reshape %229 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %231 = stablehlo.add %230, %cst_39 : tensor<2x8x1xf32>
    %232 = stablehlo.rsqrt %231 : tensor<2x8x1xf32>
    %233 = stablehlo.reshape %232 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %235 = stablehlo.multiply %225, %234 : tensor<2x8x32xf32>
    %236 = stablehlo.multiply %226, %235 : tensor<2x8x32xf32>
    %237 = stablehlo.reshape %236 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %238 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %239 = stablehlo.dot_general %237, %238, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %240 = stablehlo.reshape %239 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %241 = stablehlo.logistic %240 : tensor<2x8x64xf32>
    %242 = stablehlo.multiply %240, %241 : tensor<2x8x64xf32>
    %243 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %244 = stablehlo.dot_general %237, %243, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %245 = stablehlo.reshape %244 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %246 = stablehlo.multiply %242, %245 : tensor<2x8x64xf32>
    %247 = stablehlo.reshape %246 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %248 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %249 = stablehlo.dot_general %247, %248, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %250 = stablehlo.reshape %249 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %251 = stablehlo.add %225, %250 : tensor<2x8x32xf32>
    %252 = stablehlo.power %251, %cst_41 : tensor<2x8x32xf32>
    %253 = stablehlo.reduce(%252 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %254 = stablehlo.multiply %253, %cst_40 : tensor<2x8xf32>
    %255 = stablehlo.reshape %254 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %256 = stablehlo.add %255, %cst_39 : tensor<2x8x1xf32>
    %257 = stablehlo.rsqrt %256 : tensor<2x8x1xf32>
    %258 = stablehlo.reshape %257 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %260 = stablehlo.multiply %251, %259 : tensor<2x8x32xf32>
    %261 = stablehlo.multiply %0, %260 : tensor<2x8x32xf32>
    %262 = stablehlo.reshape %261 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %263 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %264 = stablehlo.dot_general %262, %263, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %265 = stablehlo.reshape %264 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %266 = stablehlo.slice %265 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %267 = stablehlo.reduce(%266 init: %cst_43) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %269 = stablehlo.subtract %266, %268 : tensor<2x7x128xf32>
    %270 = stablehlo.exponential %269 : tensor<2x7x128xf32>
    %271 = stablehlo.reduce(%270 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %272 = stablehlo.log %271 : tensor<2x7xf32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %274 = stablehlo.subtract %269, %273 : tensor<2x7x128xf32>
    %275 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %277 = stablehlo.broadcast_in_dim %c_42, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %278 = stablehlo.compare  EQ, %276, %277 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %279 = stablehlo.convert %278 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %280 = stablehlo.convert %279 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %281 = stablehlo.multiply %274, %280 : tensor<2x7x128xf32>
    %282 = stablehlo.reduce(%281 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %283 = stablehlo.reduce(%282 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %284 = stablehlo.multiply %283, %cst_28 : tensor<f32>
    %285 = stablehlo.negate %284 : tensor<f32>
    %286 = stablehlo.multiply %arg25, %cst_27 : tensor<128x32xf32>
    %287 = stablehlo.compare  LT, %arg0, %c_45 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %288 = stablehlo.add %arg0, %c_25 : tensor<2x8xi64>
    %289 = stablehlo.select %287, %288, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %290 = stablehlo.reshape %289 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %291 = stablehlo.compare  EQ, %arg0, %c_24 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %292 = stablehlo.broadcast_in_dim %291, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %293 = stablehlo.multiply %280, %cst_21 : tensor<2x7x128xf32>
    %294 = stablehlo.exponential %274 : tensor<2x7x128xf32>
    %295 = stablehlo.reduce(%293 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %297 = stablehlo.multiply %294, %296 : tensor<2x7x128xf32>
    %298 = stablehlo.subtract %293, %297 : tensor<2x7x128xf32>
    %299 = stablehlo.pad %298, %cst_47, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %300 = stablehlo.select %c_22, %299, %cst_20 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %301 = stablehlo.reshape %300 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %302 = stablehlo.dot_general %301, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %303 = stablehlo.reshape %302 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %304 = stablehlo.multiply %303, %0 : tensor<2x8x32xf32>
    %305 = stablehlo.multiply %304, %259 : tensor<2x8x32xf32>
    %306 = stablehlo.multiply %304, %251 : tensor<2x8x32xf32>
    %307 = stablehlo.reduce(%306 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %308 = stablehlo.reshape %307 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %309 = stablehlo.multiply %308, %cst_19 : tensor<2x8x1xf32>
    %310 = stablehlo.power %257, %cst_18 : tensor<2x8x1xf32>
    %311 = stablehlo.multiply %309, %310 : tensor<2x8x1xf32>
    %312 = stablehlo.reshape %311 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %313 = stablehlo.broadcast_in_dim %312, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %314 = stablehlo.divide %313, %cst_17 : tensor<2x8x32xf32>
    %315 = stablehlo.power %251, %cst_16 : tensor<2x8x32xf32>
    %316 = stablehlo.multiply %315, %cst_41 : tensor<2x8x32xf32>
    %317 = stablehlo.multiply %314, %316 : tensor<2x8x32xf32>
    %318 = stablehlo.add %305, %317 : tensor<2x8x32xf32>
    %319 = stablehlo.reshape %318 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %320 = stablehlo.dot_general %319, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %321 = stablehlo.reshape %320 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %322 = stablehlo.multiply %321, %242 : tensor<2x8x64xf32>
    %323 = stablehlo.reshape %322 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %324 = stablehlo.dot_general %323, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %325 = stablehlo.reshape %324 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %326 = stablehlo.multiply %321, %245 : tensor<2x8x64xf32>
    %327 = stablehlo.subtract %cst_15, %241 : tensor<2x8x64xf32>
    %328 = stablehlo.multiply %240, %327 : tensor<2x8x64xf32>
    %329 = stablehlo.add %328, %cst_15 : tensor<2x8x64xf32>
    %330 = stablehlo.multiply %241, %329 : tensor<2x8x64xf32>
    %331 = stablehlo.multiply %326, %330 : tensor<2x8x64xf32>
    %332 = stablehlo.reshape %331 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %333 = stablehlo.dot_general %332, %arg23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %334 = stablehlo.reshape %333 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %335 = stablehlo.add %325, %334 : tensor<2x8x32xf32>
    %336 = stablehlo.multiply %335, %226 : tensor<2x8x32xf32>
    %337 = stablehlo.multiply %336, %234 : tensor<2x8x32xf32>
    %338 = stablehlo.add %318, %337 : tensor<2x8x32xf32>
    %339 = stablehlo.multiply %336, %225 : tensor<2x8x32xf32>
    %340 = stablehlo.reduce(%339 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %341 = stablehlo.reshape %340 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %342 = stablehlo.multiply %341, %cst_19 : tensor<2x8x1xf32>
    %343 = stablehlo.power %232, %cst_18 : tensor<2x8x1xf32>
    %344 = stablehlo.multiply %342, %343 : tensor<2x8x1xf32>
    %345 = stablehlo.reshape %344 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %346 = stablehlo.broadcast_in_dim %345, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %347 = stablehlo.divide %346, %cst_17 : tensor<2x8x32xf32>
    %348 = stablehlo.power %225, %cst_16 : tensor<2x8x32xf32>
    %349 = stablehlo.multiply %348, %cst_41 : tensor<2x8x32xf32>
    %350 = stablehlo.multiply %347, %349 : tensor<2x8x32xf32>
    %351 = stablehlo.add %338, %350 : tensor<2x8x32xf32>
    %352 = stablehlo.transpose %211, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %353 = stablehlo.reshape %351 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %354 = stablehlo.dot_general %353, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %355 = stablehlo.reshape %354 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %356 = stablehlo.transpose %355, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %357 = stablehlo.reshape %356 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %358 = stablehlo.dot_general %352, %357, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %359 = stablehlo.reshape %358 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %360 = stablehlo.reduce(%359 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %361 = stablehlo.transpose %360, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %362 = stablehlo.reshape %361 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %363 = stablehlo.dot_general %362, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %364 = stablehlo.reshape %363 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %365 = stablehlo.transpose %165, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %366 = stablehlo.transpose %217, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %367 = stablehlo.dot_general %357, %366, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %368 = stablehlo.reshape %367 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %369 = stablehlo.multiply %368, %210 : tensor<2x4x8x8xf32>
    %370 = stablehlo.reduce(%369 init: %cst_47) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %371 = stablehlo.broadcast_in_dim %370, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %372 = stablehlo.multiply %210, %371 : tensor<2x4x8x8xf32>
    %373 = stablehlo.subtract %369, %372 : tensor<2x4x8x8xf32>
    %374 = stablehlo.reshape %373 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %375 = stablehlo.dot_general %365, %374, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %376 = stablehlo.reshape %375 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %377 = stablehlo.multiply %376, %cst_37 : tensor<2x4x8x8xf32>
    %378 = stablehlo.transpose %377, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %379 = stablehlo.reshape %378 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %380 = stablehlo.reduce(%379 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %381 = stablehlo.multiply %380, %50 : tensor<2x2x8x8xf32>
    %382 = stablehlo.slice %381 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %383 = stablehlo.negate %382 : tensor<2x2x8x4xf32>
    %384 = stablehlo.pad %383, %cst_47, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %385 = stablehlo.select %c_14, %384, %cst_13 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %386 = stablehlo.slice %381 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %387 = stablehlo.pad %386, %cst_47, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %388 = stablehlo.select %c_12, %387, %cst_13 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %389 = stablehlo.add %385, %388 : tensor<2x2x8x8xf32>
    %390 = stablehlo.multiply %380, %44 : tensor<2x2x8x8xf32>
    %391 = stablehlo.add %389, %390 : tensor<2x2x8x8xf32>
    %392 = stablehlo.transpose %391, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %393 = stablehlo.reshape %392 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %394 = stablehlo.dot_general %393, %arg20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %395 = stablehlo.reshape %394 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %396 = stablehlo.add %364, %395 : tensor<2x8x32xf32>
    %397 = stablehlo.transpose %181, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %398 = stablehlo.dot_general %374, %397, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %399 = stablehlo.reshape %398 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %400 = stablehlo.multiply %399, %cst_37 : tensor<2x4x8x8xf32>
    %401 = stablehlo.multiply %400, %35 : tensor<2x4x8x8xf32>
    %402 = stablehlo.slice %401 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %403 = stablehlo.negate %402 : tensor<2x4x8x4xf32>
    %404 = stablehlo.pad %403, %cst_47, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %405 = stablehlo.select %c_11, %404, %cst_10 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %406 = stablehlo.slice %401 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %407 = stablehlo.pad %406, %cst_47, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %408 = stablehlo.select %c, %407, %cst_10 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %409 = stablehlo.add %405, %408 : tensor<2x4x8x8xf32>
    %410 = stablehlo.multiply %400, %27 : tensor<2x4x8x8xf32>
    %411 = stablehlo.add %409, %410 : tensor<2x4x8x8xf32>
    %412 = stablehlo.transpose %411, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %413 = stablehlo.reshape %412 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %414 = stablehlo.dot_general %413, %arg21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %415 = stablehlo.reshape %414 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %416 = stablehlo.add %396, %415 : tensor<2x8x32xf32>
    %417 = stablehlo.multiply %416, %141 : tensor<2x8x32xf32>
    %418 = stablehlo.multiply %417, %149 : tensor<2x8x32xf32>
    %419 = stablehlo.add %351, %418 : tensor<2x8x32xf32>
    %420 = stablehlo.multiply %417, %140 : tensor<2x8x32xf32>
    %421 = stablehlo.reduce(%420 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %422 = stablehlo.reshape %421 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %423 = stablehlo.multiply %422, %cst_19 : tensor<2x8x1xf32>
    %424 = stablehlo.power %147, %cst_18 : tensor<2x8x1xf32>
    %425 = stablehlo.multiply %423, %424 : tensor<2x8x1xf32>
    %426 = stablehlo.reshape %425 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %427 = stablehlo.broadcast_in_dim %426, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %428 = stablehlo.divide %427, %cst_17 : tensor<2x8x32xf32>
    %429 = stablehlo.power %140, %cst_16 : tensor<2x8x32xf32>
    %430 = stablehlo.multiply %429, %cst_41 : tensor<2x8x32xf32>
    %431 = stablehlo.multiply %428, %430 : tensor<2x8x32xf32>
    %432 = stablehlo.add %419, %431 : tensor<2x8x32xf32>
    %433 = stablehlo.reshape %432 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %434 = stablehlo.dot_general %433, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %435 = stablehlo.reshape %434 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %436 = stablehlo.multiply %435, %131 : tensor<2x8x64xf32>
    %437 = stablehlo.reshape %436 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %438 = stablehlo.dot_general %437, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %439 = stablehlo.reshape %438 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %440 = stablehlo.multiply %435, %134 : tensor<2x8x64xf32>
    %441 = stablehlo.subtract %cst_15, %130 : tensor<2x8x64xf32>
    %442 = stablehlo.multiply %129, %441 : tensor<2x8x64xf32>
    %443 = stablehlo.add %442, %cst_15 : tensor<2x8x64xf32>
    %444 = stablehlo.multiply %130, %443 : tensor<2x8x64xf32>
    %445 = stablehlo.multiply %440, %444 : tensor<2x8x64xf32>
    %446 = stablehlo.reshape %445 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %447 = stablehlo.dot_general %446, %arg18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %448 = stablehlo.reshape %447 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %449 = stablehlo.add %439, %448 : tensor<2x8x32xf32>
    %450 = stablehlo.multiply %449, %115 : tensor<2x8x32xf32>
    %451 = stablehlo.multiply %450, %123 : tensor<2x8x32xf32>
    %452 = stablehlo.add %432, %451 : tensor<2x8x32xf32>
    %453 = stablehlo.multiply %450, %114 : tensor<2x8x32xf32>
    %454 = stablehlo.reduce(%453 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %455 = stablehlo.reshape %454 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %456 = stablehlo.multiply %455, %cst_19 : tensor<2x8x1xf32>
    %457 = stablehlo.power %121, %cst_18 : tensor<2x8x1xf32>
    %458 = stablehlo.multiply %456, %457 : tensor<2x8x1xf32>
    %459 = stablehlo.reshape %458 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %460 = stablehlo.broadcast_in_dim %459, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %461 = stablehlo.divide %460, %cst_17 : tensor<2x8x32xf32>
    %462 = stablehlo.power %114, %cst_16 : tensor<2x8x32xf32>
    %463 = stablehlo.multiply %462, %cst_41 : tensor<2x8x32xf32>
    %464 = stablehlo.multiply %461, %463 : tensor<2x8x32xf32>
    %465 = stablehlo.add %452, %464 : tensor<2x8x32xf32>
    %466 = stablehlo.transpose %100, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %467 = stablehlo.reshape %465 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %468 = stablehlo.dot_general %467, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %469 = stablehlo.reshape %468 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %470 = stablehlo.transpose %469, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %471 = stablehlo.reshape %470 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %472 = stablehlo.dot_general %466, %471, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %473 = stablehlo.reshape %472 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %474 = stablehlo.reduce(%473 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %475 = stablehlo.transpose %474, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %476 = stablehlo.reshape %475 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %477 = stablehlo.dot_general %476, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %478 = stablehlo.reshape %477 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %479 = stablehlo.transpose %39, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %480 = stablehlo.transpose %106, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %481 = stablehlo.dot_general %471, %480, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %482 = stablehlo.reshape %481 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %483 = stablehlo.multiply %482, %99 : tensor<2x4x8x8xf32>
    %484 = stablehlo.reduce(%483 init: %cst_47) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %485 = stablehlo.broadcast_in_dim %484, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %486 = stablehlo.multiply %99, %485 : tensor<2x4x8x8xf32>
    %487 = stablehlo.subtract %483, %486 : tensor<2x4x8x8xf32>
    %488 = stablehlo.reshape %487 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %489 = stablehlo.dot_general %479, %488, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %490 = stablehlo.reshape %489 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %491 = stablehlo.multiply %490, %cst_37 : tensor<2x4x8x8xf32>
    %492 = stablehlo.transpose %491, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %493 = stablehlo.reshape %492 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %494 = stablehlo.reduce(%493 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %495 = stablehlo.multiply %494, %50 : tensor<2x2x8x8xf32>
    %496 = stablehlo.slice %495 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %497 = stablehlo.negate %496 : tensor<2x2x8x4xf32>
    %498 = stablehlo.pad %497, %cst_47, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %499 = stablehlo.select %c_14, %498, %cst_13 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %500 = stablehlo.slice %495 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %501 = stablehlo.pad %500, %cst_47, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %502 = stablehlo.select %c_12, %501, %cst_13 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %503 = stablehlo.add %499, %502 : tensor<2x2x8x8xf32>
    %504 = stablehlo.multiply %494, %44 : tensor<2x2x8x8xf32>
    %505 = stablehlo.add %503, %504 : tensor<2x2x8x8xf32>
    %506 = stablehlo.transpose %505, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %507 = stablehlo.reshape %506 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %508 = stablehlo.dot_general %507, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %509 = stablehlo.reshape %508 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %510 = stablehlo.add %478, %509 : tensor<2x8x32xf32>
    %511 = stablehlo.transpose %57, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %512 = stablehlo.dot_general %488, %511, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %513 = stablehlo.reshape %512 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %514 = stablehlo.multiply %513, %cst_37 : tensor<2x4x8x8xf32>
    %515 = stablehlo.multiply %514, %35 : tensor<2x4x8x8xf32>
    %516 = stablehlo.slice %515 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %517 = stablehlo.negate %516 : tensor<2x4x8x4xf32>
    %518 = stablehlo.pad %517, %cst_47, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %519 = stablehlo.select %c_11, %518, %cst_10 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %520 = stablehlo.slice %515 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %521 = stablehlo.pad %520, %cst_47, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %522 = stablehlo.select %c, %521, %cst_10 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %523 = stablehlo.add %519, %522 : tensor<2x4x8x8xf32>
    %524 = stablehlo.multiply %514, %27 : tensor<2x4x8x8xf32>
    %525 = stablehlo.add %523, %524 : tensor<2x4x8x8xf32>
    %526 = stablehlo.transpose %525, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %527 = stablehlo.reshape %526 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %528 = stablehlo.dot_general %527, %arg16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %529 = stablehlo.reshape %528 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %530 = stablehlo.add %510, %529 : tensor<2x8x32xf32>
    %531 = stablehlo.multiply %530, %5 : tensor<2x8x32xf32>
    %532 = stablehlo.multiply %531, %13 : tensor<2x8x32xf32>
    %533 = stablehlo.add %465, %532 : tensor<2x8x32xf32>
    %534 = stablehlo.multiply %531, %4 : tensor<2x8x32xf32>
    %535 = stablehlo.reduce(%534 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %536 = stablehlo.reshape %535 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %537 = stablehlo.multiply %536, %cst_19 : tensor<2x8x1xf32>
    %538 = stablehlo.power %11, %cst_18 : tensor<2x8x1xf32>
    %539 = stablehlo.multiply %537, %538 : tensor<2x8x1xf32>
    %540 = stablehlo.reshape %539 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %541 = stablehlo.broadcast_in_dim %540, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %542 = stablehlo.divide %541, %cst_17 : tensor<2x8x32xf32>
    %543 = stablehlo.power %4, %cst_16 : tensor<2x8x32xf32>
    %544 = stablehlo.multiply %543, %cst_41 : tensor<2x8x32xf32>
    %545 = stablehlo.multiply %542, %544 : tensor<2x8x32xf32>
    %546 = stablehlo.add %533, %545 : tensor<2x8x32xf32>
    %547 = stablehlo.select %292, %cst_23, %546 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %548 = "stablehlo.scatter"(%cst_26, %290, %547) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg46: tensor<f32>, %arg47: tensor<f32>):
      %672 = stablehlo.add %arg46, %arg47 : tensor<f32>
      stablehlo.return %672 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %549 = stablehlo.add %286, %548 : tensor<128x32xf32>
    %550 = stablehlo.multiply %549, %cst_9 : tensor<128x32xf32>
    %551 = stablehlo.subtract %arg10, %550 : tensor<128x32xf32>
    %552 = stablehlo.multiply %arg26, %cst_8 : tensor<32x32xf32>
    %553 = stablehlo.transpose %527, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %554 = stablehlo.dot_general %553, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %555 = stablehlo.add %552, %554 : tensor<32x32xf32>
    %556 = stablehlo.multiply %555, %cst_7 : tensor<32x32xf32>
    %557 = stablehlo.subtract %arg16, %556 : tensor<32x32xf32>
    %558 = stablehlo.multiply %arg27, %cst_6 : tensor<16x32xf32>
    %559 = stablehlo.transpose %507, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %560 = stablehlo.dot_general %559, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %561 = stablehlo.add %558, %560 : tensor<16x32xf32>
    %562 = stablehlo.multiply %561, %cst_5 : tensor<16x32xf32>
    %563 = stablehlo.subtract %arg15, %562 : tensor<16x32xf32>
    %564 = stablehlo.multiply %arg28, %cst_6 : tensor<16x32xf32>
    %565 = stablehlo.transpose %476, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %566 = stablehlo.dot_general %565, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %567 = stablehlo.add %564, %566 : tensor<16x32xf32>
    %568 = stablehlo.multiply %567, %cst_5 : tensor<16x32xf32>
    %569 = stablehlo.subtract %arg9, %568 : tensor<16x32xf32>
    %570 = stablehlo.multiply %arg29, %cst_8 : tensor<32x32xf32>
    %571 = stablehlo.transpose %467, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %572 = stablehlo.dot_general %571, %110, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %573 = stablehlo.add %570, %572 : tensor<32x32xf32>
    %574 = stablehlo.multiply %573, %cst_7 : tensor<32x32xf32>
    %575 = stablehlo.subtract %arg8, %574 : tensor<32x32xf32>
    %576 = stablehlo.multiply %arg30, %cst_4 : tensor<64x32xf32>
    %577 = stablehlo.transpose %446, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %578 = stablehlo.dot_general %577, %126, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %579 = stablehlo.add %576, %578 : tensor<64x32xf32>
    %580 = stablehlo.multiply %579, %cst_3 : tensor<64x32xf32>
    %581 = stablehlo.subtract %arg18, %580 : tensor<64x32xf32>
    %582 = stablehlo.multiply %arg31, %cst_4 : tensor<64x32xf32>
    %583 = stablehlo.transpose %437, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %584 = stablehlo.dot_general %583, %126, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %585 = stablehlo.add %582, %584 : tensor<64x32xf32>
    %586 = stablehlo.multiply %585, %cst_3 : tensor<64x32xf32>
    %587 = stablehlo.subtract %arg7, %586 : tensor<64x32xf32>
    %588 = stablehlo.multiply %arg32, %cst_2 : tensor<32x64xf32>
    %589 = stablehlo.transpose %433, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %590 = stablehlo.dot_general %589, %136, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %591 = stablehlo.add %588, %590 : tensor<32x64xf32>
    %592 = stablehlo.multiply %591, %cst_1 : tensor<32x64xf32>
    %593 = stablehlo.subtract %arg6, %592 : tensor<32x64xf32>
    %594 = stablehlo.multiply %arg33, %cst_0 : tensor<32xf32>
    %595 = stablehlo.multiply %530, %14 : tensor<2x8x32xf32>
    %596 = stablehlo.reduce(%595 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %597 = stablehlo.add %594, %596 : tensor<32xf32>
    %598 = stablehlo.multiply %597, %cst : tensor<32xf32>
    %599 = stablehlo.subtract %arg11, %598 : tensor<32xf32>
    %600 = stablehlo.multiply %arg34, %cst_0 : tensor<32xf32>
    %601 = stablehlo.multiply %449, %124 : tensor<2x8x32xf32>
    %602 = stablehlo.reduce(%601 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %603 = stablehlo.add %600, %602 : tensor<32xf32>
    %604 = stablehlo.multiply %603, %cst : tensor<32xf32>
    %605 = stablehlo.subtract %arg17, %604 : tensor<32xf32>
    %606 = stablehlo.multiply %arg35, %cst_8 : tensor<32x32xf32>
    %607 = stablehlo.transpose %413, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %608 = stablehlo.dot_general %607, %152, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %609 = stablehlo.add %606, %608 : tensor<32x32xf32>
    %610 = stablehlo.multiply %609, %cst_7 : tensor<32x32xf32>
    %611 = stablehlo.subtract %arg21, %610 : tensor<32x32xf32>
    %612 = stablehlo.multiply %arg36, %cst_6 : tensor<16x32xf32>
    %613 = stablehlo.transpose %393, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %614 = stablehlo.dot_general %613, %152, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %615 = stablehlo.add %612, %614 : tensor<16x32xf32>
    %616 = stablehlo.multiply %615, %cst_5 : tensor<16x32xf32>
    %617 = stablehlo.subtract %arg20, %616 : tensor<16x32xf32>
    %618 = stablehlo.multiply %arg37, %cst_6 : tensor<16x32xf32>
    %619 = stablehlo.transpose %362, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %620 = stablehlo.dot_general %619, %152, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %621 = stablehlo.add %618, %620 : tensor<16x32xf32>
    %622 = stablehlo.multiply %621, %cst_5 : tensor<16x32xf32>
    %623 = stablehlo.subtract %arg5, %622 : tensor<16x32xf32>
    %624 = stablehlo.multiply %arg38, %cst_8 : tensor<32x32xf32>
    %625 = stablehlo.transpose %353, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %626 = stablehlo.dot_general %625, %221, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %627 = stablehlo.add %624, %626 : tensor<32x32xf32>
    %628 = stablehlo.multiply %627, %cst_7 : tensor<32x32xf32>
    %629 = stablehlo.subtract %arg4, %628 : tensor<32x32xf32>
    %630 = stablehlo.multiply %arg39, %cst_4 : tensor<64x32xf32>
    %631 = stablehlo.transpose %332, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %632 = stablehlo.dot_general %631, %237, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %633 = stablehlo.add %630, %632 : tensor<64x32xf32>
    %634 = stablehlo.multiply %633, %cst_3 : tensor<64x32xf32>
    %635 = stablehlo.subtract %arg23, %634 : tensor<64x32xf32>
    %636 = stablehlo.multiply %arg40, %cst_4 : tensor<64x32xf32>
    %637 = stablehlo.transpose %323, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %638 = stablehlo.dot_general %637, %237, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %639 = stablehlo.add %636, %638 : tensor<64x32xf32>
    %640 = stablehlo.multiply %639, %cst_3 : tensor<64x32xf32>
    %641 = stablehlo.subtract %arg3, %640 : tensor<64x32xf32>
    %642 = stablehlo.multiply %arg41, %cst_2 : tensor<32x64xf32>
    %643 = stablehlo.transpose %319, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %644 = stablehlo.dot_general %643, %247, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %645 = stablehlo.add %642, %644 : tensor<32x64xf32>
    %646 = stablehlo.multiply %645, %cst_1 : tensor<32x64xf32>
    %647 = stablehlo.subtract %arg2, %646 : tensor<32x64xf32>
    %648 = stablehlo.multiply %arg42, %cst_0 : tensor<32xf32>
    %649 = stablehlo.multiply %416, %150 : tensor<2x8x32xf32>
    %650 = stablehlo.reduce(%649 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %651 = stablehlo.add %648, %650 : tensor<32xf32>
    %652 = stablehlo.multiply %651, %cst : tensor<32xf32>
    %653 = stablehlo.subtract %arg19, %652 : tensor<32xf32>
    %654 = stablehlo.multiply %arg43, %cst_0 : tensor<32xf32>
    %655 = stablehlo.multiply %335, %235 : tensor<2x8x32xf32>
    %656 = stablehlo.reduce(%655 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %657 = stablehlo.add %654, %656 : tensor<32xf32>
    %658 = stablehlo.multiply %657, %cst : tensor<32xf32>
    %659 = stablehlo.subtract %arg22, %658 : tensor<32xf32>
    %660 = stablehlo.multiply %arg44, %cst_0 : tensor<32xf32>
    %661 = stablehlo.multiply %303, %260 : tensor<2x8x32xf32>
    %662 = stablehlo.reduce(%661 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %663 = stablehlo.add %660, %662 : tensor<32xf32>
    %664 = stablehlo.multiply %663, %cst : tensor<32xf32>
    %665 = stablehlo.subtract %arg24, %664 : tensor<32xf32>
    %666 = stablehlo.multiply %arg45, %cst_27 : tensor<128x32xf32>
    %667 = stablehlo.transpose %301, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %668 = stablehlo.dot_general %667, %262, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %669 = stablehlo.add %666, %668 : tensor<128x32xf32>
    %670 = stablehlo.multiply %669, %cst_9 : tensor<128x32xf32>
    %671 = stablehlo.subtract %arg1, %670 : tensor<128x32xf32>
    return %285, %551, %557, %563, %569, %575, %581, %587, %593, %599, %605, %611, %617, %623, %629, %635, %641, %647, %653, %659, %665, %671, %549, %555, %561, %567, %573, %579, %585, %591, %597, %603, %609, %615, %621, %627, %633, %639, %645, %651, %657, %663, %669 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>
  }
}
