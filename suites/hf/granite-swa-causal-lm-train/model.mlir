module @IrToHlo.2096 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<32x64xf32> {tf.aliasing_output = 19 : i32}, %arg3: tensor<64x32xf32> {tf.aliasing_output = 18 : i32}, %arg4: tensor<32x32xf32> {tf.aliasing_output = 16 : i32}, %arg5: tensor<4xf32> {tf.aliasing_output = 12 : i32}, %arg6: tensor<2x8xi64>, %arg7: tensor<i1>, %arg8: tensor<4xf32>, %arg9: tensor<16x32xf32> {tf.aliasing_output = 14 : i32}, %arg10: tensor<32x64xf32> {tf.aliasing_output = 9 : i32}, %arg11: tensor<64x32xf32> {tf.aliasing_output = 8 : i32}, %arg12: tensor<32x32xf32> {tf.aliasing_output = 6 : i32}, %arg13: tensor<4xf32> {tf.aliasing_output = 2 : i32}, %arg14: tensor<16x32xf32> {tf.aliasing_output = 4 : i32}, %arg15: tensor<32xf32> {tf.aliasing_output = 10 : i32}, %arg16: tensor<32x32xf32> {tf.aliasing_output = 3 : i32}, %arg17: tensor<16x32xf32> {tf.aliasing_output = 5 : i32}, %arg18: tensor<32xf32> {tf.aliasing_output = 11 : i32}, %arg19: tensor<64x32xf32> {tf.aliasing_output = 7 : i32}, %arg20: tensor<32xf32> {tf.aliasing_output = 20 : i32}, %arg21: tensor<32x32xf32> {tf.aliasing_output = 13 : i32}, %arg22: tensor<16x32xf32> {tf.aliasing_output = 15 : i32}, %arg23: tensor<32xf32> {tf.aliasing_output = 21 : i32}, %arg24: tensor<64x32xf32> {tf.aliasing_output = 17 : i32}, %arg25: tensor<32xf32> {tf.aliasing_output = 22 : i32}, %arg26: tensor<128x32xf32> {tf.aliasing_output = 23 : i32}, %arg27: tensor<4xf32> {tf.aliasing_output = 24 : i32}, %arg28: tensor<32x32xf32> {tf.aliasing_output = 25 : i32}, %arg29: tensor<16x32xf32> {tf.aliasing_output = 26 : i32}, %arg30: tensor<16x32xf32> {tf.aliasing_output = 27 : i32}, %arg31: tensor<32x32xf32> {tf.aliasing_output = 28 : i32}, %arg32: tensor<64x32xf32> {tf.aliasing_output = 29 : i32}, %arg33: tensor<64x32xf32> {tf.aliasing_output = 30 : i32}, %arg34: tensor<32x64xf32> {tf.aliasing_output = 31 : i32}, %arg35: tensor<32xf32> {tf.aliasing_output = 32 : i32}, %arg36: tensor<32xf32> {tf.aliasing_output = 33 : i32}, %arg37: tensor<4xf32> {tf.aliasing_output = 34 : i32}, %arg38: tensor<32x32xf32> {tf.aliasing_output = 35 : i32}, %arg39: tensor<16x32xf32> {tf.aliasing_output = 36 : i32}, %arg40: tensor<16x32xf32> {tf.aliasing_output = 37 : i32}, %arg41: tensor<32x32xf32> {tf.aliasing_output = 38 : i32}, %arg42: tensor<64x32xf32> {tf.aliasing_output = 39 : i32}, %arg43: tensor<64x32xf32> {tf.aliasing_output = 40 : i32}, %arg44: tensor<32x64xf32> {tf.aliasing_output = 41 : i32}, %arg45: tensor<32xf32> {tf.aliasing_output = 42 : i32}, %arg46: tensor<32xf32> {tf.aliasing_output = 43 : i32}, %arg47: tensor<32xf32> {tf.aliasing_output = 44 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<4xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<4xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) {
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
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<4xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<4xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %c = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x4x8x8xi1>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %c_13 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x4x8x8xi1>
    %c_14 = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x2x8x8xi1>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x8x8xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<2x4x8xf32>
    %c_17 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x2x8x8xi1>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_20 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_21 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x1xf32>
    %cst_22 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x1xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_24 = stablehlo.constant dense<1> : tensor<2x8xi64>
    %c_25 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_28 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_29 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_30 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_31 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x128xf32>
    %c_33 = stablehlo.constant dense<[[[-128, -127, -126, -125, -124, -123, -122, -121]]]> : tensor<1x1x8xi64>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x1xf32>
    %cst_35 = stablehlo.constant dense<0x7FF0000000000000> : tensor<2x4x8x1xf64>
    %cst_36 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x1x8x8xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_38 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_39 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_40 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_41 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_42 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_43 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_44 = stablehlo.constant dense<9.99999974E-6> : tensor<2x8x1xf32>
    %cst_45 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_46 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %c_47 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_48 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_49 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %c_50 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_51 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_52 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg1, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.power %4, %cst_46 : tensor<2x8x32xf32>
    %7 = stablehlo.reduce(%6 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %8 = stablehlo.multiply %7, %cst_45 : tensor<2x8xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %10 = stablehlo.add %9, %cst_44 : tensor<2x8x1xf32>
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
    %21 = stablehlo.broadcast_in_dim %cst_43, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %22 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
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
    %38 = stablehlo.reshape %37 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %39 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %40 = stablehlo.dot_general %16, %39, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %41 = stablehlo.reshape %40 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %42 = stablehlo.transpose %41, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %43 = stablehlo.broadcast_in_dim %26, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %44 = stablehlo.multiply %42, %43 : tensor<2x2x8x8xf32>
    %45 = stablehlo.slice %42 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %46 = stablehlo.negate %45 : tensor<2x2x8x4xf32>
    %47 = stablehlo.slice %42 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %48 = stablehlo.concatenate %46, %47, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %49 = stablehlo.broadcast_in_dim %34, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %50 = stablehlo.multiply %48, %49 : tensor<2x2x8x8xf32>
    %51 = stablehlo.add %44, %50 : tensor<2x2x8x8xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %53 = stablehlo.reshape %52 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %54 = stablehlo.transpose %53, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %55 = stablehlo.reshape %54 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %56 = stablehlo.dot_general %38, %55, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %57 = stablehlo.reshape %56 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %58 = stablehlo.convert %arg7 : (tensor<i1>) -> tensor<ui8>
    %59 = stablehlo.broadcast_in_dim %58, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %60 = stablehlo.broadcast_in_dim %c_42, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %61 = stablehlo.broadcast_in_dim %c_42, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %62 = stablehlo.compare  LE, %60, %61 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %63 = stablehlo.convert %62 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %64 = stablehlo.and %59, %63 : tensor<1x1x8x8xui8>
    %65 = stablehlo.compare  NE, %64, %c_52 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %66 = stablehlo.convert %65 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %67 = stablehlo.reshape %66 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %68 = stablehlo.broadcast_in_dim %67, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %69 = stablehlo.compare  NE, %arg6, %c_51 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %70 = stablehlo.broadcast_in_dim %c_41, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %71 = stablehlo.compare  LT, %70, %c_40 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %72 = stablehlo.add %70, %c_39 : tensor<2x1x1x8xi64>
    %73 = stablehlo.select %71, %72, %70 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %74 = stablehlo.reshape %73 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %75 = stablehlo.broadcast_in_dim %c_42, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %76 = stablehlo.compare  LT, %75, %c_40 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %77 = stablehlo.add %75, %c_38 : tensor<2x1x1x8xi64>
    %78 = stablehlo.select %76, %77, %75 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %79 = stablehlo.reshape %78 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %80 = stablehlo.concatenate %74, %79, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %81 = "stablehlo.gather"(%69, %80) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %82 = stablehlo.convert %81 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %83 = stablehlo.reshape %82 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %85 = stablehlo.and %68, %84 : tensor<2x1x8x8xui8>
    %86 = stablehlo.compare  NE, %85, %c_50 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %87 = stablehlo.select %86, %cst_37, %cst_36 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %88 = stablehlo.reshape %87 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %90 = stablehlo.add %57, %89 : tensor<2x4x8x8xf32>
    %91 = stablehlo.reduce(%90 init: %cst_48) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %93 = stablehlo.subtract %90, %92 : tensor<2x4x8x8xf32>
    %94 = stablehlo.exponential %93 : tensor<2x4x8x8xf32>
    %95 = stablehlo.reduce(%94 init: %cst_53) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %97 = stablehlo.divide %94, %96 : tensor<2x4x8x8xf32>
    %98 = stablehlo.reshape %97 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %99 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %100 = stablehlo.dot_general %16, %99, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %101 = stablehlo.reshape %100 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %102 = stablehlo.transpose %101, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %104 = stablehlo.reshape %103 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %105 = stablehlo.dot_general %98, %104, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %106 = stablehlo.reshape %105 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %107 = stablehlo.reduce(%90 init: %cst_49) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %108 = stablehlo.reshape %107 : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %109 = stablehlo.abs %108 : tensor<2x4x8x1xf32>
    %110 = stablehlo.convert %109 : (tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf64>
    %111 = stablehlo.compare  EQ, %110, %cst_35 : (tensor<2x4x8x1xf64>, tensor<2x4x8x1xf64>) -> tensor<2x4x8x1xi1>
    %112 = stablehlo.select %111, %cst_34, %108 : tensor<2x4x8x1xi1>, tensor<2x4x8x1xf32>
    %113 = stablehlo.reshape %112 : (tensor<2x4x8x1xf32>) -> tensor<2x4x8xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %115 = stablehlo.subtract %90, %114 : tensor<2x4x8x8xf32>
    %116 = stablehlo.exponential %115 : tensor<2x4x8x8xf32>
    %117 = stablehlo.reduce(%116 init: %cst_53) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %118 = stablehlo.log %117 : tensor<2x4x8xf32>
    %119 = stablehlo.add %118, %113 : tensor<2x4x8xf32>
    %120 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<4xf32>) -> tensor<2x4x8xf32>
    %121 = stablehlo.subtract %119, %120 : tensor<2x4x8xf32>
    %122 = stablehlo.logistic %121 : tensor<2x4x8xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %124 = stablehlo.multiply %106, %123 : tensor<2x4x8x8xf32>
    %125 = stablehlo.transpose %124, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %126 = stablehlo.reshape %125 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %127 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %128 = stablehlo.dot_general %126, %127, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %129 = stablehlo.reshape %128 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %130 = stablehlo.add %4, %129 : tensor<2x8x32xf32>
    %131 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %132 = stablehlo.power %130, %cst_46 : tensor<2x8x32xf32>
    %133 = stablehlo.reduce(%132 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %134 = stablehlo.multiply %133, %cst_45 : tensor<2x8xf32>
    %135 = stablehlo.reshape %134 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %136 = stablehlo.add %135, %cst_44 : tensor<2x8x1xf32>
    %137 = stablehlo.rsqrt %136 : tensor<2x8x1xf32>
    %138 = stablehlo.reshape %137 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %140 = stablehlo.multiply %130, %139 : tensor<2x8x32xf32>
    %141 = stablehlo.multiply %131, %140 : tensor<2x8x32xf32>
    %142 = stablehlo.reshape %141 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %143 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %144 = stablehlo.dot_general %142, %143, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %145 = stablehlo.reshape %144 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %146 = stablehlo.logistic %145 : tensor<2x8x64xf32>
    %147 = stablehlo.multiply %145, %146 : tensor<2x8x64xf32>
    %148 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %149 = stablehlo.dot_general %142, %148, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %150 = stablehlo.reshape %149 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %151 = stablehlo.multiply %147, %150 : tensor<2x8x64xf32>
    %152 = stablehlo.reshape %151 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %153 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %154 = stablehlo.dot_general %152, %153, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %155 = stablehlo.reshape %154 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %156 = stablehlo.add %130, %155 : tensor<2x8x32xf32>
    %157 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %158 = stablehlo.power %156, %cst_46 : tensor<2x8x32xf32>
    %159 = stablehlo.reduce(%158 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %160 = stablehlo.multiply %159, %cst_45 : tensor<2x8xf32>
    %161 = stablehlo.reshape %160 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %162 = stablehlo.add %161, %cst_44 : tensor<2x8x1xf32>
    %163 = stablehlo.rsqrt %162 : tensor<2x8x1xf32>
    %164 = stablehlo.reshape %163 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %166 = stablehlo.multiply %156, %165 : tensor<2x8x32xf32>
    %167 = stablehlo.multiply %157, %166 : tensor<2x8x32xf32>
    %168 = stablehlo.reshape %167 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %169 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %170 = stablehlo.dot_general %168, %169, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %171 = stablehlo.reshape %170 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %172 = stablehlo.transpose %171, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %173 = stablehlo.multiply %172, %27 : tensor<2x4x8x8xf32>
    %174 = stablehlo.slice %172 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %175 = stablehlo.negate %174 : tensor<2x4x8x4xf32>
    %176 = stablehlo.slice %172 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %177 = stablehlo.concatenate %175, %176, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %178 = stablehlo.multiply %177, %35 : tensor<2x4x8x8xf32>
    %179 = stablehlo.add %173, %178 : tensor<2x4x8x8xf32>
    %180 = stablehlo.reshape %179 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %181 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %182 = stablehlo.dot_general %168, %181, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %183 = stablehlo.reshape %182 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %184 = stablehlo.transpose %183, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %185 = stablehlo.multiply %184, %43 : tensor<2x2x8x8xf32>
    %186 = stablehlo.slice %184 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %187 = stablehlo.negate %186 : tensor<2x2x8x4xf32>
    %188 = stablehlo.slice %184 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %189 = stablehlo.concatenate %187, %188, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %190 = stablehlo.multiply %189, %49 : tensor<2x2x8x8xf32>
    %191 = stablehlo.add %185, %190 : tensor<2x2x8x8xf32>
    %192 = stablehlo.broadcast_in_dim %191, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %193 = stablehlo.reshape %192 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %194 = stablehlo.transpose %193, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %195 = stablehlo.reshape %194 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %196 = stablehlo.dot_general %180, %195, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %197 = stablehlo.reshape %196 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %198 = stablehlo.broadcast_in_dim %c_33, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %199 = stablehlo.compare  GT, %60, %198 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %200 = stablehlo.convert %199 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %201 = stablehlo.and %59, %200 : tensor<1x1x8x8xui8>
    %202 = stablehlo.compare  NE, %201, %c_52 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %203 = stablehlo.convert %202 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %204 = stablehlo.and %203, %63 : tensor<1x1x8x8xui8>
    %205 = stablehlo.compare  NE, %204, %c_52 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %206 = stablehlo.convert %205 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %207 = stablehlo.and %59, %206 : tensor<1x1x8x8xui8>
    %208 = stablehlo.compare  NE, %207, %c_52 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %209 = stablehlo.convert %208 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %210 = stablehlo.reshape %209 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %211 = stablehlo.broadcast_in_dim %210, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %212 = stablehlo.and %211, %84 : tensor<2x1x8x8xui8>
    %213 = stablehlo.compare  NE, %212, %c_50 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %214 = stablehlo.select %213, %cst_37, %cst_36 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %215 = stablehlo.reshape %214 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %217 = stablehlo.add %197, %216 : tensor<2x4x8x8xf32>
    %218 = stablehlo.reduce(%217 init: %cst_48) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %220 = stablehlo.subtract %217, %219 : tensor<2x4x8x8xf32>
    %221 = stablehlo.exponential %220 : tensor<2x4x8x8xf32>
    %222 = stablehlo.reduce(%221 init: %cst_53) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %224 = stablehlo.divide %221, %223 : tensor<2x4x8x8xf32>
    %225 = stablehlo.reshape %224 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %226 = stablehlo.transpose %arg22, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %227 = stablehlo.dot_general %168, %226, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %228 = stablehlo.reshape %227 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %229 = stablehlo.transpose %228, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %231 = stablehlo.reshape %230 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %232 = stablehlo.dot_general %225, %231, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %233 = stablehlo.reshape %232 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %234 = stablehlo.reduce(%217 init: %cst_49) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %235 = stablehlo.reshape %234 : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %236 = stablehlo.abs %235 : tensor<2x4x8x1xf32>
    %237 = stablehlo.convert %236 : (tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf64>
    %238 = stablehlo.compare  EQ, %237, %cst_35 : (tensor<2x4x8x1xf64>, tensor<2x4x8x1xf64>) -> tensor<2x4x8x1xi1>
    %239 = stablehlo.select %238, %cst_34, %235 : tensor<2x4x8x1xi1>, tensor<2x4x8x1xf32>
    %240 = stablehlo.reshape %239 : (tensor<2x4x8x1xf32>) -> tensor<2x4x8xf32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %242 = stablehlo.subtract %217, %241 : tensor<2x4x8x8xf32>
    %243 = stablehlo.exponential %242 : tensor<2x4x8x8xf32>
    %244 = stablehlo.reduce(%243 init: %cst_53) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %245 = stablehlo.log %244 : tensor<2x4x8xf32>
    %246 = stablehlo.add %245, %240 : tensor<2x4x8xf32>
    %247 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<4xf32>) -> tensor<2x4x8xf32>
    %248 = stablehlo.subtract %246, %247 : tensor<2x4x8xf32>
    %249 = stablehlo.logistic %248 : tensor<2x4x8xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %251 = stablehlo.multiply %233, %250 : tensor<2x4x8x8xf32>
    %252 = stablehlo.transpose %251, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %253 = stablehlo.reshape %252 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %254 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %255 = stablehlo.dot_general %253, %254, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %256 = stablehlo.reshape %255 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %257 = stablehlo.add %156, %256 : tensor<2x8x32xf32>
    %258 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %259 = stablehlo.power %257, %cst_46 : tensor<2x8x32xf32>
    %260 = stablehlo.reduce(%259 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %261 = stablehlo.multiply %260, %cst_45 : tensor<2x8xf32>
    %262 = stablehlo.reshape %261 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %263 = stablehlo.add %262, %cst_44 : tensor<2x8x1xf32>
    %264 = stablehlo.rsqrt %263 : tensor<2x8x1xf32>
    %265 = stablehlo.reshape %264 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %266 = stablehlo.broadcast_in_dim %265, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %267 = stablehlo.multiply %257, %266 : tensor<2x8x32xf32>
    %268 = stablehlo.multiply %258, %267 : tensor<2x8x32xf32>
    %269 = stablehlo.reshape %268 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %270 = stablehlo.transpose %arg24, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %271 = stablehlo.dot_general %269, %270, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %272 = stablehlo.reshape %271 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %273 = stablehlo.logistic %272 : tensor<2x8x64xf32>
    %274 = stablehlo.multiply %272, %273 : tensor<2x8x64xf32>
    %275 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %276 = stablehlo.dot_general %269, %275, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %277 = stablehlo.reshape %276 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %278 = stablehlo.multiply %274, %277 : tensor<2x8x64xf32>
    %279 = stablehlo.reshape %278 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %280 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %281 = stablehlo.dot_general %279, %280, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %282 = stablehlo.reshape %281 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %283 = stablehlo.add %257, %282 : tensor<2x8x32xf32>
    %284 = stablehlo.power %283, %cst_46 : tensor<2x8x32xf32>
    %285 = stablehlo.reduce(%284 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %286 = stablehlo.multiply %285, %cst_45 : tensor<2x8xf32>
    %287 = stablehlo.reshape %286 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %288 = stablehlo.add %287, %cst_44 : tensor<2x8x1xf32>
    %289 = stablehlo.rsqrt %288 : tensor<2x8x1xf32>
    %290 = stablehlo.reshape %289 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %291 = stablehlo.broadcast_in_dim %290, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %292 = stablehlo.multiply %283, %291 : tensor<2x8x32xf32>
    %293 = stablehlo.multiply %0, %292 : tensor<2x8x32xf32>
    %294 = stablehlo.reshape %293 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %295 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %296 = stablehlo.dot_general %294, %295, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %297 = stablehlo.reshape %296 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %298 = stablehlo.divide %297, %cst_32 : tensor<2x8x128xf32>
    %299 = stablehlo.slice %298 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %300 = stablehlo.reduce(%299 init: %cst_48) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %301 = stablehlo.broadcast_in_dim %300, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %302 = stablehlo.subtract %299, %301 : tensor<2x7x128xf32>
    %303 = stablehlo.exponential %302 : tensor<2x7x128xf32>
    %304 = stablehlo.reduce(%303 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %305 = stablehlo.log %304 : tensor<2x7xf32>
    %306 = stablehlo.broadcast_in_dim %305, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %307 = stablehlo.subtract %302, %306 : tensor<2x7x128xf32>
    %308 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %309 = stablehlo.broadcast_in_dim %308, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %310 = stablehlo.broadcast_in_dim %c_47, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %311 = stablehlo.compare  EQ, %309, %310 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %312 = stablehlo.convert %311 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %313 = stablehlo.convert %312 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %314 = stablehlo.multiply %307, %313 : tensor<2x7x128xf32>
    %315 = stablehlo.reduce(%314 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %316 = stablehlo.reduce(%315 init: %cst_53) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %317 = stablehlo.multiply %316, %cst_31 : tensor<f32>
    %318 = stablehlo.negate %317 : tensor<f32>
    %319 = stablehlo.multiply %arg26, %cst_30 : tensor<128x32xf32>
    %320 = stablehlo.multiply %313, %cst_28 : tensor<2x7x128xf32>
    %321 = stablehlo.exponential %307 : tensor<2x7x128xf32>
    %322 = stablehlo.reduce(%320 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %323 = stablehlo.broadcast_in_dim %322, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %324 = stablehlo.multiply %321, %323 : tensor<2x7x128xf32>
    %325 = stablehlo.subtract %320, %324 : tensor<2x7x128xf32>
    %326 = stablehlo.pad %325, %cst_53, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %327 = stablehlo.select %c_29, %326, %cst_27 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %328 = stablehlo.divide %327, %cst_32 : tensor<2x8x128xf32>
    %329 = stablehlo.reshape %328 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %330 = stablehlo.transpose %329, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %331 = stablehlo.dot_general %330, %294, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %332 = stablehlo.compare  LT, %arg0, %c_51 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %333 = stablehlo.add %arg0, %c_25 : tensor<2x8xi64>
    %334 = stablehlo.select %332, %333, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %335 = stablehlo.reshape %334 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %336 = stablehlo.compare  EQ, %arg0, %c_24 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %337 = stablehlo.broadcast_in_dim %336, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %338 = stablehlo.dot_general %329, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %339 = stablehlo.reshape %338 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %340 = stablehlo.multiply %339, %0 : tensor<2x8x32xf32>
    %341 = stablehlo.multiply %340, %291 : tensor<2x8x32xf32>
    %342 = stablehlo.multiply %340, %283 : tensor<2x8x32xf32>
    %343 = stablehlo.reduce(%342 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %344 = stablehlo.reshape %343 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %345 = stablehlo.multiply %344, %cst_22 : tensor<2x8x1xf32>
    %346 = stablehlo.power %289, %cst_21 : tensor<2x8x1xf32>
    %347 = stablehlo.multiply %345, %346 : tensor<2x8x1xf32>
    %348 = stablehlo.reshape %347 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %349 = stablehlo.broadcast_in_dim %348, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %350 = stablehlo.divide %349, %cst_20 : tensor<2x8x32xf32>
    %351 = stablehlo.power %283, %cst_19 : tensor<2x8x32xf32>
    %352 = stablehlo.multiply %351, %cst_46 : tensor<2x8x32xf32>
    %353 = stablehlo.multiply %350, %352 : tensor<2x8x32xf32>
    %354 = stablehlo.add %341, %353 : tensor<2x8x32xf32>
    %355 = stablehlo.reshape %354 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %356 = stablehlo.dot_general %355, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %357 = stablehlo.reshape %356 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %358 = stablehlo.multiply %357, %274 : tensor<2x8x64xf32>
    %359 = stablehlo.reshape %358 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %360 = stablehlo.dot_general %359, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %361 = stablehlo.reshape %360 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %362 = stablehlo.multiply %357, %277 : tensor<2x8x64xf32>
    %363 = stablehlo.subtract %cst_18, %273 : tensor<2x8x64xf32>
    %364 = stablehlo.multiply %272, %363 : tensor<2x8x64xf32>
    %365 = stablehlo.add %364, %cst_18 : tensor<2x8x64xf32>
    %366 = stablehlo.multiply %273, %365 : tensor<2x8x64xf32>
    %367 = stablehlo.multiply %362, %366 : tensor<2x8x64xf32>
    %368 = stablehlo.reshape %367 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %369 = stablehlo.dot_general %368, %arg24, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %370 = stablehlo.reshape %369 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %371 = stablehlo.add %361, %370 : tensor<2x8x32xf32>
    %372 = stablehlo.multiply %371, %258 : tensor<2x8x32xf32>
    %373 = stablehlo.multiply %372, %266 : tensor<2x8x32xf32>
    %374 = stablehlo.add %354, %373 : tensor<2x8x32xf32>
    %375 = stablehlo.multiply %372, %257 : tensor<2x8x32xf32>
    %376 = stablehlo.reduce(%375 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %377 = stablehlo.reshape %376 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %378 = stablehlo.multiply %377, %cst_22 : tensor<2x8x1xf32>
    %379 = stablehlo.power %264, %cst_21 : tensor<2x8x1xf32>
    %380 = stablehlo.multiply %378, %379 : tensor<2x8x1xf32>
    %381 = stablehlo.reshape %380 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %382 = stablehlo.broadcast_in_dim %381, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %383 = stablehlo.divide %382, %cst_20 : tensor<2x8x32xf32>
    %384 = stablehlo.power %257, %cst_19 : tensor<2x8x32xf32>
    %385 = stablehlo.multiply %384, %cst_46 : tensor<2x8x32xf32>
    %386 = stablehlo.multiply %383, %385 : tensor<2x8x32xf32>
    %387 = stablehlo.add %374, %386 : tensor<2x8x32xf32>
    %388 = stablehlo.transpose %225, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %389 = stablehlo.reshape %387 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %390 = stablehlo.dot_general %389, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %391 = stablehlo.reshape %390 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %392 = stablehlo.transpose %391, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %393 = stablehlo.multiply %392, %250 : tensor<2x4x8x8xf32>
    %394 = stablehlo.reshape %393 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %395 = stablehlo.dot_general %388, %394, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %396 = stablehlo.reshape %395 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %397 = stablehlo.reduce(%396 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %398 = stablehlo.transpose %397, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %399 = stablehlo.reshape %398 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %400 = stablehlo.dot_general %399, %arg22, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %401 = stablehlo.reshape %400 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %402 = stablehlo.transpose %180, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %403 = stablehlo.transpose %231, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %404 = stablehlo.dot_general %394, %403, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %405 = stablehlo.reshape %404 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %406 = stablehlo.multiply %405, %224 : tensor<2x4x8x8xf32>
    %407 = stablehlo.reduce(%406 init: %cst_53) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %408 = stablehlo.broadcast_in_dim %407, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %409 = stablehlo.multiply %224, %408 : tensor<2x4x8x8xf32>
    %410 = stablehlo.subtract %406, %409 : tensor<2x4x8x8xf32>
    %411 = stablehlo.multiply %392, %233 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : tensor<2x4x8x8xf32>
    %412 = stablehlo.reduce(%411 init: %cst_53) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %413 = stablehlo.subtract %cst_16, %249 : tensor<2x4x8xf32>
    %414 = stablehlo.multiply %249, %413 : tensor<2x4x8xf32>
    %415 = stablehlo.multiply %412, %414 : tensor<2x4x8xf32>
    %416 = stablehlo.broadcast_in_dim %415, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %417 = stablehlo.broadcast_in_dim %246, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %418 = stablehlo.subtract %217, %417 : tensor<2x4x8x8xf32>
    %419 = stablehlo.exponential %418 : tensor<2x4x8x8xf32>
    %420 = stablehlo.multiply %416, %419 : tensor<2x4x8x8xf32>
    %421 = stablehlo.add %410, %420 : tensor<2x4x8x8xf32>
    %422 = stablehlo.reshape %421 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %423 = stablehlo.dot_general %402, %422, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %424 = stablehlo.reshape %423 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %425 = stablehlo.transpose %424, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %426 = stablehlo.reshape %425 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %427 = stablehlo.reduce(%426 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %428 = stablehlo.multiply %427, %49 : tensor<2x2x8x8xf32>
    %429 = stablehlo.slice %428 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %430 = stablehlo.negate %429 : tensor<2x2x8x4xf32>
    %431 = stablehlo.pad %430, %cst_53, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %432 = stablehlo.select %c_17, %431, %cst_15 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %433 = stablehlo.slice %428 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %434 = stablehlo.pad %433, %cst_53, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %435 = stablehlo.select %c_14, %434, %cst_15 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %436 = stablehlo.add %432, %435 : tensor<2x2x8x8xf32>
    %437 = stablehlo.multiply %427, %43 : tensor<2x2x8x8xf32>
    %438 = stablehlo.add %436, %437 : tensor<2x2x8x8xf32>
    %439 = stablehlo.transpose %438, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %440 = stablehlo.reshape %439 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %441 = stablehlo.dot_general %440, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %442 = stablehlo.reshape %441 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %443 = stablehlo.add %401, %442 : tensor<2x8x32xf32>
    %444 = stablehlo.transpose %195, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %445 = stablehlo.dot_general %422, %444, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %446 = stablehlo.reshape %445 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %447 = stablehlo.multiply %446, %35 : tensor<2x4x8x8xf32>
    %448 = stablehlo.slice %447 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %449 = stablehlo.negate %448 : tensor<2x4x8x4xf32>
    %450 = stablehlo.pad %449, %cst_53, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %451 = stablehlo.select %c_13, %450, %cst_12 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %452 = stablehlo.slice %447 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %453 = stablehlo.pad %452, %cst_53, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %454 = stablehlo.select %c, %453, %cst_12 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %455 = stablehlo.add %451, %454 : tensor<2x4x8x8xf32>
    %456 = stablehlo.multiply %446, %27 : tensor<2x4x8x8xf32>
    %457 = stablehlo.add %455, %456 : tensor<2x4x8x8xf32>
    %458 = stablehlo.transpose %457, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %459 = stablehlo.reshape %458 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %460 = stablehlo.dot_general %459, %arg21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %461 = stablehlo.reshape %460 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %462 = stablehlo.add %443, %461 : tensor<2x8x32xf32>
    %463 = stablehlo.multiply %462, %157 : tensor<2x8x32xf32>
    %464 = stablehlo.multiply %463, %165 : tensor<2x8x32xf32>
    %465 = stablehlo.add %387, %464 : tensor<2x8x32xf32>
    %466 = stablehlo.multiply %463, %156 : tensor<2x8x32xf32>
    %467 = stablehlo.reduce(%466 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %468 = stablehlo.reshape %467 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %469 = stablehlo.multiply %468, %cst_22 : tensor<2x8x1xf32>
    %470 = stablehlo.power %163, %cst_21 : tensor<2x8x1xf32>
    %471 = stablehlo.multiply %469, %470 : tensor<2x8x1xf32>
    %472 = stablehlo.reshape %471 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %473 = stablehlo.broadcast_in_dim %472, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %474 = stablehlo.divide %473, %cst_20 : tensor<2x8x32xf32>
    %475 = stablehlo.power %156, %cst_19 : tensor<2x8x32xf32>
    %476 = stablehlo.multiply %475, %cst_46 : tensor<2x8x32xf32>
    %477 = stablehlo.multiply %474, %476 : tensor<2x8x32xf32>
    %478 = stablehlo.add %465, %477 : tensor<2x8x32xf32>
    %479 = stablehlo.reshape %478 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %480 = stablehlo.dot_general %479, %arg10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %481 = stablehlo.reshape %480 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %482 = stablehlo.multiply %481, %147 : tensor<2x8x64xf32>
    %483 = stablehlo.reshape %482 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %484 = stablehlo.dot_general %483, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %485 = stablehlo.reshape %484 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %486 = stablehlo.multiply %481, %150 : tensor<2x8x64xf32>
    %487 = stablehlo.subtract %cst_18, %146 : tensor<2x8x64xf32>
    %488 = stablehlo.multiply %145, %487 : tensor<2x8x64xf32>
    %489 = stablehlo.add %488, %cst_18 : tensor<2x8x64xf32>
    %490 = stablehlo.multiply %146, %489 : tensor<2x8x64xf32>
    %491 = stablehlo.multiply %486, %490 : tensor<2x8x64xf32>
    %492 = stablehlo.reshape %491 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %493 = stablehlo.dot_general %492, %arg19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %494 = stablehlo.reshape %493 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %495 = stablehlo.add %485, %494 : tensor<2x8x32xf32>
    %496 = stablehlo.multiply %495, %131 : tensor<2x8x32xf32>
    %497 = stablehlo.multiply %496, %139 : tensor<2x8x32xf32>
    %498 = stablehlo.add %478, %497 : tensor<2x8x32xf32>
    %499 = stablehlo.multiply %496, %130 : tensor<2x8x32xf32>
    %500 = stablehlo.reduce(%499 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %501 = stablehlo.reshape %500 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %502 = stablehlo.multiply %501, %cst_22 : tensor<2x8x1xf32>
    %503 = stablehlo.power %137, %cst_21 : tensor<2x8x1xf32>
    %504 = stablehlo.multiply %502, %503 : tensor<2x8x1xf32>
    %505 = stablehlo.reshape %504 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %506 = stablehlo.broadcast_in_dim %505, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %507 = stablehlo.divide %506, %cst_20 : tensor<2x8x32xf32>
    %508 = stablehlo.power %130, %cst_19 : tensor<2x8x32xf32>
    %509 = stablehlo.multiply %508, %cst_46 : tensor<2x8x32xf32>
    %510 = stablehlo.multiply %507, %509 : tensor<2x8x32xf32>
    %511 = stablehlo.add %498, %510 : tensor<2x8x32xf32>
    %512 = stablehlo.transpose %98, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %513 = stablehlo.reshape %511 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %514 = stablehlo.dot_general %513, %arg12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %515 = stablehlo.reshape %514 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %516 = stablehlo.transpose %515, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %517 = stablehlo.multiply %516, %123 : tensor<2x4x8x8xf32>
    %518 = stablehlo.reshape %517 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %519 = stablehlo.dot_general %512, %518, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %520 = stablehlo.reshape %519 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %521 = stablehlo.reduce(%520 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %522 = stablehlo.transpose %521, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %523 = stablehlo.reshape %522 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %524 = stablehlo.dot_general %523, %arg17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %525 = stablehlo.reshape %524 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %526 = stablehlo.transpose %38, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %527 = stablehlo.transpose %104, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %528 = stablehlo.dot_general %518, %527, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %529 = stablehlo.reshape %528 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %530 = stablehlo.multiply %529, %97 : tensor<2x4x8x8xf32>
    %531 = stablehlo.reduce(%530 init: %cst_53) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %532 = stablehlo.broadcast_in_dim %531, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %533 = stablehlo.multiply %97, %532 : tensor<2x4x8x8xf32>
    %534 = stablehlo.subtract %530, %533 : tensor<2x4x8x8xf32>
    %535 = stablehlo.multiply %516, %106 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : tensor<2x4x8x8xf32>
    %536 = stablehlo.reduce(%535 init: %cst_53) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %537 = stablehlo.subtract %cst_16, %122 : tensor<2x4x8xf32>
    %538 = stablehlo.multiply %122, %537 : tensor<2x4x8xf32>
    %539 = stablehlo.multiply %536, %538 : tensor<2x4x8xf32>
    %540 = stablehlo.broadcast_in_dim %539, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %541 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %542 = stablehlo.subtract %90, %541 : tensor<2x4x8x8xf32>
    %543 = stablehlo.exponential %542 : tensor<2x4x8x8xf32>
    %544 = stablehlo.multiply %540, %543 : tensor<2x4x8x8xf32>
    %545 = stablehlo.add %534, %544 : tensor<2x4x8x8xf32>
    %546 = stablehlo.reshape %545 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %547 = stablehlo.dot_general %526, %546, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %548 = stablehlo.reshape %547 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %549 = stablehlo.transpose %548, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %550 = stablehlo.reshape %549 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %551 = stablehlo.reduce(%550 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %552 = stablehlo.multiply %551, %49 : tensor<2x2x8x8xf32>
    %553 = stablehlo.slice %552 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %554 = stablehlo.negate %553 : tensor<2x2x8x4xf32>
    %555 = stablehlo.pad %554, %cst_53, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %556 = stablehlo.select %c_17, %555, %cst_15 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %557 = stablehlo.slice %552 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %558 = stablehlo.pad %557, %cst_53, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %559 = stablehlo.select %c_14, %558, %cst_15 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %560 = stablehlo.add %556, %559 : tensor<2x2x8x8xf32>
    %561 = stablehlo.multiply %551, %43 : tensor<2x2x8x8xf32>
    %562 = stablehlo.add %560, %561 : tensor<2x2x8x8xf32>
    %563 = stablehlo.transpose %562, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %564 = stablehlo.reshape %563 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %565 = stablehlo.dot_general %564, %arg14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %566 = stablehlo.reshape %565 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %567 = stablehlo.add %525, %566 : tensor<2x8x32xf32>
    %568 = stablehlo.transpose %55, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %569 = stablehlo.dot_general %546, %568, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %570 = stablehlo.reshape %569 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %571 = stablehlo.multiply %570, %35 : tensor<2x4x8x8xf32>
    %572 = stablehlo.slice %571 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %573 = stablehlo.negate %572 : tensor<2x4x8x4xf32>
    %574 = stablehlo.pad %573, %cst_53, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %575 = stablehlo.select %c_13, %574, %cst_12 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %576 = stablehlo.slice %571 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %577 = stablehlo.pad %576, %cst_53, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %578 = stablehlo.select %c, %577, %cst_12 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %579 = stablehlo.add %575, %578 : tensor<2x4x8x8xf32>
    %580 = stablehlo.multiply %570, %27 : tensor<2x4x8x8xf32>
    %581 = stablehlo.add %579, %580 : tensor<2x4x8x8xf32>
    %582 = stablehlo.transpose %581, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %583 = stablehlo.reshape %582 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %584 = stablehlo.dot_general %583, %arg16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %585 = stablehlo.reshape %584 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %586 = stablehlo.add %567, %585 : tensor<2x8x32xf32>
    %587 = stablehlo.multiply %586, %5 : tensor<2x8x32xf32>
    %588 = stablehlo.multiply %587, %13 : tensor<2x8x32xf32>
    %589 = stablehlo.add %511, %588 : tensor<2x8x32xf32>
    %590 = stablehlo.multiply %587, %4 : tensor<2x8x32xf32>
    %591 = stablehlo.reduce(%590 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %592 = stablehlo.reshape %591 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %593 = stablehlo.multiply %592, %cst_22 : tensor<2x8x1xf32>
    %594 = stablehlo.power %11, %cst_21 : tensor<2x8x1xf32>
    %595 = stablehlo.multiply %593, %594 : tensor<2x8x1xf32>
    %596 = stablehlo.reshape %595 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %597 = stablehlo.broadcast_in_dim %596, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %598 = stablehlo.divide %597, %cst_20 : tensor<2x8x32xf32>
    %599 = stablehlo.power %4, %cst_19 : tensor<2x8x32xf32>
    %600 = stablehlo.multiply %599, %cst_46 : tensor<2x8x32xf32>
    %601 = stablehlo.multiply %598, %600 : tensor<2x8x32xf32>
    %602 = stablehlo.add %589, %601 : tensor<2x8x32xf32>
    %603 = stablehlo.select %337, %cst_23, %602 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %604 = "stablehlo.scatter"(%cst_26, %335, %603) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg48: tensor<f32>, %arg49: tensor<f32>):
      %735 = stablehlo.add %arg48, %arg49 : tensor<f32>
      stablehlo.return %735 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %605 = stablehlo.add %331, %604 : tensor<128x32xf32>
    %606 = stablehlo.add %319, %605 : tensor<128x32xf32>
    %607 = stablehlo.multiply %606, %cst_11 : tensor<128x32xf32>
    %608 = stablehlo.subtract %arg1, %607 : tensor<128x32xf32>
    %609 = stablehlo.multiply %arg27, %cst_10 : tensor<4xf32>
    %610 = stablehlo.negate %539 : tensor<2x4x8xf32>
    %611 = stablehlo.reduce(%610 init: %cst_53) applies stablehlo.add across dimensions = [0, 2] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %612 = stablehlo.add %609, %611 : tensor<4xf32>
    %613 = stablehlo.multiply %612, %cst_9 : tensor<4xf32>
    %614 = stablehlo.subtract %arg13, %613 : tensor<4xf32>
    %615 = stablehlo.multiply %arg28, %cst_8 : tensor<32x32xf32>
    %616 = stablehlo.transpose %583, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %617 = stablehlo.dot_general %616, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %618 = stablehlo.add %615, %617 : tensor<32x32xf32>
    %619 = stablehlo.multiply %618, %cst_7 : tensor<32x32xf32>
    %620 = stablehlo.subtract %arg16, %619 : tensor<32x32xf32>
    %621 = stablehlo.multiply %arg29, %cst_6 : tensor<16x32xf32>
    %622 = stablehlo.transpose %564, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %623 = stablehlo.dot_general %622, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %624 = stablehlo.add %621, %623 : tensor<16x32xf32>
    %625 = stablehlo.multiply %624, %cst_5 : tensor<16x32xf32>
    %626 = stablehlo.subtract %arg14, %625 : tensor<16x32xf32>
    %627 = stablehlo.multiply %arg30, %cst_6 : tensor<16x32xf32>
    %628 = stablehlo.transpose %523, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %629 = stablehlo.dot_general %628, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %630 = stablehlo.add %627, %629 : tensor<16x32xf32>
    %631 = stablehlo.multiply %630, %cst_5 : tensor<16x32xf32>
    %632 = stablehlo.subtract %arg17, %631 : tensor<16x32xf32>
    %633 = stablehlo.multiply %arg31, %cst_8 : tensor<32x32xf32>
    %634 = stablehlo.transpose %513, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %635 = stablehlo.dot_general %634, %126, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %636 = stablehlo.add %633, %635 : tensor<32x32xf32>
    %637 = stablehlo.multiply %636, %cst_7 : tensor<32x32xf32>
    %638 = stablehlo.subtract %arg12, %637 : tensor<32x32xf32>
    %639 = stablehlo.multiply %arg32, %cst_4 : tensor<64x32xf32>
    %640 = stablehlo.transpose %492, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %641 = stablehlo.dot_general %640, %142, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %642 = stablehlo.add %639, %641 : tensor<64x32xf32>
    %643 = stablehlo.multiply %642, %cst_3 : tensor<64x32xf32>
    %644 = stablehlo.subtract %arg19, %643 : tensor<64x32xf32>
    %645 = stablehlo.multiply %arg33, %cst_4 : tensor<64x32xf32>
    %646 = stablehlo.transpose %483, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %647 = stablehlo.dot_general %646, %142, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %648 = stablehlo.add %645, %647 : tensor<64x32xf32>
    %649 = stablehlo.multiply %648, %cst_3 : tensor<64x32xf32>
    %650 = stablehlo.subtract %arg11, %649 : tensor<64x32xf32>
    %651 = stablehlo.multiply %arg34, %cst_2 : tensor<32x64xf32>
    %652 = stablehlo.transpose %479, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %653 = stablehlo.dot_general %652, %152, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %654 = stablehlo.add %651, %653 : tensor<32x64xf32>
    %655 = stablehlo.multiply %654, %cst_1 : tensor<32x64xf32>
    %656 = stablehlo.subtract %arg10, %655 : tensor<32x64xf32>
    %657 = stablehlo.multiply %arg35, %cst_0 : tensor<32xf32>
    %658 = stablehlo.multiply %586, %14 : tensor<2x8x32xf32>
    %659 = stablehlo.reduce(%658 init: %cst_53) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %660 = stablehlo.add %657, %659 : tensor<32xf32>
    %661 = stablehlo.multiply %660, %cst : tensor<32xf32>
    %662 = stablehlo.subtract %arg15, %661 : tensor<32xf32>
    %663 = stablehlo.multiply %arg36, %cst_0 : tensor<32xf32>
    %664 = stablehlo.multiply %495, %140 : tensor<2x8x32xf32>
    %665 = stablehlo.reduce(%664 init: %cst_53) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %666 = stablehlo.add %663, %665 : tensor<32xf32>
    %667 = stablehlo.multiply %666, %cst : tensor<32xf32>
    %668 = stablehlo.subtract %arg18, %667 : tensor<32xf32>
    %669 = stablehlo.multiply %arg37, %cst_10 : tensor<4xf32>
    %670 = stablehlo.negate %415 : tensor<2x4x8xf32>
    %671 = stablehlo.reduce(%670 init: %cst_53) applies stablehlo.add across dimensions = [0, 2] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %672 = stablehlo.add %669, %671 : tensor<4xf32>
    %673 = stablehlo.multiply %672, %cst_9 : tensor<4xf32>
    %674 = stablehlo.subtract %arg5, %673 : tensor<4xf32>
    %675 = stablehlo.multiply %arg38, %cst_8 : tensor<32x32xf32>
    %676 = stablehlo.transpose %459, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %677 = stablehlo.dot_general %676, %168, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %678 = stablehlo.add %675, %677 : tensor<32x32xf32>
    %679 = stablehlo.multiply %678, %cst_7 : tensor<32x32xf32>
    %680 = stablehlo.subtract %arg21, %679 : tensor<32x32xf32>
    %681 = stablehlo.multiply %arg39, %cst_6 : tensor<16x32xf32>
    %682 = stablehlo.transpose %440, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %683 = stablehlo.dot_general %682, %168, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %684 = stablehlo.add %681, %683 : tensor<16x32xf32>
    %685 = stablehlo.multiply %684, %cst_5 : tensor<16x32xf32>
    %686 = stablehlo.subtract %arg9, %685 : tensor<16x32xf32>
    %687 = stablehlo.multiply %arg40, %cst_6 : tensor<16x32xf32>
    %688 = stablehlo.transpose %399, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %689 = stablehlo.dot_general %688, %168, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %690 = stablehlo.add %687, %689 : tensor<16x32xf32>
    %691 = stablehlo.multiply %690, %cst_5 : tensor<16x32xf32>
    %692 = stablehlo.subtract %arg22, %691 : tensor<16x32xf32>
    %693 = stablehlo.multiply %arg41, %cst_8 : tensor<32x32xf32>
    %694 = stablehlo.transpose %389, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %695 = stablehlo.dot_general %694, %253, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %696 = stablehlo.add %693, %695 : tensor<32x32xf32>
    %697 = stablehlo.multiply %696, %cst_7 : tensor<32x32xf32>
    %698 = stablehlo.subtract %arg4, %697 : tensor<32x32xf32>
    %699 = stablehlo.multiply %arg42, %cst_4 : tensor<64x32xf32>
    %700 = stablehlo.transpose %368, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %701 = stablehlo.dot_general %700, %269, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %702 = stablehlo.add %699, %701 : tensor<64x32xf32>
    %703 = stablehlo.multiply %702, %cst_3 : tensor<64x32xf32>
    %704 = stablehlo.subtract %arg24, %703 : tensor<64x32xf32>
    %705 = stablehlo.multiply %arg43, %cst_4 : tensor<64x32xf32>
    %706 = stablehlo.transpose %359, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %707 = stablehlo.dot_general %706, %269, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %708 = stablehlo.add %705, %707 : tensor<64x32xf32>
    %709 = stablehlo.multiply %708, %cst_3 : tensor<64x32xf32>
    %710 = stablehlo.subtract %arg3, %709 : tensor<64x32xf32>
    %711 = stablehlo.multiply %arg44, %cst_2 : tensor<32x64xf32>
    %712 = stablehlo.transpose %355, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %713 = stablehlo.dot_general %712, %279, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %714 = stablehlo.add %711, %713 : tensor<32x64xf32>
    %715 = stablehlo.multiply %714, %cst_1 : tensor<32x64xf32>
    %716 = stablehlo.subtract %arg2, %715 : tensor<32x64xf32>
    %717 = stablehlo.multiply %arg45, %cst_0 : tensor<32xf32>
    %718 = stablehlo.multiply %462, %166 : tensor<2x8x32xf32>
    %719 = stablehlo.reduce(%718 init: %cst_53) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %720 = stablehlo.add %717, %719 : tensor<32xf32>
    %721 = stablehlo.multiply %720, %cst : tensor<32xf32>
    %722 = stablehlo.subtract %arg20, %721 : tensor<32xf32>
    %723 = stablehlo.multiply %arg46, %cst_0 : tensor<32xf32>
    %724 = stablehlo.multiply %371, %267 : tensor<2x8x32xf32>
    %725 = stablehlo.reduce(%724 init: %cst_53) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %726 = stablehlo.add %723, %725 : tensor<32xf32>
    %727 = stablehlo.multiply %726, %cst : tensor<32xf32>
    %728 = stablehlo.subtract %arg23, %727 : tensor<32xf32>
    %729 = stablehlo.multiply %arg47, %cst_0 : tensor<32xf32>
    %730 = stablehlo.multiply %339, %292 : tensor<2x8x32xf32>
    %731 = stablehlo.reduce(%730 init: %cst_53) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %732 = stablehlo.add %729, %731 : tensor<32xf32>
    %733 = stablehlo.multiply %732, %cst : tensor<32xf32>
    %734 = stablehlo.subtract %arg25, %733 : tensor<32xf32>
    return %318, %608, %614, %620, %626, %632, %638, %644, %650, %656, %662, %668, %674, %680, %686, %692, %698, %704, %710, %716, %722, %728, %734, %606, %612, %618, %624, %630, %636, %642, %648, %654, %660, %666, %672, %678, %684, %690, %696, %702, %708, %714, %720, %726, %732 : tensor<f32>, tensor<128x32xf32>, tensor<4xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<4xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  }
}
