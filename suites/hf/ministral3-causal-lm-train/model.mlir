module @IrToHlo.1815 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
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
    %c_24 = stablehlo.constant dense<11> : tensor<2x8xi64>
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
    %c_35 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_36 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_37 = stablehlo.constant dense<1.000000e-01> : tensor<1x8xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<1x8xf32>
    %cst_39 = stablehlo.constant dense<[[0.000000e+00, 6.10351563E-5, 1.22070313E-4, 1.83105469E-4, 2.44140625E-4, 3.05175781E-4, 3.66210938E-4, 4.27246094E-4]]> : tensor<1x8xf32>
    %cst_40 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_41 = stablehlo.constant dense<9.99999974E-6> : tensor<2x8x1xf32>
    %cst_42 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_43 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %c_44 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_45 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_46 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_47 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_48 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg10, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.power %4, %cst_43 : tensor<2x8x32xf32>
    %7 = stablehlo.reduce(%6 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %8 = stablehlo.multiply %7, %cst_42 : tensor<2x8xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %10 = stablehlo.add %9, %cst_41 : tensor<2x8x1xf32>
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
    %21 = stablehlo.broadcast_in_dim %cst_40, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
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
    %38 = stablehlo.floor %cst_39 : tensor<1x8xf32>
    %39 = stablehlo.add %38, %cst_38 : tensor<1x8xf32>
    %40 = stablehlo.log %39 : tensor<1x8xf32>
    %41 = stablehlo.multiply %40, %cst_37 : tensor<1x8xf32>
    %42 = stablehlo.add %41, %cst_38 : tensor<1x8xf32>
    %43 = stablehlo.reshape %42 : (tensor<1x8xf32>) -> tensor<8xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [2] : (tensor<8xf32>) -> tensor<2x4x8x8xf32>
    %45 = stablehlo.multiply %37, %44 : tensor<2x4x8x8xf32>
    %46 = stablehlo.multiply %45, %cst_36 : tensor<2x4x8x8xf32>
    %47 = stablehlo.reshape %46 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %48 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %49 = stablehlo.dot_general %16, %48, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %50 = stablehlo.reshape %49 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %51 = stablehlo.transpose %50, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %52 = stablehlo.broadcast_in_dim %26, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %53 = stablehlo.multiply %51, %52 : tensor<2x2x8x8xf32>
    %54 = stablehlo.slice %51 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %55 = stablehlo.negate %54 : tensor<2x2x8x4xf32>
    %56 = stablehlo.slice %51 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %57 = stablehlo.concatenate %55, %56, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %58 = stablehlo.broadcast_in_dim %34, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %59 = stablehlo.multiply %57, %58 : tensor<2x2x8x8xf32>
    %60 = stablehlo.add %53, %59 : tensor<2x2x8x8xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %62 = stablehlo.reshape %61 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %63 = stablehlo.transpose %62, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %64 = stablehlo.multiply %63, %cst_36 : tensor<2x4x8x8xf32>
    %65 = stablehlo.reshape %64 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %66 = stablehlo.dot_general %47, %65, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %67 = stablehlo.reshape %66 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %68 = stablehlo.convert %arg13 : (tensor<i1>) -> tensor<ui8>
    %69 = stablehlo.broadcast_in_dim %68, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %70 = stablehlo.broadcast_in_dim %c_35, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %71 = stablehlo.broadcast_in_dim %c_35, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %72 = stablehlo.compare  LE, %70, %71 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %73 = stablehlo.convert %72 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %74 = stablehlo.and %69, %73 : tensor<1x1x8x8xui8>
    %75 = stablehlo.compare  NE, %74, %c_48 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %76 = stablehlo.convert %75 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %77 = stablehlo.reshape %76 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %78 = stablehlo.broadcast_in_dim %77, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %79 = stablehlo.compare  NE, %arg12, %c_47 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %80 = stablehlo.broadcast_in_dim %c_34, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %81 = stablehlo.compare  LT, %80, %c_33 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %82 = stablehlo.add %80, %c_32 : tensor<2x1x1x8xi64>
    %83 = stablehlo.select %81, %82, %80 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %84 = stablehlo.reshape %83 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %85 = stablehlo.broadcast_in_dim %c_35, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %86 = stablehlo.compare  LT, %85, %c_33 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %87 = stablehlo.add %85, %c_31 : tensor<2x1x1x8xi64>
    %88 = stablehlo.select %86, %87, %85 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %89 = stablehlo.reshape %88 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %90 = stablehlo.concatenate %84, %89, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %91 = "stablehlo.gather"(%79, %90) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %92 = stablehlo.convert %91 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %93 = stablehlo.reshape %92 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %95 = stablehlo.and %78, %94 : tensor<2x1x8x8xui8>
    %96 = stablehlo.compare  NE, %95, %c_46 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %97 = stablehlo.select %96, %cst_30, %cst_29 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %98 = stablehlo.reshape %97 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %100 = stablehlo.add %67, %99 : tensor<2x4x8x8xf32>
    %101 = stablehlo.reduce(%100 init: %cst_45) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %103 = stablehlo.subtract %100, %102 : tensor<2x4x8x8xf32>
    %104 = stablehlo.exponential %103 : tensor<2x4x8x8xf32>
    %105 = stablehlo.reduce(%104 init: %cst_49) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %107 = stablehlo.divide %104, %106 : tensor<2x4x8x8xf32>
    %108 = stablehlo.reshape %107 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %109 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %110 = stablehlo.dot_general %16, %109, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %111 = stablehlo.reshape %110 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %112 = stablehlo.transpose %111, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %114 = stablehlo.reshape %113 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %115 = stablehlo.dot_general %108, %114, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %116 = stablehlo.reshape %115 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %117 = stablehlo.transpose %116, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %118 = stablehlo.reshape %117 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %119 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %120 = stablehlo.dot_general %118, %119, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %121 = stablehlo.reshape %120 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %122 = stablehlo.add %4, %121 : tensor<2x8x32xf32>
    %123 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %124 = stablehlo.power %122, %cst_43 : tensor<2x8x32xf32>
    %125 = stablehlo.reduce(%124 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %126 = stablehlo.multiply %125, %cst_42 : tensor<2x8xf32>
    %127 = stablehlo.reshape %126 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %128 = stablehlo.add %127, %cst_41 : tensor<2x8x1xf32>
    %129 = stablehlo.rsqrt %128 : tensor<2x8x1xf32>
    %130 = stablehlo.reshape %129 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %132 = stablehlo.multiply %122, %131 : tensor<2x8x32xf32>
    %133 = stablehlo.multiply %123, %132 : tensor<2x8x32xf32>
    %134 = stablehlo.reshape %133 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %135 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %136 = stablehlo.dot_general %134, %135, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %137 = stablehlo.reshape %136 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %138 = stablehlo.logistic %137 : tensor<2x8x64xf32>
    %139 = stablehlo.multiply %137, %138 : tensor<2x8x64xf32>
    %140 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %141 = stablehlo.dot_general %134, %140, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %142 = stablehlo.reshape %141 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %143 = stablehlo.multiply %139, %142 : tensor<2x8x64xf32>
    %144 = stablehlo.reshape %143 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %145 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %146 = stablehlo.dot_general %144, %145, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %147 = stablehlo.reshape %146 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %148 = stablehlo.add %122, %147 : tensor<2x8x32xf32>
    %149 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %150 = stablehlo.power %148, %cst_43 : tensor<2x8x32xf32>
    %151 = stablehlo.reduce(%150 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %152 = stablehlo.multiply %151, %cst_42 : tensor<2x8xf32>
    %153 = stablehlo.reshape %152 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %154 = stablehlo.add %153, %cst_41 : tensor<2x8x1xf32>
    %155 = stablehlo.rsqrt %154 : tensor<2x8x1xf32>
    %156 = stablehlo.reshape %155 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %158 = stablehlo.multiply %148, %157 : tensor<2x8x32xf32>
    %159 = stablehlo.multiply %149, %158 : tensor<2x8x32xf32>
    %160 = stablehlo.reshape %159 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %161 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %162 = stablehlo.dot_general %160, %161, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %163 = stablehlo.reshape %162 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %164 = stablehlo.transpose %163, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %165 = stablehlo.multiply %164, %27 : tensor<2x4x8x8xf32>
    %166 = stablehlo.slice %164 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %167 = stablehlo.negate %166 : tensor<2x4x8x4xf32>
    %168 = stablehlo.slice %164 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %169 = stablehlo.concatenate %167, %168, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %170 = stablehlo.multiply %169, %35 : tensor<2x4x8x8xf32>
    %171 = stablehlo.add %165, %170 : tensor<2x4x8x8xf32>
    %172 = stablehlo.multiply %171, %44 : tensor<2x4x8x8xf32>
    %173 = stablehlo.multiply %172, %cst_36 : tensor<2x4x8x8xf32>
    %174 = stablehlo.reshape %173 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %175 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %176 = stablehlo.dot_general %160, %175, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %177 = stablehlo.reshape %176 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %178 = stablehlo.transpose %177, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %179 = stablehlo.multiply %178, %52 : tensor<2x2x8x8xf32>
    %180 = stablehlo.slice %178 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %181 = stablehlo.negate %180 : tensor<2x2x8x4xf32>
    %182 = stablehlo.slice %178 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %183 = stablehlo.concatenate %181, %182, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %184 = stablehlo.multiply %183, %58 : tensor<2x2x8x8xf32>
    %185 = stablehlo.add %179, %184 : tensor<2x2x8x8xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %187 = stablehlo.reshape %186 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %188 = stablehlo.transpose %187, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %189 = stablehlo.multiply %188, %cst_36 : tensor<2x4x8x8xf32>
    %190 = stablehlo.reshape %189 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %191 = stablehlo.dot_general %174, %190, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %192 = stablehlo.reshape %191 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %193 = stablehlo.add %192, %99 : tensor<2x4x8x8xf32>
    %194 = stablehlo.reduce(%193 init: %cst_45) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %196 = stablehlo.subtract %193, %195 : tensor<2x4x8x8xf32>
    %197 = stablehlo.exponential %196 : tensor<2x4x8x8xf32>
    %198 = stablehlo.reduce(%197 init: %cst_49) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %199 = stablehlo.broadcast_in_dim %198, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %200 = stablehlo.divide %197, %199 : tensor<2x4x8x8xf32>
    %201 = stablehlo.reshape %200 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %202 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %203 = stablehlo.dot_general %160, %202, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %204 = stablehlo.reshape %203 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %205 = stablehlo.transpose %204, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %207 = stablehlo.reshape %206 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %208 = stablehlo.dot_general %201, %207, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %209 = stablehlo.reshape %208 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %210 = stablehlo.transpose %209, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %211 = stablehlo.reshape %210 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %212 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %213 = stablehlo.dot_general %211, %212, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %214 = stablehlo.reshape %213 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %215 = stablehlo.add %148, %214 : tensor<2x8x32xf32>
    %216 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %217 = stablehlo.power %215, %cst_43 : tensor<2x8x32xf32>
    %218 = stablehlo.reduce(%217 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %219 = stablehlo.multiply %218, %cst_42 : tensor<2x8xf32>
    %220 = stablehlo.reshape %219 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %221 = stablehlo.add %220, %cst_41 : tensor<2x8x1xf32>
    %222 = stablehlo.rsqrt %221 : tensor<2x8x1xf32>
    %223 = stablehlo.reshape %222 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %225 = stablehlo.multiply %215, %224 : tensor<2x8x32xf32>
    %226 = stablehlo.multiply %216, %225 : tensor<2x8x32xf32>
    %227 = stablehlo.reshape %226 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %228 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %229 = stablehlo.dot_general %227, %228, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %230 = stablehlo.reshape %229 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %231 = stablehlo.logistic %230 : tensor<2x8x64xf32>
    %232 = stablehlo.multiply %230, %231 : tensor<2x8x64xf32>
    %233 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %234 = stablehlo.dot_general %227, %233, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %235 = stablehlo.reshape %234 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %236 = stablehlo.multiply %232, %235 : tensor<2x8x64xf32>
    %237 = stablehlo.reshape %236 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %238 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %239 = stablehlo.dot_general %237, %238, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %240 = stablehlo.reshape %239 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %241 = stablehlo.add %215, %240 : tensor<2x8x32xf32>
    %242 = stablehlo.power %241, %cst_43 : tensor<2x8x32xf32>
    %243 = stablehlo.reduce(%242 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %244 = stablehlo.multiply %243, %cst_42 : tensor<2x8xf32>
    %245 = stablehlo.reshape %244 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %246 = stablehlo.add %245, %cst_41 : tensor<2x8x1xf32>
    %247 = stablehlo.rsqrt %246 : tensor<2x8x1xf32>
    %248 = stablehlo.reshape %247 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %250 = stablehlo.multiply %241, %249 : tensor<2x8x32xf32>
    %251 = stablehlo.multiply %0, %250 : tensor<2x8x32xf32>
    %252 = stablehlo.reshape %251 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %253 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %254 = stablehlo.dot_general %252, %253, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %255 = stablehlo.reshape %254 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %256 = stablehlo.slice %255 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %257 = stablehlo.reduce(%256 init: %cst_45) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %258 = stablehlo.broadcast_in_dim %257, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %259 = stablehlo.subtract %256, %258 : tensor<2x7x128xf32>
    %260 = stablehlo.exponential %259 : tensor<2x7x128xf32>
    %261 = stablehlo.reduce(%260 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %262 = stablehlo.log %261 : tensor<2x7xf32>
    %263 = stablehlo.broadcast_in_dim %262, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %264 = stablehlo.subtract %259, %263 : tensor<2x7x128xf32>
    %265 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %266 = stablehlo.broadcast_in_dim %265, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %267 = stablehlo.broadcast_in_dim %c_44, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %268 = stablehlo.compare  EQ, %266, %267 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %269 = stablehlo.convert %268 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %270 = stablehlo.convert %269 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %271 = stablehlo.multiply %264, %270 : tensor<2x7x128xf32>
    %272 = stablehlo.reduce(%271 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %273 = stablehlo.reduce(%272 init: %cst_49) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %274 = stablehlo.multiply %273, %cst_28 : tensor<f32>
    %275 = stablehlo.negate %274 : tensor<f32>
    %276 = stablehlo.multiply %arg25, %cst_27 : tensor<128x32xf32>
    %277 = stablehlo.compare  LT, %arg0, %c_47 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %278 = stablehlo.add %arg0, %c_25 : tensor<2x8xi64>
    %279 = stablehlo.select %277, %278, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %280 = stablehlo.reshape %279 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %281 = stablehlo.compare  EQ, %arg0, %c_24 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %282 = stablehlo.broadcast_in_dim %281, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %283 = stablehlo.multiply %270, %cst_21 : tensor<2x7x128xf32>
    %284 = stablehlo.exponential %264 : tensor<2x7x128xf32>
    %285 = stablehlo.reduce(%283 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %287 = stablehlo.multiply %284, %286 : tensor<2x7x128xf32>
    %288 = stablehlo.subtract %283, %287 : tensor<2x7x128xf32>
    %289 = stablehlo.pad %288, %cst_49, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %290 = stablehlo.select %c_22, %289, %cst_20 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %291 = stablehlo.reshape %290 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %292 = stablehlo.dot_general %291, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %293 = stablehlo.reshape %292 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %294 = stablehlo.multiply %293, %0 : tensor<2x8x32xf32>
    %295 = stablehlo.multiply %294, %249 : tensor<2x8x32xf32>
    %296 = stablehlo.multiply %294, %241 : tensor<2x8x32xf32>
    %297 = stablehlo.reduce(%296 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %298 = stablehlo.reshape %297 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %299 = stablehlo.multiply %298, %cst_19 : tensor<2x8x1xf32>
    %300 = stablehlo.power %247, %cst_18 : tensor<2x8x1xf32>
    %301 = stablehlo.multiply %299, %300 : tensor<2x8x1xf32>
    %302 = stablehlo.reshape %301 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %303 = stablehlo.broadcast_in_dim %302, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %304 = stablehlo.divide %303, %cst_17 : tensor<2x8x32xf32>
    %305 = stablehlo.power %241, %cst_16 : tensor<2x8x32xf32>
    %306 = stablehlo.multiply %305, %cst_43 : tensor<2x8x32xf32>
    %307 = stablehlo.multiply %304, %306 : tensor<2x8x32xf32>
    %308 = stablehlo.add %295, %307 : tensor<2x8x32xf32>
    %309 = stablehlo.reshape %308 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %310 = stablehlo.dot_general %309, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %311 = stablehlo.reshape %310 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %312 = stablehlo.multiply %311, %232 : tensor<2x8x64xf32>
    %313 = stablehlo.reshape %312 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %314 = stablehlo.dot_general %313, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %315 = stablehlo.reshape %314 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %316 = stablehlo.multiply %311, %235 : tensor<2x8x64xf32>
    %317 = stablehlo.subtract %cst_15, %231 : tensor<2x8x64xf32>
    %318 = stablehlo.multiply %230, %317 : tensor<2x8x64xf32>
    %319 = stablehlo.add %318, %cst_15 : tensor<2x8x64xf32>
    %320 = stablehlo.multiply %231, %319 : tensor<2x8x64xf32>
    %321 = stablehlo.multiply %316, %320 : tensor<2x8x64xf32>
    %322 = stablehlo.reshape %321 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %323 = stablehlo.dot_general %322, %arg23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %324 = stablehlo.reshape %323 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %325 = stablehlo.add %315, %324 : tensor<2x8x32xf32>
    %326 = stablehlo.multiply %325, %216 : tensor<2x8x32xf32>
    %327 = stablehlo.multiply %326, %224 : tensor<2x8x32xf32>
    %328 = stablehlo.add %308, %327 : tensor<2x8x32xf32>
    %329 = stablehlo.multiply %326, %215 : tensor<2x8x32xf32>
    %330 = stablehlo.reduce(%329 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %331 = stablehlo.reshape %330 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %332 = stablehlo.multiply %331, %cst_19 : tensor<2x8x1xf32>
    %333 = stablehlo.power %222, %cst_18 : tensor<2x8x1xf32>
    %334 = stablehlo.multiply %332, %333 : tensor<2x8x1xf32>
    %335 = stablehlo.reshape %334 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %336 = stablehlo.broadcast_in_dim %335, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %337 = stablehlo.divide %336, %cst_17 : tensor<2x8x32xf32>
    %338 = stablehlo.power %215, %cst_16 : tensor<2x8x32xf32>
    %339 = stablehlo.multiply %338, %cst_43 : tensor<2x8x32xf32>
    %340 = stablehlo.multiply %337, %339 : tensor<2x8x32xf32>
    %341 = stablehlo.add %328, %340 : tensor<2x8x32xf32>
    %342 = stablehlo.transpose %201, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %343 = stablehlo.reshape %341 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %344 = stablehlo.dot_general %343, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %345 = stablehlo.reshape %344 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %346 = stablehlo.transpose %345, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %347 = stablehlo.reshape %346 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %348 = stablehlo.dot_general %342, %347, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %349 = stablehlo.reshape %348 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %350 = stablehlo.reduce(%349 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %351 = stablehlo.transpose %350, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %352 = stablehlo.reshape %351 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %353 = stablehlo.dot_general %352, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %354 = stablehlo.reshape %353 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %355 = stablehlo.transpose %174, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %356 = stablehlo.transpose %207, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %357 = stablehlo.dot_general %347, %356, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %358 = stablehlo.reshape %357 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %359 = stablehlo.multiply %358, %200 : tensor<2x4x8x8xf32>
    %360 = stablehlo.reduce(%359 init: %cst_49) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %361 = stablehlo.broadcast_in_dim %360, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %362 = stablehlo.multiply %200, %361 : tensor<2x4x8x8xf32>
    %363 = stablehlo.subtract %359, %362 : tensor<2x4x8x8xf32>
    %364 = stablehlo.reshape %363 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %365 = stablehlo.dot_general %355, %364, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %366 = stablehlo.reshape %365 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %367 = stablehlo.multiply %366, %cst_36 : tensor<2x4x8x8xf32>
    %368 = stablehlo.transpose %367, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %369 = stablehlo.reshape %368 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %370 = stablehlo.reduce(%369 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %371 = stablehlo.multiply %370, %58 : tensor<2x2x8x8xf32>
    %372 = stablehlo.slice %371 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %373 = stablehlo.negate %372 : tensor<2x2x8x4xf32>
    %374 = stablehlo.pad %373, %cst_49, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %375 = stablehlo.select %c_14, %374, %cst_13 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %376 = stablehlo.slice %371 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %377 = stablehlo.pad %376, %cst_49, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %378 = stablehlo.select %c_12, %377, %cst_13 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %379 = stablehlo.add %375, %378 : tensor<2x2x8x8xf32>
    %380 = stablehlo.multiply %370, %52 : tensor<2x2x8x8xf32>
    %381 = stablehlo.add %379, %380 : tensor<2x2x8x8xf32>
    %382 = stablehlo.transpose %381, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %383 = stablehlo.reshape %382 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %384 = stablehlo.dot_general %383, %arg20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %385 = stablehlo.reshape %384 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %386 = stablehlo.add %354, %385 : tensor<2x8x32xf32>
    %387 = stablehlo.transpose %190, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %388 = stablehlo.dot_general %364, %387, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %389 = stablehlo.reshape %388 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %390 = stablehlo.multiply %389, %cst_36 : tensor<2x4x8x8xf32>
    %391 = stablehlo.multiply %390, %44 : tensor<2x4x8x8xf32>
    %392 = stablehlo.multiply %391, %35 : tensor<2x4x8x8xf32>
    %393 = stablehlo.slice %392 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %394 = stablehlo.negate %393 : tensor<2x4x8x4xf32>
    %395 = stablehlo.pad %394, %cst_49, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %396 = stablehlo.select %c_11, %395, %cst_10 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %397 = stablehlo.slice %392 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %398 = stablehlo.pad %397, %cst_49, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %399 = stablehlo.select %c, %398, %cst_10 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %400 = stablehlo.add %396, %399 : tensor<2x4x8x8xf32>
    %401 = stablehlo.multiply %391, %27 : tensor<2x4x8x8xf32>
    %402 = stablehlo.add %400, %401 : tensor<2x4x8x8xf32>
    %403 = stablehlo.transpose %402, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %404 = stablehlo.reshape %403 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %405 = stablehlo.dot_general %404, %arg21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %406 = stablehlo.reshape %405 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %407 = stablehlo.add %386, %406 : tensor<2x8x32xf32>
    %408 = stablehlo.multiply %407, %149 : tensor<2x8x32xf32>
    %409 = stablehlo.multiply %408, %157 : tensor<2x8x32xf32>
    %410 = stablehlo.add %341, %409 : tensor<2x8x32xf32>
    %411 = stablehlo.multiply %408, %148 : tensor<2x8x32xf32>
    %412 = stablehlo.reduce(%411 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %413 = stablehlo.reshape %412 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %414 = stablehlo.multiply %413, %cst_19 : tensor<2x8x1xf32>
    %415 = stablehlo.power %155, %cst_18 : tensor<2x8x1xf32>
    %416 = stablehlo.multiply %414, %415 : tensor<2x8x1xf32>
    %417 = stablehlo.reshape %416 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %418 = stablehlo.broadcast_in_dim %417, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %419 = stablehlo.divide %418, %cst_17 : tensor<2x8x32xf32>
    %420 = stablehlo.power %148, %cst_16 : tensor<2x8x32xf32>
    %421 = stablehlo.multiply %420, %cst_43 : tensor<2x8x32xf32>
    %422 = stablehlo.multiply %419, %421 : tensor<2x8x32xf32>
    %423 = stablehlo.add %410, %422 : tensor<2x8x32xf32>
    %424 = stablehlo.reshape %423 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %425 = stablehlo.dot_general %424, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %426 = stablehlo.reshape %425 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %427 = stablehlo.multiply %426, %139 : tensor<2x8x64xf32>
    %428 = stablehlo.reshape %427 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %429 = stablehlo.dot_general %428, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %430 = stablehlo.reshape %429 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %431 = stablehlo.multiply %426, %142 : tensor<2x8x64xf32>
    %432 = stablehlo.subtract %cst_15, %138 : tensor<2x8x64xf32>
    %433 = stablehlo.multiply %137, %432 : tensor<2x8x64xf32>
    %434 = stablehlo.add %433, %cst_15 : tensor<2x8x64xf32>
    %435 = stablehlo.multiply %138, %434 : tensor<2x8x64xf32>
    %436 = stablehlo.multiply %431, %435 : tensor<2x8x64xf32>
    %437 = stablehlo.reshape %436 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %438 = stablehlo.dot_general %437, %arg18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %439 = stablehlo.reshape %438 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %440 = stablehlo.add %430, %439 : tensor<2x8x32xf32>
    %441 = stablehlo.multiply %440, %123 : tensor<2x8x32xf32>
    %442 = stablehlo.multiply %441, %131 : tensor<2x8x32xf32>
    %443 = stablehlo.add %423, %442 : tensor<2x8x32xf32>
    %444 = stablehlo.multiply %441, %122 : tensor<2x8x32xf32>
    %445 = stablehlo.reduce(%444 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %446 = stablehlo.reshape %445 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %447 = stablehlo.multiply %446, %cst_19 : tensor<2x8x1xf32>
    %448 = stablehlo.power %129, %cst_18 : tensor<2x8x1xf32>
    %449 = stablehlo.multiply %447, %448 : tensor<2x8x1xf32>
    %450 = stablehlo.reshape %449 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %451 = stablehlo.broadcast_in_dim %450, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %452 = stablehlo.divide %451, %cst_17 : tensor<2x8x32xf32>
    %453 = stablehlo.power %122, %cst_16 : tensor<2x8x32xf32>
    %454 = stablehlo.multiply %453, %cst_43 : tensor<2x8x32xf32>
    %455 = stablehlo.multiply %452, %454 : tensor<2x8x32xf32>
    %456 = stablehlo.add %443, %455 : tensor<2x8x32xf32>
    %457 = stablehlo.transpose %108, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %458 = stablehlo.reshape %456 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %459 = stablehlo.dot_general %458, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %460 = stablehlo.reshape %459 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %461 = stablehlo.transpose %460, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %462 = stablehlo.reshape %461 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %463 = stablehlo.dot_general %457, %462, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %464 = stablehlo.reshape %463 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %465 = stablehlo.reduce(%464 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %466 = stablehlo.transpose %465, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %467 = stablehlo.reshape %466 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %468 = stablehlo.dot_general %467, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %469 = stablehlo.reshape %468 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %470 = stablehlo.transpose %47, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %471 = stablehlo.transpose %114, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %472 = stablehlo.dot_general %462, %471, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %473 = stablehlo.reshape %472 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %474 = stablehlo.multiply %473, %107 : tensor<2x4x8x8xf32>
    %475 = stablehlo.reduce(%474 init: %cst_49) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %476 = stablehlo.broadcast_in_dim %475, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %477 = stablehlo.multiply %107, %476 : tensor<2x4x8x8xf32>
    %478 = stablehlo.subtract %474, %477 : tensor<2x4x8x8xf32>
    %479 = stablehlo.reshape %478 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %480 = stablehlo.dot_general %470, %479, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %481 = stablehlo.reshape %480 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %482 = stablehlo.multiply %481, %cst_36 : tensor<2x4x8x8xf32>
    %483 = stablehlo.transpose %482, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %484 = stablehlo.reshape %483 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %485 = stablehlo.reduce(%484 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %486 = stablehlo.multiply %485, %58 : tensor<2x2x8x8xf32>
    %487 = stablehlo.slice %486 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %488 = stablehlo.negate %487 : tensor<2x2x8x4xf32>
    %489 = stablehlo.pad %488, %cst_49, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %490 = stablehlo.select %c_14, %489, %cst_13 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %491 = stablehlo.slice %486 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %492 = stablehlo.pad %491, %cst_49, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %493 = stablehlo.select %c_12, %492, %cst_13 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %494 = stablehlo.add %490, %493 : tensor<2x2x8x8xf32>
    %495 = stablehlo.multiply %485, %52 : tensor<2x2x8x8xf32>
    %496 = stablehlo.add %494, %495 : tensor<2x2x8x8xf32>
    %497 = stablehlo.transpose %496, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %498 = stablehlo.reshape %497 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %499 = stablehlo.dot_general %498, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %500 = stablehlo.reshape %499 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %501 = stablehlo.add %469, %500 : tensor<2x8x32xf32>
    %502 = stablehlo.transpose %65, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %503 = stablehlo.dot_general %479, %502, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %504 = stablehlo.reshape %503 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %505 = stablehlo.multiply %504, %cst_36 : tensor<2x4x8x8xf32>
    %506 = stablehlo.multiply %505, %44 : tensor<2x4x8x8xf32>
    %507 = stablehlo.multiply %506, %35 : tensor<2x4x8x8xf32>
    %508 = stablehlo.slice %507 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %509 = stablehlo.negate %508 : tensor<2x4x8x4xf32>
    %510 = stablehlo.pad %509, %cst_49, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %511 = stablehlo.select %c_11, %510, %cst_10 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %512 = stablehlo.slice %507 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %513 = stablehlo.pad %512, %cst_49, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %514 = stablehlo.select %c, %513, %cst_10 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %515 = stablehlo.add %511, %514 : tensor<2x4x8x8xf32>
    %516 = stablehlo.multiply %506, %27 : tensor<2x4x8x8xf32>
    %517 = stablehlo.add %515, %516 : tensor<2x4x8x8xf32>
    %518 = stablehlo.transpose %517, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %519 = stablehlo.reshape %518 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %520 = stablehlo.dot_general %519, %arg16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %521 = stablehlo.reshape %520 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %522 = stablehlo.add %501, %521 : tensor<2x8x32xf32>
    %523 = stablehlo.multiply %522, %5 : tensor<2x8x32xf32>
    %524 = stablehlo.multiply %523, %13 : tensor<2x8x32xf32>
    %525 = stablehlo.add %456, %524 : tensor<2x8x32xf32>
    %526 = stablehlo.multiply %523, %4 : tensor<2x8x32xf32>
    %527 = stablehlo.reduce(%526 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %528 = stablehlo.reshape %527 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %529 = stablehlo.multiply %528, %cst_19 : tensor<2x8x1xf32>
    %530 = stablehlo.power %11, %cst_18 : tensor<2x8x1xf32>
    %531 = stablehlo.multiply %529, %530 : tensor<2x8x1xf32>
    %532 = stablehlo.reshape %531 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %533 = stablehlo.broadcast_in_dim %532, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %534 = stablehlo.divide %533, %cst_17 : tensor<2x8x32xf32>
    %535 = stablehlo.power %4, %cst_16 : tensor<2x8x32xf32>
    %536 = stablehlo.multiply %535, %cst_43 : tensor<2x8x32xf32>
    %537 = stablehlo.multiply %534, %536 : tensor<2x8x32xf32>
    %538 = stablehlo.add %525, %537 : tensor<2x8x32xf32>
    %539 = stablehlo.select %282, %cst_23, %538 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %540 = "stablehlo.scatter"(%cst_26, %280, %539) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg46: tensor<f32>, %arg47: tensor<f32>):
      %664 = stablehlo.add %arg46, %arg47 : tensor<f32>
      stablehlo.return %664 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %541 = stablehlo.add %276, %540 : tensor<128x32xf32>
    %542 = stablehlo.multiply %541, %cst_9 : tensor<128x32xf32>
    %543 = stablehlo.subtract %arg10, %542 : tensor<128x32xf32>
    %544 = stablehlo.multiply %arg26, %cst_8 : tensor<32x32xf32>
    %545 = stablehlo.transpose %519, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %546 = stablehlo.dot_general %545, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %547 = stablehlo.add %544, %546 : tensor<32x32xf32>
    %548 = stablehlo.multiply %547, %cst_7 : tensor<32x32xf32>
    %549 = stablehlo.subtract %arg16, %548 : tensor<32x32xf32>
    %550 = stablehlo.multiply %arg27, %cst_6 : tensor<16x32xf32>
    %551 = stablehlo.transpose %498, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %552 = stablehlo.dot_general %551, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %553 = stablehlo.add %550, %552 : tensor<16x32xf32>
    %554 = stablehlo.multiply %553, %cst_5 : tensor<16x32xf32>
    %555 = stablehlo.subtract %arg15, %554 : tensor<16x32xf32>
    %556 = stablehlo.multiply %arg28, %cst_6 : tensor<16x32xf32>
    %557 = stablehlo.transpose %467, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %558 = stablehlo.dot_general %557, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %559 = stablehlo.add %556, %558 : tensor<16x32xf32>
    %560 = stablehlo.multiply %559, %cst_5 : tensor<16x32xf32>
    %561 = stablehlo.subtract %arg9, %560 : tensor<16x32xf32>
    %562 = stablehlo.multiply %arg29, %cst_8 : tensor<32x32xf32>
    %563 = stablehlo.transpose %458, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %564 = stablehlo.dot_general %563, %118, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %565 = stablehlo.add %562, %564 : tensor<32x32xf32>
    %566 = stablehlo.multiply %565, %cst_7 : tensor<32x32xf32>
    %567 = stablehlo.subtract %arg8, %566 : tensor<32x32xf32>
    %568 = stablehlo.multiply %arg30, %cst_4 : tensor<64x32xf32>
    %569 = stablehlo.transpose %437, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %570 = stablehlo.dot_general %569, %134, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %571 = stablehlo.add %568, %570 : tensor<64x32xf32>
    %572 = stablehlo.multiply %571, %cst_3 : tensor<64x32xf32>
    %573 = stablehlo.subtract %arg18, %572 : tensor<64x32xf32>
    %574 = stablehlo.multiply %arg31, %cst_4 : tensor<64x32xf32>
    %575 = stablehlo.transpose %428, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %576 = stablehlo.dot_general %575, %134, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %577 = stablehlo.add %574, %576 : tensor<64x32xf32>
    %578 = stablehlo.multiply %577, %cst_3 : tensor<64x32xf32>
    %579 = stablehlo.subtract %arg7, %578 : tensor<64x32xf32>
    %580 = stablehlo.multiply %arg32, %cst_2 : tensor<32x64xf32>
    %581 = stablehlo.transpose %424, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %582 = stablehlo.dot_general %581, %144, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %583 = stablehlo.add %580, %582 : tensor<32x64xf32>
    %584 = stablehlo.multiply %583, %cst_1 : tensor<32x64xf32>
    %585 = stablehlo.subtract %arg6, %584 : tensor<32x64xf32>
    %586 = stablehlo.multiply %arg33, %cst_0 : tensor<32xf32>
    %587 = stablehlo.multiply %522, %14 : tensor<2x8x32xf32>
    %588 = stablehlo.reduce(%587 init: %cst_49) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %589 = stablehlo.add %586, %588 : tensor<32xf32>
    %590 = stablehlo.multiply %589, %cst : tensor<32xf32>
    %591 = stablehlo.subtract %arg11, %590 : tensor<32xf32>
    %592 = stablehlo.multiply %arg34, %cst_0 : tensor<32xf32>
    %593 = stablehlo.multiply %440, %132 : tensor<2x8x32xf32>
    %594 = stablehlo.reduce(%593 init: %cst_49) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %595 = stablehlo.add %592, %594 : tensor<32xf32>
    %596 = stablehlo.multiply %595, %cst : tensor<32xf32>
    %597 = stablehlo.subtract %arg17, %596 : tensor<32xf32>
    %598 = stablehlo.multiply %arg35, %cst_8 : tensor<32x32xf32>
    %599 = stablehlo.transpose %404, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %600 = stablehlo.dot_general %599, %160, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %601 = stablehlo.add %598, %600 : tensor<32x32xf32>
    %602 = stablehlo.multiply %601, %cst_7 : tensor<32x32xf32>
    %603 = stablehlo.subtract %arg21, %602 : tensor<32x32xf32>
    %604 = stablehlo.multiply %arg36, %cst_6 : tensor<16x32xf32>
    %605 = stablehlo.transpose %383, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %606 = stablehlo.dot_general %605, %160, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %607 = stablehlo.add %604, %606 : tensor<16x32xf32>
    %608 = stablehlo.multiply %607, %cst_5 : tensor<16x32xf32>
    %609 = stablehlo.subtract %arg20, %608 : tensor<16x32xf32>
    %610 = stablehlo.multiply %arg37, %cst_6 : tensor<16x32xf32>
    %611 = stablehlo.transpose %352, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %612 = stablehlo.dot_general %611, %160, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %613 = stablehlo.add %610, %612 : tensor<16x32xf32>
    %614 = stablehlo.multiply %613, %cst_5 : tensor<16x32xf32>
    %615 = stablehlo.subtract %arg5, %614 : tensor<16x32xf32>
    %616 = stablehlo.multiply %arg38, %cst_8 : tensor<32x32xf32>
    %617 = stablehlo.transpose %343, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %618 = stablehlo.dot_general %617, %211, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %619 = stablehlo.add %616, %618 : tensor<32x32xf32>
    %620 = stablehlo.multiply %619, %cst_7 : tensor<32x32xf32>
    %621 = stablehlo.subtract %arg4, %620 : tensor<32x32xf32>
    %622 = stablehlo.multiply %arg39, %cst_4 : tensor<64x32xf32>
    %623 = stablehlo.transpose %322, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %624 = stablehlo.dot_general %623, %227, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %625 = stablehlo.add %622, %624 : tensor<64x32xf32>
    %626 = stablehlo.multiply %625, %cst_3 : tensor<64x32xf32>
    %627 = stablehlo.subtract %arg23, %626 : tensor<64x32xf32>
    %628 = stablehlo.multiply %arg40, %cst_4 : tensor<64x32xf32>
    %629 = stablehlo.transpose %313, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %630 = stablehlo.dot_general %629, %227, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %631 = stablehlo.add %628, %630 : tensor<64x32xf32>
    %632 = stablehlo.multiply %631, %cst_3 : tensor<64x32xf32>
    %633 = stablehlo.subtract %arg3, %632 : tensor<64x32xf32>
    %634 = stablehlo.multiply %arg41, %cst_2 : tensor<32x64xf32>
    %635 = stablehlo.transpose %309, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %636 = stablehlo.dot_general %635, %237, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %637 = stablehlo.add %634, %636 : tensor<32x64xf32>
    %638 = stablehlo.multiply %637, %cst_1 : tensor<32x64xf32>
    %639 = stablehlo.subtract %arg2, %638 : tensor<32x64xf32>
    %640 = stablehlo.multiply %arg42, %cst_0 : tensor<32xf32>
    %641 = stablehlo.multiply %407, %158 : tensor<2x8x32xf32>
    %642 = stablehlo.reduce(%641 init: %cst_49) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %643 = stablehlo.add %640, %642 : tensor<32xf32>
    %644 = stablehlo.multiply %643, %cst : tensor<32xf32>
    %645 = stablehlo.subtract %arg19, %644 : tensor<32xf32>
    %646 = stablehlo.multiply %arg43, %cst_0 : tensor<32xf32>
    %647 = stablehlo.multiply %325, %225 : tensor<2x8x32xf32>
    %648 = stablehlo.reduce(%647 init: %cst_49) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %649 = stablehlo.add %646, %648 : tensor<32xf32>
    %650 = stablehlo.multiply %649, %cst : tensor<32xf32>
    %651 = stablehlo.subtract %arg22, %650 : tensor<32xf32>
    %652 = stablehlo.multiply %arg44, %cst_0 : tensor<32xf32>
    %653 = stablehlo.multiply %293, %250 : tensor<2x8x32xf32>
    %654 = stablehlo.reduce(%653 init: %cst_49) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %655 = stablehlo.add %652, %654 : tensor<32xf32>
    %656 = stablehlo.multiply %655, %cst : tensor<32xf32>
    %657 = stablehlo.subtract %arg24, %656 : tensor<32xf32>
    %658 = stablehlo.multiply %arg45, %cst_27 : tensor<128x32xf32>
    %659 = stablehlo.transpose %291, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %660 = stablehlo.dot_general %659, %252, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %661 = stablehlo.add %658, %660 : tensor<128x32xf32>
    %662 = stablehlo.multiply %661, %cst_9 : tensor<128x32xf32>
    %663 = stablehlo.subtract %arg1, %662 : tensor<128x32xf32>
    return %275, %543, %549, %555, %561, %567, %573, %579, %585, %591, %597, %603, %609, %615, %621, %627, %633, %639, %645, %651, %657, %663, %541, %547, %553, %559, %565, %571, %577, %583, %589, %595, %601, %607, %613, %619, %625, %631, %637, %643, %649, %655, %661 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>
  }
}
