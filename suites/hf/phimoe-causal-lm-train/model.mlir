module @IrToHlo.2774 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 26 : i32}, %arg2: tensor<32xf32> {tf.aliasing_output = 24 : i32}, %arg3: tensor<4x32xf32> {tf.aliasing_output = 17 : i32}, %arg4: tensor<32xf32> {tf.aliasing_output = 22 : i32}, %arg5: tensor<32x32xf32> {tf.aliasing_output = 16 : i32}, %arg6: tensor<16x32xf32> {tf.aliasing_output = 15 : i32}, %arg7: tensor<32xf32> {tf.aliasing_output = 20 : i32}, %arg8: tensor<4x32xf32> {tf.aliasing_output = 6 : i32}, %arg9: tensor<32xf32> {tf.aliasing_output = 11 : i32}, %arg10: tensor<32x32xf32> {tf.aliasing_output = 5 : i32}, %arg11: tensor<16x32xf32> {tf.aliasing_output = 4 : i32}, %arg12: tensor<32xf32> {tf.aliasing_output = 9 : i32}, %arg13: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg14: tensor<32xf32> {tf.aliasing_output = 10 : i32}, %arg15: tensor<2x8xi64>, %arg16: tensor<i1>, %arg17: tensor<16x32xf32> {tf.aliasing_output = 3 : i32}, %arg18: tensor<32x32xf32> {tf.aliasing_output = 2 : i32}, %arg19: tensor<32xf32> {tf.aliasing_output = 12 : i32}, %arg20: tensor<4x128x32xf32> {tf.aliasing_output = 7 : i32}, %arg21: tensor<4x32x64xf32> {tf.aliasing_output = 8 : i32}, %arg22: tensor<32xf32> {tf.aliasing_output = 21 : i32}, %arg23: tensor<16x32xf32> {tf.aliasing_output = 14 : i32}, %arg24: tensor<32x32xf32> {tf.aliasing_output = 13 : i32}, %arg25: tensor<32xf32> {tf.aliasing_output = 23 : i32}, %arg26: tensor<4x128x32xf32> {tf.aliasing_output = 18 : i32}, %arg27: tensor<4x32x64xf32> {tf.aliasing_output = 19 : i32}, %arg28: tensor<32xf32> {tf.aliasing_output = 25 : i32}, %arg29: tensor<128x32xf32> {tf.aliasing_output = 27 : i32}, %arg30: tensor<32x32xf32> {tf.aliasing_output = 28 : i32}, %arg31: tensor<16x32xf32> {tf.aliasing_output = 29 : i32}, %arg32: tensor<16x32xf32> {tf.aliasing_output = 30 : i32}, %arg33: tensor<32x32xf32> {tf.aliasing_output = 31 : i32}, %arg34: tensor<4x32xf32> {tf.aliasing_output = 32 : i32}, %arg35: tensor<4x128x32xf32> {tf.aliasing_output = 33 : i32}, %arg36: tensor<4x32x64xf32> {tf.aliasing_output = 34 : i32}, %arg37: tensor<32xf32> {tf.aliasing_output = 35 : i32}, %arg38: tensor<32xf32> {tf.aliasing_output = 36 : i32}, %arg39: tensor<32xf32> {tf.aliasing_output = 37 : i32}, %arg40: tensor<32xf32> {tf.aliasing_output = 38 : i32}, %arg41: tensor<32x32xf32> {tf.aliasing_output = 39 : i32}, %arg42: tensor<16x32xf32> {tf.aliasing_output = 40 : i32}, %arg43: tensor<16x32xf32> {tf.aliasing_output = 41 : i32}, %arg44: tensor<32x32xf32> {tf.aliasing_output = 42 : i32}, %arg45: tensor<4x32xf32> {tf.aliasing_output = 43 : i32}, %arg46: tensor<4x128x32xf32> {tf.aliasing_output = 44 : i32}, %arg47: tensor<4x32x64xf32> {tf.aliasing_output = 45 : i32}, %arg48: tensor<32xf32> {tf.aliasing_output = 46 : i32}, %arg49: tensor<32xf32> {tf.aliasing_output = 47 : i32}, %arg50: tensor<32xf32> {tf.aliasing_output = 48 : i32}, %arg51: tensor<32xf32> {tf.aliasing_output = 49 : i32}, %arg52: tensor<32xf32> {tf.aliasing_output = 50 : i32}, %arg53: tensor<32xf32> {tf.aliasing_output = 51 : i32}, %arg54: tensor<128x32xf32> {tf.aliasing_output = 52 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<4x32x64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<4x32x64xf32>
    %cst_3 = stablehlo.constant dense<0.899999976> : tensor<4x32x64xf32>
    %cst_4 = stablehlo.constant dense<1.000000e-01> : tensor<4x128x32xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<4x128x32xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<4x128x32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<4x32xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<4x32xf32>
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
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<16x1xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<16x4xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<32x64xf32>
    %cst_22 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_24 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_25 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_26 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x1xf32>
    %cst_27 = stablehlo.constant dense<9.99999974E-6> : tensor<16xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_29 = stablehlo.constant dense<1> : tensor<2x8xi64>
    %c_30 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_32 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_33 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_34 = stablehlo.constant dense<0xFF800000> : tensor<16x4xf32>
    %cst_35 = stablehlo.constant dense<2.000000e-02> : tensor<16x4xf64>
    %c_36 = stablehlo.constant dense<4> : tensor<32xi64>
    %c_37 = stablehlo.constant dense<0> : tensor<32xi64>
    %cst_38 = stablehlo.constant dense<0xFF800000> : tensor<16x1xf32>
    %cst_39 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_41 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_42 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_43 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_44 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_45 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_46 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_47 = stablehlo.constant dense<[0.000000e+00, 2.500000e-01, 5.000000e-01, 7.500000e-01]> : tensor<4xf32>
    %cst_48 = stablehlo.constant dense<1.000000e+06> : tensor<4xf32>
    %cst_49 = stablehlo.constant dense<1.000000e+00> : tensor<4xf32>
    %cst_50 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_52 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_53 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_54 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %c_55 = stablehlo.constant dense<0> : tensor<i32>
    %cst_56 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_57 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_58 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_59 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg13, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%6, %cst_52, %cst_51) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %7 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %8 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<2x8x32xf32>
    %10 = stablehlo.add %5, %9 : tensor<2x8x32xf32>
    %11 = stablehlo.reshape %10 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %12 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %13 = stablehlo.dot_general %11, %12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %14 = stablehlo.reshape %13 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %15 = stablehlo.transpose %14, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %16 = stablehlo.broadcast_in_dim %cst_50, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %17 = stablehlo.power %cst_48, %cst_47 : tensor<4xf32>
    %18 = stablehlo.divide %cst_49, %17 : tensor<4xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
    %20 = stablehlo.multiply %16, %19 : tensor<1x8x4xf32>
    %21 = stablehlo.concatenate %20, %20, dim = 2 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %22 = stablehlo.cosine %21 : tensor<1x8x8xf32>
    %23 = stablehlo.reshape %22 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %25 = stablehlo.multiply %15, %24 : tensor<2x4x8x8xf32>
    %26 = stablehlo.slice %15 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %27 = stablehlo.negate %26 : tensor<2x4x8x4xf32>
    %28 = stablehlo.slice %15 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %29 = stablehlo.concatenate %27, %28, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %30 = stablehlo.sine %21 : tensor<1x8x8xf32>
    %31 = stablehlo.reshape %30 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %33 = stablehlo.multiply %29, %32 : tensor<2x4x8x8xf32>
    %34 = stablehlo.add %25, %33 : tensor<2x4x8x8xf32>
    %35 = stablehlo.multiply %34, %cst_46 : tensor<2x4x8x8xf32>
    %36 = stablehlo.reshape %35 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %37 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %38 = stablehlo.dot_general %11, %37, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %39 = stablehlo.reshape %38 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %40 = stablehlo.transpose %39, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %41 = stablehlo.broadcast_in_dim %23, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %42 = stablehlo.multiply %40, %41 : tensor<2x2x8x8xf32>
    %43 = stablehlo.slice %40 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %44 = stablehlo.negate %43 : tensor<2x2x8x4xf32>
    %45 = stablehlo.slice %40 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %46 = stablehlo.concatenate %44, %45, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %47 = stablehlo.broadcast_in_dim %31, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %48 = stablehlo.multiply %46, %47 : tensor<2x2x8x8xf32>
    %49 = stablehlo.add %42, %48 : tensor<2x2x8x8xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %51 = stablehlo.reshape %50 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %52 = stablehlo.transpose %51, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %53 = stablehlo.multiply %52, %cst_46 : tensor<2x4x8x8xf32>
    %54 = stablehlo.reshape %53 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %55 = stablehlo.dot_general %36, %54, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %56 = stablehlo.reshape %55 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %57 = stablehlo.convert %arg16 : (tensor<i1>) -> tensor<ui8>
    %58 = stablehlo.broadcast_in_dim %57, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %59 = stablehlo.broadcast_in_dim %c_45, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %60 = stablehlo.broadcast_in_dim %c_45, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %61 = stablehlo.compare  LE, %59, %60 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %62 = stablehlo.convert %61 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %63 = stablehlo.and %58, %62 : tensor<1x1x8x8xui8>
    %64 = stablehlo.compare  NE, %63, %c_59 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %65 = stablehlo.convert %64 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %66 = stablehlo.reshape %65 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %67 = stablehlo.broadcast_in_dim %66, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %68 = stablehlo.compare  NE, %arg15, %c_58 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %69 = stablehlo.broadcast_in_dim %c_44, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %70 = stablehlo.compare  LT, %69, %c_43 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %71 = stablehlo.add %69, %c_42 : tensor<2x1x1x8xi64>
    %72 = stablehlo.select %70, %71, %69 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %73 = stablehlo.reshape %72 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %74 = stablehlo.broadcast_in_dim %c_45, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %75 = stablehlo.compare  LT, %74, %c_43 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %76 = stablehlo.add %74, %c_41 : tensor<2x1x1x8xi64>
    %77 = stablehlo.select %75, %76, %74 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %78 = stablehlo.reshape %77 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %79 = stablehlo.concatenate %73, %78, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %80 = "stablehlo.gather"(%68, %79) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %81 = stablehlo.convert %80 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %82 = stablehlo.reshape %81 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %84 = stablehlo.and %67, %83 : tensor<2x1x8x8xui8>
    %85 = stablehlo.compare  NE, %84, %c_57 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %86 = stablehlo.select %85, %cst_40, %cst_39 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %87 = stablehlo.reshape %86 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %89 = stablehlo.add %56, %88 : tensor<2x4x8x8xf32>
    %90 = stablehlo.reduce(%89 init: %cst_56) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %92 = stablehlo.subtract %89, %91 : tensor<2x4x8x8xf32>
    %93 = stablehlo.exponential %92 : tensor<2x4x8x8xf32>
    %94 = stablehlo.reduce(%93 init: %cst_60) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %96 = stablehlo.divide %93, %95 : tensor<2x4x8x8xf32>
    %97 = stablehlo.reshape %96 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %98 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %99 = stablehlo.dot_general %11, %98, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %100 = stablehlo.reshape %99 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %101 = stablehlo.transpose %100, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %103 = stablehlo.reshape %102 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %104 = stablehlo.dot_general %97, %103, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %105 = stablehlo.reshape %104 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %106 = stablehlo.transpose %105, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %107 = stablehlo.reshape %106 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %108 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %109 = stablehlo.dot_general %107, %108, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %110 = stablehlo.reshape %109 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %111 = stablehlo.add %4, %110 : tensor<2x8x32xf32>
    %112 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %113 = stablehlo.reshape %111 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_61, %batch_mean_62, %batch_var_63 = "stablehlo.batch_norm_training"(%113, %cst_52, %cst_51) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %114 = stablehlo.reshape %output_61 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %115 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %116 = stablehlo.multiply %114, %115 : tensor<2x8x32xf32>
    %117 = stablehlo.add %112, %116 : tensor<2x8x32xf32>
    %118 = stablehlo.reshape %117 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %119 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,4]{0,1}"} : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %120 = stablehlo.dot_general %118, %119, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x4xf32>) -> tensor<16x4xf32>
    %121 = stablehlo.iota dim = 0 : tensor<4xi32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [1] : (tensor<4xi32>) -> tensor<16x4xi32>
    %123:2 = stablehlo.reduce(%120 init: %cst_56), (%122 init: %c_55) across dimensions = [1] : (tensor<16x4xf32>, tensor<16x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<16xf32>, tensor<16xi32>)
     reducer(%arg55: tensor<f32>, %arg57: tensor<f32>) (%arg56: tensor<i32>, %arg58: tensor<i32>)  {
      %893 = stablehlo.compare  GE, %arg55, %arg57 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %894 = stablehlo.select %893, %arg55, %arg57 : tensor<i1>, tensor<f32>
      %895 = stablehlo.compare  EQ, %arg55, %arg57 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %896 = stablehlo.minimum %arg56, %arg58 : tensor<i32>
      %897 = stablehlo.select %893, %arg56, %arg58 : tensor<i1>, tensor<i32>
      %898 = stablehlo.select %895, %896, %897 : tensor<i1>, tensor<i32>
      stablehlo.return %894, %898 : tensor<f32>, tensor<i32>
    }
    %124 = stablehlo.convert %123#1 : (tensor<16xi32>) -> tensor<16xi64>
    %125 = stablehlo.reshape %124 : (tensor<16xi64>) -> tensor<16x1xi64>
    %126 = stablehlo.iota dim = 0 : tensor<16xi64>
    %127 = stablehlo.reshape %126 : (tensor<16xi64>) -> tensor<16x1x1xi64>
    %128 = stablehlo.reshape %124 : (tensor<16xi64>) -> tensor<16x1x1xi64>
    %129 = stablehlo.concatenate %127, %128, dim = 2 : (tensor<16x1x1xi64>, tensor<16x1x1xi64>) -> tensor<16x1x2xi64>
    %130 = "stablehlo.scatter"(%120, %129, %cst_38) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg55: tensor<f32>, %arg56: tensor<f32>):
      stablehlo.return %arg56 : tensor<f32>
    }) : (tensor<16x4xf32>, tensor<16x1x2xi64>, tensor<16x1xf32>) -> tensor<16x4xf32>
    %131:2 = stablehlo.reduce(%130 init: %cst_56), (%122 init: %c_55) across dimensions = [1] : (tensor<16x4xf32>, tensor<16x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<16xf32>, tensor<16xi32>)
     reducer(%arg55: tensor<f32>, %arg57: tensor<f32>) (%arg56: tensor<i32>, %arg58: tensor<i32>)  {
      %893 = stablehlo.compare  GE, %arg55, %arg57 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %894 = stablehlo.select %893, %arg55, %arg57 : tensor<i1>, tensor<f32>
      %895 = stablehlo.compare  EQ, %arg55, %arg57 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %896 = stablehlo.minimum %arg56, %arg58 : tensor<i32>
      %897 = stablehlo.select %893, %arg56, %arg58 : tensor<i1>, tensor<i32>
      %898 = stablehlo.select %895, %896, %897 : tensor<i1>, tensor<i32>
      stablehlo.return %894, %898 : tensor<f32>, tensor<i32>
    }
    %132 = stablehlo.convert %131#1 : (tensor<16xi32>) -> tensor<16xi64>
    %133 = stablehlo.reshape %132 : (tensor<16xi64>) -> tensor<16x1xi64>
    %134 = stablehlo.concatenate %125, %133, dim = 1 : (tensor<16x1xi64>, tensor<16x1xi64>) -> tensor<16x2xi64>
    %135 = stablehlo.reshape %134 : (tensor<16x2xi64>) -> tensor<32xi64>
    %136 = stablehlo.compare  LT, %135, %c_37 : (tensor<32xi64>, tensor<32xi64>) -> tensor<32xi1>
    %137 = stablehlo.add %135, %c_36 : tensor<32xi64>
    %138 = stablehlo.select %136, %137, %135 : tensor<32xi1>, tensor<32xi64>
    %139 = stablehlo.reshape %138 : (tensor<32xi64>) -> tensor<32x1xi64>
    %140 = "stablehlo.gather"(%arg21, %139) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32, 64>}> : (tensor<4x32x64xf32>, tensor<32x1xi64>) -> tensor<32x32x64xf32>
    %141 = "stablehlo.gather"(%arg20, %139) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128, 32>}> : (tensor<4x128x32xf32>, tensor<32x1xi64>) -> tensor<32x128x32xf32>
    %142 = stablehlo.broadcast_in_dim %118, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %143 = stablehlo.reshape %142 : (tensor<16x2x32xf32>) -> tensor<32x32x1xf32>
    %144 = stablehlo.dot_general %141, %143, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128x32xf32>, tensor<32x32x1xf32>) -> tensor<32x128x1xf32>
    %145 = stablehlo.reshape %144 : (tensor<32x128x1xf32>) -> tensor<32x128xf32>
    %146 = stablehlo.slice %145 [0:32, 0:64] : (tensor<32x128xf32>) -> tensor<32x64xf32>
    %147 = stablehlo.logistic %146 : tensor<32x64xf32>
    %148 = stablehlo.multiply %146, %147 : tensor<32x64xf32>
    %149 = stablehlo.slice %145 [0:32, 64:128] : (tensor<32x128xf32>) -> tensor<32x64xf32>
    %150 = stablehlo.multiply %148, %149 : tensor<32x64xf32>
    %151 = stablehlo.reshape %150 : (tensor<32x64xf32>) -> tensor<32x64x1xf32>
    %152 = stablehlo.dot_general %140, %151, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x64xf32>, tensor<32x64x1xf32>) -> tensor<32x32x1xf32>
    %153 = stablehlo.reshape %152 : (tensor<32x32x1xf32>) -> tensor<32x32xf32>
    %154 = stablehlo.reduce(%120 init: %cst_54) applies stablehlo.maximum across dimensions = [1] : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %156 = stablehlo.subtract %155, %120 : tensor<16x4xf32>
    %157 = stablehlo.abs %120 : tensor<16x4xf32>
    %158 = stablehlo.maximum %157, %155 : tensor<16x4xf32>
    %159 = stablehlo.divide %156, %158 : tensor<16x4xf32>
    %160 = stablehlo.convert %159 : (tensor<16x4xf32>) -> tensor<16x4xf64>
    %161 = stablehlo.compare  GT, %160, %cst_35 : (tensor<16x4xf64>, tensor<16x4xf64>) -> tensor<16x4xi1>
    %162 = stablehlo.select %161, %cst_34, %120 : tensor<16x4xi1>, tensor<16x4xf32>
    %163 = stablehlo.reduce(%162 init: %cst_56) applies stablehlo.maximum across dimensions = [1] : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %165 = stablehlo.subtract %162, %164 : tensor<16x4xf32>
    %166 = stablehlo.exponential %165 : tensor<16x4xf32>
    %167 = stablehlo.reduce(%166 init: %cst_60) applies stablehlo.add across dimensions = [1] : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %169 = stablehlo.divide %166, %168 : tensor<16x4xf32>
    %170 = stablehlo.iota dim = 0 : tensor<16xui32>
    %171 = stablehlo.reshape %170 : (tensor<16xui32>) -> tensor<16x1x1xui32>
    %172 = stablehlo.convert %125 : (tensor<16x1xi64>) -> tensor<16x1xui32>
    %173 = stablehlo.reshape %172 : (tensor<16x1xui32>) -> tensor<16x1x1xui32>
    %174 = stablehlo.concatenate %171, %173, dim = 2 : (tensor<16x1x1xui32>, tensor<16x1x1xui32>) -> tensor<16x1x2xui32>
    %175 = "stablehlo.gather"(%169, %174) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<16x4xf32>, tensor<16x1x2xui32>) -> tensor<16x1xf32>
    %176 = stablehlo.reduce(%130 init: %cst_54) applies stablehlo.maximum across dimensions = [1] : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %178 = stablehlo.subtract %177, %120 : tensor<16x4xf32>
    %179 = stablehlo.maximum %157, %177 : tensor<16x4xf32>
    %180 = stablehlo.divide %178, %179 : tensor<16x4xf32>
    %181 = stablehlo.convert %180 : (tensor<16x4xf32>) -> tensor<16x4xf64>
    %182 = stablehlo.compare  GT, %181, %cst_35 : (tensor<16x4xf64>, tensor<16x4xf64>) -> tensor<16x4xi1>
    %183 = stablehlo.select %182, %cst_34, %130 : tensor<16x4xi1>, tensor<16x4xf32>
    %184 = stablehlo.reduce(%183 init: %cst_56) applies stablehlo.maximum across dimensions = [1] : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %186 = stablehlo.subtract %183, %185 : tensor<16x4xf32>
    %187 = stablehlo.exponential %186 : tensor<16x4xf32>
    %188 = stablehlo.reduce(%187 init: %cst_60) applies stablehlo.add across dimensions = [1] : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %190 = stablehlo.divide %187, %189 : tensor<16x4xf32>
    %191 = stablehlo.convert %133 : (tensor<16x1xi64>) -> tensor<16x1xui32>
    %192 = stablehlo.reshape %191 : (tensor<16x1xui32>) -> tensor<16x1x1xui32>
    %193 = stablehlo.concatenate %171, %192, dim = 2 : (tensor<16x1x1xui32>, tensor<16x1x1xui32>) -> tensor<16x1x2xui32>
    %194 = "stablehlo.gather"(%190, %193) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<16x4xf32>, tensor<16x1x2xui32>) -> tensor<16x1xf32>
    %195 = stablehlo.concatenate %175, %194, dim = 1 : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x2xf32>
    %196 = stablehlo.reshape %195 : (tensor<16x2xf32>) -> tensor<32xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0] : (tensor<32xf32>) -> tensor<32x32xf32>
    %198 = stablehlo.multiply %153, %197 : tensor<32x32xf32>
    %199 = stablehlo.reshape %198 : (tensor<32x32xf32>) -> tensor<16x2x32xf32>
    %200 = stablehlo.reduce(%199 init: %cst_60) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %201 = stablehlo.reshape %200 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %202 = stablehlo.add %111, %201 : tensor<2x8x32xf32>
    %203 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %204 = stablehlo.reshape %202 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_64, %batch_mean_65, %batch_var_66 = "stablehlo.batch_norm_training"(%204, %cst_52, %cst_51) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %205 = stablehlo.reshape %output_64 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %206 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %207 = stablehlo.multiply %205, %206 : tensor<2x8x32xf32>
    %208 = stablehlo.add %203, %207 : tensor<2x8x32xf32>
    %209 = stablehlo.reshape %208 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %210 = stablehlo.transpose %arg24, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %211 = stablehlo.dot_general %209, %210, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %212 = stablehlo.reshape %211 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %213 = stablehlo.transpose %212, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %214 = stablehlo.multiply %213, %24 : tensor<2x4x8x8xf32>
    %215 = stablehlo.slice %213 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %216 = stablehlo.negate %215 : tensor<2x4x8x4xf32>
    %217 = stablehlo.slice %213 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %218 = stablehlo.concatenate %216, %217, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %219 = stablehlo.multiply %218, %32 : tensor<2x4x8x8xf32>
    %220 = stablehlo.add %214, %219 : tensor<2x4x8x8xf32>
    %221 = stablehlo.multiply %220, %cst_46 : tensor<2x4x8x8xf32>
    %222 = stablehlo.reshape %221 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %223 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %224 = stablehlo.dot_general %209, %223, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %225 = stablehlo.reshape %224 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %226 = stablehlo.transpose %225, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %227 = stablehlo.multiply %226, %41 : tensor<2x2x8x8xf32>
    %228 = stablehlo.slice %226 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %229 = stablehlo.negate %228 : tensor<2x2x8x4xf32>
    %230 = stablehlo.slice %226 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %231 = stablehlo.concatenate %229, %230, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %232 = stablehlo.multiply %231, %47 : tensor<2x2x8x8xf32>
    %233 = stablehlo.add %227, %232 : tensor<2x2x8x8xf32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %235 = stablehlo.reshape %234 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %236 = stablehlo.transpose %235, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %237 = stablehlo.multiply %236, %cst_46 : tensor<2x4x8x8xf32>
    %238 = stablehlo.reshape %237 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %239 = stablehlo.dot_general %222, %238, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %240 = stablehlo.reshape %239 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %241 = stablehlo.add %240, %88 : tensor<2x4x8x8xf32>
    %242 = stablehlo.reduce(%241 init: %cst_56) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %244 = stablehlo.subtract %241, %243 : tensor<2x4x8x8xf32>
    %245 = stablehlo.exponential %244 : tensor<2x4x8x8xf32>
    %246 = stablehlo.reduce(%245 init: %cst_60) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %248 = stablehlo.divide %245, %247 : tensor<2x4x8x8xf32>
    %249 = stablehlo.reshape %248 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %250 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %251 = stablehlo.dot_general %209, %250, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %252 = stablehlo.reshape %251 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %253 = stablehlo.transpose %252, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %255 = stablehlo.reshape %254 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %256 = stablehlo.dot_general %249, %255, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %257 = stablehlo.reshape %256 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %258 = stablehlo.transpose %257, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %259 = stablehlo.reshape %258 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %260 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %261 = stablehlo.dot_general %259, %260, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %262 = stablehlo.reshape %261 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %263 = stablehlo.add %202, %262 : tensor<2x8x32xf32>
    %264 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %265 = stablehlo.reshape %263 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_67, %batch_mean_68, %batch_var_69 = "stablehlo.batch_norm_training"(%265, %cst_52, %cst_51) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %266 = stablehlo.reshape %output_67 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %267 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %268 = stablehlo.multiply %266, %267 : tensor<2x8x32xf32>
    %269 = stablehlo.add %264, %268 : tensor<2x8x32xf32>
    %270 = stablehlo.reshape %269 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %271 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,4]{0,1}"} : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %272 = stablehlo.dot_general %270, %271, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x4xf32>) -> tensor<16x4xf32>
    %273:2 = stablehlo.reduce(%272 init: %cst_56), (%122 init: %c_55) across dimensions = [1] : (tensor<16x4xf32>, tensor<16x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<16xf32>, tensor<16xi32>)
     reducer(%arg55: tensor<f32>, %arg57: tensor<f32>) (%arg56: tensor<i32>, %arg58: tensor<i32>)  {
      %893 = stablehlo.compare  GE, %arg55, %arg57 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %894 = stablehlo.select %893, %arg55, %arg57 : tensor<i1>, tensor<f32>
      %895 = stablehlo.compare  EQ, %arg55, %arg57 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %896 = stablehlo.minimum %arg56, %arg58 : tensor<i32>
      %897 = stablehlo.select %893, %arg56, %arg58 : tensor<i1>, tensor<i32>
      %898 = stablehlo.select %895, %896, %897 : tensor<i1>, tensor<i32>
      stablehlo.return %894, %898 : tensor<f32>, tensor<i32>
    }
    %274 = stablehlo.convert %273#1 : (tensor<16xi32>) -> tensor<16xi64>
    %275 = stablehlo.reshape %274 : (tensor<16xi64>) -> tensor<16x1xi64>
    %276 = stablehlo.reshape %274 : (tensor<16xi64>) -> tensor<16x1x1xi64>
    %277 = stablehlo.concatenate %127, %276, dim = 2 : (tensor<16x1x1xi64>, tensor<16x1x1xi64>) -> tensor<16x1x2xi64>
    %278 = "stablehlo.scatter"(%272, %277, %cst_38) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg55: tensor<f32>, %arg56: tensor<f32>):
      stablehlo.return %arg56 : tensor<f32>
    }) : (tensor<16x4xf32>, tensor<16x1x2xi64>, tensor<16x1xf32>) -> tensor<16x4xf32>
    %279:2 = stablehlo.reduce(%278 init: %cst_56), (%122 init: %c_55) across dimensions = [1] : (tensor<16x4xf32>, tensor<16x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<16xf32>, tensor<16xi32>)
     reducer(%arg55: tensor<f32>, %arg57: tensor<f32>) (%arg56: tensor<i32>, %arg58: tensor<i32>)  {
      %893 = stablehlo.compare  GE, %arg55, %arg57 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %894 = stablehlo.select %893, %arg55, %arg57 : tensor<i1>, tensor<f32>
      %895 = stablehlo.compare  EQ, %arg55, %arg57 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %896 = stablehlo.minimum %arg56, %arg58 : tensor<i32>
      %897 = stablehlo.select %893, %arg56, %arg58 : tensor<i1>, tensor<i32>
      %898 = stablehlo.select %895, %896, %897 : tensor<i1>, tensor<i32>
      stablehlo.return %894, %898 : tensor<f32>, tensor<i32>
    }
    %280 = stablehlo.convert %279#1 : (tensor<16xi32>) -> tensor<16xi64>
    %281 = stablehlo.reshape %280 : (tensor<16xi64>) -> tensor<16x1xi64>
    %282 = stablehlo.concatenate %275, %281, dim = 1 : (tensor<16x1xi64>, tensor<16x1xi64>) -> tensor<16x2xi64>
    %283 = stablehlo.reshape %282 : (tensor<16x2xi64>) -> tensor<32xi64>
    %284 = stablehlo.compare  LT, %283, %c_37 : (tensor<32xi64>, tensor<32xi64>) -> tensor<32xi1>
    %285 = stablehlo.add %283, %c_36 : tensor<32xi64>
    %286 = stablehlo.select %284, %285, %283 : tensor<32xi1>, tensor<32xi64>
    %287 = stablehlo.reshape %286 : (tensor<32xi64>) -> tensor<32x1xi64>
    %288 = "stablehlo.gather"(%arg27, %287) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32, 64>}> : (tensor<4x32x64xf32>, tensor<32x1xi64>) -> tensor<32x32x64xf32>
    %289 = "stablehlo.gather"(%arg26, %287) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128, 32>}> : (tensor<4x128x32xf32>, tensor<32x1xi64>) -> tensor<32x128x32xf32>
    %290 = stablehlo.broadcast_in_dim %270, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %291 = stablehlo.reshape %290 : (tensor<16x2x32xf32>) -> tensor<32x32x1xf32>
    %292 = stablehlo.dot_general %289, %291, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128x32xf32>, tensor<32x32x1xf32>) -> tensor<32x128x1xf32>
    %293 = stablehlo.reshape %292 : (tensor<32x128x1xf32>) -> tensor<32x128xf32>
    %294 = stablehlo.slice %293 [0:32, 0:64] : (tensor<32x128xf32>) -> tensor<32x64xf32>
    %295 = stablehlo.logistic %294 : tensor<32x64xf32>
    %296 = stablehlo.multiply %294, %295 : tensor<32x64xf32>
    %297 = stablehlo.slice %293 [0:32, 64:128] : (tensor<32x128xf32>) -> tensor<32x64xf32>
    %298 = stablehlo.multiply %296, %297 : tensor<32x64xf32>
    %299 = stablehlo.reshape %298 : (tensor<32x64xf32>) -> tensor<32x64x1xf32>
    %300 = stablehlo.dot_general %288, %299, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x64xf32>, tensor<32x64x1xf32>) -> tensor<32x32x1xf32>
    %301 = stablehlo.reshape %300 : (tensor<32x32x1xf32>) -> tensor<32x32xf32>
    %302 = stablehlo.reduce(%272 init: %cst_54) applies stablehlo.maximum across dimensions = [1] : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %303 = stablehlo.broadcast_in_dim %302, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %304 = stablehlo.subtract %303, %272 : tensor<16x4xf32>
    %305 = stablehlo.abs %272 : tensor<16x4xf32>
    %306 = stablehlo.maximum %305, %303 : tensor<16x4xf32>
    %307 = stablehlo.divide %304, %306 : tensor<16x4xf32>
    %308 = stablehlo.convert %307 : (tensor<16x4xf32>) -> tensor<16x4xf64>
    %309 = stablehlo.compare  GT, %308, %cst_35 : (tensor<16x4xf64>, tensor<16x4xf64>) -> tensor<16x4xi1>
    %310 = stablehlo.select %309, %cst_34, %272 : tensor<16x4xi1>, tensor<16x4xf32>
    %311 = stablehlo.reduce(%310 init: %cst_56) applies stablehlo.maximum across dimensions = [1] : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %312 = stablehlo.broadcast_in_dim %311, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %313 = stablehlo.subtract %310, %312 : tensor<16x4xf32>
    %314 = stablehlo.exponential %313 : tensor<16x4xf32>
    %315 = stablehlo.reduce(%314 init: %cst_60) applies stablehlo.add across dimensions = [1] : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %316 = stablehlo.broadcast_in_dim %315, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %317 = stablehlo.divide %314, %316 : tensor<16x4xf32>
    %318 = stablehlo.convert %275 : (tensor<16x1xi64>) -> tensor<16x1xui32>
    %319 = stablehlo.reshape %318 : (tensor<16x1xui32>) -> tensor<16x1x1xui32>
    %320 = stablehlo.concatenate %171, %319, dim = 2 : (tensor<16x1x1xui32>, tensor<16x1x1xui32>) -> tensor<16x1x2xui32>
    %321 = "stablehlo.gather"(%317, %320) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<16x4xf32>, tensor<16x1x2xui32>) -> tensor<16x1xf32>
    %322 = stablehlo.reduce(%278 init: %cst_54) applies stablehlo.maximum across dimensions = [1] : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %323 = stablehlo.broadcast_in_dim %322, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %324 = stablehlo.subtract %323, %272 : tensor<16x4xf32>
    %325 = stablehlo.maximum %305, %323 : tensor<16x4xf32>
    %326 = stablehlo.divide %324, %325 : tensor<16x4xf32>
    %327 = stablehlo.convert %326 : (tensor<16x4xf32>) -> tensor<16x4xf64>
    %328 = stablehlo.compare  GT, %327, %cst_35 : (tensor<16x4xf64>, tensor<16x4xf64>) -> tensor<16x4xi1>
    %329 = stablehlo.select %328, %cst_34, %278 : tensor<16x4xi1>, tensor<16x4xf32>
    %330 = stablehlo.reduce(%329 init: %cst_56) applies stablehlo.maximum across dimensions = [1] : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %331 = stablehlo.broadcast_in_dim %330, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %332 = stablehlo.subtract %329, %331 : tensor<16x4xf32>
    %333 = stablehlo.exponential %332 : tensor<16x4xf32>
    %334 = stablehlo.reduce(%333 init: %cst_60) applies stablehlo.add across dimensions = [1] : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %335 = stablehlo.broadcast_in_dim %334, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %336 = stablehlo.divide %333, %335 : tensor<16x4xf32>
    %337 = stablehlo.convert %281 : (tensor<16x1xi64>) -> tensor<16x1xui32>
    %338 = stablehlo.reshape %337 : (tensor<16x1xui32>) -> tensor<16x1x1xui32>
    %339 = stablehlo.concatenate %171, %338, dim = 2 : (tensor<16x1x1xui32>, tensor<16x1x1xui32>) -> tensor<16x1x2xui32>
    %340 = "stablehlo.gather"(%336, %339) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<16x4xf32>, tensor<16x1x2xui32>) -> tensor<16x1xf32>
    %341 = stablehlo.concatenate %321, %340, dim = 1 : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x2xf32>
    %342 = stablehlo.reshape %341 : (tensor<16x2xf32>) -> tensor<32xf32>
    %343 = stablehlo.broadcast_in_dim %342, dims = [0] : (tensor<32xf32>) -> tensor<32x32xf32>
    %344 = stablehlo.multiply %301, %343 : tensor<32x32xf32>
    %345 = stablehlo.reshape %344 : (tensor<32x32xf32>) -> tensor<16x2x32xf32>
    %346 = stablehlo.reduce(%345 init: %cst_60) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %347 = stablehlo.reshape %346 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %348 = stablehlo.add %263, %347 : tensor<2x8x32xf32>
    %349 = stablehlo.reshape %348 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_70, %batch_mean_71, %batch_var_72 = "stablehlo.batch_norm_training"(%349, %cst_52, %cst_51) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %350 = stablehlo.reshape %output_70 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %351 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %352 = stablehlo.multiply %350, %351 : tensor<2x8x32xf32>
    %353 = stablehlo.add %0, %352 : tensor<2x8x32xf32>
    %354 = stablehlo.reshape %353 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %355 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %356 = stablehlo.dot_general %354, %355, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %357 = stablehlo.reshape %356 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %358 = stablehlo.slice %357 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %359 = stablehlo.reduce(%358 init: %cst_56) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %360 = stablehlo.broadcast_in_dim %359, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %361 = stablehlo.subtract %358, %360 : tensor<2x7x128xf32>
    %362 = stablehlo.exponential %361 : tensor<2x7x128xf32>
    %363 = stablehlo.reduce(%362 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %364 = stablehlo.log %363 : tensor<2x7xf32>
    %365 = stablehlo.broadcast_in_dim %364, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %366 = stablehlo.subtract %361, %365 : tensor<2x7x128xf32>
    %367 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %368 = stablehlo.broadcast_in_dim %367, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %369 = stablehlo.broadcast_in_dim %c_53, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %370 = stablehlo.compare  EQ, %368, %369 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %371 = stablehlo.convert %370 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %372 = stablehlo.convert %371 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %373 = stablehlo.multiply %366, %372 : tensor<2x7x128xf32>
    %374 = stablehlo.reduce(%373 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %375 = stablehlo.reduce(%374 init: %cst_60) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %376 = stablehlo.multiply %375, %cst_33 : tensor<f32>
    %377 = stablehlo.negate %376 : tensor<f32>
    %378 = stablehlo.multiply %arg29, %cst_32 : tensor<128x32xf32>
    %379 = stablehlo.compare  LT, %arg0, %c_58 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %380 = stablehlo.add %arg0, %c_30 : tensor<2x8xi64>
    %381 = stablehlo.select %379, %380, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %382 = stablehlo.reshape %381 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %383 = stablehlo.compare  EQ, %arg0, %c_29 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %384 = stablehlo.broadcast_in_dim %383, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %385 = stablehlo.add %batch_var_72, %cst_27 : tensor<16xf32>
    %386 = stablehlo.rsqrt %385 : tensor<16xf32>
    %387 = stablehlo.reshape %386 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %388 = stablehlo.divide %387, %cst_26 : tensor<2x8x1xf32>
    %389 = stablehlo.reshape %388 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %390 = stablehlo.broadcast_in_dim %389, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %391 = stablehlo.multiply %372, %cst_24 : tensor<2x7x128xf32>
    %392 = stablehlo.exponential %366 : tensor<2x7x128xf32>
    %393 = stablehlo.reduce(%391 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %394 = stablehlo.broadcast_in_dim %393, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %395 = stablehlo.multiply %392, %394 : tensor<2x7x128xf32>
    %396 = stablehlo.subtract %391, %395 : tensor<2x7x128xf32>
    %397 = stablehlo.pad %396, %cst_60, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %398 = stablehlo.select %c_25, %397, %cst_23 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %399 = stablehlo.reshape %398 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %400 = stablehlo.dot_general %399, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %401 = stablehlo.reshape %400 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %402 = stablehlo.multiply %401, %351 : tensor<2x8x32xf32>
    %403 = stablehlo.multiply %402, %cst_22 : tensor<2x8x32xf32>
    %404 = stablehlo.reduce(%402 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %405 = stablehlo.broadcast_in_dim %404, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %406 = stablehlo.subtract %403, %405 : tensor<2x8x32xf32>
    %407 = stablehlo.reshape %batch_mean_71 : (tensor<16xf32>) -> tensor<2x8xf32>
    %408 = stablehlo.broadcast_in_dim %407, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %409 = stablehlo.subtract %348, %408 : tensor<2x8x32xf32>
    %410 = stablehlo.reshape %386 : (tensor<16xf32>) -> tensor<2x8xf32>
    %411 = stablehlo.broadcast_in_dim %410, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %412 = stablehlo.multiply %409, %411 : tensor<2x8x32xf32>
    %413 = stablehlo.multiply %402, %412 : tensor<2x8x32xf32>
    %414 = stablehlo.reduce(%413 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %415 = stablehlo.broadcast_in_dim %414, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %416 = stablehlo.multiply %412, %415 : tensor<2x8x32xf32>
    %417 = stablehlo.subtract %406, %416 : tensor<2x8x32xf32>
    %418 = stablehlo.multiply %390, %417 : tensor<2x8x32xf32>
    %419 = stablehlo.add %batch_var_69, %cst_27 : tensor<16xf32>
    %420 = stablehlo.rsqrt %419 : tensor<16xf32>
    %421 = stablehlo.reshape %420 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %422 = stablehlo.divide %421, %cst_26 : tensor<2x8x1xf32>
    %423 = stablehlo.reshape %422 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %424 = stablehlo.broadcast_in_dim %423, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %425 = stablehlo.transpose %289, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,32,128]{1,2,0}"} : (tensor<32x128x32xf32>) -> tensor<32x32x128xf32>
    %426 = stablehlo.transpose %288, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,64,32]{1,2,0}"} : (tensor<32x32x64xf32>) -> tensor<32x64x32xf32>
    %427 = stablehlo.reshape %418 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %428 = stablehlo.broadcast_in_dim %427, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %429 = stablehlo.reshape %428 : (tensor<16x2x32xf32>) -> tensor<32x32xf32>
    %430 = stablehlo.multiply %429, %343 : tensor<32x32xf32>
    %431 = stablehlo.reshape %430 : (tensor<32x32xf32>) -> tensor<32x32x1xf32>
    %432 = stablehlo.dot_general %426, %431, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x32xf32>, tensor<32x32x1xf32>) -> tensor<32x64x1xf32>
    %433 = stablehlo.reshape %432 : (tensor<32x64x1xf32>) -> tensor<32x64xf32>
    %434 = stablehlo.multiply %433, %297 : tensor<32x64xf32>
    %435 = stablehlo.subtract %cst_21, %295 : tensor<32x64xf32>
    %436 = stablehlo.multiply %294, %435 : tensor<32x64xf32>
    %437 = stablehlo.add %436, %cst_21 : tensor<32x64xf32>
    %438 = stablehlo.multiply %295, %437 : tensor<32x64xf32>
    %439 = stablehlo.multiply %434, %438 : tensor<32x64xf32>
    %440 = stablehlo.multiply %433, %296 : tensor<32x64xf32>
    %441 = stablehlo.concatenate %439, %440, dim = 1 : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x128xf32>
    %442 = stablehlo.reshape %441 : (tensor<32x128xf32>) -> tensor<32x128x1xf32>
    %443 = stablehlo.dot_general %425, %442, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x128xf32>, tensor<32x128x1xf32>) -> tensor<32x32x1xf32>
    %444 = stablehlo.reshape %443 : (tensor<32x32x1xf32>) -> tensor<16x2x32xf32>
    %445 = stablehlo.reduce(%444 init: %cst_60) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %446 = stablehlo.reshape %280 : (tensor<16xi64>) -> tensor<16x1x1xi64>
    %447 = stablehlo.concatenate %127, %446, dim = 2 : (tensor<16x1x1xi64>, tensor<16x1x1xi64>) -> tensor<16x1x2xi64>
    %448 = stablehlo.multiply %429, %301 : tensor<32x32xf32>
    %449 = stablehlo.reduce(%448 init: %cst_60) applies stablehlo.add across dimensions = [1] : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %450 = stablehlo.reshape %449 : (tensor<32xf32>) -> tensor<16x2xf32>
    %451 = stablehlo.slice %450 [0:16, 1:2] : (tensor<16x2xf32>) -> tensor<16x1xf32>
    %452 = "stablehlo.scatter"(%cst_20, %447, %451) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg55: tensor<f32>, %arg56: tensor<f32>):
      %893 = stablehlo.add %arg55, %arg56 : tensor<f32>
      stablehlo.return %893 : tensor<f32>
    }) : (tensor<16x4xf32>, tensor<16x1x2xi64>, tensor<16x1xf32>) -> tensor<16x4xf32>
    %453 = stablehlo.multiply %452, %336 : tensor<16x4xf32>
    %454 = stablehlo.reduce(%453 init: %cst_60) applies stablehlo.add across dimensions = [1] : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %455 = stablehlo.broadcast_in_dim %454, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %456 = stablehlo.multiply %336, %455 : tensor<16x4xf32>
    %457 = stablehlo.subtract %453, %456 : tensor<16x4xf32>
    %458 = stablehlo.select %328, %cst_20, %457 : tensor<16x4xi1>, tensor<16x4xf32>
    %459 = "stablehlo.scatter"(%458, %277, %cst_19) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg55: tensor<f32>, %arg56: tensor<f32>):
      stablehlo.return %arg56 : tensor<f32>
    }) : (tensor<16x4xf32>, tensor<16x1x2xi64>, tensor<16x1xf32>) -> tensor<16x4xf32>
    %460 = stablehlo.slice %450 [0:16, 0:1] : (tensor<16x2xf32>) -> tensor<16x1xf32>
    %461 = "stablehlo.scatter"(%cst_20, %277, %460) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg55: tensor<f32>, %arg56: tensor<f32>):
      %893 = stablehlo.add %arg55, %arg56 : tensor<f32>
      stablehlo.return %893 : tensor<f32>
    }) : (tensor<16x4xf32>, tensor<16x1x2xi64>, tensor<16x1xf32>) -> tensor<16x4xf32>
    %462 = stablehlo.multiply %461, %317 : tensor<16x4xf32>
    %463 = stablehlo.reduce(%462 init: %cst_60) applies stablehlo.add across dimensions = [1] : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %464 = stablehlo.broadcast_in_dim %463, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %465 = stablehlo.multiply %317, %464 : tensor<16x4xf32>
    %466 = stablehlo.subtract %462, %465 : tensor<16x4xf32>
    %467 = stablehlo.select %309, %cst_20, %466 : tensor<16x4xi1>, tensor<16x4xf32>
    %468 = stablehlo.add %459, %467 : tensor<16x4xf32>
    %469 = stablehlo.dot_general %468, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4xf32>, tensor<4x32xf32>) -> tensor<16x32xf32>
    %470 = stablehlo.add %445, %469 : tensor<16x32xf32>
    %471 = stablehlo.reshape %470 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %472 = stablehlo.multiply %471, %267 : tensor<2x8x32xf32>
    %473 = stablehlo.multiply %472, %cst_22 : tensor<2x8x32xf32>
    %474 = stablehlo.reduce(%472 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %475 = stablehlo.broadcast_in_dim %474, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %476 = stablehlo.subtract %473, %475 : tensor<2x8x32xf32>
    %477 = stablehlo.reshape %batch_mean_68 : (tensor<16xf32>) -> tensor<2x8xf32>
    %478 = stablehlo.broadcast_in_dim %477, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %479 = stablehlo.subtract %263, %478 : tensor<2x8x32xf32>
    %480 = stablehlo.reshape %420 : (tensor<16xf32>) -> tensor<2x8xf32>
    %481 = stablehlo.broadcast_in_dim %480, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %482 = stablehlo.multiply %479, %481 : tensor<2x8x32xf32>
    %483 = stablehlo.multiply %472, %482 : tensor<2x8x32xf32>
    %484 = stablehlo.reduce(%483 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %485 = stablehlo.broadcast_in_dim %484, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %486 = stablehlo.multiply %482, %485 : tensor<2x8x32xf32>
    %487 = stablehlo.subtract %476, %486 : tensor<2x8x32xf32>
    %488 = stablehlo.multiply %424, %487 : tensor<2x8x32xf32>
    %489 = stablehlo.add %418, %488 : tensor<2x8x32xf32>
    %490 = stablehlo.add %batch_var_66, %cst_27 : tensor<16xf32>
    %491 = stablehlo.rsqrt %490 : tensor<16xf32>
    %492 = stablehlo.reshape %491 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %493 = stablehlo.divide %492, %cst_26 : tensor<2x8x1xf32>
    %494 = stablehlo.reshape %493 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %495 = stablehlo.broadcast_in_dim %494, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %496 = stablehlo.transpose %249, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %497 = stablehlo.reshape %489 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %498 = stablehlo.dot_general %497, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %499 = stablehlo.reshape %498 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %500 = stablehlo.transpose %499, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %501 = stablehlo.reshape %500 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %502 = stablehlo.dot_general %496, %501, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %503 = stablehlo.reshape %502 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %504 = stablehlo.reduce(%503 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %505 = stablehlo.transpose %504, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %506 = stablehlo.reshape %505 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %507 = stablehlo.dot_general %506, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %508 = stablehlo.reshape %507 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %509 = stablehlo.transpose %222, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %510 = stablehlo.transpose %255, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %511 = stablehlo.dot_general %501, %510, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %512 = stablehlo.reshape %511 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %513 = stablehlo.multiply %512, %248 : tensor<2x4x8x8xf32>
    %514 = stablehlo.reduce(%513 init: %cst_60) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %515 = stablehlo.broadcast_in_dim %514, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %516 = stablehlo.multiply %248, %515 : tensor<2x4x8x8xf32>
    %517 = stablehlo.subtract %513, %516 : tensor<2x4x8x8xf32>
    %518 = stablehlo.reshape %517 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %519 = stablehlo.dot_general %509, %518, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %520 = stablehlo.reshape %519 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %521 = stablehlo.multiply %520, %cst_46 : tensor<2x4x8x8xf32>
    %522 = stablehlo.transpose %521, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %523 = stablehlo.reshape %522 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %524 = stablehlo.reduce(%523 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %525 = stablehlo.multiply %524, %47 : tensor<2x2x8x8xf32>
    %526 = stablehlo.slice %525 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %527 = stablehlo.negate %526 : tensor<2x2x8x4xf32>
    %528 = stablehlo.pad %527, %cst_60, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %529 = stablehlo.select %c_18, %528, %cst_17 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %530 = stablehlo.slice %525 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %531 = stablehlo.pad %530, %cst_60, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %532 = stablehlo.select %c_16, %531, %cst_17 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %533 = stablehlo.add %529, %532 : tensor<2x2x8x8xf32>
    %534 = stablehlo.multiply %524, %41 : tensor<2x2x8x8xf32>
    %535 = stablehlo.add %533, %534 : tensor<2x2x8x8xf32>
    %536 = stablehlo.transpose %535, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %537 = stablehlo.reshape %536 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %538 = stablehlo.dot_general %537, %arg23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %539 = stablehlo.reshape %538 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %540 = stablehlo.add %508, %539 : tensor<2x8x32xf32>
    %541 = stablehlo.transpose %238, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %542 = stablehlo.dot_general %518, %541, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %543 = stablehlo.reshape %542 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %544 = stablehlo.multiply %543, %cst_46 : tensor<2x4x8x8xf32>
    %545 = stablehlo.multiply %544, %32 : tensor<2x4x8x8xf32>
    %546 = stablehlo.slice %545 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %547 = stablehlo.negate %546 : tensor<2x4x8x4xf32>
    %548 = stablehlo.pad %547, %cst_60, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %549 = stablehlo.select %c_15, %548, %cst_14 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %550 = stablehlo.slice %545 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %551 = stablehlo.pad %550, %cst_60, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %552 = stablehlo.select %c, %551, %cst_14 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %553 = stablehlo.add %549, %552 : tensor<2x4x8x8xf32>
    %554 = stablehlo.multiply %544, %24 : tensor<2x4x8x8xf32>
    %555 = stablehlo.add %553, %554 : tensor<2x4x8x8xf32>
    %556 = stablehlo.transpose %555, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %557 = stablehlo.reshape %556 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %558 = stablehlo.dot_general %557, %arg24, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %559 = stablehlo.reshape %558 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %560 = stablehlo.add %540, %559 : tensor<2x8x32xf32>
    %561 = stablehlo.multiply %560, %206 : tensor<2x8x32xf32>
    %562 = stablehlo.multiply %561, %cst_22 : tensor<2x8x32xf32>
    %563 = stablehlo.reduce(%561 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %564 = stablehlo.broadcast_in_dim %563, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %565 = stablehlo.subtract %562, %564 : tensor<2x8x32xf32>
    %566 = stablehlo.reshape %batch_mean_65 : (tensor<16xf32>) -> tensor<2x8xf32>
    %567 = stablehlo.broadcast_in_dim %566, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %568 = stablehlo.subtract %202, %567 : tensor<2x8x32xf32>
    %569 = stablehlo.reshape %491 : (tensor<16xf32>) -> tensor<2x8xf32>
    %570 = stablehlo.broadcast_in_dim %569, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %571 = stablehlo.multiply %568, %570 : tensor<2x8x32xf32>
    %572 = stablehlo.multiply %561, %571 : tensor<2x8x32xf32>
    %573 = stablehlo.reduce(%572 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %574 = stablehlo.broadcast_in_dim %573, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %575 = stablehlo.multiply %571, %574 : tensor<2x8x32xf32>
    %576 = stablehlo.subtract %565, %575 : tensor<2x8x32xf32>
    %577 = stablehlo.multiply %495, %576 : tensor<2x8x32xf32>
    %578 = stablehlo.add %489, %577 : tensor<2x8x32xf32>
    %579 = stablehlo.add %batch_var_63, %cst_27 : tensor<16xf32>
    %580 = stablehlo.rsqrt %579 : tensor<16xf32>
    %581 = stablehlo.reshape %580 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %582 = stablehlo.divide %581, %cst_26 : tensor<2x8x1xf32>
    %583 = stablehlo.reshape %582 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %584 = stablehlo.broadcast_in_dim %583, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %585 = stablehlo.transpose %141, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,32,128]{1,2,0}"} : (tensor<32x128x32xf32>) -> tensor<32x32x128xf32>
    %586 = stablehlo.transpose %140, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,64,32]{1,2,0}"} : (tensor<32x32x64xf32>) -> tensor<32x64x32xf32>
    %587 = stablehlo.reshape %578 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %588 = stablehlo.broadcast_in_dim %587, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %589 = stablehlo.reshape %588 : (tensor<16x2x32xf32>) -> tensor<32x32xf32>
    %590 = stablehlo.multiply %589, %197 : tensor<32x32xf32>
    %591 = stablehlo.reshape %590 : (tensor<32x32xf32>) -> tensor<32x32x1xf32>
    %592 = stablehlo.dot_general %586, %591, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x32xf32>, tensor<32x32x1xf32>) -> tensor<32x64x1xf32>
    %593 = stablehlo.reshape %592 : (tensor<32x64x1xf32>) -> tensor<32x64xf32>
    %594 = stablehlo.multiply %593, %149 : tensor<32x64xf32>
    %595 = stablehlo.subtract %cst_21, %147 : tensor<32x64xf32>
    %596 = stablehlo.multiply %146, %595 : tensor<32x64xf32>
    %597 = stablehlo.add %596, %cst_21 : tensor<32x64xf32>
    %598 = stablehlo.multiply %147, %597 : tensor<32x64xf32>
    %599 = stablehlo.multiply %594, %598 : tensor<32x64xf32>
    %600 = stablehlo.multiply %593, %148 : tensor<32x64xf32>
    %601 = stablehlo.concatenate %599, %600, dim = 1 : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x128xf32>
    %602 = stablehlo.reshape %601 : (tensor<32x128xf32>) -> tensor<32x128x1xf32>
    %603 = stablehlo.dot_general %585, %602, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x128xf32>, tensor<32x128x1xf32>) -> tensor<32x32x1xf32>
    %604 = stablehlo.reshape %603 : (tensor<32x32x1xf32>) -> tensor<16x2x32xf32>
    %605 = stablehlo.reduce(%604 init: %cst_60) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %606 = stablehlo.reshape %132 : (tensor<16xi64>) -> tensor<16x1x1xi64>
    %607 = stablehlo.concatenate %127, %606, dim = 2 : (tensor<16x1x1xi64>, tensor<16x1x1xi64>) -> tensor<16x1x2xi64>
    %608 = stablehlo.multiply %589, %153 : tensor<32x32xf32>
    %609 = stablehlo.reduce(%608 init: %cst_60) applies stablehlo.add across dimensions = [1] : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %610 = stablehlo.reshape %609 : (tensor<32xf32>) -> tensor<16x2xf32>
    %611 = stablehlo.slice %610 [0:16, 1:2] : (tensor<16x2xf32>) -> tensor<16x1xf32>
    %612 = "stablehlo.scatter"(%cst_20, %607, %611) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg55: tensor<f32>, %arg56: tensor<f32>):
      %893 = stablehlo.add %arg55, %arg56 : tensor<f32>
      stablehlo.return %893 : tensor<f32>
    }) : (tensor<16x4xf32>, tensor<16x1x2xi64>, tensor<16x1xf32>) -> tensor<16x4xf32>
    %613 = stablehlo.multiply %612, %190 : tensor<16x4xf32>
    %614 = stablehlo.reduce(%613 init: %cst_60) applies stablehlo.add across dimensions = [1] : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %615 = stablehlo.broadcast_in_dim %614, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %616 = stablehlo.multiply %190, %615 : tensor<16x4xf32>
    %617 = stablehlo.subtract %613, %616 : tensor<16x4xf32>
    %618 = stablehlo.select %182, %cst_20, %617 : tensor<16x4xi1>, tensor<16x4xf32>
    %619 = "stablehlo.scatter"(%618, %129, %cst_19) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg55: tensor<f32>, %arg56: tensor<f32>):
      stablehlo.return %arg56 : tensor<f32>
    }) : (tensor<16x4xf32>, tensor<16x1x2xi64>, tensor<16x1xf32>) -> tensor<16x4xf32>
    %620 = stablehlo.slice %610 [0:16, 0:1] : (tensor<16x2xf32>) -> tensor<16x1xf32>
    %621 = "stablehlo.scatter"(%cst_20, %129, %620) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg55: tensor<f32>, %arg56: tensor<f32>):
      %893 = stablehlo.add %arg55, %arg56 : tensor<f32>
      stablehlo.return %893 : tensor<f32>
    }) : (tensor<16x4xf32>, tensor<16x1x2xi64>, tensor<16x1xf32>) -> tensor<16x4xf32>
    %622 = stablehlo.multiply %621, %169 : tensor<16x4xf32>
    %623 = stablehlo.reduce(%622 init: %cst_60) applies stablehlo.add across dimensions = [1] : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %624 = stablehlo.broadcast_in_dim %623, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %625 = stablehlo.multiply %169, %624 : tensor<16x4xf32>
    %626 = stablehlo.subtract %622, %625 : tensor<16x4xf32>
    %627 = stablehlo.select %161, %cst_20, %626 : tensor<16x4xi1>, tensor<16x4xf32>
    %628 = stablehlo.add %619, %627 : tensor<16x4xf32>
    %629 = stablehlo.dot_general %628, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4xf32>, tensor<4x32xf32>) -> tensor<16x32xf32>
    %630 = stablehlo.add %605, %629 : tensor<16x32xf32>
    %631 = stablehlo.reshape %630 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %632 = stablehlo.multiply %631, %115 : tensor<2x8x32xf32>
    %633 = stablehlo.multiply %632, %cst_22 : tensor<2x8x32xf32>
    %634 = stablehlo.reduce(%632 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %635 = stablehlo.broadcast_in_dim %634, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %636 = stablehlo.subtract %633, %635 : tensor<2x8x32xf32>
    %637 = stablehlo.reshape %batch_mean_62 : (tensor<16xf32>) -> tensor<2x8xf32>
    %638 = stablehlo.broadcast_in_dim %637, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %639 = stablehlo.subtract %111, %638 : tensor<2x8x32xf32>
    %640 = stablehlo.reshape %580 : (tensor<16xf32>) -> tensor<2x8xf32>
    %641 = stablehlo.broadcast_in_dim %640, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %642 = stablehlo.multiply %639, %641 : tensor<2x8x32xf32>
    %643 = stablehlo.multiply %632, %642 : tensor<2x8x32xf32>
    %644 = stablehlo.reduce(%643 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %645 = stablehlo.broadcast_in_dim %644, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %646 = stablehlo.multiply %642, %645 : tensor<2x8x32xf32>
    %647 = stablehlo.subtract %636, %646 : tensor<2x8x32xf32>
    %648 = stablehlo.multiply %584, %647 : tensor<2x8x32xf32>
    %649 = stablehlo.add %578, %648 : tensor<2x8x32xf32>
    %650 = stablehlo.add %batch_var, %cst_27 : tensor<16xf32>
    %651 = stablehlo.rsqrt %650 : tensor<16xf32>
    %652 = stablehlo.reshape %651 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %653 = stablehlo.divide %652, %cst_26 : tensor<2x8x1xf32>
    %654 = stablehlo.reshape %653 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %655 = stablehlo.broadcast_in_dim %654, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %656 = stablehlo.transpose %97, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %657 = stablehlo.reshape %649 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %658 = stablehlo.dot_general %657, %arg10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %659 = stablehlo.reshape %658 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %660 = stablehlo.transpose %659, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %661 = stablehlo.reshape %660 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %662 = stablehlo.dot_general %656, %661, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %663 = stablehlo.reshape %662 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %664 = stablehlo.reduce(%663 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %665 = stablehlo.transpose %664, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %666 = stablehlo.reshape %665 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %667 = stablehlo.dot_general %666, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %668 = stablehlo.reshape %667 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %669 = stablehlo.transpose %36, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %670 = stablehlo.transpose %103, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %671 = stablehlo.dot_general %661, %670, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %672 = stablehlo.reshape %671 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %673 = stablehlo.multiply %672, %96 : tensor<2x4x8x8xf32>
    %674 = stablehlo.reduce(%673 init: %cst_60) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %675 = stablehlo.broadcast_in_dim %674, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %676 = stablehlo.multiply %96, %675 : tensor<2x4x8x8xf32>
    %677 = stablehlo.subtract %673, %676 : tensor<2x4x8x8xf32>
    %678 = stablehlo.reshape %677 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %679 = stablehlo.dot_general %669, %678, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %680 = stablehlo.reshape %679 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %681 = stablehlo.multiply %680, %cst_46 : tensor<2x4x8x8xf32>
    %682 = stablehlo.transpose %681, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %683 = stablehlo.reshape %682 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %684 = stablehlo.reduce(%683 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %685 = stablehlo.multiply %684, %47 : tensor<2x2x8x8xf32>
    %686 = stablehlo.slice %685 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %687 = stablehlo.negate %686 : tensor<2x2x8x4xf32>
    %688 = stablehlo.pad %687, %cst_60, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %689 = stablehlo.select %c_18, %688, %cst_17 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %690 = stablehlo.slice %685 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %691 = stablehlo.pad %690, %cst_60, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %692 = stablehlo.select %c_16, %691, %cst_17 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %693 = stablehlo.add %689, %692 : tensor<2x2x8x8xf32>
    %694 = stablehlo.multiply %684, %41 : tensor<2x2x8x8xf32>
    %695 = stablehlo.add %693, %694 : tensor<2x2x8x8xf32>
    %696 = stablehlo.transpose %695, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %697 = stablehlo.reshape %696 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %698 = stablehlo.dot_general %697, %arg17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %699 = stablehlo.reshape %698 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %700 = stablehlo.add %668, %699 : tensor<2x8x32xf32>
    %701 = stablehlo.transpose %54, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %702 = stablehlo.dot_general %678, %701, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %703 = stablehlo.reshape %702 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %704 = stablehlo.multiply %703, %cst_46 : tensor<2x4x8x8xf32>
    %705 = stablehlo.multiply %704, %32 : tensor<2x4x8x8xf32>
    %706 = stablehlo.slice %705 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %707 = stablehlo.negate %706 : tensor<2x4x8x4xf32>
    %708 = stablehlo.pad %707, %cst_60, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %709 = stablehlo.select %c_15, %708, %cst_14 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %710 = stablehlo.slice %705 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %711 = stablehlo.pad %710, %cst_60, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %712 = stablehlo.select %c, %711, %cst_14 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %713 = stablehlo.add %709, %712 : tensor<2x4x8x8xf32>
    %714 = stablehlo.multiply %704, %24 : tensor<2x4x8x8xf32>
    %715 = stablehlo.add %713, %714 : tensor<2x4x8x8xf32>
    %716 = stablehlo.transpose %715, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %717 = stablehlo.reshape %716 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %718 = stablehlo.dot_general %717, %arg18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %719 = stablehlo.reshape %718 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %720 = stablehlo.add %700, %719 : tensor<2x8x32xf32>
    %721 = stablehlo.multiply %720, %8 : tensor<2x8x32xf32>
    %722 = stablehlo.multiply %721, %cst_22 : tensor<2x8x32xf32>
    %723 = stablehlo.reduce(%721 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %724 = stablehlo.broadcast_in_dim %723, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %725 = stablehlo.subtract %722, %724 : tensor<2x8x32xf32>
    %726 = stablehlo.reshape %batch_mean : (tensor<16xf32>) -> tensor<2x8xf32>
    %727 = stablehlo.broadcast_in_dim %726, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %728 = stablehlo.subtract %4, %727 : tensor<2x8x32xf32>
    %729 = stablehlo.reshape %651 : (tensor<16xf32>) -> tensor<2x8xf32>
    %730 = stablehlo.broadcast_in_dim %729, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %731 = stablehlo.multiply %728, %730 : tensor<2x8x32xf32>
    %732 = stablehlo.multiply %721, %731 : tensor<2x8x32xf32>
    %733 = stablehlo.reduce(%732 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %734 = stablehlo.broadcast_in_dim %733, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %735 = stablehlo.multiply %731, %734 : tensor<2x8x32xf32>
    %736 = stablehlo.subtract %725, %735 : tensor<2x8x32xf32>
    %737 = stablehlo.multiply %655, %736 : tensor<2x8x32xf32>
    %738 = stablehlo.add %649, %737 : tensor<2x8x32xf32>
    %739 = stablehlo.select %384, %cst_28, %738 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %740 = "stablehlo.scatter"(%cst_31, %382, %739) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg55: tensor<f32>, %arg56: tensor<f32>):
      %893 = stablehlo.add %arg55, %arg56 : tensor<f32>
      stablehlo.return %893 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %741 = stablehlo.add %378, %740 : tensor<128x32xf32>
    %742 = stablehlo.multiply %741, %cst_13 : tensor<128x32xf32>
    %743 = stablehlo.subtract %arg13, %742 : tensor<128x32xf32>
    %744 = stablehlo.multiply %arg30, %cst_12 : tensor<32x32xf32>
    %745 = stablehlo.transpose %717, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %746 = stablehlo.dot_general %745, %11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %747 = stablehlo.add %744, %746 : tensor<32x32xf32>
    %748 = stablehlo.multiply %747, %cst_11 : tensor<32x32xf32>
    %749 = stablehlo.subtract %arg18, %748 : tensor<32x32xf32>
    %750 = stablehlo.multiply %arg31, %cst_10 : tensor<16x32xf32>
    %751 = stablehlo.transpose %697, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %752 = stablehlo.dot_general %751, %11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %753 = stablehlo.add %750, %752 : tensor<16x32xf32>
    %754 = stablehlo.multiply %753, %cst_9 : tensor<16x32xf32>
    %755 = stablehlo.subtract %arg17, %754 : tensor<16x32xf32>
    %756 = stablehlo.multiply %arg32, %cst_10 : tensor<16x32xf32>
    %757 = stablehlo.transpose %666, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %758 = stablehlo.dot_general %757, %11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %759 = stablehlo.add %756, %758 : tensor<16x32xf32>
    %760 = stablehlo.multiply %759, %cst_9 : tensor<16x32xf32>
    %761 = stablehlo.subtract %arg11, %760 : tensor<16x32xf32>
    %762 = stablehlo.multiply %arg33, %cst_12 : tensor<32x32xf32>
    %763 = stablehlo.transpose %657, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %764 = stablehlo.dot_general %763, %107, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %765 = stablehlo.add %762, %764 : tensor<32x32xf32>
    %766 = stablehlo.multiply %765, %cst_11 : tensor<32x32xf32>
    %767 = stablehlo.subtract %arg10, %766 : tensor<32x32xf32>
    %768 = stablehlo.multiply %arg34, %cst_8 : tensor<4x32xf32>
    %769 = stablehlo.transpose %628, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,16]{0,1}"} : (tensor<16x4xf32>) -> tensor<4x16xf32>
    %770 = stablehlo.dot_general %769, %118, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x32xf32>) -> tensor<4x32xf32>
    %771 = stablehlo.add %768, %770 : tensor<4x32xf32>
    %772 = stablehlo.multiply %771, %cst_7 : tensor<4x32xf32>
    %773 = stablehlo.subtract %arg8, %772 : tensor<4x32xf32>
    %774 = stablehlo.multiply %arg35, %cst_6 : tensor<4x128x32xf32>
    %775 = stablehlo.reshape %142 : (tensor<16x2x32xf32>) -> tensor<32x1x32xf32>
    %776 = stablehlo.dot_general %602, %775, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128x1xf32>, tensor<32x1x32xf32>) -> tensor<32x128x32xf32>
    %777 = "stablehlo.scatter"(%cst_5, %139, %776) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg55: tensor<f32>, %arg56: tensor<f32>):
      %893 = stablehlo.add %arg55, %arg56 : tensor<f32>
      stablehlo.return %893 : tensor<f32>
    }) : (tensor<4x128x32xf32>, tensor<32x1xi64>, tensor<32x128x32xf32>) -> tensor<4x128x32xf32>
    %778 = stablehlo.add %774, %777 : tensor<4x128x32xf32>
    %779 = stablehlo.multiply %778, %cst_4 : tensor<4x128x32xf32>
    %780 = stablehlo.subtract %arg20, %779 : tensor<4x128x32xf32>
    %781 = stablehlo.multiply %arg36, %cst_3 : tensor<4x32x64xf32>
    %782 = stablehlo.reshape %150 : (tensor<32x64xf32>) -> tensor<32x1x64xf32>
    %783 = stablehlo.dot_general %591, %782, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x1xf32>, tensor<32x1x64xf32>) -> tensor<32x32x64xf32>
    %784 = "stablehlo.scatter"(%cst_2, %139, %783) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg55: tensor<f32>, %arg56: tensor<f32>):
      %893 = stablehlo.add %arg55, %arg56 : tensor<f32>
      stablehlo.return %893 : tensor<f32>
    }) : (tensor<4x32x64xf32>, tensor<32x1xi64>, tensor<32x32x64xf32>) -> tensor<4x32x64xf32>
    %785 = stablehlo.add %781, %784 : tensor<4x32x64xf32>
    %786 = stablehlo.multiply %785, %cst_1 : tensor<4x32x64xf32>
    %787 = stablehlo.subtract %arg21, %786 : tensor<4x32x64xf32>
    %788 = stablehlo.multiply %arg37, %cst_0 : tensor<32xf32>
    %789 = stablehlo.multiply %720, %731 : tensor<2x8x32xf32>
    %790 = stablehlo.reduce(%789 init: %cst_60) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %791 = stablehlo.add %788, %790 : tensor<32xf32>
    %792 = stablehlo.multiply %791, %cst : tensor<32xf32>
    %793 = stablehlo.subtract %arg12, %792 : tensor<32xf32>
    %794 = stablehlo.multiply %arg38, %cst_0 : tensor<32xf32>
    %795 = stablehlo.reduce(%720 init: %cst_60) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %796 = stablehlo.add %794, %795 : tensor<32xf32>
    %797 = stablehlo.multiply %796, %cst : tensor<32xf32>
    %798 = stablehlo.subtract %arg14, %797 : tensor<32xf32>
    %799 = stablehlo.multiply %arg39, %cst_0 : tensor<32xf32>
    %800 = stablehlo.multiply %631, %642 : tensor<2x8x32xf32>
    %801 = stablehlo.reduce(%800 init: %cst_60) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %802 = stablehlo.add %799, %801 : tensor<32xf32>
    %803 = stablehlo.multiply %802, %cst : tensor<32xf32>
    %804 = stablehlo.subtract %arg9, %803 : tensor<32xf32>
    %805 = stablehlo.multiply %arg40, %cst_0 : tensor<32xf32>
    %806 = stablehlo.reduce(%631 init: %cst_60) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %807 = stablehlo.add %805, %806 : tensor<32xf32>
    %808 = stablehlo.multiply %807, %cst : tensor<32xf32>
    %809 = stablehlo.subtract %arg19, %808 : tensor<32xf32>
    %810 = stablehlo.multiply %arg41, %cst_12 : tensor<32x32xf32>
    %811 = stablehlo.transpose %557, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %812 = stablehlo.dot_general %811, %209, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %813 = stablehlo.add %810, %812 : tensor<32x32xf32>
    %814 = stablehlo.multiply %813, %cst_11 : tensor<32x32xf32>
    %815 = stablehlo.subtract %arg24, %814 : tensor<32x32xf32>
    %816 = stablehlo.multiply %arg42, %cst_10 : tensor<16x32xf32>
    %817 = stablehlo.transpose %537, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %818 = stablehlo.dot_general %817, %209, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %819 = stablehlo.add %816, %818 : tensor<16x32xf32>
    %820 = stablehlo.multiply %819, %cst_9 : tensor<16x32xf32>
    %821 = stablehlo.subtract %arg23, %820 : tensor<16x32xf32>
    %822 = stablehlo.multiply %arg43, %cst_10 : tensor<16x32xf32>
    %823 = stablehlo.transpose %506, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %824 = stablehlo.dot_general %823, %209, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %825 = stablehlo.add %822, %824 : tensor<16x32xf32>
    %826 = stablehlo.multiply %825, %cst_9 : tensor<16x32xf32>
    %827 = stablehlo.subtract %arg6, %826 : tensor<16x32xf32>
    %828 = stablehlo.multiply %arg44, %cst_12 : tensor<32x32xf32>
    %829 = stablehlo.transpose %497, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %830 = stablehlo.dot_general %829, %259, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %831 = stablehlo.add %828, %830 : tensor<32x32xf32>
    %832 = stablehlo.multiply %831, %cst_11 : tensor<32x32xf32>
    %833 = stablehlo.subtract %arg5, %832 : tensor<32x32xf32>
    %834 = stablehlo.multiply %arg45, %cst_8 : tensor<4x32xf32>
    %835 = stablehlo.transpose %468, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,16]{0,1}"} : (tensor<16x4xf32>) -> tensor<4x16xf32>
    %836 = stablehlo.dot_general %835, %270, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x32xf32>) -> tensor<4x32xf32>
    %837 = stablehlo.add %834, %836 : tensor<4x32xf32>
    %838 = stablehlo.multiply %837, %cst_7 : tensor<4x32xf32>
    %839 = stablehlo.subtract %arg3, %838 : tensor<4x32xf32>
    %840 = stablehlo.multiply %arg46, %cst_6 : tensor<4x128x32xf32>
    %841 = stablehlo.reshape %290 : (tensor<16x2x32xf32>) -> tensor<32x1x32xf32>
    %842 = stablehlo.dot_general %442, %841, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128x1xf32>, tensor<32x1x32xf32>) -> tensor<32x128x32xf32>
    %843 = "stablehlo.scatter"(%cst_5, %287, %842) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg55: tensor<f32>, %arg56: tensor<f32>):
      %893 = stablehlo.add %arg55, %arg56 : tensor<f32>
      stablehlo.return %893 : tensor<f32>
    }) : (tensor<4x128x32xf32>, tensor<32x1xi64>, tensor<32x128x32xf32>) -> tensor<4x128x32xf32>
    %844 = stablehlo.add %840, %843 : tensor<4x128x32xf32>
    %845 = stablehlo.multiply %844, %cst_4 : tensor<4x128x32xf32>
    %846 = stablehlo.subtract %arg26, %845 : tensor<4x128x32xf32>
    %847 = stablehlo.multiply %arg47, %cst_3 : tensor<4x32x64xf32>
    %848 = stablehlo.reshape %298 : (tensor<32x64xf32>) -> tensor<32x1x64xf32>
    %849 = stablehlo.dot_general %431, %848, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x1xf32>, tensor<32x1x64xf32>) -> tensor<32x32x64xf32>
    %850 = "stablehlo.scatter"(%cst_2, %287, %849) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg55: tensor<f32>, %arg56: tensor<f32>):
      %893 = stablehlo.add %arg55, %arg56 : tensor<f32>
      stablehlo.return %893 : tensor<f32>
    }) : (tensor<4x32x64xf32>, tensor<32x1xi64>, tensor<32x32x64xf32>) -> tensor<4x32x64xf32>
    %851 = stablehlo.add %847, %850 : tensor<4x32x64xf32>
    %852 = stablehlo.multiply %851, %cst_1 : tensor<4x32x64xf32>
    %853 = stablehlo.subtract %arg27, %852 : tensor<4x32x64xf32>
    %854 = stablehlo.multiply %arg48, %cst_0 : tensor<32xf32>
    %855 = stablehlo.multiply %560, %571 : tensor<2x8x32xf32>
    %856 = stablehlo.reduce(%855 init: %cst_60) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %857 = stablehlo.add %854, %856 : tensor<32xf32>
    %858 = stablehlo.multiply %857, %cst : tensor<32xf32>
    %859 = stablehlo.subtract %arg7, %858 : tensor<32xf32>
    %860 = stablehlo.multiply %arg49, %cst_0 : tensor<32xf32>
    %861 = stablehlo.reduce(%560 init: %cst_60) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %862 = stablehlo.add %860, %861 : tensor<32xf32>
    %863 = stablehlo.multiply %862, %cst : tensor<32xf32>
    %864 = stablehlo.subtract %arg22, %863 : tensor<32xf32>
    %865 = stablehlo.multiply %arg50, %cst_0 : tensor<32xf32>
    %866 = stablehlo.multiply %471, %482 : tensor<2x8x32xf32>
    %867 = stablehlo.reduce(%866 init: %cst_60) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %868 = stablehlo.add %865, %867 : tensor<32xf32>
    %869 = stablehlo.multiply %868, %cst : tensor<32xf32>
    %870 = stablehlo.subtract %arg4, %869 : tensor<32xf32>
    %871 = stablehlo.multiply %arg51, %cst_0 : tensor<32xf32>
    %872 = stablehlo.reduce(%471 init: %cst_60) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %873 = stablehlo.add %871, %872 : tensor<32xf32>
    %874 = stablehlo.multiply %873, %cst : tensor<32xf32>
    %875 = stablehlo.subtract %arg25, %874 : tensor<32xf32>
    %876 = stablehlo.multiply %arg52, %cst_0 : tensor<32xf32>
    %877 = stablehlo.multiply %401, %412 : tensor<2x8x32xf32>
    %878 = stablehlo.reduce(%877 init: %cst_60) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %879 = stablehlo.add %876, %878 : tensor<32xf32>
    %880 = stablehlo.multiply %879, %cst : tensor<32xf32>
    %881 = stablehlo.subtract %arg2, %880 : tensor<32xf32>
    %882 = stablehlo.multiply %arg53, %cst_0 : tensor<32xf32>
    %883 = stablehlo.reduce(%401 init: %cst_60) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %884 = stablehlo.add %882, %883 : tensor<32xf32>
    %885 = stablehlo.multiply %884, %cst : tensor<32xf32>
    %886 = stablehlo.subtract %arg28, %885 : tensor<32xf32>
    %887 = stablehlo.multiply %arg54, %cst_32 : tensor<128x32xf32>
    %888 = stablehlo.transpose %399, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %889 = stablehlo.dot_general %888, %354, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %890 = stablehlo.add %887, %889 : tensor<128x32xf32>
    %891 = stablehlo.multiply %890, %cst_13 : tensor<128x32xf32>
    %892 = stablehlo.subtract %arg1, %891 : tensor<128x32xf32>
    return %377, %743, %749, %755, %761, %767, %773, %780, %787, %793, %798, %804, %809, %815, %821, %827, %833, %839, %846, %853, %859, %864, %870, %875, %881, %886, %892, %741, %747, %753, %759, %765, %771, %778, %785, %791, %796, %802, %807, %813, %819, %825, %831, %837, %844, %851, %857, %862, %868, %873, %879, %884, %890 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>
  }
}
