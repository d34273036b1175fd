module @IrToHlo.1759 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 21 : i32}, %arg2: tensor<32x64xf32> {tf.aliasing_output = 17 : i32}, %arg3: tensor<64x32xf32> {tf.aliasing_output = 16 : i32}, %arg4: tensor<32x32xf32> {tf.aliasing_output = 14 : i32}, %arg5: tensor<16x32xf32> {tf.aliasing_output = 13 : i32}, %arg6: tensor<32x64xf32> {tf.aliasing_output = 8 : i32}, %arg7: tensor<64x32xf32> {tf.aliasing_output = 7 : i32}, %arg8: tensor<32x32xf32> {tf.aliasing_output = 5 : i32}, %arg9: tensor<16x32xf32> {tf.aliasing_output = 4 : i32}, %arg10: tensor<136x32xf32> {tf.aliasing_output = 1 : i32}, %arg11: tensor<32xf32> {tf.aliasing_output = 9 : i32}, %arg12: tensor<2x8xi64>, %arg13: tensor<i1>, %arg14: tensor<4xf32>, %arg15: tensor<16x32xf32> {tf.aliasing_output = 3 : i32}, %arg16: tensor<32x32xf32> {tf.aliasing_output = 2 : i32}, %arg17: tensor<32xf32> {tf.aliasing_output = 10 : i32}, %arg18: tensor<64x32xf32> {tf.aliasing_output = 6 : i32}, %arg19: tensor<32xf32> {tf.aliasing_output = 18 : i32}, %arg20: tensor<16x32xf32> {tf.aliasing_output = 12 : i32}, %arg21: tensor<32x32xf32> {tf.aliasing_output = 11 : i32}, %arg22: tensor<32xf32> {tf.aliasing_output = 19 : i32}, %arg23: tensor<64x32xf32> {tf.aliasing_output = 15 : i32}, %arg24: tensor<32xf32> {tf.aliasing_output = 20 : i32}, %arg25: tensor<136x32xf32> {tf.aliasing_output = 22 : i32}, %arg26: tensor<32x32xf32> {tf.aliasing_output = 23 : i32}, %arg27: tensor<16x32xf32> {tf.aliasing_output = 24 : i32}, %arg28: tensor<16x32xf32> {tf.aliasing_output = 25 : i32}, %arg29: tensor<32x32xf32> {tf.aliasing_output = 26 : i32}, %arg30: tensor<64x32xf32> {tf.aliasing_output = 27 : i32}, %arg31: tensor<64x32xf32> {tf.aliasing_output = 28 : i32}, %arg32: tensor<32x64xf32> {tf.aliasing_output = 29 : i32}, %arg33: tensor<32xf32> {tf.aliasing_output = 30 : i32}, %arg34: tensor<32xf32> {tf.aliasing_output = 31 : i32}, %arg35: tensor<32x32xf32> {tf.aliasing_output = 32 : i32}, %arg36: tensor<16x32xf32> {tf.aliasing_output = 33 : i32}, %arg37: tensor<16x32xf32> {tf.aliasing_output = 34 : i32}, %arg38: tensor<32x32xf32> {tf.aliasing_output = 35 : i32}, %arg39: tensor<64x32xf32> {tf.aliasing_output = 36 : i32}, %arg40: tensor<64x32xf32> {tf.aliasing_output = 37 : i32}, %arg41: tensor<32x64xf32> {tf.aliasing_output = 38 : i32}, %arg42: tensor<32xf32> {tf.aliasing_output = 39 : i32}, %arg43: tensor<32xf32> {tf.aliasing_output = 40 : i32}, %arg44: tensor<32xf32> {tf.aliasing_output = 41 : i32}, %arg45: tensor<128x32xf32> {tf.aliasing_output = 42 : i32}) -> (tensor<f32>, tensor<136x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<136x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<32x64xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<32x64xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<64x32xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<64x32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<16x32xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<16x32xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<136x32xf32>
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
    %c_26 = stablehlo.constant dense<1> : tensor<2x8xi64>
    %c_27 = stablehlo.constant dense<136> : tensor<2x8xi64>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<136x32xf32>
    %cst_29 = stablehlo.constant dense<0.899999976> : tensor<136x32xf32>
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
    %cst_40 = stablehlo.constant dense<9.99999974E-6> : tensor<2x8x1xf32>
    %cst_41 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_42 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %c_43 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_44 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_45 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_46 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_47 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg10, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<136x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
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
    %142 = stablehlo.power %140, %cst_42 : tensor<2x8x32xf32>
    %143 = stablehlo.reduce(%142 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %144 = stablehlo.multiply %143, %cst_41 : tensor<2x8xf32>
    %145 = stablehlo.reshape %144 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %146 = stablehlo.add %145, %cst_40 : tensor<2x8x1xf32>
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
    %164 = stablehlo.multiply %163, %cst_38 : tensor<2x4x8x8xf32>
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
    %180 = stablehlo.multiply %179, %cst_38 : tensor<2x4x8x8xf32>
    %181 = stablehlo.reshape %180 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %182 = stablehlo.dot_general %165, %181, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %183 = stablehlo.reshape %182 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %184 = stablehlo.add %183, %91 : tensor<2x4x8x8xf32>
    %185 = stablehlo.reduce(%184 init: %cst_44) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %187 = stablehlo.subtract %184, %186 : tensor<2x4x8x8xf32>
    %188 = stablehlo.exponential %187 : tensor<2x4x8x8xf32>
    %189 = stablehlo.reduce(%188 init: %cst_48) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
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
    %207 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %208 = stablehlo.power %206, %cst_42 : tensor<2x8x32xf32>
    %209 = stablehlo.reduce(%208 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %210 = stablehlo.multiply %209, %cst_41 : tensor<2x8xf32>
    %211 = stablehlo.reshape %210 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %212 = stablehlo.add %211, %cst_40 : tensor<2x8x1xf32>
    %213 = stablehlo.rsqrt %212 : tensor<2x8x1xf32>
    %214 = stablehlo.reshape %213 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %216 = stablehlo.multiply %206, %215 : tensor<2x8x32xf32>
    %217 = stablehlo.multiply %207, %216 : tensor<2x8x32xf32>
    %218 = stablehlo.reshape %217 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %219 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
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
    %233 = stablehlo.power %232, %cst_42 : tensor<2x8x32xf32>
    %234 = stablehlo.reduce(%233 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %235 = stablehlo.multiply %234, %cst_41 : tensor<2x8xf32>
    %236 = stablehlo.reshape %235 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %237 = stablehlo.add %236, %cst_40 : tensor<2x8x1xf32>
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
    %248 = stablehlo.reduce(%247 init: %cst_44) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %250 = stablehlo.subtract %247, %249 : tensor<2x7x128xf32>
    %251 = stablehlo.exponential %250 : tensor<2x7x128xf32>
    %252 = stablehlo.reduce(%251 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %253 = stablehlo.log %252 : tensor<2x7xf32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %255 = stablehlo.subtract %250, %254 : tensor<2x7x128xf32>
    %256 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %258 = stablehlo.broadcast_in_dim %c_43, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %259 = stablehlo.compare  EQ, %257, %258 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %260 = stablehlo.convert %259 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %261 = stablehlo.convert %260 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %262 = stablehlo.multiply %255, %261 : tensor<2x7x128xf32>
    %263 = stablehlo.reduce(%262 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %264 = stablehlo.reduce(%263 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %265 = stablehlo.multiply %264, %cst_30 : tensor<f32>
    %266 = stablehlo.negate %265 : tensor<f32>
    %267 = stablehlo.multiply %arg25, %cst_29 : tensor<136x32xf32>
    %268 = stablehlo.compare  LT, %arg0, %c_46 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %269 = stablehlo.add %arg0, %c_27 : tensor<2x8xi64>
    %270 = stablehlo.select %268, %269, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %271 = stablehlo.reshape %270 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %272 = stablehlo.compare  EQ, %arg0, %c_26 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %273 = stablehlo.broadcast_in_dim %272, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %274 = stablehlo.multiply %261, %cst_23 : tensor<2x7x128xf32>
    %275 = stablehlo.exponential %255 : tensor<2x7x128xf32>
    %276 = stablehlo.reduce(%274 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %278 = stablehlo.multiply %275, %277 : tensor<2x7x128xf32>
    %279 = stablehlo.subtract %274, %278 : tensor<2x7x128xf32>
    %280 = stablehlo.pad %279, %cst_48, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %281 = stablehlo.select %c_24, %280, %cst_22 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %282 = stablehlo.reshape %281 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %283 = stablehlo.dot_general %282, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %284 = stablehlo.reshape %283 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %285 = stablehlo.multiply %284, %0 : tensor<2x8x32xf32>
    %286 = stablehlo.multiply %285, %240 : tensor<2x8x32xf32>
    %287 = stablehlo.multiply %285, %232 : tensor<2x8x32xf32>
    %288 = stablehlo.reduce(%287 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %289 = stablehlo.reshape %288 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %290 = stablehlo.multiply %289, %cst_21 : tensor<2x8x1xf32>
    %291 = stablehlo.power %238, %cst_20 : tensor<2x8x1xf32>
    %292 = stablehlo.multiply %290, %291 : tensor<2x8x1xf32>
    %293 = stablehlo.reshape %292 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %294 = stablehlo.broadcast_in_dim %293, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %295 = stablehlo.divide %294, %cst_19 : tensor<2x8x32xf32>
    %296 = stablehlo.power %232, %cst_18 : tensor<2x8x32xf32>
    %297 = stablehlo.multiply %296, %cst_42 : tensor<2x8x32xf32>
    %298 = stablehlo.multiply %295, %297 : tensor<2x8x32xf32>
    %299 = stablehlo.add %286, %298 : tensor<2x8x32xf32>
    %300 = stablehlo.reshape %299 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %301 = stablehlo.dot_general %300, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %302 = stablehlo.reshape %301 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %303 = stablehlo.multiply %302, %223 : tensor<2x8x64xf32>
    %304 = stablehlo.reshape %303 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %305 = stablehlo.dot_general %304, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %306 = stablehlo.reshape %305 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %307 = stablehlo.multiply %302, %226 : tensor<2x8x64xf32>
    %308 = stablehlo.subtract %cst_17, %222 : tensor<2x8x64xf32>
    %309 = stablehlo.multiply %221, %308 : tensor<2x8x64xf32>
    %310 = stablehlo.add %309, %cst_17 : tensor<2x8x64xf32>
    %311 = stablehlo.multiply %222, %310 : tensor<2x8x64xf32>
    %312 = stablehlo.multiply %307, %311 : tensor<2x8x64xf32>
    %313 = stablehlo.reshape %312 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %314 = stablehlo.dot_general %313, %arg23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %315 = stablehlo.reshape %314 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %316 = stablehlo.add %306, %315 : tensor<2x8x32xf32>
    %317 = stablehlo.multiply %316, %207 : tensor<2x8x32xf32>
    %318 = stablehlo.multiply %317, %215 : tensor<2x8x32xf32>
    %319 = stablehlo.add %299, %318 : tensor<2x8x32xf32>
    %320 = stablehlo.multiply %317, %206 : tensor<2x8x32xf32>
    %321 = stablehlo.reduce(%320 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %322 = stablehlo.reshape %321 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %323 = stablehlo.multiply %322, %cst_21 : tensor<2x8x1xf32>
    %324 = stablehlo.power %213, %cst_20 : tensor<2x8x1xf32>
    %325 = stablehlo.multiply %323, %324 : tensor<2x8x1xf32>
    %326 = stablehlo.reshape %325 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %327 = stablehlo.broadcast_in_dim %326, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %328 = stablehlo.divide %327, %cst_19 : tensor<2x8x32xf32>
    %329 = stablehlo.power %206, %cst_18 : tensor<2x8x32xf32>
    %330 = stablehlo.multiply %329, %cst_42 : tensor<2x8x32xf32>
    %331 = stablehlo.multiply %328, %330 : tensor<2x8x32xf32>
    %332 = stablehlo.add %319, %331 : tensor<2x8x32xf32>
    %333 = stablehlo.transpose %192, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %334 = stablehlo.reshape %332 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %335 = stablehlo.dot_general %334, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %336 = stablehlo.reshape %335 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %337 = stablehlo.transpose %336, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %338 = stablehlo.reshape %337 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %339 = stablehlo.dot_general %333, %338, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %340 = stablehlo.reshape %339 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %341 = stablehlo.reduce(%340 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %342 = stablehlo.transpose %341, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %343 = stablehlo.reshape %342 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %344 = stablehlo.dot_general %343, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %345 = stablehlo.reshape %344 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %346 = stablehlo.transpose %165, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %347 = stablehlo.transpose %198, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %348 = stablehlo.dot_general %338, %347, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %349 = stablehlo.reshape %348 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %350 = stablehlo.multiply %349, %191 : tensor<2x4x8x8xf32>
    %351 = stablehlo.reduce(%350 init: %cst_48) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %352 = stablehlo.broadcast_in_dim %351, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %353 = stablehlo.multiply %191, %352 : tensor<2x4x8x8xf32>
    %354 = stablehlo.subtract %350, %353 : tensor<2x4x8x8xf32>
    %355 = stablehlo.reshape %354 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %356 = stablehlo.dot_general %346, %355, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %357 = stablehlo.reshape %356 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %358 = stablehlo.multiply %357, %cst_38 : tensor<2x4x8x8xf32>
    %359 = stablehlo.transpose %358, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %360 = stablehlo.reshape %359 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %361 = stablehlo.reduce(%360 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %362 = stablehlo.multiply %361, %50 : tensor<2x2x8x8xf32>
    %363 = stablehlo.slice %362 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %364 = stablehlo.negate %363 : tensor<2x2x8x4xf32>
    %365 = stablehlo.pad %364, %cst_48, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %366 = stablehlo.select %c_16, %365, %cst_15 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %367 = stablehlo.slice %362 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %368 = stablehlo.pad %367, %cst_48, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %369 = stablehlo.select %c_14, %368, %cst_15 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %370 = stablehlo.add %366, %369 : tensor<2x2x8x8xf32>
    %371 = stablehlo.multiply %361, %44 : tensor<2x2x8x8xf32>
    %372 = stablehlo.add %370, %371 : tensor<2x2x8x8xf32>
    %373 = stablehlo.transpose %372, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %374 = stablehlo.reshape %373 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %375 = stablehlo.dot_general %374, %arg20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %376 = stablehlo.reshape %375 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %377 = stablehlo.add %345, %376 : tensor<2x8x32xf32>
    %378 = stablehlo.transpose %181, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %379 = stablehlo.dot_general %355, %378, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %380 = stablehlo.reshape %379 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %381 = stablehlo.multiply %380, %cst_38 : tensor<2x4x8x8xf32>
    %382 = stablehlo.multiply %381, %35 : tensor<2x4x8x8xf32>
    %383 = stablehlo.slice %382 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %384 = stablehlo.negate %383 : tensor<2x4x8x4xf32>
    %385 = stablehlo.pad %384, %cst_48, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %386 = stablehlo.select %c_13, %385, %cst_12 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %387 = stablehlo.slice %382 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %388 = stablehlo.pad %387, %cst_48, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %389 = stablehlo.select %c, %388, %cst_12 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %390 = stablehlo.add %386, %389 : tensor<2x4x8x8xf32>
    %391 = stablehlo.multiply %381, %27 : tensor<2x4x8x8xf32>
    %392 = stablehlo.add %390, %391 : tensor<2x4x8x8xf32>
    %393 = stablehlo.transpose %392, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %394 = stablehlo.reshape %393 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %395 = stablehlo.dot_general %394, %arg21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %396 = stablehlo.reshape %395 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %397 = stablehlo.add %377, %396 : tensor<2x8x32xf32>
    %398 = stablehlo.multiply %397, %141 : tensor<2x8x32xf32>
    %399 = stablehlo.multiply %398, %149 : tensor<2x8x32xf32>
    %400 = stablehlo.add %332, %399 : tensor<2x8x32xf32>
    %401 = stablehlo.multiply %398, %140 : tensor<2x8x32xf32>
    %402 = stablehlo.reduce(%401 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %403 = stablehlo.reshape %402 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %404 = stablehlo.multiply %403, %cst_21 : tensor<2x8x1xf32>
    %405 = stablehlo.power %147, %cst_20 : tensor<2x8x1xf32>
    %406 = stablehlo.multiply %404, %405 : tensor<2x8x1xf32>
    %407 = stablehlo.reshape %406 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %408 = stablehlo.broadcast_in_dim %407, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %409 = stablehlo.divide %408, %cst_19 : tensor<2x8x32xf32>
    %410 = stablehlo.power %140, %cst_18 : tensor<2x8x32xf32>
    %411 = stablehlo.multiply %410, %cst_42 : tensor<2x8x32xf32>
    %412 = stablehlo.multiply %409, %411 : tensor<2x8x32xf32>
    %413 = stablehlo.add %400, %412 : tensor<2x8x32xf32>
    %414 = stablehlo.reshape %413 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %415 = stablehlo.dot_general %414, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %416 = stablehlo.reshape %415 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %417 = stablehlo.multiply %416, %131 : tensor<2x8x64xf32>
    %418 = stablehlo.reshape %417 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %419 = stablehlo.dot_general %418, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %420 = stablehlo.reshape %419 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %421 = stablehlo.multiply %416, %134 : tensor<2x8x64xf32>
    %422 = stablehlo.subtract %cst_17, %130 : tensor<2x8x64xf32>
    %423 = stablehlo.multiply %129, %422 : tensor<2x8x64xf32>
    %424 = stablehlo.add %423, %cst_17 : tensor<2x8x64xf32>
    %425 = stablehlo.multiply %130, %424 : tensor<2x8x64xf32>
    %426 = stablehlo.multiply %421, %425 : tensor<2x8x64xf32>
    %427 = stablehlo.reshape %426 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %428 = stablehlo.dot_general %427, %arg18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %429 = stablehlo.reshape %428 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %430 = stablehlo.add %420, %429 : tensor<2x8x32xf32>
    %431 = stablehlo.multiply %430, %115 : tensor<2x8x32xf32>
    %432 = stablehlo.multiply %431, %123 : tensor<2x8x32xf32>
    %433 = stablehlo.add %413, %432 : tensor<2x8x32xf32>
    %434 = stablehlo.multiply %431, %114 : tensor<2x8x32xf32>
    %435 = stablehlo.reduce(%434 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %436 = stablehlo.reshape %435 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %437 = stablehlo.multiply %436, %cst_21 : tensor<2x8x1xf32>
    %438 = stablehlo.power %121, %cst_20 : tensor<2x8x1xf32>
    %439 = stablehlo.multiply %437, %438 : tensor<2x8x1xf32>
    %440 = stablehlo.reshape %439 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %441 = stablehlo.broadcast_in_dim %440, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %442 = stablehlo.divide %441, %cst_19 : tensor<2x8x32xf32>
    %443 = stablehlo.power %114, %cst_18 : tensor<2x8x32xf32>
    %444 = stablehlo.multiply %443, %cst_42 : tensor<2x8x32xf32>
    %445 = stablehlo.multiply %442, %444 : tensor<2x8x32xf32>
    %446 = stablehlo.add %433, %445 : tensor<2x8x32xf32>
    %447 = stablehlo.transpose %100, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %448 = stablehlo.reshape %446 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %449 = stablehlo.dot_general %448, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %450 = stablehlo.reshape %449 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %451 = stablehlo.transpose %450, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %452 = stablehlo.reshape %451 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %453 = stablehlo.dot_general %447, %452, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %454 = stablehlo.reshape %453 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %455 = stablehlo.reduce(%454 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %456 = stablehlo.transpose %455, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %457 = stablehlo.reshape %456 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %458 = stablehlo.dot_general %457, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %459 = stablehlo.reshape %458 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %460 = stablehlo.transpose %39, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %461 = stablehlo.transpose %106, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %462 = stablehlo.dot_general %452, %461, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %463 = stablehlo.reshape %462 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %464 = stablehlo.multiply %463, %99 : tensor<2x4x8x8xf32>
    %465 = stablehlo.reduce(%464 init: %cst_48) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %466 = stablehlo.broadcast_in_dim %465, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %467 = stablehlo.multiply %99, %466 : tensor<2x4x8x8xf32>
    %468 = stablehlo.subtract %464, %467 : tensor<2x4x8x8xf32>
    %469 = stablehlo.reshape %468 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %470 = stablehlo.dot_general %460, %469, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %471 = stablehlo.reshape %470 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %472 = stablehlo.multiply %471, %cst_38 : tensor<2x4x8x8xf32>
    %473 = stablehlo.transpose %472, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %474 = stablehlo.reshape %473 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %475 = stablehlo.reduce(%474 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %476 = stablehlo.multiply %475, %50 : tensor<2x2x8x8xf32>
    %477 = stablehlo.slice %476 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %478 = stablehlo.negate %477 : tensor<2x2x8x4xf32>
    %479 = stablehlo.pad %478, %cst_48, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %480 = stablehlo.select %c_16, %479, %cst_15 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %481 = stablehlo.slice %476 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %482 = stablehlo.pad %481, %cst_48, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %483 = stablehlo.select %c_14, %482, %cst_15 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %484 = stablehlo.add %480, %483 : tensor<2x2x8x8xf32>
    %485 = stablehlo.multiply %475, %44 : tensor<2x2x8x8xf32>
    %486 = stablehlo.add %484, %485 : tensor<2x2x8x8xf32>
    %487 = stablehlo.transpose %486, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %488 = stablehlo.reshape %487 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %489 = stablehlo.dot_general %488, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %490 = stablehlo.reshape %489 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %491 = stablehlo.add %459, %490 : tensor<2x8x32xf32>
    %492 = stablehlo.transpose %57, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %493 = stablehlo.dot_general %469, %492, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %494 = stablehlo.reshape %493 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %495 = stablehlo.multiply %494, %cst_38 : tensor<2x4x8x8xf32>
    %496 = stablehlo.multiply %495, %35 : tensor<2x4x8x8xf32>
    %497 = stablehlo.slice %496 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %498 = stablehlo.negate %497 : tensor<2x4x8x4xf32>
    %499 = stablehlo.pad %498, %cst_48, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %500 = stablehlo.select %c_13, %499, %cst_12 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %501 = stablehlo.slice %496 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %502 = stablehlo.pad %501, %cst_48, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %503 = stablehlo.select %c, %502, %cst_12 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %504 = stablehlo.add %500, %503 : tensor<2x4x8x8xf32>
    %505 = stablehlo.multiply %495, %27 : tensor<2x4x8x8xf32>
    %506 = stablehlo.add %504, %505 : tensor<2x4x8x8xf32>
    %507 = stablehlo.transpose %506, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %508 = stablehlo.reshape %507 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %509 = stablehlo.dot_general %508, %arg16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %510 = stablehlo.reshape %509 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %511 = stablehlo.add %491, %510 : tensor<2x8x32xf32>
    %512 = stablehlo.multiply %511, %5 : tensor<2x8x32xf32>
    %513 = stablehlo.multiply %512, %13 : tensor<2x8x32xf32>
    %514 = stablehlo.add %446, %513 : tensor<2x8x32xf32>
    %515 = stablehlo.multiply %512, %4 : tensor<2x8x32xf32>
    %516 = stablehlo.reduce(%515 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %517 = stablehlo.reshape %516 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %518 = stablehlo.multiply %517, %cst_21 : tensor<2x8x1xf32>
    %519 = stablehlo.power %11, %cst_20 : tensor<2x8x1xf32>
    %520 = stablehlo.multiply %518, %519 : tensor<2x8x1xf32>
    %521 = stablehlo.reshape %520 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %522 = stablehlo.broadcast_in_dim %521, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %523 = stablehlo.divide %522, %cst_19 : tensor<2x8x32xf32>
    %524 = stablehlo.power %4, %cst_18 : tensor<2x8x32xf32>
    %525 = stablehlo.multiply %524, %cst_42 : tensor<2x8x32xf32>
    %526 = stablehlo.multiply %523, %525 : tensor<2x8x32xf32>
    %527 = stablehlo.add %514, %526 : tensor<2x8x32xf32>
    %528 = stablehlo.select %273, %cst_25, %527 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %529 = "stablehlo.scatter"(%cst_28, %271, %528) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg46: tensor<f32>, %arg47: tensor<f32>):
      %653 = stablehlo.add %arg46, %arg47 : tensor<f32>
      stablehlo.return %653 : tensor<f32>
    }) : (tensor<136x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<136x32xf32>
    %530 = stablehlo.add %267, %529 : tensor<136x32xf32>
    %531 = stablehlo.multiply %530, %cst_11 : tensor<136x32xf32>
    %532 = stablehlo.subtract %arg10, %531 : tensor<136x32xf32>
    %533 = stablehlo.multiply %arg26, %cst_10 : tensor<32x32xf32>
    %534 = stablehlo.transpose %508, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %535 = stablehlo.dot_general %534, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %536 = stablehlo.add %533, %535 : tensor<32x32xf32>
    %537 = stablehlo.multiply %536, %cst_9 : tensor<32x32xf32>
    %538 = stablehlo.subtract %arg16, %537 : tensor<32x32xf32>
    %539 = stablehlo.multiply %arg27, %cst_8 : tensor<16x32xf32>
    %540 = stablehlo.transpose %488, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %541 = stablehlo.dot_general %540, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %542 = stablehlo.add %539, %541 : tensor<16x32xf32>
    %543 = stablehlo.multiply %542, %cst_7 : tensor<16x32xf32>
    %544 = stablehlo.subtract %arg15, %543 : tensor<16x32xf32>
    %545 = stablehlo.multiply %arg28, %cst_8 : tensor<16x32xf32>
    %546 = stablehlo.transpose %457, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %547 = stablehlo.dot_general %546, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %548 = stablehlo.add %545, %547 : tensor<16x32xf32>
    %549 = stablehlo.multiply %548, %cst_7 : tensor<16x32xf32>
    %550 = stablehlo.subtract %arg9, %549 : tensor<16x32xf32>
    %551 = stablehlo.multiply %arg29, %cst_10 : tensor<32x32xf32>
    %552 = stablehlo.transpose %448, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %553 = stablehlo.dot_general %552, %110, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %554 = stablehlo.add %551, %553 : tensor<32x32xf32>
    %555 = stablehlo.multiply %554, %cst_9 : tensor<32x32xf32>
    %556 = stablehlo.subtract %arg8, %555 : tensor<32x32xf32>
    %557 = stablehlo.multiply %arg30, %cst_6 : tensor<64x32xf32>
    %558 = stablehlo.transpose %427, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %559 = stablehlo.dot_general %558, %126, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %560 = stablehlo.add %557, %559 : tensor<64x32xf32>
    %561 = stablehlo.multiply %560, %cst_5 : tensor<64x32xf32>
    %562 = stablehlo.subtract %arg18, %561 : tensor<64x32xf32>
    %563 = stablehlo.multiply %arg31, %cst_6 : tensor<64x32xf32>
    %564 = stablehlo.transpose %418, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %565 = stablehlo.dot_general %564, %126, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %566 = stablehlo.add %563, %565 : tensor<64x32xf32>
    %567 = stablehlo.multiply %566, %cst_5 : tensor<64x32xf32>
    %568 = stablehlo.subtract %arg7, %567 : tensor<64x32xf32>
    %569 = stablehlo.multiply %arg32, %cst_4 : tensor<32x64xf32>
    %570 = stablehlo.transpose %414, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %571 = stablehlo.dot_general %570, %136, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %572 = stablehlo.add %569, %571 : tensor<32x64xf32>
    %573 = stablehlo.multiply %572, %cst_3 : tensor<32x64xf32>
    %574 = stablehlo.subtract %arg6, %573 : tensor<32x64xf32>
    %575 = stablehlo.multiply %arg33, %cst_2 : tensor<32xf32>
    %576 = stablehlo.multiply %511, %14 : tensor<2x8x32xf32>
    %577 = stablehlo.reduce(%576 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %578 = stablehlo.add %575, %577 : tensor<32xf32>
    %579 = stablehlo.multiply %578, %cst_1 : tensor<32xf32>
    %580 = stablehlo.subtract %arg11, %579 : tensor<32xf32>
    %581 = stablehlo.multiply %arg34, %cst_2 : tensor<32xf32>
    %582 = stablehlo.multiply %430, %124 : tensor<2x8x32xf32>
    %583 = stablehlo.reduce(%582 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %584 = stablehlo.add %581, %583 : tensor<32xf32>
    %585 = stablehlo.multiply %584, %cst_1 : tensor<32xf32>
    %586 = stablehlo.subtract %arg17, %585 : tensor<32xf32>
    %587 = stablehlo.multiply %arg35, %cst_10 : tensor<32x32xf32>
    %588 = stablehlo.transpose %394, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %589 = stablehlo.dot_general %588, %152, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %590 = stablehlo.add %587, %589 : tensor<32x32xf32>
    %591 = stablehlo.multiply %590, %cst_9 : tensor<32x32xf32>
    %592 = stablehlo.subtract %arg21, %591 : tensor<32x32xf32>
    %593 = stablehlo.multiply %arg36, %cst_8 : tensor<16x32xf32>
    %594 = stablehlo.transpose %374, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %595 = stablehlo.dot_general %594, %152, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %596 = stablehlo.add %593, %595 : tensor<16x32xf32>
    %597 = stablehlo.multiply %596, %cst_7 : tensor<16x32xf32>
    %598 = stablehlo.subtract %arg20, %597 : tensor<16x32xf32>
    %599 = stablehlo.multiply %arg37, %cst_8 : tensor<16x32xf32>
    %600 = stablehlo.transpose %343, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %601 = stablehlo.dot_general %600, %152, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %602 = stablehlo.add %599, %601 : tensor<16x32xf32>
    %603 = stablehlo.multiply %602, %cst_7 : tensor<16x32xf32>
    %604 = stablehlo.subtract %arg5, %603 : tensor<16x32xf32>
    %605 = stablehlo.multiply %arg38, %cst_10 : tensor<32x32xf32>
    %606 = stablehlo.transpose %334, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %607 = stablehlo.dot_general %606, %202, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %608 = stablehlo.add %605, %607 : tensor<32x32xf32>
    %609 = stablehlo.multiply %608, %cst_9 : tensor<32x32xf32>
    %610 = stablehlo.subtract %arg4, %609 : tensor<32x32xf32>
    %611 = stablehlo.multiply %arg39, %cst_6 : tensor<64x32xf32>
    %612 = stablehlo.transpose %313, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %613 = stablehlo.dot_general %612, %218, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %614 = stablehlo.add %611, %613 : tensor<64x32xf32>
    %615 = stablehlo.multiply %614, %cst_5 : tensor<64x32xf32>
    %616 = stablehlo.subtract %arg23, %615 : tensor<64x32xf32>
    %617 = stablehlo.multiply %arg40, %cst_6 : tensor<64x32xf32>
    %618 = stablehlo.transpose %304, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %619 = stablehlo.dot_general %618, %218, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %620 = stablehlo.add %617, %619 : tensor<64x32xf32>
    %621 = stablehlo.multiply %620, %cst_5 : tensor<64x32xf32>
    %622 = stablehlo.subtract %arg3, %621 : tensor<64x32xf32>
    %623 = stablehlo.multiply %arg41, %cst_4 : tensor<32x64xf32>
    %624 = stablehlo.transpose %300, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %625 = stablehlo.dot_general %624, %228, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %626 = stablehlo.add %623, %625 : tensor<32x64xf32>
    %627 = stablehlo.multiply %626, %cst_3 : tensor<32x64xf32>
    %628 = stablehlo.subtract %arg2, %627 : tensor<32x64xf32>
    %629 = stablehlo.multiply %arg42, %cst_2 : tensor<32xf32>
    %630 = stablehlo.multiply %397, %150 : tensor<2x8x32xf32>
    %631 = stablehlo.reduce(%630 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %632 = stablehlo.add %629, %631 : tensor<32xf32>
    %633 = stablehlo.multiply %632, %cst_1 : tensor<32xf32>
    %634 = stablehlo.subtract %arg19, %633 : tensor<32xf32>
    %635 = stablehlo.multiply %arg43, %cst_2 : tensor<32xf32>
    %636 = stablehlo.multiply %316, %216 : tensor<2x8x32xf32>
    %637 = stablehlo.reduce(%636 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %638 = stablehlo.add %635, %637 : tensor<32xf32>
    %639 = stablehlo.multiply %638, %cst_1 : tensor<32xf32>
    %640 = stablehlo.subtract %arg22, %639 : tensor<32xf32>
    %641 = stablehlo.multiply %arg44, %cst_2 : tensor<32xf32>
    %642 = stablehlo.multiply %284, %241 : tensor<2x8x32xf32>
    %643 = stablehlo.reduce(%642 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %644 = stablehlo.add %641, %643 : tensor<32xf32>
    %645 = stablehlo.multiply %644, %cst_1 : tensor<32xf32>
    %646 = stablehlo.subtract %arg24, %645 : tensor<32xf32>
    %647 = stablehlo.multiply %arg45, %cst_0 : tensor<128x32xf32>
    %648 = stablehlo.transpose %282, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %649 = stablehlo.dot_general %648, %243, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %650 = stablehlo.add %647, %649 : tensor<128x32xf32>
    %651 = stablehlo.multiply %650, %cst : tensor<128x32xf32>
    %652 = stablehlo.subtract %arg1, %651 : tensor<128x32xf32>
    return %266, %532, %538, %544, %550, %556, %562, %568, %574, %580, %586, %592, %598, %604, %610, %616, %622, %628, %634, %640, %646, %652, %530, %536, %542, %548, %554, %560, %566, %572, %578, %584, %590, %596, %602, %608, %614, %620, %626, %632, %638, %644, %650 : tensor<f32>, tensor<136x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<136x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>
  }
}
