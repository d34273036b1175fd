module @IrToHlo.2016 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<32xf32> {tf.aliasing_output = 20 : i32}, %arg3: tensor<32x64xf32> {tf.aliasing_output = 17 : i32}, %arg4: tensor<64x32xf32> {tf.aliasing_output = 16 : i32}, %arg5: tensor<32xf32> {tf.aliasing_output = 19 : i32}, %arg6: tensor<32x32xf32> {tf.aliasing_output = 14 : i32}, %arg7: tensor<16x32xf32> {tf.aliasing_output = 13 : i32}, %arg8: tensor<32xf32> {tf.aliasing_output = 18 : i32}, %arg9: tensor<32x64xf32> {tf.aliasing_output = 8 : i32}, %arg10: tensor<64x32xf32> {tf.aliasing_output = 7 : i32}, %arg11: tensor<32xf32> {tf.aliasing_output = 10 : i32}, %arg12: tensor<32x32xf32> {tf.aliasing_output = 5 : i32}, %arg13: tensor<16x32xf32> {tf.aliasing_output = 4 : i32}, %arg14: tensor<32xf32> {tf.aliasing_output = 9 : i32}, %arg15: tensor<f32>, %arg16: tensor<2x8xi64>, %arg17: tensor<i1>, %arg18: tensor<4xf32>, %arg19: tensor<16x32xf32> {tf.aliasing_output = 3 : i32}, %arg20: tensor<32x32xf32> {tf.aliasing_output = 2 : i32}, %arg21: tensor<64x32xf32> {tf.aliasing_output = 6 : i32}, %arg22: tensor<16x32xf32> {tf.aliasing_output = 12 : i32}, %arg23: tensor<32x32xf32> {tf.aliasing_output = 11 : i32}, %arg24: tensor<64x32xf32> {tf.aliasing_output = 15 : i32}, %arg25: tensor<128x32xf32> {tf.aliasing_output = 21 : i32}, %arg26: tensor<32x32xf32> {tf.aliasing_output = 22 : i32}, %arg27: tensor<16x32xf32> {tf.aliasing_output = 23 : i32}, %arg28: tensor<16x32xf32> {tf.aliasing_output = 24 : i32}, %arg29: tensor<32x32xf32> {tf.aliasing_output = 25 : i32}, %arg30: tensor<64x32xf32> {tf.aliasing_output = 26 : i32}, %arg31: tensor<64x32xf32> {tf.aliasing_output = 27 : i32}, %arg32: tensor<32x64xf32> {tf.aliasing_output = 28 : i32}, %arg33: tensor<32xf32> {tf.aliasing_output = 29 : i32}, %arg34: tensor<32xf32> {tf.aliasing_output = 30 : i32}, %arg35: tensor<32x32xf32> {tf.aliasing_output = 31 : i32}, %arg36: tensor<16x32xf32> {tf.aliasing_output = 32 : i32}, %arg37: tensor<16x32xf32> {tf.aliasing_output = 33 : i32}, %arg38: tensor<32x32xf32> {tf.aliasing_output = 34 : i32}, %arg39: tensor<64x32xf32> {tf.aliasing_output = 35 : i32}, %arg40: tensor<64x32xf32> {tf.aliasing_output = 36 : i32}, %arg41: tensor<32x64xf32> {tf.aliasing_output = 37 : i32}, %arg42: tensor<32xf32> {tf.aliasing_output = 38 : i32}, %arg43: tensor<32xf32> {tf.aliasing_output = 39 : i32}, %arg44: tensor<32xf32> {tf.aliasing_output = 40 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) {
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
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<2x4x8x8xf32>
    %c_15 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x2x8x8xi1>
    %cst_16 = stablehlo.constant dense<1.341450e-01> : tensor<2x8x64xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_18 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x1xf32>
    %cst_20 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x1xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_22 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x128xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_26 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_27 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_28 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_29 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_30 = stablehlo.constant dense<3.000000e+01> : tensor<2x8x128xf32>
    %cst_31 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x64xf32>
    %cst_32 = stablehlo.constant dense<4.471500e-02> : tensor<2x8x64xf32>
    %cst_33 = stablehlo.constant dense<0.797884583> : tensor<2x8x64xf32>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_35 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x64xf32>
    %cst_36 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x1x8x8xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_38 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_39 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_40 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_41 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_42 = stablehlo.constant dense<[[[-4096, -4095, -4094, -4093, -4092, -4091, -4090, -4089]]]> : tensor<1x1x8xi64>
    %c_43 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_44 = stablehlo.constant dense<5.000000e+01> : tensor<2x4x8x8xf32>
    %cst_45 = stablehlo.constant dense<6.250000e-02> : tensor<2x4x8x8xf32>
    %cst_46 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_47 = stablehlo.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_48 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x1xf32>
    %cst_49 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_50 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %c_51 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_52 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_53 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_54 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_55 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32>
    %2 = "stablehlo.gather"(%arg1, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %4 = stablehlo.broadcast_in_dim %arg15, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<2x8x32xf32>
    %6 = stablehlo.power %5, %cst_50 : tensor<2x8x32xf32>
    %7 = stablehlo.reduce(%6 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %8 = stablehlo.multiply %7, %cst_49 : tensor<2x8xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %10 = stablehlo.add %9, %cst_48 : tensor<2x8x1xf32>
    %11 = stablehlo.rsqrt %10 : tensor<2x8x1xf32>
    %12 = stablehlo.reshape %11 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %14 = stablehlo.multiply %5, %13 : tensor<2x8x32xf32>
    %15 = stablehlo.add %arg14, %cst_47 : tensor<32xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<2x8x32xf32>
    %18 = stablehlo.reshape %17 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %19 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %20 = stablehlo.dot_general %18, %19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %21 = stablehlo.reshape %20 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %22 = stablehlo.transpose %21, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %23 = stablehlo.broadcast_in_dim %cst_46, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %24 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
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
    %40 = stablehlo.reshape %39 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %41 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %42 = stablehlo.dot_general %18, %41, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %43 = stablehlo.reshape %42 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %44 = stablehlo.transpose %43, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %45 = stablehlo.broadcast_in_dim %28, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %46 = stablehlo.multiply %44, %45 : tensor<2x2x8x8xf32>
    %47 = stablehlo.slice %44 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %48 = stablehlo.negate %47 : tensor<2x2x8x4xf32>
    %49 = stablehlo.slice %44 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %50 = stablehlo.concatenate %48, %49, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %51 = stablehlo.broadcast_in_dim %36, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %52 = stablehlo.multiply %50, %51 : tensor<2x2x8x8xf32>
    %53 = stablehlo.add %46, %52 : tensor<2x2x8x8xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %55 = stablehlo.reshape %54 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %56 = stablehlo.transpose %55, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %57 = stablehlo.reshape %56 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %58 = stablehlo.dot_general %40, %57, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %59 = stablehlo.reshape %58 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %60 = stablehlo.multiply %59, %cst_45 : tensor<2x4x8x8xf32>
    %61 = stablehlo.divide %60, %cst_44 : tensor<2x4x8x8xf32>
    %62 = stablehlo.tanh %61 : tensor<2x4x8x8xf32>
    %63 = stablehlo.multiply %62, %cst_44 : tensor<2x4x8x8xf32>
    %64 = stablehlo.convert %arg17 : (tensor<i1>) -> tensor<ui8>
    %65 = stablehlo.broadcast_in_dim %64, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %66 = stablehlo.broadcast_in_dim %c_43, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %67 = stablehlo.broadcast_in_dim %c_42, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %68 = stablehlo.compare  GT, %66, %67 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %69 = stablehlo.convert %68 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %70 = stablehlo.and %65, %69 : tensor<1x1x8x8xui8>
    %71 = stablehlo.compare  NE, %70, %c_55 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %72 = stablehlo.convert %71 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %73 = stablehlo.broadcast_in_dim %c_43, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %74 = stablehlo.compare  LE, %66, %73 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %75 = stablehlo.convert %74 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %76 = stablehlo.and %72, %75 : tensor<1x1x8x8xui8>
    %77 = stablehlo.compare  NE, %76, %c_55 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %78 = stablehlo.convert %77 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %79 = stablehlo.and %65, %78 : tensor<1x1x8x8xui8>
    %80 = stablehlo.compare  NE, %79, %c_55 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %81 = stablehlo.convert %80 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %82 = stablehlo.reshape %81 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %83 = stablehlo.broadcast_in_dim %82, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %84 = stablehlo.compare  NE, %arg16, %c_54 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %85 = stablehlo.broadcast_in_dim %c_41, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %86 = stablehlo.compare  LT, %85, %c_40 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %87 = stablehlo.add %85, %c_39 : tensor<2x1x1x8xi64>
    %88 = stablehlo.select %86, %87, %85 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %89 = stablehlo.reshape %88 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %90 = stablehlo.broadcast_in_dim %c_43, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %91 = stablehlo.compare  LT, %90, %c_40 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %92 = stablehlo.add %90, %c_38 : tensor<2x1x1x8xi64>
    %93 = stablehlo.select %91, %92, %90 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %94 = stablehlo.reshape %93 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %95 = stablehlo.concatenate %89, %94, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %96 = "stablehlo.gather"(%84, %95) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %97 = stablehlo.convert %96 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %98 = stablehlo.reshape %97 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %100 = stablehlo.and %83, %99 : tensor<2x1x8x8xui8>
    %101 = stablehlo.compare  NE, %100, %c_53 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %102 = stablehlo.select %101, %cst_37, %cst_36 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %103 = stablehlo.reshape %102 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %105 = stablehlo.add %63, %104 : tensor<2x4x8x8xf32>
    %106 = stablehlo.reduce(%105 init: %cst_52) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %108 = stablehlo.subtract %105, %107 : tensor<2x4x8x8xf32>
    %109 = stablehlo.exponential %108 : tensor<2x4x8x8xf32>
    %110 = stablehlo.reduce(%109 init: %cst_56) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %112 = stablehlo.divide %109, %111 : tensor<2x4x8x8xf32>
    %113 = stablehlo.reshape %112 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %114 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %115 = stablehlo.dot_general %18, %114, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %116 = stablehlo.reshape %115 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %117 = stablehlo.transpose %116, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %119 = stablehlo.reshape %118 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %120 = stablehlo.dot_general %113, %119, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %121 = stablehlo.reshape %120 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %122 = stablehlo.transpose %121, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %123 = stablehlo.reshape %122 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %124 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %125 = stablehlo.dot_general %123, %124, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %126 = stablehlo.reshape %125 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %127 = stablehlo.add %5, %126 : tensor<2x8x32xf32>
    %128 = stablehlo.power %127, %cst_50 : tensor<2x8x32xf32>
    %129 = stablehlo.reduce(%128 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %130 = stablehlo.multiply %129, %cst_49 : tensor<2x8xf32>
    %131 = stablehlo.reshape %130 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %132 = stablehlo.add %131, %cst_48 : tensor<2x8x1xf32>
    %133 = stablehlo.rsqrt %132 : tensor<2x8x1xf32>
    %134 = stablehlo.reshape %133 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %136 = stablehlo.multiply %127, %135 : tensor<2x8x32xf32>
    %137 = stablehlo.add %arg11, %cst_47 : tensor<32xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %139 = stablehlo.multiply %136, %138 : tensor<2x8x32xf32>
    %140 = stablehlo.reshape %139 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %141 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %142 = stablehlo.dot_general %140, %141, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %143 = stablehlo.reshape %142 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %144 = stablehlo.multiply %143, %cst_35 : tensor<2x8x64xf32>
    %145 = stablehlo.power %143, %cst_31 : tensor<2x8x64xf32>
    %146 = stablehlo.multiply %145, %cst_32 : tensor<2x8x64xf32>
    %147 = stablehlo.add %143, %146 : tensor<2x8x64xf32>
    %148 = stablehlo.multiply %147, %cst_33 : tensor<2x8x64xf32>
    %149 = stablehlo.tanh %148 : tensor<2x8x64xf32>
    %150 = stablehlo.add %149, %cst_34 : tensor<2x8x64xf32>
    %151 = stablehlo.multiply %144, %150 : tensor<2x8x64xf32>
    %152 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %153 = stablehlo.dot_general %140, %152, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %154 = stablehlo.reshape %153 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %155 = stablehlo.multiply %151, %154 : tensor<2x8x64xf32>
    %156 = stablehlo.reshape %155 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %157 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %158 = stablehlo.dot_general %156, %157, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %159 = stablehlo.reshape %158 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %160 = stablehlo.add %127, %159 : tensor<2x8x32xf32>
    %161 = stablehlo.power %160, %cst_50 : tensor<2x8x32xf32>
    %162 = stablehlo.reduce(%161 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %163 = stablehlo.multiply %162, %cst_49 : tensor<2x8xf32>
    %164 = stablehlo.reshape %163 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %165 = stablehlo.add %164, %cst_48 : tensor<2x8x1xf32>
    %166 = stablehlo.rsqrt %165 : tensor<2x8x1xf32>
    %167 = stablehlo.reshape %166 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %169 = stablehlo.multiply %160, %168 : tensor<2x8x32xf32>
    %170 = stablehlo.add %arg8, %cst_47 : tensor<32xf32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %172 = stablehlo.multiply %169, %171 : tensor<2x8x32xf32>
    %173 = stablehlo.reshape %172 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %174 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %175 = stablehlo.dot_general %173, %174, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %176 = stablehlo.reshape %175 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %177 = stablehlo.transpose %176, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %178 = stablehlo.multiply %177, %29 : tensor<2x4x8x8xf32>
    %179 = stablehlo.slice %177 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %180 = stablehlo.negate %179 : tensor<2x4x8x4xf32>
    %181 = stablehlo.slice %177 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %182 = stablehlo.concatenate %180, %181, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %183 = stablehlo.multiply %182, %37 : tensor<2x4x8x8xf32>
    %184 = stablehlo.add %178, %183 : tensor<2x4x8x8xf32>
    %185 = stablehlo.reshape %184 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %186 = stablehlo.transpose %arg22, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %187 = stablehlo.dot_general %173, %186, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %188 = stablehlo.reshape %187 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %189 = stablehlo.transpose %188, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %190 = stablehlo.multiply %189, %45 : tensor<2x2x8x8xf32>
    %191 = stablehlo.slice %189 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %192 = stablehlo.negate %191 : tensor<2x2x8x4xf32>
    %193 = stablehlo.slice %189 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %194 = stablehlo.concatenate %192, %193, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %195 = stablehlo.multiply %194, %51 : tensor<2x2x8x8xf32>
    %196 = stablehlo.add %190, %195 : tensor<2x2x8x8xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %198 = stablehlo.reshape %197 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %199 = stablehlo.transpose %198, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %200 = stablehlo.reshape %199 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %201 = stablehlo.dot_general %185, %200, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %202 = stablehlo.reshape %201 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %203 = stablehlo.multiply %202, %cst_45 : tensor<2x4x8x8xf32>
    %204 = stablehlo.divide %203, %cst_44 : tensor<2x4x8x8xf32>
    %205 = stablehlo.tanh %204 : tensor<2x4x8x8xf32>
    %206 = stablehlo.multiply %205, %cst_44 : tensor<2x4x8x8xf32>
    %207 = stablehlo.and %65, %75 : tensor<1x1x8x8xui8>
    %208 = stablehlo.compare  NE, %207, %c_55 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %209 = stablehlo.convert %208 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %210 = stablehlo.reshape %209 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %211 = stablehlo.broadcast_in_dim %210, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %212 = stablehlo.and %211, %99 : tensor<2x1x8x8xui8>
    %213 = stablehlo.compare  NE, %212, %c_53 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %214 = stablehlo.select %213, %cst_37, %cst_36 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %215 = stablehlo.reshape %214 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %217 = stablehlo.add %206, %216 : tensor<2x4x8x8xf32>
    %218 = stablehlo.reduce(%217 init: %cst_52) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %220 = stablehlo.subtract %217, %219 : tensor<2x4x8x8xf32>
    %221 = stablehlo.exponential %220 : tensor<2x4x8x8xf32>
    %222 = stablehlo.reduce(%221 init: %cst_56) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %224 = stablehlo.divide %221, %223 : tensor<2x4x8x8xf32>
    %225 = stablehlo.reshape %224 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %226 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %227 = stablehlo.dot_general %173, %226, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %228 = stablehlo.reshape %227 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %229 = stablehlo.transpose %228, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %231 = stablehlo.reshape %230 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %232 = stablehlo.dot_general %225, %231, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %233 = stablehlo.reshape %232 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %234 = stablehlo.transpose %233, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %235 = stablehlo.reshape %234 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %236 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %237 = stablehlo.dot_general %235, %236, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %238 = stablehlo.reshape %237 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %239 = stablehlo.add %160, %238 : tensor<2x8x32xf32>
    %240 = stablehlo.power %239, %cst_50 : tensor<2x8x32xf32>
    %241 = stablehlo.reduce(%240 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %242 = stablehlo.multiply %241, %cst_49 : tensor<2x8xf32>
    %243 = stablehlo.reshape %242 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %244 = stablehlo.add %243, %cst_48 : tensor<2x8x1xf32>
    %245 = stablehlo.rsqrt %244 : tensor<2x8x1xf32>
    %246 = stablehlo.reshape %245 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %248 = stablehlo.multiply %239, %247 : tensor<2x8x32xf32>
    %249 = stablehlo.add %arg5, %cst_47 : tensor<32xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %251 = stablehlo.multiply %248, %250 : tensor<2x8x32xf32>
    %252 = stablehlo.reshape %251 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %253 = stablehlo.transpose %arg24, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %254 = stablehlo.dot_general %252, %253, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %255 = stablehlo.reshape %254 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %256 = stablehlo.multiply %255, %cst_35 : tensor<2x8x64xf32>
    %257 = stablehlo.power %255, %cst_31 : tensor<2x8x64xf32>
    %258 = stablehlo.multiply %257, %cst_32 : tensor<2x8x64xf32>
    %259 = stablehlo.add %255, %258 : tensor<2x8x64xf32>
    %260 = stablehlo.multiply %259, %cst_33 : tensor<2x8x64xf32>
    %261 = stablehlo.tanh %260 : tensor<2x8x64xf32>
    %262 = stablehlo.add %261, %cst_34 : tensor<2x8x64xf32>
    %263 = stablehlo.multiply %256, %262 : tensor<2x8x64xf32>
    %264 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %265 = stablehlo.dot_general %252, %264, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %266 = stablehlo.reshape %265 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %267 = stablehlo.multiply %263, %266 : tensor<2x8x64xf32>
    %268 = stablehlo.reshape %267 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %269 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %270 = stablehlo.dot_general %268, %269, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %271 = stablehlo.reshape %270 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %272 = stablehlo.add %239, %271 : tensor<2x8x32xf32>
    %273 = stablehlo.power %272, %cst_50 : tensor<2x8x32xf32>
    %274 = stablehlo.reduce(%273 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %275 = stablehlo.multiply %274, %cst_49 : tensor<2x8xf32>
    %276 = stablehlo.reshape %275 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %277 = stablehlo.add %276, %cst_48 : tensor<2x8x1xf32>
    %278 = stablehlo.rsqrt %277 : tensor<2x8x1xf32>
    %279 = stablehlo.reshape %278 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %280 = stablehlo.broadcast_in_dim %279, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %281 = stablehlo.multiply %272, %280 : tensor<2x8x32xf32>
    %282 = stablehlo.add %arg2, %cst_47 : tensor<32xf32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %284 = stablehlo.multiply %281, %283 : tensor<2x8x32xf32>
    %285 = stablehlo.reshape %284 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %286 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %287 = stablehlo.dot_general %285, %286, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %288 = stablehlo.reshape %287 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %289 = stablehlo.divide %288, %cst_30 : tensor<2x8x128xf32>
    %290 = stablehlo.tanh %289 : tensor<2x8x128xf32>
    %291 = stablehlo.multiply %290, %cst_30 : tensor<2x8x128xf32>
    %292 = stablehlo.slice %291 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %293 = stablehlo.reduce(%292 init: %cst_52) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %294 = stablehlo.broadcast_in_dim %293, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %295 = stablehlo.subtract %292, %294 : tensor<2x7x128xf32>
    %296 = stablehlo.exponential %295 : tensor<2x7x128xf32>
    %297 = stablehlo.reduce(%296 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %298 = stablehlo.log %297 : tensor<2x7xf32>
    %299 = stablehlo.broadcast_in_dim %298, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %300 = stablehlo.subtract %295, %299 : tensor<2x7x128xf32>
    %301 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %302 = stablehlo.broadcast_in_dim %301, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %303 = stablehlo.broadcast_in_dim %c_51, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %304 = stablehlo.compare  EQ, %302, %303 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %305 = stablehlo.convert %304 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %306 = stablehlo.convert %305 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %307 = stablehlo.multiply %300, %306 : tensor<2x7x128xf32>
    %308 = stablehlo.reduce(%307 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %309 = stablehlo.reduce(%308 init: %cst_56) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %310 = stablehlo.multiply %309, %cst_29 : tensor<f32>
    %311 = stablehlo.negate %310 : tensor<f32>
    %312 = stablehlo.multiply %arg25, %cst_28 : tensor<128x32xf32>
    %313 = stablehlo.multiply %306, %cst_26 : tensor<2x7x128xf32>
    %314 = stablehlo.exponential %300 : tensor<2x7x128xf32>
    %315 = stablehlo.reduce(%313 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %316 = stablehlo.broadcast_in_dim %315, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %317 = stablehlo.multiply %314, %316 : tensor<2x7x128xf32>
    %318 = stablehlo.subtract %313, %317 : tensor<2x7x128xf32>
    %319 = stablehlo.pad %318, %cst_56, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %320 = stablehlo.select %c_27, %319, %cst_25 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %321 = stablehlo.multiply %320, %cst_30 : tensor<2x8x128xf32>
    %322 = stablehlo.multiply %290, %290 : tensor<2x8x128xf32>
    %323 = stablehlo.subtract %cst_24, %322 : tensor<2x8x128xf32>
    %324 = stablehlo.multiply %321, %323 : tensor<2x8x128xf32>
    %325 = stablehlo.divide %324, %cst_30 : tensor<2x8x128xf32>
    %326 = stablehlo.reshape %325 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %327 = stablehlo.transpose %326, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %328 = stablehlo.dot_general %327, %285, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %329 = stablehlo.compare  LT, %arg0, %c_54 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %330 = stablehlo.add %arg0, %c_22 : tensor<2x8xi64>
    %331 = stablehlo.select %329, %330, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %332 = stablehlo.reshape %331 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %333 = stablehlo.compare  EQ, %arg0, %c_54 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %334 = stablehlo.broadcast_in_dim %333, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %335 = stablehlo.dot_general %326, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %336 = stablehlo.reshape %335 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %337 = stablehlo.multiply %336, %283 : tensor<2x8x32xf32>
    %338 = stablehlo.multiply %337, %280 : tensor<2x8x32xf32>
    %339 = stablehlo.multiply %337, %272 : tensor<2x8x32xf32>
    %340 = stablehlo.reduce(%339 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %341 = stablehlo.reshape %340 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %342 = stablehlo.multiply %341, %cst_20 : tensor<2x8x1xf32>
    %343 = stablehlo.power %278, %cst_19 : tensor<2x8x1xf32>
    %344 = stablehlo.multiply %342, %343 : tensor<2x8x1xf32>
    %345 = stablehlo.reshape %344 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %346 = stablehlo.broadcast_in_dim %345, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %347 = stablehlo.divide %346, %cst_18 : tensor<2x8x32xf32>
    %348 = stablehlo.power %272, %cst_17 : tensor<2x8x32xf32>
    %349 = stablehlo.multiply %348, %cst_50 : tensor<2x8x32xf32>
    %350 = stablehlo.multiply %347, %349 : tensor<2x8x32xf32>
    %351 = stablehlo.add %338, %350 : tensor<2x8x32xf32>
    %352 = stablehlo.reshape %351 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %353 = stablehlo.dot_general %352, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %354 = stablehlo.reshape %353 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %355 = stablehlo.multiply %354, %263 : tensor<2x8x64xf32>
    %356 = stablehlo.reshape %355 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %357 = stablehlo.dot_general %356, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %358 = stablehlo.reshape %357 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %359 = stablehlo.multiply %354, %266 : tensor<2x8x64xf32>
    %360 = stablehlo.multiply %255, %255 : tensor<2x8x64xf32>
    %361 = stablehlo.multiply %360, %255 : tensor<2x8x64xf32>
    %362 = stablehlo.multiply %361, %cst_32 : tensor<2x8x64xf32>
    %363 = stablehlo.add %255, %362 : tensor<2x8x64xf32>
    %364 = stablehlo.multiply %363, %cst_33 : tensor<2x8x64xf32>
    %365 = stablehlo.tanh %364 : tensor<2x8x64xf32>
    %366 = stablehlo.add %365, %cst_34 : tensor<2x8x64xf32>
    %367 = stablehlo.multiply %366, %cst_35 : tensor<2x8x64xf32>
    %368 = stablehlo.multiply %365, %365 : tensor<2x8x64xf32>
    %369 = stablehlo.subtract %cst_34, %368 : tensor<2x8x64xf32>
    %370 = stablehlo.multiply %256, %369 : tensor<2x8x64xf32>
    %371 = stablehlo.multiply %360, %cst_16 : tensor<2x8x64xf32>
    %372 = stablehlo.add %371, %cst_34 : tensor<2x8x64xf32>
    %373 = stablehlo.multiply %372, %cst_33 : tensor<2x8x64xf32>
    %374 = stablehlo.multiply %370, %373 : tensor<2x8x64xf32>
    %375 = stablehlo.add %367, %374 : tensor<2x8x64xf32>
    %376 = stablehlo.multiply %359, %375 : tensor<2x8x64xf32>
    %377 = stablehlo.reshape %376 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %378 = stablehlo.dot_general %377, %arg24, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %379 = stablehlo.reshape %378 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %380 = stablehlo.add %358, %379 : tensor<2x8x32xf32>
    %381 = stablehlo.multiply %380, %250 : tensor<2x8x32xf32>
    %382 = stablehlo.multiply %381, %247 : tensor<2x8x32xf32>
    %383 = stablehlo.add %351, %382 : tensor<2x8x32xf32>
    %384 = stablehlo.multiply %381, %239 : tensor<2x8x32xf32>
    %385 = stablehlo.reduce(%384 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %386 = stablehlo.reshape %385 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %387 = stablehlo.multiply %386, %cst_20 : tensor<2x8x1xf32>
    %388 = stablehlo.power %245, %cst_19 : tensor<2x8x1xf32>
    %389 = stablehlo.multiply %387, %388 : tensor<2x8x1xf32>
    %390 = stablehlo.reshape %389 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %391 = stablehlo.broadcast_in_dim %390, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %392 = stablehlo.divide %391, %cst_18 : tensor<2x8x32xf32>
    %393 = stablehlo.power %239, %cst_17 : tensor<2x8x32xf32>
    %394 = stablehlo.multiply %393, %cst_50 : tensor<2x8x32xf32>
    %395 = stablehlo.multiply %392, %394 : tensor<2x8x32xf32>
    %396 = stablehlo.add %383, %395 : tensor<2x8x32xf32>
    %397 = stablehlo.transpose %225, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %398 = stablehlo.reshape %396 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %399 = stablehlo.dot_general %398, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %400 = stablehlo.reshape %399 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %401 = stablehlo.transpose %400, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %402 = stablehlo.reshape %401 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %403 = stablehlo.dot_general %397, %402, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %404 = stablehlo.reshape %403 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %405 = stablehlo.reduce(%404 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %406 = stablehlo.transpose %405, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %407 = stablehlo.reshape %406 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %408 = stablehlo.dot_general %407, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %409 = stablehlo.reshape %408 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %410 = stablehlo.transpose %185, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %411 = stablehlo.transpose %231, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %412 = stablehlo.dot_general %402, %411, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %413 = stablehlo.reshape %412 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %414 = stablehlo.multiply %413, %224 : tensor<2x4x8x8xf32>
    %415 = stablehlo.reduce(%414 init: %cst_56) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %416 = stablehlo.broadcast_in_dim %415, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %417 = stablehlo.multiply %224, %416 : tensor<2x4x8x8xf32>
    %418 = stablehlo.subtract %414, %417 : tensor<2x4x8x8xf32>
    %419 = stablehlo.multiply %418, %cst_44 : tensor<2x4x8x8xf32>
    %420 = stablehlo.multiply %205, %205 : tensor<2x4x8x8xf32>
    %421 = stablehlo.subtract %cst_14, %420 : tensor<2x4x8x8xf32>
    %422 = stablehlo.multiply %419, %421 : tensor<2x4x8x8xf32>
    %423 = stablehlo.divide %422, %cst_44 : tensor<2x4x8x8xf32>
    %424 = stablehlo.multiply %423, %cst_45 : tensor<2x4x8x8xf32>
    %425 = stablehlo.reshape %424 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %426 = stablehlo.dot_general %410, %425, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %427 = stablehlo.reshape %426 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %428 = stablehlo.transpose %427, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %429 = stablehlo.reshape %428 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %430 = stablehlo.reduce(%429 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %431 = stablehlo.multiply %430, %51 : tensor<2x2x8x8xf32>
    %432 = stablehlo.slice %431 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %433 = stablehlo.negate %432 : tensor<2x2x8x4xf32>
    %434 = stablehlo.pad %433, %cst_56, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %435 = stablehlo.select %c_15, %434, %cst_13 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %436 = stablehlo.slice %431 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %437 = stablehlo.pad %436, %cst_56, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %438 = stablehlo.select %c_12, %437, %cst_13 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %439 = stablehlo.add %435, %438 : tensor<2x2x8x8xf32>
    %440 = stablehlo.multiply %430, %45 : tensor<2x2x8x8xf32>
    %441 = stablehlo.add %439, %440 : tensor<2x2x8x8xf32>
    %442 = stablehlo.transpose %441, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %443 = stablehlo.reshape %442 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %444 = stablehlo.dot_general %443, %arg22, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %445 = stablehlo.reshape %444 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %446 = stablehlo.add %409, %445 : tensor<2x8x32xf32>
    %447 = stablehlo.transpose %200, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %448 = stablehlo.dot_general %425, %447, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %449 = stablehlo.reshape %448 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %450 = stablehlo.multiply %449, %37 : tensor<2x4x8x8xf32>
    %451 = stablehlo.slice %450 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %452 = stablehlo.negate %451 : tensor<2x4x8x4xf32>
    %453 = stablehlo.pad %452, %cst_56, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %454 = stablehlo.select %c_11, %453, %cst_10 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %455 = stablehlo.slice %450 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %456 = stablehlo.pad %455, %cst_56, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %457 = stablehlo.select %c, %456, %cst_10 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %458 = stablehlo.add %454, %457 : tensor<2x4x8x8xf32>
    %459 = stablehlo.multiply %449, %29 : tensor<2x4x8x8xf32>
    %460 = stablehlo.add %458, %459 : tensor<2x4x8x8xf32>
    %461 = stablehlo.transpose %460, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %462 = stablehlo.reshape %461 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %463 = stablehlo.dot_general %462, %arg23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %464 = stablehlo.reshape %463 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %465 = stablehlo.add %446, %464 : tensor<2x8x32xf32>
    %466 = stablehlo.multiply %465, %171 : tensor<2x8x32xf32>
    %467 = stablehlo.multiply %466, %168 : tensor<2x8x32xf32>
    %468 = stablehlo.add %396, %467 : tensor<2x8x32xf32>
    %469 = stablehlo.multiply %466, %160 : tensor<2x8x32xf32>
    %470 = stablehlo.reduce(%469 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %471 = stablehlo.reshape %470 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %472 = stablehlo.multiply %471, %cst_20 : tensor<2x8x1xf32>
    %473 = stablehlo.power %166, %cst_19 : tensor<2x8x1xf32>
    %474 = stablehlo.multiply %472, %473 : tensor<2x8x1xf32>
    %475 = stablehlo.reshape %474 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %476 = stablehlo.broadcast_in_dim %475, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %477 = stablehlo.divide %476, %cst_18 : tensor<2x8x32xf32>
    %478 = stablehlo.power %160, %cst_17 : tensor<2x8x32xf32>
    %479 = stablehlo.multiply %478, %cst_50 : tensor<2x8x32xf32>
    %480 = stablehlo.multiply %477, %479 : tensor<2x8x32xf32>
    %481 = stablehlo.add %468, %480 : tensor<2x8x32xf32>
    %482 = stablehlo.reshape %481 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %483 = stablehlo.dot_general %482, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %484 = stablehlo.reshape %483 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %485 = stablehlo.multiply %484, %151 : tensor<2x8x64xf32>
    %486 = stablehlo.reshape %485 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %487 = stablehlo.dot_general %486, %arg10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %488 = stablehlo.reshape %487 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %489 = stablehlo.multiply %484, %154 : tensor<2x8x64xf32>
    %490 = stablehlo.multiply %143, %143 : tensor<2x8x64xf32>
    %491 = stablehlo.multiply %490, %143 : tensor<2x8x64xf32>
    %492 = stablehlo.multiply %491, %cst_32 : tensor<2x8x64xf32>
    %493 = stablehlo.add %143, %492 : tensor<2x8x64xf32>
    %494 = stablehlo.multiply %493, %cst_33 : tensor<2x8x64xf32>
    %495 = stablehlo.tanh %494 : tensor<2x8x64xf32>
    %496 = stablehlo.add %495, %cst_34 : tensor<2x8x64xf32>
    %497 = stablehlo.multiply %496, %cst_35 : tensor<2x8x64xf32>
    %498 = stablehlo.multiply %495, %495 : tensor<2x8x64xf32>
    %499 = stablehlo.subtract %cst_34, %498 : tensor<2x8x64xf32>
    %500 = stablehlo.multiply %144, %499 : tensor<2x8x64xf32>
    %501 = stablehlo.multiply %490, %cst_16 : tensor<2x8x64xf32>
    %502 = stablehlo.add %501, %cst_34 : tensor<2x8x64xf32>
    %503 = stablehlo.multiply %502, %cst_33 : tensor<2x8x64xf32>
    %504 = stablehlo.multiply %500, %503 : tensor<2x8x64xf32>
    %505 = stablehlo.add %497, %504 : tensor<2x8x64xf32>
    %506 = stablehlo.multiply %489, %505 : tensor<2x8x64xf32>
    %507 = stablehlo.reshape %506 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %508 = stablehlo.dot_general %507, %arg21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %509 = stablehlo.reshape %508 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %510 = stablehlo.add %488, %509 : tensor<2x8x32xf32>
    %511 = stablehlo.multiply %510, %138 : tensor<2x8x32xf32>
    %512 = stablehlo.multiply %511, %135 : tensor<2x8x32xf32>
    %513 = stablehlo.add %481, %512 : tensor<2x8x32xf32>
    %514 = stablehlo.multiply %511, %127 : tensor<2x8x32xf32>
    %515 = stablehlo.reduce(%514 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %516 = stablehlo.reshape %515 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %517 = stablehlo.multiply %516, %cst_20 : tensor<2x8x1xf32>
    %518 = stablehlo.power %133, %cst_19 : tensor<2x8x1xf32>
    %519 = stablehlo.multiply %517, %518 : tensor<2x8x1xf32>
    %520 = stablehlo.reshape %519 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %521 = stablehlo.broadcast_in_dim %520, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %522 = stablehlo.divide %521, %cst_18 : tensor<2x8x32xf32>
    %523 = stablehlo.power %127, %cst_17 : tensor<2x8x32xf32>
    %524 = stablehlo.multiply %523, %cst_50 : tensor<2x8x32xf32>
    %525 = stablehlo.multiply %522, %524 : tensor<2x8x32xf32>
    %526 = stablehlo.add %513, %525 : tensor<2x8x32xf32>
    %527 = stablehlo.transpose %113, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %528 = stablehlo.reshape %526 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %529 = stablehlo.dot_general %528, %arg12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %530 = stablehlo.reshape %529 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %531 = stablehlo.transpose %530, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %532 = stablehlo.reshape %531 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %533 = stablehlo.dot_general %527, %532, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %534 = stablehlo.reshape %533 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %535 = stablehlo.reduce(%534 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %536 = stablehlo.transpose %535, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %537 = stablehlo.reshape %536 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %538 = stablehlo.dot_general %537, %arg13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %539 = stablehlo.reshape %538 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %540 = stablehlo.transpose %40, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %541 = stablehlo.transpose %119, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %542 = stablehlo.dot_general %532, %541, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %543 = stablehlo.reshape %542 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %544 = stablehlo.multiply %543, %112 : tensor<2x4x8x8xf32>
    %545 = stablehlo.reduce(%544 init: %cst_56) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %546 = stablehlo.broadcast_in_dim %545, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %547 = stablehlo.multiply %112, %546 : tensor<2x4x8x8xf32>
    %548 = stablehlo.subtract %544, %547 : tensor<2x4x8x8xf32>
    %549 = stablehlo.multiply %548, %cst_44 : tensor<2x4x8x8xf32>
    %550 = stablehlo.multiply %62, %62 : tensor<2x4x8x8xf32>
    %551 = stablehlo.subtract %cst_14, %550 : tensor<2x4x8x8xf32>
    %552 = stablehlo.multiply %549, %551 : tensor<2x4x8x8xf32>
    %553 = stablehlo.divide %552, %cst_44 : tensor<2x4x8x8xf32>
    %554 = stablehlo.multiply %553, %cst_45 : tensor<2x4x8x8xf32>
    %555 = stablehlo.reshape %554 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %556 = stablehlo.dot_general %540, %555, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %557 = stablehlo.reshape %556 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %558 = stablehlo.transpose %557, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %559 = stablehlo.reshape %558 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %560 = stablehlo.reduce(%559 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %561 = stablehlo.multiply %560, %51 : tensor<2x2x8x8xf32>
    %562 = stablehlo.slice %561 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %563 = stablehlo.negate %562 : tensor<2x2x8x4xf32>
    %564 = stablehlo.pad %563, %cst_56, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %565 = stablehlo.select %c_15, %564, %cst_13 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %566 = stablehlo.slice %561 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %567 = stablehlo.pad %566, %cst_56, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %568 = stablehlo.select %c_12, %567, %cst_13 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %569 = stablehlo.add %565, %568 : tensor<2x2x8x8xf32>
    %570 = stablehlo.multiply %560, %45 : tensor<2x2x8x8xf32>
    %571 = stablehlo.add %569, %570 : tensor<2x2x8x8xf32>
    %572 = stablehlo.transpose %571, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %573 = stablehlo.reshape %572 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %574 = stablehlo.dot_general %573, %arg19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %575 = stablehlo.reshape %574 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %576 = stablehlo.add %539, %575 : tensor<2x8x32xf32>
    %577 = stablehlo.transpose %57, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %578 = stablehlo.dot_general %555, %577, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %579 = stablehlo.reshape %578 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %580 = stablehlo.multiply %579, %37 : tensor<2x4x8x8xf32>
    %581 = stablehlo.slice %580 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %582 = stablehlo.negate %581 : tensor<2x4x8x4xf32>
    %583 = stablehlo.pad %582, %cst_56, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %584 = stablehlo.select %c_11, %583, %cst_10 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %585 = stablehlo.slice %580 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %586 = stablehlo.pad %585, %cst_56, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %587 = stablehlo.select %c, %586, %cst_10 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %588 = stablehlo.add %584, %587 : tensor<2x4x8x8xf32>
    %589 = stablehlo.multiply %579, %29 : tensor<2x4x8x8xf32>
    %590 = stablehlo.add %588, %589 : tensor<2x4x8x8xf32>
    %591 = stablehlo.transpose %590, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %592 = stablehlo.reshape %591 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %593 = stablehlo.dot_general %592, %arg20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %594 = stablehlo.reshape %593 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %595 = stablehlo.add %576, %594 : tensor<2x8x32xf32>
    %596 = stablehlo.multiply %595, %16 : tensor<2x8x32xf32>
    %597 = stablehlo.multiply %596, %13 : tensor<2x8x32xf32>
    %598 = stablehlo.add %526, %597 : tensor<2x8x32xf32>
    %599 = stablehlo.multiply %596, %5 : tensor<2x8x32xf32>
    %600 = stablehlo.reduce(%599 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %601 = stablehlo.reshape %600 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %602 = stablehlo.multiply %601, %cst_20 : tensor<2x8x1xf32>
    %603 = stablehlo.power %11, %cst_19 : tensor<2x8x1xf32>
    %604 = stablehlo.multiply %602, %603 : tensor<2x8x1xf32>
    %605 = stablehlo.reshape %604 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %606 = stablehlo.broadcast_in_dim %605, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %607 = stablehlo.divide %606, %cst_18 : tensor<2x8x32xf32>
    %608 = stablehlo.power %5, %cst_17 : tensor<2x8x32xf32>
    %609 = stablehlo.multiply %608, %cst_50 : tensor<2x8x32xf32>
    %610 = stablehlo.multiply %607, %609 : tensor<2x8x32xf32>
    %611 = stablehlo.add %598, %610 : tensor<2x8x32xf32>
    %612 = stablehlo.multiply %611, %4 : tensor<2x8x32xf32>
    %613 = stablehlo.select %334, %cst_21, %612 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %614 = "stablehlo.scatter"(%cst_23, %332, %613) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg45: tensor<f32>, %arg46: tensor<f32>):
      %733 = stablehlo.add %arg45, %arg46 : tensor<f32>
      stablehlo.return %733 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %615 = stablehlo.add %328, %614 : tensor<128x32xf32>
    %616 = stablehlo.add %312, %615 : tensor<128x32xf32>
    %617 = stablehlo.multiply %616, %cst_9 : tensor<128x32xf32>
    %618 = stablehlo.subtract %arg1, %617 : tensor<128x32xf32>
    %619 = stablehlo.multiply %arg26, %cst_8 : tensor<32x32xf32>
    %620 = stablehlo.transpose %592, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %621 = stablehlo.dot_general %620, %18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %622 = stablehlo.add %619, %621 : tensor<32x32xf32>
    %623 = stablehlo.multiply %622, %cst_7 : tensor<32x32xf32>
    %624 = stablehlo.subtract %arg20, %623 : tensor<32x32xf32>
    %625 = stablehlo.multiply %arg27, %cst_6 : tensor<16x32xf32>
    %626 = stablehlo.transpose %573, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %627 = stablehlo.dot_general %626, %18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %628 = stablehlo.add %625, %627 : tensor<16x32xf32>
    %629 = stablehlo.multiply %628, %cst_5 : tensor<16x32xf32>
    %630 = stablehlo.subtract %arg19, %629 : tensor<16x32xf32>
    %631 = stablehlo.multiply %arg28, %cst_6 : tensor<16x32xf32>
    %632 = stablehlo.transpose %537, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %633 = stablehlo.dot_general %632, %18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %634 = stablehlo.add %631, %633 : tensor<16x32xf32>
    %635 = stablehlo.multiply %634, %cst_5 : tensor<16x32xf32>
    %636 = stablehlo.subtract %arg13, %635 : tensor<16x32xf32>
    %637 = stablehlo.multiply %arg29, %cst_8 : tensor<32x32xf32>
    %638 = stablehlo.transpose %528, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %639 = stablehlo.dot_general %638, %123, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %640 = stablehlo.add %637, %639 : tensor<32x32xf32>
    %641 = stablehlo.multiply %640, %cst_7 : tensor<32x32xf32>
    %642 = stablehlo.subtract %arg12, %641 : tensor<32x32xf32>
    %643 = stablehlo.multiply %arg30, %cst_4 : tensor<64x32xf32>
    %644 = stablehlo.transpose %507, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %645 = stablehlo.dot_general %644, %140, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %646 = stablehlo.add %643, %645 : tensor<64x32xf32>
    %647 = stablehlo.multiply %646, %cst_3 : tensor<64x32xf32>
    %648 = stablehlo.subtract %arg21, %647 : tensor<64x32xf32>
    %649 = stablehlo.multiply %arg31, %cst_4 : tensor<64x32xf32>
    %650 = stablehlo.transpose %486, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %651 = stablehlo.dot_general %650, %140, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %652 = stablehlo.add %649, %651 : tensor<64x32xf32>
    %653 = stablehlo.multiply %652, %cst_3 : tensor<64x32xf32>
    %654 = stablehlo.subtract %arg10, %653 : tensor<64x32xf32>
    %655 = stablehlo.multiply %arg32, %cst_2 : tensor<32x64xf32>
    %656 = stablehlo.transpose %482, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %657 = stablehlo.dot_general %656, %156, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %658 = stablehlo.add %655, %657 : tensor<32x64xf32>
    %659 = stablehlo.multiply %658, %cst_1 : tensor<32x64xf32>
    %660 = stablehlo.subtract %arg9, %659 : tensor<32x64xf32>
    %661 = stablehlo.multiply %arg33, %cst_0 : tensor<32xf32>
    %662 = stablehlo.multiply %595, %14 : tensor<2x8x32xf32>
    %663 = stablehlo.reduce(%662 init: %cst_56) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %664 = stablehlo.add %661, %663 : tensor<32xf32>
    %665 = stablehlo.multiply %664, %cst : tensor<32xf32>
    %666 = stablehlo.subtract %arg14, %665 : tensor<32xf32>
    %667 = stablehlo.multiply %arg34, %cst_0 : tensor<32xf32>
    %668 = stablehlo.multiply %510, %136 : tensor<2x8x32xf32>
    %669 = stablehlo.reduce(%668 init: %cst_56) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %670 = stablehlo.add %667, %669 : tensor<32xf32>
    %671 = stablehlo.multiply %670, %cst : tensor<32xf32>
    %672 = stablehlo.subtract %arg11, %671 : tensor<32xf32>
    %673 = stablehlo.multiply %arg35, %cst_8 : tensor<32x32xf32>
    %674 = stablehlo.transpose %462, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %675 = stablehlo.dot_general %674, %173, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %676 = stablehlo.add %673, %675 : tensor<32x32xf32>
    %677 = stablehlo.multiply %676, %cst_7 : tensor<32x32xf32>
    %678 = stablehlo.subtract %arg23, %677 : tensor<32x32xf32>
    %679 = stablehlo.multiply %arg36, %cst_6 : tensor<16x32xf32>
    %680 = stablehlo.transpose %443, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %681 = stablehlo.dot_general %680, %173, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %682 = stablehlo.add %679, %681 : tensor<16x32xf32>
    %683 = stablehlo.multiply %682, %cst_5 : tensor<16x32xf32>
    %684 = stablehlo.subtract %arg22, %683 : tensor<16x32xf32>
    %685 = stablehlo.multiply %arg37, %cst_6 : tensor<16x32xf32>
    %686 = stablehlo.transpose %407, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %687 = stablehlo.dot_general %686, %173, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %688 = stablehlo.add %685, %687 : tensor<16x32xf32>
    %689 = stablehlo.multiply %688, %cst_5 : tensor<16x32xf32>
    %690 = stablehlo.subtract %arg7, %689 : tensor<16x32xf32>
    %691 = stablehlo.multiply %arg38, %cst_8 : tensor<32x32xf32>
    %692 = stablehlo.transpose %398, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %693 = stablehlo.dot_general %692, %235, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %694 = stablehlo.add %691, %693 : tensor<32x32xf32>
    %695 = stablehlo.multiply %694, %cst_7 : tensor<32x32xf32>
    %696 = stablehlo.subtract %arg6, %695 : tensor<32x32xf32>
    %697 = stablehlo.multiply %arg39, %cst_4 : tensor<64x32xf32>
    %698 = stablehlo.transpose %377, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %699 = stablehlo.dot_general %698, %252, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %700 = stablehlo.add %697, %699 : tensor<64x32xf32>
    %701 = stablehlo.multiply %700, %cst_3 : tensor<64x32xf32>
    %702 = stablehlo.subtract %arg24, %701 : tensor<64x32xf32>
    %703 = stablehlo.multiply %arg40, %cst_4 : tensor<64x32xf32>
    %704 = stablehlo.transpose %356, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %705 = stablehlo.dot_general %704, %252, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %706 = stablehlo.add %703, %705 : tensor<64x32xf32>
    %707 = stablehlo.multiply %706, %cst_3 : tensor<64x32xf32>
    %708 = stablehlo.subtract %arg4, %707 : tensor<64x32xf32>
    %709 = stablehlo.multiply %arg41, %cst_2 : tensor<32x64xf32>
    %710 = stablehlo.transpose %352, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %711 = stablehlo.dot_general %710, %268, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %712 = stablehlo.add %709, %711 : tensor<32x64xf32>
    %713 = stablehlo.multiply %712, %cst_1 : tensor<32x64xf32>
    %714 = stablehlo.subtract %arg3, %713 : tensor<32x64xf32>
    %715 = stablehlo.multiply %arg42, %cst_0 : tensor<32xf32>
    %716 = stablehlo.multiply %465, %169 : tensor<2x8x32xf32>
    %717 = stablehlo.reduce(%716 init: %cst_56) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %718 = stablehlo.add %715, %717 : tensor<32xf32>
    %719 = stablehlo.multiply %718, %cst : tensor<32xf32>
    %720 = stablehlo.subtract %arg8, %719 : tensor<32xf32>
    %721 = stablehlo.multiply %arg43, %cst_0 : tensor<32xf32>
    %722 = stablehlo.multiply %380, %248 : tensor<2x8x32xf32>
    %723 = stablehlo.reduce(%722 init: %cst_56) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %724 = stablehlo.add %721, %723 : tensor<32xf32>
    %725 = stablehlo.multiply %724, %cst : tensor<32xf32>
    %726 = stablehlo.subtract %arg5, %725 : tensor<32xf32>
    %727 = stablehlo.multiply %arg44, %cst_0 : tensor<32xf32>
    %728 = stablehlo.multiply %336, %281 : tensor<2x8x32xf32>
    %729 = stablehlo.reduce(%728 init: %cst_56) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %730 = stablehlo.add %727, %729 : tensor<32xf32>
    %731 = stablehlo.multiply %730, %cst : tensor<32xf32>
    %732 = stablehlo.subtract %arg2, %731 : tensor<32xf32>
    return %311, %618, %624, %630, %636, %642, %648, %654, %660, %666, %672, %678, %684, %690, %696, %702, %708, %714, %720, %726, %732, %616, %622, %628, %634, %640, %646, %652, %658, %664, %670, %676, %682, %688, %694, %700, %706, %712, %718, %724, %730 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  }
}
