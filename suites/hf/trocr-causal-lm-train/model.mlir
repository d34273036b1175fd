module @IrToHlo.2433 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<32xf32> {tf.aliasing_output = 55 : i32}, %arg3: tensor<32xf32> {tf.aliasing_output = 54 : i32}, %arg4: tensor<32x64xf32> {tf.aliasing_output = 53 : i32}, %arg5: tensor<64xf32> {tf.aliasing_output = 52 : i32}, %arg6: tensor<64x32xf32> {tf.aliasing_output = 51 : i32}, %arg7: tensor<32xf32> {tf.aliasing_output = 39 : i32}, %arg8: tensor<32xf32> {tf.aliasing_output = 38 : i32}, %arg9: tensor<32x32xf32> {tf.aliasing_output = 37 : i32}, %arg10: tensor<32xf32> {tf.aliasing_output = 34 : i32}, %arg11: tensor<32x32xf32> {tf.aliasing_output = 33 : i32}, %arg12: tensor<32xf32> {tf.aliasing_output = 29 : i32}, %arg13: tensor<32xf32> {tf.aliasing_output = 28 : i32}, %arg14: tensor<32x64xf32> {tf.aliasing_output = 27 : i32}, %arg15: tensor<64xf32> {tf.aliasing_output = 26 : i32}, %arg16: tensor<64x32xf32> {tf.aliasing_output = 25 : i32}, %arg17: tensor<32xf32> {tf.aliasing_output = 13 : i32}, %arg18: tensor<32xf32> {tf.aliasing_output = 12 : i32}, %arg19: tensor<32x32xf32> {tf.aliasing_output = 11 : i32}, %arg20: tensor<32xf32> {tf.aliasing_output = 8 : i32}, %arg21: tensor<32x32xf32> {tf.aliasing_output = 7 : i32}, %arg22: tensor<32xf32> {tf.aliasing_output = 3 : i32}, %arg23: tensor<66x32xf32> {tf.aliasing_output = 2 : i32}, %arg24: tensor<32xf32> {tf.aliasing_output = 4 : i32}, %arg25: tensor<2x8xi64>, %arg26: tensor<i1>, %arg27: tensor<32xf32> {tf.aliasing_output = 6 : i32}, %arg28: tensor<32x32xf32> {tf.aliasing_output = 5 : i32}, %arg29: tensor<32xf32> {tf.aliasing_output = 10 : i32}, %arg30: tensor<32x32xf32> {tf.aliasing_output = 9 : i32}, %arg31: tensor<32xf32> {tf.aliasing_output = 14 : i32}, %arg32: tensor<32xf32> {tf.aliasing_output = 30 : i32}, %arg33: tensor<32xf32> {tf.aliasing_output = 32 : i32}, %arg34: tensor<32x32xf32> {tf.aliasing_output = 31 : i32}, %arg35: tensor<32xf32> {tf.aliasing_output = 36 : i32}, %arg36: tensor<32x32xf32> {tf.aliasing_output = 35 : i32}, %arg37: tensor<32xf32> {tf.aliasing_output = 40 : i32}, %arg38: tensor<32xf32> {tf.aliasing_output = 56 : i32}, %arg39: tensor<128x32xf32> {tf.aliasing_output = 57 : i32}, %arg40: tensor<66x32xf32> {tf.aliasing_output = 58 : i32}, %arg41: tensor<32xf32> {tf.aliasing_output = 59 : i32}, %arg42: tensor<32xf32> {tf.aliasing_output = 60 : i32}, %arg43: tensor<32x32xf32> {tf.aliasing_output = 61 : i32}, %arg44: tensor<32xf32> {tf.aliasing_output = 62 : i32}, %arg45: tensor<32x32xf32> {tf.aliasing_output = 63 : i32}, %arg46: tensor<32xf32> {tf.aliasing_output = 64 : i32}, %arg47: tensor<32x32xf32> {tf.aliasing_output = 65 : i32}, %arg48: tensor<32xf32> {tf.aliasing_output = 66 : i32}, %arg49: tensor<32x32xf32> {tf.aliasing_output = 67 : i32}, %arg50: tensor<32xf32> {tf.aliasing_output = 68 : i32}, %arg51: tensor<32xf32> {tf.aliasing_output = 69 : i32}, %arg52: tensor<32xf32> {tf.aliasing_output = 70 : i32}, %arg53: tensor<32x32xf32> {tf.aliasing_output = 71 : i32}, %arg54: tensor<32x32xf32> {tf.aliasing_output = 15 : i32}, %arg55: tensor<32xf32> {tf.aliasing_output = 72 : i32}, %arg56: tensor<32xf32> {tf.aliasing_output = 16 : i32}, %arg57: tensor<32x32xf32> {tf.aliasing_output = 73 : i32}, %arg58: tensor<32x32xf32> {tf.aliasing_output = 17 : i32}, %arg59: tensor<32xf32> {tf.aliasing_output = 74 : i32}, %arg60: tensor<32xf32> {tf.aliasing_output = 18 : i32}, %arg61: tensor<32x32xf32> {tf.aliasing_output = 75 : i32}, %arg62: tensor<32x32xf32> {tf.aliasing_output = 19 : i32}, %arg63: tensor<32xf32> {tf.aliasing_output = 76 : i32}, %arg64: tensor<32xf32> {tf.aliasing_output = 20 : i32}, %arg65: tensor<32x32xf32> {tf.aliasing_output = 77 : i32}, %arg66: tensor<32x32xf32> {tf.aliasing_output = 21 : i32}, %arg67: tensor<32xf32> {tf.aliasing_output = 78 : i32}, %arg68: tensor<32xf32> {tf.aliasing_output = 22 : i32}, %arg69: tensor<32xf32> {tf.aliasing_output = 79 : i32}, %arg70: tensor<32xf32> {tf.aliasing_output = 23 : i32}, %arg71: tensor<32xf32> {tf.aliasing_output = 80 : i32}, %arg72: tensor<32xf32> {tf.aliasing_output = 24 : i32}, %arg73: tensor<64x32xf32> {tf.aliasing_output = 81 : i32}, %arg74: tensor<64xf32> {tf.aliasing_output = 82 : i32}, %arg75: tensor<32x64xf32> {tf.aliasing_output = 83 : i32}, %arg76: tensor<32xf32> {tf.aliasing_output = 84 : i32}, %arg77: tensor<32xf32> {tf.aliasing_output = 85 : i32}, %arg78: tensor<32xf32> {tf.aliasing_output = 86 : i32}, %arg79: tensor<32x32xf32> {tf.aliasing_output = 87 : i32}, %arg80: tensor<32xf32> {tf.aliasing_output = 88 : i32}, %arg81: tensor<32x32xf32> {tf.aliasing_output = 89 : i32}, %arg82: tensor<32xf32> {tf.aliasing_output = 90 : i32}, %arg83: tensor<32x32xf32> {tf.aliasing_output = 91 : i32}, %arg84: tensor<32xf32> {tf.aliasing_output = 92 : i32}, %arg85: tensor<32x32xf32> {tf.aliasing_output = 93 : i32}, %arg86: tensor<32xf32> {tf.aliasing_output = 94 : i32}, %arg87: tensor<32xf32> {tf.aliasing_output = 95 : i32}, %arg88: tensor<32xf32> {tf.aliasing_output = 96 : i32}, %arg89: tensor<32x32xf32> {tf.aliasing_output = 97 : i32}, %arg90: tensor<32x32xf32> {tf.aliasing_output = 41 : i32}, %arg91: tensor<32xf32> {tf.aliasing_output = 98 : i32}, %arg92: tensor<32xf32> {tf.aliasing_output = 42 : i32}, %arg93: tensor<32x32xf32> {tf.aliasing_output = 99 : i32}, %arg94: tensor<32x32xf32> {tf.aliasing_output = 43 : i32}, %arg95: tensor<32xf32> {tf.aliasing_output = 100 : i32}, %arg96: tensor<32xf32> {tf.aliasing_output = 44 : i32}, %arg97: tensor<32x32xf32> {tf.aliasing_output = 101 : i32}, %arg98: tensor<32x32xf32> {tf.aliasing_output = 45 : i32}, %arg99: tensor<32xf32> {tf.aliasing_output = 102 : i32}, %arg100: tensor<32xf32> {tf.aliasing_output = 46 : i32}, %arg101: tensor<32x32xf32> {tf.aliasing_output = 103 : i32}, %arg102: tensor<32x32xf32> {tf.aliasing_output = 47 : i32}, %arg103: tensor<32xf32> {tf.aliasing_output = 104 : i32}, %arg104: tensor<32xf32> {tf.aliasing_output = 48 : i32}, %arg105: tensor<32xf32> {tf.aliasing_output = 105 : i32}, %arg106: tensor<32xf32> {tf.aliasing_output = 49 : i32}, %arg107: tensor<32xf32> {tf.aliasing_output = 106 : i32}, %arg108: tensor<32xf32> {tf.aliasing_output = 50 : i32}, %arg109: tensor<64x32xf32> {tf.aliasing_output = 107 : i32}, %arg110: tensor<64xf32> {tf.aliasing_output = 108 : i32}, %arg111: tensor<32x64xf32> {tf.aliasing_output = 109 : i32}, %arg112: tensor<32xf32> {tf.aliasing_output = 110 : i32}, %arg113: tensor<32xf32> {tf.aliasing_output = 111 : i32}, %arg114: tensor<32xf32> {tf.aliasing_output = 112 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<66x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<66x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<32x64xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<32x64xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<64xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<64xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<64x32xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<64x32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<66x32xf32>
    %c = stablehlo.constant dense<-1> : tensor<2x8xi64>
    %c_10 = stablehlo.constant dense<66> : tensor<2x8xi64>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<66x32xf32>
    %cst_12 = stablehlo.constant dense<0.899999976> : tensor<66x32xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %cst_14 = stablehlo.constant dense<0.398942292> : tensor<2x8x64xf32>
    %cst_15 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x64xf32>
    %cst_16 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_17 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x1xf32>
    %cst_18 = stablehlo.constant dense<9.99999974E-6> : tensor<16xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_20 = stablehlo.constant dense<1> : tensor<2x8xi64>
    %c_21 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_24 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_25 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_26 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_27 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_29 = stablehlo.constant dense<0.707106769> : tensor<2x8x64xf32>
    %cst_30 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x64xf32>
    %cst_31 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x1x8x8xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_33 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_34 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_35 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_36 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_37 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_38 = stablehlo.constant dense<0.353553385> : tensor<2x8x32xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_40 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_41 = stablehlo.constant dense<2> : tensor<2x8xi64>
    %c_42 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_43 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_44 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_45 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_46 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %c_47 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : tensor<8xi64>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg38, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg37, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %2 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %3 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %4 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %6 = stablehlo.convert %5 : (tensor<16xi64>) -> tensor<16xui32>
    %7 = "stablehlo.gather"(%arg1, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %8 = stablehlo.reshape %7 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %9 = stablehlo.broadcast_in_dim %c_47, dims = [1] : (tensor<8xi64>) -> tensor<2x8xi64>
    %10 = stablehlo.add %9, %c_41 : tensor<2x8xi64>
    %11 = stablehlo.reshape %10 : (tensor<2x8xi64>) -> tensor<16xi64>
    %12 = stablehlo.convert %11 : (tensor<16xi64>) -> tensor<16xui32>
    %13 = "stablehlo.gather"(%arg23, %12) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<66x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %14 = stablehlo.reshape %13 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %15 = stablehlo.add %8, %14 : tensor<2x8x32xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%16, %cst_40, %cst_39) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %17 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %18 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %19 = stablehlo.multiply %17, %18 : tensor<2x8x32xf32>
    %20 = stablehlo.add %4, %19 : tensor<2x8x32xf32>
    %21 = stablehlo.reshape %20 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %22 = stablehlo.transpose %arg30, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %23 = stablehlo.dot_general %21, %22, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %24 = stablehlo.broadcast_in_dim %arg29, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %25 = stablehlo.add %23, %24 : tensor<16x32xf32>
    %26 = stablehlo.reshape %25 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %27 = stablehlo.multiply %26, %cst_38 : tensor<2x8x32xf32>
    %28 = stablehlo.reshape %27 : (tensor<2x8x32xf32>) -> tensor<2x8x4x8xf32>
    %29 = stablehlo.transpose %28, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %30 = stablehlo.reshape %29 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %31 = stablehlo.transpose %arg28, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %32 = stablehlo.dot_general %21, %31, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %33 = stablehlo.broadcast_in_dim %arg27, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %34 = stablehlo.add %32, %33 : tensor<16x32xf32>
    %35 = stablehlo.reshape %34 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %36 = stablehlo.transpose %35, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %37 = stablehlo.reshape %36 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %38 = stablehlo.transpose %37, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %39 = stablehlo.dot_general %30, %38, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %40 = stablehlo.reshape %39 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %41 = stablehlo.convert %arg26 : (tensor<i1>) -> tensor<ui8>
    %42 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %43 = stablehlo.broadcast_in_dim %c_37, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %44 = stablehlo.broadcast_in_dim %c_37, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %45 = stablehlo.compare  LE, %43, %44 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %46 = stablehlo.convert %45 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %47 = stablehlo.and %42, %46 : tensor<1x1x8x8xui8>
    %48 = stablehlo.compare  NE, %47, %c_46 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %49 = stablehlo.convert %48 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %50 = stablehlo.reshape %49 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %51 = stablehlo.broadcast_in_dim %50, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %52 = stablehlo.compare  NE, %arg25, %c_45 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %53 = stablehlo.broadcast_in_dim %c_36, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %54 = stablehlo.compare  LT, %53, %c_35 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %55 = stablehlo.add %53, %c_34 : tensor<2x1x1x8xi64>
    %56 = stablehlo.select %54, %55, %53 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %57 = stablehlo.reshape %56 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %58 = stablehlo.broadcast_in_dim %c_37, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %59 = stablehlo.compare  LT, %58, %c_35 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %60 = stablehlo.add %58, %c_33 : tensor<2x1x1x8xi64>
    %61 = stablehlo.select %59, %60, %58 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %62 = stablehlo.reshape %61 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %63 = stablehlo.concatenate %57, %62, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %64 = "stablehlo.gather"(%52, %63) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %65 = stablehlo.convert %64 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %66 = stablehlo.reshape %65 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %68 = stablehlo.and %51, %67 : tensor<2x1x8x8xui8>
    %69 = stablehlo.compare  NE, %68, %c_44 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %70 = stablehlo.select %69, %cst_32, %cst_31 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %71 = stablehlo.reshape %70 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %73 = stablehlo.add %40, %72 : tensor<2x4x8x8xf32>
    %74 = stablehlo.reshape %73 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %75 = stablehlo.reduce(%74 init: %cst_43) applies stablehlo.maximum across dimensions = [2] : (tensor<8x8x8xf32>, tensor<f32>) -> tensor<8x8xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x8xf32>
    %77 = stablehlo.subtract %74, %76 : tensor<8x8x8xf32>
    %78 = stablehlo.exponential %77 : tensor<8x8x8xf32>
    %79 = stablehlo.reduce(%78 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<8x8x8xf32>, tensor<f32>) -> tensor<8x8xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x8xf32>
    %81 = stablehlo.divide %78, %80 : tensor<8x8x8xf32>
    %82 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %83 = stablehlo.dot_general %21, %82, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %84 = stablehlo.broadcast_in_dim %arg20, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %85 = stablehlo.add %83, %84 : tensor<16x32xf32>
    %86 = stablehlo.reshape %85 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %87 = stablehlo.transpose %86, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %88 = stablehlo.reshape %87 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %89 = stablehlo.dot_general %81, %88, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %90 = stablehlo.reshape %89 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %91 = stablehlo.transpose %90, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %92 = stablehlo.reshape %91 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %93 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %94 = stablehlo.dot_general %92, %93, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %95 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %96 = stablehlo.add %94, %95 : tensor<16x32xf32>
    %97 = stablehlo.reshape %96 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %98 = stablehlo.add %20, %97 : tensor<2x8x32xf32>
    %99 = stablehlo.reshape %98 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_49, %batch_mean_50, %batch_var_51 = "stablehlo.batch_norm_training"(%99, %cst_40, %cst_39) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %100 = stablehlo.reshape %output_49 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %101 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %102 = stablehlo.multiply %100, %101 : tensor<2x8x32xf32>
    %103 = stablehlo.add %3, %102 : tensor<2x8x32xf32>
    %104 = stablehlo.reshape %103 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %105 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %106 = stablehlo.dot_general %104, %105, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %107 = stablehlo.broadcast_in_dim %arg15, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %108 = stablehlo.add %106, %107 : tensor<16x64xf32>
    %109 = stablehlo.reshape %108 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %110 = stablehlo.multiply %109, %cst_30 : tensor<2x8x64xf32>
    %111 = stablehlo.multiply %109, %cst_29 : tensor<2x8x64xf32>
    %112 = stablehlo.custom_call @mhlo.erf(%111) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %113 = stablehlo.add %112, %cst_28 : tensor<2x8x64xf32>
    %114 = stablehlo.multiply %110, %113 : tensor<2x8x64xf32>
    %115 = stablehlo.reshape %114 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %116 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %117 = stablehlo.dot_general %115, %116, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %118 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %119 = stablehlo.add %117, %118 : tensor<16x32xf32>
    %120 = stablehlo.reshape %119 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %121 = stablehlo.add %103, %120 : tensor<2x8x32xf32>
    %122 = stablehlo.reshape %121 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_52, %batch_mean_53, %batch_var_54 = "stablehlo.batch_norm_training"(%122, %cst_40, %cst_39) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %123 = stablehlo.reshape %output_52 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %124 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %125 = stablehlo.multiply %123, %124 : tensor<2x8x32xf32>
    %126 = stablehlo.add %2, %125 : tensor<2x8x32xf32>
    %127 = stablehlo.reshape %126 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %128 = stablehlo.transpose %arg36, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %129 = stablehlo.dot_general %127, %128, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %130 = stablehlo.broadcast_in_dim %arg35, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %131 = stablehlo.add %129, %130 : tensor<16x32xf32>
    %132 = stablehlo.reshape %131 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %133 = stablehlo.multiply %132, %cst_38 : tensor<2x8x32xf32>
    %134 = stablehlo.reshape %133 : (tensor<2x8x32xf32>) -> tensor<2x8x4x8xf32>
    %135 = stablehlo.transpose %134, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %136 = stablehlo.reshape %135 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %137 = stablehlo.transpose %arg34, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %138 = stablehlo.dot_general %127, %137, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %139 = stablehlo.broadcast_in_dim %arg33, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %140 = stablehlo.add %138, %139 : tensor<16x32xf32>
    %141 = stablehlo.reshape %140 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %142 = stablehlo.transpose %141, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %143 = stablehlo.reshape %142 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %144 = stablehlo.transpose %143, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %145 = stablehlo.dot_general %136, %144, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %146 = stablehlo.reshape %145 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %147 = stablehlo.add %146, %72 : tensor<2x4x8x8xf32>
    %148 = stablehlo.reshape %147 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %149 = stablehlo.reduce(%148 init: %cst_43) applies stablehlo.maximum across dimensions = [2] : (tensor<8x8x8xf32>, tensor<f32>) -> tensor<8x8xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x8xf32>
    %151 = stablehlo.subtract %148, %150 : tensor<8x8x8xf32>
    %152 = stablehlo.exponential %151 : tensor<8x8x8xf32>
    %153 = stablehlo.reduce(%152 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<8x8x8xf32>, tensor<f32>) -> tensor<8x8xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x8xf32>
    %155 = stablehlo.divide %152, %154 : tensor<8x8x8xf32>
    %156 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %157 = stablehlo.dot_general %127, %156, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %158 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %159 = stablehlo.add %157, %158 : tensor<16x32xf32>
    %160 = stablehlo.reshape %159 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %161 = stablehlo.transpose %160, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %162 = stablehlo.reshape %161 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %163 = stablehlo.dot_general %155, %162, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %164 = stablehlo.reshape %163 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %165 = stablehlo.transpose %164, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %166 = stablehlo.reshape %165 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %167 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %168 = stablehlo.dot_general %166, %167, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %169 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %170 = stablehlo.add %168, %169 : tensor<16x32xf32>
    %171 = stablehlo.reshape %170 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %172 = stablehlo.add %126, %171 : tensor<2x8x32xf32>
    %173 = stablehlo.reshape %172 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_55, %batch_mean_56, %batch_var_57 = "stablehlo.batch_norm_training"(%173, %cst_40, %cst_39) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %174 = stablehlo.reshape %output_55 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %175 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %176 = stablehlo.multiply %174, %175 : tensor<2x8x32xf32>
    %177 = stablehlo.add %1, %176 : tensor<2x8x32xf32>
    %178 = stablehlo.reshape %177 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %179 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %180 = stablehlo.dot_general %178, %179, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %181 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %182 = stablehlo.add %180, %181 : tensor<16x64xf32>
    %183 = stablehlo.reshape %182 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %184 = stablehlo.multiply %183, %cst_30 : tensor<2x8x64xf32>
    %185 = stablehlo.multiply %183, %cst_29 : tensor<2x8x64xf32>
    %186 = stablehlo.custom_call @mhlo.erf(%185) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %187 = stablehlo.add %186, %cst_28 : tensor<2x8x64xf32>
    %188 = stablehlo.multiply %184, %187 : tensor<2x8x64xf32>
    %189 = stablehlo.reshape %188 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %190 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %191 = stablehlo.dot_general %189, %190, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %192 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %193 = stablehlo.add %191, %192 : tensor<16x32xf32>
    %194 = stablehlo.reshape %193 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %195 = stablehlo.add %177, %194 : tensor<2x8x32xf32>
    %196 = stablehlo.reshape %195 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_58, %batch_mean_59, %batch_var_60 = "stablehlo.batch_norm_training"(%196, %cst_40, %cst_39) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %197 = stablehlo.reshape %output_58 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %198 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %199 = stablehlo.multiply %197, %198 : tensor<2x8x32xf32>
    %200 = stablehlo.add %0, %199 : tensor<2x8x32xf32>
    %201 = stablehlo.reshape %200 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %202 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %203 = stablehlo.dot_general %201, %202, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %204 = stablehlo.reshape %203 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %205 = stablehlo.slice %204 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %206 = stablehlo.reduce(%205 init: %cst_43) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %208 = stablehlo.subtract %205, %207 : tensor<2x7x128xf32>
    %209 = stablehlo.exponential %208 : tensor<2x7x128xf32>
    %210 = stablehlo.reduce(%209 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %211 = stablehlo.log %210 : tensor<2x7xf32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %213 = stablehlo.subtract %208, %212 : tensor<2x7x128xf32>
    %214 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %215 = stablehlo.broadcast_in_dim %214, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %216 = stablehlo.broadcast_in_dim %c_42, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %217 = stablehlo.compare  EQ, %215, %216 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %218 = stablehlo.convert %217 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %219 = stablehlo.convert %218 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %220 = stablehlo.multiply %213, %219 : tensor<2x7x128xf32>
    %221 = stablehlo.reduce(%220 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %222 = stablehlo.reduce(%221 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %223 = stablehlo.multiply %222, %cst_27 : tensor<f32>
    %224 = stablehlo.negate %223 : tensor<f32>
    %225 = stablehlo.multiply %arg39, %cst_26 : tensor<128x32xf32>
    %226 = stablehlo.multiply %219, %cst_24 : tensor<2x7x128xf32>
    %227 = stablehlo.exponential %213 : tensor<2x7x128xf32>
    %228 = stablehlo.reduce(%226 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %229 = stablehlo.broadcast_in_dim %228, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %230 = stablehlo.multiply %227, %229 : tensor<2x7x128xf32>
    %231 = stablehlo.subtract %226, %230 : tensor<2x7x128xf32>
    %232 = stablehlo.pad %231, %cst_48, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %233 = stablehlo.select %c_25, %232, %cst_23 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %234 = stablehlo.reshape %233 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %235 = stablehlo.transpose %234, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %236 = stablehlo.dot_general %235, %201, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %237 = stablehlo.compare  LT, %arg0, %c_45 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %238 = stablehlo.add %arg0, %c_21 : tensor<2x8xi64>
    %239 = stablehlo.select %237, %238, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %240 = stablehlo.reshape %239 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %241 = stablehlo.compare  EQ, %arg0, %c_20 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %242 = stablehlo.broadcast_in_dim %241, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %243 = stablehlo.add %batch_var, %cst_18 : tensor<16xf32>
    %244 = stablehlo.rsqrt %243 : tensor<16xf32>
    %245 = stablehlo.reshape %244 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %246 = stablehlo.divide %245, %cst_17 : tensor<2x8x1xf32>
    %247 = stablehlo.reshape %246 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %249 = stablehlo.add %batch_var_51, %cst_18 : tensor<16xf32>
    %250 = stablehlo.rsqrt %249 : tensor<16xf32>
    %251 = stablehlo.reshape %250 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %252 = stablehlo.divide %251, %cst_17 : tensor<2x8x1xf32>
    %253 = stablehlo.reshape %252 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %255 = stablehlo.add %batch_var_54, %cst_18 : tensor<16xf32>
    %256 = stablehlo.rsqrt %255 : tensor<16xf32>
    %257 = stablehlo.reshape %256 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %258 = stablehlo.divide %257, %cst_17 : tensor<2x8x1xf32>
    %259 = stablehlo.reshape %258 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %261 = stablehlo.add %batch_var_57, %cst_18 : tensor<16xf32>
    %262 = stablehlo.rsqrt %261 : tensor<16xf32>
    %263 = stablehlo.reshape %262 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %264 = stablehlo.divide %263, %cst_17 : tensor<2x8x1xf32>
    %265 = stablehlo.reshape %264 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %266 = stablehlo.broadcast_in_dim %265, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %267 = stablehlo.add %batch_var_60, %cst_18 : tensor<16xf32>
    %268 = stablehlo.rsqrt %267 : tensor<16xf32>
    %269 = stablehlo.reshape %268 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %270 = stablehlo.divide %269, %cst_17 : tensor<2x8x1xf32>
    %271 = stablehlo.reshape %270 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %272 = stablehlo.broadcast_in_dim %271, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %273 = stablehlo.dot_general %234, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %274 = stablehlo.reshape %273 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %275 = stablehlo.multiply %274, %198 : tensor<2x8x32xf32>
    %276 = stablehlo.multiply %275, %cst_16 : tensor<2x8x32xf32>
    %277 = stablehlo.reduce(%275 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %279 = stablehlo.subtract %276, %278 : tensor<2x8x32xf32>
    %280 = stablehlo.reshape %batch_mean_59 : (tensor<16xf32>) -> tensor<2x8xf32>
    %281 = stablehlo.broadcast_in_dim %280, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %282 = stablehlo.subtract %195, %281 : tensor<2x8x32xf32>
    %283 = stablehlo.reshape %268 : (tensor<16xf32>) -> tensor<2x8xf32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %285 = stablehlo.multiply %282, %284 : tensor<2x8x32xf32>
    %286 = stablehlo.multiply %275, %285 : tensor<2x8x32xf32>
    %287 = stablehlo.reduce(%286 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %289 = stablehlo.multiply %285, %288 : tensor<2x8x32xf32>
    %290 = stablehlo.subtract %279, %289 : tensor<2x8x32xf32>
    %291 = stablehlo.multiply %272, %290 : tensor<2x8x32xf32>
    %292 = stablehlo.reshape %291 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %293 = stablehlo.dot_general %292, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %294 = stablehlo.reshape %293 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %295 = stablehlo.multiply %187, %cst_30 : tensor<2x8x64xf32>
    %296 = stablehlo.multiply %183, %183 : tensor<2x8x64xf32>
    %297 = stablehlo.multiply %296, %cst_15 : tensor<2x8x64xf32>
    %298 = stablehlo.exponential %297 : tensor<2x8x64xf32>
    %299 = stablehlo.multiply %298, %cst_14 : tensor<2x8x64xf32>
    %300 = stablehlo.multiply %183, %299 : tensor<2x8x64xf32>
    %301 = stablehlo.add %295, %300 : tensor<2x8x64xf32>
    %302 = stablehlo.multiply %294, %301 : tensor<2x8x64xf32>
    %303 = stablehlo.reshape %302 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %304 = stablehlo.dot_general %303, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %305 = stablehlo.reshape %304 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %306 = stablehlo.add %291, %305 : tensor<2x8x32xf32>
    %307 = stablehlo.multiply %306, %175 : tensor<2x8x32xf32>
    %308 = stablehlo.multiply %307, %cst_16 : tensor<2x8x32xf32>
    %309 = stablehlo.reduce(%307 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %310 = stablehlo.broadcast_in_dim %309, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %311 = stablehlo.subtract %308, %310 : tensor<2x8x32xf32>
    %312 = stablehlo.reshape %batch_mean_56 : (tensor<16xf32>) -> tensor<2x8xf32>
    %313 = stablehlo.broadcast_in_dim %312, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %314 = stablehlo.subtract %172, %313 : tensor<2x8x32xf32>
    %315 = stablehlo.reshape %262 : (tensor<16xf32>) -> tensor<2x8xf32>
    %316 = stablehlo.broadcast_in_dim %315, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %317 = stablehlo.multiply %314, %316 : tensor<2x8x32xf32>
    %318 = stablehlo.multiply %307, %317 : tensor<2x8x32xf32>
    %319 = stablehlo.reduce(%318 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %320 = stablehlo.broadcast_in_dim %319, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %321 = stablehlo.multiply %317, %320 : tensor<2x8x32xf32>
    %322 = stablehlo.subtract %311, %321 : tensor<2x8x32xf32>
    %323 = stablehlo.multiply %266, %322 : tensor<2x8x32xf32>
    %324 = stablehlo.transpose %155, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %325 = stablehlo.reshape %323 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %326 = stablehlo.dot_general %325, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %327 = stablehlo.reshape %326 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %328 = stablehlo.transpose %327, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %329 = stablehlo.reshape %328 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %330 = stablehlo.dot_general %324, %329, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %331 = stablehlo.reshape %330 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %332 = stablehlo.transpose %331, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %333 = stablehlo.reshape %332 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %334 = stablehlo.dot_general %333, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %335 = stablehlo.reshape %334 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %336 = stablehlo.add %323, %335 : tensor<2x8x32xf32>
    %337 = stablehlo.transpose %136, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %338 = stablehlo.transpose %162, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %339 = stablehlo.dot_general %329, %338, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %340 = stablehlo.multiply %339, %155 : tensor<8x8x8xf32>
    %341 = stablehlo.reduce(%340 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<8x8x8xf32>, tensor<f32>) -> tensor<8x8xf32>
    %342 = stablehlo.broadcast_in_dim %341, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x8xf32>
    %343 = stablehlo.multiply %155, %342 : tensor<8x8x8xf32>
    %344 = stablehlo.subtract %340, %343 : tensor<8x8x8xf32>
    %345 = stablehlo.dot_general %337, %344, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %346 = stablehlo.transpose %345, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %347 = stablehlo.reshape %346 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %348 = stablehlo.transpose %347, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %349 = stablehlo.reshape %348 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %350 = stablehlo.dot_general %349, %arg34, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %351 = stablehlo.reshape %350 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %352 = stablehlo.add %336, %351 : tensor<2x8x32xf32>
    %353 = stablehlo.dot_general %344, %143, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %354 = stablehlo.reshape %353 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %355 = stablehlo.transpose %354, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %356 = stablehlo.reshape %355 : (tensor<2x8x4x8xf32>) -> tensor<2x8x32xf32>
    %357 = stablehlo.multiply %356, %cst_38 : tensor<2x8x32xf32>
    %358 = stablehlo.reshape %357 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %359 = stablehlo.dot_general %358, %arg36, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %360 = stablehlo.reshape %359 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %361 = stablehlo.add %352, %360 : tensor<2x8x32xf32>
    %362 = stablehlo.multiply %361, %124 : tensor<2x8x32xf32>
    %363 = stablehlo.multiply %362, %cst_16 : tensor<2x8x32xf32>
    %364 = stablehlo.reduce(%362 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %365 = stablehlo.broadcast_in_dim %364, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %366 = stablehlo.subtract %363, %365 : tensor<2x8x32xf32>
    %367 = stablehlo.reshape %batch_mean_53 : (tensor<16xf32>) -> tensor<2x8xf32>
    %368 = stablehlo.broadcast_in_dim %367, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %369 = stablehlo.subtract %121, %368 : tensor<2x8x32xf32>
    %370 = stablehlo.reshape %256 : (tensor<16xf32>) -> tensor<2x8xf32>
    %371 = stablehlo.broadcast_in_dim %370, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %372 = stablehlo.multiply %369, %371 : tensor<2x8x32xf32>
    %373 = stablehlo.multiply %362, %372 : tensor<2x8x32xf32>
    %374 = stablehlo.reduce(%373 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %375 = stablehlo.broadcast_in_dim %374, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %376 = stablehlo.multiply %372, %375 : tensor<2x8x32xf32>
    %377 = stablehlo.subtract %366, %376 : tensor<2x8x32xf32>
    %378 = stablehlo.multiply %260, %377 : tensor<2x8x32xf32>
    %379 = stablehlo.reshape %378 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %380 = stablehlo.dot_general %379, %arg14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %381 = stablehlo.reshape %380 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %382 = stablehlo.multiply %113, %cst_30 : tensor<2x8x64xf32>
    %383 = stablehlo.multiply %109, %109 : tensor<2x8x64xf32>
    %384 = stablehlo.multiply %383, %cst_15 : tensor<2x8x64xf32>
    %385 = stablehlo.exponential %384 : tensor<2x8x64xf32>
    %386 = stablehlo.multiply %385, %cst_14 : tensor<2x8x64xf32>
    %387 = stablehlo.multiply %109, %386 : tensor<2x8x64xf32>
    %388 = stablehlo.add %382, %387 : tensor<2x8x64xf32>
    %389 = stablehlo.multiply %381, %388 : tensor<2x8x64xf32>
    %390 = stablehlo.reshape %389 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %391 = stablehlo.dot_general %390, %arg16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %392 = stablehlo.reshape %391 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %393 = stablehlo.add %378, %392 : tensor<2x8x32xf32>
    %394 = stablehlo.multiply %393, %101 : tensor<2x8x32xf32>
    %395 = stablehlo.multiply %394, %cst_16 : tensor<2x8x32xf32>
    %396 = stablehlo.reduce(%394 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %397 = stablehlo.broadcast_in_dim %396, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %398 = stablehlo.subtract %395, %397 : tensor<2x8x32xf32>
    %399 = stablehlo.reshape %batch_mean_50 : (tensor<16xf32>) -> tensor<2x8xf32>
    %400 = stablehlo.broadcast_in_dim %399, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %401 = stablehlo.subtract %98, %400 : tensor<2x8x32xf32>
    %402 = stablehlo.reshape %250 : (tensor<16xf32>) -> tensor<2x8xf32>
    %403 = stablehlo.broadcast_in_dim %402, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %404 = stablehlo.multiply %401, %403 : tensor<2x8x32xf32>
    %405 = stablehlo.multiply %394, %404 : tensor<2x8x32xf32>
    %406 = stablehlo.reduce(%405 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %407 = stablehlo.broadcast_in_dim %406, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %408 = stablehlo.multiply %404, %407 : tensor<2x8x32xf32>
    %409 = stablehlo.subtract %398, %408 : tensor<2x8x32xf32>
    %410 = stablehlo.multiply %254, %409 : tensor<2x8x32xf32>
    %411 = stablehlo.transpose %81, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %412 = stablehlo.reshape %410 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %413 = stablehlo.dot_general %412, %arg19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %414 = stablehlo.reshape %413 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %415 = stablehlo.transpose %414, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %416 = stablehlo.reshape %415 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %417 = stablehlo.dot_general %411, %416, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %418 = stablehlo.reshape %417 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %419 = stablehlo.transpose %418, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %420 = stablehlo.reshape %419 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %421 = stablehlo.dot_general %420, %arg21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %422 = stablehlo.reshape %421 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %423 = stablehlo.add %410, %422 : tensor<2x8x32xf32>
    %424 = stablehlo.transpose %30, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %425 = stablehlo.transpose %88, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %426 = stablehlo.dot_general %416, %425, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %427 = stablehlo.multiply %426, %81 : tensor<8x8x8xf32>
    %428 = stablehlo.reduce(%427 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<8x8x8xf32>, tensor<f32>) -> tensor<8x8xf32>
    %429 = stablehlo.broadcast_in_dim %428, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x8xf32>
    %430 = stablehlo.multiply %81, %429 : tensor<8x8x8xf32>
    %431 = stablehlo.subtract %427, %430 : tensor<8x8x8xf32>
    %432 = stablehlo.dot_general %424, %431, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %433 = stablehlo.transpose %432, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %434 = stablehlo.reshape %433 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %435 = stablehlo.transpose %434, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %436 = stablehlo.reshape %435 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %437 = stablehlo.dot_general %436, %arg28, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %438 = stablehlo.reshape %437 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %439 = stablehlo.add %423, %438 : tensor<2x8x32xf32>
    %440 = stablehlo.dot_general %431, %37, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %441 = stablehlo.reshape %440 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %442 = stablehlo.transpose %441, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %443 = stablehlo.reshape %442 : (tensor<2x8x4x8xf32>) -> tensor<2x8x32xf32>
    %444 = stablehlo.multiply %443, %cst_38 : tensor<2x8x32xf32>
    %445 = stablehlo.reshape %444 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %446 = stablehlo.dot_general %445, %arg30, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %447 = stablehlo.reshape %446 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %448 = stablehlo.add %439, %447 : tensor<2x8x32xf32>
    %449 = stablehlo.multiply %448, %18 : tensor<2x8x32xf32>
    %450 = stablehlo.multiply %449, %cst_16 : tensor<2x8x32xf32>
    %451 = stablehlo.reduce(%449 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %452 = stablehlo.broadcast_in_dim %451, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %453 = stablehlo.subtract %450, %452 : tensor<2x8x32xf32>
    %454 = stablehlo.reshape %batch_mean : (tensor<16xf32>) -> tensor<2x8xf32>
    %455 = stablehlo.broadcast_in_dim %454, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %456 = stablehlo.subtract %15, %455 : tensor<2x8x32xf32>
    %457 = stablehlo.reshape %244 : (tensor<16xf32>) -> tensor<2x8xf32>
    %458 = stablehlo.broadcast_in_dim %457, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %459 = stablehlo.multiply %456, %458 : tensor<2x8x32xf32>
    %460 = stablehlo.multiply %449, %459 : tensor<2x8x32xf32>
    %461 = stablehlo.reduce(%460 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %462 = stablehlo.broadcast_in_dim %461, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %463 = stablehlo.multiply %459, %462 : tensor<2x8x32xf32>
    %464 = stablehlo.subtract %453, %463 : tensor<2x8x32xf32>
    %465 = stablehlo.multiply %248, %464 : tensor<2x8x32xf32>
    %466 = stablehlo.select %242, %cst_19, %465 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %467 = "stablehlo.scatter"(%cst_22, %240, %466) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg115: tensor<f32>, %arg116: tensor<f32>):
      %731 = stablehlo.add %arg115, %arg116 : tensor<f32>
      stablehlo.return %731 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %468 = stablehlo.add %236, %467 : tensor<128x32xf32>
    %469 = stablehlo.add %225, %468 : tensor<128x32xf32>
    %470 = stablehlo.multiply %469, %cst_13 : tensor<128x32xf32>
    %471 = stablehlo.subtract %arg1, %470 : tensor<128x32xf32>
    %472 = stablehlo.multiply %arg40, %cst_12 : tensor<66x32xf32>
    %473 = stablehlo.compare  LT, %10, %c_45 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %474 = stablehlo.add %10, %c_10 : tensor<2x8xi64>
    %475 = stablehlo.select %473, %474, %10 : tensor<2x8xi1>, tensor<2x8xi64>
    %476 = stablehlo.reshape %475 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %477 = stablehlo.compare  EQ, %10, %c : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %478 = stablehlo.broadcast_in_dim %477, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %479 = stablehlo.select %478, %cst_19, %465 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %480 = "stablehlo.scatter"(%cst_11, %476, %479) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg115: tensor<f32>, %arg116: tensor<f32>):
      %731 = stablehlo.add %arg115, %arg116 : tensor<f32>
      stablehlo.return %731 : tensor<f32>
    }) : (tensor<66x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<66x32xf32>
    %481 = stablehlo.add %472, %480 : tensor<66x32xf32>
    %482 = stablehlo.multiply %481, %cst_9 : tensor<66x32xf32>
    %483 = stablehlo.subtract %arg23, %482 : tensor<66x32xf32>
    %484 = stablehlo.multiply %arg41, %cst_8 : tensor<32xf32>
    %485 = stablehlo.multiply %448, %459 : tensor<2x8x32xf32>
    %486 = stablehlo.reduce(%485 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %487 = stablehlo.add %484, %486 : tensor<32xf32>
    %488 = stablehlo.multiply %487, %cst_7 : tensor<32xf32>
    %489 = stablehlo.subtract %arg22, %488 : tensor<32xf32>
    %490 = stablehlo.multiply %arg42, %cst_8 : tensor<32xf32>
    %491 = stablehlo.reduce(%448 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %492 = stablehlo.add %490, %491 : tensor<32xf32>
    %493 = stablehlo.multiply %492, %cst_7 : tensor<32xf32>
    %494 = stablehlo.subtract %arg24, %493 : tensor<32xf32>
    %495 = stablehlo.multiply %arg43, %cst_6 : tensor<32x32xf32>
    %496 = stablehlo.transpose %436, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %497 = stablehlo.dot_general %496, %21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %498 = stablehlo.add %495, %497 : tensor<32x32xf32>
    %499 = stablehlo.multiply %498, %cst_5 : tensor<32x32xf32>
    %500 = stablehlo.subtract %arg28, %499 : tensor<32x32xf32>
    %501 = stablehlo.multiply %arg44, %cst_8 : tensor<32xf32>
    %502 = stablehlo.reduce(%436 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %503 = stablehlo.add %501, %502 : tensor<32xf32>
    %504 = stablehlo.multiply %503, %cst_7 : tensor<32xf32>
    %505 = stablehlo.subtract %arg27, %504 : tensor<32xf32>
    %506 = stablehlo.multiply %arg45, %cst_6 : tensor<32x32xf32>
    %507 = stablehlo.transpose %420, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %508 = stablehlo.dot_general %507, %21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %509 = stablehlo.add %506, %508 : tensor<32x32xf32>
    %510 = stablehlo.multiply %509, %cst_5 : tensor<32x32xf32>
    %511 = stablehlo.subtract %arg21, %510 : tensor<32x32xf32>
    %512 = stablehlo.multiply %arg46, %cst_8 : tensor<32xf32>
    %513 = stablehlo.reduce(%420 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %514 = stablehlo.add %512, %513 : tensor<32xf32>
    %515 = stablehlo.multiply %514, %cst_7 : tensor<32xf32>
    %516 = stablehlo.subtract %arg20, %515 : tensor<32xf32>
    %517 = stablehlo.multiply %arg47, %cst_6 : tensor<32x32xf32>
    %518 = stablehlo.transpose %445, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %519 = stablehlo.dot_general %518, %21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %520 = stablehlo.add %517, %519 : tensor<32x32xf32>
    %521 = stablehlo.multiply %520, %cst_5 : tensor<32x32xf32>
    %522 = stablehlo.subtract %arg30, %521 : tensor<32x32xf32>
    %523 = stablehlo.multiply %arg48, %cst_8 : tensor<32xf32>
    %524 = stablehlo.reduce(%445 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %525 = stablehlo.add %523, %524 : tensor<32xf32>
    %526 = stablehlo.multiply %525, %cst_7 : tensor<32xf32>
    %527 = stablehlo.subtract %arg29, %526 : tensor<32xf32>
    %528 = stablehlo.multiply %arg49, %cst_6 : tensor<32x32xf32>
    %529 = stablehlo.transpose %412, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %530 = stablehlo.dot_general %529, %92, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %531 = stablehlo.add %528, %530 : tensor<32x32xf32>
    %532 = stablehlo.multiply %531, %cst_5 : tensor<32x32xf32>
    %533 = stablehlo.subtract %arg19, %532 : tensor<32x32xf32>
    %534 = stablehlo.multiply %arg50, %cst_8 : tensor<32xf32>
    %535 = stablehlo.reduce(%412 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %536 = stablehlo.add %534, %535 : tensor<32xf32>
    %537 = stablehlo.multiply %536, %cst_7 : tensor<32xf32>
    %538 = stablehlo.subtract %arg18, %537 : tensor<32xf32>
    %539 = stablehlo.multiply %arg51, %cst_8 : tensor<32xf32>
    %540 = stablehlo.multiply %393, %404 : tensor<2x8x32xf32>
    %541 = stablehlo.reduce(%540 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %542 = stablehlo.add %539, %541 : tensor<32xf32>
    %543 = stablehlo.multiply %542, %cst_7 : tensor<32xf32>
    %544 = stablehlo.subtract %arg17, %543 : tensor<32xf32>
    %545 = stablehlo.multiply %arg52, %cst_8 : tensor<32xf32>
    %546 = stablehlo.reduce(%393 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %547 = stablehlo.add %545, %546 : tensor<32xf32>
    %548 = stablehlo.multiply %547, %cst_7 : tensor<32xf32>
    %549 = stablehlo.subtract %arg31, %548 : tensor<32xf32>
    %550 = stablehlo.multiply %arg53, %cst_6 : tensor<32x32xf32>
    %551 = stablehlo.multiply %550, %cst_5 : tensor<32x32xf32>
    %552 = stablehlo.subtract %arg54, %551 : tensor<32x32xf32>
    %553 = stablehlo.multiply %arg55, %cst_8 : tensor<32xf32>
    %554 = stablehlo.multiply %553, %cst_7 : tensor<32xf32>
    %555 = stablehlo.subtract %arg56, %554 : tensor<32xf32>
    %556 = stablehlo.multiply %arg57, %cst_6 : tensor<32x32xf32>
    %557 = stablehlo.multiply %556, %cst_5 : tensor<32x32xf32>
    %558 = stablehlo.subtract %arg58, %557 : tensor<32x32xf32>
    %559 = stablehlo.multiply %arg59, %cst_8 : tensor<32xf32>
    %560 = stablehlo.multiply %559, %cst_7 : tensor<32xf32>
    %561 = stablehlo.subtract %arg60, %560 : tensor<32xf32>
    %562 = stablehlo.multiply %arg61, %cst_6 : tensor<32x32xf32>
    %563 = stablehlo.multiply %562, %cst_5 : tensor<32x32xf32>
    %564 = stablehlo.subtract %arg62, %563 : tensor<32x32xf32>
    %565 = stablehlo.multiply %arg63, %cst_8 : tensor<32xf32>
    %566 = stablehlo.multiply %565, %cst_7 : tensor<32xf32>
    %567 = stablehlo.subtract %arg64, %566 : tensor<32xf32>
    %568 = stablehlo.multiply %arg65, %cst_6 : tensor<32x32xf32>
    %569 = stablehlo.multiply %568, %cst_5 : tensor<32x32xf32>
    %570 = stablehlo.subtract %arg66, %569 : tensor<32x32xf32>
    %571 = stablehlo.multiply %arg67, %cst_8 : tensor<32xf32>
    %572 = stablehlo.multiply %571, %cst_7 : tensor<32xf32>
    %573 = stablehlo.subtract %arg68, %572 : tensor<32xf32>
    %574 = stablehlo.multiply %arg69, %cst_8 : tensor<32xf32>
    %575 = stablehlo.multiply %574, %cst_7 : tensor<32xf32>
    %576 = stablehlo.subtract %arg70, %575 : tensor<32xf32>
    %577 = stablehlo.multiply %arg71, %cst_8 : tensor<32xf32>
    %578 = stablehlo.multiply %577, %cst_7 : tensor<32xf32>
    %579 = stablehlo.subtract %arg72, %578 : tensor<32xf32>
    %580 = stablehlo.multiply %arg73, %cst_4 : tensor<64x32xf32>
    %581 = stablehlo.transpose %390, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %582 = stablehlo.dot_general %581, %104, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %583 = stablehlo.add %580, %582 : tensor<64x32xf32>
    %584 = stablehlo.multiply %583, %cst_3 : tensor<64x32xf32>
    %585 = stablehlo.subtract %arg16, %584 : tensor<64x32xf32>
    %586 = stablehlo.multiply %arg74, %cst_2 : tensor<64xf32>
    %587 = stablehlo.reduce(%390 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %588 = stablehlo.add %586, %587 : tensor<64xf32>
    %589 = stablehlo.multiply %588, %cst_1 : tensor<64xf32>
    %590 = stablehlo.subtract %arg15, %589 : tensor<64xf32>
    %591 = stablehlo.multiply %arg75, %cst_0 : tensor<32x64xf32>
    %592 = stablehlo.transpose %379, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %593 = stablehlo.dot_general %592, %115, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %594 = stablehlo.add %591, %593 : tensor<32x64xf32>
    %595 = stablehlo.multiply %594, %cst : tensor<32x64xf32>
    %596 = stablehlo.subtract %arg14, %595 : tensor<32x64xf32>
    %597 = stablehlo.multiply %arg76, %cst_8 : tensor<32xf32>
    %598 = stablehlo.reduce(%379 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %599 = stablehlo.add %597, %598 : tensor<32xf32>
    %600 = stablehlo.multiply %599, %cst_7 : tensor<32xf32>
    %601 = stablehlo.subtract %arg13, %600 : tensor<32xf32>
    %602 = stablehlo.multiply %arg77, %cst_8 : tensor<32xf32>
    %603 = stablehlo.multiply %361, %372 : tensor<2x8x32xf32>
    %604 = stablehlo.reduce(%603 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %605 = stablehlo.add %602, %604 : tensor<32xf32>
    %606 = stablehlo.multiply %605, %cst_7 : tensor<32xf32>
    %607 = stablehlo.subtract %arg12, %606 : tensor<32xf32>
    %608 = stablehlo.multiply %arg78, %cst_8 : tensor<32xf32>
    %609 = stablehlo.reduce(%361 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %610 = stablehlo.add %608, %609 : tensor<32xf32>
    %611 = stablehlo.multiply %610, %cst_7 : tensor<32xf32>
    %612 = stablehlo.subtract %arg32, %611 : tensor<32xf32>
    %613 = stablehlo.multiply %arg79, %cst_6 : tensor<32x32xf32>
    %614 = stablehlo.transpose %349, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %615 = stablehlo.dot_general %614, %127, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %616 = stablehlo.add %613, %615 : tensor<32x32xf32>
    %617 = stablehlo.multiply %616, %cst_5 : tensor<32x32xf32>
    %618 = stablehlo.subtract %arg34, %617 : tensor<32x32xf32>
    %619 = stablehlo.multiply %arg80, %cst_8 : tensor<32xf32>
    %620 = stablehlo.reduce(%349 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %621 = stablehlo.add %619, %620 : tensor<32xf32>
    %622 = stablehlo.multiply %621, %cst_7 : tensor<32xf32>
    %623 = stablehlo.subtract %arg33, %622 : tensor<32xf32>
    %624 = stablehlo.multiply %arg81, %cst_6 : tensor<32x32xf32>
    %625 = stablehlo.transpose %333, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %626 = stablehlo.dot_general %625, %127, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %627 = stablehlo.add %624, %626 : tensor<32x32xf32>
    %628 = stablehlo.multiply %627, %cst_5 : tensor<32x32xf32>
    %629 = stablehlo.subtract %arg11, %628 : tensor<32x32xf32>
    %630 = stablehlo.multiply %arg82, %cst_8 : tensor<32xf32>
    %631 = stablehlo.reduce(%333 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %632 = stablehlo.add %630, %631 : tensor<32xf32>
    %633 = stablehlo.multiply %632, %cst_7 : tensor<32xf32>
    %634 = stablehlo.subtract %arg10, %633 : tensor<32xf32>
    %635 = stablehlo.multiply %arg83, %cst_6 : tensor<32x32xf32>
    %636 = stablehlo.transpose %358, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %637 = stablehlo.dot_general %636, %127, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %638 = stablehlo.add %635, %637 : tensor<32x32xf32>
    %639 = stablehlo.multiply %638, %cst_5 : tensor<32x32xf32>
    %640 = stablehlo.subtract %arg36, %639 : tensor<32x32xf32>
    %641 = stablehlo.multiply %arg84, %cst_8 : tensor<32xf32>
    %642 = stablehlo.reduce(%358 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %643 = stablehlo.add %641, %642 : tensor<32xf32>
    %644 = stablehlo.multiply %643, %cst_7 : tensor<32xf32>
    %645 = stablehlo.subtract %arg35, %644 : tensor<32xf32>
    %646 = stablehlo.multiply %arg85, %cst_6 : tensor<32x32xf32>
    %647 = stablehlo.transpose %325, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %648 = stablehlo.dot_general %647, %166, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %649 = stablehlo.add %646, %648 : tensor<32x32xf32>
    %650 = stablehlo.multiply %649, %cst_5 : tensor<32x32xf32>
    %651 = stablehlo.subtract %arg9, %650 : tensor<32x32xf32>
    %652 = stablehlo.multiply %arg86, %cst_8 : tensor<32xf32>
    %653 = stablehlo.reduce(%325 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %654 = stablehlo.add %652, %653 : tensor<32xf32>
    %655 = stablehlo.multiply %654, %cst_7 : tensor<32xf32>
    %656 = stablehlo.subtract %arg8, %655 : tensor<32xf32>
    %657 = stablehlo.multiply %arg87, %cst_8 : tensor<32xf32>
    %658 = stablehlo.multiply %306, %317 : tensor<2x8x32xf32>
    %659 = stablehlo.reduce(%658 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %660 = stablehlo.add %657, %659 : tensor<32xf32>
    %661 = stablehlo.multiply %660, %cst_7 : tensor<32xf32>
    %662 = stablehlo.subtract %arg7, %661 : tensor<32xf32>
    %663 = stablehlo.multiply %arg88, %cst_8 : tensor<32xf32>
    %664 = stablehlo.reduce(%306 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %665 = stablehlo.add %663, %664 : tensor<32xf32>
    %666 = stablehlo.multiply %665, %cst_7 : tensor<32xf32>
    %667 = stablehlo.subtract %arg37, %666 : tensor<32xf32>
    %668 = stablehlo.multiply %arg89, %cst_6 : tensor<32x32xf32>
    %669 = stablehlo.multiply %668, %cst_5 : tensor<32x32xf32>
    %670 = stablehlo.subtract %arg90, %669 : tensor<32x32xf32>
    %671 = stablehlo.multiply %arg91, %cst_8 : tensor<32xf32>
    %672 = stablehlo.multiply %671, %cst_7 : tensor<32xf32>
    %673 = stablehlo.subtract %arg92, %672 : tensor<32xf32>
    %674 = stablehlo.multiply %arg93, %cst_6 : tensor<32x32xf32>
    %675 = stablehlo.multiply %674, %cst_5 : tensor<32x32xf32>
    %676 = stablehlo.subtract %arg94, %675 : tensor<32x32xf32>
    %677 = stablehlo.multiply %arg95, %cst_8 : tensor<32xf32>
    %678 = stablehlo.multiply %677, %cst_7 : tensor<32xf32>
    %679 = stablehlo.subtract %arg96, %678 : tensor<32xf32>
    %680 = stablehlo.multiply %arg97, %cst_6 : tensor<32x32xf32>
    %681 = stablehlo.multiply %680, %cst_5 : tensor<32x32xf32>
    %682 = stablehlo.subtract %arg98, %681 : tensor<32x32xf32>
    %683 = stablehlo.multiply %arg99, %cst_8 : tensor<32xf32>
    %684 = stablehlo.multiply %683, %cst_7 : tensor<32xf32>
    %685 = stablehlo.subtract %arg100, %684 : tensor<32xf32>
    %686 = stablehlo.multiply %arg101, %cst_6 : tensor<32x32xf32>
    %687 = stablehlo.multiply %686, %cst_5 : tensor<32x32xf32>
    %688 = stablehlo.subtract %arg102, %687 : tensor<32x32xf32>
    %689 = stablehlo.multiply %arg103, %cst_8 : tensor<32xf32>
    %690 = stablehlo.multiply %689, %cst_7 : tensor<32xf32>
    %691 = stablehlo.subtract %arg104, %690 : tensor<32xf32>
    %692 = stablehlo.multiply %arg105, %cst_8 : tensor<32xf32>
    %693 = stablehlo.multiply %692, %cst_7 : tensor<32xf32>
    %694 = stablehlo.subtract %arg106, %693 : tensor<32xf32>
    %695 = stablehlo.multiply %arg107, %cst_8 : tensor<32xf32>
    %696 = stablehlo.multiply %695, %cst_7 : tensor<32xf32>
    %697 = stablehlo.subtract %arg108, %696 : tensor<32xf32>
    %698 = stablehlo.multiply %arg109, %cst_4 : tensor<64x32xf32>
    %699 = stablehlo.transpose %303, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %700 = stablehlo.dot_general %699, %178, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %701 = stablehlo.add %698, %700 : tensor<64x32xf32>
    %702 = stablehlo.multiply %701, %cst_3 : tensor<64x32xf32>
    %703 = stablehlo.subtract %arg6, %702 : tensor<64x32xf32>
    %704 = stablehlo.multiply %arg110, %cst_2 : tensor<64xf32>
    %705 = stablehlo.reduce(%303 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %706 = stablehlo.add %704, %705 : tensor<64xf32>
    %707 = stablehlo.multiply %706, %cst_1 : tensor<64xf32>
    %708 = stablehlo.subtract %arg5, %707 : tensor<64xf32>
    %709 = stablehlo.multiply %arg111, %cst_0 : tensor<32x64xf32>
    %710 = stablehlo.transpose %292, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %711 = stablehlo.dot_general %710, %189, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %712 = stablehlo.add %709, %711 : tensor<32x64xf32>
    %713 = stablehlo.multiply %712, %cst : tensor<32x64xf32>
    %714 = stablehlo.subtract %arg4, %713 : tensor<32x64xf32>
    %715 = stablehlo.multiply %arg112, %cst_8 : tensor<32xf32>
    %716 = stablehlo.reduce(%292 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %717 = stablehlo.add %715, %716 : tensor<32xf32>
    %718 = stablehlo.multiply %717, %cst_7 : tensor<32xf32>
    %719 = stablehlo.subtract %arg3, %718 : tensor<32xf32>
    %720 = stablehlo.multiply %arg113, %cst_8 : tensor<32xf32>
    %721 = stablehlo.multiply %274, %285 : tensor<2x8x32xf32>
    %722 = stablehlo.reduce(%721 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %723 = stablehlo.add %720, %722 : tensor<32xf32>
    %724 = stablehlo.multiply %723, %cst_7 : tensor<32xf32>
    %725 = stablehlo.subtract %arg2, %724 : tensor<32xf32>
    %726 = stablehlo.multiply %arg114, %cst_8 : tensor<32xf32>
    %727 = stablehlo.reduce(%274 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %728 = stablehlo.add %726, %727 : tensor<32xf32>
    %729 = stablehlo.multiply %728, %cst_7 : tensor<32xf32>
    %730 = stablehlo.subtract %arg38, %729 : tensor<32xf32>
    return %224, %471, %483, %489, %494, %500, %505, %511, %516, %522, %527, %533, %538, %544, %549, %552, %555, %558, %561, %564, %567, %570, %573, %576, %579, %585, %590, %596, %601, %607, %612, %618, %623, %629, %634, %640, %645, %651, %656, %662, %667, %670, %673, %676, %679, %682, %685, %688, %691, %694, %697, %703, %708, %714, %719, %725, %730, %469, %481, %487, %492, %498, %503, %509, %514, %520, %525, %531, %536, %542, %547, %550, %553, %556, %559, %562, %565, %568, %571, %574, %577, %583, %588, %594, %599, %605, %610, %616, %621, %627, %632, %638, %643, %649, %654, %660, %665, %668, %671, %674, %677, %680, %683, %686, %689, %692, %695, %701, %706, %712, %717, %723, %728 : tensor<f32>, tensor<128x32xf32>, tensor<66x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<66x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  }
}
