module @IrToHlo.2698 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 22 : i32}, %arg2: tensor<32x64xf32> {tf.aliasing_output = 42 : i32}, %arg3: tensor<64x32xf32> {tf.aliasing_output = 41 : i32}, %arg4: tensor<32x32xf32> {tf.aliasing_output = 37 : i32}, %arg5: tensor<16x32xf32> {tf.aliasing_output = 36 : i32}, %arg6: tensor<32x64xf32> {tf.aliasing_output = 31 : i32}, %arg7: tensor<64x32xf32> {tf.aliasing_output = 30 : i32}, %arg8: tensor<32x32xf32> {tf.aliasing_output = 26 : i32}, %arg9: tensor<16x32xf32> {tf.aliasing_output = 25 : i32}, %arg10: tensor<32xf32> {tf.aliasing_output = 32 : i32}, %arg11: tensor<2x8xi64>, %arg12: tensor<i1>, %arg13: tensor<4xf32>, %arg14: tensor<16x32xf32> {tf.aliasing_output = 24 : i32}, %arg15: tensor<8xf32> {tf.aliasing_output = 28 : i32}, %arg16: tensor<32x32xf32> {tf.aliasing_output = 23 : i32}, %arg17: tensor<8xf32> {tf.aliasing_output = 27 : i32}, %arg18: tensor<32xf32> {tf.aliasing_output = 33 : i32}, %arg19: tensor<64x32xf32> {tf.aliasing_output = 29 : i32}, %arg20: tensor<32xf32> {tf.aliasing_output = 43 : i32}, %arg21: tensor<16x32xf32> {tf.aliasing_output = 35 : i32}, %arg22: tensor<8xf32> {tf.aliasing_output = 39 : i32}, %arg23: tensor<32x32xf32> {tf.aliasing_output = 34 : i32}, %arg24: tensor<8xf32> {tf.aliasing_output = 38 : i32}, %arg25: tensor<32xf32> {tf.aliasing_output = 44 : i32}, %arg26: tensor<64x32xf32> {tf.aliasing_output = 40 : i32}, %arg27: tensor<32xf32> {tf.aliasing_output = 45 : i32}, %arg28: tensor<32x80x3xf32> {tf.aliasing_output = 52 : i32}, %arg29: tensor<32x80x3xf32> {tf.aliasing_output = 1 : i32}, %arg30: tensor<32xf32> {tf.aliasing_output = 53 : i32}, %arg31: tensor<32xf32> {tf.aliasing_output = 2 : i32}, %arg32: tensor<32x32x3xf32> {tf.aliasing_output = 54 : i32}, %arg33: tensor<32x32x3xf32> {tf.aliasing_output = 3 : i32}, %arg34: tensor<32xf32> {tf.aliasing_output = 55 : i32}, %arg35: tensor<32xf32> {tf.aliasing_output = 4 : i32}, %arg36: tensor<32x32xf32> {tf.aliasing_output = 56 : i32}, %arg37: tensor<32x32xf32> {tf.aliasing_output = 5 : i32}, %arg38: tensor<32x32xf32> {tf.aliasing_output = 57 : i32}, %arg39: tensor<32x32xf32> {tf.aliasing_output = 6 : i32}, %arg40: tensor<32xf32> {tf.aliasing_output = 58 : i32}, %arg41: tensor<32xf32> {tf.aliasing_output = 7 : i32}, %arg42: tensor<32x32xf32> {tf.aliasing_output = 59 : i32}, %arg43: tensor<32x32xf32> {tf.aliasing_output = 8 : i32}, %arg44: tensor<32xf32> {tf.aliasing_output = 60 : i32}, %arg45: tensor<32xf32> {tf.aliasing_output = 9 : i32}, %arg46: tensor<32x32xf32> {tf.aliasing_output = 61 : i32}, %arg47: tensor<32x32xf32> {tf.aliasing_output = 10 : i32}, %arg48: tensor<32xf32> {tf.aliasing_output = 62 : i32}, %arg49: tensor<32xf32> {tf.aliasing_output = 11 : i32}, %arg50: tensor<32xf32> {tf.aliasing_output = 63 : i32}, %arg51: tensor<32xf32> {tf.aliasing_output = 12 : i32}, %arg52: tensor<32xf32> {tf.aliasing_output = 64 : i32}, %arg53: tensor<32xf32> {tf.aliasing_output = 13 : i32}, %arg54: tensor<64x32xf32> {tf.aliasing_output = 65 : i32}, %arg55: tensor<64x32xf32> {tf.aliasing_output = 14 : i32}, %arg56: tensor<64xf32> {tf.aliasing_output = 66 : i32}, %arg57: tensor<64xf32> {tf.aliasing_output = 15 : i32}, %arg58: tensor<32x64xf32> {tf.aliasing_output = 67 : i32}, %arg59: tensor<32x64xf32> {tf.aliasing_output = 16 : i32}, %arg60: tensor<32xf32> {tf.aliasing_output = 68 : i32}, %arg61: tensor<32xf32> {tf.aliasing_output = 17 : i32}, %arg62: tensor<32xf32> {tf.aliasing_output = 69 : i32}, %arg63: tensor<32xf32> {tf.aliasing_output = 18 : i32}, %arg64: tensor<32xf32> {tf.aliasing_output = 70 : i32}, %arg65: tensor<32xf32> {tf.aliasing_output = 19 : i32}, %arg66: tensor<32xf32> {tf.aliasing_output = 71 : i32}, %arg67: tensor<32xf32> {tf.aliasing_output = 20 : i32}, %arg68: tensor<32xf32> {tf.aliasing_output = 72 : i32}, %arg69: tensor<32xf32> {tf.aliasing_output = 21 : i32}, %arg70: tensor<128x32xf32> {tf.aliasing_output = 73 : i32}, %arg71: tensor<32x32xf32> {tf.aliasing_output = 74 : i32}, %arg72: tensor<16x32xf32> {tf.aliasing_output = 75 : i32}, %arg73: tensor<16x32xf32> {tf.aliasing_output = 76 : i32}, %arg74: tensor<32x32xf32> {tf.aliasing_output = 77 : i32}, %arg75: tensor<8xf32> {tf.aliasing_output = 78 : i32}, %arg76: tensor<8xf32> {tf.aliasing_output = 79 : i32}, %arg77: tensor<64x32xf32> {tf.aliasing_output = 80 : i32}, %arg78: tensor<64x32xf32> {tf.aliasing_output = 81 : i32}, %arg79: tensor<32x64xf32> {tf.aliasing_output = 82 : i32}, %arg80: tensor<32xf32> {tf.aliasing_output = 83 : i32}, %arg81: tensor<32xf32> {tf.aliasing_output = 84 : i32}, %arg82: tensor<32x32xf32> {tf.aliasing_output = 85 : i32}, %arg83: tensor<16x32xf32> {tf.aliasing_output = 86 : i32}, %arg84: tensor<16x32xf32> {tf.aliasing_output = 87 : i32}, %arg85: tensor<32x32xf32> {tf.aliasing_output = 88 : i32}, %arg86: tensor<8xf32> {tf.aliasing_output = 89 : i32}, %arg87: tensor<8xf32> {tf.aliasing_output = 90 : i32}, %arg88: tensor<64x32xf32> {tf.aliasing_output = 91 : i32}, %arg89: tensor<64x32xf32> {tf.aliasing_output = 92 : i32}, %arg90: tensor<32x64xf32> {tf.aliasing_output = 93 : i32}, %arg91: tensor<32xf32> {tf.aliasing_output = 94 : i32}, %arg92: tensor<32xf32> {tf.aliasing_output = 95 : i32}, %arg93: tensor<32xf32> {tf.aliasing_output = 96 : i32}, %arg94: tensor<32x128xf32> {tf.aliasing_output = 97 : i32}, %arg95: tensor<32x128xf32> {tf.aliasing_output = 46 : i32}, %arg96: tensor<32xf32> {tf.aliasing_output = 98 : i32}, %arg97: tensor<32xf32> {tf.aliasing_output = 47 : i32}, %arg98: tensor<32x32xf32> {tf.aliasing_output = 99 : i32}, %arg99: tensor<32x32xf32> {tf.aliasing_output = 48 : i32}, %arg100: tensor<32xf32> {tf.aliasing_output = 100 : i32}, %arg101: tensor<32xf32> {tf.aliasing_output = 49 : i32}, %arg102: tensor<32xf32> {tf.aliasing_output = 101 : i32}, %arg103: tensor<32xf32> {tf.aliasing_output = 50 : i32}, %arg104: tensor<32xf32> {tf.aliasing_output = 102 : i32}, %arg105: tensor<32xf32> {tf.aliasing_output = 51 : i32}) -> (tensor<f32>, tensor<32x80x3xf32>, tensor<32xf32>, tensor<32x32x3xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x80x3xf32>, tensor<32xf32>, tensor<32x32x3xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<32x128xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<32x128xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<8xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<16x32xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<16x32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x4x8xf32>
    %cst_7 = stablehlo.constant dense<8.000000e+00> : tensor<2x8x4x8xf32>
    %cst_8 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x4x1xf32>
    %cst_9 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x4x1xf32>
    %c = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x4x8x8xi1>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %c_11 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x4x8x8xi1>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x2x8xf32>
    %cst_13 = stablehlo.constant dense<8.000000e+00> : tensor<2x8x2x8xf32>
    %cst_14 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x2x1xf32>
    %cst_15 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x2x1xf32>
    %c_16 = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x2x8x8xi1>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x8x8xf32>
    %c_18 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x2x8x8xi1>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_21 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_22 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x1xf32>
    %cst_23 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x1xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_25 = stablehlo.constant dense<1> : tensor<2x8xi64>
    %c_26 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_29 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_30 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_31 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_32 = stablehlo.constant dense<1.000000e-01> : tensor<32x64xf32>
    %cst_33 = stablehlo.constant dense<0.899999976> : tensor<32x64xf32>
    %cst_34 = stablehlo.constant dense<1.000000e-01> : tensor<64xf32>
    %cst_35 = stablehlo.constant dense<0.899999976> : tensor<64xf32>
    %cst_36 = stablehlo.constant dense<1.000000e-01> : tensor<64x32xf32>
    %cst_37 = stablehlo.constant dense<0.899999976> : tensor<64x32xf32>
    %cst_38 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_39 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_40 = stablehlo.constant dense<1.000000e-01> : tensor<32x32x3xf32>
    %cst_41 = stablehlo.constant dense<0.899999976> : tensor<32x32x3xf32>
    %cst_42 = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_43 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_44 = stablehlo.constant dense<1.000000e-01> : tensor<32x80x3xf32>
    %cst_45 = stablehlo.constant dense<0.899999976> : tensor<32x80x3xf32>
    %cst_46 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_47 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_49 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_50 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_51 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_52 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_53 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_54 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x2x1xf32>
    %cst_55 = stablehlo.constant dense<1.250000e-01> : tensor<2x8x2xf32>
    %cst_56 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x2x8xf32>
    %cst_57 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_58 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_59 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x4x1xf32>
    %cst_60 = stablehlo.constant dense<1.250000e-01> : tensor<2x8x4xf32>
    %cst_61 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x4x8xf32>
    %cst_62 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x1xf32>
    %cst_63 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_64 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %c_65 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_66 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_67 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_68 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_69 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg1, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg17, dims = [3] : (tensor<8xf32>) -> tensor<2x8x4x8xf32>
    %6 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %7 = stablehlo.power %4, %cst_64 : tensor<2x8x32xf32>
    %8 = stablehlo.reduce(%7 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %9 = stablehlo.multiply %8, %cst_63 : tensor<2x8xf32>
    %10 = stablehlo.reshape %9 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %11 = stablehlo.add %10, %cst_62 : tensor<2x8x1xf32>
    %12 = stablehlo.rsqrt %11 : tensor<2x8x1xf32>
    %13 = stablehlo.reshape %12 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %15 = stablehlo.multiply %4, %14 : tensor<2x8x32xf32>
    %16 = stablehlo.multiply %6, %15 : tensor<2x8x32xf32>
    %17 = stablehlo.reshape %16 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %18 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %19 = stablehlo.dot_general %17, %18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %20 = stablehlo.reshape %19 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %21 = stablehlo.power %20, %cst_61 : tensor<2x8x4x8xf32>
    %22 = stablehlo.reduce(%21 init: %cst_70) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4xf32>
    %23 = stablehlo.multiply %22, %cst_60 : tensor<2x8x4xf32>
    %24 = stablehlo.reshape %23 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
    %25 = stablehlo.add %24, %cst_59 : tensor<2x8x4x1xf32>
    %26 = stablehlo.rsqrt %25 : tensor<2x8x4x1xf32>
    %27 = stablehlo.reshape %26 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x8xf32>
    %29 = stablehlo.multiply %20, %28 : tensor<2x8x4x8xf32>
    %30 = stablehlo.multiply %5, %29 : tensor<2x8x4x8xf32>
    %31 = stablehlo.transpose %30, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %32 = stablehlo.broadcast_in_dim %cst_58, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %33 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
    %34 = stablehlo.multiply %32, %33 : tensor<1x8x4xf32>
    %35 = stablehlo.concatenate %34, %34, dim = 2 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %36 = stablehlo.cosine %35 : tensor<1x8x8xf32>
    %37 = stablehlo.reshape %36 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %39 = stablehlo.multiply %31, %38 : tensor<2x4x8x8xf32>
    %40 = stablehlo.slice %31 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %41 = stablehlo.negate %40 : tensor<2x4x8x4xf32>
    %42 = stablehlo.slice %31 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %43 = stablehlo.concatenate %41, %42, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %44 = stablehlo.sine %35 : tensor<1x8x8xf32>
    %45 = stablehlo.reshape %44 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %47 = stablehlo.multiply %43, %46 : tensor<2x4x8x8xf32>
    %48 = stablehlo.add %39, %47 : tensor<2x4x8x8xf32>
    %49 = stablehlo.multiply %48, %cst_57 : tensor<2x4x8x8xf32>
    %50 = stablehlo.reshape %49 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %51 = stablehlo.broadcast_in_dim %arg15, dims = [3] : (tensor<8xf32>) -> tensor<2x8x2x8xf32>
    %52 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %53 = stablehlo.dot_general %17, %52, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %54 = stablehlo.reshape %53 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %55 = stablehlo.power %54, %cst_56 : tensor<2x8x2x8xf32>
    %56 = stablehlo.reduce(%55 init: %cst_70) applies stablehlo.add across dimensions = [3] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8x2xf32>
    %57 = stablehlo.multiply %56, %cst_55 : tensor<2x8x2xf32>
    %58 = stablehlo.reshape %57 : (tensor<2x8x2xf32>) -> tensor<2x8x2x1xf32>
    %59 = stablehlo.add %58, %cst_54 : tensor<2x8x2x1xf32>
    %60 = stablehlo.rsqrt %59 : tensor<2x8x2x1xf32>
    %61 = stablehlo.reshape %60 : (tensor<2x8x2x1xf32>) -> tensor<2x8x2xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2] : (tensor<2x8x2xf32>) -> tensor<2x8x2x8xf32>
    %63 = stablehlo.multiply %54, %62 : tensor<2x8x2x8xf32>
    %64 = stablehlo.multiply %51, %63 : tensor<2x8x2x8xf32>
    %65 = stablehlo.transpose %64, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %66 = stablehlo.broadcast_in_dim %37, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %67 = stablehlo.multiply %65, %66 : tensor<2x2x8x8xf32>
    %68 = stablehlo.slice %65 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %69 = stablehlo.negate %68 : tensor<2x2x8x4xf32>
    %70 = stablehlo.slice %65 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %71 = stablehlo.concatenate %69, %70, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %72 = stablehlo.broadcast_in_dim %45, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %73 = stablehlo.multiply %71, %72 : tensor<2x2x8x8xf32>
    %74 = stablehlo.add %67, %73 : tensor<2x2x8x8xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %76 = stablehlo.reshape %75 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %77 = stablehlo.transpose %76, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %78 = stablehlo.multiply %77, %cst_57 : tensor<2x4x8x8xf32>
    %79 = stablehlo.reshape %78 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %80 = stablehlo.dot_general %50, %79, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %81 = stablehlo.reshape %80 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %82 = stablehlo.convert %arg12 : (tensor<i1>) -> tensor<ui8>
    %83 = stablehlo.broadcast_in_dim %82, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %84 = stablehlo.broadcast_in_dim %c_53, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %85 = stablehlo.broadcast_in_dim %c_53, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %86 = stablehlo.compare  LE, %84, %85 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %87 = stablehlo.convert %86 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %88 = stablehlo.and %83, %87 : tensor<1x1x8x8xui8>
    %89 = stablehlo.compare  NE, %88, %c_69 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %90 = stablehlo.convert %89 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %91 = stablehlo.reshape %90 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %92 = stablehlo.broadcast_in_dim %91, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %93 = stablehlo.compare  NE, %arg11, %c_68 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %94 = stablehlo.broadcast_in_dim %c_52, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %95 = stablehlo.compare  LT, %94, %c_51 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %96 = stablehlo.add %94, %c_50 : tensor<2x1x1x8xi64>
    %97 = stablehlo.select %95, %96, %94 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %98 = stablehlo.reshape %97 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %99 = stablehlo.broadcast_in_dim %c_53, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %100 = stablehlo.compare  LT, %99, %c_51 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %101 = stablehlo.add %99, %c_49 : tensor<2x1x1x8xi64>
    %102 = stablehlo.select %100, %101, %99 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %103 = stablehlo.reshape %102 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %104 = stablehlo.concatenate %98, %103, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %105 = "stablehlo.gather"(%93, %104) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %106 = stablehlo.convert %105 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %107 = stablehlo.reshape %106 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %109 = stablehlo.and %92, %108 : tensor<2x1x8x8xui8>
    %110 = stablehlo.compare  NE, %109, %c_67 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %111 = stablehlo.select %110, %cst_48, %cst_47 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %112 = stablehlo.reshape %111 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %114 = stablehlo.add %81, %113 : tensor<2x4x8x8xf32>
    %115 = stablehlo.reduce(%114 init: %cst_66) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %117 = stablehlo.subtract %114, %116 : tensor<2x4x8x8xf32>
    %118 = stablehlo.exponential %117 : tensor<2x4x8x8xf32>
    %119 = stablehlo.reduce(%118 init: %cst_70) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %121 = stablehlo.divide %118, %120 : tensor<2x4x8x8xf32>
    %122 = stablehlo.reshape %121 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %123 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %124 = stablehlo.dot_general %17, %123, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %125 = stablehlo.reshape %124 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %126 = stablehlo.transpose %125, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %128 = stablehlo.reshape %127 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %129 = stablehlo.dot_general %122, %128, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %130 = stablehlo.reshape %129 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %131 = stablehlo.transpose %130, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %132 = stablehlo.reshape %131 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %133 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %134 = stablehlo.dot_general %132, %133, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %135 = stablehlo.reshape %134 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %136 = stablehlo.add %4, %135 : tensor<2x8x32xf32>
    %137 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %138 = stablehlo.power %136, %cst_64 : tensor<2x8x32xf32>
    %139 = stablehlo.reduce(%138 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %140 = stablehlo.multiply %139, %cst_63 : tensor<2x8xf32>
    %141 = stablehlo.reshape %140 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %142 = stablehlo.add %141, %cst_62 : tensor<2x8x1xf32>
    %143 = stablehlo.rsqrt %142 : tensor<2x8x1xf32>
    %144 = stablehlo.reshape %143 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %146 = stablehlo.multiply %136, %145 : tensor<2x8x32xf32>
    %147 = stablehlo.multiply %137, %146 : tensor<2x8x32xf32>
    %148 = stablehlo.reshape %147 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %149 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %150 = stablehlo.dot_general %148, %149, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %151 = stablehlo.reshape %150 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %152 = stablehlo.logistic %151 : tensor<2x8x64xf32>
    %153 = stablehlo.multiply %151, %152 : tensor<2x8x64xf32>
    %154 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %155 = stablehlo.dot_general %148, %154, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %156 = stablehlo.reshape %155 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %157 = stablehlo.multiply %153, %156 : tensor<2x8x64xf32>
    %158 = stablehlo.reshape %157 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %159 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %160 = stablehlo.dot_general %158, %159, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %161 = stablehlo.reshape %160 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %162 = stablehlo.add %136, %161 : tensor<2x8x32xf32>
    %163 = stablehlo.broadcast_in_dim %arg24, dims = [3] : (tensor<8xf32>) -> tensor<2x8x4x8xf32>
    %164 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %165 = stablehlo.power %162, %cst_64 : tensor<2x8x32xf32>
    %166 = stablehlo.reduce(%165 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %167 = stablehlo.multiply %166, %cst_63 : tensor<2x8xf32>
    %168 = stablehlo.reshape %167 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %169 = stablehlo.add %168, %cst_62 : tensor<2x8x1xf32>
    %170 = stablehlo.rsqrt %169 : tensor<2x8x1xf32>
    %171 = stablehlo.reshape %170 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %173 = stablehlo.multiply %162, %172 : tensor<2x8x32xf32>
    %174 = stablehlo.multiply %164, %173 : tensor<2x8x32xf32>
    %175 = stablehlo.reshape %174 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %176 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %177 = stablehlo.dot_general %175, %176, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %178 = stablehlo.reshape %177 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %179 = stablehlo.power %178, %cst_61 : tensor<2x8x4x8xf32>
    %180 = stablehlo.reduce(%179 init: %cst_70) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4xf32>
    %181 = stablehlo.multiply %180, %cst_60 : tensor<2x8x4xf32>
    %182 = stablehlo.reshape %181 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
    %183 = stablehlo.add %182, %cst_59 : tensor<2x8x4x1xf32>
    %184 = stablehlo.rsqrt %183 : tensor<2x8x4x1xf32>
    %185 = stablehlo.reshape %184 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x8xf32>
    %187 = stablehlo.multiply %178, %186 : tensor<2x8x4x8xf32>
    %188 = stablehlo.multiply %163, %187 : tensor<2x8x4x8xf32>
    %189 = stablehlo.transpose %188, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %190 = stablehlo.multiply %189, %38 : tensor<2x4x8x8xf32>
    %191 = stablehlo.slice %189 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %192 = stablehlo.negate %191 : tensor<2x4x8x4xf32>
    %193 = stablehlo.slice %189 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %194 = stablehlo.concatenate %192, %193, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %195 = stablehlo.multiply %194, %46 : tensor<2x4x8x8xf32>
    %196 = stablehlo.add %190, %195 : tensor<2x4x8x8xf32>
    %197 = stablehlo.multiply %196, %cst_57 : tensor<2x4x8x8xf32>
    %198 = stablehlo.reshape %197 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %199 = stablehlo.broadcast_in_dim %arg22, dims = [3] : (tensor<8xf32>) -> tensor<2x8x2x8xf32>
    %200 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %201 = stablehlo.dot_general %175, %200, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %202 = stablehlo.reshape %201 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %203 = stablehlo.power %202, %cst_56 : tensor<2x8x2x8xf32>
    %204 = stablehlo.reduce(%203 init: %cst_70) applies stablehlo.add across dimensions = [3] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8x2xf32>
    %205 = stablehlo.multiply %204, %cst_55 : tensor<2x8x2xf32>
    %206 = stablehlo.reshape %205 : (tensor<2x8x2xf32>) -> tensor<2x8x2x1xf32>
    %207 = stablehlo.add %206, %cst_54 : tensor<2x8x2x1xf32>
    %208 = stablehlo.rsqrt %207 : tensor<2x8x2x1xf32>
    %209 = stablehlo.reshape %208 : (tensor<2x8x2x1xf32>) -> tensor<2x8x2xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 2] : (tensor<2x8x2xf32>) -> tensor<2x8x2x8xf32>
    %211 = stablehlo.multiply %202, %210 : tensor<2x8x2x8xf32>
    %212 = stablehlo.multiply %199, %211 : tensor<2x8x2x8xf32>
    %213 = stablehlo.transpose %212, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %214 = stablehlo.multiply %213, %66 : tensor<2x2x8x8xf32>
    %215 = stablehlo.slice %213 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %216 = stablehlo.negate %215 : tensor<2x2x8x4xf32>
    %217 = stablehlo.slice %213 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %218 = stablehlo.concatenate %216, %217, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %219 = stablehlo.multiply %218, %72 : tensor<2x2x8x8xf32>
    %220 = stablehlo.add %214, %219 : tensor<2x2x8x8xf32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %222 = stablehlo.reshape %221 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %223 = stablehlo.transpose %222, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %224 = stablehlo.multiply %223, %cst_57 : tensor<2x4x8x8xf32>
    %225 = stablehlo.reshape %224 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %226 = stablehlo.dot_general %198, %225, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %227 = stablehlo.reshape %226 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %228 = stablehlo.add %227, %113 : tensor<2x4x8x8xf32>
    %229 = stablehlo.reduce(%228 init: %cst_66) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %231 = stablehlo.subtract %228, %230 : tensor<2x4x8x8xf32>
    %232 = stablehlo.exponential %231 : tensor<2x4x8x8xf32>
    %233 = stablehlo.reduce(%232 init: %cst_70) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %235 = stablehlo.divide %232, %234 : tensor<2x4x8x8xf32>
    %236 = stablehlo.reshape %235 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %237 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %238 = stablehlo.dot_general %175, %237, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %239 = stablehlo.reshape %238 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %240 = stablehlo.transpose %239, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %242 = stablehlo.reshape %241 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %243 = stablehlo.dot_general %236, %242, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %244 = stablehlo.reshape %243 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %245 = stablehlo.transpose %244, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %246 = stablehlo.reshape %245 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %247 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %248 = stablehlo.dot_general %246, %247, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %249 = stablehlo.reshape %248 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %250 = stablehlo.add %162, %249 : tensor<2x8x32xf32>
    %251 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %252 = stablehlo.power %250, %cst_64 : tensor<2x8x32xf32>
    %253 = stablehlo.reduce(%252 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %254 = stablehlo.multiply %253, %cst_63 : tensor<2x8xf32>
    %255 = stablehlo.reshape %254 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %256 = stablehlo.add %255, %cst_62 : tensor<2x8x1xf32>
    %257 = stablehlo.rsqrt %256 : tensor<2x8x1xf32>
    %258 = stablehlo.reshape %257 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %260 = stablehlo.multiply %250, %259 : tensor<2x8x32xf32>
    %261 = stablehlo.multiply %251, %260 : tensor<2x8x32xf32>
    %262 = stablehlo.reshape %261 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %263 = stablehlo.transpose %arg26, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %264 = stablehlo.dot_general %262, %263, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %265 = stablehlo.reshape %264 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %266 = stablehlo.logistic %265 : tensor<2x8x64xf32>
    %267 = stablehlo.multiply %265, %266 : tensor<2x8x64xf32>
    %268 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %269 = stablehlo.dot_general %262, %268, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %270 = stablehlo.reshape %269 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %271 = stablehlo.multiply %267, %270 : tensor<2x8x64xf32>
    %272 = stablehlo.reshape %271 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %273 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %274 = stablehlo.dot_general %272, %273, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %275 = stablehlo.reshape %274 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %276 = stablehlo.add %250, %275 : tensor<2x8x32xf32>
    %277 = stablehlo.power %276, %cst_64 : tensor<2x8x32xf32>
    %278 = stablehlo.reduce(%277 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %279 = stablehlo.multiply %278, %cst_63 : tensor<2x8xf32>
    %280 = stablehlo.reshape %279 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %281 = stablehlo.add %280, %cst_62 : tensor<2x8x1xf32>
    %282 = stablehlo.rsqrt %281 : tensor<2x8x1xf32>
    %283 = stablehlo.reshape %282 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %285 = stablehlo.multiply %276, %284 : tensor<2x8x32xf32>
    %286 = stablehlo.multiply %0, %285 : tensor<2x8x32xf32>
    %287 = stablehlo.reshape %286 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %288 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %289 = stablehlo.dot_general %287, %288, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %290 = stablehlo.reshape %289 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %291 = stablehlo.slice %290 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %292 = stablehlo.reduce(%291 init: %cst_66) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %293 = stablehlo.broadcast_in_dim %292, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %294 = stablehlo.subtract %291, %293 : tensor<2x7x128xf32>
    %295 = stablehlo.exponential %294 : tensor<2x7x128xf32>
    %296 = stablehlo.reduce(%295 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %297 = stablehlo.log %296 : tensor<2x7xf32>
    %298 = stablehlo.broadcast_in_dim %297, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %299 = stablehlo.subtract %294, %298 : tensor<2x7x128xf32>
    %300 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %301 = stablehlo.broadcast_in_dim %300, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %302 = stablehlo.broadcast_in_dim %c_65, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %303 = stablehlo.compare  EQ, %301, %302 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %304 = stablehlo.convert %303 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %305 = stablehlo.convert %304 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %306 = stablehlo.multiply %299, %305 : tensor<2x7x128xf32>
    %307 = stablehlo.reduce(%306 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %308 = stablehlo.reduce(%307 init: %cst_70) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %309 = stablehlo.multiply %308, %cst_46 : tensor<f32>
    %310 = stablehlo.negate %309 : tensor<f32>
    %311 = stablehlo.multiply %arg28, %cst_45 : tensor<32x80x3xf32>
    %312 = stablehlo.multiply %311, %cst_44 : tensor<32x80x3xf32>
    %313 = stablehlo.subtract %arg29, %312 : tensor<32x80x3xf32>
    %314 = stablehlo.multiply %arg30, %cst_43 : tensor<32xf32>
    %315 = stablehlo.multiply %314, %cst_42 : tensor<32xf32>
    %316 = stablehlo.subtract %arg31, %315 : tensor<32xf32>
    %317 = stablehlo.multiply %arg32, %cst_41 : tensor<32x32x3xf32>
    %318 = stablehlo.multiply %317, %cst_40 : tensor<32x32x3xf32>
    %319 = stablehlo.subtract %arg33, %318 : tensor<32x32x3xf32>
    %320 = stablehlo.multiply %arg34, %cst_43 : tensor<32xf32>
    %321 = stablehlo.multiply %320, %cst_42 : tensor<32xf32>
    %322 = stablehlo.subtract %arg35, %321 : tensor<32xf32>
    %323 = stablehlo.multiply %arg36, %cst_39 : tensor<32x32xf32>
    %324 = stablehlo.multiply %323, %cst_38 : tensor<32x32xf32>
    %325 = stablehlo.subtract %arg37, %324 : tensor<32x32xf32>
    %326 = stablehlo.multiply %arg38, %cst_39 : tensor<32x32xf32>
    %327 = stablehlo.multiply %326, %cst_38 : tensor<32x32xf32>
    %328 = stablehlo.subtract %arg39, %327 : tensor<32x32xf32>
    %329 = stablehlo.multiply %arg40, %cst_43 : tensor<32xf32>
    %330 = stablehlo.multiply %329, %cst_42 : tensor<32xf32>
    %331 = stablehlo.subtract %arg41, %330 : tensor<32xf32>
    %332 = stablehlo.multiply %arg42, %cst_39 : tensor<32x32xf32>
    %333 = stablehlo.multiply %332, %cst_38 : tensor<32x32xf32>
    %334 = stablehlo.subtract %arg43, %333 : tensor<32x32xf32>
    %335 = stablehlo.multiply %arg44, %cst_43 : tensor<32xf32>
    %336 = stablehlo.multiply %335, %cst_42 : tensor<32xf32>
    %337 = stablehlo.subtract %arg45, %336 : tensor<32xf32>
    %338 = stablehlo.multiply %arg46, %cst_39 : tensor<32x32xf32>
    %339 = stablehlo.multiply %338, %cst_38 : tensor<32x32xf32>
    %340 = stablehlo.subtract %arg47, %339 : tensor<32x32xf32>
    %341 = stablehlo.multiply %arg48, %cst_43 : tensor<32xf32>
    %342 = stablehlo.multiply %341, %cst_42 : tensor<32xf32>
    %343 = stablehlo.subtract %arg49, %342 : tensor<32xf32>
    %344 = stablehlo.multiply %arg50, %cst_43 : tensor<32xf32>
    %345 = stablehlo.multiply %344, %cst_42 : tensor<32xf32>
    %346 = stablehlo.subtract %arg51, %345 : tensor<32xf32>
    %347 = stablehlo.multiply %arg52, %cst_43 : tensor<32xf32>
    %348 = stablehlo.multiply %347, %cst_42 : tensor<32xf32>
    %349 = stablehlo.subtract %arg53, %348 : tensor<32xf32>
    %350 = stablehlo.multiply %arg54, %cst_37 : tensor<64x32xf32>
    %351 = stablehlo.multiply %350, %cst_36 : tensor<64x32xf32>
    %352 = stablehlo.subtract %arg55, %351 : tensor<64x32xf32>
    %353 = stablehlo.multiply %arg56, %cst_35 : tensor<64xf32>
    %354 = stablehlo.multiply %353, %cst_34 : tensor<64xf32>
    %355 = stablehlo.subtract %arg57, %354 : tensor<64xf32>
    %356 = stablehlo.multiply %arg58, %cst_33 : tensor<32x64xf32>
    %357 = stablehlo.multiply %356, %cst_32 : tensor<32x64xf32>
    %358 = stablehlo.subtract %arg59, %357 : tensor<32x64xf32>
    %359 = stablehlo.multiply %arg60, %cst_43 : tensor<32xf32>
    %360 = stablehlo.multiply %359, %cst_42 : tensor<32xf32>
    %361 = stablehlo.subtract %arg61, %360 : tensor<32xf32>
    %362 = stablehlo.multiply %arg62, %cst_43 : tensor<32xf32>
    %363 = stablehlo.multiply %362, %cst_42 : tensor<32xf32>
    %364 = stablehlo.subtract %arg63, %363 : tensor<32xf32>
    %365 = stablehlo.multiply %arg64, %cst_43 : tensor<32xf32>
    %366 = stablehlo.multiply %365, %cst_42 : tensor<32xf32>
    %367 = stablehlo.subtract %arg65, %366 : tensor<32xf32>
    %368 = stablehlo.multiply %arg66, %cst_43 : tensor<32xf32>
    %369 = stablehlo.multiply %368, %cst_42 : tensor<32xf32>
    %370 = stablehlo.subtract %arg67, %369 : tensor<32xf32>
    %371 = stablehlo.multiply %arg68, %cst_43 : tensor<32xf32>
    %372 = stablehlo.multiply %371, %cst_42 : tensor<32xf32>
    %373 = stablehlo.subtract %arg69, %372 : tensor<32xf32>
    %374 = stablehlo.multiply %arg70, %cst_31 : tensor<128x32xf32>
    %375 = stablehlo.multiply %305, %cst_29 : tensor<2x7x128xf32>
    %376 = stablehlo.exponential %299 : tensor<2x7x128xf32>
    %377 = stablehlo.reduce(%375 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %378 = stablehlo.broadcast_in_dim %377, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %379 = stablehlo.multiply %376, %378 : tensor<2x7x128xf32>
    %380 = stablehlo.subtract %375, %379 : tensor<2x7x128xf32>
    %381 = stablehlo.pad %380, %cst_70, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %382 = stablehlo.select %c_30, %381, %cst_28 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %383 = stablehlo.reshape %382 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %384 = stablehlo.transpose %383, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %385 = stablehlo.dot_general %384, %287, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %386 = stablehlo.compare  LT, %arg0, %c_68 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %387 = stablehlo.add %arg0, %c_26 : tensor<2x8xi64>
    %388 = stablehlo.select %386, %387, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %389 = stablehlo.reshape %388 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %390 = stablehlo.compare  EQ, %arg0, %c_25 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %391 = stablehlo.broadcast_in_dim %390, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %392 = stablehlo.dot_general %383, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %393 = stablehlo.reshape %392 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %394 = stablehlo.multiply %393, %0 : tensor<2x8x32xf32>
    %395 = stablehlo.multiply %394, %284 : tensor<2x8x32xf32>
    %396 = stablehlo.multiply %394, %276 : tensor<2x8x32xf32>
    %397 = stablehlo.reduce(%396 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %398 = stablehlo.reshape %397 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %399 = stablehlo.multiply %398, %cst_23 : tensor<2x8x1xf32>
    %400 = stablehlo.power %282, %cst_22 : tensor<2x8x1xf32>
    %401 = stablehlo.multiply %399, %400 : tensor<2x8x1xf32>
    %402 = stablehlo.reshape %401 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %403 = stablehlo.broadcast_in_dim %402, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %404 = stablehlo.divide %403, %cst_21 : tensor<2x8x32xf32>
    %405 = stablehlo.power %276, %cst_20 : tensor<2x8x32xf32>
    %406 = stablehlo.multiply %405, %cst_64 : tensor<2x8x32xf32>
    %407 = stablehlo.multiply %404, %406 : tensor<2x8x32xf32>
    %408 = stablehlo.add %395, %407 : tensor<2x8x32xf32>
    %409 = stablehlo.reshape %408 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %410 = stablehlo.dot_general %409, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %411 = stablehlo.reshape %410 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %412 = stablehlo.multiply %411, %267 : tensor<2x8x64xf32>
    %413 = stablehlo.reshape %412 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %414 = stablehlo.dot_general %413, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %415 = stablehlo.reshape %414 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %416 = stablehlo.multiply %411, %270 : tensor<2x8x64xf32>
    %417 = stablehlo.subtract %cst_19, %266 : tensor<2x8x64xf32>
    %418 = stablehlo.multiply %265, %417 : tensor<2x8x64xf32>
    %419 = stablehlo.add %418, %cst_19 : tensor<2x8x64xf32>
    %420 = stablehlo.multiply %266, %419 : tensor<2x8x64xf32>
    %421 = stablehlo.multiply %416, %420 : tensor<2x8x64xf32>
    %422 = stablehlo.reshape %421 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %423 = stablehlo.dot_general %422, %arg26, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %424 = stablehlo.reshape %423 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %425 = stablehlo.add %415, %424 : tensor<2x8x32xf32>
    %426 = stablehlo.multiply %425, %251 : tensor<2x8x32xf32>
    %427 = stablehlo.multiply %426, %259 : tensor<2x8x32xf32>
    %428 = stablehlo.add %408, %427 : tensor<2x8x32xf32>
    %429 = stablehlo.multiply %426, %250 : tensor<2x8x32xf32>
    %430 = stablehlo.reduce(%429 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %431 = stablehlo.reshape %430 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %432 = stablehlo.multiply %431, %cst_23 : tensor<2x8x1xf32>
    %433 = stablehlo.power %257, %cst_22 : tensor<2x8x1xf32>
    %434 = stablehlo.multiply %432, %433 : tensor<2x8x1xf32>
    %435 = stablehlo.reshape %434 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %436 = stablehlo.broadcast_in_dim %435, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %437 = stablehlo.divide %436, %cst_21 : tensor<2x8x32xf32>
    %438 = stablehlo.power %250, %cst_20 : tensor<2x8x32xf32>
    %439 = stablehlo.multiply %438, %cst_64 : tensor<2x8x32xf32>
    %440 = stablehlo.multiply %437, %439 : tensor<2x8x32xf32>
    %441 = stablehlo.add %428, %440 : tensor<2x8x32xf32>
    %442 = stablehlo.transpose %236, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %443 = stablehlo.reshape %441 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %444 = stablehlo.dot_general %443, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %445 = stablehlo.reshape %444 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %446 = stablehlo.transpose %445, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %447 = stablehlo.reshape %446 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %448 = stablehlo.dot_general %442, %447, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %449 = stablehlo.reshape %448 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %450 = stablehlo.reduce(%449 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %451 = stablehlo.transpose %450, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %452 = stablehlo.reshape %451 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %453 = stablehlo.dot_general %452, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %454 = stablehlo.reshape %453 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %455 = stablehlo.transpose %198, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %456 = stablehlo.transpose %242, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %457 = stablehlo.dot_general %447, %456, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %458 = stablehlo.reshape %457 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %459 = stablehlo.multiply %458, %235 : tensor<2x4x8x8xf32>
    %460 = stablehlo.reduce(%459 init: %cst_70) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %461 = stablehlo.broadcast_in_dim %460, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %462 = stablehlo.multiply %235, %461 : tensor<2x4x8x8xf32>
    %463 = stablehlo.subtract %459, %462 : tensor<2x4x8x8xf32>
    %464 = stablehlo.reshape %463 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %465 = stablehlo.dot_general %455, %464, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %466 = stablehlo.reshape %465 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %467 = stablehlo.multiply %466, %cst_57 : tensor<2x4x8x8xf32>
    %468 = stablehlo.transpose %467, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %469 = stablehlo.reshape %468 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %470 = stablehlo.reduce(%469 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %471 = stablehlo.multiply %470, %72 : tensor<2x2x8x8xf32>
    %472 = stablehlo.slice %471 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %473 = stablehlo.negate %472 : tensor<2x2x8x4xf32>
    %474 = stablehlo.pad %473, %cst_70, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %475 = stablehlo.select %c_18, %474, %cst_17 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %476 = stablehlo.slice %471 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %477 = stablehlo.pad %476, %cst_70, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %478 = stablehlo.select %c_16, %477, %cst_17 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %479 = stablehlo.add %475, %478 : tensor<2x2x8x8xf32>
    %480 = stablehlo.multiply %470, %66 : tensor<2x2x8x8xf32>
    %481 = stablehlo.add %479, %480 : tensor<2x2x8x8xf32>
    %482 = stablehlo.transpose %481, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %483 = stablehlo.multiply %482, %199 : tensor<2x8x2x8xf32>
    %484 = stablehlo.multiply %483, %210 : tensor<2x8x2x8xf32>
    %485 = stablehlo.multiply %483, %202 : tensor<2x8x2x8xf32>
    %486 = stablehlo.reduce(%485 init: %cst_70) applies stablehlo.add across dimensions = [3] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8x2xf32>
    %487 = stablehlo.reshape %486 : (tensor<2x8x2xf32>) -> tensor<2x8x2x1xf32>
    %488 = stablehlo.multiply %487, %cst_15 : tensor<2x8x2x1xf32>
    %489 = stablehlo.power %208, %cst_14 : tensor<2x8x2x1xf32>
    %490 = stablehlo.multiply %488, %489 : tensor<2x8x2x1xf32>
    %491 = stablehlo.reshape %490 : (tensor<2x8x2x1xf32>) -> tensor<2x8x2xf32>
    %492 = stablehlo.broadcast_in_dim %491, dims = [0, 1, 2] : (tensor<2x8x2xf32>) -> tensor<2x8x2x8xf32>
    %493 = stablehlo.divide %492, %cst_13 : tensor<2x8x2x8xf32>
    %494 = stablehlo.power %202, %cst_12 : tensor<2x8x2x8xf32>
    %495 = stablehlo.multiply %494, %cst_56 : tensor<2x8x2x8xf32>
    %496 = stablehlo.multiply %493, %495 : tensor<2x8x2x8xf32>
    %497 = stablehlo.add %484, %496 : tensor<2x8x2x8xf32>
    %498 = stablehlo.reshape %497 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %499 = stablehlo.dot_general %498, %arg21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %500 = stablehlo.reshape %499 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %501 = stablehlo.add %454, %500 : tensor<2x8x32xf32>
    %502 = stablehlo.transpose %225, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %503 = stablehlo.dot_general %464, %502, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %504 = stablehlo.reshape %503 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %505 = stablehlo.multiply %504, %cst_57 : tensor<2x4x8x8xf32>
    %506 = stablehlo.multiply %505, %46 : tensor<2x4x8x8xf32>
    %507 = stablehlo.slice %506 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %508 = stablehlo.negate %507 : tensor<2x4x8x4xf32>
    %509 = stablehlo.pad %508, %cst_70, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %510 = stablehlo.select %c_11, %509, %cst_10 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %511 = stablehlo.slice %506 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %512 = stablehlo.pad %511, %cst_70, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %513 = stablehlo.select %c, %512, %cst_10 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %514 = stablehlo.add %510, %513 : tensor<2x4x8x8xf32>
    %515 = stablehlo.multiply %505, %38 : tensor<2x4x8x8xf32>
    %516 = stablehlo.add %514, %515 : tensor<2x4x8x8xf32>
    %517 = stablehlo.transpose %516, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %518 = stablehlo.multiply %517, %163 : tensor<2x8x4x8xf32>
    %519 = stablehlo.multiply %518, %186 : tensor<2x8x4x8xf32>
    %520 = stablehlo.multiply %518, %178 : tensor<2x8x4x8xf32>
    %521 = stablehlo.reduce(%520 init: %cst_70) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4xf32>
    %522 = stablehlo.reshape %521 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
    %523 = stablehlo.multiply %522, %cst_9 : tensor<2x8x4x1xf32>
    %524 = stablehlo.power %184, %cst_8 : tensor<2x8x4x1xf32>
    %525 = stablehlo.multiply %523, %524 : tensor<2x8x4x1xf32>
    %526 = stablehlo.reshape %525 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
    %527 = stablehlo.broadcast_in_dim %526, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x8xf32>
    %528 = stablehlo.divide %527, %cst_7 : tensor<2x8x4x8xf32>
    %529 = stablehlo.power %178, %cst_6 : tensor<2x8x4x8xf32>
    %530 = stablehlo.multiply %529, %cst_61 : tensor<2x8x4x8xf32>
    %531 = stablehlo.multiply %528, %530 : tensor<2x8x4x8xf32>
    %532 = stablehlo.add %519, %531 : tensor<2x8x4x8xf32>
    %533 = stablehlo.reshape %532 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %534 = stablehlo.dot_general %533, %arg23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %535 = stablehlo.reshape %534 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %536 = stablehlo.add %501, %535 : tensor<2x8x32xf32>
    %537 = stablehlo.multiply %536, %164 : tensor<2x8x32xf32>
    %538 = stablehlo.multiply %537, %172 : tensor<2x8x32xf32>
    %539 = stablehlo.add %441, %538 : tensor<2x8x32xf32>
    %540 = stablehlo.multiply %537, %162 : tensor<2x8x32xf32>
    %541 = stablehlo.reduce(%540 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %542 = stablehlo.reshape %541 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %543 = stablehlo.multiply %542, %cst_23 : tensor<2x8x1xf32>
    %544 = stablehlo.power %170, %cst_22 : tensor<2x8x1xf32>
    %545 = stablehlo.multiply %543, %544 : tensor<2x8x1xf32>
    %546 = stablehlo.reshape %545 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %547 = stablehlo.broadcast_in_dim %546, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %548 = stablehlo.divide %547, %cst_21 : tensor<2x8x32xf32>
    %549 = stablehlo.power %162, %cst_20 : tensor<2x8x32xf32>
    %550 = stablehlo.multiply %549, %cst_64 : tensor<2x8x32xf32>
    %551 = stablehlo.multiply %548, %550 : tensor<2x8x32xf32>
    %552 = stablehlo.add %539, %551 : tensor<2x8x32xf32>
    %553 = stablehlo.reshape %552 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %554 = stablehlo.dot_general %553, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %555 = stablehlo.reshape %554 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %556 = stablehlo.multiply %555, %153 : tensor<2x8x64xf32>
    %557 = stablehlo.reshape %556 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %558 = stablehlo.dot_general %557, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %559 = stablehlo.reshape %558 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %560 = stablehlo.multiply %555, %156 : tensor<2x8x64xf32>
    %561 = stablehlo.subtract %cst_19, %152 : tensor<2x8x64xf32>
    %562 = stablehlo.multiply %151, %561 : tensor<2x8x64xf32>
    %563 = stablehlo.add %562, %cst_19 : tensor<2x8x64xf32>
    %564 = stablehlo.multiply %152, %563 : tensor<2x8x64xf32>
    %565 = stablehlo.multiply %560, %564 : tensor<2x8x64xf32>
    %566 = stablehlo.reshape %565 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %567 = stablehlo.dot_general %566, %arg19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %568 = stablehlo.reshape %567 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %569 = stablehlo.add %559, %568 : tensor<2x8x32xf32>
    %570 = stablehlo.multiply %569, %137 : tensor<2x8x32xf32>
    %571 = stablehlo.multiply %570, %145 : tensor<2x8x32xf32>
    %572 = stablehlo.add %552, %571 : tensor<2x8x32xf32>
    %573 = stablehlo.multiply %570, %136 : tensor<2x8x32xf32>
    %574 = stablehlo.reduce(%573 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %575 = stablehlo.reshape %574 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %576 = stablehlo.multiply %575, %cst_23 : tensor<2x8x1xf32>
    %577 = stablehlo.power %143, %cst_22 : tensor<2x8x1xf32>
    %578 = stablehlo.multiply %576, %577 : tensor<2x8x1xf32>
    %579 = stablehlo.reshape %578 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %580 = stablehlo.broadcast_in_dim %579, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %581 = stablehlo.divide %580, %cst_21 : tensor<2x8x32xf32>
    %582 = stablehlo.power %136, %cst_20 : tensor<2x8x32xf32>
    %583 = stablehlo.multiply %582, %cst_64 : tensor<2x8x32xf32>
    %584 = stablehlo.multiply %581, %583 : tensor<2x8x32xf32>
    %585 = stablehlo.add %572, %584 : tensor<2x8x32xf32>
    %586 = stablehlo.transpose %122, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %587 = stablehlo.reshape %585 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %588 = stablehlo.dot_general %587, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %589 = stablehlo.reshape %588 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %590 = stablehlo.transpose %589, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %591 = stablehlo.reshape %590 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %592 = stablehlo.dot_general %586, %591, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %593 = stablehlo.reshape %592 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %594 = stablehlo.reduce(%593 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %595 = stablehlo.transpose %594, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %596 = stablehlo.reshape %595 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %597 = stablehlo.dot_general %596, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %598 = stablehlo.reshape %597 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %599 = stablehlo.transpose %50, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %600 = stablehlo.transpose %128, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %601 = stablehlo.dot_general %591, %600, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %602 = stablehlo.reshape %601 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %603 = stablehlo.multiply %602, %121 : tensor<2x4x8x8xf32>
    %604 = stablehlo.reduce(%603 init: %cst_70) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %605 = stablehlo.broadcast_in_dim %604, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %606 = stablehlo.multiply %121, %605 : tensor<2x4x8x8xf32>
    %607 = stablehlo.subtract %603, %606 : tensor<2x4x8x8xf32>
    %608 = stablehlo.reshape %607 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %609 = stablehlo.dot_general %599, %608, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %610 = stablehlo.reshape %609 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %611 = stablehlo.multiply %610, %cst_57 : tensor<2x4x8x8xf32>
    %612 = stablehlo.transpose %611, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %613 = stablehlo.reshape %612 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %614 = stablehlo.reduce(%613 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %615 = stablehlo.multiply %614, %72 : tensor<2x2x8x8xf32>
    %616 = stablehlo.slice %615 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %617 = stablehlo.negate %616 : tensor<2x2x8x4xf32>
    %618 = stablehlo.pad %617, %cst_70, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %619 = stablehlo.select %c_18, %618, %cst_17 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %620 = stablehlo.slice %615 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %621 = stablehlo.pad %620, %cst_70, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %622 = stablehlo.select %c_16, %621, %cst_17 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %623 = stablehlo.add %619, %622 : tensor<2x2x8x8xf32>
    %624 = stablehlo.multiply %614, %66 : tensor<2x2x8x8xf32>
    %625 = stablehlo.add %623, %624 : tensor<2x2x8x8xf32>
    %626 = stablehlo.transpose %625, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %627 = stablehlo.multiply %626, %51 : tensor<2x8x2x8xf32>
    %628 = stablehlo.multiply %627, %62 : tensor<2x8x2x8xf32>
    %629 = stablehlo.multiply %627, %54 : tensor<2x8x2x8xf32>
    %630 = stablehlo.reduce(%629 init: %cst_70) applies stablehlo.add across dimensions = [3] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8x2xf32>
    %631 = stablehlo.reshape %630 : (tensor<2x8x2xf32>) -> tensor<2x8x2x1xf32>
    %632 = stablehlo.multiply %631, %cst_15 : tensor<2x8x2x1xf32>
    %633 = stablehlo.power %60, %cst_14 : tensor<2x8x2x1xf32>
    %634 = stablehlo.multiply %632, %633 : tensor<2x8x2x1xf32>
    %635 = stablehlo.reshape %634 : (tensor<2x8x2x1xf32>) -> tensor<2x8x2xf32>
    %636 = stablehlo.broadcast_in_dim %635, dims = [0, 1, 2] : (tensor<2x8x2xf32>) -> tensor<2x8x2x8xf32>
    %637 = stablehlo.divide %636, %cst_13 : tensor<2x8x2x8xf32>
    %638 = stablehlo.power %54, %cst_12 : tensor<2x8x2x8xf32>
    %639 = stablehlo.multiply %638, %cst_56 : tensor<2x8x2x8xf32>
    %640 = stablehlo.multiply %637, %639 : tensor<2x8x2x8xf32>
    %641 = stablehlo.add %628, %640 : tensor<2x8x2x8xf32>
    %642 = stablehlo.reshape %641 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %643 = stablehlo.dot_general %642, %arg14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %644 = stablehlo.reshape %643 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %645 = stablehlo.add %598, %644 : tensor<2x8x32xf32>
    %646 = stablehlo.transpose %79, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %647 = stablehlo.dot_general %608, %646, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %648 = stablehlo.reshape %647 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %649 = stablehlo.multiply %648, %cst_57 : tensor<2x4x8x8xf32>
    %650 = stablehlo.multiply %649, %46 : tensor<2x4x8x8xf32>
    %651 = stablehlo.slice %650 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %652 = stablehlo.negate %651 : tensor<2x4x8x4xf32>
    %653 = stablehlo.pad %652, %cst_70, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %654 = stablehlo.select %c_11, %653, %cst_10 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %655 = stablehlo.slice %650 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %656 = stablehlo.pad %655, %cst_70, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %657 = stablehlo.select %c, %656, %cst_10 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %658 = stablehlo.add %654, %657 : tensor<2x4x8x8xf32>
    %659 = stablehlo.multiply %649, %38 : tensor<2x4x8x8xf32>
    %660 = stablehlo.add %658, %659 : tensor<2x4x8x8xf32>
    %661 = stablehlo.transpose %660, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %662 = stablehlo.multiply %661, %5 : tensor<2x8x4x8xf32>
    %663 = stablehlo.multiply %662, %28 : tensor<2x8x4x8xf32>
    %664 = stablehlo.multiply %662, %20 : tensor<2x8x4x8xf32>
    %665 = stablehlo.reduce(%664 init: %cst_70) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4xf32>
    %666 = stablehlo.reshape %665 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
    %667 = stablehlo.multiply %666, %cst_9 : tensor<2x8x4x1xf32>
    %668 = stablehlo.power %26, %cst_8 : tensor<2x8x4x1xf32>
    %669 = stablehlo.multiply %667, %668 : tensor<2x8x4x1xf32>
    %670 = stablehlo.reshape %669 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
    %671 = stablehlo.broadcast_in_dim %670, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x8xf32>
    %672 = stablehlo.divide %671, %cst_7 : tensor<2x8x4x8xf32>
    %673 = stablehlo.power %20, %cst_6 : tensor<2x8x4x8xf32>
    %674 = stablehlo.multiply %673, %cst_61 : tensor<2x8x4x8xf32>
    %675 = stablehlo.multiply %672, %674 : tensor<2x8x4x8xf32>
    %676 = stablehlo.add %663, %675 : tensor<2x8x4x8xf32>
    %677 = stablehlo.reshape %676 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %678 = stablehlo.dot_general %677, %arg16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %679 = stablehlo.reshape %678 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %680 = stablehlo.add %645, %679 : tensor<2x8x32xf32>
    %681 = stablehlo.multiply %680, %6 : tensor<2x8x32xf32>
    %682 = stablehlo.multiply %681, %14 : tensor<2x8x32xf32>
    %683 = stablehlo.add %585, %682 : tensor<2x8x32xf32>
    %684 = stablehlo.multiply %681, %4 : tensor<2x8x32xf32>
    %685 = stablehlo.reduce(%684 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %686 = stablehlo.reshape %685 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %687 = stablehlo.multiply %686, %cst_23 : tensor<2x8x1xf32>
    %688 = stablehlo.power %12, %cst_22 : tensor<2x8x1xf32>
    %689 = stablehlo.multiply %687, %688 : tensor<2x8x1xf32>
    %690 = stablehlo.reshape %689 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %691 = stablehlo.broadcast_in_dim %690, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %692 = stablehlo.divide %691, %cst_21 : tensor<2x8x32xf32>
    %693 = stablehlo.power %4, %cst_20 : tensor<2x8x32xf32>
    %694 = stablehlo.multiply %693, %cst_64 : tensor<2x8x32xf32>
    %695 = stablehlo.multiply %692, %694 : tensor<2x8x32xf32>
    %696 = stablehlo.add %683, %695 : tensor<2x8x32xf32>
    %697 = stablehlo.select %391, %cst_24, %696 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %698 = "stablehlo.scatter"(%cst_27, %389, %697) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg106: tensor<f32>, %arg107: tensor<f32>):
      %859 = stablehlo.add %arg106, %arg107 : tensor<f32>
      stablehlo.return %859 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %699 = stablehlo.add %385, %698 : tensor<128x32xf32>
    %700 = stablehlo.add %374, %699 : tensor<128x32xf32>
    %701 = stablehlo.multiply %700, %cst_5 : tensor<128x32xf32>
    %702 = stablehlo.subtract %arg1, %701 : tensor<128x32xf32>
    %703 = stablehlo.multiply %arg71, %cst_39 : tensor<32x32xf32>
    %704 = stablehlo.transpose %677, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %705 = stablehlo.dot_general %704, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %706 = stablehlo.add %703, %705 : tensor<32x32xf32>
    %707 = stablehlo.multiply %706, %cst_38 : tensor<32x32xf32>
    %708 = stablehlo.subtract %arg16, %707 : tensor<32x32xf32>
    %709 = stablehlo.multiply %arg72, %cst_4 : tensor<16x32xf32>
    %710 = stablehlo.transpose %642, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %711 = stablehlo.dot_general %710, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %712 = stablehlo.add %709, %711 : tensor<16x32xf32>
    %713 = stablehlo.multiply %712, %cst_3 : tensor<16x32xf32>
    %714 = stablehlo.subtract %arg14, %713 : tensor<16x32xf32>
    %715 = stablehlo.multiply %arg73, %cst_4 : tensor<16x32xf32>
    %716 = stablehlo.transpose %596, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %717 = stablehlo.dot_general %716, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %718 = stablehlo.add %715, %717 : tensor<16x32xf32>
    %719 = stablehlo.multiply %718, %cst_3 : tensor<16x32xf32>
    %720 = stablehlo.subtract %arg9, %719 : tensor<16x32xf32>
    %721 = stablehlo.multiply %arg74, %cst_39 : tensor<32x32xf32>
    %722 = stablehlo.transpose %587, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %723 = stablehlo.dot_general %722, %132, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %724 = stablehlo.add %721, %723 : tensor<32x32xf32>
    %725 = stablehlo.multiply %724, %cst_38 : tensor<32x32xf32>
    %726 = stablehlo.subtract %arg8, %725 : tensor<32x32xf32>
    %727 = stablehlo.multiply %arg75, %cst_2 : tensor<8xf32>
    %728 = stablehlo.multiply %661, %29 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : tensor<2x8x4x8xf32>
    %729 = stablehlo.reduce(%728 init: %cst_70) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %730 = stablehlo.add %727, %729 : tensor<8xf32>
    %731 = stablehlo.multiply %730, %cst_1 : tensor<8xf32>
    %732 = stablehlo.subtract %arg17, %731 : tensor<8xf32>
    %733 = stablehlo.multiply %arg76, %cst_2 : tensor<8xf32>
    %734 = stablehlo.multiply %626, %63 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : tensor<2x8x2x8xf32>
    %735 = stablehlo.reduce(%734 init: %cst_70) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %736 = stablehlo.add %733, %735 : tensor<8xf32>
    %737 = stablehlo.multiply %736, %cst_1 : tensor<8xf32>
    %738 = stablehlo.subtract %arg15, %737 : tensor<8xf32>
    %739 = stablehlo.multiply %arg77, %cst_37 : tensor<64x32xf32>
    %740 = stablehlo.transpose %566, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %741 = stablehlo.dot_general %740, %148, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %742 = stablehlo.add %739, %741 : tensor<64x32xf32>
    %743 = stablehlo.multiply %742, %cst_36 : tensor<64x32xf32>
    %744 = stablehlo.subtract %arg19, %743 : tensor<64x32xf32>
    %745 = stablehlo.multiply %arg78, %cst_37 : tensor<64x32xf32>
    %746 = stablehlo.transpose %557, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %747 = stablehlo.dot_general %746, %148, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %748 = stablehlo.add %745, %747 : tensor<64x32xf32>
    %749 = stablehlo.multiply %748, %cst_36 : tensor<64x32xf32>
    %750 = stablehlo.subtract %arg7, %749 : tensor<64x32xf32>
    %751 = stablehlo.multiply %arg79, %cst_33 : tensor<32x64xf32>
    %752 = stablehlo.transpose %553, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %753 = stablehlo.dot_general %752, %158, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %754 = stablehlo.add %751, %753 : tensor<32x64xf32>
    %755 = stablehlo.multiply %754, %cst_32 : tensor<32x64xf32>
    %756 = stablehlo.subtract %arg6, %755 : tensor<32x64xf32>
    %757 = stablehlo.multiply %arg80, %cst_43 : tensor<32xf32>
    %758 = stablehlo.multiply %680, %15 : tensor<2x8x32xf32>
    %759 = stablehlo.reduce(%758 init: %cst_70) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %760 = stablehlo.add %757, %759 : tensor<32xf32>
    %761 = stablehlo.multiply %760, %cst_42 : tensor<32xf32>
    %762 = stablehlo.subtract %arg10, %761 : tensor<32xf32>
    %763 = stablehlo.multiply %arg81, %cst_43 : tensor<32xf32>
    %764 = stablehlo.multiply %569, %146 : tensor<2x8x32xf32>
    %765 = stablehlo.reduce(%764 init: %cst_70) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %766 = stablehlo.add %763, %765 : tensor<32xf32>
    %767 = stablehlo.multiply %766, %cst_42 : tensor<32xf32>
    %768 = stablehlo.subtract %arg18, %767 : tensor<32xf32>
    %769 = stablehlo.multiply %arg82, %cst_39 : tensor<32x32xf32>
    %770 = stablehlo.transpose %533, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %771 = stablehlo.dot_general %770, %175, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %772 = stablehlo.add %769, %771 : tensor<32x32xf32>
    %773 = stablehlo.multiply %772, %cst_38 : tensor<32x32xf32>
    %774 = stablehlo.subtract %arg23, %773 : tensor<32x32xf32>
    %775 = stablehlo.multiply %arg83, %cst_4 : tensor<16x32xf32>
    %776 = stablehlo.transpose %498, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %777 = stablehlo.dot_general %776, %175, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %778 = stablehlo.add %775, %777 : tensor<16x32xf32>
    %779 = stablehlo.multiply %778, %cst_3 : tensor<16x32xf32>
    %780 = stablehlo.subtract %arg21, %779 : tensor<16x32xf32>
    %781 = stablehlo.multiply %arg84, %cst_4 : tensor<16x32xf32>
    %782 = stablehlo.transpose %452, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %783 = stablehlo.dot_general %782, %175, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %784 = stablehlo.add %781, %783 : tensor<16x32xf32>
    %785 = stablehlo.multiply %784, %cst_3 : tensor<16x32xf32>
    %786 = stablehlo.subtract %arg5, %785 : tensor<16x32xf32>
    %787 = stablehlo.multiply %arg85, %cst_39 : tensor<32x32xf32>
    %788 = stablehlo.transpose %443, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %789 = stablehlo.dot_general %788, %246, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %790 = stablehlo.add %787, %789 : tensor<32x32xf32>
    %791 = stablehlo.multiply %790, %cst_38 : tensor<32x32xf32>
    %792 = stablehlo.subtract %arg4, %791 : tensor<32x32xf32>
    %793 = stablehlo.multiply %arg86, %cst_2 : tensor<8xf32>
    %794 = stablehlo.multiply %517, %187 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : tensor<2x8x4x8xf32>
    %795 = stablehlo.reduce(%794 init: %cst_70) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %796 = stablehlo.add %793, %795 : tensor<8xf32>
    %797 = stablehlo.multiply %796, %cst_1 : tensor<8xf32>
    %798 = stablehlo.subtract %arg24, %797 : tensor<8xf32>
    %799 = stablehlo.multiply %arg87, %cst_2 : tensor<8xf32>
    %800 = stablehlo.multiply %482, %211 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : tensor<2x8x2x8xf32>
    %801 = stablehlo.reduce(%800 init: %cst_70) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %802 = stablehlo.add %799, %801 : tensor<8xf32>
    %803 = stablehlo.multiply %802, %cst_1 : tensor<8xf32>
    %804 = stablehlo.subtract %arg22, %803 : tensor<8xf32>
    %805 = stablehlo.multiply %arg88, %cst_37 : tensor<64x32xf32>
    %806 = stablehlo.transpose %422, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %807 = stablehlo.dot_general %806, %262, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %808 = stablehlo.add %805, %807 : tensor<64x32xf32>
    %809 = stablehlo.multiply %808, %cst_36 : tensor<64x32xf32>
    %810 = stablehlo.subtract %arg26, %809 : tensor<64x32xf32>
    %811 = stablehlo.multiply %arg89, %cst_37 : tensor<64x32xf32>
    %812 = stablehlo.transpose %413, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %813 = stablehlo.dot_general %812, %262, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %814 = stablehlo.add %811, %813 : tensor<64x32xf32>
    %815 = stablehlo.multiply %814, %cst_36 : tensor<64x32xf32>
    %816 = stablehlo.subtract %arg3, %815 : tensor<64x32xf32>
    %817 = stablehlo.multiply %arg90, %cst_33 : tensor<32x64xf32>
    %818 = stablehlo.transpose %409, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %819 = stablehlo.dot_general %818, %272, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %820 = stablehlo.add %817, %819 : tensor<32x64xf32>
    %821 = stablehlo.multiply %820, %cst_32 : tensor<32x64xf32>
    %822 = stablehlo.subtract %arg2, %821 : tensor<32x64xf32>
    %823 = stablehlo.multiply %arg91, %cst_43 : tensor<32xf32>
    %824 = stablehlo.multiply %536, %173 : tensor<2x8x32xf32>
    %825 = stablehlo.reduce(%824 init: %cst_70) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %826 = stablehlo.add %823, %825 : tensor<32xf32>
    %827 = stablehlo.multiply %826, %cst_42 : tensor<32xf32>
    %828 = stablehlo.subtract %arg20, %827 : tensor<32xf32>
    %829 = stablehlo.multiply %arg92, %cst_43 : tensor<32xf32>
    %830 = stablehlo.multiply %425, %260 : tensor<2x8x32xf32>
    %831 = stablehlo.reduce(%830 init: %cst_70) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %832 = stablehlo.add %829, %831 : tensor<32xf32>
    %833 = stablehlo.multiply %832, %cst_42 : tensor<32xf32>
    %834 = stablehlo.subtract %arg25, %833 : tensor<32xf32>
    %835 = stablehlo.multiply %arg93, %cst_43 : tensor<32xf32>
    %836 = stablehlo.multiply %393, %285 : tensor<2x8x32xf32>
    %837 = stablehlo.reduce(%836 init: %cst_70) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %838 = stablehlo.add %835, %837 : tensor<32xf32>
    %839 = stablehlo.multiply %838, %cst_42 : tensor<32xf32>
    %840 = stablehlo.subtract %arg27, %839 : tensor<32xf32>
    %841 = stablehlo.multiply %arg94, %cst_0 : tensor<32x128xf32>
    %842 = stablehlo.multiply %841, %cst : tensor<32x128xf32>
    %843 = stablehlo.subtract %arg95, %842 : tensor<32x128xf32>
    %844 = stablehlo.multiply %arg96, %cst_43 : tensor<32xf32>
    %845 = stablehlo.multiply %844, %cst_42 : tensor<32xf32>
    %846 = stablehlo.subtract %arg97, %845 : tensor<32xf32>
    %847 = stablehlo.multiply %arg98, %cst_39 : tensor<32x32xf32>
    %848 = stablehlo.multiply %847, %cst_38 : tensor<32x32xf32>
    %849 = stablehlo.subtract %arg99, %848 : tensor<32x32xf32>
    %850 = stablehlo.multiply %arg100, %cst_43 : tensor<32xf32>
    %851 = stablehlo.multiply %850, %cst_42 : tensor<32xf32>
    %852 = stablehlo.subtract %arg101, %851 : tensor<32xf32>
    %853 = stablehlo.multiply %arg102, %cst_43 : tensor<32xf32>
    %854 = stablehlo.multiply %853, %cst_42 : tensor<32xf32>
    %855 = stablehlo.subtract %arg103, %854 : tensor<32xf32>
    %856 = stablehlo.multiply %arg104, %cst_43 : tensor<32xf32>
    %857 = stablehlo.multiply %856, %cst_42 : tensor<32xf32>
    %858 = stablehlo.subtract %arg105, %857 : tensor<32xf32>
    return %310, %313, %316, %319, %322, %325, %328, %331, %334, %337, %340, %343, %346, %349, %352, %355, %358, %361, %364, %367, %370, %373, %702, %708, %714, %720, %726, %732, %738, %744, %750, %756, %762, %768, %774, %780, %786, %792, %798, %804, %810, %816, %822, %828, %834, %840, %843, %846, %849, %852, %855, %858, %311, %314, %317, %320, %323, %326, %329, %332, %335, %338, %341, %344, %347, %350, %353, %356, %359, %362, %365, %368, %371, %700, %706, %712, %718, %724, %730, %736, %742, %748, %754, %760, %766, %772, %778, %784, %790, %796, %802, %808, %814, %820, %826, %832, %838, %841, %844, %847, %850, %853, %856 : tensor<f32>, tensor<32x80x3xf32>, tensor<32xf32>, tensor<32x32x3xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x80x3xf32>, tensor<32xf32>, tensor<32x32x3xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  }
}
