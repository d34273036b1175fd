module @IrToHlo.2599 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 27 : i32}, %arg2: tensor<32x32xf32> {tf.aliasing_output = 23 : i32}, %arg3: tensor<32x32xf32> {tf.aliasing_output = 22 : i32}, %arg4: tensor<32x32xf32> {tf.aliasing_output = 17 : i32}, %arg5: tensor<16x32xf32> {tf.aliasing_output = 16 : i32}, %arg6: tensor<32x32xf32> {tf.aliasing_output = 11 : i32}, %arg7: tensor<32x32xf32> {tf.aliasing_output = 10 : i32}, %arg8: tensor<32x32xf32> {tf.aliasing_output = 5 : i32}, %arg9: tensor<16x32xf32> {tf.aliasing_output = 4 : i32}, %arg10: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg11: tensor<32xf32> {tf.aliasing_output = 12 : i32}, %arg12: tensor<2x8xi64>, %arg13: tensor<i1>, %arg14: tensor<4xf32>, %arg15: tensor<16x32xf32> {tf.aliasing_output = 3 : i32}, %arg16: tensor<32x32xf32> {tf.aliasing_output = 2 : i32}, %arg17: tensor<32xf32> {tf.aliasing_output = 13 : i32}, %arg18: tensor<32x32xf32> {tf.aliasing_output = 9 : i32}, %arg19: tensor<4xf32>, %arg20: tensor<4x32xf32> {tf.aliasing_output = 8 : i32}, %arg21: tensor<4x64x32xf32> {tf.aliasing_output = 6 : i32}, %arg22: tensor<4x32x32xf32> {tf.aliasing_output = 7 : i32}, %arg23: tensor<32xf32> {tf.aliasing_output = 24 : i32}, %arg24: tensor<16x32xf32> {tf.aliasing_output = 15 : i32}, %arg25: tensor<32x32xf32> {tf.aliasing_output = 14 : i32}, %arg26: tensor<32xf32> {tf.aliasing_output = 25 : i32}, %arg27: tensor<32x32xf32> {tf.aliasing_output = 21 : i32}, %arg28: tensor<4xf32>, %arg29: tensor<4x32xf32> {tf.aliasing_output = 20 : i32}, %arg30: tensor<4x64x32xf32> {tf.aliasing_output = 18 : i32}, %arg31: tensor<4x32x32xf32> {tf.aliasing_output = 19 : i32}, %arg32: tensor<32xf32> {tf.aliasing_output = 26 : i32}, %arg33: tensor<128x32xf32> {tf.aliasing_output = 28 : i32}, %arg34: tensor<32x32xf32> {tf.aliasing_output = 29 : i32}, %arg35: tensor<16x32xf32> {tf.aliasing_output = 30 : i32}, %arg36: tensor<16x32xf32> {tf.aliasing_output = 31 : i32}, %arg37: tensor<32x32xf32> {tf.aliasing_output = 32 : i32}, %arg38: tensor<4x64x32xf32> {tf.aliasing_output = 33 : i32}, %arg39: tensor<4x32x32xf32> {tf.aliasing_output = 34 : i32}, %arg40: tensor<4x32xf32> {tf.aliasing_output = 35 : i32}, %arg41: tensor<32x32xf32> {tf.aliasing_output = 36 : i32}, %arg42: tensor<32x32xf32> {tf.aliasing_output = 37 : i32}, %arg43: tensor<32x32xf32> {tf.aliasing_output = 38 : i32}, %arg44: tensor<32xf32> {tf.aliasing_output = 39 : i32}, %arg45: tensor<32xf32> {tf.aliasing_output = 40 : i32}, %arg46: tensor<32x32xf32> {tf.aliasing_output = 41 : i32}, %arg47: tensor<16x32xf32> {tf.aliasing_output = 42 : i32}, %arg48: tensor<16x32xf32> {tf.aliasing_output = 43 : i32}, %arg49: tensor<32x32xf32> {tf.aliasing_output = 44 : i32}, %arg50: tensor<4x64x32xf32> {tf.aliasing_output = 45 : i32}, %arg51: tensor<4x32x32xf32> {tf.aliasing_output = 46 : i32}, %arg52: tensor<4x32xf32> {tf.aliasing_output = 47 : i32}, %arg53: tensor<32x32xf32> {tf.aliasing_output = 48 : i32}, %arg54: tensor<32x32xf32> {tf.aliasing_output = 49 : i32}, %arg55: tensor<32x32xf32> {tf.aliasing_output = 50 : i32}, %arg56: tensor<32xf32> {tf.aliasing_output = 51 : i32}, %arg57: tensor<32xf32> {tf.aliasing_output = 52 : i32}, %arg58: tensor<32xf32> {tf.aliasing_output = 53 : i32}, %arg59: tensor<128x32xf32> {tf.aliasing_output = 54 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<4x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<4x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<4x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<4x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<4x32xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<4x32xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<4x32x32xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<4x32x32xf32>
    %cst_5 = stablehlo.constant dense<0.899999976> : tensor<4x32x32xf32>
    %cst_6 = stablehlo.constant dense<1.000000e-01> : tensor<4x64x32xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<4x64x32xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<4x64x32xf32>
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
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<16x4xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<32x32xf32>
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
    %cst_34 = stablehlo.constant dense<9.99999968E-21> : tensor<16x1xf32>
    %c_35 = stablehlo.constant dense<4> : tensor<32xi64>
    %c_36 = stablehlo.constant dense<0> : tensor<32xi64>
    %cst_37 = stablehlo.constant dense<0xFF800000> : tensor<16x4xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<16x1xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<16x1xf32>
    %c_40 = stablehlo.constant dense<0> : tensor<16x1xi32>
    %cst_41 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_43 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_44 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_45 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_46 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_47 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_48 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_49 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_50 = stablehlo.constant dense<9.99999974E-6> : tensor<2x8x1xf32>
    %cst_51 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_52 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %c_53 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<16x4xf32>
    %cst_55 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_56 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_57 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_58 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg10, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.power %4, %cst_52 : tensor<2x8x32xf32>
    %7 = stablehlo.reduce(%6 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %8 = stablehlo.multiply %7, %cst_51 : tensor<2x8xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %10 = stablehlo.add %9, %cst_50 : tensor<2x8x1xf32>
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
    %21 = stablehlo.broadcast_in_dim %cst_49, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
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
    %38 = stablehlo.multiply %37, %cst_48 : tensor<2x4x8x8xf32>
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
    %56 = stablehlo.multiply %55, %cst_48 : tensor<2x4x8x8xf32>
    %57 = stablehlo.reshape %56 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %58 = stablehlo.dot_general %39, %57, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %59 = stablehlo.reshape %58 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %60 = stablehlo.convert %arg13 : (tensor<i1>) -> tensor<ui8>
    %61 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %62 = stablehlo.broadcast_in_dim %c_47, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %63 = stablehlo.broadcast_in_dim %c_47, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %64 = stablehlo.compare  LE, %62, %63 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %65 = stablehlo.convert %64 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %66 = stablehlo.and %61, %65 : tensor<1x1x8x8xui8>
    %67 = stablehlo.compare  NE, %66, %c_58 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %68 = stablehlo.convert %67 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %69 = stablehlo.reshape %68 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %70 = stablehlo.broadcast_in_dim %69, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %71 = stablehlo.compare  NE, %arg12, %c_57 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %72 = stablehlo.broadcast_in_dim %c_46, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %73 = stablehlo.compare  LT, %72, %c_45 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %74 = stablehlo.add %72, %c_44 : tensor<2x1x1x8xi64>
    %75 = stablehlo.select %73, %74, %72 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %76 = stablehlo.reshape %75 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %77 = stablehlo.broadcast_in_dim %c_47, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %78 = stablehlo.compare  LT, %77, %c_45 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %79 = stablehlo.add %77, %c_43 : tensor<2x1x1x8xi64>
    %80 = stablehlo.select %78, %79, %77 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %81 = stablehlo.reshape %80 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %82 = stablehlo.concatenate %76, %81, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %83 = "stablehlo.gather"(%71, %82) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %84 = stablehlo.convert %83 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %85 = stablehlo.reshape %84 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %87 = stablehlo.and %70, %86 : tensor<2x1x8x8xui8>
    %88 = stablehlo.compare  NE, %87, %c_56 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %89 = stablehlo.select %88, %cst_42, %cst_41 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %90 = stablehlo.reshape %89 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %92 = stablehlo.add %59, %91 : tensor<2x4x8x8xf32>
    %93 = stablehlo.reduce(%92 init: %cst_55) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %95 = stablehlo.subtract %92, %94 : tensor<2x4x8x8xf32>
    %96 = stablehlo.exponential %95 : tensor<2x4x8x8xf32>
    %97 = stablehlo.reduce(%96 init: %cst_59) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
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
    %115 = stablehlo.power %114, %cst_52 : tensor<2x8x32xf32>
    %116 = stablehlo.reduce(%115 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %117 = stablehlo.multiply %116, %cst_51 : tensor<2x8xf32>
    %118 = stablehlo.reshape %117 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %119 = stablehlo.add %118, %cst_50 : tensor<2x8x1xf32>
    %120 = stablehlo.rsqrt %119 : tensor<2x8x1xf32>
    %121 = stablehlo.reshape %120 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %123 = stablehlo.multiply %114, %122 : tensor<2x8x32xf32>
    %124 = stablehlo.multiply %0, %123 : tensor<2x8x32xf32>
    %125 = stablehlo.reshape %124 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %126 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,4]{0,1}"} : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %127 = stablehlo.dot_general %125, %126, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x4xf32>) -> tensor<16x4xf32>
    %128 = stablehlo.logistic %127 : tensor<16x4xf32>
    %129 = stablehlo.broadcast_in_dim %arg19, dims = [1] : (tensor<4xf32>) -> tensor<16x4xf32>
    %130 = stablehlo.add %128, %129 : tensor<16x4xf32>
    %131 = stablehlo.reshape %130 : (tensor<16x4xf32>) -> tensor<16x1x4xf32>
    %132 = "stablehlo.sort"(%131) <{dimension = 2 : i64, is_stable = false}> ({
    ^bb0(%arg60: tensor<f32>, %arg61: tensor<f32>):
      %896 = stablehlo.compare  GT, %arg60, %arg61,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %896 : tensor<i1>
    }) : (tensor<16x1x4xf32>) -> tensor<16x1x4xf32>
    %133 = stablehlo.slice %132 [0:16, 0:1, 0:2] : (tensor<16x1x4xf32>) -> tensor<16x1x2xf32>
    %134 = stablehlo.reduce(%133 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<16x1x2xf32>, tensor<f32>) -> tensor<16x1xf32>
    %135:2 = "stablehlo.sort"(%134, %c_40) <{dimension = 1 : i64, is_stable = false}> ({
    ^bb0(%arg60: tensor<f32>, %arg61: tensor<f32>, %arg62: tensor<i32>, %arg63: tensor<i32>):
      %896 = stablehlo.compare  GT, %arg60, %arg61,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %896 : tensor<i1>
    }) : (tensor<16x1xf32>, tensor<16x1xi32>) -> (tensor<16x1xf32>, tensor<16x1xi32>)
    %136 = stablehlo.iota dim = 0 : tensor<16xi64>
    %137 = stablehlo.reshape %136 : (tensor<16xi64>) -> tensor<16x1x1xi64>
    %138 = stablehlo.convert %135#1 : (tensor<16x1xi32>) -> tensor<16x1xi64>
    %139 = stablehlo.reshape %138 : (tensor<16x1xi64>) -> tensor<16x1x1xi64>
    %140 = stablehlo.concatenate %137, %139, dim = 2 : (tensor<16x1x1xi64>, tensor<16x1x1xi64>) -> tensor<16x1x2xi64>
    %141 = "stablehlo.scatter"(%cst_39, %140, %cst_38) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg60: tensor<f32>, %arg61: tensor<f32>):
      stablehlo.return %arg61 : tensor<f32>
    }) : (tensor<16x1xf32>, tensor<16x1x2xi64>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x1x4xf32>
    %143 = stablehlo.reshape %142 : (tensor<16x1x4xf32>) -> tensor<16x4xf32>
    %144 = stablehlo.compare  NE, %143, %cst_54 : (tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xi1>
    %145 = stablehlo.select %144, %130, %cst_37 : tensor<16x4xi1>, tensor<16x4xf32>
    %146 = stablehlo.iota dim = 0 : tensor<4xi32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [1] : (tensor<4xi32>) -> tensor<16x4xi32>
    %148:2 = "stablehlo.sort"(%145, %147) <{dimension = 1 : i64, is_stable = false}> ({
    ^bb0(%arg60: tensor<f32>, %arg61: tensor<f32>, %arg62: tensor<i32>, %arg63: tensor<i32>):
      %896 = stablehlo.compare  GT, %arg60, %arg61,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %896 : tensor<i1>
    }) : (tensor<16x4xf32>, tensor<16x4xi32>) -> (tensor<16x4xf32>, tensor<16x4xi32>)
    %149 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %150 = stablehlo.slice %148#1 [0:16, 0:2] : (tensor<16x4xi32>) -> tensor<16x2xi32>
    %151 = stablehlo.convert %150 : (tensor<16x2xi32>) -> tensor<16x2xi64>
    %152 = stablehlo.reshape %151 : (tensor<16x2xi64>) -> tensor<32xi64>
    %153 = stablehlo.compare  LT, %152, %c_36 : (tensor<32xi64>, tensor<32xi64>) -> tensor<32xi1>
    %154 = stablehlo.add %152, %c_35 : tensor<32xi64>
    %155 = stablehlo.select %153, %154, %152 : tensor<32xi1>, tensor<32xi64>
    %156 = stablehlo.reshape %155 : (tensor<32xi64>) -> tensor<32x1xi64>
    %157 = "stablehlo.gather"(%arg22, %156) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<4x32x32xf32>, tensor<32x1xi64>) -> tensor<32x32x32xf32>
    %158 = "stablehlo.gather"(%arg21, %156) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64, 32>}> : (tensor<4x64x32xf32>, tensor<32x1xi64>) -> tensor<32x64x32xf32>
    %159 = stablehlo.broadcast_in_dim %125, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %160 = stablehlo.reshape %159 : (tensor<16x2x32xf32>) -> tensor<32x32x1xf32>
    %161 = stablehlo.dot_general %158, %160, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x32xf32>, tensor<32x32x1xf32>) -> tensor<32x64x1xf32>
    %162 = stablehlo.reshape %161 : (tensor<32x64x1xf32>) -> tensor<32x64xf32>
    %163 = stablehlo.slice %162 [0:32, 0:32] : (tensor<32x64xf32>) -> tensor<32x32xf32>
    %164 = stablehlo.logistic %163 : tensor<32x32xf32>
    %165 = stablehlo.multiply %163, %164 : tensor<32x32xf32>
    %166 = stablehlo.slice %162 [0:32, 32:64] : (tensor<32x64xf32>) -> tensor<32x32xf32>
    %167 = stablehlo.multiply %165, %166 : tensor<32x32xf32>
    %168 = stablehlo.reshape %167 : (tensor<32x32xf32>) -> tensor<32x32x1xf32>
    %169 = stablehlo.dot_general %157, %168, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x32xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %170 = stablehlo.reshape %169 : (tensor<32x32x1xf32>) -> tensor<32x32xf32>
    %171 = stablehlo.iota dim = 0 : tensor<16xui32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0] : (tensor<16xui32>) -> tensor<16x2x1xui32>
    %173 = stablehlo.convert %150 : (tensor<16x2xi32>) -> tensor<16x2xui32>
    %174 = stablehlo.reshape %173 : (tensor<16x2xui32>) -> tensor<16x2x1xui32>
    %175 = stablehlo.concatenate %172, %174, dim = 2 : (tensor<16x2x1xui32>, tensor<16x2x1xui32>) -> tensor<16x2x2xui32>
    %176 = "stablehlo.gather"(%128, %175) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<16x4xf32>, tensor<16x2x2xui32>) -> tensor<16x2xf32>
    %177 = stablehlo.reduce(%176 init: %cst_59) applies stablehlo.add across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %178 = stablehlo.reshape %177 : (tensor<16xf32>) -> tensor<16x1xf32>
    %179 = stablehlo.add %178, %cst_34 : tensor<16x1xf32>
    %180 = stablehlo.reshape %179 : (tensor<16x1xf32>) -> tensor<16xf32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %182 = stablehlo.divide %176, %181 : tensor<16x2xf32>
    %183 = stablehlo.reshape %182 : (tensor<16x2xf32>) -> tensor<32xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0] : (tensor<32xf32>) -> tensor<32x32xf32>
    %185 = stablehlo.multiply %170, %184 : tensor<32x32xf32>
    %186 = stablehlo.reshape %185 : (tensor<32x32xf32>) -> tensor<16x2x32xf32>
    %187 = stablehlo.reduce(%186 init: %cst_59) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %188 = stablehlo.reshape %187 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %189 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %190 = stablehlo.dot_general %125, %189, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %191 = stablehlo.reshape %190 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %192 = stablehlo.logistic %191 : tensor<2x8x32xf32>
    %193 = stablehlo.multiply %191, %192 : tensor<2x8x32xf32>
    %194 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %195 = stablehlo.dot_general %125, %194, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %196 = stablehlo.reshape %195 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %197 = stablehlo.multiply %193, %196 : tensor<2x8x32xf32>
    %198 = stablehlo.reshape %197 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %199 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %200 = stablehlo.dot_general %198, %199, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %201 = stablehlo.reshape %200 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %202 = stablehlo.add %188, %201 : tensor<2x8x32xf32>
    %203 = stablehlo.add %114, %202 : tensor<2x8x32xf32>
    %204 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %205 = stablehlo.power %203, %cst_52 : tensor<2x8x32xf32>
    %206 = stablehlo.reduce(%205 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %207 = stablehlo.multiply %206, %cst_51 : tensor<2x8xf32>
    %208 = stablehlo.reshape %207 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %209 = stablehlo.add %208, %cst_50 : tensor<2x8x1xf32>
    %210 = stablehlo.rsqrt %209 : tensor<2x8x1xf32>
    %211 = stablehlo.reshape %210 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %213 = stablehlo.multiply %203, %212 : tensor<2x8x32xf32>
    %214 = stablehlo.multiply %204, %213 : tensor<2x8x32xf32>
    %215 = stablehlo.reshape %214 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %216 = stablehlo.transpose %arg25, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %217 = stablehlo.dot_general %215, %216, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %218 = stablehlo.reshape %217 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %219 = stablehlo.transpose %218, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %220 = stablehlo.multiply %219, %27 : tensor<2x4x8x8xf32>
    %221 = stablehlo.slice %219 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %222 = stablehlo.negate %221 : tensor<2x4x8x4xf32>
    %223 = stablehlo.slice %219 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %224 = stablehlo.concatenate %222, %223, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %225 = stablehlo.multiply %224, %35 : tensor<2x4x8x8xf32>
    %226 = stablehlo.add %220, %225 : tensor<2x4x8x8xf32>
    %227 = stablehlo.multiply %226, %cst_48 : tensor<2x4x8x8xf32>
    %228 = stablehlo.reshape %227 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %229 = stablehlo.transpose %arg24, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %230 = stablehlo.dot_general %215, %229, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %231 = stablehlo.reshape %230 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %232 = stablehlo.transpose %231, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %233 = stablehlo.multiply %232, %44 : tensor<2x2x8x8xf32>
    %234 = stablehlo.slice %232 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %235 = stablehlo.negate %234 : tensor<2x2x8x4xf32>
    %236 = stablehlo.slice %232 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %237 = stablehlo.concatenate %235, %236, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %238 = stablehlo.multiply %237, %50 : tensor<2x2x8x8xf32>
    %239 = stablehlo.add %233, %238 : tensor<2x2x8x8xf32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %241 = stablehlo.reshape %240 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %242 = stablehlo.transpose %241, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %243 = stablehlo.multiply %242, %cst_48 : tensor<2x4x8x8xf32>
    %244 = stablehlo.reshape %243 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %245 = stablehlo.dot_general %228, %244, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %246 = stablehlo.reshape %245 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %247 = stablehlo.add %246, %91 : tensor<2x4x8x8xf32>
    %248 = stablehlo.reduce(%247 init: %cst_55) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %250 = stablehlo.subtract %247, %249 : tensor<2x4x8x8xf32>
    %251 = stablehlo.exponential %250 : tensor<2x4x8x8xf32>
    %252 = stablehlo.reduce(%251 init: %cst_59) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %253 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %254 = stablehlo.divide %251, %253 : tensor<2x4x8x8xf32>
    %255 = stablehlo.reshape %254 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %256 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %257 = stablehlo.dot_general %215, %256, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %258 = stablehlo.reshape %257 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %259 = stablehlo.transpose %258, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %261 = stablehlo.reshape %260 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %262 = stablehlo.dot_general %255, %261, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %263 = stablehlo.reshape %262 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %264 = stablehlo.transpose %263, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %265 = stablehlo.reshape %264 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %266 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %267 = stablehlo.dot_general %265, %266, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %268 = stablehlo.reshape %267 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %269 = stablehlo.add %203, %268 : tensor<2x8x32xf32>
    %270 = stablehlo.power %269, %cst_52 : tensor<2x8x32xf32>
    %271 = stablehlo.reduce(%270 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %272 = stablehlo.multiply %271, %cst_51 : tensor<2x8xf32>
    %273 = stablehlo.reshape %272 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %274 = stablehlo.add %273, %cst_50 : tensor<2x8x1xf32>
    %275 = stablehlo.rsqrt %274 : tensor<2x8x1xf32>
    %276 = stablehlo.reshape %275 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %278 = stablehlo.multiply %269, %277 : tensor<2x8x32xf32>
    %279 = stablehlo.multiply %149, %278 : tensor<2x8x32xf32>
    %280 = stablehlo.reshape %279 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %281 = stablehlo.transpose %arg29, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,4]{0,1}"} : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %282 = stablehlo.dot_general %280, %281, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x4xf32>) -> tensor<16x4xf32>
    %283 = stablehlo.logistic %282 : tensor<16x4xf32>
    %284 = stablehlo.broadcast_in_dim %arg28, dims = [1] : (tensor<4xf32>) -> tensor<16x4xf32>
    %285 = stablehlo.add %283, %284 : tensor<16x4xf32>
    %286 = stablehlo.reshape %285 : (tensor<16x4xf32>) -> tensor<16x1x4xf32>
    %287 = "stablehlo.sort"(%286) <{dimension = 2 : i64, is_stable = false}> ({
    ^bb0(%arg60: tensor<f32>, %arg61: tensor<f32>):
      %896 = stablehlo.compare  GT, %arg60, %arg61,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %896 : tensor<i1>
    }) : (tensor<16x1x4xf32>) -> tensor<16x1x4xf32>
    %288 = stablehlo.slice %287 [0:16, 0:1, 0:2] : (tensor<16x1x4xf32>) -> tensor<16x1x2xf32>
    %289 = stablehlo.reduce(%288 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<16x1x2xf32>, tensor<f32>) -> tensor<16x1xf32>
    %290:2 = "stablehlo.sort"(%289, %c_40) <{dimension = 1 : i64, is_stable = false}> ({
    ^bb0(%arg60: tensor<f32>, %arg61: tensor<f32>, %arg62: tensor<i32>, %arg63: tensor<i32>):
      %896 = stablehlo.compare  GT, %arg60, %arg61,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %896 : tensor<i1>
    }) : (tensor<16x1xf32>, tensor<16x1xi32>) -> (tensor<16x1xf32>, tensor<16x1xi32>)
    %291 = stablehlo.convert %290#1 : (tensor<16x1xi32>) -> tensor<16x1xi64>
    %292 = stablehlo.reshape %291 : (tensor<16x1xi64>) -> tensor<16x1x1xi64>
    %293 = stablehlo.concatenate %137, %292, dim = 2 : (tensor<16x1x1xi64>, tensor<16x1x1xi64>) -> tensor<16x1x2xi64>
    %294 = "stablehlo.scatter"(%cst_39, %293, %cst_38) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg60: tensor<f32>, %arg61: tensor<f32>):
      stablehlo.return %arg61 : tensor<f32>
    }) : (tensor<16x1xf32>, tensor<16x1x2xi64>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %295 = stablehlo.broadcast_in_dim %294, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x1x4xf32>
    %296 = stablehlo.reshape %295 : (tensor<16x1x4xf32>) -> tensor<16x4xf32>
    %297 = stablehlo.compare  NE, %296, %cst_54 : (tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xi1>
    %298 = stablehlo.select %297, %285, %cst_37 : tensor<16x4xi1>, tensor<16x4xf32>
    %299:2 = "stablehlo.sort"(%298, %147) <{dimension = 1 : i64, is_stable = false}> ({
    ^bb0(%arg60: tensor<f32>, %arg61: tensor<f32>, %arg62: tensor<i32>, %arg63: tensor<i32>):
      %896 = stablehlo.compare  GT, %arg60, %arg61,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %896 : tensor<i1>
    }) : (tensor<16x4xf32>, tensor<16x4xi32>) -> (tensor<16x4xf32>, tensor<16x4xi32>)
    %300 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %301 = stablehlo.slice %299#1 [0:16, 0:2] : (tensor<16x4xi32>) -> tensor<16x2xi32>
    %302 = stablehlo.convert %301 : (tensor<16x2xi32>) -> tensor<16x2xi64>
    %303 = stablehlo.reshape %302 : (tensor<16x2xi64>) -> tensor<32xi64>
    %304 = stablehlo.compare  LT, %303, %c_36 : (tensor<32xi64>, tensor<32xi64>) -> tensor<32xi1>
    %305 = stablehlo.add %303, %c_35 : tensor<32xi64>
    %306 = stablehlo.select %304, %305, %303 : tensor<32xi1>, tensor<32xi64>
    %307 = stablehlo.reshape %306 : (tensor<32xi64>) -> tensor<32x1xi64>
    %308 = "stablehlo.gather"(%arg31, %307) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<4x32x32xf32>, tensor<32x1xi64>) -> tensor<32x32x32xf32>
    %309 = "stablehlo.gather"(%arg30, %307) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64, 32>}> : (tensor<4x64x32xf32>, tensor<32x1xi64>) -> tensor<32x64x32xf32>
    %310 = stablehlo.broadcast_in_dim %280, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %311 = stablehlo.reshape %310 : (tensor<16x2x32xf32>) -> tensor<32x32x1xf32>
    %312 = stablehlo.dot_general %309, %311, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x32xf32>, tensor<32x32x1xf32>) -> tensor<32x64x1xf32>
    %313 = stablehlo.reshape %312 : (tensor<32x64x1xf32>) -> tensor<32x64xf32>
    %314 = stablehlo.slice %313 [0:32, 0:32] : (tensor<32x64xf32>) -> tensor<32x32xf32>
    %315 = stablehlo.logistic %314 : tensor<32x32xf32>
    %316 = stablehlo.multiply %314, %315 : tensor<32x32xf32>
    %317 = stablehlo.slice %313 [0:32, 32:64] : (tensor<32x64xf32>) -> tensor<32x32xf32>
    %318 = stablehlo.multiply %316, %317 : tensor<32x32xf32>
    %319 = stablehlo.reshape %318 : (tensor<32x32xf32>) -> tensor<32x32x1xf32>
    %320 = stablehlo.dot_general %308, %319, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x32xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %321 = stablehlo.reshape %320 : (tensor<32x32x1xf32>) -> tensor<32x32xf32>
    %322 = stablehlo.convert %301 : (tensor<16x2xi32>) -> tensor<16x2xui32>
    %323 = stablehlo.reshape %322 : (tensor<16x2xui32>) -> tensor<16x2x1xui32>
    %324 = stablehlo.concatenate %172, %323, dim = 2 : (tensor<16x2x1xui32>, tensor<16x2x1xui32>) -> tensor<16x2x2xui32>
    %325 = "stablehlo.gather"(%283, %324) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<16x4xf32>, tensor<16x2x2xui32>) -> tensor<16x2xf32>
    %326 = stablehlo.reduce(%325 init: %cst_59) applies stablehlo.add across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %327 = stablehlo.reshape %326 : (tensor<16xf32>) -> tensor<16x1xf32>
    %328 = stablehlo.add %327, %cst_34 : tensor<16x1xf32>
    %329 = stablehlo.reshape %328 : (tensor<16x1xf32>) -> tensor<16xf32>
    %330 = stablehlo.broadcast_in_dim %329, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %331 = stablehlo.divide %325, %330 : tensor<16x2xf32>
    %332 = stablehlo.reshape %331 : (tensor<16x2xf32>) -> tensor<32xf32>
    %333 = stablehlo.broadcast_in_dim %332, dims = [0] : (tensor<32xf32>) -> tensor<32x32xf32>
    %334 = stablehlo.multiply %321, %333 : tensor<32x32xf32>
    %335 = stablehlo.reshape %334 : (tensor<32x32xf32>) -> tensor<16x2x32xf32>
    %336 = stablehlo.reduce(%335 init: %cst_59) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %337 = stablehlo.reshape %336 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %338 = stablehlo.transpose %arg27, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %339 = stablehlo.dot_general %280, %338, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %340 = stablehlo.reshape %339 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %341 = stablehlo.logistic %340 : tensor<2x8x32xf32>
    %342 = stablehlo.multiply %340, %341 : tensor<2x8x32xf32>
    %343 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %344 = stablehlo.dot_general %280, %343, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %345 = stablehlo.reshape %344 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %346 = stablehlo.multiply %342, %345 : tensor<2x8x32xf32>
    %347 = stablehlo.reshape %346 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %348 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %349 = stablehlo.dot_general %347, %348, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %350 = stablehlo.reshape %349 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %351 = stablehlo.add %337, %350 : tensor<2x8x32xf32>
    %352 = stablehlo.add %269, %351 : tensor<2x8x32xf32>
    %353 = stablehlo.power %352, %cst_52 : tensor<2x8x32xf32>
    %354 = stablehlo.reduce(%353 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %355 = stablehlo.multiply %354, %cst_51 : tensor<2x8xf32>
    %356 = stablehlo.reshape %355 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %357 = stablehlo.add %356, %cst_50 : tensor<2x8x1xf32>
    %358 = stablehlo.rsqrt %357 : tensor<2x8x1xf32>
    %359 = stablehlo.reshape %358 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %360 = stablehlo.broadcast_in_dim %359, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %361 = stablehlo.multiply %352, %360 : tensor<2x8x32xf32>
    %362 = stablehlo.multiply %300, %361 : tensor<2x8x32xf32>
    %363 = stablehlo.reshape %362 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %364 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %365 = stablehlo.dot_general %363, %364, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %366 = stablehlo.reshape %365 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %367 = stablehlo.slice %366 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %368 = stablehlo.reduce(%367 init: %cst_55) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %369 = stablehlo.broadcast_in_dim %368, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %370 = stablehlo.subtract %367, %369 : tensor<2x7x128xf32>
    %371 = stablehlo.exponential %370 : tensor<2x7x128xf32>
    %372 = stablehlo.reduce(%371 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %373 = stablehlo.log %372 : tensor<2x7xf32>
    %374 = stablehlo.broadcast_in_dim %373, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %375 = stablehlo.subtract %370, %374 : tensor<2x7x128xf32>
    %376 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %377 = stablehlo.broadcast_in_dim %376, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %378 = stablehlo.broadcast_in_dim %c_53, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %379 = stablehlo.compare  EQ, %377, %378 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %380 = stablehlo.convert %379 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %381 = stablehlo.convert %380 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %382 = stablehlo.multiply %375, %381 : tensor<2x7x128xf32>
    %383 = stablehlo.reduce(%382 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %384 = stablehlo.reduce(%383 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %385 = stablehlo.multiply %384, %cst_33 : tensor<f32>
    %386 = stablehlo.negate %385 : tensor<f32>
    %387 = stablehlo.multiply %arg33, %cst_32 : tensor<128x32xf32>
    %388 = stablehlo.compare  LT, %arg0, %c_57 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %389 = stablehlo.add %arg0, %c_30 : tensor<2x8xi64>
    %390 = stablehlo.select %388, %389, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %391 = stablehlo.reshape %390 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %392 = stablehlo.compare  EQ, %arg0, %c_29 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %393 = stablehlo.broadcast_in_dim %392, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %394 = stablehlo.multiply %381, %cst_26 : tensor<2x7x128xf32>
    %395 = stablehlo.exponential %375 : tensor<2x7x128xf32>
    %396 = stablehlo.reduce(%394 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %397 = stablehlo.broadcast_in_dim %396, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %398 = stablehlo.multiply %395, %397 : tensor<2x7x128xf32>
    %399 = stablehlo.subtract %394, %398 : tensor<2x7x128xf32>
    %400 = stablehlo.pad %399, %cst_59, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %401 = stablehlo.select %c_27, %400, %cst_25 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %402 = stablehlo.reshape %401 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %403 = stablehlo.dot_general %402, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %404 = stablehlo.reshape %403 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %405 = stablehlo.multiply %404, %300 : tensor<2x8x32xf32>
    %406 = stablehlo.multiply %405, %360 : tensor<2x8x32xf32>
    %407 = stablehlo.multiply %405, %352 : tensor<2x8x32xf32>
    %408 = stablehlo.reduce(%407 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %409 = stablehlo.reshape %408 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %410 = stablehlo.multiply %409, %cst_24 : tensor<2x8x1xf32>
    %411 = stablehlo.power %358, %cst_23 : tensor<2x8x1xf32>
    %412 = stablehlo.multiply %410, %411 : tensor<2x8x1xf32>
    %413 = stablehlo.reshape %412 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %414 = stablehlo.broadcast_in_dim %413, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %415 = stablehlo.divide %414, %cst_22 : tensor<2x8x32xf32>
    %416 = stablehlo.power %352, %cst_21 : tensor<2x8x32xf32>
    %417 = stablehlo.multiply %416, %cst_52 : tensor<2x8x32xf32>
    %418 = stablehlo.multiply %415, %417 : tensor<2x8x32xf32>
    %419 = stablehlo.add %406, %418 : tensor<2x8x32xf32>
    %420 = stablehlo.reshape %419 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %421 = stablehlo.dot_general %420, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %422 = stablehlo.reshape %421 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %423 = stablehlo.multiply %422, %342 : tensor<2x8x32xf32>
    %424 = stablehlo.reshape %423 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %425 = stablehlo.dot_general %424, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %426 = stablehlo.reshape %425 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %427 = stablehlo.multiply %422, %345 : tensor<2x8x32xf32>
    %428 = stablehlo.subtract %cst_21, %341 : tensor<2x8x32xf32>
    %429 = stablehlo.multiply %340, %428 : tensor<2x8x32xf32>
    %430 = stablehlo.add %429, %cst_21 : tensor<2x8x32xf32>
    %431 = stablehlo.multiply %341, %430 : tensor<2x8x32xf32>
    %432 = stablehlo.multiply %427, %431 : tensor<2x8x32xf32>
    %433 = stablehlo.reshape %432 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %434 = stablehlo.dot_general %433, %arg27, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %435 = stablehlo.reshape %434 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %436 = stablehlo.add %426, %435 : tensor<2x8x32xf32>
    %437 = stablehlo.transpose %309, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,32,64]{1,2,0}"} : (tensor<32x64x32xf32>) -> tensor<32x32x64xf32>
    %438 = stablehlo.transpose %308, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,32,32]{1,2,0}"} : (tensor<32x32x32xf32>) -> tensor<32x32x32xf32>
    %439 = stablehlo.broadcast_in_dim %420, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %440 = stablehlo.reshape %439 : (tensor<16x2x32xf32>) -> tensor<32x32xf32>
    %441 = stablehlo.multiply %440, %333 : tensor<32x32xf32>
    %442 = stablehlo.reshape %441 : (tensor<32x32xf32>) -> tensor<32x32x1xf32>
    %443 = stablehlo.dot_general %438, %442, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x32xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %444 = stablehlo.reshape %443 : (tensor<32x32x1xf32>) -> tensor<32x32xf32>
    %445 = stablehlo.multiply %444, %317 : tensor<32x32xf32>
    %446 = stablehlo.subtract %cst_20, %315 : tensor<32x32xf32>
    %447 = stablehlo.multiply %314, %446 : tensor<32x32xf32>
    %448 = stablehlo.add %447, %cst_20 : tensor<32x32xf32>
    %449 = stablehlo.multiply %315, %448 : tensor<32x32xf32>
    %450 = stablehlo.multiply %445, %449 : tensor<32x32xf32>
    %451 = stablehlo.multiply %444, %316 : tensor<32x32xf32>
    %452 = stablehlo.concatenate %450, %451, dim = 1 : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x64xf32>
    %453 = stablehlo.reshape %452 : (tensor<32x64xf32>) -> tensor<32x64x1xf32>
    %454 = stablehlo.dot_general %437, %453, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x64xf32>, tensor<32x64x1xf32>) -> tensor<32x32x1xf32>
    %455 = stablehlo.reshape %454 : (tensor<32x32x1xf32>) -> tensor<16x2x32xf32>
    %456 = stablehlo.reduce(%455 init: %cst_59) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %457 = stablehlo.reshape %456 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %458 = stablehlo.add %436, %457 : tensor<2x8x32xf32>
    %459 = stablehlo.broadcast_in_dim %136, dims = [0] : (tensor<16xi64>) -> tensor<16x2x1xi64>
    %460 = stablehlo.reshape %302 : (tensor<16x2xi64>) -> tensor<16x2x1xi64>
    %461 = stablehlo.concatenate %459, %460, dim = 2 : (tensor<16x2x1xi64>, tensor<16x2x1xi64>) -> tensor<16x2x2xi64>
    %462 = stablehlo.multiply %440, %321 : tensor<32x32xf32>
    %463 = stablehlo.reduce(%462 init: %cst_59) applies stablehlo.add across dimensions = [1] : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %464 = stablehlo.reshape %463 : (tensor<32xf32>) -> tensor<16x2xf32>
    %465 = stablehlo.divide %464, %330 : tensor<16x2xf32>
    %466 = stablehlo.negate %464 : tensor<16x2xf32>
    %467 = stablehlo.divide %331, %330 : tensor<16x2xf32>
    %468 = stablehlo.multiply %466, %467 : tensor<16x2xf32>
    %469 = stablehlo.reduce(%468 init: %cst_59) applies stablehlo.add across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %470 = stablehlo.broadcast_in_dim %469, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %471 = stablehlo.add %465, %470 : tensor<16x2xf32>
    %472 = "stablehlo.scatter"(%cst_54, %461, %471) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg60: tensor<f32>, %arg61: tensor<f32>):
      %896 = stablehlo.add %arg60, %arg61 : tensor<f32>
      stablehlo.return %896 : tensor<f32>
    }) : (tensor<16x4xf32>, tensor<16x2x2xi64>, tensor<16x2xf32>) -> tensor<16x4xf32>
    %473 = stablehlo.subtract %cst_19, %283 : tensor<16x4xf32>
    %474 = stablehlo.multiply %283, %473 : tensor<16x4xf32>
    %475 = stablehlo.multiply %472, %474 : tensor<16x4xf32>
    %476 = stablehlo.dot_general %475, %arg29, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4xf32>, tensor<4x32xf32>) -> tensor<16x32xf32>
    %477 = stablehlo.reshape %476 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %478 = stablehlo.add %458, %477 : tensor<2x8x32xf32>
    %479 = stablehlo.multiply %478, %149 : tensor<2x8x32xf32>
    %480 = stablehlo.multiply %479, %277 : tensor<2x8x32xf32>
    %481 = stablehlo.add %419, %480 : tensor<2x8x32xf32>
    %482 = stablehlo.multiply %479, %269 : tensor<2x8x32xf32>
    %483 = stablehlo.reduce(%482 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %484 = stablehlo.reshape %483 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %485 = stablehlo.multiply %484, %cst_24 : tensor<2x8x1xf32>
    %486 = stablehlo.power %275, %cst_23 : tensor<2x8x1xf32>
    %487 = stablehlo.multiply %485, %486 : tensor<2x8x1xf32>
    %488 = stablehlo.reshape %487 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %489 = stablehlo.broadcast_in_dim %488, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %490 = stablehlo.divide %489, %cst_22 : tensor<2x8x32xf32>
    %491 = stablehlo.power %269, %cst_21 : tensor<2x8x32xf32>
    %492 = stablehlo.multiply %491, %cst_52 : tensor<2x8x32xf32>
    %493 = stablehlo.multiply %490, %492 : tensor<2x8x32xf32>
    %494 = stablehlo.add %481, %493 : tensor<2x8x32xf32>
    %495 = stablehlo.transpose %255, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %496 = stablehlo.reshape %494 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %497 = stablehlo.dot_general %496, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %498 = stablehlo.reshape %497 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %499 = stablehlo.transpose %498, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %500 = stablehlo.reshape %499 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %501 = stablehlo.dot_general %495, %500, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %502 = stablehlo.reshape %501 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %503 = stablehlo.reduce(%502 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %504 = stablehlo.transpose %503, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %505 = stablehlo.reshape %504 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %506 = stablehlo.dot_general %505, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %507 = stablehlo.reshape %506 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %508 = stablehlo.transpose %228, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %509 = stablehlo.transpose %261, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %510 = stablehlo.dot_general %500, %509, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %511 = stablehlo.reshape %510 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %512 = stablehlo.multiply %511, %254 : tensor<2x4x8x8xf32>
    %513 = stablehlo.reduce(%512 init: %cst_59) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %514 = stablehlo.broadcast_in_dim %513, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %515 = stablehlo.multiply %254, %514 : tensor<2x4x8x8xf32>
    %516 = stablehlo.subtract %512, %515 : tensor<2x4x8x8xf32>
    %517 = stablehlo.reshape %516 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %518 = stablehlo.dot_general %508, %517, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %519 = stablehlo.reshape %518 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %520 = stablehlo.multiply %519, %cst_48 : tensor<2x4x8x8xf32>
    %521 = stablehlo.transpose %520, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %522 = stablehlo.reshape %521 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %523 = stablehlo.reduce(%522 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %524 = stablehlo.multiply %523, %50 : tensor<2x2x8x8xf32>
    %525 = stablehlo.slice %524 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %526 = stablehlo.negate %525 : tensor<2x2x8x4xf32>
    %527 = stablehlo.pad %526, %cst_59, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %528 = stablehlo.select %c_18, %527, %cst_17 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %529 = stablehlo.slice %524 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %530 = stablehlo.pad %529, %cst_59, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %531 = stablehlo.select %c_16, %530, %cst_17 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %532 = stablehlo.add %528, %531 : tensor<2x2x8x8xf32>
    %533 = stablehlo.multiply %523, %44 : tensor<2x2x8x8xf32>
    %534 = stablehlo.add %532, %533 : tensor<2x2x8x8xf32>
    %535 = stablehlo.transpose %534, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %536 = stablehlo.reshape %535 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %537 = stablehlo.dot_general %536, %arg24, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %538 = stablehlo.reshape %537 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %539 = stablehlo.add %507, %538 : tensor<2x8x32xf32>
    %540 = stablehlo.transpose %244, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %541 = stablehlo.dot_general %517, %540, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %542 = stablehlo.reshape %541 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %543 = stablehlo.multiply %542, %cst_48 : tensor<2x4x8x8xf32>
    %544 = stablehlo.multiply %543, %35 : tensor<2x4x8x8xf32>
    %545 = stablehlo.slice %544 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %546 = stablehlo.negate %545 : tensor<2x4x8x4xf32>
    %547 = stablehlo.pad %546, %cst_59, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %548 = stablehlo.select %c_15, %547, %cst_14 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %549 = stablehlo.slice %544 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %550 = stablehlo.pad %549, %cst_59, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %551 = stablehlo.select %c, %550, %cst_14 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %552 = stablehlo.add %548, %551 : tensor<2x4x8x8xf32>
    %553 = stablehlo.multiply %543, %27 : tensor<2x4x8x8xf32>
    %554 = stablehlo.add %552, %553 : tensor<2x4x8x8xf32>
    %555 = stablehlo.transpose %554, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %556 = stablehlo.reshape %555 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %557 = stablehlo.dot_general %556, %arg25, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %558 = stablehlo.reshape %557 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %559 = stablehlo.add %539, %558 : tensor<2x8x32xf32>
    %560 = stablehlo.multiply %559, %204 : tensor<2x8x32xf32>
    %561 = stablehlo.multiply %560, %212 : tensor<2x8x32xf32>
    %562 = stablehlo.add %494, %561 : tensor<2x8x32xf32>
    %563 = stablehlo.multiply %560, %203 : tensor<2x8x32xf32>
    %564 = stablehlo.reduce(%563 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %565 = stablehlo.reshape %564 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %566 = stablehlo.multiply %565, %cst_24 : tensor<2x8x1xf32>
    %567 = stablehlo.power %210, %cst_23 : tensor<2x8x1xf32>
    %568 = stablehlo.multiply %566, %567 : tensor<2x8x1xf32>
    %569 = stablehlo.reshape %568 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %570 = stablehlo.broadcast_in_dim %569, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %571 = stablehlo.divide %570, %cst_22 : tensor<2x8x32xf32>
    %572 = stablehlo.power %203, %cst_21 : tensor<2x8x32xf32>
    %573 = stablehlo.multiply %572, %cst_52 : tensor<2x8x32xf32>
    %574 = stablehlo.multiply %571, %573 : tensor<2x8x32xf32>
    %575 = stablehlo.add %562, %574 : tensor<2x8x32xf32>
    %576 = stablehlo.reshape %575 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %577 = stablehlo.dot_general %576, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %578 = stablehlo.reshape %577 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %579 = stablehlo.multiply %578, %193 : tensor<2x8x32xf32>
    %580 = stablehlo.reshape %579 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %581 = stablehlo.dot_general %580, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %582 = stablehlo.reshape %581 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %583 = stablehlo.multiply %578, %196 : tensor<2x8x32xf32>
    %584 = stablehlo.subtract %cst_21, %192 : tensor<2x8x32xf32>
    %585 = stablehlo.multiply %191, %584 : tensor<2x8x32xf32>
    %586 = stablehlo.add %585, %cst_21 : tensor<2x8x32xf32>
    %587 = stablehlo.multiply %192, %586 : tensor<2x8x32xf32>
    %588 = stablehlo.multiply %583, %587 : tensor<2x8x32xf32>
    %589 = stablehlo.reshape %588 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %590 = stablehlo.dot_general %589, %arg18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %591 = stablehlo.reshape %590 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %592 = stablehlo.add %582, %591 : tensor<2x8x32xf32>
    %593 = stablehlo.transpose %158, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,32,64]{1,2,0}"} : (tensor<32x64x32xf32>) -> tensor<32x32x64xf32>
    %594 = stablehlo.transpose %157, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,32,32]{1,2,0}"} : (tensor<32x32x32xf32>) -> tensor<32x32x32xf32>
    %595 = stablehlo.broadcast_in_dim %576, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %596 = stablehlo.reshape %595 : (tensor<16x2x32xf32>) -> tensor<32x32xf32>
    %597 = stablehlo.multiply %596, %184 : tensor<32x32xf32>
    %598 = stablehlo.reshape %597 : (tensor<32x32xf32>) -> tensor<32x32x1xf32>
    %599 = stablehlo.dot_general %594, %598, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x32xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %600 = stablehlo.reshape %599 : (tensor<32x32x1xf32>) -> tensor<32x32xf32>
    %601 = stablehlo.multiply %600, %166 : tensor<32x32xf32>
    %602 = stablehlo.subtract %cst_20, %164 : tensor<32x32xf32>
    %603 = stablehlo.multiply %163, %602 : tensor<32x32xf32>
    %604 = stablehlo.add %603, %cst_20 : tensor<32x32xf32>
    %605 = stablehlo.multiply %164, %604 : tensor<32x32xf32>
    %606 = stablehlo.multiply %601, %605 : tensor<32x32xf32>
    %607 = stablehlo.multiply %600, %165 : tensor<32x32xf32>
    %608 = stablehlo.concatenate %606, %607, dim = 1 : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x64xf32>
    %609 = stablehlo.reshape %608 : (tensor<32x64xf32>) -> tensor<32x64x1xf32>
    %610 = stablehlo.dot_general %593, %609, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x64xf32>, tensor<32x64x1xf32>) -> tensor<32x32x1xf32>
    %611 = stablehlo.reshape %610 : (tensor<32x32x1xf32>) -> tensor<16x2x32xf32>
    %612 = stablehlo.reduce(%611 init: %cst_59) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %613 = stablehlo.reshape %612 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %614 = stablehlo.add %592, %613 : tensor<2x8x32xf32>
    %615 = stablehlo.reshape %151 : (tensor<16x2xi64>) -> tensor<16x2x1xi64>
    %616 = stablehlo.concatenate %459, %615, dim = 2 : (tensor<16x2x1xi64>, tensor<16x2x1xi64>) -> tensor<16x2x2xi64>
    %617 = stablehlo.multiply %596, %170 : tensor<32x32xf32>
    %618 = stablehlo.reduce(%617 init: %cst_59) applies stablehlo.add across dimensions = [1] : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %619 = stablehlo.reshape %618 : (tensor<32xf32>) -> tensor<16x2xf32>
    %620 = stablehlo.divide %619, %181 : tensor<16x2xf32>
    %621 = stablehlo.negate %619 : tensor<16x2xf32>
    %622 = stablehlo.divide %182, %181 : tensor<16x2xf32>
    %623 = stablehlo.multiply %621, %622 : tensor<16x2xf32>
    %624 = stablehlo.reduce(%623 init: %cst_59) applies stablehlo.add across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %625 = stablehlo.broadcast_in_dim %624, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %626 = stablehlo.add %620, %625 : tensor<16x2xf32>
    %627 = "stablehlo.scatter"(%cst_54, %616, %626) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg60: tensor<f32>, %arg61: tensor<f32>):
      %896 = stablehlo.add %arg60, %arg61 : tensor<f32>
      stablehlo.return %896 : tensor<f32>
    }) : (tensor<16x4xf32>, tensor<16x2x2xi64>, tensor<16x2xf32>) -> tensor<16x4xf32>
    %628 = stablehlo.subtract %cst_19, %128 : tensor<16x4xf32>
    %629 = stablehlo.multiply %128, %628 : tensor<16x4xf32>
    %630 = stablehlo.multiply %627, %629 : tensor<16x4xf32>
    %631 = stablehlo.dot_general %630, %arg20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4xf32>, tensor<4x32xf32>) -> tensor<16x32xf32>
    %632 = stablehlo.reshape %631 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %633 = stablehlo.add %614, %632 : tensor<2x8x32xf32>
    %634 = stablehlo.multiply %633, %0 : tensor<2x8x32xf32>
    %635 = stablehlo.multiply %634, %122 : tensor<2x8x32xf32>
    %636 = stablehlo.add %575, %635 : tensor<2x8x32xf32>
    %637 = stablehlo.multiply %634, %114 : tensor<2x8x32xf32>
    %638 = stablehlo.reduce(%637 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %639 = stablehlo.reshape %638 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %640 = stablehlo.multiply %639, %cst_24 : tensor<2x8x1xf32>
    %641 = stablehlo.power %120, %cst_23 : tensor<2x8x1xf32>
    %642 = stablehlo.multiply %640, %641 : tensor<2x8x1xf32>
    %643 = stablehlo.reshape %642 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %644 = stablehlo.broadcast_in_dim %643, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %645 = stablehlo.divide %644, %cst_22 : tensor<2x8x32xf32>
    %646 = stablehlo.power %114, %cst_21 : tensor<2x8x32xf32>
    %647 = stablehlo.multiply %646, %cst_52 : tensor<2x8x32xf32>
    %648 = stablehlo.multiply %645, %647 : tensor<2x8x32xf32>
    %649 = stablehlo.add %636, %648 : tensor<2x8x32xf32>
    %650 = stablehlo.transpose %100, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %651 = stablehlo.reshape %649 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %652 = stablehlo.dot_general %651, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %653 = stablehlo.reshape %652 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %654 = stablehlo.transpose %653, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %655 = stablehlo.reshape %654 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %656 = stablehlo.dot_general %650, %655, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %657 = stablehlo.reshape %656 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %658 = stablehlo.reduce(%657 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %659 = stablehlo.transpose %658, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %660 = stablehlo.reshape %659 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %661 = stablehlo.dot_general %660, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %662 = stablehlo.reshape %661 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %663 = stablehlo.transpose %39, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %664 = stablehlo.transpose %106, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %665 = stablehlo.dot_general %655, %664, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %666 = stablehlo.reshape %665 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %667 = stablehlo.multiply %666, %99 : tensor<2x4x8x8xf32>
    %668 = stablehlo.reduce(%667 init: %cst_59) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %669 = stablehlo.broadcast_in_dim %668, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %670 = stablehlo.multiply %99, %669 : tensor<2x4x8x8xf32>
    %671 = stablehlo.subtract %667, %670 : tensor<2x4x8x8xf32>
    %672 = stablehlo.reshape %671 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %673 = stablehlo.dot_general %663, %672, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %674 = stablehlo.reshape %673 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %675 = stablehlo.multiply %674, %cst_48 : tensor<2x4x8x8xf32>
    %676 = stablehlo.transpose %675, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %677 = stablehlo.reshape %676 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %678 = stablehlo.reduce(%677 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %679 = stablehlo.multiply %678, %50 : tensor<2x2x8x8xf32>
    %680 = stablehlo.slice %679 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %681 = stablehlo.negate %680 : tensor<2x2x8x4xf32>
    %682 = stablehlo.pad %681, %cst_59, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %683 = stablehlo.select %c_18, %682, %cst_17 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %684 = stablehlo.slice %679 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %685 = stablehlo.pad %684, %cst_59, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %686 = stablehlo.select %c_16, %685, %cst_17 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %687 = stablehlo.add %683, %686 : tensor<2x2x8x8xf32>
    %688 = stablehlo.multiply %678, %44 : tensor<2x2x8x8xf32>
    %689 = stablehlo.add %687, %688 : tensor<2x2x8x8xf32>
    %690 = stablehlo.transpose %689, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %691 = stablehlo.reshape %690 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %692 = stablehlo.dot_general %691, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %693 = stablehlo.reshape %692 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %694 = stablehlo.add %662, %693 : tensor<2x8x32xf32>
    %695 = stablehlo.transpose %57, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %696 = stablehlo.dot_general %672, %695, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %697 = stablehlo.reshape %696 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %698 = stablehlo.multiply %697, %cst_48 : tensor<2x4x8x8xf32>
    %699 = stablehlo.multiply %698, %35 : tensor<2x4x8x8xf32>
    %700 = stablehlo.slice %699 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %701 = stablehlo.negate %700 : tensor<2x4x8x4xf32>
    %702 = stablehlo.pad %701, %cst_59, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %703 = stablehlo.select %c_15, %702, %cst_14 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %704 = stablehlo.slice %699 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %705 = stablehlo.pad %704, %cst_59, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %706 = stablehlo.select %c, %705, %cst_14 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %707 = stablehlo.add %703, %706 : tensor<2x4x8x8xf32>
    %708 = stablehlo.multiply %698, %27 : tensor<2x4x8x8xf32>
    %709 = stablehlo.add %707, %708 : tensor<2x4x8x8xf32>
    %710 = stablehlo.transpose %709, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %711 = stablehlo.reshape %710 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %712 = stablehlo.dot_general %711, %arg16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %713 = stablehlo.reshape %712 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %714 = stablehlo.add %694, %713 : tensor<2x8x32xf32>
    %715 = stablehlo.multiply %714, %5 : tensor<2x8x32xf32>
    %716 = stablehlo.multiply %715, %13 : tensor<2x8x32xf32>
    %717 = stablehlo.add %649, %716 : tensor<2x8x32xf32>
    %718 = stablehlo.multiply %715, %4 : tensor<2x8x32xf32>
    %719 = stablehlo.reduce(%718 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %720 = stablehlo.reshape %719 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %721 = stablehlo.multiply %720, %cst_24 : tensor<2x8x1xf32>
    %722 = stablehlo.power %11, %cst_23 : tensor<2x8x1xf32>
    %723 = stablehlo.multiply %721, %722 : tensor<2x8x1xf32>
    %724 = stablehlo.reshape %723 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %725 = stablehlo.broadcast_in_dim %724, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %726 = stablehlo.divide %725, %cst_22 : tensor<2x8x32xf32>
    %727 = stablehlo.power %4, %cst_21 : tensor<2x8x32xf32>
    %728 = stablehlo.multiply %727, %cst_52 : tensor<2x8x32xf32>
    %729 = stablehlo.multiply %726, %728 : tensor<2x8x32xf32>
    %730 = stablehlo.add %717, %729 : tensor<2x8x32xf32>
    %731 = stablehlo.select %393, %cst_28, %730 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %732 = "stablehlo.scatter"(%cst_31, %391, %731) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg60: tensor<f32>, %arg61: tensor<f32>):
      %896 = stablehlo.add %arg60, %arg61 : tensor<f32>
      stablehlo.return %896 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %733 = stablehlo.add %387, %732 : tensor<128x32xf32>
    %734 = stablehlo.multiply %733, %cst_13 : tensor<128x32xf32>
    %735 = stablehlo.subtract %arg10, %734 : tensor<128x32xf32>
    %736 = stablehlo.multiply %arg34, %cst_12 : tensor<32x32xf32>
    %737 = stablehlo.transpose %711, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %738 = stablehlo.dot_general %737, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %739 = stablehlo.add %736, %738 : tensor<32x32xf32>
    %740 = stablehlo.multiply %739, %cst_11 : tensor<32x32xf32>
    %741 = stablehlo.subtract %arg16, %740 : tensor<32x32xf32>
    %742 = stablehlo.multiply %arg35, %cst_10 : tensor<16x32xf32>
    %743 = stablehlo.transpose %691, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %744 = stablehlo.dot_general %743, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %745 = stablehlo.add %742, %744 : tensor<16x32xf32>
    %746 = stablehlo.multiply %745, %cst_9 : tensor<16x32xf32>
    %747 = stablehlo.subtract %arg15, %746 : tensor<16x32xf32>
    %748 = stablehlo.multiply %arg36, %cst_10 : tensor<16x32xf32>
    %749 = stablehlo.transpose %660, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %750 = stablehlo.dot_general %749, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %751 = stablehlo.add %748, %750 : tensor<16x32xf32>
    %752 = stablehlo.multiply %751, %cst_9 : tensor<16x32xf32>
    %753 = stablehlo.subtract %arg9, %752 : tensor<16x32xf32>
    %754 = stablehlo.multiply %arg37, %cst_12 : tensor<32x32xf32>
    %755 = stablehlo.transpose %651, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %756 = stablehlo.dot_general %755, %110, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %757 = stablehlo.add %754, %756 : tensor<32x32xf32>
    %758 = stablehlo.multiply %757, %cst_11 : tensor<32x32xf32>
    %759 = stablehlo.subtract %arg8, %758 : tensor<32x32xf32>
    %760 = stablehlo.multiply %arg38, %cst_8 : tensor<4x64x32xf32>
    %761 = stablehlo.reshape %159 : (tensor<16x2x32xf32>) -> tensor<32x1x32xf32>
    %762 = stablehlo.dot_general %609, %761, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x1xf32>, tensor<32x1x32xf32>) -> tensor<32x64x32xf32>
    %763 = "stablehlo.scatter"(%cst_7, %156, %762) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg60: tensor<f32>, %arg61: tensor<f32>):
      %896 = stablehlo.add %arg60, %arg61 : tensor<f32>
      stablehlo.return %896 : tensor<f32>
    }) : (tensor<4x64x32xf32>, tensor<32x1xi64>, tensor<32x64x32xf32>) -> tensor<4x64x32xf32>
    %764 = stablehlo.add %760, %763 : tensor<4x64x32xf32>
    %765 = stablehlo.multiply %764, %cst_6 : tensor<4x64x32xf32>
    %766 = stablehlo.subtract %arg21, %765 : tensor<4x64x32xf32>
    %767 = stablehlo.multiply %arg39, %cst_5 : tensor<4x32x32xf32>
    %768 = stablehlo.reshape %167 : (tensor<32x32xf32>) -> tensor<32x1x32xf32>
    %769 = stablehlo.dot_general %598, %768, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x1xf32>, tensor<32x1x32xf32>) -> tensor<32x32x32xf32>
    %770 = "stablehlo.scatter"(%cst_4, %156, %769) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg60: tensor<f32>, %arg61: tensor<f32>):
      %896 = stablehlo.add %arg60, %arg61 : tensor<f32>
      stablehlo.return %896 : tensor<f32>
    }) : (tensor<4x32x32xf32>, tensor<32x1xi64>, tensor<32x32x32xf32>) -> tensor<4x32x32xf32>
    %771 = stablehlo.add %767, %770 : tensor<4x32x32xf32>
    %772 = stablehlo.multiply %771, %cst_3 : tensor<4x32x32xf32>
    %773 = stablehlo.subtract %arg22, %772 : tensor<4x32x32xf32>
    %774 = stablehlo.multiply %arg40, %cst_2 : tensor<4x32xf32>
    %775 = stablehlo.transpose %630, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,16]{0,1}"} : (tensor<16x4xf32>) -> tensor<4x16xf32>
    %776 = stablehlo.dot_general %775, %125, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x32xf32>) -> tensor<4x32xf32>
    %777 = stablehlo.add %774, %776 : tensor<4x32xf32>
    %778 = stablehlo.multiply %777, %cst_1 : tensor<4x32xf32>
    %779 = stablehlo.subtract %arg20, %778 : tensor<4x32xf32>
    %780 = stablehlo.multiply %arg41, %cst_12 : tensor<32x32xf32>
    %781 = stablehlo.transpose %589, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %782 = stablehlo.dot_general %781, %125, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %783 = stablehlo.add %780, %782 : tensor<32x32xf32>
    %784 = stablehlo.multiply %783, %cst_11 : tensor<32x32xf32>
    %785 = stablehlo.subtract %arg18, %784 : tensor<32x32xf32>
    %786 = stablehlo.multiply %arg42, %cst_12 : tensor<32x32xf32>
    %787 = stablehlo.transpose %580, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %788 = stablehlo.dot_general %787, %125, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %789 = stablehlo.add %786, %788 : tensor<32x32xf32>
    %790 = stablehlo.multiply %789, %cst_11 : tensor<32x32xf32>
    %791 = stablehlo.subtract %arg7, %790 : tensor<32x32xf32>
    %792 = stablehlo.multiply %arg43, %cst_12 : tensor<32x32xf32>
    %793 = stablehlo.transpose %576, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %794 = stablehlo.dot_general %793, %198, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %795 = stablehlo.add %792, %794 : tensor<32x32xf32>
    %796 = stablehlo.multiply %795, %cst_11 : tensor<32x32xf32>
    %797 = stablehlo.subtract %arg6, %796 : tensor<32x32xf32>
    %798 = stablehlo.multiply %arg44, %cst_0 : tensor<32xf32>
    %799 = stablehlo.multiply %714, %14 : tensor<2x8x32xf32>
    %800 = stablehlo.reduce(%799 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %801 = stablehlo.add %798, %800 : tensor<32xf32>
    %802 = stablehlo.multiply %801, %cst : tensor<32xf32>
    %803 = stablehlo.subtract %arg11, %802 : tensor<32xf32>
    %804 = stablehlo.multiply %arg45, %cst_0 : tensor<32xf32>
    %805 = stablehlo.multiply %633, %123 : tensor<2x8x32xf32>
    %806 = stablehlo.reduce(%805 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %807 = stablehlo.add %804, %806 : tensor<32xf32>
    %808 = stablehlo.multiply %807, %cst : tensor<32xf32>
    %809 = stablehlo.subtract %arg17, %808 : tensor<32xf32>
    %810 = stablehlo.multiply %arg46, %cst_12 : tensor<32x32xf32>
    %811 = stablehlo.transpose %556, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %812 = stablehlo.dot_general %811, %215, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %813 = stablehlo.add %810, %812 : tensor<32x32xf32>
    %814 = stablehlo.multiply %813, %cst_11 : tensor<32x32xf32>
    %815 = stablehlo.subtract %arg25, %814 : tensor<32x32xf32>
    %816 = stablehlo.multiply %arg47, %cst_10 : tensor<16x32xf32>
    %817 = stablehlo.transpose %536, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %818 = stablehlo.dot_general %817, %215, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %819 = stablehlo.add %816, %818 : tensor<16x32xf32>
    %820 = stablehlo.multiply %819, %cst_9 : tensor<16x32xf32>
    %821 = stablehlo.subtract %arg24, %820 : tensor<16x32xf32>
    %822 = stablehlo.multiply %arg48, %cst_10 : tensor<16x32xf32>
    %823 = stablehlo.transpose %505, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %824 = stablehlo.dot_general %823, %215, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %825 = stablehlo.add %822, %824 : tensor<16x32xf32>
    %826 = stablehlo.multiply %825, %cst_9 : tensor<16x32xf32>
    %827 = stablehlo.subtract %arg5, %826 : tensor<16x32xf32>
    %828 = stablehlo.multiply %arg49, %cst_12 : tensor<32x32xf32>
    %829 = stablehlo.transpose %496, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %830 = stablehlo.dot_general %829, %265, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %831 = stablehlo.add %828, %830 : tensor<32x32xf32>
    %832 = stablehlo.multiply %831, %cst_11 : tensor<32x32xf32>
    %833 = stablehlo.subtract %arg4, %832 : tensor<32x32xf32>
    %834 = stablehlo.multiply %arg50, %cst_8 : tensor<4x64x32xf32>
    %835 = stablehlo.reshape %310 : (tensor<16x2x32xf32>) -> tensor<32x1x32xf32>
    %836 = stablehlo.dot_general %453, %835, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x1xf32>, tensor<32x1x32xf32>) -> tensor<32x64x32xf32>
    %837 = "stablehlo.scatter"(%cst_7, %307, %836) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg60: tensor<f32>, %arg61: tensor<f32>):
      %896 = stablehlo.add %arg60, %arg61 : tensor<f32>
      stablehlo.return %896 : tensor<f32>
    }) : (tensor<4x64x32xf32>, tensor<32x1xi64>, tensor<32x64x32xf32>) -> tensor<4x64x32xf32>
    %838 = stablehlo.add %834, %837 : tensor<4x64x32xf32>
    %839 = stablehlo.multiply %838, %cst_6 : tensor<4x64x32xf32>
    %840 = stablehlo.subtract %arg30, %839 : tensor<4x64x32xf32>
    %841 = stablehlo.multiply %arg51, %cst_5 : tensor<4x32x32xf32>
    %842 = stablehlo.reshape %318 : (tensor<32x32xf32>) -> tensor<32x1x32xf32>
    %843 = stablehlo.dot_general %442, %842, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x1xf32>, tensor<32x1x32xf32>) -> tensor<32x32x32xf32>
    %844 = "stablehlo.scatter"(%cst_4, %307, %843) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg60: tensor<f32>, %arg61: tensor<f32>):
      %896 = stablehlo.add %arg60, %arg61 : tensor<f32>
      stablehlo.return %896 : tensor<f32>
    }) : (tensor<4x32x32xf32>, tensor<32x1xi64>, tensor<32x32x32xf32>) -> tensor<4x32x32xf32>
    %845 = stablehlo.add %841, %844 : tensor<4x32x32xf32>
    %846 = stablehlo.multiply %845, %cst_3 : tensor<4x32x32xf32>
    %847 = stablehlo.subtract %arg31, %846 : tensor<4x32x32xf32>
    %848 = stablehlo.multiply %arg52, %cst_2 : tensor<4x32xf32>
    %849 = stablehlo.transpose %475, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,16]{0,1}"} : (tensor<16x4xf32>) -> tensor<4x16xf32>
    %850 = stablehlo.dot_general %849, %280, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x32xf32>) -> tensor<4x32xf32>
    %851 = stablehlo.add %848, %850 : tensor<4x32xf32>
    %852 = stablehlo.multiply %851, %cst_1 : tensor<4x32xf32>
    %853 = stablehlo.subtract %arg29, %852 : tensor<4x32xf32>
    %854 = stablehlo.multiply %arg53, %cst_12 : tensor<32x32xf32>
    %855 = stablehlo.transpose %433, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %856 = stablehlo.dot_general %855, %280, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %857 = stablehlo.add %854, %856 : tensor<32x32xf32>
    %858 = stablehlo.multiply %857, %cst_11 : tensor<32x32xf32>
    %859 = stablehlo.subtract %arg27, %858 : tensor<32x32xf32>
    %860 = stablehlo.multiply %arg54, %cst_12 : tensor<32x32xf32>
    %861 = stablehlo.transpose %424, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %862 = stablehlo.dot_general %861, %280, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %863 = stablehlo.add %860, %862 : tensor<32x32xf32>
    %864 = stablehlo.multiply %863, %cst_11 : tensor<32x32xf32>
    %865 = stablehlo.subtract %arg3, %864 : tensor<32x32xf32>
    %866 = stablehlo.multiply %arg55, %cst_12 : tensor<32x32xf32>
    %867 = stablehlo.transpose %420, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %868 = stablehlo.dot_general %867, %347, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %869 = stablehlo.add %866, %868 : tensor<32x32xf32>
    %870 = stablehlo.multiply %869, %cst_11 : tensor<32x32xf32>
    %871 = stablehlo.subtract %arg2, %870 : tensor<32x32xf32>
    %872 = stablehlo.multiply %arg56, %cst_0 : tensor<32xf32>
    %873 = stablehlo.multiply %559, %213 : tensor<2x8x32xf32>
    %874 = stablehlo.reduce(%873 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %875 = stablehlo.add %872, %874 : tensor<32xf32>
    %876 = stablehlo.multiply %875, %cst : tensor<32xf32>
    %877 = stablehlo.subtract %arg23, %876 : tensor<32xf32>
    %878 = stablehlo.multiply %arg57, %cst_0 : tensor<32xf32>
    %879 = stablehlo.multiply %478, %278 : tensor<2x8x32xf32>
    %880 = stablehlo.reduce(%879 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %881 = stablehlo.add %878, %880 : tensor<32xf32>
    %882 = stablehlo.multiply %881, %cst : tensor<32xf32>
    %883 = stablehlo.subtract %arg26, %882 : tensor<32xf32>
    %884 = stablehlo.multiply %arg58, %cst_0 : tensor<32xf32>
    %885 = stablehlo.multiply %404, %361 : tensor<2x8x32xf32>
    %886 = stablehlo.reduce(%885 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %887 = stablehlo.add %884, %886 : tensor<32xf32>
    %888 = stablehlo.multiply %887, %cst : tensor<32xf32>
    %889 = stablehlo.subtract %arg32, %888 : tensor<32xf32>
    %890 = stablehlo.multiply %arg59, %cst_32 : tensor<128x32xf32>
    %891 = stablehlo.transpose %402, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %892 = stablehlo.dot_general %891, %363, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %893 = stablehlo.add %890, %892 : tensor<128x32xf32>
    %894 = stablehlo.multiply %893, %cst_13 : tensor<128x32xf32>
    %895 = stablehlo.subtract %arg1, %894 : tensor<128x32xf32>
    return %386, %735, %741, %747, %753, %759, %766, %773, %779, %785, %791, %797, %803, %809, %815, %821, %827, %833, %840, %847, %853, %859, %865, %871, %877, %883, %889, %895, %733, %739, %745, %751, %757, %764, %771, %777, %783, %789, %795, %801, %807, %813, %819, %825, %831, %838, %845, %851, %857, %863, %869, %875, %881, %887, %893 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<4x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<4x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<4x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<4x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>
  }
}
