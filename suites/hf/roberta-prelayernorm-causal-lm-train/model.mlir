module @IrToHlo.2524 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128xf32> {tf.aliasing_output = 40 : i32}, %arg2: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg3: tensor<32xf32> {tf.aliasing_output = 43 : i32}, %arg4: tensor<32xf32> {tf.aliasing_output = 42 : i32}, %arg5: tensor<32x32xf32> {tf.aliasing_output = 41 : i32}, %arg6: tensor<32xf32> {tf.aliasing_output = 38 : i32}, %arg7: tensor<32xf32> {tf.aliasing_output = 3 : i32}, %arg8: tensor<64x32xf32> {tf.aliasing_output = 5 : i32}, %arg9: tensor<1x64xi64>, %arg10: tensor<2x32xf32> {tf.aliasing_output = 2 : i32}, %arg11: tensor<32xf32> {tf.aliasing_output = 4 : i32}, %arg12: tensor<32xf32> {tf.aliasing_output = 13 : i32}, %arg13: tensor<32x32xf32> {tf.aliasing_output = 12 : i32}, %arg14: tensor<32xf32> {tf.aliasing_output = 11 : i32}, %arg15: tensor<32x32xf32> {tf.aliasing_output = 10 : i32}, %arg16: tensor<32xf32> {tf.aliasing_output = 14 : i32}, %arg17: tensor<32xf32> {tf.aliasing_output = 15 : i32}, %arg18: tensor<2x8xi64>, %arg19: tensor<i1>, %arg20: tensor<32xf32> {tf.aliasing_output = 9 : i32}, %arg21: tensor<32x32xf32> {tf.aliasing_output = 8 : i32}, %arg22: tensor<32xf32> {tf.aliasing_output = 7 : i32}, %arg23: tensor<32x32xf32> {tf.aliasing_output = 6 : i32}, %arg24: tensor<32xf32> {tf.aliasing_output = 21 : i32}, %arg25: tensor<32x64xf32> {tf.aliasing_output = 20 : i32}, %arg26: tensor<64xf32> {tf.aliasing_output = 19 : i32}, %arg27: tensor<64x32xf32> {tf.aliasing_output = 18 : i32}, %arg28: tensor<32xf32> {tf.aliasing_output = 16 : i32}, %arg29: tensor<32xf32> {tf.aliasing_output = 17 : i32}, %arg30: tensor<32xf32> {tf.aliasing_output = 29 : i32}, %arg31: tensor<32x32xf32> {tf.aliasing_output = 28 : i32}, %arg32: tensor<32xf32> {tf.aliasing_output = 27 : i32}, %arg33: tensor<32x32xf32> {tf.aliasing_output = 26 : i32}, %arg34: tensor<32xf32> {tf.aliasing_output = 30 : i32}, %arg35: tensor<32xf32> {tf.aliasing_output = 31 : i32}, %arg36: tensor<32xf32> {tf.aliasing_output = 25 : i32}, %arg37: tensor<32x32xf32> {tf.aliasing_output = 24 : i32}, %arg38: tensor<32xf32> {tf.aliasing_output = 23 : i32}, %arg39: tensor<32x32xf32> {tf.aliasing_output = 22 : i32}, %arg40: tensor<32xf32> {tf.aliasing_output = 37 : i32}, %arg41: tensor<32x64xf32> {tf.aliasing_output = 36 : i32}, %arg42: tensor<64xf32> {tf.aliasing_output = 35 : i32}, %arg43: tensor<64x32xf32> {tf.aliasing_output = 34 : i32}, %arg44: tensor<32xf32> {tf.aliasing_output = 32 : i32}, %arg45: tensor<32xf32> {tf.aliasing_output = 33 : i32}, %arg46: tensor<32xf32> {tf.aliasing_output = 39 : i32}, %arg47: tensor<32xf32> {tf.aliasing_output = 44 : i32}, %arg48: tensor<128x32xf32> {tf.aliasing_output = 45 : i32}, %arg49: tensor<2x32xf32> {tf.aliasing_output = 46 : i32}, %arg50: tensor<32xf32> {tf.aliasing_output = 47 : i32}, %arg51: tensor<32xf32> {tf.aliasing_output = 48 : i32}, %arg52: tensor<64x32xf32> {tf.aliasing_output = 49 : i32}, %arg53: tensor<32x32xf32> {tf.aliasing_output = 50 : i32}, %arg54: tensor<32xf32> {tf.aliasing_output = 51 : i32}, %arg55: tensor<32x32xf32> {tf.aliasing_output = 52 : i32}, %arg56: tensor<32xf32> {tf.aliasing_output = 53 : i32}, %arg57: tensor<32x32xf32> {tf.aliasing_output = 54 : i32}, %arg58: tensor<32xf32> {tf.aliasing_output = 55 : i32}, %arg59: tensor<32x32xf32> {tf.aliasing_output = 56 : i32}, %arg60: tensor<32xf32> {tf.aliasing_output = 57 : i32}, %arg61: tensor<32xf32> {tf.aliasing_output = 58 : i32}, %arg62: tensor<32xf32> {tf.aliasing_output = 59 : i32}, %arg63: tensor<32xf32> {tf.aliasing_output = 60 : i32}, %arg64: tensor<32xf32> {tf.aliasing_output = 61 : i32}, %arg65: tensor<64x32xf32> {tf.aliasing_output = 62 : i32}, %arg66: tensor<64xf32> {tf.aliasing_output = 63 : i32}, %arg67: tensor<32x64xf32> {tf.aliasing_output = 64 : i32}, %arg68: tensor<32xf32> {tf.aliasing_output = 65 : i32}, %arg69: tensor<32x32xf32> {tf.aliasing_output = 66 : i32}, %arg70: tensor<32xf32> {tf.aliasing_output = 67 : i32}, %arg71: tensor<32x32xf32> {tf.aliasing_output = 68 : i32}, %arg72: tensor<32xf32> {tf.aliasing_output = 69 : i32}, %arg73: tensor<32x32xf32> {tf.aliasing_output = 70 : i32}, %arg74: tensor<32xf32> {tf.aliasing_output = 71 : i32}, %arg75: tensor<32x32xf32> {tf.aliasing_output = 72 : i32}, %arg76: tensor<32xf32> {tf.aliasing_output = 73 : i32}, %arg77: tensor<32xf32> {tf.aliasing_output = 74 : i32}, %arg78: tensor<32xf32> {tf.aliasing_output = 75 : i32}, %arg79: tensor<32xf32> {tf.aliasing_output = 76 : i32}, %arg80: tensor<32xf32> {tf.aliasing_output = 77 : i32}, %arg81: tensor<64x32xf32> {tf.aliasing_output = 78 : i32}, %arg82: tensor<64xf32> {tf.aliasing_output = 79 : i32}, %arg83: tensor<32x64xf32> {tf.aliasing_output = 80 : i32}, %arg84: tensor<32xf32> {tf.aliasing_output = 81 : i32}, %arg85: tensor<32xf32> {tf.aliasing_output = 82 : i32}, %arg86: tensor<32xf32> {tf.aliasing_output = 83 : i32}, %arg87: tensor<128xf32> {tf.aliasing_output = 84 : i32}, %arg88: tensor<32x32xf32> {tf.aliasing_output = 85 : i32}, %arg89: tensor<32xf32> {tf.aliasing_output = 86 : i32}, %arg90: tensor<32xf32> {tf.aliasing_output = 87 : i32}, %arg91: tensor<32xf32> {tf.aliasing_output = 88 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<2x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<2x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<128xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<128xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<32x64xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<32x64xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<64xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<64xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<64x32xf32>
    %c = stablehlo.constant dense<64> : tensor<2x8xi64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<64x32xf32>
    %cst_9 = stablehlo.constant dense<0.899999976> : tensor<64x32xf32>
    %cst_10 = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_11 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_12 = stablehlo.constant dense<1.000000e-01> : tensor<2x32xf32>
    %c_13 = stablehlo.constant dense<-1> : tensor<2x8xi64>
    %c_14 = stablehlo.constant dense<2> : tensor<2x8xi64>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<2x32xf32>
    %cst_16 = stablehlo.constant dense<0.899999976> : tensor<2x32xf32>
    %cst_17 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %cst_18 = stablehlo.constant dense<0.398942292> : tensor<2x8x64xf32>
    %cst_19 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x64xf32>
    %cst_20 = stablehlo.constant dense<0.398942292> : tensor<2x8x32xf32>
    %cst_21 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x32xf32>
    %cst_22 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_23 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x1xf32>
    %cst_24 = stablehlo.constant dense<9.99999996E-13> : tensor<16xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_26 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_29 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_30 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_31 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_32 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_34 = stablehlo.constant dense<0.707106769> : tensor<2x8x32xf32>
    %cst_35 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x32xf32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_37 = stablehlo.constant dense<0.707106769> : tensor<2x8x64xf32>
    %cst_38 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x64xf32>
    %cst_39 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_41 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_42 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %c_43 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_44 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_45 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_46 = stablehlo.constant dense<1> : tensor<1x1x8x1xui8>
    %cst_47 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_49 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_50 = stablehlo.constant dense<1> : tensor<2x8xi64>
    %c_51 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_52 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_53 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_54 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_55 = stablehlo.constant dense<0> : tensor<1x1x8x1xui8>
    %c_56 = stablehlo.constant dense<0> : tensor<i32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg47, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg46, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %2 = stablehlo.broadcast_in_dim %arg45, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %3 = stablehlo.broadcast_in_dim %arg35, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %4 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %7 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %8 = stablehlo.convert %7 : (tensor<16xi64>) -> tensor<16xui32>
    %9 = "stablehlo.gather"(%arg2, %8) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %10 = stablehlo.reshape %9 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %11 = stablehlo.reshape %arg9 : (tensor<1x64xi64>) -> tensor<64xi64>
    %12 = stablehlo.broadcast_in_dim %11, dims = [1] : (tensor<64xi64>) -> tensor<2x64xi64>
    %13 = stablehlo.iota dim = 0 : tensor<2xui32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<2xui32>) -> tensor<2x8x1xui32>
    %15 = stablehlo.compare  NE, %arg0, %c_50 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %16 = stablehlo.convert %15 : (tensor<2x8xi1>) -> tensor<2x8xi32>
    %17 = "stablehlo.reduce_window"(%16, %c_56) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [7, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 8>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg92: tensor<i32>, %arg93: tensor<i32>):
      %818 = stablehlo.add %arg92, %arg93 : tensor<i32>
      stablehlo.return %818 : tensor<i32>
    }) : (tensor<2x8xi32>, tensor<i32>) -> tensor<2x8xi32>
    %18 = stablehlo.multiply %17, %16 : tensor<2x8xi32>
    %19 = stablehlo.convert %18 : (tensor<2x8xi32>) -> tensor<2x8xi64>
    %20 = stablehlo.add %19, %c_50 : tensor<2x8xi64>
    %21 = stablehlo.convert %20 : (tensor<2x8xi64>) -> tensor<2x8xui32>
    %22 = stablehlo.reshape %21 : (tensor<2x8xui32>) -> tensor<2x8x1xui32>
    %23 = stablehlo.concatenate %14, %22, dim = 2 : (tensor<2x8x1xui32>, tensor<2x8x1xui32>) -> tensor<2x8x2xui32>
    %24 = "stablehlo.gather"(%12, %23) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x64xi64>, tensor<2x8x2xui32>) -> tensor<2x8xi64>
    %25 = stablehlo.reshape %24 : (tensor<2x8xi64>) -> tensor<16xi64>
    %26 = stablehlo.convert %25 : (tensor<16xi64>) -> tensor<16xui32>
    %27 = "stablehlo.gather"(%arg10, %26) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<2x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %28 = stablehlo.reshape %27 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %29 = stablehlo.add %10, %28 : tensor<2x8x32xf32>
    %30 = stablehlo.reshape %20 : (tensor<2x8xi64>) -> tensor<16xi64>
    %31 = stablehlo.convert %30 : (tensor<16xi64>) -> tensor<16xui32>
    %32 = "stablehlo.gather"(%arg8, %31) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %33 = stablehlo.reshape %32 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %34 = stablehlo.add %29, %33 : tensor<2x8x32xf32>
    %35 = stablehlo.reshape %34 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%35, %cst_49, %cst_48) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %36 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %37 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %38 = stablehlo.multiply %36, %37 : tensor<2x8x32xf32>
    %39 = stablehlo.add %6, %38 : tensor<2x8x32xf32>
    %40 = stablehlo.reshape %39 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_58, %batch_mean_59, %batch_var_60 = "stablehlo.batch_norm_training"(%40, %cst_49, %cst_48) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %41 = stablehlo.reshape %output_58 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %42 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %43 = stablehlo.multiply %41, %42 : tensor<2x8x32xf32>
    %44 = stablehlo.add %5, %43 : tensor<2x8x32xf32>
    %45 = stablehlo.reshape %44 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %46 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %47 = stablehlo.dot_general %45, %46, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %48 = stablehlo.broadcast_in_dim %arg22, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %49 = stablehlo.add %47, %48 : tensor<16x32xf32>
    %50 = stablehlo.reshape %49 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %51 = stablehlo.transpose %50, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %52 = stablehlo.multiply %51, %cst_47 : tensor<2x4x8x8xf32>
    %53 = stablehlo.reshape %52 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %54 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %55 = stablehlo.dot_general %45, %54, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %56 = stablehlo.broadcast_in_dim %arg20, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %57 = stablehlo.add %55, %56 : tensor<16x32xf32>
    %58 = stablehlo.reshape %57 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %59 = stablehlo.transpose %58, dims = [0, 2, 3, 1] : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %60 = stablehlo.multiply %59, %cst_47 : tensor<2x4x8x8xf32>
    %61 = stablehlo.reshape %60 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %62 = stablehlo.dot_general %53, %61, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %63 = stablehlo.reshape %62 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %64 = stablehlo.convert %arg19 : (tensor<i1>) -> tensor<ui8>
    %65 = stablehlo.broadcast_in_dim %64, dims = [] : (tensor<ui8>) -> tensor<1x1x8x1xui8>
    %66 = stablehlo.and %65, %c_46 : tensor<1x1x8x1xui8>
    %67 = stablehlo.compare  NE, %66, %c_55 : (tensor<1x1x8x1xui8>, tensor<1x1x8x1xui8>) -> tensor<1x1x8x1xi1>
    %68 = stablehlo.convert %67 : (tensor<1x1x8x1xi1>) -> tensor<1x1x8x1xui8>
    %69 = stablehlo.reshape %68 : (tensor<1x1x8x1xui8>) -> tensor<1x8xui8>
    %70 = stablehlo.broadcast_in_dim %69, dims = [1, 2] : (tensor<1x8xui8>) -> tensor<2x1x8x8xui8>
    %71 = stablehlo.compare  NE, %arg18, %c_54 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %72 = stablehlo.broadcast_in_dim %c_45, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %73 = stablehlo.compare  LT, %72, %c_44 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %74 = stablehlo.add %72, %c_43 : tensor<2x1x1x8xi64>
    %75 = stablehlo.select %73, %74, %72 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %76 = stablehlo.reshape %75 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %77 = stablehlo.broadcast_in_dim %c_42, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %78 = stablehlo.compare  LT, %77, %c_44 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %79 = stablehlo.add %77, %c_41 : tensor<2x1x1x8xi64>
    %80 = stablehlo.select %78, %79, %77 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %81 = stablehlo.reshape %80 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %82 = stablehlo.concatenate %76, %81, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %83 = "stablehlo.gather"(%71, %82) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %84 = stablehlo.convert %83 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %85 = stablehlo.reshape %84 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %87 = stablehlo.and %70, %86 : tensor<2x1x8x8xui8>
    %88 = stablehlo.compare  NE, %87, %c_53 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %89 = stablehlo.select %88, %cst_40, %cst_39 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %90 = stablehlo.reshape %89 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %92 = stablehlo.add %63, %91 : tensor<2x4x8x8xf32>
    %93 = stablehlo.reduce(%92 init: %cst_52) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %95 = stablehlo.subtract %92, %94 : tensor<2x4x8x8xf32>
    %96 = stablehlo.exponential %95 : tensor<2x4x8x8xf32>
    %97 = stablehlo.reduce(%96 init: %cst_57) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %99 = stablehlo.divide %96, %98 : tensor<2x4x8x8xf32>
    %100 = stablehlo.reshape %99 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %101 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %102 = stablehlo.dot_general %45, %101, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %103 = stablehlo.broadcast_in_dim %arg14, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %104 = stablehlo.add %102, %103 : tensor<16x32xf32>
    %105 = stablehlo.reshape %104 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %106 = stablehlo.transpose %105, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %107 = stablehlo.reshape %106 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %108 = stablehlo.dot_general %100, %107, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %109 = stablehlo.reshape %108 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %110 = stablehlo.transpose %109, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %111 = stablehlo.reshape %110 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %112 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %113 = stablehlo.dot_general %111, %112, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %114 = stablehlo.broadcast_in_dim %arg12, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %115 = stablehlo.add %113, %114 : tensor<16x32xf32>
    %116 = stablehlo.reshape %115 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %117 = stablehlo.add %116, %39 : tensor<2x8x32xf32>
    %118 = stablehlo.reshape %117 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_61, %batch_mean_62, %batch_var_63 = "stablehlo.batch_norm_training"(%118, %cst_49, %cst_48) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %119 = stablehlo.reshape %output_61 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %120 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %121 = stablehlo.multiply %119, %120 : tensor<2x8x32xf32>
    %122 = stablehlo.add %4, %121 : tensor<2x8x32xf32>
    %123 = stablehlo.reshape %122 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %124 = stablehlo.transpose %arg27, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %125 = stablehlo.dot_general %123, %124, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %126 = stablehlo.broadcast_in_dim %arg26, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %127 = stablehlo.add %125, %126 : tensor<16x64xf32>
    %128 = stablehlo.reshape %127 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %129 = stablehlo.multiply %128, %cst_38 : tensor<2x8x64xf32>
    %130 = stablehlo.multiply %128, %cst_37 : tensor<2x8x64xf32>
    %131 = stablehlo.custom_call @mhlo.erf(%130) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %132 = stablehlo.add %131, %cst_36 : tensor<2x8x64xf32>
    %133 = stablehlo.multiply %129, %132 : tensor<2x8x64xf32>
    %134 = stablehlo.reshape %133 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %135 = stablehlo.transpose %arg25, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %136 = stablehlo.dot_general %134, %135, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %137 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %138 = stablehlo.add %136, %137 : tensor<16x32xf32>
    %139 = stablehlo.reshape %138 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %140 = stablehlo.add %139, %117 : tensor<2x8x32xf32>
    %141 = stablehlo.reshape %140 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_64, %batch_mean_65, %batch_var_66 = "stablehlo.batch_norm_training"(%141, %cst_49, %cst_48) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %142 = stablehlo.reshape %output_64 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %143 = stablehlo.broadcast_in_dim %arg34, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %144 = stablehlo.multiply %142, %143 : tensor<2x8x32xf32>
    %145 = stablehlo.add %3, %144 : tensor<2x8x32xf32>
    %146 = stablehlo.reshape %145 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %147 = stablehlo.transpose %arg39, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %148 = stablehlo.dot_general %146, %147, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %149 = stablehlo.broadcast_in_dim %arg38, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %150 = stablehlo.add %148, %149 : tensor<16x32xf32>
    %151 = stablehlo.reshape %150 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %152 = stablehlo.transpose %151, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %153 = stablehlo.multiply %152, %cst_47 : tensor<2x4x8x8xf32>
    %154 = stablehlo.reshape %153 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %155 = stablehlo.transpose %arg37, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %156 = stablehlo.dot_general %146, %155, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %157 = stablehlo.broadcast_in_dim %arg36, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %158 = stablehlo.add %156, %157 : tensor<16x32xf32>
    %159 = stablehlo.reshape %158 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %160 = stablehlo.transpose %159, dims = [0, 2, 3, 1] : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %161 = stablehlo.multiply %160, %cst_47 : tensor<2x4x8x8xf32>
    %162 = stablehlo.reshape %161 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %163 = stablehlo.dot_general %154, %162, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %164 = stablehlo.reshape %163 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %165 = stablehlo.add %164, %91 : tensor<2x4x8x8xf32>
    %166 = stablehlo.reduce(%165 init: %cst_52) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %168 = stablehlo.subtract %165, %167 : tensor<2x4x8x8xf32>
    %169 = stablehlo.exponential %168 : tensor<2x4x8x8xf32>
    %170 = stablehlo.reduce(%169 init: %cst_57) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %172 = stablehlo.divide %169, %171 : tensor<2x4x8x8xf32>
    %173 = stablehlo.reshape %172 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %174 = stablehlo.transpose %arg33, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %175 = stablehlo.dot_general %146, %174, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %176 = stablehlo.broadcast_in_dim %arg32, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %177 = stablehlo.add %175, %176 : tensor<16x32xf32>
    %178 = stablehlo.reshape %177 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %179 = stablehlo.transpose %178, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %180 = stablehlo.reshape %179 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %181 = stablehlo.dot_general %173, %180, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %182 = stablehlo.reshape %181 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %183 = stablehlo.transpose %182, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %184 = stablehlo.reshape %183 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %185 = stablehlo.transpose %arg31, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %186 = stablehlo.dot_general %184, %185, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %187 = stablehlo.broadcast_in_dim %arg30, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %188 = stablehlo.add %186, %187 : tensor<16x32xf32>
    %189 = stablehlo.reshape %188 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %190 = stablehlo.add %189, %140 : tensor<2x8x32xf32>
    %191 = stablehlo.reshape %190 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_67, %batch_mean_68, %batch_var_69 = "stablehlo.batch_norm_training"(%191, %cst_49, %cst_48) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %192 = stablehlo.reshape %output_67 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %193 = stablehlo.broadcast_in_dim %arg44, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %194 = stablehlo.multiply %192, %193 : tensor<2x8x32xf32>
    %195 = stablehlo.add %2, %194 : tensor<2x8x32xf32>
    %196 = stablehlo.reshape %195 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %197 = stablehlo.transpose %arg43, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %198 = stablehlo.dot_general %196, %197, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %199 = stablehlo.broadcast_in_dim %arg42, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %200 = stablehlo.add %198, %199 : tensor<16x64xf32>
    %201 = stablehlo.reshape %200 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %202 = stablehlo.multiply %201, %cst_38 : tensor<2x8x64xf32>
    %203 = stablehlo.multiply %201, %cst_37 : tensor<2x8x64xf32>
    %204 = stablehlo.custom_call @mhlo.erf(%203) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %205 = stablehlo.add %204, %cst_36 : tensor<2x8x64xf32>
    %206 = stablehlo.multiply %202, %205 : tensor<2x8x64xf32>
    %207 = stablehlo.reshape %206 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %208 = stablehlo.transpose %arg41, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %209 = stablehlo.dot_general %207, %208, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %210 = stablehlo.broadcast_in_dim %arg40, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %211 = stablehlo.add %209, %210 : tensor<16x32xf32>
    %212 = stablehlo.reshape %211 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %213 = stablehlo.add %212, %190 : tensor<2x8x32xf32>
    %214 = stablehlo.reshape %213 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_70, %batch_mean_71, %batch_var_72 = "stablehlo.batch_norm_training"(%214, %cst_49, %cst_48) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %215 = stablehlo.reshape %output_70 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %216 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %217 = stablehlo.multiply %215, %216 : tensor<2x8x32xf32>
    %218 = stablehlo.add %1, %217 : tensor<2x8x32xf32>
    %219 = stablehlo.reshape %218 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %220 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %221 = stablehlo.dot_general %219, %220, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %222 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %223 = stablehlo.add %221, %222 : tensor<16x32xf32>
    %224 = stablehlo.reshape %223 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %225 = stablehlo.multiply %224, %cst_35 : tensor<2x8x32xf32>
    %226 = stablehlo.multiply %224, %cst_34 : tensor<2x8x32xf32>
    %227 = stablehlo.custom_call @mhlo.erf(%226) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %228 = stablehlo.add %227, %cst_33 : tensor<2x8x32xf32>
    %229 = stablehlo.multiply %225, %228 : tensor<2x8x32xf32>
    %230 = stablehlo.reshape %229 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_73, %batch_mean_74, %batch_var_75 = "stablehlo.batch_norm_training"(%230, %cst_49, %cst_48) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %231 = stablehlo.reshape %output_73 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %232 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %233 = stablehlo.multiply %231, %232 : tensor<2x8x32xf32>
    %234 = stablehlo.add %0, %233 : tensor<2x8x32xf32>
    %235 = stablehlo.reshape %234 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %236 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %237 = stablehlo.dot_general %235, %236, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %238 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<128xf32>) -> tensor<16x128xf32>
    %239 = stablehlo.add %237, %238 : tensor<16x128xf32>
    %240 = stablehlo.reshape %239 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %241 = stablehlo.slice %240 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %242 = stablehlo.reduce(%241 init: %cst_52) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %244 = stablehlo.subtract %241, %243 : tensor<2x7x128xf32>
    %245 = stablehlo.exponential %244 : tensor<2x7x128xf32>
    %246 = stablehlo.reduce(%245 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %247 = stablehlo.log %246 : tensor<2x7xf32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %249 = stablehlo.subtract %244, %248 : tensor<2x7x128xf32>
    %250 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %251 = stablehlo.broadcast_in_dim %250, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %252 = stablehlo.broadcast_in_dim %c_51, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %253 = stablehlo.compare  EQ, %251, %252 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %254 = stablehlo.convert %253 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %255 = stablehlo.convert %254 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %256 = stablehlo.multiply %249, %255 : tensor<2x7x128xf32>
    %257 = stablehlo.reduce(%256 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %258 = stablehlo.reduce(%257 init: %cst_57) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %259 = stablehlo.multiply %258, %cst_32 : tensor<f32>
    %260 = stablehlo.negate %259 : tensor<f32>
    %261 = stablehlo.multiply %arg48, %cst_31 : tensor<128x32xf32>
    %262 = stablehlo.multiply %255, %cst_29 : tensor<2x7x128xf32>
    %263 = stablehlo.exponential %249 : tensor<2x7x128xf32>
    %264 = stablehlo.reduce(%262 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %266 = stablehlo.multiply %263, %265 : tensor<2x7x128xf32>
    %267 = stablehlo.subtract %262, %266 : tensor<2x7x128xf32>
    %268 = stablehlo.pad %267, %cst_57, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %269 = stablehlo.select %c_30, %268, %cst_28 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %270 = stablehlo.reshape %269 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %271 = stablehlo.transpose %270, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %272 = stablehlo.dot_general %271, %235, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %273 = stablehlo.compare  LT, %arg0, %c_54 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %274 = stablehlo.add %arg0, %c_26 : tensor<2x8xi64>
    %275 = stablehlo.select %273, %274, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %276 = stablehlo.reshape %275 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %277 = stablehlo.compare  EQ, %arg0, %c_50 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %279 = stablehlo.add %batch_var, %cst_24 : tensor<16xf32>
    %280 = stablehlo.rsqrt %279 : tensor<16xf32>
    %281 = stablehlo.reshape %280 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %282 = stablehlo.divide %281, %cst_23 : tensor<2x8x1xf32>
    %283 = stablehlo.reshape %282 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %285 = stablehlo.add %batch_var_72, %cst_24 : tensor<16xf32>
    %286 = stablehlo.rsqrt %285 : tensor<16xf32>
    %287 = stablehlo.reshape %286 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %288 = stablehlo.divide %287, %cst_23 : tensor<2x8x1xf32>
    %289 = stablehlo.reshape %288 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %290 = stablehlo.broadcast_in_dim %289, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %291 = stablehlo.add %batch_var_75, %cst_24 : tensor<16xf32>
    %292 = stablehlo.rsqrt %291 : tensor<16xf32>
    %293 = stablehlo.reshape %292 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %294 = stablehlo.divide %293, %cst_23 : tensor<2x8x1xf32>
    %295 = stablehlo.reshape %294 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %297 = stablehlo.dot_general %270, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %298 = stablehlo.reshape %297 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %299 = stablehlo.multiply %298, %232 : tensor<2x8x32xf32>
    %300 = stablehlo.multiply %299, %cst_22 : tensor<2x8x32xf32>
    %301 = stablehlo.reduce(%299 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %302 = stablehlo.broadcast_in_dim %301, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %303 = stablehlo.subtract %300, %302 : tensor<2x8x32xf32>
    %304 = stablehlo.reshape %batch_mean_74 : (tensor<16xf32>) -> tensor<2x8xf32>
    %305 = stablehlo.broadcast_in_dim %304, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %306 = stablehlo.subtract %229, %305 : tensor<2x8x32xf32>
    %307 = stablehlo.reshape %292 : (tensor<16xf32>) -> tensor<2x8xf32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %309 = stablehlo.multiply %306, %308 : tensor<2x8x32xf32>
    %310 = stablehlo.multiply %299, %309 : tensor<2x8x32xf32>
    %311 = stablehlo.reduce(%310 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %312 = stablehlo.broadcast_in_dim %311, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %313 = stablehlo.multiply %309, %312 : tensor<2x8x32xf32>
    %314 = stablehlo.subtract %303, %313 : tensor<2x8x32xf32>
    %315 = stablehlo.multiply %296, %314 : tensor<2x8x32xf32>
    %316 = stablehlo.multiply %228, %cst_35 : tensor<2x8x32xf32>
    %317 = stablehlo.multiply %224, %224 : tensor<2x8x32xf32>
    %318 = stablehlo.multiply %317, %cst_21 : tensor<2x8x32xf32>
    %319 = stablehlo.exponential %318 : tensor<2x8x32xf32>
    %320 = stablehlo.multiply %319, %cst_20 : tensor<2x8x32xf32>
    %321 = stablehlo.multiply %224, %320 : tensor<2x8x32xf32>
    %322 = stablehlo.add %316, %321 : tensor<2x8x32xf32>
    %323 = stablehlo.multiply %315, %322 : tensor<2x8x32xf32>
    %324 = stablehlo.reshape %323 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %325 = stablehlo.dot_general %324, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %326 = stablehlo.reshape %325 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %327 = stablehlo.multiply %326, %216 : tensor<2x8x32xf32>
    %328 = stablehlo.multiply %327, %cst_22 : tensor<2x8x32xf32>
    %329 = stablehlo.reduce(%327 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %330 = stablehlo.broadcast_in_dim %329, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %331 = stablehlo.subtract %328, %330 : tensor<2x8x32xf32>
    %332 = stablehlo.reshape %batch_mean_71 : (tensor<16xf32>) -> tensor<2x8xf32>
    %333 = stablehlo.broadcast_in_dim %332, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %334 = stablehlo.subtract %213, %333 : tensor<2x8x32xf32>
    %335 = stablehlo.reshape %286 : (tensor<16xf32>) -> tensor<2x8xf32>
    %336 = stablehlo.broadcast_in_dim %335, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %337 = stablehlo.multiply %334, %336 : tensor<2x8x32xf32>
    %338 = stablehlo.multiply %327, %337 : tensor<2x8x32xf32>
    %339 = stablehlo.reduce(%338 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %340 = stablehlo.broadcast_in_dim %339, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %341 = stablehlo.multiply %337, %340 : tensor<2x8x32xf32>
    %342 = stablehlo.subtract %331, %341 : tensor<2x8x32xf32>
    %343 = stablehlo.multiply %290, %342 : tensor<2x8x32xf32>
    %344 = stablehlo.add %batch_var_69, %cst_24 : tensor<16xf32>
    %345 = stablehlo.rsqrt %344 : tensor<16xf32>
    %346 = stablehlo.reshape %345 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %347 = stablehlo.divide %346, %cst_23 : tensor<2x8x1xf32>
    %348 = stablehlo.reshape %347 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %349 = stablehlo.broadcast_in_dim %348, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %350 = stablehlo.reshape %343 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %351 = stablehlo.dot_general %350, %arg41, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %352 = stablehlo.reshape %351 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %353 = stablehlo.multiply %205, %cst_38 : tensor<2x8x64xf32>
    %354 = stablehlo.multiply %201, %201 : tensor<2x8x64xf32>
    %355 = stablehlo.multiply %354, %cst_19 : tensor<2x8x64xf32>
    %356 = stablehlo.exponential %355 : tensor<2x8x64xf32>
    %357 = stablehlo.multiply %356, %cst_18 : tensor<2x8x64xf32>
    %358 = stablehlo.multiply %201, %357 : tensor<2x8x64xf32>
    %359 = stablehlo.add %353, %358 : tensor<2x8x64xf32>
    %360 = stablehlo.multiply %352, %359 : tensor<2x8x64xf32>
    %361 = stablehlo.reshape %360 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %362 = stablehlo.dot_general %361, %arg43, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %363 = stablehlo.reshape %362 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %364 = stablehlo.multiply %363, %193 : tensor<2x8x32xf32>
    %365 = stablehlo.multiply %364, %cst_22 : tensor<2x8x32xf32>
    %366 = stablehlo.reduce(%364 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %367 = stablehlo.broadcast_in_dim %366, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %368 = stablehlo.subtract %365, %367 : tensor<2x8x32xf32>
    %369 = stablehlo.reshape %batch_mean_68 : (tensor<16xf32>) -> tensor<2x8xf32>
    %370 = stablehlo.broadcast_in_dim %369, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %371 = stablehlo.subtract %190, %370 : tensor<2x8x32xf32>
    %372 = stablehlo.reshape %345 : (tensor<16xf32>) -> tensor<2x8xf32>
    %373 = stablehlo.broadcast_in_dim %372, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %374 = stablehlo.multiply %371, %373 : tensor<2x8x32xf32>
    %375 = stablehlo.multiply %364, %374 : tensor<2x8x32xf32>
    %376 = stablehlo.reduce(%375 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %377 = stablehlo.broadcast_in_dim %376, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %378 = stablehlo.multiply %374, %377 : tensor<2x8x32xf32>
    %379 = stablehlo.subtract %368, %378 : tensor<2x8x32xf32>
    %380 = stablehlo.multiply %349, %379 : tensor<2x8x32xf32>
    %381 = stablehlo.add %343, %380 : tensor<2x8x32xf32>
    %382 = stablehlo.add %batch_var_66, %cst_24 : tensor<16xf32>
    %383 = stablehlo.rsqrt %382 : tensor<16xf32>
    %384 = stablehlo.reshape %383 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %385 = stablehlo.divide %384, %cst_23 : tensor<2x8x1xf32>
    %386 = stablehlo.reshape %385 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %387 = stablehlo.broadcast_in_dim %386, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %388 = stablehlo.transpose %173, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %389 = stablehlo.reshape %381 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %390 = stablehlo.dot_general %389, %arg31, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %391 = stablehlo.reshape %390 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %392 = stablehlo.transpose %391, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %393 = stablehlo.reshape %392 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %394 = stablehlo.dot_general %388, %393, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %395 = stablehlo.reshape %394 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %396 = stablehlo.transpose %395, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %397 = stablehlo.reshape %396 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %398 = stablehlo.dot_general %397, %arg33, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %399 = stablehlo.reshape %398 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %400 = stablehlo.transpose %154, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %401 = stablehlo.transpose %180, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %402 = stablehlo.dot_general %393, %401, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %403 = stablehlo.reshape %402 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %404 = stablehlo.multiply %403, %172 : tensor<2x4x8x8xf32>
    %405 = stablehlo.reduce(%404 init: %cst_57) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %406 = stablehlo.broadcast_in_dim %405, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %407 = stablehlo.multiply %172, %406 : tensor<2x4x8x8xf32>
    %408 = stablehlo.subtract %404, %407 : tensor<2x4x8x8xf32>
    %409 = stablehlo.reshape %408 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %410 = stablehlo.dot_general %400, %409, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %411 = stablehlo.reshape %410 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %412 = stablehlo.multiply %411, %cst_47 : tensor<2x4x8x8xf32>
    %413 = stablehlo.transpose %412, dims = [0, 3, 1, 2] : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %414 = stablehlo.reshape %413 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %415 = stablehlo.dot_general %414, %arg37, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %416 = stablehlo.reshape %415 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %417 = stablehlo.add %399, %416 : tensor<2x8x32xf32>
    %418 = stablehlo.transpose %162, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %419 = stablehlo.dot_general %409, %418, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %420 = stablehlo.reshape %419 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %421 = stablehlo.multiply %420, %cst_47 : tensor<2x4x8x8xf32>
    %422 = stablehlo.transpose %421, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %423 = stablehlo.reshape %422 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %424 = stablehlo.dot_general %423, %arg39, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %425 = stablehlo.reshape %424 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %426 = stablehlo.add %417, %425 : tensor<2x8x32xf32>
    %427 = stablehlo.multiply %426, %143 : tensor<2x8x32xf32>
    %428 = stablehlo.multiply %427, %cst_22 : tensor<2x8x32xf32>
    %429 = stablehlo.reduce(%427 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %430 = stablehlo.broadcast_in_dim %429, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %431 = stablehlo.subtract %428, %430 : tensor<2x8x32xf32>
    %432 = stablehlo.reshape %batch_mean_65 : (tensor<16xf32>) -> tensor<2x8xf32>
    %433 = stablehlo.broadcast_in_dim %432, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %434 = stablehlo.subtract %140, %433 : tensor<2x8x32xf32>
    %435 = stablehlo.reshape %383 : (tensor<16xf32>) -> tensor<2x8xf32>
    %436 = stablehlo.broadcast_in_dim %435, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %437 = stablehlo.multiply %434, %436 : tensor<2x8x32xf32>
    %438 = stablehlo.multiply %427, %437 : tensor<2x8x32xf32>
    %439 = stablehlo.reduce(%438 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %440 = stablehlo.broadcast_in_dim %439, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %441 = stablehlo.multiply %437, %440 : tensor<2x8x32xf32>
    %442 = stablehlo.subtract %431, %441 : tensor<2x8x32xf32>
    %443 = stablehlo.multiply %387, %442 : tensor<2x8x32xf32>
    %444 = stablehlo.add %381, %443 : tensor<2x8x32xf32>
    %445 = stablehlo.add %batch_var_63, %cst_24 : tensor<16xf32>
    %446 = stablehlo.rsqrt %445 : tensor<16xf32>
    %447 = stablehlo.reshape %446 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %448 = stablehlo.divide %447, %cst_23 : tensor<2x8x1xf32>
    %449 = stablehlo.reshape %448 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %450 = stablehlo.broadcast_in_dim %449, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %451 = stablehlo.reshape %444 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %452 = stablehlo.dot_general %451, %arg25, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %453 = stablehlo.reshape %452 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %454 = stablehlo.multiply %132, %cst_38 : tensor<2x8x64xf32>
    %455 = stablehlo.multiply %128, %128 : tensor<2x8x64xf32>
    %456 = stablehlo.multiply %455, %cst_19 : tensor<2x8x64xf32>
    %457 = stablehlo.exponential %456 : tensor<2x8x64xf32>
    %458 = stablehlo.multiply %457, %cst_18 : tensor<2x8x64xf32>
    %459 = stablehlo.multiply %128, %458 : tensor<2x8x64xf32>
    %460 = stablehlo.add %454, %459 : tensor<2x8x64xf32>
    %461 = stablehlo.multiply %453, %460 : tensor<2x8x64xf32>
    %462 = stablehlo.reshape %461 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %463 = stablehlo.dot_general %462, %arg27, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %464 = stablehlo.reshape %463 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %465 = stablehlo.multiply %464, %120 : tensor<2x8x32xf32>
    %466 = stablehlo.multiply %465, %cst_22 : tensor<2x8x32xf32>
    %467 = stablehlo.reduce(%465 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %468 = stablehlo.broadcast_in_dim %467, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %469 = stablehlo.subtract %466, %468 : tensor<2x8x32xf32>
    %470 = stablehlo.reshape %batch_mean_62 : (tensor<16xf32>) -> tensor<2x8xf32>
    %471 = stablehlo.broadcast_in_dim %470, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %472 = stablehlo.subtract %117, %471 : tensor<2x8x32xf32>
    %473 = stablehlo.reshape %446 : (tensor<16xf32>) -> tensor<2x8xf32>
    %474 = stablehlo.broadcast_in_dim %473, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %475 = stablehlo.multiply %472, %474 : tensor<2x8x32xf32>
    %476 = stablehlo.multiply %465, %475 : tensor<2x8x32xf32>
    %477 = stablehlo.reduce(%476 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %478 = stablehlo.broadcast_in_dim %477, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %479 = stablehlo.multiply %475, %478 : tensor<2x8x32xf32>
    %480 = stablehlo.subtract %469, %479 : tensor<2x8x32xf32>
    %481 = stablehlo.multiply %450, %480 : tensor<2x8x32xf32>
    %482 = stablehlo.add %444, %481 : tensor<2x8x32xf32>
    %483 = stablehlo.add %batch_var_60, %cst_24 : tensor<16xf32>
    %484 = stablehlo.rsqrt %483 : tensor<16xf32>
    %485 = stablehlo.reshape %484 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %486 = stablehlo.divide %485, %cst_23 : tensor<2x8x1xf32>
    %487 = stablehlo.reshape %486 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %488 = stablehlo.broadcast_in_dim %487, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %489 = stablehlo.transpose %100, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %490 = stablehlo.reshape %482 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %491 = stablehlo.dot_general %490, %arg13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %492 = stablehlo.reshape %491 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %493 = stablehlo.transpose %492, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %494 = stablehlo.reshape %493 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %495 = stablehlo.dot_general %489, %494, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %496 = stablehlo.reshape %495 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %497 = stablehlo.transpose %496, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %498 = stablehlo.reshape %497 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %499 = stablehlo.dot_general %498, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %500 = stablehlo.reshape %499 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %501 = stablehlo.transpose %53, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %502 = stablehlo.transpose %107, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %503 = stablehlo.dot_general %494, %502, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %504 = stablehlo.reshape %503 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %505 = stablehlo.multiply %504, %99 : tensor<2x4x8x8xf32>
    %506 = stablehlo.reduce(%505 init: %cst_57) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %507 = stablehlo.broadcast_in_dim %506, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %508 = stablehlo.multiply %99, %507 : tensor<2x4x8x8xf32>
    %509 = stablehlo.subtract %505, %508 : tensor<2x4x8x8xf32>
    %510 = stablehlo.reshape %509 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %511 = stablehlo.dot_general %501, %510, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %512 = stablehlo.reshape %511 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %513 = stablehlo.multiply %512, %cst_47 : tensor<2x4x8x8xf32>
    %514 = stablehlo.transpose %513, dims = [0, 3, 1, 2] : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %515 = stablehlo.reshape %514 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %516 = stablehlo.dot_general %515, %arg21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %517 = stablehlo.reshape %516 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %518 = stablehlo.add %500, %517 : tensor<2x8x32xf32>
    %519 = stablehlo.transpose %61, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %520 = stablehlo.dot_general %510, %519, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %521 = stablehlo.reshape %520 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %522 = stablehlo.multiply %521, %cst_47 : tensor<2x4x8x8xf32>
    %523 = stablehlo.transpose %522, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %524 = stablehlo.reshape %523 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %525 = stablehlo.dot_general %524, %arg23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %526 = stablehlo.reshape %525 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %527 = stablehlo.add %518, %526 : tensor<2x8x32xf32>
    %528 = stablehlo.multiply %527, %42 : tensor<2x8x32xf32>
    %529 = stablehlo.multiply %528, %cst_22 : tensor<2x8x32xf32>
    %530 = stablehlo.reduce(%528 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %531 = stablehlo.broadcast_in_dim %530, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %532 = stablehlo.subtract %529, %531 : tensor<2x8x32xf32>
    %533 = stablehlo.reshape %batch_mean_59 : (tensor<16xf32>) -> tensor<2x8xf32>
    %534 = stablehlo.broadcast_in_dim %533, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %535 = stablehlo.subtract %39, %534 : tensor<2x8x32xf32>
    %536 = stablehlo.reshape %484 : (tensor<16xf32>) -> tensor<2x8xf32>
    %537 = stablehlo.broadcast_in_dim %536, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %538 = stablehlo.multiply %535, %537 : tensor<2x8x32xf32>
    %539 = stablehlo.multiply %528, %538 : tensor<2x8x32xf32>
    %540 = stablehlo.reduce(%539 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %541 = stablehlo.broadcast_in_dim %540, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %542 = stablehlo.multiply %538, %541 : tensor<2x8x32xf32>
    %543 = stablehlo.subtract %532, %542 : tensor<2x8x32xf32>
    %544 = stablehlo.multiply %488, %543 : tensor<2x8x32xf32>
    %545 = stablehlo.add %482, %544 : tensor<2x8x32xf32>
    %546 = stablehlo.multiply %545, %37 : tensor<2x8x32xf32>
    %547 = stablehlo.multiply %546, %cst_22 : tensor<2x8x32xf32>
    %548 = stablehlo.reduce(%546 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %549 = stablehlo.broadcast_in_dim %548, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %550 = stablehlo.subtract %547, %549 : tensor<2x8x32xf32>
    %551 = stablehlo.reshape %batch_mean : (tensor<16xf32>) -> tensor<2x8xf32>
    %552 = stablehlo.broadcast_in_dim %551, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %553 = stablehlo.subtract %34, %552 : tensor<2x8x32xf32>
    %554 = stablehlo.reshape %280 : (tensor<16xf32>) -> tensor<2x8xf32>
    %555 = stablehlo.broadcast_in_dim %554, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %556 = stablehlo.multiply %553, %555 : tensor<2x8x32xf32>
    %557 = stablehlo.multiply %546, %556 : tensor<2x8x32xf32>
    %558 = stablehlo.reduce(%557 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %559 = stablehlo.broadcast_in_dim %558, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %560 = stablehlo.multiply %556, %559 : tensor<2x8x32xf32>
    %561 = stablehlo.subtract %550, %560 : tensor<2x8x32xf32>
    %562 = stablehlo.multiply %284, %561 : tensor<2x8x32xf32>
    %563 = stablehlo.select %278, %cst_25, %562 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %564 = "stablehlo.scatter"(%cst_27, %276, %563) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg92: tensor<f32>, %arg93: tensor<f32>):
      %818 = stablehlo.add %arg92, %arg93 : tensor<f32>
      stablehlo.return %818 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %565 = stablehlo.add %272, %564 : tensor<128x32xf32>
    %566 = stablehlo.add %261, %565 : tensor<128x32xf32>
    %567 = stablehlo.multiply %566, %cst_17 : tensor<128x32xf32>
    %568 = stablehlo.subtract %arg2, %567 : tensor<128x32xf32>
    %569 = stablehlo.multiply %arg49, %cst_16 : tensor<2x32xf32>
    %570 = stablehlo.compare  LT, %24, %c_54 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %571 = stablehlo.add %24, %c_14 : tensor<2x8xi64>
    %572 = stablehlo.select %570, %571, %24 : tensor<2x8xi1>, tensor<2x8xi64>
    %573 = stablehlo.reshape %572 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %574 = stablehlo.compare  EQ, %24, %c_13 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %575 = stablehlo.broadcast_in_dim %574, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %576 = stablehlo.select %575, %cst_25, %562 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %577 = "stablehlo.scatter"(%cst_15, %573, %576) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg92: tensor<f32>, %arg93: tensor<f32>):
      %818 = stablehlo.add %arg92, %arg93 : tensor<f32>
      stablehlo.return %818 : tensor<f32>
    }) : (tensor<2x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<2x32xf32>
    %578 = stablehlo.add %569, %577 : tensor<2x32xf32>
    %579 = stablehlo.multiply %578, %cst_12 : tensor<2x32xf32>
    %580 = stablehlo.subtract %arg10, %579 : tensor<2x32xf32>
    %581 = stablehlo.multiply %arg50, %cst_11 : tensor<32xf32>
    %582 = stablehlo.multiply %545, %556 : tensor<2x8x32xf32>
    %583 = stablehlo.reduce(%582 init: %cst_57) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %584 = stablehlo.add %581, %583 : tensor<32xf32>
    %585 = stablehlo.multiply %584, %cst_10 : tensor<32xf32>
    %586 = stablehlo.subtract %arg7, %585 : tensor<32xf32>
    %587 = stablehlo.multiply %arg51, %cst_11 : tensor<32xf32>
    %588 = stablehlo.reduce(%545 init: %cst_57) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %589 = stablehlo.add %587, %588 : tensor<32xf32>
    %590 = stablehlo.multiply %589, %cst_10 : tensor<32xf32>
    %591 = stablehlo.subtract %arg11, %590 : tensor<32xf32>
    %592 = stablehlo.multiply %arg52, %cst_9 : tensor<64x32xf32>
    %593 = stablehlo.compare  LT, %20, %c_54 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %594 = stablehlo.add %20, %c : tensor<2x8xi64>
    %595 = stablehlo.select %593, %594, %20 : tensor<2x8xi1>, tensor<2x8xi64>
    %596 = stablehlo.reshape %595 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %597 = stablehlo.compare  EQ, %20, %c_50 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %598 = stablehlo.broadcast_in_dim %597, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %599 = stablehlo.select %598, %cst_25, %562 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %600 = "stablehlo.scatter"(%cst_8, %596, %599) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg92: tensor<f32>, %arg93: tensor<f32>):
      %818 = stablehlo.add %arg92, %arg93 : tensor<f32>
      stablehlo.return %818 : tensor<f32>
    }) : (tensor<64x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<64x32xf32>
    %601 = stablehlo.add %592, %600 : tensor<64x32xf32>
    %602 = stablehlo.multiply %601, %cst_7 : tensor<64x32xf32>
    %603 = stablehlo.subtract %arg8, %602 : tensor<64x32xf32>
    %604 = stablehlo.multiply %arg53, %cst_6 : tensor<32x32xf32>
    %605 = stablehlo.transpose %524, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %606 = stablehlo.dot_general %605, %45, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %607 = stablehlo.add %604, %606 : tensor<32x32xf32>
    %608 = stablehlo.multiply %607, %cst_5 : tensor<32x32xf32>
    %609 = stablehlo.subtract %arg23, %608 : tensor<32x32xf32>
    %610 = stablehlo.multiply %arg54, %cst_11 : tensor<32xf32>
    %611 = stablehlo.reduce(%524 init: %cst_57) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %612 = stablehlo.add %610, %611 : tensor<32xf32>
    %613 = stablehlo.multiply %612, %cst_10 : tensor<32xf32>
    %614 = stablehlo.subtract %arg22, %613 : tensor<32xf32>
    %615 = stablehlo.multiply %arg55, %cst_6 : tensor<32x32xf32>
    %616 = stablehlo.transpose %515, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %617 = stablehlo.dot_general %616, %45, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %618 = stablehlo.add %615, %617 : tensor<32x32xf32>
    %619 = stablehlo.multiply %618, %cst_5 : tensor<32x32xf32>
    %620 = stablehlo.subtract %arg21, %619 : tensor<32x32xf32>
    %621 = stablehlo.multiply %arg56, %cst_11 : tensor<32xf32>
    %622 = stablehlo.reduce(%515 init: %cst_57) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %623 = stablehlo.add %621, %622 : tensor<32xf32>
    %624 = stablehlo.multiply %623, %cst_10 : tensor<32xf32>
    %625 = stablehlo.subtract %arg20, %624 : tensor<32xf32>
    %626 = stablehlo.multiply %arg57, %cst_6 : tensor<32x32xf32>
    %627 = stablehlo.transpose %498, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %628 = stablehlo.dot_general %627, %45, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %629 = stablehlo.add %626, %628 : tensor<32x32xf32>
    %630 = stablehlo.multiply %629, %cst_5 : tensor<32x32xf32>
    %631 = stablehlo.subtract %arg15, %630 : tensor<32x32xf32>
    %632 = stablehlo.multiply %arg58, %cst_11 : tensor<32xf32>
    %633 = stablehlo.reduce(%498 init: %cst_57) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %634 = stablehlo.add %632, %633 : tensor<32xf32>
    %635 = stablehlo.multiply %634, %cst_10 : tensor<32xf32>
    %636 = stablehlo.subtract %arg14, %635 : tensor<32xf32>
    %637 = stablehlo.multiply %arg59, %cst_6 : tensor<32x32xf32>
    %638 = stablehlo.transpose %490, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %639 = stablehlo.dot_general %638, %111, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %640 = stablehlo.add %637, %639 : tensor<32x32xf32>
    %641 = stablehlo.multiply %640, %cst_5 : tensor<32x32xf32>
    %642 = stablehlo.subtract %arg13, %641 : tensor<32x32xf32>
    %643 = stablehlo.multiply %arg60, %cst_11 : tensor<32xf32>
    %644 = stablehlo.reduce(%490 init: %cst_57) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %645 = stablehlo.add %643, %644 : tensor<32xf32>
    %646 = stablehlo.multiply %645, %cst_10 : tensor<32xf32>
    %647 = stablehlo.subtract %arg12, %646 : tensor<32xf32>
    %648 = stablehlo.multiply %arg61, %cst_11 : tensor<32xf32>
    %649 = stablehlo.multiply %527, %538 : tensor<2x8x32xf32>
    %650 = stablehlo.reduce(%649 init: %cst_57) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %651 = stablehlo.add %648, %650 : tensor<32xf32>
    %652 = stablehlo.multiply %651, %cst_10 : tensor<32xf32>
    %653 = stablehlo.subtract %arg16, %652 : tensor<32xf32>
    %654 = stablehlo.multiply %arg62, %cst_11 : tensor<32xf32>
    %655 = stablehlo.reduce(%527 init: %cst_57) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %656 = stablehlo.add %654, %655 : tensor<32xf32>
    %657 = stablehlo.multiply %656, %cst_10 : tensor<32xf32>
    %658 = stablehlo.subtract %arg17, %657 : tensor<32xf32>
    %659 = stablehlo.multiply %arg63, %cst_11 : tensor<32xf32>
    %660 = stablehlo.multiply %464, %475 : tensor<2x8x32xf32>
    %661 = stablehlo.reduce(%660 init: %cst_57) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %662 = stablehlo.add %659, %661 : tensor<32xf32>
    %663 = stablehlo.multiply %662, %cst_10 : tensor<32xf32>
    %664 = stablehlo.subtract %arg28, %663 : tensor<32xf32>
    %665 = stablehlo.multiply %arg64, %cst_11 : tensor<32xf32>
    %666 = stablehlo.reduce(%464 init: %cst_57) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %667 = stablehlo.add %665, %666 : tensor<32xf32>
    %668 = stablehlo.multiply %667, %cst_10 : tensor<32xf32>
    %669 = stablehlo.subtract %arg29, %668 : tensor<32xf32>
    %670 = stablehlo.multiply %arg65, %cst_9 : tensor<64x32xf32>
    %671 = stablehlo.transpose %462, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %672 = stablehlo.dot_general %671, %123, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %673 = stablehlo.add %670, %672 : tensor<64x32xf32>
    %674 = stablehlo.multiply %673, %cst_7 : tensor<64x32xf32>
    %675 = stablehlo.subtract %arg27, %674 : tensor<64x32xf32>
    %676 = stablehlo.multiply %arg66, %cst_4 : tensor<64xf32>
    %677 = stablehlo.reduce(%462 init: %cst_57) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %678 = stablehlo.add %676, %677 : tensor<64xf32>
    %679 = stablehlo.multiply %678, %cst_3 : tensor<64xf32>
    %680 = stablehlo.subtract %arg26, %679 : tensor<64xf32>
    %681 = stablehlo.multiply %arg67, %cst_2 : tensor<32x64xf32>
    %682 = stablehlo.transpose %451, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %683 = stablehlo.dot_general %682, %134, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %684 = stablehlo.add %681, %683 : tensor<32x64xf32>
    %685 = stablehlo.multiply %684, %cst_1 : tensor<32x64xf32>
    %686 = stablehlo.subtract %arg25, %685 : tensor<32x64xf32>
    %687 = stablehlo.multiply %arg68, %cst_11 : tensor<32xf32>
    %688 = stablehlo.reduce(%451 init: %cst_57) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %689 = stablehlo.add %687, %688 : tensor<32xf32>
    %690 = stablehlo.multiply %689, %cst_10 : tensor<32xf32>
    %691 = stablehlo.subtract %arg24, %690 : tensor<32xf32>
    %692 = stablehlo.multiply %arg69, %cst_6 : tensor<32x32xf32>
    %693 = stablehlo.transpose %423, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %694 = stablehlo.dot_general %693, %146, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %695 = stablehlo.add %692, %694 : tensor<32x32xf32>
    %696 = stablehlo.multiply %695, %cst_5 : tensor<32x32xf32>
    %697 = stablehlo.subtract %arg39, %696 : tensor<32x32xf32>
    %698 = stablehlo.multiply %arg70, %cst_11 : tensor<32xf32>
    %699 = stablehlo.reduce(%423 init: %cst_57) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %700 = stablehlo.add %698, %699 : tensor<32xf32>
    %701 = stablehlo.multiply %700, %cst_10 : tensor<32xf32>
    %702 = stablehlo.subtract %arg38, %701 : tensor<32xf32>
    %703 = stablehlo.multiply %arg71, %cst_6 : tensor<32x32xf32>
    %704 = stablehlo.transpose %414, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %705 = stablehlo.dot_general %704, %146, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %706 = stablehlo.add %703, %705 : tensor<32x32xf32>
    %707 = stablehlo.multiply %706, %cst_5 : tensor<32x32xf32>
    %708 = stablehlo.subtract %arg37, %707 : tensor<32x32xf32>
    %709 = stablehlo.multiply %arg72, %cst_11 : tensor<32xf32>
    %710 = stablehlo.reduce(%414 init: %cst_57) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %711 = stablehlo.add %709, %710 : tensor<32xf32>
    %712 = stablehlo.multiply %711, %cst_10 : tensor<32xf32>
    %713 = stablehlo.subtract %arg36, %712 : tensor<32xf32>
    %714 = stablehlo.multiply %arg73, %cst_6 : tensor<32x32xf32>
    %715 = stablehlo.transpose %397, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %716 = stablehlo.dot_general %715, %146, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %717 = stablehlo.add %714, %716 : tensor<32x32xf32>
    %718 = stablehlo.multiply %717, %cst_5 : tensor<32x32xf32>
    %719 = stablehlo.subtract %arg33, %718 : tensor<32x32xf32>
    %720 = stablehlo.multiply %arg74, %cst_11 : tensor<32xf32>
    %721 = stablehlo.reduce(%397 init: %cst_57) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %722 = stablehlo.add %720, %721 : tensor<32xf32>
    %723 = stablehlo.multiply %722, %cst_10 : tensor<32xf32>
    %724 = stablehlo.subtract %arg32, %723 : tensor<32xf32>
    %725 = stablehlo.multiply %arg75, %cst_6 : tensor<32x32xf32>
    %726 = stablehlo.transpose %389, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %727 = stablehlo.dot_general %726, %184, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %728 = stablehlo.add %725, %727 : tensor<32x32xf32>
    %729 = stablehlo.multiply %728, %cst_5 : tensor<32x32xf32>
    %730 = stablehlo.subtract %arg31, %729 : tensor<32x32xf32>
    %731 = stablehlo.multiply %arg76, %cst_11 : tensor<32xf32>
    %732 = stablehlo.reduce(%389 init: %cst_57) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %733 = stablehlo.add %731, %732 : tensor<32xf32>
    %734 = stablehlo.multiply %733, %cst_10 : tensor<32xf32>
    %735 = stablehlo.subtract %arg30, %734 : tensor<32xf32>
    %736 = stablehlo.multiply %arg77, %cst_11 : tensor<32xf32>
    %737 = stablehlo.multiply %426, %437 : tensor<2x8x32xf32>
    %738 = stablehlo.reduce(%737 init: %cst_57) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %739 = stablehlo.add %736, %738 : tensor<32xf32>
    %740 = stablehlo.multiply %739, %cst_10 : tensor<32xf32>
    %741 = stablehlo.subtract %arg34, %740 : tensor<32xf32>
    %742 = stablehlo.multiply %arg78, %cst_11 : tensor<32xf32>
    %743 = stablehlo.reduce(%426 init: %cst_57) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %744 = stablehlo.add %742, %743 : tensor<32xf32>
    %745 = stablehlo.multiply %744, %cst_10 : tensor<32xf32>
    %746 = stablehlo.subtract %arg35, %745 : tensor<32xf32>
    %747 = stablehlo.multiply %arg79, %cst_11 : tensor<32xf32>
    %748 = stablehlo.multiply %363, %374 : tensor<2x8x32xf32>
    %749 = stablehlo.reduce(%748 init: %cst_57) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %750 = stablehlo.add %747, %749 : tensor<32xf32>
    %751 = stablehlo.multiply %750, %cst_10 : tensor<32xf32>
    %752 = stablehlo.subtract %arg44, %751 : tensor<32xf32>
    %753 = stablehlo.multiply %arg80, %cst_11 : tensor<32xf32>
    %754 = stablehlo.reduce(%363 init: %cst_57) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %755 = stablehlo.add %753, %754 : tensor<32xf32>
    %756 = stablehlo.multiply %755, %cst_10 : tensor<32xf32>
    %757 = stablehlo.subtract %arg45, %756 : tensor<32xf32>
    %758 = stablehlo.multiply %arg81, %cst_9 : tensor<64x32xf32>
    %759 = stablehlo.transpose %361, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %760 = stablehlo.dot_general %759, %196, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %761 = stablehlo.add %758, %760 : tensor<64x32xf32>
    %762 = stablehlo.multiply %761, %cst_7 : tensor<64x32xf32>
    %763 = stablehlo.subtract %arg43, %762 : tensor<64x32xf32>
    %764 = stablehlo.multiply %arg82, %cst_4 : tensor<64xf32>
    %765 = stablehlo.reduce(%361 init: %cst_57) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %766 = stablehlo.add %764, %765 : tensor<64xf32>
    %767 = stablehlo.multiply %766, %cst_3 : tensor<64xf32>
    %768 = stablehlo.subtract %arg42, %767 : tensor<64xf32>
    %769 = stablehlo.multiply %arg83, %cst_2 : tensor<32x64xf32>
    %770 = stablehlo.transpose %350, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %771 = stablehlo.dot_general %770, %207, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %772 = stablehlo.add %769, %771 : tensor<32x64xf32>
    %773 = stablehlo.multiply %772, %cst_1 : tensor<32x64xf32>
    %774 = stablehlo.subtract %arg41, %773 : tensor<32x64xf32>
    %775 = stablehlo.multiply %arg84, %cst_11 : tensor<32xf32>
    %776 = stablehlo.reduce(%350 init: %cst_57) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %777 = stablehlo.add %775, %776 : tensor<32xf32>
    %778 = stablehlo.multiply %777, %cst_10 : tensor<32xf32>
    %779 = stablehlo.subtract %arg40, %778 : tensor<32xf32>
    %780 = stablehlo.multiply %arg85, %cst_11 : tensor<32xf32>
    %781 = stablehlo.multiply %326, %337 : tensor<2x8x32xf32>
    %782 = stablehlo.reduce(%781 init: %cst_57) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %783 = stablehlo.add %780, %782 : tensor<32xf32>
    %784 = stablehlo.multiply %783, %cst_10 : tensor<32xf32>
    %785 = stablehlo.subtract %arg6, %784 : tensor<32xf32>
    %786 = stablehlo.multiply %arg86, %cst_11 : tensor<32xf32>
    %787 = stablehlo.reduce(%326 init: %cst_57) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %788 = stablehlo.add %786, %787 : tensor<32xf32>
    %789 = stablehlo.multiply %788, %cst_10 : tensor<32xf32>
    %790 = stablehlo.subtract %arg46, %789 : tensor<32xf32>
    %791 = stablehlo.multiply %arg87, %cst_0 : tensor<128xf32>
    %792 = stablehlo.reduce(%270 init: %cst_57) applies stablehlo.add across dimensions = [0] : (tensor<16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %793 = stablehlo.add %791, %792 : tensor<128xf32>
    %794 = stablehlo.multiply %793, %cst : tensor<128xf32>
    %795 = stablehlo.subtract %arg1, %794 : tensor<128xf32>
    %796 = stablehlo.multiply %arg88, %cst_6 : tensor<32x32xf32>
    %797 = stablehlo.transpose %324, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %798 = stablehlo.dot_general %797, %219, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %799 = stablehlo.add %796, %798 : tensor<32x32xf32>
    %800 = stablehlo.multiply %799, %cst_5 : tensor<32x32xf32>
    %801 = stablehlo.subtract %arg5, %800 : tensor<32x32xf32>
    %802 = stablehlo.multiply %arg89, %cst_11 : tensor<32xf32>
    %803 = stablehlo.reduce(%324 init: %cst_57) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %804 = stablehlo.add %802, %803 : tensor<32xf32>
    %805 = stablehlo.multiply %804, %cst_10 : tensor<32xf32>
    %806 = stablehlo.subtract %arg4, %805 : tensor<32xf32>
    %807 = stablehlo.multiply %arg90, %cst_11 : tensor<32xf32>
    %808 = stablehlo.multiply %298, %309 : tensor<2x8x32xf32>
    %809 = stablehlo.reduce(%808 init: %cst_57) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %810 = stablehlo.add %807, %809 : tensor<32xf32>
    %811 = stablehlo.multiply %810, %cst_10 : tensor<32xf32>
    %812 = stablehlo.subtract %arg3, %811 : tensor<32xf32>
    %813 = stablehlo.multiply %arg91, %cst_11 : tensor<32xf32>
    %814 = stablehlo.reduce(%298 init: %cst_57) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %815 = stablehlo.add %813, %814 : tensor<32xf32>
    %816 = stablehlo.multiply %815, %cst_10 : tensor<32xf32>
    %817 = stablehlo.subtract %arg47, %816 : tensor<32xf32>
    return %260, %568, %580, %586, %591, %603, %609, %614, %620, %625, %631, %636, %642, %647, %653, %658, %664, %669, %675, %680, %686, %691, %697, %702, %708, %713, %719, %724, %730, %735, %741, %746, %752, %757, %763, %768, %774, %779, %785, %790, %795, %801, %806, %812, %817, %566, %578, %584, %589, %601, %607, %612, %618, %623, %629, %634, %640, %645, %651, %656, %662, %667, %673, %678, %684, %689, %695, %700, %706, %711, %717, %722, %728, %733, %739, %744, %750, %755, %761, %766, %772, %777, %783, %788, %793, %799, %804, %810, %815 : tensor<f32>, tensor<128x32xf32>, tensor<2x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<2x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  }
}
