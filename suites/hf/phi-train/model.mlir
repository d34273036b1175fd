module @IrToHlo.1304 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128xf32> {tf.aliasing_output = 19 : i32}, %arg2: tensor<128x32xf32> {tf.aliasing_output = 18 : i32}, %arg3: tensor<32xf32> {tf.aliasing_output = 16 : i32}, %arg4: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg5: tensor<32xf32> {tf.aliasing_output = 13 : i32}, %arg6: tensor<32x64xf32> {tf.aliasing_output = 12 : i32}, %arg7: tensor<64xf32> {tf.aliasing_output = 11 : i32}, %arg8: tensor<64x32xf32> {tf.aliasing_output = 10 : i32}, %arg9: tensor<32xf32> {tf.aliasing_output = 14 : i32}, %arg10: tensor<32xf32> {tf.aliasing_output = 15 : i32}, %arg11: tensor<32xf32> {tf.aliasing_output = 9 : i32}, %arg12: tensor<32x32xf32> {tf.aliasing_output = 8 : i32}, %arg13: tensor<32xf32> {tf.aliasing_output = 7 : i32}, %arg14: tensor<32x32xf32> {tf.aliasing_output = 6 : i32}, %arg15: tensor<2x8xi64>, %arg16: tensor<i1>, %arg17: tensor<32xf32> {tf.aliasing_output = 5 : i32}, %arg18: tensor<32x32xf32> {tf.aliasing_output = 4 : i32}, %arg19: tensor<2xf32>, %arg20: tensor<32xf32> {tf.aliasing_output = 3 : i32}, %arg21: tensor<32x32xf32> {tf.aliasing_output = 2 : i32}, %arg22: tensor<32xf32> {tf.aliasing_output = 17 : i32}, %arg23: tensor<128x32xf32> {tf.aliasing_output = 20 : i32}, %arg24: tensor<32x32xf32> {tf.aliasing_output = 21 : i32}, %arg25: tensor<32xf32> {tf.aliasing_output = 22 : i32}, %arg26: tensor<32x32xf32> {tf.aliasing_output = 23 : i32}, %arg27: tensor<32xf32> {tf.aliasing_output = 24 : i32}, %arg28: tensor<32x32xf32> {tf.aliasing_output = 25 : i32}, %arg29: tensor<32xf32> {tf.aliasing_output = 26 : i32}, %arg30: tensor<32x32xf32> {tf.aliasing_output = 27 : i32}, %arg31: tensor<32xf32> {tf.aliasing_output = 28 : i32}, %arg32: tensor<64x32xf32> {tf.aliasing_output = 29 : i32}, %arg33: tensor<64xf32> {tf.aliasing_output = 30 : i32}, %arg34: tensor<32x64xf32> {tf.aliasing_output = 31 : i32}, %arg35: tensor<32xf32> {tf.aliasing_output = 32 : i32}, %arg36: tensor<32xf32> {tf.aliasing_output = 33 : i32}, %arg37: tensor<32xf32> {tf.aliasing_output = 34 : i32}, %arg38: tensor<32xf32> {tf.aliasing_output = 35 : i32}, %arg39: tensor<32xf32> {tf.aliasing_output = 36 : i32}, %arg40: tensor<128x32xf32> {tf.aliasing_output = 37 : i32}, %arg41: tensor<128xf32> {tf.aliasing_output = 38 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<128xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<128xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<32x64xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<32x64xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<64xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<64xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<64x32xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<64x32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %c = stablehlo.constant dense<[[[[true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false]], [[true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false]], [[true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false]], [[true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false]]], [[[true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false]], [[true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false]], [[true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false]], [[true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false]]]]> : tensor<2x4x8x4xi1>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x4xf32>
    %c_13 = stablehlo.constant dense<[[[[false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true]], [[false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true]], [[false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true]], [[false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true]]], [[[false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true]], [[false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true]], [[false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true]], [[false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true]]]]> : tensor<2x4x8x4xi1>
    %c_14 = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x4x8x8xi1>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %c_16 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x4x8x8xi1>
    %cst_17 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x64xf32>
    %cst_18 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_20 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_21 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_22 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x1xf32>
    %cst_23 = stablehlo.constant dense<9.99999974E-6> : tensor<16xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_25 = stablehlo.constant dense<-1> : tensor<2x8xi64>
    %c_26 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_28 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_29 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_31 = stablehlo.constant dense<0.797884583> : tensor<2x8x64xf32>
    %cst_32 = stablehlo.constant dense<4.471500e-02> : tensor<2x8x64xf32>
    %cst_33 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x64xf32>
    %cst_34 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x64xf32>
    %cst_35 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_37 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_38 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_39 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_40 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_41 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_42 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_43 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_46 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_47 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_48 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_49 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_50 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %2 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %3 = stablehlo.convert %2 : (tensor<16xi64>) -> tensor<16xui32>
    %4 = "stablehlo.gather"(%arg4, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %5 = stablehlo.reshape %4 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.reshape %4 : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%6, %cst_45, %cst_44) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %7 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %8 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<2x8x32xf32>
    %10 = stablehlo.add %1, %9 : tensor<2x8x32xf32>
    %11 = stablehlo.reshape %10 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %12 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %13 = stablehlo.dot_general %11, %12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %14 = stablehlo.broadcast_in_dim %arg20, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %15 = stablehlo.add %13, %14 : tensor<16x32xf32>
    %16 = stablehlo.reshape %15 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %17 = stablehlo.transpose %16, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %18 = stablehlo.slice %17 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %19 = stablehlo.broadcast_in_dim %cst_43, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x2xf32>
    %20 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<2xf32>) -> tensor<1x8x2xf32>
    %21 = stablehlo.multiply %19, %20 : tensor<1x8x2xf32>
    %22 = stablehlo.concatenate %21, %21, dim = 2 : (tensor<1x8x2xf32>, tensor<1x8x2xf32>) -> tensor<1x8x4xf32>
    %23 = stablehlo.cosine %22 : tensor<1x8x4xf32>
    %24 = stablehlo.reshape %23 : (tensor<1x8x4xf32>) -> tensor<8x4xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [2, 3] : (tensor<8x4xf32>) -> tensor<2x4x8x4xf32>
    %26 = stablehlo.multiply %18, %25 : tensor<2x4x8x4xf32>
    %27 = stablehlo.slice %18 [0:2, 0:4, 0:8, 2:4] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
    %28 = stablehlo.negate %27 : tensor<2x4x8x2xf32>
    %29 = stablehlo.slice %18 [0:2, 0:4, 0:8, 0:2] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
    %30 = stablehlo.concatenate %28, %29, dim = 3 : (tensor<2x4x8x2xf32>, tensor<2x4x8x2xf32>) -> tensor<2x4x8x4xf32>
    %31 = stablehlo.sine %22 : tensor<1x8x4xf32>
    %32 = stablehlo.reshape %31 : (tensor<1x8x4xf32>) -> tensor<8x4xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [2, 3] : (tensor<8x4xf32>) -> tensor<2x4x8x4xf32>
    %34 = stablehlo.multiply %30, %33 : tensor<2x4x8x4xf32>
    %35 = stablehlo.add %26, %34 : tensor<2x4x8x4xf32>
    %36 = stablehlo.slice %17 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %37 = stablehlo.concatenate %35, %36, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %38 = stablehlo.multiply %37, %cst_42 : tensor<2x4x8x8xf32>
    %39 = stablehlo.reshape %38 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %40 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %41 = stablehlo.dot_general %11, %40, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %42 = stablehlo.broadcast_in_dim %arg17, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %43 = stablehlo.add %41, %42 : tensor<16x32xf32>
    %44 = stablehlo.reshape %43 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %45 = stablehlo.transpose %44, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %46 = stablehlo.slice %45 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %47 = stablehlo.multiply %46, %25 : tensor<2x4x8x4xf32>
    %48 = stablehlo.slice %46 [0:2, 0:4, 0:8, 2:4] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
    %49 = stablehlo.negate %48 : tensor<2x4x8x2xf32>
    %50 = stablehlo.slice %46 [0:2, 0:4, 0:8, 0:2] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
    %51 = stablehlo.concatenate %49, %50, dim = 3 : (tensor<2x4x8x2xf32>, tensor<2x4x8x2xf32>) -> tensor<2x4x8x4xf32>
    %52 = stablehlo.multiply %51, %33 : tensor<2x4x8x4xf32>
    %53 = stablehlo.add %47, %52 : tensor<2x4x8x4xf32>
    %54 = stablehlo.slice %45 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %55 = stablehlo.concatenate %53, %54, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %56 = stablehlo.transpose %55, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %57 = stablehlo.multiply %56, %cst_42 : tensor<2x4x8x8xf32>
    %58 = stablehlo.reshape %57 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %59 = stablehlo.dot_general %39, %58, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %60 = stablehlo.reshape %59 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %61 = stablehlo.convert %arg16 : (tensor<i1>) -> tensor<ui8>
    %62 = stablehlo.broadcast_in_dim %61, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %63 = stablehlo.broadcast_in_dim %c_41, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %64 = stablehlo.broadcast_in_dim %c_41, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %65 = stablehlo.compare  LE, %63, %64 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %66 = stablehlo.convert %65 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %67 = stablehlo.and %62, %66 : tensor<1x1x8x8xui8>
    %68 = stablehlo.compare  NE, %67, %c_50 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %69 = stablehlo.convert %68 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %70 = stablehlo.reshape %69 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %71 = stablehlo.broadcast_in_dim %70, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %72 = stablehlo.compare  NE, %arg15, %c_49 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %73 = stablehlo.broadcast_in_dim %c_40, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %74 = stablehlo.compare  LT, %73, %c_39 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %75 = stablehlo.add %73, %c_38 : tensor<2x1x1x8xi64>
    %76 = stablehlo.select %74, %75, %73 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %77 = stablehlo.reshape %76 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %78 = stablehlo.broadcast_in_dim %c_41, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %79 = stablehlo.compare  LT, %78, %c_39 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %80 = stablehlo.add %78, %c_37 : tensor<2x1x1x8xi64>
    %81 = stablehlo.select %79, %80, %78 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %82 = stablehlo.reshape %81 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %83 = stablehlo.concatenate %77, %82, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %84 = "stablehlo.gather"(%72, %83) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %85 = stablehlo.convert %84 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %86 = stablehlo.reshape %85 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %88 = stablehlo.and %71, %87 : tensor<2x1x8x8xui8>
    %89 = stablehlo.compare  NE, %88, %c_48 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %90 = stablehlo.select %89, %cst_36, %cst_35 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %91 = stablehlo.reshape %90 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %93 = stablehlo.add %60, %92 : tensor<2x4x8x8xf32>
    %94 = stablehlo.reduce(%93 init: %cst_47) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %96 = stablehlo.subtract %93, %95 : tensor<2x4x8x8xf32>
    %97 = stablehlo.exponential %96 : tensor<2x4x8x8xf32>
    %98 = stablehlo.reduce(%97 init: %cst_51) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %100 = stablehlo.divide %97, %99 : tensor<2x4x8x8xf32>
    %101 = stablehlo.reshape %100 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %102 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %103 = stablehlo.dot_general %11, %102, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %104 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %105 = stablehlo.add %103, %104 : tensor<16x32xf32>
    %106 = stablehlo.reshape %105 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %107 = stablehlo.transpose %106, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %108 = stablehlo.reshape %107 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %109 = stablehlo.dot_general %101, %108, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %110 = stablehlo.reshape %109 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %111 = stablehlo.transpose %110, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %112 = stablehlo.reshape %111 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %113 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %114 = stablehlo.dot_general %112, %113, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %115 = stablehlo.broadcast_in_dim %arg11, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %116 = stablehlo.add %114, %115 : tensor<16x32xf32>
    %117 = stablehlo.reshape %116 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %118 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %119 = stablehlo.dot_general %11, %118, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %120 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %121 = stablehlo.add %119, %120 : tensor<16x64xf32>
    %122 = stablehlo.reshape %121 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %123 = stablehlo.multiply %122, %cst_34 : tensor<2x8x64xf32>
    %124 = stablehlo.power %122, %cst_33 : tensor<2x8x64xf32>
    %125 = stablehlo.multiply %124, %cst_32 : tensor<2x8x64xf32>
    %126 = stablehlo.add %122, %125 : tensor<2x8x64xf32>
    %127 = stablehlo.multiply %126, %cst_31 : tensor<2x8x64xf32>
    %128 = stablehlo.tanh %127 : tensor<2x8x64xf32>
    %129 = stablehlo.add %128, %cst_30 : tensor<2x8x64xf32>
    %130 = stablehlo.multiply %123, %129 : tensor<2x8x64xf32>
    %131 = stablehlo.reshape %130 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %132 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %133 = stablehlo.dot_general %131, %132, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %134 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %135 = stablehlo.add %133, %134 : tensor<16x32xf32>
    %136 = stablehlo.reshape %135 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %137 = stablehlo.add %117, %136 : tensor<2x8x32xf32>
    %138 = stablehlo.add %137, %5 : tensor<2x8x32xf32>
    %139 = stablehlo.reshape %138 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_52, %batch_mean_53, %batch_var_54 = "stablehlo.batch_norm_training"(%139, %cst_45, %cst_44) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %140 = stablehlo.reshape %output_52 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %141 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %142 = stablehlo.multiply %140, %141 : tensor<2x8x32xf32>
    %143 = stablehlo.add %0, %142 : tensor<2x8x32xf32>
    %144 = stablehlo.reshape %143 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %145 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %146 = stablehlo.dot_general %144, %145, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %147 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<128xf32>) -> tensor<16x128xf32>
    %148 = stablehlo.add %146, %147 : tensor<16x128xf32>
    %149 = stablehlo.reshape %148 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %150 = stablehlo.slice %149 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %151 = stablehlo.reduce(%150 init: %cst_47) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %153 = stablehlo.subtract %150, %152 : tensor<2x7x128xf32>
    %154 = stablehlo.exponential %153 : tensor<2x7x128xf32>
    %155 = stablehlo.reduce(%154 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %156 = stablehlo.log %155 : tensor<2x7xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %158 = stablehlo.subtract %153, %157 : tensor<2x7x128xf32>
    %159 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %161 = stablehlo.broadcast_in_dim %c_46, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %162 = stablehlo.compare  EQ, %160, %161 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %163 = stablehlo.convert %162 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %164 = stablehlo.convert %163 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %165 = stablehlo.multiply %158, %164 : tensor<2x7x128xf32>
    %166 = stablehlo.reduce(%165 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %167 = stablehlo.reduce(%166 init: %cst_51) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %168 = stablehlo.multiply %167, %cst_29 : tensor<f32>
    %169 = stablehlo.negate %168 : tensor<f32>
    %170 = stablehlo.multiply %arg23, %cst_28 : tensor<128x32xf32>
    %171 = stablehlo.compare  LT, %arg0, %c_49 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %172 = stablehlo.add %arg0, %c_26 : tensor<2x8xi64>
    %173 = stablehlo.select %171, %172, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %174 = stablehlo.reshape %173 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %175 = stablehlo.compare  EQ, %arg0, %c_25 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %177 = stablehlo.add %batch_var_54, %cst_23 : tensor<16xf32>
    %178 = stablehlo.rsqrt %177 : tensor<16xf32>
    %179 = stablehlo.reshape %178 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %180 = stablehlo.divide %179, %cst_22 : tensor<2x8x1xf32>
    %181 = stablehlo.reshape %180 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %183 = stablehlo.multiply %164, %cst_20 : tensor<2x7x128xf32>
    %184 = stablehlo.exponential %158 : tensor<2x7x128xf32>
    %185 = stablehlo.reduce(%183 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %187 = stablehlo.multiply %184, %186 : tensor<2x7x128xf32>
    %188 = stablehlo.subtract %183, %187 : tensor<2x7x128xf32>
    %189 = stablehlo.pad %188, %cst_51, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %190 = stablehlo.select %c_21, %189, %cst_19 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %191 = stablehlo.reshape %190 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %192 = stablehlo.dot_general %191, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %193 = stablehlo.reshape %192 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %194 = stablehlo.multiply %193, %141 : tensor<2x8x32xf32>
    %195 = stablehlo.multiply %194, %cst_18 : tensor<2x8x32xf32>
    %196 = stablehlo.reduce(%194 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %198 = stablehlo.subtract %195, %197 : tensor<2x8x32xf32>
    %199 = stablehlo.reshape %batch_mean_53 : (tensor<16xf32>) -> tensor<2x8xf32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %201 = stablehlo.subtract %138, %200 : tensor<2x8x32xf32>
    %202 = stablehlo.reshape %178 : (tensor<16xf32>) -> tensor<2x8xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %204 = stablehlo.multiply %201, %203 : tensor<2x8x32xf32>
    %205 = stablehlo.multiply %194, %204 : tensor<2x8x32xf32>
    %206 = stablehlo.reduce(%205 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %208 = stablehlo.multiply %204, %207 : tensor<2x8x32xf32>
    %209 = stablehlo.subtract %198, %208 : tensor<2x8x32xf32>
    %210 = stablehlo.multiply %182, %209 : tensor<2x8x32xf32>
    %211 = stablehlo.add %batch_var, %cst_23 : tensor<16xf32>
    %212 = stablehlo.rsqrt %211 : tensor<16xf32>
    %213 = stablehlo.reshape %212 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %214 = stablehlo.divide %213, %cst_22 : tensor<2x8x1xf32>
    %215 = stablehlo.reshape %214 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %217 = stablehlo.reshape %210 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %218 = stablehlo.dot_general %217, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %219 = stablehlo.reshape %218 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %220 = stablehlo.multiply %219, %123 : tensor<2x8x64xf32>
    %221 = stablehlo.multiply %128, %128 : tensor<2x8x64xf32>
    %222 = stablehlo.subtract %cst_30, %221 : tensor<2x8x64xf32>
    %223 = stablehlo.multiply %220, %222 : tensor<2x8x64xf32>
    %224 = stablehlo.multiply %223, %cst_31 : tensor<2x8x64xf32>
    %225 = stablehlo.multiply %224, %cst_32 : tensor<2x8x64xf32>
    %226 = stablehlo.power %122, %cst_17 : tensor<2x8x64xf32>
    %227 = stablehlo.multiply %226, %cst_33 : tensor<2x8x64xf32>
    %228 = stablehlo.multiply %225, %227 : tensor<2x8x64xf32>
    %229 = stablehlo.add %224, %228 : tensor<2x8x64xf32>
    %230 = stablehlo.multiply %219, %129 : tensor<2x8x64xf32>
    %231 = stablehlo.multiply %230, %cst_34 : tensor<2x8x64xf32>
    %232 = stablehlo.add %229, %231 : tensor<2x8x64xf32>
    %233 = stablehlo.reshape %232 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %234 = stablehlo.dot_general %233, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %235 = stablehlo.reshape %234 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %236 = stablehlo.transpose %101, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %237 = stablehlo.dot_general %217, %arg12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %238 = stablehlo.reshape %237 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %239 = stablehlo.transpose %238, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %240 = stablehlo.reshape %239 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %241 = stablehlo.dot_general %236, %240, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %242 = stablehlo.reshape %241 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %243 = stablehlo.transpose %242, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %244 = stablehlo.reshape %243 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %245 = stablehlo.dot_general %244, %arg14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %246 = stablehlo.reshape %245 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %247 = stablehlo.add %235, %246 : tensor<2x8x32xf32>
    %248 = stablehlo.transpose %39, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %249 = stablehlo.transpose %108, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %250 = stablehlo.dot_general %240, %249, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %251 = stablehlo.reshape %250 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %252 = stablehlo.multiply %251, %100 : tensor<2x4x8x8xf32>
    %253 = stablehlo.reduce(%252 init: %cst_51) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %255 = stablehlo.multiply %100, %254 : tensor<2x4x8x8xf32>
    %256 = stablehlo.subtract %252, %255 : tensor<2x4x8x8xf32>
    %257 = stablehlo.reshape %256 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %258 = stablehlo.dot_general %248, %257, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %259 = stablehlo.reshape %258 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %260 = stablehlo.multiply %259, %cst_42 : tensor<2x4x8x8xf32>
    %261 = stablehlo.transpose %260, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %262 = stablehlo.slice %261 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %263 = stablehlo.pad %262, %cst_51, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %264 = stablehlo.select %c_16, %263, %cst_15 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %265 = stablehlo.slice %261 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %266 = stablehlo.multiply %265, %33 : tensor<2x4x8x4xf32>
    %267 = stablehlo.slice %266 [0:2, 0:4, 0:8, 0:2] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
    %268 = stablehlo.negate %267 : tensor<2x4x8x2xf32>
    %269 = stablehlo.pad %268, %cst_51, low = [0, 0, 0, 2], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x2xf32>, tensor<f32>) -> tensor<2x4x8x4xf32>
    %270 = stablehlo.select %c_13, %269, %cst_12 : tensor<2x4x8x4xi1>, tensor<2x4x8x4xf32>
    %271 = stablehlo.slice %266 [0:2, 0:4, 0:8, 2:4] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
    %272 = stablehlo.pad %271, %cst_51, low = [0, 0, 0, 0], high = [0, 0, 0, 2], interior = [0, 0, 0, 0] : (tensor<2x4x8x2xf32>, tensor<f32>) -> tensor<2x4x8x4xf32>
    %273 = stablehlo.select %c, %272, %cst_12 : tensor<2x4x8x4xi1>, tensor<2x4x8x4xf32>
    %274 = stablehlo.add %270, %273 : tensor<2x4x8x4xf32>
    %275 = stablehlo.multiply %265, %25 : tensor<2x4x8x4xf32>
    %276 = stablehlo.add %274, %275 : tensor<2x4x8x4xf32>
    %277 = stablehlo.pad %276, %cst_51, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %278 = stablehlo.select %c_14, %277, %cst_15 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %279 = stablehlo.add %264, %278 : tensor<2x4x8x8xf32>
    %280 = stablehlo.transpose %279, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %281 = stablehlo.reshape %280 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %282 = stablehlo.dot_general %281, %arg18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %283 = stablehlo.reshape %282 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %284 = stablehlo.add %247, %283 : tensor<2x8x32xf32>
    %285 = stablehlo.transpose %58, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %286 = stablehlo.dot_general %257, %285, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %287 = stablehlo.reshape %286 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %288 = stablehlo.multiply %287, %cst_42 : tensor<2x4x8x8xf32>
    %289 = stablehlo.slice %288 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %290 = stablehlo.pad %289, %cst_51, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %291 = stablehlo.select %c_16, %290, %cst_15 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %292 = stablehlo.slice %288 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %293 = stablehlo.multiply %292, %33 : tensor<2x4x8x4xf32>
    %294 = stablehlo.slice %293 [0:2, 0:4, 0:8, 0:2] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
    %295 = stablehlo.negate %294 : tensor<2x4x8x2xf32>
    %296 = stablehlo.pad %295, %cst_51, low = [0, 0, 0, 2], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x2xf32>, tensor<f32>) -> tensor<2x4x8x4xf32>
    %297 = stablehlo.select %c_13, %296, %cst_12 : tensor<2x4x8x4xi1>, tensor<2x4x8x4xf32>
    %298 = stablehlo.slice %293 [0:2, 0:4, 0:8, 2:4] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
    %299 = stablehlo.pad %298, %cst_51, low = [0, 0, 0, 0], high = [0, 0, 0, 2], interior = [0, 0, 0, 0] : (tensor<2x4x8x2xf32>, tensor<f32>) -> tensor<2x4x8x4xf32>
    %300 = stablehlo.select %c, %299, %cst_12 : tensor<2x4x8x4xi1>, tensor<2x4x8x4xf32>
    %301 = stablehlo.add %297, %300 : tensor<2x4x8x4xf32>
    %302 = stablehlo.multiply %292, %25 : tensor<2x4x8x4xf32>
    %303 = stablehlo.add %301, %302 : tensor<2x4x8x4xf32>
    %304 = stablehlo.pad %303, %cst_51, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %305 = stablehlo.select %c_14, %304, %cst_15 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %306 = stablehlo.add %291, %305 : tensor<2x4x8x8xf32>
    %307 = stablehlo.transpose %306, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %308 = stablehlo.reshape %307 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %309 = stablehlo.dot_general %308, %arg21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %310 = stablehlo.reshape %309 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %311 = stablehlo.add %284, %310 : tensor<2x8x32xf32>
    %312 = stablehlo.multiply %311, %8 : tensor<2x8x32xf32>
    %313 = stablehlo.multiply %312, %cst_18 : tensor<2x8x32xf32>
    %314 = stablehlo.reduce(%312 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %315 = stablehlo.broadcast_in_dim %314, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %316 = stablehlo.subtract %313, %315 : tensor<2x8x32xf32>
    %317 = stablehlo.reshape %batch_mean : (tensor<16xf32>) -> tensor<2x8xf32>
    %318 = stablehlo.broadcast_in_dim %317, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %319 = stablehlo.subtract %5, %318 : tensor<2x8x32xf32>
    %320 = stablehlo.reshape %212 : (tensor<16xf32>) -> tensor<2x8xf32>
    %321 = stablehlo.broadcast_in_dim %320, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %322 = stablehlo.multiply %319, %321 : tensor<2x8x32xf32>
    %323 = stablehlo.multiply %312, %322 : tensor<2x8x32xf32>
    %324 = stablehlo.reduce(%323 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %325 = stablehlo.broadcast_in_dim %324, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %326 = stablehlo.multiply %322, %325 : tensor<2x8x32xf32>
    %327 = stablehlo.subtract %316, %326 : tensor<2x8x32xf32>
    %328 = stablehlo.multiply %216, %327 : tensor<2x8x32xf32>
    %329 = stablehlo.add %210, %328 : tensor<2x8x32xf32>
    %330 = stablehlo.select %176, %cst_24, %329 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %331 = "stablehlo.scatter"(%cst_27, %174, %330) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg42: tensor<f32>, %arg43: tensor<f32>):
      %432 = stablehlo.add %arg42, %arg43 : tensor<f32>
      stablehlo.return %432 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %332 = stablehlo.add %170, %331 : tensor<128x32xf32>
    %333 = stablehlo.multiply %332, %cst_11 : tensor<128x32xf32>
    %334 = stablehlo.subtract %arg4, %333 : tensor<128x32xf32>
    %335 = stablehlo.multiply %arg24, %cst_10 : tensor<32x32xf32>
    %336 = stablehlo.transpose %308, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %337 = stablehlo.dot_general %336, %11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %338 = stablehlo.add %335, %337 : tensor<32x32xf32>
    %339 = stablehlo.multiply %338, %cst_9 : tensor<32x32xf32>
    %340 = stablehlo.subtract %arg21, %339 : tensor<32x32xf32>
    %341 = stablehlo.multiply %arg25, %cst_8 : tensor<32xf32>
    %342 = stablehlo.reduce(%308 init: %cst_51) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %343 = stablehlo.add %341, %342 : tensor<32xf32>
    %344 = stablehlo.multiply %343, %cst_7 : tensor<32xf32>
    %345 = stablehlo.subtract %arg20, %344 : tensor<32xf32>
    %346 = stablehlo.multiply %arg26, %cst_10 : tensor<32x32xf32>
    %347 = stablehlo.transpose %281, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %348 = stablehlo.dot_general %347, %11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %349 = stablehlo.add %346, %348 : tensor<32x32xf32>
    %350 = stablehlo.multiply %349, %cst_9 : tensor<32x32xf32>
    %351 = stablehlo.subtract %arg18, %350 : tensor<32x32xf32>
    %352 = stablehlo.multiply %arg27, %cst_8 : tensor<32xf32>
    %353 = stablehlo.reduce(%281 init: %cst_51) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %354 = stablehlo.add %352, %353 : tensor<32xf32>
    %355 = stablehlo.multiply %354, %cst_7 : tensor<32xf32>
    %356 = stablehlo.subtract %arg17, %355 : tensor<32xf32>
    %357 = stablehlo.multiply %arg28, %cst_10 : tensor<32x32xf32>
    %358 = stablehlo.transpose %244, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %359 = stablehlo.dot_general %358, %11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %360 = stablehlo.add %357, %359 : tensor<32x32xf32>
    %361 = stablehlo.multiply %360, %cst_9 : tensor<32x32xf32>
    %362 = stablehlo.subtract %arg14, %361 : tensor<32x32xf32>
    %363 = stablehlo.multiply %arg29, %cst_8 : tensor<32xf32>
    %364 = stablehlo.reduce(%244 init: %cst_51) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %365 = stablehlo.add %363, %364 : tensor<32xf32>
    %366 = stablehlo.multiply %365, %cst_7 : tensor<32xf32>
    %367 = stablehlo.subtract %arg13, %366 : tensor<32xf32>
    %368 = stablehlo.multiply %arg30, %cst_10 : tensor<32x32xf32>
    %369 = stablehlo.transpose %217, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %370 = stablehlo.dot_general %369, %112, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %371 = stablehlo.add %368, %370 : tensor<32x32xf32>
    %372 = stablehlo.multiply %371, %cst_9 : tensor<32x32xf32>
    %373 = stablehlo.subtract %arg12, %372 : tensor<32x32xf32>
    %374 = stablehlo.multiply %arg31, %cst_8 : tensor<32xf32>
    %375 = stablehlo.reduce(%217 init: %cst_51) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %376 = stablehlo.add %374, %375 : tensor<32xf32>
    %377 = stablehlo.multiply %376, %cst_7 : tensor<32xf32>
    %378 = stablehlo.subtract %arg11, %377 : tensor<32xf32>
    %379 = stablehlo.multiply %arg32, %cst_6 : tensor<64x32xf32>
    %380 = stablehlo.transpose %233, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %381 = stablehlo.dot_general %380, %11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %382 = stablehlo.add %379, %381 : tensor<64x32xf32>
    %383 = stablehlo.multiply %382, %cst_5 : tensor<64x32xf32>
    %384 = stablehlo.subtract %arg8, %383 : tensor<64x32xf32>
    %385 = stablehlo.multiply %arg33, %cst_4 : tensor<64xf32>
    %386 = stablehlo.reduce(%233 init: %cst_51) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %387 = stablehlo.add %385, %386 : tensor<64xf32>
    %388 = stablehlo.multiply %387, %cst_3 : tensor<64xf32>
    %389 = stablehlo.subtract %arg7, %388 : tensor<64xf32>
    %390 = stablehlo.multiply %arg34, %cst_2 : tensor<32x64xf32>
    %391 = stablehlo.dot_general %369, %131, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %392 = stablehlo.add %390, %391 : tensor<32x64xf32>
    %393 = stablehlo.multiply %392, %cst_1 : tensor<32x64xf32>
    %394 = stablehlo.subtract %arg6, %393 : tensor<32x64xf32>
    %395 = stablehlo.multiply %arg35, %cst_8 : tensor<32xf32>
    %396 = stablehlo.add %395, %375 : tensor<32xf32>
    %397 = stablehlo.multiply %396, %cst_7 : tensor<32xf32>
    %398 = stablehlo.subtract %arg5, %397 : tensor<32xf32>
    %399 = stablehlo.multiply %arg36, %cst_8 : tensor<32xf32>
    %400 = stablehlo.multiply %311, %322 : tensor<2x8x32xf32>
    %401 = stablehlo.reduce(%400 init: %cst_51) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %402 = stablehlo.add %399, %401 : tensor<32xf32>
    %403 = stablehlo.multiply %402, %cst_7 : tensor<32xf32>
    %404 = stablehlo.subtract %arg9, %403 : tensor<32xf32>
    %405 = stablehlo.multiply %arg37, %cst_8 : tensor<32xf32>
    %406 = stablehlo.reduce(%311 init: %cst_51) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %407 = stablehlo.add %405, %406 : tensor<32xf32>
    %408 = stablehlo.multiply %407, %cst_7 : tensor<32xf32>
    %409 = stablehlo.subtract %arg10, %408 : tensor<32xf32>
    %410 = stablehlo.multiply %arg38, %cst_8 : tensor<32xf32>
    %411 = stablehlo.multiply %193, %204 : tensor<2x8x32xf32>
    %412 = stablehlo.reduce(%411 init: %cst_51) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %413 = stablehlo.add %410, %412 : tensor<32xf32>
    %414 = stablehlo.multiply %413, %cst_7 : tensor<32xf32>
    %415 = stablehlo.subtract %arg3, %414 : tensor<32xf32>
    %416 = stablehlo.multiply %arg39, %cst_8 : tensor<32xf32>
    %417 = stablehlo.reduce(%193 init: %cst_51) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %418 = stablehlo.add %416, %417 : tensor<32xf32>
    %419 = stablehlo.multiply %418, %cst_7 : tensor<32xf32>
    %420 = stablehlo.subtract %arg22, %419 : tensor<32xf32>
    %421 = stablehlo.multiply %arg40, %cst_28 : tensor<128x32xf32>
    %422 = stablehlo.transpose %191, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %423 = stablehlo.dot_general %422, %144, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %424 = stablehlo.add %421, %423 : tensor<128x32xf32>
    %425 = stablehlo.multiply %424, %cst_11 : tensor<128x32xf32>
    %426 = stablehlo.subtract %arg2, %425 : tensor<128x32xf32>
    %427 = stablehlo.multiply %arg41, %cst_0 : tensor<128xf32>
    %428 = stablehlo.reduce(%191 init: %cst_51) applies stablehlo.add across dimensions = [0] : (tensor<16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %429 = stablehlo.add %427, %428 : tensor<128xf32>
    %430 = stablehlo.multiply %429, %cst : tensor<128xf32>
    %431 = stablehlo.subtract %arg1, %430 : tensor<128xf32>
    return %169, %334, %340, %345, %351, %356, %362, %367, %373, %378, %384, %389, %394, %398, %404, %409, %415, %420, %426, %431, %332, %338, %343, %349, %354, %360, %365, %371, %376, %382, %387, %392, %396, %402, %407, %413, %418, %424, %429 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>
  }
}
