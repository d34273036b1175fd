module @IrToHlo.2387 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128xf32> {tf.aliasing_output = 38 : i32}, %arg2: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg3: tensor<32xf32> {tf.aliasing_output = 41 : i32}, %arg4: tensor<32xf32> {tf.aliasing_output = 40 : i32}, %arg5: tensor<32x32xf32> {tf.aliasing_output = 39 : i32}, %arg6: tensor<32xf32> {tf.aliasing_output = 36 : i32}, %arg7: tensor<32xf32> {tf.aliasing_output = 30 : i32}, %arg8: tensor<32xf32> {tf.aliasing_output = 20 : i32}, %arg9: tensor<32xf32> {tf.aliasing_output = 14 : i32}, %arg10: tensor<32xf32> {tf.aliasing_output = 3 : i32}, %arg11: tensor<64x32xf32> {tf.aliasing_output = 5 : i32}, %arg12: tensor<1x64xi64>, %arg13: tensor<2x32xf32> {tf.aliasing_output = 2 : i32}, %arg14: tensor<32xf32> {tf.aliasing_output = 4 : i32}, %arg15: tensor<32xf32> {tf.aliasing_output = 13 : i32}, %arg16: tensor<32x32xf32> {tf.aliasing_output = 12 : i32}, %arg17: tensor<32xf32> {tf.aliasing_output = 11 : i32}, %arg18: tensor<32x32xf32> {tf.aliasing_output = 10 : i32}, %arg19: tensor<2x8xi64>, %arg20: tensor<i1>, %arg21: tensor<32xf32> {tf.aliasing_output = 9 : i32}, %arg22: tensor<32x32xf32> {tf.aliasing_output = 8 : i32}, %arg23: tensor<32xf32> {tf.aliasing_output = 7 : i32}, %arg24: tensor<32x32xf32> {tf.aliasing_output = 6 : i32}, %arg25: tensor<32xf32> {tf.aliasing_output = 15 : i32}, %arg26: tensor<32xf32> {tf.aliasing_output = 19 : i32}, %arg27: tensor<32x64xf32> {tf.aliasing_output = 18 : i32}, %arg28: tensor<64xf32> {tf.aliasing_output = 17 : i32}, %arg29: tensor<64x32xf32> {tf.aliasing_output = 16 : i32}, %arg30: tensor<32xf32> {tf.aliasing_output = 21 : i32}, %arg31: tensor<32xf32> {tf.aliasing_output = 29 : i32}, %arg32: tensor<32x32xf32> {tf.aliasing_output = 28 : i32}, %arg33: tensor<32xf32> {tf.aliasing_output = 27 : i32}, %arg34: tensor<32x32xf32> {tf.aliasing_output = 26 : i32}, %arg35: tensor<32xf32> {tf.aliasing_output = 25 : i32}, %arg36: tensor<32x32xf32> {tf.aliasing_output = 24 : i32}, %arg37: tensor<32xf32> {tf.aliasing_output = 23 : i32}, %arg38: tensor<32x32xf32> {tf.aliasing_output = 22 : i32}, %arg39: tensor<32xf32> {tf.aliasing_output = 31 : i32}, %arg40: tensor<32xf32> {tf.aliasing_output = 35 : i32}, %arg41: tensor<32x64xf32> {tf.aliasing_output = 34 : i32}, %arg42: tensor<64xf32> {tf.aliasing_output = 33 : i32}, %arg43: tensor<64x32xf32> {tf.aliasing_output = 32 : i32}, %arg44: tensor<32xf32> {tf.aliasing_output = 37 : i32}, %arg45: tensor<32xf32> {tf.aliasing_output = 42 : i32}, %arg46: tensor<128x32xf32> {tf.aliasing_output = 43 : i32}, %arg47: tensor<2x32xf32> {tf.aliasing_output = 44 : i32}, %arg48: tensor<32xf32> {tf.aliasing_output = 45 : i32}, %arg49: tensor<32xf32> {tf.aliasing_output = 46 : i32}, %arg50: tensor<64x32xf32> {tf.aliasing_output = 47 : i32}, %arg51: tensor<32x32xf32> {tf.aliasing_output = 48 : i32}, %arg52: tensor<32xf32> {tf.aliasing_output = 49 : i32}, %arg53: tensor<32x32xf32> {tf.aliasing_output = 50 : i32}, %arg54: tensor<32xf32> {tf.aliasing_output = 51 : i32}, %arg55: tensor<32x32xf32> {tf.aliasing_output = 52 : i32}, %arg56: tensor<32xf32> {tf.aliasing_output = 53 : i32}, %arg57: tensor<32x32xf32> {tf.aliasing_output = 54 : i32}, %arg58: tensor<32xf32> {tf.aliasing_output = 55 : i32}, %arg59: tensor<32xf32> {tf.aliasing_output = 56 : i32}, %arg60: tensor<32xf32> {tf.aliasing_output = 57 : i32}, %arg61: tensor<64x32xf32> {tf.aliasing_output = 58 : i32}, %arg62: tensor<64xf32> {tf.aliasing_output = 59 : i32}, %arg63: tensor<32x64xf32> {tf.aliasing_output = 60 : i32}, %arg64: tensor<32xf32> {tf.aliasing_output = 61 : i32}, %arg65: tensor<32xf32> {tf.aliasing_output = 62 : i32}, %arg66: tensor<32xf32> {tf.aliasing_output = 63 : i32}, %arg67: tensor<32x32xf32> {tf.aliasing_output = 64 : i32}, %arg68: tensor<32xf32> {tf.aliasing_output = 65 : i32}, %arg69: tensor<32x32xf32> {tf.aliasing_output = 66 : i32}, %arg70: tensor<32xf32> {tf.aliasing_output = 67 : i32}, %arg71: tensor<32x32xf32> {tf.aliasing_output = 68 : i32}, %arg72: tensor<32xf32> {tf.aliasing_output = 69 : i32}, %arg73: tensor<32x32xf32> {tf.aliasing_output = 70 : i32}, %arg74: tensor<32xf32> {tf.aliasing_output = 71 : i32}, %arg75: tensor<32xf32> {tf.aliasing_output = 72 : i32}, %arg76: tensor<32xf32> {tf.aliasing_output = 73 : i32}, %arg77: tensor<64x32xf32> {tf.aliasing_output = 74 : i32}, %arg78: tensor<64xf32> {tf.aliasing_output = 75 : i32}, %arg79: tensor<32x64xf32> {tf.aliasing_output = 76 : i32}, %arg80: tensor<32xf32> {tf.aliasing_output = 77 : i32}, %arg81: tensor<32xf32> {tf.aliasing_output = 78 : i32}, %arg82: tensor<32xf32> {tf.aliasing_output = 79 : i32}, %arg83: tensor<128xf32> {tf.aliasing_output = 80 : i32}, %arg84: tensor<32x32xf32> {tf.aliasing_output = 81 : i32}, %arg85: tensor<32xf32> {tf.aliasing_output = 82 : i32}, %arg86: tensor<32xf32> {tf.aliasing_output = 83 : i32}, %arg87: tensor<32xf32> {tf.aliasing_output = 84 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<2x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<2x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) {
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
    %0 = stablehlo.broadcast_in_dim %arg45, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg44, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %2 = stablehlo.broadcast_in_dim %arg39, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %3 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %4 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %7 = stablehlo.convert %6 : (tensor<16xi64>) -> tensor<16xui32>
    %8 = "stablehlo.gather"(%arg2, %7) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %9 = stablehlo.reshape %8 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %10 = stablehlo.reshape %arg12 : (tensor<1x64xi64>) -> tensor<64xi64>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<64xi64>) -> tensor<2x64xi64>
    %12 = stablehlo.iota dim = 0 : tensor<2xui32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<2xui32>) -> tensor<2x8x1xui32>
    %14 = stablehlo.compare  NE, %arg0, %c_50 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %15 = stablehlo.convert %14 : (tensor<2x8xi1>) -> tensor<2x8xi32>
    %16 = "stablehlo.reduce_window"(%15, %c_56) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [7, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 8>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg88: tensor<i32>, %arg89: tensor<i32>):
      %778 = stablehlo.add %arg88, %arg89 : tensor<i32>
      stablehlo.return %778 : tensor<i32>
    }) : (tensor<2x8xi32>, tensor<i32>) -> tensor<2x8xi32>
    %17 = stablehlo.multiply %16, %15 : tensor<2x8xi32>
    %18 = stablehlo.convert %17 : (tensor<2x8xi32>) -> tensor<2x8xi64>
    %19 = stablehlo.add %18, %c_50 : tensor<2x8xi64>
    %20 = stablehlo.convert %19 : (tensor<2x8xi64>) -> tensor<2x8xui32>
    %21 = stablehlo.reshape %20 : (tensor<2x8xui32>) -> tensor<2x8x1xui32>
    %22 = stablehlo.concatenate %13, %21, dim = 2 : (tensor<2x8x1xui32>, tensor<2x8x1xui32>) -> tensor<2x8x2xui32>
    %23 = "stablehlo.gather"(%11, %22) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x64xi64>, tensor<2x8x2xui32>) -> tensor<2x8xi64>
    %24 = stablehlo.reshape %23 : (tensor<2x8xi64>) -> tensor<16xi64>
    %25 = stablehlo.convert %24 : (tensor<16xi64>) -> tensor<16xui32>
    %26 = "stablehlo.gather"(%arg13, %25) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<2x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %27 = stablehlo.reshape %26 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %28 = stablehlo.add %9, %27 : tensor<2x8x32xf32>
    %29 = stablehlo.reshape %19 : (tensor<2x8xi64>) -> tensor<16xi64>
    %30 = stablehlo.convert %29 : (tensor<16xi64>) -> tensor<16xui32>
    %31 = "stablehlo.gather"(%arg11, %30) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %32 = stablehlo.reshape %31 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %33 = stablehlo.add %28, %32 : tensor<2x8x32xf32>
    %34 = stablehlo.reshape %33 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%34, %cst_49, %cst_48) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %35 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %36 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %37 = stablehlo.multiply %35, %36 : tensor<2x8x32xf32>
    %38 = stablehlo.add %5, %37 : tensor<2x8x32xf32>
    %39 = stablehlo.reshape %38 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %40 = stablehlo.transpose %arg24, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %41 = stablehlo.dot_general %39, %40, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %42 = stablehlo.broadcast_in_dim %arg23, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %43 = stablehlo.add %41, %42 : tensor<16x32xf32>
    %44 = stablehlo.reshape %43 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %45 = stablehlo.transpose %44, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %46 = stablehlo.multiply %45, %cst_47 : tensor<2x4x8x8xf32>
    %47 = stablehlo.reshape %46 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %48 = stablehlo.transpose %arg22, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %49 = stablehlo.dot_general %39, %48, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %50 = stablehlo.broadcast_in_dim %arg21, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %51 = stablehlo.add %49, %50 : tensor<16x32xf32>
    %52 = stablehlo.reshape %51 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %53 = stablehlo.transpose %52, dims = [0, 2, 3, 1] : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %54 = stablehlo.multiply %53, %cst_47 : tensor<2x4x8x8xf32>
    %55 = stablehlo.reshape %54 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %56 = stablehlo.dot_general %47, %55, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %57 = stablehlo.reshape %56 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %58 = stablehlo.convert %arg20 : (tensor<i1>) -> tensor<ui8>
    %59 = stablehlo.broadcast_in_dim %58, dims = [] : (tensor<ui8>) -> tensor<1x1x8x1xui8>
    %60 = stablehlo.and %59, %c_46 : tensor<1x1x8x1xui8>
    %61 = stablehlo.compare  NE, %60, %c_55 : (tensor<1x1x8x1xui8>, tensor<1x1x8x1xui8>) -> tensor<1x1x8x1xi1>
    %62 = stablehlo.convert %61 : (tensor<1x1x8x1xi1>) -> tensor<1x1x8x1xui8>
    %63 = stablehlo.reshape %62 : (tensor<1x1x8x1xui8>) -> tensor<1x8xui8>
    %64 = stablehlo.broadcast_in_dim %63, dims = [1, 2] : (tensor<1x8xui8>) -> tensor<2x1x8x8xui8>
    %65 = stablehlo.compare  NE, %arg19, %c_54 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %66 = stablehlo.broadcast_in_dim %c_45, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %67 = stablehlo.compare  LT, %66, %c_44 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %68 = stablehlo.add %66, %c_43 : tensor<2x1x1x8xi64>
    %69 = stablehlo.select %67, %68, %66 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %70 = stablehlo.reshape %69 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %71 = stablehlo.broadcast_in_dim %c_42, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %72 = stablehlo.compare  LT, %71, %c_44 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %73 = stablehlo.add %71, %c_41 : tensor<2x1x1x8xi64>
    %74 = stablehlo.select %72, %73, %71 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %75 = stablehlo.reshape %74 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %76 = stablehlo.concatenate %70, %75, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %77 = "stablehlo.gather"(%65, %76) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %78 = stablehlo.convert %77 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %79 = stablehlo.reshape %78 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %81 = stablehlo.and %64, %80 : tensor<2x1x8x8xui8>
    %82 = stablehlo.compare  NE, %81, %c_53 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %83 = stablehlo.select %82, %cst_40, %cst_39 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %84 = stablehlo.reshape %83 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %86 = stablehlo.add %57, %85 : tensor<2x4x8x8xf32>
    %87 = stablehlo.reduce(%86 init: %cst_52) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %89 = stablehlo.subtract %86, %88 : tensor<2x4x8x8xf32>
    %90 = stablehlo.exponential %89 : tensor<2x4x8x8xf32>
    %91 = stablehlo.reduce(%90 init: %cst_57) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %93 = stablehlo.divide %90, %92 : tensor<2x4x8x8xf32>
    %94 = stablehlo.reshape %93 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %95 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %96 = stablehlo.dot_general %39, %95, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %97 = stablehlo.broadcast_in_dim %arg17, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %98 = stablehlo.add %96, %97 : tensor<16x32xf32>
    %99 = stablehlo.reshape %98 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %100 = stablehlo.transpose %99, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %101 = stablehlo.reshape %100 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %102 = stablehlo.dot_general %94, %101, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %103 = stablehlo.reshape %102 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %104 = stablehlo.transpose %103, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %105 = stablehlo.reshape %104 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %106 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %107 = stablehlo.dot_general %105, %106, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %108 = stablehlo.broadcast_in_dim %arg15, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %109 = stablehlo.add %107, %108 : tensor<16x32xf32>
    %110 = stablehlo.reshape %109 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %111 = stablehlo.add %110, %38 : tensor<2x8x32xf32>
    %112 = stablehlo.reshape %111 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_58, %batch_mean_59, %batch_var_60 = "stablehlo.batch_norm_training"(%112, %cst_49, %cst_48) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %113 = stablehlo.reshape %output_58 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %114 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %115 = stablehlo.multiply %113, %114 : tensor<2x8x32xf32>
    %116 = stablehlo.add %4, %115 : tensor<2x8x32xf32>
    %117 = stablehlo.reshape %116 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %118 = stablehlo.transpose %arg29, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %119 = stablehlo.dot_general %117, %118, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %120 = stablehlo.broadcast_in_dim %arg28, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %121 = stablehlo.add %119, %120 : tensor<16x64xf32>
    %122 = stablehlo.reshape %121 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %123 = stablehlo.multiply %122, %cst_38 : tensor<2x8x64xf32>
    %124 = stablehlo.multiply %122, %cst_37 : tensor<2x8x64xf32>
    %125 = stablehlo.custom_call @mhlo.erf(%124) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %126 = stablehlo.add %125, %cst_36 : tensor<2x8x64xf32>
    %127 = stablehlo.multiply %123, %126 : tensor<2x8x64xf32>
    %128 = stablehlo.reshape %127 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %129 = stablehlo.transpose %arg27, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %130 = stablehlo.dot_general %128, %129, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %131 = stablehlo.broadcast_in_dim %arg26, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %132 = stablehlo.add %130, %131 : tensor<16x32xf32>
    %133 = stablehlo.reshape %132 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %134 = stablehlo.add %133, %116 : tensor<2x8x32xf32>
    %135 = stablehlo.reshape %134 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_61, %batch_mean_62, %batch_var_63 = "stablehlo.batch_norm_training"(%135, %cst_49, %cst_48) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %136 = stablehlo.reshape %output_61 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %137 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %138 = stablehlo.multiply %136, %137 : tensor<2x8x32xf32>
    %139 = stablehlo.add %3, %138 : tensor<2x8x32xf32>
    %140 = stablehlo.reshape %139 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %141 = stablehlo.transpose %arg38, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %142 = stablehlo.dot_general %140, %141, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %143 = stablehlo.broadcast_in_dim %arg37, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %144 = stablehlo.add %142, %143 : tensor<16x32xf32>
    %145 = stablehlo.reshape %144 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %146 = stablehlo.transpose %145, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %147 = stablehlo.multiply %146, %cst_47 : tensor<2x4x8x8xf32>
    %148 = stablehlo.reshape %147 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %149 = stablehlo.transpose %arg36, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %150 = stablehlo.dot_general %140, %149, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %151 = stablehlo.broadcast_in_dim %arg35, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %152 = stablehlo.add %150, %151 : tensor<16x32xf32>
    %153 = stablehlo.reshape %152 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %154 = stablehlo.transpose %153, dims = [0, 2, 3, 1] : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %155 = stablehlo.multiply %154, %cst_47 : tensor<2x4x8x8xf32>
    %156 = stablehlo.reshape %155 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %157 = stablehlo.dot_general %148, %156, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %158 = stablehlo.reshape %157 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %159 = stablehlo.add %158, %85 : tensor<2x4x8x8xf32>
    %160 = stablehlo.reduce(%159 init: %cst_52) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %162 = stablehlo.subtract %159, %161 : tensor<2x4x8x8xf32>
    %163 = stablehlo.exponential %162 : tensor<2x4x8x8xf32>
    %164 = stablehlo.reduce(%163 init: %cst_57) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %166 = stablehlo.divide %163, %165 : tensor<2x4x8x8xf32>
    %167 = stablehlo.reshape %166 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %168 = stablehlo.transpose %arg34, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %169 = stablehlo.dot_general %140, %168, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %170 = stablehlo.broadcast_in_dim %arg33, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %171 = stablehlo.add %169, %170 : tensor<16x32xf32>
    %172 = stablehlo.reshape %171 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %173 = stablehlo.transpose %172, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %174 = stablehlo.reshape %173 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %175 = stablehlo.dot_general %167, %174, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %176 = stablehlo.reshape %175 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %177 = stablehlo.transpose %176, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %178 = stablehlo.reshape %177 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %179 = stablehlo.transpose %arg32, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %180 = stablehlo.dot_general %178, %179, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %181 = stablehlo.broadcast_in_dim %arg31, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %182 = stablehlo.add %180, %181 : tensor<16x32xf32>
    %183 = stablehlo.reshape %182 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %184 = stablehlo.add %183, %139 : tensor<2x8x32xf32>
    %185 = stablehlo.reshape %184 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_64, %batch_mean_65, %batch_var_66 = "stablehlo.batch_norm_training"(%185, %cst_49, %cst_48) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %186 = stablehlo.reshape %output_64 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %187 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %188 = stablehlo.multiply %186, %187 : tensor<2x8x32xf32>
    %189 = stablehlo.add %2, %188 : tensor<2x8x32xf32>
    %190 = stablehlo.reshape %189 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %191 = stablehlo.transpose %arg43, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %192 = stablehlo.dot_general %190, %191, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %193 = stablehlo.broadcast_in_dim %arg42, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %194 = stablehlo.add %192, %193 : tensor<16x64xf32>
    %195 = stablehlo.reshape %194 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %196 = stablehlo.multiply %195, %cst_38 : tensor<2x8x64xf32>
    %197 = stablehlo.multiply %195, %cst_37 : tensor<2x8x64xf32>
    %198 = stablehlo.custom_call @mhlo.erf(%197) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %199 = stablehlo.add %198, %cst_36 : tensor<2x8x64xf32>
    %200 = stablehlo.multiply %196, %199 : tensor<2x8x64xf32>
    %201 = stablehlo.reshape %200 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %202 = stablehlo.transpose %arg41, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %203 = stablehlo.dot_general %201, %202, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %204 = stablehlo.broadcast_in_dim %arg40, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %205 = stablehlo.add %203, %204 : tensor<16x32xf32>
    %206 = stablehlo.reshape %205 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %207 = stablehlo.add %206, %189 : tensor<2x8x32xf32>
    %208 = stablehlo.reshape %207 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_67, %batch_mean_68, %batch_var_69 = "stablehlo.batch_norm_training"(%208, %cst_49, %cst_48) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %209 = stablehlo.reshape %output_67 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %210 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %211 = stablehlo.multiply %209, %210 : tensor<2x8x32xf32>
    %212 = stablehlo.add %1, %211 : tensor<2x8x32xf32>
    %213 = stablehlo.reshape %212 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %214 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %215 = stablehlo.dot_general %213, %214, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %216 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %217 = stablehlo.add %215, %216 : tensor<16x32xf32>
    %218 = stablehlo.reshape %217 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %219 = stablehlo.multiply %218, %cst_35 : tensor<2x8x32xf32>
    %220 = stablehlo.multiply %218, %cst_34 : tensor<2x8x32xf32>
    %221 = stablehlo.custom_call @mhlo.erf(%220) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %222 = stablehlo.add %221, %cst_33 : tensor<2x8x32xf32>
    %223 = stablehlo.multiply %219, %222 : tensor<2x8x32xf32>
    %224 = stablehlo.reshape %223 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_70, %batch_mean_71, %batch_var_72 = "stablehlo.batch_norm_training"(%224, %cst_49, %cst_48) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %225 = stablehlo.reshape %output_70 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %226 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %227 = stablehlo.multiply %225, %226 : tensor<2x8x32xf32>
    %228 = stablehlo.add %0, %227 : tensor<2x8x32xf32>
    %229 = stablehlo.reshape %228 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %230 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %231 = stablehlo.dot_general %229, %230, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %232 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<128xf32>) -> tensor<16x128xf32>
    %233 = stablehlo.add %231, %232 : tensor<16x128xf32>
    %234 = stablehlo.reshape %233 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %235 = stablehlo.slice %234 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %236 = stablehlo.reduce(%235 init: %cst_52) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %237 = stablehlo.broadcast_in_dim %236, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %238 = stablehlo.subtract %235, %237 : tensor<2x7x128xf32>
    %239 = stablehlo.exponential %238 : tensor<2x7x128xf32>
    %240 = stablehlo.reduce(%239 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %241 = stablehlo.log %240 : tensor<2x7xf32>
    %242 = stablehlo.broadcast_in_dim %241, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %243 = stablehlo.subtract %238, %242 : tensor<2x7x128xf32>
    %244 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %245 = stablehlo.broadcast_in_dim %244, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %246 = stablehlo.broadcast_in_dim %c_51, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %247 = stablehlo.compare  EQ, %245, %246 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %248 = stablehlo.convert %247 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %249 = stablehlo.convert %248 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %250 = stablehlo.multiply %243, %249 : tensor<2x7x128xf32>
    %251 = stablehlo.reduce(%250 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %252 = stablehlo.reduce(%251 init: %cst_57) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %253 = stablehlo.multiply %252, %cst_32 : tensor<f32>
    %254 = stablehlo.negate %253 : tensor<f32>
    %255 = stablehlo.multiply %arg46, %cst_31 : tensor<128x32xf32>
    %256 = stablehlo.multiply %249, %cst_29 : tensor<2x7x128xf32>
    %257 = stablehlo.exponential %243 : tensor<2x7x128xf32>
    %258 = stablehlo.reduce(%256 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %260 = stablehlo.multiply %257, %259 : tensor<2x7x128xf32>
    %261 = stablehlo.subtract %256, %260 : tensor<2x7x128xf32>
    %262 = stablehlo.pad %261, %cst_57, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %263 = stablehlo.select %c_30, %262, %cst_28 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %264 = stablehlo.reshape %263 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %265 = stablehlo.transpose %264, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %266 = stablehlo.dot_general %265, %229, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %267 = stablehlo.compare  LT, %arg0, %c_54 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %268 = stablehlo.add %arg0, %c_26 : tensor<2x8xi64>
    %269 = stablehlo.select %267, %268, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %270 = stablehlo.reshape %269 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %271 = stablehlo.compare  EQ, %arg0, %c_50 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %272 = stablehlo.broadcast_in_dim %271, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %273 = stablehlo.add %batch_var, %cst_24 : tensor<16xf32>
    %274 = stablehlo.rsqrt %273 : tensor<16xf32>
    %275 = stablehlo.reshape %274 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %276 = stablehlo.divide %275, %cst_23 : tensor<2x8x1xf32>
    %277 = stablehlo.reshape %276 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %279 = stablehlo.add %batch_var_60, %cst_24 : tensor<16xf32>
    %280 = stablehlo.rsqrt %279 : tensor<16xf32>
    %281 = stablehlo.reshape %280 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %282 = stablehlo.divide %281, %cst_23 : tensor<2x8x1xf32>
    %283 = stablehlo.reshape %282 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %285 = stablehlo.add %batch_var_63, %cst_24 : tensor<16xf32>
    %286 = stablehlo.rsqrt %285 : tensor<16xf32>
    %287 = stablehlo.reshape %286 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %288 = stablehlo.divide %287, %cst_23 : tensor<2x8x1xf32>
    %289 = stablehlo.reshape %288 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %290 = stablehlo.broadcast_in_dim %289, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %291 = stablehlo.add %batch_var_66, %cst_24 : tensor<16xf32>
    %292 = stablehlo.rsqrt %291 : tensor<16xf32>
    %293 = stablehlo.reshape %292 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %294 = stablehlo.divide %293, %cst_23 : tensor<2x8x1xf32>
    %295 = stablehlo.reshape %294 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %297 = stablehlo.add %batch_var_69, %cst_24 : tensor<16xf32>
    %298 = stablehlo.rsqrt %297 : tensor<16xf32>
    %299 = stablehlo.reshape %298 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %300 = stablehlo.divide %299, %cst_23 : tensor<2x8x1xf32>
    %301 = stablehlo.reshape %300 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %302 = stablehlo.broadcast_in_dim %301, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %303 = stablehlo.add %batch_var_72, %cst_24 : tensor<16xf32>
    %304 = stablehlo.rsqrt %303 : tensor<16xf32>
    %305 = stablehlo.reshape %304 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %306 = stablehlo.divide %305, %cst_23 : tensor<2x8x1xf32>
    %307 = stablehlo.reshape %306 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %309 = stablehlo.dot_general %264, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %310 = stablehlo.reshape %309 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %311 = stablehlo.multiply %310, %226 : tensor<2x8x32xf32>
    %312 = stablehlo.multiply %311, %cst_22 : tensor<2x8x32xf32>
    %313 = stablehlo.reduce(%311 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %314 = stablehlo.broadcast_in_dim %313, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %315 = stablehlo.subtract %312, %314 : tensor<2x8x32xf32>
    %316 = stablehlo.reshape %batch_mean_71 : (tensor<16xf32>) -> tensor<2x8xf32>
    %317 = stablehlo.broadcast_in_dim %316, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %318 = stablehlo.subtract %223, %317 : tensor<2x8x32xf32>
    %319 = stablehlo.reshape %304 : (tensor<16xf32>) -> tensor<2x8xf32>
    %320 = stablehlo.broadcast_in_dim %319, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %321 = stablehlo.multiply %318, %320 : tensor<2x8x32xf32>
    %322 = stablehlo.multiply %311, %321 : tensor<2x8x32xf32>
    %323 = stablehlo.reduce(%322 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %324 = stablehlo.broadcast_in_dim %323, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %325 = stablehlo.multiply %321, %324 : tensor<2x8x32xf32>
    %326 = stablehlo.subtract %315, %325 : tensor<2x8x32xf32>
    %327 = stablehlo.multiply %308, %326 : tensor<2x8x32xf32>
    %328 = stablehlo.multiply %222, %cst_35 : tensor<2x8x32xf32>
    %329 = stablehlo.multiply %218, %218 : tensor<2x8x32xf32>
    %330 = stablehlo.multiply %329, %cst_21 : tensor<2x8x32xf32>
    %331 = stablehlo.exponential %330 : tensor<2x8x32xf32>
    %332 = stablehlo.multiply %331, %cst_20 : tensor<2x8x32xf32>
    %333 = stablehlo.multiply %218, %332 : tensor<2x8x32xf32>
    %334 = stablehlo.add %328, %333 : tensor<2x8x32xf32>
    %335 = stablehlo.multiply %327, %334 : tensor<2x8x32xf32>
    %336 = stablehlo.reshape %335 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %337 = stablehlo.dot_general %336, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %338 = stablehlo.reshape %337 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %339 = stablehlo.multiply %338, %210 : tensor<2x8x32xf32>
    %340 = stablehlo.multiply %339, %cst_22 : tensor<2x8x32xf32>
    %341 = stablehlo.reduce(%339 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %342 = stablehlo.broadcast_in_dim %341, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %343 = stablehlo.subtract %340, %342 : tensor<2x8x32xf32>
    %344 = stablehlo.reshape %batch_mean_68 : (tensor<16xf32>) -> tensor<2x8xf32>
    %345 = stablehlo.broadcast_in_dim %344, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %346 = stablehlo.subtract %207, %345 : tensor<2x8x32xf32>
    %347 = stablehlo.reshape %298 : (tensor<16xf32>) -> tensor<2x8xf32>
    %348 = stablehlo.broadcast_in_dim %347, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %349 = stablehlo.multiply %346, %348 : tensor<2x8x32xf32>
    %350 = stablehlo.multiply %339, %349 : tensor<2x8x32xf32>
    %351 = stablehlo.reduce(%350 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %352 = stablehlo.broadcast_in_dim %351, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %353 = stablehlo.multiply %349, %352 : tensor<2x8x32xf32>
    %354 = stablehlo.subtract %343, %353 : tensor<2x8x32xf32>
    %355 = stablehlo.multiply %302, %354 : tensor<2x8x32xf32>
    %356 = stablehlo.reshape %355 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %357 = stablehlo.dot_general %356, %arg41, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %358 = stablehlo.reshape %357 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %359 = stablehlo.multiply %199, %cst_38 : tensor<2x8x64xf32>
    %360 = stablehlo.multiply %195, %195 : tensor<2x8x64xf32>
    %361 = stablehlo.multiply %360, %cst_19 : tensor<2x8x64xf32>
    %362 = stablehlo.exponential %361 : tensor<2x8x64xf32>
    %363 = stablehlo.multiply %362, %cst_18 : tensor<2x8x64xf32>
    %364 = stablehlo.multiply %195, %363 : tensor<2x8x64xf32>
    %365 = stablehlo.add %359, %364 : tensor<2x8x64xf32>
    %366 = stablehlo.multiply %358, %365 : tensor<2x8x64xf32>
    %367 = stablehlo.reshape %366 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %368 = stablehlo.dot_general %367, %arg43, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %369 = stablehlo.reshape %368 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %370 = stablehlo.add %355, %369 : tensor<2x8x32xf32>
    %371 = stablehlo.multiply %370, %187 : tensor<2x8x32xf32>
    %372 = stablehlo.multiply %371, %cst_22 : tensor<2x8x32xf32>
    %373 = stablehlo.reduce(%371 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %374 = stablehlo.broadcast_in_dim %373, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %375 = stablehlo.subtract %372, %374 : tensor<2x8x32xf32>
    %376 = stablehlo.reshape %batch_mean_65 : (tensor<16xf32>) -> tensor<2x8xf32>
    %377 = stablehlo.broadcast_in_dim %376, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %378 = stablehlo.subtract %184, %377 : tensor<2x8x32xf32>
    %379 = stablehlo.reshape %292 : (tensor<16xf32>) -> tensor<2x8xf32>
    %380 = stablehlo.broadcast_in_dim %379, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %381 = stablehlo.multiply %378, %380 : tensor<2x8x32xf32>
    %382 = stablehlo.multiply %371, %381 : tensor<2x8x32xf32>
    %383 = stablehlo.reduce(%382 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %384 = stablehlo.broadcast_in_dim %383, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %385 = stablehlo.multiply %381, %384 : tensor<2x8x32xf32>
    %386 = stablehlo.subtract %375, %385 : tensor<2x8x32xf32>
    %387 = stablehlo.multiply %296, %386 : tensor<2x8x32xf32>
    %388 = stablehlo.transpose %167, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %389 = stablehlo.reshape %387 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %390 = stablehlo.dot_general %389, %arg32, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %391 = stablehlo.reshape %390 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %392 = stablehlo.transpose %391, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %393 = stablehlo.reshape %392 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %394 = stablehlo.dot_general %388, %393, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %395 = stablehlo.reshape %394 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %396 = stablehlo.transpose %395, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %397 = stablehlo.reshape %396 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %398 = stablehlo.dot_general %397, %arg34, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %399 = stablehlo.reshape %398 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %400 = stablehlo.add %387, %399 : tensor<2x8x32xf32>
    %401 = stablehlo.transpose %148, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %402 = stablehlo.transpose %174, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %403 = stablehlo.dot_general %393, %402, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %404 = stablehlo.reshape %403 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %405 = stablehlo.multiply %404, %166 : tensor<2x4x8x8xf32>
    %406 = stablehlo.reduce(%405 init: %cst_57) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %407 = stablehlo.broadcast_in_dim %406, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %408 = stablehlo.multiply %166, %407 : tensor<2x4x8x8xf32>
    %409 = stablehlo.subtract %405, %408 : tensor<2x4x8x8xf32>
    %410 = stablehlo.reshape %409 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %411 = stablehlo.dot_general %401, %410, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %412 = stablehlo.reshape %411 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %413 = stablehlo.multiply %412, %cst_47 : tensor<2x4x8x8xf32>
    %414 = stablehlo.transpose %413, dims = [0, 3, 1, 2] : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %415 = stablehlo.reshape %414 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %416 = stablehlo.dot_general %415, %arg36, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %417 = stablehlo.reshape %416 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %418 = stablehlo.add %400, %417 : tensor<2x8x32xf32>
    %419 = stablehlo.transpose %156, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %420 = stablehlo.dot_general %410, %419, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %421 = stablehlo.reshape %420 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %422 = stablehlo.multiply %421, %cst_47 : tensor<2x4x8x8xf32>
    %423 = stablehlo.transpose %422, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %424 = stablehlo.reshape %423 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %425 = stablehlo.dot_general %424, %arg38, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %426 = stablehlo.reshape %425 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %427 = stablehlo.add %418, %426 : tensor<2x8x32xf32>
    %428 = stablehlo.multiply %427, %137 : tensor<2x8x32xf32>
    %429 = stablehlo.multiply %428, %cst_22 : tensor<2x8x32xf32>
    %430 = stablehlo.reduce(%428 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %431 = stablehlo.broadcast_in_dim %430, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %432 = stablehlo.subtract %429, %431 : tensor<2x8x32xf32>
    %433 = stablehlo.reshape %batch_mean_62 : (tensor<16xf32>) -> tensor<2x8xf32>
    %434 = stablehlo.broadcast_in_dim %433, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %435 = stablehlo.subtract %134, %434 : tensor<2x8x32xf32>
    %436 = stablehlo.reshape %286 : (tensor<16xf32>) -> tensor<2x8xf32>
    %437 = stablehlo.broadcast_in_dim %436, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %438 = stablehlo.multiply %435, %437 : tensor<2x8x32xf32>
    %439 = stablehlo.multiply %428, %438 : tensor<2x8x32xf32>
    %440 = stablehlo.reduce(%439 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %441 = stablehlo.broadcast_in_dim %440, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %442 = stablehlo.multiply %438, %441 : tensor<2x8x32xf32>
    %443 = stablehlo.subtract %432, %442 : tensor<2x8x32xf32>
    %444 = stablehlo.multiply %290, %443 : tensor<2x8x32xf32>
    %445 = stablehlo.reshape %444 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %446 = stablehlo.dot_general %445, %arg27, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %447 = stablehlo.reshape %446 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %448 = stablehlo.multiply %126, %cst_38 : tensor<2x8x64xf32>
    %449 = stablehlo.multiply %122, %122 : tensor<2x8x64xf32>
    %450 = stablehlo.multiply %449, %cst_19 : tensor<2x8x64xf32>
    %451 = stablehlo.exponential %450 : tensor<2x8x64xf32>
    %452 = stablehlo.multiply %451, %cst_18 : tensor<2x8x64xf32>
    %453 = stablehlo.multiply %122, %452 : tensor<2x8x64xf32>
    %454 = stablehlo.add %448, %453 : tensor<2x8x64xf32>
    %455 = stablehlo.multiply %447, %454 : tensor<2x8x64xf32>
    %456 = stablehlo.reshape %455 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %457 = stablehlo.dot_general %456, %arg29, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %458 = stablehlo.reshape %457 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %459 = stablehlo.add %444, %458 : tensor<2x8x32xf32>
    %460 = stablehlo.multiply %459, %114 : tensor<2x8x32xf32>
    %461 = stablehlo.multiply %460, %cst_22 : tensor<2x8x32xf32>
    %462 = stablehlo.reduce(%460 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %463 = stablehlo.broadcast_in_dim %462, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %464 = stablehlo.subtract %461, %463 : tensor<2x8x32xf32>
    %465 = stablehlo.reshape %batch_mean_59 : (tensor<16xf32>) -> tensor<2x8xf32>
    %466 = stablehlo.broadcast_in_dim %465, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %467 = stablehlo.subtract %111, %466 : tensor<2x8x32xf32>
    %468 = stablehlo.reshape %280 : (tensor<16xf32>) -> tensor<2x8xf32>
    %469 = stablehlo.broadcast_in_dim %468, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %470 = stablehlo.multiply %467, %469 : tensor<2x8x32xf32>
    %471 = stablehlo.multiply %460, %470 : tensor<2x8x32xf32>
    %472 = stablehlo.reduce(%471 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %473 = stablehlo.broadcast_in_dim %472, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %474 = stablehlo.multiply %470, %473 : tensor<2x8x32xf32>
    %475 = stablehlo.subtract %464, %474 : tensor<2x8x32xf32>
    %476 = stablehlo.multiply %284, %475 : tensor<2x8x32xf32>
    %477 = stablehlo.transpose %94, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %478 = stablehlo.reshape %476 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %479 = stablehlo.dot_general %478, %arg16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %480 = stablehlo.reshape %479 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %481 = stablehlo.transpose %480, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %482 = stablehlo.reshape %481 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %483 = stablehlo.dot_general %477, %482, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %484 = stablehlo.reshape %483 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %485 = stablehlo.transpose %484, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %486 = stablehlo.reshape %485 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %487 = stablehlo.dot_general %486, %arg18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %488 = stablehlo.reshape %487 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %489 = stablehlo.add %476, %488 : tensor<2x8x32xf32>
    %490 = stablehlo.transpose %47, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %491 = stablehlo.transpose %101, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %492 = stablehlo.dot_general %482, %491, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %493 = stablehlo.reshape %492 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %494 = stablehlo.multiply %493, %93 : tensor<2x4x8x8xf32>
    %495 = stablehlo.reduce(%494 init: %cst_57) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %496 = stablehlo.broadcast_in_dim %495, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %497 = stablehlo.multiply %93, %496 : tensor<2x4x8x8xf32>
    %498 = stablehlo.subtract %494, %497 : tensor<2x4x8x8xf32>
    %499 = stablehlo.reshape %498 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %500 = stablehlo.dot_general %490, %499, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %501 = stablehlo.reshape %500 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %502 = stablehlo.multiply %501, %cst_47 : tensor<2x4x8x8xf32>
    %503 = stablehlo.transpose %502, dims = [0, 3, 1, 2] : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %504 = stablehlo.reshape %503 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %505 = stablehlo.dot_general %504, %arg22, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %506 = stablehlo.reshape %505 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %507 = stablehlo.add %489, %506 : tensor<2x8x32xf32>
    %508 = stablehlo.transpose %55, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %509 = stablehlo.dot_general %499, %508, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %510 = stablehlo.reshape %509 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %511 = stablehlo.multiply %510, %cst_47 : tensor<2x4x8x8xf32>
    %512 = stablehlo.transpose %511, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %513 = stablehlo.reshape %512 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %514 = stablehlo.dot_general %513, %arg24, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %515 = stablehlo.reshape %514 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %516 = stablehlo.add %507, %515 : tensor<2x8x32xf32>
    %517 = stablehlo.multiply %516, %36 : tensor<2x8x32xf32>
    %518 = stablehlo.multiply %517, %cst_22 : tensor<2x8x32xf32>
    %519 = stablehlo.reduce(%517 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %520 = stablehlo.broadcast_in_dim %519, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %521 = stablehlo.subtract %518, %520 : tensor<2x8x32xf32>
    %522 = stablehlo.reshape %batch_mean : (tensor<16xf32>) -> tensor<2x8xf32>
    %523 = stablehlo.broadcast_in_dim %522, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %524 = stablehlo.subtract %33, %523 : tensor<2x8x32xf32>
    %525 = stablehlo.reshape %274 : (tensor<16xf32>) -> tensor<2x8xf32>
    %526 = stablehlo.broadcast_in_dim %525, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %527 = stablehlo.multiply %524, %526 : tensor<2x8x32xf32>
    %528 = stablehlo.multiply %517, %527 : tensor<2x8x32xf32>
    %529 = stablehlo.reduce(%528 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %530 = stablehlo.broadcast_in_dim %529, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %531 = stablehlo.multiply %527, %530 : tensor<2x8x32xf32>
    %532 = stablehlo.subtract %521, %531 : tensor<2x8x32xf32>
    %533 = stablehlo.multiply %278, %532 : tensor<2x8x32xf32>
    %534 = stablehlo.select %272, %cst_25, %533 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %535 = "stablehlo.scatter"(%cst_27, %270, %534) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg88: tensor<f32>, %arg89: tensor<f32>):
      %778 = stablehlo.add %arg88, %arg89 : tensor<f32>
      stablehlo.return %778 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %536 = stablehlo.add %266, %535 : tensor<128x32xf32>
    %537 = stablehlo.add %255, %536 : tensor<128x32xf32>
    %538 = stablehlo.multiply %537, %cst_17 : tensor<128x32xf32>
    %539 = stablehlo.subtract %arg2, %538 : tensor<128x32xf32>
    %540 = stablehlo.multiply %arg47, %cst_16 : tensor<2x32xf32>
    %541 = stablehlo.compare  LT, %23, %c_54 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %542 = stablehlo.add %23, %c_14 : tensor<2x8xi64>
    %543 = stablehlo.select %541, %542, %23 : tensor<2x8xi1>, tensor<2x8xi64>
    %544 = stablehlo.reshape %543 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %545 = stablehlo.compare  EQ, %23, %c_13 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %546 = stablehlo.broadcast_in_dim %545, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %547 = stablehlo.select %546, %cst_25, %533 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %548 = "stablehlo.scatter"(%cst_15, %544, %547) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg88: tensor<f32>, %arg89: tensor<f32>):
      %778 = stablehlo.add %arg88, %arg89 : tensor<f32>
      stablehlo.return %778 : tensor<f32>
    }) : (tensor<2x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<2x32xf32>
    %549 = stablehlo.add %540, %548 : tensor<2x32xf32>
    %550 = stablehlo.multiply %549, %cst_12 : tensor<2x32xf32>
    %551 = stablehlo.subtract %arg13, %550 : tensor<2x32xf32>
    %552 = stablehlo.multiply %arg48, %cst_11 : tensor<32xf32>
    %553 = stablehlo.multiply %516, %527 : tensor<2x8x32xf32>
    %554 = stablehlo.reduce(%553 init: %cst_57) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %555 = stablehlo.add %552, %554 : tensor<32xf32>
    %556 = stablehlo.multiply %555, %cst_10 : tensor<32xf32>
    %557 = stablehlo.subtract %arg10, %556 : tensor<32xf32>
    %558 = stablehlo.multiply %arg49, %cst_11 : tensor<32xf32>
    %559 = stablehlo.reduce(%516 init: %cst_57) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %560 = stablehlo.add %558, %559 : tensor<32xf32>
    %561 = stablehlo.multiply %560, %cst_10 : tensor<32xf32>
    %562 = stablehlo.subtract %arg14, %561 : tensor<32xf32>
    %563 = stablehlo.multiply %arg50, %cst_9 : tensor<64x32xf32>
    %564 = stablehlo.compare  LT, %19, %c_54 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %565 = stablehlo.add %19, %c : tensor<2x8xi64>
    %566 = stablehlo.select %564, %565, %19 : tensor<2x8xi1>, tensor<2x8xi64>
    %567 = stablehlo.reshape %566 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %568 = stablehlo.compare  EQ, %19, %c_50 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %569 = stablehlo.broadcast_in_dim %568, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %570 = stablehlo.select %569, %cst_25, %533 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %571 = "stablehlo.scatter"(%cst_8, %567, %570) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg88: tensor<f32>, %arg89: tensor<f32>):
      %778 = stablehlo.add %arg88, %arg89 : tensor<f32>
      stablehlo.return %778 : tensor<f32>
    }) : (tensor<64x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<64x32xf32>
    %572 = stablehlo.add %563, %571 : tensor<64x32xf32>
    %573 = stablehlo.multiply %572, %cst_7 : tensor<64x32xf32>
    %574 = stablehlo.subtract %arg11, %573 : tensor<64x32xf32>
    %575 = stablehlo.multiply %arg51, %cst_6 : tensor<32x32xf32>
    %576 = stablehlo.transpose %513, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %577 = stablehlo.dot_general %576, %39, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %578 = stablehlo.add %575, %577 : tensor<32x32xf32>
    %579 = stablehlo.multiply %578, %cst_5 : tensor<32x32xf32>
    %580 = stablehlo.subtract %arg24, %579 : tensor<32x32xf32>
    %581 = stablehlo.multiply %arg52, %cst_11 : tensor<32xf32>
    %582 = stablehlo.reduce(%513 init: %cst_57) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %583 = stablehlo.add %581, %582 : tensor<32xf32>
    %584 = stablehlo.multiply %583, %cst_10 : tensor<32xf32>
    %585 = stablehlo.subtract %arg23, %584 : tensor<32xf32>
    %586 = stablehlo.multiply %arg53, %cst_6 : tensor<32x32xf32>
    %587 = stablehlo.transpose %504, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %588 = stablehlo.dot_general %587, %39, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %589 = stablehlo.add %586, %588 : tensor<32x32xf32>
    %590 = stablehlo.multiply %589, %cst_5 : tensor<32x32xf32>
    %591 = stablehlo.subtract %arg22, %590 : tensor<32x32xf32>
    %592 = stablehlo.multiply %arg54, %cst_11 : tensor<32xf32>
    %593 = stablehlo.reduce(%504 init: %cst_57) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %594 = stablehlo.add %592, %593 : tensor<32xf32>
    %595 = stablehlo.multiply %594, %cst_10 : tensor<32xf32>
    %596 = stablehlo.subtract %arg21, %595 : tensor<32xf32>
    %597 = stablehlo.multiply %arg55, %cst_6 : tensor<32x32xf32>
    %598 = stablehlo.transpose %486, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %599 = stablehlo.dot_general %598, %39, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %600 = stablehlo.add %597, %599 : tensor<32x32xf32>
    %601 = stablehlo.multiply %600, %cst_5 : tensor<32x32xf32>
    %602 = stablehlo.subtract %arg18, %601 : tensor<32x32xf32>
    %603 = stablehlo.multiply %arg56, %cst_11 : tensor<32xf32>
    %604 = stablehlo.reduce(%486 init: %cst_57) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %605 = stablehlo.add %603, %604 : tensor<32xf32>
    %606 = stablehlo.multiply %605, %cst_10 : tensor<32xf32>
    %607 = stablehlo.subtract %arg17, %606 : tensor<32xf32>
    %608 = stablehlo.multiply %arg57, %cst_6 : tensor<32x32xf32>
    %609 = stablehlo.transpose %478, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %610 = stablehlo.dot_general %609, %105, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %611 = stablehlo.add %608, %610 : tensor<32x32xf32>
    %612 = stablehlo.multiply %611, %cst_5 : tensor<32x32xf32>
    %613 = stablehlo.subtract %arg16, %612 : tensor<32x32xf32>
    %614 = stablehlo.multiply %arg58, %cst_11 : tensor<32xf32>
    %615 = stablehlo.reduce(%478 init: %cst_57) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %616 = stablehlo.add %614, %615 : tensor<32xf32>
    %617 = stablehlo.multiply %616, %cst_10 : tensor<32xf32>
    %618 = stablehlo.subtract %arg15, %617 : tensor<32xf32>
    %619 = stablehlo.multiply %arg59, %cst_11 : tensor<32xf32>
    %620 = stablehlo.multiply %459, %470 : tensor<2x8x32xf32>
    %621 = stablehlo.reduce(%620 init: %cst_57) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %622 = stablehlo.add %619, %621 : tensor<32xf32>
    %623 = stablehlo.multiply %622, %cst_10 : tensor<32xf32>
    %624 = stablehlo.subtract %arg9, %623 : tensor<32xf32>
    %625 = stablehlo.multiply %arg60, %cst_11 : tensor<32xf32>
    %626 = stablehlo.reduce(%459 init: %cst_57) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %627 = stablehlo.add %625, %626 : tensor<32xf32>
    %628 = stablehlo.multiply %627, %cst_10 : tensor<32xf32>
    %629 = stablehlo.subtract %arg25, %628 : tensor<32xf32>
    %630 = stablehlo.multiply %arg61, %cst_9 : tensor<64x32xf32>
    %631 = stablehlo.transpose %456, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %632 = stablehlo.dot_general %631, %117, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %633 = stablehlo.add %630, %632 : tensor<64x32xf32>
    %634 = stablehlo.multiply %633, %cst_7 : tensor<64x32xf32>
    %635 = stablehlo.subtract %arg29, %634 : tensor<64x32xf32>
    %636 = stablehlo.multiply %arg62, %cst_4 : tensor<64xf32>
    %637 = stablehlo.reduce(%456 init: %cst_57) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %638 = stablehlo.add %636, %637 : tensor<64xf32>
    %639 = stablehlo.multiply %638, %cst_3 : tensor<64xf32>
    %640 = stablehlo.subtract %arg28, %639 : tensor<64xf32>
    %641 = stablehlo.multiply %arg63, %cst_2 : tensor<32x64xf32>
    %642 = stablehlo.transpose %445, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %643 = stablehlo.dot_general %642, %128, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %644 = stablehlo.add %641, %643 : tensor<32x64xf32>
    %645 = stablehlo.multiply %644, %cst_1 : tensor<32x64xf32>
    %646 = stablehlo.subtract %arg27, %645 : tensor<32x64xf32>
    %647 = stablehlo.multiply %arg64, %cst_11 : tensor<32xf32>
    %648 = stablehlo.reduce(%445 init: %cst_57) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %649 = stablehlo.add %647, %648 : tensor<32xf32>
    %650 = stablehlo.multiply %649, %cst_10 : tensor<32xf32>
    %651 = stablehlo.subtract %arg26, %650 : tensor<32xf32>
    %652 = stablehlo.multiply %arg65, %cst_11 : tensor<32xf32>
    %653 = stablehlo.multiply %427, %438 : tensor<2x8x32xf32>
    %654 = stablehlo.reduce(%653 init: %cst_57) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %655 = stablehlo.add %652, %654 : tensor<32xf32>
    %656 = stablehlo.multiply %655, %cst_10 : tensor<32xf32>
    %657 = stablehlo.subtract %arg8, %656 : tensor<32xf32>
    %658 = stablehlo.multiply %arg66, %cst_11 : tensor<32xf32>
    %659 = stablehlo.reduce(%427 init: %cst_57) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %660 = stablehlo.add %658, %659 : tensor<32xf32>
    %661 = stablehlo.multiply %660, %cst_10 : tensor<32xf32>
    %662 = stablehlo.subtract %arg30, %661 : tensor<32xf32>
    %663 = stablehlo.multiply %arg67, %cst_6 : tensor<32x32xf32>
    %664 = stablehlo.transpose %424, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %665 = stablehlo.dot_general %664, %140, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %666 = stablehlo.add %663, %665 : tensor<32x32xf32>
    %667 = stablehlo.multiply %666, %cst_5 : tensor<32x32xf32>
    %668 = stablehlo.subtract %arg38, %667 : tensor<32x32xf32>
    %669 = stablehlo.multiply %arg68, %cst_11 : tensor<32xf32>
    %670 = stablehlo.reduce(%424 init: %cst_57) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %671 = stablehlo.add %669, %670 : tensor<32xf32>
    %672 = stablehlo.multiply %671, %cst_10 : tensor<32xf32>
    %673 = stablehlo.subtract %arg37, %672 : tensor<32xf32>
    %674 = stablehlo.multiply %arg69, %cst_6 : tensor<32x32xf32>
    %675 = stablehlo.transpose %415, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %676 = stablehlo.dot_general %675, %140, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %677 = stablehlo.add %674, %676 : tensor<32x32xf32>
    %678 = stablehlo.multiply %677, %cst_5 : tensor<32x32xf32>
    %679 = stablehlo.subtract %arg36, %678 : tensor<32x32xf32>
    %680 = stablehlo.multiply %arg70, %cst_11 : tensor<32xf32>
    %681 = stablehlo.reduce(%415 init: %cst_57) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %682 = stablehlo.add %680, %681 : tensor<32xf32>
    %683 = stablehlo.multiply %682, %cst_10 : tensor<32xf32>
    %684 = stablehlo.subtract %arg35, %683 : tensor<32xf32>
    %685 = stablehlo.multiply %arg71, %cst_6 : tensor<32x32xf32>
    %686 = stablehlo.transpose %397, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %687 = stablehlo.dot_general %686, %140, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %688 = stablehlo.add %685, %687 : tensor<32x32xf32>
    %689 = stablehlo.multiply %688, %cst_5 : tensor<32x32xf32>
    %690 = stablehlo.subtract %arg34, %689 : tensor<32x32xf32>
    %691 = stablehlo.multiply %arg72, %cst_11 : tensor<32xf32>
    %692 = stablehlo.reduce(%397 init: %cst_57) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %693 = stablehlo.add %691, %692 : tensor<32xf32>
    %694 = stablehlo.multiply %693, %cst_10 : tensor<32xf32>
    %695 = stablehlo.subtract %arg33, %694 : tensor<32xf32>
    %696 = stablehlo.multiply %arg73, %cst_6 : tensor<32x32xf32>
    %697 = stablehlo.transpose %389, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %698 = stablehlo.dot_general %697, %178, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %699 = stablehlo.add %696, %698 : tensor<32x32xf32>
    %700 = stablehlo.multiply %699, %cst_5 : tensor<32x32xf32>
    %701 = stablehlo.subtract %arg32, %700 : tensor<32x32xf32>
    %702 = stablehlo.multiply %arg74, %cst_11 : tensor<32xf32>
    %703 = stablehlo.reduce(%389 init: %cst_57) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %704 = stablehlo.add %702, %703 : tensor<32xf32>
    %705 = stablehlo.multiply %704, %cst_10 : tensor<32xf32>
    %706 = stablehlo.subtract %arg31, %705 : tensor<32xf32>
    %707 = stablehlo.multiply %arg75, %cst_11 : tensor<32xf32>
    %708 = stablehlo.multiply %370, %381 : tensor<2x8x32xf32>
    %709 = stablehlo.reduce(%708 init: %cst_57) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %710 = stablehlo.add %707, %709 : tensor<32xf32>
    %711 = stablehlo.multiply %710, %cst_10 : tensor<32xf32>
    %712 = stablehlo.subtract %arg7, %711 : tensor<32xf32>
    %713 = stablehlo.multiply %arg76, %cst_11 : tensor<32xf32>
    %714 = stablehlo.reduce(%370 init: %cst_57) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %715 = stablehlo.add %713, %714 : tensor<32xf32>
    %716 = stablehlo.multiply %715, %cst_10 : tensor<32xf32>
    %717 = stablehlo.subtract %arg39, %716 : tensor<32xf32>
    %718 = stablehlo.multiply %arg77, %cst_9 : tensor<64x32xf32>
    %719 = stablehlo.transpose %367, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %720 = stablehlo.dot_general %719, %190, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %721 = stablehlo.add %718, %720 : tensor<64x32xf32>
    %722 = stablehlo.multiply %721, %cst_7 : tensor<64x32xf32>
    %723 = stablehlo.subtract %arg43, %722 : tensor<64x32xf32>
    %724 = stablehlo.multiply %arg78, %cst_4 : tensor<64xf32>
    %725 = stablehlo.reduce(%367 init: %cst_57) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %726 = stablehlo.add %724, %725 : tensor<64xf32>
    %727 = stablehlo.multiply %726, %cst_3 : tensor<64xf32>
    %728 = stablehlo.subtract %arg42, %727 : tensor<64xf32>
    %729 = stablehlo.multiply %arg79, %cst_2 : tensor<32x64xf32>
    %730 = stablehlo.transpose %356, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %731 = stablehlo.dot_general %730, %201, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %732 = stablehlo.add %729, %731 : tensor<32x64xf32>
    %733 = stablehlo.multiply %732, %cst_1 : tensor<32x64xf32>
    %734 = stablehlo.subtract %arg41, %733 : tensor<32x64xf32>
    %735 = stablehlo.multiply %arg80, %cst_11 : tensor<32xf32>
    %736 = stablehlo.reduce(%356 init: %cst_57) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %737 = stablehlo.add %735, %736 : tensor<32xf32>
    %738 = stablehlo.multiply %737, %cst_10 : tensor<32xf32>
    %739 = stablehlo.subtract %arg40, %738 : tensor<32xf32>
    %740 = stablehlo.multiply %arg81, %cst_11 : tensor<32xf32>
    %741 = stablehlo.multiply %338, %349 : tensor<2x8x32xf32>
    %742 = stablehlo.reduce(%741 init: %cst_57) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %743 = stablehlo.add %740, %742 : tensor<32xf32>
    %744 = stablehlo.multiply %743, %cst_10 : tensor<32xf32>
    %745 = stablehlo.subtract %arg6, %744 : tensor<32xf32>
    %746 = stablehlo.multiply %arg82, %cst_11 : tensor<32xf32>
    %747 = stablehlo.reduce(%338 init: %cst_57) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %748 = stablehlo.add %746, %747 : tensor<32xf32>
    %749 = stablehlo.multiply %748, %cst_10 : tensor<32xf32>
    %750 = stablehlo.subtract %arg44, %749 : tensor<32xf32>
    %751 = stablehlo.multiply %arg83, %cst_0 : tensor<128xf32>
    %752 = stablehlo.reduce(%264 init: %cst_57) applies stablehlo.add across dimensions = [0] : (tensor<16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %753 = stablehlo.add %751, %752 : tensor<128xf32>
    %754 = stablehlo.multiply %753, %cst : tensor<128xf32>
    %755 = stablehlo.subtract %arg1, %754 : tensor<128xf32>
    %756 = stablehlo.multiply %arg84, %cst_6 : tensor<32x32xf32>
    %757 = stablehlo.transpose %336, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %758 = stablehlo.dot_general %757, %213, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %759 = stablehlo.add %756, %758 : tensor<32x32xf32>
    %760 = stablehlo.multiply %759, %cst_5 : tensor<32x32xf32>
    %761 = stablehlo.subtract %arg5, %760 : tensor<32x32xf32>
    %762 = stablehlo.multiply %arg85, %cst_11 : tensor<32xf32>
    %763 = stablehlo.reduce(%336 init: %cst_57) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %764 = stablehlo.add %762, %763 : tensor<32xf32>
    %765 = stablehlo.multiply %764, %cst_10 : tensor<32xf32>
    %766 = stablehlo.subtract %arg4, %765 : tensor<32xf32>
    %767 = stablehlo.multiply %arg86, %cst_11 : tensor<32xf32>
    %768 = stablehlo.multiply %310, %321 : tensor<2x8x32xf32>
    %769 = stablehlo.reduce(%768 init: %cst_57) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %770 = stablehlo.add %767, %769 : tensor<32xf32>
    %771 = stablehlo.multiply %770, %cst_10 : tensor<32xf32>
    %772 = stablehlo.subtract %arg3, %771 : tensor<32xf32>
    %773 = stablehlo.multiply %arg87, %cst_11 : tensor<32xf32>
    %774 = stablehlo.reduce(%310 init: %cst_57) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %775 = stablehlo.add %773, %774 : tensor<32xf32>
    %776 = stablehlo.multiply %775, %cst_10 : tensor<32xf32>
    %777 = stablehlo.subtract %arg45, %776 : tensor<32xf32>
    return %254, %539, %551, %557, %562, %574, %580, %585, %591, %596, %602, %607, %613, %618, %624, %629, %635, %640, %646, %651, %657, %662, %668, %673, %679, %684, %690, %695, %701, %706, %712, %717, %723, %728, %734, %739, %745, %750, %755, %761, %766, %772, %777, %537, %549, %555, %560, %572, %578, %583, %589, %594, %600, %605, %611, %616, %622, %627, %633, %638, %644, %649, %655, %660, %666, %671, %677, %682, %688, %693, %699, %704, %710, %715, %721, %726, %732, %737, %743, %748, %753, %759, %764, %770, %775 : tensor<f32>, tensor<128x32xf32>, tensor<2x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<2x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  }
}
