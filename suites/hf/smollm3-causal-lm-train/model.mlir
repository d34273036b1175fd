module @IrToHlo.1747 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
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
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_21 = stablehlo.constant dense<1> : tensor<2x8xi64>
    %c_22 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_25 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_26 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
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
    %cst_37 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_38 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x1xf32>
    %cst_39 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_40 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %c_41 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_42 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_43 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_44 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_45 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg1, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.power %4, %cst_40 : tensor<2x8x32xf32>
    %7 = stablehlo.reduce(%6 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %8 = stablehlo.multiply %7, %cst_39 : tensor<2x8xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %10 = stablehlo.add %9, %cst_38 : tensor<2x8x1xf32>
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
    %21 = stablehlo.broadcast_in_dim %cst_37, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %22 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
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
    %38 = stablehlo.multiply %37, %cst_36 : tensor<2x4x8x8xf32>
    %39 = stablehlo.reshape %38 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %40 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
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
    %56 = stablehlo.multiply %55, %cst_36 : tensor<2x4x8x8xf32>
    %57 = stablehlo.reshape %56 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %58 = stablehlo.dot_general %39, %57, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %59 = stablehlo.reshape %58 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %60 = stablehlo.convert %arg12 : (tensor<i1>) -> tensor<ui8>
    %61 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %62 = stablehlo.broadcast_in_dim %c_35, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %63 = stablehlo.broadcast_in_dim %c_35, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %64 = stablehlo.compare  LE, %62, %63 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %65 = stablehlo.convert %64 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %66 = stablehlo.and %61, %65 : tensor<1x1x8x8xui8>
    %67 = stablehlo.compare  NE, %66, %c_45 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %68 = stablehlo.convert %67 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %69 = stablehlo.reshape %68 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %70 = stablehlo.broadcast_in_dim %69, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %71 = stablehlo.compare  NE, %arg11, %c_44 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %72 = stablehlo.broadcast_in_dim %c_34, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %73 = stablehlo.compare  LT, %72, %c_33 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %74 = stablehlo.add %72, %c_32 : tensor<2x1x1x8xi64>
    %75 = stablehlo.select %73, %74, %72 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %76 = stablehlo.reshape %75 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %77 = stablehlo.broadcast_in_dim %c_35, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %78 = stablehlo.compare  LT, %77, %c_33 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %79 = stablehlo.add %77, %c_31 : tensor<2x1x1x8xi64>
    %80 = stablehlo.select %78, %79, %77 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %81 = stablehlo.reshape %80 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %82 = stablehlo.concatenate %76, %81, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %83 = "stablehlo.gather"(%71, %82) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %84 = stablehlo.convert %83 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %85 = stablehlo.reshape %84 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %87 = stablehlo.and %70, %86 : tensor<2x1x8x8xui8>
    %88 = stablehlo.compare  NE, %87, %c_43 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %89 = stablehlo.select %88, %cst_30, %cst_29 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %90 = stablehlo.reshape %89 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %92 = stablehlo.add %59, %91 : tensor<2x4x8x8xf32>
    %93 = stablehlo.reduce(%92 init: %cst_42) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %95 = stablehlo.subtract %92, %94 : tensor<2x4x8x8xf32>
    %96 = stablehlo.exponential %95 : tensor<2x4x8x8xf32>
    %97 = stablehlo.reduce(%96 init: %cst_46) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
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
    %115 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %116 = stablehlo.power %114, %cst_40 : tensor<2x8x32xf32>
    %117 = stablehlo.reduce(%116 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %118 = stablehlo.multiply %117, %cst_39 : tensor<2x8xf32>
    %119 = stablehlo.reshape %118 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %120 = stablehlo.add %119, %cst_38 : tensor<2x8x1xf32>
    %121 = stablehlo.rsqrt %120 : tensor<2x8x1xf32>
    %122 = stablehlo.reshape %121 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %124 = stablehlo.multiply %114, %123 : tensor<2x8x32xf32>
    %125 = stablehlo.multiply %115, %124 : tensor<2x8x32xf32>
    %126 = stablehlo.reshape %125 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %127 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
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
    %141 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %142 = stablehlo.power %140, %cst_40 : tensor<2x8x32xf32>
    %143 = stablehlo.reduce(%142 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %144 = stablehlo.multiply %143, %cst_39 : tensor<2x8xf32>
    %145 = stablehlo.reshape %144 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %146 = stablehlo.add %145, %cst_38 : tensor<2x8x1xf32>
    %147 = stablehlo.rsqrt %146 : tensor<2x8x1xf32>
    %148 = stablehlo.reshape %147 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %150 = stablehlo.multiply %140, %149 : tensor<2x8x32xf32>
    %151 = stablehlo.multiply %141, %150 : tensor<2x8x32xf32>
    %152 = stablehlo.reshape %151 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %153 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
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
    %164 = stablehlo.multiply %163, %cst_36 : tensor<2x4x8x8xf32>
    %165 = stablehlo.reshape %164 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %166 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
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
    %180 = stablehlo.multiply %179, %cst_36 : tensor<2x4x8x8xf32>
    %181 = stablehlo.reshape %180 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %182 = stablehlo.dot_general %165, %181, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %183 = stablehlo.reshape %182 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %184 = stablehlo.add %183, %91 : tensor<2x4x8x8xf32>
    %185 = stablehlo.reduce(%184 init: %cst_42) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %187 = stablehlo.subtract %184, %186 : tensor<2x4x8x8xf32>
    %188 = stablehlo.exponential %187 : tensor<2x4x8x8xf32>
    %189 = stablehlo.reduce(%188 init: %cst_46) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %191 = stablehlo.divide %188, %190 : tensor<2x4x8x8xf32>
    %192 = stablehlo.reshape %191 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %193 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %194 = stablehlo.dot_general %152, %193, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %195 = stablehlo.reshape %194 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %196 = stablehlo.transpose %195, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %198 = stablehlo.reshape %197 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %199 = stablehlo.dot_general %192, %198, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %200 = stablehlo.reshape %199 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %201 = stablehlo.transpose %200, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %202 = stablehlo.reshape %201 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %203 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %204 = stablehlo.dot_general %202, %203, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %205 = stablehlo.reshape %204 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %206 = stablehlo.add %140, %205 : tensor<2x8x32xf32>
    %207 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %208 = stablehlo.power %206, %cst_40 : tensor<2x8x32xf32>
    %209 = stablehlo.reduce(%208 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %210 = stablehlo.multiply %209, %cst_39 : tensor<2x8xf32>
    %211 = stablehlo.reshape %210 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %212 = stablehlo.add %211, %cst_38 : tensor<2x8x1xf32>
    %213 = stablehlo.rsqrt %212 : tensor<2x8x1xf32>
    %214 = stablehlo.reshape %213 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %216 = stablehlo.multiply %206, %215 : tensor<2x8x32xf32>
    %217 = stablehlo.multiply %207, %216 : tensor<2x8x32xf32>
    %218 = stablehlo.reshape %217 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %219 = stablehlo.transpose %arg22, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %220 = stablehlo.dot_general %218, %219, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %221 = stablehlo.reshape %220 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %222 = stablehlo.logistic %221 : tensor<2x8x64xf32>
    %223 = stablehlo.multiply %221, %222 : tensor<2x8x64xf32>
    %224 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %225 = stablehlo.dot_general %218, %224, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %226 = stablehlo.reshape %225 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %227 = stablehlo.multiply %223, %226 : tensor<2x8x64xf32>
    %228 = stablehlo.reshape %227 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %229 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %230 = stablehlo.dot_general %228, %229, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %231 = stablehlo.reshape %230 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %232 = stablehlo.add %206, %231 : tensor<2x8x32xf32>
    %233 = stablehlo.power %232, %cst_40 : tensor<2x8x32xf32>
    %234 = stablehlo.reduce(%233 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %235 = stablehlo.multiply %234, %cst_39 : tensor<2x8xf32>
    %236 = stablehlo.reshape %235 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %237 = stablehlo.add %236, %cst_38 : tensor<2x8x1xf32>
    %238 = stablehlo.rsqrt %237 : tensor<2x8x1xf32>
    %239 = stablehlo.reshape %238 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %241 = stablehlo.multiply %232, %240 : tensor<2x8x32xf32>
    %242 = stablehlo.multiply %0, %241 : tensor<2x8x32xf32>
    %243 = stablehlo.reshape %242 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %244 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %245 = stablehlo.dot_general %243, %244, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %246 = stablehlo.reshape %245 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %247 = stablehlo.slice %246 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %248 = stablehlo.reduce(%247 init: %cst_42) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %250 = stablehlo.subtract %247, %249 : tensor<2x7x128xf32>
    %251 = stablehlo.exponential %250 : tensor<2x7x128xf32>
    %252 = stablehlo.reduce(%251 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %253 = stablehlo.log %252 : tensor<2x7xf32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %255 = stablehlo.subtract %250, %254 : tensor<2x7x128xf32>
    %256 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %258 = stablehlo.broadcast_in_dim %c_41, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %259 = stablehlo.compare  EQ, %257, %258 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %260 = stablehlo.convert %259 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %261 = stablehlo.convert %260 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %262 = stablehlo.multiply %255, %261 : tensor<2x7x128xf32>
    %263 = stablehlo.reduce(%262 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %264 = stablehlo.reduce(%263 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %265 = stablehlo.multiply %264, %cst_28 : tensor<f32>
    %266 = stablehlo.negate %265 : tensor<f32>
    %267 = stablehlo.multiply %arg24, %cst_27 : tensor<128x32xf32>
    %268 = stablehlo.multiply %261, %cst_25 : tensor<2x7x128xf32>
    %269 = stablehlo.exponential %255 : tensor<2x7x128xf32>
    %270 = stablehlo.reduce(%268 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %271 = stablehlo.broadcast_in_dim %270, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %272 = stablehlo.multiply %269, %271 : tensor<2x7x128xf32>
    %273 = stablehlo.subtract %268, %272 : tensor<2x7x128xf32>
    %274 = stablehlo.pad %273, %cst_46, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %275 = stablehlo.select %c_26, %274, %cst_24 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %276 = stablehlo.reshape %275 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %277 = stablehlo.transpose %276, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %278 = stablehlo.dot_general %277, %243, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %279 = stablehlo.compare  LT, %arg0, %c_44 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %280 = stablehlo.add %arg0, %c_22 : tensor<2x8xi64>
    %281 = stablehlo.select %279, %280, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %282 = stablehlo.reshape %281 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %283 = stablehlo.compare  EQ, %arg0, %c_21 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %285 = stablehlo.dot_general %276, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %286 = stablehlo.reshape %285 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %287 = stablehlo.multiply %286, %0 : tensor<2x8x32xf32>
    %288 = stablehlo.multiply %287, %240 : tensor<2x8x32xf32>
    %289 = stablehlo.multiply %287, %232 : tensor<2x8x32xf32>
    %290 = stablehlo.reduce(%289 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %291 = stablehlo.reshape %290 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %292 = stablehlo.multiply %291, %cst_19 : tensor<2x8x1xf32>
    %293 = stablehlo.power %238, %cst_18 : tensor<2x8x1xf32>
    %294 = stablehlo.multiply %292, %293 : tensor<2x8x1xf32>
    %295 = stablehlo.reshape %294 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %297 = stablehlo.divide %296, %cst_17 : tensor<2x8x32xf32>
    %298 = stablehlo.power %232, %cst_16 : tensor<2x8x32xf32>
    %299 = stablehlo.multiply %298, %cst_40 : tensor<2x8x32xf32>
    %300 = stablehlo.multiply %297, %299 : tensor<2x8x32xf32>
    %301 = stablehlo.add %288, %300 : tensor<2x8x32xf32>
    %302 = stablehlo.reshape %301 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %303 = stablehlo.dot_general %302, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %304 = stablehlo.reshape %303 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %305 = stablehlo.multiply %304, %223 : tensor<2x8x64xf32>
    %306 = stablehlo.reshape %305 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %307 = stablehlo.dot_general %306, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %308 = stablehlo.reshape %307 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %309 = stablehlo.multiply %304, %226 : tensor<2x8x64xf32>
    %310 = stablehlo.subtract %cst_15, %222 : tensor<2x8x64xf32>
    %311 = stablehlo.multiply %221, %310 : tensor<2x8x64xf32>
    %312 = stablehlo.add %311, %cst_15 : tensor<2x8x64xf32>
    %313 = stablehlo.multiply %222, %312 : tensor<2x8x64xf32>
    %314 = stablehlo.multiply %309, %313 : tensor<2x8x64xf32>
    %315 = stablehlo.reshape %314 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %316 = stablehlo.dot_general %315, %arg22, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %317 = stablehlo.reshape %316 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %318 = stablehlo.add %308, %317 : tensor<2x8x32xf32>
    %319 = stablehlo.multiply %318, %207 : tensor<2x8x32xf32>
    %320 = stablehlo.multiply %319, %215 : tensor<2x8x32xf32>
    %321 = stablehlo.add %301, %320 : tensor<2x8x32xf32>
    %322 = stablehlo.multiply %319, %206 : tensor<2x8x32xf32>
    %323 = stablehlo.reduce(%322 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %324 = stablehlo.reshape %323 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %325 = stablehlo.multiply %324, %cst_19 : tensor<2x8x1xf32>
    %326 = stablehlo.power %213, %cst_18 : tensor<2x8x1xf32>
    %327 = stablehlo.multiply %325, %326 : tensor<2x8x1xf32>
    %328 = stablehlo.reshape %327 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %329 = stablehlo.broadcast_in_dim %328, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %330 = stablehlo.divide %329, %cst_17 : tensor<2x8x32xf32>
    %331 = stablehlo.power %206, %cst_16 : tensor<2x8x32xf32>
    %332 = stablehlo.multiply %331, %cst_40 : tensor<2x8x32xf32>
    %333 = stablehlo.multiply %330, %332 : tensor<2x8x32xf32>
    %334 = stablehlo.add %321, %333 : tensor<2x8x32xf32>
    %335 = stablehlo.transpose %192, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %336 = stablehlo.reshape %334 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %337 = stablehlo.dot_general %336, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %338 = stablehlo.reshape %337 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %339 = stablehlo.transpose %338, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %340 = stablehlo.reshape %339 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %341 = stablehlo.dot_general %335, %340, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %342 = stablehlo.reshape %341 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %343 = stablehlo.reduce(%342 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %344 = stablehlo.transpose %343, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %345 = stablehlo.reshape %344 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %346 = stablehlo.dot_general %345, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %347 = stablehlo.reshape %346 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %348 = stablehlo.transpose %165, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %349 = stablehlo.transpose %198, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %350 = stablehlo.dot_general %340, %349, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %351 = stablehlo.reshape %350 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %352 = stablehlo.multiply %351, %191 : tensor<2x4x8x8xf32>
    %353 = stablehlo.reduce(%352 init: %cst_46) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %354 = stablehlo.broadcast_in_dim %353, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %355 = stablehlo.multiply %191, %354 : tensor<2x4x8x8xf32>
    %356 = stablehlo.subtract %352, %355 : tensor<2x4x8x8xf32>
    %357 = stablehlo.reshape %356 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %358 = stablehlo.dot_general %348, %357, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %359 = stablehlo.reshape %358 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %360 = stablehlo.multiply %359, %cst_36 : tensor<2x4x8x8xf32>
    %361 = stablehlo.transpose %360, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %362 = stablehlo.reshape %361 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %363 = stablehlo.reduce(%362 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %364 = stablehlo.multiply %363, %50 : tensor<2x2x8x8xf32>
    %365 = stablehlo.slice %364 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %366 = stablehlo.negate %365 : tensor<2x2x8x4xf32>
    %367 = stablehlo.pad %366, %cst_46, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %368 = stablehlo.select %c_14, %367, %cst_13 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %369 = stablehlo.slice %364 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %370 = stablehlo.pad %369, %cst_46, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %371 = stablehlo.select %c_12, %370, %cst_13 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %372 = stablehlo.add %368, %371 : tensor<2x2x8x8xf32>
    %373 = stablehlo.multiply %363, %44 : tensor<2x2x8x8xf32>
    %374 = stablehlo.add %372, %373 : tensor<2x2x8x8xf32>
    %375 = stablehlo.transpose %374, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %376 = stablehlo.reshape %375 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %377 = stablehlo.dot_general %376, %arg19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %378 = stablehlo.reshape %377 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %379 = stablehlo.add %347, %378 : tensor<2x8x32xf32>
    %380 = stablehlo.transpose %181, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %381 = stablehlo.dot_general %357, %380, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %382 = stablehlo.reshape %381 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %383 = stablehlo.multiply %382, %cst_36 : tensor<2x4x8x8xf32>
    %384 = stablehlo.multiply %383, %35 : tensor<2x4x8x8xf32>
    %385 = stablehlo.slice %384 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %386 = stablehlo.negate %385 : tensor<2x4x8x4xf32>
    %387 = stablehlo.pad %386, %cst_46, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %388 = stablehlo.select %c_11, %387, %cst_10 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %389 = stablehlo.slice %384 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %390 = stablehlo.pad %389, %cst_46, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %391 = stablehlo.select %c, %390, %cst_10 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %392 = stablehlo.add %388, %391 : tensor<2x4x8x8xf32>
    %393 = stablehlo.multiply %383, %27 : tensor<2x4x8x8xf32>
    %394 = stablehlo.add %392, %393 : tensor<2x4x8x8xf32>
    %395 = stablehlo.transpose %394, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %396 = stablehlo.reshape %395 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %397 = stablehlo.dot_general %396, %arg20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %398 = stablehlo.reshape %397 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %399 = stablehlo.add %379, %398 : tensor<2x8x32xf32>
    %400 = stablehlo.multiply %399, %141 : tensor<2x8x32xf32>
    %401 = stablehlo.multiply %400, %149 : tensor<2x8x32xf32>
    %402 = stablehlo.add %334, %401 : tensor<2x8x32xf32>
    %403 = stablehlo.multiply %400, %140 : tensor<2x8x32xf32>
    %404 = stablehlo.reduce(%403 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %405 = stablehlo.reshape %404 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %406 = stablehlo.multiply %405, %cst_19 : tensor<2x8x1xf32>
    %407 = stablehlo.power %147, %cst_18 : tensor<2x8x1xf32>
    %408 = stablehlo.multiply %406, %407 : tensor<2x8x1xf32>
    %409 = stablehlo.reshape %408 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %410 = stablehlo.broadcast_in_dim %409, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %411 = stablehlo.divide %410, %cst_17 : tensor<2x8x32xf32>
    %412 = stablehlo.power %140, %cst_16 : tensor<2x8x32xf32>
    %413 = stablehlo.multiply %412, %cst_40 : tensor<2x8x32xf32>
    %414 = stablehlo.multiply %411, %413 : tensor<2x8x32xf32>
    %415 = stablehlo.add %402, %414 : tensor<2x8x32xf32>
    %416 = stablehlo.reshape %415 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %417 = stablehlo.dot_general %416, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %418 = stablehlo.reshape %417 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %419 = stablehlo.multiply %418, %131 : tensor<2x8x64xf32>
    %420 = stablehlo.reshape %419 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %421 = stablehlo.dot_general %420, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %422 = stablehlo.reshape %421 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %423 = stablehlo.multiply %418, %134 : tensor<2x8x64xf32>
    %424 = stablehlo.subtract %cst_15, %130 : tensor<2x8x64xf32>
    %425 = stablehlo.multiply %129, %424 : tensor<2x8x64xf32>
    %426 = stablehlo.add %425, %cst_15 : tensor<2x8x64xf32>
    %427 = stablehlo.multiply %130, %426 : tensor<2x8x64xf32>
    %428 = stablehlo.multiply %423, %427 : tensor<2x8x64xf32>
    %429 = stablehlo.reshape %428 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %430 = stablehlo.dot_general %429, %arg17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %431 = stablehlo.reshape %430 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %432 = stablehlo.add %422, %431 : tensor<2x8x32xf32>
    %433 = stablehlo.multiply %432, %115 : tensor<2x8x32xf32>
    %434 = stablehlo.multiply %433, %123 : tensor<2x8x32xf32>
    %435 = stablehlo.add %415, %434 : tensor<2x8x32xf32>
    %436 = stablehlo.multiply %433, %114 : tensor<2x8x32xf32>
    %437 = stablehlo.reduce(%436 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %438 = stablehlo.reshape %437 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %439 = stablehlo.multiply %438, %cst_19 : tensor<2x8x1xf32>
    %440 = stablehlo.power %121, %cst_18 : tensor<2x8x1xf32>
    %441 = stablehlo.multiply %439, %440 : tensor<2x8x1xf32>
    %442 = stablehlo.reshape %441 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %443 = stablehlo.broadcast_in_dim %442, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %444 = stablehlo.divide %443, %cst_17 : tensor<2x8x32xf32>
    %445 = stablehlo.power %114, %cst_16 : tensor<2x8x32xf32>
    %446 = stablehlo.multiply %445, %cst_40 : tensor<2x8x32xf32>
    %447 = stablehlo.multiply %444, %446 : tensor<2x8x32xf32>
    %448 = stablehlo.add %435, %447 : tensor<2x8x32xf32>
    %449 = stablehlo.transpose %100, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %450 = stablehlo.reshape %448 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %451 = stablehlo.dot_general %450, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %452 = stablehlo.reshape %451 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %453 = stablehlo.transpose %452, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %454 = stablehlo.reshape %453 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %455 = stablehlo.dot_general %449, %454, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %456 = stablehlo.reshape %455 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %457 = stablehlo.reduce(%456 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %458 = stablehlo.transpose %457, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %459 = stablehlo.reshape %458 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %460 = stablehlo.dot_general %459, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %461 = stablehlo.reshape %460 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %462 = stablehlo.transpose %39, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %463 = stablehlo.transpose %106, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %464 = stablehlo.dot_general %454, %463, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %465 = stablehlo.reshape %464 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %466 = stablehlo.multiply %465, %99 : tensor<2x4x8x8xf32>
    %467 = stablehlo.reduce(%466 init: %cst_46) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %468 = stablehlo.broadcast_in_dim %467, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %469 = stablehlo.multiply %99, %468 : tensor<2x4x8x8xf32>
    %470 = stablehlo.subtract %466, %469 : tensor<2x4x8x8xf32>
    %471 = stablehlo.reshape %470 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %472 = stablehlo.dot_general %462, %471, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %473 = stablehlo.reshape %472 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %474 = stablehlo.multiply %473, %cst_36 : tensor<2x4x8x8xf32>
    %475 = stablehlo.transpose %474, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %476 = stablehlo.reshape %475 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %477 = stablehlo.reduce(%476 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %478 = stablehlo.multiply %477, %50 : tensor<2x2x8x8xf32>
    %479 = stablehlo.slice %478 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %480 = stablehlo.negate %479 : tensor<2x2x8x4xf32>
    %481 = stablehlo.pad %480, %cst_46, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %482 = stablehlo.select %c_14, %481, %cst_13 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %483 = stablehlo.slice %478 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %484 = stablehlo.pad %483, %cst_46, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %485 = stablehlo.select %c_12, %484, %cst_13 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %486 = stablehlo.add %482, %485 : tensor<2x2x8x8xf32>
    %487 = stablehlo.multiply %477, %44 : tensor<2x2x8x8xf32>
    %488 = stablehlo.add %486, %487 : tensor<2x2x8x8xf32>
    %489 = stablehlo.transpose %488, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %490 = stablehlo.reshape %489 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %491 = stablehlo.dot_general %490, %arg14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %492 = stablehlo.reshape %491 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %493 = stablehlo.add %461, %492 : tensor<2x8x32xf32>
    %494 = stablehlo.transpose %57, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %495 = stablehlo.dot_general %471, %494, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %496 = stablehlo.reshape %495 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %497 = stablehlo.multiply %496, %cst_36 : tensor<2x4x8x8xf32>
    %498 = stablehlo.multiply %497, %35 : tensor<2x4x8x8xf32>
    %499 = stablehlo.slice %498 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %500 = stablehlo.negate %499 : tensor<2x4x8x4xf32>
    %501 = stablehlo.pad %500, %cst_46, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %502 = stablehlo.select %c_11, %501, %cst_10 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %503 = stablehlo.slice %498 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %504 = stablehlo.pad %503, %cst_46, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %505 = stablehlo.select %c, %504, %cst_10 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %506 = stablehlo.add %502, %505 : tensor<2x4x8x8xf32>
    %507 = stablehlo.multiply %497, %27 : tensor<2x4x8x8xf32>
    %508 = stablehlo.add %506, %507 : tensor<2x4x8x8xf32>
    %509 = stablehlo.transpose %508, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %510 = stablehlo.reshape %509 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %511 = stablehlo.dot_general %510, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %512 = stablehlo.reshape %511 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %513 = stablehlo.add %493, %512 : tensor<2x8x32xf32>
    %514 = stablehlo.multiply %513, %5 : tensor<2x8x32xf32>
    %515 = stablehlo.multiply %514, %13 : tensor<2x8x32xf32>
    %516 = stablehlo.add %448, %515 : tensor<2x8x32xf32>
    %517 = stablehlo.multiply %514, %4 : tensor<2x8x32xf32>
    %518 = stablehlo.reduce(%517 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %519 = stablehlo.reshape %518 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %520 = stablehlo.multiply %519, %cst_19 : tensor<2x8x1xf32>
    %521 = stablehlo.power %11, %cst_18 : tensor<2x8x1xf32>
    %522 = stablehlo.multiply %520, %521 : tensor<2x8x1xf32>
    %523 = stablehlo.reshape %522 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %524 = stablehlo.broadcast_in_dim %523, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %525 = stablehlo.divide %524, %cst_17 : tensor<2x8x32xf32>
    %526 = stablehlo.power %4, %cst_16 : tensor<2x8x32xf32>
    %527 = stablehlo.multiply %526, %cst_40 : tensor<2x8x32xf32>
    %528 = stablehlo.multiply %525, %527 : tensor<2x8x32xf32>
    %529 = stablehlo.add %516, %528 : tensor<2x8x32xf32>
    %530 = stablehlo.select %284, %cst_20, %529 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %531 = "stablehlo.scatter"(%cst_23, %282, %530) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %650 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %650 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %532 = stablehlo.add %278, %531 : tensor<128x32xf32>
    %533 = stablehlo.add %267, %532 : tensor<128x32xf32>
    %534 = stablehlo.multiply %533, %cst_9 : tensor<128x32xf32>
    %535 = stablehlo.subtract %arg1, %534 : tensor<128x32xf32>
    %536 = stablehlo.multiply %arg25, %cst_8 : tensor<32x32xf32>
    %537 = stablehlo.transpose %510, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %538 = stablehlo.dot_general %537, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %539 = stablehlo.add %536, %538 : tensor<32x32xf32>
    %540 = stablehlo.multiply %539, %cst_7 : tensor<32x32xf32>
    %541 = stablehlo.subtract %arg15, %540 : tensor<32x32xf32>
    %542 = stablehlo.multiply %arg26, %cst_6 : tensor<16x32xf32>
    %543 = stablehlo.transpose %490, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %544 = stablehlo.dot_general %543, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %545 = stablehlo.add %542, %544 : tensor<16x32xf32>
    %546 = stablehlo.multiply %545, %cst_5 : tensor<16x32xf32>
    %547 = stablehlo.subtract %arg14, %546 : tensor<16x32xf32>
    %548 = stablehlo.multiply %arg27, %cst_6 : tensor<16x32xf32>
    %549 = stablehlo.transpose %459, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %550 = stablehlo.dot_general %549, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %551 = stablehlo.add %548, %550 : tensor<16x32xf32>
    %552 = stablehlo.multiply %551, %cst_5 : tensor<16x32xf32>
    %553 = stablehlo.subtract %arg9, %552 : tensor<16x32xf32>
    %554 = stablehlo.multiply %arg28, %cst_8 : tensor<32x32xf32>
    %555 = stablehlo.transpose %450, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %556 = stablehlo.dot_general %555, %110, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %557 = stablehlo.add %554, %556 : tensor<32x32xf32>
    %558 = stablehlo.multiply %557, %cst_7 : tensor<32x32xf32>
    %559 = stablehlo.subtract %arg8, %558 : tensor<32x32xf32>
    %560 = stablehlo.multiply %arg29, %cst_4 : tensor<64x32xf32>
    %561 = stablehlo.transpose %429, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %562 = stablehlo.dot_general %561, %126, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %563 = stablehlo.add %560, %562 : tensor<64x32xf32>
    %564 = stablehlo.multiply %563, %cst_3 : tensor<64x32xf32>
    %565 = stablehlo.subtract %arg17, %564 : tensor<64x32xf32>
    %566 = stablehlo.multiply %arg30, %cst_4 : tensor<64x32xf32>
    %567 = stablehlo.transpose %420, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %568 = stablehlo.dot_general %567, %126, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %569 = stablehlo.add %566, %568 : tensor<64x32xf32>
    %570 = stablehlo.multiply %569, %cst_3 : tensor<64x32xf32>
    %571 = stablehlo.subtract %arg7, %570 : tensor<64x32xf32>
    %572 = stablehlo.multiply %arg31, %cst_2 : tensor<32x64xf32>
    %573 = stablehlo.transpose %416, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %574 = stablehlo.dot_general %573, %136, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %575 = stablehlo.add %572, %574 : tensor<32x64xf32>
    %576 = stablehlo.multiply %575, %cst_1 : tensor<32x64xf32>
    %577 = stablehlo.subtract %arg6, %576 : tensor<32x64xf32>
    %578 = stablehlo.multiply %arg32, %cst_0 : tensor<32xf32>
    %579 = stablehlo.multiply %513, %14 : tensor<2x8x32xf32>
    %580 = stablehlo.reduce(%579 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %581 = stablehlo.add %578, %580 : tensor<32xf32>
    %582 = stablehlo.multiply %581, %cst : tensor<32xf32>
    %583 = stablehlo.subtract %arg10, %582 : tensor<32xf32>
    %584 = stablehlo.multiply %arg33, %cst_0 : tensor<32xf32>
    %585 = stablehlo.multiply %432, %124 : tensor<2x8x32xf32>
    %586 = stablehlo.reduce(%585 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %587 = stablehlo.add %584, %586 : tensor<32xf32>
    %588 = stablehlo.multiply %587, %cst : tensor<32xf32>
    %589 = stablehlo.subtract %arg16, %588 : tensor<32xf32>
    %590 = stablehlo.multiply %arg34, %cst_8 : tensor<32x32xf32>
    %591 = stablehlo.transpose %396, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %592 = stablehlo.dot_general %591, %152, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %593 = stablehlo.add %590, %592 : tensor<32x32xf32>
    %594 = stablehlo.multiply %593, %cst_7 : tensor<32x32xf32>
    %595 = stablehlo.subtract %arg20, %594 : tensor<32x32xf32>
    %596 = stablehlo.multiply %arg35, %cst_6 : tensor<16x32xf32>
    %597 = stablehlo.transpose %376, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %598 = stablehlo.dot_general %597, %152, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %599 = stablehlo.add %596, %598 : tensor<16x32xf32>
    %600 = stablehlo.multiply %599, %cst_5 : tensor<16x32xf32>
    %601 = stablehlo.subtract %arg19, %600 : tensor<16x32xf32>
    %602 = stablehlo.multiply %arg36, %cst_6 : tensor<16x32xf32>
    %603 = stablehlo.transpose %345, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %604 = stablehlo.dot_general %603, %152, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %605 = stablehlo.add %602, %604 : tensor<16x32xf32>
    %606 = stablehlo.multiply %605, %cst_5 : tensor<16x32xf32>
    %607 = stablehlo.subtract %arg5, %606 : tensor<16x32xf32>
    %608 = stablehlo.multiply %arg37, %cst_8 : tensor<32x32xf32>
    %609 = stablehlo.transpose %336, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %610 = stablehlo.dot_general %609, %202, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %611 = stablehlo.add %608, %610 : tensor<32x32xf32>
    %612 = stablehlo.multiply %611, %cst_7 : tensor<32x32xf32>
    %613 = stablehlo.subtract %arg4, %612 : tensor<32x32xf32>
    %614 = stablehlo.multiply %arg38, %cst_4 : tensor<64x32xf32>
    %615 = stablehlo.transpose %315, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %616 = stablehlo.dot_general %615, %218, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %617 = stablehlo.add %614, %616 : tensor<64x32xf32>
    %618 = stablehlo.multiply %617, %cst_3 : tensor<64x32xf32>
    %619 = stablehlo.subtract %arg22, %618 : tensor<64x32xf32>
    %620 = stablehlo.multiply %arg39, %cst_4 : tensor<64x32xf32>
    %621 = stablehlo.transpose %306, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %622 = stablehlo.dot_general %621, %218, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %623 = stablehlo.add %620, %622 : tensor<64x32xf32>
    %624 = stablehlo.multiply %623, %cst_3 : tensor<64x32xf32>
    %625 = stablehlo.subtract %arg3, %624 : tensor<64x32xf32>
    %626 = stablehlo.multiply %arg40, %cst_2 : tensor<32x64xf32>
    %627 = stablehlo.transpose %302, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %628 = stablehlo.dot_general %627, %228, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %629 = stablehlo.add %626, %628 : tensor<32x64xf32>
    %630 = stablehlo.multiply %629, %cst_1 : tensor<32x64xf32>
    %631 = stablehlo.subtract %arg2, %630 : tensor<32x64xf32>
    %632 = stablehlo.multiply %arg41, %cst_0 : tensor<32xf32>
    %633 = stablehlo.multiply %399, %150 : tensor<2x8x32xf32>
    %634 = stablehlo.reduce(%633 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %635 = stablehlo.add %632, %634 : tensor<32xf32>
    %636 = stablehlo.multiply %635, %cst : tensor<32xf32>
    %637 = stablehlo.subtract %arg18, %636 : tensor<32xf32>
    %638 = stablehlo.multiply %arg42, %cst_0 : tensor<32xf32>
    %639 = stablehlo.multiply %318, %216 : tensor<2x8x32xf32>
    %640 = stablehlo.reduce(%639 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %641 = stablehlo.add %638, %640 : tensor<32xf32>
    %642 = stablehlo.multiply %641, %cst : tensor<32xf32>
    %643 = stablehlo.subtract %arg21, %642 : tensor<32xf32>
    %644 = stablehlo.multiply %arg43, %cst_0 : tensor<32xf32>
    %645 = stablehlo.multiply %286, %241 : tensor<2x8x32xf32>
    %646 = stablehlo.reduce(%645 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %647 = stablehlo.add %644, %646 : tensor<32xf32>
    %648 = stablehlo.multiply %647, %cst : tensor<32xf32>
    %649 = stablehlo.subtract %arg23, %648 : tensor<32xf32>
    return %266, %535, %541, %547, %553, %559, %565, %571, %577, %583, %589, %595, %601, %607, %613, %619, %625, %631, %637, %643, %649, %533, %539, %545, %551, %557, %563, %569, %575, %581, %587, %593, %599, %605, %611, %617, %623, %629, %635, %641, %647 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  }
}
