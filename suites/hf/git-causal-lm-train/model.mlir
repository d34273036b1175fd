module @IrToHlo.3071 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128xf32> {tf.aliasing_output = 81 : i32}, %arg2: tensor<128x32xf32> {tf.aliasing_output = 80 : i32}, %arg3: tensor<32xf32> {tf.aliasing_output = 74 : i32}, %arg4: tensor<32xf32> {tf.aliasing_output = 68 : i32}, %arg5: tensor<32xf32> {tf.aliasing_output = 58 : i32}, %arg6: tensor<32xf32> {tf.aliasing_output = 52 : i32}, %arg7: tensor<32xf32> {tf.aliasing_output = 3 : i32}, %arg8: tensor<1x64xi64>, %arg9: tensor<64x32xf32> {tf.aliasing_output = 2 : i32}, %arg10: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg11: tensor<32xf32> {tf.aliasing_output = 4 : i32}, %arg12: tensor<32xf32> {tf.aliasing_output = 51 : i32}, %arg13: tensor<32x32xf32> {tf.aliasing_output = 50 : i32}, %arg14: tensor<32xf32> {tf.aliasing_output = 49 : i32}, %arg15: tensor<32x32xf32> {tf.aliasing_output = 48 : i32}, %arg16: tensor<2x8xi64>, %arg17: tensor<i1>, %arg18: tensor<i1>, %arg19: tensor<32xf32> {tf.aliasing_output = 47 : i32}, %arg20: tensor<32x32xf32> {tf.aliasing_output = 46 : i32}, %arg21: tensor<32xf32> {tf.aliasing_output = 45 : i32}, %arg22: tensor<32x32xf32> {tf.aliasing_output = 44 : i32}, %arg23: tensor<32xf32> {tf.aliasing_output = 53 : i32}, %arg24: tensor<32xf32> {tf.aliasing_output = 57 : i32}, %arg25: tensor<32x64xf32> {tf.aliasing_output = 56 : i32}, %arg26: tensor<64xf32> {tf.aliasing_output = 55 : i32}, %arg27: tensor<64x32xf32> {tf.aliasing_output = 54 : i32}, %arg28: tensor<32xf32> {tf.aliasing_output = 59 : i32}, %arg29: tensor<32xf32> {tf.aliasing_output = 67 : i32}, %arg30: tensor<32x32xf32> {tf.aliasing_output = 66 : i32}, %arg31: tensor<32xf32> {tf.aliasing_output = 65 : i32}, %arg32: tensor<32x32xf32> {tf.aliasing_output = 64 : i32}, %arg33: tensor<32xf32> {tf.aliasing_output = 63 : i32}, %arg34: tensor<32x32xf32> {tf.aliasing_output = 62 : i32}, %arg35: tensor<32xf32> {tf.aliasing_output = 61 : i32}, %arg36: tensor<32x32xf32> {tf.aliasing_output = 60 : i32}, %arg37: tensor<32xf32> {tf.aliasing_output = 69 : i32}, %arg38: tensor<32xf32> {tf.aliasing_output = 73 : i32}, %arg39: tensor<32x64xf32> {tf.aliasing_output = 72 : i32}, %arg40: tensor<64xf32> {tf.aliasing_output = 71 : i32}, %arg41: tensor<64x32xf32> {tf.aliasing_output = 70 : i32}, %arg42: tensor<32xf32> {tf.aliasing_output = 75 : i32}, %arg43: tensor<128x32xf32> {tf.aliasing_output = 82 : i32}, %arg44: tensor<64x32xf32> {tf.aliasing_output = 83 : i32}, %arg45: tensor<32xf32> {tf.aliasing_output = 84 : i32}, %arg46: tensor<32xf32> {tf.aliasing_output = 85 : i32}, %arg47: tensor<32xf32> {tf.aliasing_output = 86 : i32}, %arg48: tensor<32xf32> {tf.aliasing_output = 5 : i32}, %arg49: tensor<32x3x4x4xf32> {tf.aliasing_output = 87 : i32}, %arg50: tensor<32x3x4x4xf32> {tf.aliasing_output = 6 : i32}, %arg51: tensor<65x32xf32> {tf.aliasing_output = 88 : i32}, %arg52: tensor<65x32xf32> {tf.aliasing_output = 7 : i32}, %arg53: tensor<32xf32> {tf.aliasing_output = 89 : i32}, %arg54: tensor<32xf32> {tf.aliasing_output = 8 : i32}, %arg55: tensor<32xf32> {tf.aliasing_output = 90 : i32}, %arg56: tensor<32xf32> {tf.aliasing_output = 9 : i32}, %arg57: tensor<32x32xf32> {tf.aliasing_output = 91 : i32}, %arg58: tensor<32x32xf32> {tf.aliasing_output = 10 : i32}, %arg59: tensor<32xf32> {tf.aliasing_output = 92 : i32}, %arg60: tensor<32xf32> {tf.aliasing_output = 11 : i32}, %arg61: tensor<32x32xf32> {tf.aliasing_output = 93 : i32}, %arg62: tensor<32x32xf32> {tf.aliasing_output = 12 : i32}, %arg63: tensor<32xf32> {tf.aliasing_output = 94 : i32}, %arg64: tensor<32xf32> {tf.aliasing_output = 13 : i32}, %arg65: tensor<32x32xf32> {tf.aliasing_output = 95 : i32}, %arg66: tensor<32x32xf32> {tf.aliasing_output = 14 : i32}, %arg67: tensor<32xf32> {tf.aliasing_output = 96 : i32}, %arg68: tensor<32xf32> {tf.aliasing_output = 15 : i32}, %arg69: tensor<32x32xf32> {tf.aliasing_output = 97 : i32}, %arg70: tensor<32x32xf32> {tf.aliasing_output = 16 : i32}, %arg71: tensor<32xf32> {tf.aliasing_output = 98 : i32}, %arg72: tensor<32xf32> {tf.aliasing_output = 17 : i32}, %arg73: tensor<32xf32> {tf.aliasing_output = 99 : i32}, %arg74: tensor<32xf32> {tf.aliasing_output = 18 : i32}, %arg75: tensor<32xf32> {tf.aliasing_output = 100 : i32}, %arg76: tensor<32xf32> {tf.aliasing_output = 19 : i32}, %arg77: tensor<64x32xf32> {tf.aliasing_output = 101 : i32}, %arg78: tensor<64x32xf32> {tf.aliasing_output = 20 : i32}, %arg79: tensor<64xf32> {tf.aliasing_output = 102 : i32}, %arg80: tensor<64xf32> {tf.aliasing_output = 21 : i32}, %arg81: tensor<32x64xf32> {tf.aliasing_output = 103 : i32}, %arg82: tensor<32x64xf32> {tf.aliasing_output = 22 : i32}, %arg83: tensor<32xf32> {tf.aliasing_output = 104 : i32}, %arg84: tensor<32xf32> {tf.aliasing_output = 23 : i32}, %arg85: tensor<32xf32> {tf.aliasing_output = 105 : i32}, %arg86: tensor<32xf32> {tf.aliasing_output = 24 : i32}, %arg87: tensor<32xf32> {tf.aliasing_output = 106 : i32}, %arg88: tensor<32xf32> {tf.aliasing_output = 25 : i32}, %arg89: tensor<32x32xf32> {tf.aliasing_output = 107 : i32}, %arg90: tensor<32x32xf32> {tf.aliasing_output = 26 : i32}, %arg91: tensor<32xf32> {tf.aliasing_output = 108 : i32}, %arg92: tensor<32xf32> {tf.aliasing_output = 27 : i32}, %arg93: tensor<32x32xf32> {tf.aliasing_output = 109 : i32}, %arg94: tensor<32x32xf32> {tf.aliasing_output = 28 : i32}, %arg95: tensor<32xf32> {tf.aliasing_output = 110 : i32}, %arg96: tensor<32xf32> {tf.aliasing_output = 29 : i32}, %arg97: tensor<32x32xf32> {tf.aliasing_output = 111 : i32}, %arg98: tensor<32x32xf32> {tf.aliasing_output = 30 : i32}, %arg99: tensor<32xf32> {tf.aliasing_output = 112 : i32}, %arg100: tensor<32xf32> {tf.aliasing_output = 31 : i32}, %arg101: tensor<32x32xf32> {tf.aliasing_output = 113 : i32}, %arg102: tensor<32x32xf32> {tf.aliasing_output = 32 : i32}, %arg103: tensor<32xf32> {tf.aliasing_output = 114 : i32}, %arg104: tensor<32xf32> {tf.aliasing_output = 33 : i32}, %arg105: tensor<32xf32> {tf.aliasing_output = 115 : i32}, %arg106: tensor<32xf32> {tf.aliasing_output = 34 : i32}, %arg107: tensor<32xf32> {tf.aliasing_output = 116 : i32}, %arg108: tensor<32xf32> {tf.aliasing_output = 35 : i32}, %arg109: tensor<64x32xf32> {tf.aliasing_output = 117 : i32}, %arg110: tensor<64x32xf32> {tf.aliasing_output = 36 : i32}, %arg111: tensor<64xf32> {tf.aliasing_output = 118 : i32}, %arg112: tensor<64xf32> {tf.aliasing_output = 37 : i32}, %arg113: tensor<32x64xf32> {tf.aliasing_output = 119 : i32}, %arg114: tensor<32x64xf32> {tf.aliasing_output = 38 : i32}, %arg115: tensor<32xf32> {tf.aliasing_output = 120 : i32}, %arg116: tensor<32xf32> {tf.aliasing_output = 39 : i32}, %arg117: tensor<32xf32> {tf.aliasing_output = 121 : i32}, %arg118: tensor<32xf32> {tf.aliasing_output = 40 : i32}, %arg119: tensor<32xf32> {tf.aliasing_output = 122 : i32}, %arg120: tensor<32xf32> {tf.aliasing_output = 41 : i32}, %arg121: tensor<32xf32> {tf.aliasing_output = 123 : i32}, %arg122: tensor<32xf32> {tf.aliasing_output = 42 : i32}, %arg123: tensor<32xf32> {tf.aliasing_output = 124 : i32}, %arg124: tensor<32xf32> {tf.aliasing_output = 43 : i32}, %arg125: tensor<32x32xf32> {tf.aliasing_output = 125 : i32}, %arg126: tensor<32xf32> {tf.aliasing_output = 126 : i32}, %arg127: tensor<32x32xf32> {tf.aliasing_output = 127 : i32}, %arg128: tensor<32xf32> {tf.aliasing_output = 128 : i32}, %arg129: tensor<32x32xf32> {tf.aliasing_output = 129 : i32}, %arg130: tensor<32xf32> {tf.aliasing_output = 130 : i32}, %arg131: tensor<32x32xf32> {tf.aliasing_output = 131 : i32}, %arg132: tensor<32xf32> {tf.aliasing_output = 132 : i32}, %arg133: tensor<32xf32> {tf.aliasing_output = 133 : i32}, %arg134: tensor<32xf32> {tf.aliasing_output = 134 : i32}, %arg135: tensor<64x32xf32> {tf.aliasing_output = 135 : i32}, %arg136: tensor<64xf32> {tf.aliasing_output = 136 : i32}, %arg137: tensor<32x64xf32> {tf.aliasing_output = 137 : i32}, %arg138: tensor<32xf32> {tf.aliasing_output = 138 : i32}, %arg139: tensor<32xf32> {tf.aliasing_output = 139 : i32}, %arg140: tensor<32xf32> {tf.aliasing_output = 140 : i32}, %arg141: tensor<32x32xf32> {tf.aliasing_output = 141 : i32}, %arg142: tensor<32xf32> {tf.aliasing_output = 142 : i32}, %arg143: tensor<32x32xf32> {tf.aliasing_output = 143 : i32}, %arg144: tensor<32xf32> {tf.aliasing_output = 144 : i32}, %arg145: tensor<32x32xf32> {tf.aliasing_output = 145 : i32}, %arg146: tensor<32xf32> {tf.aliasing_output = 146 : i32}, %arg147: tensor<32x32xf32> {tf.aliasing_output = 147 : i32}, %arg148: tensor<32xf32> {tf.aliasing_output = 148 : i32}, %arg149: tensor<32xf32> {tf.aliasing_output = 149 : i32}, %arg150: tensor<32xf32> {tf.aliasing_output = 150 : i32}, %arg151: tensor<64x32xf32> {tf.aliasing_output = 151 : i32}, %arg152: tensor<64xf32> {tf.aliasing_output = 152 : i32}, %arg153: tensor<32x64xf32> {tf.aliasing_output = 153 : i32}, %arg154: tensor<32xf32> {tf.aliasing_output = 154 : i32}, %arg155: tensor<32xf32> {tf.aliasing_output = 155 : i32}, %arg156: tensor<32xf32> {tf.aliasing_output = 156 : i32}, %arg157: tensor<32x32xf32> {tf.aliasing_output = 157 : i32}, %arg158: tensor<32x32xf32> {tf.aliasing_output = 76 : i32}, %arg159: tensor<32xf32> {tf.aliasing_output = 158 : i32}, %arg160: tensor<32xf32> {tf.aliasing_output = 77 : i32}, %arg161: tensor<32xf32> {tf.aliasing_output = 159 : i32}, %arg162: tensor<32xf32> {tf.aliasing_output = 78 : i32}, %arg163: tensor<32xf32> {tf.aliasing_output = 160 : i32}, %arg164: tensor<32xf32> {tf.aliasing_output = 79 : i32}, %arg165: tensor<128x32xf32> {tf.aliasing_output = 161 : i32}, %arg166: tensor<128xf32> {tf.aliasing_output = 162 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x3x4x4xf32>, tensor<65x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x3x4x4xf32>, tensor<65x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<128xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<128xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<32x64xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<32x64xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<64xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<64xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<65x32xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<65x32xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<32x3x4x4xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<32x3x4x4xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_12 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-01> : tensor<64x32xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<1x8x32xf32>
    %c = stablehlo.constant dense<-1> : tensor<1x8xi64>
    %c_15 = stablehlo.constant dense<64> : tensor<1x8xi64>
    %c_16 = stablehlo.constant dense<0> : tensor<1x8xi64>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<64x32xf32>
    %cst_18 = stablehlo.constant dense<0.899999976> : tensor<64x32xf32>
    %cst_19 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %cst_20 = stablehlo.constant dense<0.398942292> : tensor<2x8x64xf32>
    %cst_21 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x64xf32>
    %cst_22 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_24 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_25 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_26 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x1xf32>
    %cst_27 = stablehlo.constant dense<9.99999996E-13> : tensor<16xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_29 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_31 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_32 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_34 = stablehlo.constant dense<0.707106769> : tensor<2x8x64xf32>
    %cst_35 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x64xf32>
    %cst_36 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x1x8x8xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_38 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_39 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_40 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_41 = stablehlo.constant dense<8> : tensor<2x1x8x1xi64>
    %c_42 = stablehlo.constant dense<[[[0], [1], [2], [3], [4], [5], [6], [7]]]> : tensor<1x8x1xi64>
    %c_43 = stablehlo.constant dense<2> : tensor<2x1x8x1xi64>
    %c_44 = stablehlo.constant dense<0> : tensor<2x1x8x1xi64>
    %c_45 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_46 = stablehlo.constant dense<-1> : tensor<2x8xi64>
    %c_47 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_48 = stablehlo.constant dense<2.82842708> : tensor<2x4x8x8xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_50 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_51 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_52 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_53 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_54 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_55 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg42, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg37, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %2 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %3 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %4 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %6 = stablehlo.convert %5 : (tensor<16xi64>) -> tensor<16xui32>
    %7 = "stablehlo.gather"(%arg10, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %8 = stablehlo.reshape %7 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %9 = stablehlo.slice %arg8 [0:1, 0:8] : (tensor<1x64xi64>) -> tensor<1x8xi64>
    %10 = stablehlo.reshape %9 : (tensor<1x8xi64>) -> tensor<8xi64>
    %11 = stablehlo.convert %10 : (tensor<8xi64>) -> tensor<8xui32>
    %12 = "stablehlo.gather"(%arg9, %11) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<8xui32>) -> tensor<8x32xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [1, 2] : (tensor<8x32xf32>) -> tensor<2x8x32xf32>
    %14 = stablehlo.add %8, %13 : tensor<2x8x32xf32>
    %15 = stablehlo.reshape %14 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%15, %cst_50, %cst_49) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %16 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %17 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %18 = stablehlo.multiply %16, %17 : tensor<2x8x32xf32>
    %19 = stablehlo.add %4, %18 : tensor<2x8x32xf32>
    %20 = stablehlo.reshape %19 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %21 = stablehlo.transpose %arg22, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %22 = stablehlo.dot_general %20, %21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %23 = stablehlo.broadcast_in_dim %arg21, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %24 = stablehlo.add %22, %23 : tensor<16x32xf32>
    %25 = stablehlo.reshape %24 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %26 = stablehlo.transpose %25, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %27 = stablehlo.reshape %26 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %28 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %29 = stablehlo.dot_general %20, %28, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %30 = stablehlo.broadcast_in_dim %arg19, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %31 = stablehlo.add %29, %30 : tensor<16x32xf32>
    %32 = stablehlo.reshape %31 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %33 = stablehlo.transpose %32, dims = [0, 2, 3, 1] : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %34 = stablehlo.reshape %33 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %35 = stablehlo.dot_general %27, %34, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %36 = stablehlo.reshape %35 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %37 = stablehlo.divide %36, %cst_48 : tensor<2x4x8x8xf32>
    %38 = stablehlo.convert %arg18 : (tensor<i1>) -> tensor<ui8>
    %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<ui8>) -> tensor<2x1x8x8xui8>
    %40 = stablehlo.convert %arg17 : (tensor<i1>) -> tensor<ui8>
    %41 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %42 = stablehlo.broadcast_in_dim %c_47, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %43 = stablehlo.broadcast_in_dim %c_47, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %44 = stablehlo.compare  LE, %42, %43 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %45 = stablehlo.convert %44 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %46 = stablehlo.or %41, %45 : tensor<1x1x8x8xui8>
    %47 = stablehlo.compare  NE, %46, %c_55 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %48 = stablehlo.convert %47 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %49 = stablehlo.reshape %48 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %50 = stablehlo.broadcast_in_dim %49, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %51 = stablehlo.broadcast_in_dim %c_45, dims = [0, 1, 3] : (tensor<2x1x1xi64>) -> tensor<2x1x8x1xi64>
    %52 = stablehlo.compare  LT, %51, %c_44 : (tensor<2x1x8x1xi64>, tensor<2x1x8x1xi64>) -> tensor<2x1x8x1xi1>
    %53 = stablehlo.add %51, %c_43 : tensor<2x1x8x1xi64>
    %54 = stablehlo.select %52, %53, %51 : tensor<2x1x8x1xi1>, tensor<2x1x8x1xi64>
    %55 = stablehlo.reshape %54 : (tensor<2x1x8x1xi64>) -> tensor<2x1x8x1x1xi64>
    %56 = stablehlo.broadcast_in_dim %c_42, dims = [1, 2, 3] : (tensor<1x8x1xi64>) -> tensor<2x1x8x1xi64>
    %57 = stablehlo.compare  LT, %56, %c_44 : (tensor<2x1x8x1xi64>, tensor<2x1x8x1xi64>) -> tensor<2x1x8x1xi1>
    %58 = stablehlo.add %56, %c_41 : tensor<2x1x8x1xi64>
    %59 = stablehlo.select %57, %58, %56 : tensor<2x1x8x1xi1>, tensor<2x1x8x1xi64>
    %60 = stablehlo.reshape %59 : (tensor<2x1x8x1xi64>) -> tensor<2x1x8x1x1xi64>
    %61 = stablehlo.concatenate %55, %60, dim = 4 : (tensor<2x1x8x1x1xi64>, tensor<2x1x8x1x1xi64>) -> tensor<2x1x8x1x2xi64>
    %62 = "stablehlo.gather"(%c_46, %61) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi64>, tensor<2x1x8x1x2xi64>) -> tensor<2x1x8x1xi64>
    %63 = stablehlo.reshape %62 : (tensor<2x1x8x1xi64>) -> tensor<2x1x8xi64>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<2x1x8xi64>) -> tensor<2x1x8x8xi64>
    %65 = stablehlo.broadcast_in_dim %c_45, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %66 = stablehlo.compare  LT, %65, %c_40 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %67 = stablehlo.add %65, %c_39 : tensor<2x1x1x8xi64>
    %68 = stablehlo.select %66, %67, %65 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %69 = stablehlo.reshape %68 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %70 = stablehlo.broadcast_in_dim %c_47, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %71 = stablehlo.compare  LT, %70, %c_40 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %72 = stablehlo.add %70, %c_38 : tensor<2x1x1x8xi64>
    %73 = stablehlo.select %71, %72, %70 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %74 = stablehlo.reshape %73 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %75 = stablehlo.concatenate %69, %74, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %76 = "stablehlo.gather"(%c_46, %75) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi64>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi64>
    %77 = stablehlo.reshape %76 : (tensor<2x1x1x8xi64>) -> tensor<2x1x8xi64>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 3] : (tensor<2x1x8xi64>) -> tensor<2x1x8x8xi64>
    %79 = stablehlo.compare  EQ, %64, %78 : (tensor<2x1x8x8xi64>, tensor<2x1x8x8xi64>) -> tensor<2x1x8x8xi1>
    %80 = stablehlo.convert %79 : (tensor<2x1x8x8xi1>) -> tensor<2x1x8x8xui8>
    %81 = stablehlo.compare  GE, %62, %c_44 : (tensor<2x1x8x1xi64>, tensor<2x1x8x1xi64>) -> tensor<2x1x8x1xi1>
    %82 = stablehlo.convert %81 : (tensor<2x1x8x1xi1>) -> tensor<2x1x8x1xui8>
    %83 = stablehlo.reshape %82 : (tensor<2x1x8x1xui8>) -> tensor<2x1x8xui8>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %85 = stablehlo.and %80, %84 : tensor<2x1x8x8xui8>
    %86 = stablehlo.compare  NE, %85, %c_54 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %87 = stablehlo.convert %86 : (tensor<2x1x8x8xi1>) -> tensor<2x1x8x8xui8>
    %88 = stablehlo.or %50, %87 : tensor<2x1x8x8xui8>
    %89 = stablehlo.compare  NE, %88, %c_54 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %90 = stablehlo.convert %89 : (tensor<2x1x8x8xi1>) -> tensor<2x1x8x8xui8>
    %91 = stablehlo.and %39, %90 : tensor<2x1x8x8xui8>
    %92 = stablehlo.compare  NE, %91, %c_54 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %93 = stablehlo.convert %92 : (tensor<2x1x8x8xi1>) -> tensor<2x1x8x8xui8>
    %94 = stablehlo.compare  NE, %arg16, %c_53 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %95 = "stablehlo.gather"(%94, %75) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %96 = stablehlo.convert %95 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %97 = stablehlo.reshape %96 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %99 = stablehlo.and %93, %98 : tensor<2x1x8x8xui8>
    %100 = stablehlo.compare  NE, %99, %c_54 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %101 = stablehlo.select %100, %cst_37, %cst_36 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %102 = stablehlo.reshape %101 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %104 = stablehlo.add %37, %103 : tensor<2x4x8x8xf32>
    %105 = stablehlo.reduce(%104 init: %cst_52) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %107 = stablehlo.subtract %104, %106 : tensor<2x4x8x8xf32>
    %108 = stablehlo.exponential %107 : tensor<2x4x8x8xf32>
    %109 = stablehlo.reduce(%108 init: %cst_56) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %111 = stablehlo.divide %108, %110 : tensor<2x4x8x8xf32>
    %112 = stablehlo.reshape %111 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %113 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %114 = stablehlo.dot_general %20, %113, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %115 = stablehlo.broadcast_in_dim %arg14, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %116 = stablehlo.add %114, %115 : tensor<16x32xf32>
    %117 = stablehlo.reshape %116 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %118 = stablehlo.transpose %117, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %119 = stablehlo.reshape %118 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %120 = stablehlo.dot_general %112, %119, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %121 = stablehlo.reshape %120 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %122 = stablehlo.transpose %121, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %123 = stablehlo.reshape %122 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %124 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %125 = stablehlo.dot_general %123, %124, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %126 = stablehlo.broadcast_in_dim %arg12, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %127 = stablehlo.add %125, %126 : tensor<16x32xf32>
    %128 = stablehlo.reshape %127 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %129 = stablehlo.add %128, %19 : tensor<2x8x32xf32>
    %130 = stablehlo.reshape %129 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_57, %batch_mean_58, %batch_var_59 = "stablehlo.batch_norm_training"(%130, %cst_50, %cst_49) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %131 = stablehlo.reshape %output_57 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %132 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %133 = stablehlo.multiply %131, %132 : tensor<2x8x32xf32>
    %134 = stablehlo.add %3, %133 : tensor<2x8x32xf32>
    %135 = stablehlo.reshape %134 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %136 = stablehlo.transpose %arg27, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %137 = stablehlo.dot_general %135, %136, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %138 = stablehlo.broadcast_in_dim %arg26, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %139 = stablehlo.add %137, %138 : tensor<16x64xf32>
    %140 = stablehlo.reshape %139 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %141 = stablehlo.multiply %140, %cst_35 : tensor<2x8x64xf32>
    %142 = stablehlo.multiply %140, %cst_34 : tensor<2x8x64xf32>
    %143 = stablehlo.custom_call @mhlo.erf(%142) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %144 = stablehlo.add %143, %cst_33 : tensor<2x8x64xf32>
    %145 = stablehlo.multiply %141, %144 : tensor<2x8x64xf32>
    %146 = stablehlo.reshape %145 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %147 = stablehlo.transpose %arg25, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %148 = stablehlo.dot_general %146, %147, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %149 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %150 = stablehlo.add %148, %149 : tensor<16x32xf32>
    %151 = stablehlo.reshape %150 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %152 = stablehlo.add %151, %134 : tensor<2x8x32xf32>
    %153 = stablehlo.reshape %152 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_60, %batch_mean_61, %batch_var_62 = "stablehlo.batch_norm_training"(%153, %cst_50, %cst_49) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %154 = stablehlo.reshape %output_60 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %155 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %156 = stablehlo.multiply %154, %155 : tensor<2x8x32xf32>
    %157 = stablehlo.add %2, %156 : tensor<2x8x32xf32>
    %158 = stablehlo.reshape %157 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %159 = stablehlo.transpose %arg36, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %160 = stablehlo.dot_general %158, %159, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %161 = stablehlo.broadcast_in_dim %arg35, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %162 = stablehlo.add %160, %161 : tensor<16x32xf32>
    %163 = stablehlo.reshape %162 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %164 = stablehlo.transpose %163, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %165 = stablehlo.reshape %164 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %166 = stablehlo.transpose %arg34, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %167 = stablehlo.dot_general %158, %166, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %168 = stablehlo.broadcast_in_dim %arg33, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %169 = stablehlo.add %167, %168 : tensor<16x32xf32>
    %170 = stablehlo.reshape %169 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %171 = stablehlo.transpose %170, dims = [0, 2, 3, 1] : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %172 = stablehlo.reshape %171 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %173 = stablehlo.dot_general %165, %172, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %174 = stablehlo.reshape %173 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %175 = stablehlo.divide %174, %cst_48 : tensor<2x4x8x8xf32>
    %176 = stablehlo.add %175, %103 : tensor<2x4x8x8xf32>
    %177 = stablehlo.reduce(%176 init: %cst_52) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %179 = stablehlo.subtract %176, %178 : tensor<2x4x8x8xf32>
    %180 = stablehlo.exponential %179 : tensor<2x4x8x8xf32>
    %181 = stablehlo.reduce(%180 init: %cst_56) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %183 = stablehlo.divide %180, %182 : tensor<2x4x8x8xf32>
    %184 = stablehlo.reshape %183 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %185 = stablehlo.transpose %arg32, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %186 = stablehlo.dot_general %158, %185, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %187 = stablehlo.broadcast_in_dim %arg31, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %188 = stablehlo.add %186, %187 : tensor<16x32xf32>
    %189 = stablehlo.reshape %188 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %190 = stablehlo.transpose %189, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %191 = stablehlo.reshape %190 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %192 = stablehlo.dot_general %184, %191, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %193 = stablehlo.reshape %192 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %194 = stablehlo.transpose %193, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %195 = stablehlo.reshape %194 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %196 = stablehlo.transpose %arg30, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %197 = stablehlo.dot_general %195, %196, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %198 = stablehlo.broadcast_in_dim %arg29, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %199 = stablehlo.add %197, %198 : tensor<16x32xf32>
    %200 = stablehlo.reshape %199 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %201 = stablehlo.add %200, %157 : tensor<2x8x32xf32>
    %202 = stablehlo.reshape %201 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_63, %batch_mean_64, %batch_var_65 = "stablehlo.batch_norm_training"(%202, %cst_50, %cst_49) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %203 = stablehlo.reshape %output_63 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %204 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %205 = stablehlo.multiply %203, %204 : tensor<2x8x32xf32>
    %206 = stablehlo.add %1, %205 : tensor<2x8x32xf32>
    %207 = stablehlo.reshape %206 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %208 = stablehlo.transpose %arg41, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %209 = stablehlo.dot_general %207, %208, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %210 = stablehlo.broadcast_in_dim %arg40, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %211 = stablehlo.add %209, %210 : tensor<16x64xf32>
    %212 = stablehlo.reshape %211 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %213 = stablehlo.multiply %212, %cst_35 : tensor<2x8x64xf32>
    %214 = stablehlo.multiply %212, %cst_34 : tensor<2x8x64xf32>
    %215 = stablehlo.custom_call @mhlo.erf(%214) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %216 = stablehlo.add %215, %cst_33 : tensor<2x8x64xf32>
    %217 = stablehlo.multiply %213, %216 : tensor<2x8x64xf32>
    %218 = stablehlo.reshape %217 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %219 = stablehlo.transpose %arg39, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %220 = stablehlo.dot_general %218, %219, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %221 = stablehlo.broadcast_in_dim %arg38, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %222 = stablehlo.add %220, %221 : tensor<16x32xf32>
    %223 = stablehlo.reshape %222 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %224 = stablehlo.add %223, %206 : tensor<2x8x32xf32>
    %225 = stablehlo.reshape %224 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_66, %batch_mean_67, %batch_var_68 = "stablehlo.batch_norm_training"(%225, %cst_50, %cst_49) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %226 = stablehlo.reshape %output_66 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %227 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %228 = stablehlo.multiply %226, %227 : tensor<2x8x32xf32>
    %229 = stablehlo.add %0, %228 : tensor<2x8x32xf32>
    %230 = stablehlo.reshape %229 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %231 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %232 = stablehlo.dot_general %230, %231, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %233 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<128xf32>) -> tensor<16x128xf32>
    %234 = stablehlo.add %232, %233 : tensor<16x128xf32>
    %235 = stablehlo.reshape %234 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %236 = stablehlo.slice %235 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %237 = stablehlo.reduce(%236 init: %cst_52) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %239 = stablehlo.subtract %236, %238 : tensor<2x7x128xf32>
    %240 = stablehlo.exponential %239 : tensor<2x7x128xf32>
    %241 = stablehlo.reduce(%240 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %242 = stablehlo.log %241 : tensor<2x7xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %244 = stablehlo.subtract %239, %243 : tensor<2x7x128xf32>
    %245 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %246 = stablehlo.broadcast_in_dim %245, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %247 = stablehlo.broadcast_in_dim %c_51, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %248 = stablehlo.compare  EQ, %246, %247 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %249 = stablehlo.convert %248 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %250 = stablehlo.convert %249 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %251 = stablehlo.multiply %244, %250 : tensor<2x7x128xf32>
    %252 = stablehlo.reduce(%251 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %253 = stablehlo.reduce(%252 init: %cst_56) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %254 = stablehlo.multiply %253, %cst_32 : tensor<f32>
    %255 = stablehlo.negate %254 : tensor<f32>
    %256 = stablehlo.multiply %arg43, %cst_31 : tensor<128x32xf32>
    %257 = stablehlo.compare  LT, %arg0, %c_53 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %258 = stablehlo.add %arg0, %c_29 : tensor<2x8xi64>
    %259 = stablehlo.select %257, %258, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %260 = stablehlo.reshape %259 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %261 = stablehlo.compare  EQ, %arg0, %c_53 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %262 = stablehlo.broadcast_in_dim %261, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %263 = stablehlo.add %batch_var, %cst_27 : tensor<16xf32>
    %264 = stablehlo.rsqrt %263 : tensor<16xf32>
    %265 = stablehlo.reshape %264 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %266 = stablehlo.divide %265, %cst_26 : tensor<2x8x1xf32>
    %267 = stablehlo.reshape %266 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %269 = stablehlo.add %batch_var_59, %cst_27 : tensor<16xf32>
    %270 = stablehlo.rsqrt %269 : tensor<16xf32>
    %271 = stablehlo.reshape %270 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %272 = stablehlo.divide %271, %cst_26 : tensor<2x8x1xf32>
    %273 = stablehlo.reshape %272 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %275 = stablehlo.add %batch_var_62, %cst_27 : tensor<16xf32>
    %276 = stablehlo.rsqrt %275 : tensor<16xf32>
    %277 = stablehlo.reshape %276 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %278 = stablehlo.divide %277, %cst_26 : tensor<2x8x1xf32>
    %279 = stablehlo.reshape %278 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %280 = stablehlo.broadcast_in_dim %279, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %281 = stablehlo.add %batch_var_65, %cst_27 : tensor<16xf32>
    %282 = stablehlo.rsqrt %281 : tensor<16xf32>
    %283 = stablehlo.reshape %282 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %284 = stablehlo.divide %283, %cst_26 : tensor<2x8x1xf32>
    %285 = stablehlo.reshape %284 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %287 = stablehlo.add %batch_var_68, %cst_27 : tensor<16xf32>
    %288 = stablehlo.rsqrt %287 : tensor<16xf32>
    %289 = stablehlo.reshape %288 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %290 = stablehlo.divide %289, %cst_26 : tensor<2x8x1xf32>
    %291 = stablehlo.reshape %290 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %292 = stablehlo.broadcast_in_dim %291, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %293 = stablehlo.multiply %250, %cst_24 : tensor<2x7x128xf32>
    %294 = stablehlo.exponential %244 : tensor<2x7x128xf32>
    %295 = stablehlo.reduce(%293 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %297 = stablehlo.multiply %294, %296 : tensor<2x7x128xf32>
    %298 = stablehlo.subtract %293, %297 : tensor<2x7x128xf32>
    %299 = stablehlo.pad %298, %cst_56, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %300 = stablehlo.select %c_25, %299, %cst_23 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %301 = stablehlo.reshape %300 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %302 = stablehlo.dot_general %301, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %303 = stablehlo.reshape %302 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %304 = stablehlo.multiply %303, %227 : tensor<2x8x32xf32>
    %305 = stablehlo.multiply %304, %cst_22 : tensor<2x8x32xf32>
    %306 = stablehlo.reduce(%304 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %307 = stablehlo.broadcast_in_dim %306, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %308 = stablehlo.subtract %305, %307 : tensor<2x8x32xf32>
    %309 = stablehlo.reshape %batch_mean_67 : (tensor<16xf32>) -> tensor<2x8xf32>
    %310 = stablehlo.broadcast_in_dim %309, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %311 = stablehlo.subtract %224, %310 : tensor<2x8x32xf32>
    %312 = stablehlo.reshape %288 : (tensor<16xf32>) -> tensor<2x8xf32>
    %313 = stablehlo.broadcast_in_dim %312, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %314 = stablehlo.multiply %311, %313 : tensor<2x8x32xf32>
    %315 = stablehlo.multiply %304, %314 : tensor<2x8x32xf32>
    %316 = stablehlo.reduce(%315 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %317 = stablehlo.broadcast_in_dim %316, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %318 = stablehlo.multiply %314, %317 : tensor<2x8x32xf32>
    %319 = stablehlo.subtract %308, %318 : tensor<2x8x32xf32>
    %320 = stablehlo.multiply %292, %319 : tensor<2x8x32xf32>
    %321 = stablehlo.reshape %320 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %322 = stablehlo.dot_general %321, %arg39, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %323 = stablehlo.reshape %322 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %324 = stablehlo.multiply %216, %cst_35 : tensor<2x8x64xf32>
    %325 = stablehlo.multiply %212, %212 : tensor<2x8x64xf32>
    %326 = stablehlo.multiply %325, %cst_21 : tensor<2x8x64xf32>
    %327 = stablehlo.exponential %326 : tensor<2x8x64xf32>
    %328 = stablehlo.multiply %327, %cst_20 : tensor<2x8x64xf32>
    %329 = stablehlo.multiply %212, %328 : tensor<2x8x64xf32>
    %330 = stablehlo.add %324, %329 : tensor<2x8x64xf32>
    %331 = stablehlo.multiply %323, %330 : tensor<2x8x64xf32>
    %332 = stablehlo.reshape %331 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %333 = stablehlo.dot_general %332, %arg41, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %334 = stablehlo.reshape %333 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %335 = stablehlo.add %320, %334 : tensor<2x8x32xf32>
    %336 = stablehlo.multiply %335, %204 : tensor<2x8x32xf32>
    %337 = stablehlo.multiply %336, %cst_22 : tensor<2x8x32xf32>
    %338 = stablehlo.reduce(%336 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %339 = stablehlo.broadcast_in_dim %338, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %340 = stablehlo.subtract %337, %339 : tensor<2x8x32xf32>
    %341 = stablehlo.reshape %batch_mean_64 : (tensor<16xf32>) -> tensor<2x8xf32>
    %342 = stablehlo.broadcast_in_dim %341, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %343 = stablehlo.subtract %201, %342 : tensor<2x8x32xf32>
    %344 = stablehlo.reshape %282 : (tensor<16xf32>) -> tensor<2x8xf32>
    %345 = stablehlo.broadcast_in_dim %344, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %346 = stablehlo.multiply %343, %345 : tensor<2x8x32xf32>
    %347 = stablehlo.multiply %336, %346 : tensor<2x8x32xf32>
    %348 = stablehlo.reduce(%347 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %349 = stablehlo.broadcast_in_dim %348, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %350 = stablehlo.multiply %346, %349 : tensor<2x8x32xf32>
    %351 = stablehlo.subtract %340, %350 : tensor<2x8x32xf32>
    %352 = stablehlo.multiply %286, %351 : tensor<2x8x32xf32>
    %353 = stablehlo.transpose %184, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %354 = stablehlo.reshape %352 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %355 = stablehlo.dot_general %354, %arg30, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %356 = stablehlo.reshape %355 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %357 = stablehlo.transpose %356, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %358 = stablehlo.reshape %357 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %359 = stablehlo.dot_general %353, %358, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %360 = stablehlo.reshape %359 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %361 = stablehlo.transpose %360, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %362 = stablehlo.reshape %361 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %363 = stablehlo.dot_general %362, %arg32, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %364 = stablehlo.reshape %363 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %365 = stablehlo.add %352, %364 : tensor<2x8x32xf32>
    %366 = stablehlo.transpose %165, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %367 = stablehlo.transpose %191, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %368 = stablehlo.dot_general %358, %367, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %369 = stablehlo.reshape %368 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %370 = stablehlo.multiply %369, %183 : tensor<2x4x8x8xf32>
    %371 = stablehlo.reduce(%370 init: %cst_56) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %372 = stablehlo.broadcast_in_dim %371, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %373 = stablehlo.multiply %183, %372 : tensor<2x4x8x8xf32>
    %374 = stablehlo.subtract %370, %373 : tensor<2x4x8x8xf32>
    %375 = stablehlo.divide %374, %cst_48 : tensor<2x4x8x8xf32>
    %376 = stablehlo.reshape %375 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %377 = stablehlo.dot_general %366, %376, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %378 = stablehlo.reshape %377 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %379 = stablehlo.transpose %378, dims = [0, 3, 1, 2] : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %380 = stablehlo.reshape %379 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %381 = stablehlo.dot_general %380, %arg34, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %382 = stablehlo.reshape %381 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %383 = stablehlo.add %365, %382 : tensor<2x8x32xf32>
    %384 = stablehlo.transpose %172, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %385 = stablehlo.dot_general %376, %384, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %386 = stablehlo.reshape %385 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %387 = stablehlo.transpose %386, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %388 = stablehlo.reshape %387 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %389 = stablehlo.dot_general %388, %arg36, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %390 = stablehlo.reshape %389 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %391 = stablehlo.add %383, %390 : tensor<2x8x32xf32>
    %392 = stablehlo.multiply %391, %155 : tensor<2x8x32xf32>
    %393 = stablehlo.multiply %392, %cst_22 : tensor<2x8x32xf32>
    %394 = stablehlo.reduce(%392 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %395 = stablehlo.broadcast_in_dim %394, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %396 = stablehlo.subtract %393, %395 : tensor<2x8x32xf32>
    %397 = stablehlo.reshape %batch_mean_61 : (tensor<16xf32>) -> tensor<2x8xf32>
    %398 = stablehlo.broadcast_in_dim %397, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %399 = stablehlo.subtract %152, %398 : tensor<2x8x32xf32>
    %400 = stablehlo.reshape %276 : (tensor<16xf32>) -> tensor<2x8xf32>
    %401 = stablehlo.broadcast_in_dim %400, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %402 = stablehlo.multiply %399, %401 : tensor<2x8x32xf32>
    %403 = stablehlo.multiply %392, %402 : tensor<2x8x32xf32>
    %404 = stablehlo.reduce(%403 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %405 = stablehlo.broadcast_in_dim %404, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %406 = stablehlo.multiply %402, %405 : tensor<2x8x32xf32>
    %407 = stablehlo.subtract %396, %406 : tensor<2x8x32xf32>
    %408 = stablehlo.multiply %280, %407 : tensor<2x8x32xf32>
    %409 = stablehlo.reshape %408 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %410 = stablehlo.dot_general %409, %arg25, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %411 = stablehlo.reshape %410 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %412 = stablehlo.multiply %144, %cst_35 : tensor<2x8x64xf32>
    %413 = stablehlo.multiply %140, %140 : tensor<2x8x64xf32>
    %414 = stablehlo.multiply %413, %cst_21 : tensor<2x8x64xf32>
    %415 = stablehlo.exponential %414 : tensor<2x8x64xf32>
    %416 = stablehlo.multiply %415, %cst_20 : tensor<2x8x64xf32>
    %417 = stablehlo.multiply %140, %416 : tensor<2x8x64xf32>
    %418 = stablehlo.add %412, %417 : tensor<2x8x64xf32>
    %419 = stablehlo.multiply %411, %418 : tensor<2x8x64xf32>
    %420 = stablehlo.reshape %419 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %421 = stablehlo.dot_general %420, %arg27, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %422 = stablehlo.reshape %421 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %423 = stablehlo.add %408, %422 : tensor<2x8x32xf32>
    %424 = stablehlo.multiply %423, %132 : tensor<2x8x32xf32>
    %425 = stablehlo.multiply %424, %cst_22 : tensor<2x8x32xf32>
    %426 = stablehlo.reduce(%424 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %427 = stablehlo.broadcast_in_dim %426, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %428 = stablehlo.subtract %425, %427 : tensor<2x8x32xf32>
    %429 = stablehlo.reshape %batch_mean_58 : (tensor<16xf32>) -> tensor<2x8xf32>
    %430 = stablehlo.broadcast_in_dim %429, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %431 = stablehlo.subtract %129, %430 : tensor<2x8x32xf32>
    %432 = stablehlo.reshape %270 : (tensor<16xf32>) -> tensor<2x8xf32>
    %433 = stablehlo.broadcast_in_dim %432, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %434 = stablehlo.multiply %431, %433 : tensor<2x8x32xf32>
    %435 = stablehlo.multiply %424, %434 : tensor<2x8x32xf32>
    %436 = stablehlo.reduce(%435 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %437 = stablehlo.broadcast_in_dim %436, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %438 = stablehlo.multiply %434, %437 : tensor<2x8x32xf32>
    %439 = stablehlo.subtract %428, %438 : tensor<2x8x32xf32>
    %440 = stablehlo.multiply %274, %439 : tensor<2x8x32xf32>
    %441 = stablehlo.transpose %112, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %442 = stablehlo.reshape %440 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %443 = stablehlo.dot_general %442, %arg13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %444 = stablehlo.reshape %443 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %445 = stablehlo.transpose %444, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %446 = stablehlo.reshape %445 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %447 = stablehlo.dot_general %441, %446, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %448 = stablehlo.reshape %447 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %449 = stablehlo.transpose %448, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %450 = stablehlo.reshape %449 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %451 = stablehlo.dot_general %450, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %452 = stablehlo.reshape %451 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %453 = stablehlo.add %440, %452 : tensor<2x8x32xf32>
    %454 = stablehlo.transpose %27, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %455 = stablehlo.transpose %119, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %456 = stablehlo.dot_general %446, %455, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %457 = stablehlo.reshape %456 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %458 = stablehlo.multiply %457, %111 : tensor<2x4x8x8xf32>
    %459 = stablehlo.reduce(%458 init: %cst_56) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %460 = stablehlo.broadcast_in_dim %459, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %461 = stablehlo.multiply %111, %460 : tensor<2x4x8x8xf32>
    %462 = stablehlo.subtract %458, %461 : tensor<2x4x8x8xf32>
    %463 = stablehlo.divide %462, %cst_48 : tensor<2x4x8x8xf32>
    %464 = stablehlo.reshape %463 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %465 = stablehlo.dot_general %454, %464, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %466 = stablehlo.reshape %465 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %467 = stablehlo.transpose %466, dims = [0, 3, 1, 2] : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %468 = stablehlo.reshape %467 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %469 = stablehlo.dot_general %468, %arg20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %470 = stablehlo.reshape %469 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %471 = stablehlo.add %453, %470 : tensor<2x8x32xf32>
    %472 = stablehlo.transpose %34, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %473 = stablehlo.dot_general %464, %472, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %474 = stablehlo.reshape %473 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %475 = stablehlo.transpose %474, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %476 = stablehlo.reshape %475 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %477 = stablehlo.dot_general %476, %arg22, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %478 = stablehlo.reshape %477 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %479 = stablehlo.add %471, %478 : tensor<2x8x32xf32>
    %480 = stablehlo.multiply %479, %17 : tensor<2x8x32xf32>
    %481 = stablehlo.multiply %480, %cst_22 : tensor<2x8x32xf32>
    %482 = stablehlo.reduce(%480 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %483 = stablehlo.broadcast_in_dim %482, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %484 = stablehlo.subtract %481, %483 : tensor<2x8x32xf32>
    %485 = stablehlo.reshape %batch_mean : (tensor<16xf32>) -> tensor<2x8xf32>
    %486 = stablehlo.broadcast_in_dim %485, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %487 = stablehlo.subtract %14, %486 : tensor<2x8x32xf32>
    %488 = stablehlo.reshape %264 : (tensor<16xf32>) -> tensor<2x8xf32>
    %489 = stablehlo.broadcast_in_dim %488, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %490 = stablehlo.multiply %487, %489 : tensor<2x8x32xf32>
    %491 = stablehlo.multiply %480, %490 : tensor<2x8x32xf32>
    %492 = stablehlo.reduce(%491 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %493 = stablehlo.broadcast_in_dim %492, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %494 = stablehlo.multiply %490, %493 : tensor<2x8x32xf32>
    %495 = stablehlo.subtract %484, %494 : tensor<2x8x32xf32>
    %496 = stablehlo.multiply %268, %495 : tensor<2x8x32xf32>
    %497 = stablehlo.select %262, %cst_28, %496 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %498 = "stablehlo.scatter"(%cst_30, %260, %497) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg167: tensor<f32>, %arg168: tensor<f32>):
      %843 = stablehlo.add %arg167, %arg168 : tensor<f32>
      stablehlo.return %843 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %499 = stablehlo.add %256, %498 : tensor<128x32xf32>
    %500 = stablehlo.multiply %499, %cst_19 : tensor<128x32xf32>
    %501 = stablehlo.subtract %arg10, %500 : tensor<128x32xf32>
    %502 = stablehlo.multiply %arg44, %cst_18 : tensor<64x32xf32>
    %503 = stablehlo.compare  LT, %9, %c_16 : (tensor<1x8xi64>, tensor<1x8xi64>) -> tensor<1x8xi1>
    %504 = stablehlo.add %9, %c_15 : tensor<1x8xi64>
    %505 = stablehlo.select %503, %504, %9 : tensor<1x8xi1>, tensor<1x8xi64>
    %506 = stablehlo.reshape %505 : (tensor<1x8xi64>) -> tensor<1x8x1xi64>
    %507 = stablehlo.compare  EQ, %9, %c : (tensor<1x8xi64>, tensor<1x8xi64>) -> tensor<1x8xi1>
    %508 = stablehlo.broadcast_in_dim %507, dims = [0, 1] : (tensor<1x8xi1>) -> tensor<1x8x32xi1>
    %509 = stablehlo.reduce(%496 init: %cst_56) applies stablehlo.add across dimensions = [0] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<8x32xf32>
    %510 = stablehlo.reshape %509 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %511 = stablehlo.select %508, %cst_14, %510 : tensor<1x8x32xi1>, tensor<1x8x32xf32>
    %512 = "stablehlo.scatter"(%cst_17, %506, %511) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg167: tensor<f32>, %arg168: tensor<f32>):
      %843 = stablehlo.add %arg167, %arg168 : tensor<f32>
      stablehlo.return %843 : tensor<f32>
    }) : (tensor<64x32xf32>, tensor<1x8x1xi64>, tensor<1x8x32xf32>) -> tensor<64x32xf32>
    %513 = stablehlo.add %502, %512 : tensor<64x32xf32>
    %514 = stablehlo.multiply %513, %cst_13 : tensor<64x32xf32>
    %515 = stablehlo.subtract %arg9, %514 : tensor<64x32xf32>
    %516 = stablehlo.multiply %arg45, %cst_12 : tensor<32xf32>
    %517 = stablehlo.multiply %479, %490 : tensor<2x8x32xf32>
    %518 = stablehlo.reduce(%517 init: %cst_56) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %519 = stablehlo.add %516, %518 : tensor<32xf32>
    %520 = stablehlo.multiply %519, %cst_11 : tensor<32xf32>
    %521 = stablehlo.subtract %arg7, %520 : tensor<32xf32>
    %522 = stablehlo.multiply %arg46, %cst_12 : tensor<32xf32>
    %523 = stablehlo.reduce(%479 init: %cst_56) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %524 = stablehlo.add %522, %523 : tensor<32xf32>
    %525 = stablehlo.multiply %524, %cst_11 : tensor<32xf32>
    %526 = stablehlo.subtract %arg11, %525 : tensor<32xf32>
    %527 = stablehlo.multiply %arg47, %cst_12 : tensor<32xf32>
    %528 = stablehlo.multiply %527, %cst_11 : tensor<32xf32>
    %529 = stablehlo.subtract %arg48, %528 : tensor<32xf32>
    %530 = stablehlo.multiply %arg49, %cst_10 : tensor<32x3x4x4xf32>
    %531 = stablehlo.multiply %530, %cst_9 : tensor<32x3x4x4xf32>
    %532 = stablehlo.subtract %arg50, %531 : tensor<32x3x4x4xf32>
    %533 = stablehlo.multiply %arg51, %cst_8 : tensor<65x32xf32>
    %534 = stablehlo.multiply %533, %cst_7 : tensor<65x32xf32>
    %535 = stablehlo.subtract %arg52, %534 : tensor<65x32xf32>
    %536 = stablehlo.multiply %arg53, %cst_12 : tensor<32xf32>
    %537 = stablehlo.multiply %536, %cst_11 : tensor<32xf32>
    %538 = stablehlo.subtract %arg54, %537 : tensor<32xf32>
    %539 = stablehlo.multiply %arg55, %cst_12 : tensor<32xf32>
    %540 = stablehlo.multiply %539, %cst_11 : tensor<32xf32>
    %541 = stablehlo.subtract %arg56, %540 : tensor<32xf32>
    %542 = stablehlo.multiply %arg57, %cst_6 : tensor<32x32xf32>
    %543 = stablehlo.multiply %542, %cst_5 : tensor<32x32xf32>
    %544 = stablehlo.subtract %arg58, %543 : tensor<32x32xf32>
    %545 = stablehlo.multiply %arg59, %cst_12 : tensor<32xf32>
    %546 = stablehlo.multiply %545, %cst_11 : tensor<32xf32>
    %547 = stablehlo.subtract %arg60, %546 : tensor<32xf32>
    %548 = stablehlo.multiply %arg61, %cst_6 : tensor<32x32xf32>
    %549 = stablehlo.multiply %548, %cst_5 : tensor<32x32xf32>
    %550 = stablehlo.subtract %arg62, %549 : tensor<32x32xf32>
    %551 = stablehlo.multiply %arg63, %cst_12 : tensor<32xf32>
    %552 = stablehlo.multiply %551, %cst_11 : tensor<32xf32>
    %553 = stablehlo.subtract %arg64, %552 : tensor<32xf32>
    %554 = stablehlo.multiply %arg65, %cst_6 : tensor<32x32xf32>
    %555 = stablehlo.multiply %554, %cst_5 : tensor<32x32xf32>
    %556 = stablehlo.subtract %arg66, %555 : tensor<32x32xf32>
    %557 = stablehlo.multiply %arg67, %cst_12 : tensor<32xf32>
    %558 = stablehlo.multiply %557, %cst_11 : tensor<32xf32>
    %559 = stablehlo.subtract %arg68, %558 : tensor<32xf32>
    %560 = stablehlo.multiply %arg69, %cst_6 : tensor<32x32xf32>
    %561 = stablehlo.multiply %560, %cst_5 : tensor<32x32xf32>
    %562 = stablehlo.subtract %arg70, %561 : tensor<32x32xf32>
    %563 = stablehlo.multiply %arg71, %cst_12 : tensor<32xf32>
    %564 = stablehlo.multiply %563, %cst_11 : tensor<32xf32>
    %565 = stablehlo.subtract %arg72, %564 : tensor<32xf32>
    %566 = stablehlo.multiply %arg73, %cst_12 : tensor<32xf32>
    %567 = stablehlo.multiply %566, %cst_11 : tensor<32xf32>
    %568 = stablehlo.subtract %arg74, %567 : tensor<32xf32>
    %569 = stablehlo.multiply %arg75, %cst_12 : tensor<32xf32>
    %570 = stablehlo.multiply %569, %cst_11 : tensor<32xf32>
    %571 = stablehlo.subtract %arg76, %570 : tensor<32xf32>
    %572 = stablehlo.multiply %arg77, %cst_18 : tensor<64x32xf32>
    %573 = stablehlo.multiply %572, %cst_13 : tensor<64x32xf32>
    %574 = stablehlo.subtract %arg78, %573 : tensor<64x32xf32>
    %575 = stablehlo.multiply %arg79, %cst_4 : tensor<64xf32>
    %576 = stablehlo.multiply %575, %cst_3 : tensor<64xf32>
    %577 = stablehlo.subtract %arg80, %576 : tensor<64xf32>
    %578 = stablehlo.multiply %arg81, %cst_2 : tensor<32x64xf32>
    %579 = stablehlo.multiply %578, %cst_1 : tensor<32x64xf32>
    %580 = stablehlo.subtract %arg82, %579 : tensor<32x64xf32>
    %581 = stablehlo.multiply %arg83, %cst_12 : tensor<32xf32>
    %582 = stablehlo.multiply %581, %cst_11 : tensor<32xf32>
    %583 = stablehlo.subtract %arg84, %582 : tensor<32xf32>
    %584 = stablehlo.multiply %arg85, %cst_12 : tensor<32xf32>
    %585 = stablehlo.multiply %584, %cst_11 : tensor<32xf32>
    %586 = stablehlo.subtract %arg86, %585 : tensor<32xf32>
    %587 = stablehlo.multiply %arg87, %cst_12 : tensor<32xf32>
    %588 = stablehlo.multiply %587, %cst_11 : tensor<32xf32>
    %589 = stablehlo.subtract %arg88, %588 : tensor<32xf32>
    %590 = stablehlo.multiply %arg89, %cst_6 : tensor<32x32xf32>
    %591 = stablehlo.multiply %590, %cst_5 : tensor<32x32xf32>
    %592 = stablehlo.subtract %arg90, %591 : tensor<32x32xf32>
    %593 = stablehlo.multiply %arg91, %cst_12 : tensor<32xf32>
    %594 = stablehlo.multiply %593, %cst_11 : tensor<32xf32>
    %595 = stablehlo.subtract %arg92, %594 : tensor<32xf32>
    %596 = stablehlo.multiply %arg93, %cst_6 : tensor<32x32xf32>
    %597 = stablehlo.multiply %596, %cst_5 : tensor<32x32xf32>
    %598 = stablehlo.subtract %arg94, %597 : tensor<32x32xf32>
    %599 = stablehlo.multiply %arg95, %cst_12 : tensor<32xf32>
    %600 = stablehlo.multiply %599, %cst_11 : tensor<32xf32>
    %601 = stablehlo.subtract %arg96, %600 : tensor<32xf32>
    %602 = stablehlo.multiply %arg97, %cst_6 : tensor<32x32xf32>
    %603 = stablehlo.multiply %602, %cst_5 : tensor<32x32xf32>
    %604 = stablehlo.subtract %arg98, %603 : tensor<32x32xf32>
    %605 = stablehlo.multiply %arg99, %cst_12 : tensor<32xf32>
    %606 = stablehlo.multiply %605, %cst_11 : tensor<32xf32>
    %607 = stablehlo.subtract %arg100, %606 : tensor<32xf32>
    %608 = stablehlo.multiply %arg101, %cst_6 : tensor<32x32xf32>
    %609 = stablehlo.multiply %608, %cst_5 : tensor<32x32xf32>
    %610 = stablehlo.subtract %arg102, %609 : tensor<32x32xf32>
    %611 = stablehlo.multiply %arg103, %cst_12 : tensor<32xf32>
    %612 = stablehlo.multiply %611, %cst_11 : tensor<32xf32>
    %613 = stablehlo.subtract %arg104, %612 : tensor<32xf32>
    %614 = stablehlo.multiply %arg105, %cst_12 : tensor<32xf32>
    %615 = stablehlo.multiply %614, %cst_11 : tensor<32xf32>
    %616 = stablehlo.subtract %arg106, %615 : tensor<32xf32>
    %617 = stablehlo.multiply %arg107, %cst_12 : tensor<32xf32>
    %618 = stablehlo.multiply %617, %cst_11 : tensor<32xf32>
    %619 = stablehlo.subtract %arg108, %618 : tensor<32xf32>
    %620 = stablehlo.multiply %arg109, %cst_18 : tensor<64x32xf32>
    %621 = stablehlo.multiply %620, %cst_13 : tensor<64x32xf32>
    %622 = stablehlo.subtract %arg110, %621 : tensor<64x32xf32>
    %623 = stablehlo.multiply %arg111, %cst_4 : tensor<64xf32>
    %624 = stablehlo.multiply %623, %cst_3 : tensor<64xf32>
    %625 = stablehlo.subtract %arg112, %624 : tensor<64xf32>
    %626 = stablehlo.multiply %arg113, %cst_2 : tensor<32x64xf32>
    %627 = stablehlo.multiply %626, %cst_1 : tensor<32x64xf32>
    %628 = stablehlo.subtract %arg114, %627 : tensor<32x64xf32>
    %629 = stablehlo.multiply %arg115, %cst_12 : tensor<32xf32>
    %630 = stablehlo.multiply %629, %cst_11 : tensor<32xf32>
    %631 = stablehlo.subtract %arg116, %630 : tensor<32xf32>
    %632 = stablehlo.multiply %arg117, %cst_12 : tensor<32xf32>
    %633 = stablehlo.multiply %632, %cst_11 : tensor<32xf32>
    %634 = stablehlo.subtract %arg118, %633 : tensor<32xf32>
    %635 = stablehlo.multiply %arg119, %cst_12 : tensor<32xf32>
    %636 = stablehlo.multiply %635, %cst_11 : tensor<32xf32>
    %637 = stablehlo.subtract %arg120, %636 : tensor<32xf32>
    %638 = stablehlo.multiply %arg121, %cst_12 : tensor<32xf32>
    %639 = stablehlo.multiply %638, %cst_11 : tensor<32xf32>
    %640 = stablehlo.subtract %arg122, %639 : tensor<32xf32>
    %641 = stablehlo.multiply %arg123, %cst_12 : tensor<32xf32>
    %642 = stablehlo.multiply %641, %cst_11 : tensor<32xf32>
    %643 = stablehlo.subtract %arg124, %642 : tensor<32xf32>
    %644 = stablehlo.multiply %arg125, %cst_6 : tensor<32x32xf32>
    %645 = stablehlo.transpose %476, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %646 = stablehlo.dot_general %645, %20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %647 = stablehlo.add %644, %646 : tensor<32x32xf32>
    %648 = stablehlo.multiply %647, %cst_5 : tensor<32x32xf32>
    %649 = stablehlo.subtract %arg22, %648 : tensor<32x32xf32>
    %650 = stablehlo.multiply %arg126, %cst_12 : tensor<32xf32>
    %651 = stablehlo.reduce(%476 init: %cst_56) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %652 = stablehlo.add %650, %651 : tensor<32xf32>
    %653 = stablehlo.multiply %652, %cst_11 : tensor<32xf32>
    %654 = stablehlo.subtract %arg21, %653 : tensor<32xf32>
    %655 = stablehlo.multiply %arg127, %cst_6 : tensor<32x32xf32>
    %656 = stablehlo.transpose %468, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %657 = stablehlo.dot_general %656, %20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %658 = stablehlo.add %655, %657 : tensor<32x32xf32>
    %659 = stablehlo.multiply %658, %cst_5 : tensor<32x32xf32>
    %660 = stablehlo.subtract %arg20, %659 : tensor<32x32xf32>
    %661 = stablehlo.multiply %arg128, %cst_12 : tensor<32xf32>
    %662 = stablehlo.reduce(%468 init: %cst_56) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %663 = stablehlo.add %661, %662 : tensor<32xf32>
    %664 = stablehlo.multiply %663, %cst_11 : tensor<32xf32>
    %665 = stablehlo.subtract %arg19, %664 : tensor<32xf32>
    %666 = stablehlo.multiply %arg129, %cst_6 : tensor<32x32xf32>
    %667 = stablehlo.transpose %450, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %668 = stablehlo.dot_general %667, %20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %669 = stablehlo.add %666, %668 : tensor<32x32xf32>
    %670 = stablehlo.multiply %669, %cst_5 : tensor<32x32xf32>
    %671 = stablehlo.subtract %arg15, %670 : tensor<32x32xf32>
    %672 = stablehlo.multiply %arg130, %cst_12 : tensor<32xf32>
    %673 = stablehlo.reduce(%450 init: %cst_56) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %674 = stablehlo.add %672, %673 : tensor<32xf32>
    %675 = stablehlo.multiply %674, %cst_11 : tensor<32xf32>
    %676 = stablehlo.subtract %arg14, %675 : tensor<32xf32>
    %677 = stablehlo.multiply %arg131, %cst_6 : tensor<32x32xf32>
    %678 = stablehlo.transpose %442, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %679 = stablehlo.dot_general %678, %123, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %680 = stablehlo.add %677, %679 : tensor<32x32xf32>
    %681 = stablehlo.multiply %680, %cst_5 : tensor<32x32xf32>
    %682 = stablehlo.subtract %arg13, %681 : tensor<32x32xf32>
    %683 = stablehlo.multiply %arg132, %cst_12 : tensor<32xf32>
    %684 = stablehlo.reduce(%442 init: %cst_56) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %685 = stablehlo.add %683, %684 : tensor<32xf32>
    %686 = stablehlo.multiply %685, %cst_11 : tensor<32xf32>
    %687 = stablehlo.subtract %arg12, %686 : tensor<32xf32>
    %688 = stablehlo.multiply %arg133, %cst_12 : tensor<32xf32>
    %689 = stablehlo.multiply %423, %434 : tensor<2x8x32xf32>
    %690 = stablehlo.reduce(%689 init: %cst_56) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %691 = stablehlo.add %688, %690 : tensor<32xf32>
    %692 = stablehlo.multiply %691, %cst_11 : tensor<32xf32>
    %693 = stablehlo.subtract %arg6, %692 : tensor<32xf32>
    %694 = stablehlo.multiply %arg134, %cst_12 : tensor<32xf32>
    %695 = stablehlo.reduce(%423 init: %cst_56) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %696 = stablehlo.add %694, %695 : tensor<32xf32>
    %697 = stablehlo.multiply %696, %cst_11 : tensor<32xf32>
    %698 = stablehlo.subtract %arg23, %697 : tensor<32xf32>
    %699 = stablehlo.multiply %arg135, %cst_18 : tensor<64x32xf32>
    %700 = stablehlo.transpose %420, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %701 = stablehlo.dot_general %700, %135, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %702 = stablehlo.add %699, %701 : tensor<64x32xf32>
    %703 = stablehlo.multiply %702, %cst_13 : tensor<64x32xf32>
    %704 = stablehlo.subtract %arg27, %703 : tensor<64x32xf32>
    %705 = stablehlo.multiply %arg136, %cst_4 : tensor<64xf32>
    %706 = stablehlo.reduce(%420 init: %cst_56) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %707 = stablehlo.add %705, %706 : tensor<64xf32>
    %708 = stablehlo.multiply %707, %cst_3 : tensor<64xf32>
    %709 = stablehlo.subtract %arg26, %708 : tensor<64xf32>
    %710 = stablehlo.multiply %arg137, %cst_2 : tensor<32x64xf32>
    %711 = stablehlo.transpose %409, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %712 = stablehlo.dot_general %711, %146, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %713 = stablehlo.add %710, %712 : tensor<32x64xf32>
    %714 = stablehlo.multiply %713, %cst_1 : tensor<32x64xf32>
    %715 = stablehlo.subtract %arg25, %714 : tensor<32x64xf32>
    %716 = stablehlo.multiply %arg138, %cst_12 : tensor<32xf32>
    %717 = stablehlo.reduce(%409 init: %cst_56) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %718 = stablehlo.add %716, %717 : tensor<32xf32>
    %719 = stablehlo.multiply %718, %cst_11 : tensor<32xf32>
    %720 = stablehlo.subtract %arg24, %719 : tensor<32xf32>
    %721 = stablehlo.multiply %arg139, %cst_12 : tensor<32xf32>
    %722 = stablehlo.multiply %391, %402 : tensor<2x8x32xf32>
    %723 = stablehlo.reduce(%722 init: %cst_56) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %724 = stablehlo.add %721, %723 : tensor<32xf32>
    %725 = stablehlo.multiply %724, %cst_11 : tensor<32xf32>
    %726 = stablehlo.subtract %arg5, %725 : tensor<32xf32>
    %727 = stablehlo.multiply %arg140, %cst_12 : tensor<32xf32>
    %728 = stablehlo.reduce(%391 init: %cst_56) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %729 = stablehlo.add %727, %728 : tensor<32xf32>
    %730 = stablehlo.multiply %729, %cst_11 : tensor<32xf32>
    %731 = stablehlo.subtract %arg28, %730 : tensor<32xf32>
    %732 = stablehlo.multiply %arg141, %cst_6 : tensor<32x32xf32>
    %733 = stablehlo.transpose %388, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %734 = stablehlo.dot_general %733, %158, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %735 = stablehlo.add %732, %734 : tensor<32x32xf32>
    %736 = stablehlo.multiply %735, %cst_5 : tensor<32x32xf32>
    %737 = stablehlo.subtract %arg36, %736 : tensor<32x32xf32>
    %738 = stablehlo.multiply %arg142, %cst_12 : tensor<32xf32>
    %739 = stablehlo.reduce(%388 init: %cst_56) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %740 = stablehlo.add %738, %739 : tensor<32xf32>
    %741 = stablehlo.multiply %740, %cst_11 : tensor<32xf32>
    %742 = stablehlo.subtract %arg35, %741 : tensor<32xf32>
    %743 = stablehlo.multiply %arg143, %cst_6 : tensor<32x32xf32>
    %744 = stablehlo.transpose %380, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %745 = stablehlo.dot_general %744, %158, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %746 = stablehlo.add %743, %745 : tensor<32x32xf32>
    %747 = stablehlo.multiply %746, %cst_5 : tensor<32x32xf32>
    %748 = stablehlo.subtract %arg34, %747 : tensor<32x32xf32>
    %749 = stablehlo.multiply %arg144, %cst_12 : tensor<32xf32>
    %750 = stablehlo.reduce(%380 init: %cst_56) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %751 = stablehlo.add %749, %750 : tensor<32xf32>
    %752 = stablehlo.multiply %751, %cst_11 : tensor<32xf32>
    %753 = stablehlo.subtract %arg33, %752 : tensor<32xf32>
    %754 = stablehlo.multiply %arg145, %cst_6 : tensor<32x32xf32>
    %755 = stablehlo.transpose %362, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %756 = stablehlo.dot_general %755, %158, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %757 = stablehlo.add %754, %756 : tensor<32x32xf32>
    %758 = stablehlo.multiply %757, %cst_5 : tensor<32x32xf32>
    %759 = stablehlo.subtract %arg32, %758 : tensor<32x32xf32>
    %760 = stablehlo.multiply %arg146, %cst_12 : tensor<32xf32>
    %761 = stablehlo.reduce(%362 init: %cst_56) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %762 = stablehlo.add %760, %761 : tensor<32xf32>
    %763 = stablehlo.multiply %762, %cst_11 : tensor<32xf32>
    %764 = stablehlo.subtract %arg31, %763 : tensor<32xf32>
    %765 = stablehlo.multiply %arg147, %cst_6 : tensor<32x32xf32>
    %766 = stablehlo.transpose %354, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %767 = stablehlo.dot_general %766, %195, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %768 = stablehlo.add %765, %767 : tensor<32x32xf32>
    %769 = stablehlo.multiply %768, %cst_5 : tensor<32x32xf32>
    %770 = stablehlo.subtract %arg30, %769 : tensor<32x32xf32>
    %771 = stablehlo.multiply %arg148, %cst_12 : tensor<32xf32>
    %772 = stablehlo.reduce(%354 init: %cst_56) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %773 = stablehlo.add %771, %772 : tensor<32xf32>
    %774 = stablehlo.multiply %773, %cst_11 : tensor<32xf32>
    %775 = stablehlo.subtract %arg29, %774 : tensor<32xf32>
    %776 = stablehlo.multiply %arg149, %cst_12 : tensor<32xf32>
    %777 = stablehlo.multiply %335, %346 : tensor<2x8x32xf32>
    %778 = stablehlo.reduce(%777 init: %cst_56) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %779 = stablehlo.add %776, %778 : tensor<32xf32>
    %780 = stablehlo.multiply %779, %cst_11 : tensor<32xf32>
    %781 = stablehlo.subtract %arg4, %780 : tensor<32xf32>
    %782 = stablehlo.multiply %arg150, %cst_12 : tensor<32xf32>
    %783 = stablehlo.reduce(%335 init: %cst_56) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %784 = stablehlo.add %782, %783 : tensor<32xf32>
    %785 = stablehlo.multiply %784, %cst_11 : tensor<32xf32>
    %786 = stablehlo.subtract %arg37, %785 : tensor<32xf32>
    %787 = stablehlo.multiply %arg151, %cst_18 : tensor<64x32xf32>
    %788 = stablehlo.transpose %332, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %789 = stablehlo.dot_general %788, %207, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %790 = stablehlo.add %787, %789 : tensor<64x32xf32>
    %791 = stablehlo.multiply %790, %cst_13 : tensor<64x32xf32>
    %792 = stablehlo.subtract %arg41, %791 : tensor<64x32xf32>
    %793 = stablehlo.multiply %arg152, %cst_4 : tensor<64xf32>
    %794 = stablehlo.reduce(%332 init: %cst_56) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %795 = stablehlo.add %793, %794 : tensor<64xf32>
    %796 = stablehlo.multiply %795, %cst_3 : tensor<64xf32>
    %797 = stablehlo.subtract %arg40, %796 : tensor<64xf32>
    %798 = stablehlo.multiply %arg153, %cst_2 : tensor<32x64xf32>
    %799 = stablehlo.transpose %321, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %800 = stablehlo.dot_general %799, %218, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %801 = stablehlo.add %798, %800 : tensor<32x64xf32>
    %802 = stablehlo.multiply %801, %cst_1 : tensor<32x64xf32>
    %803 = stablehlo.subtract %arg39, %802 : tensor<32x64xf32>
    %804 = stablehlo.multiply %arg154, %cst_12 : tensor<32xf32>
    %805 = stablehlo.reduce(%321 init: %cst_56) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %806 = stablehlo.add %804, %805 : tensor<32xf32>
    %807 = stablehlo.multiply %806, %cst_11 : tensor<32xf32>
    %808 = stablehlo.subtract %arg38, %807 : tensor<32xf32>
    %809 = stablehlo.multiply %arg155, %cst_12 : tensor<32xf32>
    %810 = stablehlo.multiply %303, %314 : tensor<2x8x32xf32>
    %811 = stablehlo.reduce(%810 init: %cst_56) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %812 = stablehlo.add %809, %811 : tensor<32xf32>
    %813 = stablehlo.multiply %812, %cst_11 : tensor<32xf32>
    %814 = stablehlo.subtract %arg3, %813 : tensor<32xf32>
    %815 = stablehlo.multiply %arg156, %cst_12 : tensor<32xf32>
    %816 = stablehlo.reduce(%303 init: %cst_56) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %817 = stablehlo.add %815, %816 : tensor<32xf32>
    %818 = stablehlo.multiply %817, %cst_11 : tensor<32xf32>
    %819 = stablehlo.subtract %arg42, %818 : tensor<32xf32>
    %820 = stablehlo.multiply %arg157, %cst_6 : tensor<32x32xf32>
    %821 = stablehlo.multiply %820, %cst_5 : tensor<32x32xf32>
    %822 = stablehlo.subtract %arg158, %821 : tensor<32x32xf32>
    %823 = stablehlo.multiply %arg159, %cst_12 : tensor<32xf32>
    %824 = stablehlo.multiply %823, %cst_11 : tensor<32xf32>
    %825 = stablehlo.subtract %arg160, %824 : tensor<32xf32>
    %826 = stablehlo.multiply %arg161, %cst_12 : tensor<32xf32>
    %827 = stablehlo.multiply %826, %cst_11 : tensor<32xf32>
    %828 = stablehlo.subtract %arg162, %827 : tensor<32xf32>
    %829 = stablehlo.multiply %arg163, %cst_12 : tensor<32xf32>
    %830 = stablehlo.multiply %829, %cst_11 : tensor<32xf32>
    %831 = stablehlo.subtract %arg164, %830 : tensor<32xf32>
    %832 = stablehlo.multiply %arg165, %cst_31 : tensor<128x32xf32>
    %833 = stablehlo.transpose %301, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %834 = stablehlo.dot_general %833, %230, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %835 = stablehlo.add %832, %834 : tensor<128x32xf32>
    %836 = stablehlo.multiply %835, %cst_19 : tensor<128x32xf32>
    %837 = stablehlo.subtract %arg2, %836 : tensor<128x32xf32>
    %838 = stablehlo.multiply %arg166, %cst_0 : tensor<128xf32>
    %839 = stablehlo.reduce(%301 init: %cst_56) applies stablehlo.add across dimensions = [0] : (tensor<16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %840 = stablehlo.add %838, %839 : tensor<128xf32>
    %841 = stablehlo.multiply %840, %cst : tensor<128xf32>
    %842 = stablehlo.subtract %arg1, %841 : tensor<128xf32>
    return %255, %501, %515, %521, %526, %529, %532, %535, %538, %541, %544, %547, %550, %553, %556, %559, %562, %565, %568, %571, %574, %577, %580, %583, %586, %589, %592, %595, %598, %601, %604, %607, %610, %613, %616, %619, %622, %625, %628, %631, %634, %637, %640, %643, %649, %654, %660, %665, %671, %676, %682, %687, %693, %698, %704, %709, %715, %720, %726, %731, %737, %742, %748, %753, %759, %764, %770, %775, %781, %786, %792, %797, %803, %808, %814, %819, %822, %825, %828, %831, %837, %842, %499, %513, %519, %524, %527, %530, %533, %536, %539, %542, %545, %548, %551, %554, %557, %560, %563, %566, %569, %572, %575, %578, %581, %584, %587, %590, %593, %596, %599, %602, %605, %608, %611, %614, %617, %620, %623, %626, %629, %632, %635, %638, %641, %647, %652, %658, %663, %669, %674, %680, %685, %691, %696, %702, %707, %713, %718, %724, %729, %735, %740, %746, %751, %757, %762, %768, %773, %779, %784, %790, %795, %801, %806, %812, %817, %820, %823, %826, %829, %835, %840 : tensor<f32>, tensor<128x32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x3x4x4xf32>, tensor<65x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x3x4x4xf32>, tensor<65x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>
  }
}
