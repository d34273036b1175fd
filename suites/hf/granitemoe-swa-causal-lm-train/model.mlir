module @IrToHlo.2474 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 23 : i32}, %arg2: tensor<4x32xf32> {tf.aliasing_output = 19 : i32}, %arg3: tensor<32x32xf32> {tf.aliasing_output = 16 : i32}, %arg4: tensor<4xf32> {tf.aliasing_output = 12 : i32}, %arg5: tensor<2x8xi64>, %arg6: tensor<i1>, %arg7: tensor<4xf32>, %arg8: tensor<16x32xf32> {tf.aliasing_output = 14 : i32}, %arg9: tensor<4x32xf32> {tf.aliasing_output = 9 : i32}, %arg10: tensor<32x32xf32> {tf.aliasing_output = 6 : i32}, %arg11: tensor<4xf32> {tf.aliasing_output = 2 : i32}, %arg12: tensor<16x32xf32> {tf.aliasing_output = 4 : i32}, %arg13: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg14: tensor<32xf32> {tf.aliasing_output = 7 : i32}, %arg15: tensor<32x32xf32> {tf.aliasing_output = 3 : i32}, %arg16: tensor<16x32xf32> {tf.aliasing_output = 5 : i32}, %arg17: tensor<32xf32> {tf.aliasing_output = 8 : i32}, %arg18: tensor<4x128x32xf32> {tf.aliasing_output = 10 : i32}, %arg19: tensor<4x32x64xf32> {tf.aliasing_output = 11 : i32}, %arg20: tensor<32xf32> {tf.aliasing_output = 17 : i32}, %arg21: tensor<32x32xf32> {tf.aliasing_output = 13 : i32}, %arg22: tensor<16x32xf32> {tf.aliasing_output = 15 : i32}, %arg23: tensor<32xf32> {tf.aliasing_output = 18 : i32}, %arg24: tensor<4x128x32xf32> {tf.aliasing_output = 20 : i32}, %arg25: tensor<4x32x64xf32> {tf.aliasing_output = 21 : i32}, %arg26: tensor<32xf32> {tf.aliasing_output = 22 : i32}, %arg27: tensor<128x32xf32> {tf.aliasing_output = 24 : i32}, %arg28: tensor<4xf32> {tf.aliasing_output = 25 : i32}, %arg29: tensor<32x32xf32> {tf.aliasing_output = 26 : i32}, %arg30: tensor<16x32xf32> {tf.aliasing_output = 27 : i32}, %arg31: tensor<16x32xf32> {tf.aliasing_output = 28 : i32}, %arg32: tensor<32x32xf32> {tf.aliasing_output = 29 : i32}, %arg33: tensor<32xf32> {tf.aliasing_output = 30 : i32}, %arg34: tensor<32xf32> {tf.aliasing_output = 31 : i32}, %arg35: tensor<4x32xf32> {tf.aliasing_output = 32 : i32}, %arg36: tensor<4x128x32xf32> {tf.aliasing_output = 33 : i32}, %arg37: tensor<4x32x64xf32> {tf.aliasing_output = 34 : i32}, %arg38: tensor<4xf32> {tf.aliasing_output = 35 : i32}, %arg39: tensor<32x32xf32> {tf.aliasing_output = 36 : i32}, %arg40: tensor<16x32xf32> {tf.aliasing_output = 37 : i32}, %arg41: tensor<16x32xf32> {tf.aliasing_output = 38 : i32}, %arg42: tensor<32x32xf32> {tf.aliasing_output = 39 : i32}, %arg43: tensor<32xf32> {tf.aliasing_output = 40 : i32}, %arg44: tensor<32xf32> {tf.aliasing_output = 41 : i32}, %arg45: tensor<4x32xf32> {tf.aliasing_output = 42 : i32}, %arg46: tensor<4x128x32xf32> {tf.aliasing_output = 43 : i32}, %arg47: tensor<4x32x64xf32> {tf.aliasing_output = 44 : i32}, %arg48: tensor<32xf32> {tf.aliasing_output = 45 : i32}, %arg49: tensor<128x32xf32> {tf.aliasing_output = 46 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<4xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<4xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<4xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<4xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32xf32>, tensor<128x32xf32>) {
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
    %cst_13 = stablehlo.constant dense<1.000000e-01> : tensor<4xf32>
    %cst_14 = stablehlo.constant dense<0.899999976> : tensor<4xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %c = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x4x8x8xi1>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %c_17 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x4x8x8xi1>
    %c_18 = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x2x8x8xi1>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x8x8xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<2x4x8xf32>
    %c_21 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x2x8x8xi1>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<16x4xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<32x64xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_25 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_26 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x1xf32>
    %cst_27 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x1xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_29 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_30 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_32 = stablehlo.constant dense<1> : tensor<2x8xi64>
    %c_33 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_35 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_36 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x128xf32>
    %c_38 = stablehlo.constant dense<[[[-128, -127, -126, -125, -124, -123, -122, -121]]]> : tensor<1x1x8xi64>
    %c_39 = stablehlo.constant dense<4> : tensor<32xi64>
    %c_40 = stablehlo.constant dense<0> : tensor<32xi64>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x1xf32>
    %cst_42 = stablehlo.constant dense<0x7FF0000000000000> : tensor<2x4x8x1xf64>
    %cst_43 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x1x8x8xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_45 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_46 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_47 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_48 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_49 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_50 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_51 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x1xf32>
    %cst_52 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_53 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %c_54 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_55 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_56 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %c_57 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_58 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_59 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg13, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.power %4, %cst_53 : tensor<2x8x32xf32>
    %7 = stablehlo.reduce(%6 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %8 = stablehlo.multiply %7, %cst_52 : tensor<2x8xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %10 = stablehlo.add %9, %cst_51 : tensor<2x8x1xf32>
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
    %21 = stablehlo.broadcast_in_dim %cst_50, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %22 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
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
    %39 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
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
    %58 = stablehlo.convert %arg6 : (tensor<i1>) -> tensor<ui8>
    %59 = stablehlo.broadcast_in_dim %58, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %60 = stablehlo.broadcast_in_dim %c_49, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %61 = stablehlo.broadcast_in_dim %c_49, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %62 = stablehlo.compare  LE, %60, %61 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %63 = stablehlo.convert %62 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %64 = stablehlo.and %59, %63 : tensor<1x1x8x8xui8>
    %65 = stablehlo.compare  NE, %64, %c_59 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %66 = stablehlo.convert %65 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %67 = stablehlo.reshape %66 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %68 = stablehlo.broadcast_in_dim %67, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %69 = stablehlo.compare  NE, %arg5, %c_58 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %70 = stablehlo.broadcast_in_dim %c_48, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %71 = stablehlo.compare  LT, %70, %c_47 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %72 = stablehlo.add %70, %c_46 : tensor<2x1x1x8xi64>
    %73 = stablehlo.select %71, %72, %70 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %74 = stablehlo.reshape %73 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %75 = stablehlo.broadcast_in_dim %c_49, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %76 = stablehlo.compare  LT, %75, %c_47 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %77 = stablehlo.add %75, %c_45 : tensor<2x1x1x8xi64>
    %78 = stablehlo.select %76, %77, %75 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %79 = stablehlo.reshape %78 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %80 = stablehlo.concatenate %74, %79, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %81 = "stablehlo.gather"(%69, %80) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %82 = stablehlo.convert %81 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %83 = stablehlo.reshape %82 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %85 = stablehlo.and %68, %84 : tensor<2x1x8x8xui8>
    %86 = stablehlo.compare  NE, %85, %c_57 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %87 = stablehlo.select %86, %cst_44, %cst_43 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %88 = stablehlo.reshape %87 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %90 = stablehlo.add %57, %89 : tensor<2x4x8x8xf32>
    %91 = stablehlo.reduce(%90 init: %cst_55) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %93 = stablehlo.subtract %90, %92 : tensor<2x4x8x8xf32>
    %94 = stablehlo.exponential %93 : tensor<2x4x8x8xf32>
    %95 = stablehlo.reduce(%94 init: %cst_60) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %97 = stablehlo.divide %94, %96 : tensor<2x4x8x8xf32>
    %98 = stablehlo.reshape %97 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %99 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %100 = stablehlo.dot_general %16, %99, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %101 = stablehlo.reshape %100 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %102 = stablehlo.transpose %101, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %104 = stablehlo.reshape %103 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %105 = stablehlo.dot_general %98, %104, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %106 = stablehlo.reshape %105 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %107 = stablehlo.reduce(%90 init: %cst_56) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %108 = stablehlo.reshape %107 : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %109 = stablehlo.abs %108 : tensor<2x4x8x1xf32>
    %110 = stablehlo.convert %109 : (tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf64>
    %111 = stablehlo.compare  EQ, %110, %cst_42 : (tensor<2x4x8x1xf64>, tensor<2x4x8x1xf64>) -> tensor<2x4x8x1xi1>
    %112 = stablehlo.select %111, %cst_41, %108 : tensor<2x4x8x1xi1>, tensor<2x4x8x1xf32>
    %113 = stablehlo.reshape %112 : (tensor<2x4x8x1xf32>) -> tensor<2x4x8xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %115 = stablehlo.subtract %90, %114 : tensor<2x4x8x8xf32>
    %116 = stablehlo.exponential %115 : tensor<2x4x8x8xf32>
    %117 = stablehlo.reduce(%116 init: %cst_60) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %118 = stablehlo.log %117 : tensor<2x4x8xf32>
    %119 = stablehlo.add %118, %113 : tensor<2x4x8xf32>
    %120 = stablehlo.broadcast_in_dim %arg11, dims = [1] : (tensor<4xf32>) -> tensor<2x4x8xf32>
    %121 = stablehlo.subtract %119, %120 : tensor<2x4x8xf32>
    %122 = stablehlo.logistic %121 : tensor<2x4x8xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %124 = stablehlo.multiply %106, %123 : tensor<2x4x8x8xf32>
    %125 = stablehlo.transpose %124, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %126 = stablehlo.reshape %125 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %127 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %128 = stablehlo.dot_general %126, %127, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %129 = stablehlo.reshape %128 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %130 = stablehlo.add %4, %129 : tensor<2x8x32xf32>
    %131 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %132 = stablehlo.power %130, %cst_53 : tensor<2x8x32xf32>
    %133 = stablehlo.reduce(%132 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %134 = stablehlo.multiply %133, %cst_52 : tensor<2x8xf32>
    %135 = stablehlo.reshape %134 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %136 = stablehlo.add %135, %cst_51 : tensor<2x8x1xf32>
    %137 = stablehlo.rsqrt %136 : tensor<2x8x1xf32>
    %138 = stablehlo.reshape %137 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %140 = stablehlo.multiply %130, %139 : tensor<2x8x32xf32>
    %141 = stablehlo.multiply %131, %140 : tensor<2x8x32xf32>
    %142 = stablehlo.reshape %141 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %143 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,4]{0,1}"} : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %144 = stablehlo.dot_general %142, %143, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x4xf32>) -> tensor<16x4xf32>
    %145 = stablehlo.iota dim = 0 : tensor<4xi32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [1] : (tensor<4xi32>) -> tensor<16x4xi32>
    %147:2 = "stablehlo.sort"(%144, %146) <{dimension = 1 : i64, is_stable = false}> ({
    ^bb0(%arg50: tensor<f32>, %arg51: tensor<f32>, %arg52: tensor<i32>, %arg53: tensor<i32>):
      %832 = stablehlo.compare  GT, %arg50, %arg51,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %832 : tensor<i1>
    }) : (tensor<16x4xf32>, tensor<16x4xi32>) -> (tensor<16x4xf32>, tensor<16x4xi32>)
    %148 = stablehlo.slice %147#1 [0:16, 0:2] : (tensor<16x4xi32>) -> tensor<16x2xi32>
    %149 = stablehlo.convert %148 : (tensor<16x2xi32>) -> tensor<16x2xi64>
    %150 = stablehlo.reshape %149 : (tensor<16x2xi64>) -> tensor<32xi64>
    %151 = stablehlo.compare  LT, %150, %c_40 : (tensor<32xi64>, tensor<32xi64>) -> tensor<32xi1>
    %152 = stablehlo.add %150, %c_39 : tensor<32xi64>
    %153 = stablehlo.select %151, %152, %150 : tensor<32xi1>, tensor<32xi64>
    %154 = stablehlo.reshape %153 : (tensor<32xi64>) -> tensor<32x1xi64>
    %155 = "stablehlo.gather"(%arg19, %154) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32, 64>}> : (tensor<4x32x64xf32>, tensor<32x1xi64>) -> tensor<32x32x64xf32>
    %156 = "stablehlo.gather"(%arg18, %154) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128, 32>}> : (tensor<4x128x32xf32>, tensor<32x1xi64>) -> tensor<32x128x32xf32>
    %157 = stablehlo.broadcast_in_dim %142, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %158 = stablehlo.reshape %157 : (tensor<16x2x32xf32>) -> tensor<32x32x1xf32>
    %159 = stablehlo.dot_general %156, %158, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128x32xf32>, tensor<32x32x1xf32>) -> tensor<32x128x1xf32>
    %160 = stablehlo.reshape %159 : (tensor<32x128x1xf32>) -> tensor<32x128xf32>
    %161 = stablehlo.slice %160 [0:32, 0:64] : (tensor<32x128xf32>) -> tensor<32x64xf32>
    %162 = stablehlo.logistic %161 : tensor<32x64xf32>
    %163 = stablehlo.multiply %161, %162 : tensor<32x64xf32>
    %164 = stablehlo.slice %160 [0:32, 64:128] : (tensor<32x128xf32>) -> tensor<32x64xf32>
    %165 = stablehlo.multiply %163, %164 : tensor<32x64xf32>
    %166 = stablehlo.reshape %165 : (tensor<32x64xf32>) -> tensor<32x64x1xf32>
    %167 = stablehlo.dot_general %155, %166, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x64xf32>, tensor<32x64x1xf32>) -> tensor<32x32x1xf32>
    %168 = stablehlo.reshape %167 : (tensor<32x32x1xf32>) -> tensor<32x32xf32>
    %169 = stablehlo.slice %147#0 [0:16, 0:2] : (tensor<16x4xf32>) -> tensor<16x2xf32>
    %170 = stablehlo.reduce(%169 init: %cst_55) applies stablehlo.maximum across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %172 = stablehlo.subtract %169, %171 : tensor<16x2xf32>
    %173 = stablehlo.exponential %172 : tensor<16x2xf32>
    %174 = stablehlo.reduce(%173 init: %cst_60) applies stablehlo.add across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %176 = stablehlo.divide %173, %175 : tensor<16x2xf32>
    %177 = stablehlo.reshape %176 : (tensor<16x2xf32>) -> tensor<32xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0] : (tensor<32xf32>) -> tensor<32x32xf32>
    %179 = stablehlo.multiply %168, %178 : tensor<32x32xf32>
    %180 = stablehlo.reshape %179 : (tensor<32x32xf32>) -> tensor<16x2x32xf32>
    %181 = stablehlo.reduce(%180 init: %cst_60) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %182 = stablehlo.reshape %181 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %183 = stablehlo.add %130, %182 : tensor<2x8x32xf32>
    %184 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %185 = stablehlo.power %183, %cst_53 : tensor<2x8x32xf32>
    %186 = stablehlo.reduce(%185 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %187 = stablehlo.multiply %186, %cst_52 : tensor<2x8xf32>
    %188 = stablehlo.reshape %187 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %189 = stablehlo.add %188, %cst_51 : tensor<2x8x1xf32>
    %190 = stablehlo.rsqrt %189 : tensor<2x8x1xf32>
    %191 = stablehlo.reshape %190 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %192 = stablehlo.broadcast_in_dim %191, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %193 = stablehlo.multiply %183, %192 : tensor<2x8x32xf32>
    %194 = stablehlo.multiply %184, %193 : tensor<2x8x32xf32>
    %195 = stablehlo.reshape %194 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %196 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %197 = stablehlo.dot_general %195, %196, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %198 = stablehlo.reshape %197 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %199 = stablehlo.transpose %198, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %200 = stablehlo.multiply %199, %27 : tensor<2x4x8x8xf32>
    %201 = stablehlo.slice %199 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %202 = stablehlo.negate %201 : tensor<2x4x8x4xf32>
    %203 = stablehlo.slice %199 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %204 = stablehlo.concatenate %202, %203, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %205 = stablehlo.multiply %204, %35 : tensor<2x4x8x8xf32>
    %206 = stablehlo.add %200, %205 : tensor<2x4x8x8xf32>
    %207 = stablehlo.reshape %206 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %208 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %209 = stablehlo.dot_general %195, %208, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %210 = stablehlo.reshape %209 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %211 = stablehlo.transpose %210, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %212 = stablehlo.multiply %211, %43 : tensor<2x2x8x8xf32>
    %213 = stablehlo.slice %211 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %214 = stablehlo.negate %213 : tensor<2x2x8x4xf32>
    %215 = stablehlo.slice %211 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %216 = stablehlo.concatenate %214, %215, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %217 = stablehlo.multiply %216, %49 : tensor<2x2x8x8xf32>
    %218 = stablehlo.add %212, %217 : tensor<2x2x8x8xf32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %220 = stablehlo.reshape %219 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %221 = stablehlo.transpose %220, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %222 = stablehlo.reshape %221 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %223 = stablehlo.dot_general %207, %222, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %224 = stablehlo.reshape %223 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %225 = stablehlo.broadcast_in_dim %c_38, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %226 = stablehlo.compare  GT, %60, %225 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %227 = stablehlo.convert %226 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %228 = stablehlo.and %59, %227 : tensor<1x1x8x8xui8>
    %229 = stablehlo.compare  NE, %228, %c_59 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %230 = stablehlo.convert %229 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %231 = stablehlo.and %230, %63 : tensor<1x1x8x8xui8>
    %232 = stablehlo.compare  NE, %231, %c_59 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %233 = stablehlo.convert %232 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %234 = stablehlo.and %59, %233 : tensor<1x1x8x8xui8>
    %235 = stablehlo.compare  NE, %234, %c_59 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %236 = stablehlo.convert %235 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %237 = stablehlo.reshape %236 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %238 = stablehlo.broadcast_in_dim %237, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %239 = stablehlo.and %238, %84 : tensor<2x1x8x8xui8>
    %240 = stablehlo.compare  NE, %239, %c_57 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %241 = stablehlo.select %240, %cst_44, %cst_43 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %242 = stablehlo.reshape %241 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %244 = stablehlo.add %224, %243 : tensor<2x4x8x8xf32>
    %245 = stablehlo.reduce(%244 init: %cst_55) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %247 = stablehlo.subtract %244, %246 : tensor<2x4x8x8xf32>
    %248 = stablehlo.exponential %247 : tensor<2x4x8x8xf32>
    %249 = stablehlo.reduce(%248 init: %cst_60) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %251 = stablehlo.divide %248, %250 : tensor<2x4x8x8xf32>
    %252 = stablehlo.reshape %251 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %253 = stablehlo.transpose %arg22, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %254 = stablehlo.dot_general %195, %253, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %255 = stablehlo.reshape %254 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %256 = stablehlo.transpose %255, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %258 = stablehlo.reshape %257 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %259 = stablehlo.dot_general %252, %258, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %260 = stablehlo.reshape %259 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %261 = stablehlo.reduce(%244 init: %cst_56) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %262 = stablehlo.reshape %261 : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %263 = stablehlo.abs %262 : tensor<2x4x8x1xf32>
    %264 = stablehlo.convert %263 : (tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf64>
    %265 = stablehlo.compare  EQ, %264, %cst_42 : (tensor<2x4x8x1xf64>, tensor<2x4x8x1xf64>) -> tensor<2x4x8x1xi1>
    %266 = stablehlo.select %265, %cst_41, %262 : tensor<2x4x8x1xi1>, tensor<2x4x8x1xf32>
    %267 = stablehlo.reshape %266 : (tensor<2x4x8x1xf32>) -> tensor<2x4x8xf32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %269 = stablehlo.subtract %244, %268 : tensor<2x4x8x8xf32>
    %270 = stablehlo.exponential %269 : tensor<2x4x8x8xf32>
    %271 = stablehlo.reduce(%270 init: %cst_60) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %272 = stablehlo.log %271 : tensor<2x4x8xf32>
    %273 = stablehlo.add %272, %267 : tensor<2x4x8xf32>
    %274 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<4xf32>) -> tensor<2x4x8xf32>
    %275 = stablehlo.subtract %273, %274 : tensor<2x4x8xf32>
    %276 = stablehlo.logistic %275 : tensor<2x4x8xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %278 = stablehlo.multiply %260, %277 : tensor<2x4x8x8xf32>
    %279 = stablehlo.transpose %278, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %280 = stablehlo.reshape %279 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %281 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %282 = stablehlo.dot_general %280, %281, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %283 = stablehlo.reshape %282 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %284 = stablehlo.add %183, %283 : tensor<2x8x32xf32>
    %285 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %286 = stablehlo.power %284, %cst_53 : tensor<2x8x32xf32>
    %287 = stablehlo.reduce(%286 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %288 = stablehlo.multiply %287, %cst_52 : tensor<2x8xf32>
    %289 = stablehlo.reshape %288 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %290 = stablehlo.add %289, %cst_51 : tensor<2x8x1xf32>
    %291 = stablehlo.rsqrt %290 : tensor<2x8x1xf32>
    %292 = stablehlo.reshape %291 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %293 = stablehlo.broadcast_in_dim %292, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %294 = stablehlo.multiply %284, %293 : tensor<2x8x32xf32>
    %295 = stablehlo.multiply %285, %294 : tensor<2x8x32xf32>
    %296 = stablehlo.reshape %295 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %297 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,4]{0,1}"} : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %298 = stablehlo.dot_general %296, %297, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x4xf32>) -> tensor<16x4xf32>
    %299:2 = "stablehlo.sort"(%298, %146) <{dimension = 1 : i64, is_stable = false}> ({
    ^bb0(%arg50: tensor<f32>, %arg51: tensor<f32>, %arg52: tensor<i32>, %arg53: tensor<i32>):
      %832 = stablehlo.compare  GT, %arg50, %arg51,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %832 : tensor<i1>
    }) : (tensor<16x4xf32>, tensor<16x4xi32>) -> (tensor<16x4xf32>, tensor<16x4xi32>)
    %300 = stablehlo.slice %299#1 [0:16, 0:2] : (tensor<16x4xi32>) -> tensor<16x2xi32>
    %301 = stablehlo.convert %300 : (tensor<16x2xi32>) -> tensor<16x2xi64>
    %302 = stablehlo.reshape %301 : (tensor<16x2xi64>) -> tensor<32xi64>
    %303 = stablehlo.compare  LT, %302, %c_40 : (tensor<32xi64>, tensor<32xi64>) -> tensor<32xi1>
    %304 = stablehlo.add %302, %c_39 : tensor<32xi64>
    %305 = stablehlo.select %303, %304, %302 : tensor<32xi1>, tensor<32xi64>
    %306 = stablehlo.reshape %305 : (tensor<32xi64>) -> tensor<32x1xi64>
    %307 = "stablehlo.gather"(%arg25, %306) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32, 64>}> : (tensor<4x32x64xf32>, tensor<32x1xi64>) -> tensor<32x32x64xf32>
    %308 = "stablehlo.gather"(%arg24, %306) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128, 32>}> : (tensor<4x128x32xf32>, tensor<32x1xi64>) -> tensor<32x128x32xf32>
    %309 = stablehlo.broadcast_in_dim %296, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %310 = stablehlo.reshape %309 : (tensor<16x2x32xf32>) -> tensor<32x32x1xf32>
    %311 = stablehlo.dot_general %308, %310, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128x32xf32>, tensor<32x32x1xf32>) -> tensor<32x128x1xf32>
    %312 = stablehlo.reshape %311 : (tensor<32x128x1xf32>) -> tensor<32x128xf32>
    %313 = stablehlo.slice %312 [0:32, 0:64] : (tensor<32x128xf32>) -> tensor<32x64xf32>
    %314 = stablehlo.logistic %313 : tensor<32x64xf32>
    %315 = stablehlo.multiply %313, %314 : tensor<32x64xf32>
    %316 = stablehlo.slice %312 [0:32, 64:128] : (tensor<32x128xf32>) -> tensor<32x64xf32>
    %317 = stablehlo.multiply %315, %316 : tensor<32x64xf32>
    %318 = stablehlo.reshape %317 : (tensor<32x64xf32>) -> tensor<32x64x1xf32>
    %319 = stablehlo.dot_general %307, %318, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x64xf32>, tensor<32x64x1xf32>) -> tensor<32x32x1xf32>
    %320 = stablehlo.reshape %319 : (tensor<32x32x1xf32>) -> tensor<32x32xf32>
    %321 = stablehlo.slice %299#0 [0:16, 0:2] : (tensor<16x4xf32>) -> tensor<16x2xf32>
    %322 = stablehlo.reduce(%321 init: %cst_55) applies stablehlo.maximum across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %323 = stablehlo.broadcast_in_dim %322, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %324 = stablehlo.subtract %321, %323 : tensor<16x2xf32>
    %325 = stablehlo.exponential %324 : tensor<16x2xf32>
    %326 = stablehlo.reduce(%325 init: %cst_60) applies stablehlo.add across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %327 = stablehlo.broadcast_in_dim %326, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %328 = stablehlo.divide %325, %327 : tensor<16x2xf32>
    %329 = stablehlo.reshape %328 : (tensor<16x2xf32>) -> tensor<32xf32>
    %330 = stablehlo.broadcast_in_dim %329, dims = [0] : (tensor<32xf32>) -> tensor<32x32xf32>
    %331 = stablehlo.multiply %320, %330 : tensor<32x32xf32>
    %332 = stablehlo.reshape %331 : (tensor<32x32xf32>) -> tensor<16x2x32xf32>
    %333 = stablehlo.reduce(%332 init: %cst_60) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %334 = stablehlo.reshape %333 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %335 = stablehlo.add %284, %334 : tensor<2x8x32xf32>
    %336 = stablehlo.power %335, %cst_53 : tensor<2x8x32xf32>
    %337 = stablehlo.reduce(%336 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %338 = stablehlo.multiply %337, %cst_52 : tensor<2x8xf32>
    %339 = stablehlo.reshape %338 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %340 = stablehlo.add %339, %cst_51 : tensor<2x8x1xf32>
    %341 = stablehlo.rsqrt %340 : tensor<2x8x1xf32>
    %342 = stablehlo.reshape %341 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %343 = stablehlo.broadcast_in_dim %342, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %344 = stablehlo.multiply %335, %343 : tensor<2x8x32xf32>
    %345 = stablehlo.multiply %0, %344 : tensor<2x8x32xf32>
    %346 = stablehlo.reshape %345 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %347 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %348 = stablehlo.dot_general %346, %347, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %349 = stablehlo.reshape %348 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %350 = stablehlo.divide %349, %cst_37 : tensor<2x8x128xf32>
    %351 = stablehlo.slice %350 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %352 = stablehlo.reduce(%351 init: %cst_55) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %353 = stablehlo.broadcast_in_dim %352, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %354 = stablehlo.subtract %351, %353 : tensor<2x7x128xf32>
    %355 = stablehlo.exponential %354 : tensor<2x7x128xf32>
    %356 = stablehlo.reduce(%355 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %357 = stablehlo.log %356 : tensor<2x7xf32>
    %358 = stablehlo.broadcast_in_dim %357, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %359 = stablehlo.subtract %354, %358 : tensor<2x7x128xf32>
    %360 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %361 = stablehlo.broadcast_in_dim %360, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %362 = stablehlo.broadcast_in_dim %c_54, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %363 = stablehlo.compare  EQ, %361, %362 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %364 = stablehlo.convert %363 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %365 = stablehlo.convert %364 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %366 = stablehlo.multiply %359, %365 : tensor<2x7x128xf32>
    %367 = stablehlo.reduce(%366 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %368 = stablehlo.reduce(%367 init: %cst_60) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %369 = stablehlo.multiply %368, %cst_36 : tensor<f32>
    %370 = stablehlo.negate %369 : tensor<f32>
    %371 = stablehlo.multiply %arg27, %cst_35 : tensor<128x32xf32>
    %372 = stablehlo.compare  LT, %arg0, %c_58 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %373 = stablehlo.add %arg0, %c_33 : tensor<2x8xi64>
    %374 = stablehlo.select %372, %373, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %375 = stablehlo.reshape %374 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %376 = stablehlo.compare  EQ, %arg0, %c_32 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %377 = stablehlo.broadcast_in_dim %376, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %378 = stablehlo.multiply %365, %cst_29 : tensor<2x7x128xf32>
    %379 = stablehlo.exponential %359 : tensor<2x7x128xf32>
    %380 = stablehlo.reduce(%378 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %381 = stablehlo.broadcast_in_dim %380, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %382 = stablehlo.multiply %379, %381 : tensor<2x7x128xf32>
    %383 = stablehlo.subtract %378, %382 : tensor<2x7x128xf32>
    %384 = stablehlo.pad %383, %cst_60, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %385 = stablehlo.select %c_30, %384, %cst_28 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %386 = stablehlo.divide %385, %cst_37 : tensor<2x8x128xf32>
    %387 = stablehlo.reshape %386 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %388 = stablehlo.dot_general %387, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %389 = stablehlo.reshape %388 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %390 = stablehlo.multiply %389, %0 : tensor<2x8x32xf32>
    %391 = stablehlo.multiply %390, %343 : tensor<2x8x32xf32>
    %392 = stablehlo.multiply %390, %335 : tensor<2x8x32xf32>
    %393 = stablehlo.reduce(%392 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %394 = stablehlo.reshape %393 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %395 = stablehlo.multiply %394, %cst_27 : tensor<2x8x1xf32>
    %396 = stablehlo.power %341, %cst_26 : tensor<2x8x1xf32>
    %397 = stablehlo.multiply %395, %396 : tensor<2x8x1xf32>
    %398 = stablehlo.reshape %397 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %399 = stablehlo.broadcast_in_dim %398, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %400 = stablehlo.divide %399, %cst_25 : tensor<2x8x32xf32>
    %401 = stablehlo.power %335, %cst_24 : tensor<2x8x32xf32>
    %402 = stablehlo.multiply %401, %cst_53 : tensor<2x8x32xf32>
    %403 = stablehlo.multiply %400, %402 : tensor<2x8x32xf32>
    %404 = stablehlo.add %391, %403 : tensor<2x8x32xf32>
    %405 = stablehlo.transpose %308, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,32,128]{1,2,0}"} : (tensor<32x128x32xf32>) -> tensor<32x32x128xf32>
    %406 = stablehlo.transpose %307, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,64,32]{1,2,0}"} : (tensor<32x32x64xf32>) -> tensor<32x64x32xf32>
    %407 = stablehlo.reshape %404 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %408 = stablehlo.broadcast_in_dim %407, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %409 = stablehlo.reshape %408 : (tensor<16x2x32xf32>) -> tensor<32x32xf32>
    %410 = stablehlo.multiply %409, %330 : tensor<32x32xf32>
    %411 = stablehlo.reshape %410 : (tensor<32x32xf32>) -> tensor<32x32x1xf32>
    %412 = stablehlo.dot_general %406, %411, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x32xf32>, tensor<32x32x1xf32>) -> tensor<32x64x1xf32>
    %413 = stablehlo.reshape %412 : (tensor<32x64x1xf32>) -> tensor<32x64xf32>
    %414 = stablehlo.multiply %413, %316 : tensor<32x64xf32>
    %415 = stablehlo.subtract %cst_23, %314 : tensor<32x64xf32>
    %416 = stablehlo.multiply %313, %415 : tensor<32x64xf32>
    %417 = stablehlo.add %416, %cst_23 : tensor<32x64xf32>
    %418 = stablehlo.multiply %314, %417 : tensor<32x64xf32>
    %419 = stablehlo.multiply %414, %418 : tensor<32x64xf32>
    %420 = stablehlo.multiply %413, %315 : tensor<32x64xf32>
    %421 = stablehlo.concatenate %419, %420, dim = 1 : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x128xf32>
    %422 = stablehlo.reshape %421 : (tensor<32x128xf32>) -> tensor<32x128x1xf32>
    %423 = stablehlo.dot_general %405, %422, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x128xf32>, tensor<32x128x1xf32>) -> tensor<32x32x1xf32>
    %424 = stablehlo.reshape %423 : (tensor<32x32x1xf32>) -> tensor<16x2x32xf32>
    %425 = stablehlo.reduce(%424 init: %cst_60) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %426 = stablehlo.iota dim = 0 : tensor<16xi64>
    %427 = stablehlo.broadcast_in_dim %426, dims = [0] : (tensor<16xi64>) -> tensor<16x2x1xi64>
    %428 = stablehlo.reshape %301 : (tensor<16x2xi64>) -> tensor<16x2x1xi64>
    %429 = stablehlo.concatenate %427, %428, dim = 2 : (tensor<16x2x1xi64>, tensor<16x2x1xi64>) -> tensor<16x2x2xi64>
    %430 = stablehlo.multiply %409, %320 : tensor<32x32xf32>
    %431 = stablehlo.reduce(%430 init: %cst_60) applies stablehlo.add across dimensions = [1] : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %432 = stablehlo.reshape %431 : (tensor<32xf32>) -> tensor<16x2xf32>
    %433 = stablehlo.multiply %432, %328 : tensor<16x2xf32>
    %434 = stablehlo.reduce(%433 init: %cst_60) applies stablehlo.add across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %435 = stablehlo.broadcast_in_dim %434, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %436 = stablehlo.multiply %328, %435 : tensor<16x2xf32>
    %437 = stablehlo.subtract %433, %436 : tensor<16x2xf32>
    %438 = "stablehlo.scatter"(%cst_22, %429, %437) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg50: tensor<f32>, %arg51: tensor<f32>):
      stablehlo.return %arg51 : tensor<f32>
    }) : (tensor<16x4xf32>, tensor<16x2x2xi64>, tensor<16x2xf32>) -> tensor<16x4xf32>
    %439 = stablehlo.dot_general %438, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4xf32>, tensor<4x32xf32>) -> tensor<16x32xf32>
    %440 = stablehlo.add %425, %439 : tensor<16x32xf32>
    %441 = stablehlo.reshape %440 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %442 = stablehlo.multiply %441, %285 : tensor<2x8x32xf32>
    %443 = stablehlo.multiply %442, %293 : tensor<2x8x32xf32>
    %444 = stablehlo.add %404, %443 : tensor<2x8x32xf32>
    %445 = stablehlo.multiply %442, %284 : tensor<2x8x32xf32>
    %446 = stablehlo.reduce(%445 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %447 = stablehlo.reshape %446 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %448 = stablehlo.multiply %447, %cst_27 : tensor<2x8x1xf32>
    %449 = stablehlo.power %291, %cst_26 : tensor<2x8x1xf32>
    %450 = stablehlo.multiply %448, %449 : tensor<2x8x1xf32>
    %451 = stablehlo.reshape %450 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %452 = stablehlo.broadcast_in_dim %451, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %453 = stablehlo.divide %452, %cst_25 : tensor<2x8x32xf32>
    %454 = stablehlo.power %284, %cst_24 : tensor<2x8x32xf32>
    %455 = stablehlo.multiply %454, %cst_53 : tensor<2x8x32xf32>
    %456 = stablehlo.multiply %453, %455 : tensor<2x8x32xf32>
    %457 = stablehlo.add %444, %456 : tensor<2x8x32xf32>
    %458 = stablehlo.transpose %252, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %459 = stablehlo.reshape %457 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %460 = stablehlo.dot_general %459, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %461 = stablehlo.reshape %460 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %462 = stablehlo.transpose %461, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %463 = stablehlo.multiply %462, %277 : tensor<2x4x8x8xf32>
    %464 = stablehlo.reshape %463 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %465 = stablehlo.dot_general %458, %464, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %466 = stablehlo.reshape %465 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %467 = stablehlo.reduce(%466 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %468 = stablehlo.transpose %467, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %469 = stablehlo.reshape %468 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %470 = stablehlo.dot_general %469, %arg22, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %471 = stablehlo.reshape %470 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %472 = stablehlo.transpose %207, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %473 = stablehlo.transpose %258, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %474 = stablehlo.dot_general %464, %473, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %475 = stablehlo.reshape %474 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %476 = stablehlo.multiply %475, %251 : tensor<2x4x8x8xf32>
    %477 = stablehlo.reduce(%476 init: %cst_60) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %478 = stablehlo.broadcast_in_dim %477, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %479 = stablehlo.multiply %251, %478 : tensor<2x4x8x8xf32>
    %480 = stablehlo.subtract %476, %479 : tensor<2x4x8x8xf32>
    %481 = stablehlo.multiply %462, %260 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : tensor<2x4x8x8xf32>
    %482 = stablehlo.reduce(%481 init: %cst_60) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %483 = stablehlo.subtract %cst_20, %276 : tensor<2x4x8xf32>
    %484 = stablehlo.multiply %276, %483 : tensor<2x4x8xf32>
    %485 = stablehlo.multiply %482, %484 : tensor<2x4x8xf32>
    %486 = stablehlo.broadcast_in_dim %485, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %487 = stablehlo.broadcast_in_dim %273, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %488 = stablehlo.subtract %244, %487 : tensor<2x4x8x8xf32>
    %489 = stablehlo.exponential %488 : tensor<2x4x8x8xf32>
    %490 = stablehlo.multiply %486, %489 : tensor<2x4x8x8xf32>
    %491 = stablehlo.add %480, %490 : tensor<2x4x8x8xf32>
    %492 = stablehlo.reshape %491 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %493 = stablehlo.dot_general %472, %492, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %494 = stablehlo.reshape %493 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %495 = stablehlo.transpose %494, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %496 = stablehlo.reshape %495 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %497 = stablehlo.reduce(%496 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %498 = stablehlo.multiply %497, %49 : tensor<2x2x8x8xf32>
    %499 = stablehlo.slice %498 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %500 = stablehlo.negate %499 : tensor<2x2x8x4xf32>
    %501 = stablehlo.pad %500, %cst_60, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %502 = stablehlo.select %c_21, %501, %cst_19 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %503 = stablehlo.slice %498 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %504 = stablehlo.pad %503, %cst_60, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %505 = stablehlo.select %c_18, %504, %cst_19 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %506 = stablehlo.add %502, %505 : tensor<2x2x8x8xf32>
    %507 = stablehlo.multiply %497, %43 : tensor<2x2x8x8xf32>
    %508 = stablehlo.add %506, %507 : tensor<2x2x8x8xf32>
    %509 = stablehlo.transpose %508, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %510 = stablehlo.reshape %509 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %511 = stablehlo.dot_general %510, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %512 = stablehlo.reshape %511 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %513 = stablehlo.add %471, %512 : tensor<2x8x32xf32>
    %514 = stablehlo.transpose %222, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %515 = stablehlo.dot_general %492, %514, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %516 = stablehlo.reshape %515 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %517 = stablehlo.multiply %516, %35 : tensor<2x4x8x8xf32>
    %518 = stablehlo.slice %517 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %519 = stablehlo.negate %518 : tensor<2x4x8x4xf32>
    %520 = stablehlo.pad %519, %cst_60, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %521 = stablehlo.select %c_17, %520, %cst_16 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %522 = stablehlo.slice %517 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %523 = stablehlo.pad %522, %cst_60, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %524 = stablehlo.select %c, %523, %cst_16 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %525 = stablehlo.add %521, %524 : tensor<2x4x8x8xf32>
    %526 = stablehlo.multiply %516, %27 : tensor<2x4x8x8xf32>
    %527 = stablehlo.add %525, %526 : tensor<2x4x8x8xf32>
    %528 = stablehlo.transpose %527, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %529 = stablehlo.reshape %528 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %530 = stablehlo.dot_general %529, %arg21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %531 = stablehlo.reshape %530 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %532 = stablehlo.add %513, %531 : tensor<2x8x32xf32>
    %533 = stablehlo.multiply %532, %184 : tensor<2x8x32xf32>
    %534 = stablehlo.multiply %533, %192 : tensor<2x8x32xf32>
    %535 = stablehlo.add %457, %534 : tensor<2x8x32xf32>
    %536 = stablehlo.multiply %533, %183 : tensor<2x8x32xf32>
    %537 = stablehlo.reduce(%536 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %538 = stablehlo.reshape %537 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %539 = stablehlo.multiply %538, %cst_27 : tensor<2x8x1xf32>
    %540 = stablehlo.power %190, %cst_26 : tensor<2x8x1xf32>
    %541 = stablehlo.multiply %539, %540 : tensor<2x8x1xf32>
    %542 = stablehlo.reshape %541 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %543 = stablehlo.broadcast_in_dim %542, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %544 = stablehlo.divide %543, %cst_25 : tensor<2x8x32xf32>
    %545 = stablehlo.power %183, %cst_24 : tensor<2x8x32xf32>
    %546 = stablehlo.multiply %545, %cst_53 : tensor<2x8x32xf32>
    %547 = stablehlo.multiply %544, %546 : tensor<2x8x32xf32>
    %548 = stablehlo.add %535, %547 : tensor<2x8x32xf32>
    %549 = stablehlo.transpose %156, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,32,128]{1,2,0}"} : (tensor<32x128x32xf32>) -> tensor<32x32x128xf32>
    %550 = stablehlo.transpose %155, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,64,32]{1,2,0}"} : (tensor<32x32x64xf32>) -> tensor<32x64x32xf32>
    %551 = stablehlo.reshape %548 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %552 = stablehlo.broadcast_in_dim %551, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %553 = stablehlo.reshape %552 : (tensor<16x2x32xf32>) -> tensor<32x32xf32>
    %554 = stablehlo.multiply %553, %178 : tensor<32x32xf32>
    %555 = stablehlo.reshape %554 : (tensor<32x32xf32>) -> tensor<32x32x1xf32>
    %556 = stablehlo.dot_general %550, %555, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x32xf32>, tensor<32x32x1xf32>) -> tensor<32x64x1xf32>
    %557 = stablehlo.reshape %556 : (tensor<32x64x1xf32>) -> tensor<32x64xf32>
    %558 = stablehlo.multiply %557, %164 : tensor<32x64xf32>
    %559 = stablehlo.subtract %cst_23, %162 : tensor<32x64xf32>
    %560 = stablehlo.multiply %161, %559 : tensor<32x64xf32>
    %561 = stablehlo.add %560, %cst_23 : tensor<32x64xf32>
    %562 = stablehlo.multiply %162, %561 : tensor<32x64xf32>
    %563 = stablehlo.multiply %558, %562 : tensor<32x64xf32>
    %564 = stablehlo.multiply %557, %163 : tensor<32x64xf32>
    %565 = stablehlo.concatenate %563, %564, dim = 1 : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x128xf32>
    %566 = stablehlo.reshape %565 : (tensor<32x128xf32>) -> tensor<32x128x1xf32>
    %567 = stablehlo.dot_general %549, %566, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x128xf32>, tensor<32x128x1xf32>) -> tensor<32x32x1xf32>
    %568 = stablehlo.reshape %567 : (tensor<32x32x1xf32>) -> tensor<16x2x32xf32>
    %569 = stablehlo.reduce(%568 init: %cst_60) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %570 = stablehlo.reshape %149 : (tensor<16x2xi64>) -> tensor<16x2x1xi64>
    %571 = stablehlo.concatenate %427, %570, dim = 2 : (tensor<16x2x1xi64>, tensor<16x2x1xi64>) -> tensor<16x2x2xi64>
    %572 = stablehlo.multiply %553, %168 : tensor<32x32xf32>
    %573 = stablehlo.reduce(%572 init: %cst_60) applies stablehlo.add across dimensions = [1] : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %574 = stablehlo.reshape %573 : (tensor<32xf32>) -> tensor<16x2xf32>
    %575 = stablehlo.multiply %574, %176 : tensor<16x2xf32>
    %576 = stablehlo.reduce(%575 init: %cst_60) applies stablehlo.add across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %577 = stablehlo.broadcast_in_dim %576, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %578 = stablehlo.multiply %176, %577 : tensor<16x2xf32>
    %579 = stablehlo.subtract %575, %578 : tensor<16x2xf32>
    %580 = "stablehlo.scatter"(%cst_22, %571, %579) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg50: tensor<f32>, %arg51: tensor<f32>):
      stablehlo.return %arg51 : tensor<f32>
    }) : (tensor<16x4xf32>, tensor<16x2x2xi64>, tensor<16x2xf32>) -> tensor<16x4xf32>
    %581 = stablehlo.dot_general %580, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4xf32>, tensor<4x32xf32>) -> tensor<16x32xf32>
    %582 = stablehlo.add %569, %581 : tensor<16x32xf32>
    %583 = stablehlo.reshape %582 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %584 = stablehlo.multiply %583, %131 : tensor<2x8x32xf32>
    %585 = stablehlo.multiply %584, %139 : tensor<2x8x32xf32>
    %586 = stablehlo.add %548, %585 : tensor<2x8x32xf32>
    %587 = stablehlo.multiply %584, %130 : tensor<2x8x32xf32>
    %588 = stablehlo.reduce(%587 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %589 = stablehlo.reshape %588 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %590 = stablehlo.multiply %589, %cst_27 : tensor<2x8x1xf32>
    %591 = stablehlo.power %137, %cst_26 : tensor<2x8x1xf32>
    %592 = stablehlo.multiply %590, %591 : tensor<2x8x1xf32>
    %593 = stablehlo.reshape %592 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %594 = stablehlo.broadcast_in_dim %593, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %595 = stablehlo.divide %594, %cst_25 : tensor<2x8x32xf32>
    %596 = stablehlo.power %130, %cst_24 : tensor<2x8x32xf32>
    %597 = stablehlo.multiply %596, %cst_53 : tensor<2x8x32xf32>
    %598 = stablehlo.multiply %595, %597 : tensor<2x8x32xf32>
    %599 = stablehlo.add %586, %598 : tensor<2x8x32xf32>
    %600 = stablehlo.transpose %98, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %601 = stablehlo.reshape %599 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %602 = stablehlo.dot_general %601, %arg10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %603 = stablehlo.reshape %602 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %604 = stablehlo.transpose %603, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %605 = stablehlo.multiply %604, %123 : tensor<2x4x8x8xf32>
    %606 = stablehlo.reshape %605 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %607 = stablehlo.dot_general %600, %606, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %608 = stablehlo.reshape %607 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %609 = stablehlo.reduce(%608 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %610 = stablehlo.transpose %609, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %611 = stablehlo.reshape %610 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %612 = stablehlo.dot_general %611, %arg16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %613 = stablehlo.reshape %612 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %614 = stablehlo.transpose %38, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %615 = stablehlo.transpose %104, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %616 = stablehlo.dot_general %606, %615, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %617 = stablehlo.reshape %616 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %618 = stablehlo.multiply %617, %97 : tensor<2x4x8x8xf32>
    %619 = stablehlo.reduce(%618 init: %cst_60) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %620 = stablehlo.broadcast_in_dim %619, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %621 = stablehlo.multiply %97, %620 : tensor<2x4x8x8xf32>
    %622 = stablehlo.subtract %618, %621 : tensor<2x4x8x8xf32>
    %623 = stablehlo.multiply %604, %106 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : tensor<2x4x8x8xf32>
    %624 = stablehlo.reduce(%623 init: %cst_60) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %625 = stablehlo.subtract %cst_20, %122 : tensor<2x4x8xf32>
    %626 = stablehlo.multiply %122, %625 : tensor<2x4x8xf32>
    %627 = stablehlo.multiply %624, %626 : tensor<2x4x8xf32>
    %628 = stablehlo.broadcast_in_dim %627, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %629 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %630 = stablehlo.subtract %90, %629 : tensor<2x4x8x8xf32>
    %631 = stablehlo.exponential %630 : tensor<2x4x8x8xf32>
    %632 = stablehlo.multiply %628, %631 : tensor<2x4x8x8xf32>
    %633 = stablehlo.add %622, %632 : tensor<2x4x8x8xf32>
    %634 = stablehlo.reshape %633 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %635 = stablehlo.dot_general %614, %634, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %636 = stablehlo.reshape %635 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %637 = stablehlo.transpose %636, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %638 = stablehlo.reshape %637 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %639 = stablehlo.reduce(%638 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %640 = stablehlo.multiply %639, %49 : tensor<2x2x8x8xf32>
    %641 = stablehlo.slice %640 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %642 = stablehlo.negate %641 : tensor<2x2x8x4xf32>
    %643 = stablehlo.pad %642, %cst_60, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %644 = stablehlo.select %c_21, %643, %cst_19 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %645 = stablehlo.slice %640 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %646 = stablehlo.pad %645, %cst_60, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %647 = stablehlo.select %c_18, %646, %cst_19 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %648 = stablehlo.add %644, %647 : tensor<2x2x8x8xf32>
    %649 = stablehlo.multiply %639, %43 : tensor<2x2x8x8xf32>
    %650 = stablehlo.add %648, %649 : tensor<2x2x8x8xf32>
    %651 = stablehlo.transpose %650, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %652 = stablehlo.reshape %651 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %653 = stablehlo.dot_general %652, %arg12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %654 = stablehlo.reshape %653 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %655 = stablehlo.add %613, %654 : tensor<2x8x32xf32>
    %656 = stablehlo.transpose %55, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %657 = stablehlo.dot_general %634, %656, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %658 = stablehlo.reshape %657 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %659 = stablehlo.multiply %658, %35 : tensor<2x4x8x8xf32>
    %660 = stablehlo.slice %659 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %661 = stablehlo.negate %660 : tensor<2x4x8x4xf32>
    %662 = stablehlo.pad %661, %cst_60, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %663 = stablehlo.select %c_17, %662, %cst_16 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %664 = stablehlo.slice %659 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %665 = stablehlo.pad %664, %cst_60, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %666 = stablehlo.select %c, %665, %cst_16 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %667 = stablehlo.add %663, %666 : tensor<2x4x8x8xf32>
    %668 = stablehlo.multiply %658, %27 : tensor<2x4x8x8xf32>
    %669 = stablehlo.add %667, %668 : tensor<2x4x8x8xf32>
    %670 = stablehlo.transpose %669, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %671 = stablehlo.reshape %670 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %672 = stablehlo.dot_general %671, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %673 = stablehlo.reshape %672 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %674 = stablehlo.add %655, %673 : tensor<2x8x32xf32>
    %675 = stablehlo.multiply %674, %5 : tensor<2x8x32xf32>
    %676 = stablehlo.multiply %675, %13 : tensor<2x8x32xf32>
    %677 = stablehlo.add %599, %676 : tensor<2x8x32xf32>
    %678 = stablehlo.multiply %675, %4 : tensor<2x8x32xf32>
    %679 = stablehlo.reduce(%678 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %680 = stablehlo.reshape %679 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %681 = stablehlo.multiply %680, %cst_27 : tensor<2x8x1xf32>
    %682 = stablehlo.power %11, %cst_26 : tensor<2x8x1xf32>
    %683 = stablehlo.multiply %681, %682 : tensor<2x8x1xf32>
    %684 = stablehlo.reshape %683 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %685 = stablehlo.broadcast_in_dim %684, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %686 = stablehlo.divide %685, %cst_25 : tensor<2x8x32xf32>
    %687 = stablehlo.power %4, %cst_24 : tensor<2x8x32xf32>
    %688 = stablehlo.multiply %687, %cst_53 : tensor<2x8x32xf32>
    %689 = stablehlo.multiply %686, %688 : tensor<2x8x32xf32>
    %690 = stablehlo.add %677, %689 : tensor<2x8x32xf32>
    %691 = stablehlo.select %377, %cst_31, %690 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %692 = "stablehlo.scatter"(%cst_34, %375, %691) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg50: tensor<f32>, %arg51: tensor<f32>):
      %832 = stablehlo.add %arg50, %arg51 : tensor<f32>
      stablehlo.return %832 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %693 = stablehlo.add %371, %692 : tensor<128x32xf32>
    %694 = stablehlo.multiply %693, %cst_15 : tensor<128x32xf32>
    %695 = stablehlo.subtract %arg13, %694 : tensor<128x32xf32>
    %696 = stablehlo.multiply %arg28, %cst_14 : tensor<4xf32>
    %697 = stablehlo.negate %627 : tensor<2x4x8xf32>
    %698 = stablehlo.reduce(%697 init: %cst_60) applies stablehlo.add across dimensions = [0, 2] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %699 = stablehlo.add %696, %698 : tensor<4xf32>
    %700 = stablehlo.multiply %699, %cst_13 : tensor<4xf32>
    %701 = stablehlo.subtract %arg11, %700 : tensor<4xf32>
    %702 = stablehlo.multiply %arg29, %cst_12 : tensor<32x32xf32>
    %703 = stablehlo.transpose %671, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %704 = stablehlo.dot_general %703, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %705 = stablehlo.add %702, %704 : tensor<32x32xf32>
    %706 = stablehlo.multiply %705, %cst_11 : tensor<32x32xf32>
    %707 = stablehlo.subtract %arg15, %706 : tensor<32x32xf32>
    %708 = stablehlo.multiply %arg30, %cst_10 : tensor<16x32xf32>
    %709 = stablehlo.transpose %652, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %710 = stablehlo.dot_general %709, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %711 = stablehlo.add %708, %710 : tensor<16x32xf32>
    %712 = stablehlo.multiply %711, %cst_9 : tensor<16x32xf32>
    %713 = stablehlo.subtract %arg12, %712 : tensor<16x32xf32>
    %714 = stablehlo.multiply %arg31, %cst_10 : tensor<16x32xf32>
    %715 = stablehlo.transpose %611, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %716 = stablehlo.dot_general %715, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %717 = stablehlo.add %714, %716 : tensor<16x32xf32>
    %718 = stablehlo.multiply %717, %cst_9 : tensor<16x32xf32>
    %719 = stablehlo.subtract %arg16, %718 : tensor<16x32xf32>
    %720 = stablehlo.multiply %arg32, %cst_12 : tensor<32x32xf32>
    %721 = stablehlo.transpose %601, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %722 = stablehlo.dot_general %721, %126, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %723 = stablehlo.add %720, %722 : tensor<32x32xf32>
    %724 = stablehlo.multiply %723, %cst_11 : tensor<32x32xf32>
    %725 = stablehlo.subtract %arg10, %724 : tensor<32x32xf32>
    %726 = stablehlo.multiply %arg33, %cst_8 : tensor<32xf32>
    %727 = stablehlo.multiply %674, %14 : tensor<2x8x32xf32>
    %728 = stablehlo.reduce(%727 init: %cst_60) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %729 = stablehlo.add %726, %728 : tensor<32xf32>
    %730 = stablehlo.multiply %729, %cst_7 : tensor<32xf32>
    %731 = stablehlo.subtract %arg14, %730 : tensor<32xf32>
    %732 = stablehlo.multiply %arg34, %cst_8 : tensor<32xf32>
    %733 = stablehlo.multiply %583, %140 : tensor<2x8x32xf32>
    %734 = stablehlo.reduce(%733 init: %cst_60) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %735 = stablehlo.add %732, %734 : tensor<32xf32>
    %736 = stablehlo.multiply %735, %cst_7 : tensor<32xf32>
    %737 = stablehlo.subtract %arg17, %736 : tensor<32xf32>
    %738 = stablehlo.multiply %arg35, %cst_6 : tensor<4x32xf32>
    %739 = stablehlo.transpose %580, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,16]{0,1}"} : (tensor<16x4xf32>) -> tensor<4x16xf32>
    %740 = stablehlo.dot_general %739, %142, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x32xf32>) -> tensor<4x32xf32>
    %741 = stablehlo.add %738, %740 : tensor<4x32xf32>
    %742 = stablehlo.multiply %741, %cst_5 : tensor<4x32xf32>
    %743 = stablehlo.subtract %arg9, %742 : tensor<4x32xf32>
    %744 = stablehlo.multiply %arg36, %cst_4 : tensor<4x128x32xf32>
    %745 = stablehlo.reshape %157 : (tensor<16x2x32xf32>) -> tensor<32x1x32xf32>
    %746 = stablehlo.dot_general %566, %745, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128x1xf32>, tensor<32x1x32xf32>) -> tensor<32x128x32xf32>
    %747 = "stablehlo.scatter"(%cst_3, %154, %746) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg50: tensor<f32>, %arg51: tensor<f32>):
      %832 = stablehlo.add %arg50, %arg51 : tensor<f32>
      stablehlo.return %832 : tensor<f32>
    }) : (tensor<4x128x32xf32>, tensor<32x1xi64>, tensor<32x128x32xf32>) -> tensor<4x128x32xf32>
    %748 = stablehlo.add %744, %747 : tensor<4x128x32xf32>
    %749 = stablehlo.multiply %748, %cst_2 : tensor<4x128x32xf32>
    %750 = stablehlo.subtract %arg18, %749 : tensor<4x128x32xf32>
    %751 = stablehlo.multiply %arg37, %cst_1 : tensor<4x32x64xf32>
    %752 = stablehlo.reshape %165 : (tensor<32x64xf32>) -> tensor<32x1x64xf32>
    %753 = stablehlo.dot_general %555, %752, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x1xf32>, tensor<32x1x64xf32>) -> tensor<32x32x64xf32>
    %754 = "stablehlo.scatter"(%cst_0, %154, %753) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg50: tensor<f32>, %arg51: tensor<f32>):
      %832 = stablehlo.add %arg50, %arg51 : tensor<f32>
      stablehlo.return %832 : tensor<f32>
    }) : (tensor<4x32x64xf32>, tensor<32x1xi64>, tensor<32x32x64xf32>) -> tensor<4x32x64xf32>
    %755 = stablehlo.add %751, %754 : tensor<4x32x64xf32>
    %756 = stablehlo.multiply %755, %cst : tensor<4x32x64xf32>
    %757 = stablehlo.subtract %arg19, %756 : tensor<4x32x64xf32>
    %758 = stablehlo.multiply %arg38, %cst_14 : tensor<4xf32>
    %759 = stablehlo.negate %485 : tensor<2x4x8xf32>
    %760 = stablehlo.reduce(%759 init: %cst_60) applies stablehlo.add across dimensions = [0, 2] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %761 = stablehlo.add %758, %760 : tensor<4xf32>
    %762 = stablehlo.multiply %761, %cst_13 : tensor<4xf32>
    %763 = stablehlo.subtract %arg4, %762 : tensor<4xf32>
    %764 = stablehlo.multiply %arg39, %cst_12 : tensor<32x32xf32>
    %765 = stablehlo.transpose %529, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %766 = stablehlo.dot_general %765, %195, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %767 = stablehlo.add %764, %766 : tensor<32x32xf32>
    %768 = stablehlo.multiply %767, %cst_11 : tensor<32x32xf32>
    %769 = stablehlo.subtract %arg21, %768 : tensor<32x32xf32>
    %770 = stablehlo.multiply %arg40, %cst_10 : tensor<16x32xf32>
    %771 = stablehlo.transpose %510, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %772 = stablehlo.dot_general %771, %195, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %773 = stablehlo.add %770, %772 : tensor<16x32xf32>
    %774 = stablehlo.multiply %773, %cst_9 : tensor<16x32xf32>
    %775 = stablehlo.subtract %arg8, %774 : tensor<16x32xf32>
    %776 = stablehlo.multiply %arg41, %cst_10 : tensor<16x32xf32>
    %777 = stablehlo.transpose %469, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %778 = stablehlo.dot_general %777, %195, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %779 = stablehlo.add %776, %778 : tensor<16x32xf32>
    %780 = stablehlo.multiply %779, %cst_9 : tensor<16x32xf32>
    %781 = stablehlo.subtract %arg22, %780 : tensor<16x32xf32>
    %782 = stablehlo.multiply %arg42, %cst_12 : tensor<32x32xf32>
    %783 = stablehlo.transpose %459, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %784 = stablehlo.dot_general %783, %280, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %785 = stablehlo.add %782, %784 : tensor<32x32xf32>
    %786 = stablehlo.multiply %785, %cst_11 : tensor<32x32xf32>
    %787 = stablehlo.subtract %arg3, %786 : tensor<32x32xf32>
    %788 = stablehlo.multiply %arg43, %cst_8 : tensor<32xf32>
    %789 = stablehlo.multiply %532, %193 : tensor<2x8x32xf32>
    %790 = stablehlo.reduce(%789 init: %cst_60) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %791 = stablehlo.add %788, %790 : tensor<32xf32>
    %792 = stablehlo.multiply %791, %cst_7 : tensor<32xf32>
    %793 = stablehlo.subtract %arg20, %792 : tensor<32xf32>
    %794 = stablehlo.multiply %arg44, %cst_8 : tensor<32xf32>
    %795 = stablehlo.multiply %441, %294 : tensor<2x8x32xf32>
    %796 = stablehlo.reduce(%795 init: %cst_60) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %797 = stablehlo.add %794, %796 : tensor<32xf32>
    %798 = stablehlo.multiply %797, %cst_7 : tensor<32xf32>
    %799 = stablehlo.subtract %arg23, %798 : tensor<32xf32>
    %800 = stablehlo.multiply %arg45, %cst_6 : tensor<4x32xf32>
    %801 = stablehlo.transpose %438, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,16]{0,1}"} : (tensor<16x4xf32>) -> tensor<4x16xf32>
    %802 = stablehlo.dot_general %801, %296, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x32xf32>) -> tensor<4x32xf32>
    %803 = stablehlo.add %800, %802 : tensor<4x32xf32>
    %804 = stablehlo.multiply %803, %cst_5 : tensor<4x32xf32>
    %805 = stablehlo.subtract %arg2, %804 : tensor<4x32xf32>
    %806 = stablehlo.multiply %arg46, %cst_4 : tensor<4x128x32xf32>
    %807 = stablehlo.reshape %309 : (tensor<16x2x32xf32>) -> tensor<32x1x32xf32>
    %808 = stablehlo.dot_general %422, %807, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128x1xf32>, tensor<32x1x32xf32>) -> tensor<32x128x32xf32>
    %809 = "stablehlo.scatter"(%cst_3, %306, %808) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg50: tensor<f32>, %arg51: tensor<f32>):
      %832 = stablehlo.add %arg50, %arg51 : tensor<f32>
      stablehlo.return %832 : tensor<f32>
    }) : (tensor<4x128x32xf32>, tensor<32x1xi64>, tensor<32x128x32xf32>) -> tensor<4x128x32xf32>
    %810 = stablehlo.add %806, %809 : tensor<4x128x32xf32>
    %811 = stablehlo.multiply %810, %cst_2 : tensor<4x128x32xf32>
    %812 = stablehlo.subtract %arg24, %811 : tensor<4x128x32xf32>
    %813 = stablehlo.multiply %arg47, %cst_1 : tensor<4x32x64xf32>
    %814 = stablehlo.reshape %317 : (tensor<32x64xf32>) -> tensor<32x1x64xf32>
    %815 = stablehlo.dot_general %411, %814, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x1xf32>, tensor<32x1x64xf32>) -> tensor<32x32x64xf32>
    %816 = "stablehlo.scatter"(%cst_0, %306, %815) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg50: tensor<f32>, %arg51: tensor<f32>):
      %832 = stablehlo.add %arg50, %arg51 : tensor<f32>
      stablehlo.return %832 : tensor<f32>
    }) : (tensor<4x32x64xf32>, tensor<32x1xi64>, tensor<32x32x64xf32>) -> tensor<4x32x64xf32>
    %817 = stablehlo.add %813, %816 : tensor<4x32x64xf32>
    %818 = stablehlo.multiply %817, %cst : tensor<4x32x64xf32>
    %819 = stablehlo.subtract %arg25, %818 : tensor<4x32x64xf32>
    %820 = stablehlo.multiply %arg48, %cst_8 : tensor<32xf32>
    %821 = stablehlo.multiply %389, %344 : tensor<2x8x32xf32>
    %822 = stablehlo.reduce(%821 init: %cst_60) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %823 = stablehlo.add %820, %822 : tensor<32xf32>
    %824 = stablehlo.multiply %823, %cst_7 : tensor<32xf32>
    %825 = stablehlo.subtract %arg26, %824 : tensor<32xf32>
    %826 = stablehlo.multiply %arg49, %cst_35 : tensor<128x32xf32>
    %827 = stablehlo.transpose %387, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %828 = stablehlo.dot_general %827, %346, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %829 = stablehlo.add %826, %828 : tensor<128x32xf32>
    %830 = stablehlo.multiply %829, %cst_15 : tensor<128x32xf32>
    %831 = stablehlo.subtract %arg1, %830 : tensor<128x32xf32>
    return %370, %695, %701, %707, %713, %719, %725, %731, %737, %743, %750, %757, %763, %769, %775, %781, %787, %793, %799, %805, %812, %819, %825, %831, %693, %699, %705, %711, %717, %723, %729, %735, %741, %748, %755, %761, %767, %773, %779, %785, %791, %797, %803, %810, %817, %823, %829 : tensor<f32>, tensor<128x32xf32>, tensor<4xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<4xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<4xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<4xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32xf32>, tensor<128x32xf32>
  }
}
