module @IrToHlo.2266 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 36 : i32}, %arg2: tensor<32xf32> {tf.aliasing_output = 34 : i32}, %arg3: tensor<32xf32> {tf.aliasing_output = 29 : i32}, %arg4: tensor<32x64xf32> {tf.aliasing_output = 28 : i32}, %arg5: tensor<64xf32> {tf.aliasing_output = 27 : i32}, %arg6: tensor<64x32xf32> {tf.aliasing_output = 26 : i32}, %arg7: tensor<32xf32> {tf.aliasing_output = 32 : i32}, %arg8: tensor<32xf32> {tf.aliasing_output = 25 : i32}, %arg9: tensor<32x32xf32> {tf.aliasing_output = 24 : i32}, %arg10: tensor<16xf32> {tf.aliasing_output = 23 : i32}, %arg11: tensor<16x32xf32> {tf.aliasing_output = 22 : i32}, %arg12: tensor<32xf32> {tf.aliasing_output = 30 : i32}, %arg13: tensor<32xf32> {tf.aliasing_output = 13 : i32}, %arg14: tensor<32x64xf32> {tf.aliasing_output = 12 : i32}, %arg15: tensor<64xf32> {tf.aliasing_output = 11 : i32}, %arg16: tensor<64x32xf32> {tf.aliasing_output = 10 : i32}, %arg17: tensor<32xf32> {tf.aliasing_output = 16 : i32}, %arg18: tensor<32xf32> {tf.aliasing_output = 9 : i32}, %arg19: tensor<32x32xf32> {tf.aliasing_output = 8 : i32}, %arg20: tensor<16xf32> {tf.aliasing_output = 7 : i32}, %arg21: tensor<16x32xf32> {tf.aliasing_output = 6 : i32}, %arg22: tensor<32xf32> {tf.aliasing_output = 14 : i32}, %arg23: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg24: tensor<32xf32> {tf.aliasing_output = 15 : i32}, %arg25: tensor<2x8xi64>, %arg26: tensor<i1>, %arg27: tensor<4xf32>, %arg28: tensor<16xf32> {tf.aliasing_output = 5 : i32}, %arg29: tensor<16x32xf32> {tf.aliasing_output = 4 : i32}, %arg30: tensor<32xf32> {tf.aliasing_output = 3 : i32}, %arg31: tensor<32x32xf32> {tf.aliasing_output = 2 : i32}, %arg32: tensor<32xf32> {tf.aliasing_output = 17 : i32}, %arg33: tensor<32xf32> {tf.aliasing_output = 31 : i32}, %arg34: tensor<16xf32> {tf.aliasing_output = 21 : i32}, %arg35: tensor<16x32xf32> {tf.aliasing_output = 20 : i32}, %arg36: tensor<32xf32> {tf.aliasing_output = 19 : i32}, %arg37: tensor<32x32xf32> {tf.aliasing_output = 18 : i32}, %arg38: tensor<32xf32> {tf.aliasing_output = 33 : i32}, %arg39: tensor<32xf32> {tf.aliasing_output = 35 : i32}, %arg40: tensor<128x32xf32> {tf.aliasing_output = 37 : i32}, %arg41: tensor<32x32xf32> {tf.aliasing_output = 38 : i32}, %arg42: tensor<32xf32> {tf.aliasing_output = 39 : i32}, %arg43: tensor<16x32xf32> {tf.aliasing_output = 40 : i32}, %arg44: tensor<16xf32> {tf.aliasing_output = 41 : i32}, %arg45: tensor<16x32xf32> {tf.aliasing_output = 42 : i32}, %arg46: tensor<16xf32> {tf.aliasing_output = 43 : i32}, %arg47: tensor<32x32xf32> {tf.aliasing_output = 44 : i32}, %arg48: tensor<32xf32> {tf.aliasing_output = 45 : i32}, %arg49: tensor<64x32xf32> {tf.aliasing_output = 46 : i32}, %arg50: tensor<64xf32> {tf.aliasing_output = 47 : i32}, %arg51: tensor<32x64xf32> {tf.aliasing_output = 48 : i32}, %arg52: tensor<32xf32> {tf.aliasing_output = 49 : i32}, %arg53: tensor<32xf32> {tf.aliasing_output = 50 : i32}, %arg54: tensor<32xf32> {tf.aliasing_output = 51 : i32}, %arg55: tensor<32xf32> {tf.aliasing_output = 52 : i32}, %arg56: tensor<32xf32> {tf.aliasing_output = 53 : i32}, %arg57: tensor<32x32xf32> {tf.aliasing_output = 54 : i32}, %arg58: tensor<32xf32> {tf.aliasing_output = 55 : i32}, %arg59: tensor<16x32xf32> {tf.aliasing_output = 56 : i32}, %arg60: tensor<16xf32> {tf.aliasing_output = 57 : i32}, %arg61: tensor<16x32xf32> {tf.aliasing_output = 58 : i32}, %arg62: tensor<16xf32> {tf.aliasing_output = 59 : i32}, %arg63: tensor<32x32xf32> {tf.aliasing_output = 60 : i32}, %arg64: tensor<32xf32> {tf.aliasing_output = 61 : i32}, %arg65: tensor<64x32xf32> {tf.aliasing_output = 62 : i32}, %arg66: tensor<64xf32> {tf.aliasing_output = 63 : i32}, %arg67: tensor<32x64xf32> {tf.aliasing_output = 64 : i32}, %arg68: tensor<32xf32> {tf.aliasing_output = 65 : i32}, %arg69: tensor<32xf32> {tf.aliasing_output = 66 : i32}, %arg70: tensor<32xf32> {tf.aliasing_output = 67 : i32}, %arg71: tensor<32xf32> {tf.aliasing_output = 68 : i32}, %arg72: tensor<32xf32> {tf.aliasing_output = 69 : i32}, %arg73: tensor<32xf32> {tf.aliasing_output = 70 : i32}, %arg74: tensor<32xf32> {tf.aliasing_output = 71 : i32}, %arg75: tensor<128x32xf32> {tf.aliasing_output = 72 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<32x64xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<32x64xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<64xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<64xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<64x32xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<64x32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<16xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<16xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<16x32xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<16x32xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_12 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %c = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x4x8x8xi1>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %c_15 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x4x8x8xi1>
    %c_16 = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x2x8x8xi1>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x8x8xf32>
    %c_18 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x2x8x8xi1>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_20 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_22 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_23 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_24 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x1xf32>
    %cst_25 = stablehlo.constant dense<9.99999974E-6> : tensor<16xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_27 = stablehlo.constant dense<1> : tensor<2x8xi64>
    %c_28 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_30 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_31 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_32 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x64xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x64xf32>
    %cst_34 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_36 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_37 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_38 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_39 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_40 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_41 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_42 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_45 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_46 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_47 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_48 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_49 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg39, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg23, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%6, %cst_44, %cst_43) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %7 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %8 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<2x8x32xf32>
    %10 = stablehlo.add %5, %9 : tensor<2x8x32xf32>
    %11 = stablehlo.reshape %10 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %12 = stablehlo.transpose %arg31, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %13 = stablehlo.dot_general %11, %12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %14 = stablehlo.broadcast_in_dim %arg30, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %15 = stablehlo.add %13, %14 : tensor<16x32xf32>
    %16 = stablehlo.reshape %15 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %17 = stablehlo.transpose %16, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %18 = stablehlo.broadcast_in_dim %cst_42, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %19 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<1x8x4xf32>
    %21 = stablehlo.concatenate %20, %20, dim = 2 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %22 = stablehlo.cosine %21 : tensor<1x8x8xf32>
    %23 = stablehlo.reshape %22 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %25 = stablehlo.multiply %17, %24 : tensor<2x4x8x8xf32>
    %26 = stablehlo.slice %17 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %27 = stablehlo.negate %26 : tensor<2x4x8x4xf32>
    %28 = stablehlo.slice %17 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %29 = stablehlo.concatenate %27, %28, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %30 = stablehlo.sine %21 : tensor<1x8x8xf32>
    %31 = stablehlo.reshape %30 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %33 = stablehlo.multiply %29, %32 : tensor<2x4x8x8xf32>
    %34 = stablehlo.add %25, %33 : tensor<2x4x8x8xf32>
    %35 = stablehlo.multiply %34, %cst_41 : tensor<2x4x8x8xf32>
    %36 = stablehlo.reshape %35 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %37 = stablehlo.transpose %arg29, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %38 = stablehlo.dot_general %11, %37, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %39 = stablehlo.broadcast_in_dim %arg28, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
    %40 = stablehlo.add %38, %39 : tensor<16x16xf32>
    %41 = stablehlo.reshape %40 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %42 = stablehlo.transpose %41, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %43 = stablehlo.broadcast_in_dim %23, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %44 = stablehlo.multiply %42, %43 : tensor<2x2x8x8xf32>
    %45 = stablehlo.slice %42 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %46 = stablehlo.negate %45 : tensor<2x2x8x4xf32>
    %47 = stablehlo.slice %42 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %48 = stablehlo.concatenate %46, %47, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %49 = stablehlo.broadcast_in_dim %31, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %50 = stablehlo.multiply %48, %49 : tensor<2x2x8x8xf32>
    %51 = stablehlo.add %44, %50 : tensor<2x2x8x8xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %53 = stablehlo.reshape %52 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %54 = stablehlo.transpose %53, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %55 = stablehlo.multiply %54, %cst_41 : tensor<2x4x8x8xf32>
    %56 = stablehlo.reshape %55 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %57 = stablehlo.dot_general %36, %56, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %58 = stablehlo.reshape %57 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %59 = stablehlo.convert %arg26 : (tensor<i1>) -> tensor<ui8>
    %60 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %61 = stablehlo.broadcast_in_dim %c_40, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %62 = stablehlo.broadcast_in_dim %c_40, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %63 = stablehlo.compare  LE, %61, %62 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %64 = stablehlo.convert %63 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %65 = stablehlo.and %60, %64 : tensor<1x1x8x8xui8>
    %66 = stablehlo.compare  NE, %65, %c_49 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %67 = stablehlo.convert %66 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %68 = stablehlo.reshape %67 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %69 = stablehlo.broadcast_in_dim %68, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %70 = stablehlo.compare  NE, %arg25, %c_48 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %71 = stablehlo.broadcast_in_dim %c_39, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %72 = stablehlo.compare  LT, %71, %c_38 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %73 = stablehlo.add %71, %c_37 : tensor<2x1x1x8xi64>
    %74 = stablehlo.select %72, %73, %71 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %75 = stablehlo.reshape %74 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %76 = stablehlo.broadcast_in_dim %c_40, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %77 = stablehlo.compare  LT, %76, %c_38 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %78 = stablehlo.add %76, %c_36 : tensor<2x1x1x8xi64>
    %79 = stablehlo.select %77, %78, %76 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %80 = stablehlo.reshape %79 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %81 = stablehlo.concatenate %75, %80, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %82 = "stablehlo.gather"(%70, %81) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %83 = stablehlo.convert %82 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %84 = stablehlo.reshape %83 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %86 = stablehlo.and %69, %85 : tensor<2x1x8x8xui8>
    %87 = stablehlo.compare  NE, %86, %c_47 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %88 = stablehlo.select %87, %cst_35, %cst_34 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %89 = stablehlo.reshape %88 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %91 = stablehlo.add %58, %90 : tensor<2x4x8x8xf32>
    %92 = stablehlo.reduce(%91 init: %cst_46) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %94 = stablehlo.subtract %91, %93 : tensor<2x4x8x8xf32>
    %95 = stablehlo.exponential %94 : tensor<2x4x8x8xf32>
    %96 = stablehlo.reduce(%95 init: %cst_50) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %98 = stablehlo.divide %95, %97 : tensor<2x4x8x8xf32>
    %99 = stablehlo.reshape %98 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %100 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %101 = stablehlo.dot_general %11, %100, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %102 = stablehlo.broadcast_in_dim %arg20, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
    %103 = stablehlo.add %101, %102 : tensor<16x16xf32>
    %104 = stablehlo.reshape %103 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %105 = stablehlo.transpose %104, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %107 = stablehlo.reshape %106 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %108 = stablehlo.dot_general %99, %107, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %109 = stablehlo.reshape %108 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %110 = stablehlo.transpose %109, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %111 = stablehlo.reshape %110 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %112 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %113 = stablehlo.dot_general %111, %112, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %114 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %115 = stablehlo.add %113, %114 : tensor<16x32xf32>
    %116 = stablehlo.reshape %115 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %117 = stablehlo.add %4, %116 : tensor<2x8x32xf32>
    %118 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %119 = stablehlo.reshape %117 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_51, %batch_mean_52, %batch_var_53 = "stablehlo.batch_norm_training"(%119, %cst_44, %cst_43) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %120 = stablehlo.reshape %output_51 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %121 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %122 = stablehlo.multiply %120, %121 : tensor<2x8x32xf32>
    %123 = stablehlo.add %118, %122 : tensor<2x8x32xf32>
    %124 = stablehlo.reshape %123 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %125 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %126 = stablehlo.dot_general %124, %125, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %127 = stablehlo.broadcast_in_dim %arg15, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %128 = stablehlo.add %126, %127 : tensor<16x64xf32>
    %129 = stablehlo.reshape %128 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %130 = stablehlo.maximum %129, %cst_33 : tensor<2x8x64xf32>
    %131 = stablehlo.power %130, %cst_32 : tensor<2x8x64xf32>
    %132 = stablehlo.reshape %131 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %133 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %134 = stablehlo.dot_general %132, %133, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %135 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %136 = stablehlo.add %134, %135 : tensor<16x32xf32>
    %137 = stablehlo.reshape %136 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %138 = stablehlo.add %117, %137 : tensor<2x8x32xf32>
    %139 = stablehlo.broadcast_in_dim %arg33, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %140 = stablehlo.reshape %138 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_54, %batch_mean_55, %batch_var_56 = "stablehlo.batch_norm_training"(%140, %cst_44, %cst_43) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %141 = stablehlo.reshape %output_54 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %142 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %143 = stablehlo.multiply %141, %142 : tensor<2x8x32xf32>
    %144 = stablehlo.add %139, %143 : tensor<2x8x32xf32>
    %145 = stablehlo.reshape %144 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %146 = stablehlo.transpose %arg37, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %147 = stablehlo.dot_general %145, %146, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %148 = stablehlo.broadcast_in_dim %arg36, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %149 = stablehlo.add %147, %148 : tensor<16x32xf32>
    %150 = stablehlo.reshape %149 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %151 = stablehlo.transpose %150, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %152 = stablehlo.multiply %151, %24 : tensor<2x4x8x8xf32>
    %153 = stablehlo.slice %151 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %154 = stablehlo.negate %153 : tensor<2x4x8x4xf32>
    %155 = stablehlo.slice %151 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %156 = stablehlo.concatenate %154, %155, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %157 = stablehlo.multiply %156, %32 : tensor<2x4x8x8xf32>
    %158 = stablehlo.add %152, %157 : tensor<2x4x8x8xf32>
    %159 = stablehlo.multiply %158, %cst_41 : tensor<2x4x8x8xf32>
    %160 = stablehlo.reshape %159 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %161 = stablehlo.transpose %arg35, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %162 = stablehlo.dot_general %145, %161, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %163 = stablehlo.broadcast_in_dim %arg34, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
    %164 = stablehlo.add %162, %163 : tensor<16x16xf32>
    %165 = stablehlo.reshape %164 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %166 = stablehlo.transpose %165, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %167 = stablehlo.multiply %166, %43 : tensor<2x2x8x8xf32>
    %168 = stablehlo.slice %166 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %169 = stablehlo.negate %168 : tensor<2x2x8x4xf32>
    %170 = stablehlo.slice %166 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %171 = stablehlo.concatenate %169, %170, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %172 = stablehlo.multiply %171, %49 : tensor<2x2x8x8xf32>
    %173 = stablehlo.add %167, %172 : tensor<2x2x8x8xf32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %175 = stablehlo.reshape %174 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %176 = stablehlo.transpose %175, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %177 = stablehlo.multiply %176, %cst_41 : tensor<2x4x8x8xf32>
    %178 = stablehlo.reshape %177 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %179 = stablehlo.dot_general %160, %178, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %180 = stablehlo.reshape %179 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %181 = stablehlo.add %180, %90 : tensor<2x4x8x8xf32>
    %182 = stablehlo.reduce(%181 init: %cst_46) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %184 = stablehlo.subtract %181, %183 : tensor<2x4x8x8xf32>
    %185 = stablehlo.exponential %184 : tensor<2x4x8x8xf32>
    %186 = stablehlo.reduce(%185 init: %cst_50) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %188 = stablehlo.divide %185, %187 : tensor<2x4x8x8xf32>
    %189 = stablehlo.reshape %188 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %190 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %191 = stablehlo.dot_general %145, %190, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %192 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
    %193 = stablehlo.add %191, %192 : tensor<16x16xf32>
    %194 = stablehlo.reshape %193 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %195 = stablehlo.transpose %194, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %197 = stablehlo.reshape %196 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %198 = stablehlo.dot_general %189, %197, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %199 = stablehlo.reshape %198 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %200 = stablehlo.transpose %199, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %201 = stablehlo.reshape %200 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %202 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %203 = stablehlo.dot_general %201, %202, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %204 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %205 = stablehlo.add %203, %204 : tensor<16x32xf32>
    %206 = stablehlo.reshape %205 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %207 = stablehlo.add %138, %206 : tensor<2x8x32xf32>
    %208 = stablehlo.broadcast_in_dim %arg38, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %209 = stablehlo.reshape %207 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_57, %batch_mean_58, %batch_var_59 = "stablehlo.batch_norm_training"(%209, %cst_44, %cst_43) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %210 = stablehlo.reshape %output_57 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %211 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %212 = stablehlo.multiply %210, %211 : tensor<2x8x32xf32>
    %213 = stablehlo.add %208, %212 : tensor<2x8x32xf32>
    %214 = stablehlo.reshape %213 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %215 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %216 = stablehlo.dot_general %214, %215, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %217 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %218 = stablehlo.add %216, %217 : tensor<16x64xf32>
    %219 = stablehlo.reshape %218 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %220 = stablehlo.maximum %219, %cst_33 : tensor<2x8x64xf32>
    %221 = stablehlo.power %220, %cst_32 : tensor<2x8x64xf32>
    %222 = stablehlo.reshape %221 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %223 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %224 = stablehlo.dot_general %222, %223, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %225 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %226 = stablehlo.add %224, %225 : tensor<16x32xf32>
    %227 = stablehlo.reshape %226 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %228 = stablehlo.add %207, %227 : tensor<2x8x32xf32>
    %229 = stablehlo.reshape %228 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_60, %batch_mean_61, %batch_var_62 = "stablehlo.batch_norm_training"(%229, %cst_44, %cst_43) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %230 = stablehlo.reshape %output_60 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %231 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %232 = stablehlo.multiply %230, %231 : tensor<2x8x32xf32>
    %233 = stablehlo.add %0, %232 : tensor<2x8x32xf32>
    %234 = stablehlo.reshape %233 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %235 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %236 = stablehlo.dot_general %234, %235, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %237 = stablehlo.reshape %236 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %238 = stablehlo.slice %237 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %239 = stablehlo.reduce(%238 init: %cst_46) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %241 = stablehlo.subtract %238, %240 : tensor<2x7x128xf32>
    %242 = stablehlo.exponential %241 : tensor<2x7x128xf32>
    %243 = stablehlo.reduce(%242 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %244 = stablehlo.log %243 : tensor<2x7xf32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %246 = stablehlo.subtract %241, %245 : tensor<2x7x128xf32>
    %247 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %249 = stablehlo.broadcast_in_dim %c_45, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %250 = stablehlo.compare  EQ, %248, %249 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %251 = stablehlo.convert %250 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %252 = stablehlo.convert %251 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %253 = stablehlo.multiply %246, %252 : tensor<2x7x128xf32>
    %254 = stablehlo.reduce(%253 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %255 = stablehlo.reduce(%254 init: %cst_50) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %256 = stablehlo.multiply %255, %cst_31 : tensor<f32>
    %257 = stablehlo.negate %256 : tensor<f32>
    %258 = stablehlo.multiply %arg40, %cst_30 : tensor<128x32xf32>
    %259 = stablehlo.compare  LT, %arg0, %c_48 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %260 = stablehlo.add %arg0, %c_28 : tensor<2x8xi64>
    %261 = stablehlo.select %259, %260, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %262 = stablehlo.reshape %261 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %263 = stablehlo.compare  EQ, %arg0, %c_27 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %264 = stablehlo.broadcast_in_dim %263, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %265 = stablehlo.add %batch_var_62, %cst_25 : tensor<16xf32>
    %266 = stablehlo.rsqrt %265 : tensor<16xf32>
    %267 = stablehlo.reshape %266 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %268 = stablehlo.divide %267, %cst_24 : tensor<2x8x1xf32>
    %269 = stablehlo.reshape %268 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %270 = stablehlo.broadcast_in_dim %269, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %271 = stablehlo.multiply %252, %cst_22 : tensor<2x7x128xf32>
    %272 = stablehlo.exponential %246 : tensor<2x7x128xf32>
    %273 = stablehlo.reduce(%271 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %275 = stablehlo.multiply %272, %274 : tensor<2x7x128xf32>
    %276 = stablehlo.subtract %271, %275 : tensor<2x7x128xf32>
    %277 = stablehlo.pad %276, %cst_50, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %278 = stablehlo.select %c_23, %277, %cst_21 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %279 = stablehlo.reshape %278 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %280 = stablehlo.dot_general %279, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %281 = stablehlo.reshape %280 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %282 = stablehlo.multiply %281, %231 : tensor<2x8x32xf32>
    %283 = stablehlo.multiply %282, %cst_20 : tensor<2x8x32xf32>
    %284 = stablehlo.reduce(%282 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %285 = stablehlo.broadcast_in_dim %284, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %286 = stablehlo.subtract %283, %285 : tensor<2x8x32xf32>
    %287 = stablehlo.reshape %batch_mean_61 : (tensor<16xf32>) -> tensor<2x8xf32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %289 = stablehlo.subtract %228, %288 : tensor<2x8x32xf32>
    %290 = stablehlo.reshape %266 : (tensor<16xf32>) -> tensor<2x8xf32>
    %291 = stablehlo.broadcast_in_dim %290, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %292 = stablehlo.multiply %289, %291 : tensor<2x8x32xf32>
    %293 = stablehlo.multiply %282, %292 : tensor<2x8x32xf32>
    %294 = stablehlo.reduce(%293 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %295 = stablehlo.broadcast_in_dim %294, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %296 = stablehlo.multiply %292, %295 : tensor<2x8x32xf32>
    %297 = stablehlo.subtract %286, %296 : tensor<2x8x32xf32>
    %298 = stablehlo.multiply %270, %297 : tensor<2x8x32xf32>
    %299 = stablehlo.add %batch_var_59, %cst_25 : tensor<16xf32>
    %300 = stablehlo.rsqrt %299 : tensor<16xf32>
    %301 = stablehlo.reshape %300 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %302 = stablehlo.divide %301, %cst_24 : tensor<2x8x1xf32>
    %303 = stablehlo.reshape %302 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %304 = stablehlo.broadcast_in_dim %303, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %305 = stablehlo.compare  LE, %220, %cst_33 : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xi1>
    %306 = stablehlo.reshape %298 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %307 = stablehlo.dot_general %306, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %308 = stablehlo.reshape %307 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %309 = stablehlo.power %220, %cst_19 : tensor<2x8x64xf32>
    %310 = stablehlo.multiply %309, %cst_32 : tensor<2x8x64xf32>
    %311 = stablehlo.multiply %308, %310 : tensor<2x8x64xf32>
    %312 = stablehlo.select %305, %cst_33, %311 : tensor<2x8x64xi1>, tensor<2x8x64xf32>
    %313 = stablehlo.reshape %312 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %314 = stablehlo.dot_general %313, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %315 = stablehlo.reshape %314 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %316 = stablehlo.multiply %315, %211 : tensor<2x8x32xf32>
    %317 = stablehlo.multiply %316, %cst_20 : tensor<2x8x32xf32>
    %318 = stablehlo.reduce(%316 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %319 = stablehlo.broadcast_in_dim %318, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %320 = stablehlo.subtract %317, %319 : tensor<2x8x32xf32>
    %321 = stablehlo.reshape %batch_mean_58 : (tensor<16xf32>) -> tensor<2x8xf32>
    %322 = stablehlo.broadcast_in_dim %321, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %323 = stablehlo.subtract %207, %322 : tensor<2x8x32xf32>
    %324 = stablehlo.reshape %300 : (tensor<16xf32>) -> tensor<2x8xf32>
    %325 = stablehlo.broadcast_in_dim %324, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %326 = stablehlo.multiply %323, %325 : tensor<2x8x32xf32>
    %327 = stablehlo.multiply %316, %326 : tensor<2x8x32xf32>
    %328 = stablehlo.reduce(%327 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %329 = stablehlo.broadcast_in_dim %328, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %330 = stablehlo.multiply %326, %329 : tensor<2x8x32xf32>
    %331 = stablehlo.subtract %320, %330 : tensor<2x8x32xf32>
    %332 = stablehlo.multiply %304, %331 : tensor<2x8x32xf32>
    %333 = stablehlo.add %298, %332 : tensor<2x8x32xf32>
    %334 = stablehlo.add %batch_var_56, %cst_25 : tensor<16xf32>
    %335 = stablehlo.rsqrt %334 : tensor<16xf32>
    %336 = stablehlo.reshape %335 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %337 = stablehlo.divide %336, %cst_24 : tensor<2x8x1xf32>
    %338 = stablehlo.reshape %337 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %339 = stablehlo.broadcast_in_dim %338, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %340 = stablehlo.transpose %189, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %341 = stablehlo.reshape %333 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %342 = stablehlo.dot_general %341, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %343 = stablehlo.reshape %342 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %344 = stablehlo.transpose %343, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %345 = stablehlo.reshape %344 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %346 = stablehlo.dot_general %340, %345, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %347 = stablehlo.reshape %346 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %348 = stablehlo.reduce(%347 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %349 = stablehlo.transpose %348, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %350 = stablehlo.reshape %349 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %351 = stablehlo.dot_general %350, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %352 = stablehlo.reshape %351 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %353 = stablehlo.transpose %160, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %354 = stablehlo.transpose %197, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %355 = stablehlo.dot_general %345, %354, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %356 = stablehlo.reshape %355 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %357 = stablehlo.multiply %356, %188 : tensor<2x4x8x8xf32>
    %358 = stablehlo.reduce(%357 init: %cst_50) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %359 = stablehlo.broadcast_in_dim %358, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %360 = stablehlo.multiply %188, %359 : tensor<2x4x8x8xf32>
    %361 = stablehlo.subtract %357, %360 : tensor<2x4x8x8xf32>
    %362 = stablehlo.reshape %361 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %363 = stablehlo.dot_general %353, %362, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %364 = stablehlo.reshape %363 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %365 = stablehlo.multiply %364, %cst_41 : tensor<2x4x8x8xf32>
    %366 = stablehlo.transpose %365, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %367 = stablehlo.reshape %366 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %368 = stablehlo.reduce(%367 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %369 = stablehlo.multiply %368, %49 : tensor<2x2x8x8xf32>
    %370 = stablehlo.slice %369 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %371 = stablehlo.negate %370 : tensor<2x2x8x4xf32>
    %372 = stablehlo.pad %371, %cst_50, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %373 = stablehlo.select %c_18, %372, %cst_17 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %374 = stablehlo.slice %369 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %375 = stablehlo.pad %374, %cst_50, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %376 = stablehlo.select %c_16, %375, %cst_17 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %377 = stablehlo.add %373, %376 : tensor<2x2x8x8xf32>
    %378 = stablehlo.multiply %368, %43 : tensor<2x2x8x8xf32>
    %379 = stablehlo.add %377, %378 : tensor<2x2x8x8xf32>
    %380 = stablehlo.transpose %379, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %381 = stablehlo.reshape %380 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %382 = stablehlo.dot_general %381, %arg35, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %383 = stablehlo.reshape %382 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %384 = stablehlo.add %352, %383 : tensor<2x8x32xf32>
    %385 = stablehlo.transpose %178, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %386 = stablehlo.dot_general %362, %385, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %387 = stablehlo.reshape %386 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %388 = stablehlo.multiply %387, %cst_41 : tensor<2x4x8x8xf32>
    %389 = stablehlo.multiply %388, %32 : tensor<2x4x8x8xf32>
    %390 = stablehlo.slice %389 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %391 = stablehlo.negate %390 : tensor<2x4x8x4xf32>
    %392 = stablehlo.pad %391, %cst_50, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %393 = stablehlo.select %c_15, %392, %cst_14 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %394 = stablehlo.slice %389 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %395 = stablehlo.pad %394, %cst_50, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %396 = stablehlo.select %c, %395, %cst_14 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %397 = stablehlo.add %393, %396 : tensor<2x4x8x8xf32>
    %398 = stablehlo.multiply %388, %24 : tensor<2x4x8x8xf32>
    %399 = stablehlo.add %397, %398 : tensor<2x4x8x8xf32>
    %400 = stablehlo.transpose %399, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %401 = stablehlo.reshape %400 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %402 = stablehlo.dot_general %401, %arg37, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %403 = stablehlo.reshape %402 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %404 = stablehlo.add %384, %403 : tensor<2x8x32xf32>
    %405 = stablehlo.multiply %404, %142 : tensor<2x8x32xf32>
    %406 = stablehlo.multiply %405, %cst_20 : tensor<2x8x32xf32>
    %407 = stablehlo.reduce(%405 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %408 = stablehlo.broadcast_in_dim %407, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %409 = stablehlo.subtract %406, %408 : tensor<2x8x32xf32>
    %410 = stablehlo.reshape %batch_mean_55 : (tensor<16xf32>) -> tensor<2x8xf32>
    %411 = stablehlo.broadcast_in_dim %410, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %412 = stablehlo.subtract %138, %411 : tensor<2x8x32xf32>
    %413 = stablehlo.reshape %335 : (tensor<16xf32>) -> tensor<2x8xf32>
    %414 = stablehlo.broadcast_in_dim %413, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %415 = stablehlo.multiply %412, %414 : tensor<2x8x32xf32>
    %416 = stablehlo.multiply %405, %415 : tensor<2x8x32xf32>
    %417 = stablehlo.reduce(%416 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %418 = stablehlo.broadcast_in_dim %417, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %419 = stablehlo.multiply %415, %418 : tensor<2x8x32xf32>
    %420 = stablehlo.subtract %409, %419 : tensor<2x8x32xf32>
    %421 = stablehlo.multiply %339, %420 : tensor<2x8x32xf32>
    %422 = stablehlo.add %333, %421 : tensor<2x8x32xf32>
    %423 = stablehlo.add %batch_var_53, %cst_25 : tensor<16xf32>
    %424 = stablehlo.rsqrt %423 : tensor<16xf32>
    %425 = stablehlo.reshape %424 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %426 = stablehlo.divide %425, %cst_24 : tensor<2x8x1xf32>
    %427 = stablehlo.reshape %426 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %428 = stablehlo.broadcast_in_dim %427, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %429 = stablehlo.compare  LE, %130, %cst_33 : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xi1>
    %430 = stablehlo.reshape %422 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %431 = stablehlo.dot_general %430, %arg14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %432 = stablehlo.reshape %431 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %433 = stablehlo.power %130, %cst_19 : tensor<2x8x64xf32>
    %434 = stablehlo.multiply %433, %cst_32 : tensor<2x8x64xf32>
    %435 = stablehlo.multiply %432, %434 : tensor<2x8x64xf32>
    %436 = stablehlo.select %429, %cst_33, %435 : tensor<2x8x64xi1>, tensor<2x8x64xf32>
    %437 = stablehlo.reshape %436 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %438 = stablehlo.dot_general %437, %arg16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %439 = stablehlo.reshape %438 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %440 = stablehlo.multiply %439, %121 : tensor<2x8x32xf32>
    %441 = stablehlo.multiply %440, %cst_20 : tensor<2x8x32xf32>
    %442 = stablehlo.reduce(%440 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %443 = stablehlo.broadcast_in_dim %442, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %444 = stablehlo.subtract %441, %443 : tensor<2x8x32xf32>
    %445 = stablehlo.reshape %batch_mean_52 : (tensor<16xf32>) -> tensor<2x8xf32>
    %446 = stablehlo.broadcast_in_dim %445, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %447 = stablehlo.subtract %117, %446 : tensor<2x8x32xf32>
    %448 = stablehlo.reshape %424 : (tensor<16xf32>) -> tensor<2x8xf32>
    %449 = stablehlo.broadcast_in_dim %448, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %450 = stablehlo.multiply %447, %449 : tensor<2x8x32xf32>
    %451 = stablehlo.multiply %440, %450 : tensor<2x8x32xf32>
    %452 = stablehlo.reduce(%451 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %453 = stablehlo.broadcast_in_dim %452, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %454 = stablehlo.multiply %450, %453 : tensor<2x8x32xf32>
    %455 = stablehlo.subtract %444, %454 : tensor<2x8x32xf32>
    %456 = stablehlo.multiply %428, %455 : tensor<2x8x32xf32>
    %457 = stablehlo.add %422, %456 : tensor<2x8x32xf32>
    %458 = stablehlo.add %batch_var, %cst_25 : tensor<16xf32>
    %459 = stablehlo.rsqrt %458 : tensor<16xf32>
    %460 = stablehlo.reshape %459 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %461 = stablehlo.divide %460, %cst_24 : tensor<2x8x1xf32>
    %462 = stablehlo.reshape %461 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %463 = stablehlo.broadcast_in_dim %462, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %464 = stablehlo.transpose %99, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %465 = stablehlo.reshape %457 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %466 = stablehlo.dot_general %465, %arg19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %467 = stablehlo.reshape %466 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %468 = stablehlo.transpose %467, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %469 = stablehlo.reshape %468 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %470 = stablehlo.dot_general %464, %469, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %471 = stablehlo.reshape %470 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %472 = stablehlo.reduce(%471 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %473 = stablehlo.transpose %472, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %474 = stablehlo.reshape %473 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %475 = stablehlo.dot_general %474, %arg21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %476 = stablehlo.reshape %475 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %477 = stablehlo.transpose %36, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %478 = stablehlo.transpose %107, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %479 = stablehlo.dot_general %469, %478, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %480 = stablehlo.reshape %479 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %481 = stablehlo.multiply %480, %98 : tensor<2x4x8x8xf32>
    %482 = stablehlo.reduce(%481 init: %cst_50) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %483 = stablehlo.broadcast_in_dim %482, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %484 = stablehlo.multiply %98, %483 : tensor<2x4x8x8xf32>
    %485 = stablehlo.subtract %481, %484 : tensor<2x4x8x8xf32>
    %486 = stablehlo.reshape %485 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %487 = stablehlo.dot_general %477, %486, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %488 = stablehlo.reshape %487 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %489 = stablehlo.multiply %488, %cst_41 : tensor<2x4x8x8xf32>
    %490 = stablehlo.transpose %489, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %491 = stablehlo.reshape %490 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %492 = stablehlo.reduce(%491 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %493 = stablehlo.multiply %492, %49 : tensor<2x2x8x8xf32>
    %494 = stablehlo.slice %493 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %495 = stablehlo.negate %494 : tensor<2x2x8x4xf32>
    %496 = stablehlo.pad %495, %cst_50, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %497 = stablehlo.select %c_18, %496, %cst_17 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %498 = stablehlo.slice %493 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %499 = stablehlo.pad %498, %cst_50, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %500 = stablehlo.select %c_16, %499, %cst_17 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %501 = stablehlo.add %497, %500 : tensor<2x2x8x8xf32>
    %502 = stablehlo.multiply %492, %43 : tensor<2x2x8x8xf32>
    %503 = stablehlo.add %501, %502 : tensor<2x2x8x8xf32>
    %504 = stablehlo.transpose %503, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %505 = stablehlo.reshape %504 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %506 = stablehlo.dot_general %505, %arg29, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %507 = stablehlo.reshape %506 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %508 = stablehlo.add %476, %507 : tensor<2x8x32xf32>
    %509 = stablehlo.transpose %56, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %510 = stablehlo.dot_general %486, %509, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %511 = stablehlo.reshape %510 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %512 = stablehlo.multiply %511, %cst_41 : tensor<2x4x8x8xf32>
    %513 = stablehlo.multiply %512, %32 : tensor<2x4x8x8xf32>
    %514 = stablehlo.slice %513 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %515 = stablehlo.negate %514 : tensor<2x4x8x4xf32>
    %516 = stablehlo.pad %515, %cst_50, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %517 = stablehlo.select %c_15, %516, %cst_14 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %518 = stablehlo.slice %513 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %519 = stablehlo.pad %518, %cst_50, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %520 = stablehlo.select %c, %519, %cst_14 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %521 = stablehlo.add %517, %520 : tensor<2x4x8x8xf32>
    %522 = stablehlo.multiply %512, %24 : tensor<2x4x8x8xf32>
    %523 = stablehlo.add %521, %522 : tensor<2x4x8x8xf32>
    %524 = stablehlo.transpose %523, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %525 = stablehlo.reshape %524 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %526 = stablehlo.dot_general %525, %arg31, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %527 = stablehlo.reshape %526 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %528 = stablehlo.add %508, %527 : tensor<2x8x32xf32>
    %529 = stablehlo.multiply %528, %8 : tensor<2x8x32xf32>
    %530 = stablehlo.multiply %529, %cst_20 : tensor<2x8x32xf32>
    %531 = stablehlo.reduce(%529 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %532 = stablehlo.broadcast_in_dim %531, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %533 = stablehlo.subtract %530, %532 : tensor<2x8x32xf32>
    %534 = stablehlo.reshape %batch_mean : (tensor<16xf32>) -> tensor<2x8xf32>
    %535 = stablehlo.broadcast_in_dim %534, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %536 = stablehlo.subtract %4, %535 : tensor<2x8x32xf32>
    %537 = stablehlo.reshape %459 : (tensor<16xf32>) -> tensor<2x8xf32>
    %538 = stablehlo.broadcast_in_dim %537, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %539 = stablehlo.multiply %536, %538 : tensor<2x8x32xf32>
    %540 = stablehlo.multiply %529, %539 : tensor<2x8x32xf32>
    %541 = stablehlo.reduce(%540 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %542 = stablehlo.broadcast_in_dim %541, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %543 = stablehlo.multiply %539, %542 : tensor<2x8x32xf32>
    %544 = stablehlo.subtract %533, %543 : tensor<2x8x32xf32>
    %545 = stablehlo.multiply %463, %544 : tensor<2x8x32xf32>
    %546 = stablehlo.add %457, %545 : tensor<2x8x32xf32>
    %547 = stablehlo.select %264, %cst_26, %546 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %548 = "stablehlo.scatter"(%cst_29, %262, %547) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg76: tensor<f32>, %arg77: tensor<f32>):
      %745 = stablehlo.add %arg76, %arg77 : tensor<f32>
      stablehlo.return %745 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %549 = stablehlo.add %258, %548 : tensor<128x32xf32>
    %550 = stablehlo.multiply %549, %cst_13 : tensor<128x32xf32>
    %551 = stablehlo.subtract %arg23, %550 : tensor<128x32xf32>
    %552 = stablehlo.multiply %arg41, %cst_12 : tensor<32x32xf32>
    %553 = stablehlo.transpose %525, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %554 = stablehlo.dot_general %553, %11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %555 = stablehlo.add %552, %554 : tensor<32x32xf32>
    %556 = stablehlo.multiply %555, %cst_11 : tensor<32x32xf32>
    %557 = stablehlo.subtract %arg31, %556 : tensor<32x32xf32>
    %558 = stablehlo.multiply %arg42, %cst_10 : tensor<32xf32>
    %559 = stablehlo.reduce(%525 init: %cst_50) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %560 = stablehlo.add %558, %559 : tensor<32xf32>
    %561 = stablehlo.multiply %560, %cst_9 : tensor<32xf32>
    %562 = stablehlo.subtract %arg30, %561 : tensor<32xf32>
    %563 = stablehlo.multiply %arg43, %cst_8 : tensor<16x32xf32>
    %564 = stablehlo.transpose %505, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %565 = stablehlo.dot_general %564, %11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %566 = stablehlo.add %563, %565 : tensor<16x32xf32>
    %567 = stablehlo.multiply %566, %cst_7 : tensor<16x32xf32>
    %568 = stablehlo.subtract %arg29, %567 : tensor<16x32xf32>
    %569 = stablehlo.multiply %arg44, %cst_6 : tensor<16xf32>
    %570 = stablehlo.reduce(%505 init: %cst_50) applies stablehlo.add across dimensions = [0] : (tensor<16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %571 = stablehlo.add %569, %570 : tensor<16xf32>
    %572 = stablehlo.multiply %571, %cst_5 : tensor<16xf32>
    %573 = stablehlo.subtract %arg28, %572 : tensor<16xf32>
    %574 = stablehlo.multiply %arg45, %cst_8 : tensor<16x32xf32>
    %575 = stablehlo.transpose %474, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %576 = stablehlo.dot_general %575, %11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %577 = stablehlo.add %574, %576 : tensor<16x32xf32>
    %578 = stablehlo.multiply %577, %cst_7 : tensor<16x32xf32>
    %579 = stablehlo.subtract %arg21, %578 : tensor<16x32xf32>
    %580 = stablehlo.multiply %arg46, %cst_6 : tensor<16xf32>
    %581 = stablehlo.reduce(%474 init: %cst_50) applies stablehlo.add across dimensions = [0] : (tensor<16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %582 = stablehlo.add %580, %581 : tensor<16xf32>
    %583 = stablehlo.multiply %582, %cst_5 : tensor<16xf32>
    %584 = stablehlo.subtract %arg20, %583 : tensor<16xf32>
    %585 = stablehlo.multiply %arg47, %cst_12 : tensor<32x32xf32>
    %586 = stablehlo.transpose %465, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %587 = stablehlo.dot_general %586, %111, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %588 = stablehlo.add %585, %587 : tensor<32x32xf32>
    %589 = stablehlo.multiply %588, %cst_11 : tensor<32x32xf32>
    %590 = stablehlo.subtract %arg19, %589 : tensor<32x32xf32>
    %591 = stablehlo.multiply %arg48, %cst_10 : tensor<32xf32>
    %592 = stablehlo.reduce(%465 init: %cst_50) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %593 = stablehlo.add %591, %592 : tensor<32xf32>
    %594 = stablehlo.multiply %593, %cst_9 : tensor<32xf32>
    %595 = stablehlo.subtract %arg18, %594 : tensor<32xf32>
    %596 = stablehlo.multiply %arg49, %cst_4 : tensor<64x32xf32>
    %597 = stablehlo.transpose %437, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %598 = stablehlo.dot_general %597, %124, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %599 = stablehlo.add %596, %598 : tensor<64x32xf32>
    %600 = stablehlo.multiply %599, %cst_3 : tensor<64x32xf32>
    %601 = stablehlo.subtract %arg16, %600 : tensor<64x32xf32>
    %602 = stablehlo.multiply %arg50, %cst_2 : tensor<64xf32>
    %603 = stablehlo.reduce(%437 init: %cst_50) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %604 = stablehlo.add %602, %603 : tensor<64xf32>
    %605 = stablehlo.multiply %604, %cst_1 : tensor<64xf32>
    %606 = stablehlo.subtract %arg15, %605 : tensor<64xf32>
    %607 = stablehlo.multiply %arg51, %cst_0 : tensor<32x64xf32>
    %608 = stablehlo.transpose %430, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %609 = stablehlo.dot_general %608, %132, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %610 = stablehlo.add %607, %609 : tensor<32x64xf32>
    %611 = stablehlo.multiply %610, %cst : tensor<32x64xf32>
    %612 = stablehlo.subtract %arg14, %611 : tensor<32x64xf32>
    %613 = stablehlo.multiply %arg52, %cst_10 : tensor<32xf32>
    %614 = stablehlo.reduce(%430 init: %cst_50) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %615 = stablehlo.add %613, %614 : tensor<32xf32>
    %616 = stablehlo.multiply %615, %cst_9 : tensor<32xf32>
    %617 = stablehlo.subtract %arg13, %616 : tensor<32xf32>
    %618 = stablehlo.multiply %arg53, %cst_10 : tensor<32xf32>
    %619 = stablehlo.multiply %528, %539 : tensor<2x8x32xf32>
    %620 = stablehlo.reduce(%619 init: %cst_50) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %621 = stablehlo.add %618, %620 : tensor<32xf32>
    %622 = stablehlo.multiply %621, %cst_9 : tensor<32xf32>
    %623 = stablehlo.subtract %arg22, %622 : tensor<32xf32>
    %624 = stablehlo.multiply %arg54, %cst_10 : tensor<32xf32>
    %625 = stablehlo.reduce(%528 init: %cst_50) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %626 = stablehlo.add %624, %625 : tensor<32xf32>
    %627 = stablehlo.multiply %626, %cst_9 : tensor<32xf32>
    %628 = stablehlo.subtract %arg24, %627 : tensor<32xf32>
    %629 = stablehlo.multiply %arg55, %cst_10 : tensor<32xf32>
    %630 = stablehlo.multiply %439, %450 : tensor<2x8x32xf32>
    %631 = stablehlo.reduce(%630 init: %cst_50) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %632 = stablehlo.add %629, %631 : tensor<32xf32>
    %633 = stablehlo.multiply %632, %cst_9 : tensor<32xf32>
    %634 = stablehlo.subtract %arg17, %633 : tensor<32xf32>
    %635 = stablehlo.multiply %arg56, %cst_10 : tensor<32xf32>
    %636 = stablehlo.reduce(%439 init: %cst_50) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %637 = stablehlo.add %635, %636 : tensor<32xf32>
    %638 = stablehlo.multiply %637, %cst_9 : tensor<32xf32>
    %639 = stablehlo.subtract %arg32, %638 : tensor<32xf32>
    %640 = stablehlo.multiply %arg57, %cst_12 : tensor<32x32xf32>
    %641 = stablehlo.transpose %401, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %642 = stablehlo.dot_general %641, %145, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %643 = stablehlo.add %640, %642 : tensor<32x32xf32>
    %644 = stablehlo.multiply %643, %cst_11 : tensor<32x32xf32>
    %645 = stablehlo.subtract %arg37, %644 : tensor<32x32xf32>
    %646 = stablehlo.multiply %arg58, %cst_10 : tensor<32xf32>
    %647 = stablehlo.reduce(%401 init: %cst_50) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %648 = stablehlo.add %646, %647 : tensor<32xf32>
    %649 = stablehlo.multiply %648, %cst_9 : tensor<32xf32>
    %650 = stablehlo.subtract %arg36, %649 : tensor<32xf32>
    %651 = stablehlo.multiply %arg59, %cst_8 : tensor<16x32xf32>
    %652 = stablehlo.transpose %381, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %653 = stablehlo.dot_general %652, %145, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %654 = stablehlo.add %651, %653 : tensor<16x32xf32>
    %655 = stablehlo.multiply %654, %cst_7 : tensor<16x32xf32>
    %656 = stablehlo.subtract %arg35, %655 : tensor<16x32xf32>
    %657 = stablehlo.multiply %arg60, %cst_6 : tensor<16xf32>
    %658 = stablehlo.reduce(%381 init: %cst_50) applies stablehlo.add across dimensions = [0] : (tensor<16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %659 = stablehlo.add %657, %658 : tensor<16xf32>
    %660 = stablehlo.multiply %659, %cst_5 : tensor<16xf32>
    %661 = stablehlo.subtract %arg34, %660 : tensor<16xf32>
    %662 = stablehlo.multiply %arg61, %cst_8 : tensor<16x32xf32>
    %663 = stablehlo.transpose %350, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %664 = stablehlo.dot_general %663, %145, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %665 = stablehlo.add %662, %664 : tensor<16x32xf32>
    %666 = stablehlo.multiply %665, %cst_7 : tensor<16x32xf32>
    %667 = stablehlo.subtract %arg11, %666 : tensor<16x32xf32>
    %668 = stablehlo.multiply %arg62, %cst_6 : tensor<16xf32>
    %669 = stablehlo.reduce(%350 init: %cst_50) applies stablehlo.add across dimensions = [0] : (tensor<16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %670 = stablehlo.add %668, %669 : tensor<16xf32>
    %671 = stablehlo.multiply %670, %cst_5 : tensor<16xf32>
    %672 = stablehlo.subtract %arg10, %671 : tensor<16xf32>
    %673 = stablehlo.multiply %arg63, %cst_12 : tensor<32x32xf32>
    %674 = stablehlo.transpose %341, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %675 = stablehlo.dot_general %674, %201, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %676 = stablehlo.add %673, %675 : tensor<32x32xf32>
    %677 = stablehlo.multiply %676, %cst_11 : tensor<32x32xf32>
    %678 = stablehlo.subtract %arg9, %677 : tensor<32x32xf32>
    %679 = stablehlo.multiply %arg64, %cst_10 : tensor<32xf32>
    %680 = stablehlo.reduce(%341 init: %cst_50) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %681 = stablehlo.add %679, %680 : tensor<32xf32>
    %682 = stablehlo.multiply %681, %cst_9 : tensor<32xf32>
    %683 = stablehlo.subtract %arg8, %682 : tensor<32xf32>
    %684 = stablehlo.multiply %arg65, %cst_4 : tensor<64x32xf32>
    %685 = stablehlo.transpose %313, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %686 = stablehlo.dot_general %685, %214, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %687 = stablehlo.add %684, %686 : tensor<64x32xf32>
    %688 = stablehlo.multiply %687, %cst_3 : tensor<64x32xf32>
    %689 = stablehlo.subtract %arg6, %688 : tensor<64x32xf32>
    %690 = stablehlo.multiply %arg66, %cst_2 : tensor<64xf32>
    %691 = stablehlo.reduce(%313 init: %cst_50) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %692 = stablehlo.add %690, %691 : tensor<64xf32>
    %693 = stablehlo.multiply %692, %cst_1 : tensor<64xf32>
    %694 = stablehlo.subtract %arg5, %693 : tensor<64xf32>
    %695 = stablehlo.multiply %arg67, %cst_0 : tensor<32x64xf32>
    %696 = stablehlo.transpose %306, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %697 = stablehlo.dot_general %696, %222, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %698 = stablehlo.add %695, %697 : tensor<32x64xf32>
    %699 = stablehlo.multiply %698, %cst : tensor<32x64xf32>
    %700 = stablehlo.subtract %arg4, %699 : tensor<32x64xf32>
    %701 = stablehlo.multiply %arg68, %cst_10 : tensor<32xf32>
    %702 = stablehlo.reduce(%306 init: %cst_50) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %703 = stablehlo.add %701, %702 : tensor<32xf32>
    %704 = stablehlo.multiply %703, %cst_9 : tensor<32xf32>
    %705 = stablehlo.subtract %arg3, %704 : tensor<32xf32>
    %706 = stablehlo.multiply %arg69, %cst_10 : tensor<32xf32>
    %707 = stablehlo.multiply %404, %415 : tensor<2x8x32xf32>
    %708 = stablehlo.reduce(%707 init: %cst_50) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %709 = stablehlo.add %706, %708 : tensor<32xf32>
    %710 = stablehlo.multiply %709, %cst_9 : tensor<32xf32>
    %711 = stablehlo.subtract %arg12, %710 : tensor<32xf32>
    %712 = stablehlo.multiply %arg70, %cst_10 : tensor<32xf32>
    %713 = stablehlo.reduce(%404 init: %cst_50) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %714 = stablehlo.add %712, %713 : tensor<32xf32>
    %715 = stablehlo.multiply %714, %cst_9 : tensor<32xf32>
    %716 = stablehlo.subtract %arg33, %715 : tensor<32xf32>
    %717 = stablehlo.multiply %arg71, %cst_10 : tensor<32xf32>
    %718 = stablehlo.multiply %315, %326 : tensor<2x8x32xf32>
    %719 = stablehlo.reduce(%718 init: %cst_50) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %720 = stablehlo.add %717, %719 : tensor<32xf32>
    %721 = stablehlo.multiply %720, %cst_9 : tensor<32xf32>
    %722 = stablehlo.subtract %arg7, %721 : tensor<32xf32>
    %723 = stablehlo.multiply %arg72, %cst_10 : tensor<32xf32>
    %724 = stablehlo.reduce(%315 init: %cst_50) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %725 = stablehlo.add %723, %724 : tensor<32xf32>
    %726 = stablehlo.multiply %725, %cst_9 : tensor<32xf32>
    %727 = stablehlo.subtract %arg38, %726 : tensor<32xf32>
    %728 = stablehlo.multiply %arg73, %cst_10 : tensor<32xf32>
    %729 = stablehlo.multiply %281, %292 : tensor<2x8x32xf32>
    %730 = stablehlo.reduce(%729 init: %cst_50) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %731 = stablehlo.add %728, %730 : tensor<32xf32>
    %732 = stablehlo.multiply %731, %cst_9 : tensor<32xf32>
    %733 = stablehlo.subtract %arg2, %732 : tensor<32xf32>
    %734 = stablehlo.multiply %arg74, %cst_10 : tensor<32xf32>
    %735 = stablehlo.reduce(%281 init: %cst_50) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %736 = stablehlo.add %734, %735 : tensor<32xf32>
    %737 = stablehlo.multiply %736, %cst_9 : tensor<32xf32>
    %738 = stablehlo.subtract %arg39, %737 : tensor<32xf32>
    %739 = stablehlo.multiply %arg75, %cst_30 : tensor<128x32xf32>
    %740 = stablehlo.transpose %279, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %741 = stablehlo.dot_general %740, %234, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %742 = stablehlo.add %739, %741 : tensor<128x32xf32>
    %743 = stablehlo.multiply %742, %cst_13 : tensor<128x32xf32>
    %744 = stablehlo.subtract %arg1, %743 : tensor<128x32xf32>
    return %257, %551, %557, %562, %568, %573, %579, %584, %590, %595, %601, %606, %612, %617, %623, %628, %634, %639, %645, %650, %656, %661, %667, %672, %678, %683, %689, %694, %700, %705, %711, %716, %722, %727, %733, %738, %744, %549, %555, %560, %566, %571, %577, %582, %588, %593, %599, %604, %610, %615, %621, %626, %632, %637, %643, %648, %654, %659, %665, %670, %676, %681, %687, %692, %698, %703, %709, %714, %720, %725, %731, %736, %742 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>
  }
}
