module @IrToHlo.2345 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128xf32> {tf.aliasing_output = 38 : i32}, %arg2: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg3: tensor<32xf32> {tf.aliasing_output = 41 : i32}, %arg4: tensor<32xf32> {tf.aliasing_output = 40 : i32}, %arg5: tensor<32x32xf32> {tf.aliasing_output = 39 : i32}, %arg6: tensor<32xf32> {tf.aliasing_output = 36 : i32}, %arg7: tensor<32xf32> {tf.aliasing_output = 35 : i32}, %arg8: tensor<32x64xf32> {tf.aliasing_output = 34 : i32}, %arg9: tensor<64xf32> {tf.aliasing_output = 33 : i32}, %arg10: tensor<64x32xf32> {tf.aliasing_output = 32 : i32}, %arg11: tensor<32xf32> {tf.aliasing_output = 30 : i32}, %arg12: tensor<32xf32> {tf.aliasing_output = 29 : i32}, %arg13: tensor<32x32xf32> {tf.aliasing_output = 28 : i32}, %arg14: tensor<32xf32> {tf.aliasing_output = 27 : i32}, %arg15: tensor<32x32xf32> {tf.aliasing_output = 26 : i32}, %arg16: tensor<32xf32> {tf.aliasing_output = 20 : i32}, %arg17: tensor<32xf32> {tf.aliasing_output = 19 : i32}, %arg18: tensor<32x64xf32> {tf.aliasing_output = 18 : i32}, %arg19: tensor<64xf32> {tf.aliasing_output = 17 : i32}, %arg20: tensor<64x32xf32> {tf.aliasing_output = 16 : i32}, %arg21: tensor<32xf32> {tf.aliasing_output = 14 : i32}, %arg22: tensor<32xf32> {tf.aliasing_output = 13 : i32}, %arg23: tensor<32x32xf32> {tf.aliasing_output = 12 : i32}, %arg24: tensor<32xf32> {tf.aliasing_output = 11 : i32}, %arg25: tensor<32x32xf32> {tf.aliasing_output = 10 : i32}, %arg26: tensor<32xf32> {tf.aliasing_output = 4 : i32}, %arg27: tensor<1x64xi64>, %arg28: tensor<64x32xf32> {tf.aliasing_output = 2 : i32}, %arg29: tensor<2x32xf32> {tf.aliasing_output = 3 : i32}, %arg30: tensor<32xf32> {tf.aliasing_output = 5 : i32}, %arg31: tensor<2x8xi64>, %arg32: tensor<i1>, %arg33: tensor<32xf32> {tf.aliasing_output = 9 : i32}, %arg34: tensor<32x32xf32> {tf.aliasing_output = 8 : i32}, %arg35: tensor<32xf32> {tf.aliasing_output = 7 : i32}, %arg36: tensor<32x32xf32> {tf.aliasing_output = 6 : i32}, %arg37: tensor<32xf32> {tf.aliasing_output = 15 : i32}, %arg38: tensor<32xf32> {tf.aliasing_output = 21 : i32}, %arg39: tensor<32xf32> {tf.aliasing_output = 25 : i32}, %arg40: tensor<32x32xf32> {tf.aliasing_output = 24 : i32}, %arg41: tensor<32xf32> {tf.aliasing_output = 23 : i32}, %arg42: tensor<32x32xf32> {tf.aliasing_output = 22 : i32}, %arg43: tensor<32xf32> {tf.aliasing_output = 31 : i32}, %arg44: tensor<32xf32> {tf.aliasing_output = 37 : i32}, %arg45: tensor<32xf32> {tf.aliasing_output = 42 : i32}, %arg46: tensor<128x32xf32> {tf.aliasing_output = 43 : i32}, %arg47: tensor<64x32xf32> {tf.aliasing_output = 44 : i32}, %arg48: tensor<2x32xf32> {tf.aliasing_output = 45 : i32}, %arg49: tensor<32xf32> {tf.aliasing_output = 46 : i32}, %arg50: tensor<32xf32> {tf.aliasing_output = 47 : i32}, %arg51: tensor<32x32xf32> {tf.aliasing_output = 48 : i32}, %arg52: tensor<32xf32> {tf.aliasing_output = 49 : i32}, %arg53: tensor<32x32xf32> {tf.aliasing_output = 50 : i32}, %arg54: tensor<32xf32> {tf.aliasing_output = 51 : i32}, %arg55: tensor<32x32xf32> {tf.aliasing_output = 52 : i32}, %arg56: tensor<32xf32> {tf.aliasing_output = 53 : i32}, %arg57: tensor<32x32xf32> {tf.aliasing_output = 54 : i32}, %arg58: tensor<32xf32> {tf.aliasing_output = 55 : i32}, %arg59: tensor<32xf32> {tf.aliasing_output = 56 : i32}, %arg60: tensor<32xf32> {tf.aliasing_output = 57 : i32}, %arg61: tensor<64x32xf32> {tf.aliasing_output = 58 : i32}, %arg62: tensor<64xf32> {tf.aliasing_output = 59 : i32}, %arg63: tensor<32x64xf32> {tf.aliasing_output = 60 : i32}, %arg64: tensor<32xf32> {tf.aliasing_output = 61 : i32}, %arg65: tensor<32xf32> {tf.aliasing_output = 62 : i32}, %arg66: tensor<32xf32> {tf.aliasing_output = 63 : i32}, %arg67: tensor<32x32xf32> {tf.aliasing_output = 64 : i32}, %arg68: tensor<32xf32> {tf.aliasing_output = 65 : i32}, %arg69: tensor<32x32xf32> {tf.aliasing_output = 66 : i32}, %arg70: tensor<32xf32> {tf.aliasing_output = 67 : i32}, %arg71: tensor<32x32xf32> {tf.aliasing_output = 68 : i32}, %arg72: tensor<32xf32> {tf.aliasing_output = 69 : i32}, %arg73: tensor<32x32xf32> {tf.aliasing_output = 70 : i32}, %arg74: tensor<32xf32> {tf.aliasing_output = 71 : i32}, %arg75: tensor<32xf32> {tf.aliasing_output = 72 : i32}, %arg76: tensor<32xf32> {tf.aliasing_output = 73 : i32}, %arg77: tensor<64x32xf32> {tf.aliasing_output = 74 : i32}, %arg78: tensor<64xf32> {tf.aliasing_output = 75 : i32}, %arg79: tensor<32x64xf32> {tf.aliasing_output = 76 : i32}, %arg80: tensor<32xf32> {tf.aliasing_output = 77 : i32}, %arg81: tensor<32xf32> {tf.aliasing_output = 78 : i32}, %arg82: tensor<32xf32> {tf.aliasing_output = 79 : i32}, %arg83: tensor<128xf32> {tf.aliasing_output = 80 : i32}, %arg84: tensor<32x32xf32> {tf.aliasing_output = 81 : i32}, %arg85: tensor<32xf32> {tf.aliasing_output = 82 : i32}, %arg86: tensor<32xf32> {tf.aliasing_output = 83 : i32}, %arg87: tensor<32xf32> {tf.aliasing_output = 84 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<64x32xf32>, tensor<2x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<64x32xf32>, tensor<2x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) {
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
    %c = stablehlo.constant dense<0> : tensor<2x8x1xi64>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<2x32xf32>
    %cst_11 = stablehlo.constant dense<0.899999976> : tensor<2x32xf32>
    %cst_12 = stablehlo.constant dense<1.000000e-01> : tensor<64x32xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<1x8x32xf32>
    %c_14 = stablehlo.constant dense<-1> : tensor<1x8xi64>
    %c_15 = stablehlo.constant dense<64> : tensor<1x8xi64>
    %c_16 = stablehlo.constant dense<0> : tensor<1x8xi64>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<64x32xf32>
    %cst_18 = stablehlo.constant dense<0.899999976> : tensor<64x32xf32>
    %cst_19 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %cst_20 = stablehlo.constant dense<0.398942292> : tensor<2x8x64xf32>
    %cst_21 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x64xf32>
    %cst_22 = stablehlo.constant dense<0.398942292> : tensor<2x8x32xf32>
    %cst_23 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x32xf32>
    %cst_24 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_25 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x1xf32>
    %cst_26 = stablehlo.constant dense<9.99999996E-13> : tensor<16xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_28 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_31 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_32 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_33 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_34 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_36 = stablehlo.constant dense<0.707106769> : tensor<2x8x32xf32>
    %cst_37 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x32xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_39 = stablehlo.constant dense<0.707106769> : tensor<2x8x64xf32>
    %cst_40 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x64xf32>
    %cst_41 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x1x8x8xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_43 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_44 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %c_45 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_46 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_47 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_48 = stablehlo.constant dense<1> : tensor<1x1x8x1xui8>
    %cst_49 = stablehlo.constant dense<2.82842708> : tensor<2x4x8x8xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_51 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_52 = stablehlo.constant dense<0> : tensor<16xui32>
    %c_53 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_54 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_55 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_56 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_57 = stablehlo.constant dense<0> : tensor<1x1x8x1xui8>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg45, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg44, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %2 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %3 = stablehlo.convert %2 : (tensor<16xi64>) -> tensor<16xui32>
    %4 = "stablehlo.gather"(%arg2, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %5 = stablehlo.reshape %4 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %6 = "stablehlo.gather"(%arg29, %c_52) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<2x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %7 = stablehlo.reshape %6 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %8 = stablehlo.add %5, %7 : tensor<2x8x32xf32>
    %9 = stablehlo.slice %arg27 [0:1, 0:8] : (tensor<1x64xi64>) -> tensor<1x8xi64>
    %10 = stablehlo.reshape %9 : (tensor<1x8xi64>) -> tensor<8xi64>
    %11 = stablehlo.convert %10 : (tensor<8xi64>) -> tensor<8xui32>
    %12 = "stablehlo.gather"(%arg28, %11) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<8xui32>) -> tensor<8x32xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [1, 2] : (tensor<8x32xf32>) -> tensor<2x8x32xf32>
    %14 = stablehlo.add %8, %13 : tensor<2x8x32xf32>
    %15 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %16 = stablehlo.reshape %14 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%16, %cst_51, %cst_50) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %17 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %18 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %19 = stablehlo.multiply %17, %18 : tensor<2x8x32xf32>
    %20 = stablehlo.add %15, %19 : tensor<2x8x32xf32>
    %21 = stablehlo.reshape %20 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %22 = stablehlo.transpose %arg36, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %23 = stablehlo.dot_general %21, %22, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %24 = stablehlo.broadcast_in_dim %arg35, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %25 = stablehlo.add %23, %24 : tensor<16x32xf32>
    %26 = stablehlo.reshape %25 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %27 = stablehlo.transpose %26, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %28 = stablehlo.reshape %27 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %29 = stablehlo.transpose %arg34, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %30 = stablehlo.dot_general %21, %29, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %31 = stablehlo.broadcast_in_dim %arg33, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %32 = stablehlo.add %30, %31 : tensor<16x32xf32>
    %33 = stablehlo.reshape %32 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %34 = stablehlo.transpose %33, dims = [0, 2, 3, 1] : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %35 = stablehlo.reshape %34 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %36 = stablehlo.dot_general %28, %35, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %37 = stablehlo.reshape %36 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %38 = stablehlo.divide %37, %cst_49 : tensor<2x4x8x8xf32>
    %39 = stablehlo.convert %arg32 : (tensor<i1>) -> tensor<ui8>
    %40 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<ui8>) -> tensor<1x1x8x1xui8>
    %41 = stablehlo.and %40, %c_48 : tensor<1x1x8x1xui8>
    %42 = stablehlo.compare  NE, %41, %c_57 : (tensor<1x1x8x1xui8>, tensor<1x1x8x1xui8>) -> tensor<1x1x8x1xi1>
    %43 = stablehlo.convert %42 : (tensor<1x1x8x1xi1>) -> tensor<1x1x8x1xui8>
    %44 = stablehlo.reshape %43 : (tensor<1x1x8x1xui8>) -> tensor<1x8xui8>
    %45 = stablehlo.broadcast_in_dim %44, dims = [1, 2] : (tensor<1x8xui8>) -> tensor<2x1x8x8xui8>
    %46 = stablehlo.compare  NE, %arg31, %c_56 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %47 = stablehlo.broadcast_in_dim %c_47, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %48 = stablehlo.compare  LT, %47, %c_46 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %49 = stablehlo.add %47, %c_45 : tensor<2x1x1x8xi64>
    %50 = stablehlo.select %48, %49, %47 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %51 = stablehlo.reshape %50 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %52 = stablehlo.broadcast_in_dim %c_44, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %53 = stablehlo.compare  LT, %52, %c_46 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %54 = stablehlo.add %52, %c_43 : tensor<2x1x1x8xi64>
    %55 = stablehlo.select %53, %54, %52 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %56 = stablehlo.reshape %55 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %57 = stablehlo.concatenate %51, %56, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %58 = "stablehlo.gather"(%46, %57) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %59 = stablehlo.convert %58 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %60 = stablehlo.reshape %59 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %62 = stablehlo.and %45, %61 : tensor<2x1x8x8xui8>
    %63 = stablehlo.compare  NE, %62, %c_55 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %64 = stablehlo.select %63, %cst_42, %cst_41 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %65 = stablehlo.reshape %64 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %67 = stablehlo.add %38, %66 : tensor<2x4x8x8xf32>
    %68 = stablehlo.reduce(%67 init: %cst_54) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %70 = stablehlo.subtract %67, %69 : tensor<2x4x8x8xf32>
    %71 = stablehlo.exponential %70 : tensor<2x4x8x8xf32>
    %72 = stablehlo.reduce(%71 init: %cst_58) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %74 = stablehlo.divide %71, %73 : tensor<2x4x8x8xf32>
    %75 = stablehlo.reshape %74 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %76 = stablehlo.transpose %arg25, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %77 = stablehlo.dot_general %21, %76, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %78 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %79 = stablehlo.add %77, %78 : tensor<16x32xf32>
    %80 = stablehlo.reshape %79 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %81 = stablehlo.transpose %80, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %82 = stablehlo.reshape %81 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %83 = stablehlo.dot_general %75, %82, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %84 = stablehlo.reshape %83 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %85 = stablehlo.transpose %84, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %86 = stablehlo.reshape %85 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %87 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %88 = stablehlo.dot_general %86, %87, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %89 = stablehlo.broadcast_in_dim %arg22, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %90 = stablehlo.add %88, %89 : tensor<16x32xf32>
    %91 = stablehlo.reshape %90 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %92 = stablehlo.add %14, %91 : tensor<2x8x32xf32>
    %93 = stablehlo.broadcast_in_dim %arg37, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %94 = stablehlo.reshape %92 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_59, %batch_mean_60, %batch_var_61 = "stablehlo.batch_norm_training"(%94, %cst_51, %cst_50) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %95 = stablehlo.reshape %output_59 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %96 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %97 = stablehlo.multiply %95, %96 : tensor<2x8x32xf32>
    %98 = stablehlo.add %93, %97 : tensor<2x8x32xf32>
    %99 = stablehlo.reshape %98 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %100 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %101 = stablehlo.dot_general %99, %100, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %102 = stablehlo.broadcast_in_dim %arg19, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %103 = stablehlo.add %101, %102 : tensor<16x64xf32>
    %104 = stablehlo.reshape %103 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %105 = stablehlo.multiply %104, %cst_40 : tensor<2x8x64xf32>
    %106 = stablehlo.multiply %104, %cst_39 : tensor<2x8x64xf32>
    %107 = stablehlo.custom_call @mhlo.erf(%106) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %108 = stablehlo.add %107, %cst_38 : tensor<2x8x64xf32>
    %109 = stablehlo.multiply %105, %108 : tensor<2x8x64xf32>
    %110 = stablehlo.reshape %109 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %111 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %112 = stablehlo.dot_general %110, %111, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %113 = stablehlo.broadcast_in_dim %arg17, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %114 = stablehlo.add %112, %113 : tensor<16x32xf32>
    %115 = stablehlo.reshape %114 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %116 = stablehlo.add %92, %115 : tensor<2x8x32xf32>
    %117 = stablehlo.broadcast_in_dim %arg38, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %118 = stablehlo.reshape %116 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_62, %batch_mean_63, %batch_var_64 = "stablehlo.batch_norm_training"(%118, %cst_51, %cst_50) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %119 = stablehlo.reshape %output_62 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %120 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %121 = stablehlo.multiply %119, %120 : tensor<2x8x32xf32>
    %122 = stablehlo.add %117, %121 : tensor<2x8x32xf32>
    %123 = stablehlo.reshape %122 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %124 = stablehlo.transpose %arg42, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %125 = stablehlo.dot_general %123, %124, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %126 = stablehlo.broadcast_in_dim %arg41, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %127 = stablehlo.add %125, %126 : tensor<16x32xf32>
    %128 = stablehlo.reshape %127 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %129 = stablehlo.transpose %128, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %130 = stablehlo.reshape %129 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %131 = stablehlo.transpose %arg40, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %132 = stablehlo.dot_general %123, %131, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %133 = stablehlo.broadcast_in_dim %arg39, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %134 = stablehlo.add %132, %133 : tensor<16x32xf32>
    %135 = stablehlo.reshape %134 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %136 = stablehlo.transpose %135, dims = [0, 2, 3, 1] : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %137 = stablehlo.reshape %136 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %138 = stablehlo.dot_general %130, %137, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %139 = stablehlo.reshape %138 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %140 = stablehlo.divide %139, %cst_49 : tensor<2x4x8x8xf32>
    %141 = stablehlo.add %140, %66 : tensor<2x4x8x8xf32>
    %142 = stablehlo.reduce(%141 init: %cst_54) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %144 = stablehlo.subtract %141, %143 : tensor<2x4x8x8xf32>
    %145 = stablehlo.exponential %144 : tensor<2x4x8x8xf32>
    %146 = stablehlo.reduce(%145 init: %cst_58) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %148 = stablehlo.divide %145, %147 : tensor<2x4x8x8xf32>
    %149 = stablehlo.reshape %148 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %150 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %151 = stablehlo.dot_general %123, %150, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %152 = stablehlo.broadcast_in_dim %arg14, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %153 = stablehlo.add %151, %152 : tensor<16x32xf32>
    %154 = stablehlo.reshape %153 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %155 = stablehlo.transpose %154, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %156 = stablehlo.reshape %155 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %157 = stablehlo.dot_general %149, %156, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %158 = stablehlo.reshape %157 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %159 = stablehlo.transpose %158, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %160 = stablehlo.reshape %159 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %161 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %162 = stablehlo.dot_general %160, %161, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %163 = stablehlo.broadcast_in_dim %arg12, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %164 = stablehlo.add %162, %163 : tensor<16x32xf32>
    %165 = stablehlo.reshape %164 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %166 = stablehlo.add %116, %165 : tensor<2x8x32xf32>
    %167 = stablehlo.broadcast_in_dim %arg43, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %168 = stablehlo.reshape %166 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_65, %batch_mean_66, %batch_var_67 = "stablehlo.batch_norm_training"(%168, %cst_51, %cst_50) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %169 = stablehlo.reshape %output_65 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %170 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %171 = stablehlo.multiply %169, %170 : tensor<2x8x32xf32>
    %172 = stablehlo.add %167, %171 : tensor<2x8x32xf32>
    %173 = stablehlo.reshape %172 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %174 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %175 = stablehlo.dot_general %173, %174, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %176 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %177 = stablehlo.add %175, %176 : tensor<16x64xf32>
    %178 = stablehlo.reshape %177 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %179 = stablehlo.multiply %178, %cst_40 : tensor<2x8x64xf32>
    %180 = stablehlo.multiply %178, %cst_39 : tensor<2x8x64xf32>
    %181 = stablehlo.custom_call @mhlo.erf(%180) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %182 = stablehlo.add %181, %cst_38 : tensor<2x8x64xf32>
    %183 = stablehlo.multiply %179, %182 : tensor<2x8x64xf32>
    %184 = stablehlo.reshape %183 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %185 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %186 = stablehlo.dot_general %184, %185, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %187 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %188 = stablehlo.add %186, %187 : tensor<16x32xf32>
    %189 = stablehlo.reshape %188 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %190 = stablehlo.add %166, %189 : tensor<2x8x32xf32>
    %191 = stablehlo.reshape %190 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_68, %batch_mean_69, %batch_var_70 = "stablehlo.batch_norm_training"(%191, %cst_51, %cst_50) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %192 = stablehlo.reshape %output_68 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %193 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %194 = stablehlo.multiply %192, %193 : tensor<2x8x32xf32>
    %195 = stablehlo.add %1, %194 : tensor<2x8x32xf32>
    %196 = stablehlo.reshape %195 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %197 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %198 = stablehlo.dot_general %196, %197, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %199 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %200 = stablehlo.add %198, %199 : tensor<16x32xf32>
    %201 = stablehlo.reshape %200 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %202 = stablehlo.multiply %201, %cst_37 : tensor<2x8x32xf32>
    %203 = stablehlo.multiply %201, %cst_36 : tensor<2x8x32xf32>
    %204 = stablehlo.custom_call @mhlo.erf(%203) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %205 = stablehlo.add %204, %cst_35 : tensor<2x8x32xf32>
    %206 = stablehlo.multiply %202, %205 : tensor<2x8x32xf32>
    %207 = stablehlo.reshape %206 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_71, %batch_mean_72, %batch_var_73 = "stablehlo.batch_norm_training"(%207, %cst_51, %cst_50) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %208 = stablehlo.reshape %output_71 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %209 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %210 = stablehlo.multiply %208, %209 : tensor<2x8x32xf32>
    %211 = stablehlo.add %0, %210 : tensor<2x8x32xf32>
    %212 = stablehlo.reshape %211 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %213 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %214 = stablehlo.dot_general %212, %213, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %215 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<128xf32>) -> tensor<16x128xf32>
    %216 = stablehlo.add %214, %215 : tensor<16x128xf32>
    %217 = stablehlo.reshape %216 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %218 = stablehlo.slice %217 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %219 = stablehlo.reduce(%218 init: %cst_54) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %221 = stablehlo.subtract %218, %220 : tensor<2x7x128xf32>
    %222 = stablehlo.exponential %221 : tensor<2x7x128xf32>
    %223 = stablehlo.reduce(%222 init: %cst_58) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %224 = stablehlo.log %223 : tensor<2x7xf32>
    %225 = stablehlo.broadcast_in_dim %224, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %226 = stablehlo.subtract %221, %225 : tensor<2x7x128xf32>
    %227 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %229 = stablehlo.broadcast_in_dim %c_53, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %230 = stablehlo.compare  EQ, %228, %229 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %231 = stablehlo.convert %230 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %232 = stablehlo.convert %231 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %233 = stablehlo.multiply %226, %232 : tensor<2x7x128xf32>
    %234 = stablehlo.reduce(%233 init: %cst_58) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %235 = stablehlo.reduce(%234 init: %cst_58) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %236 = stablehlo.multiply %235, %cst_34 : tensor<f32>
    %237 = stablehlo.negate %236 : tensor<f32>
    %238 = stablehlo.multiply %arg46, %cst_33 : tensor<128x32xf32>
    %239 = stablehlo.multiply %232, %cst_31 : tensor<2x7x128xf32>
    %240 = stablehlo.exponential %226 : tensor<2x7x128xf32>
    %241 = stablehlo.reduce(%239 init: %cst_58) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %242 = stablehlo.broadcast_in_dim %241, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %243 = stablehlo.multiply %240, %242 : tensor<2x7x128xf32>
    %244 = stablehlo.subtract %239, %243 : tensor<2x7x128xf32>
    %245 = stablehlo.pad %244, %cst_58, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %246 = stablehlo.select %c_32, %245, %cst_30 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %247 = stablehlo.reshape %246 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %248 = stablehlo.transpose %247, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %249 = stablehlo.dot_general %248, %212, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %250 = stablehlo.compare  LT, %arg0, %c_56 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %251 = stablehlo.add %arg0, %c_28 : tensor<2x8xi64>
    %252 = stablehlo.select %250, %251, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %253 = stablehlo.reshape %252 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %254 = stablehlo.compare  EQ, %arg0, %c_56 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %255 = stablehlo.broadcast_in_dim %254, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %256 = stablehlo.add %batch_var_70, %cst_26 : tensor<16xf32>
    %257 = stablehlo.rsqrt %256 : tensor<16xf32>
    %258 = stablehlo.reshape %257 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %259 = stablehlo.divide %258, %cst_25 : tensor<2x8x1xf32>
    %260 = stablehlo.reshape %259 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %262 = stablehlo.add %batch_var_73, %cst_26 : tensor<16xf32>
    %263 = stablehlo.rsqrt %262 : tensor<16xf32>
    %264 = stablehlo.reshape %263 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %265 = stablehlo.divide %264, %cst_25 : tensor<2x8x1xf32>
    %266 = stablehlo.reshape %265 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %268 = stablehlo.dot_general %247, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %269 = stablehlo.reshape %268 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %270 = stablehlo.multiply %269, %209 : tensor<2x8x32xf32>
    %271 = stablehlo.multiply %270, %cst_24 : tensor<2x8x32xf32>
    %272 = stablehlo.reduce(%270 init: %cst_58) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %274 = stablehlo.subtract %271, %273 : tensor<2x8x32xf32>
    %275 = stablehlo.reshape %batch_mean_72 : (tensor<16xf32>) -> tensor<2x8xf32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %277 = stablehlo.subtract %206, %276 : tensor<2x8x32xf32>
    %278 = stablehlo.reshape %263 : (tensor<16xf32>) -> tensor<2x8xf32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %280 = stablehlo.multiply %277, %279 : tensor<2x8x32xf32>
    %281 = stablehlo.multiply %270, %280 : tensor<2x8x32xf32>
    %282 = stablehlo.reduce(%281 init: %cst_58) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %284 = stablehlo.multiply %280, %283 : tensor<2x8x32xf32>
    %285 = stablehlo.subtract %274, %284 : tensor<2x8x32xf32>
    %286 = stablehlo.multiply %267, %285 : tensor<2x8x32xf32>
    %287 = stablehlo.multiply %205, %cst_37 : tensor<2x8x32xf32>
    %288 = stablehlo.multiply %201, %201 : tensor<2x8x32xf32>
    %289 = stablehlo.multiply %288, %cst_23 : tensor<2x8x32xf32>
    %290 = stablehlo.exponential %289 : tensor<2x8x32xf32>
    %291 = stablehlo.multiply %290, %cst_22 : tensor<2x8x32xf32>
    %292 = stablehlo.multiply %201, %291 : tensor<2x8x32xf32>
    %293 = stablehlo.add %287, %292 : tensor<2x8x32xf32>
    %294 = stablehlo.multiply %286, %293 : tensor<2x8x32xf32>
    %295 = stablehlo.reshape %294 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %296 = stablehlo.dot_general %295, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %297 = stablehlo.reshape %296 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %298 = stablehlo.multiply %297, %193 : tensor<2x8x32xf32>
    %299 = stablehlo.multiply %298, %cst_24 : tensor<2x8x32xf32>
    %300 = stablehlo.reduce(%298 init: %cst_58) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %301 = stablehlo.broadcast_in_dim %300, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %302 = stablehlo.subtract %299, %301 : tensor<2x8x32xf32>
    %303 = stablehlo.reshape %batch_mean_69 : (tensor<16xf32>) -> tensor<2x8xf32>
    %304 = stablehlo.broadcast_in_dim %303, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %305 = stablehlo.subtract %190, %304 : tensor<2x8x32xf32>
    %306 = stablehlo.reshape %257 : (tensor<16xf32>) -> tensor<2x8xf32>
    %307 = stablehlo.broadcast_in_dim %306, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %308 = stablehlo.multiply %305, %307 : tensor<2x8x32xf32>
    %309 = stablehlo.multiply %298, %308 : tensor<2x8x32xf32>
    %310 = stablehlo.reduce(%309 init: %cst_58) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %311 = stablehlo.broadcast_in_dim %310, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %312 = stablehlo.multiply %308, %311 : tensor<2x8x32xf32>
    %313 = stablehlo.subtract %302, %312 : tensor<2x8x32xf32>
    %314 = stablehlo.multiply %261, %313 : tensor<2x8x32xf32>
    %315 = stablehlo.add %batch_var_67, %cst_26 : tensor<16xf32>
    %316 = stablehlo.rsqrt %315 : tensor<16xf32>
    %317 = stablehlo.reshape %316 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %318 = stablehlo.divide %317, %cst_25 : tensor<2x8x1xf32>
    %319 = stablehlo.reshape %318 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %320 = stablehlo.broadcast_in_dim %319, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %321 = stablehlo.reshape %314 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %322 = stablehlo.dot_general %321, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %323 = stablehlo.reshape %322 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %324 = stablehlo.multiply %182, %cst_40 : tensor<2x8x64xf32>
    %325 = stablehlo.multiply %178, %178 : tensor<2x8x64xf32>
    %326 = stablehlo.multiply %325, %cst_21 : tensor<2x8x64xf32>
    %327 = stablehlo.exponential %326 : tensor<2x8x64xf32>
    %328 = stablehlo.multiply %327, %cst_20 : tensor<2x8x64xf32>
    %329 = stablehlo.multiply %178, %328 : tensor<2x8x64xf32>
    %330 = stablehlo.add %324, %329 : tensor<2x8x64xf32>
    %331 = stablehlo.multiply %323, %330 : tensor<2x8x64xf32>
    %332 = stablehlo.reshape %331 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %333 = stablehlo.dot_general %332, %arg10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %334 = stablehlo.reshape %333 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %335 = stablehlo.multiply %334, %170 : tensor<2x8x32xf32>
    %336 = stablehlo.multiply %335, %cst_24 : tensor<2x8x32xf32>
    %337 = stablehlo.reduce(%335 init: %cst_58) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %338 = stablehlo.broadcast_in_dim %337, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %339 = stablehlo.subtract %336, %338 : tensor<2x8x32xf32>
    %340 = stablehlo.reshape %batch_mean_66 : (tensor<16xf32>) -> tensor<2x8xf32>
    %341 = stablehlo.broadcast_in_dim %340, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %342 = stablehlo.subtract %166, %341 : tensor<2x8x32xf32>
    %343 = stablehlo.reshape %316 : (tensor<16xf32>) -> tensor<2x8xf32>
    %344 = stablehlo.broadcast_in_dim %343, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %345 = stablehlo.multiply %342, %344 : tensor<2x8x32xf32>
    %346 = stablehlo.multiply %335, %345 : tensor<2x8x32xf32>
    %347 = stablehlo.reduce(%346 init: %cst_58) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %348 = stablehlo.broadcast_in_dim %347, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %349 = stablehlo.multiply %345, %348 : tensor<2x8x32xf32>
    %350 = stablehlo.subtract %339, %349 : tensor<2x8x32xf32>
    %351 = stablehlo.multiply %320, %350 : tensor<2x8x32xf32>
    %352 = stablehlo.add %314, %351 : tensor<2x8x32xf32>
    %353 = stablehlo.add %batch_var_64, %cst_26 : tensor<16xf32>
    %354 = stablehlo.rsqrt %353 : tensor<16xf32>
    %355 = stablehlo.reshape %354 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %356 = stablehlo.divide %355, %cst_25 : tensor<2x8x1xf32>
    %357 = stablehlo.reshape %356 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %358 = stablehlo.broadcast_in_dim %357, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %359 = stablehlo.transpose %149, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %360 = stablehlo.reshape %352 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %361 = stablehlo.dot_general %360, %arg13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %362 = stablehlo.reshape %361 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %363 = stablehlo.transpose %362, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %364 = stablehlo.reshape %363 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %365 = stablehlo.dot_general %359, %364, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %366 = stablehlo.reshape %365 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %367 = stablehlo.transpose %366, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %368 = stablehlo.reshape %367 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %369 = stablehlo.dot_general %368, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %370 = stablehlo.reshape %369 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %371 = stablehlo.transpose %130, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %372 = stablehlo.transpose %156, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %373 = stablehlo.dot_general %364, %372, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %374 = stablehlo.reshape %373 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %375 = stablehlo.multiply %374, %148 : tensor<2x4x8x8xf32>
    %376 = stablehlo.reduce(%375 init: %cst_58) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %377 = stablehlo.broadcast_in_dim %376, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %378 = stablehlo.multiply %148, %377 : tensor<2x4x8x8xf32>
    %379 = stablehlo.subtract %375, %378 : tensor<2x4x8x8xf32>
    %380 = stablehlo.divide %379, %cst_49 : tensor<2x4x8x8xf32>
    %381 = stablehlo.reshape %380 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %382 = stablehlo.dot_general %371, %381, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %383 = stablehlo.reshape %382 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %384 = stablehlo.transpose %383, dims = [0, 3, 1, 2] : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %385 = stablehlo.reshape %384 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %386 = stablehlo.dot_general %385, %arg40, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %387 = stablehlo.reshape %386 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %388 = stablehlo.add %370, %387 : tensor<2x8x32xf32>
    %389 = stablehlo.transpose %137, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %390 = stablehlo.dot_general %381, %389, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %391 = stablehlo.reshape %390 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %392 = stablehlo.transpose %391, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %393 = stablehlo.reshape %392 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %394 = stablehlo.dot_general %393, %arg42, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %395 = stablehlo.reshape %394 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %396 = stablehlo.add %388, %395 : tensor<2x8x32xf32>
    %397 = stablehlo.multiply %396, %120 : tensor<2x8x32xf32>
    %398 = stablehlo.multiply %397, %cst_24 : tensor<2x8x32xf32>
    %399 = stablehlo.reduce(%397 init: %cst_58) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %400 = stablehlo.broadcast_in_dim %399, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %401 = stablehlo.subtract %398, %400 : tensor<2x8x32xf32>
    %402 = stablehlo.reshape %batch_mean_63 : (tensor<16xf32>) -> tensor<2x8xf32>
    %403 = stablehlo.broadcast_in_dim %402, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %404 = stablehlo.subtract %116, %403 : tensor<2x8x32xf32>
    %405 = stablehlo.reshape %354 : (tensor<16xf32>) -> tensor<2x8xf32>
    %406 = stablehlo.broadcast_in_dim %405, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %407 = stablehlo.multiply %404, %406 : tensor<2x8x32xf32>
    %408 = stablehlo.multiply %397, %407 : tensor<2x8x32xf32>
    %409 = stablehlo.reduce(%408 init: %cst_58) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %410 = stablehlo.broadcast_in_dim %409, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %411 = stablehlo.multiply %407, %410 : tensor<2x8x32xf32>
    %412 = stablehlo.subtract %401, %411 : tensor<2x8x32xf32>
    %413 = stablehlo.multiply %358, %412 : tensor<2x8x32xf32>
    %414 = stablehlo.add %352, %413 : tensor<2x8x32xf32>
    %415 = stablehlo.add %batch_var_61, %cst_26 : tensor<16xf32>
    %416 = stablehlo.rsqrt %415 : tensor<16xf32>
    %417 = stablehlo.reshape %416 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %418 = stablehlo.divide %417, %cst_25 : tensor<2x8x1xf32>
    %419 = stablehlo.reshape %418 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %420 = stablehlo.broadcast_in_dim %419, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %421 = stablehlo.reshape %414 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %422 = stablehlo.dot_general %421, %arg18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %423 = stablehlo.reshape %422 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %424 = stablehlo.multiply %108, %cst_40 : tensor<2x8x64xf32>
    %425 = stablehlo.multiply %104, %104 : tensor<2x8x64xf32>
    %426 = stablehlo.multiply %425, %cst_21 : tensor<2x8x64xf32>
    %427 = stablehlo.exponential %426 : tensor<2x8x64xf32>
    %428 = stablehlo.multiply %427, %cst_20 : tensor<2x8x64xf32>
    %429 = stablehlo.multiply %104, %428 : tensor<2x8x64xf32>
    %430 = stablehlo.add %424, %429 : tensor<2x8x64xf32>
    %431 = stablehlo.multiply %423, %430 : tensor<2x8x64xf32>
    %432 = stablehlo.reshape %431 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %433 = stablehlo.dot_general %432, %arg20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %434 = stablehlo.reshape %433 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %435 = stablehlo.multiply %434, %96 : tensor<2x8x32xf32>
    %436 = stablehlo.multiply %435, %cst_24 : tensor<2x8x32xf32>
    %437 = stablehlo.reduce(%435 init: %cst_58) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %438 = stablehlo.broadcast_in_dim %437, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %439 = stablehlo.subtract %436, %438 : tensor<2x8x32xf32>
    %440 = stablehlo.reshape %batch_mean_60 : (tensor<16xf32>) -> tensor<2x8xf32>
    %441 = stablehlo.broadcast_in_dim %440, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %442 = stablehlo.subtract %92, %441 : tensor<2x8x32xf32>
    %443 = stablehlo.reshape %416 : (tensor<16xf32>) -> tensor<2x8xf32>
    %444 = stablehlo.broadcast_in_dim %443, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %445 = stablehlo.multiply %442, %444 : tensor<2x8x32xf32>
    %446 = stablehlo.multiply %435, %445 : tensor<2x8x32xf32>
    %447 = stablehlo.reduce(%446 init: %cst_58) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %448 = stablehlo.broadcast_in_dim %447, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %449 = stablehlo.multiply %445, %448 : tensor<2x8x32xf32>
    %450 = stablehlo.subtract %439, %449 : tensor<2x8x32xf32>
    %451 = stablehlo.multiply %420, %450 : tensor<2x8x32xf32>
    %452 = stablehlo.add %414, %451 : tensor<2x8x32xf32>
    %453 = stablehlo.add %batch_var, %cst_26 : tensor<16xf32>
    %454 = stablehlo.rsqrt %453 : tensor<16xf32>
    %455 = stablehlo.reshape %454 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %456 = stablehlo.divide %455, %cst_25 : tensor<2x8x1xf32>
    %457 = stablehlo.reshape %456 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %458 = stablehlo.broadcast_in_dim %457, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %459 = stablehlo.transpose %75, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %460 = stablehlo.reshape %452 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %461 = stablehlo.dot_general %460, %arg23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %462 = stablehlo.reshape %461 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %463 = stablehlo.transpose %462, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %464 = stablehlo.reshape %463 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %465 = stablehlo.dot_general %459, %464, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %466 = stablehlo.reshape %465 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %467 = stablehlo.transpose %466, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %468 = stablehlo.reshape %467 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %469 = stablehlo.dot_general %468, %arg25, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %470 = stablehlo.reshape %469 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %471 = stablehlo.transpose %28, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %472 = stablehlo.transpose %82, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %473 = stablehlo.dot_general %464, %472, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %474 = stablehlo.reshape %473 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %475 = stablehlo.multiply %474, %74 : tensor<2x4x8x8xf32>
    %476 = stablehlo.reduce(%475 init: %cst_58) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %477 = stablehlo.broadcast_in_dim %476, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %478 = stablehlo.multiply %74, %477 : tensor<2x4x8x8xf32>
    %479 = stablehlo.subtract %475, %478 : tensor<2x4x8x8xf32>
    %480 = stablehlo.divide %479, %cst_49 : tensor<2x4x8x8xf32>
    %481 = stablehlo.reshape %480 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %482 = stablehlo.dot_general %471, %481, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %483 = stablehlo.reshape %482 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %484 = stablehlo.transpose %483, dims = [0, 3, 1, 2] : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %485 = stablehlo.reshape %484 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %486 = stablehlo.dot_general %485, %arg34, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %487 = stablehlo.reshape %486 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %488 = stablehlo.add %470, %487 : tensor<2x8x32xf32>
    %489 = stablehlo.transpose %35, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %490 = stablehlo.dot_general %481, %489, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %491 = stablehlo.reshape %490 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %492 = stablehlo.transpose %491, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %493 = stablehlo.reshape %492 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %494 = stablehlo.dot_general %493, %arg36, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %495 = stablehlo.reshape %494 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %496 = stablehlo.add %488, %495 : tensor<2x8x32xf32>
    %497 = stablehlo.multiply %496, %18 : tensor<2x8x32xf32>
    %498 = stablehlo.multiply %497, %cst_24 : tensor<2x8x32xf32>
    %499 = stablehlo.reduce(%497 init: %cst_58) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %500 = stablehlo.broadcast_in_dim %499, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %501 = stablehlo.subtract %498, %500 : tensor<2x8x32xf32>
    %502 = stablehlo.reshape %batch_mean : (tensor<16xf32>) -> tensor<2x8xf32>
    %503 = stablehlo.broadcast_in_dim %502, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %504 = stablehlo.subtract %14, %503 : tensor<2x8x32xf32>
    %505 = stablehlo.reshape %454 : (tensor<16xf32>) -> tensor<2x8xf32>
    %506 = stablehlo.broadcast_in_dim %505, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %507 = stablehlo.multiply %504, %506 : tensor<2x8x32xf32>
    %508 = stablehlo.multiply %497, %507 : tensor<2x8x32xf32>
    %509 = stablehlo.reduce(%508 init: %cst_58) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %510 = stablehlo.broadcast_in_dim %509, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %511 = stablehlo.multiply %507, %510 : tensor<2x8x32xf32>
    %512 = stablehlo.subtract %501, %511 : tensor<2x8x32xf32>
    %513 = stablehlo.multiply %458, %512 : tensor<2x8x32xf32>
    %514 = stablehlo.add %452, %513 : tensor<2x8x32xf32>
    %515 = stablehlo.select %255, %cst_27, %514 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %516 = "stablehlo.scatter"(%cst_29, %253, %515) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg88: tensor<f32>, %arg89: tensor<f32>):
      %754 = stablehlo.add %arg88, %arg89 : tensor<f32>
      stablehlo.return %754 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %517 = stablehlo.add %249, %516 : tensor<128x32xf32>
    %518 = stablehlo.add %238, %517 : tensor<128x32xf32>
    %519 = stablehlo.multiply %518, %cst_19 : tensor<128x32xf32>
    %520 = stablehlo.subtract %arg2, %519 : tensor<128x32xf32>
    %521 = stablehlo.multiply %arg47, %cst_18 : tensor<64x32xf32>
    %522 = stablehlo.compare  LT, %9, %c_16 : (tensor<1x8xi64>, tensor<1x8xi64>) -> tensor<1x8xi1>
    %523 = stablehlo.add %9, %c_15 : tensor<1x8xi64>
    %524 = stablehlo.select %522, %523, %9 : tensor<1x8xi1>, tensor<1x8xi64>
    %525 = stablehlo.reshape %524 : (tensor<1x8xi64>) -> tensor<1x8x1xi64>
    %526 = stablehlo.compare  EQ, %9, %c_14 : (tensor<1x8xi64>, tensor<1x8xi64>) -> tensor<1x8xi1>
    %527 = stablehlo.broadcast_in_dim %526, dims = [0, 1] : (tensor<1x8xi1>) -> tensor<1x8x32xi1>
    %528 = stablehlo.reduce(%514 init: %cst_58) applies stablehlo.add across dimensions = [0] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<8x32xf32>
    %529 = stablehlo.reshape %528 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %530 = stablehlo.select %527, %cst_13, %529 : tensor<1x8x32xi1>, tensor<1x8x32xf32>
    %531 = "stablehlo.scatter"(%cst_17, %525, %530) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg88: tensor<f32>, %arg89: tensor<f32>):
      %754 = stablehlo.add %arg88, %arg89 : tensor<f32>
      stablehlo.return %754 : tensor<f32>
    }) : (tensor<64x32xf32>, tensor<1x8x1xi64>, tensor<1x8x32xf32>) -> tensor<64x32xf32>
    %532 = stablehlo.add %521, %531 : tensor<64x32xf32>
    %533 = stablehlo.multiply %532, %cst_12 : tensor<64x32xf32>
    %534 = stablehlo.subtract %arg28, %533 : tensor<64x32xf32>
    %535 = stablehlo.multiply %arg48, %cst_11 : tensor<2x32xf32>
    %536 = "stablehlo.scatter"(%cst_10, %c, %514) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg88: tensor<f32>, %arg89: tensor<f32>):
      %754 = stablehlo.add %arg88, %arg89 : tensor<f32>
      stablehlo.return %754 : tensor<f32>
    }) : (tensor<2x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<2x32xf32>
    %537 = stablehlo.add %535, %536 : tensor<2x32xf32>
    %538 = stablehlo.multiply %537, %cst_9 : tensor<2x32xf32>
    %539 = stablehlo.subtract %arg29, %538 : tensor<2x32xf32>
    %540 = stablehlo.multiply %arg49, %cst_8 : tensor<32xf32>
    %541 = stablehlo.multiply %496, %507 : tensor<2x8x32xf32>
    %542 = stablehlo.reduce(%541 init: %cst_58) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %543 = stablehlo.add %540, %542 : tensor<32xf32>
    %544 = stablehlo.multiply %543, %cst_7 : tensor<32xf32>
    %545 = stablehlo.subtract %arg26, %544 : tensor<32xf32>
    %546 = stablehlo.multiply %arg50, %cst_8 : tensor<32xf32>
    %547 = stablehlo.reduce(%496 init: %cst_58) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %548 = stablehlo.add %546, %547 : tensor<32xf32>
    %549 = stablehlo.multiply %548, %cst_7 : tensor<32xf32>
    %550 = stablehlo.subtract %arg30, %549 : tensor<32xf32>
    %551 = stablehlo.multiply %arg51, %cst_6 : tensor<32x32xf32>
    %552 = stablehlo.transpose %493, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %553 = stablehlo.dot_general %552, %21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %554 = stablehlo.add %551, %553 : tensor<32x32xf32>
    %555 = stablehlo.multiply %554, %cst_5 : tensor<32x32xf32>
    %556 = stablehlo.subtract %arg36, %555 : tensor<32x32xf32>
    %557 = stablehlo.multiply %arg52, %cst_8 : tensor<32xf32>
    %558 = stablehlo.reduce(%493 init: %cst_58) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %559 = stablehlo.add %557, %558 : tensor<32xf32>
    %560 = stablehlo.multiply %559, %cst_7 : tensor<32xf32>
    %561 = stablehlo.subtract %arg35, %560 : tensor<32xf32>
    %562 = stablehlo.multiply %arg53, %cst_6 : tensor<32x32xf32>
    %563 = stablehlo.transpose %485, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %564 = stablehlo.dot_general %563, %21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %565 = stablehlo.add %562, %564 : tensor<32x32xf32>
    %566 = stablehlo.multiply %565, %cst_5 : tensor<32x32xf32>
    %567 = stablehlo.subtract %arg34, %566 : tensor<32x32xf32>
    %568 = stablehlo.multiply %arg54, %cst_8 : tensor<32xf32>
    %569 = stablehlo.reduce(%485 init: %cst_58) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %570 = stablehlo.add %568, %569 : tensor<32xf32>
    %571 = stablehlo.multiply %570, %cst_7 : tensor<32xf32>
    %572 = stablehlo.subtract %arg33, %571 : tensor<32xf32>
    %573 = stablehlo.multiply %arg55, %cst_6 : tensor<32x32xf32>
    %574 = stablehlo.transpose %468, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %575 = stablehlo.dot_general %574, %21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %576 = stablehlo.add %573, %575 : tensor<32x32xf32>
    %577 = stablehlo.multiply %576, %cst_5 : tensor<32x32xf32>
    %578 = stablehlo.subtract %arg25, %577 : tensor<32x32xf32>
    %579 = stablehlo.multiply %arg56, %cst_8 : tensor<32xf32>
    %580 = stablehlo.reduce(%468 init: %cst_58) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %581 = stablehlo.add %579, %580 : tensor<32xf32>
    %582 = stablehlo.multiply %581, %cst_7 : tensor<32xf32>
    %583 = stablehlo.subtract %arg24, %582 : tensor<32xf32>
    %584 = stablehlo.multiply %arg57, %cst_6 : tensor<32x32xf32>
    %585 = stablehlo.transpose %460, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %586 = stablehlo.dot_general %585, %86, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %587 = stablehlo.add %584, %586 : tensor<32x32xf32>
    %588 = stablehlo.multiply %587, %cst_5 : tensor<32x32xf32>
    %589 = stablehlo.subtract %arg23, %588 : tensor<32x32xf32>
    %590 = stablehlo.multiply %arg58, %cst_8 : tensor<32xf32>
    %591 = stablehlo.reduce(%460 init: %cst_58) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %592 = stablehlo.add %590, %591 : tensor<32xf32>
    %593 = stablehlo.multiply %592, %cst_7 : tensor<32xf32>
    %594 = stablehlo.subtract %arg22, %593 : tensor<32xf32>
    %595 = stablehlo.multiply %arg59, %cst_8 : tensor<32xf32>
    %596 = stablehlo.multiply %434, %445 : tensor<2x8x32xf32>
    %597 = stablehlo.reduce(%596 init: %cst_58) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %598 = stablehlo.add %595, %597 : tensor<32xf32>
    %599 = stablehlo.multiply %598, %cst_7 : tensor<32xf32>
    %600 = stablehlo.subtract %arg21, %599 : tensor<32xf32>
    %601 = stablehlo.multiply %arg60, %cst_8 : tensor<32xf32>
    %602 = stablehlo.reduce(%434 init: %cst_58) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %603 = stablehlo.add %601, %602 : tensor<32xf32>
    %604 = stablehlo.multiply %603, %cst_7 : tensor<32xf32>
    %605 = stablehlo.subtract %arg37, %604 : tensor<32xf32>
    %606 = stablehlo.multiply %arg61, %cst_18 : tensor<64x32xf32>
    %607 = stablehlo.transpose %432, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %608 = stablehlo.dot_general %607, %99, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %609 = stablehlo.add %606, %608 : tensor<64x32xf32>
    %610 = stablehlo.multiply %609, %cst_12 : tensor<64x32xf32>
    %611 = stablehlo.subtract %arg20, %610 : tensor<64x32xf32>
    %612 = stablehlo.multiply %arg62, %cst_4 : tensor<64xf32>
    %613 = stablehlo.reduce(%432 init: %cst_58) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %614 = stablehlo.add %612, %613 : tensor<64xf32>
    %615 = stablehlo.multiply %614, %cst_3 : tensor<64xf32>
    %616 = stablehlo.subtract %arg19, %615 : tensor<64xf32>
    %617 = stablehlo.multiply %arg63, %cst_2 : tensor<32x64xf32>
    %618 = stablehlo.transpose %421, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %619 = stablehlo.dot_general %618, %110, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %620 = stablehlo.add %617, %619 : tensor<32x64xf32>
    %621 = stablehlo.multiply %620, %cst_1 : tensor<32x64xf32>
    %622 = stablehlo.subtract %arg18, %621 : tensor<32x64xf32>
    %623 = stablehlo.multiply %arg64, %cst_8 : tensor<32xf32>
    %624 = stablehlo.reduce(%421 init: %cst_58) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %625 = stablehlo.add %623, %624 : tensor<32xf32>
    %626 = stablehlo.multiply %625, %cst_7 : tensor<32xf32>
    %627 = stablehlo.subtract %arg17, %626 : tensor<32xf32>
    %628 = stablehlo.multiply %arg65, %cst_8 : tensor<32xf32>
    %629 = stablehlo.multiply %396, %407 : tensor<2x8x32xf32>
    %630 = stablehlo.reduce(%629 init: %cst_58) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %631 = stablehlo.add %628, %630 : tensor<32xf32>
    %632 = stablehlo.multiply %631, %cst_7 : tensor<32xf32>
    %633 = stablehlo.subtract %arg16, %632 : tensor<32xf32>
    %634 = stablehlo.multiply %arg66, %cst_8 : tensor<32xf32>
    %635 = stablehlo.reduce(%396 init: %cst_58) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %636 = stablehlo.add %634, %635 : tensor<32xf32>
    %637 = stablehlo.multiply %636, %cst_7 : tensor<32xf32>
    %638 = stablehlo.subtract %arg38, %637 : tensor<32xf32>
    %639 = stablehlo.multiply %arg67, %cst_6 : tensor<32x32xf32>
    %640 = stablehlo.transpose %393, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %641 = stablehlo.dot_general %640, %123, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %642 = stablehlo.add %639, %641 : tensor<32x32xf32>
    %643 = stablehlo.multiply %642, %cst_5 : tensor<32x32xf32>
    %644 = stablehlo.subtract %arg42, %643 : tensor<32x32xf32>
    %645 = stablehlo.multiply %arg68, %cst_8 : tensor<32xf32>
    %646 = stablehlo.reduce(%393 init: %cst_58) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %647 = stablehlo.add %645, %646 : tensor<32xf32>
    %648 = stablehlo.multiply %647, %cst_7 : tensor<32xf32>
    %649 = stablehlo.subtract %arg41, %648 : tensor<32xf32>
    %650 = stablehlo.multiply %arg69, %cst_6 : tensor<32x32xf32>
    %651 = stablehlo.transpose %385, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %652 = stablehlo.dot_general %651, %123, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %653 = stablehlo.add %650, %652 : tensor<32x32xf32>
    %654 = stablehlo.multiply %653, %cst_5 : tensor<32x32xf32>
    %655 = stablehlo.subtract %arg40, %654 : tensor<32x32xf32>
    %656 = stablehlo.multiply %arg70, %cst_8 : tensor<32xf32>
    %657 = stablehlo.reduce(%385 init: %cst_58) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %658 = stablehlo.add %656, %657 : tensor<32xf32>
    %659 = stablehlo.multiply %658, %cst_7 : tensor<32xf32>
    %660 = stablehlo.subtract %arg39, %659 : tensor<32xf32>
    %661 = stablehlo.multiply %arg71, %cst_6 : tensor<32x32xf32>
    %662 = stablehlo.transpose %368, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %663 = stablehlo.dot_general %662, %123, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %664 = stablehlo.add %661, %663 : tensor<32x32xf32>
    %665 = stablehlo.multiply %664, %cst_5 : tensor<32x32xf32>
    %666 = stablehlo.subtract %arg15, %665 : tensor<32x32xf32>
    %667 = stablehlo.multiply %arg72, %cst_8 : tensor<32xf32>
    %668 = stablehlo.reduce(%368 init: %cst_58) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %669 = stablehlo.add %667, %668 : tensor<32xf32>
    %670 = stablehlo.multiply %669, %cst_7 : tensor<32xf32>
    %671 = stablehlo.subtract %arg14, %670 : tensor<32xf32>
    %672 = stablehlo.multiply %arg73, %cst_6 : tensor<32x32xf32>
    %673 = stablehlo.transpose %360, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %674 = stablehlo.dot_general %673, %160, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %675 = stablehlo.add %672, %674 : tensor<32x32xf32>
    %676 = stablehlo.multiply %675, %cst_5 : tensor<32x32xf32>
    %677 = stablehlo.subtract %arg13, %676 : tensor<32x32xf32>
    %678 = stablehlo.multiply %arg74, %cst_8 : tensor<32xf32>
    %679 = stablehlo.reduce(%360 init: %cst_58) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %680 = stablehlo.add %678, %679 : tensor<32xf32>
    %681 = stablehlo.multiply %680, %cst_7 : tensor<32xf32>
    %682 = stablehlo.subtract %arg12, %681 : tensor<32xf32>
    %683 = stablehlo.multiply %arg75, %cst_8 : tensor<32xf32>
    %684 = stablehlo.multiply %334, %345 : tensor<2x8x32xf32>
    %685 = stablehlo.reduce(%684 init: %cst_58) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %686 = stablehlo.add %683, %685 : tensor<32xf32>
    %687 = stablehlo.multiply %686, %cst_7 : tensor<32xf32>
    %688 = stablehlo.subtract %arg11, %687 : tensor<32xf32>
    %689 = stablehlo.multiply %arg76, %cst_8 : tensor<32xf32>
    %690 = stablehlo.reduce(%334 init: %cst_58) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %691 = stablehlo.add %689, %690 : tensor<32xf32>
    %692 = stablehlo.multiply %691, %cst_7 : tensor<32xf32>
    %693 = stablehlo.subtract %arg43, %692 : tensor<32xf32>
    %694 = stablehlo.multiply %arg77, %cst_18 : tensor<64x32xf32>
    %695 = stablehlo.transpose %332, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %696 = stablehlo.dot_general %695, %173, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %697 = stablehlo.add %694, %696 : tensor<64x32xf32>
    %698 = stablehlo.multiply %697, %cst_12 : tensor<64x32xf32>
    %699 = stablehlo.subtract %arg10, %698 : tensor<64x32xf32>
    %700 = stablehlo.multiply %arg78, %cst_4 : tensor<64xf32>
    %701 = stablehlo.reduce(%332 init: %cst_58) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %702 = stablehlo.add %700, %701 : tensor<64xf32>
    %703 = stablehlo.multiply %702, %cst_3 : tensor<64xf32>
    %704 = stablehlo.subtract %arg9, %703 : tensor<64xf32>
    %705 = stablehlo.multiply %arg79, %cst_2 : tensor<32x64xf32>
    %706 = stablehlo.transpose %321, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %707 = stablehlo.dot_general %706, %184, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %708 = stablehlo.add %705, %707 : tensor<32x64xf32>
    %709 = stablehlo.multiply %708, %cst_1 : tensor<32x64xf32>
    %710 = stablehlo.subtract %arg8, %709 : tensor<32x64xf32>
    %711 = stablehlo.multiply %arg80, %cst_8 : tensor<32xf32>
    %712 = stablehlo.reduce(%321 init: %cst_58) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %713 = stablehlo.add %711, %712 : tensor<32xf32>
    %714 = stablehlo.multiply %713, %cst_7 : tensor<32xf32>
    %715 = stablehlo.subtract %arg7, %714 : tensor<32xf32>
    %716 = stablehlo.multiply %arg81, %cst_8 : tensor<32xf32>
    %717 = stablehlo.multiply %297, %308 : tensor<2x8x32xf32>
    %718 = stablehlo.reduce(%717 init: %cst_58) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %719 = stablehlo.add %716, %718 : tensor<32xf32>
    %720 = stablehlo.multiply %719, %cst_7 : tensor<32xf32>
    %721 = stablehlo.subtract %arg6, %720 : tensor<32xf32>
    %722 = stablehlo.multiply %arg82, %cst_8 : tensor<32xf32>
    %723 = stablehlo.reduce(%297 init: %cst_58) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %724 = stablehlo.add %722, %723 : tensor<32xf32>
    %725 = stablehlo.multiply %724, %cst_7 : tensor<32xf32>
    %726 = stablehlo.subtract %arg44, %725 : tensor<32xf32>
    %727 = stablehlo.multiply %arg83, %cst_0 : tensor<128xf32>
    %728 = stablehlo.reduce(%247 init: %cst_58) applies stablehlo.add across dimensions = [0] : (tensor<16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %729 = stablehlo.add %727, %728 : tensor<128xf32>
    %730 = stablehlo.multiply %729, %cst : tensor<128xf32>
    %731 = stablehlo.subtract %arg1, %730 : tensor<128xf32>
    %732 = stablehlo.multiply %arg84, %cst_6 : tensor<32x32xf32>
    %733 = stablehlo.transpose %295, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %734 = stablehlo.dot_general %733, %196, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %735 = stablehlo.add %732, %734 : tensor<32x32xf32>
    %736 = stablehlo.multiply %735, %cst_5 : tensor<32x32xf32>
    %737 = stablehlo.subtract %arg5, %736 : tensor<32x32xf32>
    %738 = stablehlo.multiply %arg85, %cst_8 : tensor<32xf32>
    %739 = stablehlo.reduce(%295 init: %cst_58) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %740 = stablehlo.add %738, %739 : tensor<32xf32>
    %741 = stablehlo.multiply %740, %cst_7 : tensor<32xf32>
    %742 = stablehlo.subtract %arg4, %741 : tensor<32xf32>
    %743 = stablehlo.multiply %arg86, %cst_8 : tensor<32xf32>
    %744 = stablehlo.multiply %269, %280 : tensor<2x8x32xf32>
    %745 = stablehlo.reduce(%744 init: %cst_58) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %746 = stablehlo.add %743, %745 : tensor<32xf32>
    %747 = stablehlo.multiply %746, %cst_7 : tensor<32xf32>
    %748 = stablehlo.subtract %arg3, %747 : tensor<32xf32>
    %749 = stablehlo.multiply %arg87, %cst_8 : tensor<32xf32>
    %750 = stablehlo.reduce(%269 init: %cst_58) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %751 = stablehlo.add %749, %750 : tensor<32xf32>
    %752 = stablehlo.multiply %751, %cst_7 : tensor<32xf32>
    %753 = stablehlo.subtract %arg45, %752 : tensor<32xf32>
    return %237, %520, %534, %539, %545, %550, %556, %561, %567, %572, %578, %583, %589, %594, %600, %605, %611, %616, %622, %627, %633, %638, %644, %649, %655, %660, %666, %671, %677, %682, %688, %693, %699, %704, %710, %715, %721, %726, %731, %737, %742, %748, %753, %518, %532, %537, %543, %548, %554, %559, %565, %570, %576, %581, %587, %592, %598, %603, %609, %614, %620, %625, %631, %636, %642, %647, %653, %658, %664, %669, %675, %680, %686, %691, %697, %702, %708, %713, %719, %724, %729, %735, %740, %746, %751 : tensor<f32>, tensor<128x32xf32>, tensor<64x32xf32>, tensor<2x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<64x32xf32>, tensor<2x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  }
}
