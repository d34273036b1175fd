module @IrToHlo.4636 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 3 : i32}, %arg2: tensor<32xf32> {tf.aliasing_output = 63 : i32}, %arg3: tensor<32xf32> {tf.aliasing_output = 64 : i32}, %arg4: tensor<32xf32> {tf.aliasing_output = 59 : i32}, %arg5: tensor<32xf32> {tf.aliasing_output = 60 : i32}, %arg6: tensor<32xf32> {tf.aliasing_output = 32 : i32}, %arg7: tensor<32xf32> {tf.aliasing_output = 33 : i32}, %arg8: tensor<32xf32> {tf.aliasing_output = 28 : i32}, %arg9: tensor<32xf32> {tf.aliasing_output = 29 : i32}, %arg10: tensor<32xf32> {tf.aliasing_output = 1 : i32}, %arg11: tensor<32xf32> {tf.aliasing_output = 2 : i32}, %arg12: tensor<32xf32> {tf.aliasing_output = 26 : i32}, %arg13: tensor<32xf32> {tf.aliasing_output = 27 : i32}, %arg14: tensor<32x32xf32> {tf.aliasing_output = 4 : i32}, %arg15: tensor<8x32xf32> {tf.aliasing_output = 8 : i32}, %arg16: tensor<2x8xi64>, %arg17: tensor<32xf32> {tf.aliasing_output = 24 : i32}, %arg18: tensor<8x32xf32> {tf.aliasing_output = 7 : i32}, %arg19: tensor<i1>, %arg20: tensor<2xf32> {tf.aliasing_output = 13 : i32}, %arg21: tensor<16x32xf32> {tf.aliasing_output = 6 : i32}, %arg22: tensor<32x32xf32> {tf.aliasing_output = 5 : i32}, %arg23: tensor<48xf32> {tf.aliasing_output = 12 : i32}, %arg24: tensor<48x8x2xf32> {tf.aliasing_output = 11 : i32}, %arg25: tensor<48xf32> {tf.aliasing_output = 10 : i32}, %arg26: tensor<48x1x2xf32> {tf.aliasing_output = 9 : i32}, %arg27: tensor<2xf32>, %arg28: tensor<32xf32> {tf.aliasing_output = 30 : i32}, %arg29: tensor<32xf32> {tf.aliasing_output = 31 : i32}, %arg30: tensor<5xf32>, %arg31: tensor<5x256xf32> {tf.aliasing_output = 21 : i32}, %arg32: tensor<256xf32> {tf.aliasing_output = 20 : i32}, %arg33: tensor<256x256xf32> {tf.aliasing_output = 19 : i32}, %arg34: tensor<256xf32> {tf.aliasing_output = 18 : i32}, %arg35: tensor<256x256xf32> {tf.aliasing_output = 17 : i32}, %arg36: tensor<256xf32> {tf.aliasing_output = 15 : i32}, %arg37: tensor<256x32xf32> {tf.aliasing_output = 14 : i32}, %arg38: tensor<32xf32> {tf.aliasing_output = 25 : i32}, %arg39: tensor<256xf32> {tf.aliasing_output = 16 : i32}, %arg40: tensor<4x64x32xf32> {tf.aliasing_output = 22 : i32}, %arg41: tensor<4x32x32xf32> {tf.aliasing_output = 23 : i32}, %arg42: tensor<32xf32> {tf.aliasing_output = 57 : i32}, %arg43: tensor<32xf32> {tf.aliasing_output = 58 : i32}, %arg44: tensor<32x32xf32> {tf.aliasing_output = 34 : i32}, %arg45: tensor<8x32xf32> {tf.aliasing_output = 38 : i32}, %arg46: tensor<32xf32> {tf.aliasing_output = 55 : i32}, %arg47: tensor<8x32xf32> {tf.aliasing_output = 37 : i32}, %arg48: tensor<2xf32> {tf.aliasing_output = 43 : i32}, %arg49: tensor<16x32xf32> {tf.aliasing_output = 36 : i32}, %arg50: tensor<32x32xf32> {tf.aliasing_output = 35 : i32}, %arg51: tensor<48xf32> {tf.aliasing_output = 42 : i32}, %arg52: tensor<48x8x2xf32> {tf.aliasing_output = 41 : i32}, %arg53: tensor<48xf32> {tf.aliasing_output = 40 : i32}, %arg54: tensor<48x1x2xf32> {tf.aliasing_output = 39 : i32}, %arg55: tensor<32xf32> {tf.aliasing_output = 61 : i32}, %arg56: tensor<32xf32> {tf.aliasing_output = 62 : i32}, %arg57: tensor<5xf32>, %arg58: tensor<5x256xf32> {tf.aliasing_output = 52 : i32}, %arg59: tensor<256xf32> {tf.aliasing_output = 51 : i32}, %arg60: tensor<256x256xf32> {tf.aliasing_output = 50 : i32}, %arg61: tensor<256xf32> {tf.aliasing_output = 49 : i32}, %arg62: tensor<256x256xf32> {tf.aliasing_output = 48 : i32}, %arg63: tensor<256xf32> {tf.aliasing_output = 44 : i32}, %arg64: tensor<256xf32> {tf.aliasing_output = 46 : i32}, %arg65: tensor<256x32xf32> {tf.aliasing_output = 45 : i32}, %arg66: tensor<32xf32> {tf.aliasing_output = 56 : i32}, %arg67: tensor<256xf32> {tf.aliasing_output = 47 : i32}, %arg68: tensor<4x64x32xf32> {tf.aliasing_output = 53 : i32}, %arg69: tensor<4x32x32xf32> {tf.aliasing_output = 54 : i32}, %arg70: tensor<32xf32> {tf.aliasing_output = 65 : i32}, %arg71: tensor<32xf32> {tf.aliasing_output = 66 : i32}, %arg72: tensor<32xf32> {tf.aliasing_output = 67 : i32}, %arg73: tensor<128x32xf32> {tf.aliasing_output = 68 : i32}, %arg74: tensor<32x32xf32> {tf.aliasing_output = 69 : i32}, %arg75: tensor<32x32xf32> {tf.aliasing_output = 70 : i32}, %arg76: tensor<16x32xf32> {tf.aliasing_output = 71 : i32}, %arg77: tensor<8x32xf32> {tf.aliasing_output = 72 : i32}, %arg78: tensor<8x32xf32> {tf.aliasing_output = 73 : i32}, %arg79: tensor<48x1x2xf32> {tf.aliasing_output = 74 : i32}, %arg80: tensor<48xf32> {tf.aliasing_output = 75 : i32}, %arg81: tensor<48x8x2xf32> {tf.aliasing_output = 76 : i32}, %arg82: tensor<48xf32> {tf.aliasing_output = 77 : i32}, %arg83: tensor<2xf32> {tf.aliasing_output = 78 : i32}, %arg84: tensor<256x32xf32> {tf.aliasing_output = 79 : i32}, %arg85: tensor<256xf32> {tf.aliasing_output = 80 : i32}, %arg86: tensor<256xf32> {tf.aliasing_output = 81 : i32}, %arg87: tensor<256x256xf32> {tf.aliasing_output = 82 : i32}, %arg88: tensor<256xf32> {tf.aliasing_output = 83 : i32}, %arg89: tensor<256x256xf32> {tf.aliasing_output = 84 : i32}, %arg90: tensor<256xf32> {tf.aliasing_output = 85 : i32}, %arg91: tensor<5x256xf32> {tf.aliasing_output = 86 : i32}, %arg92: tensor<4x64x32xf32> {tf.aliasing_output = 87 : i32}, %arg93: tensor<4x32x32xf32> {tf.aliasing_output = 88 : i32}, %arg94: tensor<32xf32> {tf.aliasing_output = 89 : i32}, %arg95: tensor<32xf32> {tf.aliasing_output = 90 : i32}, %arg96: tensor<32xf32> {tf.aliasing_output = 91 : i32}, %arg97: tensor<32xf32> {tf.aliasing_output = 92 : i32}, %arg98: tensor<32xf32> {tf.aliasing_output = 93 : i32}, %arg99: tensor<32xf32> {tf.aliasing_output = 94 : i32}, %arg100: tensor<32xf32> {tf.aliasing_output = 95 : i32}, %arg101: tensor<32xf32> {tf.aliasing_output = 96 : i32}, %arg102: tensor<32xf32> {tf.aliasing_output = 97 : i32}, %arg103: tensor<32xf32> {tf.aliasing_output = 98 : i32}, %arg104: tensor<32x32xf32> {tf.aliasing_output = 99 : i32}, %arg105: tensor<32x32xf32> {tf.aliasing_output = 100 : i32}, %arg106: tensor<16x32xf32> {tf.aliasing_output = 101 : i32}, %arg107: tensor<8x32xf32> {tf.aliasing_output = 102 : i32}, %arg108: tensor<8x32xf32> {tf.aliasing_output = 103 : i32}, %arg109: tensor<48x1x2xf32> {tf.aliasing_output = 104 : i32}, %arg110: tensor<48xf32> {tf.aliasing_output = 105 : i32}, %arg111: tensor<48x8x2xf32> {tf.aliasing_output = 106 : i32}, %arg112: tensor<48xf32> {tf.aliasing_output = 107 : i32}, %arg113: tensor<2xf32> {tf.aliasing_output = 108 : i32}, %arg114: tensor<256xf32> {tf.aliasing_output = 109 : i32}, %arg115: tensor<256x32xf32> {tf.aliasing_output = 110 : i32}, %arg116: tensor<256xf32> {tf.aliasing_output = 111 : i32}, %arg117: tensor<256xf32> {tf.aliasing_output = 112 : i32}, %arg118: tensor<256x256xf32> {tf.aliasing_output = 113 : i32}, %arg119: tensor<256xf32> {tf.aliasing_output = 114 : i32}, %arg120: tensor<256x256xf32> {tf.aliasing_output = 115 : i32}, %arg121: tensor<256xf32> {tf.aliasing_output = 116 : i32}, %arg122: tensor<5x256xf32> {tf.aliasing_output = 117 : i32}, %arg123: tensor<4x64x32xf32> {tf.aliasing_output = 118 : i32}, %arg124: tensor<4x32x32xf32> {tf.aliasing_output = 119 : i32}, %arg125: tensor<32xf32> {tf.aliasing_output = 120 : i32}, %arg126: tensor<32xf32> {tf.aliasing_output = 121 : i32}, %arg127: tensor<32xf32> {tf.aliasing_output = 122 : i32}, %arg128: tensor<32xf32> {tf.aliasing_output = 123 : i32}, %arg129: tensor<32xf32> {tf.aliasing_output = 124 : i32}, %arg130: tensor<32xf32> {tf.aliasing_output = 125 : i32}, %arg131: tensor<32xf32> {tf.aliasing_output = 126 : i32}, %arg132: tensor<32xf32> {tf.aliasing_output = 127 : i32}, %arg133: tensor<32xf32> {tf.aliasing_output = 128 : i32}, %arg134: tensor<32xf32> {tf.aliasing_output = 129 : i32}, %arg135: tensor<32xf32> {tf.aliasing_output = 130 : i32}) -> (tensor<f32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<8x32xf32>, tensor<8x32xf32>, tensor<48x1x2xf32>, tensor<48xf32>, tensor<48x8x2xf32>, tensor<48xf32>, tensor<2xf32>, tensor<256x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<5x256xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<8x32xf32>, tensor<8x32xf32>, tensor<48x1x2xf32>, tensor<48xf32>, tensor<48x8x2xf32>, tensor<48xf32>, tensor<2xf32>, tensor<256xf32>, tensor<256x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<5x256xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<8x32xf32>, tensor<8x32xf32>, tensor<48x1x2xf32>, tensor<48xf32>, tensor<48x8x2xf32>, tensor<48xf32>, tensor<2xf32>, tensor<256x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<5x256xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<8x32xf32>, tensor<8x32xf32>, tensor<48x1x2xf32>, tensor<48xf32>, tensor<48x8x2xf32>, tensor<48xf32>, tensor<2xf32>, tensor<256xf32>, tensor<256x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<5x256xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<4x32x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<4x32x32xf32>
    %cst_1 = stablehlo.constant dense<0.899999976> : tensor<4x32x32xf32>
    %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<4x64x32xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<4x64x32xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<4x64x32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<5x256xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<5x256xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<256x256xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<256x256xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<256xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<256xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<256x32xf32>
    %cst_12 = stablehlo.constant dense<0.899999976> : tensor<256x32xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-01> : tensor<2xf32>
    %cst_14 = stablehlo.constant dense<0.899999976> : tensor<2xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-01> : tensor<48x8x2xf32>
    %cst_16 = stablehlo.constant dense<0.899999976> : tensor<48x8x2xf32>
    %cst_17 = stablehlo.constant dense<1.000000e-01> : tensor<48xf32>
    %cst_18 = stablehlo.constant dense<0.899999976> : tensor<48xf32>
    %cst_19 = stablehlo.constant dense<1.000000e-01> : tensor<48x1x2xf32>
    %cst_20 = stablehlo.constant dense<0.899999976> : tensor<48x1x2xf32>
    %cst_21 = stablehlo.constant dense<1.000000e-01> : tensor<8x32xf32>
    %cst_22 = stablehlo.constant dense<0.899999976> : tensor<8x32xf32>
    %cst_23 = stablehlo.constant dense<1.000000e-01> : tensor<16x32xf32>
    %cst_24 = stablehlo.constant dense<0.899999976> : tensor<16x32xf32>
    %cst_25 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_26 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_27 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_30 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_31 = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %c_32 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x48xi1>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x48xf32>
    %c_34 = stablehlo.constant dense<[[[false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true]], [[false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true]]]> : tensor<2x8x48xi1>
    %cst_35 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x2x2x8xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x2x8xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x2x1xf32>
    %cst_38 = stablehlo.constant dense<1.1920928955078125E-7> : tensor<2x8x2x1xf64>
    %c_39 = stablehlo.constant dense<[[[[true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false]], [[true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false]]], [[[true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false]], [[true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false]]]]> : tensor<2x2x8x4xi1>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x8x4xf32>
    %c_41 = stablehlo.constant dense<[[[[false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true]], [[false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true]]], [[[false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true]], [[false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true]]]]> : tensor<2x2x8x4xi1>
    %c_42 = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x2x8x8xi1>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x8x8xf32>
    %c_44 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x2x8x8xi1>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x4x8xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x4x1xf32>
    %cst_47 = stablehlo.constant dense<1.1920928955078125E-7> : tensor<2x8x4x1xf64>
    %c_48 = stablehlo.constant dense<[[[[true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false]], [[true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false]], [[true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false]], [[true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false]]], [[[true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false]], [[true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false]], [[true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false]], [[true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false]]]]> : tensor<2x4x8x4xi1>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x4xf32>
    %c_50 = stablehlo.constant dense<[[[[false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true]], [[false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true]], [[false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true]], [[false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true]]], [[[false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true]], [[false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true]], [[false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true]], [[false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true]]]]> : tensor<2x4x8x4xi1>
    %c_51 = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x4x8x8xi1>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %c_53 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x4x8x8xi1>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x8xf32>
    %c_55 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false]]]> : tensor<2x8x8xi1>
    %cst_56 = stablehlo.constant dense<2.560000e+02> : tensor<2x8x256xf32>
    %cst_57 = stablehlo.constant dense<0.398942292> : tensor<2x8x256xf32>
    %cst_58 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x256xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x5xf32>
    %cst_60 = stablehlo.constant dense<1.000000e+00> : tensor<16x32xf32>
    %cst_61 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_62 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_63 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x1xf32>
    %cst_64 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x1xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_66 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_67 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_68 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_69 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x1xf32>
    %c_71 = stablehlo.constant dense<4> : tensor<16xi64>
    %c_72 = stablehlo.constant dense<0> : tensor<16xi64>
    %c_73 = stablehlo.constant dense<0> : tensor<2x8x1xi64>
    %c_74 = stablehlo.constant dense<4> : tensor<2x8x1xi64>
    %cst_75 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x256xf32>
    %cst_76 = stablehlo.constant dense<0.707106769> : tensor<2x8x256xf32>
    %cst_77 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x256xf32>
    %cst_78 = stablehlo.constant dense<3.906250e-03> : tensor<2x8xf32>
    %cst_79 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x256xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<2x32xf32>
    %cst_81 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_83 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_84 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_85 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_86 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_87 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_88 = stablehlo.constant dense<2.82842708> : tensor<2x8x2x1xf32>
    %cst_89 = stablehlo.constant dense<3.40282347E+38> : tensor<2x8x2x1xf32>
    %cst_90 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x2x1xf32>
    %cst_91 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x2x8xf32>
    %cst_92 = stablehlo.constant dense<1.1920929E-7> : tensor<2x8x2x1xf32>
    %cst_93 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x2x1xf32>
    %cst_94 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x2x8xf32>
    %cst_95 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_96 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_97 = stablehlo.constant dense<2.82842708> : tensor<2x8x4x1xf32>
    %cst_98 = stablehlo.constant dense<3.40282347E+38> : tensor<2x8x4x1xf32>
    %cst_99 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x4x1xf32>
    %cst_100 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x4x8xf32>
    %cst_101 = stablehlo.constant dense<1.1920929E-7> : tensor<2x8x4x1xf32>
    %cst_102 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x4x1xf32>
    %cst_103 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x4x8xf32>
    %cst_104 = stablehlo.constant dense<9.99999974E-6> : tensor<2x8x1xf32>
    %cst_105 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_106 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %c_107 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_108 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_109 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_110 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_111 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg39, dims = [2] : (tensor<256xf32>) -> tensor<2x8x256xf32>
    %1 = stablehlo.broadcast_in_dim %arg38, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %2 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %3 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %4 = stablehlo.convert %3 : (tensor<16xi64>) -> tensor<16xui32>
    %5 = "stablehlo.gather"(%arg1, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %6 = stablehlo.reshape %5 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %7 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %8 = stablehlo.add %6, %7 : tensor<2x8x32xf32>
    %9 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %10 = stablehlo.multiply %8, %9 : tensor<2x8x32xf32>
    %11 = stablehlo.power %10, %cst_106 : tensor<2x8x32xf32>
    %12 = stablehlo.reduce(%11 init: %cst_112) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %13 = stablehlo.multiply %12, %cst_105 : tensor<2x8xf32>
    %14 = stablehlo.reshape %13 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %15 = stablehlo.add %14, %cst_104 : tensor<2x8x1xf32>
    %16 = stablehlo.rsqrt %15 : tensor<2x8x1xf32>
    %17 = stablehlo.reshape %16 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %19 = stablehlo.multiply %10, %18 : tensor<2x8x32xf32>
    %20 = stablehlo.multiply %2, %19 : tensor<2x8x32xf32>
    %21 = stablehlo.reshape %arg16 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %22 = stablehlo.convert %21 : (tensor<2x8x1xi64>) -> tensor<2x8x1xf32>
    %23 = stablehlo.reshape %22 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %25 = stablehlo.multiply %20, %24 : tensor<2x8x32xf32>
    %26 = stablehlo.reshape %25 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %27 = stablehlo.transpose %arg22, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %28 = stablehlo.dot_general %26, %27, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %29 = stablehlo.reshape %28 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %30 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %31 = stablehlo.dot_general %26, %30, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %32 = stablehlo.reshape %31 : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %33 = stablehlo.concatenate %29, %32, dim = 2 : (tensor<2x8x32xf32>, tensor<2x8x16xf32>) -> tensor<2x8x48xf32>
    %34 = stablehlo.transpose %33, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,48,8]{1,2,0}"} : (tensor<2x8x48xf32>) -> tensor<2x48x8xf32>
    %35 = stablehlo.pad %34, %cst_112, low = [0, 0, 2], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<2x48x8xf32>, tensor<f32>) -> tensor<2x48x10xf32>
    %36 = stablehlo.reshape %35 : (tensor<2x48x10xf32>) -> tensor<2x48x1x10xf32>
    %37 = stablehlo.reshape %arg26 : (tensor<48x1x2xf32>) -> tensor<48x1x1x2xf32>
    %38 = stablehlo.convolution(%36, %37) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 48 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x48x1x10xf32>, tensor<48x1x1x2xf32>) -> tensor<2x48x1x9xf32>
    %39 = stablehlo.broadcast_in_dim %arg25, dims = [1] : (tensor<48xf32>) -> tensor<2x48x1x9xf32>
    %40 = stablehlo.add %38, %39 : tensor<2x48x1x9xf32>
    %41 = stablehlo.reshape %arg24 : (tensor<48x8x2xf32>) -> tensor<48x8x1x2xf32>
    %42 = stablehlo.convolution(%40, %41) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 6 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x48x1x9xf32>, tensor<48x8x1x2xf32>) -> tensor<2x48x1x8xf32>
    %43 = stablehlo.broadcast_in_dim %arg23, dims = [1] : (tensor<48xf32>) -> tensor<2x48x1x8xf32>
    %44 = stablehlo.add %42, %43 : tensor<2x48x1x8xf32>
    %45 = stablehlo.reshape %44 : (tensor<2x48x1x8xf32>) -> tensor<2x48x8xf32>
    %46 = stablehlo.transpose %45, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,48]{1,2,0}"} : (tensor<2x48x8xf32>) -> tensor<2x8x48xf32>
    %47 = stablehlo.slice %46 [0:2, 0:8, 0:32] : (tensor<2x8x48xf32>) -> tensor<2x8x32xf32>
    %48 = stablehlo.reshape %47 : (tensor<2x8x32xf32>) -> tensor<2x8x4x8xf32>
    %49 = stablehlo.reshape %28 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %50 = stablehlo.reshape %31 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %51 = stablehlo.transpose %50, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %53 = stablehlo.reshape %52 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %54 = stablehlo.transpose %53, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %55 = stablehlo.add %49, %54 : tensor<2x8x4x8xf32>
    %56 = stablehlo.multiply %55, %cst_103 : tensor<2x8x4x8xf32>
    %57 = stablehlo.add %48, %56 : tensor<2x8x4x8xf32>
    %58 = stablehlo.abs %57 : tensor<2x8x4x8xf32>
    %59 = stablehlo.power %58, %cst_100 : tensor<2x8x4x8xf32>
    %60 = stablehlo.reduce(%59 init: %cst_112) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4xf32>
    %61 = stablehlo.reshape %60 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
    %62 = stablehlo.power %61, %cst_99 : tensor<2x8x4x1xf32>
    %63 = stablehlo.clamp %cst_101, %62, %cst_98 : tensor<2x8x4x1xf32>
    %64 = stablehlo.divide %cst_102, %63 : tensor<2x8x4x1xf32>
    %65 = stablehlo.multiply %64, %cst_97 : tensor<2x8x4x1xf32>
    %66 = stablehlo.reshape %65 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x8xf32>
    %68 = stablehlo.multiply %57, %67 : tensor<2x8x4x8xf32>
    %69 = stablehlo.transpose %68, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %70 = stablehlo.slice %69 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %71 = stablehlo.broadcast_in_dim %cst_96, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x2xf32>
    %72 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<2xf32>) -> tensor<1x8x2xf32>
    %73 = stablehlo.multiply %71, %72 : tensor<1x8x2xf32>
    %74 = stablehlo.concatenate %73, %73, dim = 2 : (tensor<1x8x2xf32>, tensor<1x8x2xf32>) -> tensor<1x8x4xf32>
    %75 = stablehlo.cosine %74 : tensor<1x8x4xf32>
    %76 = stablehlo.reshape %75 : (tensor<1x8x4xf32>) -> tensor<8x4xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [2, 3] : (tensor<8x4xf32>) -> tensor<2x4x8x4xf32>
    %78 = stablehlo.multiply %70, %77 : tensor<2x4x8x4xf32>
    %79 = stablehlo.slice %70 [0:2, 0:4, 0:8, 2:4] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
    %80 = stablehlo.negate %79 : tensor<2x4x8x2xf32>
    %81 = stablehlo.slice %70 [0:2, 0:4, 0:8, 0:2] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
    %82 = stablehlo.concatenate %80, %81, dim = 3 : (tensor<2x4x8x2xf32>, tensor<2x4x8x2xf32>) -> tensor<2x4x8x4xf32>
    %83 = stablehlo.sine %74 : tensor<1x8x4xf32>
    %84 = stablehlo.reshape %83 : (tensor<1x8x4xf32>) -> tensor<8x4xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [2, 3] : (tensor<8x4xf32>) -> tensor<2x4x8x4xf32>
    %86 = stablehlo.multiply %82, %85 : tensor<2x4x8x4xf32>
    %87 = stablehlo.add %78, %86 : tensor<2x4x8x4xf32>
    %88 = stablehlo.slice %69 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %89 = stablehlo.concatenate %87, %88, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %90 = stablehlo.multiply %89, %cst_95 : tensor<2x4x8x8xf32>
    %91 = stablehlo.reshape %90 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %92 = stablehlo.slice %46 [0:2, 0:8, 32:48] : (tensor<2x8x48xf32>) -> tensor<2x8x16xf32>
    %93 = stablehlo.reshape %92 : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %94 = stablehlo.reshape %56 : (tensor<2x8x4x8xf32>) -> tensor<2x8x2x2x8xf32>
    %95 = stablehlo.reduce(%94 init: %cst_112) applies stablehlo.add across dimensions = [3] : (tensor<2x8x2x2x8xf32>, tensor<f32>) -> tensor<2x8x2x8xf32>
    %96 = stablehlo.multiply %95, %cst_94 : tensor<2x8x2x8xf32>
    %97 = stablehlo.add %93, %96 : tensor<2x8x2x8xf32>
    %98 = stablehlo.abs %97 : tensor<2x8x2x8xf32>
    %99 = stablehlo.power %98, %cst_91 : tensor<2x8x2x8xf32>
    %100 = stablehlo.reduce(%99 init: %cst_112) applies stablehlo.add across dimensions = [3] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8x2xf32>
    %101 = stablehlo.reshape %100 : (tensor<2x8x2xf32>) -> tensor<2x8x2x1xf32>
    %102 = stablehlo.power %101, %cst_90 : tensor<2x8x2x1xf32>
    %103 = stablehlo.clamp %cst_92, %102, %cst_89 : tensor<2x8x2x1xf32>
    %104 = stablehlo.divide %cst_93, %103 : tensor<2x8x2x1xf32>
    %105 = stablehlo.multiply %104, %cst_88 : tensor<2x8x2x1xf32>
    %106 = stablehlo.reshape %105 : (tensor<2x8x2x1xf32>) -> tensor<2x8x2xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2] : (tensor<2x8x2xf32>) -> tensor<2x8x2x8xf32>
    %108 = stablehlo.multiply %97, %107 : tensor<2x8x2x8xf32>
    %109 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<2xf32>) -> tensor<2x8x2x8xf32>
    %110 = stablehlo.multiply %108, %109 : tensor<2x8x2x8xf32>
    %111 = stablehlo.transpose %110, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %112 = stablehlo.slice %111 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %113 = stablehlo.broadcast_in_dim %76, dims = [2, 3] : (tensor<8x4xf32>) -> tensor<2x2x8x4xf32>
    %114 = stablehlo.multiply %112, %113 : tensor<2x2x8x4xf32>
    %115 = stablehlo.slice %112 [0:2, 0:2, 0:8, 2:4] : (tensor<2x2x8x4xf32>) -> tensor<2x2x8x2xf32>
    %116 = stablehlo.negate %115 : tensor<2x2x8x2xf32>
    %117 = stablehlo.slice %112 [0:2, 0:2, 0:8, 0:2] : (tensor<2x2x8x4xf32>) -> tensor<2x2x8x2xf32>
    %118 = stablehlo.concatenate %116, %117, dim = 3 : (tensor<2x2x8x2xf32>, tensor<2x2x8x2xf32>) -> tensor<2x2x8x4xf32>
    %119 = stablehlo.broadcast_in_dim %84, dims = [2, 3] : (tensor<8x4xf32>) -> tensor<2x2x8x4xf32>
    %120 = stablehlo.multiply %118, %119 : tensor<2x2x8x4xf32>
    %121 = stablehlo.add %114, %120 : tensor<2x2x8x4xf32>
    %122 = stablehlo.slice %111 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %123 = stablehlo.concatenate %121, %122, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %125 = stablehlo.reshape %124 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %126 = stablehlo.transpose %125, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %127 = stablehlo.multiply %126, %cst_95 : tensor<2x4x8x8xf32>
    %128 = stablehlo.reshape %127 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %129 = stablehlo.dot_general %91, %128, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %130 = stablehlo.reshape %129 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %131 = stablehlo.convert %arg19 : (tensor<i1>) -> tensor<ui8>
    %132 = stablehlo.broadcast_in_dim %131, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %133 = stablehlo.broadcast_in_dim %c_87, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %134 = stablehlo.broadcast_in_dim %c_87, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %135 = stablehlo.compare  LE, %133, %134 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %136 = stablehlo.convert %135 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %137 = stablehlo.and %132, %136 : tensor<1x1x8x8xui8>
    %138 = stablehlo.compare  NE, %137, %c_111 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %139 = stablehlo.convert %138 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %140 = stablehlo.reshape %139 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %141 = stablehlo.broadcast_in_dim %140, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %142 = stablehlo.compare  NE, %arg16, %c_110 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %143 = stablehlo.broadcast_in_dim %c_86, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %144 = stablehlo.compare  LT, %143, %c_85 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %145 = stablehlo.add %143, %c_84 : tensor<2x1x1x8xi64>
    %146 = stablehlo.select %144, %145, %143 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %147 = stablehlo.reshape %146 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %148 = stablehlo.broadcast_in_dim %c_87, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %149 = stablehlo.compare  LT, %148, %c_85 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %150 = stablehlo.add %148, %c_83 : tensor<2x1x1x8xi64>
    %151 = stablehlo.select %149, %150, %148 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %152 = stablehlo.reshape %151 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %153 = stablehlo.concatenate %147, %152, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %154 = "stablehlo.gather"(%142, %153) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %155 = stablehlo.convert %154 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %156 = stablehlo.reshape %155 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %158 = stablehlo.and %141, %157 : tensor<2x1x8x8xui8>
    %159 = stablehlo.compare  NE, %158, %c_109 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %160 = stablehlo.select %159, %cst_82, %cst_81 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %161 = stablehlo.reshape %160 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %163 = stablehlo.add %130, %162 : tensor<2x4x8x8xf32>
    %164 = stablehlo.reduce(%163 init: %cst_108) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %166 = stablehlo.subtract %163, %165 : tensor<2x4x8x8xf32>
    %167 = stablehlo.exponential %166 : tensor<2x4x8x8xf32>
    %168 = stablehlo.reduce(%167 init: %cst_112) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %170 = stablehlo.divide %167, %169 : tensor<2x4x8x8xf32>
    %171 = stablehlo.reshape %170 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %172 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,8]{0,1}"} : (tensor<8x32xf32>) -> tensor<32x8xf32>
    %173 = stablehlo.dot_general %26, %172, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x8xf32>) -> tensor<16x8xf32>
    %174 = stablehlo.reshape %173 : (tensor<16x8xf32>) -> tensor<2x8x8xf32>
    %175 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,8]{0,1}"} : (tensor<8x32xf32>) -> tensor<32x8xf32>
    %176 = stablehlo.dot_general %cst_80, %175, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x8xf32>) -> tensor<2x8xf32>
    %177 = stablehlo.reshape %176 : (tensor<2x8xf32>) -> tensor<2x1x8xf32>
    %178 = stablehlo.dot_general %26, %175, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x8xf32>) -> tensor<16x8xf32>
    %179 = stablehlo.reshape %178 : (tensor<16x8xf32>) -> tensor<2x8x8xf32>
    %180 = stablehlo.slice %179 [0:2, 0:7, 0:8] : (tensor<2x8x8xf32>) -> tensor<2x7x8xf32>
    %181 = stablehlo.concatenate %177, %180, dim = 1 : (tensor<2x1x8xf32>, tensor<2x7x8xf32>) -> tensor<2x8x8xf32>
    %182 = stablehlo.concatenate %174, %181, dim = 2 : (tensor<2x8x8xf32>, tensor<2x8x8xf32>) -> tensor<2x8x16xf32>
    %183 = stablehlo.reshape %182 : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %184 = stablehlo.transpose %183, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %186 = stablehlo.reshape %185 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %187 = stablehlo.dot_general %171, %186, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %188 = stablehlo.reshape %187 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %189 = stablehlo.transpose %188, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %190 = stablehlo.reshape %189 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %191 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %192 = stablehlo.dot_general %190, %191, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %193 = stablehlo.reshape %192 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %194 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %195 = stablehlo.add %193, %194 : tensor<2x8x32xf32>
    %196 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %197 = stablehlo.multiply %195, %196 : tensor<2x8x32xf32>
    %198 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %199 = stablehlo.add %10, %198 : tensor<2x8x32xf32>
    %200 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %201 = stablehlo.multiply %199, %200 : tensor<2x8x32xf32>
    %202 = stablehlo.add %197, %201 : tensor<2x8x32xf32>
    %203 = stablehlo.power %202, %cst_106 : tensor<2x8x32xf32>
    %204 = stablehlo.reduce(%203 init: %cst_112) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %205 = stablehlo.multiply %204, %cst_105 : tensor<2x8xf32>
    %206 = stablehlo.reshape %205 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %207 = stablehlo.add %206, %cst_104 : tensor<2x8x1xf32>
    %208 = stablehlo.rsqrt %207 : tensor<2x8x1xf32>
    %209 = stablehlo.reshape %208 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %211 = stablehlo.multiply %202, %210 : tensor<2x8x32xf32>
    %212 = stablehlo.multiply %1, %211 : tensor<2x8x32xf32>
    %213 = stablehlo.reshape %212 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %214 = stablehlo.transpose %arg37, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,256]{0,1}"} : (tensor<256x32xf32>) -> tensor<32x256xf32>
    %215 = stablehlo.dot_general %213, %214, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x256xf32>) -> tensor<16x256xf32>
    %216 = stablehlo.broadcast_in_dim %arg36, dims = [1] : (tensor<256xf32>) -> tensor<16x256xf32>
    %217 = stablehlo.add %215, %216 : tensor<16x256xf32>
    %218 = stablehlo.reshape %217 : (tensor<16x256xf32>) -> tensor<2x8x256xf32>
    %219 = stablehlo.power %218, %cst_79 : tensor<2x8x256xf32>
    %220 = stablehlo.reduce(%219 init: %cst_112) applies stablehlo.add across dimensions = [2] : (tensor<2x8x256xf32>, tensor<f32>) -> tensor<2x8xf32>
    %221 = stablehlo.multiply %220, %cst_78 : tensor<2x8xf32>
    %222 = stablehlo.reshape %221 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %223 = stablehlo.add %222, %cst_104 : tensor<2x8x1xf32>
    %224 = stablehlo.rsqrt %223 : tensor<2x8x1xf32>
    %225 = stablehlo.reshape %224 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x256xf32>
    %227 = stablehlo.multiply %218, %226 : tensor<2x8x256xf32>
    %228 = stablehlo.multiply %0, %227 : tensor<2x8x256xf32>
    %229 = stablehlo.reshape %228 : (tensor<2x8x256xf32>) -> tensor<16x256xf32>
    %230 = stablehlo.transpose %arg35, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,256]{0,1}"} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %231 = stablehlo.dot_general %229, %230, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256xf32>, tensor<256x256xf32>) -> tensor<16x256xf32>
    %232 = stablehlo.broadcast_in_dim %arg34, dims = [1] : (tensor<256xf32>) -> tensor<16x256xf32>
    %233 = stablehlo.add %231, %232 : tensor<16x256xf32>
    %234 = stablehlo.reshape %233 : (tensor<16x256xf32>) -> tensor<2x8x256xf32>
    %235 = stablehlo.multiply %234, %cst_77 : tensor<2x8x256xf32>
    %236 = stablehlo.multiply %234, %cst_76 : tensor<2x8x256xf32>
    %237 = stablehlo.custom_call @mhlo.erf(%236) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x256xf32>) -> tensor<2x8x256xf32>
    %238 = stablehlo.add %237, %cst_75 : tensor<2x8x256xf32>
    %239 = stablehlo.multiply %235, %238 : tensor<2x8x256xf32>
    %240 = stablehlo.reshape %239 : (tensor<2x8x256xf32>) -> tensor<16x256xf32>
    %241 = stablehlo.transpose %arg33, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,256]{0,1}"} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %242 = stablehlo.dot_general %240, %241, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256xf32>, tensor<256x256xf32>) -> tensor<16x256xf32>
    %243 = stablehlo.broadcast_in_dim %arg32, dims = [1] : (tensor<256xf32>) -> tensor<16x256xf32>
    %244 = stablehlo.add %242, %243 : tensor<16x256xf32>
    %245 = stablehlo.reshape %244 : (tensor<16x256xf32>) -> tensor<2x8x256xf32>
    %246 = stablehlo.multiply %245, %cst_77 : tensor<2x8x256xf32>
    %247 = stablehlo.multiply %245, %cst_76 : tensor<2x8x256xf32>
    %248 = stablehlo.custom_call @mhlo.erf(%247) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x256xf32>) -> tensor<2x8x256xf32>
    %249 = stablehlo.add %248, %cst_75 : tensor<2x8x256xf32>
    %250 = stablehlo.multiply %246, %249 : tensor<2x8x256xf32>
    %251 = stablehlo.reshape %250 : (tensor<2x8x256xf32>) -> tensor<16x256xf32>
    %252 = stablehlo.transpose %arg31, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,5]{0,1}"} : (tensor<5x256xf32>) -> tensor<256x5xf32>
    %253 = stablehlo.dot_general %251, %252, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256xf32>, tensor<256x5xf32>) -> tensor<16x5xf32>
    %254 = stablehlo.reshape %253 : (tensor<16x5xf32>) -> tensor<2x8x5xf32>
    %255 = stablehlo.reduce(%254 init: %cst_108) applies stablehlo.maximum across dimensions = [2] : (tensor<2x8x5xf32>, tensor<f32>) -> tensor<2x8xf32>
    %256 = stablehlo.broadcast_in_dim %255, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x5xf32>
    %257 = stablehlo.subtract %254, %256 : tensor<2x8x5xf32>
    %258 = stablehlo.exponential %257 : tensor<2x8x5xf32>
    %259 = stablehlo.reduce(%258 init: %cst_112) applies stablehlo.add across dimensions = [2] : (tensor<2x8x5xf32>, tensor<f32>) -> tensor<2x8xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x5xf32>
    %261 = stablehlo.divide %258, %260 : tensor<2x8x5xf32>
    %262 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<5xf32>) -> tensor<2x8x5xf32>
    %263 = stablehlo.add %261, %262 : tensor<2x8x5xf32>
    %264 = stablehlo.iota dim = 0 : tensor<5xi32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [2] : (tensor<5xi32>) -> tensor<2x8x5xi32>
    %266:2 = "stablehlo.sort"(%263, %265) <{dimension = 2 : i64, is_stable = false}> ({
    ^bb0(%arg136: tensor<f32>, %arg137: tensor<f32>, %arg138: tensor<i32>, %arg139: tensor<i32>):
      %1597 = stablehlo.compare  GT, %arg136, %arg137,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %1597 : tensor<i1>
    }) : (tensor<2x8x5xf32>, tensor<2x8x5xi32>) -> (tensor<2x8x5xf32>, tensor<2x8x5xi32>)
    %267 = stablehlo.broadcast_in_dim %arg67, dims = [2] : (tensor<256xf32>) -> tensor<2x8x256xf32>
    %268 = stablehlo.broadcast_in_dim %arg66, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %269 = stablehlo.broadcast_in_dim %arg46, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %270 = stablehlo.slice %266#1 [0:2, 0:8, 0:1] : (tensor<2x8x5xi32>) -> tensor<2x8x1xi32>
    %271 = stablehlo.convert %270 : (tensor<2x8x1xi32>) -> tensor<2x8x1xi64>
    %272 = stablehlo.compare  EQ, %271, %c_74 : (tensor<2x8x1xi64>, tensor<2x8x1xi64>) -> tensor<2x8x1xi1>
    %273 = stablehlo.select %272, %c_73, %271 : tensor<2x8x1xi1>, tensor<2x8x1xi64>
    %274 = stablehlo.reshape %273 : (tensor<2x8x1xi64>) -> tensor<16xi64>
    %275 = stablehlo.compare  LT, %274, %c_72 : (tensor<16xi64>, tensor<16xi64>) -> tensor<16xi1>
    %276 = stablehlo.add %274, %c_71 : tensor<16xi64>
    %277 = stablehlo.select %275, %276, %274 : tensor<16xi1>, tensor<16xi64>
    %278 = stablehlo.reshape %277 : (tensor<16xi64>) -> tensor<16x1xi64>
    %279 = "stablehlo.gather"(%arg41, %278) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<4x32x32xf32>, tensor<16x1xi64>) -> tensor<16x32x32xf32>
    %280 = "stablehlo.gather"(%arg40, %278) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64, 32>}> : (tensor<4x64x32xf32>, tensor<16x1xi64>) -> tensor<16x64x32xf32>
    %281 = stablehlo.reshape %212 : (tensor<2x8x32xf32>) -> tensor<16x32x1xf32>
    %282 = stablehlo.dot_general %280, %281, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x64x32xf32>, tensor<16x32x1xf32>) -> tensor<16x64x1xf32>
    %283 = stablehlo.reshape %282 : (tensor<16x64x1xf32>) -> tensor<16x64xf32>
    %284 = stablehlo.slice %283 [0:16, 0:32] : (tensor<16x64xf32>) -> tensor<16x32xf32>
    %285 = stablehlo.logistic %284 : tensor<16x32xf32>
    %286 = stablehlo.multiply %284, %285 : tensor<16x32xf32>
    %287 = stablehlo.slice %283 [0:16, 32:64] : (tensor<16x64xf32>) -> tensor<16x32xf32>
    %288 = stablehlo.multiply %286, %287 : tensor<16x32xf32>
    %289 = stablehlo.reshape %288 : (tensor<16x32xf32>) -> tensor<16x32x1xf32>
    %290 = stablehlo.dot_general %279, %289, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x32x32xf32>, tensor<16x32x1xf32>) -> tensor<16x32x1xf32>
    %291 = stablehlo.reshape %290 : (tensor<16x32x1xf32>) -> tensor<16x32xf32>
    %292 = stablehlo.iota dim = 0 : tensor<2xui32>
    %293 = stablehlo.broadcast_in_dim %292, dims = [0] : (tensor<2xui32>) -> tensor<2x8x1x1xui32>
    %294 = stablehlo.iota dim = 0 : tensor<8xui32>
    %295 = stablehlo.broadcast_in_dim %294, dims = [1] : (tensor<8xui32>) -> tensor<2x8x1x1xui32>
    %296 = stablehlo.convert %270 : (tensor<2x8x1xi32>) -> tensor<2x8x1xui32>
    %297 = stablehlo.reshape %296 : (tensor<2x8x1xui32>) -> tensor<2x8x1x1xui32>
    %298 = stablehlo.concatenate %293, %295, %297, dim = 3 : (tensor<2x8x1x1xui32>, tensor<2x8x1x1xui32>, tensor<2x8x1x1xui32>) -> tensor<2x8x1x3xui32>
    %299 = "stablehlo.gather"(%261, %298) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<2x8x5xf32>, tensor<2x8x1x3xui32>) -> tensor<2x8x1xf32>
    %300 = stablehlo.select %272, %cst_70, %299 : tensor<2x8x1xi1>, tensor<2x8x1xf32>
    %301 = stablehlo.reshape %300 : (tensor<2x8x1xf32>) -> tensor<16xf32>
    %302 = stablehlo.broadcast_in_dim %301, dims = [0] : (tensor<16xf32>) -> tensor<16x32xf32>
    %303 = stablehlo.multiply %291, %302 : tensor<16x32xf32>
    %304 = stablehlo.reshape %303 : (tensor<16x32xf32>) -> tensor<16x1x32xf32>
    %305 = stablehlo.reduce(%304 init: %cst_112) applies stablehlo.add across dimensions = [1] : (tensor<16x1x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %306 = stablehlo.reshape %305 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %307 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %308 = stablehlo.add %306, %307 : tensor<2x8x32xf32>
    %309 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %310 = stablehlo.multiply %308, %309 : tensor<2x8x32xf32>
    %311 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %312 = stablehlo.add %202, %311 : tensor<2x8x32xf32>
    %313 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %314 = stablehlo.multiply %312, %313 : tensor<2x8x32xf32>
    %315 = stablehlo.add %310, %314 : tensor<2x8x32xf32>
    %316 = stablehlo.power %315, %cst_106 : tensor<2x8x32xf32>
    %317 = stablehlo.reduce(%316 init: %cst_112) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %318 = stablehlo.multiply %317, %cst_105 : tensor<2x8xf32>
    %319 = stablehlo.reshape %318 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %320 = stablehlo.add %319, %cst_104 : tensor<2x8x1xf32>
    %321 = stablehlo.rsqrt %320 : tensor<2x8x1xf32>
    %322 = stablehlo.reshape %321 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %323 = stablehlo.broadcast_in_dim %322, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %324 = stablehlo.multiply %315, %323 : tensor<2x8x32xf32>
    %325 = stablehlo.multiply %269, %324 : tensor<2x8x32xf32>
    %326 = stablehlo.multiply %325, %24 : tensor<2x8x32xf32>
    %327 = stablehlo.reshape %326 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %328 = stablehlo.transpose %arg50, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %329 = stablehlo.dot_general %327, %328, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %330 = stablehlo.reshape %329 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %331 = stablehlo.transpose %arg49, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %332 = stablehlo.dot_general %327, %331, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %333 = stablehlo.reshape %332 : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %334 = stablehlo.concatenate %330, %333, dim = 2 : (tensor<2x8x32xf32>, tensor<2x8x16xf32>) -> tensor<2x8x48xf32>
    %335 = stablehlo.transpose %334, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,48,8]{1,2,0}"} : (tensor<2x8x48xf32>) -> tensor<2x48x8xf32>
    %336 = stablehlo.pad %335, %cst_112, low = [0, 0, 2], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<2x48x8xf32>, tensor<f32>) -> tensor<2x48x10xf32>
    %337 = stablehlo.reshape %336 : (tensor<2x48x10xf32>) -> tensor<2x48x1x10xf32>
    %338 = stablehlo.reshape %arg54 : (tensor<48x1x2xf32>) -> tensor<48x1x1x2xf32>
    %339 = stablehlo.convolution(%337, %338) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 48 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x48x1x10xf32>, tensor<48x1x1x2xf32>) -> tensor<2x48x1x9xf32>
    %340 = stablehlo.broadcast_in_dim %arg53, dims = [1] : (tensor<48xf32>) -> tensor<2x48x1x9xf32>
    %341 = stablehlo.add %339, %340 : tensor<2x48x1x9xf32>
    %342 = stablehlo.reshape %arg52 : (tensor<48x8x2xf32>) -> tensor<48x8x1x2xf32>
    %343 = stablehlo.convolution(%341, %342) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 6 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x48x1x9xf32>, tensor<48x8x1x2xf32>) -> tensor<2x48x1x8xf32>
    %344 = stablehlo.broadcast_in_dim %arg51, dims = [1] : (tensor<48xf32>) -> tensor<2x48x1x8xf32>
    %345 = stablehlo.add %343, %344 : tensor<2x48x1x8xf32>
    %346 = stablehlo.reshape %345 : (tensor<2x48x1x8xf32>) -> tensor<2x48x8xf32>
    %347 = stablehlo.transpose %346, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,48]{1,2,0}"} : (tensor<2x48x8xf32>) -> tensor<2x8x48xf32>
    %348 = stablehlo.slice %347 [0:2, 0:8, 0:32] : (tensor<2x8x48xf32>) -> tensor<2x8x32xf32>
    %349 = stablehlo.reshape %348 : (tensor<2x8x32xf32>) -> tensor<2x8x4x8xf32>
    %350 = stablehlo.reshape %329 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %351 = stablehlo.reshape %332 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %352 = stablehlo.transpose %351, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %353 = stablehlo.broadcast_in_dim %352, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %354 = stablehlo.reshape %353 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %355 = stablehlo.transpose %354, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %356 = stablehlo.add %350, %355 : tensor<2x8x4x8xf32>
    %357 = stablehlo.multiply %356, %cst_103 : tensor<2x8x4x8xf32>
    %358 = stablehlo.add %349, %357 : tensor<2x8x4x8xf32>
    %359 = stablehlo.abs %358 : tensor<2x8x4x8xf32>
    %360 = stablehlo.power %359, %cst_100 : tensor<2x8x4x8xf32>
    %361 = stablehlo.reduce(%360 init: %cst_112) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4xf32>
    %362 = stablehlo.reshape %361 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
    %363 = stablehlo.power %362, %cst_99 : tensor<2x8x4x1xf32>
    %364 = stablehlo.clamp %cst_101, %363, %cst_98 : tensor<2x8x4x1xf32>
    %365 = stablehlo.divide %cst_102, %364 : tensor<2x8x4x1xf32>
    %366 = stablehlo.multiply %365, %cst_97 : tensor<2x8x4x1xf32>
    %367 = stablehlo.reshape %366 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
    %368 = stablehlo.broadcast_in_dim %367, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x8xf32>
    %369 = stablehlo.multiply %358, %368 : tensor<2x8x4x8xf32>
    %370 = stablehlo.transpose %369, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %371 = stablehlo.slice %370 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %372 = stablehlo.multiply %371, %77 : tensor<2x4x8x4xf32>
    %373 = stablehlo.slice %371 [0:2, 0:4, 0:8, 2:4] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
    %374 = stablehlo.negate %373 : tensor<2x4x8x2xf32>
    %375 = stablehlo.slice %371 [0:2, 0:4, 0:8, 0:2] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
    %376 = stablehlo.concatenate %374, %375, dim = 3 : (tensor<2x4x8x2xf32>, tensor<2x4x8x2xf32>) -> tensor<2x4x8x4xf32>
    %377 = stablehlo.multiply %376, %85 : tensor<2x4x8x4xf32>
    %378 = stablehlo.add %372, %377 : tensor<2x4x8x4xf32>
    %379 = stablehlo.slice %370 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %380 = stablehlo.concatenate %378, %379, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %381 = stablehlo.multiply %380, %cst_95 : tensor<2x4x8x8xf32>
    %382 = stablehlo.reshape %381 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %383 = stablehlo.slice %347 [0:2, 0:8, 32:48] : (tensor<2x8x48xf32>) -> tensor<2x8x16xf32>
    %384 = stablehlo.reshape %383 : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %385 = stablehlo.reshape %357 : (tensor<2x8x4x8xf32>) -> tensor<2x8x2x2x8xf32>
    %386 = stablehlo.reduce(%385 init: %cst_112) applies stablehlo.add across dimensions = [3] : (tensor<2x8x2x2x8xf32>, tensor<f32>) -> tensor<2x8x2x8xf32>
    %387 = stablehlo.multiply %386, %cst_94 : tensor<2x8x2x8xf32>
    %388 = stablehlo.add %384, %387 : tensor<2x8x2x8xf32>
    %389 = stablehlo.abs %388 : tensor<2x8x2x8xf32>
    %390 = stablehlo.power %389, %cst_91 : tensor<2x8x2x8xf32>
    %391 = stablehlo.reduce(%390 init: %cst_112) applies stablehlo.add across dimensions = [3] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8x2xf32>
    %392 = stablehlo.reshape %391 : (tensor<2x8x2xf32>) -> tensor<2x8x2x1xf32>
    %393 = stablehlo.power %392, %cst_90 : tensor<2x8x2x1xf32>
    %394 = stablehlo.clamp %cst_92, %393, %cst_89 : tensor<2x8x2x1xf32>
    %395 = stablehlo.divide %cst_93, %394 : tensor<2x8x2x1xf32>
    %396 = stablehlo.multiply %395, %cst_88 : tensor<2x8x2x1xf32>
    %397 = stablehlo.reshape %396 : (tensor<2x8x2x1xf32>) -> tensor<2x8x2xf32>
    %398 = stablehlo.broadcast_in_dim %397, dims = [0, 1, 2] : (tensor<2x8x2xf32>) -> tensor<2x8x2x8xf32>
    %399 = stablehlo.multiply %388, %398 : tensor<2x8x2x8xf32>
    %400 = stablehlo.broadcast_in_dim %arg48, dims = [2] : (tensor<2xf32>) -> tensor<2x8x2x8xf32>
    %401 = stablehlo.multiply %399, %400 : tensor<2x8x2x8xf32>
    %402 = stablehlo.transpose %401, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %403 = stablehlo.slice %402 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %404 = stablehlo.multiply %403, %113 : tensor<2x2x8x4xf32>
    %405 = stablehlo.slice %403 [0:2, 0:2, 0:8, 2:4] : (tensor<2x2x8x4xf32>) -> tensor<2x2x8x2xf32>
    %406 = stablehlo.negate %405 : tensor<2x2x8x2xf32>
    %407 = stablehlo.slice %403 [0:2, 0:2, 0:8, 0:2] : (tensor<2x2x8x4xf32>) -> tensor<2x2x8x2xf32>
    %408 = stablehlo.concatenate %406, %407, dim = 3 : (tensor<2x2x8x2xf32>, tensor<2x2x8x2xf32>) -> tensor<2x2x8x4xf32>
    %409 = stablehlo.multiply %408, %119 : tensor<2x2x8x4xf32>
    %410 = stablehlo.add %404, %409 : tensor<2x2x8x4xf32>
    %411 = stablehlo.slice %402 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %412 = stablehlo.concatenate %410, %411, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %413 = stablehlo.broadcast_in_dim %412, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %414 = stablehlo.reshape %413 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %415 = stablehlo.transpose %414, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %416 = stablehlo.multiply %415, %cst_95 : tensor<2x4x8x8xf32>
    %417 = stablehlo.reshape %416 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %418 = stablehlo.dot_general %382, %417, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %419 = stablehlo.reshape %418 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %420 = stablehlo.add %419, %162 : tensor<2x4x8x8xf32>
    %421 = stablehlo.reduce(%420 init: %cst_108) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %422 = stablehlo.broadcast_in_dim %421, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %423 = stablehlo.subtract %420, %422 : tensor<2x4x8x8xf32>
    %424 = stablehlo.exponential %423 : tensor<2x4x8x8xf32>
    %425 = stablehlo.reduce(%424 init: %cst_112) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %426 = stablehlo.broadcast_in_dim %425, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %427 = stablehlo.divide %424, %426 : tensor<2x4x8x8xf32>
    %428 = stablehlo.reshape %427 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %429 = stablehlo.transpose %arg47, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,8]{0,1}"} : (tensor<8x32xf32>) -> tensor<32x8xf32>
    %430 = stablehlo.dot_general %327, %429, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x8xf32>) -> tensor<16x8xf32>
    %431 = stablehlo.reshape %430 : (tensor<16x8xf32>) -> tensor<2x8x8xf32>
    %432 = stablehlo.transpose %arg45, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,8]{0,1}"} : (tensor<8x32xf32>) -> tensor<32x8xf32>
    %433 = stablehlo.dot_general %cst_80, %432, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x8xf32>) -> tensor<2x8xf32>
    %434 = stablehlo.reshape %433 : (tensor<2x8xf32>) -> tensor<2x1x8xf32>
    %435 = stablehlo.dot_general %327, %432, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x8xf32>) -> tensor<16x8xf32>
    %436 = stablehlo.reshape %435 : (tensor<16x8xf32>) -> tensor<2x8x8xf32>
    %437 = stablehlo.slice %436 [0:2, 0:7, 0:8] : (tensor<2x8x8xf32>) -> tensor<2x7x8xf32>
    %438 = stablehlo.concatenate %434, %437, dim = 1 : (tensor<2x1x8xf32>, tensor<2x7x8xf32>) -> tensor<2x8x8xf32>
    %439 = stablehlo.concatenate %431, %438, dim = 2 : (tensor<2x8x8xf32>, tensor<2x8x8xf32>) -> tensor<2x8x16xf32>
    %440 = stablehlo.reshape %439 : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %441 = stablehlo.transpose %440, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %442 = stablehlo.broadcast_in_dim %441, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %443 = stablehlo.reshape %442 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %444 = stablehlo.dot_general %428, %443, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %445 = stablehlo.reshape %444 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %446 = stablehlo.transpose %445, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %447 = stablehlo.reshape %446 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %448 = stablehlo.transpose %arg44, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %449 = stablehlo.dot_general %447, %448, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %450 = stablehlo.reshape %449 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %451 = stablehlo.broadcast_in_dim %arg43, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %452 = stablehlo.add %450, %451 : tensor<2x8x32xf32>
    %453 = stablehlo.broadcast_in_dim %arg42, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %454 = stablehlo.multiply %452, %453 : tensor<2x8x32xf32>
    %455 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %456 = stablehlo.add %315, %455 : tensor<2x8x32xf32>
    %457 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %458 = stablehlo.multiply %456, %457 : tensor<2x8x32xf32>
    %459 = stablehlo.add %454, %458 : tensor<2x8x32xf32>
    %460 = stablehlo.power %459, %cst_106 : tensor<2x8x32xf32>
    %461 = stablehlo.reduce(%460 init: %cst_112) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %462 = stablehlo.multiply %461, %cst_105 : tensor<2x8xf32>
    %463 = stablehlo.reshape %462 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %464 = stablehlo.add %463, %cst_104 : tensor<2x8x1xf32>
    %465 = stablehlo.rsqrt %464 : tensor<2x8x1xf32>
    %466 = stablehlo.reshape %465 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %467 = stablehlo.broadcast_in_dim %466, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %468 = stablehlo.multiply %459, %467 : tensor<2x8x32xf32>
    %469 = stablehlo.multiply %268, %468 : tensor<2x8x32xf32>
    %470 = stablehlo.reshape %469 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %471 = stablehlo.transpose %arg65, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,256]{0,1}"} : (tensor<256x32xf32>) -> tensor<32x256xf32>
    %472 = stablehlo.dot_general %470, %471, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x256xf32>) -> tensor<16x256xf32>
    %473 = stablehlo.broadcast_in_dim %arg64, dims = [1] : (tensor<256xf32>) -> tensor<16x256xf32>
    %474 = stablehlo.add %472, %473 : tensor<16x256xf32>
    %475 = stablehlo.reshape %474 : (tensor<16x256xf32>) -> tensor<2x8x256xf32>
    %476 = stablehlo.broadcast_in_dim %arg63, dims = [2] : (tensor<256xf32>) -> tensor<2x8x256xf32>
    %477 = stablehlo.multiply %218, %476 : tensor<2x8x256xf32>
    %478 = stablehlo.add %475, %477 : tensor<2x8x256xf32>
    %479 = stablehlo.power %478, %cst_79 : tensor<2x8x256xf32>
    %480 = stablehlo.reduce(%479 init: %cst_112) applies stablehlo.add across dimensions = [2] : (tensor<2x8x256xf32>, tensor<f32>) -> tensor<2x8xf32>
    %481 = stablehlo.multiply %480, %cst_78 : tensor<2x8xf32>
    %482 = stablehlo.reshape %481 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %483 = stablehlo.add %482, %cst_104 : tensor<2x8x1xf32>
    %484 = stablehlo.rsqrt %483 : tensor<2x8x1xf32>
    %485 = stablehlo.reshape %484 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %486 = stablehlo.broadcast_in_dim %485, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x256xf32>
    %487 = stablehlo.multiply %478, %486 : tensor<2x8x256xf32>
    %488 = stablehlo.multiply %267, %487 : tensor<2x8x256xf32>
    %489 = stablehlo.reshape %488 : (tensor<2x8x256xf32>) -> tensor<16x256xf32>
    %490 = stablehlo.transpose %arg62, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,256]{0,1}"} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %491 = stablehlo.dot_general %489, %490, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256xf32>, tensor<256x256xf32>) -> tensor<16x256xf32>
    %492 = stablehlo.broadcast_in_dim %arg61, dims = [1] : (tensor<256xf32>) -> tensor<16x256xf32>
    %493 = stablehlo.add %491, %492 : tensor<16x256xf32>
    %494 = stablehlo.reshape %493 : (tensor<16x256xf32>) -> tensor<2x8x256xf32>
    %495 = stablehlo.multiply %494, %cst_77 : tensor<2x8x256xf32>
    %496 = stablehlo.multiply %494, %cst_76 : tensor<2x8x256xf32>
    %497 = stablehlo.custom_call @mhlo.erf(%496) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x256xf32>) -> tensor<2x8x256xf32>
    %498 = stablehlo.add %497, %cst_75 : tensor<2x8x256xf32>
    %499 = stablehlo.multiply %495, %498 : tensor<2x8x256xf32>
    %500 = stablehlo.reshape %499 : (tensor<2x8x256xf32>) -> tensor<16x256xf32>
    %501 = stablehlo.transpose %arg60, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,256]{0,1}"} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %502 = stablehlo.dot_general %500, %501, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256xf32>, tensor<256x256xf32>) -> tensor<16x256xf32>
    %503 = stablehlo.broadcast_in_dim %arg59, dims = [1] : (tensor<256xf32>) -> tensor<16x256xf32>
    %504 = stablehlo.add %502, %503 : tensor<16x256xf32>
    %505 = stablehlo.reshape %504 : (tensor<16x256xf32>) -> tensor<2x8x256xf32>
    %506 = stablehlo.multiply %505, %cst_77 : tensor<2x8x256xf32>
    %507 = stablehlo.multiply %505, %cst_76 : tensor<2x8x256xf32>
    %508 = stablehlo.custom_call @mhlo.erf(%507) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x256xf32>) -> tensor<2x8x256xf32>
    %509 = stablehlo.add %508, %cst_75 : tensor<2x8x256xf32>
    %510 = stablehlo.multiply %506, %509 : tensor<2x8x256xf32>
    %511 = stablehlo.reshape %510 : (tensor<2x8x256xf32>) -> tensor<16x256xf32>
    %512 = stablehlo.transpose %arg58, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,5]{0,1}"} : (tensor<5x256xf32>) -> tensor<256x5xf32>
    %513 = stablehlo.dot_general %511, %512, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256xf32>, tensor<256x5xf32>) -> tensor<16x5xf32>
    %514 = stablehlo.reshape %513 : (tensor<16x5xf32>) -> tensor<2x8x5xf32>
    %515 = stablehlo.reduce(%514 init: %cst_108) applies stablehlo.maximum across dimensions = [2] : (tensor<2x8x5xf32>, tensor<f32>) -> tensor<2x8xf32>
    %516 = stablehlo.broadcast_in_dim %515, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x5xf32>
    %517 = stablehlo.subtract %514, %516 : tensor<2x8x5xf32>
    %518 = stablehlo.exponential %517 : tensor<2x8x5xf32>
    %519 = stablehlo.reduce(%518 init: %cst_112) applies stablehlo.add across dimensions = [2] : (tensor<2x8x5xf32>, tensor<f32>) -> tensor<2x8xf32>
    %520 = stablehlo.broadcast_in_dim %519, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x5xf32>
    %521 = stablehlo.divide %518, %520 : tensor<2x8x5xf32>
    %522 = stablehlo.broadcast_in_dim %arg57, dims = [2] : (tensor<5xf32>) -> tensor<2x8x5xf32>
    %523 = stablehlo.add %521, %522 : tensor<2x8x5xf32>
    %524:2 = "stablehlo.sort"(%523, %265) <{dimension = 2 : i64, is_stable = false}> ({
    ^bb0(%arg136: tensor<f32>, %arg137: tensor<f32>, %arg138: tensor<i32>, %arg139: tensor<i32>):
      %1597 = stablehlo.compare  GT, %arg136, %arg137,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %1597 : tensor<i1>
    }) : (tensor<2x8x5xf32>, tensor<2x8x5xi32>) -> (tensor<2x8x5xf32>, tensor<2x8x5xi32>)
    %525 = stablehlo.broadcast_in_dim %arg70, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %526 = stablehlo.slice %524#1 [0:2, 0:8, 0:1] : (tensor<2x8x5xi32>) -> tensor<2x8x1xi32>
    %527 = stablehlo.convert %526 : (tensor<2x8x1xi32>) -> tensor<2x8x1xi64>
    %528 = stablehlo.compare  EQ, %527, %c_74 : (tensor<2x8x1xi64>, tensor<2x8x1xi64>) -> tensor<2x8x1xi1>
    %529 = stablehlo.select %528, %c_73, %527 : tensor<2x8x1xi1>, tensor<2x8x1xi64>
    %530 = stablehlo.reshape %529 : (tensor<2x8x1xi64>) -> tensor<16xi64>
    %531 = stablehlo.compare  LT, %530, %c_72 : (tensor<16xi64>, tensor<16xi64>) -> tensor<16xi1>
    %532 = stablehlo.add %530, %c_71 : tensor<16xi64>
    %533 = stablehlo.select %531, %532, %530 : tensor<16xi1>, tensor<16xi64>
    %534 = stablehlo.reshape %533 : (tensor<16xi64>) -> tensor<16x1xi64>
    %535 = "stablehlo.gather"(%arg69, %534) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<4x32x32xf32>, tensor<16x1xi64>) -> tensor<16x32x32xf32>
    %536 = "stablehlo.gather"(%arg68, %534) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64, 32>}> : (tensor<4x64x32xf32>, tensor<16x1xi64>) -> tensor<16x64x32xf32>
    %537 = stablehlo.reshape %469 : (tensor<2x8x32xf32>) -> tensor<16x32x1xf32>
    %538 = stablehlo.dot_general %536, %537, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x64x32xf32>, tensor<16x32x1xf32>) -> tensor<16x64x1xf32>
    %539 = stablehlo.reshape %538 : (tensor<16x64x1xf32>) -> tensor<16x64xf32>
    %540 = stablehlo.slice %539 [0:16, 0:32] : (tensor<16x64xf32>) -> tensor<16x32xf32>
    %541 = stablehlo.logistic %540 : tensor<16x32xf32>
    %542 = stablehlo.multiply %540, %541 : tensor<16x32xf32>
    %543 = stablehlo.slice %539 [0:16, 32:64] : (tensor<16x64xf32>) -> tensor<16x32xf32>
    %544 = stablehlo.multiply %542, %543 : tensor<16x32xf32>
    %545 = stablehlo.reshape %544 : (tensor<16x32xf32>) -> tensor<16x32x1xf32>
    %546 = stablehlo.dot_general %535, %545, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x32x32xf32>, tensor<16x32x1xf32>) -> tensor<16x32x1xf32>
    %547 = stablehlo.reshape %546 : (tensor<16x32x1xf32>) -> tensor<16x32xf32>
    %548 = stablehlo.convert %526 : (tensor<2x8x1xi32>) -> tensor<2x8x1xui32>
    %549 = stablehlo.reshape %548 : (tensor<2x8x1xui32>) -> tensor<2x8x1x1xui32>
    %550 = stablehlo.concatenate %293, %295, %549, dim = 3 : (tensor<2x8x1x1xui32>, tensor<2x8x1x1xui32>, tensor<2x8x1x1xui32>) -> tensor<2x8x1x3xui32>
    %551 = "stablehlo.gather"(%521, %550) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<2x8x5xf32>, tensor<2x8x1x3xui32>) -> tensor<2x8x1xf32>
    %552 = stablehlo.select %528, %cst_70, %551 : tensor<2x8x1xi1>, tensor<2x8x1xf32>
    %553 = stablehlo.reshape %552 : (tensor<2x8x1xf32>) -> tensor<16xf32>
    %554 = stablehlo.broadcast_in_dim %553, dims = [0] : (tensor<16xf32>) -> tensor<16x32xf32>
    %555 = stablehlo.multiply %547, %554 : tensor<16x32xf32>
    %556 = stablehlo.reshape %555 : (tensor<16x32xf32>) -> tensor<16x1x32xf32>
    %557 = stablehlo.reduce(%556 init: %cst_112) applies stablehlo.add across dimensions = [1] : (tensor<16x1x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %558 = stablehlo.reshape %557 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %559 = stablehlo.broadcast_in_dim %arg56, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %560 = stablehlo.add %558, %559 : tensor<2x8x32xf32>
    %561 = stablehlo.broadcast_in_dim %arg55, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %562 = stablehlo.multiply %560, %561 : tensor<2x8x32xf32>
    %563 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %564 = stablehlo.add %459, %563 : tensor<2x8x32xf32>
    %565 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %566 = stablehlo.multiply %564, %565 : tensor<2x8x32xf32>
    %567 = stablehlo.add %562, %566 : tensor<2x8x32xf32>
    %568 = stablehlo.power %567, %cst_106 : tensor<2x8x32xf32>
    %569 = stablehlo.reduce(%568 init: %cst_112) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %570 = stablehlo.multiply %569, %cst_105 : tensor<2x8xf32>
    %571 = stablehlo.reshape %570 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %572 = stablehlo.add %571, %cst_104 : tensor<2x8x1xf32>
    %573 = stablehlo.rsqrt %572 : tensor<2x8x1xf32>
    %574 = stablehlo.reshape %573 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %575 = stablehlo.broadcast_in_dim %574, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %576 = stablehlo.multiply %567, %575 : tensor<2x8x32xf32>
    %577 = stablehlo.multiply %525, %576 : tensor<2x8x32xf32>
    %578 = stablehlo.reshape %577 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %579 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %580 = stablehlo.dot_general %578, %579, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %581 = stablehlo.reshape %580 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %582 = stablehlo.slice %581 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %583 = stablehlo.reduce(%582 init: %cst_108) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %584 = stablehlo.broadcast_in_dim %583, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %585 = stablehlo.subtract %582, %584 : tensor<2x7x128xf32>
    %586 = stablehlo.exponential %585 : tensor<2x7x128xf32>
    %587 = stablehlo.reduce(%586 init: %cst_112) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %588 = stablehlo.log %587 : tensor<2x7xf32>
    %589 = stablehlo.broadcast_in_dim %588, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %590 = stablehlo.subtract %585, %589 : tensor<2x7x128xf32>
    %591 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %592 = stablehlo.broadcast_in_dim %591, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %593 = stablehlo.broadcast_in_dim %c_107, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %594 = stablehlo.compare  EQ, %592, %593 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %595 = stablehlo.convert %594 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %596 = stablehlo.convert %595 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %597 = stablehlo.multiply %590, %596 : tensor<2x7x128xf32>
    %598 = stablehlo.reduce(%597 init: %cst_112) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %599 = stablehlo.reduce(%598 init: %cst_112) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %600 = stablehlo.multiply %599, %cst_69 : tensor<f32>
    %601 = stablehlo.negate %600 : tensor<f32>
    %602 = stablehlo.multiply %arg71, %cst_68 : tensor<32xf32>
    %603 = stablehlo.multiply %596, %cst_66 : tensor<2x7x128xf32>
    %604 = stablehlo.exponential %590 : tensor<2x7x128xf32>
    %605 = stablehlo.reduce(%603 init: %cst_112) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %606 = stablehlo.broadcast_in_dim %605, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %607 = stablehlo.multiply %604, %606 : tensor<2x7x128xf32>
    %608 = stablehlo.subtract %603, %607 : tensor<2x7x128xf32>
    %609 = stablehlo.pad %608, %cst_112, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %610 = stablehlo.select %c_67, %609, %cst_65 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %611 = stablehlo.reshape %610 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %612 = stablehlo.dot_general %611, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %613 = stablehlo.reshape %612 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %614 = stablehlo.multiply %613, %525 : tensor<2x8x32xf32>
    %615 = stablehlo.multiply %614, %575 : tensor<2x8x32xf32>
    %616 = stablehlo.multiply %614, %567 : tensor<2x8x32xf32>
    %617 = stablehlo.reduce(%616 init: %cst_112) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %618 = stablehlo.reshape %617 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %619 = stablehlo.multiply %618, %cst_64 : tensor<2x8x1xf32>
    %620 = stablehlo.power %573, %cst_63 : tensor<2x8x1xf32>
    %621 = stablehlo.multiply %619, %620 : tensor<2x8x1xf32>
    %622 = stablehlo.reshape %621 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %623 = stablehlo.broadcast_in_dim %622, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %624 = stablehlo.divide %623, %cst_62 : tensor<2x8x32xf32>
    %625 = stablehlo.power %567, %cst_61 : tensor<2x8x32xf32>
    %626 = stablehlo.multiply %625, %cst_106 : tensor<2x8x32xf32>
    %627 = stablehlo.multiply %624, %626 : tensor<2x8x32xf32>
    %628 = stablehlo.add %615, %627 : tensor<2x8x32xf32>
    %629 = stablehlo.multiply %628, %565 : tensor<2x8x32xf32>
    %630 = stablehlo.transpose %536, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[16,32,64]{1,2,0}"} : (tensor<16x64x32xf32>) -> tensor<16x32x64xf32>
    %631 = stablehlo.transpose %535, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[16,32,32]{1,2,0}"} : (tensor<16x32x32xf32>) -> tensor<16x32x32xf32>
    %632 = stablehlo.multiply %628, %561 : tensor<2x8x32xf32>
    %633 = stablehlo.reshape %632 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %634 = stablehlo.multiply %633, %554 : tensor<16x32xf32>
    %635 = stablehlo.reshape %634 : (tensor<16x32xf32>) -> tensor<16x32x1xf32>
    %636 = stablehlo.dot_general %631, %635, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x32x32xf32>, tensor<16x32x1xf32>) -> tensor<16x32x1xf32>
    %637 = stablehlo.reshape %636 : (tensor<16x32x1xf32>) -> tensor<16x32xf32>
    %638 = stablehlo.multiply %637, %543 : tensor<16x32xf32>
    %639 = stablehlo.subtract %cst_60, %541 : tensor<16x32xf32>
    %640 = stablehlo.multiply %540, %639 : tensor<16x32xf32>
    %641 = stablehlo.add %640, %cst_60 : tensor<16x32xf32>
    %642 = stablehlo.multiply %541, %641 : tensor<16x32xf32>
    %643 = stablehlo.multiply %638, %642 : tensor<16x32xf32>
    %644 = stablehlo.multiply %637, %542 : tensor<16x32xf32>
    %645 = stablehlo.concatenate %643, %644, dim = 1 : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x64xf32>
    %646 = stablehlo.reshape %645 : (tensor<16x64xf32>) -> tensor<16x64x1xf32>
    %647 = stablehlo.dot_general %630, %646, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x32x64xf32>, tensor<16x64x1xf32>) -> tensor<16x32x1xf32>
    %648 = stablehlo.reshape %647 : (tensor<16x32x1xf32>) -> tensor<2x8x32xf32>
    %649 = stablehlo.iota dim = 0 : tensor<2xi64>
    %650 = stablehlo.broadcast_in_dim %649, dims = [0] : (tensor<2xi64>) -> tensor<2x8x1x1xi64>
    %651 = stablehlo.iota dim = 0 : tensor<8xi64>
    %652 = stablehlo.broadcast_in_dim %651, dims = [1] : (tensor<8xi64>) -> tensor<2x8x1x1xi64>
    %653 = stablehlo.reshape %527 : (tensor<2x8x1xi64>) -> tensor<2x8x1x1xi64>
    %654 = stablehlo.concatenate %650, %652, %653, dim = 3 : (tensor<2x8x1x1xi64>, tensor<2x8x1x1xi64>, tensor<2x8x1x1xi64>) -> tensor<2x8x1x3xi64>
    %655 = stablehlo.multiply %633, %547 : tensor<16x32xf32>
    %656 = stablehlo.reduce(%655 init: %cst_112) applies stablehlo.add across dimensions = [1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %657 = stablehlo.reshape %656 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %658 = stablehlo.select %528, %cst_70, %657 : tensor<2x8x1xi1>, tensor<2x8x1xf32>
    %659 = "stablehlo.scatter"(%cst_59, %654, %658) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [0, 1, 2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg136: tensor<f32>, %arg137: tensor<f32>):
      %1597 = stablehlo.add %arg136, %arg137 : tensor<f32>
      stablehlo.return %1597 : tensor<f32>
    }) : (tensor<2x8x5xf32>, tensor<2x8x1x3xi64>, tensor<2x8x1xf32>) -> tensor<2x8x5xf32>
    %660 = stablehlo.multiply %659, %521 : tensor<2x8x5xf32>
    %661 = stablehlo.reduce(%660 init: %cst_112) applies stablehlo.add across dimensions = [2] : (tensor<2x8x5xf32>, tensor<f32>) -> tensor<2x8xf32>
    %662 = stablehlo.broadcast_in_dim %661, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x5xf32>
    %663 = stablehlo.multiply %521, %662 : tensor<2x8x5xf32>
    %664 = stablehlo.subtract %660, %663 : tensor<2x8x5xf32>
    %665 = stablehlo.reshape %664 : (tensor<2x8x5xf32>) -> tensor<16x5xf32>
    %666 = stablehlo.dot_general %665, %arg58, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x5xf32>, tensor<5x256xf32>) -> tensor<16x256xf32>
    %667 = stablehlo.reshape %666 : (tensor<16x256xf32>) -> tensor<2x8x256xf32>
    %668 = stablehlo.multiply %509, %cst_77 : tensor<2x8x256xf32>
    %669 = stablehlo.multiply %505, %505 : tensor<2x8x256xf32>
    %670 = stablehlo.multiply %669, %cst_58 : tensor<2x8x256xf32>
    %671 = stablehlo.exponential %670 : tensor<2x8x256xf32>
    %672 = stablehlo.multiply %671, %cst_57 : tensor<2x8x256xf32>
    %673 = stablehlo.multiply %505, %672 : tensor<2x8x256xf32>
    %674 = stablehlo.add %668, %673 : tensor<2x8x256xf32>
    %675 = stablehlo.multiply %667, %674 : tensor<2x8x256xf32>
    %676 = stablehlo.reshape %675 : (tensor<2x8x256xf32>) -> tensor<16x256xf32>
    %677 = stablehlo.dot_general %676, %arg60, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256xf32>, tensor<256x256xf32>) -> tensor<16x256xf32>
    %678 = stablehlo.reshape %677 : (tensor<16x256xf32>) -> tensor<2x8x256xf32>
    %679 = stablehlo.multiply %498, %cst_77 : tensor<2x8x256xf32>
    %680 = stablehlo.multiply %494, %494 : tensor<2x8x256xf32>
    %681 = stablehlo.multiply %680, %cst_58 : tensor<2x8x256xf32>
    %682 = stablehlo.exponential %681 : tensor<2x8x256xf32>
    %683 = stablehlo.multiply %682, %cst_57 : tensor<2x8x256xf32>
    %684 = stablehlo.multiply %494, %683 : tensor<2x8x256xf32>
    %685 = stablehlo.add %679, %684 : tensor<2x8x256xf32>
    %686 = stablehlo.multiply %678, %685 : tensor<2x8x256xf32>
    %687 = stablehlo.reshape %686 : (tensor<2x8x256xf32>) -> tensor<16x256xf32>
    %688 = stablehlo.dot_general %687, %arg62, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256xf32>, tensor<256x256xf32>) -> tensor<16x256xf32>
    %689 = stablehlo.reshape %688 : (tensor<16x256xf32>) -> tensor<2x8x256xf32>
    %690 = stablehlo.multiply %689, %267 : tensor<2x8x256xf32>
    %691 = stablehlo.multiply %690, %486 : tensor<2x8x256xf32>
    %692 = stablehlo.multiply %690, %478 : tensor<2x8x256xf32>
    %693 = stablehlo.reduce(%692 init: %cst_112) applies stablehlo.add across dimensions = [2] : (tensor<2x8x256xf32>, tensor<f32>) -> tensor<2x8xf32>
    %694 = stablehlo.reshape %693 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %695 = stablehlo.multiply %694, %cst_64 : tensor<2x8x1xf32>
    %696 = stablehlo.power %484, %cst_63 : tensor<2x8x1xf32>
    %697 = stablehlo.multiply %695, %696 : tensor<2x8x1xf32>
    %698 = stablehlo.reshape %697 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %699 = stablehlo.broadcast_in_dim %698, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x256xf32>
    %700 = stablehlo.divide %699, %cst_56 : tensor<2x8x256xf32>
    %701 = stablehlo.power %478, %cst_75 : tensor<2x8x256xf32>
    %702 = stablehlo.multiply %701, %cst_79 : tensor<2x8x256xf32>
    %703 = stablehlo.multiply %700, %702 : tensor<2x8x256xf32>
    %704 = stablehlo.add %691, %703 : tensor<2x8x256xf32>
    %705 = stablehlo.reshape %704 : (tensor<2x8x256xf32>) -> tensor<16x256xf32>
    %706 = stablehlo.dot_general %705, %arg65, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256xf32>, tensor<256x32xf32>) -> tensor<16x32xf32>
    %707 = stablehlo.reshape %706 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %708 = stablehlo.add %648, %707 : tensor<2x8x32xf32>
    %709 = stablehlo.multiply %708, %268 : tensor<2x8x32xf32>
    %710 = stablehlo.multiply %709, %467 : tensor<2x8x32xf32>
    %711 = stablehlo.add %629, %710 : tensor<2x8x32xf32>
    %712 = stablehlo.multiply %709, %459 : tensor<2x8x32xf32>
    %713 = stablehlo.reduce(%712 init: %cst_112) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %714 = stablehlo.reshape %713 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %715 = stablehlo.multiply %714, %cst_64 : tensor<2x8x1xf32>
    %716 = stablehlo.power %465, %cst_63 : tensor<2x8x1xf32>
    %717 = stablehlo.multiply %715, %716 : tensor<2x8x1xf32>
    %718 = stablehlo.reshape %717 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %719 = stablehlo.broadcast_in_dim %718, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %720 = stablehlo.divide %719, %cst_62 : tensor<2x8x32xf32>
    %721 = stablehlo.power %459, %cst_61 : tensor<2x8x32xf32>
    %722 = stablehlo.multiply %721, %cst_106 : tensor<2x8x32xf32>
    %723 = stablehlo.multiply %720, %722 : tensor<2x8x32xf32>
    %724 = stablehlo.add %711, %723 : tensor<2x8x32xf32>
    %725 = stablehlo.multiply %724, %457 : tensor<2x8x32xf32>
    %726 = stablehlo.transpose %428, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %727 = stablehlo.multiply %724, %453 : tensor<2x8x32xf32>
    %728 = stablehlo.reshape %727 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %729 = stablehlo.dot_general %728, %arg44, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %730 = stablehlo.reshape %729 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %731 = stablehlo.transpose %730, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %732 = stablehlo.reshape %731 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %733 = stablehlo.dot_general %726, %732, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %734 = stablehlo.reshape %733 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %735 = stablehlo.reduce(%734 init: %cst_112) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %736 = stablehlo.transpose %735, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %737 = stablehlo.reshape %736 : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %738 = stablehlo.slice %737 [0:2, 0:8, 8:16] : (tensor<2x8x16xf32>) -> tensor<2x8x8xf32>
    %739 = stablehlo.slice %738 [0:2, 1:8, 0:8] : (tensor<2x8x8xf32>) -> tensor<2x7x8xf32>
    %740 = stablehlo.pad %739, %cst_112, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x8xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %741 = stablehlo.select %c_55, %740, %cst_54 : tensor<2x8x8xi1>, tensor<2x8x8xf32>
    %742 = stablehlo.reshape %741 : (tensor<2x8x8xf32>) -> tensor<16x8xf32>
    %743 = stablehlo.dot_general %742, %arg45, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x8xf32>, tensor<8x32xf32>) -> tensor<16x32xf32>
    %744 = stablehlo.reshape %743 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %745 = stablehlo.slice %737 [0:2, 0:8, 0:8] : (tensor<2x8x16xf32>) -> tensor<2x8x8xf32>
    %746 = stablehlo.reshape %745 : (tensor<2x8x8xf32>) -> tensor<16x8xf32>
    %747 = stablehlo.dot_general %746, %arg47, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x8xf32>, tensor<8x32xf32>) -> tensor<16x32xf32>
    %748 = stablehlo.reshape %747 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %749 = stablehlo.add %744, %748 : tensor<2x8x32xf32>
    %750 = stablehlo.transpose %443, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %751 = stablehlo.dot_general %732, %750, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %752 = stablehlo.reshape %751 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %753 = stablehlo.multiply %752, %427 : tensor<2x4x8x8xf32>
    %754 = stablehlo.reduce(%753 init: %cst_112) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %755 = stablehlo.broadcast_in_dim %754, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %756 = stablehlo.multiply %427, %755 : tensor<2x4x8x8xf32>
    %757 = stablehlo.subtract %753, %756 : tensor<2x4x8x8xf32>
    %758 = stablehlo.reshape %757 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %759 = stablehlo.transpose %417, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %760 = stablehlo.dot_general %758, %759, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %761 = stablehlo.reshape %760 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %762 = stablehlo.multiply %761, %cst_95 : tensor<2x4x8x8xf32>
    %763 = stablehlo.slice %762 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %764 = stablehlo.pad %763, %cst_112, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %765 = stablehlo.select %c_53, %764, %cst_52 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %766 = stablehlo.slice %762 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %767 = stablehlo.multiply %766, %85 : tensor<2x4x8x4xf32>
    %768 = stablehlo.slice %767 [0:2, 0:4, 0:8, 0:2] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
    %769 = stablehlo.negate %768 : tensor<2x4x8x2xf32>
    %770 = stablehlo.pad %769, %cst_112, low = [0, 0, 0, 2], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x2xf32>, tensor<f32>) -> tensor<2x4x8x4xf32>
    %771 = stablehlo.select %c_50, %770, %cst_49 : tensor<2x4x8x4xi1>, tensor<2x4x8x4xf32>
    %772 = stablehlo.slice %767 [0:2, 0:4, 0:8, 2:4] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
    %773 = stablehlo.pad %772, %cst_112, low = [0, 0, 0, 0], high = [0, 0, 0, 2], interior = [0, 0, 0, 0] : (tensor<2x4x8x2xf32>, tensor<f32>) -> tensor<2x4x8x4xf32>
    %774 = stablehlo.select %c_48, %773, %cst_49 : tensor<2x4x8x4xi1>, tensor<2x4x8x4xf32>
    %775 = stablehlo.add %771, %774 : tensor<2x4x8x4xf32>
    %776 = stablehlo.multiply %766, %77 : tensor<2x4x8x4xf32>
    %777 = stablehlo.add %775, %776 : tensor<2x4x8x4xf32>
    %778 = stablehlo.pad %777, %cst_112, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %779 = stablehlo.select %c_51, %778, %cst_52 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %780 = stablehlo.add %765, %779 : tensor<2x4x8x8xf32>
    %781 = stablehlo.transpose %780, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %782 = stablehlo.multiply %781, %368 : tensor<2x8x4x8xf32>
    %783 = stablehlo.convert %363 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4x1xf64>
    %784 = stablehlo.compare  GE, %783, %cst_47 : (tensor<2x8x4x1xf64>, tensor<2x8x4x1xf64>) -> tensor<2x8x4x1xi1>
    %785 = stablehlo.multiply %781, %358 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : tensor<2x8x4x8xf32>
    %786 = stablehlo.reduce(%785 init: %cst_112) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4xf32>
    %787 = stablehlo.reshape %786 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
    %788 = stablehlo.multiply %787, %cst_97 : tensor<2x8x4x1xf32>
    %789 = stablehlo.negate %788 : tensor<2x8x4x1xf32>
    %790 = stablehlo.multiply %365, %365 : tensor<2x8x4x1xf32>
    %791 = stablehlo.multiply %789, %790 : tensor<2x8x4x1xf32>
    %792 = stablehlo.select %784, %791, %cst_46 : tensor<2x8x4x1xi1>, tensor<2x8x4x1xf32>
    %793 = stablehlo.reshape %792 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
    %794 = stablehlo.broadcast_in_dim %793, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x8xf32>
    %795 = stablehlo.compare  EQ, %363, %cst_46 : (tensor<2x8x4x1xf32>, tensor<2x8x4x1xf32>) -> tensor<2x8x4x1xi1>
    %796 = stablehlo.reshape %795 : (tensor<2x8x4x1xi1>) -> tensor<2x8x4xi1>
    %797 = stablehlo.broadcast_in_dim %796, dims = [0, 1, 2] : (tensor<2x8x4xi1>) -> tensor<2x8x4x8xi1>
    %798 = stablehlo.reshape %363 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
    %799 = stablehlo.broadcast_in_dim %798, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x8xf32>
    %800 = stablehlo.divide %358, %799 : tensor<2x8x4x8xf32>
    %801 = stablehlo.select %797, %cst_45, %800 : tensor<2x8x4x8xi1>, tensor<2x8x4x8xf32>
    %802 = stablehlo.multiply %794, %801 : tensor<2x8x4x8xf32>
    %803 = stablehlo.add %782, %802 : tensor<2x8x4x8xf32>
    %804 = stablehlo.transpose %382, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %805 = stablehlo.dot_general %804, %758, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %806 = stablehlo.reshape %805 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %807 = stablehlo.multiply %806, %cst_95 : tensor<2x4x8x8xf32>
    %808 = stablehlo.transpose %807, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %809 = stablehlo.reshape %808 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %810 = stablehlo.reduce(%809 init: %cst_112) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %811 = stablehlo.slice %810 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %812 = stablehlo.pad %811, %cst_112, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %813 = stablehlo.select %c_44, %812, %cst_43 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %814 = stablehlo.slice %810 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %815 = stablehlo.multiply %814, %119 : tensor<2x2x8x4xf32>
    %816 = stablehlo.slice %815 [0:2, 0:2, 0:8, 0:2] : (tensor<2x2x8x4xf32>) -> tensor<2x2x8x2xf32>
    %817 = stablehlo.negate %816 : tensor<2x2x8x2xf32>
    %818 = stablehlo.pad %817, %cst_112, low = [0, 0, 0, 2], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x2xf32>, tensor<f32>) -> tensor<2x2x8x4xf32>
    %819 = stablehlo.select %c_41, %818, %cst_40 : tensor<2x2x8x4xi1>, tensor<2x2x8x4xf32>
    %820 = stablehlo.slice %815 [0:2, 0:2, 0:8, 2:4] : (tensor<2x2x8x4xf32>) -> tensor<2x2x8x2xf32>
    %821 = stablehlo.pad %820, %cst_112, low = [0, 0, 0, 0], high = [0, 0, 0, 2], interior = [0, 0, 0, 0] : (tensor<2x2x8x2xf32>, tensor<f32>) -> tensor<2x2x8x4xf32>
    %822 = stablehlo.select %c_39, %821, %cst_40 : tensor<2x2x8x4xi1>, tensor<2x2x8x4xf32>
    %823 = stablehlo.add %819, %822 : tensor<2x2x8x4xf32>
    %824 = stablehlo.multiply %814, %113 : tensor<2x2x8x4xf32>
    %825 = stablehlo.add %823, %824 : tensor<2x2x8x4xf32>
    %826 = stablehlo.pad %825, %cst_112, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %827 = stablehlo.select %c_42, %826, %cst_43 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %828 = stablehlo.add %813, %827 : tensor<2x2x8x8xf32>
    %829 = stablehlo.transpose %828, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %830 = stablehlo.multiply %829, %400 : tensor<2x8x2x8xf32>
    %831 = stablehlo.multiply %830, %398 : tensor<2x8x2x8xf32>
    %832 = stablehlo.convert %393 : (tensor<2x8x2x1xf32>) -> tensor<2x8x2x1xf64>
    %833 = stablehlo.compare  GE, %832, %cst_38 : (tensor<2x8x2x1xf64>, tensor<2x8x2x1xf64>) -> tensor<2x8x2x1xi1>
    %834 = stablehlo.multiply %830, %388 : tensor<2x8x2x8xf32>
    %835 = stablehlo.reduce(%834 init: %cst_112) applies stablehlo.add across dimensions = [3] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8x2xf32>
    %836 = stablehlo.reshape %835 : (tensor<2x8x2xf32>) -> tensor<2x8x2x1xf32>
    %837 = stablehlo.multiply %836, %cst_88 : tensor<2x8x2x1xf32>
    %838 = stablehlo.negate %837 : tensor<2x8x2x1xf32>
    %839 = stablehlo.multiply %395, %395 : tensor<2x8x2x1xf32>
    %840 = stablehlo.multiply %838, %839 : tensor<2x8x2x1xf32>
    %841 = stablehlo.select %833, %840, %cst_37 : tensor<2x8x2x1xi1>, tensor<2x8x2x1xf32>
    %842 = stablehlo.reshape %841 : (tensor<2x8x2x1xf32>) -> tensor<2x8x2xf32>
    %843 = stablehlo.broadcast_in_dim %842, dims = [0, 1, 2] : (tensor<2x8x2xf32>) -> tensor<2x8x2x8xf32>
    %844 = stablehlo.compare  EQ, %393, %cst_37 : (tensor<2x8x2x1xf32>, tensor<2x8x2x1xf32>) -> tensor<2x8x2x1xi1>
    %845 = stablehlo.reshape %844 : (tensor<2x8x2x1xi1>) -> tensor<2x8x2xi1>
    %846 = stablehlo.broadcast_in_dim %845, dims = [0, 1, 2] : (tensor<2x8x2xi1>) -> tensor<2x8x2x8xi1>
    %847 = stablehlo.reshape %393 : (tensor<2x8x2x1xf32>) -> tensor<2x8x2xf32>
    %848 = stablehlo.broadcast_in_dim %847, dims = [0, 1, 2] : (tensor<2x8x2xf32>) -> tensor<2x8x2x8xf32>
    %849 = stablehlo.divide %388, %848 : tensor<2x8x2x8xf32>
    %850 = stablehlo.select %846, %cst_36, %849 : tensor<2x8x2x8xi1>, tensor<2x8x2x8xf32>
    %851 = stablehlo.multiply %843, %850 : tensor<2x8x2x8xf32>
    %852 = stablehlo.add %831, %851 : tensor<2x8x2x8xf32>
    %853 = stablehlo.broadcast_in_dim %852, dims = [0, 1, 2, 4] : (tensor<2x8x2x8xf32>) -> tensor<2x8x2x2x8xf32>
    %854 = stablehlo.divide %853, %cst_35 : tensor<2x8x2x2x8xf32>
    %855 = stablehlo.reshape %854 : (tensor<2x8x2x2x8xf32>) -> tensor<2x8x4x8xf32>
    %856 = stablehlo.add %803, %855 : tensor<2x8x4x8xf32>
    %857 = stablehlo.multiply %856, %cst_103 : tensor<2x8x4x8xf32>
    %858 = stablehlo.transpose %857, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %859 = stablehlo.reshape %858 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %860 = stablehlo.reduce(%859 init: %cst_112) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %861 = stablehlo.transpose %860, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %862 = stablehlo.reshape %861 : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %863 = stablehlo.reshape %852 : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %864 = stablehlo.pad %863, %cst_112, low = [0, 0, 32], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8x48xf32>
    %865 = stablehlo.select %c_34, %864, %cst_33 : tensor<2x8x48xi1>, tensor<2x8x48xf32>
    %866 = stablehlo.reshape %803 : (tensor<2x8x4x8xf32>) -> tensor<2x8x32xf32>
    %867 = stablehlo.pad %866, %cst_112, low = [0, 0, 0], high = [0, 0, 16], interior = [0, 0, 0] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8x48xf32>
    %868 = stablehlo.select %c_32, %867, %cst_33 : tensor<2x8x48xi1>, tensor<2x8x48xf32>
    %869 = stablehlo.add %865, %868 : tensor<2x8x48xf32>
    %870 = stablehlo.transpose %869, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,48,8]{1,2,0}"} : (tensor<2x8x48xf32>) -> tensor<2x48x8xf32>
    %871 = stablehlo.reshape %870 : (tensor<2x48x8xf32>) -> tensor<2x48x1x8xf32>
    %872 = stablehlo.transpose %342, dims = [2, 3, 1, 0] {result_layout = dense<[1, 0, 2, 3]> : tensor<4xindex>, xla_shape = "f32[1,2,8,48]{1,0,2,3}"} : (tensor<48x8x1x2xf32>) -> tensor<1x2x8x48xf32>
    %873 = stablehlo.reshape %872 : (tensor<1x2x8x48xf32>) -> tensor<1x2x8x6x8xf32>
    %874 = stablehlo.transpose %873, dims = [0, 1, 3, 2, 4] {result_layout = dense<[4, 2, 3, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,2,6,8,8]{4,2,3,1,0}"} : (tensor<1x2x8x6x8xf32>) -> tensor<1x2x6x8x8xf32>
    %875 = stablehlo.reshape %874 : (tensor<1x2x6x8x8xf32>) -> tensor<1x2x48x8xf32>
    %876 = stablehlo.reverse %875, dims = [0, 1] : tensor<1x2x48x8xf32>
    %877 = stablehlo.convolution(%871, %876) dim_numbers = [b, f, 0, 1]x[0, 1, o, i]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 6 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x48x1x8xf32>, tensor<1x2x48x8xf32>) -> tensor<2x48x1x9xf32>
    %878 = stablehlo.transpose %338, dims = [2, 3, 1, 0] {result_layout = dense<[1, 0, 2, 3]> : tensor<4xindex>, xla_shape = "f32[1,2,1,48]{1,0,2,3}"} : (tensor<48x1x1x2xf32>) -> tensor<1x2x1x48xf32>
    %879 = stablehlo.reshape %878 : (tensor<1x2x1x48xf32>) -> tensor<1x2x48x1xf32>
    %880 = stablehlo.reverse %879, dims = [0, 1] : tensor<1x2x48x1xf32>
    %881 = stablehlo.convolution(%877, %880) dim_numbers = [b, f, 0, 1]x[0, 1, o, i]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 48 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x48x1x9xf32>, tensor<1x2x48x1xf32>) -> tensor<2x48x1x10xf32>
    %882 = stablehlo.reshape %881 : (tensor<2x48x1x10xf32>) -> tensor<2x48x10xf32>
    %883 = stablehlo.pad %882, %cst_112, low = [0, 0, -2], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<2x48x10xf32>, tensor<f32>) -> tensor<2x48x8xf32>
    %884 = stablehlo.transpose %883, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,48]{1,2,0}"} : (tensor<2x48x8xf32>) -> tensor<2x8x48xf32>
    %885 = stablehlo.slice %884 [0:2, 0:8, 32:48] : (tensor<2x8x48xf32>) -> tensor<2x8x16xf32>
    %886 = stablehlo.add %862, %885 : tensor<2x8x16xf32>
    %887 = stablehlo.reshape %886 : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %888 = stablehlo.dot_general %887, %arg49, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %889 = stablehlo.reshape %888 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %890 = stablehlo.add %749, %889 : tensor<2x8x32xf32>
    %891 = stablehlo.reshape %857 : (tensor<2x8x4x8xf32>) -> tensor<2x8x32xf32>
    %892 = stablehlo.slice %884 [0:2, 0:8, 0:32] : (tensor<2x8x48xf32>) -> tensor<2x8x32xf32>
    %893 = stablehlo.add %891, %892 : tensor<2x8x32xf32>
    %894 = stablehlo.reshape %893 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %895 = stablehlo.dot_general %894, %arg50, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %896 = stablehlo.reshape %895 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %897 = stablehlo.add %890, %896 : tensor<2x8x32xf32>
    %898 = stablehlo.multiply %897, %24 : tensor<2x8x32xf32>
    %899 = stablehlo.multiply %898, %269 : tensor<2x8x32xf32>
    %900 = stablehlo.multiply %899, %323 : tensor<2x8x32xf32>
    %901 = stablehlo.add %725, %900 : tensor<2x8x32xf32>
    %902 = stablehlo.multiply %899, %315 : tensor<2x8x32xf32>
    %903 = stablehlo.reduce(%902 init: %cst_112) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %904 = stablehlo.reshape %903 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %905 = stablehlo.multiply %904, %cst_64 : tensor<2x8x1xf32>
    %906 = stablehlo.power %321, %cst_63 : tensor<2x8x1xf32>
    %907 = stablehlo.multiply %905, %906 : tensor<2x8x1xf32>
    %908 = stablehlo.reshape %907 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %909 = stablehlo.broadcast_in_dim %908, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %910 = stablehlo.divide %909, %cst_62 : tensor<2x8x32xf32>
    %911 = stablehlo.power %315, %cst_61 : tensor<2x8x32xf32>
    %912 = stablehlo.multiply %911, %cst_106 : tensor<2x8x32xf32>
    %913 = stablehlo.multiply %910, %912 : tensor<2x8x32xf32>
    %914 = stablehlo.add %901, %913 : tensor<2x8x32xf32>
    %915 = stablehlo.multiply %914, %313 : tensor<2x8x32xf32>
    %916 = stablehlo.transpose %280, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[16,32,64]{1,2,0}"} : (tensor<16x64x32xf32>) -> tensor<16x32x64xf32>
    %917 = stablehlo.transpose %279, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[16,32,32]{1,2,0}"} : (tensor<16x32x32xf32>) -> tensor<16x32x32xf32>
    %918 = stablehlo.multiply %914, %309 : tensor<2x8x32xf32>
    %919 = stablehlo.reshape %918 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %920 = stablehlo.multiply %919, %302 : tensor<16x32xf32>
    %921 = stablehlo.reshape %920 : (tensor<16x32xf32>) -> tensor<16x32x1xf32>
    %922 = stablehlo.dot_general %917, %921, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x32x32xf32>, tensor<16x32x1xf32>) -> tensor<16x32x1xf32>
    %923 = stablehlo.reshape %922 : (tensor<16x32x1xf32>) -> tensor<16x32xf32>
    %924 = stablehlo.multiply %923, %287 : tensor<16x32xf32>
    %925 = stablehlo.subtract %cst_60, %285 : tensor<16x32xf32>
    %926 = stablehlo.multiply %284, %925 : tensor<16x32xf32>
    %927 = stablehlo.add %926, %cst_60 : tensor<16x32xf32>
    %928 = stablehlo.multiply %285, %927 : tensor<16x32xf32>
    %929 = stablehlo.multiply %924, %928 : tensor<16x32xf32>
    %930 = stablehlo.multiply %923, %286 : tensor<16x32xf32>
    %931 = stablehlo.concatenate %929, %930, dim = 1 : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x64xf32>
    %932 = stablehlo.reshape %931 : (tensor<16x64xf32>) -> tensor<16x64x1xf32>
    %933 = stablehlo.dot_general %916, %932, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x32x64xf32>, tensor<16x64x1xf32>) -> tensor<16x32x1xf32>
    %934 = stablehlo.reshape %933 : (tensor<16x32x1xf32>) -> tensor<2x8x32xf32>
    %935 = stablehlo.reshape %271 : (tensor<2x8x1xi64>) -> tensor<2x8x1x1xi64>
    %936 = stablehlo.concatenate %650, %652, %935, dim = 3 : (tensor<2x8x1x1xi64>, tensor<2x8x1x1xi64>, tensor<2x8x1x1xi64>) -> tensor<2x8x1x3xi64>
    %937 = stablehlo.multiply %919, %291 : tensor<16x32xf32>
    %938 = stablehlo.reduce(%937 init: %cst_112) applies stablehlo.add across dimensions = [1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %939 = stablehlo.reshape %938 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %940 = stablehlo.select %272, %cst_70, %939 : tensor<2x8x1xi1>, tensor<2x8x1xf32>
    %941 = "stablehlo.scatter"(%cst_59, %936, %940) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [0, 1, 2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg136: tensor<f32>, %arg137: tensor<f32>):
      %1597 = stablehlo.add %arg136, %arg137 : tensor<f32>
      stablehlo.return %1597 : tensor<f32>
    }) : (tensor<2x8x5xf32>, tensor<2x8x1x3xi64>, tensor<2x8x1xf32>) -> tensor<2x8x5xf32>
    %942 = stablehlo.multiply %941, %261 : tensor<2x8x5xf32>
    %943 = stablehlo.reduce(%942 init: %cst_112) applies stablehlo.add across dimensions = [2] : (tensor<2x8x5xf32>, tensor<f32>) -> tensor<2x8xf32>
    %944 = stablehlo.broadcast_in_dim %943, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x5xf32>
    %945 = stablehlo.multiply %261, %944 : tensor<2x8x5xf32>
    %946 = stablehlo.subtract %942, %945 : tensor<2x8x5xf32>
    %947 = stablehlo.reshape %946 : (tensor<2x8x5xf32>) -> tensor<16x5xf32>
    %948 = stablehlo.dot_general %947, %arg31, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x5xf32>, tensor<5x256xf32>) -> tensor<16x256xf32>
    %949 = stablehlo.reshape %948 : (tensor<16x256xf32>) -> tensor<2x8x256xf32>
    %950 = stablehlo.multiply %249, %cst_77 : tensor<2x8x256xf32>
    %951 = stablehlo.multiply %245, %245 : tensor<2x8x256xf32>
    %952 = stablehlo.multiply %951, %cst_58 : tensor<2x8x256xf32>
    %953 = stablehlo.exponential %952 : tensor<2x8x256xf32>
    %954 = stablehlo.multiply %953, %cst_57 : tensor<2x8x256xf32>
    %955 = stablehlo.multiply %245, %954 : tensor<2x8x256xf32>
    %956 = stablehlo.add %950, %955 : tensor<2x8x256xf32>
    %957 = stablehlo.multiply %949, %956 : tensor<2x8x256xf32>
    %958 = stablehlo.reshape %957 : (tensor<2x8x256xf32>) -> tensor<16x256xf32>
    %959 = stablehlo.dot_general %958, %arg33, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256xf32>, tensor<256x256xf32>) -> tensor<16x256xf32>
    %960 = stablehlo.reshape %959 : (tensor<16x256xf32>) -> tensor<2x8x256xf32>
    %961 = stablehlo.multiply %238, %cst_77 : tensor<2x8x256xf32>
    %962 = stablehlo.multiply %234, %234 : tensor<2x8x256xf32>
    %963 = stablehlo.multiply %962, %cst_58 : tensor<2x8x256xf32>
    %964 = stablehlo.exponential %963 : tensor<2x8x256xf32>
    %965 = stablehlo.multiply %964, %cst_57 : tensor<2x8x256xf32>
    %966 = stablehlo.multiply %234, %965 : tensor<2x8x256xf32>
    %967 = stablehlo.add %961, %966 : tensor<2x8x256xf32>
    %968 = stablehlo.multiply %960, %967 : tensor<2x8x256xf32>
    %969 = stablehlo.reshape %968 : (tensor<2x8x256xf32>) -> tensor<16x256xf32>
    %970 = stablehlo.dot_general %969, %arg35, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256xf32>, tensor<256x256xf32>) -> tensor<16x256xf32>
    %971 = stablehlo.reshape %970 : (tensor<16x256xf32>) -> tensor<2x8x256xf32>
    %972 = stablehlo.multiply %971, %0 : tensor<2x8x256xf32>
    %973 = stablehlo.multiply %972, %226 : tensor<2x8x256xf32>
    %974 = stablehlo.multiply %972, %218 : tensor<2x8x256xf32>
    %975 = stablehlo.reduce(%974 init: %cst_112) applies stablehlo.add across dimensions = [2] : (tensor<2x8x256xf32>, tensor<f32>) -> tensor<2x8xf32>
    %976 = stablehlo.reshape %975 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %977 = stablehlo.multiply %976, %cst_64 : tensor<2x8x1xf32>
    %978 = stablehlo.power %224, %cst_63 : tensor<2x8x1xf32>
    %979 = stablehlo.multiply %977, %978 : tensor<2x8x1xf32>
    %980 = stablehlo.reshape %979 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %981 = stablehlo.broadcast_in_dim %980, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x256xf32>
    %982 = stablehlo.divide %981, %cst_56 : tensor<2x8x256xf32>
    %983 = stablehlo.power %218, %cst_75 : tensor<2x8x256xf32>
    %984 = stablehlo.multiply %983, %cst_79 : tensor<2x8x256xf32>
    %985 = stablehlo.multiply %982, %984 : tensor<2x8x256xf32>
    %986 = stablehlo.add %973, %985 : tensor<2x8x256xf32>
    %987 = stablehlo.multiply %704, %476 : tensor<2x8x256xf32>
    %988 = stablehlo.add %986, %987 : tensor<2x8x256xf32>
    %989 = stablehlo.reshape %988 : (tensor<2x8x256xf32>) -> tensor<16x256xf32>
    %990 = stablehlo.dot_general %989, %arg37, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256xf32>, tensor<256x32xf32>) -> tensor<16x32xf32>
    %991 = stablehlo.reshape %990 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %992 = stablehlo.add %934, %991 : tensor<2x8x32xf32>
    %993 = stablehlo.multiply %992, %1 : tensor<2x8x32xf32>
    %994 = stablehlo.multiply %993, %210 : tensor<2x8x32xf32>
    %995 = stablehlo.add %915, %994 : tensor<2x8x32xf32>
    %996 = stablehlo.multiply %993, %202 : tensor<2x8x32xf32>
    %997 = stablehlo.reduce(%996 init: %cst_112) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %998 = stablehlo.reshape %997 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %999 = stablehlo.multiply %998, %cst_64 : tensor<2x8x1xf32>
    %1000 = stablehlo.power %208, %cst_63 : tensor<2x8x1xf32>
    %1001 = stablehlo.multiply %999, %1000 : tensor<2x8x1xf32>
    %1002 = stablehlo.reshape %1001 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %1003 = stablehlo.broadcast_in_dim %1002, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %1004 = stablehlo.divide %1003, %cst_62 : tensor<2x8x32xf32>
    %1005 = stablehlo.power %202, %cst_61 : tensor<2x8x32xf32>
    %1006 = stablehlo.multiply %1005, %cst_106 : tensor<2x8x32xf32>
    %1007 = stablehlo.multiply %1004, %1006 : tensor<2x8x32xf32>
    %1008 = stablehlo.add %995, %1007 : tensor<2x8x32xf32>
    %1009 = stablehlo.multiply %1008, %200 : tensor<2x8x32xf32>
    %1010 = stablehlo.transpose %171, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %1011 = stablehlo.multiply %1008, %196 : tensor<2x8x32xf32>
    %1012 = stablehlo.reshape %1011 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %1013 = stablehlo.dot_general %1012, %arg14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %1014 = stablehlo.reshape %1013 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %1015 = stablehlo.transpose %1014, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %1016 = stablehlo.reshape %1015 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %1017 = stablehlo.dot_general %1010, %1016, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %1018 = stablehlo.reshape %1017 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %1019 = stablehlo.reduce(%1018 init: %cst_112) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %1020 = stablehlo.transpose %1019, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %1021 = stablehlo.reshape %1020 : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %1022 = stablehlo.slice %1021 [0:2, 0:8, 8:16] : (tensor<2x8x16xf32>) -> tensor<2x8x8xf32>
    %1023 = stablehlo.slice %1022 [0:2, 1:8, 0:8] : (tensor<2x8x8xf32>) -> tensor<2x7x8xf32>
    %1024 = stablehlo.pad %1023, %cst_112, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x8xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %1025 = stablehlo.select %c_55, %1024, %cst_54 : tensor<2x8x8xi1>, tensor<2x8x8xf32>
    %1026 = stablehlo.reshape %1025 : (tensor<2x8x8xf32>) -> tensor<16x8xf32>
    %1027 = stablehlo.dot_general %1026, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x8xf32>, tensor<8x32xf32>) -> tensor<16x32xf32>
    %1028 = stablehlo.reshape %1027 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %1029 = stablehlo.slice %1021 [0:2, 0:8, 0:8] : (tensor<2x8x16xf32>) -> tensor<2x8x8xf32>
    %1030 = stablehlo.reshape %1029 : (tensor<2x8x8xf32>) -> tensor<16x8xf32>
    %1031 = stablehlo.dot_general %1030, %arg18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x8xf32>, tensor<8x32xf32>) -> tensor<16x32xf32>
    %1032 = stablehlo.reshape %1031 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %1033 = stablehlo.add %1028, %1032 : tensor<2x8x32xf32>
    %1034 = stablehlo.transpose %186, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %1035 = stablehlo.dot_general %1016, %1034, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %1036 = stablehlo.reshape %1035 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %1037 = stablehlo.multiply %1036, %170 : tensor<2x4x8x8xf32>
    %1038 = stablehlo.reduce(%1037 init: %cst_112) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %1039 = stablehlo.broadcast_in_dim %1038, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %1040 = stablehlo.multiply %170, %1039 : tensor<2x4x8x8xf32>
    %1041 = stablehlo.subtract %1037, %1040 : tensor<2x4x8x8xf32>
    %1042 = stablehlo.reshape %1041 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %1043 = stablehlo.transpose %128, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %1044 = stablehlo.dot_general %1042, %1043, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %1045 = stablehlo.reshape %1044 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %1046 = stablehlo.multiply %1045, %cst_95 : tensor<2x4x8x8xf32>
    %1047 = stablehlo.slice %1046 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %1048 = stablehlo.pad %1047, %cst_112, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %1049 = stablehlo.select %c_53, %1048, %cst_52 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %1050 = stablehlo.slice %1046 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %1051 = stablehlo.multiply %1050, %85 : tensor<2x4x8x4xf32>
    %1052 = stablehlo.slice %1051 [0:2, 0:4, 0:8, 0:2] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
    %1053 = stablehlo.negate %1052 : tensor<2x4x8x2xf32>
    %1054 = stablehlo.pad %1053, %cst_112, low = [0, 0, 0, 2], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x2xf32>, tensor<f32>) -> tensor<2x4x8x4xf32>
    %1055 = stablehlo.select %c_50, %1054, %cst_49 : tensor<2x4x8x4xi1>, tensor<2x4x8x4xf32>
    %1056 = stablehlo.slice %1051 [0:2, 0:4, 0:8, 2:4] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
    %1057 = stablehlo.pad %1056, %cst_112, low = [0, 0, 0, 0], high = [0, 0, 0, 2], interior = [0, 0, 0, 0] : (tensor<2x4x8x2xf32>, tensor<f32>) -> tensor<2x4x8x4xf32>
    %1058 = stablehlo.select %c_48, %1057, %cst_49 : tensor<2x4x8x4xi1>, tensor<2x4x8x4xf32>
    %1059 = stablehlo.add %1055, %1058 : tensor<2x4x8x4xf32>
    %1060 = stablehlo.multiply %1050, %77 : tensor<2x4x8x4xf32>
    %1061 = stablehlo.add %1059, %1060 : tensor<2x4x8x4xf32>
    %1062 = stablehlo.pad %1061, %cst_112, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %1063 = stablehlo.select %c_51, %1062, %cst_52 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %1064 = stablehlo.add %1049, %1063 : tensor<2x4x8x8xf32>
    %1065 = stablehlo.transpose %1064, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %1066 = stablehlo.multiply %1065, %67 : tensor<2x8x4x8xf32>
    %1067 = stablehlo.convert %62 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4x1xf64>
    %1068 = stablehlo.compare  GE, %1067, %cst_47 : (tensor<2x8x4x1xf64>, tensor<2x8x4x1xf64>) -> tensor<2x8x4x1xi1>
    %1069 = stablehlo.multiply %1065, %57 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : tensor<2x8x4x8xf32>
    %1070 = stablehlo.reduce(%1069 init: %cst_112) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4xf32>
    %1071 = stablehlo.reshape %1070 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
    %1072 = stablehlo.multiply %1071, %cst_97 : tensor<2x8x4x1xf32>
    %1073 = stablehlo.negate %1072 : tensor<2x8x4x1xf32>
    %1074 = stablehlo.multiply %64, %64 : tensor<2x8x4x1xf32>
    %1075 = stablehlo.multiply %1073, %1074 : tensor<2x8x4x1xf32>
    %1076 = stablehlo.select %1068, %1075, %cst_46 : tensor<2x8x4x1xi1>, tensor<2x8x4x1xf32>
    %1077 = stablehlo.reshape %1076 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
    %1078 = stablehlo.broadcast_in_dim %1077, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x8xf32>
    %1079 = stablehlo.compare  EQ, %62, %cst_46 : (tensor<2x8x4x1xf32>, tensor<2x8x4x1xf32>) -> tensor<2x8x4x1xi1>
    %1080 = stablehlo.reshape %1079 : (tensor<2x8x4x1xi1>) -> tensor<2x8x4xi1>
    %1081 = stablehlo.broadcast_in_dim %1080, dims = [0, 1, 2] : (tensor<2x8x4xi1>) -> tensor<2x8x4x8xi1>
    %1082 = stablehlo.reshape %62 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
    %1083 = stablehlo.broadcast_in_dim %1082, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x8xf32>
    %1084 = stablehlo.divide %57, %1083 : tensor<2x8x4x8xf32>
    %1085 = stablehlo.select %1081, %cst_45, %1084 : tensor<2x8x4x8xi1>, tensor<2x8x4x8xf32>
    %1086 = stablehlo.multiply %1078, %1085 : tensor<2x8x4x8xf32>
    %1087 = stablehlo.add %1066, %1086 : tensor<2x8x4x8xf32>
    %1088 = stablehlo.transpose %91, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %1089 = stablehlo.dot_general %1088, %1042, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %1090 = stablehlo.reshape %1089 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %1091 = stablehlo.multiply %1090, %cst_95 : tensor<2x4x8x8xf32>
    %1092 = stablehlo.transpose %1091, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %1093 = stablehlo.reshape %1092 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %1094 = stablehlo.reduce(%1093 init: %cst_112) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %1095 = stablehlo.slice %1094 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %1096 = stablehlo.pad %1095, %cst_112, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %1097 = stablehlo.select %c_44, %1096, %cst_43 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %1098 = stablehlo.slice %1094 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %1099 = stablehlo.multiply %1098, %119 : tensor<2x2x8x4xf32>
    %1100 = stablehlo.slice %1099 [0:2, 0:2, 0:8, 0:2] : (tensor<2x2x8x4xf32>) -> tensor<2x2x8x2xf32>
    %1101 = stablehlo.negate %1100 : tensor<2x2x8x2xf32>
    %1102 = stablehlo.pad %1101, %cst_112, low = [0, 0, 0, 2], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x2xf32>, tensor<f32>) -> tensor<2x2x8x4xf32>
    %1103 = stablehlo.select %c_41, %1102, %cst_40 : tensor<2x2x8x4xi1>, tensor<2x2x8x4xf32>
    %1104 = stablehlo.slice %1099 [0:2, 0:2, 0:8, 2:4] : (tensor<2x2x8x4xf32>) -> tensor<2x2x8x2xf32>
    %1105 = stablehlo.pad %1104, %cst_112, low = [0, 0, 0, 0], high = [0, 0, 0, 2], interior = [0, 0, 0, 0] : (tensor<2x2x8x2xf32>, tensor<f32>) -> tensor<2x2x8x4xf32>
    %1106 = stablehlo.select %c_39, %1105, %cst_40 : tensor<2x2x8x4xi1>, tensor<2x2x8x4xf32>
    %1107 = stablehlo.add %1103, %1106 : tensor<2x2x8x4xf32>
    %1108 = stablehlo.multiply %1098, %113 : tensor<2x2x8x4xf32>
    %1109 = stablehlo.add %1107, %1108 : tensor<2x2x8x4xf32>
    %1110 = stablehlo.pad %1109, %cst_112, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %1111 = stablehlo.select %c_42, %1110, %cst_43 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %1112 = stablehlo.add %1097, %1111 : tensor<2x2x8x8xf32>
    %1113 = stablehlo.transpose %1112, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %1114 = stablehlo.multiply %1113, %109 : tensor<2x8x2x8xf32>
    %1115 = stablehlo.multiply %1114, %107 : tensor<2x8x2x8xf32>
    %1116 = stablehlo.convert %102 : (tensor<2x8x2x1xf32>) -> tensor<2x8x2x1xf64>
    %1117 = stablehlo.compare  GE, %1116, %cst_38 : (tensor<2x8x2x1xf64>, tensor<2x8x2x1xf64>) -> tensor<2x8x2x1xi1>
    %1118 = stablehlo.multiply %1114, %97 : tensor<2x8x2x8xf32>
    %1119 = stablehlo.reduce(%1118 init: %cst_112) applies stablehlo.add across dimensions = [3] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8x2xf32>
    %1120 = stablehlo.reshape %1119 : (tensor<2x8x2xf32>) -> tensor<2x8x2x1xf32>
    %1121 = stablehlo.multiply %1120, %cst_88 : tensor<2x8x2x1xf32>
    %1122 = stablehlo.negate %1121 : tensor<2x8x2x1xf32>
    %1123 = stablehlo.multiply %104, %104 : tensor<2x8x2x1xf32>
    %1124 = stablehlo.multiply %1122, %1123 : tensor<2x8x2x1xf32>
    %1125 = stablehlo.select %1117, %1124, %cst_37 : tensor<2x8x2x1xi1>, tensor<2x8x2x1xf32>
    %1126 = stablehlo.reshape %1125 : (tensor<2x8x2x1xf32>) -> tensor<2x8x2xf32>
    %1127 = stablehlo.broadcast_in_dim %1126, dims = [0, 1, 2] : (tensor<2x8x2xf32>) -> tensor<2x8x2x8xf32>
    %1128 = stablehlo.compare  EQ, %102, %cst_37 : (tensor<2x8x2x1xf32>, tensor<2x8x2x1xf32>) -> tensor<2x8x2x1xi1>
    %1129 = stablehlo.reshape %1128 : (tensor<2x8x2x1xi1>) -> tensor<2x8x2xi1>
    %1130 = stablehlo.broadcast_in_dim %1129, dims = [0, 1, 2] : (tensor<2x8x2xi1>) -> tensor<2x8x2x8xi1>
    %1131 = stablehlo.reshape %102 : (tensor<2x8x2x1xf32>) -> tensor<2x8x2xf32>
    %1132 = stablehlo.broadcast_in_dim %1131, dims = [0, 1, 2] : (tensor<2x8x2xf32>) -> tensor<2x8x2x8xf32>
    %1133 = stablehlo.divide %97, %1132 : tensor<2x8x2x8xf32>
    %1134 = stablehlo.select %1130, %cst_36, %1133 : tensor<2x8x2x8xi1>, tensor<2x8x2x8xf32>
    %1135 = stablehlo.multiply %1127, %1134 : tensor<2x8x2x8xf32>
    %1136 = stablehlo.add %1115, %1135 : tensor<2x8x2x8xf32>
    %1137 = stablehlo.broadcast_in_dim %1136, dims = [0, 1, 2, 4] : (tensor<2x8x2x8xf32>) -> tensor<2x8x2x2x8xf32>
    %1138 = stablehlo.divide %1137, %cst_35 : tensor<2x8x2x2x8xf32>
    %1139 = stablehlo.reshape %1138 : (tensor<2x8x2x2x8xf32>) -> tensor<2x8x4x8xf32>
    %1140 = stablehlo.add %1087, %1139 : tensor<2x8x4x8xf32>
    %1141 = stablehlo.multiply %1140, %cst_103 : tensor<2x8x4x8xf32>
    %1142 = stablehlo.transpose %1141, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %1143 = stablehlo.reshape %1142 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %1144 = stablehlo.reduce(%1143 init: %cst_112) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %1145 = stablehlo.transpose %1144, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %1146 = stablehlo.reshape %1145 : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %1147 = stablehlo.reshape %1136 : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %1148 = stablehlo.pad %1147, %cst_112, low = [0, 0, 32], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8x48xf32>
    %1149 = stablehlo.select %c_34, %1148, %cst_33 : tensor<2x8x48xi1>, tensor<2x8x48xf32>
    %1150 = stablehlo.reshape %1087 : (tensor<2x8x4x8xf32>) -> tensor<2x8x32xf32>
    %1151 = stablehlo.pad %1150, %cst_112, low = [0, 0, 0], high = [0, 0, 16], interior = [0, 0, 0] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8x48xf32>
    %1152 = stablehlo.select %c_32, %1151, %cst_33 : tensor<2x8x48xi1>, tensor<2x8x48xf32>
    %1153 = stablehlo.add %1149, %1152 : tensor<2x8x48xf32>
    %1154 = stablehlo.transpose %1153, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,48,8]{1,2,0}"} : (tensor<2x8x48xf32>) -> tensor<2x48x8xf32>
    %1155 = stablehlo.reshape %1154 : (tensor<2x48x8xf32>) -> tensor<2x48x1x8xf32>
    %1156 = stablehlo.transpose %41, dims = [2, 3, 1, 0] {result_layout = dense<[1, 0, 2, 3]> : tensor<4xindex>, xla_shape = "f32[1,2,8,48]{1,0,2,3}"} : (tensor<48x8x1x2xf32>) -> tensor<1x2x8x48xf32>
    %1157 = stablehlo.reshape %1156 : (tensor<1x2x8x48xf32>) -> tensor<1x2x8x6x8xf32>
    %1158 = stablehlo.transpose %1157, dims = [0, 1, 3, 2, 4] {result_layout = dense<[4, 2, 3, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,2,6,8,8]{4,2,3,1,0}"} : (tensor<1x2x8x6x8xf32>) -> tensor<1x2x6x8x8xf32>
    %1159 = stablehlo.reshape %1158 : (tensor<1x2x6x8x8xf32>) -> tensor<1x2x48x8xf32>
    %1160 = stablehlo.reverse %1159, dims = [0, 1] : tensor<1x2x48x8xf32>
    %1161 = stablehlo.convolution(%1155, %1160) dim_numbers = [b, f, 0, 1]x[0, 1, o, i]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 6 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x48x1x8xf32>, tensor<1x2x48x8xf32>) -> tensor<2x48x1x9xf32>
    %1162 = stablehlo.transpose %37, dims = [2, 3, 1, 0] {result_layout = dense<[1, 0, 2, 3]> : tensor<4xindex>, xla_shape = "f32[1,2,1,48]{1,0,2,3}"} : (tensor<48x1x1x2xf32>) -> tensor<1x2x1x48xf32>
    %1163 = stablehlo.reshape %1162 : (tensor<1x2x1x48xf32>) -> tensor<1x2x48x1xf32>
    %1164 = stablehlo.reverse %1163, dims = [0, 1] : tensor<1x2x48x1xf32>
    %1165 = stablehlo.convolution(%1161, %1164) dim_numbers = [b, f, 0, 1]x[0, 1, o, i]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 48 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x48x1x9xf32>, tensor<1x2x48x1xf32>) -> tensor<2x48x1x10xf32>
    %1166 = stablehlo.reshape %1165 : (tensor<2x48x1x10xf32>) -> tensor<2x48x10xf32>
    %1167 = stablehlo.pad %1166, %cst_112, low = [0, 0, -2], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<2x48x10xf32>, tensor<f32>) -> tensor<2x48x8xf32>
    %1168 = stablehlo.transpose %1167, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,48]{1,2,0}"} : (tensor<2x48x8xf32>) -> tensor<2x8x48xf32>
    %1169 = stablehlo.slice %1168 [0:2, 0:8, 32:48] : (tensor<2x8x48xf32>) -> tensor<2x8x16xf32>
    %1170 = stablehlo.add %1146, %1169 : tensor<2x8x16xf32>
    %1171 = stablehlo.reshape %1170 : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %1172 = stablehlo.dot_general %1171, %arg21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1173 = stablehlo.reshape %1172 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %1174 = stablehlo.add %1033, %1173 : tensor<2x8x32xf32>
    %1175 = stablehlo.reshape %1141 : (tensor<2x8x4x8xf32>) -> tensor<2x8x32xf32>
    %1176 = stablehlo.slice %1168 [0:2, 0:8, 0:32] : (tensor<2x8x48xf32>) -> tensor<2x8x32xf32>
    %1177 = stablehlo.add %1175, %1176 : tensor<2x8x32xf32>
    %1178 = stablehlo.reshape %1177 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %1179 = stablehlo.dot_general %1178, %arg22, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %1180 = stablehlo.reshape %1179 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %1181 = stablehlo.add %1174, %1180 : tensor<2x8x32xf32>
    %1182 = stablehlo.multiply %1181, %24 : tensor<2x8x32xf32>
    %1183 = stablehlo.multiply %1182, %2 : tensor<2x8x32xf32>
    %1184 = stablehlo.multiply %1183, %18 : tensor<2x8x32xf32>
    %1185 = stablehlo.add %1009, %1184 : tensor<2x8x32xf32>
    %1186 = stablehlo.multiply %1183, %10 : tensor<2x8x32xf32>
    %1187 = stablehlo.reduce(%1186 init: %cst_112) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1188 = stablehlo.reshape %1187 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %1189 = stablehlo.multiply %1188, %cst_64 : tensor<2x8x1xf32>
    %1190 = stablehlo.power %16, %cst_63 : tensor<2x8x1xf32>
    %1191 = stablehlo.multiply %1189, %1190 : tensor<2x8x1xf32>
    %1192 = stablehlo.reshape %1191 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %1193 = stablehlo.broadcast_in_dim %1192, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %1194 = stablehlo.divide %1193, %cst_62 : tensor<2x8x32xf32>
    %1195 = stablehlo.power %10, %cst_61 : tensor<2x8x32xf32>
    %1196 = stablehlo.multiply %1195, %cst_106 : tensor<2x8x32xf32>
    %1197 = stablehlo.multiply %1194, %1196 : tensor<2x8x32xf32>
    %1198 = stablehlo.add %1185, %1197 : tensor<2x8x32xf32>
    %1199 = stablehlo.multiply %1198, %8 : tensor<2x8x32xf32>
    %1200 = stablehlo.reduce(%1199 init: %cst_112) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1201 = stablehlo.add %602, %1200 : tensor<32xf32>
    %1202 = stablehlo.multiply %1201, %cst_31 : tensor<32xf32>
    %1203 = stablehlo.subtract %arg10, %1202 : tensor<32xf32>
    %1204 = stablehlo.multiply %arg72, %cst_68 : tensor<32xf32>
    %1205 = stablehlo.multiply %1198, %9 : tensor<2x8x32xf32>
    %1206 = stablehlo.reduce(%1205 init: %cst_112) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1207 = stablehlo.add %1204, %1206 : tensor<32xf32>
    %1208 = stablehlo.multiply %1207, %cst_31 : tensor<32xf32>
    %1209 = stablehlo.subtract %arg11, %1208 : tensor<32xf32>
    %1210 = stablehlo.multiply %arg73, %cst_30 : tensor<128x32xf32>
    %1211 = stablehlo.transpose %611, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %1212 = stablehlo.dot_general %1211, %578, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %1213 = stablehlo.compare  LT, %arg0, %c_110 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %1214 = stablehlo.add %arg0, %c : tensor<2x8xi64>
    %1215 = stablehlo.select %1213, %1214, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %1216 = stablehlo.reshape %1215 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %1217 = stablehlo.compare  EQ, %arg0, %c_110 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %1218 = stablehlo.broadcast_in_dim %1217, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %1219 = stablehlo.select %1218, %cst_28, %1205 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %1220 = "stablehlo.scatter"(%cst_29, %1216, %1219) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg136: tensor<f32>, %arg137: tensor<f32>):
      %1597 = stablehlo.add %arg136, %arg137 : tensor<f32>
      stablehlo.return %1597 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %1221 = stablehlo.add %1212, %1220 : tensor<128x32xf32>
    %1222 = stablehlo.add %1210, %1221 : tensor<128x32xf32>
    %1223 = stablehlo.multiply %1222, %cst_27 : tensor<128x32xf32>
    %1224 = stablehlo.subtract %arg1, %1223 : tensor<128x32xf32>
    %1225 = stablehlo.multiply %arg74, %cst_26 : tensor<32x32xf32>
    %1226 = stablehlo.transpose %1012, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %1227 = stablehlo.dot_general %1226, %190, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %1228 = stablehlo.add %1225, %1227 : tensor<32x32xf32>
    %1229 = stablehlo.multiply %1228, %cst_25 : tensor<32x32xf32>
    %1230 = stablehlo.subtract %arg14, %1229 : tensor<32x32xf32>
    %1231 = stablehlo.multiply %arg75, %cst_26 : tensor<32x32xf32>
    %1232 = stablehlo.transpose %1178, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %1233 = stablehlo.dot_general %1232, %26, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %1234 = stablehlo.add %1231, %1233 : tensor<32x32xf32>
    %1235 = stablehlo.multiply %1234, %cst_25 : tensor<32x32xf32>
    %1236 = stablehlo.subtract %arg22, %1235 : tensor<32x32xf32>
    %1237 = stablehlo.multiply %arg76, %cst_24 : tensor<16x32xf32>
    %1238 = stablehlo.transpose %1171, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %1239 = stablehlo.dot_general %1238, %26, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1240 = stablehlo.add %1237, %1239 : tensor<16x32xf32>
    %1241 = stablehlo.multiply %1240, %cst_23 : tensor<16x32xf32>
    %1242 = stablehlo.subtract %arg21, %1241 : tensor<16x32xf32>
    %1243 = stablehlo.multiply %arg77, %cst_22 : tensor<8x32xf32>
    %1244 = stablehlo.transpose %1030, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[8,16]{0,1}"} : (tensor<16x8xf32>) -> tensor<8x16xf32>
    %1245 = stablehlo.dot_general %1244, %26, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %1246 = stablehlo.add %1243, %1245 : tensor<8x32xf32>
    %1247 = stablehlo.multiply %1246, %cst_21 : tensor<8x32xf32>
    %1248 = stablehlo.subtract %arg18, %1247 : tensor<8x32xf32>
    %1249 = stablehlo.multiply %arg78, %cst_22 : tensor<8x32xf32>
    %1250 = stablehlo.slice %1022 [0:2, 0:1, 0:8] : (tensor<2x8x8xf32>) -> tensor<2x1x8xf32>
    %1251 = stablehlo.reshape %1250 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %1252 = stablehlo.transpose %1251, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[8,2]{0,1}"} : (tensor<2x8xf32>) -> tensor<8x2xf32>
    %1253 = stablehlo.dot_general %1252, %cst_80, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x2xf32>, tensor<2x32xf32>) -> tensor<8x32xf32>
    %1254 = stablehlo.transpose %1026, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[8,16]{0,1}"} : (tensor<16x8xf32>) -> tensor<8x16xf32>
    %1255 = stablehlo.dot_general %1254, %26, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %1256 = stablehlo.add %1253, %1255 : tensor<8x32xf32>
    %1257 = stablehlo.add %1249, %1256 : tensor<8x32xf32>
    %1258 = stablehlo.multiply %1257, %cst_21 : tensor<8x32xf32>
    %1259 = stablehlo.subtract %arg15, %1258 : tensor<8x32xf32>
    %1260 = stablehlo.multiply %arg79, %cst_20 : tensor<48x1x2xf32>
    %1261 = stablehlo.convolution(%36, %1161) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 48 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x48x1x10xf32>, tensor<2x48x1x9xf32>) -> tensor<1x2x1x48xf32>
    %1262 = stablehlo.transpose %1261, dims = [3, 2, 0, 1] {result_layout = dense<[0, 1, 3, 2]> : tensor<4xindex>, xla_shape = "f32[48,1,1,2]{0,1,3,2}"} : (tensor<1x2x1x48xf32>) -> tensor<48x1x1x2xf32>
    %1263 = stablehlo.reshape %1262 : (tensor<48x1x1x2xf32>) -> tensor<48x1x2xf32>
    %1264 = stablehlo.add %1260, %1263 : tensor<48x1x2xf32>
    %1265 = stablehlo.multiply %1264, %cst_19 : tensor<48x1x2xf32>
    %1266 = stablehlo.subtract %arg26, %1265 : tensor<48x1x2xf32>
    %1267 = stablehlo.multiply %arg80, %cst_18 : tensor<48xf32>
    %1268 = stablehlo.reduce(%1161 init: %cst_112) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x48x1x9xf32>, tensor<f32>) -> tensor<48xf32>
    %1269 = stablehlo.add %1267, %1268 : tensor<48xf32>
    %1270 = stablehlo.multiply %1269, %cst_17 : tensor<48xf32>
    %1271 = stablehlo.subtract %arg25, %1270 : tensor<48xf32>
    %1272 = stablehlo.multiply %arg81, %cst_16 : tensor<48x8x2xf32>
    %1273 = stablehlo.convolution(%40, %1155) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 6 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x48x1x9xf32>, tensor<2x48x1x8xf32>) -> tensor<1x2x8x48xf32>
    %1274 = stablehlo.transpose %1273, dims = [3, 2, 0, 1] {result_layout = dense<[0, 1, 3, 2]> : tensor<4xindex>, xla_shape = "f32[48,8,1,2]{0,1,3,2}"} : (tensor<1x2x8x48xf32>) -> tensor<48x8x1x2xf32>
    %1275 = stablehlo.reshape %1274 : (tensor<48x8x1x2xf32>) -> tensor<48x8x2xf32>
    %1276 = stablehlo.add %1272, %1275 : tensor<48x8x2xf32>
    %1277 = stablehlo.multiply %1276, %cst_15 : tensor<48x8x2xf32>
    %1278 = stablehlo.subtract %arg24, %1277 : tensor<48x8x2xf32>
    %1279 = stablehlo.multiply %arg82, %cst_18 : tensor<48xf32>
    %1280 = stablehlo.reduce(%1155 init: %cst_112) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x48x1x8xf32>, tensor<f32>) -> tensor<48xf32>
    %1281 = stablehlo.add %1279, %1280 : tensor<48xf32>
    %1282 = stablehlo.multiply %1281, %cst_17 : tensor<48xf32>
    %1283 = stablehlo.subtract %arg23, %1282 : tensor<48xf32>
    %1284 = stablehlo.multiply %arg83, %cst_14 : tensor<2xf32>
    %1285 = stablehlo.multiply %1113, %108 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : tensor<2x8x2x8xf32>
    %1286 = stablehlo.reduce(%1285 init: %cst_112) applies stablehlo.add across dimensions = [0, 1, 3] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2xf32>
    %1287 = stablehlo.add %1284, %1286 : tensor<2xf32>
    %1288 = stablehlo.multiply %1287, %cst_13 : tensor<2xf32>
    %1289 = stablehlo.subtract %arg20, %1288 : tensor<2xf32>
    %1290 = stablehlo.multiply %arg84, %cst_12 : tensor<256x32xf32>
    %1291 = stablehlo.transpose %989, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,16]{0,1}"} : (tensor<16x256xf32>) -> tensor<256x16xf32>
    %1292 = stablehlo.dot_general %1291, %213, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x16xf32>, tensor<16x32xf32>) -> tensor<256x32xf32>
    %1293 = stablehlo.add %1290, %1292 : tensor<256x32xf32>
    %1294 = stablehlo.multiply %1293, %cst_11 : tensor<256x32xf32>
    %1295 = stablehlo.subtract %arg37, %1294 : tensor<256x32xf32>
    %1296 = stablehlo.multiply %arg85, %cst_10 : tensor<256xf32>
    %1297 = stablehlo.reduce(%989 init: %cst_112) applies stablehlo.add across dimensions = [0] : (tensor<16x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1298 = stablehlo.add %1296, %1297 : tensor<256xf32>
    %1299 = stablehlo.multiply %1298, %cst_9 : tensor<256xf32>
    %1300 = stablehlo.subtract %arg36, %1299 : tensor<256xf32>
    %1301 = stablehlo.multiply %arg86, %cst_10 : tensor<256xf32>
    %1302 = stablehlo.multiply %971, %227 : tensor<2x8x256xf32>
    %1303 = stablehlo.reduce(%1302 init: %cst_112) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1304 = stablehlo.add %1301, %1303 : tensor<256xf32>
    %1305 = stablehlo.multiply %1304, %cst_9 : tensor<256xf32>
    %1306 = stablehlo.subtract %arg39, %1305 : tensor<256xf32>
    %1307 = stablehlo.multiply %arg87, %cst_8 : tensor<256x256xf32>
    %1308 = stablehlo.transpose %969, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,16]{0,1}"} : (tensor<16x256xf32>) -> tensor<256x16xf32>
    %1309 = stablehlo.dot_general %1308, %229, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x16xf32>, tensor<16x256xf32>) -> tensor<256x256xf32>
    %1310 = stablehlo.add %1307, %1309 : tensor<256x256xf32>
    %1311 = stablehlo.multiply %1310, %cst_7 : tensor<256x256xf32>
    %1312 = stablehlo.subtract %arg35, %1311 : tensor<256x256xf32>
    %1313 = stablehlo.multiply %arg88, %cst_10 : tensor<256xf32>
    %1314 = stablehlo.reduce(%969 init: %cst_112) applies stablehlo.add across dimensions = [0] : (tensor<16x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1315 = stablehlo.add %1313, %1314 : tensor<256xf32>
    %1316 = stablehlo.multiply %1315, %cst_9 : tensor<256xf32>
    %1317 = stablehlo.subtract %arg34, %1316 : tensor<256xf32>
    %1318 = stablehlo.multiply %arg89, %cst_8 : tensor<256x256xf32>
    %1319 = stablehlo.transpose %958, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,16]{0,1}"} : (tensor<16x256xf32>) -> tensor<256x16xf32>
    %1320 = stablehlo.dot_general %1319, %240, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x16xf32>, tensor<16x256xf32>) -> tensor<256x256xf32>
    %1321 = stablehlo.add %1318, %1320 : tensor<256x256xf32>
    %1322 = stablehlo.multiply %1321, %cst_7 : tensor<256x256xf32>
    %1323 = stablehlo.subtract %arg33, %1322 : tensor<256x256xf32>
    %1324 = stablehlo.multiply %arg90, %cst_10 : tensor<256xf32>
    %1325 = stablehlo.reduce(%958 init: %cst_112) applies stablehlo.add across dimensions = [0] : (tensor<16x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1326 = stablehlo.add %1324, %1325 : tensor<256xf32>
    %1327 = stablehlo.multiply %1326, %cst_9 : tensor<256xf32>
    %1328 = stablehlo.subtract %arg32, %1327 : tensor<256xf32>
    %1329 = stablehlo.multiply %arg91, %cst_6 : tensor<5x256xf32>
    %1330 = stablehlo.transpose %947, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[5,16]{0,1}"} : (tensor<16x5xf32>) -> tensor<5x16xf32>
    %1331 = stablehlo.dot_general %1330, %251, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x16xf32>, tensor<16x256xf32>) -> tensor<5x256xf32>
    %1332 = stablehlo.add %1329, %1331 : tensor<5x256xf32>
    %1333 = stablehlo.multiply %1332, %cst_5 : tensor<5x256xf32>
    %1334 = stablehlo.subtract %arg31, %1333 : tensor<5x256xf32>
    %1335 = stablehlo.multiply %arg92, %cst_4 : tensor<4x64x32xf32>
    %1336 = stablehlo.reshape %212 : (tensor<2x8x32xf32>) -> tensor<16x1x32xf32>
    %1337 = stablehlo.dot_general %932, %1336, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x64x1xf32>, tensor<16x1x32xf32>) -> tensor<16x64x32xf32>
    %1338 = "stablehlo.scatter"(%cst_3, %278, %1337) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg136: tensor<f32>, %arg137: tensor<f32>):
      %1597 = stablehlo.add %arg136, %arg137 : tensor<f32>
      stablehlo.return %1597 : tensor<f32>
    }) : (tensor<4x64x32xf32>, tensor<16x1xi64>, tensor<16x64x32xf32>) -> tensor<4x64x32xf32>
    %1339 = stablehlo.add %1335, %1338 : tensor<4x64x32xf32>
    %1340 = stablehlo.multiply %1339, %cst_2 : tensor<4x64x32xf32>
    %1341 = stablehlo.subtract %arg40, %1340 : tensor<4x64x32xf32>
    %1342 = stablehlo.multiply %arg93, %cst_1 : tensor<4x32x32xf32>
    %1343 = stablehlo.reshape %288 : (tensor<16x32xf32>) -> tensor<16x1x32xf32>
    %1344 = stablehlo.dot_general %921, %1343, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x32x1xf32>, tensor<16x1x32xf32>) -> tensor<16x32x32xf32>
    %1345 = "stablehlo.scatter"(%cst_0, %278, %1344) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg136: tensor<f32>, %arg137: tensor<f32>):
      %1597 = stablehlo.add %arg136, %arg137 : tensor<f32>
      stablehlo.return %1597 : tensor<f32>
    }) : (tensor<4x32x32xf32>, tensor<16x1xi64>, tensor<16x32x32xf32>) -> tensor<4x32x32xf32>
    %1346 = stablehlo.add %1342, %1345 : tensor<4x32x32xf32>
    %1347 = stablehlo.multiply %1346, %cst : tensor<4x32x32xf32>
    %1348 = stablehlo.subtract %arg41, %1347 : tensor<4x32x32xf32>
    %1349 = stablehlo.multiply %arg94, %cst_68 : tensor<32xf32>
    %1350 = stablehlo.multiply %1182, %19 : tensor<2x8x32xf32>
    %1351 = stablehlo.reduce(%1350 init: %cst_112) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1352 = stablehlo.add %1349, %1351 : tensor<32xf32>
    %1353 = stablehlo.multiply %1352, %cst_31 : tensor<32xf32>
    %1354 = stablehlo.subtract %arg17, %1353 : tensor<32xf32>
    %1355 = stablehlo.multiply %arg95, %cst_68 : tensor<32xf32>
    %1356 = stablehlo.multiply %992, %211 : tensor<2x8x32xf32>
    %1357 = stablehlo.reduce(%1356 init: %cst_112) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1358 = stablehlo.add %1355, %1357 : tensor<32xf32>
    %1359 = stablehlo.multiply %1358, %cst_31 : tensor<32xf32>
    %1360 = stablehlo.subtract %arg38, %1359 : tensor<32xf32>
    %1361 = stablehlo.multiply %arg96, %cst_68 : tensor<32xf32>
    %1362 = stablehlo.multiply %1008, %195 : tensor<2x8x32xf32>
    %1363 = stablehlo.reduce(%1362 init: %cst_112) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1364 = stablehlo.add %1361, %1363 : tensor<32xf32>
    %1365 = stablehlo.multiply %1364, %cst_31 : tensor<32xf32>
    %1366 = stablehlo.subtract %arg12, %1365 : tensor<32xf32>
    %1367 = stablehlo.multiply %arg97, %cst_68 : tensor<32xf32>
    %1368 = stablehlo.reduce(%1011 init: %cst_112) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1369 = stablehlo.add %1367, %1368 : tensor<32xf32>
    %1370 = stablehlo.multiply %1369, %cst_31 : tensor<32xf32>
    %1371 = stablehlo.subtract %arg13, %1370 : tensor<32xf32>
    %1372 = stablehlo.multiply %arg98, %cst_68 : tensor<32xf32>
    %1373 = stablehlo.multiply %1008, %199 : tensor<2x8x32xf32>
    %1374 = stablehlo.reduce(%1373 init: %cst_112) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1375 = stablehlo.add %1372, %1374 : tensor<32xf32>
    %1376 = stablehlo.multiply %1375, %cst_31 : tensor<32xf32>
    %1377 = stablehlo.subtract %arg8, %1376 : tensor<32xf32>
    %1378 = stablehlo.multiply %arg99, %cst_68 : tensor<32xf32>
    %1379 = stablehlo.reduce(%1009 init: %cst_112) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1380 = stablehlo.add %1378, %1379 : tensor<32xf32>
    %1381 = stablehlo.multiply %1380, %cst_31 : tensor<32xf32>
    %1382 = stablehlo.subtract %arg9, %1381 : tensor<32xf32>
    %1383 = stablehlo.multiply %arg100, %cst_68 : tensor<32xf32>
    %1384 = stablehlo.multiply %914, %308 : tensor<2x8x32xf32>
    %1385 = stablehlo.reduce(%1384 init: %cst_112) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1386 = stablehlo.add %1383, %1385 : tensor<32xf32>
    %1387 = stablehlo.multiply %1386, %cst_31 : tensor<32xf32>
    %1388 = stablehlo.subtract %arg28, %1387 : tensor<32xf32>
    %1389 = stablehlo.multiply %arg101, %cst_68 : tensor<32xf32>
    %1390 = stablehlo.reduce(%918 init: %cst_112) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1391 = stablehlo.add %1389, %1390 : tensor<32xf32>
    %1392 = stablehlo.multiply %1391, %cst_31 : tensor<32xf32>
    %1393 = stablehlo.subtract %arg29, %1392 : tensor<32xf32>
    %1394 = stablehlo.multiply %arg102, %cst_68 : tensor<32xf32>
    %1395 = stablehlo.multiply %914, %312 : tensor<2x8x32xf32>
    %1396 = stablehlo.reduce(%1395 init: %cst_112) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1397 = stablehlo.add %1394, %1396 : tensor<32xf32>
    %1398 = stablehlo.multiply %1397, %cst_31 : tensor<32xf32>
    %1399 = stablehlo.subtract %arg6, %1398 : tensor<32xf32>
    %1400 = stablehlo.multiply %arg103, %cst_68 : tensor<32xf32>
    %1401 = stablehlo.reduce(%915 init: %cst_112) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1402 = stablehlo.add %1400, %1401 : tensor<32xf32>
    %1403 = stablehlo.multiply %1402, %cst_31 : tensor<32xf32>
    %1404 = stablehlo.subtract %arg7, %1403 : tensor<32xf32>
    %1405 = stablehlo.multiply %arg104, %cst_26 : tensor<32x32xf32>
    %1406 = stablehlo.transpose %728, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %1407 = stablehlo.dot_general %1406, %447, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %1408 = stablehlo.add %1405, %1407 : tensor<32x32xf32>
    %1409 = stablehlo.multiply %1408, %cst_25 : tensor<32x32xf32>
    %1410 = stablehlo.subtract %arg44, %1409 : tensor<32x32xf32>
    %1411 = stablehlo.multiply %arg105, %cst_26 : tensor<32x32xf32>
    %1412 = stablehlo.transpose %894, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %1413 = stablehlo.dot_general %1412, %327, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %1414 = stablehlo.add %1411, %1413 : tensor<32x32xf32>
    %1415 = stablehlo.multiply %1414, %cst_25 : tensor<32x32xf32>
    %1416 = stablehlo.subtract %arg50, %1415 : tensor<32x32xf32>
    %1417 = stablehlo.multiply %arg106, %cst_24 : tensor<16x32xf32>
    %1418 = stablehlo.transpose %887, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %1419 = stablehlo.dot_general %1418, %327, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1420 = stablehlo.add %1417, %1419 : tensor<16x32xf32>
    %1421 = stablehlo.multiply %1420, %cst_23 : tensor<16x32xf32>
    %1422 = stablehlo.subtract %arg49, %1421 : tensor<16x32xf32>
    %1423 = stablehlo.multiply %arg107, %cst_22 : tensor<8x32xf32>
    %1424 = stablehlo.transpose %746, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[8,16]{0,1}"} : (tensor<16x8xf32>) -> tensor<8x16xf32>
    %1425 = stablehlo.dot_general %1424, %327, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %1426 = stablehlo.add %1423, %1425 : tensor<8x32xf32>
    %1427 = stablehlo.multiply %1426, %cst_21 : tensor<8x32xf32>
    %1428 = stablehlo.subtract %arg47, %1427 : tensor<8x32xf32>
    %1429 = stablehlo.multiply %arg108, %cst_22 : tensor<8x32xf32>
    %1430 = stablehlo.slice %738 [0:2, 0:1, 0:8] : (tensor<2x8x8xf32>) -> tensor<2x1x8xf32>
    %1431 = stablehlo.reshape %1430 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %1432 = stablehlo.transpose %1431, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[8,2]{0,1}"} : (tensor<2x8xf32>) -> tensor<8x2xf32>
    %1433 = stablehlo.dot_general %1432, %cst_80, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x2xf32>, tensor<2x32xf32>) -> tensor<8x32xf32>
    %1434 = stablehlo.transpose %742, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[8,16]{0,1}"} : (tensor<16x8xf32>) -> tensor<8x16xf32>
    %1435 = stablehlo.dot_general %1434, %327, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %1436 = stablehlo.add %1433, %1435 : tensor<8x32xf32>
    %1437 = stablehlo.add %1429, %1436 : tensor<8x32xf32>
    %1438 = stablehlo.multiply %1437, %cst_21 : tensor<8x32xf32>
    %1439 = stablehlo.subtract %arg45, %1438 : tensor<8x32xf32>
    %1440 = stablehlo.multiply %arg109, %cst_20 : tensor<48x1x2xf32>
    %1441 = stablehlo.convolution(%337, %877) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 48 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x48x1x10xf32>, tensor<2x48x1x9xf32>) -> tensor<1x2x1x48xf32>
    %1442 = stablehlo.transpose %1441, dims = [3, 2, 0, 1] {result_layout = dense<[0, 1, 3, 2]> : tensor<4xindex>, xla_shape = "f32[48,1,1,2]{0,1,3,2}"} : (tensor<1x2x1x48xf32>) -> tensor<48x1x1x2xf32>
    %1443 = stablehlo.reshape %1442 : (tensor<48x1x1x2xf32>) -> tensor<48x1x2xf32>
    %1444 = stablehlo.add %1440, %1443 : tensor<48x1x2xf32>
    %1445 = stablehlo.multiply %1444, %cst_19 : tensor<48x1x2xf32>
    %1446 = stablehlo.subtract %arg54, %1445 : tensor<48x1x2xf32>
    %1447 = stablehlo.multiply %arg110, %cst_18 : tensor<48xf32>
    %1448 = stablehlo.reduce(%877 init: %cst_112) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x48x1x9xf32>, tensor<f32>) -> tensor<48xf32>
    %1449 = stablehlo.add %1447, %1448 : tensor<48xf32>
    %1450 = stablehlo.multiply %1449, %cst_17 : tensor<48xf32>
    %1451 = stablehlo.subtract %arg53, %1450 : tensor<48xf32>
    %1452 = stablehlo.multiply %arg111, %cst_16 : tensor<48x8x2xf32>
    %1453 = stablehlo.convolution(%341, %871) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 6 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x48x1x9xf32>, tensor<2x48x1x8xf32>) -> tensor<1x2x8x48xf32>
    %1454 = stablehlo.transpose %1453, dims = [3, 2, 0, 1] {result_layout = dense<[0, 1, 3, 2]> : tensor<4xindex>, xla_shape = "f32[48,8,1,2]{0,1,3,2}"} : (tensor<1x2x8x48xf32>) -> tensor<48x8x1x2xf32>
    %1455 = stablehlo.reshape %1454 : (tensor<48x8x1x2xf32>) -> tensor<48x8x2xf32>
    %1456 = stablehlo.add %1452, %1455 : tensor<48x8x2xf32>
    %1457 = stablehlo.multiply %1456, %cst_15 : tensor<48x8x2xf32>
    %1458 = stablehlo.subtract %arg52, %1457 : tensor<48x8x2xf32>
    %1459 = stablehlo.multiply %arg112, %cst_18 : tensor<48xf32>
    %1460 = stablehlo.reduce(%871 init: %cst_112) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x48x1x8xf32>, tensor<f32>) -> tensor<48xf32>
    %1461 = stablehlo.add %1459, %1460 : tensor<48xf32>
    %1462 = stablehlo.multiply %1461, %cst_17 : tensor<48xf32>
    %1463 = stablehlo.subtract %arg51, %1462 : tensor<48xf32>
    %1464 = stablehlo.multiply %arg113, %cst_14 : tensor<2xf32>
    %1465 = stablehlo.multiply %829, %399 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : tensor<2x8x2x8xf32>
    %1466 = stablehlo.reduce(%1465 init: %cst_112) applies stablehlo.add across dimensions = [0, 1, 3] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2xf32>
    %1467 = stablehlo.add %1464, %1466 : tensor<2xf32>
    %1468 = stablehlo.multiply %1467, %cst_13 : tensor<2xf32>
    %1469 = stablehlo.subtract %arg48, %1468 : tensor<2xf32>
    %1470 = stablehlo.multiply %arg114, %cst_10 : tensor<256xf32>
    %1471 = stablehlo.multiply %704, %218 : tensor<2x8x256xf32>
    %1472 = stablehlo.reduce(%1471 init: %cst_112) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1473 = stablehlo.add %1470, %1472 : tensor<256xf32>
    %1474 = stablehlo.multiply %1473, %cst_9 : tensor<256xf32>
    %1475 = stablehlo.subtract %arg63, %1474 : tensor<256xf32>
    %1476 = stablehlo.multiply %arg115, %cst_12 : tensor<256x32xf32>
    %1477 = stablehlo.transpose %705, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,16]{0,1}"} : (tensor<16x256xf32>) -> tensor<256x16xf32>
    %1478 = stablehlo.dot_general %1477, %470, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x16xf32>, tensor<16x32xf32>) -> tensor<256x32xf32>
    %1479 = stablehlo.add %1476, %1478 : tensor<256x32xf32>
    %1480 = stablehlo.multiply %1479, %cst_11 : tensor<256x32xf32>
    %1481 = stablehlo.subtract %arg65, %1480 : tensor<256x32xf32>
    %1482 = stablehlo.multiply %arg116, %cst_10 : tensor<256xf32>
    %1483 = stablehlo.reduce(%705 init: %cst_112) applies stablehlo.add across dimensions = [0] : (tensor<16x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1484 = stablehlo.add %1482, %1483 : tensor<256xf32>
    %1485 = stablehlo.multiply %1484, %cst_9 : tensor<256xf32>
    %1486 = stablehlo.subtract %arg64, %1485 : tensor<256xf32>
    %1487 = stablehlo.multiply %arg117, %cst_10 : tensor<256xf32>
    %1488 = stablehlo.multiply %689, %487 : tensor<2x8x256xf32>
    %1489 = stablehlo.reduce(%1488 init: %cst_112) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1490 = stablehlo.add %1487, %1489 : tensor<256xf32>
    %1491 = stablehlo.multiply %1490, %cst_9 : tensor<256xf32>
    %1492 = stablehlo.subtract %arg67, %1491 : tensor<256xf32>
    %1493 = stablehlo.multiply %arg118, %cst_8 : tensor<256x256xf32>
    %1494 = stablehlo.transpose %687, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,16]{0,1}"} : (tensor<16x256xf32>) -> tensor<256x16xf32>
    %1495 = stablehlo.dot_general %1494, %489, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x16xf32>, tensor<16x256xf32>) -> tensor<256x256xf32>
    %1496 = stablehlo.add %1493, %1495 : tensor<256x256xf32>
    %1497 = stablehlo.multiply %1496, %cst_7 : tensor<256x256xf32>
    %1498 = stablehlo.subtract %arg62, %1497 : tensor<256x256xf32>
    %1499 = stablehlo.multiply %arg119, %cst_10 : tensor<256xf32>
    %1500 = stablehlo.reduce(%687 init: %cst_112) applies stablehlo.add across dimensions = [0] : (tensor<16x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1501 = stablehlo.add %1499, %1500 : tensor<256xf32>
    %1502 = stablehlo.multiply %1501, %cst_9 : tensor<256xf32>
    %1503 = stablehlo.subtract %arg61, %1502 : tensor<256xf32>
    %1504 = stablehlo.multiply %arg120, %cst_8 : tensor<256x256xf32>
    %1505 = stablehlo.transpose %676, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,16]{0,1}"} : (tensor<16x256xf32>) -> tensor<256x16xf32>
    %1506 = stablehlo.dot_general %1505, %500, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x16xf32>, tensor<16x256xf32>) -> tensor<256x256xf32>
    %1507 = stablehlo.add %1504, %1506 : tensor<256x256xf32>
    %1508 = stablehlo.multiply %1507, %cst_7 : tensor<256x256xf32>
    %1509 = stablehlo.subtract %arg60, %1508 : tensor<256x256xf32>
    %1510 = stablehlo.multiply %arg121, %cst_10 : tensor<256xf32>
    %1511 = stablehlo.reduce(%676 init: %cst_112) applies stablehlo.add across dimensions = [0] : (tensor<16x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1512 = stablehlo.add %1510, %1511 : tensor<256xf32>
    %1513 = stablehlo.multiply %1512, %cst_9 : tensor<256xf32>
    %1514 = stablehlo.subtract %arg59, %1513 : tensor<256xf32>
    %1515 = stablehlo.multiply %arg122, %cst_6 : tensor<5x256xf32>
    %1516 = stablehlo.transpose %665, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[5,16]{0,1}"} : (tensor<16x5xf32>) -> tensor<5x16xf32>
    %1517 = stablehlo.dot_general %1516, %511, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x16xf32>, tensor<16x256xf32>) -> tensor<5x256xf32>
    %1518 = stablehlo.add %1515, %1517 : tensor<5x256xf32>
    %1519 = stablehlo.multiply %1518, %cst_5 : tensor<5x256xf32>
    %1520 = stablehlo.subtract %arg58, %1519 : tensor<5x256xf32>
    %1521 = stablehlo.multiply %arg123, %cst_4 : tensor<4x64x32xf32>
    %1522 = stablehlo.reshape %469 : (tensor<2x8x32xf32>) -> tensor<16x1x32xf32>
    %1523 = stablehlo.dot_general %646, %1522, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x64x1xf32>, tensor<16x1x32xf32>) -> tensor<16x64x32xf32>
    %1524 = "stablehlo.scatter"(%cst_3, %534, %1523) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg136: tensor<f32>, %arg137: tensor<f32>):
      %1597 = stablehlo.add %arg136, %arg137 : tensor<f32>
      stablehlo.return %1597 : tensor<f32>
    }) : (tensor<4x64x32xf32>, tensor<16x1xi64>, tensor<16x64x32xf32>) -> tensor<4x64x32xf32>
    %1525 = stablehlo.add %1521, %1524 : tensor<4x64x32xf32>
    %1526 = stablehlo.multiply %1525, %cst_2 : tensor<4x64x32xf32>
    %1527 = stablehlo.subtract %arg68, %1526 : tensor<4x64x32xf32>
    %1528 = stablehlo.multiply %arg124, %cst_1 : tensor<4x32x32xf32>
    %1529 = stablehlo.reshape %544 : (tensor<16x32xf32>) -> tensor<16x1x32xf32>
    %1530 = stablehlo.dot_general %635, %1529, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x32x1xf32>, tensor<16x1x32xf32>) -> tensor<16x32x32xf32>
    %1531 = "stablehlo.scatter"(%cst_0, %534, %1530) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg136: tensor<f32>, %arg137: tensor<f32>):
      %1597 = stablehlo.add %arg136, %arg137 : tensor<f32>
      stablehlo.return %1597 : tensor<f32>
    }) : (tensor<4x32x32xf32>, tensor<16x1xi64>, tensor<16x32x32xf32>) -> tensor<4x32x32xf32>
    %1532 = stablehlo.add %1528, %1531 : tensor<4x32x32xf32>
    %1533 = stablehlo.multiply %1532, %cst : tensor<4x32x32xf32>
    %1534 = stablehlo.subtract %arg69, %1533 : tensor<4x32x32xf32>
    %1535 = stablehlo.multiply %arg125, %cst_68 : tensor<32xf32>
    %1536 = stablehlo.multiply %898, %324 : tensor<2x8x32xf32>
    %1537 = stablehlo.reduce(%1536 init: %cst_112) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1538 = stablehlo.add %1535, %1537 : tensor<32xf32>
    %1539 = stablehlo.multiply %1538, %cst_31 : tensor<32xf32>
    %1540 = stablehlo.subtract %arg46, %1539 : tensor<32xf32>
    %1541 = stablehlo.multiply %arg126, %cst_68 : tensor<32xf32>
    %1542 = stablehlo.multiply %708, %468 : tensor<2x8x32xf32>
    %1543 = stablehlo.reduce(%1542 init: %cst_112) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1544 = stablehlo.add %1541, %1543 : tensor<32xf32>
    %1545 = stablehlo.multiply %1544, %cst_31 : tensor<32xf32>
    %1546 = stablehlo.subtract %arg66, %1545 : tensor<32xf32>
    %1547 = stablehlo.multiply %arg127, %cst_68 : tensor<32xf32>
    %1548 = stablehlo.multiply %724, %452 : tensor<2x8x32xf32>
    %1549 = stablehlo.reduce(%1548 init: %cst_112) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1550 = stablehlo.add %1547, %1549 : tensor<32xf32>
    %1551 = stablehlo.multiply %1550, %cst_31 : tensor<32xf32>
    %1552 = stablehlo.subtract %arg42, %1551 : tensor<32xf32>
    %1553 = stablehlo.multiply %arg128, %cst_68 : tensor<32xf32>
    %1554 = stablehlo.reduce(%727 init: %cst_112) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1555 = stablehlo.add %1553, %1554 : tensor<32xf32>
    %1556 = stablehlo.multiply %1555, %cst_31 : tensor<32xf32>
    %1557 = stablehlo.subtract %arg43, %1556 : tensor<32xf32>
    %1558 = stablehlo.multiply %arg129, %cst_68 : tensor<32xf32>
    %1559 = stablehlo.multiply %724, %456 : tensor<2x8x32xf32>
    %1560 = stablehlo.reduce(%1559 init: %cst_112) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1561 = stablehlo.add %1558, %1560 : tensor<32xf32>
    %1562 = stablehlo.multiply %1561, %cst_31 : tensor<32xf32>
    %1563 = stablehlo.subtract %arg4, %1562 : tensor<32xf32>
    %1564 = stablehlo.multiply %arg130, %cst_68 : tensor<32xf32>
    %1565 = stablehlo.reduce(%725 init: %cst_112) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1566 = stablehlo.add %1564, %1565 : tensor<32xf32>
    %1567 = stablehlo.multiply %1566, %cst_31 : tensor<32xf32>
    %1568 = stablehlo.subtract %arg5, %1567 : tensor<32xf32>
    %1569 = stablehlo.multiply %arg131, %cst_68 : tensor<32xf32>
    %1570 = stablehlo.multiply %628, %560 : tensor<2x8x32xf32>
    %1571 = stablehlo.reduce(%1570 init: %cst_112) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1572 = stablehlo.add %1569, %1571 : tensor<32xf32>
    %1573 = stablehlo.multiply %1572, %cst_31 : tensor<32xf32>
    %1574 = stablehlo.subtract %arg55, %1573 : tensor<32xf32>
    %1575 = stablehlo.multiply %arg132, %cst_68 : tensor<32xf32>
    %1576 = stablehlo.reduce(%632 init: %cst_112) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1577 = stablehlo.add %1575, %1576 : tensor<32xf32>
    %1578 = stablehlo.multiply %1577, %cst_31 : tensor<32xf32>
    %1579 = stablehlo.subtract %arg56, %1578 : tensor<32xf32>
    %1580 = stablehlo.multiply %arg133, %cst_68 : tensor<32xf32>
    %1581 = stablehlo.multiply %628, %564 : tensor<2x8x32xf32>
    %1582 = stablehlo.reduce(%1581 init: %cst_112) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1583 = stablehlo.add %1580, %1582 : tensor<32xf32>
    %1584 = stablehlo.multiply %1583, %cst_31 : tensor<32xf32>
    %1585 = stablehlo.subtract %arg2, %1584 : tensor<32xf32>
    %1586 = stablehlo.multiply %arg134, %cst_68 : tensor<32xf32>
    %1587 = stablehlo.reduce(%629 init: %cst_112) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1588 = stablehlo.add %1586, %1587 : tensor<32xf32>
    %1589 = stablehlo.multiply %1588, %cst_31 : tensor<32xf32>
    %1590 = stablehlo.subtract %arg3, %1589 : tensor<32xf32>
    %1591 = stablehlo.multiply %arg135, %cst_68 : tensor<32xf32>
    %1592 = stablehlo.multiply %613, %576 : tensor<2x8x32xf32>
    %1593 = stablehlo.reduce(%1592 init: %cst_112) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1594 = stablehlo.add %1591, %1593 : tensor<32xf32>
    %1595 = stablehlo.multiply %1594, %cst_31 : tensor<32xf32>
    %1596 = stablehlo.subtract %arg70, %1595 : tensor<32xf32>
    return %601, %1203, %1209, %1224, %1230, %1236, %1242, %1248, %1259, %1266, %1271, %1278, %1283, %1289, %1295, %1300, %1306, %1312, %1317, %1323, %1328, %1334, %1341, %1348, %1354, %1360, %1366, %1371, %1377, %1382, %1388, %1393, %1399, %1404, %1410, %1416, %1422, %1428, %1439, %1446, %1451, %1458, %1463, %1469, %1475, %1481, %1486, %1492, %1498, %1503, %1509, %1514, %1520, %1527, %1534, %1540, %1546, %1552, %1557, %1563, %1568, %1574, %1579, %1585, %1590, %1596, %1201, %1207, %1222, %1228, %1234, %1240, %1246, %1257, %1264, %1269, %1276, %1281, %1287, %1293, %1298, %1304, %1310, %1315, %1321, %1326, %1332, %1339, %1346, %1352, %1358, %1364, %1369, %1375, %1380, %1386, %1391, %1397, %1402, %1408, %1414, %1420, %1426, %1437, %1444, %1449, %1456, %1461, %1467, %1473, %1479, %1484, %1490, %1496, %1501, %1507, %1512, %1518, %1525, %1532, %1538, %1544, %1550, %1555, %1561, %1566, %1572, %1577, %1583, %1588, %1594 : tensor<f32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<8x32xf32>, tensor<8x32xf32>, tensor<48x1x2xf32>, tensor<48xf32>, tensor<48x8x2xf32>, tensor<48xf32>, tensor<2xf32>, tensor<256x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<5x256xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<8x32xf32>, tensor<8x32xf32>, tensor<48x1x2xf32>, tensor<48xf32>, tensor<48x8x2xf32>, tensor<48xf32>, tensor<2xf32>, tensor<256xf32>, tensor<256x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<5x256xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<8x32xf32>, tensor<8x32xf32>, tensor<48x1x2xf32>, tensor<48xf32>, tensor<48x8x2xf32>, tensor<48xf32>, tensor<2xf32>, tensor<256x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<5x256xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<8x32xf32>, tensor<8x32xf32>, tensor<48x1x2xf32>, tensor<48xf32>, tensor<48x8x2xf32>, tensor<48xf32>, tensor<2xf32>, tensor<256xf32>, tensor<256x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<5x256xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  }
}
