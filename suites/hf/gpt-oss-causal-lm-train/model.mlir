module @IrToHlo.3105 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 37 : i32}, %arg2: tensor<4xf32> {tf.aliasing_output = 29 : i32}, %arg3: tensor<4x32xf32> {tf.aliasing_output = 28 : i32}, %arg4: tensor<32xf32> {tf.aliasing_output = 27 : i32}, %arg5: tensor<32x32xf32> {tf.aliasing_output = 26 : i32}, %arg6: tensor<16xf32> {tf.aliasing_output = 25 : i32}, %arg7: tensor<16x32xf32> {tf.aliasing_output = 24 : i32}, %arg8: tensor<4xf32> {tf.aliasing_output = 12 : i32}, %arg9: tensor<4x32xf32> {tf.aliasing_output = 11 : i32}, %arg10: tensor<32xf32> {tf.aliasing_output = 10 : i32}, %arg11: tensor<32x32xf32> {tf.aliasing_output = 9 : i32}, %arg12: tensor<16xf32> {tf.aliasing_output = 8 : i32}, %arg13: tensor<16x32xf32> {tf.aliasing_output = 7 : i32}, %arg14: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg15: tensor<32xf32> {tf.aliasing_output = 17 : i32}, %arg16: tensor<4xf32> {tf.aliasing_output = 2 : i32}, %arg17: tensor<2x8xi64>, %arg18: tensor<i1>, %arg19: tensor<4xf32>, %arg20: tensor<16xf32> {tf.aliasing_output = 6 : i32}, %arg21: tensor<16x32xf32> {tf.aliasing_output = 5 : i32}, %arg22: tensor<32xf32> {tf.aliasing_output = 4 : i32}, %arg23: tensor<32x32xf32> {tf.aliasing_output = 3 : i32}, %arg24: tensor<32xf32> {tf.aliasing_output = 18 : i32}, %arg25: tensor<4x32xf32> {tf.aliasing_output = 16 : i32}, %arg26: tensor<4x64x32xf32> {tf.aliasing_output = 15 : i32}, %arg27: tensor<4x128xf32> {tf.aliasing_output = 14 : i32}, %arg28: tensor<4x32x128xf32> {tf.aliasing_output = 13 : i32}, %arg29: tensor<32xf32> {tf.aliasing_output = 34 : i32}, %arg30: tensor<4xf32> {tf.aliasing_output = 19 : i32}, %arg31: tensor<16xf32> {tf.aliasing_output = 23 : i32}, %arg32: tensor<16x32xf32> {tf.aliasing_output = 22 : i32}, %arg33: tensor<32xf32> {tf.aliasing_output = 21 : i32}, %arg34: tensor<32x32xf32> {tf.aliasing_output = 20 : i32}, %arg35: tensor<32xf32> {tf.aliasing_output = 35 : i32}, %arg36: tensor<4x32xf32> {tf.aliasing_output = 33 : i32}, %arg37: tensor<4x64x32xf32> {tf.aliasing_output = 32 : i32}, %arg38: tensor<4x128xf32> {tf.aliasing_output = 31 : i32}, %arg39: tensor<4x32x128xf32> {tf.aliasing_output = 30 : i32}, %arg40: tensor<32xf32> {tf.aliasing_output = 36 : i32}, %arg41: tensor<128x32xf32> {tf.aliasing_output = 38 : i32}, %arg42: tensor<4xf32> {tf.aliasing_output = 39 : i32}, %arg43: tensor<32x32xf32> {tf.aliasing_output = 40 : i32}, %arg44: tensor<32xf32> {tf.aliasing_output = 41 : i32}, %arg45: tensor<16x32xf32> {tf.aliasing_output = 42 : i32}, %arg46: tensor<16xf32> {tf.aliasing_output = 43 : i32}, %arg47: tensor<16x32xf32> {tf.aliasing_output = 44 : i32}, %arg48: tensor<16xf32> {tf.aliasing_output = 45 : i32}, %arg49: tensor<32x32xf32> {tf.aliasing_output = 46 : i32}, %arg50: tensor<32xf32> {tf.aliasing_output = 47 : i32}, %arg51: tensor<4x32xf32> {tf.aliasing_output = 48 : i32}, %arg52: tensor<4xf32> {tf.aliasing_output = 49 : i32}, %arg53: tensor<4x32x128xf32> {tf.aliasing_output = 50 : i32}, %arg54: tensor<4x128xf32> {tf.aliasing_output = 51 : i32}, %arg55: tensor<4x64x32xf32> {tf.aliasing_output = 52 : i32}, %arg56: tensor<4x32xf32> {tf.aliasing_output = 53 : i32}, %arg57: tensor<32xf32> {tf.aliasing_output = 54 : i32}, %arg58: tensor<32xf32> {tf.aliasing_output = 55 : i32}, %arg59: tensor<4xf32> {tf.aliasing_output = 56 : i32}, %arg60: tensor<32x32xf32> {tf.aliasing_output = 57 : i32}, %arg61: tensor<32xf32> {tf.aliasing_output = 58 : i32}, %arg62: tensor<16x32xf32> {tf.aliasing_output = 59 : i32}, %arg63: tensor<16xf32> {tf.aliasing_output = 60 : i32}, %arg64: tensor<16x32xf32> {tf.aliasing_output = 61 : i32}, %arg65: tensor<16xf32> {tf.aliasing_output = 62 : i32}, %arg66: tensor<32x32xf32> {tf.aliasing_output = 63 : i32}, %arg67: tensor<32xf32> {tf.aliasing_output = 64 : i32}, %arg68: tensor<4x32xf32> {tf.aliasing_output = 65 : i32}, %arg69: tensor<4xf32> {tf.aliasing_output = 66 : i32}, %arg70: tensor<4x32x128xf32> {tf.aliasing_output = 67 : i32}, %arg71: tensor<4x128xf32> {tf.aliasing_output = 68 : i32}, %arg72: tensor<4x64x32xf32> {tf.aliasing_output = 69 : i32}, %arg73: tensor<4x32xf32> {tf.aliasing_output = 70 : i32}, %arg74: tensor<32xf32> {tf.aliasing_output = 71 : i32}, %arg75: tensor<32xf32> {tf.aliasing_output = 72 : i32}, %arg76: tensor<32xf32> {tf.aliasing_output = 73 : i32}, %arg77: tensor<128x32xf32> {tf.aliasing_output = 74 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<4xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<4x32xf32>, tensor<4xf32>, tensor<4x32x128xf32>, tensor<4x128xf32>, tensor<4x64x32xf32>, tensor<4x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<4x32xf32>, tensor<4xf32>, tensor<4x32x128xf32>, tensor<4x128xf32>, tensor<4x64x32xf32>, tensor<4x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<4xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<4x32xf32>, tensor<4xf32>, tensor<4x32x128xf32>, tensor<4x128xf32>, tensor<4x64x32xf32>, tensor<4x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<4x32xf32>, tensor<4xf32>, tensor<4x32x128xf32>, tensor<4x128xf32>, tensor<4x64x32xf32>, tensor<4x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<4x32xf32>
    %cst_0 = stablehlo.constant dense<1.000000e-01> : tensor<4x64x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<4x64x32xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<4x64x32xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<4x128xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<4x128xf32>
    %cst_5 = stablehlo.constant dense<0.899999976> : tensor<4x128xf32>
    %cst_6 = stablehlo.constant dense<1.000000e-01> : tensor<4x32x128xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<4x32x128xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<4x32x128xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<4x32xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<4x32xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<16xf32>
    %cst_12 = stablehlo.constant dense<0.899999976> : tensor<16xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-01> : tensor<16x32xf32>
    %cst_14 = stablehlo.constant dense<0.899999976> : tensor<16x32xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_16 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_17 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_18 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_19 = stablehlo.constant dense<1.000000e-01> : tensor<4xf32>
    %cst_20 = stablehlo.constant dense<0.899999976> : tensor<4xf32>
    %cst_21 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x9xf32>
    %c = stablehlo.constant dense<[[[[true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false]], [[true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false]], [[true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false]], [[true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false]]], [[[true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false]], [[true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false]], [[true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false]], [[true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false]]]]> : tensor<2x4x8x9xi1>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<16x4xf32>
    %c_24 = stablehlo.constant dense<[[true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false]]> : tensor<32x128xi1>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<32x128xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<32x64xf32>
    %cst_27 = stablehlo.constant dense<7.000000e+00> : tensor<32x64xf64>
    %cst_28 = stablehlo.constant dense<-7.000000e+00> : tensor<32x64xf64>
    %c_29 = stablehlo.constant dense<[[false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true]]> : tensor<32x128xi1>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_31 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_32 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x1xf32>
    %cst_33 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x1xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_35 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_36 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_38 = stablehlo.constant dense<1> : tensor<2x8xi64>
    %c_39 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_41 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_42 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_43 = stablehlo.constant dense<1.702000e+00> : tensor<32x64xf32>
    %cst_44 = stablehlo.constant dense<-3.40282347E+38> : tensor<32x64xf32>
    %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<32x64xf32>
    %cst_46 = stablehlo.constant dense<7.000000e+00> : tensor<32x64xf32>
    %c_47 = stablehlo.constant dense<4> : tensor<32xi64>
    %c_48 = stablehlo.constant dense<0> : tensor<32xi64>
    %cst_49 = stablehlo.constant dense<-7.000000e+00> : tensor<32x64xf32>
    %cst_50 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x1x8x8xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_52 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_53 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_54 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_55 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_56 = stablehlo.constant dense<[[[-128, -127, -126, -125, -124, -123, -122, -121]]]> : tensor<1x1x8xi64>
    %c_57 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_58 = stablehlo.constant dense<0.353553385> : tensor<2x4x8x8xf32>
    %cst_59 = stablehlo.constant dense<1.34657359> : tensor<1x8x4xf32>
    %cst_60 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_61 = stablehlo.constant dense<9.99999974E-6> : tensor<2x8x1xf32>
    %cst_62 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_63 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %c_64 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_65 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_66 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %c_67 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_68 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_69 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %c_70 = stablehlo.constant dense<0> : tensor<i32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg40, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg14, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.power %4, %cst_63 : tensor<2x8x32xf32>
    %7 = stablehlo.reduce(%6 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %8 = stablehlo.multiply %7, %cst_62 : tensor<2x8xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %10 = stablehlo.add %9, %cst_61 : tensor<2x8x1xf32>
    %11 = stablehlo.rsqrt %10 : tensor<2x8x1xf32>
    %12 = stablehlo.reshape %11 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %14 = stablehlo.multiply %4, %13 : tensor<2x8x32xf32>
    %15 = stablehlo.multiply %5, %14 : tensor<2x8x32xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %17 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %18 = stablehlo.dot_general %16, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %19 = stablehlo.broadcast_in_dim %arg22, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %20 = stablehlo.add %18, %19 : tensor<16x32xf32>
    %21 = stablehlo.reshape %20 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %22 = stablehlo.transpose %21, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %23 = stablehlo.slice %22 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %24 = stablehlo.broadcast_in_dim %cst_60, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %25 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
    %26 = stablehlo.multiply %24, %25 : tensor<1x8x4xf32>
    %27 = stablehlo.cosine %26 : tensor<1x8x4xf32>
    %28 = stablehlo.multiply %27, %cst_59 : tensor<1x8x4xf32>
    %29 = stablehlo.reshape %28 : (tensor<1x8x4xf32>) -> tensor<8x4xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [2, 3] : (tensor<8x4xf32>) -> tensor<2x4x8x4xf32>
    %31 = stablehlo.multiply %23, %30 : tensor<2x4x8x4xf32>
    %32 = stablehlo.slice %22 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %33 = stablehlo.sine %26 : tensor<1x8x4xf32>
    %34 = stablehlo.multiply %33, %cst_59 : tensor<1x8x4xf32>
    %35 = stablehlo.reshape %34 : (tensor<1x8x4xf32>) -> tensor<8x4xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [2, 3] : (tensor<8x4xf32>) -> tensor<2x4x8x4xf32>
    %37 = stablehlo.multiply %32, %36 : tensor<2x4x8x4xf32>
    %38 = stablehlo.subtract %31, %37 : tensor<2x4x8x4xf32>
    %39 = stablehlo.multiply %32, %30 : tensor<2x4x8x4xf32>
    %40 = stablehlo.multiply %23, %36 : tensor<2x4x8x4xf32>
    %41 = stablehlo.add %39, %40 : tensor<2x4x8x4xf32>
    %42 = stablehlo.concatenate %38, %41, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %43 = stablehlo.reshape %42 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %44 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %45 = stablehlo.dot_general %16, %44, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %46 = stablehlo.broadcast_in_dim %arg20, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
    %47 = stablehlo.add %45, %46 : tensor<16x16xf32>
    %48 = stablehlo.reshape %47 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %49 = stablehlo.transpose %48, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %50 = stablehlo.slice %49 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %51 = stablehlo.broadcast_in_dim %29, dims = [2, 3] : (tensor<8x4xf32>) -> tensor<2x2x8x4xf32>
    %52 = stablehlo.multiply %50, %51 : tensor<2x2x8x4xf32>
    %53 = stablehlo.slice %49 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %54 = stablehlo.broadcast_in_dim %35, dims = [2, 3] : (tensor<8x4xf32>) -> tensor<2x2x8x4xf32>
    %55 = stablehlo.multiply %53, %54 : tensor<2x2x8x4xf32>
    %56 = stablehlo.subtract %52, %55 : tensor<2x2x8x4xf32>
    %57 = stablehlo.multiply %53, %51 : tensor<2x2x8x4xf32>
    %58 = stablehlo.multiply %50, %54 : tensor<2x2x8x4xf32>
    %59 = stablehlo.add %57, %58 : tensor<2x2x8x4xf32>
    %60 = stablehlo.concatenate %56, %59, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %62 = stablehlo.reshape %61 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %63 = stablehlo.transpose %62, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %64 = stablehlo.reshape %63 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %65 = stablehlo.dot_general %43, %64, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %66 = stablehlo.reshape %65 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %67 = stablehlo.multiply %66, %cst_58 : tensor<2x4x8x8xf32>
    %68 = stablehlo.convert %arg18 : (tensor<i1>) -> tensor<ui8>
    %69 = stablehlo.broadcast_in_dim %68, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %70 = stablehlo.broadcast_in_dim %c_57, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %71 = stablehlo.broadcast_in_dim %c_56, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %72 = stablehlo.compare  GT, %70, %71 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %73 = stablehlo.convert %72 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %74 = stablehlo.and %69, %73 : tensor<1x1x8x8xui8>
    %75 = stablehlo.compare  NE, %74, %c_69 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %76 = stablehlo.convert %75 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %77 = stablehlo.broadcast_in_dim %c_57, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %78 = stablehlo.compare  LE, %70, %77 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %79 = stablehlo.convert %78 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %80 = stablehlo.and %76, %79 : tensor<1x1x8x8xui8>
    %81 = stablehlo.compare  NE, %80, %c_69 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %82 = stablehlo.convert %81 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %83 = stablehlo.and %69, %82 : tensor<1x1x8x8xui8>
    %84 = stablehlo.compare  NE, %83, %c_69 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %85 = stablehlo.convert %84 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %86 = stablehlo.reshape %85 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %87 = stablehlo.broadcast_in_dim %86, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %88 = stablehlo.compare  NE, %arg17, %c_68 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %89 = stablehlo.broadcast_in_dim %c_55, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %90 = stablehlo.compare  LT, %89, %c_54 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %91 = stablehlo.add %89, %c_53 : tensor<2x1x1x8xi64>
    %92 = stablehlo.select %90, %91, %89 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %93 = stablehlo.reshape %92 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %94 = stablehlo.broadcast_in_dim %c_57, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %95 = stablehlo.compare  LT, %94, %c_54 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %96 = stablehlo.add %94, %c_52 : tensor<2x1x1x8xi64>
    %97 = stablehlo.select %95, %96, %94 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %98 = stablehlo.reshape %97 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %99 = stablehlo.concatenate %93, %98, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %100 = "stablehlo.gather"(%88, %99) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %101 = stablehlo.convert %100 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %102 = stablehlo.reshape %101 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %104 = stablehlo.and %87, %103 : tensor<2x1x8x8xui8>
    %105 = stablehlo.compare  NE, %104, %c_67 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %106 = stablehlo.select %105, %cst_51, %cst_50 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %107 = stablehlo.reshape %106 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %109 = stablehlo.add %67, %108 : tensor<2x4x8x8xf32>
    %110 = stablehlo.reshape %arg16 : (tensor<4xf32>) -> tensor<4x1xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [1, 3] : (tensor<4x1xf32>) -> tensor<2x4x8x1xf32>
    %112 = stablehlo.concatenate %109, %111, dim = 3 : (tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) -> tensor<2x4x8x9xf32>
    %113 = stablehlo.reduce(%112 init: %cst_66) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x9xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x9xf32>
    %115 = stablehlo.subtract %112, %114 : tensor<2x4x8x9xf32>
    %116 = stablehlo.reduce(%115 init: %cst_65) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x9xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x9xf32>
    %118 = stablehlo.subtract %115, %117 : tensor<2x4x8x9xf32>
    %119 = stablehlo.exponential %118 : tensor<2x4x8x9xf32>
    %120 = stablehlo.reduce(%119 init: %cst_71) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x9xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x9xf32>
    %122 = stablehlo.divide %119, %121 : tensor<2x4x8x9xf32>
    %123 = stablehlo.slice %122 [0:2, 0:4, 0:8, 0:8] : (tensor<2x4x8x9xf32>) -> tensor<2x4x8x8xf32>
    %124 = stablehlo.reshape %123 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %125 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %126 = stablehlo.dot_general %16, %125, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %127 = stablehlo.broadcast_in_dim %arg12, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
    %128 = stablehlo.add %126, %127 : tensor<16x16xf32>
    %129 = stablehlo.reshape %128 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %130 = stablehlo.transpose %129, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %132 = stablehlo.reshape %131 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %133 = stablehlo.dot_general %124, %132, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %134 = stablehlo.reshape %133 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %135 = stablehlo.transpose %134, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %136 = stablehlo.reshape %135 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %137 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %138 = stablehlo.dot_general %136, %137, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %139 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %140 = stablehlo.add %138, %139 : tensor<16x32xf32>
    %141 = stablehlo.reshape %140 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %142 = stablehlo.add %4, %141 : tensor<2x8x32xf32>
    %143 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %144 = stablehlo.power %142, %cst_63 : tensor<2x8x32xf32>
    %145 = stablehlo.reduce(%144 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %146 = stablehlo.multiply %145, %cst_62 : tensor<2x8xf32>
    %147 = stablehlo.reshape %146 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %148 = stablehlo.add %147, %cst_61 : tensor<2x8x1xf32>
    %149 = stablehlo.rsqrt %148 : tensor<2x8x1xf32>
    %150 = stablehlo.reshape %149 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %152 = stablehlo.multiply %142, %151 : tensor<2x8x32xf32>
    %153 = stablehlo.multiply %143, %152 : tensor<2x8x32xf32>
    %154 = stablehlo.reshape %153 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %156 = stablehlo.reshape %155 : (tensor<16x2x32xf32>) -> tensor<32x1x32xf32>
    %157 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,4]{0,1}"} : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %158 = stablehlo.dot_general %154, %157, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x4xf32>) -> tensor<16x4xf32>
    %159 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<4xf32>) -> tensor<16x4xf32>
    %160 = stablehlo.add %158, %159 : tensor<16x4xf32>
    %161 = stablehlo.iota dim = 0 : tensor<4xi32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [1] : (tensor<4xi32>) -> tensor<16x4xi32>
    %163:2 = "stablehlo.sort"(%160, %162) <{dimension = 1 : i64, is_stable = false}> ({
    ^bb0(%arg78: tensor<f32>, %arg79: tensor<f32>, %arg80: tensor<i32>, %arg81: tensor<i32>):
      %961 = stablehlo.compare  GT, %arg78, %arg79,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %961 : tensor<i1>
    }) : (tensor<16x4xf32>, tensor<16x4xi32>) -> (tensor<16x4xf32>, tensor<16x4xi32>)
    %164 = stablehlo.slice %163#1 [0:16, 0:2] : (tensor<16x4xi32>) -> tensor<16x2xi32>
    %165 = stablehlo.convert %164 : (tensor<16x2xi32>) -> tensor<16x2xi64>
    %166 = stablehlo.reshape %165 : (tensor<16x2xi64>) -> tensor<32xi64>
    %167 = stablehlo.compare  LT, %166, %c_48 : (tensor<32xi64>, tensor<32xi64>) -> tensor<32xi1>
    %168 = stablehlo.add %166, %c_47 : tensor<32xi64>
    %169 = stablehlo.select %167, %168, %166 : tensor<32xi1>, tensor<32xi64>
    %170 = stablehlo.reshape %169 : (tensor<32xi64>) -> tensor<32x1xi64>
    %171 = "stablehlo.gather"(%arg28, %170) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32, 128>}> : (tensor<4x32x128xf32>, tensor<32x1xi64>) -> tensor<32x32x128xf32>
    %172 = stablehlo.dot_general %156, %171, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x1x32xf32>, tensor<32x32x128xf32>) -> tensor<32x1x128xf32>
    %173 = stablehlo.reshape %172 : (tensor<32x1x128xf32>) -> tensor<32x128xf32>
    %174 = "stablehlo.gather"(%arg27, %170) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128>}> : (tensor<4x128xf32>, tensor<32x1xi64>) -> tensor<32x128xf32>
    %175 = stablehlo.add %173, %174 : tensor<32x128xf32>
    %176 = stablehlo.slice %175 [0:32, 1:128:2] : (tensor<32x128xf32>) -> tensor<32x64xf32>
    %177 = stablehlo.clamp %cst_49, %176, %cst_46 : tensor<32x64xf32>
    %178 = stablehlo.add %177, %cst_45 : tensor<32x64xf32>
    %179 = stablehlo.slice %175 [0:32, 0:128:2] : (tensor<32x128xf32>) -> tensor<32x64xf32>
    %180 = stablehlo.clamp %cst_44, %179, %cst_46 : tensor<32x64xf32>
    %181 = stablehlo.multiply %180, %cst_43 : tensor<32x64xf32>
    %182 = stablehlo.logistic %181 : tensor<32x64xf32>
    %183 = stablehlo.multiply %180, %182 : tensor<32x64xf32>
    %184 = stablehlo.multiply %178, %183 : tensor<32x64xf32>
    %185 = stablehlo.reshape %184 : (tensor<32x64xf32>) -> tensor<32x1x64xf32>
    %186 = "stablehlo.gather"(%arg26, %170) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64, 32>}> : (tensor<4x64x32xf32>, tensor<32x1xi64>) -> tensor<32x64x32xf32>
    %187 = stablehlo.dot_general %185, %186, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x1x64xf32>, tensor<32x64x32xf32>) -> tensor<32x1x32xf32>
    %188 = stablehlo.reshape %187 : (tensor<32x1x32xf32>) -> tensor<32x32xf32>
    %189 = "stablehlo.gather"(%arg25, %170) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<4x32xf32>, tensor<32x1xi64>) -> tensor<32x32xf32>
    %190 = stablehlo.add %188, %189 : tensor<32x32xf32>
    %191 = stablehlo.slice %163#0 [0:16, 0:2] : (tensor<16x4xf32>) -> tensor<16x2xf32>
    %192 = stablehlo.reduce(%191 init: %cst_65) applies stablehlo.maximum across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %194 = stablehlo.subtract %191, %193 : tensor<16x2xf32>
    %195 = stablehlo.exponential %194 : tensor<16x2xf32>
    %196 = stablehlo.reduce(%195 init: %cst_71) applies stablehlo.add across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %198 = stablehlo.divide %195, %197 : tensor<16x2xf32>
    %199 = stablehlo.reshape %198 : (tensor<16x2xf32>) -> tensor<32xf32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0] : (tensor<32xf32>) -> tensor<32x32xf32>
    %201 = stablehlo.multiply %190, %200 : tensor<32x32xf32>
    %202 = stablehlo.reshape %201 : (tensor<32x32xf32>) -> tensor<16x2x32xf32>
    %203 = stablehlo.reduce(%202 init: %cst_71) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %204 = stablehlo.reshape %203 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %205 = stablehlo.add %142, %204 : tensor<2x8x32xf32>
    %206 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %207 = stablehlo.power %205, %cst_63 : tensor<2x8x32xf32>
    %208 = stablehlo.reduce(%207 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %209 = stablehlo.multiply %208, %cst_62 : tensor<2x8xf32>
    %210 = stablehlo.reshape %209 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %211 = stablehlo.add %210, %cst_61 : tensor<2x8x1xf32>
    %212 = stablehlo.rsqrt %211 : tensor<2x8x1xf32>
    %213 = stablehlo.reshape %212 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %215 = stablehlo.multiply %205, %214 : tensor<2x8x32xf32>
    %216 = stablehlo.multiply %206, %215 : tensor<2x8x32xf32>
    %217 = stablehlo.reshape %216 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %218 = stablehlo.transpose %arg34, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %219 = stablehlo.dot_general %217, %218, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %220 = stablehlo.broadcast_in_dim %arg33, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %221 = stablehlo.add %219, %220 : tensor<16x32xf32>
    %222 = stablehlo.reshape %221 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %223 = stablehlo.transpose %222, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %224 = stablehlo.slice %223 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %225 = stablehlo.multiply %224, %30 : tensor<2x4x8x4xf32>
    %226 = stablehlo.slice %223 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %227 = stablehlo.multiply %226, %36 : tensor<2x4x8x4xf32>
    %228 = stablehlo.subtract %225, %227 : tensor<2x4x8x4xf32>
    %229 = stablehlo.multiply %226, %30 : tensor<2x4x8x4xf32>
    %230 = stablehlo.multiply %224, %36 : tensor<2x4x8x4xf32>
    %231 = stablehlo.add %229, %230 : tensor<2x4x8x4xf32>
    %232 = stablehlo.concatenate %228, %231, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %233 = stablehlo.reshape %232 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %234 = stablehlo.transpose %arg32, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %235 = stablehlo.dot_general %217, %234, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %236 = stablehlo.broadcast_in_dim %arg31, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
    %237 = stablehlo.add %235, %236 : tensor<16x16xf32>
    %238 = stablehlo.reshape %237 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %239 = stablehlo.transpose %238, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %240 = stablehlo.slice %239 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %241 = stablehlo.multiply %240, %51 : tensor<2x2x8x4xf32>
    %242 = stablehlo.slice %239 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %243 = stablehlo.multiply %242, %54 : tensor<2x2x8x4xf32>
    %244 = stablehlo.subtract %241, %243 : tensor<2x2x8x4xf32>
    %245 = stablehlo.multiply %242, %51 : tensor<2x2x8x4xf32>
    %246 = stablehlo.multiply %240, %54 : tensor<2x2x8x4xf32>
    %247 = stablehlo.add %245, %246 : tensor<2x2x8x4xf32>
    %248 = stablehlo.concatenate %244, %247, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %250 = stablehlo.reshape %249 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %251 = stablehlo.transpose %250, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %252 = stablehlo.reshape %251 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %253 = stablehlo.dot_general %233, %252, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %254 = stablehlo.reshape %253 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %255 = stablehlo.multiply %254, %cst_58 : tensor<2x4x8x8xf32>
    %256 = stablehlo.and %69, %79 : tensor<1x1x8x8xui8>
    %257 = stablehlo.compare  NE, %256, %c_69 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %258 = stablehlo.convert %257 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %259 = stablehlo.reshape %258 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %260 = stablehlo.broadcast_in_dim %259, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %261 = stablehlo.and %260, %103 : tensor<2x1x8x8xui8>
    %262 = stablehlo.compare  NE, %261, %c_67 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %263 = stablehlo.select %262, %cst_51, %cst_50 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %264 = stablehlo.reshape %263 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %266 = stablehlo.add %255, %265 : tensor<2x4x8x8xf32>
    %267 = stablehlo.reshape %arg30 : (tensor<4xf32>) -> tensor<4x1xf32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [1, 3] : (tensor<4x1xf32>) -> tensor<2x4x8x1xf32>
    %269 = stablehlo.concatenate %266, %268, dim = 3 : (tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) -> tensor<2x4x8x9xf32>
    %270 = stablehlo.reduce(%269 init: %cst_66) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x9xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %271 = stablehlo.broadcast_in_dim %270, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x9xf32>
    %272 = stablehlo.subtract %269, %271 : tensor<2x4x8x9xf32>
    %273 = stablehlo.reduce(%272 init: %cst_65) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x9xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x9xf32>
    %275 = stablehlo.subtract %272, %274 : tensor<2x4x8x9xf32>
    %276 = stablehlo.exponential %275 : tensor<2x4x8x9xf32>
    %277 = stablehlo.reduce(%276 init: %cst_71) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x9xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x9xf32>
    %279 = stablehlo.divide %276, %278 : tensor<2x4x8x9xf32>
    %280 = stablehlo.slice %279 [0:2, 0:4, 0:8, 0:8] : (tensor<2x4x8x9xf32>) -> tensor<2x4x8x8xf32>
    %281 = stablehlo.reshape %280 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %282 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %283 = stablehlo.dot_general %217, %282, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %284 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
    %285 = stablehlo.add %283, %284 : tensor<16x16xf32>
    %286 = stablehlo.reshape %285 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %287 = stablehlo.transpose %286, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %289 = stablehlo.reshape %288 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %290 = stablehlo.dot_general %281, %289, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %291 = stablehlo.reshape %290 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %292 = stablehlo.transpose %291, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %293 = stablehlo.reshape %292 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %294 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %295 = stablehlo.dot_general %293, %294, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %296 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %297 = stablehlo.add %295, %296 : tensor<16x32xf32>
    %298 = stablehlo.reshape %297 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %299 = stablehlo.add %205, %298 : tensor<2x8x32xf32>
    %300 = stablehlo.broadcast_in_dim %arg35, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %301 = stablehlo.power %299, %cst_63 : tensor<2x8x32xf32>
    %302 = stablehlo.reduce(%301 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %303 = stablehlo.multiply %302, %cst_62 : tensor<2x8xf32>
    %304 = stablehlo.reshape %303 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %305 = stablehlo.add %304, %cst_61 : tensor<2x8x1xf32>
    %306 = stablehlo.rsqrt %305 : tensor<2x8x1xf32>
    %307 = stablehlo.reshape %306 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %309 = stablehlo.multiply %299, %308 : tensor<2x8x32xf32>
    %310 = stablehlo.multiply %300, %309 : tensor<2x8x32xf32>
    %311 = stablehlo.reshape %310 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %312 = stablehlo.broadcast_in_dim %311, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %313 = stablehlo.reshape %312 : (tensor<16x2x32xf32>) -> tensor<32x1x32xf32>
    %314 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,4]{0,1}"} : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %315 = stablehlo.dot_general %311, %314, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x4xf32>) -> tensor<16x4xf32>
    %316 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<4xf32>) -> tensor<16x4xf32>
    %317 = stablehlo.add %315, %316 : tensor<16x4xf32>
    %318:2 = "stablehlo.sort"(%317, %162) <{dimension = 1 : i64, is_stable = false}> ({
    ^bb0(%arg78: tensor<f32>, %arg79: tensor<f32>, %arg80: tensor<i32>, %arg81: tensor<i32>):
      %961 = stablehlo.compare  GT, %arg78, %arg79,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %961 : tensor<i1>
    }) : (tensor<16x4xf32>, tensor<16x4xi32>) -> (tensor<16x4xf32>, tensor<16x4xi32>)
    %319 = stablehlo.slice %318#1 [0:16, 0:2] : (tensor<16x4xi32>) -> tensor<16x2xi32>
    %320 = stablehlo.convert %319 : (tensor<16x2xi32>) -> tensor<16x2xi64>
    %321 = stablehlo.reshape %320 : (tensor<16x2xi64>) -> tensor<32xi64>
    %322 = stablehlo.compare  LT, %321, %c_48 : (tensor<32xi64>, tensor<32xi64>) -> tensor<32xi1>
    %323 = stablehlo.add %321, %c_47 : tensor<32xi64>
    %324 = stablehlo.select %322, %323, %321 : tensor<32xi1>, tensor<32xi64>
    %325 = stablehlo.reshape %324 : (tensor<32xi64>) -> tensor<32x1xi64>
    %326 = "stablehlo.gather"(%arg39, %325) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32, 128>}> : (tensor<4x32x128xf32>, tensor<32x1xi64>) -> tensor<32x32x128xf32>
    %327 = stablehlo.dot_general %313, %326, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x1x32xf32>, tensor<32x32x128xf32>) -> tensor<32x1x128xf32>
    %328 = stablehlo.reshape %327 : (tensor<32x1x128xf32>) -> tensor<32x128xf32>
    %329 = "stablehlo.gather"(%arg38, %325) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128>}> : (tensor<4x128xf32>, tensor<32x1xi64>) -> tensor<32x128xf32>
    %330 = stablehlo.add %328, %329 : tensor<32x128xf32>
    %331 = stablehlo.slice %330 [0:32, 1:128:2] : (tensor<32x128xf32>) -> tensor<32x64xf32>
    %332 = stablehlo.clamp %cst_49, %331, %cst_46 : tensor<32x64xf32>
    %333 = stablehlo.add %332, %cst_45 : tensor<32x64xf32>
    %334 = stablehlo.slice %330 [0:32, 0:128:2] : (tensor<32x128xf32>) -> tensor<32x64xf32>
    %335 = stablehlo.clamp %cst_44, %334, %cst_46 : tensor<32x64xf32>
    %336 = stablehlo.multiply %335, %cst_43 : tensor<32x64xf32>
    %337 = stablehlo.logistic %336 : tensor<32x64xf32>
    %338 = stablehlo.multiply %335, %337 : tensor<32x64xf32>
    %339 = stablehlo.multiply %333, %338 : tensor<32x64xf32>
    %340 = stablehlo.reshape %339 : (tensor<32x64xf32>) -> tensor<32x1x64xf32>
    %341 = "stablehlo.gather"(%arg37, %325) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64, 32>}> : (tensor<4x64x32xf32>, tensor<32x1xi64>) -> tensor<32x64x32xf32>
    %342 = stablehlo.dot_general %340, %341, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x1x64xf32>, tensor<32x64x32xf32>) -> tensor<32x1x32xf32>
    %343 = stablehlo.reshape %342 : (tensor<32x1x32xf32>) -> tensor<32x32xf32>
    %344 = "stablehlo.gather"(%arg36, %325) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<4x32xf32>, tensor<32x1xi64>) -> tensor<32x32xf32>
    %345 = stablehlo.add %343, %344 : tensor<32x32xf32>
    %346 = stablehlo.slice %318#0 [0:16, 0:2] : (tensor<16x4xf32>) -> tensor<16x2xf32>
    %347 = stablehlo.reduce(%346 init: %cst_65) applies stablehlo.maximum across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %348 = stablehlo.broadcast_in_dim %347, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %349 = stablehlo.subtract %346, %348 : tensor<16x2xf32>
    %350 = stablehlo.exponential %349 : tensor<16x2xf32>
    %351 = stablehlo.reduce(%350 init: %cst_71) applies stablehlo.add across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %352 = stablehlo.broadcast_in_dim %351, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %353 = stablehlo.divide %350, %352 : tensor<16x2xf32>
    %354 = stablehlo.reshape %353 : (tensor<16x2xf32>) -> tensor<32xf32>
    %355 = stablehlo.broadcast_in_dim %354, dims = [0] : (tensor<32xf32>) -> tensor<32x32xf32>
    %356 = stablehlo.multiply %345, %355 : tensor<32x32xf32>
    %357 = stablehlo.reshape %356 : (tensor<32x32xf32>) -> tensor<16x2x32xf32>
    %358 = stablehlo.reduce(%357 init: %cst_71) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %359 = stablehlo.reshape %358 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %360 = stablehlo.add %299, %359 : tensor<2x8x32xf32>
    %361 = stablehlo.power %360, %cst_63 : tensor<2x8x32xf32>
    %362 = stablehlo.reduce(%361 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %363 = stablehlo.multiply %362, %cst_62 : tensor<2x8xf32>
    %364 = stablehlo.reshape %363 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %365 = stablehlo.add %364, %cst_61 : tensor<2x8x1xf32>
    %366 = stablehlo.rsqrt %365 : tensor<2x8x1xf32>
    %367 = stablehlo.reshape %366 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %368 = stablehlo.broadcast_in_dim %367, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %369 = stablehlo.multiply %360, %368 : tensor<2x8x32xf32>
    %370 = stablehlo.multiply %0, %369 : tensor<2x8x32xf32>
    %371 = stablehlo.reshape %370 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %372 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %373 = stablehlo.dot_general %371, %372, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %374 = stablehlo.reshape %373 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %375 = stablehlo.slice %374 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %376 = stablehlo.reduce(%375 init: %cst_65) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %377 = stablehlo.broadcast_in_dim %376, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %378 = stablehlo.subtract %375, %377 : tensor<2x7x128xf32>
    %379 = stablehlo.exponential %378 : tensor<2x7x128xf32>
    %380 = stablehlo.reduce(%379 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %381 = stablehlo.log %380 : tensor<2x7xf32>
    %382 = stablehlo.broadcast_in_dim %381, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %383 = stablehlo.subtract %378, %382 : tensor<2x7x128xf32>
    %384 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %385 = stablehlo.broadcast_in_dim %384, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %386 = stablehlo.broadcast_in_dim %c_64, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %387 = stablehlo.compare  EQ, %385, %386 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %388 = stablehlo.convert %387 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %389 = stablehlo.convert %388 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %390 = stablehlo.multiply %383, %389 : tensor<2x7x128xf32>
    %391 = stablehlo.reduce(%390 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %392 = stablehlo.reduce(%391 init: %cst_71) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %393 = stablehlo.multiply %392, %cst_42 : tensor<f32>
    %394 = stablehlo.negate %393 : tensor<f32>
    %395 = stablehlo.multiply %arg41, %cst_41 : tensor<128x32xf32>
    %396 = stablehlo.compare  LT, %arg0, %c_68 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %397 = stablehlo.add %arg0, %c_39 : tensor<2x8xi64>
    %398 = stablehlo.select %396, %397, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %399 = stablehlo.reshape %398 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %400 = stablehlo.compare  EQ, %arg0, %c_38 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %401 = stablehlo.broadcast_in_dim %400, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %402 = stablehlo.multiply %389, %cst_35 : tensor<2x7x128xf32>
    %403 = stablehlo.exponential %383 : tensor<2x7x128xf32>
    %404 = stablehlo.reduce(%402 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %405 = stablehlo.broadcast_in_dim %404, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %406 = stablehlo.multiply %403, %405 : tensor<2x7x128xf32>
    %407 = stablehlo.subtract %402, %406 : tensor<2x7x128xf32>
    %408 = stablehlo.pad %407, %cst_71, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %409 = stablehlo.select %c_36, %408, %cst_34 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %410 = stablehlo.reshape %409 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %411 = stablehlo.dot_general %410, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %412 = stablehlo.reshape %411 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %413 = stablehlo.multiply %412, %0 : tensor<2x8x32xf32>
    %414 = stablehlo.multiply %413, %368 : tensor<2x8x32xf32>
    %415 = stablehlo.multiply %413, %360 : tensor<2x8x32xf32>
    %416 = stablehlo.reduce(%415 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %417 = stablehlo.reshape %416 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %418 = stablehlo.multiply %417, %cst_33 : tensor<2x8x1xf32>
    %419 = stablehlo.power %366, %cst_32 : tensor<2x8x1xf32>
    %420 = stablehlo.multiply %418, %419 : tensor<2x8x1xf32>
    %421 = stablehlo.reshape %420 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %422 = stablehlo.broadcast_in_dim %421, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %423 = stablehlo.divide %422, %cst_31 : tensor<2x8x32xf32>
    %424 = stablehlo.power %360, %cst_30 : tensor<2x8x32xf32>
    %425 = stablehlo.multiply %424, %cst_63 : tensor<2x8x32xf32>
    %426 = stablehlo.multiply %423, %425 : tensor<2x8x32xf32>
    %427 = stablehlo.add %414, %426 : tensor<2x8x32xf32>
    %428 = stablehlo.convert %331 : (tensor<32x64xf32>) -> tensor<32x64xf64>
    %429 = stablehlo.compare  GE, %428, %cst_28 : (tensor<32x64xf64>, tensor<32x64xf64>) -> tensor<32x64xi1>
    %430 = stablehlo.compare  LE, %428, %cst_27 : (tensor<32x64xf64>, tensor<32x64xf64>) -> tensor<32x64xi1>
    %431 = stablehlo.and %429, %430 : tensor<32x64xi1>
    %432 = stablehlo.reshape %427 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %433 = stablehlo.broadcast_in_dim %432, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %434 = stablehlo.reshape %433 : (tensor<16x2x32xf32>) -> tensor<32x32xf32>
    %435 = stablehlo.multiply %434, %355 : tensor<32x32xf32>
    %436 = stablehlo.reshape %435 : (tensor<32x32xf32>) -> tensor<32x1x32xf32>
    %437 = stablehlo.transpose %341, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,32,64]{1,2,0}"} : (tensor<32x64x32xf32>) -> tensor<32x32x64xf32>
    %438 = stablehlo.dot_general %436, %437, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x1x32xf32>, tensor<32x32x64xf32>) -> tensor<32x1x64xf32>
    %439 = stablehlo.reshape %438 : (tensor<32x1x64xf32>) -> tensor<32x64xf32>
    %440 = stablehlo.multiply %439, %338 : tensor<32x64xf32>
    %441 = stablehlo.select %431, %440, %cst_26 : tensor<32x64xi1>, tensor<32x64xf32>
    %442 = stablehlo.pad %441, %cst_71, low = [0, 1], high = [0, 0], interior = [0, 1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32x128xf32>
    %443 = stablehlo.select %c_29, %442, %cst_25 : tensor<32x128xi1>, tensor<32x128xf32>
    %444 = stablehlo.convert %334 : (tensor<32x64xf32>) -> tensor<32x64xf64>
    %445 = stablehlo.compare  LE, %444, %cst_27 : (tensor<32x64xf64>, tensor<32x64xf64>) -> tensor<32x64xi1>
    %446 = stablehlo.multiply %439, %333 : tensor<32x64xf32>
    %447 = stablehlo.multiply %446, %337 : tensor<32x64xf32>
    %448 = stablehlo.multiply %446, %335 : tensor<32x64xf32>
    %449 = stablehlo.subtract %cst_45, %337 : tensor<32x64xf32>
    %450 = stablehlo.multiply %337, %449 : tensor<32x64xf32>
    %451 = stablehlo.multiply %448, %450 : tensor<32x64xf32>
    %452 = stablehlo.multiply %451, %cst_43 : tensor<32x64xf32>
    %453 = stablehlo.add %447, %452 : tensor<32x64xf32>
    %454 = stablehlo.select %445, %453, %cst_26 : tensor<32x64xi1>, tensor<32x64xf32>
    %455 = stablehlo.pad %454, %cst_71, low = [0, 0], high = [0, 1], interior = [0, 1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32x128xf32>
    %456 = stablehlo.select %c_24, %455, %cst_25 : tensor<32x128xi1>, tensor<32x128xf32>
    %457 = stablehlo.add %443, %456 : tensor<32x128xf32>
    %458 = stablehlo.reshape %457 : (tensor<32x128xf32>) -> tensor<32x1x128xf32>
    %459 = stablehlo.transpose %326, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,128,32]{1,2,0}"} : (tensor<32x32x128xf32>) -> tensor<32x128x32xf32>
    %460 = stablehlo.dot_general %458, %459, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x1x128xf32>, tensor<32x128x32xf32>) -> tensor<32x1x32xf32>
    %461 = stablehlo.reshape %460 : (tensor<32x1x32xf32>) -> tensor<16x2x32xf32>
    %462 = stablehlo.reduce(%461 init: %cst_71) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %463 = stablehlo.iota dim = 0 : tensor<16xi64>
    %464 = stablehlo.broadcast_in_dim %463, dims = [0] : (tensor<16xi64>) -> tensor<16x2x1xi64>
    %465 = stablehlo.reshape %320 : (tensor<16x2xi64>) -> tensor<16x2x1xi64>
    %466 = stablehlo.concatenate %464, %465, dim = 2 : (tensor<16x2x1xi64>, tensor<16x2x1xi64>) -> tensor<16x2x2xi64>
    %467 = stablehlo.multiply %434, %345 : tensor<32x32xf32>
    %468 = stablehlo.reduce(%467 init: %cst_71) applies stablehlo.add across dimensions = [1] : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %469 = stablehlo.reshape %468 : (tensor<32xf32>) -> tensor<16x2xf32>
    %470 = stablehlo.multiply %469, %353 : tensor<16x2xf32>
    %471 = stablehlo.reduce(%470 init: %cst_71) applies stablehlo.add across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %472 = stablehlo.broadcast_in_dim %471, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %473 = stablehlo.multiply %353, %472 : tensor<16x2xf32>
    %474 = stablehlo.subtract %470, %473 : tensor<16x2xf32>
    %475 = "stablehlo.scatter"(%cst_23, %466, %474) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg78: tensor<f32>, %arg79: tensor<f32>):
      stablehlo.return %arg79 : tensor<f32>
    }) : (tensor<16x4xf32>, tensor<16x2x2xi64>, tensor<16x2xf32>) -> tensor<16x4xf32>
    %476 = stablehlo.dot_general %475, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4xf32>, tensor<4x32xf32>) -> tensor<16x32xf32>
    %477 = stablehlo.add %462, %476 : tensor<16x32xf32>
    %478 = stablehlo.reshape %477 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %479 = stablehlo.multiply %478, %300 : tensor<2x8x32xf32>
    %480 = stablehlo.multiply %479, %308 : tensor<2x8x32xf32>
    %481 = stablehlo.add %427, %480 : tensor<2x8x32xf32>
    %482 = stablehlo.multiply %479, %299 : tensor<2x8x32xf32>
    %483 = stablehlo.reduce(%482 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %484 = stablehlo.reshape %483 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %485 = stablehlo.multiply %484, %cst_33 : tensor<2x8x1xf32>
    %486 = stablehlo.power %306, %cst_32 : tensor<2x8x1xf32>
    %487 = stablehlo.multiply %485, %486 : tensor<2x8x1xf32>
    %488 = stablehlo.reshape %487 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %489 = stablehlo.broadcast_in_dim %488, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %490 = stablehlo.divide %489, %cst_31 : tensor<2x8x32xf32>
    %491 = stablehlo.power %299, %cst_30 : tensor<2x8x32xf32>
    %492 = stablehlo.multiply %491, %cst_63 : tensor<2x8x32xf32>
    %493 = stablehlo.multiply %490, %492 : tensor<2x8x32xf32>
    %494 = stablehlo.add %481, %493 : tensor<2x8x32xf32>
    %495 = stablehlo.transpose %281, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %496 = stablehlo.reshape %494 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %497 = stablehlo.dot_general %496, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %498 = stablehlo.reshape %497 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %499 = stablehlo.transpose %498, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %500 = stablehlo.reshape %499 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %501 = stablehlo.dot_general %495, %500, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %502 = stablehlo.reshape %501 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %503 = stablehlo.reduce(%502 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %504 = stablehlo.transpose %503, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %505 = stablehlo.reshape %504 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %506 = stablehlo.dot_general %505, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %507 = stablehlo.reshape %506 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %508 = stablehlo.transpose %233, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %509 = stablehlo.transpose %289, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %510 = stablehlo.dot_general %500, %509, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %511 = stablehlo.reshape %510 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %512 = stablehlo.pad %511, %cst_71, low = [0, 0, 0, 0], high = [0, 0, 0, 1], interior = [0, 0, 0, 0] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8x9xf32>
    %513 = stablehlo.select %c, %512, %cst_22 : tensor<2x4x8x9xi1>, tensor<2x4x8x9xf32>
    %514 = stablehlo.multiply %513, %279 : tensor<2x4x8x9xf32>
    %515 = stablehlo.reduce(%514 init: %cst_71) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x9xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %516 = stablehlo.broadcast_in_dim %515, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x9xf32>
    %517 = stablehlo.multiply %279, %516 : tensor<2x4x8x9xf32>
    %518 = stablehlo.subtract %514, %517 : tensor<2x4x8x9xf32>
    %519 = stablehlo.iota dim = 0 : tensor<2xi64>
    %520 = stablehlo.broadcast_in_dim %519, dims = [0] : (tensor<2xi64>) -> tensor<2x4x8x1x1xi64>
    %521 = stablehlo.iota dim = 0 : tensor<4xi64>
    %522 = stablehlo.broadcast_in_dim %521, dims = [1] : (tensor<4xi64>) -> tensor<2x4x8x1x1xi64>
    %523 = stablehlo.iota dim = 0 : tensor<8xi64>
    %524 = stablehlo.broadcast_in_dim %523, dims = [2] : (tensor<8xi64>) -> tensor<2x4x8x1x1xi64>
    %525 = stablehlo.iota dim = 0 : tensor<9xi32>
    %526 = stablehlo.broadcast_in_dim %525, dims = [3] : (tensor<9xi32>) -> tensor<2x4x8x9xi32>
    %527:2 = stablehlo.reduce(%269 init: %cst_65), (%526 init: %c_70) across dimensions = [3] : (tensor<2x4x8x9xf32>, tensor<2x4x8x9xi32>, tensor<f32>, tensor<i32>) -> (tensor<2x4x8xf32>, tensor<2x4x8xi32>)
     reducer(%arg78: tensor<f32>, %arg80: tensor<f32>) (%arg79: tensor<i32>, %arg81: tensor<i32>)  {
      %961 = stablehlo.compare  GE, %arg78, %arg80 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %962 = stablehlo.select %961, %arg78, %arg80 : tensor<i1>, tensor<f32>
      %963 = stablehlo.compare  EQ, %arg78, %arg80 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %964 = stablehlo.minimum %arg79, %arg81 : tensor<i32>
      %965 = stablehlo.select %961, %arg79, %arg81 : tensor<i1>, tensor<i32>
      %966 = stablehlo.select %963, %964, %965 : tensor<i1>, tensor<i32>
      stablehlo.return %962, %966 : tensor<f32>, tensor<i32>
    }
    %528 = stablehlo.convert %527#1 : (tensor<2x4x8xi32>) -> tensor<2x4x8xi64>
    %529 = stablehlo.reshape %528 : (tensor<2x4x8xi64>) -> tensor<2x4x8x1x1xi64>
    %530 = stablehlo.concatenate %520, %522, %524, %529, dim = 4 : (tensor<2x4x8x1x1xi64>, tensor<2x4x8x1x1xi64>, tensor<2x4x8x1x1xi64>, tensor<2x4x8x1x1xi64>) -> tensor<2x4x8x1x4xi64>
    %531 = stablehlo.negate %518 : tensor<2x4x8x9xf32>
    %532 = stablehlo.reduce(%531 init: %cst_71) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x9xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %533 = stablehlo.reshape %532 : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %534 = "stablehlo.scatter"(%cst_22, %530, %533) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [0, 1, 2, 3], index_vector_dim = 4>, unique_indices = false}> ({
    ^bb0(%arg78: tensor<f32>, %arg79: tensor<f32>):
      stablehlo.return %arg79 : tensor<f32>
    }) : (tensor<2x4x8x9xf32>, tensor<2x4x8x1x4xi64>, tensor<2x4x8x1xf32>) -> tensor<2x4x8x9xf32>
    %535 = stablehlo.add %518, %534 : tensor<2x4x8x9xf32>
    %536 = stablehlo.slice %535 [0:2, 0:4, 0:8, 0:8] : (tensor<2x4x8x9xf32>) -> tensor<2x4x8x8xf32>
    %537 = stablehlo.multiply %536, %cst_58 : tensor<2x4x8x8xf32>
    %538 = stablehlo.reshape %537 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %539 = stablehlo.dot_general %508, %538, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %540 = stablehlo.reshape %539 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %541 = stablehlo.transpose %540, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %542 = stablehlo.reshape %541 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %543 = stablehlo.reduce(%542 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %544 = stablehlo.slice %543 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %545 = stablehlo.multiply %544, %54 : tensor<2x2x8x4xf32>
    %546 = stablehlo.slice %543 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %547 = stablehlo.multiply %546, %51 : tensor<2x2x8x4xf32>
    %548 = stablehlo.add %545, %547 : tensor<2x2x8x4xf32>
    %549 = stablehlo.multiply %544, %51 : tensor<2x2x8x4xf32>
    %550 = stablehlo.negate %546 : tensor<2x2x8x4xf32>
    %551 = stablehlo.multiply %550, %54 : tensor<2x2x8x4xf32>
    %552 = stablehlo.add %549, %551 : tensor<2x2x8x4xf32>
    %553 = stablehlo.concatenate %548, %552, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %554 = stablehlo.transpose %553, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %555 = stablehlo.reshape %554 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %556 = stablehlo.dot_general %555, %arg32, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %557 = stablehlo.reshape %556 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %558 = stablehlo.add %507, %557 : tensor<2x8x32xf32>
    %559 = stablehlo.transpose %252, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %560 = stablehlo.dot_general %538, %559, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %561 = stablehlo.reshape %560 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %562 = stablehlo.slice %561 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %563 = stablehlo.multiply %562, %36 : tensor<2x4x8x4xf32>
    %564 = stablehlo.slice %561 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %565 = stablehlo.multiply %564, %30 : tensor<2x4x8x4xf32>
    %566 = stablehlo.add %563, %565 : tensor<2x4x8x4xf32>
    %567 = stablehlo.multiply %562, %30 : tensor<2x4x8x4xf32>
    %568 = stablehlo.negate %564 : tensor<2x4x8x4xf32>
    %569 = stablehlo.multiply %568, %36 : tensor<2x4x8x4xf32>
    %570 = stablehlo.add %567, %569 : tensor<2x4x8x4xf32>
    %571 = stablehlo.concatenate %566, %570, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %572 = stablehlo.transpose %571, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %573 = stablehlo.reshape %572 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %574 = stablehlo.dot_general %573, %arg34, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %575 = stablehlo.reshape %574 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %576 = stablehlo.add %558, %575 : tensor<2x8x32xf32>
    %577 = stablehlo.multiply %576, %206 : tensor<2x8x32xf32>
    %578 = stablehlo.multiply %577, %214 : tensor<2x8x32xf32>
    %579 = stablehlo.add %494, %578 : tensor<2x8x32xf32>
    %580 = stablehlo.multiply %577, %205 : tensor<2x8x32xf32>
    %581 = stablehlo.reduce(%580 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %582 = stablehlo.reshape %581 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %583 = stablehlo.multiply %582, %cst_33 : tensor<2x8x1xf32>
    %584 = stablehlo.power %212, %cst_32 : tensor<2x8x1xf32>
    %585 = stablehlo.multiply %583, %584 : tensor<2x8x1xf32>
    %586 = stablehlo.reshape %585 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %587 = stablehlo.broadcast_in_dim %586, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %588 = stablehlo.divide %587, %cst_31 : tensor<2x8x32xf32>
    %589 = stablehlo.power %205, %cst_30 : tensor<2x8x32xf32>
    %590 = stablehlo.multiply %589, %cst_63 : tensor<2x8x32xf32>
    %591 = stablehlo.multiply %588, %590 : tensor<2x8x32xf32>
    %592 = stablehlo.add %579, %591 : tensor<2x8x32xf32>
    %593 = stablehlo.convert %176 : (tensor<32x64xf32>) -> tensor<32x64xf64>
    %594 = stablehlo.compare  GE, %593, %cst_28 : (tensor<32x64xf64>, tensor<32x64xf64>) -> tensor<32x64xi1>
    %595 = stablehlo.compare  LE, %593, %cst_27 : (tensor<32x64xf64>, tensor<32x64xf64>) -> tensor<32x64xi1>
    %596 = stablehlo.and %594, %595 : tensor<32x64xi1>
    %597 = stablehlo.reshape %592 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %598 = stablehlo.broadcast_in_dim %597, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %599 = stablehlo.reshape %598 : (tensor<16x2x32xf32>) -> tensor<32x32xf32>
    %600 = stablehlo.multiply %599, %200 : tensor<32x32xf32>
    %601 = stablehlo.reshape %600 : (tensor<32x32xf32>) -> tensor<32x1x32xf32>
    %602 = stablehlo.transpose %186, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,32,64]{1,2,0}"} : (tensor<32x64x32xf32>) -> tensor<32x32x64xf32>
    %603 = stablehlo.dot_general %601, %602, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x1x32xf32>, tensor<32x32x64xf32>) -> tensor<32x1x64xf32>
    %604 = stablehlo.reshape %603 : (tensor<32x1x64xf32>) -> tensor<32x64xf32>
    %605 = stablehlo.multiply %604, %183 : tensor<32x64xf32>
    %606 = stablehlo.select %596, %605, %cst_26 : tensor<32x64xi1>, tensor<32x64xf32>
    %607 = stablehlo.pad %606, %cst_71, low = [0, 1], high = [0, 0], interior = [0, 1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32x128xf32>
    %608 = stablehlo.select %c_29, %607, %cst_25 : tensor<32x128xi1>, tensor<32x128xf32>
    %609 = stablehlo.convert %179 : (tensor<32x64xf32>) -> tensor<32x64xf64>
    %610 = stablehlo.compare  LE, %609, %cst_27 : (tensor<32x64xf64>, tensor<32x64xf64>) -> tensor<32x64xi1>
    %611 = stablehlo.multiply %604, %178 : tensor<32x64xf32>
    %612 = stablehlo.multiply %611, %182 : tensor<32x64xf32>
    %613 = stablehlo.multiply %611, %180 : tensor<32x64xf32>
    %614 = stablehlo.subtract %cst_45, %182 : tensor<32x64xf32>
    %615 = stablehlo.multiply %182, %614 : tensor<32x64xf32>
    %616 = stablehlo.multiply %613, %615 : tensor<32x64xf32>
    %617 = stablehlo.multiply %616, %cst_43 : tensor<32x64xf32>
    %618 = stablehlo.add %612, %617 : tensor<32x64xf32>
    %619 = stablehlo.select %610, %618, %cst_26 : tensor<32x64xi1>, tensor<32x64xf32>
    %620 = stablehlo.pad %619, %cst_71, low = [0, 0], high = [0, 1], interior = [0, 1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<32x128xf32>
    %621 = stablehlo.select %c_24, %620, %cst_25 : tensor<32x128xi1>, tensor<32x128xf32>
    %622 = stablehlo.add %608, %621 : tensor<32x128xf32>
    %623 = stablehlo.reshape %622 : (tensor<32x128xf32>) -> tensor<32x1x128xf32>
    %624 = stablehlo.transpose %171, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,128,32]{1,2,0}"} : (tensor<32x32x128xf32>) -> tensor<32x128x32xf32>
    %625 = stablehlo.dot_general %623, %624, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x1x128xf32>, tensor<32x128x32xf32>) -> tensor<32x1x32xf32>
    %626 = stablehlo.reshape %625 : (tensor<32x1x32xf32>) -> tensor<16x2x32xf32>
    %627 = stablehlo.reduce(%626 init: %cst_71) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %628 = stablehlo.reshape %165 : (tensor<16x2xi64>) -> tensor<16x2x1xi64>
    %629 = stablehlo.concatenate %464, %628, dim = 2 : (tensor<16x2x1xi64>, tensor<16x2x1xi64>) -> tensor<16x2x2xi64>
    %630 = stablehlo.multiply %599, %190 : tensor<32x32xf32>
    %631 = stablehlo.reduce(%630 init: %cst_71) applies stablehlo.add across dimensions = [1] : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %632 = stablehlo.reshape %631 : (tensor<32xf32>) -> tensor<16x2xf32>
    %633 = stablehlo.multiply %632, %198 : tensor<16x2xf32>
    %634 = stablehlo.reduce(%633 init: %cst_71) applies stablehlo.add across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %635 = stablehlo.broadcast_in_dim %634, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %636 = stablehlo.multiply %198, %635 : tensor<16x2xf32>
    %637 = stablehlo.subtract %633, %636 : tensor<16x2xf32>
    %638 = "stablehlo.scatter"(%cst_23, %629, %637) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg78: tensor<f32>, %arg79: tensor<f32>):
      stablehlo.return %arg79 : tensor<f32>
    }) : (tensor<16x4xf32>, tensor<16x2x2xi64>, tensor<16x2xf32>) -> tensor<16x4xf32>
    %639 = stablehlo.dot_general %638, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4xf32>, tensor<4x32xf32>) -> tensor<16x32xf32>
    %640 = stablehlo.add %627, %639 : tensor<16x32xf32>
    %641 = stablehlo.reshape %640 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %642 = stablehlo.multiply %641, %143 : tensor<2x8x32xf32>
    %643 = stablehlo.multiply %642, %151 : tensor<2x8x32xf32>
    %644 = stablehlo.add %592, %643 : tensor<2x8x32xf32>
    %645 = stablehlo.multiply %642, %142 : tensor<2x8x32xf32>
    %646 = stablehlo.reduce(%645 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %647 = stablehlo.reshape %646 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %648 = stablehlo.multiply %647, %cst_33 : tensor<2x8x1xf32>
    %649 = stablehlo.power %149, %cst_32 : tensor<2x8x1xf32>
    %650 = stablehlo.multiply %648, %649 : tensor<2x8x1xf32>
    %651 = stablehlo.reshape %650 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %652 = stablehlo.broadcast_in_dim %651, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %653 = stablehlo.divide %652, %cst_31 : tensor<2x8x32xf32>
    %654 = stablehlo.power %142, %cst_30 : tensor<2x8x32xf32>
    %655 = stablehlo.multiply %654, %cst_63 : tensor<2x8x32xf32>
    %656 = stablehlo.multiply %653, %655 : tensor<2x8x32xf32>
    %657 = stablehlo.add %644, %656 : tensor<2x8x32xf32>
    %658 = stablehlo.transpose %124, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %659 = stablehlo.reshape %657 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %660 = stablehlo.dot_general %659, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %661 = stablehlo.reshape %660 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %662 = stablehlo.transpose %661, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %663 = stablehlo.reshape %662 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %664 = stablehlo.dot_general %658, %663, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %665 = stablehlo.reshape %664 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %666 = stablehlo.reduce(%665 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %667 = stablehlo.transpose %666, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %668 = stablehlo.reshape %667 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %669 = stablehlo.dot_general %668, %arg13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %670 = stablehlo.reshape %669 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %671 = stablehlo.transpose %43, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %672 = stablehlo.transpose %132, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %673 = stablehlo.dot_general %663, %672, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %674 = stablehlo.reshape %673 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %675 = stablehlo.pad %674, %cst_71, low = [0, 0, 0, 0], high = [0, 0, 0, 1], interior = [0, 0, 0, 0] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8x9xf32>
    %676 = stablehlo.select %c, %675, %cst_22 : tensor<2x4x8x9xi1>, tensor<2x4x8x9xf32>
    %677 = stablehlo.multiply %676, %122 : tensor<2x4x8x9xf32>
    %678 = stablehlo.reduce(%677 init: %cst_71) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x9xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %679 = stablehlo.broadcast_in_dim %678, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x9xf32>
    %680 = stablehlo.multiply %122, %679 : tensor<2x4x8x9xf32>
    %681 = stablehlo.subtract %677, %680 : tensor<2x4x8x9xf32>
    %682:2 = stablehlo.reduce(%112 init: %cst_65), (%526 init: %c_70) across dimensions = [3] : (tensor<2x4x8x9xf32>, tensor<2x4x8x9xi32>, tensor<f32>, tensor<i32>) -> (tensor<2x4x8xf32>, tensor<2x4x8xi32>)
     reducer(%arg78: tensor<f32>, %arg80: tensor<f32>) (%arg79: tensor<i32>, %arg81: tensor<i32>)  {
      %961 = stablehlo.compare  GE, %arg78, %arg80 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %962 = stablehlo.select %961, %arg78, %arg80 : tensor<i1>, tensor<f32>
      %963 = stablehlo.compare  EQ, %arg78, %arg80 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %964 = stablehlo.minimum %arg79, %arg81 : tensor<i32>
      %965 = stablehlo.select %961, %arg79, %arg81 : tensor<i1>, tensor<i32>
      %966 = stablehlo.select %963, %964, %965 : tensor<i1>, tensor<i32>
      stablehlo.return %962, %966 : tensor<f32>, tensor<i32>
    }
    %683 = stablehlo.convert %682#1 : (tensor<2x4x8xi32>) -> tensor<2x4x8xi64>
    %684 = stablehlo.reshape %683 : (tensor<2x4x8xi64>) -> tensor<2x4x8x1x1xi64>
    %685 = stablehlo.concatenate %520, %522, %524, %684, dim = 4 : (tensor<2x4x8x1x1xi64>, tensor<2x4x8x1x1xi64>, tensor<2x4x8x1x1xi64>, tensor<2x4x8x1x1xi64>) -> tensor<2x4x8x1x4xi64>
    %686 = stablehlo.negate %681 : tensor<2x4x8x9xf32>
    %687 = stablehlo.reduce(%686 init: %cst_71) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x9xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %688 = stablehlo.reshape %687 : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %689 = "stablehlo.scatter"(%cst_22, %685, %688) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [0, 1, 2, 3], index_vector_dim = 4>, unique_indices = false}> ({
    ^bb0(%arg78: tensor<f32>, %arg79: tensor<f32>):
      stablehlo.return %arg79 : tensor<f32>
    }) : (tensor<2x4x8x9xf32>, tensor<2x4x8x1x4xi64>, tensor<2x4x8x1xf32>) -> tensor<2x4x8x9xf32>
    %690 = stablehlo.add %681, %689 : tensor<2x4x8x9xf32>
    %691 = stablehlo.slice %690 [0:2, 0:4, 0:8, 0:8] : (tensor<2x4x8x9xf32>) -> tensor<2x4x8x8xf32>
    %692 = stablehlo.multiply %691, %cst_58 : tensor<2x4x8x8xf32>
    %693 = stablehlo.reshape %692 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %694 = stablehlo.dot_general %671, %693, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %695 = stablehlo.reshape %694 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %696 = stablehlo.transpose %695, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %697 = stablehlo.reshape %696 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %698 = stablehlo.reduce(%697 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %699 = stablehlo.slice %698 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %700 = stablehlo.multiply %699, %54 : tensor<2x2x8x4xf32>
    %701 = stablehlo.slice %698 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %702 = stablehlo.multiply %701, %51 : tensor<2x2x8x4xf32>
    %703 = stablehlo.add %700, %702 : tensor<2x2x8x4xf32>
    %704 = stablehlo.multiply %699, %51 : tensor<2x2x8x4xf32>
    %705 = stablehlo.negate %701 : tensor<2x2x8x4xf32>
    %706 = stablehlo.multiply %705, %54 : tensor<2x2x8x4xf32>
    %707 = stablehlo.add %704, %706 : tensor<2x2x8x4xf32>
    %708 = stablehlo.concatenate %703, %707, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %709 = stablehlo.transpose %708, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %710 = stablehlo.reshape %709 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %711 = stablehlo.dot_general %710, %arg21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %712 = stablehlo.reshape %711 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %713 = stablehlo.add %670, %712 : tensor<2x8x32xf32>
    %714 = stablehlo.transpose %64, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %715 = stablehlo.dot_general %693, %714, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %716 = stablehlo.reshape %715 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %717 = stablehlo.slice %716 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %718 = stablehlo.multiply %717, %36 : tensor<2x4x8x4xf32>
    %719 = stablehlo.slice %716 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %720 = stablehlo.multiply %719, %30 : tensor<2x4x8x4xf32>
    %721 = stablehlo.add %718, %720 : tensor<2x4x8x4xf32>
    %722 = stablehlo.multiply %717, %30 : tensor<2x4x8x4xf32>
    %723 = stablehlo.negate %719 : tensor<2x4x8x4xf32>
    %724 = stablehlo.multiply %723, %36 : tensor<2x4x8x4xf32>
    %725 = stablehlo.add %722, %724 : tensor<2x4x8x4xf32>
    %726 = stablehlo.concatenate %721, %725, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %727 = stablehlo.transpose %726, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %728 = stablehlo.reshape %727 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %729 = stablehlo.dot_general %728, %arg23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %730 = stablehlo.reshape %729 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %731 = stablehlo.add %713, %730 : tensor<2x8x32xf32>
    %732 = stablehlo.multiply %731, %5 : tensor<2x8x32xf32>
    %733 = stablehlo.multiply %732, %13 : tensor<2x8x32xf32>
    %734 = stablehlo.add %657, %733 : tensor<2x8x32xf32>
    %735 = stablehlo.multiply %732, %4 : tensor<2x8x32xf32>
    %736 = stablehlo.reduce(%735 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %737 = stablehlo.reshape %736 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %738 = stablehlo.multiply %737, %cst_33 : tensor<2x8x1xf32>
    %739 = stablehlo.power %11, %cst_32 : tensor<2x8x1xf32>
    %740 = stablehlo.multiply %738, %739 : tensor<2x8x1xf32>
    %741 = stablehlo.reshape %740 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %742 = stablehlo.broadcast_in_dim %741, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %743 = stablehlo.divide %742, %cst_31 : tensor<2x8x32xf32>
    %744 = stablehlo.power %4, %cst_30 : tensor<2x8x32xf32>
    %745 = stablehlo.multiply %744, %cst_63 : tensor<2x8x32xf32>
    %746 = stablehlo.multiply %743, %745 : tensor<2x8x32xf32>
    %747 = stablehlo.add %734, %746 : tensor<2x8x32xf32>
    %748 = stablehlo.select %401, %cst_37, %747 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %749 = "stablehlo.scatter"(%cst_40, %399, %748) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg78: tensor<f32>, %arg79: tensor<f32>):
      %961 = stablehlo.add %arg78, %arg79 : tensor<f32>
      stablehlo.return %961 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %750 = stablehlo.add %395, %749 : tensor<128x32xf32>
    %751 = stablehlo.multiply %750, %cst_21 : tensor<128x32xf32>
    %752 = stablehlo.subtract %arg14, %751 : tensor<128x32xf32>
    %753 = stablehlo.multiply %arg42, %cst_20 : tensor<4xf32>
    %754 = stablehlo.slice %690 [0:2, 0:4, 0:8, 8:9] : (tensor<2x4x8x9xf32>) -> tensor<2x4x8x1xf32>
    %755 = stablehlo.reduce(%754 init: %cst_71) applies stablehlo.add across dimensions = [0, 2] : (tensor<2x4x8x1xf32>, tensor<f32>) -> tensor<4x1xf32>
    %756 = stablehlo.reshape %755 : (tensor<4x1xf32>) -> tensor<4xf32>
    %757 = stablehlo.add %753, %756 : tensor<4xf32>
    %758 = stablehlo.multiply %757, %cst_19 : tensor<4xf32>
    %759 = stablehlo.subtract %arg16, %758 : tensor<4xf32>
    %760 = stablehlo.multiply %arg43, %cst_18 : tensor<32x32xf32>
    %761 = stablehlo.transpose %728, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %762 = stablehlo.dot_general %761, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %763 = stablehlo.add %760, %762 : tensor<32x32xf32>
    %764 = stablehlo.multiply %763, %cst_17 : tensor<32x32xf32>
    %765 = stablehlo.subtract %arg23, %764 : tensor<32x32xf32>
    %766 = stablehlo.multiply %arg44, %cst_16 : tensor<32xf32>
    %767 = stablehlo.reduce(%728 init: %cst_71) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %768 = stablehlo.add %766, %767 : tensor<32xf32>
    %769 = stablehlo.multiply %768, %cst_15 : tensor<32xf32>
    %770 = stablehlo.subtract %arg22, %769 : tensor<32xf32>
    %771 = stablehlo.multiply %arg45, %cst_14 : tensor<16x32xf32>
    %772 = stablehlo.transpose %710, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %773 = stablehlo.dot_general %772, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %774 = stablehlo.add %771, %773 : tensor<16x32xf32>
    %775 = stablehlo.multiply %774, %cst_13 : tensor<16x32xf32>
    %776 = stablehlo.subtract %arg21, %775 : tensor<16x32xf32>
    %777 = stablehlo.multiply %arg46, %cst_12 : tensor<16xf32>
    %778 = stablehlo.reduce(%710 init: %cst_71) applies stablehlo.add across dimensions = [0] : (tensor<16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %779 = stablehlo.add %777, %778 : tensor<16xf32>
    %780 = stablehlo.multiply %779, %cst_11 : tensor<16xf32>
    %781 = stablehlo.subtract %arg20, %780 : tensor<16xf32>
    %782 = stablehlo.multiply %arg47, %cst_14 : tensor<16x32xf32>
    %783 = stablehlo.transpose %668, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %784 = stablehlo.dot_general %783, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %785 = stablehlo.add %782, %784 : tensor<16x32xf32>
    %786 = stablehlo.multiply %785, %cst_13 : tensor<16x32xf32>
    %787 = stablehlo.subtract %arg13, %786 : tensor<16x32xf32>
    %788 = stablehlo.multiply %arg48, %cst_12 : tensor<16xf32>
    %789 = stablehlo.reduce(%668 init: %cst_71) applies stablehlo.add across dimensions = [0] : (tensor<16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %790 = stablehlo.add %788, %789 : tensor<16xf32>
    %791 = stablehlo.multiply %790, %cst_11 : tensor<16xf32>
    %792 = stablehlo.subtract %arg12, %791 : tensor<16xf32>
    %793 = stablehlo.multiply %arg49, %cst_18 : tensor<32x32xf32>
    %794 = stablehlo.transpose %659, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %795 = stablehlo.dot_general %794, %136, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %796 = stablehlo.add %793, %795 : tensor<32x32xf32>
    %797 = stablehlo.multiply %796, %cst_17 : tensor<32x32xf32>
    %798 = stablehlo.subtract %arg11, %797 : tensor<32x32xf32>
    %799 = stablehlo.multiply %arg50, %cst_16 : tensor<32xf32>
    %800 = stablehlo.reduce(%659 init: %cst_71) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %801 = stablehlo.add %799, %800 : tensor<32xf32>
    %802 = stablehlo.multiply %801, %cst_15 : tensor<32xf32>
    %803 = stablehlo.subtract %arg10, %802 : tensor<32xf32>
    %804 = stablehlo.multiply %arg51, %cst_10 : tensor<4x32xf32>
    %805 = stablehlo.transpose %638, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,16]{0,1}"} : (tensor<16x4xf32>) -> tensor<4x16xf32>
    %806 = stablehlo.dot_general %805, %154, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x32xf32>) -> tensor<4x32xf32>
    %807 = stablehlo.add %804, %806 : tensor<4x32xf32>
    %808 = stablehlo.multiply %807, %cst_9 : tensor<4x32xf32>
    %809 = stablehlo.subtract %arg9, %808 : tensor<4x32xf32>
    %810 = stablehlo.multiply %arg52, %cst_20 : tensor<4xf32>
    %811 = stablehlo.reduce(%638 init: %cst_71) applies stablehlo.add across dimensions = [0] : (tensor<16x4xf32>, tensor<f32>) -> tensor<4xf32>
    %812 = stablehlo.add %810, %811 : tensor<4xf32>
    %813 = stablehlo.multiply %812, %cst_19 : tensor<4xf32>
    %814 = stablehlo.subtract %arg8, %813 : tensor<4xf32>
    %815 = stablehlo.multiply %arg53, %cst_8 : tensor<4x32x128xf32>
    %816 = stablehlo.reshape %155 : (tensor<16x2x32xf32>) -> tensor<32x32x1xf32>
    %817 = stablehlo.dot_general %816, %623, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x1xf32>, tensor<32x1x128xf32>) -> tensor<32x32x128xf32>
    %818 = "stablehlo.scatter"(%cst_7, %170, %817) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg78: tensor<f32>, %arg79: tensor<f32>):
      %961 = stablehlo.add %arg78, %arg79 : tensor<f32>
      stablehlo.return %961 : tensor<f32>
    }) : (tensor<4x32x128xf32>, tensor<32x1xi64>, tensor<32x32x128xf32>) -> tensor<4x32x128xf32>
    %819 = stablehlo.add %815, %818 : tensor<4x32x128xf32>
    %820 = stablehlo.multiply %819, %cst_6 : tensor<4x32x128xf32>
    %821 = stablehlo.subtract %arg28, %820 : tensor<4x32x128xf32>
    %822 = stablehlo.multiply %arg54, %cst_5 : tensor<4x128xf32>
    %823 = "stablehlo.scatter"(%cst_4, %170, %622) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg78: tensor<f32>, %arg79: tensor<f32>):
      %961 = stablehlo.add %arg78, %arg79 : tensor<f32>
      stablehlo.return %961 : tensor<f32>
    }) : (tensor<4x128xf32>, tensor<32x1xi64>, tensor<32x128xf32>) -> tensor<4x128xf32>
    %824 = stablehlo.add %822, %823 : tensor<4x128xf32>
    %825 = stablehlo.multiply %824, %cst_3 : tensor<4x128xf32>
    %826 = stablehlo.subtract %arg27, %825 : tensor<4x128xf32>
    %827 = stablehlo.multiply %arg55, %cst_2 : tensor<4x64x32xf32>
    %828 = stablehlo.reshape %184 : (tensor<32x64xf32>) -> tensor<32x64x1xf32>
    %829 = stablehlo.dot_general %828, %601, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x1xf32>, tensor<32x1x32xf32>) -> tensor<32x64x32xf32>
    %830 = "stablehlo.scatter"(%cst_1, %170, %829) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg78: tensor<f32>, %arg79: tensor<f32>):
      %961 = stablehlo.add %arg78, %arg79 : tensor<f32>
      stablehlo.return %961 : tensor<f32>
    }) : (tensor<4x64x32xf32>, tensor<32x1xi64>, tensor<32x64x32xf32>) -> tensor<4x64x32xf32>
    %831 = stablehlo.add %827, %830 : tensor<4x64x32xf32>
    %832 = stablehlo.multiply %831, %cst_0 : tensor<4x64x32xf32>
    %833 = stablehlo.subtract %arg26, %832 : tensor<4x64x32xf32>
    %834 = stablehlo.multiply %arg56, %cst_10 : tensor<4x32xf32>
    %835 = "stablehlo.scatter"(%cst, %170, %600) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg78: tensor<f32>, %arg79: tensor<f32>):
      %961 = stablehlo.add %arg78, %arg79 : tensor<f32>
      stablehlo.return %961 : tensor<f32>
    }) : (tensor<4x32xf32>, tensor<32x1xi64>, tensor<32x32xf32>) -> tensor<4x32xf32>
    %836 = stablehlo.add %834, %835 : tensor<4x32xf32>
    %837 = stablehlo.multiply %836, %cst_9 : tensor<4x32xf32>
    %838 = stablehlo.subtract %arg25, %837 : tensor<4x32xf32>
    %839 = stablehlo.multiply %arg57, %cst_16 : tensor<32xf32>
    %840 = stablehlo.multiply %731, %14 : tensor<2x8x32xf32>
    %841 = stablehlo.reduce(%840 init: %cst_71) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %842 = stablehlo.add %839, %841 : tensor<32xf32>
    %843 = stablehlo.multiply %842, %cst_15 : tensor<32xf32>
    %844 = stablehlo.subtract %arg15, %843 : tensor<32xf32>
    %845 = stablehlo.multiply %arg58, %cst_16 : tensor<32xf32>
    %846 = stablehlo.multiply %641, %152 : tensor<2x8x32xf32>
    %847 = stablehlo.reduce(%846 init: %cst_71) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %848 = stablehlo.add %845, %847 : tensor<32xf32>
    %849 = stablehlo.multiply %848, %cst_15 : tensor<32xf32>
    %850 = stablehlo.subtract %arg24, %849 : tensor<32xf32>
    %851 = stablehlo.multiply %arg59, %cst_20 : tensor<4xf32>
    %852 = stablehlo.slice %535 [0:2, 0:4, 0:8, 8:9] : (tensor<2x4x8x9xf32>) -> tensor<2x4x8x1xf32>
    %853 = stablehlo.reduce(%852 init: %cst_71) applies stablehlo.add across dimensions = [0, 2] : (tensor<2x4x8x1xf32>, tensor<f32>) -> tensor<4x1xf32>
    %854 = stablehlo.reshape %853 : (tensor<4x1xf32>) -> tensor<4xf32>
    %855 = stablehlo.add %851, %854 : tensor<4xf32>
    %856 = stablehlo.multiply %855, %cst_19 : tensor<4xf32>
    %857 = stablehlo.subtract %arg30, %856 : tensor<4xf32>
    %858 = stablehlo.multiply %arg60, %cst_18 : tensor<32x32xf32>
    %859 = stablehlo.transpose %573, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %860 = stablehlo.dot_general %859, %217, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %861 = stablehlo.add %858, %860 : tensor<32x32xf32>
    %862 = stablehlo.multiply %861, %cst_17 : tensor<32x32xf32>
    %863 = stablehlo.subtract %arg34, %862 : tensor<32x32xf32>
    %864 = stablehlo.multiply %arg61, %cst_16 : tensor<32xf32>
    %865 = stablehlo.reduce(%573 init: %cst_71) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %866 = stablehlo.add %864, %865 : tensor<32xf32>
    %867 = stablehlo.multiply %866, %cst_15 : tensor<32xf32>
    %868 = stablehlo.subtract %arg33, %867 : tensor<32xf32>
    %869 = stablehlo.multiply %arg62, %cst_14 : tensor<16x32xf32>
    %870 = stablehlo.transpose %555, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %871 = stablehlo.dot_general %870, %217, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %872 = stablehlo.add %869, %871 : tensor<16x32xf32>
    %873 = stablehlo.multiply %872, %cst_13 : tensor<16x32xf32>
    %874 = stablehlo.subtract %arg32, %873 : tensor<16x32xf32>
    %875 = stablehlo.multiply %arg63, %cst_12 : tensor<16xf32>
    %876 = stablehlo.reduce(%555 init: %cst_71) applies stablehlo.add across dimensions = [0] : (tensor<16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %877 = stablehlo.add %875, %876 : tensor<16xf32>
    %878 = stablehlo.multiply %877, %cst_11 : tensor<16xf32>
    %879 = stablehlo.subtract %arg31, %878 : tensor<16xf32>
    %880 = stablehlo.multiply %arg64, %cst_14 : tensor<16x32xf32>
    %881 = stablehlo.transpose %505, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %882 = stablehlo.dot_general %881, %217, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %883 = stablehlo.add %880, %882 : tensor<16x32xf32>
    %884 = stablehlo.multiply %883, %cst_13 : tensor<16x32xf32>
    %885 = stablehlo.subtract %arg7, %884 : tensor<16x32xf32>
    %886 = stablehlo.multiply %arg65, %cst_12 : tensor<16xf32>
    %887 = stablehlo.reduce(%505 init: %cst_71) applies stablehlo.add across dimensions = [0] : (tensor<16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %888 = stablehlo.add %886, %887 : tensor<16xf32>
    %889 = stablehlo.multiply %888, %cst_11 : tensor<16xf32>
    %890 = stablehlo.subtract %arg6, %889 : tensor<16xf32>
    %891 = stablehlo.multiply %arg66, %cst_18 : tensor<32x32xf32>
    %892 = stablehlo.transpose %496, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %893 = stablehlo.dot_general %892, %293, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %894 = stablehlo.add %891, %893 : tensor<32x32xf32>
    %895 = stablehlo.multiply %894, %cst_17 : tensor<32x32xf32>
    %896 = stablehlo.subtract %arg5, %895 : tensor<32x32xf32>
    %897 = stablehlo.multiply %arg67, %cst_16 : tensor<32xf32>
    %898 = stablehlo.reduce(%496 init: %cst_71) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %899 = stablehlo.add %897, %898 : tensor<32xf32>
    %900 = stablehlo.multiply %899, %cst_15 : tensor<32xf32>
    %901 = stablehlo.subtract %arg4, %900 : tensor<32xf32>
    %902 = stablehlo.multiply %arg68, %cst_10 : tensor<4x32xf32>
    %903 = stablehlo.transpose %475, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,16]{0,1}"} : (tensor<16x4xf32>) -> tensor<4x16xf32>
    %904 = stablehlo.dot_general %903, %311, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x32xf32>) -> tensor<4x32xf32>
    %905 = stablehlo.add %902, %904 : tensor<4x32xf32>
    %906 = stablehlo.multiply %905, %cst_9 : tensor<4x32xf32>
    %907 = stablehlo.subtract %arg3, %906 : tensor<4x32xf32>
    %908 = stablehlo.multiply %arg69, %cst_20 : tensor<4xf32>
    %909 = stablehlo.reduce(%475 init: %cst_71) applies stablehlo.add across dimensions = [0] : (tensor<16x4xf32>, tensor<f32>) -> tensor<4xf32>
    %910 = stablehlo.add %908, %909 : tensor<4xf32>
    %911 = stablehlo.multiply %910, %cst_19 : tensor<4xf32>
    %912 = stablehlo.subtract %arg2, %911 : tensor<4xf32>
    %913 = stablehlo.multiply %arg70, %cst_8 : tensor<4x32x128xf32>
    %914 = stablehlo.reshape %312 : (tensor<16x2x32xf32>) -> tensor<32x32x1xf32>
    %915 = stablehlo.dot_general %914, %458, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x1xf32>, tensor<32x1x128xf32>) -> tensor<32x32x128xf32>
    %916 = "stablehlo.scatter"(%cst_7, %325, %915) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg78: tensor<f32>, %arg79: tensor<f32>):
      %961 = stablehlo.add %arg78, %arg79 : tensor<f32>
      stablehlo.return %961 : tensor<f32>
    }) : (tensor<4x32x128xf32>, tensor<32x1xi64>, tensor<32x32x128xf32>) -> tensor<4x32x128xf32>
    %917 = stablehlo.add %913, %916 : tensor<4x32x128xf32>
    %918 = stablehlo.multiply %917, %cst_6 : tensor<4x32x128xf32>
    %919 = stablehlo.subtract %arg39, %918 : tensor<4x32x128xf32>
    %920 = stablehlo.multiply %arg71, %cst_5 : tensor<4x128xf32>
    %921 = "stablehlo.scatter"(%cst_4, %325, %457) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg78: tensor<f32>, %arg79: tensor<f32>):
      %961 = stablehlo.add %arg78, %arg79 : tensor<f32>
      stablehlo.return %961 : tensor<f32>
    }) : (tensor<4x128xf32>, tensor<32x1xi64>, tensor<32x128xf32>) -> tensor<4x128xf32>
    %922 = stablehlo.add %920, %921 : tensor<4x128xf32>
    %923 = stablehlo.multiply %922, %cst_3 : tensor<4x128xf32>
    %924 = stablehlo.subtract %arg38, %923 : tensor<4x128xf32>
    %925 = stablehlo.multiply %arg72, %cst_2 : tensor<4x64x32xf32>
    %926 = stablehlo.reshape %339 : (tensor<32x64xf32>) -> tensor<32x64x1xf32>
    %927 = stablehlo.dot_general %926, %436, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x1xf32>, tensor<32x1x32xf32>) -> tensor<32x64x32xf32>
    %928 = "stablehlo.scatter"(%cst_1, %325, %927) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg78: tensor<f32>, %arg79: tensor<f32>):
      %961 = stablehlo.add %arg78, %arg79 : tensor<f32>
      stablehlo.return %961 : tensor<f32>
    }) : (tensor<4x64x32xf32>, tensor<32x1xi64>, tensor<32x64x32xf32>) -> tensor<4x64x32xf32>
    %929 = stablehlo.add %925, %928 : tensor<4x64x32xf32>
    %930 = stablehlo.multiply %929, %cst_0 : tensor<4x64x32xf32>
    %931 = stablehlo.subtract %arg37, %930 : tensor<4x64x32xf32>
    %932 = stablehlo.multiply %arg73, %cst_10 : tensor<4x32xf32>
    %933 = "stablehlo.scatter"(%cst, %325, %435) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg78: tensor<f32>, %arg79: tensor<f32>):
      %961 = stablehlo.add %arg78, %arg79 : tensor<f32>
      stablehlo.return %961 : tensor<f32>
    }) : (tensor<4x32xf32>, tensor<32x1xi64>, tensor<32x32xf32>) -> tensor<4x32xf32>
    %934 = stablehlo.add %932, %933 : tensor<4x32xf32>
    %935 = stablehlo.multiply %934, %cst_9 : tensor<4x32xf32>
    %936 = stablehlo.subtract %arg36, %935 : tensor<4x32xf32>
    %937 = stablehlo.multiply %arg74, %cst_16 : tensor<32xf32>
    %938 = stablehlo.multiply %576, %215 : tensor<2x8x32xf32>
    %939 = stablehlo.reduce(%938 init: %cst_71) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %940 = stablehlo.add %937, %939 : tensor<32xf32>
    %941 = stablehlo.multiply %940, %cst_15 : tensor<32xf32>
    %942 = stablehlo.subtract %arg29, %941 : tensor<32xf32>
    %943 = stablehlo.multiply %arg75, %cst_16 : tensor<32xf32>
    %944 = stablehlo.multiply %478, %309 : tensor<2x8x32xf32>
    %945 = stablehlo.reduce(%944 init: %cst_71) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %946 = stablehlo.add %943, %945 : tensor<32xf32>
    %947 = stablehlo.multiply %946, %cst_15 : tensor<32xf32>
    %948 = stablehlo.subtract %arg35, %947 : tensor<32xf32>
    %949 = stablehlo.multiply %arg76, %cst_16 : tensor<32xf32>
    %950 = stablehlo.multiply %412, %369 : tensor<2x8x32xf32>
    %951 = stablehlo.reduce(%950 init: %cst_71) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %952 = stablehlo.add %949, %951 : tensor<32xf32>
    %953 = stablehlo.multiply %952, %cst_15 : tensor<32xf32>
    %954 = stablehlo.subtract %arg40, %953 : tensor<32xf32>
    %955 = stablehlo.multiply %arg77, %cst_41 : tensor<128x32xf32>
    %956 = stablehlo.transpose %410, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %957 = stablehlo.dot_general %956, %371, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %958 = stablehlo.add %955, %957 : tensor<128x32xf32>
    %959 = stablehlo.multiply %958, %cst_21 : tensor<128x32xf32>
    %960 = stablehlo.subtract %arg1, %959 : tensor<128x32xf32>
    return %394, %752, %759, %765, %770, %776, %781, %787, %792, %798, %803, %809, %814, %821, %826, %833, %838, %844, %850, %857, %863, %868, %874, %879, %885, %890, %896, %901, %907, %912, %919, %924, %931, %936, %942, %948, %954, %960, %750, %757, %763, %768, %774, %779, %785, %790, %796, %801, %807, %812, %819, %824, %831, %836, %842, %848, %855, %861, %866, %872, %877, %883, %888, %894, %899, %905, %910, %917, %922, %929, %934, %940, %946, %952, %958 : tensor<f32>, tensor<128x32xf32>, tensor<4xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<4x32xf32>, tensor<4xf32>, tensor<4x32x128xf32>, tensor<4x128xf32>, tensor<4x64x32xf32>, tensor<4x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<4x32xf32>, tensor<4xf32>, tensor<4x32x128xf32>, tensor<4x128xf32>, tensor<4x64x32xf32>, tensor<4x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<4xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<4x32xf32>, tensor<4xf32>, tensor<4x32x128xf32>, tensor<4x128xf32>, tensor<4x64x32xf32>, tensor<4x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<4x32xf32>, tensor<4xf32>, tensor<4x32x128xf32>, tensor<4x128xf32>, tensor<4x64x32xf32>, tensor<4x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>
  }
}
