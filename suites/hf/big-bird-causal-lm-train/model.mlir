module @IrToHlo.2450 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128xf32> {tf.aliasing_output = 40 : i32}, %arg2: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg3: tensor<32xf32> {tf.aliasing_output = 43 : i32}, %arg4: tensor<32xf32> {tf.aliasing_output = 42 : i32}, %arg5: tensor<32x32xf32> {tf.aliasing_output = 41 : i32}, %arg6: tensor<32xf32> {tf.aliasing_output = 36 : i32}, %arg7: tensor<32xf32> {tf.aliasing_output = 30 : i32}, %arg8: tensor<32xf32> {tf.aliasing_output = 20 : i32}, %arg9: tensor<32xf32> {tf.aliasing_output = 14 : i32}, %arg10: tensor<32xf32> {tf.aliasing_output = 4 : i32}, %arg11: tensor<1x64xi64>, %arg12: tensor<64x32xf32> {tf.aliasing_output = 2 : i32}, %arg13: tensor<1x64xi64>, %arg14: tensor<2x32xf32> {tf.aliasing_output = 3 : i32}, %arg15: tensor<32xf32> {tf.aliasing_output = 5 : i32}, %arg16: tensor<32xf32> {tf.aliasing_output = 13 : i32}, %arg17: tensor<32x32xf32> {tf.aliasing_output = 12 : i32}, %arg18: tensor<32xf32> {tf.aliasing_output = 11 : i32}, %arg19: tensor<32x32xf32> {tf.aliasing_output = 10 : i32}, %arg20: tensor<2x8xi64>, %arg21: tensor<i1>, %arg22: tensor<32xf32> {tf.aliasing_output = 9 : i32}, %arg23: tensor<32x32xf32> {tf.aliasing_output = 8 : i32}, %arg24: tensor<32xf32> {tf.aliasing_output = 7 : i32}, %arg25: tensor<32x32xf32> {tf.aliasing_output = 6 : i32}, %arg26: tensor<32xf32> {tf.aliasing_output = 15 : i32}, %arg27: tensor<32xf32> {tf.aliasing_output = 19 : i32}, %arg28: tensor<32x64xf32> {tf.aliasing_output = 18 : i32}, %arg29: tensor<64xf32> {tf.aliasing_output = 17 : i32}, %arg30: tensor<64x32xf32> {tf.aliasing_output = 16 : i32}, %arg31: tensor<32xf32> {tf.aliasing_output = 21 : i32}, %arg32: tensor<32xf32> {tf.aliasing_output = 29 : i32}, %arg33: tensor<32x32xf32> {tf.aliasing_output = 28 : i32}, %arg34: tensor<32xf32> {tf.aliasing_output = 27 : i32}, %arg35: tensor<32x32xf32> {tf.aliasing_output = 26 : i32}, %arg36: tensor<32xf32> {tf.aliasing_output = 25 : i32}, %arg37: tensor<32x32xf32> {tf.aliasing_output = 24 : i32}, %arg38: tensor<32xf32> {tf.aliasing_output = 23 : i32}, %arg39: tensor<32x32xf32> {tf.aliasing_output = 22 : i32}, %arg40: tensor<32xf32> {tf.aliasing_output = 31 : i32}, %arg41: tensor<32xf32> {tf.aliasing_output = 35 : i32}, %arg42: tensor<32x64xf32> {tf.aliasing_output = 34 : i32}, %arg43: tensor<64xf32> {tf.aliasing_output = 33 : i32}, %arg44: tensor<64x32xf32> {tf.aliasing_output = 32 : i32}, %arg45: tensor<32xf32> {tf.aliasing_output = 37 : i32}, %arg46: tensor<32xf32> {tf.aliasing_output = 44 : i32}, %arg47: tensor<128x32xf32> {tf.aliasing_output = 45 : i32}, %arg48: tensor<64x32xf32> {tf.aliasing_output = 46 : i32}, %arg49: tensor<2x32xf32> {tf.aliasing_output = 47 : i32}, %arg50: tensor<32xf32> {tf.aliasing_output = 48 : i32}, %arg51: tensor<32xf32> {tf.aliasing_output = 49 : i32}, %arg52: tensor<32x32xf32> {tf.aliasing_output = 50 : i32}, %arg53: tensor<32xf32> {tf.aliasing_output = 51 : i32}, %arg54: tensor<32x32xf32> {tf.aliasing_output = 52 : i32}, %arg55: tensor<32xf32> {tf.aliasing_output = 53 : i32}, %arg56: tensor<32x32xf32> {tf.aliasing_output = 54 : i32}, %arg57: tensor<32xf32> {tf.aliasing_output = 55 : i32}, %arg58: tensor<32x32xf32> {tf.aliasing_output = 56 : i32}, %arg59: tensor<32xf32> {tf.aliasing_output = 57 : i32}, %arg60: tensor<32xf32> {tf.aliasing_output = 58 : i32}, %arg61: tensor<32xf32> {tf.aliasing_output = 59 : i32}, %arg62: tensor<64x32xf32> {tf.aliasing_output = 60 : i32}, %arg63: tensor<64xf32> {tf.aliasing_output = 61 : i32}, %arg64: tensor<32x64xf32> {tf.aliasing_output = 62 : i32}, %arg65: tensor<32xf32> {tf.aliasing_output = 63 : i32}, %arg66: tensor<32xf32> {tf.aliasing_output = 64 : i32}, %arg67: tensor<32xf32> {tf.aliasing_output = 65 : i32}, %arg68: tensor<32x32xf32> {tf.aliasing_output = 66 : i32}, %arg69: tensor<32xf32> {tf.aliasing_output = 67 : i32}, %arg70: tensor<32x32xf32> {tf.aliasing_output = 68 : i32}, %arg71: tensor<32xf32> {tf.aliasing_output = 69 : i32}, %arg72: tensor<32x32xf32> {tf.aliasing_output = 70 : i32}, %arg73: tensor<32xf32> {tf.aliasing_output = 71 : i32}, %arg74: tensor<32x32xf32> {tf.aliasing_output = 72 : i32}, %arg75: tensor<32xf32> {tf.aliasing_output = 73 : i32}, %arg76: tensor<32xf32> {tf.aliasing_output = 74 : i32}, %arg77: tensor<32xf32> {tf.aliasing_output = 75 : i32}, %arg78: tensor<64x32xf32> {tf.aliasing_output = 76 : i32}, %arg79: tensor<64xf32> {tf.aliasing_output = 77 : i32}, %arg80: tensor<32x64xf32> {tf.aliasing_output = 78 : i32}, %arg81: tensor<32xf32> {tf.aliasing_output = 79 : i32}, %arg82: tensor<32xf32> {tf.aliasing_output = 80 : i32}, %arg83: tensor<32xf32> {tf.aliasing_output = 81 : i32}, %arg84: tensor<32x32xf32> {tf.aliasing_output = 82 : i32}, %arg85: tensor<32x32xf32> {tf.aliasing_output = 38 : i32}, %arg86: tensor<32xf32> {tf.aliasing_output = 83 : i32}, %arg87: tensor<32xf32> {tf.aliasing_output = 39 : i32}, %arg88: tensor<128xf32> {tf.aliasing_output = 84 : i32}, %arg89: tensor<32x32xf32> {tf.aliasing_output = 85 : i32}, %arg90: tensor<32xf32> {tf.aliasing_output = 86 : i32}, %arg91: tensor<32xf32> {tf.aliasing_output = 87 : i32}, %arg92: tensor<32xf32> {tf.aliasing_output = 88 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<64x32xf32>, tensor<2x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<64x32xf32>, tensor<2x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<128xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<128xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<32x64xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<32x64xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<64xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<64xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<2x32xf32>
    %c = stablehlo.constant dense<-1> : tensor<2x8xi64>
    %c_10 = stablehlo.constant dense<2> : tensor<2x8xi64>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<2x32xf32>
    %cst_12 = stablehlo.constant dense<0.899999976> : tensor<2x32xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-01> : tensor<64x32xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<1x8x32xf32>
    %c_15 = stablehlo.constant dense<-1> : tensor<1x8xi64>
    %c_16 = stablehlo.constant dense<64> : tensor<1x8xi64>
    %c_17 = stablehlo.constant dense<0> : tensor<1x8xi64>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<64x32xf32>
    %cst_19 = stablehlo.constant dense<0.899999976> : tensor<64x32xf32>
    %cst_20 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %cst_21 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x64xf32>
    %cst_22 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %cst_23 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_24 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x1xf32>
    %cst_25 = stablehlo.constant dense<9.99999996E-13> : tensor<16xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_27 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_30 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_31 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_32 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_33 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_35 = stablehlo.constant dense<0.797884583> : tensor<2x8x32xf32>
    %cst_36 = stablehlo.constant dense<4.471500e-02> : tensor<2x8x32xf32>
    %cst_37 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x32xf32>
    %cst_38 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x32xf32>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_40 = stablehlo.constant dense<0.797884583> : tensor<2x8x64xf32>
    %cst_41 = stablehlo.constant dense<4.471500e-02> : tensor<2x8x64xf32>
    %cst_42 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x64xf32>
    %cst_43 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x64xf32>
    %cst_44 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x1x8x8xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_46 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_47 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %c_48 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_49 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_50 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_51 = stablehlo.constant dense<1> : tensor<1x1x8x1xui8>
    %cst_52 = stablehlo.constant dense<2.82842708> : tensor<2x4x8x8xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_54 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_55 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_56 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_57 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_58 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_59 = stablehlo.constant dense<0> : tensor<1x1x8x1xui8>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg46, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg45, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %2 = stablehlo.broadcast_in_dim %arg40, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %3 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %4 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %7 = stablehlo.convert %6 : (tensor<16xi64>) -> tensor<16xui32>
    %8 = "stablehlo.gather"(%arg2, %7) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %9 = stablehlo.reshape %8 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %10 = stablehlo.slice %arg13 [0:1, 0:8] : (tensor<1x64xi64>) -> tensor<1x8xi64>
    %11 = stablehlo.reshape %10 : (tensor<1x8xi64>) -> tensor<8xi64>
    %12 = stablehlo.broadcast_in_dim %11, dims = [1] : (tensor<8xi64>) -> tensor<2x8xi64>
    %13 = stablehlo.reshape %12 : (tensor<2x8xi64>) -> tensor<16xi64>
    %14 = stablehlo.convert %13 : (tensor<16xi64>) -> tensor<16xui32>
    %15 = "stablehlo.gather"(%arg14, %14) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<2x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %16 = stablehlo.reshape %15 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %17 = stablehlo.add %9, %16 : tensor<2x8x32xf32>
    %18 = stablehlo.slice %arg11 [0:1, 0:8] : (tensor<1x64xi64>) -> tensor<1x8xi64>
    %19 = stablehlo.reshape %18 : (tensor<1x8xi64>) -> tensor<8xi64>
    %20 = stablehlo.convert %19 : (tensor<8xi64>) -> tensor<8xui32>
    %21 = "stablehlo.gather"(%arg12, %20) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<8xui32>) -> tensor<8x32xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [1, 2] : (tensor<8x32xf32>) -> tensor<2x8x32xf32>
    %23 = stablehlo.add %17, %22 : tensor<2x8x32xf32>
    %24 = stablehlo.reshape %23 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%24, %cst_54, %cst_53) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %25 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %26 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %27 = stablehlo.multiply %25, %26 : tensor<2x8x32xf32>
    %28 = stablehlo.add %5, %27 : tensor<2x8x32xf32>
    %29 = stablehlo.reshape %28 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %30 = stablehlo.transpose %arg25, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %31 = stablehlo.dot_general %29, %30, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %32 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %33 = stablehlo.add %31, %32 : tensor<16x32xf32>
    %34 = stablehlo.reshape %33 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %35 = stablehlo.transpose %34, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %36 = stablehlo.reshape %35 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %37 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %38 = stablehlo.dot_general %29, %37, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %39 = stablehlo.broadcast_in_dim %arg22, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %40 = stablehlo.add %38, %39 : tensor<16x32xf32>
    %41 = stablehlo.reshape %40 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %42 = stablehlo.transpose %41, dims = [0, 2, 3, 1] : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %43 = stablehlo.reshape %42 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %44 = stablehlo.dot_general %36, %43, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %45 = stablehlo.reshape %44 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %46 = stablehlo.divide %45, %cst_52 : tensor<2x4x8x8xf32>
    %47 = stablehlo.convert %arg21 : (tensor<i1>) -> tensor<ui8>
    %48 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<ui8>) -> tensor<1x1x8x1xui8>
    %49 = stablehlo.and %48, %c_51 : tensor<1x1x8x1xui8>
    %50 = stablehlo.compare  NE, %49, %c_59 : (tensor<1x1x8x1xui8>, tensor<1x1x8x1xui8>) -> tensor<1x1x8x1xi1>
    %51 = stablehlo.convert %50 : (tensor<1x1x8x1xi1>) -> tensor<1x1x8x1xui8>
    %52 = stablehlo.reshape %51 : (tensor<1x1x8x1xui8>) -> tensor<1x8xui8>
    %53 = stablehlo.broadcast_in_dim %52, dims = [1, 2] : (tensor<1x8xui8>) -> tensor<2x1x8x8xui8>
    %54 = stablehlo.compare  NE, %arg20, %c_58 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %55 = stablehlo.broadcast_in_dim %c_50, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %56 = stablehlo.compare  LT, %55, %c_49 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %57 = stablehlo.add %55, %c_48 : tensor<2x1x1x8xi64>
    %58 = stablehlo.select %56, %57, %55 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %59 = stablehlo.reshape %58 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %60 = stablehlo.broadcast_in_dim %c_47, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %61 = stablehlo.compare  LT, %60, %c_49 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %62 = stablehlo.add %60, %c_46 : tensor<2x1x1x8xi64>
    %63 = stablehlo.select %61, %62, %60 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %64 = stablehlo.reshape %63 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %65 = stablehlo.concatenate %59, %64, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %66 = "stablehlo.gather"(%54, %65) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %67 = stablehlo.convert %66 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %68 = stablehlo.reshape %67 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %70 = stablehlo.and %53, %69 : tensor<2x1x8x8xui8>
    %71 = stablehlo.compare  NE, %70, %c_57 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %72 = stablehlo.select %71, %cst_45, %cst_44 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %73 = stablehlo.reshape %72 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %75 = stablehlo.add %46, %74 : tensor<2x4x8x8xf32>
    %76 = stablehlo.reduce(%75 init: %cst_56) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %78 = stablehlo.subtract %75, %77 : tensor<2x4x8x8xf32>
    %79 = stablehlo.exponential %78 : tensor<2x4x8x8xf32>
    %80 = stablehlo.reduce(%79 init: %cst_60) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %82 = stablehlo.divide %79, %81 : tensor<2x4x8x8xf32>
    %83 = stablehlo.reshape %82 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %84 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %85 = stablehlo.dot_general %29, %84, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %86 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %87 = stablehlo.add %85, %86 : tensor<16x32xf32>
    %88 = stablehlo.reshape %87 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %89 = stablehlo.transpose %88, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %90 = stablehlo.reshape %89 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %91 = stablehlo.dot_general %83, %90, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %92 = stablehlo.reshape %91 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %93 = stablehlo.transpose %92, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %94 = stablehlo.reshape %93 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %95 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %96 = stablehlo.dot_general %94, %95, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %97 = stablehlo.broadcast_in_dim %arg16, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %98 = stablehlo.add %96, %97 : tensor<16x32xf32>
    %99 = stablehlo.reshape %98 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %100 = stablehlo.add %99, %28 : tensor<2x8x32xf32>
    %101 = stablehlo.reshape %100 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_61, %batch_mean_62, %batch_var_63 = "stablehlo.batch_norm_training"(%101, %cst_54, %cst_53) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %102 = stablehlo.reshape %output_61 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %103 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %104 = stablehlo.multiply %102, %103 : tensor<2x8x32xf32>
    %105 = stablehlo.add %4, %104 : tensor<2x8x32xf32>
    %106 = stablehlo.reshape %105 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %107 = stablehlo.transpose %arg30, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %108 = stablehlo.dot_general %106, %107, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %109 = stablehlo.broadcast_in_dim %arg29, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %110 = stablehlo.add %108, %109 : tensor<16x64xf32>
    %111 = stablehlo.reshape %110 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %112 = stablehlo.multiply %111, %cst_43 : tensor<2x8x64xf32>
    %113 = stablehlo.power %111, %cst_42 : tensor<2x8x64xf32>
    %114 = stablehlo.multiply %113, %cst_41 : tensor<2x8x64xf32>
    %115 = stablehlo.add %111, %114 : tensor<2x8x64xf32>
    %116 = stablehlo.multiply %115, %cst_40 : tensor<2x8x64xf32>
    %117 = stablehlo.tanh %116 : tensor<2x8x64xf32>
    %118 = stablehlo.add %117, %cst_39 : tensor<2x8x64xf32>
    %119 = stablehlo.multiply %112, %118 : tensor<2x8x64xf32>
    %120 = stablehlo.reshape %119 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %121 = stablehlo.transpose %arg28, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %122 = stablehlo.dot_general %120, %121, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %123 = stablehlo.broadcast_in_dim %arg27, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %124 = stablehlo.add %122, %123 : tensor<16x32xf32>
    %125 = stablehlo.reshape %124 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %126 = stablehlo.add %125, %105 : tensor<2x8x32xf32>
    %127 = stablehlo.reshape %126 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_64, %batch_mean_65, %batch_var_66 = "stablehlo.batch_norm_training"(%127, %cst_54, %cst_53) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %128 = stablehlo.reshape %output_64 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %129 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %130 = stablehlo.multiply %128, %129 : tensor<2x8x32xf32>
    %131 = stablehlo.add %3, %130 : tensor<2x8x32xf32>
    %132 = stablehlo.reshape %131 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %133 = stablehlo.transpose %arg39, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %134 = stablehlo.dot_general %132, %133, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %135 = stablehlo.broadcast_in_dim %arg38, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %136 = stablehlo.add %134, %135 : tensor<16x32xf32>
    %137 = stablehlo.reshape %136 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %138 = stablehlo.transpose %137, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %139 = stablehlo.reshape %138 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %140 = stablehlo.transpose %arg37, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %141 = stablehlo.dot_general %132, %140, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %142 = stablehlo.broadcast_in_dim %arg36, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %143 = stablehlo.add %141, %142 : tensor<16x32xf32>
    %144 = stablehlo.reshape %143 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %145 = stablehlo.transpose %144, dims = [0, 2, 3, 1] : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %146 = stablehlo.reshape %145 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %147 = stablehlo.dot_general %139, %146, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %148 = stablehlo.reshape %147 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %149 = stablehlo.divide %148, %cst_52 : tensor<2x4x8x8xf32>
    %150 = stablehlo.add %149, %74 : tensor<2x4x8x8xf32>
    %151 = stablehlo.reduce(%150 init: %cst_56) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %153 = stablehlo.subtract %150, %152 : tensor<2x4x8x8xf32>
    %154 = stablehlo.exponential %153 : tensor<2x4x8x8xf32>
    %155 = stablehlo.reduce(%154 init: %cst_60) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %157 = stablehlo.divide %154, %156 : tensor<2x4x8x8xf32>
    %158 = stablehlo.reshape %157 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %159 = stablehlo.transpose %arg35, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %160 = stablehlo.dot_general %132, %159, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %161 = stablehlo.broadcast_in_dim %arg34, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %162 = stablehlo.add %160, %161 : tensor<16x32xf32>
    %163 = stablehlo.reshape %162 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %164 = stablehlo.transpose %163, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %165 = stablehlo.reshape %164 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %166 = stablehlo.dot_general %158, %165, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %167 = stablehlo.reshape %166 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %168 = stablehlo.transpose %167, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %169 = stablehlo.reshape %168 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %170 = stablehlo.transpose %arg33, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %171 = stablehlo.dot_general %169, %170, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %172 = stablehlo.broadcast_in_dim %arg32, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %173 = stablehlo.add %171, %172 : tensor<16x32xf32>
    %174 = stablehlo.reshape %173 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %175 = stablehlo.add %174, %131 : tensor<2x8x32xf32>
    %176 = stablehlo.reshape %175 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_67, %batch_mean_68, %batch_var_69 = "stablehlo.batch_norm_training"(%176, %cst_54, %cst_53) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %177 = stablehlo.reshape %output_67 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %178 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %179 = stablehlo.multiply %177, %178 : tensor<2x8x32xf32>
    %180 = stablehlo.add %2, %179 : tensor<2x8x32xf32>
    %181 = stablehlo.reshape %180 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %182 = stablehlo.transpose %arg44, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %183 = stablehlo.dot_general %181, %182, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %184 = stablehlo.broadcast_in_dim %arg43, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %185 = stablehlo.add %183, %184 : tensor<16x64xf32>
    %186 = stablehlo.reshape %185 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %187 = stablehlo.multiply %186, %cst_43 : tensor<2x8x64xf32>
    %188 = stablehlo.power %186, %cst_42 : tensor<2x8x64xf32>
    %189 = stablehlo.multiply %188, %cst_41 : tensor<2x8x64xf32>
    %190 = stablehlo.add %186, %189 : tensor<2x8x64xf32>
    %191 = stablehlo.multiply %190, %cst_40 : tensor<2x8x64xf32>
    %192 = stablehlo.tanh %191 : tensor<2x8x64xf32>
    %193 = stablehlo.add %192, %cst_39 : tensor<2x8x64xf32>
    %194 = stablehlo.multiply %187, %193 : tensor<2x8x64xf32>
    %195 = stablehlo.reshape %194 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %196 = stablehlo.transpose %arg42, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %197 = stablehlo.dot_general %195, %196, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %198 = stablehlo.broadcast_in_dim %arg41, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %199 = stablehlo.add %197, %198 : tensor<16x32xf32>
    %200 = stablehlo.reshape %199 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %201 = stablehlo.add %200, %180 : tensor<2x8x32xf32>
    %202 = stablehlo.reshape %201 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_70, %batch_mean_71, %batch_var_72 = "stablehlo.batch_norm_training"(%202, %cst_54, %cst_53) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %203 = stablehlo.reshape %output_70 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %204 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %205 = stablehlo.multiply %203, %204 : tensor<2x8x32xf32>
    %206 = stablehlo.add %1, %205 : tensor<2x8x32xf32>
    %207 = stablehlo.reshape %206 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %208 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %209 = stablehlo.dot_general %207, %208, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %210 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %211 = stablehlo.add %209, %210 : tensor<16x32xf32>
    %212 = stablehlo.reshape %211 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %213 = stablehlo.multiply %212, %cst_38 : tensor<2x8x32xf32>
    %214 = stablehlo.power %212, %cst_37 : tensor<2x8x32xf32>
    %215 = stablehlo.multiply %214, %cst_36 : tensor<2x8x32xf32>
    %216 = stablehlo.add %212, %215 : tensor<2x8x32xf32>
    %217 = stablehlo.multiply %216, %cst_35 : tensor<2x8x32xf32>
    %218 = stablehlo.tanh %217 : tensor<2x8x32xf32>
    %219 = stablehlo.add %218, %cst_34 : tensor<2x8x32xf32>
    %220 = stablehlo.multiply %213, %219 : tensor<2x8x32xf32>
    %221 = stablehlo.reshape %220 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_73, %batch_mean_74, %batch_var_75 = "stablehlo.batch_norm_training"(%221, %cst_54, %cst_53) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %222 = stablehlo.reshape %output_73 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %223 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %224 = stablehlo.multiply %222, %223 : tensor<2x8x32xf32>
    %225 = stablehlo.add %0, %224 : tensor<2x8x32xf32>
    %226 = stablehlo.reshape %225 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %227 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %228 = stablehlo.dot_general %226, %227, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %229 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<128xf32>) -> tensor<16x128xf32>
    %230 = stablehlo.add %228, %229 : tensor<16x128xf32>
    %231 = stablehlo.reshape %230 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %232 = stablehlo.slice %231 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %233 = stablehlo.reduce(%232 init: %cst_56) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %235 = stablehlo.subtract %232, %234 : tensor<2x7x128xf32>
    %236 = stablehlo.exponential %235 : tensor<2x7x128xf32>
    %237 = stablehlo.reduce(%236 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %238 = stablehlo.log %237 : tensor<2x7xf32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %240 = stablehlo.subtract %235, %239 : tensor<2x7x128xf32>
    %241 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %242 = stablehlo.broadcast_in_dim %241, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %243 = stablehlo.broadcast_in_dim %c_55, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %244 = stablehlo.compare  EQ, %242, %243 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %245 = stablehlo.convert %244 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %246 = stablehlo.convert %245 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %247 = stablehlo.multiply %240, %246 : tensor<2x7x128xf32>
    %248 = stablehlo.reduce(%247 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %249 = stablehlo.reduce(%248 init: %cst_60) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %250 = stablehlo.multiply %249, %cst_33 : tensor<f32>
    %251 = stablehlo.negate %250 : tensor<f32>
    %252 = stablehlo.multiply %arg47, %cst_32 : tensor<128x32xf32>
    %253 = stablehlo.multiply %246, %cst_30 : tensor<2x7x128xf32>
    %254 = stablehlo.exponential %240 : tensor<2x7x128xf32>
    %255 = stablehlo.reduce(%253 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %256 = stablehlo.broadcast_in_dim %255, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %257 = stablehlo.multiply %254, %256 : tensor<2x7x128xf32>
    %258 = stablehlo.subtract %253, %257 : tensor<2x7x128xf32>
    %259 = stablehlo.pad %258, %cst_60, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %260 = stablehlo.select %c_31, %259, %cst_29 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %261 = stablehlo.reshape %260 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %262 = stablehlo.transpose %261, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %263 = stablehlo.dot_general %262, %226, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %264 = stablehlo.compare  LT, %arg0, %c_58 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %265 = stablehlo.add %arg0, %c_27 : tensor<2x8xi64>
    %266 = stablehlo.select %264, %265, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %267 = stablehlo.reshape %266 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %268 = stablehlo.compare  EQ, %arg0, %c_58 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %269 = stablehlo.broadcast_in_dim %268, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %270 = stablehlo.add %batch_var, %cst_25 : tensor<16xf32>
    %271 = stablehlo.rsqrt %270 : tensor<16xf32>
    %272 = stablehlo.reshape %271 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %273 = stablehlo.divide %272, %cst_24 : tensor<2x8x1xf32>
    %274 = stablehlo.reshape %273 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %275 = stablehlo.broadcast_in_dim %274, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %276 = stablehlo.add %batch_var_63, %cst_25 : tensor<16xf32>
    %277 = stablehlo.rsqrt %276 : tensor<16xf32>
    %278 = stablehlo.reshape %277 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %279 = stablehlo.divide %278, %cst_24 : tensor<2x8x1xf32>
    %280 = stablehlo.reshape %279 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %281 = stablehlo.broadcast_in_dim %280, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %282 = stablehlo.add %batch_var_66, %cst_25 : tensor<16xf32>
    %283 = stablehlo.rsqrt %282 : tensor<16xf32>
    %284 = stablehlo.reshape %283 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %285 = stablehlo.divide %284, %cst_24 : tensor<2x8x1xf32>
    %286 = stablehlo.reshape %285 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %287 = stablehlo.broadcast_in_dim %286, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %288 = stablehlo.add %batch_var_69, %cst_25 : tensor<16xf32>
    %289 = stablehlo.rsqrt %288 : tensor<16xf32>
    %290 = stablehlo.reshape %289 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %291 = stablehlo.divide %290, %cst_24 : tensor<2x8x1xf32>
    %292 = stablehlo.reshape %291 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %293 = stablehlo.broadcast_in_dim %292, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %294 = stablehlo.add %batch_var_72, %cst_25 : tensor<16xf32>
    %295 = stablehlo.rsqrt %294 : tensor<16xf32>
    %296 = stablehlo.reshape %295 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %297 = stablehlo.divide %296, %cst_24 : tensor<2x8x1xf32>
    %298 = stablehlo.reshape %297 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %299 = stablehlo.broadcast_in_dim %298, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %300 = stablehlo.add %batch_var_75, %cst_25 : tensor<16xf32>
    %301 = stablehlo.rsqrt %300 : tensor<16xf32>
    %302 = stablehlo.reshape %301 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %303 = stablehlo.divide %302, %cst_24 : tensor<2x8x1xf32>
    %304 = stablehlo.reshape %303 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %305 = stablehlo.broadcast_in_dim %304, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %306 = stablehlo.dot_general %261, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %307 = stablehlo.reshape %306 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %308 = stablehlo.multiply %307, %223 : tensor<2x8x32xf32>
    %309 = stablehlo.multiply %308, %cst_23 : tensor<2x8x32xf32>
    %310 = stablehlo.reduce(%308 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %311 = stablehlo.broadcast_in_dim %310, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %312 = stablehlo.subtract %309, %311 : tensor<2x8x32xf32>
    %313 = stablehlo.reshape %batch_mean_74 : (tensor<16xf32>) -> tensor<2x8xf32>
    %314 = stablehlo.broadcast_in_dim %313, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %315 = stablehlo.subtract %220, %314 : tensor<2x8x32xf32>
    %316 = stablehlo.reshape %301 : (tensor<16xf32>) -> tensor<2x8xf32>
    %317 = stablehlo.broadcast_in_dim %316, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %318 = stablehlo.multiply %315, %317 : tensor<2x8x32xf32>
    %319 = stablehlo.multiply %308, %318 : tensor<2x8x32xf32>
    %320 = stablehlo.reduce(%319 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %321 = stablehlo.broadcast_in_dim %320, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %322 = stablehlo.multiply %318, %321 : tensor<2x8x32xf32>
    %323 = stablehlo.subtract %312, %322 : tensor<2x8x32xf32>
    %324 = stablehlo.multiply %305, %323 : tensor<2x8x32xf32>
    %325 = stablehlo.multiply %324, %213 : tensor<2x8x32xf32>
    %326 = stablehlo.multiply %218, %218 : tensor<2x8x32xf32>
    %327 = stablehlo.subtract %cst_34, %326 : tensor<2x8x32xf32>
    %328 = stablehlo.multiply %325, %327 : tensor<2x8x32xf32>
    %329 = stablehlo.multiply %328, %cst_35 : tensor<2x8x32xf32>
    %330 = stablehlo.multiply %329, %cst_36 : tensor<2x8x32xf32>
    %331 = stablehlo.power %212, %cst_22 : tensor<2x8x32xf32>
    %332 = stablehlo.multiply %331, %cst_37 : tensor<2x8x32xf32>
    %333 = stablehlo.multiply %330, %332 : tensor<2x8x32xf32>
    %334 = stablehlo.add %329, %333 : tensor<2x8x32xf32>
    %335 = stablehlo.multiply %324, %219 : tensor<2x8x32xf32>
    %336 = stablehlo.multiply %335, %cst_38 : tensor<2x8x32xf32>
    %337 = stablehlo.add %334, %336 : tensor<2x8x32xf32>
    %338 = stablehlo.reshape %337 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %339 = stablehlo.dot_general %338, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %340 = stablehlo.reshape %339 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %341 = stablehlo.multiply %340, %204 : tensor<2x8x32xf32>
    %342 = stablehlo.multiply %341, %cst_23 : tensor<2x8x32xf32>
    %343 = stablehlo.reduce(%341 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %344 = stablehlo.broadcast_in_dim %343, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %345 = stablehlo.subtract %342, %344 : tensor<2x8x32xf32>
    %346 = stablehlo.reshape %batch_mean_71 : (tensor<16xf32>) -> tensor<2x8xf32>
    %347 = stablehlo.broadcast_in_dim %346, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %348 = stablehlo.subtract %201, %347 : tensor<2x8x32xf32>
    %349 = stablehlo.reshape %295 : (tensor<16xf32>) -> tensor<2x8xf32>
    %350 = stablehlo.broadcast_in_dim %349, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %351 = stablehlo.multiply %348, %350 : tensor<2x8x32xf32>
    %352 = stablehlo.multiply %341, %351 : tensor<2x8x32xf32>
    %353 = stablehlo.reduce(%352 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %354 = stablehlo.broadcast_in_dim %353, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %355 = stablehlo.multiply %351, %354 : tensor<2x8x32xf32>
    %356 = stablehlo.subtract %345, %355 : tensor<2x8x32xf32>
    %357 = stablehlo.multiply %299, %356 : tensor<2x8x32xf32>
    %358 = stablehlo.reshape %357 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %359 = stablehlo.dot_general %358, %arg42, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %360 = stablehlo.reshape %359 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %361 = stablehlo.multiply %360, %187 : tensor<2x8x64xf32>
    %362 = stablehlo.multiply %192, %192 : tensor<2x8x64xf32>
    %363 = stablehlo.subtract %cst_39, %362 : tensor<2x8x64xf32>
    %364 = stablehlo.multiply %361, %363 : tensor<2x8x64xf32>
    %365 = stablehlo.multiply %364, %cst_40 : tensor<2x8x64xf32>
    %366 = stablehlo.multiply %365, %cst_41 : tensor<2x8x64xf32>
    %367 = stablehlo.power %186, %cst_21 : tensor<2x8x64xf32>
    %368 = stablehlo.multiply %367, %cst_42 : tensor<2x8x64xf32>
    %369 = stablehlo.multiply %366, %368 : tensor<2x8x64xf32>
    %370 = stablehlo.add %365, %369 : tensor<2x8x64xf32>
    %371 = stablehlo.multiply %360, %193 : tensor<2x8x64xf32>
    %372 = stablehlo.multiply %371, %cst_43 : tensor<2x8x64xf32>
    %373 = stablehlo.add %370, %372 : tensor<2x8x64xf32>
    %374 = stablehlo.reshape %373 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %375 = stablehlo.dot_general %374, %arg44, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %376 = stablehlo.reshape %375 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %377 = stablehlo.add %357, %376 : tensor<2x8x32xf32>
    %378 = stablehlo.multiply %377, %178 : tensor<2x8x32xf32>
    %379 = stablehlo.multiply %378, %cst_23 : tensor<2x8x32xf32>
    %380 = stablehlo.reduce(%378 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %381 = stablehlo.broadcast_in_dim %380, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %382 = stablehlo.subtract %379, %381 : tensor<2x8x32xf32>
    %383 = stablehlo.reshape %batch_mean_68 : (tensor<16xf32>) -> tensor<2x8xf32>
    %384 = stablehlo.broadcast_in_dim %383, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %385 = stablehlo.subtract %175, %384 : tensor<2x8x32xf32>
    %386 = stablehlo.reshape %289 : (tensor<16xf32>) -> tensor<2x8xf32>
    %387 = stablehlo.broadcast_in_dim %386, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %388 = stablehlo.multiply %385, %387 : tensor<2x8x32xf32>
    %389 = stablehlo.multiply %378, %388 : tensor<2x8x32xf32>
    %390 = stablehlo.reduce(%389 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %391 = stablehlo.broadcast_in_dim %390, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %392 = stablehlo.multiply %388, %391 : tensor<2x8x32xf32>
    %393 = stablehlo.subtract %382, %392 : tensor<2x8x32xf32>
    %394 = stablehlo.multiply %293, %393 : tensor<2x8x32xf32>
    %395 = stablehlo.transpose %158, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %396 = stablehlo.reshape %394 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %397 = stablehlo.dot_general %396, %arg33, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %398 = stablehlo.reshape %397 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %399 = stablehlo.transpose %398, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %400 = stablehlo.reshape %399 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %401 = stablehlo.dot_general %395, %400, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %402 = stablehlo.reshape %401 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %403 = stablehlo.transpose %402, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %404 = stablehlo.reshape %403 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %405 = stablehlo.dot_general %404, %arg35, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %406 = stablehlo.reshape %405 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %407 = stablehlo.add %394, %406 : tensor<2x8x32xf32>
    %408 = stablehlo.transpose %139, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %409 = stablehlo.transpose %165, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %410 = stablehlo.dot_general %400, %409, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %411 = stablehlo.reshape %410 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %412 = stablehlo.multiply %411, %157 : tensor<2x4x8x8xf32>
    %413 = stablehlo.reduce(%412 init: %cst_60) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %414 = stablehlo.broadcast_in_dim %413, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %415 = stablehlo.multiply %157, %414 : tensor<2x4x8x8xf32>
    %416 = stablehlo.subtract %412, %415 : tensor<2x4x8x8xf32>
    %417 = stablehlo.divide %416, %cst_52 : tensor<2x4x8x8xf32>
    %418 = stablehlo.reshape %417 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %419 = stablehlo.dot_general %408, %418, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %420 = stablehlo.reshape %419 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %421 = stablehlo.transpose %420, dims = [0, 3, 1, 2] : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %422 = stablehlo.reshape %421 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %423 = stablehlo.dot_general %422, %arg37, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %424 = stablehlo.reshape %423 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %425 = stablehlo.add %407, %424 : tensor<2x8x32xf32>
    %426 = stablehlo.transpose %146, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %427 = stablehlo.dot_general %418, %426, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %428 = stablehlo.reshape %427 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %429 = stablehlo.transpose %428, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %430 = stablehlo.reshape %429 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %431 = stablehlo.dot_general %430, %arg39, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %432 = stablehlo.reshape %431 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %433 = stablehlo.add %425, %432 : tensor<2x8x32xf32>
    %434 = stablehlo.multiply %433, %129 : tensor<2x8x32xf32>
    %435 = stablehlo.multiply %434, %cst_23 : tensor<2x8x32xf32>
    %436 = stablehlo.reduce(%434 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %437 = stablehlo.broadcast_in_dim %436, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %438 = stablehlo.subtract %435, %437 : tensor<2x8x32xf32>
    %439 = stablehlo.reshape %batch_mean_65 : (tensor<16xf32>) -> tensor<2x8xf32>
    %440 = stablehlo.broadcast_in_dim %439, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %441 = stablehlo.subtract %126, %440 : tensor<2x8x32xf32>
    %442 = stablehlo.reshape %283 : (tensor<16xf32>) -> tensor<2x8xf32>
    %443 = stablehlo.broadcast_in_dim %442, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %444 = stablehlo.multiply %441, %443 : tensor<2x8x32xf32>
    %445 = stablehlo.multiply %434, %444 : tensor<2x8x32xf32>
    %446 = stablehlo.reduce(%445 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %447 = stablehlo.broadcast_in_dim %446, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %448 = stablehlo.multiply %444, %447 : tensor<2x8x32xf32>
    %449 = stablehlo.subtract %438, %448 : tensor<2x8x32xf32>
    %450 = stablehlo.multiply %287, %449 : tensor<2x8x32xf32>
    %451 = stablehlo.reshape %450 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %452 = stablehlo.dot_general %451, %arg28, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %453 = stablehlo.reshape %452 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %454 = stablehlo.multiply %453, %112 : tensor<2x8x64xf32>
    %455 = stablehlo.multiply %117, %117 : tensor<2x8x64xf32>
    %456 = stablehlo.subtract %cst_39, %455 : tensor<2x8x64xf32>
    %457 = stablehlo.multiply %454, %456 : tensor<2x8x64xf32>
    %458 = stablehlo.multiply %457, %cst_40 : tensor<2x8x64xf32>
    %459 = stablehlo.multiply %458, %cst_41 : tensor<2x8x64xf32>
    %460 = stablehlo.power %111, %cst_21 : tensor<2x8x64xf32>
    %461 = stablehlo.multiply %460, %cst_42 : tensor<2x8x64xf32>
    %462 = stablehlo.multiply %459, %461 : tensor<2x8x64xf32>
    %463 = stablehlo.add %458, %462 : tensor<2x8x64xf32>
    %464 = stablehlo.multiply %453, %118 : tensor<2x8x64xf32>
    %465 = stablehlo.multiply %464, %cst_43 : tensor<2x8x64xf32>
    %466 = stablehlo.add %463, %465 : tensor<2x8x64xf32>
    %467 = stablehlo.reshape %466 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %468 = stablehlo.dot_general %467, %arg30, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %469 = stablehlo.reshape %468 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %470 = stablehlo.add %450, %469 : tensor<2x8x32xf32>
    %471 = stablehlo.multiply %470, %103 : tensor<2x8x32xf32>
    %472 = stablehlo.multiply %471, %cst_23 : tensor<2x8x32xf32>
    %473 = stablehlo.reduce(%471 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %474 = stablehlo.broadcast_in_dim %473, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %475 = stablehlo.subtract %472, %474 : tensor<2x8x32xf32>
    %476 = stablehlo.reshape %batch_mean_62 : (tensor<16xf32>) -> tensor<2x8xf32>
    %477 = stablehlo.broadcast_in_dim %476, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %478 = stablehlo.subtract %100, %477 : tensor<2x8x32xf32>
    %479 = stablehlo.reshape %277 : (tensor<16xf32>) -> tensor<2x8xf32>
    %480 = stablehlo.broadcast_in_dim %479, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %481 = stablehlo.multiply %478, %480 : tensor<2x8x32xf32>
    %482 = stablehlo.multiply %471, %481 : tensor<2x8x32xf32>
    %483 = stablehlo.reduce(%482 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %484 = stablehlo.broadcast_in_dim %483, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %485 = stablehlo.multiply %481, %484 : tensor<2x8x32xf32>
    %486 = stablehlo.subtract %475, %485 : tensor<2x8x32xf32>
    %487 = stablehlo.multiply %281, %486 : tensor<2x8x32xf32>
    %488 = stablehlo.transpose %83, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %489 = stablehlo.reshape %487 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %490 = stablehlo.dot_general %489, %arg17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %491 = stablehlo.reshape %490 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %492 = stablehlo.transpose %491, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %493 = stablehlo.reshape %492 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %494 = stablehlo.dot_general %488, %493, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %495 = stablehlo.reshape %494 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %496 = stablehlo.transpose %495, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %497 = stablehlo.reshape %496 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %498 = stablehlo.dot_general %497, %arg19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %499 = stablehlo.reshape %498 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %500 = stablehlo.add %487, %499 : tensor<2x8x32xf32>
    %501 = stablehlo.transpose %36, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %502 = stablehlo.transpose %90, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %503 = stablehlo.dot_general %493, %502, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %504 = stablehlo.reshape %503 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %505 = stablehlo.multiply %504, %82 : tensor<2x4x8x8xf32>
    %506 = stablehlo.reduce(%505 init: %cst_60) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %507 = stablehlo.broadcast_in_dim %506, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %508 = stablehlo.multiply %82, %507 : tensor<2x4x8x8xf32>
    %509 = stablehlo.subtract %505, %508 : tensor<2x4x8x8xf32>
    %510 = stablehlo.divide %509, %cst_52 : tensor<2x4x8x8xf32>
    %511 = stablehlo.reshape %510 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %512 = stablehlo.dot_general %501, %511, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %513 = stablehlo.reshape %512 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %514 = stablehlo.transpose %513, dims = [0, 3, 1, 2] : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %515 = stablehlo.reshape %514 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %516 = stablehlo.dot_general %515, %arg23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %517 = stablehlo.reshape %516 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %518 = stablehlo.add %500, %517 : tensor<2x8x32xf32>
    %519 = stablehlo.transpose %43, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %520 = stablehlo.dot_general %511, %519, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %521 = stablehlo.reshape %520 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %522 = stablehlo.transpose %521, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %523 = stablehlo.reshape %522 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %524 = stablehlo.dot_general %523, %arg25, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %525 = stablehlo.reshape %524 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %526 = stablehlo.add %518, %525 : tensor<2x8x32xf32>
    %527 = stablehlo.multiply %526, %26 : tensor<2x8x32xf32>
    %528 = stablehlo.multiply %527, %cst_23 : tensor<2x8x32xf32>
    %529 = stablehlo.reduce(%527 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %530 = stablehlo.broadcast_in_dim %529, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %531 = stablehlo.subtract %528, %530 : tensor<2x8x32xf32>
    %532 = stablehlo.reshape %batch_mean : (tensor<16xf32>) -> tensor<2x8xf32>
    %533 = stablehlo.broadcast_in_dim %532, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %534 = stablehlo.subtract %23, %533 : tensor<2x8x32xf32>
    %535 = stablehlo.reshape %271 : (tensor<16xf32>) -> tensor<2x8xf32>
    %536 = stablehlo.broadcast_in_dim %535, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %537 = stablehlo.multiply %534, %536 : tensor<2x8x32xf32>
    %538 = stablehlo.multiply %527, %537 : tensor<2x8x32xf32>
    %539 = stablehlo.reduce(%538 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %540 = stablehlo.broadcast_in_dim %539, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %541 = stablehlo.multiply %537, %540 : tensor<2x8x32xf32>
    %542 = stablehlo.subtract %531, %541 : tensor<2x8x32xf32>
    %543 = stablehlo.multiply %275, %542 : tensor<2x8x32xf32>
    %544 = stablehlo.select %269, %cst_26, %543 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %545 = "stablehlo.scatter"(%cst_28, %267, %544) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg93: tensor<f32>, %arg94: tensor<f32>):
      %796 = stablehlo.add %arg93, %arg94 : tensor<f32>
      stablehlo.return %796 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %546 = stablehlo.add %263, %545 : tensor<128x32xf32>
    %547 = stablehlo.add %252, %546 : tensor<128x32xf32>
    %548 = stablehlo.multiply %547, %cst_20 : tensor<128x32xf32>
    %549 = stablehlo.subtract %arg2, %548 : tensor<128x32xf32>
    %550 = stablehlo.multiply %arg48, %cst_19 : tensor<64x32xf32>
    %551 = stablehlo.compare  LT, %18, %c_17 : (tensor<1x8xi64>, tensor<1x8xi64>) -> tensor<1x8xi1>
    %552 = stablehlo.add %18, %c_16 : tensor<1x8xi64>
    %553 = stablehlo.select %551, %552, %18 : tensor<1x8xi1>, tensor<1x8xi64>
    %554 = stablehlo.reshape %553 : (tensor<1x8xi64>) -> tensor<1x8x1xi64>
    %555 = stablehlo.compare  EQ, %18, %c_15 : (tensor<1x8xi64>, tensor<1x8xi64>) -> tensor<1x8xi1>
    %556 = stablehlo.broadcast_in_dim %555, dims = [0, 1] : (tensor<1x8xi1>) -> tensor<1x8x32xi1>
    %557 = stablehlo.reduce(%543 init: %cst_60) applies stablehlo.add across dimensions = [0] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<8x32xf32>
    %558 = stablehlo.reshape %557 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %559 = stablehlo.select %556, %cst_14, %558 : tensor<1x8x32xi1>, tensor<1x8x32xf32>
    %560 = "stablehlo.scatter"(%cst_18, %554, %559) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg93: tensor<f32>, %arg94: tensor<f32>):
      %796 = stablehlo.add %arg93, %arg94 : tensor<f32>
      stablehlo.return %796 : tensor<f32>
    }) : (tensor<64x32xf32>, tensor<1x8x1xi64>, tensor<1x8x32xf32>) -> tensor<64x32xf32>
    %561 = stablehlo.add %550, %560 : tensor<64x32xf32>
    %562 = stablehlo.multiply %561, %cst_13 : tensor<64x32xf32>
    %563 = stablehlo.subtract %arg12, %562 : tensor<64x32xf32>
    %564 = stablehlo.multiply %arg49, %cst_12 : tensor<2x32xf32>
    %565 = stablehlo.compare  LT, %12, %c_58 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %566 = stablehlo.add %12, %c_10 : tensor<2x8xi64>
    %567 = stablehlo.select %565, %566, %12 : tensor<2x8xi1>, tensor<2x8xi64>
    %568 = stablehlo.reshape %567 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %569 = stablehlo.compare  EQ, %12, %c : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %570 = stablehlo.broadcast_in_dim %569, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %571 = stablehlo.select %570, %cst_26, %543 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %572 = "stablehlo.scatter"(%cst_11, %568, %571) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg93: tensor<f32>, %arg94: tensor<f32>):
      %796 = stablehlo.add %arg93, %arg94 : tensor<f32>
      stablehlo.return %796 : tensor<f32>
    }) : (tensor<2x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<2x32xf32>
    %573 = stablehlo.add %564, %572 : tensor<2x32xf32>
    %574 = stablehlo.multiply %573, %cst_9 : tensor<2x32xf32>
    %575 = stablehlo.subtract %arg14, %574 : tensor<2x32xf32>
    %576 = stablehlo.multiply %arg50, %cst_8 : tensor<32xf32>
    %577 = stablehlo.multiply %526, %537 : tensor<2x8x32xf32>
    %578 = stablehlo.reduce(%577 init: %cst_60) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %579 = stablehlo.add %576, %578 : tensor<32xf32>
    %580 = stablehlo.multiply %579, %cst_7 : tensor<32xf32>
    %581 = stablehlo.subtract %arg10, %580 : tensor<32xf32>
    %582 = stablehlo.multiply %arg51, %cst_8 : tensor<32xf32>
    %583 = stablehlo.reduce(%526 init: %cst_60) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %584 = stablehlo.add %582, %583 : tensor<32xf32>
    %585 = stablehlo.multiply %584, %cst_7 : tensor<32xf32>
    %586 = stablehlo.subtract %arg15, %585 : tensor<32xf32>
    %587 = stablehlo.multiply %arg52, %cst_6 : tensor<32x32xf32>
    %588 = stablehlo.transpose %523, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %589 = stablehlo.dot_general %588, %29, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %590 = stablehlo.add %587, %589 : tensor<32x32xf32>
    %591 = stablehlo.multiply %590, %cst_5 : tensor<32x32xf32>
    %592 = stablehlo.subtract %arg25, %591 : tensor<32x32xf32>
    %593 = stablehlo.multiply %arg53, %cst_8 : tensor<32xf32>
    %594 = stablehlo.reduce(%523 init: %cst_60) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %595 = stablehlo.add %593, %594 : tensor<32xf32>
    %596 = stablehlo.multiply %595, %cst_7 : tensor<32xf32>
    %597 = stablehlo.subtract %arg24, %596 : tensor<32xf32>
    %598 = stablehlo.multiply %arg54, %cst_6 : tensor<32x32xf32>
    %599 = stablehlo.transpose %515, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %600 = stablehlo.dot_general %599, %29, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %601 = stablehlo.add %598, %600 : tensor<32x32xf32>
    %602 = stablehlo.multiply %601, %cst_5 : tensor<32x32xf32>
    %603 = stablehlo.subtract %arg23, %602 : tensor<32x32xf32>
    %604 = stablehlo.multiply %arg55, %cst_8 : tensor<32xf32>
    %605 = stablehlo.reduce(%515 init: %cst_60) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %606 = stablehlo.add %604, %605 : tensor<32xf32>
    %607 = stablehlo.multiply %606, %cst_7 : tensor<32xf32>
    %608 = stablehlo.subtract %arg22, %607 : tensor<32xf32>
    %609 = stablehlo.multiply %arg56, %cst_6 : tensor<32x32xf32>
    %610 = stablehlo.transpose %497, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %611 = stablehlo.dot_general %610, %29, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %612 = stablehlo.add %609, %611 : tensor<32x32xf32>
    %613 = stablehlo.multiply %612, %cst_5 : tensor<32x32xf32>
    %614 = stablehlo.subtract %arg19, %613 : tensor<32x32xf32>
    %615 = stablehlo.multiply %arg57, %cst_8 : tensor<32xf32>
    %616 = stablehlo.reduce(%497 init: %cst_60) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %617 = stablehlo.add %615, %616 : tensor<32xf32>
    %618 = stablehlo.multiply %617, %cst_7 : tensor<32xf32>
    %619 = stablehlo.subtract %arg18, %618 : tensor<32xf32>
    %620 = stablehlo.multiply %arg58, %cst_6 : tensor<32x32xf32>
    %621 = stablehlo.transpose %489, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %622 = stablehlo.dot_general %621, %94, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %623 = stablehlo.add %620, %622 : tensor<32x32xf32>
    %624 = stablehlo.multiply %623, %cst_5 : tensor<32x32xf32>
    %625 = stablehlo.subtract %arg17, %624 : tensor<32x32xf32>
    %626 = stablehlo.multiply %arg59, %cst_8 : tensor<32xf32>
    %627 = stablehlo.reduce(%489 init: %cst_60) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %628 = stablehlo.add %626, %627 : tensor<32xf32>
    %629 = stablehlo.multiply %628, %cst_7 : tensor<32xf32>
    %630 = stablehlo.subtract %arg16, %629 : tensor<32xf32>
    %631 = stablehlo.multiply %arg60, %cst_8 : tensor<32xf32>
    %632 = stablehlo.multiply %470, %481 : tensor<2x8x32xf32>
    %633 = stablehlo.reduce(%632 init: %cst_60) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %634 = stablehlo.add %631, %633 : tensor<32xf32>
    %635 = stablehlo.multiply %634, %cst_7 : tensor<32xf32>
    %636 = stablehlo.subtract %arg9, %635 : tensor<32xf32>
    %637 = stablehlo.multiply %arg61, %cst_8 : tensor<32xf32>
    %638 = stablehlo.reduce(%470 init: %cst_60) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %639 = stablehlo.add %637, %638 : tensor<32xf32>
    %640 = stablehlo.multiply %639, %cst_7 : tensor<32xf32>
    %641 = stablehlo.subtract %arg26, %640 : tensor<32xf32>
    %642 = stablehlo.multiply %arg62, %cst_19 : tensor<64x32xf32>
    %643 = stablehlo.transpose %467, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %644 = stablehlo.dot_general %643, %106, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %645 = stablehlo.add %642, %644 : tensor<64x32xf32>
    %646 = stablehlo.multiply %645, %cst_13 : tensor<64x32xf32>
    %647 = stablehlo.subtract %arg30, %646 : tensor<64x32xf32>
    %648 = stablehlo.multiply %arg63, %cst_4 : tensor<64xf32>
    %649 = stablehlo.reduce(%467 init: %cst_60) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %650 = stablehlo.add %648, %649 : tensor<64xf32>
    %651 = stablehlo.multiply %650, %cst_3 : tensor<64xf32>
    %652 = stablehlo.subtract %arg29, %651 : tensor<64xf32>
    %653 = stablehlo.multiply %arg64, %cst_2 : tensor<32x64xf32>
    %654 = stablehlo.transpose %451, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %655 = stablehlo.dot_general %654, %120, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %656 = stablehlo.add %653, %655 : tensor<32x64xf32>
    %657 = stablehlo.multiply %656, %cst_1 : tensor<32x64xf32>
    %658 = stablehlo.subtract %arg28, %657 : tensor<32x64xf32>
    %659 = stablehlo.multiply %arg65, %cst_8 : tensor<32xf32>
    %660 = stablehlo.reduce(%451 init: %cst_60) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %661 = stablehlo.add %659, %660 : tensor<32xf32>
    %662 = stablehlo.multiply %661, %cst_7 : tensor<32xf32>
    %663 = stablehlo.subtract %arg27, %662 : tensor<32xf32>
    %664 = stablehlo.multiply %arg66, %cst_8 : tensor<32xf32>
    %665 = stablehlo.multiply %433, %444 : tensor<2x8x32xf32>
    %666 = stablehlo.reduce(%665 init: %cst_60) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %667 = stablehlo.add %664, %666 : tensor<32xf32>
    %668 = stablehlo.multiply %667, %cst_7 : tensor<32xf32>
    %669 = stablehlo.subtract %arg8, %668 : tensor<32xf32>
    %670 = stablehlo.multiply %arg67, %cst_8 : tensor<32xf32>
    %671 = stablehlo.reduce(%433 init: %cst_60) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %672 = stablehlo.add %670, %671 : tensor<32xf32>
    %673 = stablehlo.multiply %672, %cst_7 : tensor<32xf32>
    %674 = stablehlo.subtract %arg31, %673 : tensor<32xf32>
    %675 = stablehlo.multiply %arg68, %cst_6 : tensor<32x32xf32>
    %676 = stablehlo.transpose %430, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %677 = stablehlo.dot_general %676, %132, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %678 = stablehlo.add %675, %677 : tensor<32x32xf32>
    %679 = stablehlo.multiply %678, %cst_5 : tensor<32x32xf32>
    %680 = stablehlo.subtract %arg39, %679 : tensor<32x32xf32>
    %681 = stablehlo.multiply %arg69, %cst_8 : tensor<32xf32>
    %682 = stablehlo.reduce(%430 init: %cst_60) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %683 = stablehlo.add %681, %682 : tensor<32xf32>
    %684 = stablehlo.multiply %683, %cst_7 : tensor<32xf32>
    %685 = stablehlo.subtract %arg38, %684 : tensor<32xf32>
    %686 = stablehlo.multiply %arg70, %cst_6 : tensor<32x32xf32>
    %687 = stablehlo.transpose %422, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %688 = stablehlo.dot_general %687, %132, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %689 = stablehlo.add %686, %688 : tensor<32x32xf32>
    %690 = stablehlo.multiply %689, %cst_5 : tensor<32x32xf32>
    %691 = stablehlo.subtract %arg37, %690 : tensor<32x32xf32>
    %692 = stablehlo.multiply %arg71, %cst_8 : tensor<32xf32>
    %693 = stablehlo.reduce(%422 init: %cst_60) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %694 = stablehlo.add %692, %693 : tensor<32xf32>
    %695 = stablehlo.multiply %694, %cst_7 : tensor<32xf32>
    %696 = stablehlo.subtract %arg36, %695 : tensor<32xf32>
    %697 = stablehlo.multiply %arg72, %cst_6 : tensor<32x32xf32>
    %698 = stablehlo.transpose %404, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %699 = stablehlo.dot_general %698, %132, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %700 = stablehlo.add %697, %699 : tensor<32x32xf32>
    %701 = stablehlo.multiply %700, %cst_5 : tensor<32x32xf32>
    %702 = stablehlo.subtract %arg35, %701 : tensor<32x32xf32>
    %703 = stablehlo.multiply %arg73, %cst_8 : tensor<32xf32>
    %704 = stablehlo.reduce(%404 init: %cst_60) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %705 = stablehlo.add %703, %704 : tensor<32xf32>
    %706 = stablehlo.multiply %705, %cst_7 : tensor<32xf32>
    %707 = stablehlo.subtract %arg34, %706 : tensor<32xf32>
    %708 = stablehlo.multiply %arg74, %cst_6 : tensor<32x32xf32>
    %709 = stablehlo.transpose %396, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %710 = stablehlo.dot_general %709, %169, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %711 = stablehlo.add %708, %710 : tensor<32x32xf32>
    %712 = stablehlo.multiply %711, %cst_5 : tensor<32x32xf32>
    %713 = stablehlo.subtract %arg33, %712 : tensor<32x32xf32>
    %714 = stablehlo.multiply %arg75, %cst_8 : tensor<32xf32>
    %715 = stablehlo.reduce(%396 init: %cst_60) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %716 = stablehlo.add %714, %715 : tensor<32xf32>
    %717 = stablehlo.multiply %716, %cst_7 : tensor<32xf32>
    %718 = stablehlo.subtract %arg32, %717 : tensor<32xf32>
    %719 = stablehlo.multiply %arg76, %cst_8 : tensor<32xf32>
    %720 = stablehlo.multiply %377, %388 : tensor<2x8x32xf32>
    %721 = stablehlo.reduce(%720 init: %cst_60) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %722 = stablehlo.add %719, %721 : tensor<32xf32>
    %723 = stablehlo.multiply %722, %cst_7 : tensor<32xf32>
    %724 = stablehlo.subtract %arg7, %723 : tensor<32xf32>
    %725 = stablehlo.multiply %arg77, %cst_8 : tensor<32xf32>
    %726 = stablehlo.reduce(%377 init: %cst_60) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %727 = stablehlo.add %725, %726 : tensor<32xf32>
    %728 = stablehlo.multiply %727, %cst_7 : tensor<32xf32>
    %729 = stablehlo.subtract %arg40, %728 : tensor<32xf32>
    %730 = stablehlo.multiply %arg78, %cst_19 : tensor<64x32xf32>
    %731 = stablehlo.transpose %374, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %732 = stablehlo.dot_general %731, %181, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %733 = stablehlo.add %730, %732 : tensor<64x32xf32>
    %734 = stablehlo.multiply %733, %cst_13 : tensor<64x32xf32>
    %735 = stablehlo.subtract %arg44, %734 : tensor<64x32xf32>
    %736 = stablehlo.multiply %arg79, %cst_4 : tensor<64xf32>
    %737 = stablehlo.reduce(%374 init: %cst_60) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %738 = stablehlo.add %736, %737 : tensor<64xf32>
    %739 = stablehlo.multiply %738, %cst_3 : tensor<64xf32>
    %740 = stablehlo.subtract %arg43, %739 : tensor<64xf32>
    %741 = stablehlo.multiply %arg80, %cst_2 : tensor<32x64xf32>
    %742 = stablehlo.transpose %358, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %743 = stablehlo.dot_general %742, %195, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %744 = stablehlo.add %741, %743 : tensor<32x64xf32>
    %745 = stablehlo.multiply %744, %cst_1 : tensor<32x64xf32>
    %746 = stablehlo.subtract %arg42, %745 : tensor<32x64xf32>
    %747 = stablehlo.multiply %arg81, %cst_8 : tensor<32xf32>
    %748 = stablehlo.reduce(%358 init: %cst_60) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %749 = stablehlo.add %747, %748 : tensor<32xf32>
    %750 = stablehlo.multiply %749, %cst_7 : tensor<32xf32>
    %751 = stablehlo.subtract %arg41, %750 : tensor<32xf32>
    %752 = stablehlo.multiply %arg82, %cst_8 : tensor<32xf32>
    %753 = stablehlo.multiply %340, %351 : tensor<2x8x32xf32>
    %754 = stablehlo.reduce(%753 init: %cst_60) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %755 = stablehlo.add %752, %754 : tensor<32xf32>
    %756 = stablehlo.multiply %755, %cst_7 : tensor<32xf32>
    %757 = stablehlo.subtract %arg6, %756 : tensor<32xf32>
    %758 = stablehlo.multiply %arg83, %cst_8 : tensor<32xf32>
    %759 = stablehlo.reduce(%340 init: %cst_60) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %760 = stablehlo.add %758, %759 : tensor<32xf32>
    %761 = stablehlo.multiply %760, %cst_7 : tensor<32xf32>
    %762 = stablehlo.subtract %arg45, %761 : tensor<32xf32>
    %763 = stablehlo.multiply %arg84, %cst_6 : tensor<32x32xf32>
    %764 = stablehlo.multiply %763, %cst_5 : tensor<32x32xf32>
    %765 = stablehlo.subtract %arg85, %764 : tensor<32x32xf32>
    %766 = stablehlo.multiply %arg86, %cst_8 : tensor<32xf32>
    %767 = stablehlo.multiply %766, %cst_7 : tensor<32xf32>
    %768 = stablehlo.subtract %arg87, %767 : tensor<32xf32>
    %769 = stablehlo.multiply %arg88, %cst_0 : tensor<128xf32>
    %770 = stablehlo.reduce(%261 init: %cst_60) applies stablehlo.add across dimensions = [0] : (tensor<16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %771 = stablehlo.add %769, %770 : tensor<128xf32>
    %772 = stablehlo.multiply %771, %cst : tensor<128xf32>
    %773 = stablehlo.subtract %arg1, %772 : tensor<128xf32>
    %774 = stablehlo.multiply %arg89, %cst_6 : tensor<32x32xf32>
    %775 = stablehlo.transpose %338, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %776 = stablehlo.dot_general %775, %207, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %777 = stablehlo.add %774, %776 : tensor<32x32xf32>
    %778 = stablehlo.multiply %777, %cst_5 : tensor<32x32xf32>
    %779 = stablehlo.subtract %arg5, %778 : tensor<32x32xf32>
    %780 = stablehlo.multiply %arg90, %cst_8 : tensor<32xf32>
    %781 = stablehlo.reduce(%338 init: %cst_60) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %782 = stablehlo.add %780, %781 : tensor<32xf32>
    %783 = stablehlo.multiply %782, %cst_7 : tensor<32xf32>
    %784 = stablehlo.subtract %arg4, %783 : tensor<32xf32>
    %785 = stablehlo.multiply %arg91, %cst_8 : tensor<32xf32>
    %786 = stablehlo.multiply %307, %318 : tensor<2x8x32xf32>
    %787 = stablehlo.reduce(%786 init: %cst_60) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %788 = stablehlo.add %785, %787 : tensor<32xf32>
    %789 = stablehlo.multiply %788, %cst_7 : tensor<32xf32>
    %790 = stablehlo.subtract %arg3, %789 : tensor<32xf32>
    %791 = stablehlo.multiply %arg92, %cst_8 : tensor<32xf32>
    %792 = stablehlo.reduce(%307 init: %cst_60) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %793 = stablehlo.add %791, %792 : tensor<32xf32>
    %794 = stablehlo.multiply %793, %cst_7 : tensor<32xf32>
    %795 = stablehlo.subtract %arg46, %794 : tensor<32xf32>
    return %251, %549, %563, %575, %581, %586, %592, %597, %603, %608, %614, %619, %625, %630, %636, %641, %647, %652, %658, %663, %669, %674, %680, %685, %691, %696, %702, %707, %713, %718, %724, %729, %735, %740, %746, %751, %757, %762, %765, %768, %773, %779, %784, %790, %795, %547, %561, %573, %579, %584, %590, %595, %601, %606, %612, %617, %623, %628, %634, %639, %645, %650, %656, %661, %667, %672, %678, %683, %689, %694, %700, %705, %711, %716, %722, %727, %733, %738, %744, %749, %755, %760, %763, %766, %771, %777, %782, %788, %793 : tensor<f32>, tensor<128x32xf32>, tensor<64x32xf32>, tensor<2x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<64x32xf32>, tensor<2x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  }
}
