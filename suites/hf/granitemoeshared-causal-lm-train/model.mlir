module @IrToHlo.2161 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 21 : i32}, %arg2: tensor<4x32xf32> {tf.aliasing_output = 17 : i32}, %arg3: tensor<32x32xf32> {tf.aliasing_output = 14 : i32}, %arg4: tensor<16x32xf32> {tf.aliasing_output = 13 : i32}, %arg5: tensor<4x32xf32> {tf.aliasing_output = 8 : i32}, %arg6: tensor<32x32xf32> {tf.aliasing_output = 5 : i32}, %arg7: tensor<16x32xf32> {tf.aliasing_output = 4 : i32}, %arg8: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg9: tensor<32xf32> {tf.aliasing_output = 6 : i32}, %arg10: tensor<2x8xi64>, %arg11: tensor<i1>, %arg12: tensor<4xf32>, %arg13: tensor<16x32xf32> {tf.aliasing_output = 3 : i32}, %arg14: tensor<32x32xf32> {tf.aliasing_output = 2 : i32}, %arg15: tensor<32xf32> {tf.aliasing_output = 7 : i32}, %arg16: tensor<4x128x32xf32> {tf.aliasing_output = 9 : i32}, %arg17: tensor<4x32x64xf32> {tf.aliasing_output = 10 : i32}, %arg18: tensor<32xf32> {tf.aliasing_output = 15 : i32}, %arg19: tensor<16x32xf32> {tf.aliasing_output = 12 : i32}, %arg20: tensor<32x32xf32> {tf.aliasing_output = 11 : i32}, %arg21: tensor<32xf32> {tf.aliasing_output = 16 : i32}, %arg22: tensor<4x128x32xf32> {tf.aliasing_output = 18 : i32}, %arg23: tensor<4x32x64xf32> {tf.aliasing_output = 19 : i32}, %arg24: tensor<32xf32> {tf.aliasing_output = 20 : i32}, %arg25: tensor<128x32xf32> {tf.aliasing_output = 22 : i32}, %arg26: tensor<32x32xf32> {tf.aliasing_output = 23 : i32}, %arg27: tensor<16x32xf32> {tf.aliasing_output = 24 : i32}, %arg28: tensor<16x32xf32> {tf.aliasing_output = 25 : i32}, %arg29: tensor<32x32xf32> {tf.aliasing_output = 26 : i32}, %arg30: tensor<32xf32> {tf.aliasing_output = 27 : i32}, %arg31: tensor<32xf32> {tf.aliasing_output = 28 : i32}, %arg32: tensor<4x32xf32> {tf.aliasing_output = 29 : i32}, %arg33: tensor<4x128x32xf32> {tf.aliasing_output = 30 : i32}, %arg34: tensor<4x32x64xf32> {tf.aliasing_output = 31 : i32}, %arg35: tensor<32x32xf32> {tf.aliasing_output = 32 : i32}, %arg36: tensor<16x32xf32> {tf.aliasing_output = 33 : i32}, %arg37: tensor<16x32xf32> {tf.aliasing_output = 34 : i32}, %arg38: tensor<32x32xf32> {tf.aliasing_output = 35 : i32}, %arg39: tensor<32xf32> {tf.aliasing_output = 36 : i32}, %arg40: tensor<32xf32> {tf.aliasing_output = 37 : i32}, %arg41: tensor<4x32xf32> {tf.aliasing_output = 38 : i32}, %arg42: tensor<4x128x32xf32> {tf.aliasing_output = 39 : i32}, %arg43: tensor<4x32x64xf32> {tf.aliasing_output = 40 : i32}, %arg44: tensor<32xf32> {tf.aliasing_output = 41 : i32}, %arg45: tensor<128x32xf32> {tf.aliasing_output = 42 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32xf32>, tensor<128x32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<4x32x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<4x32x64xf32>
    %cst_1 = stablehlo.constant dense<0.899999976> : tensor<4x32x64xf32>
    %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<4x128x32xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<4x128x32xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<4x128x32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<4x32xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<4x32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<16x32xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<16x32xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_12 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %c = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x4x8x8xi1>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %c_15 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x4x8x8xi1>
    %c_16 = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x2x8x8xi1>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x8x8xf32>
    %c_18 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x2x8x8xi1>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<16x4xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<32x64xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_22 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_23 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x1xf32>
    %cst_24 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x1xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_26 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_27 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_29 = stablehlo.constant dense<1> : tensor<2x8xi64>
    %c_30 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_32 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_33 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x128xf32>
    %c_35 = stablehlo.constant dense<4> : tensor<32xi64>
    %c_36 = stablehlo.constant dense<0> : tensor<32xi64>
    %cst_37 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_39 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_40 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_41 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_42 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_43 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_44 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_45 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x1xf32>
    %cst_46 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_47 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %c_48 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_49 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_50 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_51 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_52 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg8, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.power %4, %cst_47 : tensor<2x8x32xf32>
    %7 = stablehlo.reduce(%6 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %8 = stablehlo.multiply %7, %cst_46 : tensor<2x8xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %10 = stablehlo.add %9, %cst_45 : tensor<2x8x1xf32>
    %11 = stablehlo.rsqrt %10 : tensor<2x8x1xf32>
    %12 = stablehlo.reshape %11 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %14 = stablehlo.multiply %4, %13 : tensor<2x8x32xf32>
    %15 = stablehlo.multiply %5, %14 : tensor<2x8x32xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %17 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %18 = stablehlo.dot_general %16, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %19 = stablehlo.reshape %18 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %20 = stablehlo.transpose %19, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %21 = stablehlo.broadcast_in_dim %cst_44, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %22 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
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
    %39 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
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
    %58 = stablehlo.convert %arg11 : (tensor<i1>) -> tensor<ui8>
    %59 = stablehlo.broadcast_in_dim %58, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %60 = stablehlo.broadcast_in_dim %c_43, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %61 = stablehlo.broadcast_in_dim %c_43, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %62 = stablehlo.compare  LE, %60, %61 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %63 = stablehlo.convert %62 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %64 = stablehlo.and %59, %63 : tensor<1x1x8x8xui8>
    %65 = stablehlo.compare  NE, %64, %c_52 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %66 = stablehlo.convert %65 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %67 = stablehlo.reshape %66 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %68 = stablehlo.broadcast_in_dim %67, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %69 = stablehlo.compare  NE, %arg10, %c_51 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %70 = stablehlo.broadcast_in_dim %c_42, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %71 = stablehlo.compare  LT, %70, %c_41 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %72 = stablehlo.add %70, %c_40 : tensor<2x1x1x8xi64>
    %73 = stablehlo.select %71, %72, %70 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %74 = stablehlo.reshape %73 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %75 = stablehlo.broadcast_in_dim %c_43, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %76 = stablehlo.compare  LT, %75, %c_41 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %77 = stablehlo.add %75, %c_39 : tensor<2x1x1x8xi64>
    %78 = stablehlo.select %76, %77, %75 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %79 = stablehlo.reshape %78 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %80 = stablehlo.concatenate %74, %79, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %81 = "stablehlo.gather"(%69, %80) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %82 = stablehlo.convert %81 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %83 = stablehlo.reshape %82 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %85 = stablehlo.and %68, %84 : tensor<2x1x8x8xui8>
    %86 = stablehlo.compare  NE, %85, %c_50 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %87 = stablehlo.select %86, %cst_38, %cst_37 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %88 = stablehlo.reshape %87 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %90 = stablehlo.add %57, %89 : tensor<2x4x8x8xf32>
    %91 = stablehlo.reduce(%90 init: %cst_49) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %93 = stablehlo.subtract %90, %92 : tensor<2x4x8x8xf32>
    %94 = stablehlo.exponential %93 : tensor<2x4x8x8xf32>
    %95 = stablehlo.reduce(%94 init: %cst_53) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %97 = stablehlo.divide %94, %96 : tensor<2x4x8x8xf32>
    %98 = stablehlo.reshape %97 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %99 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %100 = stablehlo.dot_general %16, %99, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %101 = stablehlo.reshape %100 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %102 = stablehlo.transpose %101, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %104 = stablehlo.reshape %103 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %105 = stablehlo.dot_general %98, %104, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %106 = stablehlo.reshape %105 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %107 = stablehlo.transpose %106, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %108 = stablehlo.reshape %107 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %109 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %110 = stablehlo.dot_general %108, %109, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %111 = stablehlo.reshape %110 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %112 = stablehlo.add %4, %111 : tensor<2x8x32xf32>
    %113 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %114 = stablehlo.power %112, %cst_47 : tensor<2x8x32xf32>
    %115 = stablehlo.reduce(%114 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %116 = stablehlo.multiply %115, %cst_46 : tensor<2x8xf32>
    %117 = stablehlo.reshape %116 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %118 = stablehlo.add %117, %cst_45 : tensor<2x8x1xf32>
    %119 = stablehlo.rsqrt %118 : tensor<2x8x1xf32>
    %120 = stablehlo.reshape %119 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %122 = stablehlo.multiply %112, %121 : tensor<2x8x32xf32>
    %123 = stablehlo.multiply %113, %122 : tensor<2x8x32xf32>
    %124 = stablehlo.reshape %123 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %125 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,4]{0,1}"} : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %126 = stablehlo.dot_general %124, %125, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x4xf32>) -> tensor<16x4xf32>
    %127 = stablehlo.iota dim = 0 : tensor<4xi32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [1] : (tensor<4xi32>) -> tensor<16x4xi32>
    %129:2 = "stablehlo.sort"(%126, %128) <{dimension = 1 : i64, is_stable = false}> ({
    ^bb0(%arg46: tensor<f32>, %arg47: tensor<f32>, %arg48: tensor<i32>, %arg49: tensor<i32>):
      %741 = stablehlo.compare  GT, %arg46, %arg47,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %741 : tensor<i1>
    }) : (tensor<16x4xf32>, tensor<16x4xi32>) -> (tensor<16x4xf32>, tensor<16x4xi32>)
    %130 = stablehlo.slice %129#1 [0:16, 0:2] : (tensor<16x4xi32>) -> tensor<16x2xi32>
    %131 = stablehlo.convert %130 : (tensor<16x2xi32>) -> tensor<16x2xi64>
    %132 = stablehlo.reshape %131 : (tensor<16x2xi64>) -> tensor<32xi64>
    %133 = stablehlo.compare  LT, %132, %c_36 : (tensor<32xi64>, tensor<32xi64>) -> tensor<32xi1>
    %134 = stablehlo.add %132, %c_35 : tensor<32xi64>
    %135 = stablehlo.select %133, %134, %132 : tensor<32xi1>, tensor<32xi64>
    %136 = stablehlo.reshape %135 : (tensor<32xi64>) -> tensor<32x1xi64>
    %137 = "stablehlo.gather"(%arg17, %136) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32, 64>}> : (tensor<4x32x64xf32>, tensor<32x1xi64>) -> tensor<32x32x64xf32>
    %138 = "stablehlo.gather"(%arg16, %136) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128, 32>}> : (tensor<4x128x32xf32>, tensor<32x1xi64>) -> tensor<32x128x32xf32>
    %139 = stablehlo.broadcast_in_dim %124, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %140 = stablehlo.reshape %139 : (tensor<16x2x32xf32>) -> tensor<32x32x1xf32>
    %141 = stablehlo.dot_general %138, %140, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128x32xf32>, tensor<32x32x1xf32>) -> tensor<32x128x1xf32>
    %142 = stablehlo.reshape %141 : (tensor<32x128x1xf32>) -> tensor<32x128xf32>
    %143 = stablehlo.slice %142 [0:32, 0:64] : (tensor<32x128xf32>) -> tensor<32x64xf32>
    %144 = stablehlo.logistic %143 : tensor<32x64xf32>
    %145 = stablehlo.multiply %143, %144 : tensor<32x64xf32>
    %146 = stablehlo.slice %142 [0:32, 64:128] : (tensor<32x128xf32>) -> tensor<32x64xf32>
    %147 = stablehlo.multiply %145, %146 : tensor<32x64xf32>
    %148 = stablehlo.reshape %147 : (tensor<32x64xf32>) -> tensor<32x64x1xf32>
    %149 = stablehlo.dot_general %137, %148, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x64xf32>, tensor<32x64x1xf32>) -> tensor<32x32x1xf32>
    %150 = stablehlo.reshape %149 : (tensor<32x32x1xf32>) -> tensor<32x32xf32>
    %151 = stablehlo.slice %129#0 [0:16, 0:2] : (tensor<16x4xf32>) -> tensor<16x2xf32>
    %152 = stablehlo.reduce(%151 init: %cst_49) applies stablehlo.maximum across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %154 = stablehlo.subtract %151, %153 : tensor<16x2xf32>
    %155 = stablehlo.exponential %154 : tensor<16x2xf32>
    %156 = stablehlo.reduce(%155 init: %cst_53) applies stablehlo.add across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %158 = stablehlo.divide %155, %157 : tensor<16x2xf32>
    %159 = stablehlo.reshape %158 : (tensor<16x2xf32>) -> tensor<32xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0] : (tensor<32xf32>) -> tensor<32x32xf32>
    %161 = stablehlo.multiply %150, %160 : tensor<32x32xf32>
    %162 = stablehlo.reshape %161 : (tensor<32x32xf32>) -> tensor<16x2x32xf32>
    %163 = stablehlo.reduce(%162 init: %cst_53) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %164 = stablehlo.reshape %163 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %165 = stablehlo.add %112, %164 : tensor<2x8x32xf32>
    %166 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %167 = stablehlo.power %165, %cst_47 : tensor<2x8x32xf32>
    %168 = stablehlo.reduce(%167 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %169 = stablehlo.multiply %168, %cst_46 : tensor<2x8xf32>
    %170 = stablehlo.reshape %169 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %171 = stablehlo.add %170, %cst_45 : tensor<2x8x1xf32>
    %172 = stablehlo.rsqrt %171 : tensor<2x8x1xf32>
    %173 = stablehlo.reshape %172 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %175 = stablehlo.multiply %165, %174 : tensor<2x8x32xf32>
    %176 = stablehlo.multiply %166, %175 : tensor<2x8x32xf32>
    %177 = stablehlo.reshape %176 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %178 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %179 = stablehlo.dot_general %177, %178, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %180 = stablehlo.reshape %179 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %181 = stablehlo.transpose %180, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %182 = stablehlo.multiply %181, %27 : tensor<2x4x8x8xf32>
    %183 = stablehlo.slice %181 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %184 = stablehlo.negate %183 : tensor<2x4x8x4xf32>
    %185 = stablehlo.slice %181 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %186 = stablehlo.concatenate %184, %185, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %187 = stablehlo.multiply %186, %35 : tensor<2x4x8x8xf32>
    %188 = stablehlo.add %182, %187 : tensor<2x4x8x8xf32>
    %189 = stablehlo.reshape %188 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %190 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %191 = stablehlo.dot_general %177, %190, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %192 = stablehlo.reshape %191 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %193 = stablehlo.transpose %192, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %194 = stablehlo.multiply %193, %43 : tensor<2x2x8x8xf32>
    %195 = stablehlo.slice %193 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %196 = stablehlo.negate %195 : tensor<2x2x8x4xf32>
    %197 = stablehlo.slice %193 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %198 = stablehlo.concatenate %196, %197, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %199 = stablehlo.multiply %198, %49 : tensor<2x2x8x8xf32>
    %200 = stablehlo.add %194, %199 : tensor<2x2x8x8xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %202 = stablehlo.reshape %201 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %203 = stablehlo.transpose %202, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %204 = stablehlo.reshape %203 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %205 = stablehlo.dot_general %189, %204, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %206 = stablehlo.reshape %205 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %207 = stablehlo.add %206, %89 : tensor<2x4x8x8xf32>
    %208 = stablehlo.reduce(%207 init: %cst_49) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %210 = stablehlo.subtract %207, %209 : tensor<2x4x8x8xf32>
    %211 = stablehlo.exponential %210 : tensor<2x4x8x8xf32>
    %212 = stablehlo.reduce(%211 init: %cst_53) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %214 = stablehlo.divide %211, %213 : tensor<2x4x8x8xf32>
    %215 = stablehlo.reshape %214 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %216 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %217 = stablehlo.dot_general %177, %216, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %218 = stablehlo.reshape %217 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %219 = stablehlo.transpose %218, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %221 = stablehlo.reshape %220 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %222 = stablehlo.dot_general %215, %221, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %223 = stablehlo.reshape %222 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %224 = stablehlo.transpose %223, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %225 = stablehlo.reshape %224 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %226 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %227 = stablehlo.dot_general %225, %226, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %228 = stablehlo.reshape %227 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %229 = stablehlo.add %165, %228 : tensor<2x8x32xf32>
    %230 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %231 = stablehlo.power %229, %cst_47 : tensor<2x8x32xf32>
    %232 = stablehlo.reduce(%231 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %233 = stablehlo.multiply %232, %cst_46 : tensor<2x8xf32>
    %234 = stablehlo.reshape %233 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %235 = stablehlo.add %234, %cst_45 : tensor<2x8x1xf32>
    %236 = stablehlo.rsqrt %235 : tensor<2x8x1xf32>
    %237 = stablehlo.reshape %236 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %239 = stablehlo.multiply %229, %238 : tensor<2x8x32xf32>
    %240 = stablehlo.multiply %230, %239 : tensor<2x8x32xf32>
    %241 = stablehlo.reshape %240 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %242 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,4]{0,1}"} : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %243 = stablehlo.dot_general %241, %242, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x4xf32>) -> tensor<16x4xf32>
    %244:2 = "stablehlo.sort"(%243, %128) <{dimension = 1 : i64, is_stable = false}> ({
    ^bb0(%arg46: tensor<f32>, %arg47: tensor<f32>, %arg48: tensor<i32>, %arg49: tensor<i32>):
      %741 = stablehlo.compare  GT, %arg46, %arg47,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %741 : tensor<i1>
    }) : (tensor<16x4xf32>, tensor<16x4xi32>) -> (tensor<16x4xf32>, tensor<16x4xi32>)
    %245 = stablehlo.slice %244#1 [0:16, 0:2] : (tensor<16x4xi32>) -> tensor<16x2xi32>
    %246 = stablehlo.convert %245 : (tensor<16x2xi32>) -> tensor<16x2xi64>
    %247 = stablehlo.reshape %246 : (tensor<16x2xi64>) -> tensor<32xi64>
    %248 = stablehlo.compare  LT, %247, %c_36 : (tensor<32xi64>, tensor<32xi64>) -> tensor<32xi1>
    %249 = stablehlo.add %247, %c_35 : tensor<32xi64>
    %250 = stablehlo.select %248, %249, %247 : tensor<32xi1>, tensor<32xi64>
    %251 = stablehlo.reshape %250 : (tensor<32xi64>) -> tensor<32x1xi64>
    %252 = "stablehlo.gather"(%arg23, %251) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32, 64>}> : (tensor<4x32x64xf32>, tensor<32x1xi64>) -> tensor<32x32x64xf32>
    %253 = "stablehlo.gather"(%arg22, %251) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128, 32>}> : (tensor<4x128x32xf32>, tensor<32x1xi64>) -> tensor<32x128x32xf32>
    %254 = stablehlo.broadcast_in_dim %241, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %255 = stablehlo.reshape %254 : (tensor<16x2x32xf32>) -> tensor<32x32x1xf32>
    %256 = stablehlo.dot_general %253, %255, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128x32xf32>, tensor<32x32x1xf32>) -> tensor<32x128x1xf32>
    %257 = stablehlo.reshape %256 : (tensor<32x128x1xf32>) -> tensor<32x128xf32>
    %258 = stablehlo.slice %257 [0:32, 0:64] : (tensor<32x128xf32>) -> tensor<32x64xf32>
    %259 = stablehlo.logistic %258 : tensor<32x64xf32>
    %260 = stablehlo.multiply %258, %259 : tensor<32x64xf32>
    %261 = stablehlo.slice %257 [0:32, 64:128] : (tensor<32x128xf32>) -> tensor<32x64xf32>
    %262 = stablehlo.multiply %260, %261 : tensor<32x64xf32>
    %263 = stablehlo.reshape %262 : (tensor<32x64xf32>) -> tensor<32x64x1xf32>
    %264 = stablehlo.dot_general %252, %263, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x64xf32>, tensor<32x64x1xf32>) -> tensor<32x32x1xf32>
    %265 = stablehlo.reshape %264 : (tensor<32x32x1xf32>) -> tensor<32x32xf32>
    %266 = stablehlo.slice %244#0 [0:16, 0:2] : (tensor<16x4xf32>) -> tensor<16x2xf32>
    %267 = stablehlo.reduce(%266 init: %cst_49) applies stablehlo.maximum across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %269 = stablehlo.subtract %266, %268 : tensor<16x2xf32>
    %270 = stablehlo.exponential %269 : tensor<16x2xf32>
    %271 = stablehlo.reduce(%270 init: %cst_53) applies stablehlo.add across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %272 = stablehlo.broadcast_in_dim %271, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %273 = stablehlo.divide %270, %272 : tensor<16x2xf32>
    %274 = stablehlo.reshape %273 : (tensor<16x2xf32>) -> tensor<32xf32>
    %275 = stablehlo.broadcast_in_dim %274, dims = [0] : (tensor<32xf32>) -> tensor<32x32xf32>
    %276 = stablehlo.multiply %265, %275 : tensor<32x32xf32>
    %277 = stablehlo.reshape %276 : (tensor<32x32xf32>) -> tensor<16x2x32xf32>
    %278 = stablehlo.reduce(%277 init: %cst_53) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %279 = stablehlo.reshape %278 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %280 = stablehlo.add %229, %279 : tensor<2x8x32xf32>
    %281 = stablehlo.power %280, %cst_47 : tensor<2x8x32xf32>
    %282 = stablehlo.reduce(%281 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %283 = stablehlo.multiply %282, %cst_46 : tensor<2x8xf32>
    %284 = stablehlo.reshape %283 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %285 = stablehlo.add %284, %cst_45 : tensor<2x8x1xf32>
    %286 = stablehlo.rsqrt %285 : tensor<2x8x1xf32>
    %287 = stablehlo.reshape %286 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %289 = stablehlo.multiply %280, %288 : tensor<2x8x32xf32>
    %290 = stablehlo.multiply %0, %289 : tensor<2x8x32xf32>
    %291 = stablehlo.reshape %290 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %292 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %293 = stablehlo.dot_general %291, %292, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %294 = stablehlo.reshape %293 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %295 = stablehlo.divide %294, %cst_34 : tensor<2x8x128xf32>
    %296 = stablehlo.slice %295 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %297 = stablehlo.reduce(%296 init: %cst_49) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %298 = stablehlo.broadcast_in_dim %297, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %299 = stablehlo.subtract %296, %298 : tensor<2x7x128xf32>
    %300 = stablehlo.exponential %299 : tensor<2x7x128xf32>
    %301 = stablehlo.reduce(%300 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %302 = stablehlo.log %301 : tensor<2x7xf32>
    %303 = stablehlo.broadcast_in_dim %302, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %304 = stablehlo.subtract %299, %303 : tensor<2x7x128xf32>
    %305 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %306 = stablehlo.broadcast_in_dim %305, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %307 = stablehlo.broadcast_in_dim %c_48, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %308 = stablehlo.compare  EQ, %306, %307 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %309 = stablehlo.convert %308 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %310 = stablehlo.convert %309 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %311 = stablehlo.multiply %304, %310 : tensor<2x7x128xf32>
    %312 = stablehlo.reduce(%311 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %313 = stablehlo.reduce(%312 init: %cst_53) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %314 = stablehlo.multiply %313, %cst_33 : tensor<f32>
    %315 = stablehlo.negate %314 : tensor<f32>
    %316 = stablehlo.multiply %arg25, %cst_32 : tensor<128x32xf32>
    %317 = stablehlo.compare  LT, %arg0, %c_51 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %318 = stablehlo.add %arg0, %c_30 : tensor<2x8xi64>
    %319 = stablehlo.select %317, %318, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %320 = stablehlo.reshape %319 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %321 = stablehlo.compare  EQ, %arg0, %c_29 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %322 = stablehlo.broadcast_in_dim %321, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %323 = stablehlo.multiply %310, %cst_26 : tensor<2x7x128xf32>
    %324 = stablehlo.exponential %304 : tensor<2x7x128xf32>
    %325 = stablehlo.reduce(%323 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %326 = stablehlo.broadcast_in_dim %325, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %327 = stablehlo.multiply %324, %326 : tensor<2x7x128xf32>
    %328 = stablehlo.subtract %323, %327 : tensor<2x7x128xf32>
    %329 = stablehlo.pad %328, %cst_53, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %330 = stablehlo.select %c_27, %329, %cst_25 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %331 = stablehlo.divide %330, %cst_34 : tensor<2x8x128xf32>
    %332 = stablehlo.reshape %331 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %333 = stablehlo.dot_general %332, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %334 = stablehlo.reshape %333 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %335 = stablehlo.multiply %334, %0 : tensor<2x8x32xf32>
    %336 = stablehlo.multiply %335, %288 : tensor<2x8x32xf32>
    %337 = stablehlo.multiply %335, %280 : tensor<2x8x32xf32>
    %338 = stablehlo.reduce(%337 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %339 = stablehlo.reshape %338 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %340 = stablehlo.multiply %339, %cst_24 : tensor<2x8x1xf32>
    %341 = stablehlo.power %286, %cst_23 : tensor<2x8x1xf32>
    %342 = stablehlo.multiply %340, %341 : tensor<2x8x1xf32>
    %343 = stablehlo.reshape %342 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %344 = stablehlo.broadcast_in_dim %343, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %345 = stablehlo.divide %344, %cst_22 : tensor<2x8x32xf32>
    %346 = stablehlo.power %280, %cst_21 : tensor<2x8x32xf32>
    %347 = stablehlo.multiply %346, %cst_47 : tensor<2x8x32xf32>
    %348 = stablehlo.multiply %345, %347 : tensor<2x8x32xf32>
    %349 = stablehlo.add %336, %348 : tensor<2x8x32xf32>
    %350 = stablehlo.transpose %253, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,32,128]{1,2,0}"} : (tensor<32x128x32xf32>) -> tensor<32x32x128xf32>
    %351 = stablehlo.transpose %252, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,64,32]{1,2,0}"} : (tensor<32x32x64xf32>) -> tensor<32x64x32xf32>
    %352 = stablehlo.reshape %349 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %353 = stablehlo.broadcast_in_dim %352, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %354 = stablehlo.reshape %353 : (tensor<16x2x32xf32>) -> tensor<32x32xf32>
    %355 = stablehlo.multiply %354, %275 : tensor<32x32xf32>
    %356 = stablehlo.reshape %355 : (tensor<32x32xf32>) -> tensor<32x32x1xf32>
    %357 = stablehlo.dot_general %351, %356, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x32xf32>, tensor<32x32x1xf32>) -> tensor<32x64x1xf32>
    %358 = stablehlo.reshape %357 : (tensor<32x64x1xf32>) -> tensor<32x64xf32>
    %359 = stablehlo.multiply %358, %261 : tensor<32x64xf32>
    %360 = stablehlo.subtract %cst_20, %259 : tensor<32x64xf32>
    %361 = stablehlo.multiply %258, %360 : tensor<32x64xf32>
    %362 = stablehlo.add %361, %cst_20 : tensor<32x64xf32>
    %363 = stablehlo.multiply %259, %362 : tensor<32x64xf32>
    %364 = stablehlo.multiply %359, %363 : tensor<32x64xf32>
    %365 = stablehlo.multiply %358, %260 : tensor<32x64xf32>
    %366 = stablehlo.concatenate %364, %365, dim = 1 : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x128xf32>
    %367 = stablehlo.reshape %366 : (tensor<32x128xf32>) -> tensor<32x128x1xf32>
    %368 = stablehlo.dot_general %350, %367, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x128xf32>, tensor<32x128x1xf32>) -> tensor<32x32x1xf32>
    %369 = stablehlo.reshape %368 : (tensor<32x32x1xf32>) -> tensor<16x2x32xf32>
    %370 = stablehlo.reduce(%369 init: %cst_53) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %371 = stablehlo.iota dim = 0 : tensor<16xi64>
    %372 = stablehlo.broadcast_in_dim %371, dims = [0] : (tensor<16xi64>) -> tensor<16x2x1xi64>
    %373 = stablehlo.reshape %246 : (tensor<16x2xi64>) -> tensor<16x2x1xi64>
    %374 = stablehlo.concatenate %372, %373, dim = 2 : (tensor<16x2x1xi64>, tensor<16x2x1xi64>) -> tensor<16x2x2xi64>
    %375 = stablehlo.multiply %354, %265 : tensor<32x32xf32>
    %376 = stablehlo.reduce(%375 init: %cst_53) applies stablehlo.add across dimensions = [1] : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %377 = stablehlo.reshape %376 : (tensor<32xf32>) -> tensor<16x2xf32>
    %378 = stablehlo.multiply %377, %273 : tensor<16x2xf32>
    %379 = stablehlo.reduce(%378 init: %cst_53) applies stablehlo.add across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %380 = stablehlo.broadcast_in_dim %379, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %381 = stablehlo.multiply %273, %380 : tensor<16x2xf32>
    %382 = stablehlo.subtract %378, %381 : tensor<16x2xf32>
    %383 = "stablehlo.scatter"(%cst_19, %374, %382) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg46: tensor<f32>, %arg47: tensor<f32>):
      stablehlo.return %arg47 : tensor<f32>
    }) : (tensor<16x4xf32>, tensor<16x2x2xi64>, tensor<16x2xf32>) -> tensor<16x4xf32>
    %384 = stablehlo.dot_general %383, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4xf32>, tensor<4x32xf32>) -> tensor<16x32xf32>
    %385 = stablehlo.add %370, %384 : tensor<16x32xf32>
    %386 = stablehlo.reshape %385 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %387 = stablehlo.multiply %386, %230 : tensor<2x8x32xf32>
    %388 = stablehlo.multiply %387, %238 : tensor<2x8x32xf32>
    %389 = stablehlo.add %349, %388 : tensor<2x8x32xf32>
    %390 = stablehlo.multiply %387, %229 : tensor<2x8x32xf32>
    %391 = stablehlo.reduce(%390 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %392 = stablehlo.reshape %391 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %393 = stablehlo.multiply %392, %cst_24 : tensor<2x8x1xf32>
    %394 = stablehlo.power %236, %cst_23 : tensor<2x8x1xf32>
    %395 = stablehlo.multiply %393, %394 : tensor<2x8x1xf32>
    %396 = stablehlo.reshape %395 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %397 = stablehlo.broadcast_in_dim %396, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %398 = stablehlo.divide %397, %cst_22 : tensor<2x8x32xf32>
    %399 = stablehlo.power %229, %cst_21 : tensor<2x8x32xf32>
    %400 = stablehlo.multiply %399, %cst_47 : tensor<2x8x32xf32>
    %401 = stablehlo.multiply %398, %400 : tensor<2x8x32xf32>
    %402 = stablehlo.add %389, %401 : tensor<2x8x32xf32>
    %403 = stablehlo.transpose %215, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %404 = stablehlo.reshape %402 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %405 = stablehlo.dot_general %404, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %406 = stablehlo.reshape %405 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %407 = stablehlo.transpose %406, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %408 = stablehlo.reshape %407 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %409 = stablehlo.dot_general %403, %408, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %410 = stablehlo.reshape %409 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %411 = stablehlo.reduce(%410 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %412 = stablehlo.transpose %411, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %413 = stablehlo.reshape %412 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %414 = stablehlo.dot_general %413, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %415 = stablehlo.reshape %414 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %416 = stablehlo.transpose %189, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %417 = stablehlo.transpose %221, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %418 = stablehlo.dot_general %408, %417, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %419 = stablehlo.reshape %418 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %420 = stablehlo.multiply %419, %214 : tensor<2x4x8x8xf32>
    %421 = stablehlo.reduce(%420 init: %cst_53) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %422 = stablehlo.broadcast_in_dim %421, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %423 = stablehlo.multiply %214, %422 : tensor<2x4x8x8xf32>
    %424 = stablehlo.subtract %420, %423 : tensor<2x4x8x8xf32>
    %425 = stablehlo.reshape %424 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %426 = stablehlo.dot_general %416, %425, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %427 = stablehlo.reshape %426 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %428 = stablehlo.transpose %427, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %429 = stablehlo.reshape %428 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %430 = stablehlo.reduce(%429 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %431 = stablehlo.multiply %430, %49 : tensor<2x2x8x8xf32>
    %432 = stablehlo.slice %431 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %433 = stablehlo.negate %432 : tensor<2x2x8x4xf32>
    %434 = stablehlo.pad %433, %cst_53, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %435 = stablehlo.select %c_18, %434, %cst_17 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %436 = stablehlo.slice %431 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %437 = stablehlo.pad %436, %cst_53, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %438 = stablehlo.select %c_16, %437, %cst_17 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %439 = stablehlo.add %435, %438 : tensor<2x2x8x8xf32>
    %440 = stablehlo.multiply %430, %43 : tensor<2x2x8x8xf32>
    %441 = stablehlo.add %439, %440 : tensor<2x2x8x8xf32>
    %442 = stablehlo.transpose %441, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %443 = stablehlo.reshape %442 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %444 = stablehlo.dot_general %443, %arg19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %445 = stablehlo.reshape %444 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %446 = stablehlo.add %415, %445 : tensor<2x8x32xf32>
    %447 = stablehlo.transpose %204, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %448 = stablehlo.dot_general %425, %447, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %449 = stablehlo.reshape %448 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %450 = stablehlo.multiply %449, %35 : tensor<2x4x8x8xf32>
    %451 = stablehlo.slice %450 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %452 = stablehlo.negate %451 : tensor<2x4x8x4xf32>
    %453 = stablehlo.pad %452, %cst_53, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %454 = stablehlo.select %c_15, %453, %cst_14 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %455 = stablehlo.slice %450 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %456 = stablehlo.pad %455, %cst_53, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %457 = stablehlo.select %c, %456, %cst_14 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %458 = stablehlo.add %454, %457 : tensor<2x4x8x8xf32>
    %459 = stablehlo.multiply %449, %27 : tensor<2x4x8x8xf32>
    %460 = stablehlo.add %458, %459 : tensor<2x4x8x8xf32>
    %461 = stablehlo.transpose %460, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %462 = stablehlo.reshape %461 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %463 = stablehlo.dot_general %462, %arg20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %464 = stablehlo.reshape %463 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %465 = stablehlo.add %446, %464 : tensor<2x8x32xf32>
    %466 = stablehlo.multiply %465, %166 : tensor<2x8x32xf32>
    %467 = stablehlo.multiply %466, %174 : tensor<2x8x32xf32>
    %468 = stablehlo.add %402, %467 : tensor<2x8x32xf32>
    %469 = stablehlo.multiply %466, %165 : tensor<2x8x32xf32>
    %470 = stablehlo.reduce(%469 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %471 = stablehlo.reshape %470 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %472 = stablehlo.multiply %471, %cst_24 : tensor<2x8x1xf32>
    %473 = stablehlo.power %172, %cst_23 : tensor<2x8x1xf32>
    %474 = stablehlo.multiply %472, %473 : tensor<2x8x1xf32>
    %475 = stablehlo.reshape %474 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %476 = stablehlo.broadcast_in_dim %475, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %477 = stablehlo.divide %476, %cst_22 : tensor<2x8x32xf32>
    %478 = stablehlo.power %165, %cst_21 : tensor<2x8x32xf32>
    %479 = stablehlo.multiply %478, %cst_47 : tensor<2x8x32xf32>
    %480 = stablehlo.multiply %477, %479 : tensor<2x8x32xf32>
    %481 = stablehlo.add %468, %480 : tensor<2x8x32xf32>
    %482 = stablehlo.transpose %138, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,32,128]{1,2,0}"} : (tensor<32x128x32xf32>) -> tensor<32x32x128xf32>
    %483 = stablehlo.transpose %137, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,64,32]{1,2,0}"} : (tensor<32x32x64xf32>) -> tensor<32x64x32xf32>
    %484 = stablehlo.reshape %481 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %485 = stablehlo.broadcast_in_dim %484, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %486 = stablehlo.reshape %485 : (tensor<16x2x32xf32>) -> tensor<32x32xf32>
    %487 = stablehlo.multiply %486, %160 : tensor<32x32xf32>
    %488 = stablehlo.reshape %487 : (tensor<32x32xf32>) -> tensor<32x32x1xf32>
    %489 = stablehlo.dot_general %483, %488, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x32xf32>, tensor<32x32x1xf32>) -> tensor<32x64x1xf32>
    %490 = stablehlo.reshape %489 : (tensor<32x64x1xf32>) -> tensor<32x64xf32>
    %491 = stablehlo.multiply %490, %146 : tensor<32x64xf32>
    %492 = stablehlo.subtract %cst_20, %144 : tensor<32x64xf32>
    %493 = stablehlo.multiply %143, %492 : tensor<32x64xf32>
    %494 = stablehlo.add %493, %cst_20 : tensor<32x64xf32>
    %495 = stablehlo.multiply %144, %494 : tensor<32x64xf32>
    %496 = stablehlo.multiply %491, %495 : tensor<32x64xf32>
    %497 = stablehlo.multiply %490, %145 : tensor<32x64xf32>
    %498 = stablehlo.concatenate %496, %497, dim = 1 : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x128xf32>
    %499 = stablehlo.reshape %498 : (tensor<32x128xf32>) -> tensor<32x128x1xf32>
    %500 = stablehlo.dot_general %482, %499, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x128xf32>, tensor<32x128x1xf32>) -> tensor<32x32x1xf32>
    %501 = stablehlo.reshape %500 : (tensor<32x32x1xf32>) -> tensor<16x2x32xf32>
    %502 = stablehlo.reduce(%501 init: %cst_53) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %503 = stablehlo.reshape %131 : (tensor<16x2xi64>) -> tensor<16x2x1xi64>
    %504 = stablehlo.concatenate %372, %503, dim = 2 : (tensor<16x2x1xi64>, tensor<16x2x1xi64>) -> tensor<16x2x2xi64>
    %505 = stablehlo.multiply %486, %150 : tensor<32x32xf32>
    %506 = stablehlo.reduce(%505 init: %cst_53) applies stablehlo.add across dimensions = [1] : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %507 = stablehlo.reshape %506 : (tensor<32xf32>) -> tensor<16x2xf32>
    %508 = stablehlo.multiply %507, %158 : tensor<16x2xf32>
    %509 = stablehlo.reduce(%508 init: %cst_53) applies stablehlo.add across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %510 = stablehlo.broadcast_in_dim %509, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %511 = stablehlo.multiply %158, %510 : tensor<16x2xf32>
    %512 = stablehlo.subtract %508, %511 : tensor<16x2xf32>
    %513 = "stablehlo.scatter"(%cst_19, %504, %512) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg46: tensor<f32>, %arg47: tensor<f32>):
      stablehlo.return %arg47 : tensor<f32>
    }) : (tensor<16x4xf32>, tensor<16x2x2xi64>, tensor<16x2xf32>) -> tensor<16x4xf32>
    %514 = stablehlo.dot_general %513, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4xf32>, tensor<4x32xf32>) -> tensor<16x32xf32>
    %515 = stablehlo.add %502, %514 : tensor<16x32xf32>
    %516 = stablehlo.reshape %515 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %517 = stablehlo.multiply %516, %113 : tensor<2x8x32xf32>
    %518 = stablehlo.multiply %517, %121 : tensor<2x8x32xf32>
    %519 = stablehlo.add %481, %518 : tensor<2x8x32xf32>
    %520 = stablehlo.multiply %517, %112 : tensor<2x8x32xf32>
    %521 = stablehlo.reduce(%520 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %522 = stablehlo.reshape %521 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %523 = stablehlo.multiply %522, %cst_24 : tensor<2x8x1xf32>
    %524 = stablehlo.power %119, %cst_23 : tensor<2x8x1xf32>
    %525 = stablehlo.multiply %523, %524 : tensor<2x8x1xf32>
    %526 = stablehlo.reshape %525 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %527 = stablehlo.broadcast_in_dim %526, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %528 = stablehlo.divide %527, %cst_22 : tensor<2x8x32xf32>
    %529 = stablehlo.power %112, %cst_21 : tensor<2x8x32xf32>
    %530 = stablehlo.multiply %529, %cst_47 : tensor<2x8x32xf32>
    %531 = stablehlo.multiply %528, %530 : tensor<2x8x32xf32>
    %532 = stablehlo.add %519, %531 : tensor<2x8x32xf32>
    %533 = stablehlo.transpose %98, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %534 = stablehlo.reshape %532 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %535 = stablehlo.dot_general %534, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %536 = stablehlo.reshape %535 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %537 = stablehlo.transpose %536, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %538 = stablehlo.reshape %537 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %539 = stablehlo.dot_general %533, %538, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %540 = stablehlo.reshape %539 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %541 = stablehlo.reduce(%540 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %542 = stablehlo.transpose %541, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %543 = stablehlo.reshape %542 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %544 = stablehlo.dot_general %543, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %545 = stablehlo.reshape %544 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %546 = stablehlo.transpose %38, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %547 = stablehlo.transpose %104, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %548 = stablehlo.dot_general %538, %547, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %549 = stablehlo.reshape %548 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %550 = stablehlo.multiply %549, %97 : tensor<2x4x8x8xf32>
    %551 = stablehlo.reduce(%550 init: %cst_53) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %552 = stablehlo.broadcast_in_dim %551, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %553 = stablehlo.multiply %97, %552 : tensor<2x4x8x8xf32>
    %554 = stablehlo.subtract %550, %553 : tensor<2x4x8x8xf32>
    %555 = stablehlo.reshape %554 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %556 = stablehlo.dot_general %546, %555, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %557 = stablehlo.reshape %556 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %558 = stablehlo.transpose %557, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %559 = stablehlo.reshape %558 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %560 = stablehlo.reduce(%559 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %561 = stablehlo.multiply %560, %49 : tensor<2x2x8x8xf32>
    %562 = stablehlo.slice %561 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %563 = stablehlo.negate %562 : tensor<2x2x8x4xf32>
    %564 = stablehlo.pad %563, %cst_53, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %565 = stablehlo.select %c_18, %564, %cst_17 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %566 = stablehlo.slice %561 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %567 = stablehlo.pad %566, %cst_53, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %568 = stablehlo.select %c_16, %567, %cst_17 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %569 = stablehlo.add %565, %568 : tensor<2x2x8x8xf32>
    %570 = stablehlo.multiply %560, %43 : tensor<2x2x8x8xf32>
    %571 = stablehlo.add %569, %570 : tensor<2x2x8x8xf32>
    %572 = stablehlo.transpose %571, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %573 = stablehlo.reshape %572 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %574 = stablehlo.dot_general %573, %arg13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %575 = stablehlo.reshape %574 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %576 = stablehlo.add %545, %575 : tensor<2x8x32xf32>
    %577 = stablehlo.transpose %55, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %578 = stablehlo.dot_general %555, %577, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %579 = stablehlo.reshape %578 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %580 = stablehlo.multiply %579, %35 : tensor<2x4x8x8xf32>
    %581 = stablehlo.slice %580 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %582 = stablehlo.negate %581 : tensor<2x4x8x4xf32>
    %583 = stablehlo.pad %582, %cst_53, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %584 = stablehlo.select %c_15, %583, %cst_14 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %585 = stablehlo.slice %580 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %586 = stablehlo.pad %585, %cst_53, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %587 = stablehlo.select %c, %586, %cst_14 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %588 = stablehlo.add %584, %587 : tensor<2x4x8x8xf32>
    %589 = stablehlo.multiply %579, %27 : tensor<2x4x8x8xf32>
    %590 = stablehlo.add %588, %589 : tensor<2x4x8x8xf32>
    %591 = stablehlo.transpose %590, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %592 = stablehlo.reshape %591 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %593 = stablehlo.dot_general %592, %arg14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %594 = stablehlo.reshape %593 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %595 = stablehlo.add %576, %594 : tensor<2x8x32xf32>
    %596 = stablehlo.multiply %595, %5 : tensor<2x8x32xf32>
    %597 = stablehlo.multiply %596, %13 : tensor<2x8x32xf32>
    %598 = stablehlo.add %532, %597 : tensor<2x8x32xf32>
    %599 = stablehlo.multiply %596, %4 : tensor<2x8x32xf32>
    %600 = stablehlo.reduce(%599 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %601 = stablehlo.reshape %600 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %602 = stablehlo.multiply %601, %cst_24 : tensor<2x8x1xf32>
    %603 = stablehlo.power %11, %cst_23 : tensor<2x8x1xf32>
    %604 = stablehlo.multiply %602, %603 : tensor<2x8x1xf32>
    %605 = stablehlo.reshape %604 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %606 = stablehlo.broadcast_in_dim %605, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %607 = stablehlo.divide %606, %cst_22 : tensor<2x8x32xf32>
    %608 = stablehlo.power %4, %cst_21 : tensor<2x8x32xf32>
    %609 = stablehlo.multiply %608, %cst_47 : tensor<2x8x32xf32>
    %610 = stablehlo.multiply %607, %609 : tensor<2x8x32xf32>
    %611 = stablehlo.add %598, %610 : tensor<2x8x32xf32>
    %612 = stablehlo.select %322, %cst_28, %611 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %613 = "stablehlo.scatter"(%cst_31, %320, %612) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg46: tensor<f32>, %arg47: tensor<f32>):
      %741 = stablehlo.add %arg46, %arg47 : tensor<f32>
      stablehlo.return %741 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %614 = stablehlo.add %316, %613 : tensor<128x32xf32>
    %615 = stablehlo.multiply %614, %cst_13 : tensor<128x32xf32>
    %616 = stablehlo.subtract %arg8, %615 : tensor<128x32xf32>
    %617 = stablehlo.multiply %arg26, %cst_12 : tensor<32x32xf32>
    %618 = stablehlo.transpose %592, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %619 = stablehlo.dot_general %618, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %620 = stablehlo.add %617, %619 : tensor<32x32xf32>
    %621 = stablehlo.multiply %620, %cst_11 : tensor<32x32xf32>
    %622 = stablehlo.subtract %arg14, %621 : tensor<32x32xf32>
    %623 = stablehlo.multiply %arg27, %cst_10 : tensor<16x32xf32>
    %624 = stablehlo.transpose %573, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %625 = stablehlo.dot_general %624, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %626 = stablehlo.add %623, %625 : tensor<16x32xf32>
    %627 = stablehlo.multiply %626, %cst_9 : tensor<16x32xf32>
    %628 = stablehlo.subtract %arg13, %627 : tensor<16x32xf32>
    %629 = stablehlo.multiply %arg28, %cst_10 : tensor<16x32xf32>
    %630 = stablehlo.transpose %543, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %631 = stablehlo.dot_general %630, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %632 = stablehlo.add %629, %631 : tensor<16x32xf32>
    %633 = stablehlo.multiply %632, %cst_9 : tensor<16x32xf32>
    %634 = stablehlo.subtract %arg7, %633 : tensor<16x32xf32>
    %635 = stablehlo.multiply %arg29, %cst_12 : tensor<32x32xf32>
    %636 = stablehlo.transpose %534, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %637 = stablehlo.dot_general %636, %108, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %638 = stablehlo.add %635, %637 : tensor<32x32xf32>
    %639 = stablehlo.multiply %638, %cst_11 : tensor<32x32xf32>
    %640 = stablehlo.subtract %arg6, %639 : tensor<32x32xf32>
    %641 = stablehlo.multiply %arg30, %cst_8 : tensor<32xf32>
    %642 = stablehlo.multiply %595, %14 : tensor<2x8x32xf32>
    %643 = stablehlo.reduce(%642 init: %cst_53) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %644 = stablehlo.add %641, %643 : tensor<32xf32>
    %645 = stablehlo.multiply %644, %cst_7 : tensor<32xf32>
    %646 = stablehlo.subtract %arg9, %645 : tensor<32xf32>
    %647 = stablehlo.multiply %arg31, %cst_8 : tensor<32xf32>
    %648 = stablehlo.multiply %516, %122 : tensor<2x8x32xf32>
    %649 = stablehlo.reduce(%648 init: %cst_53) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %650 = stablehlo.add %647, %649 : tensor<32xf32>
    %651 = stablehlo.multiply %650, %cst_7 : tensor<32xf32>
    %652 = stablehlo.subtract %arg15, %651 : tensor<32xf32>
    %653 = stablehlo.multiply %arg32, %cst_6 : tensor<4x32xf32>
    %654 = stablehlo.transpose %513, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,16]{0,1}"} : (tensor<16x4xf32>) -> tensor<4x16xf32>
    %655 = stablehlo.dot_general %654, %124, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x32xf32>) -> tensor<4x32xf32>
    %656 = stablehlo.add %653, %655 : tensor<4x32xf32>
    %657 = stablehlo.multiply %656, %cst_5 : tensor<4x32xf32>
    %658 = stablehlo.subtract %arg5, %657 : tensor<4x32xf32>
    %659 = stablehlo.multiply %arg33, %cst_4 : tensor<4x128x32xf32>
    %660 = stablehlo.reshape %139 : (tensor<16x2x32xf32>) -> tensor<32x1x32xf32>
    %661 = stablehlo.dot_general %499, %660, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128x1xf32>, tensor<32x1x32xf32>) -> tensor<32x128x32xf32>
    %662 = "stablehlo.scatter"(%cst_3, %136, %661) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg46: tensor<f32>, %arg47: tensor<f32>):
      %741 = stablehlo.add %arg46, %arg47 : tensor<f32>
      stablehlo.return %741 : tensor<f32>
    }) : (tensor<4x128x32xf32>, tensor<32x1xi64>, tensor<32x128x32xf32>) -> tensor<4x128x32xf32>
    %663 = stablehlo.add %659, %662 : tensor<4x128x32xf32>
    %664 = stablehlo.multiply %663, %cst_2 : tensor<4x128x32xf32>
    %665 = stablehlo.subtract %arg16, %664 : tensor<4x128x32xf32>
    %666 = stablehlo.multiply %arg34, %cst_1 : tensor<4x32x64xf32>
    %667 = stablehlo.reshape %147 : (tensor<32x64xf32>) -> tensor<32x1x64xf32>
    %668 = stablehlo.dot_general %488, %667, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x1xf32>, tensor<32x1x64xf32>) -> tensor<32x32x64xf32>
    %669 = "stablehlo.scatter"(%cst_0, %136, %668) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg46: tensor<f32>, %arg47: tensor<f32>):
      %741 = stablehlo.add %arg46, %arg47 : tensor<f32>
      stablehlo.return %741 : tensor<f32>
    }) : (tensor<4x32x64xf32>, tensor<32x1xi64>, tensor<32x32x64xf32>) -> tensor<4x32x64xf32>
    %670 = stablehlo.add %666, %669 : tensor<4x32x64xf32>
    %671 = stablehlo.multiply %670, %cst : tensor<4x32x64xf32>
    %672 = stablehlo.subtract %arg17, %671 : tensor<4x32x64xf32>
    %673 = stablehlo.multiply %arg35, %cst_12 : tensor<32x32xf32>
    %674 = stablehlo.transpose %462, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %675 = stablehlo.dot_general %674, %177, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %676 = stablehlo.add %673, %675 : tensor<32x32xf32>
    %677 = stablehlo.multiply %676, %cst_11 : tensor<32x32xf32>
    %678 = stablehlo.subtract %arg20, %677 : tensor<32x32xf32>
    %679 = stablehlo.multiply %arg36, %cst_10 : tensor<16x32xf32>
    %680 = stablehlo.transpose %443, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %681 = stablehlo.dot_general %680, %177, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %682 = stablehlo.add %679, %681 : tensor<16x32xf32>
    %683 = stablehlo.multiply %682, %cst_9 : tensor<16x32xf32>
    %684 = stablehlo.subtract %arg19, %683 : tensor<16x32xf32>
    %685 = stablehlo.multiply %arg37, %cst_10 : tensor<16x32xf32>
    %686 = stablehlo.transpose %413, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %687 = stablehlo.dot_general %686, %177, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %688 = stablehlo.add %685, %687 : tensor<16x32xf32>
    %689 = stablehlo.multiply %688, %cst_9 : tensor<16x32xf32>
    %690 = stablehlo.subtract %arg4, %689 : tensor<16x32xf32>
    %691 = stablehlo.multiply %arg38, %cst_12 : tensor<32x32xf32>
    %692 = stablehlo.transpose %404, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %693 = stablehlo.dot_general %692, %225, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %694 = stablehlo.add %691, %693 : tensor<32x32xf32>
    %695 = stablehlo.multiply %694, %cst_11 : tensor<32x32xf32>
    %696 = stablehlo.subtract %arg3, %695 : tensor<32x32xf32>
    %697 = stablehlo.multiply %arg39, %cst_8 : tensor<32xf32>
    %698 = stablehlo.multiply %465, %175 : tensor<2x8x32xf32>
    %699 = stablehlo.reduce(%698 init: %cst_53) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %700 = stablehlo.add %697, %699 : tensor<32xf32>
    %701 = stablehlo.multiply %700, %cst_7 : tensor<32xf32>
    %702 = stablehlo.subtract %arg18, %701 : tensor<32xf32>
    %703 = stablehlo.multiply %arg40, %cst_8 : tensor<32xf32>
    %704 = stablehlo.multiply %386, %239 : tensor<2x8x32xf32>
    %705 = stablehlo.reduce(%704 init: %cst_53) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %706 = stablehlo.add %703, %705 : tensor<32xf32>
    %707 = stablehlo.multiply %706, %cst_7 : tensor<32xf32>
    %708 = stablehlo.subtract %arg21, %707 : tensor<32xf32>
    %709 = stablehlo.multiply %arg41, %cst_6 : tensor<4x32xf32>
    %710 = stablehlo.transpose %383, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,16]{0,1}"} : (tensor<16x4xf32>) -> tensor<4x16xf32>
    %711 = stablehlo.dot_general %710, %241, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x32xf32>) -> tensor<4x32xf32>
    %712 = stablehlo.add %709, %711 : tensor<4x32xf32>
    %713 = stablehlo.multiply %712, %cst_5 : tensor<4x32xf32>
    %714 = stablehlo.subtract %arg2, %713 : tensor<4x32xf32>
    %715 = stablehlo.multiply %arg42, %cst_4 : tensor<4x128x32xf32>
    %716 = stablehlo.reshape %254 : (tensor<16x2x32xf32>) -> tensor<32x1x32xf32>
    %717 = stablehlo.dot_general %367, %716, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128x1xf32>, tensor<32x1x32xf32>) -> tensor<32x128x32xf32>
    %718 = "stablehlo.scatter"(%cst_3, %251, %717) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg46: tensor<f32>, %arg47: tensor<f32>):
      %741 = stablehlo.add %arg46, %arg47 : tensor<f32>
      stablehlo.return %741 : tensor<f32>
    }) : (tensor<4x128x32xf32>, tensor<32x1xi64>, tensor<32x128x32xf32>) -> tensor<4x128x32xf32>
    %719 = stablehlo.add %715, %718 : tensor<4x128x32xf32>
    %720 = stablehlo.multiply %719, %cst_2 : tensor<4x128x32xf32>
    %721 = stablehlo.subtract %arg22, %720 : tensor<4x128x32xf32>
    %722 = stablehlo.multiply %arg43, %cst_1 : tensor<4x32x64xf32>
    %723 = stablehlo.reshape %262 : (tensor<32x64xf32>) -> tensor<32x1x64xf32>
    %724 = stablehlo.dot_general %356, %723, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x1xf32>, tensor<32x1x64xf32>) -> tensor<32x32x64xf32>
    %725 = "stablehlo.scatter"(%cst_0, %251, %724) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg46: tensor<f32>, %arg47: tensor<f32>):
      %741 = stablehlo.add %arg46, %arg47 : tensor<f32>
      stablehlo.return %741 : tensor<f32>
    }) : (tensor<4x32x64xf32>, tensor<32x1xi64>, tensor<32x32x64xf32>) -> tensor<4x32x64xf32>
    %726 = stablehlo.add %722, %725 : tensor<4x32x64xf32>
    %727 = stablehlo.multiply %726, %cst : tensor<4x32x64xf32>
    %728 = stablehlo.subtract %arg23, %727 : tensor<4x32x64xf32>
    %729 = stablehlo.multiply %arg44, %cst_8 : tensor<32xf32>
    %730 = stablehlo.multiply %334, %289 : tensor<2x8x32xf32>
    %731 = stablehlo.reduce(%730 init: %cst_53) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %732 = stablehlo.add %729, %731 : tensor<32xf32>
    %733 = stablehlo.multiply %732, %cst_7 : tensor<32xf32>
    %734 = stablehlo.subtract %arg24, %733 : tensor<32xf32>
    %735 = stablehlo.multiply %arg45, %cst_32 : tensor<128x32xf32>
    %736 = stablehlo.transpose %332, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %737 = stablehlo.dot_general %736, %291, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %738 = stablehlo.add %735, %737 : tensor<128x32xf32>
    %739 = stablehlo.multiply %738, %cst_13 : tensor<128x32xf32>
    %740 = stablehlo.subtract %arg1, %739 : tensor<128x32xf32>
    return %315, %616, %622, %628, %634, %640, %646, %652, %658, %665, %672, %678, %684, %690, %696, %702, %708, %714, %721, %728, %734, %740, %614, %620, %626, %632, %638, %644, %650, %656, %663, %670, %676, %682, %688, %694, %700, %706, %712, %719, %726, %732, %738 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32xf32>, tensor<128x32xf32>
  }
}
