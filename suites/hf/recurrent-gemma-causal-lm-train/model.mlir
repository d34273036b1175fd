module @IrToHlo.3997 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<32xf32> {tf.aliasing_output = 44 : i32}, %arg3: tensor<f32>, %arg4: tensor<32xf32> {tf.aliasing_output = 8 : i32}, %arg5: tensor<32x32xf32> {tf.aliasing_output = 7 : i32}, %arg6: tensor<32xf32> {tf.aliasing_output = 4 : i32}, %arg7: tensor<32x32xf32> {tf.aliasing_output = 3 : i32}, %arg8: tensor<32xf32> {tf.aliasing_output = 2 : i32}, %arg9: tensor<32xf32> {tf.aliasing_output = 11 : i32}, %arg10: tensor<4x8x8xf32> {tf.aliasing_output = 14 : i32}, %arg11: tensor<32xf32> {tf.aliasing_output = 10 : i32}, %arg12: tensor<32x1x4xf32> {tf.aliasing_output = 9 : i32}, %arg13: tensor<32xf32> {tf.aliasing_output = 6 : i32}, %arg14: tensor<32x32xf32> {tf.aliasing_output = 5 : i32}, %arg15: tensor<4x8xf32> {tf.aliasing_output = 15 : i32}, %arg16: tensor<4x8x8xf32> {tf.aliasing_output = 12 : i32}, %arg17: tensor<4x8xf32> {tf.aliasing_output = 13 : i32}, %arg18: tensor<32xf32> {tf.aliasing_output = 22 : i32}, %arg19: tensor<32x32xf32> {tf.aliasing_output = 21 : i32}, %arg20: tensor<32xf32> {tf.aliasing_output = 20 : i32}, %arg21: tensor<32x32xf32> {tf.aliasing_output = 19 : i32}, %arg22: tensor<32xf32> {tf.aliasing_output = 16 : i32}, %arg23: tensor<32xf32> {tf.aliasing_output = 18 : i32}, %arg24: tensor<32x32xf32> {tf.aliasing_output = 17 : i32}, %arg25: tensor<32xf32> {tf.aliasing_output = 29 : i32}, %arg26: tensor<32x32xf32> {tf.aliasing_output = 28 : i32}, %arg27: tensor<32xf32> {tf.aliasing_output = 25 : i32}, %arg28: tensor<32x32xf32> {tf.aliasing_output = 24 : i32}, %arg29: tensor<32xf32> {tf.aliasing_output = 23 : i32}, %arg30: tensor<32xf32> {tf.aliasing_output = 32 : i32}, %arg31: tensor<4x8x8xf32> {tf.aliasing_output = 35 : i32}, %arg32: tensor<32xf32> {tf.aliasing_output = 31 : i32}, %arg33: tensor<32x1x4xf32> {tf.aliasing_output = 30 : i32}, %arg34: tensor<32xf32> {tf.aliasing_output = 27 : i32}, %arg35: tensor<32x32xf32> {tf.aliasing_output = 26 : i32}, %arg36: tensor<4x8xf32> {tf.aliasing_output = 36 : i32}, %arg37: tensor<4x8x8xf32> {tf.aliasing_output = 33 : i32}, %arg38: tensor<4x8xf32> {tf.aliasing_output = 34 : i32}, %arg39: tensor<32xf32> {tf.aliasing_output = 43 : i32}, %arg40: tensor<32x32xf32> {tf.aliasing_output = 42 : i32}, %arg41: tensor<32xf32> {tf.aliasing_output = 41 : i32}, %arg42: tensor<32x32xf32> {tf.aliasing_output = 40 : i32}, %arg43: tensor<32xf32> {tf.aliasing_output = 37 : i32}, %arg44: tensor<32xf32> {tf.aliasing_output = 39 : i32}, %arg45: tensor<32x32xf32> {tf.aliasing_output = 38 : i32}, %arg46: tensor<128x32xf32> {tf.aliasing_output = 45 : i32}, %arg47: tensor<32xf32> {tf.aliasing_output = 46 : i32}, %arg48: tensor<32x32xf32> {tf.aliasing_output = 47 : i32}, %arg49: tensor<32xf32> {tf.aliasing_output = 48 : i32}, %arg50: tensor<32x32xf32> {tf.aliasing_output = 49 : i32}, %arg51: tensor<32xf32> {tf.aliasing_output = 50 : i32}, %arg52: tensor<32x32xf32> {tf.aliasing_output = 51 : i32}, %arg53: tensor<32xf32> {tf.aliasing_output = 52 : i32}, %arg54: tensor<32x1x4xf32> {tf.aliasing_output = 53 : i32}, %arg55: tensor<32xf32> {tf.aliasing_output = 54 : i32}, %arg56: tensor<32xf32> {tf.aliasing_output = 55 : i32}, %arg57: tensor<4x8x8xf32> {tf.aliasing_output = 56 : i32}, %arg58: tensor<4x8xf32> {tf.aliasing_output = 57 : i32}, %arg59: tensor<4x8x8xf32> {tf.aliasing_output = 58 : i32}, %arg60: tensor<4x8xf32> {tf.aliasing_output = 59 : i32}, %arg61: tensor<32xf32> {tf.aliasing_output = 60 : i32}, %arg62: tensor<32x32xf32> {tf.aliasing_output = 61 : i32}, %arg63: tensor<32xf32> {tf.aliasing_output = 62 : i32}, %arg64: tensor<32x32xf32> {tf.aliasing_output = 63 : i32}, %arg65: tensor<32xf32> {tf.aliasing_output = 64 : i32}, %arg66: tensor<32x32xf32> {tf.aliasing_output = 65 : i32}, %arg67: tensor<32xf32> {tf.aliasing_output = 66 : i32}, %arg68: tensor<32xf32> {tf.aliasing_output = 67 : i32}, %arg69: tensor<32x32xf32> {tf.aliasing_output = 68 : i32}, %arg70: tensor<32xf32> {tf.aliasing_output = 69 : i32}, %arg71: tensor<32x32xf32> {tf.aliasing_output = 70 : i32}, %arg72: tensor<32xf32> {tf.aliasing_output = 71 : i32}, %arg73: tensor<32x32xf32> {tf.aliasing_output = 72 : i32}, %arg74: tensor<32xf32> {tf.aliasing_output = 73 : i32}, %arg75: tensor<32x1x4xf32> {tf.aliasing_output = 74 : i32}, %arg76: tensor<32xf32> {tf.aliasing_output = 75 : i32}, %arg77: tensor<32xf32> {tf.aliasing_output = 76 : i32}, %arg78: tensor<4x8x8xf32> {tf.aliasing_output = 77 : i32}, %arg79: tensor<4x8xf32> {tf.aliasing_output = 78 : i32}, %arg80: tensor<4x8x8xf32> {tf.aliasing_output = 79 : i32}, %arg81: tensor<4x8xf32> {tf.aliasing_output = 80 : i32}, %arg82: tensor<32xf32> {tf.aliasing_output = 81 : i32}, %arg83: tensor<32x32xf32> {tf.aliasing_output = 82 : i32}, %arg84: tensor<32xf32> {tf.aliasing_output = 83 : i32}, %arg85: tensor<32x32xf32> {tf.aliasing_output = 84 : i32}, %arg86: tensor<32xf32> {tf.aliasing_output = 85 : i32}, %arg87: tensor<32x32xf32> {tf.aliasing_output = 86 : i32}, %arg88: tensor<32xf32> {tf.aliasing_output = 87 : i32}, %arg89: tensor<32xf32> {tf.aliasing_output = 88 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x1x4xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x8x8xf32>, tensor<4x8xf32>, tensor<4x8x8xf32>, tensor<4x8xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x1x4xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x8x8xf32>, tensor<4x8xf32>, tensor<4x8x8xf32>, tensor<4x8xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x1x4xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x8x8xf32>, tensor<4x8xf32>, tensor<4x8x8xf32>, tensor<4x8xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x1x4xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x8x8xf32>, tensor<4x8xf32>, tensor<4x8x8xf32>, tensor<4x8xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<4x8xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<4x8xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<4x8x8xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<4x8x8xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<32x1x4xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<32x1x4xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<2x32x11xf32>
    %cst_11 = stablehlo.constant dense<3.40282347E+38> : tensor<2x8x32xf32>
    %cst_12 = stablehlo.constant dense<4.000000e+00> : tensor<2x8x32xf32>
    %cst_13 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x32xf32>
    %c = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false]], [[true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false]]]> : tensor<2x32x11xi1>
    %cst_14 = stablehlo.constant dense<1.341450e-01> : tensor<2x8x32xf32>
    %cst_15 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_16 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x1xf32>
    %cst_17 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x1xf32>
    %c_18 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %c_19 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x128xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_23 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_24 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_25 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_26 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_27 = stablehlo.constant dense<3.000000e+01> : tensor<2x8x128xf32>
    %cst_28 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x32xf32>
    %cst_29 = stablehlo.constant dense<4.471500e-02> : tensor<2x8x32xf32>
    %cst_30 = stablehlo.constant dense<0.797884583> : tensor<2x8x32xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_32 = stablehlo.constant dense<[true, false, false, false, false, false, false, false]> : tensor<8xi1>
    %c_33 = stablehlo.constant dense<[false, true, false, false, false, false, false, false]> : tensor<8xi1>
    %c_34 = stablehlo.constant dense<[false, false, true, false, false, false, false, false]> : tensor<8xi1>
    %c_35 = stablehlo.constant dense<[false, false, false, true, false, false, false, false]> : tensor<8xi1>
    %c_36 = stablehlo.constant dense<[false, false, false, false, true, false, false, false]> : tensor<8xi1>
    %c_37 = stablehlo.constant dense<[false, false, false, false, false, true, false, false]> : tensor<8xi1>
    %c_38 = stablehlo.constant dense<[false, false, false, false, false, false, true, false]> : tensor<8xi1>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_40 = stablehlo.constant dense<[1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]> : tensor<8xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<2x32xf32>
    %cst_42 = stablehlo.constant dense<[0.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00]> : tensor<8xf32>
    %cst_43 = stablehlo.constant dense<2.000000e+01> : tensor<32xf32>
    %cst_44 = stablehlo.constant dense<-8.000000e+00> : tensor<2x8x32xf32>
    %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_46 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x1xf32>
    %cst_47 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_48 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %c_49 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_50 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_52 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x32xf32>
    %c_53 = stablehlo.constant dense<[false, false, false, false, false, false, false, true]> : tensor<8xi1>
    %0 = stablehlo.broadcast_in_dim %c_53, dims = [1] : (tensor<8xi1>) -> tensor<2x8x32xi1>
    %1 = stablehlo.broadcast_in_dim %arg36, dims = [0, 2] : (tensor<4x8xf32>) -> tensor<4x16x8xf32>
    %2 = stablehlo.broadcast_in_dim %arg15, dims = [0, 2] : (tensor<4x8xf32>) -> tensor<4x16x8xf32>
    %3 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %4 = stablehlo.convert %3 : (tensor<16xi64>) -> tensor<16xui32>
    %5 = "stablehlo.gather"(%arg1, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %6 = stablehlo.reshape %5 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %7 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<2x8x32xf32>
    %9 = stablehlo.power %8, %cst_48 : tensor<2x8x32xf32>
    %10 = stablehlo.reduce(%9 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %11 = stablehlo.multiply %10, %cst_47 : tensor<2x8xf32>
    %12 = stablehlo.reshape %11 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %13 = stablehlo.add %12, %cst_46 : tensor<2x8x1xf32>
    %14 = stablehlo.rsqrt %13 : tensor<2x8x1xf32>
    %15 = stablehlo.reshape %14 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %17 = stablehlo.multiply %8, %16 : tensor<2x8x32xf32>
    %18 = stablehlo.add %arg8, %cst_45 : tensor<32xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %20 = stablehlo.multiply %17, %19 : tensor<2x8x32xf32>
    %21 = stablehlo.reshape %20 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %22 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %23 = stablehlo.dot_general %21, %22, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %24 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %25 = stablehlo.add %23, %24 : tensor<16x32xf32>
    %26 = stablehlo.reshape %25 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %27 = stablehlo.transpose %26, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,32,8]{1,2,0}"} : (tensor<2x8x32xf32>) -> tensor<2x32x8xf32>
    %28 = stablehlo.reshape %27 : (tensor<2x32x8xf32>) -> tensor<2x32x1x8xf32>
    %29 = stablehlo.reshape %arg12 : (tensor<32x1x4xf32>) -> tensor<32x1x1x4xf32>
    %30 = stablehlo.convolution(%28, %29) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x1x8xf32>, tensor<32x1x1x4xf32>) -> tensor<2x32x1x11xf32>
    %31 = stablehlo.broadcast_in_dim %arg11, dims = [1] : (tensor<32xf32>) -> tensor<2x32x1x11xf32>
    %32 = stablehlo.add %30, %31 : tensor<2x32x1x11xf32>
    %33 = stablehlo.reshape %32 : (tensor<2x32x1x11xf32>) -> tensor<2x32x11xf32>
    %34 = stablehlo.slice %33 [0:2, 0:32, 0:8] : (tensor<2x32x11xf32>) -> tensor<2x32x8xf32>
    %35 = stablehlo.transpose %34, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,32]{1,2,0}"} : (tensor<2x32x8xf32>) -> tensor<2x8x32xf32>
    %36 = stablehlo.reshape %35 : (tensor<2x8x32xf32>) -> tensor<16x4x8xf32>
    %37 = stablehlo.transpose %36, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[4,16,8]{2,0,1}"} : (tensor<16x4x8xf32>) -> tensor<4x16x8xf32>
    %38 = stablehlo.dot_general %37, %arg10, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x8xf32>, tensor<4x8x8xf32>) -> tensor<4x16x8xf32>
    %39 = stablehlo.add %2, %38 : tensor<4x16x8xf32>
    %40 = stablehlo.transpose %39, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[16,4,8]{2,0,1}"} : (tensor<4x16x8xf32>) -> tensor<16x4x8xf32>
    %41 = stablehlo.reshape %40 : (tensor<16x4x8xf32>) -> tensor<2x8x32xf32>
    %42 = stablehlo.logistic %41 : tensor<2x8x32xf32>
    %43 = stablehlo.multiply %42, %cst_44 : tensor<2x8x32xf32>
    %44 = stablehlo.compare  GT, %arg9, %cst_43 : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %45 = stablehlo.exponential %arg9 : tensor<32xf32>
    %46 = stablehlo.log_plus_one %45 : tensor<32xf32>
    %47 = stablehlo.select %44, %arg9, %46 : tensor<32xi1>, tensor<32xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %49 = stablehlo.multiply %43, %48 : tensor<2x8x32xf32>
    %50 = stablehlo.exponential %49 : tensor<2x8x32xf32>
    %51 = stablehlo.broadcast_in_dim %cst_42, dims = [1] : (tensor<8xf32>) -> tensor<2x8x32xf32>
    %52 = stablehlo.multiply %50, %51 : tensor<2x8x32xf32>
    %53 = stablehlo.slice %52 [0:2, 7:8, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %54 = stablehlo.reshape %53 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %55 = stablehlo.slice %52 [0:2, 6:7, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %56 = stablehlo.reshape %55 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %57 = stablehlo.slice %52 [0:2, 5:6, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %58 = stablehlo.reshape %57 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %59 = stablehlo.slice %52 [0:2, 4:5, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %60 = stablehlo.reshape %59 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %61 = stablehlo.slice %52 [0:2, 3:4, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %62 = stablehlo.reshape %61 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %63 = stablehlo.slice %52 [0:2, 2:3, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %64 = stablehlo.reshape %63 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %65 = stablehlo.slice %52 [0:2, 1:2, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %66 = stablehlo.reshape %65 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %67 = stablehlo.slice %52 [0:2, 0:1, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %68 = stablehlo.reshape %67 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %69 = stablehlo.multiply %68, %cst_41 : tensor<2x32xf32>
    %70 = stablehlo.broadcast_in_dim %arg17, dims = [0, 2] : (tensor<4x8xf32>) -> tensor<4x16x8xf32>
    %71 = stablehlo.dot_general %37, %arg16, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x8xf32>, tensor<4x8x8xf32>) -> tensor<4x16x8xf32>
    %72 = stablehlo.add %70, %71 : tensor<4x16x8xf32>
    %73 = stablehlo.transpose %72, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[16,4,8]{2,0,1}"} : (tensor<4x16x8xf32>) -> tensor<16x4x8xf32>
    %74 = stablehlo.reshape %73 : (tensor<16x4x8xf32>) -> tensor<2x8x32xf32>
    %75 = stablehlo.logistic %74 : tensor<2x8x32xf32>
    %76 = stablehlo.multiply %35, %75 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,32]{1,2,0}"} : tensor<2x8x32xf32>
    %77 = stablehlo.broadcast_in_dim %cst_40, dims = [1] : (tensor<8xf32>) -> tensor<2x8x32xf32>
    %78 = stablehlo.multiply %49, %cst_48 : tensor<2x8x32xf32>
    %79 = stablehlo.exponential %78 : tensor<2x8x32xf32>
    %80 = stablehlo.subtract %cst_39, %79 : tensor<2x8x32xf32>
    %81 = stablehlo.sqrt %80 : tensor<2x8x32xf32>
    %82 = stablehlo.multiply %51, %81 : tensor<2x8x32xf32>
    %83 = stablehlo.add %77, %82 : tensor<2x8x32xf32>
    %84 = stablehlo.multiply %76, %83 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,32]{1,2,0}"} : tensor<2x8x32xf32>
    %85 = stablehlo.slice %84 [0:2, 0:1, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %86 = stablehlo.reshape %85 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %87 = stablehlo.add %69, %86 : tensor<2x32xf32>
    %88 = stablehlo.multiply %66, %87 : tensor<2x32xf32>
    %89 = stablehlo.slice %84 [0:2, 1:2, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %90 = stablehlo.reshape %89 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %91 = stablehlo.add %88, %90 : tensor<2x32xf32>
    %92 = stablehlo.multiply %64, %91 : tensor<2x32xf32>
    %93 = stablehlo.slice %84 [0:2, 2:3, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %94 = stablehlo.reshape %93 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %95 = stablehlo.add %92, %94 : tensor<2x32xf32>
    %96 = stablehlo.multiply %62, %95 : tensor<2x32xf32>
    %97 = stablehlo.slice %84 [0:2, 3:4, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %98 = stablehlo.reshape %97 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %99 = stablehlo.add %96, %98 : tensor<2x32xf32>
    %100 = stablehlo.multiply %60, %99 : tensor<2x32xf32>
    %101 = stablehlo.slice %84 [0:2, 4:5, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %102 = stablehlo.reshape %101 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %103 = stablehlo.add %100, %102 : tensor<2x32xf32>
    %104 = stablehlo.multiply %58, %103 : tensor<2x32xf32>
    %105 = stablehlo.slice %84 [0:2, 5:6, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %106 = stablehlo.reshape %105 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %107 = stablehlo.add %104, %106 : tensor<2x32xf32>
    %108 = stablehlo.multiply %56, %107 : tensor<2x32xf32>
    %109 = stablehlo.slice %84 [0:2, 6:7, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %110 = stablehlo.reshape %109 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %111 = stablehlo.add %108, %110 : tensor<2x32xf32>
    %112 = stablehlo.multiply %54, %111 : tensor<2x32xf32>
    %113 = stablehlo.slice %84 [0:2, 7:8, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %114 = stablehlo.reshape %113 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %115 = stablehlo.add %112, %114 : tensor<2x32xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %117 = stablehlo.broadcast_in_dim %c_38, dims = [1] : (tensor<8xi1>) -> tensor<2x8x32xi1>
    %118 = stablehlo.broadcast_in_dim %111, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %119 = stablehlo.broadcast_in_dim %c_37, dims = [1] : (tensor<8xi1>) -> tensor<2x8x32xi1>
    %120 = stablehlo.broadcast_in_dim %107, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %121 = stablehlo.broadcast_in_dim %c_36, dims = [1] : (tensor<8xi1>) -> tensor<2x8x32xi1>
    %122 = stablehlo.broadcast_in_dim %103, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %123 = stablehlo.broadcast_in_dim %c_35, dims = [1] : (tensor<8xi1>) -> tensor<2x8x32xi1>
    %124 = stablehlo.broadcast_in_dim %99, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %125 = stablehlo.broadcast_in_dim %c_34, dims = [1] : (tensor<8xi1>) -> tensor<2x8x32xi1>
    %126 = stablehlo.broadcast_in_dim %95, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %127 = stablehlo.broadcast_in_dim %c_33, dims = [1] : (tensor<8xi1>) -> tensor<2x8x32xi1>
    %128 = stablehlo.broadcast_in_dim %91, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %129 = stablehlo.broadcast_in_dim %c_32, dims = [1] : (tensor<8xi1>) -> tensor<2x8x32xi1>
    %130 = stablehlo.broadcast_in_dim %87, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %131 = stablehlo.select %129, %130, %cst_31 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %132 = stablehlo.select %127, %128, %131 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %133 = stablehlo.select %125, %126, %132 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %134 = stablehlo.select %123, %124, %133 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %135 = stablehlo.select %121, %122, %134 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %136 = stablehlo.select %119, %120, %135 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %137 = stablehlo.select %117, %118, %136 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %138 = stablehlo.select %0, %116, %137 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %139 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %140 = stablehlo.dot_general %21, %139, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %141 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %142 = stablehlo.add %140, %141 : tensor<16x32xf32>
    %143 = stablehlo.reshape %142 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %144 = stablehlo.multiply %143, %cst_52 : tensor<2x8x32xf32>
    %145 = stablehlo.power %143, %cst_28 : tensor<2x8x32xf32>
    %146 = stablehlo.multiply %145, %cst_29 : tensor<2x8x32xf32>
    %147 = stablehlo.add %143, %146 : tensor<2x8x32xf32>
    %148 = stablehlo.multiply %147, %cst_30 : tensor<2x8x32xf32>
    %149 = stablehlo.tanh %148 : tensor<2x8x32xf32>
    %150 = stablehlo.add %149, %cst_39 : tensor<2x8x32xf32>
    %151 = stablehlo.multiply %144, %150 : tensor<2x8x32xf32>
    %152 = stablehlo.multiply %138, %151 : tensor<2x8x32xf32>
    %153 = stablehlo.reshape %152 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %154 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %155 = stablehlo.dot_general %153, %154, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %156 = stablehlo.reshape %155 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %157 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %158 = stablehlo.add %156, %157 : tensor<2x8x32xf32>
    %159 = stablehlo.add %158, %8 : tensor<2x8x32xf32>
    %160 = stablehlo.power %159, %cst_48 : tensor<2x8x32xf32>
    %161 = stablehlo.reduce(%160 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %162 = stablehlo.multiply %161, %cst_47 : tensor<2x8xf32>
    %163 = stablehlo.reshape %162 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %164 = stablehlo.add %163, %cst_46 : tensor<2x8x1xf32>
    %165 = stablehlo.rsqrt %164 : tensor<2x8x1xf32>
    %166 = stablehlo.reshape %165 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %168 = stablehlo.multiply %159, %167 : tensor<2x8x32xf32>
    %169 = stablehlo.add %arg22, %cst_45 : tensor<32xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %171 = stablehlo.multiply %168, %170 : tensor<2x8x32xf32>
    %172 = stablehlo.reshape %171 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %173 = stablehlo.transpose %arg24, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %174 = stablehlo.dot_general %172, %173, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %175 = stablehlo.broadcast_in_dim %arg23, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %176 = stablehlo.add %174, %175 : tensor<16x32xf32>
    %177 = stablehlo.reshape %176 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %178 = stablehlo.multiply %177, %cst_52 : tensor<2x8x32xf32>
    %179 = stablehlo.power %177, %cst_28 : tensor<2x8x32xf32>
    %180 = stablehlo.multiply %179, %cst_29 : tensor<2x8x32xf32>
    %181 = stablehlo.add %177, %180 : tensor<2x8x32xf32>
    %182 = stablehlo.multiply %181, %cst_30 : tensor<2x8x32xf32>
    %183 = stablehlo.tanh %182 : tensor<2x8x32xf32>
    %184 = stablehlo.add %183, %cst_39 : tensor<2x8x32xf32>
    %185 = stablehlo.multiply %178, %184 : tensor<2x8x32xf32>
    %186 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %187 = stablehlo.dot_general %172, %186, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %188 = stablehlo.broadcast_in_dim %arg20, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %189 = stablehlo.add %187, %188 : tensor<16x32xf32>
    %190 = stablehlo.reshape %189 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %191 = stablehlo.multiply %185, %190 : tensor<2x8x32xf32>
    %192 = stablehlo.reshape %191 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %193 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %194 = stablehlo.dot_general %192, %193, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %195 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %196 = stablehlo.add %194, %195 : tensor<16x32xf32>
    %197 = stablehlo.reshape %196 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %198 = stablehlo.add %197, %159 : tensor<2x8x32xf32>
    %199 = stablehlo.power %198, %cst_48 : tensor<2x8x32xf32>
    %200 = stablehlo.reduce(%199 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %201 = stablehlo.multiply %200, %cst_47 : tensor<2x8xf32>
    %202 = stablehlo.reshape %201 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %203 = stablehlo.add %202, %cst_46 : tensor<2x8x1xf32>
    %204 = stablehlo.rsqrt %203 : tensor<2x8x1xf32>
    %205 = stablehlo.reshape %204 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %207 = stablehlo.multiply %198, %206 : tensor<2x8x32xf32>
    %208 = stablehlo.add %arg29, %cst_45 : tensor<32xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %210 = stablehlo.multiply %207, %209 : tensor<2x8x32xf32>
    %211 = stablehlo.reshape %210 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %212 = stablehlo.transpose %arg35, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %213 = stablehlo.dot_general %211, %212, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %214 = stablehlo.broadcast_in_dim %arg34, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %215 = stablehlo.add %213, %214 : tensor<16x32xf32>
    %216 = stablehlo.reshape %215 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %217 = stablehlo.transpose %216, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,32,8]{1,2,0}"} : (tensor<2x8x32xf32>) -> tensor<2x32x8xf32>
    %218 = stablehlo.reshape %217 : (tensor<2x32x8xf32>) -> tensor<2x32x1x8xf32>
    %219 = stablehlo.reshape %arg33 : (tensor<32x1x4xf32>) -> tensor<32x1x1x4xf32>
    %220 = stablehlo.convolution(%218, %219) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x1x8xf32>, tensor<32x1x1x4xf32>) -> tensor<2x32x1x11xf32>
    %221 = stablehlo.broadcast_in_dim %arg32, dims = [1] : (tensor<32xf32>) -> tensor<2x32x1x11xf32>
    %222 = stablehlo.add %220, %221 : tensor<2x32x1x11xf32>
    %223 = stablehlo.reshape %222 : (tensor<2x32x1x11xf32>) -> tensor<2x32x11xf32>
    %224 = stablehlo.slice %223 [0:2, 0:32, 0:8] : (tensor<2x32x11xf32>) -> tensor<2x32x8xf32>
    %225 = stablehlo.transpose %224, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,32]{1,2,0}"} : (tensor<2x32x8xf32>) -> tensor<2x8x32xf32>
    %226 = stablehlo.reshape %225 : (tensor<2x8x32xf32>) -> tensor<16x4x8xf32>
    %227 = stablehlo.transpose %226, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[4,16,8]{2,0,1}"} : (tensor<16x4x8xf32>) -> tensor<4x16x8xf32>
    %228 = stablehlo.dot_general %227, %arg31, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x8xf32>, tensor<4x8x8xf32>) -> tensor<4x16x8xf32>
    %229 = stablehlo.add %1, %228 : tensor<4x16x8xf32>
    %230 = stablehlo.transpose %229, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[16,4,8]{2,0,1}"} : (tensor<4x16x8xf32>) -> tensor<16x4x8xf32>
    %231 = stablehlo.reshape %230 : (tensor<16x4x8xf32>) -> tensor<2x8x32xf32>
    %232 = stablehlo.logistic %231 : tensor<2x8x32xf32>
    %233 = stablehlo.multiply %232, %cst_44 : tensor<2x8x32xf32>
    %234 = stablehlo.compare  GT, %arg30, %cst_43 : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %235 = stablehlo.exponential %arg30 : tensor<32xf32>
    %236 = stablehlo.log_plus_one %235 : tensor<32xf32>
    %237 = stablehlo.select %234, %arg30, %236 : tensor<32xi1>, tensor<32xf32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %239 = stablehlo.multiply %233, %238 : tensor<2x8x32xf32>
    %240 = stablehlo.exponential %239 : tensor<2x8x32xf32>
    %241 = stablehlo.multiply %240, %51 : tensor<2x8x32xf32>
    %242 = stablehlo.slice %241 [0:2, 7:8, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %243 = stablehlo.reshape %242 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %244 = stablehlo.slice %241 [0:2, 6:7, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %245 = stablehlo.reshape %244 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %246 = stablehlo.slice %241 [0:2, 5:6, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %247 = stablehlo.reshape %246 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %248 = stablehlo.slice %241 [0:2, 4:5, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %249 = stablehlo.reshape %248 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %250 = stablehlo.slice %241 [0:2, 3:4, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %251 = stablehlo.reshape %250 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %252 = stablehlo.slice %241 [0:2, 2:3, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %253 = stablehlo.reshape %252 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %254 = stablehlo.slice %241 [0:2, 1:2, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %255 = stablehlo.reshape %254 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %256 = stablehlo.slice %241 [0:2, 0:1, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %257 = stablehlo.reshape %256 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %258 = stablehlo.multiply %257, %cst_41 : tensor<2x32xf32>
    %259 = stablehlo.broadcast_in_dim %arg38, dims = [0, 2] : (tensor<4x8xf32>) -> tensor<4x16x8xf32>
    %260 = stablehlo.dot_general %227, %arg37, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x8xf32>, tensor<4x8x8xf32>) -> tensor<4x16x8xf32>
    %261 = stablehlo.add %259, %260 : tensor<4x16x8xf32>
    %262 = stablehlo.transpose %261, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[16,4,8]{2,0,1}"} : (tensor<4x16x8xf32>) -> tensor<16x4x8xf32>
    %263 = stablehlo.reshape %262 : (tensor<16x4x8xf32>) -> tensor<2x8x32xf32>
    %264 = stablehlo.logistic %263 : tensor<2x8x32xf32>
    %265 = stablehlo.multiply %225, %264 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,32]{1,2,0}"} : tensor<2x8x32xf32>
    %266 = stablehlo.multiply %239, %cst_48 : tensor<2x8x32xf32>
    %267 = stablehlo.exponential %266 : tensor<2x8x32xf32>
    %268 = stablehlo.subtract %cst_39, %267 : tensor<2x8x32xf32>
    %269 = stablehlo.sqrt %268 : tensor<2x8x32xf32>
    %270 = stablehlo.multiply %51, %269 : tensor<2x8x32xf32>
    %271 = stablehlo.add %77, %270 : tensor<2x8x32xf32>
    %272 = stablehlo.multiply %265, %271 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,32]{1,2,0}"} : tensor<2x8x32xf32>
    %273 = stablehlo.slice %272 [0:2, 0:1, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %274 = stablehlo.reshape %273 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %275 = stablehlo.add %258, %274 : tensor<2x32xf32>
    %276 = stablehlo.multiply %255, %275 : tensor<2x32xf32>
    %277 = stablehlo.slice %272 [0:2, 1:2, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %278 = stablehlo.reshape %277 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %279 = stablehlo.add %276, %278 : tensor<2x32xf32>
    %280 = stablehlo.multiply %253, %279 : tensor<2x32xf32>
    %281 = stablehlo.slice %272 [0:2, 2:3, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %282 = stablehlo.reshape %281 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %283 = stablehlo.add %280, %282 : tensor<2x32xf32>
    %284 = stablehlo.multiply %251, %283 : tensor<2x32xf32>
    %285 = stablehlo.slice %272 [0:2, 3:4, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %286 = stablehlo.reshape %285 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %287 = stablehlo.add %284, %286 : tensor<2x32xf32>
    %288 = stablehlo.multiply %249, %287 : tensor<2x32xf32>
    %289 = stablehlo.slice %272 [0:2, 4:5, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %290 = stablehlo.reshape %289 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %291 = stablehlo.add %288, %290 : tensor<2x32xf32>
    %292 = stablehlo.multiply %247, %291 : tensor<2x32xf32>
    %293 = stablehlo.slice %272 [0:2, 5:6, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %294 = stablehlo.reshape %293 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %295 = stablehlo.add %292, %294 : tensor<2x32xf32>
    %296 = stablehlo.multiply %245, %295 : tensor<2x32xf32>
    %297 = stablehlo.slice %272 [0:2, 6:7, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %298 = stablehlo.reshape %297 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %299 = stablehlo.add %296, %298 : tensor<2x32xf32>
    %300 = stablehlo.multiply %243, %299 : tensor<2x32xf32>
    %301 = stablehlo.slice %272 [0:2, 7:8, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %302 = stablehlo.reshape %301 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %303 = stablehlo.add %300, %302 : tensor<2x32xf32>
    %304 = stablehlo.broadcast_in_dim %303, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %305 = stablehlo.broadcast_in_dim %299, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %306 = stablehlo.broadcast_in_dim %295, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %307 = stablehlo.broadcast_in_dim %291, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %308 = stablehlo.broadcast_in_dim %287, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %309 = stablehlo.broadcast_in_dim %283, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %310 = stablehlo.broadcast_in_dim %279, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %311 = stablehlo.broadcast_in_dim %275, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %312 = stablehlo.select %129, %311, %cst_31 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %313 = stablehlo.select %127, %310, %312 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %314 = stablehlo.select %125, %309, %313 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %315 = stablehlo.select %123, %308, %314 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %316 = stablehlo.select %121, %307, %315 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %317 = stablehlo.select %119, %306, %316 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %318 = stablehlo.select %117, %305, %317 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %319 = stablehlo.select %0, %304, %318 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %320 = stablehlo.transpose %arg28, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %321 = stablehlo.dot_general %211, %320, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %322 = stablehlo.broadcast_in_dim %arg27, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %323 = stablehlo.add %321, %322 : tensor<16x32xf32>
    %324 = stablehlo.reshape %323 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %325 = stablehlo.multiply %324, %cst_52 : tensor<2x8x32xf32>
    %326 = stablehlo.power %324, %cst_28 : tensor<2x8x32xf32>
    %327 = stablehlo.multiply %326, %cst_29 : tensor<2x8x32xf32>
    %328 = stablehlo.add %324, %327 : tensor<2x8x32xf32>
    %329 = stablehlo.multiply %328, %cst_30 : tensor<2x8x32xf32>
    %330 = stablehlo.tanh %329 : tensor<2x8x32xf32>
    %331 = stablehlo.add %330, %cst_39 : tensor<2x8x32xf32>
    %332 = stablehlo.multiply %325, %331 : tensor<2x8x32xf32>
    %333 = stablehlo.multiply %319, %332 : tensor<2x8x32xf32>
    %334 = stablehlo.reshape %333 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %335 = stablehlo.transpose %arg26, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %336 = stablehlo.dot_general %334, %335, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %337 = stablehlo.reshape %336 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %338 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %339 = stablehlo.add %337, %338 : tensor<2x8x32xf32>
    %340 = stablehlo.add %339, %198 : tensor<2x8x32xf32>
    %341 = stablehlo.power %340, %cst_48 : tensor<2x8x32xf32>
    %342 = stablehlo.reduce(%341 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %343 = stablehlo.multiply %342, %cst_47 : tensor<2x8xf32>
    %344 = stablehlo.reshape %343 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %345 = stablehlo.add %344, %cst_46 : tensor<2x8x1xf32>
    %346 = stablehlo.rsqrt %345 : tensor<2x8x1xf32>
    %347 = stablehlo.reshape %346 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %348 = stablehlo.broadcast_in_dim %347, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %349 = stablehlo.multiply %340, %348 : tensor<2x8x32xf32>
    %350 = stablehlo.add %arg43, %cst_45 : tensor<32xf32>
    %351 = stablehlo.broadcast_in_dim %350, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %352 = stablehlo.multiply %349, %351 : tensor<2x8x32xf32>
    %353 = stablehlo.reshape %352 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %354 = stablehlo.transpose %arg45, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %355 = stablehlo.dot_general %353, %354, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %356 = stablehlo.broadcast_in_dim %arg44, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %357 = stablehlo.add %355, %356 : tensor<16x32xf32>
    %358 = stablehlo.reshape %357 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %359 = stablehlo.multiply %358, %cst_52 : tensor<2x8x32xf32>
    %360 = stablehlo.power %358, %cst_28 : tensor<2x8x32xf32>
    %361 = stablehlo.multiply %360, %cst_29 : tensor<2x8x32xf32>
    %362 = stablehlo.add %358, %361 : tensor<2x8x32xf32>
    %363 = stablehlo.multiply %362, %cst_30 : tensor<2x8x32xf32>
    %364 = stablehlo.tanh %363 : tensor<2x8x32xf32>
    %365 = stablehlo.add %364, %cst_39 : tensor<2x8x32xf32>
    %366 = stablehlo.multiply %359, %365 : tensor<2x8x32xf32>
    %367 = stablehlo.transpose %arg42, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %368 = stablehlo.dot_general %353, %367, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %369 = stablehlo.broadcast_in_dim %arg41, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %370 = stablehlo.add %368, %369 : tensor<16x32xf32>
    %371 = stablehlo.reshape %370 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %372 = stablehlo.multiply %366, %371 : tensor<2x8x32xf32>
    %373 = stablehlo.reshape %372 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %374 = stablehlo.transpose %arg40, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %375 = stablehlo.dot_general %373, %374, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %376 = stablehlo.broadcast_in_dim %arg39, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %377 = stablehlo.add %375, %376 : tensor<16x32xf32>
    %378 = stablehlo.reshape %377 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %379 = stablehlo.add %378, %340 : tensor<2x8x32xf32>
    %380 = stablehlo.power %379, %cst_48 : tensor<2x8x32xf32>
    %381 = stablehlo.reduce(%380 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %382 = stablehlo.multiply %381, %cst_47 : tensor<2x8xf32>
    %383 = stablehlo.reshape %382 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %384 = stablehlo.add %383, %cst_46 : tensor<2x8x1xf32>
    %385 = stablehlo.rsqrt %384 : tensor<2x8x1xf32>
    %386 = stablehlo.reshape %385 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %387 = stablehlo.broadcast_in_dim %386, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %388 = stablehlo.multiply %379, %387 : tensor<2x8x32xf32>
    %389 = stablehlo.add %arg2, %cst_45 : tensor<32xf32>
    %390 = stablehlo.broadcast_in_dim %389, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %391 = stablehlo.multiply %388, %390 : tensor<2x8x32xf32>
    %392 = stablehlo.reshape %391 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %393 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %394 = stablehlo.dot_general %392, %393, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %395 = stablehlo.reshape %394 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %396 = stablehlo.divide %395, %cst_27 : tensor<2x8x128xf32>
    %397 = stablehlo.tanh %396 : tensor<2x8x128xf32>
    %398 = stablehlo.multiply %397, %cst_27 : tensor<2x8x128xf32>
    %399 = stablehlo.slice %398 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %400 = stablehlo.reduce(%399 init: %cst_50) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %401 = stablehlo.broadcast_in_dim %400, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %402 = stablehlo.subtract %399, %401 : tensor<2x7x128xf32>
    %403 = stablehlo.exponential %402 : tensor<2x7x128xf32>
    %404 = stablehlo.reduce(%403 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %405 = stablehlo.log %404 : tensor<2x7xf32>
    %406 = stablehlo.broadcast_in_dim %405, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %407 = stablehlo.subtract %402, %406 : tensor<2x7x128xf32>
    %408 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %409 = stablehlo.broadcast_in_dim %408, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %410 = stablehlo.broadcast_in_dim %c_49, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %411 = stablehlo.compare  EQ, %409, %410 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %412 = stablehlo.convert %411 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %413 = stablehlo.convert %412 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %414 = stablehlo.multiply %407, %413 : tensor<2x7x128xf32>
    %415 = stablehlo.reduce(%414 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %416 = stablehlo.reduce(%415 init: %cst_51) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %417 = stablehlo.multiply %416, %cst_26 : tensor<f32>
    %418 = stablehlo.negate %417 : tensor<f32>
    %419 = stablehlo.multiply %arg46, %cst_25 : tensor<128x32xf32>
    %420 = stablehlo.multiply %413, %cst_23 : tensor<2x7x128xf32>
    %421 = stablehlo.exponential %407 : tensor<2x7x128xf32>
    %422 = stablehlo.reduce(%420 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %423 = stablehlo.broadcast_in_dim %422, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %424 = stablehlo.multiply %421, %423 : tensor<2x7x128xf32>
    %425 = stablehlo.subtract %420, %424 : tensor<2x7x128xf32>
    %426 = stablehlo.pad %425, %cst_51, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %427 = stablehlo.select %c_24, %426, %cst_22 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %428 = stablehlo.multiply %427, %cst_27 : tensor<2x8x128xf32>
    %429 = stablehlo.multiply %397, %397 : tensor<2x8x128xf32>
    %430 = stablehlo.subtract %cst_21, %429 : tensor<2x8x128xf32>
    %431 = stablehlo.multiply %428, %430 : tensor<2x8x128xf32>
    %432 = stablehlo.divide %431, %cst_27 : tensor<2x8x128xf32>
    %433 = stablehlo.reshape %432 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %434 = stablehlo.transpose %433, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %435 = stablehlo.dot_general %434, %392, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %436 = stablehlo.compare  LT, %arg0, %c_19 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %437 = stablehlo.add %arg0, %c_18 : tensor<2x8xi64>
    %438 = stablehlo.select %436, %437, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %439 = stablehlo.reshape %438 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %440 = stablehlo.compare  EQ, %arg0, %c_19 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %441 = stablehlo.broadcast_in_dim %440, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %442 = stablehlo.dot_general %433, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %443 = stablehlo.reshape %442 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %444 = stablehlo.multiply %443, %390 : tensor<2x8x32xf32>
    %445 = stablehlo.multiply %444, %387 : tensor<2x8x32xf32>
    %446 = stablehlo.multiply %444, %379 : tensor<2x8x32xf32>
    %447 = stablehlo.reduce(%446 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %448 = stablehlo.reshape %447 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %449 = stablehlo.multiply %448, %cst_17 : tensor<2x8x1xf32>
    %450 = stablehlo.power %385, %cst_16 : tensor<2x8x1xf32>
    %451 = stablehlo.multiply %449, %450 : tensor<2x8x1xf32>
    %452 = stablehlo.reshape %451 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %453 = stablehlo.broadcast_in_dim %452, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %454 = stablehlo.divide %453, %cst_15 : tensor<2x8x32xf32>
    %455 = stablehlo.power %379, %cst_39 : tensor<2x8x32xf32>
    %456 = stablehlo.multiply %455, %cst_48 : tensor<2x8x32xf32>
    %457 = stablehlo.multiply %454, %456 : tensor<2x8x32xf32>
    %458 = stablehlo.add %445, %457 : tensor<2x8x32xf32>
    %459 = stablehlo.reshape %458 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %460 = stablehlo.dot_general %459, %arg40, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %461 = stablehlo.reshape %460 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %462 = stablehlo.multiply %461, %366 : tensor<2x8x32xf32>
    %463 = stablehlo.reshape %462 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %464 = stablehlo.dot_general %463, %arg42, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %465 = stablehlo.reshape %464 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %466 = stablehlo.multiply %461, %371 : tensor<2x8x32xf32>
    %467 = stablehlo.multiply %358, %358 : tensor<2x8x32xf32>
    %468 = stablehlo.multiply %467, %358 : tensor<2x8x32xf32>
    %469 = stablehlo.multiply %468, %cst_29 : tensor<2x8x32xf32>
    %470 = stablehlo.add %358, %469 : tensor<2x8x32xf32>
    %471 = stablehlo.multiply %470, %cst_30 : tensor<2x8x32xf32>
    %472 = stablehlo.tanh %471 : tensor<2x8x32xf32>
    %473 = stablehlo.add %472, %cst_39 : tensor<2x8x32xf32>
    %474 = stablehlo.multiply %473, %cst_52 : tensor<2x8x32xf32>
    %475 = stablehlo.multiply %472, %472 : tensor<2x8x32xf32>
    %476 = stablehlo.subtract %cst_39, %475 : tensor<2x8x32xf32>
    %477 = stablehlo.multiply %359, %476 : tensor<2x8x32xf32>
    %478 = stablehlo.multiply %467, %cst_14 : tensor<2x8x32xf32>
    %479 = stablehlo.add %478, %cst_39 : tensor<2x8x32xf32>
    %480 = stablehlo.multiply %479, %cst_30 : tensor<2x8x32xf32>
    %481 = stablehlo.multiply %477, %480 : tensor<2x8x32xf32>
    %482 = stablehlo.add %474, %481 : tensor<2x8x32xf32>
    %483 = stablehlo.multiply %466, %482 : tensor<2x8x32xf32>
    %484 = stablehlo.reshape %483 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %485 = stablehlo.dot_general %484, %arg45, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %486 = stablehlo.reshape %485 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %487 = stablehlo.add %465, %486 : tensor<2x8x32xf32>
    %488 = stablehlo.multiply %487, %351 : tensor<2x8x32xf32>
    %489 = stablehlo.multiply %488, %348 : tensor<2x8x32xf32>
    %490 = stablehlo.add %458, %489 : tensor<2x8x32xf32>
    %491 = stablehlo.multiply %488, %340 : tensor<2x8x32xf32>
    %492 = stablehlo.reduce(%491 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %493 = stablehlo.reshape %492 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %494 = stablehlo.multiply %493, %cst_17 : tensor<2x8x1xf32>
    %495 = stablehlo.power %346, %cst_16 : tensor<2x8x1xf32>
    %496 = stablehlo.multiply %494, %495 : tensor<2x8x1xf32>
    %497 = stablehlo.reshape %496 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %498 = stablehlo.broadcast_in_dim %497, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %499 = stablehlo.divide %498, %cst_15 : tensor<2x8x32xf32>
    %500 = stablehlo.power %340, %cst_39 : tensor<2x8x32xf32>
    %501 = stablehlo.multiply %500, %cst_48 : tensor<2x8x32xf32>
    %502 = stablehlo.multiply %499, %501 : tensor<2x8x32xf32>
    %503 = stablehlo.add %490, %502 : tensor<2x8x32xf32>
    %504 = stablehlo.reshape %503 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %505 = stablehlo.dot_general %504, %arg26, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %506 = stablehlo.reshape %505 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %507 = stablehlo.multiply %506, %332 : tensor<2x8x32xf32>
    %508 = stablehlo.slice %507 [0:2, 7:8, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %509 = stablehlo.reshape %508 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %510 = stablehlo.broadcast_in_dim %509, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %511 = stablehlo.select %0, %510, %cst_31 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %512 = stablehlo.multiply %509, %243 : tensor<2x32xf32>
    %513 = stablehlo.select %0, %cst_31, %507 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %514 = stablehlo.slice %513 [0:2, 6:7, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %515 = stablehlo.reshape %514 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %516 = stablehlo.add %512, %515 : tensor<2x32xf32>
    %517 = stablehlo.broadcast_in_dim %516, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %518 = stablehlo.select %117, %517, %cst_31 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %519 = stablehlo.add %511, %518 : tensor<2x8x32xf32>
    %520 = stablehlo.multiply %516, %245 : tensor<2x32xf32>
    %521 = stablehlo.select %117, %cst_31, %513 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %522 = stablehlo.slice %521 [0:2, 5:6, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %523 = stablehlo.reshape %522 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %524 = stablehlo.add %520, %523 : tensor<2x32xf32>
    %525 = stablehlo.broadcast_in_dim %524, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %526 = stablehlo.select %119, %525, %cst_31 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %527 = stablehlo.add %519, %526 : tensor<2x8x32xf32>
    %528 = stablehlo.multiply %524, %247 : tensor<2x32xf32>
    %529 = stablehlo.select %119, %cst_31, %521 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %530 = stablehlo.slice %529 [0:2, 4:5, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %531 = stablehlo.reshape %530 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %532 = stablehlo.add %528, %531 : tensor<2x32xf32>
    %533 = stablehlo.broadcast_in_dim %532, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %534 = stablehlo.select %121, %533, %cst_31 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %535 = stablehlo.add %527, %534 : tensor<2x8x32xf32>
    %536 = stablehlo.multiply %532, %249 : tensor<2x32xf32>
    %537 = stablehlo.select %121, %cst_31, %529 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %538 = stablehlo.slice %537 [0:2, 3:4, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %539 = stablehlo.reshape %538 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %540 = stablehlo.add %536, %539 : tensor<2x32xf32>
    %541 = stablehlo.broadcast_in_dim %540, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %542 = stablehlo.select %123, %541, %cst_31 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %543 = stablehlo.add %535, %542 : tensor<2x8x32xf32>
    %544 = stablehlo.multiply %540, %251 : tensor<2x32xf32>
    %545 = stablehlo.select %123, %cst_31, %537 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %546 = stablehlo.slice %545 [0:2, 2:3, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %547 = stablehlo.reshape %546 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %548 = stablehlo.add %544, %547 : tensor<2x32xf32>
    %549 = stablehlo.broadcast_in_dim %548, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %550 = stablehlo.select %125, %549, %cst_31 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %551 = stablehlo.add %543, %550 : tensor<2x8x32xf32>
    %552 = stablehlo.multiply %548, %253 : tensor<2x32xf32>
    %553 = stablehlo.select %125, %cst_31, %545 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %554 = stablehlo.slice %553 [0:2, 1:2, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %555 = stablehlo.reshape %554 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %556 = stablehlo.add %552, %555 : tensor<2x32xf32>
    %557 = stablehlo.broadcast_in_dim %556, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %558 = stablehlo.select %127, %557, %cst_31 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %559 = stablehlo.add %551, %558 : tensor<2x8x32xf32>
    %560 = stablehlo.multiply %556, %255 : tensor<2x32xf32>
    %561 = stablehlo.select %127, %cst_31, %553 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %562 = stablehlo.slice %561 [0:2, 0:1, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %563 = stablehlo.reshape %562 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %564 = stablehlo.add %560, %563 : tensor<2x32xf32>
    %565 = stablehlo.broadcast_in_dim %564, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %566 = stablehlo.select %129, %565, %cst_31 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %567 = stablehlo.add %559, %566 : tensor<2x8x32xf32>
    %568 = stablehlo.multiply %567, %271 : tensor<2x8x32xf32>
    %569 = stablehlo.multiply %568, %264 : tensor<2x8x32xf32>
    %570 = stablehlo.multiply %567, %265 : tensor<2x8x32xf32>
    %571 = stablehlo.multiply %570, %51 : tensor<2x8x32xf32>
    %572 = stablehlo.multiply %268, %cst_12 : tensor<2x8x32xf32>
    %573 = stablehlo.clamp %cst_13, %572, %cst_11 : tensor<2x8x32xf32>
    %574 = stablehlo.sqrt %573 : tensor<2x8x32xf32>
    %575 = stablehlo.divide %571, %574 : tensor<2x8x32xf32>
    %576 = stablehlo.negate %575 : tensor<2x8x32xf32>
    %577 = stablehlo.multiply %576, %267 : tensor<2x8x32xf32>
    %578 = stablehlo.multiply %577, %cst_48 : tensor<2x8x32xf32>
    %579 = stablehlo.multiply %509, %299 : tensor<2x32xf32>
    %580 = stablehlo.broadcast_in_dim %579, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %581 = stablehlo.select %0, %580, %cst_31 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %582 = stablehlo.multiply %516, %295 : tensor<2x32xf32>
    %583 = stablehlo.broadcast_in_dim %582, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %584 = stablehlo.select %117, %583, %cst_31 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %585 = stablehlo.add %581, %584 : tensor<2x8x32xf32>
    %586 = stablehlo.multiply %524, %291 : tensor<2x32xf32>
    %587 = stablehlo.broadcast_in_dim %586, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %588 = stablehlo.select %119, %587, %cst_31 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %589 = stablehlo.add %585, %588 : tensor<2x8x32xf32>
    %590 = stablehlo.multiply %532, %287 : tensor<2x32xf32>
    %591 = stablehlo.broadcast_in_dim %590, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %592 = stablehlo.select %121, %591, %cst_31 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %593 = stablehlo.add %589, %592 : tensor<2x8x32xf32>
    %594 = stablehlo.multiply %540, %283 : tensor<2x32xf32>
    %595 = stablehlo.broadcast_in_dim %594, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %596 = stablehlo.select %123, %595, %cst_31 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %597 = stablehlo.add %593, %596 : tensor<2x8x32xf32>
    %598 = stablehlo.multiply %548, %279 : tensor<2x32xf32>
    %599 = stablehlo.broadcast_in_dim %598, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %600 = stablehlo.select %125, %599, %cst_31 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %601 = stablehlo.add %597, %600 : tensor<2x8x32xf32>
    %602 = stablehlo.multiply %556, %275 : tensor<2x32xf32>
    %603 = stablehlo.broadcast_in_dim %602, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %604 = stablehlo.select %127, %603, %cst_31 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %605 = stablehlo.add %601, %604 : tensor<2x8x32xf32>
    %606 = stablehlo.multiply %564, %cst_41 : tensor<2x32xf32>
    %607 = stablehlo.broadcast_in_dim %606, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %608 = stablehlo.select %129, %607, %cst_31 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %609 = stablehlo.add %605, %608 : tensor<2x8x32xf32>
    %610 = stablehlo.multiply %609, %51 : tensor<2x8x32xf32>
    %611 = stablehlo.multiply %610, %240 : tensor<2x8x32xf32>
    %612 = stablehlo.add %578, %611 : tensor<2x8x32xf32>
    %613 = stablehlo.multiply %612, %238 : tensor<2x8x32xf32>
    %614 = stablehlo.multiply %613, %cst_44 : tensor<2x8x32xf32>
    %615 = stablehlo.subtract %cst_39, %232 : tensor<2x8x32xf32>
    %616 = stablehlo.multiply %232, %615 : tensor<2x8x32xf32>
    %617 = stablehlo.multiply %614, %616 : tensor<2x8x32xf32>
    %618 = stablehlo.reshape %617 : (tensor<2x8x32xf32>) -> tensor<16x4x8xf32>
    %619 = stablehlo.transpose %618, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[4,16,8]{2,0,1}"} : (tensor<16x4x8xf32>) -> tensor<4x16x8xf32>
    %620 = stablehlo.transpose %arg31, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[4,8,8]{1,2,0}"} : (tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %621 = stablehlo.dot_general %619, %620, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x8xf32>, tensor<4x8x8xf32>) -> tensor<4x16x8xf32>
    %622 = stablehlo.multiply %568, %225 : tensor<2x8x32xf32>
    %623 = stablehlo.subtract %cst_39, %264 : tensor<2x8x32xf32>
    %624 = stablehlo.multiply %264, %623 : tensor<2x8x32xf32>
    %625 = stablehlo.multiply %622, %624 : tensor<2x8x32xf32>
    %626 = stablehlo.reshape %625 : (tensor<2x8x32xf32>) -> tensor<16x4x8xf32>
    %627 = stablehlo.transpose %626, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[4,16,8]{2,0,1}"} : (tensor<16x4x8xf32>) -> tensor<4x16x8xf32>
    %628 = stablehlo.transpose %arg37, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[4,8,8]{1,2,0}"} : (tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %629 = stablehlo.dot_general %627, %628, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x8xf32>, tensor<4x8x8xf32>) -> tensor<4x16x8xf32>
    %630 = stablehlo.add %621, %629 : tensor<4x16x8xf32>
    %631 = stablehlo.transpose %630, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[16,4,8]{2,0,1}"} : (tensor<4x16x8xf32>) -> tensor<16x4x8xf32>
    %632 = stablehlo.reshape %631 : (tensor<16x4x8xf32>) -> tensor<2x8x32xf32>
    %633 = stablehlo.add %569, %632 : tensor<2x8x32xf32>
    %634 = stablehlo.transpose %633, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,32,8]{1,2,0}"} : (tensor<2x8x32xf32>) -> tensor<2x32x8xf32>
    %635 = stablehlo.pad %634, %cst_51, low = [0, 0, 0], high = [0, 0, 3], interior = [0, 0, 0] : (tensor<2x32x8xf32>, tensor<f32>) -> tensor<2x32x11xf32>
    %636 = stablehlo.select %c, %635, %cst_10 : tensor<2x32x11xi1>, tensor<2x32x11xf32>
    %637 = stablehlo.reshape %636 : (tensor<2x32x11xf32>) -> tensor<2x32x1x11xf32>
    %638 = stablehlo.transpose %219, dims = [2, 3, 1, 0] {result_layout = dense<[1, 0, 2, 3]> : tensor<4xindex>, xla_shape = "f32[1,4,1,32]{1,0,2,3}"} : (tensor<32x1x1x4xf32>) -> tensor<1x4x1x32xf32>
    %639 = stablehlo.reshape %638 : (tensor<1x4x1x32xf32>) -> tensor<1x4x32x1xf32>
    %640 = stablehlo.reverse %639, dims = [0, 1] : tensor<1x4x32x1xf32>
    %641 = stablehlo.convolution(%637, %640) dim_numbers = [b, f, 0, 1]x[0, 1, o, i]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x1x11xf32>, tensor<1x4x32x1xf32>) -> tensor<2x32x1x8xf32>
    %642 = stablehlo.reshape %641 : (tensor<2x32x1x8xf32>) -> tensor<2x32x8xf32>
    %643 = stablehlo.transpose %642, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,32]{1,2,0}"} : (tensor<2x32x8xf32>) -> tensor<2x8x32xf32>
    %644 = stablehlo.reshape %643 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %645 = stablehlo.dot_general %644, %arg35, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %646 = stablehlo.reshape %645 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %647 = stablehlo.multiply %506, %319 : tensor<2x8x32xf32>
    %648 = stablehlo.multiply %324, %324 : tensor<2x8x32xf32>
    %649 = stablehlo.multiply %648, %324 : tensor<2x8x32xf32>
    %650 = stablehlo.multiply %649, %cst_29 : tensor<2x8x32xf32>
    %651 = stablehlo.add %324, %650 : tensor<2x8x32xf32>
    %652 = stablehlo.multiply %651, %cst_30 : tensor<2x8x32xf32>
    %653 = stablehlo.tanh %652 : tensor<2x8x32xf32>
    %654 = stablehlo.add %653, %cst_39 : tensor<2x8x32xf32>
    %655 = stablehlo.multiply %654, %cst_52 : tensor<2x8x32xf32>
    %656 = stablehlo.multiply %653, %653 : tensor<2x8x32xf32>
    %657 = stablehlo.subtract %cst_39, %656 : tensor<2x8x32xf32>
    %658 = stablehlo.multiply %325, %657 : tensor<2x8x32xf32>
    %659 = stablehlo.multiply %648, %cst_14 : tensor<2x8x32xf32>
    %660 = stablehlo.add %659, %cst_39 : tensor<2x8x32xf32>
    %661 = stablehlo.multiply %660, %cst_30 : tensor<2x8x32xf32>
    %662 = stablehlo.multiply %658, %661 : tensor<2x8x32xf32>
    %663 = stablehlo.add %655, %662 : tensor<2x8x32xf32>
    %664 = stablehlo.multiply %647, %663 : tensor<2x8x32xf32>
    %665 = stablehlo.reshape %664 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %666 = stablehlo.dot_general %665, %arg28, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %667 = stablehlo.reshape %666 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %668 = stablehlo.add %646, %667 : tensor<2x8x32xf32>
    %669 = stablehlo.multiply %668, %209 : tensor<2x8x32xf32>
    %670 = stablehlo.multiply %669, %206 : tensor<2x8x32xf32>
    %671 = stablehlo.add %503, %670 : tensor<2x8x32xf32>
    %672 = stablehlo.multiply %669, %198 : tensor<2x8x32xf32>
    %673 = stablehlo.reduce(%672 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %674 = stablehlo.reshape %673 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %675 = stablehlo.multiply %674, %cst_17 : tensor<2x8x1xf32>
    %676 = stablehlo.power %204, %cst_16 : tensor<2x8x1xf32>
    %677 = stablehlo.multiply %675, %676 : tensor<2x8x1xf32>
    %678 = stablehlo.reshape %677 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %679 = stablehlo.broadcast_in_dim %678, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %680 = stablehlo.divide %679, %cst_15 : tensor<2x8x32xf32>
    %681 = stablehlo.power %198, %cst_39 : tensor<2x8x32xf32>
    %682 = stablehlo.multiply %681, %cst_48 : tensor<2x8x32xf32>
    %683 = stablehlo.multiply %680, %682 : tensor<2x8x32xf32>
    %684 = stablehlo.add %671, %683 : tensor<2x8x32xf32>
    %685 = stablehlo.reshape %684 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %686 = stablehlo.dot_general %685, %arg19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %687 = stablehlo.reshape %686 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %688 = stablehlo.multiply %687, %185 : tensor<2x8x32xf32>
    %689 = stablehlo.reshape %688 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %690 = stablehlo.dot_general %689, %arg21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %691 = stablehlo.reshape %690 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %692 = stablehlo.multiply %687, %190 : tensor<2x8x32xf32>
    %693 = stablehlo.multiply %177, %177 : tensor<2x8x32xf32>
    %694 = stablehlo.multiply %693, %177 : tensor<2x8x32xf32>
    %695 = stablehlo.multiply %694, %cst_29 : tensor<2x8x32xf32>
    %696 = stablehlo.add %177, %695 : tensor<2x8x32xf32>
    %697 = stablehlo.multiply %696, %cst_30 : tensor<2x8x32xf32>
    %698 = stablehlo.tanh %697 : tensor<2x8x32xf32>
    %699 = stablehlo.add %698, %cst_39 : tensor<2x8x32xf32>
    %700 = stablehlo.multiply %699, %cst_52 : tensor<2x8x32xf32>
    %701 = stablehlo.multiply %698, %698 : tensor<2x8x32xf32>
    %702 = stablehlo.subtract %cst_39, %701 : tensor<2x8x32xf32>
    %703 = stablehlo.multiply %178, %702 : tensor<2x8x32xf32>
    %704 = stablehlo.multiply %693, %cst_14 : tensor<2x8x32xf32>
    %705 = stablehlo.add %704, %cst_39 : tensor<2x8x32xf32>
    %706 = stablehlo.multiply %705, %cst_30 : tensor<2x8x32xf32>
    %707 = stablehlo.multiply %703, %706 : tensor<2x8x32xf32>
    %708 = stablehlo.add %700, %707 : tensor<2x8x32xf32>
    %709 = stablehlo.multiply %692, %708 : tensor<2x8x32xf32>
    %710 = stablehlo.reshape %709 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %711 = stablehlo.dot_general %710, %arg24, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %712 = stablehlo.reshape %711 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %713 = stablehlo.add %691, %712 : tensor<2x8x32xf32>
    %714 = stablehlo.multiply %713, %170 : tensor<2x8x32xf32>
    %715 = stablehlo.multiply %714, %167 : tensor<2x8x32xf32>
    %716 = stablehlo.add %684, %715 : tensor<2x8x32xf32>
    %717 = stablehlo.multiply %714, %159 : tensor<2x8x32xf32>
    %718 = stablehlo.reduce(%717 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %719 = stablehlo.reshape %718 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %720 = stablehlo.multiply %719, %cst_17 : tensor<2x8x1xf32>
    %721 = stablehlo.power %165, %cst_16 : tensor<2x8x1xf32>
    %722 = stablehlo.multiply %720, %721 : tensor<2x8x1xf32>
    %723 = stablehlo.reshape %722 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %724 = stablehlo.broadcast_in_dim %723, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %725 = stablehlo.divide %724, %cst_15 : tensor<2x8x32xf32>
    %726 = stablehlo.power %159, %cst_39 : tensor<2x8x32xf32>
    %727 = stablehlo.multiply %726, %cst_48 : tensor<2x8x32xf32>
    %728 = stablehlo.multiply %725, %727 : tensor<2x8x32xf32>
    %729 = stablehlo.add %716, %728 : tensor<2x8x32xf32>
    %730 = stablehlo.reshape %729 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %731 = stablehlo.dot_general %730, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %732 = stablehlo.reshape %731 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %733 = stablehlo.multiply %732, %151 : tensor<2x8x32xf32>
    %734 = stablehlo.slice %733 [0:2, 7:8, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %735 = stablehlo.reshape %734 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %736 = stablehlo.broadcast_in_dim %735, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %737 = stablehlo.select %0, %736, %cst_31 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %738 = stablehlo.multiply %735, %54 : tensor<2x32xf32>
    %739 = stablehlo.select %0, %cst_31, %733 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %740 = stablehlo.slice %739 [0:2, 6:7, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %741 = stablehlo.reshape %740 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %742 = stablehlo.add %738, %741 : tensor<2x32xf32>
    %743 = stablehlo.broadcast_in_dim %742, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %744 = stablehlo.select %117, %743, %cst_31 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %745 = stablehlo.add %737, %744 : tensor<2x8x32xf32>
    %746 = stablehlo.multiply %742, %56 : tensor<2x32xf32>
    %747 = stablehlo.select %117, %cst_31, %739 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %748 = stablehlo.slice %747 [0:2, 5:6, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %749 = stablehlo.reshape %748 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %750 = stablehlo.add %746, %749 : tensor<2x32xf32>
    %751 = stablehlo.broadcast_in_dim %750, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %752 = stablehlo.select %119, %751, %cst_31 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %753 = stablehlo.add %745, %752 : tensor<2x8x32xf32>
    %754 = stablehlo.multiply %750, %58 : tensor<2x32xf32>
    %755 = stablehlo.select %119, %cst_31, %747 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %756 = stablehlo.slice %755 [0:2, 4:5, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %757 = stablehlo.reshape %756 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %758 = stablehlo.add %754, %757 : tensor<2x32xf32>
    %759 = stablehlo.broadcast_in_dim %758, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %760 = stablehlo.select %121, %759, %cst_31 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %761 = stablehlo.add %753, %760 : tensor<2x8x32xf32>
    %762 = stablehlo.multiply %758, %60 : tensor<2x32xf32>
    %763 = stablehlo.select %121, %cst_31, %755 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %764 = stablehlo.slice %763 [0:2, 3:4, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %765 = stablehlo.reshape %764 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %766 = stablehlo.add %762, %765 : tensor<2x32xf32>
    %767 = stablehlo.broadcast_in_dim %766, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %768 = stablehlo.select %123, %767, %cst_31 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %769 = stablehlo.add %761, %768 : tensor<2x8x32xf32>
    %770 = stablehlo.multiply %766, %62 : tensor<2x32xf32>
    %771 = stablehlo.select %123, %cst_31, %763 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %772 = stablehlo.slice %771 [0:2, 2:3, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %773 = stablehlo.reshape %772 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %774 = stablehlo.add %770, %773 : tensor<2x32xf32>
    %775 = stablehlo.broadcast_in_dim %774, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %776 = stablehlo.select %125, %775, %cst_31 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %777 = stablehlo.add %769, %776 : tensor<2x8x32xf32>
    %778 = stablehlo.multiply %774, %64 : tensor<2x32xf32>
    %779 = stablehlo.select %125, %cst_31, %771 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %780 = stablehlo.slice %779 [0:2, 1:2, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %781 = stablehlo.reshape %780 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %782 = stablehlo.add %778, %781 : tensor<2x32xf32>
    %783 = stablehlo.broadcast_in_dim %782, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %784 = stablehlo.select %127, %783, %cst_31 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %785 = stablehlo.add %777, %784 : tensor<2x8x32xf32>
    %786 = stablehlo.multiply %782, %66 : tensor<2x32xf32>
    %787 = stablehlo.select %127, %cst_31, %779 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %788 = stablehlo.slice %787 [0:2, 0:1, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %789 = stablehlo.reshape %788 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %790 = stablehlo.add %786, %789 : tensor<2x32xf32>
    %791 = stablehlo.broadcast_in_dim %790, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %792 = stablehlo.select %129, %791, %cst_31 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %793 = stablehlo.add %785, %792 : tensor<2x8x32xf32>
    %794 = stablehlo.multiply %793, %83 : tensor<2x8x32xf32>
    %795 = stablehlo.multiply %794, %75 : tensor<2x8x32xf32>
    %796 = stablehlo.multiply %793, %76 : tensor<2x8x32xf32>
    %797 = stablehlo.multiply %796, %51 : tensor<2x8x32xf32>
    %798 = stablehlo.multiply %80, %cst_12 : tensor<2x8x32xf32>
    %799 = stablehlo.clamp %cst_13, %798, %cst_11 : tensor<2x8x32xf32>
    %800 = stablehlo.sqrt %799 : tensor<2x8x32xf32>
    %801 = stablehlo.divide %797, %800 : tensor<2x8x32xf32>
    %802 = stablehlo.negate %801 : tensor<2x8x32xf32>
    %803 = stablehlo.multiply %802, %79 : tensor<2x8x32xf32>
    %804 = stablehlo.multiply %803, %cst_48 : tensor<2x8x32xf32>
    %805 = stablehlo.multiply %735, %111 : tensor<2x32xf32>
    %806 = stablehlo.broadcast_in_dim %805, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %807 = stablehlo.select %0, %806, %cst_31 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %808 = stablehlo.multiply %742, %107 : tensor<2x32xf32>
    %809 = stablehlo.broadcast_in_dim %808, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %810 = stablehlo.select %117, %809, %cst_31 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %811 = stablehlo.add %807, %810 : tensor<2x8x32xf32>
    %812 = stablehlo.multiply %750, %103 : tensor<2x32xf32>
    %813 = stablehlo.broadcast_in_dim %812, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %814 = stablehlo.select %119, %813, %cst_31 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %815 = stablehlo.add %811, %814 : tensor<2x8x32xf32>
    %816 = stablehlo.multiply %758, %99 : tensor<2x32xf32>
    %817 = stablehlo.broadcast_in_dim %816, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %818 = stablehlo.select %121, %817, %cst_31 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %819 = stablehlo.add %815, %818 : tensor<2x8x32xf32>
    %820 = stablehlo.multiply %766, %95 : tensor<2x32xf32>
    %821 = stablehlo.broadcast_in_dim %820, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %822 = stablehlo.select %123, %821, %cst_31 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %823 = stablehlo.add %819, %822 : tensor<2x8x32xf32>
    %824 = stablehlo.multiply %774, %91 : tensor<2x32xf32>
    %825 = stablehlo.broadcast_in_dim %824, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %826 = stablehlo.select %125, %825, %cst_31 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %827 = stablehlo.add %823, %826 : tensor<2x8x32xf32>
    %828 = stablehlo.multiply %782, %87 : tensor<2x32xf32>
    %829 = stablehlo.broadcast_in_dim %828, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %830 = stablehlo.select %127, %829, %cst_31 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %831 = stablehlo.add %827, %830 : tensor<2x8x32xf32>
    %832 = stablehlo.multiply %790, %cst_41 : tensor<2x32xf32>
    %833 = stablehlo.broadcast_in_dim %832, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %834 = stablehlo.select %129, %833, %cst_31 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %835 = stablehlo.add %831, %834 : tensor<2x8x32xf32>
    %836 = stablehlo.multiply %835, %51 : tensor<2x8x32xf32>
    %837 = stablehlo.multiply %836, %50 : tensor<2x8x32xf32>
    %838 = stablehlo.add %804, %837 : tensor<2x8x32xf32>
    %839 = stablehlo.multiply %838, %48 : tensor<2x8x32xf32>
    %840 = stablehlo.multiply %839, %cst_44 : tensor<2x8x32xf32>
    %841 = stablehlo.subtract %cst_39, %42 : tensor<2x8x32xf32>
    %842 = stablehlo.multiply %42, %841 : tensor<2x8x32xf32>
    %843 = stablehlo.multiply %840, %842 : tensor<2x8x32xf32>
    %844 = stablehlo.reshape %843 : (tensor<2x8x32xf32>) -> tensor<16x4x8xf32>
    %845 = stablehlo.transpose %844, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[4,16,8]{2,0,1}"} : (tensor<16x4x8xf32>) -> tensor<4x16x8xf32>
    %846 = stablehlo.transpose %arg10, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[4,8,8]{1,2,0}"} : (tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %847 = stablehlo.dot_general %845, %846, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x8xf32>, tensor<4x8x8xf32>) -> tensor<4x16x8xf32>
    %848 = stablehlo.multiply %794, %35 : tensor<2x8x32xf32>
    %849 = stablehlo.subtract %cst_39, %75 : tensor<2x8x32xf32>
    %850 = stablehlo.multiply %75, %849 : tensor<2x8x32xf32>
    %851 = stablehlo.multiply %848, %850 : tensor<2x8x32xf32>
    %852 = stablehlo.reshape %851 : (tensor<2x8x32xf32>) -> tensor<16x4x8xf32>
    %853 = stablehlo.transpose %852, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[4,16,8]{2,0,1}"} : (tensor<16x4x8xf32>) -> tensor<4x16x8xf32>
    %854 = stablehlo.transpose %arg16, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[4,8,8]{1,2,0}"} : (tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %855 = stablehlo.dot_general %853, %854, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x8xf32>, tensor<4x8x8xf32>) -> tensor<4x16x8xf32>
    %856 = stablehlo.add %847, %855 : tensor<4x16x8xf32>
    %857 = stablehlo.transpose %856, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[16,4,8]{2,0,1}"} : (tensor<4x16x8xf32>) -> tensor<16x4x8xf32>
    %858 = stablehlo.reshape %857 : (tensor<16x4x8xf32>) -> tensor<2x8x32xf32>
    %859 = stablehlo.add %795, %858 : tensor<2x8x32xf32>
    %860 = stablehlo.transpose %859, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,32,8]{1,2,0}"} : (tensor<2x8x32xf32>) -> tensor<2x32x8xf32>
    %861 = stablehlo.pad %860, %cst_51, low = [0, 0, 0], high = [0, 0, 3], interior = [0, 0, 0] : (tensor<2x32x8xf32>, tensor<f32>) -> tensor<2x32x11xf32>
    %862 = stablehlo.select %c, %861, %cst_10 : tensor<2x32x11xi1>, tensor<2x32x11xf32>
    %863 = stablehlo.reshape %862 : (tensor<2x32x11xf32>) -> tensor<2x32x1x11xf32>
    %864 = stablehlo.transpose %29, dims = [2, 3, 1, 0] {result_layout = dense<[1, 0, 2, 3]> : tensor<4xindex>, xla_shape = "f32[1,4,1,32]{1,0,2,3}"} : (tensor<32x1x1x4xf32>) -> tensor<1x4x1x32xf32>
    %865 = stablehlo.reshape %864 : (tensor<1x4x1x32xf32>) -> tensor<1x4x32x1xf32>
    %866 = stablehlo.reverse %865, dims = [0, 1] : tensor<1x4x32x1xf32>
    %867 = stablehlo.convolution(%863, %866) dim_numbers = [b, f, 0, 1]x[0, 1, o, i]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x1x11xf32>, tensor<1x4x32x1xf32>) -> tensor<2x32x1x8xf32>
    %868 = stablehlo.reshape %867 : (tensor<2x32x1x8xf32>) -> tensor<2x32x8xf32>
    %869 = stablehlo.transpose %868, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,32]{1,2,0}"} : (tensor<2x32x8xf32>) -> tensor<2x8x32xf32>
    %870 = stablehlo.reshape %869 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %871 = stablehlo.dot_general %870, %arg14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %872 = stablehlo.reshape %871 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %873 = stablehlo.multiply %732, %138 : tensor<2x8x32xf32>
    %874 = stablehlo.multiply %143, %143 : tensor<2x8x32xf32>
    %875 = stablehlo.multiply %874, %143 : tensor<2x8x32xf32>
    %876 = stablehlo.multiply %875, %cst_29 : tensor<2x8x32xf32>
    %877 = stablehlo.add %143, %876 : tensor<2x8x32xf32>
    %878 = stablehlo.multiply %877, %cst_30 : tensor<2x8x32xf32>
    %879 = stablehlo.tanh %878 : tensor<2x8x32xf32>
    %880 = stablehlo.add %879, %cst_39 : tensor<2x8x32xf32>
    %881 = stablehlo.multiply %880, %cst_52 : tensor<2x8x32xf32>
    %882 = stablehlo.multiply %879, %879 : tensor<2x8x32xf32>
    %883 = stablehlo.subtract %cst_39, %882 : tensor<2x8x32xf32>
    %884 = stablehlo.multiply %144, %883 : tensor<2x8x32xf32>
    %885 = stablehlo.multiply %874, %cst_14 : tensor<2x8x32xf32>
    %886 = stablehlo.add %885, %cst_39 : tensor<2x8x32xf32>
    %887 = stablehlo.multiply %886, %cst_30 : tensor<2x8x32xf32>
    %888 = stablehlo.multiply %884, %887 : tensor<2x8x32xf32>
    %889 = stablehlo.add %881, %888 : tensor<2x8x32xf32>
    %890 = stablehlo.multiply %873, %889 : tensor<2x8x32xf32>
    %891 = stablehlo.reshape %890 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %892 = stablehlo.dot_general %891, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %893 = stablehlo.reshape %892 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %894 = stablehlo.add %872, %893 : tensor<2x8x32xf32>
    %895 = stablehlo.multiply %894, %19 : tensor<2x8x32xf32>
    %896 = stablehlo.multiply %895, %16 : tensor<2x8x32xf32>
    %897 = stablehlo.add %729, %896 : tensor<2x8x32xf32>
    %898 = stablehlo.multiply %895, %8 : tensor<2x8x32xf32>
    %899 = stablehlo.reduce(%898 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %900 = stablehlo.reshape %899 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %901 = stablehlo.multiply %900, %cst_17 : tensor<2x8x1xf32>
    %902 = stablehlo.power %14, %cst_16 : tensor<2x8x1xf32>
    %903 = stablehlo.multiply %901, %902 : tensor<2x8x1xf32>
    %904 = stablehlo.reshape %903 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %905 = stablehlo.broadcast_in_dim %904, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %906 = stablehlo.divide %905, %cst_15 : tensor<2x8x32xf32>
    %907 = stablehlo.power %8, %cst_39 : tensor<2x8x32xf32>
    %908 = stablehlo.multiply %907, %cst_48 : tensor<2x8x32xf32>
    %909 = stablehlo.multiply %906, %908 : tensor<2x8x32xf32>
    %910 = stablehlo.add %897, %909 : tensor<2x8x32xf32>
    %911 = stablehlo.multiply %910, %7 : tensor<2x8x32xf32>
    %912 = stablehlo.select %441, %cst_31, %911 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %913 = "stablehlo.scatter"(%cst_20, %439, %912) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg90: tensor<f32>, %arg91: tensor<f32>):
      %1166 = stablehlo.add %arg90, %arg91 : tensor<f32>
      stablehlo.return %1166 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %914 = stablehlo.add %435, %913 : tensor<128x32xf32>
    %915 = stablehlo.add %419, %914 : tensor<128x32xf32>
    %916 = stablehlo.multiply %915, %cst_9 : tensor<128x32xf32>
    %917 = stablehlo.subtract %arg1, %916 : tensor<128x32xf32>
    %918 = stablehlo.multiply %arg47, %cst_8 : tensor<32xf32>
    %919 = stablehlo.multiply %894, %17 : tensor<2x8x32xf32>
    %920 = stablehlo.reduce(%919 init: %cst_51) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %921 = stablehlo.add %918, %920 : tensor<32xf32>
    %922 = stablehlo.multiply %921, %cst_7 : tensor<32xf32>
    %923 = stablehlo.subtract %arg8, %922 : tensor<32xf32>
    %924 = stablehlo.multiply %arg48, %cst_6 : tensor<32x32xf32>
    %925 = stablehlo.transpose %891, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %926 = stablehlo.dot_general %925, %21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %927 = stablehlo.add %924, %926 : tensor<32x32xf32>
    %928 = stablehlo.multiply %927, %cst_5 : tensor<32x32xf32>
    %929 = stablehlo.subtract %arg7, %928 : tensor<32x32xf32>
    %930 = stablehlo.multiply %arg49, %cst_8 : tensor<32xf32>
    %931 = stablehlo.reduce(%891 init: %cst_51) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %932 = stablehlo.add %930, %931 : tensor<32xf32>
    %933 = stablehlo.multiply %932, %cst_7 : tensor<32xf32>
    %934 = stablehlo.subtract %arg6, %933 : tensor<32xf32>
    %935 = stablehlo.multiply %arg50, %cst_6 : tensor<32x32xf32>
    %936 = stablehlo.transpose %870, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %937 = stablehlo.dot_general %936, %21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %938 = stablehlo.add %935, %937 : tensor<32x32xf32>
    %939 = stablehlo.multiply %938, %cst_5 : tensor<32x32xf32>
    %940 = stablehlo.subtract %arg14, %939 : tensor<32x32xf32>
    %941 = stablehlo.multiply %arg51, %cst_8 : tensor<32xf32>
    %942 = stablehlo.reduce(%870 init: %cst_51) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %943 = stablehlo.add %941, %942 : tensor<32xf32>
    %944 = stablehlo.multiply %943, %cst_7 : tensor<32xf32>
    %945 = stablehlo.subtract %arg13, %944 : tensor<32xf32>
    %946 = stablehlo.multiply %arg52, %cst_6 : tensor<32x32xf32>
    %947 = stablehlo.transpose %730, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %948 = stablehlo.dot_general %947, %153, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %949 = stablehlo.add %946, %948 : tensor<32x32xf32>
    %950 = stablehlo.multiply %949, %cst_5 : tensor<32x32xf32>
    %951 = stablehlo.subtract %arg5, %950 : tensor<32x32xf32>
    %952 = stablehlo.multiply %arg53, %cst_8 : tensor<32xf32>
    %953 = stablehlo.reduce(%729 init: %cst_51) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %954 = stablehlo.add %952, %953 : tensor<32xf32>
    %955 = stablehlo.multiply %954, %cst_7 : tensor<32xf32>
    %956 = stablehlo.subtract %arg4, %955 : tensor<32xf32>
    %957 = stablehlo.multiply %arg54, %cst_4 : tensor<32x1x4xf32>
    %958 = stablehlo.convolution(%28, %863) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 32 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x1x8xf32>, tensor<2x32x1x11xf32>) -> tensor<1x4x1x32xf32>
    %959 = stablehlo.transpose %958, dims = [3, 2, 0, 1] {result_layout = dense<[0, 1, 3, 2]> : tensor<4xindex>, xla_shape = "f32[32,1,1,4]{0,1,3,2}"} : (tensor<1x4x1x32xf32>) -> tensor<32x1x1x4xf32>
    %960 = stablehlo.reshape %959 : (tensor<32x1x1x4xf32>) -> tensor<32x1x4xf32>
    %961 = stablehlo.add %957, %960 : tensor<32x1x4xf32>
    %962 = stablehlo.multiply %961, %cst_3 : tensor<32x1x4xf32>
    %963 = stablehlo.subtract %arg12, %962 : tensor<32x1x4xf32>
    %964 = stablehlo.multiply %arg55, %cst_8 : tensor<32xf32>
    %965 = stablehlo.reduce(%863 init: %cst_51) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x32x1x11xf32>, tensor<f32>) -> tensor<32xf32>
    %966 = stablehlo.add %964, %965 : tensor<32xf32>
    %967 = stablehlo.multiply %966, %cst_7 : tensor<32xf32>
    %968 = stablehlo.subtract %arg11, %967 : tensor<32xf32>
    %969 = stablehlo.multiply %arg56, %cst_8 : tensor<32xf32>
    %970 = stablehlo.multiply %838, %43 : tensor<2x8x32xf32>
    %971 = stablehlo.reduce(%970 init: %cst_51) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %972 = stablehlo.multiply %971, %45 : tensor<32xf32>
    %973 = stablehlo.add %45, %cst_45 : tensor<32xf32>
    %974 = stablehlo.divide %972, %973 : tensor<32xf32>
    %975 = stablehlo.select %44, %971, %974 : tensor<32xi1>, tensor<32xf32>
    %976 = stablehlo.add %969, %975 : tensor<32xf32>
    %977 = stablehlo.multiply %976, %cst_7 : tensor<32xf32>
    %978 = stablehlo.subtract %arg9, %977 : tensor<32xf32>
    %979 = stablehlo.multiply %arg57, %cst_2 : tensor<4x8x8xf32>
    %980 = stablehlo.transpose %36, dims = [1, 2, 0] : (tensor<16x4x8xf32>) -> tensor<4x8x16xf32>
    %981 = stablehlo.dot_general %980, %853, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %982 = stablehlo.add %979, %981 : tensor<4x8x8xf32>
    %983 = stablehlo.multiply %982, %cst_1 : tensor<4x8x8xf32>
    %984 = stablehlo.subtract %arg16, %983 : tensor<4x8x8xf32>
    %985 = stablehlo.multiply %arg58, %cst_0 : tensor<4x8xf32>
    %986 = stablehlo.reduce(%853 init: %cst_51) applies stablehlo.add across dimensions = [1] : (tensor<4x16x8xf32>, tensor<f32>) -> tensor<4x8xf32>
    %987 = stablehlo.add %985, %986 : tensor<4x8xf32>
    %988 = stablehlo.multiply %987, %cst : tensor<4x8xf32>
    %989 = stablehlo.subtract %arg17, %988 : tensor<4x8xf32>
    %990 = stablehlo.multiply %arg59, %cst_2 : tensor<4x8x8xf32>
    %991 = stablehlo.dot_general %980, %845, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %992 = stablehlo.add %990, %991 : tensor<4x8x8xf32>
    %993 = stablehlo.multiply %992, %cst_1 : tensor<4x8x8xf32>
    %994 = stablehlo.subtract %arg10, %993 : tensor<4x8x8xf32>
    %995 = stablehlo.multiply %arg60, %cst_0 : tensor<4x8xf32>
    %996 = stablehlo.reduce(%845 init: %cst_51) applies stablehlo.add across dimensions = [1] : (tensor<4x16x8xf32>, tensor<f32>) -> tensor<4x8xf32>
    %997 = stablehlo.add %995, %996 : tensor<4x8xf32>
    %998 = stablehlo.multiply %997, %cst : tensor<4x8xf32>
    %999 = stablehlo.subtract %arg15, %998 : tensor<4x8xf32>
    %1000 = stablehlo.multiply %arg61, %cst_8 : tensor<32xf32>
    %1001 = stablehlo.multiply %713, %168 : tensor<2x8x32xf32>
    %1002 = stablehlo.reduce(%1001 init: %cst_51) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1003 = stablehlo.add %1000, %1002 : tensor<32xf32>
    %1004 = stablehlo.multiply %1003, %cst_7 : tensor<32xf32>
    %1005 = stablehlo.subtract %arg22, %1004 : tensor<32xf32>
    %1006 = stablehlo.multiply %arg62, %cst_6 : tensor<32x32xf32>
    %1007 = stablehlo.transpose %710, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %1008 = stablehlo.dot_general %1007, %172, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %1009 = stablehlo.add %1006, %1008 : tensor<32x32xf32>
    %1010 = stablehlo.multiply %1009, %cst_5 : tensor<32x32xf32>
    %1011 = stablehlo.subtract %arg24, %1010 : tensor<32x32xf32>
    %1012 = stablehlo.multiply %arg63, %cst_8 : tensor<32xf32>
    %1013 = stablehlo.reduce(%710 init: %cst_51) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1014 = stablehlo.add %1012, %1013 : tensor<32xf32>
    %1015 = stablehlo.multiply %1014, %cst_7 : tensor<32xf32>
    %1016 = stablehlo.subtract %arg23, %1015 : tensor<32xf32>
    %1017 = stablehlo.multiply %arg64, %cst_6 : tensor<32x32xf32>
    %1018 = stablehlo.transpose %689, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %1019 = stablehlo.dot_general %1018, %172, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %1020 = stablehlo.add %1017, %1019 : tensor<32x32xf32>
    %1021 = stablehlo.multiply %1020, %cst_5 : tensor<32x32xf32>
    %1022 = stablehlo.subtract %arg21, %1021 : tensor<32x32xf32>
    %1023 = stablehlo.multiply %arg65, %cst_8 : tensor<32xf32>
    %1024 = stablehlo.reduce(%689 init: %cst_51) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1025 = stablehlo.add %1023, %1024 : tensor<32xf32>
    %1026 = stablehlo.multiply %1025, %cst_7 : tensor<32xf32>
    %1027 = stablehlo.subtract %arg20, %1026 : tensor<32xf32>
    %1028 = stablehlo.multiply %arg66, %cst_6 : tensor<32x32xf32>
    %1029 = stablehlo.transpose %685, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %1030 = stablehlo.dot_general %1029, %192, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %1031 = stablehlo.add %1028, %1030 : tensor<32x32xf32>
    %1032 = stablehlo.multiply %1031, %cst_5 : tensor<32x32xf32>
    %1033 = stablehlo.subtract %arg19, %1032 : tensor<32x32xf32>
    %1034 = stablehlo.multiply %arg67, %cst_8 : tensor<32xf32>
    %1035 = stablehlo.reduce(%685 init: %cst_51) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1036 = stablehlo.add %1034, %1035 : tensor<32xf32>
    %1037 = stablehlo.multiply %1036, %cst_7 : tensor<32xf32>
    %1038 = stablehlo.subtract %arg18, %1037 : tensor<32xf32>
    %1039 = stablehlo.multiply %arg68, %cst_8 : tensor<32xf32>
    %1040 = stablehlo.multiply %668, %207 : tensor<2x8x32xf32>
    %1041 = stablehlo.reduce(%1040 init: %cst_51) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1042 = stablehlo.add %1039, %1041 : tensor<32xf32>
    %1043 = stablehlo.multiply %1042, %cst_7 : tensor<32xf32>
    %1044 = stablehlo.subtract %arg29, %1043 : tensor<32xf32>
    %1045 = stablehlo.multiply %arg69, %cst_6 : tensor<32x32xf32>
    %1046 = stablehlo.transpose %665, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %1047 = stablehlo.dot_general %1046, %211, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %1048 = stablehlo.add %1045, %1047 : tensor<32x32xf32>
    %1049 = stablehlo.multiply %1048, %cst_5 : tensor<32x32xf32>
    %1050 = stablehlo.subtract %arg28, %1049 : tensor<32x32xf32>
    %1051 = stablehlo.multiply %arg70, %cst_8 : tensor<32xf32>
    %1052 = stablehlo.reduce(%665 init: %cst_51) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1053 = stablehlo.add %1051, %1052 : tensor<32xf32>
    %1054 = stablehlo.multiply %1053, %cst_7 : tensor<32xf32>
    %1055 = stablehlo.subtract %arg27, %1054 : tensor<32xf32>
    %1056 = stablehlo.multiply %arg71, %cst_6 : tensor<32x32xf32>
    %1057 = stablehlo.transpose %644, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %1058 = stablehlo.dot_general %1057, %211, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %1059 = stablehlo.add %1056, %1058 : tensor<32x32xf32>
    %1060 = stablehlo.multiply %1059, %cst_5 : tensor<32x32xf32>
    %1061 = stablehlo.subtract %arg35, %1060 : tensor<32x32xf32>
    %1062 = stablehlo.multiply %arg72, %cst_8 : tensor<32xf32>
    %1063 = stablehlo.reduce(%644 init: %cst_51) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1064 = stablehlo.add %1062, %1063 : tensor<32xf32>
    %1065 = stablehlo.multiply %1064, %cst_7 : tensor<32xf32>
    %1066 = stablehlo.subtract %arg34, %1065 : tensor<32xf32>
    %1067 = stablehlo.multiply %arg73, %cst_6 : tensor<32x32xf32>
    %1068 = stablehlo.transpose %504, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %1069 = stablehlo.dot_general %1068, %334, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %1070 = stablehlo.add %1067, %1069 : tensor<32x32xf32>
    %1071 = stablehlo.multiply %1070, %cst_5 : tensor<32x32xf32>
    %1072 = stablehlo.subtract %arg26, %1071 : tensor<32x32xf32>
    %1073 = stablehlo.multiply %arg74, %cst_8 : tensor<32xf32>
    %1074 = stablehlo.reduce(%503 init: %cst_51) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1075 = stablehlo.add %1073, %1074 : tensor<32xf32>
    %1076 = stablehlo.multiply %1075, %cst_7 : tensor<32xf32>
    %1077 = stablehlo.subtract %arg25, %1076 : tensor<32xf32>
    %1078 = stablehlo.multiply %arg75, %cst_4 : tensor<32x1x4xf32>
    %1079 = stablehlo.convolution(%218, %637) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 32 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x1x8xf32>, tensor<2x32x1x11xf32>) -> tensor<1x4x1x32xf32>
    %1080 = stablehlo.transpose %1079, dims = [3, 2, 0, 1] {result_layout = dense<[0, 1, 3, 2]> : tensor<4xindex>, xla_shape = "f32[32,1,1,4]{0,1,3,2}"} : (tensor<1x4x1x32xf32>) -> tensor<32x1x1x4xf32>
    %1081 = stablehlo.reshape %1080 : (tensor<32x1x1x4xf32>) -> tensor<32x1x4xf32>
    %1082 = stablehlo.add %1078, %1081 : tensor<32x1x4xf32>
    %1083 = stablehlo.multiply %1082, %cst_3 : tensor<32x1x4xf32>
    %1084 = stablehlo.subtract %arg33, %1083 : tensor<32x1x4xf32>
    %1085 = stablehlo.multiply %arg76, %cst_8 : tensor<32xf32>
    %1086 = stablehlo.reduce(%637 init: %cst_51) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x32x1x11xf32>, tensor<f32>) -> tensor<32xf32>
    %1087 = stablehlo.add %1085, %1086 : tensor<32xf32>
    %1088 = stablehlo.multiply %1087, %cst_7 : tensor<32xf32>
    %1089 = stablehlo.subtract %arg32, %1088 : tensor<32xf32>
    %1090 = stablehlo.multiply %arg77, %cst_8 : tensor<32xf32>
    %1091 = stablehlo.multiply %612, %233 : tensor<2x8x32xf32>
    %1092 = stablehlo.reduce(%1091 init: %cst_51) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1093 = stablehlo.multiply %1092, %235 : tensor<32xf32>
    %1094 = stablehlo.add %235, %cst_45 : tensor<32xf32>
    %1095 = stablehlo.divide %1093, %1094 : tensor<32xf32>
    %1096 = stablehlo.select %234, %1092, %1095 : tensor<32xi1>, tensor<32xf32>
    %1097 = stablehlo.add %1090, %1096 : tensor<32xf32>
    %1098 = stablehlo.multiply %1097, %cst_7 : tensor<32xf32>
    %1099 = stablehlo.subtract %arg30, %1098 : tensor<32xf32>
    %1100 = stablehlo.multiply %arg78, %cst_2 : tensor<4x8x8xf32>
    %1101 = stablehlo.transpose %226, dims = [1, 2, 0] : (tensor<16x4x8xf32>) -> tensor<4x8x16xf32>
    %1102 = stablehlo.dot_general %1101, %627, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %1103 = stablehlo.add %1100, %1102 : tensor<4x8x8xf32>
    %1104 = stablehlo.multiply %1103, %cst_1 : tensor<4x8x8xf32>
    %1105 = stablehlo.subtract %arg37, %1104 : tensor<4x8x8xf32>
    %1106 = stablehlo.multiply %arg79, %cst_0 : tensor<4x8xf32>
    %1107 = stablehlo.reduce(%627 init: %cst_51) applies stablehlo.add across dimensions = [1] : (tensor<4x16x8xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1108 = stablehlo.add %1106, %1107 : tensor<4x8xf32>
    %1109 = stablehlo.multiply %1108, %cst : tensor<4x8xf32>
    %1110 = stablehlo.subtract %arg38, %1109 : tensor<4x8xf32>
    %1111 = stablehlo.multiply %arg80, %cst_2 : tensor<4x8x8xf32>
    %1112 = stablehlo.dot_general %1101, %619, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %1113 = stablehlo.add %1111, %1112 : tensor<4x8x8xf32>
    %1114 = stablehlo.multiply %1113, %cst_1 : tensor<4x8x8xf32>
    %1115 = stablehlo.subtract %arg31, %1114 : tensor<4x8x8xf32>
    %1116 = stablehlo.multiply %arg81, %cst_0 : tensor<4x8xf32>
    %1117 = stablehlo.reduce(%619 init: %cst_51) applies stablehlo.add across dimensions = [1] : (tensor<4x16x8xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1118 = stablehlo.add %1116, %1117 : tensor<4x8xf32>
    %1119 = stablehlo.multiply %1118, %cst : tensor<4x8xf32>
    %1120 = stablehlo.subtract %arg36, %1119 : tensor<4x8xf32>
    %1121 = stablehlo.multiply %arg82, %cst_8 : tensor<32xf32>
    %1122 = stablehlo.multiply %487, %349 : tensor<2x8x32xf32>
    %1123 = stablehlo.reduce(%1122 init: %cst_51) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1124 = stablehlo.add %1121, %1123 : tensor<32xf32>
    %1125 = stablehlo.multiply %1124, %cst_7 : tensor<32xf32>
    %1126 = stablehlo.subtract %arg43, %1125 : tensor<32xf32>
    %1127 = stablehlo.multiply %arg83, %cst_6 : tensor<32x32xf32>
    %1128 = stablehlo.transpose %484, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %1129 = stablehlo.dot_general %1128, %353, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %1130 = stablehlo.add %1127, %1129 : tensor<32x32xf32>
    %1131 = stablehlo.multiply %1130, %cst_5 : tensor<32x32xf32>
    %1132 = stablehlo.subtract %arg45, %1131 : tensor<32x32xf32>
    %1133 = stablehlo.multiply %arg84, %cst_8 : tensor<32xf32>
    %1134 = stablehlo.reduce(%484 init: %cst_51) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1135 = stablehlo.add %1133, %1134 : tensor<32xf32>
    %1136 = stablehlo.multiply %1135, %cst_7 : tensor<32xf32>
    %1137 = stablehlo.subtract %arg44, %1136 : tensor<32xf32>
    %1138 = stablehlo.multiply %arg85, %cst_6 : tensor<32x32xf32>
    %1139 = stablehlo.transpose %463, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %1140 = stablehlo.dot_general %1139, %353, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %1141 = stablehlo.add %1138, %1140 : tensor<32x32xf32>
    %1142 = stablehlo.multiply %1141, %cst_5 : tensor<32x32xf32>
    %1143 = stablehlo.subtract %arg42, %1142 : tensor<32x32xf32>
    %1144 = stablehlo.multiply %arg86, %cst_8 : tensor<32xf32>
    %1145 = stablehlo.reduce(%463 init: %cst_51) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1146 = stablehlo.add %1144, %1145 : tensor<32xf32>
    %1147 = stablehlo.multiply %1146, %cst_7 : tensor<32xf32>
    %1148 = stablehlo.subtract %arg41, %1147 : tensor<32xf32>
    %1149 = stablehlo.multiply %arg87, %cst_6 : tensor<32x32xf32>
    %1150 = stablehlo.transpose %459, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %1151 = stablehlo.dot_general %1150, %373, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %1152 = stablehlo.add %1149, %1151 : tensor<32x32xf32>
    %1153 = stablehlo.multiply %1152, %cst_5 : tensor<32x32xf32>
    %1154 = stablehlo.subtract %arg40, %1153 : tensor<32x32xf32>
    %1155 = stablehlo.multiply %arg88, %cst_8 : tensor<32xf32>
    %1156 = stablehlo.reduce(%459 init: %cst_51) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1157 = stablehlo.add %1155, %1156 : tensor<32xf32>
    %1158 = stablehlo.multiply %1157, %cst_7 : tensor<32xf32>
    %1159 = stablehlo.subtract %arg39, %1158 : tensor<32xf32>
    %1160 = stablehlo.multiply %arg89, %cst_8 : tensor<32xf32>
    %1161 = stablehlo.multiply %443, %388 : tensor<2x8x32xf32>
    %1162 = stablehlo.reduce(%1161 init: %cst_51) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1163 = stablehlo.add %1160, %1162 : tensor<32xf32>
    %1164 = stablehlo.multiply %1163, %cst_7 : tensor<32xf32>
    %1165 = stablehlo.subtract %arg2, %1164 : tensor<32xf32>
    return %418, %917, %923, %929, %934, %940, %945, %951, %956, %963, %968, %978, %984, %989, %994, %999, %1005, %1011, %1016, %1022, %1027, %1033, %1038, %1044, %1050, %1055, %1061, %1066, %1072, %1077, %1084, %1089, %1099, %1105, %1110, %1115, %1120, %1126, %1132, %1137, %1143, %1148, %1154, %1159, %1165, %915, %921, %927, %932, %938, %943, %949, %954, %961, %966, %976, %982, %987, %992, %997, %1003, %1009, %1014, %1020, %1025, %1031, %1036, %1042, %1048, %1053, %1059, %1064, %1070, %1075, %1082, %1087, %1097, %1103, %1108, %1113, %1118, %1124, %1130, %1135, %1141, %1146, %1152, %1157, %1163 : tensor<f32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x1x4xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x8x8xf32>, tensor<4x8xf32>, tensor<4x8x8xf32>, tensor<4x8xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x1x4xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x8x8xf32>, tensor<4x8xf32>, tensor<4x8x8xf32>, tensor<4x8xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x1x4xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x8x8xf32>, tensor<4x8xf32>, tensor<4x8x8xf32>, tensor<4x8xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x1x4xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x8x8xf32>, tensor<4x8xf32>, tensor<4x8x8xf32>, tensor<4x8xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>
  }
}
