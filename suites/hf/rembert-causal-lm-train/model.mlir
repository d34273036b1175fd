module @IrToHlo.2415 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128xf32> {tf.aliasing_output = 43 : i32}, %arg2: tensor<128x1664xf32> {tf.aliasing_output = 42 : i32}, %arg3: tensor<1664xf32> {tf.aliasing_output = 44 : i32}, %arg4: tensor<1664xf32> {tf.aliasing_output = 41 : i32}, %arg5: tensor<1664x32xf32> {tf.aliasing_output = 40 : i32}, %arg6: tensor<32xf32> {tf.aliasing_output = 38 : i32}, %arg7: tensor<32xf32> {tf.aliasing_output = 32 : i32}, %arg8: tensor<32xf32> {tf.aliasing_output = 22 : i32}, %arg9: tensor<32xf32> {tf.aliasing_output = 16 : i32}, %arg10: tensor<32xf32> {tf.aliasing_output = 7 : i32}, %arg11: tensor<32x256xf32> {tf.aliasing_output = 6 : i32}, %arg12: tensor<256xf32> {tf.aliasing_output = 4 : i32}, %arg13: tensor<1x64xi64>, %arg14: tensor<64x256xf32> {tf.aliasing_output = 2 : i32}, %arg15: tensor<2x256xf32> {tf.aliasing_output = 3 : i32}, %arg16: tensor<128x256xf32> {tf.aliasing_output = 1 : i32}, %arg17: tensor<256xf32> {tf.aliasing_output = 5 : i32}, %arg18: tensor<32xf32> {tf.aliasing_output = 15 : i32}, %arg19: tensor<32x32xf32> {tf.aliasing_output = 14 : i32}, %arg20: tensor<32xf32> {tf.aliasing_output = 13 : i32}, %arg21: tensor<32x32xf32> {tf.aliasing_output = 12 : i32}, %arg22: tensor<2x8xi64>, %arg23: tensor<i1>, %arg24: tensor<32xf32> {tf.aliasing_output = 11 : i32}, %arg25: tensor<32x32xf32> {tf.aliasing_output = 10 : i32}, %arg26: tensor<32xf32> {tf.aliasing_output = 9 : i32}, %arg27: tensor<32x32xf32> {tf.aliasing_output = 8 : i32}, %arg28: tensor<32xf32> {tf.aliasing_output = 17 : i32}, %arg29: tensor<32xf32> {tf.aliasing_output = 21 : i32}, %arg30: tensor<32x64xf32> {tf.aliasing_output = 20 : i32}, %arg31: tensor<64xf32> {tf.aliasing_output = 19 : i32}, %arg32: tensor<64x32xf32> {tf.aliasing_output = 18 : i32}, %arg33: tensor<32xf32> {tf.aliasing_output = 23 : i32}, %arg34: tensor<32xf32> {tf.aliasing_output = 31 : i32}, %arg35: tensor<32x32xf32> {tf.aliasing_output = 30 : i32}, %arg36: tensor<32xf32> {tf.aliasing_output = 29 : i32}, %arg37: tensor<32x32xf32> {tf.aliasing_output = 28 : i32}, %arg38: tensor<32xf32> {tf.aliasing_output = 27 : i32}, %arg39: tensor<32x32xf32> {tf.aliasing_output = 26 : i32}, %arg40: tensor<32xf32> {tf.aliasing_output = 25 : i32}, %arg41: tensor<32x32xf32> {tf.aliasing_output = 24 : i32}, %arg42: tensor<32xf32> {tf.aliasing_output = 33 : i32}, %arg43: tensor<32xf32> {tf.aliasing_output = 37 : i32}, %arg44: tensor<32x64xf32> {tf.aliasing_output = 36 : i32}, %arg45: tensor<64xf32> {tf.aliasing_output = 35 : i32}, %arg46: tensor<64x32xf32> {tf.aliasing_output = 34 : i32}, %arg47: tensor<32xf32> {tf.aliasing_output = 39 : i32}, %arg48: tensor<1664xf32> {tf.aliasing_output = 45 : i32}, %arg49: tensor<128x256xf32> {tf.aliasing_output = 46 : i32}, %arg50: tensor<64x256xf32> {tf.aliasing_output = 47 : i32}, %arg51: tensor<2x256xf32> {tf.aliasing_output = 48 : i32}, %arg52: tensor<256xf32> {tf.aliasing_output = 49 : i32}, %arg53: tensor<256xf32> {tf.aliasing_output = 50 : i32}, %arg54: tensor<32x256xf32> {tf.aliasing_output = 51 : i32}, %arg55: tensor<32xf32> {tf.aliasing_output = 52 : i32}, %arg56: tensor<32x32xf32> {tf.aliasing_output = 53 : i32}, %arg57: tensor<32xf32> {tf.aliasing_output = 54 : i32}, %arg58: tensor<32x32xf32> {tf.aliasing_output = 55 : i32}, %arg59: tensor<32xf32> {tf.aliasing_output = 56 : i32}, %arg60: tensor<32x32xf32> {tf.aliasing_output = 57 : i32}, %arg61: tensor<32xf32> {tf.aliasing_output = 58 : i32}, %arg62: tensor<32x32xf32> {tf.aliasing_output = 59 : i32}, %arg63: tensor<32xf32> {tf.aliasing_output = 60 : i32}, %arg64: tensor<32xf32> {tf.aliasing_output = 61 : i32}, %arg65: tensor<32xf32> {tf.aliasing_output = 62 : i32}, %arg66: tensor<64x32xf32> {tf.aliasing_output = 63 : i32}, %arg67: tensor<64xf32> {tf.aliasing_output = 64 : i32}, %arg68: tensor<32x64xf32> {tf.aliasing_output = 65 : i32}, %arg69: tensor<32xf32> {tf.aliasing_output = 66 : i32}, %arg70: tensor<32xf32> {tf.aliasing_output = 67 : i32}, %arg71: tensor<32xf32> {tf.aliasing_output = 68 : i32}, %arg72: tensor<32x32xf32> {tf.aliasing_output = 69 : i32}, %arg73: tensor<32xf32> {tf.aliasing_output = 70 : i32}, %arg74: tensor<32x32xf32> {tf.aliasing_output = 71 : i32}, %arg75: tensor<32xf32> {tf.aliasing_output = 72 : i32}, %arg76: tensor<32x32xf32> {tf.aliasing_output = 73 : i32}, %arg77: tensor<32xf32> {tf.aliasing_output = 74 : i32}, %arg78: tensor<32x32xf32> {tf.aliasing_output = 75 : i32}, %arg79: tensor<32xf32> {tf.aliasing_output = 76 : i32}, %arg80: tensor<32xf32> {tf.aliasing_output = 77 : i32}, %arg81: tensor<32xf32> {tf.aliasing_output = 78 : i32}, %arg82: tensor<64x32xf32> {tf.aliasing_output = 79 : i32}, %arg83: tensor<64xf32> {tf.aliasing_output = 80 : i32}, %arg84: tensor<32x64xf32> {tf.aliasing_output = 81 : i32}, %arg85: tensor<32xf32> {tf.aliasing_output = 82 : i32}, %arg86: tensor<32xf32> {tf.aliasing_output = 83 : i32}, %arg87: tensor<32xf32> {tf.aliasing_output = 84 : i32}, %arg88: tensor<1664x32xf32> {tf.aliasing_output = 85 : i32}, %arg89: tensor<1664xf32> {tf.aliasing_output = 86 : i32}, %arg90: tensor<128x1664xf32> {tf.aliasing_output = 87 : i32}, %arg91: tensor<128xf32> {tf.aliasing_output = 88 : i32}, %arg92: tensor<1664xf32> {tf.aliasing_output = 89 : i32}, %arg93: tensor<1664xf32> {tf.aliasing_output = 90 : i32}) -> (tensor<f32>, tensor<128x256xf32>, tensor<64x256xf32>, tensor<2x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32x256xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1664x32xf32>, tensor<1664xf32>, tensor<128x1664xf32>, tensor<128xf32>, tensor<1664xf32>, tensor<1664xf32>, tensor<128x256xf32>, tensor<64x256xf32>, tensor<2x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32x256xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1664x32xf32>, tensor<1664xf32>, tensor<128x1664xf32>, tensor<128xf32>, tensor<1664xf32>, tensor<1664xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<128xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<128xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<128x1664xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<128x1664xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<1664xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<1664xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<1664x32xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<1664x32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<32x64xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<32x64xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<64xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<64xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<64x32xf32>
    %cst_12 = stablehlo.constant dense<0.899999976> : tensor<64x32xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_14 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_16 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_17 = stablehlo.constant dense<1.000000e-01> : tensor<32x256xf32>
    %cst_18 = stablehlo.constant dense<0.899999976> : tensor<32x256xf32>
    %cst_19 = stablehlo.constant dense<1.000000e-01> : tensor<256xf32>
    %cst_20 = stablehlo.constant dense<0.899999976> : tensor<256xf32>
    %cst_21 = stablehlo.constant dense<1.000000e-01> : tensor<2x256xf32>
    %c = stablehlo.constant dense<0> : tensor<2x8x1xi64>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<2x256xf32>
    %cst_23 = stablehlo.constant dense<0.899999976> : tensor<2x256xf32>
    %cst_24 = stablehlo.constant dense<1.000000e-01> : tensor<64x256xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<1x8x256xf32>
    %c_26 = stablehlo.constant dense<-1> : tensor<1x8xi64>
    %c_27 = stablehlo.constant dense<64> : tensor<1x8xi64>
    %c_28 = stablehlo.constant dense<0> : tensor<1x8xi64>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<64x256xf32>
    %cst_30 = stablehlo.constant dense<0.899999976> : tensor<64x256xf32>
    %cst_31 = stablehlo.constant dense<1.000000e-01> : tensor<128x256xf32>
    %cst_32 = stablehlo.constant dense<2.560000e+02> : tensor<2x8x256xf32>
    %cst_33 = stablehlo.constant dense<0.398942292> : tensor<2x8x64xf32>
    %cst_34 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x64xf32>
    %cst_35 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_36 = stablehlo.constant dense<0.398942292> : tensor<2x8x1664xf32>
    %cst_37 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x1664xf32>
    %cst_38 = stablehlo.constant dense<1.664000e+03> : tensor<2x8x1664xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_40 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_41 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_42 = stablehlo.constant dense<1.664000e+03> : tensor<2x8x1xf32>
    %cst_43 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x1xf32>
    %cst_44 = stablehlo.constant dense<2.560000e+02> : tensor<2x8x1xf32>
    %cst_45 = stablehlo.constant dense<9.99999996E-13> : tensor<16xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x256xf32>
    %c_47 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<128x256xf32>
    %cst_49 = stablehlo.constant dense<0.899999976> : tensor<128x256xf32>
    %cst_50 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_51 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x1664xf32>
    %cst_52 = stablehlo.constant dense<0.707106769> : tensor<2x8x1664xf32>
    %cst_53 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x1664xf32>
    %cst_54 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_55 = stablehlo.constant dense<0.707106769> : tensor<2x8x64xf32>
    %cst_56 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x64xf32>
    %cst_57 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x1x8x8xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_59 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_60 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %c_61 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_62 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_63 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_64 = stablehlo.constant dense<1> : tensor<1x1x8x1xui8>
    %cst_65 = stablehlo.constant dense<2.82842708> : tensor<2x4x8x8xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_67 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_68 = stablehlo.constant dense<0> : tensor<16xui32>
    %c_69 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_70 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_71 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_72 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_73 = stablehlo.constant dense<0> : tensor<1x1x8x1xui8>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg48, dims = [2] : (tensor<1664xf32>) -> tensor<2x8x1664xf32>
    %1 = stablehlo.broadcast_in_dim %arg47, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %2 = stablehlo.broadcast_in_dim %arg42, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %3 = stablehlo.broadcast_in_dim %arg33, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %4 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<256xf32>) -> tensor<2x8x256xf32>
    %6 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %7 = stablehlo.convert %6 : (tensor<16xi64>) -> tensor<16xui32>
    %8 = "stablehlo.gather"(%arg16, %7) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<128x256xf32>, tensor<16xui32>) -> tensor<16x256xf32>
    %9 = stablehlo.reshape %8 : (tensor<16x256xf32>) -> tensor<2x8x256xf32>
    %10 = "stablehlo.gather"(%arg15, %c_68) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<2x256xf32>, tensor<16xui32>) -> tensor<16x256xf32>
    %11 = stablehlo.reshape %10 : (tensor<16x256xf32>) -> tensor<2x8x256xf32>
    %12 = stablehlo.add %9, %11 : tensor<2x8x256xf32>
    %13 = stablehlo.slice %arg13 [0:1, 0:8] : (tensor<1x64xi64>) -> tensor<1x8xi64>
    %14 = stablehlo.reshape %13 : (tensor<1x8xi64>) -> tensor<8xi64>
    %15 = stablehlo.convert %14 : (tensor<8xi64>) -> tensor<8xui32>
    %16 = "stablehlo.gather"(%arg14, %15) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<64x256xf32>, tensor<8xui32>) -> tensor<8x256xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [1, 2] : (tensor<8x256xf32>) -> tensor<2x8x256xf32>
    %18 = stablehlo.add %12, %17 : tensor<2x8x256xf32>
    %19 = stablehlo.reshape %18 : (tensor<2x8x256xf32>) -> tensor<1x16x256xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%19, %cst_67, %cst_66) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x256xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x256xf32>, tensor<16xf32>, tensor<16xf32>)
    %20 = stablehlo.reshape %output : (tensor<1x16x256xf32>) -> tensor<2x8x256xf32>
    %21 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<256xf32>) -> tensor<2x8x256xf32>
    %22 = stablehlo.multiply %20, %21 : tensor<2x8x256xf32>
    %23 = stablehlo.add %5, %22 : tensor<2x8x256xf32>
    %24 = stablehlo.reshape %23 : (tensor<2x8x256xf32>) -> tensor<16x256xf32>
    %25 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,32]{0,1}"} : (tensor<32x256xf32>) -> tensor<256x32xf32>
    %26 = stablehlo.dot_general %24, %25, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256xf32>, tensor<256x32xf32>) -> tensor<16x32xf32>
    %27 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %28 = stablehlo.add %26, %27 : tensor<16x32xf32>
    %29 = stablehlo.reshape %28 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %30 = stablehlo.transpose %arg27, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %31 = stablehlo.dot_general %28, %30, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %32 = stablehlo.broadcast_in_dim %arg26, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %33 = stablehlo.add %31, %32 : tensor<16x32xf32>
    %34 = stablehlo.reshape %33 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %35 = stablehlo.transpose %34, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %36 = stablehlo.reshape %35 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %37 = stablehlo.transpose %arg25, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %38 = stablehlo.dot_general %28, %37, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %39 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %40 = stablehlo.add %38, %39 : tensor<16x32xf32>
    %41 = stablehlo.reshape %40 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %42 = stablehlo.transpose %41, dims = [0, 2, 3, 1] : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %43 = stablehlo.reshape %42 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %44 = stablehlo.dot_general %36, %43, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %45 = stablehlo.reshape %44 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %46 = stablehlo.divide %45, %cst_65 : tensor<2x4x8x8xf32>
    %47 = stablehlo.convert %arg23 : (tensor<i1>) -> tensor<ui8>
    %48 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<ui8>) -> tensor<1x1x8x1xui8>
    %49 = stablehlo.and %48, %c_64 : tensor<1x1x8x1xui8>
    %50 = stablehlo.compare  NE, %49, %c_73 : (tensor<1x1x8x1xui8>, tensor<1x1x8x1xui8>) -> tensor<1x1x8x1xi1>
    %51 = stablehlo.convert %50 : (tensor<1x1x8x1xi1>) -> tensor<1x1x8x1xui8>
    %52 = stablehlo.reshape %51 : (tensor<1x1x8x1xui8>) -> tensor<1x8xui8>
    %53 = stablehlo.broadcast_in_dim %52, dims = [1, 2] : (tensor<1x8xui8>) -> tensor<2x1x8x8xui8>
    %54 = stablehlo.compare  NE, %arg22, %c_72 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %55 = stablehlo.broadcast_in_dim %c_63, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %56 = stablehlo.compare  LT, %55, %c_62 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %57 = stablehlo.add %55, %c_61 : tensor<2x1x1x8xi64>
    %58 = stablehlo.select %56, %57, %55 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %59 = stablehlo.reshape %58 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %60 = stablehlo.broadcast_in_dim %c_60, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %61 = stablehlo.compare  LT, %60, %c_62 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %62 = stablehlo.add %60, %c_59 : tensor<2x1x1x8xi64>
    %63 = stablehlo.select %61, %62, %60 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %64 = stablehlo.reshape %63 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %65 = stablehlo.concatenate %59, %64, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %66 = "stablehlo.gather"(%54, %65) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %67 = stablehlo.convert %66 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %68 = stablehlo.reshape %67 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %70 = stablehlo.and %53, %69 : tensor<2x1x8x8xui8>
    %71 = stablehlo.compare  NE, %70, %c_71 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %72 = stablehlo.select %71, %cst_58, %cst_57 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %73 = stablehlo.reshape %72 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %75 = stablehlo.add %46, %74 : tensor<2x4x8x8xf32>
    %76 = stablehlo.reduce(%75 init: %cst_70) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %78 = stablehlo.subtract %75, %77 : tensor<2x4x8x8xf32>
    %79 = stablehlo.exponential %78 : tensor<2x4x8x8xf32>
    %80 = stablehlo.reduce(%79 init: %cst_74) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %82 = stablehlo.divide %79, %81 : tensor<2x4x8x8xf32>
    %83 = stablehlo.reshape %82 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %84 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %85 = stablehlo.dot_general %28, %84, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %86 = stablehlo.broadcast_in_dim %arg20, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %87 = stablehlo.add %85, %86 : tensor<16x32xf32>
    %88 = stablehlo.reshape %87 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %89 = stablehlo.transpose %88, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %90 = stablehlo.reshape %89 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %91 = stablehlo.dot_general %83, %90, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %92 = stablehlo.reshape %91 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %93 = stablehlo.transpose %92, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %94 = stablehlo.reshape %93 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %95 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %96 = stablehlo.dot_general %94, %95, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %97 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %98 = stablehlo.add %96, %97 : tensor<16x32xf32>
    %99 = stablehlo.reshape %98 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %100 = stablehlo.add %99, %29 : tensor<2x8x32xf32>
    %101 = stablehlo.reshape %100 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_75, %batch_mean_76, %batch_var_77 = "stablehlo.batch_norm_training"(%101, %cst_67, %cst_66) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %102 = stablehlo.reshape %output_75 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %103 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %104 = stablehlo.multiply %102, %103 : tensor<2x8x32xf32>
    %105 = stablehlo.add %4, %104 : tensor<2x8x32xf32>
    %106 = stablehlo.reshape %105 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %107 = stablehlo.transpose %arg32, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %108 = stablehlo.dot_general %106, %107, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %109 = stablehlo.broadcast_in_dim %arg31, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %110 = stablehlo.add %108, %109 : tensor<16x64xf32>
    %111 = stablehlo.reshape %110 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %112 = stablehlo.multiply %111, %cst_56 : tensor<2x8x64xf32>
    %113 = stablehlo.multiply %111, %cst_55 : tensor<2x8x64xf32>
    %114 = stablehlo.custom_call @mhlo.erf(%113) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %115 = stablehlo.add %114, %cst_54 : tensor<2x8x64xf32>
    %116 = stablehlo.multiply %112, %115 : tensor<2x8x64xf32>
    %117 = stablehlo.reshape %116 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %118 = stablehlo.transpose %arg30, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %119 = stablehlo.dot_general %117, %118, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %120 = stablehlo.broadcast_in_dim %arg29, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %121 = stablehlo.add %119, %120 : tensor<16x32xf32>
    %122 = stablehlo.reshape %121 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %123 = stablehlo.add %122, %105 : tensor<2x8x32xf32>
    %124 = stablehlo.reshape %123 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_78, %batch_mean_79, %batch_var_80 = "stablehlo.batch_norm_training"(%124, %cst_67, %cst_66) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %125 = stablehlo.reshape %output_78 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %126 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %127 = stablehlo.multiply %125, %126 : tensor<2x8x32xf32>
    %128 = stablehlo.add %3, %127 : tensor<2x8x32xf32>
    %129 = stablehlo.reshape %128 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %130 = stablehlo.transpose %arg41, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %131 = stablehlo.dot_general %129, %130, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %132 = stablehlo.broadcast_in_dim %arg40, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %133 = stablehlo.add %131, %132 : tensor<16x32xf32>
    %134 = stablehlo.reshape %133 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %135 = stablehlo.transpose %134, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %136 = stablehlo.reshape %135 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %137 = stablehlo.transpose %arg39, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %138 = stablehlo.dot_general %129, %137, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %139 = stablehlo.broadcast_in_dim %arg38, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %140 = stablehlo.add %138, %139 : tensor<16x32xf32>
    %141 = stablehlo.reshape %140 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %142 = stablehlo.transpose %141, dims = [0, 2, 3, 1] : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %143 = stablehlo.reshape %142 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %144 = stablehlo.dot_general %136, %143, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %145 = stablehlo.reshape %144 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %146 = stablehlo.divide %145, %cst_65 : tensor<2x4x8x8xf32>
    %147 = stablehlo.add %146, %74 : tensor<2x4x8x8xf32>
    %148 = stablehlo.reduce(%147 init: %cst_70) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %150 = stablehlo.subtract %147, %149 : tensor<2x4x8x8xf32>
    %151 = stablehlo.exponential %150 : tensor<2x4x8x8xf32>
    %152 = stablehlo.reduce(%151 init: %cst_74) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %154 = stablehlo.divide %151, %153 : tensor<2x4x8x8xf32>
    %155 = stablehlo.reshape %154 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %156 = stablehlo.transpose %arg37, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %157 = stablehlo.dot_general %129, %156, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %158 = stablehlo.broadcast_in_dim %arg36, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %159 = stablehlo.add %157, %158 : tensor<16x32xf32>
    %160 = stablehlo.reshape %159 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %161 = stablehlo.transpose %160, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %162 = stablehlo.reshape %161 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %163 = stablehlo.dot_general %155, %162, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %164 = stablehlo.reshape %163 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %165 = stablehlo.transpose %164, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %166 = stablehlo.reshape %165 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %167 = stablehlo.transpose %arg35, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %168 = stablehlo.dot_general %166, %167, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %169 = stablehlo.broadcast_in_dim %arg34, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %170 = stablehlo.add %168, %169 : tensor<16x32xf32>
    %171 = stablehlo.reshape %170 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %172 = stablehlo.add %171, %128 : tensor<2x8x32xf32>
    %173 = stablehlo.reshape %172 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_81, %batch_mean_82, %batch_var_83 = "stablehlo.batch_norm_training"(%173, %cst_67, %cst_66) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %174 = stablehlo.reshape %output_81 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %175 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %176 = stablehlo.multiply %174, %175 : tensor<2x8x32xf32>
    %177 = stablehlo.add %2, %176 : tensor<2x8x32xf32>
    %178 = stablehlo.reshape %177 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %179 = stablehlo.transpose %arg46, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %180 = stablehlo.dot_general %178, %179, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %181 = stablehlo.broadcast_in_dim %arg45, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %182 = stablehlo.add %180, %181 : tensor<16x64xf32>
    %183 = stablehlo.reshape %182 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %184 = stablehlo.multiply %183, %cst_56 : tensor<2x8x64xf32>
    %185 = stablehlo.multiply %183, %cst_55 : tensor<2x8x64xf32>
    %186 = stablehlo.custom_call @mhlo.erf(%185) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %187 = stablehlo.add %186, %cst_54 : tensor<2x8x64xf32>
    %188 = stablehlo.multiply %184, %187 : tensor<2x8x64xf32>
    %189 = stablehlo.reshape %188 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %190 = stablehlo.transpose %arg44, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %191 = stablehlo.dot_general %189, %190, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %192 = stablehlo.broadcast_in_dim %arg43, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %193 = stablehlo.add %191, %192 : tensor<16x32xf32>
    %194 = stablehlo.reshape %193 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %195 = stablehlo.add %194, %177 : tensor<2x8x32xf32>
    %196 = stablehlo.reshape %195 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_84, %batch_mean_85, %batch_var_86 = "stablehlo.batch_norm_training"(%196, %cst_67, %cst_66) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %197 = stablehlo.reshape %output_84 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %198 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %199 = stablehlo.multiply %197, %198 : tensor<2x8x32xf32>
    %200 = stablehlo.add %1, %199 : tensor<2x8x32xf32>
    %201 = stablehlo.reshape %200 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %202 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,1664]{0,1}"} : (tensor<1664x32xf32>) -> tensor<32x1664xf32>
    %203 = stablehlo.dot_general %201, %202, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x1664xf32>) -> tensor<16x1664xf32>
    %204 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<1664xf32>) -> tensor<16x1664xf32>
    %205 = stablehlo.add %203, %204 : tensor<16x1664xf32>
    %206 = stablehlo.reshape %205 : (tensor<16x1664xf32>) -> tensor<2x8x1664xf32>
    %207 = stablehlo.multiply %206, %cst_53 : tensor<2x8x1664xf32>
    %208 = stablehlo.multiply %206, %cst_52 : tensor<2x8x1664xf32>
    %209 = stablehlo.custom_call @mhlo.erf(%208) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x1664xf32>) -> tensor<2x8x1664xf32>
    %210 = stablehlo.add %209, %cst_51 : tensor<2x8x1664xf32>
    %211 = stablehlo.multiply %207, %210 : tensor<2x8x1664xf32>
    %212 = stablehlo.reshape %211 : (tensor<2x8x1664xf32>) -> tensor<1x16x1664xf32>
    %output_87, %batch_mean_88, %batch_var_89 = "stablehlo.batch_norm_training"(%212, %cst_67, %cst_66) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x1664xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x1664xf32>, tensor<16xf32>, tensor<16xf32>)
    %213 = stablehlo.reshape %output_87 : (tensor<1x16x1664xf32>) -> tensor<2x8x1664xf32>
    %214 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<1664xf32>) -> tensor<2x8x1664xf32>
    %215 = stablehlo.multiply %213, %214 : tensor<2x8x1664xf32>
    %216 = stablehlo.add %0, %215 : tensor<2x8x1664xf32>
    %217 = stablehlo.reshape %216 : (tensor<2x8x1664xf32>) -> tensor<16x1664xf32>
    %218 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[1664,128]{0,1}"} : (tensor<128x1664xf32>) -> tensor<1664x128xf32>
    %219 = stablehlo.dot_general %217, %218, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x1664xf32>, tensor<1664x128xf32>) -> tensor<16x128xf32>
    %220 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<128xf32>) -> tensor<16x128xf32>
    %221 = stablehlo.add %219, %220 : tensor<16x128xf32>
    %222 = stablehlo.reshape %221 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %223 = stablehlo.slice %222 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %224 = stablehlo.reduce(%223 init: %cst_70) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %225 = stablehlo.broadcast_in_dim %224, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %226 = stablehlo.subtract %223, %225 : tensor<2x7x128xf32>
    %227 = stablehlo.exponential %226 : tensor<2x7x128xf32>
    %228 = stablehlo.reduce(%227 init: %cst_74) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %229 = stablehlo.log %228 : tensor<2x7xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %231 = stablehlo.subtract %226, %230 : tensor<2x7x128xf32>
    %232 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %233 = stablehlo.broadcast_in_dim %232, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %234 = stablehlo.broadcast_in_dim %c_69, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %235 = stablehlo.compare  EQ, %233, %234 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %236 = stablehlo.convert %235 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %237 = stablehlo.convert %236 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %238 = stablehlo.multiply %231, %237 : tensor<2x7x128xf32>
    %239 = stablehlo.reduce(%238 init: %cst_74) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %240 = stablehlo.reduce(%239 init: %cst_74) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %241 = stablehlo.multiply %240, %cst_50 : tensor<f32>
    %242 = stablehlo.negate %241 : tensor<f32>
    %243 = stablehlo.multiply %arg49, %cst_49 : tensor<128x256xf32>
    %244 = stablehlo.compare  LT, %arg0, %c_72 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %245 = stablehlo.add %arg0, %c_47 : tensor<2x8xi64>
    %246 = stablehlo.select %244, %245, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %247 = stablehlo.reshape %246 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %248 = stablehlo.compare  EQ, %arg0, %c_72 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x256xi1>
    %250 = stablehlo.add %batch_var, %cst_45 : tensor<16xf32>
    %251 = stablehlo.rsqrt %250 : tensor<16xf32>
    %252 = stablehlo.reshape %251 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %253 = stablehlo.divide %252, %cst_44 : tensor<2x8x1xf32>
    %254 = stablehlo.reshape %253 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x256xf32>
    %256 = stablehlo.add %batch_var_77, %cst_45 : tensor<16xf32>
    %257 = stablehlo.rsqrt %256 : tensor<16xf32>
    %258 = stablehlo.reshape %257 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %259 = stablehlo.divide %258, %cst_43 : tensor<2x8x1xf32>
    %260 = stablehlo.reshape %259 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %262 = stablehlo.add %batch_var_80, %cst_45 : tensor<16xf32>
    %263 = stablehlo.rsqrt %262 : tensor<16xf32>
    %264 = stablehlo.reshape %263 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %265 = stablehlo.divide %264, %cst_43 : tensor<2x8x1xf32>
    %266 = stablehlo.reshape %265 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %268 = stablehlo.add %batch_var_83, %cst_45 : tensor<16xf32>
    %269 = stablehlo.rsqrt %268 : tensor<16xf32>
    %270 = stablehlo.reshape %269 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %271 = stablehlo.divide %270, %cst_43 : tensor<2x8x1xf32>
    %272 = stablehlo.reshape %271 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %274 = stablehlo.add %batch_var_86, %cst_45 : tensor<16xf32>
    %275 = stablehlo.rsqrt %274 : tensor<16xf32>
    %276 = stablehlo.reshape %275 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %277 = stablehlo.divide %276, %cst_43 : tensor<2x8x1xf32>
    %278 = stablehlo.reshape %277 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %280 = stablehlo.add %batch_var_89, %cst_45 : tensor<16xf32>
    %281 = stablehlo.rsqrt %280 : tensor<16xf32>
    %282 = stablehlo.reshape %281 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %283 = stablehlo.divide %282, %cst_42 : tensor<2x8x1xf32>
    %284 = stablehlo.reshape %283 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %285 = stablehlo.broadcast_in_dim %284, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1664xf32>
    %286 = stablehlo.multiply %237, %cst_40 : tensor<2x7x128xf32>
    %287 = stablehlo.exponential %231 : tensor<2x7x128xf32>
    %288 = stablehlo.reduce(%286 init: %cst_74) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %289 = stablehlo.broadcast_in_dim %288, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %290 = stablehlo.multiply %287, %289 : tensor<2x7x128xf32>
    %291 = stablehlo.subtract %286, %290 : tensor<2x7x128xf32>
    %292 = stablehlo.pad %291, %cst_74, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %293 = stablehlo.select %c_41, %292, %cst_39 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %294 = stablehlo.reshape %293 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %295 = stablehlo.dot_general %294, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x1664xf32>) -> tensor<16x1664xf32>
    %296 = stablehlo.reshape %295 : (tensor<16x1664xf32>) -> tensor<2x8x1664xf32>
    %297 = stablehlo.multiply %296, %214 : tensor<2x8x1664xf32>
    %298 = stablehlo.multiply %297, %cst_38 : tensor<2x8x1664xf32>
    %299 = stablehlo.reduce(%297 init: %cst_74) applies stablehlo.add across dimensions = [2] : (tensor<2x8x1664xf32>, tensor<f32>) -> tensor<2x8xf32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1664xf32>
    %301 = stablehlo.subtract %298, %300 : tensor<2x8x1664xf32>
    %302 = stablehlo.reshape %batch_mean_88 : (tensor<16xf32>) -> tensor<2x8xf32>
    %303 = stablehlo.broadcast_in_dim %302, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1664xf32>
    %304 = stablehlo.subtract %211, %303 : tensor<2x8x1664xf32>
    %305 = stablehlo.reshape %281 : (tensor<16xf32>) -> tensor<2x8xf32>
    %306 = stablehlo.broadcast_in_dim %305, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1664xf32>
    %307 = stablehlo.multiply %304, %306 : tensor<2x8x1664xf32>
    %308 = stablehlo.multiply %297, %307 : tensor<2x8x1664xf32>
    %309 = stablehlo.reduce(%308 init: %cst_74) applies stablehlo.add across dimensions = [2] : (tensor<2x8x1664xf32>, tensor<f32>) -> tensor<2x8xf32>
    %310 = stablehlo.broadcast_in_dim %309, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1664xf32>
    %311 = stablehlo.multiply %307, %310 : tensor<2x8x1664xf32>
    %312 = stablehlo.subtract %301, %311 : tensor<2x8x1664xf32>
    %313 = stablehlo.multiply %285, %312 : tensor<2x8x1664xf32>
    %314 = stablehlo.multiply %210, %cst_53 : tensor<2x8x1664xf32>
    %315 = stablehlo.multiply %206, %206 : tensor<2x8x1664xf32>
    %316 = stablehlo.multiply %315, %cst_37 : tensor<2x8x1664xf32>
    %317 = stablehlo.exponential %316 : tensor<2x8x1664xf32>
    %318 = stablehlo.multiply %317, %cst_36 : tensor<2x8x1664xf32>
    %319 = stablehlo.multiply %206, %318 : tensor<2x8x1664xf32>
    %320 = stablehlo.add %314, %319 : tensor<2x8x1664xf32>
    %321 = stablehlo.multiply %313, %320 : tensor<2x8x1664xf32>
    %322 = stablehlo.reshape %321 : (tensor<2x8x1664xf32>) -> tensor<16x1664xf32>
    %323 = stablehlo.dot_general %322, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x1664xf32>, tensor<1664x32xf32>) -> tensor<16x32xf32>
    %324 = stablehlo.reshape %323 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %325 = stablehlo.multiply %324, %198 : tensor<2x8x32xf32>
    %326 = stablehlo.multiply %325, %cst_35 : tensor<2x8x32xf32>
    %327 = stablehlo.reduce(%325 init: %cst_74) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %328 = stablehlo.broadcast_in_dim %327, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %329 = stablehlo.subtract %326, %328 : tensor<2x8x32xf32>
    %330 = stablehlo.reshape %batch_mean_85 : (tensor<16xf32>) -> tensor<2x8xf32>
    %331 = stablehlo.broadcast_in_dim %330, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %332 = stablehlo.subtract %195, %331 : tensor<2x8x32xf32>
    %333 = stablehlo.reshape %275 : (tensor<16xf32>) -> tensor<2x8xf32>
    %334 = stablehlo.broadcast_in_dim %333, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %335 = stablehlo.multiply %332, %334 : tensor<2x8x32xf32>
    %336 = stablehlo.multiply %325, %335 : tensor<2x8x32xf32>
    %337 = stablehlo.reduce(%336 init: %cst_74) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %338 = stablehlo.broadcast_in_dim %337, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %339 = stablehlo.multiply %335, %338 : tensor<2x8x32xf32>
    %340 = stablehlo.subtract %329, %339 : tensor<2x8x32xf32>
    %341 = stablehlo.multiply %279, %340 : tensor<2x8x32xf32>
    %342 = stablehlo.reshape %341 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %343 = stablehlo.dot_general %342, %arg44, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %344 = stablehlo.reshape %343 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %345 = stablehlo.multiply %187, %cst_56 : tensor<2x8x64xf32>
    %346 = stablehlo.multiply %183, %183 : tensor<2x8x64xf32>
    %347 = stablehlo.multiply %346, %cst_34 : tensor<2x8x64xf32>
    %348 = stablehlo.exponential %347 : tensor<2x8x64xf32>
    %349 = stablehlo.multiply %348, %cst_33 : tensor<2x8x64xf32>
    %350 = stablehlo.multiply %183, %349 : tensor<2x8x64xf32>
    %351 = stablehlo.add %345, %350 : tensor<2x8x64xf32>
    %352 = stablehlo.multiply %344, %351 : tensor<2x8x64xf32>
    %353 = stablehlo.reshape %352 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %354 = stablehlo.dot_general %353, %arg46, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %355 = stablehlo.reshape %354 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %356 = stablehlo.add %341, %355 : tensor<2x8x32xf32>
    %357 = stablehlo.multiply %356, %175 : tensor<2x8x32xf32>
    %358 = stablehlo.multiply %357, %cst_35 : tensor<2x8x32xf32>
    %359 = stablehlo.reduce(%357 init: %cst_74) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %360 = stablehlo.broadcast_in_dim %359, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %361 = stablehlo.subtract %358, %360 : tensor<2x8x32xf32>
    %362 = stablehlo.reshape %batch_mean_82 : (tensor<16xf32>) -> tensor<2x8xf32>
    %363 = stablehlo.broadcast_in_dim %362, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %364 = stablehlo.subtract %172, %363 : tensor<2x8x32xf32>
    %365 = stablehlo.reshape %269 : (tensor<16xf32>) -> tensor<2x8xf32>
    %366 = stablehlo.broadcast_in_dim %365, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %367 = stablehlo.multiply %364, %366 : tensor<2x8x32xf32>
    %368 = stablehlo.multiply %357, %367 : tensor<2x8x32xf32>
    %369 = stablehlo.reduce(%368 init: %cst_74) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %370 = stablehlo.broadcast_in_dim %369, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %371 = stablehlo.multiply %367, %370 : tensor<2x8x32xf32>
    %372 = stablehlo.subtract %361, %371 : tensor<2x8x32xf32>
    %373 = stablehlo.multiply %273, %372 : tensor<2x8x32xf32>
    %374 = stablehlo.transpose %155, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %375 = stablehlo.reshape %373 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %376 = stablehlo.dot_general %375, %arg35, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %377 = stablehlo.reshape %376 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %378 = stablehlo.transpose %377, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %379 = stablehlo.reshape %378 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %380 = stablehlo.dot_general %374, %379, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %381 = stablehlo.reshape %380 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %382 = stablehlo.transpose %381, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %383 = stablehlo.reshape %382 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %384 = stablehlo.dot_general %383, %arg37, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %385 = stablehlo.reshape %384 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %386 = stablehlo.add %373, %385 : tensor<2x8x32xf32>
    %387 = stablehlo.transpose %136, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %388 = stablehlo.transpose %162, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %389 = stablehlo.dot_general %379, %388, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %390 = stablehlo.reshape %389 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %391 = stablehlo.multiply %390, %154 : tensor<2x4x8x8xf32>
    %392 = stablehlo.reduce(%391 init: %cst_74) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %393 = stablehlo.broadcast_in_dim %392, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %394 = stablehlo.multiply %154, %393 : tensor<2x4x8x8xf32>
    %395 = stablehlo.subtract %391, %394 : tensor<2x4x8x8xf32>
    %396 = stablehlo.divide %395, %cst_65 : tensor<2x4x8x8xf32>
    %397 = stablehlo.reshape %396 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %398 = stablehlo.dot_general %387, %397, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %399 = stablehlo.reshape %398 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %400 = stablehlo.transpose %399, dims = [0, 3, 1, 2] : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %401 = stablehlo.reshape %400 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %402 = stablehlo.dot_general %401, %arg39, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %403 = stablehlo.reshape %402 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %404 = stablehlo.add %386, %403 : tensor<2x8x32xf32>
    %405 = stablehlo.transpose %143, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %406 = stablehlo.dot_general %397, %405, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %407 = stablehlo.reshape %406 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %408 = stablehlo.transpose %407, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %409 = stablehlo.reshape %408 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %410 = stablehlo.dot_general %409, %arg41, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %411 = stablehlo.reshape %410 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %412 = stablehlo.add %404, %411 : tensor<2x8x32xf32>
    %413 = stablehlo.multiply %412, %126 : tensor<2x8x32xf32>
    %414 = stablehlo.multiply %413, %cst_35 : tensor<2x8x32xf32>
    %415 = stablehlo.reduce(%413 init: %cst_74) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %416 = stablehlo.broadcast_in_dim %415, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %417 = stablehlo.subtract %414, %416 : tensor<2x8x32xf32>
    %418 = stablehlo.reshape %batch_mean_79 : (tensor<16xf32>) -> tensor<2x8xf32>
    %419 = stablehlo.broadcast_in_dim %418, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %420 = stablehlo.subtract %123, %419 : tensor<2x8x32xf32>
    %421 = stablehlo.reshape %263 : (tensor<16xf32>) -> tensor<2x8xf32>
    %422 = stablehlo.broadcast_in_dim %421, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %423 = stablehlo.multiply %420, %422 : tensor<2x8x32xf32>
    %424 = stablehlo.multiply %413, %423 : tensor<2x8x32xf32>
    %425 = stablehlo.reduce(%424 init: %cst_74) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %426 = stablehlo.broadcast_in_dim %425, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %427 = stablehlo.multiply %423, %426 : tensor<2x8x32xf32>
    %428 = stablehlo.subtract %417, %427 : tensor<2x8x32xf32>
    %429 = stablehlo.multiply %267, %428 : tensor<2x8x32xf32>
    %430 = stablehlo.reshape %429 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %431 = stablehlo.dot_general %430, %arg30, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %432 = stablehlo.reshape %431 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %433 = stablehlo.multiply %115, %cst_56 : tensor<2x8x64xf32>
    %434 = stablehlo.multiply %111, %111 : tensor<2x8x64xf32>
    %435 = stablehlo.multiply %434, %cst_34 : tensor<2x8x64xf32>
    %436 = stablehlo.exponential %435 : tensor<2x8x64xf32>
    %437 = stablehlo.multiply %436, %cst_33 : tensor<2x8x64xf32>
    %438 = stablehlo.multiply %111, %437 : tensor<2x8x64xf32>
    %439 = stablehlo.add %433, %438 : tensor<2x8x64xf32>
    %440 = stablehlo.multiply %432, %439 : tensor<2x8x64xf32>
    %441 = stablehlo.reshape %440 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %442 = stablehlo.dot_general %441, %arg32, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %443 = stablehlo.reshape %442 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %444 = stablehlo.add %429, %443 : tensor<2x8x32xf32>
    %445 = stablehlo.multiply %444, %103 : tensor<2x8x32xf32>
    %446 = stablehlo.multiply %445, %cst_35 : tensor<2x8x32xf32>
    %447 = stablehlo.reduce(%445 init: %cst_74) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %448 = stablehlo.broadcast_in_dim %447, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %449 = stablehlo.subtract %446, %448 : tensor<2x8x32xf32>
    %450 = stablehlo.reshape %batch_mean_76 : (tensor<16xf32>) -> tensor<2x8xf32>
    %451 = stablehlo.broadcast_in_dim %450, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %452 = stablehlo.subtract %100, %451 : tensor<2x8x32xf32>
    %453 = stablehlo.reshape %257 : (tensor<16xf32>) -> tensor<2x8xf32>
    %454 = stablehlo.broadcast_in_dim %453, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %455 = stablehlo.multiply %452, %454 : tensor<2x8x32xf32>
    %456 = stablehlo.multiply %445, %455 : tensor<2x8x32xf32>
    %457 = stablehlo.reduce(%456 init: %cst_74) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %458 = stablehlo.broadcast_in_dim %457, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %459 = stablehlo.multiply %455, %458 : tensor<2x8x32xf32>
    %460 = stablehlo.subtract %449, %459 : tensor<2x8x32xf32>
    %461 = stablehlo.multiply %261, %460 : tensor<2x8x32xf32>
    %462 = stablehlo.transpose %83, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %463 = stablehlo.reshape %461 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %464 = stablehlo.dot_general %463, %arg19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %465 = stablehlo.reshape %464 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %466 = stablehlo.transpose %465, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %467 = stablehlo.reshape %466 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %468 = stablehlo.dot_general %462, %467, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %469 = stablehlo.reshape %468 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %470 = stablehlo.transpose %469, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %471 = stablehlo.reshape %470 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %472 = stablehlo.dot_general %471, %arg21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %473 = stablehlo.reshape %472 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %474 = stablehlo.add %461, %473 : tensor<2x8x32xf32>
    %475 = stablehlo.transpose %36, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %476 = stablehlo.transpose %90, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %477 = stablehlo.dot_general %467, %476, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %478 = stablehlo.reshape %477 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %479 = stablehlo.multiply %478, %82 : tensor<2x4x8x8xf32>
    %480 = stablehlo.reduce(%479 init: %cst_74) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %481 = stablehlo.broadcast_in_dim %480, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %482 = stablehlo.multiply %82, %481 : tensor<2x4x8x8xf32>
    %483 = stablehlo.subtract %479, %482 : tensor<2x4x8x8xf32>
    %484 = stablehlo.divide %483, %cst_65 : tensor<2x4x8x8xf32>
    %485 = stablehlo.reshape %484 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %486 = stablehlo.dot_general %475, %485, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %487 = stablehlo.reshape %486 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %488 = stablehlo.transpose %487, dims = [0, 3, 1, 2] : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %489 = stablehlo.reshape %488 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %490 = stablehlo.dot_general %489, %arg25, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %491 = stablehlo.reshape %490 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %492 = stablehlo.add %474, %491 : tensor<2x8x32xf32>
    %493 = stablehlo.transpose %43, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %494 = stablehlo.dot_general %485, %493, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %495 = stablehlo.reshape %494 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %496 = stablehlo.transpose %495, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %497 = stablehlo.reshape %496 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %498 = stablehlo.dot_general %497, %arg27, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %499 = stablehlo.reshape %498 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %500 = stablehlo.add %492, %499 : tensor<2x8x32xf32>
    %501 = stablehlo.reshape %500 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %502 = stablehlo.dot_general %501, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x256xf32>) -> tensor<16x256xf32>
    %503 = stablehlo.reshape %502 : (tensor<16x256xf32>) -> tensor<2x8x256xf32>
    %504 = stablehlo.multiply %503, %21 : tensor<2x8x256xf32>
    %505 = stablehlo.multiply %504, %cst_32 : tensor<2x8x256xf32>
    %506 = stablehlo.reduce(%504 init: %cst_74) applies stablehlo.add across dimensions = [2] : (tensor<2x8x256xf32>, tensor<f32>) -> tensor<2x8xf32>
    %507 = stablehlo.broadcast_in_dim %506, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x256xf32>
    %508 = stablehlo.subtract %505, %507 : tensor<2x8x256xf32>
    %509 = stablehlo.reshape %batch_mean : (tensor<16xf32>) -> tensor<2x8xf32>
    %510 = stablehlo.broadcast_in_dim %509, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x256xf32>
    %511 = stablehlo.subtract %18, %510 : tensor<2x8x256xf32>
    %512 = stablehlo.reshape %251 : (tensor<16xf32>) -> tensor<2x8xf32>
    %513 = stablehlo.broadcast_in_dim %512, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x256xf32>
    %514 = stablehlo.multiply %511, %513 : tensor<2x8x256xf32>
    %515 = stablehlo.multiply %504, %514 : tensor<2x8x256xf32>
    %516 = stablehlo.reduce(%515 init: %cst_74) applies stablehlo.add across dimensions = [2] : (tensor<2x8x256xf32>, tensor<f32>) -> tensor<2x8xf32>
    %517 = stablehlo.broadcast_in_dim %516, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x256xf32>
    %518 = stablehlo.multiply %514, %517 : tensor<2x8x256xf32>
    %519 = stablehlo.subtract %508, %518 : tensor<2x8x256xf32>
    %520 = stablehlo.multiply %255, %519 : tensor<2x8x256xf32>
    %521 = stablehlo.select %249, %cst_46, %520 : tensor<2x8x256xi1>, tensor<2x8x256xf32>
    %522 = "stablehlo.scatter"(%cst_48, %247, %521) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg94: tensor<f32>, %arg95: tensor<f32>):
      %776 = stablehlo.add %arg94, %arg95 : tensor<f32>
      stablehlo.return %776 : tensor<f32>
    }) : (tensor<128x256xf32>, tensor<2x8x1xi64>, tensor<2x8x256xf32>) -> tensor<128x256xf32>
    %523 = stablehlo.add %243, %522 : tensor<128x256xf32>
    %524 = stablehlo.multiply %523, %cst_31 : tensor<128x256xf32>
    %525 = stablehlo.subtract %arg16, %524 : tensor<128x256xf32>
    %526 = stablehlo.multiply %arg50, %cst_30 : tensor<64x256xf32>
    %527 = stablehlo.compare  LT, %13, %c_28 : (tensor<1x8xi64>, tensor<1x8xi64>) -> tensor<1x8xi1>
    %528 = stablehlo.add %13, %c_27 : tensor<1x8xi64>
    %529 = stablehlo.select %527, %528, %13 : tensor<1x8xi1>, tensor<1x8xi64>
    %530 = stablehlo.reshape %529 : (tensor<1x8xi64>) -> tensor<1x8x1xi64>
    %531 = stablehlo.compare  EQ, %13, %c_26 : (tensor<1x8xi64>, tensor<1x8xi64>) -> tensor<1x8xi1>
    %532 = stablehlo.broadcast_in_dim %531, dims = [0, 1] : (tensor<1x8xi1>) -> tensor<1x8x256xi1>
    %533 = stablehlo.reduce(%520 init: %cst_74) applies stablehlo.add across dimensions = [0] : (tensor<2x8x256xf32>, tensor<f32>) -> tensor<8x256xf32>
    %534 = stablehlo.reshape %533 : (tensor<8x256xf32>) -> tensor<1x8x256xf32>
    %535 = stablehlo.select %532, %cst_25, %534 : tensor<1x8x256xi1>, tensor<1x8x256xf32>
    %536 = "stablehlo.scatter"(%cst_29, %530, %535) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg94: tensor<f32>, %arg95: tensor<f32>):
      %776 = stablehlo.add %arg94, %arg95 : tensor<f32>
      stablehlo.return %776 : tensor<f32>
    }) : (tensor<64x256xf32>, tensor<1x8x1xi64>, tensor<1x8x256xf32>) -> tensor<64x256xf32>
    %537 = stablehlo.add %526, %536 : tensor<64x256xf32>
    %538 = stablehlo.multiply %537, %cst_24 : tensor<64x256xf32>
    %539 = stablehlo.subtract %arg14, %538 : tensor<64x256xf32>
    %540 = stablehlo.multiply %arg51, %cst_23 : tensor<2x256xf32>
    %541 = "stablehlo.scatter"(%cst_22, %c, %520) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg94: tensor<f32>, %arg95: tensor<f32>):
      %776 = stablehlo.add %arg94, %arg95 : tensor<f32>
      stablehlo.return %776 : tensor<f32>
    }) : (tensor<2x256xf32>, tensor<2x8x1xi64>, tensor<2x8x256xf32>) -> tensor<2x256xf32>
    %542 = stablehlo.add %540, %541 : tensor<2x256xf32>
    %543 = stablehlo.multiply %542, %cst_21 : tensor<2x256xf32>
    %544 = stablehlo.subtract %arg15, %543 : tensor<2x256xf32>
    %545 = stablehlo.multiply %arg52, %cst_20 : tensor<256xf32>
    %546 = stablehlo.multiply %503, %514 : tensor<2x8x256xf32>
    %547 = stablehlo.reduce(%546 init: %cst_74) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x256xf32>, tensor<f32>) -> tensor<256xf32>
    %548 = stablehlo.add %545, %547 : tensor<256xf32>
    %549 = stablehlo.multiply %548, %cst_19 : tensor<256xf32>
    %550 = stablehlo.subtract %arg12, %549 : tensor<256xf32>
    %551 = stablehlo.multiply %arg53, %cst_20 : tensor<256xf32>
    %552 = stablehlo.reduce(%503 init: %cst_74) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x256xf32>, tensor<f32>) -> tensor<256xf32>
    %553 = stablehlo.add %551, %552 : tensor<256xf32>
    %554 = stablehlo.multiply %553, %cst_19 : tensor<256xf32>
    %555 = stablehlo.subtract %arg17, %554 : tensor<256xf32>
    %556 = stablehlo.multiply %arg54, %cst_18 : tensor<32x256xf32>
    %557 = stablehlo.transpose %501, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %558 = stablehlo.dot_general %557, %24, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x256xf32>) -> tensor<32x256xf32>
    %559 = stablehlo.add %556, %558 : tensor<32x256xf32>
    %560 = stablehlo.multiply %559, %cst_17 : tensor<32x256xf32>
    %561 = stablehlo.subtract %arg11, %560 : tensor<32x256xf32>
    %562 = stablehlo.multiply %arg55, %cst_16 : tensor<32xf32>
    %563 = stablehlo.reduce(%501 init: %cst_74) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %564 = stablehlo.add %562, %563 : tensor<32xf32>
    %565 = stablehlo.multiply %564, %cst_15 : tensor<32xf32>
    %566 = stablehlo.subtract %arg10, %565 : tensor<32xf32>
    %567 = stablehlo.multiply %arg56, %cst_14 : tensor<32x32xf32>
    %568 = stablehlo.transpose %497, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %569 = stablehlo.dot_general %568, %28, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %570 = stablehlo.add %567, %569 : tensor<32x32xf32>
    %571 = stablehlo.multiply %570, %cst_13 : tensor<32x32xf32>
    %572 = stablehlo.subtract %arg27, %571 : tensor<32x32xf32>
    %573 = stablehlo.multiply %arg57, %cst_16 : tensor<32xf32>
    %574 = stablehlo.reduce(%497 init: %cst_74) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %575 = stablehlo.add %573, %574 : tensor<32xf32>
    %576 = stablehlo.multiply %575, %cst_15 : tensor<32xf32>
    %577 = stablehlo.subtract %arg26, %576 : tensor<32xf32>
    %578 = stablehlo.multiply %arg58, %cst_14 : tensor<32x32xf32>
    %579 = stablehlo.transpose %489, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %580 = stablehlo.dot_general %579, %28, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %581 = stablehlo.add %578, %580 : tensor<32x32xf32>
    %582 = stablehlo.multiply %581, %cst_13 : tensor<32x32xf32>
    %583 = stablehlo.subtract %arg25, %582 : tensor<32x32xf32>
    %584 = stablehlo.multiply %arg59, %cst_16 : tensor<32xf32>
    %585 = stablehlo.reduce(%489 init: %cst_74) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %586 = stablehlo.add %584, %585 : tensor<32xf32>
    %587 = stablehlo.multiply %586, %cst_15 : tensor<32xf32>
    %588 = stablehlo.subtract %arg24, %587 : tensor<32xf32>
    %589 = stablehlo.multiply %arg60, %cst_14 : tensor<32x32xf32>
    %590 = stablehlo.transpose %471, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %591 = stablehlo.dot_general %590, %28, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %592 = stablehlo.add %589, %591 : tensor<32x32xf32>
    %593 = stablehlo.multiply %592, %cst_13 : tensor<32x32xf32>
    %594 = stablehlo.subtract %arg21, %593 : tensor<32x32xf32>
    %595 = stablehlo.multiply %arg61, %cst_16 : tensor<32xf32>
    %596 = stablehlo.reduce(%471 init: %cst_74) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %597 = stablehlo.add %595, %596 : tensor<32xf32>
    %598 = stablehlo.multiply %597, %cst_15 : tensor<32xf32>
    %599 = stablehlo.subtract %arg20, %598 : tensor<32xf32>
    %600 = stablehlo.multiply %arg62, %cst_14 : tensor<32x32xf32>
    %601 = stablehlo.transpose %463, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %602 = stablehlo.dot_general %601, %94, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %603 = stablehlo.add %600, %602 : tensor<32x32xf32>
    %604 = stablehlo.multiply %603, %cst_13 : tensor<32x32xf32>
    %605 = stablehlo.subtract %arg19, %604 : tensor<32x32xf32>
    %606 = stablehlo.multiply %arg63, %cst_16 : tensor<32xf32>
    %607 = stablehlo.reduce(%463 init: %cst_74) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %608 = stablehlo.add %606, %607 : tensor<32xf32>
    %609 = stablehlo.multiply %608, %cst_15 : tensor<32xf32>
    %610 = stablehlo.subtract %arg18, %609 : tensor<32xf32>
    %611 = stablehlo.multiply %arg64, %cst_16 : tensor<32xf32>
    %612 = stablehlo.multiply %444, %455 : tensor<2x8x32xf32>
    %613 = stablehlo.reduce(%612 init: %cst_74) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %614 = stablehlo.add %611, %613 : tensor<32xf32>
    %615 = stablehlo.multiply %614, %cst_15 : tensor<32xf32>
    %616 = stablehlo.subtract %arg9, %615 : tensor<32xf32>
    %617 = stablehlo.multiply %arg65, %cst_16 : tensor<32xf32>
    %618 = stablehlo.reduce(%444 init: %cst_74) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %619 = stablehlo.add %617, %618 : tensor<32xf32>
    %620 = stablehlo.multiply %619, %cst_15 : tensor<32xf32>
    %621 = stablehlo.subtract %arg28, %620 : tensor<32xf32>
    %622 = stablehlo.multiply %arg66, %cst_12 : tensor<64x32xf32>
    %623 = stablehlo.transpose %441, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %624 = stablehlo.dot_general %623, %106, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %625 = stablehlo.add %622, %624 : tensor<64x32xf32>
    %626 = stablehlo.multiply %625, %cst_11 : tensor<64x32xf32>
    %627 = stablehlo.subtract %arg32, %626 : tensor<64x32xf32>
    %628 = stablehlo.multiply %arg67, %cst_10 : tensor<64xf32>
    %629 = stablehlo.reduce(%441 init: %cst_74) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %630 = stablehlo.add %628, %629 : tensor<64xf32>
    %631 = stablehlo.multiply %630, %cst_9 : tensor<64xf32>
    %632 = stablehlo.subtract %arg31, %631 : tensor<64xf32>
    %633 = stablehlo.multiply %arg68, %cst_8 : tensor<32x64xf32>
    %634 = stablehlo.transpose %430, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %635 = stablehlo.dot_general %634, %117, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %636 = stablehlo.add %633, %635 : tensor<32x64xf32>
    %637 = stablehlo.multiply %636, %cst_7 : tensor<32x64xf32>
    %638 = stablehlo.subtract %arg30, %637 : tensor<32x64xf32>
    %639 = stablehlo.multiply %arg69, %cst_16 : tensor<32xf32>
    %640 = stablehlo.reduce(%430 init: %cst_74) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %641 = stablehlo.add %639, %640 : tensor<32xf32>
    %642 = stablehlo.multiply %641, %cst_15 : tensor<32xf32>
    %643 = stablehlo.subtract %arg29, %642 : tensor<32xf32>
    %644 = stablehlo.multiply %arg70, %cst_16 : tensor<32xf32>
    %645 = stablehlo.multiply %412, %423 : tensor<2x8x32xf32>
    %646 = stablehlo.reduce(%645 init: %cst_74) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %647 = stablehlo.add %644, %646 : tensor<32xf32>
    %648 = stablehlo.multiply %647, %cst_15 : tensor<32xf32>
    %649 = stablehlo.subtract %arg8, %648 : tensor<32xf32>
    %650 = stablehlo.multiply %arg71, %cst_16 : tensor<32xf32>
    %651 = stablehlo.reduce(%412 init: %cst_74) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %652 = stablehlo.add %650, %651 : tensor<32xf32>
    %653 = stablehlo.multiply %652, %cst_15 : tensor<32xf32>
    %654 = stablehlo.subtract %arg33, %653 : tensor<32xf32>
    %655 = stablehlo.multiply %arg72, %cst_14 : tensor<32x32xf32>
    %656 = stablehlo.transpose %409, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %657 = stablehlo.dot_general %656, %129, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %658 = stablehlo.add %655, %657 : tensor<32x32xf32>
    %659 = stablehlo.multiply %658, %cst_13 : tensor<32x32xf32>
    %660 = stablehlo.subtract %arg41, %659 : tensor<32x32xf32>
    %661 = stablehlo.multiply %arg73, %cst_16 : tensor<32xf32>
    %662 = stablehlo.reduce(%409 init: %cst_74) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %663 = stablehlo.add %661, %662 : tensor<32xf32>
    %664 = stablehlo.multiply %663, %cst_15 : tensor<32xf32>
    %665 = stablehlo.subtract %arg40, %664 : tensor<32xf32>
    %666 = stablehlo.multiply %arg74, %cst_14 : tensor<32x32xf32>
    %667 = stablehlo.transpose %401, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %668 = stablehlo.dot_general %667, %129, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %669 = stablehlo.add %666, %668 : tensor<32x32xf32>
    %670 = stablehlo.multiply %669, %cst_13 : tensor<32x32xf32>
    %671 = stablehlo.subtract %arg39, %670 : tensor<32x32xf32>
    %672 = stablehlo.multiply %arg75, %cst_16 : tensor<32xf32>
    %673 = stablehlo.reduce(%401 init: %cst_74) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %674 = stablehlo.add %672, %673 : tensor<32xf32>
    %675 = stablehlo.multiply %674, %cst_15 : tensor<32xf32>
    %676 = stablehlo.subtract %arg38, %675 : tensor<32xf32>
    %677 = stablehlo.multiply %arg76, %cst_14 : tensor<32x32xf32>
    %678 = stablehlo.transpose %383, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %679 = stablehlo.dot_general %678, %129, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %680 = stablehlo.add %677, %679 : tensor<32x32xf32>
    %681 = stablehlo.multiply %680, %cst_13 : tensor<32x32xf32>
    %682 = stablehlo.subtract %arg37, %681 : tensor<32x32xf32>
    %683 = stablehlo.multiply %arg77, %cst_16 : tensor<32xf32>
    %684 = stablehlo.reduce(%383 init: %cst_74) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %685 = stablehlo.add %683, %684 : tensor<32xf32>
    %686 = stablehlo.multiply %685, %cst_15 : tensor<32xf32>
    %687 = stablehlo.subtract %arg36, %686 : tensor<32xf32>
    %688 = stablehlo.multiply %arg78, %cst_14 : tensor<32x32xf32>
    %689 = stablehlo.transpose %375, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %690 = stablehlo.dot_general %689, %166, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %691 = stablehlo.add %688, %690 : tensor<32x32xf32>
    %692 = stablehlo.multiply %691, %cst_13 : tensor<32x32xf32>
    %693 = stablehlo.subtract %arg35, %692 : tensor<32x32xf32>
    %694 = stablehlo.multiply %arg79, %cst_16 : tensor<32xf32>
    %695 = stablehlo.reduce(%375 init: %cst_74) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %696 = stablehlo.add %694, %695 : tensor<32xf32>
    %697 = stablehlo.multiply %696, %cst_15 : tensor<32xf32>
    %698 = stablehlo.subtract %arg34, %697 : tensor<32xf32>
    %699 = stablehlo.multiply %arg80, %cst_16 : tensor<32xf32>
    %700 = stablehlo.multiply %356, %367 : tensor<2x8x32xf32>
    %701 = stablehlo.reduce(%700 init: %cst_74) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %702 = stablehlo.add %699, %701 : tensor<32xf32>
    %703 = stablehlo.multiply %702, %cst_15 : tensor<32xf32>
    %704 = stablehlo.subtract %arg7, %703 : tensor<32xf32>
    %705 = stablehlo.multiply %arg81, %cst_16 : tensor<32xf32>
    %706 = stablehlo.reduce(%356 init: %cst_74) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %707 = stablehlo.add %705, %706 : tensor<32xf32>
    %708 = stablehlo.multiply %707, %cst_15 : tensor<32xf32>
    %709 = stablehlo.subtract %arg42, %708 : tensor<32xf32>
    %710 = stablehlo.multiply %arg82, %cst_12 : tensor<64x32xf32>
    %711 = stablehlo.transpose %353, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %712 = stablehlo.dot_general %711, %178, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %713 = stablehlo.add %710, %712 : tensor<64x32xf32>
    %714 = stablehlo.multiply %713, %cst_11 : tensor<64x32xf32>
    %715 = stablehlo.subtract %arg46, %714 : tensor<64x32xf32>
    %716 = stablehlo.multiply %arg83, %cst_10 : tensor<64xf32>
    %717 = stablehlo.reduce(%353 init: %cst_74) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %718 = stablehlo.add %716, %717 : tensor<64xf32>
    %719 = stablehlo.multiply %718, %cst_9 : tensor<64xf32>
    %720 = stablehlo.subtract %arg45, %719 : tensor<64xf32>
    %721 = stablehlo.multiply %arg84, %cst_8 : tensor<32x64xf32>
    %722 = stablehlo.transpose %342, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %723 = stablehlo.dot_general %722, %189, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %724 = stablehlo.add %721, %723 : tensor<32x64xf32>
    %725 = stablehlo.multiply %724, %cst_7 : tensor<32x64xf32>
    %726 = stablehlo.subtract %arg44, %725 : tensor<32x64xf32>
    %727 = stablehlo.multiply %arg85, %cst_16 : tensor<32xf32>
    %728 = stablehlo.reduce(%342 init: %cst_74) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %729 = stablehlo.add %727, %728 : tensor<32xf32>
    %730 = stablehlo.multiply %729, %cst_15 : tensor<32xf32>
    %731 = stablehlo.subtract %arg43, %730 : tensor<32xf32>
    %732 = stablehlo.multiply %arg86, %cst_16 : tensor<32xf32>
    %733 = stablehlo.multiply %324, %335 : tensor<2x8x32xf32>
    %734 = stablehlo.reduce(%733 init: %cst_74) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %735 = stablehlo.add %732, %734 : tensor<32xf32>
    %736 = stablehlo.multiply %735, %cst_15 : tensor<32xf32>
    %737 = stablehlo.subtract %arg6, %736 : tensor<32xf32>
    %738 = stablehlo.multiply %arg87, %cst_16 : tensor<32xf32>
    %739 = stablehlo.reduce(%324 init: %cst_74) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %740 = stablehlo.add %738, %739 : tensor<32xf32>
    %741 = stablehlo.multiply %740, %cst_15 : tensor<32xf32>
    %742 = stablehlo.subtract %arg47, %741 : tensor<32xf32>
    %743 = stablehlo.multiply %arg88, %cst_6 : tensor<1664x32xf32>
    %744 = stablehlo.transpose %322, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[1664,16]{0,1}"} : (tensor<16x1664xf32>) -> tensor<1664x16xf32>
    %745 = stablehlo.dot_general %744, %201, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1664x16xf32>, tensor<16x32xf32>) -> tensor<1664x32xf32>
    %746 = stablehlo.add %743, %745 : tensor<1664x32xf32>
    %747 = stablehlo.multiply %746, %cst_5 : tensor<1664x32xf32>
    %748 = stablehlo.subtract %arg5, %747 : tensor<1664x32xf32>
    %749 = stablehlo.multiply %arg89, %cst_4 : tensor<1664xf32>
    %750 = stablehlo.reduce(%322 init: %cst_74) applies stablehlo.add across dimensions = [0] : (tensor<16x1664xf32>, tensor<f32>) -> tensor<1664xf32>
    %751 = stablehlo.add %749, %750 : tensor<1664xf32>
    %752 = stablehlo.multiply %751, %cst_3 : tensor<1664xf32>
    %753 = stablehlo.subtract %arg4, %752 : tensor<1664xf32>
    %754 = stablehlo.multiply %arg90, %cst_2 : tensor<128x1664xf32>
    %755 = stablehlo.transpose %294, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %756 = stablehlo.dot_general %755, %217, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x1664xf32>) -> tensor<128x1664xf32>
    %757 = stablehlo.add %754, %756 : tensor<128x1664xf32>
    %758 = stablehlo.multiply %757, %cst_1 : tensor<128x1664xf32>
    %759 = stablehlo.subtract %arg2, %758 : tensor<128x1664xf32>
    %760 = stablehlo.multiply %arg91, %cst_0 : tensor<128xf32>
    %761 = stablehlo.reduce(%294 init: %cst_74) applies stablehlo.add across dimensions = [0] : (tensor<16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %762 = stablehlo.add %760, %761 : tensor<128xf32>
    %763 = stablehlo.multiply %762, %cst : tensor<128xf32>
    %764 = stablehlo.subtract %arg1, %763 : tensor<128xf32>
    %765 = stablehlo.multiply %arg92, %cst_4 : tensor<1664xf32>
    %766 = stablehlo.multiply %296, %307 : tensor<2x8x1664xf32>
    %767 = stablehlo.reduce(%766 init: %cst_74) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x1664xf32>, tensor<f32>) -> tensor<1664xf32>
    %768 = stablehlo.add %765, %767 : tensor<1664xf32>
    %769 = stablehlo.multiply %768, %cst_3 : tensor<1664xf32>
    %770 = stablehlo.subtract %arg3, %769 : tensor<1664xf32>
    %771 = stablehlo.multiply %arg93, %cst_4 : tensor<1664xf32>
    %772 = stablehlo.reduce(%296 init: %cst_74) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x1664xf32>, tensor<f32>) -> tensor<1664xf32>
    %773 = stablehlo.add %771, %772 : tensor<1664xf32>
    %774 = stablehlo.multiply %773, %cst_3 : tensor<1664xf32>
    %775 = stablehlo.subtract %arg48, %774 : tensor<1664xf32>
    return %242, %525, %539, %544, %550, %555, %561, %566, %572, %577, %583, %588, %594, %599, %605, %610, %616, %621, %627, %632, %638, %643, %649, %654, %660, %665, %671, %676, %682, %687, %693, %698, %704, %709, %715, %720, %726, %731, %737, %742, %748, %753, %759, %764, %770, %775, %523, %537, %542, %548, %553, %559, %564, %570, %575, %581, %586, %592, %597, %603, %608, %614, %619, %625, %630, %636, %641, %647, %652, %658, %663, %669, %674, %680, %685, %691, %696, %702, %707, %713, %718, %724, %729, %735, %740, %746, %751, %757, %762, %768, %773 : tensor<f32>, tensor<128x256xf32>, tensor<64x256xf32>, tensor<2x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32x256xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1664x32xf32>, tensor<1664xf32>, tensor<128x1664xf32>, tensor<128xf32>, tensor<1664xf32>, tensor<1664xf32>, tensor<128x256xf32>, tensor<64x256xf32>, tensor<2x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32x256xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1664x32xf32>, tensor<1664xf32>, tensor<128x1664xf32>, tensor<128xf32>, tensor<1664xf32>, tensor<1664xf32>
  }
}
