module @IrToHlo.2577 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128xf32> {tf.aliasing_output = 42 : i32}, %arg2: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg3: tensor<32xf32> {tf.aliasing_output = 45 : i32}, %arg4: tensor<32xf32> {tf.aliasing_output = 44 : i32}, %arg5: tensor<32x32xf32> {tf.aliasing_output = 43 : i32}, %arg6: tensor<32xf32> {tf.aliasing_output = 40 : i32}, %arg7: tensor<32xf32> {tf.aliasing_output = 34 : i32}, %arg8: tensor<32xf32> {tf.aliasing_output = 24 : i32}, %arg9: tensor<32xf32> {tf.aliasing_output = 18 : i32}, %arg10: tensor<32xf32> {tf.aliasing_output = 8 : i32}, %arg11: tensor<1x64xi64>, %arg12: tensor<64x32xf32> {tf.aliasing_output = 4 : i32}, %arg13: tensor<1x64xi64>, %arg14: tensor<2x32xf32> {tf.aliasing_output = 5 : i32}, %arg15: tensor<32xf32> {tf.aliasing_output = 7 : i32}, %arg16: tensor<32x1312xf32> {tf.aliasing_output = 6 : i32}, %arg17: tensor<910x768xf32> {tf.aliasing_output = 2 : i32}, %arg18: tensor<24858x512xf32> {tf.aliasing_output = 3 : i32}, %arg19: tensor<32xf32> {tf.aliasing_output = 9 : i32}, %arg20: tensor<32xf32> {tf.aliasing_output = 17 : i32}, %arg21: tensor<32x32xf32> {tf.aliasing_output = 16 : i32}, %arg22: tensor<32xf32> {tf.aliasing_output = 15 : i32}, %arg23: tensor<32x32xf32> {tf.aliasing_output = 14 : i32}, %arg24: tensor<2x8xi64>, %arg25: tensor<i1>, %arg26: tensor<32xf32> {tf.aliasing_output = 13 : i32}, %arg27: tensor<32x32xf32> {tf.aliasing_output = 12 : i32}, %arg28: tensor<32xf32> {tf.aliasing_output = 11 : i32}, %arg29: tensor<32x32xf32> {tf.aliasing_output = 10 : i32}, %arg30: tensor<32xf32> {tf.aliasing_output = 19 : i32}, %arg31: tensor<32xf32> {tf.aliasing_output = 23 : i32}, %arg32: tensor<32x64xf32> {tf.aliasing_output = 22 : i32}, %arg33: tensor<64xf32> {tf.aliasing_output = 21 : i32}, %arg34: tensor<64x32xf32> {tf.aliasing_output = 20 : i32}, %arg35: tensor<32xf32> {tf.aliasing_output = 25 : i32}, %arg36: tensor<32xf32> {tf.aliasing_output = 33 : i32}, %arg37: tensor<32x32xf32> {tf.aliasing_output = 32 : i32}, %arg38: tensor<32xf32> {tf.aliasing_output = 31 : i32}, %arg39: tensor<32x32xf32> {tf.aliasing_output = 30 : i32}, %arg40: tensor<32xf32> {tf.aliasing_output = 29 : i32}, %arg41: tensor<32x32xf32> {tf.aliasing_output = 28 : i32}, %arg42: tensor<32xf32> {tf.aliasing_output = 27 : i32}, %arg43: tensor<32x32xf32> {tf.aliasing_output = 26 : i32}, %arg44: tensor<32xf32> {tf.aliasing_output = 35 : i32}, %arg45: tensor<32xf32> {tf.aliasing_output = 39 : i32}, %arg46: tensor<32x64xf32> {tf.aliasing_output = 38 : i32}, %arg47: tensor<64xf32> {tf.aliasing_output = 37 : i32}, %arg48: tensor<64x32xf32> {tf.aliasing_output = 36 : i32}, %arg49: tensor<32xf32> {tf.aliasing_output = 41 : i32}, %arg50: tensor<32xf32> {tf.aliasing_output = 46 : i32}, %arg51: tensor<128x32xf32> {tf.aliasing_output = 47 : i32}, %arg52: tensor<910x768xf32> {tf.aliasing_output = 48 : i32}, %arg53: tensor<24858x512xf32> {tf.aliasing_output = 49 : i32}, %arg54: tensor<64x32xf32> {tf.aliasing_output = 50 : i32}, %arg55: tensor<2x32xf32> {tf.aliasing_output = 51 : i32}, %arg56: tensor<32x1312xf32> {tf.aliasing_output = 52 : i32}, %arg57: tensor<32xf32> {tf.aliasing_output = 53 : i32}, %arg58: tensor<32xf32> {tf.aliasing_output = 54 : i32}, %arg59: tensor<32xf32> {tf.aliasing_output = 55 : i32}, %arg60: tensor<32x32xf32> {tf.aliasing_output = 56 : i32}, %arg61: tensor<32xf32> {tf.aliasing_output = 57 : i32}, %arg62: tensor<32x32xf32> {tf.aliasing_output = 58 : i32}, %arg63: tensor<32xf32> {tf.aliasing_output = 59 : i32}, %arg64: tensor<32x32xf32> {tf.aliasing_output = 60 : i32}, %arg65: tensor<32xf32> {tf.aliasing_output = 61 : i32}, %arg66: tensor<32x32xf32> {tf.aliasing_output = 62 : i32}, %arg67: tensor<32xf32> {tf.aliasing_output = 63 : i32}, %arg68: tensor<32xf32> {tf.aliasing_output = 64 : i32}, %arg69: tensor<32xf32> {tf.aliasing_output = 65 : i32}, %arg70: tensor<64x32xf32> {tf.aliasing_output = 66 : i32}, %arg71: tensor<64xf32> {tf.aliasing_output = 67 : i32}, %arg72: tensor<32x64xf32> {tf.aliasing_output = 68 : i32}, %arg73: tensor<32xf32> {tf.aliasing_output = 69 : i32}, %arg74: tensor<32xf32> {tf.aliasing_output = 70 : i32}, %arg75: tensor<32xf32> {tf.aliasing_output = 71 : i32}, %arg76: tensor<32x32xf32> {tf.aliasing_output = 72 : i32}, %arg77: tensor<32xf32> {tf.aliasing_output = 73 : i32}, %arg78: tensor<32x32xf32> {tf.aliasing_output = 74 : i32}, %arg79: tensor<32xf32> {tf.aliasing_output = 75 : i32}, %arg80: tensor<32x32xf32> {tf.aliasing_output = 76 : i32}, %arg81: tensor<32xf32> {tf.aliasing_output = 77 : i32}, %arg82: tensor<32x32xf32> {tf.aliasing_output = 78 : i32}, %arg83: tensor<32xf32> {tf.aliasing_output = 79 : i32}, %arg84: tensor<32xf32> {tf.aliasing_output = 80 : i32}, %arg85: tensor<32xf32> {tf.aliasing_output = 81 : i32}, %arg86: tensor<64x32xf32> {tf.aliasing_output = 82 : i32}, %arg87: tensor<64xf32> {tf.aliasing_output = 83 : i32}, %arg88: tensor<32x64xf32> {tf.aliasing_output = 84 : i32}, %arg89: tensor<32xf32> {tf.aliasing_output = 85 : i32}, %arg90: tensor<32xf32> {tf.aliasing_output = 86 : i32}, %arg91: tensor<32xf32> {tf.aliasing_output = 87 : i32}, %arg92: tensor<128xf32> {tf.aliasing_output = 88 : i32}, %arg93: tensor<32x32xf32> {tf.aliasing_output = 89 : i32}, %arg94: tensor<32xf32> {tf.aliasing_output = 90 : i32}, %arg95: tensor<32xf32> {tf.aliasing_output = 91 : i32}, %arg96: tensor<32xf32> {tf.aliasing_output = 92 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<910x768xf32>, tensor<24858x512xf32>, tensor<64x32xf32>, tensor<2x32xf32>, tensor<32x1312xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<910x768xf32>, tensor<24858x512xf32>, tensor<64x32xf32>, tensor<2x32xf32>, tensor<32x1312xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) {
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
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<32x1312xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<32x1312xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<2x32xf32>
    %c = stablehlo.constant dense<-1> : tensor<2x8xi64>
    %c_12 = stablehlo.constant dense<2> : tensor<2x8xi64>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<2x32xf32>
    %cst_14 = stablehlo.constant dense<0.899999976> : tensor<2x32xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-01> : tensor<64x32xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<1x8x32xf32>
    %c_17 = stablehlo.constant dense<-1> : tensor<1x8xi64>
    %c_18 = stablehlo.constant dense<64> : tensor<1x8xi64>
    %c_19 = stablehlo.constant dense<0> : tensor<1x8xi64>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<64x32xf32>
    %cst_21 = stablehlo.constant dense<0.899999976> : tensor<64x32xf32>
    %cst_22 = stablehlo.constant dense<1.000000e-01> : tensor<24858x512xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x512xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<24858x512xf32>
    %cst_25 = stablehlo.constant dense<0.899999976> : tensor<24858x512xf32>
    %cst_26 = stablehlo.constant dense<1.000000e-01> : tensor<910x768xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x768xf32>
    %c_28 = stablehlo.constant dense<0> : tensor<2x8x1xi64>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<910x768xf32>
    %cst_30 = stablehlo.constant dense<0.899999976> : tensor<910x768xf32>
    %cst_31 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %cst_32 = stablehlo.constant dense<0.398942292> : tensor<2x8x64xf32>
    %cst_33 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x64xf32>
    %cst_34 = stablehlo.constant dense<0.398942292> : tensor<2x8x32xf32>
    %cst_35 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x32xf32>
    %cst_36 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_37 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x1xf32>
    %cst_38 = stablehlo.constant dense<9.99999996E-13> : tensor<16xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_40 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_43 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_44 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_45 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_46 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_47 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_48 = stablehlo.constant dense<0.707106769> : tensor<2x8x32xf32>
    %cst_49 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x32xf32>
    %cst_50 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_51 = stablehlo.constant dense<0.707106769> : tensor<2x8x64xf32>
    %cst_52 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x64xf32>
    %cst_53 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_55 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_56 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %c_57 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_58 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_59 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_60 = stablehlo.constant dense<1> : tensor<1x1x8x1xui8>
    %cst_61 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_63 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_64 = stablehlo.constant dense<0> : tensor<1x8x1xui32>
    %c_65 = stablehlo.constant dense<0> : tensor<16xui32>
    %c_66 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_67 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_68 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_69 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_70 = stablehlo.constant dense<0> : tensor<1x1x8x1xui8>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg50, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg49, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %2 = stablehlo.broadcast_in_dim %arg44, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %3 = stablehlo.broadcast_in_dim %arg35, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %4 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %7 = stablehlo.convert %6 : (tensor<16xi64>) -> tensor<16xui32>
    %8 = "stablehlo.gather"(%arg2, %7) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %9 = stablehlo.reshape %8 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %10 = "stablehlo.gather"(%arg18, %c_65) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 512>}> : (tensor<24858x512xf32>, tensor<16xui32>) -> tensor<16x512xf32>
    %11 = stablehlo.reshape %10 : (tensor<16x512xf32>) -> tensor<2x8x512xf32>
    %12 = "stablehlo.gather"(%arg17, %c_65) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 768>}> : (tensor<910x768xf32>, tensor<16xui32>) -> tensor<16x768xf32>
    %13 = stablehlo.reshape %12 : (tensor<16x768xf32>) -> tensor<2x8x768xf32>
    %14 = stablehlo.concatenate %9, %11, %13, dim = 2 : (tensor<2x8x32xf32>, tensor<2x8x512xf32>, tensor<2x8x768xf32>) -> tensor<2x8x1312xf32>
    %15 = stablehlo.reshape %14 : (tensor<2x8x1312xf32>) -> tensor<16x1312xf32>
    %16 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[1312,32]{0,1}"} : (tensor<32x1312xf32>) -> tensor<1312x32xf32>
    %17 = stablehlo.dot_general %15, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x1312xf32>, tensor<1312x32xf32>) -> tensor<16x32xf32>
    %18 = stablehlo.broadcast_in_dim %arg15, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %19 = stablehlo.add %17, %18 : tensor<16x32xf32>
    %20 = stablehlo.reshape %19 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %21 = stablehlo.slice %arg11 [0:1, 0:8] : (tensor<1x64xi64>) -> tensor<1x8xi64>
    %22 = stablehlo.convert %21 : (tensor<1x8xi64>) -> tensor<1x8xui32>
    %23 = stablehlo.reshape %22 : (tensor<1x8xui32>) -> tensor<1x8x1xui32>
    %24 = stablehlo.concatenate %c_64, %23, dim = 2 : (tensor<1x8x1xui32>, tensor<1x8x1xui32>) -> tensor<1x8x2xui32>
    %25 = "stablehlo.gather"(%arg13, %24) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<1x64xi64>, tensor<1x8x2xui32>) -> tensor<1x8xi64>
    %26 = stablehlo.reshape %25 : (tensor<1x8xi64>) -> tensor<8xi64>
    %27 = stablehlo.broadcast_in_dim %26, dims = [1] : (tensor<8xi64>) -> tensor<2x8xi64>
    %28 = stablehlo.reshape %27 : (tensor<2x8xi64>) -> tensor<16xi64>
    %29 = stablehlo.convert %28 : (tensor<16xi64>) -> tensor<16xui32>
    %30 = "stablehlo.gather"(%arg14, %29) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<2x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %31 = stablehlo.reshape %30 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %32 = stablehlo.add %20, %31 : tensor<2x8x32xf32>
    %33 = stablehlo.reshape %21 : (tensor<1x8xi64>) -> tensor<8xi64>
    %34 = stablehlo.convert %33 : (tensor<8xi64>) -> tensor<8xui32>
    %35 = "stablehlo.gather"(%arg12, %34) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<8xui32>) -> tensor<8x32xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [1, 2] : (tensor<8x32xf32>) -> tensor<2x8x32xf32>
    %37 = stablehlo.add %32, %36 : tensor<2x8x32xf32>
    %38 = stablehlo.reshape %37 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%38, %cst_63, %cst_62) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %39 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %40 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %41 = stablehlo.multiply %39, %40 : tensor<2x8x32xf32>
    %42 = stablehlo.add %5, %41 : tensor<2x8x32xf32>
    %43 = stablehlo.reshape %42 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %44 = stablehlo.transpose %arg29, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %45 = stablehlo.dot_general %43, %44, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %46 = stablehlo.broadcast_in_dim %arg28, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %47 = stablehlo.add %45, %46 : tensor<16x32xf32>
    %48 = stablehlo.reshape %47 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %49 = stablehlo.transpose %48, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %50 = stablehlo.multiply %49, %cst_61 : tensor<2x4x8x8xf32>
    %51 = stablehlo.reshape %50 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %52 = stablehlo.transpose %arg27, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %53 = stablehlo.dot_general %43, %52, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %54 = stablehlo.broadcast_in_dim %arg26, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %55 = stablehlo.add %53, %54 : tensor<16x32xf32>
    %56 = stablehlo.reshape %55 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %57 = stablehlo.transpose %56, dims = [0, 2, 3, 1] : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %58 = stablehlo.multiply %57, %cst_61 : tensor<2x4x8x8xf32>
    %59 = stablehlo.reshape %58 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %60 = stablehlo.dot_general %51, %59, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %61 = stablehlo.reshape %60 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %62 = stablehlo.convert %arg25 : (tensor<i1>) -> tensor<ui8>
    %63 = stablehlo.broadcast_in_dim %62, dims = [] : (tensor<ui8>) -> tensor<1x1x8x1xui8>
    %64 = stablehlo.and %63, %c_60 : tensor<1x1x8x1xui8>
    %65 = stablehlo.compare  NE, %64, %c_70 : (tensor<1x1x8x1xui8>, tensor<1x1x8x1xui8>) -> tensor<1x1x8x1xi1>
    %66 = stablehlo.convert %65 : (tensor<1x1x8x1xi1>) -> tensor<1x1x8x1xui8>
    %67 = stablehlo.reshape %66 : (tensor<1x1x8x1xui8>) -> tensor<1x8xui8>
    %68 = stablehlo.broadcast_in_dim %67, dims = [1, 2] : (tensor<1x8xui8>) -> tensor<2x1x8x8xui8>
    %69 = stablehlo.compare  NE, %arg24, %c_69 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %70 = stablehlo.broadcast_in_dim %c_59, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %71 = stablehlo.compare  LT, %70, %c_58 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %72 = stablehlo.add %70, %c_57 : tensor<2x1x1x8xi64>
    %73 = stablehlo.select %71, %72, %70 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %74 = stablehlo.reshape %73 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %75 = stablehlo.broadcast_in_dim %c_56, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %76 = stablehlo.compare  LT, %75, %c_58 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %77 = stablehlo.add %75, %c_55 : tensor<2x1x1x8xi64>
    %78 = stablehlo.select %76, %77, %75 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %79 = stablehlo.reshape %78 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %80 = stablehlo.concatenate %74, %79, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %81 = "stablehlo.gather"(%69, %80) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %82 = stablehlo.convert %81 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %83 = stablehlo.reshape %82 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %85 = stablehlo.and %68, %84 : tensor<2x1x8x8xui8>
    %86 = stablehlo.compare  NE, %85, %c_68 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %87 = stablehlo.select %86, %cst_54, %cst_53 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %88 = stablehlo.reshape %87 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %90 = stablehlo.add %61, %89 : tensor<2x4x8x8xf32>
    %91 = stablehlo.reduce(%90 init: %cst_67) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %93 = stablehlo.subtract %90, %92 : tensor<2x4x8x8xf32>
    %94 = stablehlo.exponential %93 : tensor<2x4x8x8xf32>
    %95 = stablehlo.reduce(%94 init: %cst_71) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %97 = stablehlo.divide %94, %96 : tensor<2x4x8x8xf32>
    %98 = stablehlo.reshape %97 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %99 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %100 = stablehlo.dot_general %43, %99, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %101 = stablehlo.broadcast_in_dim %arg22, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %102 = stablehlo.add %100, %101 : tensor<16x32xf32>
    %103 = stablehlo.reshape %102 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %104 = stablehlo.transpose %103, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %105 = stablehlo.reshape %104 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %106 = stablehlo.dot_general %98, %105, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %107 = stablehlo.reshape %106 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %108 = stablehlo.transpose %107, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %109 = stablehlo.reshape %108 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %110 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %111 = stablehlo.dot_general %109, %110, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %112 = stablehlo.broadcast_in_dim %arg20, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %113 = stablehlo.add %111, %112 : tensor<16x32xf32>
    %114 = stablehlo.reshape %113 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %115 = stablehlo.add %114, %42 : tensor<2x8x32xf32>
    %116 = stablehlo.reshape %115 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_72, %batch_mean_73, %batch_var_74 = "stablehlo.batch_norm_training"(%116, %cst_63, %cst_62) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %117 = stablehlo.reshape %output_72 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %118 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %119 = stablehlo.multiply %117, %118 : tensor<2x8x32xf32>
    %120 = stablehlo.add %4, %119 : tensor<2x8x32xf32>
    %121 = stablehlo.reshape %120 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %122 = stablehlo.transpose %arg34, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %123 = stablehlo.dot_general %121, %122, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %124 = stablehlo.broadcast_in_dim %arg33, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %125 = stablehlo.add %123, %124 : tensor<16x64xf32>
    %126 = stablehlo.reshape %125 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %127 = stablehlo.multiply %126, %cst_52 : tensor<2x8x64xf32>
    %128 = stablehlo.multiply %126, %cst_51 : tensor<2x8x64xf32>
    %129 = stablehlo.custom_call @mhlo.erf(%128) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %130 = stablehlo.add %129, %cst_50 : tensor<2x8x64xf32>
    %131 = stablehlo.multiply %127, %130 : tensor<2x8x64xf32>
    %132 = stablehlo.reshape %131 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %133 = stablehlo.transpose %arg32, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %134 = stablehlo.dot_general %132, %133, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %135 = stablehlo.broadcast_in_dim %arg31, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %136 = stablehlo.add %134, %135 : tensor<16x32xf32>
    %137 = stablehlo.reshape %136 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %138 = stablehlo.add %137, %120 : tensor<2x8x32xf32>
    %139 = stablehlo.reshape %138 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_75, %batch_mean_76, %batch_var_77 = "stablehlo.batch_norm_training"(%139, %cst_63, %cst_62) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %140 = stablehlo.reshape %output_75 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %141 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %142 = stablehlo.multiply %140, %141 : tensor<2x8x32xf32>
    %143 = stablehlo.add %3, %142 : tensor<2x8x32xf32>
    %144 = stablehlo.reshape %143 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %145 = stablehlo.transpose %arg43, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %146 = stablehlo.dot_general %144, %145, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %147 = stablehlo.broadcast_in_dim %arg42, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %148 = stablehlo.add %146, %147 : tensor<16x32xf32>
    %149 = stablehlo.reshape %148 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %150 = stablehlo.transpose %149, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %151 = stablehlo.multiply %150, %cst_61 : tensor<2x4x8x8xf32>
    %152 = stablehlo.reshape %151 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %153 = stablehlo.transpose %arg41, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %154 = stablehlo.dot_general %144, %153, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %155 = stablehlo.broadcast_in_dim %arg40, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %156 = stablehlo.add %154, %155 : tensor<16x32xf32>
    %157 = stablehlo.reshape %156 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %158 = stablehlo.transpose %157, dims = [0, 2, 3, 1] : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %159 = stablehlo.multiply %158, %cst_61 : tensor<2x4x8x8xf32>
    %160 = stablehlo.reshape %159 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %161 = stablehlo.dot_general %152, %160, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %162 = stablehlo.reshape %161 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %163 = stablehlo.add %162, %89 : tensor<2x4x8x8xf32>
    %164 = stablehlo.reduce(%163 init: %cst_67) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %166 = stablehlo.subtract %163, %165 : tensor<2x4x8x8xf32>
    %167 = stablehlo.exponential %166 : tensor<2x4x8x8xf32>
    %168 = stablehlo.reduce(%167 init: %cst_71) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %170 = stablehlo.divide %167, %169 : tensor<2x4x8x8xf32>
    %171 = stablehlo.reshape %170 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %172 = stablehlo.transpose %arg39, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %173 = stablehlo.dot_general %144, %172, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %174 = stablehlo.broadcast_in_dim %arg38, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %175 = stablehlo.add %173, %174 : tensor<16x32xf32>
    %176 = stablehlo.reshape %175 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %177 = stablehlo.transpose %176, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %178 = stablehlo.reshape %177 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %179 = stablehlo.dot_general %171, %178, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %180 = stablehlo.reshape %179 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %181 = stablehlo.transpose %180, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %182 = stablehlo.reshape %181 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %183 = stablehlo.transpose %arg37, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %184 = stablehlo.dot_general %182, %183, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %185 = stablehlo.broadcast_in_dim %arg36, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %186 = stablehlo.add %184, %185 : tensor<16x32xf32>
    %187 = stablehlo.reshape %186 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %188 = stablehlo.add %187, %143 : tensor<2x8x32xf32>
    %189 = stablehlo.reshape %188 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_78, %batch_mean_79, %batch_var_80 = "stablehlo.batch_norm_training"(%189, %cst_63, %cst_62) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %190 = stablehlo.reshape %output_78 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %191 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %192 = stablehlo.multiply %190, %191 : tensor<2x8x32xf32>
    %193 = stablehlo.add %2, %192 : tensor<2x8x32xf32>
    %194 = stablehlo.reshape %193 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %195 = stablehlo.transpose %arg48, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %196 = stablehlo.dot_general %194, %195, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %197 = stablehlo.broadcast_in_dim %arg47, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %198 = stablehlo.add %196, %197 : tensor<16x64xf32>
    %199 = stablehlo.reshape %198 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %200 = stablehlo.multiply %199, %cst_52 : tensor<2x8x64xf32>
    %201 = stablehlo.multiply %199, %cst_51 : tensor<2x8x64xf32>
    %202 = stablehlo.custom_call @mhlo.erf(%201) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %203 = stablehlo.add %202, %cst_50 : tensor<2x8x64xf32>
    %204 = stablehlo.multiply %200, %203 : tensor<2x8x64xf32>
    %205 = stablehlo.reshape %204 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %206 = stablehlo.transpose %arg46, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %207 = stablehlo.dot_general %205, %206, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %208 = stablehlo.broadcast_in_dim %arg45, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %209 = stablehlo.add %207, %208 : tensor<16x32xf32>
    %210 = stablehlo.reshape %209 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %211 = stablehlo.add %210, %193 : tensor<2x8x32xf32>
    %212 = stablehlo.reshape %211 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_81, %batch_mean_82, %batch_var_83 = "stablehlo.batch_norm_training"(%212, %cst_63, %cst_62) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %213 = stablehlo.reshape %output_81 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %214 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %215 = stablehlo.multiply %213, %214 : tensor<2x8x32xf32>
    %216 = stablehlo.add %1, %215 : tensor<2x8x32xf32>
    %217 = stablehlo.reshape %216 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %218 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %219 = stablehlo.dot_general %217, %218, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %220 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %221 = stablehlo.add %219, %220 : tensor<16x32xf32>
    %222 = stablehlo.reshape %221 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %223 = stablehlo.multiply %222, %cst_49 : tensor<2x8x32xf32>
    %224 = stablehlo.multiply %222, %cst_48 : tensor<2x8x32xf32>
    %225 = stablehlo.custom_call @mhlo.erf(%224) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %226 = stablehlo.add %225, %cst_47 : tensor<2x8x32xf32>
    %227 = stablehlo.multiply %223, %226 : tensor<2x8x32xf32>
    %228 = stablehlo.reshape %227 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_84, %batch_mean_85, %batch_var_86 = "stablehlo.batch_norm_training"(%228, %cst_63, %cst_62) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %229 = stablehlo.reshape %output_84 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %230 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %231 = stablehlo.multiply %229, %230 : tensor<2x8x32xf32>
    %232 = stablehlo.add %0, %231 : tensor<2x8x32xf32>
    %233 = stablehlo.reshape %232 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %234 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %235 = stablehlo.dot_general %233, %234, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %236 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<128xf32>) -> tensor<16x128xf32>
    %237 = stablehlo.add %235, %236 : tensor<16x128xf32>
    %238 = stablehlo.reshape %237 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %239 = stablehlo.slice %238 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %240 = stablehlo.reduce(%239 init: %cst_67) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %242 = stablehlo.subtract %239, %241 : tensor<2x7x128xf32>
    %243 = stablehlo.exponential %242 : tensor<2x7x128xf32>
    %244 = stablehlo.reduce(%243 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %245 = stablehlo.log %244 : tensor<2x7xf32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %247 = stablehlo.subtract %242, %246 : tensor<2x7x128xf32>
    %248 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %250 = stablehlo.broadcast_in_dim %c_66, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %251 = stablehlo.compare  EQ, %249, %250 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %252 = stablehlo.convert %251 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %253 = stablehlo.convert %252 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %254 = stablehlo.multiply %247, %253 : tensor<2x7x128xf32>
    %255 = stablehlo.reduce(%254 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %256 = stablehlo.reduce(%255 init: %cst_71) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %257 = stablehlo.multiply %256, %cst_46 : tensor<f32>
    %258 = stablehlo.negate %257 : tensor<f32>
    %259 = stablehlo.multiply %arg51, %cst_45 : tensor<128x32xf32>
    %260 = stablehlo.multiply %253, %cst_43 : tensor<2x7x128xf32>
    %261 = stablehlo.exponential %247 : tensor<2x7x128xf32>
    %262 = stablehlo.reduce(%260 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %263 = stablehlo.broadcast_in_dim %262, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %264 = stablehlo.multiply %261, %263 : tensor<2x7x128xf32>
    %265 = stablehlo.subtract %260, %264 : tensor<2x7x128xf32>
    %266 = stablehlo.pad %265, %cst_71, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %267 = stablehlo.select %c_44, %266, %cst_42 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %268 = stablehlo.reshape %267 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %269 = stablehlo.transpose %268, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %270 = stablehlo.dot_general %269, %233, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %271 = stablehlo.compare  LT, %arg0, %c_69 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %272 = stablehlo.add %arg0, %c_40 : tensor<2x8xi64>
    %273 = stablehlo.select %271, %272, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %274 = stablehlo.reshape %273 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %275 = stablehlo.compare  EQ, %arg0, %c_69 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %277 = stablehlo.add %batch_var, %cst_38 : tensor<16xf32>
    %278 = stablehlo.rsqrt %277 : tensor<16xf32>
    %279 = stablehlo.reshape %278 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %280 = stablehlo.divide %279, %cst_37 : tensor<2x8x1xf32>
    %281 = stablehlo.reshape %280 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %283 = stablehlo.add %batch_var_74, %cst_38 : tensor<16xf32>
    %284 = stablehlo.rsqrt %283 : tensor<16xf32>
    %285 = stablehlo.reshape %284 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %286 = stablehlo.divide %285, %cst_37 : tensor<2x8x1xf32>
    %287 = stablehlo.reshape %286 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %289 = stablehlo.add %batch_var_77, %cst_38 : tensor<16xf32>
    %290 = stablehlo.rsqrt %289 : tensor<16xf32>
    %291 = stablehlo.reshape %290 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %292 = stablehlo.divide %291, %cst_37 : tensor<2x8x1xf32>
    %293 = stablehlo.reshape %292 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %294 = stablehlo.broadcast_in_dim %293, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %295 = stablehlo.add %batch_var_80, %cst_38 : tensor<16xf32>
    %296 = stablehlo.rsqrt %295 : tensor<16xf32>
    %297 = stablehlo.reshape %296 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %298 = stablehlo.divide %297, %cst_37 : tensor<2x8x1xf32>
    %299 = stablehlo.reshape %298 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %301 = stablehlo.add %batch_var_83, %cst_38 : tensor<16xf32>
    %302 = stablehlo.rsqrt %301 : tensor<16xf32>
    %303 = stablehlo.reshape %302 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %304 = stablehlo.divide %303, %cst_37 : tensor<2x8x1xf32>
    %305 = stablehlo.reshape %304 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %306 = stablehlo.broadcast_in_dim %305, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %307 = stablehlo.add %batch_var_86, %cst_38 : tensor<16xf32>
    %308 = stablehlo.rsqrt %307 : tensor<16xf32>
    %309 = stablehlo.reshape %308 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %310 = stablehlo.divide %309, %cst_37 : tensor<2x8x1xf32>
    %311 = stablehlo.reshape %310 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %312 = stablehlo.broadcast_in_dim %311, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %313 = stablehlo.dot_general %268, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %314 = stablehlo.reshape %313 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %315 = stablehlo.multiply %314, %230 : tensor<2x8x32xf32>
    %316 = stablehlo.multiply %315, %cst_36 : tensor<2x8x32xf32>
    %317 = stablehlo.reduce(%315 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %318 = stablehlo.broadcast_in_dim %317, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %319 = stablehlo.subtract %316, %318 : tensor<2x8x32xf32>
    %320 = stablehlo.reshape %batch_mean_85 : (tensor<16xf32>) -> tensor<2x8xf32>
    %321 = stablehlo.broadcast_in_dim %320, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %322 = stablehlo.subtract %227, %321 : tensor<2x8x32xf32>
    %323 = stablehlo.reshape %308 : (tensor<16xf32>) -> tensor<2x8xf32>
    %324 = stablehlo.broadcast_in_dim %323, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %325 = stablehlo.multiply %322, %324 : tensor<2x8x32xf32>
    %326 = stablehlo.multiply %315, %325 : tensor<2x8x32xf32>
    %327 = stablehlo.reduce(%326 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %328 = stablehlo.broadcast_in_dim %327, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %329 = stablehlo.multiply %325, %328 : tensor<2x8x32xf32>
    %330 = stablehlo.subtract %319, %329 : tensor<2x8x32xf32>
    %331 = stablehlo.multiply %312, %330 : tensor<2x8x32xf32>
    %332 = stablehlo.multiply %226, %cst_49 : tensor<2x8x32xf32>
    %333 = stablehlo.multiply %222, %222 : tensor<2x8x32xf32>
    %334 = stablehlo.multiply %333, %cst_35 : tensor<2x8x32xf32>
    %335 = stablehlo.exponential %334 : tensor<2x8x32xf32>
    %336 = stablehlo.multiply %335, %cst_34 : tensor<2x8x32xf32>
    %337 = stablehlo.multiply %222, %336 : tensor<2x8x32xf32>
    %338 = stablehlo.add %332, %337 : tensor<2x8x32xf32>
    %339 = stablehlo.multiply %331, %338 : tensor<2x8x32xf32>
    %340 = stablehlo.reshape %339 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %341 = stablehlo.dot_general %340, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %342 = stablehlo.reshape %341 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %343 = stablehlo.multiply %342, %214 : tensor<2x8x32xf32>
    %344 = stablehlo.multiply %343, %cst_36 : tensor<2x8x32xf32>
    %345 = stablehlo.reduce(%343 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %346 = stablehlo.broadcast_in_dim %345, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %347 = stablehlo.subtract %344, %346 : tensor<2x8x32xf32>
    %348 = stablehlo.reshape %batch_mean_82 : (tensor<16xf32>) -> tensor<2x8xf32>
    %349 = stablehlo.broadcast_in_dim %348, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %350 = stablehlo.subtract %211, %349 : tensor<2x8x32xf32>
    %351 = stablehlo.reshape %302 : (tensor<16xf32>) -> tensor<2x8xf32>
    %352 = stablehlo.broadcast_in_dim %351, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %353 = stablehlo.multiply %350, %352 : tensor<2x8x32xf32>
    %354 = stablehlo.multiply %343, %353 : tensor<2x8x32xf32>
    %355 = stablehlo.reduce(%354 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %356 = stablehlo.broadcast_in_dim %355, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %357 = stablehlo.multiply %353, %356 : tensor<2x8x32xf32>
    %358 = stablehlo.subtract %347, %357 : tensor<2x8x32xf32>
    %359 = stablehlo.multiply %306, %358 : tensor<2x8x32xf32>
    %360 = stablehlo.reshape %359 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %361 = stablehlo.dot_general %360, %arg46, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %362 = stablehlo.reshape %361 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %363 = stablehlo.multiply %203, %cst_52 : tensor<2x8x64xf32>
    %364 = stablehlo.multiply %199, %199 : tensor<2x8x64xf32>
    %365 = stablehlo.multiply %364, %cst_33 : tensor<2x8x64xf32>
    %366 = stablehlo.exponential %365 : tensor<2x8x64xf32>
    %367 = stablehlo.multiply %366, %cst_32 : tensor<2x8x64xf32>
    %368 = stablehlo.multiply %199, %367 : tensor<2x8x64xf32>
    %369 = stablehlo.add %363, %368 : tensor<2x8x64xf32>
    %370 = stablehlo.multiply %362, %369 : tensor<2x8x64xf32>
    %371 = stablehlo.reshape %370 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %372 = stablehlo.dot_general %371, %arg48, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %373 = stablehlo.reshape %372 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %374 = stablehlo.add %359, %373 : tensor<2x8x32xf32>
    %375 = stablehlo.multiply %374, %191 : tensor<2x8x32xf32>
    %376 = stablehlo.multiply %375, %cst_36 : tensor<2x8x32xf32>
    %377 = stablehlo.reduce(%375 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %378 = stablehlo.broadcast_in_dim %377, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %379 = stablehlo.subtract %376, %378 : tensor<2x8x32xf32>
    %380 = stablehlo.reshape %batch_mean_79 : (tensor<16xf32>) -> tensor<2x8xf32>
    %381 = stablehlo.broadcast_in_dim %380, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %382 = stablehlo.subtract %188, %381 : tensor<2x8x32xf32>
    %383 = stablehlo.reshape %296 : (tensor<16xf32>) -> tensor<2x8xf32>
    %384 = stablehlo.broadcast_in_dim %383, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %385 = stablehlo.multiply %382, %384 : tensor<2x8x32xf32>
    %386 = stablehlo.multiply %375, %385 : tensor<2x8x32xf32>
    %387 = stablehlo.reduce(%386 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %388 = stablehlo.broadcast_in_dim %387, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %389 = stablehlo.multiply %385, %388 : tensor<2x8x32xf32>
    %390 = stablehlo.subtract %379, %389 : tensor<2x8x32xf32>
    %391 = stablehlo.multiply %300, %390 : tensor<2x8x32xf32>
    %392 = stablehlo.transpose %171, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %393 = stablehlo.reshape %391 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %394 = stablehlo.dot_general %393, %arg37, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %395 = stablehlo.reshape %394 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %396 = stablehlo.transpose %395, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %397 = stablehlo.reshape %396 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %398 = stablehlo.dot_general %392, %397, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %399 = stablehlo.reshape %398 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %400 = stablehlo.transpose %399, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %401 = stablehlo.reshape %400 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %402 = stablehlo.dot_general %401, %arg39, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %403 = stablehlo.reshape %402 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %404 = stablehlo.add %391, %403 : tensor<2x8x32xf32>
    %405 = stablehlo.transpose %152, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %406 = stablehlo.transpose %178, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %407 = stablehlo.dot_general %397, %406, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %408 = stablehlo.reshape %407 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %409 = stablehlo.multiply %408, %170 : tensor<2x4x8x8xf32>
    %410 = stablehlo.reduce(%409 init: %cst_71) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %411 = stablehlo.broadcast_in_dim %410, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %412 = stablehlo.multiply %170, %411 : tensor<2x4x8x8xf32>
    %413 = stablehlo.subtract %409, %412 : tensor<2x4x8x8xf32>
    %414 = stablehlo.reshape %413 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %415 = stablehlo.dot_general %405, %414, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %416 = stablehlo.reshape %415 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %417 = stablehlo.multiply %416, %cst_61 : tensor<2x4x8x8xf32>
    %418 = stablehlo.transpose %417, dims = [0, 3, 1, 2] : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %419 = stablehlo.reshape %418 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %420 = stablehlo.dot_general %419, %arg41, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %421 = stablehlo.reshape %420 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %422 = stablehlo.add %404, %421 : tensor<2x8x32xf32>
    %423 = stablehlo.transpose %160, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %424 = stablehlo.dot_general %414, %423, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %425 = stablehlo.reshape %424 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %426 = stablehlo.multiply %425, %cst_61 : tensor<2x4x8x8xf32>
    %427 = stablehlo.transpose %426, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %428 = stablehlo.reshape %427 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %429 = stablehlo.dot_general %428, %arg43, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %430 = stablehlo.reshape %429 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %431 = stablehlo.add %422, %430 : tensor<2x8x32xf32>
    %432 = stablehlo.multiply %431, %141 : tensor<2x8x32xf32>
    %433 = stablehlo.multiply %432, %cst_36 : tensor<2x8x32xf32>
    %434 = stablehlo.reduce(%432 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %435 = stablehlo.broadcast_in_dim %434, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %436 = stablehlo.subtract %433, %435 : tensor<2x8x32xf32>
    %437 = stablehlo.reshape %batch_mean_76 : (tensor<16xf32>) -> tensor<2x8xf32>
    %438 = stablehlo.broadcast_in_dim %437, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %439 = stablehlo.subtract %138, %438 : tensor<2x8x32xf32>
    %440 = stablehlo.reshape %290 : (tensor<16xf32>) -> tensor<2x8xf32>
    %441 = stablehlo.broadcast_in_dim %440, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %442 = stablehlo.multiply %439, %441 : tensor<2x8x32xf32>
    %443 = stablehlo.multiply %432, %442 : tensor<2x8x32xf32>
    %444 = stablehlo.reduce(%443 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %445 = stablehlo.broadcast_in_dim %444, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %446 = stablehlo.multiply %442, %445 : tensor<2x8x32xf32>
    %447 = stablehlo.subtract %436, %446 : tensor<2x8x32xf32>
    %448 = stablehlo.multiply %294, %447 : tensor<2x8x32xf32>
    %449 = stablehlo.reshape %448 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %450 = stablehlo.dot_general %449, %arg32, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %451 = stablehlo.reshape %450 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %452 = stablehlo.multiply %130, %cst_52 : tensor<2x8x64xf32>
    %453 = stablehlo.multiply %126, %126 : tensor<2x8x64xf32>
    %454 = stablehlo.multiply %453, %cst_33 : tensor<2x8x64xf32>
    %455 = stablehlo.exponential %454 : tensor<2x8x64xf32>
    %456 = stablehlo.multiply %455, %cst_32 : tensor<2x8x64xf32>
    %457 = stablehlo.multiply %126, %456 : tensor<2x8x64xf32>
    %458 = stablehlo.add %452, %457 : tensor<2x8x64xf32>
    %459 = stablehlo.multiply %451, %458 : tensor<2x8x64xf32>
    %460 = stablehlo.reshape %459 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %461 = stablehlo.dot_general %460, %arg34, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %462 = stablehlo.reshape %461 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %463 = stablehlo.add %448, %462 : tensor<2x8x32xf32>
    %464 = stablehlo.multiply %463, %118 : tensor<2x8x32xf32>
    %465 = stablehlo.multiply %464, %cst_36 : tensor<2x8x32xf32>
    %466 = stablehlo.reduce(%464 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %467 = stablehlo.broadcast_in_dim %466, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %468 = stablehlo.subtract %465, %467 : tensor<2x8x32xf32>
    %469 = stablehlo.reshape %batch_mean_73 : (tensor<16xf32>) -> tensor<2x8xf32>
    %470 = stablehlo.broadcast_in_dim %469, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %471 = stablehlo.subtract %115, %470 : tensor<2x8x32xf32>
    %472 = stablehlo.reshape %284 : (tensor<16xf32>) -> tensor<2x8xf32>
    %473 = stablehlo.broadcast_in_dim %472, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %474 = stablehlo.multiply %471, %473 : tensor<2x8x32xf32>
    %475 = stablehlo.multiply %464, %474 : tensor<2x8x32xf32>
    %476 = stablehlo.reduce(%475 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %477 = stablehlo.broadcast_in_dim %476, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %478 = stablehlo.multiply %474, %477 : tensor<2x8x32xf32>
    %479 = stablehlo.subtract %468, %478 : tensor<2x8x32xf32>
    %480 = stablehlo.multiply %288, %479 : tensor<2x8x32xf32>
    %481 = stablehlo.transpose %98, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %482 = stablehlo.reshape %480 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %483 = stablehlo.dot_general %482, %arg21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %484 = stablehlo.reshape %483 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %485 = stablehlo.transpose %484, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %486 = stablehlo.reshape %485 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %487 = stablehlo.dot_general %481, %486, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %488 = stablehlo.reshape %487 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %489 = stablehlo.transpose %488, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %490 = stablehlo.reshape %489 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %491 = stablehlo.dot_general %490, %arg23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %492 = stablehlo.reshape %491 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %493 = stablehlo.add %480, %492 : tensor<2x8x32xf32>
    %494 = stablehlo.transpose %51, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %495 = stablehlo.transpose %105, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %496 = stablehlo.dot_general %486, %495, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %497 = stablehlo.reshape %496 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %498 = stablehlo.multiply %497, %97 : tensor<2x4x8x8xf32>
    %499 = stablehlo.reduce(%498 init: %cst_71) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %500 = stablehlo.broadcast_in_dim %499, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %501 = stablehlo.multiply %97, %500 : tensor<2x4x8x8xf32>
    %502 = stablehlo.subtract %498, %501 : tensor<2x4x8x8xf32>
    %503 = stablehlo.reshape %502 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %504 = stablehlo.dot_general %494, %503, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %505 = stablehlo.reshape %504 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %506 = stablehlo.multiply %505, %cst_61 : tensor<2x4x8x8xf32>
    %507 = stablehlo.transpose %506, dims = [0, 3, 1, 2] : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %508 = stablehlo.reshape %507 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %509 = stablehlo.dot_general %508, %arg27, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %510 = stablehlo.reshape %509 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %511 = stablehlo.add %493, %510 : tensor<2x8x32xf32>
    %512 = stablehlo.transpose %59, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %513 = stablehlo.dot_general %503, %512, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %514 = stablehlo.reshape %513 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %515 = stablehlo.multiply %514, %cst_61 : tensor<2x4x8x8xf32>
    %516 = stablehlo.transpose %515, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %517 = stablehlo.reshape %516 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %518 = stablehlo.dot_general %517, %arg29, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %519 = stablehlo.reshape %518 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %520 = stablehlo.add %511, %519 : tensor<2x8x32xf32>
    %521 = stablehlo.multiply %520, %40 : tensor<2x8x32xf32>
    %522 = stablehlo.multiply %521, %cst_36 : tensor<2x8x32xf32>
    %523 = stablehlo.reduce(%521 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %524 = stablehlo.broadcast_in_dim %523, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %525 = stablehlo.subtract %522, %524 : tensor<2x8x32xf32>
    %526 = stablehlo.reshape %batch_mean : (tensor<16xf32>) -> tensor<2x8xf32>
    %527 = stablehlo.broadcast_in_dim %526, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %528 = stablehlo.subtract %37, %527 : tensor<2x8x32xf32>
    %529 = stablehlo.reshape %278 : (tensor<16xf32>) -> tensor<2x8xf32>
    %530 = stablehlo.broadcast_in_dim %529, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %531 = stablehlo.multiply %528, %530 : tensor<2x8x32xf32>
    %532 = stablehlo.multiply %521, %531 : tensor<2x8x32xf32>
    %533 = stablehlo.reduce(%532 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %534 = stablehlo.broadcast_in_dim %533, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %535 = stablehlo.multiply %531, %534 : tensor<2x8x32xf32>
    %536 = stablehlo.subtract %525, %535 : tensor<2x8x32xf32>
    %537 = stablehlo.multiply %282, %536 : tensor<2x8x32xf32>
    %538 = stablehlo.reshape %537 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %539 = stablehlo.dot_general %538, %arg16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x1312xf32>) -> tensor<16x1312xf32>
    %540 = stablehlo.reshape %539 : (tensor<16x1312xf32>) -> tensor<2x8x1312xf32>
    %541 = stablehlo.slice %540 [0:2, 0:8, 0:544] : (tensor<2x8x1312xf32>) -> tensor<2x8x544xf32>
    %542 = stablehlo.slice %541 [0:2, 0:8, 0:32] : (tensor<2x8x544xf32>) -> tensor<2x8x32xf32>
    %543 = stablehlo.select %276, %cst_39, %542 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %544 = "stablehlo.scatter"(%cst_41, %274, %543) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg97: tensor<f32>, %arg98: tensor<f32>):
      %810 = stablehlo.add %arg97, %arg98 : tensor<f32>
      stablehlo.return %810 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %545 = stablehlo.add %270, %544 : tensor<128x32xf32>
    %546 = stablehlo.add %259, %545 : tensor<128x32xf32>
    %547 = stablehlo.multiply %546, %cst_31 : tensor<128x32xf32>
    %548 = stablehlo.subtract %arg2, %547 : tensor<128x32xf32>
    %549 = stablehlo.multiply %arg52, %cst_30 : tensor<910x768xf32>
    %550 = "stablehlo.scatter"(%cst_29, %c_28, %cst_27) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg97: tensor<f32>, %arg98: tensor<f32>):
      %810 = stablehlo.add %arg97, %arg98 : tensor<f32>
      stablehlo.return %810 : tensor<f32>
    }) : (tensor<910x768xf32>, tensor<2x8x1xi64>, tensor<2x8x768xf32>) -> tensor<910x768xf32>
    %551 = stablehlo.add %549, %550 : tensor<910x768xf32>
    %552 = stablehlo.multiply %551, %cst_26 : tensor<910x768xf32>
    %553 = stablehlo.subtract %arg17, %552 : tensor<910x768xf32>
    %554 = stablehlo.multiply %arg53, %cst_25 : tensor<24858x512xf32>
    %555 = "stablehlo.scatter"(%cst_24, %c_28, %cst_23) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg97: tensor<f32>, %arg98: tensor<f32>):
      %810 = stablehlo.add %arg97, %arg98 : tensor<f32>
      stablehlo.return %810 : tensor<f32>
    }) : (tensor<24858x512xf32>, tensor<2x8x1xi64>, tensor<2x8x512xf32>) -> tensor<24858x512xf32>
    %556 = stablehlo.add %554, %555 : tensor<24858x512xf32>
    %557 = stablehlo.multiply %556, %cst_22 : tensor<24858x512xf32>
    %558 = stablehlo.subtract %arg18, %557 : tensor<24858x512xf32>
    %559 = stablehlo.multiply %arg54, %cst_21 : tensor<64x32xf32>
    %560 = stablehlo.compare  LT, %21, %c_19 : (tensor<1x8xi64>, tensor<1x8xi64>) -> tensor<1x8xi1>
    %561 = stablehlo.add %21, %c_18 : tensor<1x8xi64>
    %562 = stablehlo.select %560, %561, %21 : tensor<1x8xi1>, tensor<1x8xi64>
    %563 = stablehlo.reshape %562 : (tensor<1x8xi64>) -> tensor<1x8x1xi64>
    %564 = stablehlo.compare  EQ, %21, %c_17 : (tensor<1x8xi64>, tensor<1x8xi64>) -> tensor<1x8xi1>
    %565 = stablehlo.broadcast_in_dim %564, dims = [0, 1] : (tensor<1x8xi1>) -> tensor<1x8x32xi1>
    %566 = stablehlo.reduce(%537 init: %cst_71) applies stablehlo.add across dimensions = [0] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<8x32xf32>
    %567 = stablehlo.reshape %566 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %568 = stablehlo.select %565, %cst_16, %567 : tensor<1x8x32xi1>, tensor<1x8x32xf32>
    %569 = "stablehlo.scatter"(%cst_20, %563, %568) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg97: tensor<f32>, %arg98: tensor<f32>):
      %810 = stablehlo.add %arg97, %arg98 : tensor<f32>
      stablehlo.return %810 : tensor<f32>
    }) : (tensor<64x32xf32>, tensor<1x8x1xi64>, tensor<1x8x32xf32>) -> tensor<64x32xf32>
    %570 = stablehlo.add %559, %569 : tensor<64x32xf32>
    %571 = stablehlo.multiply %570, %cst_15 : tensor<64x32xf32>
    %572 = stablehlo.subtract %arg12, %571 : tensor<64x32xf32>
    %573 = stablehlo.multiply %arg55, %cst_14 : tensor<2x32xf32>
    %574 = stablehlo.compare  LT, %27, %c_69 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %575 = stablehlo.add %27, %c_12 : tensor<2x8xi64>
    %576 = stablehlo.select %574, %575, %27 : tensor<2x8xi1>, tensor<2x8xi64>
    %577 = stablehlo.reshape %576 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %578 = stablehlo.compare  EQ, %27, %c : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %579 = stablehlo.broadcast_in_dim %578, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %580 = stablehlo.select %579, %cst_39, %537 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %581 = "stablehlo.scatter"(%cst_13, %577, %580) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg97: tensor<f32>, %arg98: tensor<f32>):
      %810 = stablehlo.add %arg97, %arg98 : tensor<f32>
      stablehlo.return %810 : tensor<f32>
    }) : (tensor<2x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<2x32xf32>
    %582 = stablehlo.add %573, %581 : tensor<2x32xf32>
    %583 = stablehlo.multiply %582, %cst_11 : tensor<2x32xf32>
    %584 = stablehlo.subtract %arg14, %583 : tensor<2x32xf32>
    %585 = stablehlo.multiply %arg56, %cst_10 : tensor<32x1312xf32>
    %586 = stablehlo.transpose %538, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %587 = stablehlo.dot_general %586, %15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x1312xf32>) -> tensor<32x1312xf32>
    %588 = stablehlo.add %585, %587 : tensor<32x1312xf32>
    %589 = stablehlo.multiply %588, %cst_9 : tensor<32x1312xf32>
    %590 = stablehlo.subtract %arg16, %589 : tensor<32x1312xf32>
    %591 = stablehlo.multiply %arg57, %cst_8 : tensor<32xf32>
    %592 = stablehlo.reduce(%538 init: %cst_71) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %593 = stablehlo.add %591, %592 : tensor<32xf32>
    %594 = stablehlo.multiply %593, %cst_7 : tensor<32xf32>
    %595 = stablehlo.subtract %arg15, %594 : tensor<32xf32>
    %596 = stablehlo.multiply %arg58, %cst_8 : tensor<32xf32>
    %597 = stablehlo.multiply %520, %531 : tensor<2x8x32xf32>
    %598 = stablehlo.reduce(%597 init: %cst_71) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %599 = stablehlo.add %596, %598 : tensor<32xf32>
    %600 = stablehlo.multiply %599, %cst_7 : tensor<32xf32>
    %601 = stablehlo.subtract %arg10, %600 : tensor<32xf32>
    %602 = stablehlo.multiply %arg59, %cst_8 : tensor<32xf32>
    %603 = stablehlo.reduce(%520 init: %cst_71) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %604 = stablehlo.add %602, %603 : tensor<32xf32>
    %605 = stablehlo.multiply %604, %cst_7 : tensor<32xf32>
    %606 = stablehlo.subtract %arg19, %605 : tensor<32xf32>
    %607 = stablehlo.multiply %arg60, %cst_6 : tensor<32x32xf32>
    %608 = stablehlo.transpose %517, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %609 = stablehlo.dot_general %608, %43, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %610 = stablehlo.add %607, %609 : tensor<32x32xf32>
    %611 = stablehlo.multiply %610, %cst_5 : tensor<32x32xf32>
    %612 = stablehlo.subtract %arg29, %611 : tensor<32x32xf32>
    %613 = stablehlo.multiply %arg61, %cst_8 : tensor<32xf32>
    %614 = stablehlo.reduce(%517 init: %cst_71) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %615 = stablehlo.add %613, %614 : tensor<32xf32>
    %616 = stablehlo.multiply %615, %cst_7 : tensor<32xf32>
    %617 = stablehlo.subtract %arg28, %616 : tensor<32xf32>
    %618 = stablehlo.multiply %arg62, %cst_6 : tensor<32x32xf32>
    %619 = stablehlo.transpose %508, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %620 = stablehlo.dot_general %619, %43, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %621 = stablehlo.add %618, %620 : tensor<32x32xf32>
    %622 = stablehlo.multiply %621, %cst_5 : tensor<32x32xf32>
    %623 = stablehlo.subtract %arg27, %622 : tensor<32x32xf32>
    %624 = stablehlo.multiply %arg63, %cst_8 : tensor<32xf32>
    %625 = stablehlo.reduce(%508 init: %cst_71) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %626 = stablehlo.add %624, %625 : tensor<32xf32>
    %627 = stablehlo.multiply %626, %cst_7 : tensor<32xf32>
    %628 = stablehlo.subtract %arg26, %627 : tensor<32xf32>
    %629 = stablehlo.multiply %arg64, %cst_6 : tensor<32x32xf32>
    %630 = stablehlo.transpose %490, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %631 = stablehlo.dot_general %630, %43, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %632 = stablehlo.add %629, %631 : tensor<32x32xf32>
    %633 = stablehlo.multiply %632, %cst_5 : tensor<32x32xf32>
    %634 = stablehlo.subtract %arg23, %633 : tensor<32x32xf32>
    %635 = stablehlo.multiply %arg65, %cst_8 : tensor<32xf32>
    %636 = stablehlo.reduce(%490 init: %cst_71) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %637 = stablehlo.add %635, %636 : tensor<32xf32>
    %638 = stablehlo.multiply %637, %cst_7 : tensor<32xf32>
    %639 = stablehlo.subtract %arg22, %638 : tensor<32xf32>
    %640 = stablehlo.multiply %arg66, %cst_6 : tensor<32x32xf32>
    %641 = stablehlo.transpose %482, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %642 = stablehlo.dot_general %641, %109, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %643 = stablehlo.add %640, %642 : tensor<32x32xf32>
    %644 = stablehlo.multiply %643, %cst_5 : tensor<32x32xf32>
    %645 = stablehlo.subtract %arg21, %644 : tensor<32x32xf32>
    %646 = stablehlo.multiply %arg67, %cst_8 : tensor<32xf32>
    %647 = stablehlo.reduce(%482 init: %cst_71) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %648 = stablehlo.add %646, %647 : tensor<32xf32>
    %649 = stablehlo.multiply %648, %cst_7 : tensor<32xf32>
    %650 = stablehlo.subtract %arg20, %649 : tensor<32xf32>
    %651 = stablehlo.multiply %arg68, %cst_8 : tensor<32xf32>
    %652 = stablehlo.multiply %463, %474 : tensor<2x8x32xf32>
    %653 = stablehlo.reduce(%652 init: %cst_71) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %654 = stablehlo.add %651, %653 : tensor<32xf32>
    %655 = stablehlo.multiply %654, %cst_7 : tensor<32xf32>
    %656 = stablehlo.subtract %arg9, %655 : tensor<32xf32>
    %657 = stablehlo.multiply %arg69, %cst_8 : tensor<32xf32>
    %658 = stablehlo.reduce(%463 init: %cst_71) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %659 = stablehlo.add %657, %658 : tensor<32xf32>
    %660 = stablehlo.multiply %659, %cst_7 : tensor<32xf32>
    %661 = stablehlo.subtract %arg30, %660 : tensor<32xf32>
    %662 = stablehlo.multiply %arg70, %cst_21 : tensor<64x32xf32>
    %663 = stablehlo.transpose %460, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %664 = stablehlo.dot_general %663, %121, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %665 = stablehlo.add %662, %664 : tensor<64x32xf32>
    %666 = stablehlo.multiply %665, %cst_15 : tensor<64x32xf32>
    %667 = stablehlo.subtract %arg34, %666 : tensor<64x32xf32>
    %668 = stablehlo.multiply %arg71, %cst_4 : tensor<64xf32>
    %669 = stablehlo.reduce(%460 init: %cst_71) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %670 = stablehlo.add %668, %669 : tensor<64xf32>
    %671 = stablehlo.multiply %670, %cst_3 : tensor<64xf32>
    %672 = stablehlo.subtract %arg33, %671 : tensor<64xf32>
    %673 = stablehlo.multiply %arg72, %cst_2 : tensor<32x64xf32>
    %674 = stablehlo.transpose %449, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %675 = stablehlo.dot_general %674, %132, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %676 = stablehlo.add %673, %675 : tensor<32x64xf32>
    %677 = stablehlo.multiply %676, %cst_1 : tensor<32x64xf32>
    %678 = stablehlo.subtract %arg32, %677 : tensor<32x64xf32>
    %679 = stablehlo.multiply %arg73, %cst_8 : tensor<32xf32>
    %680 = stablehlo.reduce(%449 init: %cst_71) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %681 = stablehlo.add %679, %680 : tensor<32xf32>
    %682 = stablehlo.multiply %681, %cst_7 : tensor<32xf32>
    %683 = stablehlo.subtract %arg31, %682 : tensor<32xf32>
    %684 = stablehlo.multiply %arg74, %cst_8 : tensor<32xf32>
    %685 = stablehlo.multiply %431, %442 : tensor<2x8x32xf32>
    %686 = stablehlo.reduce(%685 init: %cst_71) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %687 = stablehlo.add %684, %686 : tensor<32xf32>
    %688 = stablehlo.multiply %687, %cst_7 : tensor<32xf32>
    %689 = stablehlo.subtract %arg8, %688 : tensor<32xf32>
    %690 = stablehlo.multiply %arg75, %cst_8 : tensor<32xf32>
    %691 = stablehlo.reduce(%431 init: %cst_71) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %692 = stablehlo.add %690, %691 : tensor<32xf32>
    %693 = stablehlo.multiply %692, %cst_7 : tensor<32xf32>
    %694 = stablehlo.subtract %arg35, %693 : tensor<32xf32>
    %695 = stablehlo.multiply %arg76, %cst_6 : tensor<32x32xf32>
    %696 = stablehlo.transpose %428, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %697 = stablehlo.dot_general %696, %144, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %698 = stablehlo.add %695, %697 : tensor<32x32xf32>
    %699 = stablehlo.multiply %698, %cst_5 : tensor<32x32xf32>
    %700 = stablehlo.subtract %arg43, %699 : tensor<32x32xf32>
    %701 = stablehlo.multiply %arg77, %cst_8 : tensor<32xf32>
    %702 = stablehlo.reduce(%428 init: %cst_71) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %703 = stablehlo.add %701, %702 : tensor<32xf32>
    %704 = stablehlo.multiply %703, %cst_7 : tensor<32xf32>
    %705 = stablehlo.subtract %arg42, %704 : tensor<32xf32>
    %706 = stablehlo.multiply %arg78, %cst_6 : tensor<32x32xf32>
    %707 = stablehlo.transpose %419, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %708 = stablehlo.dot_general %707, %144, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %709 = stablehlo.add %706, %708 : tensor<32x32xf32>
    %710 = stablehlo.multiply %709, %cst_5 : tensor<32x32xf32>
    %711 = stablehlo.subtract %arg41, %710 : tensor<32x32xf32>
    %712 = stablehlo.multiply %arg79, %cst_8 : tensor<32xf32>
    %713 = stablehlo.reduce(%419 init: %cst_71) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %714 = stablehlo.add %712, %713 : tensor<32xf32>
    %715 = stablehlo.multiply %714, %cst_7 : tensor<32xf32>
    %716 = stablehlo.subtract %arg40, %715 : tensor<32xf32>
    %717 = stablehlo.multiply %arg80, %cst_6 : tensor<32x32xf32>
    %718 = stablehlo.transpose %401, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %719 = stablehlo.dot_general %718, %144, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %720 = stablehlo.add %717, %719 : tensor<32x32xf32>
    %721 = stablehlo.multiply %720, %cst_5 : tensor<32x32xf32>
    %722 = stablehlo.subtract %arg39, %721 : tensor<32x32xf32>
    %723 = stablehlo.multiply %arg81, %cst_8 : tensor<32xf32>
    %724 = stablehlo.reduce(%401 init: %cst_71) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %725 = stablehlo.add %723, %724 : tensor<32xf32>
    %726 = stablehlo.multiply %725, %cst_7 : tensor<32xf32>
    %727 = stablehlo.subtract %arg38, %726 : tensor<32xf32>
    %728 = stablehlo.multiply %arg82, %cst_6 : tensor<32x32xf32>
    %729 = stablehlo.transpose %393, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %730 = stablehlo.dot_general %729, %182, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %731 = stablehlo.add %728, %730 : tensor<32x32xf32>
    %732 = stablehlo.multiply %731, %cst_5 : tensor<32x32xf32>
    %733 = stablehlo.subtract %arg37, %732 : tensor<32x32xf32>
    %734 = stablehlo.multiply %arg83, %cst_8 : tensor<32xf32>
    %735 = stablehlo.reduce(%393 init: %cst_71) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %736 = stablehlo.add %734, %735 : tensor<32xf32>
    %737 = stablehlo.multiply %736, %cst_7 : tensor<32xf32>
    %738 = stablehlo.subtract %arg36, %737 : tensor<32xf32>
    %739 = stablehlo.multiply %arg84, %cst_8 : tensor<32xf32>
    %740 = stablehlo.multiply %374, %385 : tensor<2x8x32xf32>
    %741 = stablehlo.reduce(%740 init: %cst_71) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %742 = stablehlo.add %739, %741 : tensor<32xf32>
    %743 = stablehlo.multiply %742, %cst_7 : tensor<32xf32>
    %744 = stablehlo.subtract %arg7, %743 : tensor<32xf32>
    %745 = stablehlo.multiply %arg85, %cst_8 : tensor<32xf32>
    %746 = stablehlo.reduce(%374 init: %cst_71) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %747 = stablehlo.add %745, %746 : tensor<32xf32>
    %748 = stablehlo.multiply %747, %cst_7 : tensor<32xf32>
    %749 = stablehlo.subtract %arg44, %748 : tensor<32xf32>
    %750 = stablehlo.multiply %arg86, %cst_21 : tensor<64x32xf32>
    %751 = stablehlo.transpose %371, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %752 = stablehlo.dot_general %751, %194, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %753 = stablehlo.add %750, %752 : tensor<64x32xf32>
    %754 = stablehlo.multiply %753, %cst_15 : tensor<64x32xf32>
    %755 = stablehlo.subtract %arg48, %754 : tensor<64x32xf32>
    %756 = stablehlo.multiply %arg87, %cst_4 : tensor<64xf32>
    %757 = stablehlo.reduce(%371 init: %cst_71) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %758 = stablehlo.add %756, %757 : tensor<64xf32>
    %759 = stablehlo.multiply %758, %cst_3 : tensor<64xf32>
    %760 = stablehlo.subtract %arg47, %759 : tensor<64xf32>
    %761 = stablehlo.multiply %arg88, %cst_2 : tensor<32x64xf32>
    %762 = stablehlo.transpose %360, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %763 = stablehlo.dot_general %762, %205, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %764 = stablehlo.add %761, %763 : tensor<32x64xf32>
    %765 = stablehlo.multiply %764, %cst_1 : tensor<32x64xf32>
    %766 = stablehlo.subtract %arg46, %765 : tensor<32x64xf32>
    %767 = stablehlo.multiply %arg89, %cst_8 : tensor<32xf32>
    %768 = stablehlo.reduce(%360 init: %cst_71) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %769 = stablehlo.add %767, %768 : tensor<32xf32>
    %770 = stablehlo.multiply %769, %cst_7 : tensor<32xf32>
    %771 = stablehlo.subtract %arg45, %770 : tensor<32xf32>
    %772 = stablehlo.multiply %arg90, %cst_8 : tensor<32xf32>
    %773 = stablehlo.multiply %342, %353 : tensor<2x8x32xf32>
    %774 = stablehlo.reduce(%773 init: %cst_71) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %775 = stablehlo.add %772, %774 : tensor<32xf32>
    %776 = stablehlo.multiply %775, %cst_7 : tensor<32xf32>
    %777 = stablehlo.subtract %arg6, %776 : tensor<32xf32>
    %778 = stablehlo.multiply %arg91, %cst_8 : tensor<32xf32>
    %779 = stablehlo.reduce(%342 init: %cst_71) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %780 = stablehlo.add %778, %779 : tensor<32xf32>
    %781 = stablehlo.multiply %780, %cst_7 : tensor<32xf32>
    %782 = stablehlo.subtract %arg49, %781 : tensor<32xf32>
    %783 = stablehlo.multiply %arg92, %cst_0 : tensor<128xf32>
    %784 = stablehlo.reduce(%268 init: %cst_71) applies stablehlo.add across dimensions = [0] : (tensor<16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %785 = stablehlo.add %783, %784 : tensor<128xf32>
    %786 = stablehlo.multiply %785, %cst : tensor<128xf32>
    %787 = stablehlo.subtract %arg1, %786 : tensor<128xf32>
    %788 = stablehlo.multiply %arg93, %cst_6 : tensor<32x32xf32>
    %789 = stablehlo.transpose %340, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %790 = stablehlo.dot_general %789, %217, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %791 = stablehlo.add %788, %790 : tensor<32x32xf32>
    %792 = stablehlo.multiply %791, %cst_5 : tensor<32x32xf32>
    %793 = stablehlo.subtract %arg5, %792 : tensor<32x32xf32>
    %794 = stablehlo.multiply %arg94, %cst_8 : tensor<32xf32>
    %795 = stablehlo.reduce(%340 init: %cst_71) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %796 = stablehlo.add %794, %795 : tensor<32xf32>
    %797 = stablehlo.multiply %796, %cst_7 : tensor<32xf32>
    %798 = stablehlo.subtract %arg4, %797 : tensor<32xf32>
    %799 = stablehlo.multiply %arg95, %cst_8 : tensor<32xf32>
    %800 = stablehlo.multiply %314, %325 : tensor<2x8x32xf32>
    %801 = stablehlo.reduce(%800 init: %cst_71) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %802 = stablehlo.add %799, %801 : tensor<32xf32>
    %803 = stablehlo.multiply %802, %cst_7 : tensor<32xf32>
    %804 = stablehlo.subtract %arg3, %803 : tensor<32xf32>
    %805 = stablehlo.multiply %arg96, %cst_8 : tensor<32xf32>
    %806 = stablehlo.reduce(%314 init: %cst_71) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %807 = stablehlo.add %805, %806 : tensor<32xf32>
    %808 = stablehlo.multiply %807, %cst_7 : tensor<32xf32>
    %809 = stablehlo.subtract %arg50, %808 : tensor<32xf32>
    return %258, %548, %553, %558, %572, %584, %590, %595, %601, %606, %612, %617, %623, %628, %634, %639, %645, %650, %656, %661, %667, %672, %678, %683, %689, %694, %700, %705, %711, %716, %722, %727, %733, %738, %744, %749, %755, %760, %766, %771, %777, %782, %787, %793, %798, %804, %809, %546, %551, %556, %570, %582, %588, %593, %599, %604, %610, %615, %621, %626, %632, %637, %643, %648, %654, %659, %665, %670, %676, %681, %687, %692, %698, %703, %709, %714, %720, %725, %731, %736, %742, %747, %753, %758, %764, %769, %775, %780, %785, %791, %796, %802, %807 : tensor<f32>, tensor<128x32xf32>, tensor<910x768xf32>, tensor<24858x512xf32>, tensor<64x32xf32>, tensor<2x32xf32>, tensor<32x1312xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<910x768xf32>, tensor<24858x512xf32>, tensor<64x32xf32>, tensor<2x32xf32>, tensor<32x1312xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  }
}
