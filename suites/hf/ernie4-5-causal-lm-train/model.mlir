module @IrToHlo.1795 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<32x64xf32> {tf.aliasing_output = 17 : i32}, %arg3: tensor<64x32xf32> {tf.aliasing_output = 16 : i32}, %arg4: tensor<32x32xf32> {tf.aliasing_output = 14 : i32}, %arg5: tensor<16x32xf32> {tf.aliasing_output = 13 : i32}, %arg6: tensor<32x64xf32> {tf.aliasing_output = 8 : i32}, %arg7: tensor<64x32xf32> {tf.aliasing_output = 7 : i32}, %arg8: tensor<32x32xf32> {tf.aliasing_output = 5 : i32}, %arg9: tensor<16x32xf32> {tf.aliasing_output = 4 : i32}, %arg10: tensor<32xf32> {tf.aliasing_output = 9 : i32}, %arg11: tensor<2x8xi64>, %arg12: tensor<i1>, %arg13: tensor<4xf32>, %arg14: tensor<16x32xf32> {tf.aliasing_output = 3 : i32}, %arg15: tensor<32x32xf32> {tf.aliasing_output = 2 : i32}, %arg16: tensor<32xf32> {tf.aliasing_output = 10 : i32}, %arg17: tensor<64x32xf32> {tf.aliasing_output = 6 : i32}, %arg18: tensor<32xf32> {tf.aliasing_output = 18 : i32}, %arg19: tensor<16x32xf32> {tf.aliasing_output = 12 : i32}, %arg20: tensor<32x32xf32> {tf.aliasing_output = 11 : i32}, %arg21: tensor<32xf32> {tf.aliasing_output = 19 : i32}, %arg22: tensor<64x32xf32> {tf.aliasing_output = 15 : i32}, %arg23: tensor<32xf32> {tf.aliasing_output = 20 : i32}, %arg24: tensor<128x32xf32> {tf.aliasing_output = 21 : i32}, %arg25: tensor<32x32xf32> {tf.aliasing_output = 22 : i32}, %arg26: tensor<16x32xf32> {tf.aliasing_output = 23 : i32}, %arg27: tensor<16x32xf32> {tf.aliasing_output = 24 : i32}, %arg28: tensor<32x32xf32> {tf.aliasing_output = 25 : i32}, %arg29: tensor<64x32xf32> {tf.aliasing_output = 26 : i32}, %arg30: tensor<64x32xf32> {tf.aliasing_output = 27 : i32}, %arg31: tensor<32x64xf32> {tf.aliasing_output = 28 : i32}, %arg32: tensor<32xf32> {tf.aliasing_output = 29 : i32}, %arg33: tensor<32xf32> {tf.aliasing_output = 30 : i32}, %arg34: tensor<32x32xf32> {tf.aliasing_output = 31 : i32}, %arg35: tensor<16x32xf32> {tf.aliasing_output = 32 : i32}, %arg36: tensor<16x32xf32> {tf.aliasing_output = 33 : i32}, %arg37: tensor<32x32xf32> {tf.aliasing_output = 34 : i32}, %arg38: tensor<64x32xf32> {tf.aliasing_output = 35 : i32}, %arg39: tensor<64x32xf32> {tf.aliasing_output = 36 : i32}, %arg40: tensor<32x64xf32> {tf.aliasing_output = 37 : i32}, %arg41: tensor<32xf32> {tf.aliasing_output = 38 : i32}, %arg42: tensor<32xf32> {tf.aliasing_output = 39 : i32}, %arg43: tensor<32xf32> {tf.aliasing_output = 40 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) {
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
    %c = stablehlo.constant dense<[[[[true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false]], [[true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false]], [[true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false]], [[true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false]]], [[[true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false]], [[true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false]], [[true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false]], [[true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false]]]]> : tensor<2x4x8x8xi1>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %c_11 = stablehlo.constant dense<[[[[false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true]], [[false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true]], [[false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true]], [[false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true]]], [[[false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true]], [[false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true]], [[false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true]], [[false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true]]]]> : tensor<2x4x8x8xi1>
    %c_12 = stablehlo.constant dense<[[[[true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false]], [[true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false]]], [[[true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false]], [[true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false]]]]> : tensor<2x2x8x8xi1>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x8x8xf32>
    %c_14 = stablehlo.constant dense<[[[[false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true]], [[false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true]]], [[[false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true]], [[false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true]]]]> : tensor<2x2x8x8xi1>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_17 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_18 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x1xf32>
    %cst_19 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x1xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_21 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_24 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_25 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_26 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_27 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_28 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_30 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_31 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_32 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_33 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_34 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_35 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_36 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_37 = stablehlo.constant dense<9.99999974E-6> : tensor<2x8x1xf32>
    %cst_38 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_39 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %c_40 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_41 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_42 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_43 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_44 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg1, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.power %4, %cst_39 : tensor<2x8x32xf32>
    %7 = stablehlo.reduce(%6 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %8 = stablehlo.multiply %7, %cst_38 : tensor<2x8xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %10 = stablehlo.add %9, %cst_37 : tensor<2x8x1xf32>
    %11 = stablehlo.rsqrt %10 : tensor<2x8x1xf32>
    %12 = stablehlo.reshape %11 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %14 = stablehlo.multiply %4, %13 : tensor<2x8x32xf32>
    %15 = stablehlo.multiply %5, %14 : tensor<2x8x32xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %17 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %18 = stablehlo.dot_general %16, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %19 = stablehlo.reshape %18 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %20 = stablehlo.transpose %19, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %21 = stablehlo.broadcast_in_dim %cst_36, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %22 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
    %23 = stablehlo.multiply %21, %22 : tensor<1x8x4xf32>
    %24 = stablehlo.concatenate %23, %23, dim = 2 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %25 = stablehlo.cosine %24 : tensor<1x8x8xf32>
    %26 = stablehlo.reshape %25 : (tensor<1x8x8xf32>) -> tensor<1x1x8x8xf32>
    %27 = stablehlo.slice %26 [0:1, 0:1, 0:8, 0:4] : (tensor<1x1x8x8xf32>) -> tensor<1x1x8x4xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2, 3] : (tensor<1x1x8x4xf32>) -> tensor<1x1x8x4x2xf32>
    %29 = stablehlo.reshape %28 : (tensor<1x1x8x4x2xf32>) -> tensor<8x8xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %31 = stablehlo.multiply %20, %30 : tensor<2x4x8x8xf32>
    %32 = stablehlo.slice %20 [0:2, 0:4, 0:8, 1:8:2] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %33 = stablehlo.negate %32 : tensor<2x4x8x4xf32>
    %34 = stablehlo.reshape %33 : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x4x1xf32>
    %35 = stablehlo.slice %20 [0:2, 0:4, 0:8, 0:8:2] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %36 = stablehlo.reshape %35 : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x4x1xf32>
    %37 = stablehlo.concatenate %34, %36, dim = 4 : (tensor<2x4x8x4x1xf32>, tensor<2x4x8x4x1xf32>) -> tensor<2x4x8x4x2xf32>
    %38 = stablehlo.reshape %37 : (tensor<2x4x8x4x2xf32>) -> tensor<2x4x8x8xf32>
    %39 = stablehlo.sine %24 : tensor<1x8x8xf32>
    %40 = stablehlo.reshape %39 : (tensor<1x8x8xf32>) -> tensor<1x1x8x8xf32>
    %41 = stablehlo.slice %40 [0:1, 0:1, 0:8, 0:4] : (tensor<1x1x8x8xf32>) -> tensor<1x1x8x4xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<1x1x8x4xf32>) -> tensor<1x1x8x4x2xf32>
    %43 = stablehlo.reshape %42 : (tensor<1x1x8x4x2xf32>) -> tensor<8x8xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %45 = stablehlo.multiply %38, %44 : tensor<2x4x8x8xf32>
    %46 = stablehlo.add %31, %45 : tensor<2x4x8x8xf32>
    %47 = stablehlo.multiply %46, %cst_35 : tensor<2x4x8x8xf32>
    %48 = stablehlo.reshape %47 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %49 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %50 = stablehlo.dot_general %16, %49, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %51 = stablehlo.reshape %50 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %52 = stablehlo.transpose %51, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %53 = stablehlo.broadcast_in_dim %29, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %54 = stablehlo.multiply %52, %53 : tensor<2x2x8x8xf32>
    %55 = stablehlo.slice %52 [0:2, 0:2, 0:8, 1:8:2] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %56 = stablehlo.negate %55 : tensor<2x2x8x4xf32>
    %57 = stablehlo.reshape %56 : (tensor<2x2x8x4xf32>) -> tensor<2x2x8x4x1xf32>
    %58 = stablehlo.slice %52 [0:2, 0:2, 0:8, 0:8:2] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %59 = stablehlo.reshape %58 : (tensor<2x2x8x4xf32>) -> tensor<2x2x8x4x1xf32>
    %60 = stablehlo.concatenate %57, %59, dim = 4 : (tensor<2x2x8x4x1xf32>, tensor<2x2x8x4x1xf32>) -> tensor<2x2x8x4x2xf32>
    %61 = stablehlo.reshape %60 : (tensor<2x2x8x4x2xf32>) -> tensor<2x2x8x8xf32>
    %62 = stablehlo.broadcast_in_dim %43, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %63 = stablehlo.multiply %61, %62 : tensor<2x2x8x8xf32>
    %64 = stablehlo.add %54, %63 : tensor<2x2x8x8xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %66 = stablehlo.reshape %65 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %67 = stablehlo.transpose %66, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %68 = stablehlo.multiply %67, %cst_35 : tensor<2x4x8x8xf32>
    %69 = stablehlo.reshape %68 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %70 = stablehlo.dot_general %48, %69, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %71 = stablehlo.reshape %70 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %72 = stablehlo.convert %arg12 : (tensor<i1>) -> tensor<ui8>
    %73 = stablehlo.broadcast_in_dim %72, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %74 = stablehlo.broadcast_in_dim %c_34, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %75 = stablehlo.broadcast_in_dim %c_34, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %76 = stablehlo.compare  LE, %74, %75 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %77 = stablehlo.convert %76 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %78 = stablehlo.and %73, %77 : tensor<1x1x8x8xui8>
    %79 = stablehlo.compare  NE, %78, %c_44 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %80 = stablehlo.convert %79 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %81 = stablehlo.reshape %80 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %82 = stablehlo.broadcast_in_dim %81, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %83 = stablehlo.compare  NE, %arg11, %c_43 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %84 = stablehlo.broadcast_in_dim %c_33, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %85 = stablehlo.compare  LT, %84, %c_32 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %86 = stablehlo.add %84, %c_31 : tensor<2x1x1x8xi64>
    %87 = stablehlo.select %85, %86, %84 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %88 = stablehlo.reshape %87 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %89 = stablehlo.broadcast_in_dim %c_34, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %90 = stablehlo.compare  LT, %89, %c_32 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %91 = stablehlo.add %89, %c_30 : tensor<2x1x1x8xi64>
    %92 = stablehlo.select %90, %91, %89 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %93 = stablehlo.reshape %92 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %94 = stablehlo.concatenate %88, %93, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %95 = "stablehlo.gather"(%83, %94) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %96 = stablehlo.convert %95 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %97 = stablehlo.reshape %96 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %99 = stablehlo.and %82, %98 : tensor<2x1x8x8xui8>
    %100 = stablehlo.compare  NE, %99, %c_42 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %101 = stablehlo.select %100, %cst_29, %cst_28 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %102 = stablehlo.reshape %101 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %104 = stablehlo.add %71, %103 : tensor<2x4x8x8xf32>
    %105 = stablehlo.reduce(%104 init: %cst_41) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %107 = stablehlo.subtract %104, %106 : tensor<2x4x8x8xf32>
    %108 = stablehlo.exponential %107 : tensor<2x4x8x8xf32>
    %109 = stablehlo.reduce(%108 init: %cst_45) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %111 = stablehlo.divide %108, %110 : tensor<2x4x8x8xf32>
    %112 = stablehlo.reshape %111 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %113 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %114 = stablehlo.dot_general %16, %113, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %115 = stablehlo.reshape %114 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %116 = stablehlo.transpose %115, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %118 = stablehlo.reshape %117 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %119 = stablehlo.dot_general %112, %118, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %120 = stablehlo.reshape %119 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %121 = stablehlo.transpose %120, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %122 = stablehlo.reshape %121 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %123 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %124 = stablehlo.dot_general %122, %123, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %125 = stablehlo.reshape %124 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %126 = stablehlo.add %4, %125 : tensor<2x8x32xf32>
    %127 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %128 = stablehlo.power %126, %cst_39 : tensor<2x8x32xf32>
    %129 = stablehlo.reduce(%128 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %130 = stablehlo.multiply %129, %cst_38 : tensor<2x8xf32>
    %131 = stablehlo.reshape %130 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %132 = stablehlo.add %131, %cst_37 : tensor<2x8x1xf32>
    %133 = stablehlo.rsqrt %132 : tensor<2x8x1xf32>
    %134 = stablehlo.reshape %133 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %136 = stablehlo.multiply %126, %135 : tensor<2x8x32xf32>
    %137 = stablehlo.multiply %127, %136 : tensor<2x8x32xf32>
    %138 = stablehlo.reshape %137 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %139 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %140 = stablehlo.dot_general %138, %139, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %141 = stablehlo.reshape %140 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %142 = stablehlo.logistic %141 : tensor<2x8x64xf32>
    %143 = stablehlo.multiply %141, %142 : tensor<2x8x64xf32>
    %144 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %145 = stablehlo.dot_general %138, %144, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %146 = stablehlo.reshape %145 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %147 = stablehlo.multiply %143, %146 : tensor<2x8x64xf32>
    %148 = stablehlo.reshape %147 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %149 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %150 = stablehlo.dot_general %148, %149, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %151 = stablehlo.reshape %150 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %152 = stablehlo.add %126, %151 : tensor<2x8x32xf32>
    %153 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %154 = stablehlo.power %152, %cst_39 : tensor<2x8x32xf32>
    %155 = stablehlo.reduce(%154 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %156 = stablehlo.multiply %155, %cst_38 : tensor<2x8xf32>
    %157 = stablehlo.reshape %156 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %158 = stablehlo.add %157, %cst_37 : tensor<2x8x1xf32>
    %159 = stablehlo.rsqrt %158 : tensor<2x8x1xf32>
    %160 = stablehlo.reshape %159 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %162 = stablehlo.multiply %152, %161 : tensor<2x8x32xf32>
    %163 = stablehlo.multiply %153, %162 : tensor<2x8x32xf32>
    %164 = stablehlo.reshape %163 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %165 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %166 = stablehlo.dot_general %164, %165, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %167 = stablehlo.reshape %166 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %168 = stablehlo.transpose %167, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %169 = stablehlo.multiply %168, %30 : tensor<2x4x8x8xf32>
    %170 = stablehlo.slice %168 [0:2, 0:4, 0:8, 1:8:2] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %171 = stablehlo.negate %170 : tensor<2x4x8x4xf32>
    %172 = stablehlo.reshape %171 : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x4x1xf32>
    %173 = stablehlo.slice %168 [0:2, 0:4, 0:8, 0:8:2] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %174 = stablehlo.reshape %173 : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x4x1xf32>
    %175 = stablehlo.concatenate %172, %174, dim = 4 : (tensor<2x4x8x4x1xf32>, tensor<2x4x8x4x1xf32>) -> tensor<2x4x8x4x2xf32>
    %176 = stablehlo.reshape %175 : (tensor<2x4x8x4x2xf32>) -> tensor<2x4x8x8xf32>
    %177 = stablehlo.multiply %176, %44 : tensor<2x4x8x8xf32>
    %178 = stablehlo.add %169, %177 : tensor<2x4x8x8xf32>
    %179 = stablehlo.multiply %178, %cst_35 : tensor<2x4x8x8xf32>
    %180 = stablehlo.reshape %179 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %181 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %182 = stablehlo.dot_general %164, %181, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %183 = stablehlo.reshape %182 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %184 = stablehlo.transpose %183, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %185 = stablehlo.multiply %184, %53 : tensor<2x2x8x8xf32>
    %186 = stablehlo.slice %184 [0:2, 0:2, 0:8, 1:8:2] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %187 = stablehlo.negate %186 : tensor<2x2x8x4xf32>
    %188 = stablehlo.reshape %187 : (tensor<2x2x8x4xf32>) -> tensor<2x2x8x4x1xf32>
    %189 = stablehlo.slice %184 [0:2, 0:2, 0:8, 0:8:2] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %190 = stablehlo.reshape %189 : (tensor<2x2x8x4xf32>) -> tensor<2x2x8x4x1xf32>
    %191 = stablehlo.concatenate %188, %190, dim = 4 : (tensor<2x2x8x4x1xf32>, tensor<2x2x8x4x1xf32>) -> tensor<2x2x8x4x2xf32>
    %192 = stablehlo.reshape %191 : (tensor<2x2x8x4x2xf32>) -> tensor<2x2x8x8xf32>
    %193 = stablehlo.multiply %192, %62 : tensor<2x2x8x8xf32>
    %194 = stablehlo.add %185, %193 : tensor<2x2x8x8xf32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %196 = stablehlo.reshape %195 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %197 = stablehlo.transpose %196, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %198 = stablehlo.multiply %197, %cst_35 : tensor<2x4x8x8xf32>
    %199 = stablehlo.reshape %198 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %200 = stablehlo.dot_general %180, %199, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %201 = stablehlo.reshape %200 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %202 = stablehlo.add %201, %103 : tensor<2x4x8x8xf32>
    %203 = stablehlo.reduce(%202 init: %cst_41) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %205 = stablehlo.subtract %202, %204 : tensor<2x4x8x8xf32>
    %206 = stablehlo.exponential %205 : tensor<2x4x8x8xf32>
    %207 = stablehlo.reduce(%206 init: %cst_45) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %209 = stablehlo.divide %206, %208 : tensor<2x4x8x8xf32>
    %210 = stablehlo.reshape %209 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %211 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %212 = stablehlo.dot_general %164, %211, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %213 = stablehlo.reshape %212 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %214 = stablehlo.transpose %213, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %216 = stablehlo.reshape %215 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %217 = stablehlo.dot_general %210, %216, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %218 = stablehlo.reshape %217 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %219 = stablehlo.transpose %218, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %220 = stablehlo.reshape %219 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %221 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %222 = stablehlo.dot_general %220, %221, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %223 = stablehlo.reshape %222 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %224 = stablehlo.add %152, %223 : tensor<2x8x32xf32>
    %225 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %226 = stablehlo.power %224, %cst_39 : tensor<2x8x32xf32>
    %227 = stablehlo.reduce(%226 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %228 = stablehlo.multiply %227, %cst_38 : tensor<2x8xf32>
    %229 = stablehlo.reshape %228 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %230 = stablehlo.add %229, %cst_37 : tensor<2x8x1xf32>
    %231 = stablehlo.rsqrt %230 : tensor<2x8x1xf32>
    %232 = stablehlo.reshape %231 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %233 = stablehlo.broadcast_in_dim %232, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %234 = stablehlo.multiply %224, %233 : tensor<2x8x32xf32>
    %235 = stablehlo.multiply %225, %234 : tensor<2x8x32xf32>
    %236 = stablehlo.reshape %235 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %237 = stablehlo.transpose %arg22, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %238 = stablehlo.dot_general %236, %237, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %239 = stablehlo.reshape %238 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %240 = stablehlo.logistic %239 : tensor<2x8x64xf32>
    %241 = stablehlo.multiply %239, %240 : tensor<2x8x64xf32>
    %242 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %243 = stablehlo.dot_general %236, %242, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %244 = stablehlo.reshape %243 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %245 = stablehlo.multiply %241, %244 : tensor<2x8x64xf32>
    %246 = stablehlo.reshape %245 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %247 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %248 = stablehlo.dot_general %246, %247, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %249 = stablehlo.reshape %248 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %250 = stablehlo.add %224, %249 : tensor<2x8x32xf32>
    %251 = stablehlo.power %250, %cst_39 : tensor<2x8x32xf32>
    %252 = stablehlo.reduce(%251 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %253 = stablehlo.multiply %252, %cst_38 : tensor<2x8xf32>
    %254 = stablehlo.reshape %253 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %255 = stablehlo.add %254, %cst_37 : tensor<2x8x1xf32>
    %256 = stablehlo.rsqrt %255 : tensor<2x8x1xf32>
    %257 = stablehlo.reshape %256 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %258 = stablehlo.broadcast_in_dim %257, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %259 = stablehlo.multiply %250, %258 : tensor<2x8x32xf32>
    %260 = stablehlo.multiply %0, %259 : tensor<2x8x32xf32>
    %261 = stablehlo.reshape %260 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %262 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %263 = stablehlo.dot_general %261, %262, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %264 = stablehlo.reshape %263 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %265 = stablehlo.slice %264 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %266 = stablehlo.reduce(%265 init: %cst_41) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %268 = stablehlo.subtract %265, %267 : tensor<2x7x128xf32>
    %269 = stablehlo.exponential %268 : tensor<2x7x128xf32>
    %270 = stablehlo.reduce(%269 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %271 = stablehlo.log %270 : tensor<2x7xf32>
    %272 = stablehlo.broadcast_in_dim %271, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %273 = stablehlo.subtract %268, %272 : tensor<2x7x128xf32>
    %274 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %275 = stablehlo.broadcast_in_dim %274, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %276 = stablehlo.broadcast_in_dim %c_40, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %277 = stablehlo.compare  EQ, %275, %276 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %278 = stablehlo.convert %277 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %279 = stablehlo.convert %278 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %280 = stablehlo.multiply %273, %279 : tensor<2x7x128xf32>
    %281 = stablehlo.reduce(%280 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %282 = stablehlo.reduce(%281 init: %cst_45) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %283 = stablehlo.multiply %282, %cst_27 : tensor<f32>
    %284 = stablehlo.negate %283 : tensor<f32>
    %285 = stablehlo.multiply %arg24, %cst_26 : tensor<128x32xf32>
    %286 = stablehlo.multiply %279, %cst_24 : tensor<2x7x128xf32>
    %287 = stablehlo.exponential %273 : tensor<2x7x128xf32>
    %288 = stablehlo.reduce(%286 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %289 = stablehlo.broadcast_in_dim %288, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %290 = stablehlo.multiply %287, %289 : tensor<2x7x128xf32>
    %291 = stablehlo.subtract %286, %290 : tensor<2x7x128xf32>
    %292 = stablehlo.pad %291, %cst_45, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %293 = stablehlo.select %c_25, %292, %cst_23 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %294 = stablehlo.reshape %293 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %295 = stablehlo.transpose %294, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %296 = stablehlo.dot_general %295, %261, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %297 = stablehlo.compare  LT, %arg0, %c_43 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %298 = stablehlo.add %arg0, %c_21 : tensor<2x8xi64>
    %299 = stablehlo.select %297, %298, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %300 = stablehlo.reshape %299 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %301 = stablehlo.compare  EQ, %arg0, %c_43 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %302 = stablehlo.broadcast_in_dim %301, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %303 = stablehlo.dot_general %294, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %304 = stablehlo.reshape %303 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %305 = stablehlo.multiply %304, %0 : tensor<2x8x32xf32>
    %306 = stablehlo.multiply %305, %258 : tensor<2x8x32xf32>
    %307 = stablehlo.multiply %305, %250 : tensor<2x8x32xf32>
    %308 = stablehlo.reduce(%307 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %309 = stablehlo.reshape %308 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %310 = stablehlo.multiply %309, %cst_19 : tensor<2x8x1xf32>
    %311 = stablehlo.power %256, %cst_18 : tensor<2x8x1xf32>
    %312 = stablehlo.multiply %310, %311 : tensor<2x8x1xf32>
    %313 = stablehlo.reshape %312 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %314 = stablehlo.broadcast_in_dim %313, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %315 = stablehlo.divide %314, %cst_17 : tensor<2x8x32xf32>
    %316 = stablehlo.power %250, %cst_16 : tensor<2x8x32xf32>
    %317 = stablehlo.multiply %316, %cst_39 : tensor<2x8x32xf32>
    %318 = stablehlo.multiply %315, %317 : tensor<2x8x32xf32>
    %319 = stablehlo.add %306, %318 : tensor<2x8x32xf32>
    %320 = stablehlo.reshape %319 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %321 = stablehlo.dot_general %320, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %322 = stablehlo.reshape %321 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %323 = stablehlo.multiply %322, %241 : tensor<2x8x64xf32>
    %324 = stablehlo.reshape %323 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %325 = stablehlo.dot_general %324, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %326 = stablehlo.reshape %325 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %327 = stablehlo.multiply %322, %244 : tensor<2x8x64xf32>
    %328 = stablehlo.subtract %cst_15, %240 : tensor<2x8x64xf32>
    %329 = stablehlo.multiply %239, %328 : tensor<2x8x64xf32>
    %330 = stablehlo.add %329, %cst_15 : tensor<2x8x64xf32>
    %331 = stablehlo.multiply %240, %330 : tensor<2x8x64xf32>
    %332 = stablehlo.multiply %327, %331 : tensor<2x8x64xf32>
    %333 = stablehlo.reshape %332 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %334 = stablehlo.dot_general %333, %arg22, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %335 = stablehlo.reshape %334 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %336 = stablehlo.add %326, %335 : tensor<2x8x32xf32>
    %337 = stablehlo.multiply %336, %225 : tensor<2x8x32xf32>
    %338 = stablehlo.multiply %337, %233 : tensor<2x8x32xf32>
    %339 = stablehlo.add %319, %338 : tensor<2x8x32xf32>
    %340 = stablehlo.multiply %337, %224 : tensor<2x8x32xf32>
    %341 = stablehlo.reduce(%340 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %342 = stablehlo.reshape %341 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %343 = stablehlo.multiply %342, %cst_19 : tensor<2x8x1xf32>
    %344 = stablehlo.power %231, %cst_18 : tensor<2x8x1xf32>
    %345 = stablehlo.multiply %343, %344 : tensor<2x8x1xf32>
    %346 = stablehlo.reshape %345 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %347 = stablehlo.broadcast_in_dim %346, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %348 = stablehlo.divide %347, %cst_17 : tensor<2x8x32xf32>
    %349 = stablehlo.power %224, %cst_16 : tensor<2x8x32xf32>
    %350 = stablehlo.multiply %349, %cst_39 : tensor<2x8x32xf32>
    %351 = stablehlo.multiply %348, %350 : tensor<2x8x32xf32>
    %352 = stablehlo.add %339, %351 : tensor<2x8x32xf32>
    %353 = stablehlo.transpose %210, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %354 = stablehlo.reshape %352 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %355 = stablehlo.dot_general %354, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %356 = stablehlo.reshape %355 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %357 = stablehlo.transpose %356, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %358 = stablehlo.reshape %357 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %359 = stablehlo.dot_general %353, %358, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %360 = stablehlo.reshape %359 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %361 = stablehlo.reduce(%360 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %362 = stablehlo.transpose %361, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %363 = stablehlo.reshape %362 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %364 = stablehlo.dot_general %363, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %365 = stablehlo.reshape %364 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %366 = stablehlo.transpose %180, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %367 = stablehlo.transpose %216, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %368 = stablehlo.dot_general %358, %367, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %369 = stablehlo.reshape %368 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %370 = stablehlo.multiply %369, %209 : tensor<2x4x8x8xf32>
    %371 = stablehlo.reduce(%370 init: %cst_45) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %372 = stablehlo.broadcast_in_dim %371, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %373 = stablehlo.multiply %209, %372 : tensor<2x4x8x8xf32>
    %374 = stablehlo.subtract %370, %373 : tensor<2x4x8x8xf32>
    %375 = stablehlo.reshape %374 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %376 = stablehlo.dot_general %366, %375, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %377 = stablehlo.reshape %376 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %378 = stablehlo.multiply %377, %cst_35 : tensor<2x4x8x8xf32>
    %379 = stablehlo.transpose %378, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %380 = stablehlo.reshape %379 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %381 = stablehlo.reduce(%380 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %382 = stablehlo.multiply %381, %62 : tensor<2x2x8x8xf32>
    %383 = stablehlo.reshape %382 : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4x2xf32>
    %384 = stablehlo.slice %383 [0:2, 0:2, 0:8, 0:4, 0:1] : (tensor<2x2x8x4x2xf32>) -> tensor<2x2x8x4x1xf32>
    %385 = stablehlo.reshape %384 : (tensor<2x2x8x4x1xf32>) -> tensor<2x2x8x4xf32>
    %386 = stablehlo.negate %385 : tensor<2x2x8x4xf32>
    %387 = stablehlo.pad %386, %cst_45, low = [0, 0, 0, 1], high = [0, 0, 0, 0], interior = [0, 0, 0, 1] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %388 = stablehlo.select %c_14, %387, %cst_13 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %389 = stablehlo.slice %383 [0:2, 0:2, 0:8, 0:4, 1:2] : (tensor<2x2x8x4x2xf32>) -> tensor<2x2x8x4x1xf32>
    %390 = stablehlo.reshape %389 : (tensor<2x2x8x4x1xf32>) -> tensor<2x2x8x4xf32>
    %391 = stablehlo.pad %390, %cst_45, low = [0, 0, 0, 0], high = [0, 0, 0, 1], interior = [0, 0, 0, 1] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %392 = stablehlo.select %c_12, %391, %cst_13 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %393 = stablehlo.add %388, %392 : tensor<2x2x8x8xf32>
    %394 = stablehlo.multiply %381, %53 : tensor<2x2x8x8xf32>
    %395 = stablehlo.add %393, %394 : tensor<2x2x8x8xf32>
    %396 = stablehlo.transpose %395, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %397 = stablehlo.reshape %396 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %398 = stablehlo.dot_general %397, %arg19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %399 = stablehlo.reshape %398 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %400 = stablehlo.add %365, %399 : tensor<2x8x32xf32>
    %401 = stablehlo.transpose %199, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %402 = stablehlo.dot_general %375, %401, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %403 = stablehlo.reshape %402 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %404 = stablehlo.multiply %403, %cst_35 : tensor<2x4x8x8xf32>
    %405 = stablehlo.multiply %404, %44 : tensor<2x4x8x8xf32>
    %406 = stablehlo.reshape %405 : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4x2xf32>
    %407 = stablehlo.slice %406 [0:2, 0:4, 0:8, 0:4, 0:1] : (tensor<2x4x8x4x2xf32>) -> tensor<2x4x8x4x1xf32>
    %408 = stablehlo.reshape %407 : (tensor<2x4x8x4x1xf32>) -> tensor<2x4x8x4xf32>
    %409 = stablehlo.negate %408 : tensor<2x4x8x4xf32>
    %410 = stablehlo.pad %409, %cst_45, low = [0, 0, 0, 1], high = [0, 0, 0, 0], interior = [0, 0, 0, 1] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %411 = stablehlo.select %c_11, %410, %cst_10 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %412 = stablehlo.slice %406 [0:2, 0:4, 0:8, 0:4, 1:2] : (tensor<2x4x8x4x2xf32>) -> tensor<2x4x8x4x1xf32>
    %413 = stablehlo.reshape %412 : (tensor<2x4x8x4x1xf32>) -> tensor<2x4x8x4xf32>
    %414 = stablehlo.pad %413, %cst_45, low = [0, 0, 0, 0], high = [0, 0, 0, 1], interior = [0, 0, 0, 1] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %415 = stablehlo.select %c, %414, %cst_10 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %416 = stablehlo.add %411, %415 : tensor<2x4x8x8xf32>
    %417 = stablehlo.multiply %404, %30 : tensor<2x4x8x8xf32>
    %418 = stablehlo.add %416, %417 : tensor<2x4x8x8xf32>
    %419 = stablehlo.transpose %418, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %420 = stablehlo.reshape %419 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %421 = stablehlo.dot_general %420, %arg20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %422 = stablehlo.reshape %421 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %423 = stablehlo.add %400, %422 : tensor<2x8x32xf32>
    %424 = stablehlo.multiply %423, %153 : tensor<2x8x32xf32>
    %425 = stablehlo.multiply %424, %161 : tensor<2x8x32xf32>
    %426 = stablehlo.add %352, %425 : tensor<2x8x32xf32>
    %427 = stablehlo.multiply %424, %152 : tensor<2x8x32xf32>
    %428 = stablehlo.reduce(%427 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %429 = stablehlo.reshape %428 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %430 = stablehlo.multiply %429, %cst_19 : tensor<2x8x1xf32>
    %431 = stablehlo.power %159, %cst_18 : tensor<2x8x1xf32>
    %432 = stablehlo.multiply %430, %431 : tensor<2x8x1xf32>
    %433 = stablehlo.reshape %432 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %434 = stablehlo.broadcast_in_dim %433, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %435 = stablehlo.divide %434, %cst_17 : tensor<2x8x32xf32>
    %436 = stablehlo.power %152, %cst_16 : tensor<2x8x32xf32>
    %437 = stablehlo.multiply %436, %cst_39 : tensor<2x8x32xf32>
    %438 = stablehlo.multiply %435, %437 : tensor<2x8x32xf32>
    %439 = stablehlo.add %426, %438 : tensor<2x8x32xf32>
    %440 = stablehlo.reshape %439 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %441 = stablehlo.dot_general %440, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %442 = stablehlo.reshape %441 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %443 = stablehlo.multiply %442, %143 : tensor<2x8x64xf32>
    %444 = stablehlo.reshape %443 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %445 = stablehlo.dot_general %444, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %446 = stablehlo.reshape %445 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %447 = stablehlo.multiply %442, %146 : tensor<2x8x64xf32>
    %448 = stablehlo.subtract %cst_15, %142 : tensor<2x8x64xf32>
    %449 = stablehlo.multiply %141, %448 : tensor<2x8x64xf32>
    %450 = stablehlo.add %449, %cst_15 : tensor<2x8x64xf32>
    %451 = stablehlo.multiply %142, %450 : tensor<2x8x64xf32>
    %452 = stablehlo.multiply %447, %451 : tensor<2x8x64xf32>
    %453 = stablehlo.reshape %452 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %454 = stablehlo.dot_general %453, %arg17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %455 = stablehlo.reshape %454 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %456 = stablehlo.add %446, %455 : tensor<2x8x32xf32>
    %457 = stablehlo.multiply %456, %127 : tensor<2x8x32xf32>
    %458 = stablehlo.multiply %457, %135 : tensor<2x8x32xf32>
    %459 = stablehlo.add %439, %458 : tensor<2x8x32xf32>
    %460 = stablehlo.multiply %457, %126 : tensor<2x8x32xf32>
    %461 = stablehlo.reduce(%460 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %462 = stablehlo.reshape %461 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %463 = stablehlo.multiply %462, %cst_19 : tensor<2x8x1xf32>
    %464 = stablehlo.power %133, %cst_18 : tensor<2x8x1xf32>
    %465 = stablehlo.multiply %463, %464 : tensor<2x8x1xf32>
    %466 = stablehlo.reshape %465 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %467 = stablehlo.broadcast_in_dim %466, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %468 = stablehlo.divide %467, %cst_17 : tensor<2x8x32xf32>
    %469 = stablehlo.power %126, %cst_16 : tensor<2x8x32xf32>
    %470 = stablehlo.multiply %469, %cst_39 : tensor<2x8x32xf32>
    %471 = stablehlo.multiply %468, %470 : tensor<2x8x32xf32>
    %472 = stablehlo.add %459, %471 : tensor<2x8x32xf32>
    %473 = stablehlo.transpose %112, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %474 = stablehlo.reshape %472 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %475 = stablehlo.dot_general %474, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %476 = stablehlo.reshape %475 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %477 = stablehlo.transpose %476, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %478 = stablehlo.reshape %477 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %479 = stablehlo.dot_general %473, %478, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %480 = stablehlo.reshape %479 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %481 = stablehlo.reduce(%480 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %482 = stablehlo.transpose %481, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %483 = stablehlo.reshape %482 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %484 = stablehlo.dot_general %483, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %485 = stablehlo.reshape %484 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %486 = stablehlo.transpose %48, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %487 = stablehlo.transpose %118, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %488 = stablehlo.dot_general %478, %487, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %489 = stablehlo.reshape %488 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %490 = stablehlo.multiply %489, %111 : tensor<2x4x8x8xf32>
    %491 = stablehlo.reduce(%490 init: %cst_45) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %492 = stablehlo.broadcast_in_dim %491, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %493 = stablehlo.multiply %111, %492 : tensor<2x4x8x8xf32>
    %494 = stablehlo.subtract %490, %493 : tensor<2x4x8x8xf32>
    %495 = stablehlo.reshape %494 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %496 = stablehlo.dot_general %486, %495, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %497 = stablehlo.reshape %496 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %498 = stablehlo.multiply %497, %cst_35 : tensor<2x4x8x8xf32>
    %499 = stablehlo.transpose %498, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %500 = stablehlo.reshape %499 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %501 = stablehlo.reduce(%500 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %502 = stablehlo.multiply %501, %62 : tensor<2x2x8x8xf32>
    %503 = stablehlo.reshape %502 : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4x2xf32>
    %504 = stablehlo.slice %503 [0:2, 0:2, 0:8, 0:4, 0:1] : (tensor<2x2x8x4x2xf32>) -> tensor<2x2x8x4x1xf32>
    %505 = stablehlo.reshape %504 : (tensor<2x2x8x4x1xf32>) -> tensor<2x2x8x4xf32>
    %506 = stablehlo.negate %505 : tensor<2x2x8x4xf32>
    %507 = stablehlo.pad %506, %cst_45, low = [0, 0, 0, 1], high = [0, 0, 0, 0], interior = [0, 0, 0, 1] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %508 = stablehlo.select %c_14, %507, %cst_13 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %509 = stablehlo.slice %503 [0:2, 0:2, 0:8, 0:4, 1:2] : (tensor<2x2x8x4x2xf32>) -> tensor<2x2x8x4x1xf32>
    %510 = stablehlo.reshape %509 : (tensor<2x2x8x4x1xf32>) -> tensor<2x2x8x4xf32>
    %511 = stablehlo.pad %510, %cst_45, low = [0, 0, 0, 0], high = [0, 0, 0, 1], interior = [0, 0, 0, 1] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %512 = stablehlo.select %c_12, %511, %cst_13 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %513 = stablehlo.add %508, %512 : tensor<2x2x8x8xf32>
    %514 = stablehlo.multiply %501, %53 : tensor<2x2x8x8xf32>
    %515 = stablehlo.add %513, %514 : tensor<2x2x8x8xf32>
    %516 = stablehlo.transpose %515, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %517 = stablehlo.reshape %516 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %518 = stablehlo.dot_general %517, %arg14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %519 = stablehlo.reshape %518 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %520 = stablehlo.add %485, %519 : tensor<2x8x32xf32>
    %521 = stablehlo.transpose %69, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %522 = stablehlo.dot_general %495, %521, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %523 = stablehlo.reshape %522 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %524 = stablehlo.multiply %523, %cst_35 : tensor<2x4x8x8xf32>
    %525 = stablehlo.multiply %524, %44 : tensor<2x4x8x8xf32>
    %526 = stablehlo.reshape %525 : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4x2xf32>
    %527 = stablehlo.slice %526 [0:2, 0:4, 0:8, 0:4, 0:1] : (tensor<2x4x8x4x2xf32>) -> tensor<2x4x8x4x1xf32>
    %528 = stablehlo.reshape %527 : (tensor<2x4x8x4x1xf32>) -> tensor<2x4x8x4xf32>
    %529 = stablehlo.negate %528 : tensor<2x4x8x4xf32>
    %530 = stablehlo.pad %529, %cst_45, low = [0, 0, 0, 1], high = [0, 0, 0, 0], interior = [0, 0, 0, 1] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %531 = stablehlo.select %c_11, %530, %cst_10 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %532 = stablehlo.slice %526 [0:2, 0:4, 0:8, 0:4, 1:2] : (tensor<2x4x8x4x2xf32>) -> tensor<2x4x8x4x1xf32>
    %533 = stablehlo.reshape %532 : (tensor<2x4x8x4x1xf32>) -> tensor<2x4x8x4xf32>
    %534 = stablehlo.pad %533, %cst_45, low = [0, 0, 0, 0], high = [0, 0, 0, 1], interior = [0, 0, 0, 1] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %535 = stablehlo.select %c, %534, %cst_10 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %536 = stablehlo.add %531, %535 : tensor<2x4x8x8xf32>
    %537 = stablehlo.multiply %524, %30 : tensor<2x4x8x8xf32>
    %538 = stablehlo.add %536, %537 : tensor<2x4x8x8xf32>
    %539 = stablehlo.transpose %538, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %540 = stablehlo.reshape %539 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %541 = stablehlo.dot_general %540, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %542 = stablehlo.reshape %541 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %543 = stablehlo.add %520, %542 : tensor<2x8x32xf32>
    %544 = stablehlo.multiply %543, %5 : tensor<2x8x32xf32>
    %545 = stablehlo.multiply %544, %13 : tensor<2x8x32xf32>
    %546 = stablehlo.add %472, %545 : tensor<2x8x32xf32>
    %547 = stablehlo.multiply %544, %4 : tensor<2x8x32xf32>
    %548 = stablehlo.reduce(%547 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %549 = stablehlo.reshape %548 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %550 = stablehlo.multiply %549, %cst_19 : tensor<2x8x1xf32>
    %551 = stablehlo.power %11, %cst_18 : tensor<2x8x1xf32>
    %552 = stablehlo.multiply %550, %551 : tensor<2x8x1xf32>
    %553 = stablehlo.reshape %552 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %554 = stablehlo.broadcast_in_dim %553, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %555 = stablehlo.divide %554, %cst_17 : tensor<2x8x32xf32>
    %556 = stablehlo.power %4, %cst_16 : tensor<2x8x32xf32>
    %557 = stablehlo.multiply %556, %cst_39 : tensor<2x8x32xf32>
    %558 = stablehlo.multiply %555, %557 : tensor<2x8x32xf32>
    %559 = stablehlo.add %546, %558 : tensor<2x8x32xf32>
    %560 = stablehlo.select %302, %cst_20, %559 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %561 = "stablehlo.scatter"(%cst_22, %300, %560) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %680 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %680 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %562 = stablehlo.add %296, %561 : tensor<128x32xf32>
    %563 = stablehlo.add %285, %562 : tensor<128x32xf32>
    %564 = stablehlo.multiply %563, %cst_9 : tensor<128x32xf32>
    %565 = stablehlo.subtract %arg1, %564 : tensor<128x32xf32>
    %566 = stablehlo.multiply %arg25, %cst_8 : tensor<32x32xf32>
    %567 = stablehlo.transpose %540, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %568 = stablehlo.dot_general %567, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %569 = stablehlo.add %566, %568 : tensor<32x32xf32>
    %570 = stablehlo.multiply %569, %cst_7 : tensor<32x32xf32>
    %571 = stablehlo.subtract %arg15, %570 : tensor<32x32xf32>
    %572 = stablehlo.multiply %arg26, %cst_6 : tensor<16x32xf32>
    %573 = stablehlo.transpose %517, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %574 = stablehlo.dot_general %573, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %575 = stablehlo.add %572, %574 : tensor<16x32xf32>
    %576 = stablehlo.multiply %575, %cst_5 : tensor<16x32xf32>
    %577 = stablehlo.subtract %arg14, %576 : tensor<16x32xf32>
    %578 = stablehlo.multiply %arg27, %cst_6 : tensor<16x32xf32>
    %579 = stablehlo.transpose %483, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %580 = stablehlo.dot_general %579, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %581 = stablehlo.add %578, %580 : tensor<16x32xf32>
    %582 = stablehlo.multiply %581, %cst_5 : tensor<16x32xf32>
    %583 = stablehlo.subtract %arg9, %582 : tensor<16x32xf32>
    %584 = stablehlo.multiply %arg28, %cst_8 : tensor<32x32xf32>
    %585 = stablehlo.transpose %474, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %586 = stablehlo.dot_general %585, %122, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %587 = stablehlo.add %584, %586 : tensor<32x32xf32>
    %588 = stablehlo.multiply %587, %cst_7 : tensor<32x32xf32>
    %589 = stablehlo.subtract %arg8, %588 : tensor<32x32xf32>
    %590 = stablehlo.multiply %arg29, %cst_4 : tensor<64x32xf32>
    %591 = stablehlo.transpose %453, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %592 = stablehlo.dot_general %591, %138, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %593 = stablehlo.add %590, %592 : tensor<64x32xf32>
    %594 = stablehlo.multiply %593, %cst_3 : tensor<64x32xf32>
    %595 = stablehlo.subtract %arg17, %594 : tensor<64x32xf32>
    %596 = stablehlo.multiply %arg30, %cst_4 : tensor<64x32xf32>
    %597 = stablehlo.transpose %444, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %598 = stablehlo.dot_general %597, %138, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %599 = stablehlo.add %596, %598 : tensor<64x32xf32>
    %600 = stablehlo.multiply %599, %cst_3 : tensor<64x32xf32>
    %601 = stablehlo.subtract %arg7, %600 : tensor<64x32xf32>
    %602 = stablehlo.multiply %arg31, %cst_2 : tensor<32x64xf32>
    %603 = stablehlo.transpose %440, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %604 = stablehlo.dot_general %603, %148, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %605 = stablehlo.add %602, %604 : tensor<32x64xf32>
    %606 = stablehlo.multiply %605, %cst_1 : tensor<32x64xf32>
    %607 = stablehlo.subtract %arg6, %606 : tensor<32x64xf32>
    %608 = stablehlo.multiply %arg32, %cst_0 : tensor<32xf32>
    %609 = stablehlo.multiply %543, %14 : tensor<2x8x32xf32>
    %610 = stablehlo.reduce(%609 init: %cst_45) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %611 = stablehlo.add %608, %610 : tensor<32xf32>
    %612 = stablehlo.multiply %611, %cst : tensor<32xf32>
    %613 = stablehlo.subtract %arg10, %612 : tensor<32xf32>
    %614 = stablehlo.multiply %arg33, %cst_0 : tensor<32xf32>
    %615 = stablehlo.multiply %456, %136 : tensor<2x8x32xf32>
    %616 = stablehlo.reduce(%615 init: %cst_45) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %617 = stablehlo.add %614, %616 : tensor<32xf32>
    %618 = stablehlo.multiply %617, %cst : tensor<32xf32>
    %619 = stablehlo.subtract %arg16, %618 : tensor<32xf32>
    %620 = stablehlo.multiply %arg34, %cst_8 : tensor<32x32xf32>
    %621 = stablehlo.transpose %420, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %622 = stablehlo.dot_general %621, %164, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %623 = stablehlo.add %620, %622 : tensor<32x32xf32>
    %624 = stablehlo.multiply %623, %cst_7 : tensor<32x32xf32>
    %625 = stablehlo.subtract %arg20, %624 : tensor<32x32xf32>
    %626 = stablehlo.multiply %arg35, %cst_6 : tensor<16x32xf32>
    %627 = stablehlo.transpose %397, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %628 = stablehlo.dot_general %627, %164, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %629 = stablehlo.add %626, %628 : tensor<16x32xf32>
    %630 = stablehlo.multiply %629, %cst_5 : tensor<16x32xf32>
    %631 = stablehlo.subtract %arg19, %630 : tensor<16x32xf32>
    %632 = stablehlo.multiply %arg36, %cst_6 : tensor<16x32xf32>
    %633 = stablehlo.transpose %363, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %634 = stablehlo.dot_general %633, %164, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %635 = stablehlo.add %632, %634 : tensor<16x32xf32>
    %636 = stablehlo.multiply %635, %cst_5 : tensor<16x32xf32>
    %637 = stablehlo.subtract %arg5, %636 : tensor<16x32xf32>
    %638 = stablehlo.multiply %arg37, %cst_8 : tensor<32x32xf32>
    %639 = stablehlo.transpose %354, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %640 = stablehlo.dot_general %639, %220, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %641 = stablehlo.add %638, %640 : tensor<32x32xf32>
    %642 = stablehlo.multiply %641, %cst_7 : tensor<32x32xf32>
    %643 = stablehlo.subtract %arg4, %642 : tensor<32x32xf32>
    %644 = stablehlo.multiply %arg38, %cst_4 : tensor<64x32xf32>
    %645 = stablehlo.transpose %333, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %646 = stablehlo.dot_general %645, %236, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %647 = stablehlo.add %644, %646 : tensor<64x32xf32>
    %648 = stablehlo.multiply %647, %cst_3 : tensor<64x32xf32>
    %649 = stablehlo.subtract %arg22, %648 : tensor<64x32xf32>
    %650 = stablehlo.multiply %arg39, %cst_4 : tensor<64x32xf32>
    %651 = stablehlo.transpose %324, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %652 = stablehlo.dot_general %651, %236, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %653 = stablehlo.add %650, %652 : tensor<64x32xf32>
    %654 = stablehlo.multiply %653, %cst_3 : tensor<64x32xf32>
    %655 = stablehlo.subtract %arg3, %654 : tensor<64x32xf32>
    %656 = stablehlo.multiply %arg40, %cst_2 : tensor<32x64xf32>
    %657 = stablehlo.transpose %320, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %658 = stablehlo.dot_general %657, %246, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %659 = stablehlo.add %656, %658 : tensor<32x64xf32>
    %660 = stablehlo.multiply %659, %cst_1 : tensor<32x64xf32>
    %661 = stablehlo.subtract %arg2, %660 : tensor<32x64xf32>
    %662 = stablehlo.multiply %arg41, %cst_0 : tensor<32xf32>
    %663 = stablehlo.multiply %423, %162 : tensor<2x8x32xf32>
    %664 = stablehlo.reduce(%663 init: %cst_45) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %665 = stablehlo.add %662, %664 : tensor<32xf32>
    %666 = stablehlo.multiply %665, %cst : tensor<32xf32>
    %667 = stablehlo.subtract %arg18, %666 : tensor<32xf32>
    %668 = stablehlo.multiply %arg42, %cst_0 : tensor<32xf32>
    %669 = stablehlo.multiply %336, %234 : tensor<2x8x32xf32>
    %670 = stablehlo.reduce(%669 init: %cst_45) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %671 = stablehlo.add %668, %670 : tensor<32xf32>
    %672 = stablehlo.multiply %671, %cst : tensor<32xf32>
    %673 = stablehlo.subtract %arg21, %672 : tensor<32xf32>
    %674 = stablehlo.multiply %arg43, %cst_0 : tensor<32xf32>
    %675 = stablehlo.multiply %304, %259 : tensor<2x8x32xf32>
    %676 = stablehlo.reduce(%675 init: %cst_45) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %677 = stablehlo.add %674, %676 : tensor<32xf32>
    %678 = stablehlo.multiply %677, %cst : tensor<32xf32>
    %679 = stablehlo.subtract %arg23, %678 : tensor<32xf32>
    return %284, %565, %571, %577, %583, %589, %595, %601, %607, %613, %619, %625, %631, %637, %643, %649, %655, %661, %667, %673, %679, %563, %569, %575, %581, %587, %593, %599, %605, %611, %617, %623, %629, %635, %641, %647, %653, %659, %665, %671, %677 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  }
}
