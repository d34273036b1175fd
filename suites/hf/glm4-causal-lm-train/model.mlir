module @IrToHlo.2445 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 29 : i32}, %arg2: tensor<32x64xf32> {tf.aliasing_output = 23 : i32}, %arg3: tensor<128x32xf32> {tf.aliasing_output = 22 : i32}, %arg4: tensor<32x32xf32> {tf.aliasing_output = 21 : i32}, %arg5: tensor<16xf32> {tf.aliasing_output = 20 : i32}, %arg6: tensor<16x32xf32> {tf.aliasing_output = 19 : i32}, %arg7: tensor<32x64xf32> {tf.aliasing_output = 10 : i32}, %arg8: tensor<128x32xf32> {tf.aliasing_output = 9 : i32}, %arg9: tensor<32x32xf32> {tf.aliasing_output = 8 : i32}, %arg10: tensor<16xf32> {tf.aliasing_output = 7 : i32}, %arg11: tensor<16x32xf32> {tf.aliasing_output = 6 : i32}, %arg12: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg13: tensor<32xf32> {tf.aliasing_output = 11 : i32}, %arg14: tensor<2x8xi64>, %arg15: tensor<i1>, %arg16: tensor<16xf32> {tf.aliasing_output = 5 : i32}, %arg17: tensor<16x32xf32> {tf.aliasing_output = 4 : i32}, %arg18: tensor<2xf32>, %arg19: tensor<32xf32> {tf.aliasing_output = 3 : i32}, %arg20: tensor<32x32xf32> {tf.aliasing_output = 2 : i32}, %arg21: tensor<32xf32> {tf.aliasing_output = 13 : i32}, %arg22: tensor<32xf32> {tf.aliasing_output = 12 : i32}, %arg23: tensor<32xf32> {tf.aliasing_output = 14 : i32}, %arg24: tensor<32xf32> {tf.aliasing_output = 24 : i32}, %arg25: tensor<16xf32> {tf.aliasing_output = 18 : i32}, %arg26: tensor<16x32xf32> {tf.aliasing_output = 17 : i32}, %arg27: tensor<32xf32> {tf.aliasing_output = 16 : i32}, %arg28: tensor<32x32xf32> {tf.aliasing_output = 15 : i32}, %arg29: tensor<32xf32> {tf.aliasing_output = 26 : i32}, %arg30: tensor<32xf32> {tf.aliasing_output = 25 : i32}, %arg31: tensor<32xf32> {tf.aliasing_output = 27 : i32}, %arg32: tensor<32xf32> {tf.aliasing_output = 28 : i32}, %arg33: tensor<128x32xf32> {tf.aliasing_output = 30 : i32}, %arg34: tensor<32x32xf32> {tf.aliasing_output = 31 : i32}, %arg35: tensor<32xf32> {tf.aliasing_output = 32 : i32}, %arg36: tensor<16x32xf32> {tf.aliasing_output = 33 : i32}, %arg37: tensor<16xf32> {tf.aliasing_output = 34 : i32}, %arg38: tensor<16x32xf32> {tf.aliasing_output = 35 : i32}, %arg39: tensor<16xf32> {tf.aliasing_output = 36 : i32}, %arg40: tensor<32x32xf32> {tf.aliasing_output = 37 : i32}, %arg41: tensor<128x32xf32> {tf.aliasing_output = 38 : i32}, %arg42: tensor<32x64xf32> {tf.aliasing_output = 39 : i32}, %arg43: tensor<32xf32> {tf.aliasing_output = 40 : i32}, %arg44: tensor<32xf32> {tf.aliasing_output = 41 : i32}, %arg45: tensor<32xf32> {tf.aliasing_output = 42 : i32}, %arg46: tensor<32xf32> {tf.aliasing_output = 43 : i32}, %arg47: tensor<32x32xf32> {tf.aliasing_output = 44 : i32}, %arg48: tensor<32xf32> {tf.aliasing_output = 45 : i32}, %arg49: tensor<16x32xf32> {tf.aliasing_output = 46 : i32}, %arg50: tensor<16xf32> {tf.aliasing_output = 47 : i32}, %arg51: tensor<16x32xf32> {tf.aliasing_output = 48 : i32}, %arg52: tensor<16xf32> {tf.aliasing_output = 49 : i32}, %arg53: tensor<32x32xf32> {tf.aliasing_output = 50 : i32}, %arg54: tensor<128x32xf32> {tf.aliasing_output = 51 : i32}, %arg55: tensor<32x64xf32> {tf.aliasing_output = 52 : i32}, %arg56: tensor<32xf32> {tf.aliasing_output = 53 : i32}, %arg57: tensor<32xf32> {tf.aliasing_output = 54 : i32}, %arg58: tensor<32xf32> {tf.aliasing_output = 55 : i32}, %arg59: tensor<32xf32> {tf.aliasing_output = 56 : i32}, %arg60: tensor<32xf32> {tf.aliasing_output = 57 : i32}, %arg61: tensor<128x32xf32> {tf.aliasing_output = 58 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<128x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<128x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<128x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<128x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<32x64xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<32x64xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<16xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<16xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<16x32xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<16x32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %c = stablehlo.constant dense<[[[[true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false]], [[true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false]], [[true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false]], [[true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false]]], [[[true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false]], [[true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false]], [[true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false]], [[true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false]]]]> : tensor<2x4x8x4xi1>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x4xf32>
    %c_11 = stablehlo.constant dense<[[[[false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true]], [[false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true]], [[false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true]], [[false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true]]], [[[false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true]], [[false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true]], [[false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true]], [[false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true]]]]> : tensor<2x4x8x4xi1>
    %c_12 = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x4x8x8xi1>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %c_14 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x4x8x8xi1>
    %c_15 = stablehlo.constant dense<[[[[true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false]], [[true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false]]], [[[true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false]], [[true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false]]]]> : tensor<2x2x8x4xi1>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x8x4xf32>
    %c_17 = stablehlo.constant dense<[[[[false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true]], [[false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true]]], [[[false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true]], [[false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true]]]]> : tensor<2x2x8x4xi1>
    %c_18 = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x2x8x8xi1>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x8x8xf32>
    %c_20 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x2x8x8xi1>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_23 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_24 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x1xf32>
    %cst_25 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x1xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_27 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_28 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_30 = stablehlo.constant dense<1> : tensor<2x8xi64>
    %c_31 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_33 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_34 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_35 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_37 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_38 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_39 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_40 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_41 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_42 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_43 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_44 = stablehlo.constant dense<1.562500e-07> : tensor<2x8x1xf32>
    %cst_45 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_46 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %c_47 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_48 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_49 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_50 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_51 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg12, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %7 = stablehlo.power %4, %cst_46 : tensor<2x8x32xf32>
    %8 = stablehlo.reduce(%7 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %9 = stablehlo.multiply %8, %cst_45 : tensor<2x8xf32>
    %10 = stablehlo.reshape %9 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %11 = stablehlo.add %10, %cst_44 : tensor<2x8x1xf32>
    %12 = stablehlo.rsqrt %11 : tensor<2x8x1xf32>
    %13 = stablehlo.reshape %12 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %15 = stablehlo.multiply %4, %14 : tensor<2x8x32xf32>
    %16 = stablehlo.multiply %6, %15 : tensor<2x8x32xf32>
    %17 = stablehlo.reshape %16 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %18 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %19 = stablehlo.dot_general %17, %18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %20 = stablehlo.broadcast_in_dim %arg19, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %21 = stablehlo.add %19, %20 : tensor<16x32xf32>
    %22 = stablehlo.reshape %21 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %23 = stablehlo.transpose %22, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %24 = stablehlo.slice %23 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %25 = stablehlo.broadcast_in_dim %cst_43, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x2xf32>
    %26 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<2xf32>) -> tensor<1x8x2xf32>
    %27 = stablehlo.multiply %25, %26 : tensor<1x8x2xf32>
    %28 = stablehlo.concatenate %27, %27, dim = 2 : (tensor<1x8x2xf32>, tensor<1x8x2xf32>) -> tensor<1x8x4xf32>
    %29 = stablehlo.cosine %28 : tensor<1x8x4xf32>
    %30 = stablehlo.reshape %29 : (tensor<1x8x4xf32>) -> tensor<1x1x8x4xf32>
    %31 = stablehlo.slice %30 [0:1, 0:1, 0:8, 0:2] : (tensor<1x1x8x4xf32>) -> tensor<1x1x8x2xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2, 3] : (tensor<1x1x8x2xf32>) -> tensor<1x1x8x2x2xf32>
    %33 = stablehlo.reshape %32 : (tensor<1x1x8x2x2xf32>) -> tensor<8x4xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [2, 3] : (tensor<8x4xf32>) -> tensor<2x4x8x4xf32>
    %35 = stablehlo.multiply %24, %34 : tensor<2x4x8x4xf32>
    %36 = stablehlo.slice %24 [0:2, 0:4, 0:8, 1:4:2] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
    %37 = stablehlo.negate %36 : tensor<2x4x8x2xf32>
    %38 = stablehlo.reshape %37 : (tensor<2x4x8x2xf32>) -> tensor<2x4x8x2x1xf32>
    %39 = stablehlo.slice %24 [0:2, 0:4, 0:8, 0:4:2] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
    %40 = stablehlo.reshape %39 : (tensor<2x4x8x2xf32>) -> tensor<2x4x8x2x1xf32>
    %41 = stablehlo.concatenate %38, %40, dim = 4 : (tensor<2x4x8x2x1xf32>, tensor<2x4x8x2x1xf32>) -> tensor<2x4x8x2x2xf32>
    %42 = stablehlo.reshape %41 : (tensor<2x4x8x2x2xf32>) -> tensor<2x4x8x4xf32>
    %43 = stablehlo.sine %28 : tensor<1x8x4xf32>
    %44 = stablehlo.reshape %43 : (tensor<1x8x4xf32>) -> tensor<1x1x8x4xf32>
    %45 = stablehlo.slice %44 [0:1, 0:1, 0:8, 0:2] : (tensor<1x1x8x4xf32>) -> tensor<1x1x8x2xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<1x1x8x2xf32>) -> tensor<1x1x8x2x2xf32>
    %47 = stablehlo.reshape %46 : (tensor<1x1x8x2x2xf32>) -> tensor<8x4xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [2, 3] : (tensor<8x4xf32>) -> tensor<2x4x8x4xf32>
    %49 = stablehlo.multiply %42, %48 : tensor<2x4x8x4xf32>
    %50 = stablehlo.add %35, %49 : tensor<2x4x8x4xf32>
    %51 = stablehlo.slice %23 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %52 = stablehlo.concatenate %50, %51, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %53 = stablehlo.multiply %52, %cst_42 : tensor<2x4x8x8xf32>
    %54 = stablehlo.reshape %53 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %55 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %56 = stablehlo.dot_general %17, %55, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %57 = stablehlo.broadcast_in_dim %arg16, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
    %58 = stablehlo.add %56, %57 : tensor<16x16xf32>
    %59 = stablehlo.reshape %58 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %60 = stablehlo.transpose %59, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %61 = stablehlo.slice %60 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %62 = stablehlo.broadcast_in_dim %33, dims = [2, 3] : (tensor<8x4xf32>) -> tensor<2x2x8x4xf32>
    %63 = stablehlo.multiply %61, %62 : tensor<2x2x8x4xf32>
    %64 = stablehlo.slice %61 [0:2, 0:2, 0:8, 1:4:2] : (tensor<2x2x8x4xf32>) -> tensor<2x2x8x2xf32>
    %65 = stablehlo.negate %64 : tensor<2x2x8x2xf32>
    %66 = stablehlo.reshape %65 : (tensor<2x2x8x2xf32>) -> tensor<2x2x8x2x1xf32>
    %67 = stablehlo.slice %61 [0:2, 0:2, 0:8, 0:4:2] : (tensor<2x2x8x4xf32>) -> tensor<2x2x8x2xf32>
    %68 = stablehlo.reshape %67 : (tensor<2x2x8x2xf32>) -> tensor<2x2x8x2x1xf32>
    %69 = stablehlo.concatenate %66, %68, dim = 4 : (tensor<2x2x8x2x1xf32>, tensor<2x2x8x2x1xf32>) -> tensor<2x2x8x2x2xf32>
    %70 = stablehlo.reshape %69 : (tensor<2x2x8x2x2xf32>) -> tensor<2x2x8x4xf32>
    %71 = stablehlo.broadcast_in_dim %47, dims = [2, 3] : (tensor<8x4xf32>) -> tensor<2x2x8x4xf32>
    %72 = stablehlo.multiply %70, %71 : tensor<2x2x8x4xf32>
    %73 = stablehlo.add %63, %72 : tensor<2x2x8x4xf32>
    %74 = stablehlo.slice %60 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %75 = stablehlo.concatenate %73, %74, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %77 = stablehlo.reshape %76 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %78 = stablehlo.transpose %77, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %79 = stablehlo.multiply %78, %cst_42 : tensor<2x4x8x8xf32>
    %80 = stablehlo.reshape %79 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %81 = stablehlo.dot_general %54, %80, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %82 = stablehlo.reshape %81 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %83 = stablehlo.convert %arg15 : (tensor<i1>) -> tensor<ui8>
    %84 = stablehlo.broadcast_in_dim %83, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %85 = stablehlo.broadcast_in_dim %c_41, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %86 = stablehlo.broadcast_in_dim %c_41, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %87 = stablehlo.compare  LE, %85, %86 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %88 = stablehlo.convert %87 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %89 = stablehlo.and %84, %88 : tensor<1x1x8x8xui8>
    %90 = stablehlo.compare  NE, %89, %c_51 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %91 = stablehlo.convert %90 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %92 = stablehlo.reshape %91 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %93 = stablehlo.broadcast_in_dim %92, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %94 = stablehlo.compare  NE, %arg14, %c_50 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %95 = stablehlo.broadcast_in_dim %c_40, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %96 = stablehlo.compare  LT, %95, %c_39 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %97 = stablehlo.add %95, %c_38 : tensor<2x1x1x8xi64>
    %98 = stablehlo.select %96, %97, %95 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %99 = stablehlo.reshape %98 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %100 = stablehlo.broadcast_in_dim %c_41, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %101 = stablehlo.compare  LT, %100, %c_39 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %102 = stablehlo.add %100, %c_37 : tensor<2x1x1x8xi64>
    %103 = stablehlo.select %101, %102, %100 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %104 = stablehlo.reshape %103 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %105 = stablehlo.concatenate %99, %104, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %106 = "stablehlo.gather"(%94, %105) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %107 = stablehlo.convert %106 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %108 = stablehlo.reshape %107 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %110 = stablehlo.and %93, %109 : tensor<2x1x8x8xui8>
    %111 = stablehlo.compare  NE, %110, %c_49 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %112 = stablehlo.select %111, %cst_36, %cst_35 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %113 = stablehlo.reshape %112 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %115 = stablehlo.add %82, %114 : tensor<2x4x8x8xf32>
    %116 = stablehlo.reduce(%115 init: %cst_48) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %118 = stablehlo.subtract %115, %117 : tensor<2x4x8x8xf32>
    %119 = stablehlo.exponential %118 : tensor<2x4x8x8xf32>
    %120 = stablehlo.reduce(%119 init: %cst_52) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %122 = stablehlo.divide %119, %121 : tensor<2x4x8x8xf32>
    %123 = stablehlo.reshape %122 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %124 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %125 = stablehlo.dot_general %17, %124, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %126 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
    %127 = stablehlo.add %125, %126 : tensor<16x16xf32>
    %128 = stablehlo.reshape %127 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %129 = stablehlo.transpose %128, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %131 = stablehlo.reshape %130 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %132 = stablehlo.dot_general %123, %131, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %133 = stablehlo.reshape %132 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %134 = stablehlo.transpose %133, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %135 = stablehlo.reshape %134 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %136 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %137 = stablehlo.dot_general %135, %136, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %138 = stablehlo.reshape %137 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %139 = stablehlo.power %138, %cst_46 : tensor<2x8x32xf32>
    %140 = stablehlo.reduce(%139 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %141 = stablehlo.multiply %140, %cst_45 : tensor<2x8xf32>
    %142 = stablehlo.reshape %141 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %143 = stablehlo.add %142, %cst_44 : tensor<2x8x1xf32>
    %144 = stablehlo.rsqrt %143 : tensor<2x8x1xf32>
    %145 = stablehlo.reshape %144 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %147 = stablehlo.multiply %138, %146 : tensor<2x8x32xf32>
    %148 = stablehlo.multiply %5, %147 : tensor<2x8x32xf32>
    %149 = stablehlo.add %4, %148 : tensor<2x8x32xf32>
    %150 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %151 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %152 = stablehlo.power %149, %cst_46 : tensor<2x8x32xf32>
    %153 = stablehlo.reduce(%152 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %154 = stablehlo.multiply %153, %cst_45 : tensor<2x8xf32>
    %155 = stablehlo.reshape %154 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %156 = stablehlo.add %155, %cst_44 : tensor<2x8x1xf32>
    %157 = stablehlo.rsqrt %156 : tensor<2x8x1xf32>
    %158 = stablehlo.reshape %157 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %160 = stablehlo.multiply %149, %159 : tensor<2x8x32xf32>
    %161 = stablehlo.multiply %151, %160 : tensor<2x8x32xf32>
    %162 = stablehlo.reshape %161 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %163 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %164 = stablehlo.dot_general %162, %163, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %165 = stablehlo.reshape %164 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %166 = stablehlo.slice %165 [0:2, 0:8, 64:128] : (tensor<2x8x128xf32>) -> tensor<2x8x64xf32>
    %167 = stablehlo.slice %165 [0:2, 0:8, 0:64] : (tensor<2x8x128xf32>) -> tensor<2x8x64xf32>
    %168 = stablehlo.logistic %167 : tensor<2x8x64xf32>
    %169 = stablehlo.multiply %167, %168 : tensor<2x8x64xf32>
    %170 = stablehlo.multiply %166, %169 : tensor<2x8x64xf32>
    %171 = stablehlo.reshape %170 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %172 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %173 = stablehlo.dot_general %171, %172, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %174 = stablehlo.reshape %173 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %175 = stablehlo.power %174, %cst_46 : tensor<2x8x32xf32>
    %176 = stablehlo.reduce(%175 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %177 = stablehlo.multiply %176, %cst_45 : tensor<2x8xf32>
    %178 = stablehlo.reshape %177 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %179 = stablehlo.add %178, %cst_44 : tensor<2x8x1xf32>
    %180 = stablehlo.rsqrt %179 : tensor<2x8x1xf32>
    %181 = stablehlo.reshape %180 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %183 = stablehlo.multiply %174, %182 : tensor<2x8x32xf32>
    %184 = stablehlo.multiply %150, %183 : tensor<2x8x32xf32>
    %185 = stablehlo.add %149, %184 : tensor<2x8x32xf32>
    %186 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %187 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %188 = stablehlo.power %185, %cst_46 : tensor<2x8x32xf32>
    %189 = stablehlo.reduce(%188 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %190 = stablehlo.multiply %189, %cst_45 : tensor<2x8xf32>
    %191 = stablehlo.reshape %190 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %192 = stablehlo.add %191, %cst_44 : tensor<2x8x1xf32>
    %193 = stablehlo.rsqrt %192 : tensor<2x8x1xf32>
    %194 = stablehlo.reshape %193 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %196 = stablehlo.multiply %185, %195 : tensor<2x8x32xf32>
    %197 = stablehlo.multiply %187, %196 : tensor<2x8x32xf32>
    %198 = stablehlo.reshape %197 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %199 = stablehlo.transpose %arg28, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %200 = stablehlo.dot_general %198, %199, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %201 = stablehlo.broadcast_in_dim %arg27, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %202 = stablehlo.add %200, %201 : tensor<16x32xf32>
    %203 = stablehlo.reshape %202 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %204 = stablehlo.transpose %203, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %205 = stablehlo.slice %204 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %206 = stablehlo.multiply %205, %34 : tensor<2x4x8x4xf32>
    %207 = stablehlo.slice %205 [0:2, 0:4, 0:8, 1:4:2] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
    %208 = stablehlo.negate %207 : tensor<2x4x8x2xf32>
    %209 = stablehlo.reshape %208 : (tensor<2x4x8x2xf32>) -> tensor<2x4x8x2x1xf32>
    %210 = stablehlo.slice %205 [0:2, 0:4, 0:8, 0:4:2] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
    %211 = stablehlo.reshape %210 : (tensor<2x4x8x2xf32>) -> tensor<2x4x8x2x1xf32>
    %212 = stablehlo.concatenate %209, %211, dim = 4 : (tensor<2x4x8x2x1xf32>, tensor<2x4x8x2x1xf32>) -> tensor<2x4x8x2x2xf32>
    %213 = stablehlo.reshape %212 : (tensor<2x4x8x2x2xf32>) -> tensor<2x4x8x4xf32>
    %214 = stablehlo.multiply %213, %48 : tensor<2x4x8x4xf32>
    %215 = stablehlo.add %206, %214 : tensor<2x4x8x4xf32>
    %216 = stablehlo.slice %204 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %217 = stablehlo.concatenate %215, %216, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %218 = stablehlo.multiply %217, %cst_42 : tensor<2x4x8x8xf32>
    %219 = stablehlo.reshape %218 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %220 = stablehlo.transpose %arg26, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %221 = stablehlo.dot_general %198, %220, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %222 = stablehlo.broadcast_in_dim %arg25, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
    %223 = stablehlo.add %221, %222 : tensor<16x16xf32>
    %224 = stablehlo.reshape %223 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %225 = stablehlo.transpose %224, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %226 = stablehlo.slice %225 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %227 = stablehlo.multiply %226, %62 : tensor<2x2x8x4xf32>
    %228 = stablehlo.slice %226 [0:2, 0:2, 0:8, 1:4:2] : (tensor<2x2x8x4xf32>) -> tensor<2x2x8x2xf32>
    %229 = stablehlo.negate %228 : tensor<2x2x8x2xf32>
    %230 = stablehlo.reshape %229 : (tensor<2x2x8x2xf32>) -> tensor<2x2x8x2x1xf32>
    %231 = stablehlo.slice %226 [0:2, 0:2, 0:8, 0:4:2] : (tensor<2x2x8x4xf32>) -> tensor<2x2x8x2xf32>
    %232 = stablehlo.reshape %231 : (tensor<2x2x8x2xf32>) -> tensor<2x2x8x2x1xf32>
    %233 = stablehlo.concatenate %230, %232, dim = 4 : (tensor<2x2x8x2x1xf32>, tensor<2x2x8x2x1xf32>) -> tensor<2x2x8x2x2xf32>
    %234 = stablehlo.reshape %233 : (tensor<2x2x8x2x2xf32>) -> tensor<2x2x8x4xf32>
    %235 = stablehlo.multiply %234, %71 : tensor<2x2x8x4xf32>
    %236 = stablehlo.add %227, %235 : tensor<2x2x8x4xf32>
    %237 = stablehlo.slice %225 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %238 = stablehlo.concatenate %236, %237, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %240 = stablehlo.reshape %239 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %241 = stablehlo.transpose %240, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %242 = stablehlo.multiply %241, %cst_42 : tensor<2x4x8x8xf32>
    %243 = stablehlo.reshape %242 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %244 = stablehlo.dot_general %219, %243, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %245 = stablehlo.reshape %244 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %246 = stablehlo.add %245, %114 : tensor<2x4x8x8xf32>
    %247 = stablehlo.reduce(%246 init: %cst_48) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %249 = stablehlo.subtract %246, %248 : tensor<2x4x8x8xf32>
    %250 = stablehlo.exponential %249 : tensor<2x4x8x8xf32>
    %251 = stablehlo.reduce(%250 init: %cst_52) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %253 = stablehlo.divide %250, %252 : tensor<2x4x8x8xf32>
    %254 = stablehlo.reshape %253 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %255 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %256 = stablehlo.dot_general %198, %255, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %257 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
    %258 = stablehlo.add %256, %257 : tensor<16x16xf32>
    %259 = stablehlo.reshape %258 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %260 = stablehlo.transpose %259, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %262 = stablehlo.reshape %261 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %263 = stablehlo.dot_general %254, %262, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %264 = stablehlo.reshape %263 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %265 = stablehlo.transpose %264, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %266 = stablehlo.reshape %265 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %267 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %268 = stablehlo.dot_general %266, %267, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %269 = stablehlo.reshape %268 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %270 = stablehlo.power %269, %cst_46 : tensor<2x8x32xf32>
    %271 = stablehlo.reduce(%270 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %272 = stablehlo.multiply %271, %cst_45 : tensor<2x8xf32>
    %273 = stablehlo.reshape %272 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %274 = stablehlo.add %273, %cst_44 : tensor<2x8x1xf32>
    %275 = stablehlo.rsqrt %274 : tensor<2x8x1xf32>
    %276 = stablehlo.reshape %275 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %278 = stablehlo.multiply %269, %277 : tensor<2x8x32xf32>
    %279 = stablehlo.multiply %186, %278 : tensor<2x8x32xf32>
    %280 = stablehlo.add %185, %279 : tensor<2x8x32xf32>
    %281 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %282 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %283 = stablehlo.power %280, %cst_46 : tensor<2x8x32xf32>
    %284 = stablehlo.reduce(%283 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %285 = stablehlo.multiply %284, %cst_45 : tensor<2x8xf32>
    %286 = stablehlo.reshape %285 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %287 = stablehlo.add %286, %cst_44 : tensor<2x8x1xf32>
    %288 = stablehlo.rsqrt %287 : tensor<2x8x1xf32>
    %289 = stablehlo.reshape %288 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %290 = stablehlo.broadcast_in_dim %289, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %291 = stablehlo.multiply %280, %290 : tensor<2x8x32xf32>
    %292 = stablehlo.multiply %282, %291 : tensor<2x8x32xf32>
    %293 = stablehlo.reshape %292 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %294 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %295 = stablehlo.dot_general %293, %294, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %296 = stablehlo.reshape %295 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %297 = stablehlo.slice %296 [0:2, 0:8, 64:128] : (tensor<2x8x128xf32>) -> tensor<2x8x64xf32>
    %298 = stablehlo.slice %296 [0:2, 0:8, 0:64] : (tensor<2x8x128xf32>) -> tensor<2x8x64xf32>
    %299 = stablehlo.logistic %298 : tensor<2x8x64xf32>
    %300 = stablehlo.multiply %298, %299 : tensor<2x8x64xf32>
    %301 = stablehlo.multiply %297, %300 : tensor<2x8x64xf32>
    %302 = stablehlo.reshape %301 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %303 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %304 = stablehlo.dot_general %302, %303, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %305 = stablehlo.reshape %304 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %306 = stablehlo.power %305, %cst_46 : tensor<2x8x32xf32>
    %307 = stablehlo.reduce(%306 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %308 = stablehlo.multiply %307, %cst_45 : tensor<2x8xf32>
    %309 = stablehlo.reshape %308 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %310 = stablehlo.add %309, %cst_44 : tensor<2x8x1xf32>
    %311 = stablehlo.rsqrt %310 : tensor<2x8x1xf32>
    %312 = stablehlo.reshape %311 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %313 = stablehlo.broadcast_in_dim %312, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %314 = stablehlo.multiply %305, %313 : tensor<2x8x32xf32>
    %315 = stablehlo.multiply %281, %314 : tensor<2x8x32xf32>
    %316 = stablehlo.add %280, %315 : tensor<2x8x32xf32>
    %317 = stablehlo.power %316, %cst_46 : tensor<2x8x32xf32>
    %318 = stablehlo.reduce(%317 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %319 = stablehlo.multiply %318, %cst_45 : tensor<2x8xf32>
    %320 = stablehlo.reshape %319 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %321 = stablehlo.add %320, %cst_44 : tensor<2x8x1xf32>
    %322 = stablehlo.rsqrt %321 : tensor<2x8x1xf32>
    %323 = stablehlo.reshape %322 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %324 = stablehlo.broadcast_in_dim %323, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %325 = stablehlo.multiply %316, %324 : tensor<2x8x32xf32>
    %326 = stablehlo.multiply %0, %325 : tensor<2x8x32xf32>
    %327 = stablehlo.reshape %326 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %328 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %329 = stablehlo.dot_general %327, %328, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %330 = stablehlo.reshape %329 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %331 = stablehlo.slice %330 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %332 = stablehlo.reduce(%331 init: %cst_48) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %333 = stablehlo.broadcast_in_dim %332, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %334 = stablehlo.subtract %331, %333 : tensor<2x7x128xf32>
    %335 = stablehlo.exponential %334 : tensor<2x7x128xf32>
    %336 = stablehlo.reduce(%335 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %337 = stablehlo.log %336 : tensor<2x7xf32>
    %338 = stablehlo.broadcast_in_dim %337, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %339 = stablehlo.subtract %334, %338 : tensor<2x7x128xf32>
    %340 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %341 = stablehlo.broadcast_in_dim %340, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %342 = stablehlo.broadcast_in_dim %c_47, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %343 = stablehlo.compare  EQ, %341, %342 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %344 = stablehlo.convert %343 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %345 = stablehlo.convert %344 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %346 = stablehlo.multiply %339, %345 : tensor<2x7x128xf32>
    %347 = stablehlo.reduce(%346 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %348 = stablehlo.reduce(%347 init: %cst_52) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %349 = stablehlo.multiply %348, %cst_34 : tensor<f32>
    %350 = stablehlo.negate %349 : tensor<f32>
    %351 = stablehlo.multiply %arg33, %cst_33 : tensor<128x32xf32>
    %352 = stablehlo.compare  LT, %arg0, %c_50 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %353 = stablehlo.add %arg0, %c_31 : tensor<2x8xi64>
    %354 = stablehlo.select %352, %353, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %355 = stablehlo.reshape %354 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %356 = stablehlo.compare  EQ, %arg0, %c_30 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %357 = stablehlo.broadcast_in_dim %356, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %358 = stablehlo.multiply %345, %cst_27 : tensor<2x7x128xf32>
    %359 = stablehlo.exponential %339 : tensor<2x7x128xf32>
    %360 = stablehlo.reduce(%358 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %361 = stablehlo.broadcast_in_dim %360, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %362 = stablehlo.multiply %359, %361 : tensor<2x7x128xf32>
    %363 = stablehlo.subtract %358, %362 : tensor<2x7x128xf32>
    %364 = stablehlo.pad %363, %cst_52, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %365 = stablehlo.select %c_28, %364, %cst_26 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %366 = stablehlo.reshape %365 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %367 = stablehlo.dot_general %366, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %368 = stablehlo.reshape %367 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %369 = stablehlo.multiply %368, %0 : tensor<2x8x32xf32>
    %370 = stablehlo.multiply %369, %324 : tensor<2x8x32xf32>
    %371 = stablehlo.multiply %369, %316 : tensor<2x8x32xf32>
    %372 = stablehlo.reduce(%371 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %373 = stablehlo.reshape %372 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %374 = stablehlo.multiply %373, %cst_25 : tensor<2x8x1xf32>
    %375 = stablehlo.power %322, %cst_24 : tensor<2x8x1xf32>
    %376 = stablehlo.multiply %374, %375 : tensor<2x8x1xf32>
    %377 = stablehlo.reshape %376 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %378 = stablehlo.broadcast_in_dim %377, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %379 = stablehlo.divide %378, %cst_23 : tensor<2x8x32xf32>
    %380 = stablehlo.power %316, %cst_22 : tensor<2x8x32xf32>
    %381 = stablehlo.multiply %380, %cst_46 : tensor<2x8x32xf32>
    %382 = stablehlo.multiply %379, %381 : tensor<2x8x32xf32>
    %383 = stablehlo.add %370, %382 : tensor<2x8x32xf32>
    %384 = stablehlo.multiply %383, %281 : tensor<2x8x32xf32>
    %385 = stablehlo.multiply %384, %313 : tensor<2x8x32xf32>
    %386 = stablehlo.multiply %384, %305 : tensor<2x8x32xf32>
    %387 = stablehlo.reduce(%386 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %388 = stablehlo.reshape %387 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %389 = stablehlo.multiply %388, %cst_25 : tensor<2x8x1xf32>
    %390 = stablehlo.power %311, %cst_24 : tensor<2x8x1xf32>
    %391 = stablehlo.multiply %389, %390 : tensor<2x8x1xf32>
    %392 = stablehlo.reshape %391 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %393 = stablehlo.broadcast_in_dim %392, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %394 = stablehlo.divide %393, %cst_23 : tensor<2x8x32xf32>
    %395 = stablehlo.power %305, %cst_22 : tensor<2x8x32xf32>
    %396 = stablehlo.multiply %395, %cst_46 : tensor<2x8x32xf32>
    %397 = stablehlo.multiply %394, %396 : tensor<2x8x32xf32>
    %398 = stablehlo.add %385, %397 : tensor<2x8x32xf32>
    %399 = stablehlo.reshape %398 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %400 = stablehlo.dot_general %399, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %401 = stablehlo.reshape %400 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %402 = stablehlo.multiply %401, %297 : tensor<2x8x64xf32>
    %403 = stablehlo.subtract %cst_21, %299 : tensor<2x8x64xf32>
    %404 = stablehlo.multiply %298, %403 : tensor<2x8x64xf32>
    %405 = stablehlo.add %404, %cst_21 : tensor<2x8x64xf32>
    %406 = stablehlo.multiply %299, %405 : tensor<2x8x64xf32>
    %407 = stablehlo.multiply %402, %406 : tensor<2x8x64xf32>
    %408 = stablehlo.multiply %401, %300 : tensor<2x8x64xf32>
    %409 = stablehlo.concatenate %407, %408, dim = 2 : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x128xf32>
    %410 = stablehlo.reshape %409 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %411 = stablehlo.dot_general %410, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %412 = stablehlo.reshape %411 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %413 = stablehlo.multiply %412, %282 : tensor<2x8x32xf32>
    %414 = stablehlo.multiply %413, %290 : tensor<2x8x32xf32>
    %415 = stablehlo.add %383, %414 : tensor<2x8x32xf32>
    %416 = stablehlo.multiply %413, %280 : tensor<2x8x32xf32>
    %417 = stablehlo.reduce(%416 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %418 = stablehlo.reshape %417 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %419 = stablehlo.multiply %418, %cst_25 : tensor<2x8x1xf32>
    %420 = stablehlo.power %288, %cst_24 : tensor<2x8x1xf32>
    %421 = stablehlo.multiply %419, %420 : tensor<2x8x1xf32>
    %422 = stablehlo.reshape %421 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %423 = stablehlo.broadcast_in_dim %422, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %424 = stablehlo.divide %423, %cst_23 : tensor<2x8x32xf32>
    %425 = stablehlo.power %280, %cst_22 : tensor<2x8x32xf32>
    %426 = stablehlo.multiply %425, %cst_46 : tensor<2x8x32xf32>
    %427 = stablehlo.multiply %424, %426 : tensor<2x8x32xf32>
    %428 = stablehlo.add %415, %427 : tensor<2x8x32xf32>
    %429 = stablehlo.transpose %254, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %430 = stablehlo.multiply %428, %186 : tensor<2x8x32xf32>
    %431 = stablehlo.multiply %430, %277 : tensor<2x8x32xf32>
    %432 = stablehlo.multiply %430, %269 : tensor<2x8x32xf32>
    %433 = stablehlo.reduce(%432 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %434 = stablehlo.reshape %433 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %435 = stablehlo.multiply %434, %cst_25 : tensor<2x8x1xf32>
    %436 = stablehlo.power %275, %cst_24 : tensor<2x8x1xf32>
    %437 = stablehlo.multiply %435, %436 : tensor<2x8x1xf32>
    %438 = stablehlo.reshape %437 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %439 = stablehlo.broadcast_in_dim %438, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %440 = stablehlo.divide %439, %cst_23 : tensor<2x8x32xf32>
    %441 = stablehlo.power %269, %cst_22 : tensor<2x8x32xf32>
    %442 = stablehlo.multiply %441, %cst_46 : tensor<2x8x32xf32>
    %443 = stablehlo.multiply %440, %442 : tensor<2x8x32xf32>
    %444 = stablehlo.add %431, %443 : tensor<2x8x32xf32>
    %445 = stablehlo.reshape %444 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %446 = stablehlo.dot_general %445, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %447 = stablehlo.reshape %446 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %448 = stablehlo.transpose %447, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %449 = stablehlo.reshape %448 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %450 = stablehlo.dot_general %429, %449, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %451 = stablehlo.reshape %450 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %452 = stablehlo.reduce(%451 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %453 = stablehlo.transpose %452, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %454 = stablehlo.reshape %453 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %455 = stablehlo.dot_general %454, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %456 = stablehlo.reshape %455 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %457 = stablehlo.transpose %219, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %458 = stablehlo.transpose %262, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %459 = stablehlo.dot_general %449, %458, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %460 = stablehlo.reshape %459 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %461 = stablehlo.multiply %460, %253 : tensor<2x4x8x8xf32>
    %462 = stablehlo.reduce(%461 init: %cst_52) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %463 = stablehlo.broadcast_in_dim %462, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %464 = stablehlo.multiply %253, %463 : tensor<2x4x8x8xf32>
    %465 = stablehlo.subtract %461, %464 : tensor<2x4x8x8xf32>
    %466 = stablehlo.reshape %465 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %467 = stablehlo.dot_general %457, %466, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %468 = stablehlo.reshape %467 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %469 = stablehlo.multiply %468, %cst_42 : tensor<2x4x8x8xf32>
    %470 = stablehlo.transpose %469, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %471 = stablehlo.reshape %470 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %472 = stablehlo.reduce(%471 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %473 = stablehlo.slice %472 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %474 = stablehlo.pad %473, %cst_52, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %475 = stablehlo.select %c_20, %474, %cst_19 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %476 = stablehlo.slice %472 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %477 = stablehlo.multiply %476, %71 : tensor<2x2x8x4xf32>
    %478 = stablehlo.reshape %477 : (tensor<2x2x8x4xf32>) -> tensor<2x2x8x2x2xf32>
    %479 = stablehlo.slice %478 [0:2, 0:2, 0:8, 0:2, 0:1] : (tensor<2x2x8x2x2xf32>) -> tensor<2x2x8x2x1xf32>
    %480 = stablehlo.reshape %479 : (tensor<2x2x8x2x1xf32>) -> tensor<2x2x8x2xf32>
    %481 = stablehlo.negate %480 : tensor<2x2x8x2xf32>
    %482 = stablehlo.pad %481, %cst_52, low = [0, 0, 0, 1], high = [0, 0, 0, 0], interior = [0, 0, 0, 1] : (tensor<2x2x8x2xf32>, tensor<f32>) -> tensor<2x2x8x4xf32>
    %483 = stablehlo.select %c_17, %482, %cst_16 : tensor<2x2x8x4xi1>, tensor<2x2x8x4xf32>
    %484 = stablehlo.slice %478 [0:2, 0:2, 0:8, 0:2, 1:2] : (tensor<2x2x8x2x2xf32>) -> tensor<2x2x8x2x1xf32>
    %485 = stablehlo.reshape %484 : (tensor<2x2x8x2x1xf32>) -> tensor<2x2x8x2xf32>
    %486 = stablehlo.pad %485, %cst_52, low = [0, 0, 0, 0], high = [0, 0, 0, 1], interior = [0, 0, 0, 1] : (tensor<2x2x8x2xf32>, tensor<f32>) -> tensor<2x2x8x4xf32>
    %487 = stablehlo.select %c_15, %486, %cst_16 : tensor<2x2x8x4xi1>, tensor<2x2x8x4xf32>
    %488 = stablehlo.add %483, %487 : tensor<2x2x8x4xf32>
    %489 = stablehlo.multiply %476, %62 : tensor<2x2x8x4xf32>
    %490 = stablehlo.add %488, %489 : tensor<2x2x8x4xf32>
    %491 = stablehlo.pad %490, %cst_52, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %492 = stablehlo.select %c_18, %491, %cst_19 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %493 = stablehlo.add %475, %492 : tensor<2x2x8x8xf32>
    %494 = stablehlo.transpose %493, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %495 = stablehlo.reshape %494 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %496 = stablehlo.dot_general %495, %arg26, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %497 = stablehlo.reshape %496 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %498 = stablehlo.add %456, %497 : tensor<2x8x32xf32>
    %499 = stablehlo.transpose %243, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %500 = stablehlo.dot_general %466, %499, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %501 = stablehlo.reshape %500 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %502 = stablehlo.multiply %501, %cst_42 : tensor<2x4x8x8xf32>
    %503 = stablehlo.slice %502 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %504 = stablehlo.pad %503, %cst_52, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %505 = stablehlo.select %c_14, %504, %cst_13 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %506 = stablehlo.slice %502 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %507 = stablehlo.multiply %506, %48 : tensor<2x4x8x4xf32>
    %508 = stablehlo.reshape %507 : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2x2xf32>
    %509 = stablehlo.slice %508 [0:2, 0:4, 0:8, 0:2, 0:1] : (tensor<2x4x8x2x2xf32>) -> tensor<2x4x8x2x1xf32>
    %510 = stablehlo.reshape %509 : (tensor<2x4x8x2x1xf32>) -> tensor<2x4x8x2xf32>
    %511 = stablehlo.negate %510 : tensor<2x4x8x2xf32>
    %512 = stablehlo.pad %511, %cst_52, low = [0, 0, 0, 1], high = [0, 0, 0, 0], interior = [0, 0, 0, 1] : (tensor<2x4x8x2xf32>, tensor<f32>) -> tensor<2x4x8x4xf32>
    %513 = stablehlo.select %c_11, %512, %cst_10 : tensor<2x4x8x4xi1>, tensor<2x4x8x4xf32>
    %514 = stablehlo.slice %508 [0:2, 0:4, 0:8, 0:2, 1:2] : (tensor<2x4x8x2x2xf32>) -> tensor<2x4x8x2x1xf32>
    %515 = stablehlo.reshape %514 : (tensor<2x4x8x2x1xf32>) -> tensor<2x4x8x2xf32>
    %516 = stablehlo.pad %515, %cst_52, low = [0, 0, 0, 0], high = [0, 0, 0, 1], interior = [0, 0, 0, 1] : (tensor<2x4x8x2xf32>, tensor<f32>) -> tensor<2x4x8x4xf32>
    %517 = stablehlo.select %c, %516, %cst_10 : tensor<2x4x8x4xi1>, tensor<2x4x8x4xf32>
    %518 = stablehlo.add %513, %517 : tensor<2x4x8x4xf32>
    %519 = stablehlo.multiply %506, %34 : tensor<2x4x8x4xf32>
    %520 = stablehlo.add %518, %519 : tensor<2x4x8x4xf32>
    %521 = stablehlo.pad %520, %cst_52, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %522 = stablehlo.select %c_12, %521, %cst_13 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %523 = stablehlo.add %505, %522 : tensor<2x4x8x8xf32>
    %524 = stablehlo.transpose %523, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %525 = stablehlo.reshape %524 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %526 = stablehlo.dot_general %525, %arg28, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %527 = stablehlo.reshape %526 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %528 = stablehlo.add %498, %527 : tensor<2x8x32xf32>
    %529 = stablehlo.multiply %528, %187 : tensor<2x8x32xf32>
    %530 = stablehlo.multiply %529, %195 : tensor<2x8x32xf32>
    %531 = stablehlo.add %428, %530 : tensor<2x8x32xf32>
    %532 = stablehlo.multiply %529, %185 : tensor<2x8x32xf32>
    %533 = stablehlo.reduce(%532 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %534 = stablehlo.reshape %533 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %535 = stablehlo.multiply %534, %cst_25 : tensor<2x8x1xf32>
    %536 = stablehlo.power %193, %cst_24 : tensor<2x8x1xf32>
    %537 = stablehlo.multiply %535, %536 : tensor<2x8x1xf32>
    %538 = stablehlo.reshape %537 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %539 = stablehlo.broadcast_in_dim %538, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %540 = stablehlo.divide %539, %cst_23 : tensor<2x8x32xf32>
    %541 = stablehlo.power %185, %cst_22 : tensor<2x8x32xf32>
    %542 = stablehlo.multiply %541, %cst_46 : tensor<2x8x32xf32>
    %543 = stablehlo.multiply %540, %542 : tensor<2x8x32xf32>
    %544 = stablehlo.add %531, %543 : tensor<2x8x32xf32>
    %545 = stablehlo.multiply %544, %150 : tensor<2x8x32xf32>
    %546 = stablehlo.multiply %545, %182 : tensor<2x8x32xf32>
    %547 = stablehlo.multiply %545, %174 : tensor<2x8x32xf32>
    %548 = stablehlo.reduce(%547 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %549 = stablehlo.reshape %548 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %550 = stablehlo.multiply %549, %cst_25 : tensor<2x8x1xf32>
    %551 = stablehlo.power %180, %cst_24 : tensor<2x8x1xf32>
    %552 = stablehlo.multiply %550, %551 : tensor<2x8x1xf32>
    %553 = stablehlo.reshape %552 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %554 = stablehlo.broadcast_in_dim %553, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %555 = stablehlo.divide %554, %cst_23 : tensor<2x8x32xf32>
    %556 = stablehlo.power %174, %cst_22 : tensor<2x8x32xf32>
    %557 = stablehlo.multiply %556, %cst_46 : tensor<2x8x32xf32>
    %558 = stablehlo.multiply %555, %557 : tensor<2x8x32xf32>
    %559 = stablehlo.add %546, %558 : tensor<2x8x32xf32>
    %560 = stablehlo.reshape %559 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %561 = stablehlo.dot_general %560, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %562 = stablehlo.reshape %561 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %563 = stablehlo.multiply %562, %166 : tensor<2x8x64xf32>
    %564 = stablehlo.subtract %cst_21, %168 : tensor<2x8x64xf32>
    %565 = stablehlo.multiply %167, %564 : tensor<2x8x64xf32>
    %566 = stablehlo.add %565, %cst_21 : tensor<2x8x64xf32>
    %567 = stablehlo.multiply %168, %566 : tensor<2x8x64xf32>
    %568 = stablehlo.multiply %563, %567 : tensor<2x8x64xf32>
    %569 = stablehlo.multiply %562, %169 : tensor<2x8x64xf32>
    %570 = stablehlo.concatenate %568, %569, dim = 2 : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x128xf32>
    %571 = stablehlo.reshape %570 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %572 = stablehlo.dot_general %571, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %573 = stablehlo.reshape %572 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %574 = stablehlo.multiply %573, %151 : tensor<2x8x32xf32>
    %575 = stablehlo.multiply %574, %159 : tensor<2x8x32xf32>
    %576 = stablehlo.add %544, %575 : tensor<2x8x32xf32>
    %577 = stablehlo.multiply %574, %149 : tensor<2x8x32xf32>
    %578 = stablehlo.reduce(%577 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %579 = stablehlo.reshape %578 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %580 = stablehlo.multiply %579, %cst_25 : tensor<2x8x1xf32>
    %581 = stablehlo.power %157, %cst_24 : tensor<2x8x1xf32>
    %582 = stablehlo.multiply %580, %581 : tensor<2x8x1xf32>
    %583 = stablehlo.reshape %582 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %584 = stablehlo.broadcast_in_dim %583, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %585 = stablehlo.divide %584, %cst_23 : tensor<2x8x32xf32>
    %586 = stablehlo.power %149, %cst_22 : tensor<2x8x32xf32>
    %587 = stablehlo.multiply %586, %cst_46 : tensor<2x8x32xf32>
    %588 = stablehlo.multiply %585, %587 : tensor<2x8x32xf32>
    %589 = stablehlo.add %576, %588 : tensor<2x8x32xf32>
    %590 = stablehlo.transpose %123, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %591 = stablehlo.multiply %589, %5 : tensor<2x8x32xf32>
    %592 = stablehlo.multiply %591, %146 : tensor<2x8x32xf32>
    %593 = stablehlo.multiply %591, %138 : tensor<2x8x32xf32>
    %594 = stablehlo.reduce(%593 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %595 = stablehlo.reshape %594 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %596 = stablehlo.multiply %595, %cst_25 : tensor<2x8x1xf32>
    %597 = stablehlo.power %144, %cst_24 : tensor<2x8x1xf32>
    %598 = stablehlo.multiply %596, %597 : tensor<2x8x1xf32>
    %599 = stablehlo.reshape %598 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %600 = stablehlo.broadcast_in_dim %599, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %601 = stablehlo.divide %600, %cst_23 : tensor<2x8x32xf32>
    %602 = stablehlo.power %138, %cst_22 : tensor<2x8x32xf32>
    %603 = stablehlo.multiply %602, %cst_46 : tensor<2x8x32xf32>
    %604 = stablehlo.multiply %601, %603 : tensor<2x8x32xf32>
    %605 = stablehlo.add %592, %604 : tensor<2x8x32xf32>
    %606 = stablehlo.reshape %605 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %607 = stablehlo.dot_general %606, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %608 = stablehlo.reshape %607 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %609 = stablehlo.transpose %608, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %610 = stablehlo.reshape %609 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %611 = stablehlo.dot_general %590, %610, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %612 = stablehlo.reshape %611 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %613 = stablehlo.reduce(%612 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %614 = stablehlo.transpose %613, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %615 = stablehlo.reshape %614 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %616 = stablehlo.dot_general %615, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %617 = stablehlo.reshape %616 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %618 = stablehlo.transpose %54, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %619 = stablehlo.transpose %131, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %620 = stablehlo.dot_general %610, %619, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %621 = stablehlo.reshape %620 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %622 = stablehlo.multiply %621, %122 : tensor<2x4x8x8xf32>
    %623 = stablehlo.reduce(%622 init: %cst_52) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %624 = stablehlo.broadcast_in_dim %623, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %625 = stablehlo.multiply %122, %624 : tensor<2x4x8x8xf32>
    %626 = stablehlo.subtract %622, %625 : tensor<2x4x8x8xf32>
    %627 = stablehlo.reshape %626 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %628 = stablehlo.dot_general %618, %627, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %629 = stablehlo.reshape %628 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %630 = stablehlo.multiply %629, %cst_42 : tensor<2x4x8x8xf32>
    %631 = stablehlo.transpose %630, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %632 = stablehlo.reshape %631 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %633 = stablehlo.reduce(%632 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %634 = stablehlo.slice %633 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %635 = stablehlo.pad %634, %cst_52, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %636 = stablehlo.select %c_20, %635, %cst_19 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %637 = stablehlo.slice %633 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %638 = stablehlo.multiply %637, %71 : tensor<2x2x8x4xf32>
    %639 = stablehlo.reshape %638 : (tensor<2x2x8x4xf32>) -> tensor<2x2x8x2x2xf32>
    %640 = stablehlo.slice %639 [0:2, 0:2, 0:8, 0:2, 0:1] : (tensor<2x2x8x2x2xf32>) -> tensor<2x2x8x2x1xf32>
    %641 = stablehlo.reshape %640 : (tensor<2x2x8x2x1xf32>) -> tensor<2x2x8x2xf32>
    %642 = stablehlo.negate %641 : tensor<2x2x8x2xf32>
    %643 = stablehlo.pad %642, %cst_52, low = [0, 0, 0, 1], high = [0, 0, 0, 0], interior = [0, 0, 0, 1] : (tensor<2x2x8x2xf32>, tensor<f32>) -> tensor<2x2x8x4xf32>
    %644 = stablehlo.select %c_17, %643, %cst_16 : tensor<2x2x8x4xi1>, tensor<2x2x8x4xf32>
    %645 = stablehlo.slice %639 [0:2, 0:2, 0:8, 0:2, 1:2] : (tensor<2x2x8x2x2xf32>) -> tensor<2x2x8x2x1xf32>
    %646 = stablehlo.reshape %645 : (tensor<2x2x8x2x1xf32>) -> tensor<2x2x8x2xf32>
    %647 = stablehlo.pad %646, %cst_52, low = [0, 0, 0, 0], high = [0, 0, 0, 1], interior = [0, 0, 0, 1] : (tensor<2x2x8x2xf32>, tensor<f32>) -> tensor<2x2x8x4xf32>
    %648 = stablehlo.select %c_15, %647, %cst_16 : tensor<2x2x8x4xi1>, tensor<2x2x8x4xf32>
    %649 = stablehlo.add %644, %648 : tensor<2x2x8x4xf32>
    %650 = stablehlo.multiply %637, %62 : tensor<2x2x8x4xf32>
    %651 = stablehlo.add %649, %650 : tensor<2x2x8x4xf32>
    %652 = stablehlo.pad %651, %cst_52, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %653 = stablehlo.select %c_18, %652, %cst_19 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %654 = stablehlo.add %636, %653 : tensor<2x2x8x8xf32>
    %655 = stablehlo.transpose %654, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %656 = stablehlo.reshape %655 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %657 = stablehlo.dot_general %656, %arg17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %658 = stablehlo.reshape %657 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %659 = stablehlo.add %617, %658 : tensor<2x8x32xf32>
    %660 = stablehlo.transpose %80, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %661 = stablehlo.dot_general %627, %660, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %662 = stablehlo.reshape %661 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %663 = stablehlo.multiply %662, %cst_42 : tensor<2x4x8x8xf32>
    %664 = stablehlo.slice %663 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %665 = stablehlo.pad %664, %cst_52, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %666 = stablehlo.select %c_14, %665, %cst_13 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %667 = stablehlo.slice %663 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %668 = stablehlo.multiply %667, %48 : tensor<2x4x8x4xf32>
    %669 = stablehlo.reshape %668 : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2x2xf32>
    %670 = stablehlo.slice %669 [0:2, 0:4, 0:8, 0:2, 0:1] : (tensor<2x4x8x2x2xf32>) -> tensor<2x4x8x2x1xf32>
    %671 = stablehlo.reshape %670 : (tensor<2x4x8x2x1xf32>) -> tensor<2x4x8x2xf32>
    %672 = stablehlo.negate %671 : tensor<2x4x8x2xf32>
    %673 = stablehlo.pad %672, %cst_52, low = [0, 0, 0, 1], high = [0, 0, 0, 0], interior = [0, 0, 0, 1] : (tensor<2x4x8x2xf32>, tensor<f32>) -> tensor<2x4x8x4xf32>
    %674 = stablehlo.select %c_11, %673, %cst_10 : tensor<2x4x8x4xi1>, tensor<2x4x8x4xf32>
    %675 = stablehlo.slice %669 [0:2, 0:4, 0:8, 0:2, 1:2] : (tensor<2x4x8x2x2xf32>) -> tensor<2x4x8x2x1xf32>
    %676 = stablehlo.reshape %675 : (tensor<2x4x8x2x1xf32>) -> tensor<2x4x8x2xf32>
    %677 = stablehlo.pad %676, %cst_52, low = [0, 0, 0, 0], high = [0, 0, 0, 1], interior = [0, 0, 0, 1] : (tensor<2x4x8x2xf32>, tensor<f32>) -> tensor<2x4x8x4xf32>
    %678 = stablehlo.select %c, %677, %cst_10 : tensor<2x4x8x4xi1>, tensor<2x4x8x4xf32>
    %679 = stablehlo.add %674, %678 : tensor<2x4x8x4xf32>
    %680 = stablehlo.multiply %667, %34 : tensor<2x4x8x4xf32>
    %681 = stablehlo.add %679, %680 : tensor<2x4x8x4xf32>
    %682 = stablehlo.pad %681, %cst_52, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %683 = stablehlo.select %c_12, %682, %cst_13 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %684 = stablehlo.add %666, %683 : tensor<2x4x8x8xf32>
    %685 = stablehlo.transpose %684, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %686 = stablehlo.reshape %685 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %687 = stablehlo.dot_general %686, %arg20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %688 = stablehlo.reshape %687 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %689 = stablehlo.add %659, %688 : tensor<2x8x32xf32>
    %690 = stablehlo.multiply %689, %6 : tensor<2x8x32xf32>
    %691 = stablehlo.multiply %690, %14 : tensor<2x8x32xf32>
    %692 = stablehlo.add %589, %691 : tensor<2x8x32xf32>
    %693 = stablehlo.multiply %690, %4 : tensor<2x8x32xf32>
    %694 = stablehlo.reduce(%693 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %695 = stablehlo.reshape %694 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %696 = stablehlo.multiply %695, %cst_25 : tensor<2x8x1xf32>
    %697 = stablehlo.power %12, %cst_24 : tensor<2x8x1xf32>
    %698 = stablehlo.multiply %696, %697 : tensor<2x8x1xf32>
    %699 = stablehlo.reshape %698 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %700 = stablehlo.broadcast_in_dim %699, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %701 = stablehlo.divide %700, %cst_23 : tensor<2x8x32xf32>
    %702 = stablehlo.power %4, %cst_22 : tensor<2x8x32xf32>
    %703 = stablehlo.multiply %702, %cst_46 : tensor<2x8x32xf32>
    %704 = stablehlo.multiply %701, %703 : tensor<2x8x32xf32>
    %705 = stablehlo.add %692, %704 : tensor<2x8x32xf32>
    %706 = stablehlo.select %357, %cst_29, %705 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %707 = "stablehlo.scatter"(%cst_32, %355, %706) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg62: tensor<f32>, %arg63: tensor<f32>):
      %873 = stablehlo.add %arg62, %arg63 : tensor<f32>
      stablehlo.return %873 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %708 = stablehlo.add %351, %707 : tensor<128x32xf32>
    %709 = stablehlo.multiply %708, %cst_9 : tensor<128x32xf32>
    %710 = stablehlo.subtract %arg12, %709 : tensor<128x32xf32>
    %711 = stablehlo.multiply %arg34, %cst_8 : tensor<32x32xf32>
    %712 = stablehlo.transpose %686, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %713 = stablehlo.dot_general %712, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %714 = stablehlo.add %711, %713 : tensor<32x32xf32>
    %715 = stablehlo.multiply %714, %cst_7 : tensor<32x32xf32>
    %716 = stablehlo.subtract %arg20, %715 : tensor<32x32xf32>
    %717 = stablehlo.multiply %arg35, %cst_6 : tensor<32xf32>
    %718 = stablehlo.reduce(%686 init: %cst_52) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %719 = stablehlo.add %717, %718 : tensor<32xf32>
    %720 = stablehlo.multiply %719, %cst_5 : tensor<32xf32>
    %721 = stablehlo.subtract %arg19, %720 : tensor<32xf32>
    %722 = stablehlo.multiply %arg36, %cst_4 : tensor<16x32xf32>
    %723 = stablehlo.transpose %656, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %724 = stablehlo.dot_general %723, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %725 = stablehlo.add %722, %724 : tensor<16x32xf32>
    %726 = stablehlo.multiply %725, %cst_3 : tensor<16x32xf32>
    %727 = stablehlo.subtract %arg17, %726 : tensor<16x32xf32>
    %728 = stablehlo.multiply %arg37, %cst_2 : tensor<16xf32>
    %729 = stablehlo.reduce(%656 init: %cst_52) applies stablehlo.add across dimensions = [0] : (tensor<16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %730 = stablehlo.add %728, %729 : tensor<16xf32>
    %731 = stablehlo.multiply %730, %cst_1 : tensor<16xf32>
    %732 = stablehlo.subtract %arg16, %731 : tensor<16xf32>
    %733 = stablehlo.multiply %arg38, %cst_4 : tensor<16x32xf32>
    %734 = stablehlo.transpose %615, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %735 = stablehlo.dot_general %734, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %736 = stablehlo.add %733, %735 : tensor<16x32xf32>
    %737 = stablehlo.multiply %736, %cst_3 : tensor<16x32xf32>
    %738 = stablehlo.subtract %arg11, %737 : tensor<16x32xf32>
    %739 = stablehlo.multiply %arg39, %cst_2 : tensor<16xf32>
    %740 = stablehlo.reduce(%615 init: %cst_52) applies stablehlo.add across dimensions = [0] : (tensor<16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %741 = stablehlo.add %739, %740 : tensor<16xf32>
    %742 = stablehlo.multiply %741, %cst_1 : tensor<16xf32>
    %743 = stablehlo.subtract %arg10, %742 : tensor<16xf32>
    %744 = stablehlo.multiply %arg40, %cst_8 : tensor<32x32xf32>
    %745 = stablehlo.transpose %606, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %746 = stablehlo.dot_general %745, %135, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %747 = stablehlo.add %744, %746 : tensor<32x32xf32>
    %748 = stablehlo.multiply %747, %cst_7 : tensor<32x32xf32>
    %749 = stablehlo.subtract %arg9, %748 : tensor<32x32xf32>
    %750 = stablehlo.multiply %arg41, %cst_33 : tensor<128x32xf32>
    %751 = stablehlo.transpose %571, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %752 = stablehlo.dot_general %751, %162, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %753 = stablehlo.add %750, %752 : tensor<128x32xf32>
    %754 = stablehlo.multiply %753, %cst_9 : tensor<128x32xf32>
    %755 = stablehlo.subtract %arg8, %754 : tensor<128x32xf32>
    %756 = stablehlo.multiply %arg42, %cst_0 : tensor<32x64xf32>
    %757 = stablehlo.transpose %560, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %758 = stablehlo.dot_general %757, %171, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %759 = stablehlo.add %756, %758 : tensor<32x64xf32>
    %760 = stablehlo.multiply %759, %cst : tensor<32x64xf32>
    %761 = stablehlo.subtract %arg7, %760 : tensor<32x64xf32>
    %762 = stablehlo.multiply %arg43, %cst_6 : tensor<32xf32>
    %763 = stablehlo.multiply %689, %15 : tensor<2x8x32xf32>
    %764 = stablehlo.reduce(%763 init: %cst_52) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %765 = stablehlo.add %762, %764 : tensor<32xf32>
    %766 = stablehlo.multiply %765, %cst_5 : tensor<32xf32>
    %767 = stablehlo.subtract %arg13, %766 : tensor<32xf32>
    %768 = stablehlo.multiply %arg44, %cst_6 : tensor<32xf32>
    %769 = stablehlo.multiply %573, %160 : tensor<2x8x32xf32>
    %770 = stablehlo.reduce(%769 init: %cst_52) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %771 = stablehlo.add %768, %770 : tensor<32xf32>
    %772 = stablehlo.multiply %771, %cst_5 : tensor<32xf32>
    %773 = stablehlo.subtract %arg22, %772 : tensor<32xf32>
    %774 = stablehlo.multiply %arg45, %cst_6 : tensor<32xf32>
    %775 = stablehlo.multiply %589, %147 : tensor<2x8x32xf32>
    %776 = stablehlo.reduce(%775 init: %cst_52) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %777 = stablehlo.add %774, %776 : tensor<32xf32>
    %778 = stablehlo.multiply %777, %cst_5 : tensor<32xf32>
    %779 = stablehlo.subtract %arg21, %778 : tensor<32xf32>
    %780 = stablehlo.multiply %arg46, %cst_6 : tensor<32xf32>
    %781 = stablehlo.multiply %544, %183 : tensor<2x8x32xf32>
    %782 = stablehlo.reduce(%781 init: %cst_52) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %783 = stablehlo.add %780, %782 : tensor<32xf32>
    %784 = stablehlo.multiply %783, %cst_5 : tensor<32xf32>
    %785 = stablehlo.subtract %arg23, %784 : tensor<32xf32>
    %786 = stablehlo.multiply %arg47, %cst_8 : tensor<32x32xf32>
    %787 = stablehlo.transpose %525, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %788 = stablehlo.dot_general %787, %198, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %789 = stablehlo.add %786, %788 : tensor<32x32xf32>
    %790 = stablehlo.multiply %789, %cst_7 : tensor<32x32xf32>
    %791 = stablehlo.subtract %arg28, %790 : tensor<32x32xf32>
    %792 = stablehlo.multiply %arg48, %cst_6 : tensor<32xf32>
    %793 = stablehlo.reduce(%525 init: %cst_52) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %794 = stablehlo.add %792, %793 : tensor<32xf32>
    %795 = stablehlo.multiply %794, %cst_5 : tensor<32xf32>
    %796 = stablehlo.subtract %arg27, %795 : tensor<32xf32>
    %797 = stablehlo.multiply %arg49, %cst_4 : tensor<16x32xf32>
    %798 = stablehlo.transpose %495, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %799 = stablehlo.dot_general %798, %198, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %800 = stablehlo.add %797, %799 : tensor<16x32xf32>
    %801 = stablehlo.multiply %800, %cst_3 : tensor<16x32xf32>
    %802 = stablehlo.subtract %arg26, %801 : tensor<16x32xf32>
    %803 = stablehlo.multiply %arg50, %cst_2 : tensor<16xf32>
    %804 = stablehlo.reduce(%495 init: %cst_52) applies stablehlo.add across dimensions = [0] : (tensor<16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %805 = stablehlo.add %803, %804 : tensor<16xf32>
    %806 = stablehlo.multiply %805, %cst_1 : tensor<16xf32>
    %807 = stablehlo.subtract %arg25, %806 : tensor<16xf32>
    %808 = stablehlo.multiply %arg51, %cst_4 : tensor<16x32xf32>
    %809 = stablehlo.transpose %454, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %810 = stablehlo.dot_general %809, %198, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %811 = stablehlo.add %808, %810 : tensor<16x32xf32>
    %812 = stablehlo.multiply %811, %cst_3 : tensor<16x32xf32>
    %813 = stablehlo.subtract %arg6, %812 : tensor<16x32xf32>
    %814 = stablehlo.multiply %arg52, %cst_2 : tensor<16xf32>
    %815 = stablehlo.reduce(%454 init: %cst_52) applies stablehlo.add across dimensions = [0] : (tensor<16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %816 = stablehlo.add %814, %815 : tensor<16xf32>
    %817 = stablehlo.multiply %816, %cst_1 : tensor<16xf32>
    %818 = stablehlo.subtract %arg5, %817 : tensor<16xf32>
    %819 = stablehlo.multiply %arg53, %cst_8 : tensor<32x32xf32>
    %820 = stablehlo.transpose %445, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %821 = stablehlo.dot_general %820, %266, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %822 = stablehlo.add %819, %821 : tensor<32x32xf32>
    %823 = stablehlo.multiply %822, %cst_7 : tensor<32x32xf32>
    %824 = stablehlo.subtract %arg4, %823 : tensor<32x32xf32>
    %825 = stablehlo.multiply %arg54, %cst_33 : tensor<128x32xf32>
    %826 = stablehlo.transpose %410, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %827 = stablehlo.dot_general %826, %293, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %828 = stablehlo.add %825, %827 : tensor<128x32xf32>
    %829 = stablehlo.multiply %828, %cst_9 : tensor<128x32xf32>
    %830 = stablehlo.subtract %arg3, %829 : tensor<128x32xf32>
    %831 = stablehlo.multiply %arg55, %cst_0 : tensor<32x64xf32>
    %832 = stablehlo.transpose %399, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %833 = stablehlo.dot_general %832, %302, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %834 = stablehlo.add %831, %833 : tensor<32x64xf32>
    %835 = stablehlo.multiply %834, %cst : tensor<32x64xf32>
    %836 = stablehlo.subtract %arg2, %835 : tensor<32x64xf32>
    %837 = stablehlo.multiply %arg56, %cst_6 : tensor<32xf32>
    %838 = stablehlo.multiply %528, %196 : tensor<2x8x32xf32>
    %839 = stablehlo.reduce(%838 init: %cst_52) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %840 = stablehlo.add %837, %839 : tensor<32xf32>
    %841 = stablehlo.multiply %840, %cst_5 : tensor<32xf32>
    %842 = stablehlo.subtract %arg24, %841 : tensor<32xf32>
    %843 = stablehlo.multiply %arg57, %cst_6 : tensor<32xf32>
    %844 = stablehlo.multiply %412, %291 : tensor<2x8x32xf32>
    %845 = stablehlo.reduce(%844 init: %cst_52) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %846 = stablehlo.add %843, %845 : tensor<32xf32>
    %847 = stablehlo.multiply %846, %cst_5 : tensor<32xf32>
    %848 = stablehlo.subtract %arg30, %847 : tensor<32xf32>
    %849 = stablehlo.multiply %arg58, %cst_6 : tensor<32xf32>
    %850 = stablehlo.multiply %428, %278 : tensor<2x8x32xf32>
    %851 = stablehlo.reduce(%850 init: %cst_52) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %852 = stablehlo.add %849, %851 : tensor<32xf32>
    %853 = stablehlo.multiply %852, %cst_5 : tensor<32xf32>
    %854 = stablehlo.subtract %arg29, %853 : tensor<32xf32>
    %855 = stablehlo.multiply %arg59, %cst_6 : tensor<32xf32>
    %856 = stablehlo.multiply %383, %314 : tensor<2x8x32xf32>
    %857 = stablehlo.reduce(%856 init: %cst_52) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %858 = stablehlo.add %855, %857 : tensor<32xf32>
    %859 = stablehlo.multiply %858, %cst_5 : tensor<32xf32>
    %860 = stablehlo.subtract %arg31, %859 : tensor<32xf32>
    %861 = stablehlo.multiply %arg60, %cst_6 : tensor<32xf32>
    %862 = stablehlo.multiply %368, %325 : tensor<2x8x32xf32>
    %863 = stablehlo.reduce(%862 init: %cst_52) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %864 = stablehlo.add %861, %863 : tensor<32xf32>
    %865 = stablehlo.multiply %864, %cst_5 : tensor<32xf32>
    %866 = stablehlo.subtract %arg32, %865 : tensor<32xf32>
    %867 = stablehlo.multiply %arg61, %cst_33 : tensor<128x32xf32>
    %868 = stablehlo.transpose %366, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %869 = stablehlo.dot_general %868, %327, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %870 = stablehlo.add %867, %869 : tensor<128x32xf32>
    %871 = stablehlo.multiply %870, %cst_9 : tensor<128x32xf32>
    %872 = stablehlo.subtract %arg1, %871 : tensor<128x32xf32>
    return %350, %710, %716, %721, %727, %732, %738, %743, %749, %755, %761, %767, %773, %779, %785, %791, %796, %802, %807, %813, %818, %824, %830, %836, %842, %848, %854, %860, %866, %872, %708, %714, %719, %725, %730, %736, %741, %747, %753, %759, %765, %771, %777, %783, %789, %794, %800, %805, %811, %816, %822, %828, %834, %840, %846, %852, %858, %864, %870 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<128x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<128x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<128x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<128x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>
  }
}
